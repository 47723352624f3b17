"""What the retention settings (`CLAUSEBOT_DATA__FEEDBACK_RETENTION_DAYS`, `…MEMORY_RETENTION_DAYS`)
drop: old 👍/👎, and the answers, thread memory and web chat threads of conversations idle too long. One server an hour
applies them (`apply_retention`, from `bot.tenant_schedule.sweep_forever`)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from typing import Any

from agent.memory import KEY_PREFIX as MEMORY_PREFIX
from bot import webthreads
from bot.conversation import feedback_key
from bot.tenant_data import DAY_S, PREFIX, _delete, _scan, reply_records
from core.settings import Settings

log = logging.getLogger(__name__)

RETENTION_LOCK = PREFIX + "retention-lock"
RETENTION_EVERY_S = 3600.0


async def _trim_feedback(redis: Any, cutoff: float) -> int:
    dropped = 0
    for key in await _scan(redis, feedback_key("*")):
        old = 0
        for raw in await redis.lrange(key, 0, -1):  # oldest first (RPUSH)
            try:
                at = float(json.loads(raw).get("at") or 0)
            except (ValueError, AttributeError, TypeError):
                at = 0.0
            if at >= cutoff:
                break
            old += 1
        if old:
            await redis.ltrim(key, old, -1)  # entries pushed meanwhile are at the end: kept
            dropped += old
    return dropped


async def _expire_answers(redis: Any, cutoff: float) -> int:
    old = []
    async for key, record in reply_records(redis):
        with contextlib.suppress(ValueError, TypeError):
            if float(record.get("at") or 0) < cutoff:
                old.append(key)
    return await _delete(redis, old)


def _expire_threads(settings: Settings, retention_s: float, now: float) -> int:
    """Threads idle longer than the retention (when it is shorter than the memory TTL they were
    written with): deleted whole by the agent's saver."""
    from agent.checkpoint import RedisCheckpointSaver

    ttl = settings.redis.memory_ttl_s
    if retention_s >= ttl:
        return 0  # the TTL already ends them first
    saver = RedisCheckpointSaver(settings.redis_url(), prefix=MEMORY_PREFIX)
    try:
        # score = last write + ttl; idle past the retention: last write < now - retention
        stale = saver.client.zrangebyscore(f"{MEMORY_PREFIX}:threads", "-inf", now - retention_s + ttl)
        for thread_id in stale:
            saver.delete_thread(thread_id.decode())
        return len(stale)
    finally:
        saver.close()


async def apply_retention(settings: Settings, redis: Any, now: float | None = None) -> dict[str, int]:
    """Drop feedback older than `feedback_retention_days`, and answers and thread memory idle longer
    than `memory_retention_days`. One replica an hour (a lock), the others skip."""
    now = time.time() if now is None else now
    if not await redis.set(RETENTION_LOCK, "1", nx=True, ex=int(RETENTION_EVERY_S) - 60):
        return {}
    data = settings.data
    done = {"feedback": 0, "answers": 0, "threads": 0, "web_threads": 0}
    if data.feedback_retention_days:
        done["feedback"] = await _trim_feedback(redis, now - data.feedback_retention_days * DAY_S)
    if data.memory_retention_days:
        retention = data.memory_retention_days * DAY_S
        done["answers"] = await _expire_answers(redis, now - retention)
        done["threads"] = await asyncio.to_thread(_expire_threads, settings, retention, now)
        done["web_threads"] = await webthreads.expire_idle(redis, now - retention)
    if any(done.values()):
        log.info("retention: dropped %s", ", ".join(f"{v} {k}" for k, v in done.items() if v))
    return done
