"""A clause classifier learned from CUAD's expert labels: does this passage hold a <category> clause?

One linear model per CUAD category (logistic regression over sublinear TF-IDF of a chunk's words
and word pairs, heading included), trained on the chunks of one half of the development contracts
(`train_half`), a chunk being positive for a category when it overlaps a labelled span. It is the
second ranking stage of clause search (issue #18): within one contract the chunk it scores highest
is the quote; across contracts a contract has the clause when its best chunk clears `across`.

Two thresholds on the logit ship with it, both chosen by cross-validation inside the training half
(never on the half kept out for evaluation): `across` for "which contracts have X?" (precision
first), `within` for "does this contract have X?" (the user already suspects it does). A third, per
category, says when a quote may be given without a hedge: `sure`, the lowest logit (at least
`across`) at which the passage scored highest in a contract was that category's clause at least
`QUOTE_PRECISION` of the time, out of fold (categories the model reads less well need more). And
one below `within`: `doubt`, the lowest logit from which, all the way up to `within`, a "no" is wrong
(the contract has the clause after all) more than 1 - `QUOTE_PRECISION` of the time, out of fold; a
"no" in that band is said to be unsure.

The weights live in `data/clause_model.npz` (sparse: only weights of magnitude >= `PRUNE`), with
the training metadata; `python -m bench.clause_model --train` rebuilds it from
`../shared/data/cuad` (CUAD v1, The Atticus Project, CC BY 4.0) and reports the held-out figures.
Inference is numpy only; training needs scikit-learn (a dev dependency).
"""

from __future__ import annotations

import json
import math
import re
import zlib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from core.clause_categories import category_key

MODEL_PATH = Path(__file__).resolve().parent / "data" / "clause_model.npz"
PRUNE = 0.05  # weights smaller than this are dropped from the shipped file
MIN_DF = 3  # a term must occur in this many training chunks
MIN_POSITIVES = 5  # a category needs this many positive training chunks to get a model
QUOTE_PRECISION = 0.95  # how often an unhedged quote must be the clause (out of fold, per category)
_TOKEN = re.compile(r"[a-z]+(?:'[a-z]+)?|\d+")


def terms(text: str) -> list[str]:
    """The features of a passage: its lower-cased words and adjacent word pairs."""
    words = _TOKEN.findall(text.lower())
    return words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]


def passage_text(text: str, heading: str | None) -> str:
    """What the model reads for a chunk: its heading, then its text."""
    return f"{heading or ''}\n{text}"


def train_half(file_name: str) -> bool:
    """Whether a CUAD file belongs to the half the model is trained on (a stable hash of its name)."""
    return zlib.crc32(Path(file_name).name.encode("utf-8")) % 2 == 0


