"""Every question the app suggests (the Slack manifest's usage hint and description, the Teams
manifest's command menu, which sends a command's title as the message, and the in-app examples)
is read as meant by the agent: not refused, nothing left unread, and narrowed by what it names,
never answered over the whole corpus."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from langgraph.checkpoint.memory import InMemorySaver

from agent.answerer import AgentService
from bot.digests import parse_command
from bot.messages import MESSAGES
from bot.slack_blocks import home_view
from tests.integration.test_agent_tools import SCOPE, TODAY, load_corpus

pytestmark = pytest.mark.integration

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
QUOTED = re.compile(r"[\"“]([^\"”]+\?)[\"”]")
# what each suggestion must be read as (TODAY is 2012-06-30): a subset of the tool call's arguments;
# keyed by the question in lower case (the App Home suggests one of them in lower case)
EXPECTED: dict[str, dict[str, Any]] = {
    "which NDAs expire this quarter?": {
        "contract_type": "Non-Disclosure",
        "end_from": "2012-04-01",
        "end_to": "2012-06-30",
    },
    "Which supply agreements governed by Delaware law expire this year?": {
        "contract_type": "Supply",
        "law_state": "US-DE",
        "end_from": "2012-01-01",
        "end_to": "2012-12-31",
    },
    "Which active supply contracts are governed by Delaware law?": {
        "contract_type": "Supply",
        "law_state": "US-DE",
        "active": True,
    },
    "Delaware law contracts": {"law_state": "US-DE"},
    "Which active contracts are governed by Delaware law?": {"law_state": "US-DE", "active": True},
    "Contracts expiring soon": {"end_from": "2012-06-30", "end_to": "2012-09-28"},
    "Which contracts expire in the next 90 days?": {"end_from": "2012-06-30", "end_to": "2012-09-28"},
    "Termination clauses": {"clause_type": "termination"},
    "Which supply contracts have a termination for convenience clause?": {
        "contract_type": "Supply",
        "clause_type": "termination for convenience",
    },
}


def suggestions() -> dict[str, str]:
    """Every suggested question, with where it is suggested."""
    slack = yaml.safe_load((DEPLOY / "slack" / "manifest.yml").read_text(encoding="utf-8"))
    teams = json.loads((DEPLOY / "teams" / "manifest.json").read_text(encoding="utf-8"))
    found = {c["usage_hint"]: "Slack /contracts usage hint" for c in slack["features"]["slash_commands"]}
    for q in QUOTED.findall(slack["display_information"]["long_description"]):
        found[q] = "Slack app description"
    for bot in teams["bots"]:
        for menu in bot["commandLists"]:
            for c in menu["commands"]:
                assert len(c["title"]) <= 32 and len(c["description"]) <= 128, c  # manifest v1.17 limits
                if parse_command(c["title"]) is not None:  # a command, not a question ("alerts on")
                    continue
                found[c["title"]] = "Teams command (sent as typed)"
                found[c["description"]] = "Teams command description"
    for q in QUOTED.findall(MESSAGES["empty_question"]):
        found[q] = "the empty-question reply"
    for q in re.findall(r"@ClauseBot (.+\?)", json.dumps(home_view(), ensure_ascii=False)):
        found[q] = "the Slack App Home"
    return found


def test_every_suggestion_has_an_expected_reading() -> None:
    assert {q.lower() for q in suggestions()} == {q.lower() for q in EXPECTED}


@pytest.fixture(scope="module")
def service(settings, store) -> AgentService:
    load_corpus(store)
    return AgentService.create(settings, store, InMemorySaver(), today=lambda: TODAY)


@pytest.mark.parametrize("question", sorted(suggestions()))
async def test_each_suggestion_is_answered_as_meant(service: AgentService, question: str) -> None:
    """Asked exactly as suggested, each in a thread of its own."""
    result = await service.answer(question, f"suggestion-{abs(hash(question))}", SCOPE)
    assert result.refused is None and result.unread == [] and result.clarification == [], result.answer
    [call] = result.tool_calls
    expected = {k.lower(): v for k, v in EXPECTED.items()}[question.lower()]
    assert expected.items() <= call.args.items(), call.args
    assert result.interpretation and result.interpretation != "Read as: contracts", result.interpretation


def test_the_teams_command_menu_offers_the_alerts_command() -> None:
    teams = json.loads((DEPLOY / "teams" / "manifest.json").read_text(encoding="utf-8"))
    titles = [c["title"] for b in teams["bots"] for m in b["commandLists"] for c in m["commands"]]
    assert [t for t in titles if parse_command(t) is not None] == ["alerts on"]
