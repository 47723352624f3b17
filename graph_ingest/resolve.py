"""Entity resolution of parties beyond exact keys.

`party_key` already makes "ACME Inc." and "Acme Corporation" one party. Here, string distance
(rapidfuzz) finds the rest: confident pairs (a typo, a missing letter) are merged, doubtful ones
("Acme" vs "Acme Holdings") are listed for a person (`clausebot parties review`). Names that differ
in a number or roman numeral ("Fund II" vs "Fund III") are never merged.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel
from rapidfuzz import fuzz, process
from rapidfuzz.distance import Indel

from graph_ingest.models import ContractRecord

DOUBTFUL = 88.0
MIN_LENGTH = 8
_DISTINCT = re.compile(r"\b(\d+|i{1,3}|iv|v|vi{1,3}|ix|x)\b")


class Candidate(BaseModel):
    keep: str
    drop: str
    score: float
    verdict: Literal["merge", "review"]


def _markers(key: str) -> set[str]:
    return set(_DISTINCT.findall(key))


def is_typo_variant(a: str, b: str) -> bool:
    """Same name but for spacing/punctuation, or one word with one letter more or less.

    A changed letter is left for review: "MacroGenics" and "Microgenics" are two companies.
    """
    if a.replace(" ", "") == b.replace(" ", ""):
        return True
    ta, tb = a.split(), b.split()
    if len(ta) != len(tb):
        return False
    diff = [(x, y) for x, y in zip(ta, tb, strict=True) if x != y]
    if len(diff) != 1:
        return False
    x, y = diff[0]
    return min(len(x), len(y)) >= 5 and Indel.distance(x, y) <= 1


def judge(a: str, b: str) -> Candidate | None:
    """Compare two party keys; None when they are clearly different parties."""
    if a == b or _markers(a) != _markers(b):
        return None
    keep, drop = sorted((a, b), key=lambda k: (-len(k), k))
    ratio = fuzz.ratio(a, b)
    if min(len(a), len(b)) >= MIN_LENGTH and is_typo_variant(a, b):
        return Candidate(keep=keep, drop=drop, score=ratio, verdict="merge")
    contained = fuzz.token_set_ratio(a, b)
    if ratio >= DOUBTFUL or (contained == 100 and min(len(a), len(b)) >= 4):
        return Candidate(keep=keep, drop=drop, score=max(ratio, contained), verdict="review")
    return None


def candidates(keys: list[str], rejected: set[frozenset[str]] | None = None) -> list[Candidate]:
    """All pairs worth merging or reviewing among `keys` (blocked by rapidfuzz's cdist cutoff)."""
    rejected = rejected or set()
    out: list[Candidate] = []
    unique = sorted(set(keys))
    for i, key in enumerate(unique):
        others = unique[i + 1 :]
        if not others:
            break
        for other, _, _ in process.extract(
            key, others, scorer=fuzz.token_set_ratio, score_cutoff=DOUBTFUL, limit=20
        ):
            if frozenset((key, other)) in rejected:
                continue
            if (cand := judge(key, other)) is not None:
                out.append(cand)
    return sorted(out, key=lambda c: (c.verdict != "merge", -c.score))


def match_existing(key: str, known: list[str]) -> str | None:
    """The known key a new party key should join (confident match only), if any."""
    if key in known or len(key) < MIN_LENGTH:
        return None
    best = process.extractOne(key, known, scorer=fuzz.ratio, score_cutoff=DOUBTFUL)
    if best is None:
        return None
    cand = judge(key, best[0])
    return best[0] if cand is not None and cand.verdict == "merge" else None


def link_to_known(record: ContractRecord, known: list[str]) -> ContractRecord:
    """Point each new party at the known party it confidently is; keep its spelling as an alias."""
    parties = []
    for party in record.parties:
        match = match_existing(party.key, known)
        if match is not None:
            aliases = [*party.aliases, party.name]
            party = party.model_copy(update={"key": match, "aliases": aliases})
        parties.append(party)
    return record.model_copy(update={"parties": parties})
