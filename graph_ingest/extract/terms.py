"""Effective date, initial term and expiry date from contract prose."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from datetime import date

from graph_ingest.extract.dates import (
    ORDINALS,
    FoundDate,
    add_period,
    find_dates,
    iso_duration,
    parse_number,
    short_date,
)
from graph_ingest.extract.renewal import (
    LIST_INTRO,
    Convenience,
    Renewal,
    nonrenewal_notice,
    sentence_convenience,
    sentence_renewal,
    termination_right,
)

_SOURCE_LINE = re.compile(r"^\s*Source:.*$", re.M)  # EDGAR footers: "Source: ACME CORP, 10-K, 3/21/2018"
_DEFINED_EFFECTIVE = re.compile(
    r"\(\s*(?:the\s+|this\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?(?:the\s+)?)?[\"“]+(?:Effective|Commencement"
    r"|Start|Contract\s+Effective)\s+Date[\"”]",
    re.I,
)
_MEANS_EFFECTIVE = re.compile(
    r"[\"“]+(?:Effective|Commencement)\s+Date[\"”]+\s*(?:shall\s+)?(?:mean|be|is)s?\b\s*:?|\bEffective\s+Date\s*[:：]"
    r"|\b(?:effective|commencement)\s+date\s+(?:of|for)\s+this\s+(?:agreement|contract)\s+(?:shall|will)\s+be\b"
    # an unquoted definition opening a line or a numbered item: '1.9. Effective Date shall mean May 1, 2016.'
    r"|(?:^|(?<=\n)|(?<=\d\.\s)|(?<=\d\s))[ \t]*Effective\s+Date\s+(?:shall\s+mean|means)\b",
    re.I,
)
_COMMENCES = re.compile(
    r"\b(?:term|agreement|this\s+contract|the\s+joint\s+venture)\b[^.;]{0,80}?"
    r"\b(?:(?:commence|begin|start|effective)\w*\s+(?:on|upon|as\s+of|from)\s+|(?:commence[sd]?|begins?|starts?)\s+)"
    r"(?:the\s+(?:date|day)\s+of\s+)?(?:the\s+)?$",
    re.I,
)
# not this agreement's start: a termination's date, or another agreement's in a definition ('"Bill" means ...')
_NOT_ITS_START = re.compile(r"\b(?:terminat|expir|cancel|suspen)\w*|[\"”]\s+(?:shall\s+)?means?\b", re.I)
_STATED_EFFECTIVE = re.compile(
    r"\bthis\s+agreement\b[^.;()]{0,150}?\b(?:executed|signed)\b[^.;()]{0,150}?\b(?:to\s+be(?:come)?|and\s+(?:is|shall\s+be))"
    r"\s+effective\s+(?:as\s+of\s+|on\s+|from\s+)?(?:this\s+|the\s+)?$"
    r"|\b(?:signed|executed)\s+and\s+effective\s+(?:as\s+of\s+|on\s+)?(?:this\s+|the\s+)?$",
    re.I,
)
# the agreement takes effect when the last party signs: the latest signature date is the effective date
_LAST_SIGNATURE = re.compile(
    r"\b(?:later|last|latest)\s+of\s+the\s+(?:two\s+|dates?\s+(?:of\s+)?)?(?:signatures?|execution|signing)"
    r"|\b(?:later|last|latest)\s+(?:of\s+the\s+)?(?:dates?|day)\s+(?:shown\s+|set\s+forth\s+|indicated\s+)?(?:by|on|in)"
    r"\s+the\s+signatures?"
    r"|\bdate\s+(?:on\s+which\s+|that\s+|when\s+)?the\s+last\s+(?:party|of\s+the\s+parties|signatory)"
    r"|\b(?:date|day)\s+(?:it\s+is\s+|this\s+agreement\s+is\s+)?last\s+(?:signed|executed)\b"
    r"|\b(?:become\s+effective|enter\w*\s+into\s+(?:effect|force)|take\s+effect|come\s+into\s+(?:effect|force))\b"
    r"[^.;]{0,60}?\b(?:sign|execut)\w*\b(?:\s+date\b|[^.;]{0,40}?\b(?:both|all|each)\s+(?:parties|of\s+the\s+parties)"
    r"|[^.;]{0,40}\blast\b)",
    re.I,
)
# '... executed on December 5, 2007, to be effective January 1, 2008': the stated effective date wins
_THEN_EFFECTIVE = re.compile(
    r"^[^.;]{0,80}?\b(?:to\s+be|to\s+become|and\s+(?:is|shall\s+be)|but)\s+effective\s+(?:as\s+of\s+|on\s+|from\s+)?$",
    re.I,
)
_SIGNED_CUE = re.compile(
    r"(?<!Termination\s)(?<!Expiration\s)(?<!End\s)\b(?:Date[d]?|Effective|Signed|Executed)\s*(?:on|as\s+of)?\s*:?\s*$",
    re.I,
)
_WITNESS = re.compile(
    r"\bIN\s+WITNESS\s+WHERE(?:OF|FORE)\b[^.]{0,250}?\b(?:executed|signed|entered\s+into|made)\b[^.]{0,80}?$",
    re.I,
)
_AGREEMENT_DATE_CUE = re.compile(
    r"\b(?:dated|as\s+of|made|entered\s+into|executed|effective|day\s+of|date[d:]?|signed|concluded)\b", re.I
)
_OWN_CUE = re.compile(
    r"\b(?:is|was|are|were|be)\s+(?:hereby\s+)?(?:made|entered|executed|dated|effective|concluded|signed)\b"
    r"|\bmade\s+and\s+entered\b|\bentered\s+into\b|\bthis\b[^.]{0,120}\b(?:dated|as\s+of|effective|made)\b",
    re.I,
)
_WEAK_CUE = re.compile(r"\b(?:on|this)\b", re.I)
# a date that closes a period or names another document, not the date of this agreement
_NOT_AGREEMENT_DATE = re.compile(
    r"\b(?:terminat\w*|expir\w*|until|through|end(?:s|ing)?|amended|restated|supplemented|modified|before"
    r"|after|prior\s+to|no\s+later\s+than|by)\s+(?:on\s+)?(?:or\s+(?:before|about)\s+)?(?:the\s+)?$"
    r"|\b(?:amended|restated|supplemented|modified)\s+(?:on|as\s+of|effective(?:\s+as\s+of)?)?\s*$",
    re.I,
)
_RECITAL = re.compile(r"\bWHEREAS\b")
_RECITAL_END = re.compile(r";\s|\n\s*\n|\bNOW,?\s+THEREFORE\b", re.I)


def _in_recital(text: str, pos: int) -> bool:
    """Whether `pos` sits in a 'WHEREAS ...' recital, whose dates are other agreements' ('a Note dated ...')."""
    return bool(_RECITAL.search(_RECITAL_END.split(text[max(0, pos - 1000) : pos])[-1]))


