"""Slack Connect (shared channels) and Enterprise Grid: the tenant is the installing workspace, and a
member of another organisation sees only what is visible in the channel they ask in.

Payloads are shaped as Slack sends them (tests/e2e/fixtures/slack_connect_*.json,
slack_grid_org_wide_mention.json; sources noted in each); they go through our real aiohttp app and
Bolt, the agent and the graph, with the mock Slack behind."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest

from bot.conversation import feedback_key
from bot.slack import installation_of, is_external
from graph_ingest.admin import AdminReader
from graph_ingest.cards import load_cards
from graph_ingest.generator import company_pool, generate_contract
from graph_ingest.models import ClauseRecord, ContractRecord, Jurisdiction, PartyRecord, Scope
from graph_ingest.names import party_key
from graph_ingest.pipeline import upload_file_id
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from tests.e2e.mock_slack import BOT_USER, TEAM, new_ts
from tests.e2e.slack_harness import TENANT, SlackApp, blocks_text, wait_answer

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

FIXTURES = Path(__file__).parent / "fixtures"
PARTNER = "T0PARTNER"  # the other organisation of the shared channel
SHARED = "C0SHARED"  # a Slack Connect channel between us and PARTNER
PRIVATE = "C0PRIVATE"  # one of our own channels
PARTY = "Harbourline Connect Partners LLC"  # used by no other suite
QUESTION = f"Which contracts are with {PARTY}?"
CONTRACTS = {  # file id -> (title, where it is visible)
    "connect-e2e-wide-nda": (
        "Harbourline Workspace Mutual NDA",
        Scope(tenant=TENANT, visibility="workspace"),
    ),
    "connect-e2e-shared-sow": (
        "Harbourline Shared Channel Statement of Work",
        Scope(tenant=TENANT, channel=SHARED, visibility="channel"),
    ),
    "connect-e2e-private-msa": (
        "Harbourline Private Channel Services Agreement",
        Scope(tenant=TENANT, channel=PRIVATE, visibility="channel"),
    ),
}
WIDE, IN_SHARED, IN_PRIVATE = (title for title, _ in CONTRACTS.values())


def fixture(name: str, **values: str) -> dict[str, Any]:
    """A fixture with its {PLACEHOLDERS} filled (JSON-escaped), ready to send."""
    raw = (FIXTURES / name).read_text()
    for key, value in {"TEAM": TEAM, "PARTNER": PARTNER, "BOT_USER": BOT_USER, **values}.items():
        raw = raw.replace("{" + key + "}", json.dumps(value)[1:-1])
    payload = json.loads(raw)
    payload.pop("_source", None)
    return payload


def event_fixture(name: str, **values: str) -> dict[str, Any]:
    ts = new_ts()
    return fixture(name, TS=ts, EVENT_ID="Ev" + ts.replace(".", ""), CHANNEL=SHARED, **values)


@pytest.fixture(scope="module")
def connect_contracts(store: GraphStore) -> Iterator[None]:
    """Three contracts of our workspace with one party: workspace-wide, in the shared channel, and
    in a private channel."""
    for fid, (title, scope) in CONTRACTS.items():
        store.write_contract(
            ContractRecord(
                file_id=fid,
                title=title,
                contract_type="Non-Disclosure Agreement",
                summary=f"{title} with {PARTY}.",
                effective_date=date(2024, 1, 1),
                end_date=date(2031, 12, 31),
                governing_law=Jurisdiction(country="US", subdivision="US-NY"),
                parties=[PartyRecord(name=PARTY, key=party_key(PARTY), role="Counterparty")],
                clauses=[
                    ClauseRecord(id=f"{fid}-conf", clause_type="Confidentiality", text="Keep it secret.")
                ],
                scope=scope,
                source="cli",
            )
        )
    yield
    for fid in CONTRACTS:
        store.delete_contract(fid)


class Recorder:
    """Wraps the agent for a block: the scope of every question it was asked."""

    def __init__(self, app: SlackApp) -> None:
        self.service = app.runtime.service
        self.real = self.service.answerer
        self.scopes: list[ReaderScope] = []

    async def __call__(self, question: str, thread_id: str, scope: ReaderScope) -> Any:
        self.scopes.append(scope)
        return await self.real(question, thread_id, scope)

    def __enter__(self) -> Recorder:
        self.service.answerer = self  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        self.service.answerer = self.real


async def ask(app: SlackApp, payload: dict[str, Any]) -> tuple[ReaderScope, str]:
    """Send a mention event; the scope the agent read with and the answer's blocks."""
    with Recorder(app) as recorder:
        assert (await app.post(payload))[0] == 200
        [answer] = await wait_answer(app.mock, payload["event"]["channel"], payload["event"]["ts"])
    [scope] = recorder.scopes
    return scope, blocks_text(answer)


