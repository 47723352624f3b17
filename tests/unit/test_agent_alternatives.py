"""Alternatives in one slot: "distribution or supply agreements", "New York or Delaware law",
"contracts with IBM or Cisco". A contract has one type and one governing law, so two of them joined
by "or" (or "and") are either one; two parties joined by "or" are either one. Before, the second
value was left unread (said, but not answered), and "IBM or Cisco" was read as both parties: a
confident "none" to a different question.
"""

from datetime import date

import pytest

from agent.answer import subject
from agent.intent import plan
from agent.parties import PartyIndex
from graph_ingest import search_cypher as q
from graph_ingest.filters import ContractFilters, law_options, options
from graph_ingest.names import party_key

TODAY = date(2019, 6, 30)
NO_PARTIES = PartyIndex()


@pytest.mark.parametrize(
    ("question", "types"),
    [
        ("list distribution or supply agreements from 2010", "Distributor or Supply"),
        ("how many license and reseller agreements are under california law?", "License or Reseller"),
        ("hosting, outsourcing or service contracts", "Hosting or Outsourcing or Service"),
        ("any franchise/sponsorship deals?", "Franchise or Sponsorship"),
    ],
)
def test_two_contract_types_are_either_one(question: str, types: str) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert p.args.get("contract_type") == types, p.args
    assert p.tool == "contract_search", p  # a list of contracts, not a breakdown by type
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "country", "state"),
    [
        ("how many contracts are governed by new york or delaware law?", "US", "US-NY or US-DE"),
        ("agreements under texas, california or nevada law", "US", "US-TX or US-CA or US-NV"),
        ("contracts governed by english or new york law", "GB or US", "US-NY"),
        ("deals under the laws of canada or the uk", "CA or GB", None),
    ],
)
def test_two_governing_laws_are_either_one(question: str, country: str, state: str | None) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert (p.args.get("law_country"), p.args.get("law_state")) == (country, state), p.args
    assert not p.unread, p.unread


def test_a_party_place_and_a_law_are_not_alternatives() -> None:
    p = plan("contracts with japanese parties under new york law", NO_PARTIES, today=TODAY)
    assert (p.args.get("party_country"), p.args.get("law_state")) == ("JP", "US-NY"), p.args


def _index(*names: str) -> PartyIndex:
    index = PartyIndex(names={party_key(n): n for n in names})
    index.add_acronyms()
    return index


def test_two_parties_joined_by_or_are_either_one_and_by_and_both() -> None:
    index = _index("International Business Machines Corporation", "Cisco Systems, Inc.", "Acme Corp.")
    either = plan("contracts with IBM or Cisco", index, today=TODAY)
    assert either.args.get("parties") == [
        "International Business Machines Corporation",
        "Cisco Systems, Inc.",
    ]
    assert either.args.get("parties_any") is True, either.args
    both = plan("contracts between acme corp. and cisco", index, today=TODAY)
    assert both.args.get("parties") == ["Acme Corp.", "Cisco Systems, Inc."]
    assert not both.args.get("parties_any"), both.args


def test_the_filters_keep_alternatives_in_the_vocabulary() -> None:
    f = ContractFilters(contract_type=["distribution agreement", "supply"], law_state=["New York", "US-DE"])
    assert f.contract_type == "Distributor or Supply" and options(f.contract_type) == [
        "Distributor",
        "Supply",
    ]
    assert (f.law_country, f.law_state) == ("US", "US-NY or US-DE")
    mixed = ContractFilters(law_country="England or US", law_state="New York")
    assert (mixed.law_country, mixed.law_state) == ("GB or US", "US-NY")
    assert law_options(mixed.law_country, mixed.law_state) == ["GB", "US-NY"]
    assert ContractFilters(contract_type="Supply or supply").contract_type == "Supply"
    with pytest.raises(ValueError, match="unknown contract type"):
        ContractFilters(contract_type="Supply or Spaceship")


def test_alternatives_become_one_condition_each_with_list_parameters() -> None:
    f = ContractFilters(contract_type="Distributor or Supply", law_country="GB or US", law_state="US-NY")
    where, params = q.where_clause(f)
    assert "c.contract_type IN $contract_type" in where and params["contract_type"] == [
        "Distributor",
        "Supply",
    ]
    assert "(c.law_country IN $law_country OR c.law_subdivision IN $law_state)" in where
    assert (params["law_country"], params["law_state"]) == (["GB"], ["US-NY"])
    one = q.where_clause(ContractFilters(law_state="California"))
    assert "c.law_subdivision IN $law_state" in one[0] and "law_country" not in one[1], one
    either = q.where_clause(
        ContractFilters(parties=["a", "b"], parties_any=True), q.Resolved(party_key_sets=[["a"], ["b", "c"]])
    )
    assert either[0].count("EXISTS") == 1 and either[1]["party_keys_0"] == ["a", "b", "c"], either


def test_alternatives_are_said_as_read() -> None:
    said = subject(
        {
            "contract_type": "Distributor or Supply",
            "law_country": "GB or US",
            "law_state": "US-NY",
            "parties": ["Acme Corp.", "Cisco Systems, Inc."],
            "parties_any": True,
        }
    )
    assert said == (
        "Distributor or Supply contracts with Acme Corp. or Cisco Systems, Inc., "
        "governed by United Kingdom (GB) or New York (US-NY) law"
    )


_NY = {"law_country": "US", "law_state": "US-NY"}
_TX = {"law_country": "US", "law_state": "US-TX"}


def _year(y: int) -> dict[str, str]:
    return {"effective_from": f"{y}-01-01", "effective_to": f"{y}-12-31"}


