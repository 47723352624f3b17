"""Governing law: "governed by the laws of the State of New York" -> Location(state, country)."""

from __future__ import annotations

import re

from core.places import GB_NATIONS, country_code, subdivision_code
from graph_ingest.models import Location

_TRIGGER = re.compile(
    r"\b(?:govern(?:ed|s|ing)?|constru(?:ed|e)|interpret(?:ed)?|enforced|subject\s+to|in\s+accordance\s+with"
    r"|under)\b[^.;]{0,160}?\blaws?\s+(?:and\s+regulations\s+)?(?:in\s+force\s+in\s+|prevailing\s+in\s+)?of\s+",
    re.I,
)
_ADJECTIVAL = re.compile(
    r"\b(?:governed|construed|interpreted)\s+(?:by|under|in\s+accordance\s+with)\s+(?:the\s+)?"
    r"(?:internal\s+|substantive\s+)?((?:[A-Z][\w'.]+\s+){1,3})laws?\b"
)
_HEADING = re.compile(r"governing\s+law|applicable\s+law|choice\s+of\s+law|jurisdiction", re.I)
_LEAD = re.compile(
    r"^(?:the\s+)?(?:(?:internal|substantive|domestic)\s+)?(?:laws?\s+of\s+)?(?:the\s+)?"
    r"(?:(?:State|Commonwealth|Province|Republic|Kingdom|Dominion)\s+of\s+)?(?:the\s+)?",
    re.I,
)
_STOP = re.compile(
    r"[,.;:()\[\]]|\s(?:without|applicable|as\s+applied|excluding|except|other\s+than|in\s+effect"
    r"|which|that|including|irrespective|regardless|notwithstanding|and\s+the\s+(?:federal|laws?|rules?)"
    r"|applied|for|to|shall|in\s+all|excluding)\b",
    re.I,
)
_SPECIAL = {
    "england and wales": Location(state="England", country="GB"),
    "england & wales": Location(state="England", country="GB"),
    "people's republic of china": Location(country="CN"),
    "peoples republic of china": Location(country="CN"),
    "p.r.c": Location(country="CN"),
    "prc": Location(country="CN"),
    "hong kong special administrative region": Location(country="HK"),
    "united states of america": Location(country="US"),
    "united states": Location(country="US"),
    "district of columbia": Location(state="District of Columbia", country="US"),
}


def resolve_place(phrase: str, prefer_us: bool = True) -> Location | None:
    """The jurisdiction a short phrase names, trying its longest word prefix first."""
    words = phrase.replace("\u2019", "'").split()
    for n in range(min(len(words), 6), 0, -1):
        cand = " ".join(words[:n]).strip(" ,.'\"").lower()
        if not cand or cand in {"the", "state", "new"}:
            continue
        if cand in _SPECIAL:
            return _SPECIAL[cand].model_copy()
        if cand in GB_NATIONS:
            return Location(state=_title(cand), country="GB")
        us = subdivision_code("US", cand) if prefer_us else None
        if us and (len(cand) > 2 or cand.upper() == cand):
            return Location(state=_title(cand), country="US")
        cc = country_code(cand) if len(cand) > 2 else None
        if cc:
            return Location(country=cc)
        for other in ("CA", "AU", "CN", "IN", "DE", "CH"):
            if len(cand) > 3 and (sub := subdivision_code(other, cand)):
                return Location(state=_title(cand), country=sub.split("-")[0])
    return None


def is_place(name: str) -> bool:
    """True when the whole of `name` is a jurisdiction ("Wales", "England and Wales", "New York", "Germany")."""
    cand = " ".join(name.replace("\u2019", "'").split()).strip(" ,.'\"").lower()
    cand = re.sub(
        r"^(?:the\s+)?(?:(?:state|commonwealth|province|republic|kingdom)\s+of\s+)?(?:the\s+)?", "", cand
    )
    if not cand or len(cand) < 3:
        return False
    if cand in _SPECIAL or cand in GB_NATIONS:
        return True
    return bool(subdivision_code("US", cand) or country_code(cand))


def _title(text: str) -> str:
    return " ".join(w.capitalize() if w not in {"of", "and"} else w for w in text.split())


def find_governing_law(text: str) -> Location | None:
    """The first resolvable 'governed by the laws of X'; clauses under a governing-law heading win."""
    candidates: list[tuple[int, int, Location]] = []
    for m in _TRIGGER.finditer(text):
        tail = " ".join(text[m.end() : m.end() + 120].split())  # line breaks fall mid-phrase in PDFs
        tail = _LEAD.sub("", tail)
        phrase = _STOP.split(tail, maxsplit=1)[0]
        loc = resolve_place(phrase)
        if loc is None:
            continue
        context = text[max(0, m.start() - 200) : m.start()]
        rank = 0 if _HEADING.search(context) or re.search(r"govern", m.group(0), re.I) else 1
        candidates.append((rank, m.start(), loc))
    for m in _ADJECTIVAL.finditer(text):
        if loc := resolve_place(m.group(1)):
            candidates.append((0, m.start(), loc))
    if not candidates:
        return None
    return min(candidates, key=lambda c: (c[0], c[1]))[2]
