"""The graph store against the real embedded ArcadeDB: schema, import, normalisation, scope."""

from __future__ import annotations

import json
from collections import Counter

import neo4j
import pytest

from graph_ingest import cypher
from graph_ingest.admin import AdminReader
from graph_ingest.errors import UnscopedQueryError
from graph_ingest.generator import generate_contracts
from graph_ingest.models import Location, Scope
from graph_ingest.normalize import to_jurisdiction, to_record
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore, _run_all, contract_statements
from graph_ingest.structured import import_structured
from tests.conftest import DEMO_JSON, needs_shared_data

pytestmark = pytest.mark.integration

DEMO = ReaderScope(tenant="demo")


def test_constraints_exist_and_are_idempotent(store: GraphStore) -> None:
    store.ensure_schema()
    store.ensure_schema()
    names = {c["name"] for c in AdminReader(store).constraints()}
    assert {"contract_file_id", "party_id", "party_decision_id", "location_key", "clause_id"} <= names
    assert not {"party_key", "party_name"} & names


@needs_shared_data
def test_demo_import_twice_gives_same_counts(empty_store: GraphStore) -> None:
    n = import_structured(empty_store, DEMO_JSON, Scope(tenant="demo"))
    first = AdminReader(empty_store).counts()
    assert n == 510 and first["Contract"] == 510
    import_structured(empty_store, DEMO_JSON, Scope(tenant="demo"))
    assert AdminReader(empty_store).counts() == first


@pytest.fixture
def demo_graph(store: GraphStore) -> GraphStore:
    """Exactly the demo graph (re-imported when another test changed the store)."""
    if not DEMO_JSON.exists():
        pytest.skip("../shared/data is absent")
    if (
        store.read(cypher.COUNT_VISIBLE, DEMO)[0]["n"] != 510
        or AdminReader(store).counts()["Contract"] != 510
    ):
        store.wipe_all_for_tests()
        import_structured(store, DEMO_JSON, Scope(tenant="demo"))
    return store


def _raw() -> list[dict]:
    return json.loads(DEMO_JSON.read_text())


def test_new_york_counted_across_both_spellings(demo_graph: GraphStore) -> None:
    spellings = Counter(
        c["governing_law"]["state"]
        for c in _raw()
        if c["governing_law"] and c["governing_law"]["state"] in ("NY", "New York")
    )
    assert len(spellings) == 2, "the data has both spellings"
    q = (
        cypher.VISIBLE_CONTRACTS
        + " MATCH (c)-[:HAS_GOVERNING_LAW]->(l:Location {subdivision: 'US-NY'}) RETURN count(c) AS n"
    )
    assert demo_graph.read(q, DEMO)[0]["n"] == sum(spellings.values())
    q2 = cypher.VISIBLE_CONTRACTS + " AND c.law_subdivision = $sub RETURN count(c) AS n"
    assert demo_graph.read(q2, DEMO, sub="US-NY")[0]["n"] == sum(spellings.values())


def test_fused_contract_types_are_split(demo_graph: GraphStore) -> None:
    q = cypher.VISIBLE_CONTRACTS + " RETURN c.contract_type AS t, count(*) AS n"
    types = {r["t"]: r["n"] for r in demo_graph.read(q, DEMO)}
    assert not any("AgreementDevelopment" in t or "SolicitOutsourcing" in t for t in types)
    fused = sum(
        1
        for c in _raw()
        if c["contract_type"] in ("Affiliate AgreementDevelopment", "Non Compete/SolicitOutsourcing")
    )
    assert (
        types["Affiliate"] + types["Development"] + types.get("Non-Compete", 0) + types.get("Outsourcing", 0)
        == fused
    )
    assert sum(types.values()) == 510


def test_same_type_clauses_stay_two_nodes(demo_graph: GraphStore) -> None:
    raw = next(
        c for c in _raw() if len({k["clause_type"] for k in c["clauses"] or []}) < len(c["clauses"] or [])
    )
    q = (
        cypher.VISIBLE_CONTRACTS
        + " AND c.file_id = $f MATCH (c)-[:HAS_CLAUSE]->(k:Clause) RETURN count(k) AS n"
    )
    assert demo_graph.read(q, DEMO, f=raw["file_id"])[0]["n"] == len(raw["clauses"])


