"""The graph store: owns the neo4j driver, the schema, the one scoped read path and the writer.

Reads across tenants are not here: they go through `graph_ingest.admin.AdminReader`.

Works the same against Neo4j 5 and the embedded ArcadeDB (Bolt plugin).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import neo4j
from neo4j import GraphDatabase, Query, RoutingControl
from neo4j.exceptions import AuthError, ServiceUnavailable, SessionExpired

from core.settings import Settings
from core.tracing import span
from graph_ingest import cypher
from graph_ingest.errors import GraphUnavailableError, ScopeConflictError, UnscopedQueryError
from graph_ingest.models import ContractRecord
from graph_ingest.scope import SCOPE_PREDICATE, ReaderScope

log = logging.getLogger(__name__)


class GraphStore:
    def __init__(
        self,
        uri: str,
        user: str,
        password: str,
        database: str,
        query_timeout_s: float = 10.0,
        vectors: bool = False,
    ) -> None:
        """`vectors`: chunks are written with their embedding as a vector (`GraphSettings.vectors`)."""
        self.uri = uri
        self.database = database
        self.query_timeout_s = query_timeout_s
        self.vectors = vectors
        self.driver = GraphDatabase.driver(uri, auth=(user, password), connection_timeout=5.0)

    @classmethod
    def from_settings(cls, settings: Settings) -> GraphStore:
        g = settings.graph
        return cls(g.uri, g.user, settings.graph_password(), g.database, g.query_timeout_s, g.vectors)

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
        with self._lost(), span("graph.query", write=write, statement=query.split("\n", 1)[0][:80]):
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
        statements = contract_statements(record, self.vectors)
        with self.driver.session(database=self.database) as session:
            session.execute_write(_write_owned, record.file_id, record.scope.tenant, statements)

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
        with self._lost(), self.driver.session(database=self.database) as session:
            if unchanged_since is None:
                session.execute_write(_write_owned, file_id, tenant, statements)
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
        with self.driver.session(database=self.database) as session:
            session.execute_write(_run_all, [(q, params) for q in queries])

    def wipe_all_for_tests(self) -> None:
        """Delete every node: for test fixtures only."""
        self._run(cypher.WIPE_ALL, {}, write=True)

    def delete_contract(self, file_id: str) -> None:
        """Delete a contract with its clauses and chunks, and the parties only it named."""
        params = {"file_id": file_id}
        with self.driver.session(database=self.database) as session:
            session.execute_write(
                _run_all,
                [
                    (cypher.DELETE_CONTRACT_PARTIES, params),
                    (cypher.DELETE_CONTRACT_PARTS, params),
                    (cypher.DELETE_CONTRACT, params),
                ],
            )


def chunk_statements(
    file_id: str, chunks: list[Any], model: str = "", vectors: bool = False
) -> list[tuple[str, dict[str, Any]]]:
    """Replace a contract's chunks (with `vectors`, each with its embedding as a vector for the
    graph's vector index) and stamp the contract as indexed, with the clause model's verdict per
    category (`clause_verdicts`) and the `index_version` they were written in."""
    import time

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


def _write_owned(
    tx: neo4j.ManagedTransaction, file_id: str, tenant: str, statements: list[tuple[str, dict[str, Any]]]
) -> None:
    """Refuse (inside the transaction) to overwrite another tenant's contract, then write."""
    owner = tx.run(cypher.CONTRACT_OWNER, {"file_id": file_id}).single()
    if owner is not None and owner["tenant"] != tenant:
        raise ScopeConflictError(f"contract id {file_id!r} already belongs to another workspace")
    _run_all(tx, statements)


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
    _write_owned(tx, file_id, tenant, statements)
    return True


def _run_all(tx: neo4j.ManagedTransaction, statements: list[tuple[str, dict[str, Any]]]) -> None:
    for query, params in statements:
        tx.run(query, params).consume()


def contract_statements(record: ContractRecord, vectors: bool = False) -> list[tuple[str, dict[str, Any]]]:
    """The Cypher statements (with parameters) that upsert one contract, in order (`vectors`: see
    `chunk_statements`)."""
    fid = record.file_id
    props: dict[str, Any] = record.model_dump(include=set(cypher.CONTRACT_PROPERTIES))
    props.update(
        tenant=record.scope.tenant,
        channel=record.scope.channel or "",
        visibility=record.scope.visibility,
        law_country=record.governing_law.country if record.governing_law else None,
        law_subdivision=record.governing_law.subdivision if record.governing_law else None,
    )
    law = (
        {"key": record.governing_law.key, **record.governing_law.model_dump()}
        if record.governing_law
        else None
    )
    parties = []
    for p in record.parties:
        loc = None
        if p.country:
            loc = {
                "key": "|".join([p.country, p.subdivision or "", (p.city or "").lower()]),
                "country": p.country,
                "subdivision": p.subdivision,
                "city": p.city,
            }
        parties.append(
            {
                "id": record.scope.party_id(p.key),
                "key": p.key,
                "name": p.name,
                "role": p.role,
                "aliases": p.aliases,
                "loc": loc,
            }
        )
    clauses = [c.model_dump() for c in record.clauses]
    statements: list[tuple[str, dict[str, Any]]] = [
        (cypher.UPSERT_CONTRACT, {"file_id": fid, "props": props}),
        (cypher.SET_GOVERNING_LAW, {"file_id": fid, "law": law}),
    ]
    if law:
        statements.append((cypher.LINK_GOVERNING_LAW, {"file_id": fid, "law": law}))
    if record.chunks is not None:
        statements += chunk_statements(fid, record.chunks, vectors=vectors)
    statements += [
        (cypher.UNLINK_STALE_PARTIES, {"file_id": fid, "ids": [p["id"] for p in parties]}),
        (
            cypher.MERGE_PARTIES,
            {"file_id": fid, "parties": parties, "unit": record.scope.unit, "tenant": record.scope.tenant},
        ),
        (cypher.LINK_PARTY_LOCATIONS, {"parties": [p for p in parties if p["loc"]]}),
        (cypher.DELETE_STALE_CLAUSES, {"file_id": fid, "ids": [c["id"] for c in clauses]}),
        (cypher.MERGE_CLAUSES, {"file_id": fid, "clauses": clauses}),
    ]
    return statements
