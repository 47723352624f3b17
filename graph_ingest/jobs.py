"""The ingestion job queues on Redis (arq).

Chat adapters enqueue and return; workers (`clausebot worker`, or the one inside `clausebot serve`)
run the pipeline. Two queues: a person's uploads (`UPLOAD_QUEUE`) and background indexing of the
demo corpus (`INDEX_QUEUE`), which yields to uploads between files and between embedding batches,
so an upload is never behind background work.

The upload job id is tenant + visibility unit + content hash, so the same file is queued once per
place it is shared to. A job reports its stage (read, extracted, indexed) under `stage_key`; a job
whose worker dies is picked up again (`release_orphans` at start, else once its lock expires). A
job interrupted by a shutdown is cancelled at its next checkpoint and run again later.
"""

from __future__ import annotations

import asyncio
import contextvars
import hashlib
import json
import logging
import os
import socket
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from arq import ArqRedis, create_pool
from arq.connections import RedisSettings
from arq.jobs import Job, JobStatus
from arq.worker import Retry, Worker, func

from core.logs import log_context
from core.metrics import observe_ingest
from graph_ingest.errors import GraphUnavailableError
from graph_ingest.indexer import index_contract_text
from graph_ingest.models import Scope
from graph_ingest.pipeline import IngestCancelledError, IngestOutcome, StageReport

log = logging.getLogger(__name__)

UPLOAD_QUEUE = "clausebot:ingest"
INDEX_QUEUE = "clausebot:index"
BLOB_TTL_S = 24 * 3600
BLOB_PREFIX = "clausebot:blob:"  # + job id: an upload's bytes, parked until its job runs
RESULT_TTL_S = 24 * 3600  # a finished upload's outcome, for a server that restarts before telling
HEARTBEAT_S = 5.0
HEARTBEAT_TTL_S = 20
WORKER_KEY = "clausebot:worker:"  # + worker id: a live worker's heartbeat
YIELD_POLL_S = 0.25
YIELD_LIMIT_S = 120.0  # longest background work waits for uploads inside one job
YIELD_RETRY_S = 30.0
IN_PROGRESS = "arq:in-progress:"
RESULT_KEY = "arq:result:"
OWNER_KEY = "clausebot:job-owner:"  # + job id: the worker running it
CLAIM_GRACE_MS = 5000
THREAD_STOP_S = 30.0  # longest a cancelled job waits for its pipeline thread to stop
UPLOAD_TRIES = 10  # with `retry_delay_s`: about four minutes of the graph being away


def redis_settings(url: str) -> RedisSettings:
    return RedisSettings.from_dsn(url)


def job_id_for(scope: Scope, data: bytes) -> str:
    """One job per tenant, visibility unit and content: a second channel gets its own import."""
    return f"ingest:{scope.unit}:{hashlib.sha256(data).hexdigest()}"


def stage_key(job_id: str) -> str:
    return f"clausebot:stage:{job_id}"


async def enqueue_ingest(
    pool: ArqRedis,
    data: bytes,
    filename: str,
    scope: Scope,
    file_id: str,
    *,
    sees_workspace: bool = True,
) -> tuple[Job, bool]:
    """Park the bytes in Redis and queue the job. (job, False) when the same bytes were already
    queued or imported for the same place (the job then is the earlier one)."""
    job_id = job_id_for(scope, data)
    blob_key = BLOB_PREFIX + job_id
    earlier = await job_outcome(upload_job(pool, job_id))
    if earlier is not None and earlier.status == "failed" and earlier.code != "ingest_lost":
        await pool.delete(RESULT_KEY + job_id)  # a failed import does not stand in the way of a new try
    await pool.set(blob_key, data, ex=BLOB_TTL_S)
    job = await pool.enqueue_job(
        "ingest_file",
        blob_key,
        filename,
        scope.model_dump(),
        file_id,
        sees_workspace,
        _job_id=job_id,
        _queue_name=UPLOAD_QUEUE,
    )
    if job is None:
        return upload_job(pool, job_id), False
    await pool.set(stage_key(job_id), StageReport(stage="queued").model_dump_json(), ex=BLOB_TTL_S)
    return job, True


