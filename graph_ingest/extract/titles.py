"""A contract's title from its first page, by rules.

The title is the first heading-like run of words that ends in a document noun (Agreement,
Contract, License, Amendment, ...): "Exhibit 10.1 EXECUTION COPY MASTER SUPPLY AGREEMENT This
Master Supply Agreement ..." -> "MASTER SUPPLY AGREEMENT". On the way it skips what sits above a
title on a filed contract: exhibit labels, "EXECUTION COPY", confidentiality legends, page numbers,
EDGAR "Source:" lines and company letterheads; it joins a title set on two lines ("MASTER SUPPLY
AND" / "DISTRIBUTION AGREEMENT"). Without a heading, the preamble's "This <X> Agreement" names it.
The text is returned as written; `graph_ingest.normalize.clean_title` makes it a display title.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

HEAD_CHARS = 6000  # titles sit on the first page
MAX_SEGMENTS = 40
MAX_WORDS = 20
LEGEND_REACH = 300  # a legend names what was omitted early in its sentence
PROSE_WORDS = 25  # a segment this long (after its title) that reads as prose is the preamble
SENTENCE_CASE_WORDS = 8  # "Maintenance and support contract": a heading in sentence case is short
JOIN_WORDS = 8  # a title line continued on the next line is short

# a segment is a line, or a run of text between wide gaps (flattened PDF text keeps line breaks as spaces)
_SEGMENT_BREAK = re.compile(r"\n|\s{3,}")
_NOUN = re.compile(
    r"^(?:agreements?|contracts?|licen[cs]es?|amendments?|addend(?:um|a)|leases?|deeds?|conditions"
    r"|certificates?|memorandum|understanding|guarant(?:ee|ees|y)|undertaking|protocol|statement)$",
    re.I,
)


def _wordset(words: str) -> frozenset[str]:
    return frozenset(words.split())


_CONNECTORS = _wordset("and or of to for the on in a an & de du la und")
_STOPS = _wordset(
    "this these that is are was be made entered dated between among amongst by effective hereinafter"
    " whereas recitals witnesseth herein hereby hereto pursuant which who shall will may has have sets"
    " with as at from where when if it its"
)
_LEGAL_SUFFIX = re.compile(
    r"^(?:inc|incorporated|corp|corporation|llc|l\.l\.c|ltd|limited|plc|gmbh|lp|llp|co\.|s\.a|n\.v|b\.v|ag|s\.p\.a)\.?,?$",
    re.I,
)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# what may stand in front of a title on its line; stripped repeatedly
_PREFIXES = [
    re.compile(p, re.I)
    for p in (
        r"(?:exhibit|ex\.|annex|schedule|appendix|attachment)\s+(?:no\.?\s*)?[\w.()\-]{1,14}"
        r"(?:\s+to\s+(?:exhibit|annex|schedule|appendix)\s+[\w.()\-]{1,14})?\s*[-–—:.]?",
        r"(?:execution|conformed|final|composite|agreed|signature|redacted)\s+(?:copy|version|form)\b\.?",
        r"(?:strictly\s+|highly\s+)?confidential(?:\s+treatment\s+requested)?\b\.?",
        r"(?:table\s+of\s+contents?|contents)\b",
        r"\*+|\[[^\]]{0,40}\]|\([^()]{0,60}\)|[-–—_=~.*]{2,}|-(?=\s)",
        r"(?:english\s+|unofficial\s+)?translation\b:?",
        r"page\s+\d+(?:\s+of\s+\d+)?|-\s*\d{1,3}\s*-|\d{1,3}(?=\s|$)(?!\s*[.)])",
        rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|\d{{1,2}}/\d{{1,2}}/\d{{2,4}}",
        r"(?:last\s+)?(?:updated|revised)\s*:?\s*" + rf"{_MONTH}\s+\d{{1,2}},?\s+\d{{4}}",
    )
]
_SKIP = re.compile(
    r"^(?:source\s*:|table\s+of\s+contents?\b|(?:article|section|§)\s*\d|\(?\d+(?:\.\d+)*[.)]\s)", re.I
)
_LEGEND = re.compile(
    r"\bomit(?:s|ted|ting)?\b|omission|redacted|confidential\s+treatment|filed\s+separately|excluded\s+from|competitive(?:ly)?\s+harm"
    r"|not\s+material|treated\s+confidentially",
    re.I,
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\[(*])")
_ABBREV = re.compile(r"\b(?:no|inc|corp|co|ltd|dr|mr|mrs|ms|st|u\.s|n\.v|s\.a|b\.v|l\.l\.c|jr|sr)\.$", re.I)
# "No. 1", "#2", "(WQHT HD2)", "II" right after the noun belong to the title
_DESIGNATOR = re.compile(
    r"^\s*(?:(?:No\.?|NO\.?|Number|NUMBER|#)\s*\d{1,3}[A-Za-z]?(?![\w/.-])|[IVX]{1,4}\b|\([A-Z0-9][A-Z0-9 .&/-]{0,30}\))"
)
_REFERENCE = re.compile(r"^\s*(?:no\b|number\b|#|ref\b|reference\b|id\b)", re.I)
# a segment this long that reads like the preamble or a clause: the headings are over
_PROSE = re.compile(
    r"\b(?:is|are)\s+(?:made|entered|dated)\b|\bentered\s+into\b|\bby\s+and\s+(?:between|among)\b"
    r"|\bwhereas\b|\bmeans\b|\bshall\b|\bagree",
    re.I,
)
_PREAMBLE = re.compile(
    r"\b(?i:this|the)\s+((?:(?:[A-Z][\w&/'’-]*|and|of|for|to|&)\s+){1,10}?"
    r"(?:AGREEMENT|Agreement|CONTRACT|Contract|LICEN[CS]E|Licen[cs]e|AMENDMENT|Amendment|ADDENDUM|Addendum|LEASE|Lease))\b"
)


@dataclass
class Run:
    """The title-like words at the start of a segment."""

    text: str  # the words, as written (whitespace collapsed)
    words: list[str]
    whole: bool  # the segment is nothing but these words: a heading


def _core(token: str) -> str:
    return token.strip(".,;:()[]{}\"“”'’‘`-–—")


def _is_caps(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c.isupper() for c in letters) >= 0.9 * len(letters)


def is_noun(token: str) -> bool:
    return bool(_NOUN.match(_core(token)))


def _drop_legends(segment: str) -> tuple[str, bool]:
    """The segment without the confidentiality legends it starts with ("Certain information ... omitted."),
    and whether it had one."""
    m = _LEGEND.search(segment)
    if not m or m.start() > LEGEND_REACH:
        return segment, False
    parts: list[str] = []
    for piece in _SENTENCE.split(segment):
        if parts and _ABBREV.search(parts[-1]):  # "Inc." did not end a sentence
            parts[-1] += " " + piece
        else:
            parts.append(piece)
    dropped = False
    while parts and (m := _LEGEND.search(parts[0])) and m.start() <= LEGEND_REACH:
        parts.pop(0)
        dropped = True
    return " ".join(parts), dropped


def _strip_prefixes(segment: str) -> str:
    text = segment.strip()
    changed = True
    while changed and text:
        changed = False
        for prefix in _PREFIXES:
            m = prefix.match(text)
            if m and m.end() > 0:
                text = text[m.end() :].lstrip(" .,:;-–—")
                changed = True
    return text


def _word_fits(token: str, caps: bool | None, first_word: bool) -> bool:
    """A token that can be part of a title; `caps`: the title's case once it named a noun."""
    core = _core(token)
    if not any(c.isalnum() for c in core):
        return token in {"-", "–", "—", "/", "&", "+"}
    low = core.lower()
    if token[0] in '"“(' or token.endswith(":") or low in _STOPS:
        return False
    if low in _CONNECTORS:
        return caps is None or core.isupper() == caps
    if not (core[0].isupper() or core[0].isdigit() or re.match(r"^[a-z]-\w", core)):
        return not first_word and is_noun(token)  # "Distributorship agreement"
    return caps is None or not caps or core.upper() == core


