"""Places in a question: countries, demonyms, US states and foreign provinces, as ISO codes.

"governed by US law", "under California law", "the laws of Ontario" are governing law;
"a party from Japan", "Japanese parties", "located in the United States" are party countries.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

import pycountry

from core.places import COUNTRY_ALIASES, DEMONYMS, GB_NATIONS, region_countries
from graph_ingest.filters import OR

# country names that are also ordinary words or US states: never read as countries
_NOT_COUNTRIES = {
    "georgia",
    "jordan",
    "chad",
    "turkey",
    "guinea",
    "niger",
    "mali",
    "oman",
    "peru",
    "cuba",
    "iran",
    "india",
    "us",
    "man",
    "congo",
    "dominica",
    "jersey",
    "guernsey",
}
# those of them that are no US state, read as countries where a party is said to be: "based in India";
# the few that are no one's first name nor a common word also after "in", "from" or "of" and before "law"
# ("a party in India", "the laws of Peru", "India law"), capitalised
_LOCATED_IN_WORD = re.compile(
    r"\b(?:based|located|headquartered|incorporated|domiciled|registered|established)\s+(?:in|out\s+of)\s+(?:the\s+)?"
    r"(india|iran|peru|cuba|oman|mali|chad|niger|jordan|turkey)\b"
    r"|(?-i:\b(?:in|from|of|out\s+of)\s+(India|Iran|Peru|Cuba|Oman)\b(?!\s+(?:Inc|Ltd|Limited|Pvt|Private|LLC)\b))"
    r"|(?-i:\b(India|Iran|Peru|Cuba|Oman)(?=[\s-]+(?:law|laws|based)\b))",
    re.I,
)
_LOCATED_CODES = {
    "india": "IN", "iran": "IR", "peru": "PE", "cuba": "CU", "oman": "OM", "mali": "ML", "chad": "TD",
    "niger": "NE", "jordan": "JO", "turkey": "TR",
}  # fmt: skip


# the words that say where a party is ("a party based in", "where is Acme domiciled?")
LOCATED_WORDS = r"based|located|headquartered|incorporated|domiciled|registered"
# a place said right after them: "based in PA" (the state, though "PA" alone may be another word)
_LOCATED_BEFORE = re.compile(
    rf"\b(?:{LOCATED_WORDS}|organi[sz]ed)\s+(?:in|out\s+of)\s+(?:the\s+state\s+of\s+)?$", re.I
)
_WORD_COUNTRY = re.compile(r"(?-i:\b(India|Iran|Peru|Cuba|Oman)\b)")
LISTED_BESIDE = re.compile(r"\s*(?:,|/|&|\band\b|\bor\b)\s*(?:(?:and|or)\s+)?(?:the\s+)?", re.I)
"""What stands between two places listed together ("Japan, Korea, India and Australia")."""


def _located_in_word(question: str, places: list[Place]) -> list[Place]:
    """ "based in India", or listed beside another place ("Japan, Korea, India and Australia"): a
    country, though its name is a word of party names and not read elsewhere."""
    found = [(m, m.lastindex or 1) for m in _LOCATED_IN_WORD.finditer(question)]
    found += [
        (m, 1)
        for m in _WORD_COUNTRY.finditer(question)
        if any(LISTED_BESIDE.fullmatch(question[p.end : m.start()]) for p in places if p.end <= m.start())
        or any(LISTED_BESIDE.fullmatch(question[m.end() : p.start]) for p in places if p.start >= m.end())
    ]
    read: dict[int, Place] = {}
    for m, g in found:
        if not any(p.start <= m.start(g) < p.end for p in places):
            read.setdefault(
                m.start(g), _place(question, _LOCATED_CODES[m.group(g).lower()], None, m.start(g), m.end(g))
            )
    return list(read.values())


_STATE_COUNTRIES = ("US", "CA", "AU", "CN", "IN", "DE")
_LAW_BEFORE = re.compile(
    r"(governed by|governing law|laws? of|under|jurisdiction( of)?|subject to)\s*(the\s+)?(state of\s+|province of\s+|commonwealth of\s+)?$",
    re.I,
)  # noqa: E501
_LAW_AFTER = re.compile(r"^\s*(-|\s)?(law|laws|governed|governing|jurisdiction|courts?)\b", re.I)


@dataclass
class Place:
    country: str
    subdivision: str | None
    start: int
    end: int
    is_law: bool
    region: str | None = None  # "EU", "Europe", ...: `country` then holds its countries, "AT or BE or ..."


@lru_cache(maxsize=1)
def country_names() -> frozenset[str]:
    """Every country's name in lower case, those also read as words ("India", "Jordan") included."""
    return frozenset(
        n.lower()
        for c in pycountry.countries
        for n in {c.name, getattr(c, "common_name", c.name)}
        if "," not in n
    )


