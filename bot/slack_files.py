"""Files shared with the bot: their metadata from `files.info`, and their download.

The download sends the bot token, as Slack requires for `url_private`; without it Slack answers
with a sign-in page, which is refused here rather than imported as a contract. It streams and
stops past the upload limit, whatever the metadata said.
"""

from __future__ import annotations

import logging
from typing import Any

import aiohttp
from slack_sdk.web.async_client import AsyncWebClient

from bot.conversation import Fetch
from bot.types import Attachment
from core.limits import too_large_text
from graph_ingest.errors import FileTooLargeError, IngestError

log = logging.getLogger(__name__)


class SlackDownloadError(IngestError):
    """Slack did not hand over the file (expired link, missing `files:read`, sign-in page)."""

    code = "download_failed"


async def attachments_of(files: list[dict[str, Any]], client: AsyncWebClient) -> list[Attachment]:
    """Slack's metadata of shared files (`files.info`): name, size and type, the private link.

    The uploader refuses an unsupported type or an oversized file from these before it calls
    `fetch`, so nothing is downloaded for them.
    """
    attachments = []
    for f in files:
        info = (await client.files_info(file=f["id"]))["file"]
        url = info.get("url_private_download") or info.get("url_private")
        attachments.append(
            Attachment(
                name=info.get("name") or info.get("title") or f["id"],
                size=info.get("size"),
                media_type=info.get("mimetype"),
                url=url,
            )
        )
    return attachments


def make_fetch(token: str, max_bytes: int, timeout_s: float = 60.0) -> Fetch:
    """Download a Slack file with the bot token, streaming, never past `max_bytes`."""

    async def fetch(attachment: Attachment) -> bytes:
        if not attachment.url:
            raise SlackDownloadError(f"Slack gave no download link for “{attachment.name}”.")
        headers = {"Authorization": f"Bearer {token}"}
        timeout = aiohttp.ClientTimeout(total=timeout_s)
        async with (
            aiohttp.ClientSession(timeout=timeout) as session,
            session.get(attachment.url, headers=headers) as r,
        ):
            sign_in_page = r.content_type == "text/html" and attachment.media_type != "text/html"
            if r.status != 200 or sign_in_page or r.history:
                log.warning("download refused: HTTP %s, redirected %s", r.status, bool(r.history))
                raise SlackDownloadError(f"Slack did not let me download “{attachment.name}”.")
            data = bytearray()
            async for chunk in r.content.iter_chunked(256 * 1024):
                data += chunk
                if len(data) > max_bytes:
                    raise FileTooLargeError(too_large_text(max_bytes, name=attachment.name))
        return bytes(data)

    return fetch
