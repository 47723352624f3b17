"""Deadlines from generated terms with known answers: fixed terms, automatic renewal with 30, 45
and 60 days' notice, evergreen terms, renewals already passed, missed notice, a notice longer than
the renewal term, month ends and leap days, perpetual.

A notice day is read the earliest way the contract may mean it: N×30 days may be N calendar months,
and the end of a term may be its last day or the day after, so one day earlier still."""

from __future__ import annotations

from datetime import date

import pytest

from graph_ingest.deadlines import Terms, deadlines_of, notice_day

TODAY = date(2026, 12, 1)


def test_a_fixed_term_expires_on_its_end_date_and_then_is_expired() -> None:
    d = deadlines_of(Terms(effective_date=date(2024, 3, 1), duration="P3Y"), TODAY)
    assert (d.state, d.term_end, d.notice_by) == ("fixed_term", date(2027, 3, 1), None)
    assert [(x.kind, x.on) for x in d.upcoming(TODAY, 90)] == [("expiry", date(2027, 3, 1))]
    assert d.upcoming(TODAY, 60) == []
    gone = deadlines_of(Terms(end_date=date(2026, 11, 30)), TODAY)
    assert gone.state == "expired" and gone.upcoming(TODAY, 365) == []


def test_the_notice_day_is_read_early_rather_than_late() -> None:
    assert notice_day(date(2027, 3, 1), 45) == date(2027, 1, 14)  # 45 days before, less a day
    assert notice_day(date(2026, 12, 31), 180) == date(2026, 6, 29)  # six months (Jun 30), less a day
    assert notice_day(date(2027, 3, 1), 60) == date(2026, 12, 30)  # 60 days (Dec 31) is earlier than 2 months


@pytest.mark.parametrize(
    ("notice", "notice_by"), [(30, date(2027, 1, 29)), (45, date(2027, 1, 14)), (60, date(2026, 12, 30))]
)
def test_automatic_renewal_gives_the_last_day_for_notice(notice: int, notice_by: date) -> None:
    terms = Terms(end_date=date(2027, 3, 1), auto_renew=True, renewal_term="P1Y", renewal_notice_days=notice)
    d = deadlines_of(terms, TODAY)
    assert (d.state, d.term_end, d.notice_by, d.next_notice_by) == (
        "renewing",
        date(2027, 3, 1),
        notice_by,
        notice_by,
    )
    assert not d.notice_missed and d.notice_stops == date(2027, 3, 1)
    kinds = [(x.kind, x.on) for x in d.upcoming(TODAY, 90)]
    assert kinds == [("notice", notice_by), ("renewal", date(2027, 3, 1))]


def test_a_renewal_already_passed_rolls_to_the_current_term() -> None:
    terms = Terms(
        effective_date=date(2019, 6, 15),
        duration="P2Y",
        auto_renew=True,
        renewal_term="P1Y",
        renewal_notice_days=60,
    )
    d = deadlines_of(terms, TODAY)  # 2021-06-15 ends the initial term; renewed 2022 … 2026
    assert (d.term_end, d.renewals_passed, d.notice_by) == (date(2027, 6, 15), 6, date(2027, 4, 14))


def test_a_missed_notice_day_points_at_the_following_renewal() -> None:
    terms = Terms(end_date=date(2027, 1, 15), auto_renew=True, renewal_term="P1Y", renewal_notice_days=90)
    d = deadlines_of(terms, TODAY)
    assert d.notice_by == date(2026, 10, 14) and d.notice_missed
    assert (d.next_notice_by, d.notice_stops) == (date(2027, 10, 14), date(2028, 1, 15))
    assert [(x.kind, x.on) for x in d.upcoming(TODAY, 60)] == [("renewal", date(2027, 1, 15))]


def test_a_notice_longer_than_the_renewal_term_points_at_a_renewal_it_can_still_stop() -> None:
    terms = Terms(end_date=date(2026, 1, 31), auto_renew=True, renewal_term="P1M", renewal_notice_days=90)
    d = deadlines_of(terms, date(2026, 6, 15))
    assert d.term_end == date(2026, 6, 30), "month ends do not drift (Jan 31 + 5 months)"
    assert (d.next_notice_by, d.notice_stops) == (date(2026, 6, 29), date(2026, 9, 30))


def test_a_leap_day_renews_on_leap_days() -> None:
    d = deadlines_of(Terms(end_date=date(2024, 2, 29), auto_renew=True, renewal_term="P1Y"), date(2027, 6, 1))
    assert (d.term_end, d.renewals_passed) == (date(2028, 2, 29), 4)


def test_an_evergreen_term_renews_for_periods_of_its_initial_length() -> None:
    terms = Terms(effective_date=date(2025, 1, 1), duration="P6M", auto_renew=True, renewal_notice_days=20)
    d = deadlines_of(terms, TODAY)  # 2025-07-01, 2026-01-01, 2026-07-01, 2027-01-01
    assert (d.term_end, d.renewals_passed, d.notice_by) == (date(2027, 1, 1), 3, date(2026, 12, 11))


def test_perpetual_and_unread_terms_have_no_deadline() -> None:
    assert deadlines_of(Terms(perpetual=True), TODAY).state == "perpetual"
    assert deadlines_of(Terms(effective_date=date(2020, 1, 1)), TODAY).state == "unknown"
    renews_unread = Terms(end_date=date(2020, 1, 1), auto_renew=True)  # renews, to when is not said
    assert deadlines_of(renews_unread, TODAY).state == "unknown"
