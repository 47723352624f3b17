"""Clause types across vocabularies: the demo graph's five broad families and CUAD's categories.

The demo extraction labels clauses 'Liability & Indemnification', generated and extracted contracts
use CUAD names such as 'Cap On Liability'. A question about either finds both: a CUAD category
matches its family, a family matches all its categories, a single word matches every name it is in.
"""

from __future__ import annotations

import re

from core.clause_categories import FAMILIES, SYNONYMS, all_names
from graph_ingest.names import fold

_STOP = {
    "and",
    "of",
    "on",
    "for",
    "the",
    "to",
    "clause",
    "clauses",
    "agreement",
    "agreements",
    "non",
    "no",
    "s",
}


def _words(text: str) -> set[str]:
    return {w.rstrip("s") for w in re.split(r"\s+", fold(text)) if w and w not in _STOP}


def clause_types_for(requested: str) -> list[str]:
    """Every stored clause-type name that answers a request for `requested` (lower case)."""
    req = " ".join(requested.split())
    low = fold(req)
    target = SYNONYMS.get(low, req)
    wanted = _words(target)
    found: set[str] = {req, target}
    for name in all_names():
        words = _words(name)
        if fold(name) == fold(target) or (wanted and (wanted <= words or words <= wanted)):
            found.add(name)
    for family, members in FAMILIES.items():
        if fold(family) == fold(target):  # the broad family itself: all its categories
            found.update(members)
        if any(m in found for m in members):  # a category: also the family that contains it
            found.add(family)
    return sorted({n.lower() for n in found})
