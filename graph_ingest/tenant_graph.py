"""One tenant's part of the graph: counted, exported, deleted (`bot/tenant_data.py` drives it).

What a tenant owns, by how the writer (`graph_ingest.store.contract_statements`) scopes it:

- `Contract` nodes with `c.tenant = tenant`, and hanging off them `Clause` (`HAS_CLAUSE`) and `Chunk`
  (`HAS_CHUNK`) nodes, whose ids are made from the contract's file id (one contract each);
- `Party` nodes with `p.tenant = tenant` (one per visibility unit of that tenant: `tenant#*` or
  `tenant#channel`); the aliases its contracts define sit on their `PARTY_TO` relationships;
- `PartyDecision` nodes with `d.tenant = tenant` (a person's "these two are different");
- nothing of `Location`: a place (`key` = country|subdivision|city) is shared by every tenant that
  names it. A place the tenant's contracts and parties linked to is deleted only when the deletion
  leaves it linked to nothing at all.

Everything is deleted in batches of ids (one statement each, well under the statement timeout),
clauses and chunks first, so a deletion that stops half way leaves no half-linked contract and a
second run finishes it. One dialect for Neo4j 5 and ArcadeDB (nothing here differs between them).
This module reads across the tenant boundary on purpose (it is listed in tests/unit/test_layers.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from pydantic import BaseModel, Field

from graph_ingest import cypher
from graph_ingest.chunking import Chunk
from graph_ingest.store import GraphStore

BATCH = 500  # ids per delete statement
PAGE = 100  # contracts per export page


class GraphCounts(BaseModel):
    """What a tenant has in the graph (before a deletion), or what a deletion removed."""

    contracts: int = 0
    clauses: int = 0
    chunks: int = 0
    parties: int = 0
    party_decisions: int = 0
    locations: int = Field(0, description="places only this tenant's contracts and parties named")


class DeleteStep(BaseModel):
    """One batch a deletion removed: what kind, which ids, and (chunks) their texts."""

    kind: str
    ids: list[str]
    texts: list[str] = Field(
        default_factory=list,
        description="what the deleted chunks were embedded from (the embedding cache's keys)",
    )


def _read(store: GraphStore, query: str, **params: Any) -> list[dict[str, Any]]:
    return store._run(query, params, write=False)  # unscoped on purpose (tests/unit/test_layers.py)


def _write(store: GraphStore, query: str, **params: Any) -> None:
    store._run(query, params, write=True)


def _n(store: GraphStore, query: str, **params: Any) -> int:
    return int(_read(store, query, **params)[0]["n"])


def location_keys(store: GraphStore, tenant: str) -> set[str]:
    """The places the tenant's contracts and parties link to now (candidates for deletion)."""
    rows = _read(store, cypher.TENANT_LAW_KEYS, tenant=tenant) + _read(
        store, cypher.TENANT_ADDRESS_KEYS, tenant=tenant
    )
    return {r["key"] for r in rows if r["key"] is not None}


def graph_counts(store: GraphStore, tenant: str) -> GraphCounts:
    """What deleting the tenant would remove from the graph."""
    keys = sorted(location_keys(store, tenant))
    return GraphCounts(
        contracts=_n(store, cypher.TENANT_COUNT_CONTRACTS, tenant=tenant),
        clauses=_n(store, cypher.TENANT_COUNT_CLAUSES, tenant=tenant),
        chunks=_n(store, cypher.TENANT_COUNT_CHUNKS, tenant=tenant),
        parties=_n(store, cypher.TENANT_COUNT_PARTIES, tenant=tenant),
        party_decisions=_n(store, cypher.TENANT_COUNT_DECISIONS, tenant=tenant),
        locations=_n(store, cypher.TENANT_COUNT_OWN_LOCATIONS, tenant=tenant, keys=keys) if keys else 0,
    )


def _batches(
    store: GraphStore, kind: str, select: str, delete: str, batch: int, **params: Any
) -> Iterator[DeleteStep]:
    """Select up to `batch` ids, delete them, until none is left. A batch that deletes nothing
    (an id the delete statement does not find) stops with an error rather than loop for ever."""
    previous: set[str] = set()
    while rows := _read(store, select, limit=batch, **params):
        ids = [r["id"] for r in rows]
        if set(ids) == previous or any(i is None for i in ids):
            raise RuntimeError(f"deleting {kind}: a batch of ids was not deleted")
        _write(store, delete, ids=ids)
        previous = set(ids)
        yield DeleteStep(kind=kind, ids=ids, texts=[t for r in rows if (t := _embedded_text(r))])