_OWN_LINE = re.compile(r"(?:^|\n)[ \t]*(?:Dated\s*:?\s*)?$")
_EXPLICIT_END = re.compile(
    r"\b(?:expir\w*|terminat\w*|end(?:s|ing)?|conclud\w*|continu\w*|remain\w*|through|until|up\s+to"
    r"|to\s+and\s+including|extended\s+to)\b[^.;]{0,80}?$|\bto\s*$"
    r"|(?:Termination|Expiration|Expiry|End)\s+Date[\"”]?\s*(?:shall\s+)?(?:means?|is|be|[:：])?\s*$",
    re.I,
)
_STARTS = re.compile(
    r"\b(?:from|commenc\w*\s+(?:on|as\s+of)|begin\w*\s+on|effective\s+(?:as\s+of|on))\s*$", re.I
)
_TERM_SENTENCE = re.compile(
    r"\bterms?\b|expir|terminat|\bremain|continu|in\s+effect|\bend\b|\bthrough\b|\buntil\b|\bperiod\b|\bvalid",
    re.I,
)
# how clearly a sentence states this agreement's own duration (weights add up)
_TERM_CUES = [
    (
        3,
        re.compile(r"\b(?:initial\s+|original\s+)?term\s+of\s+(?:this|the)\s+(?:agreement|contract)\b", re.I),
    ),
    (
        3,
        re.compile(
            r"\b(?:this|the)\s+(?:agreement|contract)\b[^.;]{0,120}?\b(?:shall|will|is|to)\s+(?:\w+\s+){0,4}?"
            r"(?:commence|continue|remain|expire|terminate|end|run|last|extend|be\s+in\s+(?:full\s+)?(?:force|effect)"
            r"|be\s+effective|be\s+valid|be\s+for|have\s+a\s+term|be\s+binding|become\s+effective|take\s+effect"
            r"|for\s+a\s+(?:term|period)|(?:come|enter)\s+into\s+(?:force|effect)|remain\s+valid)",
            re.I,
        ),
    ),
    (3, re.compile(r"\b(?:initial|original)\s+(?:term|period)\b", re.I)),
    (
        3,
        re.compile(
            r"(?:^|\n)\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:term|duration"
            r"|terms?\s+of\s+(?:the\s+|this\s+)?(?:agreement|contract|project|engagement|services?))\s*[.:：]",
            re.I,
        ),
    ),
    (3, re.compile(r"\(\s*(?:the\s+|such\s+period,?\s+)?[\"“](?:Initial\s+)?Term[\"”]", re.I)),
    (
        3,
        re.compile(
            r"\b(?:Termination|Expiration|Expiry)\s+Date[\"”]?\s*(?:shall\s+)?(?:means?\b|is\b|[:：])"
        ),
    ),
    (
        2,
        re.compile(
            r"[\"“](?:Initial\s+)?Term[\"”]|\bContract\s+Period\b|(?:^|\n)\s*(?:\d+(?:\.\d+)*\.?\s*)?TERM\b"
            r"|\bTerm\s+(?:of\s+(?:the\s+parties|this\s+\w+)\s+)?(?:shall|will|is)\s+(?:be|commence|begin|continue|expire|end)\b"
        ),
    ),
    (2, re.compile(r"\b(?:effective|contract|agreement|service|initial)\s+term\b", re.I)),
    (
        2,
        re.compile(
            r"\b(?:commenc\w*|begin\w*|start\w*)\b[^.;]{0,120}\b(?:until|expir\w*|terminat\w*|ending|end\s+on|through)\b",
            re.I,
        ),
    ),
    (
        2,
        re.compile(
            r"\b(?:remain|continue)\s+in\s+(?:full\s+)?(?:force|effect)|\bvalid\s+(?:for|until)\b", re.I
        ),
    ),
    (
        -2,
        re.compile(
            r"\b(?:warrant(?:y|ies)|royalt\w+|confidential\w*|non-?compet\w*|employment|sublicen\w*|lease)\b",
            re.I,
        ),
    ),
    (-2, re.compile(r"\b(?:survive|after\s+(?:the\s+)?(?:termination|expiration))\b", re.I)),
    # recitals, conditions and renewals describe other periods than the initial term
    (-3, re.compile(r"^\W*WHEREAS\b", re.I)),
    (-2, re.compile(r"^\W*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:if|in\s+the\s+event|should|upon|provided)\b", re.I)),
    (
        -2,
        re.compile(
            r"^[^;]{0,100}?\b(?:is|are|be|been)\s+renewed\b|^[^;]{0,60}?\b(?:additional|renewal|extension|extended)"
            r"\s+(?:term|period)\b",
            re.I,
        ),
    ),
    (
        -2,
        re.compile(
            r"\b(?:first|second|third|\d+(?:st|nd|rd|th))\s+(?:contract|license|agreement|lease)\s+year\b",
            re.I,
        ),
    ),
    (
        -2,
        re.compile(
            r"\bterm\s+of\s+(?:the\s+|this\s+|such\s+|each\s+|any\s+)?(?:schedule|statement\s+of\s+work|sow|exhibit"
            r"|(?:purchase\s+)?order|employment|loan|note|warrant|lease|sublicense|amendment)\b",
            re.I,
        ),
    ),
]
_PERPETUAL = re.compile(
    r"\buntil\s+(?:it\s+is\s+|this\s+agreement\s+is\s+|so\s+)?(?:terminated|cancell?ed)\b|\bindefinite(?:ly)?\b"
    r"|\bin\s+perpetuity\b|\bperpetual(?:ly)?\b|\buntil\s+(?:terminated|ended)\s+by\b"
    # as long as another agreement: 'shall continue until the termination of the Strategic Alliance Agreement'
    r"|\buntil\s+the\s+(?:expiration\s+or\s+)?(?:earlier\s+)?termination\s+of\s+(?:the|such|said)\s+(?:[A-Z][\w-]*\s+)+Agreement\b",
    re.I,
)
_NUM = r"(?P<n>\d{1,3}|[a-z]+(?:-(?!year)[a-z]+)?)\s*(?:\(\s*[\dIl]+\s*\)\s*)?"
_PERIOD = re.compile(
    rf"\b{_NUM}(?:full\s+|calendar\s+|consecutive\s+|contract\s+)?(?P<unit>year|month)s?\b"
    rf"|\b{_NUM.replace('<n>', '<n2>')}(?:\(\s*\d+(?:\s?[a-z]){{0,2}}\s*\)\s*)?(?:year\s+|-year\s+)?anniversary\b"
    r"|\bend\s+of\s+(?:contract\s+)?Year\s+(?P<n3>\d{1,2}|[a-z]+)\b",
    re.I,
)
_NOT_INITIAL = re.compile(
    r"\b(?:renew\w*|additional|successive|extension|(?:be|been|is)\s+extended|notice|after\s+(?:the\s+)?(?:termination|expiration)"
    r"|following\s+(?:the\s+)?(?:termination|expiration)|within|survive\w*|each|every|per|first|last|next|any)\W+(?:\w+\W+){0,5}$"
    r"|\b(?:each|every|per|any|the\s+first|the\s+last|more\s+than|less\s+than|(?<!for\s)at\s+least|up\s+to)\s+$",
    re.I,
)
_NOT_INITIAL_AFTER = re.compile(
    r"^\W{0,3}(?:s\W{0,2})?(?:prior\s+|advance\s+|written\s+)*notice|^\s*(?:prior\s+to|before|after|following)\s+"
    r"(?:the\s+)?(?:expiration|termination|end|expiry)|^\s*(?:of\s+(?:the\s+)?)?(?:written\s+)?notice"
    r"|^\s*(?:period|term)s?\s*(?:each|thereafter)|^\s*renewal"
    # '36 months after such Termination Election': counted from an event, not from the start
    r"|^\s*(?:after|following|from)\s+(?:such|any|a|an)\s+(?!date\b)[A-Z]?\w+",
    re.I,
)


