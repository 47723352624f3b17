"""Contract-type taxonomy: canonical names, synonyms, and repair of fused labels."""

from __future__ import annotations

import re

# canonical type -> words that name it (lower case, matched on word boundaries)
CONTRACT_TYPES: dict[str, tuple[str, ...]] = {
    "Affiliate": ("affiliate", "agency", "marketing affiliate"),
    "Co-Branding": ("co-branding", "co branding", "cobranding"),
    "Collaboration": ("collaboration",),
    "Consulting": ("consulting", "consultancy", "advisory"),
    "Development": ("development", "r&d", "research and development"),
    "Distributor": ("distributor", "distribution", "distributorship"),
    "Endorsement": ("endorsement",),
    "Franchise": ("franchise",),
    "Hosting": ("hosting", "co-hosting", "web hosting"),
    "IP": ("ip", "intellectual property", "patent", "trademark"),
    "Joint Venture": ("joint venture", "jv", "joint filing"),
    "License": ("license", "licence", "licensing"),
    "Maintenance": ("maintenance", "support and maintenance"),
    "Manufacturing": ("manufacturing", "contract manufacturing"),
    "Marketing": ("marketing",),
    "Non-Compete": ("non-compete", "non compete", "noncompete", "non-competition", "non-solicitation"),
    "Non-Disclosure": ("non-disclosure", "nondisclosure", "nda", "confidentiality"),
    "Outsourcing": ("outsourcing",),
    "Promotion": ("promotion", "promotional"),
    "Reseller": ("reseller", "resale", "value added reseller", "var"),
    "Service": (
        "service",
        "services",
        "professional services",
        "master services",
        "msa",
        "sow",
        "statement of work",
    ),
    "Sponsorship": ("sponsorship", "sponsor"),
    "Strategic Alliance": ("strategic alliance", "alliance", "cooperation"),
    "Supply": ("supply", "purchase", "procurement", "supplier"),
    "Transportation": ("transportation", "transport", "shipping", "logistics", "carriage"),
    "Other": (),
}

_ALIASES = {
    "license agreement": "License",
    "affiliate agreement": "Affiliate",
    "non compete/solicit": "Non-Compete",
}

# the demo extraction fused two labels into one string; split by the contract's own words
_FUSED = {
    "affiliate agreementdevelopment": (("develop",), "Development", "Affiliate"),
    "non compete/solicitoutsourcing": (("outsourc",), "Outsourcing", "Non-Compete"),
}


def type_names(name: str) -> list[str]:
    """The words that name a type, lower case: its own name, then its synonyms ("Co-Branding":
    "co-branding", "co branding", "cobranding")."""
    return list(dict.fromkeys([name.lower(), *CONTRACT_TYPES.get(name, ())]))


def canonical_type(label: str | None, context: str = "") -> str:
    """Map a raw type label to the taxonomy; `context` (title, summary) resolves fused labels."""
    if not label:
        return infer_type(context) or "Other"
    low = " ".join(label.lower().split())
    if low in _FUSED:
        words, if_found, otherwise = _FUSED[low]
        ctx = context.lower()
        return if_found if any(w in ctx for w in words) else otherwise
    if low in _ALIASES:
        return _ALIASES[low]
    for name in CONTRACT_TYPES:
        if low == name.lower():
            return name
    return infer_type(low) or "Other"


_SYNONYM_PATTERNS: list[tuple[re.Pattern[str], str]] = sorted(
    (
        (re.compile(rf"\b{re.escape(word)}s?\b", re.IGNORECASE), name)
        for name, words in CONTRACT_TYPES.items()
        if name != "Other"  # "no worse than others get" names no type
        for word in (*words, name.lower())
    ),
    key=lambda p: -len(p[0].pattern),
)


def infer_type(text: str) -> str | None:
    """The taxonomy type named in free text ("our supply agreements"), longest synonym first."""
    for pattern, name in _SYNONYM_PATTERNS:
        if pattern.search(text):
            return name
    return None
