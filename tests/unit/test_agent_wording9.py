"""Readings from the classes a ninth unseen question set missed (formal, British wording), in
wordings that set did not use: "the 5th of June 2018", "scheduled to"/"set to"/"still in force today",
a party "based outside" a country, a country "aside", "the turn of the century", verbs that are not
parties ("undertake not to challenge"), "an overview of", "took effect", an annual fee that is a value
and not a grouping, a minimum commitment that is a clause and not a sort, no-challenge undertakings,
polite write requests, currency conversion, and advice asked "in your view" or "would you recommend".
"""

from datetime import date

import pytest

from agent.clause_intent import category_for
from agent.intent import plan
from agent.parties import PartyIndex
from agent.planner import _ASKS_FACT, _OFF_TOPIC
from agent.understanding import asks_advice, refusal

TODAY = date(2019, 6, 30)
NO_PARTIES = PartyIndex()
PARTIES = PartyIndex.of("Challenge Bioproducts Corporation Ltd.", "The Sterling/Winters Co.", "Acme Inc.")


def _read(question: str, previous: dict | None = None) -> tuple[dict, list[str]]:
    p = plan(question, NO_PARTIES, previous=previous, today=TODAY)
    return p.args, p.unread


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("which contracts end before the 5th of June 2021?", {"end_to": "2021-06-04"}),
        ("agreements signed after the 1st of February 2015", {"effective_from": "2015-02-02"}),
    ],
)
def test_a_day_of_a_month_with_of(question: str, expected: dict) -> None:
    args, unread = _read(question)
    assert {k: v for k, v in args.items() if k in expected} == expected, args
    assert not unread, unread


@pytest.mark.parametrize(
    "question",
    [
        "which supply agreements are scheduled to expire in 2020?",
        "how many licences are set to end next year",
        "which hosting deals are still in force today?",
    ],
)
def test_scheduled_set_and_today_are_framing(question: str) -> None:
    args, unread = _read(question)
    assert args and not unread, (args, unread)


@pytest.mark.parametrize(
    "question",
    [
        "how many supply agreements have a counterparty based outside the United States?",
        "which licences involve a company located outside of Canada",
    ],
)
def test_a_party_based_outside_a_country(question: str) -> None:
    args, unread = _read(question)
    assert args.get("party_country_not") in ("US", "CA") and "party_country" not in args, args
    assert not unread, unread


@pytest.mark.parametrize(
    "question",
    [
        "leaving Delaware aside, which states' laws govern most of our contracts?",
        "setting the United States aside, which countries' laws govern the most deals",
    ],
)
def test_a_place_set_aside_is_excluded(question: str) -> None:
    args, _ = _read(question)
    assert args.get("law_state_not") == "US-DE" or args.get("law_country_not") == "US", args
    assert not args.get("party_country") and not args.get("law_state"), args


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("how many contracts started before the turn of the century?", {"effective_to": "1999-12-31"}),
        ("deals signed after the turn of the millennium", {"effective_from": "2000-01-01"}),
    ],
)
def test_the_turn_of_the_century(question: str, expected: dict) -> None:
    args, unread = _read(question)
    assert {k: v for k, v in args.items() if k in expected} == expected, args
    assert not unread, unread


@pytest.mark.parametrize(
    "question",
    [
        "which licences oblige the licensee not to challenge the patents?",
        "do any contracts say the licensee will never challenge the marks",
    ],
)
def test_a_verb_is_not_a_party(question: str) -> None:
    p = plan(question, PARTIES, today=TODAY)
    assert not p.args.get("parties"), p.args


@pytest.mark.parametrize(
    "text",
    [
        "has the licensee undertaken not to challenge the licensor's trade marks?",
        "is there a no-challenge clause",
        "may the franchisee contest the franchisor's rights in the marks?",
    ],
)
def test_no_challenge_undertakings_are_covenants_not_to_sue(text: str) -> None:
    assert category_for(text) == "Covenant Not To Sue"


@pytest.mark.parametrize(
    "question",
    [
        "could you give me an overview of the acme supply agreement",
        "when did the acme licence take effect?",
        "on what date did the globex agreement come into effect",
    ],
)
def test_overview_and_taking_effect_ask_facts(question: str) -> None:
    assert _ASKS_FACT.search(question)


@pytest.mark.parametrize(
    "question",
    ["what annual fee does acme pay under the hosting agreement?", "what is the yearly licence fee under it"],
)
def test_an_annual_fee_is_a_value_not_a_grouping(question: str) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert p.args.get("group_by") is None, p.args


@pytest.mark.parametrize(
    "question",
    [
        "which supply agreements impose a minimum purchase commitment?",
        "among the distribution agreements, which have a minimum order quantity",
    ],
)
def test_a_minimum_commitment_is_a_clause_not_a_sort(question: str) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert p.args.get("sort_by") is None and p.args.get("metric") is None, p.args


@pytest.mark.parametrize(
    "question",
    [
        "Please would you change the end date of the Acme licence to 2022.",
        "Could you kindly delete the Globex supply agreement from the system?",
        "would you please rename the initech deal",
    ],
)
def test_polite_write_requests_are_refused(question: str) -> None:
    r = refusal(question)
    assert r is not None and r.kind == "write", r


@pytest.mark.parametrize(
    "question",
    [
        "what is 500 euros in dollars at today's exchange rate?",
        "convert a hundred pounds sterling to dollars",
    ],
)
def test_currency_conversion_is_off_topic(question: str) -> None:
    assert _OFF_TOPIC.search(question)


