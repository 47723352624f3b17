"""Operating it, over real HTTP with the real runtime: the probes, the metrics a question and an
upload leave, and quotas refusing in the thread with their documented message."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from aiohttp.test_utils import TestClient, TestServer
from prometheus_client.parser import text_string_to_metric_families

from bot.health import probe_server
from bot.runtime import Runtime
from bot.web import build_app
from core.settings import QuotaSettings, Settings
from graph_ingest.generator import generate_contracts
from graph_ingest.models import Scope
from graph_ingest.normalize import to_record
from graph_ingest.store import GraphStore
from tests.e2e.test_webchat import WebChat, csrf_headers, new_thread

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

CORPUS = generate_contracts(8, seed=2026)


@pytest.fixture(scope="module")
def seeded(store: GraphStore) -> GraphStore:
    store.wipe_all_for_tests()
    for g in CORPUS:
        store.write_contract(
            to_record(g.truth, file_id=g.file_id, scope=Scope(tenant="demo"), source="generated")
        )
    return store


async def serve(settings: Settings) -> AsyncIterator[tuple[TestClient, WebChat]]:
    runtime = Runtime.create(settings)
    async with TestClient(TestServer(build_app(runtime))) as client:
        yield client, WebChat(client, await csrf_headers(client))


@pytest.fixture
async def web(seeded: GraphStore, settings: Settings) -> AsyncIterator[tuple[TestClient, WebChat]]:
    async for pair in serve(settings):
        yield pair


def sample(text: str, name: str, **labels: str) -> float:
    """The value of one sample of the Prometheus text `text` (0 when absent)."""
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            if s.name == name and all(s.labels.get(k) == v for k, v in labels.items()):
                return s.value
    return 0.0


async def ready(client: TestClient, timeout: float = 60.0) -> dict:
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        res = await client.get("/readyz")
        body = await res.json()
        if res.status == 200:
            return body
        assert res.status == 503 and body["ok"] is False, body
        assert asyncio.get_running_loop().time() < deadline, f"never ready: {body}"
        await asyncio.sleep(0.3)


async def test_probes_answer_and_readiness_names_each_check(web: tuple[TestClient, WebChat]) -> None:
    client, _ = web
    res = await client.get("/healthz")
    assert res.status == 200 and (await res.json()) == {"ok": True, "status": "alive"}
    body = await ready(client)
    assert body["graph"] == body["redis"] == "ok" and body["clause_index"] == "ready", body
    deadline = asyncio.get_running_loop().time() + 30
    while not all(w["running"] for w in body["workers"].values()):  # ready counts workers still starting
        assert all(w["restarts"] == 0 for w in body["workers"].values()), body
        assert asyncio.get_running_loop().time() < deadline, f"workers never ran: {body}"
        await asyncio.sleep(0.2)
        body = await ready(client)
    assert body["workers"]["ingest"]["running"] and body["workers"]["index"]["running"], body


async def test_the_health_command_reads_readiness(
    web: tuple[TestClient, WebChat], settings: Settings
) -> None:
    client, _ = web
    await ready(client)
    ok, details = await asyncio.to_thread(probe_server, settings, str(client.make_url("")))
    assert ok and details["graph"] == "ok" and details["clause_index"] == "ready", details
    ok, details = await asyncio.to_thread(probe_server, settings, str(client.make_url("")), live=True)
    assert ok and details == {"status": "alive"}


async def test_metrics_count_a_question_and_an_upload(web: tuple[TestClient, WebChat]) -> None:
    client, chat = web
    await ready(client)
    before = await (await client.get("/metrics")).text()
    res = await chat.ask(new_thread("t-metrics"), "How many supply contracts do we have?")
    assert res.status == 200 and (await res.json())["error_code"] is None
    new = generate_contracts(1, seed=77)[0]
    res = await chat.upload(new_thread("t-metrics-up"), "Metrics Supply.txt", new.text.encode(), "text/plain")
    assert res.status == 200 and (await res.json())["cards"]
    res = await client.get("/metrics")
    assert res.status == 200 and res.headers["Content-Type"].startswith("text/plain")
    after = await res.text()

    def grew(name: str, **labels: str) -> float:
        return sample(after, name, **labels) - sample(before, name, **labels)

    assert grew("clausebot_requests_total", surface="web", outcome="answered") == 1
    assert grew("clausebot_requests_total", surface="web", outcome="uploaded") == 1
    assert grew("clausebot_answer_seconds_count", surface="web") == 1
    assert (
        grew("clausebot_tool_calls_total", tool="contract_aggregate")
        + grew("clausebot_tool_calls_total", tool="contract_search")
        >= 1
    )
    assert grew("clausebot_ingest_jobs_total", outcome="imported") == 1
    for stage in ("load", "extract", "write"):
        assert grew("clausebot_ingest_stage_seconds_count", stage=stage) == 1, stage
    assert "clausebot_queue_depth" in after and 'queue="ingest"' in after


@pytest.fixture
async def limited(seeded: GraphStore, settings: Settings) -> AsyncIterator[tuple[TestClient, WebChat]]:
    quota = QuotaSettings(questions_per_minute_user=2, uploads_per_hour_user=1)
    async for pair in serve(settings.model_copy(update={"quota": quota})):
        yield pair


async def test_quotas_refuse_in_the_thread_with_the_documented_message(
    limited: tuple[TestClient, WebChat], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.quotas.clock", lambda: 1_800_000_030.0)  # mid-window: no boundary crossed
    client, chat = limited
    thread = new_thread("t-quota")
    texts = []
    for _ in range(3):
        res = await chat.ask(thread, "How many contracts do we have?")
        texts.append(await res.json())
    assert [r["error_code"] for r in texts] == [None, None, "quota_exceeded"], texts
    refused = texts[2]
    assert refused["text"].startswith(
        "You have reached the limit of 2 questions a minute. Please try again in 30 seconds."
    )
    assert refused["tool_calls"] == [] and refused["cards"] == []
    new = generate_contracts(2, seed=78)
    refused_type = await (await chat.upload(thread, "setup.exe", b"MZ\x90\x00binary")).json()
    assert refused_type["error_code"] == "unsupported_file"  # a refused file takes nothing
    first = await chat.upload(thread, "Quota-One.txt", new[0].text.encode(), "text/plain")
    assert (await first.json())["cards"]
    second = await (await chat.upload(thread, "Quota-Two.txt", new[1].text.encode(), "text/plain")).json()
    assert second["error_code"] == "quota_exceeded" and second["text"].startswith(
        "I can't import *Quota-Two.txt*: You have reached the limit of 1 upload an hour."
    ), second
    assert second["text"].endswith("Nothing was stored.") and second["cards"] == []
    metrics = await (await client.get("/metrics")).text()
    assert sample(metrics, "clausebot_quota_refusals_total", kind="questions_per_user") >= 1
    assert sample(metrics, "clausebot_quota_refusals_total", kind="uploads_per_user") >= 1


async def test_a_question_is_traced_from_the_turn_to_the_database(web: tuple[TestClient, WebChat]) -> None:
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from core import tracing

    exporter = InMemorySpanExporter()
    tracing.use(SimpleSpanProcessor(exporter))
    try:
        _, chat = web
        res = await chat.ask(new_thread("t-trace"), "How many supply contracts do we have?")
        assert res.status == 200 and (await res.json())["error_code"] is None
    finally:
        tracing.stop()
    finished = exporter.get_finished_spans()
    turn = next(s for s in finished if s.name == "clausebot.turn")
    # the turn's own trace (background work of the server, e.g. its index warm-up, has others)
    spans = {s.context.span_id: s for s in finished if s.context.trace_id == turn.context.trace_id}

    def chain(s) -> list[str]:  # type: ignore[no-untyped-def]
        names = []
        while s is not None:
            names.append(s.name)
            s = spans.get(s.parent.span_id) if s.parent else None
        return names

    queries = [s for s in spans.values() if s.name == "graph.query" and "tool." in " ".join(chain(s))]
    assert queries, [chain(s) for s in spans.values()]
    path = chain(queries[0])
    assert path[0] == "graph.query" and path[-2:] == ["agent.answer", "clausebot.turn"], path
    assert path[1].startswith("tool."), path
    assert turn.attributes["surface"] == "web" and turn.parent is None
    assert {s.name for s in spans.values()} >= {"clausebot.turn", "agent.answer", "graph.query"}
