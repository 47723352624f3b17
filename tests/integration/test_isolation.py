"""Isolation suite: nothing one workspace (or one private channel) writes is seen from another.

A baseline graph (a shared demo tenant, two workspaces, a Teams tenant) is probed from every
viewpoint; then workspace T1 writes contracts that define aliases and locations for a party the
demo corpus also has (one channel-private, one workspace-wide) and every probe runs again. A probe
leaks when, from a viewpoint that may not see the new contracts, its result changed or mentions
what they define. Probes: agent answers (offline planner), search counts and party filters,
aggregations, party linking, contract details, cards, clause search, raw Cypher and feedback.
The owner's viewpoint must see the new data (so a suite that sees nothing cannot pass).
"""

from __future__ import annotations

import json
import uuid
from datetime import date
from typing import Any

import pytest
import redis.asyncio as aioredis
from langgraph.checkpoint.memory import InMemorySaver

from agent.answerer import AgentService
from agent.parties import PartyResolver
from agent.tools import (
    ContractAggregateInput,
    ContractDetailsInput,
    ContractSearchInput,
    RunContext,
    ToolContext,
    run_aggregate,
    run_details,
    run_search,
)
from agent.tools.raw_cypher import run_raw_cypher
from bot.components import build_clause_search, build_embedder
from bot.conversation import ConversationService, feedback_key
from bot.types import Turn
from core.settings import Settings
from graph_ingest.cards import load_cards
from graph_ingest.generator import generate_contracts
from graph_ingest.indexer import ChunkIndexer
from graph_ingest.models import Contract, Location, Organization, Scope
from graph_ingest.normalize import to_record
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

pytestmark = pytest.mark.integration

TODAY = date(2015, 6, 30)
DEMO, T1, T2, TEAMS = "demo", "slack:T1", "slack:T2", "teams:tenant-x"
SHARED_PARTY = "CCA Industries, Inc."
SECRET_ALIAS = "Glaucomys Secret Buyer"  # defined only in T1's private contract
WIDE_ALIAS = "Quillwort Holdings Group"  # defined only in T1's workspace-wide contract
SECRET_PHRASE = "zephyrine escrow waterfall"  # words only the private contract's text has
SECRETS = (SECRET_ALIAS, WIDE_ALIAS, "Iceland", "IS", "Norway", "NO", SECRET_PHRASE)

OWNER = ReaderScope(tenant=T1, channel="CPRIVATE", shared_tenants=[DEMO])
VIEWPOINTS = {  # name -> (scope, sees the private contract, sees the workspace-wide one)
    "owner channel": (OWNER, True, True),
    "T1 other channel": (ReaderScope(tenant=T1, channel="COTHER", shared_tenants=[DEMO]), False, True),
    "T1 external user in a shared channel": (
        ReaderScope(tenant=T1, channel="CSHARED", shared_tenants=[DEMO], workspace_wide=False),
        False,
        False,
    ),
    "other workspace": (ReaderScope(tenant=T2, channel="CPRIVATE", shared_tenants=[DEMO]), False, False),
    "Teams tenant": (ReaderScope(tenant=TEAMS, channel="CPRIVATE", shared_tenants=[DEMO]), False, False),
}
QUESTIONS = [
    f"How many contracts with {SECRET_ALIAS}?",
    f"Which contracts do we have with {WIDE_ALIAS}?",
    f"How many contracts with {SHARED_PARTY}?",
    "How many contracts are there?",
    "Which contracts have Icelandic parties?",
    "Which contracts are governed by Norwegian law?",
    "How many contracts per party country?",
    f"Show me the {SECRET_PHRASE} agreement",
    f"What does the contract say about the {SECRET_PHRASE}?",
]
RAW_TAILS = [
    "MATCH (c)<-[r:PARTY_TO]-(p:Party) RETURN p.name AS name, p.aliases AS a, r.aliases AS b ORDER BY name",
    "MATCH (c)<-[:PARTY_TO]-(p:Party) RETURN count(DISTINCT p) AS n",
    "OPTIONAL MATCH (c)-[:HAS_GOVERNING_LAW]->(l) RETURN l.country AS country, count(c) AS n ORDER BY country",
]


def _contract(seed: int, party: str, aliases: list[str], country: str | None, law: str | None) -> Contract:
    truth = generate_contracts(1, seed=seed)[0].truth.model_copy(deep=True)
    first = truth.parties[0]
    truth.parties[0] = Organization(
        name=party,
        role=first.role,
        aliases=aliases,
        location=Location(country=country) if country else first.location,
    )
    if law:
        truth.governing_law = Location(country=law)
    return truth


def _write(
    store: GraphStore, indexer: ChunkIndexer, fid: str, truth: Contract, scope: Scope, text: str
) -> None:
    record = to_record(
        truth.model_copy(update={"file_id": fid}), file_id=fid, scope=scope, source="generated"
    )
    record.chunks = indexer.chunks(fid, text, None)
    store.write_contract(record)


