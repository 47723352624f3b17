"""Renewal, non-renewal notice, perpetual terms and termination for convenience
(`graph_ingest.extract.renewal`, `terms.find_terms`), on small hand-written sentences."""

from __future__ import annotations

import json
from datetime import date

import pytest

from graph_ingest.extract.dates import find_dates, period_days, words_number
from graph_ingest.extract.offline import OfflineExtractor
from graph_ingest.extract.renewal import (
    nonrenewal_notice,
    notice_days,
    periods,
    sentence_convenience,
    sentence_renewal,
)
from graph_ingest.extract.terms import find_effective_date, find_terms
from graph_ingest.models import Contract, Scope, TextSpan
from graph_ingest.normalize import duration_days, evidence_json, to_record


@pytest.mark.parametrize(
    ("words", "n"),
    [
        ("one hundred twenty", 120),
        ("forty-five", 45),
        ("sixty", 60),
        ("one hundred and eighty", 180),
        ("ten", 10),
    ],
)
def test_number_words(words: str, n: int) -> None:
    assert words_number(words) == n


def test_number_words_refuse_other_words() -> None:
    assert words_number("several") is None and words_number("") is None


def test_one_unit_conversion_for_notices_and_durations() -> None:
    assert period_days(3, "months") == 90 and period_days(1, "year") == 365 and period_days(2, "weeks") == 14
    assert duration_days("P3M") == period_days(3, "month") and duration_days("P1Y") == 365


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("at least sixty (60) days prior to the end", 60),
        ("upon three months' written notice", 90),
        ("not less than one hundred twenty (120) days before expiry", 120),
        ("giving a thirty-day notice to the other", 30),
        ("with 45 days' prior notice", 45),
        ("at least two (2) weeks in advance", 14),
    ],
)
def test_notice_periods_in_words_and_digits(text: str, days: int) -> None:
    assert notice_days(text) == days


def test_a_period_that_is_not_a_notice() -> None:
    assert notice_days("the Services run for a period of two (2) years") is None
    assert [(p.amount, p.unit) for p in periods("for twelve (12) months and 3 years")] == [
        (12, "month"),
        (3, "year"),
    ]


# ---------------------------------------------------------------- renewal sentences
def test_automatic_renewal_with_its_period_and_notice() -> None:
    r = sentence_renewal(
        "Thereafter this Agreement shall automatically renew for successive one (1) year periods unless either "
        "party gives written notice of non-renewal at least ninety (90) days prior to the end of the then-current term."
    )
    assert r is not None and r.auto is True and r.period is not None
    assert (r.period.iso, r.notice_days) == ("P1Y", 90)


def test_evergreen_without_the_word_automatic() -> None:
    r = sentence_renewal(
        "The Agreement shall be extended for successive periods of six months unless terminated by either party "
        "upon sixty (60) days' notice."
    )
    assert r is not None and r.auto is True and r.period is not None
    assert (r.period.iso, r.notice_days) == ("P6M", 60)


def test_renewal_by_mutual_agreement_is_not_automatic() -> None:
    r = sentence_renewal(
        "This Agreement may be renewed by mutual written agreement of the parties for two more years."
    )
    assert r is not None and r.auto is False and r.period is not None and r.period.iso == "P2Y"
    option = sentence_renewal(
        "The Reseller shall have the option to extend the Term for one additional year."
    )
    assert option is not None and option.auto is False and option.period is not None
    assert option.period.iso == "P1Y"


def test_renewal_excluded() -> None:
    r = sentence_renewal("This Agreement shall not be renewed automatically.")
    assert r is not None and r.excluded and r.auto is False


def test_the_content_of_a_notice_is_not_an_exclusion() -> None:
    r = sentence_renewal(
        "The Agreement renews automatically for further one-year terms unless a party sends notice that the "
        "Agreement will not be renewed at least 30 days before the anniversary."
    )
    assert r is not None and r.auto is True and not r.excluded and r.notice_days == 30


def test_same_length_and_idioms() -> None:
    same = sentence_renewal(
        "The Agreement shall automatically renew for successive terms of the same duration unless either party "
        "objects in writing."
    )
    assert same is not None and same.same_as_initial and same.period is None
    monthly = sentence_renewal(
        "Thereafter, the Agreement shall continue month to month until terminated by a party."
    )
    assert monthly is not None and monthly.auto is True and monthly.period is not None
    assert monthly.period.iso == "P1M"


def test_renewal_of_insurance_is_not_contract_renewal() -> None:
    assert (
        sentence_renewal("Licensee shall renew its insurance policies each year and send the certificates.")
        is None
    )
    assert (
        sentence_renewal("The cure period shall be extended by ten (10) days for each day of delay.") is None
    )


