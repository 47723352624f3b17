"""Readings from the classes a twenty-second round of unseen questions missed (an IP / technology
counsel writing in a shared Slack channel: exclusions, neither/nor, superlatives, "quote it"), in
wordings those questions did not use: a type left out with "anything but" or "that are not", laws
left out in a list ("excluding Delaware and NY", "neither ... nor"), the latest end first, "X-based",
whom a message asks for, a list asked for whole in some order, the nth one of a list over "it", the
clause a thread asked about quoted from one contract, licence transfer and perpetual licences as
clauses, and requests to link documents, to e-mail outside counsel or about checks run on a vendor.
"""

from datetime import date
from typing import Any

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage

from agent.answer import describe
from agent.clause_intent import category_for
from agent.intent import intent_of, plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import refusal
from graph_ingest.filters import Conditions
from graph_ingest.scope import ReaderScope
from tests.unit.offline import offline_planner

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict | None = None, index: PartyIndex | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("question", "left_out"),
    [
        ("everything but the hosting agreements that end next year", "Hosting"),
        ("how many deals from 2016 that aren't distribution agreements?", "Distributor"),
        ("list contracts which are not franchise agreements, signed after 2010", "Franchise"),
        ("count the non licence ones, i.e. contracts that are NOT licence agreements", "License"),
        ("skip the JVs: what did we sign in 2018?", "Joint Venture"),
    ],
)
def test_a_type_left_out(question: str, left_out: str) -> None:
    p = _plan(question)
    assert p.args.get("contract_type_not") == left_out and "contract_type" not in p.args, p.args


@pytest.mark.parametrize(
    ("question", "states"),
    [
        ("contracts under neither Texas nor Florida law", {"US-TX", "US-FL"}),
        ("count by governing state, leaving out New York and Delaware", {"US-NY", "US-DE"}),
        ("which supply agreements are governed by anything other than California, NY or Texas law?", None),
    ],
)
def test_laws_left_out_in_a_list(question: str, states: set[str] | None) -> None:
    p = _plan(question)
    left_out = set((p.args.get("law_state_not") or "").split(" or ")) - {""}
    if states:
        assert left_out == states and "law_state" not in p.args, p.args
        assert "governed by neither" in describe(p.args)
        assert Conditions(law_state_not=p.args["law_state_not"]).law_state_not == p.args["law_state_not"]
    assert not set((p.args.get("law_state") or "").split(" or ")) & left_out, (
        p.args
    )  # never also read as wanted


def test_a_law_left_out_said_twice_is_left_out_once() -> None:
    p = _plan("NDAs - anything besides Delaware law? how many aren't under DE law?")
    assert p.args.get("law_state_not") == "US-DE" and "law_state" not in p.args, p.args


@pytest.mark.parametrize(
    "question",
    [
        "what is the most recently expired licence?",
        "which one was the last to run out?",
        "which deal ended most recently",
    ],
)
def test_the_latest_end_first(question: str) -> None:
    p = _plan(question)
    assert p.args.get("sort_by") == "end_date" and p.args.get("descending") is True, p.args


def test_the_newest_is_still_by_start() -> None:
    assert _plan("which licence did we sign most recently?").args.get("sort_by") == "effective_date"


@pytest.mark.parametrize(
    ("question", "slot", "value"),
    [
        ("any agreements with a California-based vendor?", "party_state", "US-CA"),
        ("contracts with Germany-based distributors", "party_country", "DE"),
    ],
)
def test_a_place_based_party(question: str, slot: str, value: str) -> None:
    p = _plan(question)
    assert p.args.get(slot) == value and not p.unread, (p.args, p.unread)


@pytest.mark.parametrize(
    "question",
    [
        "question from the procurement team - which licences end this year?",
        "quick q for the finance folks: which licences end this year?",
    ],
)
def test_whom_a_message_asks_for_names_no_type(question: str) -> None:
    p = _plan(question)
    assert p.args.get("contract_type") == "License" and not p.unread, (p.args, p.unread)


