"""A file dropped into a thread: checked, queued for the ingestion worker, followed stage by stage,
answered with its card.

The thread sees one message move through the stages (received → read → extracted → indexed) and
end with the contract's card or one sentence saying why not. Where the platform can update that
message later (Slack, Teams: a `Messenger`), the upload is also recorded as a *watch* in Redis: if
the server stops while the import runs, the next one resumes the job and finishes the message.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from pathlib import PurePath
from typing import Any, Protocol

from pydantic import BaseModel, Field, ValidationError
from redis.exceptions import RedisError

from bot.conversation import Fetch, UploadNote
from bot.quotas import QuotaExceeded, Quotas, limited
from bot.types import Attachment, Reply, Turn
from core.limits import too_large_text
from core.settings import Settings
from graph_ingest.cards import load_cards
from graph_ingest.errors import BadFilenameError
from graph_ingest.jobs import RESULT_TTL_S, connect, enqueue_ingest, job_outcome, read_stage, upload_job
from graph_ingest.loaders.base import check_filename
from graph_ingest.models import Scope
from graph_ingest.pipeline import IngestOutcome, StageReport, upload_file_id
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)

WATCHES = "clausebot:upload-watch"  # hash: job id -> Watch
LEASE = "clausebot:upload-watch:lease:"  # + job id: who is following it now
LEASE_S = 15
POLL_S = 0.25
RESUME_EVERY_S = 5.0
PLATFORM_CALL_S = 10.0  # under LEASE_S


class UploadTarget(BaseModel):
    """Where an upload's progress message is, in the platform's own terms."""

    platform: str
    ref: dict[str, Any] = Field(description="e.g. Slack: channel, ts, thread_ts")


class Messenger(Protocol):
    """How a platform updates the progress message (registered per platform by its adapter)."""

    async def progress(self, ref: dict[str, Any], text: str) -> None: ...

    async def show(self, ref: dict[str, Any], reply: Reply) -> None: ...


class Watch(BaseModel):
    """An upload someone is waiting for, kept until its message shows how it ended."""

    watch_id: str = Field(description="one per message: two people's uploads of one file are two watches")
    job_id: str
    filename: str
    target: UploadTarget
    thread_id: str
    scope: ReaderScope
    fresh: bool = Field(description="this upload queued the job (False: the same bytes were queued before)")
    at: float = Field(default_factory=time.time)


def stage_text(name: str, report: StageReport | None) -> str:
    """One line per stage, plain text (each platform escapes it)."""
    stage = report.stage if report else "queued"
    if stage == "queued":
        return f"Received {name}; waiting for a free import worker…"
    if stage == "waiting":
        return f"Received {name}; the contract database is not reachable, I'll keep trying…"
    if stage == "reading":
        return f"Reading {name}…"
    if stage == "read":
        pages = f"{report.pages} page{'s' if report.pages > 1 else ''}, " if report and report.pages else ""
        words = f"{report.words:,} words" if report and report.words else "its text"
        return f"Read {name}: {pages}{words}. Extracting parties, dates and terms…"
    title = (report.title if report else None) or name
    if stage == "extracted":
        parties = ", ".join(report.parties[:4]) if report and report.parties else "no named parties"
        stop = "" if parties.endswith(".") else "."  # "… Lumen Medical Co. Indexing", not "Co.."
        # the page count again: a short read stage can fall between two updates of the message
        size = f" ({report.pages} pages)" if report and report.pages and report.pages > 1 else ""
        return f"{title}{size}: {parties}{stop} Indexing its clauses for search…"
    if stage == "indexed":
        return f"{title}: indexed {report.chunks if report else 0} passages. Saving…"
    return f"{title}: saving…"


def outcome_reply(outcome: IngestOutcome, name: str, cards: list[Any], fresh: bool) -> Reply:
    if outcome.status == "failed":
        return Reply(
            text=f"I couldn't import *{name}*: {outcome.reason} Nothing was stored.",
            error_code=outcome.code or "ingest_failed",
        )
    if outcome.status == "skipped" or not fresh:
        text = (
            f"*{name}* was already in the contract graph; here is its card. Ask me about it in this thread."
        )
    else:
        text = f"*{name}* is now in the contract graph. Ask me about it in this thread."
    return Reply(text=text, cards=cards, sources=[outcome.file_id] if outcome.file_id else [])


class UploadHandler:
    def __init__(self, settings: Settings, store: GraphStore) -> None:
        self.settings = settings
        self.store = store
        self.messengers: dict[str, Messenger] = {}
        self._pool: Any = None
        self._owner = uuid.uuid4().hex
        self._tasks: set[asyncio.Task[None]] = set()

    def refusal(self, attachment: Attachment) -> Reply | None:
        """A reason to refuse before downloading: the platform could not describe the file, or its
        name, type or size from the platform's metadata."""
        if attachment.problem:
            return Reply(text=f"{attachment.problem} Nothing was stored.", error_code="file_download_failed")
        try:
            check_filename(attachment.name)
        except BadFilenameError as e:
            return Reply(text=f"I can't import that file: {e} Nothing was stored.", error_code=e.code)
        ext = PurePath(attachment.name).suffix.lower()
        allowed = self.settings.ingest.allowed_extensions
        if ext not in allowed:
            kinds = ", ".join(e.lstrip(".").upper() for e in allowed)
            return Reply(
                text=f"I can't import *{attachment.name}*: {ext or 'files without an extension'} "
                f"is not a supported type ({kinds}). Nothing was stored.",
                error_code="unsupported_file",
            )
        limit = self.settings.ingest.max_upload_bytes
        if attachment.size is not None and attachment.size > limit:
            text = f"{too_large_text(limit, attachment.size, attachment.name)} Nothing was stored."
            return Reply(text=text, error_code="file_too_large")
        return None

    async def pool(self) -> Any:
        if self._pool is None:
            self._pool = await connect(self.settings.redis_url())
        return self._pool

    async def __call__(
        self,
        turn: Turn,
        attachment: Attachment,
        fetch: Fetch,
        scope: ReaderScope,
        target: UploadTarget | None = None,
    ) -> Reply:
        if refused := self.refusal(attachment):
            return refused
        data = await fetch(attachment)
        if refused := self.refusal(attachment.model_copy(update={"size": len(data)})):
            return refused
        if not data:
            return Reply(text=f"*{attachment.name}* is empty. Nothing was stored.", error_code="empty_file")
        if refused := await self._over_quota(turn, attachment.name, len(data), scope.tenant):
            return refused
        # a user from another organisation (Slack Connect) shares into this channel only
        visibility = "channel" if turn.external_user else self.settings.scope.upload_visibility
        write_scope = Scope(tenant=scope.tenant, channel=turn.channel, visibility=visibility)
        file_id = upload_file_id(attachment.name, write_scope, data)
        try:
            pool = await self.pool()
            job, fresh = await enqueue_ingest(
                pool, data, attachment.name, write_scope, file_id, sees_workspace=not turn.external_user
            )
        except (RedisError, OSError) as e:
            log.warning("could not queue %s: %s", attachment.name, type(e).__name__)
            return Reply(
                text=f"I couldn't import *{attachment.name}*: the import queue is not reachable right "
                "now. Nothing was stored; please try again in a minute.",
                error_code="queue_unavailable",
            )
        messenger = self.messengers.get(target.platform) if target else None
        watch = None
        if target is not None and messenger is not None:
            watch = Watch(
                watch_id=f"{job.job_id}|{uuid.uuid4().hex[:12]}",
                job_id=job.job_id,
                filename=attachment.name,
                target=target,
                thread_id=turn.thread_id,
                scope=scope,
                fresh=fresh,
            )
            try:  # the lease first: no restarted server takes this message over while we follow it
                await pool.set(LEASE + watch.watch_id, self._owner, ex=LEASE_S)
                await pool.hset(WATCHES, watch.watch_id, watch.model_dump_json())
            except (RedisError, OSError) as e:  # followed here all the same, just not resumable
                log.warning("upload watch not recorded: %s", type(e).__name__)
        wait_s = self.follow_limit_s() if watch else self.settings.ingest.upload_wait_s
        lease = watch.watch_id if watch else None
        outcome = await self.follow(
            job.job_id, attachment.name, wait_s, messenger, target.ref if target else None, lease
        )
        if outcome is None:  # still running: the watch (if any) finishes the message later
            if lease:
                await self._release(lease)
            later = (
                "I'll update this message with its card when it's done."
                if watch
                else "It will be in the contract graph when it's done; ask about it in a few minutes."
            )
            return Reply(
                text=f"*{attachment.name}* is still importing (a large file, or a busy server). {later}",
                error_code="ingest_pending",
            )
        if watch:
            await self._forget(watch.watch_id)
        return await self.reply_for(outcome, attachment.name, scope, fresh)

    async def _over_quota(self, turn: Turn, name: str, size: int, tenant: str) -> Reply | None:
        """An accepted file takes one upload and its bytes from the quotas (`bot.quotas`), or is
        refused taking nothing; a file refused for its name, type or size takes nothing either."""
        if not limited(turn):
            return None
        try:
            quotas = Quotas(await self.pool(), self.settings.quota)
        except (RedisError, OSError):  # the queue is away too: enqueueing says so
            return None
        try:
            await quotas.take_all(tenant, turn.user, {"uploads": 1, "upload_bytes": size})
        except QuotaExceeded as e:
            return Reply(text=f"I can't import *{name}*: {e}", error_code="quota_exceeded")
        return None

    def follow_limit_s(self) -> float:
        """How long a live reply follows a job: all its tries, then the watch takes over."""
        return self.settings.ingest.job_timeout_s * 3 + 60.0

    async def reply_for(self, outcome: IngestOutcome, name: str, scope: ReaderScope, fresh: bool) -> Reply:
        cards = []
        if outcome.status != "failed" and outcome.file_id:
            cards = await asyncio.to_thread(load_cards, self.store, scope, [outcome.file_id])
        return outcome_reply(outcome, name, cards, fresh)

    async def follow(
        self,
        job_id: str,
        name: str,
        limit_s: float,
        messenger: Messenger | None,
        ref: dict[str, Any] | None,
        lease: str | None = None,
    ) -> IngestOutcome | None:
        """Poll the job until it ends (its outcome) or `limit_s` passes (None), showing each new
        stage; holds the watch's `lease` meanwhile. Redis being briefly away is waited out."""
        deadline = time.monotonic() + limit_s
        shown: str | None = None
        while time.monotonic() < deadline:
            try:
                pool = await self.pool()
                if lease:
                    await pool.set(LEASE + lease, self._owner, ex=LEASE_S)
                outcome = await job_outcome(upload_job(pool, job_id))
                report = await read_stage(pool, job_id)
                text = stage_text(name, report)
                if outcome is not None:  # its last stage too, if the import outran the polls
                    worked = report is not None and report.stage not in ("queued", "waiting")
                    if worked and text != shown and messenger is not None and ref is not None:
                        await self._progress(messenger, ref, text)
                    return outcome
            except (RedisError, OSError) as e:
                log.info("following %s: Redis unavailable (%s); waiting", job_id, type(e).__name__)
                await asyncio.sleep(1.0)
                continue
            if text != shown and messenger is not None and ref is not None:
                shown = text
                await self._progress(messenger, ref, text)
            await asyncio.sleep(POLL_S)
        return None

    async def _progress(self, messenger: Messenger, ref: dict[str, Any], text: str) -> None:
        try:  # bounded: the watch's lease must not lapse while a platform call hangs
            await asyncio.wait_for(messenger.progress(ref, text), PLATFORM_CALL_S)
        except Exception as e:  # a progress line is a courtesy; the import goes on
            log.info("progress not shown: %s", type(e).__name__)

    async def _release(self, watch_id: str) -> None:
        try:
            pool = await self.pool()
            if await pool.get(LEASE + watch_id) == self._owner.encode():
                await pool.delete(LEASE + watch_id)
        except (RedisError, OSError):
            pass

    async def _forget(self, watch_id: str) -> None:
        try:
            pool = await self.pool()
            await pool.hdel(WATCHES, watch_id)
            await pool.delete(LEASE + watch_id)
        except (RedisError, OSError) as e:  # a leftover watch is finished again, harmlessly
            log.info("upload watch not removed: %s", type(e).__name__)

    async def resume_watches(self, note_upload: UploadNote | None = None) -> int:
        """Finish the messages of uploads nobody follows any more (their server stopped): claim
        each free watch, follow its job to the end, show the outcome, tell the thread's memory."""
        pool = await self.pool()
        started = 0
        for key, raw in (await pool.hgetall(WATCHES)).items():
            try:
                watch = Watch.model_validate_json(raw)
            except ValidationError:  # damaged, or written by another version
                log.warning("dropped an upload watch that cannot be read")
                await pool.hdel(WATCHES, key)
                continue
            if time.time() - watch.at > RESULT_TTL_S:  # its job's outcome is gone by now
                await pool.hdel(WATCHES, key)
                continue
            if watch.target.platform not in self.messengers:
                continue  # another deployment's adapter (or one not configured here)
            if not await pool.set(LEASE + watch.watch_id, self._owner, ex=LEASE_S, nx=True):
                continue
            started += 1
            task = asyncio.create_task(self._finish(watch, note_upload), name=f"resume-{watch.job_id[:40]}")
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return started

    async def _finish(self, watch: Watch, note_upload: UploadNote | None) -> None:
        messenger = self.messengers[watch.target.platform]
        try:
            outcome = await self.follow(
                watch.job_id,
                watch.filename,
                self.follow_limit_s(),
                messenger,
                watch.target.ref,
                watch.watch_id,
            )
            if outcome is None:
                await self._release(watch.watch_id)
                return
            reply = await self.reply_for(outcome, watch.filename, watch.scope, watch.fresh)
        except Exception as e:  # the graph or Redis away: a later round tries again
            log.warning("upload message of %s not finished yet: %s", watch.filename, type(e).__name__)
            await self._release(watch.watch_id)
            return
        try:
            await messenger.show(watch.target.ref, reply)
        except Exception:  # the platform refused every way of showing it: nothing more to try
            log.exception("could not finish the upload message of %s; giving up", watch.filename)
            await self._forget(watch.watch_id)
            return
        await self._forget(watch.watch_id)
        log.info("finished the message of an upload resumed after a restart: %s", watch.filename)
        if note_upload is not None and reply.error_code is None and reply.sources:
            with contextlib.suppress(Exception):  # memory is a convenience; the message is shown
                await note_upload(watch.thread_id, reply.sources[0], watch.scope)

    async def resume_forever(self, note_upload: UploadNote | None = None) -> None:
        while True:
            try:
                await self.resume_watches(note_upload)
            except (RedisError, OSError) as e:
                log.info("upload watches not checked: %s", type(e).__name__)
            except Exception:  # this loop must outlive any one bad round
                log.exception("upload watches not checked")
            await asyncio.sleep(RESUME_EVERY_S)

    async def aclose(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.wait(set(self._tasks), timeout=5)
        if self._pool is not None:
            await self._pool.aclose()


def make_uploader(settings: Settings, store: GraphStore) -> UploadHandler:
    return UploadHandler(settings, store)
