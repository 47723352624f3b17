"""The graph store: owns the neo4j driver, the schema, the one scoped read path and the writer.

Reads across tenants are not here: they go through `graph_ingest.admin.AdminReader`.

Works the same against Neo4j 5 and the embedded ArcadeDB (Bolt plugin).
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, nullcontext
from typing import Any

import neo4j
from neo4j import GraphDatabase, Query, RoutingControl
from neo4j.exceptions import AuthError, ConstraintError, ServiceUnavailable, SessionExpired

from core.settings import Settings
from core.tracing import span
from graph_ingest import cypher
from graph_ingest.errors import GraphUnavailableError, ScopeConflictError, UnscopedQueryError
from graph_ingest.freshness import graph_changed
from graph_ingest.models import RENEWAL_FIELDS, ContractRecord
from graph_ingest.scope import SCOPE_PREDICATE, ReaderScope

log = logging.getLogger(__name__)
WRITE_TRIES = 4  # a contract write that met a concurrent one creating the same party or place


class GraphStore:
    def __init__(
        self,
        uri: str,
        user: str,
        password: str,
        database: str,
        query_timeout_s: float = 10.0,
        vectors: bool = False,
        retry_s: float = 10.0,
    ) -> None:
        """`vectors`: chunks are written with their embedding as a vector (`GraphSettings.vectors`);
        `retry_s`: how long the driver retries what the database could not take before giving up."""
        self.uri = uri
        self.database = database
        self.query_timeout_s = query_timeout_s
        self.vectors = vectors
        self.driver = GraphDatabase.driver(
            uri, auth=(user, password), connection_timeout=5.0, max_transaction_retry_time=retry_s
        )

    @classmethod
    def from_settings(cls, settings: Settings) -> GraphStore:
        g = settings.graph
        return cls(
            g.uri, g.user, settings.graph_password(), g.database, g.query_timeout_s, g.vectors, g.retry_s
        )

    def close(self) -> None:
        self.driver.close()

    def __enter__(self) -> GraphStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- connection -------------------------------------------------------------------------

    def verify(self) -> str:
        """Connect once; return the server's agent string or raise GraphUnavailableError."""
        try:
            self.driver.verify_connectivity()
            return self.driver.get_server_info().agent
        except AuthError as e:
            raise GraphUnavailableError(
                f"the graph database at {self.uri} refused the credentials: check CLAUSEBOT_GRAPH__PASSWORD"
            ) from e
        except (ServiceUnavailable, OSError) as e:
            raise GraphUnavailableError(
                f"cannot reach the graph database at {self.uri}: start it with `clausebot db start` "
                f"or set CLAUSEBOT_GRAPH__URI"
            ) from e

    def _run(self, query: str, params: dict[str, Any], *, write: bool) -> list[dict[str, Any]]:
        log.debug("cypher: %s", query)
        tenant = params.get("tenant")  # a write that names none is of any tenant, for the caches
        changing = _changing(*([tenant] if isinstance(tenant, str) else [])) if write else nullcontext()
        with self._lost(), span("graph.query", write=write, statement=query.split("\n", 1)[0][:80]), changing:
            records, _, _ = self.driver.execute_query(
                Query(query, timeout=None if write else self.query_timeout_s),
                params,
                database_=self.database,
                routing_=RoutingControl.WRITE if write else RoutingControl.READ,
            )
        return [r.data() for r in records]

    @contextmanager
    def _lost(self) -> Iterator[None]:
        """The driver's "the server is away" errors as `GraphUnavailableError`."""
        try:
            yield
        except (ServiceUnavailable, SessionExpired, OSError) as e:
            raise GraphUnavailableError(f"lost the graph database at {self.uri}: {e}") from e

    # --- schema -----------------------------------------------------------------------------

    def ensure_schema(self) -> None:
        for statement in cypher.OLD_CONSTRAINTS:
            self._run(statement, {}, write=True)
        legacy = self._run(cypher.LEGACY_PARTIES, {}, write=False)[0]["n"]
        if legacy:
            log.warning("moving %d parties of an older graph into their workspaces' own records", legacy)
            with self.driver.session(database=self.database) as session:
                session.execute_write(_run_all, [(q, {}) for q in cypher.MIGRATE_PARTIES])
        for statement in cypher.CONSTRAINTS:
            self._run(statement, {}, write=True)

    # --- reads ------------------------------------------------------------------------------

    def read(self, query: str, scope: ReaderScope, **params: Any) -> list[dict[str, Any]]:
        """The only read path for contract data: the query must filter by the caller's scope."""
        if SCOPE_PREDICATE not in query:
            raise UnscopedQueryError("read query does not filter contracts by the caller's scope")
        return self._run(query, {**params, **scope.params()}, write=False)

    # --- writes -----------------------------------------------------------------------------

    def write_contract(self, record: ContractRecord) -> None:
        """Upsert one contract with its parties, places and clauses in one transaction."""
        self.write_contracts([record])

    def write_contracts(self, records: Sequence[ContractRecord]) -> None:
        """Upsert a batch of contracts with their parties, places, clauses (and chunks, where a
        record carries them) in one transaction: all of them or none. A file id named twice: the
        last record wins, as if they were written one after the other."""
        latest = list({r.file_id: r for r in records}.values())
        chunks = [  # outside the transaction: the clause model reads them
            statement
            for r in latest
            if r.chunks is not None
            for statement in chunk_statements(r.file_id, r.chunks, vectors=self.vectors)
        ]
        if not latest:
            return
        for attempt in range(1, WRITE_TRIES + 1):
            try:  # a graph lost meanwhile is `GraphUnavailableError`: an upload waits and tries again
                with (
                    self._lost(),
                    self.driver.session(database=self.database) as session,
                    _changing(*{r.scope.tenant for r in latest}),
                ):
                    session.execute_write(_write_batch, latest, chunks)
                return
            except ConstraintError:
                # another import created the same party or place between this MERGE's look and its
                # create (two uploads at once; ArcadeDB's MERGE is not atomic across transactions):
                # all of this one was rolled back, and written again its MERGE finds theirs
                if attempt == WRITE_TRIES:
                    raise
                log.info("contract write met a concurrent one (try %d); writing it again", attempt)
                time.sleep(random.uniform(0.02, 0.1) * attempt)

    def write_chunks(
        self,
        file_id: str,
        tenant: str,
        chunks: list[Any],
        model: str = "",
        unchanged_since: float | None = None,
    ) -> bool:
        """Replace the chunks of an existing contract of `tenant`, in one transaction. With
        `unchanged_since` (the `indexed_at` the chunks were read at: writing them again), only if the
        contract is still as read: not indexed again meanwhile, not deleted, its chunks not deleted.
        Returns whether it wrote."""
        statements = chunk_statements(file_id, chunks, model, self.vectors)
        with self._lost(), self.driver.session(database=self.database) as session, _changing(tenant):
            if unchanged_since is None:
                session.execute_write(_write_owned, {file_id: tenant}, statements)
                return True
            return bool(
                session.execute_write(
                    _write_if_unchanged, file_id, tenant, statements, unchanged_since, bool(chunks)
                )
            )

    def fill_renewal_terms(self, file_id: str, tenant: str, terms: dict[str, Any]) -> bool:
        """Set the renewal terms of a contract of `tenant` that has none (`FILL_RENEWAL_TERMS`)."""
        rows = self._run(
            cypher.FILL_RENEWAL_TERMS, {"file_id": file_id, "tenant": tenant, **terms}, write=True
        )
        return bool(rows and rows[0]["n"])

    # --- entity resolution (a person's decisions) ---------------------------------------------

    def mark_distinct(self, tenant: str, a: str, b: str) -> None:
        """Record that parties `a` and `b` of `tenant` are different organisations."""
        a, b = sorted((a, b))
        self._run(
            cypher.MARK_DISTINCT, {"id": f"{tenant}|{a}|{b}", "tenant": tenant, "a": a, "b": b}, write=True
        )

    def merge_parties(self, tenant: str, keep: str, drop: str, keep_name: str) -> None:
        """Fold `tenant`'s party `drop` into `keep` (contracts, locations, its name as an alias), in
        every unit of that tenant, in one transaction; other tenants' parties are not touched."""
        params = {"tenant": tenant, "keep": keep, "drop": drop, "keep_name": keep_name}
        queries = (
            cypher.MOVE_PARTY_TO,
            cypher.MOVE_PARTY_LOCATIONS,
            cypher.ABSORB_PARTY,
            cypher.RENAME_PARTY,
        )
        with self.driver.session(database=self.database) as session, _changing(tenant):
            session.execute_write(_run_all, [(q, params) for q in queries])

    def wipe_all_for_tests(self) -> None:
        """Delete every node, a slice at a time: for test fixtures and benchmarks only."""
        while self._run(cypher.WIPE_SLICE, {}, write=True)[0]["deleted"]:
            pass

    def delete_contract(self, file_id: str) -> None:
        """Delete a contract with its clauses and chunks, and the parties only it named."""
        params = {"file_id": file_id}
        with self.driver.session(database=self.database) as session, _changing():
            session.execute_write(
                _run_all,
                [
                    (cypher.DELETE_CONTRACT_PARTIES, params),
                    (cypher.DELETE_CONTRACT_PARTS, params),
                    (cypher.DELETE_CONTRACT, params),
                ],
            )


