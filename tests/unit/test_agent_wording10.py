"""Readings from the classes a tenth unseen question set (terse, typed on a phone) missed, in
wordings that set did not use: "b4", "distro", "w/o", "LoL" / "CoC", "+" between kinds, an amount
after "north of" without its "$", "which one is biggest by $", "who shows up most", "w/ a <clause>"
after a plural kind, and terse write requests and advice ("nuke", "bump", "enforceable?").
"""

from datetime import date

import pytest

from agent.clause_intent import category_for, having_clause
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import asks_advice, refusal

TODAY = date(2019, 6, 30)
NO_PARTIES = PartyIndex()


def _plan(question: str):  # noqa: ANN202
    return plan(expand_shorthand(question), NO_PARTIES, today=TODAY)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("supply deals signed b4 2010, #?", {"effective_to": "2009-12-31", "contract_type": "Supply"}),
        ("distro agmts under NY law", {"contract_type": "Distributor", "law_state": "US-NY"}),
        ("licences north of 2.5M", {"contract_type": "License", "amount_op": ">", "amount": 2_500_000}),
        ("hosting + outsourcing deals ending 2020", {"contract_type": "Hosting or Outsourcing"}),
    ],
)
def test_terse_shorthand(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: v for k, v in p.args.items() if k in expected} == expected, p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("any LoL in it?", "Cap On Liability"),
        ("CoC clause in the acme deal?", "Change Of Control"),
    ],
)
def test_clause_abbreviations(text: str, category: str) -> None:
    assert category_for(expand_shorthand(text)) == category


@pytest.mark.parametrize(
    "question",
    ["largest hosting deal by $ - which + how much?", "biggest supply agmt by value, which one"],
)
def test_the_biggest_by_value_is_a_ranking(question: str) -> None:
    p = _plan(question)
    assert p.args.get("sort_by") == "total_amount" and p.args.get("descending") is True, p.args
    assert "metric" not in p.args, p.args


@pytest.mark.parametrize(
    "question",
    ["who shows up most in our licences?", "which counterparty pops up the most across distro deals"],
)
def test_who_shows_up_most_is_the_top_party(question: str) -> None:
    p = _plan(question)
    assert p.args.get("group_by") == "party", p.args


@pytest.mark.parametrize(
    "question",
    ["JVs w/ an exclusivity clause?", "hosting agmts w/ a LoL cap - which?", "alliances with a non-compete?"],
)
def test_a_plural_kind_with_a_clause(question: str) -> None:
    assert having_clause(expand_shorthand(question)) is not None


@pytest.mark.parametrize(
    "question",
    [
        "nuke the expired supply agmts pls",
        "bump the end date on the acme licence to 2022",
        "scrap all the old NDAs from the system",
    ],
)
def test_terse_writes_are_refused(question: str) -> None:
    r = refusal(expand_shorthand(question))
    assert r is not None and r.kind == "write", r


@pytest.mark.parametrize(
    "question", ["acme non-compete - enforceable in TX? y/n", "initech exclusivity, enforceable or not"]
)
def test_enforceable_is_advice(question: str) -> None:
    assert asks_advice(expand_shorthand(question))


def test_which_type_comes_up_most_is_still_per_type() -> None:
    p = _plan("for deals with a german party, which contract type comes up most?")
    assert p.args.get("group_by") == "contract_type", p.args


@pytest.mark.parametrize(
    ("follow", "sort_by"),
    [
        ("ok sort those by value", "total_amount"),
        ("order them by end date pls", "end_date"),
        ("rank these by signing date - top one?", "effective_date"),
    ],
)
def test_a_list_sorted_as_asked(follow: str, sort_by: str) -> None:
    previous = {"contract_type": "Supply", "law_state": "US-TX", "law_country": "US"}
    p = plan(expand_shorthand(follow), NO_PARTIES, previous=previous, today=TODAY)
    assert p.args.get("sort_by") == sort_by and p.args.get("contract_type") == "Supply", p.args
    assert not p.unread, p.unread


def test_dropping_an_excluded_place_by_its_name() -> None:
    previous = {"contract_type": "License", "party_country_not": "US"}
    p = plan("ok drop the non-US part - what about 2018?", NO_PARTIES, previous=previous, today=TODAY)
    assert "party_country_not" not in p.args and p.args.get("contract_type") == "License", p.args
    assert not p.unread, p.unread
