"""Places to ISO codes: countries as ISO 3166-1 alpha-2, states/provinces as ISO 3166-2.

"NY", "New York" and "new york" all become ``US-NY``; "England" becomes ``GB`` + ``GB-ENG``.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pycountry

from graph_ingest.models import Jurisdiction, Location

# names people use that pycountry does not know, and UK nations as subdivisions of GB
COUNTRY_ALIASES = {
    "usa": "US", "u.s.": "US", "u.s.a.": "US", "united states": "US", "america": "US", "us": "US",
    "uk": "GB", "u.k.": "GB", "great britain": "GB", "britain": "GB", "united kingdom": "GB",
    "england": "GB", "scotland": "GB", "wales": "GB", "northern ireland": "GB",
    "england and wales": "GB", "hong kong": "HK", "hong kong sar": "HK", "prc": "CN",
    "people's republic of china": "CN", "china": "CN", "taiwan": "TW", "korea": "KR",
    "south korea": "KR", "republic of korea": "KR", "russia": "RU", "the netherlands": "NL",
    "holland": "NL", "cayman islands": "KY", "bvi": "VG", "british virgin islands": "VG",
    "vietnam": "VN", "iran": "IR", "swiss": "CH", "czech republic": "CZ",
}  # fmt: skip
_GB_NATIONS = {"england": "GB-ENG", "scotland": "GB-SCT", "wales": "GB-WLS", "northern ireland": "GB-NIR",
               "england and wales": "GB-ENG"}  # fmt: skip

# adjectives and demonyms, for questions like "Japanese parties"
DEMONYMS = {
    "american": "US", "japanese": "JP", "chinese": "CN", "canadian": "CA", "british": "GB",
    "english": "GB", "german": "DE", "french": "FR", "israeli": "IL", "swiss": "CH", "dutch": "NL",
    "indian": "IN", "korean": "KR", "taiwanese": "TW", "brazilian": "BR", "australian": "AU",
    "irish": "IE", "italian": "IT", "spanish": "ES", "swedish": "SE", "danish": "DK", "mexican": "MX",
    "singaporean": "SG", "luxembourgish": "LU", "belgian": "BE", "austrian": "AT", "finnish": "FI",
    "norwegian": "NO", "russian": "RU", "south african": "ZA", "polish": "PL", "malaysian": "MY",
}  # fmt: skip


def _clean(text: str) -> str:
    text = re.sub(r"\s+", " ", text.strip().lower())
    return text.removeprefix("the ").strip(" .,;")


@lru_cache(maxsize=4096)
def country_code(text: str | None) -> str | None:
    """ISO 3166-1 alpha-2 code of a country name, code or demonym; None if unknown."""
    if not text:
        return None
    low = _clean(text)
    if not low or "*" in low:
        return None
    if low in COUNTRY_ALIASES:
        return COUNTRY_ALIASES[low]
    if low in DEMONYMS:
        return DEMONYMS[low]
    try:
        return pycountry.countries.lookup(low).alpha_2
    except LookupError:
        return None


@lru_cache(maxsize=1)
def _subdivision_index() -> dict[tuple[str, str], str]:
    """(country, lower-case name or local code) -> ISO 3166-2 code."""
    index: dict[tuple[str, str], str] = {}
    for sub in pycountry.subdivisions:
        cc = sub.country_code
        index.setdefault((cc, sub.name.lower()), sub.code)
        index.setdefault((cc, sub.code.split("-", 1)[1].lower()), sub.code)
    index[("CA", "b.c.")] = "CA-BC"
    index[("US", "d.c.")] = "US-DC"
    index[("US", "washington d.c.")] = "US-DC"
    index[("US", "washington, d.c.")] = "US-DC"
    return index


@lru_cache(maxsize=4096)
def subdivision_code(country: str | None, text: str | None) -> str | None:
    """ISO 3166-2 code for a state/province name or code within a country; None if unknown."""
    if not text:
        return None
    low = _clean(text)
    if low in _GB_NATIONS:
        return _GB_NATIONS[low]
    index = _subdivision_index()
    candidates = [country] if country else ["US", "CA", "AU", "CN", "IN", "DE"]
    for cc in candidates:
        code = index.get((cc, low)) or index.get((cc, low.replace(".", "")))
        if code:
            return code
    return None


def subdivision_name(code: str | None) -> str | None:
    if not code:
        return None
    sub = pycountry.subdivisions.get(code=code)
    return sub.name if sub else None


def country_name(code: str | None) -> str | None:
    if not code:
        return None
    country = pycountry.countries.get(alpha_2=code)
    return getattr(country, "common_name", None) or (country.name if country else None)


def to_jurisdiction(loc: Location | None) -> Jurisdiction | None:
    """Normalise a free-form location. A state without a country implies its country."""
    if loc is None:
        return None
    cc = country_code(loc.country)
    state = loc.state
    if cc is None and loc.country and (sub := subdivision_code(None, loc.country)):
        cc, state = sub.split("-")[0], loc.country
    sub = subdivision_code(cc, state)
    if cc is None and sub:
        cc = sub.split("-")[0]
    if cc is None and loc.country and _clean(loc.country) in _GB_NATIONS:
        cc, sub = "GB", _GB_NATIONS[_clean(loc.country)]
    if cc is None:
        return None
    if sub is None and loc.country and _clean(loc.country) in _GB_NATIONS:
        sub = _GB_NATIONS[_clean(loc.country)]
    city = loc.city.strip() if loc.city and loc.city.strip() else None
    return Jurisdiction(country=cc, subdivision=sub, city=city)
