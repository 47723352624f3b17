"""Entity resolution in the real graph: confident variants join at ingest, reviewed pairs merge."""

from __future__ import annotations

import pytest

from bot.components import build_ingestor
from core.settings import Settings
from graph_ingest import cypher
from graph_ingest.admin import AdminReader
from graph_ingest.generator import generate_contracts
from graph_ingest.models import Scope
from graph_ingest.resolve import candidates
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

pytestmark = pytest.mark.integration

SCOPE = Scope(tenant="web:R", channel="C", visibility="workspace")
READ = ReaderScope(tenant="web:R", channel="C")
PARTY_CONTRACTS = (
    cypher.VISIBLE_CONTRACTS + " MATCH (c)<-[:PARTY_TO]-(p:Party {key: $key}) RETURN count(c) AS n"
)


def _contract_with(first_party: str, seed: int) -> bytes:
    g = generate_contracts(1, seed=seed)[0]
    return g.text.replace(g.truth.parties[0].name, first_party).encode()


def test_a_spelling_slip_joins_the_known_party(empty_store: GraphStore, settings: Settings) -> None:
    ingestor = build_ingestor(settings, empty_store)
    a = ingestor.ingest_bytes(_contract_with("Microgenics Corporation", 1), "a.txt", SCOPE)
    b = ingestor.ingest_bytes(_contract_with("Microgenic Corp.", 2), "b.txt", SCOPE)
    assert a.status == b.status == "imported"
    parties = {p["key"]: p for p in AdminReader(empty_store).parties()}
    assert "microgenic" not in parties
    assert empty_store.read(PARTY_CONTRACTS, READ, key="microgenics")[0]["n"] == 2


def test_reviewed_pair_merges_and_distinct_pair_is_not_proposed_again(
    empty_store: GraphStore, settings: Settings
) -> None:
    ingestor = build_ingestor(settings, empty_store)
    ingestor.ingest_bytes(_contract_with("Acme Inc.", 3), "a.txt", SCOPE)
    ingestor.ingest_bytes(_contract_with("Acme Holdings Inc.", 4), "b.txt", SCOPE)
    ingestor.ingest_bytes(_contract_with("MacroGenics, Inc.", 5), "c.txt", SCOPE)
    ingestor.ingest_bytes(_contract_with("Microgenics Corporation", 6), "d.txt", SCOPE)
    keys = [p["key"] for p in AdminReader(empty_store).parties()]
    doubts = {frozenset((c.keep, c.drop)) for c in candidates(keys) if c.verdict == "review"}
    assert {frozenset(("acme", "acme holdings")), frozenset(("macrogenics", "microgenics"))} <= doubts
    empty_store.mark_distinct("web:R", "macrogenics", "microgenics")
    again = {
        frozenset((c.keep, c.drop))
        for c in candidates(keys, rejected=AdminReader(empty_store).distinct_pairs("web:R"))
    }
    assert frozenset(("macrogenics", "microgenics")) not in again
    empty_store.merge_parties("web:R", "acme holdings", "acme", "Acme Holdings Inc.")
    merged = {p["key"]: p for p in AdminReader(empty_store).parties()}
    assert "acme" not in merged and merged["acme holdings"]["contracts"] == 2
    assert empty_store.read(PARTY_CONTRACTS, READ, key="acme holdings")[0]["n"] == 2
