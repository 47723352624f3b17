"""Readings from the classes a thirteenth unseen question set (an associate doing due diligence in a
Slack channel: pasted request-list items, abbreviations, Slack formatting) missed, in wordings that
set did not use: what is left of Slack's markup once the adapter made it plain text (a quote's ">",
*bold*, _italic_, an @mention; a contract id in backticks is kept), "gov law", "DE law", "b/w", "YE2020", "ex-US law",
"the 3rd one", a clause named with a gloss in brackets, a redline asked for, and what the data does
not record (a data room, a deal team, a possessive before "GC").
"""

from datetime import date

import pytest

from agent.clause_intent import category_for
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import refusal
from graph_ingest.scope import ReaderScope
from tests.unit.offline import offline_planner

TODAY = date(2019, 6, 30)


def _plan(question: str):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), None, TODAY)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("> *how many* _supply agreements_ are there?", {"contract_type": "Supply"}),
        (
            "@jane.doe asked above: `licence agmts` w/ NY gov law?",
            {"contract_type": "License", "law_state": "US-NY"},
        ),
        ("number of JVs gov. by DE law", {"contract_type": "Joint Venture", "law_state": "US-DE"}),
        ("# of distribution deals under DE gov law", {"contract_type": "Distributor", "law_state": "US-DE"}),
    ],
)
def test_chat_markup_and_abbreviations_are_read(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("licences ending b/w now and YE2020", {"end_from": "2019-06-30", "end_to": "2020-12-31"}),
        ("what has ended since YE2017", {"end_from": "2017-12-31", "end_to": "2019-06-30"}),
    ],
)
def test_between_and_year_end_abbreviations(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


def test_flag_asks_to_show() -> None:
    p = _plan("flag everything up for renewal in the next 30 days")
    assert (p.args.get("end_from"), p.args.get("end_to")) == ("2019-06-30", "2019-07-30"), p.args
    assert not p.unread, p.unread


def test_non_us_is_outside_the_united_states() -> None:
    p = _plan("JVs with a non-US party")
    assert p.args.get("contract_type") == "Joint Venture" and "US" in str(p.args), p.args
    assert not p.unread, p.unread
    assert "outside the United States" in expand_shorthand("ex-U.S. law agreements")
    assert "non-US part" in expand_shorthand("drop the non-US part")


def test_a_contract_id_in_backticks_keeps_them() -> None:
    quoted = "tell me about `ACME_CORP_06_24_2020-EX-10.12-SUPPLY AGREEMENT`"
    assert expand_shorthand(quoted) == quoted


def test_an_ordinal_one_is_spelled_and_a_date_is_left() -> None:
    assert expand_shorthand("and the 3rd one?") == "and the third one?"
    assert expand_shorthand("signed on March 3rd 2018") == "signed on March 3rd 2018"


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("uncapped liability (i.e. carve-outs from the cap)", "Uncapped Liability"),
        ("non-solicit (of employees)", "No-Solicit Of Employees"),
        ("(the) governing law", "Governing Law"),
    ],
)
def test_a_gloss_in_brackets_does_not_name_the_clause(topic: str, category: str) -> None:
    assert category_for(topic) == category


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("could you draft a mark-up of the exclusivity section in the Acme deal", "write"),
        ("prepare an amendment to the Initech supply agreement extending it by a year", "write"),
        ("pls write new indemnity language for the Globex licence", "write"),
        ("which JVs were posted to the data room last week?", "not_recorded"),
        ("is anyone from our firm on the deal team for the Acme licence?", "not_recorded"),
        ("which licences did the seller's counsel approve", "not_recorded"),
        ("look it up in the Project Hawk workspace", "other_workspace"),
    ],
)
def test_requests_it_declines(question: str, kind: str) -> None:
    r = refusal(expand_shorthand(question))
    assert r is not None and r.kind == kind, r


@pytest.mark.parametrize(
    "question",
    [
        "what does the draft agreement with Acme say about audits?",
        "which contracts have a redline clause",
        "draft agreements signed in 2018",
        "which licences mention a data room?",
    ],
)
def test_words_of_those_requests_in_questions_are_not_declined(question: str) -> None:
    assert refusal(expand_shorthand(question)) is None


