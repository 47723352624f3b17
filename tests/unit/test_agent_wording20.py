"""Readings from the classes a twentieth round of unseen questions missed (a paralegal keeping the
contract register, in checklist style), in wordings those questions did not use: dates compared with
">=", an arrow between years, "year of effect", a note after "=>", "which of those have a
non-compete?" after a list, another workspace named in two words, and advice asked with "just" or
"are we OK legally?".
"""

from datetime import date

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import asks_advice, refusal

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "licences that ended since 1 Jan 2019 (end date >= 2019-01-01, up to today)",
            {"end_from": "2019-01-01", "end_to": "2019-06-30"},
        ),
        ("supply agmts with start date <= 2015-12-31", {"effective_to": "2015-12-31"}),
        (
            "# of licences per year of effect, 2014 -> 2016",
            {"group_by": "year", "effective_from": "2014-01-01", "effective_to": "2016-12-31"},
        ),
    ],
)
def test_register_notation(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


def test_a_note_after_an_arrow_asks_nothing() -> None:
    p = _plan("what's ending in the next 30 days? => need to chase the owners")
    assert p.args.get("end_to") == "2019-07-30" and not p.unread, (p.args, p.unread)


@pytest.mark.parametrize("follow", ["which of those have a non-compete?", "any of them w/ non-competes?"])
def test_a_non_compete_asked_of_the_last_list_is_a_clause(follow: str) -> None:
    p = _plan(follow, previous={"contract_type": "Endorsement"})
    assert p.args.get("contract_type") == "Endorsement", p.args


def test_non_compete_agreements_are_a_type() -> None:
    assert _plan("do we have any non-compete agreements?").args.get("contract_type") == "Non-Compete"


def test_another_workspace_named_in_two_words_is_declined() -> None:
    said = refusal(expand_shorthand("can you also check the *EMEA Legal* workspace's register for dupes?"))
    assert said is not None and said.kind == "other_workspace", said


@pytest.mark.parametrize(
    "question",
    [
        "the Globex deal rolled over - can we just walk away now?",
        "we want to assign the Soylent licence to an affiliate - are we OK legally?",
    ],
)
def test_advice_asked_in_passing(question: str) -> None:
    assert asks_advice(expand_shorthand(question))


def test_a_title_in_capitals_names_the_contract_not_a_clause() -> None:
    from langchain_core.messages import HumanMessage

    from graph_ingest.scope import ReaderScope
    from tests.unit.offline import offline_planner

    index = PartyIndex.of("Globex Corporation", "Soylent Foods Ltd")
    question = (
        "EXCLUSIVE SUPPLY AGREEMENT between Globex Corporation and Soylent Foods Ltd -> end date + value?"
    )
    out = offline_planner(index).invoke(
        [HumanMessage(expand_shorthand(question))],
        scope=ReaderScope(tenant="t").model_dump(),
        today="2019-06-30",
    )
    assert out.tool_calls and out.tool_calls[0]["name"] != "clause_search", out.tool_calls


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("how many contracts have the governing law field blank?", {"has_law": False}),
        ("service agmts with no governing law on record", {"has_law": False, "contract_type": "Service"}),
        ("licences without a choice of law", {"has_law": False, "contract_type": "License"}),
        ("how many supply agmts have end date = n/a?", {"has_end_date": False, "contract_type": "Supply"}),
        ("licences where the value is blank", {"has_value": False, "contract_type": "License"}),
    ],
)
def test_a_blank_field_of_the_register(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


def test_no_governing_law_is_said_back() -> None:
    from agent.answer import subject

    assert "no governing law on record" in subject({"has_law": False}, {})