def test_dates_are_dates_and_party_locations_linked(demo_graph: GraphStore) -> None:
    q = cypher.VISIBLE_CONTRACTS + " AND c.effective_date IS NOT NULL RETURN c.effective_date AS d LIMIT 1"
    assert isinstance(demo_graph.read(q, DEMO)[0]["d"], neo4j.time.Date)
    q = cypher.VISIBLE_CONTRACTS + (
        " MATCH (c)<-[:PARTY_TO]-(p:Party)-[:HAS_LOCATION]->(l:Location {country: 'JP'})"
        " RETURN count(DISTINCT c) AS n"
    )
    expected = sum(
        1 for c in _raw() if any((p.get("location") or {}).get("country") == "JP" for p in c["parties"])
    )
    assert demo_graph.read(q, DEMO)[0]["n"] == expected


def test_unscoped_read_is_refused(store: GraphStore) -> None:
    with pytest.raises(UnscopedQueryError):
        store.read("MATCH (c:Contract) RETURN count(c) AS n", DEMO)


def test_scope_isolates_tenants_and_channels(empty_store: GraphStore) -> None:
    g1, g2, g3 = generate_contracts(3, seed=11)
    empty_store.write_contract(
        to_record(
            g1.truth,
            file_id="private",
            source="upload",
            scope=Scope(tenant="slack:T1", channel="C1", visibility="channel"),
        )
    )
    empty_store.write_contract(
        to_record(
            g2.truth,
            file_id="shared",
            source="upload",
            scope=Scope(tenant="slack:T1", channel="C2", visibility="workspace"),
        )
    )
    empty_store.write_contract(
        to_record(
            g3.truth,
            file_id="other",
            source="upload",
            scope=Scope(tenant="slack:T2", channel="C1", visibility="workspace"),
        )
    )
    q = cypher.VISIBLE_CONTRACTS + " RETURN collect(c.file_id) AS ids"

    def seen(scope: ReaderScope) -> set[str]:
        return set(empty_store.read(q, scope)[0]["ids"])

    assert seen(ReaderScope(tenant="slack:T1", channel="C1")) == {"private", "shared"}
    assert seen(ReaderScope(tenant="slack:T1", channel="C9")) == {"shared"}
    assert seen(ReaderScope(tenant="slack:T2", channel="C1")) == {"other"}
    assert seen(ReaderScope(tenant="slack:T3", channel="C1", shared_tenants=["slack:T2"])) == {"other"}


def test_failed_contract_write_leaves_nothing(empty_store: GraphStore) -> None:
    g = generate_contracts(1, seed=5)[0]
    record = to_record(g.truth, file_id="half", scope=Scope(tenant="demo"), source="generated")
    statements = [*contract_statements([record]), ("RETURN 1 / 0 AS boom", {})]
    with (
        pytest.raises(neo4j.exceptions.Neo4jError),
        empty_store.driver.session(database=empty_store.database) as s,
    ):
        s.execute_write(_run_all, statements)
    assert AdminReader(empty_store).counts().get("Contract", 0) == 0
    assert AdminReader(empty_store).counts().get("Party", 0) == 0


def test_generated_contract_round_trips(empty_store: GraphStore) -> None:
    g = generate_contracts(1, seed=3)[0]
    empty_store.write_contract(
        to_record(g.truth, file_id=g.file_id, scope=Scope(tenant="demo"), source="generated")
    )
    q = cypher.CONTRACT_CARD
    row = empty_store.read(q, DEMO, file_ids=[g.file_id])[0]
    assert row["effective_date"].to_native() == g.truth.effective_date
    assert {p["name"] for p in row["parties"]} == {p.name for p in g.truth.parties}
    law = to_jurisdiction(g.truth.governing_law or Location())
    assert row["law_country"] == law.country and row["law_subdivision"] == law.subdivision
    assert sorted(row["clause_types"]) == sorted(c.clause_type for c in g.truth.clauses)


def test_summary_full_text_search_is_scoped(demo_graph: GraphStore, settings) -> None:
    from graph_ingest.indexes import summary_index_name

    index = summary_index_name(settings.graph.backend)
    rows = demo_graph.read(cypher.SUMMARY_SEARCH, DEMO, index=index, q="photomasks", limit=5)
    assert rows and "Photronics" in rows[0]["file_id"]
    assert (
        demo_graph.read(
            cypher.SUMMARY_SEARCH, ReaderScope(tenant="nobody"), index=index, q="photomasks", limit=5
        )
        == []
    )


