"""The offline planner as a chat model: tool calls out, answers from tool results."""

import json

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from agent.answerer import to_answer
from agent.planner import OfflinePlanner

CARD = {
    "file_id": "F-1",
    "title": "T",
    "contract_type": "Supply",
    "effective_date": "2020-01-01",
    "end_date": None,
    "total_amount": 5000.0,
    "law_country": "US",
    "law_subdivision": "US-NY",
    "parties": [{"name": "Acme Inc.", "role": "Supplier"}],
    "party_count": 1,
    "clause_types": [],
    "summary": None,
}


def _planner() -> OfflinePlanner:
    return OfflinePlanner().bind_tools([{"name": "contract_search"}, {"name": "contract_aggregate"}])


def test_question_becomes_a_tool_call() -> None:
    out = _planner().invoke([HumanMessage("How many supply contracts signed in 2020?")])
    call = out.tool_calls[0]
    assert call["name"] == "contract_search"
    assert call["args"] == {
        "contract_type": "Supply",
        "effective_from": "2020-01-01",
        "effective_to": "2020-12-31",
    }


def test_tool_result_becomes_an_answer_citing_file_ids() -> None:
    result = {
        "tool": "contract_search",
        "total": 1,
        "shown": [CARD],
        "filters": {"contract_type": "Supply"},
        "sort_by": "effective_date",
        "descending": True,
    }
    call = AIMessage("", tool_calls=[{"name": "contract_search", "args": {}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    messages = [HumanMessage("How many supply contracts?"), call, tool]
    answer = _planner().invoke(messages)
    assert answer.content.startswith("I found 1 contract (Supply contracts)")
    assert "`F-1`" in answer.content and "$5,000" in answer.content
    final = to_answer([*messages, answer])
    assert final.contracts == ["F-1"] and final.cards[0].file_id == "F-1"
    assert final.tool_calls[0].name == "contract_search"


def test_nothing_found_says_what_was_searched() -> None:
    result = {
        "tool": "contract_search",
        "total": 0,
        "shown": [],
        "sort_by": "effective_date",
        "descending": True,
        "filters": {"contract_type": "Hosting", "law_state": "US-CA"},
    }
    messages = [
        HumanMessage("Hosting contracts under California law?"),
        AIMessage("", tool_calls=[{"name": "contract_search", "args": {}, "id": "1"}]),
        ToolMessage(json.dumps(result), tool_call_id="1"),
    ]
    text = _planner().invoke(messages).content
    assert text == "I could not find any Hosting contracts governed by California (US-CA) law."


def test_tool_error_is_reported() -> None:
    messages = [
        HumanMessage("x contracts"),
        AIMessage("", tool_calls=[{"name": "contract_search", "args": {}, "id": "1"}]),
        ToolMessage("Error: boom", tool_call_id="1", status="error"),
    ]
    assert "could not run" in _planner().invoke(messages).content


def test_a_contract_not_found_is_said_in_words_not_as_a_dict() -> None:
    from agent.answer import write_details

    text = write_details({"found": False, "searched": {"title": "Zephyrine supply"}}, "show me it")
    assert text == "I could not find a contract matching the title 'Zephyrine supply'."
    assert "{" not in write_details({"found": False, "searched": {"party": "Acme", "file_id": "F-1"}}, "q")
