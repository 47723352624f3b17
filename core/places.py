"""Places to ISO codes: countries as ISO 3166-1 alpha-2, states/provinces as ISO 3166-2.

"NY", "New York" and "new york" all become ``US-NY``; "England" becomes ``GB`` + ``GB-ENG``.
The one home of place names: the extractor, the question parser and the cards all read these tables.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pycountry

# names people use that pycountry does not know, and UK nations as subdivisions of GB
COUNTRY_ALIASES = {
    "usa": "US",
    "u.s.": "US",
    "u.s.a.": "US",
    "united states": "US",
    "america": "US",
    "us": "US",
    "uk": "GB",
    "u.k.": "GB",
    "great britain": "GB",
    "britain": "GB",
    "united kingdom": "GB",
    "england": "GB",
    "scotland": "GB",
    "wales": "GB",
    "northern ireland": "GB",
    "england and wales": "GB",
    "hong kong": "HK",
    "hong kong sar": "HK",
    "prc": "CN",
    "people's republic of china": "CN",
    "china": "CN",
    "taiwan": "TW",
    "korea": "KR",
    "south korea": "KR",
    "republic of korea": "KR",
    "russia": "RU",
    "the netherlands": "NL",
    "holland": "NL",
    "cayman islands": "KY",
    "cayman": "KY",
    "bvi": "VG",
    "uae": "AE",
    "u.a.e.": "AE",
    "ksa": "SA",
    "british virgin islands": "VG",
    "vietnam": "VN",
    "iran": "IR",
    "swiss": "CH",
    "czech republic": "CZ",
}
# the UK's nations as ISO 3166-2 subdivisions of GB; England and Wales is one legal jurisdiction,
# named by its larger part
GB_NATIONS = {
    "england": "GB-ENG",
    "scotland": "GB-SCT",
    "wales": "GB-WLS",
    "northern ireland": "GB-NIR",
    "england and wales": "GB-ENG",
}

# adjectives and demonyms, for questions like "Japanese parties"
DEMONYMS = {
    "american": "US",
    "japanese": "JP",
    "chinese": "CN",
    "canadian": "CA",
    "british": "GB",
    "english": "GB",
    "german": "DE",
    "french": "FR",
    "israeli": "IL",
    "swiss": "CH",
    "dutch": "NL",
    "indian": "IN",
    "korean": "KR",
    "taiwanese": "TW",
    "brazilian": "BR",
    "australian": "AU",
    "irish": "IE",
    "italian": "IT",
    "spanish": "ES",
    "swedish": "SE",
    "danish": "DK",
    "mexican": "MX",
    "singaporean": "SG",
    "luxembourgish": "LU",
    "belgian": "BE",
    "austrian": "AT",
    "finnish": "FI",
    "norwegian": "NO",
    "russian": "RU",
    "south african": "ZA",
    "polish": "PL",
    "malaysian": "MY",
}


def clean_place(text: str) -> str:
    """Lower case, single spaces, no leading "the" or trailing punctuation."""
    text = re.sub(r"\s+", " ", text.strip().lower())
    return text.removeprefix("the ").strip(" .,;")


@lru_cache(maxsize=4096)
def country_code(text: str | None) -> str | None:
    """ISO 3166-1 alpha-2 code of a country name, code or demonym; None if unknown."""
    if not text:
        return None
    low = clean_place(text)
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
    low = clean_place(text)
    if low in GB_NATIONS:
        return GB_NATIONS[low]
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


def law_label(country: str | None, subdivision: str | None) -> str | None:
    """'New York, United States' for (US, US-NY); the country alone without a subdivision."""
    if not country:
        return None
    name = country_name(country) or country
    sub = subdivision_name(subdivision)
    return f"{sub}, {name}" if sub else name