def upload_job(pool: ArqRedis, job_id: str) -> Job:
    return Job(job_id, pool, _queue_name=UPLOAD_QUEUE)


async def read_stage(pool: ArqRedis, job_id: str) -> StageReport | None:
    raw = await pool.get(stage_key(job_id))
    return StageReport.model_validate_json(raw) if raw else None


async def job_outcome(job: Job) -> IngestOutcome | None:
    """The finished job's outcome (a job that raised becomes a failed one), or None while it runs.

    A job arq no longer knows (never queued, or its result expired) is a failed outcome: "lost"."""
    status = await job.status()
    if status == JobStatus.not_found:
        return IngestOutcome(
            filename="",
            status="failed",
            code="ingest_lost",
            reason="the import was lost; please upload again",
        )
    if status != JobStatus.complete:
        return None
    info = await job.result_info()
    if info is None:
        return None
    if not info.success:
        log.warning("ingest job %s failed: %s", job.job_id, type(info.result).__name__)
        return IngestOutcome(
            filename="",
            status="failed",
            code="ingest_failed",
            reason="the import failed after several tries; please try again",
        )
    return IngestOutcome.model_validate(info.result)


async def uploads_pending(pool: ArqRedis) -> int:
    """Uploads queued or running (arq keeps a job in its queue until it finishes)."""
    return int(await pool.zcard(UPLOAD_QUEUE))


def _stage_writer(ctx: dict[str, Any]) -> Callable[[StageReport], None]:
    """A callback for the pipeline's thread that records the job's stage in Redis."""
    loop = asyncio.get_running_loop()
    key = stage_key(ctx["job_id"])
    redis: ArqRedis = ctx["redis"]

    def write(report: StageReport) -> None:
        future = asyncio.run_coroutine_threadsafe(
            redis.set(key, report.model_dump_json(), ex=BLOB_TTL_S), loop
        )
        try:
            future.result(timeout=5)
        except Exception as e:  # a stage update is a courtesy; the import goes on
            log.debug("stage not recorded: %s", type(e).__name__)

    return write


async def _in_thread(ctx: dict[str, Any], work: Callable[[threading.Event], Any]) -> Any:
    """Run `work(cancel)` in a thread; a cancelled job (shutdown, timeout) sets `cancel`, which the
    pipeline checks between its steps, so the thread stops instead of running on unseen."""
    cancel = threading.Event()
    context = contextvars.copy_context()  # the thread logs with the job's request fields
    future = asyncio.get_running_loop().run_in_executor(None, context.run, work, cancel)
    try:
        return await asyncio.shield(future)
    except asyncio.CancelledError:
        cancel.set()  # it stops at its next step; wait for that, so it never runs beside its retry
        await asyncio.wait({future}, timeout=THREAD_STOP_S)
        raise


async def ingest_file(
    ctx: dict[str, Any],
    blob_key: str,
    filename: str,
    scope: dict,
    file_id: str,
    sees_workspace: bool = True,
) -> dict:
    """The job: run the pipeline on the parked bytes (in a thread: parsing is CPU-bound)."""
    data = await ctx["redis"].get(blob_key)
    if data is None:
        return IngestOutcome(
            filename=filename,
            status="failed",
            code="upload_expired",
            reason="the uploaded file expired before it could be imported",
        ).model_dump()
    await claim_job(ctx)
    ingestor = ctx["ingestor"]
    on_stage = _stage_writer(ctx)

    def run(cancel: threading.Event) -> IngestOutcome:
        return ingestor.ingest_bytes(
            data,
            filename,
            Scope(**scope),
            file_id=file_id,
            sees_workspace=sees_workspace,
            on_stage=on_stage,
            cancel=cancel,
        )

    try:
        with log_context(request_id=ctx.get("job_id"), tenant=scope.get("tenant")):
            outcome = await _in_thread(ctx, run)
    except GraphUnavailableError:  # transient: try again, the bytes stay parked
        observe_ingest("retried")
        await asyncio.to_thread(on_stage, StageReport(stage="waiting"))
        raise Retry(defer=retry_delay_s(ctx.get("job_try", 1))) from None
    except IngestCancelledError:
        raise asyncio.CancelledError from None
    if outcome.status == "skipped" and outcome.file_id == file_id and ctx.get("job_try", 1) > 1:
        # an earlier try of this job wrote the contract (in one transaction) and was stopped before
        # its outcome was recorded (a killed server): the upload imported it, it was not there before
        outcome = outcome.model_copy(update={"status": "imported", "reason": None})
    observe_ingest(outcome.status, outcome.timings)
    await ctx["redis"].delete(blob_key)
    return outcome.model_dump()


