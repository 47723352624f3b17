"""Phrases of a question the offline planner understands: dates and ranges, money, places.

Pure functions on text, no I/O. Dates come back as inclusive (start, end) ranges plus the date
field they are about ("ended after ..." is the end date; "signed in ..." the effective date).
Relative phrases ("in the next 6 months", "last year", "the second half of 2018", "expiring soon")
are read against a given day (`find_relative_dates`), with `dateutil`'s calendar arithmetic.
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache
from typing import Any

from dateutil.relativedelta import MO, TH, relativedelta
from rapidfuzz.distance import DamerauLevenshtein

from agent.places import us_state_names
from core import clock
from core.clause_categories import CATEGORIES
from core.contract_types import CONTRACT_TYPES
from graph_ingest.extract.parties import ROLE_WORDS

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
# a day with its month and year: "March 3rd, 2020", "3 March 2020", "the 3rd of March 2020"
# day first, with dots, as most of Europe writes it: "31.12.2019", "1.3.2020"
DOTTED_DATE = r"(?<![\d.])(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.\d{4}(?![\d.]*\d)"
_DAY_DATE = rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{_MONTH},?\s+\d{{4}}"
# a day with its month and year, as a day is written in full ("12/31/2018", "2018-12-31", "31 Dec 2018")
FULL_DATE = (
    rf"\d{{1,2}}/\d{{1,2}}/(?:\d{{4}}|\d{{2}}(?![\d/]))|\d{{4}}-\d{{1,2}}-\d{{1,2}}|{DOTTED_DATE}|{_DAY_DATE}"
)
# a whole message that puts one value right ("sorry, France not Germany"): not a question, a metric, the
# last list's rows or a date verb (a date swapped is read by the planner: "signed not ending") ...
PUT_RIGHT = (
    r"(?!(?:no|nope|sorry|instead|what|which|how|who|when|where|show|list|give|find|count|any|all|only|just|I|"
    r"ones|those|these|them|the|total|value|sum|average|avg|number|amount)\b)"
    r"(?!(?:sign|start|effective|begin|began|commenc|execut|end|expir|terminat|finish|run|renew)\w*\b)"
)
# ... and the old value after "not", no verb ("oops, deals not renewed?" asks which were not renewed)
TAKEN_BACK = r"not\s+(?!\w+(?:ed|ing)\b)(?!(?:sign|start|end|expir|terminat|renew)\w*\b)[^,;.?!]+"
_YEARLESS_DAY = rf"\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}|{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?"  # "1 Jan", "Jan 1st"
# a day, a month or a year as people give one in brackets: "(Sept 15)", "(March 2018)", "(31/12/2018)", "(2022)"
_ANY_DAY = rf"(?:{FULL_DATE}|{_MONTH}\s+(?:19|20)\d{{2}}|{_YEARLESS_DAY}|(?:19|20)\d{{2}})(?![\w/.-])"
# a day or a period named by its role in a report: "the balance sheet date", "period end", "the period under audit"
_ROLE_DAY = (
    r"eofy|end\s+of\s+(?:the\s+)?(?:financial|fiscal)\s+year|(?:fiscal\s+)?year[-\s]?end|period[-\s]?end|balance[-\s]sheet\s+date|reporting\s+date|cut[-\s]?off\s+date|"
    r"measurement\s+date|valuation\s+date"
)
_ROLE_PERIOD = (
    r"(?:period|year)\s+(?:under|being)\s+(?:audit|review)(?:ed)?|audit(?:ed)?\s+period|reporting\s+period|"
    r"(?:(?:next|current|this|last|previous|our|the)\s+)*(?:[\w&-]+\s+)?policy\s+year"
)
# a day named by its role that is only read with its date: "since last renewal on 1 October 2018"
_ROLE_GIVEN = (
    r"(?:our\s+)?(?:last|previous|latest)\s+(?:policy\s+)?renewal|(?:policy\s+)?inception|"
    r"expiry\s+of\s+(?:our|the)\s+(?:current\s+)?polic(?:y|ies)"
)
# a US state's law by its people's name ("Californian law")
_STATE_PEOPLE = {
    "Californian": "California",
    "Texan": "Texas",
    "Floridian": "Florida",
    "Nevadan": "Nevada",
    "Arizonan": "Arizona",
    "Virginian": "Virginia",
    "Pennsylvanian": "Pennsylvania",
    "Minnesotan": "Minnesota",
    "Oregonian": "Oregon",
    "Ohioan": "Ohio",
    "Coloradan": "Colorado",
    "Louisianan": "Louisiana",
    "Georgian": "Georgia",
    "Alabamian": "Alabama",
    "Oklahoman": "Oklahoma",
    "Iowan": "Iowa",
    "Nebraskan": "Nebraska",
    "Kansan": "Kansas",
    "Missourian": "Missouri",
    "Illinoisan": "Illinois",
    "Michigander": "Michigan",
    "Utahn": "Utah",
    "Delawarean": "Delaware",
    "Marylander": "Maryland",
}
_ROLE_TERM = re.compile(rf"(?:{_ROLE_DAY}|{_ROLE_PERIOD})", re.I)


def role_term(word: str) -> bool:
    """Whether `word` ("period-end", "balance-sheet-date") names a report's day or period by its role:
    framing words each, but together a date the question does not give."""
    return bool(_ROLE_TERM.fullmatch(word.replace("-", " ")))


DATE_RE = (
    r"(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{4}|(?<![\d/])(?:0?[1-9]|1[0-2])/\d{4}|"
    rf"{DOTTED_DATE}|"
    rf"{_DAY_DATE}|"
    rf"{_MONTH},?\s+\d{{4}}|(?:q[1-4](?:\s+of)?|(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter(?:\s+of)?)\s+\d{{4}}|"
    r"(?:19|20)\d{2}s?|(?<![\w$])['’]?[1-9]0s\b)"
)
_ORD = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
END_WORDS = re.compile(
    r"\b(end|ends|ended|ending|expir\w*|terminat\w*|end date|run out|ran out|runs out|running out|finish\w*|"
    r"renew\w*|lapse\w*|due(?!\s+to\s+(?:take|come|go|start|begin|commence|kick)))\b",  # not "due to take effect"
    re.I,
)
# an end still to come: "expiring", "will end", "coming up", "due"
_LOOKS_AHEAD = re.compile(
    r"\b(?:(?:expir|end|terminat|finish|laps|renew)ing|running\s+out|will|going\s+to|coming\s+up|upcoming|due)\b|"
    # "which contracts expire before 31/12/2019?": the present tense, with a day ahead
    r"\b(?:expire|expires|end|ends|lapse|lapses|run\s+out|runs\s+out|terminate|terminates)\s+(?:before|by|until|prior\s+to)\b",
    re.I,
)
_PAST_END = re.compile(r"\b(?:ended|expired|terminated|finished|lapsed|ran out|already)\b", re.I)
SOON_DAYS = 90  # "expiring soon", "upcoming renewals": the next 90 days (README: Asking questions)

# words that name a document, not which one ("the Initech agreement": Initech says which)
DOC_WORDS = (
    r"agreement|agmt|agrmt|contract|deal|alliance|licen[cs]e|sponsorship|collaboration|arrangement|partnership|"
    r"endorsement|msa|nda|sow"
)

# the shorthand people type in chat, as the words the planner reads ("maint. agmts w/in the next yr")
# after a short type word: the rest of a listing of types, then a word for contracts ("dev, mfg or supply agmts")
_TYPE_LIST_THEN_DOC = (
    r"(?:\s*(?:,|/|&|\+|or\b|and\b)\s*[\w-]+){0,4}\s*(?:agmts?|agrmts?|agreements?|deals?|contracts?|ones)\b"
)
# before a year: no month name or day ("1 March 2019", "03/2019") that makes it part of a date
_NO_DAY_BEFORE = "".join(f"(?<!{m}\\s)(?<!{m}\\.\\s)" for m in MONTHS) + r"(?<![\d/.-])(?<!\d\s)"


def _months_said(gloss: str) -> list[int]:
    """The months a bracketed gloss names, in order: by name ("Jan. 1 - Mar. 31", "jan-mar"), or in a
    day written with numbers where the day tells which number is the month ("30/09/19", "12/31/2018")."""
    found: list[tuple[int, int]] = []
    for m in re.finditer(rf"\b{_MONTH}", gloss, re.I):
        found.append((m.start(), MONTHS[m.group(0)[:3].lower()]))
    for m in re.finditer(r"\b(\d{1,2})[/.](\d{1,2})[/.]\d{2,4}\b", gloss):
        first, second = int(m[1]), int(m[2])
        if first > 12 and second <= 12:
            found.append((m.start(), second))
        elif second > 12 and first <= 12:
            found.append((m.start(), first))
    return [month for _, month in sorted(found)]


def _period_glossed(m: re.Match[str]) -> str:
    """ "Q1 this year (jan-mar)", "Q1 2020 (Jan. 1 - Mar. 31, 2020)", "CY2018 (Jan. 1 - Dec. 31, 2018)",
    "Q3 (1st of July to 30/09/19)": a calendar quarter, half or year, its span said again in brackets,
    read once; a gloss that is not that period (a fiscal quarter's months) stays, said back."""
    first, last = _months_of(m["period"]) if m["period"] else (1, 12)
    months = _months_said(m["gloss"])
    return m["said"] if months and (months[0], months[-1]) == (first, last) else m.group(0)


def _months_of(period: str) -> tuple[int, int]:
    """The first and last month of a calendar quarter or half ("Q3" -> 7, 9; "H1" -> 1, 6)."""
    number, size = int(period[1]), 3 if period[0].lower() == "q" else 6
    return (number - 1) * size + 1, number * size


def _quarter_glossed(m: re.Match[str]) -> str:
    """ "next quarter (Q3, jul - sep)": a relative quarter or half glossed by its name and months, which
    agree; read once, as said (the bracket only names it again)."""
    months = _months_said(m["gloss"])
    return m["said"] if months and (months[0], months[-1]) == _months_of(m["period"]) else m.group(0)


def _months_between(m: re.Match[str]) -> str:
    """ "January to March 2020", "Jan-Mar 2020": from the first day of one month to the last of the other."""
    year, first, last = int(m["year"]), MONTHS[m["first"][:3].lower()], MONTHS[m["last"][:3].lower()]
    if last < first:
        return m.group(0)
    end = monthrange(year, last)[1]
    return f"between {year}-{first:02d}-01 and {year}-{last:02d}-{end:02d}"


# French said inside English, as bilingual (Canadian, European) teams write: the words of contract work
# and of chat, as the English words the planner reads ("l'échéance" is the end date, "la loi du
# Delaware" Delaware law, "la suite svp" the next page). Accents optional: "echeance" is typed too.
_MONTHS_FR = {
    "janvier": "January", "f[ée]vrier": "February", "mars": "March", "avril": "April", "mai": "May",
    "juin": "June", "juillet": "July", "ao[uû]t": "August", "septembre": "September",
    "octobre": "October", "novembre": "November", "d[ée]cembre": "December",
}  # fmt: skip
_TYPES_FR = (
    r"licence|license|distribution|franchise|fourniture|approvisionnement|services?|fabrication|"
    r"commercialisation|marketing|parrainage|commandite|h[ée]bergement|maintenance|conseil|consultation|agence|"
    r"collaboration|partenariat|coentreprise|revente|sous-traitance"
)
_TYPE_FR = {
    "fourniture": "supply", "approvisionnement": "supply", "fabrication": "manufacturing",
    "commercialisation": "marketing", "parrainage": "sponsorship", "commandite": "sponsorship",
    "hebergement": "hosting", "conseil": "consulting", "consultation": "consulting", "agence": "agency",
    "partenariat": "partnership", "coentreprise": "joint venture", "revente": "reseller",
    "sous-traitance": "outsourcing", "service": "services",
}  # fmt: skip


def _type_fr(word: str) -> str:
    plain = word.lower().replace("é", "e")
    return _TYPE_FR.get(plain, plain)


FRENCH: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    (
        r"\b(?:arriv\w*|venir|vient|viennent|com(?:e|es|ing)|reach(?:es|ing)?)\s+(?:[àa]\s+|to\s+)?"
        r"(?:leur\s+|son\s+|their\s+|its\s+)?[ée]ch[ée]ance\b",
        "expire",
    ),
    (
        r"(?:\b(?P<the>le|la|les|l['’]|leur|son)\s*)?(?:\bdate\s+d['’])?\b[ée]ch[ée]ances?\b",
        lambda m: "the end date" if m["the"] else "end date",
    ),
    (r"(?<![\w'’])(?-i:l)['’](?=[A-ZÉ])", ""),  # "je voulais dire l'Ontario": Ontario (not "L'Oréal")
    (r"\b(?:le\s+|du\s+)?montants?\b", "the value"),
    (r"\b(?:la\s+)?(?:loi|droit)\s+applicable\b", "the governing law"),
    (r"\b(?:la\s+)?loi\s+(?:du|de\s+la|de\s+l['’]|de|des)\s*(?=\w)", "the law of "),
    (r"\b(?:les|des|nos|vos)\s+(?=contrats?\b)", "the "),  # "et les contrats de licence?"
    (r"\b(?:bonjour|salut|bonsoir)\b", "hello"),
    (
        rf"\bcontrats?\s+(?:de\s+|d['’])(?P<t>{_TYPES_FR})\b",
        lambda m: f"{_type_fr(m['t'])} contracts",
    ),
    (r"\bcontrats?\b", "contracts"),
    (r"\b(?:s['’]il\s+(?:vous|te)\s+pla[iî]t|(?-i:svp))\b", "please"),  # not "the SVP of Sales"
    (r"\bmerci(?:\s+beaucoup|\s+bien)?\b", "thanks"),
    (r"\b(?:non,?\s+)?pardon\b|\bd[ée]sol[ée]e?\b", "sorry"),
    (r"\bje\s+voulais\s+dire\b", "I meant"),
    (r"\bla\s+suite\b", "the rest"),
    (r"\bm[êe]me\s+chose\s+pour\s+(?:les\s+|la\s+|le\s+|l['’])?", "same for the "),
    (r"\b(?:le\s+)?nombre\s+(?:de|d['’])\s*", "number of "),
    (r"\bcombien\s+(?:de|d['’])\s*", "how many "),
    (r"\bcombien\b", "how many"),
    (r"\bquel(?:le)?s?\b", "which"),
    (r"\bentre\s+(?:le\s+)?(?=\d)", "between "),
    (r"(?<=\d)\s+et\s+(?:le\s+)?(?=\d)", " and "),
    (r"\b(?:d['’]ici|avant)\s+(?:la\s+)?fin\s+(?:de\s+|d['’])(?:l['’]ann[ée]e\s+)?", "by the end of "),
    (r"\b(?:[àa]\s+)?la\s+fin\s+(?:de\s+|d['’])(?:l['’]ann[ée]e\s+)?(?=\d)", "the end of "),
    (r"\b(?:avant|d['’]ici)\s+(?:le\s+)?(?=\d)", "before "),
    (r"\bsigné(?:e?s?)(?!\w)", "signed"),  # not English "expire" or "signee": the accent said
    (r"\bexpiré(?:e?s?)(?!\w)", "expired"),
    (r"\ben\s+vigueur\b", "in force"),
    (r"\b(?:apr[èe]s|[àa]\s+partir\s+du?)\s+(?:le\s+)?(?=\d)", "after "),
    (r"\bdepuis\s+(?:le\s+)?(?=\d)", "since "),
    (r"\bjusqu['’]au\s+(?=\d)", "until "),
    (r"\bet\s+en\s+(?=(?:19|20)\d\d\b)", "and in "),
    (r"\ben\s+(?=(?:19|20)\d\d\b)", "in "),
    # "et" between the words of what is asked: "montant et loi applicable", "la loi et l'échéance"
    (
        r"(?<![\w'’])(?-i:et)(?=\s+(?:l['’]|la\b|le\b|les\b|the\b|end\s+date|value|governing|parties|term)\b)",
        "and",
    ),
    (r"\b(?:devrait|devrions|doit|faudrait)[- ](?:on|nous|il)\b|\bdevrions-nous\b", "should we"),
    (r"\b(?:un|une|des|nos)\s+partenaires?\b", "a partner"),
    (r"\bau\s+(?=Qu[ée]bec|Canada|Mexique|Japon|Royaume-Uni|Br[ée]sil)", "in "),
    (r"\baux\s+[ÉE]tats-Unis\b", "in the United States"),
    # "any province", "split them by province" (not "the laws of a Canadian province": said back)
    (r"\b(any|by|per|each|every|which|what|whichever)\s+provinces?\b", r"\1 state"),
    (r"\b(\d{1,2})(?:er|re)\b", r"\1"),
    *((rf"(?<=\d\s){fr}\b", en) for fr, en in _MONTHS_FR.items()),
    (r"\bnon-concurrence\b", "non-compete"),
    (r"\bexclusivit[ée]\b", "exclusivity"),
    (r"\br[ée]siliation\b", "termination"),
    (r"\brenouvellement\b", "renewal"),
    (r"\bpr[ée]avis\b", "notice"),
)
_FRENCH = tuple((re.compile(p, re.I), r) for p, r in FRENCH)
# an amount as French Canada writes it: "1,5 M$", "500 k$", "2 000 000 $ US" (dollars; "$ CA" stays
# a currency said, so it is flagged as not converted)
_CAD_AFTER = re.compile(
    r"(?<![\w$.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+(?:,\d+)?\s*[MmKk]?)\s*\$\s*(?:CA|CAD)\b"
)
_DOLLARS_AFTER = re.compile(
    r"(?<![\w$.,])(?P<n>\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+(?:,\d+)?)\s*(?P<unit>[MmKk]|G)?\s*\$(?P<us>\s*(?:US|USD)\b)?"
    # not "signed in 2019 $1M+" (the sign of the next amount), "the total 2019 $ value" (a year, then "$")
    r"(?!\s*(?:CA|CAD|AU|AUD)\b)(?!\s*\d)(?!\s*(?:values?|totals?|amounts?|figures?|worth|terms)\b)"
)


_SPACES = re.compile(r"[ \u00a0\u202f]")  # between thousands: a space, a no-break or narrow one


def _dollars_after(m: re.Match[str]) -> str:
    if not m["unit"] and not m["us"] and re.fullmatch(r"(?:19|20)\d\d", m["n"]):
        return m.group(0)  # "2018 and 2019 $ totals": a year
    number = _SPACES.sub("", m["n"]).replace(",", ".")
    unit = {"m": "M", "k": "K", "g": "B"}.get((m["unit"] or "").lower(), "")
    return f"${number}{unit}"


# a year or a day after a comparison sign (not an amount: "> 2019k", "< 2000 $")
_YEAR_OR_DAY = r"(?:(?:19|20)\d\d|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|(?:19|20)\d\d-\d\d-\d\d)(?![\d.,]|\s*(?:[kKmM$]|usd|dollars)\b)"


# a sign after a value's words compares an amount, not a date: "a value > 2000", "worth < 1999"
_VALUE_BEFORE = re.compile(r"(?:values?|worth|amounts?|priced?|costs?|fees?|tcv|acv|\$)\s*(?:of\s+)?$", re.I)


def _date_sign(m: re.Match[str], words: str) -> str:
    return m.group(0) if _VALUE_BEFORE.search(m.string[: m.start()]) else words


