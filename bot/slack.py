"""Slack adapter: one async Bolt app, served over HTTP (`/slack/events`) or Socket Mode.

Events are acknowledged at once (Bolt acks before the listener runs); the work happens after:
a "working on it" message in the thread, then `chat.update` with the answer. Rendering is in
`slack_blocks`, retry/thread memory in `slack_dedup`, file checks and downloads in `slack_files`.
"""

from __future__ import annotations

import contextlib
import logging
import re
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

from aiohttp import ClientError, web
from redis.exceptions import RedisError
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler
from slack_bolt.async_app import AsyncAck, AsyncApp, AsyncRespond
from slack_bolt.response import BoltResponse
from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry.builtin_async_handlers import (
    AsyncRateLimitErrorRetryHandler,
    AsyncServerErrorRetryHandler,
)
from slack_sdk.signature import SignatureVerifier
from slack_sdk.web.async_client import AsyncWebClient

from bot import slack_blocks as blocks
from bot import tenant_schedule
from bot.digests import Digest
from bot.errors import BotError
from bot.messages import choice_question, unknown_error, user_message
from bot.runtime import Runtime
from bot.slack_dedup import SlackDedup
from bot.slack_files import attachments_of, make_fetch
from bot.slack_text import to_plain
from bot.types import Reply, Turn
from bot.uploads import UploadTarget

log = logging.getLogger(__name__)
SLACK_APP = web.AppKey("slack_app", AsyncApp)
SLACK_VERIFIER = web.AppKey("slack_verifier", SignatureVerifier)
ANSWERED_SUBTYPES = {None, "file_share", "thread_broadcast"}


@dataclass(frozen=True)
class Installation:
    """The installation of the app a payload was delivered to: its workspace is the tenant.

    Read as Bolt builds its context (`slack_bolt.request.internals`): an Events API payload names
    it in `authorizations[0]`, not in its top-level `team_id` (in a Slack Connect channel that is
    the channel's originating organisation); a slash command in its `team_id` / `enterprise_id` /
    `is_enterprise_install` fields; an interactivity payload in `team.id` (or
    `view.app_installed_team_id`) and `enterprise.id`. An Enterprise Grid org-wide install has no
    team (`team_id` null, `is_enterprise_install` true): one installation, one bot token for every
    workspace of the organisation, so its tenant is the organisation (`E…`)."""

    team_id: str | None
    enterprise_id: str | None
    org_wide: bool

    @property
    def workspace(self) -> str:
        if self.org_wide and self.enterprise_id:
            return self.enterprise_id
        return self.team_id or self.enterprise_id or ""


def _id_of(value: Any) -> str | None:
    """'T123' from 'T123' or {"id": "T123"}; None for anything else (null, missing)."""
    if isinstance(value, dict):
        value = value.get("id")
    return value if isinstance(value, str) and value else None


def installation_of(body: Mapping[str, Any]) -> Installation:
    """The installing workspace (or organisation) of an event, slash command or action payload."""
    authorizations = body.get("authorizations")
    has_auth = (
        isinstance(authorizations, list) and bool(authorizations) and isinstance(authorizations[0], dict)
    )
    source: Mapping[str, Any] = authorizations[0] if has_auth else body
    view = source.get("view") if isinstance(source.get("view"), dict) else {}
    team_obj = source.get("team") if isinstance(source.get("team"), dict) else {}
    team = (
        _id_of(view.get("app_installed_team_id"))
        or _id_of(source.get("team"))
        or _id_of(source.get("team_id"))
    )
    if team is None and not has_auth:  # an event without authorizations (older deliveries)
        team = _id_of((body.get("event") or {}).get("team"))
    enterprise = (
        _id_of(source.get("enterprise"))
        or _id_of(source.get("enterprise_id"))
        or _id_of(team_obj.get("enterprise_id"))
    )
    org_wide = source.get("is_enterprise_install") in (True, "true")
    return Installation(team_id=team, enterprise_id=enterprise, org_wide=org_wide)


def sender_team(body: Mapping[str, Any]) -> str | None:
    """The sender's organisation as the payload names it: `event.user_team` (then `event.team`, which
    Bolt also reads for the actor) for events, `user.team_id` for actions; None where it is not said
    (slash commands: their `team_id` is the invoker's workspace, which is the installation)."""
    event = body.get("event")
    if isinstance(event, dict):
        return _id_of(event.get("user_team")) or _id_of(event.get("team"))
    user = body.get("user")
    return _id_of(user.get("team_id")) if isinstance(user, dict) else None


