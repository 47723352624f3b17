"""The classes the thirty-sixth and thirty-seventh unseen sets found (a start-up COO, a franchise-development
director) and the gaps earlier sets left, in wordings those questions did not use: a party named with some of
its words cut short ("intl", "mfg", "devs"), a country whose name is also a common word ("a party in India"),
a window from now to a day named and then given, two periods apart, type words as written (listed among
others, hyphenated, misspelt), values "in the 7 figures", "$ per ...", the laws of many contracts, dates
as written, a role's possessive, and clauses in plain words."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.clause_intent import category_for
from agent.deadline_intent import deadline_kinds
from agent.intent import plan
from agent.parties import PartyIndex, aliases_of, other_names, shortened
from agent.phrases import expand_shorthand

TODAY = date(2019, 6, 30)


def _index(*names: str) -> PartyIndex:
    index = PartyIndex.of(*names)
    for alias, keys in aliases_of({k: other_names(n) for k, n in index.names.items()}).items():
        index.alias_keys[alias] = keys
    return index


def _plan(question: str, index: PartyIndex | None = None, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("short", "word", "fits"),
    [
        ("intl", "international", True),
        ("mfg", "manufacturing", True),
        ("devs", "developers", True),
        ("pharma", "pharmaceuticals", True),
        ("tech", "technologies", True),
        ("dev", "solutions", False),
        ("it", "international", False),  # two letters say too little
        ("intls", "international", False),  # a letter the word lacks
    ],
)
def test_a_word_cut_short(short: str, word: str, fits: bool) -> None:
    assert shortened(short, word) is fits


def test_a_party_with_its_words_cut_short() -> None:
    index = _index("Northwind Intl Mfg Co", "International Paper Company", "Pacific Software Developers Inc")
    assert index.loose("intl paper") == ["international paper"]
    assert index.loose("pacific software devs") == ["pacific software developers"]


def test_a_shortened_name_fitting_two_parties_links_neither() -> None:
    index = _index("Pacific Software Developers Inc", "Atlantic Software Developers LLC")
    assert index.loose("software devs") == []


def test_a_shortened_name_links_every_spelling_of_one_business() -> None:
    index = _index("Harbor Holdings LLC d/b/a Bayside Web Developers", "BaysideWebDevelopers")
    assert set(index.loose("bayside web devs")) == {
        "harbor holdings llc d b a bayside web developers",
        "baysidewebdevelopers",
    }


def test_a_question_names_the_shortened_party() -> None:
    index = _index("Pacific Software Developers Inc", "Zeta Corp")
    read = _plan("what do we have with pacific software devs?", index)
    assert read.args.get("parties") == ["Pacific Software Developers Inc"] and read.unread == [], read


@pytest.mark.parametrize(
    ("question", "slot", "code"),
    [
        ("how many suppliers have a party in India?", "party_country", "IN"),
        ("any distributors from Peru", "party_country", "PE"),
        ("licences governed by the laws of India", "law_country", "IN"),
        ("India law contracts signed after 2015", "law_country", "IN"),
    ],
)
def test_a_country_whose_name_is_also_a_word(question: str, slot: str, code: str) -> None:
    read = _plan(question)
    assert read.args.get(slot) == code and read.unread == [], read


def test_the_country_word_inside_a_party_name_stays_the_party() -> None:
    index = _index("Tata Steel India Ltd", "Zeta Corp")
    read = _plan("contracts with Tata Steel India?", index)
    assert read.args.get("parties") == ["Tata Steel India Ltd"] and "party_country" not in read.args, read


@pytest.mark.parametrize(
    ("question", "field", "end"),
    [
        ("which licences end between now and the trade show (Oct 3)?", "end", "2019-10-03"),
        ("what starts between today and Nov 15?", "effective", "2019-11-15"),
        ("anything expiring between now and 2 Feb?", "end", "2020-02-02"),
    ],
)
def test_from_now_to_a_day_without_its_year(question: str, field: str, end: str) -> None:
    read = _plan(question)
    assert read.args.get(f"{field}_from") == TODAY.isoformat() and read.args.get(f"{field}_to") == end, read


def test_from_now_to_a_day_given_beside_a_period_inside_it() -> None:
    read = _plan("what expires between now and the offsite next year (March 5, 2020)? planning Q3 and Q4")
    assert (read.args.get("end_from"), read.args.get("end_to")) == ("2019-06-30", "2020-03-05"), read


@pytest.mark.parametrize(
    ("question", "field", "periods"),
    [
        (
            "what expires between now and March 5, 2020? and what ended in 2017",
            "end",
            [("2017-01-01", "2017-12-31"), ("2019-06-30", "2020-03-05")],
        ),
        (
            "which deals were signed in Q1 2018 and which in Q3 2018",
            "effective",
            [("2018-01-01", "2018-03-31"), ("2018-07-01", "2018-09-30")],
        ),
    ],
)
def test_two_periods_apart_are_either_not_the_last_one(question: str, field: str, periods: list) -> None:
    read = _plan(question)
    said = [(alt.get(f"{field}_from"), alt.get(f"{field}_to")) for alt in read.args.get("any_of") or []]
    assert sorted(said) == periods and f"{field}_from" not in read.args, read


def test_periods_that_meet_still_narrow() -> None:
    read = _plan("licences signed in 2015 and ending in 2020")
    assert "any_of" not in read.args and read.args.get("effective_from") == "2015-01-01", read


@pytest.mark.parametrize(
    ("question", "types"),
    [
        # a type word that alone may be a plain word ("services"), listed among type words
        (
            "how many vendor deals (hosting / services / maintenance) are under Ohio law?",
            {"Hosting", "Service", "Maintenance"},
        ),
        ("support, services and reseller contracts ending next year", {"Service", "Reseller"}),
        # a type's words joined by a hyphen
        ("how many joint-venture deals have a partner in Japan?", {"Joint Venture"}),
        # a long type word misspelt by two letters
        ("list the maintainance contracts", {"Maintenance"}),
    ],
)
def test_type_words_as_written(question: str, types: set[str]) -> None:
    read = _plan(question)
    assert set(str(read.args.get("contract_type")).split(" or ")) == types, read


@pytest.mark.parametrize(
    ("question", "low", "high"),
    [
        ("any licences in the 7 figures?", 1_000_000, 9_999_999.99),
        ("how many six-figure supply deals do we have", 100_000, 999_999.99),
    ],
)
def test_a_value_said_in_figures(question: str, low: float, high: float) -> None:
    read = _plan(question)
    assert (read.args.get("amount"), read.args.get("amount_max")) == (low, high), read


def test_a_value_per_group_said_with_a_dollar_sign() -> None:
    read = _plan("$ by partner for the reseller deals")
    assert read.args.get("metric") == "sum" and read.args.get("field") == "total_amount", read


@pytest.mark.parametrize(
    ("question", "group_by"),
    [
        ("what countries' laws govern our distribution agreements?", "law_country"),
        ("which states' law applies to the supply contracts", "law_state"),
        ("which country's law governs our licence deals", "law_country"),
    ],
)
def test_the_laws_of_many_contracts_are_grouped(question: str, group_by: str) -> None:
    read = _plan(question)
    assert read.tool == "contract_aggregate" and read.args.get("group_by") == group_by, read


def test_the_law_of_one_named_contract_is_no_grouping() -> None:
    index = _index("Zeta Widgets Corp")
    assert _plan("which state's law governs the Zeta Widgets agreement?", index).tool != "contract_aggregate"


def test_top_n_of_a_two_word_type_by_value() -> None:
    read = _plan("top 4 strategic alliances by dollar value")
    assert read.args.get("limit") == 4 and read.args.get("sort_by") == "total_amount" and read.unread == [], (
        read
    )


@pytest.mark.parametrize(
    ("question", "field", "start", "end"),
    [
        # a day named with its year, then given
        (
            "how many licences have we signed since the IPO 2017 (1 March 2017)?",
            "effective",
            "2017-03-01",
            "2019-06-30",
        ),
        # "due to take effect" is a start, not an end
        ("which distribution deals are due to take effect after today?", "effective", "2019-07-01", None),
        # "thru end of" without "the"; the words read before a date do not hide its verb
        (
            "what's expiring while we're out - from now thru end of Q4 2019?",
            "end",
            "2019-06-30",
            "2019-12-31",
        ),
        # a quarter's months said again in brackets
        ("what did we sign in Q2 last year (apr-jun)?", "effective", "2018-04-01", "2018-06-30"),
    ],
)
def test_dates_as_written(question: str, field: str, start: str, end: str | None) -> None:
    read = _plan(question)
    assert (read.args.get(f"{field}_from"), read.args.get(f"{field}_to")) == (
        start,
        end,
    ) and read.unread == [], read


def test_a_fiscal_quarters_months_are_said_back() -> None:
    assert "apr-jun" in _plan("what did we sign in Q1 (apr-jun)?").unread


def test_a_role_said_with_its_possessive_is_no_party() -> None:
    index = _index("Franchisee", "Zeta Grill Corp")
    read = _plan("the Zeta Grill franchise: what does it say about the franchisee's territory?", index)
    assert read.args.get("parties") == ["Zeta Grill Corp"], read


@pytest.mark.parametrize(
    ("question", "category"),
    [
        ("will Zeta keep other stores out of our area or could they open one down the road?", "Exclusivity"),
        ("which licences give us sole rights in the region?", "Exclusivity"),
        ("can we just bail on the consulting deal?", "Termination For Convenience"),
        ("which ones can we drop w/o cause", "Termination For Convenience"),
        ("what's the max liability under the Zeta deal", "Cap On Liability"),
        ("is there anything we're liable for with no cap?", "Uncapped Liability"),
        ("does any supplier promise that no other customer gets a better price?", "Most Favored Nation"),
        (
            "if they give a new dealer a better commission deal, do we get the same terms?",
            "Most Favored Nation",
        ),
        ("can the dealer sell the business to a new owner without approval?", "Anti-Assignment"),
        (
            "do the improvements the partners make end up belonging to the licensor?",
            "Ip Ownership Assignment",
        ),
        ("once it's over, what do we have to give back?", "Post-Termination Services"),
        (
            "when the reseller agreement ends, what must the reseller do with the stock?",
            "Post-Termination Services",
        ),
        ("can they keep using the brand afterwards?", "Post-Termination Services"),
        ("does the agent kick back part of its fees?", "Revenue/Profit Sharing"),
        ("do they owe us a percentage of what they collect?", "Revenue/Profit Sharing"),
        ("which distributors promise that nobody else gets a better price?", "Most Favored Nation"),
        ("is there a list of companies the vendor can't sell to?", "Non-Compete"),
    ],
)
def test_clauses_in_plain_words(question: str, category: str) -> None:
    assert category_for(expand_shorthand(question)) == category


def test_when_a_contract_ends_is_no_clause() -> None:
    assert category_for("when does the Zeta agreement end?") is None


def test_a_renewal_option_is_whether_it_renews_not_when() -> None:
    assert deadline_kinds("does the franchisee get a renewal option when the 10 years are up?", False) is None


@pytest.mark.parametrize(
    ("question", "metric", "field"),
    [
        ("biggest deal per type for the licences and resellers", "max", "total_amount"),
        ("smallest contract value by type", "min", "total_amount"),
        ("longest term per type", "max", "duration_days"),
    ],
)
def test_the_extreme_value_in_each_group(question: str, metric: str, field: str) -> None:
    read = _plan(question)
    assert (read.args.get("metric"), read.args.get("field")) == (metric, field), read


def test_a_plain_word_is_no_short_form_inside_a_name() -> None:
    index = _index("Baoding Fengfan Group Limited Liability Company", "Victory Portfolios")
    assert index.loose("limit liability") == []


def test_a_common_word_where_no_party_is_named_links_none() -> None:
    index = _index("Centre for Probe Development", "Zeta Corp")
    read = _plan("for the Brampton distribution centre: how many supply agreements?", index)
    assert "parties" not in read.args and "group_by" not in read.args, read


def test_a_sentence_opening_word_is_no_part_of_a_name() -> None:
    index = _index("Goosehead Insurance Agency, LLC", "Zeta Corp")
    for question in ("If Goosehead raises the fee, can we walk away?", "Can Goosehead assign the agreement?"):
        assert _plan(question, index).args.get("parties") == ["Goosehead Insurance Agency, LLC"], question


def test_dev_last_in_a_listing_of_types() -> None:
    read = _plan("count per type for hosting, licence and dev - thanks")
    assert read.args.get("contract_type") == "Hosting or License or Development" and read.unread == [], read


def test_ended_contracts_are_no_deadlines() -> None:
    from agent.deadline_intent import deadline_args

    question = "licences that lapsed in the last 6 months - any we forgot to renew?"
    assert deadline_args(question, _plan(question)) is None
