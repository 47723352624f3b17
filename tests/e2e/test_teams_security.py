"""Teams request authentication end to end: every request's Bot Framework JWT is checked before
any bot logic runs; anything invalid is a 401 and nothing reaches the connector or the agent.
In emulator mode (no app id) nothing is checked, so the bot replies to loopback service URLs only
and keeps every activity in one tenant."""

from __future__ import annotations

import asyncio
import logging
import time
import urllib.request
from collections.abc import AsyncIterator, Callable
from datetime import datetime
from typing import Any

import aiohttp
import jwt
import pytest
import pytest_asyncio

from bot.teams_auth import EMULATOR_TENANT
from bot.teams_files import GRAPH_NOT_CONFIGURED
from core.settings import Settings
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from tests.e2e.mock_botframework import MockBotFramework, new_key
from tests.e2e.teams_harness import (
    APP_ID,
    TeamsHarness,
    channel_message,
    personal_message,
    running_teams,
)
from tests.fakes import all_feedback

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


def _alg_none(mock: MockBotFramework) -> str:
    claims = jwt.decode(mock.token(APP_ID), options={"verify_signature": False})
    return "Bearer " + jwt.encode(claims, None, algorithm="none")


BAD_TOKENS: dict[str, Callable[[MockBotFramework], str | None]] = {
    "missing": lambda m: None,
    "not a bearer token": lambda m: "Basic dXNlcjpwYXNz",
    "not a JWT": lambda m: "Bearer not-a-jwt",
    "expired": lambda m: "Bearer " + m.token(APP_ID, expires_in=-3600),
    "signed with another key": lambda m: "Bearer " + m.token(APP_ID, key=new_key()),
    "unknown key id": lambda m: "Bearer " + m.token(APP_ID, key=new_key(), kid="someone-elses-key"),
    "unsigned (alg none)": _alg_none,
    "for another bot": lambda m: "Bearer " + m.token("11111111-2222-3333-4444-555555555555"),
    "for another service url": lambda m: "Bearer " + m.token(APP_ID, service_url="https://attacker.example/"),
    "from another issuer": lambda m: "Bearer " + m.token(APP_ID, issuer="https://sts.attacker.example/"),
}


@pytest.mark.parametrize("case", list(BAD_TOKENS))
async def test_invalid_tokens_get_401_and_no_work_is_done(
    teams: TeamsHarness, case: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="bot.teams_auth")
    sent, asked = len(teams.mock.connector_calls()), len(teams.answerer.calls)
    activity = channel_message(teams.mock.service_url, "Which contracts are governed by Delaware law?")
    status, _ = await teams.post(activity, token=BAD_TOKENS[case](teams.mock))
    assert status == 401
    assert [r for r in caplog.records if r.getMessage().startswith("refused a Bot Framework request")]
    # positive signal: a valid message sent after it is answered; by then the refused one left no trace
    barrier = channel_message(teams.mock.service_url, "Which contracts are governed by Delaware law?")
    assert (await teams.post(barrier))[0] == 201
    await teams.bot.drain(timeout=60)
    theirs = teams.calls_for(barrier["conversation"]["id"])
    assert [c.method for c in theirs] == ["POST", "PUT"]
    assert teams.mock.connector_calls()[sent:] == theirs
    threads = [thread for _, thread in teams.answerer.calls[asked:]]
    assert len(threads) == 1 and threads[0].endswith(
        ":" + barrier["id"]
    )  # only the barrier reached the agent


async def test_malformed_requests_are_refused_before_any_work(teams: TeamsHarness) -> None:
    sent = len(teams.mock.connector_calls())
    async with aiohttp.ClientSession() as s:
        for body, content_type, status in [
            ("hello", "text/plain", 415),
            ("{not json", "application/json", 400),
            ("[1, 2]", "application/json", 400),
            ("{}", "application/json", 400),
        ]:
            async with s.post(teams.url, data=body, headers={"Content-Type": content_type}) as r:
                assert r.status == status, body
    assert len(teams.mock.connector_calls()) == sent


async def test_card_action_with_an_invalid_token_is_not_stored(teams: TeamsHarness) -> None:
    invoke = personal_message(teams.mock.service_url, "")
    data = {"clausebot": "feedback", "reply_id": "forged-reply", "value": "down"}
    invoke.update(
        type="invoke",
        name="adaptiveCard/action",
        text=None,
        value={"action": {"type": "Action.Execute", "verb": "feedback", "data": data}},
    )
    assert (await teams.post(invoke, token="Bearer " + teams.mock.token(APP_ID, expires_in=-3600)))[0] == 401
    stored = await all_feedback(teams.runtime.redis)
    assert not [e for e in stored if e["reply_id"] == "forged-reply"]