Span = tuple[int, int]


@dataclass(frozen=True)
class Term:
    """A contract's term as the text states it, with where each value is stated (`evidence`: field name ->
    (start, end) offsets of the sentence in the text)."""

    effective_date: date | None
    end_date: date | None
    duration: str | None
    perpetual: bool | None = None
    auto_renew: bool | None = None
    renewal_term: str | None = None
    renewal_notice_days: int | None = None
    termination_for_convenience: bool | None = None
    convenience_notice_days: int | None = None
    evidence: dict[str, Span] = field(default_factory=dict, compare=False, hash=False)


def _sentences(text: str) -> list[tuple[int, str]]:
    out, pos = [], 0
    for m in re.finditer(r"(?<=[a-z0-9)\]])[.;]\s+(?=[A-Z(]|\d+[.)]?\s)|\n\s*\n", text):
        out.append((pos, text[pos : m.end()]))
        pos = m.end()
    out.append((pos, text[pos:]))
    return out


def find_effective_date(text: str, preamble_end: int = 3000) -> date | None:
    """The date the agreement takes effect: a defined Effective Date, the preamble's date, else the signing date."""
    text = _SOURCE_LINE.sub(lambda m: " " * len(m.group(0)), text)
    if (defined := _defined_effective_date(text)) is not None:
        return defined
    means, labels = _effective_date_definition(text)
    if means is not None:
        return means
    all_dates = find_dates(text)
    if (signed := _effective_on_last_signature(text, all_dates)) is not None:
        return signed
    if (commences := _commencement_date(text, all_dates)) is not None:
        return commences
    if (stated := _stated_effective_date(text, all_dates)) is not None:
        return stated
    if (preamble := _preamble_date(text, all_dates, preamble_end)) is not None:
        return preamble
    if labels:
        return labels[0]
    if (signed := _signing_date(text, all_dates)) is not None:
        return signed
    if (early := _early_date(text, all_dates)) is not None:
        return early
    signed_dates = _signature_dates(text, all_dates)
    return max(signed_dates) if signed_dates else None


