"""`HybridRetriever`: BM25 and dense rankings fused by reciprocal rank fusion (RRF).

The query is normalised; BM25 also sees its thesaurus synonyms. Both rankings are computed over
the same candidates (the chunks of `file_ids`, or all) and fused as
``sum_i w_i / (rrf_k + rank_i)``; a chunk that shares no term with the query gets no BM25 share.
Each list contributes for its best `depth` candidates only (all of them within one contract).
A third, query-independent list is the chunk's position in its contract (`position_weight`):
contracts say what they are, between whom and when at the top, and put operative clauses before
boilerplate, signature pages and schedules, so among equally good matches the earlier one wins.
An optional `Reranker` may reorder the fused head; none ships offline, so the default has none.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol

import numpy as np

from graph_ingest.retrievers.base import Retriever, ScoredChunk
from graph_ingest.retrievers.bm25 import tokenize
from graph_ingest.retrievers.dense import DenseRetriever, Embedder
from graph_ingest.retrievers.synonyms import expand, normalize_query

if TYPE_CHECKING:
    from graph_ingest.retrievers.index import ClauseIndex

logger = logging.getLogger(__name__)


class Reranker(Protocol):
    """Reorders (and may rescore) the head of a ranking, e.g. with a cross-encoder."""

    def rerank(self, query: str, items: list[ScoredChunk]) -> list[ScoredChunk]: ...


def ranks(scores: np.ndarray, depth: int | None = None) -> np.ndarray:
    """1-based rank of each score (best = 1; ties broken by position); beyond `depth`, rank = inf."""
    if depth is None or depth >= len(scores):
        order = np.argsort(-scores, kind="stable")
        out = np.empty(len(scores), dtype=np.float64)
        out[order] = np.arange(1, len(scores) + 1)
        return out
    head = np.argpartition(-scores, depth - 1)[:depth]
    head = head[np.lexsort((head, -scores[head]))]
    out = np.full(len(scores), np.inf)
    out[head] = np.arange(1, depth + 1)
    return out


class HybridRetriever(Retriever):
    """BM25 (with synonym expansion) + dense similarity, fused by reciprocal rank."""

    name = "hybrid"

    def __init__(
        self,
        index: ClauseIndex,
        embedder: Embedder,
        rrf_k: float = 60.0,
        bm25_weight: float = 1.0,
        dense_weight: float = 1.0,
        position_weight: float = 0.5,
        expand_synonyms: bool = True,
        reranker: Reranker | None = None,
        rerank_depth: int = 20,
        depth: int = 1000,
    ) -> None:
        self.index = index
        self.dense = DenseRetriever(index, embedder)
        self.rrf_k = rrf_k
        self.bm25_weight = bm25_weight
        self.dense_weight = dense_weight
        self.position_weight = position_weight
        self.expand_synonyms = expand_synonyms
        self.reranker = reranker
        self.rerank_depth = rerank_depth
        self.depth = depth

    def fused_scores(self, query: str, rows: np.ndarray, all_rows: bool = False) -> dict[str, np.ndarray]:
        """Component and fused scores for each of `rows`."""
        query = normalize_query(query)
        lexical = expand(query) if self.expand_synonyms else query
        bm25 = self.index.bm25.scores(tokenize(lexical), None if all_rows else rows)
        dense = self.dense.scores(query, rows, all_rows)
        fused = self.dense_weight / (self.rrf_k + ranks(dense, self.depth))
        fused += np.where(bm25 > 0, self.bm25_weight / (self.rrf_k + ranks(bm25, self.depth)), 0.0)
        if self.position_weight:
            fused += self.position_weight / (self.rrf_k + 1 + self.index.ordinals(None if all_rows else rows))
        return {"bm25": bm25, "dense": dense, "rrf": fused}

    def _search(self, query: str, top_k: int, file_ids: set[str] | None) -> list[ScoredChunk]:
        rows = self.index.rows(file_ids)
        if len(rows) == 0:
            return []
        parts = self.fused_scores(query, rows, file_ids is None)
        depth = max(top_k, self.rerank_depth) if self.reranker else top_k
        items = [
            ScoredChunk(
                chunk=self.index.chunks[rows[j]],
                score=float(parts["rrf"][j]),
                rank=rank,
                scores={name: float(values[j]) for name, values in parts.items()},
            )
            for rank, j in enumerate(self.index.best(rows, parts["rrf"], depth), start=1)
        ]
        if self.reranker:
            items = self.reranker.rerank(query, items)
            for rank, item in enumerate(items, start=1):
                item.rank = rank
        return items[:top_k]
