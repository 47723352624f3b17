"""Upcoming deadlines of the contracts a scope may see: expiries, automatic renewals and the last
days to give notice of non-renewal (`graph_ingest.deadlines`), each with the passage that
justifies it. `clausebot alerts` lists them."""

from __future__ import annotations

import re
from collections.abc import Collection
from datetime import date, timedelta
from typing import Literal

from pydantic import BaseModel, Field

from graph_ingest import cypher
from graph_ingest.deadlines import Terms, deadlines_of
from graph_ingest.normalize import evidence_spans
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

QUOTE_CHARS = 400
WITHIN = re.compile(r"^\s*(\d{1,4})\s*(d|days?|w|weeks?|m|months?)?\s*$", re.IGNORECASE)
KIND_WORDS = {
    "expiry": "expires",
    "renewal": "renews automatically",
    "notice": "last day for notice of non-renewal",
}
# the term whose passage justifies each kind of deadline, best first
EVIDENCE_FOR = {
    "notice": ("renewal_notice_days", "auto_renew"),
    "renewal": ("auto_renew", "renewal_term", "end_date", "duration"),
    "expiry": ("end_date", "duration"),
}


class Alert(BaseModel):
    file_id: str
    title: str
    kind: Literal["expiry", "renewal", "notice"]
    on: date
    renews_on: date | None = Field(None, description="for a notice day: the renewal it stops")
    quote: str | None = Field(None, description="the passage the date comes from, as the contract words it")
    quote_start: int | None = Field(None, description="its character offset in the contract's text")
    span: tuple[int, int] | None = Field(None, exclude=True, description="where the quote is (`with_quotes`)")


def parse_within(text: str) -> int | None:
    """How far ahead, in days: '90d', '90 days', '12w', '3m' (30-day months) or '90'; None when it
    says no such thing."""
    from graph_ingest.extract.dates import period_days

    m = WITHIN.match(text)
    if not m:
        return None
    unit = {"": "day", "d": "day", "w": "week", "m": "month"}[(m.group(2) or "")[:1].lower()]
    return period_days(int(m.group(1)), unit)  # a month is 30 days, as everywhere


def upcoming(
    store: GraphStore,
    scope: ReaderScope,
    today: date,
    within_days: int,
    file_ids: Collection[str] | None = None,
    quotes: bool = True,
) -> list[Alert]:
    """Every deadline from `today` to `within_days` ahead, earliest first (of `file_ids` only, when
    given); `quotes`: with their passages (else `with_quotes` adds them to the ones shown)."""
    alerts: list[Alert] = []
    by_id = {} if file_ids is None else {"file_ids": list(file_ids)}
    for row in store.read(cypher.deadline_candidates(bool(by_id)), scope, **by_id):
        terms = Terms.of_row(row)
        due = deadlines_of(terms, today)
        spans = evidence_spans(row.get("term_evidence"))
        for d in due.upcoming(today, within_days):
            alert = Alert(
                file_id=row["file_id"], title=row.get("title") or row["file_id"], kind=d.kind, on=d.on
            )
            if d.kind == "notice":
                alert.renews_on = due.notice_stops
            alert.span = next((spans[f] for f in EVIDENCE_FOR[d.kind] if f in spans), None)
            alerts.append(alert)
    alerts.sort(key=lambda a: (a.on, a.title))
    return with_quotes(store, scope, alerts) if quotes else alerts


def with_quotes(store: GraphStore, scope: ReaderScope, alerts: list[Alert]) -> list[Alert]:
    """The alerts with the passages their dates come from (one read each: call it for those shown)."""
    for alert in alerts:
        if alert.span is not None and alert.quote is None:
            alert.quote, alert.quote_start = _passage(store, scope, alert.file_id, alert.span)
    return alerts


def _passage(
    store: GraphStore, scope: ReaderScope, file_id: str, span: tuple[int, int]
) -> tuple[str | None, int | None]:
    rows = store.read(cypher.EVIDENCE_PASSAGE, scope, file_id=file_id, start=span[0])
    if not rows or not rows[0].get("text"):
        return None, None
    start, text = int(rows[0]["start"]), rows[0]["text"]
    quote = text[span[0] - start : min(span[1], start + len(text)) - start].strip()
    return (quote[:QUOTE_CHARS] + ("…" if len(quote) > QUOTE_CHARS else "")) or None, span[0]


def by_week(alerts: list[Alert]) -> dict[date, list[Alert]]:
    """The alerts grouped by the Monday of their week, in order."""
    weeks: dict[date, list[Alert]] = {}
    for a in alerts:
        weeks.setdefault(a.on - timedelta(days=a.on.weekday()), []).append(a)
    return weeks
