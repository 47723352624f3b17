"""Deadlines from an imported contract, end to end: its renewal terms extracted, stored, rolled
forward to the current term, listed with the passage they come from, and only in its workspace."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date

import pytest

from bot.components import build_ingestor
from core.settings import Settings
from graph_ingest.alerts import by_week, upcoming
from graph_ingest.models import Scope
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from tests.conftest import env_for

pytestmark = pytest.mark.integration
TENANT, OTHER = "slack:TALERTS", "slack:TOTHER"
TODAY = date(2026, 11, 15)

RENEWING = """SUPPLY AGREEMENT

This Supply Agreement (the "Agreement") is entered into as of March 1, 2024 (the "Effective Date") by and
between Borealis Components Inc., a Delaware corporation ("Supplier"), and Tundra Retail LLC, a New York
limited liability company ("Customer").

1. TERM. This Agreement shall commence on the Effective Date and continue for a period of two (2) years.
Thereafter, this Agreement shall automatically renew for successive one (1) year periods unless either
party gives the other written notice of non-renewal at least ninety (90) days prior to the end of the
then-current term.

2. PRICE. Customer shall pay Supplier the prices set out in Exhibit A.

3. GOVERNING LAW. This Agreement shall be governed by the laws of the State of New York.
"""

FIXED = """CONSULTING AGREEMENT

This Consulting Agreement is made as of January 15, 2026 between Fjord Advisory AS ("Consultant") and
Tundra Retail LLC ("Client").

1. TERM. This Agreement begins on January 15, 2026 and ends on January 31, 2027, unless terminated earlier.

2. FEES. Client shall pay Consultant the fees set out in Schedule 1.
"""


@pytest.fixture(scope="module")
def imported(store: GraphStore, settings: Settings) -> GraphStore:
    ingestor = build_ingestor(settings, store)
    for name, text in (("Borealis Supply.txt", RENEWING), ("Fjord Consulting.txt", FIXED)):
        outcome = ingestor.ingest_bytes(text.encode(), name, Scope(tenant=TENANT))
        assert outcome.status == "imported", outcome
    return store


def test_renewal_notice_and_expiry_come_with_their_passages(imported: GraphStore) -> None:
    found = upcoming(imported, ReaderScope(tenant=TENANT), TODAY, 120)
    got = [(a.title, a.kind, a.on, a.renews_on) for a in found]
    assert got == [
        # 90 days before the renewal of 2027-03-01 (2026-12-01), read a day early
        ("Supply Agreement", "notice", date(2026, 11, 30), date(2027, 3, 1)),
        ("Consulting Agreement", "expiry", date(2027, 1, 31), None),
        ("Supply Agreement", "renewal", date(2027, 3, 1), None),  # 2026-03-01 renewed once already
    ], got
    notice = found[0]
    assert (
        notice.quote
        and "written notice of non-renewal" in notice.quote
        and "ninety (90) days" in notice.quote
    )
    assert [len(v) for v in by_week(found).values()] == [1, 1, 1]
    assert upcoming(imported, ReaderScope(tenant=TENANT), TODAY, 30) == found[:1]


def test_another_workspace_hears_of_none_of_them(imported: GraphStore) -> None:
    assert upcoming(imported, ReaderScope(tenant=OTHER), TODAY, 365) == []


def test_the_alerts_command_lists_them_as_json(imported: GraphStore, settings: Settings) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "bot", "alerts", "--within", "400d", "--tenant", TENANT, "--json"],
        env=env_for(settings),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    kinds = {json.loads(line)["kind"] for line in out.stdout.splitlines()}
    assert kinds <= {"notice", "renewal", "expiry"} and "renewal" in kinds
    bad = subprocess.run(
        [sys.executable, "-m", "bot", "alerts", "--within", "soon"],
        env=env_for(settings),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert bad.returncode == 2 and "90d, 12w or 3m" in bad.stderr


def test_a_record_imported_without_terms_gets_them_from_its_text(store: GraphStore) -> None:
    """The demo corpus comes as structured records without renewal terms; indexing its text fills
    them (`index_text`), never over what an extractor already said, and importing the records again
    keeps them."""
    from graph_ingest.models import Contract
    from graph_ingest.normalize import renewal_properties, to_record

    record = to_record(
        Contract(title="Borealis Supply Agreement", contract_type="Supply", end_date=date(2026, 3, 1)),
        file_id="demo-borealis",
        scope=Scope(tenant=TENANT),
        source="demo",
    )
    store.write_contract(record)
    scope = ReaderScope(tenant=TENANT)
    try:
        assert not [a for a in upcoming(store, scope, TODAY, 120) if a.file_id == "demo-borealis"]
        assert store.fill_renewal_terms("demo-borealis", TENANT, renewal_properties(RENEWING))
        found = [(a.kind, a.on) for a in upcoming(store, scope, TODAY, 120) if a.file_id == "demo-borealis"]
        assert found == [("notice", date(2026, 11, 30)), ("renewal", date(2027, 3, 1))]
        assert not store.fill_renewal_terms("demo-borealis", TENANT, renewal_properties(FIXED)), "kept"
        assert not store.fill_renewal_terms("demo-borealis", OTHER, renewal_properties(RENEWING))
        from graph_ingest.store import RENEWAL_PROPERTIES

        assert set(renewal_properties(RENEWING)) == set(
            RENEWAL_PROPERTIES
        )  # the fields kept are those filled
        store.write_contract(record)  # the structured records imported again: what the text said stays
        again = [(a.kind, a.on) for a in upcoming(store, scope, TODAY, 120) if a.file_id == "demo-borealis"]
        assert again == found, again
    finally:
        store.delete_contract("demo-borealis")
