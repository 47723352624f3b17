"""The ingestion workers under faults, against a real redis-server of their own (stopped and
started again by the test) and the suite's ArcadeDB; and the real pipeline against an ArcadeDB of
the test's own, stopped before an upload or in the middle of one, and started again."""

from __future__ import annotations

import asyncio
import hashlib
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr

from bot.components import build_ingestor
from bot.health import worker_alive, worker_beat_file
from bot.runtime import Runtime
from bot.servers import ArcadeDBServer, RedisServer
from bot.uploads import stage_text
from core.settings import GraphSettings, IngestSettings, RedisSettings, Settings
from graph_ingest.admin import AdminReader
from graph_ingest.errors import GraphUnavailableError
from graph_ingest.indexes import ensure_search_indexes
from graph_ingest.jobs import UPLOAD_QUEUE, connect, enqueue_ingest, ingest_file, job_outcome, read_stage
from graph_ingest.models import Scope
from graph_ingest.pipeline import Ingestor, IngestOutcome, StageCallback, StageReport, upload_file_id
from graph_ingest.store import GraphStore
from graph_ingest.workers import WorkerPool
from tests.fixtures import long_contract

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


class AlreadyThere(StubIngestor):
    """The contract is in the graph already, under `file_id` (as an earlier try left it)."""

    def __init__(self, file_id: str) -> None:
        super().__init__()
        self.file_id = file_id

    def ingest_bytes(self, data: bytes, filename: str, scope: Scope, **_: Any) -> IngestOutcome:
        self.seen.append(filename)
        return IngestOutcome(
            filename=filename, status="skipped", file_id=self.file_id, reason="this file was already imported"
        )


@pytest.mark.parametrize(
    ("job_try", "found", "status"),
    [
        (2, "fid-mine", "imported"),  # a retry finds what its killed first try wrote: it imported it
        (1, "fid-mine", "skipped"),  # a first try finds it: an earlier upload of the same file
        (2, "fid-other", "skipped"),  # a retry finds another upload's copy: not its own
    ],
)
async def test_a_retried_upload_that_finds_its_own_earlier_write_reports_it_imported(
    own_redis: Settings, job_try: int, found: str, status: str
) -> None:
    redis = await connect(own_redis.redis_url())
    try:
        await redis.set("blob:mine", b"contract text " * 20)
        ctx = {"redis": redis, "job_id": "ingest:mine", "job_try": job_try, "ingestor": AlreadyThere(found)}
        outcome = IngestOutcome.model_validate(
            await ingest_file(ctx, "blob:mine", "mine.txt", SCOPE.model_dump(), "fid-mine")
        )
        assert (outcome.status, outcome.file_id) == (status, found)
        assert (outcome.reason is None) is (status == "imported")
        assert await redis.get("blob:mine") is None, "the parked bytes are dropped once it ends"
    finally:
        await redis.aclose()


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


# ---------------------------------------------------------------- the real pipeline, its graph away
@pytest.fixture
def own_graph(own_redis: Settings) -> Iterator[Settings]:
    """`own_redis` with an ArcadeDB of the test's own as well (the suite's ports + 43, its data and
    generated root password in the test's directory), started, with the schema and search indexes."""
    suite = own_redis.graph
    mine = own_redis.model_copy(
        update={
            "graph": GraphSettings(
                uri=f"bolt://127.0.0.1:{suite.bolt_port + 43}",
                http_port=suite.http_port + 43,
                statement_timeout_s=suite.statement_timeout_s,
            )
        }
    )
    server = ArcadeDBServer(mine)
    server.start()
    try:
        with GraphStore.from_settings(mine) as store:
            store.verify()
            ensure_search_indexes(mine, store)
        yield mine
    finally:
        server.stop()


class StopsGraphBeforeWrite:
    """The real pipeline, whose graph database is stopped at its first "indexed" stage: after the
    reads and the embedding, just before the one-transaction write."""

    def __init__(self, ingestor: Ingestor, server: ArcadeDBServer) -> None:
        self.ingestor, self.server = ingestor, server
        self.indexer = ingestor.indexer
        self.indexed: list[int] = []  # the chunk count each try's "indexed" stage reported

    def ingest_bytes(
        self, data: bytes, filename: str, scope: Scope, *, on_stage: StageCallback | None = None, **kw: Any
    ) -> IngestOutcome:
        def stage(report: StageReport) -> None:
            if on_stage is not None:
                on_stage(report)
            if report.stage == "indexed":
                self.indexed.append(report.chunks or 0)
                if len(self.indexed) == 1:
                    self.server.stop()

        return self.ingestor.ingest_bytes(data, filename, scope, on_stage=stage, **kw)


async def stages_until(redis: Any, job: Any, stage: str, timeout: float) -> list[StageReport]:
    """The job's stage reports, as a thread following it reads them, until one is `stage`."""
    seen: list[StageReport] = []
    deadline = asyncio.get_running_loop().time() + timeout
    while not seen or seen[-1].stage != stage:
        assert asyncio.get_running_loop().time() < deadline, f"no {stage!r} stage: {seen}"
        ended = await job_outcome(job)
        assert ended is None, f"the upload ended before a {stage!r} stage: {ended}; stages {seen}"
        report = await read_stage(redis, job.job_id)
        if report is not None and (not seen or report != seen[-1]):
            seen.append(report)
        await asyncio.sleep(0.1)
    return seen


