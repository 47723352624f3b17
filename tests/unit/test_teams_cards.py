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
    assert "Contract · ⚪ Status unknown" in text and "Governing law" not in text
    assert '"text": "Parties: ", "weight": "Bolder"}, {"type": "TextRun", "text": "—"}' in text
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
            cards=[
                contract(
                    title="**Bold** [t](https://evil.example)",
                    summary=hostile,
                    parties=[PartyLine(name="[Acme](https://evil.example/party)", role="*Supplier*")],
                )
            ],
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
    assert "[Acme](https://evil.example/party) (*Supplier*)" in runs, "a party name is a TextRun too"
    assert not [n for n in walk(card) if n.get("type") == "FactSet"], "Teams reads Markdown in facts"


def test_contract_text_in_the_answer_text_is_verbatim_and_our_markdown_still_styles() -> None:
    """A party listed in the answer text alone (a `literal`, no card) stays a TextRun as written; the
    agent's heading, bold, code, list bullets and links around it are styled runs, not Markdown."""
    name = "*Acme* [Login](https://evil.example/p) _Holdings_ `Inc`"
    text = (
        "## Found\nI found **2** contracts.\n- `mk-1`: parties: "
        + name
        + " (Buyer)\n- `mk-2`: plain\nSee [help](https://docs.example/h) ~~old~~ *now*."
    )
    card = to_card(Reply(text=text, literals=[name], reply_id="r1"))
    assert errors(card) == []
    body = card["body"]
    assert body[0] == {
        "type": "TextBlock",
        "text": "**Found**\nI found **2** contracts.",
        "wrap": True,
        "spacing": "Default",
    }
    line = body[1]
    assert line["type"] == "RichTextBlock" and line["spacing"] == "None"
    runs = [(r["text"], {k: v for k, v in r.items() if k not in ("type", "text")}) for r in line["inlines"]]
    assert runs == [
        ("• ", {}),
        ("mk-1", {"fontType": "Monospace"}),
        (": parties: ", {}),
        (name, {}),
        (" (Buyer)", {}),
    ]
    assert body[2]["type"] == "TextBlock" and body[2]["text"].startswith("- `mk-2`: plain\nSee [help]")
    # no Markdown TextBlock holds the contract's text
    assert not [b for b in body if b.get("type") == "TextBlock" and "evil.example" in b["text"]]


def test_a_line_with_contract_text_keeps_the_agents_own_styles() -> None:
    name = "[x](https://evil.example)"
    card = to_card(
        Reply(text=f"**Bold** *em* `code` ~~gone~~ [help](https://docs.example) {name}", literals=[name])
    )
    assert errors(card) == []
    runs = card["body"][0]["inlines"]
    styles = {r["text"]: {k: v for k, v in r.items() if k not in ("type", "text")} for r in runs}
    assert styles["Bold"] == {"weight": "Bolder"} and styles["em"] == {"italic": True}
    assert styles["code"] == {"fontType": "Monospace"} and styles["gone"] == {"strikethrough": True}
    assert styles["help"] == {"selectAction": {"type": "Action.OpenUrl", "url": "https://docs.example"}}
    assert styles[name] == {}, "the contract's link is text"


def test_the_agents_formatting_around_contract_text_keeps_its_style_and_the_text_as_written() -> None:
    name = "Acme_Holdings *Ltd*"
    text = f"## About {name}\nMost contracts: **{name}** (`c-1`), then [{name}](https://docs.example/a)."
    card = to_card(Reply(text=text, literals=[name]))
    assert errors(card) == []
    runs = [r for b in card["body"] for r in b.get("inlines", [])]
    styled = {(r["text"], r.get("weight"), "selectAction" in r) for r in runs if r["text"] == name}
    assert styled == {(name, "Bolder", False), (name, None, True)}, runs  # heading and bold; the link
    assert not any("**" in r["text"] or "[" in r["text"] for r in runs), "no raw Markdown markers"
    # paragraph spacing: the heading line starts the card, the next line follows it closely
    assert [b.get("spacing") for b in card["body"]] == ["Default", "None"]


def test_too_short_contract_text_is_not_held_out() -> None:
    """A heading of just "*" must not undo the agent's own bold everywhere."""
    card = to_card(Reply(text="A **bold** word", literals=["*", "_1_"]))
    assert card["body"][0] == {"type": "TextBlock", "text": "A **bold** word", "wrap": True}


def test_a_reply_with_contract_text_is_always_a_card() -> None:
    """A plain Teams message is read as Markdown, so contract text never goes out as one."""
    assert needs_card(Reply(text="x *y*", literals=["*y*"]))
    assert not needs_card(Reply(text="x"))


def test_the_reading_of_the_question_is_on_the_card_even_without_contracts() -> None:
    reply = Reply(text="I found 0 contracts.", interpretation="Read as: Supply contracts with AT&T")
    assert needs_card(reply)
    card = to_card(reply)
    assert errors(card) == []
    runs = [i["text"] for b in card["body"] if b["type"] == "RichTextBlock" for i in b["inlines"]]
    assert "🔎 Read as: Supply contracts with AT&T" in runs


# --- size as sent ----------------------------------------------------------------------------------

CJK = "本契約は、当事者間の合意に基づき、供給者が買主に対して製品を供給する条件を定めるものとする。违约方应赔偿守约方的全部损失。"


