"""Classes left by the earlier unseen sets, fixed before the forty-sixth and forty-seventh were read, in
wordings none of their questions used: a bare place in a follow-up takes the slot of the place it puts
right, "X instead of Y" / "sorry, X not Y" as a whole message, a party's place before "governed by"
another law, a fiscal year glossed by its months or by its days, context before a colon that says the
period asked again, and a range of values written with a dash."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("first", "then", "key", "value"),
    [
        ("reseller deals with a vendor based in Oregon", "what about Nevada?", "party_state", "US-NV"),
        ("licences with a Florida-based licensee", "and Georgia instead of Florida", "party_state", "US-GA"),
        ("supply contracts with a party in Ohio", "Michigan rather than Ohio please", "party_state", "US-MI"),
        ("supply contracts with a party in Italy", "sorry, Spain not Italy", "party_country", "ES"),
    ],
)
def test_a_bare_place_puts_the_partys_place_right(first: str, then: str, key: str, value: str) -> None:
    before = _plan(first)
    read = _plan(then, previous=before.args)
    assert read.args.get(key) == value and not read.unread, read
    assert "law_country" not in read.args and "law_state" not in read.args, read
    assert read.args.get("contract_type") == before.args.get("contract_type"), read


def test_a_bare_state_after_a_law_stays_a_law() -> None:
    before = _plan("consulting agreements governed by Ohio law")
    read = _plan("and Indiana instead of Ohio", previous=before.args)
    assert read.args.get("law_state") == "US-IN" and "party_state" not in read.args, read


def test_a_date_verb_put_right_is_no_value() -> None:
    before = _plan("licences signed in 2021")
    read = _plan("ending rather than signed", previous=before.args)
    assert read.args.get("end_from") == "2021-01-01", read


@pytest.mark.parametrize(
    ("question", "args"),
    [
        (
            "franchise agreements with a company in Canada governed by Delaware law",
            {"party_country": "CA", "law_state": "US-DE"},
        ),
        (
            "deals with a Japanese partner that are governed by the laws of England",
            {"party_country": "JP", "law_country": "GB"},
        ),
    ],
)
def test_a_partys_place_before_the_law_that_governs(question: str, args: dict[str, str]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in args} == args and not read.unread, read


@pytest.mark.parametrize(
    ("question", "key", "span"),
    [
        ("what did we sign in FY2018 (Apr 17 - Mar 18)?", "effective", ("2017-04-01", "2018-03-31")),
        (
            "what ends in FY21? our fiscal year runs October to September, i.e. 1 Oct 2020 - 30 Sep 2021",
            "end",
            ("2020-10-01", "2021-09-30"),
        ),
    ],
)
def test_a_fiscal_year_glossed_by_its_months_or_its_days(
    question: str, key: str, span: tuple[str, str]
) -> None:
    read = _plan(question)
    assert (read.args.get(f"{key}_from"), read.args.get(f"{key}_to")) == span and not read.unread, read


def test_context_before_a_colon_that_says_the_period_again() -> None:
    read = _plan("Prepping the FY2018 close: which licences were signed in FY2018? FY runs April to March.")
    assert read.args.get("effective_from") == "2017-04-01" and not read.unread, read
    named = _plan("for the 2017 audit: which licences were signed?")
    assert named.unread or named.args.get("effective_from"), named  # a year said once: read or said back


@pytest.mark.parametrize(
    ("question", "low", "high"),
    [
        ("which licences sit in the $50k-$250k bracket?", 50_000.0, 250_000.0),
        ("supply deals valued $2M–$10M", 2_000_000.0, 10_000_000.0),
    ],
)
def test_a_range_of_values_with_a_dash(question: str, low: float, high: float) -> None:
    read = _plan(question)
    assert (read.args.get("amount"), read.args.get("amount_max")) == (low, high) and not read.unread, read


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "how many agreements literally titled “Services Agreement” do we have, not every service deal",
            "services",
        ),
        (
            "which contracts are formally called joint venture agreements? go by the title, not the type",
            "joint venture",
        ),
    ],
)
def test_contracts_by_what_their_title_says(question: str, words: str) -> None:
    read = _plan(question)
    assert read.args.get("titled") == words and "contract_type" not in read.args and not read.unread, read


@pytest.mark.parametrize(
    "question",
    [
        "which contract is called the Master Supply Agreement?",
        "the hosting agreement: who are the parties as named in the agreement?",
    ],
)
def test_a_contract_called_by_its_full_title_is_no_title_filter(question: str) -> None:
    read = _plan(question)
    assert "titled" not in read.args, read