def is_external(body: Mapping[str, Any], installation: Installation) -> bool:
    """Whether the sender belongs to another organisation than the installation (Slack Connect).

    Ours: the installing team; for an org-wide install, the organisation and the teams the payload
    itself places in it (`team_id` with `enterprise_id`, `context_team_id` with
    `context_enterprise_id`); outside an externally shared channel every member of an org-wide
    install is ours. A sender whose team is not said counts as external in an externally shared
    channel (they then see that channel's contracts only) and as ours elsewhere."""
    shared = body.get("is_ext_shared_channel") in (True, "true")
    if installation.org_wide and not shared:
        return False
    sender = sender_team(body)
    if sender is None:
        return shared
    ours = {installation.team_id}
    if installation.org_wide and installation.enterprise_id:
        ours.add(installation.enterprise_id)
        for team_key, enterprise_key in (
            ("team_id", "enterprise_id"),
            ("context_team_id", "context_enterprise_id"),
        ):
            if body.get(enterprise_key) == installation.enterprise_id:
                ours.add(_id_of(body.get(team_key)))
    return sender not in ours - {None}


def to_turn(body: dict[str, Any], thread: str, bot_user_id: str | None = None) -> Turn:
    """An Events API message (app_mention or message) as a Turn; the bot's own mention removed.
    The workspace is the installation's, the sender's organisation decides `external_user`."""
    event = body["event"]
    text = to_plain(event.get("text") or "", bot_user_id)
    installation = installation_of(body)
    return Turn(
        platform="slack",
        workspace=installation.workspace,
        channel=event["channel"],
        thread=thread,
        text=text.strip(),
        user=event.get("user") or "",
        event_id=body.get("event_id"),
        external_user=is_external(body, installation),
        shared_channel=body.get("is_ext_shared_channel") in (True, "true"),
        post_to={"channel": event["channel"]},
    )


def click_turn(body: dict[str, Any]) -> Turn:
    """Who clicked a button (block_actions), and where: the installation's workspace, the channel."""
    installation = installation_of(body)
    container = body.get("container") or {}
    channel = _id_of(body.get("channel")) or container.get("channel_id") or ""
    return Turn(
        platform="slack",
        workspace=installation.workspace,
        channel=channel,
        thread=container.get("thread_ts") or container.get("message_ts") or "",
        user=_id_of(body.get("user")) or "",
        external_user=is_external(body, installation),
    )


def _from_bot(event: dict[str, Any]) -> bool:
    return bool(event.get("bot_id") or event.get("bot_profile")) or not event.get("user")


