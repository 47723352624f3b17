"""Retrievers over a ClauseIndex: filtering, fusion, synonyms, persistence, and the MiniLM embedder."""

from __future__ import annotations

import hashlib
import random

import numpy as np
import pytest

from graph_ingest.chunking import chunk_text
from graph_ingest.retrievers.base import RetrievalError
from graph_ingest.retrievers.bm25 import BM25Retriever, stem, tokenize
from graph_ingest.retrievers.dense import DenseRetriever, EmbeddingModelError, OpenAIEmbedder
from graph_ingest.retrievers.hybrid import HybridRetriever
from graph_ingest.retrievers.index import ClauseIndex
from graph_ingest.retrievers.synonyms import expand, normalize_query, synonyms

CONTRACTS = {
    "alpha": "1. INDEMNIFICATION\n\nThe Supplier shall indemnify the Customer against all third party claims.\n\n"
    "2. GOVERNING LAW\n\nThis Agreement is governed by the laws of the State of New York.\n\n"
    "3. TERMINATION\n\nEither party may terminate this Agreement without cause on ninety days notice.",
    "beta": "1. ASSIGNMENT\n\nNeither party may transfer this Agreement without the prior written consent of the other.\n\n"
    "2. LIABILITY\n\nIn no event shall aggregate liability exceed the fees paid in the prior twelve months.",
    "gamma": "1. NON-COMPETITION\n\nThe Distributor shall not compete with the Company in the Territory.\n\n"
    "2. PRICING\n\nThe Company shall offer the Distributor most favored customer pricing.",
}


class HashEmbedder:
    """Deterministic bag-of-stems vectors: fast and offline, for testing the plumbing."""

    model_id = "hash-test"
    dim = 64

    def _vec(self, text: str) -> np.ndarray:
        v = np.zeros(self.dim, dtype=np.float32)
        for token in tokenize(text):
            v[int(hashlib.md5(token.encode()).hexdigest(), 16) % self.dim] += 1.0
        return v / max(float(np.linalg.norm(v)), 1e-12)

    def embed_documents(self, texts):
        return np.stack([self._vec(t) for t in texts]) if texts else np.zeros((0, self.dim), np.float32)

    def embed_query(self, text):
        return self._vec(text)


@pytest.fixture(scope="module")
def embedder() -> HashEmbedder:
    return HashEmbedder()


@pytest.fixture()
def index(embedder: HashEmbedder) -> ClauseIndex:
    idx = ClauseIndex(embedder.model_id, embedder.dim)
    for file_id, text in CONTRACTS.items():
        chunks = chunk_text(file_id, text, target_tokens=20, min_tokens=1)
        idx.add(chunks, embedder.embed_documents([c.search_text() for c in chunks]))
    return idx


def all_retrievers(index: ClauseIndex, embedder: HashEmbedder) -> list:
    return [BM25Retriever(index), DenseRetriever(index, embedder), HybridRetriever(index, embedder)]


QUERIES = [
    "indemnify claims",
    "governing law",
    "transfer consent",
    "most favoured nation",
    "terminate",
    "zzz",
]


@pytest.mark.parametrize("file_ids", [{"alpha"}, {"beta"}, {"alpha", "gamma"}, {"gamma", "nope"}])
def test_filters_never_leak(index: ClauseIndex, embedder: HashEmbedder, file_ids: set[str]) -> None:
    for retriever in all_retrievers(index, embedder):
        for query in QUERIES:
            result = retriever.search(query, top_k=50, file_ids=file_ids)
            assert result.items, (retriever.name, query)
            assert {i.chunk.file_id for i in result.items} <= file_ids
            assert [i.rank for i in result.items] == list(range(1, len(result.items) + 1))


def test_unknown_or_empty_filter_returns_nothing(index: ClauseIndex, embedder: HashEmbedder) -> None:
    for retriever in all_retrievers(index, embedder):
        assert retriever.search("law", 5, {"unknown"}).items == []
        assert retriever.search("law", 5, set()).items == []


def test_unfiltered_search_and_top_k(index: ClauseIndex, embedder: HashEmbedder) -> None:
    for retriever in all_retrievers(index, embedder):
        result = retriever.search("governing law of New York", top_k=2)
        assert len(result.items) == 2
        assert result.items[0].chunk.file_id == "alpha" and "governed" in result.items[0].chunk.text
        assert result.elapsed_ms >= 0


def test_bad_arguments_raise(index: ClauseIndex, embedder: HashEmbedder) -> None:
    with pytest.raises(RetrievalError):
        BM25Retriever(index).search("  ", 5)
    with pytest.raises(RetrievalError):
        BM25Retriever(index).search("law", 0)
    with pytest.raises(RetrievalError):
        DenseRetriever(ClauseIndex("other-model", 64), embedder)
    with pytest.raises(RetrievalError):
        index.add(index.chunks[:2], np.zeros((1, embedder.dim)))


def test_synonyms_expand() -> None:
    assert "indemnify" in synonyms("Who must hold harmless the buyer?")
    assert "hold harmless" in synonyms("indemnification obligations")
    assert "without cause" in synonyms("Can a party terminate for convenience?")
    assert "most favored customer" in synonyms("Is there a most favoured nation clause?")
    assert "not compete" in synonyms("non compete covenant")
    assert "transfer" in synonyms("restrictions on assignment")
    assert "limitation of liability" in synonyms("cap on liability")
    assert synonyms("the weather today") == []
    assert normalize_query("“Licence”  for  the  “Licensee”") == '"license" for the "Licensee"'
    assert expand("hold harmless").startswith("hold harmless ")
    assert stem("termination") == stem("terminate") == stem("terminating")


