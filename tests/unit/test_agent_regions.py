"""Regions as places: "a party in the EU", "European counterparties", "the law of a European country",
"Asian parties" are read as any one of the region's countries (the European Union on the day asked),
said back by the region's name; a region left out ("outside the EU") is said unread, never dropped or
turned around; a party whose name starts with a region's word stays that party."""

from datetime import date

import pytest

from agent.answer import describe
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from core.places import CONTINENTS, eu_members, region_labels

TODAY = date(2019, 6, 30)
INDEX = PartyIndex.of("European Micro Holdings Inc", "Asia Pacific Wire & Cable Corp", "Nestle SA")


def _plan(question: str, today: date = TODAY):  # noqa: ANN202
    return plan(expand_shorthand(question), INDEX, None, today)


def _codes(value: str | None) -> set[str]:
    return set((value or "").split(" or ")) - {""}


def test_the_union_is_read_on_the_day_asked() -> None:
    assert len(eu_members(date(2019, 6, 30))) == 28 and "GB" in eu_members(date(2019, 6, 30))
    assert "GB" not in eu_members(date(2020, 2, 1)) and len(eu_members(date(2020, 2, 1))) == 27
    assert "HR" not in eu_members(date(2013, 6, 30)) and "HR" in eu_members(date(2013, 7, 1))


@pytest.mark.parametrize(
    "question",
    [
        "how many agreements do we have with a counterparty in the EU?",
        "list the contracts where one side is an EU-based company",
        "any deals with a company from an EU member state?",
    ],
)
def test_a_party_in_the_union(question: str) -> None:
    p = _plan(question)
    assert _codes(p.args.get("party_country")) == eu_members(TODAY), p.args
    assert not p.args.get("parties") and not p.unread, (p.args, p.unread)
    assert "the European Union (28 countries)" in describe(p.args)
    later = _plan(question, today=date(2026, 12, 7))
    assert "GB" not in _codes(later.args.get("party_country"))


@pytest.mark.parametrize(
    ("question", "slot", "region"),
    [
        ("count the contracts that have a European party", "party_country", "Europe"),
        ("which licences are governed by the laws of a European country?", "law_country", "Europe"),
        ("show agreements with asian suppliers", "party_country", "Asia"),
        ("do we contract with anyone based in South America?", "party_country", "South America"),
    ],
)
def test_a_continent(question: str, slot: str, region: str) -> None:
    p = _plan(question)
    assert _codes(p.args.get(slot)) == CONTINENTS[region], p.args
    assert not p.args.get("parties"), p.args  # "European" is no short name of European Micro


def test_a_region_beside_a_country_is_either() -> None:
    p = _plan("contracts with a party in the EU or Switzerland")
    assert _codes(p.args.get("party_country")) == eu_members(TODAY) | {"CH"}, p.args
    assert (
        describe(p.args)
        == "with a party located in a country of the European Union (28 countries) or Switzerland"
    )


@pytest.mark.parametrize(
    "question",
    ["which contracts have a party outside the EU?", "agreements with non-European partners"],
)
def test_a_region_left_out_is_said_unread(question: str) -> None:
    p = _plan(question)
    assert not p.args.get("party_country") and not p.args.get("party_country_not"), p.args
    assert p.unread, p.args


def test_names_that_start_with_a_region_stay_names() -> None:
    assert _plan("the European Micro distributor agreement - who signed it?").args.get("parties") == [
        "European Micro Holdings Inc"
    ]
    assert _codes(_plan("contracts with a South African company").args.get("party_country")) == {"ZA"}


@pytest.mark.parametrize(
    ("question", "inside", "outside"),
    [
        ("how many deals with an APAC partner?", {"JP", "AU", "IN"}, {"AE", "US"}),
        ("contracts with a party based in EMEA", {"DE", "ZA", "AE"}, {"JP", "US"}),
        ("any LATAM distributors?", {"BR", "MX"}, {"US", "ES"}),
        # Latin America: South and Central America with Mexico; the Caribbean is asked by its own name
        ("LATAM deals - how many?", {"CR", "MX", "BR", "CL"}, {"KY", "PR", "JM", "BM", "US", "ES"}),
        ("deals with a partner in the Caribbean", {"KY", "JM", "PR"}, {"BR", "US"}),
        ("any partner in Latin America and the Caribbean?", {"KY", "JM", "PR", "BR", "MX"}, {"US", "ES"}),
    ],
)
def test_the_sales_regions(question: str, inside: set[str], outside: set[str]) -> None:
    """EMEA, APAC ("Asia-Pacific") and LATAM as a sales team means them: countries said with their count."""
    codes = _codes(_plan(question).args.get("party_country"))
    assert inside <= codes and not outside & codes, codes


def test_the_regions_of_a_list_are_named() -> None:
    labels, rest = region_labels([*sorted(CONTINENTS["Europe"]), "US"])
    assert labels == ["Europe (52 countries)"] and rest == ["US"]


def test_a_model_may_name_a_region_in_a_filter() -> None:
    """The chat model's tool call ("party_country": ["EU", "Switzerland"]) reads as the planner's does."""
    from graph_ingest.filters import Conditions

    c = Conditions(party_country=["EU", "Switzerland"], law_country="Europe or US")
    assert _codes(c.party_country) == eu_members(date.today()) | {"CH"}
    assert _codes(c.law_country) == CONTINENTS["Europe"] | {"US"}


@pytest.mark.parametrize(
    "question",
    [
        "how many supply agreements have not expired yet?",
        "list the unexpired licence agreements",
        "the distribution agreements, without the expired ones",
        "which MSAs are non-expired?",
    ],
)
def test_not_expired_keeps_the_open_ended(question: str) -> None:
    """Not ended is not "active": a contract with no end date has not expired either, and stays."""
    p = _plan(question)
    assert p.args.get("ended") is False and "active" not in p.args, p.args
    assert "not ended (those with no end date on record included)" in describe(p.args)


def test_active_and_expired_read_as_before() -> None:
    assert _plan("active supply contracts").args.get("active") is True
    assert _plan("which contracts have expired?").args.get("active") is False


@pytest.mark.parametrize("region", ["EU", *CONTINENTS])
def test_every_country_of_a_region_is_one_a_filter_takes(region: str) -> None:
    from graph_ingest.filters import Conditions

    p = _plan(f"contracts with a party in {region}")
    assert Conditions(party_country=p.args["party_country"]).party_country == p.args["party_country"]