def _sentence_case_heading(tokens: list[str]) -> bool:
    """'Maintenance and support contract': a short line in sentence case that ends in a document noun."""
    return (
        0 < len(tokens) <= SENTENCE_CASE_WORDS
        and tokens[0][:1].isupper()
        and is_noun(tokens[-1])
        and not any(_core(t).lower() in _STOPS or t[0] in '"“(' or t.endswith(":") for t in tokens)
    )


def title_run(segment: str) -> Run:
    """The heading-like words a segment starts with (stops at prose, defined terms, case change)."""
    tokens = segment.split()
    if _sentence_case_heading(tokens):
        return Run(text=" ".join(tokens), words=tokens, whole=True)
    caps: bool | None = None
    taken: list[str] = []
    for token in tokens:
        if len(taken) >= MAX_WORDS + 5 or not _word_fits(token, caps, not taken):
            break
        taken.append(token)
        if caps is None and is_noun(token):
            caps = _core(token).isupper()
    return Run(text=" ".join(taken), words=taken, whole=len(taken) == len(tokens))


def _ends_open(words: list[str]) -> bool:
    return bool(words) and (_core(words[-1]).lower() in _CONNECTORS or words[-1].endswith(","))


def _letterhead(words: list[str]) -> bool:
    return bool(words) and bool(_LEGAL_SUFFIX.match(words[-1]))


