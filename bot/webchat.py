"""Web chat: a page, a JSON endpoint per message, and uploads. A thin adapter.

Every route is behind `bot/web_security.py` (mode, Host, login, Origin, CSRF); thread ids are random
(`THREAD_PATTERN`), so one thread's memory cannot be reached by guessing. The user is the browser
session (`bot.webthreads.web_user`); their threads and messages are kept on the server
(`bot.webthreads`), and with `"stream": true` a question or an upload answers NDJSON events as it
goes: the messages as stored, the agent's steps or the import's stages, then the final message.
The answer itself runs apart from the request, so it lands in its thread even if the page went away.
The thread, welcome, document and feedback routes are in `bot/webchat_api.py`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import secrets
import time
from collections.abc import Awaitable
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from aiohttp import BodyPartReader, MultipartReader, web
from aiohttp.http_exceptions import BadHttpMessage
from pydantic import BaseModel, Field, ValidationError

from agent import steps
from bot.conversation import ConversationService, Fetch
from bot.messages import user_message
from bot.types import Attachment, Reply, Turn
from bot.uploads import UploadHandler, UploadTarget
from bot.web_security import (
    CSP_PAGE,
    SESSION_COOKIE,
    THREAD_PATTERN,
    ChatPolicy,
    Refused,
    csrf_token,
    guarded,
    harden,
    logged_in,
    login_page,
    new_session,
    renewed_session,
    session_id,
    set_session_cookie,
    token_matches,
)
from bot.webthreads import (
    Live,
    Message,
    ThreadStore,
    WebMessenger,
    interrupted,
    settle,
    settling,
    stepping,
    web_user,
)
from core.limits import too_large_text
from graph_ingest.errors import BadFilenameError
from graph_ingest.loaders.base import check_filename
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)

THREAD_RE = re.compile(THREAD_PATTERN)
BAD_THREAD = "thread must be a random id of 16 to 100 letters, digits, - or _ (the page makes one)."
MAX_QUESTION = 4000
WORKSPACE, CHANNEL = "local", "webchat"
ANSWER_EXPIRES_S = 180.0  # a question with no step for this long was interrupted (its server stopped)
KEEPALIVE_S = 15.0
FIRST_STEP = "Looking through the contracts…"
THREAD_FOR_SCOPE = "scope-of-the-user"  # a valid thread id for turns that only ask what a user may read


class ChatRequest(BaseModel):
    thread: str = Field(pattern=THREAD_PATTERN)
    text: str = Field(max_length=MAX_QUESTION)
    stream: bool = Field(False, description="answer NDJSON events as the answer goes (the page does)")


def to_turn(thread: str, text: str, user: str, attachments: list[Attachment] | None = None) -> Turn:
    """The turn of `user` in the page's thread `thread`: its memory is the user's own (the user is
    part of the thread the memory key is built from), whoever else learns the thread id."""
    return Turn(
        platform="web",
        workspace=WORKSPACE,
        channel=CHANNEL,
        thread=f"{user}.{thread}",
        user=user,
        text=text,
        attachments=attachments or [],
    )


def page_thread(turn: Turn) -> str:
    """The page's thread id of a web chat turn (`to_turn`)."""
    return turn.thread.partition(".")[2]


@dataclass
class WebChat:
    """What the web chat's routes share: the service, the policy, the live events, running answers."""

    service: ConversationService
    redis: Any
    policy: ChatPolicy
    max_upload: int
    memory_ttl_s: int
    store: GraphStore
    uploader: UploadHandler | None = None
    clause_search: Any = None
    live: Live = field(default_factory=Live)
    tasks: dict[asyncio.Task[None], tuple[str, str, str]] = field(default_factory=dict)

    def user(self, request: web.Request) -> str:
        """The asking user: their browser session (`Refused` without one)."""
        return web_user(self.policy.check_session(request))

    def threads(self, user: str) -> ThreadStore:
        return ThreadStore(self.redis, self.tenant, user, self.memory_ttl_s)

    @property
    def tenant(self) -> str:
        return f"web:{WORKSPACE}"

    def spawn(self, work: Awaitable[None], user: str, thread: str, message_id: str) -> None:
        task = asyncio.ensure_future(work)
        self.tasks[task] = (user, thread, message_id)
        task.add_done_callback(lambda done: self.tasks.pop(done, None))

    async def stop_answers(self, user: str, thread: str) -> None:
        """Stop the answers running in one of the user's threads (it is being deleted)."""
        running = [t for t, (u, th, _) in self.tasks.items() if (u, th) == (user, thread)]
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)

    async def aclose(self) -> None:
        """Stop every running answer; their messages say they were interrupted."""
        running = dict(self.tasks)
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)
        for user, thread, message_id in running.values():
            with contextlib.suppress(Exception):
                await self.threads(user).change(
                    thread, message_id, lambda m: interrupted(m) if m.status == "pending" else None
                )

    def scope(self, user: str) -> ReaderScope:
        """What `user` may read (the scope does not depend on the thread)."""
        return self.service.scope_for(to_turn(THREAD_FOR_SCOPE, "", user))