def test_a_write_never_moves_another_tenants_contract(empty_store: GraphStore) -> None:
    from graph_ingest.errors import ScopeConflictError

    g1, g2 = generate_contracts(2, seed=9)
    empty_store.write_contract(
        to_record(g1.truth, file_id="same-name", scope=Scope(tenant="slack:T1"), source="upload")
    )
    with pytest.raises(ScopeConflictError):
        empty_store.write_contract(
            to_record(g2.truth, file_id="same-name", scope=Scope(tenant="slack:T2"), source="upload")
        )
    row = empty_store.read(cypher.CONTRACT_CARD, ReaderScope(tenant="slack:T1"), file_ids=["same-name"])[0]
    assert {p["name"] for p in row["parties"]} == {p.name for p in g1.truth.parties}


def test_an_older_graph_gets_one_party_record_per_workspace(empty_store: GraphStore) -> None:
    """Parties were once shared by every tenant: the migration splits them without carrying one
    tenant's aliases or locations into another's records."""
    empty_store._run(
        "CREATE CONSTRAINT party_key IF NOT EXISTS FOR (p:Party) REQUIRE p.key IS UNIQUE", {}, write=True
    )
    empty_store._run(
        """
        CREATE (a:Contract {file_id: 'MIG-A', tenant: 'X', channel: 'C1', visibility: 'workspace'})
        CREATE (b:Contract {file_id: 'MIG-B', tenant: 'Y', channel: 'C9', visibility: 'channel'})
        CREATE (acme:Party {key: 'acme', name: 'Acme', aliases: ['Secret Of Y']})
        CREATE (solo:Party {key: 'solo', name: 'Solo', aliases: ['Solo Alias']})
        CREATE (acme)-[:PARTY_TO {role: 'Buyer'}]->(a), (acme)-[:PARTY_TO {role: 'Seller'}]->(b)
        CREATE (solo)-[:PARTY_TO {role: 'Seller'}]->(a)
        CREATE (solo)-[:HAS_LOCATION]->(:Location {key: 'IS||', country: 'IS'})
        CREATE (acme)-[:HAS_LOCATION]->(:Location {key: 'NO||', country: 'NO'})
        CREATE (acme)-[:DISTINCT_FROM]->(solo)
        """,
        {},
        write=True,
    )
    empty_store.ensure_schema()
    rows = empty_store._run(
        """
        MATCH (p:Party)-[r:PARTY_TO]->(c:Contract)
        OPTIONAL MATCH (p)-[:HAS_LOCATION]->(l:Location)
        RETURN p.id AS id, p.tenant AS tenant, r.role AS role, r.aliases AS aliases,
               collect(l.country) AS countries ORDER BY id
        """,
        {},
        write=False,
    )
    assert [(r["id"], r["tenant"], r["role"], r["aliases"], r["countries"]) for r in rows] == [
        ("X#*|acme", "X", "Buyer", [], []),
        ("X#*|solo", "X", "Seller", ["Solo Alias"], ["IS"]),
        ("Y#C9|acme", "Y", "Seller", [], []),
    ]
    # a person's decision about the shared record holds for each tenant that had it
    assert AdminReader(empty_store).distinct_pairs("X") == {frozenset(("acme", "solo"))}
    assert AdminReader(empty_store).distinct_pairs("Y") == {frozenset(("acme", "solo"))}
    assert AdminReader(empty_store).distinct_pairs("Z") == set()
    empty_store.ensure_schema()  # nothing left to migrate: a second run changes nothing
    assert len(empty_store._run("MATCH (p:Party) RETURN p.id AS id", {}, write=False)) == 3


def _graph_shape(store: GraphStore) -> tuple[dict, set, set]:
    edges = store.read(
        "MATCH (p:Party)-[r:PARTY_TO]->(c:Contract) WHERE "
        + cypher.SCOPE_PREDICATE
        + " RETURN p.id AS p, c.file_id AS c, r.role AS role",
        DEMO,
    )
    laws = store.read(
        "MATCH (c:Contract)-[:HAS_GOVERNING_LAW]->(l:Location) WHERE "
        + cypher.SCOPE_PREDICATE
        + " RETURN c.file_id AS c, l.key AS l",
        DEMO,
    )
    return (
        AdminReader(store).counts(),
        {(e["p"], e["c"], e["role"]) for e in edges},
        {(e["c"], e["l"]) for e in laws},
    )


