"""Adaptive Card rendering of a Reply, checked against the Adaptive Card 1.5 JSON schema."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import adaptive_cards
import pytest
from jsonschema import Draft6Validator

from bot.teams_cards import CARD_VERSION, FEEDBACK_VERB, needs_card, parse_feedback, to_card
from bot.types import ClauseQuote, Reply
from graph_ingest.cards import ContractCard, PartyLine

SCHEMA = json.loads((Path(adaptive_cards.__file__).parent / "schemas" / "schema-1.5.json").read_text())
TEAMS_MAX_MESSAGE_BYTES = 28 * 1024


def errors(card: dict[str, Any]) -> list[str]:
    return [f"{list(e.absolute_path)}: {e.message[:200]}" for e in Draft6Validator(SCHEMA).iter_errors(card)]


def contract(i: int = 1, **kw: Any) -> ContractCard:
    values: dict[str, Any] = dict(
        file_id=f"c{i}",
        title=f"Acme Supply Agreement {i}",
        contract_type="Supply Agreement",
        parties=[PartyLine(name="Acme Corp", role="Supplier"), PartyLine(name="Initech LLC")],
        effective_date=date(2020, 1, 1),
        end_date=date(2030, 12, 31),
        status="active",
        total_amount=250000.0,
        governing_law="Delaware, United States",
        clause_types=["Governing Law", "Termination For Convenience"],
        summary="Widgets for Initech.",
    )
    return ContractCard.model_validate({**values, **kw})


def full_reply() -> Reply:
    quote = ClauseQuote(
        file_id="c1",
        category="Governing Law",
        heading="12. Law",
        text="This Agreement is governed by the laws of the State of Delaware.",
    )
    return Reply(
        text="## Result\n**1** contract is governed by Delaware law.",
        cards=[contract()],
        clauses=[quote],
        sources=["c1", "c9"],
        reply_id="r-123",
    )


def test_full_reply_is_a_valid_1_5_card_with_every_field() -> None:
    card = to_card(full_reply())
    assert errors(card) == [] and card["version"] == CARD_VERSION == "1.5"
    text = json.dumps(card, ensure_ascii=False)
    for expected in (
        "Acme Supply Agreement 1",
        "Supply Agreement · 🟢 Active",
        "Acme Corp (Supplier)",
        "Initech LLC",
        "1 Jan 2020",
        "31 Dec 2030",
        "250,000",
        "Delaware, United States",
        "Key clauses: Governing Law · Termination For Convenience",
        "Widgets for Initech.",
        "Governing Law — 12. Law",
        "“This Agreement is governed by the laws of the State of Delaware.”",
        "Sources: ",
        "Acme Supply Agreement 1, c9",
    ):
        assert expected in text, expected
    assert card["body"][0]["text"].startswith("**Result**\n")  # no headings in TextBlock markdown


def test_feedback_buttons_execute_with_a_submit_fallback() -> None:
    up, down = to_card(full_reply())["actions"]
    assert up["type"] == "Action.Execute" and up["verb"] == FEEDBACK_VERB
    assert up["fallback"]["type"] == "Action.Submit" and up["fallback"]["data"] == up["data"]
    assert parse_feedback(up["data"]).model_dump() == {
        "clausebot": "feedback",
        "reply_id": "r-123",
        "value": "up",
    }
    assert parse_feedback(down["data"]).value == "down"


@pytest.mark.parametrize(
    "data",
    [
        None,
        "up",
        {},
        {"clausebot": "feedback", "reply_id": "r"},
        {"clausebot": "feedback", "reply_id": "r", "value": "meh"},
        {"clausebot": "other", "reply_id": "r", "value": "up"},
    ],
)
def test_other_action_data_is_not_feedback(data: Any) -> None:
    assert parse_feedback(data) is None


def test_errors_and_plain_replies() -> None:
    error = Reply(text="I can't reach the contract database.", error_code="graph_unavailable")
    assert not needs_card(error)
    card = to_card(error)
    assert errors(card) == [] and "actions" not in card and card["body"][0]["text"].startswith("⚠️ ")
    assert needs_card(Reply(text="hi", reply_id="r")) and not needs_card(Reply(text="hi"))


def test_unknowns_are_shown_as_such_and_long_content_is_bounded() -> None:
    bare = contract(
        2,
        effective_date=None,
        end_date=None,
        status="unknown",
        total_amount=None,
        governing_law=None,
        parties=[],
        clause_types=[],
        summary=None,
        contract_type=None,
    )
    text = json.dumps(to_card(Reply(text="x", cards=[bare])), ensure_ascii=False)
    assert "Contract · ⚪ Status unknown" in text and '"value": "—"' in text and "Governing law" not in text
    many = [PartyLine(name=f"Party {i}") for i in range(12)]
    quotes = [ClauseQuote(file_id="c1", category="Term", text="x" * 5000) for _ in range(9)]
    big = Reply(
        text="y" * 20000,
        cards=[contract(i, parties=many) for i in range(3)],
        clauses=quotes,
        sources=[f"s{i}" for i in range(60)],
        reply_id="r",
    )
    card = to_card(big)
    assert errors(card) == []
    assert len(json.dumps(card).encode()) < TEAMS_MAX_MESSAGE_BYTES
    rendered = json.dumps(card, ensure_ascii=False)
    assert "…and 4 more" in rendered and "and 40 more" in rendered
    assert rendered.count("“x") == 5


def test_contract_text_is_shown_verbatim_never_as_markdown() -> None:
    """An uploaded contract's Markdown (a link, emphasis, a numbered list) is quoted as written."""
    hostile = "**[Termination Portal](https://evil.example/login)**\n1. first\n2. _second_"
    quote = ClauseQuote(
        file_id="c1", category="Termination", heading="[x](https://evil.example)", text=hostile
    )
    card = to_card(
        Reply(
            text="ok",
            cards=[contract(title="**Bold** [t](https://evil.example)", summary=hostile)],
            clauses=[quote],
        )
    )
    assert errors(card) == []

    def walk(node: Any) -> list[dict[str, Any]]:
        if isinstance(node, dict):
            return [node, *(n for v in node.values() for n in walk(v))]
        return [n for v in node for n in walk(v)] if isinstance(node, list) else []

    markdown = [n["text"] for n in walk(card) if n.get("type") == "TextBlock"]
    assert not [t for t in markdown if "evil.example" in t], "contract text reached a Markdown TextBlock"
    runs = [n["text"] for n in walk(card) if n.get("type") == "TextRun"]
    assert f"“{hostile}”" in runs and "**Bold** [t](https://evil.example)" in runs
    assert "[x](https://evil.example)" in " ".join(runs)


def test_the_reading_of_the_question_is_on_the_card_even_without_contracts() -> None:
    reply = Reply(text="I found 0 contracts.", interpretation="Read as: Supply contracts with AT&T")
    assert needs_card(reply)
    card = to_card(reply)
    assert errors(card) == []
    runs = [i["text"] for b in card["body"] if b["type"] == "RichTextBlock" for i in b["inlines"]]
    assert "🔎 Read as: Supply contracts with AT&T" in runs
