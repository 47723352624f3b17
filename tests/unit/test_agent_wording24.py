"""Readings from the classes a twenty-fourth round of unseen questions missed (a revenue-operations
manager, not a lawyer, typing in Slack), in wordings those questions did not use: clauses asked in
plain words, a list's question after a dash, a rank's count written as a word, "since the start of"
a year, a form named by letters and digits (never dropped as a number), and an end date that looks
ahead."""

from datetime import date

import pytest

from agent.clause_intent import category_for, cue_around
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand

TODAY = date(2019, 6, 30)


def _plan(question: str):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), None, TODAY)


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("is there a limit on how much they could claim from us", "Cap On Liability"),
        ("what's the most we could owe them", "Cap On Liability"),
        ("who owns the software the contractor writes", "Ip Ownership Assignment"),
        ("who owns what we develop jointly", "Joint Ip Ownership"),
        ("can they pass the contract on to a buyer", "Anti-Assignment"),
        ("can they hand it over to a new owner", "Anti-Assignment"),
        ("how are the commissions split", "Revenue/Profit Sharing"),
        ("is there a limit on how many units they can buy", "Volume Restriction"),
        ("can they contact our clients after it ends", "No-Solicit Of Customers"),
        ("are we barred from teaming up with competitiors", "Non-Compete"),
    ],
)
def test_clauses_in_plain_words(topic: str, category: str) -> None:
    assert category_for(expand_shorthand(topic)) == category


def test_giving_someone_rights_is_not_handing_the_contract_over() -> None:
    assert category_for("do any give a reseller exclusive rights") == "Exclusivity"


def test_a_clause_cue_around_an_unread_word_wins_over_a_read_metric() -> None:
    """ "How much" was read as a sum, but the cue around the unread words is a volume limit."""
    question = "which reseller agmts limit how many units can be sold?"
    assert cue_around(question, ["limit", "units", "sold"]) == "Volume Restriction"
    assert cue_around("how much are the reseller agmts worth?", ["worth"]) is None


@pytest.mark.parametrize(
    ("question", "limit"),
    [
        ("licence deals, only the top five by value", 5),
        ("show me the four oldest supply agreements", 4),
        ("the biggest two sponsorships", 2),
    ],
)
def test_a_rank_said_in_words_is_counted(question: str, limit: int) -> None:
    asked = expand_shorthand(question)
    assert str(limit) in asked, asked


def test_one_of_the_biggest_keeps_its_words() -> None:
    assert "one of the three biggest" in expand_shorthand("is it one of the three biggest?")


def test_since_the_start_of_a_year_runs_to_today() -> None:
    p = _plan("how many licence agreements did we sign since the beginning of 2017?")
    assert (p.args.get("effective_from"), p.args.get("effective_to")) == ("2017-01-01", "2019-06-30"), p.args


@pytest.mark.parametrize(
    "question", ["how many vendors gave us an I-9?", "which suppliers sent a SOC2 report?"]
)
def test_a_form_named_by_letters_and_digits_is_said_unread(question: str) -> None:
    p = _plan(question)
    assert any(any(c.isdigit() for c in u) for u in p.unread), p.unread


def test_an_end_that_looks_ahead_starts_today() -> None:
    p = _plan("which contracts are due to end by next april?")
    assert (p.args.get("end_from"), p.args.get("end_to")) == ("2019-06-30", "2020-04-30"), p.args
    past = _plan("which contracts expired by last april?")
    assert past.args.get("end_from") is None, past.args


def test_a_season_ahead_starts_today_though_its_words_are_read_first() -> None:
    """ "Coming up" / "upcoming" are read with the relative dates before the season is; whether the
    question looks ahead is judged on the whole question."""
    p = _plan("anything upcoming to expire before next spring?")
    assert (p.args.get("end_from"), p.args.get("end_to")) == ("2019-06-30", "2020-02-29"), p.args


@pytest.mark.parametrize(
    ("question", "ctype"),
    [
        ("which contracts end in 2021? just the licence ones", "License"),
        ("anything signed last year? only those distribution agreements", "Distributor"),
    ],
)
def test_a_narrowing_sentence_after_the_question_is_read_not_dropped(question: str, ctype: str) -> None:
    """A closing sentence that only says why ("just checking", "I'm meeting them") is dropped; one
    that narrows the question ("just the licence ones") is a constraint, read as such."""
    p = _plan(question)
    assert p.args.get("contract_type") == ctype, p.args
    assert "just checking" not in expand_shorthand("which contracts end in 2021? just checking")