SHORTHAND: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    (
        r"(?P<said>\b(?:(?P<period>q[1-4]|h[12])\b[^()?]{0,25}?|(?:cy|calendar(?:\s+year)?)\s*(?:19|20)\d{2}\b))\s*"
        r"\((?P<gloss>[^()]{3,50})\)",
        _period_glossed,
    ),
    (
        r"(?P<said>\b(?:next|this|last|the\s+coming|coming|the\s+current|current|the\s+next|the\s+last)\s+(?:quarter|half))\s*"
        r"\((?P<gloss>\s*(?P<period>q[1-4]|h[12])\b[^()]{3,40})\)",
        _quarter_glossed,
    ),
    # "in March and May 2018", "Jan, Mar or May 2019": each month in the year said once, after the last
    (
        rf"\b(?P<m>{_MONTH})\.?\s*(?P<j>,\s*(?:and|or)?|and|or|&|/)\s*"
        rf"(?=(?:(?:{_MONTH})\.?\s*(?:,\s*(?:and|or)?|and|or|&|/)\s*)*(?:{_MONTH})\.?,?\s+(?P<y>(?:19|20)\d\d)\b)",
        lambda m: f"{m['m']} {m['y']} {m['j'].strip()} ",
    ),
    # "January to March 2020", "Jan-Mar 2020", "between January and March 2018": the months between, in that year
    (
        rf"\bbetween\s+(?P<first>{_MONTH})\.?\s+and\s+(?P<last>{_MONTH})\.?,?\s+(?P<year>(?:19|20)\d\d)\b",
        _months_between,
    ),
    (
        rf"\b(?P<first>{_MONTH})\.?\s*(?:-|–|to|through|thru|until)\s*(?P<last>{_MONTH})\.?,?\s+(?P<year>(?:19|20)\d\d)\b",
        _months_between,
    ),
    # chat markup left in the text: a quote's ">", *bold*, _italic_, @mentions of people (not `code`:
    # a contract's id is quoted so, "tell me about `ACME_2019-EX-10.1`")
    (r"(?:^|(?<=\n))\s*>+\s*", ""),
    # a letter's salutation: "Dear bot,", "Dear colleagues:", "Dear Ms Bot!"
    (r"^\W*dear\s+(?:[\w.'’-]+\s+){0,2}?[\w.'’-]+\s*[,:!]\s*", ""),
    # "next: the Acme licence", "DD: count of ...", "Q: ..." (a checklist's label; not "Q3:", which may be a quarter)
    (
        r"^\s*(?:next|also|then|moving\s+on|item\s+\d+|dd|q|re|fyi|nb|n\.b\.|query|question(?:\s+\d+)?|todo|to\s+do)\s*[:\-–—]\s*",
        "",
    ),
    # a date compared with a sign: "effective date ≥ 2019", "ending &lt; 1/1/2020" (Slack's "<"), not an amount
    (rf"(?:≥|>=|=>)\s*(?={_YEAR_OR_DAY})", lambda m: _date_sign(m, "on or after ")),
    (rf"(?:≤|<=|=<)\s*(?={_YEAR_OR_DAY})", lambda m: _date_sign(m, "on or before ")),
    (rf"(?<![<=-])>\s*(?={_YEAR_OR_DAY})", lambda m: _date_sign(m, "after ")),
    (rf"<(?![=-])\s*(?={_YEAR_OR_DAY})", lambda m: _date_sign(m, "before ")),
    # how the answer should look, not which contracts: "(types with no values can just be blank)"
    (
        r"\(?\b(?:types?|groups?|rows?|ones|those|categories)\s+(?:with|without)\s+(?:no\s+|a\s+)?(?:values?|amounts?|\$)\s+"
        r"(?:can|could|should|may)\s+(?:just\s+)?(?:be|show|stay|read)\s+(?:as\s+)?(?:blank|empty|zero|0|n/?a|a\s+dash)\b\)?",
        " ",
    ),
    # a bulleted list (Slack's "•" lines): its items, one after another ("only:\n• reseller\n• hosting" ->
    # "only: reseller, hosting")
    (
        r"(?:(?:^|\n)[ \t]*[•◦▪‣∙][ \t]*[^\n]*)+",
        lambda m: (
            " "
            + ", ".join(i.strip() for i in re.split(r"(?:^|\n)[ \t]*[•◦▪‣∙][ \t]*", m.group(0)) if i.strip())
            + "\n"
        ),
    ),
    # an arrow between two ends of a period: "(Q3, jul → sep)", "Jan -> Mar"
    (r"\s*(?:→|⟶|->)\s*", " - "),
    # an emoji as Slack writes it: ":eyes:", ":+1::skin-tone-2:" (not "10:30", "Q3:")
    (r"(?<![\w:]):[a-z0-9][a-z0-9_+'-]*:(?::skin-tone-\d:)?(?![\w:])", " "),
    (r"(?<![\w*_`])[*_]+(?=\w)|(?<=[\w.?!)])[*_]+(?![\w*_`])", ""),
    (r"(?<!\S)@[\w.-]+(?:\s+(?:has\s+)?(?:asked|mentioned|noted|said)\s+(?:(?:this|it)\s+)?above\b)?", ""),
    (r"(?<!\S)#\s*of\b", "number of"),
    (r"\b(?:pls|plz)\b", "please"),
    (r"\bin\s+terms\s+of\b", "by"),  # "the top five in terms of value"
    # "widen it back out - all types": what follows says how ("it" is the search, not a contract)
    (
        r"\b(?:widen|broaden|open)\s+(?:it|this|that|things|the\s+(?:search|list|filters?))\s+(?:back\s+)?(?:out|up)\b\W*",
        "",
    ),
    # "licences from 2015 or 2018": dated in one of those years, not since the first
    (
        r"\bfrom\s+(?=(?:19|20)\d{2}\s+or\s+(?:19|20)\d{2}\b(?!\s*(?:-|–|to|until|through|thru|onwards?|on)\b))",
        "in ",
    ),
    (
        r"(?<!red-)(?<!red )\bflag\b(?=\s+(?:any|anything|all|every|everything|the|contracts?|agreements?|deals?)\b)",
        "show",
    ),
    (r"\bgov(?:'d|\.)?(?=\s+by\b)", "governed"),
    (r"\bgov\.?(?=\s+law\b)", "governing"),
    (r"\b(?-i:DE)(?=\s+(?:gov\.?\s+|governing\s+)?law\b)", "Delaware"),
    (r"\bincl\b\.?", "including"),
    (r"\bexcl\b\.?", "excluding"),
    (r"\beff\b\.?(?=\s+date)", "effective"),
    (r"\bb/w\b", "between"),
    (r"\bYE\s?(\d{4})\b", r"31 December \1"),
    (r"\b(?:ex|non)[- ]?U\.?S\.?(?=\s+(?:gov\w*\.?\s+)?law\b)", "outside the United States"),
    (r"\b1st(?=\s+(?:one|on|in)\b)", "first"),
    # "ending first quarter 2020": that quarter, as "Q1 2020" (it was read as the year alone)
    *(
        (rf"\b(?:the\s+)?(?:{word})\s+quarter\s+(?:of\s+)?(?=(?:19|20)\d\d\b)", f"Q{n} ")
        for word, n in (("first|1st", 1), ("second|2nd", 2), ("third|3rd", 3), ("fourth|4th", 4))
    ),
    # "how many under California law, and how many under New York law?": the two laws compared
    (r"(?<=\blaw),?\s+and\s+how\s+many\s+(?:are\s+|were\s+|of\s+them\s+)?(?:under|governed\s+by)\s+", " vs "),
    (r"\b2nd(?=\s+(?:one|on|in)\b)", "second"),
    (r"\b3rd(?=\s+(?:one|on|in)\b)", "third"),
    (r"\bt4c\s+(it|them|this|that)\b", r"terminate \1 for convenience"),
    (r"\bw/in\b", "within"),
    # both kinds, whatever the list before kept: "expired incl.", "including the expired ones", "active or not"
    (
        r"\b(?:incl(?:uding|\.)?|plus|as\s+well\s+as)\s+(?:the\s+|any\s+|all\s+)?(?:expired|ended|terminated|lapsed|inactive|active|running)"
        r"(?:\s+(?:ones|contracts|agreements|deals))?(?:\s+(?:ones|too|as\s+well))?\b|"
        r"\b(?:expired|ended|terminated|lapsed|active|running)(?:\s+ones)?\s+(?:incl(?:uded|uding|\.)|too|as\s+well)(?!\w)|"
        r"\b(?:whether\s+(?:they(?:'re|\s+are)\s+)?)?(?:expired|ended|terminated|active|running)\s+or\s+(?:not|active|expired|running|ended)\b|"
        r"\b(?:regardless\s+of|any)\s+status\b",
        "drop the status filter",
    ),
    # leaving out the ones that ended (or the running ones) is keeping the others: "w/o the expired ones"
    (
        r"\b(?:w/o|without|excluding|except(?:\s+for)?|minus|not\s+counting|leav(?:e|ing)\s+out|drop(?:ping)?)\s+"
        r"(?:the\s+|any\s+|all\s+)?(?:expired|ended|terminated|lapsed|dead|inactive)(?:\s+(?:ones|contracts|agreements|deals))?\b",
        "the ones not expired",
    ),
    (
        r"\b(?:w/o|without|excluding|except(?:\s+for)?|minus|not\s+counting|leav(?:e|ing)\s+out|drop(?:ping)?)\s+"
        r"(?:the\s+|any\s+|all\s+)?(?:active|running|live|current)(?:\s+(?:ones|contracts|agreements|deals))?\b",
        "only the expired ones",
    ),
    (r"\bw/o\b", "without"),
    (r"\bw/\s*(?=\w)", "with "),
    # "k" for a contract, as contracts managers write it (not "250k", "250 k", "Schedule K", "K-Tron")
    (r"\b(the|this|that|each|every|a|which|whose)\s+k['’]s\b", r"\1 contract's"),
    (r"(?<![\d$€£.,])(?<!\d )(?<!schedule )(?<!exhibit )(?<!form )(?<!annex )\bk['’]?s\b", "contracts"),
    (
        r"(?<![\d$€£.,])(?<!\d )(?<!schedule )(?<!exhibit )(?<!form )(?<!annex )\bk\b(?![-'’.&]?\w)",
        "contract",
    ),
    (r"\b(?:ctr|c)pt(?:y|ie)s\b|\bcptys\b", "counterparties"),
    (r"\b(?:ctr|c)pty\b", "counterparty"),
    (r"\bliab\b\.?", "liability"),
    (
        r"\bdiff\b(?=\s+(?:companies|parties|counterparties|partners|suppliers|vendors|customers|entities|firms))",
        "different",
    ),
    (r"\b(?:iirc|afaik|afaict|imo|imho|tbh|fwiw|ngl)\b[,:]?", ""),
    # a year written with two digits: "3/1/18", "Q3 '18", "Dec '19" (00-68: 20xx; 69-99: 19xx, as strptime's %y)
    (r"(?<![\d/])(\d{1,2}/\d{1,2}/)([0-6]\d)(?![\d/])", r"\g<1>20\2"),
    (r"(?<![\d/])(\d{1,2}/\d{1,2}/)([7-9]\d)(?![\d/])", r"\g<1>19\2"),
    (r"(?<![\w'’])['’]([0-6]\d)(?![\w'’%])", r"20\1"),
    (r"(?<![\w'’])['’]([7-9]\d)(?![\w'’%])", r"19\1"),
    # a board's word for a contract's value: "our largest single commitment", "the biggest financial commitment"
    (
        r"\b(largest|biggest|highest|smallest|lowest)\s+(?:single\s+)?(?:financial\s+)?commitments?\b",
        r"\1 value",
    ),
    # "2019 to date", "so far in 2019": from its first day until today (not "1 March 2019 to date": from that day)
    (
        rf"\b(?:in\s+)?{_NO_DAY_BEFORE}((?:19|20)\d{{2}})\s+(?:to\s+date|so\s+far|thus\s+far)\b",
        r"since 1 January \1",
    ),
    (r"\b(?:so|thus)\s+far\s+(?:in|this)\s+((?:19|20)\d{2})\b", r"since 1 January \1"),
    # "since the start of 2018", "from the beginning of 2017 on": from its first day until today
    (r"\b(since|from)\s+the\s+(?:start|beginning)\s+of\s+((?:19|20)\d{2})\b", r"\1 1 January \2"),
    # "the top three", "the five biggest", "oldest four": a rank's count in digits
    (
        r"\b(top|first|last|biggest|largest|oldest|newest|latest|earliest|smallest|highest|lowest)\s+"
        r"(two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\b",
        lambda m: f"{m.group(1)} {_ONES.index(m.group(2).lower())}",
    ),
    (
        r"\b(?<!one of the )(two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\s+"
        r"(biggest|largest|oldest|newest|latest|earliest|smallest|highest|lowest|most)\b",
        lambda m: f"{_ONES.index(m.group(1).lower())} {m.group(2)}",
    ),
    # "new contracts signed in 2019": the date says how new
    (
        r"\bnew\s+(?=(?:contracts|agreements|agmts|deals)\b(?=.*\b(?:signed|executed|entered|dated|effective|since|"
        r"ytd|qtd|so\s+far|to\s+date|this\s+(?:year|quarter|month)|last|past|(?:19|20)\d\d)\b))",
        "",
    ),
    # "in each of the four full years from 2015 to 2018", "each of the last 3 years": per year
    (
        r"\b(?:in\s+)?each\s+of\s+the\s+(last|past|previous|next|coming)\s+(\w+)\s+(?:full\s+|calendar\s+)?years\b",
        r"per year in the \1 \2 years",
    ),
    (r"\b(?:in\s+)?each\s+of\s+the\s+(?:\w+\s+)?(?:full\s+|calendar\s+)?years\b", "per year"),
    # a lawyer's periods: "the 12-month period ending today", "from and after 1 January 2019"
    (
        r"\b(?:in|during|over|within)\s+the\s+([\w-]+?)[- ](month|year|week|day)\s+period\s+"
        r"(?:ending|up\s+to|to)\s+(?:today|now|the\s+present|the\s+date\s+hereof)\b",
        r"in the last \1 \2s",
    ),
    (r"\bfrom\s+and\s+after\b", "on or after"),
    # "expire on or before 31 March 2020 and have not yet expired": still to expire, by then
    (
        r"\bexpire(?:s)?\s+(on\s+or\s+before|before|by|prior\s+to)\b([^?]*?)\s*,?\s+and\s+(?:have|has)\s+not\s+"
        r"(?:yet\s+)?expired(?:\s+yet)?\b",
        r"are expiring \1\2",
    ),
    (r"\beach\s+calendar\s+year\b", "each year"),
    (r"\baggregate\s+(?:stated\s+)?(value|amount|worth|consideration)\b", r"total \1"),
    # a register's notation: "end date >= 2019-03-31", "2015 -> 2018", "per year of effect"
    (r"(?:>=|≥|=>)\s*(?=(?:19|20)\d{2}-\d{1,2}-\d{1,2}\b|\d{1,2}/\d{1,2}/\d{2,4}\b)", "on or after "),
    (r"(?:<=|≤|=<)\s*(?=(?:19|20)\d{2}-\d{1,2}-\d{1,2}\b|\d{1,2}/\d{1,2}/\d{2,4}\b)", "on or before "),
    (r"\b((?:19|20)\d{2})\s*(?:->|→|=>)\s*((?:19|20)\d{2})\b", r"\1 to \2"),
    (r"\byear\s+of\s+(?:effect|signing|signature)\b", "year"),
    # a blank field of the register: "end date = n/a", "value is blank"
    (
        r"\b(?:the\s+)?(end|expiry)\s+date\s+(?:field\s+)?(?:=\s*|is\s+)?(?:n/a|blank|empty|missing|tbd|unknown)\b",
        r"no \1 date",
    ),
    (
        r"\b(?:the\s+)?(?:total\s+)?value\s+(?:field\s+)?(?:=\s*|is\s+)?(?:n/a|blank|empty|missing|tbd|unknown)\b",
        "no value",
    ),
    (r"\bfinancial\s+years?\b", "fiscal year"),
    # "the law of each foreign country", "per foreign governing law": per country, the US left out
    (
        r"\b(each|per)\s+foreign\s+(?:countr(?:y|ies)|jurisdictions?|governing[- ]laws?|laws?)\b|"
        r"\b(by)\s+foreign\s+(?:countr(?:y|ies)|jurisdictions?)\b",  # not "governed by foreign law": a filter
        r"\1\2 governing-law country, under foreign law",
    ),
    (r"\b(?:the\s+)?current\s+fiscal\s+year\b", "this fiscal year"),
    # "... this financial year? For us that is the calendar year.": the default, said again
    (
        r"(?<=[?.])\s*(?:for\s+us,?\s+)?(?:(?:that|this|it)(?:['’]s|\s+is|\s*=)|our\s+(?:fy|fiscal\s+year)\s+(?:is|=))\s+(?:just\s+)?"
        r"the\s+calendar\s+year\s*\.?",
        " our fiscal year is the calendar year.",  # a definition, read (and no note that it was assumed)
    ),
    # an amount named by what it is to the team: "our $250k materiality threshold", "the 1m approval limit"
    (
        r"(\$\s*\d[\d,.]*\s*(?:k|m|mm|mn|bn|million|thousand|billion)?|\d[\d,.]*\s*(?:k|m|mm|mn|bn|million|thousand|"
        r"billion)\b)\s+(?:materiality|reporting|approval|review|sign[- ]?off|de\s+minimis|audit)\s+"
        r"(?:thresholds?|limits?|levels?|cut[- ]?offs?)\b",
        r"\1",
    ),
    # the parties, as a register or an auditor names them: "the contracting entities", "legal entities"
    (
        r"\b(?:contracting|signatory|signing|legal|counterparty)\s+(?:entit(?:y|ies)|part(?:y|ies))\b",
        "parties",
    ),
    (
        r"^\W*(?:nah|nope|naw|no\s+wait|wait\s+no|sorry\s+no)\b",
        "no",
    ),  # "nah, I meant the resellers": a correction
    (r"^\W*no[,.!]?\s+(?=the\b)", "I meant "),  # "no, the resellers": the last turn corrected
    (r"^\W*no[,.!]?\s+(?=[A-Z][a-z]+\W*$)", "I meant "),  # "no wait, Korea": one name, the last turn's slot
    (r"\bhalf\s+a\s+mil(?:lion)?\b", "500k"),  # "between $100K and half a mil"
    (r"\b(?:a|one)\s+mil(?:lion)?\s+and\s+a\s+half\b", "1.5 million"),  # "over a mil and a half"
    (
        r"\b(based|located|headquartered)\s+(?:over\s+|right\s+)?here\s+in\b",
        r"\1 in",
    ),  # "based here in California"
    (
        r"\bre-?up(s|ped|ping)?\b",
        lambda m: "renew" + {"s": "s", "ped": "ed", "ping": "ing"}.get(m.group(1) or "", ""),
    ),
    # "still going after Labor Day": ending after that day
    (  # (not "going after our customers": soliciting them)
        r"\b(?:still\s+)?(?:going|running|live|active|in\s+force)\s+(?:after|past|beyond)\b"
        r"(?!\s+(?:[\w'’-]+\s+){0,2}?(?:customers?|clients?|accounts?|employees?|staff|people|business)\b)",
        "ending after",
    ),
    (
        r"(?-i:\bnew\s+)(?=(?:contracts?|agreements?|agmts?|deals?)\s+(?:started|signed|began|kicked|went|were)\b)",
        "",
    ),
    (
        r"\b(?:are|were)\s+we\s+(?:a\s+)?part\s+of\b",
        "do we have",
    ),  # "how many affiliate programs are we part of?"
    (r"(\d)\s*mil\b", r"\1 million"),
    (r"\b(?:did|do|will)\s+we\s+close\b", "did we sign"),  # a sales team's "close": signing
    (r"\bnet[- ]new\s+logos?\b", "new contracts"),
    # "is the non-solicit enforceable under HK law?": the law of the legal question (advice), no filter
    (
        r"\b((?:un)?enforceable|valid|invalid|legal|illegal|lawful|unlawful|binding|void)\s+(?:under|in)\s+(?:the\s+)?"
        r"(?:laws?\s+of\s+)?(?:[\w.'’-]+\s+){0,3}?laws?\b",
        r"\1",
    ),
    (r"(?<=\?)\s*[-–(]?\s*(?:just\s+)?(?:a\s+)?(?:yes\s+or\s+no|y/n)\s*[?.!)]*\s*$", ""),  # "...? yes or no"
    (r"\b(total|aggregate|combined|overall)\s+stated\s+(value|amount|contract\s+value)\b", r"\1 \2"),
    (r"\baussie\b", "Australian"),
    (r"\beom\b", "the end of this month"),
    (r"\beoq\b", "the end of this quarter"),
    (r"\bag(?:re?)?mts\b", "agreements"),
    (r"\bag(?:re?)?mt\b", "agreement"),
    # units, also glued to their number ("2yrs", "6mos"; "mo" alone may be Missouri)
    (r"(?:(?<=\d)|\b)yrs\b", " years"),
    (r"(?:(?<=\d)|\b)yr\b", " year"),
    (r"(?:(?<=\d)|\b)mn?ths\b", " months"),
    (r"(?:(?<=\d)|\b)mn?th\b", " month"),
    (r"(?<=\d)\s*mos?\b", " months"),
    (r"(?:(?<=\d)|\b)wks\b", " weeks"),
    (r"(?:(?<=\d)|\b)wk\b", " week"),
    (r"(?:(?<=\d)|\b)qtrs\b", " quarters"),
    (r"(?:(?<=\d)|\b)qtr\b", " quarter"),
    (r"\bmaint\b\.?", "maintenance"),
    (r"\bmfg\b", "manufacturing"),
    # "ex-US partners", "ex-Japan rights": outside that place (a capital after it: not "ex-wife")
    (r"\bex-(?=(?-i:[A-Z]))", "non-"),
    # a general counsel's phone shorthand: "lic agmts", "govd by", "agmts w", "next q", "this fy", "a min"
    (r"\blic(s)?\b\.?", r"license\1"),
    (r"\bgovd\b", "governed"),
    # an Indian-English office's words: "w.e.f. 01/04/2018 till date", "the no. of", "type-wise", "the same"
    (
        r"\bw\.?\s?e\.?\s?f\.?\s+(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b",
        r"from \1.\2.\3",
    ),  # day first, as it is written
    (r"\bw\.?\s?e\.?\s?f\.?(?=\s)", "from"),
    # a date with dashes and its year last is day first ("31-03-2019"), as dotted dates are
    (r"(?<![\d-])(\d{1,2})-(\d{1,2})-(\d{4})(?![\d-])", r"\1.\2.\3"),
    (r"\b(?:till|until|upto|up\s+to)\s+date\b", "until today"),
    (r"\bno\.(?=\s+of\b)", "number"),
    (r"\b(type|state|country|year|quarter|month|party|vendor|counterparty|law)-wise\b", r"per \1"),
    (r"\b(?:out\s+of|of|from|among(?:st)?)\s+the\s+same\b", "of those"),
    (r"\b(?:share|send|provide|give)\s+(?:me\s+|us\s+)?(?:the\s+list\s+of\s+)?the\s+same\b", "list them"),
    (r"\bthe\s+list\s+of\s+the\s+same\b", "the list of them"),
    (r"\b(renew|update|delete|remove|check|cancel|extend|amend|prepone|postpone)\s+the\s+same\b", r"\1 it"),
    (r"\b(?:please\s+|kindly\s+)?do\s+the\s+needful\b\.?", ""),
    (r"\b(?:please\s+|kindly\s+)?revert\s+(?:back\s+)?with\s+the\s+(list|details|count)\b", r"list them"),
    (r"\b(?:(?:please|kindly)\s+)?(?:check\s+and\s+)?revert(?:\s+back)?\b\.?", ""),
    (r"\b(?:i\s+)?request\s+you\s+to\s+", ""),
    (
        r"\b(?:please|kindly|pls)\s+share\b(?=\s+(?:the|me|us|a|all|with|our)\b)",
        "show",
    ),  # "kindly share the list of"
    (r"\bi\.?e\.?(?=\s)", ""),
    (
        r"\s*\((?:in\s+)?(?:usd|us\$|\$|dollars)\)",
        "",
    ),  # "the total value (USD) of": the currency the values are in
    (r"\bAMCs\b", "maintenance contracts"),
    (r"\bAMC\b", "maintenance contract"),
    (r"\btenure\b", "term"),
    # a correction of the last turn: "no sorry meant reseller", "oops, I meant the NY ones" (not a date
    # swapped: "no I meant signed not ending" is read as such)
    (
        r"^\W*(?:(?:(?:no|nope|sorry|apologies|my\s+apologies|perd[oó]n|disculpa|oops|whoops|ugh|argh|doh|actually|ah|typo(?:\s+on\s+my\s+(?:end|part|side))?|"
        r"(?:damn\s+|stupid\s+|bloody\s+)?auto-?correct(?:ed)?(?:\s+again)?|"
        r"my\s+(?:mistake|bad|typo)|i\s+(?:have\s+|['’]ve\s+)?(?:confused|mixed\s+up|mixed\s+(?:it|that|them)\s+up|"
        r"got\s+(?:it|that|them)\s+(?:wrong|mixed\s+up))"
        r"(?:\s+(?:it|that|them|those|something))?|i\s+made\s+a\s+(?:mistake|typo))\s*[,.!–—-]*\s+)+(?:i\s+)?(?:meant|mean)|"
        r"(?:i\s+)?meant)\s+(?:the\s+)?"
        r"(?!(?:sign|start|effective|begin|began|commenc|execut|end|expir|terminat|finish|run)\w*\b)",
        "instead ",
    ),
    # "sorry - Delaware, not NY": a correction without "I meant"
    (
        r"^\W*(?:(?:no|nope|sorry|apologies|oops|my\s+(?:bad|mistake))\s*[,.!:–—-]*\s+)*"
        r"(?!(?:no|nope|sorry|instead|what|which|how|who|when|where|show|list)\b)(?![^,]*\b(?:meant|mean)\b)"
        r"(?=(?:[\w.'’&-]+\s+){0,2}[\w.'’&-]+\s*[,–—-]\s*(?:and\s+)?not\s+[^,;.?!]+[.?!]*\s*$)",
        "instead ",
    ),
    # "... I meant Delaware, not Nevada.": the value put right, the wrong one said with it
    (r"^(instead\s+[^,;]+?),?\s+(?:and\s+)?not\s+[^,;.?!]+(?=[.?!]*\s*$)", r"\1"),
    # "and Texas instead of California", "Colorado rather than Texas pls", "sorry, France not Germany": a
    # whole message that only puts one value right, the old one said after it
    (
        r"^\W*(?:(?:and|ok(?:ay)?|now|so|no|nope|sorry|oops|my\s+(?:bad|mistake))\s*[,.!:–—-]*\s+)*"
        rf"{PUT_RIGHT}(?![^?]*\b(?:meant|mean)\b)"
        r"((?:[\w.'’&-]+\s+){0,2}?[\w.'’&-]+)\s*,?\s+(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:the\s+)?"
        r"[\w.'’&-]+(?:\s+[\w.'’&-]+){0,2}?\s*(?:pls|please|then)?[.?!]*\s*$",
        r"instead \1",
    ),
    (
        rf"^\W*(?:no|nope|sorry|oops|my\s+(?:bad|mistake))\s*[,.!:–—-]*\s+{PUT_RIGHT}"
        rf"((?:[\w.'’&-]+\s+){{0,2}}?[\w.'’&-]+)\s+{TAKEN_BACK}[.?!]*\s*$",
        r"instead \1",
    ),
    (r"\bw\b(?=\s*[?.!]*\s*$)", "with"),
    (r"\b(next|this|last|prior|previous|current)\s+q\b(?![\d'’])", r"\1 quarter"),
    (r"\b(next|this|last|prior|previous|current)\s+fy\b(?![\d'’])", r"\1 fiscal year"),
    (r"(?<!\d)(?<!\d\s)\bmin\b\.?(?!\s*(?:ago|read|later|left)\b)", "minimum"),
    (r"\bpromo\b", "promotion"),
    (r"\bcol?lab(s)?\b", r"collaboration\1"),  # "our collabs", "colab"
    # a type's short form, where the listing it is in names contracts: "dev, mfg or supply agmts", "CM deals",
    # "CMO / CDMO agreements" (contract manufacturers: capitals only), "distrib deals", "3PL contracts"
    # (and the last of a listing: "services and dev - counts pls")
    (
        rf"\bdev(?={_TYPE_LIST_THEN_DOC}|\s*[,/+&])|(?<=[,/+&:])\s*\bdev\b|"
        r"(?:(?<=\band\s)|(?<=\bor\s))dev\b(?=\s*(?:[-–—?.!,;)]|$))",
        " development",
    ),
    (rf"\bahead\s+of(?=\s+(?:the\s+)?(?:\d|{_MONTH}\b))", "before"),  # "ahead of Feb 2"
    (r"\bagrement(s?)\b", r"agreement\1"),  # "agrement"
    # "haven't kicked in yet", "not yet in effect": not started by today
    (
        r"\b(?:have\s*n['’]?t|has\s*n['’]?t|have\s+not|has\s+not|not\s+yet)\s+(?:yet\s+)?(?:kicked\s+in|kicked\s+off|"
        r"started|begun|commenced|come\s+into\s+(?:force|effect)|taken\s+effect)(?:\s+yet)?\b",
        "start after today",
    ),
    # "last FY (1.4.2018 to 31.3.2019)": the period as given
    (
        r"\b(?:the\s+)?(?:last|this|next|current|previous|prior)\s+(?:fy|fiscal\s+year|financial\s+year|year|quarter)\s*"
        rf"\(\s*(?:i\.?e\.?,?\s*|=\s*)?(?P<span>(?:{FULL_DATE})\s*(?:-|–|to|through|until)\s*(?:{FULL_DATE}))\s*\)",
        r"from \g<span>",
    ),
    (rf"(?-i:\bC(?:D)?MOs?\b|\bCMs?\b)(?={_TYPE_LIST_THEN_DOC}|\s*[,/+&])", "contract manufacturing"),
    (r"(?<=[,/+&])\s*(?-i:\bC(?:D)?MOs?\b|\bCMs?\b)", " contract manufacturing"),
    (r"\bcontract\s+manufacturers?\b", "contract manufacturing"),
    (r"\bdistrib(?:s\b|\b\.?)", "distribution"),
    (r"\b3pls?\b", "transportation"),
    # a marketing team's words: "talent / influencer deals" are endorsements, "co-marketing" marketing,
    # "affiliate programs" the affiliate agreements
    (
        rf"\b(?:talent|influencer)(?={_TYPE_LIST_THEN_DOC}|\s*[,/+&])|(?<=[,/+&:])\s*\b(?:talent|influencer)\b",
        " endorsement",
    ),
    (r"\bco-?marketing\b", "marketing"),
    (r"\b(affiliate)\s+program(s?)\b(?!\s+(?:agreements?|agmts?|contracts?|deals?)\b)", r"\1 agreement\2"),
    (r"\bmfn\b", "most favored nation"),
    (r"\bfavour(ed|able|ite)?\b", r"favor\1"),  # British spelling: "most favoured nation"
    (r"\bt4c\b", "termination for convenience"),
    # "the LoL", "a LoL clause" (not "... not DC lol)": a laugh, said at the end of a sentence or aside)
    (
        r"(?<=\w)(?<!\ba)(?<!\bthe)(?<!\bany)(?<!\bits)(?<!\bno)(?<!\btheir)(?<!\bour)(?<!\bhave)(?<!\bhas)"
        r"(?<!\bwith)(?<!\bwithout)(?<!\bcontain)(?<!\bcontains)(?<!^lol)\s*\b(?-i:lol|lmao|haha+|hehe)\b\s*(?=[)?!.,:;]|$)",
        "",
    ),
    (r"^\W*(?-i:lol|lmao|haha+|hehe)\b[,.!]*\s+(?=\S)", ""),
    (r"\blol\b", "limitation of liability"),
    (r"\bcoc\b", "change of control"),
    (r"\bb4\b", "before"),
    (r"\bdistro\b", "distribution"),
    (r"(?<=[a-z])\s+\+\s+(?=[a-z])", " and "),  # "JVs + alliances"; "2015+" stays "or later"
    (r"\bcali(?:f\.?)?(?!\w)", "California"),
    (r"\bsvcs?\b", "service"),
    (r"\bgov(?:er|re|r|e)n?i?n?g\b(?<!\bgoverning)", "governing"),  # "govering", "govening", "govrning"
    (r"\bdist\b\.?(?=\s*(?:or|and|/|&|,|agmts?|agreements?|contracts?|deals?)\b)", "distribution"),
    (r"\b(?:a\s+)?fortnight\b", "2 weeks"),
    (r"\beony\b", "the end of next year"),
    (r"\bthru\b", "through"),
    # "since 2 years", "since 6 months": the last two years (a Spanish or French way of saying it)
    (
        r"\bsince\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(years?|months?|weeks?|days?)\b",
        r"in the last \1 \2",
    ),
    # "how many contracts of distribution": distribution contracts
    (
        r"\b(contracts?|agreements?|agmts?)\s+of\s+(distribution|supply|licen[cs]e|franchise|agency|resell\w*|sponsorship|"
        r"consult\w*|services?|maintenance|hosting|outsourcing|transport\w*|manufactur\w*|marketing|endorsement)\b",
        r"\2 \1",
    ),
    # "the Michaelmas term, which for these purposes I shall take as 1 October to 31 December 2019": that span
    (
        rf"\b(?:during|in|over|within)?\s*(?:the\s+)?(?:[\w'’-]+\s+){{0,3}}?(?:term|period|season|window|quarter|cycle)\s*,?\s+"
        r"(?:which|that)\s+(?:for\s+(?:these|this|our|the)\s+purposes?\s+)?(?:i|we)\s+(?:shall|will|would|'ll)?\s*"
        rf"(?:take|treat|count|define)\s+(?:to\s+be\s+|as\s+)?(?P<span>(?:{_YEARLESS_DAY}|{FULL_DATE})\s*(?:to|-|–|until|through)\s*"
        rf"(?:{FULL_DATE}))",
        r" from \g<span>",
    ),
    # "academic year 2018/19 (1 August 2018 to 31 July 2019)": the period given
    (
        rf"\b(?:the\s+)?(?:academic|school|financial|fiscal|tax|policy|budget|programme|program)\s+year\s+"
        rf"(?:\d{{4}}(?:\s*[/-]\s*\d{{2,4}})?\s*)?\(\s*(?P<a>{FULL_DATE})\s*(?:to|-|–|until|through)\s*(?P<b>{FULL_DATE})\s*\)",
        r"from \g<a> to \g<b>",
    ),
    # "TTM view: ...", "in the trailing twelve months": the last twelve months
    (r"\bttm(?:\s+view)?\s*:\s*", "in the last 12 months: "),
    (
        r"\b(?:in\s+|over\s+|during\s+)?the\s+trailing\s+(?:twelve|12)\s+months\b|\b(?:over\s+|in\s+)?(?:the\s+)?ttm\b",
        "in the last 12 months",
    ),
    (r"\bcy\s*((?:19|20)\d{2})\b", r"calendar \1"),  # "CY2018"
    (r"\bkicked\s+off\b", "started"),
    (r"\bkicks?\s+off\b", "start"),
    # ways of saying a contract ends: "wraps up", "rolls off", "sunsetting", "comes to an end"
    (r"\b(?:wind|winds|winding|wound|wrap|wraps|wrapping|wrapped)\s+(?:up|down)\b", "end"),
    (r"\b(?:roll|rolls|rolling|rolled|come|comes|coming|came)[\s-]+off\b", "end"),
    (r"\bsunset(?:s|ting|ted)?\b", "end"),
    (r"\b(?:come|comes|coming|came)\s+to\s+an\s+end\b", "end"),
    # a day named by what happens on it, then given: "since the Series C close (March 2018)", "before our
    # next board meeting (Sept 15)", "before the patent cliff - call it end of 2022": that day
    (
        r"\b(?P<prep>since|before|after|until|till|through|ahead\s+of|prior\s+to|by(?=\s+(?:our|the|next|this)\b)"
        r"|between\s+(?:now|today)\s+and)\s+"
        # not a period restated: "by the end of the year (31.12.2019)" is read as both, once
        r"(?!(?:the\s+)?(?:end|start|beginning|middle|close)\s+of\b|(?:the\s+|this\s+|next\s+|last\s+)?"
        r"(?:year|quarter|month|week|fy|fiscal|q[1-4]|h[12]|eoy|today)\b)"
        rf"(?:(?!{_MONTH}\b|\d|(?:since|before|after|until|by|from|and|or)\b)[\w'’&.-]+\s+){{1,6}}?"
        # (the day's year said with its name: "since Canada Day 2016 (1 July 2016)")
        r"(?:(?:19|20)\d{2}\s*)?"
        rf"(?:\(\s*(?:i\.?e\.?,?\s*|=\s*|on\s+|in\s+|call\s+it\s+|say\s+)?(?P<day>{_ANY_DAY})\s*\)|"
        r"[-–—,:]\s*(?:call\s+it|say|i\.?e\.?|so)\s+"
        rf"(?P<day2>(?:the\s+)?(?:end|start|beginning)\s+of\s+(?:19|20)\d{{2}}\b|{_ANY_DAY}))",
        lambda m: f"{m['prep']} {m['day'] or m['day2']}",
    ),
    # a day named by its role and then given: "after year-end (12/31/2018)", "as of the balance sheet date
    # of 31 Dec 2018": that day; with a longer gloss ("the period under audit (FY2018, i.e. ...)"), the gloss
    (
        rf"\b(?:the\s+)?(?:{_ROLE_DAY}|{_ROLE_PERIOD}|{_ROLE_GIVEN})(?:\s+(?:last|this|next|previous)\s+year)?\s*"
        r"(?:\(\s*(?:i\.?e\.?,?\s*|=\s*)?|,\s*(?:i\.?e\.?,?\s*)?|"
        rf"(?:of|is|was|on|being|[:=])\s+)(?P<day>{FULL_DATE})(?:\s*\))?",
        r"\g<day>",
    ),
    # a date, then its role in brackets: "as at 31 March 2019 (our year end)" (the date says it)
    (rf"(?<=\d)\s*\(\s*(?:(?:our|the|its|their)\s+)?(?:{_ROLE_DAY})\s*\)", ""),
    # a period named and then given: "the cyber policy year runs 1 April 2019 to 31 March 2020"
    (
        rf"\b(?:the\s+)?(?:{_ROLE_PERIOD})\s+(?:runs|is|goes|=)\s+(?:from\s+)?"
        rf"(?P<span>(?:{FULL_DATE})\s*(?:-|–|to|through|until)\s*(?:{FULL_DATE}))",
        r"from \g<span>",
    ),
    (rf"\b(?:the\s+)?(?:{_ROLE_DAY}|{_ROLE_PERIOD})\s*(?=\()", ""),
    # ... and not given: one term no filter reads, said back ("between the balance sheet date and today")
    (
        rf"\b(?:the\s+)?(?!year)({_ROLE_DAY}|{_ROLE_PERIOD})\b(?!-)",
        lambda m: "the " + re.sub(r"[\s-]+", "-", m.group(1).lower()),
    ),
    (r"\b(?:eoy|year[- ]end)\s+((?:19|20)\d{2})\b", r"the end of \1"),  # "before eoy 2020": that year's end
    (  # not "the year-end audit": a noun it describes
        r"\b(?:the\s+)?(?:year[- ]end|end\s+of\s+(?:the\s+)?year|eoy)\b"
        r"(?!\s+(?:audit|close|closing|review|reports?|reporting|accounts|figures|numbers|bonus|pack|process)\b)",
        "the end of this year",
    ),
    (r"\btill\b", "until"),
    # "in the twelve months to today", "over the 6 months up to now": the last so many, to today
    (
        r"\b(in|over|during|within)\s+the\s+(\d+|[a-z]+(?:[\s-][a-z]+)?)\s+(days?|weeks?|months?|quarters?|years?)\s+"
        r"(?:to|up\s+to|until|through|ending)\s+(?:today|now|date)\b",
        r"\1 the last \2 \3",
    ),
    # "Q1 of this calendar year", "H2 of the current calendar year": of this year
    (r"\b(q[1-4]|h[12])\s+of\s+(?:the\s+)?(?:this|current)\s+calendar\s+year\b", r"\1 this year"),
    (r"\bthis\s+(?:calendar\s+)?(?:year|yr)\s+(?:so\s+far|to\s+date)\b", "year to date"),
    # "reach the end of their term", "come to the end of its term", "coming to expiry": expire
    (
        r"\b(?:reach|reaches|reaching|come\s+to|comes\s+to|coming\s+to)\s+(?:the\s+end\s+of\s+(?:their|its|the)\s+"
        r"(?:initial\s+)?term|(?:their\s+|its\s+)?expiry)\b",
        "expire",
    ),
    # "whose expiry falls in 2020", "with an expiry date in Q3": expiring then
    (
        r"\b(?:whose|with\s+(?:an?|their|its))\s+(?:expiry|end)(?:\s+date)?\s+(?:falls?\s+|lands?\s+|is\s+)?(in)\b",
        r"expiring \1",
    ),
    # "only kick in after 1 July": take effect
    (r"\bkick(?:s|ed|ing)?\s+in\b", "take effect"),
    # "deals that wrapped five years ago": ended ("wrapped up" is read with "winds up" above)
    (r"\bwrapped\b(?!\s+(?:in|into|with|around|up|down)\b)", "ended"),
    (r"\bwraps\b(?!\s+(?:in|into|with|around|up|down)\b)", "ends"),
    (r"\b(until|by|before|through)\s+end\s+of\b", r"\1 the end of"),
    (r"\b(the\s+|in\s+)next\s+(days|weeks|months|quarters|years)\b", r"\1coming \2"),  # no number said
    # words for renewal and termination in procurement English
    (r"\bprolongations?\b", "renewal"),
    (r"\bprolong(?:at)?(?:e(?=s?\b))?(ed|ing|s)?\b", r"renew\1"),
    (r"\bcancell?ations?\b", "termination"),
    # lower case and standing alone only: "U" may be a party's initial, "(r)" a clause, "r&d" a word
    (r"(?<!\S)(?-i:u)(?=\s|[?!,]|\.(?!\w)|$)", "you"),
    (r"(?<!\S)(?-i:ur)(?=\s|[?!,]|\.(?!\w)|$)", "your"),
    (r"(?<!\S)(?-i:r)(?=\s|[?!,]|\.(?!\w)|$)", "are"),
    # a question tag asks nothing more: "Green Cross is Korean, right?", "it ends in 2020 - correct?"
    (
        r"(?<!\ba)(?<!\ban)(?<!\bthe)(?<!\bany)(?<!\bno)(?<!\bhis)(?<!\bher)(?<!\bits)(?<!\bour)(?<!\btheir)"
        r"\s*[,-]?\s+(?:right|correct|isn't\s+it|is\s+that\s+(?:right|correct))\s*\?",
        "?",
    ),
    (r"\brev(?:enue)?[- ]?share\b", "revenue share"),
    # a sentence after the question that only says why ("... in the next 90 days? Trying to get ahead of
    # the pipeline.", "... Japanese partners? I'm meeting a couple of them next week."): not a constraint
    (
        r"(?<=\?)\s+(?:(?:=>|->|→|—|–|-)\s*)?(?:i'm|i\s+am|i've|i\s+have|i\s+need|i\s+want|we're|we\s+are|we\s+need|trying|need|"
        r"it\s+(?:drives|feeds|informs|goes\s+into|is\s+for)|(?:this|that)(?:['’]s|\s+is)\s+for|relevant\s+to|"
        # "just checking" says why; "just the sponsorship deals" narrows the question and is read
        r"just(?!\s+(?:the|those|these|our|ones?|only)\b)|fyi|for\s+context|because|as\s+i|so\s+i|"
        r"thinking|planning|considering|wondering)\b[^?]*$",
        "",
    ),
    # "... in the last 6 months? Warranty tails I'd need to flag to underwriters.": why, said after the
    # question (not "... ? Only the ones I'd need to renew.": a constraint, kept and read)
    (
        r"(?<=\?)\s+(?![^?]*\b(?:only|just|except|excluding|without|not|but|unless|limit\w*)\b)"
        r"(?:(?:[\w'’&-]+\s+){0,4}?(?:i['’]d|i\s+would|we['’]d|we\s+would|i['’]ll|we['’]ll)\s+(?:need|have|want|like)\s+to\b|"
        # "... no fixed end date? I would expect a good number to run until the patents lapse.": a guess
        r"(?:i|we)\s+(?:(?:would|['’]d)\s+)?(?:expect|suspect|imagine|assume|guess|reckon|realis|realiz|think|believe)\w*\b)"
        r"[^?]*$",
        "",
    ),
    # "same yr but endorsement deals", "same period, but NY law": the slots kept, the one named replaced
    (
        r"^\W*(?:(?:and|ok(?:ay)?|now)[,]?\s+)?(?:the\s+)?same\s+(?:year|yr|period|dates?|window|timeframe|filters?|"
        r"criteria|law|country|countries|type|value|amount|parties|party)(?:\s*[,;:-]\s*(?:but\s+|and\s+|only\s+)?|"
        r"\s+(?:but|and|only)\s+)(?=\S)",
        "what about ",
    ),
    # "switch to California", "change it to 2018": the slot it names replaced, as "what about ...?"
    (
        r"^\W*(?:(?:ok(?:ay)?|now|and)[,]?\s+)?(?:switch|change|swap|flip)\s+(?:it\s+|that\s+|this\s+|over\s+)*to\b",
        "what about",
    ),
    # "swap NY for Delaware", "replace the 2018 ones with 2019": the slot said last, as "what about ...?"
    (
        r"^\W*(?:(?:ok(?:ay)?|now|and)[,]?\s+)?(?:swap|switch|replace|change|trade)\s+(?:out\s+)?"
        r"(?:[\w.&'’-]+\s+){1,3}?(?:for|with|to)\s+(?=\S)",
        "what about ",
    ),
    (r"\bHQ['’]?(?:e?d)\b", "headquartered"),  # "a counterparty HQ'd in Texas"
    # where a company has its seat (its registered office): "the contract partner has its seat in Germany"
    (
        r"\b(?:has|have|having|with)\s+(?:its|their|the)?\s*(?:registered\s+|statutory\s+)?seat\s+in\b",
        "based in",
    ),
    (r"\b(?:its|their)\s+(?:registered\s+|statutory\s+)?seat\s+in\b", "based in"),
    # "a counterparty whose registered address is in Texas": where it is based
    (
        r"\bwhose\s+(?:registered|principal|business|head[- ]office|mailing|notice)?\s*(?:office\s+)?address(?:es)?\s+"
        r"(?:is|are|lies|lie)\s+in\b",
        "based in",
    ),
    # "... I mean where the party itself is based, not the governing law.": the place read as the party's
    (
        r"(?<=[?.!])\s+(?:i|we)\s+mean\s+(?:where|that)\b[^?]{0,80}?\b(?:based|located|is|are|sits)\b[^?]{0,30}?"
        r"\bnot\s+(?:the\s+)?(?:governing[- ]law|law|jurisdiction)\b[^?]*$",
        "",
    ),
    (r"\bthe\s+(?:US|U\.S\.)\s+state\s+(?:of\s+)?(?=[A-Z])", ""),  # "in the US state New Jersey"
    # "ok push it out thru end of Q2 next yr": the last list's end dates, to that day
    (
        r"^\W*(?:(?:ok(?:ay)?|and|now|so)[,]?\s+)?(?:push|extend|stretch|move|take)\s+(?:it|that|this|them|"
        r"the\s+(?:window|range|period|horizon|end(?:\s+date)?|cut-?off))\s+(?:out\s+|back\s+|forward\s+)?"
        r"(?:to|thru|through|until|till)\s+",
        "what about ending through ",
    ),
    # a state's law by its people's name: "Californian law", "Texan law"
    (rf"\b({'|'.join(_STATE_PEOPLE)})\s+(?=law\b)", lambda m: _STATE_PEOPLE[m.group(1).capitalize()] + " "),
    (r"(\d\s*(?:k|m|mm|mn|bn|million|billion)?)\s*-\s*plus\b", r"\1+"),  # "$1m-plus contracts"
    # "land in the $100K-$500K band": a range of values, not a place or a word to read
    (
        r"\b(?:lands?|landing|falls?|falling|sits?|sitting)\s+(?:in|into|within)\s+(?:the\s+|a\s+)?(?=\$|usd\b|between\b)",
        "worth ",
    ),
    (r"(?<=\d)(\s*(?:k|m|mm|mn|bn|million|billion)?)\s+(?:band|bracket|bucket|tier)\b", r"\1"),
    (r"\b(?:sit|sits|sitting|fall|falls|falling)\s+under\b", "under"),  # "sit under Californian law"
    # a risk team's words: "third parties" are parties (not "third party beneficiary"), "foreign" is
    # outside the US, "dormant" contracts have ended
    # the UK statute on third parties' rights: the clause it is about
    (
        r"\b(?:the\s+)?contracts\s+\(\s*rights\s+of\s+third\s+parties\s*\)\s+act(?:\s+1999)?(?:\s+sort\s+of\s+point)?",
        "third party beneficiary rights",
    ),
    (  # not "third parties being able to enforce or rely on its terms": the clause on them
        r"(?<!\brights\sto\s)(?<!\brights\son\s)(?<!\bright\sto\s)(?<!\bany\s)"
        r"\bthird[- ]part(y|ies)\b(?!\s*beneficiar)(?![^?.]{0,40}\b(?:enforce|rely|relying|rights?\s+under|benefit)\b)",
        r"part\1",
    ),
    (
        r"\bforeign\s+(?:\(?non-?U\.?S\.?\)?\s+)?(?=(?:counterpart|part|compan|supplier|vendor|partner|entit|law)\w*)",
        "non-US ",
    ),
    (
        r"\b(counterpart(?:y|ies)|part(?:y|ies)|suppliers?|vendors?|partners?)\s+(?:is|are)\s+(?:non-?U\.?S\.?|foreign)\b",
        r"\1 outside the United States",
    ),
    (r"\b(?:go|goes|going|went|gone)\s+dormant\b", "end"),
    (r"\bdormant\b", "expired"),
    # a finance team's words: "TCV" (total contract value), "sub-100k", "the quarter just closed"
    (
        r"\btcv\b(?=\s*(?:[<>≥≤=]|(?:of\s+)?(?:over|under|above|below|more|less|greater|at\s+(?:least|most)|north|south)\b))",
        "value",
    ),
    (r"\b(?:total\s+)?tcv\b", "total value"),
    (r"\bsub[- ]?(?=\$?\d)", "under "),
    (r"\b(?-i:POs)\b", "purchase orders"),
    (r"\b(?-i:PO)\b(?:\s*(?:#|no\b\.?|num\b\.?))?", "purchase order"),
    (r"\bthe\s+(quarter|month|year)\s+(?:that\s+)?(?:has\s+)?just\s+(?:closed|ended|finished)\b", r"last \1"),
    (r"\b(?:the\s+)?(?:last|latest|most\s+recent(?:ly)?)\s+closed\s+(quarter|month|year)\b", r"last \1"),
    (r"\bnorth\s+of\b", "over"),
    (r"\bsouth\s+of\b", "under"),
    # a period said in words, then restated as dates in brackets: "until the end of the year (31.12.2019)",
    # "in Q3 (Jul-Sep 2019)": the words say it (and say whether it runs from today), the brackets repeat it
    (
        r"\b((?<!fiscal\s)year|quarter|month|week|half|q[1-4]|fy|today)\s*\("
        rf"(?=[^()]*\d)(?:\d|\s|[./\-–'’,]|{_MONTH}|to\b|until\b|till\b|bis\b)+\)",
        r"\1",
    ),
    # "since when is it in force?" asks when it started, not which ones are in force
    (
        r"\bsince\s+when\s+(?:is|was|are|were|has|have)\s+(it|they|this(?:\s+one)?|that(?:\s+one)?|"
        r"the\s+[\w'’-]+(?:\s+[\w'’-]+){0,4}?)\s+(?:been\s+)?(?:in\s+force|valid|effective|in\s+effect|running|"
        r"active|binding)\b",
        r"when did \1 start",
    ),
    # "which law is applicable?", "the applicable law": the governing law
    (r"\b(which|what)\s+law\s+(?:is|was)\s+applicable\b", r"\1 law governs it"),
    (r"\bapplicable\s+law\b", "governing law"),
    # millions written the continental way: "2,5 Mio." is 2.5 million, "1 Mrd." a billion
    (r"(?<=\d),(?=\d{1,2}\s*(?:mio|mill?|million|mn|mm|m|bn|mrd|billion|k|tsd)\b)", "."),
    (r"\bmio\b\.?", "million"),
    (r"\bmrd\b\.?", "billion"),
    # "how much" before a plural contract noun is "how many" in non-native English ("how much contracts
    # do we have with Siemens?"), unless a value is asked after it ("how much are the licences worth?")
    (
        r"\bhow\s+much\s+(?=(?:of\s+(?:our|the|my|these|those|them)\s+)?"
        r"(?:(?!(?:money|revenue|income|fees?|spend|cash|value|from|in|for|under|on|across|do|does|did|are|is|"
        rf"was|were|have|has|will|would)\b)[\w-]+\s+){{0,3}}?(?:{DOC_WORDS})s\b)"
        r"(?![^?]*\b(?:worth|value[sd]?|cost|costs|\$|dollars?|amount|total|sum|add\s+up)\b)",
        "how many ",
    ),
    # "a clause of non-competition", "a clause on the limitation of liability": the clause named after
    (
        r"\b(an?|any|the|some)\s+(?:clause|provision)\s+(?:of|on|about|regarding|concerning)\s+(?:the\s+|an?\s+)?"
        r"((?:[\w'’-]+\s+){0,4}?[\w'’-]+?)(?=\s*(?:[?.!,;(]|$)|\s+(?:in|with|that|which|under|of\s+the)\b)",
        r"\1 \2 clause",
    ),
    # an amount without its currency sign after a comparison: "over 5M" is "over $5M"
    (
        r"\b(over|under|above|below|exceeding|more than|less than|at least|at most|greater than)\s+"
        r"(\d+(?:[.,]\d+)?\s?(?:k|m|mm|mn|bn|b|million|billion|thousand))\b",
        r"\1 $\2",
    ),
)
_SHORTHAND = tuple((re.compile(p, re.I), r) for p, r in SHORTHAND)