def _defined_effective_date(text: str) -> date | None:
    """'... dated June 1, 2018 (the "Effective Date")': the last date in the 160 characters before the defined term."""
    for m in _DEFINED_EFFECTIVE.finditer(text[:60000]):
        before = find_dates(text[max(0, m.start() - 160) : m.start()])
        if before:
            return before[-1].value
    return None


def _effective_date_definition(text: str) -> tuple[date | None, list[date]]:
    """'"Effective Date" means June 1, 2018' or 'Effective Date: 5/8/14': (the date it defines, later labels).

    The first definition with a date within 120 characters (or a two-digit-year date right after it) wins,
    except an 'Effective Date:' label past the first 5000 characters: such labels come back in the list
    (weaker, used only when the preamble has no date), with None for the definition."""
    labels: list[date] = []
    for m in _MEANS_EFFECTIVE.finditer(text[:60000]):
        after = find_dates(text[m.end() : m.end() + 120])
        short = short_date(text[m.end() : m.end() + 20])
        if short is not None and text[m.end() : m.end() + short.start].strip(" :"):
            short = None
        value = after[0].value if after else short.value if short else None
        if value is None:
            continue
        if m.group(0).rstrip().endswith((":", "：")) and m.start() > 5000:  # a label further down: weaker
            labels.append(value)
        else:
            return value, labels
    return None, labels


