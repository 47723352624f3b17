"""The ingestion job queue on Redis (arq).

Chat adapters enqueue and return; workers (`clausebot worker`, or the one inside `clausebot serve`)
run the pipeline. The job id is tenant + content hash, so the same file is queued once; a job
whose worker dies is picked up again once its lock expires (job timeout + 10 s).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from pathlib import Path
from typing import Any

from arq import ArqRedis, create_pool
from arq.connections import RedisSettings
from arq.jobs import Job, JobStatus
from arq.worker import Retry, Worker, func

from graph_ingest.errors import GraphUnavailableError
from graph_ingest.models import Scope
from graph_ingest.pipeline import IngestOutcome

log = logging.getLogger(__name__)

QUEUE = "clausebot:ingest"
BLOB_TTL_S = 24 * 3600


def redis_settings(url: str) -> RedisSettings:
    return RedisSettings.from_dsn(url)


def job_id_for(tenant: str, data: bytes) -> str:
    return f"ingest:{tenant}:{hashlib.sha256(data).hexdigest()}"


async def enqueue_ingest(pool: ArqRedis, data: bytes, filename: str, scope: Scope, file_id: str) -> Job:
    """Park the bytes in Redis and queue the job; the same bytes for the same tenant queue once."""
    job_id = job_id_for(scope.tenant, data)
    blob_key = f"clausebot:blob:{job_id}"
    await pool.set(blob_key, data, ex=BLOB_TTL_S)
    job = await pool.enqueue_job(
        "ingest_file", blob_key, filename, scope.model_dump(), file_id, _job_id=job_id, _queue_name=QUEUE
    )
    return job or Job(job_id, pool, _queue_name=QUEUE)


async def wait_outcome(job: Job, timeout_s: float) -> IngestOutcome:
    """The job's outcome; a job that raised becomes a failed outcome with its reason."""
    try:
        result = await job.result(timeout=timeout_s, poll_delay=0.2)
    except TimeoutError:
        status = await job.status()
        reason = (
            "still importing; I'll keep going in the background" if status != JobStatus.not_found else "lost"
        )
        return IngestOutcome(filename="", status="failed", reason=reason, code="ingest_timeout")
    except Exception as e:  # the job itself failed after its retries
        log.warning("ingest job %s failed: %s", job.job_id, type(e).__name__)
        return IngestOutcome(
            filename="", status="failed", reason="the import failed; please try again", code="ingest_failed"
        )
    return IngestOutcome.model_validate(result)


async def ingest_file(ctx: dict[str, Any], blob_key: str, filename: str, scope: dict, file_id: str) -> dict:
    """The job: run the pipeline on the parked bytes (in a thread: parsing is CPU-bound)."""
    data = await ctx["redis"].get(blob_key)
    if data is None:
        return IngestOutcome(
            filename=filename,
            status="failed",
            code="upload_expired",
            reason="the uploaded file expired before it could be imported",
        ).model_dump()
    ingestor = ctx["ingestor"]
    try:
        outcome = await asyncio.to_thread(
            ingestor.ingest_bytes, data, filename, Scope(**scope), file_id=file_id
        )
    except GraphUnavailableError:  # transient: try again, the bytes stay parked
        raise Retry(defer=5 * ctx.get("job_try", 1)) from None
    await ctx["redis"].delete(blob_key)
    return outcome.model_dump()


async def index_text(ctx: dict[str, Any], file_id: str, tenant: str, path: str) -> dict:
    """The job: chunk and embed the text of a contract already in the graph (the demo corpus)."""
    ingestor = ctx["ingestor"]
    if ingestor.indexer is None:
        return {"file_id": file_id, "status": "skipped"}

    def run() -> int:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
        chunks = ingestor.indexer.chunks(file_id, text)
        ingestor.store.write_chunks(file_id, tenant, chunks, ingestor.indexer.model_id)
        return len(chunks)

    try:
        n = await asyncio.to_thread(run)
    except GraphUnavailableError:
        raise Retry(defer=5 * ctx.get("job_try", 1)) from None
    return {"file_id": file_id, "status": "indexed", "chunks": n}


async def enqueue_text_index(pool: ArqRedis, file_id: str, tenant: str, path: Path) -> None:
    await pool.enqueue_job(
        "index_text", file_id, tenant, str(path), _job_id=f"index:{tenant}:{file_id}", _queue_name=QUEUE
    )


def build_worker(
    redis_url: str,
    ingestor: Any,
    *,
    job_timeout_s: int = 300,
    burst: bool = False,
    handle_signals: bool = True,
    max_jobs: int = 2,
) -> Worker:
    """An arq worker running `ingest_file` with the given Ingestor."""

    async def startup(ctx: dict[str, Any]) -> None:
        ctx["ingestor"] = ingestor

    return Worker(
        functions=[
            func(ingest_file, name="ingest_file", max_tries=3, timeout=job_timeout_s),
            func(index_text, name="index_text", max_tries=3, timeout=job_timeout_s),
        ],
        queue_name=QUEUE,
        redis_settings=redis_settings(redis_url),
        on_startup=startup,
        burst=burst,
        handle_signals=handle_signals,
        max_jobs=max_jobs,
        job_timeout=job_timeout_s,
        keep_result=3600,
        poll_delay=0.2,
    )


async def connect(redis_url: str) -> ArqRedis:
    return await create_pool(redis_settings(redis_url), default_queue_name=QUEUE)
