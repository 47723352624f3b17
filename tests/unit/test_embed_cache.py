"""The content cache of chunk embeddings: unchanged text is embedded once, per model."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from graph_ingest.retrievers.cache import CachedEmbedder


class CountingEmbedder:
    dim = 4

    def __init__(self, model_id: str = "fake:1") -> None:
        self.model_id = model_id
        self.embedded: list[str] = []

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        self.embedded += list(texts)
        return np.array([[len(t), t.count("a"), 1.0, 0.0] for t in texts], dtype=np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]


def test_unchanged_text_is_embedded_once_and_vectors_come_back_in_order(tmp_path: Path) -> None:
    inner = CountingEmbedder()
    cached = CachedEmbedder(inner, tmp_path / "e.sqlite3")
    first = cached.embed_documents(["alpha", "beta", "alpha"])
    assert inner.embedded == ["alpha", "beta"], "a text repeated in one call is embedded once"
    again = CachedEmbedder(CountingEmbedder(), tmp_path / "e.sqlite3")  # another process, same file
    second = again.embed_documents(["beta", "gamma", "alpha"])
    assert again.inner.embedded == ["gamma"] and (again.hits, again.misses) == (2, 1)
    assert np.array_equal(second[0], first[1]) and np.array_equal(second[2], first[0])
    assert second.shape == (3, 4) and second.dtype == np.float32


def test_another_model_never_reads_these_vectors(tmp_path: Path) -> None:
    CachedEmbedder(CountingEmbedder("fake:1"), tmp_path / "e.sqlite3").embed_documents(["alpha"])
    other = CachedEmbedder(CountingEmbedder("fake:2"), tmp_path / "e.sqlite3")
    other.embed_documents(["alpha"])
    assert other.inner.embedded == ["alpha"]


def test_an_unreadable_cache_falls_back_to_the_model(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    inner = CountingEmbedder()
    out = CachedEmbedder(inner, path).embed_documents(["alpha", "beta"])
    assert inner.embedded == ["alpha", "beta"] and out.shape == (2, 4)
