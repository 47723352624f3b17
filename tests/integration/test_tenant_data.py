"""A workspace's data on request and on uninstall (`bot/tenant_data.py`), against the real servers.

Two tenants (a Slack workspace and a Teams tenant) each get contracts (one channel-private) with
clauses, text chunks, party records, a party decision and places (one place shared by both), answers
in a thread with memory, feedback, a followed thread, a queued import and an upload watch. Deleting
one must remove exactly what it counted, per kind, and leave the other's counts and answers as they
were; its export must hold its contracts and nothing of the other's. A deletion scheduled with no
grace period runs in `run_due_deletions` (once, with two sweeps racing), a cancelled one does not.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
import redis.asyncio as aioredis
from langgraph.checkpoint.memory import InMemorySaver

from agent.answerer import AgentService, make_answerer
from agent.tools import ContractSearchInput, RunContext, ToolContext, run_search
from bot import retention, webthreads
from bot import tenant_data as td
from bot import tenant_schedule as ts
from bot.components import build_clause_search, build_embedder
from bot.conversation import ConversationService, feedback_key, reply_key
from bot.slack_dedup import SlackDedup
from bot.types import Turn
from bot.uploads import WATCHES, UploadTarget, Watch
from core.settings import Settings, TenantDataSettings
from graph_ingest import jobs
from graph_ingest.admin import AdminReader
from graph_ingest.chunking import Chunk
from graph_ingest.generator import generate_contracts
from graph_ingest.indexer import ChunkIndexer
from graph_ingest.models import Contract, Location, Organization, Scope
from graph_ingest.normalize import to_record
from graph_ingest.retrievers.cache import CachedEmbedder
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

pytestmark = pytest.mark.integration

A, B = "slack:TDATA1", "teams:tdata-tenant-2"  # the two tenants of the deletion test
C, D, E = "slack:TDATA3", "slack:TDATA4", "slack:TDATA5"  # scheduling, retention
SHARED_PARTY = "Shared Widgets Incorporated"
QUESTIONS = [
    "How many contracts are there?",
    f"How many contracts with {SHARED_PARTY}?",
    "Which contracts are governed by Norwegian law?",
    "Which contracts have a governing law clause?",
]


def turn(tenant: str, thread: str = "100.1", user: str = "U1", text: str = "") -> Turn:
    platform, _, workspace = tenant.partition(":")
    return Turn(platform=platform, workspace=workspace, channel="C1", thread=thread, user=user, text=text)  # type: ignore[arg-type]


def _contract(seed: int, party: str, aliases: list[str], country: str, law: str | None) -> Contract:
    truth = generate_contracts(1, seed=seed)[0].truth.model_copy(deep=True)
    first = truth.parties[0]
    truth.parties[0] = Organization(
        name=party, role=first.role, aliases=aliases, location=Location(country=country)
    )
    truth.governing_law = Location(country=law) if law else truth.governing_law
    return truth


async def _write_tenant(
    store: GraphStore, indexer: ChunkIndexer, tenant: str, contracts: list[tuple[str, Contract, Scope, str]]
) -> None:
    for fid, truth, scope, text in contracts:
        record = to_record(
            truth.model_copy(update={"file_id": fid}), file_id=fid, scope=scope, source="generated"
        )
        record.chunks = await asyncio.to_thread(indexer.chunks, fid, text, None)
        await asyncio.to_thread(store.write_contract, record)


async def _chat(service: ConversationService, redis: Any, tenant: str) -> Any:
    """Two answers in one thread (memory, answer records), a 👍 on the first, a followed thread."""
    first = await service.handle(turn(tenant, text="How many contracts are there?"))
    await service.handle(turn(tenant, text="Which of those are governed by Icelandic law?"))
    assert first.reply_id and await service.record_feedback(turn(tenant, user="U2"), first.reply_id, "up")
    await SlackDedup(redis).join_thread(turn(tenant).thread_id)
    return first


async def _queue_upload(redis_url: str, redis: Any, tenant: str) -> str:
    """A queued import (no worker runs in this module) and the watch of its upload message."""
    pool = await jobs.connect(redis_url)
    try:
        scope = Scope(tenant=tenant, channel="C1", visibility="channel")
        job, fresh = await jobs.enqueue_ingest(
            pool, f"text of {tenant}".encode(), "up.txt", scope, f"{tenant}-up"
        )
        assert fresh
    finally:
        await pool.aclose()
    watch = Watch(
        watch_id=f"{job.job_id}|w1",
        job_id=job.job_id,
        filename="up.txt",
        target=UploadTarget(platform="slack", ref={"channel": "C1", "ts": "1.1"}),
        thread_id=turn(tenant).thread_id,
        scope=ReaderScope(tenant=tenant, channel="C1"),
        fresh=True,
    )
    await redis.hset(WATCHES, watch.watch_id, watch.model_dump_json())
    return job.job_id


async def _probe(store: GraphStore, settings: Settings, tenant: str) -> dict[str, Any]:
    """What the tenant's users are answered (fresh agent, fresh clause index: nothing cached)."""
    scope = ReaderScope(tenant=tenant, channel="C1", shared_tenants=[])
    clauses = build_clause_search(settings, store)
    await asyncio.to_thread(clauses.refresh)
    agent = AgentService.create(settings, store, InMemorySaver(), clause_search=clauses)
    out: dict[str, Any] = {}
    for q in QUESTIONS:
        answer = await agent.answer(q, f"probe-{uuid.uuid4().hex}", scope)
        out[q] = [answer.answer, sorted(answer.contracts)]
    run = RunContext.now(scope)
    found = await run_search(ToolContext(store), ContractSearchInput(parties=[SHARED_PARTY]), run)
    out["search shared party"] = found.model_dump(mode="json")
    hits = clauses.search("governing law of this agreement", scope, k=10)
    out["clause search"] = [[h.file_id, h.start, h.end, h.score] for h in hits]
    return out