@dataclass
class ClauseModel:
    vocabulary: dict[str, int]
    idf: np.ndarray  # (V,)
    weights: np.ndarray  # (V, C) float32
    bias: np.ndarray  # (C,)
    categories: list[str]
    within: float = 0.0
    across: float = 1.0
    tag_bonus: float = 0.0  # added to a category's logit where the rule tagger tagged the passage
    sure: list[float] | None = None  # per category: the logit from which a quote needs no hedge
    doubt: float | None = None  # from this logit up to `within`, a "no" is not sure
    meta: dict[str, Any] = field(default_factory=dict)
    version: str = ""  # a digest of the weights file: contracts scored by another version are rescored

    def __post_init__(self) -> None:
        self._column = {category_key(c): j for j, c in enumerate(self.categories)}

    def knows(self, category: str | None) -> bool:
        return bool(category) and category_key(category or "") in self._column

    def column(self, category: str) -> int:
        return self._column[category_key(category)]

    def sure_at(self, column: int) -> float:
        """The logit from which the passage a contract scores highest for the category at `column` is
        quoted without a hedge (`across` for a model shipped without per-category figures)."""
        return max(self.across, self.sure[column]) if self.sure else self.across

    @property
    def floor(self) -> float:
        """The lowest logit at which a passage is still worth offering as "perhaps" (`doubt`, else
        `within`): below it a contract's "no" is sure."""
        return min(self.within, self.doubt) if self.doubt is not None else self.within

    def _features(self, text: str) -> tuple[np.ndarray, np.ndarray]:
        """(vocabulary indices, L2-normalised sublinear TF-IDF values) of one passage."""
        counts = Counter(i for t in terms(text) if (i := self.vocabulary.get(t)) is not None)
        idx = np.fromiter(counts.keys(), dtype=np.int64, count=len(counts))
        values = np.fromiter((1.0 + math.log(n) for n in counts.values()), np.float32, len(counts))
        values *= self.idf[idx]
        return idx, values / (float(np.linalg.norm(values)) or 1.0)

    def vectors(self, texts: Sequence[str]):  # noqa: ANN201 (a scipy CSR matrix, for training)
        from scipy import sparse

        rows = [self._features(t) for t in texts]
        indptr = np.cumsum([0, *(len(i) for i, _ in rows)])
        indices = np.concatenate([i for i, _ in rows]) if rows else np.zeros(0, np.int64)
        data = np.concatenate([v for _, v in rows]) if rows else np.zeros(0, np.float32)
        return sparse.csr_matrix((data, indices, indptr), shape=(len(texts), len(self.vocabulary)))

    def scores(self, texts: Sequence[str], tags: Sequence[Iterable[str]] | None = None) -> np.ndarray:
        """`logits`, plus `tag_bonus` for each category the rule tagger tagged a passage with (`tags`:
        one collection of category names per text; the two readers agree more often than either)."""
        out = self.logits(texts)
        if tags is not None and self.tag_bonus:
            for row, tagged in enumerate(tags):
                for name in tagged or ():
                    if self.knows(name):
                        out[row, self.column(name)] += self.tag_bonus
        return out

    def logits(self, texts: Sequence[str]) -> np.ndarray:
        """(len(texts), C) logits: above `within`/`across`, the passage holds that category."""
        out = np.tile(self.bias, (len(texts), 1)).astype(np.float32)
        for row, text in enumerate(texts):
            idx, values = self._features(text)
            if len(idx):
                out[row] += values @ self.weights[idx]
        return out

    def save(self, path: Path = MODEL_PATH) -> None:
        rows, cols = np.nonzero(np.abs(self.weights) >= PRUNE)
        order = sorted(self.vocabulary, key=self.vocabulary.__getitem__)
        np.savez_compressed(
            path,
            terms=np.frombuffer("\n".join(order).encode("utf-8"), dtype=np.uint8),
            idf=self.idf.astype(np.float16),
            rows=rows.astype(np.int32),
            cols=cols.astype(np.int16),
            values=self.weights[rows, cols].astype(np.float16),
            bias=self.bias.astype(np.float32),
            meta=np.frombuffer(
                json.dumps(
                    {
                        **self.meta,
                        "categories": self.categories,
                        "within": self.within,
                        "across": self.across,
                        "tag_bonus": self.tag_bonus,
                        "sure": self.sure,
                        "doubt": self.doubt,
                    }
                ).encode("utf-8"),
                dtype=np.uint8,
            ),
        )

    def best(self, texts: Sequence[str], tags: Sequence[Iterable[str]]) -> tuple[list[float], list[int]]:
        """A contract's verdict per category, from its chunks (`texts`, `tags`, in order): the best
        `scores` logit of each category and the chunk that has it (what "which contracts have X?"
        reads without scoring the corpus again)."""
        if not texts:
            return [], []
        scores = self.scores(texts, tags)
        rows = np.argmax(scores, axis=0)
        return [float(scores[r, j]) for j, r in enumerate(rows)], [int(r) for r in rows]

    @classmethod
    def load(cls, path: Path = MODEL_PATH) -> ClauseModel:
        version = f"{zlib.crc32(path.read_bytes()):08x}"
        with np.load(path) as f:
            order = f["terms"].tobytes().decode("utf-8").split("\n")
            meta = json.loads(f["meta"].tobytes().decode("utf-8"))
            categories = list(meta.pop("categories"))
            weights = np.zeros((len(order), len(categories)), np.float32)
            weights[f["rows"], f["cols"]] = f["values"].astype(np.float32)
            return cls(
                vocabulary={t: i for i, t in enumerate(order)},
                idf=f["idf"].astype(np.float32),
                weights=weights,
                bias=f["bias"].astype(np.float32),
                categories=categories,
                within=float(meta.pop("within")),
                across=float(meta.pop("across")),
                tag_bonus=float(meta.pop("tag_bonus", 0.0)),
                sure=meta.pop("sure", None),
                doubt=meta.pop("doubt", None),
                meta=meta,
                version=version,
            )