# thousands separated by dots, as most of Europe writes them: "2.500.000", or "100.000" beside a currency
# an amount written the continental way, dots between thousands and a decimal comma: "USD 1.000.000,00"
# (it was read as $1, silently)
_EURO_DECIMAL = re.compile(r"(?<![\d.,])(\d{1,3}(?:\.\d{3})+),(\d{1,2})(?![\d.,]*\d)")
_DOTTED_THOUSANDS = re.compile(
    r"(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d.,]*\d)"
    r"|(?:(?<=[$€£])|(?<=[$€£]\s)|(?i:(?<=usd\s)|(?<=eur\s)|(?<=chf\s)|(?<=gbp\s)))\d{1,3}\.\d{3}(?![\d.,]*\d)"
    r"|(?<![\d.,])\d{1,3}\.\d{3}(?=\s*(?:k?€|(?i:usd|eur|euros?|chf|gbp|dollars?)\b))",
)


# a day the question names for an event, then refers to by it: "Assume closing on 30 Sep 2019. How many
# contracts will still be in force on the closing date?" (the day, said where the event's date is)
_EVENT_DAY = re.compile(
    r"^\W*(?:assume|assuming|suppose|say|let['’]?s\s+say|if)\s+(?:that\s+)?(?:the\s+|a\s+)?"
    r"(?P<event>closing|completion|signing|go-live|cut-?over|close)\s+(?:is\s+|happens\s+|occurs\s+|takes\s+place\s+)?"
    r"(?:on|at|for)\s+(?P<day>[^.?!;]*?\d[^.?!;]*?)\s*(?:[.;:]|,\s+(?=\w))\s*",
    re.I,
)