def test_a_list_asked_for_whole_in_some_order() -> None:
    previous = {"contract_type": "Supply"}
    p = _plan("show me all of them, newest first, as a numbered list", previous=previous)
    assert p.args.get("limit") == 50 and p.args.get("sort_by") == "effective_date", p.args
    assert p.args.get("contract_type") == "Supply" and not p.unread, (p.args, p.unread)
    assert intent_of("show me all of them, newest first") == "search"
    assert intent_of("which one is the newest?") == "top"


def _listed_then_one(question: str) -> list[BaseMessage]:
    """A ranked list of three shown ("... the first by effective_date is A"), then `question`."""
    call = {"name": "contract_search", "args": {"sort_by": "effective_date"}, "id": "c1", "type": "tool_call"}
    shown = [{"file_id": f} for f in ("A", "B", "C")]
    result = {"tool": "contract_search", "total": 3, "shown": shown, "sort_by": "effective_date"}
    return [
        HumanMessage("oldest licences first"),
        AIMessage(content="", tool_calls=[call]),
        ToolMessage(content="", artifact=result, tool_call_id="c1"),
        AIMessage(content="Of 3 contracts, the first by effective_date is `A`."),
        HumanMessage(question),
    ]


def _call(messages: list[BaseMessage]) -> dict[str, Any]:
    out = offline_planner().invoke(
        messages, scope=ReaderScope(tenant="t").model_dump(), today=TODAY.isoformat()
    )
    assert out.tool_calls, out.content
    return out.tool_calls[0]


def test_the_nth_one_of_a_list_is_not_its_first() -> None:
    call = _call(_listed_then_one("the second one - when does it end and who signed it?"))
    assert call["name"] == "contract_details" and call["args"]["file_id"] == "B", call


def test_quote_it_quotes_the_clause_the_thread_asked_about() -> None:
    from agent.planner import _clause_in_contract

    across = {"name": "clause_search", "args": {"query": "audit"}, "id": "c1", "type": "tool_call"}
    searched = {"tool": "clause_search", "searched": {"category": "Audit Rights"}, "hits": []}
    details = {"tool": "contract_details", "found": True, "contract": {"file_id": "F-9", "title": "Hosting"}}
    messages = [
        HumanMessage("which hosting agreements let us audit the vendor?"),
        AIMessage(content="", tool_calls=[across]),
        ToolMessage(content="", artifact=searched, tool_call_id="c1"),
        AIMessage(content="..."),
        HumanMessage("the acme one - pull up the wording"),
        AIMessage(
            content="", tool_calls=[{"name": "contract_details", "args": {}, "id": "c2", "type": "tool_call"}]
        ),
        ToolMessage(content="", artifact=details, tool_call_id="c2"),
    ]
    p = _plan("the acme one - pull up the wording")
    out = _clause_in_contract("the acme one - pull up the wording", p, messages[-1], messages)
    assert out is not None and out.tool_calls[0]["args"]["category"] == "Audit Rights", out
    assert out.tool_calls[0]["args"]["contract"] == "F-9"


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("may the distributor sublicense its rights", "Non-Transferable License"),
        ("can the licensee assign the license to a buyer", "Non-Transferable License"),
        ("is the license they get perpetual", "Irrevocable Or Perpetual License"),
        ("does it grant an irrevocable license", "Irrevocable Or Perpetual License"),
        ("clauses limiting liability", "Cap On Liability"),
        ("what licence does it grant", "License Grant"),
    ],
)
def test_kinds_of_licence_as_clauses(topic: str, category: str) -> None:
    assert category_for(topic) == category


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("please attach the signed SOW to the Globex master services agreement", "write"),
        ("link that one with the 2015 Acme supply agreement", "write"),
        ("forward the Initech licence to our external counsel", "action"),
        ("which suppliers underwent a cyber security assessment in 2018?", "not_recorded"),
        ("which deals had a background check done on the counterparty?", "not_recorded"),
    ],
)
def test_requests_declined(question: str, kind: str) -> None:
    said = refusal(expand_shorthand(question))
    assert said is not None and said.kind == kind, said


