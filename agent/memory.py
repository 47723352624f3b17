"""Thread memory: ids built from where a conversation happens, and the Redis checkpointer."""

from __future__ import annotations

from urllib.parse import quote

from agent.checkpoint import RedisCheckpointSaver
from core.settings import Settings

KEY_PREFIX = "clausebot:cp"


def thread_key(platform: str, workspace: str, channel: str, thread: str | None) -> str:
    """'slack:T1:C9:1712.33'; parts are percent-encoded so a ':' inside one cannot collide."""
    parts = [platform, workspace, channel, thread or "main"]
    return ":".join(quote(str(p), safe="") for p in parts)


def redis_checkpointer(settings: Settings) -> RedisCheckpointSaver:
    return RedisCheckpointSaver(settings.redis_url(), prefix=KEY_PREFIX, ttl_s=settings.redis.memory_ttl_s)
