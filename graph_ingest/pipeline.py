"""From a contract file to the graph: load → extract → normalise → write (one transaction) → index.

`Ingestor.ingest_bytes` is what the job worker and the CLI call; it never writes a partial contract
and never imports the same file (by content hash, within a tenant) twice.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time
from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, Field

from graph_ingest.admin import AdminReader
from graph_ingest.errors import EmptyDocumentError, GraphUnavailableError, IngestError, ParseCancelledError
from graph_ingest.extract import Extractor
from graph_ingest.indexer import ChunkIndexer
from graph_ingest.loaders.base import LoadLimits, file_id_of
from graph_ingest.models import Scope
from graph_ingest.normalize import to_record
from graph_ingest.resolve import link_to_known
from graph_ingest.sandbox import load_bounded
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


class StageReport(BaseModel):
    """How far an import has got, for the thread's progress message."""

    stage: Literal["queued", "waiting", "reading", "read", "extracted", "indexed", "written"]
    pages: int | None = None
    words: int | None = None
    parties: list[str] = Field(default_factory=list)
    title: str | None = None
    chunks: int | None = None


class IngestCancelledError(Exception):
    """The import was asked to stop (shutdown, timeout) between two of its steps: nothing written."""


StageCallback = Callable[[StageReport], None]


def upload_file_id(filename: str, scope: Scope, data: bytes) -> str:
    """A file id unique per tenant, visibility unit and content: two workspaces (or two private
    channels) uploading 'NDA.pdf' never collide."""
    digest = hashlib.sha256(scope.unit.encode() + b"\0" + data).hexdigest()[:10]
    return f"{file_id_of(filename)}-{digest}"


def _checkpoint(cancel: threading.Event | None) -> None:
    if cancel is not None and cancel.is_set():
        raise IngestCancelledError


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
        self,
        data: bytes,
        filename: str,
        scope: Scope,
        *,
        source: str = "upload",
        file_id: str | None = None,
        sees_workspace: bool = True,
        on_stage: StageCallback | None = None,
        cancel: threading.Event | None = None,
    ) -> IngestOutcome:
        """Import one file; typed errors become a failed outcome, nothing is written for them.

        `on_stage` hears each step as it ends; `cancel` stops the import between steps (raises
        `IngestCancelledError`, nothing written). `sees_workspace`: the uploader sees the
        workspace's shared contracts, so a shared copy of the same bytes is theirs already."""
        report = on_stage or (lambda _: None)
        timings: dict[str, float] = {}
        try:
            report(StageReport(stage="reading"))
            t0 = time.perf_counter()
            doc = load_bounded(data, filename, self.limits, cancel=cancel)
            timings["load"] = time.perf_counter() - t0
            words = len(doc.text.split())
            if words < MIN_WORDS:
                raise EmptyDocumentError(
                    f"I found no contract text in {filename} (fewer than {MIN_WORDS} words)."
                )
            report(StageReport(stage="read", pages=doc.pages, words=words))
            _checkpoint(cancel)
            existing = self.admin.file_id_by_hash(
                doc.content_hash, scope.tenant, scope.channel, wide=sees_workspace
            )
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
                fid = upload_file_id(filename, scope, data)
            t0 = time.perf_counter()
            contract = self.extractor.extract(doc.text, fid)
            record = to_record(
                contract,
                file_id=fid,
                scope=scope,
                source=source,
                content_hash=doc.content_hash,
                display_name=filename,
            )
            record = link_to_known(record, self.admin.party_keys(scope.tenant))
            timings["extract"] = time.perf_counter() - t0
            report(
                StageReport(
                    stage="extracted",
                    pages=doc.pages,
                    words=words,
                    title=record.title,
                    parties=[p.name for p in record.parties],
                )
            )
            _checkpoint(cancel)
            if self.indexer:
                t0 = time.perf_counter()
                located = [c for c in contract.clauses if c.start is not None]
                record.chunks = self.indexer.chunks(
                    fid, doc.text, located or None, between=lambda: _checkpoint(cancel)
                )
                timings["index"] = time.perf_counter() - t0
                report(StageReport(stage="indexed", title=record.title, chunks=len(record.chunks)))
            _checkpoint(cancel)
            t0 = time.perf_counter()
            self.store.write_contract(record)
            timings["write"] = time.perf_counter() - t0
            report(StageReport(stage="written", title=record.title))
        except GraphUnavailableError:
            raise  # transient: the caller retries
        except ParseCancelledError:
            raise IngestCancelledError from None  # stopped, not the file's fault: run again later
        except IngestError as e:
            return IngestOutcome(
                filename=filename, status="failed", reason=str(e), code=e.code, timings=timings
            )
        log.info("imported %s as %s", filename, fid)
        return IngestOutcome(filename=filename, status="imported", file_id=fid, timings=timings)