@lru_cache(maxsize=1)
def _lexicon() -> dict[str, tuple[str, str | None]]:
    """lower-case phrase -> (country, subdivision)."""
    lex: dict[str, tuple[str, str | None]] = {}
    for c in pycountry.countries:
        for name in {c.name, getattr(c, "common_name", c.name)}:
            if name.lower() not in _NOT_COUNTRIES and "," not in name:
                lex[name.lower()] = (c.alpha_2, None)
    for alias, code in COUNTRY_ALIASES.items():
        if (
            alias not in ("us", "u.s.", "prc", "bvi")
            and alias.upper() not in _CAPITALS_ONLY
            and alias not in _NOT_COUNTRIES
        ):
            lex[alias] = (code, None)
    lex.update({"u.s.": ("US", None), "u.s.a.": ("US", None)})
    for demonym, code in DEMONYMS.items():
        lex.setdefault(demonym, (code, None))
    for sub in pycountry.subdivisions:
        if sub.country_code in _STATE_COUNTRIES and sub.type in (
            "State",
            "Province",
            "Territory",
            "District",
        ):
            lex.setdefault(sub.name.lower(), (sub.country_code, sub.code))
    lex.update({nation: ("GB", code) for nation, code in GB_NATIONS.items()})
    lex.update(
        {
            "georgia": ("US", "US-GA"),
            "washington d.c.": ("US", "US-DC"),
            "d.c.": ("US", "US-DC"),
            "delaware": ("US", "US-DE"),
        }
    )
    return lex


@lru_cache(maxsize=1)
def _pattern() -> re.Pattern[str]:
    names = sorted(_lexicon(), key=len, reverse=True)
    return re.compile(r"(?<![\w.])(" + "|".join(re.escape(n) for n in names) + r")(?![\w])", re.I)


_CODE_RE = re.compile(r"(?<![\w.])(US|USA|UK|PRC|BVI|PNG|UAE|KSA|[A-Z]{2})(?![\w])")
# countries by a code read in capitals only (in lower case they are words or too unsure): China, the
# British Virgin Islands, the United Arab Emirates, Saudi Arabia, Hong Kong, New Zealand, and Asian ones
# people write in capitals ("SG, VN or PH")
_CAPITALS_ONLY = frozenset(
    {"PRC", "BVI", "PNG", "UAE", "KSA", "HK", "NZ", "SG", "VN", "PH", "JP", "KR", "MY", "TW"}
)
# a state's code in any case right before "law" ("ny law", "tx-law"), unless it is also a common word
_CODE_BEFORE_LAW = re.compile(r"(?<![\w.])([a-z]{2})(?=\s*-?\s*laws?\b)", re.I)
_WORD_CODES = frozenset({"IN", "OR", "ME", "OH", "OK", "HI"})
# US states' codes typed in lower case that are no English word ("and ny?", "tx instead")
_LOWER_STATE = re.compile(r"(?<![\w.'’-])(ny|nj|tx|fl|nv|az|nc|sc|ky|tn|ut|nm|wv|mn|wi|nh)(?![\w'’-])")
# "us" in lower case is the country only where the pronoun cannot stand: "outside the us", "non-us"
_LOWER_US = re.compile(r"(?:(?<=\bthe\s)|(?<=\bnon-)|(?<=\bex-)|(?<=\boutside\s))us(?![\w.'’-])")
# Canadian provinces and territories by their postal codes, upper case ("ontario or BC law"); not ON
_CA_CODES = frozenset({"BC", "AB", "QC", "NS", "NB", "MB", "SK", "PE", "NL", "YT", "NT", "NU"})


@lru_cache(maxsize=1)
def us_states() -> dict[str, str]:
    """'NY' -> 'US-NY' (read once: pycountry's subdivisions are some 5,000 records)."""
    return {s.code.split("-")[1]: s.code for s in pycountry.subdivisions if s.country_code == "US"}


@lru_cache(maxsize=1)
def us_state_names() -> frozenset[str]:
    """The US states' names in lower case ("delaware", "new york")."""
    return frozenset(
        s.name.lower() for s in pycountry.subdivisions if s.country_code == "US" and s.type == "State"
    )