def test_hybrid_bridges_vocabulary_with_synonyms(index: ClauseIndex, embedder: HashEmbedder) -> None:
    top = HybridRetriever(index, embedder).search("hold harmless", top_k=1).items[0]
    assert "indemnify" in top.chunk.text
    assert set(top.scores) >= {"bm25", "dense", "rrf"}
    assert BM25Retriever(index).search("hold harmless", 3).items[0].score == 0.0  # no shared term
    top = HybridRetriever(index, embedder).search("limitation of liability", 1, {"beta", "gamma"}).items[0]
    assert "aggregate liability" in top.chunk.text


def test_reranker_hook(index: ClauseIndex, embedder: HashEmbedder) -> None:
    class Reverse:
        def rerank(self, query, items):
            return list(reversed(items))

    plain = HybridRetriever(index, embedder).search("governing law", 3).items
    reranked = (
        HybridRetriever(index, embedder, reranker=Reverse(), rerank_depth=3).search("governing law", 3).items
    )
    assert [i.chunk.id for i in reranked] == [i.chunk.id for i in reversed(plain)]
    assert [i.rank for i in reranked] == [1, 2, 3]


def test_save_load_round_trip(index: ClauseIndex, embedder: HashEmbedder, tmp_path) -> None:
    index.save(tmp_path / "idx")
    loaded = ClauseIndex.load(tmp_path / "idx")
    assert loaded.chunks == index.chunks and loaded.file_ids == index.file_ids
    assert np.allclose(loaded.embeddings, index.embeddings)
    for query in QUERIES:
        a = HybridRetriever(index, embedder).search(query, 5, {"alpha", "beta"})
        b = HybridRetriever(loaded, embedder).search(query, 5, {"alpha", "beta"})
        assert [i.chunk.id for i in a.items] == [i.chunk.id for i in b.items]


def test_add_replaces_and_remove_drops(index: ClauseIndex, embedder: HashEmbedder) -> None:
    others = len(index) - len(index.rows({"beta"}))
    chunks = chunk_text("beta", "Only one clause now: the laws of Delaware govern.")
    index.add(chunks, embedder.embed_documents([c.text for c in chunks]))
    assert len(index) == others + 1
    assert [c.text for c in index.chunks if c.file_id == "beta"] == [chunks[0].text]
    assert BM25Retriever(index).search("Delaware", 1).items[0].chunk.file_id == "beta"
    index.remove({"beta"})
    assert "beta" not in index.file_ids
    assert all(i.chunk.file_id != "beta" for i in BM25Retriever(index).search("Delaware laws", 20).items)
    assert index.embeddings.shape == (len(index), embedder.dim)


def test_many_contracts_filters_property(embedder: HashEmbedder) -> None:
    rng = random.Random(5)
    words = [
        "license",
        "royalty",
        "term",
        "territory",
        "payment",
        "audit",
        "insurance",
        "warranty",
        "notice",
        "consent",
    ]
    idx = ClauseIndex(embedder.model_id, embedder.dim)
    for n in range(30):
        text = "\n\n".join(" ".join(rng.choices(words, k=12)) + "." for _ in range(rng.randint(1, 6)))
        chunks = chunk_text(f"f{n}", text, target_tokens=16, min_tokens=1)
        idx.add(chunks, embedder.embed_documents([c.text for c in chunks]))
    for _ in range(30):
        allowed = {f"f{rng.randrange(30)}" for _ in range(rng.randint(1, 3))}
        for retriever in all_retrievers(idx, embedder):
            hits = retriever.search(" ".join(rng.choices(words, k=3)), 100, allowed).items
            assert {h.chunk.file_id for h in hits} <= allowed
            assert len(hits) == len(idx.rows(allowed))


def test_openai_embedder_builds_offline() -> None:
    emb = OpenAIEmbedder(api_key="sk-test-not-used")
    assert emb.dim == 1536 and emb.model_id == "openai:text-embedding-3-small"


@pytest.fixture(scope="module")
def minilm():
    from graph_ingest.retrievers.dense import MiniLMEmbedder

    try:
        return MiniLMEmbedder(threads=1)
    except EmbeddingModelError as exc:
        pytest.skip(f"MiniLM model or tokenizer not installed: {exc}")


def test_minilm_unit_vectors_and_similarity(minilm) -> None:
    clause = (
        "The Distributor shall indemnify and hold the Company harmless from any and all claims, losses and "
        "damages arising out of any breach of this Agreement."
    )
    vectors = minilm.embed_documents([clause, "hold harmless", "governing law"])
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]
    query = minilm.embed_query("hold harmless")
    assert np.allclose(query, vectors[1], atol=1e-4)  # batching and padding do not change a vector


def test_minilm_window_is_256_tokens(minilm) -> None:
    long = "The licensee shall pay royalties on net sales. " * 200
    assert minilm.count_tokens(long) > 1000
    assert minilm._tokenizer.encode(long).ids.__len__() == 256
    assert minilm.embed_documents([long]).shape == (1, 384)


def test_position_prior_breaks_ties_towards_the_top(embedder: HashEmbedder) -> None:
    idx = ClauseIndex(embedder.model_id, embedder.dim)
    clause = "The royalty is five percent of net sales."
    chunks = chunk_text("c", "\n\n".join([clause, "Unrelated text about shipping."] * 3), min_tokens=1)
    idx.add(chunks, embedder.embed_documents([c.text for c in chunks]))
    assert list(idx.ordinals(idx.rows({"c"}))) == list(range(len(chunks)))
    hits = HybridRetriever(idx, embedder).search("royalty on net sales", 3, {"c"}).items
    assert [h.chunk.start for h in hits] == sorted(h.chunk.start for h in hits)
    assert hits[0].chunk.start == 0
