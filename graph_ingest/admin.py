"""Reads across every tenant, kept apart from the scoped read path.

Chat answers read only through `GraphStore.read`, which refuses a query without the caller's scope.
What must see every tenant's data goes through an `AdminReader` instead, and only from these places
(checked by tests/unit/test_layers.py): operators' commands (`clausebot db status`, `clausebot parties`),
ingestion's duplicate, ownership and entity-resolution checks, and clause search's upkeep (chunks
of an older format written again).
"""

from __future__ import annotations

from typing import Any

from graph_ingest import cypher
from graph_ingest.store import GraphStore


class AdminReader:
    """Unscoped reads over one `GraphStore`; never handed to the agent or to a chat adapter."""

    def __init__(self, store: GraphStore) -> None:
        self.store = store

    def _read(self, query: str, **params: Any) -> list[dict[str, Any]]:
        return self.store._run(query, params, write=False)

    def counts(self) -> dict[str, int]:
        """Node and relationship counts across all scopes (`db status`, benchmarks, tests)."""
        counts = {r["label"]: r["n"] for r in self._read(cypher.NODE_COUNTS)}
        for r in self._read(cypher.RELATIONSHIP_COUNTS):
            counts[r["type"]] = r["n"]
        return counts

    def constraints(self) -> list[dict[str, Any]]:
        return self._read(cypher.SHOW_CONSTRAINTS)

    def file_id_by_hash(
        self, content_hash: str, tenant: str, channel: str | None = None, wide: bool = True
    ) -> str | None:
        """The contract imported from a file with these bytes that a writer in `channel` of `tenant`
        sees (`wide`: the writer sees the workspace's shared contracts), if any. A copy kept in
        another channel does not count: the file is imported again for this one."""
        rows = self._read(
            cypher.CONTRACT_BY_HASH, hash=content_hash, tenant=tenant, channel=channel or "", wide=wide
        )
        return rows[0]["file_id"] if rows else None

    def owner_of(self, file_id: str) -> str | None:
        """The tenant a contract id belongs to, if it exists."""
        rows = self._read(cypher.CONTRACT_OWNER, file_id=file_id)
        return rows[0]["tenant"] if rows else None

    def stale_indexed(self, version: str, after: str = "", limit: int = 50) -> list[dict[str, Any]]:
        """Contracts after `after` (by file id) whose chunks were written in another
        `store.index_version` (clause search writes them again)."""
        return self._read(cypher.STALE_INDEXED, version=version, after=after, limit=limit)

    def chunks_of(self, file_ids: list[str]) -> list[dict[str, Any]]:
        """Stored chunks of these contracts, of any tenant (to write them again in the current format)."""
        return self._read(cypher.CHUNKS_OF, file_ids=file_ids)

    def parties(self, tenant: str | None = None) -> list[dict[str, Any]]:
        """Each tenant's parties: tenant, key, name and number of contracts (operators only)."""
        return self._read(cypher.PARTY_KEYS, tenant=tenant)

    def party_keys(self, tenant: str) -> list[str]:
        """The party keys of one tenant: what a new party name of that tenant is resolved against."""
        return [r["key"] for r in self._read(cypher.PARTY_KEY_LIST, tenant=tenant)]

    def distinct_pairs(self, tenant: str) -> set[frozenset[str]]:
        """Party pairs a person of this tenant marked as different organisations."""
        return {frozenset((r["a"], r["b"])) for r in self._read(cypher.DISTINCT_PAIRS, tenant=tenant)}
