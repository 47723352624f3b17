"""Gaps the earlier unseen sets left (read as a user would write them, in wordings those sets did not use):
a party named with some of its words cut short ("intl", "mfg", "devs"), a country whose name is also a
common word said where a party is or whose law governs ("a party in India", "the laws of Peru"), and a
window from now to a day named and then given, beside the periods planned inside it."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.intent import plan
from agent.parties import PartyIndex, aliases_of, other_names, shortened
from agent.phrases import expand_shorthand

TODAY = date(2019, 6, 30)


def _index(*names: str) -> PartyIndex:
    index = PartyIndex.of(*names)
    for alias, keys in aliases_of({k: other_names(n) for k, n in index.names.items()}).items():
        index.alias_keys[alias] = keys
    return index


def _plan(question: str, index: PartyIndex | None = None, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("short", "word", "fits"),
    [
        ("intl", "international", True),
        ("mfg", "manufacturing", True),
        ("devs", "developers", True),
        ("pharma", "pharmaceuticals", True),
        ("tech", "technologies", True),
        ("dev", "solutions", False),
        ("it", "international", False),  # two letters say too little
        ("intls", "international", False),  # a letter the word lacks
    ],
)
def test_a_word_cut_short(short: str, word: str, fits: bool) -> None:
    assert shortened(short, word) is fits


def test_a_party_with_its_words_cut_short() -> None:
    index = _index("Northwind Intl Mfg Co", "International Paper Company", "Pacific Software Developers Inc")
    assert index.loose("intl paper") == ["international paper"]
    assert index.loose("pacific software devs") == ["pacific software developers"]


def test_a_shortened_name_fitting_two_parties_links_neither() -> None:
    index = _index("Pacific Software Developers Inc", "Atlantic Software Developers LLC")
    assert index.loose("software devs") == []


def test_a_shortened_name_links_every_spelling_of_one_business() -> None:
    index = _index("Harbor Holdings LLC d/b/a Bayside Web Developers", "BaysideWebDevelopers")
    assert set(index.loose("bayside web devs")) == {
        "harbor holdings llc d b a bayside web developers",
        "baysidewebdevelopers",
    }


def test_a_question_names_the_shortened_party() -> None:
    index = _index("Pacific Software Developers Inc", "Zeta Corp")
    read = _plan("what do we have with pacific software devs?", index)
    assert read.args.get("parties") == ["Pacific Software Developers Inc"] and read.unread == [], read


@pytest.mark.parametrize(
    ("question", "slot", "code"),
    [
        ("how many suppliers have a party in India?", "party_country", "IN"),
        ("any distributors from Peru", "party_country", "PE"),
        ("licences governed by the laws of India", "law_country", "IN"),
        ("India law contracts signed after 2015", "law_country", "IN"),
    ],
)
def test_a_country_whose_name_is_also_a_word(question: str, slot: str, code: str) -> None:
    read = _plan(question)
    assert read.args.get(slot) == code and read.unread == [], read


def test_the_country_word_inside_a_party_name_stays_the_party() -> None:
    index = _index("Tata Steel India Ltd", "Zeta Corp")
    read = _plan("contracts with Tata Steel India?", index)
    assert read.args.get("parties") == ["Tata Steel India Ltd"] and "party_country" not in read.args, read


@pytest.mark.parametrize(
    ("question", "field", "end"),
    [
        ("which licences end between now and the trade show (Oct 3)?", "end", "2019-10-03"),
        ("what starts between today and Nov 15?", "effective", "2019-11-15"),
        ("anything expiring between now and 2 Feb?", "end", "2020-02-02"),
    ],
)
def test_from_now_to_a_day_without_its_year(question: str, field: str, end: str) -> None:
    read = _plan(question)
    assert read.args.get(f"{field}_from") == TODAY.isoformat() and read.args.get(f"{field}_to") == end, read


def test_from_now_to_a_day_given_beside_a_period_inside_it() -> None:
    read = _plan("what expires between now and the offsite next year (March 5, 2020)? planning Q3 and Q4")
    assert (read.args.get("end_from"), read.args.get("end_to")) == ("2019-06-30", "2020-03-05"), read


def test_a_period_outside_the_window_from_now_is_not_dropped() -> None:
    read = _plan("what expires between now and March 5, 2020? and what ended in 2017")
    assert (read.args.get("end_from"), read.args.get("end_to")) != ("2019-06-30", "2020-03-05") or read.unread, read
