"""The Teams e2e harness: the real aiohttp app with `mount_teams`, served over HTTP, talking to
`MockBotFramework`; Teams activity builders; the Adaptive Card schema check.

The runtime is the real one (`Runtime.create`) once `agent.answerer.make_answerer` exists; until
then the answerer (only it) is a small stand-in defined here.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import adaptive_cards
import aiohttp
from aiohttp import web
from jsonschema import Draft6Validator

from bot.runtime import Runtime
from bot.teams import TEAMS_BOT, TeamsBot
from bot.web import build_app
from core.settings import Settings, TeamsSettings
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from tests.e2e.mock_botframework import MockBotFramework
from tests.e2e.seed import seeded_records

APP_ID = "00000000-0000-0000-0000-00000000b07a"
APP_SECRET = "bot-secret"
GRAPH_CLIENT = "00000000-0000-0000-0000-0000000006a9"
GRAPH_SECRET = "graph-secret"
TENANT = "72f988bf-0000-0000-0000-00000000c0de"
BOT_ID = f"28:{APP_ID}"
TEAM = "19:team-general@thread.tacv2"
CHANNEL = "19:legal-contracts@thread.tacv2"

_SCHEMA = json.loads((Path(adaptive_cards.__file__).parent / "schemas" / "schema-1.5.json").read_text())
_ids = itertools.count(int(time.time() * 1000))


def card_errors(card: dict[str, Any]) -> list[str]:
    """Violations of the Adaptive Card 1.5 JSON schema."""
    return [f"{list(e.absolute_path)}: {e.message[:200]}" for e in Draft6Validator(_SCHEMA).iter_errors(card)]


# --- the runtime ----------------------------------------------------------------------------------


SEEDED = {
    "teams-e2e-acme-msa": ("Acme Master Services Agreement", "Service Agreement", ("US", "US-DE"), 2030),
    "teams-e2e-globex-license": (
        "Globex Software License Agreement",
        "License Agreement",
        ("GB", None),
        2021,
    ),
}


def seed(store: GraphStore) -> None:
    """Two contracts of the test tenant, visible tenant-wide."""
    records = seeded_records(
        SEEDED,
        tenant=f"teams:{TENANT}",
        amount=1_200_000.0,
        parties=[("{first} Corp", "Provider", "{fid}-a"), ("Initech LLC", "Customer", "initech-llc")],
        clause=("law", "Governing Law", "This Agreement is governed by the laws of the State of Delaware."),
    )
    for record in records:
        store.write_contract(record)


def make_runtime(settings: Settings) -> Runtime:
    """The real runtime: agent with Redis memory, uploads, in-process ingestion worker."""
    return Runtime.create(settings)


@dataclass
class Spy:
    """Passes calls through to the real answerer and notes them (question, thread id)."""

    real: Any
    calls: list[tuple[str, str]] = field(default_factory=list)
    gate: asyncio.Event | None = None

    async def __call__(self, question: str, thread_id: str, scope: ReaderScope) -> Any:
        self.calls.append((question, thread_id))
        if self.gate is not None:
            await self.gate.wait()
        return await self.real(question, thread_id, scope)


# --- the bot over HTTP -------------------------------------------------------------------------


@dataclass
class TeamsHarness:
    mock: MockBotFramework
    runtime: Runtime
    answerer: Spy
    app: web.Application
    url: str

    @property
    def bot(self) -> TeamsBot:
        return self.app[TEAMS_BOT]

    async def post(self, activity: dict[str, Any], token: str | None = "valid") -> tuple[int, Any]:
        headers = {} if token is None else {"Authorization": self._auth(token)}
        async with aiohttp.ClientSession() as s, s.post(self.url, json=activity, headers=headers) as r:
            body = await r.json() if r.content_type == "application/json" else None
            return r.status, body

    def _auth(self, token: str) -> str:
        if token == "valid":
            return f"Bearer {self.mock.token(APP_ID)}"
        return token

    def calls_for(self, conversation: str) -> list[Any]:
        return [
            c
            for c in self.mock.connector_calls()
            if c.path.startswith(f"/teams/v3/conversations/{conversation}/")
        ]


async def serve(settings: Settings, mock: MockBotFramework) -> tuple[TeamsHarness, web.AppRunner]:
    """The real app (build_app mounts Teams) on 127.0.0.1; the answerer wrapped in a `Spy`."""
    runtime = await asyncio.to_thread(make_runtime, settings)
    answerer = runtime.service.answerer = Spy(runtime.service.answerer)  # type: ignore[assignment]
    app = build_app(runtime)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    return TeamsHarness(mock, runtime, answerer, app, f"http://127.0.0.1:{port}/api/messages"), runner


# --- a running bot ---------------------------------------------------------------------------


def teams_settings(mock: MockBotFramework, **overrides: Any) -> TeamsSettings:
    """A registered bot (app id + secret) with Graph access, everything Microsoft's on the mock."""
    values: dict[str, Any] = dict(
        app_id=APP_ID,
        app_password=APP_SECRET,
        openid_metadata_url=mock.openid_url,
        login_base_url=mock.login_base_url,
        graph_tenant_id=TENANT,
        graph_client_id=GRAPH_CLIENT,
        graph_client_secret=GRAPH_SECRET,
        graph_base_url=mock.graph_base_url,
    )
    return TeamsSettings.model_validate({**values, **overrides})