@pytest_asyncio.fixture(scope="module")
async def world(store: GraphStore, settings: Settings, redis_url: str) -> AsyncIterator[dict[str, Any]]:
    redis = aioredis.from_url(redis_url)
    await asyncio.to_thread(store.wipe_all_for_tests)
    for tenant in (A, B, C, D, E):  # a previous run's leftovers
        await ts.cancel_tenant_deletion(redis, tenant)
        await td.delete_tenant(settings, store, redis, tenant)
    cache = settings.embedding_cache_path
    indexer = ChunkIndexer(CachedEmbedder(build_embedder(settings), cache))
    gen = generate_contracts(6, seed=2020)
    private = Scope(tenant=A, channel="C1", visibility="channel")
    await _write_tenant(
        store,
        indexer,
        A,
        [
            (
                "TD-A-1",
                _contract(11, SHARED_PARTY, ["Widget Alias Of A"], "IS", None),
                Scope(tenant=A),
                gen[0].text,
            ),
            ("TD-A-2", _contract(12, "Fjord Ventures ehf", [], "US", "IS"), private, gen[1].text),
        ],
    )
    await _write_tenant(
        store,
        indexer,
        B,
        [
            ("TD-B-1", _contract(13, SHARED_PARTY, [], "US", "NO"), Scope(tenant=B), gen[2].text),
            ("TD-B-2", gen[3].truth, Scope(tenant=B), gen[3].text),
        ],
    )
    store.mark_distinct(A, "alpha one", "alpha two")
    store.mark_distinct(B, "beta one", "beta two")
    clauses = build_clause_search(settings, store)
    agent = make_answerer(settings, store, clause_search=clauses)
    service = ConversationService(settings, agent.answer, redis=redis)
    job_ids = {}
    for tenant in (A, B):
        await _chat(service, redis, tenant)
        job_ids[tenant] = await _queue_upload(redis_url, redis, tenant)
    try:
        yield {"redis": redis, "clauses": clauses, "cache": cache, "jobs": job_ids}
    finally:
        for tenant in (A, B, C, D, E):  # nothing left for the suites after this one (B's queued import)
            await ts.cancel_tenant_deletion(redis, tenant)
            await td.delete_tenant(settings, store, redis, tenant)
        agent.graph.checkpointer.close()
        await redis.aclose()


