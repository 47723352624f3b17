"""The classes the thirtieth unseen set found (an IT vendor manager in the Sydney office, in Slack), in
wordings those questions did not use: "it" when the thread shows no one contract (it searched every
contract), "nah" / "righto", a total of the "stated" value, "Aussie", "EOFY (30/06/18)", amounts in
Australian or other dollars, "next lot", a name taken off a list and an owner of a system, clause
words ("extended for another term", "hand their licence on", "keep using", "contracts that roll
over"), and fiscal years named as a range ("FY17 through FY19")."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest
from langchain_core.messages import HumanMessage

from agent.clause_intent import category_for, having_clause
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import refusal

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


def test_it_with_no_one_contract_in_the_thread_asks_which() -> None:
    from graph_ingest.scope import ReaderScope
    from tests.unit.offline import offline_planner

    out = offline_planner().invoke(
        [HumanMessage("which law governs it?")],
        scope=ReaderScope(tenant="t").model_dump(),
        today="2019-06-30",
    )
    assert not out.tool_calls and "could not tell which contract" in out.content, out


@pytest.mark.parametrize(
    ("question", "previous", "expected"),
    [
        (
            "nah, I meant the supply ones",
            {"contract_type": "License", "party_country": "CN"},
            {"contract_type": "Supply"},
        ),
        (
            "righto, what about ones with a German party?",
            {"contract_type": "Reseller"},
            {"party_country": "DE"},
        ),
        ("next batch", {"contract_type": "License", "limit": 10}, {"offset": 10}),
    ],
)
def test_a_vendor_managers_follow_ups(
    question: str, previous: dict[str, Any], expected: dict[str, Any]
) -> None:
    read = _plan(question, previous)
    assert read.tool == "contract_search" and read.unread == [], read
    assert {k: read.args.get(k) for k in expected} == expected, read.args


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("combined stated value of our hosting deals?", {"metric": "sum", "contract_type": "Hosting"}),
        ("how many deals with an Aussie supplier?", {"party_country": "AU"}),
        ("what's ended since EOFY (30/06/17)?", {"end_from": "2017-06-30"}),
        ("licences signed FY17 through FY19", {"effective_from": "2017-01-01", "effective_to": "2019-12-31"}),
        (
            "deals from between FY 2015-16 and FY 2016-17",
            {"effective_from": "2015-04-01", "effective_to": "2017-03-31"},
        ),
    ],
)
def test_a_vendor_managers_words(question: str, expected: dict[str, Any]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in expected} == expected and read.unread == [], read


def test_an_amount_in_other_dollars_is_said_back() -> None:
    read = _plan("maintenance deals over NZ$250k")
    assert "amount" not in read.args and any("NZ$250k" in u for u in read.unread), read


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Please remove Zeta Hosting Pty Ltd from the vendor register", "write"),
        ("who is the application owner of the Zeta hosting deal?", "not_recorded"),
    ],
)
def test_a_vendor_list_and_its_owners(question: str, kind: str) -> None:
    declined = refusal(question)
    assert declined is not None and declined.kind == kind, declined


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("could it be extended for a further term", "Renewal Term"),
        ("may the reseller pass its licence over to a buyer", "Non-Transferable License"),
        ("can we continue using the platform once it ends", "Post-Termination Services"),
    ],
)
def test_clause_words_of_a_vendor_manager(topic: str, category: str) -> None:
    assert category_for(topic) == category


def test_contracts_that_roll_over_ask_their_text() -> None:
    found = having_clause("which maintenance agreements roll over unless we say otherwise?")
    assert found is not None and found[1] == "Renewal Term", found


def test_the_law_of_a_legal_question_is_no_filter_and_yes_or_no_asks_nothing() -> None:
    said = expand_shorthand("would the exclusivity be valid under Delaware law? yes or no")
    assert "Delaware" not in said and "yes or no" not in said, said
    assert _plan("which alliances are governed by Delaware law?").args.get("law_state") == "US-DE"


def test_it_in_a_reason_is_no_contract_asked_of() -> None:
    from graph_ingest.scope import ReaderScope
    from tests.unit.offline import offline_planner

    out = offline_planner().invoke(
        [HumanMessage("number of deals signed by docusign vs wet ink - need it for the board checklist")],
        scope=ReaderScope(tenant="t").model_dump(),
        today="2019-06-30",
    )
    assert "could not tell which contract" not in out.content and "docusign" in out.content.lower(), (
        out.content
    )