def test_a_cure_notice_is_not_a_renewal_notice() -> None:
    cure = "If the Supplier breaches, the Buyer may terminate upon thirty (30) days' notice if the breach is not cured."
    assert nonrenewal_notice(cure) is None
    insurance = (
        "The policy may not be cancelled or subject to non-renewal without 30 days' prior notice to us."
    )
    assert nonrenewal_notice(insurance) is None
    mine = "Either party may give notice of non-renewal of this Agreement at least six (6) months before its end."
    assert nonrenewal_notice(mine) == 180


# ---------------------------------------------------------------- convenience
@pytest.mark.parametrize(
    ("sentence", "days"),
    [
        (
            "Either party may terminate this Agreement for any reason upon thirty (30) days' prior written notice.",
            30,
        ),
        ("Either party may terminate this Agreement without cause upon three months' written notice.", 90),
        (
            "The Customer may terminate this Agreement at any time upon ninety (90) days' notice to the Vendor.",
            90,
        ),
        ("The Company may, in its sole discretion, terminate this Agreement at any time.", None),
        (
            "Either party may terminate this Agreement: (i) upon sixty (60) days written notice, or (ii) immediately"
            " upon notice if the other party becomes insolvent.",
            60,
        ),
    ],
)
def test_termination_for_convenience(sentence: str, days: int | None) -> None:
    found = sentence_convenience(sentence)
    assert found is not None and found.notice_days == days


@pytest.mark.parametrize(
    "sentence",
    [
        "Either party may terminate this Agreement upon 30 days notice if the other party breaches it.",
        "Upon termination of this Agreement for any reason, the Distributor shall return all materials.",
        "Neither party may terminate this Agreement for convenience.",
        "In the event of a change of control of the Supplier, the Buyer may terminate this Agreement at any time.",
        "This Agreement may be terminated at any time by mutual written agreement of the parties.",
        "Should the Offering be terminated for any reason, the Agent shall be paid its fees.",
    ],
)
def test_not_termination_for_convenience(sentence: str) -> None:
    assert sentence_convenience(sentence) is None


# ---------------------------------------------------------------- the whole term, with its evidence
SUPPLY = """SUPPLY AGREEMENT

This Supply Agreement is made as of March 1, 2019 (the "Effective Date") between Northwind Parts Inc. and
Harbor Tools LLC.

1. Term. The initial term of this Agreement shall be three (3) years from the Effective Date. Thereafter this
Agreement shall automatically renew for successive one (1) year periods unless either party gives written
notice of non-renewal at least ninety (90) days prior to the end of the then-current term.

2. Insurance. The Supplier shall keep its insurance policies in force and renew them each year.

3. Termination. Either party may terminate this Agreement without cause upon sixty (60) days' prior written
notice to the other party. Either party may terminate this Agreement upon ten (10) days notice if the other
party fails to pay.
"""


def test_find_terms_with_evidence() -> None:
    effective = date(2019, 3, 1)
    term = find_terms(SUPPLY, effective)
    assert (term.end_date, term.duration, term.perpetual) == (date(2022, 3, 1), "P3Y", False)
    assert (term.auto_renew, term.renewal_term, term.renewal_notice_days) == (True, "P1Y", 90)
    assert (term.termination_for_convenience, term.convenience_notice_days) == (True, 60)
    quote = {k: SUPPLY[a:b] for k, (a, b) in term.evidence.items()}
    assert quote["effective_date"].startswith("This Supply Agreement is made as of March 1, 2019")
    assert (
        quote["duration"].startswith("The initial term of this Agreement shall be three (3) years")
        and quote["duration"] == quote["end_date"]
    )
    assert "successive one (1) year periods" in quote["renewal_term"] == quote["auto_renew"]
    assert "ninety (90) days" in quote["renewal_notice_days"]
    assert "without cause" in quote["convenience_notice_days"] == quote["termination_for_convenience"]
    assert "insurance" not in " ".join(quote.values())


def test_perpetual_and_no_renewal() -> None:
    text = (
        "This Agreement is entered into as of June 1, 2018. This Agreement shall continue in effect until "
        "terminated by either party in accordance with Section 9."
    )
    term = find_terms(text, date(2018, 6, 1))
    assert term.perpetual is True and term.end_date is None
    assert term.auto_renew is None and term.renewal_term is None and term.renewal_notice_days is None
    assert text[slice(*term.evidence["perpetual"])].startswith("This Agreement shall continue in effect")


def test_mutual_renewal_and_the_initial_length() -> None:
    text = (
        "The term of this Agreement shall be two (2) years from June 1, 2018. The Agreement may be renewed for "
        "additional terms of the same duration by mutual written agreement."
    )
    term = find_terms(text, date(2018, 6, 1))
    assert (term.duration, term.auto_renew, term.renewal_term, term.renewal_notice_days) == (
        "P2Y",
        False,
        "P2Y",
        None,
    )


def test_non_renewal_notice_in_the_next_sentence() -> None:
    text = (
        "The term of this Agreement is one (1) year and it shall be automatically renewed for one additional year "
        "unless either party objects. Such notice must be given three (3) months prior to the expiration."
    )
    term = find_terms(text, None)
    assert (term.auto_renew, term.renewal_term, term.renewal_notice_days) == (True, "P1Y", 90)


