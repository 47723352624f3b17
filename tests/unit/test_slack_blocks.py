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
    working_message,
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
        '"*Sources:*", "verbatim": true}, {"type": "plain_text", "text": "Acme Widget Supply Agreement"',
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
    at = next(i for i, b in enumerate(message.blocks) if "*Termination*" in json.dumps(b))
    label, quote = message.blocks[at], message.blocks[at + 1]
    assert [e["text"] for e in label["elements"]] == ["*Termination*", "Acme Widget Supply Agreement"]
    assert quote["text"]["type"] == "plain_text"
    text = quote["text"]["text"]
    assert text.startswith("“Either party") and text.endswith("…”") and len(text) < 800


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
    assert blocks[1]["elements"][0] == {
        "type": "plain_text",
        "text": "🔎 Read as: Supply contracts with AT&T <Inc>",
        "emoji": False,
    }
    assert block_kit_problem(blocks) is None


def _text_objects(node: object) -> list[dict]:
    if isinstance(node, dict):
        own = [node] if node.get("type") in ("mrkdwn", "plain_text") else []
        return own + [t for v in node.values() for t in _text_objects(v)]
    return [t for v in node for t in _text_objects(v)] if isinstance(node, list) else []


def test_contract_markdown_never_becomes_slack_formatting_or_links() -> None:
    """Titles, party names and quotes from an uploaded contract are shown as written, while the
    agent's own Markdown (bold, italics, code, its links) still formats."""
    title = "**Master** [Portal](https://evil.example/login) _Agreement_ ~v2~ `x` <https://evil.example|here>"
    party = "Smith *and* Jones_"
    hostile = "**[Termination Portal](https://evil.example/login)**\n> _second_ ~gone~"
    card = CARD.model_copy(
        update={"title": title, "parties": [PartyLine(name=party, role="*Buyer*")], "clause_types": ["`Cap`"]}
    )
    quote = ClauseQuote(
        file_id="acme-1", category="Termination", heading="[h](https://evil.example)", text=hostile
    )
    answer = (
        f"**1** contract is *not* expired: `acme-1` ({title}), with {party}. "
        f"See [the guide](https://docs.example/help).\n> {hostile.splitlines()[0]}"
    )
    reply = Reply(text=answer, cards=[card], clauses=[quote], sources=["acme-1"], reply_id="r1")
    messages = to_messages(reply)
    objects = _text_objects([m.blocks for m in messages])
    mrkdwn_texts = [o["text"] for o in objects if o["type"] == "mrkdwn"]
    assert all(o.get("verbatim") is True for o in objects if o["type"] == "mrkdwn")
    # no link to the contract's URL can form in any mrkdwn, the notification text included
    for text in [*mrkdwn_texts, *(m.text for m in messages)]:
        assert "<https://evil.example" not in text and "evil.example/login|" not in text, text
    # the agent's own formatting: bold, italics, code, its link
    answer_text = messages[0].blocks[0]["text"]["text"]
    assert answer_text.startswith("*1* contract is _not_ expired: `acme-1` (")
    assert "<https://docs.example/help|the guide>" in answer_text
    # the contract's: no formatting pair survives in any mrkdwn object (look-alikes instead)
    for text in mrkdwn_texts:
        for pair in ("**Master**", "*and*", "_Agreement_", "~v2~", "`x`", "*Buyer*", "_second_", "~gone~"):
            assert pair not in text, (pair, text)
    assert "∗∗Master∗∗" in answer_text and "Smith ∗and∗ Jonesˍ" in answer_text
    # standing alone, the contract's text is plain_text, exactly as written
    plain_texts = [o["text"] for o in objects if o["type"] == "plain_text"]
    assert f"“{hostile}”" in plain_texts and "Key clauses: `Cap`" in plain_texts
    assert any("[h](https://evil.example)" in t for t in plain_texts)
    assert all(
        o["emoji"] is False
        for o in objects
        if o["type"] == "plain_text" and "helpful" not in o["text"].lower()
    )
    assert block_kit_problem(messages[0].blocks) is None


def test_inert_text_keeps_words_and_file_ids_readable() -> None:
    from bot.slack_blocks import inert

    file_id = "ABILITYINC_06_15_2020-EX-4.25"
    assert inert(file_id) == file_id  # `_` inside a word never formats: left as it is
    assert inert("> not a quote\nAT&T *x*") == "\u00ad&gt; not a quote\nAT&amp;T ∗x∗"


def test_contract_text_listed_without_a_card_is_inert_in_the_answer() -> None:
    """Contracts 4-50 of a list have no card; their names come with the reply as `literals`."""
    name = "*Acme* [Login](https://evil.example/p) _Holdings_"
    reply = Reply(text=f"I found **5** contracts.\n- `c5`: parties: {name}", literals=[name], reply_id="r")
    answer = to_messages(reply)[0].blocks[0]["text"]["text"]
    assert answer.startswith("I found *5* contracts.") and "`c5`" in answer
    assert "∗Acme∗ [Login](https://evil.example/p) ˍHoldingsˍ" in answer, answer
    assert "_Holdings_" not in answer and "*Acme*" not in answer


def test_an_upload_stage_names_the_document_as_written() -> None:
    stage = working_message("**Portal** <!channel> Agreement: Acme_Corp_. Indexing…")
    assert stage.blocks[0]["elements"][0] == {
        "type": "plain_text",
        "text": "⏳ **Portal** <!channel> Agreement: Acme_Corp_. Indexing…",
        "emoji": False,
    }
    assert "<!channel>" not in stage.text and "**" not in stage.text


def test_a_quote_as_the_answer_prints_it_is_inert() -> None:
    """Answers quote a passage's operative sentences on one line ("… " first); that form is held too."""
    from agent.answer import quoted
    from agent.answer import trim as quote_trim

    text = "1. Fees.\nLicensee shall pay. The *Licensee* shall not\nassign without consent of [Licensor](https://x.io)."
    focus = text.index("The *Licensee*")
    quote = ClauseQuote(
        file_id="c1", category="Assignment", text=text, start=0, focus_start=focus, focus_end=len(text)
    )
    hit = quote.model_dump()
    answer = f"> {quote_trim(quoted(hit))}\n— c1"
    reply = Reply(text=answer, clauses=[quote], reply_id="r")
    out = to_messages(reply)[0].blocks[0]["text"]["text"]
    assert "<https://x.io" not in out and "_Licensee_" not in out, out
    assert "∗Licensee∗" in out
