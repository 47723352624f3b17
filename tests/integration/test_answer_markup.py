"""Contract text with Markdown in it, named in an answer's text beyond its cards (#15).

Eight contracts whose titles and parties carry Markdown (a link, bold, emphasis, code) are listed by
the real offline agent; only three get cards, the other five are named in the answer text alone.
Rendered for Slack (Block Kit), Teams (Adaptive Card) and checked against what the web page reads,
no title becomes a link or formatting on any surface, while the agent's own Markdown still formats.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from agent.answerer import AgentService
from bot.conversation import ConversationService
from bot.slack_blocks import to_messages
from bot.teams_cards import to_card
from bot.types import Turn
from core.settings import Settings
from graph_ingest.generator import generate_contracts
from graph_ingest.models import Scope
from graph_ingest.normalize import to_record
from graph_ingest.store import GraphStore
from tests.integration.test_agent_tools import TODAY

pytestmark = pytest.mark.integration

N = 8
WORKSPACE = "TMARKUP"
TENANT = f"slack:{WORKSPACE}"  # what the conversation service makes of a Slack team id


def hostile_title(i: int) -> str:
    return f"Sponsor {i} [Portal](https://evil.example/t{i}) Agreement"


def hostile_name(i: int) -> str:
    """A party name as an uploaded contract could state it: the offline answer lists party names."""
    return f"*Acme {i}* [Login](https://evil.example/p{i}) _Holdings_ `Inc`"


@pytest.fixture(scope="module")
def titled(store: GraphStore) -> list[str]:
    store.wipe_all_for_tests()
    titles = []
    for i, g in enumerate(generate_contracts(N, seed=23)):
        first = g.truth.parties[0].model_copy(update={"name": hostile_name(i)})
        truth = g.truth.model_copy(
            update={
                "title": hostile_title(i),
                "contract_type": "Sponsorship",
                "parties": [first, *g.truth.parties[1:]],
            }
        )
        store.write_contract(
            to_record(truth, file_id=f"mk-{i}", scope=Scope(tenant=TENANT), source="generated")
        )
        titles.append(hostile_title(i))
    return titles


def _walk(node: Any) -> list[dict[str, Any]]:
    if isinstance(node, dict):
        return [node, *(n for v in node.values() for n in _walk(v))]
    return [n for v in node for n in _walk(v)] if isinstance(node, list) else []


async def test_names_listed_without_cards_stay_literal_on_every_surface(
    settings: Settings, store: GraphStore, titled: list[str]
) -> None:
    agent = AgentService.create(settings, store, InMemorySaver(), today=lambda: TODAY)
    service = ConversationService(settings, agent.answer)
    turn = Turn(
        platform="slack", workspace=WORKSPACE, channel="C1", thread="1.0", user="U1",
        text="List all the sponsorship agreements",
    )  # fmt: skip
    reply = await service.handle(turn)
    # positive signal: all eight are listed with their hostile party names, three of them with cards
    listed = [line for line in reply.text.splitlines() if "`mk-" in line]
    assert len(listed) == N and all("[Login](https://evil.example/p" in line for line in listed), reply.text
    assert len(reply.cards) == 3
    carded = {p.name for c in reply.cards for p in c.parties}
    stored = [x for x in reply.literals if "evil.example/p" in x]
    assert len(stored) == N and len(set(stored) - carded) == N - 3, reply.literals

    # Slack: no link to the contract's URL and no formatting pair of a name in any mrkdwn object
    messages = to_messages(reply)
    objects = [o for o in _walk([m.blocks for m in messages]) if o.get("type") == "mrkdwn"]
    for text in [*(o["text"] for o in objects), *(m.text for m in messages)]:
        assert "<https://evil" not in text and "evil.example/p0|" not in text, text
        for pair in ("*Acme", "_Holdings_", "`Inc`"):
            assert pair not in text, (pair, text)
    answer = messages[0].blocks[0]["text"]["text"]
    assert all(f"∗Acme {i}∗" in answer for i in range(N)), answer
    assert "`mk-0`" in answer, "the agent's own code spans (file ids) still format"

    # Teams: the names only ever in TextRuns, exactly as written; the agent's code spans still styled
    card = to_card(reply)
    blocks = _walk(card)
    markdown = [n["text"] for n in blocks if n.get("type") == "TextBlock"]
    assert not [t for t in markdown if "evil.example" in t], markdown
    runs = [n for n in blocks if n.get("type") == "TextRun"]
    assert all(any(name in r["text"] for r in runs) for name in stored)
    assert any(r.get("fontType") == "Monospace" and r["text"] == "mk-0" for r in runs)
    assert len(json.dumps(card)) < 28 * 1024


async def test_no_literals_when_nothing_has_markup(settings: Settings, store: GraphStore, titled) -> None:
    from agent.answerer import literals

    assert literals([{"shown": [{"title": "Plain Title", "parties": [{"name": "Acme Inc."}]}]}]) == []
    found = literals([{"shown": [{"title": "An *item*"}], "groups": [{"group": "X_Y Corp"}], "tool": "x_y"}])
    assert found == ["An *item*", "X_Y Corp"], "only contract text, never our own keys"
    # the graph's names a party filter resolved to (the question's words are only the keys)
    resolved = literals([{"resolved_parties": {"acme": ["Acme_Holdings *Ltd*"]}, "total": 1}])
    assert resolved == ["Acme_Holdings *Ltd*"]
    # a clause hit: also its operative sentences on one line, as answers quote them
    hit = {"file_id": "c", "text": "Intro.\nThe *Licensee*\nshall not assign.", "start": 0, "focus_start": 7}
    hit["focus_end"] = len(hit["text"])
    assert "… The *Licensee* shall not assign." in literals([{"hits": [hit]}])
