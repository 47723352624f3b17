"""Everything a running bot process holds: store, Redis, agent, conversation service."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from bot.service import ConversationService
from bot.settings import Settings
from graph_ingest.indexes import ensure_search_indexes
from graph_ingest.store import GraphStore


@dataclass
class Runtime:
    settings: Settings
    store: GraphStore
    redis: Any
    service: ConversationService
    extra_routes: list[Callable[[web.Application], None]] = field(default_factory=list)

    @classmethod
    def create(cls, settings: Settings) -> Runtime:
        import redis.asyncio as aioredis
        from agent.service import make_answerer

        store = GraphStore.from_settings(settings)
        store.verify()
        store.ensure_schema()
        ensure_search_indexes(settings, store)
        redis = aioredis.Redis.from_url(settings.redis.effective_url)
        answerer = make_answerer(settings, store)
        service = ConversationService(
            settings, store, answerer, redis=redis, uploader=_uploader(settings, store, redis)
        )
        return cls(settings=settings, store=store, redis=redis, service=service)

    async def aclose(self) -> None:
        await self.redis.aclose()
        self.store.close()


def _uploader(settings: Settings, store: GraphStore, redis: Any) -> Any:
    try:
        from bot.uploads import make_uploader
    except ImportError:  # ingestion pipeline not installed
        return None
    return make_uploader(settings, store, redis)
