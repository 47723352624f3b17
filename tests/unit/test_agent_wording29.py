"""The classes the twenty-eighth unseen set found (an external audit senior in the client's Slack), in
wordings those questions did not use: a date range written with a spaced dash, a day named by its role
("the balance sheet date (12/31/2018)"), or named and not given, "up to today", a year at a sentence's
end, a date before a noun of endings ("2019 expirations"), counts per "effective year", "at or above"
an amount, in force on one day beside another date, part of a period ("the last two weeks of
December 2018"), accounting asked as a fact or as advice, and a deletion asked mid-message."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import ACCOUNTING_NOTE, ADVICE_NOTE, advice_note, refusal

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


def _window(args: dict[str, Any], field: str) -> tuple[str | None, str | None]:
    return args.get(f"{field}_from"), args.get(f"{field}_to")


@pytest.mark.parametrize(
    ("question", "field", "window"),
    [
        ("licences signed 02/01/2017 – 05/31/2017", "effective", ("2017-02-01", "2017-05-31")),
        ("what was effective March 3, 2016 - April 30, 2016?", "effective", ("2016-03-03", "2016-04-30")),
        ("deals dated 2016-02-01 - 2016-06-30", "effective", ("2016-02-01", "2016-06-30")),
        ("agreements ending 1.2.2020 - 30.6.2020", "end", ("2020-02-01", "2020-06-30")),
        ("supply agreements signed 2014 to 2016.", "effective", ("2014-01-01", "2016-12-31")),
        ("agreements effective after 1/31/2019 up until today", "effective", ("2019-02-01", "2019-06-30")),
        ("signed after the cut-off date (3/31/2019)", "effective", ("2019-04-01", None)),
        ("anything expiring after the reporting date of June 30, 2019?", "end", ("2019-07-01", None)),
        ("deals signed in the last 10 days of June 2018", "effective", ("2018-06-21", "2018-06-30")),
        ("what expires in the first week of 2020", "end", ("2020-01-01", "2020-01-07")),
        ("Q2 2020 expiries", "end", ("2020-04-01", "2020-06-30")),
        ("November 2019 renewals please", "end", ("2019-11-01", "2019-11-30")),
    ],
)
def test_dates_as_an_auditor_writes_them(question: str, field: str, window: tuple[str, str | None]) -> None:
    args = _plan(question).args
    assert _window(args, field) == window, args


@pytest.mark.parametrize(
    ("question", "term"),
    [
        ("which contracts were live at the reporting date?", "reporting-date"),
        ("agreements signed during the audited period", "audited-period"),
        ("what ended after period-end", "period-end"),
    ],
)
def test_a_day_named_by_its_role_and_not_given_is_said_back(question: str, term: str) -> None:
    read = _plan(question)
    assert term in read.unread and not any(k.endswith(("_from", "_to")) for k in read.args), read


def test_in_force_on_a_day_beside_another_date() -> None:
    args = _plan("licences signed before 6/1/2017 that were still in force as of 12/31/2017").args
    assert args["active_on"] == "2017-12-31" and args["effective_to"] == "2017-05-31", args


@pytest.mark.parametrize(
    ("question", "unit", "field"),
    [
        ("deal count by signing year", "year", "effective_date"),
        ("contracts per expiration quarter in 2020", "quarter", "end_date"),
        ("number of agreements by start month in 2018", "month", "effective_date"),
    ],
)
def test_counts_per_a_named_date_kind(question: str, unit: str, field: str) -> None:
    read = _plan(question)
    assert read.tool == "contract_aggregate" and read.args["group_by"] == unit, read
    assert read.args["date_field"] == field


@pytest.mark.parametrize(
    ("question", "op", "amount"),
    [
        ("licences valued at or below $75k", "<=", 75_000),
        ("distributor agreements equal to or greater than $1 million", ">=", 1_000_000),
        ("JV agreements at or above our $5m reporting threshold", ">=", 5_000_000),
    ],
)
def test_a_comparison_with_or_is_one_comparison(question: str, op: str, amount: float) -> None:
    read = _plan(question)
    assert "any_of" not in read.args and (read.args["amount_op"], read.args["amount"]) == (op, amount), read
    assert read.unread == []


@pytest.mark.parametrize(
    "question",
    [
        "which licences became effective in 2017",
        "roll-forward of contract count by year, 2015 through 2017",
        "contracts over $1m (stated value)",
    ],
)
def test_framing_words_of_an_audit_are_not_unread(question: str) -> None:
    assert _plan(question).unread == []


def test_contracting_entities_are_the_parties() -> None:
    assert (
        expand_shorthand("who are the legal entities on the Acme deal?")
        == "who are the parties on the Acme deal?"
    )


@pytest.mark.parametrize(
    "question",
    [
        "Was any income deferred on the Acme licence?",
        "Which contracts are accounted for as finance leases?",
        "list the agreements with unbilled revenue at year end",
    ],
)
def test_the_ledger_is_accounting_not_on_record(question: str) -> None:
    declined = refusal(question)
    assert declined is not None and declined.kind == "accounting"


def test_accounting_asked_as_advice_gets_the_facts_and_its_own_note() -> None:
    question = "Should the client capitalise the costs of the Acme agreement under ASC 340?"
    assert refusal(question) is None and advice_note(question) == ACCOUNTING_NOTE
    assert advice_note("should we renew the Acme deal?") == ADVICE_NOTE
    assert advice_note("when does the Acme deal end?") == ""


@pytest.mark.parametrize(
    ("question", "write"),
    [
        ("Those supply agreements were uploaded twice. Delete both.", True),
        ("the Acme records are stale - update them", True),
        ("which agreements did we update last year - list them", False),
        ("Which licences can the licensor terminate - show the clause", False),
    ],
)
def test_a_deletion_asked_mid_message_is_declined(question: str, write: bool) -> None:
    declined = refusal(question)
    assert (declined is not None and declined.kind == "write") == write, declined


def _planned(messages: list[Any], index: PartyIndex | None = None) -> Any:  # noqa: ANN401
    from graph_ingest.scope import ReaderScope
    from tests.unit.offline import offline_planner

    return offline_planner(index).invoke(
        messages, scope=ReaderScope(tenant="t").model_dump(), today=TODAY.isoformat()
    )


def _searched(question: str, args: dict[str, Any]) -> list[Any]:
    import json

    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    result = {"tool": "contract_search", "total": 12, "shown": [], "filters": args}
    call = AIMessage("", tool_calls=[{"name": "contract_search", "args": args, "id": "s1"}])
    return [HumanMessage(question), call, ToolMessage(json.dumps(result), tool_call_id="s1", artifact=result)]


@pytest.mark.parametrize("opener", ["And", "So", "ok,", "Also"])
def test_which_of_those_after_an_opening_word_asks_their_text(opener: str) -> None:
    from langchain_core.messages import AIMessage, HumanMessage

    thread = [*_searched("supply deals under English law?", {"law_country": "GB"}), AIMessage("12 of them.")]
    out = _planned(
        [*thread, HumanMessage(f"{opener} which of those assign ownership of the IP to the buyer?")]
    )
    call = out.tool_calls[0]
    assert call["name"] == "clause_search" and call["args"]["category"] == "Ip Ownership Assignment", call


def test_how_a_figure_is_worked_out_is_asked_of_the_text() -> None:
    from agent.clause_intent import clause_plan

    planned = clause_plan(
        "how are the distributor's commissions calculated in the Zeta reseller agreement?", []
    )
    assert planned is not None and "commissions calculated" in planned["query"], planned


def test_why_it_is_asked_after_the_question_is_no_clause() -> None:
    from agent.clause_intent import clause_plan

    assert (
        clause_plan("Which licences renew on their own? We need it for the budget section.", []) is not None
    )
    assert clause_plan("Which licences renew on their own? It feeds the term we model.", []) is None


def test_an_instruction_starting_a_sentence_names_no_party() -> None:
    from langchain_core.messages import HumanMessage

    index = PartyIndex.of("Zeta Systems, Inc.", "Quote Media Holdings")
    out = _planned([HumanMessage("Does the Zeta agreement cap liability? Quote the clause.")], index)
    args = out.tool_calls[0]["args"]
    assert (
        args.get("parties") == ["Zeta Systems, Inc."] and "does" not in str(args.get("contract", "")).lower()
    )


@pytest.mark.parametrize(
    ("question", "linked"),
    [
        ("which alliances end only by mutual consent?", False),
        ("licences that need prior written consent to assign", False),
        ("what do we have with Mutual Insurance?", True),
        ("which contracts can be terminated by mutual agreement?", False),
    ],
)
def test_how_a_contract_is_agreed_names_no_party(question: str, linked: bool) -> None:
    index = PartyIndex.of("Mutual Insurance Corporation of America", "Prior Industries LLC")
    read = plan(expand_shorthand(question), index, None, TODAY)
    assert bool(read.args.get("parties")) == linked, read.args


def test_an_opening_word_before_how_many_is_no_question_about_text() -> None:
    from langchain_core.messages import HumanMessage

    out = _planned([HumanMessage("ok so how many deals is outside counsel the owner on?")])
    assert not out.tool_calls or out.tool_calls[0]["name"] != "clause_search", out.tool_calls
