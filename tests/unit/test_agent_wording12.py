"""Readings from the classes a twelfth unseen question set (a general counsel dictating to Teams:
no punctuation, numbers said as words, fillers, self-corrections) missed, in wordings that set did
not use: years and days of the month said as words ("twenty seventeen", "the third of april"), "for"
heard for "four", "um" / "uh", a correction inside the question ("licence agreements no sorry the
hosting agreements"), a correction of the last turn ("no I meant ending not signed"), "starting in
the next N months", signing and approving, and a query dictated word by word.
"""

from datetime import date

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import refusal

TODAY = date(2019, 6, 30)
DATES = {"effective_from", "effective_to", "end_from", "end_to"}


def _plan(question: str, previous: dict | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


def _filters(question: str, keys: set[str]) -> dict:
    return {k: v for k, v in _plan(question).args.items() if k in keys}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "which licences were signed in twenty seventeen",
            {"effective_from": "2017-01-01", "effective_to": "2017-12-31"},
        ),
        ("deals that ended in nineteen ninety nine", {"end_from": "1999-01-01", "end_to": "1999-12-31"}),
        ("what expires in twenty twenty one", {"end_from": "2021-01-01", "end_to": "2021-12-31"}),
        ("agreements signed before two thousand and eight", {"effective_to": "2007-12-31"}),
        (
            "anything signed in two thousand ten",
            {"effective_from": "2010-01-01", "effective_to": "2010-12-31"},
        ),
    ],
)
def test_years_said_as_words(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: v for k, v in p.args.items() if k in DATES} == expected, p.args
    assert not p.unread, p.unread


def test_a_spoken_number_of_units_is_no_year() -> None:
    assert _filters("which supply deals end in the next twenty two days", DATES) == {
        "end_from": "2019-06-30",
        "end_to": "2019-07-22",
    }


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("anything expiring after the third of april twenty twenty one", {"end_from": "2021-04-04"}),
        (
            "which deals were signed on june the fifth 2018",
            {"effective_from": "2018-06-05", "effective_to": "2018-06-05"},
        ),
        ("contracts that ended before the 31st of december 2018", {"end_to": "2018-12-30"}),
    ],
)
def test_days_of_the_month_said_as_ordinals(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: v for k, v in p.args.items() if k in DATES} == expected, p.args
    assert not p.unread, p.unread


def test_a_day_of_the_month_is_never_read_as_the_whole_month() -> None:
    """ "before the first of march" is before one day: never the month of March, silently."""
    p = _plan("which licences expire before the first of march")
    assert p.unread or p.args.get("end_to") != "2020-03-31", p.args


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "which contracts are starting in the next 3 months",
            {"effective_from": "2019-06-30", "effective_to": "2019-09-30"},
        ),
        (
            "deals starting within the coming 2 weeks",
            {"effective_from": "2019-06-30", "effective_to": "2019-07-14"},
        ),
    ],
)
def test_starting_in_a_window_is_bounded(question: str, expected: dict) -> None:
    assert _filters(question, DATES) == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("which deals expire in the next for weeks", {"end_from": "2019-06-30", "end_to": "2019-07-28"}),
        (
            "licences signed in the last to years",
            {"effective_from": "2017-06-30", "effective_to": "2019-06-30"},
        ),
    ],
)
def test_four_and_two_heard_as_for_and_to(question: str, expected: dict) -> None:
    assert _filters(question, DATES) == expected


def test_fillers_are_not_conditions() -> None:
    p = _plan("uh which distributor deals um end in 2020")
    assert p.args.get("contract_type") == "Distributor" and p.args.get("end_to") == "2020-12-31", p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        (
            "how many licence agreements no sorry the hosting agreements are governed by California law",
            "Hosting",
        ),
        ("which supply deals I mean distribution deals end in 2021", "Distributor"),
        ("list the reseller agreements sorry the franchise agreements", "Franchise"),
    ],
)
def test_a_self_correction_keeps_what_was_meant(question: str, kind: str) -> None:
    p = _plan(question)
    assert p.args.get("contract_type") == kind, p.args
    assert not p.unread, p.unread


def test_a_correction_it_cannot_place_is_said_back() -> None:
    """ "I mean" after a place, with nothing of the same kind after it, is not silently dropped."""
    p = _plan("how many licences have a party in France I mean the licensor or the licensee either one")
    assert p.unread, p.args


