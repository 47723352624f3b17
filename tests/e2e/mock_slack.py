"""A mock of Slack's servers on 127.0.0.1, in its own thread, that behaves like Slack where we rely on it.

- Web API (`/api/<method>`): every call needs `Authorization: Bearer xoxb-…` (the bot token;
  `invalid_auth` otherwise) except `apps.connections.open`, which needs the `xapp-` app token.
  Implemented: auth.test, chat.postMessage, chat.update, chat.postEphemeral, reactions.add,
  files.info (an error on demand: `files_info_errors`), views.publish, apps.connections.open.
  Block Kit limits are checked like Slack (`invalid_blocks`), so a renderer that breaks them fails
  the e2e tests.
- `url_private` downloads (`/files-pri/…`): with the bot token the file; without it a 302 to a
  sign-in HTML page, as Slack does.
- `response_url`s (`/response/<id>`) for slash commands and buttons.
- Socket Mode: `/link` websocket; `push()` sends an `events_api` envelope, acks are recorded.
- Rate limits on demand: `rate_limit("chat.postMessage", times=1, retry_after=1)` → HTTP 429.

Also the request side of Slack: `signed_headers()` signs a body like Slack does, and
`event_callback()` / `message_event()` build Events API payloads.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import itertools
import json
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl

from aiohttp import WSMsgType, web

from tests.block_kit import block_kit_problem

TEAM = "T0CLAUSE"
BOT_USER = "U0BOT"
BOT_ID = "B0BOT"
BOT_TOKEN = "xoxb-test-0000-clausebot"
APP_TOKEN = "xapp-1-test-clausebot"
SIGNING_SECRET = "test-signing-secret"


@dataclass
class Call:
    method: str
    args: dict[str, Any]
    result: dict[str, Any] = field(default_factory=dict)
    at: float = field(default_factory=time.monotonic)


class MockSlack:
    def __init__(self, bot_token: str = BOT_TOKEN, app_token: str = APP_TOKEN) -> None:
        self.bot_token, self.app_token = bot_token, app_token
        self.calls: list[Call] = []
        self.acks: list[dict[str, Any]] = []
        self.files: dict[str, dict[str, Any]] = {}
        self.files_info_errors: dict[str, str] = {}  # file id -> the error files.info answers for it
        self.ext_shared: set[str] = set()  # channels shared with another organisation (Slack Connect)
        self.contents: dict[str, bytes] = {}
        self.downloads: list[tuple[str, bool]] = []  # (file id, authorised)
        self._limits: dict[str, tuple[int, int]] = {}
        self._failures: dict[str, tuple[int, int]] = {}
        self._ts = itertools.count(1)
        self._sockets: list[web.WebSocketResponse] = []
        self._lock = threading.Lock()
        self._ready = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.port = 0

    # --- lifecycle -----------------------------------------------------------------------

    def start(self) -> MockSlack:
        threading.Thread(target=self._serve, name="mock-slack", daemon=True).start()
        if not self._ready.wait(10):
            raise RuntimeError("mock Slack did not start")
        return self

    def stop(self) -> None:
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self.loop.stop)

    @contextlib.contextmanager
    def running(self) -> Iterator[MockSlack]:
        self.start()
        try:
            yield self
        finally:
            self.stop()

    def _serve(self) -> None:
        self.loop = asyncio.new_event_loop()
        app = web.Application()
        app.router.add_route("*", "/api/{method}", self._api)
        app.router.add_get("/files-pri/{file_id}/{name}", self._download)
        app.router.add_get("/signin", self._signin)
        app.router.add_post("/response/{rid}", self._response_url)
        app.router.add_get("/link", self._socket)
        runner = web.AppRunner(app, access_log=None)
        self.loop.run_until_complete(runner.setup())
        site = web.TCPSite(runner, "127.0.0.1", 0)
        self.loop.run_until_complete(site.start())
        self.port = runner.addresses[0][1]
        self._ready.set()
        self.loop.run_forever()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_url(self) -> str:
        return f"{self.base_url}/api/"  # the trailing slash matters to AsyncWebClient

    def reset(self) -> None:
        with self._lock:
            self.calls.clear()
            self.acks.clear()
            self.downloads.clear()
            self._limits.clear()
            self._failures.clear()

    # --- test controls -------------------------------------------------------------------

    def rate_limit(self, method: str, times: int = 1, retry_after: int = 1) -> None:
        self._limits[method] = (times, retry_after)

    def fail(self, method: str, times: int = 1, status: int = 503) -> None:
        """The next `times` calls of `method` get a 5xx with a non-JSON body, as an overloaded edge gives."""
        self._failures[method] = (times, status)

    def add_file(self, name: str, content: bytes, mimetype: str, size: int | None = None) -> dict[str, Any]:
        fid = "F" + uuid.uuid4().hex[:10].upper()
        url = f"{self.base_url}/files-pri/{TEAM}-{fid}/{name}"
        info = {
            "id": fid,
            "name": name,
            "title": name,
            "mimetype": mimetype,
            "filetype": name.rsplit(".", 1)[-1],
            "size": len(content) if size is None else size,
            "url_private": url,
            "url_private_download": url + "?download=1",
        }
        self.files[fid] = info
        self.contents[fid] = content
        return info

    def calls_to(self, method: str) -> list[Call]:
        with self._lock:
            return [c for c in self.calls if c.method == method]

    def push(self, payload: dict[str, Any], kind: str = "events_api") -> str:
        """Send an envelope over every open Socket Mode connection; returns its envelope_id."""
        envelope_id = uuid.uuid4().hex
        envelope = {
            "envelope_id": envelope_id,
            "type": kind,
            "payload": payload,
            "accepts_response_payload": kind != "events_api",
            "retry_attempt": 0,
            "retry_reason": "",
        }

        async def send() -> None:
            for ws in list(self._sockets):
                await ws.send_str(json.dumps(envelope))

        assert self.loop is not None
        asyncio.run_coroutine_threadsafe(send(), self.loop).result(5)
        return envelope_id

    @property
    def connected_sockets(self) -> int:
        return len(self._sockets)

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 10.0) -> Any:
        """Poll (from the caller's event loop) until `predicate()` is truthy; return its value."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if value := predicate():
                return value
            await asyncio.sleep(0.02)
        raise AssertionError(f"timed out after {timeout}s; calls: {[c.method for c in self.calls]}")

    # --- Web API -------------------------------------------------------------------------

    async def _api(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        args: dict[str, Any] = dict(request.query)
        if request.can_read_body:
            raw = await request.read()
            if request.content_type == "application/json":
                args.update(json.loads(raw or b"{}"))
            else:
                args.update(parse_qsl(raw.decode()))
        auth = request.headers.get("Authorization", "")
        needed = self.app_token if method == "apps.connections.open" else self.bot_token
        if auth != f"Bearer {needed}":
            return web.json_response({"ok": False, "error": "invalid_auth" if auth else "not_authed"})
        call = Call(method, args)
        with self._lock:
            self.calls.append(call)
            times, retry_after = self._limits.get(method, (0, 0))
            if times:
                self._limits[method] = (times - 1, retry_after)
            failing, status = self._failures.get(method, (0, 0))
            if failing:
                self._failures[method] = (failing - 1, status)
        if failing:
            call.result = {"ok": False, "error": f"http_{status}"}
            return web.Response(
                status=status, text="upstream connect error or disconnect/reset before headers"
            )
        if times:
            call.result = {"ok": False, "error": "ratelimited"}
            return web.json_response(call.result, status=429, headers={"Retry-After": str(retry_after)})
        handler = getattr(self, "api_" + method.replace(".", "_"), None)
        call.result = handler(args) if handler else {"ok": False, "error": "unknown_method"}
        return web.json_response(call.result)

    def api_auth_test(self, args: dict[str, Any]) -> dict[str, Any]:
        return {
            "ok": True,
            "url": "https://clausebot-test.slack.com/",
            "team": "Clause Test",
            "user": "clausebot",
            "team_id": TEAM,
            "user_id": BOT_USER,
            "bot_id": BOT_ID,
            "is_enterprise_install": False,
        }

    def _message(self, args: dict[str, Any], ts: str) -> dict[str, Any]:
        if not args.get("channel"):
            return {"ok": False, "error": "channel_not_found"}
        blocks = args.get("blocks")
        if isinstance(blocks, str):
            blocks = json.loads(blocks)
        if not args.get("text") and not blocks:
            return {"ok": False, "error": "no_text"}
        if blocks and (problem := block_kit_problem(blocks)):
            return {"ok": False, "error": "invalid_blocks", "errors": [problem]}
        message = {
            "type": "message",
            "user": BOT_USER,
            "bot_id": BOT_ID,
            "text": args.get("text", ""),
            "ts": ts,
        }
        return {"ok": True, "channel": args["channel"], "ts": ts, "message": message}

    def api_chat_postMessage(self, args: dict[str, Any]) -> dict[str, Any]:
        return self._message(args, f"{1_700_000_000 + next(self._ts)}.000100")

    def api_chat_update(self, args: dict[str, Any]) -> dict[str, Any]:
        if not args.get("ts"):
            return {"ok": False, "error": "message_not_found"}
        return self._message(args, args["ts"])

    def api_chat_postEphemeral(self, args: dict[str, Any]) -> dict[str, Any]:
        return {"ok": True, "message_ts": f"{1_700_000_000 + next(self._ts)}.000200"}

    def api_reactions_add(self, args: dict[str, Any]) -> dict[str, Any]:
        return {"ok": True}

    def api_files_info(self, args: dict[str, Any]) -> dict[str, Any]:
        if error := self.files_info_errors.get(args.get("file", "")):
            return {"ok": False, "error": error}
        info = self.files.get(args.get("file", ""))
        return {"ok": True, "file": info} if info else {"ok": False, "error": "file_not_found"}

    def api_conversations_info(self, args: dict[str, Any]) -> dict[str, Any]:
        channel = args.get("channel", "")
        if not channel.startswith(("C", "G", "D")):
            return {"ok": False, "error": "channel_not_found"}
        shared = channel in self.ext_shared
        return {
            "ok": True,
            "channel": {"id": channel, "is_channel": True, "is_ext_shared": shared, "is_shared": shared},
        }

    def api_views_publish(self, args: dict[str, Any]) -> dict[str, Any]:
        view = args.get("view")
        view = json.loads(view) if isinstance(view, str) else view
        if not args.get("user_id") or not view or view.get("type") != "home":
            return {"ok": False, "error": "invalid_arguments"}
        if problem := block_kit_problem(view.get("blocks", []), max_blocks=100):
            return {"ok": False, "error": "invalid_blocks", "errors": [problem]}
        return {"ok": True, "view": {"id": "V0HOME", **view}}

    def api_apps_connections_open(self, args: dict[str, Any]) -> dict[str, Any]:
        return {"ok": True, "url": f"ws://127.0.0.1:{self.port}/link?ticket={uuid.uuid4().hex}"}

    # --- files, response_url, socket ------------------------------------------------------

    async def _download(self, request: web.Request) -> web.StreamResponse:
        fid = request.match_info["file_id"].split("-", 1)[-1]
        authorised = request.headers.get("Authorization") == f"Bearer {self.bot_token}"
        with self._lock:
            self.downloads.append((fid, authorised))
        if not authorised:
            raise web.HTTPFound(f"/signin?redir={request.path}")
        if fid not in self.contents:
            raise web.HTTPNotFound()
        return web.Response(body=self.contents[fid], content_type=self.files[fid]["mimetype"])

    async def _signin(self, request: web.Request) -> web.Response:
        return web.Response(
            text="<!DOCTYPE html><html><body>Sign in to Slack</body></html>", content_type="text/html"
        )

    async def _response_url(self, request: web.Request) -> web.Response:
        with self._lock:
            self.calls.append(
                Call("response_url", {"rid": request.match_info["rid"], **await request.json()})
            )
        return web.Response(text="ok")

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        self._sockets.append(ws)
        await ws.send_str(
            json.dumps(
                {
                    "type": "hello",
                    "num_connections": len(self._sockets),
                    "debug_info": {"host": "mock"},
                    "connection_info": {"app_id": "A0TEST"},
                }
            )
        )
        try:
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    with self._lock:
                        self.acks.append(json.loads(msg.data))
        finally:
            self._sockets.remove(ws)
        return ws


# --- the request side: what Slack sends to the app --------------------------------------


def signed_headers(body: str, secret: str = SIGNING_SECRET, timestamp: int | None = None) -> dict[str, str]:
    ts = str(int(time.time()) if timestamp is None else timestamp)
    digest = hmac.new(secret.encode(), f"v0:{ts}:{body}".encode(), hashlib.sha256).hexdigest()
    return {
        "X-Slack-Request-Timestamp": ts,
        "X-Slack-Signature": f"v0={digest}",
        "Content-Type": "application/json",
    }


_ts = itertools.count(1)


def new_ts() -> str:
    return f"{int(time.time())}.{next(_ts):06d}"


def message_event(
    text: str,
    *,
    channel: str = "C0LEGAL",
    user: str = "U0ALICE",
    ts: str | None = None,
    thread_ts: str | None = None,
    kind: str = "app_mention",
    channel_type: str = "channel",
    **extra: Any,
) -> dict[str, Any]:
    ts = ts or new_ts()
    event: dict[str, Any] = {
        "type": kind,
        "user": user,
        "text": text,
        "ts": ts,
        "channel": channel,
        "team": TEAM,
        "event_ts": ts,
    }
    if kind == "message":
        event["channel_type"] = channel_type
    if thread_ts:
        event["thread_ts"] = thread_ts
    return {**event, **extra}


def event_callback(event: dict[str, Any], event_id: str | None = None) -> dict[str, Any]:
    return {
        "token": "legacy",
        "team_id": TEAM,
        "api_app_id": "A0TEST",
        "event": event,
        "type": "event_callback",
        "event_id": event_id or "Ev" + uuid.uuid4().hex[:10].upper(),
        "event_time": int(time.time()),
        "authorizations": [{"team_id": TEAM, "user_id": BOT_USER, "is_bot": True}],
    }