def _event_day(text: str) -> str:
    """`text` with the day a leading "assume <event> on <day>" names put where the rest says the
    event's date ("on the closing date", "at closing"), and that sentence read."""
    if not (m := _EVENT_DAY.match(text)):
        return text
    event, day, rest = re.escape(m["event"]), m["day"], text[m.end() :]
    said = re.compile(rf"\b(?:on|at|by|as\s+of|before|after)\s+(?:the\s+)?{event}(?:\s+date|\s+day)?\b", re.I)
    if not said.search(rest):
        return text
    return said.sub(lambda w: f"{w.group(0).split()[0]} {day}", rest)


def expand_shorthand(text: str) -> str:
    """`text` with chat shorthand written out (`SHORTHAND`), and thousands written with dots as
    plain digits: what the offline planner and the refusal rules read."""
    for pattern, written in _FRENCH:
        text = pattern.sub(written, text)
    text = _CAD_AFTER.sub(lambda m: "CAD " + _SPACES.sub("", m.group(1)), text)
    text = _DOLLARS_AFTER.sub(_dollars_after, text)
    text = _EURO_DECIMAL.sub(lambda m: f"{m.group(1).replace('.', '')}.{m.group(2)}", _event_day(text))
    # "past the end of FY21 (30 June 2021)": past that day (not "by the end of the year (31.12.2019)": read as said)
    text = _EDGE_GLOSSED.sub(lambda m: m.group(1), text)
    text = self_corrected(spoken_numbers(_DOTTED_THOUSANDS.sub(lambda m: m.group(0).replace(".", ""), text)))
    for pattern, written in _SHORTHAND:
        text = pattern.sub(written, text)
    text = re.sub(r"(?<=\S) {2,}(?=\S)", " ", text)  # "each yr" -> "each year", one space
    return _TYPO.sub(_typo_fixed, text)


# words of contracts the English word list lacks, which are no misspelling
_TRADE_WORDS = (  # noqa: SIM905
    "sublicense sublicensee sublicensees sublicensor sublicensing sublicenses counterparty counterparties "
    "licensors licensees franchisors franchisees cobranding outsourcer indemnitor indemnitee assignor assignee "
    "servicer servicers expiries"
).split()
# a misspelt word of a contract's kind: "endorsment deals", "the joint corp franchise agreemnt"
_TYPO = re.compile(
    r"(?<![\w'’-])[A-Za-z]{6,}(?![\w'’]|-(?!(?:law|based|governed|headquartered)\b))"
)  # "Califronia-law"


@lru_cache(maxsize=1)
def _typo_targets() -> tuple[frozenset[str], Any]:
    """The words a misspelling is corrected to (a contract type's words, "agreement", "contract"), and
    the English word list that says which words are misspelt at all (`pyspellchecker`'s, shipped in
    the package)."""
    from spellchecker import SpellChecker

    words = {w for names in CONTRACT_TYPES.values() for name in names for w in name.split() if len(w) >= 6}
    words |= {"agreement", "contract", "strategic", "alliance"}
    # the words of a filter: "expring" (expiring), "govrned", "delware" (a US state's name)
    words |= {"expiring", "expires", "expired", "expiry", "expiration", "governed", "renewal", "renewing"}
    words |= {name for name in us_state_names() if " " not in name and len(name) >= 6}
    # the words of a clause ("liabilty cap", "teritory", "indemnificaton")
    words |= {w for name in CATEGORIES for w in re.findall(r"[a-z]+", name.lower()) if len(w) >= 6}
    words |= {
        "liability",
        "territory",
        "royalty",
        "royalties",
        "indemnity",
        "indemnification",
        "warranty",
        "competitor",
    }
    english = SpellChecker(language="en", distance=1)
    english.word_frequency.load_words(
        [*ROLE_WORDS, *(f"{w}s" for w in ROLE_WORDS), *_TRADE_WORDS]
    )  # not in its list
    return frozenset(words | {f"{w}s" for w in words}), english


