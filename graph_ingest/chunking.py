"""Section-aware chunking of a contract's canonical text, with exact character offsets.

A contract is read as blocks (non-blank lines, which in CUAD-style text are paragraphs). Headings
("7. TERMINATION", "ARTICLE V", "Governing Law.") and numbered paragraphs open sections; blocks of
one section are packed into chunks of at most `target_tokens`, a heading always stays with the text
that follows it, and a block longer than `max_tokens` is split by sentences (then by words). Every
chunk satisfies ``text[chunk.start:chunk.end] == chunk.text``.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import NamedTuple

from pydantic import BaseModel, Field

logger = logging.getLogger(__name__)

TokenCounter = Callable[[str], int]

#: all-MiniLM-L6-v2 was trained on 256-token inputs; two of them are [CLS] and [SEP].
MODEL_WINDOW_TOKENS = 254
#: the heading given to the opening text of a contract, which has none of its own
PREAMBLE_HEADING = "Preamble: title, parties and date of the agreement"

_BLOCK = re.compile(r"[^\n]*\S[^\n]*")
_PIECE = re.compile(r"[^\W_]+|[^\w\s]|_")
_NUMBERED = re.compile(
    r"^\s*(?:(?:article|section|schedule|exhibit|annex|appendix|part)\s+[\dIVXLC]+[A-Z]?\b"
    r"|\(?\d{1,3}(?:\.\d{1,3})*[.)]?\s|\(?[A-Z][.)]\s|\(?[ivx]{1,4}\)\s|\([a-z]\)\s)",
    re.IGNORECASE,
)
_SECTION = re.compile(
    r"^\s*(?:(?:article|section)\s+[\dIVX]+|\(?\d{1,2}(?:\.\d{1,2})*[.)]?\s+\S)", re.IGNORECASE
)
_SENTENCE_END = re.compile(r"(?<=[.;:!?])[\"')\]]?\s+(?=[\"'(\[]?[A-Z0-9(•])")
_PAGE_NOISE = re.compile(
    r"\bpage\s+\d+\b|^\W*\d+\W*$|^source:|^exhibit\s+\d+\.\d+\s*$|^table of contents", re.IGNORECASE
)
_INLINE_TITLE = re.compile(r"^\W*(?:[\w.]+\s+){0,2}?([A-Z][\w ,&/'-]{2,60}?)[.:]\s")


class _Unit(NamedTuple):
    start: int
    end: int
    opens: bool
    is_heading: bool
    heading: str | None


class Chunk(BaseModel):
    """A contiguous, citable piece of one contract."""

    id: str = Field(description="stable id: '<file_id>:<start>-<end>'")
    file_id: str = Field(description="the contract the chunk belongs to")
    start: int = Field(description="character offset of `text` in the canonical text")
    end: int = Field(description="end offset (exclusive)")
    text: str = Field(description="exactly text[start:end] of the canonical text")
    heading: str | None = Field(None, description="heading of the section the chunk sits in")

    def search_text(self) -> str:
        """What to index and embed: the text, prefixed by its heading when the heading lies outside it."""
        if self.heading and not self.text.startswith(self.heading[:20]):
            return f"{self.heading}\n{self.text}"
        return self.text


def estimate_tokens(text: str) -> int:
    """A fast, deliberately high estimate of the WordPiece token count (long words split into pieces)."""
    return sum(1 + (len(p) - 1) // 6 if len(p) > 6 else 1 for p in _PIECE.findall(text))


def is_heading(block: str) -> bool:
    """A short title line: numbered, upper-case or title-case, and not a sentence."""
    words = block.split()
    if not words or len(block) > 90 or len(words) > 12 or _PAGE_NOISE.search(block):
        return False
    numbered = bool(_NUMBERED.match(block))
    if block.rstrip().endswith((",", ";")) or (
        block.rstrip().endswith(".") and not numbered and len(words) > 6
    ):
        return False
    letters = [c for c in block if c.isalpha()]
    if not letters:
        return False
    upper = sum(c.isupper() for c in letters) / len(letters)
    titled = sum(w[0].isupper() for w in words if w[0].isalpha()) / max(1, sum(w[0].isalpha() for w in words))
    return (
        upper > 0.6 or (numbered and titled >= 0.5 and len(words) <= 8) or (titled >= 0.8 and len(words) <= 6)
    )


def _blocks(text: str) -> Iterator[tuple[int, int]]:
    for m in _BLOCK.finditer(text):
        s, e = m.start(), m.end()
        while text[s].isspace():
            s += 1
        while text[e - 1].isspace():
            e -= 1
        yield s, e


def _split_long(
    text: str, start: int, end: int, max_tokens: int, count: TokenCounter
) -> list[tuple[int, int]]:
    """Split text[start:end] into sentence-aligned pieces (words as the last resort) of <= max_tokens."""
    cuts = [start] + [start + m.end() for m in _SENTENCE_END.finditer(text[start:end])] + [end]
    pieces: list[tuple[int, int]] = []
    for s, e in zip(cuts, cuts[1:], strict=False):
        while text[e - 1].isspace() and e > s:
            e -= 1
        if count(text[s:e]) <= max_tokens:
            pieces.append((s, e))
            continue
        words = []  # a word over the cap is cut every `max_tokens` characters (a token spans >= 1 char)
        for m in re.finditer(r"\S+", text[s:e]):
            a, b = s + m.start(), s + m.end()
            words.extend((i, min(i + max_tokens, b)) for i in range(a, b, max_tokens))
        ws = words[0][0]
        acc = 0
        for i, (a, b) in enumerate(words):
            n = count(text[a:b])
            if acc and acc + n > max_tokens:
                pieces.append((ws, words[i - 1][1]))
                ws, acc = a, 0
            acc += n
        pieces.append((ws, words[-1][1]))
    return pieces


def _inline_heading(block: str) -> str | None:
    """The title of a numbered paragraph that starts with one: "3. Ownership. Consultant hereby ..."."""
    m = _INLINE_TITLE.match(block)
    if not m or not _NUMBERED.match(block):
        return None
    words = m.group(1).split()
    titled = sum(w[0].isupper() for w in words) / len(words)
    return m.group(1).strip() if titled >= 0.6 and len(words) <= 8 else None


def _pack(
    units: list[_Unit], text: str, target: int, max_tokens: int, min_tokens: int, count: TokenCounter
) -> Iterator[_Unit]:
    """Pack units into chunks: a section opens a new chunk (unless the current one is tiny), a heading
    stays with what follows it, and no chunk grows past `target` tokens (`max_tokens` for headings)."""
    cur: list[_Unit] = []
    cur_tokens = 0
    only_headings = False
    for unit in units:
        n = count(text[unit.start : unit.end])
        soft = cur_tokens + n > target or (unit.opens and cur_tokens >= min_tokens)
        if cur and (cur_tokens + n > max_tokens or (soft and not only_headings)):
            yield _Unit(cur[0].start, cur[-1].end, cur[0].opens, False, cur[0].heading)
            cur, cur_tokens = [], 0
        only_headings = unit.is_heading and (only_headings or not cur)
        cur.append(unit)
        cur_tokens += n
    if cur:
        yield _Unit(cur[0].start, cur[-1].end, cur[0].opens, False, cur[0].heading)


def chunk_text(
    file_id: str,
    text: str,
    max_tokens: int = MODEL_WINDOW_TOKENS,
    target_tokens: int = MODEL_WINDOW_TOKENS,
    min_tokens: int = 128,
    count_tokens: TokenCounter | None = None,
    preamble_heading: str | None = PREAMBLE_HEADING,
    preamble_tokens: int = 400,
) -> list[Chunk]:
    """Chunk one contract.

    `max_tokens` is a hard cap per `count_tokens` (default: a high estimate of WordPiece tokens),
    `target_tokens` the packing goal; sections smaller than `min_tokens` merge with the next one.
    Chunks of the opening text (before the first numbered section, within its first `preamble_tokens`)
    get `preamble_heading` as their heading: the part of a contract that names it, its parties and date.
    """
    count = count_tokens or estimate_tokens
    target = min(target_tokens, max_tokens)
    blocks = list(_blocks(text))
    seen_titles = Counter(" ".join(text[s:e].split()).lower() for s, e in blocks if is_heading(text[s:e]))
    running = {t for t, n in seen_titles.items() if n >= 3}  # page headers repeat; headings do not
    units: list[_Unit] = []
    heading: str | None = None
    pending = 0  # tokens of the headings just above the current block
    in_preamble, seen = True, 0  # the opening text, before the first numbered section
    for s, e in blocks:
        block = text[s:e]
        title = is_heading(block) and " ".join(block.split()).lower() not in running
        follows_title = bool(units) and units[-1].is_heading
        if title:
            flat = " ".join(block.split())
            stacked = follows_title and heading and len(heading.split()) <= 3 and _NUMBERED.match(heading)
            heading = f"{heading} {flat}" if stacked else flat  # "ARTICLE 5" + "TERMINATION"
        elif inline := _inline_heading(block):
            heading = inline
        opens = (title and not follows_title) or (not title and bool(_NUMBERED.match(block)))
        budget = max(max_tokens - pending, max_tokens // 2)  # leave room for the heading above
        n = count(block)
        pieces = [(s, e)] if n <= budget else _split_long(text, s, e, budget, count)
        pending = pending + n if title else 0
        in_preamble = in_preamble and not _SECTION.match(block) and seen < preamble_tokens
        seen += n
        label = preamble_heading if in_preamble and preamble_heading else heading
        units.extend(_Unit(a, b, opens and i == 0, title, label) for i, (a, b) in enumerate(pieces))
    chunks = [
        Chunk(
            id=f"{file_id}:{u.start}-{u.end}",
            file_id=file_id,
            start=u.start,
            end=u.end,
            text=text[u.start : u.end],
            heading=u.heading,
        )
        for u in _pack(units, text, target, max_tokens, min_tokens, count)
    ]
    logger.debug("chunked %s into %d chunks", file_id, len(chunks))
    return chunks
