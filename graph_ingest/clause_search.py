"""Clause search: the graph narrows, hybrid retrieval ranks, quotes come back with offsets.

Each process keeps an in-memory `ClauseIndex` of the chunks stored in the graph and tops it up
from contracts (re)indexed since its last look. A search first asks the graph which contracts
the caller may see (scope, and optional contract filters), so a chunk of an unrelated or
invisible contract is never ranked.
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
        self.admin = AdminReader(store)  # the index holds every tenant's chunks; searches filter by scope
        self.embedder = embedder
        self.index = ClauseIndex(
            str(getattr(embedder, "model_id", "model")), int(getattr(embedder, "dim", 384))
        )
        self.retriever = HybridRetriever(self.index, embedder)  # type: ignore[arg-type]
        self.categories: dict[str, list[str]] = {}
        self._since = 0.0
        self._checked = 0.0
        self._refresh_every_s = refresh_every_s
        self._lock = threading.Lock()

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
                for fid in file_ids:
                    chunks = by_file.get(fid, [])
                    if not chunks:
                        self.index.remove({fid})
                        continue
                    vectors = decode_vectors([c["embedding"] for c in chunks], self.index.dim)
                    self.index.add(
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
            log.info("clause index: %d contracts loaded, %d chunks in all", loaded, len(self.index))
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
        allowed = set(titles) & self.index.file_ids
        if not allowed or not query.strip():
            return []
        depth = k * 8 if category else k
        with self._lock:  # a refresh in another thread must not change the index mid-search
            result = self.retriever.search(query, top_k=depth, file_ids=allowed)
        hits: list[ClauseHit] = []
        wanted = category.lower() if category else None
        for item in result.items:
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
