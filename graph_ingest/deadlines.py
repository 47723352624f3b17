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
from typing import Literal

from pydantic import BaseModel, Field

from graph_ingest.normalize import iso_period, period_words

State = Literal["fixed_term", "renewing", "perpetual", "expired", "unknown"]
MAX_RENEWALS = 500  # a contract rolled forward further than this is a misread, not a renewal


class Terms(BaseModel):
    """The term fields a deadline is computed from (as stored on a contract)."""

    effective_date: date | None = None
    end_date: date | None = None
    duration: str | None = Field(None, description="initial term, ISO 8601 (P2Y)")
    perpetual: bool | None = None
    auto_renew: bool | None = None
    renewal_term: str | None = Field(None, description="each renewal, ISO 8601 (P1Y)")
    renewal_notice_days: int | None = None


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


def deadlines_of(terms: Terms, today: date) -> Deadlines:
    end = initial_end(terms)
    if end is None:
        return Deadlines(state="perpetual" if terms.perpetual else "unknown")
    if not terms.auto_renew:
        return Deadlines(state="fixed_term" if end >= today else "expired", term_end=end)
    term = iso_period(terms.renewal_term) or iso_period(terms.duration)
    renewals = 0
    while end < today:
        if term is None or renewals >= MAX_RENEWALS:
            return Deadlines(state="unknown", renewals_passed=renewals)  # renews, but to when is unread
        end, renewals = end + term, renewals + 1
    out = Deadlines(state="renewing", term_end=end, renewals_passed=renewals)
    if terms.renewal_notice_days is None:
        return out
    notice = timedelta(days=terms.renewal_notice_days)
    out.notice_by = out.next_notice_by = end - notice
    if out.notice_by < today:  # missed: it renews at `end`; the next chance is before the renewal after
        out.next_notice_by = end + term - notice if term is not None else None
    return out


def renewal_text(terms: Terms, deadlines: Deadlines) -> str | None:
    """The card's renewal line for people; None when the contract says nothing of renewal."""
    if deadlines.state == "perpetual":
        return "No fixed end: runs until terminated"
    if not terms.auto_renew:
        return "Does not renew automatically" if terms.auto_renew is False and terms.renewal_term else None
    every = period_words(terms.renewal_term) or period_words(terms.duration)
    line = "Renews automatically" + (f" every {every}" if every else "")
    if deadlines.state != "renewing" or deadlines.term_end is None:
        return line
    line += f", next on {deadlines.term_end.isoformat()}"
    if deadlines.notice_by is None:
        return line + " (notice period not stated)"
    days = terms.renewal_notice_days
    if not deadlines.notice_missed:
        return line + f"; notice of non-renewal by {deadlines.notice_by.isoformat()} ({days} days before)"
    following = deadlines.next_notice_by.isoformat() if deadlines.next_notice_by else "not known"
    return (
        line + f"; too late to stop it (notice was due {deadlines.notice_by.isoformat()}); notice for the "
        f"following renewal by {following}"
    )
