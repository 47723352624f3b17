"""Contract cards from the graph: the platform-neutral content every renderer shows."""

from __future__ import annotations

from datetime import date
from typing import Any

from bot.types import ContractCard, PartyLine
from core.places import law_label
from graph_ingest import cypher
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore


def _to_date(value: Any) -> date | None:
    if value is None:
        return None
    return value.to_native() if hasattr(value, "to_native") else value


def status_of(end_date: date | None, today: date) -> str:
    if end_date is None:
        return "unknown"
    return "active" if end_date >= today else "expired"


def load_cards(
    store: GraphStore, scope: ReaderScope, file_ids: list[str], today: date | None = None
) -> list[ContractCard]:
    """Cards for the given contracts (in the given order), only those the scope may see."""
    if not file_ids:
        return []
    today = today or date.today()
    rows = {r["file_id"]: r for r in store.read(cypher.CONTRACT_CARD, scope, file_ids=file_ids)}
    cards = []
    for fid in file_ids:
        r = rows.get(fid)
        if r is None:
            continue
        end = _to_date(r["end_date"])
        cards.append(
            ContractCard(
                file_id=fid,
                title=r["title"] or fid,
                contract_type=r["contract_type"],
                parties=[PartyLine(**p) for p in r["parties"] if p and p.get("name")],
                effective_date=_to_date(r["effective_date"]),
                end_date=end,
                status=status_of(end, today),  # type: ignore[arg-type]
                total_amount=r["total_amount"],
                governing_law=law_label(r["law_country"], r["law_subdivision"]),
                key_clauses=sorted({c for c in r["clause_types"] if c}),
                summary=r["summary"],
            )
        )
    return cards


# --- formatting shared by the renderers (Block Kit, Adaptive Cards) ---------------------------

STATUS_BADGE = {"active": "🟢 Active", "expired": "🔴 Expired", "unknown": "⚪ Status unknown"}


def day(d: date | None) -> str:
    """'8 Jun 1999', or an em dash when unknown."""
    return d.strftime("%-d %b %Y") if d else "—"


def amount(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


def trim(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a word boundary and ended with "…"."""
    text = text.strip()
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:.") + "…"