@lru_cache(maxsize=1)
def shipped_model() -> ClauseModel | None:
    """The model that ships in the package (None if its file is missing: clause tags alone rank)."""
    return ClauseModel.load() if MODEL_PATH.exists() else None


# --- training (scikit-learn, a dev dependency) ---------------------------------------------------


@dataclass
class Example:
    group: str  # the contract it comes from
    text: str
    labels: frozenset[str]
    tags: frozenset[str] = frozenset()  # the rule tagger's categories for the passage


def fit(
    examples: Sequence[Example],
    categories: Sequence[str],
    c: float = 16.0,
    min_positives: int = MIN_POSITIVES,
) -> ClauseModel:
    """One logistic regression per category with `min_positives`; thresholds left at defaults (a
    category without any positive gets a model that says no)."""
    from sklearn.linear_model import LogisticRegression

    df: Counter[str] = Counter()
    for ex in examples:
        df.update(set(terms(ex.text)))
    kept = sorted(t for t, n in df.items() if n >= MIN_DF)
    vocabulary = {t: i for i, t in enumerate(kept)}
    n = len(examples)
    idf = np.array([math.log((1 + n) / (1 + df[t])) + 1.0 for t in kept], np.float32)
    learned = [k for k in categories if sum(k in ex.labels for ex in examples) >= min_positives]
    model = ClauseModel(vocabulary, idf, np.zeros((len(kept), len(learned)), np.float32),
                        np.zeros(len(learned), np.float32), learned)  # fmt: skip
    x = model.vectors([ex.text for ex in examples])
    for j, category in enumerate(learned):
        y = np.array([category in ex.labels for ex in examples])
        if not y.any():
            model.bias[j] = -10.0
            continue
        lr = LogisticRegression(C=c, class_weight="balanced", max_iter=3000)
        lr.fit(x, y)
        model.weights[:, j] = lr.coef_[0]
        model.bias[j] = lr.intercept_[0]
    model.weights[np.abs(model.weights) < PRUNE] = 0.0  # what ships is what is measured
    return model


def contract_scores(
    model: ClauseModel, examples: Sequence[Example]
) -> dict[str, tuple[np.ndarray, set[str]]]:
    """Per contract: the best logit of each model category over its chunks, and its true categories."""
    logits = model.scores([ex.text for ex in examples], [ex.tags for ex in examples])
    out: dict[str, tuple[np.ndarray, set[str]]] = {}
    for ex, row in zip(examples, logits, strict=True):
        best, labels = out.get(ex.group, (np.full(len(model.categories), -np.inf, np.float32), set()))
        out[ex.group] = (np.maximum(best, row), labels | set(ex.labels))
    return out


