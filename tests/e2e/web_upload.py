"""The web chat's upload over real HTTP, as its page sends it (bot/static/app.js `exchangeRequest`):
the page is loaded first (session cookie, CSRF token from its meta tag), then `POST /api/upload`
(multipart: `thread`, `file`, `stream=1`) with the `X-CSRF-Token` header, and the NDJSON events are
read as the page reads them until `done`. Used by tests against a `clausebot serve` process and by
bench/upload.py."""

from __future__ import annotations

import json
import re
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

import aiohttp

CSRF_META = re.compile(r'<meta name="csrf-token" content="([^"]+)">')


@dataclass
class Uploaded:
    """What the page showed for one upload."""

    name: str
    status: int = 0  # HTTP status of the upload request
    steps: list[str] = field(default_factory=list)  # the stage texts, in order
    step_s: list[float] = field(default_factory=list)  # when each came, in seconds from sending the file
    done: dict[str, Any] | None = None  # the final bot message (its `reply`: text, error_code, cards)
    seconds: float = 0.0  # from sending the file to the final message

    @property
    def reply(self) -> dict[str, Any]:
        return (self.done or {}).get("reply") or {}

    @property
    def card_titles(self) -> list[str]:
        return [card.get("title", "") for card in self.reply.get("cards", [])]


class WebPage:
    """One browser session of the web chat at `base` (e.g. http://127.0.0.1:8000)."""

    def __init__(self, base: str, timeout_s: float = 600.0) -> None:
        self.base = base
        self.timeout = aiohttp.ClientTimeout(total=timeout_s)
        self.http: aiohttp.ClientSession | None = None
        self.headers: dict[str, str] = {}

    async def __aenter__(self) -> WebPage:
        self.http = aiohttp.ClientSession(
            base_url=self.base, cookie_jar=aiohttp.CookieJar(unsafe=True), timeout=self.timeout
        )
        async with self.http.get("/") as page:
            found = CSRF_META.search(await page.text())
        if page.status != 200 or not found:
            await self.http.close()
            raise AssertionError(f"the page (HTTP {page.status}) carries no CSRF token")
        self.headers = {"X-CSRF-Token": found.group(1)}
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self.http is not None:
            await self.http.close()

    async def upload(
        self,
        name: str,
        data: bytes,
        content_type: str = "application/octet-stream",
        thread: str | None = None,
    ) -> Uploaded:
        """Upload `data` as `name` into `thread` (a new one by default) and follow it to its end."""
        assert self.http is not None, "use `async with WebPage(...)`"
        form = aiohttp.FormData(quote_fields=False)  # the file name as a browser sends it, not %-encoded
        form.add_field("thread", thread or f"up-{secrets.token_hex(10)}")
        form.add_field("file", data, filename=name, content_type=content_type)
        form.add_field("stream", "1")
        result = Uploaded(name=name)
        started = time.monotonic()
        async with self.http.post("/api/upload", data=form, headers=self.headers) as res:
            result.status = res.status
            if "ndjson" not in res.headers.get("Content-Type", ""):  # refused before reading: one Reply
                result.done = {"role": "bot", "status": "error", "reply": await res.json()}
            else:
                async for line in res.content:
                    if not line.strip():
                        continue
                    event = json.loads(line)
                    if event.get("event") == "step":
                        result.steps.append(event["text"])
                        result.step_s.append(time.monotonic() - started)
                    elif event.get("event") == "done":
                        result.done = event.get("message")
                        break
        result.seconds = time.monotonic() - started
        return result

    async def ask(self, text: str, thread: str | None = None) -> dict[str, Any]:
        """Ask `text` in `thread` (a new one by default) as the page does (`POST /api/chat`, streamed):
        the final bot message (its `reply`), or `{"status": "HTTP <code>"}`."""
        assert self.http is not None, "use `async with WebPage(...)`"
        body = {"thread": thread or f"q-{secrets.token_hex(10)}", "text": text, "stream": True}
        async with self.http.post("/api/chat", json=body, headers=self.headers) as res:
            if res.status != 200:
                return {"status": f"HTTP {res.status}"}
            async for line in res.content:
                if line.strip() and (event := json.loads(line)).get("event") == "done":
                    return event.get("message") or {}
        return {}