async def test_our_user_in_a_shared_channel_sees_the_workspace_and_the_channel(
    slack_http: SlackApp, connect_contracts: None
) -> None:
    payload = event_fixture("slack_connect_mention_ours.json", USER="U0ALICE", TEXT=QUESTION)
    assert payload["team_id"] == PARTNER  # the top-level team is the channel's other organisation
    scope, text = await ask(slack_http, payload)
    assert scope.tenant == TENANT and scope.workspace_wide and scope.channel == SHARED
    assert WIDE in text and IN_SHARED in text
    assert IN_PRIVATE not in text


async def test_an_external_user_sees_only_what_is_in_the_shared_channel(
    slack_http: SlackApp, connect_contracts: None
) -> None:
    payload = event_fixture("slack_connect_mention_external.json", USER="U0PAT", TEXT=QUESTION)
    scope, text = await ask(slack_http, payload)
    assert scope.tenant == TENANT and not scope.workspace_wide
    assert IN_SHARED in text
    assert WIDE not in text and IN_PRIVATE not in text
    assert "Acme Widget Supply Agreement" not in text  # the harness's workspace-wide contracts neither


async def test_org_wide_grid_install_is_one_tenant_for_the_organisation(slack_http: SlackApp) -> None:
    payload = event_fixture(
        "slack_grid_org_wide_mention.json",
        WORKSPACE="T0GRIDLEGAL",
        ENTERPRISE="E0GRID",
        USER="W0GRIDUSER",
        USER_TEAM="T0GRIDLEGAL",
        TEXT=QUESTION,
    )
    scope, _ = await ask(slack_http, payload)
    assert scope.tenant == "slack:E0GRID" and scope.workspace_wide
    assert await slack_http.runtime.redis.exists(
        f"clausebot:slack:msg:E0GRID:{SHARED}:{payload['event']['ts']}"
    )


def grid_in_a_connect_channel(user_team: str) -> dict[str, Any]:
    """The org-wide mention in an externally shared channel whose other side is Grid org E0OTHER."""
    payload = fixture(
        "slack_grid_org_wide_mention.json",
        WORKSPACE="T0GRIDLEGAL",
        ENTERPRISE="E0GRID",
        USER="W0SOMEONE",
        USER_TEAM=user_team,
        TEXT=QUESTION,
        TS="1.2",
        EVENT_ID="Ev1",
        CHANNEL=SHARED,
    )
    return {**payload, "is_ext_shared_channel": True}


@pytest.mark.parametrize(
    ("user_team", "external"),
    [("T0GRIDLEGAL", False), ("E0GRID", False), ("T0OTHERWS", True), ("E0OTHER", True)],
)
def test_org_wide_install_in_a_connect_channel_tells_our_organisation_from_theirs(
    user_team: str, external: bool
) -> None:
    payload = grid_in_a_connect_channel(user_team)
    installation = installation_of(payload)
    assert installation.workspace == "E0GRID"
    assert is_external(payload, installation) is external


def test_a_shared_channel_sender_whose_team_is_not_said_sees_the_channel_only() -> None:
    payload = fixture(
        "slack_connect_mention_external.json", USER="U0PAT", TEXT="hi", TS="1.2", EVENT_ID="E", CHANNEL=SHARED
    )
    del payload["event"]["user_team"], payload["event"]["team"]
    assert is_external(payload, installation_of(payload))
    payload["is_ext_shared_channel"] = False
    assert not is_external(payload, installation_of(payload))


def test_interactivity_payloads_name_the_installation_and_the_clicker() -> None:
    click = {
        "type": "block_actions",
        "team": {"id": TEAM, "domain": "clausebot-test"},
        "user": {"id": "U0PAT", "team_id": PARTNER},
        "enterprise": None,
        "is_enterprise_install": False,
        "channel": {"id": SHARED},
    }
    assert installation_of(click).workspace == TEAM and is_external(click, installation_of(click))
    org_wide = {**click, "team": None, "enterprise": {"id": "E0GRID"}, "is_enterprise_install": True}
    assert installation_of(org_wide).workspace == "E0GRID"


async def test_slash_command_in_a_shared_channel_answers_for_our_workspace(
    slack_http: SlackApp, connect_contracts: None
) -> None:
    rid = new_ts().replace(".", "")
    form = fixture(
        "slack_connect_slash_command.json",
        CHANNEL=SHARED,
        USER="U0ALICE",
        TEXT=QUESTION,
        RESPONSE_URL=f"{slack_http.mock.base_url}/response/{rid}",
    )
    with Recorder(slack_http) as recorder:
        status, body, _ = await slack_http.post(urlencode(form), form=True)
        assert status == 200 and "⏳" in body
        [call] = await slack_http.mock.wait_for(
            lambda: [c for c in slack_http.mock.calls_to("response_url") if c.args["rid"] == rid]
        )
    [scope] = recorder.scopes
    assert scope.tenant == TENANT and scope.workspace_wide and scope.channel == SHARED
    text = json.dumps(call.args["blocks"], ensure_ascii=False)
    assert WIDE in text and IN_SHARED in text and IN_PRIVATE not in text


