"""Slack over Socket Mode: the same Bolt app, connected through apps.connections.open and a websocket."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from core.settings import Settings
from graph_ingest.store import GraphStore
from tests.e2e.mock_slack import BOT_USER, MockSlack, event_callback, message_event
from tests.e2e.slack_harness import SlackApp, blocks_text, serve_slack, wait_answer

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


@pytest_asyncio.fixture(scope="module")
async def slack(servers: Settings, store: GraphStore, mock: MockSlack) -> AsyncIterator[SlackApp]:
    async with serve_slack(servers, store, mock, mode="socket") as app:
        await mock.wait_for(lambda: mock.connected_sockets)
        yield app


async def test_socket_mode_mention_is_acked_and_answered(slack: SlackApp) -> None:
    event = message_event(f"<@{BOT_USER}> Which contracts are governed by Delaware law?")
    envelope_id = slack.mock.push(event_callback(event))
    await slack.mock.wait_for(lambda: [a for a in slack.mock.acks if a.get("envelope_id") == envelope_id], 3)
    [answer] = await wait_answer(slack.mock, "C0LEGAL", event["ts"])
    assert "Acme Widget Supply Agreement" in blocks_text(answer)
    [connect] = slack.mock.calls_to("apps.connections.open")
    assert connect.result["ok"]


async def test_socket_mode_serves_no_http_events_endpoint(slack: SlackApp) -> None:
    async with slack.session.post(slack.url, data=b"{}") as r:
        assert r.status in (404, 405)