@contextmanager
def _changing(*tenants: str) -> Iterator[None]:
    """A write to `tenants` (none: any): what caches read of them is stale, written or not."""
    try:
        yield
    finally:
        graph_changed(*tenants)


def chunk_statements(
    file_id: str, chunks: list[Any], model: str = "", vectors: bool = False
) -> list[tuple[str, dict[str, Any]]]:
    """Replace a contract's chunks (with `vectors`, each with its embedding as a vector for the
    graph's vector index) and stamp the contract as indexed, with the clause model's verdict per
    category (`clause_verdicts`) and the `index_version` they were written in."""

    from graph_ingest.indexer import vector_of

    rows = [c.model_dump() for c in chunks]
    verdicts = clause_verdicts(rows)
    if vectors:
        rows = [{**r, "vector": vector_of(r["embedding"])} for r in rows]
    indexed = {
        "indexed_at": time.time(),
        "model": model,
        "clause_version": index_version(vectors),
        **verdicts,
    }
    return [
        (cypher.DELETE_STALE_CHUNKS, {"file_id": file_id, "ids": [r["id"] for r in rows]}),
        (cypher.MERGE_CHUNKS, {"file_id": file_id, "chunks": rows, **indexed}),
    ]


def clause_verdicts(chunks: list[dict[str, Any]]) -> dict[str, Any]:
    """The shipped clause model's best logit per category over a contract's chunks and the id of
    the chunk that has it (None without a model)."""
    from graph_ingest.retrievers.clause_model import passage_text, shipped_model

    model = shipped_model()
    if model is None or not chunks:
        return {"clause_best": None, "clause_chunks": None}
    best, rows = model.best(
        [passage_text(c["text"], c["heading"]) for c in chunks], [c["categories"] or [] for c in chunks]
    )
    return {"clause_best": best, "clause_chunks": [chunks[r]["id"] for r in rows]}