def _places(export: dict[str, Any]) -> set[str]:
    """The places an export's contracts (governing law) and parties (addresses) name."""
    laws = {c["governing_law"]["key"] for c in export["contracts"] if c["governing_law"]}
    return laws | {loc["key"] for p in export["parties"] for loc in p["locations"]}


def _texts(export: dict[str, Any]) -> set[str]:
    return {c["text"] for contract in export["contracts"] for c in contract["chunks"]}


def _embedded(export: dict[str, Any]) -> set[str]:
    """What the export's chunks were embedded from (the embedding cache's keys)."""
    return {
        Chunk(id=c["id"], file_id="", start=0, end=0, text=c["text"], heading=c["heading"]).search_text()
        for contract in export["contracts"]
        for c in contract["chunks"]
    }


async def test_the_export_holds_the_tenants_data_and_nothing_of_another(
    store: GraphStore, settings: Settings, world: dict[str, Any]
) -> None:
    redis = world["redis"]
    mine = await td.export_tenant(settings, store, redis, A)
    theirs = await td.export_tenant(settings, store, redis, B)
    assert mine["tenant"] == A and [c["file_id"] for c in mine["contracts"]] == ["TD-A-1", "TD-A-2"]
    first = mine["contracts"][0]
    assert first["tenant"] == A and first["title"] and first["effective_date"]
    assert first["clauses"] and first["chunks"] and all(c["text"] for c in first["chunks"])
    assert "embedding" not in first["chunks"][0]
    shared = next(p for p in first["parties"] if p["name"] == SHARED_PARTY)
    assert shared["aliases"] == ["Widget Alias Of A"] and shared["party_id"].startswith(f"{A}#*|")
    assert mine["contracts"][1]["governing_law"]["country"] == "IS"
    assert {p["unit"] for p in mine["parties"]} == {f"{A}#*", f"{A}#C1"}
    assert any(p["locations"] for p in mine["parties"])
    assert [(d["a"], d["b"]) for d in mine["party_decisions"]] == [("alpha one", "alpha two")]
    assert [(f["tenant"], f["value"]) for f in mine["feedback"]] == [(A, "up")]
    assert len(mine["answers"]) == 2 and {a["tenant"] for a in mine["answers"]} == {A}
    (thread,) = mine["threads"]
    assert thread["thread_id"] == turn(A).thread_id
    assert any("Icelandic" in json.dumps(m) for m in thread["messages"])
    assert [j["job_id"] for j in mine["jobs"]] == [world["jobs"][A]]
    assert len(mine["upload_watches"]) == 1 and mine["pending_deletion"] is None

    dumped = json.dumps(mine, ensure_ascii=False)
    own = _texts(mine)
    theirs_only = [t for t in _texts(theirs) - own if len(t) > 200 and not any(t in m for m in own)]
    assert theirs_only
    others = [B, "TD-B-1", "TD-B-2", world["jobs"][B], *(json.dumps(t)[1:-1] for t in theirs_only)]
    others += [p["id"] for p in theirs["parties"]]
    assert [o for o in others if o in dumped] == []


