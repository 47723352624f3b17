"""The web chat's threads, kept on the server per user: titles, and every message with its reply.

The page shows what is stored here, so a reply lands in the thread it belongs to whichever thread is
open, an upload that outlives its request is finished here by the upload watch (`WebMessenger`),
and reloading the page (or another tab) shows the same threads.

Keys, with ``W`` the tenant and ``U`` the web user (both percent-encoded)::

    clausebot:webchat:W:U:threads      hash  thread id -> Thread JSON
    clausebot:webchat:W:U:order:T      list  message ids of thread T, in order
    clausebot:webchat:W:U:msgs:T       hash  message id -> Message JSON

Every key lives as long as a thread's memory (`CLAUSEBOT_REDIS__MEMORY_TTL_S`), refreshed on each write,
and is deleted with the tenant (`bot.tenant_data.key_patterns`).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import secrets
import time
from collections.abc import AsyncIterator, Callable
from typing import Any, Literal
from urllib.parse import quote

from pydantic import BaseModel, Field
from redis.exceptions import WatchError

from bot.cards import trim
from bot.types import Reply

PREFIX = "clausebot:webchat"
MAX_THREADS = 100  # per user; the oldest beyond it are dropped
MAX_MESSAGES = 400  # per thread; the oldest beyond it are dropped
TITLE_CHARS = 80
NEW_TITLE = "New thread"
# a failed answer the user may simply ask again (the service, the model or a store was briefly away)
TRANSIENT = frozenset(
    {
        "graph_unavailable",
        "model_unavailable",
        "memory_unavailable",
        "queue_unavailable",
        "rate_limited",
        "internal",
    }
)


class Thread(BaseModel):
    id: str
    title: str = NEW_TITLE
    created: float = Field(default_factory=time.time)
    updated: float = Field(default_factory=time.time)
    pending: bool = Field(False, description="a message of the thread is still being answered")


class Message(BaseModel):
    id: str = Field(default_factory=lambda: secrets.token_hex(8))
    role: Literal["user", "bot"]
    text: str = ""
    upload: str | None = Field(None, description="the file name, for an upload")
    reply: Reply | None = None
    status: Literal["pending", "done", "error"] = "done"
    step: str | None = Field(None, description="what a pending answer is doing now")
    at: float = Field(default_factory=time.time)
    expires: float | None = Field(
        None, description="a pending message still pending after this time was interrupted"
    )
    feedback: Literal["up", "down"] | None = Field(None, description="the user's 👍/👎 on this answer")
    upload_of: str | None = Field(None, description="the file an upload's answer is about")


Change = Callable[[Message], Message | None]  # a message's new state, or None to leave it as it is


def web_user(session: str) -> str:
    """The web chat's user id for a browser session: stable for the session, not the session id itself
    (which is a credential)."""
    return "web-" + hashlib.sha256(session.encode()).hexdigest()[:20]


def user_prefix(tenant: str, user: str) -> str:
    return f"{PREFIX}:{quote(tenant, safe='')}:{quote(user, safe='')}"


def tenant_glob(tenant: str) -> str:
    """The beginning of every web chat key of a tenant (encoded: no glob characters in it)."""
    return f"{PREFIX}:{quote(tenant, safe='')}:"


def new_thread_id() -> str:
    return secrets.token_urlsafe(18)  # 24 url-safe characters: THREAD_PATTERN


def settle(message: Message, reply: Reply) -> Message:
    """The bot message once `reply` is in: done, an error, or (an import that outlived its request)
    still pending, saying so; the upload watch finishes it later (`WebMessenger.show`)."""
    if reply.error_code == "ingest_pending":
        message.step, message.status = reply.text.replace("*", ""), "pending"
        return message
    message.reply, message.step = reply, None
    message.status = "error" if reply.error_code else "done"
    return message


INTERRUPTED = Reply(
    text="This answer was interrupted (the server restarted or stopped). Please ask again.",
    error_code="internal",
)
INTERRUPTED_UPLOAD = Reply(
    text="This import was interrupted (the server restarted or stopped). Please upload the file again.",
    error_code="internal",
)


def interrupted(message: Message) -> Message:
    """A pending message whose server stopped before it ended: it says so (Retry on the page)."""
    return settle(message, INTERRUPTED_UPLOAD if message.upload_of else INTERRUPTED)


def stepping(text: str, alive_s: float | None = None) -> Change:
    """The change that shows a pending message's new step (and keeps it alive `alive_s` longer)."""

    def step(m: Message) -> Message | None:
        if m.status != "pending":
            return None
        m.step = text
        if alive_s is not None:
            m.expires = time.time() + alive_s
        return m

    return step


def settling(reply: Reply) -> Change:
    """The change that ends a pending message with `reply`; one that ended already stays as it is."""
    return lambda m: settle(m, reply) if m.status == "pending" else None


