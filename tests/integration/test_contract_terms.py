"""Renewal, notice and convenience terms with their evidence: extracted, normalised, written to the real
graph (ArcadeDB over Bolt) and read back by the contract-details reader."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from agent.tools import ContractDetailsInput, RunContext, ToolContext, run_details
from graph_ingest import cypher
from graph_ingest import search_cypher as q
from graph_ingest.extract.offline import OfflineExtractor
from graph_ingest.models import RENEWAL_FIELDS, Contract, Scope
from graph_ingest.normalize import to_record
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

pytestmark = pytest.mark.integration

TENANT = "terms-tenant"
SCOPE = ReaderScope(tenant=TENANT)
RUN = RunContext.now(SCOPE)
FILE_ID = "terms-northwind-harbor"

TEXT = """MASTER SUPPLY AGREEMENT

This Master Supply Agreement is made as of March 1, 2019 (the "Effective Date") between Northwind Parts Inc.
("Supplier") and Harbor Tools LLC ("Buyer").

1. Term. The initial term of this Agreement shall be three (3) years from the Effective Date. Thereafter this
Agreement shall automatically renew for successive one (1) year periods unless either party gives written
notice of non-renewal at least three (3) months prior to the end of the then-current term.

2. Termination. Either party may terminate this Agreement for any reason upon forty-five (45) days' prior
written notice to the other party.
"""

TERM_PROPS = (*RENEWAL_FIELDS, "renewal_term_days", "term_evidence")
READ_TERMS = (
    cypher.VISIBLE_CONTRACTS
    + " AND c.file_id = $file_id RETURN "
    + ", ".join(f"c.{p} AS {p}" for p in TERM_PROPS)
)


@pytest.fixture
def written(store: GraphStore) -> Iterator[GraphStore]:
    record = to_record(
        OfflineExtractor().extract(TEXT, FILE_ID), file_id=FILE_ID, scope=Scope(tenant=TENANT), source="cli"
    )
    store.write_contract(record)
    yield store
    store.delete_contract(FILE_ID)


def test_term_fields_round_trip_through_the_graph(written: GraphStore) -> None:
    row = written.read(READ_TERMS, SCOPE, file_id=FILE_ID)[0]
    assert row["perpetual"] is False and row["auto_renew"] is True
    assert (row["renewal_term"], row["renewal_term_days"], row["renewal_notice_days"]) == ("P1Y", 365, 90)
    assert row["termination_for_convenience"] is True and row["convenience_notice_days"] == 45
    evidence = json.loads(row["term_evidence"])
    assert {
        "effective_date",
        "end_date",
        "duration",
        "auto_renew",
        "renewal_term",
        "renewal_notice_days",
    } <= set(evidence)
    notice = evidence["renewal_notice_days"]
    assert "three (3) months prior" in TEXT[notice["start"] : notice["end"]]
    convenience = evidence["convenience_notice_days"]
    assert TEXT[convenience["start"] : convenience["end"]].startswith("Either party may terminate")


async def test_contract_details_shows_the_terms(written: GraphStore) -> None:
    details = await run_details(ToolContext(written), ContractDetailsInput(file_id=FILE_ID), RUN)
    assert details.found and details.contract is not None
    c = details.contract
    assert (c["auto_renew"], c["renewal_term"], c["renewal_notice_days"]) == (True, "P1Y", 90)
    assert (c["termination_for_convenience"], c["convenience_notice_days"], c["perpetual"]) == (
        True,
        45,
        False,
    )
    span = c["term_evidence"]["auto_renew"]
    assert "automatically renew" in TEXT[span["start"] : span["end"]]
    rows = written.read(q.CONTRACT_DETAILS, SCOPE, file_id=FILE_ID)
    assert rows[0]["renewal_term"] == "P1Y"


def test_a_rewrite_without_terms_clears_them(written: GraphStore) -> None:
    plain = Contract(title="Master Supply Agreement", contract_type="Supply")
    written.write_contract(to_record(plain, file_id=FILE_ID, scope=Scope(tenant=TENANT), source="cli"))
    row = written.read(READ_TERMS, SCOPE, file_id=FILE_ID)[0]
    assert all(row[p] is None for p in TERM_PROPS), row
