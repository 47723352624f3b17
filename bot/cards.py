"""Formatting shared by the card renderers (Block Kit, Adaptive Cards): badges, dates, amounts, trimming.

The cards themselves come from `graph_ingest.cards` (the contract read model).
"""

from __future__ import annotations

from datetime import date

STATUS_BADGE = {
    "active": "🟢 Active",
    "upcoming": "🔵 Not started yet",
    "expired": "🔴 Expired",
    "unknown": "⚪ Status unknown",
}


def day(d: date | None) -> str:
    """'8 Jun 1999', or an em dash when unknown."""
    return d.strftime("%-d %b %Y") if d else "—"


def amount(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


def trim(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word boundary and ended with "…"."""
    text = text.strip()
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:.") + "…"
