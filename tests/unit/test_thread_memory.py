"""Thread memory's bounds: the settings and how the production checkpointer is built from them."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage

from agent.graph import HISTORY_TURNS
from agent.memory import bounded_history, redis_checkpointer
from core.settings import RedisSettings, Settings


def test_memory_keeps_at_least_what_the_model_reads() -> None:
    field = RedisSettings.model_fields["memory_turns"]
    assert RedisSettings().memory_turns >= HISTORY_TURNS
    assert any(getattr(m, "ge", None) == HISTORY_TURNS for m in field.metadata)


def test_the_production_checkpointer_is_bounded() -> None:
    redis = RedisSettings(url="redis://127.0.0.1:1/0", memory_turns=7, memory_checkpoints=4)
    saver = redis_checkpointer(Settings(_env_file=None, redis=redis))
    try:
        assert saver.max_checkpoints == 4 and saver.ttl_s == redis.memory_ttl_s
        messages = [m for i in range(9) for m in (HumanMessage(f"q{i}"), AIMessage(f"a{i}"))]
        assert saver.compact is not None
        assert [m.content for m in saver.compact("messages", messages)][::2] == [f"q{i}" for i in range(2, 9)]
        assert saver.compact("other", messages) is messages
    finally:
        saver.close()


def test_bounded_history_leaves_short_threads_and_other_values_alone() -> None:
    compact = bounded_history(6)
    short = [HumanMessage("q"), AIMessage("a")]
    assert compact("messages", short) == short
    assert compact("messages", "not a list") == "not a list"