def quote_scores(model: ClauseModel, examples: Sequence[Example]) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Per contract: the best logit of each model category over its chunks, and whether the chunk
    with that logit is labelled with the category (the quote an answer would give is the clause)."""
    logits = model.scores([ex.text for ex in examples], [ex.tags for ex in examples])
    rows: dict[str, list[int]] = {}
    for i, ex in enumerate(examples):
        rows.setdefault(ex.group, []).append(i)
    out: dict[str, tuple[np.ndarray, np.ndarray]] = {}
    for group, at in rows.items():
        best = np.argmax(logits[at], axis=0)
        right = np.array([model.categories[j] in examples[at[r]].labels for j, r in enumerate(best)])
        out[group] = (logits[at].max(axis=0), right)
    return out


def pick_sure(
    quotes: dict[str, tuple[np.ndarray, np.ndarray]],
    categories: list[str],
    floor: float,
    precision: float = QUOTE_PRECISION,
    prior: float = 2.0,
) -> list[float]:
    """Per category, the lowest logit (from `floor` up) at which the best-scored passage of the
    contracts at or above it is the clause at least `precision` of the time; the rate is pulled
    towards the category-pooled rate by `prior` pseudo-contracts, so that two lucky contracts do not
    make a category sure. Infinity where no logit reaches it (its quotes are always hedged)."""
    best = np.stack([b for b, _ in quotes.values()]) if quotes else np.zeros((0, len(categories)))
    right = np.stack([r for _, r in quotes.values()]) if quotes else np.zeros((0, len(categories)), bool)
    said_all = best >= floor
    base = float(right[said_all].mean()) if said_all.any() else 0.0
    grid = np.arange(floor, 8.01, 0.25)
    out = []
    for j in range(len(categories)):
        at = next(
            (
                float(t)
                for t in grid
                if (said := best[:, j] >= t).any()
                and (right[said, j].sum() + prior * base) / (said.sum() + prior) >= precision
            ),
            math.inf,
        )
        out.append(at)
    return out


def pick_doubt(
    scored: dict[str, tuple[np.ndarray, set[str]]],
    categories: list[str],
    within: float,
    wrong: float = 1 - QUOTE_PRECISION,
    step: float = 0.5,
) -> float:
    """The lowest logit `d` such that in every band [t, t + step) from `d` up to `within`, more than
    `wrong` of the contracts (over all categories, scored out of fold) have the clause: a "no" there
    is not sure. `within` where the band just below it is already sure."""
    best = np.stack([b for b, _ in scored.values()]) if scored else np.zeros((0, len(categories)))
    has = np.array([[c in labels for c in categories] for _, labels in scored.values()], bool)
    doubt = within
    while True:
        band = (best >= doubt - step) & (best < doubt)
        if not band.any() or has[band].mean() <= wrong:
            return float(doubt)
        doubt -= step


def pooled(
    scored: dict[str, tuple[np.ndarray, set[str]]], categories: list[str], threshold: float
) -> tuple[float, float]:
    """(precision, recall) of "has category X" over every (contract, category), at `threshold`."""
    tp = fp = fn = 0
    for best, labels in scored.values():
        for j, category in enumerate(categories):
            has, said = category in labels, bool(best[j] >= threshold)
            tp, fp, fn = tp + (has and said), fp + (said and not has), fn + (has and not said)
    return (tp / (tp + fp) if tp + fp else 1.0), (tp / (tp + fn) if tp + fn else 0.0)


def f1(precision: float, recall: float) -> float:
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def pick_thresholds(
    scored: dict[str, tuple[np.ndarray, set[str]]], categories: list[str], precision: float = 0.85
) -> tuple[float, float]:
    """(within, across) from contracts scored by a model that did not see them: `across` the lowest
    logit whose pooled precision reaches `precision`; `within` the one of best F1."""
    grid = np.arange(-3.0, 4.01, 0.25)
    best_f1, within, across = -1.0, 0.0, float(grid[-1])
    for t in grid:
        p, r = pooled(scored, categories, float(t))
        if f1(p, r) > best_f1:
            best_f1, within = f1(p, r), float(t)
        if p >= precision and float(t) < across:
            across = float(t)
    return within, across
