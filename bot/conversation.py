"""The conversation service: the only way adapters reach the agent and ingestion.

Turn in, Reply out. Adapters (Slack, Teams, web chat, CLI) translate platform events into a
`Turn` and render the `Reply`; nothing here knows about any platform.
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from agent.errors import AgentError
from agent.tools import TOOL_NAMES
from bot import digests
from bot.deliveries import PREFIX as DELIVERY_PREFIX
from bot.deliveries import Deliveries
from bot.messages import unknown_error, user_message
from bot.quotas import QuotaExceeded, Quotas, limited
from bot.types import Attachment, ClauseQuote, Reply, Turn
from core import metrics
from core.logs import log_context
from core.settings import Settings
from core.tracing import span
from graph_ingest.cards import ContractCard
from graph_ingest.errors import GraphUnavailableError, IngestError
from graph_ingest.scope import ReaderScope

log = logging.getLogger(__name__)

MAX_CARDS = 3  # cards shown with one answer
REPLY_TTL_S = 30 * 24 * 3600  # how long an answer (and the feedback guard on it) is kept
REPLY_PREFIX = "clausebot:reply:"  # + reply id: an answer kept for feedback (`reply_key`)
FEEDBACK_KIND = "feedback"  # the `Deliveries` kind of a 👍/👎 click

Fetch = Callable[[Attachment], Awaitable[bytes]]


class AgentResult(Protocol):
    """What the agent answers (`agent.answerer.AgentAnswer`): text, contracts shown, their cards, quotes."""

    answer: str
    contracts: list[str]
    cards: list[ContractCard]
    clauses: list[dict[str, Any]]
    tool_calls: list[Any]  # pydantic models with name and args
    interpretation: str | None
    unread: list[str]
    clarification: list[str]
    refused: str | None


class Answerer(Protocol):
    async def __call__(self, question: str, thread_id: str, scope: ReaderScope) -> AgentResult: ...


class UploadNote(Protocol):
    """Tells the thread's memory that a contract was imported (or found already imported) there, so
    that the next question's "it" is that contract (`agent.answerer.AgentService.note_upload`)."""

    async def __call__(self, thread_id: str, file_id: str, scope: ReaderScope) -> None: ...


class Uploader(Protocol):
    """`bot.uploads.UploadHandler`: `target` is where the thread's progress message is (None: the
    surface cannot update a message later, e.g. the web chat's one HTTP reply)."""

    async def __call__(
        self, turn: Turn, attachment: Attachment, fetch: Fetch, scope: ReaderScope, target: Any = None
    ) -> Reply: ...


Forget = Callable[[str], Awaitable[None]]  # deletes a thread's memory (`AgentService.forget`)


