"""Clause-retrieval benchmark on CUAD's labelled dev spans.

    python -m bench.retrieval [--spans JSON] [--texts DIR] [--limit N] [--cache DIR]

For every (dev contract, category) with located spans, the query is the category's description
(category_descriptions.csv) searched within that contract only; a chunk is relevant when its
character range overlaps a labelled span. Reports recall@10, P@1, MRR@10, nDCG@10 and query latency
(query embedding included) for BM25, dense, the seed's fusion (min-max BM25*0.65 + dense*0.35),
ours (HybridRetriever) and the clause model (`retrievers.clause_model`: the category's logit ranks the
contract's chunks, scored at query time here; categories it has no model for fall back to ours), all
over the same chunks. The pairs are those of the half of the dev contracts the clause model never saw
(`--half held`, the default; `train` or `all` for the others); `ours_scoped` is ours with the BM25
statistics of the one contract searched (as clause search reads a contract's chunks from the graph),
`ours` with those of every contract indexed. `--baseline` adds the dense, seed-fusion and hybrid rows
with the vectors of the shipped MiniLM graph (`*_shipped`), beside those of the embedder the product
runs (the fused int8 graph), measured in the same run. The last line printed is one JSON object.
Chunk embeddings are cached under --cache keyed by a hash of the chunks' text and the model.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import logging
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

from core.settings import MINILM_WINDOW
from graph_ingest.chunking import Chunk, chunk_text
from graph_ingest.retrievers.base import Retriever, ScoredChunk
from graph_ingest.retrievers.bm25 import BM25Retriever, tokenize
from graph_ingest.retrievers.clause_model import ClauseModel, passage_text, shipped_model, train_half
from graph_ingest.retrievers.dense import DenseRetriever, Embedder, MiniLMEmbedder
from graph_ingest.retrievers.hybrid import HybridRetriever
from graph_ingest.retrievers.index import ClauseIndex

logger = logging.getLogger("bench.retrieval")
DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "cuad"
METRICS = ("recall@10", "p@1", "mrr", "ndcg@10")


class SeedFusionRetriever(Retriever):
    """The seed's fusion: min-max normalised BM25 * 0.65 + dense * 0.35 over the candidates."""

    name = "seed_fusion"

    def __init__(self, index: ClauseIndex, embedder: Embedder) -> None:
        self.index, self.dense = index, DenseRetriever(index, embedder)

    def _search(self, query: str, top_k: int, file_ids: set[str] | None) -> list[ScoredChunk]:
        rows = self.index.rows(file_ids)

        def minmax(x: np.ndarray) -> np.ndarray:
            span = float(x.max() - x.min()) if len(x) else 0.0
            return (x - x.min()) / span if span > 0 else np.zeros_like(x)

        bm25 = minmax(self.index.bm25.scores(tokenize(query), rows))
        dense = minmax(self.dense.scores(query, rows))
        return self.index.top(rows, 0.65 * bm25 + 0.35 * dense, top_k, component="seed_fusion")


class ScopedHybridRetriever(Retriever):
    """Ours as clause search runs it (`graph_ingest.clause_search`): the contract's chunks read from
    the graph into an index of their own, so BM25's statistics are that contract's alone."""

    name = "ours_scoped"

    def __init__(self, index: ClauseIndex, embedder: Embedder) -> None:
        self.index, self.embedder = index, embedder

    def _search(self, query: str, top_k: int, file_ids: set[str] | None) -> list[ScoredChunk]:
        rows = self.index.rows(file_ids)
        own = ClauseIndex(self.index.model_id, self.index.dim)
        for fid in sorted(file_ids or self.index.file_ids):
            mine = self.index.rows({fid})
            own.add([self.index.chunks[i] for i in mine], self.index.embeddings[mine])
        assert len(own) == len(rows)
        return HybridRetriever(own, self.embedder).search(query, top_k).items


class ClauseModelRetriever(Retriever):
    """Ranks a contract's chunks by the clause model's logit for the category named by the query."""

    name = "clause_model"

    def __init__(self, index: ClauseIndex, model: ClauseModel, fallback: Retriever) -> None:
        self.index, self.model, self.fallback = index, model, fallback
        self.descriptions: dict[str, str] = {}

    def _search(self, query: str, top_k: int, file_ids: set[str] | None) -> list[ScoredChunk]:
        if not self.model.knows(query):
            return self.fallback.search(self.descriptions.get(query.lower(), query), top_k, file_ids).items
        rows = self.index.rows(file_ids)
        chunks = [self.index.chunks[i] for i in rows]
        logits = self.model.logits([passage_text(c.text, c.heading) for c in chunks])
        return self.index.top(rows, logits[:, self.model.column(query)], top_k, component="clause_model")


