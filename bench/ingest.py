"""Ingestion throughput: contracts per minute and where the time goes (load, extract, chunk/embed, write).

    python -m bench.ingest [--texts DIR] [--limit N] [--no-embed] [--workers N] [--shipped]

Runs against a scratch embedded ArcadeDB + Redis (temporary directory, ports shifted by 900) so the
user's graph is untouched. Imports the files once, then again to show that a rerun imports nothing,
then once more into an emptied graph, where the chunk embeddings come from the content cache.
`--workers N` imports in N processes as `clausebot ingest --workers N` does (each embedding on its
share of the cores, so one's extraction and writes run while another embeds); `--shipped` embeds
with the shipped MiniLM graph instead of the fused int8 one. Prints a table and, last, one JSON line.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from bot.components import usable_cores
from bot.ingest_cli import ingest_files
from bot.servers import start_all, stop_all
from core.settings import MINILM_WINDOW, GraphSettings, RedisSettings, RetrievalSettings, Settings
from graph_ingest.admin import AdminReader
from graph_ingest.indexes import ensure_search_indexes
from graph_ingest.models import Scope
from graph_ingest.pipeline import IngestOutcome
from graph_ingest.store import GraphStore

DEFAULT_TEXTS = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "cuad" / "full_contract_txt"
STAGES = ("load", "extract", "index", "write")


def run(
    files: list[Path], embed: bool, window: int = MINILM_WINDOW, workers: int = 1, quantized: bool = True
) -> dict:
    with tempfile.TemporaryDirectory(prefix="clausebot-bench-") as tmp:
        settings = Settings(
            _env_file=None,
            data_dir=Path(tmp),
            graph=GraphSettings(uri="bolt://127.0.0.1:8587", http_port=3380),
            redis=RedisSettings(port=7279),
            retrieval=RetrievalSettings(index_on_ingest=embed, embed_window=window, quantized=quantized),
        )
        start_all(settings)
        try:
            with GraphStore.from_settings(settings) as store:
                ensure_search_indexes(settings, store)
                scope = Scope(tenant="bench", visibility="workspace")

                def timed() -> tuple[list[IngestOutcome], float]:
                    t0 = time.perf_counter()
                    outcomes = ingest_files(settings, files, scope, workers)
                    return outcomes, time.perf_counter() - t0

                # a fresh install's first import: the fused MiniLM graph is built in it
                outcomes, first_s = timed()
                # printed now, so that a failure of a later step does not lose it
                print(f"first pass: {len(outcomes)} files in {first_s:.1f} s", flush=True)
                rerun, rerun_s = timed()
                counts = AdminReader(store).counts()
                # the same texts into an emptied graph: chunk embeddings come from the content cache
                store.wipe_all_for_tests()
                warm, warm_s = timed()
        finally:
            stop_all(settings)
    imported = [o for o in outcomes if o.status == "imported"]
    stage_total = {s: sum(o.timings.get(s, 0.0) for o in imported) for s in STAGES}
    stage_median_ms = (
        {s: round(1000 * statistics.median([o.timings.get(s, 0.0) for o in imported]), 1) for s in STAGES}
        if imported
        else {}
    )
    return {
        "files": len(files),
        "imported": len(imported),
        "skipped": sum(o.status == "skipped" for o in outcomes),
        "failed": sum(o.status == "failed" for o in outcomes),
        "contracts_per_min": round(60 * len(imported) / first_s, 1) if first_s else None,
        "seconds": round(first_s, 1),
        "stage_share": {
            s: round(v / max(sum(stage_total.values()), 1e-9), 3) for s, v in stage_total.items()
        },
        "stage_median_ms": stage_median_ms,
        "rerun_imported": sum(o.status == "imported" for o in rerun),
        "rerun_skipped": sum(o.status == "skipped" for o in rerun),
        "rerun_seconds": round(rerun_s, 1),
        "warm_cache_contracts_per_min": round(60 * sum(o.status == "imported" for o in warm) / warm_s, 1)
        if warm_s
        else None,
        "warm_cache_index_share": round(
            sum(o.timings.get("index", 0.0) for o in warm) / max(warm_s, 1e-9), 3
        ),
        "graph": {k: counts.get(k, 0) for k in ("Contract", "Party", "Clause", "Chunk")},
        "embedded": embed,
        "workers": workers,
        "quantized": quantized,
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--texts", type=Path, default=DEFAULT_TEXTS, help="folder of contract files")
    parser.add_argument("--limit", type=int, default=None, help="only the first N files")
    parser.add_argument("--no-embed", action="store_true", help="skip chunking and embedding")
    parser.add_argument("--window", type=int, default=MINILM_WINDOW, help="tokens of a chunk MiniLM embeds")
    parser.add_argument(
        "--workers", type=int, default=usable_cores(), help="import processes (default: the cores)"
    )
    parser.add_argument("--shipped", action="store_true", help="embed with the shipped MiniLM graph")
    parser.add_argument(
        "--baseline",
        type=int,
        default=0,
        metavar="N",
        help="also the first N files in one process with the shipped graph (the import before #14's "
        "work) and with these settings, for their ratio in the same run",
    )
    args = parser.parse_args()
    files = sorted(p for p in args.texts.iterdir() if p.is_file())[: args.limit]
    result = {
        **run(files, not args.no_embed, args.window, args.workers, quantized=not args.shipped),
        "window": args.window,
    }
    print(
        f"{result['imported']}/{result['files']} contracts imported in {result['seconds']} s: "
        f"{result['contracts_per_min']} contracts/min ({result['skipped']} duplicate files skipped, "
        f"{result['failed']} failed)"
    )
    print(f"{'stage':<10}{'share':>8}{'median ms':>12}")
    for stage in STAGES:
        print(f"{stage:<10}{result['stage_share'][stage]:>8.1%}{result['stage_median_ms'].get(stage, 0):>12}")
    print(
        f"rerun: {result['rerun_imported']} imported, {result['rerun_skipped']} skipped in {result['rerun_seconds']} s"
    )
    print(
        f"into an emptied graph with the embedding cache warm: {result['warm_cache_contracts_per_min']} "
        f"contracts/min (chunk+embed {result['warm_cache_index_share']:.1%} of the time)"
    )
    print(f"graph: {result['graph']}")
    if args.baseline:
        few = files[: args.baseline]
        before = run(few, True, args.window, 1, quantized=False)
        now = run(few, not args.no_embed, args.window, args.workers, quantized=not args.shipped)
        ratio = round(before["seconds"] / max(now["seconds"], 1e-9), 2)
        print(
            f"baseline, the first {len(few)} files: {before['seconds']} s in one process with the shipped "
            f"graph, {now['seconds']} s as above: {ratio}x"
        )
        result["baseline"] = {
            "files": len(few),
            "before_s": before["seconds"],
            "now_s": now["seconds"],
            "ratio": ratio,
        }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
