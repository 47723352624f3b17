"""Readings from the classes a twenty-third round of unseen questions missed (a deputy general counsel
preparing a quarterly business review), in wordings those questions did not use: a share or
percentage of a set of contracts (two counts, said as "n of N, p%"), also after "same but for ...",
two years compared (counts per year, not the one year a date slot keeps), two laws asked in one
message, "the <type> ones", and "same, but ..." as a follow-up.
"""

from datetime import date
from typing import Any

import pytest
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage

from agent.answer import write_share
from agent.intent import plan, share_base
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from graph_ingest.scope import ReaderScope
from tests.unit.offline import offline_planner

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("question", "base"),
    [
        ("what proportion of the reseller agreements have a Japanese party?", "the reseller agreements"),
        ("how many percent of our contracts are governed by Texas law?", "our contracts"),
        ("what fraction of franchise agreements renew automatically", "franchise agreements"),
    ],
)
def test_the_base_of_a_share(question: str, base: str) -> None:
    assert share_base(question) == base


def _turn(
    question: str, *results: dict[str, Any], calls: list[dict[str, Any]] | None = None
) -> list[BaseMessage]:
    out: list[BaseMessage] = [HumanMessage(question)]
    for i, r in enumerate(results):
        args = (calls or [{}] * len(results))[i]
        out += [
            AIMessage(
                content="",
                tool_calls=[{"name": "contract_search", "args": args, "id": f"c{i}", "type": "tool_call"}],
            ),
            ToolMessage(content="", artifact={"tool": "contract_search", **r}, tool_call_id=f"c{i}"),
        ]
    return out


def _respond(messages: list[BaseMessage]) -> AIMessage:
    return offline_planner().invoke(
        messages, scope=ReaderScope(tenant="t").model_dump(), today=TODAY.isoformat()
    )


def test_a_share_counts_its_base_then_those_asked_about() -> None:
    question = "what proportion of the reseller agreements have a Japanese party?"
    first = _respond([HumanMessage(question)]).tool_calls[0]
    assert first["args"] == {"contract_type": "Reseller", "limit": 1}, first
    base = {"total": 40, "shown": [], "filters": {"contract_type": "Reseller"}}
    second = _respond(_turn(question, base, calls=[first["args"]])).tool_calls[0]
    assert second["args"].get("party_country") == "JP" and second["args"].get("contract_type") == "Reseller"
    part = {"total": 4, "shown": [], "filters": {"contract_type": "Reseller", "party_country": "JP"}}
    said = _respond(_turn(question, base, part, calls=[first["args"], second["args"]]))
    assert not said.tool_calls and "4 of the 40 contracts" in said.content and "10.0%" in said.content, (
        said.content
    )


def test_a_share_of_none_says_so() -> None:
    assert "no share" in write_share({"total": 0, "filters": {"contract_type": "Franchise"}}, {"total": 0})


def test_same_but_after_a_share_is_a_share_of_the_new_base() -> None:
    question = "what share of licences are under Texas law?"
    first = {"contract_type": "License", "limit": 1}
    full = {"contract_type": "License", "law_country": "US", "law_state": "US-TX"}
    earlier = _turn(question, {"total": 48, "shown": []}, {"total": 3, "shown": []}, calls=[first, full])
    follow = [*earlier, AIMessage(content="3 of the 48 ..."), HumanMessage("same, but for supply agreements")]
    call = _respond(follow).tool_calls[0]
    assert call["args"] == {"contract_type": "Supply", "limit": 1}, call


@pytest.mark.parametrize(
    ("question", "low", "high"),
    [
        ("were more supply agreements signed in 2016 than in 2014?", "2014-01-01", "2016-12-31"),
        ("how many NDAs in 2012 compared to 2013", "2012-01-01", "2013-12-31"),
    ],
)
def test_two_years_compared_are_counted_per_year(question: str, low: str, high: str) -> None:
    p = _plan(question)
    assert p.tool == "contract_aggregate" and p.args.get("group_by") == "year", p.args
    assert p.args.get("effective_from") == low and p.args.get("effective_to") == high and not p.unread


