"""Microsoft Teams adapter: a Bot Framework activity in, `ConversationService`, an activity out.

Thin on purpose: moving to Microsoft's successor SDKs (M365 Agents SDK, microsoft-teams-apps)
touches this module and `teams_auth.py` only. `CloudAdapter.process` would hold the HTTP
response until the turn ends, so the turn posts a "working on it" message and returns; the
answer is computed in the background and replaces that message via `continue_conversation`.
"""

from __future__ import annotations

import asyncio
import html
import logging
import re
import uuid
from collections.abc import Coroutine
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from aiohttp import web
from botbuilder.core import (
    ActivityHandler,
    BotAdapter,
    CardFactory,
    InvokeResponse,
    MessageFactory,
    TurnContext,
)
from botbuilder.integration.aiohttp import CloudAdapter
from botbuilder.schema import Activity, ChannelAccount, ConversationReference, TextFormatTypes

from bot import teams_cards as cards
from bot import tenant_schedule
from bot.conversation import ConversationService, Fetch
from bot.deliveries import Deliveries
from bot.messages import choice_question, unknown_error, user_message
from bot.teams_auth import EMULATOR_TENANT, authenticate, is_anonymous, is_loopback_url, make_authentication
from bot.teams_files import GRAPH_NOT_CONFIGURED, TeamsFiles, to_files
from bot.types import Attachment, Reply, Turn
from bot.uploads import UploadTarget
from graph_ingest.cards import has_markup

if TYPE_CHECKING:
    from bot.digests import Digest
    from bot.runtime import Runtime

log = logging.getLogger(__name__)
MESSAGEID = ";messageid="


async def _read_activity(request: web.Request) -> Activity | None:
    """The request's activity, or None for a body that is not a JSON object with a type."""
    try:
        body = await request.json()
        activity = Activity().deserialize(body) if isinstance(body, dict) else None
    except Exception:  # broken JSON, or fields of the wrong type (msrest's DeserializationError)
        return None
    return activity if activity is not None and isinstance(activity.type, str) and activity.type else None


def _addressed(activity: Activity) -> bool:
    """A message or invoke names its conversation and sender; without them there is nobody to answer."""
    if activity.type not in ("message", "invoke"):
        return True
    conversation, sender = activity.conversation, activity.from_property
    return bool(conversation and isinstance(conversation.id, str) and sender and isinstance(sender.id, str))


def reply_chain_id(activity: Activity) -> str:
    """The conversation id replies go to: in a channel, the reply chain of the message."""
    conversation = activity.conversation.id
    if activity.conversation.conversation_type == "channel" and MESSAGEID not in conversation:
        return f"{conversation}{MESSAGEID}{activity.id}"
    return conversation


def mentions_bot(activity: Activity) -> bool:
    return any(_mention_of_bot(e, activity) for e in activity.entities or [])


def clean_text(activity: Activity) -> str:
    """The message without the bot's @mention; other mentions keep the name."""
    text = activity.text or ""
    for entity in activity.entities or []:
        if _mention_of_bot(entity, activity):
            text = text.replace(entity.additional_properties.get("text") or "", " ")
    text = html.unescape(re.sub(r"</?at>", "", text)).replace("\xa0", " ")
    return re.sub(r"[ \t]+", " ", text).strip()


def _mention_of_bot(entity: Any, activity: Activity) -> bool:
    mentioned = (entity.additional_properties or {}).get("mentioned") or {}
    return entity.type == "mention" and mentioned.get("id") == activity.recipient.id


def to_turn(
    activity: Activity, attachments: list[Attachment] | None = None, tenant: str | None = None
) -> Turn:
    """The activity as a Turn; `tenant`, when given, replaces the one the activity names (emulator mode)."""
    channel, _, root = reply_chain_id(activity).partition(MESSAGEID)
    claimed = ((activity.channel_data or {}).get("tenant") or {}).get("id") or activity.conversation.tenant_id
    return Turn(
        platform="teams",
        workspace=tenant or claimed or "unknown",
        channel=channel,
        thread=root or "chat",
        user=user_of(activity),
        text=clean_text(activity),
        attachments=attachments or [],
        event_id=activity.id,
    )


def install_of(activity: Activity, tenant: str | None = None) -> tuple[str | None, str | None]:
    """(tenant, where the app is installed) of an activity: the tenant as `to_turn` reads it (`tenant`:
    the emulator's), and the team (channelData.team.id) or, in a chat, the conversation."""
    data = activity.channel_data if isinstance(activity.channel_data, dict) else {}
    conversation = activity.conversation
    claimed = (data.get("tenant") or {}).get("id") or (conversation.tenant_id if conversation else None)
    scope = (data.get("team") or {}).get("id") or (conversation.id if conversation else None)
    who = tenant or claimed
    return (f"teams:{who}" if who else None), (scope.partition(MESSAGEID)[0] if scope else None)