def cjk(n: int) -> str:
    return (CJK * (n // len(CJK) + 1))[:n]


def as_sent(activity: Any) -> int:
    """Bytes of the activity as botbuilder PUTs it: in a conversation (what `update_activity` adds),
    serialised by msrest with the connector's models, then `json.dumps` (as msrest's request does)."""
    from botbuilder.core import TurnContext
    from botbuilder.schema import ChannelAccount, ConversationAccount, ConversationReference
    from botframework.connector import models
    from msrest import Serializer

    reference = ConversationReference(
        activity_id="1759944781430",
        user=ChannelAccount(
            id="29:" + "u" * 90, name=cjk(40), aad_object_id="b15a9416-0ad3-4172-9210-7beb711d3f70"
        ),
        bot=ChannelAccount(id="28:0b6fe6d1-fece-44f7-9a48-56465e2d5ab8", name="ClauseBot"),
        conversation=ConversationAccount(
            id="19:6848757105754c8981c67612732d9aa7@thread.tacv2;messageid=1759881511856",
            conversation_type="channel",
            tenant_id="50612dbb-0237-4969-b378-8d42590f9c00",
            is_group=True,
        ),
        channel_id="msteams",
        service_url="https://smba.trafficmanager.net/amer/50612dbb-0237-4969-b378-8d42590f9c00/",
        locale="ja-JP",
    )
    activity = TurnContext.apply_conversation_reference(activity, reference)
    activity.id = "1759944790000"
    serializer = Serializer({k: v for k, v in models.__dict__.items() if isinstance(v, type)})
    return len(json.dumps(serializer.body(activity, "Activity")).encode())


def at_caps_in_cjk(n_quotes: int = 5, n_cards: int = 3) -> Reply:
    """Every part at (or past) its cap, in Chinese and Japanese: 6 bytes a character as sent."""
    parties = [PartyLine(name=cjk(300), role=cjk(100)) for _ in range(12)]
    cards = [
        contract(
            i,
            title=cjk(400),
            contract_type=cjk(200),
            parties=parties,
            governing_law=cjk(200),
            clause_types=[cjk(40) for _ in range(40)],
            summary=cjk(1000),
        )
        for i in range(n_cards)
    ]
    quotes = [
        ClauseQuote(file_id=f"c{i % 3}", category=cjk(200), heading=cjk(200), text=cjk(2000))
        for i in range(n_quotes)
    ]
    return Reply(
        text=cjk(5000),
        cards=cards,
        clauses=quotes,
        sources=[f"c{i}" for i in range(3)] + [cjk(300) for _ in range(40)],
        interpretation="Read as: " + cjk(2000),
        reply_id="r-" + "9" * 32,
    )


def test_a_card_at_its_caps_with_chinese_and_japanese_text_fits_28_kb_as_sent() -> None:
    from bot.teams import to_activity
    from bot.teams_cards import MAX_CARD_BYTES, sent_bytes

    reply = at_caps_in_cjk()
    card = to_card(reply)
    assert errors(card) == []
    assert sent_bytes(card) <= MAX_CARD_BYTES
    assert as_sent(to_activity(reply)) < TEAMS_MAX_MESSAGE_BYTES
    # trimmed, not emptied: the answer, its reading, the first contract and the first quote are there
    rendered = json.dumps(card, ensure_ascii=False)
    assert cjk(100) in card["body"][0]["text"] and "🔎 Read as: " in rendered
    assert "“" + cjk(100) in rendered
    [title] = [
        b["items"][0]["inlines"][0]["text"] for b in card["body"] if b.get("items") and not b.get("style")
    ]
    assert title.startswith(cjk(150))


def test_parts_give_way_in_the_stated_order() -> None:
    """Quotes after the first go before anything else; then the quote's length; then contracts."""
    from bot.teams_cards import MAX_CARD_BYTES, sent_bytes

    def shown(card: dict[str, Any]) -> tuple[int, list[str]]:
        containers = [b for b in card["body"] if b["type"] == "Container"]
        quotes = [b["items"][1]["inlines"][0]["text"] for b in containers if b.get("style") == "emphasis"]
        return len(containers) - len(quotes), quotes

    small = Reply(text="ok", cards=[contract(i) for i in range(3)], clauses=full_reply().clauses * 5)
    assert [len(q) for q in shown(to_card(small))[1]] == [len(full_reply().clauses[0].text) + 2] * 5
    # CJK quotes too large together: extra quotes go, whole, and every contract stays
    quotes_heavy = Reply(
        text=cjk(3000),
        cards=[contract(i) for i in range(3)],
        clauses=[ClauseQuote(file_id="c1", category="Term", text=cjk(600)) for _ in range(5)],
    )
    contracts, quotes = shown(card := to_card(quotes_heavy))
    assert contracts == 3 and 1 <= len(quotes) < 5 and sent_bytes(card) <= MAX_CARD_BYTES
    assert all(len(q) > 590 for q in quotes)
    # everything at its caps: contracts go only once the quotes are down to one short one
    contracts, quotes = shown(to_card(at_caps_in_cjk()))
    assert len(quotes) == 1 and 1 <= contracts < 3 and len(quotes[0]) <= 152


def test_a_plain_message_is_cut_to_fit_as_sent() -> None:
    from bot.teams import to_activity
    from bot.teams_cards import MAX_CARD_BYTES, fit_text, sent_bytes

    assert fit_text("short") == "short"
    long = fit_text("本契約 " * 10_000)
    assert sent_bytes(long) <= MAX_CARD_BYTES and long.endswith("…")
    assert as_sent(to_activity(Reply(text="本契約 " * 10_000))) < TEAMS_MAX_MESSAGE_BYTES
