"""The classes the thirty-second and thirty-third unseen sets found (a biotech alliance manager, a
supply-chain manager), in wordings those questions did not use: a type's short form in a listing
("CDMO", "CM", "dev", "distrib", "3PL", "collabs"), "ex-US", a day named by what happens on it and
then given ("before the launch (Nov 3)"), a day with no year ahead of today, a type said twice, and
what such a team tracks beside its contracts (patents, clinical phases, scorecards, stock)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import refusal

TODAY = date(2019, 6, 30)


def _plan(question: str):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), None, TODAY)


@pytest.mark.parametrize(
    ("question", "types"),
    [
        ("how many CDMO agreements end next year?", {"Manufacturing"}),
        ("list the CM + supply deals", {"Manufacturing", "Supply"}),
        ("breakdown by type: dev, distrib, 3PL", {"Development", "Distributor", "Transportation"}),
        ("which collabs or lic deals started in 2018?", {"Collaboration", "License"}),
        ("contract manufacturer agmts with a party in Mexico", {"Manufacturing"}),
        ("how many 3PL contracts (the logistics ones)?", {"Transportation"}),
    ],
)
def test_a_types_short_form_in_a_listing(question: str, types: set[str]) -> None:
    read = _plan(question)
    assert set((read.args.get("contract_type") or "").split(" or ")) == types, read
    assert read.unread == [], read


def test_short_forms_that_name_no_type_stay_what_they_are() -> None:
    assert "contract_type" not in _plan("the Acme devs - who signed?").args
    assert expand_shorthand("a 15 cm gap") == "a 15 cm gap"


def test_ex_a_place_is_outside_it() -> None:
    read = _plan("ex-US suppliers by country?")
    assert read.args.get("party_country_not") == "US" and read.unread == [], read
    assert "non" not in expand_shorthand("deals with my ex-wife's company")


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "anything expiring before the product launch (Nov 3)?",
            {"end_from": "2019-06-30", "end_to": "2019-11-02"},
        ),
        (
            "licences signed since the IPO (May 2017)",
            {"effective_from": "2017-05-01", "effective_to": "2019-06-30"},
        ),
        (
            "which supply agmts end before the plant move - call it end of 2020?",
            {"end_from": "2019-06-30", "end_to": "2020-12-31"},
        ),
        ("contracts ending ahead of Feb 2", {"end_from": "2019-06-30", "end_to": "2020-02-01"}),
    ],
)
def test_a_day_named_by_what_happens_on_it_and_then_given(question: str, expected: dict[str, Any]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in expected} == expected and read.unread == [], read


def test_a_type_said_again_in_brackets_is_read_once() -> None:
    read = _plan("how many CDMO deals? (the manufacturing agreements)")
    assert read.args.get("contract_type") == "Manufacturing" and read.unread == [], read


def test_a_country_said_to_count_in_a_region() -> None:
    read = _plan("how many licences have an EU partner? (Switzerland counts for us)")
    codes = set(str(read.args.get("party_country")).split(" or "))
    assert {"DE", "FR", "CH"} <= codes, read


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("when do the patents behind the Zeta licence expire?", "not_recorded"),
        ("which of our partnered compounds are currently in phase 2?", "not_recorded"),
        ("who's our relationship manager at Zeta?", "not_recorded"),
        ("show me the vendor scorecard for Zeta", "not_recorded"),
        ("which vendors missed their lead times this year?", "not_recorded"),
        ("how many pallets of resin do we have in stock at the plant?", "not_recorded"),
        ("remove Zeta from our customers please, they went bust", "write"),
        ("can you get a trucking quote Dayton to Laredo for Monday", "out_of_domain"),
        ("write me a catchy tagline for the Zeta sponsorship", "out_of_domain"),
    ],
)
def test_what_a_business_tracks_beside_its_contracts(question: str, kind: str) -> None:
    declined = refusal(question)
    assert declined is not None and declined.kind == kind, declined


@pytest.mark.parametrize(
    "question",
    [
        "which licences end when the last licensed patent expires?",
        "is a milestone due when a product enters phase 3?",
        "who is the project manager named under the development agreement?",
        "what is the freight term in the Zeta supply agreement?",
    ],
)
def test_clause_questions_about_the_same_things_are_answered(question: str) -> None:
    assert refusal(question) is None, question


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("who gets to own the clinical data and the regulatory filings", "Ip Ownership Assignment"),
        ("does the distributor get a % of Zeta's net sales", "Revenue/Profit Sharing"),
        ("the fees from sublicensing, do they split them", "Revenue/Profit Sharing"),
        ("is there a maximum daily quantity we can nominate", "Volume Restriction"),
        ("a cap on how many units they can return", "Volume Restriction"),
        ("does anything cap what the carrier owes us for lost freight", "Cap On Liability"),
        ("can they keep raising prices every year", "Price Restrictions"),
    ],
)
def test_clause_words_of_operations_and_alliance_teams(topic: str, category: str) -> None:
    from agent.clause_intent import category_for

    assert category_for(expand_shorthand(topic)) == category


def test_other_customers_of_a_party_are_no_other_workspace() -> None:
    assert refusal("can the CMO make the same part for other customers?") is None
    declined = refusal("list other customers' contracts")
    assert declined is not None and declined.kind == "other_workspace"