def english_words() -> Any:
    """pyspellchecker's English word list (with the trade's words), as `_typo_targets` loads it."""
    return _typo_targets()[1]


def _typo_fixed(m: re.Match[str]) -> str:
    """A word no English word list knows, one letter off one word of a contract's kind
    ("sponsorhsip", "agreemnt", "stratgic"): that word. Names and other words stay as they are."""
    word = m.group(0)
    low = word.lower()
    targets, english = _typo_targets()
    if low in targets or not english.unknown([low]):
        return word
    # one letter left out, added, changed or two swapped: how words are mistyped ("Transphorm", a name
    # two letters off "transport", stays)
    # (two in a long word: "maintainance")
    most = 2 if len(low) >= 11 else 1
    close = [t for t in targets if t[0] == low[0] and DamerauLevenshtein.distance(low, t) <= most]
    if not close:
        return word
    fixed = min(close, key=lambda t: (DamerauLevenshtein.distance(low, t), t))
    return fixed.capitalize() if word[0].isupper() else fixed


# the words that ask for a contract's value (one contract's fact, its card's "value")
VALUE_WORDS = r"value|worth|amount|price|cost|fees?|figure|pay|pays|paying|paid|consideration"
# "how much" asks a value, not "how much notice" or "how much time"
HOW_MUCH = r"\bhow much\b(?!\s+(?:notice|time|longer|lead\s+time|warning|advance\s+notice|of\s+a\s+(?:notice|warning))\b)"

# what may stand between two values of one slot ("distribution or supply", "texas, california or
# nevada", "IBM or Cisco", "canada or the uk"), a document word after the first allowed
_JOINER = re.compile(
    rf"(?:\s+(?:{DOC_WORDS})s?)?\s*(?:,\s*(?:(?P<or1>or|and/or)\s+|and\s+)?|/\s*|&\s*|\+\s*|(?P<or2>or|and/or)\s+|and\s+)"
    r"(?:the\s+)?",
    re.I,
)


# two values compared ("more supply than distribution agreements", "hosting vs outsourcing")
_COMPARED = re.compile(
    rf"(?:\s+(?:{DOC_WORDS}|law)s?)?\s+(?:than|vs\.?|versus|compared\s+(?:to|with)|against)\s+(?:the\s+|our\s+|under\s+)*",
    re.I,
)


def listed(between: str) -> str | None:
    """`joined` for a slot a contract has one value of (a type, a law): two values compared are a
    listing of the two as well ("supply vs distribution agreements")."""
    return joined(between) or ("and" if _COMPARED.fullmatch(between) else None)


def joined(between: str) -> str | None:
    """How two values of one slot written with `between` in between are joined: "or", "and" (a
    comma, "and", "&", "/") or None when they are not a list of alternatives."""
    m = _JOINER.fullmatch(between)
    if not m:
        return None
    return "or" if m["or1"] or m["or2"] else "and"


def parse_date_range(text: str) -> tuple[date, date] | None:
    """'2005' -> the year, 'Q3 2005' -> the quarter, 'June 2018' -> the month, a day -> that day."""
    t = text.strip().lower().rstrip(".")
    try:
        if m := re.fullmatch(r"(\d{4})-(\d{1,2})-(\d{1,2})", t):
            d = date(int(m[1]), int(m[2]), int(m[3]))
            return d, d
        if m := re.fullmatch(r"(\d{1,2})/(\d{1,2})/(\d{4})", t):  # month first, unless it cannot be
            first, second = int(m[1]), int(m[2])
            d = date(int(m[3]), *((second, first) if first > 12 else (first, second)))  # "31/12/2018"
            return d, d
        if m := re.fullmatch(r"(\d{1,2})\.(\d{1,2})\.(\d{4})", t):  # "31.12.2019": day first
            d = date(int(m[3]), int(m[2]), int(m[1]))
            return d, d
        if m := re.fullmatch(r"(\d{1,2})/(\d{4})", t):  # "3/2020": that month
            year, month = int(m[2]), int(m[1])
            return date(year, month, 1), date(year, month, monthrange(year, month)[1])
        if m := re.fullmatch(r"['’]?([1-9])0s", t):  # "the 90s": the 1990s; "the 20s": the 2020s
            t = f"{'19' if int(m.group(1)) >= 3 else '20'}{m.group(1)}0s"
        if m := re.fullmatch(r"((?:19|20)\d{2})s", t):
            return date(int(m[1]), 1, 1), date(int(m[1]) + 9, 12, 31)
        if m := re.fullmatch(r"(\d{4})", t):
            return date(int(m[1]), 1, 1), date(int(m[1]), 12, 31)
        if m := re.fullmatch(r"(?:q([1-4])(?:\s+of)?|(\w+)\s+quarter(?:\s+of)?)\s+(\d{4})", t):
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


# n units up to a date or from one: "in the six months to 31 March 2019", "the year ended 30.6.2018",
# "the 90 days from 1 May 2019" (read before the relative dates, which would take "the six months")
_UNITS_SAID = (
    r"\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty[- ]four"
)
_WINDOW = re.compile(
    rf"\b(?:(?:in|over|during|within|for)\s+)?(?:the\s+(?:(?:last|past|previous|first|next)\s+)?(?P<n>{_UNITS_SAID})?\s*|"
    rf"(?P<n2>{_UNITS_SAID})\s+)"
    r"(?P<unit>day|week|month|quarter|year)s?\s+"
    r"(?P<way>to|up\s+to|end(?:ing|ed)(?:\s+on)?|through|thru|until|till|from|start(?:ing|ed)(?:\s+on)?|"
    rf"beginning(?:\s+on)?|commencing(?:\s+on)?)\s+(?:the\s+)?(?P<date>{DATE_RE})"
    r"(?!\s*(?:-|–|to|until|till|through|thru|and)\s*(?:the\s+)?(?:end\s+of\s+)?\w*\d)",  # not "from 2016 to 2018"
    re.I,
)

# a day named before its date: "before the long-stop date of 31/03/2020", "after the closing date, 1 May 2019"
_NAMED_DAY = r"(?:(?:[\w'’-]+\s+){0,2}?(?:date|deadline|day)\s*(?:of\s+|on\s+|,\s*|\(\s*)?)?"

_RANGE_PATTERNS = [
    (  # "before the turn of the century", "since the turn of the millennium": 1 January 2000
        "turn",
        re.compile(
            r"\b(before|by|until|prior to|after|since|from|starting)\s+the\s+turn\s+of\s+the\s+"
            r"(?:century|millennium|millenium)\b",
            re.I,
        ),
    ),
    (  # "running until at least the end of 2020", "at least through 2021": still running then
        "runs_to",
        re.compile(
            rf"\b(?:(?:until|till|through|to)\s+at\s+least|at\s+least\s+(?:until|till|through|to))\s+"
            rf"(?:the\s+end\s+of\s+)?(?:the\s+)?(?:year\s+)?({DATE_RE})",
            re.I,
        ),
    ),
    (  # "which contracts don't expire until 2025?": they end then or later
        "not_until",
        re.compile(
            rf"\b(?:don't|do not|doesn't|does not|won't|will not|not)\s+(?:expire|end|terminate|run out)\s+"
            rf"(?:until|till|before)\s+(?:the\s+end\s+of\s+)?(?:the\s+)?(?:year\s+)?({DATE_RE})",
            re.I,
        ),
    ),
    (  # "running beyond 2020", "ending past mid-2021": ending after that period
        "beyond",
        re.compile(rf"\b(?:beyond|past)\s+(?:the\s+end\s+of\s+)?(?:the\s+)?(?:year\s+)?({DATE_RE})", re.I),
    ),
    (  # "before the end of 2003", "by the end of Q3 2019": up to the last day of that period
        "by_end",
        re.compile(
            rf"\b(?:before|by|until|through|prior to)\s+the\s+end\s+of\s+(?:the\s+)?(?:year\s+)?({DATE_RE})",
            re.I,
        ),
    ),
    (  # "signed 2012 or later", "from 2010 onwards", "2016 and after": that period and everything since
        "or_later",
        re.compile(
            rf"\b(?:(?:in|from|since)\s+)?({DATE_RE})\s*(?:(?:or|and)\s+(?:later|after|since|beyond|newer)|"
            r"onwards?\b|\+)",
            re.I,
        ),
    ),
    (  # "started in 2008 or earlier", "2005 and before": that period and everything before
        "or_earlier",
        re.compile(
            rf"\b(?:(?:in|from|by)\s+)?({DATE_RE})\s*(?:or|and)\s+(?:earlier|before|prior|older)\b", re.I
        ),
    ),
    (
        "between",
        re.compile(rf"\b(?:between|from)\s+({DATE_RE})\s+(?:and|to|until|through|-)\s+({DATE_RE})", re.I),
    ),
    (  # "the last two weeks of December 2018", "the first 10 days of Q1 2019": that part of the period
        "part",
        re.compile(
            rf"\b(?:in\s+|during\s+|within\s+)?the\s+(?P<which>first|last|final|opening|closing)\s+"
            rf"(?:(?P<n>{_UNITS_SAID})\s+)?(?P<unit>day|week|month)s?\s+of\s+(?:the\s+)?(?P<date>{DATE_RE})",
            re.I,
        ),
    ),
    (  # "1/1/2018 - 12/31/2018", "Jan 1, 2018 – Dec 31, 2018", "Q1 2019 to Q3 2019": from one to the other
        "between",
        re.compile(
            rf"(?<![\w$.,/-])({DATE_RE})\s*(?:-|–|—|to|through|thru|until)\s*({DATE_RE})(?![\w./]|,\d)", re.I
        ),
    ),
    (  # "in 2020, 2021 and 2022", "2019 and 2020": those years, when they follow each other
        "years",
        re.compile(
            r"(?:\b(?:in|during|for|of|from)\s+(?:the\s+years?\s+)?)?(?<![\w$.,/-])((?:19|20)\d{2})(?:(?:\s*,\s*(?:(?:and|or|&)\s+)?|\s+(?:and|or|&)\s+)(?:19|20)\d{2})+(?![\w.]|,\d)",
            re.I,
        ),
    ),
    ("window", _WINDOW),  # "in the six months to 31 March 2019"
    (  # "each year 2015-2018", "2010 to 2012"
        "between",
        re.compile(
            r"(?<![\w$.,-])((?:19|20)\d{2})\s*(?:-|–|—|to|through|thru|until)\s*((?:19|20)\d{2})(?![\w/-]|\.\d|,\d)",
            re.I,
        ),
    ),
    (
        "after",
        re.compile(
            rf"\b(?:on or after|after|since|later than|starting|from)\s+(?:the\s+)?{_NAMED_DAY}({DATE_RE})",
            re.I,
        ),
    ),
    (
        "before",
        re.compile(
            rf"\b(?:on or before|before|prior to|earlier than|until|by)\s+(?:the\s+)?{_NAMED_DAY}({DATE_RE})",
            re.I,
        ),
    ),
    (  # not "of" after a day ("the 3rd of March 2020": that day, read below)
        "in",
        re.compile(
            rf"\b(?:in|during|within|(?<!\dst )(?<!\dnd )(?<!\drd )(?<!\dth )(?<!\d )of|for)\s+(?:the\s+)?(?:year\s+)?"
            rf"({DATE_RE})",
            re.I,
        ),
    ),
    (  # a bare month or quarter of a year: "ending march 2020", "what about Q3 2018?"
        "in",
        re.compile(
            rf"(?<![\w$.,/-])({_DAY_DATE}|{DOTTED_DATE}|\d{{1,2}}/\d{{1,2}}/\d{{4}}|\d{{4}}-\d{{1,2}}-\d{{1,2}}|"
            rf"{_MONTH},?\s+\d{{4}}|q[1-4]\s+\d{{4}}|(?:0?[1-9]|1[0-2])/\d{{4}})"
            r"(?![\w./]|,\d)",
            re.I,
        ),
    ),
    (
        "in",
        re.compile(r"(?<![\w$.,])((?:19|20)\d{2})(?![\w]|\.\d|,\d)", re.I),
    ),  # a bare year: "what about 2017?"
]


def looking_ahead(found: list[DateFilter], question: str, today: date | None) -> list[DateFilter]:
    """ "Anything coming up for expiry before next summer?": an end date with only an upper bound, in
    a question that looks ahead, is what is still to end, from today (not every contract that ended
    before it)."""
    if not today or not _LOOKS_AHEAD.search(question) or _PAST_END.search(question):
        return found
    return [
        DateFilter(f.field, today, f.end)
        if f.field == "end" and f.start is None and f.end is not None and f.end >= today
        else f
        for f in found
    ]


def find_dates(question: str, today: date | None = None) -> tuple[list[DateFilter], str]:
    """Date filters in the question, and the question with those phrases removed; "since 2018" runs
    until `today` when it is given. A date phrase that is no date ("on 31/13/2019") stays in the text,
    unread (said back), never dropped."""
    found: list[DateFilter] = []
    text = _day_first(question)
    unread: list[str] = []
    for kind, pattern in _RANGE_PATTERNS:
        pos = 0
        while m := pattern.search(text, pos):
            if kind == "years" and _alternative_years(m):  # "2015 or 2018": read as two alternatives
                pos = m.end()
                continue
            if (
                kind != "turn"
                and not parse_date_range(_said_date(m))
                or kind == "years"
                and not _years_run(m)
            ):
                text = f"{text[: m.start()]} \ue000{chr(0xE100 + len(unread))} {text[m.end() :]}"
                unread.append(m.group(0))
                continue
            before = re.sub(r"\s+", " ", text[: m.start()])[-60:]  # (words read before blanked, not counted)
            said = m.group(0) if kind not in ("by_end", "window") else ""  # "by the end of", "the year ended"
            field = (
                "end"
                if END_WORDS.search(before)
                or END_WORDS.search(said)
                or _ends_after(text, m)
                or _END_NOUN_AFTER.match(text, m.end())
                else "effective"
            )
            if (got := _range_filter(kind, m, field, before, today)) is not None:
                found.append(got)
            text = text[: m.start()] + " " + text[m.end() :]
    for i, said in enumerate(unread):
        text = text.replace(f"\ue000{chr(0xE100 + i)}", said)
    return found, text


_SLASHED = re.compile(r"(?<![\d/.])(\d{1,2})/(\d{1,2})/(\d{4})(?![\d/])")


def _day_first(question: str) -> str:
    """A question whose slashed dates are day first ("between 01/03/2018 and 31/12/2018": 31 is no
    month) has them all read so, as dotted dates are ("1.3.2018"); month first otherwise."""
    orders = {(int(m[1]) > 12, int(m[2]) > 12) for m in _SLASHED.finditer(question)}
    if (True, False) not in orders or (False, True) in orders:
        return question
    return _SLASHED.sub(lambda m: f"{m[1]}.{m[2]}.{m[3]}", question)


def _window(m: re.Match[str], text: str, today: date | None) -> DateFilter | None:
    """The dates of a `_WINDOW` phrase: end dates when the words before it say so."""
    before = text[max(0, m.start() - 60) : m.start()]
    return _range_filter("window", m, "end" if END_WORDS.search(before) else "effective", before, today)


# a date set before its question as a heading: "Q3 2019: what expires?", "2020 - which ones end?"
# a date said before a noun of endings: "2019 expirations", "Q3 2020 renewals", "december's terminations"
_END_NOUN_AFTER = re.compile(
    r"(?:['’]s)?\s+(?:contract\s+|agreement\s+)?(?:expirations?|expiries|expires|expiry|renewals|terminations|end\s+dates|"
    r"maturities|lapses)\b",
    re.I,
)
_HEADING_AFTER = re.compile(r"\s*[:\-–—,]\s+([^:;\n]{0,60})")


def _ends_after(text: str, m: re.Match[str]) -> bool:
    """Whether a date said as a heading is followed by a question about ending (its end dates)."""
    if text[: m.start()].strip(" \t\n*_>#-–—"):  # a heading opens the message
        return False
    after = _HEADING_AFTER.match(text, m.end())
    return bool(
        after and END_WORDS.search(after.group(1)) and not re.search(START_VERBS, after.group(1), re.I)
    )


def _said_date(m: re.Match[str]) -> str:
    """The date a phrase of `_RANGE_PATTERNS` names (its "date" group, else its first)."""
    return m["date"] if "date" in m.re.groupindex else m.group(1)


def _listed_years(m: re.Match[str]) -> list[int]:
    return [int(y) for y in re.findall(r"(?:19|20)\d{2}", m.group(0))]


def _years_run(m: re.Match[str]) -> bool:
    """Whether the years listed follow each other ("2020, 2021 and 2022"); "in 2015 and 2018" is not
    one period and is left unread (said back), not narrowed to one of them."""
    years = _listed_years(m)
    return years == list(range(years[0], years[0] + len(years)))


def _alternative_years(m: re.Match[str]) -> bool:
    """Two years with "or" between: alternatives (`any_of`), each read on its own."""
    return len(_listed_years(m)) == 2 and bool(re.search(r"\bor\b", m.group(0), re.I))


def _part_of(m: re.Match[str], field: str, period: tuple[date, date]) -> DateFilter:
    """The first or last n units of the period said ("the last two weeks of December 2018"), inside it."""
    step = _step(m["unit"], _count(m["n"]))
    if m["which"].lower() in ("first", "opening"):
        return DateFilter(field, period[0], min(period[1], period[0] + step - timedelta(days=1)))
    return DateFilter(field, max(period[0], period[1] + timedelta(days=1) - step), period[1])


def _range_filter(
    kind: str, m: re.Match[str], field: str, before: str, today: date | None
) -> DateFilter | None:
    """The date filter one phrase of `_RANGE_PATTERNS` says (`before`: the words before it)."""
    if kind == "turn":
        turn = date(2000, 1, 1)
        if m.group(1).lower() in ("before", "by", "until", "prior to"):
            return DateFilter(field, None, turn - timedelta(days=1))
        return DateFilter(field, turn, today if today and m.group(1).lower() == "since" else None)
    first = parse_date_range(_said_date(m))
    inclusive = m.group(0).lower().startswith(("on or", "since", "from", "starting", "until", "through"))
    if not first:
        return None
    if kind == "window":  # n units up to the end of the date said, or from its start
        step = _step(m["unit"], _count(m["n"] or m["n2"]))
        if m["way"].lower().startswith(("from", "start", "begin", "commenc")):
            return DateFilter(field, first[0], first[0] + step - timedelta(days=1))
        return DateFilter(field, first[1] + timedelta(days=1) - step, first[1])
    if kind == "part":
        return _part_of(m, field, first)
    if kind == "years":
        years = _listed_years(m)
        return DateFilter(field, date(years[0], 1, 1), date(years[-1], 12, 31))
    if kind == "between":  # "after 12/31/2018 until today": from the day after
        second = parse_date_range(m.group(2))
        start = (
            first[1] + timedelta(days=1)
            if re.search(r"\b(?:after|later\s+than)\s*$", before, re.I)
            else first[0]
        )
        return DateFilter(field, start, second[1]) if second else None
    if kind in ("or_later", "or_earlier", "in"):
        return DateFilter(
            field, None if kind == "or_earlier" else first[0], None if kind == "or_later" else first[1]
        )
    if kind == "after":
        start = first[0] if inclusive else first[1] + timedelta(days=1)
        since = m.group(0).lower().startswith("since") and today and start <= today
        return DateFilter(field, start, today if since else None)
    if kind == "not_until":
        return DateFilter("end", first[0], None)
    if kind in ("runs_to", "beyond"):  # "running until at least ...": when it ends
        runs = kind == "runs_to" or re.search(r"\b(?:run|runs|running|last|lasts|lasting)\b", before)
        start = first[1] if kind == "runs_to" else first[1] + timedelta(days=1)
        return DateFilter("end" if runs else field, start, None)
    if kind == "by_end":  # "finishing by the end of 2022": from today, as "... of this year"
        ahead = field == "end" and today and first[1] >= today and not _PAST_END.search(before)
        return DateFilter(field, today if ahead else None, first[1])
    if kind == "before":
        end = first[1] if inclusive else first[0] - timedelta(days=1)
        ahead = (  # "anything expiring before 1 march 2020": what is still to end, from today
            field == "end" and today and end >= today and _LOOKS_AHEAD.search(before + m.group(0))
            and not _PAST_END.search(before)
        )  # fmt: skip
        return DateFilter(field, today if ahead else None, end)
    return None


