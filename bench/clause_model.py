"""Train and measure the clause classifier (`graph_ingest.retrievers.clause_model`) on CUAD's labels.

    python -m bench.clause_model [--train] [--spans JSON] [--texts DIR] [--c C]

The development contracts of `clause_spans_dev.json` are chunked as the indexer chunks them; a
chunk is positive for a category when it overlaps one of the category's labelled spans. Half of
the contracts (`train_half`, a stable hash of the file name) train the model; its two thresholds
are chosen by 2-fold cross-validation inside that half. The other half is never used for training
or tuning: every figure printed is measured on it.

`--train` writes the model the package ships (`graph_ingest/retrievers/data/clause_model.npz`);
without it the shipped model is measured. Figures, on the held-out half:
- within one contract, for each (contract, category) with a labelled span: P@1 (the chunk the
  model scores highest overlaps a span) and recall@3;
- across contracts, "which contracts have a <category> clause?" decided per contract by the best
  chunk's logit against `across` (and `within`): precision and recall per category and pooled;
- the time to score one contract's chunks (median, p95).
The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import zlib
from collections import defaultdict
from pathlib import Path

import numpy as np

from core.clause_categories import CATEGORIES, TERM_DECIDED, terms_say
from graph_ingest.chunking import chunk_text
from graph_ingest.extract.clauses import segment_and_tag
from graph_ingest.normalize import renewal_properties
from graph_ingest.retrievers.clause_model import (
    MODEL_PATH,
    ClauseModel,
    Example,
    contract_scores,
    f1,
    fit,
    passage_text,
    pick_doubt,
    pick_sure,
    pick_thresholds,
    pooled,
    quote_scores,
    train_half,
)
from graph_ingest.retrievers.dense import MiniLMEmbedder

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "cuad"
TAG_BONUSES = (0.0, 0.5, 1.0, 1.5, 2.0)


def examples(spans_path: Path, texts: Path) -> tuple[list[Example], list[Example]]:
    """(training half, held-out half) chunks with their labels."""
    spec = json.loads(spans_path.read_text(encoding="utf-8"))
    by_file: dict[str, list[tuple[int, int, str]]] = defaultdict(list)
    for s in spec["spans"]:
        if s.get("start") is not None and s["category"] in CATEGORIES:
            by_file[s["file"]].append((s["start"], s["end"], s["category"]))
    counter = MiniLMEmbedder().count_tokens  # chunk and tag as the indexer does
    train, held = [], []
    for name in spec["files"]:
        text = (texts / name).read_text(encoding="utf-8")
        tagged = [(k.start, k.end, k.clause_type) for k in segment_and_tag(text) if k.start is not None]
        for c in chunk_text(Path(name).stem, text, count_tokens=counter):
            labels = frozenset(k for s, e, k in by_file[name] if s < c.end and e > c.start)
            tags = frozenset(k for s, e, k in tagged if s < c.end and e > c.start)
            example = Example(name, passage_text(c.text, c.heading), labels, tags)
            (train if train_half(name) else held).append(example)
    return train, held


def _fold(ex: Example) -> int:
    return (zlib.crc32(Path(ex.group).name.encode("utf-8")) // 2) % 2


def train(train_set: list[Example], c: float) -> ClauseModel:
    model = fit(train_set, CATEGORIES, c)
    parts = [  # the same categories, each fold scored by a model that did not see it
        (fit([e for e in train_set if _fold(e) != fold], model.categories, c, min_positives=0), fold)
        for fold in (0, 1)
    ]
    best: tuple = (-1.0, 0.0, 0.0, 0.0, {})  # (cross-validated F1 at `across`, bonus, within, across, scores)
    for bonus in TAG_BONUSES:  # how much a rule tag adds, chosen by the same cross-validation
        scored: dict = {}
        for part, fold in parts:
            part.tag_bonus = bonus
            scored.update(contract_scores(part, [e for e in train_set if _fold(e) == fold]))
        within, across = pick_thresholds(scored, model.categories)
        score = f1(*pooled(scored, model.categories, across))
        print(f"tag bonus {bonus}: cross-validated F1 {score:.3f} (across {across})", file=sys.stderr)
        if score > best[0]:
            best = (score, bonus, within, across, scored)
    _, model.tag_bonus, model.within, model.across, scored = best
    model.doubt = pick_doubt(scored, model.categories, model.within)
    print(f"a no is unsure from logit {model.doubt} up to `within` {model.within}", file=sys.stderr)
    quotes: dict = {}
    for part, fold in parts:
        part.tag_bonus = model.tag_bonus
        quotes.update(quote_scores(part, [e for e in train_set if _fold(e) == fold]))
    model.sure = pick_sure(quotes, model.categories, model.across)
    hedged = [c for c, t in zip(model.categories, model.sure, strict=True) if t > model.across]
    print(f"quotes hedged below a higher logit than `across` for {len(hedged)} categories", file=sys.stderr)
    model.meta = {
        "trained_on": "CUAD v1 dev contracts with crc32(file name) % 2 == 0 (The Atticus Project, CC BY 4.0)",
        "chunks": len(train_set),
        "contracts": len({e.group for e in train_set}),
        "C": c,
    }
    return model


def measure(model: ClauseModel, held: list[Example]) -> dict:
    by_contract: dict[str, list[Example]] = defaultdict(list)
    for ex in held:
        by_contract[ex.group].append(ex)
    p1, r3, timings = [], [], []
    counts = {t: defaultdict(lambda: [0, 0, 0]) for t in ("across", "within")}  # tp, fp, fn
    unhedged = {"across": [0, 0], "sure": [0, 0]}  # quotes given without a hedge: [the clause, all]
    noes = {"sure": [0, 0], "unsure": [0, 0]}  # "no" (best logit under `within`): [wrong, all]
    for chunks in by_contract.values():
        t0 = time.perf_counter()
        logits = model.scores([e.text for e in chunks], [e.tags for e in chunks])
        timings.append(time.perf_counter() - t0)
        labels = set().union(*(e.labels for e in chunks))
        for j, category in enumerate(model.categories):
            order = np.argsort(-logits[:, j], kind="stable")
            if category in labels:
                p1.append(category in chunks[order[0]].labels)
                r3.append(any(category in chunks[i].labels for i in order[:3]))
            right = category in chunks[order[0]].labels
            if (top := logits[order[0], j]) < model.within:
                row = noes["unsure" if top >= model.floor else "sure"]
                row[0] += category in labels
                row[1] += 1
            for name, threshold in (("across", model.across), ("sure", model.sure_at(j))):
                if logits[order[0], j] >= threshold:
                    unhedged[name][0] += right
                    unhedged[name][1] += 1
            for name, threshold in (("across", model.across), ("within", model.within)):
                said = bool(logits[order[0], j] >= threshold)
                row = counts[name][category]
                row[0] += said and category in labels
                row[1] += said and category not in labels
                row[2] += (not said) and category in labels

    def pr(rows: list[list[int]]) -> tuple[float, float]:
        tp, fp, fn = (sum(r[i] for r in rows) for i in range(3))
        return (tp / (tp + fp) if tp + fp else 1.0), (tp / (tp + fn) if tp + fn else 0.0)

    print(f"{'category':36} {'n':>4} {'P(across)':>10} {'R(across)':>10} {'P(within)':>10} {'R(within)':>10}")
    per = {}
    for category in model.categories:
        a, w = counts["across"][category], counts["within"][category]
        pa, ra = pr([a])
        pw, rw = pr([w])
        per[category] = {"n": a[0] + a[2], "precision": round(pa, 3), "recall": round(ra, 3)}
        print(f"{category:36} {a[0] + a[2]:4d} {pa:10.3f} {ra:10.3f} {pw:10.3f} {rw:10.3f}")
    pooled = {name: pr(list(rows.values())) for name, rows in counts.items()}
    timings.sort()
    return {
        "held_out_contracts": len(by_contract),
        "p@1": round(float(np.mean(p1)), 3),
        "recall@3": round(float(np.mean(r3)), 3),
        "pairs": len(p1),
        "across": {"threshold": model.across, "precision": round(pooled["across"][0], 3),
                   "recall": round(pooled["across"][1], 3)},
        "within": {"threshold": model.within, "precision": round(pooled["within"][0], 3),
                   "recall": round(pooled["within"][1], 3)},
        "unhedged_quotes": {
            name: {"n": n, "precision": round(k / n, 3) if n else 1.0} for name, (k, n) in unhedged.items()
        },
        "noes": {name: {"n": n, "wrong": round(k / n, 3) if n else 0.0} for name, (k, n) in noes.items()},
        "doubt": model.doubt,
        "per_category": per,
        "score_contract_ms": {"p50": round(statistics.median(timings) * 1000, 2),
                              "p95": round(timings[int(0.95 * (len(timings) - 1))] * 1000, 2)},
    }  # fmt: skip


def terms_out_of_fold(model: ClauseModel, train_set: list[Example], texts: Path) -> dict:
    """ "Which contracts have X?" for the categories the extracted terms decide (`TERM_DECIDED`), on
    the training half scored out of fold: each fold by a model fitted on the other fold, so that
    neither that model nor the term rules (written from the other half, `bench.extraction` split a)
    saw the contracts. Per category: the model at `across` against the terms; pooled over every
    category: the model alone, and with the terms deciding their categories (what answers do)."""
    counts: dict = defaultdict(lambda: [0, 0, 0])  # (category or "pooled", reader) -> tp, fp, fn

    def add(key: tuple[str, str], said: bool, has: bool) -> None:
        row = counts[key]
        row[0] += said and has
        row[1] += said and not has
        row[2] += (not said) and has

    for fold in (0, 1):
        part = fit(
            [e for e in train_set if _fold(e) != fold],
            model.categories,
            model.meta.get("C", 16.0),
            min_positives=0,
        )
        part.tag_bonus = model.tag_bonus
        by_contract: dict[str, list[Example]] = defaultdict(list)
        for e in train_set:
            if _fold(e) == fold:
                by_contract[e.group].append(e)
        for name, chunks in by_contract.items():
            terms = renewal_properties((texts / name).read_text(encoding="utf-8"))
            best = part.scores([e.text for e in chunks], [e.tags for e in chunks]).max(axis=0)
            labels = set().union(*(e.labels for e in chunks))
            for j, category in enumerate(part.categories):
                has, said = category in labels, bool(best[j] >= model.across)
                decided = terms_say(category, terms) if category in TERM_DECIDED else said
                if category in TERM_DECIDED:
                    add((category, "model"), said, has)
                    add((category, "terms"), decided, has)
                add(("pooled", "model"), said, has)
                add(("pooled", "answers"), decided, has)

    def pr(key: tuple[str, str]) -> dict:
        tp, fp, fn = counts[key]
        return {"precision": round(tp / (tp + fp), 3) if tp + fp else 1.0, "recall": round(tp / (tp + fn), 3) if tp + fn else 0.0, "n": tp + fn}  # fmt: skip

    out = {c: {"model": pr((c, "model")), "terms": pr((c, "terms"))} for c in TERM_DECIDED}
    out["pooled"] = {"model": pr(("pooled", "model")), "answers": pr(("pooled", "answers"))}
    print("out of fold, training half (neither the fold's model nor the term rules saw these contracts):")
    for key, row in out.items():
        print(
            f"  {key:36} "
            + "  ".join(f"{k} P {v['precision']:.3f} R {v['recall']:.3f}" for k, v in row.items())
        )
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--train", action="store_true", help="train and write the shipped model")
    parser.add_argument("--spans", type=Path, default=DATA / "clause_spans_dev.json")
    parser.add_argument("--texts", type=Path, default=DATA / "full_contract_txt")
    parser.add_argument("--c", type=float, default=16.0, help="inverse regularisation strength")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    train_set, held = examples(args.spans, args.texts)
    print(f"{len(train_set)} training chunks, {len(held)} held-out chunks", file=sys.stderr)
    if args.train:
        model = train(train_set, args.c)
        model.save()
        print(f"wrote {MODEL_PATH} ({MODEL_PATH.stat().st_size // 1024} KiB)", file=sys.stderr)
    model = ClauseModel.load()
    figures = measure(model, held)
    print(
        f"held-out half: P@1 {figures['p@1']}, recall@3 {figures['recall@3']} over {figures['pairs']} pairs; "
        f"across P {figures['across']['precision']} R {figures['across']['recall']} "
        f"(logit >= {model.across}); within P {figures['within']['precision']} "
        f"R {figures['within']['recall']} (logit >= {model.within})"
    )
    u = figures["unhedged_quotes"]
    print(
        f"quotes given without a hedge: at `across` {u['across']['n']} (the clause {u['across']['precision']}), "
        f"at each category's `sure` {u['sure']['n']} (the clause {u['sure']['precision']})"
    )
    n = figures["noes"]
    print(
        f"a no (best logit under {model.within}): said sure {n['sure']['n']} (wrong {n['sure']['wrong']}), "
        f"said unsure from {model.doubt} {n['unsure']['n']} (wrong {n['unsure']['wrong']})"
    )
    figures["terms_out_of_fold"] = terms_out_of_fold(model, train_set, args.texts)
    figures["seconds"] = round(time.perf_counter() - t0, 1)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
