"""A workspace's data, on request and on uninstall: export it, delete it, delete it later, keep it no longer
than the retention settings say (`CLAUSEBOT_DATA__*`).

What one tenant (`bot.conversation.tenant_of`: 'slack:T123', 'teams:<tenant id>', a CLI tenant such as
'demo') has stored, and how each is found:

- the graph (`graph_ingest.tenant_graph`): its contracts with their clauses and text chunks, its party
  records, its party decisions, and the places only they named;
- Redis, by key: its feedback list (`feedback_key`), the double-click guard of each entry, the answers
  it was given (`clausebot:reply:*`, found by the tenant in each record), its quota counters;
- Redis, by thread id: thread ids are made of platform, workspace, channel and thread
  (`agent.memory.thread_key`), so a tenant's threads are exactly those starting with its
  `thread_prefixes`: their memory (LangGraph checkpoints) and the Slack threads the bot follows;
- Redis, by job: its queued imports (the tenant is in each job's arguments), their parked files,
  stages, results and owners, and the upload messages still being followed (`bot.uploads.Watch`);
- Redis, by subscription: the channels getting deadline digests and what each was sent (`bot.digests`);
- this machine's embedding cache (clause search keeps nothing of the corpus in a process).

Deletion after an uninstall is scheduled, cancelled and swept by `bot.tenant_schedule`; what the
retention settings drop is `bot.retention`'s. This module names the tenant's keys, reads, counts,
exports and deletes them (`delete_tenant`, under a per-tenant lock (`SET NX`); a deletion that stops
half way is finished by the next run).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from typing import Any, get_args
from urllib.parse import quote

from arq.constants import job_key_prefix, retry_key_prefix
from arq.jobs import deserialize_job, deserialize_result
from pydantic import BaseModel, Field, ValidationError
from redis.exceptions import RedisError

from agent.memory import KEY_PREFIX as MEMORY_PREFIX
from bot import digests, webthreads
from bot.conversation import REPLY_PREFIX, feedback_guard_key, feedback_key, reply_key
from bot.deliveries import scan_glob
from bot.errors import BotError
from bot.quotas import KEY as QUOTA_KEY
from bot.quotas import Kind as QuotaKind
from bot.slack_dedup import PREFIX as SLACK_PREFIX
from bot.types import Platform
from bot.uploads import LEASE, WATCHES
from core.settings import Settings
from graph_ingest import tenant_graph
from graph_ingest.jobs import (
    BLOB_PREFIX,
    IN_PROGRESS,
    INDEX_QUEUE,
    OWNER_KEY,
    RESULT_KEY,
    UPLOAD_QUEUE,
    stage_key,
)
from graph_ingest.retrievers.cache import forget_texts
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)

PREFIX = "clausebot:tenant-data:"
PENDING = PREFIX + "pending"  # zset: tenant -> when its deletion is due (unix s)
PENDING_INFO = PREFIX + "pending-info"  # hash: tenant -> PendingDeletion
LOCK = PREFIX + "lock:"  # + tenant: who is deleting it now
LOCATIONS = PREFIX + "locations:"  # + tenant: places to delete once unlinked (kept across a resumed run)
LOG = PREFIX + "log"  # list: DeletionReport, counts only, newest last
INSTALLS = PREFIX + "installs:"  # + tenant: the Teams teams and chats the app is known to be installed in
REMOVED = PREFIX + "teams-removed"  # hash: tenant -> when the app left the last Teams install it knew

LOCK_S = 300  # a deletion's lock; refreshed after every batch
LOG_KEEP = 1000
DAY_S = 86400.0
SCAN_COUNT = 1000
MGET_BATCH = 500

_REFRESH = (
    "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('EXPIRE', KEYS[1], ARGV[2]) end return 0"
)
_RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0"


class TenantBusyError(BotError):
    """The tenant cannot be deleted right now: another deletion of it, or one of its imports, is running."""

    code = "tenant_busy"


class PendingDeletion(BaseModel):
    """A deletion scheduled after an uninstall (or by an operator), due at `due`."""

    tenant: str
    due: float = Field(description="unix time from which `run_due_deletions` deletes the tenant's data")
    requested_at: float
    reason: str = Field("", description="e.g. 'slack app_uninstalled', 'clausebot tenant delete'")
    failures: int = Field(0, description="runs that failed with an unexpected error (each one backs off)")


class TenantCounts(BaseModel):
    """Per kind: what a tenant has stored (`tenant_counts`), or what `delete_tenant` deleted."""

    contracts: int = 0
    clauses: int = 0
    chunks: int = Field(0, description="contract text passages with their embeddings")
    parties: int = 0
    party_decisions: int = 0
    locations: int = Field(0, description="places only this tenant's contracts and parties named")
    feedback: int = Field(0, description="👍/👎 entries")
    feedback_guards: int = Field(0, description="keys that stop a double click being stored twice")
    answers: int = Field(0, description="answers kept for feedback (question and answer text)")
    threads: int = Field(0, description="conversations with memory")
    memory_keys: int = Field(0, description="the Redis keys of that memory (checkpoints)")
    slack_threads: int = Field(0, description="Slack threads the bot follows without a mention")
    delivery_keys: int = Field(0, description="Slack redelivery guards naming the workspace")
    quota_keys: int = 0
    web_chat_keys: int = Field(0, description="web chat threads and their messages (keys)")
    queued_jobs: int = Field(0, description="imports waiting in the queues")
    job_keys: int = Field(0, description="job payloads, parked files, stages, results, owners")
    upload_watches: int = Field(0, description="upload messages a server still follows")
    alert_subscriptions: int = Field(0, description="channels getting deadline digests, with what was sent")
    embedding_cache: int = Field(0, description="cached vectors of the chunks' texts (this machine)")

    def total(self) -> int:
        return sum(self.model_dump().values())

    def summary(self) -> str:
        return ", ".join(f"{k} {v}" for k, v in self.model_dump().items() if v) or "nothing"


class DeletionReport(BaseModel):
    """One deletion, as logged in `LOG`: who, why, when, and counts (no content)."""

    tenant: str
    reason: str
    started_at: float
    finished_at: float
    counts: TenantCounts


# --- how a tenant's keys are named ----------------------------------------------------------------


def thread_prefixes(tenant: str) -> list[str]:
    """The beginnings of the tenant's thread ids (`Turn.thread_id`). A turn's tenant is
    'platform:workspace' (`tenant_of`), its thread id 'platform:workspace:channel:thread' with each
    part percent-encoded; on the command line the tenant is the workspace itself ('cli:demo:…')."""
    prefixes = [f"cli:{quote(tenant, safe='')}:"]
    platform, sep, workspace = tenant.partition(":")
    if sep and platform in set(get_args(Platform)) - {"cli"}:
        prefixes.append(f"{quote(platform, safe='')}:{quote(workspace, safe='')}:")
    return prefixes


def memory_patterns(tenant: str) -> list[str]:
    """SCAN patterns of every memory key of the tenant's threads (agent/checkpoint.py's layout:
    `{prefix}:t:{percent-encoded thread id}:…`; an encoded prefix has no glob characters)."""
    return [f"{MEMORY_PREFIX}:t:{quote(p, safe='')}*" for p in thread_prefixes(tenant)]


def key_patterns(tenant: str) -> dict[str, list[str]]:
    """SCAN patterns of the tenant's keys that are found by name, per kind."""
    patterns = {
        "slack_threads": [f"{SLACK_PREFIX}:thread:{scan_glob(p)}*" for p in thread_prefixes(tenant)],
        "quota_keys": [f"{QUOTA_KEY}{scan_glob(tenant)}:{kind}:*" for kind in get_args(QuotaKind)],
        "job_keys": [
            f"{stage_key('ingest:' + scan_glob(tenant))}#*",
            f"{BLOB_PREFIX}ingest:{scan_glob(tenant)}#*",
        ],
        "delivery_keys": [],
        "web_chat_keys": [f"{scan_glob(webthreads.tenant_glob(tenant))}*"],
    }
    platform, _, workspace = tenant.partition(":")
    if platform == "slack" and workspace:  # bot.slack_dedup.claim_message: team + channel + ts
        patterns["delivery_keys"].append(f"{SLACK_PREFIX}:msg:{scan_glob(workspace)}:*")
    return patterns