def test_the_offline_extractor_fills_the_schema() -> None:
    c = OfflineExtractor().extract(SUPPLY, "northwind")
    assert (c.auto_renew, c.renewal_term, c.renewal_notice_days, c.convenience_notice_days) == (
        True,
        "P1Y",
        90,
        60,
    )
    assert c.termination_for_convenience is True and c.perpetual is False
    span = c.term_evidence["renewal_notice_days"]
    assert span.text == SUPPLY[span.start : span.end]


def test_record_keeps_term_fields_and_evidence_as_json() -> None:
    contract = Contract(
        title="Supply Agreement",
        contract_type="Supply",
        duration="P3Y",
        perpetual=False,
        auto_renew=True,
        renewal_term="P1Y",
        renewal_notice_days=90,
        termination_for_convenience=True,
        convenience_notice_days=60,
        term_evidence={
            "renewal_term": TextSpan(start=10, end=40, text="x"),
            "auto_renew": TextSpan(start=10, end=40),
            "bogus": TextSpan(start=1, end=2),  # not a term field
            "end_date": TextSpan(start=5, end=5),  # empty
        },
    )
    record = to_record(contract, file_id="f1", scope=Scope(tenant="t"), source="cli")
    assert (record.renewal_term, record.renewal_term_days, record.renewal_notice_days) == ("P1Y", 365, 90)
    assert (record.auto_renew, record.perpetual, record.termination_for_convenience) == (True, False, True)
    assert record.convenience_notice_days == 60
    assert json.loads(record.term_evidence or "") == {
        "auto_renew": {"start": 10, "end": 40},
        "renewal_term": {"start": 10, "end": 40},
    }
    assert evidence_json({}) is None
    assert (
        to_record(
            Contract(renewal_notice_days=-5), file_id="f2", scope=Scope(tenant="t"), source="cli"
        ).renewal_notice_days
        is None
    )


def test_last_day_of_a_month_is_a_date() -> None:
    assert [f.value for f in find_dates("until the last day of February, 2024")] == [date(2024, 2, 29)]


def test_run_on_text_is_read_in_pieces() -> None:
    filler = "The Supplier shall deliver the goods to the sites the Buyer names from time to time\n" * 40
    text = filler + "This Agreement shall automatically renew for successive two (2) year terms.\n" + filler
    term = find_terms(text, None)
    assert (term.auto_renew, term.renewal_term) == (True, "P2Y")
    assert "successive two (2) year terms" in text[slice(*term.evidence["renewal_term"])]


def test_successive_terms_without_a_verb() -> None:
    r = sentence_renewal(
        "The Agreement has an initial term of five (5) years and thereafter successive one (1) year terms unless "
        "either party gives ninety (90) days notice of non-renewal."
    )
    assert r is not None and r.auto is True and r.period is not None
    assert (r.period.iso, r.notice_days) == ("P1Y", 90)


# ---------------------------------------------------------------- effective and end dates
def test_unquoted_effective_date_definition() -> None:
    text = "Terms.\n1.4 Effective Date shall mean the date of installation, i.e. March 3, 2001.\n"
    assert find_effective_date("This Agreement is entered into on May 5, 2001.\n\n" + text) == date(
        2001, 3, 3
    )
    other = "The Amendment Effective Date shall mean March 3, 2001. This Agreement is dated May 5, 2001."
    assert find_effective_date(other) == date(2001, 5, 5)


def test_effective_on_the_date_last_signed() -> None:
    text = (
        "This Amendment is effective as of the date last signed below.\n\n"
        "IN WITNESS WHEREOF, the parties have signed this Amendment.\nDATE: 8/4/10    DATE: 7/29/10\n"
    )
    assert find_effective_date(text) == date(2010, 8, 4)


def test_a_term_that_lasts_as_long_as_another_agreement_has_no_end() -> None:
    text = (
        "This Agreement shall begin on the Effective Date and shall continue until the termination of the Master "
        "Alliance Agreement; provided that if an Election is made, this Agreement shall terminate thirty-six (36) "
        "months after such Election."
    )
    term = find_terms(text, date(2015, 1, 1))
    assert term.end_date is None and term.duration is None and term.perpetual is True


def test_at_least_a_period_is_the_term() -> None:
    text = (
        "This Agreement shall remain in full force and effect for at least one year from the Effective Date."
    )
    assert find_terms(text, date(2015, 1, 1)).end_date == date(2016, 1, 1)


def test_an_additional_term_is_this_agreement_renewing() -> None:
    r = sentence_renewal(
        "The Licensee shall have the right to renew for one (1) additional term of five (5) years."
    )
    assert r is not None and r.auto is False and r.period is not None and r.period.iso == "P5Y"
    hint = sentence_renewal(
        "For a renewable one-year term starting on the Acceptance Date, the Vendor shall support it."
    )
    assert hint is not None and hint.period is not None and hint.period.iso == "P1Y"