_SCALE = {
    "k": 1e3, "thousand": 1e3, "m": 1e6, "mm": 1e6, "mn": 1e6, "mil": 1e6, "mill": 1e6, "million": 1e6,
    "b": 1e9, "bn": 1e9, "billion": 1e9,
}  # fmt: skip
_OPS = [  # the comparisons with "or" first: "at or above" is one, never two alternatives
    (
        r"(?:at or (?:above|over)|(?:equal to|the same as) or (?:more|greater|higher) than|"
        r"(?:more|greater|higher) than or equal to|at least|no less than|minimum of|>=|≥)",
        ">=",
    ),
    (
        r"(?:at or (?:below|under)|(?:equal to|the same as) or (?:less|lower|smaller) than|"
        r"(?:less|lower|smaller) than or equal to|at most|no more than|up to|maximum of|<=|≤)",
        "<=",
    ),
    (r"(?:more than|greater than|over|above|exceeding|in excess of|higher than|larger than|>)", ">"),
    (r"(?:less than|under|below|lower than|smaller than|<)", "<"),
    (r"(?:exactly|equal to|of|=)", "="),
]
_MONEY = r"(?:\$|usd\s*|us\$)\s*([\d][\d,]*(?:\.\d+)?)\s*(k|m|mm|mn|mil|mill|bn|b|thousand|million|billion)?\b|([\d][\d,]*(?:\.\d+)?)\s*(k|m|mm|mn|mil|mill|bn|b|thousand|million|billion)?\s*(?:dollars|usd|\$)|([\d][\d,]*(?:\.\d+)?)\s*(k|mm|mn|mil|mill|bn|thousand|million|billion)\b"  # noqa: E501


# an amount in a currency other than the US dollar: the records hold US dollars, and an amount in
# another currency is never read as dollars (nor converted: no rate is known here)
_CURRENCY = (
    r"€|£|¥|₹|(?<![\w$])(?:A|AU|NZ|C|CA|S|SG|HK)\$|\b(?:eur|euros?|gbp|pounds?(?:\s+sterling)?|sterling|chf|swiss\s+francs?|francs?|jpy|yen|cad|aud|"
    r"sek|nok|dkk|inr|rupees?|rmb|cny|yuan|hkd|sgd)\b"
)
_FOREIGN_AMOUNT = re.compile(
    rf"(?:{_CURRENCY})\s*\d[\d,.]*(?:\s*(?:k|m|mio|mn|mm|bn|million|thousand|billion)\b)?"
    rf"|\d[\d,.]*\s*(?:(?:k|m|mio|mn|mm|bn|million|thousand|billion)\b\s*)?(?:{_CURRENCY})",
    re.I,
)


def foreign_amounts(question: str) -> list[re.Match[str]]:
    """The amounts said in a currency other than the US dollar ("50 k€", "EUR 1 Mio", "£500k")."""
    return list(_FOREIGN_AMOUNT.finditer(question))


_ONE_SCALE = re.compile(r"\b(?:a|one)\s+(million|billion|thousand)\b", re.I)
_ONES = (  # noqa: SIM905 (a word list reads better as text)
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen"
).split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()  # noqa: SIM905
_BELOW_100 = rf"(?:(?:{'|'.join(_TENS)})(?:[\s-](?:{'|'.join(_ONES[1:10])}))?|{'|'.join(sorted(_ONES[1:], key=len, reverse=True))})"
# "fifty thousand", "one hundred and twenty thousand", "half a million", "two million": before a scale
_SPELLED = re.compile(
    rf"\b(half\s+a|(?:{_BELOW_100})\s+hundred(?:\s+and)?(?:\s+{_BELOW_100})?|{_BELOW_100})\s+(thousand|million|billion)\b",
    re.I,
)


_TEENS = "|".join(_ONES[10:])
_DIGIT_WORD = "|".join(_ONES[1:10])
_SPOKEN_NOT_YEAR = (
    r"(?![\s-]+(?:hundred|thousand|million|billion|percent|dollars|k\b|days?|weeks?|months?|quarters?|years?|(?:"
    + _DIGIT_WORD
    + r")\b))"
)
# a year said as words: "twenty nineteen", "nineteen ninety nine", "twenty oh five", "two thousand and eight"
_SPOKEN_YEAR = re.compile(
    rf"\b(nineteen|twenty)[\s-]+(?:oh[\s-]+({_DIGIT_WORD})|({_TEENS})|({'|'.join(_TENS)})(?:[\s-]+({_DIGIT_WORD}))?)\b"
    rf"{_SPOKEN_NOT_YEAR}"
    rf"|\btwo\s+thousand(?:\s+and)?\s+(?:({_TEENS}|{_DIGIT_WORD})|({'|'.join(_TENS)})(?:[\s-]+({_DIGIT_WORD}))?)\b"
    rf"{_SPOKEN_NOT_YEAR}",
    re.I,
)
_ORDINALS = (  # noqa: SIM905
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
    "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
_ORDINAL_DAY = (
    rf"(?:(?:twenty|thirty)[\s-]+(?:{'|'.join(_ORDINALS[:9])})|twentieth|thirtieth|{'|'.join(_ORDINALS)})"
)
# a day of the month said as an ordinal next to its month: "the first of march", "june the fifth",
# "march the 1st": as digits ("1 march", "june 5"), which the date rules read with or without a year
_DAY_BEFORE_MONTH = re.compile(  # "the fourth of july" is the holiday, read as such
    rf"\b(?!(?:the\s+)?fourth\s+of\s+july\b)(?:the\s+)?({_ORDINAL_DAY})\s+(?:of\s+)?({_MONTH})(?=\W|$)", re.I
)
_DAY_AFTER_MONTH = re.compile(
    rf"\b({_MONTH})\s+(?:({_ORDINAL_DAY})\b|the\s+({_ORDINAL_DAY}|\d{{1,2}}(?:st|nd|rd|th))\b)", re.I
)
# "the next for months" as heard for "four", "the last to years" for "two"
_HEARD_NUMBER = re.compile(
    r"\b(next|last|past|previous|coming|following|first)\s+(for|to|too)\s+(days|weeks|months|quarters|years)\b",
    re.I,
)
# "twenty two days", "thirty-six months": a count of units said as two words
_COMPOUND_COUNT = re.compile(
    rf"\b((?:{'|'.join(_TENS)})[\s-](?:{_DIGIT_WORD}))\s+(days?|weeks?|months?|quarters?|years?)\b", re.I
)
# "sorry, which deals ..." ("no sorry I meant ...", a correction of the last turn, keeps its "no")
_LEADING_SORRY = re.compile(
    r"^\s*(?:(?:okay|ok|ugh|argh|oops|whoops|doh)\s+)?sorry\b"
    # not "sorry, France not Germany": a correction, read as one
    rf"(?![,.!]?\s*{PUT_RIGHT}(?:[\w.'’&-]+\s+){{0,2}}[\w.'’&-]+\s+{TAKEN_BACK}[.?!]*\s*$)[,.!]?\s*(?!i\s+mean)",
    re.I,
)
# the value a correction takes back, said before it: "sorry I said german I meant swiss" ("I meant swiss")
_SAID_BEFORE = re.compile(
    r"\b(?:I|we)\s+said\s+[\w'’-]+(?:\s+[\w'’-]+)?\s*[,;.-]*\s+(?:but\s+|and\s+)?(?=(?:I|we)\s+meant\b)", re.I
)
# what a dictated question holds that is no word of it
_FILLERS = re.compile(r"(?<![\w'’-])(?:u+m+|u+h+m*|e+r+m+|h+m+|m+h+m+)(?![\w'’-])[,.]?\s*", re.I)


# a correction said inside the question: "distribution agreements no sorry the supply agreements"
_CORRECTION = re.compile(
    r"[,;]?\s+(?:no[,]?\s+sorry|sorry|no[,]?\s+I\s+mean|I\s+mean|I\s+meant|or\s+rather|no\s+wait|wait\s+no|"
    r"scratch\s+that)[,]?\s+",
    re.I,
)
# the verbs that say which date: a contract's start ("signed") or its end ("expiring")
START_VERBS = r"sign(?:ed|ing|s)?|start(?:ed|ing|s)?|effective|beg[au]n|beginning|commenc\w+|execut\w+|conclu(?:ded|ding|des?)"
END_VERBS = r"end(?:ed|ing|s)?|expir\w+|terminat\w+|finish\w*|running\s+out|run\s+out"
_DATE_VERB = re.compile(rf"(?:{START_VERBS}|{END_VERBS}|renew\w*)", re.I)
_PHRASE_STOPS = frozenset(
    "the a an how many much which what all any our my with under by in of for are is do did have has "  # noqa: SIM905
    "list show me give find count those these that to from and or about where whose".split()
)


def _head_class(word: str) -> str | None:
    """What kind of word a correction replaces: a document noun, a law, a date verb, a year."""
    low = word.lower().strip(",.?!")
    if re.fullmatch(rf"(?:{DOC_WORDS})s?", low):
        return "doc"
    if low in ("law", "laws"):
        return "law"
    if _DATE_VERB.fullmatch(low):
        return "verb"
    if re.fullmatch(r"(?:19|20)\d{2}", low):
        return "year"
    return None


def self_corrected(text: str) -> str:
    """A correction inside the question applied ("how many distribution agreements no sorry the supply
    agreements" -> "how many the supply agreements"): the words after "no sorry" / "I mean" replace the
    phrase before it of the same kind (a document noun with its words before it, a law, a date verb, a
    year). One it cannot place is left as said, so the marker is said back as not understood."""
    for m in reversed(list(_CORRECTION.finditer(text))):
        pre, post = text[: m.start()], text[m.end() :]
        pre_words, post_words = pre.split(), post.split()
        if not pre_words or not post_words:
            continue
        kind = _head_class(pre_words[-1])
        j = next((i for i, w in enumerate(post_words[:4]) if kind and _head_class(w) == kind), None)
        if j is None:
            continue
        cut = len(pre_words) - 1
        if kind in ("doc", "law"):  # the words that qualify it: "new york law", "licence agreements"
            while cut > 0 and len(pre_words) - cut < 4 and pre_words[cut - 1].lower() not in _PHRASE_STOPS:
                cut -= 1
        head = " ".join(pre_words[:cut])
        text = f"{head} {post}" if head else post
    return text


def _ordinal_value(word: str) -> int:
    low = " ".join(word.lower().replace("-", " ").split())
    if low[:1].isdigit():
        return int(re.sub(r"\D", "", low))
    if low in ("twentieth", "thirtieth"):
        return 20 if low == "twentieth" else 30
    tens, _, rest = low.rpartition(" ")
    return (20 if tens == "twenty" else 30 if tens == "thirty" else 0) + _ORDINALS.index(rest) + 1


def _year_value(m: re.Match[str]) -> str:
    """'twenty nineteen' -> '2019', 'two thousand and eight' -> '2008' (`_SPOKEN_YEAR`)."""
    century = 1900 if (m.group(1) or "").lower() == "nineteen" else 2000
    within = [w for w in m.groups()[1:] if w]  # the words after the century: "ninety nine", "oh five"
    return str(century + int(_spelled_value(" ".join(within))))


# the end or start of a period glossed by its day: "run past the end of FY21 (30 June 2021)" is past that
# day (the period's name is not read again, so the words before it apply to the day)
_EDGE_GLOSSED = re.compile(
    r"(?<!\bby\s)(?<!\buntil\s)(?<!\btill\s)(?<!\bby\sthe\s)(?<!\buntil\sthe\s)(?<!\btill\sthe\s)(?<!\bthe\s)"
    r"\b(?:the\s+)?(?:end|close|start|beginning)\s+of\s+(?:the\s+|our\s+)?(?:(?:this|current|next|last|coming)\s+)?(?:FY|fiscal\s+year|financial\s+year|"
    r"calendar\s+year|year|Q[1-4]|H[12]|quarter|half|term)\s*['’]?\s*(?:\d{2,4}(?:\s*[/-]\s*\d{2,4})?)?\s*"
    r"\(\s*((?:\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,9}\.?,?\s+\d{4}|"
    r"[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}))\s*\)",
    re.I,
)
# a quarter or a half said with its number as a word: "Q three", "h two" -> Q3, H2
_SPOKEN_PERIOD = re.compile(r"\b(q|h(?=\s+(?:one|two)\b))\s+(one|two|three|four)\b", re.I)


def spoken_numbers(text: str) -> str:
    """What dictation writes as words, as digits: years ("twenty nineteen" -> 2019), days of the month
    ("the first of march" -> "1 march"), "for" / "to" heard for four / two before a unit; fillers
    ("um", "uh") dropped."""
    text = _LEADING_SORRY.sub("", _SAID_BEFORE.sub("", _FILLERS.sub("", text)))
    text = _SPOKEN_YEAR.sub(_year_value, text)
    text = _DAY_BEFORE_MONTH.sub(lambda m: f"{_ordinal_value(m.group(1))} {m.group(2)}", text)
    text = _DAY_AFTER_MONTH.sub(lambda m: f"{m.group(1)} {_ordinal_value(m.group(2) or m.group(3))}", text)
    text = _SPOKEN_PERIOD.sub(
        lambda m: f"{m.group(1).upper()}{int(NUMBER_WORDS[m.group(2).lower()])}", text
    )  # "Q three"
    text = _HEARD_NUMBER.sub(
        lambda m: f"{m.group(1)} {'four' if m.group(2).lower() == 'for' else 'two'} {m.group(3)}", text
    )
    return _COMPOUND_COUNT.sub(lambda m: f"{int(_spelled_value(m.group(1)))} {m.group(2)}", text)


def _spelled_value(words: str) -> float:
    """'one hundred and twenty' -> 120, 'fifty' -> 50, 'half a' -> 0.5."""
    low = " ".join(words.lower().replace("-", " ").split())
    if low == "half a":
        return 0.5
    total = 0
    for w in low.split():
        if w == "hundred":
            total *= 100
        elif w in _TENS:
            total += 10 * (_TENS.index(w) + 2)
        elif w in _ONES:
            total += _ONES.index(w)
    return total


def _spell_out(question: str) -> str:
    """Amounts written in words as digits with their scale ("fifty thousand" -> "50 thousand")."""
    return _SPELLED.sub(lambda m: f"{_spelled_value(m.group(1)):g} {m.group(2)}", question)


_OTHER_FIGURE = re.compile(
    r"\b(?:fees?|royalt\w*|penalt\w*|salar\w*|commissions?|deposits?|rents?|"
    r"premiums?|deductibles?|liabilit\w*|caps?|damages|budgets?|invoices?|milestones?|bonus\w*)\b"
    r"(?![^$]*\b(?:value|worth)\b)",
    re.I,
)


_SCALES = "|".join(sorted(_SCALE, key=len, reverse=True))  # every scale `_value` knows
# one amount of money, its currency optional here: `_money_said` tells whether it is money at all
_AMOUNT = rf"(?:\$|usd\s*|us\$)?\s*(\d[\d,]*(?:\.\d+)?)\s*({_SCALES})?\b(?:\s*(?:dollars|usd))?"
# "between $250k and $2m", "from 50k to 1.5m dollars", "$1-5m", "$100K-$500K": a range of values
_MONEY_RANGE = re.compile(
    rf"\b(?:between|from)\s+{_AMOUNT}\s*(?:and|to|-|–)\s*{_AMOUNT}"
    rf"|(?<![\w.])(?:\$|usd\s*)(\d[\d,]*(?:\.\d+)?)\s*({_SCALES})?\s*(?:-|–|to)\s*\$?(\d[\d,]*(?:\.\d+)?)\s*({_SCALES})\b",
    re.I,
)
# "$1m+", "$500k or more", "3 million or less": the comparison after the amount
_MONEY_AFTER = re.compile(
    rf"(?<![\w.]){_AMOUNT}\s*(\+|(?:or|and)\s+(?:more|above|over|higher|greater|up|upwards)|plus\b"
    rf"|(?:or|and)\s+(?:less|below|under|lower|fewer))"
    # not "over $1M and under $3M": a second bound (a year after it is none: "$500K or more 2018 deals")
    r"(?!\s*(?:than\s+)?(?:(?:\$|usd|us\$)\s*\d|\d[\d,.]*\s*(?:k|m|mm|mn|bn|million|thousand|billion)\b))",
    re.I,
)


def _money_said(text: str, scale: str | None) -> bool:
    """Whether an amount reads as money: a currency, or a scale ("250k", "2m")."""
    return bool(scale) or bool(re.search(r"\$|usd|dollar", text, re.I))


def _value(number: str, scale: str | None) -> float:
    return float(number.replace(",", "")) * _SCALE.get((scale or "").lower(), 1.0)


def find_money(question: str) -> tuple[dict[str, Any], str]:
    """The value filter (`amount_op`, `amount`, and `amount_max` for a range) for 'more than $50,000',
    'at least 1 million dollars', 'over a million', '$1m+', 'between 250k and $2m', 'over fifty
    thousand dollars'; the text without it. An amount about something other than the contract's value
    ("a termination fee above $100k", "royalties over 5,000") is not read: the records have no such
    figure (and the text is returned as written)."""
    found, rest = _find_money(_ONE_SCALE.sub(r"1 \1", _spell_out(question)))
    return (found, rest) if found else ({}, question)


# "7 figures", "a six-figure deal": a value of that many digits before its cents
_FIGURES = re.compile(
    r"\b(?:(?P<n>[4-9]|1[0-2])|(?P<w>four|five|six|seven|eight|nine|ten))[\s-]+figures?\b", re.I
)


def _find_money(question: str) -> tuple[dict[str, Any], str]:
    if (m := _FIGURES.search(question)) and not _about_other_figure(question, m.start()):
        digits = int(m["n"] or NUMBER_WORDS[m["w"].lower()])
        return _range(10.0 ** (digits - 1), 10.0**digits - 0.01), _cut(question, m)
    if (m := _MONEY_RANGE.search(question)) and not _about_other_figure(question, m.start()):
        rest = _cut(question, m)
        if m.group(1):  # "250k to $2m"; "1 to 5 million": a scale said once is the low end's too
            low_scale, high_scale = m.group(2) or m.group(4), m.group(4)
            if _money_said(m.group(0), low_scale):
                return _range(_value(m.group(1), low_scale), _value(m.group(3), high_scale)), rest
        else:  # "$1-5m", "$100K-$500K"
            return _range(_value(m.group(5), m.group(6) or m.group(8)), _value(m.group(7), m.group(8))), rest
    m = _MONEY_AFTER.search(question)
    if m and _money_said(m.group(0), m.group(2)) and not _about_other_figure(question, m.start()):
        op = "<=" if re.search(r"less|below|under|lower|fewer", m.group(3), re.I) else ">="
        return {"amount_op": op, "amount": _value(m.group(1), m.group(2))}, _cut(question, m)
    if not (bound := _bound(question)):
        return {}, question
    op, amount, first = bound
    blanked = question[: first.start()] + " " * (first.end() - first.start()) + question[first.end() :]
    # "at least $1M and no more than $5M": a second bound the other way, said right beside it, makes a
    # range (not "over $1M where the minimum is below $200K": another figure's bound)
    if (other := _bound(blanked)) and {op[0], other[0][0]} == {"<", ">"}:
        second = other[2]
        gap = question[min(first.end(), second.end()) : max(first.start(), second.start())]
        low, high = (amount, other[1]) if op[0] == ">" else (other[1], amount)
        if _BOUNDS_JOINED.fullmatch(gap) and low < high:
            start, end = min(first.start(), second.start()), max(first.end(), second.end())
            return _range(low, high), question[:start] + " " + question[end:]
    return {"amount_op": op, "amount": amount}, _cut(question, first)


# what may stand between two bounds of one value: "at least $1M and no more than $5M"
_BOUNDS_JOINED = re.compile(r"\s*,?\s*(?:and|but|&|yet)?\s*(?:also\s+|still\s+)?", re.I)


def _bound(question: str) -> tuple[str, float, re.Match[str]] | None:
    """One comparison with an amount ("no more than $5M"): its operator, its value and where it is said;
    None without one, or when the amount is another figure's (a fee, a cap)."""
    for words, op in _OPS:
        m = re.search(
            rf"\b{words}\s*(?:an?\s+|our\s+|the\s+)?(?:total\s+)?(?:value\s+of\s+)?(?:{_MONEY})",
            question,
            re.I,
        )
        if not m and op != "=":
            m = re.search(rf"{words}\s*(?:{_MONEY})", question, re.I)
        if m and _about_other_figure(question, m.start()):
            return None
        if m:
            number = m.group(1) or m.group(3) or m.group(5)
            scale = m.group(2) or m.group(4) or m.group(6)
            return op, _value(number, scale), m
    return None


def _cut(text: str, m: re.Match[str]) -> str:
    return text[: m.start()] + " " + text[m.end() :]


def _about_other_figure(question: str, start: int) -> bool:
    """Whether the amount at `start` is a fee, a royalty, a cap ...: not the contract's value."""
    return bool(_OTHER_FIGURE.search(question[max(0, start - 40) : start]))


def _range(low: float, high: float) -> dict[str, Any]:
    low, high = min(low, high), max(low, high)
    return {"amount_op": ">=", "amount": low, "amount_max": high}


NUMBER_WORDS: dict[str, float] = {
    "a": 1, "an": 1, **{w: i for i, w in enumerate(_ONES) if i}, "twenty-four": 24,
    **{w: 10 * (i + 2) for i, w in enumerate(_TENS)},
    "couple of": 2, "few": 3, "half a": 0.5, "half": 0.5,
}  # fmt: skip
_N = "(" + "|".join([r"\d{1,3}", *map(re.escape, NUMBER_WORDS)]) + ")"
_UNIT = r"(day|week|month|quarter|year|decade)s?"
_EDGE_WORDS = r"(since|after|from|starting|before|prior to|until|till|by|through)"
_EDGE = rf"(?:{_EDGE_WORDS}\s+)?"
_MONTH_NAME = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
# US holidays people date things by: the words, and the day in a year (`relativedelta` keeps the rules)
HOLIDAYS: tuple[tuple[str, relativedelta], ...] = (
    (r"christmas\s+eve", relativedelta(month=12, day=24)),
    (r"christmas(?:\s+day)?|xmas", relativedelta(month=12, day=25)),
    (r"new\s+year['’]?s\s+eve", relativedelta(month=12, day=31)),
    (r"new\s+year(?:['’]?s)?(?:\s+day)?", relativedelta(month=1, day=1)),
    (r"(?:4th|fourth)\s+of\s+july|july\s+(?:4th|fourth)|independence\s+day", relativedelta(month=7, day=4)),
    (r"labou?r\s+day", relativedelta(month=9, day=1, weekday=MO(+1))),
    (r"memorial\s+day", relativedelta(month=5, day=31, weekday=MO(-1))),
    (r"thanksgiving(?:\s+day)?", relativedelta(month=11, day=1, weekday=TH(+4))),
    (r"veterans['’]?\s+day", relativedelta(month=11, day=11)),
    (r"columbus\s+day", relativedelta(month=10, day=1, weekday=MO(+2))),
    (r"presidents['’]?\s+day", relativedelta(month=2, day=1, weekday=MO(+3))),
    (r"(?:mlk|martin\s+luther\s+king(?:\s+jr\.?)?)\s+day", relativedelta(month=1, day=1, weekday=MO(+3))),
    (r"halloween", relativedelta(month=10, day=31)),
)


def _holiday(said: str, today: date, ahead: bool) -> date:
    """The day of the holiday `said` names: the next one from today (`ahead`), else the last one."""
    rule = next(r for w, r in HOLIDAYS if re.fullmatch(w, said, re.I))
    this_year = date(today.year, 1, 1) + rule
    if ahead:
        return this_year if this_year >= today else date(today.year + 1, 1, 1) + rule
    return this_year if this_year <= today else date(today.year - 1, 1, 1) + rule


_STARTING_IN = re.compile(r"starting\s+(?:in|within|over|during|for)\b", re.I)
_SEASON_START = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}
_RELATIVE = [
    # "before christmas", "between now and labor day", "since memorial day": a US holiday's day
    ("holiday", re.compile(r"\b(before|by|until|till|ahead of|prior to|after|since|from|"
                           r"between\s+(?:now|today)\s+and|(?:from\s+)?(?:now|today)\s+(?:until|till|to|through))\s+"
                           rf"(?:the\s+)?({'|'.join(w for w, _ in HOLIDAYS)})(?!\w)", re.I)),
    # "the next 6 months", "the past year" (a window ending or starting today) ...
    ("window", re.compile(rf"\b{_EDGE}(?:(?:in|within|over|during|for)\s+)?(?:the\s+)?"
                          rf"(?:(next|last|previous|prior)\s+{_N}|(coming|following|upcoming|past|recent)(?:\s+{_N})?)"
                          rf"\s+{_UNIT}\b", re.I)),
    # "expire within 30 days", "ends in 3 months": ahead for end dates, back for the others
    ("within", re.compile(rf"\b(?:within|in)\s+(?:the\s+)?{_N}\s+{_UNIT}\b", re.I)),
    # "between now and the end of next year", "from today through the end of this quarter"
    ("now_until", re.compile(r"\b(?:between\s+(?:now|today)\s+and|from\s+(?:now|today)\s+(?:until|till|to|through))"
                             r"\s+(?:the\s+end\s+of\s+)?(this|next|the current|current)\s+(calendar\s+|fiscal\s+)?(year|quarter|month|week)\b",
                             re.I)),
    # "Q4 last year", "the first half of next year": a part of a relative calendar year
    # ("since the start of Q4 last year": from then on; "the back half of next year": the second)
    ("part", re.compile(rf"\b{_EDGE}(?:(?:in|during|for)\s+)?(?:the\s+)?(?:(?:start|beginning|end)\s+of\s+(?:the\s+)?)?"
                        r"(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th|back|front|latter)"
                        r"\s+(quarter|half)|h([12]))\s+(?:of\s+)?(this|next|last|previous)\s+year\b", re.I)),
    # "by the end of Q3", "in Q1": a quarter without its year (the next one for an end date, else the last)
    ("quarter", re.compile(rf"\b{_EDGE}(?:(?:in|during|for)\s+)?(?:the\s+)?(?:(?:start|beginning|end)\s+of\s+(?:the\s+)?)?"
                           r"q([1-4])\b(?!\s*(?:of\s+)?(?:['’]?\d{2,4}\b|this\b|next\b|last\b|previous\b|the\s+))", re.I)),
    # "at least 3 more years to run", "with 2+ years left": ending that far from today or later
    ("runs_for", re.compile(rf"\b(?:with\s+)?(?:at\s+least\s+|over\s+|more\s+than\s+)?{_N}\+?\s+(?:more\s+)?{_UNIT}\s+"
                            r"(?:(?:left\s+)?to\s+run|left(?:\s+to\s+run)?|remaining|to\s+go)\b", re.I)),
    # "in the same quarter last year", "the same month a year ago": today's period, a year back
    ("year_back", re.compile(r"\b(?:(?:in|during|for)\s+)?(?:the\s+)?same\s+(quarter|month|week)\s+"
                             r"(?:last\s+year|a\s+year\s+ago|the\s+year\s+before)\b", re.I)),
    # "within the next year", "over the past month": one unit, rolling from today
    ("rolling", re.compile(r"\b(?:within|over|during|in)\s+the\s+(next|coming|following|last|past|previous)\s+"
                           r"(day|week|month|quarter|year)\b", re.I)),
    # "before the end of this year", "by the end of next quarter": from today until then
    ("now_until", re.compile(r"\b(?:before|by|until|till|through|ahead of)\s+the\s+end\s+of\s+"
                             r"(this|next|the current|current)\s+(calendar\s+|fiscal\s+)?(year|quarter|month|week)\b", re.I)),
    # ... but "next year", "last quarter", "this month" are calendar periods
    ("period", re.compile(rf"\b{_EDGE}(?:(?:in|during|for|of)\s+)?(this|the current|current|next|last|previous)\s+"
                          r"(calendar\s+|fiscal\s+)?(year|quarter|month|week)\b", re.I)),
    ("half", re.compile(r"\b(?:(?:in|during|for)\s+)?(?:the\s+)?(first|second|1st|2nd|front|back|latter)\s+half\s+(?:of\s+)?((?:19|20)\d{2})\b"
                        r"|\bh([12])(?:\s+|\s*['’]|\s*fy)?((?:19|20)\d{2}|\d{2})?\b", re.I)),  # "H2", "H1 FY19"
    # "in march", "since last jan", "before next september": a month named without its year
    ("month", re.compile(rf"\b(?:(?:{_EDGE_WORDS}|in|during|for|of|over)\s+(?:the\s+)?(?:month\s+of\s+)?"
                         rf"(?:(last|this|next|past)\s+)?|(last|this|next|past)\s+)({_MONTH_NAME})\b(?!\.?,?\s*['’]?\d)",
                         re.I)),
    # "last summer", "since last fall", "this winter": northern meteorological seasons (Mar-May, ...)
    ("season", re.compile(rf"\b{_EDGE}(?:(?:in|during|for|of|over)\s+)?(?:the\s+)?(last|this|next|past)\s+"
                          r"(spring|summer|fall|autumn|winter)\b", re.I)),
    ("ytd", re.compile(r"\b(?:year to date|year-to-date|ytd|so far this year)\b", re.I)),
    ("qtd", re.compile(r"\b(?:quarter to date|quarter-to-date|qtd|so far this quarter)\b", re.I)),
    # "more than ten years ago": on or before that day; "less than 2 years ago": since it (not its year)
    ("ago_edge", re.compile(r"\b(more\s+than|over|upwards\s+of|at\s+least|longer\s+than|greater\s+than|"
                            r"in\s+excess\s+of|less\s+than|under|fewer\s+than|within|(?:not|no)\s+more\s+than|"
                            rf"up\s+to)\s+{_N}\s+{_UNIT}\s+ago\b", re.I)),
    ("ago", re.compile(rf"\b{_N}\s+{_UNIT}\s+ago\b", re.I)),
    # "whose start date is still in the future", "haven't started yet": from tomorrow on
    ("future", re.compile(r"\b(?:(?:is|are)\s+)?(?:still\s+)?in\s+the\s+future\b|"
                          r"\b(?:(?:are|is)\s+)?(?:yet\s+to|not\s+yet|(?:has|have)n['’]?t(?:\s+yet)?)\s+"
                          r"(?:start(?:ed)?|begun|begin|commence[sd]?|kick(?:ed)?\s+off|take\s+effect)(?:\s+yet)?\b",
                          re.I)),
    ("soon", re.compile(r"\b(?:soon|shortly|upcoming|coming up|imminent(?:ly)?|about to (?:expire|end|renew))\b", re.I)),
]  # fmt: skip


