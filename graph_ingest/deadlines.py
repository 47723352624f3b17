"""Deadlines of one contract from its extracted terms: when it ends, when it renews, and the last
day to give notice of non-renewal, judged on a given day.

A contract that renews automatically is rolled forward one renewal term at a time (the renewal
term, else the initial term: "for successive periods of equal length") until its current term
ends today or later. The notice day is the renewal day less the notice period; when it has passed,
the contract will renew and the next notice day is the one before the following renewal. Each
date names the term fields it comes from, whose passages (`term_evidence`) justify it.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any, Literal

from dateutil.relativedelta import relativedelta
from pydantic import BaseModel, Field, field_validator

from graph_ingest.cypher import TERM_COLUMNS
from graph_ingest.normalize import iso_period, period_words

State = Literal["fixed_term", "renewing", "perpetual", "expired", "unknown"]
MAX_RENEWALS = 5000  # renewals counted at the most (a weekly renewal for a century)


class Terms(BaseModel):
    """The term fields a deadline is computed from (as stored on a contract)."""

    effective_date: date | None = None
    end_date: date | None = None
    duration: str | None = Field(None, description="initial term, ISO 8601 (P2Y)")
    perpetual: bool | None = None
    auto_renew: bool | None = None
    renewal_term: str | None = Field(None, description="each renewal, ISO 8601 (P1Y)")
    renewal_notice_days: int | None = None

    @field_validator("effective_date", "end_date", mode="before")
    @classmethod
    def _native(cls, value: Any) -> Any:  # a driver's date (neo4j.time.Date) as a Python date
        return value.to_native() if hasattr(value, "to_native") else value

    @classmethod
    def of_row(cls, row: dict[str, Any]) -> Terms:
        return cls.model_validate({k: row.get(k) for k in TERM_COLUMNS})


class Deadline(BaseModel):
    kind: Literal["expiry", "renewal", "notice"]
    on: date
    fields: list[str] = Field(description="the term fields this date comes from (their passages justify it)")


class Deadlines(BaseModel):
    state: State
    term_end: date | None = Field(None, description="end of the current term (its expiry, or its renewal)")
    renewals_passed: int = Field(0, description="renewals since the initial term ended")
    notice_by: date | None = Field(None, description="last day to give notice before `term_end` renews")
    next_notice_by: date | None = Field(
        None, description="the first notice day on or after today (the following renewal's when missed)"
    )
    notice_stops: date | None = Field(None, description="the renewal that `next_notice_by` stops")

    @property
    def notice_missed(self) -> bool:
        return self.notice_by is not None and self.notice_by != self.next_notice_by

    def upcoming(self, today: date, within_days: int) -> list[Deadline]:
        """The deadlines from today to `within_days` days ahead, earliest first."""
        last = today + timedelta(days=within_days)
        found: list[Deadline] = []
        if self.term_end is not None and today <= self.term_end <= last:
            if self.state == "renewing":
                found.append(Deadline(kind="renewal", on=self.term_end, fields=["end_date", "auto_renew"]))
            elif self.state == "fixed_term":
                found.append(Deadline(kind="expiry", on=self.term_end, fields=["end_date"]))
        if self.next_notice_by is not None and today <= self.next_notice_by <= last:
            fields = ["end_date", "auto_renew", "renewal_notice_days"]
            found.append(Deadline(kind="notice", on=self.next_notice_by, fields=fields))
        return sorted(found, key=lambda d: d.on)


def initial_end(terms: Terms) -> date | None:
    """The end of the initial term: the stated end date, else the effective date plus the term."""
    if terms.end_date is not None:
        return terms.end_date
    period = iso_period(terms.duration)
    return terms.effective_date + period if terms.effective_date and period else None


def notice_day(renews: date, notice_days: int) -> date:
    """The last day to give notice of non-renewal before `renews`, read the earliest way the contract
    may mean it (early rather than late): 90 days may be three calendar months, and the end of a term
    may be its last day or the day after (so one day earlier still)."""
    days = renews - timedelta(days=notice_days)
    months = renews - relativedelta(months=notice_days // 30) if notice_days % 30 == 0 else days
    return min(days, months) - timedelta(days=1)


def deadlines_of(terms: Terms, today: date) -> Deadlines:
    first = initial_end(terms)
    if first is None:
        return Deadlines(state="perpetual" if terms.perpetual else "unknown")
    if not terms.auto_renew:
        return Deadlines(state="fixed_term" if first >= today else "expired", term_end=first)
    term = iso_period(terms.renewal_term) or iso_period(terms.duration)

    def renewal(k: int) -> date:  # counted from the first end each time: no month-end drift
        return first + term * k if term is not None else first

    renewals = 0
    if first < today:
        if term is None:
            return Deadlines(state="unknown")  # it renews, but to when is not read
        renewals = next((k for k in range(1, MAX_RENEWALS + 1) if renewal(k) >= today), 0)
        if renewals == 0:
            return Deadlines(state="unknown")
    end = renewal(renewals)
    out = Deadlines(state="renewing", term_end=end, renewals_passed=renewals)
    if terms.renewal_notice_days is None:
        return out
    out.notice_by = out.next_notice_by = notice_day(end, terms.renewal_notice_days)
    out.notice_stops = end
    k = renewals
    while out.next_notice_by is not None and out.next_notice_by < today:  # missed: the next renewal's
        k += 1
        if term is None or k > renewals + MAX_RENEWALS:
            out.next_notice_by = out.notice_stops = None
            break
        out.notice_stops = renewal(k)
        out.next_notice_by = notice_day(out.notice_stops, terms.renewal_notice_days)
    return out


def renewal_text(terms: Terms, deadlines: Deadlines) -> str | None:
    """The card's renewal line for people; None when the contract says nothing of renewal."""
    if deadlines.state == "perpetual":
        return "No fixed end: runs until terminated"
    if not terms.auto_renew:
        return "Does not renew automatically" if terms.auto_renew is False else None
    every = period_words(terms.renewal_term) or period_words(terms.duration)
    line = "Renews automatically" + (f" every {every}" if every else "")
    if deadlines.state != "renewing" or deadlines.term_end is None:
        return line
    line += f", next on {deadlines.term_end.isoformat()}"
    if deadlines.notice_by is None:
        return line + " (notice period not stated)"
    days = terms.renewal_notice_days
    if not deadlines.notice_missed:
        return line + f"; notice of non-renewal by {deadlines.notice_by.isoformat()} ({days} days' notice)"
    following = deadlines.next_notice_by.isoformat() if deadlines.next_notice_by else "not known"
    return (
        line + f"; too late to stop it (notice was due {deadlines.notice_by.isoformat()}); notice for the "
        f"following renewal by {following}"
    )
