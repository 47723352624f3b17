"""The classes the twenty-ninth unseen set found (an insurance and risk manager in Teams), in wordings
those questions did not use: a policy period named and given ("the current policy year (1 July 2018
to 30 June 2019)", "the marine policy year runs ..."), or named and not given; a day only read with
its date ("since our last renewal on ..."); a state's law by its people's name ("Texan law"); "fall
under"; "$5m-plus"; a reason given after the question; "switch to Texas"; a country named after a
region (included in it, or narrowing it); a word describing a named party's contract ("the AIG
capital maintenance agreement"); the insurance programme (insurer, certificates received, claims,
heat-map ratings) not on record; premiums to decline; "record that ..." declined."""

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


def _plan(question: str, previous: dict[str, Any] | None = None, index: PartyIndex | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


def _window(args: dict[str, Any], field: str) -> tuple[str | None, str | None]:
    return args.get(f"{field}_from"), args.get(f"{field}_to")


@pytest.mark.parametrize(
    ("question", "field", "window"),
    [
        (
            "deals signed in the current policy year (1 July 2018 to 30 June 2019)",
            "effective",
            ("2018-07-01", "2019-06-30"),
        ),
        (
            "The marine policy year runs 1 May 2019 to 30 April 2020 - which supply agreements end in it?",
            "end",
            ("2019-05-01", "2020-04-30"),
        ),
        (
            "agreements signed since our last renewal on 15 March 2019",
            "effective",
            ("2019-03-15", "2019-06-30"),
        ),
        ("anything signed before policy inception on 1 July 2019?", "effective", (None, "2019-06-30")),
    ],
)
def test_a_policy_period_named_and_given(question: str, field: str, window: tuple[str | None, str]) -> None:
    read = _plan(question)
    assert _window(read.args, field) == window and read.unread == [], read


def test_a_policy_period_not_given_is_said_back() -> None:
    read = _plan("licences expiring in the next policy year")
    assert "next-policy-year" in read.unread and "end_from" not in read.args, read


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("JVs under Texan law", {"law_state": "US-TX", "contract_type": "Joint Venture"}),
        ("supply deals that fall under Floridian law", {"law_state": "US-FL", "contract_type": "Supply"}),
        ("$5m-plus licences", {"amount_op": ">=", "amount": 5_000_000, "contract_type": "License"}),
    ],
)
def test_a_risk_managers_words(question: str, expected: dict[str, Any]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in expected} == expected and read.unread == [], read


def test_a_reason_after_the_question_is_no_constraint_but_a_limit_is_kept() -> None:
    read = _plan("Which licences ended this year? Something I'd need to tell the broker about.")
    assert read.unread == [] and read.args["end_from"] == "2019-01-01", read
    kept = "Which licences ended this year? Only the ones I'd need to renew."
    assert "Only the ones I'd need to renew" in expand_shorthand(kept)


def test_switch_to_replaces_the_slot_it_names() -> None:
    read = _plan("Switch to Texas.", {"contract_type": "License", "law_country": "US", "law_state": "US-NY"})
    assert read.args.get("law_state") == "US-TX" and read.args.get("contract_type") == "License", read


@pytest.mark.parametrize(
    ("question", "countries", "many"),
    [
        ("contracts with a party in Europe (Norway included)", None, True),
        ("contracts with a party in Asia, including Japan", None, True),
        ("The South America book: contracts with a party in Brazil or Argentina", "BR or AR", False),
    ],
)
def test_a_country_named_after_a_region(question: str, countries: str | None, many: bool) -> None:
    read = _plan(question)
    said = read.args.get("party_country", "")
    assert read.unread in ([], ["book"]) and "party_country_also" not in read.args, read
    assert (len(said.split(" or ")) > 10) == many and (countries is None or said == countries), said


def test_a_plain_word_after_a_named_party_describes_its_contract() -> None:
    index = PartyIndex.of("American International Group, Inc.", "Capital Resources, Inc.")
    index.add_acronyms()
    read = _plan("the AIG capital maintenance agreement - when does it end?", index=index)
    assert read.args.get("parties") == ["American International Group, Inc."], read.args


@pytest.mark.parametrize(
    "question",
    [
        "Who is the insurer on the Zeta supply agreement?",
        "have any vendors provided a current COI this year?",
        "what's the claims history on our distributor deals",
        "which contracts are red on our heat map?",
    ],
)
def test_the_insurance_programme_is_not_on_record(question: str) -> None:
    declined = refusal(question)
    assert declined is not None and declined.kind == "not_recorded", declined


@pytest.mark.parametrize(
    "question",
    [
        "what would the underwriters charge to raise our cyber limit to $5m?",
        "roughly what premium should we expect for a $2m PI policy?",
    ],
)
def test_premiums_are_declined(question: str) -> None:
    declined = refusal(question)
    assert declined is not None and declined.kind == "out_of_domain", declined


def test_a_clause_question_about_insurance_is_still_answered() -> None:
    assert refusal("which supply agreements require us to carry insurance?") is None
    assert refusal("Record that the Zeta licence was renewed on 1 May 2019.").kind == "write"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("any carve-out where it's uncapped", "Uncapped Liability"),
        ("does any of them let a third party enforce its terms", "Third Party Beneficiary"),
    ],
)
def test_clause_words_of_a_risk_register(topic: str, category: str) -> None:
    assert category_for(topic) == category


def test_a_country_glossed_in_brackets_keeps_an_alternative_after_it() -> None:
    read = _plan("deals with a party in the EU (Ireland included) or Norway - how many?")
    assert read.unread == [] and len(read.args.get("any_of") or []) == 2, read
    assert read.args["any_of"][1] == {"party_country": "NO"}, read.args
