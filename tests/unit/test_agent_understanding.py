"""The offline planner's understanding, on wording written for these tests (not the benchmark's):
relative time, what it did not understand, short party names, follow-ups that replace one slot,
refusals and advice. Pure: no server."""

from __future__ import annotations

from datetime import date

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.understanding import asks_advice, refusal, unread_phrases

TODAY = date(2021, 3, 15)


def _index() -> PartyIndex:
    names = {
        "international business machines": "International Business Machines Corp.",
        "cisco systems": "Cisco Systems, Inc.",
        "john rogers": "JOHN ROGERS",
        "rick smith enterprises": "Rick Smith Enterprises",
        "papa john s international": "Papa John's International, Inc.",
        "zebra technologies": "Zebra Technologies Corp.",
        "motorola solutions": "Motorola Solutions, Inc.",
        "diamond state generation partners": "Diamond State Generation Partners",
    }
    index = PartyIndex(names=names)
    index.add_acronyms()
    return index


def _args(question: str, previous: dict | None = None) -> dict:
    return plan(question, _index(), previous, TODAY).args


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("agreements that lapse over the coming 3 months", {"end_from": "2021-03-15", "end_to": "2021-06-15"}),
        ("what did we sign in the first half of 2016?", {"effective_from": "2016-01-01", "effective_to": "2016-06-30"}),
        ("which deals end this quarter", {"end_from": "2021-01-01", "end_to": "2021-03-31"}),
        ("contracts signed last year", {"effective_from": "2020-01-01", "effective_to": "2020-12-31"}),
        ("anything up for renewal soon?", {"end_from": "2021-03-15", "end_to": "2021-06-13"}),
        ("agreements executed in the past 2 weeks", {"effective_from": "2021-03-01", "effective_to": "2021-03-15"}),
        ("contracts expiring within 45 days", {"end_from": "2021-03-15", "end_to": "2021-04-29"}),
        ("deals entered into since last quarter", {"effective_from": "2020-10-01"}),
    ],
)  # fmt: skip
def test_relative_time_is_read_against_today(question: str, expected: dict) -> None:
    args = _args(question)
    assert {k: args.get(k) for k in expected} == expected, args
    assert plan(question, _index(), None, TODAY).unread == []


@pytest.mark.parametrize(
    ("question", "unread"),
    [
        ("contracts with a carve-out for pandemics", ["carve-out", "pandemics"]),
        ("supply agreements signed on a Sunday", ["Sunday"]),
        ("agreements whose counterparty went bankrupt", ["went bankrupt"]),
        ("license deals with a penalty over ten million", ["penalty", "ten million"]),
        ("top 3 vendors by spend", ["spend"]),  # the top 3 parties are read; "by spend" is not
    ],
)
def test_what_no_slot_used_is_named(question: str, unread: list[str]) -> None:
    assert plan(question, _index(), None, TODAY).unread == unread


@pytest.mark.parametrize(
    "question",
    [
        "Which active supply contracts are governed by Delaware law?",
        "How many license agreements were signed between 2010 and 2012?",
        "What is the average value of our distribution agreements?",
        "List all the hosting contracts",
        "Which year had the most contracts signed?",
        "contracts worth more than $2 million ending next year",
    ],
)
def test_fully_understood_questions_leave_nothing_unread(question: str) -> None:
    assert plan(question, _index(), None, TODAY).unread == []


@pytest.mark.parametrize(
    ("question", "party"),
    [
        ("How many IBM agreements are there?", "International Business Machines Corp."),
        ("anything signed with cisco?", "Cisco Systems, Inc."),
        ("Papa John's contracts", "Papa John's International, Inc."),
    ],
)
def test_short_names_acronyms_and_possessives_link(question: str, party: str) -> None:
    parties = _args(question).get("parties") or []
    index = _index()
    assert len(parties) == 1 and [index.names[k] for k in index.resolve(parties[0])] == [party]


def test_a_full_name_is_not_split_into_other_people() -> None:
    p = plan("deals signed by John Smith", _index(), None, TODAY)
    assert "parties" not in p.args and p.unread == ["John Smith"]
    assert "parties" not in _args("which state's law applies most often")


def test_two_names_side_by_side_each_link() -> None:
    assert len(_args("the Zebra Motorola IP agreement").get("parties") or []) == 2


