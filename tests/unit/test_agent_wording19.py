"""Readings from the classes a nineteenth round of unseen questions missed (a litigation associate
checking the contract position before a dispute), in wordings those questions did not use: an
N-month period ending today, "from and after" a day, expiring by a day "and not yet expired", each
calendar year, an aggregate value, the consideration, a name with a comma before its contract's
kind, "oldest first", early terminations not on record, terminating "on notice", sending a clause to
someone, a material breach, the statute of limitations, court dockets, "full list", and what is
carved out of a cap.
"""

from datetime import date

import pytest
from langchain_core.messages import HumanMessage

from agent.clause_intent import category_for, clause_plan
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import asks_advice, refusal
from graph_ingest.scope import ReaderScope
from tests.unit.offline import offline_planner

TODAY = date(2019, 6, 30)
PARTIES = PartyIndex.of(
    "Globex Corporation", "Soylent Foods Ltd", "<<enter Company Name>>", "Full Throttle Brewing Company"
)
SCOPE = ReaderScope(tenant="t").model_dump()


def _plan(question: str, previous: dict | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PARTIES, previous, TODAY)


def _ask(question: str):  # noqa: ANN202 (the planner's first message)
    return offline_planner(PARTIES).invoke([HumanMessage(question)], scope=SCOPE, today="2019-06-30")


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "How many licences ended in the 6-month period ending today?",
            {"end_from": "2018-12-30", "end_to": "2019-06-30"},
        ),
        (
            "agreements signed during the twenty-four month period ending today",
            {"effective_from": "2017-06-30"},
        ),
        ("Which licences did we enter into from and after March 1, 2018?", {"effective_from": "2018-03-01"}),
        (
            "which supply agreements expire on or before March 31, 2020 and have not yet expired?",
            {"end_from": "2019-06-30", "end_to": "2020-03-31"},
        ),
    ],
)
def test_lawyers_periods(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread and not p.args.get("parties"), (p.unread, p.args)


def test_each_calendar_year_groups_by_year() -> None:
    p = _plan("how many licences took effect in each calendar year from 2012 through 2015?")
    assert p.args.get("group_by") == "year" and p.args.get("effective_from") == "2012-01-01", p.args


@pytest.mark.parametrize(
    "question",
    [
        "What is the aggregate stated value of the supply agreements?",
        "aggregate value of our Delaware-law licences",
    ],
)
def test_an_aggregate_value_is_a_total(question: str) -> None:
    p = _plan(question)
    assert p.args.get("metric") == "sum" and p.args.get("field", "total_amount") == "total_amount", p.args
    assert not p.unread, p.unread


def test_the_consideration_of_one_contract_is_its_value() -> None:
    from agent.planner import _WORTH

    assert _WORTH.search("the Globex supply agreement: what was the consideration?") or "consideration" in (
        expand_shorthand("consideration")
    )


def test_a_name_with_a_comma_before_its_kind_is_one_contract() -> None:
    from agent.planner import _specific

    assert _specific("The Globex, Inc. licence to Soylent Foods: which law governs it?")


def test_oldest_first_then_the_first_one_is_the_oldest() -> None:
    from langchain_core.messages import AIMessage, ToolMessage

    call = {
        "name": "contract_search",
        "args": {"contract_type": "Sponsorship"},
        "id": "c1",
        "type": "tool_call",
    }
    shown = [{"file_id": f, "title": f, "parties": []} for f in ("B-1999", "A-1997", "C-2001")]
    result = {
        "tool": "contract_search",
        "total": 3,
        "shown": shown,
        "filters": {"contract_type": "Sponsorship"},
    }
    question = "Oldest first: which was the first one, and when did it take effect?"
    messages = [
        HumanMessage("list our sponsorship agreements"),
        AIMessage(content="", tool_calls=[call]),
        ToolMessage(content="", artifact=result, tool_call_id="c1"),
        AIMessage(content="..."),
        HumanMessage(question),
    ]
    out = offline_planner(PARTIES).invoke(messages, scope=SCOPE, today="2019-06-30")
    call = out.tool_calls[0]
    assert call["name"] == "contract_search", call  # ranked again, not the first one as shown
    assert call["args"].get("sort_by") == "effective_date" and call["args"].get("descending") is False, call


@pytest.mark.parametrize(
    "question",
    [
        "How many of the Globex contracts were terminated early?",
        "which agreements ended before their scheduled end date?",
        "list the contracts terminated prematurely",
    ],
)
def test_early_terminations_are_not_recorded(question: str) -> None:
    said = refusal(expand_shorthand(question))
    assert said is not None and said.kind == "not_recorded", said


@pytest.mark.parametrize(
    ("question", "category"),
    [
        ("Can Globex terminate its supply agreement with Soylent on notice?", "Termination For Convenience"),
        ("may Soylent end the Globex licence on 30 days' notice?", "Termination For Convenience"),
    ],
)
def test_terminating_on_notice_asks_the_text(question: str, category: str) -> None:
    call = _ask(question).tool_calls[0]
    assert call["name"] == "clause_search" and call["args"].get("category") == category, call


@pytest.mark.parametrize(
    "question",
    [
        "Send the indemnity clause from the Globex agreement to opposing counsel, cc me.",
        "forward the Soylent termination provision to their lawyers",
    ],
)
def test_sending_a_clause_to_someone_is_declined(question: str) -> None:
    said = refusal(expand_shorthand(question))
    assert said is not None and said.kind == "action", said


@pytest.mark.parametrize(
    ("question", "advice"),
    [
        ("Globex stopped paying. Is that a material breach of the supply agreement?", True),
        ("would this be a breach of the Soylent licence?", True),
        ("what counts as a material breach under the Globex agreement?", False),
    ],
)
def test_whether_something_is_a_breach_is_advice(question: str, advice: bool) -> None:
    assert asks_advice(expand_shorthand(question)) is advice


@pytest.mark.parametrize(
    "question",
    [
        "What's the statute of limitations for breach of contract in Delaware?",
        "Check PACER for any pending cases against Globex.",
        "any lawsuits filed against Soylent Foods this year?",
    ],
)
def test_the_law_and_the_courts_are_not_in_the_contracts(question: str) -> None:
    said = refusal(expand_shorthand(question))
    assert said is not None and said.kind == "law", said


def test_which_contracts_shorten_the_limitation_period_is_a_clause_question() -> None:
    assert refusal("which contracts shorten the statute of limitations for claims?") is None


def test_a_full_list_is_no_name() -> None:
    p = _plan("Which agreements is Globex a counterparty to? Full list please.")
    assert p.args.get("parties") == ["Globex Corporation"], p.args


@pytest.mark.parametrize(
    "topic", ["what is carved out of that cap?", "anything carved out from the liability cap"]
)
def test_what_is_carved_out_of_a_cap(topic: str) -> None:
    assert category_for(expand_shorthand(topic)) == "Uncapped Liability"


def test_a_clause_plan_of_one_party_terminating() -> None:
    found = clause_plan(expand_shorthand("can Globex terminate the supply agreement on notice?"), [])
    assert found is not None and found.get("category") == "Termination For Convenience", found


def test_that_one_after_oldest_first_is_the_oldest() -> None:
    from langchain_core.messages import AIMessage, ToolMessage

    from agent.planner import referenced_contract

    call = {"name": "contract_search", "args": {"sort_by": "effective_date"}, "id": "c1", "type": "tool_call"}
    shown = [{"file_id": f, "title": f, "parties": []} for f in ("A-1997", "B-1999")]
    result = {
        "tool": "contract_search",
        "total": 2,
        "shown": shown,
        "filters": {},
        "sort_by": "effective_date",
    }
    messages = [
        HumanMessage("Oldest first: which was the first one, and when did it take effect?"),
        AIMessage(content="", tool_calls=[call]),
        ToolMessage(content="", artifact=result, tool_call_id="c1"),
        AIMessage(content="..."),
        HumanMessage("When did that one end?"),
    ]
    assert referenced_contract("When did that one end?", messages) == "A-1997"


def test_before_eoy_of_a_year_is_by_that_years_end() -> None:
    p = _plan("which distribution k's end before eoy 2020?")
    assert p.args.get("end_to") == "2020-12-31" and p.args.get("end_from") in (None, "2019-06-30"), p.args


def test_a_total_of_no_values_says_so_in_words() -> None:
    from agent.answer import write_aggregate

    result = {
        "tool": "contract_aggregate", "group_by": "none", "metric": "sum", "field": "total_amount",
        "rows": [], "matched_contracts": 2, "filters": {"contract_type": "License"},
    }  # fmt: skip
    text = write_aggregate(result, "metric")
    assert "total_amount" not in text and "states a value" in text, text