class SlackBot:
    """The listeners; each turns an event into a `Turn` and a `Reply` into messages."""

    def __init__(self, runtime: Runtime, token: str) -> None:
        self.service = runtime.service
        s = runtime.settings
        self.dedup = SlackDedup(runtime.redis, s.slack.dedup_ttl_s, s.redis.memory_ttl_s)
        self.fetch = make_fetch(token, s.ingest.max_upload_bytes)
        self.redis, self.settings = runtime.redis, s

    async def on_mention(
        self, event: dict[str, Any], body: dict[str, Any], client: AsyncWebClient, context: dict[str, Any]
    ) -> None:
        if not _from_bot(event):
            thread = event.get("thread_ts") or event["ts"]
            turn = to_turn(body, thread, context.get("bot_user_id"))
            await self.answer(turn, event, client, reply_ts=thread)

    async def on_message(
        self, event: dict[str, Any], body: dict[str, Any], client: AsyncWebClient, context: dict[str, Any]
    ) -> None:
        if _from_bot(event) or event.get("subtype") not in ANSWERED_SUBTYPES:
            return
        thread_ts = event.get("thread_ts")
        if event.get("channel_type") == "im":  # a DM is one conversation; its threads are their own
            turn = to_turn(body, thread_ts or "dm", context.get("bot_user_id"))
        elif thread_ts:
            turn = to_turn(body, thread_ts, context.get("bot_user_id"))
            if not await self.dedup.in_thread(turn.thread_id):
                return
        else:
            return
        await self.answer(turn, event, client, reply_ts=thread_ts)

    async def answer(
        self, turn: Turn, event: dict[str, Any], client: AsyncWebClient, reply_ts: str | None
    ) -> None:
        """Placeholder, work, `chat.update`; whatever happens, the placeholder is replaced."""
        if not await self.dedup.claim_message(turn.workspace, turn.channel, event["ts"]):
            return
        if reply_ts:
            await self.dedup.join_thread(turn.thread_id)
        files = event.get("files") or []
        working = blocks.working_message(blocks.IMPORTING if files else blocks.WORKING).model_dump()
        posted = await client.chat_postMessage(channel=turn.channel, thread_ts=reply_ts, **working)
        target = UploadTarget(
            platform="slack", ref={"channel": turn.channel, "ts": posted["ts"], "thread_ts": reply_ts}
        )
        try:
            reply = await self.reply_to(turn, files, client, target)
        except Exception:
            error_id = uuid.uuid4().hex[:8]
            log.exception("error %s in Slack thread %s", error_id, turn.thread_id)
            reply = Reply(text=unknown_error(error_id), error_code="internal")
        await deliver(client, turn.channel, posted["ts"], reply_ts, reply)

    async def reply_to(
        self, turn: Turn, files: list[dict[str, Any]], client: AsyncWebClient, target: UploadTarget
    ) -> Reply:
        if files:
            turn = turn.model_copy(update={"attachments": await attachments_of(files, client)})
        return await self.service.handle(turn, self.fetch if files else None, target)

    async def on_command(self, ack: AsyncAck, command: dict[str, Any], respond: AsyncRespond) -> None:
        question = to_plain(command.get("text") or "")
        await ack(text=f"⏳ {blocks.WORKING}" if question else user_message("empty_question"))
        if question:
            user = command["user_id"]
            installation = installation_of(command)
            turn = Turn(
                platform="slack",
                workspace=installation.workspace,
                channel=command["channel_id"],
                thread=f"command-{user}",
                user=user,
                text=question,
                external_user=is_external(command, installation),
                shared_channel=command.get("is_ext_shared_channel") in (True, "true"),
                post_to={"channel": command["channel_id"]},
            )
            for m in blocks.to_messages(await self.service.handle(turn)):
                await respond(text=m.text, blocks=m.blocks, response_type="ephemeral", replace_original=False)

    async def on_feedback(
        self, ack: AsyncAck, body: dict[str, Any], action: dict[str, Any], respond: AsyncRespond
    ) -> None:
        await ack()
        value = "up" if action["action_id"] == blocks.FEEDBACK_UP else "down"
        await self.service.record_feedback(click_turn(body), action["value"], value)
        await respond(text="Thanks for the feedback.", response_type="ephemeral", replace_original=False)

    async def on_choice(
        self, ack: AsyncAck, body: dict[str, Any], action: dict[str, Any], client: AsyncWebClient
    ) -> None:
        """A click on one of the contracts a reply offered: answered in the same thread, as if asked."""
        await ack()
        clicked = click_turn(body)
        thread = (body.get("container") or {}).get("thread_ts") or clicked.thread
        turn = clicked.model_copy(
            update={"thread": thread, "text": choice_question(action.get("value") or ""), "event_id": None}
        )
        await self.answer(
            turn, {"ts": f"choice-{action.get('action_ts') or uuid.uuid4().hex}"}, client, thread
        )

    async def on_home(self, event: dict[str, Any], client: AsyncWebClient) -> None:
        if event.get("tab", "home") == "home":
            await client.views_publish(user_id=event["user"], view=blocks.home_view())

    async def on_uninstall(self, event: dict[str, Any], workspace: str) -> bool:
        """`app_uninstalled`, or `tokens_revoked` naming the bot's token (users' tokens alone leave the
        app installed): the workspace's data is deleted after the grace period (`bot.tenant_schedule`).
        False when it could not be scheduled (Redis failed): the delivery is then refused, and Slack's
        retry schedules it (scheduling twice keeps the first time)."""
        if event.get("type") == "tokens_revoked" and not (event.get("tokens") or {}).get("bot"):
            return True
        if self.redis is None:
            log.warning("no Redis: the uninstall of workspace slack:%s schedules nothing", workspace)
            return True
        try:
            await tenant_schedule.schedule_tenant_deletion(
                self.redis,
                f"slack:{workspace}",
                tenant_schedule.grace_s(self.settings),
                f"slack {event.get('type')}",
            )
        except (RedisError, OSError) as e:
            log.warning("uninstall of workspace slack:%s not scheduled (%s); Slack retries it", workspace, e)
            return False
        return True

    async def note_activity(self, body: dict[str, Any], next: Callable[[], Awaitable[Any]]) -> Any:
        """Bolt middleware, before the retry guard (`drop_retries`), so that a delivery refused here
        is done by Slack's retry: an uninstall schedules the deletion of the workspace's data; an
        event made after a pending deletion was requested (its own time: `event_time`) cancels it
        (a reinstall). Late or reordered deliveries of older events cancel nothing."""
        event = body.get("event") or {}
        workspace = installation_of(body).workspace
        if not workspace:
            return await next()
        if event.get("type") in tenant_schedule.UNINSTALL_EVENTS:
            if not await self.on_uninstall(event, workspace):
                return BoltResponse(status=500, body="")
        else:
            await tenant_schedule.seen_active(self.redis, f"slack:{workspace}", at=event_time(body))
        return await next()


