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


@pytest.mark.parametrize("text", ["alerts only", "alert once", "alerts onboarding"])
def test_words_after_alerts_are_not_a_verb(text: str) -> None:
    assert parse_command(text) is None


@pytest.mark.parametrize("text", ["alerts on 0d", "alerts on 9999m"])
def test_a_window_out_of_bounds_is_said(text: str) -> None:
    command = parse_command(text)
    assert command is not None and command.bad_within and command.within_days is None
