"""The classes the thirty-fourth and thirty-fifth unseen sets found (a legal-ops paralegal in
Singapore, a brand-partnerships lead), in wordings those questions did not use: ASEAN and Asian
countries by their short names, a region glossed by its countries, "PRC law or HK law", fiscal or
calendar years listed "each", today beside a date word, a correction by "typo, meant", Singlish
particles, the marketing team's type words, and where the signed original is kept."""

from __future__ import annotations

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


def _codes(value: Any) -> set[str]:
    return set(str(value or "").split(" or ")) - {""}


@pytest.mark.parametrize(
    ("question", "codes"),
    [
        (
            "deals with a South-East Asian distributor",
            {"BN", "ID", "KH", "LA", "MM", "MY", "PH", "SG", "TH", "VN"},
        ),
        ("ASEAN partners (e.g. SG and Indo)", {"BN", "ID", "KH", "LA", "MM", "MY", "PH", "SG", "TH", "VN"}),
        ("contracts with a party in Msia or S'pore", {"MY", "SG"}),
        ("any Thai or Filipino counterparties?", {"TH", "PH"}),
        ("contracts with a party in JP, KR or TW", {"JP", "KR", "TW"}),
    ],
)
def test_asian_countries_by_their_short_names(question: str, codes: set[str]) -> None:
    read = _plan(question)
    assert _codes(read.args.get("party_country")) == codes and read.unread == [], read


def test_two_letter_codes_are_countries_in_capitals_only() -> None:
    assert "party_country" not in _plan("is my licence with Zeta still running?").args


def test_a_law_said_with_each_of_two_places() -> None:
    read = _plan("HK law or PRC law licences ending before 2021?")
    assert _codes(read.args.get("law_country")) == {"HK", "CN"} and read.unread == [], read


@pytest.mark.parametrize(
    ("question", "group_by", "span"),
    [
        (
            "how many licences were signed in 2015, 2016 and 2017 respectively?",
            "year",
            ("2015-01-01", "2017-12-31"),
        ),
        (
            "our fiscal year starts in July - contracts signed in FY17/18 and FY18/19 each?",
            "fiscal_year",
            ("2017-07-01", "2019-06-30"),
        ),
    ],
)
def test_years_listed_each(question: str, group_by: str, span: tuple[str, str]) -> None:
    read = _plan(question)
    assert read.args.get("group_by") == group_by, read
    assert (read.args.get("effective_from"), read.args.get("effective_to")) == span, read


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("licences that start later than today", {"effective_from": "2019-07-01"}),
        ("which supply agmts ended prior to today?", {"end_to": "2019-06-29"}),
        ("anything expiring today?", {"end_from": "2019-06-30", "end_to": "2019-06-30"}),
        ("which licences have not yet come into force?", {"effective_from": "2019-07-01"}),
        (
            "the previous fiscal year (1.7.2017 - 30.6.2018): licences signed",
            {"effective_from": "2017-07-01"},
        ),
    ],
)
def test_today_and_a_given_period_beside_date_words(question: str, expected: dict[str, Any]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in expected} == expected and read.unread == [], read


def test_a_correction_after_a_typo() -> None:
    read = _plan("oops typo - meant Taiwan", {"party_country": "JP", "contract_type": "License"})
    assert read.args.get("party_country") == "TW" and read.args.get("contract_type") == "License", read
    assert read.unread == [], read


def test_chat_particles_are_no_constraint() -> None:
    read = _plan("got any distributor agmts still active lah?")
    assert read.args.get("contract_type") == "Distributor" and read.unread == [], read


@pytest.mark.parametrize(
    ("question", "types"),
    [
        ("how many influencer deals end this year?", {"Endorsement"}),
        ("sponsorship + talent deals with a party in Texas", {"Sponsorship", "Endorsement"}),
        ("co-marketing agreements signed since 2017", {"Marketing"}),
        ("which affiliate programs renew automatically?", {"Affiliate"}),
    ],
)
def test_a_marketing_teams_type_words(question: str, types: set[str]) -> None:
    assert _codes(_plan(question).args.get("contract_type")) == types


@pytest.mark.parametrize(
    "question",
    [
        "where's the signed original of the Zeta licence?",
        "who holds the wet ink originals for our franchise agreements?",
        "what does the approval workflow look like for the Zeta renewal?",
    ],
)
def test_where_the_paper_is_and_who_signs_off(question: str) -> None:
    declined = refusal(question)
    assert declined is not None and declined.kind == "not_recorded", declined


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("is the licence back to us forever or only while the deal runs", "Irrevocable Or Perpetual License"),
        ("is there a floor on the fees they pay each year", "Minimum Commitment"),
        ("up to how much could the licensor be liable", "Cap On Liability"),
        ("is Zeta the only drinks brand the team can promote", "Exclusivity"),
        ("can the sponsor put our logo on its trucks", "License Grant"),
        ("once the deal ends can they keep running the ads", "Post-Termination Services"),
        ("does the supplier give us terms no worse than any other customer gets", "Most Favored Nation"),
    ],
)
def test_clause_words_of_marketing_and_paralegal_teams(topic: str, category: str) -> None:
    from agent.clause_intent import category_for

    assert category_for(expand_shorthand(topic)) == category


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the present tense with a day ahead looks ahead: what is still to end
        ("which NDAs end before 1 March 2020?", {"end_from": "2019-06-30", "end_to": "2020-02-29"}),
        ("a counterparty based right here in Texas", {"party_state": "US-TX"}),
        ("sponsorships still running past 1 Jan 2021", {"end_from": "2021-01-02"}),
    ],
)
def test_more_ways_to_say_a_date_or_a_place(question: str, expected: dict[str, Any]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in expected} == expected and read.unread == [], read


def test_what_the_asker_would_think_about_is_no_keyword() -> None:
    read = _plan("licences that ended last year - any we should talk about renewing?")
    assert "text" not in read.args, read
    assert _plan("contracts about widgets").args.get("text") == "widgets"


def test_others_names_no_type() -> None:
    from core.contract_types import infer_type

    assert infer_type("terms no worse than others get") is None


def test_facts_asked_after_a_name_with_a_clause_word() -> None:
    """ "the Zeta exclusive licence - when does it end?": its record, not an exclusivity search."""
    from agent.planner import _facts_after_name

    assert _facts_after_name("the Zeta exclusive licence agreement - when does it end and which law?")
    assert not _facts_after_name("the Zeta licence agreement - is it exclusive?")


def test_a_legal_form_word_used_as_a_verb_names_no_party() -> None:
    """ "is what Zeta owes the distributor limited to $1m?": "limited to" is a verb, not "Distributor Ltd"."""
    from agent.linker import find_parties

    index = PartyIndex.of("Distributor", "Zeta Corp")
    said = [m.text for m in find_parties("is what Zeta owes the distributor limited to $1m?", index)]
    assert "distributor limited" not in [s.lower() for s in said], said


@pytest.mark.parametrize(
    "question",
    [
        "what's the USD/JPY rate on 1 July 2019?",
        "write a haiku about 2019",
        "who is speaking at the town hall next week?",
    ],
)
def test_a_date_alone_does_not_make_an_errand_a_contract_question(question: str) -> None:
    from langchain_core.messages import HumanMessage

    from agent.planner import OfflinePlanner

    planner = OfflinePlanner(tool_names=["contract_search", "contract_details", "clause_search"])
    answer = planner.respond([HumanMessage(content=question)], None, TODAY)
    assert not answer.tool_calls and "only answer questions about the contracts" in str(answer.content), (
        answer
    )
