"""Files posted to the bot in Teams, downloaded for the upload path.

In a 1:1 chat Teams attaches `application/vnd.microsoft.teams.file.download.info` with a
pre-authenticated `downloadUrl`. In channels and group chats the file stays in SharePoint/OneDrive
(a `reference` attachment with its sharing URL) and is read through Microsoft Graph with an
application token (client credentials; Files.Read.All or Sites.Read.All):
`GET /shares/{u!base64url(url)}/driveItem/content`.
"""

from __future__ import annotations

import asyncio
import base64
import logging
import mimetypes
from typing import Any, Literal
from urllib.parse import urlsplit

import aiohttp
from botbuilder.schema import Activity
from pydantic import BaseModel

from bot.conversation import Fetch
from bot.teams_auth import ClientCredentialsToken, TokenError
from bot.types import Attachment
from core.limits import too_large_text
from core.settings import TeamsSettings
from graph_ingest.errors import FileTooLargeError, IngestError

log = logging.getLogger(__name__)

DOWNLOAD_INFO = "application/vnd.microsoft.teams.file.download.info"
REFERENCE = "reference"
GRAPH_NOT_CONFIGURED = (
    "I can read files shared in channels and group chats only when Microsoft Graph access is set up: "
    "ask your admin to configure CLAUSEBOT_TEAMS__GRAPH_TENANT_ID, CLAUSEBOT_TEAMS__GRAPH_CLIENT_ID and "
    "CLAUSEBOT_TEAMS__GRAPH_CLIENT_SECRET. Files sent to me in a 1:1 chat work without it."
)


NO_LINK = "Teams sent {name} without a download link I can use; please send the file again."


class FileDownloadError(IngestError):
    """A file posted in Teams could not be downloaded."""

    code = "file_download_failed"


class TeamsFile(BaseModel):
    attachment: Attachment
    via: Literal["download_url", "graph"]


def _url(value: Any) -> str | None:
    """A download link as Teams sends it: a non-empty string; anything else (a number, an object,
    null) is no link."""
    return value if isinstance(value, str) and value.strip() else None


def to_files(activity: Activity) -> list[TeamsFile]:
    """The files of a message (Teams' own text/html and card attachments are skipped).

    A 1:1 file whose `content.downloadUrl` is not a usable link is kept without a URL: the upload
    then says that Teams gave no download link for it, instead of the turn failing."""
    files = []
    for a in activity.attachments or []:
        name = a.name if isinstance(a.name, str) and a.name.strip() else "upload"
        media_type = mimetypes.guess_type(name)[0]
        if a.content_type == DOWNLOAD_INFO:
            url = _url(a.content.get("downloadUrl")) if isinstance(a.content, dict) else None
            att = Attachment(name=name, media_type=media_type, url=url)
            files.append(TeamsFile(attachment=att, via="download_url"))
        elif a.content_type == REFERENCE and (url := _url(a.content_url)):
            att = Attachment(name=name, media_type=media_type, url=url)
            files.append(TeamsFile(attachment=att, via="graph"))
    return files


def share_id(sharing_url: str) -> str:
    """Graph's encoding of a sharing URL: `u!` + unpadded base64url."""
    return "u!" + base64.urlsafe_b64encode(sharing_url.encode()).decode().rstrip("=")


class TeamsFiles:
    def __init__(self, teams: TeamsSettings, max_bytes: int) -> None:
        self.teams = teams
        self.max_bytes = max_bytes
        self._graph_token: ClientCredentialsToken | None = None
        if teams.graph_configured:
            parts = urlsplit(teams.graph_base_url)
            self._graph_token = ClientCredentialsToken(
                teams.login_base_url,
                teams.graph_tenant_id or "",
                teams.graph_client_id or "",
                teams.graph_client_secret.get_secret_value() if teams.graph_client_secret else "",
                f"{parts.scheme}://{parts.netloc}/.default",
            )

    def can_fetch(self, files: list[TeamsFile]) -> bool:
        return self._graph_token is not None or all(f.via == "download_url" for f in files)

    def fetcher(self, files: list[TeamsFile]) -> Fetch:
        by_url = {f.attachment.url: f for f in files}

        async def fetch(attachment: Attachment) -> bytes:
            if not attachment.url:
                raise FileDownloadError(NO_LINK.format(name=attachment.name))
            file = by_url[attachment.url]
            if file.via == "download_url":
                return await self._download(file.attachment.url or "", attachment.name, {})
            if self._graph_token is None:
                raise FileDownloadError(GRAPH_NOT_CONFIGURED)
            try:
                token = await asyncio.to_thread(self._graph_token.get)
            except TokenError as e:
                log.warning("Microsoft Graph token: %s", e)
                raise FileDownloadError(f"Microsoft Graph refused access to {attachment.name}.") from e
            share = share_id(file.attachment.url or "")
            url = f"{self.teams.graph_base_url.rstrip('/')}/shares/{share}/driveItem/content"
            return await self._download(url, attachment.name, {"Authorization": f"Bearer {token}"})

        return fetch

    async def _download(self, url: str, name: str, headers: dict[str, str]) -> bytes:
        timeout = aiohttp.ClientTimeout(total=120)
        try:
            async with (
                aiohttp.ClientSession(timeout=timeout) as session,
                session.get(url, headers=headers) as r,
            ):
                if r.status != 200:
                    log.warning("download of a Teams file failed: HTTP %s", r.status)
                    raise FileDownloadError(f"I couldn't download {name} from Teams (HTTP {r.status}).")
                if (r.content_length or 0) > self.max_bytes:
                    raise FileTooLargeError(too_large_text(self.max_bytes, name=name))
                chunks, size = [], 0
                async for chunk in r.content.iter_chunked(256 * 1024):
                    size += len(chunk)
                    if size > self.max_bytes:
                        raise FileTooLargeError(too_large_text(self.max_bytes, name=name))
                    chunks.append(chunk)
                return b"".join(chunks)
        except aiohttp.ClientError as e:
            log.warning("download of a Teams file failed: %s", type(e).__name__)
            raise FileDownloadError(f"I couldn't download {name} from Teams.") from e