def _joins(first: Run, second: Run) -> bool:
    """Is `second` the rest of a title that `first` began (a title set on two or three lines)?"""
    if not first.whole or not second.words:
        return False
    if _ends_open(first.words) or _core(second.words[0]).lower() in _CONNECTORS:
        return True
    if (
        _letterhead(first.words)
        or len(first.words) > JOIN_WORDS
        or _is_caps(first.text) != _is_caps(second.text)
    ):
        return False
    # "MASTER SERVICES" / "AGREEMENT"; "FIRST AMENDMENT TO SAGEBRUSH" / "MANAGEMENT AGREEMENT"
    has_noun = any(is_noun(w) for w in first.words)
    return not has_noun or (
        not is_noun(first.words[-1]) and second.whole and any(is_noun(w) for w in second.words)
    )


def _trim(words: list[str], rest: str) -> str | None:
    """From a run to a title: drop a leading letterhead, end at the last noun (plus "No. 1" and such)."""
    first = next((i for i, w in enumerate(words) if is_noun(w)), None)
    if first is None:
        return None
    start = max((i + 1 for i in range(first) if _LEGAL_SUFFIX.match(words[i])), default=0)
    words = _strip_prefixes(" ".join(words[start:])).split()  # "ACME INC. EXECUTION COPY SUPPLY AGREEMENT"
    while words and _core(words[0]).lower() in _CONNECTORS | {""}:
        words = words[1:]
    nouns = [i for i, w in enumerate(words) if is_noun(w)]
    if not nouns:
        return None
    last = nouns[-1]
    title_words = words[: last + 1]
    if len(title_words) > MAX_WORDS:
        return None
    tail = " ".join(words[last + 1 :]) + " " + rest
    half = len(title_words) // 2
    if len(title_words) % 2 == 0 and [_core(w).lower() for w in title_words[:half]] == [
        _core(w).lower() for w in title_words[half:]
    ]:  # "SERVICES AGREEMENT SERVICES AGREEMENT, dated ..."
        title_words = title_words[:half]
    title = " ".join(title_words).rstrip(",;:.")
    if m := _DESIGNATOR.match(tail):
        title += " " + " ".join(m.group(0).split())
    elif _REFERENCE.match(tail):
        return None  # "Contract No.: 076C/01", "Agreement Number 12965": a reference, not a title
    return title


def _segments(text: str) -> list[str]:
    out: list[str] = []
    for raw in _SEGMENT_BREAK.split(text[:HEAD_CHARS]):
        seg = " ".join(raw.split())
        if seg:
            out.append(seg)
        if len(out) >= MAX_SEGMENTS:
            break
    return out


def _is_generic(title: str) -> bool:
    """'Agreement', 'Contract No. 017': a document noun and nothing that says which."""
    words = title.split()
    if len(words) == 1:
        return True
    numbered = bool(_DESIGNATOR.fullmatch(" " + " ".join(words[1:])))
    return numbered and _core(words[0]).lower() in {"agreement", "contract"}  # "Amendment No. 2" says which


def _heading_titles(text: str) -> list[str]:
    """Titles of the headings before the preamble, in order."""
    found: list[str] = []
    segments: list[str] = []
    for raw in _segments(text):
        seg, legend = _drop_legends(raw)
        seg = _strip_prefixes(seg)
        # what is left of a legend ("... under 17 C.F.R. Sections 200.80(b)(4)") is no heading
        segments.append("" if legend and not any(is_noun(w) for w in seg.split()) else seg)
    i = 0
    while i < len(segments):
        seg = segments[i]
        i += 1
        if not seg or _SKIP.match(seg):
            continue
        run, rest = title_run(seg), seg
        words = list(run.words)
        while i < len(segments) and len(words) < MAX_WORDS and _joins(run, title_run(segments[i])):
            run = title_run(segments[i])
            words += run.words
            rest = segments[i]
            i += 1
        rest = rest[len(run.text) :] if rest.startswith(run.text) else ""
        if title := _trim(words, rest):
            found.append(title)
            if not _is_generic(title):
                break
        if len(rest.split()) >= PROSE_WORDS and _PROSE.search(rest):  # the preamble: then section headings
            break
    return found


def _preamble_title(text: str) -> str | None:
    """'THIS SUPPLY AGREEMENT ("Agreement") is made ...' -> 'SUPPLY AGREEMENT'."""
    for m in _PREAMBLE.finditer(text[:HEAD_CHARS]):
        words = m.group(1).split()
        if len(words) >= 2 and not _LEGEND.search(m.group(0)):
            return _trim(words, text[m.end(1) : m.end(1) + 40])
    return None


def find_title(text: str) -> str | None:
    """The contract's own title as written on its first page, or None when it has none."""
    headings = _heading_titles(text)
    specific = next((t for t in headings if not _is_generic(t)), None)
    return specific or _preamble_title(text) or (headings[0] if headings else None)