def test_two_laws_asked_in_one_message_are_compared() -> None:
    p = _plan("franchise agreements - how many are under texas law, and how many under florida law?")
    assert p.args.get("group_by") == "law_state" and set(p.args["law_state"].split(" or ")) == {
        "US-TX",
        "US-FL",
    }


def test_the_type_ones_name_the_type() -> None:
    p = _plan("show me the distribution ones under NY law")
    assert p.tool == "contract_search" and p.args.get("contract_type") == "Distributor", (p.tool, p.args)


def test_same_but_is_a_follow_up() -> None:
    p = _plan("same, but only the supply agreements", previous={"law_country": "US", "law_state": "US-NY"})
    assert p.args.get("law_state") == "US-NY" and p.args.get("contract_type") == "Supply", p.args


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("how many endorsment deals ended in 2009?", "Endorsement"),
        ("list our sponsorhsip agreemnts", "Sponsorship"),
        ("which stratgic alliances have a chinese party?", "Strategic Alliance"),
        ("Distributer agreements signed in 2015", "Distributor"),
    ],
)
def test_a_misspelt_kind_of_contract_is_read(question: str, expected: str) -> None:
    p = _plan(question)
    assert p.args.get("contract_type") == expected and not p.unread, (p.args, p.unread)


@pytest.mark.parametrize(
    "text",
    ["who is the contact at the licensed vendor?", "the adams glof endorsement", "servicing fees", "Netgear"],
)
def test_english_words_and_names_are_not_corrected(text: str) -> None:
    assert expand_shorthand(text) == text


@pytest.mark.parametrize(
    ("question", "category"),
    [
        ("licence or hosting deals: which have an audit right?", "Audit Rights"),
        ("contracts worth over $5M: which of those cap liability?", "Cap On Liability"),
    ],
)
def test_which_of_a_list_named_first_have_a_clause(question: str, category: str) -> None:
    from agent.clause_intent import having_clause

    found = having_clause(question)
    assert found is not None and found[1] == category, found


def test_a_name_two_letters_off_a_kind_of_contract_stays() -> None:
    assert expand_shorthand("the Transphorm JV") == "the Transphorm JV"


@pytest.mark.parametrize(
    ("question", "group"),
    [
        ("supply agreements per supplier country, leaving out the US", "party_country"),
        ("apart from the US, in which countries are our partners based? top 4", "party_country"),
        ("our 5 biggest non-US counterparties by number of deals", "party"),
    ],
)
def test_party_countries_grouped_with_one_left_out(question: str, group: str) -> None:
    """The country left out is a filter on the parties (`party_country_not`), whose group the
    aggregation leaves out too; it used to be said back unread."""
    p = _plan(question)
    assert p.args.get("group_by") == group and p.args.get("party_country_not") == "US", p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # today said as the end of a range: it used to be dropped, leaving the first day alone
        (
            "which licences ended between 1 February 2019 and today?",
            {"end_from": "2019-02-01", "end_to": "2019-06-30"},
        ),
        (
            "deals signed from March 2017 to now",
            {"effective_from": "2017-03-01", "effective_to": "2019-06-30"},
        ),
        # a day without its year: the last such day up to today
        ("what did we sign since 15 May?", {"effective_from": "2019-05-15", "effective_to": "2019-06-30"}),
        ("contracts signed since Sep 1", {"effective_from": "2018-09-01", "effective_to": "2019-06-30"}),
        ("what ended between Feb 1 and Apr 30?", {"end_from": "2019-02-01", "end_to": "2019-04-30"}),
    ],
)
def test_ranges_to_today_and_days_without_a_year(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected and not p.unread, (p.args, p.unread)
