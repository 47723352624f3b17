"""Places to ISO codes: countries as ISO 3166-1 alpha-2, states/provinces as ISO 3166-2.

"NY", "New York" and "new york" all become ``US-NY``; "England" becomes ``GB`` + ``GB-ENG``.
The one home of place names: the extractor, the question parser and the cards all read these tables.
"""

from __future__ import annotations

import re
from datetime import date
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
    "hk": "HK",
    "nz": "NZ",
    "sg": "SG",
    "s'pore": "SG",
    "s’pore": "SG",
    "vn": "VN",
    "ph": "PH",
    "jp": "JP",
    "kr": "KR",
    "my": "MY",
    "tw": "TW",
    "msia": "MY",
    "m'sia": "MY",
    "indo": "ID",
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
    "png": "PG",
    "papua new guinea": "PG",
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
    "england & wales": "GB-ENG",
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
    "thai": "TH",
    "indonesian": "ID",
    "vietnamese": "VN",
    "filipino": "PH",
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


# Regions people name ("a European party", "Asian counterparties"), as ISO 3166-1 alpha-2 codes: the
# continents of GeoNames' countryInfo (CC BY 4.0, continent codes EU, AS, AF, SA; Turkey in Asia, Russia
# in Europe, as GeoNames has them). North America and Oceania are left out on purpose: in business usage
# "North America" is often the US and Canada only, so a reading would be a guess.
CONTINENTS: dict[str, frozenset[str]] = {
    name: frozenset(codes.split())
    for name, codes in {
        "Europe": "AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI "
        "LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA",
        "Asia": "AE AF AM AZ BD BH BN BT CC CN GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM "
        "MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TM TR TW UZ VN YE",
        "Africa": "AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG "
        "ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW",
        "South America": "AR BO BR CL CO EC FK GF GY PE PY SR UY VE",
    }.items()
}
# the regions a sales organisation reports by, built from those continents: EMEA (Europe, the Middle East
# and Africa), APAC (Asia without the Middle East, and Oceania) and LATAM (South and Central America with
# Mexico: the Caribbean's islands, the Cayman Islands and Puerto Rico among them, are asked by their own
# name, "LATAM and the Caribbean"); an answer names the region and how many countries it holds
_MIDDLE_EAST = frozenset("AE BH CY EG IL IQ IR JO KW LB OM PS QA SA SY TR YE".split())  # noqa: SIM905
_OCEANIA = frozenset("AU NZ PG FJ SB VU NC PF WS TO KI FM MH PW NR TV".split())  # noqa: SIM905
_CENTRAL_AMERICA = frozenset("MX BZ CR SV GT HN NI PA".split())  # noqa: SIM905
# the UN's Caribbean (M49): with Central and South America, its "Latin America and the Caribbean"
_CARIBBEAN = frozenset(
    "AG AI AW BB BL BQ BS CU CW DM DO GD GP HT JM KN KY LC MF MQ MS PR SX TC TT VC VG VI".split()  # noqa: SIM905
)
_ASEAN = frozenset("BN KH ID LA MY MM PH SG TH VN".split())  # noqa: SIM905  (its ten member states)
# the UN's (M49) subregions people name besides the continents: "Central America" (Mexico included, as M49
# has it), "the Caribbean", and the two said together ("Central and South America")
# Latin America: Mexico, Central and South America (the sales region LATAM; the Caribbean said apart)
_LATIN_AMERICA = _CENTRAL_AMERICA | CONTINENTS["South America"]
SUBREGIONS: dict[str, frozenset[str]] = {
    "Central America": _CENTRAL_AMERICA,
    "the Caribbean": _CARIBBEAN,
    "Central and South America": _LATIN_AMERICA,
    # the UN's own name for the two together
    "Latin America and the Caribbean": _LATIN_AMERICA | _CARIBBEAN,
    "Greater China": frozenset(("CN", "HK", "MO", "TW")),
    "Oceania": _OCEANIA,
}
SALES_REGIONS: dict[str, frozenset[str]] = {
    "ASEAN": _ASEAN,
    "EMEA": CONTINENTS["Europe"] | CONTINENTS["Africa"] | _MIDDLE_EAST,
    "APAC": (CONTINENTS["Asia"] - _MIDDLE_EAST) | _OCEANIA,
    "LATAM": _LATIN_AMERICA,
}
# the European Union's member states: (joined, last day a member); the union is read on the day asked
EU_MEMBERSHIP: dict[str, tuple[date, date | None]] = {
    **{c: (date(1958, 1, 1), None) for c in ("BE", "DE", "FR", "IT", "LU", "NL")},
    **{c: (date(1973, 1, 1), None) for c in ("DK", "IE")},
    "GB": (date(1973, 1, 1), date(2020, 1, 31)),
    "GR": (date(1981, 1, 1), None),
    **{c: (date(1986, 1, 1), None) for c in ("ES", "PT")},
    **{c: (date(1995, 1, 1), None) for c in ("AT", "FI", "SE")},
    **{c: (date(2004, 5, 1), None) for c in ("CY", "CZ", "EE", "HU", "LV", "LT", "MT", "PL", "SK", "SI")},
    **{c: (date(2007, 1, 1), None) for c in ("BG", "RO")},
    "HR": (date(2013, 7, 1), None),
}


def eu_members(on: date) -> frozenset[str]:
    """The member states of the European Union on a day."""
    return frozenset(
        c for c, (joined, left) in EU_MEMBERSHIP.items() if joined <= on and (left is None or on <= left)
    )


def region_countries(region: str, on: date) -> frozenset[str]:
    """'EU' (on that day), a continent of `CONTINENTS`, a subregion or a sales region -> its countries."""
    if region == "EU":
        return eu_members(on)
    if region == "EU-27":  # the union without the United Kingdom, as it has been since 1 February 2020
        return eu_members(date(2020, 2, 1))
    return CONTINENTS.get(region) or SUBREGIONS.get(region) or SALES_REGIONS[region]


@lru_cache(maxsize=1)
def _regions_largest_first() -> list[tuple[str, frozenset[str]]]:
    """Every region and every make-up the European Union has had, the largest first (Europe before
    the EU)."""
    days = sorted({d for joined, gone in EU_MEMBERSHIP.values() for d in (joined, gone) if d})
    unions = [eu_members(d) for d in days] + [eu_members(date(2020, 2, 1))]
    candidates = [
        *(("the European Union", u) for u in unions),
        *CONTINENTS.items(),
        *SUBREGIONS.items(),
        *SALES_REGIONS.items(),
    ]
    return sorted(candidates, key=lambda c: len(c[1]), reverse=True)


def region_labels(codes: list[str]) -> tuple[list[str], list[str]]:
    """The regions a list of country codes holds whole ("the European Union (28 countries)"), and the
    codes no region took: a region's thirty names are said as the region."""
    left = list(dict.fromkeys(codes))
    labels: list[str] = []
    for name, members in _regions_largest_first():
        if len(members) > 3 and members <= set(left):
            labels.append(f"{name} ({len(members)} countries)")
            left = [c for c in left if c not in members]
    return labels, left
