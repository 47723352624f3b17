"""Small contracts the end-to-end suites write into the graph before they talk to the bot."""

from __future__ import annotations

import hashlib
from datetime import date

from graph_ingest.models import ClauseRecord, ContractRecord, Jurisdiction, PartyRecord, Scope
from graph_ingest.names import party_key

# file id -> (title, contract type, (country, subdivision) of the governing law, end year)
Seeded = dict[str, tuple[str, str, tuple[str, str | None], int]]


def seeded_records(
    seeded: Seeded,
    *,
    tenant: str,
    amount: float,
    parties: list[tuple[str, str, str | None]],
    clause: tuple[str, str, str],
) -> list[ContractRecord]:
    """One workspace-visible contract per entry, from 2020 to its end year. `parties` are (name, role,
    key or None for the usual party key); "{first}" in a name is the title's first word, "{fid}" in a
    key the file id. `clause` is (id suffix, clause type, text)."""
    records = []
    for fid, (title, kind, (country, sub), end_year) in seeded.items():
        first = title.split()[0]
        records.append(
            ContractRecord(
                file_id=fid,
                title=title,
                contract_type=kind,
                summary=f"{title} between the parties.",
                effective_date=date(2020, 1, 1),
                end_date=date(end_year, 12, 31),
                total_amount=amount,
                governing_law=Jurisdiction(country=country, subdivision=sub),
                parties=[
                    PartyRecord(
                        name=name.format(first=first),
                        key=key.format(fid=fid) if key else party_key(name.format(first=first)),
                        role=role,
                    )
                    for name, role, key in parties
                ],
                clauses=[ClauseRecord(id=f"{fid}-{clause[0]}", clause_type=clause[1], text=clause[2])],
                scope=Scope(tenant=tenant, visibility="workspace"),
                source="cli",
            )
        )
    return records


def stage_order(texts: list[str]) -> list[int]:
    """The upload stage (0 received or waiting … 5 saving) each progress text shows
    (`bot.uploads.stage_text`)."""
    marks = [
        ("Received ", 0),
        ("Reading ", 1),
        ("Read ", 2),
        ("Indexing its clauses", 3),
        ("passages. Saving", 4),
        ("saving…", 5),
    ]
    order = []
    for text in texts:
        kind = next((k for mark, k in marks if (text.startswith(mark) if k < 3 else mark in text)), None)
        assert kind is not None, f"not an upload stage: {text!r}"
        order.append(kind)
    return order


def content_hash(data: bytes) -> str:
    """What the pipeline keys a file's bytes by (`Contract.content_hash`)."""
    return hashlib.sha256(data).hexdigest()