@pytest.fixture(scope="module")
def world(store: GraphStore, settings: Settings) -> dict[str, Any]:
    store.wipe_all_for_tests()
    indexer = ChunkIndexer(build_embedder(settings))
    gen = generate_contracts(8, seed=404)
    baseline = [
        ("DEMO-1", _contract(1, SHARED_PARTY, [], "US", None), Scope(tenant=DEMO)),
        ("DEMO-2", gen[1].truth, Scope(tenant=DEMO)),
        ("T1-OLD", gen[2].truth, Scope(tenant=T1)),
        ("T1-SHARED-CH", gen[3].truth, Scope(tenant=T1, channel="CSHARED", visibility="channel")),
        ("T2-OWN", _contract(4, SHARED_PARTY, [], "US", None), Scope(tenant=T2)),
        ("TEAMS-OWN", gen[5].truth, Scope(tenant=TEAMS)),
    ]
    for i, (fid, truth, scope) in enumerate(baseline):
        _write(store, indexer, fid, truth, scope, gen[i].text)
    new = [
        (
            "T1-PRIVATE",
            _contract(6, SHARED_PARTY, [SECRET_ALIAS], "IS", "NO"),
            Scope(tenant=T1, channel="CPRIVATE", visibility="channel"),
            gen[6].text
            + f"\n\n17. ESCROW. The {SECRET_PHRASE} applies to every payment under this Agreement.\n",
        ),
        (
            "T1-WIDE",
            _contract(7, SHARED_PARTY, [WIDE_ALIAS], "IS", None),
            Scope(tenant=T1, channel="CWRITER"),
            gen[7].text,
        ),
    ]
    return {"indexer": indexer, "new": new}


async def _probes(store: GraphStore, settings: Settings, scope: ReaderScope) -> dict[str, Any]:
    """Every probe's result from one viewpoint, as JSON-able values (fresh services: no cache)."""
    run = RunContext(scope=scope, today=TODAY)
    clauses = build_clause_search(settings, store)
    clauses.refresh()
    ctx = ToolContext(store, allow_raw_cypher=True, clauses=clauses)
    agent = AgentService.create(settings, store, InMemorySaver(), today=lambda: TODAY, clause_search=clauses)
    out: dict[str, Any] = {}
    for q in QUESTIONS:
        answer = await agent.answer(q, f"iso-{uuid.uuid4().hex}", scope)
        out[f"agent: {q}"] = [answer.answer, sorted(answer.contracts)]
    for name, args in {
        "search all": {},
        "search secret alias": {"parties": [SECRET_ALIAS]},
        "search wide alias": {"parties": [WIDE_ALIAS]},
        "search shared party": {"parties": [SHARED_PARTY]},
        "search Icelandic parties": {"party_country": "IS"},
        "search Norwegian law": {"law_country": "NO"},
    }.items():
        result = await run_search(ctx, ContractSearchInput(**args), run)
        out[name] = result.model_dump(mode="json")
    for group in ("party_country", "party", "law_country"):
        agg = await run_aggregate(ctx, ContractAggregateInput(group_by=group, limit=50), run)
        out[f"aggregate by {group}"] = agg.model_dump(mode="json")
    parties = PartyResolver(store, cache_s=0).index(scope)
    out["party linking"] = [sorted(parties.names.items()), sorted(parties.alias_keys.items())]
    for fid in ("T1-PRIVATE", "T1-WIDE"):
        details = await run_details(ctx, ContractDetailsInput(file_id=fid), run)
        out[f"details {fid}"] = details.model_dump(mode="json")
        out[f"cards {fid}"] = [c.model_dump(mode="json") for c in load_cards(store, scope, [fid])]
    hits = clauses.search(SECRET_PHRASE, scope, k=20)
    out["clause search"] = [[h.file_id, h.start, h.text] for h in hits]
    ranking = clauses.search("governing law and termination of this agreement", scope, k=10)
    out["clause ranking"] = [[h.file_id, h.start, h.score] for h in ranking]
    for tail in RAW_TAILS:
        out[f"raw: {tail}"] = (await run_raw_cypher(ctx, tail, run)).model_dump(mode="json")
    return out


def _new_secrets(value: Any, before: Any) -> list[str]:
    """What the new contracts define that `value` mentions and the same probe did not before
    (a question's own words come back in "I could not find ..." either way)."""
    now, then = json.dumps(value, default=str), json.dumps(before, default=str)
    quoted = [f'"{s}"' if len(s) == 2 else s for s in SECRETS]
    return [s for s in quoted if s in now and s not in then]


