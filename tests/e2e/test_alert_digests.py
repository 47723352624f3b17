"""Deadline digests end to end: "alerts on" in a Slack channel (a signed slash command through Bolt)
and in a Teams channel (a mention through the Bot Connector); the sweep every server runs posts one
digest with the right cards; a restart posts nothing again; a channel that did not subscribe, or
may not see a contract (another channel, another workspace), hears nothing of it."""

from __future__ import annotations

import asyncio
import inspect
import json
import time
from collections.abc import Callable, Iterator
from datetime import date, timedelta
from typing import Any
from urllib.parse import urlencode

import pytest

from bot import digests
from bot.components import build_ingestor
from core.settings import Settings
from graph_ingest.models import Scope
from graph_ingest.store import GraphStore
from tests.e2e.mock_slack import TEAM, MockSlack, new_ts
from tests.e2e.slack_harness import SlackApp, serve_slack
from tests.e2e.teams_harness import (
    CHANNEL,
    TENANT,
    TeamsHarness,
    card_errors,
    card_of,
    channel_message,
    personal_message,
    running_teams,
)

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

LEGAL, SALES, QUIET, CONNECT = "C0DLEGAL", "C0DSALES", "C0DQUIET", "C0DCONNECT"
ELSEWHERE = "T0ELSEWHERE"
TODAY = date.today()


def _long_date(d: date) -> str:
    return d.strftime("%B %-d, %Y")


def renewing(title: str, supplier: str) -> str:
    """A two-year term ending about 40 days from now, renewing unless notice is given 30 days before."""
    ends = TODAY + timedelta(days=40)
    starts = ends.replace(year=ends.year - 2, day=min(ends.day, 28))
    return f"""{title}

This {title.title()} (the "Agreement") is entered into as of {_long_date(starts)} (the "Effective Date") by
and between {supplier}, a Delaware corporation ("Supplier"), and Permafrost Retail LLC, a New York limited
liability company ("Customer").

1. TERM. This Agreement shall commence on the Effective Date and continue for a period of two (2) years.
Thereafter, this Agreement shall automatically renew for successive one (1) year periods unless either
party gives the other written notice of non-renewal at least thirty (30) days prior to the end of the
then-current term.

2. GOVERNING LAW. This Agreement shall be governed by the laws of the State of New York.
"""


def fixed(title: str, consultant: str) -> str:
    """A fixed term ending 50 days from now."""
    return f"""{title}

This {title.title()} is made as of {_long_date(TODAY - timedelta(days=300))} between {consultant}
("Consultant") and Permafrost Retail LLC ("Client").

1. TERM. This Agreement begins on {_long_date(TODAY - timedelta(days=300))} and ends on
{_long_date(TODAY + timedelta(days=50))}, unless terminated earlier.
"""


@pytest.fixture(scope="module")
def fast(servers: Settings) -> Settings:
    """The servers' settings with a sweep every 0.2 s, so a due digest goes out at once."""
    return servers.model_copy(update={"data": servers.data.model_copy(update={"sweep_interval_s": 0.2})})


@pytest.fixture(scope="module")
def contracts(fast: Settings, store: GraphStore) -> Iterator[dict[str, str]]:
    ingestor = build_ingestor(fast, store)
    files = {
        "glacier": (
            renewing("GLACIER SUPPLY AGREEMENT", "Glacier Components Inc."),
            Scope(tenant=f"slack:{TEAM}"),
        ),
        "fjordline": (
            fixed("FJORDLINE CONSULTING AGREEMENT", "Fjordline Advisory AS"),
            Scope(tenant=f"slack:{TEAM}", channel=LEGAL, visibility="channel"),
        ),
        "tundra": (
            renewing("TUNDRA LICENSE AGREEMENT", "Tundra Software Inc."),
            Scope(tenant=f"teams:{TENANT}"),
        ),
    }
    ids = {}
    for name, (text, scope) in files.items():
        outcome = ingestor.ingest_bytes(text.encode(), f"{name}.txt", scope)
        assert outcome.status == "imported" and outcome.file_id, outcome
        ids[name] = outcome.file_id
    yield ids
    for file_id in ids.values():
        store.delete_contract(file_id)


async def eventually(predicate: Callable[[], Any], timeout: float = 30.0) -> Any:
    """The predicate's first truthy value (it may be a coroutine function)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if inspect.isawaitable(value):
            value = await value
        if value:
            return value
        await asyncio.sleep(0.1)
    raise AssertionError("timed out")


async def checked_since(redis: Any, sub_id: str, since: float) -> bool:
    """The positive signal that a subscription's digest ran: its last run is recorded after `since`."""
    sub = await digests.subscription(redis, sub_id)
    return sub is not None and sub.last_run is not None and sub.last_run > since


# --- Slack ----------------------------------------------------------------------------------------


async def command(app: SlackApp, text: str, channel: str, team: str = TEAM) -> str:
    """`/contracts <text>` as Slack sends it (form-encoded, signed); the reply's text."""
    rid = new_ts().replace(".", "")
    form = urlencode(
        {
            "command": "/contracts",
            "text": text,
            "team_id": team,
            "channel_id": channel,
            "user_id": "U0ALICE",
            "trigger_id": "1.2.3",
            "response_url": f"{app.mock.base_url}/response/{rid}",
        }
    )
    status, _, _ = await app.post(form, form=True)
    assert status == 200
    calls = await app.mock.wait_for(
        lambda: [c for c in app.mock.calls_to("response_url") if c.args["rid"] == rid]
    )
    return json.dumps(calls[0].args, ensure_ascii=False)


