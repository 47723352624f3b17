"""Readings from the classes a fourteenth round of unseen questions missed, in wordings those questions
did not use: two parties written side by side with a dash or a slash ("Initrode - Vandelay GmbH"), a
short name found after shorthand was written out (its place in the question), "which of those have a
<clause>?" after a list (the text decides, among the thread's contracts), and counts "by country".
"""

from datetime import date

import pytest

from agent.clause_intent import having_clause
from agent.intent import plan
from agent.linker import find_parties
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand

TODAY = date(2019, 6, 30)
PARTIES = PartyIndex.of(
    "Initrode Holdings Inc", "Vandelay Industries GmbH", "Globex Corporation", "Soylent Foods Ltd"
)
PARTIES.add_acronyms()


def _plan(question: str, index: PartyIndex | None = None, previous: dict | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    "question",
    [
        "Initrode - Vandelay Industriez GmbH services agmt: when does it end?",
        "Initrode Holdings / Vandelay Industriez GmbH: governing law?",
        "the Initrode Holdings – Vandelay Industriez GmbH deal (value?)",
    ],
)
def test_two_names_side_by_side_are_two_names(question: str) -> None:
    linked = {n for m in find_parties(question, PARTIES) for n in m.names}
    assert "Vandelay Industries GmbH" in linked, linked


@pytest.mark.parametrize(
    "question",
    [
        "Soylent / Vandelay Industriez supply agmts w/ a value over 1m",
        "globex or soylent deals w/ a value",
    ],
)
def test_a_short_name_is_read_where_it_stands_after_shorthand(question: str) -> None:
    p = _plan(question, PARTIES)
    assert len(p.args.get("parties") or []) == 2, p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("follow", "category"),
    [
        ("which of those include an audit rights clause?", "Audit Rights"),
        ("any of them w/ a most favoured nation provision?", "Most Favored Nation"),
        ("across all of these, which have a non-compete clause?", "Non-Compete"),
        ("which of them have a liquidated damages clause", "Liquidated Damages"),
    ],
)
def test_which_of_those_have_a_clause_asks_the_text(follow: str, category: str) -> None:
    found = having_clause(expand_shorthand(follow))
    assert found and found[1] == category, found


@pytest.mark.parametrize(
    "follow",
    [
        "which of those have a value over 2m?",
        "which of them have an end date?",
        "of those, how many are active?",
    ],
)
def test_which_of_those_with_a_recorded_fact_is_no_clause(follow: str) -> None:
    assert having_clause(expand_shorthand(follow)) is None


@pytest.mark.parametrize(
    ("question", "group"),
    [
        ("non-US law agreements, number per country", "law_country"),
        ("tally of the licence agmts by country please", "law_country"),
        ("suppliers by country", "party_country"),
        ("how many contracts by country are our counterparties based in", "party_country"),
    ],
)
def test_counts_by_country(question: str, group: str) -> None:
    p = _plan(question)
    assert p.tool == "contract_aggregate" and p.args.get("group_by") == group, (p.tool, p.args)
    assert not p.unread, p.unread


def test_a_law_filter_stays_when_counting_by_country() -> None:
    p = _plan("ex-US gov law only - break it down by country, top 4")
    assert p.args.get("group_by") == "law_country" and p.args.get("limit") == 4, p.args
    assert "US" in str({k: v for k, v in p.args.items() if k.startswith("law")}), p.args
