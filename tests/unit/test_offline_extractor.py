"""The rule-based extractor on hand-written contracts with known answers, and on CUAD texts."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from core.settings import LLMSettings
from graph_ingest.extract import get_extractor
from graph_ingest.extract.dates import find_dates
from graph_ingest.extract.law import find_governing_law
from graph_ingest.extract.offline import OfflineExtractor
from graph_ingest.extract.parties import find_parties
from graph_ingest.names import party_key
from graph_ingest.normalize import to_jurisdiction

TEXTS = Path(__file__).resolve().parents[3] / "shared" / "data" / "cuad" / "full_contract_txt"
needs_data = pytest.mark.skipif(not TEXTS.is_dir(), reason="shared CUAD data not available")

US_DISTRIBUTION = """EXCLUSIVE DISTRIBUTION AGREEMENT

This Exclusive Distribution Agreement (the "Agreement") is entered into as of June 1, 2018 (the "Effective Date")
by and between Acme Widgets, Inc., a Delaware corporation with offices at 1 Main Street, Dover, DE 19901
("Company"), and Beta Distribution LLC, a New York limited liability company ("Distributor").

WHEREAS, Company makes widgets; and WHEREAS, Distributor wishes to distribute them.

1. Appointment. Company appoints Distributor as its exclusive distributor in the Territory.

2. Term. The initial term of this Agreement shall be for a period of three (3) years from the Effective Date,
and shall renew automatically for successive one (1) year periods unless either party gives notice.

3. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of
New York, without regard to its conflict of laws principles.
"""

UK_SUPPLY = """SUPPLY AGREEMENT

THIS AGREEMENT is made on 5 March 2020

BETWEEN:

(1) Foo Components Limited, a company incorporated in England and Wales whose registered office is at 10 High
Street, London ("Supplier"); and

(2) Bar Maschinen GmbH, a company organised under the laws of Germany ("Customer").

BACKGROUND

(A) The Supplier makes components.

1. DURATION
This Agreement shall commence on the date hereof and shall expire on 4 March 2022 unless terminated earlier.

