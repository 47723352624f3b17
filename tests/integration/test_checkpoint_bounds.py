"""The Redis checkpointer's bounds: the newest `max_checkpoints` kept (with the blobs they share),
and `compact` on what is stored."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
import redis
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.checkpoint.base import create_checkpoint, empty_checkpoint

from agent.checkpoint import RedisCheckpointSaver
from agent.memory import bounded_history, last_questions

pytestmark = pytest.mark.integration


def _saver(url: str, **kwargs: Any) -> RedisCheckpointSaver:
    return RedisCheckpointSaver(url, prefix=f"test-{uuid.uuid4().hex[:8]}", ttl_s=600, **kwargs)


def _chain(saver: RedisCheckpointSaver, thread: str, steps: int, start: int = 0) -> list[dict]:
    """`steps` checkpoints of one thread, each from the one before: channel "a" changes every
    step, "b" only at the first (every later checkpoint shares its blob), with a pending write each."""
    latest = saver.get_tuple({"configurable": {"thread_id": thread}})
    cp = latest.checkpoint if latest else empty_checkpoint()
    config = latest.config if latest else {"configurable": {"thread_id": thread, "checkpoint_ns": ""}}
    configs = []
    for step in range(start, start + steps):
        changed = ["a"] if cp["channel_versions"] else ["a", "b"]
        values = {**cp["channel_values"], "a": f"a{step}"}
        if "b" in changed:
            values["b"] = "shared"
        new_versions = {c: saver.get_next_version(cp["channel_versions"].get(c), None) for c in changed}
        cp = create_checkpoint(cp, None, step)
        cp["channel_values"] = values
        cp["channel_versions"] = {**cp["channel_versions"], **new_versions}
        config = saver.put(config, cp, {"source": "loop", "step": step}, new_versions)
        saver.put_writes(config, [("a", f"pending{step}")], task_id=f"task{step}")
        configs.append(config)
    return configs


def _keys(client: redis.Redis, saver: RedisCheckpointSaver, thread: str) -> set[str]:
    return {k.decode() for k in client.scan_iter(match=f"{saver.prefix}:t:{thread}:*")}


def test_keeps_the_newest_checkpoints_and_the_blobs_they_share(redis_url) -> None:
    saver, client = _saver(redis_url, max_checkpoints=3), redis.Redis.from_url(redis_url)
    configs = _chain(saver, "t1", 10)
    listed = list(saver.list({"configurable": {"thread_id": "t1"}}))
    assert [t.config for t in listed] == configs[:-4:-1]  # the newest three, newest first
    latest = saver.get_tuple({"configurable": {"thread_id": "t1"}})
    assert latest.config == configs[-1]
    # "b" was written by the first checkpoint, long deleted: its blob stays while a kept one reads it
    assert latest.checkpoint["channel_values"] == {"a": "a9", "b": "shared"}
    assert latest.pending_writes == [("task9", "a", "pending9")]
    assert latest.parent_config == configs[-2]
    assert saver.get_tuple(latest.parent_config).checkpoint["channel_values"]["a"] == "a8"
    assert saver.get_tuple(configs[0]) is None
    # nothing else is left: 3 checkpoints, their writes, 3 blobs of "a", 1 of "b"
    keys = _keys(client, saver, "t1")
    kinds = sorted(k.split(":-:")[1].split(":")[0] for k in keys if ":-:" in k)
    assert kinds == ["b"] * 4 + ["cp"] * 3 + ["idx"] + ["w"] * 3
    tracked = {k.decode() for k in client.smembers(f"{saver.prefix}:t:t1:keys")}
    assert tracked == {k for k in keys if ":-:" in k}  # what TTL refresh and delete_thread cover
    saver.delete_thread("t1")
    assert not _keys(client, saver, "t1")


def test_a_thread_written_unbounded_is_pruned_at_its_next_write(redis_url) -> None:
    unbounded = _saver(redis_url)
    client = redis.Redis.from_url(redis_url)
    _chain(unbounded, "t-old", 8)
    bounded = RedisCheckpointSaver(redis_url, prefix=unbounded.prefix, ttl_s=600, max_checkpoints=2)
    configs = _chain(bounded, "t-old", 1, start=8)
    assert [t.config for t in bounded.list({"configurable": {"thread_id": "t-old"}})][0] == configs[0]
    assert len(list(bounded.list({"configurable": {"thread_id": "t-old"}}))) == 2
    latest = bounded.get_tuple({"configurable": {"thread_id": "t-old"}})
    assert latest.checkpoint["channel_values"] == {"a": "a8", "b": "shared"}
    assert len([k for k in _keys(client, bounded, "t-old") if ":b:a:" in k]) == 2
    # other threads are not touched
    _chain(unbounded, "t-other", 4)
    _chain(bounded, "t-old", 1, start=9)
    assert len(list(unbounded.list({"configurable": {"thread_id": "t-other"}}))) == 4


def test_one_checkpoint_is_not_enough() -> None:
    with pytest.raises(ValueError, match="at least 2"):
        RedisCheckpointSaver("redis://127.0.0.1:1/0", max_checkpoints=1)


def _turn(i: int) -> list[Any]:
    call = {"name": "contract_search", "args": {"q": i}, "id": f"call{i}", "type": "tool_call"}
    return [
        HumanMessage(f"q{i}", id=f"h{i}"),
        AIMessage("", tool_calls=[call], id=f"a{i}"),
        ToolMessage("{}", tool_call_id=f"call{i}", id=f"t{i}"),
        AIMessage(f"answer {i}", id=f"f{i}"),
    ]


def test_last_questions_cut_only_before_a_question() -> None:
    messages = [m for i in range(5) for m in _turn(i)]
    kept = last_questions(messages, 2)
    assert [m.id for m in kept] == ["h3", "a3", "t3", "f3", "h4", "a4", "t4", "f4"]
    assert last_questions(messages, 9) == messages
    # a tool call and its results go together, however the turn ends
    partial = [*messages, HumanMessage("q5", id="h5"), AIMessage("", tool_calls=[], id="a5")]
    assert [m.id for m in last_questions(partial, 1)] == ["h5", "a5"]


def test_compact_is_what_is_stored(redis_url) -> None:
    saver = _saver(redis_url, compact=bounded_history(2))
    messages = [m for i in range(4) for m in _turn(i)]
    cp = empty_checkpoint()
    cp["channel_values"] = {"messages": messages, "other": [1, 2, 3]}
    cp["channel_versions"] = {c: saver.get_next_version(None, None) for c in ("messages", "other")}
    config = {"configurable": {"thread_id": "t-compact", "checkpoint_ns": ""}}
    saver.put(config, cp, {"source": "input", "step": 0}, cp["channel_versions"])
    stored = saver.get_tuple(config).checkpoint["channel_values"]
    assert [m.content for m in stored["messages"] if isinstance(m, HumanMessage)] == ["q2", "q3"]
    assert stored["messages"] == messages[8:] and stored["other"] == [1, 2, 3]
    assert len(cp["channel_values"]["messages"]) == 16  # the caller's value is not changed


def _messages_checkpoint(
    saver: RedisCheckpointSaver, thread: str, messages: list, before: Any = None
) -> dict:
    latest = before or saver.get_tuple({"configurable": {"thread_id": thread}})
    cp = latest.checkpoint if latest else empty_checkpoint()
    config = latest.config if latest else {"configurable": {"thread_id": thread, "checkpoint_ns": ""}}
    versions = {"messages": saver.get_next_version(cp["channel_versions"].get("messages"), None)}
    cp = create_checkpoint(cp, None, len(messages))
    cp["channel_values"] = {"messages": messages}
    cp["channel_versions"] = {**cp["channel_versions"], **versions}
    return saver.put(config, cp, {"source": "loop", "step": len(messages)}, versions)


def test_decoded_memory_is_reused_and_never_stale_across_replicas(redis_url) -> None:
    """With `decoded_cache`, a thread's next turn reads back its messages without decoding them, as
    new lists of the same messages; a replica that did not write them decodes what is stored, and a
    later write by another replica is what the first one reads next."""
    prefix = f"test-{uuid.uuid4().hex[:8]}"
    one = RedisCheckpointSaver(redis_url, prefix=prefix, ttl_s=600, decoded_cache=8)
    two = RedisCheckpointSaver(redis_url, prefix=prefix, ttl_s=600, decoded_cache=8)
    first = [HumanMessage("q1", id="h1"), AIMessage("a1", id="a1")]
    _messages_checkpoint(one, "t", first)
    decodes = 0
    original = one._unpack

    def counting(raw: bytes) -> Any:
        nonlocal decodes
        decodes += 1
        return original(raw)

    one._unpack = counting  # type: ignore[method-assign]
    read = one.get_tuple({"configurable": {"thread_id": "t"}}).checkpoint["channel_values"]["messages"]
    again = one.get_tuple({"configurable": {"thread_id": "t"}}).checkpoint["channel_values"]["messages"]
    assert [m.content for m in read] == ["q1", "a1"] and read is not again and read[0] is again[0]
    assert decodes == 4, "per read only the checkpoint and its metadata are decoded, not the messages"
    read.append(HumanMessage("local change"))  # a caller's list is its own
    assert (
        len(one.get_tuple({"configurable": {"thread_id": "t"}}).checkpoint["channel_values"]["messages"]) == 2
    )
    # the other replica writes the next turn; the first reads it, decoded from Redis
    seen = two.get_tuple({"configurable": {"thread_id": "t"}})
    _messages_checkpoint(two, "t", [*first, HumanMessage("q2", id="h2"), AIMessage("a2", id="a2")], seen)
    latest = one.get_tuple({"configurable": {"thread_id": "t"}}).checkpoint["channel_values"]["messages"]
    assert [m.content for m in latest] == ["q1", "a1", "q2", "a2"]