CHUNK_FORMAT = 2  # 2: contracts carry `chunk_count` and the clause model's verdicts


def index_version(vectors: bool) -> str:
    """What a contract's stored chunks were written in: the chunk format, whether they carry vectors
    and the clause model's version; contracts written in another are written again
    (`ClauseSearch.refresh`)."""
    from graph_ingest.retrievers.clause_model import shipped_model

    model = shipped_model()
    return f"{CHUNK_FORMAT}{'v' if vectors else ''}:{model.version if model else 'none'}"


def _owned(tx: neo4j.ManagedTransaction, owners: dict[str, str]) -> set[str]:
    """Refuse (inside the transaction) to overwrite another tenant's contract (`owners`: the tenant
    each file id is written for). Returns the file ids that exist already."""
    existing = set()
    for row in tx.run(cypher.CONTRACT_OWNERS, {"file_ids": list(owners)}):
        if row["tenant"] != owners[row["file_id"]]:
            raise ScopeConflictError(f"contract id {row['file_id']!r} already belongs to another workspace")
        existing.add(row["file_id"])
    return existing


def _write_owned(
    tx: neo4j.ManagedTransaction, owners: dict[str, str], statements: list[tuple[str, dict[str, Any]]]
) -> None:
    _owned(tx, owners)
    _run_all(tx, statements)


def _write_batch(
    tx: neo4j.ManagedTransaction, records: list[ContractRecord], chunks: list[tuple[str, dict[str, Any]]]
) -> None:
    existing = _owned(tx, {r.file_id: r.scope.tenant for r in records})
    _run_all(tx, contract_statements(records, existing) + chunks)


def _write_if_unchanged(
    tx: neo4j.ManagedTransaction,
    file_id: str,
    tenant: str,
    statements: list[tuple[str, dict[str, Any]]],
    indexed_at: float,
    chunked: bool,
) -> bool:
    now = tx.run(cypher.CONTRACT_INDEXED, {"file_id": file_id}).single()
    if now is None or now["indexed_at"] != indexed_at or bool(now["chunked"]) != chunked:
        return False
    _write_owned(tx, {file_id: tenant}, statements)
    return True