@contextlib.asynccontextmanager
async def running_teams(base: Settings, store: GraphStore, **overrides: Any) -> AsyncIterator[TeamsHarness]:
    """The bot served with `teams_settings(mock, **overrides)`. Without an app id (anonymous) the
    mock connector takes unauthenticated calls too."""
    seed(store)  # before the runtime: its index DDL needs the Contract type to exist
    registered = overrides.get("app_id", APP_ID) is not None
    mock = MockBotFramework(
        secrets={APP_ID: APP_SECRET, GRAPH_CLIENT: GRAPH_SECRET} if registered else {}
    ).start()
    try:
        teams = teams_settings(mock, **overrides)
        scope = base.scope.model_copy(update={"demo_visible": False})  # only this tenant's contracts
        harness, runner = await serve(base.model_copy(update={"teams": teams, "scope": scope}), mock)
        try:
            yield harness
        finally:
            await runner.cleanup()
    finally:
        mock.stop()


# --- Teams activities --------------------------------------------------------------------------


def new_id() -> str:
    return str(next(_ids))


def message(
    service_url: str,
    text: str,
    *,
    conversation: str,
    kind: str,
    mention: bool = True,
    attachments: list[dict[str, Any]] | None = None,
    activity_id: str | None = None,
) -> dict[str, Any]:
    at = "<at>ClauseBot</at>"
    entities = (
        [{"type": "mention", "text": at, "mentioned": {"id": BOT_ID, "name": "ClauseBot"}}] if mention else []
    )
    return {
        "type": "message",
        "id": activity_id or new_id(),
        "channelId": "msteams",
        "serviceUrl": service_url,
        "from": {"id": "29:user-alex", "name": "Alex Legal", "aadObjectId": "aad-alex"},
        "recipient": {"id": BOT_ID, "name": "ClauseBot"},
        "conversation": {
            "id": conversation,
            "conversationType": kind,
            "tenantId": TENANT,
            "isGroup": kind != "personal",
        },
        "text": f"{at} {text}" if mention else text,
        "textFormat": "plain",
        "entities": entities,
        "channelData": {
            "tenant": {"id": TENANT},
            **({"team": {"id": TEAM}, "channel": {"id": CHANNEL}} if kind == "channel" else {}),
        },
        "attachments": [{"contentType": "text/html", "content": f"<p>{text}</p>"}, *(attachments or [])],
    }


def channel_message(service_url: str, text: str, *, root: str | None = None, **kw: Any) -> dict[str, Any]:
    """A channel post (root=None) or a reply in the chain of `root`."""
    activity_id = new_id()
    return message(
        service_url,
        text,
        conversation=f"{CHANNEL};messageid={root or activity_id}",
        kind="channel",
        activity_id=activity_id,
        **kw,
    )


def personal_message(service_url: str, text: str, **kw: Any) -> dict[str, Any]:
    return message(
        service_url, text, conversation="a:1personal-chat-alex", kind="personal", mention=False, **kw
    )


def card_of(call: Any) -> dict[str, Any]:
    (attachment,) = call.body["attachments"]
    assert attachment["contentType"] == "application/vnd.microsoft.card.adaptive"
    return attachment["content"]
