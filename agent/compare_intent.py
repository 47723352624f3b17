"""Questions that compare two named contracts ("which is the bigger deal: the Gainsco sponsorship or
the Violin Memory one?", "compare the Hertz IP agreement and the Zebra - Motorola one: which is
older?", "which of these two ends first: the 2007 Cisco / ScanSource distributor agreement or the 2010
one?"): the two descriptions, and the fact the comparison turns on.

What a comparison is decided by is a table (`_ASKS`: the words, the card's field, the end that wins),
so a new way to say it is one row. Without such words ("compare A and B") both contracts are shown
side by side. Each description is found as "tell me about it" finds one contract (its filters, then
its title), by the planner; `write_comparison` writes the answer from the two cards found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from agent.answer import card_line, money
from agent.phrases import DOC_WORDS

# (the words, the card field the comparison is decided on, which end wins, how the winner is said)
_ASKS: list[tuple[str, str, Literal["min", "max"], str]] = [
    (
        r"older|oldest|earlier|earliest|(?:signed|started|began|dated|effective|executed)\s+(?:first|earlier)"
        r"|came\s+first|(?:was|is)\s+first",
        "effective_date",
        "min",
        "the older one",
    ),
    (
        r"newer|newest|more\s+recent|most\s+recent|(?:signed|started)\s+later",
        "effective_date",
        "max",
        "the newer one",
    ),
    (
        r"(?:ends?|ending|expires?|expiring|runs?\s+out|terminates?|finish(?:es)?)\s+(?:first|sooner|earlier)",
        "end_date",
        "min",
        "the one that ends first",
    ),
    (
        r"(?:ends?|expires?|runs?)\s+(?:later|last|longer)|lasts?\s+longer|longer\s+(?:term|deal|contract)",
        "end_date",
        "max",
        "the one that runs longer",
    ),
    (
        r"bigger|biggest|larger|largest|more\s+valuable|worth\s+more|higher\s+(?:value|tcv|acv)|by\s+(?:tcv|value)"
        r"|more\s+money",
        "total_amount",
        "max",
        "the bigger one",
    ),
    (
        r"smaller|smallest|cheaper|worth\s+less|lower\s+(?:value|tcv)",
        "total_amount",
        "min",
        "the smaller one",
    ),
]
_ASK_RES = [(re.compile(rf"\b(?:{words})\b", re.I), field, end, said) for words, field, end, said in _ASKS]
_FIELD_WORDS = {"effective_date": "effective", "end_date": "ending", "total_amount": "worth"}

_DOC = rf"(?:{DOC_WORDS}|one)"  # the words of a document, and "the Violin one"
# "which (of these two|of the two) <ask> ...: A or B", "A or B: which <ask>?", "compare A and/with/to/vs B"
_WHICH = re.compile(r"^\W*(?:so\s+|and\s+|ok(?:ay)?\s+)?which(?:\s+of\s+(?:these|the|those)\s+two)?\b", re.I)
_COMPARE = re.compile(r"^\W*(?:please\s+|can\s+you\s+|could\s+you\s+)?compare\b\s*", re.I)
_SPLIT = re.compile(r"\s+(?:or|vs\.?|versus|and|with|to|against)\s+(?=(?:the|our|that|this)\b)", re.I)
_YEAR = re.compile(r"\b(?:19|20)\d{2}\b")
_CONTENT = re.compile(r"[a-z0-9&'’./-]+", re.I)
_ARTICLES = frozenset(["the", "our", "that", "this", "a", "an"])


@dataclass(frozen=True)
class Comparison:
    first: str
    second: str
    field: str | None  # the card's field it turns on; None: shown side by side
    end: Literal["min", "max"] = "min"
    said: str = ""


def _descriptions(rest: str) -> tuple[str, str] | None:
    parts = _SPLIT.split(rest.strip(" ?.!:;,-"), maxsplit=1)
    if len(parts) != 2:
        return None
    first, second = (p.strip(" ?.!:;,-") for p in parts)
    if not re.search(rf"\b{_DOC}s?\b", first, re.I) and not re.search(rf"\b{_DOC}s?\b", second, re.I):
        return None
    if not first or not second or any(re.search(rf"\b{_DOC}s\b", d, re.I) for d in (first, second)):
        return None  # "supply deals or license deals": two kinds of contract, not two contracts
    # "the 2007 X distributor agreement or the 2010 one": the second is the first in another year
    second_words = [
        w for w in _CONTENT.findall(second.lower()) if w not in _ARTICLES and not re.fullmatch(_DOC, w)
    ]
    if (
        (years := _YEAR.findall(second))
        and all(_YEAR.fullmatch(w) for w in second_words)
        and _YEAR.search(first)
    ):
        second = _YEAR.sub(years[0], first, count=1)
    return first, second


_THAN = re.compile(  # "is A bigger than B?", "does A run longer than B?"
    r"^\W*(?:is|was|does|did)\s+(?P<a>(?:the|our|that|this)\b.+?)\s+(?:"
    + "|".join(words for words, *_ in _ASKS)
    + r")\s+than\s+(?P<b>(?:the|our|that|this)\b.+?)\W*$",
    re.I,
)


def comparison(question: str) -> Comparison | None:
    """The comparison a question asks of two named contracts, or None: "which is older: A or B?",
    "which one is bigger, A or B?", "A or B - which ends first?", "compare A and B", "is A bigger than
    B?"."""
    text = question.strip()
    ask = next(((f, e, s) for pattern, f, e, s in _ASK_RES if pattern.search(text)), None)
    if m := _COMPARE.match(text):
        rest = text[m.end() :]
        pair = _descriptions(re.split(r"[:?]|,\s*(?:which|and)\b", rest)[0])
    elif (m := _WHICH.match(text)) and ask and (cut := re.search(r"[:,]", text[m.end() :])):
        pair = _descriptions(text[m.end() + cut.end() :])
    elif ask and (head := re.match(r"^([^:?]{6,200}?)\s*(?:[:?]|\s-)\s*which\b", text, re.I)):
        pair = _descriptions(head.group(1))
    elif ask and (than := _THAN.match(text)):
        pair = _descriptions(f"{than.group('a')} or {than.group('b')}")
    else:
        return None
    if pair is None:
        return None
    field, end, said = ask if ask else (None, "min", "")
    return Comparison(pair[0], pair[1], field, end, said)


