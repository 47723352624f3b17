"""Readings from the classes a twenty-fifth round of unseen questions missed (a due-diligence associate
typing in Teams: day-first dates, checklist labels, a deal's own papers), in wordings those questions did
not use: slashed dates read day first when one of them can only be, a window of n units up to or from a
date, a day named before its date, a checklist's label, "widen it back out", what happened in a deal
(novations, consents given, a disclosure schedule) not on record, a clause named by its small words in
a named contract, a cross-contract question after a dash, a type said of the contracts winning over one
inside the clause, and the diary out of the domain."""

from datetime import date
from typing import Any

import pytest

from agent.clause_intent import category_for
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.planner import _ASKS_WHICH, _OFF_TOPIC
from agent.understanding import asks_advice, refusal

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


def _dates(question: str, field: str = "effective") -> tuple[str | None, str | None]:
    args = _plan(question).args
    return args.get(f"{field}_from"), args.get(f"{field}_to")


def test_slashed_dates_are_day_first_when_one_of_them_must_be() -> None:
    assert _dates("NDAs signed from 02/04/2017 to 15/09/2017") == ("2017-04-02", "2017-09-15")
    assert _dates("NDAs signed from 02/04/2017 to 09/15/2017") == ("2017-02-04", "2017-09-15")  # month first


@pytest.mark.parametrize(
    ("question", "field", "window"),
    [
        (
            "licences signed in the nine months to 30 September 2018",
            "effective",
            ("2018-01-01", "2018-09-30"),
        ),
        ("what ran out in the quarter ended 31.3.2019?", "end", ("2019-01-01", "2019-03-31")),
        ("anything expiring within the 60 days from 1 August 2019?", "end", ("2019-08-01", "2019-09-29")),
        ("deals dated 18 months up to december 2018", "effective", ("2017-07-01", "2018-12-31")),
    ],
)
def test_a_window_of_units_up_to_or_from_a_date(question: str, field: str, window: tuple[str, str]) -> None:
    assert _dates(question, field) == window


def test_years_from_one_year_to_another_stay_that_range() -> None:
    assert _dates("supply deals over the four years from 2014 to 2017") == ("2014-01-01", "2017-12-31")


def test_a_day_named_before_its_date() -> None:
    p = _plan("which licences were signed after the completion date of 15/01/2018?")
    assert p.args.get("effective_from") == "2018-01-16" and not p.unread, p


def test_a_checklist_label_is_no_part_of_the_question() -> None:
    p = _plan("DD - how many franchise agreements are governed by Florida law?")
    assert p.intent == "count" and p.args.get("law_state") == "US-FL" and not p.unread, p
    assert _plan("Q3: what expires?").args.get("end_from"), "a quarter is no label"


def test_widen_it_back_out_is_no_contract_called_it() -> None:
    first = _plan("reseller agreements governed by california law")
    p = _plan("ok open it back up - every type, same law", first.args)
    assert p.args.get("law_state") == "US-CA" and "contract_type" not in p.args and not p.unread, p


@pytest.mark.parametrize(
    "question",
    [
        "which of the supply contracts have been novated to the buyer?",
        "has the licensor already granted its consent to the assignment?",
        "list the distribution deals scheduled in the disclosure schedule",
        "which licences did we receive a waiver on?",
    ],
)
def test_what_happened_in_a_deal_is_not_on_record(question: str) -> None:
    said = refusal(question)
    assert said is not None and said.kind == "not_recorded", (question, said)


@pytest.mark.parametrize(
    "question",
    [
        "can the licence be novated without consent?",
        "does the supply agreement require the buyer's consent to assign?",
    ],
)
def test_whether_a_contract_allows_a_transfer_is_a_clause_question(question: str) -> None:
    assert refusal(question) is None


