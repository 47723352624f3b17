"""Clause search: the graph narrows, ranks and stores; quotes come back with offsets.

Nothing of the corpus is kept in a process: chunks, their embeddings, a full-text index on their
text and (`GraphSettings.vector_index`) a vector index on them live in the graph database, and every
read goes through the caller's scope (`GraphStore.read`), so a chunk of an invisible contract is
never read, let alone ranked. Three ways, by what is asked:

- **A few contracts** (one named contract, a party's few, or a corpus of at most `WHOLE_MAX`
  visible contracts): their chunks are read whole and ranked exactly, by hybrid retrieval
  (`HybridRetriever`: BM25 with the thesaurus, dense similarity, position) over those chunks only,
  with BM25 statistics of those chunks; a search for a CUAD category the learned clause model knows
  (`retrievers.clause_model`) is ranked by that model's logit instead.
- **"Which contracts have X?"** over more contracts: each contract's verdict per category (the
  model's best logit over its chunks and the chunk that has it) is written with its chunks
  (`store.clause_verdicts`), so the graph answers with one indexed read; the passages quoted are
  read by id.
- **Free text over more contracts**: the full-text index (and the vector index, where the graph has
  one) each offer their best `CANDIDATES` chunks, the visible ones are kept and ranked again as
  above, with the statistics of those candidates alone. A workspace's ranking therefore never
  depends on another's chunks, except through which chunks the shared indexes offer as
  candidates (deploy/SCALING.md).

`per_contract` keeps each contract's best chunk only: "which contracts have X?" decided contract by
contract. Contracts whose chunks were written in another format (`store.index_version`: before
contracts carried verdicts, with vectors where the setting is now off or the other way round, or
scored by another clause model) are written again by `refresh`, which a server runs at start.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Hashable, Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import numpy as np
from pydantic import BaseModel, Field

from core.clause_categories import TERM_DECIDED
from graph_ingest import cypher
from graph_ingest.admin import AdminReader
from graph_ingest.chunking import Chunk
from graph_ingest.errors import GraphUnavailableError
from graph_ingest.extract.clauses import sentence_spans
from graph_ingest.freshness import ScopedCache
from graph_ingest.indexer import decode_vectors
from graph_ingest.indexes import chunk_index_names
from graph_ingest.models import ChunkRecord
from graph_ingest.normalize import evidence_spans
from graph_ingest.retrievers.bm25 import words
from graph_ingest.retrievers.clause_model import ClauseModel, passage_text, shipped_model
from graph_ingest.retrievers.hybrid import HybridRetriever
from graph_ingest.retrievers.index import ClauseIndex
from graph_ingest.retrievers.synonyms import expand, normalize_query
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore, index_version

log = logging.getLogger(__name__)
# a corpus-wide count read beside the question's own read of every contract (`ClauseSearch._holders`)
_BESIDE = ThreadPoolExecutor(max_workers=4, thread_name_prefix="clause-count")
T = TypeVar("T")
FOCUS_CHARS = 600  # the most of a passage shown as its operative sentences
FOCUSED_HITS = 20  # hits that get a focus: the most any answer quotes (k <= 20; 10 contracts listed)
WHOLE_MAX = 40  # contracts of a corpus a search reads whole and ranks exactly
WHOLE_CHUNKS = 2500  # the most chunks it reads whole (~4 MB): 40 CUAD contracts, or more short ones
CANDIDATES = 200  # chunks each index offers a search over more contracts, before the scope filter
QUERY_TERMS = 32  # words of a query (and its synonyms) the full-text index is asked for
NO_FLOOR = -1e9  # a logit floor that keeps every contract


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
    clear: bool | None = Field(
        None, description="the model is sure (at or above the category's `sure` logit, at least `across`)"
    )
    doubtful: bool | None = Field(
        None, description="not evidence, but where the model's no is not sure (from its `doubt` logit up)"
    )
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
        model: bool = True,
        backend: str = "arcadedb",
        whole_max: int = WHOLE_MAX,
    ) -> None:
        """`model`: rank CUAD categories by the shipped clause model (False: by the rule tagger's tags
        and the words alone); `backend` names the indexes (`indexes.chunk_index_names`); `whole_max`:
        the most contracts a search reads whole."""
        self.store = store
        self.admin = AdminReader(store)  # the upkeep only: rewriting chunks of an older format
        self.embedder = embedder
        self.model: ClauseModel | None = shipped_model() if model else None
        self.text_index, vector_index = chunk_index_names(backend)
        self.vector_index = vector_index if store.vectors else None  # GraphSettings.vectors
        self.whole_max = whole_max
        # over the whole corpus, what every question would otherwise read from every contract
        self._corpus: ScopedCache[Any] = ScopedCache()
        self._loaded = False
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        """Whether `refresh` has run to the end once (a server is ready)."""
        return self._loaded

    def refresh(self) -> int:
        """Write again, in the current format, the chunks of contracts written in an older one
        (`store.index_version`: a graph from before this format, or a worker of an older release
        still writing); returns how many contracts. A server runs it at start (searches never wait
        for it: until it is done, they see older contracts as before); a second call while one runs
        returns at once."""
        if not self._lock.acquire(blocking=False):
            return 0
        try:
            version, done, after = index_version(self.store.vectors), 0, ""
            while rows := self.admin.stale_indexed(version, after):
                after = rows[-1]["file_id"]  # a contract that cannot be written again is passed over
                by_file: dict[str, list[dict[str, Any]]] = {}
                for c in self.admin.chunks_of([r["file_id"] for r in rows]):
                    by_file.setdefault(c.pop("file_id"), []).append(c)
                done += sum(self._rewrite(row, by_file.get(row["file_id"], [])) for row in rows)
            self._loaded = True
        finally:
            self._lock.release()
        if done:
            log.info("clause search: chunks of %d contracts written again in format %s", done, version)
        return done

    def _rewrite(self, row: dict[str, Any], chunks: list[dict[str, Any]]) -> bool:
        """One contract's stored chunks written again; a contract that cannot be (a chunk without
        its embedding) is logged and left as it is, the others go on."""
        try:
            records = [ChunkRecord.model_validate({**c, "categories": c["categories"] or []}) for c in chunks]
            return self.store.write_chunks(
                row["file_id"], row["tenant"], records, row["model"] or "", unchanged_since=row["indexed_at"]
            )
        except GraphUnavailableError:
            raise
        except Exception as e:  # noqa: BLE001 (one odd contract must not stop the others)
            log.warning("chunks of %s not written again: %s", row["file_id"], type(e).__name__)
            return False

    def searchable(self, scope: ReaderScope, file_ids: list[str] | None = None) -> tuple[int, int]:
        """(contracts, chunks) a search with these arguments decides over: what "checked N" may honestly
        say (over many contracts, the chunks it ranks are the indexes' candidates among these)."""

        return self._read(scope, file_ids, "searchable", lambda: self._count(scope, file_ids))

    def _count(self, scope: ReaderScope, file_ids: list[str] | None) -> tuple[int, int]:
        rows = self.store.read(cypher.searchable_counts(file_ids is not None), scope, file_ids=file_ids)
        return (int(rows[0]["contracts"]), int(rows[0]["chunks"] or 0)) if rows else (0, 0)

    def _read(
        self, scope: ReaderScope, file_ids: list[str] | None, key: Hashable, read: Callable[[], T]
    ) -> T:
        """`read()`: over the whole corpus (no `file_ids`) through the scope's cache (`_corpus`), since
        it reads every contract; over given contracts as it is (it reads only those)."""
        return read() if file_ids is not None else self._corpus.get(scope, key, read)

    def _holders(
        self,
        scope: ReaderScope,
        file_ids: list[str] | None,
        key: Hashable,
        fields: tuple[str, ...] | None = None,
        **params: Any,
    ) -> list[dict[str, Any]]:
        """The contracts that hold a category by the clause model's verdict (`fields`: by their
        extracted terms). Over the whole corpus through the scope's cache; when what `searchable`
        counts is not cached either (the first such question after a write), it is counted meanwhile
        on another connection, so that the two reads of every contract run side by side rather than
        one after the other (the answer's "checked N" then waits for it in the cache)."""
        by_id = file_ids is not None
        query = cypher.term_holders(by_id, fields) if fields else cypher.classified_contracts(by_id)

        def read() -> list[dict[str, Any]]:
            return self.store.read(query, scope, file_ids=file_ids, **params)

        if by_id:
            return read()
        if not self._corpus.fresh(
            scope, key
        ):  # claimed now, so `searchable` waits for it, never counts again
            self._corpus.build_beside(scope, "searchable", lambda: self._count(scope, None), _BESIDE.submit)
        return self._corpus.get(scope, key, read)

    def tagged(self, scope: ReaderScope, file_ids: list[str], category: str) -> set[str]:
        """The contracts among `file_ids` with a chunk the rule tagger tagged with `category`."""
        rows = self.store.read(cypher.TAGGED_CONTRACTS, scope, file_ids=file_ids, category=category.lower())
        return {r["file_id"] for r in rows}

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
        if not query.strip() or file_ids == []:
            return []
        classified = classify and self.model is not None and self.model.knows(category)
        if classified and category in TERM_DECIDED:
            if per_contract:  # "which contracts renew automatically?": their terms decide
                return self._by_terms(scope, file_ids, str(category), k)
            if file_ids is not None:  # "does the Acme deal renew?": the passage its term came from first
                termed = self._by_terms(scope, file_ids, str(category), k)
                seen = {(h.file_id, h.start) for h in termed}
                rest = self._search(query, scope, file_ids, category, k, per_contract, classified)
                return [*termed, *(h for h in rest if (h.file_id, h.start) not in seen)][:k]
        return self._search(query, scope, file_ids, category, k, per_contract, classified)

    def _search(
        self,
        query: str,
        scope: ReaderScope,
        file_ids: list[str] | None,
        category: str | None,
        k: int,
        per_contract: bool,
        classified: bool,
    ) -> list[ClauseHit]:
        whole = self._whole(scope, file_ids)
        if whole is not None:  # few enough to read and rank exactly
            if not whole:
                return []
            pool = Pool(self.store.read(cypher.CONTRACT_CHUNKS, scope, file_ids=whole), self.embedder)
            if classified:
                return self._classified(self._scored(pool, str(category)), pool, category, k, per_contract)
            return self._ranked(pool, query, category, k, per_contract)
        if classified:
            return self._classified_corpus(scope, file_ids, str(category), k, per_contract)
        pool = self._candidates(query, scope, file_ids)
        return self._ranked(pool, query, category, k, per_contract, position=False)

    def _whole(self, scope: ReaderScope, file_ids: list[str] | None) -> list[str] | None:
        """The searchable contracts of the search when they are few enough to read whole (the
        corpus: at most `whole_max` contracts; either way at most `WHOLE_CHUNKS` chunks), else None."""
        if file_ids is None:
            rows = self.store.read(
                cypher.searchable_contracts(False), scope, file_ids=None, limit=self.whole_max + 1
            )
            if len(rows) > self.whole_max:
                return None
            file_ids = [r["file_id"] for r in rows]
        if not file_ids or self.searchable(scope, file_ids)[1] > WHOLE_CHUNKS:
            return [] if not file_ids else None
        rows = self.store.read(
            cypher.searchable_contracts(True), scope, file_ids=file_ids, limit=len(file_ids)
        )
        return [r["file_id"] for r in rows]

    def _candidates(self, query: str, scope: ReaderScope, file_ids: list[str] | None) -> Pool:
        """The visible chunks among the best `CANDIDATES` of the full-text index (query and thesaurus
        words) and of the vector index (when there is one), as a pool ranked like a few contracts'
        chunks."""
        query = normalize_query(query)
        rows: list[dict[str, Any]] = []
        if self.vector_index is not None:
            vector = np.asarray(self.embedder.embed_query(query), dtype=np.float32)  # type: ignore[attr-defined]
            rows += self.store.read(
                cypher.VECTOR_CHUNKS, scope, index=self.vector_index, n=CANDIDATES, vector=vector.tolist(),
                file_ids=file_ids,
            )  # fmt: skip
        if terms := list(dict.fromkeys(words(expand(query))))[:QUERY_TERMS]:
            rows += self.store.read(
                cypher.TEXT_CHUNKS, scope, index=self.text_index, q=" OR ".join(terms), n=CANDIDATES,
                file_ids=file_ids,
            )  # fmt: skip
        return Pool(rows, self.embedder)

    def _ranked(
        self, pool: Pool, query: str, category: str | None, k: int, per_contract: bool, position: bool = True
    ) -> list[ClauseHit]:
        """Hybrid retrieval over the pool; with `category`, only chunks the rule tagger tagged so.
        `position=False`: the pool holds candidates, not whole contracts, so a chunk's place among
        them says nothing of its place in its contract."""
        if not len(pool.index):
            return []
        depth = k * 8 if category or per_contract else k
        retriever = HybridRetriever(pool.index, self.embedder)  # type: ignore[arg-type]
        if not position:
            retriever.position_weight = 0.0
        items = retriever.search(query, top_k=depth).items
        hits: list[ClauseHit] = []
        wanted = category.lower() if category else None
        seen: set[str] = set()
        for item in items:
            cats = pool.categories.get(item.chunk.id, [])
            if wanted and not any(c.lower() == wanted for c in cats):
                continue
            c = item.chunk
            if per_contract and c.file_id in seen:
                continue
            seen.add(c.file_id)
            category_ = next((x for x in cats if not wanted or x.lower() == wanted), None)
            hits.append(ClauseHit.of(c, pool.titles, round(item.score, 6), category_))
            if len(hits) == k:
                break
        return hits

    def _scored(self, pool: Pool, category: str) -> list[tuple[float, Chunk]]:
        """(the clause model's logit for `category`, chunk) of every chunk of the pool (the rule
        tagger's tags count too)."""
        assert self.model is not None
        chunks = pool.index.chunks
        logits = self.model.scores(
            [passage_text(c.text, c.heading) for c in chunks], [pool.categories.get(c.id, []) for c in chunks]
        )
        return [(float(x), c) for x, c in zip(logits[:, self.model.column(category)], chunks, strict=True)]

    def _classified_corpus(
        self, scope: ReaderScope, file_ids: list[str] | None, category: str, k: int, per_contract: bool
    ) -> list[ClauseHit]:
        """Contracts by their stored verdict for `category` (`store.clause_verdicts`), each with the
        chunk that has it: one passage a contract, also without `per_contract`."""
        assert self.model is not None
        column = self.model.column(category)
        floor = self.model.floor if per_contract else NO_FLOOR
        version = index_version(self.store.vectors)

        verdicts = self._holders(
            scope, file_ids, (column, floor, k, version), version=version, column=column, floor=floor, limit=k
        )
        if not verdicts:
            return []
        ids = [r["chunk_id"] for r in verdicts]
        pool = Pool(self.store.read(cypher.CHUNKS_BY_ID, scope, ids=ids), self.embedder)
        by_id = {c.id: c for c in pool.index.chunks}
        scored = [(float(r["logit"]), by_id[r["chunk_id"]]) for r in verdicts if r["chunk_id"] in by_id]
        return self._classified(scored, pool, category, k, per_contract)

    def _by_terms(
        self, scope: ReaderScope, file_ids: list[str] | None, category: str, k: int
    ) -> list[ClauseHit]:
        """Across contracts, for a category their extracted terms decide (`TERM_DECIDED`): the
        contracts whose terms say they have it, each quoting the passage the term was read from (the
        clause model's best chunk where no passage is on record), the most clearly worded first."""
        assert self.model is not None
        fields = TERM_DECIDED[category]

        rows = self._holders(scope, file_ids, (fields, k), fields, limit=k)
        spans: dict[str, tuple[int, int]] = {}
        for r in rows:
            evidence = evidence_spans(r.get("term_evidence"))
            if span := next((evidence[f] for f in fields if f in evidence), None):
                spans[r["file_id"]] = span
        at = [{"file_id": f, "start": a, "end": b} for f, (a, b) in spans.items()]
        chunk_rows = self.store.read(cypher.CHUNKS_AT, scope, spans=at) if at else []
        unplaced = [r["file_id"] for r in rows if r["file_id"] not in {c["file_id"] for c in chunk_rows}]
        if unplaced:  # no passage on record (or none that a chunk holds): the model's best chunk
            best = self.store.read(
                cypher.classified_contracts(True), scope, file_ids=unplaced, version=index_version(self.store.vectors),
                column=self.model.column(category), floor=NO_FLOOR, limit=len(unplaced),
            )  # fmt: skip
            ids = [r["chunk_id"] for r in best if r.get("chunk_id")]
            chunk_rows += self.store.read(cypher.CHUNKS_BY_ID, scope, ids=ids) if ids else []
        pool = Pool(chunk_rows, self.embedder)
        first: dict[str, Chunk] = {}
        for chunk in pool.index.chunks:  # in document order: the first chunk that holds the passage
            first.setdefault(chunk.file_id, chunk)
        chunks = list(first.values())
        if not chunks:
            return []
        column = self.model.column(category)
        logits = self.model.scores(
            [passage_text(c.text, c.heading) for c in chunks], [pool.categories.get(c.id, []) for c in chunks]
        )[:, column]
        hits = []
        for logit, chunk in sorted(zip(logits, chunks, strict=True), key=lambda lc: (-lc[0], lc[1].file_id)):
            a, b = spans.get(chunk.file_id) or self._focus(chunk, column)
            focus = (max(a, chunk.start), min(b, chunk.end, max(a, chunk.start) + FOCUS_CHARS))
            hits.append(
                ClauseHit.of(
                    chunk,
                    pool.titles,
                    round(float(logit), 4),
                    category,
                    evidence=True,
                    clear=True,
                    focus_start=focus[0],
                    focus_end=focus[1],
                )  # fmt: skip
            )
        return hits[:k]

    def _classified(
        self, scored: list[tuple[float, Chunk]], pool: Pool, category: str | None, k: int, per_contract: bool
    ) -> list[ClauseHit]:
        """Chunks ranked by the clause model's logit for `category`, `evidence` above its threshold;
        across contracts (`per_contract`), each contract's best chunk, evidence above the stricter
        `across` threshold, and none below the model's `floor` (the "perhaps" a caller may still
        offer). `doubtful`: not evidence, but at or above the floor (a "no" would not be sure)."""
        assert self.model is not None and category is not None
        column = self.model.column(category)
        threshold = self.model.across if per_contract else self.model.within
        scored.sort(key=lambda sc: (-sc[0], sc[1].file_id, sc[1].start))
        hits: list[ClauseHit] = []
        seen: set[str] = set()
        for logit, chunk in scored:
            if per_contract and (chunk.file_id in seen or logit < self.model.floor):
                continue
            seen.add(chunk.file_id)
            # the sentences that say it are scored for the hits a caller may quote, not for every
            # contract a cross-contract search counts (up to hundreds)
            focus = self._focus(chunk, column) if len(hits) < FOCUSED_HITS else (None, None)
            hits.append(
                ClauseHit.of(
                    chunk,
                    pool.titles,
                    round(logit, 4),
                    self.model.categories[column],
                    evidence=logit >= threshold,
                    clear=logit >= self.model.sure_at(column),
                    doubtful=self.model.floor <= logit < threshold,
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


class Pool:
    """Chunk rows read from the graph (`cypher.CHUNK_COLUMNS`) as a transient `ClauseIndex` (each
    contract's chunks in document order), with their titles and rule-tagger categories."""

    def __init__(self, rows: Iterable[dict[str, Any]], embedder: object | None = None) -> None:
        by_file: dict[str, dict[str, dict[str, Any]]] = {}
        for r in rows:
            by_file.setdefault(r["file_id"], {})[r["id"]] = r  # a chunk both indexes offered: once
        dim = int(getattr(embedder, "dim", 384))
        self.index = ClauseIndex(str(getattr(embedder, "model_id", "model")), dim)
        self.titles: dict[str, str] = {}
        self.categories: dict[str, list[str]] = {}
        for fid, chunks in sorted(by_file.items()):
            ordered = sorted(chunks.values(), key=lambda c: c["start"])
            self.titles[fid] = ordered[0]["title"]
            self.categories.update({c["id"]: list(c["categories"] or []) for c in ordered})
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
                    for c in ordered
                ],
                decode_vectors([c["embedding"] for c in ordered], dim),
            )
