"""Score the offline extractor's contract title against CUAD's expert "Document Name" labels.

    python -m bench.titles [--labels CSV] [--texts DIR] [--part dev|heldout|both] [--misses N]

For every labelled dev contract (master_clauses_dev.csv), `find_title` reads the contract's text and
its answer is compared with the `Document Name-Answer` label. A quarter of the contracts (by a hash
of the label's `Filename`) is held out: develop on the `dev` part, and look at `heldout` only to
report. The last line printed is one JSON object with all the figures.

Scoring rules:
- Both sides are normalised with `fold` (case, accents, punctuation and whitespace) before comparing.
- exact: the normalised strings are equal. fuzzy: rapidfuzz `ratio` >= 90 on the normalised
  strings (a missing word, a stray "the" or an OCR-split word still counts). mean_ratio: the mean
  similarity (0-100). A contract without a predicted title counts as wrong (similarity 0).
- coverage: the share of contracts that got any title.
- Contracts whose label is empty are not scored.
"""

from __future__ import annotations

import argparse
import csv
import json
import logging
import time
import zlib
from pathlib import Path

from pydantic import BaseModel
from rapidfuzz import fuzz

from bench.extraction import DEFAULT_LABELS, DEFAULT_TEXTS, match_texts
from graph_ingest.extract.offline import find_title
from graph_ingest.names import fold

logger = logging.getLogger(__name__)

FUZZY_AT = 90.0
PARTS = ("dev", "heldout")


def part_of(filename: str) -> str:
    """The deterministic split: one contract in four (by CRC-32 of the label's file name) is held out."""
    return "heldout" if zlib.crc32(filename.encode("utf-8")) % 4 == 0 else "dev"


def label_of(row: dict[str, str]) -> str:
    return (row.get("Document Name-Answer") or "").strip()


class Scored(BaseModel):
    filename: str
    label: str
    predicted: str | None
    ratio: float

    @property
    def exact(self) -> bool:
        return self.predicted is not None and fold(self.predicted) == fold(self.label)

    @property
    def fuzzy(self) -> bool:
        return self.ratio >= FUZZY_AT


def score_one(filename: str, label: str, predicted: str | None) -> Scored:
    ratio = float(fuzz.ratio(fold(predicted), fold(label))) if predicted else 0.0
    return Scored(filename=filename, label=label, predicted=predicted, ratio=ratio)


def figures(scored: list[Scored]) -> dict[str, float | int]:
    n = len(scored)
    if not n:
        return {"n": 0, "coverage": 0.0, "exact": 0.0, "fuzzy": 0.0, "mean_ratio": 0.0}
    return {
        "n": n,
        "coverage": round(sum(s.predicted is not None for s in scored) / n, 3),
        "exact": round(sum(s.exact for s in scored) / n, 3),
        "fuzzy": round(sum(s.fuzzy for s in scored) / n, 3),
        "mean_ratio": round(sum(s.ratio for s in scored) / n, 1),
    }


def load_rows(labels: Path) -> list[dict[str, str]]:
    with labels.open(encoding="utf-8-sig", newline="") as f:
        return [r for r in csv.DictReader(f) if label_of(r)]


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--labels", type=Path, default=DEFAULT_LABELS)
    ap.add_argument("--texts", type=Path, default=DEFAULT_TEXTS)
    ap.add_argument("--part", choices=(*PARTS, "both"), default="dev", help="which part to score")
    ap.add_argument("--misses", type=int, default=0, help="print up to N dev-part misses")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)

    wanted = PARTS if args.part == "both" else (args.part,)
    rows = [r for r in load_rows(args.labels) if part_of(r["Filename"]) in wanted]
    paths = match_texts(rows, args.texts)
    started = time.perf_counter()
    by_part: dict[str, list[Scored]] = {p: [] for p in wanted}
    for row in rows:
        path = paths.get(row["Filename"])
        if path is None:
            continue
        predicted = find_title(path.read_text(encoding="utf-8"))
        by_part[part_of(row["Filename"])].append(score_one(row["Filename"], label_of(row), predicted))
    elapsed = time.perf_counter() - started

    result: dict = {part: figures(scored) for part, scored in by_part.items()}
    result["seconds"] = round(elapsed, 2)
    misses = [s for s in by_part.get("dev", []) if not s.exact][: args.misses]
    for s in misses:  # only ever the dev part: the held-out part is for reporting
        print(f"MISS {s.ratio:5.1f}  label={s.label!r}  got={s.predicted!r}  [{s.filename[:60]}]")
    print(f"{'part':<10}{'n':>5}{'coverage':>10}{'exact':>8}{'fuzzy':>8}{'mean_ratio':>12}")
    for part in wanted:
        f = result[part]
        print(f"{part:<10}{f['n']:>5}{f['coverage']:>10}{f['exact']:>8}{f['fuzzy']:>8}{f['mean_ratio']:>12}")
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
