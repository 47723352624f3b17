"""One guard against platform redeliveries, for every adapter: the first delivery does the work.

Slack retries an event it thinks we missed (`X-Slack-Retry-Num`, same `event_id`) and sends one post
as both `app_mention` and `message`; the Bot Connector retries Teams activities. Each adapter names
what it received (`first("slack", "event", event_id)`); a key is claimed with Redis `SET NX EX`, so
the guard holds across replicas. If Redis is unreachable it fails open (answers, perhaps twice)
rather than going silent.
"""

from __future__ import annotations

import logging
from typing import Any

from redis.exceptions import RedisError

log = logging.getLogger(__name__)

PREFIX = "clausebot"


def scan_glob(text: str) -> str:
    """`text` matched literally in a Redis SCAN pattern."""
    return "".join("\\" + ch if ch in "\\*?[]" else ch for ch in text)


class Deliveries:
    def __init__(self, redis: Any, ttl_s: int = 3600) -> None:
        self.redis = redis
        self.ttl_s = ttl_s

    async def first(self, platform: str, kind: str, delivery_id: str) -> bool:
        """True the first time `platform`'s `kind` `delivery_id` is seen within the TTL, else False."""
        if self.redis is None or not delivery_id:
            return True
        key = f"{PREFIX}:{platform}:{kind}:{delivery_id}"
        try:
            first = bool(await self.redis.set(key, "1", nx=True, ex=self.ttl_s))
        except RedisError:
            log.warning("redis unavailable: cannot deduplicate a %s %s", platform, kind)
            return True
        if not first:
            log.info("dropped repeated delivery of %s %s %s", platform, kind, delivery_id)
        return first