async def test_a_valid_token_is_accepted(teams: TeamsHarness) -> None:
    activity = channel_message(teams.mock.service_url, "Which contracts are governed by Delaware law?")
    assert (await teams.post(activity))[0] == 201
    await teams.bot.drain(timeout=60)
    assert [c.method for c in teams.calls_for(activity["conversation"]["id"])] == ["POST", "PUT"]


async def test_anonymous_mode_skips_validation_and_explains_missing_graph(
    servers: Settings, store: GraphStore
) -> None:
    no_graph = dict(graph_tenant_id=None, graph_client_id=None, graph_client_secret=None)
    async with running_teams(
        servers, store, app_id=None, app_password=None, allow_anonymous=True, **no_graph
    ) as t:
        question = personal_message(t.mock.service_url, "Which contracts are governed by Delaware law?")
        assert (await t.post(question, token=None))[0] == 201
        await t.bot.drain(timeout=60)
        working, answer = t.calls_for(question["conversation"]["id"])
        assert working.authorization is None and answer.method == "PUT"
        upload = channel_message(
            t.mock.service_url,
            "",
            attachments=[
                {
                    "contentType": "reference",
                    "contentUrl": "https://contoso.sharepoint.com/sites/Legal/x.pdf",
                    "name": "x.pdf",
                }
            ],
        )
        assert (await t.post(upload, token=None))[0] == 201
        [reply] = t.calls_for(upload["conversation"]["id"])
        assert reply.body["text"] == GRAPH_NOT_CONFIGURED


async def test_a_slow_openid_endpoint_does_not_freeze_the_server(teams: TeamsHarness) -> None:
    """The SDK fetches the OpenID metadata with blocking calls; the web chat must answer meanwhile.

    The page is loaded from another thread (a real client outside the server's event loop), as soon
    as the mock has received the metadata request, while the mock holds its answer for 3 s."""
    from botframework.connector.auth import ChannelValidation
    from botframework.connector.auth.jwt_token_extractor import JwtTokenExtractor

    # the SDK keeps the metadata URL and its cache in class attributes: point them at this mock, cold
    ChannelValidation.open_id_metadata_endpoint = teams.mock.openid_url
    for cached in JwtTokenExtractor.metadataCache.values():
        cached.last_updated = datetime.min  # the next request fetches the metadata again
    page = teams.url.removesuffix("/api/messages") + "/"

    def fetches() -> int:
        return len([c for c in teams.mock.calls if c.path.startswith("/openid/")])

    def load_page_during_the_fetch(before: int) -> float:
        deadline = time.monotonic() + 10
        while fetches() == before and time.monotonic() < deadline:
            time.sleep(0.01)
        assert fetches() > before, "the Teams request fetched the OpenID metadata"
        start = time.monotonic()
        with urllib.request.urlopen(page, timeout=10) as r:
            assert r.status == 200
        return time.monotonic() - start

    teams.mock.metadata_delay_s = 3.0
    try:
        probe = asyncio.create_task(asyncio.to_thread(load_page_during_the_fetch, fetches()))
        activity = channel_message(teams.mock.service_url, "Which contracts are governed by Delaware law?")
        status, _ = await teams.post(activity)
        waited = await probe
    finally:
        teams.mock.metadata_delay_s = 0.0
    assert waited < 1.0, f"the web chat waited {waited:.2f} s for Microsoft's endpoint"
    assert status == 201  # and the Teams request itself is answered once the keys arrive


@pytest.mark.parametrize(
    "shape",
    [
        "null body",
        "a list",
        "no type",
        "conversation without id",
        "no conversation",
        "no sender",
    ],
)
async def test_oddly_shaped_activities_get_400_and_no_work(teams: TeamsHarness, shape: str) -> None:
    activity: Any = channel_message(teams.mock.service_url, "Which contracts are governed by Delaware law?")
    if shape == "null body":
        activity = None
    elif shape == "a list":
        activity = [activity]
    elif shape == "no type":
        del activity["type"]
    elif shape == "no conversation":
        del activity["conversation"]
    elif shape == "no sender":
        del activity["from"]
    elif shape == "conversation without id":
        activity["conversation"] = {"conversationType": "channel"}
    await teams.bot.drain(timeout=30)  # answers of earlier tests are delivered before we count
    sent, asked = len(teams.mock.connector_calls()), len(teams.answerer.calls)
    if activity is None:  # the literal body `null`, as JSON
        headers = {"Authorization": f"Bearer {teams.mock.token(APP_ID)}", "Content-Type": "application/json"}
        async with aiohttp.ClientSession() as s, s.post(teams.url, data=b"null", headers=headers) as r:
            status = r.status
    else:
        status, _ = await teams.post(activity)
    assert status == 400
    # positive signal: a well-formed message sent after it is answered, and is the only new work
    barrier = channel_message(teams.mock.service_url, "Which contracts are governed by Delaware law?")
    assert (await teams.post(barrier))[0] == 201
    await teams.bot.drain(timeout=30)
    assert len(teams.answerer.calls) == asked + 1
    assert all(
        c.path.startswith(f"/teams/v3/conversations/{barrier['conversation']['id']}")
        for c in teams.mock.connector_calls()[sent:]
    )