class ConversationService:
    def __init__(
        self,
        settings: Settings,
        answerer: Answerer,
        redis: Any | None = None,
        uploader: Uploader | None = None,
        note_upload: UploadNote | None = None,
        forget: Forget | None = None,
    ) -> None:
        self.settings = settings
        self.answerer = answerer
        self.redis = redis
        self.uploader = uploader
        self.note_upload = note_upload
        self.forget = forget
        self.quotas = Quotas(redis, settings.quota)

    def scope_for(self, turn: Turn) -> ReaderScope:
        shared = [self.settings.scope.demo_tenant] if self.settings.scope.demo_visible else []
        return ReaderScope(
            tenant=tenant_of(turn),
            channel=turn.channel,
            shared_tenants=shared,
            workspace_wide=not turn.external_user,
        )

    async def handle(self, turn: Turn, fetch: Fetch | None = None, target: Any = None) -> Reply:
        """Answer a message or import its files. Never raises: errors become a Reply.

        `target`: where an upload's progress message is (`bot.uploads.UploadTarget`). Logged with the
        request's id, thread and tenant; counted in the metrics (`core.metrics`)."""
        started = time.monotonic()
        request = uuid.uuid4().hex[:12]
        with (
            log_context(
                request_id=request, thread_id=turn.thread_id, tenant=tenant_of(turn), surface=turn.platform
            ),
            span("clausebot.turn", surface=turn.platform, request_id=request, upload=bool(turn.attachments)),
        ):
            reply = await self._handle(turn, fetch, target)
        observe(turn, reply, time.monotonic() - started)
        return reply

    async def _handle(self, turn: Turn, fetch: Fetch | None, target: Any) -> Reply:
        scope = self.scope_for(turn)
        try:
            if turn.attachments:
                return await self._upload(turn, scope, fetch, target)
            if not turn.text.strip():
                return Reply(text=user_message("empty_question"), error_code="empty_question")
            if (command := digests.parse_command(turn.text)) is not None:
                return await digests.handle_command(self.settings, self.redis, turn, tenant_of(turn), command)
            await self._take(turn, "questions")
            return await self._answer(turn, scope)
        except QuotaExceeded as e:
            return Reply(text=str(e), error_code="quota_exceeded")
        except GraphUnavailableError:
            log.warning("graph unavailable while handling %s", turn.thread_id)
            return Reply(text=user_message("graph_unavailable"), error_code="graph_unavailable")
        except IngestError as e:
            return Reply(text=user_message(e.code, str(e)), error_code=e.code)
        except AgentError as e:
            log.warning("agent error %s while handling %s", e.code, turn.thread_id)
            return Reply(text=user_message(e.code), error_code=e.code)
        except Exception:
            error_id = uuid.uuid4().hex[:8]
            log.exception("error %s while handling %s", error_id, turn.thread_id)
            return Reply(text=unknown_error(error_id), error_code="internal")

    async def _answer(self, turn: Turn, scope: ReaderScope) -> Reply:
        result = await self.answerer(turn.text, turn.thread_id, scope)
        sources = list(dict.fromkeys(result.contracts))
        cards = result.cards[:MAX_CARDS]
        clauses = [ClauseQuote.model_validate(c) for c in result.clauses]
        calls = [c.model_dump() for c in result.tool_calls]
        reply = Reply(
            text=result.answer,
            cards=cards,
            clauses=clauses,
            sources=sources,
            tool_calls=calls,
            interpretation=result.interpretation,
            unread=result.unread,
            clarification=result.clarification,
            refused=result.refused,
            literals=result.literals,
        )
        reply.reply_id = await self._remember(turn, reply)
        return reply

    async def _upload(self, turn: Turn, scope: ReaderScope, fetch: Fetch | None, target: Any) -> Reply:
        if self.uploader is None or fetch is None:
            return Reply(
                text="File imports are not enabled on this deployment.", error_code="uploads_disabled"
            )
        replies = [await self.uploader(turn, a, fetch, scope, target) for a in turn.attachments]
        if self.note_upload is not None:
            for r in replies:
                if r.error_code is None and r.sources:
                    await self.note_upload(turn.thread_id, r.sources[0], scope)
        if len(replies) == 1:
            return replies[0]
        return Reply(
            text="\n".join(r.text for r in replies),
            cards=[c for r in replies for c in r.cards],
            sources=[s for r in replies for s in r.sources],
            error_code=next((r.error_code for r in replies if r.error_code), None),
        )

    async def _take(self, turn: Turn, kind: Any, amount: int = 1) -> None:
        """Take from the quotas of the asking user and workspace (`bot.quotas`)."""
        if limited(turn):
            await self.quotas.take(kind, tenant_of(turn), turn.user, amount)

    async def _remember(self, turn: Turn, reply: Reply) -> str:
        """Keep what was answered (for feedback), 30 days."""
        reply_id = uuid.uuid4().hex
        if self.redis is not None:
            record = {
                "tenant": tenant_of(turn),
                "channel": turn.channel,
                "thread": turn.thread_id,
                "question": turn.text,
                "answer": reply.text,
                "sources": reply.sources,
                "at": time.time(),
            }
            await self.redis.set(reply_key(reply_id), json.dumps(record), ex=REPLY_TTL_S)
        return reply_id

    async def forget_thread(self, turn: Turn) -> None:
        """Delete what the agent remembers of the turn's thread (a user deleted the thread)."""
        if self.forget is not None:
            await self.forget(turn.thread_id)

    async def forget_answers(self, reply_ids: list[str]) -> None:
        """Delete the answers kept for feedback (their question and answer text)."""
        if self.redis is not None and reply_ids:
            await self.redis.delete(*(reply_key(r) for r in reply_ids))

    async def record_feedback(self, turn: Turn, reply_id: str, value: str) -> bool:
        """Store a 👍/👎 click (`turn`: who clicked, where) against the answer it rates.

        Only an answer given in the same workspace and conversation can be rated, so a forged or
        copied reply id rates nothing; a double click (or a platform's redelivery) is stored once.
        Stored with its tenant, under the tenant's own key (`feedback_key`). True when stored.
        """
        if self.redis is None:
            return False
        raw = await self.redis.get(reply_key(reply_id))
        rated = json.loads(raw) if raw else None
        tenant = tenant_of(turn)
        if rated is None or rated.get("tenant") != tenant or rated.get("channel") != turn.channel:
            log.warning(
                "refused %s feedback on reply %r: not an answer given in this conversation",
                turn.platform,
                reply_id[:40],
            )
            return False
        if not await Deliveries(self.redis, REPLY_TTL_S).first(
            turn.platform, FEEDBACK_KIND, feedback_delivery(reply_id, turn.user, value)
        ):
            return False
        entry = {
            "reply_id": reply_id,
            "tenant": tenant,
            "channel": turn.channel,
            "user": turn.user,
            "value": value,
            "platform": turn.platform,
            "at": time.time(),
        }
        await self.redis.rpush(feedback_key(tenant), json.dumps(entry))
        return True


