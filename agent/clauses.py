"""Clause types across vocabularies: the demo graph's five broad families and CUAD's categories.

The demo extraction labels clauses 'Liability & Indemnification', generated and extracted contracts
use CUAD names such as 'Cap On Liability'. A question about either finds both: a CUAD category
matches its family, a family matches all its categories, a single word matches every name it is in.
"""

from __future__ import annotations

import re

from graph_ingest.names import fold

FAMILIES: dict[str, tuple[str, ...]] = {
    "Renewal & Termination": (
        "Termination For Convenience", "Renewal Term", "Notice Period To Terminate Renewal",
        "Post-Termination Services", "Expiration Date",
    ),
    "Confidentiality & Non-Disclosure": ("Confidentiality", "Non-Disclosure"),
    "Liability & Indemnification": (
        "Cap On Liability", "Uncapped Liability", "Liquidated Damages", "Indemnification",
    ),
    "Non-Compete & Exclusivity": (
        "Non-Compete", "Exclusivity", "No-Solicit Of Customers", "No-Solicit Of Employees",
        "Competitive Restriction Exception", "Non-Disparagement", "Rofr/Rofo/Rofn",
    ),
    "Service-Level Agreements": ("Service Level", "Minimum Commitment", "Volume Restriction"),
}  # fmt: skip

SYNONYMS = {
    "nda": "Confidentiality & Non-Disclosure",
    "confidential": "Confidentiality & Non-Disclosure",
    "sla": "Service-Level Agreements",
    "service level": "Service-Level Agreements",
    "indemnity": "Liability & Indemnification",
    "indemnities": "Liability & Indemnification",
    "limitation of liability": "Cap On Liability",
    "liability cap": "Cap On Liability",
    "noncompete": "Non-Compete",
    "non competition": "Non-Compete",
    "mfn": "Most Favored Nation",
    "most favoured nation": "Most Favored Nation",
    "assignment": "Anti-Assignment",
    "termination": "Renewal & Termination",
    "renewal": "Renewal & Termination",
    "exclusive": "Exclusivity",
}

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


def _all_names() -> list[str]:
    names = list(FAMILIES)
    for members in FAMILIES.values():
        names += members
    names += ["Most Favored Nation", "Anti-Assignment", "Audit Rights", "Governing Law", "Insurance",
              "Change Of Control", "Warranty Duration", "Ip Ownership Assignment",
              "License Grant", "Revenue/Profit Sharing", "Price Restrictions", "Third Party Beneficiary"]  # fmt: skip
    return names


def clause_types_for(requested: str) -> list[str]:
    """Every stored clause-type name that answers a request for `requested` (lower case)."""
    req = " ".join(requested.split())
    low = fold(req)
    target = SYNONYMS.get(low, req)
    wanted = _words(target)
    found: set[str] = {req, target}
    for name in _all_names():
        words = _words(name)
        if fold(name) == fold(target) or (wanted and (wanted <= words or words <= wanted)):
            found.add(name)
    for family, members in FAMILIES.items():
        if fold(family) == fold(target):  # the broad family itself: all its categories
            found.update(members)
        if any(m in found for m in members):  # a category: also the family that contains it
            found.add(family)
    return sorted({n.lower() for n in found})