class ThreadStore:
    """One user's threads (`tenant`, `user`); `redis` is a redis.asyncio client.

    Every change to a stored thread or message is a compare-and-set (WATCH/MULTI), so a rename during
    an answer, or the upload watch finishing a message while its request also ends, loses nothing."""

    def __init__(self, redis: Any, tenant: str, user: str, ttl_s: int) -> None:
        self.redis, self.ttl_s = redis, ttl_s
        self.base = user_prefix(tenant, user)
        self.threads_key = f"{self.base}:threads"

    def _order(self, thread: str) -> str:
        return f"{self.base}:order:{thread}"

    def _msgs(self, thread: str) -> str:
        return f"{self.base}:msgs:{thread}"

    def _pending(self, thread: str) -> str:
        """zset: the thread's pending message ids, scored by when they count as interrupted."""
        return f"{self.base}:pending:{thread}"

    def _keys(self, thread: str) -> list[str]:
        return [self._order(thread), self._msgs(thread), self._pending(thread)]

    async def list(self) -> list[Thread]:
        """The user's threads, newest first; one idle past the memory TTL is dropped."""
        now = time.time()
        threads = []
        for raw in await self.redis.hvals(self.threads_key):
            found = Thread.model_validate_json(raw)
            if found.updated < now - self.ttl_s:
                await self.delete(found.id)
                continue
            found.pending = bool(await self.redis.zcount(self._pending(found.id), now, "+inf"))
            threads.append(found)
        return sorted(threads, key=lambda t: t.updated, reverse=True)

    async def get(self, thread: str) -> Thread | None:
        raw = await self.redis.hget(self.threads_key, thread)
        if not raw:
            return None
        found = Thread.model_validate_json(raw)
        found.pending = bool(await self.redis.zcount(self._pending(thread), time.time(), "+inf"))
        return found

    async def create(self, thread: str | None = None) -> Thread:
        made = Thread(id=thread or new_thread_id())
        await self.redis.hsetnx(self.threads_key, made.id, made.model_dump_json())
        await self.redis.expire(self.threads_key, self.ttl_s)
        await self._trim_threads()
        return await self.get(made.id) or made

    async def ensure(self, thread: str) -> Thread:
        return await self.get(thread) or await self.create(thread)

    async def rename(self, thread: str, title: str) -> Thread | None:
        def retitle(found: Thread) -> None:
            found.title = trim(" ".join(title.split()), TITLE_CHARS) or NEW_TITLE

        return await self.get(thread) if await self._modify_thread(thread, retitle) else None

    async def delete(self, thread: str) -> bool:
        removed = await self.redis.hdel(self.threads_key, thread)
        await self.redis.delete(*self._keys(thread))
        return bool(removed)

    async def messages(self, thread: str) -> list[Message]:
        ids = await self.redis.lrange(self._order(thread), 0, -1)
        if not ids:
            return []
        raw = await self.redis.hmget(self._msgs(thread), ids)
        return [_as_read(Message.model_validate_json(r)) for r in raw if r]

    async def message(self, thread: str, message_id: str) -> Message | None:
        raw = await self.redis.hget(self._msgs(thread), message_id)
        return Message.model_validate_json(raw) if raw else None

    async def answered(self, thread: str, reply_id: str) -> Message | None:
        """The thread's bot message whose reply has this id (None: not an answer of this user's)."""
        for m in await self.messages(thread):
            if m.reply is not None and m.reply.reply_id == reply_id:
                return m
        return None

    async def add(self, thread: str, message: Message) -> Message:
        """Append a message (a first question names an untitled thread)."""
        await self.ensure(thread)
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.hset(self._msgs(thread), message.id, message.model_dump_json())
            pipe.rpush(self._order(thread), message.id)
            if message.status == "pending":
                pipe.zadd(self._pending(thread), {message.id: message.expires or float("inf")})
            pipe.llen(self._order(thread))
            count = (await pipe.execute())[-1]
        if count > MAX_MESSAGES:
            dropped = await self.redis.lpop(self._order(thread), count - MAX_MESSAGES)
            if dropped:
                await self.redis.hdel(self._msgs(thread), *dropped)
                await self.redis.zrem(self._pending(thread), *dropped)

        def named(found: Thread) -> None:
            if found.title == NEW_TITLE and message.role == "user":
                found.title = trim(" ".join((message.text or f"📎 {message.upload}").split()), TITLE_CHARS)

        await self._modify_thread(thread, named)
        return message

    async def change(
        self, thread: str, message_id: str, change: Change, touch: bool = True
    ) -> Message | None:
        """Apply `change` to the stored message as it is now (compare-and-set); the message as stored
        after it (None: the message or its thread is gone). `touch`: the thread is marked updated and
        its keys kept alive too (not for a step of an answer under way: its question and its answer
        do that)."""
        key = self._msgs(thread)
        async with self.redis.pipeline(transaction=True) as pipe:
            while True:
                try:
                    await pipe.watch(key)
                    raw = await pipe.hget(key, message_id)
                    if not raw:
                        await pipe.reset()
                        return None
                    stored = Message.model_validate_json(raw)
                    changed = change(stored.model_copy(deep=True))
                    if changed is None:
                        await pipe.reset()
                        return stored
                    pipe.multi()
                    pipe.hset(key, message_id, changed.model_dump_json())
                    if changed.status == "pending":
                        pipe.zadd(self._pending(thread), {message_id: changed.expires or float("inf")})
                    else:
                        pipe.zrem(self._pending(thread), message_id)
                    await pipe.execute()
                    break
                except WatchError:
                    continue
        if touch:
            await self._modify_thread(thread, lambda _: None)
        return changed

    async def _modify_thread(self, thread: str, change: Callable[[Thread], None]) -> bool:
        """Change the stored thread (compare-and-set), mark it updated, keep its keys alive; False when
        it is gone."""
        async with self.redis.pipeline(transaction=True) as pipe:
            while True:
                try:
                    await pipe.watch(self.threads_key)
                    raw = await pipe.hget(self.threads_key, thread)
                    if not raw:
                        await pipe.reset()
                        return False
                    found = Thread.model_validate_json(raw)
                    change(found)
                    found.updated = time.time()
                    pipe.multi()
                    pipe.hset(self.threads_key, thread, found.model_dump_json())
                    for key in (self.threads_key, *self._keys(thread)):
                        pipe.expire(key, self.ttl_s)
                    await pipe.execute()
                    break
                except WatchError:
                    continue
        return True

    async def _trim_threads(self) -> None:
        threads = await self.list()
        for old in threads[MAX_THREADS:]:
            await self.delete(old.id)


