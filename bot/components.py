"""Building the heavy pieces from settings, once per process: embedder, ingestor, clause search."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from core.settings import Settings
from graph_ingest.clause_search import ClauseSearch
from graph_ingest.extract import get_extractor
from graph_ingest.indexer import ChunkIndexer
from graph_ingest.loaders.base import LoadLimits
from graph_ingest.pipeline import Ingestor
from graph_ingest.store import GraphStore


def load_limits(settings: Settings) -> LoadLimits:
    ingest = settings.ingest
    return LoadLimits(
        max_bytes=ingest.max_upload_bytes,
        max_pages=ingest.max_pages,
        max_parse_seconds=ingest.parse_timeout_s,
        max_parse_memory_mb=ingest.parse_memory_mb,
    )


@lru_cache(maxsize=4)
def _embedder(
    provider: str,
    openai_model: str,
    api_key: str | None,
    window: int,
    quantized: bool,
    threads: int,
    cache: Path,
) -> Any:
    from graph_ingest.retrievers.dense import make_embedder

    if provider == "openai":
        return make_embedder("openai", model=openai_model, api_key=api_key)
    return make_embedder(
        "minilm", max_length=window, quantized=quantized, threads=threads or None, model_cache=cache
    )


def build_embedder(settings: Settings) -> Any:
    """The embedding model (loaded once per process and shared)."""
    key = settings.llm.api_key.get_secret_value() if settings.llm.api_key else None
    r = settings.retrieval
    return _embedder(
        r.embedder,
        r.openai_model,
        key,
        r.embed_window,
        r.quantized,
        r.embed_threads,
        settings.model_cache_path,
    )


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity, which containers set; not the machine's)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def share_of_cores(settings: Settings, processes: int) -> Settings:
    """Settings for one of `processes` processes sharing the cores: each embeds on its share (unless
    `CLAUSEBOT_RETRIEVAL__EMBED_THREADS` says), so that they do not all run on every core at once."""
    if processes <= 1 or settings.retrieval.embed_threads:
        return settings
    retrieval = settings.retrieval.model_copy(update={"embed_threads": max(1, usable_cores() // processes)})
    return settings.model_copy(update={"retrieval": retrieval})


def build_ingestor(settings: Settings, store: GraphStore) -> Ingestor:
    """The pipeline a worker runs: offline extractor unless a model is configured; chunks embedded
    (through the content cache in DATA_DIR: unchanged text is embedded once)."""
    indexer = None
    if settings.retrieval.index_on_ingest:
        from graph_ingest.retrievers.cache import CachedEmbedder

        indexer = ChunkIndexer(CachedEmbedder(build_embedder(settings), settings.embedding_cache_path))
    extractor = get_extractor(settings.llm if settings.llm.configured else None)
    return Ingestor(store, extractor, load_limits(settings), indexer=indexer)


def build_clause_search(settings: Settings, store: GraphStore) -> ClauseSearch:
    return ClauseSearch(store, build_embedder(settings), backend=settings.graph.backend)
