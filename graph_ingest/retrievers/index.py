"""`ClauseIndex`: the chunks of many contracts, their BM25 index and their embedding matrix.

Embeddings are computed once, at ingest, and stored (`save`/`load`: numpy `.npy` + JSON); the
BM25 index is rebuilt from the stored token lists on first use (< 2 s for 20k chunks). Searches
go through the retrievers, which ask `rows(file_ids)` for their candidates first, so a chunk of
another contract is never ranked.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from graph_ingest.chunking import Chunk
from graph_ingest.retrievers.base import RetrievalError, ScoredChunk
from graph_ingest.retrievers.bm25 import BM25Scorer, tokenize

logger = logging.getLogger(__name__)

FORMAT_VERSION = 1


class ClauseIndex:
    """Chunks + BM25 + L2-normalised embeddings (one row per chunk), for many contracts."""

    def __init__(self, model_id: str, dim: int) -> None:
        self.model_id = model_id
        self.dim = dim
        self.chunks: list[Chunk] = []
        self.bm25 = BM25Scorer()
        self._parts: list[np.ndarray] = [np.zeros((0, dim), dtype=np.float32)]
        self._by_file: dict[str, list[int]] = {}
        self._ordinal: list[int] = []  # position of each chunk within its contract
        self._ordinal_array: np.ndarray | None = None

    def __len__(self) -> int:
        return len(self.chunks)

    @property
    def file_ids(self) -> set[str]:
        return set(self._by_file)

    @property
    def embeddings(self) -> np.ndarray:
        """The (n_chunks, dim) float32 matrix of unit vectors; row i embeds chunks[i]."""
        if len(self._parts) > 1:
            self._parts = [np.concatenate(self._parts)]
        return self._parts[0]

    def add(self, chunks: Sequence[Chunk], embeddings: np.ndarray) -> None:
        """Append chunks with their embeddings (row i embeds chunks[i]); re-adding a contract replaces it.

        Add a contract's chunks in document order, all at once (as `chunk_text` returns them).
        """
        embeddings = np.asarray(embeddings, dtype=np.float32)
        if embeddings.shape != (len(chunks), self.dim):
            raise RetrievalError(
                f"expected embeddings of shape ({len(chunks)}, {self.dim}), got {embeddings.shape}"
            )
        replaced = {c.file_id for c in chunks if c.file_id in self._by_file}  # not `file_ids`: a copy of all
        if replaced:
            self.remove(replaced)
        norms = np.linalg.norm(embeddings, axis=1, keepdims=True)
        for i, c in enumerate(chunks, start=len(self.chunks)):
            rows = self._by_file.setdefault(c.file_id, [])
            self._ordinal.append(len(rows))
            rows.append(i)
        self.chunks.extend(chunks)
        self._parts.append(embeddings / np.maximum(norms, 1e-12))
        self.bm25.add([tokenize(c.search_text()) for c in chunks])

    def remove(self, file_ids: set[str]) -> None:
        """Drop every chunk of the given contracts."""
        keep = np.array([i for i, c in enumerate(self.chunks) if c.file_id not in file_ids], dtype=np.int64)
        self._parts = [self.embeddings[keep]]
        self.chunks = [self.chunks[i] for i in keep]
        self.bm25.keep(keep)
        self._by_file, self._ordinal, self._ordinal_array = {}, [], None
        for i, c in enumerate(self.chunks):
            rows = self._by_file.setdefault(c.file_id, [])
            self._ordinal.append(len(rows))
            rows.append(i)

    def ordinals(self, rows: np.ndarray | None = None) -> np.ndarray:
        """0-based position of each chunk (or of `rows`) within its contract, in the order added."""
        if self._ordinal_array is None or len(self._ordinal_array) != len(self._ordinal):
            self._ordinal_array = np.asarray(self._ordinal, dtype=np.int64)
        return self._ordinal_array if rows is None else self._ordinal_array[rows]

    def rows(self, file_ids: set[str] | None = None) -> np.ndarray:
        """Row numbers of the candidates: all chunks, or only those of `file_ids` (unknown ids match none)."""
        if file_ids is None:
            return np.arange(len(self.chunks), dtype=np.int64)
        rows = [i for f in sorted(file_ids) for i in self._by_file.get(f, ())]
        return np.array(rows, dtype=np.int64)

    @staticmethod
    def best(rows: np.ndarray, scores: np.ndarray, k: int) -> np.ndarray:
        """Positions (into `rows`/`scores`) of the `k` highest scores, best first; ties by row."""
        k = min(k, len(rows))
        if k == 0:
            return np.zeros(0, dtype=np.int64)
        head = np.argpartition(-scores, k - 1)[:k] if k < len(rows) else np.arange(len(rows))
        return head[np.lexsort((rows[head], -scores[head]))]

    def top(self, rows: np.ndarray, scores: np.ndarray, top_k: int, component: str) -> list[ScoredChunk]:
        """The `top_k` best of `rows` by `scores` (aligned with rows) as ranked hits."""
        return [
            ScoredChunk(
                chunk=self.chunks[rows[j]],
                score=float(scores[j]),
                rank=r,
                scores={component: float(scores[j])},
            )
            for r, j in enumerate(self.best(rows, scores, top_k), start=1)
        ]

    def save(self, directory: str | Path) -> None:
        """Write `chunks.json`, `embeddings.npy` and `meta.json` under `directory`."""
        path = Path(directory)
        path.mkdir(parents=True, exist_ok=True)
        np.save(path / "embeddings.npy", self.embeddings)
        (path / "chunks.json").write_text(json.dumps([c.model_dump() for c in self.chunks]), encoding="utf-8")
        meta = {
            "format": FORMAT_VERSION,
            "model_id": self.model_id,
            "dim": self.dim,
            "count": len(self.chunks),
        }
        (path / "meta.json").write_text(json.dumps(meta), encoding="utf-8")
        logger.info("saved clause index: %d chunks to %s", len(self.chunks), path)

    @classmethod
    def load(cls, directory: str | Path) -> ClauseIndex:
        path = Path(directory)
        meta = json.loads((path / "meta.json").read_text(encoding="utf-8"))
        if meta.get("format") != FORMAT_VERSION:
            raise RetrievalError(f"unsupported clause index format {meta.get('format')!r} in {path}")
        index = cls(meta["model_id"], meta["dim"])
        chunks = [
            Chunk.model_validate(c) for c in json.loads((path / "chunks.json").read_text(encoding="utf-8"))
        ]
        index.add(chunks, np.load(path / "embeddings.npy"))
        return index