@pytest.mark.parametrize(
    "question",
    [
        "which contracts give us audit rights?",
        "which licences have an audit clause?",
        "which agreements link royalties to net sales?",
        "does the Acme agreement require a security review before go-live?",
    ],
)
def test_questions_about_what_contracts_say_are_not_declined(question: str) -> None:
    assert refusal(expand_shorthand(question)) is None


@pytest.mark.parametrize(
    "question",
    ["what ran out last month?", "which licences expired last quarter?", "deals that ended last year"],
)
def test_a_period_after_last_is_no_superlative(question: str) -> None:
    p = _plan(question)
    assert "sort_by" not in p.args and p.args.get("end_from"), p.args


@pytest.mark.parametrize(
    ("question", "start", "end"),
    [
        ("contracts ending third quarter 2020", "2020-07-01", "2020-09-30"),
        ("what did we sign in the 2nd quarter 2018?", "2018-04-01", "2018-06-30"),
    ],
)
def test_an_ordinal_quarter_without_of_is_that_quarter(question: str, start: str, end: str) -> None:
    """It was read as the whole year, silently."""
    args = _plan(question).args
    assert start in args.values() and end in args.values(), args


def test_the_earliest_n_is_n() -> None:
    p = _plan("the oldest 3 supply agreements, please list them")
    assert p.args.get("limit") == 3 and p.args.get("sort_by") == "effective_date", p.args


def test_the_opposite_of_a_list_with_one_negative_condition_turns_that_one() -> None:
    previous = {"effective_from": "2017-01-01", "effective_to": "2017-12-31", "contract_type_not": "Service"}
    p = _plan("and the opposite?", previous=previous)
    assert p.args.get("contract_type") == "Service" and "contract_type_not" not in p.args, p.args
    assert p.args.get("effective_from") == "2017-01-01"


def test_a_ranking_of_n_says_n_and_its_order() -> None:
    from agent.answer import interpretation, write_search
    from agent.intent import ranked_limit

    shown = [{"file_id": f"F{i}", "title": "x", "parties": []} for i in range(5)]
    result = {
        "tool": "contract_search",
        "total": 48,
        "shown": shown,
        "filters": {"contract_type": "License"},
        "sort_by": "effective_date",
        "descending": False,
        "limit": 5,
    }
    question = "the earliest 5 licence agreements we signed - list them w/ dates"
    assert ranked_limit(question) == 5 and ranked_limit("which is the oldest licence?") is None
    text = write_search(result, intent_of(question), ranked_limit(question))
    assert text.startswith("The 5 contracts with the earliest effective date of 48 contracts"), text
    assert "by effective date, earliest first" in (interpretation(result) or "")


@pytest.mark.parametrize(
    ("question", "limit", "nth"),
    [
        ("which licence has the third biggest value?", 3, 3),
        ("the 2nd oldest supply agreement - when was it signed?", 2, 2),
        ("which hosting agreement has the second longest term?", 2, 2),
    ],
)
def test_the_nth_of_a_ranking(question: str, limit: int, nth: int) -> None:
    from agent.intent import ranked_nth

    p = _plan(question)
    assert p.tool == "contract_search" and p.args.get("limit") == limit and p.args.get("sort_by"), p.args
    assert not p.unread and ranked_nth(question) == nth, p.unread


def test_the_nth_of_a_ranking_is_said_alone() -> None:
    from agent.answer import write_search

    shown = [
        {"file_id": "BIG", "title": "x", "parties": [], "total_amount": 9_000_000},
        {"file_id": "NEXT", "title": "y", "parties": [], "total_amount": 4_000_000},
    ]
    result = {"total": 40, "shown": shown, "filters": {}, "sort_by": "total_amount", "descending": True}
    text = write_search(result, "top", None, 2)
    assert "the second highest total value is `NEXT` ($4,000,000)" in text and "`BIG`" not in text, text