def test_a_batch_writes_what_one_at_a_time_writes(empty_store: GraphStore) -> None:
    """Contracts of one batch share parties and places: MERGE must see the batch's own rows."""
    generated = generate_contracts(40, seed=21)
    records = [
        to_record(g.truth, file_id=g.file_id, scope=Scope(tenant="demo"), source="generated")
        for g in generated
    ]
    for r in records:
        empty_store.write_contract(r)
    one_by_one = _graph_shape(empty_store)
    empty_store.wipe_all_for_tests()
    empty_store.write_contracts(records[:25])
    empty_store.write_contracts(records[20:])  # overlapping: upserts again
    assert _graph_shape(empty_store) == one_by_one
    shared = Counter(p for p, _, _ in one_by_one[1])
    assert max(shared.values()) > 1  # the fixture does share parties


def test_a_batch_with_another_tenants_contract_writes_nothing(empty_store: GraphStore) -> None:
    from graph_ingest.errors import ScopeConflictError

    g1, g2, g3 = generate_contracts(3, seed=23)
    empty_store.write_contract(
        to_record(g1.truth, file_id="theirs", scope=Scope(tenant="slack:T2"), source="upload")
    )
    batch = [
        to_record(g2.truth, file_id="mine", scope=Scope(tenant="slack:T1"), source="upload"),
        to_record(g3.truth, file_id="theirs", scope=Scope(tenant="slack:T1"), source="upload"),
    ]
    with pytest.raises(ScopeConflictError):
        empty_store.write_contracts(batch)
    assert empty_store.read(cypher.COUNT_VISIBLE, ReaderScope(tenant="slack:T1"))[0]["n"] == 0


def test_imports_at_once_that_share_a_party_and_a_place_all_land(empty_store: GraphStore) -> None:
    """Two uploads at once (`IngestSettings.workers`, `clausebot ingest --workers`) naming the same
    party in the same place both MERGE it: the one that loses the race is written again, not failed."""
    import threading

    contracts = generate_contracts(6, seed=77)
    shared = contracts[0].truth.parties[0]
    records = []
    for g in contracts:
        parties = [shared, *[p for p in g.truth.parties if p.name != shared.name][:1]]
        truth = g.truth.model_copy(update={"parties": parties})
        records.append(to_record(truth, file_id=g.file_id, scope=Scope(tenant="demo"), source="generated"))
    start = threading.Barrier(len(records))
    errors: list[BaseException] = []

    def write(record) -> None:  # noqa: ANN001
        start.wait()
        try:
            empty_store.write_contract(record)
        except BaseException as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=write, args=(r,)) for r in records]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    rows = empty_store.read(cypher.CONTRACT_CARD, DEMO, file_ids=[g.file_id for g in contracts])
    assert len(rows) == len(contracts)
    assert all(shared.name in {p["name"] for p in row["parties"]} for row in rows)
    named = empty_store._run(
        "MATCH (p:Party {name: $name}) RETURN count(p) AS n", {"name": shared.name}, write=False
    )
    assert named[0]["n"] == 1


def test_servers_starting_together_all_get_their_indexes(settings, tmp_path) -> None:  # noqa: ANN001
    """Replicas (or `clausebot serve` processes) starting at once all ensure the schema and indexes
    on a new graph: ArcadeDB fails a DDL statement that meets a concurrent one, which is tried again."""
    import threading

    from bot.servers import ArcadeDBServer
    from core.settings import GraphSettings
    from graph_ingest.indexes import ensure_search_indexes

    suite = settings.graph
    fresh = settings.model_copy(
        update={
            "data_dir": tmp_path,
            "graph": GraphSettings(
                uri=f"bolt://127.0.0.1:{suite.bolt_port + 47}", http_port=suite.http_port + 47
            ),
        }
    )
    server = ArcadeDBServer(fresh)
    server.start()
    errors: list[BaseException] = []
    start = threading.Barrier(3)

    def ensure() -> None:
        start.wait()
        try:
            with GraphStore.from_settings(fresh) as store:
                ensure_search_indexes(fresh, store)
        except BaseException as e:  # noqa: BLE001
            errors.append(e)

    try:
        threads = [threading.Thread(target=ensure) for _ in range(3)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert not errors, errors
        with GraphStore.from_settings(fresh) as store:
            names = {r["name"] for r in store._run("SHOW INDEXES", {}, write=False)}
        assert any("text" in n for n in names), names
    finally:
        server.stop()