def _effective_on_last_signature(text: str, all_dates: list[FoundDate]) -> date | None:
    """'effective on the date of the last signature': the latest date in the signature blocks."""
    if _takes_effect_on_signing(text) and (signed := _signature_dates(text, all_dates)):
        return max(signed)
    return None


def _commencement_date(text: str, all_dates: list[FoundDate]) -> date | None:
    """'The term of this Agreement shall commence on June 1, 2018' in the first 60000 characters.

    Not when the clause is about a termination or defines another document ('"Bill" means ... commencing on')."""
    for found in all_dates:
        if found.start > 60000:
            break
        before = text[max(0, found.start - 160) : found.start]
        if (m := _COMMENCES.search(before)) and not _NOT_ITS_START.search(
            re.split(r"[.;:]\s|\n\s*\n", before[max(0, m.start() - 60) :])[-1]
        ):
            return found.value
    return None


def _stated_effective_date(text: str, all_dates: list[FoundDate]) -> date | None:
    """'... executed on December 5, 2007, to be effective January 1, 2008' (often at the end): the stated date."""
    for found in all_dates:
        if _STATED_EFFECTIVE.search(text[max(0, found.start - 200) : found.start]):
            return found.value
    return None


def _preamble_date(text: str, all_dates: list[FoundDate], preamble_end: int) -> date | None:
    """The date the preamble gives this agreement, by the strength of the words before it.

    In order: 'this Agreement is made/entered into ... <date>' (or the date it is then 'to be effective'),
    a date on a line of its own ('Dated: ...') in the first 2000 characters, a date after 'dated', 'as of',
    'made' and the like, and last a date after a bare 'on' or 'this'. Dates that end a period ('until ...'),
    name an amended agreement, or sit in a 'WHEREAS' recital are skipped."""
    head = text[: max(preamble_end, 600)]
    in_head = [f for f in all_dates if f.start < len(head)]
    weak: date | None = None
    tiers: list[date | None] = [None, None, None]  # this agreement's own date, a dated line, other cues
    for found in in_head:
        before = head[max(0, found.start - 200) : found.start]
        if _OWN_LINE.search(before) and found.start < 2000:
            tiers[1] = tiers[1] or found.value
            continue
        if _NOT_AGREEMENT_DATE.search(before) or _in_recital(text, found.start):
            continue  # 'WHEREAS, Acme and Beta entered into an Agreement dated as of December 5, 1995'
        if _OWN_CUE.search(before):
            tiers[0] = found.value
            later = [f for f in in_head if f.start > found.end]
            if later and _THEN_EFFECTIVE.search(head[found.end : later[0].start]):
                tiers[0] = later[0].value
            break
        if _AGREEMENT_DATE_CUE.search(before[-120:]):
            tiers[2] = tiers[2] or found.value
        elif weak is None and _WEAK_CUE.search(before[-30:]):
            weak = found.value
    return next((t for t in tiers if t is not None), weak)


def _dated(text: str, preamble_end: int = 3000) -> date | None:
    """The date the preamble gives this agreement ('dated as of', 'made this ... day of'), if any."""
    head = text[: max(preamble_end, 600)]
    return _preamble_date(text, find_dates(head), preamble_end)


def _early_date(text: str, all_dates: list[FoundDate]) -> date | None:
    """The first date in the first 5000 characters that neither ends a period nor sits in a recital."""
    early = [
        f
        for f in all_dates
        if f.start < 5000
        and not _NOT_AGREEMENT_DATE.search(text[max(0, f.start - 120) : f.start])
        and not _in_recital(text, f.start)
    ]
    return early[0].value if early else None


def _takes_effect_on_signing(text: str) -> bool:
    """'effective as of the later of the two signature dates', not the counterparts boilerplate."""
    for m in _LAST_SIGNATURE.finditer(text[:60000]):
        start = max(text.rfind(".", 0, m.start()), text.rfind("\n\n", 0, m.start()), 0)
        if not re.search(r"counterpart|guarant", text[start : m.end()], re.I):
            return True
    return False