async def test_deleting_a_tenant_removes_exactly_its_data(
    store: GraphStore, settings: Settings, world: dict[str, Any], redis_url: str
) -> None:
    redis, clauses = world["redis"], world["clauses"]
    admin = AdminReader(store)
    await asyncio.to_thread(clauses.refresh)
    other_process = build_clause_search(settings, store)  # another replica, started before
    await asyncio.to_thread(other_process.refresh)
    a_read, b_read = ReaderScope(tenant=A, channel="C1"), ReaderScope(tenant=B, channel="C1")
    assert other_process.search("governing law", a_read, k=50)
    mine, theirs = await td.tenant_counts(store, redis, A), await td.tenant_counts(store, redis, B)
    for counts in (mine, theirs):
        assert (counts.contracts, counts.party_decisions, counts.feedback, counts.feedback_guards) == (
            2,
            1,
            1,
            1,
        )
        assert (counts.answers, counts.threads, counts.slack_threads, counts.queued_jobs) == (2, 1, 1, 1)
        assert counts.upload_watches == 1 and counts.job_keys >= 3  # payload, parked file, stage
        assert min(counts.clauses, counts.chunks, counts.parties, counts.memory_keys) > 0
    a_places, b_places = (
        _places(await td.export_tenant(settings, store, redis, A)),
        _places(await td.export_tenant(settings, store, redis, B)),
    )
    assert {"IS||", "US||"} <= a_places and "US||" in b_places
    assert mine.locations == len(a_places - b_places)  # Iceland is A's alone; the US is also B's
    answers_before = await _probe(store, settings, B)
    nodes_before = admin.counts()
    a_texts = _embedded(await td.export_tenant(settings, store, redis, A))

    deleted = await td.delete_tenant(settings, store, redis, A)

    assert deleted is not None
    extra = {"embedding_cache"}
    assert deleted.model_dump(exclude=extra) == mine.model_dump(exclude=extra)
    assert deleted.embedding_cache == len(a_texts)
    assert (await td.tenant_counts(store, redis, A)).total() == 0
    after = await td.tenant_counts(store, redis, B)
    assert after.model_dump(exclude={"locations"}) == theirs.model_dump(exclude={"locations"})
    assert after.locations == theirs.locations + len(
        a_places & b_places
    )  # the shared places are B's alone now
    nodes_after = admin.counts()
    removed = {k: nodes_before.get(k, 0) - nodes_after.get(k, 0) for k in nodes_before}
    assert {k: removed[k] for k in ("Contract", "Clause", "Chunk", "Party", "PartyDecision", "Location")} == {
        "Contract": mine.contracts,
        "Clause": mine.clauses,
        "Chunk": mine.chunks,
        "Party": mine.parties,
        "PartyDecision": mine.party_decisions,
        "Location": mine.locations,
    }
    assert await _probe(store, settings, B) == answers_before
    places = {r["key"] for r in store._run("MATCH (l:Location) RETURN l.key AS key", {}, write=False)}
    assert not (a_places - b_places) & places and b_places <= places
    gone = await td.export_tenant(settings, store, redis, A)
    assert all(gone[k] == [] for k in td.PLURAL.values())
    assert await redis.llen(feedback_key(A)) == 0 and await redis.llen(feedback_key(B)) == 1

    b_ids = {"TD-B-1", "TD-B-2"}
    for process in (clauses, other_process):  # every replica at once: nothing of A is kept in one
        assert process.search("governing law", a_read, k=50) == []
        assert {h.file_id for h in process.search("governing law", b_read, k=50)} == b_ids
    assert (await td.delete_tenant(settings, store, redis, A)) == td.TenantCounts()  # idempotent
    assert (await td.deletion_log(redis, 2))[0].counts == deleted