def activity_time(activity: Activity) -> float | None:
    """When the activity was sent (its `timestamp`, UTC), as unix seconds; None without one."""
    at: Any = activity.timestamp
    if isinstance(at, str):
        try:
            at = datetime.fromisoformat(at)
        except ValueError:
            return None
    if not isinstance(at, datetime):
        return None
    return (at if at.tzinfo else at.replace(tzinfo=UTC)).timestamp()


def user_of(activity: Activity) -> str:
    return activity.from_property.aad_object_id or activity.from_property.id


def to_activity(reply: Reply) -> Activity:
    """The reply as one message within Teams' size limit as sent (`teams_cards.MAX_CARD_BYTES`)."""
    if cards.needs_card(reply):
        return MessageFactory.attachment(CardFactory.adaptive_card(cards.to_card(reply)))
    return MessageFactory.text(cards.fit_text(reply.text))


def plain_text(text: str) -> Activity:
    """A text message Teams shows as written (`textFormat` plain, not Markdown): for text that holds
    a contract's words, such as an upload's stages (its title, its parties)."""
    out = MessageFactory.text(cards.fit_text(text))
    out.text_format = TextFormatTypes.plain
    return out


def working_text(turn: Turn) -> str:
    if turn.attachments:
        return "Importing " + ", ".join(a.name for a in turn.attachments) + "…"
    return "Looking through the contracts…"


