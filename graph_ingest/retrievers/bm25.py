"""Lexical retrieval: BM25 (bm25s) over chunk text, with a light English stemmer.

`BM25Scorer` is the index part (token lists in, per-row scores out) that `ClauseIndex` holds;
`BM25Retriever` ranks a `ClauseIndex`'s chunks with it.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import bm25s
import numpy as np
from bm25s.stopwords import STOPWORDS_EN

from graph_ingest.retrievers.base import Retriever, ScoredChunk

if TYPE_CHECKING:
    from graph_ingest.retrievers.index import ClauseIndex

logger = logging.getLogger(__name__)

_WORD = re.compile(r"[a-z0-9]+")
_STOPWORDS = frozenset(STOPWORDS_EN)
# longest first; a stem keeps at least 4 characters
_SUFFIXES = (
    "ification",
    "ational",
    "ations",
    "ating",
    "ation",
    "itions",
    "ition",
    "itive",
    "ments",
    "ified",
    "ifies",
    "ment",
    "ings",
    "ated",
    "ates",
    "ity",
    "ify",
    "ing",
    "ies",
    "ied",
    "ate",
    "ive",
    "ees",
    "ors",
    "ers",
    "ed",
    "es",
    "ee",
    "or",
    "er",
    "ly",
    "s",
    "e",
)


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """Strip one common English suffix, so that terminate/termination/terminated meet."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def words(text: str) -> list[str]:
    """Lower-case word tokens, English stopwords removed (what a full-text index is asked for)."""
    return [w for w in _WORD.findall(text.lower()) if w not in _STOPWORDS]


def tokenize(text: str) -> list[str]:
    """Lower-case word tokens, English stopwords removed, stemmed."""
    return [stem(w) for w in words(text)]


class BM25Scorer:
    """BM25 over a growing list of token lists; the bm25s index is rebuilt lazily after additions."""

    def __init__(self, k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self._docs: list[list[str]] = []
        self._bm25: bm25s.BM25 | None = None

    def __len__(self) -> int:
        return len(self._docs)

    def add(self, docs: Sequence[list[str]]) -> None:
        self._docs.extend(docs)
        self._bm25 = None

    def keep(self, rows: np.ndarray) -> None:
        """Keep only the given rows (in that order)."""
        self._docs = [self._docs[i] for i in rows]
        self._bm25 = None

    def _index(self) -> bm25s.BM25:
        if self._bm25 is None:
            bm25 = bm25s.BM25(k1=self.k1, b=self.b)
            bm25.index([d or [""] for d in self._docs], show_progress=False)
            self._bm25 = bm25
            logger.debug("bm25 index built over %d chunks", len(self._docs))
        return self._bm25

    def scores(self, query_tokens: list[str], rows: np.ndarray | None = None) -> np.ndarray:
        """BM25 score of every row (or of `rows`, in that order) for the query tokens."""
        n = len(self._docs) if rows is None else len(rows)
        if not self._docs or not query_tokens:
            return np.zeros(n, dtype=np.float32)
        bm25 = self._index()
        ids = bm25.get_tokens_ids(query_tokens)
        if not ids:
            return np.zeros(n, dtype=np.float32)
        full = np.asarray(bm25.get_scores_from_ids(ids), dtype=np.float32)
        return full if rows is None else full[rows]


class BM25Retriever(Retriever):
    """Ranks an index's chunks by BM25 of the (optionally expanded) query."""

    name = "bm25"

    def __init__(self, index: ClauseIndex, expand_query: bool = False) -> None:
        self.index = index
        self.expand_query = expand_query

    def query_tokens(self, query: str) -> list[str]:
        from graph_ingest.retrievers.synonyms import expand, normalize_query

        text = expand(normalize_query(query)) if self.expand_query else query
        return tokenize(text)

    def _search(self, query: str, top_k: int, file_ids: set[str] | None) -> list[ScoredChunk]:
        rows = self.index.rows(file_ids)
        scores = self.index.bm25.scores(self.query_tokens(query), rows)
        return self.index.top(rows, scores, top_k, component="bm25")
