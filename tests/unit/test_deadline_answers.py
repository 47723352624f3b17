"""Deadline questions without servers: which deadlines a wording asks for, and the answer text,
which names no contract words (their titles and passages are shown verbatim on cards and quotes)."""

from __future__ import annotations

import pytest

from agent.answer import write_deadlines
from agent.deadline_intent import deadline_kinds
from bot.digests import parse_command


@pytest.mark.parametrize(
    ("question", "windowed", "kinds"),
    [
        ("What renews in the next 90 days?", True, ["renewal"]),
        ("when is the notice deadline for the Acme supply agreement?", False, ["notice"]),
        ("When do we have to send notice of non-renewal for the Borealis agreement?", False, ["notice"]),
        ("What's expiring or renewing in 2027?", True, ["expiry", "renewal"]),
        ("Any deadlines coming up?", False, ["expiry", "renewal", "notice"]),
        ("renewal deadlines this quarter", True, ["renewal", "notice"]),
        (
            "key dates over the next three months: renewals, expirations, notice windows",
            True,
            ["expiry", "renewal", "notice"],
        ),
        ("which contracts expire in the next 90 days?", True, None),  # an end-date search
        ("Which contracts renew automatically?", False, None),  # the auto_renew filter
        ("show me the renewal clause of the Acme agreement", False, None),  # the text
        ("when do we need to give notice of termination?", False, None),  # a termination right
    ],
)
def test_the_deadlines_a_question_asks_for(question: str, windowed: bool, kinds: list[str] | None) -> None:
    assert deadline_kinds(question, windowed) == kinds


HOSTILE = "[legal portal](https://evil.example/x) <!channel> *now*"


def test_the_answer_text_carries_no_contract_words() -> None:
    result = {
        "tool": "contract_deadlines",
        "deadlines": [
            {
                "file_id": "F-1",
                "title": HOSTILE,
                "kind": "notice",
                "on": "2026-11-30",
                "renews_on": "2027-03-01",
                "quote": HOSTILE,
            },
        ],
        "total": 1,
        "contracts": 1,
        "checked": 1,
        "with_terms": 1,
        "kinds": ["notice"],
        "due_from": "2026-11-15",
        "due_to": "2027-02-13",
        "filters": {},
    }
    text = write_deadlines(result)
    assert text.startswith("1 notice deadline between 2026-11-15 and 2027-02-13 in 1 contract:"), text
    assert (
        "evil.example" not in text and "<!channel>" not in text and "stops the renewal of 2027-03-01" in text
    )
    one = {**result, "kinds": ["expiry", "renewal", "notice"]}
    assert write_deadlines(one).startswith("1 notice deadline between"), write_deadlines(one)
    none = {**one, "deadlines": [], "total": 0, "contracts": 0}
    assert write_deadlines(none).startswith("No expiries, automatic renewals or notice deadlines between")


def test_deadlines_of_several_kinds_are_counted_by_kind() -> None:
    """'up for renewal' lists the contracts that end (renewed by hand) and those that renew by
    themselves: the head counts each kind, so the expiries are never read as the renewals."""

    def alert(i: int, kind: str) -> dict:
        return {"file_id": f"F-{i}", "title": f"T{i}", "kind": kind, "on": f"2026-12-{10 + i}"}

    found = [
        alert(1, "expiry"),
        alert(2, "renewal"),
        alert(3, "expiry"),
        alert(4, "renewal"),
        alert(5, "renewal"),
    ]
    result = {
        "tool": "contract_deadlines",
        "deadlines": found,
        "total": 5,
        "by_kind": {"expiry": 2, "renewal": 3},
        "contracts": 5,
        "checked": 40,
        "with_terms": 40,
        "kinds": ["expiry", "renewal"],
        "due_from": "2026-12-06",
        "due_to": "2027-03-06",
        "filters": {},
    }
    text = write_deadlines(result)
    assert text.startswith(
        "2 expiries and 3 automatic renewals between 2026-12-06 and 2027-03-06 in 5 contracts:"
    ), text
    listed = {**result, "deadlines": found[:2], "total": 12, "by_kind": {"expiry": 1, "renewal": 11}}
    assert write_deadlines(listed).startswith("1 expiry and 11 automatic renewals between"), write_deadlines(
        listed
    )
    one_kind = {**result, "deadlines": [found[1]], "total": 1, "by_kind": {"renewal": 1}, "contracts": 1}
    assert write_deadlines(one_kind).startswith("1 automatic renewal between"), write_deadlines(one_kind)
    three = {
        **result,
        "kinds": ["expiry", "renewal", "notice"],
        "by_kind": {"expiry": 2, "renewal": 2, "notice": 1},
    }
    assert write_deadlines(three).startswith("2 expiries, 2 automatic renewals and 1 notice deadline between")
    older = {k: v for k, v in result.items() if k != "by_kind"}  # a result stored before the split
    assert write_deadlines(older).startswith("5 expiries and automatic renewals between"), write_deadlines(
        older
    )


@pytest.mark.parametrize("text", ["alerts only", "alert once", "alerts onboarding"])
def test_words_after_alerts_are_not_a_verb(text: str) -> None:
    assert parse_command(text) is None


@pytest.mark.parametrize("text", ["alerts on 0d", "alerts on 9999m"])
def test_a_window_out_of_bounds_is_said(text: str) -> None:
    command = parse_command(text)
    assert command is not None and command.bad_within and command.within_days is None
