"""Scale: N generated contracts (with chunked text) in the embedded default, and how the bot copes.

Self-contained: starts the embedded ArcadeDB and Redis (temporary data directory, shifted ports),
generates `--contracts` contracts with the generator, imports them as structured records (the
`clausebot ingest --structured` write path, `WRITE_BATCH` contracts a transaction) and their chunked text (the real
chunker; vectors from a hash embedder, so that the figures measure storage and search rather than
MiniLM, which embeds about 15 chunks/s on 2 cores: see `bench.ingest`). Then reports:

- import rate (contracts/s) for the records and for the chunks, database size on disk;
- the memory of the bot process (this process alone, RSS after one round of the searches below,
  which loads what a process loads once, and after 20 more: clause search keeps nothing of the
  corpus in a process, so neither should grow with N), and of the database server;
- p50/p95 of contract search, aggregation, contract details and clause search (scoped to one
  contract; corpus-wide by words, through the graph's full-text and vector indexes; corpus-wide
  "which contracts have <CUAD category>?", from the verdicts stored with each contract; and the same
  as the first question after a write to the tenant, a different category each time, when what clause
  search caches of the whole corpus is read again), through the agent's tools.

The last line is JSON. `--records-only`: the structured records alone (their import rate and the
database size), nothing else.

    .venv/bin/python -m bench.scale --contracts 10000
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import itertools
import json
import logging
import random
import shutil
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from agent.tools import RunContext, ToolContext
from agent.tools.aggregate import ContractAggregateInput, run_aggregate
from agent.tools.clause_search import ClauseSearchInput, run_clause_search
from agent.tools.details import ContractDetailsInput, run_details
from agent.tools.search import ContractSearchInput, run_search
from bench.load import rss_mb
from bench.scratch import pct, scratch_settings
from bot.servers import ArcadeDBServer, start_all, stop_all
from core.settings import Settings
from graph_ingest import cypher
from graph_ingest.clause_search import ClauseSearch
from graph_ingest.freshness import graph_changed
from graph_ingest.generator import generate_contracts
from graph_ingest.indexer import ChunkIndexer
from graph_ingest.indexes import ensure_search_indexes
from graph_ingest.models import Scope
from graph_ingest.normalize import to_record
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from graph_ingest.structured import WRITE_BATCH

TENANT = "scale"
REPEAT = 20


class HashEmbedder:
    """Deterministic unit vectors from a text's digest: the shape of MiniLM's, none of its cost."""

    model_id = "bench-scale-hash"
    dim = 384

    def _vector(self, text: str) -> np.ndarray:
        seed = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")
        v = np.random.default_rng(seed).standard_normal(self.dim).astype(np.float32)
        return v / np.linalg.norm(v)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self._vector(t) for t in texts]) if texts else np.zeros((0, self.dim), np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self._vector(text)


def du_mb(path: Path) -> float:
    return round(sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) / 1e6, 1)


async def timed(call: Callable[[], Awaitable[Any]], n: int = REPEAT) -> dict[str, float]:
    seconds = []
    for _ in range(n):
        started = time.perf_counter()
        await call()
        seconds.append(time.perf_counter() - started)
    return {"p50_ms": round(pct(seconds, 50) * 1000, 1), "p95_ms": round(pct(seconds, 95) * 1000, 1)}


def import_all(store: GraphStore, n: int, seed: int, chunks: bool = True) -> dict[str, Any]:
    generated = generate_contracts(n, seed=seed)
    records = [
        to_record(g.truth, file_id=g.file_id, scope=Scope(tenant=TENANT), source="generated")
        for g in generated
    ]
    store.ensure_schema()
    started = time.perf_counter()
    for i in range(0, len(records), WRITE_BATCH):
        store.write_contracts(records[i : i + WRITE_BATCH])
    records_s = time.perf_counter() - started
    if not chunks:
        return {"contracts": n, "records_per_s": round(n / records_s, 1), "file_ids": []}
    indexer = ChunkIndexer(HashEmbedder())
    chunks = 0
    started = time.perf_counter()
    for g in generated:
        pieces = indexer.chunks(g.file_id, g.text)
        store.write_chunks(g.file_id, TENANT, pieces, indexer.model_id)
        chunks += len(pieces)
    chunks_s = time.perf_counter() - started
    return {
        "contracts": n,
        "chunks": chunks,
        "records_per_s": round(n / records_s, 1),
        "chunked_contracts_per_s": round(n / chunks_s, 1),
        "file_ids": [g.file_id for g in generated],
    }


async def latencies(
    store: GraphStore, search: ClauseSearch, file_ids: list[str], repeat: int = REPEAT
) -> dict[str, Any]:
    scope = ReaderScope(tenant=TENANT, channel="C1")
    run = RunContext.now(scope)
    ctx = ToolContext(store, clauses=search)
    rng = random.Random(5)
    categories = itertools.cycle(search.model.categories if search.model else ["Cap On Liability"])
    calls: dict[str, Callable[[], Awaitable[Any]]] = {
        "search": lambda: run_search(ctx, ContractSearchInput(contract_type="Supply", active=True), run),
        "aggregate": lambda: run_aggregate(ctx, ContractAggregateInput(group_by="contract_type"), run),
        "details": lambda: run_details(ctx, ContractDetailsInput(file_id=rng.choice(file_ids)), run),
        "clause_scoped": lambda: run_clause_search(
            ctx, ClauseSearchInput(query="termination for convenience", contract=rng.choice(file_ids)), run
        ),
        "clause_corpus": lambda: run_clause_search(
            ctx, ClauseSearchInput(query="limitation of liability"), run
        ),
        "clause_corpus_category": lambda: run_clause_search(
            ctx, ClauseSearchInput(query="cap on liability", category="Cap On Liability"), run
        ),
        "clause_category_after_write": lambda: after_write(ctx, run, categories),
    }
    return {name: await timed(call, repeat) for name, call in calls.items()}


async def after_write(ctx: ToolContext, run: RunContext, categories: Iterator[str]) -> None:
    """A corpus-wide category search as the first after a write to the tenant (what clause search
    caches of the whole corpus is read again: `graph_ingest.freshness`), a different category each time."""
    graph_changed(TENANT)
    category = next(categories)
    await run_clause_search(ctx, ClauseSearchInput(query=category.lower(), category=category), run)


def run(
    settings: Settings, n: int, seed: int, reuse: bool = False, records_only: bool = False
) -> dict[str, Any]:
    with GraphStore.from_settings(settings) as store:
        store.verify()
        ensure_search_indexes(settings, store)
        if records_only:
            imported = import_all(store, n, seed, chunks=False)
            imported.pop("file_ids")
            return {"bench": "scale", **imported, "database_mb": du_mb(settings.data_dir / "arcadedb")}
        if reuse:  # a graph an earlier run imported: measure the bot side only
            scope = ReaderScope(tenant=TENANT)
            # a sample of ids to look up: the whole list of 100k would be the largest thing in this
            # process, and the bot's memory is what is measured
            rows = store.read(cypher.VISIBLE_CONTRACTS + " RETURN c.file_id AS file_id LIMIT 1000", scope)
            imported: dict[str, Any] = {
                "contracts": store.read(cypher.COUNT_VISIBLE, scope)[0]["n"],
                "file_ids": [r["file_id"] for r in rows],
            }
        else:
            imported = import_all(store, n, seed)
        file_ids = imported.pop("file_ids")
        print(f"imported: {json.dumps(imported)}", flush=True)  # kept if a later phase does not finish
        search = ClauseSearch(store, HashEmbedder())
        started = time.perf_counter()
        search.refresh()  # nothing to do on a graph written in the current format
        upkeep_s = time.perf_counter() - started
        asyncio.run(latencies(store, search, file_ids, repeat=1))  # libraries, pools, caches: once
        before = rss_mb_self()
        timings = asyncio.run(latencies(store, search, file_ids))
        after = rss_mb_self()
        database = ArcadeDBServer(settings).running_pid()
        chunks = search.searchable(ReaderScope(tenant=TENANT, channel="C1"))[1]
    return {
        "bench": "scale",
        **imported,
        "database_mb": du_mb(settings.data_dir / "arcadedb"),
        "chunks": chunks,
        "clause_upkeep_s": round(upkeep_s, 2),
        "bot_rss_mb_after_first_round": before,
        "bot_rss_mb_after_all": after,
        "database_rss_mb": rss_mb(database, children=False) if database else None,
        "database_heap_mb": settings.graph.heap_mb,
        "latency": timings,
    }


def rss_mb_self() -> float:
    """This process alone: the database and Redis it started are its children, not the bot."""
    import os

    return rss_mb(os.getpid(), children=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contracts", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--port-offset", type=int, default=740, help="shift of the servers' ports")
    parser.add_argument(
        "--reuse", type=Path, default=None, help="data directory of an earlier run: skip the import, keep it"
    )
    parser.add_argument("--keep", action="store_true", help="keep the data directory for a later --reuse")
    parser.add_argument("--records-only", action="store_true", help="import the structured records only")
    parser.add_argument(
        "--heap-mb", type=int, default=None, help="the database server's Java heap (CLAUSEBOT_GRAPH__HEAP_MB)"
    )
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("bm25s").setLevel(logging.WARNING)
    data = args.reuse or Path(tempfile.mkdtemp(prefix="clausebot-scale-"))
    off = args.port_offset
    settings = scratch_settings(data, off)
    if args.heap_mb:  # ArcadeDB's page cache is a quarter of it
        settings = settings.model_copy(
            update={"graph": settings.graph.model_copy(update={"heap_mb": args.heap_mb})}
        )
    start_all(settings)
    try:
        result = run(
            settings, args.contracts, args.seed, reuse=args.reuse is not None, records_only=args.records_only
        )
    finally:
        stop_all(settings)
        if args.reuse is None and not args.keep:
            shutil.rmtree(data, ignore_errors=True)
        elif args.keep:
            print(f"data kept in {data} (--reuse {data} measures it again)", flush=True)
    if args.records_only:
        print(
            f"{result['contracts']} structured records: {result['records_per_s']}/s; database {result['database_mb']} MB"
        )
        print(json.dumps(result))
        return
    lat = result["latency"]
    print(
        f"{result['contracts']} contracts, {result['chunks']} chunks: records {result.get('records_per_s', '-')}/s, "
        f"with chunks {result.get('chunked_contracts_per_s', '-')}/s; database {result['database_mb']} MB; "
        f"bot process {result['bot_rss_mb_after_first_round']:.0f} MB after a first round of searches, "
        f"{result['bot_rss_mb_after_all']:.0f} MB after 20 more (the database server: {result['database_rss_mb']} MB, heap {result['database_heap_mb']} MB)"
    )
    for name, t in lat.items():
        print(f"  {name:14} p50 {t['p50_ms']:8.1f} ms   p95 {t['p95_ms']:8.1f} ms")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