async def test_feedback_in_a_shared_channel_is_stored_under_our_workspace(
    slack_http: SlackApp, connect_contracts: None
) -> None:
    """An answer given in the shared channel, rated by our user and by the partner's: both clicks are
    the installation's feedback (block_actions: `team.id` the installation, `user.team_id` the clicker's)."""
    payload = event_fixture("slack_connect_mention_ours.json", USER="U0ALICE", TEXT=QUESTION)
    assert (await slack_http.post(payload))[0] == 200
    [answer] = await wait_answer(slack_http.mock, SHARED, payload["event"]["ts"])
    up = next(b for b in answer["blocks"] if b["type"] == "actions")["elements"][0]
    for user, team in (("U0ALICE", TEAM), ("U0PAT", PARTNER)):
        click = {
            "type": "block_actions",
            "team": {"id": TEAM, "domain": "clausebot-test"},
            "user": {"id": user, "username": user.lower(), "team_id": team},
            "enterprise": None,
            "is_enterprise_install": False,
            "api_app_id": "A0TEST",
            "container": {"type": "message", "channel_id": SHARED, "message_ts": answer["ts"]},
            "channel": {"id": SHARED, "name": "ext-partner-deal"},
            "trigger_id": "1.2.3",
            "response_url": f"{slack_http.mock.base_url}/response/{new_ts().replace('.', '')}",
            "actions": [{**up, "block_id": "fb", "action_ts": new_ts()}],
        }
        assert (await slack_http.post(urlencode({"payload": json.dumps(click)}), form=True))[0] == 200

    async def stored() -> list[tuple[str, str]]:
        entries = [json.loads(e) for e in await slack_http.runtime.redis.lrange(feedback_key(TENANT), 0, -1)]
        return [(e["user"], e["channel"]) for e in entries if e["reply_id"] == up["value"]]

    for _ in range(200):
        if len(await stored()) == 2:
            break
        await asyncio.sleep(0.05)
    assert sorted(await stored()) == [("U0ALICE", SHARED), ("U0PAT", SHARED)]


# --- uploads ------------------------------------------------------------------------------------


def contract_text(seed: int) -> tuple[bytes, str]:
    """(text, first party) of a generated contract."""
    rng = random.Random(seed)
    c = generate_contract(rng, seed, company_pool(rng, 20))
    return c.text.encode(), c.truth.parties[0].name


async def upload_in_a_thread(app: SlackApp, user: str, user_team: str, name: str, data: bytes) -> str:
    """A mention opens a thread in the shared channel, then `user` shares a file in it; returns the
    card's blocks."""
    mention = (
        "slack_connect_mention_ours.json" if user_team == TEAM else "slack_connect_mention_external.json"
    )
    first = event_fixture(mention, USER=user, TEXT="I'll share the contract here")
    await app.post(first)
    thread = first["event"]["ts"]
    await wait_answer(app.mock, SHARED, thread)
    info = app.mock.add_file(name, data, "text/plain")
    share = event_fixture(
        "slack_connect_file_share.json", USER=user, USER_TEAM=user_team, FILE_ID=info["id"], THREAD_TS=thread
    )
    assert (await app.post(share))[0] == 200
    _, card = await wait_answer(app.mock, SHARED, thread, n=2, timeout=120)
    return blocks_text(card)


def visible_from(store: GraphStore, file_id: str, channel: str, workspace_wide: bool = True) -> bool:
    scope = ReaderScope(tenant=TENANT, channel=channel, workspace_wide=workspace_wide)
    return bool(load_cards(store, scope, [file_id]))


@pytest.mark.parametrize(
    ("user", "user_team", "seed", "seen_elsewhere"),
    [("U0ALICE", TEAM, 311, True), ("U0PAT", PARTNER, 312, False)],
    ids=["our user", "external user"],
)
async def test_an_upload_in_a_shared_channel_belongs_to_our_workspace(
    slack_http: SlackApp,
    store: GraphStore,
    monkeypatch: pytest.MonkeyPatch,
    user: str,
    user_team: str,
    seed: int,
    seen_elsewhere: bool,
) -> None:
    """Even with uploads visible workspace-wide, an external user's upload stays in its channel."""
    monkeypatch.setattr(slack_http.runtime.uploader.settings.scope, "upload_visibility", "workspace")
    data, party = contract_text(seed)
    name = f"connect-upload-{seed}.txt"
    visibility = "workspace" if seen_elsewhere else "channel"  # external users share to the channel only
    file_id = upload_file_id(name, Scope(tenant=TENANT, channel=SHARED, visibility=visibility), data)
    try:
        card = await upload_in_a_thread(slack_http, user, user_team, name, data)
        assert party in card, card
        assert AdminReader(store).owner_of(file_id) == TENANT  # our tenant, not the channel's other org
        assert visible_from(store, file_id, SHARED, workspace_wide=False)  # everyone in the shared channel
        assert visible_from(store, file_id, "C0LEGAL") is seen_elsewhere  # our other channels
    finally:
        store.delete_contract(file_id)