def observe(turn: Turn, reply: Reply, seconds: float) -> None:
    """Count one handled message in the metrics: by surface and outcome, its latency and tool calls."""
    upload = bool(turn.attachments)
    outcome = metrics.reply_outcome(
        error_code=reply.error_code, refused=reply.refused, clarification=reply.clarification, upload=upload
    )
    metrics.REQUESTS.labels(turn.platform, outcome).inc()
    if reply.error_code and reply.error_code not in metrics.PENDING:
        metrics.ERRORS.labels(reply.error_code).inc()
    if not upload:
        metrics.ANSWER_SECONDS.labels(turn.platform).observe(seconds)
    for call in reply.tool_calls:  # a name a model made up is not a new series
        name = call.get("name")
        metrics.TOOL_CALLS.labels(name if name in TOOL_NAMES else "other").inc()


def reply_key(reply_id: str) -> str:
    """The Redis key of one answer kept for feedback (deleted with its tenant)."""
    return REPLY_PREFIX + reply_id


def feedback_delivery(reply_id: str, user: str, value: str) -> str:
    """The delivery id that stops one user's 👍/👎 on one answer being stored twice."""
    return f"{reply_id}:{user}:{value}"


def feedback_guard_key(platform: str, reply_id: str, user: str, value: str) -> str:
    """The Redis key of that guard (`bot.deliveries.Deliveries.first`'s layout)."""
    return f"{DELIVERY_PREFIX}:{platform}:{FEEDBACK_KIND}:{feedback_delivery(reply_id, user, value)}"


def feedback_key(tenant: str) -> str:
    """The Redis list of one tenant's feedback (deleted with the tenant)."""
    return f"clausebot:feedback:{tenant}"


def tenant_of(turn: Turn) -> str:
    """'slack:T123', 'teams:<tenant id>', 'web:web'; on the command line the workspace names the tenant."""
    return turn.workspace if turn.platform == "cli" else f"{turn.platform}:{turn.workspace}"
