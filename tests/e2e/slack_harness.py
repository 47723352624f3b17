"""The Slack e2e harness: our real web app (build_app + mount_slack + Bolt) served on 127.0.0.1,
talking to the mock Slack, over the suite's real ArcadeDB and Redis.

The runtime is the real one (`Runtime.create`) once `agent.answerer.make_answerer` exists; until
then the answerer (only it) is a small stand-in defined here.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
from aiohttp import web

from bot.runtime import Runtime
from bot.slack import SLACK_APP, mount_slack
from bot.web import build_app
from core.settings import Settings, SlackSettings
from graph_ingest.store import GraphStore
from tests.e2e.mock_slack import (
    APP_TOKEN,
    BOT_TOKEN,
    BOT_USER,
    SIGNING_SECRET,
    TEAM,
    MockSlack,
    event_callback,
    message_event,
    signed_headers,
)
from tests.e2e.seed import seeded_records

TENANT = f"slack:{TEAM}"
SEEDED = {
    "slack-e2e-acme-supply": ("Acme Widget Supply Agreement", "Supply Agreement", ("US", "US-DE"), 2030),
    "slack-e2e-globex-license": (
        "Globex Software License Agreement",
        "License Agreement",
        ("GB", None),
        2021,
    ),
}


def slack_settings(base: Settings, mock: MockSlack, mode: str = "http") -> Settings:
    slack = SlackSettings(
        bot_token=BOT_TOKEN,
        signing_secret=SIGNING_SECRET,
        app_token=APP_TOKEN,
        mode=mode,  # type: ignore[arg-type]
        api_base_url=mock.api_url,
    )
    return base.model_copy(update={"slack": slack})


def seed_contracts(store: GraphStore) -> None:
    """Two contracts of the test workspace, visible workspace-wide. The party names are used by no
    other suite: parties outlive the contracts deleted after the tests."""
    records = seeded_records(
        SEEDED,
        tenant=TENANT,
        amount=250000.0,
        parties=[
            ("{first} Slackline Holdings Inc.", "Supplier", None),
            ("Initech Slackline Services LLC", "Customer", None),
        ],
        clause=(
            "term",
            "Termination For Convenience",
            "Either party may terminate this Agreement on ninety days' written notice.",
        ),
    )
    for record in records:
        store.write_contract(record)


def make_runtime(settings: Settings) -> Runtime:
    """The real runtime: agent with Redis memory, uploads, in-process ingestion worker."""
    return Runtime.create(settings)


# --- the served app ---------------------------------------------------------------------------


@dataclass
class SlackApp:
    mock: MockSlack
    runtime: Runtime
    runner: web.AppRunner
    session: aiohttp.ClientSession
    url: str

    @classmethod
    async def start(cls, settings: Settings, mock: MockSlack) -> SlackApp:
        runtime = await asyncio.to_thread(make_runtime, settings)
        aio = build_app(runtime)
        if SLACK_APP not in aio:  # until build_app mounts Slack itself when it is configured
            mount_slack(aio, runtime)
        runner = web.AppRunner(aio, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = runner.addresses[0][1]
        return cls(mock, runtime, runner, aiohttp.ClientSession(), f"http://127.0.0.1:{port}/slack/events")

    async def close(self) -> None:
        await self.session.close()
        await self.runner.cleanup()

    async def post(
        self,
        payload: dict[str, Any] | str,
        *,
        form: bool = False,
        retry: int | None = None,
        timestamp: int | None = None,
        secret: str = SIGNING_SECRET,
    ) -> tuple[int, str, float]:
        """Send like Slack does; returns (status, body, seconds until the ack)."""
        body = payload if isinstance(payload, str) else json.dumps(payload)
        headers = signed_headers(body, secret, timestamp)
        if form:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if retry is not None:
            headers.update({"X-Slack-Retry-Num": str(retry), "X-Slack-Retry-Reason": "http_timeout"})
        start = time.monotonic()
        async with self.session.post(self.url, data=body.encode(), headers=headers) as r:
            return r.status, await r.text(), time.monotonic() - start


def placeholders(mock: MockSlack, channel: str, thread_ts: str | None) -> list[str]:
    """ts of the "working on it" messages the bot posted in a thread (or top level for None)."""
    return [
        c.result["ts"]
        for c in mock.calls_to("chat.postMessage")
        if c.result.get("ok")
        and c.args.get("channel") == channel
        and c.args.get("thread_ts") == thread_ts
        and "⏳" in json.dumps(c.args.get("blocks"), ensure_ascii=False)
    ]


def _updates(mock: MockSlack, channel: str, thread_ts: str | None) -> list[dict[str, Any]]:
    mine = set(placeholders(mock, channel, thread_ts))
    return [c.args for c in mock.calls_to("chat.update") if c.args.get("ts") in mine and c.result.get("ok")]


def _working(message: dict[str, Any]) -> bool:
    return "⏳" in json.dumps(message.get("blocks"), ensure_ascii=False)


def answers(mock: MockSlack, channel: str, thread_ts: str | None) -> list[dict[str, Any]]:
    """The chat.update payloads that replaced those placeholders with an answer, in order."""
    return [m for m in _updates(mock, channel, thread_ts) if not _working(m)]


def progress_updates(mock: MockSlack, channel: str, thread_ts: str | None) -> list[str]:
    """The texts a placeholder showed while an upload was under way (stage by stage), in order."""
    return [m["text"] for m in _updates(mock, channel, thread_ts) if _working(m)]


async def wait_answer(
    mock: MockSlack, channel: str, thread_ts: str | None, n: int = 1, timeout: float = 30.0
) -> list[dict[str, Any]]:
    return await mock.wait_for(
        lambda: (a := answers(mock, channel, thread_ts)) and len(a) >= n and a, timeout
    )


async def answered_barrier(app: SlackApp, channel: str = "C0LEGAL") -> dict[str, Any]:
    """Send a new top-level mention now and wait for its answer; returns that event.

    The positive signal for a test that checks an event did *not* get an answer: Bolt starts an
    event's listener before it acks the request, and answering takes more round trips (Redis,
    the mock Slack, the agent) than anything a listener would do with an event it should ignore.
    So once this answer is in, a placeholder for an event sent before it would be in the mock too.
    """
    event = message_event(f"<@{BOT_USER}> Which contracts are governed by Delaware law?", channel=channel)
    status, _, _ = await app.post(event_callback(event))
    assert status == 200
    await wait_answer(app.mock, channel, event["ts"])
    return event


def blocks_text(message: dict[str, Any]) -> str:
    return json.dumps(message.get("blocks"), ensure_ascii=False)


@contextlib.asynccontextmanager
async def serve_slack(
    settings: Settings, store: GraphStore, mock: MockSlack, mode: str = "http"
) -> AsyncIterator[SlackApp]:
    """Seeded contracts, and our app serving Slack (HTTP or Socket Mode) against the mock, for a block."""
    seed_contracts(store)
    app = await SlackApp.start(slack_settings(settings, mock, mode), mock)
    try:
        yield app
    finally:
        await app.close()
        for fid in SEEDED:
            store.delete_contract(fid)
