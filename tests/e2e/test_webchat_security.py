"""The web chat's access rules over real HTTP (bot/web_security.py): cross-origin and CSRF refusals
with nothing answered or stored, the Host check, the off mode on a non-loopback address without a
token (the webhooks keep working), the token login, and thread ids that cannot be guessed."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest
from aiohttp import FormData
from aiohttp.test_utils import TestClient, TestServer

from bot.runtime import Runtime
from bot.types import Turn
from bot.web import build_app
from bot.webchat import page_thread
from core.settings import Settings, TeamsSettings, WebSettings
from graph_ingest.admin import AdminReader
from graph_ingest.generator import generate_contracts
from graph_ingest.store import GraphStore
from tests.e2e.mock_slack import MockSlack, signed_headers
from tests.e2e.slack_harness import slack_settings
from tests.e2e.test_webchat import WebChat, csrf_headers, new_thread

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

TOKEN = "correct-horse-battery-staple-42"
EVIL = "http://evil.example"
CONTRACT = generate_contracts(1, seed=777)[0]


class Served:
    """The real app on 127.0.0.1 with the given web settings, and a record of every Turn that
    reached the conversation service (a refused request must add none)."""

    def __init__(self, client: TestClient, runtime: Runtime) -> None:
        self.client, self.runtime = client, runtime
        self.turns: list[Turn] = []
        handle = runtime.service.handle

        async def recording(turn: Turn, *args: Any, **kwargs: Any) -> Any:
            self.turns.append(turn)
            return await handle(turn, *args, **kwargs)

        runtime.service.handle = recording  # type: ignore[method-assign]

    def contracts(self) -> int:
        return AdminReader(self.runtime.store).counts().get("Contract", 0)


@pytest.fixture
def serve(store: GraphStore, settings: Settings) -> Callable[..., Any]:
    @asynccontextmanager
    async def serving(web: WebSettings | None = None, **update: Any) -> AsyncIterator[Served]:
        runtime = Runtime.create(settings.model_copy(update={"web": web or WebSettings(), **update}))
        async with TestClient(TestServer(build_app(runtime))) as client:
            served = Served(client, runtime)
            yield served

    return serving


def upload_form(thread: str) -> FormData:
    form = FormData()
    form.add_field("thread", thread)
    form.add_field("file", CONTRACT.text.encode(), filename="Evil Supply.txt", content_type="text/plain")
    return form


def origin_of(client: TestClient) -> str:
    return str(client.make_url("/")).rstrip("/")


# --- open mode (loopback, no token): CSRF and cross-origin ------------------------------------


async def test_cross_origin_posts_are_refused_before_anything_is_done(serve: Any) -> None:
    async with serve() as s:
        chat = WebChat(s.client, await csrf_headers(s.client))  # the victim's browser has a session
        before = s.contracts()
        thread = new_thread("t-victim")
        body = json.dumps({"thread": thread, "text": "How many contracts do we have?"})
        attacks: list[tuple[str, dict[str, Any]]] = [
            # what a page on another site can send without a preflight: no CSRF header
            ("/api/chat", {"data": body, "headers": {"Content-Type": "text/plain", "Origin": EVIL}}),
            (
                "/api/chat",
                {"data": {"thread": thread, "text": "hi"}, "headers": {"Origin": EVIL}},
            ),  # an HTML form
            ("/api/upload", {"data": upload_form(thread), "headers": {"Origin": EVIL}}),
            # even with the right token (a leaked page), a foreign Origin / Referer / fetch site is refused
            (
                "/api/chat",
                {
                    "data": body,
                    "headers": {**chat.headers, "Origin": EVIL, "Content-Type": "application/json"},
                },
            ),
            (
                "/api/chat",
                {
                    "data": body,
                    "headers": {**chat.headers, "Origin": "null", "Content-Type": "application/json"},
                },
            ),
            (
                "/api/chat",
                {
                    "data": body,
                    "headers": {**chat.headers, "Referer": f"{EVIL}/x", "Content-Type": "application/json"},
                },
            ),
            (
                "/api/upload",
                {"data": upload_form(thread), "headers": {**chat.headers, "Sec-Fetch-Site": "cross-site"}},
            ),
            (
                "/api/upload",
                {"data": upload_form(thread), "headers": {**chat.headers, "Sec-Fetch-Site": "same-site"}},
            ),
        ]
        for path, kwargs in attacks:
            res = await s.client.post(path, **kwargs)
            reply = await res.json()
            assert res.status == 403, (path, kwargs["headers"], reply)
            assert reply["error_code"] in ("cross_origin", "csrf") and not reply["cards"]
        assert s.turns == [] and s.contracts() == before, "a refused request reached the bot"

        # the same requests from the page itself are answered
        same = {**chat.headers, "Origin": origin_of(s.client), "Sec-Fetch-Site": "same-origin"}
        res = await s.client.post("/api/chat", json={"thread": thread, "text": "hello"}, headers=same)
        assert res.status == 200, await res.text()
        assert [page_thread(t) for t in s.turns] == [thread]


async def test_a_missing_or_wrong_csrf_token_is_refused(serve: Any) -> None:
    async with serve() as s:
        chat = WebChat(s.client, await csrf_headers(s.client))
        before = s.contracts()
        thread = new_thread("t-csrf")
        ask = {"thread": thread, "text": "hello"}
        async with serve() as other:  # a token of another server's session
            foreign = await csrf_headers(other.client)
        for headers in ({}, {"X-CSRF-Token": ""}, {"X-CSRF-Token": "0" * 64}, foreign):
            res = await s.client.post("/api/chat", json=ask, headers=headers)
            assert res.status == 403 and (await res.json())["error_code"] == "csrf", headers
            res = await s.client.post("/api/upload", data=upload_form(thread), headers=headers)
            assert res.status == 403 and (await res.json())["error_code"] == "csrf", headers
        # the right token, but not JSON: a text/plain body is not read
        res = await s.client.post(
            "/api/chat", data=json.dumps(ask), headers={**chat.headers, "Content-Type": "text/plain"}
        )
        assert res.status == 415
        assert s.turns == [] and s.contracts() == before
        # a client without the session cookie gets no answer even with a token
        s.client.session.cookie_jar.clear()
        res = await s.client.post("/api/chat", json=ask, headers=chat.headers)
        assert res.status == 403 and (await res.json())["error_code"] == "no_session"
        assert s.turns == []


async def test_a_foreign_host_is_refused(serve: Any) -> None:
    """DNS rebinding: a page of evil.example whose name now points at 127.0.0.1."""
    async with serve(WebSettings(allowed_hosts=["clausebot.internal"])) as s:
        chat = WebChat(s.client, await csrf_headers(s.client))
        port = s.client.port
        for host in (
            "evil.example",
            f"evil.example:{port}",
            "127.0.0.1.evil.example",
            "localhost.evil.example",
        ):
            res = await s.client.get("/", headers={"Host": host})
            assert res.status == 421 and "ALLOWED_HOSTS" in await res.text(), host
            res = await s.client.post(
                "/api/chat",
                json={"thread": new_thread("t-dns"), "text": "hi"},
                headers={**chat.headers, "Host": host},
            )
            assert res.status == 421 and (await res.json())["error_code"] == "unknown_host"
        assert s.turns == []
        for host in (f"localhost:{port}", f"127.0.0.1:{port}", f"[::1]:{port}", f"clausebot.internal:{port}"):
            res = await s.client.get("/", headers={"Host": host})
            assert res.status == 200, host
        assert (await s.client.get("/healthz", headers={"Host": "evil.example"})).status == 200


async def test_without_a_token_only_direct_local_requests_are_served(serve: Any) -> None:
    """Behind a reverse proxy every request comes from 127.0.0.1: the proxy's headers give it away."""
    async with serve() as s:
        chat = WebChat(s.client, await csrf_headers(s.client))
        for header in ("X-Forwarded-For", "Forwarded", "X-Real-IP"):
            res = await s.client.get("/", headers={header: "203.0.113.9"})
            assert res.status == 403 and "CHAT_TOKEN" in await res.text()
            res = await s.client.post(
                "/api/chat",
                json={"thread": new_thread("t-px"), "text": "hi"},
                headers={**chat.headers, header: "203.0.113.9"},
            )
            assert res.status == 403
        assert s.turns == []