CHAT = web.AppKey("webchat", WebChat)


def to_response(reply: Reply, status: int = 200) -> web.Response:
    return web.json_response(text=reply.model_dump_json(), status=status)


async def index(request: web.Request) -> web.Response:
    """The chat page with this session's CSRF token; in token mode, `?token=` logs in."""
    policy = request.app[CHAT].policy
    if policy.mode == "token" and "token" in request.query:
        return _login(request, policy, request.query["token"])
    sid = policy.session(request)
    cookie = renewed_session(policy.key, request.cookies.get(SESSION_COOKIE)) if sid else None
    if sid is None:
        if policy.mode == "token":
            return login_page("Enter the web chat's access token.")
        cookie = new_session(policy.key)
        sid = session_id(policy.key, cookie)
        assert sid is not None
    nonce = secrets.token_urlsafe(16)
    html = (
        resources.files("bot")
        .joinpath("static/index.html")
        .read_text(encoding="utf-8")
        .replace("__CSRF_TOKEN__", csrf_token(policy.key, sid))
        .replace("__NONCE__", nonce)
    )
    response = web.Response(text=html, content_type="text/html")
    response.headers["Content-Security-Policy"] = CSP_PAGE.format(nonce=nonce)
    if cookie is not None:
        set_session_cookie(request, response, cookie)
    return response


async def login(request: web.Request) -> web.Response:
    """The login form's POST (`token` field): same-origin only; sets the session cookie."""
    policy = request.app[CHAT].policy
    if policy.mode != "token":
        raise web.HTTPSeeOther("/")
    policy.check_origin(request)
    if request.content_type != "application/x-www-form-urlencoded":
        raise Refused(415, "bad_content_type", "Send the login form.")
    form = await request.post()
    token = form.get("token")
    return _login(request, policy, token if isinstance(token, str) else "")


def _login(request: web.Request, policy: ChatPolicy, given: str) -> web.Response:
    assert policy.token is not None
    if not token_matches(given, policy.token):
        log.warning("web chat: wrong access token from %s", request.remote)
        return login_page("That access token is not right.")
    return logged_in(request, policy)


async def chat(request: web.Request) -> web.StreamResponse:
    ctx = request.app[CHAT]
    user = ctx.user(request)
    try:
        body = ChatRequest.model_validate_json(await request.read())
    except ValidationError as e:
        bad_thread = any(err["loc"] == ("thread",) for err in e.errors())
        text = BAD_THREAD if bad_thread else "Send JSON {thread, text} (text up to 4000 characters)."
        if any(err["loc"] == ("text",) and err["type"] == "string_too_long" for err in e.errors()):
            text = f"That question is too long: at most {MAX_QUESTION:,} characters, please shorten it."
        return to_response(Reply(text=text, error_code="bad_request"), 400)
    turn = to_turn(body.thread, body.text, user)
    asked = Message(role="user", text=body.text)
    if not body.stream:
        return to_response(await _answer_whole(ctx, turn, asked))
    return await _answer_streamed(request, ctx, turn, asked, ANSWER_EXPIRES_S)


