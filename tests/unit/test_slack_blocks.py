"""Block Kit rendering: content of cards, clauses, sources, feedback; Slack's limits always respected."""

from __future__ import annotations

import json
from datetime import date

import pytest

from bot.slack_blocks import (
    FEEDBACK_DOWN,
    FEEDBACK_UP,
    MAX_MESSAGES,
    TRUNCATED_NOTE,
    chunks,
    home_view,
    to_blocks,
    to_messages,
    to_mrkdwn,
    trim,
)
from bot.types import ClauseQuote, Reply
from graph_ingest.cards import ContractCard, PartyLine
from tests.block_kit import block_kit_problem

CARD = ContractCard(
    file_id="acme-1",
    title="Acme Widget Supply Agreement",
    contract_type="Supply Agreement",
    parties=[PartyLine(name="Acme Corp", role="Supplier"), PartyLine(name="Initech <LLC>", role="Customer")],
    effective_date=date(2020, 1, 1),
    end_date=date(2030, 12, 31),
    status="active",
    total_amount=250000.0,
    governing_law="Delaware, United States",
    clause_types=["Termination For Convenience", "Non-Compete"],
)


def text_of(reply: Reply) -> str:
    return json.dumps([m.model_dump() for m in to_messages(reply)], ensure_ascii=False)


def test_card_shows_every_field_of_the_contract() -> None:
    out = text_of(Reply(text="One contract.", cards=[CARD], sources=["acme-1"], reply_id="r1"))
    for expected in (
        "*Acme Widget Supply Agreement*",
        "Supply Agreement",
        "🟢 Active",
        "Acme Corp _(Supplier)_",
        "1 Jan 2020",
        "31 Dec 2030",
        "250,000",
        "Delaware, United States",
        "Key clauses: Termination For Convenience · Non-Compete",
        "*Sources:* Acme Widget Supply Agreement",
    ):
        assert expected in out, expected
    assert "Initech &lt;LLC&gt;" in out and "<LLC>" not in out


def test_expired_and_unknown_badges() -> None:
    assert "🔴 Expired" in text_of(Reply(text="x", cards=[CARD.model_copy(update={"status": "expired"})]))
    assert "⚪ Status unknown" in text_of(
        Reply(text="x", cards=[CARD.model_copy(update={"status": "unknown"})])
    )


def test_clauses_are_quoted_and_trimmed_with_an_ellipsis() -> None:
    long = "Either party may terminate this Agreement on notice. " * 40
    reply = Reply(
        text="x", cards=[CARD], clauses=[ClauseQuote(file_id="acme-1", category="Termination", text=long)]
    )
    [message] = to_messages(reply)
    quote = next(
        b["text"]["text"]
        for b in message.blocks
        if b["type"] == "section" and "Termination*" in b["text"]["text"]
    )
    assert "_Acme Widget Supply Agreement_" in quote
    assert quote.splitlines()[1].startswith("> ") and quote.endswith("…") and len(quote) < 800


def test_feedback_buttons_carry_the_reply_id_on_the_last_message_only() -> None:
    messages = to_messages(Reply(text="word " * 20000, reply_id="abc123"))
    actions = [b for m in messages for b in m.blocks if b["type"] == "actions"]
    assert len(actions) == 1 and actions[0] in messages[-1].blocks
    assert [(e["action_id"], e["value"]) for e in actions[0]["elements"]] == [
        (FEEDBACK_UP, "abc123"),
        (FEEDBACK_DOWN, "abc123"),
    ]
    assert to_messages(Reply(text="no id"))[0].blocks[-1]["type"] != "actions"


@pytest.mark.parametrize("n_cards", [0, 1, 30, 200])
@pytest.mark.parametrize("text_len", [10, 2999, 3001, 40_000, 200_000])
def test_every_message_is_within_slack_limits(n_cards: int, text_len: int) -> None:
    clauses = [
        ClauseQuote(file_id=f"c{i}", category="Cap", heading="H" * 300, text="t " * 2000) for i in range(60)
    ]
    cards = [
        CARD.model_copy(update={"file_id": f"c{i}", "title": "T" * 500, "parties": CARD.parties * 20})
        for i in range(n_cards)
    ]
    reply = Reply(
        text="a" * text_len, cards=cards, clauses=clauses, sources=[f"c{i}" for i in range(100)], reply_id="r"
    )
    messages = to_messages(reply)
    assert 1 <= len(messages) <= MAX_MESSAGES
    for m in messages:
        assert block_kit_problem(m.blocks) is None
        assert len(m.text) <= 3000
    if text_len >= 40_000 or n_cards >= 30:
        assert TRUNCATED_NOTE in json.dumps(messages[-1].blocks)


def test_short_reply_is_one_message_and_long_text_is_split_in_order() -> None:
    assert len(to_messages(Reply(text="Short."))) == 1
    text = "\n\n".join(f"Paragraph {i} " + "words " * 100 for i in range(40))
    messages = to_messages(Reply(text=text))
    joined = " ".join(b["text"]["text"] for m in messages for b in m.blocks if b["type"] == "section")
    assert joined.index("Paragraph 1 ") < joined.index("Paragraph 20 ")


def test_error_reply_is_marked() -> None:
    assert (
        to_messages(Reply(text="The graph is down.", error_code="graph_unavailable"))[0]
        .blocks[0]["text"]["text"]
        .startswith("⚠️")
    )


def test_markdown_becomes_mrkdwn_and_control_characters_are_escaped() -> None:
    assert (
        to_mrkdwn("**Bold** & <b> [site](https://x.test/a?b=1)")
        == "*Bold* &amp; &lt;b&gt; <https://x.test/a?b=1|site>"
    )
    assert to_mrkdwn("## Heading") == "*Heading*"


def test_trim_and_chunks() -> None:
    assert trim("short", 10) == "short"
    cut = trim("one two three four five six", 15)
    assert cut.endswith("…") and len(cut) <= 15 and "thr…" not in cut
    pieces = chunks("x" * 7000, 3000)
    assert [len(p) for p in pieces] == [3000, 3000, 1000]


def test_home_view_is_a_valid_home_tab() -> None:
    view = home_view()
    assert view["type"] == "home" and block_kit_problem(view["blocks"], max_blocks=100) is None
    assert "/contracts" in json.dumps(view)


def test_the_reading_of_the_question_is_shown_under_the_answer() -> None:
    reply = Reply(text="I found 2 contracts.", interpretation="Read as: Supply contracts with AT&T <Inc>")
    blocks = to_blocks(reply)
    assert blocks[1]["type"] == "context"
    assert blocks[1]["elements"][0]["text"] == "🔎 Read as: Supply contracts with AT&amp;T &lt;Inc&gt;"
    assert block_kit_problem(blocks) is None
