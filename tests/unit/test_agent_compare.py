"""Two named contracts compared ("which is older, A or B?"): the question read, each contract found by
its own description, and the answer naming the one the comparison picks first, with the fact it turns
on for both. Written before the rules, in wordings the question sets did not use."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import BaseMessage, HumanMessage, ToolMessage

from agent.compare_intent import comparison, write_comparison
from graph_ingest.scope import ReaderScope
from tests.unit.offline import offline_planner


@pytest.mark.parametrize(
    ("question", "first", "second", "field", "end"),
    [
        (
            "which one is older, the Acme supply agreement or the Globex license?",
            "the Acme supply agreement",
            "the Globex license",
            "effective_date",
            "min",
        ),
        (
            "the initech hosting deal vs the soylent one: which expires sooner?",
            "the initech hosting deal",
            "the soylent one",
            "end_date",
            "min",
        ),
        (
            "is the Acme supply deal worth more than the Globex license?",
            "the Acme supply deal",
            "the Globex license",
            "total_amount",
            "max",
        ),
        (
            "which of the two runs longer: the 2012 Acme reseller agreement or the 2015 one?",
            "the 2012 Acme reseller agreement",
            "the 2015 Acme reseller agreement",
            "end_date",
            "max",
        ),
        (
            "compare the Acme supply agreement to the Globex license",
            "the Acme supply agreement",
            "the Globex license",
            None,
            "min",
        ),
    ],
)
def test_a_comparison_of_two_contracts_is_read(
    question: str, first: str, second: str, field: str | None, end: str
) -> None:
    c = comparison(question)
    assert c is not None, question
    assert (c.first, c.second, c.field, c.end) == (first, second, field, end), c


@pytest.mark.parametrize(
    "question",
    [
        "which contracts are bigger than $1M?",
        "which of our sponsorship agreements ends first?",
        "which is bigger: supply or license agreements?",
        "which is bigger, the distribution deals or the supply deals?",
        "which of those is the biggest",
        "is the Acme supply deal bigger than $1M?",
    ],
)
def test_lists_and_kinds_of_contract_are_not_two_contracts(question: str) -> None:
    assert comparison(question) is None


def _card(file_id: str, **facts: Any) -> dict[str, Any]:
    return {
        "file_id": file_id,
        "contract_type": "Supply",
        "parties": [{"name": "Acme Corp", "role": "supplier"}],
        "effective_date": facts.get("effective_date"),
        "end_date": facts.get("end_date"),
        "total_amount": facts.get("total_amount"),
    }


def test_the_answer_names_the_one_picked_first_with_both_facts() -> None:
    c = comparison("which is the bigger deal: the Acme supply agreement or the Globex license?")
    assert c is not None
    small, big = (
        _card("ACME-SUPPLY", total_amount=250_000.0),
        _card("GLOBEX-LICENSE", total_amount=1_200_000.0),
    )
    text = write_comparison(c, [small, big])
    assert text.startswith("`GLOBEX-LICENSE` is the bigger one: worth $1,200,000, against worth $250,000"), (
        text
    )
    assert text.index("- `GLOBEX-LICENSE`") < text.index("- `ACME-SUPPLY`"), text


def test_a_missing_fact_is_said_not_guessed() -> None:
    c = comparison("which is older, the Acme supply agreement or the Globex license?")
    assert c is not None
    text = write_comparison(c, [_card("ACME-SUPPLY", effective_date="2015-03-01"), _card("GLOBEX-LICENSE")])
    assert text.startswith(
        "I cannot say which is the older one: `GLOBEX-LICENSE` has no effective date on record"
    ), text
    same = write_comparison(c, [_card("ACME-SUPPLY"), _card("ACME-SUPPLY")])
    assert "both fit the same contract" in same and "Which other contract" in same, same


def _turn(question: str, results: list[dict[str, Any]]) -> list[BaseMessage]:
    """The turn so far: the question, then each call the planner made with the result given to it."""
    scope = ReaderScope(tenant="t").model_dump()
    messages: list[BaseMessage] = [HumanMessage(question)]
    for result in results:
        asked = offline_planner().invoke(messages, scope=scope, today="2019-06-30")
        call = asked.tool_calls[0]
        messages += [asked, ToolMessage(content="", artifact=result, tool_call_id=call["id"])]
    return messages


def test_each_contract_is_found_by_its_title_and_the_answer_follows() -> None:
    """No party index here: each description is looked up by its title; the answer comes once both
    contracts are found, with a reading that names both."""
    question = "which one ends first, the blue harbor supply agreement or the red canyon license?"
    scope = ReaderScope(tenant="t").model_dump()
    first = offline_planner().invoke([HumanMessage(question)], scope=scope, today="2019-06-30")
    assert first.tool_calls[0]["name"] == "contract_details", first.tool_calls
    assert first.tool_calls[0]["args"] == {"title": "the blue harbor supply agreement"}, first.tool_calls
    a = {"tool": "contract_details", "found": True, "card": _card("BLUE-HARBOR", end_date="2021-05-01")}
    b = {"tool": "contract_details", "found": True, "card": _card("RED-CANYON", end_date="2020-01-31")}
    second = offline_planner().invoke(_turn(question, [a]), scope=scope, today="2019-06-30")
    assert second.tool_calls[0]["args"] == {"title": "the red canyon license"}, second.tool_calls
    out = offline_planner().invoke(_turn(question, [a, b]), scope=scope, today="2019-06-30")
    assert not out.tool_calls
    assert str(out.content).startswith("`RED-CANYON` is the one that ends first: ending 2020-01-31"), (
        out.content
    )
    meta = out.additional_kwargs["clausebot"]
    assert meta["interpretation"] == "Read as: a comparison by end date of `BLUE-HARBOR` and `RED-CANYON`"


def test_a_description_that_fits_several_is_asked_back() -> None:
    question = "which one is older, the blue harbor supply agreement or the red canyon license?"
    scope = ReaderScope(tenant="t").model_dump()
    a = {"tool": "contract_details", "found": False, "ambiguous": True, "candidates": ["BH-1", "BH-2"]}
    out = offline_planner().invoke(_turn(question, [a]), scope=scope, today="2019-06-30")
    assert not out.tool_calls
    assert "fits 2 contracts" in str(out.content) and "Which one do you mean?" in str(out.content)
    assert out.additional_kwargs["clausebot"]["clarification"] == ["BH-1", "BH-2"]