class TeamsBot(ActivityHandler):
    def __init__(
        self,
        service: ConversationService,
        adapter: CloudAdapter,
        files: TeamsFiles,
        tenant: str | None = None,
    ) -> None:
        """`tenant`: the one tenant of every turn (emulator mode), instead of the activity's."""
        self.service = service
        self.adapter = adapter
        self.files = files
        self.tenant = tenant
        self.deliveries = Deliveries(service.redis)
        self._tasks: set[asyncio.Task[None]] = set()

    async def on_message_activity(self, turn_context: TurnContext) -> None:
        activity = turn_context.activity
        if (feedback := cards.parse_feedback(activity.value)) is not None:  # Action.Submit fallback
            await self._record(feedback, activity)
            return
        chosen = cards.parse_choice(activity.value)  # "Which one do you mean?": a click is the question
        if chosen is not None:
            activity.text = choice_question(chosen.file_id)
        elif activity.conversation.conversation_type in ("channel", "groupChat") and not mentions_bot(
            activity
        ):
            return
        delivery = f"{activity.conversation.id}:{activity.id}" if activity.id else ""
        if not await self.deliveries.first("teams", "activity", delivery):  # Bot Connector retries
            return
        if (where := install_of(activity, self.tenant))[0]:  # in use: not to be deleted (a reinstall)
            await tenant_schedule.seen_active(self.service.redis, *where, at=activity_time(activity))
        activity.conversation.id = reply_chain_id(activity)
        files = to_files(activity)
        if not self.files.can_fetch(files):
            await turn_context.send_activity(GRAPH_NOT_CONFIGURED)
            return
        turn = to_turn(activity, [f.attachment for f in files], self.tenant)
        reference = TurnContext.get_conversation_reference(activity)
        turn.post_to = digest_target(reference, turn.channel, shared_channel(activity))
        working = await turn_context.send_activity(plain_text(working_text(turn)))  # file names as written
        claims = turn_context.turn_state[BotAdapter.BOT_IDENTITY_KEY]
        audience = turn_context.turn_state.get(BotAdapter.BOT_OAUTH_SCOPE_KEY)
        fetch = self.files.fetcher(files) if files else None
        self._spawn(self._answer(turn, fetch, reference, claims, audience, working.id if working else None))

    async def _answer(
        self,
        turn: Turn,
        fetch: Fetch | None,
        reference: Any,
        claims: Any,
        audience: Any,
        working_id: str | None,
    ) -> None:
        target = None
        if working_id:
            target = UploadTarget(
                platform="teams", ref={"reference": reference.serialize(), "working_id": working_id}
            )
        reply = await self.service.handle(turn, fetch, target)

        async def deliver(context: TurnContext) -> None:
            await replace_working(context, working_id, reply)

        await self.adapter.continue_conversation_with_claims(claims, reference, audience, deliver)

    async def on_invoke_activity(self, turn_context: TurnContext) -> InvokeResponse:
        """A card action (`adaptiveCard/action`) is always answered HTTP 200, its outcome in the body's
        `statusCode` (the Universal Action Model's response format), malformed or not; any other
        invoke is not implemented (501)."""
        activity = turn_context.activity
        if activity.name != "adaptiveCard/action":
            return InvokeResponse(status=501)
        action = activity.value.get("action") if isinstance(activity.value, dict) else None
        if not isinstance(action, dict):
            return InvokeResponse(status=200, body=cards.invoke_error("this card action carries no action"))
        feedback = (
            cards.parse_feedback(action.get("data")) if action.get("verb") == cards.FEEDBACK_VERB else None
        )
        if feedback is None:
            return InvokeResponse(status=200, body=cards.invoke_error("unknown action"))
        await self._record(feedback, activity)
        return InvokeResponse(status=200, body=cards.invoke_message("Thanks for the feedback."))

    async def on_installation_update_add(self, turn_context: TurnContext) -> None:
        """Installed (again) in a team or chat: a pending deletion of the tenant's data is cancelled."""
        tenant, scope = install_of(turn_context.activity, self.tenant)
        if tenant:
            await tenant_schedule.installed(
                self.service.redis, tenant, scope, f"teams installationUpdate {turn_context.activity.action}"
            )

    async def on_installation_update_remove(self, turn_context: TurnContext) -> None:
        """Removed from a team or chat: forgotten as an install; nothing is deleted (the app cannot
        know every team it is in), and `clausebot tenant delete` deletes the tenant's data. When
        no install it knows of is left, the removal is recorded (`tenant_schedule.removed_from`)."""
        activity = turn_context.activity
        tenant, scope = install_of(activity, self.tenant)
        if activity.action != "remove" or not tenant:
            log.info("Teams installationUpdate %s: nothing to record", activity.action)
            return
        await tenant_schedule.removed_from(self.service.redis, tenant, scope)

    async def on_members_added_activity(
        self, members_added: list[ChannelAccount], turn_context: TurnContext
    ) -> None:
        if any(m.id == turn_context.activity.recipient.id for m in members_added):
            await turn_context.send_activity(user_message("empty_question"))

    async def _record(self, feedback: cards.FeedbackAction, activity: Activity) -> None:
        await self.service.record_feedback(
            to_turn(activity, tenant=self.tenant), feedback.reply_id, feedback.value
        )
        log.info("feedback %s on reply %s", feedback.value, feedback.reply_id)

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        async def guarded() -> None:
            try:
                await work
            except Exception:
                log.exception("answering a Teams message failed")

        task = asyncio.create_task(guarded())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain(self, timeout: float | None = None) -> None:
        """Wait for the answers still being computed (shutdown, tests)."""
        if self._tasks:
            await asyncio.wait(set(self._tasks), timeout=timeout)


async def on_turn_error(turn_context: TurnContext, error: Exception) -> None:
    error_id = uuid.uuid4().hex[:8]
    log.error("Teams turn failed (error id %s)", error_id, exc_info=error)
    if turn_context.activity.type == "message":
        try:
            await turn_context.send_activity(unknown_error(error_id))
        except Exception as e:
            log.warning("could not report error %s to the user: %s", error_id, type(e).__name__)


TEAMS_BOT = web.AppKey("teams_bot", TeamsBot)


async def replace_working(context: TurnContext, working_id: str | None, reply: Reply) -> None:
    """Put the reply in place of the working message; if Teams refuses the update, post it; if it
    refuses that too (e.g. too large), post its text alone: never leave "Looking through…"."""
    attempts = [(working_id, to_activity(reply)), (None, to_activity(reply))] if working_id else []
    literal = any(has_markup(x) for x in reply.contract_text())
    attempts.append(
        (None, plain_text(reply.text) if literal else MessageFactory.text(cards.fit_text(reply.text)))
    )
    for activity_id, out in attempts:
        try:
            if activity_id:
                out.id = activity_id
                await context.update_activity(out)
            else:
                await context.send_activity(out)
            return
        except Exception as e:  # the message was deleted, the card was refused, a 5xx after retries
            log.warning("Teams refused the reply (%s); trying a simpler one", type(e).__name__)


