"""Readings from the classes an eleventh unseen question set (a procurement analyst writing English
as a second language) missed, in wordings that set did not use: day-first dates with dots
("15.4.2018"), "till", thousands written with dots ("2.500.000 USD"), amounts in other currencies
(never read as dollars), "finishing" / "prolongation" / "cancellation", "the next months", "the
complete list", the countries of the partners, sending messages, and weather asked beside a
contract word.
"""

from datetime import date

import pytest

from agent.clause_intent import category_for, having_clause
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import asks_advice, refusal

TODAY = date(2019, 6, 30)


def _plan(question: str):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), today=TODAY)


def _filters(question: str, keys: set[str]) -> dict:
    p = _plan(question)
    return {k: v for k, v in p.args.items() if k in keys}


DATES = {"effective_from", "effective_to", "end_from", "end_to"}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "which licences were signed on 15.4.2018?",
            {"effective_from": "2018-04-15", "effective_to": "2018-04-15"},
        ),
        (
            "contracts that end before 30.06.2021",
            {"end_from": "2019-06-30", "end_to": "2021-06-29"},
        ),  # still to end
        (
            "agreements that started between 1.1.2018 and 31.3.2018",
            {"effective_from": "2018-01-01", "effective_to": "2018-03-31"},
        ),
        ("deals running from 2.10.2017 on", {"effective_from": "2017-10-02"}),
    ],
)
def test_day_first_dates_with_dots(question: str, expected: dict) -> None:
    assert _filters(question, DATES) == expected
    assert not _plan(question).unread


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "licences that expire till 30.9.2019",
            {"end_from": "2019-06-30", "end_to": "2019-09-30"},
        ),  # still to end
        ("which supply deals end till end of this year?", {"end_from": "2019-06-30", "end_to": "2019-12-31"}),
    ],
)
def test_till_is_until(question: str, expected: dict) -> None:
    assert _filters(question, DATES) == expected, _plan(question).args


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "which licences are finishing by the end of 2021?",
            {"end_from": "2019-06-30", "end_to": "2021-12-31"},
        ),
        ("which licences ended by the end of 2018?", {"end_to": "2018-12-31"}),
    ],
)
def test_ending_by_the_end_of_a_year_ahead_starts_today(question: str, expected: dict) -> None:
    assert _filters(question, DATES) == expected, _plan(question).args


def test_an_amount_in_another_currency_is_no_clause_topic() -> None:
    from langchain_core.messages import HumanMessage

    from agent.planner import OfflinePlanner

    tools = [{"name": n} for n in ("contract_search", "contract_aggregate", "clause_search")]
    out = (
        OfflinePlanner()
        .bind_tools(tools)
        .invoke([HumanMessage("which licences from 2017 have a value above 2 Mio CHF?")])
    )
    assert out.tool_calls and out.tool_calls[0]["name"] == "contract_search", out.tool_calls


def test_a_date_it_cannot_read_is_said_not_dropped() -> None:
    p = _plan("contracts signed after 31.13.2019")  # no 13th month
    assert p.unread, p.args


@pytest.mark.parametrize(
    ("question", "amount"),
    [("agreements above 2.500.000 USD", 2_500_000), ("licences over 1.200.000 dollars", 1_200_000)],
)
def test_thousands_written_with_dots(question: str, amount: int) -> None:
    p = _plan(question)
    assert p.args.get("amount") == amount, p.args


@pytest.mark.parametrize(
    "question",
    [
        "licences under 20 k€",
        "deals worth more than EUR 1 Mio",
        "service contracts above £500k",
        "anything over 2 million euros?",
        "supply agreements below CHF 100.000",
    ],
)
def test_an_amount_in_another_currency_is_not_read_as_dollars(question: str) -> None:
    p = _plan(question)
    assert "amount" not in p.args, p.args
    assert any("dollar" in u for u in p.unread), p.unread


@pytest.mark.parametrize(
    "question",
    ["which licences are finishing next year?", "the distributor deals finishing in 2020"],
)
def test_finishing_is_ending(question: str) -> None:
    p = _plan(question)
    assert "end_from" in p.args and not p.unread, (p.args, p.unread)


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("does it prolong automatically?", "Renewal Term"),
        ("any automatic prolongation in the Acme contract?", "Renewal Term"),
        (
            "how long before the prolongation must we give notice to stop it?",
            "Notice Period To Terminate Renewal",
        ),
        ("is there a right of cancellation for convenience?", "Termination For Convenience"),
    ],
)
def test_prolongation_and_cancellation(text: str, category: str) -> None:
    assert category_for(expand_shorthand(text)) == category


def test_a_kind_with_a_cancellation_clause() -> None:
    assert having_clause(expand_shorthand("which licences have a cancellation for convenience?")) is not None


def test_the_next_months_is_a_window() -> None:
    p = _plan("which deals run out in the next months?")
    assert p.args.get("end_from") == "2019-06-30" and p.args.get("end_to"), p.args


@pytest.mark.parametrize(
    "question",
    ["send me the complete list of the supply agreements", "I need the entire list of licences"],
)
def test_the_complete_list(question: str) -> None:
    p = _plan(question)
    assert p.args.get("limit") == 50 and not p.unread, (p.args, p.unread)


@pytest.mark.parametrize(
    "question",
    [
        "which countries do our suppliers come from? top 3 please",
        "top 5 countries of our partners by number of contracts",
        "contracts per partner country",
    ],
)
def test_the_countries_of_the_partners(question: str) -> None:
    p = _plan(question)
    assert p.args.get("group_by") == "party_country", p.args


