"""The only backend-specific statements: full-text, vector and contract-type index DDL, and the names.

Neo4j 5 takes them in Cypher; ArcadeDB does not, so they go through its HTTP SQL API. Queries
stay the same Cypher for both (`db.index.fulltext.queryNodes($index, $q)`,
`db.index.vector.queryNodes($index, $n, $vector)`), with the index names from `summary_index_name`
and `chunk_index_names`. The chunk vector index (`GraphSettings.vector_index`: on with Neo4j, off with
the embedded ArcadeDB) is as wide as the configured embedding model (`RetrievalSettings.dim`), which
is fixed per graph: changing the model means importing the contracts' text again.
"""

from __future__ import annotations

import base64
import json
import logging
import time
import urllib.request
from urllib.error import HTTPError, URLError

from core.settings import Settings
from graph_ingest.errors import GraphUnavailableError
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)
DDL_TRIES = 5

_ARCADEDB_DDL = (
    "CREATE VERTEX TYPE Contract IF NOT EXISTS",
    "CREATE PROPERTY Contract.summary IF NOT EXISTS STRING",
    "CREATE INDEX IF NOT EXISTS ON Contract (summary) FULL_TEXT",
    # the filter most questions name: "which supply agreements ..." (600 -> 200 ms at 100k contracts)
    "CREATE PROPERTY Contract.contract_type IF NOT EXISTS STRING",
    "CREATE INDEX IF NOT EXISTS ON Contract (contract_type) NOTUNIQUE",
    "CREATE VERTEX TYPE Chunk IF NOT EXISTS",
    "CREATE PROPERTY Chunk.text IF NOT EXISTS STRING",
    "CREATE INDEX IF NOT EXISTS ON Chunk (text) FULL_TEXT",
)
_ARCADEDB_VECTOR_DDL = (
    "CREATE PROPERTY Chunk.vector IF NOT EXISTS ARRAY_OF_FLOATS",
    'CREATE INDEX IF NOT EXISTS ON Chunk (vector) LSM_VECTOR METADATA {{"dimensions": {dim}, "similarity": "COSINE"}}',
)
_NEO4J_DDL = (
    "CREATE FULLTEXT INDEX contract_summary IF NOT EXISTS FOR (c:Contract) ON EACH [c.summary]",
    "CREATE INDEX contract_type IF NOT EXISTS FOR (c:Contract) ON (c.contract_type)",
    "CREATE FULLTEXT INDEX chunk_text IF NOT EXISTS FOR (k:Chunk) ON EACH [k.text]",
)
_NEO4J_VECTOR_DDL = (
    "CREATE VECTOR INDEX chunk_vector IF NOT EXISTS FOR (k:Chunk) ON k.vector OPTIONS {{indexConfig: "
    "{{`vector.dimensions`: {dim}, `vector.similarity_function`: 'cosine'}}}}",
)


def summary_index_name(backend: str) -> str:
    return "Contract[summary]" if backend == "arcadedb" else "contract_summary"


def chunk_index_names(backend: str) -> tuple[str, str]:
    """(full-text index on chunk text, vector index on chunk embeddings) of this backend."""
    return ("Chunk[text]", "Chunk[vector]") if backend == "arcadedb" else ("chunk_text", "chunk_vector")


def ensure_search_indexes(settings: Settings, store: GraphStore) -> None:
    """Create the constraints, then the full-text indexes on contract summaries and chunk text and
    (`GraphSettings.vectors`) the vector index on chunk embeddings, which need the types the
    constraints create, idempotently."""
    store.ensure_schema()
    g = settings.graph
    dim = settings.retrieval.dim
    if g.backend == "neo4j":
        for statement in _NEO4J_DDL + (_NEO4J_VECTOR_DDL if g.vectors else ()):
            store.driver.execute_query(statement.format(dim=dim), database_=g.database)
        return
    password = settings.graph_password()
    host = g.uri.split("://", 1)[-1].rsplit(":", 1)[0]
    url = f"http://{host}:{g.http_port}/api/v1/command/{g.database}"
    for statement in _ARCADEDB_DDL + (_ARCADEDB_VECTOR_DDL if g.vectors else ()):
        _arcadedb_sql(url, g.user, password, statement.format(dim=dim))


def _arcadedb_sql(url: str, user: str, password: str, command: str) -> None:
    body = json.dumps({"language": "sql", "command": command}).encode()
    auth = base64.b64encode(f"{user}:{password}".encode()).decode()
    request = urllib.request.Request(
        url,
        data=body,
        method="POST",
        headers={"Authorization": f"Basic {auth}", "Content-Type": "application/json"},
    )
    for attempt in range(1, DDL_TRIES + 1):
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                response.read()
            return
        except HTTPError as e:
            with e:
                said = e.read(500).decode("utf-8", "replace")
            # another process changing the schema at the same moment (replicas or server processes
            # starting together) fails this one with 500; once theirs is done, IF NOT EXISTS passes
            if e.code < 500 or attempt == DDL_TRIES:
                raise GraphUnavailableError(
                    f"ArcadeDB's HTTP API at {url} refused index DDL: {e} ({said[:200]})"
                ) from e
            log.info("index DDL failed (try %d, %s): %s: %s", attempt, e.code, command, said[:200])
            time.sleep(0.2 * attempt)
        except URLError as e:
            raise GraphUnavailableError(f"ArcadeDB's HTTP API at {url} refused index DDL: {e}") from e