def _count(word: str | None) -> float:
    if not word:
        return 1
    return int(word) if word.isdigit() else NUMBER_WORDS[" ".join(word.lower().split())]


_MONTHS_IN = {"decade": 120, "year": 12, "quarter": 3, "month": 1}


def _step(unit: str, n: float) -> relativedelta:
    """n units as a calendar step ("half a decade": 5 years, "half a year": 6 months)."""
    unit = unit.lower()
    if unit in _MONTHS_IN and float(n * _MONTHS_IN[unit]).is_integer():
        return relativedelta(months=int(n * _MONTHS_IN[unit]))
    return relativedelta(days=round(n * {"week": 7, "month": 30}.get(unit, 1)))


def _calendar(unit: str, today: date, offset: int) -> tuple[date, date]:
    """This (0), next (1) or last (-1) calendar year, quarter, month or week."""
    if unit == "year":
        year = today.year + offset
        return date(year, 1, 1), date(year, 12, 31)
    if unit == "quarter":
        first = date(today.year, 3 * ((today.month - 1) // 3) + 1, 1) + relativedelta(months=3 * offset)
        return first, first + relativedelta(months=3, days=-1)
    if unit == "month":
        first = today.replace(day=1) + relativedelta(months=offset)
        return first, first + relativedelta(months=1, days=-1)
    monday = today - timedelta(days=today.weekday()) + timedelta(weeks=offset)
    return monday, monday + timedelta(days=6)


def _quarter_of(year: int, n: int) -> tuple[date, date]:
    return date(year, 3 * n - 2, 1), date(year, 3 * n, monthrange(year, 3 * n)[1])


def _bare_quarter(m: re.Match[str], today: date) -> tuple[date, date]:
    """ "Q3" without a year: the next one for an end date or a "by", else the last one."""
    n, edge = int(m.group(2)), (m.group(1) or "").lower()
    around = _END_OF.sub(" ", m.string[max(0, m.start() - 60) : m.end() + 30])
    ahead = edge in ("by", "before", "until", "till", "through") or bool(END_WORDS.search(around))
    this = _quarter_of(today.year, n)
    if ahead and this[1] < today:
        return _quarter_of(today.year + 1, n)
    if not ahead and this[0] > today:
        return _quarter_of(today.year - 1, n)
    return this


def _period(m: re.Match[str], today: date, fiscal: int) -> tuple[date, date]:
    """ "next year", "last quarter", "this fiscal year" (from the fiscal year's first month)."""
    offset = {"next": 1, "last": -1, "previous": -1}.get(m.group(2).lower(), 0)
    return _relative_unit(m.group(4).lower(), m.group(3), today, fiscal, offset)


def _relative_unit(
    unit: str, qualifier: str | None, today: date, fiscal: int, offset: int
) -> tuple[date, date]:
    """The calendar `unit` `offset` units from today's, or the fiscal year (from its first month) where
    "fiscal" is said and one is set."""
    if unit == "year" and (qualifier or "").strip().lower() == "fiscal" and fiscal != 1:
        return _fiscal_year(clock.fiscal_year_ending(today.year, today.month, fiscal) + offset, fiscal)
    return _calendar(unit, today, offset)


def _relative_range(kind: str, m: re.Match[str], today: date, fiscal: int = 1) -> tuple[date, date] | None:
    if kind == "window":
        direction = (m.group(2) or m.group(4)).lower()
        n, unit = _count(m.group(3) or m.group(5)), m.group(6)
        if direction in ("next", "coming", "following", "upcoming"):
            return today, today + _step(unit, n)
        return today - _step(unit, n), today
    if kind == "rolling":
        step = _step(m.group(2), 1)
        return (
            (today, today + step)
            if m.group(1).lower() in ("next", "coming", "following")
            else (today - step, today)
        )
    if kind == "within":
        n, unit = _count(m.group(1)), m.group(2)
        ahead = bool(END_WORDS.search(m.string[max(0, m.start() - 60) : m.end() + 30]))
        return (today, today + _step(unit, n)) if ahead else (today - _step(unit, n), today)
    if kind == "period":
        return _period(m, today, fiscal)
    if kind == "now_until":  # "by the end of next fiscal year": from today
        offset = 1 if m.group(1).lower() == "next" else 0
        return today, _relative_unit(m.group(3).lower(), m.group(2), today, fiscal, offset)[1]
    if kind == "quarter":
        return _bare_quarter(m, today)
    if kind == "year_back":
        return _calendar(m.group(1).lower(), today - relativedelta(years=1), 0)
    if kind == "part":
        year = today.year + {"next": 1, "last": -1, "previous": -1}.get(m.group(6).lower(), 0)
        ordinal = {"first": 1, "front": 1, "second": 2, "back": 2, "latter": 2, "third": 3, "fourth": 4}
        n = int(m.group(2) or m.group(5) or ordinal.get(m.group(3).lower(), 0) or m.group(3)[0])
        months = 6 if m.group(5) or (m.group(4) or "").lower() == "half" else 3
        first = date(year, 1, 1) + relativedelta(months=months * (n - 1))
        return first, first + relativedelta(months=months, days=-1)
    if kind == "half":
        half, year = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        first = half.lower() in ("first", "1st", "1", "front")
        y = today.year if not year else int(year) + (2000 if len(year) == 2 else 0)  # "H2": this year's
        return (date(y, 1, 1), date(y, 6, 30)) if first else (date(y, 7, 1), date(y, 12, 31))
    if kind == "month":
        which = (m.group(2) or m.group(3) or "").lower()
        month = MONTHS[m.group(4).lower()]
        since = (m.group(1) or "").lower() == "since"  # looks back, whatever the date
        ahead = not since and bool(END_WORDS.search(m.string[max(0, m.start() - 60) : m.end() + 30]))
        return _month_named(month, which, ahead, today)
    if kind == "season":
        return _season(m.group(3).lower(), m.group(2).lower(), today)
    if kind in ("ytd", "qtd"):  # the year or the quarter, to date
        return (date(today.year, 1, 1) if kind == "ytd" else _calendar("quarter", today, 0)[0]), today
    if kind == "ago":
        day = today - _step(m.group(2), _count(m.group(1)))
        unit = m.group(2).lower().rstrip("s")
        return _calendar("year" if unit == "decade" else unit, day, 0)
    return today, today + timedelta(days=SOON_DAYS)  # soon


def _month_named(month: int, which: str, ahead: bool, today: date) -> tuple[date, date]:
    """The month a name without a year means: "last" / "next" one; "this" year's; else the next one
    for an end date ("what expires in march?") and the last one for the others ("signed in march")."""
    if which in ("last", "past"):
        year = today.year - (month >= today.month)
    elif which == "next":
        year = today.year + (month <= today.month)
    elif which == "this":
        year = today.year
    else:
        year = today.year + (month < today.month) if ahead else today.year - (month > today.month)
    return date(year, month, 1), date(year, month, monthrange(year, month)[1])


def _season(name: str, which: str, today: date) -> tuple[date, date]:
    """Last: the latest that has ended; this: the one under way, else the coming one; next: the
    coming one."""
    spans = []
    for year in range(today.year - 2, today.year + 2):
        start = date(year, _SEASON_START[name], 1)
        spans.append((start, start + relativedelta(months=3, days=-1)))
    if which in ("last", "past"):
        return max(s for s in spans if s[1] < today)
    coming = min(s for s in spans if s[0] > today)
    if which == "this":
        return next((s for s in spans if s[0] <= today <= s[1]), coming)
    return coming


def _bounded(edge: str | None, span: tuple[date, date]) -> tuple[date | None, date | None]:
    """'since last year' is from its start on; 'before next month' up to the day before it."""
    start, end = span
    edge = (edge or "").lower()
    if edge in ("since", "from", "starting"):
        return start, None
    if edge == "after":
        return end + timedelta(days=1), None
    if edge in ("before", "prior to"):
        return None, start - timedelta(days=1)
    if edge in ("until", "till", "by", "through"):
        return None, end
    return start, end


def _holiday_filter(m: re.Match[str], text: str, today: date) -> DateFilter:
    """ "before christmas" (from today to the day before), "by / between now and labor day" (to that
    day), "since memorial day" (from the last one; an end date: until today), "after labor day" (the
    last one; an end date: the next one)."""
    edge = " ".join(m.group(1).lower().split())
    around = text[max(0, m.start() - 60) : m.end() + 30]
    field = "end" if END_WORDS.search(around) else "effective"
    if edge == "since":  # looks back: from the last one until today
        return DateFilter(field, _holiday(m.group(2), today, ahead=False), today)
    if edge in ("after", "from"):
        day = _holiday(m.group(2), today, ahead=field == "end")
        return DateFilter(field, day + timedelta(1) if edge == "after" else day, None)
    day = _holiday(m.group(2), today, ahead=True)
    last = day - timedelta(1) if edge in ("before", "ahead of", "prior to") else day
    return DateFilter(field, today, last)


def _in_brackets(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is inside round brackets: an aside, glossing what comes before."""
    opened = text.rfind("(", 0, start)
    return opened >= 0 and text.rfind(")", 0, start) < opened and text.find(")", end) >= 0


_END_OF = re.compile(r"\bend\s+of\b", re.I)


def _edged(
    edge: str | None, span: tuple[date, date], field: str, today: date, end_of: bool
) -> tuple[date | None, date | None]:
    """A period's bounds with the word before it: "since march" from its start until today, "since /
    after the end of Q1" from the day after it, "by the end of Q3" until it (an end date: from today)."""
    edge = (edge or "").lower()
    if end_of and edge in ("since", "after", "from", "starting"):
        start, end = span[1] + timedelta(days=1), None
    elif end_of and edge in ("by", "before", "until", "till", "through", "prior to"):
        start, end = (today if field == "end" and today <= span[1] else None), span[1]
    else:
        start, end = _bounded(edge, span)
    if edge == "since" and start and start <= today:  # "since march": until now
        end = today
    return start, end


# "our FY runs July to June", "fiscal year starts in April", "we run a calendar FY": where it starts
_FISCAL_DEF = re.compile(
    rf"\(?\b(?:(?:our|the)\s+)?(?:fy|fiscal\s+year)\s+(?:runs?|is|goes|starts?|begins?)\s+(?:from\s+|in\s+|on\s+)?"
    rf"(?:the\s+)?(?:(calendar)(?:\s+year)?|({_MONTH_NAME})\w*(?:\s*(?:to|through|thru|-|–)\s*(?:{_MONTH_NAME})\w*)?)\)?"
    # and its days said again: "our FY runs July to June, so 1 Jul 2019 - 30 Jun 2020"
    rf"(?:\s*[,;:]?\s*(?:so|i\.?e\.?|=|that\s+is)?\s*(?:from\s+)?(?:{FULL_DATE})\s*(?:-|–|to|through|thru|until)\s*(?:{FULL_DATE}))?|"
    r"\(?\bwe\s+(?:run|use|have|are\s+on)\s+a\s+calendar\s+(?:fy|fiscal\s+year)\)?",
    re.I,
)
# a fiscal year glossed by its months: "FY20 (Jul 19 - Jun 20)" runs July to June (the brackets say it)
_FISCAL_GLOSS = re.compile(
    rf"\b(?:fy\s*['’]?\d{{2,4}}|fiscal\s+(?:year\s+)?\d{{4}})\s*(\(\s*({_MONTH_NAME})\w*\.?\s*['’]?\d{{2,4}}\s*"
    rf"(?:-|–|to|through|thru|until)\s*(?:{_MONTH_NAME})\w*\.?\s*['’]?\d{{2,4}}\s*\))",
    re.I,
)
# a fiscal year glossed by the day it ends: "by the end of next financial year (31 March 2021)" runs April
# to March (the group after the bracket's day names the month it ends in)
_FISCAL_END_GLOSS = re.compile(
    r"\b(?:fy|fiscal\s+year)(?:\s*['’]?\d{2,4})?\s*(\(\s*(?:ending\s+|ends\s+)?(?:on\s+)?"
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH_NAME})\w*\.?|({_MONTH_NAME})\w*\.?\s+\d{{1,2}}(?:st|nd|rd|th)?)"
    r",?\s*(?:\d{4})?\s*\))",
    re.I,
)


