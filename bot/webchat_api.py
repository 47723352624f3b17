"""The web chat's other routes: its static files, the welcome, threads, feedback, the document view.

Every route is behind the same checks as the chat (`bot.web_security.guarded`); each reads and writes
only the asking session's threads (`bot.webthreads.ThreadStore`) and contracts its scope may see.
"""

from __future__ import annotations

import asyncio
from importlib import resources
from typing import Any, Literal

from aiohttp import web
from pydantic import BaseModel, Field, ValidationError

from agent.errors import MemoryUnavailableError
from bot.cards import STATUS_BADGE
from bot.messages import EXAMPLE_QUESTIONS, user_message
from bot.types import Reply
from bot.web_security import THREAD_PATTERN, ChatPolicy, Refused, guarded
from bot.webchat import CHAT, THREAD_RE, to_response, to_turn
from bot.webthreads import TITLE_CHARS, Message, Thread, export_markdown
from core.limits import size_text
from graph_ingest import cypher
from graph_ingest.cards import load_cards
from graph_ingest.errors import GraphUnavailableError
from graph_ingest.jobs import INDEX_QUEUE
from graph_ingest.loaders.base import MEDIA_TYPES

STATIC = {"app.js": "text/javascript", "app.css": "text/css"}
UPLOAD_KINDS = {".md": "Markdown", ".markdown": "Markdown", ".htm": "HTML", ".html": "HTML", ".txt": "text"}
MAX_DOCUMENT_PASSAGES = 2000


class RenameRequest(BaseModel):
    title: str = Field(min_length=1, max_length=TITLE_CHARS)


class FeedbackRequest(BaseModel):
    thread: str = Field(pattern=THREAD_PATTERN)
    reply_id: str = Field(min_length=1, max_length=64)
    value: Literal["up", "down"]


async def static(request: web.Request) -> web.Response:
    name = request.match_info["name"]
    if name not in STATIC:
        raise Refused(404, "not_found", "No such file.")
    text = resources.files("bot").joinpath(f"static/{name}").read_text(encoding="utf-8")
    response = web.Response(text=text, content_type=STATIC[name])
    response.headers["Cache-Control"] = "no-cache"
    return response


def _thread_id(request: web.Request) -> str:
    thread = request.match_info["thread"]
    if not THREAD_RE.fullmatch(thread):
        raise Refused(400, "bad_request", "That is not a thread id.")
    return thread


async def _json(request: web.Request, model: type[BaseModel]) -> Any:
    try:
        return model.model_validate_json(await request.read())
    except ValidationError as e:
        raise Refused(400, "bad_request", f"Send JSON with {', '.join(model.model_fields)}.") from e


async def welcome(request: web.Request) -> web.Response:
    """What a new user sees: how many contracts they can ask about, whether clause search is still
    indexing them, questions to try, and what an upload takes."""
    ctx = request.app[CHAT]
    scope = ctx.scope(ctx.user(request))
    try:
        rows = await asyncio.to_thread(ctx.store.read, cypher.COUNT_VISIBLE, scope)
    except GraphUnavailableError:
        raise Refused(503, "graph_unavailable", user_message("graph_unavailable")) from None
    contracts = int(rows[0]["n"]) if rows else 0
    search = ctx.clause_search
    indexed = 0
    if search is not None and search.loaded:
        indexed = min((await asyncio.to_thread(search.searchable, scope))[0], contracts)
    # done when all are indexed, or nothing is left to index (a contract without text never is)
    done = indexed >= contracts or not await ctx.redis.zcard(INDEX_QUEUE)
    accepts = list(MEDIA_TYPES)
    kinds = ", ".join(dict.fromkeys(UPLOAD_KINDS.get(s, s.lstrip(".").upper()) for s in accepts))
    return web.json_response(
        {
            "text": "Ask about your contracts in plain words, or drop a contract file here to add it.",
            "contracts": contracts,
            "indexing": {"indexed": indexed, "total": contracts, "done": done},
            "examples": list(EXAMPLE_QUESTIONS),
            "uploads": {
                "accepts": accepts,
                "max_bytes": ctx.max_upload,
                "text": f"Upload {kinds} files up to {size_text(ctx.max_upload)}.",
            },
            "status_labels": STATUS_BADGE,
        }
    )


async def list_threads(request: web.Request) -> web.Response:
    ctx = request.app[CHAT]
    threads = await ctx.threads(ctx.user(request)).list()
    return web.json_response({"threads": [t.model_dump(mode="json") for t in threads]})


async def create_thread(request: web.Request) -> web.Response:
    ctx = request.app[CHAT]
    made = await ctx.threads(ctx.user(request)).create()
    return web.json_response({"thread": made.model_dump(mode="json")}, status=201)


GONE = "That thread is not there any more (deleted or expired)."


async def _own_thread(request: web.Request) -> tuple[Thread, list[Message]]:
    """The asking user's thread named in the path, with its messages; 404 when it is not theirs."""
    ctx = request.app[CHAT]
    thread = _thread_id(request)
    store = ctx.threads(ctx.user(request))
    found = await store.get(thread)
    if found is None:
        raise Refused(404, "thread_not_found", GONE)
    return found, await store.messages(thread)


