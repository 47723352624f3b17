"""Dates and durations in contract prose: "June 1, 2018", "the 31st day of July, 2019", "5/8/14"."""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date

from dateutil.relativedelta import relativedelta

_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}
_MONTHS.update({m.lower(): i for i, m in enumerate(calendar.month_abbr) if m})
_MONTHS["sept"] = 9
_MONTH = r"(?P<month>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>\d{1,2})\s*(?:s\s?t|n\s?d|r\s?d|t\s?h)?"
_YEAR = r"(?P<year>(?:19|20)\d{2})"
_DATE_PATTERNS = [
    # June 1, 2018 / June 1 2018 / June 1st, 2018
    re.compile(rf"\b{_MONTH}\s+{_DAY}\s*[,.]?\s*{_YEAR}\b", re.I),
    # 1 June 2018 / 1st day of June, 2018 / this 19 DAY OF MAY , 2010
    re.compile(
        rf"(?:\b|(?<=of)){_DAY}\s*(?:day\s+)?(?:of\s+)?{_MONTH}\s*,?\s*(?:of\s+)?(?:A\.?D\.?\s*)?{_YEAR}\b",
        re.I,
    ),
    # 5/8/2014, 05-08-2014 (month first, unless the first number cannot be a month: 18/9/2008)
    re.compile(r"\b(?P<month>\d{1,2})[/-](?P<day>\d{1,2})[/-](?P<year>(?:19|20)\d{2})\b"),
    # 1.4.2011, 16.06.2004: dotted dates are day first
    re.compile(r"(?<![\d.])(?P<day>\d{1,2})\.(?P<month>\d{1,2})\.(?P<year>(?:19|20)\d{2})\b"),
    # the last day of February, 2023: the month's last day
    re.compile(rf"\b(?P<day>last)\s+day\s+(?:of|in)\s+{_MONTH}\s*,?\s*{_YEAR}\b", re.I),
]

NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "eighteen": 18,
    "twenty": 20,
    "twenty-four": 24,
    "twenty-five": 25,
    "thirty": 30,
    "thirty-six": 36,
    "forty-eight": 48,
    "fifty": 50,
    "sixty": 60,
    "ninety": 90,
    "a": 1,
    "an": 1,
}


ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "fifteenth": 15,
    "twentieth": 20,
}


@dataclass(frozen=True)
class FoundDate:
    value: date
    start: int
    end: int


def _to_date(m: re.Match[str]) -> date | None:
    month_raw = m.group("month").lower().rstrip(".")
    month = int(month_raw) if month_raw.isdigit() else _MONTHS.get(month_raw)
    if m.group("day").lower() == "last":
        if month is None or not 1 <= month <= 12:
            return None
        return date(int(m.group("year")), month, calendar.monthrange(int(m.group("year")), month)[1])
    day = int(m.group("day"))
    if month is not None and month > 12 and month_raw.isdigit() and day <= 12:
        month, day = day, month
    try:
        return date(int(m.group("year")), month or 0, day)
    except ValueError:
        return None


_FILLER = re.compile(
    r"_+|-{2,}|\*{2,}"
)  # blanks and rules inside dates: "_Dec. 8, 2005", "31 December, ---- 1996"
_SHORT_YEAR = re.compile(r"(?<![\d/.-])(?P<a>\d{1,2})[/.](?P<b>\d{1,2})[/.](?P<year>\d{2})(?![\d/.-])")


def find_dates(text: str) -> list[FoundDate]:
    """Every full date in `text`, in order of position (overlaps resolved by first pattern)."""
    text = _FILLER.sub(lambda m: " " * len(m.group(0)), text)
    found: list[FoundDate] = []
    taken = bytearray(
        len(text)
    )  # characters already inside a found date (linear, unlike pairwise overlap tests)
    for pattern in _DATE_PATTERNS:
        for m in pattern.finditer(text):
            if any(taken[m.start() : m.end()]):
                continue
            d = _to_date(m)
            if d is not None:
                found.append(FoundDate(d, m.start(), m.end()))
                taken[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
    return sorted(found, key=lambda f: f.start)


def short_date(text: str) -> FoundDate | None:
    """A two-digit-year date like '11/4/10' (month first) or '13/07/05' (day first when the first part > 12)."""
    m = _SHORT_YEAR.search(text)
    if not m:
        return None
    a, b, year = int(m.group("a")), int(m.group("b")), 2000 + int(m.group("year"))
    if year > 2049:
        year -= 100
    month, day = (b, a) if a > 12 else (a, b)
    try:
        return FoundDate(date(year, month, day), m.start(), m.end())
    except ValueError:
        return None


def first_date(text: str) -> date | None:
    dates = find_dates(text)
    return dates[0].value if dates else None


def parse_number(word: str) -> int | None:
    """3, 'three', 'thirty-six', '3rd', 'third' -> int; None if not a number."""
    word = re.sub(r"\s+", "", word.lower().strip())
    if m := re.fullmatch(r"(\d+)(?:st|nd|rd|th)?", word):
        return int(m.group(1))
    return NUMBER_WORDS.get(word) or ORDINALS.get(word)


def add_period(start: date, amount: int, unit: str) -> date:
    unit = unit.lower()
    if unit.startswith("year"):
        return start + relativedelta(years=amount)
    if unit.startswith("month"):
        return start + relativedelta(months=amount)
    if unit.startswith("week"):
        return start + relativedelta(weeks=amount)
    return start + relativedelta(days=amount)


def iso_duration(amount: int, unit: str) -> str:
    return f"P{amount}{unit[0].upper()}"


# ---------------------------------------------------------------- periods in days
DAYS_PER_UNIT = {"year": 365, "month": 30, "week": 7, "day": 1}


def period_days(amount: float, unit: str) -> int:
    """Days in `amount` years, months, weeks or days (a year 365 days, a month 30): the one unit
    conversion, for notice periods and ISO durations alike ("three (3) months" -> 90)."""
    unit = unit.lower().strip()
    unit = unit[:-1] if unit.endswith("s") else unit
    return round(amount * DAYS_PER_UNIT[unit])


_SMALL_NUMBERS = {
    w: i
    for i, w in enumerate(
        re.findall(
            r"\w+",
            "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
            " sixteen seventeen eighteen nineteen",
        )
    )
}
_TENS = {
    w: 10 * i
    for i, w in enumerate(re.findall(r"\w+", "_ _ twenty thirty forty fifty sixty seventy eighty ninety"))
    if i > 1
}
NUMBER_WORD = "|".join(sorted([*_SMALL_NUMBERS, *_TENS, "hundred", "thousand"], key=len, reverse=True))


def words_number(words: str) -> int | None:
    """'one hundred twenty' -> 120, 'forty-five' -> 45, 'sixty' -> 60; None if not only number words."""
    total = current = 0
    tokens = [t for t in re.split(r"[\s-]+", words.lower().strip()) if t and t != "and"]
    for token in tokens:
        if token in _SMALL_NUMBERS:
            current += _SMALL_NUMBERS[token]
        elif token in _TENS:
            current += _TENS[token]
        elif token == "hundred":
            current = (current or 1) * 100
        elif token == "thousand":
            total, current = total + (current or 1) * 1000, 0
        else:
            return None
    return (total + current) if tokens else None
