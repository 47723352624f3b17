"""Files shared with the bot: metadata from `files.info`, checks before download, the download.

Type and size are checked from Slack's metadata first, so an unsupported or oversized file is
refused without a byte being downloaded or anything written. The download sends the bot token,
as Slack requires for `url_private`; without it Slack answers with a sign-in page, which is
refused here rather than imported as a contract.
"""

from __future__ import annotations

import logging
from pathlib import PurePath
from typing import Any

import aiohttp
from slack_sdk.web.async_client import AsyncWebClient

from bot.messages import user_message
from bot.service import Fetch
from bot.settings import IngestSettings
from bot.types import Attachment
from graph_ingest.errors import FileTooLargeError, IngestError

log = logging.getLogger(__name__)


class SlackDownloadError(IngestError):
    """Slack did not hand over the file (expired link, missing `files:read`, sign-in page)."""

    code = "download_failed"


def _mb(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB"


async def attachments_of(
    files: list[dict[str, Any]], client: AsyncWebClient, limits: IngestSettings
) -> tuple[list[Attachment], list[str]]:
    """(files to import, one refusal text per file that may not be imported)."""
    accepted: list[Attachment] = []
    refused: list[str] = []
    for f in files:
        info = (await client.files_info(file=f["id"]))["file"]
        name = info.get("name") or info.get("title") or f["id"]
        size = int(info.get("size") or 0)
        ext = PurePath(name).suffix.lower()
        if ext not in limits.allowed_extensions:
            kinds = ", ".join(e.lstrip(".").upper() for e in limits.allowed_extensions)
            refused.append(user_message("unsupported_file", f"“{name}” is not one of {kinds}; nothing was imported."))
        elif size > limits.max_upload_bytes:
            detail = f"“{name}” is {_mb(size)}; the limit is {limits.max_upload_mb} MB. Nothing was imported."
            refused.append(user_message("file_too_large", detail))
        else:
            url = info.get("url_private_download") or info.get("url_private")
            accepted.append(Attachment(name=name, size=size, media_type=info.get("mimetype"), url=url))
    log.info("files shared: %d accepted, %d refused", len(accepted), len(refused))
    return accepted, refused


def make_fetch(token: str, max_bytes: int, timeout_s: float = 60.0) -> Fetch:
    """Download a Slack file with the bot token, streaming, never past `max_bytes`."""

    async def fetch(attachment: Attachment) -> bytes:
        if not attachment.url:
            raise SlackDownloadError(f"Slack gave no download link for “{attachment.name}”.")
        headers = {"Authorization": f"Bearer {token}"}
        timeout = aiohttp.ClientTimeout(total=timeout_s)
        async with aiohttp.ClientSession(timeout=timeout) as session, session.get(attachment.url, headers=headers) as r:
            sign_in_page = r.content_type == "text/html" and attachment.media_type != "text/html"
            if r.status != 200 or sign_in_page or r.history:
                log.warning("download refused: HTTP %s, redirected %s", r.status, bool(r.history))
                raise SlackDownloadError(f"Slack did not let me download “{attachment.name}”.")
            data = bytearray()
            async for chunk in r.content.iter_chunked(256 * 1024):
                data += chunk
                if len(data) > max_bytes:
                    raise FileTooLargeError(f"“{attachment.name}” is larger than {_mb(max_bytes)}.")
        return bytes(data)

    return fetch