def job_tenant(job_id: str, function: str | None, args: tuple[Any, ...] | list[Any]) -> str | None:
    """The tenant a queued or finished job works for: from its arguments (`graph_ingest.jobs`:
    `ingest_file(blob_key, filename, scope, …)`, `index_text(file_id, tenant, path)`)."""
    try:
        if function == "ingest_file":
            return str(args[2]["tenant"])
        if function == "index_text":
            return str(args[1])
    except (IndexError, KeyError, TypeError):
        pass
    return None


def _job_belongs(job_id: str, function: str | None, args: Any, tenant: str) -> bool:
    owner = job_tenant(job_id, function, args or ())
    if owner is not None:
        return owner == tenant
    # an unreadable payload: by its id (`job_id_for`: ingest:<tenant>#<unit>:<hash>; index:<tenant>:<id>)
    return job_id.startswith(f"ingest:{tenant}#")


# --- Redis readers --------------------------------------------------------------------------------


async def _scan(redis: Any, pattern: str) -> list[bytes]:
    return [k async for k in redis.scan_iter(match=pattern, count=SCAN_COUNT)]


async def _scan_all(redis: Any, patterns: list[str]) -> set[bytes]:
    found: set[bytes] = set()
    for pattern in patterns:
        found.update(await _scan(redis, pattern))
    return found


