"""Local web chat: a page, a JSON endpoint per message, and uploads. A thin adapter."""

from __future__ import annotations

from importlib import resources

from aiohttp import web
from pydantic import BaseModel, Field, ValidationError

from bot.conversation import ConversationService
from bot.types import Attachment, Reply, Turn
from core.limits import too_large_text

SERVICE = web.AppKey("webchat_service", ConversationService)
MAX_UPLOAD = web.AppKey("webchat_max_upload", int)


class ChatRequest(BaseModel):
    thread: str = Field(min_length=1, max_length=100, pattern=r"^[\w.-]+$")
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
    html = resources.files("bot").joinpath("static/index.html").read_text(encoding="utf-8")
    return web.Response(text=html, content_type="text/html")


async def chat(request: web.Request) -> web.Response:
    try:
        body = ChatRequest.model_validate_json(await request.read())
    except ValidationError:
        return to_response(
            Reply(text="Send JSON {thread, text} (text up to 4000 characters).", error_code="bad_request"),
            400,
        )
    return to_response(await request.app[SERVICE].handle(to_turn(body.thread, body.text)))


async def upload(request: web.Request) -> web.Response:
    limit = request.app[MAX_UPLOAD]
    if request.content_length and request.content_length > limit + 64 * 1024:
        return _too_large(limit)
    reader = await request.multipart()
    thread, name, data = "web", None, b""
    async for part in reader:
        if part.name == "thread":
            thread = (await part.text())[:100]
        elif part.name == "file":
            name = part.filename or "upload"
            chunks, size = [], 0
            while chunk := await part.read_chunk(256 * 1024):
                size += len(chunk)
                if size > limit:
                    return _too_large(limit)
                chunks.append(chunk)
            data = b"".join(chunks)
    if name is None:
        return to_response(Reply(text="No file in the upload.", error_code="bad_request"), 400)

    async def fetch(_: Attachment) -> bytes:
        return data

    turn = to_turn(thread, "", [Attachment(name=name, size=len(data))])
    return to_response(await request.app[SERVICE].handle(turn, fetch))


def _too_large(limit: int) -> web.Response:
    return to_response(
        Reply(text=f"{too_large_text(limit)} Nothing was stored.", error_code="file_too_large"), 413
    )


def add_routes(app: web.Application, service: ConversationService, max_upload: int) -> None:
    app[SERVICE] = service
    app[MAX_UPLOAD] = max_upload
    app.router.add_get("/", index)
    app.router.add_post("/api/chat", chat)
    app.router.add_post("/api/upload", upload)