def load_descriptions(path: Path) -> dict[str, str]:
    with path.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))[1:]
    return {
        r[0].removeprefix("Category: ").strip().lower(): r[1].removeprefix("Description: ").strip()
        for r in rows
    }


def embed_cached(chunks: list[Chunk], text: str, embedder: Embedder, cache: Path) -> np.ndarray:
    """Chunk embeddings, cached per (model, contract content) and reused per chunk text across chunkings."""
    digest = hashlib.sha256(text.encode()).hexdigest()[:32]
    path = cache / embedder.model_id.replace(":", "_").replace("/", "_") / f"{digest}.npz"
    known: dict[str, np.ndarray] = {}
    if path.exists():
        with np.load(path) as stored:
            known = dict(zip(stored["keys"].tolist(), stored["vectors"], strict=True))
    keys = [hashlib.sha256(c.search_text().encode()).hexdigest()[:24] for c in chunks]
    missing = sorted(
        {k: c.search_text() for k, c in zip(keys, chunks, strict=True) if k not in known}.items()
    )
    if missing:
        vectors = embedder.embed_documents([t for _, t in missing])
        known.update({k: v for (k, _), v in zip(missing, vectors, strict=True)})
        path.parent.mkdir(parents=True, exist_ok=True)
        np.savez(path, keys=np.array(list(known)), vectors=np.stack(list(known.values())))
    return np.stack([known[k] for k in keys]) if keys else np.zeros((0, embedder.dim), dtype=np.float32)


def build_index(names: list[str], texts: Path, embedder: MiniLMEmbedder, cache: Path) -> ClauseIndex:
    """The contracts' chunks with `embedder`'s vectors (cached per model and contract text)."""
    index = ClauseIndex(embedder.model_id, embedder.dim)
    for n, name in enumerate(names, start=1):
        text = (texts / name).read_text(encoding="utf-8")
        chunks = chunk_text(Path(name).stem, text, count_tokens=embedder.count_tokens)
        index.add(chunks, embed_cached(chunks, text, embedder, cache))
        if n % 50 == 0:
            logger.info(
                "%s: indexed %d/%d contracts (%d chunks)", embedder.model_id, n, len(names), len(index)
            )
    index.bm25.scores(["warmup"])
    return index


def score_pair(items: list[ScoredChunk], spans: list[tuple[int, int]], n_relevant: int) -> dict[str, float]:
    def hit(c: Chunk, s: tuple[int, int]) -> bool:
        return c.start < s[1] and s[0] < c.end

    rel = [any(hit(i.chunk, s) for s in spans) for i in items[:10]]
    found = sum(any(hit(i.chunk, s) for i in items[:10]) for s in spans)
    dcg = sum(1 / np.log2(r + 2) for r, ok in enumerate(rel) if ok)
    idcg = sum(1 / np.log2(r + 2) for r in range(min(n_relevant, 10)))
    first = next((r for r, ok in enumerate(rel) if ok), None)
    return {
        "recall@10": found / len(spans),
        "p@1": float(bool(rel) and rel[0]),
        "mrr": 0.0 if first is None else 1 / (first + 1),
        "ndcg@10": dcg / idcg if idcg else 0.0,
    }