def _signature_dates(text: str, all_dates: list) -> list[date]:
    """The dates in the signature blocks (after the last 'IN WITNESS WHEREOF', else in the closing part)."""
    starts = [
        m.start()
        for m in re.finditer(r"\bIN\s+WITNESS\s+WHERE(?:OF|FORE)\b|\bSIGNATURE\s+PAGE\b", text, re.I)
    ]
    out: list[date] = []
    for start in starts or [max(0, len(text) - 3000)]:
        out.extend(
            f.value
            for f in all_dates
            if start <= f.start < start + 3000
            and not _NOT_AGREEMENT_DATE.search(text[max(0, f.start - 120) : f.start])
        )
        for m in re.finditer(r"(?<![\d/.-])\d{1,2}/\d{1,2}/\d{2}(?![\d/.-])", text[start : start + 3000]):
            if (short := short_date(m.group(0))) is not None:
                out.append(short.value)
    return out


def _signing_date(text: str, all_dates: list) -> date | None:
    """'IN WITNESS WHEREOF ... executed ... on <date>', else the last 'Date: <date>' (the last signature)."""
    for found in all_dates:
        if _WITNESS.search(text[max(0, found.start - 400) : found.start]):
            return found.value
    labelled = []
    for found in all_dates:
        before = text[max(0, found.start - 40) : found.start]
        if _SIGNED_CUE.search(before) or re.match(r"\s{0,10}/s/", text[found.end : found.end + 12]):
            labelled.append(found.value)
    for m in re.finditer(r"\bDate[d]?\s*:?\s*(?=\d)", text):
        if (short := short_date(text[m.end() : m.end() + 12])) is not None and short.start == 0:
            labelled.append(short.value)
    return max(labelled) if labelled else None


def find_term(text: str, effective: date | None) -> Term:
    """The initial term: an explicit expiry date, the effective date plus a stated period, or none (perpetual)."""
    text = _SOURCE_LINE.sub(lambda m: " " * len(m.group(0)), text)
    return _initial_term(_sentences(text), effective)


def _initial_term(
    sentences: list[tuple[int, str]], effective: date | None, dated: Callable[[], date | None] = lambda: None
) -> Term:
    """`dated`: the date the agreement is dated (its preamble's), for periods counted from it."""
    best: tuple[int, Span, Term] | None = None
    explicit: list[tuple[int, Span, Term]] = []
    for pos, sentence in _with_first_item(sentences):
        if len(sentence) > 2500 or not _TERM_SENTENCE.search(sentence):
            continue
        score = sum(w for w, cue in _TERM_CUES if cue.search(sentence))
        if score < 1 or (best is not None and score + 5 <= best[0]):
            continue
        term = _sentence_term(sentence, effective, score, dated)
        if term is not None:
            span = _span(pos, sentence)
            bonus = 2 if term.end_date and not term.duration else 0  # an explicit expiry date
            if bonus:
                explicit.append((score + bonus, span, term))
            if best is None or score + bonus > best[0]:
                best = (score + bonus, span, term)
    if best is None:
        return Term(effective, None, None)
    top, span, chosen = best
    evidence = {f: span for f in ("end_date", "duration", "perpetual") if getattr(chosen, f)}
    if (
        chosen.duration and chosen.end_date
    ):  # "three (3) years" and "shall expire on July 22, 2016": the date is exact
        for score, where, term in explicit:
            if score >= top - 3 and term.end_date and abs((term.end_date - chosen.end_date).days) <= 40:
                return replace(chosen, end_date=term.end_date, evidence={**evidence, "end_date": where})
    return replace(chosen, evidence=evidence)


_LIST_ITEM = re.compile(r"\s*\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[.)]\s", re.I)


def _with_first_item(sentences: list[tuple[int, str]]) -> Iterator[tuple[int, str]]:
    """The sentences, one that ends in ':' read with the list item after it ('shall remain in effect
    until the earlier of: (a) the fifth anniversary ...')."""
    for i, (pos, sentence) in enumerate(sentences):
        following = sentences[i + 1][1] if i + 1 < len(sentences) else ""
        if sentence.rstrip().endswith(":") and _LIST_ITEM.match(following):
            yield pos, sentence + following
        else:
            yield pos, sentence


def _span(pos: int, sentence: str) -> Span:
    """The offsets of a sentence without its surrounding white space."""
    lead = len(sentence) - len(sentence.lstrip())
    return pos + lead, pos + len(sentence.rstrip())