def slack_digests(mock: MockSlack, channel: str) -> list[dict[str, Any]]:
    return [
        c.args
        for c in mock.calls_to("chat.postMessage")
        if c.args.get("channel") == channel
        and not c.args.get("thread_ts")
        and "Contract deadlines" in json.dumps(c.args.get("blocks"))
    ]


async def test_a_subscribed_slack_channel_gets_one_digest_of_what_it_may_see(
    fast: Settings, store: GraphStore, mock: MockSlack, contracts: dict[str, str]
) -> None:
    started = time.time()
    mock.ext_shared.add(CONNECT)  # a Slack Connect channel: its slash commands do not say so
    async with serve_slack(fast, store, mock) as app:
        assert "Deadline alerts are off" in await command(app, "alerts", LEGAL)
        assert "Deadline alerts are on for this channel" in await command(app, "alerts on", LEGAL)
        assert "next 60 days" in await command(app, "alerts on 60d", SALES)
        assert "Deadline alerts are on" in await command(app, "alerts on", LEGAL, team=ELSEWHERE)
        assert "Deadline alerts are on" in await command(app, "alerts on", CONNECT)

        [legal] = await mock.wait_for(lambda: slack_digests(mock, LEGAL))
        text = json.dumps(legal["blocks"], ensure_ascii=False)
        assert "Glacier" in text and "Fjordline" in text, text  # workspace-wide and this channel's
        assert "last day for notice of non-renewal" in text and "renews automatically" in text
        assert "expires" in text and "Week of" in text
        assert "written notice of non-renewal" in text  # the quote the notice day comes from
        assert legal["blocks"][0]["type"] == "header" and "3 deadlines in 2 contracts" in legal["text"]

        [sales] = await mock.wait_for(lambda: slack_digests(mock, SALES))
        sales_text = json.dumps(sales["blocks"], ensure_ascii=False)
        assert "Glacier" in sales_text and "Fjordline" not in sales_text  # another channel's contract

        elsewhere = digests.subscription_id(f"slack:{ELSEWHERE}", LEGAL)
        await eventually(lambda: checked_since(app.runtime.redis, elsewhere, started))
        connect = digests.subscription_id(f"slack:{TEAM}", CONNECT)
        await eventually(lambda: checked_since(app.runtime.redis, connect, started))
        assert slack_digests(mock, CONNECT) == []  # shared with another organisation: its own contracts only
        assert slack_digests(mock, QUIET) == []  # never subscribed
        posted = [c.args for c in mock.calls_to("chat.postMessage") if "Glacier" in json.dumps(c.args)]
        assert all(p["channel"] in (LEGAL, SALES) for p in posted), posted  # not the other workspace's
        assert "Last checked" in await command(app, "alerts", LEGAL)

    restarted = time.time()
    async with serve_slack(fast, store, mock) as app:  # a new process on the same Redis and graph
        assert "still on" in await command(app, "alerts on", LEGAL)  # due again at once
        await eventually(
            lambda: checked_since(
                app.runtime.redis, digests.subscription_id(f"slack:{TEAM}", LEGAL), restarted
            )
        )
        assert len(slack_digests(mock, LEGAL)) == 1  # the same deadlines are not posted again
        assert "Deadline alerts are off" in await command(app, "alerts off", LEGAL)
        assert "were not on" in await command(app, "alerts off", QUIET)
        for channel, team in ((SALES, TEAM), (LEGAL, ELSEWHERE), (CONNECT, TEAM)):
            await digests.unsubscribe(app.runtime.redis, digests.subscription_id(f"slack:{team}", channel))


# --- Teams ----------------------------------------------------------------------------------------


def teams_digests(teams: TeamsHarness, conversation: str) -> list[dict[str, Any]]:
    return [
        card_of(c)
        for c in teams.calls_for(conversation)
        if c.method == "POST" and c.body.get("attachments") and "Contract deadlines" in json.dumps(c.body)
    ]


async def say(teams: TeamsHarness, activity: dict[str, Any]) -> str:
    status, _ = await teams.post(activity)
    assert status == 201
    await teams.bot.drain(timeout=60)
    return json.dumps([c.body for c in teams.calls_for(activity["conversation"]["id"])], ensure_ascii=False)


async def test_a_subscribed_teams_channel_gets_one_digest_and_a_restart_repeats_none(
    fast: Settings, store: GraphStore, contracts: dict[str, str]
) -> None:
    sub_id = digests.subscription_id(f"teams:{TENANT}", CHANNEL)
    async with running_teams(fast, store) as teams:
        url = teams.mock.service_url
        assert "Deadline alerts are on for this channel" in await say(
            teams, channel_message(url, "alerts on")
        )
        [card] = await eventually(lambda: teams_digests(teams, CHANNEL))
        assert card_errors(card) == []
        text = json.dumps(card, ensure_ascii=False)
        assert "Tundra" in text and "last day for notice of non-renewal" in text
        assert "written notice of non-renewal" in text
        assert "Glacier" not in text and "Fjordline" not in text  # the Slack workspace's contracts
        assert teams_digests(teams, "a:1personal-chat-alex") == []  # the chat that did not subscribe
        assert "Deadline alerts are off" in await say(teams, personal_message(url, "alerts"))

    restarted = time.time()
    async with running_teams(fast, store) as teams:  # a new process, a fresh mock connector
        await say(teams, channel_message(teams.mock.service_url, "alerts on"))
        await eventually(lambda: checked_since(teams.runtime.redis, sub_id, restarted))
        assert teams_digests(teams, CHANNEL) == []
        await say(teams, channel_message(teams.mock.service_url, "turn off alerts"))
        assert await digests.subscription(teams.runtime.redis, sub_id) is None
