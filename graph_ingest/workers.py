"""Supervised ingestion workers: the upload queue and the background index queue, restarted when
Redis (or anything under them) goes away, with a heartbeat `/healthz` and other workers read.

Used by `clausebot serve` (the built-in worker) and `clausebot worker`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from redis.exceptions import RedisError

from graph_ingest.jobs import (
    HEARTBEAT_S,
    INDEX_QUEUE,
    UPLOAD_QUEUE,
    WORKER_KEY,
    beat,
    build_worker,
    connect,
    release_orphans,
)

log = logging.getLogger(__name__)

RESTART_MAX_S = 10.0
CLOSE_WAIT_S = 10.0


@dataclass
class QueueState:
    queue: str
    running: bool = False
    restarts: int = 0
    last_error: str | None = None


class WorkerPool:
    """One arq worker per queue (uploads with `max_jobs`, indexing with one), each restarted with
    backoff when it stops, and a heartbeat while this process runs them."""

    def __init__(
        self,
        redis_url: str,
        ingestor: Any,
        *,
        job_timeout_s: int,
        max_jobs: int,
        beat_file: Path | None = None,
    ) -> None:
        self.redis_url = redis_url
        self.beat_file = beat_file  # touched every beat, Redis or not: the local liveness signal
        self.ingestor = ingestor
        self.job_timeout_s = job_timeout_s
        self.max_jobs = max_jobs
        self.worker_id = uuid.uuid4().hex[:12]
        self.states = {q: QueueState(q) for q in (UPLOAD_QUEUE, INDEX_QUEUE)}
        self._tasks: list[asyncio.Task[None]] = []

    @property
    def _lock_ms(self) -> int:
        return (self.job_timeout_s + 10) * 1000  # arq's lock on a running job: its timeout + 10 s

    def start(self) -> None:
        self._tasks.append(asyncio.create_task(self._run(), name="ingest-workers"))

    async def _run(self) -> None:
        await self._release_orphans()  # before any job is picked: a lock freed now is nobody's
        tasks = [asyncio.create_task(self._supervise(q), name=f"worker-{q}") for q in self.states]
        tasks.append(asyncio.create_task(self._heartbeat(), name="worker-heartbeat"))
        try:
            await asyncio.gather(*tasks)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.wait(tasks, timeout=CLOSE_WAIT_S + 2)

    async def _release_orphans(self) -> None:
        try:
            pool = await connect(self.redis_url)
            try:
                await release_orphans(pool, self._lock_ms)
            finally:
                await pool.aclose()
        except (RedisError, OSError) as e:  # Redis not there yet: the locks expire on their own
            log.info("interrupted jobs not checked: %s", type(e).__name__)

    async def run_forever(self) -> None:
        self.start()
        await asyncio.gather(*self._tasks)

    @property
    def healthy(self) -> bool:
        """Every worker running, or still starting (not yet failed)."""
        return all(s.running or (s.restarts == 0 and s.last_error is None) for s in self.states.values())

    def status(self) -> dict[str, Any]:
        return {
            q.removeprefix("clausebot:"): {
                "running": s.running,
                "restarts": s.restarts,
                **({"last_error": s.last_error} if s.last_error else {}),
            }
            for q, s in self.states.items()
        }

    async def _supervise(self, queue: str) -> None:
        state = self.states[queue]
        delay = 1.0
        while True:
            worker = build_worker(
                self.redis_url,
                self.ingestor,
                queue=queue,
                job_timeout_s=self.job_timeout_s,
                handle_signals=False,
                max_jobs=self.max_jobs if queue == UPLOAD_QUEUE else 1,
                worker_id=self.worker_id,
            )
            started = time.monotonic()
            try:
                state.running = True
                await worker.async_run()
                state.last_error = "stopped"
            except asyncio.CancelledError:
                state.running = False
                await self._close(worker)
                raise
            except Exception as e:  # Redis went away, or the worker's loop failed: start again
                state.last_error = f"{type(e).__name__}: {e}"[:200]
                log.warning("ingest worker for %s stopped (%s); restarting", queue, state.last_error)
            state.running = False
            running = [t for t in worker.tasks.values() if not t.done()]
            if running:  # imports under way go on (Redis may be back before they end), not cancelled
                await asyncio.wait(running, timeout=self.job_timeout_s)
            state.restarts += 1
            await self._close(worker)
            delay = 1.0 if time.monotonic() - started > 60 else min(delay * 2, RESTART_MAX_S)
            await asyncio.sleep(delay)

    async def _close(self, worker: Any) -> None:
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await asyncio.wait_for(worker.close(), CLOSE_WAIT_S)

    async def _heartbeat(self) -> None:
        pool = None
        try:
            while True:
                self._touch()
                try:
                    if pool is None:
                        pool = await connect(self.redis_url)
                    info = {"queues": list(self.states), "healthy": self.healthy}
                    await beat(pool, self.worker_id, info)
                    await release_orphans(pool, self._lock_ms)  # a worker elsewhere may have died
                except (RedisError, OSError) as e:
                    log.info("worker heartbeat not sent: %s", type(e).__name__)
                    if pool is not None:
                        with contextlib.suppress(Exception):
                            await pool.aclose()
                    pool = None
                await asyncio.sleep(HEARTBEAT_S)
        finally:  # stopped: no heartbeat left behind to look alive
            if pool is not None:
                with contextlib.suppress(Exception):
                    await pool.delete(WORKER_KEY + self.worker_id)
                    await pool.aclose()

    def _touch(self) -> None:
        if self.beat_file is None:
            return
        try:
            self.beat_file.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            self.beat_file.touch(mode=0o600)
            os.utime(self.beat_file)
        except OSError as e:
            log.info("worker beat file not touched: %s", e.strerror)

    async def aclose(self) -> None:
        for task in self._tasks:
            task.cancel()
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=CLOSE_WAIT_S + 2)
        self._tasks.clear()
