"""Classes the earlier unseen sets left open, in wordings those questions did not use: "evergreen"
defined by the question as having no end date, a type word naming a part of one contract ("the
hosting side"), a clause cue the contract's description hides ("pass the deal on to a buyer"), and
"a cut of the sales" as revenue sharing."""

from __future__ import annotations

from datetime import date

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from agent.clause_intent import category_for
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.planner import OfflinePlanner

TODAY = date(2019, 6, 30)


def _plan(question: str):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), None, TODAY)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the question says what it means by it: no end date, not a renewal clause as well
        ("evergreen review: which supply agreements show no expiry date?", {"has_end_date": False}),
        ("Evergreens (no end date) under Delaware law - count?", {"has_end_date": False}),
        # said alone, or with its gloss, it is the renewal filter, read once
        ("which licences are evergreen?", {"auto_renew": True}),
        ("list the hosting agreements that are evergreen / auto renewing", {"auto_renew": True}),
    ],
)
def test_evergreen_as_the_question_defines_it(question: str, expected: dict[str, object]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in ("has_end_date", "auto_renew") if k in read.args} == expected, read
    assert read.unread == [], read


@pytest.mark.parametrize(
    "question",
    ["what notice does the hosting side need?", "and the governing law of the licence part of it?"],
)
def test_a_type_word_naming_a_part_of_one_contract_is_no_type_filter(question: str) -> None:
    assert "contract_type" not in _plan(question).args


def _tool(name: str, content: str, call_id: str) -> list:  # noqa: ANN001
    return [
        AIMessage(content="", tool_calls=[{"name": name, "args": {}, "id": call_id}]),
        ToolMessage(content=content, tool_call_id=call_id),
    ]


def test_the_side_of_the_threads_contract_is_searched_in_it() -> None:
    """ "what's the renewal term on the hosting side?" after one licence-and-hosting contract: its
    text, not every hosting agreement."""
    import json

    found = json.dumps(
        {
            "tool": "contract_details",
            "found": True,
            "contract": {"file_id": "F-9", "title": "License and Hosting Agreement", "parties": []},
            "searched": {"file_id": "F-9"},
        }
    )
    messages = [
        HumanMessage(content="the Acme licence and hosting agreement - when did it start?"),
        *_tool("contract_details", found, "c1"),
        AIMessage(content="It started on 2001-01-01."),
        HumanMessage(content="what's the renewal term on the hosting side?"),
    ]
    planner = OfflinePlanner(tool_names=["contract_search", "contract_details", "clause_search"])
    call = planner.respond(messages, None, TODAY).tool_calls[0]
    assert call["name"] == "clause_search" and call["args"]["contract"] == "F-9", call
    assert call["args"]["category"] == "Renewal Term" and "contract_type" not in call["args"], call


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("does the reseller take a cut of the sales", "Revenue/Profit Sharing"),
        ("do they get a percentage of net revenue", "Revenue/Profit Sharing"),
    ],
)
def test_a_share_of_the_money_said_plainly(topic: str, category: str) -> None:
    assert category_for(topic) == category


def test_a_clause_cue_the_contracts_description_hides_is_still_read() -> None:
    """ "can Zeta pass the deal on to a buyer?" of one contract: "the deal" describes the contract and
    also carries the cue; without it the topic alone says nothing a clause says."""
    from agent.planner import _cued

    assert _cued("Zeta reseller agmt - can Zeta pass the deal on to a buyer if they are acquired?", []) == (
        "Anti-Assignment"
    )
    assert _cued("Zeta reseller agmt - when does the deal end?", []) is None


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the question says the date is the effective date: "in force since" is when they came into force
        (
            "contracts in force from 1 March 2019 to date (by effective date)",
            {"effective_from": "2019-03-01", "effective_to": "2019-06-30"},
        ),
        # said alone, "in force" keeps its own meaning as well
        (
            "which agreements have been in force since 2018?",
            {"effective_from": "2018-01-01", "effective_to": "2019-06-30", "active": True},
        ),
    ],
)
def test_in_force_since_an_effective_date(question: str, expected: dict[str, object]) -> None:
    read = _plan(question)
    assert {
        k: v for k, v in read.args.items() if k in ("effective_from", "effective_to", "active")
    } == expected
    assert read.unread == [], read


def test_a_follow_up_that_drops_a_filter_by_any_of_its_words() -> None:
    """ "get rid of the type" and "never mind the dates" drop the slot they name (one vocabulary for
    dropping a filter and for naming it)."""
    previous = {"contract_type": "License", "effective_from": "2018-01-01", "effective_to": "2018-12-31"}
    read = plan(expand_shorthand("ok get rid of the type"), PartyIndex(), previous, TODAY)
    assert "contract_type" not in read.args and read.args.get("effective_from") == "2018-01-01", read