async def _threads(redis: Any, tenant: str) -> list[str]:
    """The tenant's thread ids the checkpointer lists (`{prefix}:threads`)."""
    found: list[str] = []
    for prefix in thread_prefixes(tenant):
        async for member, _ in redis.zscan_iter(f"{MEMORY_PREFIX}:threads", match=scan_glob(prefix) + "*"):
            found.append(member.decode())
    return found


async def reply_records(redis: Any) -> AsyncIterator[tuple[bytes, dict[str, Any]]]:
    """Every answer record kept for feedback (`bot.conversation.reply_key`): (key, record)."""
    keys = await _scan(redis, scan_glob(REPLY_PREFIX) + "*")
    for i in range(0, len(keys), MGET_BATCH):
        part = keys[i : i + MGET_BATCH]
        for key, raw in zip(part, await redis.mget(part), strict=True):
            with contextlib.suppress(ValueError, TypeError):
                record = json.loads(raw) if raw else None
                if isinstance(record, dict):
                    yield key, record


async def _answers(redis: Any, tenant: str) -> dict[str, dict[str, Any]]:
    """The tenant's answer records (reply id -> record)."""
    return {
        key.decode()[len(REPLY_PREFIX) :]: record
        async for key, record in reply_records(redis)
        if record.get("tenant") == tenant
    }


async def _feedback(redis: Any, tenant: str) -> list[dict[str, Any]]:
    entries = []
    for raw in await redis.lrange(feedback_key(tenant), 0, -1):
        with contextlib.suppress(ValueError):
            entries.append(json.loads(raw))
    return entries


def _guard_key(entry: dict[str, Any]) -> str:
    return feedback_guard_key(
        str(entry.get("platform")),
        str(entry.get("reply_id")),
        str(entry.get("user")),
        str(entry.get("value")),
    )


class JobRef(BaseModel):
    """One of the tenant's import jobs in a queue."""

    job_id: str
    queue: str
    function: str | None = None
    running: bool = False
    filename: str | None = None


async def _queued_jobs(redis: Any, tenant: str) -> list[JobRef]:
    jobs = []
    for queue in (UPLOAD_QUEUE, INDEX_QUEUE):
        for raw in await redis.zrange(queue, 0, -1):
            job_id = raw.decode()
            payload = await redis.get(job_key_prefix + job_id)
            function, args = None, ()
            if payload is not None:
                with contextlib.suppress(Exception):  # another version's payload: judged by its id
                    job = deserialize_job(payload)
                    function, args = job.function, job.args
            if _job_belongs(job_id, function, args, tenant):
                running = bool(await redis.exists(IN_PROGRESS + job_id))
                filename = args[1] if function == "ingest_file" and len(args) > 1 else None
                jobs.append(
                    JobRef(job_id=job_id, queue=queue, function=function, running=running, filename=filename)
                )
    return jobs


async def _finished_jobs(redis: Any, tenant: str) -> list[str]:
    """Ids of the tenant's jobs with a result still kept (arq keeps a day of them)."""
    found = []
    for key in await _scan(redis, RESULT_KEY + "*"):
        job_id = key.decode()[len(RESULT_KEY) :]
        raw = await redis.get(key)
        function, args = None, ()
        if raw is not None:
            with contextlib.suppress(Exception):
                result = deserialize_result(raw)
                function, args = result.function, result.args
        if _job_belongs(job_id, function, args, tenant):
            found.append(job_id)
    return found


def _job_keys(job_id: str) -> list[str]:
    keys = [job_key_prefix, retry_key_prefix, RESULT_KEY, OWNER_KEY, BLOB_PREFIX]
    return [k + job_id for k in keys] + [stage_key(job_id)]