async def _feedback_probes(settings: Settings, redis_url: str) -> tuple[int, list[str]]:
    """A reply given in T1's private channel, rated from every other viewpoint: never stored."""
    client = aioredis.from_url(redis_url)

    async def answerer(question: str, thread_id: str, scope: ReaderScope) -> Any:
        from agent.answerer import AgentAnswer

        return AgentAnswer(answer="1 contract", contracts=[], cards=[], clauses=[], tool_calls=[])

    service = ConversationService(settings, answerer, redis=client)
    asked = Turn(platform="slack", workspace="T1", channel="CPRIVATE", thread="1.1", user="U1", text="count")
    reply = await service.handle(asked)
    assert reply.reply_id
    raters = [
        Turn(platform="slack", workspace="T1", channel="COTHER", thread="1.1", user="U2"),
        Turn(platform="slack", workspace="T2", channel="CPRIVATE", thread="1.1", user="U2"),
        Turn(platform="teams", workspace="tenant-x", channel="CPRIVATE", thread="1.1", user="U2"),
        Turn(platform="slack", workspace="T1", channel="CPRIVATE", thread="1.1", user="U2"),  # allowed
    ]
    leaks = []
    for rater in raters:
        stored = await service.record_feedback(rater, reply.reply_id, "down")
        if stored != (rater.channel == "CPRIVATE" and rater.workspace == "T1"):
            leaks.append(f"feedback from {rater.platform}:{rater.workspace}/{rater.channel}: stored={stored}")
    forged = await service.record_feedback(raters[-1], "not-a-reply-id", "up")
    if forged:
        leaks.append("feedback on a forged reply id was stored")
    entries = [json.loads(e) for e in await client.lrange(feedback_key("slack:T1"), 0, -1)]
    assert [(e["reply_id"], e["user"], e["tenant"]) for e in entries if e["reply_id"] == reply.reply_id] == [
        (reply.reply_id, "U2", "slack:T1")
    ]
    await client.aclose()
    return len(raters) + 1, leaks


async def test_nothing_one_workspace_writes_is_seen_from_another(
    store: GraphStore, settings: Settings, world: dict[str, Any], redis_url: str
) -> None:
    before = {name: await _probes(store, settings, scope) for name, (scope, _, _) in VIEWPOINTS.items()}
    for fid, truth, scope, text in world["new"]:
        _write(store, world["indexer"], fid, truth, scope, text)
    after = {name: await _probes(store, settings, scope) for name, (scope, _, _) in VIEWPOINTS.items()}

    probes, leaks = 0, []
    for name, (_, sees_private, sees_wide) in VIEWPOINTS.items():
        for probe, value in after[name].items():
            probes += 1
            then = before[name][probe]
            if not sees_private and not sees_wide and (value != then or _new_secrets(value, then)):
                leaks.append(f"{name} / {probe}: {_new_secrets(value, then) or 'changed'}")
            elif sees_wide and not sees_private:  # the wide contract yes, the private one no
                private = [s for s in (SECRET_ALIAS, SECRET_PHRASE, '"NO"', "Norway", "T1-PRIVATE")]
                if found := [s for s in private if s in json.dumps(value) and s not in json.dumps(then)]:
                    leaks.append(f"{name} / {probe}: {found}")
    n_feedback, feedback_leaks = await _feedback_probes(settings, redis_url)
    probes += n_feedback
    leaks += feedback_leaks
    print(f"\nisolation suite: {probes} probes from {len(VIEWPOINTS)} viewpoints, {len(leaks)} leaks")
    assert not leaks, "\n".join(leaks)

    owner = after["owner channel"]  # positive signal: the writer's own channel sees what it wrote
    # an alias names the party, so it finds every visible contract with it (the demo one too)
    assert owner["search secret alias"]["total"] == 3
    assert owner["search Icelandic parties"]["total"] == 2
    assert owner["clause search"] and owner["clause search"][0][0] == "T1-PRIVATE"
    assert owner["details T1-PRIVATE"]["found"]
    assert owner["cards T1-PRIVATE"]
    other_channel = after["T1 other channel"]
    assert other_channel["search wide alias"]["total"] == 2
    assert other_channel["search secret alias"]["total"] == 0
    assert other_channel["search Icelandic parties"]["total"] == 1


async def test_deleting_an_upload_removes_what_it_said_about_its_parties(
    store: GraphStore, settings: Settings, world: dict[str, Any]
) -> None:
    for fid, truth, scope, text in world["new"]:
        _write(store, world["indexer"], fid, truth, scope, text)
    store.delete_contract("T1-PRIVATE")
    store.delete_contract("T1-WIDE")
    for name, (scope, _, _) in VIEWPOINTS.items():
        run = RunContext(scope=scope, today=TODAY)
        ctx = ToolContext(store)
        iceland = await run_search(ctx, ContractSearchInput(party_country="IS"), run)
        alias = await run_search(ctx, ContractSearchInput(parties=[SECRET_ALIAS]), run)
        assert (iceland.total, alias.total) == (0, 0), name
