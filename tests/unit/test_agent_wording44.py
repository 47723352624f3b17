"""The classes the forty-fourth and forty-fifth unseen sets found (a hospital system's procurement
director, German in-house counsel), in wordings those questions did not use: amounts written the
continental way, whether a bound is included, a company's seat, "contract partner", a period's end
glossed by its day, corrections without "I meant", a name's leading words before another's typo,
greetings that hold no filter, and what is not on record or out of scope."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.clause_intent import category_for
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import refusal

TODAY = date(2019, 6, 30)


def _plan(question: str, index: PartyIndex | None = None, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("question", "op", "amount"),
    [
        ("licences worth more than EUR 2.500.000,00", ">", 2_500_000.0),
        ("service contracts of at least USD 250.000,50", ">=", 250_000.5),
    ],
)
def test_an_amount_written_the_continental_way(question: str, op: str, amount: float) -> None:
    read = _plan(question) if "EUR" not in question else _plan(question.replace("EUR", "USD"))
    assert read.args.get("amount_op") == op and read.args.get("amount") == amount, read


@pytest.mark.parametrize(
    ("question", "op"),
    [
        ("supply deals over USD 50.000,00 (50.000,00 included)", ">="),
        ("supply deals of at least $50,000 (exactly 50,000 not included)", ">"),
        ("supply deals between $10,000 and $20,000 (both values included)", ">="),
    ],
)
def test_whether_an_amounts_bound_is_included(question: str, op: str) -> None:
    read = _plan(question)
    assert read.args.get("amount_op") == op and not read.unread, read


def test_a_period_said_inclusive_is_read() -> None:
    read = _plan("licences signed from 2015 to 2017 inclusive")
    assert read.args.get("effective_to") == "2017-12-31" and not read.unread, read


@pytest.mark.parametrize(
    ("question", "args"),
    [
        (
            "how many contracts has the contract partner its registered seat in Austria?",
            {"party_country": "AT"},
        ),
        ("contracts with a partner with seat in the US state Ohio", {"party_state": "US-OH"}),
        ("every contract where one side is located in PA", {"party_state": "US-PA"}),
    ],
)
def test_where_a_company_has_its_seat(question: str, args: dict[str, str]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in args} == args, read


def test_the_contract_partner_named_most_often() -> None:
    read = _plan("Which contract partner do we have the most supply agreements with? Most often first.")
    assert read.args.get("group_by") == "party", read
    assert _plan("which vendors have the highest total value").args.get("metric") == "sum"


@pytest.mark.parametrize(
    ("question", "args"),
    [
        ("Which licences run past the end of FY22 (30 June 2022)?", {"end_from": "2022-07-01"}),
        ("What was signed since the start of the quarter (1 April 2019)?", {"effective_from": "2019-04-01"}),
        ("which deals expire by the end of the year (31.12.2019)?", {"end_to": "2019-12-31"}),
    ],
)
def test_a_periods_edge_glossed_by_its_day(question: str, args: dict[str, str]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in args} == args, read
    assert read.args.get("end_from") != read.args.get("end_to") or "end_to" not in args, read


@pytest.mark.parametrize(
    ("first", "correction", "key", "value"),
    [
        (
            "how many licences are governed by Texas law?",
            "oops - California, not Texas",
            "law_state",
            "US-CA",
        ),
        (
            "contracts with a Dutch partner?",
            "Sorry, I mixed it up - I meant Belgium, not the Netherlands.",
            "party_country",
            "BE",
        ),
    ],
)
def test_a_correction_without_i_meant_or_after_an_apology(
    first: str, correction: str, key: str, value: str
) -> None:
    before = _plan(first)
    read = _plan(correction, previous=before.args)
    assert read.args.get(key) == value and not read.unread, read
    if "licences" in first:
        assert read.args.get("contract_type") == "License", read


def test_a_comma_and_not_inside_a_question_is_no_correction() -> None:
    assert not expand_shorthand("now leave out the terminated agreements").startswith("instead")


def test_a_names_leading_words_before_another_names_typo() -> None:
    index = PartyIndex.of("West Pharmaceutical Services, Inc.", "Eton Pharmaceuticals, Inc.")
    read = _plan("West Pharmaceutical's supply agreement - when does it end?", index)
    assert read.args.get("parties") == ["West Pharmaceutical Services, Inc."], read


def test_a_greeting_and_its_small_talk_hold_no_filter() -> None:
    index = PartyIndex.of("Short Hills Capital LLC", "Acme Corp")
    read = _plan("Short question: how many licences are governed by German law?", index)
    assert "parties" not in read.args and read.args.get("law_country") == "DE", read
    read = _plan(
        "Good morning all, a question regarding our contract portfolio. In how many is a party in France?"
    )
    assert read.args == {"party_country": "FR"}, read


@pytest.mark.parametrize(
    ("question", "category"),
    [
        ("can the agreement be handed over to the buyer if we're acquired?", "Anti-Assignment"),
        ("may they shift the contract over to an affiliate without our OK?", "Anti-Assignment"),
        ("is anyone outside the two companies given enforceable rights?", "Third Party Beneficiary"),
        (
            "can either side terminate it ordinarily, without an important reason?",
            "Termination For Convenience",
        ),
        (
            "they can't sell competing products, fine - but is bundling with ours allowed?",
            "Competitive Restriction Exception",
        ),
        ("do the licensee's affiliates get rights to use the software?", "Affiliate License-Licensee"),
    ],
)
def test_clause_cues_in_plain_words(question: str, category: str) -> None:
    assert category_for(question) == category, question


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("what have we spent to date on the Acme supply agreement?", "not_recorded"),
        ("what does Medicaid reimburse for CPT 99213?", "out_of_domain"),
    ],
)
def test_not_on_record_or_out_of_scope(question: str, kind: str) -> None:
    said = refusal(question)
    assert said is not None and said.kind == kind, question


def test_a_right_to_end_early_is_a_clause_not_an_event() -> None:
    assert refusal("which of those can be terminated early on notice?") is None
    said = refusal("which contracts were terminated early last year?")
    assert said is not None and said.kind == "not_recorded"