@pytest.mark.parametrize(
    ("previous", "question", "expected"),
    [
        (
            {"contract_type": "License", "end_from": "2018-01-01", "end_to": "2018-12-31"},
            "no I meant signed not ending",
            {"contract_type": "License", "effective_from": "2018-01-01", "effective_to": "2018-12-31"},
        ),
        (
            {"contract_type": "Supply", "effective_from": "2020-01-01", "effective_to": "2020-12-31"},
            "sorry I meant expiring rather than signed",
            {"contract_type": "Supply", "end_from": "2020-01-01", "end_to": "2020-12-31"},
        ),
    ],
)
def test_a_follow_up_that_corrects_which_date(previous: dict, question: str, expected: dict) -> None:
    p = _plan(question, previous)
    assert {k: v for k, v in p.args.items() if k != "limit"} == expected, p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    "question",
    [
        "please sign the supply agreement with Acme on my behalf",
        "okay approve the Initech licence",
        "countersign the hosting agreement and send it back to them",
        "execute the distribution deal for me",
    ],
)
def test_signing_and_approving_are_declined(question: str) -> None:
    assert refusal(expand_shorthand(question)) is not None


@pytest.mark.parametrize(
    "question",
    [
        "match open paren c colon contract close paren where c dot contract type equals supply return count c",
        "match bracket k colon clause close bracket return k dot text limit ten",
    ],
)
def test_a_query_dictated_word_by_word_is_declined(question: str) -> None:
    assert refusal(expand_shorthand(question)) is not None


@pytest.mark.parametrize(
    "question",
    [
        "which contracts were signed in March",  # a month, not the verb
        "how many deals did we sign in 2018",  # asking about signing is no request to sign
        "which agreements were approved by the board",
        "would you sign the Globex licence as it stands?",  # advice, answered as such
    ],
)
def test_asking_about_signing_is_no_request(question: str) -> None:
    assert refusal(expand_shorthand(question)) is None


_DICTATED_PARTIES = PartyIndex.of(
    "Dropbox, Inc.", "Sharepoint Systems Ltd.", "Globex Corporation", "Acme Corp."
)


@pytest.mark.parametrize(
    ("question", "party"),
    [
        ("how many deals have we got with drop box", "Dropbox, Inc."),
        ("when does the share point hosting agreement end", "Sharepoint Systems Ltd."),
    ],
)
def test_a_name_heard_as_two_words(question: str, party: str) -> None:
    p = plan(expand_shorthand(question), _DICTATED_PARTIES, None, TODAY)
    assert p.args.get("parties") == [party], p.args
    assert not p.unread, p.unread


def test_two_words_that_glue_into_no_name_stay_words() -> None:
    others = PartyIndex.of("Sharepoint Systems Ltd.", "Globex Corporation")
    p = plan("how many deals have we got with drop box", others, None, TODAY)
    assert "parties" not in p.args and p.unread, (p.args, p.unread)


@pytest.mark.parametrize(
    ("question", "state"),
    [
        ("which licences have a party based in Illinois", "US-IL"),
        ("contracts where one of the parties is located in Ontario", "CA-ON"),
        ("how many supply deals with a Texas company", "US-TX"),
    ],
)
def test_a_party_in_a_state(question: str, state: str) -> None:
    p = _plan(question)
    assert p.args.get("party_state") == state, p.args
    assert "law_state" not in p.args and not p.unread, (p.args, p.unread)


def test_a_state_beside_a_party_elsewhere_is_not_guessed() -> None:
    """ "the delaware ones with a japanese party": Delaware's role is not said, so it is said back."""
    p = _plan("the delaware ones with a japanese party")
    assert "party_state" not in p.args and "law_state" not in p.args and p.unread, (p.args, p.unread)


def test_expiring_before_a_day_ahead_runs_from_today() -> None:
    assert _filters("which hosting deals are expiring before the tenth of january twenty twenty", DATES) == {
        "end_from": "2019-06-30",
        "end_to": "2020-01-09",
    }
    assert _filters("which hosting deals expired before 2019", DATES) == {"end_to": "2018-12-31"}


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("could we renew the licence once the initial term is over", None),
        ("is the hosting agreement renewable when it ends", None),
        ("do we have an option to extend it when it expires", None),
        ("when can they renew it", ["renewal"]),
        ("what renews in the next 90 days", ["renewal"]),
    ],
)
def test_whether_it_may_renew_is_no_deadline(question: str, kinds: list[str] | None) -> None:
    from agent.deadline_intent import deadline_kinds

    assert deadline_kinds(question, windowed="next 90" in question) == kinds
