"""Formatting shared by the card renderers (Block Kit, Adaptive Cards): badges, dates, amounts, trimming.

The cards themselves come from `graph_ingest.cards` (the contract read model).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date
from typing import TYPE_CHECKING

from graph_ingest.cards import has_markup

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


# The inline Markdown the agent writes, as both chat renderers read it (the web page has its own copy
# in app.js): `code`, [label](https://…), **bold**, ~~strike~~, *em*, _em_.
MARKDOWN_INLINE = re.compile(
    r"(?P<code>`[^`\n]+`)"
    r"|\[(?P<label>[^\]\n]+)\]\((?P<url>https?://[^)\s]+)\)"
    r"|\*\*(?P<bold>[^*\s](?:[^*\n]*?[^*\s])?)\*\*"
    r"|~~(?P<strike>[^~\s](?:[^~\n]*?[^~\s])?)~~"
    r"|(?<![\w*])\*(?P<em>[^*\s](?:[^*\n]*?[^*\s])?)\*(?![\w*])"
    r"|(?<!\w)_(?P<em_>[^_\s](?:[^_\n]*?[^_\s])?)_(?!\w)"
)


def literal_spans(text: str, literals: Iterable[str]) -> list[tuple[int, int]]:
    """Where the contract strings with Markdown in them (`has_markup`) are in `text`: every whole
    occurrence, and for a long one (a quoted clause) also its start as far as it runs on unchanged (a
    quote the answer trimmed); sorted, no overlaps. The renderers show these spans as written."""
    found: list[tuple[int, int]] = []
    for piece in {p.strip() for p in literals if p and has_markup(p)}:
        head = piece[:40]
        at = text.find(head)
        while at >= 0:
            end = at + len(head)
            while end < len(text) and end - at < len(piece) and text[end] == piece[end - at]:
                end += 1
            found.append((at, end))
            at = text.find(head, end)
    spans: list[tuple[int, int]] = []
    for start, end in sorted(found, key=lambda s: (s[0], -s[1])):
        if not spans or start >= spans[-1][1]:
            spans.append((start, end))
    return spans


HELD = re.compile("\ue000(\\d+)\ue001")  # a contract string held out of the Markdown reading (`hold`)


def hold(text: str, literals: Iterable[str]) -> tuple[str, list[str]]:
    """`text` with each contract string of `literal_spans` replaced by a placeholder (`HELD`, its
    number in the list returned), so a renderer can read the rest as Markdown and put the strings
    back as written; the placeholders' own characters are dropped from `text` first."""
    text = text.replace("\ue000", "").replace("\ue001", "")
    spans = literal_spans(text, literals)
    pieces = [text[a:b] for a, b in spans]
    for i, (a, b) in reversed(list(enumerate(spans))):
        text = f"{text[:a]}\ue000{i}\ue001{text[b:]}"
    return text, pieces


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
