"""One party written two ways is found by either ("SeattleSoftwareDevelopers" and "DOT COM LLC, OBA
Seattle Software Developers"), and "the Dec 2018 one" picks from the contracts just listed."""

from __future__ import annotations

import json

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from agent.parties import PartyIndex, other_names


def test_the_names_a_party_also_goes_by() -> None:
    assert other_names("Zeta Holdings LLC d/b/a Blue Lake Trading") == ["Blue Lake Trading"]
    assert other_names("NorthStarLogisticsGroup") == ["North Star Logistics Group"]
    assert other_names("MusclePharm") == []  # two capitals: a brand, kept whole
    index = PartyIndex.of(
        "NorthStarLogisticsGroup", "Acme LLC, trading as North Star Logistics Group", "Initech"
    )
    assert sorted(index.exact("North Star Logistics Group")) == sorted(
        ["northstarlogisticsgroup", "acme llc trading as north star logistics group"]
    )
    assert index.exact("Initech") == ["initech"]


def test_one_name_for_several_parties_reads_as_either() -> None:
    from agent.answer import subject

    said = subject(
        {"parties": ["North Star"]}, {"North Star": ["NorthStar Inc", "Acme LLC d/b/a North Star"]}
    )
    assert "either NorthStar Inc or Acme LLC d/b/a North Star" in said, said


def test_the_dated_one_of_a_list() -> None:
    from agent.planner import dated_pick

    listed = {
        "tool": "contract_search",
        "total": 2,
        "shown": [
            {"file_id": "F-1", "effective_date": "2019-01-01"},
            {"file_id": "F-2", "effective_date": "2018-12-03"},
        ],
    }
    messages = [
        HumanMessage(content="the Zeta development agreements"),
        AIMessage(content="", tool_calls=[{"name": "contract_search", "args": {}, "id": "c1"}]),
        ToolMessage(content=json.dumps(listed), tool_call_id="c1"),
        AIMessage(content="2 contracts fit. Which one do you mean?"),
    ]
    assert dated_pick("the Dec 2018 one - what's it worth?", [*messages, HumanMessage(content="x")]) == "F-2"
    assert dated_pick("ok the 2019 agreement", [*messages, HumanMessage(content="x")]) == "F-1"
    assert dated_pick("the 2017 one", [*messages, HumanMessage(content="x")]) is None  # none took effect then