@pytest.mark.parametrize(
    ("question", "common", "alternatives"),
    [
        (
            "how many contracts either have a british counterparty or are under UK law",
            {},
            [{"party_country": "GB"}, {"law_country": "GB"}],
        ),
        ("deals signed in 2015 or governed by texas law", {}, [_year(2015), _TX]),
        (
            "supply agreements or anything with a japanese party",
            {},
            [{"contract_type": "Supply"}, {"party_country": "JP"}],
        ),
        (
            "supply agreements with a japanese party or under texas law",
            {"contract_type": "Supply"},
            [{"party_country": "JP"}, _TX],
        ),
        ("new york law contracts signed in 2019 or 2020", _NY, [_year(2019), _year(2020)]),
    ],
)
def test_or_between_two_different_conditions_is_either_one(
    question: str, common: dict[str, str], alternatives: list[dict[str, str]]
) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert "or" not in p.unread and not p.unread, (p.args, p.unread)
    assert p.args.get("any_of") == alternatives, p.args
    assert {k: v for k, v in p.args.items() if k in ContractFilters.model_fields and k != "any_of"} == common


@pytest.mark.parametrize(
    "question",
    [  # which conditions does the "or" join? two on one side: asked back as not combined, never guessed
        "supply agreements with a japanese party or under delaware law signed after 2015",
        "deals signed in 2015 or governed by texas law worth over $1m",
    ],
)
def test_or_with_several_conditions_on_one_side_is_said_not_guessed(question: str) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert "or" in p.unread and "any_of" not in p.args, (p.args, p.unread)


def test_alternatives_across_conditions_become_one_or_with_their_own_parameters() -> None:
    f = ContractFilters(
        contract_type="Supply", any_of=[{"party_country": "Japan"}, {"law_state": "Delaware"}]
    )
    assert f.any_of[0].party_country == "JP" and f.any_of[1].law_state == "US-DE"
    where, params = q.where_clause(f)
    assert "c.contract_type IN $contract_type AND ((EXISTS" in where, where
    assert "$a0_party_country" in where and ") OR (c.law_subdivision IN $a1_law_state))" in where, where
    assert (params["a0_party_country"], params["a1_law_state"]) == (["JP"], ["US-DE"]), params
    parties = ContractFilters(any_of=[{"parties": ["Acme"]}, {"law_country": "GB"}])
    where, params = q.where_clause(
        parties, q.Resolved(alternatives=[q.Resolved(party_key_sets=[["acme"]]), q.Resolved()])
    )
    assert "p0.key IN $a0_party_keys_0" in where and params["a0_party_keys_0"] == ["acme"], (where, params)
    assert parties.filter_fields() == {"any_of": [{"parties": ["Acme"]}, {"law_country": "GB"}]}


def test_alternatives_across_conditions_are_said_as_read() -> None:
    said = subject(
        {
            "contract_type": "Supply",
            "any_of": [{"party_country": "JP"}, {"law_country": "US", "law_state": "US-DE"}],
        }
    )
    assert (
        said == "Supply contracts either with a party located in Japan, or governed by Delaware (US-DE) law"
    )
    typed = subject({"any_of": [{"contract_type": "Supply"}, {"effective_from": "2015-01-01"}]})
    assert typed == "contracts either of type Supply, or effective on or after 2015-01-01"


@pytest.mark.parametrize(
    "question",
    [
        "distribution or supply agreements under new york law",
        "texas or california law deals from 2015",
        "contracts signed 2015 or later under delaware law",
        "supply deals worth $500k or more signed in 2012",
    ],
)
def test_or_inside_one_slot_is_read(question: str) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert not p.unread, (p.args, p.unread)


def test_or_between_parties_is_read() -> None:
    index = _index("International Business Machines Corporation", "Cisco Systems, Inc.")
    p = plan("contracts with IBM or Cisco signed in 2010", index, today=TODAY)
    assert p.args.get("parties_any") and not p.unread, (p.args, p.unread)


def test_a_follow_up_naming_a_condition_of_the_alternatives_replaces_them() -> None:
    first = plan("new york law contracts signed in 2019 or 2020", NO_PARTIES, today=TODAY)
    again = plan("what about 2018?", NO_PARTIES, previous=first.args, today=TODAY)
    assert "any_of" not in again.args and again.args.get("effective_from") == "2018-01-01", again.args
    assert again.args.get("law_state") == "US-NY", again.args
    dropped = plan("drop the date filter", NO_PARTIES, previous=first.args, today=TODAY)
    assert "any_of" not in dropped.args and dropped.args.get("law_state") == "US-NY", dropped.args
    other = plan("and under texas law?", NO_PARTIES, previous=first.args, today=TODAY)
    assert other.args.get("any_of") == first.args["any_of"] and other.args.get("law_state") == "US-TX"


@pytest.mark.parametrize(
    ("question", "alternatives"),
    [  # the other "or" is read by its slot; the dates shift the leftover, which is not the question's length
        (
            "supply or license agreements signed in 2019 or 2020",
            [_year(2019), _year(2020)],
        ),
        (
            "deals ending in march or april 2020",
            [
                {"end_from": "2020-03-01", "end_to": "2020-03-31"},
                {"end_from": "2020-04-01", "end_to": "2020-04-30"},
            ],
        ),
        (
            "contracts expiring in 2021 or 2022",
            [
                {"end_from": "2021-01-01", "end_to": "2021-12-31"},
                {"end_from": "2022-01-01", "end_to": "2022-12-31"},
            ],
        ),
    ],
)
def test_or_between_two_values_of_one_condition_is_either_one(
    question: str, alternatives: list[dict[str, str]]
) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert p.args.get("any_of") == alternatives and not p.unread, (p.args, p.unread)
