"""What the Slack adapter remembers in Redis, so that it holds across replicas.

- delivered event ids: Slack retries an event it thinks we missed (`X-Slack-Retry-Num`) with the
  same `event_id`; only the first delivery does work (`bot.deliveries`, shared with Teams);
- answered messages (team + channel + ts): one post can arrive as both `app_mention` and
  `message`; only one of them is answered (the same guard);
- threads the bot took part in: follow-ups there are answered without a new mention.

If Redis is unreachable the adapter fails open (answers, perhaps twice) rather than going silent.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from redis.exceptions import RedisError
from slack_bolt.response import BoltResponse

from bot.deliveries import Deliveries

log = logging.getLogger(__name__)

PREFIX = "clausebot:slack"


class SlackDedup:
    def __init__(self, redis: Any, ttl_s: int = 3600, thread_ttl_s: int = 30 * 24 * 3600) -> None:
        self.redis = redis
        self.deliveries = Deliveries(redis, ttl_s)
        self.thread_ttl_s = thread_ttl_s

    async def claim_event(self, event_id: str) -> bool:
        """True the first time this event id is seen (within the TTL), False for a retry."""
        return await self.deliveries.first("slack", "event", event_id)

    async def drop_retries(self, body: dict[str, Any], next: Callable[[], Awaitable[Any]]) -> Any:
        """Bolt middleware (after signature checks): a repeated event id is acked and dropped."""
        event_id = body.get("event_id")
        if event_id and not await self.claim_event(event_id):
            return BoltResponse(status=200, body="")
        return await next()

    async def claim_message(self, team: str, channel: str, ts: str) -> bool:
        """True for the first listener that answers this post, False for the second."""
        return await self.deliveries.first("slack", "msg", f"{team}:{channel}:{ts}")

    async def join_thread(self, thread_id: str) -> None:
        """Remember that the bot is in this thread (key from `Turn.thread_id`)."""
        if self.redis is None:
            return
        try:
            await self.redis.set(f"{PREFIX}:thread:{thread_id}", "1", ex=self.thread_ttl_s)
        except RedisError:
            log.warning("redis unavailable: thread follow-ups will need a mention")

    async def in_thread(self, thread_id: str) -> bool:
        if self.redis is None:
            return False
        try:
            return bool(await self.redis.exists(f"{PREFIX}:thread:{thread_id}"))
        except RedisError:
            log.warning("redis unavailable: cannot tell whether the bot is in a thread")
            return False