# regions: "a party in the EU", "an EU member state", "European counterparties", "the law of a European
# country", "Asian parties", and the sales regions EMEA, APAC ("Asia-Pacific") and LATAM with the countries
# `core.places.SALES_REGIONS` gives them, said with their count (not North America: often the US and Canada
# only, so a reading would be a guess)
_REGION = re.compile(
    r"(?<![\w.'’-])(?:(?i:an?|the)\s+)?(?:(?P<eu27>EU[- ]?27)|(?P<eu>EU|E\.U\.|(?i:European\s+Union))|"
    r"(?P<greaterchina>(?i:Greater\s+China))|(?P<oceania>(?i:Oceania|(?:the\s+)?(?:South\s+)?Pacific\s+islands|the\s+(?:South\s+)?Pacific|South\s+Pacific)"
    r"(?!\s+(?:[A-Z]|(?i:rim|ocean)\b)))|"
    r"(?P<emea>EMEA)|(?P<apac>APAC|(?i:Asia[- ]Pacific))|"
    r"(?P<latamcaribbean>(?:LATAM|LatAm|(?i:Latin\s+America))\s+(?i:and|&|\+|/)\s+(?i:the\s+)?(?i:Caribbean))|"
    r"(?P<latam>LATAM|LatAm|(?i:Latin\s+American?))|"
    r"(?P<asean>ASEAN|(?i:South[- ]?East\s+Asian?)|SE\s+Asian?)|"
    r"(?P<caribbean>(?i:Caribbean))|(?P<centralsouth>(?i:Central\s+(?:and|&|or|\+|/)\s+South\s+American?))|"
    r"(?P<central>(?i:Central\s+American?))|"
    r"(?i:(?P<europe>Europe(?:an)?)|(?P<asia>Asian?)|(?P<africa>African?)|(?P<south>South\s+American?)))"
    r"(?![\w’']|-(?!based\b))(?i:[- ]based)?(?i:\s+(?:member\s+)?(?:countr(?:y|ies)|states?|nations?|jurisdictions?)\b)?"
)
_REGION_NAMES = {
    "eu": "EU",
    "eu27": "EU-27",
    "greaterchina": "Greater China",
    "oceania": "Oceania",
    "europe": "Europe",
    "asia": "Asia",
    "africa": "Africa",
    "south": "South America",
    "central": "Central America",
    "centralsouth": "Central and South America",
    "caribbean": "the Caribbean",
    "emea": "EMEA",
    "apac": "APAC",
    "latam": "LATAM",
    "latamcaribbean": "Latin America and the Caribbean",
    "asean": "ASEAN",
}


def _regions(question: str, today: date, countries: list[Place]) -> list[Place]:
    """The regions named where no longer country name was ("South African" is South Africa; "South
    America" is no "America")."""
    found: list[Place] = []
    for m in _REGION.finditer(question):
        group = next(k for k, v in m.groupdict().items() if v)
        if not any(
            p.start < m.end() and m.start() < p.end and p.end - p.start > len(m[group]) for p in countries
        ):
            region = _REGION_NAMES[group]
            codes = OR.join(sorted(region_countries(region, today)))
            found.append(
                dataclasses.replace(_place(question, codes, None, m.start(), m.end()), region=region)
            )
    return found


