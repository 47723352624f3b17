"""Clause categories: CUAD's names, the demo graph's broad families, and the words people use.

CUAD names ("Cap On Liability", "Ip Ownership Assignment") are spelled as in CUAD's master table;
`category_key()` compares them case-insensitively with other spellings ("Cap on Liability"). The
demo extraction labels clauses with five broad families ('Liability & Indemnification'), each of
which stands for several CUAD categories. The tagger, the question parser and the clause filter all
read these tables.
"""

from __future__ import annotations

# the CUAD categories the offline tagger recognises (graph_ingest/extract/clause_rules.py)
CATEGORIES: tuple[str, ...] = (
    "Governing Law",
    "Expiration Date",
    "Renewal Term",
    "Notice Period To Terminate Renewal",
    "Most Favored Nation",
    "Non-Compete",
    "Exclusivity",
    "No-Solicit Of Customers",
    "Competitive Restriction Exception",
    "No-Solicit Of Employees",
    "Non-Disparagement",
    "Termination For Convenience",
    "Rofr/Rofo/Rofn",
    "Change Of Control",
    "Anti-Assignment",
    "Revenue/Profit Sharing",
    "Price Restrictions",
    "Minimum Commitment",
    "Volume Restriction",
    "Ip Ownership Assignment",
    "Joint Ip Ownership",
    "License Grant",
    "Non-Transferable License",
    "Affiliate License-Licensor",
    "Affiliate License-Licensee",
    "Unlimited/All-You-Can-Eat-License",
    "Irrevocable Or Perpetual License",
    "Source Code Escrow",
    "Post-Termination Services",
    "Audit Rights",
    "Uncapped Liability",
    "Cap On Liability",
    "Liquidated Damages",
    "Warranty Duration",
    "Insurance",
    "Covenant Not To Sue",
    "Third Party Beneficiary",
)

FAMILIES: dict[str, tuple[str, ...]] = {
    "Renewal & Termination": (
        "Termination For Convenience",
        "Renewal Term",
        "Notice Period To Terminate Renewal",
        "Post-Termination Services",
        "Expiration Date",
    ),
    "Confidentiality & Non-Disclosure": ("Confidentiality", "Non-Disclosure"),
    "Liability & Indemnification": (
        "Cap On Liability",
        "Uncapped Liability",
        "Liquidated Damages",
        "Indemnification",
    ),
    "Non-Compete & Exclusivity": (
        "Non-Compete",
        "Exclusivity",
        "No-Solicit Of Customers",
        "No-Solicit Of Employees",
        "Competitive Restriction Exception",
        "Non-Disparagement",
        "Rofr/Rofo/Rofn",
    ),
    "Service-Level Agreements": ("Service Level", "Minimum Commitment", "Volume Restriction"),
}

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


def category_key(name: str) -> str:
    """Case- and space-insensitive key, so 'Cap on Liability' and 'Cap On Liability' compare equal."""
    return " ".join(name.lower().split())


def all_names() -> list[str]:
    """Every clause-type name the graph may hold: the families, their members and the CUAD categories."""
    names = list(FAMILIES)
    for members in FAMILIES.values():
        names += members
    return list(dict.fromkeys([*names, *CATEGORIES]))