def retry_delay_s(job_try: int) -> float:
    """5, 10, 20, 30, 30 … s: an upload outlasts a database restart (`UPLOAD_TRIES` in all)."""
    return min(5.0 * 2 ** (job_try - 1), 30.0)


async def _yield_to_uploads(pool: ArqRedis, limit_s: float) -> bool:
    """Wait while uploads are pending, at most `limit_s`; True when none is."""
    deadline = time.monotonic() + limit_s
    while await uploads_pending(pool):
        if time.monotonic() >= deadline:
            return False
        await asyncio.sleep(YIELD_POLL_S)
    return True


async def index_text(ctx: dict[str, Any], file_id: str, tenant: str, path: str) -> dict:
    """The job: chunk and embed the text of a contract already in the graph (the demo corpus).

    Background work: it waits while uploads are pending, and pauses between embedding batches
    whenever one arrives."""
    ingestor = ctx["ingestor"]
    if ingestor.indexer is None:
        return {"file_id": file_id, "status": "skipped"}
    await claim_job(ctx)
    pool: ArqRedis = ctx["redis"]
    loop = asyncio.get_running_loop()
    if not await _yield_to_uploads(pool, YIELD_LIMIT_S):
        raise Retry(defer=YIELD_RETRY_S)  # still busy with uploads: later, without spending the timeout

    def run(cancel: threading.Event) -> int:
        def between() -> None:  # in the thread, between embedding batches
            deadline = time.monotonic() + YIELD_LIMIT_S
            while not cancel.is_set() and time.monotonic() < deadline:
                try:
                    busy = asyncio.run_coroutine_threadsafe(uploads_pending(pool), loop).result(timeout=5)
                except Exception:  # Redis away: go on with the batch
                    return
                if not busy:
                    return
                cancel.wait(YIELD_POLL_S)
            raise IngestCancelledError  # stopping, or yielded too long: run again later

        text = Path(path).read_text(encoding="utf-8", errors="replace")
        return index_contract_text(ingestor.store, ingestor.indexer, file_id, tenant, text, between=between)

    try:
        with log_context(request_id=ctx.get("job_id"), tenant=tenant):
            n = await _in_thread(ctx, run)
    except GraphUnavailableError:
        observe_ingest("retried")
        raise Retry(defer=retry_delay_s(ctx.get("job_try", 1))) from None
    except IngestCancelledError:
        raise asyncio.CancelledError from None
    observe_ingest("indexed")
    return {"file_id": file_id, "status": "indexed", "chunks": n}


async def enqueue_text_index(pool: ArqRedis, file_id: str, tenant: str, path: Path) -> None:
    await pool.enqueue_job(
        "index_text", file_id, tenant, str(path), _job_id=f"index:{tenant}:{file_id}", _queue_name=INDEX_QUEUE
    )