async def test_short_or_guessable_thread_ids_are_refused(serve: Any) -> None:
    async with serve() as s:
        chat = WebChat(s.client, await csrf_headers(s.client))
        before = s.contracts()
        for thread in (
            "1",
            "2",
            "t-supply",
            "a" * 15,
            "../../etc/passwd-xxxxxxxx",
            "x" * 101,
            "abcdefghijklmnop\n",
            "",
        ):
            res = await chat.ask(thread, "What did this thread ask before?")
            reply = await res.json()
            assert res.status == 400 and "random id" in reply["text"], thread
            res = await chat.upload(thread, "Evil Supply.txt", CONTRACT.text.encode(), "text/plain")
            assert res.status == 400, thread
        form = FormData()
        form.add_field("file", CONTRACT.text.encode(), filename="No Thread.txt", content_type="text/plain")
        res = await s.client.post("/api/upload", data=form, headers=chat.headers)
        assert res.status == 400
        assert s.turns == [] and s.contracts() == before
        res = await chat.ask(new_thread("t-ok"), "hello")
        assert res.status == 200


# --- a non-loopback address ---------------------------------------------------------------------


async def test_non_loopback_without_a_token_turns_the_chat_off_and_keeps_the_webhooks(
    serve: Any, mock: MockSlack, settings: Settings
) -> None:
    slack = slack_settings(settings, mock).slack
    teams = TeamsSettings(allow_anonymous=True)
    async with serve(WebSettings(host="0.0.0.0"), slack=slack, teams=teams) as s:
        res = await s.client.get("/")
        assert res.status == 404 and "CLAUSEBOT_WEB__CHAT_TOKEN" in await res.text()
        assert (await s.client.get("/", params={"token": TOKEN})).status == 404
        res = await s.client.post("/api/chat", json={"thread": new_thread("t-off"), "text": "hi"})
        assert res.status == 404 and (await res.json())["error_code"] == "chat_off"
        res = await s.client.post("/api/upload", data=upload_form(new_thread("t-off")))
        assert res.status == 404
        assert s.turns == []
        # the webhooks have their own signatures: none of the web chat's checks apply to them
        foreign = {"Host": "hooks.example.com", "Origin": EVIL}
        assert (await s.client.get("/healthz", headers=foreign)).status == 200
        body = json.dumps({"token": "legacy", "challenge": "c-off", "type": "url_verification"})
        res = await s.client.post("/slack/events", data=body, headers={**signed_headers(body), **foreign})
        assert res.status == 200 and "c-off" in await res.text()
        res = await s.client.post("/slack/events", data=body, headers={"Content-Type": "application/json"})
        assert res.status == 401  # Slack's own check
        res = await s.client.post(
            "/api/messages", data="{}", headers={"Content-Type": "application/json", **foreign}
        )
        assert res.status == 400 and "activity" in await res.text()  # reached the Bot Framework endpoint


