"""Thread memory: ids built from where a conversation happens, and the Redis checkpointer.

A thread's memory is bounded: the checkpointer stores only the last `memory_turns` questions of the
conversation (each with its tool calls, results and answer: what follow-ups read) and keeps only the
newest `memory_checkpoints` checkpoints, so a thread that is used every day for a year costs what it
cost after its first few questions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any
from urllib.parse import quote

from langchain_core.messages import HumanMessage

from agent.checkpoint import RedisCheckpointSaver
from core.settings import Settings

KEY_PREFIX = "clausebot:cp"
MESSAGES = "messages"  # agent.state.AgentState's channel


def thread_key(platform: str, workspace: str, channel: str, thread: str | None) -> str:
    """'slack:T1:C9:1712.33'; parts are percent-encoded so a ':' inside one cannot collide."""
    parts = [platform, workspace, channel, thread or "main"]
    return ":".join(quote(str(p), safe="") for p in parts)


def last_questions(messages: Sequence[Any], turns: int) -> list[Any]:
    """The last `turns` questions with everything after them. A cut is made only before a question,
    so a tool call is never parted from its results."""
    starts = [i for i, m in enumerate(messages) if isinstance(m, HumanMessage)]
    return list(messages[starts[-turns] :] if len(starts) > turns else messages)


def bounded_history(turns: int) -> Callable[[str, Any], Any]:
    """The checkpointer's `compact`: of the conversation, the last `turns` questions are stored."""

    def compact(channel: str, value: Any) -> Any:
        if channel == MESSAGES and isinstance(value, list):
            return last_questions(value, turns)
        return value

    return compact


# thread memories kept decoded per process: a bounded thread is some 25 messages (up to ~0.5 MB
# decoded with 50 cards a turn), so at most ~64 MB, typically a few
DECODED_CACHE = 128


def redis_checkpointer(settings: Settings) -> RedisCheckpointSaver:
    memory = settings.redis
    return RedisCheckpointSaver(
        settings.redis_url(),
        prefix=KEY_PREFIX,
        ttl_s=memory.memory_ttl_s,
        max_checkpoints=memory.memory_checkpoints,
        compact=bounded_history(memory.memory_turns),
        decoded_cache=DECODED_CACHE,
    )