async def outcome_within(job: Any, timeout: float) -> IngestOutcome:
    deadline = asyncio.get_running_loop().time() + timeout
    while (outcome := await job_outcome(job)) is None:
        assert asyncio.get_running_loop().time() < deadline, "the upload did not finish"
        await asyncio.sleep(0.2)
    return outcome


def stored(settings: Settings) -> tuple[list[dict[str, Any]], dict[str, int], int]:
    """(every contract: file id, content hash, chunk count, party names), the node and relationship
    counts, and how many nodes are linked to nothing (left over from a write cut short)."""
    with GraphStore.from_settings(settings) as store:
        records, _, _ = store.driver.execute_query(
            "MATCH (c:Contract) OPTIONAL MATCH (p:Party)-[:PARTY_TO]->(c) "
            "RETURN c.file_id AS file_id, c.content_hash AS hash, c.chunk_count AS chunks, "
            "collect(p.name) AS parties",
            database_=settings.graph.database,
        )
        loose, _, _ = store.driver.execute_query(
            "MATCH (n) WHERE NOT EXISTS { (n)--() } RETURN count(n) AS n", database_=settings.graph.database
        )
        return [r.data() for r in records], AdminReader(store).counts(), loose[0]["n"]


async def upload_through_outage(
    settings: Settings, ingestor: Any, server: ArcadeDBServer, data: bytes, name: str, file_id: str
) -> tuple[list[StageReport], IngestOutcome]:
    """Queue the upload to a worker running `ingestor`; once its thread is told the database is away
    (the "waiting" stage), start the database again at once (the next try is 5 s after the failed
    one) and follow the upload to its end: (the stages seen until "waiting", its outcome)."""
    workers = WorkerPool(settings.redis_url(), ingestor, job_timeout_s=120, max_jobs=1)
    workers.start()
    redis = await connect(settings.redis_url())
    try:
        started = time.monotonic()
        job, fresh = await enqueue_ingest(redis, data, name, SCOPE, file_id)
        assert fresh
        seen = await stages_until(redis, job, "waiting", timeout=120)
        told_s = time.monotonic() - started
        await asyncio.to_thread(server.start)
        outcome = await outcome_within(job, timeout=240)
        print(
            f"\n{name}: told 'waiting' after {told_s:.1f} s, imported after {time.monotonic() - started:.1f} s"
        )
    finally:
        await redis.aclose()
        await workers.aclose()
    return seen, outcome


def assert_imported_once(settings: Settings, file_id: str, data: bytes, party: str) -> int:
    """The contract is in the graph once, with its chunks, and nothing else is: no second copy,
    no chunk or node of an earlier, failed try. Returns its chunk count."""
    contracts, counts, loose = stored(settings)
    assert len(contracts) == 1, contracts
    (contract,) = contracts
    assert contract["file_id"] == file_id and contract["hash"] == hashlib.sha256(data).hexdigest()
    assert party in contract["parties"], contract
    chunks = contract["chunks"]
    assert chunks and counts.get("Chunk") == counts.get("HAS_CHUNK") == chunks, (chunks, counts)
    assert loose == 0, counts
    return chunks


async def test_a_real_upload_waits_while_its_graph_is_down_then_imports_once(own_graph: Settings) -> None:
    server = ArcadeDBServer(own_graph)
    text, party = long_contract(5150, pages=3)
    data, name = text.encode(), "graph-away.txt"
    file_id = upload_file_id(name, SCOPE, data)
    with GraphStore.from_settings(own_graph) as store:
        # the pipeline `clausebot serve` runs: reader child, offline extractor, real embedder
        ingestor = build_ingestor(own_graph, store)
        assert ingestor.indexer is not None
        await asyncio.to_thread(server.stop)
        seen, outcome = await upload_through_outage(own_graph, ingestor, server, data, name, file_id)
    told = stage_text(name, seen[-1])
    assert told == f"Received {name}; the contract database is not reachable, I'll keep trying…"
    assert "written" not in [r.stage for r in seen], seen
    assert outcome.status == "imported" and outcome.file_id == file_id, outcome
    assert assert_imported_once(own_graph, file_id, data, party) > 1


async def test_a_graph_lost_in_the_middle_of_an_upload_leaves_nothing_and_the_upload_imports_once(
    own_graph: Settings,
) -> None:
    server = ArcadeDBServer(own_graph)
    text, party = long_contract(5151, pages=3)
    data, name = text.encode(), "graph-lost.txt"
    file_id = upload_file_id(name, SCOPE, data)
    with GraphStore.from_settings(own_graph) as store:
        ingestor = StopsGraphBeforeWrite(build_ingestor(own_graph, store), server)
        seen, outcome = await upload_through_outage(own_graph, ingestor, server, data, name, file_id)
    assert [r.stage for r in seen][-2:] == ["indexed", "waiting"], seen  # the write was cut off
    assert "not reachable, I'll keep trying" in stage_text(name, seen[-1])
    assert outcome.status == "imported" and outcome.file_id == file_id, outcome
    assert len(ingestor.indexed) == 2, ingestor.indexed
    assert assert_imported_once(own_graph, file_id, data, party) == ingestor.indexed[-1]