async def get_thread(request: web.Request) -> web.Response:
    found, messages = await _own_thread(request)
    return web.json_response(
        {"thread": found.model_dump(mode="json"), "messages": [m.model_dump(mode="json") for m in messages]}
    )


async def rename_thread(request: web.Request) -> web.Response:
    ctx = request.app[CHAT]
    body = await _json(request, RenameRequest)
    renamed = await ctx.threads(ctx.user(request)).rename(_thread_id(request), body.title)
    if renamed is None:
        raise Refused(404, "thread_not_found", GONE)
    return web.json_response({"thread": renamed.model_dump(mode="json")})


async def delete_thread(request: web.Request) -> web.Response:
    """Delete a thread: its messages here and the agent's memory of it."""
    ctx = request.app[CHAT]
    thread = _thread_id(request)
    user = ctx.user(request)
    threads = ctx.threads(user)
    if await threads.get(thread) is None:
        return web.json_response({"deleted": False})
    await ctx.stop_answers(user, thread)
    answers = [m.reply.reply_id for m in await threads.messages(thread) if m.reply and m.reply.reply_id]
    await threads.delete(thread)
    await ctx.service.forget_answers(answers)
    try:
        await ctx.service.forget_thread(to_turn(thread, "", user))
    except MemoryUnavailableError:
        raise Refused(
            503, "memory_unavailable", "The thread is deleted, but its memory could not be: try again."
        ) from None
    return web.json_response({"deleted": True})


async def export_thread(request: web.Request) -> web.Response:
    found, messages = await _own_thread(request)
    response = web.Response(text=export_markdown(found, messages), content_type="text/markdown")
    response.headers["Content-Disposition"] = f'attachment; filename="clausebot-{found.id[:8]}.md"'
    return response


async def feedback(request: web.Request) -> web.Response:
    ctx = request.app[CHAT]
    """A 👍/👎 on one of this user's answers: stored with the tenant's feedback, and on the message."""
    body = await _json(request, FeedbackRequest)
    user = ctx.user(request)
    threads = ctx.threads(user)
    rated = await threads.answered(body.thread, body.reply_id)
    if rated is None:
        raise Refused(404, "reply_not_found", "That answer is not in this thread any more.")
    stored = await ctx.service.record_feedback(to_turn(body.thread, "", user), body.reply_id, body.value)

    def rate(m: Message) -> Message:
        m.feedback = body.value
        return m

    await threads.change(body.thread, rated.id, rate)
    return web.json_response({"stored": stored})


def _offset(request: web.Request, name: str) -> int | None:
    raw = request.query.get(name)
    if raw is None or raw == "":
        return None
    if not raw.isdigit() or len(raw) > 9:
        raise Refused(400, "bad_request", f"{name} must be a character offset.")
    return int(raw)


async def document(request: web.Request) -> web.Response:
    """One contract as the document view shows it: its card and its text (stored passages), with the
    cited range to highlight. Only a contract the asking user's scope may see."""
    ctx = request.app[CHAT]
    file_id = request.query.get("file_id", "")
    if not file_id or len(file_id) > 500:
        raise Refused(400, "bad_request", "Name the contract (file_id).")
    start, end = _offset(request, "start"), _offset(request, "end")
    scope = ctx.scope(ctx.user(request))
    store = ctx.store
    cards = await asyncio.to_thread(load_cards, store, scope, [file_id])
    if not cards:
        reply = Reply(text=user_message("contract_not_found"), error_code="contract_not_found")
        return to_response(reply, 404)
    rows = await asyncio.to_thread(store.read, cypher.DOCUMENT_PASSAGES, scope, file_id=file_id)
    passages = [
        {"start": r["start"], "end": r["end"], "heading": r.get("heading"), "text": r["text"]}
        for r in rows[:MAX_DOCUMENT_PASSAGES]
    ]
    highlight = None
    if start is not None and end is not None and end > start:
        highlight = {"start": start, "end": end}
    return web.json_response(
        {
            "card": cards[0].model_dump(mode="json"),
            "passages": passages,
            "highlight": highlight,
            "indexed": bool(passages),
        }
    )


def add_routes(app: web.Application, policy: ChatPolicy) -> None:
    def get(path: str, handler: Any) -> None:
        app.router.add_get(path, guarded(policy, handler, post=False))

    def change(method: str, path: str, handler: Any, content_type: str | None = "application/json") -> None:
        app.router.add_route(method, path, guarded(policy, handler, post=True, content_type=content_type))

    get("/static/{name}", static)
    get("/api/welcome", welcome)
    get("/api/threads", list_threads)
    change("POST", "/api/threads", create_thread, None)
    get("/api/threads/{thread}", get_thread)
    change("PATCH", "/api/threads/{thread}", rename_thread)
    change("DELETE", "/api/threads/{thread}", delete_thread, None)
    get("/api/threads/{thread}/export", export_thread)
    change("POST", "/api/feedback", feedback)
    get("/api/document", document)
