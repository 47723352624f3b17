"""Fixtures shared by the end-to-end modules: a mock Slack per module with our app served against it, and the
Teams bot against its mock Bot Connector."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
import pytest_asyncio

from core.settings import Settings
from graph_ingest.store import GraphStore
from tests.e2e.mock_slack import MockSlack
from tests.e2e.slack_harness import SlackApp, serve_slack
from tests.e2e.teams_harness import TeamsHarness, running_teams


@pytest.fixture(scope="module")
def mock() -> Iterator[MockSlack]:
    """A fresh mock Slack Web API for each test module (its recorded posts are per module)."""
    with MockSlack().running() as m:
        yield m


@pytest_asyncio.fixture(scope="module")
async def slack_http(servers: Settings, store: GraphStore, mock: MockSlack) -> AsyncIterator[SlackApp]:
    """Our aiohttp app with Bolt over the HTTP Events API, talking to `mock`."""
    async with serve_slack(servers, store, mock) as app:
        yield app


@pytest_asyncio.fixture(scope="module")
async def teams(servers: Settings, store: GraphStore) -> AsyncIterator[TeamsHarness]:
    """The Teams bot (botbuilder over HTTP) with mock Bot Connector, Entra ID and Microsoft Graph."""
    async with running_teams(servers, store) as harness:
        yield harness