2. LAW
This Agreement and any dispute arising from it shall be governed by the laws of England and Wales.
"""

CHINA_LICENSE = """TECHNOLOGY LICENSE AGREEMENT
This Technology License Agreement is made and entered into on the 12th day of January, 2015 by and between
Shenzhen Bright Technology Co., Ltd. ("Licensor") and Pacific Devices Corp. ("Licensee").
The term of this Agreement is five (5) years. This Agreement shall be governed by the laws of the People's
Republic of China.
"""


def names(contract) -> set[str]:
    return {party_key(p.name) for p in contract.parties}


def test_us_distribution_agreement() -> None:
    c = OfflineExtractor().extract(US_DISTRIBUTION, "acme-beta")
    assert c.file_id == "acme-beta"
    assert names(c) == {"acme widgets", "beta distribution"}
    by_key = {party_key(p.name): p for p in c.parties}
    assert by_key["acme widgets"].aliases == ["Company"] and by_key["acme widgets"].role == "Company"
    assert by_key["beta distribution"].role == "Distributor"
    assert c.effective_date == date(2018, 6, 1)
    assert c.duration == "P3Y"
    assert c.end_date == date(2021, 6, 1)
    j = to_jurisdiction(c.governing_law)
    assert j is not None and (j.country, j.subdivision) == ("US", "US-NY")
    assert c.contract_type == "Distributor"
    assert c.summary and "Acme Widgets" in c.summary
    assert {"Governing Law", "Renewal Term"} <= {cl.clause_type for cl in c.clauses}


def test_uk_supply_agreement() -> None:
    c = OfflineExtractor().extract(UK_SUPPLY, "foo-bar")
    assert names(c) == {"foo components", "bar maschinen"}
    assert c.effective_date == date(2020, 3, 5)
    assert c.end_date == date(2022, 3, 4)
    j = to_jurisdiction(c.governing_law)
    assert j is not None and (j.country, j.subdivision) == ("GB", "GB-ENG")
    assert c.contract_type == "Supply"


def test_china_license_term_only() -> None:
    c = OfflineExtractor().extract(CHINA_LICENSE, "bright")
    assert names(c) == {"shenzhen bright technology", "pacific devices"}
    assert c.effective_date == date(2015, 1, 12)
    assert (c.duration, c.end_date) == ("P5Y", date(2020, 1, 12))
    assert to_jurisdiction(c.governing_law).country == "CN"  # type: ignore[union-attr]
    assert c.contract_type == "License"


def test_no_term_means_no_end_date() -> None:
    text = US_DISTRIBUTION.replace(
        "2. Term. The initial term of this Agreement shall be for a period of three (3)"
        " years from the Effective Date,\nand shall renew",
        "2. Renewal. It shall renew",
    )
    c = OfflineExtractor().extract(text, "x")
    assert c.end_date is None and c.duration is None


@pytest.mark.parametrize(
    ("sentence", "country", "state"),
    [
        (
            "This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada.",
            "CA",
            "Ontario",
        ),
        ("shall be construed under the laws of the Commonwealth of Massachusetts.", "US", "Massachusetts"),
        ("This Agreement shall be governed by Delaware law.", "US", "Delaware"),
        ("governed by the laws of Hong Kong Special Administrative Region", "HK", None),
        ("governed by and construed in accordance with the laws of Japan", "JP", None),
    ],
)
def test_governing_law_phrases(sentence: str, country: str, state: str | None) -> None:
    loc = find_governing_law(sentence)
    assert loc is not None and loc.country == country and loc.state == state


def test_no_governing_law() -> None:
    assert (
        find_governing_law("The parties shall comply with all applicable laws of any jurisdiction.") is None
    )


def test_dates() -> None:
    found = [
        f.value
        for f in find_dates(
            "on the 19th day of May, 2010, June 1 2018, 5/8/2014 and 24t h day of August 2018, as of1 August 2019,"
            " signed 18/9/2008"
        )
    ]
    assert found == [
        date(2010, 5, 19),
        date(2018, 6, 1),
        date(2014, 5, 8),
        date(2018, 8, 24),
        date(2019, 8, 1),
        date(2008, 9, 18),
    ]


def test_get_extractor_defaults_to_offline() -> None:
    assert isinstance(get_extractor(None), OfflineExtractor)
    assert isinstance(get_extractor(LLMSettings()), OfflineExtractor)


CUAD_CASES = [
    # (file name prefix, party keys expected among the parties, effective, end, (country, subdivision))
    (
        "EuromediaHoldingsCorp_20070215",
        {"rogers cable communications", "euromedia holdings"},
        date(2006, 7, 11),
        date(2010, 6, 30),
        ("CA", "CA-ON"),
    ),
    (
        "GopageCorp_20140221",
        {"psitech", "empirical ventures"},
        date(2014, 2, 10),
        date(2019, 2, 10),
        ("US", "US-NV"),
    ),
    (
        "IdeanomicsInc_20160330",
        {"beijing sun seven stars culture development", "you on demand holdings"},
        date(2015, 12, 21),
        date(2035, 12, 21),
        ("US", "US-NY"),
    ),
]


@needs_data
@pytest.mark.parametrize("case", CUAD_CASES, ids=lambda c: c[0])
def test_cuad_contracts(case) -> None:
    prefix, parties, effective, end, law = case
    path = next(TEXTS.glob(f"{prefix}*.txt"))
    text = path.read_bytes().decode("utf-8")
    c = OfflineExtractor().extract(text, path.stem)
    assert parties <= names(c)
    assert c.effective_date == effective
    assert c.end_date == end
    j = to_jurisdiction(c.governing_law)
    assert j is not None and (j.country, j.subdivision) == law
    for clause in c.clauses:
        assert text[clause.start : clause.end] == clause.text


# ---------------------------------------------------------------- drafting conventions (hand-written snippets)
@pytest.mark.parametrize(
    ("text", "effective"),
    [
        (
            "AGENCY AGREEMENT\n\nMay 14, 2014\n\nLadies and Gentlemen:\n\nAcme Inc. confirms ...",
            date(2014, 5, 14),
        ),
        (
            "This Agreement is entered into effective as of _Dec. 8, 2005 by and between A and B.",
            date(2005, 12, 8),
        ),
        (
            'THIS AGREEMENT is made as of 31 December, --------- 1996, between A Ltd. ("A") and B Inc. ("B").',
            date(1996, 12, 31),
        ),
        (
            "EXHIBIT 10.7\nMay 04, 2017\nThis Agreement is entered into as of the 26th day of May, 2017 by A and B.",
            date(2017, 5, 26),
        ),
        (
            "Supply Agreement - as amended on February 28, 2010\nThis Supply Agreement was made and entered into as of"
            " the 11 day of January, 2001 by and between A Ltd. and B Corp.",
            date(2001, 1, 11),
        ),
        (
            "Terms.\n\nIN WITNESS WHEREOF the parties have executed this Agreement on the 1st day of JUNE , 2006.",
            date(2006, 6, 1),
        ),
        (
            "Terms. "
            + "Text of the agreement. " * 200
            + "ACME INC. By: /s/ J. Doe Date: 1/26/2020 BETA LLC By: /s/ R. Roe Date: 1/27/2020",
            date(2020, 1, 27),
        ),
        ("Order form. Effective Date: 11/4/10 Company Name: Acme, Inc.", date(2010, 11, 4)),
        # the date a termination takes effect is not the agreement's
        (
            "This Agreement is made as of the 19th day of December, 2018, by and among A LLC and B Inc.\n\n"
            + "Text of the agreement. " * 60
            + "(c) Right to Terminate. B may terminate this Agreement, effective as of"
            " December 31, 2023, by notice.\n\nTERM AND TERMINATION\n\nThe term of this Agreement shall commence upon"
            " April 1, 2019.",
            date(2019, 4, 1),
        ),
        # nor another agreement's, in a definition
        (
            "MAINTENANCE AGREEMENT dated as of April 13, 2012 between A Inc. and B LLC.\n\n"
            + "Text of the agreement. " * 60
            + '\n\n"Bill of Sale" means the Bill of Sale and Agreement, effective as of'
            " December 30, 2011, between A and B.",
            date(2012, 4, 13),
        ),
        # nor a date inside the recitals: those are the earlier agreements'
        (
            'ENDORSEMENT AGREEMENT\n\nWHEREAS, Acme Inc. (the "Company") and the Trust entered into a Split Dollar'
            " Agreement, dated as of December 5, 1995; and\n\nWHEREAS, the Company paid premiums (such loans being"
            " represented by a Demand Note, dated December 5, 1995);\n\nNOW, THEREFORE, the parties agree.\n\n"
            + "Terms. "
            * 100
            + "\n\nIN WITNESS WHEREOF, the parties have executed this Agreement as of this 4th day"
            " of April, 2003.",
            date(2003, 4, 4),
        ),
    ],
)
def test_effective_date_conventions(text: str, effective: date) -> None:
    assert OfflineExtractor().extract(text, "x").effective_date == effective


_PREAMBLE = 'This Agreement is entered into as of March 1, 2010 (the "Effective Date") by and between A Inc. ("A") and B LLC ("B").\n\n'


@pytest.mark.parametrize(
    ("term", "end"),
    [
        (
            "The term of this Agreement will commence on the Effective Date and will end automatically upon the end of"
            " Year 3.",
            date(2013, 3, 1),
        ),
        (
            "This Agreement shall become effective as of the Effective Date and, unless earlier terminated, shall extend"
            " until the four (4) year anniversary of the Effective Date.",
            date(2014, 3, 1),
        ),
        (
            "This Agreement shall commence on the Effective Date and shall extend for a period of Five (5) years"
            ' thereafter ("Initial Term"), unless extended by mutual written agreement of the Parties.',
            date(2015, 3, 1),
        ),
        (
            "Initial Term shall mean the Effective Date through the day prior to the second anniversary of the Effective"
            " Date.",
            date(2012, 3, 1),
        ),
        (
            "This Agreement shall be effective from the date first above written and shall continue indefinitely until"
            " terminated by either Party.",
            None,
        ),
        (
            '"Expiration Date" means March 31, 2014. This Agreement shall expire on the Expiration Date.',
            date(2014, 3, 31),
        ),
        (
            '1.10 "Calendar Year" means each period of twelve (12) months, except that the first Calendar Year of the'
            " Term shall commence on the Effective Date. 7) Term The term of this Agreement is two (2) years from the"
            " date hereof.",
            date(2012, 3, 1),
        ),
        # the term in a list after a colon, its ordinal split as OCR splits it
        (
            "This Agreement shall remain in effect until the earlier of the below events occur:\n\n"
            " (a) The fifth (5t h) anniversary of this Agreement; and\n\n (b) B ceasing to own any shares of A.\n",
            date(2015, 3, 1),
        ),
        # a project's dates under a heading in the plural
        ("Terms of the project: 12 weeks from February 8, 2010 to May 3, 2010\n", date(2010, 5, 3)),
    ],
)
def test_term_conventions(term: str, end: date | None) -> None:
    assert OfflineExtractor().extract(_PREAMBLE + term, "x").end_date == end


def test_parties_listed_without_aliases_and_no_jurisdictions() -> None:
    text = (
        'This Agreement is made by and among Water Now, Inc., a Texas corporation ("Water Now"), Hydraspin USA, Inc.,'
        ' a Texas corporation (the "Subsidiary"), and Bestev Management, LLC ("Distributor"). Also between Nationwide'
        ' Fund Management LLC ("Nationwide"), and American United Life Insurance Company, and OneAmerica Securities,'
        ' Inc. ("OneAmerica").'
    )
    assert {"water now", "hydraspin usa", "bestev management"} <= names(OfflineExtractor().extract(text, "x"))
    text = text.split(" Also ")[1]
    assert names(OfflineExtractor().extract(text, "x")) == {
        "nationwide fund management",
        "american united life insurance",
        "oneamerica securities",
    }
    text = (
        "This Hosting Agreement is made between Acme Cloud Limited, a company organized under the laws of England"
        " and Wales with offices in London and Beta Media Inc., a Delaware corporation. WHEREAS"
    )
    found = names(OfflineExtractor().extract(text, "x"))
    assert found == {"acme cloud", "beta media"} and not found & {"wales", "england and wales"}


@pytest.mark.parametrize(
    "text",
    [
        "",
        " \n\t",
        "\x00\ufffd" * 5000,
        "between " + "(" * 20000 + '"A")' * 500,
        "June 1, 2018 until " * 20000,
    ],
)
def test_odd_input_never_raises(text: str) -> None:
    OfflineExtractor().extract(text, "odd")


def test_preambles_without_between() -> None:
    letter = (
        "AGENCY AGREEMENT\n\nMay 21, 2015\n\nHarbor Securities Inc. 10 South Wacker Drive Chicago, Illinois 60606\n\n"
        'Ladies and Gentlemen:\n\nNorth Bancorp, Inc., a Maryland corporation (the "Company"), and North Bank, a'
        ' savings bank (the "Bank"), hereby confirm their agreement with you as follows.\n\n1. The Offering.'
    )
    assert names(OfflineExtractor().extract(letter, "x")) == {
        "harbor securities",
        "north bancorp",
        "north bank",
    }
    covenanter = (
        "Outsourcing Contract\nThe Covenanter: Sun Valley Club Inc. (hereinafter referred to as Party A) and the"
        " Covenanter: Chen Architects Office (hereinafter referred to as Party B) hereby agree as follows."
    )
    assert names(OfflineExtractor().extract(covenanter, "x")) == {"sun valley club", "chen architects office"}
    spaced = 'THIS AGREEMENT made this 20 day of November, 1995.\n\nB E T W E E N:\n\nFOO COURIER LTD. ("Foo")\n\n- and -\n\nBAR SYSTEMS LTD. ("Bar")\n'
    assert names(OfflineExtractor().extract(spaced, "x")) == {"foo courier", "bar systems"}
    unbracketed = (
        "SUPPLY AGREEMENT between Oleo GmbH & Co KG, Hauptstrasse 3, 20095 Hamburg, Germany — hereinafter referred"
        ' to as Oleo — and Ultra Pharma Inc, 60 Leveroni Court, Novato — hereinafter referred to as Ultra — each a "Party".'
    )
    assert names(OfflineExtractor().extract(unbracketed, "x")) == {"oleo gmbh and co kg", "ultra pharma"}
    officer = (
        "This Hosting Agreement is entered into on January 11, 2018 by and between Jane Roe, director of FreeCook"
        ' (hereinafter referred to as "Client") and John Doe, director of Web Advance, PLC (hereinafter referred to'
        ' as "Company").'
    )
    assert names(OfflineExtractor().extract(officer, "x")) == {"freecook", "web advance"}


def test_collective_list_and_cover_page() -> None:
    text = (
        'This Cooperation Agreement is entered into as of July 1, 2020, by and between Gamma, Inc. (the "Company"),'
        " and Delta Partners Management, LLC, Delta Partners L.P., Delta Fund, L.P. and Mario Rossi (collectively,"
        ' the "Delta Parties").'
    )
    assert names(OfflineExtractor().extract(text, "x")) == {
        "gamma",
        "delta partners management",
        "delta partners",
        "delta fund",
        "mario rossi",
    }
    cover = "SERVICE AGREEMENT\n\n1 OCTOBER 2019\n\nWPX 2005 LIMITED\n\nand\n\nJOHN ROGERS\n\nContents\n\n1. Terms"
    assert names(OfflineExtractor().extract(cover, "x")) == {"wpx 2005", "john rogers"}


def test_effective_date_signing_conventions() -> None:
    later = (
        'This Agreement is entered into and effective as of the later of the two signature dates below (the "Effective'
        ' Date") by and between Acme Inc. ("Acme") and Beta LLC ("Beta").\n\n1. Term.\n\nIN WITNESS WHEREOF the parties'
        " have signed.\n\nAcme Inc. By: /s/ A Date: July 20, 1997\n\nBeta LLC By: /s/ B Date: July 27, 1997\n"
    )
    assert OfflineExtractor().extract(later, "x").effective_date == date(1997, 7, 27)
    stated = (
        'This Agreement is made by and between Acme Inc. ("Acme") and Beta LLC ("Beta").\n\n1. Services.\n\n'
        "This Agreement is executed in duplicate on the 5th day of December, 2007, in Fort Worth, Texas, to be"
        " effective January 1, 2008.\n"
    )
    assert OfflineExtractor().extract(stated, "x").effective_date == date(2008, 1, 1)


def test_end_date_conventions() -> None:
    text = (
        'This Agreement is entered into on July 26, 2013 by and between Acme Inc. ("Acme") and Beta LLC ("Beta").\n\n'
        "9. Term: (a) This Agreement shall have an Initial Term of three (3) years. The Term shall commence on July 23,"
        " 2013 and shall expire on July 22, 2016, unless terminated earlier. If this Agreement is renewed for the"
        " Additional Term, the Agreement shall expire on July 22, 2019.\n"
    )
    assert OfflineExtractor().extract(text, "x").end_date == date(2016, 7, 22)
    text = (
        'This Agreement is entered into on March 27, 2017 by and between Acme Inc. ("Acme") and Beta LLC ("Beta").\n\n'
        "2. Term. This Agreement shall commence on the Effective Date and, unless terminated for Breach, shall continue"
        " until the four-year anniversary of the Effective Date.\n"
    )
    assert OfflineExtractor().extract(text, "x").end_date == date(2021, 3, 27)


def test_a_period_from_the_date_hereof_counts_from_the_date_the_agreement_is_dated() -> None:
    text = (
        'This Agreement is made as of November 28, 2001 by and between A Inc. ("A") and B LLC ("B").\n\n'
        '1. Definitions. "Effective Date" means December 1, 2001.\n\n'
        "2. Term. Unless earlier terminated, the term of this Agreement shall end on the seventh anniversary of the"
        " date hereof.\n"
    )
    contract = OfflineExtractor().extract(text, "x")
    assert (contract.effective_date, contract.end_date) == (date(2001, 12, 1), date(2008, 11, 28))
    text = text.replace("of the date hereof", "of the Effective Date")
    assert OfflineExtractor().extract(text, "x").end_date == date(2008, 12, 1)


def _party_names(text: str) -> list[str]:
    return [p.name for p in find_parties(text)]


def test_parties_from_signature_blocks() -> None:
    # the preamble defers to the signature pages: every company line there is a party, the signers are not
    text = (
        'This Agreement is made by and among the Parties signatory hereto (collectively called "Parties").\n\n'
        "1. Scope.\n\nIN WITNESS WHEREOF the Parties have signed.\n\n"
        "     For and on behalf of      Foo Telecom plc\n\n     ---------------------------\n\n"
        "     For and on behalf of      Rostelecom\n\n     ---------------------------\n\n"
        "Acme Holdings, Inc.   By: /s/ John Smith   Name: John Smith   Title: CEO\n\n"
        "LICENSEE BETA TECHNOLOGIES, INC.\nBy: ________\n"
    )
    assert set(_party_names(text)) == {
        "Foo Telecom plc",
        "Rostelecom",
        "Acme Holdings, Inc.",
        "BETA TECHNOLOGIES, INC.",
    }
    # a preamble naming one party and 'each other party identified on the signature page'
    text = (
        'This Agreement is entered into by and among PEEK Investments LLC ("Purchaser"), and each other party hereto'
        " identified on the signature page hereto.\n\n1. Terms.\n\n"
        "IN WITNESS WHEREOF:   PURCHASER:   PEEK Investments LLC   Date: July 16, 2012 By: /s/ M. O.   Name: M. O."
        "   SPONSOR(S):   Alpha Value Fund L.P.   By: Alpha Management LLC   Its: General Partner   Date: July 16,"
        " 2012 By: /s/ M. N.   Name: M. N.\n"
    )
    assert _party_names(text) == ["PEEK Investments LLC", "Alpha Value Fund L.P."]
    # no preamble at all: 'COMPANY /s/ signer By: signer'
    text = "JOINT FILING AGREEMENT\n\nthe undersigned agree. VESA EQUITY S.A R.L. /s/ Jo Bloggs By: Jo Bloggs Title:X"
    assert _party_names(text) == ["VESA EQUITY S.A R.L."]


def test_parties_drafting_conventions() -> None:
    # a loan-out company 'for services of' its artist; a division and its legal entity
    text = (
        'This Agreement is entered into by and between Marine MP, LLC ("Lender"), for services of Arnold Star'
        ' ("Endorser"), and Ford Motor Media, a division of J. Walter Thompson ("FMM").'
    )
    assert _party_names(text) == [
        "Marine MP, LLC",
        "Arnold Star",
        "Ford Motor Media, a division of J. Walter Thompson",
    ]
    # numbered parties with unquoted defined terms; 'X is a company'; an address with 'Vancouver. B.C.'
    text = (
        "THIS AGREEMENT is made on 1 October 2019\n\nBETWEEN: (1) WPP 2005 LIMITED (registered number 01003653) whose"
        " registered office is at 19 Upper Ground, London (the Company) (2) JOHN ROGERS (the Executive).\n"
    )
    assert _party_names(text) == ["WPP 2005 LIMITED", "JOHN ROGERS"]
    text = (
        "THIS AGREEMENT is dated May 3, 2006.\n\nBETWEEN:\n\nGLAMIS GOLD LTD., a company having an office at Reno,"
        ' Nevada\n\n("Glamis")\n\nAND:\n\nWESTERN COPPER CORPORATION, a company having an office at 1111 West Georgia'
        ' Street, Vancouver. B.C. V6E 4M3\n\n("Western Copper")\n\nWHEREAS:\n'
    )
    assert _party_names(text) == ["GLAMIS GOLD LTD.", "WESTERN COPPER CORPORATION"]
    # only the recitals introduce the parties
    text = (
        "Supply Agreement\n\nWHEREAS HEMISPHERX is a biopharmaceutical company with headquarters at One Penn Center"
        ' ("HEMISPHERX") and Scientific Products Co. LTD is a pharmaceutical company located at Riyadh ("SCIEN"), and'
        " WHEREAS HEMISPHERX owns rights.\n"
    )
    assert _party_names(text) == ["HEMISPHERX", "Scientific Products Co. LTD"]
    # a last party without a defined term; 'and its Affiliates'; an EDGAR page footer inside the preamble
    text = (
        'This Agreement is made among MetLife, Inc., a Delaware corporation (the "Company"), Sekisui Diagnostics, LLC'
        ' and its Affiliates ("Sekisui"), and Deutsche Bank Trust Company Americas, not individually but solely as'
        " agent.\n\n4 Source: METLIFE INC, 8-K, 2/5/2020\n"
    )
    assert _party_names(text) == [
        "MetLife, Inc.",
        "Sekisui Diagnostics, LLC",
        "Deutsche Bank Trust Company Americas",
    ]


def test_parties_rejects_non_parties() -> None:
    # regions, sentence fragments and cover-page words are not parties
    text = (
        "WHEREAS, telecommunication services are provided between and among Europe, and North America;\n\n"
        "IN WITNESS WHEREOF:\n\nAGREED AND ACCEPTED\nBy: ____\n"
    )
    assert _party_names(text) == []
    text = "This Agreement is by and between THE HENRY FILM AND ENTERTAINMENT CORPORATION, located at 1 Main St and ACME."
    assert _party_names(text)[0] == "HENRY FILM AND ENTERTAINMENT CORPORATION"


def test_parties_defined_term_gets_its_full_name() -> None:
    # a party named in the preamble only by the term defined for it earlier
    text = (
        'Acme Champion Media, Inc. ("ACM"), a Delaware company, hosts the event. This Sponsorship Agreement is made'
        ' by and between Shun Li Trading Ltd ("SLD") a Beijing company (the "Sponsor") and ACM.\n\n1) Sponsorship.'
    )
    assert _party_names(text) == ["Shun Li Trading Ltd", "Acme Champion Media, Inc."]


def test_parties_lower_case_names_and_role_labels() -> None:
    # a name that starts in lower case; the other party on a labelled line of the cover
    text = (
        'THIS RESELLER AGREEMENT is made by and between i3 Integrative Solutions, LLC ("i3"), a Virginia limited'
        ' liability company ("Reseller") and the company set forth below ("Company"):   Company: Bravo Soft, Inc.'
        " (BVTK) Telephone: 1-866-490-8590\n\nThe parties agree as follows:"
    )
    assert _party_names(text) == ["i3 Integrative Solutions, LLC", "Bravo Soft, Inc."]
    text = "AGREEMENT SUMMARY\n\nSPONSOR:     Name: Rubio's Grill Phone: 760/602-3611\n\nTERM: one year"
    assert _parties_labelled(text) == ["Rubio's Grill"]


def _parties_labelled(text: str) -> list[str]:
    from graph_ingest.extract.parties import _labelled

    return [p.name for p in _labelled(text)]


def test_parties_without_between() -> None:
    # 'the terms under which X ... authorizes Y'
    text = (
        "THIS AGREEMENT provides the terms and conditions under which MediaNet Group, Inc., a Nevada corporation"
        ' having an address at 5100 W. Copans Road ("MEDIANET"), authorizes Direct Response, Inc., a Pennsylvania'
        ' Corporation, having an address at 1125 Lancaster Avenue ("RESELLER") to resell licenses.'
    )
    assert _party_names(text) == ["MediaNet Group, Inc.", "Direct Response, Inc."]


def test_parties_signature_blocks_side_by_side() -> None:
    # two signature blocks whose names ran together on one line
    text = (
        "The undersigned agree that this agreement may be signed in counterparts.\n\n"
        "UBS ONCOLOGY FUND L.P. ONCOLOGY FUND (CAYMAN) MANAGEMENT L.P. By: /s/ Ann Lee\n"
    )
    assert _party_names(text) == ["UBS ONCOLOGY FUND L.P.", "ONCOLOGY FUND (CAYMAN) MANAGEMENT L.P."]


def test_parties_signers_the_preamble_left_out() -> None:
    # a company that signs the agreement itself is a party, though the preamble named two others
    preamble = (
        'This Agreement is made by and between Acme Corp., a Delaware corporation ("Acme"), and Beta LLC, a Texas'
        ' limited liability company ("Beta").\n\n1. Terms.\n\n'
        "IN WITNESS WHEREOF, the parties have signed this Agreement.\n\n"
        "ACME CORP.\nBy: /s/ Ann Lee\nName: Ann Lee\n\nBETA LLC\nBy: /s/ Bo Ray\nName: Bo Ray\n\n"
    )
    text = preamble + "GAMMA SOFTWARE, INC.\nBy: /s/ Cy Tan\nName: Cy Tan\n"
    assert _party_names(text) == ["Acme Corp.", "Beta LLC", "GAMMA SOFTWARE, INC."]
    # not the signers of an exhibit, an affiliate of a party, or a name without a legal suffix
    text = (
        preamble
        + "ACME HOLDINGS, INC.\nBy: /s/ Di Fox\nName: Di Fox\n\nGAMMA SOFTWARE\nBy: /s/ Cy Tan\nName: Cy Tan\n\n"
        + "EXHIBIT A\nFORM OF GUARANTY\n\nDELTA BANK, N.A.\nBy: ______\nName:\n"
    )
    assert _party_names(text) == ["Acme Corp.", "Beta LLC"]


def test_parties_lettered_labels() -> None:
    # 'Party A:' labels name the parties, the name on the line after the label; the first label of each wins
    text = (
        "INTERNET CHANNEL COOPERATION AGREEMENT\n\nParty A:\n Beijing Alpha Netcom Co., Ltd.\n Address: 10 Road\n"
        " Party B:\n Gamma Online (Hong Kong) Co., Ltd.\n Contact: Telephone: 010-5895\n"
        " This Agreement is made by and between the following parties in Haidian District ("
        '"Contracting Platform").\n\nParty A: Delta Marketplace\n'
    )
    assert _party_names(text) == ["Beijing Alpha Netcom Co., Ltd.", "Gamma Online (Hong Kong) Co., Ltd."]


def test_parties_flattened_signature_blocks() -> None:
    # signature blocks run together on one line: each company ends the text before its 'By:' or '/s/'
    text = (
        "JOINT FILING AGREEMENT The undersigned hereby agree that the statement is filed on behalf of each of them."
        " Dated: 4/8/2020 YA Alpha PN, Ltd. By:/s/ Troy Rillo, Esq. Date: 4/8/2020 Troy Rillo, Esq. Chief Compliance"
        " Officer Beta Advisors Global, LP By:Beta Advisors Global, LLC Its:General Partner By:/s/ Troy Rillo, Esq."
        " Date: 4/8/2020 Troy Rillo, Esq. Chief Compliance Officer Gamma One EQ, Ltd. By:/s/ Troy Rillo\n\n"
        "DELTA PARTNERS, LLC /s/ John Madden Name: John Madden Title: Authorized Signatory\n"
        "ARES TRADING SA ARES TRADING SA By: /s/ C. Hyde By: /s/ L. Bocola\n"
    )
    assert sorted(_party_names(text)) == [
        "ARES TRADING SA",
        "Beta Advisors Global, LP",
        "DELTA PARTNERS, LLC",
        "Gamma One EQ, Ltd.",
        "YA Alpha PN, Ltd.",
    ]


def test_parties_layouts_of_unseen_contracts() -> None:
    # 'on the one hand' / 'on the other hand' around the parties
    text = (
        'This Agreement is made by and among, on the one hand, ABG-Star, LLC, a Delaware company ("ABG"), and, on'
        ' the other hand, Pizza Marketing Fund, Inc., a Kentucky corporation ("PMF").'
    )
    assert _party_names(text) == ["ABG-Star, LLC", "Pizza Marketing Fund, Inc."]
    # a numbered list right after BETWEEN (not section 1), typewritten '' quotes, an appositive before a name
    text = (
        "This AGREEMENT is made the 20 March 1998\n\nBETWEEN\n\n 1. HealthGate Data Corp., a Delaware corporation"
        ' ("HealthGate"), having an address at 380 Pleasant Street\n\n AND\n\n 2. NIGEL CROCKETT of (the'
        " ''Employee\").\n\nWHEREAS:\n"
    )
    assert _party_names(text) == ["HealthGate Data Corp.", "NIGEL CROCKETT"]
    text = (
        "This Agreement is entered into on January 13, 2005 between professional golfer, TOM WATSON, (hereinafter"
        ' referred to as "CONSULTANT") and ADAMS GOLF, LTD. (hereinafter referred to as "ADAMS GOLF").\n\nWITNESSETH'
    )
    assert _party_names(text) == ["TOM WATSON", "ADAMS GOLF, LTD."]
    # full stops inside addresses before the defined term; capitalised addresses; a description after the suffix
    text = (
        "This Agreement is effective as of the 1.4.2011 by and between: INVASIX LTD., with a principal place of"
        ' business at POB 533, Yokneam 20692, Israel. Hereinafter referred to as "Customer" And FLEXTRONICS LTD.'
        ' with a principal place of business at P.O.B. 867, Israel. Hereinafter referred to as "Contractor."'
        " Whereas Customer designs products."
    )
    assert _party_names(text) == ["INVASIX LTD.", "FLEXTRONICS LTD."]
    text = (
        "OUTSOURCING AGREEMENT\n BETWEEN:\n MODUS MEDIA INTERNATIONAL LANDDROSTLAAN 51 7327 GM APELDOORN"
        ' (HEREINAFTER "MMI")\n AND\n DRAGON SYSTEMS, INC. 320 NEVADA STREET NEWTON, MA 02160 U.S.A. (HEREAFTER'
        ' "DRAGON")\n'
    )
    assert _party_names(text) == ["MODUS MEDIA INTERNATIONAL", "DRAGON SYSTEMS, INC."]
    text = (
        "This Agreement is entered into by and between VITALIBIS INC a Nevada C having its principal place of"
        ' business at 5348 Vegas Drive ("Licensee"), and VOTOCAST, Inc. a California corporation ("VOTOCAST").'
    )
    assert _party_names(text) == ["VITALIBIS INC", "VOTOCAST, Inc."]
    # a letter: the date and the addressee above the salutation are not a party's name
    text = (
        "CONSULTING AGREEMENT\n\nJuly 20, 2018\n\nJane Rotino\n\nDear Jane:\n\nKiromic, Inc, a Delaware"
        ' corporation (the "Company"), is pleased to offer this Consulting Agreement (this "Agreement") to retain'
        ' Jane Rotino ("Consultant") to perform services on the following terms:\n\n1. Services.'
    )
    assert _party_names(text)[0] == "Kiromic, Inc"
    # cover pages: 'Between:' / 'And' on lines of their own; a label with two words ('Client Name:')
    text = (
        "MARKETING AFFILIATE AGREEMENT\n\nBetween:\n\nBirch First Global Investments Inc.\n\nAnd\n\n"
        "Mount Knowledge Holdings Inc.\n\nDated: May 8, 2014\n"
    )
    assert _party_names(text) == ["Birch First Global Investments Inc.", "Mount Knowledge Holdings Inc."]


def test_parties_titles_and_prose_are_not_names() -> None:
    # an honorific's full stop is not the end of the preamble
    text = (
        "JOINT VENTURE AGREEMENT\n\nBETWEEN\n\nKIROMIC BIOPHARMA Inc., a Delaware Company, Suite 140, Houston TX,"
        " in person of the Chief Executive Officer dr. Prof. Mario Rossi, PhD\n\nAND\n\nMOLIPHARMA S.R.L. an Italian"
        " Company stated in Campobasso;\n\neach a Party and, together, the Parties.\n\nWHEREAS A. Kiromic is active."
    )
    assert _party_names(text) == ["KIROMIC BIOPHARMA Inc.", "MOLIPHARMA S.R.L."]
    # capitalised prose after the names; a position; a plural role word
    text = (
        "THIS MAINTENANCE AGREEMENT IS GOVERNED BY THE MASTER AGREEMENT BETWEEN NETZEE AND BANKERS BANK, INCLUDING"
        " THE LIMITED WARRANTY AND DISCLAIMER AND LIMITATIONS OF LIABILITY PROVIDED THEREIN."
    )
    assert _party_names(text) == ["NETZEE", "BANKERS BANK"]
    from graph_ingest.extract.parties import _clean_name

    assert _clean_name("Director of Asia-Pacific Operations") is None
    assert _clean_name("Lenders") is None
