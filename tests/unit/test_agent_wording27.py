"""Readings from the classes a twenty-sixth round of unseen questions missed (a general counsel typing
on a phone: shorthand, one-word follow-ups, two asks in one message), in wordings those questions did not
use: phone shorthand ("lic", "govd", "next q", "this fy", "a min", a state's name misspelt), a bare
filter as a follow-up ("2019?", "and ny?"), the next page of a list ("next 3", "the rest"), "value?"
after a list, a correction without "I", "which ones?" after a count, "who do we have the most ... with",
"ran out" kept apart from "run out this year", clauses in a GC's words, and what happened since
signing (whose paper, price increases) not on record."""

from datetime import date
from typing import Any

import pytest

from agent.clause_intent import category_for
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import refusal

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("lic deals govd by ny law", {"contract_type": "License", "law_state": "US-NY"}),
        ("dist agmts expring next q", {"contract_type": "Distributor", "end_from": "2019-07-01"}),
        ("anything govd by pensylvania law", {"law_state": "US-PA"}),
        ("what wraps up this fy", {"end_from": "2019-01-01", "end_to": "2019-12-31"}),
    ],
)
def test_phone_shorthand(question: str, expected: dict[str, str]) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected and not p.unread, p


def test_a_minimum_in_shorthand_is_no_minute() -> None:
    assert "minimum" in expand_shorthand("is there a min order")
    assert "minimum" not in expand_shorthand("back in 5 min")


def test_which_run_out_this_year_are_not_only_the_ended_ones() -> None:
    assert "active" not in _plan("how many licences run out this year?").args
    assert _plan("which licences have run out?").args.get("active") is False


@pytest.mark.parametrize(
    ("follow_up", "expected"),
    [
        ("2017?", {"law_state": "US-TX", "effective_from": "2017-01-01"}),
        ("and ny?", {"law_state": "US-NY"}),
        ("what about fl", {"law_state": "US-FL"}),
    ],
)
def test_a_bare_filter_after_a_list_narrows_or_swaps_it(follow_up: str, expected: dict[str, str]) -> None:
    first = _plan("texas law supply agreements")
    p = _plan(follow_up, first.args)
    assert {k: p.args.get(k) for k in expected} == expected and p.args.get("contract_type") == "Supply", p


def test_the_next_page_of_a_list() -> None:
    first = _plan("list the licences signed since 2010")
    nxt = _plan("next 3", first.args)
    assert nxt.args["offset"] == 5 and nxt.args["limit"] == 3 and nxt.args["contract_type"] == "License", nxt
    rest = _plan("show me the rest", nxt.args)
    assert rest.args["offset"] == 8 and rest.args["limit"] == 50, rest
    ranked = _plan("and the next ones", _plan("top 5 licences by value").args)
    assert ranked.args["sort_by"] == "total_amount" and ranked.args["offset"] == 5, ranked


def test_value_after_a_list_is_its_total() -> None:
    p = _plan("total value?", _plan("active franchise agreements").args)
    assert p.tool == "contract_aggregate" and p.args.get("metric") == "sum", p
    assert p.args.get("contract_type") == "Franchise" and p.args.get("active") is True, p


def test_a_correction_without_i() -> None:
    first = _plan("distribution agreements under california law")
    p = _plan("nope meant the supply ones", first.args)
    assert p.args.get("contract_type") == "Supply" and p.args.get("law_state") == "US-CA" and not p.unread, p


def test_which_ones_after_a_count_lists_them_all() -> None:
    p = _plan("which are they", _plan("how many franchise deals are under florida law?").args)
    assert p.args.get("limit") == 50 and p.args.get("law_state") == "US-FL", p


def test_who_we_have_the_most_deals_with() -> None:
    p = _plan("who do we have the most reseller deals with?")
    assert p.args.get("group_by") == "party" and p.args.get("contract_type") == "Reseller", p


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("can the distributor just walk", "Termination For Convenience"),
        ("are they allowed to subcontract the work", "Anti-Assignment"),
        ("can the vendor hand it off to someone else", "Anti-Assignment"),
        ("does it lock us into a minimum spend", "Minimum Commitment"),
        ("do we get the data back when it ends", "Post-Termination Services"),
        ("what notice do we need to keep it from rolling over", "Notice Period To Terminate Renewal"),
        ("where the supplier's liability is not capped", "Uncapped Liability"),
    ],
)
def test_clauses_in_a_general_counsels_words(topic: str, category: str) -> None:
    assert category_for(expand_shorthand(topic)) == category


@pytest.mark.parametrize(
    "question",
    ["which deals were drafted on their paper?", "which suppliers raised their prices this year?"],
)
def test_what_happened_since_signing_is_not_on_record(question: str) -> None:
    said = refusal(expand_shorthand(question))
    assert said is not None and said.kind == "not_recorded", said


def test_whether_a_contract_allows_a_price_increase_is_a_clause_question() -> None:
    assert refusal("can the supplier raise prices under the acme agreement?") is None


def test_a_later_page_says_where_it_is_in_the_list() -> None:
    from agent.answer import write_search

    card = {"file_id": "F-6", "contract_type": "License", "effective_date": "2018-01-01", "parties": []}
    result = {"tool": "contract_search", "total": 12, "shown": [card], "filters": {}, "offset": 5, "limit": 5}
    text = write_search(result, "search")
    assert "Showing 6–6 of 12" in text and "F-6" in text, text
    assert "no more after the first 12" in write_search({**result, "shown": [], "offset": 15}, "search")


def test_the_distribution_one_is_a_type_not_a_breakdown() -> None:
    p = _plan("the distribution one - when does it end?", _plan("the acme agreements").args)
    assert p.tool == "contract_search" and p.args.get("contract_type") == "Distributor", p


def test_how_much_notice_is_no_sum_of_values() -> None:
    p = _plan("acme supply agreement - how much notice do we need to give?")
    assert p.args.get("metric") != "sum", p


def test_a_count_and_the_total_in_one_message_is_the_total_which_says_the_count() -> None:
    p = _plan("how many licences do we have and what's the combined value")
    assert p.tool == "contract_aggregate" and p.args.get("metric") == "sum", p


def test_a_clause_cue_counts_each_word_of_an_unread_phrase() -> None:
    from agent.clause_intent import cue_around

    question = "supply deals - which can the supplier hand off without our consent?"
    assert cue_around(question, ["supplier hand", "without"]) == "Anti-Assignment"


def test_a_named_contract_then_its_question_without_a_dash() -> None:
    from agent.planner import _NAMES_THEN_ASKED

    m = _NAMES_THEN_ASKED.match("acme / globex supply agmt can they sub it out")
    assert m and m.group("named2").endswith("agmt") and m.group("asked2") == "can they sub it out"


def test_one_contracts_total_value_is_its_card_not_a_sum() -> None:
    p = _plan("the acme licence - what's the total value and when does it end?")
    assert p.args.get("metric") != "sum", p
