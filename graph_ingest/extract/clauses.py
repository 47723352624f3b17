"""Segment a contract's canonical text into clauses with exact offsets, and tag them with CUAD categories.

Every segment satisfies ``text[seg.start:seg.end] == seg.text``. Boundaries are blank lines, line
starts, and numbered section starts inside long lines ("... 12. Governing Law. This ..."), which is
how many contracts read once extracted from PDF. Long segments are cut at sentence ends.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from graph_ingest.extract.clause_rules import tag
from graph_ingest.models import Clause

MAX_SEGMENT = 1500
_LINE_START = re.compile(r"\n+")
# a single line break starts a new segment only before a numbered item or heading, or after a sentence end
_NEW_ITEM = re.compile(
    r"[ \t]*(?:(?:ARTICLE|Article|Section|SECTION|Schedule|SCHEDULE|Exhibit|EXHIBIT)\b|\d{1,2}(?:\.\d{1,2}){0,3}[.)]?\s"
    r"|\([a-zA-Z0-9]{1,4}\)\s|[A-Z][A-Z ,&'-]{3,60}$)",
    re.M,
)
_INLINE_SECTION = re.compile(
    r"(?<=[.;:\]\)]\s)\s*(?=(?:(?:ARTICLE|Article|Section|SECTION)\s+)?\d{1,2}(?:\.\d{1,2}){0,3}\.?\s+[A-Z][A-Za-z]"
    r"|\([a-z]{1,3}\)\s+[A-Z]|\(\d{1,2}\)\s+[A-Z])"
)
_NUMBERED_HEADING = re.compile(
    r"^\s*(?:(?:ARTICLE|Article|Section|SECTION)\s+)?(?:\d{1,2}(?:\.\d{1,2}){0,3}|[IVX]{1,5})[.)]?\s+"
    r"(?P<title>[A-Z][A-Za-z0-9'’,&/ -]{1,70}?)(?:\.|:|\s{2,}|\n|$)"
)
_SENTENCE_END = re.compile(r"(?<=[a-z0-9)\]\"”])[.;]\s+(?=[A-Z(])")
_BLANK_LINE = re.compile(r"\n\s*\n")


def sentence_spans(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """(start, end) of the sentences of `text[start:end]` (clause enumerations and blank lines end
    one too), in absolute offsets; fragments of a few characters are left out."""
    end = len(text) if end is None else end
    cuts = [m.end() for m in _SENTENCE_END.finditer(text, start, end)]
    cuts += [start + m.end() for m in _BLANK_LINE.finditer(text[start:end])]
    cuts = sorted({start, *cuts, end})
    spans = [_trim(text, a, b) for a, b in zip(cuts, cuts[1:], strict=False)]
    return [(a, b) for a, b in spans if b - a > 20] or [(start, end)]


@dataclass(frozen=True)
class Segment:
    start: int
    end: int
    text: str
    heading: str | None


def _is_heading_line(line: str) -> bool:
    """A short title line: 'ARTICLE 5 CONFIDENTIALITY', 'Governing Law', '12. TERM'."""
    stripped = line.strip()
    if not stripped or len(stripped) > 80 or stripped.endswith((".", ",", ";")) and len(stripped) > 40:
        return False
    letters = [c for c in stripped if c.isalpha()]
    if len(letters) < 3:
        return False
    upper = sum(c.isupper() for c in letters) / len(letters)
    words = stripped.split()
    return upper > 0.8 or (len(words) <= 6 and all(w[0].isupper() or not w[0].isalpha() for w in words))


def _bounds(text: str) -> list[int]:
    cuts = {0, len(text)}
    for m in _LINE_START.finditer(text):
        blank = m.group(0).count("\n") > 1
        before = text[: m.start()].rstrip()[-1:]
        if (
            blank
            or before in {".", ":", ";", ""}
            or _NEW_ITEM.match(text, m.end())
            or _is_heading_line(text[text.rfind("\n", 0, m.start()) + 1 : m.start()])
        ):
            cuts.add(m.end())
    cuts.update(m.end() for m in _INLINE_SECTION.finditer(text))
    return sorted(c for c in cuts if 0 <= c <= len(text))


def _split_long(start: int, end: int, text: str) -> list[tuple[int, int]]:
    if end - start <= MAX_SEGMENT:
        return [(start, end)]
    pieces, piece_start = [], start
    for m in _SENTENCE_END.finditer(text, start, end):
        if m.end() - piece_start >= MAX_SEGMENT // 2:
            pieces.append((piece_start, m.end()))
            piece_start = m.end()
    pieces.append((piece_start, end))
    return pieces


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def segment(text: str) -> list[Segment]:
    """All non-empty segments of `text`, in order, each with the heading it sits under."""
    segments: list[Segment] = []
    heading: str | None = None
    bounds = _bounds(text)
    for a, b in zip(bounds, bounds[1:], strict=False):
        start, end = _trim(text, a, b)
        if start >= end:
            continue
        chunk = text[start:end]
        if "\n" not in chunk and _is_heading_line(chunk) and not _SENTENCE_END.search(chunk):
            heading = _heading_title(chunk)
            continue
        if m := _NUMBERED_HEADING.match(chunk):
            heading = m.group("title").strip(" .:-")
        for s, e in _split_long(start, end, text):
            s, e = _trim(text, s, e)
            if s < e:
                segments.append(Segment(s, e, text[s:e], heading))
    return segments


def _heading_title(line: str) -> str:
    title = re.sub(
        r"^\s*(?:(?:ARTICLE|Article|Section|SECTION)\s+)?(?:\d+(?:\.\d+)*|[IVX]+)[.):]?\s*", "", line
    )
    return " ".join(title.split()).strip(" .:-") or line.strip()


def _summary(text: str) -> str:
    first = _SENTENCE_END.split(text, maxsplit=1)[0]
    first = " ".join(first.split())
    return first if len(first) <= 200 else first[:197].rsplit(" ", 1)[0] + "..."


def segment_and_tag(text: str) -> list[Clause]:
    """Segments that match at least one CUAD category, one `Clause` per (segment, category)."""
    clauses: list[Clause] = []
    for seg in segment(text):
        for category in tag(seg.text, seg.heading):
            clauses.append(
                Clause(
                    clause_type=category,
                    summary=_summary(seg.text),
                    text=seg.text,
                    start=seg.start,
                    end=seg.end,
                    heading=seg.heading,
                )
            )
    return clauses