@pytest.mark.parametrize(
    "question",
    [
        "in your opinion, could we enforce the exclusivity against the distributor?",
        "would you recommend renewing the Acme licence?",
        "in your view is the cap on liability adequate",
        "would the licensor be able to enforce the non-compete in Texas?",
    ],
)
def test_advice_asked_politely(question: str) -> None:
    assert asks_advice(question)


@pytest.mark.parametrize(
    ("question", "left_out"),
    [
        ("Other than the licences, how many of our contracts are under Delaware law?", "License"),
        (
            "which deals with a german party, excluding supply and distribution agreements?",
            "Supply or Distributor",
        ),
        ("setting the joint ventures aside, what is our most valuable contract?", "Joint Venture"),
    ],
)
def test_types_left_out_are_excluded_not_kept(question: str, left_out: str) -> None:
    args, unread = _read(question)
    assert args.get("contract_type_not") == left_out and "contract_type" not in args, args
    assert not unread, unread


def test_a_type_left_out_is_a_condition_and_is_said() -> None:
    from agent.answer import subject
    from graph_ingest.filters import ContractFilters
    from graph_ingest.search_cypher import where_clause

    filters = ContractFilters(contract_type_not="licence or supply")
    where, params = where_clause(filters)
    assert "NOT coalesce(c.contract_type, '') IN $contract_type_not" in where, where
    assert params["contract_type_not"] == ["License", "Supply"], params
    assert subject({"contract_type_not": "License"}) == "contracts other than License contracts"


def test_a_follow_up_naming_a_type_replaces_the_one_left_out() -> None:
    first, _ = _read("apart from hosting deals, what ended last year?")
    args, _ = _read("what about just the hosting ones?", first)
    assert args.get("contract_type") == "Hosting" and "contract_type_not" not in args, args


@pytest.mark.parametrize(
    "question",
    [
        "Concerning Initech Software Group's hosting agreement with Acme: when does it end?",
        "what does Initech Software Group's licence say about audits?",
    ],
)
def test_a_possessive_full_name_links(question: str) -> None:
    p = plan(question, PartyIndex.of("Initech Software Group, Inc.", "Acme Inc."), today=TODAY)
    assert "Initech Software Group, Inc." in (p.args.get("parties") or []), p.args


def test_regarding_a_contract_first_names_no_keywords() -> None:
    p = plan("Regarding the Acme hosting agreement: what is it worth?", PARTIES, today=TODAY)
    assert "text" not in p.args, p.args
    assert _read("which contracts are regarding solar panels?")[0].get("text") == "solar panels"


@pytest.mark.parametrize(
    "question",
    [
        "which contracts are governed by British Columbia law?",
        "going back to the Ontario and New South Wales list, which are worth over $1m?",
    ],
)
def test_a_word_of_a_place_name_is_not_a_party(question: str) -> None:
    index = PartyIndex.of("Columbia Laboratories, (Bermuda) Ltd.", "South Wales Electricity plc", "Acme Inc.")
    p = plan(question, index, today=TODAY)
    assert not p.args.get("parties"), p.args


@pytest.mark.parametrize(
    ("question", "states"),
    [
        ("how many Ontario and British Columbia agreements do we have?", "CA-ON or CA-BC"),
        ("the delaware and new york contracts worth more than half a million dollars", "US-DE or US-NY"),
    ],
)
def test_two_states_listed_are_either_and_more_than_an_amount_compares_nothing(
    question: str, states: str
) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert p.args.get("law_state") == states and "group_by" not in p.args, p.args


def test_a_short_name_beside_a_place_filter() -> None:
    index = PartyIndex.of("Cisco Systems, Inc.", "Acme Inc.")
    p = plan("how many deals with cisco have a counterparty in Hong Kong or Taiwan", index, today=TODAY)
    assert p.args.get("parties") == ["Cisco Systems, Inc."] and p.args.get("party_country") == "HK or TW", (
        p.args
    )


def test_a_word_of_a_contract_kind_is_not_a_party() -> None:
    index = PartyIndex.of("The Joint Corp.", "FuelCell Energy, Inc.", "Acme Inc.")
    p = plan("what is FuelCell Energy's joint development agreement worth?", index, today=TODAY)
    assert p.args.get("parties") == ["FuelCell Energy, Inc."], p.args


def test_a_follow_up_with_words_not_understood_is_answered_with_a_caveat_not_refused() -> None:
    from langchain_core.messages import AIMessage, HumanMessage

    from agent.planner import OfflinePlanner

    planner = OfflinePlanner().bind_tools([{"name": "contract_search"}, {"name": "contract_aggregate"}])
    first = AIMessage("", tool_calls=[{"name": "contract_search", "args": {"law_state": "CA-ON"}, "id": "1"}])
    from langchain_core.messages import ToolMessage

    result = {"tool": "contract_search", "total": 0, "shown": [], "filters": {"law_state": "CA-ON"}}
    tool = ToolMessage("{}", tool_call_id="1", artifact=result)
    said = AIMessage("I found no contracts.")
    follow = HumanMessage("Going back to the full Ontario list, which of them are worth more than $500,000?")
    out = planner.invoke([HumanMessage("contracts under Ontario law"), first, tool, said, follow])
    assert out.tool_calls and out.tool_calls[0]["args"].get("amount") == 500000, out


@pytest.mark.parametrize(
    "question",
    [
        "Could you give me a short summary of the consulting agreement between Acme and Initech?",
        "give me the key terms of the acme supply agreement",
        "show me the highlights of our Initech licence agreement",
    ],
)
def test_an_overview_of_a_contract_is_not_a_clause_search(question: str) -> None:
    from agent.clause_intent import clause_plan

    assert clause_plan(question, []) is None
