"""Adaptive Cards for Microsoft Teams: a `Reply` rendered as a card, and the feedback actions on it.

Cards are version 1.5, the highest Teams renders on every client. The content mirrors the Slack
card (`slack_blocks.py`): answer text, one section per contract (type, status, parties, dates,
value, governing law, key clauses, summary), quoted clauses, sources, and 👍/👎 buttons
(`Action.Execute`, falling back to `Action.Submit` on clients without the Universal Action Model).
Cards stay valid against the 1.5 JSON schema, so Teams-only extensions (`msteams.width`) are left out.

**Size.** Teams refuses a bot message over 28 KB, counted in the bytes botbuilder sends: the activity
serialised by msrest with `json.dumps`, so every non-ASCII character is escaped (`\\uXXXX`, 6 bytes;
an emoji or other astral character 12). Every part from a contract has a cap in characters (titles,
party names and roles, laws, source names, quotes, the summary; the answer text also 10 KB as sent),
and a card is then measured as sent
(`sent_bytes`) against `MAX_CARD_BYTES` (28 KB less room for the activity around it). One that is
still too large gives way in this order until it fits (`budgets`): quotes after the first, then the
length of each quote, then the list of sources, then contracts (from the last), then the answer text.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field, ValidationError

from bot.cards import (
    DIGEST_QUOTE_CHARS,
    HELD,
    MARKDOWN_INLINE,
    STATUS_BADGE,
    amount,
    day,
    deadline_line,
    digest_quotes,
    hold,
    trim,
)
from bot.types import ClauseQuote, Reply

if TYPE_CHECKING:
    from bot.digests import Digest
from graph_ingest.cards import ContractCard

CARD_VERSION = "1.5"
CARD_CONTENT_TYPE = "application/vnd.microsoft.card.adaptive"
FEEDBACK_VERB = "feedback"
MAX_TEXT = 3000
MAX_TEXT_BYTES = 10 * 1024  # the answer text as sent: 3000 characters of CJK would be 18 KB alone
MAX_FALLBACK = 150  # the card's fallbackText: the start of the answer, for clients that cannot render cards
MAX_QUOTE = 600
MAX_QUOTES = 5
MAX_SUMMARY = 300
MAX_SOURCES = 20
MAX_PARTIES = 8
MAX_TITLE = 200  # a contract's title on its card
MAX_NAME = 80  # a party name, a source's title, a clause's heading, a governing law, a contract type
MAX_ROLE = 40
MAX_PARTIES_TEXT = 400  # all the parties of one contract together
MAX_KEY_CLAUSES = 300
MAX_INTERPRETATION = 300
MAX_MESSAGE_BYTES = 28 * 1024  # what Teams accepts for one bot message, as sent
ENVELOPE_BYTES = 2 * 1024  # the activity around the card: ids, conversation, sender, recipient, service URL
MAX_CARD_BYTES = MAX_MESSAGE_BYTES - ENVELOPE_BYTES
_HEADING = re.compile(r"^#{1,6}\s+(.+)$", re.MULTILINE)

FeedbackValue = Literal["up", "down"]


class FeedbackAction(BaseModel):
    """The data a feedback button carries back (invoke `action.data`, or a submit's `value`)."""

    clausebot: Literal["feedback"]
    reply_id: str
    value: FeedbackValue


class ChoiceAction(BaseModel):
    """The data a "Which one do you mean?" button carries back (a submit's `value`)."""

    clausebot: Literal["choose"]
    file_id: str = Field(max_length=300)


def parse_choice(data: Any) -> ChoiceAction | None:
    """The contract a click chose, or None when the data is something else."""
    try:
        return ChoiceAction.model_validate(data) if isinstance(data, dict) else None
    except ValidationError:
        return None


def _choices(file_ids: list[str]) -> dict[str, Any]:
    actions = [
        {
            "type": "Action.Submit",
            "title": trim(f, 60),
            "data": ChoiceAction(clausebot="choose", file_id=f[:300]).model_dump(),
        }
        for f in file_ids[:5]
    ]
    return {"type": "ActionSet", "actions": actions}


def parse_feedback(data: Any) -> FeedbackAction | None:
    """The feedback in an action's data, or None when it is something else."""
    if not isinstance(data, dict):
        return None
    try:
        return FeedbackAction.model_validate(data)
    except ValidationError:
        return None


def invoke_message(text: str) -> dict[str, Any]:
    """The body of an `adaptiveCard/action` invoke response that shows a message."""
    return {"statusCode": 200, "type": "application/vnd.microsoft.activity.message", "value": text}


def invoke_error(message: str) -> dict[str, Any]:
    return {
        "statusCode": 400,
        "type": "application/vnd.microsoft.error",
        "value": {"code": "BadRequest", "message": message},
    }


def needs_card(reply: Reply) -> bool:
    return bool(
        reply.cards
        or reply.clauses
        or reply.reply_id
        or reply.interpretation
        or reply.clarification
        or reply.literals  # a plain message is read as Markdown
    )


def sent_bytes(payload: Any) -> int:
    """Bytes of `payload` as botbuilder sends it: msrest's `json.dumps`, ASCII with `\\uXXXX` escapes."""
    return len(json.dumps(payload))


@dataclass(frozen=True)
class Budget:
    """How much of a reply one card shows."""

    quotes: int = MAX_QUOTES
    quote_chars: int = MAX_QUOTE
    contracts: int = 1_000
    sources: int = MAX_SOURCES
    text_chars: int = MAX_TEXT


def budgets(reply: Reply) -> Iterator[Budget]:
    """Ever smaller budgets, in the order parts give way: quotes after the first, the length of each
    quote, the list of sources (the cards name them too), contracts from the last, the answer text."""
    b = Budget()
    yield b
    for n in range(min(len(reply.clauses), MAX_QUOTES) - 1, 0, -1):
        yield (b := replace(b, quotes=n))
    for chars in (300, 150):
        yield (b := replace(b, quote_chars=chars))
    for n in (5, 0):
        yield (b := replace(b, sources=n))
    for n in range(len(reply.cards) - 1, -1, -1):
        yield (b := replace(b, contracts=n))
    for chars in (1500, 750, 300):
        yield (b := replace(b, text_chars=chars))


def to_card(reply: Reply) -> dict[str, Any]:
    """The Adaptive Card (a JSON object) for a reply, within `MAX_CARD_BYTES` as sent."""
    smallest = Budget()
    for smallest in budgets(reply):
        card = _card(reply, smallest)
        if sent_bytes(card) <= MAX_CARD_BYTES:
            return card
    # still too large at the smallest budget: only a long reading or the offered choices are left to drop
    return _card(reply.model_copy(update={"clarification": [], "interpretation": None}), smallest)


def fit_text(text: str, limit: int = MAX_CARD_BYTES) -> str:
    """Plain message text within `limit` bytes as sent (halved at word boundaries until it fits)."""
    chars = len(text)
    while sent_bytes(text) > limit:
        chars //= 2
        text = trim(text, chars)
    return text


def _card(reply: Reply, budget: Budget) -> dict[str, Any]:
    text = fit_text(trim(reply.text, budget.text_chars), MAX_TEXT_BYTES)
    body = [_text(f"⚠️ {text}")] if reply.error_code else answer_blocks(text, reply.contract_text())
    if reply.interpretation:  # what the question was read as (it quotes names: verbatim)
        reading = trim(f"🔎 {reply.interpretation}", MAX_INTERPRETATION)
        body.append(_verbatim((reading, {}), size="Small", isSubtle=True, spacing="Small"))
    if reply.clarification:
        body.append(_choices(reply.clarification))
    body += [_contract(c) for c in reply.cards[: budget.contracts]]
    titles = {c.file_id: trim(c.title, MAX_NAME) for c in reply.cards}
    if reply.clauses and budget.quotes:
        body.append(_text("Clauses", weight="Bolder", separator=True, spacing="Medium"))
        body += [_quote(q, titles, budget.quote_chars) for q in reply.clauses[: budget.quotes]]
    if reply.sources and budget.sources:
        body.append(_sources(reply.sources, titles, budget.sources))
    card: dict[str, Any] = {
        "type": "AdaptiveCard",
        "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
        "version": CARD_VERSION,
        "fallbackText": trim(text, MAX_FALLBACK),
        "body": body,
    }
    if reply.reply_id:
        card["actions"] = [
            _feedback(reply.reply_id, "up", "👍 Helpful"),
            _feedback(reply.reply_id, "down", "👎 Not helpful"),
        ]
    return card


def _sources(sources: list[str], titles: dict[str, str], limit: int) -> dict[str, Any]:
    names = ", ".join(titles.get(s, trim(s, MAX_NAME)) for s in sources[:limit])
    more = f" and {len(sources) - limit} more" if len(sources) > limit else ""
    return _verbatim(
        ("Sources: ", {"weight": "Bolder"}), (f"{names}{more}", {}), size="Small", separator=True
    )


def to_card_markdown(markdown: str) -> str:
    """The agent writes Markdown; TextBlocks have no headings, so those become bold lines."""
    return _HEADING.sub(r"**\1**", markdown)


_BULLET = re.compile(r"^(\s*)[-*+]\s+")


def answer_blocks(markdown: str, literals: list[str]) -> list[dict[str, Any]]:
    """The agent's answer: TextBlocks (Markdown), except that a line holding contract text with
    Markdown in it (`literal_spans`) becomes a RichTextBlock: the agent's own Markdown read into styled
    TextRuns around it, the contract text as written in the style around it (TextRuns are never read
    as Markdown)."""
    text, pieces = hold(to_card_markdown(markdown), literals)
    if not pieces:
        return [_text(text)]
    blocks: list[dict[str, Any]] = []
    plain: list[str] = []
    gap = False  # a blank line before: the block keeps its paragraph spacing

    def spacing() -> str:
        return "Default" if gap or not blocks else "None"

    for line in text.split("\n"):
        if not HELD.search(line):
            if line.strip() or plain:
                plain.append(line)
            gap = gap or not line.strip()
            continue
        if plain and any(p.strip() for p in plain):
            blocks.append(_text("\n".join(plain).strip("\n"), spacing=spacing()))
            gap = bool(plain) and not plain[-1].strip()
        plain = []
        blocks.append(_verbatim(*_runs(line, pieces), spacing=spacing()))
        gap = False
    if any(p.strip() for p in plain):
        blocks.append(_text("\n".join(plain).strip("\n"), spacing=spacing()))
    return blocks


def _runs(line: str, pieces: list[str]) -> list[tuple[str, dict[str, Any]]]:
    """One answer line as TextRuns: read as Markdown, each held contract string put back as written."""
    if bullet := _BULLET.match(line):
        line = f"{bullet[1]}• {line[bullet.end() :]}"
    runs: list[tuple[str, dict[str, Any]]] = []
    for text, style in _styled(line):
        parts = HELD.split(text)  # text, piece number, text, ...
        runs += [(pieces[int(x)] if i % 2 else x, style) for i, x in enumerate(parts) if x]
    return runs


def _styled(text: str, style: dict[str, Any] | None = None) -> list[tuple[str, dict[str, Any]]]:
    """The agent's inline Markdown as styled runs (a link keeps its target as a TextRun action)."""
    style = style or {}
    runs: list[tuple[str, dict[str, Any]]] = []
    at = 0
    for m in MARKDOWN_INLINE.finditer(text):
        runs.append((text[at : m.start()], style))
        if m["code"]:
            runs.append((m["code"][1:-1], {**style, "fontType": "Monospace"}))
        elif m["url"]:
            link = {"selectAction": {"type": "Action.OpenUrl", "url": m["url"]}}
            runs += _styled(m["label"], {**style, **link})
        elif m["bold"]:
            runs += _styled(m["bold"], {**style, "weight": "Bolder"})
        elif m["strike"]:
            runs += _styled(m["strike"], {**style, "strikethrough": True})
        else:
            runs += _styled(m["em"] or m["em_"], {**style, "italic": True})
        at = m.end()
    runs.append((text[at:], style))
    return [(t, s) for t, s in runs if t]


def digest_card(digest: Digest) -> dict[str, Any]:
    """A deadline digest as one Adaptive Card: by week, one container per contract with its
    deadlines and quotes (verbatim), within `MAX_CARD_BYTES` (quotes shorten, then go)."""
    for quote_chars in (DIGEST_QUOTE_CHARS, 150, 0):
        body: list[dict[str, Any]] = [
            _text(digest.summary(), weight="Bolder", size="Medium"),
            _text(
                f"From {day(digest.today)} · the contracts this chat can see · say “alerts off” to stop",
                isSubtle=True,
                spacing="None",
                size="Small",
            ),
        ]
        for week in digest.weeks:
            body.append(_text(f"Week of {day(week.week)}", weight="Bolder", separator=True, spacing="Medium"))
            for contract in week.contracts:
                items = [_verbatim((trim(contract.title, MAX_TITLE), {}), weight="Bolder")]
                items += [_text(deadline_line(a), spacing="None") for a in contract.alerts]
                if quote_chars:
                    quotes = digest_quotes(contract.alerts, quote_chars)
                    items += [
                        _verbatim((q, {}), size="Small", isSubtle=True, spacing="Small") for q in quotes
                    ]
                body.append({"type": "Container", "style": "emphasis", "spacing": "Small", "items": items})
        card = {
            "type": "AdaptiveCard",
            "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
            "version": CARD_VERSION,
            "fallbackText": trim(digest.summary(), MAX_FALLBACK),
            "body": body,
        }
        if sent_bytes(card) <= MAX_CARD_BYTES:
            break
    return card


def _party(name: str, role: str | None) -> str:
    return f"{trim(name, MAX_NAME)} ({trim(role, MAX_ROLE)})" if role else trim(name, MAX_NAME)


def _contract(card: ContractCard) -> dict[str, Any]:
    parties = trim(", ".join(_party(p.name, p.role) for p in card.parties[:MAX_PARTIES]), MAX_PARTIES_TEXT)
    if len(card.parties) > MAX_PARTIES:
        parties += f" …and {len(card.parties) - MAX_PARTIES} more"
    facts = [
        ("Parties", parties or "—"),
        ("Effective", day(card.effective_date)),
        ("Ends", day(card.end_date)),
        ("Value", amount(card.total_amount) if card.total_amount is not None else None),
        ("Governing law", trim(card.governing_law, MAX_NAME) if card.governing_law else None),
        ("Renewal", trim(card.renewal, MAX_SUMMARY) if card.renewal else None),
    ]
    kind = trim(card.contract_type, MAX_NAME) if card.contract_type else "Contract"
    items: list[dict[str, Any]] = [
        _verbatim((trim(card.title, MAX_TITLE), {}), weight="Bolder", size="Medium"),
        _text(f"{kind} · {STATUS_BADGE[card.status]}", isSubtle=True, spacing="None"),
        # not a FactSet: Teams reads Markdown in fact values, and these come from the contract
        *(_verbatim((f"{t}: ", {"weight": "Bolder"}), (v, {}), spacing="None") for t, v in facts if v),
    ]
    if card.clause_types:
        key_clauses = trim("Key clauses: " + " · ".join(card.clause_types), MAX_KEY_CLAUSES)
        items.append(_verbatim((key_clauses, {}), size="Small"))
    if card.summary:
        items.append(_verbatim((trim(card.summary, MAX_SUMMARY), {}), size="Small", isSubtle=True))
    return {"type": "Container", "separator": True, "spacing": "Medium", "items": items}


def _quote(quote: ClauseQuote, titles: dict[str, str], limit: int = MAX_QUOTE) -> dict[str, Any]:
    label = " — ".join(trim(x, MAX_NAME) for x in (quote.category, quote.heading) if x) or "Clause"
    source = titles.get(quote.file_id, trim(quote.file_id, MAX_NAME))
    return {
        "type": "Container",
        "style": "emphasis",
        "spacing": "Small",
        "items": [
            _verbatim((label, {"weight": "Bolder"}), (" · ", {}), (source, {"italic": True}), size="Small"),
            _verbatim((f"“{trim(quote.excerpt, limit)}”", {}), size="Small", spacing="Small"),
        ],
    }


def _feedback(reply_id: str, value: FeedbackValue, title: str) -> dict[str, Any]:
    data = FeedbackAction(clausebot="feedback", reply_id=reply_id, value=value).model_dump()
    submit = {"type": "Action.Submit", "title": title, "data": data}
    return {"type": "Action.Execute", "verb": FEEDBACK_VERB, "title": title, "data": data, "fallback": submit}


def _text(text: str, **style: Any) -> dict[str, Any]:
    """Our own text, Markdown allowed (TextBlocks render a Markdown subset)."""
    return {"type": "TextBlock", "text": text, "wrap": True, **style}


_BLOCK_STYLE = {"spacing", "separator", "horizontalAlignment"}


def _verbatim(*runs: tuple[str, dict[str, Any]], **style: Any) -> dict[str, Any]:
    """Text from contracts (quotes, titles, summaries) shown exactly as written: a RichTextBlock's
    TextRuns are never read as Markdown, so `**[x](https://…)**` in a contract is not a link."""
    block = {k: v for k, v in style.items() if k in _BLOCK_STYLE}
    shared = {k: v for k, v in style.items() if k not in _BLOCK_STYLE}
    inlines = [{"type": "TextRun", "text": text, **shared, **own} for text, own in runs if text]
    return {"type": "RichTextBlock", "inlines": inlines, **block}
