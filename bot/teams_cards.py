"""Adaptive Cards for Microsoft Teams: a `Reply` rendered as a card, and the feedback actions on it.

Cards are version 1.5, the highest Teams renders on every client. The content mirrors the Slack
card: answer text, one section per contract (parties, dates, status, value, governing law, key
clauses), quoted clauses, sources, and 👍/👎 buttons (`Action.Execute`, falling back to
`Action.Submit` on clients without the Universal Action Model).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from bot.types import ClauseQuote, ContractCard, Reply

CARD_VERSION = "1.5"
CARD_CONTENT_TYPE = "application/vnd.microsoft.card.adaptive"
FEEDBACK_VERB = "feedback"
MAX_TEXT = 3000
MAX_QUOTE = 600
MAX_QUOTES = 5
MAX_SUMMARY = 300

FeedbackValue = Literal["up", "down"]


class FeedbackAction(BaseModel):
    """The data a feedback button carries back (invoke `action.data`, or a submit's `value`)."""

    clausebot: Literal["feedback"]
    reply_id: str
    value: FeedbackValue


def parse_feedback(data: Any) -> FeedbackAction | None:
    """The feedback in an action's data, or None when it is something else."""
    if not isinstance(data, dict):
        return None
    try:
        return FeedbackAction.model_validate(data)
    except ValidationError:
        return None


def needs_card(reply: Reply) -> bool:
    return bool(reply.cards or reply.clauses or reply.reply_id)


def to_card(reply: Reply) -> dict[str, Any]:
    """The Adaptive Card (a JSON object) for a reply."""
    body: list[dict[str, Any]] = [_text(_clip(reply.text, MAX_TEXT))]
    body += [_contract(c) for c in reply.cards]
    body += [_quote(q) for q in reply.clauses[:MAX_QUOTES]]
    if reply.sources:
        body.append(_text("Sources: " + ", ".join(reply.sources), size="Small", isSubtle=True))
    card: dict[str, Any] = {
        "type": "AdaptiveCard",
        "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
        "version": CARD_VERSION,
        "fallbackText": _clip(reply.text, MAX_TEXT),
        "msteams": {"width": "Full"},
        "body": body,
    }
    if reply.reply_id:
        card["actions"] = [
            _feedback(reply.reply_id, "up", "👍 Helpful"),
            _feedback(reply.reply_id, "down", "👎 Not helpful"),
        ]
    return card


def _contract(card: ContractCard) -> dict[str, Any]:
    parties = ", ".join(f"{p.name} ({p.role})" if p.role else p.name for p in card.parties)
    facts = [
        ("Parties", parties),
        ("Effective", card.effective_date.isoformat() if card.effective_date else None),
        ("Ends", card.end_date.isoformat() if card.end_date else None),
        ("Status", card.status.capitalize()),
        ("Value", f"{card.total_amount:,.2f}".removesuffix(".00") if card.total_amount is not None else None),
        ("Governing law", card.governing_law),
        ("Key clauses", ", ".join(card.key_clauses)),
    ]
    items: list[dict[str, Any]] = [_text(card.title, weight="Bolder", size="Medium")]
    if card.contract_type:
        items.append(_text(card.contract_type, isSubtle=True, spacing="None"))
    items.append({"type": "FactSet", "facts": [{"title": t, "value": v} for t, v in facts if v]})
    if card.summary:
        items.append(_text(_clip(card.summary, MAX_SUMMARY), size="Small"))
    return {"type": "Container", "separator": True, "spacing": "Medium", "items": items}


def _quote(quote: ClauseQuote) -> dict[str, Any]:
    label = " · ".join(x for x in (quote.heading, quote.category, quote.file_id) if x)
    return {
        "type": "Container",
        "style": "emphasis",
        "spacing": "Small",
        "items": [
            _text(label, size="Small", weight="Bolder"),
            _text(f"“{_clip(quote.text, MAX_QUOTE)}”", size="Small", spacing="Small"),
        ],
    }


def _feedback(reply_id: str, value: FeedbackValue, title: str) -> dict[str, Any]:
    data = FeedbackAction(clausebot="feedback", reply_id=reply_id, value=value).model_dump()
    submit = {"type": "Action.Submit", "title": title, "data": data}
    return {"type": "Action.Execute", "verb": FEEDBACK_VERB, "title": title, "data": data, "fallback": submit}


def _text(text: str, **style: Any) -> dict[str, Any]:
    return {"type": "TextBlock", "text": text, "wrap": True, **style}


def _clip(text: str, limit: int) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
