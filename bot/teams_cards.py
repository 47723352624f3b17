"""Adaptive Cards for Microsoft Teams: a `Reply` rendered as a card, and the feedback actions on it.

Cards are version 1.5, the highest Teams renders on every client. The content mirrors the Slack
card (`slack_blocks.py`): answer text, one section per contract (type, status, parties, dates,
value, governing law, key clauses, summary), quoted clauses, sources, and 👍/👎 buttons
(`Action.Execute`, falling back to `Action.Submit` on clients without the Universal Action Model).
Cards stay valid against the 1.5 JSON schema, so Teams-only extensions (`msteams.width`) are left out.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from bot.cards import STATUS_BADGE, amount, day, trim
from bot.types import ClauseQuote, Reply
from graph_ingest.cards import ContractCard

CARD_VERSION = "1.5"
CARD_CONTENT_TYPE = "application/vnd.microsoft.card.adaptive"
FEEDBACK_VERB = "feedback"
MAX_TEXT = 3000
MAX_QUOTE = 600
MAX_QUOTES = 5
MAX_SUMMARY = 300
MAX_SOURCES = 20
MAX_PARTIES = 8
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
    return bool(reply.cards or reply.clauses or reply.reply_id or reply.interpretation or reply.clarification)


def to_card(reply: Reply) -> dict[str, Any]:
    """The Adaptive Card (a JSON object) for a reply."""
    text = trim(reply.text, MAX_TEXT)
    body: list[dict[str, Any]] = [_text(f"⚠️ {text}" if reply.error_code else to_card_markdown(text))]
    if reply.interpretation:  # what the question was read as (it quotes names: verbatim)
        body.append(
            _verbatim((f"🔎 {reply.interpretation}", {}), size="Small", isSubtle=True, spacing="Small")
        )
    if reply.clarification:
        body.append(_choices(reply.clarification))
    body += [_contract(c) for c in reply.cards]
    titles = {c.file_id: c.title for c in reply.cards}
    if reply.clauses:
        body.append(_text("Clauses", weight="Bolder", separator=True, spacing="Medium"))
        body += [_quote(q, titles) for q in reply.clauses[:MAX_QUOTES]]
    if reply.sources:
        names = ", ".join(titles.get(s, s) for s in reply.sources[:MAX_SOURCES])
        more = f" and {len(reply.sources) - MAX_SOURCES} more" if len(reply.sources) > MAX_SOURCES else ""
        body.append(
            _verbatim(
                ("Sources: ", {"weight": "Bolder"}), (f"{names}{more}", {}), size="Small", separator=True
            )
        )
    card: dict[str, Any] = {
        "type": "AdaptiveCard",
        "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
        "version": CARD_VERSION,
        "fallbackText": text,
        "body": body,
    }
    if reply.reply_id:
        card["actions"] = [
            _feedback(reply.reply_id, "up", "👍 Helpful"),
            _feedback(reply.reply_id, "down", "👎 Not helpful"),
        ]
    return card


def to_card_markdown(markdown: str) -> str:
    """The agent writes Markdown; TextBlocks have no headings, so those become bold lines."""
    return _HEADING.sub(r"**\1**", markdown)


def _contract(card: ContractCard) -> dict[str, Any]:
    parties = ", ".join(f"{p.name} ({p.role})" if p.role else p.name for p in card.parties[:MAX_PARTIES])
    if len(card.parties) > MAX_PARTIES:
        parties += f" …and {len(card.parties) - MAX_PARTIES} more"
    facts = [
        ("Parties", parties or "—"),
        ("Effective", day(card.effective_date)),
        ("Ends", day(card.end_date)),
        ("Value", amount(card.total_amount) if card.total_amount is not None else None),
        ("Governing law", card.governing_law),
    ]
    items: list[dict[str, Any]] = [
        _verbatim((trim(card.title, 200), {}), weight="Bolder", size="Medium"),
        _text(
            f"{card.contract_type or 'Contract'} · {STATUS_BADGE[card.status]}", isSubtle=True, spacing="None"
        ),
        {"type": "FactSet", "facts": [{"title": t, "value": v} for t, v in facts if v]},
    ]
    if card.clause_types:
        items.append(
            _verbatim((trim("Key clauses: " + " · ".join(card.clause_types), 1000), {}), size="Small")
        )
    if card.summary:
        items.append(_verbatim((trim(card.summary, MAX_SUMMARY), {}), size="Small", isSubtle=True))
    return {"type": "Container", "separator": True, "spacing": "Medium", "items": items}


def _quote(quote: ClauseQuote, titles: dict[str, str]) -> dict[str, Any]:
    label = " — ".join(x for x in (quote.category, quote.heading) if x) or "Clause"
    source = titles.get(quote.file_id, quote.file_id)
    return {
        "type": "Container",
        "style": "emphasis",
        "spacing": "Small",
        "items": [
            _verbatim((label, {"weight": "Bolder"}), (" · ", {}), (source, {"italic": True}), size="Small"),
            _verbatim((f"“{trim(quote.text, MAX_QUOTE)}”", {}), size="Small", spacing="Small"),
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
