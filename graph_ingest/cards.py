"""The contract read model: a `ContractCard` from a graph row, the one shape every answer cites.

The agent's tools read cards (`CONTRACT_CARD`) and hand them, typed, to the conversation service;
the renderers (Block Kit, Adaptive Cards, web chat) and the answer writer read the same fields.
Status is judged against the caller's clock (`core.clock.Today`), the one the agent uses too.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, Field

from core.clock import Today
from core.clock import today as system_today
from core.places import law_label
from graph_ingest import cypher
from graph_ingest.deadlines import Terms, deadlines_of, renewal_text
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

Status = Literal["active", "upcoming", "expired", "unknown"]

MARKUP = frozenset("*_~`[")  # what the chat surfaces' Markdown reads inside a line of text


def has_markup(text: str) -> bool:
    """Whether contract text would turn into formatting or a link if a surface read it as Markdown (a
    formatting character, or a URL a surface may link); such text is carried beside an answer
    (`literals`) so every surface shows it as written. Text of fewer than three letters or digits
    ("*", "_1_") is not: matched everywhere, it would undo the answer's own formatting."""
    if MARKUP.isdisjoint(text) and "://" not in text and "www." not in text.lower():
        return False
    return sum(c.isalnum() for c in text) >= 3


class PartyLine(BaseModel):
    name: str
    role: str | None = None


class ContractCard(BaseModel):
    """One contract as answers show it."""

    file_id: str
    title: str = Field(description="the contract's title, else its file id")
    contract_type: str | None = None
    parties: list[PartyLine] = Field(default_factory=list)
    party_count: int = 0
    effective_date: date | None = None
    end_date: date | None = None
    status: Status = "unknown"
    total_amount: float | None = None
    law_country: str | None = Field(None, description="governing law, ISO 3166-1")
    law_subdivision: str | None = Field(None, description="governing law, ISO 3166-2")
    governing_law: str | None = Field(None, description="governing law for people: 'New York, United States'")
    clause_types: list[str] = Field(default_factory=list, description="clause types found in the contract")
    summary: str | None = None
    renewal: str | None = Field(
        None, description="renewal and notice for people ('Renews automatically every 1 year, next on …')"
    )
    next_renewal: date | None = Field(None, description="the day it next renews automatically")
    notice_by: date | None = Field(None, description="the next last day to give notice of non-renewal")


def to_date(value: Any) -> date | None:
    """A Python date from a driver value (neo4j.time.Date), a date, or None."""
    if value is None:
        return None
    return value.to_native() if hasattr(value, "to_native") else value


def iso_date(value: Any) -> str | None:
    """'2019-06-30' for a driver date or a date; None for None."""
    day = to_date(value)
    return day.isoformat() if day else None


def status_of(end_date: date | None, today: date, effective_date: date | None = None) -> Status:
    """In force today (the rule the `active` filter applies in Cypher), not started yet, or ended."""
    if end_date is None:
        return "unknown"
    if end_date < today:
        return "expired"
    return "upcoming" if effective_date is not None and effective_date > today else "active"


def card_from_row(row: dict[str, Any], today: date) -> ContractCard:
    """The card of one `CONTRACT_CARD`-shaped row (parties as {name, role}, clause_types as names)."""
    parties = [
        PartyLine(name=p["name"], role=p.get("role")) for p in row.get("parties") or [] if p and p.get("name")
    ]
    end, start = to_date(row.get("end_date")), to_date(row.get("effective_date"))
    terms = Terms.of_row(row)
    due = deadlines_of(terms, today)
    status = status_of(end, today, start)
    if due.state == "renewing" and status == "expired":  # its first term ended; it renewed since
        status = "active"
    return ContractCard(
        file_id=row["file_id"],
        title=row.get("title") or row["file_id"],
        contract_type=row.get("contract_type"),
        parties=parties,
        party_count=len([p for p in row.get("parties") or [] if p]),
        effective_date=start,
        end_date=end,
        status=status,
        total_amount=row.get("total_amount"),
        law_country=row.get("law_country"),
        law_subdivision=row.get("law_subdivision"),
        governing_law=law_label(row.get("law_country"), row.get("law_subdivision")),
        clause_types=sorted({k for k in row.get("clause_types") or [] if k}),
        summary=row.get("summary"),
        renewal=renewal_text(terms, due),
        next_renewal=due.term_end if due.state == "renewing" else None,
        notice_by=due.next_notice_by,
    )


def load_cards(
    store: GraphStore, scope: ReaderScope, file_ids: Sequence[str], today: Today = system_today
) -> list[ContractCard]:
    """Cards for the given contracts, in the given order, only those the scope may see."""
    if not file_ids:
        return []
    day = today()
    rows = {r["file_id"]: r for r in store.read(cypher.CONTRACT_CARD, scope, file_ids=list(file_ids))}
    return [card_from_row(rows[f], day) for f in file_ids if f in rows]
