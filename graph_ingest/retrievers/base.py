"""The retriever interface: `search(query, top_k, file_ids) -> RetrievalResult`.

`Retriever.search` validates its arguments and times the call; subclasses implement one method,
`_search`, and must rank only chunks of `file_ids` when it is given (filter before ranking).
"""

from __future__ import annotations

import logging
import time
from abc import ABC, abstractmethod

from pydantic import BaseModel, Field

from graph_ingest.chunking import Chunk
from graph_ingest.errors import IngestError

logger = logging.getLogger(__name__)


class RetrievalError(IngestError):
    """A search was asked something it cannot answer (bad arguments, mismatched index)."""

    code = "retrieval_invalid"


class ScoredChunk(BaseModel):
    """One hit: the chunk (citable by file_id, start, end) and its score under the retriever."""

    chunk: Chunk
    score: float = Field(description="higher is better; comparable only within one result")
    rank: int = Field(description="1-based position in the result")
    scores: dict[str, float] = Field(
        default_factory=dict, description="per-component scores, e.g. bm25, dense"
    )


class RetrievalResult(BaseModel):
    query: str
    retriever: str = Field(description="name of the retriever that produced the result")
    items: list[ScoredChunk] = Field(default_factory=list)
    elapsed_ms: float = Field(0.0, description="wall time of the search, query embedding included")


class Retriever(ABC):
    """Ranks clause chunks for a query; `file_ids` restricts the candidates before ranking."""

    name: str = "retriever"

    def search(self, query: str, top_k: int = 10, file_ids: set[str] | None = None) -> RetrievalResult:
        if not query or not query.strip():
            raise RetrievalError("empty query")
        if top_k < 1:
            raise RetrievalError(f"top_k must be >= 1, got {top_k}")
        started = time.perf_counter()
        items = self._search(query, top_k, None if file_ids is None else set(file_ids))
        elapsed = (time.perf_counter() - started) * 1000
        logger.debug("%s: %d hits in %.1f ms", self.name, len(items), elapsed)
        return RetrievalResult(query=query, retriever=self.name, items=items, elapsed_ms=elapsed)

    @abstractmethod
    def _search(self, query: str, top_k: int, file_ids: set[str] | None) -> list[ScoredChunk]:
        """Return at most `top_k` hits, best first, drawn only from `file_ids` when it is given."""
