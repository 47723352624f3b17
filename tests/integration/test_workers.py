"""The ingestion workers under faults, against a real redis-server of their own (stopped and
started again by the test) and the suite's ArcadeDB."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr

from bot.health import worker_alive, worker_beat_file
from bot.runtime import Runtime
from bot.servers import RedisServer
from core.settings import IngestSettings, RedisSettings, Settings
from graph_ingest.errors import GraphUnavailableError
from graph_ingest.jobs import UPLOAD_QUEUE, connect, enqueue_ingest, job_outcome, read_stage
from graph_ingest.models import Scope
from graph_ingest.pipeline import IngestOutcome
from graph_ingest.workers import WorkerPool

pytestmark = pytest.mark.integration
SCOPE = Scope(tenant="web:workers", channel="C1", visibility="channel")


class StubIngestor:
    """Stands in for the pipeline (what is under test is the queue around it); the graph is away
    for the first `graph_down` calls."""

    indexer = None

    def __init__(self, graph_down: int = 0, failing: int = 0) -> None:
        self.seen: list[str] = []
        self.lock = threading.Lock()
        self.graph_down = graph_down
        self.failing = failing  # the first calls fail as a damaged file does

    def ingest_bytes(self, data: bytes, filename: str, scope: Scope, **_: Any) -> IngestOutcome:
        with self.lock:
            self.seen.append(filename)
            if len(self.seen) <= self.graph_down:
                raise GraphUnavailableError("the graph database is not reachable")
            if len(self.seen) <= self.failing:
                return IngestOutcome(
                    filename=filename, status="failed", code="corrupt_file", reason="damaged"
                )
        return IngestOutcome(filename=filename, status="imported", file_id=f"fid-{filename}")


@pytest.fixture
def own_redis(settings: Settings, servers: Settings, tmp_path: Path) -> Iterator[Settings]:
    mine = settings.model_copy(
        update={
            "data_dir": tmp_path,
            "redis": RedisSettings(port=settings.redis.port + 41),
            "ingest": IngestSettings(inline_worker=False),
            # the suite's graph, whose generated password lives in the suite's data directory
            "graph": settings.graph.model_copy(update={"password": SecretStr(settings.graph_password())}),
        }
    )
    server = RedisServer(mine)
    server.start()
    yield mine
    server.stop()


async def until(predicate: Any, timeout: float = 30.0, what: str = "") -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        assert asyncio.get_running_loop().time() < deadline, f"timed out waiting for {what}"
        await asyncio.sleep(0.1)


async def imported(settings: Settings, name: str) -> IngestOutcome:
    pool = await connect(settings.redis_url())
    try:
        job, _ = await enqueue_ingest(pool, name.encode() * 10, name, SCOPE, f"fid-{name}")
        for _ in range(300):
            outcome = await job_outcome(job)
            if outcome is not None:
                return outcome
            await asyncio.sleep(0.1)
        raise AssertionError(f"{name} was not imported")
    finally:
        await pool.aclose()


async def test_the_worker_comes_back_with_redis_and_imports_what_is_queued(own_redis: Settings) -> None:
    ingestor = StubIngestor()
    pool = WorkerPool(own_redis.redis_url(), ingestor, job_timeout_s=30, max_jobs=1)
    pool.start()
    try:
        assert (await imported(own_redis, "before.txt")).status == "imported"
        RedisServer(own_redis).stop()
        await until(lambda: not pool.healthy, what="the pool to notice Redis is gone")
        RedisServer(own_redis).start()
        await until(lambda: pool.healthy, what="the workers to start again")
        outcome = await imported(own_redis, "after.txt")
        assert outcome.status == "imported" and outcome.file_id == "fid-after.txt"
        assert pool.states[UPLOAD_QUEUE].restarts >= 1
        assert ingestor.seen == ["before.txt", "after.txt"]
    finally:
        await pool.aclose()


async def test_an_upload_waits_for_the_graph_to_come_back_and_says_so(own_redis: Settings) -> None:
    ingestor = StubIngestor(graph_down=1)
    pool = WorkerPool(own_redis.redis_url(), ingestor, job_timeout_s=30, max_jobs=1)
    pool.start()
    redis = await connect(own_redis.redis_url())
    try:
        job, _ = await enqueue_ingest(redis, b"contract text " * 20, "waits.txt", SCOPE, "fid-waits.txt")
        seen: list[str] = []
        for _ in range(300):
            report = await read_stage(redis, job.job_id)
            seen.append(report.stage if report else "")
            if (outcome := await job_outcome(job)) is not None:
                break
            await asyncio.sleep(0.1)
        assert "waiting" in seen, "the thread is told the database is away"
        assert outcome is not None and outcome.status == "imported", outcome
        assert ingestor.seen == ["waits.txt", "waits.txt"], "tried again once the graph was back"
    finally:
        await redis.aclose()
        await pool.aclose()


async def test_a_failed_upload_can_be_uploaded_again_at_once(own_redis: Settings) -> None:
    ingestor = StubIngestor(failing=1)
    pool = WorkerPool(own_redis.redis_url(), ingestor, job_timeout_s=30, max_jobs=1)
    pool.start()
    try:
        assert (await imported(own_redis, "again.txt")).status == "failed"
        redis = await connect(own_redis.redis_url())
        try:
            _, fresh = await enqueue_ingest(redis, b"again.txt" * 10, "again.txt", SCOPE, "fid-again.txt")
        finally:
            await redis.aclose()
        assert fresh, "a failed import's result does not stand in for the new upload"
        assert (await imported(own_redis, "again.txt")).status == "imported"
        assert ingestor.seen == ["again.txt", "again.txt"]
    finally:
        await pool.aclose()


async def readiness(runtime: Runtime, want: bool, timeout: float = 60.0) -> dict[str, Any]:
    """The readiness details once `ok` is `want` (an answer is shared for HEALTH_CACHE_S)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        ok, details = await runtime.health()
        if ok is want:
            return details
        assert asyncio.get_running_loop().time() < deadline, f"readiness stayed {ok}: {details}"
        await asyncio.sleep(0.2)


