"""Readings from the classes an eighth unseen question set missed, in wordings that set did not use:
a year range followed by a comma ("2003-2005, how many"), "on average" / "typical" values, "same q
for ..." follow-ups that keep the thread's other slots, a preamble before the question ("hi! quick
one before my 3pm - ..."), an initialism written with its "of" ("BofA"), ordinary words that are
not parties ("our people", "liability limited"), "until when" as a contract's end date, owning
trademarks and domains as IP ownership, and advice asked as "if you were us".
"""

from datetime import date

import pytest

from agent.clause_intent import category_for
from agent.intent import plan
from agent.parties import PartyIndex
from agent.planner import _ASKS_FACT, _WORTH
from agent.understanding import asks_advice

TODAY = date(2019, 6, 30)
NO_PARTIES = PartyIndex()


PARTIES = PartyIndex.of(
    "People's Government of Fenyi County",
    "Baoding Fengfan Group Limited Liability Company",
    "Cisco Systems, Inc.",
    "Bank of America, N.A.",
    "Bank of Montreal",
    "Federal Express Corporation",
)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("licence deals from 2003-2005, how many", ("2003-01-01", "2005-12-31")),
        ("hosting agreements 2011–2013, which ones?", ("2011-01-01", "2013-12-31")),
        ("from 2015 to 2017, how many supply contracts did we sign", ("2015-01-01", "2017-12-31")),
    ],
)
def test_a_year_range_before_a_comma(question: str, expected: tuple[str, str]) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert (p.args.get("effective_from"), p.args.get("effective_to")) == expected, p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    "question",
    [
        "what is a hosting deal worth on average?",
        "what's the typical value of a licence agreement",
        "how much is a typical supply agreement worth",
    ],
)
def test_an_average_value_is_an_average(question: str) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert (p.args.get("metric"), p.args.get("field")) == ("avg", "total_amount"), p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize("follow", ["same q for the supply agmts", "same qn for supply contracts?"])
def test_same_q_for_keeps_the_other_slots(follow: str) -> None:
    first = plan("which licence agreements under NY law are still in force", NO_PARTIES, today=TODAY)
    p = plan(follow, NO_PARTIES, previous=first.args, today=TODAY)
    assert p.follow_up, p
    assert p.args.get("contract_type") == "Supply" and p.args.get("active") is True, p.args
    assert p.args.get("law_state") == "US-NY", p.args


@pytest.mark.parametrize(
    ("question", "group"),
    [
        ("hey! before my 2pm with the CFO - can you break down 2017 signings by quarter", "quarter"),
        ("good morning :) quick one for a board deck: how many contracts per type?", "contract_type"),
    ],
)
def test_a_preamble_before_the_question_is_not_the_question(question: str, group: str) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert p.args.get("group_by") == group, p.args


@pytest.mark.parametrize("question", ["how many contracts with BofA?", "any deals w/ BofM"])
def test_an_initialism_written_with_its_of(question: str) -> None:
    p = plan(question, PARTIES, today=TODAY)
    assert len(p.args.get("parties") or []) == 1 and p.args["parties"][0].startswith("Bank of"), p.args


@pytest.mark.parametrize(
    "question",
    [
        "which supply contracts stop the supplier from hiring our people",
        "do any hosting deals let them solicit your people?",
        "is liability limited in the license agreements",
        "which distribution deals have limited liability",
    ],
)
def test_ordinary_words_are_not_parties(question: str) -> None:
    p = plan(question, PARTIES, today=TODAY)
    assert not p.args.get("parties"), p.args


@pytest.mark.parametrize("question", ["anything with cisco?", "our cisco contracts", "deals with Fedex"])
def test_short_names_still_link(question: str) -> None:
    p = plan(question, PARTIES, today=TODAY)
    assert p.args.get("parties"), p.args


@pytest.mark.parametrize(
    "question",
    ["the initech supply deal - runs until when?", "acme hosting agmt, good till when?"],
)
def test_until_when_asks_a_fact(question: str) -> None:
    assert _ASKS_FACT.search(question)


@pytest.mark.parametrize(
    "question",
    ["acme JV w/ initech - how much is it and who signed it", "the globex licence: how much is that?"],
)
def test_how_much_is_it_asks_one_contracts_value(question: str) -> None:
    assert _WORTH.search(question)


@pytest.mark.parametrize(
    "text",
    [
        "who ends up owning the trademarks?",
        "who owns the domain names after termination",
        "does the licensor keep ownership of the patents",
    ],
)
def test_owning_marks_domains_and_patents_is_ip_ownership(text: str) -> None:
    assert category_for(text) == "Ip Ownership Assignment"