def event_time(body: dict[str, Any]) -> float | None:
    """When what a payload reports happened, by Slack's clock (unix s): the event's `event_ts` or
    `ts`, the envelope's `event_time`, a click's `action_ts`; None when it names none (a command)."""
    event = body.get("event") or {}
    actions = [a for a in body.get("actions") or [] if isinstance(a, dict)]
    for value in (
        event.get("event_ts"),
        event.get("ts"),
        body.get("event_time"),
        *(a.get("action_ts") for a in actions),
    ):
        if value is not None:
            with contextlib.suppress(TypeError, ValueError):
                return float(value)
    return None


class SlackMessenger:
    """Updates an upload's progress message (`bot.uploads.Messenger`), also after a restart."""

    def __init__(self, client: AsyncWebClient) -> None:
        self.client = client

    async def progress(self, ref: dict[str, Any], text: str) -> None:
        working = blocks.working_message(text).model_dump()
        await self.client.chat_update(channel=ref["channel"], ts=ref["ts"], **working)

    async def show(self, ref: dict[str, Any], reply: Reply) -> None:
        await deliver(self.client, ref["channel"], ref["ts"], ref.get("thread_ts"), reply)

    async def shared(self, post_to: dict[str, Any]) -> bool:
        """Whether the channel is shared with another organisation now (Slack Connect); when Slack does
        not say, it is taken as shared (the digest then shows only that channel's contracts)."""
        try:
            info = await self.client.conversations_info(channel=post_to["channel"])
        except (SlackApiError, ClientError) as e:
            log.warning("conversations.info failed for a digest channel: %s", _api_error(e))
            return True
        channel = info.get("channel") or {}
        return bool(channel.get("is_ext_shared") or channel.get("is_pending_ext_shared"))

    async def post_digest(self, post_to: dict[str, Any], digest: Digest) -> None:
        """A deadline digest, top level in the channel (`bot.digests.DigestPoster`)."""
        await self.client.chat_postMessage(
            channel=post_to["channel"], **blocks.digest_message(digest).model_dump()
        )


async def deliver(client: AsyncWebClient, channel: str, ts: str, thread_ts: str | None, reply: Reply) -> None:
    """Replace the placeholder with the first message; post the rest of a long reply after it.

    Transient Web API errors are retried by the client (429, 5xx). If the answer still cannot be put
    in place, the placeholder becomes the plain text, or, failing that, the text is posted anew:
    the thread never ends on "⏳"."""
    messages = blocks.to_messages(reply)
    try:
        await client.chat_update(channel=channel, ts=ts, **messages[0].model_dump())
        for m in messages[1:]:
            await client.chat_postMessage(channel=channel, thread_ts=thread_ts, **m.model_dump())
        return
    except (SlackApiError, ClientError) as e:
        log.error("Slack refused the reply in %s: %s", channel, _api_error(e))
    plain = blocks.to_mrkdwn(blocks.trim(reply.text, 3000), reply.contract_text())  # names stay inert
    try:
        await client.chat_update(channel=channel, ts=ts, text=plain, blocks=[])
        return
    except (SlackApiError, ClientError) as e:
        log.error("could not replace the placeholder in %s: %s", channel, _api_error(e))
    try:
        await client.chat_postMessage(channel=channel, thread_ts=thread_ts or ts, text=plain)
    except (SlackApiError, ClientError) as e:
        log.error("could not deliver the answer in %s: %s", channel, _api_error(e))


def _api_error(e: Exception) -> str:
    """Slack's error code ('invalid_blocks'), the HTTP status of a non-JSON answer, or the exception type."""
    if not isinstance(e, SlackApiError):
        return type(e).__name__
    data = e.response.data
    return str(data.get("error")) if isinstance(data, dict) else f"HTTP {e.response.status_code}"


async def _ignore() -> None:
    """Events we subscribe to but do not act on are still acknowledged (no 404, no retries)."""


