"""The Redis checkpointer on plain Redis 7: LangGraph's conformance suite, TTL, delete_thread."""

from __future__ import annotations

import uuid

import pytest
import redis
from langgraph.checkpoint.base import empty_checkpoint

from agent.checkpoint import RedisCheckpointSaver
from agent.memory import thread_key

pytestmark = pytest.mark.integration


def _saver(url: str, ttl_s: int | None = 600) -> RedisCheckpointSaver:
    return RedisCheckpointSaver(url, prefix=f"test-{uuid.uuid4().hex[:8]}", ttl_s=ttl_s)


async def test_langgraph_conformance_suite(redis_url) -> None:
    conformance = pytest.importorskip("langgraph.checkpoint.conformance")

    @conformance.checkpointer_test(name="RedisCheckpointSaver")
    async def factory():
        saver = _saver(redis_url)
        yield saver
        saver.close()

    report = await conformance.validate(factory)
    results = {name: r for name, r in report.results.items() if r.detected}
    assert set(results) == {"put", "put_writes", "get_tuple", "list", "delete_thread"}
    failures = {name: r.failures for name, r in results.items() if not r.passed}
    assert not failures
    assert sum(r.tests_passed for r in results.values()) >= 58


def _put(saver: RedisCheckpointSaver, thread: str, value: str) -> dict:
    cp = empty_checkpoint()
    cp["channel_values"] = {"messages": value}
    cp["channel_versions"] = {"messages": saver.get_next_version(None, None)}
    config = {"configurable": {"thread_id": thread, "checkpoint_ns": ""}}
    return saver.put(config, cp, {"source": "input", "step": 0}, cp["channel_versions"])


def test_sync_roundtrip_and_thread_ids_with_separators(redis_url) -> None:
    saver = _saver(redis_url)
    a, b = thread_key("slack", "T1", "C:1", "17.2"), thread_key("slack", "T1", "C", "1:17.2")
    assert a != b
    _put(saver, a, "first")
    _put(saver, b, "second")
    got = saver.get_tuple({"configurable": {"thread_id": a}})
    assert got is not None and got.checkpoint["channel_values"]["messages"] == "first"
    saver.delete_thread(a)
    assert saver.get_tuple({"configurable": {"thread_id": a}}) is None
    assert saver.get_tuple({"configurable": {"thread_id": b}}) is not None
    assert [t.config["configurable"]["thread_id"] for t in saver.list(None)] == [b]


def test_ttl_is_set_and_refreshed_on_every_write(redis_url) -> None:
    saver = _saver(redis_url, ttl_s=100)
    client = redis.Redis.from_url(redis_url)
    _put(saver, "t-ttl", "one")
    keys = client.keys(f"{saver.prefix}:*t-ttl*")
    assert keys and all(0 < client.ttl(k) <= 100 for k in keys)
    for k in keys:
        client.expire(k, 5)
    _put(saver, "t-ttl", "two")  # a new turn: the whole thread lives another ttl_s
    assert all(client.ttl(k) > 50 for k in client.keys(f"{saver.prefix}:*t-ttl*"))


def test_no_ttl_means_persistent(redis_url) -> None:
    saver = _saver(redis_url, ttl_s=None)
    client = redis.Redis.from_url(redis_url)
    _put(saver, "t-keep", "one")
    assert all(client.ttl(k) == -1 for k in client.keys(f"{saver.prefix}:*t-keep*"))


def test_expired_thread_is_gone(redis_url) -> None:
    saver = _saver(redis_url, ttl_s=100)
    client = redis.Redis.from_url(redis_url)
    _put(saver, "t-exp", "one")
    for k in client.keys(f"{saver.prefix}:t:*"):
        client.delete(k)  # what expiry does
    assert saver.get_tuple({"configurable": {"thread_id": "t-exp"}}) is None
