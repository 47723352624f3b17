"""Contract titles come from the document (its title line, else type and parties), never a file digest."""

from __future__ import annotations

import pytest

from graph_ingest.extract.offline import OfflineExtractor
from graph_ingest.extract.titles import find_title
from graph_ingest.models import Contract, ContractRecord, Organization, Scope
from graph_ingest.normalize import clean_title, stem_title, to_record
from graph_ingest.structured import to_records

DIGEST = "cfcd74cf01"
UPLOAD_ID = f"Scan_0042-{DIGEST}"  # the shape of graph_ingest.pipeline.upload_file_id

SHOUTED = """Exhibit 10.1
EXECUTION COPY

CONFIDENTIAL TREATMENT REQUESTED. Certain portions of this exhibit have been omitted and filed separately
with the Securities and Exchange Commission.

ZEPHYRINE COMPONENTS, INC.

EXCLUSIVE DISTRIBUTOR AGREEMENT

This Exclusive Distributor Agreement (the "Agreement") is entered into as of March 3, 2021 by and between
Zephyrine Components, Inc., a Delaware corporation ("Supplier"), and Northwind Trading LLC, a New York limited
liability company ("Distributor").

1. APPOINTMENT. Supplier appoints Distributor as its exclusive distributor of the Products in the Territory.

2. GOVERNING LAW. This Agreement is governed by the laws of the State of New York.
"""

TWO_LINES = """Page 1 of 12

MASTER SUPPLY AND
DISTRIBUTION AGREEMENT

BETWEEN

ACME WIDGETS LTD

AND

BETA RETAIL GMBH

This Agreement is made on 5 March 2020 between Acme Widgets Ltd, a company incorporated in England
("Supplier"), and Beta Retail GmbH, a company organised under the laws of Germany ("Distributor").

1. SUPPLY. The Supplier shall supply the Products to the Distributor.
"""

NO_TITLE = """This agreement is made on 1 June 2019 between Zephyrine Components, Inc., a Delaware corporation
("Supplier"), and Northwind Trading LLC, a New York limited liability company ("Buyer").

1. Supply. Supplier shall supply the products listed in Schedule 1 to Buyer, and Buyer shall purchase them.

2. Governing law. This agreement is governed by the laws of the State of New York.
"""


def record_of(text: str, file_id: str = UPLOAD_ID, **kw: str) -> ContractRecord:
    contract = OfflineExtractor().extract(text, file_id)
    return to_record(contract, file_id=file_id, scope=Scope(tenant="t"), source="upload", **kw)


def test_shouted_title_line_is_the_title_in_title_case() -> None:
    assert find_title(SHOUTED) == "EXCLUSIVE DISTRIBUTOR AGREEMENT"  # not the letterhead, not the legend
    assert record_of(SHOUTED).title == "Exclusive Distributor Agreement"


def test_title_set_on_two_lines_is_joined() -> None:
    assert find_title(TWO_LINES) == "MASTER SUPPLY AND DISTRIBUTION AGREEMENT"
    assert record_of(TWO_LINES).title == "Master Supply and Distribution Agreement"