async def test_chat_can_be_turned_off_on_loopback(serve: Any) -> None:
    async with serve(WebSettings(chat=False)) as s:
        res = await s.client.get("/")
        assert res.status == 404 and "CLAUSEBOT_WEB__CHAT" in await res.text()
        assert (await s.client.get("/healthz")).status == 200


async def test_with_a_token_the_chat_needs_a_login(serve: Any) -> None:
    async with serve(WebSettings(host="0.0.0.0", chat_token=TOKEN, allowed_hosts=["chat.example.com"])) as s:
        thread = new_thread("t-login")
        res = await s.client.get("/")
        page = await res.text()
        assert res.status == 401 and 'action="/login"' in page and "csrf-token" not in page
        res = await s.client.post("/api/chat", json={"thread": thread, "text": "hi"})
        assert res.status == 401 and (await res.json())["error_code"] == "login_required"
        res = await s.client.post("/api/upload", data=upload_form(thread))
        assert res.status == 401
        for wrong in ("", "wrong", TOKEN[:-1], TOKEN + "x"):
            res = await s.client.get("/", params={"token": wrong})
            assert res.status == 401 and "not right" in await res.text()
        res = await s.client.post("/login", data={"token": TOKEN}, headers={"Origin": EVIL})
        assert res.status == 403
        assert not s.client.session.cookie_jar.filter_cookies(s.client.make_url("/")), "no session yet"
        assert s.turns == []

        # log in with the link: a session cookie, and a hop to / without the token
        res = await s.client.get("/", params={"token": TOKEN})
        assert res.status == 200 and 'content="0;url=/"' in await res.text()
        cookie = res.cookies["clausebot_session"]
        assert cookie["httponly"] and cookie["samesite"] == "Strict" and TOKEN not in cookie.value
        assert res.headers["Referrer-Policy"] == "no-referrer" and res.headers["Cache-Control"] == "no-store"
        chat = WebChat(s.client, await csrf_headers(s.client))
        res = await chat.ask(thread, "How many contracts do we have?")
        assert res.status == 200 and (await res.json())["text"]
        # behind a TLS proxy that forwards Host: the public name is allowed
        proxied = {**chat.headers, "Host": "chat.example.com", "Origin": "https://chat.example.com"}
        res = await s.client.post("/api/chat", json={"thread": thread, "text": "hello"}, headers=proxied)
        assert res.status == 200
        # the CSRF rules hold with a login as well
        res = await s.client.post(
            "/api/chat", json={"thread": thread, "text": "hi"}, headers={"Origin": EVIL, **chat.headers}
        )
        assert res.status == 403
        assert [page_thread(t) for t in s.turns] == [thread, thread]

        # the login form does the same
        s.client.session.cookie_jar.clear()
        res = await s.client.post("/login", data={"token": TOKEN}, headers={"Origin": origin_of(s.client)})
        assert res.status == 200 and "clausebot_session" in res.cookies
        assert (await s.client.get("/")).status == 200


async def test_a_session_of_another_token_is_refused(serve: Any) -> None:
    """Changing the token logs everybody out: sessions are signed with a key derived from it."""
    async with serve(WebSettings(chat_token=TOKEN)) as s:
        await s.client.get("/", params={"token": TOKEN})
        old = s.client.session.cookie_jar.filter_cookies(s.client.make_url("/"))["clausebot_session"].value
    async with serve(WebSettings(chat_token=TOKEN + "-rotated")) as s:
        res = await s.client.get("/", cookies={"clausebot_session": old})
        assert res.status == 401
        forged = old.rsplit(".", 1)[0] + "." + "0" * 64
        assert (await s.client.get("/", cookies={"clausebot_session": forged})).status == 401