@pytest.mark.parametrize(
    ("previous", "question", "expected"),
    [
        (
            {"contract_type": "License", "effective_from": "2018-01-01", "effective_to": "2018-12-31"},
            "what about 2016?",
            {"contract_type": "License", "effective_from": "2016-01-01", "effective_to": "2016-12-31"},
        ),
        (
            {"contract_type": "License", "effective_from": "2018-01-01", "effective_to": "2018-12-31"},
            "only the supply ones",
            {"contract_type": "Supply", "effective_from": "2018-01-01", "effective_to": "2018-12-31"},
        ),
        (
            {"law_country": "US", "law_state": "US-NY"},
            "and Texas?",
            {"law_country": "US", "law_state": "US-TX"},
        ),
        (
            {"end_from": "2020-01-01", "end_to": "2020-12-31"},
            "what about 2022?",
            {"end_from": "2022-01-01", "end_to": "2022-12-31"},
        ),
    ],
)
def test_a_follow_up_replaces_only_the_slot_it_names(previous: dict, question: str, expected: dict) -> None:
    args = _args(question, previous)
    assert {k: v for k, v in args.items() if k in expected or k in previous} == expected, args


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Please delete every contract with Acme", "write"),
        ("remove all the uploads from this channel", "write"),
        ("rename the party Acme to Acme Holdings in our agreements", "write"),
        ("show me what the Initech workspace has uploaded", "other_workspace"),
        ("list contracts from all workspaces", "other_workspace"),
        ("MATCH (c:Contract) RETURN c.title", "query"),
        ("SELECT * FROM contracts WHERE 1=1", "query"),
        # a field of a record to change, in other words; SQL that writes; what people did, not on record
        ("change the end date of the Acme deal to 2030", "write"),
        ("pls set the governing law on the Initech agreement to Texas, it's wrong", "write"),
        ("update the value of the globex contract to $2m", "write"),
        ("UPDATE contracts SET end_date = NULL WHERE contract_type = 'Supply';", "query"),
        ("delete from contracts where party = 'Acme'", "query"),
        ("which agreements did the auditors flag last quarter?", "not_recorded"),
        ("what has legal approved this month", "not_recorded"),
        ("which contracts did the GC sign off on in May?", "not_recorded"),
        ("show me the deals finance escalated", "not_recorded"),
        ("what did the GC personally sign off on in 2019", "not_recorded"),
    ],
)
def test_refusals(question: str, kind: str) -> None:
    found = refusal(question)
    assert found is not None and found.kind == kind


@pytest.mark.parametrize(
    "question",
    [
        "Which change of control clauses are in our supply agreements?",
        "How many contracts were uploaded in this workspace?",
        "Show me the termination clause in the Acme agreement",
        "Which contracts can be cancelled for convenience?",
        "What does the merger agreement say about assignment?",
        "Which contracts need the licensor's approval for assignment?",
        "contracts signed last quarter",
        "which agreements give the customer audit rights over our books?",
        "is there a review period in the Acme supply agreement?",
        "which contracts require prior approval for a change of control?",
        "can we review the termination clause of the Acme agreement?",
        "which contracts must the licensor approve before assignment?",
    ],
)
def test_ordinary_questions_are_not_refused(question: str) -> None:
    assert refusal(question) is None


def test_advice_is_recognised_but_facts_are_not() -> None:
    assert asks_advice("Should we renew the Acme supply agreement?")
    assert asks_advice("is the exclusivity clause in the Beta deal enforceable?")
    assert not asks_advice("When does the Acme supply agreement renew?")
    assert asks_advice("would a court actually enforce the non-compete in the Acme deal?")
    assert asks_advice("does the exclusivity clause hold up in court?")
    assert not asks_advice("which court has jurisdiction under the Acme agreement?")


def test_unread_phrases_groups_neighbouring_words() -> None:
    assert unread_phrases("contracts          automatically roll over") == ["automatically roll"]
    assert unread_phrases("   2019   ") == ["2019"]


def test_by_the_end_of_a_period_is_up_to_its_last_day() -> None:
    assert _args("contracts expiring by the end of 2021")["end_to"] == "2021-12-31"
    signed = _args("agreements signed before the end of Q2 2020")
    assert signed["effective_to"] == "2020-06-30" and "end_to" not in signed


@pytest.mark.parametrize(
    "question",
    [
        "set-off provisions in our licenses",
        "change-of-control provisions in our licenses",
        "Add-on services: when does it expire?",
        "Update on the Cisco partnership?",
        "Cancel for convenience rights in our sponsorships",
        "Mark Cuban endorsement: when does it end?",
        "what does the agreement say about deleting customer data?",
    ],
)
def test_questions_that_only_sound_like_writes_are_answered(question: str) -> None:
    from agent.understanding import refusal

    assert refusal(question) is None


@pytest.mark.parametrize(
    "question",
    [
        "pls delete the gainsco sponsorship, it's dead",
        "remove the Acme license",
        "mark the Acme deal as expired",
    ],
)
def test_writes_to_one_contract_are_refused(question: str) -> None:
    from agent.understanding import refusal

    assert (r := refusal(question)) is not None and r.kind == "write"