def _fiscal_start_glossed(text: str) -> tuple[int, re.Match[str]] | None:
    """The first month of a fiscal year its gloss states, by its months ("FY20 (Jul 19 - Jun 20)") or by
    the day it ends ("next financial year (31 March 2021)"), and the gloss; None without one."""
    if m := _FISCAL_GLOSS.search(text):
        return MONTHS[m.group(2).lower()[:3]], m
    if m := _FISCAL_END_GLOSS.search(text):
        return MONTHS[(m.group(2) or m.group(3)).lower()[:3]] % 12 + 1, m
    return None


# "FY20", "FY 2019", "fiscal 2018", "fiscal year 2021": named by the calendar year it ends in
_FISCAL_YEAR = re.compile(
    r"\b(?:(?:in|during|for|of)\s+)?(?:fy\s*['’]?(\d{4}|\d{2})|fiscal\s+(?:year\s+)?(\d{4}))\b", re.I
)


# "FY 2018-19", "FY19-20", "Q1 FY 2019-20": a fiscal year named by the two calendar years it spans (one
# that starts in April unless the question says otherwise, as India's, the UK's and Japan's do), or its quarter
_SPLIT_FISCAL = re.compile(
    r"\b(?:(?P<q>q[1-4])\s+(?:of\s+)?(?:the\s+)?)?(?:(?:in|during|for|of)\s+)?(?:the\s+)?"
    r"(?:(?:current|this)\s+)?(?:fy|fiscal\s+(?:year\s+)?)\s*['’]?(?P<a>(?:19|20)?\d{2})\s*[-–/]\s*(?P<b>(?:19|20)?\d{2})(?![\d/.-])",
    re.I,
)
_FISCAL_TO = re.compile(r"\s*(?:to|through|thru|until|till|-|–|—)\s*", re.I)
SPLIT_FISCAL_START = 4  # the first month of a fiscal year named by two years ("FY 2018-19"), unless said
# "Q2 of this FY": a quarter of the fiscal year around today (or the next or last one)
_FISCAL_QUARTER = re.compile(
    r"\bq([1-4])\s+(?:of\s+)?(?:the\s+)?(this|current|next|last|previous|coming)\s+(?:fy|fiscal\s+year)\b",
    re.I,
)


_FISCAL_SAID = re.compile(
    r"\b(?:this|current|next|last|previous|prior|coming)\s+(?:fy|fiscal\s+year)\b|\b(?:fytd|fy\s+to\s+date)\b|"
    r"\b(?:per|by|each|every)\s+(?:fy|fiscal\s+year)\b|\bfy[- ]?wise\b",  # counted per fiscal year
    re.I,
)
FISCAL_HINT = (
    "\n_I took the fiscal year as the calendar year (January to December); if yours runs otherwise, say "
    "so, e.g. “our FY runs April to March”._"
)


def fiscal_hint(question: str) -> str:
    """The line an answer adds when "this FY" was read as the calendar year by default: no fiscal year
    is set for the workspace (`clock.fiscal_start`), defined in the question nor named by the two years
    it spans ("FY 2018-19")."""
    text = expand_shorthand(question)
    if clock.fiscal_start() != 1 or not _FISCAL_SAID.search(text):
        return ""
    stated = _FISCAL_DEF.search(text) or _fiscal_start_glossed(text) or _SPLIT_FISCAL.search(text)
    return "" if stated else FISCAL_HINT


def fiscal_said(text: str, start: int) -> int:
    """The first month of the fiscal year after `text` is read, from `start`: the month a definition
    states ("our FY runs April to March"), April where a fiscal year is named by the two years it spans
    ("FY 2018-19") and none is set; else `start` (a thread's earlier turns say it for the later ones)."""
    text = expand_shorthand(text)
    if m := _FISCAL_DEF.search(text):
        return _defined_start(m)
    if glossed := _fiscal_start_glossed(text):
        return glossed[0]
    return SPLIT_FISCAL_START if _split_spans(text) and start == 1 else start


def _defined_start(m: re.Match[str]) -> int:
    """The first month a `_FISCAL_DEF` states ("runs July to June": 7; "a calendar FY": 1)."""
    return 1 if m.group(1) or not m.group(2) else MONTHS[m.group(2).lower()]


def _split_spans(text: str) -> list[re.Match[str]]:
    """The fiscal years `text` names by the two years they span ("FY 2018-19"; not "FY 2018-20")."""
    return [m for m in _SPLIT_FISCAL.finditer(text) if _year(m["b"]) == _year(m["a"]) + 1]


def _split_fiscal(text: str, start: int, today: date, found: list[DateFilter]) -> tuple[int, str]:
    """Fiscal years named by the two years they span, and quarters of them, read (see `_SPLIT_FISCAL`)."""
    spans = _split_spans(text)
    if spans and start == 1:
        start = SPLIT_FISCAL_START
    read = [_fiscal_span(date(_year(m["a"]), start, 1), m["q"], text, m) for m in spans]
    found += _fiscal_ranges(text, spans, read, [bool(m["q"]) for m in spans])
    for m in reversed(spans):
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    while m := _FISCAL_QUARTER.search(text):
        this = _fiscal_year(clock.fiscal_year_ending(today.year, today.month, start), start)[0]
        offset = {"next": 1, "coming": 1, "last": -1, "previous": -1}.get(m.group(2).lower(), 0)
        found.append(_fiscal_span(this + relativedelta(years=offset), f"q{m.group(1)}", text, m))
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    return start, text


def _fiscal_ranges(
    text: str, said: list[re.Match[str]], read: list[DateFilter], quarters: list[bool]
) -> list[DateFilter]:
    """The fiscal years `said` (read as `read`), two joined as a range one period: "from FY 2016-17 to FY
    2018-19", "FY16 through FY19", "between FY17 and FY18" run from the first's start to the last's end."""
    out = list(read)
    for i in range(len(said) - 1, 0, -1):
        a, b = said[i - 1], said[i]
        gap = text[a.end() : b.start()]
        between = re.fullmatch(r"\s*and\s*", gap, re.I) and re.search(
            r"\bbetween\s+(?:the\s+)?$", text[: a.start()], re.I
        )
        # "FY16/17, FY17/18 and FY18/19": consecutive years listed are the period they make up
        listed_run = re.fullmatch(r"\s*(?:,|&|and|,\s*and)\s*", gap, re.I) and out[i].start == out[
            i - 1
        ].end + timedelta(days=1)
        if not (quarters[i - 1] or quarters[i]) and (_FISCAL_TO.fullmatch(gap) or between or listed_run):
            out[i - 1 : i + 1] = [DateFilter(out[i - 1].field, out[i - 1].start, out[i].end)]
    return out


def _year(said: str) -> int:
    return int(said) if len(said) == 4 else 2000 + int(said)


def _fiscal_span(first: date, quarter: str | None, text: str, m: re.Match[str]) -> DateFilter:
    """A fiscal year from its first day, or its quarter ("q2"), as a filter of the date the words say."""
    if quarter:
        first += relativedelta(months=3 * (int(quarter[1]) - 1))
        last = first + relativedelta(months=3, days=-1)
    else:
        last = first + relativedelta(years=1, days=-1)
    around = text[max(0, m.start() - 60) : m.end() + 30]
    return DateFilter("end" if END_WORDS.search(around) else "effective", first, last)


def _fiscal_year(year: int, start: int) -> tuple[date, date]:
    """The fiscal year that ends in `year`, for a fiscal year starting in month `start`."""
    if start == 1:
        return date(year, 1, 1), date(year, 12, 31)
    first = date(year - 1, start, 1)
    return first, first + relativedelta(years=1, days=-1)


def _fiscal(text: str, today: date, found: list[DateFilter]) -> tuple[int, str]:
    """The fiscal year's first month the question states (else the workspace's, `clock.fiscal_start`),
    and "FY20" read."""
    start = clock.fiscal_start()
    if m := _FISCAL_DEF.search(text):
        start = _defined_start(m)
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    elif glossed := _fiscal_start_glossed(text):  # the brackets say where it starts, and are read
        start, m = glossed
        text = text[: m.start(1)] + " " * (m.end(1) - m.start(1)) + text[m.end(1) :]
    start, text = _split_fiscal(text, start, today, found)
    named = list(_FISCAL_YEAR.finditer(text))  # "FY20", "fiscal 2019"
    read = [
        _fiscal_span(_fiscal_year(_year(m.group(1) or m.group(2)), start)[0], None, text, m) for m in named
    ]
    found += _fiscal_ranges(text, named, read, [False] * len(named))
    for m in reversed(named):
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    return start, text


# "since 1 Jan", "between March 1 and today": a day of a month without its year, from which on (the
# last such day, today's at the latest)
_SINCE_DAY = re.compile(
    rf"\b(?P<lead>(?:since|from|between|starting)\s+(?:the\s+)?)(?!(?:4th|fourth)\s+of\s+july\b)(?P<day>(?:{_YEARLESS_DAY}))"
    rf"(?![\w.]|,?\s*(?:\d{{4}}|['’]\d{{2}})\b)",
    re.I,
)
# "between 1 January 2019 and today", "from March 2019 to now": today said as a date
_TO_TODAY = re.compile(
    r"\b(between\s+[^?;]{3,40}?\s+and|from\s+[^?;]{3,40}?\s+(?:to|until|till|through))\s+(?:today|now|date)\b",
    re.I,
)


# "before Sept 15", "by 1 Oct", "ahead of Feb 2": a day with no year, the next such day from today on
_BY_DAY = re.compile(
    r"\b(?P<lead>(?:before|by|until|till|through|ahead\s+of|prior\s+to|up\s+to|between\s+(?:now|today)\s+and|"
    rf"(?:now|today)\s+to)\s+(?:the\s+)?)(?P<day>(?:{_YEARLESS_DAY}))"
    rf"(?![\w.]|,?\s*(?:\d{{4}}|['’]\d{{2}})\b)",
    re.I,
)


def _with_year(m: re.Match[str], today: date, ahead: bool) -> str:
    """A day said without its year, given the year: "since 1 Jan" -> "since 1 Jan 2019", the last such
    day up to `today`; `ahead`: "before Sept 15" -> "before Sept 15 2019", the next one from today on."""
    found = parse_date_range(f"{m['day']} {today.year}")
    if not found:
        return m.group(0)
    if ahead:
        year = today.year if found[0] >= today else today.year + 1
    else:
        year = today.year if found[0] <= today else today.year - 1
    return f"{m['lead']}{m['day']} {year}"


# "between 1 Jan 2019 and 31 Mar": the second day of a range in the first one's year
_RANGE_END_DAY = re.compile(
    rf"(\b(?:between|from)\s+[^?;]{{3,25}}?\s(?P<year>\d{{4}})\s+(?:and|to|until|till|through|-)\s+(?:the\s+)?)"
    rf"(?P<day>{_YEARLESS_DAY})(?![\w.]|,?\s*\d{{4}}\b)",
    re.I,
)


# "from 1 October to 31 December 2019": the first day of a range in the second one's year (the year before
# where it would come after it: "from 1 November to 31 January 2020")
_RANGE_START_DAY = re.compile(
    rf"(?P<lead>\b(?:between|from)\s+(?:the\s+)?|\(\s*)(?P<day>{_YEARLESS_DAY})(?P<mid>\s*(?:and|to|until|till|through|-|–)\s*"
    rf"(?:the\s+)?)(?P<end>(?:{_YEARLESS_DAY}),?\s+(?P<year>(?:19|20)\d{{2}}))\b",
    re.I,
)


def _start_in_end_year(m: re.Match[str]) -> str:
    year = int(m["year"])
    start, end = parse_date_range(f"{m['day']} {year}"), parse_date_range(m["end"].replace(",", ""))
    if start and end and start[0] > end[0]:
        year -= 1
    return f"{m['lead']}{m['day']} {year}{m['mid']}{m['end']}"


def _until_today(text: str, today: date) -> str:
    """Today said as a date where a range ends with it; a range's yearless end in its start's year."""
    text = _RANGE_END_DAY.sub(lambda m: f"{m.group(1)}{m['day']} {m['year']}", text)
    text = _TO_TODAY.sub(lambda m: f"{m.group(1)} {today.isoformat()}", text)
    text = _AFTER_TODAY.sub(lambda m: f"{m['prep'] or m['verb'] + ' on'} {today.isoformat()}", text)
    # "signed in FY 2015-16 till date": the period read before this, running until today
    return _UNTIL_TODAY.sub(
        lambda m: f"{'until' if ' ' in m.group(1) else m.group(1)} {today.isoformat()}", text
    )


_OF_A_DATE = re.compile(rf"\s+of\s+(?:the\s+)?(?:year\s+)?(?:{DATE_RE})", re.I)
# today named beside a date word: "starting after today", "ended before now", "signed (on) today"
_AFTER_TODAY = re.compile(
    r"\b(?:(?P<prep>after|later\s+than|beyond|before|prior\s+to|earlier\s+than)|(?P<verb>signed|effective|starting|"
    r"started|ending|ended|expiring|expired|expires|executed|dated)(?:\s+on)?)\s+(?:today|now|the\s+present)\b",
    re.I,
)
_UNTIL_TODAY = re.compile(
    r"\b(until|till|through|up\s+(?:to|until|till)(?!\s+date))\s+(?:today|now|date|the\s+present)\b", re.I
)


def find_relative_dates(question: str, today: date) -> tuple[list[DateFilter], str]:
    """Relative date phrases read against `today` ("the next 2 yrs" too), and the question without
    them; a stated window wins over "coming up" / "soon" ("coming up in the next 60 days": 60). A
    fiscal year starts in the workspace's month (`clock.fiscal_start`: January unless set) unless the
    question says otherwise ("our FY runs July to June")."""
    found: list[DateFilter] = []
    text = expand_shorthand(question)
    fiscal, text = _fiscal(text, today, found)
    for said, years in ((r"the\s+year\s+before\s+last", -2), (r"the\s+year\s+after\s+next", 2)):
        text = re.sub(rf"\b{said}\b", str(today.year + years), text, flags=re.I)  # a year, said by its number
    text = _RANGE_START_DAY.sub(_start_in_end_year, text)  # before "since 1 Jan" reads the start alone
    text = _SINCE_DAY.sub(lambda m: _with_year(m, today, ahead=False), text)
    text = _until_today(_BY_DAY.sub(lambda m: _with_year(m, today, ahead=True), text), today)
    while (m := _WINDOW.search(text)) and (window := _window(m, text, today)):
        found.append(window)
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    for kind, pattern in _RELATIVE:
        pos = 0
        while m := pattern.search(text, pos):
            if _OF_A_DATE.match(text, m.end()):  # "the last two weeks of December 2018": a part of that
                pos = m.end()
                continue
            glossed = _in_brackets(text, m.start(), m.end())  # "by EONY (end of next yr)": said again
            if (kind == "soon" or glossed) and found:  # the window the question states, said again
                text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
                continue
            if kind == "holiday":
                found.append(_holiday_filter(m, text, today))
                text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
                continue
            if kind == "future":
                around = text[max(0, m.start() - 60) : m.end() + 30]
                found.append(
                    DateFilter("end" if END_WORDS.search(around) else "effective", today + timedelta(1), None)
                )
                text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
                continue
            if kind == "ago_edge":  # "signed more than ten years ago": on or before that day
                day = today - _step(m.group(3), _count(m.group(2)))
                around = text[max(0, m.start() - 60) : m.end() + 30]
                field = "end" if END_WORDS.search(around) else "effective"
                older = not re.match(r"less|under|fewer|within|not|no|up", m.group(1), re.I)
                found.append(DateFilter(field, None, day) if older else DateFilter(field, day, today))
                text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
                continue
            if kind == "runs_for":  # ends that far ahead or later
                found.append(DateFilter("end", today + _step(m.group(2), _count(m.group(1))), None))
                text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
                continue
            span = _relative_range(kind, m, today, fiscal)
            around = _END_OF.sub(
                " ", text[max(0, m.start() - 60) : m.end() + 30]
            )  # "the end of Q3": no end date
            field = "end" if kind == "soon" or END_WORDS.search(around) else "effective"
            if span:
                edge = (
                    m.group(1) if kind in ("window", "period", "month", "season", "part", "quarter") else None
                )
                if edge and _STARTING_IN.match(m.group(0)):  # "starting in the next 3 months": the verb
                    edge = None
                start, end = _edged(edge, span, field, today, bool(_END_OF.search(m.group(0))))
                found.append(DateFilter(field, start, end))
            text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    return found, text