def _sentence_term(
    sentence: str, effective: date | None, score: int, dated: Callable[[], date | None]
) -> Term | None:
    if found := _explicit_end(sentence, effective):
        return Term(effective, found, None)
    if score < 2:
        return None
    if period := _period(sentence):
        n, unit, end = period
        # 'the seventh anniversary of the date hereof': counted from the date the agreement is dated
        hereof = _FROM_ITS_DATE.match(sentence, end) and dated()
        start = hereof or _stated_start(sentence) or effective
        return Term(effective, add_period(start, n, unit) if start else None, iso_duration(n, unit))
    if score >= 3 and _PERPETUAL.search(sentence):
        return Term(effective, None, None, perpetual=True)
    return None


def _stated_start(sentence: str) -> date | None:
    for found in find_dates(sentence):
        if _STARTS.search(sentence[max(0, found.start - 60) : found.start]):
            return found.value
    return None


def _explicit_end(sentence: str, effective: date | None) -> date | None:
    for found in find_dates(sentence):
        before = sentence[max(0, found.start - 100) : found.start]
        if _STARTS.search(before) or not _EXPLICIT_END.search(before):
            continue
        if effective is None or found.value > effective:
            return found.value
    return None


_FROM_ITS_DATE = re.compile(
    r"\W*(?:of|from|after|following)\s+the\s+date\s+(?:hereof|of\s+this\s+(?:agreement|contract))\b", re.I
)


def _period(sentence: str) -> tuple[int, str, int] | None:
    """The initial term's length (amount, unit) and where its words end in `sentence`."""
    for m in _PERIOD.finditer(sentence):
        if _NOT_INITIAL.search(sentence[max(0, m.start() - 60) : m.start()]):
            continue
        if _NOT_INITIAL_AFTER.search(sentence[m.end() : m.end() + 40]):
            continue
        if m.group("n") and m.group("n").lower() in ORDINALS:  # "the first Calendar Year": not a length
            continue
        n = parse_number(m.group("n") or m.group("n2") or m.group("n3") or "")
        unit = (m.group("unit") or "year").lower()
        if n and 0 < n <= (50 if unit == "year" else 240):
            return n, unit, m.end()
    return None


# ---------------------------------------------------------------- the whole term: renewal and convenience too
_RENEWAL_HINT = re.compile(r"renew|extend|extension|continu|evergreen|year[\s-]+to|month[\s-]+to", re.I)
_CONVENIENCE_HINT = re.compile(r"terminat", re.I)


def find_terms(text: str, effective: date | None) -> Term:
    """The initial term (`find_term`) with what the contract says about renewal (automatic or not, each period,
    the notice that stops it), a right to terminate for convenience and its notice, and where each is stated."""
    text = _SOURCE_LINE.sub(lambda m: " " * len(m.group(0)), text)
    sentences = _sentences(text)
    term = _initial_term(sentences, effective, functools.cache(lambda: _dated(text)))
    evidence = dict(term.evidence)
    if effective is not None and (where := _date_span(text, effective, sentences)) is not None:
        evidence["effective_date"] = where
    short = _short_sentences(sentences)
    renewal, renewal_evidence = _renewal(short, term)
    convenience, convenience_evidence = _convenience(short)
    perpetual = term.perpetual
    if perpetual and renewal_evidence.get("auto_renew") == evidence.get("perpetual"):
        perpetual = None  # "renews from month to month until terminated": renewing, not perpetual
        evidence.pop("perpetual", None)
    if perpetual is None and (term.end_date or term.duration):
        perpetual = False
    return replace(
        term,
        perpetual=perpetual,
        **renewal,
        **convenience,
        evidence={**evidence, **renewal_evidence, **convenience_evidence},
    )


def _short_sentences(sentences: list[tuple[int, str]], limit: int = 2500) -> list[tuple[int, str]]:
    """The sentences, a run-on one (a layout without sentence breaks) cut at its lines and full stops into
    pieces of at most `limit` characters."""
    out: list[tuple[int, str]] = []
    for pos, sentence in sentences:
        if len(sentence) <= limit:
            out.append((pos, sentence))
            continue
        start = 0
        for m in re.finditer(r"(?<=[.;:])\s+|\n", sentence):
            if m.end() - start > limit // 2:
                out.append((pos + start, sentence[start : m.end()]))
                start = m.end()
        out.append((pos + start, sentence[start:]))
    return [(p, s) for p, s in out if len(s) <= limit]