def test_no_title_line_gives_type_and_counterparties() -> None:
    assert find_title(NO_TITLE) is None
    record = record_of(NO_TITLE)
    assert record.title == "Supply Agreement between Zephyrine Components, Inc. and Northwind Trading LLC"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # a flattened first page: the title shares its line with the exhibit label and the preamble
        (
            'Exhibit 10.7 CONSULTING AGREEMENT THIS AGREEMENT made this 30th day of April (the "Effective Date")',
            "CONSULTING AGREEMENT",
        ),
        (
            "EXHIBIT 10.2   Execution Version   OUTSOURCING AGREEMENT   This Outsourcing Agreement is",
            "OUTSOURCING AGREEMENT",
        ),
        ("- 1 -\n\nCONFIDENTIAL\n\nSOFTWARE LICENSE AGREEMENT\nby and between", "SOFTWARE LICENSE AGREEMENT"),
        (
            "AMENDMENT NO. 2 TO THE\n\nSUPPLY AGREEMENT\n\nThis Amendment No. 2 is made",
            "AMENDMENT NO. 2 TO THE SUPPLY AGREEMENT",
        ),
        (
            "Agreement Number 12965\n\nWIRELESS CONTENT LICENSE AGREEMENT\n\nThis License",
            "WIRELESS CONTENT LICENSE AGREEMENT",
        ),
        ("Distributorship agreement\nbetween\nSignature Pty Ltd", "Distributorship agreement"),
        # no heading: the preamble names the agreement
        (
            'Exhibit 10.1\n\nTHIS SUPPLY AGREEMENT ("Agreement") is entered into as of May 15, 2013 by and between',
            "SUPPLY AGREEMENT",
        ),
        ("1. Definitions. In this Agreement the following words have these meanings.", None),
    ],
)
def test_find_title(text: str, title: str | None) -> None:
    assert find_title(text) == title


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("DISTRIBUTOR AGREEMENT", "Distributor Agreement"),
        ("IP LICENSE AGREEMENT", "IP License Agreement"),
        ("ACME HOLDINGS LLC CO-BRANDING AGREEMENT.", "Acme Holdings LLC Co-Branding Agreement"),
        (
            "LOCAL PROGRAMMING AND MARKETING AGREEMENT (WQHT HD2)",
            "Local Programming and Marketing Agreement (WQHT HD2)",
        ),
        ("AMENDMENT NO. 1 TO SUPPLY AGREEMENT", "Amendment No. 1 to Supply Agreement"),
        ("MASTER SERVICES AGREEMENT (", "Master Services Agreement"),
        ("Master Joint Development Agreement;", "Master Joint Development Agreement"),
        ("  ", None),
        (None, None),
    ],
)
def test_clean_title(raw: str | None, clean: str | None) -> None:
    assert clean_title(raw) == clean


def test_upload_digest_is_never_the_title() -> None:
    bare = to_record(Contract(), file_id=UPLOAD_ID, scope=Scope(tenant="t"), source="upload")
    assert bare.title == "Scan 0042"
    named = to_record(
        Contract(),
        file_id=UPLOAD_ID,
        scope=Scope(tenant="t"),
        source="upload",
        display_name="zephyrine supply agreement.pdf",
    )
    assert named.title == "Zephyrine Supply Agreement"
    only_digest = to_record(Contract(), file_id=DIGEST, scope=Scope(tenant="t"), source="upload")
    assert only_digest.title == "Agreement"
    for record in (bare, named, only_digest, record_of(SHOUTED), record_of(NO_TITLE)):
        assert DIGEST[:6] not in record.title.lower()
    assert stem_title(f"Acme - Supply Agreement-{DIGEST}") == "Acme - Supply Agreement"


def test_document_title_wins_over_the_file_name() -> None:
    record = record_of(SHOUTED, display_name="scan0001.pdf")
    assert record.title == "Exclusive Distributor Agreement"


def test_bare_agreement_title_and_single_party() -> None:
    parties = [Organization(name="Acme Inc."), Organization(name="Beta LLC")]
    scope = Scope(tenant="t")
    both = to_record(Contract(title="AGREEMENT", parties=parties), file_id="x", scope=scope, source="cli")
    assert both.title == "Agreement between Acme Inc. and Beta LLC"
    one = to_record(
        Contract(contract_type="Consulting", parties=parties[1:]), file_id="x", scope=scope, source="cli"
    )
    assert one.title == "Consulting Agreement with Beta LLC"
    alone = to_record(
        Contract(title="AGREEMENT"), file_id=UPLOAD_ID, scope=scope, source="upload", display_name="Acme MSA"
    )
    assert alone.title == "Acme MSA"  # a bare heading and no parties: the file's own name says more


def test_demo_import_keeps_cuad_file_name_titles() -> None:
    contracts = [Contract(file_id="ACME_01_02_2003-EX-10.1-SUPPLY AGREEMENT", contract_type="Supply")]
    [record] = to_records(contracts, Scope(tenant="demo"))
    assert record.title == "Supply Agreement"


def test_schema_asks_for_the_title() -> None:
    field = Contract.model_json_schema()["properties"]["title"]
    assert "title" in field["description"] and "file name" in field["description"]
