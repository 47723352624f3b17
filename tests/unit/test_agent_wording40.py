"""The classes the fortieth and forty-first unseen sets left (a university tech-transfer office, a LatAm
commercial manager), in wordings those questions did not use: the UN's subregions (Central America,
the Caribbean), every party in one country ("purely between UK companies"), a kind of party its name
says ("a hospital as a counterparty"), counts by the governing law's state with the top N said apart,
a period "by the calendar year", an occasion named before a comma ("For the quarterly review, ..."),
"no set end date", and a guess said after the question."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from core.places import SUBREGIONS

TODAY = date(2019, 6, 30)


def _plan(question: str, index: PartyIndex | None = None, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


def _countries(read: Any) -> set[str]:  # noqa: ANN401
    return set(read.args.get("party_country", "").split(" or "))


@pytest.mark.parametrize(
    ("question", "region"),
    [
        ("which supply deals have a Central American supplier?", "Central America"),
        ("any distributors based in the Caribbean?", "the Caribbean"),
        ("licences with partners in Central & South America", "Central and South America"),
    ],
)
def test_a_subregion_is_its_countries_not_america(question: str, region: str) -> None:
    read = _plan(question)
    assert _countries(read) == set(SUBREGIONS[region]), read
    assert "US" not in _countries(read) and not read.unread, read


def test_regions_listed_together_are_each_one_country_once() -> None:
    read = _plan("contracts with a party in Central America or the Caribbean")
    codes = read.args["party_country"].split(" or ")
    assert len(codes) == len(set(codes)) and set(codes) >= {"MX", "PR", "JM"}, read


@pytest.mark.parametrize(
    ("question", "country"),
    [
        ("how many reseller agreements are purely between UK companies?", "GB"),
        ("which licences have no foreign counterparty?", "US"),
        ("supply contracts only with Japanese parties", "JP"),
    ],
)
def test_every_party_in_one_country(question: str, country: str) -> None:
    read = _plan(question)
    assert read.args.get("party_country_only") == country, read
    assert "party_country_not" not in read.args and not read.unread, read


def test_a_party_outside_after_only_one_country_replaces_it() -> None:
    first = _plan("which licences have no foreign counterparty?")
    read = _plan("and the ones with a party outside the US?", previous=first.args)
    assert read.args.get("party_country_not") == "US" and "party_country_only" not in read.args, read


def test_a_kind_of_party_is_the_parties_whose_names_say_it() -> None:
    index = PartyIndex.of(
        "St. Mary's Hospital Inc.", "Mercy Hospital LLC", "Hospitality Group Inc", "Acme Corp"
    )
    read = _plan("which services agreements have a hospital as a counterparty?", index)
    assert sorted(read.args.get("parties") or []) == ["Mercy Hospital LLC", "St. Mary's Hospital Inc."], read
    assert read.args.get("parties_any") and not read.unread, read
    assert "parties" not in _plan("which contracts mention hospital stays?", index).args


def test_a_kind_said_by_too_many_names_is_said_back() -> None:
    index = PartyIndex.of(*(f"Bank Number {n} N.A." for n in range(8)))
    read = _plan("any deals with a bank since 2018?", index)
    assert "parties" not in read.args and read.unread, read


@pytest.mark.parametrize(
    "question",
    [
        "Which US states' laws most often govern the distributor agreements? Top 2 is enough.",
        "what US state's law is most common across our supply deals? just the top 2",
    ],
)
def test_the_laws_most_often_top_n(question: str) -> None:
    read = _plan(question)
    assert read.tool == "contract_aggregate" and read.args.get("group_by") == "law_state", read
    assert read.args.get("limit") == 2, read


def test_by_the_calendar_year_they_started() -> None:
    read = _plan("split the supply agreements by the calendar year they started in, 2015 to 2018")
    assert read.args.get("group_by") == "year" and read.args.get("date_field") == "effective_date", read


@pytest.mark.parametrize(
    ("question", "group"),
    [
        (
            "For the annual review, can I get a count by agreement type for licences and supply deals?",
            "contract_type",
        ),
        (
            "Ahead of the quarterly board update, how many distributors do we have by deal type?",
            "contract_type",
        ),
    ],
)
def test_an_annual_occasion_is_no_count_per_year(question: str, group: str) -> None:
    read = _plan(question)
    assert read.args.get("group_by") == group, read
    assert not read.unread, read


def test_a_period_after_for_the_is_still_read() -> None:
    read = _plan("for the next quarter, how many supply deals end?")
    assert read.args.get("end_from") == "2019-07-01" and read.args.get("end_to") == "2019-09-30", read


def test_no_set_end_date_and_a_guess_after_the_question() -> None:
    read = _plan("Which supply agreements have no set end date? I suspect most run until terminated.")
    assert read.args.get("has_end_date") is False and not read.unread, read
    kept = _plan("How many licences end in 2020? I think only the Acme ones matter.")
    assert kept.unread, kept  # "only ..." after a guess is a constraint: not dropped silently


def test_a_type_said_instead_of_another_is_the_type() -> None:
    first = _plan("How many joint ventures have a partner in Korea?")
    read = _plan("Same again for supply deals instead of JVs, Korea still.", previous=first.args)
    assert read.args.get("contract_type") == "Supply" and read.args.get("party_country") == "KR", read
    assert not read.unread, read