def test_red_flagging_a_contract_asks_advice() -> None:
    assert asks_advice("would you red flag the acme supply agreement?")
    assert asks_advice("is the exclusivity in the acme deal a red flag?")


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("can the licensor's subsidiaries use it", "Affiliate License-Licensor"),
        ("may the licensee’s group companies sell under it", "Affiliate License-Licensee"),
        ("what's the most the agent could be on the hook for", "Cap On Liability"),
        ("which obligations survive expiry", "Post-Termination Services"),
        ("can a member transfer its partnership stake without the board's approval", "Anti-Assignment"),
    ],
)
def test_clauses_said_in_diligence_words(topic: str, category: str) -> None:
    assert category_for(topic) == category


@pytest.mark.parametrize(
    "question",
    [
        "hosting agreements - can either party walk away early?",
        "our NY licences: is any of them exclusive?",
        "supply deals; must each buyer buy a minimum?",
    ],
)
def test_a_question_across_contracts_after_a_dash(question: str) -> None:
    assert _ASKS_WHICH.search(question), question


def test_the_type_said_of_the_contracts_wins_over_one_in_the_clause() -> None:
    p = _plan("supply agreements - can the buyer's affiliates use the licence?")
    assert p.args.get("contract_type") == "Supply", p.args


def test_the_diary_is_out_of_the_domain() -> None:
    assert _OFF_TOPIC.search("could you set up a call with their counsel at 10?")
    assert _OFF_TOPIC.search("book the meeting room on floor 3")
    assert not _OFF_TOPIC.search("anything with acme in the data room?"), "the data room holds the contracts"


def test_a_count_that_asks_to_list_them_lists_every_one() -> None:
    assert _plan("how many franchise deals are under texas law? pls list them").args.get("limit") == 50


def test_a_lone_dollar_sign_asks_a_contracts_value() -> None:
    from agent.answer import write_details

    contract = {
        "file_id": "F-1", "title": "Supply Agreement", "contract_type": "Supply", "effective_date": "2018-01-01",
        "end_date": "2020-01-01", "law_country": None, "law_subdivision": None, "clauses": [], "parties": [],
        "total_amount": 250000,
    }  # fmt: skip
    text = write_details({"found": True, "contract": contract}, "the acme supply deal - $ and end date?")
    assert "total value of $250,000" in text, text
    assert "total value" not in write_details(
        {"found": True, "contract": contract}, "when does the $2m deal end?"
    )


@pytest.mark.parametrize(
    ("first", "follow_up", "limit"),
    [
        ("what are our two largest franchise deals?", "and for the supply ones?", 2),
        ("which NDA is the oldest?", "same for the licences", None),
    ],
)
def test_a_follow_up_that_swaps_a_condition_keeps_the_ranking(
    first: str, follow_up: str, limit: int | None
) -> None:
    before = _plan(first)
    p = _plan(follow_up, before.args)
    assert p.intent == "top" and p.args.get("sort_by") == before.args["sort_by"], p
    assert p.args.get("limit") == limit and p.args.get("contract_type") != before.args.get("contract_type"), p


def test_a_contract_card_says_its_value() -> None:
    from agent.answer import write_details

    contract = {
        "file_id": "F-2", "title": "Licence", "contract_type": "License", "effective_date": "2018-01-01",
        "end_date": None, "law_country": "US", "law_subdivision": "US-NY", "clauses": [], "parties": [],
        "total_amount": 1200000,
    }  # fmt: skip
    assert "value $1,200,000" in write_details({"found": True, "contract": contract}, "and the second one?")


@pytest.mark.parametrize(
    ("question", "field"),
    [("Q4 2019 - which licences run out?", "end"), ("2016: which NDAs were signed?", "effective")],
)
def test_a_date_set_as_a_heading_takes_the_verb_after_it(question: str, field: str) -> None:
    args = _plan(question).args
    assert f"{field}_from" in args and not {k for k in args if k.endswith("_from")} - {f"{field}_from"}, args


def test_a_date_inside_the_question_keeps_the_words_before_it() -> None:
    args = _plan("supply deals signed in 2017, which end when?").args
    assert args.get("effective_from") == "2017-01-01" and "end_from" not in args, args