async def upload(request: web.Request) -> web.StreamResponse:
    ctx = request.app[CHAT]
    user = ctx.user(request)
    limit = ctx.max_upload
    if request.content_length and request.content_length > limit + 64 * 1024:
        return _too_large(limit)
    try:
        form = await _read_upload(await request.multipart(), limit)
    except _TooLarge:
        return _too_large(limit)
    except (BadHttpMessage, ValueError, AssertionError):  # a malformed form, e.g. NUL in a header
        text = (
            "The upload is not a well-formed form (its file name or headers are damaged). Nothing was stored."
        )
        return to_response(Reply(text=text, error_code="bad_request"), 400)

    if not THREAD_RE.fullmatch(form.thread):
        return to_response(Reply(text=BAD_THREAD, error_code="bad_request"), 400)
    if form.name is None:
        return to_response(Reply(text="No file in the upload.", error_code="bad_request"), 400)
    try:
        check_filename(form.name)
    except BadFilenameError as e:
        return to_response(
            Reply(text=f"I can't import that file: {e} Nothing was stored.", error_code=e.code), 400
        )
    data = form.data

    async def fetch(_: Attachment) -> bytes:
        return data

    turn = to_turn(form.thread, "", user, [Attachment(name=form.name, size=len(data))])
    asked = Message(role="user", upload=form.name)
    if not form.stream:
        return to_response(await _answer_whole(ctx, turn, asked, fetch))
    expires = (ctx.uploader.follow_limit_s() if ctx.uploader else 0.0) + 900.0
    return await _answer_streamed(request, ctx, turn, asked, expires, fetch)


async def _answer_whole(ctx: WebChat, turn: Turn, asked: Message, fetch: Fetch | None = None) -> Reply:
    """The answer in one JSON reply (API users); the thread keeps the question and the answer. An
    import that outlives the request is not followed here: the stored answer says what the reply said."""
    threads = ctx.threads(turn.user)
    await threads.add(page_thread(turn), asked)
    reply = await ctx.service.handle(turn, fetch)
    answered = Message(role="bot", reply=reply)  # an import still running: its reply says so, as sent
    if reply.error_code != "ingest_pending":
        settle(answered, reply)
    await threads.add(page_thread(turn), answered)
    return reply


async def _answer_streamed(
    request: web.Request,
    ctx: WebChat,
    turn: Turn,
    asked: Message,
    expires_s: float,
    fetch: Fetch | None = None,
) -> web.StreamResponse:
    """Store the question and a pending answer, answer apart from this request, and stream the events
    of that answer (`bot.webthreads.Live`) until it is done or the page goes away."""
    thread = page_thread(turn)
    threads = ctx.threads(turn.user)
    await threads.add(thread, asked)
    first = f"Received {asked.upload}…" if asked.upload else FIRST_STEP
    pending = Message(
        role="bot", status="pending", step=first, expires=time.time() + expires_s, upload_of=asked.upload
    )
    await threads.add(thread, pending)
    response = web.StreamResponse(
        headers={"Content-Type": "application/x-ndjson", "X-Accel-Buffering": "no"}  # no proxy buffering
    )
    harden(response)  # before its headers go out: `guarded` cannot add them to a stream afterwards
    await response.prepare(request)
    async with ctx.live.follow(pending.id) as events:
        target = None
        if asked.upload:
            ref = {"tenant": ctx.tenant, "user": turn.user, "thread": thread, "message": pending.id}
            target = UploadTarget(platform="web", ref=ref)
        progress = _Progress(ctx, threads, thread, pending.id, None if asked.upload else expires_s)
        ctx.spawn(_answer(ctx, progress, turn, fetch, target), turn.user, thread, pending.id)
        try:
            await _send(response, {"event": "message", "message": asked.model_dump(mode="json")})
            await _send(response, {"event": "message", "message": pending.model_dump(mode="json")})
            await _relay(response, events)
        except (ConnectionResetError, asyncio.CancelledError):  # the page went away; the answer goes on
            log.info("web chat stream closed before its answer")
            raise
    with contextlib.suppress(ConnectionResetError):
        await response.write_eof()
    return response


async def _relay(response: web.StreamResponse, events: asyncio.Queue[dict[str, Any]]) -> None:
    """Send the events until `done`; a keep-alive line while nothing happens (proxies, idle timeouts)."""
    while True:
        try:
            event = await asyncio.wait_for(events.get(), KEEPALIVE_S)
        except TimeoutError:
            await _send(response, {"event": "keepalive"})
            continue
        await _send(response, event)
        if event["event"] == "done":
            return


async def _send(response: web.StreamResponse, event: dict[str, Any]) -> None:
    await response.write((json.dumps(event, ensure_ascii=False) + "\n").encode())