async def _watches(redis: Any, tenant: str) -> dict[str, dict[str, Any]]:
    """Upload messages still followed for the tenant (watch id -> watch)."""
    found = {}
    for field, raw in (await redis.hgetall(WATCHES)).items():
        with contextlib.suppress(ValueError, AttributeError):
            watch = json.loads(raw)
            if (watch.get("scope") or {}).get("tenant") == tenant:
                found[field.decode()] = watch
    return found


async def _existing(redis: Any, keys: list[str]) -> int:
    n = 0
    for i in range(0, len(keys), MGET_BATCH):
        part = keys[i : i + MGET_BATCH]
        if part:
            n += int(await redis.exists(*part))
    return n


async def _delete(redis: Any, keys: list[str] | set[str] | set[bytes]) -> int:
    items = list(keys)
    n = 0
    for i in range(0, len(items), MGET_BATCH):
        part = items[i : i + MGET_BATCH]
        if part:
            n += int(await redis.delete(*part))
    return n


# --- counts, export -------------------------------------------------------------------------------


async def tenant_counts(store: GraphStore, redis: Any, tenant: str) -> TenantCounts:
    """What `delete_tenant` would delete now (the embedding cache is not counted)."""
    graph = await asyncio.to_thread(tenant_graph.graph_counts, store, tenant)
    feedback = await _feedback(redis, tenant)
    named = {kind: await _scan_all(redis, patterns) for kind, patterns in key_patterns(tenant).items()}
    jobs = await _queued_jobs(redis, tenant)
    finished = await _finished_jobs(redis, tenant)
    job_keys = {k for j in [*(j.job_id for j in jobs), *finished] for k in _job_keys(j)}
    job_keys |= {k.decode() for k in named.pop("job_keys")}
    return TenantCounts(
        **graph.model_dump(),
        feedback=len(feedback),
        feedback_guards=await _existing(redis, [_guard_key(e) for e in feedback]),
        answers=len(await _answers(redis, tenant)),
        threads=len(await _threads(redis, tenant)),
        memory_keys=len(await _scan_all(redis, memory_patterns(tenant))),
        queued_jobs=len(jobs),
        job_keys=await _existing(redis, sorted(job_keys)),
        upload_watches=len(await _watches(redis, tenant)),
        alert_subscriptions=len(await digests.subscriptions(redis, tenant)),
        **{kind: len(keys) for kind, keys in named.items()},
    )


def _message(m: Any) -> dict[str, Any]:
    """A LangChain message as JSON (type, content, tool calls)."""
    try:
        return m.model_dump(mode="json", exclude={"response_metadata", "usage_metadata"})
    except Exception:  # not a pydantic message: what it says
        return {"type": type(m).__name__, "content": str(m)}


