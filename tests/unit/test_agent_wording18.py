"""Readings from the classes an eighteenth round of unseen questions missed (a CFO's assistant writing
a board pack in formal English), in wordings those questions did not use: in force at the end of a
relative period, a ranking by value that names a "commitment", a named contract's facts asked with
"could you confirm", filters kept when a clause is asked across contracts, the board asked to
decide, the financial year, "<year> to date", "each of the N years", the top parties by number of
one type's agreements, a polite closing sentence, a count that asks for the whole list, and the
governing law of each foreign country.
"""

from datetime import date

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import asks_advice
from graph_ingest.scope import ReaderScope
from tests.unit.offline import offline_planner

TODAY = date(2019, 6, 30)
PARTIES = PartyIndex.of("Globex Corporation", "Soylent Foods Ltd", "Initrode Holdings Inc")


def _plan(question: str, index: PartyIndex | None = None, previous: dict | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("question", "day"),
    [
        ("How many licences were in force as of the end of the last quarter?", "2019-03-31"),
        ("which contracts were active at the end of last year", "2018-12-31"),
        (
            "How many supply agreements were still running as at the close of the previous quarter?",
            "2019-03-31",
        ),
    ],
)
def test_in_force_at_the_end_of_a_relative_period(question: str, day: str) -> None:
    p = _plan(question)
    assert p.args.get("active_on") == day, p.args
    assert not any(k.startswith(("effective", "end_")) for k in p.args) and "active" not in p.args, p.args


@pytest.mark.parametrize(
    "question",
    [
        "Which supply agreement represents our largest single commitment by value?",
        "which licence is our biggest financial commitment?",
    ],
)
def test_the_largest_commitment_by_value_is_a_ranking(question: str) -> None:
    p = _plan(question)
    assert p.intent == "top" and p.args.get("sort_by") == "total_amount", p
    assert not p.unread, p.unread


def test_could_you_confirm_a_named_contracts_facts_reads_nothing_else() -> None:
    p = _plan(
        "Regarding the Globex Corporation supply agreement with Soylent Foods Ltd, could you kindly "
        "confirm its value and its governing law?",
        PARTIES,
    )
    assert not p.unread, p.unread


def _planner():  # noqa: ANN202 (a bound chat model)
    return offline_planner(PARTIES)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "Among the contracts above $2 million, which provide for royalties?",
            {"amount_op": ">", "amount": 2000000.0},
        ),
        (
            "of the contracts signed since 2017, which can be terminated for convenience?",
            {"effective_from": "2017-01-01"},
        ),
        (
            "Of our New York law contracts, which contain a most favoured nation clause?",
            {"law_state": "US-NY"},
        ),
    ],
)
def test_a_clause_across_contracts_keeps_the_filters(question: str, expected: dict) -> None:
    from langchain_core.messages import HumanMessage

    out = _planner().invoke(
        [HumanMessage(expand_shorthand(question))],
        scope=ReaderScope(tenant="t").model_dump(),
        today="2019-06-30",
    )
    call = out.tool_calls[0]
    assert call["name"] == "clause_search" and call["args"].get("category"), call
    assert {k: call["args"].get(k) for k in expected} == expected, call


@pytest.mark.parametrize(
    ("question", "advice"),
    [
        ("Should the board approve the renewal of the Globex supply agreement?", True),
        ("should our management sign the Soylent licence extension", True),
        ("When did the board approve the Globex agreement?", False),
    ],
)
def test_asking_whether_the_board_should_decide_is_advice(question: str, advice: bool) -> None:
    assert asks_advice(expand_shorthand(question)) is advice


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "How many licences did we sign in the current financial year? For us that is the calendar year.",
            {"effective_from": "2019-01-01", "contract_type": "License"},
        ),
        ("how many contracts were signed this financial year", {"effective_from": "2019-01-01"}),
        (
            "How many contracts have we signed in 2018 to date?",
            {"effective_from": "2018-01-01"},
        ),
        (
            "How many new agreements have we signed in 2019 to date?",
            {"effective_from": "2019-01-01", "effective_to": "2019-06-30"},
        ),
        (
            "supply agreements signed so far in 2019",
            {"effective_from": "2019-01-01", "effective_to": "2019-06-30"},
        ),
    ],
)
def test_financial_year_and_to_date(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "How many licences did we sign in each of the three full years from 2016 to 2018?",
            {"group_by": "year", "effective_from": "2016-01-01", "effective_to": "2018-12-31"},
        ),
        ("contracts signed in each of the last 3 years", {"group_by": "year"}),
    ],
)
def test_each_of_the_years_groups_by_year(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    "question",
    [
        "Who are our key counterparties in licensing? The top three by number of licence agreements, please.",
        "Our main suppliers: the top five by number of supply agreements",
    ],
)
def test_top_parties_by_number_of_one_types_agreements(question: str) -> None:
    p = _plan(question)
    assert p.args.get("group_by") == "party", p.args
    assert p.args.get("contract_type") in ("License", "Supply"), p.args


def test_a_polite_closing_sentence_asks_nothing() -> None:
    p = _plan(
        "Could you break that down by type? The top three types are sufficient.",
        previous={"effective_from": "2018-01-01"},
    )
    assert p.args.get("group_by") == "contract_type" and p.args.get("limit") == 3, p.args
    assert p.follow_up and p.args.get("effective_from") == "2018-01-01", p.args  # of the last list
    assert not p.unread, p.unread


