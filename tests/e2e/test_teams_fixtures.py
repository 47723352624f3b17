"""Teams as it really sends: the recorded activity shapes of tests/e2e/fixtures/teams_*.json through
the real botbuilder bot over HTTP, asserting on the Bot Connector calls it makes (mock Bot Framework)."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import pytest

from graph_ingest.cards import ContractCard, PartyLine
from tests.e2e.mock_botframework import MAX_MESSAGE_BYTES
from tests.e2e.payloads import FIXTURES, payload
from tests.e2e.teams_harness import (
    BOT_ID,
    CHANNEL,
    TEAM,
    TENANT,
    TeamsHarness,
    card_errors,
    card_of,
    new_id,
    seed,
)
from tests.fakes import all_feedback

pytestmark = [pytest.mark.e2e, pytest.mark.integration]
QUESTION = "Which contracts are governed by Delaware law?"


@pytest.fixture(autouse=True)
def seeded(teams: TeamsHarness) -> None:
    seed(teams.runtime.store)  # again: another module may have wiped the store


def activity(teams: TeamsHarness, name: str, **values: str) -> dict[str, Any]:
    """A fixture as Teams would send it to this bot now: a new activity id, in a conversation of its own."""
    activity_id = new_id()
    defaults = {
        "ID": activity_id,
        "ROOT": activity_id,
        "CONVERSATION": f"a:1fixture-{activity_id}",
        "SERVICE_URL": teams.mock.service_url,
        "TENANT": TENANT,
        "BOT_ID": BOT_ID,
        "TEAM": TEAM,
        "CHANNEL": CHANNEL,
        "TEXT": QUESTION,
    }
    return payload(name, **{**defaults, **values})


async def send(teams: TeamsHarness, body: dict[str, Any]) -> list[Any]:
    """POST the activity, let the background answer finish; the connector calls of its conversation."""
    status, _ = await teams.post(body)
    assert status == 201
    await teams.bot.drain(timeout=150)
    return teams.calls_for(body["conversation"]["id"])


def test_every_fixture_names_its_source() -> None:
    files = sorted(FIXTURES.glob("*.json"))
    readme = (FIXTURES / "README.md").read_text(encoding="utf-8")
    for f in files:
        assert json.loads(f.read_text(encoding="utf-8")).get("_source"), f.name
        assert f"`{f.name}`" in readme, f"{f.name} is not in fixtures/README.md"


async def test_channel_mention_is_answered_in_its_reply_chain(teams: TeamsHarness) -> None:
    body = activity(teams, "teams_channel_mention.json")
    working, answer = await send(teams, body)
    chain = body["conversation"]["id"]
    assert (
        working.method == "POST"
        and working.path == f"/teams/v3/conversations/{chain}/activities/{body['id']}"
    )
    assert working.body["text"] == "Looking through the contracts…"
    assert answer.method == "PUT" and answer.path.endswith(f"/activities/{answer.body['id']}")
    card = card_of(answer)
    assert card_errors(card) == [] and "Acme Master Services Agreement" in json.dumps(card)
    assert teams.answerer.calls[-1][0] == QUESTION  # the <at>ClauseBot</at> mention is gone


async def test_channel_post_without_a_mention_is_left_alone(teams: TeamsHarness) -> None:
    ignored = activity(teams, "teams_channel_no_mention.json", TEXT="lunch at noon?")
    assert (await teams.post(ignored))[0] == 201
    barrier = activity(teams, "teams_channel_mention.json")  # sent after it, answered: it was handled
    assert [c.method for c in await send(teams, barrier)] == ["POST", "PUT"]
    assert teams.calls_for(ignored["conversation"]["id"]) == []
    assert "lunch at noon?" not in [q for q, _ in teams.answerer.calls]


async def test_personal_message_is_answered(teams: TeamsHarness) -> None:
    working, answer = await send(teams, activity(teams, "teams_personal.json"))
    assert working.method == "POST" and answer.method == "PUT"
    assert "Acme Master Services Agreement" in json.dumps(card_of(answer))


async def test_a_mention_at_the_end_of_a_personal_message_is_removed(teams: TeamsHarness) -> None:
    calls = await send(teams, activity(teams, "teams_personal_mention.json"))
    assert [c.method for c in calls] == ["POST", "PUT"]
    assert teams.answerer.calls[-1][0] == QUESTION


@pytest.mark.parametrize("download_url", [12345, {"url": "https://contoso.example/x"}, None])
async def test_a_file_whose_download_url_is_not_a_string_gets_a_clear_message(
    teams: TeamsHarness, download_url: Any
) -> None:
    body = activity(teams, "teams_personal_file.json", NAME="NDA.pdf", FILETYPE="pdf", DOWNLOAD_URL="x")
    body["attachments"][0]["content"]["downloadUrl"] = download_url
    working, answer = await send(teams, body)
    assert working.method == "POST" and working.body["text"] == "Importing NDA.pdf…"
    assert answer.method == "PUT"
    assert "Teams sent NDA.pdf without a download link I can use" in answer.body["text"]


async def test_card_feedback_is_stored_once_however_often_it_is_clicked(teams: TeamsHarness) -> None:
    asked = activity(teams, "teams_personal.json")
    calls = await send(teams, asked)
    up, _down = card_of(calls[-1])["actions"]
    conversation = asked["conversation"]["id"]
    sent = len(teams.mock.connector_calls())
    for _ in range(2):  # a double click: two invokes, each answered
        click = activity(teams, "teams_invoke_card_action.json", CONVERSATION=conversation, REPLY_TO="x")
        click["value"]["action"]["data"] = up["data"]
        status, response = await teams.post(click)
        assert status == 200 and response["statusCode"] == 200
    submit = activity(teams, "teams_personal.json", CONVERSATION=conversation)  # the Action.Submit fallback
    submit.update(text=None, value=up["fallback"]["data"])
    assert (await teams.post(submit))[0] == 201
    assert len(teams.mock.connector_calls()) == sent  # answered in the invoke responses: nothing posted
    stored = [e for e in await all_feedback(teams.runtime.redis) if e["reply_id"] == up["data"]["reply_id"]]
    assert [(e["value"], e["platform"]) for e in stored] == [("up", "teams")]


@pytest.mark.parametrize("value", ["feedback", 5, ["up"], None, {"action": "up"}, {"trigger": "manual"}])
async def test_a_card_action_that_is_not_an_object_gets_200_and_an_error_body(
    teams: TeamsHarness, value: Any
) -> None:
    """The Universal Action Model: a bot that processed an adaptiveCard/action answers HTTP 200 and
    puts the outcome in the body (statusCode 400, application/vnd.microsoft.error)."""
    click = activity(teams, "teams_invoke_card_action.json", REPLY_TO="x")
    click["value"] = value
    status, response = await teams.post(click)
    assert status == 200
    assert response["statusCode"] == 400 and response["type"] == "application/vnd.microsoft.error"
    assert response["value"]["message"]
    other = activity(teams, "teams_invoke_card_action.json", REPLY_TO="x")
    other["name"] = "composeExtension/query"  # an invoke the bot does not implement: still 501
    assert (await teams.post(other))[0] == 501


CJK = "本契約は当事者間の合意に基づき供給条件を定める。违约方应赔偿守约方的全部损失。"


def cjk(n: int) -> str:
    return (CJK * (n // len(CJK) + 1))[:n]


async def test_an_answer_at_its_caps_in_chinese_and_japanese_is_sent_under_28_kb(teams: TeamsHarness) -> None:
    """Everything at (or past) its cap in 6-byte-a-character text: the card is cut to fit, so the
    update of the working message is accepted (the mock refuses over 28 KB with 413, as Teams does)."""
    cards = [
        ContractCard(
            file_id=f"teams-e2e-cjk-{i}",
            title=cjk(400),
            contract_type=cjk(100),
            parties=[PartyLine(name=cjk(200), role=cjk(60)) for _ in range(10)],
            status="active",
            governing_law=cjk(100),
            clause_types=[cjk(30) for _ in range(30)],
            summary=cjk(800),
        )
        for i in range(3)
    ]
    result = SimpleNamespace(
        answer=cjk(4000),
        contracts=[c.file_id for c in cards],
        cards=cards,
        clauses=[{"file_id": cards[0].file_id, "category": cjk(100), "heading": cjk(100), "text": cjk(2000)}]
        * 5,
        tool_calls=[],
        interpretation="Read as: " + cjk(1000),
        unread=[],
        clarification=[],
        refused=None,
        literals=[],
    )

    async def answer(question: str, thread_id: str, scope: Any) -> Any:
        return result

    service, real = teams.runtime.service, teams.runtime.service.answerer
    service.answerer = answer  # type: ignore[assignment]
    try:
        working, update = await send(teams, activity(teams, "teams_personal.json"))
    finally:
        service.answerer = real
    assert working.method == "POST" and update.method == "PUT"
    assert update.size < MAX_MESSAGE_BYTES
    card = card_of(update)
    assert card_errors(card) == [] and cjk(200) in json.dumps(card, ensure_ascii=False)
