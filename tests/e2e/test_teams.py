"""Teams end to end: the real botbuilder bot over HTTP against a mock Bot Connector, Entra ID and
Microsoft Graph (tests/e2e/mock_botframework.py), with the real runtime, graph store and Redis."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from bot.teams_files import DOWNLOAD_INFO
from bot.types import Turn
from graph_ingest.generator import generate_contracts
from tests.e2e.seed import stage_order
from tests.e2e.teams_harness import (
    CHANNEL,
    TENANT,
    TeamsHarness,
    card_errors,
    card_of,
    channel_message,
    message,
    personal_message,
    seed,
)
from tests.fakes import all_feedback

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


@pytest.fixture(autouse=True)
def seeded(teams: TeamsHarness) -> None:
    seed(teams.runtime.store)  # again: another module may have wiped the store


async def ask(teams: TeamsHarness, activity: dict) -> list:
    """Post an activity, wait for the background answer; the connector calls of its conversation."""
    status, _ = await teams.post(activity)
    assert status == 201
    await teams.bot.drain(timeout=150)
    return teams.calls_for(activity["conversation"]["id"])


async def test_channel_mention_gets_a_card_in_the_same_reply_chain(teams: TeamsHarness) -> None:
    activity = channel_message(teams.mock.service_url, "Which contracts are governed by Delaware law?")
    working, answer = await ask(teams, activity)
    chain = f"{CHANNEL};messageid={activity['id']}"
    assert (
        working.method == "POST"
        and working.path == f"/teams/v3/conversations/{chain}/activities/{activity['id']}"
    )
    assert working.body["text"] == "Looking through the contracts…"
    assert working.authorization.startswith("Bearer mock-token-")
    assert (
        answer.method == "PUT"
        and answer.path == f"/teams/v3/conversations/{chain}/activities/{answer.body['id']}"
    )
    card = card_of(answer)
    assert card_errors(card) == []
    rendered = json.dumps(card, ensure_ascii=False)
    for expected in (
        "Acme Master Services Agreement",
        "Acme Corp (Provider)",
        "Delaware",
        "🟢 Active",
        "1,200,000",
    ):
        assert expected in rendered
    question, thread_id = teams.answerer.calls[-1]
    assert (
        question == "Which contracts are governed by Delaware law?"
    )  # the <at>ClauseBot</at> mention is gone
    assert (
        thread_id
        == Turn(
            platform="teams", workspace=TENANT, channel=CHANNEL, thread=activity["id"], user="u"
        ).thread_id
    )


async def test_follow_up_in_the_reply_chain_uses_its_memory(teams: TeamsHarness) -> None:
    root = channel_message(teams.mock.service_url, "Tell me about the Globex license")
    assert "Globex Software License Agreement" in json.dumps(card_of((await ask(teams, root))[-1]))
    follow_up = channel_message(teams.mock.service_url, "When does it end?", root=root["id"])
    answer = card_of((await ask(teams, follow_up))[-1])
    assert card_errors(answer) == []
    assert "2021" in json.dumps(answer["body"][0]) and "Globex Software License Agreement" in json.dumps(
        answer
    )
    assert teams.answerer.calls[-1][1] == teams.answerer.calls[-2][1]


async def test_http_returns_before_the_answer_which_replaces_the_working_message(teams: TeamsHarness) -> None:
    teams.answerer.gate = asyncio.Event()
    try:
        activity = personal_message(teams.mock.service_url, "Which contracts are governed by Delaware law?")
        start = time.monotonic()
        status, _ = await teams.post(activity)
        assert status == 201 and time.monotonic() - start < 2
        [working] = teams.calls_for(activity["conversation"]["id"])
        assert working.method == "POST" and working.body["text"] == "Looking through the contracts…"
    finally:
        teams.answerer.gate.set()
        teams.answerer.gate = None
    await teams.bot.drain(timeout=60)
    answer = teams.calls_for(activity["conversation"]["id"])[-1]
    assert answer.method == "PUT" and answer.path.endswith(f"/activities/{answer.body['id']}")
    assert card_errors(card_of(answer)) == []


async def test_group_chat_message_without_mention_is_left_alone(teams: TeamsHarness) -> None:
    activity = message(
        teams.mock.service_url, "lunch?", conversation="19:group@thread.v2", kind="groupChat", mention=False
    )
    assert await ask(teams, activity) == []


async def test_card_feedback_execute_and_submit_are_stored(teams: TeamsHarness) -> None:
    calls = await ask(
        teams, personal_message(teams.mock.service_url, "Which contracts are governed by Delaware law?")
    )
    up, _down = card_of(calls[-1])["actions"]
    invoke = personal_message(teams.mock.service_url, "")
    invoke.update(
        type="invoke",
        name="adaptiveCard/action",
        text=None,
        value={"action": {"type": "Action.Execute", "verb": up["verb"], "data": up["data"]}},
    )
    status, body = await teams.post(invoke)
    assert (
        status == 200
        and body["statusCode"] == 200
        and body["type"] == "application/vnd.microsoft.activity.message"
    )
    submit = personal_message(teams.mock.service_url, "")
    submit.update(
        text=None, value={**up["fallback"]["data"], "value": "down"}
    )  # Action.Submit (older clients)
    sent = len(teams.mock.connector_calls())
    assert (await teams.post(submit))[0] == 201
    assert len(teams.mock.connector_calls()) == sent
    stored = await all_feedback(teams.runtime.redis)
    mine = [(e["value"], e["user"], e["platform"]) for e in stored if e["reply_id"] == up["data"]["reply_id"]]
    assert mine == [("up", "aad-alex", "teams"), ("down", "aad-alex", "teams")]


async def test_personal_upload_imports_the_file_and_shows_its_card(teams: TeamsHarness) -> None:
    contract = generate_contracts(3, seed=61)[0]
    url = teams.mock.add_download("Northwind Distribution.txt", contract.text.encode())
    attachment = {
        "contentType": DOWNLOAD_INFO,
        "name": "Northwind Distribution.txt",
        "contentUrl": "https://contoso-my.sharepoint.com/personal/alex/Northwind Distribution.txt",
        "content": {"downloadUrl": url, "uniqueId": "1", "fileType": "txt"},
    }
    activity = personal_message(teams.mock.service_url, "", attachments=[attachment])
    earlier = len(teams.calls_for(activity["conversation"]["id"]))  # the conversation's other turns
    working, *progress, answer = (await ask(teams, activity))[earlier:]
    assert working.method == "POST" and working.body["text"] == "Importing Northwind Distribution.txt…"
    stages = [c.body["text"] for c in progress]
    order = stage_order(stages)  # stages as they happened (a fast one may be skipped), in order
    assert all(c.method == "PUT" for c in progress) and order == sorted(set(order)) and order[:1] == [0], (
        stages
    )
    # the stages name the document's title and parties: shown as written, never read as Markdown
    assert progress and all(c.body.get("textFormat") == "plain" for c in progress), [c.body for c in progress]
    assert answer.method == "PUT" and answer.path.endswith(f"/activities/{answer.body['id']}")
    card = card_of(answer)
    assert card_errors(card) == []
    assert "Northwind Distribution.txt" in card["body"][0]["text"] and len(card["body"]) > 1, card["body"][0]
    assert contract.truth.parties[0].name in json.dumps(card, ensure_ascii=False)


async def test_channel_upload_is_read_through_microsoft_graph(teams: TeamsHarness) -> None:
    contract = generate_contracts(3, seed=61)[1]
    url = teams.mock.add_sharepoint("Fabrikam Distribution.txt", contract.text.encode())
    attachment = {"contentType": "reference", "contentUrl": url, "name": "Fabrikam Distribution.txt"}
    answer = (await ask(teams, channel_message(teams.mock.service_url, "", attachments=[attachment])))[-1]
    card = card_of(answer)
    assert "Fabrikam Distribution.txt" in card["body"][0]["text"] and len(card["body"]) > 1, card["body"][0]
    graph = [c for c in teams.mock.calls if c.path.startswith("/graph/v1.0/shares/u!")]
    assert graph and graph[-1].authorization.startswith("Bearer mock-token-")
    tokens = [c for c in teams.mock.calls if c.path == f"/login/{TENANT}/oauth2/v2.0/token"]
    assert tokens, "the Graph token came from the graph tenant"


async def test_a_redelivered_activity_is_answered_once(teams: TeamsHarness) -> None:
    activity = channel_message(teams.mock.service_url, "Which contracts are governed by Delaware law?")
    first = await ask(teams, activity)
    again = await ask(teams, activity)  # the Bot Connector retries with the same activity id
    assert len(first) == 2 and len(again) == 2, "no second 'working' message and no second answer"


async def test_an_ambiguous_contract_is_asked_back_and_a_click_answers(teams: TeamsHarness) -> None:
    calls = await ask(teams, personal_message(teams.mock.service_url, "Tell me about the Initech agreement"))
    card = card_of(calls[-1])
    assert card_errors(card) == [] and "Which one do you mean?" in json.dumps(card)
    [choices] = [b for b in card["body"] if b["type"] == "ActionSet"]
    chosen = next(a for a in choices["actions"] if a["data"]["file_id"] == "teams-e2e-globex-license")
    assert {a["data"]["file_id"] for a in choices["actions"]} == {
        "teams-e2e-acme-msa",
        "teams-e2e-globex-license",
    }
    submit = personal_message(teams.mock.service_url, "")
    submit.update(text=None, value=chosen["data"])  # what Teams sends for an Action.Submit click
    answer = (await ask(teams, submit))[-1]
    rendered = json.dumps(card_of(answer), ensure_ascii=False)
    assert "Globex Software License Agreement" in rendered and "Acme Master" not in rendered
    assert teams.answerer.calls[-1][0] == "Tell me about `teams-e2e-globex-license`"
