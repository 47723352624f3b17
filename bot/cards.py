"""Formatting shared by the card renderers (Block Kit, Adaptive Cards): badges, dates, amounts, trimming.

The cards themselves come from `graph_ingest.cards` (the contract read model).
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from graph_ingest.alerts import Alert

DIGEST_QUOTES = 2  # quotes on one digest card (a contract's deadlines often share one passage)
DIGEST_QUOTE_CHARS = 300

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


def deadline_line(alert: Alert) -> str:
    """'Fri 11 Dec 2026: last day for notice of non-renewal (renews 10 Jan 2027)'."""
    from graph_ingest.alerts import KIND_WORDS

    stops = f" (renews {day(alert.renews_on)} unless notice is given)" if alert.renews_on else ""
    return f"{alert.on.strftime('%a')} {day(alert.on)}: {KIND_WORDS[alert.kind]}{stops}"


def digest_quotes(alerts: list[Alert], limit: int = DIGEST_QUOTE_CHARS) -> list[str]:
    """The distinct passages a digest card quotes for its deadlines, trimmed, on one line each."""
    quotes = dict.fromkeys(" ".join(a.quote.split()) for a in alerts if a.quote)
    return [f"“{trim(q, limit)}”" for q in list(quotes)[:DIGEST_QUOTES]]
