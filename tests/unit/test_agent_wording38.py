"""The classes the thirty-eighth and thirty-ninth unseen sets found (outside counsel in a Slack Connect
channel, an operations analyst at a Dublin hub), in wordings those questions did not use: capitalised
type names and contract titles beside party names, a calendar period glossed by its dates in brackets,
"TTM", "CY2018", a correction that names the wrong value too, "remain in force", the top N of a
listing, the laws of many contracts "which US states'", a currency said in words, other companies'
workspaces and fees spent, and clauses in plain words."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.clause_intent import category_for
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import refusal

TODAY = date(2019, 6, 30)


def _plan(question: str, index: PartyIndex | None = None, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


def test_a_capitalised_type_is_no_party_whose_name_is_a_word_of_it() -> None:
    index = PartyIndex.of("The Joint Corp.", "Strategic Corp")
    read = _plan("How many Joint Venture agreements have a party in Japan?", index)
    assert read.args.get("contract_type") == "Joint Venture" and "parties" not in read.args, read
    assert _plan("The Joint Corp franchise: when does it end?", index).args.get("parties") == [
        "The Joint Corp."
    ]


@pytest.mark.parametrize(
    ("question", "party"),
    [
        ("Zeta Widgets Distributor Agreement - can either side walk away?", "Zeta Widgets Inc"),
        ("Acme / Zeta Widgets Supply Agreement: who pays for shipping?", "Zeta Widgets Inc"),
    ],
)
def test_a_contract_title_after_a_name_ends_the_name(question: str, party: str) -> None:
    index = PartyIndex.of("Zeta Widgets Inc", "Acme Corp")
    assert party in (_plan(question, index).args.get("parties") or []), _plan(question, index)


def test_a_currency_in_words_is_no_party() -> None:
    index = PartyIndex.of("The Sterling/Winters Co.", "Zeta Corp")
    read = _plan("average value of a supply agreement? a rough figure in sterling is fine", index)
    assert "parties" not in read.args, read


@pytest.mark.parametrize(
    ("question", "field", "start", "end"),
    [
        ("licences ending in Q4 2019 (Oct. 1 - Dec. 31, 2019)", "end", "2019-10-01", "2019-12-31"),
        ("what did we sign in CY2017 (Jan 1 - Dec 31, 2017)?", "effective", "2017-01-01", "2017-12-31"),
        ("what ends next quarter, i.e. Q3 (1st of July to 30/09/19)?", "end", "2019-07-01", "2019-09-30"),
        ("deals signed in the trailing twelve months", "effective", "2018-06-30", "2019-06-30"),
        ("TTM: how many licences did we sign?", "effective", "2018-06-30", "2019-06-30"),
    ],
)
def test_periods_as_written(question: str, field: str, start: str, end: str) -> None:
    read = _plan(question)
    assert (read.args.get(f"{field}_from"), read.args.get(f"{field}_to")) == (
        start,
        end,
    ) and read.unread == [], read


def test_a_gloss_that_is_another_period_is_not_dropped() -> None:
    # a fiscal quarter's dates beside the calendar quarter: both said in the reading, neither dropped
    read = _plan("licences ending in Q1 2020 (Apr. 1 - Jun. 30, 2020)")
    said = {(a.get("end_from"), a.get("end_to")) for a in read.args.get("any_of") or []}
    assert read.unread or said == {("2020-01-01", "2020-03-31"), ("2020-04-01", "2020-06-30")}, read


@pytest.mark.parametrize(
    ("question", "field", "start", "end"),
    [
        ("what ends from 1 October to 31 December 2019?", "end", "2019-10-01", "2019-12-31"),
        ("what ends between 1 November and 31 January 2020?", "end", "2019-11-01", "2020-01-31"),
        (
            "what starts during the spring term, which for these purposes I shall take as 1 January to 31 March 2019?",
            "effective",
            "2019-01-01",
            "2019-03-31",
        ),
        (
            "licences signed in calendar 2018 (1 March to 30 June 2018)",
            "effective",
            "2018-03-01",
            "2018-06-30",
        ),
        (
            "how many agreements started in academic year 2017/18 (1 August 2017 to 31 July 2018)?",
            "effective",
            "2017-08-01",
            "2018-07-31",
        ),
        ("how many agreements did we sign since 2 years?", "effective", "2017-06-30", "2019-06-30"),
    ],
)
def test_a_range_with_its_year_once(question: str, field: str, start: str, end: str) -> None:
    read = _plan(question)
    assert (read.args.get(f"{field}_from"), read.args.get(f"{field}_to")) == (start, end), read


def test_a_correction_naming_the_wrong_value_too() -> None:
    assert expand_shorthand("Apologies - typo on my end, I meant Texas, not Ohio.").startswith(
        "instead Texas"
    )


def test_remain_in_force_is_active() -> None:
    read = _plan("which of those remain in force?")
    assert read.args.get("active") is True and read.unread == [], read


@pytest.mark.parametrize(
    ("question", "limit"),
    [
        ("Top 3 distribution or supply agreements by value", 3),
        ("top 2 License agreements by stated value", 2),
    ],
)
def test_the_top_n_of_a_listing(question: str, limit: int) -> None:
    read = _plan(question)
    assert read.args.get("limit") == limit and read.args.get("sort_by") == "total_amount", read


def test_the_laws_of_many_contracts_said_with_their_country() -> None:
    read = _plan("Which US states' laws govern our supply agreements?")
    assert read.args.get("group_by") == "law_state", read


def test_the_longest_initial_term_is_a_ranking() -> None:
    read = _plan("Among the supply agreements, which has the longest Initial Term?")
    assert read.args.get("sort_by") == "duration_days", read


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Can you get me the supply contracts from Maersk's Teams workspace?", "other_workspace"),
        ("What did we spend in legal fees negotiating the Acme licence?", "not_recorded"),
    ],
)
def test_declined(question: str, kind: str) -> None:
    found = refusal(question)
    assert found is not None and found.kind == kind


@pytest.mark.parametrize(
    ("question", "category"),
    [
        ("does the licensor have a without-cause exit?", "Termination For Convenience"),
        ("can it be ended without having to give a reason?", "Termination For Convenience"),
        ("which duties carry on after the agreement ends?", "Post-Termination Services"),
        ("is there a percentage on what the agent sells?", "Revenue/Profit Sharing"),
        ("does the distributor share its commissions with us?", "Revenue/Profit Sharing"),
        ("are our prices at least as good as what others pay?", "Most Favored Nation"),
        ("must we buy only that supplier's parts?", "Exclusivity"),
        ("any carve-outs where the agent can still work for others?", "Competitive Restriction Exception"),
        ("can anybody besides the parties enforce the contract?", "Third Party Beneficiary"),
        ("may the licensee assign the agreement to a buyer without our consent?", "Anti-Assignment"),
        ("can either of them transfer the agreement to another company?", "Anti-Assignment"),
        ("does a company that is not signing get any rights from it?", "Third Party Beneficiary"),
        ("up to how much can one side claim from the other?", "Cap On Liability"),
    ],
)
def test_clauses_in_plain_words(question: str, category: str) -> None:
    assert category_for(expand_shorthand(question)) == category


def test_a_total_said_beside_largest_is_the_total() -> None:
    read = _plan("our largest commitments by type, i.e. the total stated value per type?")
    assert read.args.get("metric") == "sum", read


def test_a_common_word_opening_a_question_may_be_a_name() -> None:
    index = PartyIndex.of("Chase Bank USA, N.A.", "Zeta Corp")
    read = _plan("chase affiliate agreement - can chase walk away?", index)
    assert read.args.get("parties") == ["Chase Bank USA, N.A."], read


def test_at_least_one_is_a_condition_not_an_order() -> None:
    read = _plan(
        "For agreements with at least one non-US party: which countries' laws govern most often? top 3"
    )
    assert read.args.get("descending") is True and read.args.get("party_country_not") == "US", read


def test_a_closing_sentence_that_asks_nothing_names_no_deadline() -> None:
    from agent.deadline_intent import deadline_args

    question = "How many licences end in 2020? Prepping the renewals tracker."
    assert deadline_args(question, _plan(question)) is None
    asked = "which licences renew next year? asking for the tracker"
    assert deadline_args(asked, _plan(asked)) is not None


def test_places_with_accents_and_contracts_of_a_kind() -> None:
    read = _plan("which are the contracts of distribution with a partner in México?")
    assert read.args.get("party_country") == "MX" and read.args.get("contract_type") == "Distributor", read


@pytest.mark.parametrize(
    "question",
    ["Who is the PI on the Acme collaboration?", "Which licensees have a milestone falling due this year?"],
)
def test_a_research_programmes_facts_are_not_on_record(question: str) -> None:
    found = refusal(question)
    assert found is not None and found.kind == "not_recorded"


def test_a_listing_of_types_in_brackets_is_no_breakdown() -> None:
    read = _plan("Top 3 agreements of my book by value please (distribution, reseller, supply and licence).")
    assert read.tool == "contract_search" and read.args.get("limit") == 3, read


def test_quarters_listed_in_brackets_are_no_narrower_period() -> None:
    read = _plan("expirations in 2020 split by quarter (Q1-Q4) pls")
    assert (read.args.get("end_from"), read.args.get("end_to")) == ("2020-01-01", "2020-12-31"), read
