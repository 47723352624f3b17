"""Readings from the classes the twenty-fourth round of unseen questions still missed, in wordings those
questions did not use: a rank's count after the contracts are named ("..., only the top 4 by value"),
a list of years (one period when they follow each other, said back when they do not, never narrowed
to the last one), a follow-up that widens to every value of a condition ("and for every state?"),
counts "every year", and a notice one party sent the other (not on record)."""

from datetime import date
from typing import Any

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import refusal

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("question", "limit"),
    [
        ("reseller agreements - only the top 4 by value", 4),
        ("our licences; give me the top two by value.", 2),
        ("supply deals, top five in terms of value", 5),
    ],
)
def test_a_rank_after_the_contracts_are_named_keeps_its_count(question: str, limit: int) -> None:
    p = _plan(question)
    assert p.intent == "top" and p.args.get("limit") == limit, p


@pytest.mark.parametrize(
    ("question", "field", "start", "end"),
    [
        ("how many deals did we sign in 2016 and 2017?", "effective", "2016-01-01", "2017-12-31"),
        ("what's expiring in 2021, 2022, 2023 - per year", "end", "2021-01-01", "2023-12-31"),
        ("licences from 2012, 2013 or 2014", "effective", "2012-01-01", "2014-12-31"),
    ],
)
def test_years_that_follow_each_other_are_one_period(question: str, field: str, start: str, end: str) -> None:
    args = _plan(question).args
    assert (args.get(f"{field}_from"), args.get(f"{field}_to")) == (start, end), args


def test_years_apart_joined_by_and_are_said_back_not_narrowed_to_one() -> None:
    p = _plan("how many supply deals did we sign in 2011 and 2016?")
    assert not {k for k in p.args if k.startswith("effective")}, p.args
    assert "2011" in " ".join(p.unread) and "2016" in " ".join(p.unread), p.unread


@pytest.mark.parametrize(
    "question", ["how many supply deals did we sign in 2011 or 2016?", "supply deals from 2011 or 2016"]
)
def test_two_years_with_or_stay_alternatives_each_its_year(question: str) -> None:
    alternatives = _plan(question).args["any_of"]
    assert [(a.get("effective_from"), a.get("effective_to")) for a in alternatives] == [
        ("2011-01-01", "2011-12-31"),
        ("2016-01-01", "2016-12-31"),
    ], alternatives


@pytest.mark.parametrize(
    ("follow_up", "gone", "kept"),
    [
        ("and for every state?", "law_state", "contract_type"),
        ("same, but any type", "contract_type", "law_state"),
        ("what about across all contract types?", "contract_type", "law_state"),
        ("irrespective of the governing law?", "law_state", "contract_type"),
    ],
)
def test_a_follow_up_widened_to_every_value_drops_that_condition(
    follow_up: str, gone: str, kept: str
) -> None:
    first = _plan("distribution agreements governed by texas law")
    p = _plan(follow_up, first.args)
    assert gone not in p.args and kept in p.args and not p.unread, (p.args, p.unread)


def test_a_first_question_across_every_type_reads_those_words() -> None:
    p = _plan("how many contracts do we have across all types?")
    assert p.intent == "count" and not p.unread, p


def test_counts_every_year_are_per_year() -> None:
    p = _plan("how many licences do we sign every year?")
    assert p.args.get("group_by") == "year" and p.args.get("date_field") == "effective_date", p.args


@pytest.mark.parametrize(
    "question",
    [
        "did any supplier give us a notice of termination this year?",
        "which licensees have received a breach notice?",
        "show me the distributors we served a non-renewal notice on",
    ],
)
def test_a_notice_one_party_sent_the_other_is_not_on_record(question: str) -> None:
    said = refusal(question)
    assert said is not None and said.kind == "not_recorded", said


def test_a_clause_about_a_termination_notice_is_still_a_clause_question() -> None:
    assert refusal("how much notice is needed to terminate the supply agreement?") is None
    assert refusal("must a termination notice be sent in writing?") is None
    # a notice nobody sent is the background of the question, not a filter on what was sent
    assert refusal("it renewed since we never sent a notice of non-renewal - can we still get out?") is None