def build_worker(
    redis_url: str,
    ingestor: Any,
    *,
    queue: str = UPLOAD_QUEUE,
    job_timeout_s: int = 300,
    burst: bool = False,
    handle_signals: bool = True,
    max_jobs: int = 2,
    worker_id: str | None = None,
) -> Worker:
    """An arq worker for one queue: uploads (`ingest_file`) or background indexing (`index_text`).
    `worker_id`: the heartbeat it runs under (`beat`), recorded on each job it takes."""

    async def startup(ctx: dict[str, Any]) -> None:
        ctx["ingestor"] = ingestor
        ctx["worker_id"] = worker_id

    if queue == UPLOAD_QUEUE:  # a try is also spent by each shutdown or crash during the job
        functions = [func(ingest_file, name="ingest_file", max_tries=UPLOAD_TRIES, timeout=job_timeout_s)]
    else:  # waiting for uploads counts against the job's time: retried more often
        functions = [func(index_text, name="index_text", max_tries=20, timeout=job_timeout_s)]
    return Worker(
        functions=functions,
        queue_name=queue,
        redis_settings=redis_settings(redis_url),
        on_startup=startup,
        burst=burst,
        handle_signals=handle_signals,
        max_jobs=max_jobs,
        job_timeout=job_timeout_s,
        keep_result=RESULT_TTL_S,
        poll_delay=0.2,
        health_check_interval=HEARTBEAT_S,
    )


async def connect(redis_url: str) -> ArqRedis:
    return await create_pool(redis_settings(redis_url), default_queue_name=UPLOAD_QUEUE)


async def beat(pool: ArqRedis, worker_id: str, info: dict[str, Any]) -> None:
    """A live worker's heartbeat (`/healthz` and `release_orphans` read them)."""
    payload = json.dumps(
        {
            **info,
            "host": socket.gethostname(),
            "pidns": _pid_namespace(),
            "pid": os.getpid(),
            "at": time.time(),
        }
    )
    await pool.set(WORKER_KEY + worker_id, payload, ex=HEARTBEAT_TTL_S)


def _pid_namespace() -> str:
    try:
        return str(os.stat("/proc/self/ns/pid").st_ino)
    except OSError:
        return ""


def _dead_here(info: dict[str, Any]) -> bool:
    """A heartbeat of a process on this machine (and PID namespace) that is gone (killed before
    its beat expired)."""
    here = (socket.gethostname(), _pid_namespace())
    if (info.get("host"), info.get("pidns")) != here or not isinstance(info.get("pid"), int):
        return False
    try:
        os.kill(info["pid"], 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


async def live_workers(pool: ArqRedis) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    async for key in pool.scan_iter(match=WORKER_KEY + "*"):
        raw = await pool.get(key)
        if raw and not _dead_here(info := json.loads(raw)):
            out[key.decode()[len(WORKER_KEY) :]] = info
    return out


async def claim_job(ctx: dict[str, Any]) -> None:
    """Record which worker runs the job (`release_orphans` frees the locks of dead workers' jobs)."""
    if worker_id := ctx.get("worker_id"):
        await ctx["redis"].set(OWNER_KEY + ctx["job_id"], worker_id, ex=BLOB_TTL_S)


async def release_orphans(pool: ArqRedis, lock_ms: int) -> int:
    """Free the locks of jobs whose worker is dead (a kill -9 leaves them for the job timeout, `lock_ms`),
    so an interrupted import resumes within seconds. A job is an orphan when it has run for a few
    seconds (a job that just started may not have been claimed yet) and the worker that claimed it
    has no live heartbeat. Safe to call at any time: a live worker's job is never touched."""
    alive = set(await live_workers(pool))
    freed = 0
    for queue in (UPLOAD_QUEUE, INDEX_QUEUE):
        for raw in await pool.zrange(queue, 0, -1):
            job_id = raw.decode()
            left = await pool.pttl(IN_PROGRESS + job_id)
            if left < 0 or left > lock_ms - CLAIM_GRACE_MS:
                continue  # not running, or only just started: its worker may not have claimed it yet
            owner = await pool.get(OWNER_KEY + job_id)
            if owner is None or owner.decode() in alive:
                continue  # unclaimed (e.g. a burst worker's): its lock expires on its own
            freed += int(await pool.delete(IN_PROGRESS + job_id, OWNER_KEY + job_id) > 0)
    if freed:
        log.info("resumed %d job(s) a stopped worker left running", freed)
    return freed