async def test_readiness_names_what_is_down_and_recovers(
    own_redis: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    runtime = await asyncio.to_thread(Runtime.create, own_redis)
    await runtime.start_background()
    beat = worker_beat_file(own_redis)
    workers = WorkerPool(own_redis.redis_url(), StubIngestor(), job_timeout_s=30, max_jobs=1, beat_file=beat)
    try:
        # no ingestion worker anywhere yet: ready to answer, but it says uploads will wait
        details = await readiness(runtime, True)
        assert details["workers"].startswith("none alive") and details["degraded"] == ["workers"], details
        workers.start()  # a `clausebot worker` elsewhere: its heartbeat is what readiness reads
        for _ in range(100):
            details = await readiness(runtime, True)
            if "degraded" not in details:
                break
            await asyncio.sleep(0.1)
        assert details["graph"] == details["redis"] == "ok" and details["clause_index"] == "ready", details
        assert details["workers"] == "1 alive elsewhere", details

        assert worker_alive(own_redis)[0], "the worker's local beat"
        RedisServer(own_redis).stop()
        details = await readiness(runtime, False)
        assert details["redis"].startswith("unavailable") and details["graph"] == "ok", details
        before = beat.stat().st_mtime
        await until(lambda: beat.stat().st_mtime > before, what="a beat without Redis")
        assert worker_alive(own_redis)[0], "Redis away is no reason to restart a worker"
        RedisServer(own_redis).start()
        await readiness(runtime, True)

        def unreachable() -> str:
            raise GraphUnavailableError("the graph database is not reachable")

        monkeypatch.setattr(runtime.store, "verify", unreachable)
        details = await readiness(runtime, False)
        assert details["graph"].startswith("unavailable") and details["redis"] == "ok", details
        monkeypatch.undo()
        await readiness(runtime, True)
    finally:
        await workers.aclose()
        await runtime.aclose()