def _run_all(tx: neo4j.ManagedTransaction, statements: list[tuple[str, dict[str, Any]]]) -> None:
    for query, params in statements:
        tx.run(query, params).consume()


# a contract's renewal terms as stored: `RENEWAL_FIELDS`, the renewal term in days and their evidence
# (`FILL_RENEWAL_TERMS` writes them from the text of a contract imported without them)
RENEWAL_PROPERTIES = (*RENEWAL_FIELDS, "renewal_term_days", "term_evidence")


def contract_statements(
    records: Sequence[ContractRecord], existing: set[str] | None = None
) -> list[tuple[str, dict[str, Any]]]:
    """The Cypher statements (with parameters) that upsert a batch of contracts (distinct file ids)
    without their chunks (`chunk_statements`), in order: one statement per step for the whole batch,
    a step with no rows left out. Contracts of the `existing` file ids (None: all) are merged, their
    links from an earlier version removed; the others are created, with their links."""
    rows: list[dict[str, Any]] = []
    laws: list[dict[str, Any]] = []
    parties: list[dict[str, Any]] = []
    clauses: list[dict[str, Any]] = []
    for record in records:
        fid, scope, law = record.file_id, record.scope, record.governing_law
        props: dict[str, Any] = record.model_dump(include=set(cypher.CONTRACT_PROPERTIES))
        if record.source == "demo" and all(props.get(k) is None for k in RENEWAL_PROPERTIES):
            for k in RENEWAL_PROPERTIES:  # a structured record silent on renewal (imported again)
                props.pop(k, None)  # keeps what its text said of it; an extraction's rewrite clears it
        props.update(
            tenant=scope.tenant,
            channel=scope.channel or "",
            visibility=scope.visibility,
            law_country=law.country if law else None,
            law_subdivision=law.subdivision if law else None,
        )
        own = [
            {
                "file_id": fid,
                "id": scope.party_id(p.key),
                "key": p.key,
                "name": p.name,
                "role": p.role,
                "aliases": p.aliases,
                "unit": scope.unit,
                "tenant": scope.tenant,
                "loc": _location(p.country, p.subdivision, p.city),
            }
            for p in record.parties
        ]
        own_clauses = [{"file_id": fid, "clause": c.model_dump()} for c in record.clauses]
        rows.append(
            {
                "file_id": fid,
                "props": props,
                "law_key": law.key if law else "",
                "party_ids": [p["id"] for p in own],
                "clause_ids": [c["clause"]["id"] for c in own_clauses],
            }
        )
        if law:
            laws.append({"file_id": fid, "law": {"key": law.key, **law.model_dump()}})
        parties += own
        clauses += own_clauses

    def known(row: dict[str, Any]) -> bool:
        return existing is None or row["file_id"] in existing

    old, new = [r for r in rows if known(r)], [r for r in rows if not known(r)]
    steps: list[tuple[str, str, list[dict[str, Any]]]] = [
        (cypher.UPSERT_CONTRACTS, "rows", old),
        (cypher.CREATE_CONTRACTS, "rows", new),
        (cypher.UNLINK_GOVERNING_LAW, "rows", old),
        (cypher.LINK_GOVERNING_LAW, "laws", laws),
        (cypher.UNLINK_STALE_PARTIES, "rows", old),
        (cypher.MERGE_PARTIES, "parties", [p for p in parties if known(p)]),
        (cypher.LINK_NEW_PARTIES, "parties", [p for p in parties if not known(p)]),
        (cypher.LINK_PARTY_LOCATIONS, "parties", [p for p in parties if p["loc"]]),
        (cypher.DELETE_STALE_CLAUSES, "rows", old),
        (cypher.MERGE_CLAUSES, "clauses", [c for c in clauses if known(c)]),
        (cypher.CREATE_CLAUSES, "clauses", [c for c in clauses if not known(c)]),
    ]
    return [(query, {name: batch}) for query, name, batch in steps if batch]


def _location(country: str | None, subdivision: str | None, city: str | None) -> dict[str, Any] | None:
    """A party's place as a Location row (keyed by country, subdivision and lower-case city)."""
    if not country:
        return None
    key = "|".join([country, subdivision or "", (city or "").lower()])
    return {"key": key, "country": country, "subdivision": subdivision, "city": city}
