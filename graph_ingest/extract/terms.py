"""Effective date, initial term and expiry date from contract prose."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from graph_ingest.extract.dates import add_period, find_dates, iso_duration, parse_number

_SOURCE_LINE = re.compile(r"^\s*Source:.*$", re.M)  # EDGAR footers: "Source: ACME CORP, 10-K, 3/21/2018"
_DEFINED_EFFECTIVE = re.compile(
    r"\(\s*(?:the\s+|this\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?[\"“]+(?:Effective|Commencement"
    r"|Start|Contract\s+Effective)\s+Date[\"”]",
    re.I,
)
_MEANS_EFFECTIVE = re.compile(
    r"[\"“]+Effective\s+Date[\"”]+\s*(?:shall\s+)?(?:mean|be|is)s?\b|\bEffective\s+Date\s*[:：]", re.I
)
_COMMENCES = re.compile(
    r"\b(?:term|agreement)\b[^.;]{0,80}?\b(?:commence|begin|start|effective)\w*\s+(?:on|upon|as\s+of|from)\s+"
    r"(?:the\s+date\s+of\s+)?$",
    re.I,
)
_SIGNED_CUE = re.compile(r"\b(?:Date[d]?|Effective)\s*:?\s*$", re.I)
_AGREEMENT_DATE_CUE = re.compile(
    r"\b(?:dated|as\s+of|made|entered\s+into|executed|effective|day\s+of|date[d:]?|on|this)\b", re.I
)
_EXPLICIT_END = re.compile(
    r"\b(?:expir\w*|terminat\w*|end(?:s|ing)?|continu\w*|remain\w*|through|until|up\s+to|to\s+and\s+including"
    r"|extended\s+to)\b[^.;]{0,80}?$|\bto\s*$|Termination\s+Date\s*[:：]?\s*$|Expiration\s+Date\s*[:：]?\s*$",
    re.I,
)
_STARTS = re.compile(
    r"\b(?:from|commenc\w*\s+(?:on|as\s+of)|begin\w*\s+on|effective\s+(?:as\s+of|on))\s*$", re.I
)
_TERM_SENTENCE = re.compile(
    r"\bterm\b|expir|terminat|\bremain|continu|in\s+effect|\bend\b|\bthrough\b|\buntil\b|\bperiod\b", re.I
)
_STRONG = re.compile(
    r"\b(?:initial\s+)?term\s+of\s+this\s+(?:agreement|contract)|\bthis\s+(?:agreement|contract)\s+(?:shall|will|is)"
    r"\s+(?:\w+\s+){0,3}?(?:commence|continue|remain|expire|terminate|be\s+(?:in\s+effect|effective|valid))"
    r"|\bTerm\s*[:：]|\binitial\s+term\b",
    re.I,
)
_NUM = r"(?P<n>\d{1,3}|[a-z]+(?:-[a-z]+)?)\s*(?:\(\s*\d+\s*\)\s*)?"
_PERIOD = re.compile(
    rf"\b{_NUM}(?:full\s+|calendar\s+|consecutive\s+|contract\s+)?(?P<unit>year|month)s?\b"
    rf"|\b{_NUM.replace('<n>', '<n2>')}(?:\(\s*\d+\w*\s*\)\s*)?anniversary\b",
    re.I,
)
_NOT_INITIAL = re.compile(
    r"(?:renew\w*|additional|successive|extension|extend\w*|notice|prior|after\s+(?:the\s+)?(?:termination|expiration)"
    r"|following\s+(?:the\s+)?(?:termination|expiration)|within|survive\w*)\W+(?:\w+\W+){0,5}$",
    re.I,
)


@dataclass(frozen=True)
class Term:
    effective_date: date | None
    end_date: date | None
    duration: str | None


def _sentences(text: str) -> list[tuple[int, str]]:
    out, pos = [], 0
    for m in re.finditer(r"(?<=[a-z0-9)\]])[.;]\s+(?=[A-Z(])|\n\s*\n", text):
        out.append((pos, text[pos : m.end()]))
        pos = m.end()
    out.append((pos, text[pos:]))
    return out


def find_effective_date(text: str, preamble_end: int = 3000) -> date | None:
    text = _SOURCE_LINE.sub(lambda m: " " * len(m.group(0)), text)
    for m in _DEFINED_EFFECTIVE.finditer(text[:60000]):
        before = find_dates(text[max(0, m.start() - 160) : m.start()])
        if before:
            return before[-1].value
    for m in _MEANS_EFFECTIVE.finditer(text[:60000]):
        after = find_dates(text[m.end() : m.end() + 120])
        if after:
            return after[0].value
    all_dates = find_dates(text)
    for found in all_dates:
        if found.start > 60000:
            break
        if _COMMENCES.search(text[max(0, found.start - 160) : found.start]):
            return found.value
    head = text[: max(preamble_end, 600)]
    for found in all_dates:
        if found.start > len(head):
            break
        if _AGREEMENT_DATE_CUE.search(head[max(0, found.start - 120) : found.start]):
            return found.value
    for found in all_dates:
        if _SIGNED_CUE.search(text[max(0, found.start - 40) : found.start]):
            return found.value
    early = [f for f in all_dates if f.start < 5000]
    return early[0].value if early else None


def find_term(text: str, effective: date | None) -> Term:
    """The initial term: an explicit expiry date, or the effective date plus a stated period."""
    text = _SOURCE_LINE.sub(lambda m: " " * len(m.group(0)), text)
    sentences = [s for _, s in _sentences(text) if _TERM_SENTENCE.search(s) and len(s) < 2500]
    ranked = [s for s in sentences if _STRONG.search(s)] + [s for s in sentences if not _STRONG.search(s)]
    for sentence in ranked:
        if found := _explicit_end(sentence, effective):
            return Term(effective, found, None)
        if not _STRONG.search(sentence):
            continue
        if period := _period(sentence):
            n, unit = period
            return Term(
                effective, add_period(effective, n, unit) if effective else None, iso_duration(n, unit)
            )
    return Term(effective, None, None)


def _explicit_end(sentence: str, effective: date | None) -> date | None:
    for found in find_dates(sentence):
        before = sentence[max(0, found.start - 100) : found.start]
        if _STARTS.search(before) or not _EXPLICIT_END.search(before):
            continue
        if effective is None or found.value > effective:
            return found.value
    return None


def _period(sentence: str) -> tuple[int, str] | None:
    for m in _PERIOD.finditer(sentence):
        if _NOT_INITIAL.search(sentence[max(0, m.start() - 60) : m.start()]):
            continue
        n = parse_number(m.group("n") or m.group("n2") or "")
        unit = (m.group("unit") or "year").lower()
        if n and 0 < n <= (50 if unit == "year" else 240):
            return n, unit
    return None
