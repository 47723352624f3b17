"""Clause search: the graph narrows, hybrid retrieval ranks, quotes come back with offsets.

Each process keeps in memory one `ClauseIndex` per tenant of the chunks stored in the graph and
tops them up from contracts (re)indexed since its last look. A search first asks the graph which
contracts the caller may see (scope, and optional contract filters), so a chunk of an unrelated or
invisible contract is never ranked. Ranking statistics (BM25's document frequencies and lengths)
are each tenant's own, so what one workspace imports never moves another's scores; a search over
several visible tenants (a workspace and the shared demo corpus) merges their rank-fused lists.
"""

from __future__ import annotations

import logging
import threading
import time

from pydantic import BaseModel, Field

from graph_ingest import cypher
from graph_ingest.admin import AdminReader
from graph_ingest.chunking import Chunk
from graph_ingest.indexer import decode_vectors
from graph_ingest.retrievers.hybrid import HybridRetriever
from graph_ingest.retrievers.index import ClauseIndex
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)


class ClauseHit(BaseModel):
    """A quoted clause: `text` is exactly the canonical text from `start` to `end`."""

    file_id: str
    title: str | None = None
    start: int
    end: int
    text: str
    score: float
    category: str | None = Field(None, description="the CUAD category it was tagged with, if any")
    heading: str | None = None


class ClauseSearch:
    def __init__(self, store: GraphStore, embedder: object, refresh_every_s: float = 2.0) -> None:
        self.store = store
        self.admin = AdminReader(store)  # the indexes hold every tenant's chunks; searches filter by scope
        self.embedder = embedder
        self.retrievers: dict[str, HybridRetriever] = {}  # tenant -> its own index and retriever
        self.tenant_of: dict[str, str] = {}  # file id -> tenant
        self.categories: dict[str, list[str]] = {}
        self._since = 0.0
        self._checked = 0.0
        self._refresh_every_s = refresh_every_s
        self._lock = threading.Lock()

    def _index(self, tenant: str) -> ClauseIndex:
        if tenant not in self.retrievers:
            index = ClauseIndex(
                str(getattr(self.embedder, "model_id", "model")), int(getattr(self.embedder, "dim", 384))
            )
            self.retrievers[tenant] = HybridRetriever(index, self.embedder)  # type: ignore[arg-type]
        return self.retrievers[tenant].index

    def indexed(self, file_ids: list[str]) -> list[str]:
        """The contracts among `file_ids` whose text is in the index (what a search really reads)."""
        self.refresh()
        return [f for f in file_ids if f in self.tenant_of]

    @property
    def chunk_count(self) -> int:
        return sum(len(r.index) for r in self.retrievers.values())

    def refresh(self, force: bool = False) -> int:
        """Load chunks of contracts indexed since the last refresh; returns how many contracts."""
        if not force and time.monotonic() - self._checked < self._refresh_every_s:
            return 0
        with self._lock:
            loaded = 0
            while rows := self.admin.chunked_since(self._since):
                file_ids = [r["file_id"] for r in rows]
                by_file: dict[str, list[dict]] = {}
                for row in self.admin.chunks_of(file_ids):
                    by_file.setdefault(row["file_id"], []).append(row)
                for row in rows:
                    fid, tenant = row["file_id"], row["tenant"]
                    if (old := self.tenant_of.get(fid)) is not None:
                        self._index(old).remove({fid})
                    chunks = by_file.get(fid, [])
                    if not chunks:
                        self.tenant_of.pop(fid, None)
                        continue
                    self.tenant_of[fid] = tenant
                    index = self._index(tenant)
                    vectors = decode_vectors([c["embedding"] for c in chunks], index.dim)
                    index.add(
                        [
                            Chunk(
                                id=c["id"],
                                file_id=fid,
                                start=c["start"],
                                end=c["end"],
                                text=c["text"],
                                heading=c["heading"],
                            )
                            for c in chunks
                        ],
                        vectors,
                    )
                    self.categories.update({c["id"]: list(c["categories"] or []) for c in chunks})
                loaded += len(file_ids)
                self._since = max(r["indexed_at"] for r in rows)
            self._checked = time.monotonic()
        if loaded:
            log.info("clause index: %d contracts loaded, %d chunks in all", loaded, self.chunk_count)
        return loaded

    def search(
        self,
        query: str,
        scope: ReaderScope,
        *,
        file_ids: list[str] | None = None,
        category: str | None = None,
        k: int = 10,
    ) -> list[ClauseHit]:
        """The `k` best chunks for `query` among the contracts the scope may see (and `file_ids`)."""
        self.refresh()
        rows = self.store.read(cypher.SEARCHABLE_CONTRACTS, scope, file_ids=file_ids)
        titles = {r["file_id"]: r["title"] for r in rows}
        by_tenant: dict[str, set[str]] = {}
        for fid in titles:
            if fid in self.tenant_of:
                by_tenant.setdefault(self.tenant_of[fid], set()).add(fid)
        if not by_tenant or not query.strip():
            return []
        depth = k * 8 if category else k
        items = []
        with self._lock:  # a refresh in another thread must not change an index mid-search
            for tenant, allowed in sorted(by_tenant.items()):
                items += self.retrievers[tenant].search(query, top_k=depth, file_ids=allowed).items
        items.sort(key=lambda item: -item.score)
        hits: list[ClauseHit] = []
        wanted = category.lower() if category else None
        for item in items:
            cats = self.categories.get(item.chunk.id, [])
            if wanted and not any(c.lower() == wanted for c in cats):
                continue
            c = item.chunk
            hits.append(
                ClauseHit(
                    file_id=c.file_id,
                    title=titles.get(c.file_id),
                    start=c.start,
                    end=c.end,
                    text=c.text,
                    score=round(item.score, 6),
                    category=next((x for x in cats if not wanted or x.lower() == wanted), None),
                    heading=c.heading,
                )
            )
            if len(hits) == k:
                break
        return hits
