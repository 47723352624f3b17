"""Errors of ingestion and the graph store: one root, narrow subclasses with a stable `code`."""


class IngestError(Exception):
    code = "ingest_error"


class GraphUnavailableError(IngestError):
    """The graph database cannot be reached or refused our credentials."""

    code = "graph_unavailable"


class StructuredDataError(IngestError):
    """A structured import file (contract_data.json) is missing or malformed."""

    code = "structured_data_invalid"


class UnscopedQueryError(IngestError):
    """A read query that does not filter by the caller's scope: a programming error."""

    code = "unscoped_query"
