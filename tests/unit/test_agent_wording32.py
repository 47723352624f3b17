"""The classes the thirty-first unseen set found (a sales account executive in Slack), in wordings
those questions did not use: a correction opened by "no wait", "half a mil", "close" as signing,
"net new logos", an account deleted, a sales system's records and who signed not on record, and clause
words ("hand the deal to someone else", "walk whenever they like", "on the hook for a minimum")."""

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


def _plan(question: str, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("question", "previous", "expected"),
    [
        ("wait no, the distributors", {"contract_type": "Reseller"}, {"contract_type": "Distributor"}),
        ("licences between 250k and half a mil", None, {"amount": 250_000, "amount_max": 500_000}),
        (
            "what did we close this quarter?",
            None,
            {"effective_from": "2019-04-01", "effective_to": "2019-06-30"},
        ),
        ("net new logos in 2018?", None, {"effective_from": "2018-01-01", "effective_to": "2018-12-31"}),
    ],
)
def test_an_account_executives_words(
    question: str, previous: dict[str, Any] | None, expected: dict[str, Any]
) -> None:
    read = _plan(question, previous)
    assert {k: read.args.get(k) for k in expected} == expected and read.unread == [], read


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("remove the Zeta account, they've churned", "write"),
        ("what's the salesforce opp for the Zeta renewal?", "not_recorded"),
        ("who signed the Zeta deal on our side?", "not_recorded"),
        ("which of my partners are a churn risk?", "not_recorded"),
    ],
)
def test_a_sales_systems_records(question: str, kind: str) -> None:
    declined = refusal(question)
    assert declined is not None and declined.kind == kind, declined
    assert refusal("which accounts have a non-compete?") is None
    for named in (
        "who signed the Zeta co-branding agreement?",  # its parties
        "the Acme pipeline transport contract: is liability capped?",
        "Salesforce.org's reseller agreement - when does it end?",
        "EZJR's CRM software maintenance - does it renew?",
        "is anyone who isn't a signatory given rights under it?",
    ):
        assert refusal(named) is None, named


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("can the reseller pass the contract on to a buyer if they're acquired", "Anti-Assignment"),
        ("can the sponsor walk any time they like", "Termination For Convenience"),
        ("are they locked into a minimum spend", "Minimum Commitment"),
    ],
)
def test_clause_words_of_a_sales_team(topic: str, category: str) -> None:
    assert category_for(topic) == category


def test_a_type_no_contract_is_filed_under_says_so_and_lists_the_ones_that_say_it() -> None:
    from agent.answer import write_search

    card = {
        "file_id": "F-1",
        "title": "Co-Branding Agreement",
        "contract_type": "Strategic Alliance",
        "parties": [],
    }
    result = {
        "tool": "contract_search",
        "total": 0,
        "shown": [],
        "filters": {"contract_type": "Co-Branding"},
        "type_words": "co-branding",
        "worded_total": 7,
        "worded": [card],
    }
    said = write_search(result, "search")
    assert said.startswith("7 contracts") and "no contract is filed under the type “co-branding”" in said, (
        said
    )
    assert "`F-1`" in said
    none = write_search({**result, "worded_total": 0, "worded": []}, "search")
    assert none.startswith("None of the contracts mention “co-branding”"), none
