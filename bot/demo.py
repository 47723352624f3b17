"""`make run` / `clausebot run`: servers up, demo contracts in, web chat served; Ctrl-C stops all."""

from __future__ import annotations

import logging
from pathlib import Path

from bot.servers import ArcadeDBServer, RedisServer, start_all
from core.settings import Settings
from graph_ingest import cypher
from graph_ingest.indexes import ensure_search_indexes
from graph_ingest.models import Scope
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from graph_ingest.structured import import_structured

log = logging.getLogger(__name__)


def demo_source(settings: Settings) -> Path:
    """CUAD's demo graph when ../shared/data is there, else our generated contracts."""
    cuad = settings.shared_data_dir / "legal-tech-chat" / "contract_data.json"
    if cuad.is_file():
        return cuad
    from graph_ingest.generator import write_corpus

    out = settings.data_dir / "generated"
    truth = out / "contracts.json"
    if not truth.is_file():
        write_corpus(out, count=300)
    return truth


def load_demo_if_empty(settings: Settings, store: GraphStore) -> int:
    tenant = settings.scope.demo_tenant
    rows = store.read(cypher.COUNT_VISIBLE, ReaderScope(tenant=tenant))
    if rows and rows[0]["n"] > 0:
        print(f"graph holds {rows[0]['n']} demo contracts", flush=True)
        return rows[0]["n"]
    source = demo_source(settings)
    print(f"loading demo contracts from {source} ...", flush=True)
    n = import_structured(store, source, Scope(tenant=tenant, visibility="workspace"))
    print(f"loaded {n} demo contracts", flush=True)
    return n


def queue_demo_texts(settings: Settings, store: GraphStore) -> int:
    """Queue the chunking/embedding of the demo contracts' texts (CUAD .txt, or generated ones)."""
    import asyncio

    from graph_ingest.jobs import connect, enqueue_text_index

    tenant = settings.scope.demo_tenant
    folders = [settings.shared_data_dir / "cuad" / "full_contract_txt", settings.data_dir / "generated"]
    texts = {p.stem: p for folder in folders if folder.is_dir() for p in folder.glob("*.txt")}
    todo = [r["file_id"] for r in store.read(cypher.UNINDEXED_CONTRACTS, ReaderScope(tenant=tenant))]
    todo = [fid for fid in todo if fid in texts]

    async def enqueue() -> None:
        pool = await connect(settings.redis_url())
        for fid in todo:
            await enqueue_text_index(pool, fid, tenant, texts[fid])
        await pool.aclose()

    if todo:
        asyncio.run(enqueue())
        print(
            f"indexing the text of {len(todo)} demo contracts for clause search, in the background",
            flush=True,
        )
    return len(todo)


def run_demo(settings: Settings) -> None:
    from bot.web import run_web

    results = start_all(settings)
    started = {r.name for r in results if not r.already_running}
    try:
        with GraphStore.from_settings(settings) as store:
            store.verify()
            ensure_search_indexes(settings, store)
            load_demo_if_empty(settings, store)
            if settings.retrieval.index_on_ingest:
                queue_demo_texts(settings, store)
        run_web(settings)
    finally:
        if "redis" in started:
            RedisServer(settings).stop()
        if "arcadedb" in started:
            ArcadeDBServer(settings).stop()
        if started:
            print("stopped " + ", ".join(sorted(started)), flush=True)