# --- emulator mode ------------------------------------------------------------------------------

NO_GRAPH: dict[str, Any] = dict(graph_tenant_id=None, graph_client_id=None, graph_client_secret=None)


@pytest_asyncio.fixture(scope="module")
async def emulator(servers: Settings, store: GraphStore) -> AsyncIterator[TeamsHarness]:
    """The bot without an app id (`allow_anonymous`), as for the local Bot Framework Emulator."""
    async with running_teams(
        servers, store, app_id=None, app_password=None, allow_anonymous=True, **NO_GRAPH
    ) as harness:
        yield harness


def _elsewhere(mock: MockBotFramework, where: str) -> str:
    """A service URL that is not a loopback URL, some of them still leading to the mock connector
    (so a reply sent there would be recorded)."""
    port = mock.base_url.rsplit(":", 1)[1]
    return {
        "another host": "https://attacker.example/teams/",
        "a private address": "http://10.0.0.1/teams/",
        "127.1 (resolves to the mock)": f"http://127.1:{port}/teams/",
        "0.0.0.0 (reaches the mock)": f"http://0.0.0.0:{port}/teams/",
        "user info before a loopback host": f"http://127.0.0.1:{port}@attacker.example/teams/",
        "missing": "",
    }[where]


@pytest.mark.parametrize(
    "where",
    [
        "another host",
        "a private address",
        "127.1 (resolves to the mock)",
        "0.0.0.0 (reaches the mock)",
        "user info before a loopback host",
        "missing",
    ],
)
async def test_emulator_mode_refuses_a_service_url_that_is_not_loopback(
    emulator: TeamsHarness, where: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="bot.teams")
    await emulator.bot.drain(timeout=30)
    sent, asked = len(emulator.mock.connector_calls()), len(emulator.answerer.calls)
    activity = personal_message(
        _elsewhere(emulator.mock, where), "Which contracts are governed by Delaware law?"
    )
    if not activity["serviceUrl"]:
        del activity["serviceUrl"]
    status, _ = await emulator.post(activity, token=None)
    assert status == 403
    assert [r for r in caplog.records if "serviceUrl is not a loopback URL" in r.getMessage()]
    # positive signal: a loopback message sent after it is answered, and is the only new work
    barrier = personal_message(emulator.mock.service_url, "Which contracts are governed by Delaware law?")
    barrier["conversation"]["id"] = f"a:1emulator-barrier-{barrier['id']}"
    assert (await emulator.post(barrier, token=None))[0] == 201
    await emulator.bot.drain(timeout=60)
    assert [c.method for c in emulator.mock.connector_calls()[sent:]] == ["POST", "PUT"]
    assert emulator.mock.connector_calls()[sent:] == emulator.calls_for(barrier["conversation"]["id"])
    assert len(emulator.answerer.calls) == asked + 1


@pytest.mark.parametrize("service_url", ["http://localhost:{port}/teams/", "http://[::1]:{port}/teams/"])
def test_the_loopback_spellings_of_the_emulator_are_accepted(service_url: str) -> None:
    from bot.teams_auth import is_loopback_url

    assert is_loopback_url(service_url.format(port=52143))


async def test_emulator_mode_keeps_every_activity_in_one_tenant(emulator: TeamsHarness) -> None:
    service = emulator.runtime.service
    real, scopes = service.answerer, []

    async def recording(question: str, thread_id: str, scope: ReaderScope) -> Any:
        scopes.append(scope)
        return await real(question, thread_id, scope)

    service.answerer = recording  # type: ignore[assignment]
    try:
        for claimed in ("11111111-aaaa-0000-0000-000000000001", "22222222-bbbb-0000-0000-000000000002"):
            activity = personal_message(
                emulator.mock.service_url, "Which contracts are governed by Delaware law?"
            )
            activity["conversation"]["tenantId"] = claimed
            activity["channelData"]["tenant"]["id"] = claimed
            assert (await emulator.post(activity, token=None))[0] == 201
        await emulator.bot.drain(timeout=60)
    finally:
        service.answerer = real
    assert [s.tenant for s in scopes] == [f"teams:{EMULATOR_TENANT}"] * 2
    threads = [thread for _, thread in emulator.answerer.calls[-2:]]
    assert threads[0] == threads[1] and threads[0].startswith(f"teams:{EMULATOR_TENANT}:")