async def test_a_due_deletion_runs_once_and_a_cancelled_one_not_at_all(
    store: GraphStore, settings: Settings, world: dict[str, Any]
) -> None:
    redis = world["redis"]
    indexer = ChunkIndexer(build_embedder(settings))
    gen = generate_contracts(2, seed=77)
    await _write_tenant(store, indexer, C, [("TD-C-1", gen[0].truth, Scope(tenant=C), gen[0].text)])
    await _write_tenant(store, indexer, D, [("TD-D-1", gen[1].truth, Scope(tenant=D), gen[1].text)])
    await redis.rpush(feedback_key(C), json.dumps({"tenant": C, "value": "up", "at": time.time()}))

    await ts.schedule_tenant_deletion(redis, C, 0, "test uninstall")
    await ts.schedule_tenant_deletion(redis, D, 0, "test uninstall")
    assert await ts.cancel_tenant_deletion(redis, D, "test reinstall")
    later = await ts.schedule_tenant_deletion(redis, E, 3600, "not due yet")
    assert (await td.pending_deletion(redis, C)).reason == "test uninstall"  # type: ignore[union-attr]

    first, second = await asyncio.gather(  # two replicas' sweeps at once
        ts.run_due_deletions(settings, store, redis), ts.run_due_deletions(settings, store, redis)
    )
    reports = first + second
    assert [(r.tenant, r.reason, r.counts.contracts, r.counts.feedback) for r in reports] == [
        (C, "test uninstall", 1, 1)
    ]
    assert (await td.tenant_counts(store, redis, C)).total() == 0
    assert (await td.tenant_counts(store, redis, D)).contracts == 1
    assert await td.pending_deletion(redis, C) is None and await td.pending_deletion(redis, D) is None
    assert await td.pending_deletion(redis, E) == later
    assert await ts.run_due_deletions(settings, store, redis) == []
    again = await ts.schedule_tenant_deletion(redis, E, 7200, "a second uninstall")
    assert again == later  # the earlier time stands
    assert await ts.cancel_tenant_deletion(redis, E)


async def test_a_deletion_waits_for_the_tenants_running_import(
    store: GraphStore, settings: Settings, world: dict[str, Any], redis_url: str
) -> None:
    redis = world["redis"]
    assert (await td.tenant_counts(store, redis, D)).contracts == 1  # written by the test before
    job_id = await _queue_upload(redis_url, redis, D)
    await redis.set(jobs.IN_PROGRESS + job_id, "1", px=60000)  # a worker runs it
    await ts.schedule_tenant_deletion(redis, D, 0, "test uninstall")
    assert await ts.run_due_deletions(settings, store, redis) == []  # postponed, nothing deleted
    assert (await td.tenant_counts(store, redis, D)).contracts == 1
    assert await td.pending_deletion(redis, D) is not None
    await redis.delete(jobs.IN_PROGRESS + job_id)  # it ended (here: it is only queued again)
    (report,) = await ts.run_due_deletions(settings, store, redis)
    assert (report.tenant, report.counts.contracts, report.counts.queued_jobs) == (D, 1, 1)
    assert (await td.tenant_counts(store, redis, D)).total() == 0


async def test_retention_drops_old_feedback_answers_and_idle_threads(
    settings: Settings, world: dict[str, Any]
) -> None:
    redis = world["redis"]
    now = time.time()
    day = 86400
    for at in (now - 400 * day, now - 380 * day, now - day):
        await redis.rpush(feedback_key(E), json.dumps({"tenant": E, "value": "up", "at": at}))
    await redis.set(reply_key(f"td-old-{uuid.uuid4().hex}"), json.dumps({"tenant": E, "at": now - 40 * day}))
    young = reply_key(f"td-young-{uuid.uuid4().hex}")
    await redis.set(young, json.dumps({"tenant": E, "at": now - day}), ex=3600)
    thread = turn(E, thread="idle").thread_id
    from urllib.parse import quote

    tkey = f"clausebot:cp:t:{quote(thread, safe='')}"
    await redis.set(f"{tkey}:-:idx", "x")
    await redis.sadd(f"{tkey}:keys", f"{tkey}:-:idx")
    ttl = settings.redis.memory_ttl_s
    await redis.zadd("clausebot:cp:threads", {thread: now - 3 * day + ttl})  # last written 3 days ago
    chats = webthreads.ThreadStore(redis, E, "web-retention", ttl)
    idle_chat, young_chat = await chats.create(), await chats.create()
    await chats.add(idle_chat.id, webthreads.Message(role="user", text="old question"))
    idle_chat = await chats.get(idle_chat.id)
    assert idle_chat is not None
    idle_chat.updated = now - 3 * day
    await redis.hset(chats.threads_key, idle_chat.id, idle_chat.model_dump_json())
    kept = dict(feedback_retention_days=365.0, memory_retention_days=30.0)
    short = settings.model_copy(update={"data": TenantDataSettings(**kept)})
    await redis.delete(retention.RETENTION_LOCK)
    done = await retention.apply_retention(short, redis, now)
    assert done["feedback"] >= 2 and done["answers"] >= 1 and done["threads"] == 0
    assert [json.loads(e)["at"] for e in await redis.lrange(feedback_key(E), 0, -1)] == [now - day]
    assert await redis.exists(young)
    assert await retention.apply_retention(short, redis, now) == {}  # another replica, the same hour
    await redis.delete(retention.RETENTION_LOCK)
    days2 = settings.model_copy(update={"data": TenantDataSettings(memory_retention_days=2.0)})
    done = await retention.apply_retention(days2, redis, now)
    assert done["threads"] >= 1 and done["web_threads"] >= 1
    assert await chats.get(idle_chat.id) is None and await chats.messages(idle_chat.id) == []
    assert await chats.get(young_chat.id) is not None
    assert (
        not await redis.exists(f"{tkey}:-:idx") and await redis.zscore("clausebot:cp:threads", thread) is None
    )
    await redis.delete(retention.RETENTION_LOCK, feedback_key(E), young)


