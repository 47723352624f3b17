"""A LangGraph checkpointer on plain Redis 7 (strings, hashes, sets, sorted sets; no modules).

Keys, with ``T`` the percent-encoded thread id and ``N`` the encoded checkpoint namespace::

    {prefix}:threads                  zset  thread id -> expiry (unix s; +inf without TTL)
    {prefix}:t:T:keys                 set   every key of the thread (delete_thread, TTL refresh)
    {prefix}:t:T:ns                   set   the thread's namespaces
    {prefix}:t:T:N:idx                zset  checkpoint ids (ordered by id, like InMemorySaver)
    {prefix}:t:T:N:cp:ID              hash  checkpoint (without values), metadata, parent id
    {prefix}:t:T:N:b:CHANNEL:VERSION  str   one channel value (shared by checkpoints)
    {prefix}:t:T:N:w:ID               hash  pending writes of a checkpoint

Values are serialised by the saver's serde (`JsonPlusSerializer`). Every write refreshes the TTL of
all of the thread's keys, so a thread lives `ttl_s` after its last turn and then vanishes whole.
The sync methods use a blocking client; the async ones run them in a worker thread.

Bounded threads (both off by default, as LangGraph's conformance suite expects):

- `max_checkpoints=M`: each write keeps only the newest M checkpoints of its namespace and deletes
  the older ones with their pending writes and the blobs that no kept checkpoint references (a
  blob is shared by every checkpoint whose `channel_versions` name its version). LangGraph itself
  reads only the latest checkpoint (a run's start, `get_state`, `update_state`) and writes against
  it, so M >= 2; history (`list`, time travel) reaches back M checkpoints.
- `decoded_cache=K`: the last K channel values decoded are kept in memory, keyed by their bytes
  (`_unpack_blob`).
- `compact(channel, value)`: what is stored of a channel's new value (the agent keeps the last few
  questions of `messages`). The run that wrote it goes on with its whole value; the next run starts
  from the stored one.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import math
import threading
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from typing import Any
from urllib.parse import quote

import redis
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import (
    WRITES_IDX_MAP,
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    get_checkpoint_id,
    get_checkpoint_metadata,
)
from langgraph.checkpoint.memory import InMemorySaver

_SEP = b"\x00"


def _digest(raw: bytes) -> bytes:
    return hashlib.blake2b(raw, digest_size=16).digest()


def _enc(value: str) -> str:
    return quote(value, safe="")


class RedisCheckpointSaver(BaseCheckpointSaver[str]):
    def __init__(
        self,
        url: str,
        *,
        prefix: str = "lg",
        ttl_s: int | None = None,
        serde: Any = None,
        client: redis.Redis | None = None,
        max_checkpoints: int | None = None,
        compact: Callable[[str, Any], Any] | None = None,
        decoded_cache: int = 0,
    ) -> None:
        super().__init__(serde=serde)
        if max_checkpoints is not None and max_checkpoints < 2:
            raise ValueError("max_checkpoints must be at least 2 (the latest and the one it came from)")
        self.client = client or redis.Redis.from_url(url, socket_timeout=5.0, socket_connect_timeout=5.0)
        self.prefix = prefix.rstrip(":")
        self.ttl_s = ttl_s
        self.max_checkpoints = max_checkpoints
        self.compact = compact
        self.decoded_cache = decoded_cache
        self._decoded: OrderedDict[bytes, Any] = OrderedDict()  # digest of the stored bytes -> value
        self._decoded_lock = threading.Lock()

    # --- keys and codecs ----------------------------------------------------------------------

    def _t(self, thread_id: str) -> str:
        return f"{self.prefix}:t:{_enc(thread_id)}"

    def _n(self, thread_id: str, ns: str) -> str:
        return f"{self._t(thread_id)}:{_enc(ns) or '-'}"

    def _pack(self, value: Any) -> bytes:
        kind, data = self.serde.dumps_typed(value)
        return kind.encode() + _SEP + data

    def _unpack(self, raw: bytes) -> Any:
        kind, _, data = raw.partition(_SEP)
        return self.serde.loads_typed((kind.decode(), data))

    def _unpack_blob(self, raw: bytes) -> Any:
        """A channel value; with `decoded_cache`, the last values decoded are kept by their bytes, since
        a thread's next turn reads back what its last one wrote (decoding its messages was the largest
        cost of a turn under load). A digest of the bytes is the key, so another replica's write can
        never be served stale. A list comes back as a new list (of the same, never mutated, messages)."""
        if not self.decoded_cache:
            return self._unpack(raw)
        key = _digest(raw)
        with self._decoded_lock:
            hit = self._decoded.get(key)
            if hit is not None:
                self._decoded.move_to_end(key)
        if hit is None:
            hit = self._unpack(raw)
            self._keep_decoded(raw, hit)
        return list(hit) if isinstance(hit, list) else hit

    def _keep_decoded(self, raw: bytes, value: Any) -> None:
        if not self.decoded_cache:
            return
        with self._decoded_lock:
            self._decoded[_digest(raw)] = value
            while len(self._decoded) > self.decoded_cache:
                self._decoded.popitem(last=False)

    get_next_version = InMemorySaver.get_next_version

    # --- sync API -----------------------------------------------------------------------------

    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        conf = config["configurable"]
        thread_id, ns = conf["thread_id"], conf.get("checkpoint_ns", "")
        cid = get_checkpoint_id(config)
        if cid is None:
            ids = self.client.zrevrangebylex(f"{self._n(thread_id, ns)}:idx", "+", "-", start=0, num=1)
            if not ids:
                return None
            cid = ids[0].decode()
        return self._load(thread_id, ns, cid)

    def list(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        if config is None:
            now = time.time()
            self.client.zremrangebyscore(f"{self.prefix}:threads", "-inf", f"({now}")
            threads = [t.decode() for t in self.client.zrangebyscore(f"{self.prefix}:threads", now, "+inf")]
        else:
            threads = [config["configurable"]["thread_id"]]
        want_ns = config["configurable"].get("checkpoint_ns") if config else None
        want_id = get_checkpoint_id(config) if config else None
        before_id = get_checkpoint_id(before) if before else None
        for thread_id in threads:
            namespaces = sorted(n.decode() for n in self.client.smembers(f"{self._t(thread_id)}:ns"))
            for ns in namespaces:
                if want_ns is not None and ns != want_ns:
                    continue
                ids = [
                    i.decode() for i in self.client.zrevrangebylex(f"{self._n(thread_id, ns)}:idx", "+", "-")
                ]
                for cid in ids:
                    if (want_id and cid != want_id) or (before_id and cid >= before_id):
                        continue
                    found = self._load(thread_id, ns, cid)
                    if found is None:
                        continue
                    if filter and not all(found.metadata.get(k) == v for k, v in filter.items()):
                        continue
                    if limit is not None:
                        if limit <= 0:
                            return
                        limit -= 1
                    yield found

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        conf = config["configurable"]
        thread_id, ns, cid = conf["thread_id"], conf.get("checkpoint_ns", ""), checkpoint["id"]
        base = self._n(thread_id, ns)
        stored = {k: v for k, v in checkpoint.items() if k != "channel_values"}
        values = checkpoint.get("channel_values") or {}
        keys: list[str] = [f"{base}:idx", f"{base}:cp:{_enc(cid)}"]
        pipe = self.client.pipeline()
        for channel, version in new_versions.items():
            blob_key = self._blob_key(base, channel, version)
            raw = b"empty" + _SEP
            if channel in values:
                value = self._compacted(channel, values[channel])
                raw = self._pack(value)
                if isinstance(value, list):  # the thread's next turn reads it back first
                    self._keep_decoded(raw, list(value))
            pipe.set(blob_key, raw)
            keys.append(blob_key)
        pipe.hset(
            f"{base}:cp:{_enc(cid)}",
            mapping={
                "checkpoint": self._pack(stored),
                "metadata": self._pack(get_checkpoint_metadata(config, metadata)),
                "parent": conf.get("checkpoint_id") or "",
            },
        )
        pipe.zadd(f"{base}:idx", {cid: 0})
        pipe.sadd(f"{self._t(thread_id)}:ns", ns)
        self._track(pipe, thread_id, keys)
        pipe.execute()
        if self.max_checkpoints is not None:
            self._prune(thread_id, ns, self.max_checkpoints)
        self._refresh(thread_id)
        return {"configurable": {"thread_id": thread_id, "checkpoint_ns": ns, "checkpoint_id": cid}}

    def put_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        conf = config["configurable"]
        thread_id, ns, cid = conf["thread_id"], conf.get("checkpoint_ns", ""), conf["checkpoint_id"]
        key = f"{self._n(thread_id, ns)}:w:{_enc(cid)}"
        pipe = self.client.pipeline()
        for idx, (channel, value) in enumerate(writes):
            inner = WRITES_IDX_MAP.get(channel, idx)
            field = f"{task_id}\x00{inner}"
            header = json.dumps({"task": task_id, "channel": channel, "path": task_path, "idx": inner})
            raw = header.encode() + _SEP + self._pack(value)
            (pipe.hsetnx if inner >= 0 else pipe.hset)(key, field, raw)
        self._track(pipe, thread_id, [key])
        pipe.execute()
        self._refresh(thread_id)

    def delete_thread(self, thread_id: str) -> None:
        tkey = self._t(thread_id)
        keys = [k.decode() for k in self.client.smembers(f"{tkey}:keys")]
        pipe = self.client.pipeline()
        for i in range(0, len(keys), 500):
            pipe.delete(*keys[i : i + 500])
        pipe.delete(f"{tkey}:keys", f"{tkey}:ns")
        pipe.zrem(f"{self.prefix}:threads", thread_id)
        pipe.execute()

    # --- helpers ------------------------------------------------------------------------------

    @staticmethod
    def _blob_key(base: str, channel: str, version: Any) -> str:
        return f"{base}:b:{_enc(channel)}:{_enc(str(version))}"

    def _compacted(self, channel: str, value: Any) -> Any:
        return self.compact(channel, value) if self.compact is not None else value

    def _prune(self, thread_id: str, ns: str, keep: int) -> None:
        """Delete the namespace's checkpoints older than its newest `keep`, their pending writes, and
        the blobs only they reference."""
        base = self._n(thread_id, ns)
        ids = [i.decode() for i in self.client.zrange(f"{base}:idx", 0, -1)]  # all score 0: by id
        if len(ids) <= keep:
            return
        old, kept = ids[:-keep], ids[-keep:]
        pipe = self.client.pipeline(transaction=False)
        for cid in ids:
            pipe.hget(f"{base}:cp:{_enc(cid)}", "checkpoint")
        refs = {cid: self._blobs_of(base, raw) for cid, raw in zip(ids, pipe.execute(), strict=True)}
        needed = set().union(*(refs[c] for c in kept))
        gone = {b for c in old for b in refs[c]} - needed
        gone |= {f"{base}:{kind}:{_enc(c)}" for c in old for kind in ("cp", "w")}
        pipe = self.client.pipeline()
        pipe.zrem(f"{base}:idx", *old)
        pipe.delete(*gone)
        pipe.srem(f"{self._t(thread_id)}:keys", *gone)
        pipe.execute()

    def _blobs_of(self, base: str, raw: bytes | None) -> set[str]:
        """The blob keys a stored checkpoint reads (its `channel_versions`)."""
        if not raw:
            return set()
        versions = self._unpack(raw).get("channel_versions") or {}
        return {self._blob_key(base, c, v) for c, v in versions.items()}

    def _track(self, pipe: Any, thread_id: str, keys: list[str]) -> None:
        pipe.sadd(f"{self._t(thread_id)}:keys", *keys)
        expiry = time.time() + self.ttl_s if self.ttl_s else math.inf
        pipe.zadd(f"{self.prefix}:threads", {thread_id: expiry})

    def _refresh(self, thread_id: str) -> None:
        if not self.ttl_s:
            return
        tkey = self._t(thread_id)
        keys = [k.decode() for k in self.client.smembers(f"{tkey}:keys")]
        pipe = self.client.pipeline(transaction=False)
        for k in [*keys, f"{tkey}:keys", f"{tkey}:ns"]:
            pipe.expire(k, self.ttl_s)
        pipe.execute()

    def _load(self, thread_id: str, ns: str, cid: str) -> CheckpointTuple | None:
        base = self._n(thread_id, ns)
        raw = self.client.hgetall(f"{base}:cp:{_enc(cid)}")
        if not raw:
            return None
        stored: Checkpoint = self._unpack(raw[b"checkpoint"])
        versions = stored.get("channel_versions") or {}
        channels = list(versions)
        blobs = self.client.mget([self._blob_key(base, c, versions[c]) for c in channels]) if channels else []
        values = {
            c: self._unpack_blob(b)
            for c, b in zip(channels, blobs, strict=True)
            if b and not b.startswith(b"empty" + _SEP)
        }
        writes = []
        for raw_w in self.client.hgetall(f"{base}:w:{_enc(cid)}").values():
            header, _, packed = raw_w.partition(_SEP)
            h = json.loads(header)
            writes.append(((h["path"], h["task"], h["idx"]), (h["task"], h["channel"], self._unpack(packed))))
        writes.sort(key=lambda w: w[0])
        parent = raw.get(b"parent", b"").decode()
        return CheckpointTuple(
            config={"configurable": {"thread_id": thread_id, "checkpoint_ns": ns, "checkpoint_id": cid}},
            checkpoint={**stored, "channel_values": values},
            metadata=self._unpack(raw[b"metadata"]),
            parent_config=(
                {"configurable": {"thread_id": thread_id, "checkpoint_ns": ns, "checkpoint_id": parent}}
                if parent
                else None
            ),
            pending_writes=[w[1] for w in writes],
        )

    # --- async API: the sync calls in a worker thread ------------------------------------------

    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        return await asyncio.to_thread(self.get_tuple, config)

    async def alist(
        self,
        config: RunnableConfig | None,
        *,
        filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None,
        limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        items = await asyncio.to_thread(
            lambda: [*self.list(config, filter=filter, before=before, limit=limit)]
        )
        for item in items:
            yield item

    async def aput(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        return await asyncio.to_thread(self.put, config, checkpoint, metadata, new_versions)

    async def aput_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = ""
    ) -> None:
        await asyncio.to_thread(self.put_writes, config, writes, task_id, task_path)

    async def adelete_thread(self, thread_id: str) -> None:
        await asyncio.to_thread(self.delete_thread, thread_id)

    def close(self) -> None:
        self.client.close()
