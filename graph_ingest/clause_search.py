"""Clause search: the graph narrows, hybrid retrieval ranks, quotes come back with offsets.

Each process keeps in memory one `ClauseIndex` per tenant of the chunks stored in the graph and
tops them up from contracts (re)indexed since its last look. A search first asks the graph which
contracts the caller may see (scope, and optional contract filters), so a chunk of an unrelated or
invisible contract is never ranked. Ranking statistics (BM25's document frequencies and lengths)
are each tenant's own, so what one workspace imports never moves another's scores; a search over
several visible tenants (a workspace and the shared demo corpus) merges their rank-fused lists.

A search for a CUAD category the learned clause model knows (`retrievers.clause_model`) is ranked
by that model instead: every chunk of the candidate contracts is scored (once, when loaded), the
best first, each hit saying whether it clears the model's threshold (`evidence`). `per_contract`
keeps each contract's best chunk only: "which contracts have X?" decided contract by contract.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

import numpy as np
from pydantic import BaseModel, Field

from graph_ingest import cypher
from graph_ingest.admin import AdminReader
from graph_ingest.chunking import Chunk
from graph_ingest.extract.clauses import sentence_spans
from graph_ingest.indexer import decode_vectors
from graph_ingest.retrievers.clause_model import ClauseModel, passage_text, shipped_model
from graph_ingest.retrievers.hybrid import HybridRetriever
from graph_ingest.retrievers.index import ClauseIndex
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)
FOCUS_CHARS = 600  # the most of a passage shown as its operative sentences
FOCUSED_HITS = 20  # hits that get a focus: the most any answer quotes (k <= 20; 10 contracts listed)


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
    evidence: bool | None = Field(
        None, description="the clause model's verdict (None: no model for the category; rank only)"
    )
    clear: bool | None = Field(None, description="the model is sure (above its stricter `across` threshold)")
    focus_start: int | None = Field(None, description="the passage's operative sentences (absolute offsets)")
    focus_end: int | None = None

    @classmethod
    def of(
        cls, chunk: Chunk, titles: dict[str, str], score: float, category: str | None, **extra: Any
    ) -> ClauseHit:
        """The hit quoting `chunk` exactly, with its contract's title."""
        return cls(
            file_id=chunk.file_id,
            title=titles.get(chunk.file_id),
            start=chunk.start,
            end=chunk.end,
            text=chunk.text,
            score=score,
            category=category,
            heading=chunk.heading,
            **extra,
        )


def excerpt(text: str, start: int | None, focus_start: int | None, focus_end: int | None) -> str:
    """What a surface quotes of a passage: its operative sentences (`focus_*`, absolute offsets),
    with "…" where the passage goes on; the whole text when no focus is known."""
    if start is None or focus_start is None or focus_end is None:
        return text
    a, b = max(0, focus_start - start), min(len(text), focus_end - start)
    if not a < b:
        return text
    return ("… " if a > 0 else "") + text[a:b].strip() + (" …" if b < len(text) else "")