def test_a_count_that_asks_for_the_whole_list_lists_it() -> None:
    p = _plan("How many supply agreements above $5 million do we have, and could you list them all, please?")
    assert p.args.get("limit") == 50, p.args


@pytest.mark.parametrize(
    "question",
    [
        "Outside the United States, how many contracts are governed by the law of each foreign country?",
        "per foreign governing law, how many contracts? exclude the US",
    ],
)
def test_each_foreign_law_groups_without_the_us(question: str) -> None:
    p = _plan(question)
    assert p.args.get("group_by") == "law_country" and p.args.get("law_country_not") == "US", p.args
    assert not p.unread, p.unread


def test_governed_by_foreign_law_is_a_filter_not_a_grouping() -> None:
    p = _plan(
        "how many contracts are governed by foreign law, that is, by the law of a country other than the US?"
    )
    assert p.args.get("law_country_not") == "US" and "group_by" not in p.args, p.args


@pytest.mark.parametrize(
    "question",
    [
        "In the Globex hosting agreement, which liabilities fall outside the limitation of liability?",
        "which obligations survive termination of the Soylent supply agreement?",
    ],
)
def test_which_of_a_contracts_own_things_is_a_question_about_that_contract(question: str) -> None:
    from agent.planner import _specific

    assert _specific(expand_shorthand(question))


def _searched(filters: dict, cards: list[tuple[str, str]], call_id: str) -> list:
    from langchain_core.messages import AIMessage, ToolMessage

    call = {"name": "contract_search", "args": filters, "id": call_id, "type": "tool_call"}
    shown = [{"file_id": f, "title": t, "parties": [{"name": "Globex Corporation"}]} for f, t in cards]
    said = {k: v for k, v in filters.items() if k != "limit"}  # a search's result lists its filters alone
    result = {"tool": "contract_search", "total": len(cards), "shown": shown, "filters": said}
    return [
        AIMessage(content="", tool_calls=[call]),
        ToolMessage(content="", artifact=result, tool_call_id=call_id),
    ]


def test_a_kind_said_of_a_party_that_titles_several_of_its_contracts_asks_which() -> None:
    """ "The Globex agency agreement": the one agreement of the type the word maps to is not the only
    one of Globex's whose title says "agency" (another is recorded as a service agreement): ask."""
    from langchain_core.messages import HumanMessage

    question = "pull up the Globex agency agreement"
    scope = ReaderScope(tenant="t").model_dump()
    typed = {"contract_type": "Affiliate", "parties": ["Globex Corporation"]}
    messages = [HumanMessage(question), *_searched(typed, [("G-1", "Agency Agreement")], "c1")]
    out = _planner().invoke(messages, scope=scope, today="2019-06-30")
    call = out.tool_calls[0]
    assert call["name"] == "contract_search" and "contract_type" not in call["args"], call
    cards = [("G-1", "Agency Agreement"), ("G-2", "Agency Agreement, 2009"), ("G-3", "Supply Agreement")]
    messages += _searched(call["args"], cards, "c2")
    out = _planner().invoke(messages, scope=scope, today="2019-06-30")
    assert set(out.additional_kwargs["clausebot"]["clarification"]) == {"G-1", "G-2"}, out
    only = [("G-1", "Agency Agreement"), ("G-3", "Supply Agreement")]
    messages = [
        HumanMessage(question),
        *_searched(typed, [("G-1", "Agency Agreement")], "c1"),
        *_searched(call["args"], only, "c2"),
    ]
    out = _planner().invoke(messages, scope=scope, today="2019-06-30")
    assert out.tool_calls and out.tool_calls[0]["args"] == {"file_id": "G-1"}, out


@pytest.mark.parametrize(
    "question",
    [
        "what's the 2019 HSR size-of-transaction threshold?",
        "what was the Hart-Scott-Rodino filing threshold in 2018",
    ],
)
def test_a_figure_set_by_a_regulator_is_out_of_domain(question: str) -> None:
    from langchain_core.messages import HumanMessage

    out = _planner().invoke(
        [HumanMessage(question)], scope=ReaderScope(tenant="t").model_dump(), today="2019-06-30"
    )
    assert not out.tool_calls and out.additional_kwargs["clausebot"]["refused"] == "out_of_domain", out


@pytest.mark.parametrize(
    ("follow", "desc"), [("which of those is worth the most", True), ("and which costs the least?", False)]
)
def test_worth_the_most_ranks_the_last_list(follow: str, desc: bool) -> None:
    p = _plan(follow, previous={"contract_type": "Sponsorship", "effective_from": "2018-01-01"})
    assert (
        p.intent == "top" and p.args.get("sort_by") == "total_amount" and p.args.get("descending") is desc
    ), p.args
    assert p.args.get("contract_type") == "Sponsorship", p.args


def test_a_document_filed_with_an_agreement_is_its_own_kind() -> None:
    from agent.planner import _own_title

    escrow = {
        "file_id": "X_1999-EX-10.1-HOSTING AND MANAGEMENT AGREEMENT - Escrow Agreement",
        "title": "Escrow",
    }
    amendment = {
        "file_id": "Y_2013-EX-10.34-DEVELOPMENT AGREEMENT - First Amendment",
        "title": "First Amendment",
    }
    assert "hosting" not in _own_title(escrow).lower()
    assert "development" in _own_title(amendment).lower()