def main(argv: list[str] | None = None) -> dict[str, object]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--spans", type=Path, default=DATA / "clause_spans_dev.json")
    ap.add_argument("--texts", type=Path, default=DATA / "full_contract_txt")
    ap.add_argument("--descriptions", type=Path, default=DATA / "category_descriptions.csv")
    ap.add_argument(
        "--limit", type=int, default=None, help="only the first N dev contracts (index only them)"
    )
    ap.add_argument("--cache", type=Path, default=Path.home() / ".cache" / "clausebot" / "bench")
    ap.add_argument("--half", choices=("held", "train", "all"), default="held", help="which pairs to score")
    ap.add_argument("--window", type=int, default=MINILM_WINDOW, help="tokens of a chunk MiniLM embeds")
    ap.add_argument(
        "--baseline",
        action="store_true",
        help="also the dense and hybrid rows with the shipped graph's vectors",
    )
    ap.add_argument("--shipped", action="store_true", help="the product's embedder is the shipped graph")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(asctime)s %(message)s")

    spec = json.loads(args.spans.read_text(encoding="utf-8"))
    files = spec["files"][: args.limit] if args.limit else spec["files"]
    descriptions = load_descriptions(args.descriptions)
    gold: dict[tuple[str, str], list[tuple[int, int]]] = defaultdict(list)
    for s in spec["spans"]:
        half = "all" if args.half == "all" else ("train" if train_half(s["file"]) else "held")
        if s["file"] in files and s["start"] is not None and s["end"] is not None and half == args.half:
            gold[(s["file"], s["category"])].append((s["start"], s["end"]))
    indexed = (
        files if args.limit else sorted(p.name for p in args.texts.glob("*.txt"))
    )  # all: realistic latency

    embedder = MiniLMEmbedder(max_length=args.window, quantized=not args.shipped)
    started = time.perf_counter()
    index = build_index(indexed, args.texts, embedder, args.cache)
    ingest_s = time.perf_counter() - started

    retrievers: dict[str, Retriever] = {
        "bm25": BM25Retriever(index),
        "dense": DenseRetriever(index, embedder),
        "seed_fusion": SeedFusionRetriever(index, embedder),
        "ours": HybridRetriever(index, embedder),
        "ours_scoped": ScopedHybridRetriever(index, embedder),
    }
    if args.baseline and not args.shipped:
        shipped = MiniLMEmbedder(max_length=args.window, quantized=False)
        shipped_index = build_index(indexed, args.texts, shipped, args.cache)
        retrievers["dense_shipped"] = DenseRetriever(shipped_index, shipped)
        retrievers["seed_fusion_shipped"] = SeedFusionRetriever(shipped_index, shipped)
        retrievers["ours_shipped"] = HybridRetriever(shipped_index, shipped)
    if (model := shipped_model()) is not None:
        retrievers["clause_model"] = ClauseModelRetriever(index, model, retrievers["ours"])
        retrievers["clause_model"].descriptions = descriptions  # type: ignore[attr-defined]
    per: dict[str, dict[str, list[float]]] = {k: defaultdict(list) for k in retrievers}
    pairs = 0
    for (name, category), spans in sorted(gold.items()):
        query = descriptions.get(category.lower())
        if query is None:
            logger.warning("no description for category %r", category)
            continue
        file_id = Path(name).stem
        candidates = [index.chunks[i] for i in index.rows({file_id})]
        n_relevant = sum(any(c.start < e and s < c.end for s, e in spans) for c in candidates)
        pairs += 1
        for key, retriever in retrievers.items():
            result = retriever.search(category if key == "clause_model" else query, 10, {file_id})
            for metric, value in score_pair(result.items, spans, n_relevant).items():
                per[key][metric].append(value)
            per[key]["ms"].append(result.elapsed_ms)

    unfiltered = [retrievers["ours"].search(q, 10).elapsed_ms for q in list(descriptions.values())[:40] * 2]
    report: dict[str, object] = {}
    print(
        f"\n{len(index.file_ids)} contracts, {len(index)} chunks indexed in {ingest_s:.1f} s; {pairs} pairs "
        f"({args.half} half of the dev labels); vectors: {embedder.model_id}"
    )
    print(f"{'retriever':<12}" + "".join(f"{m:>11}" for m in (*METRICS, "p50_ms", "p95_ms")))
    for key, values in per.items():
        row = {m: round(float(np.mean(values[m])), 4) for m in METRICS}
        row["p50_ms"] = round(float(np.percentile(values["ms"], 50)), 2)
        row["p95_ms"] = round(float(np.percentile(values["ms"], 95)), 2)
        report[key] = row
        print(f"{key:<12}" + "".join(f"{row[m]:>11}" for m in (*METRICS, "p50_ms", "p95_ms")))
    print(
        f"ours unfiltered over {len(index)} chunks: p50 {np.percentile(unfiltered, 50):.1f} ms, "
        f"p95 {np.percentile(unfiltered, 95):.1f} ms"
    )
    report["pairs"] = pairs
    report["half"] = args.half
    report["model"] = embedder.model_id
    print(json.dumps(report))
    return report


if __name__ == "__main__":
    main()
