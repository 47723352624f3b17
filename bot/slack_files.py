"""Files shared with the bot: their metadata from `files.info`, and their download.

The download sends the bot token, as Slack requires for `url_private`; without it Slack answers
with a sign-in page, which is refused here rather than imported as a contract. It streams and
stops past the upload limit, whatever the metadata said.
"""

from __future__ import annotations

import logging
from typing import Any

import aiohttp
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot.conversation import Fetch
from bot.types import Attachment
from core.limits import too_large_text
from graph_ingest.errors import FileTooLargeError, IngestError

log = logging.getLogger(__name__)


class SlackDownloadError(IngestError):
    """Slack did not hand over the file (expired link, missing `files:read`, sign-in page)."""

    code = "download_failed"


# Web API error codes of files.info, by what they mean for the user
NOT_FOUND = {"file_not_found", "file_deleted"}
NOT_ALLOWED = {
    "missing_scope",
    "no_permission",
    "access_denied",
    "not_allowed_token_type",
    "not_in_channel",
    "ekm_access_denied",
    "team_access_not_granted",
    "not_authed",
    "invalid_auth",
    "account_inactive",
    "token_revoked",
    "token_expired",
}
RATE_LIMITED = {"ratelimited", "rate_limited"}


def why_not(error: str | None, name: str) -> str:
    """One sentence on why `files.info` gave nothing, by its Web API error code (None: no answer)."""
    if error in NOT_FOUND:
        return f"Slack says “{name}” no longer exists or is not shared where I can see it."
    if error in NOT_ALLOWED:
        return (
            f"Slack does not let me read “{name}” ({error}): ask a Slack admin to check that the app "
            "is installed here with the files:read permission."
        )
    if error in RATE_LIMITED:
        return f"Slack is rate-limiting me, so I could not read “{name}”; share it again in a minute."
    if error is None:
        return f"Slack did not answer when I asked for “{name}”; share it again in a minute."
    return f"Slack refused to hand over “{name}” ({error})."


async def attachments_of(files: list[dict[str, Any]], client: AsyncWebClient) -> list[Attachment]:
    """Slack's metadata of shared files (`files.info`): name, size and type, the private link.

    The uploader refuses an unsupported type or an oversized file from these before it calls
    `fetch`, so nothing is downloaded for them. A file `files.info` refuses keeps what the event
    said about it, and its `problem` (`why_not`) is what its download then fails with.
    """
    return [await _attachment(f, client) for f in files]


async def _attachment(f: dict[str, Any], client: AsyncWebClient) -> Attachment:
    try:
        info = (await client.files_info(file=f["id"]))["file"]
    except (SlackApiError, aiohttp.ClientError) as e:
        error = _error_code(e)
        log.warning("files.info refused %s: %s", f.get("id"), error or type(e).__name__)
        name = f.get("name") or f.get("title") or f["id"]
        return Attachment(
            name=name, size=f.get("size"), media_type=f.get("mimetype"), problem=why_not(error, name)
        )
    return Attachment(
        name=info.get("name") or info.get("title") or f["id"],
        size=info.get("size"),
        media_type=info.get("mimetype"),
        url=info.get("url_private_download") or info.get("url_private"),
    )


def _error_code(e: Exception) -> str | None:
    """The Web API's error code ('file_not_found'), 'ratelimited' for a 429; None when Slack gave none."""
    if not isinstance(e, SlackApiError):
        return None
    data = e.response.data
    if isinstance(data, dict) and data.get("error"):
        return str(data["error"])
    return "ratelimited" if e.response.status_code == 429 else None


def make_fetch(token: str, max_bytes: int, timeout_s: float = 60.0) -> Fetch:
    """Download a Slack file with the bot token, streaming, never past `max_bytes`."""

    async def fetch(attachment: Attachment) -> bytes:
        if attachment.problem:
            raise SlackDownloadError(attachment.problem)
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