def delete_steps(
    store: GraphStore, tenant: str, location_keys: Iterable[str] = (), batch: int = BATCH
) -> Iterator[DeleteStep]:
    """Delete the tenant's part of the graph, yielding after each batch (the caller keeps its lock
    and counts). `location_keys`: places to delete when the deletion leaves them unlinked (from
    `location_keys`, collected before, so that a deletion resumed after a stop still finds them).
    Idempotent: on a tenant with nothing left it yields nothing."""
    foreign = [
        r["id"] for r in _read(store, cypher.TENANT_FOREIGN_PARTIES, tenant=tenant) if r["id"] is not None
    ]
    yield from _batches(
        store, "chunks", cypher.TENANT_CHUNK_BATCH, cypher.TENANT_DELETE_CHUNKS, batch, tenant=tenant
    )
    yield from _batches(
        store, "clauses", cypher.TENANT_CLAUSE_BATCH, cypher.TENANT_DELETE_CLAUSES, batch, tenant=tenant
    )
    yield from _batches(
        store, "parties", cypher.TENANT_PARTY_BATCH, cypher.TENANT_DELETE_PARTIES, batch, tenant=tenant
    )
    yield from _batches(
        store, "contracts", cypher.TENANT_CONTRACT_BATCH, cypher.TENANT_DELETE_CONTRACTS, batch, tenant=tenant
    )
    yield from _batches(
        store,
        "party_decisions",
        cypher.TENANT_DECISION_BATCH,
        cypher.TENANT_DELETE_DECISIONS,
        batch,
        tenant=tenant,
    )
    for part in _chunked(foreign, batch):
        if ids := [r["id"] for r in _read(store, cypher.TENANT_UNLINKED_PARTIES, ids=part)]:
            _write(store, cypher.TENANT_DELETE_PARTIES, ids=ids)
            yield DeleteStep(kind="parties", ids=ids)
    for part in _chunked(sorted(set(location_keys)), batch):
        if ids := [r["id"] for r in _read(store, cypher.TENANT_UNLINKED_LOCATIONS, keys=part)]:
            _write(store, cypher.TENANT_DELETE_LOCATIONS, ids=ids)
            yield DeleteStep(kind="locations", ids=ids)


def _embedded_text(row: dict[str, Any]) -> str | None:
    """The text a chunk row was embedded from (`Chunk.search_text`), for a chunk batch's rows."""
    if row.get("text") is None:
        return None
    chunk = Chunk(id=row["id"], file_id="", start=0, end=0, text=row["text"], heading=row.get("heading"))
    return chunk.search_text()


def _chunked(items: list[str], size: int) -> Iterator[list[str]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


# --- export ---------------------------------------------------------------------------------------


def plain(value: Any) -> Any:
    """A graph value as JSON: dates (neo4j.time) in ISO 8601, containers recursively."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if hasattr(value, "iso_format"):
        return value.iso_format()
    return value


def export_graph(
    store: GraphStore, tenant: str, *, embeddings: bool = False, page: int = PAGE
) -> Iterator[tuple[str, dict[str, Any]]]:
    """Everything the graph holds for the tenant, as (kind, record): each "contract" with its
    properties, parties (name, role, the aliases it defines), governing law, clauses and text
    chunks (`embeddings`: with their stored vectors, base64); each "party" record with its places
    and contracts; each "party_decision"."""
    after = ""
    while rows := _read(store, cypher.TENANT_EXPORT_CONTRACTS, tenant=tenant, after=after, limit=page):
        ids = [r["file_id"] for r in rows]
        by_id: dict[str, dict[str, Any]] = {
            r["file_id"]: {
                **plain(r["props"]),
                "parties": [],
                "governing_law": None,
                "clauses": [],
                "chunks": [],
            }
            for r in rows
        }
        for r in _read(store, cypher.TENANT_EXPORT_CONTRACT_PARTIES, ids=ids):
            by_id[r["file_id"]]["parties"].append(plain({k: v for k, v in r.items() if k != "file_id"}))
        for r in _read(store, cypher.TENANT_EXPORT_LAWS, ids=ids):
            by_id[r["file_id"]]["governing_law"] = plain(r["law"])
        for r in _read(store, cypher.TENANT_EXPORT_CLAUSES, ids=ids):
            by_id[r["file_id"]]["clauses"].append(plain(r["clause"]))
        for r in _read(store, cypher.TENANT_EXPORT_CHUNKS, ids=ids, embeddings=embeddings):
            chunk = {k: v for k, v in r.items() if k != "file_id" and (embeddings or k != "embedding")}
            by_id[r["file_id"]]["chunks"].append(plain(chunk))
        for fid in ids:
            yield "contract", by_id[fid]
        after = ids[-1]
    places: dict[str, list[dict[str, Any]]] = {}
    for r in _read(store, cypher.TENANT_EXPORT_PARTY_LOCATIONS, tenant=tenant):
        places.setdefault(r["party_id"], []).append(plain(r["location"]))
    contracts: dict[str, list[str]] = {}
    for r in _read(store, cypher.TENANT_EXPORT_PARTY_CONTRACTS, tenant=tenant):
        contracts.setdefault(r["party_id"], []).append(r["file_id"])
    for r in _read(store, cypher.TENANT_EXPORT_PARTIES, tenant=tenant):
        party = plain(r["party"])
        pid = party.get("id")
        yield (
            "party",
            {**party, "locations": places.get(pid, []), "contracts": sorted(contracts.get(pid, []))},
        )
    for r in _read(store, cypher.TENANT_EXPORT_DECISIONS, tenant=tenant):
        yield "party_decision", plain(r["decision"])
