"""A file dropped into a thread: checked, queued for the ingestion worker, answered with its card."""

from __future__ import annotations

import asyncio
import logging
from pathlib import PurePath
from typing import Any

from bot.conversation import Fetch
from bot.types import Attachment, Reply, Turn
from core.limits import too_large_text
from core.settings import Settings
from graph_ingest.cards import load_cards
from graph_ingest.jobs import connect, enqueue_ingest, wait_outcome
from graph_ingest.models import Scope
from graph_ingest.pipeline import upload_file_id
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)


class UploadHandler:
    def __init__(self, settings: Settings, store: GraphStore) -> None:
        self.settings = settings
        self.store = store
        self._pool: Any = None

    def refusal(self, attachment: Attachment) -> Reply | None:
        """A reason to refuse before downloading: type or size from the platform's metadata."""
        ext = PurePath(attachment.name).suffix.lower()
        allowed = self.settings.ingest.allowed_extensions
        if ext not in allowed:
            kinds = ", ".join(e.lstrip(".").upper() for e in allowed)
            return Reply(
                text=f"I can't import *{attachment.name}*: {ext or 'files without an extension'} "
                f"is not a supported type ({kinds}). Nothing was stored.",
                error_code="unsupported_file",
            )
        limit = self.settings.ingest.max_upload_bytes
        if attachment.size is not None and attachment.size > limit:
            text = f"{too_large_text(limit, attachment.size, attachment.name)} Nothing was stored."
            return Reply(text=text, error_code="file_too_large")
        return None

    async def __call__(self, turn: Turn, attachment: Attachment, fetch: Fetch, scope: ReaderScope) -> Reply:
        if refused := self.refusal(attachment):
            return refused
        data = await fetch(attachment)
        if refused := self.refusal(attachment.model_copy(update={"size": len(data)})):
            return refused
        if not data:
            return Reply(text=f"*{attachment.name}* is empty. Nothing was stored.", error_code="empty_file")
        # a user from another organisation (Slack Connect) shares into this channel only
        visibility = "channel" if turn.external_user else self.settings.scope.upload_visibility
        write_scope = Scope(tenant=scope.tenant, channel=turn.channel, visibility=visibility)
        file_id = upload_file_id(attachment.name, scope.tenant, data)
        if self._pool is None:
            self._pool = await connect(self.settings.redis_url())
        job = await enqueue_ingest(self._pool, data, attachment.name, write_scope, file_id)
        outcome = await wait_outcome(job, self.settings.ingest.upload_wait_s)
        if outcome.status == "failed":
            return Reply(
                text=f"I couldn't import *{attachment.name}*: {outcome.reason} Nothing was stored.",
                error_code=outcome.code or "ingest_failed",
            )
        cards = await asyncio.to_thread(load_cards, self.store, scope, [outcome.file_id])
        verb = "was already imported" if outcome.status == "skipped" else "is now in the contract graph"
        return Reply(
            text=f"*{attachment.name}* {verb}. Ask me about it in this thread.",
            cards=cards,
            sources=[outcome.file_id] if outcome.file_id else [],
        )

    async def aclose(self) -> None:
        if self._pool is not None:
            await self._pool.aclose()


def make_uploader(settings: Settings, store: GraphStore) -> UploadHandler:
    return UploadHandler(settings, store)