def _as_read(message: Message) -> Message:
    """A message as the page reads it: one whose server stopped before it ended says so."""
    if message.status == "pending" and message.expires is not None and message.expires < time.time():
        interrupted(message)
    return message


async def expire_idle(redis: Any, cutoff: float) -> int:
    """Delete every web chat thread (its messages too) last written before `cutoff` (retention)."""
    dropped = 0
    async for key in redis.scan_iter(match=f"{PREFIX}:*:threads", count=500):
        base = key.decode()[: -len(":threads")]
        for thread_id, raw in (await redis.hgetall(key)).items():
            if Thread.model_validate_json(raw).updated >= cutoff:
                continue
            name = thread_id.decode()
            await redis.hdel(key, thread_id)
            await redis.delete(f"{base}:order:{name}", f"{base}:msgs:{name}")
            dropped += 1
    return dropped


def export_markdown(thread: Thread, messages: list[Message]) -> str:
    """A thread as Markdown: each question and answer, with the contracts each answer rests on."""
    lines = [f"# {thread.title}", ""]
    for m in messages:
        stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(m.at))
        if m.role == "user":
            asked = m.text if m.upload is None else f"(uploaded {m.upload})"
            lines += [f"**You** · {stamp}", "", asked, ""]
            continue
        reply = m.reply
        lines += [f"**ClauseBot** · {stamp}", "", reply.text if reply else (m.step or "(still working)"), ""]
        if reply and reply.interpretation:
            lines += [f"_{reply.interpretation}_", ""]
        for q in reply.clauses if reply else []:
            lines += ["> " + line for line in q.excerpt.splitlines()] + [f"— {q.file_id}", ""]
        if reply and reply.sources:
            lines += ["Sources: " + ", ".join(reply.sources), ""]
    return "\n".join(lines).rstrip() + "\n"


class Live:
    """In-process events of messages being answered, for the streams that follow them."""

    def __init__(self) -> None:
        self._queues: dict[str, set[asyncio.Queue[dict[str, Any]]]] = {}

    def publish(self, message_id: str, event: dict[str, Any]) -> None:
        for queue in self._queues.get(message_id, set()):
            queue.put_nowait(event)

    @contextlib.asynccontextmanager
    async def follow(self, message_id: str) -> AsyncIterator[asyncio.Queue[dict[str, Any]]]:
        queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._queues.setdefault(message_id, set()).add(queue)
        try:
            yield queue
        finally:
            self._queues[message_id].discard(queue)
            if not self._queues[message_id]:
                del self._queues[message_id]


class WebMessenger:
    """`bot.uploads.Messenger` for the web chat: an upload's stages and its end go into the stored
    message (so a watch resumed by another server finishes it too) and to any live stream."""

    def __init__(self, redis: Any, ttl_s: int, live: Live) -> None:
        self.redis, self.ttl_s, self.live = redis, ttl_s, live

    def _store(self, ref: dict[str, Any]) -> ThreadStore:
        return ThreadStore(self.redis, ref["tenant"], ref["user"], self.ttl_s)

    async def progress(self, ref: dict[str, Any], text: str) -> None:
        found = await self._store(ref).change(ref["thread"], ref["message"], stepping(text))
        if found is not None and found.status == "pending":
            self.live.publish(found.id, {"event": "step", "id": found.id, "text": text})

    async def show(self, ref: dict[str, Any], reply: Reply) -> None:
        found = await self._store(ref).change(ref["thread"], ref["message"], settling(reply))
        if found is not None:
            self.live.publish(found.id, {"event": "done", "message": found.model_dump(mode="json")})