def _unaccented(text: str) -> str:
    """`text` with each accented letter as its plain one ("México" -> "Mexico"), one letter for one."""
    return "".join(
        plain
        if len(plain := "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c)))
        == 1
        else ch
        for ch in text
    )


def find_places(question: str, today: date | None = None) -> list[Place]:
    """The places a question names, in order; a region's `country` holds its countries on `today`."""
    places: list[Place] = []
    for m in _pattern().finditer(_unaccented(question)):  # "México", "Perú": their names, offsets kept
        country, sub = _lexicon()[m.group(1).lower()]
        places.append(_place(question, country, sub, m.start(), m.end()))
    regions = _regions(question, today or date.today(), places)
    places = [p for p in places if not any(r.start < p.end and p.start < r.end for r in regions)] + regions
    taken = [(p.start, p.end) for p in places]
    state_codes = us_states()
    for m in _CODE_RE.finditer(question):
        if any(a <= m.start() < b for a, b in taken):
            continue
        code = m.group(1)
        if code in ("US", "USA"):
            places.append(_place(question, "US", None, m.start(), m.end()))
        elif code == "UK":
            places.append(_place(question, "GB", None, m.start(), m.end()))
        elif (
            code in _CAPITALS_ONLY
        ):  # "a PRC counterparty", "a BVI entity": the People's Republic of China, ...
            places.append(_place(question, COUNTRY_ALIASES[code.lower()], None, m.start(), m.end()))
        elif code in state_codes and (
            code not in ("IN", "OR", "ME", "OK", "HI", "ID", "DE", "PA", "IP")
            or _LOCATED_BEFORE.search(question[: m.start()])
        ):  # "based in PA": the state, though "PA" or "IN" may be other words
            places.append(_place(question, "US", state_codes[code], m.start(), m.end()))
        elif code in _CA_CODES:
            places.append(_place(question, "CA", f"CA-{code}", m.start(), m.end()))
    for m in _LOWER_STATE.finditer(question):
        if not any(p.start <= m.start() < p.end for p in places) and not any(
            a <= m.start() < b for a, b in taken
        ):
            places.append(_place(question, "US", state_codes[m.group(1).upper()], m.start(), m.end()))
    for m in _LOWER_US.finditer(question):
        if not any(a <= m.start() < b for a, b in taken):
            places.append(_place(question, "US", None, m.start(), m.end()))
    for m in _CODE_BEFORE_LAW.finditer(question):
        code, at = m.group(1).upper(), m.start()
        known = any(p.start == at for p in places) or any(a <= at < b for a, b in taken)
        if code in state_codes and code not in _WORD_CODES and not known:
            places.append(Place("US", state_codes[code], at, m.end(), True))
    places += _located_in_word(question, places)  # "based in India"
    based = re.compile(r"[- ]based\b", re.I)  # "a Texas-based party": the place, and where the party is
    places = [
        dataclasses.replace(p, end=m.end()) if (m := based.match(question, p.end)) else p for p in places
    ]
    return _party_before_law(question, sorted(places, key=lambda p: p.start))


_GLOSS = re.compile(r"(?:\s+(?:law|laws|state|country|based|-based))?\s*[?.!]?\s*(\(([^()]{1,60})\))", re.I)
_GLOSS_WORDS = re.compile(
    r"\b(?:not|i\.?e\.?|ie|e\.?g\.?|the|state|only|just|meaning|that\s+is)\b|[,;:.\-–]", re.I
)


def glossed_again(question: str, place: Place) -> re.Match[str] | None:
    """A bracket right after `place` that only names it again and what it is not ("WA state (washington,
    not DC)", "Georgia (the US state, not the country)"): read with it, no other filter (group 1 is the
    bracket)."""
    if not (m := _GLOSS.match(question, place.end)):
        return None
    inner = m.group(2)
    again = False
    for p in find_places(inner):  # places said after "not" are what it is not; others must be this one
        if (p.country, p.subdivision) == (place.country, place.subdivision):
            again = True
        elif place.subdivision and (p.country, p.subdivision) == (place.country, None):
            pass  # "(the US state)": its country
        elif not re.search(r"\bnot\s+(?:the\s+)?$", inner[: p.start], re.I):
            return None
        inner = inner[: p.start] + " " * (p.end - p.start) + inner[p.end :]
    for word in re.findall(r"[a-z][a-z .]+[a-z]", inner.lower()):  # a place written in lower case
        if _lexicon().get(word.strip()) == (place.country, place.subdivision):
            again = True
            inner = inner.replace(word, " ")
    said = m.group(2).lower()  # "(the US state, not the country)": which one it is, said; it must be this
    if (
        re.search(r"\bnot\s+(?:the\s+|a\s+)?(?:us\s+|u\.s\.\s+)?state\b", said)
        if place.subdivision
        else re.search(r"\bnot\s+(?:the\s+|a\s+)?country\b", said)
    ):
        return None
    rest = _GLOSS_WORDS.sub(" ", inner)
    rest = re.sub(r"\b(?:us|country|countries|city|capital|one)\b", " ", rest, flags=re.I)
    said_not = re.search(r"\bnot\b", m.group(2), re.I)
    return m if not rest.strip() and (again or said_not) else None


def _party_before_law(question: str, places: list[Place]) -> list[Place]:
    """`places` with one said just before "governed by" another place a party's, not a law ("a party in
    Germany governed by English law")."""
    for i, (p, q) in enumerate(itertools.pairwise(places)):
        if p.is_law and q.is_law and _GOVERNED_NEXT.fullmatch(question, p.end, q.start):
            places[i] = dataclasses.replace(p, is_law=False)
    return places


# what stands between a place and the law that governs: the first place is where a party is
_GOVERNED_NEXT = re.compile(
    r"[\s,]*(?:(?:and|but|that\s+(?:is|are)|which\s+(?:is|are))\s+)?(?:governed|governing)\s+(?:by|under)\s+"
    r"(?:the\s+)?(?:laws?\s+of\s+)?(?:the\s+)?(?:state\s+of\s+)?",
    re.I,
)


def _place(question: str, country: str, sub: str | None, start: int, end: int) -> Place:
    before, after = question[:start], question[end:]
    is_law = bool(_LAW_BEFORE.search(before.rstrip() + " ")) or bool(_LAW_AFTER.match(after))
    return Place(country, sub, start, end, is_law)