def digest_target(
    reference: ConversationReference, conversation: str, shared: bool = False
) -> dict[str, Any]:
    """Where a digest is posted: the conversation itself (in a channel a new post, not a reply
    in the chain the command came from), as a serialized conversation reference; `shared`: a
    shared channel, whose digest shows that channel's contracts only."""
    ref = reference.serialize()
    ref["conversation"] = {**ref["conversation"], "id": conversation}
    return {"reference": ref, "shared": shared}


def shared_channel(activity: Activity) -> bool:
    """A Teams shared channel (`channelData.channel.membershipType` "shared"): other tenants' members."""
    data = activity.channel_data if isinstance(activity.channel_data, dict) else {}
    channel = data.get("channel") if isinstance(data.get("channel"), dict) else {}
    return channel.get("membershipType") == "shared"


class TeamsMessenger:
    """Updates an upload's working message (`bot.uploads.Messenger`), also after a restart: a
    proactive turn on the stored conversation reference."""

    def __init__(self, adapter: CloudAdapter, app_id: str | None) -> None:
        self.adapter = adapter
        self.app_id = app_id

    async def _continue(self, ref: dict[str, Any], logic: Any) -> None:
        reference = ConversationReference().deserialize(ref["reference"])
        await self.adapter.continue_conversation(reference, logic, bot_app_id=self.app_id)

    async def progress(self, ref: dict[str, Any], text: str) -> None:
        async def update(context: TurnContext) -> None:
            out = plain_text(text)
            out.id = ref["working_id"]
            await context.update_activity(out)

        await self._continue(ref, update)

    async def show(self, ref: dict[str, Any], reply: Reply) -> None:
        async def deliver(context: TurnContext) -> None:
            await replace_working(context, ref.get("working_id"), reply)

        await self._continue(ref, deliver)

    async def shared(self, post_to: dict[str, Any]) -> bool:
        """A Teams shared channel (members of other tenants), as the subscribing message said."""
        return bool(post_to.get("shared"))

    async def post_digest(self, post_to: dict[str, Any], digest: Digest) -> None:
        """A deadline digest as a proactive message (`bot.digests.DigestPoster`)."""

        async def send(context: TurnContext) -> None:
            card = CardFactory.adaptive_card(cards.digest_card(digest))
            await context.send_activity(MessageFactory.attachment(card))

        await self._continue(post_to, send)


def mount_teams(app: web.Application, runtime: Runtime) -> None:
    """Serve the Bot Framework endpoint at POST /api/messages (when Teams is configured)."""
    settings = runtime.settings
    if not settings.teams.enabled:
        log.info("Teams not configured (CLAUSEBOT_TEAMS__APP_ID); /api/messages is not served")
        return
    auth = make_authentication(settings.teams)
    adapter = CloudAdapter(auth)
    adapter.on_turn_error = on_turn_error
    anonymous = is_anonymous(settings.teams)
    if anonymous:
        log.warning(
            "Teams emulator mode (no app id): no request is authenticated; replies go to loopback "
            "serviceUrls only, and every activity is in tenant '%s'",
            EMULATOR_TENANT,
        )
    bot = app[TEAMS_BOT] = TeamsBot(
        runtime.service,
        adapter,
        TeamsFiles(settings.teams, settings.ingest.max_upload_bytes),
        tenant=EMULATOR_TENANT if anonymous else None,
    )
    runtime.uploader.messengers["teams"] = runtime.posters["teams"] = TeamsMessenger(
        adapter, settings.teams.app_id
    )

    async def messages(request: web.Request) -> web.Response:
        if "application/json" not in request.headers.get("Content-Type", ""):
            return web.Response(status=415)
        activity = await _read_activity(request)
        if activity is None:
            return web.Response(status=400, text="not a Bot Framework activity")
        if anonymous and not is_loopback_url(activity.service_url):
            log.warning(
                "emulator mode: refused an activity whose serviceUrl is not a loopback URL (%.100r)",
                activity.service_url,
            )
            return web.Response(status=403, text="emulator mode answers a loopback serviceUrl only")
        authenticated = await authenticate(auth, activity, request.headers.get("Authorization", ""))
        if isinstance(authenticated, int):
            return web.Response(status=authenticated)
        if not _addressed(activity):
            log.warning("refused an activity without a conversation or sender (%s)", activity.type)
            return web.Response(status=400, text="the activity names no conversation or sender")
        invoke = await adapter.process_activity(authenticated, activity, bot.on_turn)
        if invoke is not None:
            return web.json_response(invoke.body, status=invoke.status)
        return web.Response(status=201)

    async def drain(_: web.Application) -> None:
        await bot.drain(timeout=30)

    app.router.add_post("/api/messages", messages)
    app.on_shutdown.append(drain)
