"""Everything a running bot process holds: store, Redis, agent, uploads, conversation service."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from bot.components import build_clause_search, build_ingestor
from bot.conversation import ConversationService
from bot.uploads import UploadHandler, make_uploader
from core.metrics import QUEUE_DEPTH
from core.settings import Settings
from graph_ingest.errors import GraphUnavailableError
from graph_ingest.indexes import ensure_search_indexes
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)

WARM_UP_WAIT_S = 60.0  # longest shutdown waits for the clause index warm-up to finish
HEALTH_TIMEOUT_S = 3.0
HEALTH_CACHE_S = 2.0


@dataclass
class Runtime:
    settings: Settings
    store: GraphStore
    redis: Any
    service: ConversationService
    uploader: UploadHandler
    clause_search: Any = None
    extra_routes: list[Callable[[web.Application], None]] = field(default_factory=list)
    workers: Any = None  # graph_ingest.workers.WorkerPool, when the built-in worker runs
    posters: dict[str, Any] = field(default_factory=dict)  # platform -> bot.digests.DigestPoster
    _tasks: list[asyncio.Task[None]] = field(default_factory=list)
    _warm: asyncio.Task | None = None
    _health_lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    _health: tuple[float, tuple[bool, dict[str, Any]]] = (float("-inf"), (False, {}))
    _health_thread: ThreadPoolExecutor = field(
        default_factory=lambda: ThreadPoolExecutor(1, thread_name_prefix="health")
    )

    @classmethod
    def create(cls, settings: Settings) -> Runtime:
        import redis.asyncio as aioredis

        from agent.answerer import make_answerer

        store = GraphStore.from_settings(settings)
        store.verify()
        ensure_search_indexes(settings, store)
        redis = aioredis.Redis.from_url(settings.redis_url())
        clause_search = build_clause_search(settings, store)
        agent = make_answerer(settings, store, clause_search)
        uploader = make_uploader(settings, store)
        service = ConversationService(
            settings,
            agent.answer,
            redis=redis,
            uploader=uploader,
            note_upload=agent.note_upload,
            forget=agent.forget,
        )
        return cls(
            settings=settings,
            store=store,
            redis=redis,
            service=service,
            uploader=uploader,
            clause_search=clause_search,
        )

    async def start_background(self) -> None:
        """Bring stored chunks of an older format up to date (clause search); finish the messages
        of uploads a stopped server left; the built-in ingestion workers
        (CLAUSEBOT_INGEST__INLINE_WORKER), supervised."""
        if self.clause_search is not None:
            self._warm = asyncio.create_task(self._warm_clause_index(), name="clause-index-warm-up")
        if self._tasks:
            return
        resume = self.uploader.resume_forever(self.service.note_upload)
        self._tasks.append(asyncio.create_task(resume, name="upload-watches"))
        from bot.tenant_schedule import (
            sweep_forever,
        )  # due workspace deletions, retention (bot/tenant_schedule.py)

        self._tasks.append(asyncio.create_task(sweep_forever(self), name="tenant-data-sweep"))
        if not self.settings.ingest.inline_worker:
            return
        from graph_ingest.workers import WorkerPool

        self.workers = WorkerPool(
            self.settings.redis_url(),
            build_ingestor(self.settings, self.store),
            job_timeout_s=self.settings.ingest.job_timeout_s,
            max_jobs=self.settings.ingest.workers,
        )
        self.workers.start()

    async def health(self) -> tuple[bool, dict[str, Any]]:
        """(ready, details): the graph, Redis, the ingestion workers and the clause index (`/readyz`).
        One check at a time, its answer shared for `HEALTH_CACHE_S`, on a thread of its own: probes
        never pile up threads (a check of an unreachable graph outlives its timeout) nor run ahead
        of real work."""
        async with self._health_lock:
            at, result = self._health
            if time.monotonic() - at > HEALTH_CACHE_S:
                result = await self._check_health()
                self._health = (time.monotonic(), result)
            return result

    async def _check_health(self) -> tuple[bool, dict[str, Any]]:
        details: dict[str, Any] = {}
        loop = asyncio.get_running_loop()
        try:
            verify = loop.run_in_executor(self._health_thread, self.store.verify)
            await asyncio.wait_for(verify, HEALTH_TIMEOUT_S)
            details["graph"] = "ok"
        except Exception as e:
            details["graph"] = f"unavailable ({type(e).__name__})"
        try:
            await asyncio.wait_for(self.redis.ping(), HEALTH_TIMEOUT_S)
            details["redis"] = "ok"
        except Exception as e:
            details["redis"] = f"unavailable ({type(e).__name__})"
        ok = details["graph"] == "ok" and details["redis"] == "ok"
        if self.workers is not None:
            details["workers"] = self.workers.status()
            ok = ok and self.workers.healthy
        elif details["redis"] == "ok":  # `clausebot worker` processes elsewhere: their heartbeats
            # none alive leaves this server ready (questions are answered; uploads wait in the queue)
            # but says so: the workers' own probes (`clausebot health --worker`) restart them
            alive = await self._live_workers()
            details["workers"] = (
                f"{alive} alive elsewhere" if alive else "none alive (start `clausebot worker`)"
            )
            if not alive:
                details["degraded"] = ["workers"]
        details["clause_index"] = self._clause_index_state(retry=details["graph"] == "ok")
        ok = ok and details["clause_index"] in ("ready", "off")
        return ok, details

    async def _live_workers(self) -> int:
        from graph_ingest.jobs import live_workers

        try:
            pool = await self.uploader.pool()
            return len(await asyncio.wait_for(live_workers(pool), HEALTH_TIMEOUT_S))
        except Exception as e:  # counted as none: the details say Redis is fine, workers are not seen
            log.info("worker heartbeats not read: %s", type(e).__name__)
            return 0

    def _clause_index_state(self, retry: bool) -> str:
        """'ready' once clause search has found the stored chunks current (`ClauseSearch.refresh`),
        'loading' while it writes older ones again, 'off' without one; a warm-up that failed (graph
        away at start) is started again once the graph answers."""
        if self.clause_search is None:
            return "off"
        if self.clause_search.loaded:
            return "ready"
        if retry and self._warm is not None and self._warm.done():
            self._warm = asyncio.create_task(self._warm_clause_index(), name="clause-index-warm-up")
        return "loading"

    async def observe_queues(self) -> None:
        """Set the queue-depth gauges (`clausebot_queue_depth`) from Redis, when it answers."""
        from graph_ingest.jobs import INDEX_QUEUE, UPLOAD_QUEUE

        try:
            pool = await self.uploader.pool()
            for queue in (UPLOAD_QUEUE, INDEX_QUEUE):
                depth = await asyncio.wait_for(pool.zcard(queue), HEALTH_TIMEOUT_S)
                QUEUE_DEPTH.labels(queue.removeprefix("clausebot:")).set(depth)
        except Exception as e:  # the gauges keep their last values
            log.info("queue depth not read: %s", type(e).__name__)

    async def _warm_clause_index(self) -> None:
        try:
            await asyncio.to_thread(self.clause_search.refresh)
        except GraphUnavailableError as e:  # the readiness check starts it again (`_clause_index_state`)
            log.warning("stored chunks not checked yet: %s", e)

    async def aclose(self) -> None:
        if self.workers is not None:
            await self.workers.aclose()  # running imports stop at their next step; run again later
        from graph_ingest.sandbox import terminate_all

        terminate_all()  # file readers still running in child processes
        for task in self._tasks:
            task.cancel()
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=5)
        if self._warm is not None and not self._warm.done():
            # the warm-up reads the graph on a worker thread, which a cancel would not stop: closing
            # the driver under it breaks its connection, so it is let finish first
            await asyncio.wait({self._warm}, timeout=WARM_UP_WAIT_S)
        await self.uploader.aclose()
        await self.redis.aclose()
        self._health_thread.shutdown(wait=False, cancel_futures=True)
        self.store.close()
