"""Fixtures shared by the Slack end-to-end modules: a mock Slack per module and our app served against it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
import pytest_asyncio

from bot.settings import Settings
from graph_ingest.store import GraphStore
from tests.e2e.mock_slack import MockSlack
from tests.e2e.slack_harness import SlackApp, serve_slack


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