def build_slack_app(runtime: Runtime) -> AsyncApp:
    s = runtime.settings.slack
    if s.bot_token is None:
        raise BotError("Slack needs CLAUSEBOT_SLACK__BOT_TOKEN (xoxb-…)")
    if s.mode == "http" and s.signing_secret is None:
        raise BotError("Slack over HTTP needs CLAUSEBOT_SLACK__SIGNING_SECRET")
    token = s.bot_token.get_secret_value()
    client = AsyncWebClient(token=token, base_url=s.api_base_url)
    client.retry_handlers.append(AsyncRateLimitErrorRetryHandler(max_retry_count=3))
    client.retry_handlers.append(AsyncServerErrorRetryHandler(max_retry_count=2))
    secret = s.signing_secret.get_secret_value() if s.signing_secret else ""
    app = AsyncApp(client=client, signing_secret=secret, name="clausebot")
    logging.getLogger("slack_bolt.RequestVerification").setLevel(logging.WARNING)  # its INFO line logs bodies
    bot = SlackBot(runtime, token)
    runtime.uploader.messengers["slack"] = runtime.posters["slack"] = SlackMessenger(client)
    app.middleware(bot.note_activity)  # before the retry guard: a refused uninstall is retried
    app.middleware(bot.dedup.drop_retries)
    app.event("app_mention")(bot.on_mention)
    app.event("message")(bot.on_message)
    app.event("app_home_opened")(bot.on_home)
    app.command("/contracts")(bot.on_command)
    app.action(re.compile(f"^({blocks.FEEDBACK_UP}|{blocks.FEEDBACK_DOWN})$"))(bot.on_feedback)
    app.action(re.compile(f"^{blocks.CHOOSE}_\\d+$"))(bot.on_choice)
    # app_uninstalled and tokens_revoked: handled by `note_activity`, acknowledged by `_ignore`
    app.event(re.compile(".*"))(_ignore)
    return app


async def start_socket_mode(runtime: Runtime, app: AsyncApp | None = None) -> AsyncSocketModeHandler:
    """Connect to Slack over Socket Mode (returns the handler; `close_async()` disconnects)."""
    app_token = runtime.settings.slack.app_token
    if app_token is None:
        raise BotError("Slack Socket Mode needs CLAUSEBOT_SLACK__APP_TOKEN (xapp-…)")
    handler = AsyncSocketModeHandler(app or build_slack_app(runtime), app_token.get_secret_value())
    await handler.connect_async()
    log.info("Slack Socket Mode connected")
    return handler


def mount_slack(app: web.Application, runtime: Runtime) -> None:
    """`/slack/events` (HTTP mode), or a Socket Mode connection for the life of the web app."""
    if not runtime.settings.slack.enabled:
        log.info("Slack not configured (CLAUSEBOT_SLACK__BOT_TOKEN); /slack/events is not served")
        return
    bolt = build_slack_app(runtime)
    app[SLACK_APP] = bolt
    if runtime.settings.slack.mode == "http":
        secret = runtime.settings.slack.signing_secret
        app[SLACK_VERIFIER] = SignatureVerifier(secret.get_secret_value() if secret else "")
        app.router.add_post("/slack/events", slack_events)
        return

    async def socket_mode(_: web.Application) -> AsyncIterator[None]:
        handler = await start_socket_mode(runtime, bolt)
        yield
        await handler.close_async()

    app.cleanup_ctx.append(socket_mode)


async def slack_events(request: web.Request) -> web.Response:
    """The signature and timestamp are checked on the raw bytes before anything parses the body."""
    raw = await request.read()  # aiohttp keeps it: to_bolt_request reads the same bytes
    if not _signed(request.app[SLACK_VERIFIER], raw, request.headers):
        log.warning("refused a Slack request with a bad signature or timestamp")
        return web.Response(status=401, text="invalid request signature")
    try:
        bolt_request = await to_bolt_request(request)
    except ValueError:  # signed, but not a body Slack sends (e.g. broken JSON)
        log.warning("refused a signed Slack request whose body could not be read")
        return web.Response(status=400, text="malformed request body")
    return await to_aiohttp_response(await request.app[SLACK_APP].async_dispatch(bolt_request))


def _signed(verifier: SignatureVerifier, raw: bytes, headers: Mapping[str, str]) -> bool:
    try:
        body = raw.decode("utf-8")
        return verifier.is_valid(
            body, headers.get("X-Slack-Request-Timestamp"), headers.get("X-Slack-Signature")
        )
    except ValueError:  # not UTF-8, or a timestamp that is not a number
        return False
