"""Web chat: a page, a JSON endpoint per message, and uploads. A thin adapter.

Every route is behind `bot/web_security.py` (mode, Host, login, Origin, CSRF); thread ids are the
page's random ids (`THREAD_PATTERN`), so one thread's memory cannot be reached by guessing.
"""

from __future__ import annotations

import logging
import re
import secrets
from importlib import resources

from aiohttp import BodyPartReader, MultipartReader, web
from aiohttp.http_exceptions import BadHttpMessage
from pydantic import BaseModel, Field, ValidationError

from bot.conversation import ConversationService
from bot.types import Attachment, Reply, Turn
from bot.web_security import (
    CSP_PAGE,
    THREAD_PATTERN,
    ChatPolicy,
    Refused,
    csrf_token,
    guarded,
    logged_in,
    login_page,
    new_session,
    session_id,
    set_session_cookie,
    token_matches,
)
from core.limits import too_large_text
from graph_ingest.errors import BadFilenameError
from graph_ingest.loaders.base import check_filename

log = logging.getLogger(__name__)

SERVICE = web.AppKey("webchat_service", ConversationService)
MAX_UPLOAD = web.AppKey("webchat_max_upload", int)
POLICY = web.AppKey("webchat_policy", ChatPolicy)
THREAD_RE = re.compile(THREAD_PATTERN)
BAD_THREAD = "thread must be a random id of 16 to 100 letters, digits, - or _ (the page makes one)."


class ChatRequest(BaseModel):
    thread: str = Field(pattern=THREAD_PATTERN)
    text: str = Field(max_length=4000)


def to_turn(thread: str, text: str, attachments: list[Attachment] | None = None) -> Turn:
    return Turn(
        platform="web",
        workspace="local",
        channel="webchat",
        thread=thread,
        user="web-user",
        text=text,
        attachments=attachments or [],
    )


def to_response(reply: Reply, status: int = 200) -> web.Response:
    return web.json_response(text=reply.model_dump_json(), status=status)


async def index(request: web.Request) -> web.Response:
    """The chat page with this session's CSRF token; in token mode, `?token=` logs in."""
    policy = request.app[POLICY]
    if policy.mode == "token" and "token" in request.query:
        return _login(request, policy, request.query["token"])
    cookie = None
    sid = policy.session(request)
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
    policy = request.app[POLICY]
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


async def chat(request: web.Request) -> web.Response:
    try:
        body = ChatRequest.model_validate_json(await request.read())
    except ValidationError as e:
        bad_thread = any(err["loc"] == ("thread",) for err in e.errors())
        text = BAD_THREAD if bad_thread else "Send JSON {thread, text} (text up to 4000 characters)."
        return to_response(Reply(text=text, error_code="bad_request"), 400)
    return to_response(await request.app[SERVICE].handle(to_turn(body.thread, body.text)))


async def upload(request: web.Request) -> web.Response:
    limit = request.app[MAX_UPLOAD]
    if request.content_length and request.content_length > limit + 64 * 1024:
        return _too_large(limit)
    try:
        thread, name, data = await _read_upload(await request.multipart(), limit)
    except _TooLarge:
        return _too_large(limit)
    except (BadHttpMessage, ValueError, AssertionError):  # a malformed form, e.g. NUL in a header
        text = (
            "The upload is not a well-formed form (its file name or headers are damaged). Nothing was stored."
        )
        return to_response(Reply(text=text, error_code="bad_request"), 400)

    if not THREAD_RE.fullmatch(thread):
        return to_response(Reply(text=BAD_THREAD, error_code="bad_request"), 400)
    if name is None:
        return to_response(Reply(text="No file in the upload.", error_code="bad_request"), 400)
    try:
        check_filename(name)
    except BadFilenameError as e:
        return to_response(
            Reply(text=f"I can't import that file: {e} Nothing was stored.", error_code=e.code), 400
        )

    async def fetch(_: Attachment) -> bytes:
        return data

    turn = to_turn(thread, "", [Attachment(name=name, size=len(data))])
    return to_response(await request.app[SERVICE].handle(turn, fetch))


class _TooLarge(Exception):
    pass


async def _read_upload(reader: MultipartReader, limit: int) -> tuple[str, str | None, bytes]:
    """(thread, file name, bytes) of the upload form; `_TooLarge` past `limit` bytes."""
    thread, name, data = "", None, b""
    async for part in reader:
        if part.name == "thread":
            thread = await _small_text(part)
        elif part.name == "file" and isinstance(part, BodyPartReader):
            name = part.filename or "upload"
            chunks, size = [], 0
            while chunk := await part.read_chunk(256 * 1024):
                size += len(chunk)
                if size > limit:
                    raise _TooLarge
                chunks.append(chunk)
            data = b"".join(chunks)
    return thread, name, data


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


def add_routes(
    app: web.Application, service: ConversationService, max_upload: int, policy: ChatPolicy
) -> None:
    app[SERVICE] = service
    app[MAX_UPLOAD] = max_upload
    app[POLICY] = policy
    app.router.add_get("/", guarded(policy, index, post=False))
    app.router.add_post("/login", guarded(policy, login, post=False))
    app.router.add_post("/api/chat", guarded(policy, chat, post=True, content_type="application/json"))
    app.router.add_post("/api/upload", guarded(policy, upload, post=True, content_type="multipart/form-data"))