_WHAT = {"effective_date": "effective date", "end_date": "end date", "total_amount": "value"}


def _fact(field: str, v: Any) -> str:  # noqa: ANN401 (a date string or an amount)
    return f"worth {money(v)}" if field == "total_amount" else f"{_FIELD_WORDS[field]} {v}"


def write_comparison(c: Comparison, cards: list[dict[str, Any]]) -> str:
    """The answer: the contract the comparison picks named first, with the fact it turns on for both,
    then both cards (said plainly when one has no such fact on record, or both the same)."""
    a, b = cards
    if a["file_id"] == b["file_id"]:
        return (
            f"“{c.first}” and “{c.second}” both fit the same contract, `{a['file_id']}`, so I cannot compare "
            f"them. Which other contract did you mean?\n{card_line(a)}"
        )
    both = f"{card_line(a)}\n{card_line(b)}"
    if c.field is None:
        return f"The two contracts side by side:\n{both}"
    va, vb = a.get(c.field), b.get(c.field)
    if va is None or vb is None:
        missing = " and ".join(f"`{card['file_id']}`" for card, v in ((a, va), (b, vb)) if v is None)
        known = "; ".join(
            f"`{card['file_id']}` is {_fact(c.field, v)}" for card, v in ((a, va), (b, vb)) if v
        )
        return (
            f"I cannot say which is {c.said}: {missing} has no {_WHAT[c.field]} on record"
            f"{f' ({known})' if known else ''}.\n{both}"
        )
    if va == vb:
        return f"Neither: both are {_fact(c.field, va)}.\n{both}"
    win, lose = (a, b) if ((va < vb) if c.end == "min" else (va > vb)) else (b, a)
    return (
        f"`{win['file_id']}` is {c.said}: {_fact(c.field, win[c.field])}, against "
        f"{_fact(c.field, lose[c.field])} for `{lose['file_id']}`.\n{card_line(win)}\n{card_line(lose)}"
    )


def reading(c: Comparison, cards: list[dict[str, Any]]) -> str:
    """The "Read as" line of a comparison."""
    by = f" by {_WHAT[c.field]}" if c.field else ""
    return "Read as: a comparison" + by + " of " + " and ".join(f"`{card['file_id']}`" for card in cards)
