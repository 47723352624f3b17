"""Readings from the classes a twenty-seventh round of unseen questions missed (a procurement analyst in
an Indian shared-services centre, in Teams), in wordings those questions did not use: a fiscal year named
by the two years it spans (April to March unless said) and its quarters, day-first dashed dates and
"w.e.f.", office phrases ("the no. of", "-wise", "the same", "do the needful", "revert"), a country that
is also a word of party names ("based in India"), a type added to the last list ("include X also"), a
common word before a noun is no party ("by mutual consent"), clauses asked with "whether", "in which" and
"is there any clause ...", and advice that names an event."""

from datetime import date
from typing import Any

import pytest

from agent.clause_intent import category_for, clause_plan
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.planner import _ASKS_WHICH
from agent.understanding import asks_advice, refusal

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("question", "field", "window"),
    [
        ("licences signed in FY 2016-17", "effective", ("2016-04-01", "2017-03-31")),
        ("what expires in FY20-21?", "end", ("2020-04-01", "2021-03-31")),
        ("supply deals signed in Q3 FY 2018-19", "effective", ("2018-10-01", "2018-12-31")),
        ("agreements expiring in Q4 of the current FY 2019-20", "end", ("2020-01-01", "2020-03-31")),
    ],
)
def test_a_fiscal_year_named_by_the_two_years_it_spans(
    question: str, field: str, window: tuple[str, str]
) -> None:
    args = _plan(question).args
    assert (args.get(f"{field}_from"), args.get(f"{field}_to")) == window, args


def test_a_fiscal_year_said_to_start_in_july_keeps_its_start() -> None:
    args = _plan("our FY runs July to June - what was signed in FY 2017-18?").args
    assert (args.get("effective_from"), args.get("effective_to")) == ("2017-07-01", "2018-06-30"), args


@pytest.mark.parametrize(
    ("question", "window"),
    [
        ("NDAs signed between 05-06-2017 and 20-11-2017", ("2017-06-05", "2017-11-20")),
        ("franchise agreements w.e.f. 02/03/2016 till date", ("2016-03-02", "2019-06-30")),
    ],
)
def test_day_first_dashed_dates_and_wef(question: str, window: tuple[str, str]) -> None:
    args = _plan(question).args
    assert (args.get("effective_from"), args.get("effective_to")) == window, args


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Kindly share the no. of hosting agreements.", {"contract_type": "Hosting"}),
        ("Please share the year-wise count of licence agreements.", {"group_by": "year"}),
        ("vendor-wise count of the supply agreements, do the needful", {"group_by": "party"}),
        ("agreements with a counterparty based in Iran", {"party_country": "IR"}),
    ],
)
def test_office_phrases(question: str, expected: dict[str, str]) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected and not p.unread, p


def test_out_of_the_same_narrows_the_last_list() -> None:
    first = _plan("contracts governed by Delaware law")
    p = _plan("Out of the same, how many are licences?", first.args)
    assert p.args.get("law_state") == "US-DE" and p.args.get("contract_type") == "License", p


def test_a_type_added_to_the_last_list() -> None:
    first = _plan("distribution agreements under texas law")
    p = _plan("kindly include the reseller agreements as well", first.args)
    assert p.args.get("contract_type") == "Distributor or Reseller" and p.args.get("law_state") == "US-TX", p


def test_a_common_word_before_a_noun_is_no_party() -> None:
    from agent.linker import find_loose_parties
    from agent.parties import PartyIndex as Index
    from graph_ingest.names import party_key

    names = ["Mutual Insurance Corporation of America", "Dragon Systems Inc"]
    index = Index(names={party_key(n): n for n in names})
    said = "can it end only by mutual consent of the parties?"
    assert not find_loose_parties(said, index, said=said)
    assert [m.text for m in find_loose_parties("the dragon deal", index, said="the dragon deal")] == [
        "dragon"
    ]


@pytest.mark.parametrize(
    "question",
    [
        "Please confirm in which hosting agreements the provider can subcontract.",
        "For the licences, whether the licensee may sublicense in any of them?",
    ],
)
def test_a_question_across_contracts_asked_with_in_which_or_whether(question: str) -> None:
    assert _ASKS_WHICH.search(question), question


def test_is_there_any_clause_takes_the_words_after_it() -> None:
    args = clause_plan(
        "For the agreements signed in 2018, is there any clause restricting the vendor from raising rates?",
        [],
    )
    assert not args or "signed" not in args.get("query", ""), args
    assert category_for("restricting the vendor from raising rates") == "Price Restrictions"


def test_advice_that_names_an_event_is_advice_not_a_record_question() -> None:
    question = "Should we exercise early termination in the acme reseller agreement? Kindly advise."
    assert asks_advice(question) and refusal(question) is None
    assert refusal("which contracts were terminated early?") is not None


def test_a_name_then_a_word_read_between_is_still_a_name() -> None:
    """A type word read between a short name and the next word ("chase affiliate program") leaves more
    than one space: the name is no modifier of that next word."""
    from agent.linker import _modifier

    toks = [("chase", 0, 5), ("program", 16, 23)]
    assert not _modifier(toks, 0, "chase           program")
    assert _modifier([("mutual", 0, 6), ("consent", 7, 14)], 0, "mutual consent")


def test_what_is_kept_on_file_is_not_on_record() -> None:
    said = refusal("how many of the licences have a french translation in the file?")
    assert said is not None and said.kind == "not_recorded", said


def test_unlimited_copies_is_an_all_you_can_eat_licence() -> None:
    assert category_for("can they make any number of copies") == "Unlimited/All-You-Can-Eat-License"


def test_this_fy_read_as_the_calendar_year_says_so() -> None:
    from agent.phrases import FISCAL_HINT, fiscal_hint

    assert fiscal_hint("which licences expire in the current FY?") == FISCAL_HINT
    assert fiscal_hint("our FY runs April to March - what ends this FY?") == ""
    assert fiscal_hint("what ends in FY 2019-20?") == ""
    assert fiscal_hint("what ends this year?") == ""


@pytest.mark.parametrize(
    ("question", "window"),
    [
        ("NDAs signed in FY 2016-17 till date", ("2016-04-01", "2019-06-30")),
        ("licences signed in 2014 until today", ("2014-01-01", "2019-06-30")),
    ],
)
def test_a_period_then_till_date_runs_from_its_start_to_today(question: str, window: tuple[str, str]) -> None:
    args = _plan(question).args
    assert (args.get("effective_from"), args.get("effective_to")) == window, args