def _date_span(text: str, value: date, sentences: list[tuple[int, str]]) -> Span | None:
    """The sentence of the first mention of `value` (a full date, else a 'Date: 5/8/14' short one); the
    mention alone when its sentence is very long."""
    at = next(((f.start, f.end) for f in find_dates(text[:60000]) if f.value == value), None)
    if at is None and len(text) > 60000:
        at = next(((f.start, f.end) for f in find_dates(text) if f.value == value), None)
    if at is None:
        for m in re.finditer(r"(?<![\d/.-])\d{1,2}[/.]\d{1,2}[/.]\d{2}(?![\d/.-])", text):
            if (short := short_date(m.group(0))) is not None and short.value == value:
                at = (m.start(), m.end())
                break
    if at is None:
        return None
    for pos, sentence in sentences:
        if pos <= at[0] < pos + len(sentence):
            return _span(pos, sentence) if len(sentence) <= 2500 else at
    return at


def _renewal(sentences: list[tuple[int, str]], term: Term) -> tuple[dict, dict[str, Span]]:
    """auto_renew, renewal_term and renewal_notice_days, with their evidence, from the clearest renewal
    sentence (a period and a decision on automatic renewal count most; the earliest wins a tie)."""
    found: list[tuple[float, int, Renewal]] = []
    for i, (_, sentence) in enumerate(sentences):
        if _RENEWAL_HINT.search(sentence) and (r := sentence_renewal(sentence)) is not None:
            score = 1.0 if r.excluded else 2.0 * bool(r.period or r.same_as_initial) + (r.auto is not None)
            found.append((score + (r.notice_days is not None) + (r.auto is True) * 0.5, i, r))
    out: dict = {}
    evidence: dict[str, Span] = {}
    notice_from = 0
    if found:
        _, i, best = max(found, key=lambda f: (f[0], -f[1]))
        where = _span(*sentences[i])
        out["auto_renew"] = best.auto
        evidence["auto_renew"] = where
        length = best.period.iso if best.period else term.duration if best.same_as_initial else None
        if length:
            out["renewal_term"] = length
            evidence["renewal_term"] = where
        if best.notice_days is not None:
            out["renewal_notice_days"] = best.notice_days
            evidence["renewal_notice_days"] = where
            return out, evidence
        if best.auto is False:
            return out, evidence
        notice_from = i + 1
    if not found:  # no sentence renews this agreement: a notice elsewhere is about something else
        return out, evidence
    # a notice of non-renewal stated apart: right after the renewal sentence, else anywhere
    follow = list(range(notice_from, min(notice_from + 3, len(sentences))))
    for k, j in enumerate([*follow, *range(len(sentences))]):
        if (days := nonrenewal_notice(sentences[j][1], follows_renewal=k < len(follow))) is not None:
            out["renewal_notice_days"] = days
            evidence["renewal_notice_days"] = _span(*sentences[j])
            if out.get("auto_renew") is None:  # a notice that stops a renewal: the renewal is automatic
                out["auto_renew"] = True
                evidence["auto_renew"] = evidence["renewal_notice_days"]
            break
    return out, evidence


def _convenience(sentences: list[tuple[int, str]]) -> tuple[dict, dict[str, Span]]:
    """termination_for_convenience and its notice: the first such right that states a notice, else the first.
    The items of a list that a termination right opens ('This Agreement may be terminated:') count as its own."""
    first: tuple[Convenience, Span] | None = None
    list_left = 0  # items of a list a termination right introduced
    for pos, sentence in sentences:
        item = list_left > 0 and bool(
            re.match(r"\s*\(?\s*(?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\s*[.)]", sentence, re.I)
        )
        list_left = list_left - 1 if item else 0
        if not _CONVENIENCE_HINT.search(sentence) and not item:
            continue
        if LIST_INTRO.search(sentence.rstrip()) and termination_right(sentence):
            list_left = 8
        if (c := sentence_convenience(sentence, after_right=item)) is None:
            continue
        if first is None or c.notice_days is not None:
            first = (c, _span(pos, sentence))
        if c.notice_days is not None:
            break
    if first is None:
        return {}, {}
    c, where = first
    out: dict = {"termination_for_convenience": True}
    evidence = {"termination_for_convenience": where}
    if c.notice_days is not None:
        out["convenience_notice_days"] = c.notice_days
        evidence["convenience_notice_days"] = where
    return out, evidence
