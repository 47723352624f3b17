"""The classes the forty-second and forty-third unseen sets found (biotech counsel dictating into Teams,
a private-equity associate doing due diligence in a shared channel), in wordings those questions did
not use: a date "more than N years ago", dictated quarters and type listings, a correction that names
the old value, regions a question defines or cuts, examples of a law left out, "swap X for Y",
"Assume signing on <day>", an initialism with an ampersand, an "or" between two readings of one
contract's parties, and what is not on record."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.planner import _ASKS_WHICH
from agent.understanding import preamble_end, refusal
from core.places import eu_members

TODAY = date(2019, 6, 30)


def _plan(question: str, index: PartyIndex | None = None, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


def _countries(read: Any) -> set[str]:  # noqa: ANN401
    return set(read.args.get("party_country", "").split(" or "))


@pytest.mark.parametrize(
    ("question", "args"),
    [
        ("supply deals signed more than five years ago", {"effective_to": "2014-06-30"}),
        ("which licences started over 2 years ago and are still running", {"effective_to": "2017-06-30"}),
        (
            "anything signed less than 18 months ago?",
            {"effective_from": "2017-12-30", "effective_to": "2019-06-30"},
        ),
        ("what ended more than six months ago", {"end_to": "2018-12-30"}),
    ],
)
def test_more_or_less_than_a_while_ago_is_a_bound_not_that_year(question: str, args: dict[str, str]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in args} == args, read
    assert not any(
        read.args.get(k) == v for k, v in (("effective_from", "2014-01-01"), ("effective_from", "2017-01-01"))
    )


@pytest.mark.parametrize(
    ("question", "start", "end"),
    [
        ("what expires in Q four twenty nineteen", "2019-10-01", "2019-12-31"),
        ("anything signed in h one this year", "2019-01-01", "2019-06-30"),
    ],
)
def test_a_dictated_quarter_or_half(question: str, start: str, end: str) -> None:
    read = _plan(question)
    dates = sorted(v for k, v in read.args.items() if k.endswith(("_from", "_to")))
    assert dates == [start, end] and not read.unread, read


def test_a_dictated_listing_of_types_has_no_commas() -> None:
    read = _plan("how many supply distribution hosting and reseller agreements end next year")
    assert set(read.args.get("contract_type", "").split(" or ")) == {
        "Supply",
        "Distributor",
        "Hosting",
        "Reseller",
    }
    assert not read.unread, read


def test_two_type_words_side_by_side_are_not_a_listing() -> None:
    read = _plan("how many software development services agreements do we have")
    assert " or " not in (read.args.get("contract_type") or ""), read


def test_a_correction_that_names_the_old_value() -> None:
    first = _plan("how many contracts have a french party")
    read = _plan("no wait I said french I meant belgian", previous=first.args)
    assert read.args.get("party_country") == "BE" and not read.unread, read


def test_the_other_side_outside_a_country() -> None:
    read = _plan("which hosting agreements have the other side based outside the UK")
    assert read.args.get("party_country_not") == "GB" and not read.unread, read


@pytest.mark.parametrize(
    ("question", "countries"),
    [
        ("how many deals with a LatAm party? for us LatAm = Mexico, Brazil and Colombia", {"MX", "BR", "CO"}),
        (
            "EMEA counterparties - by EMEA I mean the UK, France, Germany and the UAE",
            {"GB", "FR", "DE", "AE"},
        ),
    ],
)
def test_a_region_the_question_defines_is_its_countries(question: str, countries: set[str]) -> None:
    read = _plan(question)
    assert _countries(read) == countries and not read.unread, read


@pytest.mark.parametrize(
    ("question", "has", "lacks"),
    [
        ("licences with a Greater China party", {"CN", "HK", "MO", "TW"}, {"JP"}),
        ("contracts with a counterparty in the EU-27", eu_members(date(2020, 2, 1)), {"GB"}),
        ("which deals have a party in the South Pacific", {"FJ", "PG"}, {"US"}),
        ("the PNG outsourcing contracts", {"PG"}, set()),
    ],
)
def test_more_regions_and_codes(question: str, has: set[str], lacks: set[str]) -> None:
    read = _plan(question)
    assert has <= _countries(read) and not lacks & _countries(read), read


@pytest.mark.parametrize(
    ("question", "cut", "kept"),
    [
        ("contracts with Asian partners except Japan and Korea", {"JP", "KR"}, {"CN", "IN"}),
        ("a European counterparty, Switzerland and Norway excluded", {"CH", "NO"}, {"DE", "FR"}),
    ],
)
def test_countries_cut_from_a_region(question: str, cut: set[str], kept: set[str]) -> None:
    read = _plan(question)
    assert kept <= _countries(read) and not cut & _countries(read), read
    assert not read.unread, read


def test_a_country_counted_in_a_region_said_after_it() -> None:
    read = _plan("licences with an EU partner and yes count Norway and Switzerland")
    assert {"NO", "CH", "DE"} <= _countries(read) and "party_country_also" not in read.args, read


def test_examples_of_a_law_left_out_are_no_filter() -> None:
    read = _plan("how many deals are under non-US law, e.g. England, Ontario or Singapore?")
    assert read.args == {"law_country_not": "US"}, read


def test_swap_one_value_for_another() -> None:
    first = _plan("how many licences are governed by California law")
    read = _plan("swap California for Texas", previous=first.args)
    assert read.args.get("law_state") == "US-TX" and read.args.get("contract_type") == "License", read


def test_headquartered_said_short() -> None:
    read = _plan("contracts with a vendor HQ'd in Ohio")
    assert read.args.get("party_state") == "US-OH", read


def test_an_event_day_the_question_sets_first() -> None:
    read = _plan("Assume signing on 1 March 2020. Which licences will still be in force on the signing date?")
    assert read.args.get("active_on") == "2020-03-01" and not read.unread, read


def test_an_initialism_with_an_ampersand_names_its_party() -> None:
    index = PartyIndex.of("Procter & Gamble Co.", "Pacific Gas Co.")
    read = _plan("how many P&G supply deals do we have", index)
    assert read.args.get("parties") == ["Procter & Gamble Co."] and index.loose("P&G") == [
        "procter and gamble"
    ], read


def test_or_between_two_things_one_party_does_is_no_alternative() -> None:
    index = PartyIndex.of("Zeta Widgets Inc", "Acme Corp")
    read = _plan("Zeta / Acme license: if Zeta merges or sells itself, does it need Acme's consent?", index)
    assert "any_of" not in read.args and set(read.args.get("parties") or []) == {
        "Zeta Widgets Inc",
        "Acme Corp",
    }, read


def test_parties_either_side_of_an_or_far_apart_are_no_listing() -> None:
    index = PartyIndex.of("Zeta Widgets Inc", "Acme Corp")
    read = _plan("can zeta widgets sublicense or hand over the rights acme granted without asking", index)
    assert "any_of" not in read.args and not read.args.get("parties_any"), read


def test_a_numbered_part_of_a_review_is_no_filter() -> None:
    question = "Renewal risk, part 2: what expires in Q1 2020?"
    assert question[preamble_end(question) :].startswith("what expires"), preamble_end(question)


def test_a_dictated_cross_contract_question_without_its_comma() -> None:
    assert _ASKS_WHICH.search("in the distribution agreements which ones let the distributor sub-appoint")
    assert _ASKS_WHICH.search("among our supply deals is there anything stopping them from poaching staff")


def test_going_after_customers_is_no_end_date() -> None:
    assert "ending after" not in expand_shorthand("is anything stopping them from going after our customers")
    assert "ending after" in expand_shorthand("which deals are still going after 2020")


@pytest.mark.parametrize(
    "question",
    [
        "which vendor contracts have a lawsuit pending right now?",
        "any customer agreements with an outstanding breach notice?",
        "how many contracts are listed on Schedule 4.2(b) of the disclosure schedules?",
    ],
)
def test_disputes_under_way_and_disclosure_schedules_are_not_on_record(question: str) -> None:
    said = refusal(question)
    assert said is not None and said.kind == "not_recorded", question


def test_a_dispute_clause_is_still_a_clause_question() -> None:
    assert refusal("which contracts send disputes to arbitration in New York?") is None


def test_what_businesses_trade_at_is_out_of_scope() -> None:
    said = refusal("what EV/revenue multiples are SaaS businesses trading at?")
    assert said is not None and said.kind == "out_of_domain"


def test_pushing_the_window_out_keeps_its_start_and_the_rest() -> None:
    first = _plan("which hosting contracts expire in the next 3 months?")
    read = _plan("ok extend it through the end of March 2020", previous=first.args)
    assert read.args.get("contract_type") == "Hosting" and read.args.get("end_from") == "2019-06-30", read
    assert read.args.get("end_to") == "2020-03-31" and not read.unread, read