def clausebot(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """`clausebot …` without a terminal (a prompt would be refused, not waited for)."""
    cli = [sys.executable, "-m", "bot"]
    return subprocess.run(
        [*cli, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
        stdin=subprocess.DEVNULL,
    )


async def test_the_command_line_exports_and_deletes_only_when_told(
    store: GraphStore, settings: Settings, world: dict[str, Any], cli_env: dict[str, str], tmp_path: Path
) -> None:
    redis = world["redis"]
    out = tmp_path / "b.json"
    done = await asyncio.to_thread(clausebot, cli_env, "tenant", "export", B, "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert out.stat().st_mode & 0o777 == 0o600
    assert {c["file_id"] for c in json.loads(out.read_text())["contracts"]} == {"TD-B-1", "TD-B-2"}

    refused = await asyncio.to_thread(clausebot, cli_env, "tenant", "delete", B, "--now")
    assert refused.returncode == 1 and "without --yes" in refused.stderr
    assert "would delete        2  contracts" in refused.stdout
    assert (await td.tenant_counts(store, redis, B)).contracts == 2

    scheduled = await asyncio.to_thread(clausebot, cli_env, "tenant", "delete", B, "--yes")
    assert scheduled.returncode == 0, scheduled.stderr
    assert (await td.pending_deletion(redis, B)) is not None
    listed = await asyncio.to_thread(clausebot, cli_env, "tenant", "pending")
    assert B in listed.stdout
    cancelled = await asyncio.to_thread(clausebot, cli_env, "tenant", "cancel", B)
    assert "cancelled" in cancelled.stdout and await td.pending_deletion(redis, B) is None
    assert (await td.tenant_counts(store, redis, B)).contracts == 2


async def test_one_failing_deletion_is_rescheduled_with_a_backoff_and_the_others_go_on(
    store: GraphStore, settings: Settings, world: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    redis = world["redis"]
    bad, good = "slack:TDATA-BAD", "slack:TDATA-GOOD"
    real = td.tenant_graph.delete_steps

    def delete_steps(store_: GraphStore, tenant: str, *args: Any, **kw: Any) -> Any:
        if tenant == bad:
            raise RuntimeError("deleting chunks: a batch of ids was not deleted")
        return real(store_, tenant, *args, **kw)

    monkeypatch.setattr(td.tenant_graph, "delete_steps", delete_steps)
    now = time.time()
    await ts.schedule_tenant_deletion(redis, bad, 0, "test uninstall", now=now - 2)  # first in the sweep
    await ts.schedule_tenant_deletion(redis, good, 0, "test uninstall", now=now - 1)
    try:
        reports = await ts.run_due_deletions(settings, store, redis, now=now)
        assert [r.tenant for r in reports] == [good]
        first = await td.pending_deletion(redis, bad)
        assert first is not None and first.failures == 1 and first.due == now + ts.BACKOFF_S
        assert first.reason == "test uninstall"
        assert await ts.run_due_deletions(settings, store, redis, now=now + 1) == []  # not due again yet
        assert await ts.run_due_deletions(settings, store, redis, now=first.due) == []
        second = await td.pending_deletion(redis, bad)
        assert second is not None and second.failures == 2 and second.due == first.due + 2 * ts.BACKOFF_S
    finally:
        await ts.cancel_tenant_deletion(redis, bad)
        await ts.cancel_tenant_deletion(redis, good)


async def test_only_a_later_event_cancels_a_pending_deletion(world: dict[str, Any]) -> None:
    redis = world["redis"]
    tenant = "teams:tdata-active"
    pending = await ts.schedule_tenant_deletion(redis, tenant, 3600, "test uninstall")
    try:
        at = pending.requested_at
        for old in (None, at - 30, at):  # no time, sent before (delivered late), at the same instant
            assert not await ts.seen_active(redis, tenant, "19:team-a", at=old)
            assert await td.pending_deletion(redis, tenant) == pending
        assert await ts.seen_active(redis, tenant, "19:team-a", at=at + 0.001)
        assert await td.pending_deletion(redis, tenant) is None
        assert await redis.sismember(td.INSTALLS + tenant, "19:team-a")
    finally:
        await ts.cancel_tenant_deletion(redis, tenant)
        await redis.delete(td.INSTALLS + tenant)


async def test_a_teams_remove_never_schedules_a_deletion(world: dict[str, Any]) -> None:
    redis = world["redis"]
    tenant = "teams:tdata-removed"
    await redis.delete(td.INSTALLS + tenant)
    await redis.hdel(td.REMOVED, tenant)
    try:
        # a team installed before installs were recorded: its remove knows of no other install
        assert await ts.removed_from(redis, tenant, "19:never-seen")
        assert await td.pending_deletion(redis, tenant) is None
        assert tenant in await ts.teams_removals(redis)
        await ts.installed(redis, tenant, "19:team-b", "test add")
        assert tenant not in await ts.teams_removals(redis)
        await ts.installed(redis, tenant, "19:team-c", "test add")
        assert not await ts.removed_from(redis, tenant, "19:team-b")  # team c is left
        assert await ts.removed_from(redis, tenant, "19:team-c")
        assert await td.pending_deletion(redis, tenant) is None
        assert not await ts.seen_active(redis, tenant, "19:team-d", at=time.time() - 3600)
        assert tenant in await ts.teams_removals(redis)  # an older message: still removed
        await ts.seen_active(redis, tenant, "19:team-d", at=time.time())
        assert tenant not in await ts.teams_removals(redis)  # in use again
    finally:
        await redis.delete(td.INSTALLS + tenant)
        await redis.hdel(td.REMOVED, tenant)


def test_the_command_line_reports_redis_and_input_errors_in_one_line(cli_env: dict[str, str]) -> None:
    away = {**cli_env, "CLAUSEBOT_REDIS__PORT": "1"}  # nothing listens there
    for env, args, said in [
        (away, ("tenant", "pending"), "Redis"),
        (away, ("tenant", "cancel", "slack:T1"), "Redis"),
        (cli_env, ("tenant", "delete", " ", "--yes", "--now"), "name a workspace"),
        (cli_env, ("tenant", "export", ""), "name a workspace"),
    ]:
        done = clausebot(env, *args)
        assert done.returncode == 1, (args, done.stderr)
        assert "Traceback" not in done.stderr and said in done.stderr, (args, done.stderr)
        assert len([line for line in done.stderr.splitlines() if line.startswith("error:")]) == 1
