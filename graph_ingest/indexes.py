"""The only backend-specific statements: full-text (and vector) index DDL.

Neo4j 5 takes them in Cypher; ArcadeDB does not, so they go through its HTTP SQL API. Queries
stay the same Cypher for both (`db.index.fulltext.queryNodes($index, $q)`), with the index
name from `summary_index_name`.
"""

from __future__ import annotations

import base64
import json
import logging
import urllib.request
from urllib.error import URLError

from core.settings import Settings
from graph_ingest.errors import GraphUnavailableError
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)

_ARCADEDB_DDL = (
    "CREATE VERTEX TYPE Contract IF NOT EXISTS",
    "CREATE PROPERTY Contract.summary IF NOT EXISTS STRING",
    "CREATE INDEX IF NOT EXISTS ON Contract (summary) FULL_TEXT",
)
_NEO4J_DDL = ("CREATE FULLTEXT INDEX contract_summary IF NOT EXISTS FOR (c:Contract) ON EACH [c.summary]",)


def summary_index_name(backend: str) -> str:
    return "Contract[summary]" if backend == "arcadedb" else "contract_summary"


def ensure_search_indexes(settings: Settings, store: GraphStore) -> None:
    """Create the constraints, then the full-text index on contract summaries (which needs the
    Contract type they create), idempotently."""
    store.ensure_schema()
    g = settings.graph
    if g.backend == "neo4j":
        for statement in _NEO4J_DDL:
            store.driver.execute_query(statement, database_=g.database)
        return
    password = settings.graph_password()
    host = g.uri.split("://", 1)[-1].rsplit(":", 1)[0]
    for statement in _ARCADEDB_DDL:
        _arcadedb_sql(f"http://{host}:{g.http_port}/api/v1/command/{g.database}", g.user, password, statement)


def _arcadedb_sql(url: str, user: str, password: str, command: str) -> None:
    body = json.dumps({"language": "sql", "command": command}).encode()
    auth = base64.b64encode(f"{user}:{password}".encode()).decode()
    request = urllib.request.Request(
        url,
        data=body,
        method="POST",
        headers={"Authorization": f"Basic {auth}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            response.read()
    except URLError as e:
        raise GraphUnavailableError(f"ArcadeDB's HTTP API at {url} refused index DDL: {e}") from e