def _thread_messages(settings: Settings, thread_ids: list[str]) -> list[dict[str, Any]]:
    """Each thread's remembered conversation (its latest checkpoint), read with the agent's saver."""
    from agent.checkpoint import RedisCheckpointSaver

    saver = RedisCheckpointSaver(settings.redis_url(), prefix=MEMORY_PREFIX)
    try:
        out = []
        for thread_id in sorted(thread_ids):
            found = saver.get_tuple({"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}})
            messages = (found.checkpoint.get("channel_values") or {}).get("messages", []) if found else []
            out.append({"thread_id": thread_id, "messages": [_message(m) for m in messages]})
        return out
    finally:
        saver.close()


async def export_records(
    settings: Settings, store: GraphStore, redis: Any, tenant: str, *, embeddings: bool = False
) -> AsyncIterator[dict[str, Any]]:
    """Everything stored for the tenant, one record at a time, each with its `kind`: 'tenant' first,
    then 'contract', 'party', 'party_decision', 'feedback', 'answer', 'thread', 'job', 'upload_watch'
    and 'pending_deletion'."""
    exported = datetime.now(UTC).isoformat(timespec="seconds")
    yield {"kind": "tenant", "tenant": tenant, "exported_at": exported}
    graph = await asyncio.to_thread(
        lambda: list(tenant_graph.export_graph(store, tenant, embeddings=embeddings))
    )
    for kind, record in graph:
        yield {"kind": kind, **record}
    for entry in await _feedback(redis, tenant):
        yield {"kind": "feedback", **entry}
    for reply_id, record in sorted((await _answers(redis, tenant)).items()):
        yield {"kind": "answer", "reply_id": reply_id, **record}
    threads = await _threads(redis, tenant)
    for thread in await asyncio.to_thread(_thread_messages, settings, threads):
        yield {"kind": "thread", **thread}
    for job in await _queued_jobs(redis, tenant):
        yield {"kind": "job", **job.model_dump()}
    for watch_id, watch in (await _watches(redis, tenant)).items():
        yield {"kind": "upload_watch", "watch_id": watch_id, **watch}
    if (pending := await pending_deletion(redis, tenant)) is not None:
        yield {"kind": "pending_deletion", **pending.model_dump()}


PLURAL = {
    "contract": "contracts",
    "party": "parties",
    "party_decision": "party_decisions",
    "feedback": "feedback",
    "answer": "answers",
    "thread": "threads",
    "job": "jobs",
    "upload_watch": "upload_watches",
}


async def export_tenant(
    settings: Settings, store: GraphStore, redis: Any, tenant: str, *, embeddings: bool = False
) -> dict[str, Any]:
    """Everything stored for the tenant as one JSON-able dict: {tenant, exported_at, contracts,
    parties, party_decisions, feedback, answers, threads, jobs, upload_watches, pending_deletion}."""
    out: dict[str, Any] = {"tenant": tenant, "exported_at": None, **{v: [] for v in PLURAL.values()}}
    out["pending_deletion"] = None
    async for record in export_records(settings, store, redis, tenant, embeddings=embeddings):
        kind = record.pop("kind")
        if kind == "tenant":
            out.update(record)
        elif kind == "pending_deletion":
            out["pending_deletion"] = record
        else:
            out[PLURAL[kind]].append(record)
    return out


# --- deletion -------------------------------------------------------------------------------------


class _Lock:
    """The tenant's deletion lock (`SET NX EX`), refreshed while held, released only by its holder."""

    def __init__(self, redis: Any, tenant: str) -> None:
        self.redis = redis
        self.key = LOCK + tenant
        self.token = uuid.uuid4().hex

    async def take(self) -> bool:
        return bool(await self.redis.set(self.key, self.token, nx=True, ex=LOCK_S))

    async def refresh(self) -> None:
        if not await self.redis.eval(_REFRESH, 1, self.key, self.token, LOCK_S):
            raise TenantBusyError(f"lost the deletion lock of {self.key[len(LOCK) :]}")

    async def release(self) -> None:
        with contextlib.suppress(RedisError, OSError):
            await self.redis.eval(_RELEASE, 1, self.key, self.token)


async def _stop_jobs(redis: Any, tenant: str, counts: TenantCounts, wait_s: float, lock: _Lock) -> None:
    """Remove the tenant's queued imports (a job without its payload is never started), then wait up
    to `wait_s` for the running ones to end; raises TenantBusyError if one still runs."""
    deadline = time.monotonic() + wait_s
    while True:
        running = []
        for job in await _queued_jobs(redis, tenant):
            if job.running:
                running.append(job)
                continue
            counts.job_keys += await _delete(redis, _job_keys(job.job_id))
            counts.queued_jobs += int(await redis.zrem(job.queue, job.job_id))
        if not running:
            return
        if time.monotonic() >= deadline:
            raise TenantBusyError(
                f"{len(running)} import(s) of {tenant} are running; the deletion is tried again once they end"
            )
        await asyncio.sleep(1.0)
        await lock.refresh()


async def _delete_graph(
    store: GraphStore,
    redis: Any,
    tenant: str,
    counts: TenantCounts,
    lock: _Lock,
    cache_path: Any,
) -> None:
    """The graph part, batch by batch (the lock refreshed after each); the places to check at the
    end are kept in Redis first, so a run that stops half way still finds them."""
    keys = await asyncio.to_thread(tenant_graph.location_keys, store, tenant)
    if keys:
        await redis.sadd(LOCATIONS + tenant, *sorted(keys))
    keys |= {k.decode() for k in await redis.smembers(LOCATIONS + tenant)}
    steps: Iterator[tenant_graph.DeleteStep] = tenant_graph.delete_steps(store, tenant, keys)
    while (step := await asyncio.to_thread(next, steps, None)) is not None:
        setattr(counts, step.kind, getattr(counts, step.kind) + len(step.ids))
        if step.kind == "chunks" and cache_path is not None:
            counts.embedding_cache += await asyncio.to_thread(forget_texts, cache_path, step.texts)
        await lock.refresh()
    await redis.delete(LOCATIONS + tenant)


async def _delete_redis(redis: Any, tenant: str, counts: TenantCounts) -> None:
    feedback = await _feedback(redis, tenant)
    counts.feedback_guards += await _delete(redis, [_guard_key(e) for e in feedback])
    counts.feedback += len(feedback)
    await redis.delete(feedback_key(tenant))
    answers = await _answers(redis, tenant)
    counts.answers += await _delete(redis, [reply_key(r) for r in answers])
    threads = await _threads(redis, tenant)
    counts.memory_keys += await _delete(redis, await _scan_all(redis, memory_patterns(tenant)))
    for i in range(0, len(threads), MGET_BATCH):
        counts.threads += int(await redis.zrem(f"{MEMORY_PREFIX}:threads", *threads[i : i + MGET_BATCH]))
    watches = await _watches(redis, tenant)
    if watches:
        counts.upload_watches += int(await redis.hdel(WATCHES, *watches))
        await _delete(redis, [LEASE + w for w in watches])
    for job_id in await _finished_jobs(redis, tenant):
        counts.job_keys += await _delete(redis, _job_keys(job_id))
    counts.alert_subscriptions += await digests.forget_tenant(redis, tenant)
    for kind, patterns in key_patterns(tenant).items():
        n = await _delete(redis, await _scan_all(redis, patterns))
        setattr(counts, kind, getattr(counts, kind) + n)


async def delete_tenant(
    settings: Settings,
    store: GraphStore,
    redis: Any,
    tenant: str,
    *,
    reason: str = "requested",
    wait_running_s: float = 0.0,
    due_by: float | None = None,
) -> TenantCounts | None:
    """Delete everything stored for `tenant` (see the module's docstring) and nothing else; returns
    what was deleted, per kind. Idempotent: a second run deletes nothing and counts zeros.

    Holds the tenant's lock (TenantBusyError when another deletion holds it). Queued imports go first;
    a running one is waited for up to `wait_running_s` (TenantBusyError after). `due_by`: delete only
    if a deletion is still pending and due by then (a scheduled run; None when it was cancelled)."""
    if not tenant.strip():
        raise ValueError("an empty tenant")
    lock = _Lock(redis, tenant)
    if not await lock.take():
        raise TenantBusyError(f"another deletion of {tenant} is running")
    started = time.time()
    try:
        if due_by is not None:
            score = await redis.zscore(PENDING, tenant)
            if score is None or score > due_by:
                return None  # cancelled (or rescheduled) since it was found due
        counts = TenantCounts()
        await _stop_jobs(redis, tenant, counts, wait_running_s, lock)
        await _delete_graph(store, redis, tenant, counts, lock, settings.embedding_cache_path)
        await _delete_redis(redis, tenant, counts)
        now = time.time()
        await redis.zrem(PENDING, tenant)
        await redis.hdel(PENDING_INFO, tenant)
        await redis.delete(INSTALLS + tenant)
        await redis.hdel(REMOVED, tenant)
        report = DeletionReport(
            tenant=tenant, reason=reason, started_at=started, finished_at=now, counts=counts
        )
        await redis.rpush(LOG, report.model_dump_json())
        await redis.ltrim(LOG, -LOG_KEEP, -1)
        log.info("deleted the data of workspace %s (%s): %s", tenant, reason, counts.summary())
        return counts
    finally:
        await lock.release()


async def pending_deletion(redis: Any, tenant: str) -> PendingDeletion | None:
    score = await redis.zscore(PENDING, tenant)
    if score is None:
        return None
    raw = await redis.hget(PENDING_INFO, tenant)
    try:
        return PendingDeletion.model_validate_json(raw) if raw else None
    except ValidationError:
        return PendingDeletion(tenant=tenant, due=float(score), requested_at=float(score))


async def deletion_log(redis: Any, limit: int = 100) -> list[DeletionReport]:
    return [DeletionReport.model_validate_json(r) for r in await redis.lrange(LOG, -limit, -1)]


def when(at: float) -> str:
    """A unix time as the logs and the command line show it."""
    return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(at))


__all__ = [
    "DeletionReport",
    "PendingDeletion",
    "TenantBusyError",
    "TenantCounts",
    "delete_tenant",
    "deletion_log",
    "export_records",
    "export_tenant",
    "pending_deletion",
    "tenant_counts",
    "thread_prefixes",
]
