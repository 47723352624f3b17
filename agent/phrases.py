"""Phrases of a question the offline planner understands: dates and ranges, money, places.

Pure functions on text, no I/O. Dates come back as inclusive (start, end) ranges plus the date
field they are about ("ended after ..." is the end date; "signed in ..." the effective date).
"""

from __future__ import annotations

import re
from calendar import monthrange
from dataclasses import dataclass
from datetime import date, timedelta

MONTHS = {
    m: i
    for i, names in enumerate(
        [
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ],
        start=1,
    )
    for m in names
}
_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"  # noqa: E501
DATE_RE = (
    r"(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{4}|"
    rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH},?\s+\d{{4}}|"
    rf"{_MONTH},?\s+\d{{4}}|(?:q[1-4]|(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter(?:\s+of)?)\s+\d{{4}}|"
    r"(?:19|20)\d{2}s?)"
)
_ORD = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
END_WORDS = re.compile(r"\b(end|ends|ended|ending|expir\w*|terminat\w*|end date|run out|finish\w*)\b", re.I)


def parse_date_range(text: str) -> tuple[date, date] | None:
    """'2005' -> the year, 'Q3 2005' -> the quarter, 'June 2018' -> the month, a day -> that day."""
    t = text.strip().lower().rstrip(".")
    try:
        if m := re.fullmatch(r"(\d{4})-(\d{1,2})-(\d{1,2})", t):
            d = date(int(m[1]), int(m[2]), int(m[3]))
            return d, d
        if m := re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", t):
            d = date(int(m[3]), int(m[1]), int(m[2]))
            return d, d
        if m := re.fullmatch(r"((?:19|20)\d{2})s", t):
            return date(int(m[1]), 1, 1), date(int(m[1]) + 9, 12, 31)
        if m := re.fullmatch(r"(\d{4})", t):
            return date(int(m[1]), 1, 1), date(int(m[1]), 12, 31)
        if m := re.fullmatch(r"(?:q([1-4])|(\w+)\s+quarter(?:\s+of)?)\s+(\d{4})", t):
            qn = int(m[1]) if m[1] else _ORD[m[2]]
            year = int(m[3])
            start = date(year, 3 * qn - 2, 1)
            return start, date(year, 3 * qn, monthrange(year, 3 * qn)[1])
        words = re.findall(r"[a-z]+|\d+", t)
        month = next((MONTHS[w] for w in words if w in MONTHS), None)
        nums = [int(w) for w in words if w.isdigit()]
        if month and len(nums) == 2:
            day, year = (nums[0], nums[1]) if nums[1] > 31 else (nums[1], nums[0])
            d = date(year, month, day)
            return d, d
        if month and len(nums) == 1:
            return date(nums[0], month, 1), date(nums[0], month, monthrange(nums[0], month)[1])
    except (ValueError, KeyError):
        return None
    return None


@dataclass
class DateFilter:
    field: str  # "effective" or "end"
    start: date | None
    end: date | None


_RANGE_PATTERNS = [
    (
        "between",
        re.compile(rf"\b(?:between|from)\s+({DATE_RE})\s+(?:and|to|until|through|-)\s+({DATE_RE})", re.I),
    ),
    (
        "after",
        re.compile(rf"\b(?:on or after|after|since|later than|starting|from)\s+(?:the\s+)?({DATE_RE})", re.I),
    ),
    (
        "before",
        re.compile(
            rf"\b(?:on or before|before|prior to|earlier than|until|by)\s+(?:the\s+)?({DATE_RE})", re.I
        ),
    ),
    ("in", re.compile(rf"\b(?:in|during|within|of|for)\s+(?:the\s+)?(?:year\s+)?({DATE_RE})", re.I)),
]


def find_dates(question: str) -> tuple[list[DateFilter], str]:
    """Date filters in the question, and the question with those phrases removed."""
    found: list[DateFilter] = []
    text = question
    for kind, pattern in _RANGE_PATTERNS:
        while m := pattern.search(text):
            before = text[max(0, m.start() - 60) : m.start()]
            field = "end" if END_WORDS.search(before) or END_WORDS.search(m.group(0)) else "effective"
            first = parse_date_range(m.group(1))
            inclusive = m.group(0).lower().startswith(("on or", "since", "from", "starting"))
            if first:
                if kind == "between" and (second := parse_date_range(m.group(2))):
                    found.append(DateFilter(field, first[0], second[1]))
                elif kind == "after":
                    start = first[0] if inclusive else first[1] + timedelta(days=1)
                    found.append(DateFilter(field, start, None))
                elif kind == "before":
                    end = first[1] if inclusive else first[0] - timedelta(days=1)
                    found.append(DateFilter(field, None, end))
                elif kind == "in":
                    found.append(DateFilter(field, first[0], first[1]))
            text = text[: m.start()] + " " + text[m.end() :]
    return found, text


_SCALE = {"k": 1e3, "thousand": 1e3, "m": 1e6, "mm": 1e6, "million": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9}
_OPS = [
    (r"(?:more than|greater than|over|above|exceeding|in excess of|higher than|larger than|>)", ">"),
    (r"(?:at least|no less than|minimum of|>=|≥)", ">="),
    (r"(?:less than|under|below|lower than|smaller than|<)", "<"),
    (r"(?:at most|no more than|up to|maximum of|<=|≤)", "<="),
    (r"(?:exactly|equal to|of|=)", "="),
]
_MONEY = r"(?:\$|usd\s*|us\$)\s*([\d][\d,]*(?:\.\d+)?)\s*(k|m|mm|bn|b|thousand|million|billion)?\b|([\d][\d,]*(?:\.\d+)?)\s*(k|m|mm|bn|b|thousand|million|billion)?\s*(?:dollars|usd|\$)"  # noqa: E501


def find_money(question: str) -> tuple[tuple[str, float] | None, str]:
    """(operator, amount) for 'more than $50,000', 'at least 1 million dollars'; text without it."""
    for words, op in _OPS:
        m = re.search(rf"\b{words}\s*(?:a\s+)?(?:total\s+)?(?:value\s+of\s+)?(?:{_MONEY})", question, re.I)
        if not m and op != "=":
            m = re.search(rf"{words}\s*(?:{_MONEY})", question, re.I)
        if m:
            number = m.group(1) or m.group(3)
            scale = (m.group(2) or m.group(4) or "").lower()
            amount = float(number.replace(",", "")) * _SCALE.get(scale, 1.0)
            return (op, amount), question[: m.start()] + " " + question[m.end() :]
    return None, question
