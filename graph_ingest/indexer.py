"""Ingest-time clause indexing: chunk the canonical text, tag clause categories, embed once.

The chunks (with their embeddings) are stored with their contract in the graph, where clause search
reads and ranks them (`graph_ingest.clause_search`).
"""

from __future__ import annotations

import base64
import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from graph_ingest.chunking import chunk_text
from graph_ingest.models import ChunkRecord, Clause

if TYPE_CHECKING:
    from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)

EMBED_SLICE = 64  # pieces embedded between two checks of `between` (cancel, yield to uploads)


def encode_vector(vector: np.ndarray) -> str:
    return base64.b64encode(np.asarray(vector, dtype=np.float32).tobytes()).decode("ascii")


def vector_of(encoded: str) -> list[float]:
    """A stored embedding as the list of floats the graph's vector index reads (`Chunk.vector`)."""
    return np.frombuffer(base64.b64decode(encoded), dtype=np.float32).astype(float).tolist()


def decode_vectors(encoded: Sequence[str], dim: int) -> np.ndarray:
    if not encoded:
        return np.zeros((0, dim), dtype=np.float32)
    return np.frombuffer(b"".join(base64.b64decode(e) for e in encoded), dtype=np.float32).reshape(-1, dim)


class ChunkIndexer:
    """Turns (file id, canonical text, tagged clauses) into stored `ChunkRecord`s."""

    def __init__(self, embedder: object) -> None:
        self.embedder = embedder

    @property
    def model_id(self) -> str:
        return str(getattr(self.embedder, "model_id", "unknown"))

    def chunks(
        self,
        file_id: str,
        text: str,
        clauses: Sequence[Clause] | None = None,
        between: Callable[[], None] | None = None,
    ) -> list[ChunkRecord]:
        """`between` runs before each slice of embeddings: it may wait (background work yielding
        to an upload) or raise (the job was cancelled)."""
        if clauses is None:
            from graph_ingest.extract.clauses import segment_and_tag

            clauses = segment_and_tag(text)
        counter = getattr(self.embedder, "count_tokens", None)
        pieces = chunk_text(file_id, text, count_tokens=counter)
        if not pieces:
            return []
        vectors = self._embed([p.search_text() for p in pieces], between)
        spans = [
            (c.start, c.end, c.clause_type) for c in clauses if c.start is not None and c.end is not None
        ]
        records = []
        for piece, vector in zip(pieces, vectors, strict=True):
            categories = sorted({kind for s, e, kind in spans if s < piece.end and e > piece.start})
            records.append(
                ChunkRecord(
                    id=piece.id,
                    start=piece.start,
                    end=piece.end,
                    text=piece.text,
                    heading=piece.heading,
                    categories=categories,
                    embedding=encode_vector(vector),
                )
            )
        return records

    def _embed(self, texts: list[str], between: Callable[[], None] | None) -> np.ndarray:
        if between is None:
            return self.embedder.embed_documents(texts)  # type: ignore[attr-defined]
        parts = []
        for i in range(0, len(texts), EMBED_SLICE):
            between()
            parts.append(self.embedder.embed_documents(texts[i : i + EMBED_SLICE]))  # type: ignore[attr-defined]
        return np.concatenate(parts) if parts else np.zeros((0, 0), dtype=np.float32)


def index_contract_text(
    store: GraphStore,
    indexer: ChunkIndexer,
    file_id: str,
    tenant: str,
    text: str,
    between: Callable[[], None] | None = None,
) -> int:
    """A stored contract's text made searchable: its chunks embedded and written, and its renewal
    terms read from it when its record came without them (the demo corpus's structured data)."""
    from graph_ingest.normalize import renewal_properties  # the rules load only where text is indexed

    chunks = indexer.chunks(file_id, text, between=between)
    store.write_chunks(file_id, tenant, chunks, indexer.model_id)
    store.fill_renewal_terms(file_id, tenant, renewal_properties(text))
    return len(chunks)