@dataclass
class _Progress:
    """`agent.steps.Listener` of one pending message: steps are stored (a reload shows them) and
    streamed, and keep a question's answer alive (`expires_s`); the model's partial text is only
    streamed."""

    ctx: WebChat
    threads: ThreadStore
    thread: str
    message_id: str
    expires_s: float | None

    async def step(self, text: str) -> None:
        await self.threads.change(self.thread, self.message_id, stepping(text, self.expires_s), touch=False)
        self.ctx.live.publish(self.message_id, {"event": "step", "id": self.message_id, "text": text})

    async def partial(self, text: str) -> None:
        self.ctx.live.publish(self.message_id, {"event": "partial", "id": self.message_id, "text": text})

    async def finish(self, reply: Reply) -> bool:
        """Store the final message, unless the upload watch finished it already; tell the stream.
        False when the thread was deleted meanwhile."""
        found = await self.threads.change(self.thread, self.message_id, settling(reply))
        if found is None:
            log.info("web chat thread deleted before its answer")
        shown = found or settle(Message(id=self.message_id, role="bot"), reply)
        self.ctx.live.publish(self.message_id, {"event": "done", "message": shown.model_dump(mode="json")})
        return found is not None


async def _answer(
    ctx: WebChat, progress: _Progress, turn: Turn, fetch: Fetch | None, target: UploadTarget | None
) -> None:
    """Answer the turn, telling the stream each step, and store the final message. Whatever fails
    here, the stream gets its `done`."""
    token = steps.LISTENER.set(progress)
    try:
        reply = await ctx.service.handle(turn, fetch, target)
    except asyncio.CancelledError:
        raise
    except Exception:  # handle() answers its own errors; this is the store failing around it
        log.exception("web chat answer failed")
        reply = Reply(text=user_message("memory_unavailable"), error_code="memory_unavailable")
    finally:
        steps.LISTENER.reset(token)
    try:
        kept = await progress.finish(reply)
    except Exception:
        log.exception("web chat answer not stored")
        done = settle(Message(id=progress.message_id, role="bot"), reply)
        ctx.live.publish(progress.message_id, {"event": "done", "message": done.model_dump(mode="json")})
        return
    if not kept:  # its thread was deleted during the answer: so is what the agent remembered of it
        await ctx.service.forget_thread(turn)


class _TooLarge(Exception):
    pass


class _UploadForm(BaseModel):
    thread: str = ""
    name: str | None = None
    data: bytes = b""
    stream: bool = False


async def _read_upload(reader: MultipartReader, limit: int) -> _UploadForm:
    """The upload form (thread, file name and bytes, stream); `_TooLarge` past `limit` bytes."""
    form = _UploadForm()
    async for part in reader:
        if part.name == "thread":
            form.thread = await _small_text(part)
        elif part.name == "stream":
            form.stream = (await _small_text(part)).strip() in ("1", "true")
        elif part.name == "file" and isinstance(part, BodyPartReader):
            form.name = part.filename or "upload"
            chunks, size = [], 0
            while chunk := await part.read_chunk(256 * 1024):
                size += len(chunk)
                if size > limit:
                    raise _TooLarge
                chunks.append(chunk)
            form.data = b"".join(chunks)
    return form


async def _small_text(part: BodyPartReader | MultipartReader, limit: int = 200) -> str:
    """A short form field's text; '' when it is longer than `limit` bytes or not text."""
    if not isinstance(part, BodyPartReader):
        return ""
    data = b""
    while chunk := await part.read_chunk(1024):
        data += chunk
        if len(data) > limit:
            return ""
    return data.decode("utf-8", errors="replace")


def _too_large(limit: int) -> web.Response:
    return to_response(
        Reply(text=f"{too_large_text(limit)} Nothing was stored.", error_code="file_too_large"), 413
    )


def add_routes(app: web.Application, ctx: WebChat) -> None:
    from bot import webchat_api

    app[CHAT] = ctx
    policy = ctx.policy
    if ctx.uploader is not None:
        ctx.uploader.messengers["web"] = WebMessenger(ctx.redis, ctx.memory_ttl_s, ctx.live)
    app.router.add_get("/", guarded(policy, index, post=False))
    app.router.add_post("/login", guarded(policy, login, post=False))
    app.router.add_post("/api/chat", guarded(policy, chat, post=True, content_type="application/json"))
    app.router.add_post("/api/upload", guarded(policy, upload, post=True, content_type="multipart/form-data"))
    webchat_api.add_routes(app, policy)

    async def close(_: web.Application) -> None:
        await ctx.aclose()

    app.on_cleanup.append(close)
