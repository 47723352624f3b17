"""Deadline questions through the real agent graph (offline planner) over imported contracts: the
window and the kinds asked are read, a named contract narrows them, an unknown one is asked about,
and every answer says how many contracts could not be dated or judged."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from datetime import date

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.answerer import AgentService
from bot.components import build_ingestor
from core.settings import Settings
from graph_ingest.models import Contract, Scope
from graph_ingest.normalize import to_record
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from tests.integration.test_alerts import FIXED, RENEWING

pytestmark = pytest.mark.integration
TENANT = "slack:TDEADLINEQ"
SCOPE = ReaderScope(tenant=TENANT)
TODAY = date(2026, 11, 15)


@contextlib.contextmanager
def deadline_corpus(store: GraphStore, settings: Settings, tenant: str) -> Iterator[AgentService]:
    """The two contracts of tests/integration/test_alerts.py and one without dates, in `tenant`; the
    agent over them on TODAY."""
    ingestor = build_ingestor(settings, store)
    ids = []
    for name, text in (("Borealis Supply.txt", RENEWING), ("Fjord Consulting.txt", FIXED)):
        outcome = ingestor.ingest_bytes(text.encode(), name, Scope(tenant=tenant))
        assert outcome.status == "imported" and outcome.file_id, outcome
        ids.append(outcome.file_id)
    undated = to_record(
        Contract(title="Aurora Services Agreement", contract_type="Service"),
        file_id=f"{tenant.split(':')[-1].lower()}-undated",
        scope=Scope(tenant=tenant),
        source="cli",
    )
    store.write_contract(undated)
    ids.append(undated.file_id)
    try:
        yield AgentService.create(settings, store, InMemorySaver(), today=lambda: TODAY)
    finally:
        for file_id in ids:
            store.delete_contract(file_id)


@pytest.fixture(scope="module")
def service(store: GraphStore, settings: Settings) -> Iterator[AgentService]:
    with deadline_corpus(store, settings, TENANT) as agent:
        yield agent


async def ask(service: AgentService, question: str, thread: str = "t") -> tuple[str, list[str], str | None]:
    """The answer's text with its quotes after it (every surface shows them), tools, reading."""
    result = await service.answer(question, f"deadlineq-{thread}", SCOPE)
    quotes = "\n".join(f"[{c['category']}] {c['text']}" for c in result.clauses)
    return f"{result.answer}\n{quotes}", [c.name for c in result.tool_calls], result.interpretation


async def test_what_renews_in_a_window_lists_the_renewals_with_their_words(service: AgentService) -> None:
    text, tools, reading = await ask(service, "What renews in the next 120 days?", "w")
    assert tools == ["contract_deadlines"], tools
    assert "2027-03-01" in text and "renews automatically" in text and "successive one (1) year" in text
    assert "2026-11-30" not in text  # a notice day is not a renewal
    assert text.startswith("1 automatic renewal between 2026-11-15 and 2027-03-15 in 1 contract:"), text
    assert "1 of the 3 contracts checked has no end date or term on record" in text, text
    assert reading and "automatic renewals from 2026-11-15 to 2027-03-15" in reading


async def test_which_renew_automatically_is_a_filter_with_what_could_not_be_judged(
    service: AgentService,
) -> None:
    text, tools, reading = await ask(service, "Which contracts renew automatically?", "a")
    assert tools == ["contract_search"]
    assert "I found 1 contract (contracts renewing automatically)" in text, text
    assert "Renewal terms are on record for" in text and "could not be judged" in text
    assert reading and "renewing automatically" in reading


async def test_the_notice_deadline_of_a_named_contract(service: AgentService) -> None:
    text, tools, _ = await ask(service, "When is the notice deadline for the Borealis supply agreement?", "n")
    assert tools == ["contract_deadlines"]
    assert "2026-11-30" in text and "stops the renewal of 2027-03-01" in text, text
    assert "2027-01-31" not in text  # the other contract's expiry


async def test_an_unknown_contract_is_asked_about_not_widened(service: AgentService) -> None:
    text, tools, _ = await ask(service, "When is the notice deadline for the Zanzibar agreement?", "u")
    assert tools == [] and "2026-11-30" not in text, (tools, text)


async def test_deadlines_coming_up_are_every_kind(service: AgentService) -> None:
    text, tools, _ = await ask(service, "Any deadlines coming up?", "d")
    assert tools == ["contract_deadlines"]
    assert "2026-11-30" in text and "2027-01-31" in text and "expires" in text, text


async def test_a_follow_up_about_it_is_the_thread_contract(service: AgentService) -> None:
    await ask(service, "Tell me about the Fjord consulting agreement", "f")
    text, tools, _ = await ask(service, "when is its notice deadline?", "f")
    assert tools == ["contract_deadlines"], tools
    assert "2026-11-30" not in text and "No notice deadlines coming up" in text, text


async def test_a_contract_that_renewed_itself_is_active_not_expired(service: AgentService) -> None:
    """Its first term ended on 2026-03-01 and it renewed: active, as its card says."""
    text, tools, _ = await ask(service, "Which contracts are still active?", "act")
    assert tools == ["contract_search"] and "I found 2 contracts" in text, text
    assert "Borealis Supply" in text and "Fjord Consulting" in text
    text, _, _ = await ask(service, "Which contracts have expired?", "exp")
    assert "Borealis Supply" not in text, text