class ClauseSearch:
    def __init__(
        self,
        store: GraphStore,
        embedder: object,
        refresh_every_s: float = 2.0,
        model: ClauseModel | None | bool = True,
    ) -> None:
        """`model`: the clause model (True: the shipped one; None or False: rank by tags alone)."""
        self.store = store
        self.admin = AdminReader(store)  # the indexes hold every tenant's chunks; searches filter by scope
        self.embedder = embedder
        self.retrievers: dict[str, HybridRetriever] = {}  # tenant -> its own index and retriever
        self.tenant_of: dict[str, str] = {}  # file id -> tenant
        self.categories: dict[str, list[str]] = {}
        self.model = shipped_model() if model is True else (model or None)
        self.logits: dict[str, np.ndarray] = {}  # chunk id -> the clause model's logit per category
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
    def loaded(self) -> bool:
        """Whether the index has been loaded from the graph at least once (a server is ready)."""
        return self._checked > 0.0

    def forget(self, file_ids: set[str]) -> int:
        """Drop these contracts' chunks (and tags and scores) from the index: contracts deleted from the
        graph, which a refresh never sees again (it loads what was indexed since). Returns the chunks
        dropped; a tenant left without chunks loses its index (and its ranking statistics) whole."""
        dropped = 0
        with self._lock:
            by_tenant: dict[str, set[str]] = {}
            for fid in file_ids:
                if (tenant := self.tenant_of.pop(fid, None)) is not None:
                    by_tenant.setdefault(tenant, set()).add(fid)
            for tenant, fids in by_tenant.items():
                index = self._index(tenant)
                for row in index.rows(fids):
                    self.categories.pop(index.chunks[row].id, None)
                    self.logits.pop(index.chunks[row].id, None)
                    dropped += 1
                index.remove(fids)
                if not len(index):
                    del self.retrievers[tenant]
        return dropped

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
                        stale = self._index(old)
                        for row in stale.rows({fid}):  # its old chunks' tags and scores go with them
                            self.categories.pop(stale.chunks[row].id, None)
                            self.logits.pop(stale.chunks[row].id, None)
                        stale.remove({fid})
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
                    if self.model is not None:
                        rows_ = self.model.scores(  # the rule tagger's tags count too
                            [passage_text(c["text"], c["heading"]) for c in chunks],
                            [c["categories"] or [] for c in chunks],
                        )
                        self.logits.update({c["id"]: r for c, r in zip(chunks, rows_, strict=True)})
                loaded += len(file_ids)
                self._since = max(r["indexed_at"] for r in rows)
            self._checked = time.monotonic()
        if loaded:
            log.info("clause index: %d contracts loaded, %d chunks in all", loaded, self.chunk_count)
        return loaded

    def _visible(
        self, scope: ReaderScope, file_ids: list[str] | None
    ) -> tuple[dict[str, str], dict[str, set[str]]]:
        """(file id -> title, tenant -> file ids) of the indexed contracts the scope may see."""
        self.refresh()
        rows = self.store.read(cypher.SEARCHABLE_CONTRACTS, scope, file_ids=file_ids)
        titles = {r["file_id"]: r["title"] for r in rows}
        by_tenant: dict[str, set[str]] = {}
        for fid in titles:
            if fid in self.tenant_of:
                by_tenant.setdefault(self.tenant_of[fid], set()).add(fid)
        return titles, by_tenant

    def searchable(self, scope: ReaderScope, file_ids: list[str] | None = None) -> tuple[int, int]:
        """(contracts, chunks) a search with these arguments reads: what "checked N" may honestly say."""
        _, by_tenant = self._visible(scope, file_ids)
        with self._lock:
            chunks = sum(len(self.retrievers[t].index.rows(ids)) for t, ids in by_tenant.items())
        return sum(len(ids) for ids in by_tenant.values()), chunks

    def tagged(self, file_ids: list[str], category: str) -> set[str]:
        """The contracts among `file_ids` with a chunk the rule tagger tagged with `category`."""
        wanted = category.lower()
        with self._lock:
            return {
                f
                for f in file_ids
                if (tenant := self.tenant_of.get(f))
                for row in self.retrievers[tenant].index.rows({f})
                if any(
                    c.lower() == wanted
                    for c in self.categories.get(self.retrievers[tenant].index.chunks[row].id, [])
                )
            }

    def search(
        self,
        query: str,
        scope: ReaderScope,
        *,
        file_ids: list[str] | None = None,
        category: str | None = None,
        k: int = 10,
        per_contract: bool = False,
        classify: bool = True,
    ) -> list[ClauseHit]:
        """The `k` best chunks for `query` among the contracts the scope may see (and `file_ids`);
        `per_contract`: the best chunk of each contract (with the clause model: those it accepts);
        `classify=False`: rank by the words and the rule tagger's tags even where the model knows."""
        titles, by_tenant = self._visible(scope, file_ids)
        if not by_tenant or not query.strip():
            return []
        if classify and self.model is not None and category and self.model.knows(category):
            return self._classified(titles, by_tenant, category, k, per_contract)
        depth = k * 8 if category or per_contract else k
        items = []
        with self._lock:  # a refresh in another thread must not change an index mid-search
            for tenant, allowed in sorted(by_tenant.items()):
                items += self.retrievers[tenant].search(query, top_k=depth, file_ids=allowed).items
        items.sort(key=lambda item: -item.score)
        hits: list[ClauseHit] = []
        wanted = category.lower() if category else None
        seen: set[str] = set()
        for item in items:
            cats = self.categories.get(item.chunk.id, [])
            if wanted and not any(c.lower() == wanted for c in cats):
                continue
            c = item.chunk
            if per_contract and c.file_id in seen:
                continue
            seen.add(c.file_id)
            category_ = next((x for x in cats if not wanted or x.lower() == wanted), None)
            hits.append(ClauseHit.of(c, titles, round(item.score, 6), category_))
            if len(hits) == k:
                break
        return hits

    def _classified(
        self,
        titles: dict[str, str],
        by_tenant: dict[str, set[str]],
        category: str,
        k: int,
        per_contract: bool,
    ) -> list[ClauseHit]:
        """Chunks ranked by the clause model's logit for `category`, `evidence` above its threshold;
        across contracts (`per_contract`), each contract's best chunk, evidence above the stricter
        `across` threshold, and none below `within` (the "perhaps" a caller may still offer)."""
        assert self.model is not None
        column = self.model.column(category)
        threshold = self.model.across if per_contract else self.model.within
        scored: list[tuple[float, Chunk]] = []
        with self._lock:
            for tenant, allowed in sorted(by_tenant.items()):
                index = self.retrievers[tenant].index
                for row in index.rows(allowed):
                    chunk = index.chunks[row]
                    if (logits := self.logits.get(chunk.id)) is not None:
                        scored.append((float(logits[column]), chunk))
        scored.sort(key=lambda sc: (-sc[0], sc[1].file_id, sc[1].start))
        hits: list[ClauseHit] = []
        seen: set[str] = set()
        for logit, chunk in scored:
            if per_contract and (chunk.file_id in seen or logit < self.model.within):
                continue
            seen.add(chunk.file_id)
            # the sentences that say it are scored for the hits a caller may quote, not for every
            # contract a cross-contract search counts (up to hundreds)
            focus = self._focus(chunk, column) if len(hits) < FOCUSED_HITS else (None, None)
            hits.append(
                ClauseHit.of(
                    chunk,
                    titles,
                    round(logit, 4),
                    self.model.categories[column],
                    evidence=logit >= threshold,
                    clear=logit >= self.model.across,
                    focus_start=focus[0],
                    focus_end=focus[1],
                )
            )
            if len(hits) == k:
                break
        return hits

    def _focus(self, chunk: Chunk, column: int) -> tuple[int, int]:
        """The sentences of a chunk that say it: the one the model scores highest, extended with
        the next ones up to `FOCUS_CHARS` (absolute offsets; the whole chunk when it is short)."""
        assert self.model is not None
        if chunk.end - chunk.start <= FOCUS_CHARS:
            return chunk.start, chunk.end
        spans = sentence_spans(chunk.text)
        logits = self.model.logits([passage_text(chunk.text[a:b], chunk.heading) for a, b in spans])
        best = int(np.argmax(logits[:, column]))
        a, b = spans[best]
        for nxt in spans[best + 1 :]:
            if b - a >= FOCUS_CHARS // 2 or nxt[1] - a > FOCUS_CHARS:
                break
            b = nxt[1]
        return chunk.start + a, chunk.start + min(b, a + FOCUS_CHARS)