@pytest.mark.parametrize(
    "question",
    [
        "if you were in our shoes, would you renew the acme licence?",
        "would you exercise the termination right in the globex deal now?",
        "what would you do if you were us about the initech renewal",
        "should we push back on the indemnity or just sign?",
    ],
)
def test_advice_asked_as_if_you_were_us(question: str) -> None:
    assert asks_advice(question)


@pytest.mark.parametrize(
    ("question", "group"),
    [
        ("morning! prepping for the 2pm w/ legal ops - can u break down 2017 signings by quarter", "quarter"),
        ("hi all. putting together numbers for the board: how many contracts per type?", "contract_type"),
    ],
)
def test_the_planner_answers_the_question_after_a_preamble(question: str, group: str) -> None:
    from langchain_core.messages import HumanMessage

    from agent.planner import OfflinePlanner

    planner = OfflinePlanner().bind_tools([{"name": "contract_search"}, {"name": "contract_aggregate"}])
    out = planner.invoke([HumanMessage(question)])
    assert out.tool_calls and out.tool_calls[0]["args"].get("group_by") == group, out


@pytest.mark.parametrize(
    "question",
    [
        "hi! the Zephyrine supply deal - how much is it?",  # a contract named before the dash: not a preamble
        "hey, what's the weather in Paris tomorrow?",
    ],
)
def test_a_preamble_never_hides_what_was_not_understood(question: str) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert p.unread, p


def _planner_for(*names: str):  # noqa: ANN202 (a bound chat model)
    from tests.unit.offline import offline_planner

    return offline_planner(PartyIndex.of(*names))


def _ask(planner, messages: list):  # noqa: ANN001, ANN202
    from graph_ingest.scope import ReaderScope

    return planner.invoke(messages, scope=ReaderScope(tenant="t").model_dump(), today="2019-06-30")


@pytest.mark.parametrize(
    "question",
    [
        "do any licence agmts stop the licensee from reverse engineering",
        "can the distributor sub-distribute?",
    ],
)
def test_a_role_is_not_a_party_recorded_by_that_role(question: str) -> None:
    p = plan(question, PartyIndex.of("Licensee", "Distributor", "Acme Inc."), today=TODAY)
    assert not p.args.get("parties"), p.args


def test_a_clause_asked_of_two_named_parties_stays_theirs() -> None:
    planner = _planner_for("Globex Corporation", "Initech LLC", "Acme Inc.")
    for question in (
        "is the indemnity in the globex / initech co-marketing one-sided?",
        "should we push back on the termination language in the globex / initech co-marketing?",
    ):
        call = _ask(planner, [HumanMessage_(question)]).tool_calls[0]
        assert call["args"].get("parties") == ["Globex Corporation", "Initech LLC"], (question, call)


@pytest.mark.parametrize(
    "question",
    [
        "globex licensing & marketing deal - good till when?",
        # the ninth set's class: a value and an end date asked of it, in words a clause might use
        "Regarding the Globex joint programme: what is the research budget worth, and when is it due to end?",
    ],
)
def test_a_contract_named_by_its_title_words_then_asked_until_when_is_its_end_date(question: str) -> None:
    import json

    from langchain_core.messages import AIMessage, ToolMessage

    card = {
        "file_id": "F-9",
        "title": "Strategic Licensing, Distribution And Marketing Agreement",
        "contract_type": "Distributor",
        "effective_date": "2007-08-10",
        "end_date": "2022-08-10",
        "total_amount": None,
        "law_country": None,
        "law_subdivision": None,
        "parties": [{"name": "Globex Corporation", "role": "Licensor"}],
        "party_count": 1,
        "clause_types": [],
        "clauses": [],
        "summary": None,
    }
    result = {"tool": "contract_details", "found": True, "contract": card}
    call = AIMessage("", tool_calls=[{"name": "contract_details", "args": {"file_id": "F-9"}, "id": "1"}])
    tool = ToolMessage(json.dumps(result), tool_call_id="1", artifact=result)
    out = _ask(_planner_for("Globex Corporation"), [HumanMessage_(question), call, tool])
    assert not out.tool_calls and "2022-08-10" in out.content, out


def HumanMessage_(text: str):  # noqa: ANN201, N802 (the message class, imported late)
    from langchain_core.messages import HumanMessage

    return HumanMessage(text)
