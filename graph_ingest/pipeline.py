"""From a contract file to the graph: load → extract → normalise → write (one transaction) → index.

`Ingestor.ingest_bytes` is what the job worker and the CLI call; it never writes a partial contract
and never imports the same file (by content hash, within a tenant) twice.
"""

from __future__ import annotations

import hashlib
import logging
import time
from typing import Literal

from pydantic import BaseModel, Field

from graph_ingest.admin import AdminReader
from graph_ingest.errors import EmptyDocumentError, GraphUnavailableError, IngestError
from graph_ingest.extract import Extractor
from graph_ingest.indexer import ChunkIndexer
from graph_ingest.loaders.base import LoadLimits, file_id_of, load
from graph_ingest.models import Scope
from graph_ingest.normalize import to_record
from graph_ingest.resolve import link_to_known
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)

MIN_WORDS = 20


class IngestOutcome(BaseModel):
    """What happened to one file."""

    filename: str
    status: Literal["imported", "skipped", "failed"]
    file_id: str | None = None
    reason: str | None = Field(None, description="why skipped or failed, in words a user understands")
    code: str | None = Field(None, description="error code when failed")
    timings: dict[str, float] = Field(default_factory=dict, description="seconds per stage")


def upload_file_id(filename: str, tenant: str, data: bytes) -> str:
    """A file id unique per tenant and content: two workspaces uploading 'NDA.pdf' never collide."""
    digest = hashlib.sha256(tenant.encode() + b"\0" + data).hexdigest()[:10]
    return f"{file_id_of(filename)}-{digest}"


class Ingestor:
    def __init__(
        self,
        store: GraphStore,
        extractor: Extractor,
        limits: LoadLimits | None = None,
        indexer: ChunkIndexer | None = None,
    ) -> None:
        self.store = store
        self.admin = AdminReader(store)  # duplicate, ownership and party-key checks span tenants
        self.extractor = extractor
        self.limits = limits or LoadLimits()
        self.indexer = indexer

    def ingest_bytes(
        self, data: bytes, filename: str, scope: Scope, *, source: str = "upload", file_id: str | None = None
    ) -> IngestOutcome:
        """Import one file; typed errors become a failed outcome, nothing is written for them."""
        timings: dict[str, float] = {}
        try:
            t0 = time.perf_counter()
            doc = load(data, filename, self.limits)
            timings["load"] = time.perf_counter() - t0
            if len(doc.text.split()) < MIN_WORDS:
                raise EmptyDocumentError(
                    f"I found no contract text in {filename} (fewer than {MIN_WORDS} words)."
                )
            existing = self.admin.file_id_by_hash(doc.content_hash, scope.tenant)
            if existing:
                return IngestOutcome(
                    filename=filename,
                    status="skipped",
                    file_id=existing,
                    reason="this file was already imported",
                    timings=timings,
                )
            fid = file_id or doc.file_id
            if self.admin.owner_of(fid) not in (None, scope.tenant):  # same name in another workspace
                fid = upload_file_id(filename, scope.tenant, data)
            t0 = time.perf_counter()
            contract = self.extractor.extract(doc.text, fid)
            record = to_record(
                contract, file_id=fid, scope=scope, source=source, content_hash=doc.content_hash
            )
            record = link_to_known(record, self.admin.party_keys(scope.tenant))
            timings["extract"] = time.perf_counter() - t0
            if self.indexer:
                t0 = time.perf_counter()
                located = [c for c in contract.clauses if c.start is not None]
                record.chunks = self.indexer.chunks(fid, doc.text, located or None)
                timings["index"] = time.perf_counter() - t0
            t0 = time.perf_counter()
            self.store.write_contract(record)
            timings["write"] = time.perf_counter() - t0
        except GraphUnavailableError:
            raise  # transient: the caller retries
        except IngestError as e:
            return IngestOutcome(
                filename=filename, status="failed", reason=str(e), code=e.code, timings=timings
            )
        log.info("imported %s as %s", filename, fid)
        return IngestOutcome(filename=filename, status="imported", file_id=fid, timings=timings)
