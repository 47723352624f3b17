"""Everything a running bot process holds: store, Redis, agent, uploads, conversation service."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from bot.components import build_clause_search, build_ingestor
from bot.conversation import ConversationService
from bot.uploads import UploadHandler, make_uploader
from core.settings import Settings
from graph_ingest.errors import GraphUnavailableError
from graph_ingest.indexes import ensure_search_indexes
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)

WARM_UP_WAIT_S = 60.0  # longest shutdown waits for the clause index warm-up to finish


@dataclass
class Runtime:
    settings: Settings
    store: GraphStore
    redis: Any
    service: ConversationService
    uploader: UploadHandler
    clause_search: Any = None
    extra_routes: list[Callable[[web.Application], None]] = field(default_factory=list)
    _worker: Any = None
    _worker_task: asyncio.Task | None = None
    _warm: asyncio.Task | None = None

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
            settings, agent.answer, redis=redis, uploader=uploader, note_upload=agent.note_upload
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
        """Warm the clause index; the in-process ingestion worker (CLAUSEBOT_INGEST__INLINE_WORKER)."""
        if self.clause_search is not None:
            self._warm = asyncio.create_task(self._warm_clause_index(), name="clause-index-warm-up")
        if not self.settings.ingest.inline_worker or self._worker_task is not None:
            return
        from graph_ingest.jobs import build_worker

        self._worker = build_worker(
            self.settings.redis_url(),
            build_ingestor(self.settings, self.store),
            job_timeout_s=self.settings.ingest.job_timeout_s,
            handle_signals=False,
            max_jobs=self.settings.ingest.workers,
        )
        self._worker_task = asyncio.create_task(self._worker.async_run(), name="ingest-worker")

    async def _warm_clause_index(self) -> None:
        try:
            await asyncio.to_thread(self.clause_search.refresh, True)
        except GraphUnavailableError as e:  # searches will retry the refresh
            log.warning("clause index not loaded yet: %s", e)

    async def aclose(self) -> None:
        if self._warm is not None and not self._warm.done():
            # the warm-up reads the graph on a worker thread, which a cancel would not stop: closing
            # the driver under it breaks its connection, so it is let finish first
            await asyncio.wait({self._warm}, timeout=WARM_UP_WAIT_S)
        if self._worker is not None:
            await self._worker.close()
        if self._worker_task is not None:
            self._worker_task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._worker_task
        await self.uploader.aclose()
        await self.redis.aclose()
        self.store.close()