@pytest.mark.parametrize(
    "question",
    [
        "please send an e-mail to the supplier that we terminate the licence",
        "could you write a letter to Acme about the renewal of their contract?",
        "can you notify the vendor that the supply agreement ends?",
    ],
)
def test_sending_a_message_is_declined(question: str) -> None:
    assert refusal(expand_shorthand(question)) is not None


@pytest.mark.parametrize(
    "question",
    [
        "is the 30 days notice ok for us or should we ask for more?",
        "is this liability cap acceptable for us?",
        "the 90 days payment term - is it fine for us or must we negotiate?",
    ],
)
def test_is_it_ok_for_us_is_advice(question: str) -> None:
    assert asks_advice(expand_shorthand(question))


def test_the_weather_beside_a_contract_word_is_out_of_domain() -> None:
    from langchain_core.messages import HumanMessage

    from agent.planner import OfflinePlanner

    planner = OfflinePlanner().bind_tools([{"name": "contract_search"}, {"name": "contract_aggregate"}])
    out = planner.invoke(
        [HumanMessage("what's the weather in Lyon on monday? I have a meeting with a vendor")]
    )
    assert not out.tool_calls, out.tool_calls
    assert out.additional_kwargs["clausebot"]["refused"] == "out_of_domain", out


def test_a_follow_up_naming_another_end_keeps_the_start_from_today() -> None:
    first = _plan("which licences end by the end of 2020?")
    p = plan(expand_shorthand("and the service ones, by the end of 2023?"), PartyIndex(), first.args, TODAY)
    assert p.args.get("end_from") == "2019-06-30" and p.args.get("end_to") == "2023-12-31", p.args
    assert p.args.get("contract_type") == "Service", p.args


def test_the_complete_list_of_a_kind_is_no_clause_question() -> None:
    from agent.clause_intent import clause_plan

    assert clause_plan("could you give me the complete list of the hosting agreements?", []) is None


def test_two_names_joined_by_and_link_each_one_even_misspelt() -> None:
    index = PartyIndex.of("Initrode Holdings Inc", "Vandelay Industries GmbH & Co KG", "Johnson and Johnson")
    p = plan("the licence between Initrode and Vandelay Industires - when does it end?", index, today=TODAY)
    assert p.args.get("parties") == ["Initrode Holdings Inc", "Vandelay Industries GmbH & Co KG"], p.args
    assert plan("deals with Johnson and Johnson", index, today=TODAY).args.get("parties") == [
        "Johnson and Johnson"
    ]


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("may they lure away our staff?", "No-Solicit Of Employees"),
        ("can it be transferred to a buyer without our approval?", "Anti-Assignment"),
    ],
)
def test_plain_words_for_clauses(text: str, category: str) -> None:
    assert category_for(expand_shorthand(text)) == category


def test_for_which_kinds_is_a_clause_question_across_contracts() -> None:
    from langchain_core.messages import HumanMessage

    from agent.planner import OfflinePlanner

    tools = [{"name": n} for n in ("contract_search", "contract_aggregate", "clause_search")]
    out = (
        OfflinePlanner()
        .bind_tools(tools)
        .invoke([HumanMessage("for which licences is there an audit right?")])
    )
    assert out.tool_calls and out.tool_calls[0]["name"] == "clause_search", out.tool_calls
    assert out.tool_calls[0]["args"].get("contract_type") == "License", out.tool_calls


@pytest.mark.parametrize(
    ("question", "country"),
    [
        ("service agreements with no japanese party", "JP"),
        ("licences without a german licensor", "DE"),
        ("how many supply deals have no british supplier in them?", "GB"),
    ],
)
def test_no_party_of_a_country(question: str, country: str) -> None:
    p = _plan(question)
    assert p.args.get("party_country_none") == country, p.args
    assert "party_country" not in p.args and not p.unread, (p.args, p.unread)


@pytest.mark.parametrize(
    ("previous", "question", "expected"),
    [
        (
            {"contract_type": "License", "party_country": "FR"},
            "which don't?",
            {"contract_type": "License", "party_country_none": "FR"},
        ),
        (
            {"contract_type": "Supply", "law_country": "US", "law_state": "US-NY"},
            "and the opposite?",
            {"contract_type": "Supply", "law_state_not": "US-NY"},
        ),
        (
            {"contract_type": "Hosting", "auto_renew": True},
            "flip that",
            {"contract_type": "Hosting", "auto_renew": False},
        ),
        ({"contract_type": "Reseller"}, "which ones aren't?", {"contract_type_not": "Reseller"}),
    ],
)
def test_a_follow_up_that_negates_the_condition(previous: dict, question: str, expected: dict) -> None:
    p = plan(expand_shorthand(question), PartyIndex(), previous, TODAY)
    assert {k: v for k, v in p.args.items() if k not in ("limit",)} == expected, p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize("question", ["flip it", "which don't?"])
def test_negating_one_of_two_conditions_is_not_guessed(question: str) -> None:
    previous = {"party_country": "CN", "auto_renew": True}
    p = plan(question, PartyIndex(), previous, TODAY)
    assert p.unread, p.args


def test_a_follow_up_with_its_own_negated_condition_keeps_the_thread() -> None:
    p = plan("and which don't renew automatically?", PartyIndex(), {"contract_type": "License"}, TODAY)
    assert p.args.get("contract_type") == "License" and p.args.get("auto_renew") is False, p.args
