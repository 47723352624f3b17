"""Query normalisation and a small legal thesaurus for query expansion.

`normalize_query` unifies quotes, dashes, spelling variants (UK/US) and whitespace. `expand` appends,
for every thesaurus group one of whose phrases occurs in the query, the group's other phrases, so
"hold harmless" also finds "indemnify" and "terminate for convenience" finds "without cause".
The thesaurus is general contract vocabulary, not tuned to any one benchmark category.
"""

from __future__ import annotations

import re

SPELLING = {
    "favour": "favor",
    "favoured": "favored",
    "favourable": "favorable",
    "licence": "license",
    "licences": "licenses",
    "honour": "honor",
    "behaviour": "behavior",
    "organisation": "organization",
    "authorised": "authorized",
    "authorise": "authorize",
    "terminaton": "termination",
    "noncompete": "non-compete",
    "nonsolicit": "non-solicit",
    "non-solicitation": "non-solicit",
    "cancelation": "cancellation",
    "judgement": "judgment",
}

#: groups of interchangeable phrases (lower case, normalised spelling)
THESAURUS: tuple[tuple[str, ...], ...] = (
    ("indemnify", "indemnification", "indemnity", "hold harmless", "defend"),
    (
        "terminate for convenience",
        "termination for convenience",
        "without cause",
        "for any reason",
        "at any time upon notice",
        "terminate at will",
    ),
    (
        "most favored nation",
        "most favored customer",
        "most favored",
        "mfn",
        "no less favorable",
        "more favorable terms",
        "better terms",
    ),
    (
        "non-compete",
        "not compete",
        "non-competition",
        "compete",
        "competing business",
        "competitive products",
    ),
    ("non-solicit", "not solicit", "solicit", "hire", "employ", "induce"),
    ("assignment", "assign", "transfer", "delegate"),
    (
        "cap on liability",
        "limitation of liability",
        "liability cap",
        "limit liability",
        "aggregate liability",
        "shall not exceed",
        "in no event",
    ),
    ("uncapped liability", "unlimited liability", "shall not apply", "exclusion"),
    ("governing law", "governed by", "laws of", "choice of law"),
    ("jurisdiction", "venue", "courts of"),
    ("confidentiality", "confidential information", "non-disclosure"),
    ("exclusive", "exclusivity", "exclusively", "sole distributor", "sole supplier"),
    ("renewal", "renew", "extend", "extension", "successive", "automatically renew"),
    ("expiration", "expire", "term", "remain in effect"),
    (
        "third party beneficiary",
        "third-party beneficiary",
        "third party beneficiaries",
        "benefit of any person",
    ),
    ("audit", "inspect", "books and records", "examine"),
    ("insurance", "insure", "insured", "coverage", "policy"),
    ("minimum commitment", "minimum purchase", "minimum order", "minimum quantity", "minimum amount"),
    ("revenue sharing", "profit sharing", "royalty", "royalties", "percentage of net sales", "share revenue"),
    ("license", "licence", "right to use", "grant"),
    ("irrevocable", "perpetual", "fully paid-up"),
    ("covenant not to sue", "not contest", "not challenge", "challenge the validity", "contest the validity"),
    ("warranty", "warrant", "warrants", "guarantee", "defects"),
    ("liquidated damages", "termination fee", "penalty"),
    ("change of control", "change in control", "merger", "acquisition", "sale of all or substantially all"),
    ("right of first refusal", "right of first offer", "right of first negotiation", "first refusal"),
    ("source code escrow", "escrow", "escrow agent", "deposit source code"),
    ("non-disparagement", "disparage", "disparaging", "derogatory"),
    ("price restrictions", "raise prices", "price increase", "increase prices", "reduce prices"),
    ("intellectual property", "ip", "inventions", "work product", "patents"),
    ("post-termination", "after termination", "upon termination", "following termination", "survive"),
    ("notice period", "prior written notice", "days notice", "notice of non-renewal"),
    ("effective date", "effective as of", "commence", "commencement date"),
    (
        "agreement date",
        "date of the agreement",
        "date of the contract",
        "dated as of",
        "made and entered into",
        "entered into as of",
        "made as of",
        "day of",
    ),
    ("name of the agreement", "name of the contract", "title of the agreement", "title"),
    ("parties", "by and between", "among"),
    ("contract", "agreement"),
)

_QUOTES = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "–": "-", "—": "-", "\u00a0": " "})
_SPELLING_RE = re.compile(r"\b(" + "|".join(map(re.escape, SPELLING)) + r")\b", re.IGNORECASE)


def normalize_query(query: str) -> str:
    """Unify quotes, dashes, UK/US spelling, "contract"/"agreement" phrasing and whitespace."""
    text = query.translate(_QUOTES)
    text = re.sub(
        r"\b(name|date|term|parties) of (the|this) contract\b", r"\1 of the agreement", text, flags=re.I
    )
    text = _SPELLING_RE.sub(lambda m: SPELLING[m.group(0).lower()], text)
    text = re.sub(r"\bnon\s+(compete|solicit|disparage\w*)", r"non-\1", text, flags=re.IGNORECASE)
    return " ".join(text.split())


def _phrase_re(phrases: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, phrases)) + r")(?![\w-])")


_GROUPS = [(group, _phrase_re(group), [_phrase_re((p,)) for p in group]) for group in THESAURUS]


def synonyms(query: str) -> list[str]:
    """The thesaurus phrases that the query does not contain but whose group it touches."""
    text = normalize_query(query).lower()
    extra: list[str] = []
    for group, any_phrase, each in _GROUPS:
        if any_phrase.search(text):
            extra.extend(
                p for p, rx in zip(group, each, strict=True) if not rx.search(text) and p not in extra
            )
    return extra


def expand(query: str) -> str:
    """The normalised query followed by its synonyms."""
    extra = synonyms(query)
    base = normalize_query(query)
    return f"{base} {' '.join(extra)}" if extra else base