@pytest.mark.parametrize(
    ("follow", "active"),
    [
        ("ok same list minus the lapsed ones", True),
        ("now leave out the terminated agreements", True),
        ("same, excluding the running ones", False),
    ],
)
def test_leaving_out_the_ended_ones_keeps_the_others(follow: str, active: bool) -> None:
    previous = {"contract_type": "License", "law_state": "US-NY", "law_country": "US"}
    p = plan(expand_shorthand(follow), PartyIndex(), previous, TODAY)
    # leaving out the ended ones keeps the open-ended ones too (`ended` false); the running ones: the ended
    kept = (
        p.args.get("ended") is False and "active" not in p.args if active else p.args.get("active") is False
    )
    assert kept and p.args.get("contract_type") == "License", p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "category"),
    [
        ("which sponsorships have audit rights?", "Audit Rights"),
        ("any licences that carry liquidated damages", "Liquidated Damages"),
    ],
)
def test_a_clause_named_as_such_without_an_article(question: str, category: str) -> None:
    from agent.clause_intent import having_clause

    found = having_clause(expand_shorthand(question))
    assert found is not None and found[1] == category, found


def test_which_agreements_have_a_law_is_no_clause() -> None:
    from agent.clause_intent import having_clause

    assert having_clause("which agreements have Delaware law?") is None


def _listed(*file_ids: str) -> list:
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    call = {"name": "contract_search", "args": {}, "id": "c1", "type": "tool_call"}
    result = {"tool": "contract_search", "total": 40, "shown": [{"file_id": f} for f in file_ids]}
    return [
        HumanMessage("biggest service agreements?"),
        AIMessage(content="", tool_calls=[call]),
        ToolMessage(content="", artifact=result, tool_call_id="c1"),
        AIMessage(content="..."),
    ]


@pytest.mark.parametrize(
    ("follow", "expected"),
    [
        ("what about the third one?", "C"),
        ("ok #2 on the list", "B"),
        ("and the last one", "D"),
        ("the fifth one?", None),  # four were shown
        ("the third quarter of 2018?", None),
    ],
)
def test_the_nth_contract_of_the_last_list(follow: str, expected: str | None) -> None:
    from langchain_core.messages import HumanMessage

    from agent.planner import nth_listed

    assert (
        nth_listed(expand_shorthand(follow), [*_listed("A", "B", "C", "D"), HumanMessage(follow)]) == expected
    )


def _planner():  # noqa: ANN202 (a bound chat model)
    return offline_planner()


def _searched_one_contract(quoted: bool) -> list:
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    call = {
        "name": "clause_search",
        "args": {"contract": "F-1", "query": "x"},
        "id": "c1",
        "type": "tool_call",
    }
    hits = [{"file_id": "F-1", "start": 0, "end": 9}] if quoted else []
    result = {"tool": "clause_search", "contract": "F-1", "hits": hits, "closest": [{"file_id": "F-1"}]}
    return [
        HumanMessage("the Initech hosting agreement - anything on audits?"),
        AIMessage(content="", tool_calls=[call]),
        ToolMessage(content="", artifact=result, tool_call_id="c1"),
        AIMessage(content="I found no passage about audits in F-1 ..."),
    ]


@pytest.mark.parametrize("follow", ["MFN?", "and can they T4C it?", "non-compete in it?"])
def test_a_clause_asked_after_one_contract_was_searched_is_asked_of_it(follow: str) -> None:
    from langchain_core.messages import HumanMessage

    for quoted in (True, False):  # whether the search before quoted a passage of it or none
        messages = [*_searched_one_contract(quoted), HumanMessage(follow)]
        out = _planner().invoke(messages, scope=ReaderScope(tenant="t").model_dump(), today="2019-06-30")
        call = out.tool_calls[0]
        assert call["name"] == "clause_search" and call["args"].get("contract") == "F-1", call


def test_a_list_item_label_is_no_topic() -> None:
    assert expand_shorthand("next: the Seahawks sponsorship") == "the Seahawks sponsorship"
    assert expand_shorthand("Next week's renewals?") == "Next week's renewals?"


@pytest.mark.parametrize(
    "follow",
    [
        "and the same incl. the lapsed ones?",
        "ok now all of them, terminated ones included",
        "same list, whether they're running or not",
        "same, regardless of status",
    ],
)
def test_including_the_ended_ones_drops_the_status_not_inverts_it(follow: str) -> None:
    previous = {"contract_type": "License", "active": True}
    p = plan(expand_shorthand(follow), PartyIndex(), previous, TODAY)
    assert "active" not in p.args and p.args.get("contract_type") == "License", p.args
    assert not p.unread, p.unread


def test_including_the_ended_ones_in_a_first_question_filters_nothing_on_status() -> None:
    p = _plan("how many licences are there, including expired ones?")
    assert "active" not in p.args and p.args.get("contract_type") == "License", p.args
