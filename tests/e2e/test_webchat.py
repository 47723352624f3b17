"""The web chat over real HTTP, with the real runtime (agent, Redis memory, graph, upload worker).

Like the page, the client loads `/` first (session cookie, CSRF token) and sends the token with every
POST; thread ids are random, as the page makes them. tests/e2e/test_webchat_security.py checks the
refusals.
"""

from __future__ import annotations

import random
import re
import secrets
from collections import Counter
from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp import FormData
from aiohttp.test_utils import TestClient, TestServer

from bot.runtime import Runtime
from bot.web import build_app
from core.settings import Settings
from graph_ingest.admin import AdminReader
from graph_ingest.generator import generate_contracts
from graph_ingest.models import Scope
from graph_ingest.normalize import to_record
from graph_ingest.store import GraphStore

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

CORPUS = generate_contracts(40, seed=99)
CSRF_META = re.compile(r'<meta name="csrf-token" content="([^"]+)">')


def new_thread(label: str) -> str:
    """A thread id like the page's: random, 16+ url-safe characters."""
    return f"{label}-{secrets.token_hex(12)}"


async def csrf_headers(client: TestClient) -> dict[str, str]:
    """Load the page as a browser does: the session cookie lands in the client's jar, the CSRF token
    comes from the page."""
    res = await client.get("/")
    assert res.status == 200, await res.text()
    found = CSRF_META.search(await res.text())
    assert found, "the page carries no CSRF token"
    return {"X-CSRF-Token": found.group(1)}


class WebChat:
    """A logged-in page: its client, and the headers its script sends."""

    def __init__(self, client: TestClient, headers: dict[str, str]) -> None:
        self.client, self.headers = client, headers

    async def ask(self, thread: str, text: str) -> Any:
        return await self.client.post(
            "/api/chat", json={"thread": thread, "text": text}, headers=self.headers
        )

    async def upload(self, thread: str, name: str, data: bytes, content_type: str | None = None) -> Any:
        if any(c in name for c in "/\\\x00"):  # raw, as a hostile client sends it (FormData would quote it)
            return await self.raw_upload(thread, name, data)
        form = FormData()
        form.add_field("thread", thread)
        form.add_field("file", data, filename=name, content_type=content_type)
        return await self.client.post("/api/upload", data=form, headers=self.headers)

    async def raw_upload(self, thread: str, name: str, data: bytes) -> Any:
        boundary = "clausebot-test-boundary"
        body = (
            (
                f'--{boundary}\r\nContent-Disposition: form-data; name="thread"\r\n\r\n{thread}\r\n'
                f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{name}"\r\n'
                "Content-Type: text/plain\r\n\r\n"
            ).encode()
            + data
            + f"\r\n--{boundary}--\r\n".encode()
        )
        headers = {**self.headers, "Content-Type": f"multipart/form-data; boundary={boundary}"}
        return await self.client.post("/api/upload", data=body, headers=headers)


@pytest.fixture(scope="module")
def seeded(store: GraphStore, settings: Settings) -> GraphStore:
    store.wipe_all_for_tests()
    for g in CORPUS:
        store.write_contract(
            to_record(g.truth, file_id=g.file_id, scope=Scope(tenant="demo"), source="generated")
        )
    return store


@pytest.fixture
async def client(seeded: GraphStore, settings: Settings) -> AsyncIterator[TestClient]:
    runtime = Runtime.create(settings)
    async with TestClient(TestServer(build_app(runtime))) as c:
        yield c


@pytest.fixture
async def chat(client: TestClient) -> WebChat:
    return WebChat(client, await csrf_headers(client))


async def test_page_is_served(client: TestClient) -> None:
    res = await client.get("/")
    assert res.status == 200
    html = await res.text()
    assert "ClauseBot" in html and 'src="/static/app.js"' in html and "CC BY 4.0" in html
    assert "__CSRF_TOKEN__" not in html and "__NONCE__" not in html
    assert "nonce-" in res.headers["Content-Security-Policy"] and res.headers["X-Frame-Options"] == "DENY"
    cookie = res.cookies["clausebot_session"]
    assert cookie["httponly"] and cookie["samesite"] == "Strict"
    script = await client.get("/static/app.js")
    assert script.status == 200 and "/api/chat" in await script.text()
    assert script.content_type == "text/javascript"
    assert (await client.get("/static/secrets.py")).status == 404


async def test_question_answered_with_cards_and_follow_up_uses_memory(chat: WebChat) -> None:
    supply = [g for g in CORPUS if g.truth.contract_type == "Supply"]
    thread, other_thread = new_thread("t-supply"), new_thread("t-other")
    res = await chat.ask(thread, "How many supply contracts do we have?")
    assert res.status == 200
    reply = await res.json()
    assert str(len(supply)) in reply["text"]
    assert reply["interpretation"] == "Read as: Supply contracts" and reply["unread"] == []
    states = Counter(
        g.truth.governing_law.state for g in supply if g.truth.governing_law and g.truth.governing_law.state
    )
    state, n = states.most_common(1)[0]
    res = await chat.ask(thread, f"How many of those are governed by {state} law?")
    follow = await res.json()
    assert str(n) in follow["text"] and "Supply" in follow["text"], follow["text"]
    everywhere = sum(1 for g in CORPUS if g.truth.governing_law and g.truth.governing_law.state == state)
    other = await chat.ask(other_thread, f"How many of those are governed by {state} law?")
    assert f"found {everywhere} contracts" in (await other.json())["text"], (
        "another thread has no Supply filter"
    )


async def test_bad_requests_get_clear_messages(chat: WebChat) -> None:
    headers = {**chat.headers, "Content-Type": "application/json"}
    res = await chat.client.post("/api/chat", data=b"not json", headers=headers)
    assert res.status == 400 and "JSON" in (await res.json())["text"]
    res = await chat.ask(new_thread("t-long"), "y" * 5000)
    assert res.status == 400


async def test_upload_becomes_a_card_and_can_be_asked_about(chat: WebChat, seeded: GraphStore) -> None:
    new = generate_contracts(1, seed=1234)[0]
    thread = new_thread("t-upload")
    res = await chat.upload(thread, "Borealis Supply.txt", new.text.encode(), "text/plain")
    reply = await res.json()
    assert res.status == 200 and reply["cards"], reply
    card = reply["cards"][0]
    assert {p["name"] for p in card["parties"]} & {p.name for p in new.truth.parties}
    res = await chat.upload(thread, "setup.exe", b"MZ\x90\x00binary")
    refused = await res.json()
    assert refused["error_code"] == "unsupported_file" and "Nothing was stored" in refused["text"]


async def test_after_an_upload_the_thread_can_ask_about_it(chat: WebChat) -> None:
    new = generate_contracts(1, seed=4321)[0]
    thread = new_thread("t-upload-2")
    res = await chat.upload(thread, "Cobalt Hosting.txt", new.text.encode(), "text/plain")
    assert res.status == 200 and (await res.json())["cards"]
    res = await chat.ask(thread, "When does it expire?")
    answer = (await res.json())["text"]
    assert f"ends on {new.truth.end_date.isoformat()}" in answer, answer


async def test_oversize_upload_is_refused_before_reading_it(chat: WebChat, seeded: GraphStore) -> None:
    before = AdminReader(seeded).counts().get("Contract", 0)
    res = await chat.upload(new_thread("t-big"), "huge.pdf", b"x" * (26 * 1024 * 1024), "application/pdf")
    reply = await res.json()
    assert res.status == 413 and reply["error_code"] == "file_too_large" and "25 MB" in reply["text"]
    assert AdminReader(seeded).counts().get("Contract", 0) == before


def zip_bomb() -> bytes:
    """A .docx whose document part unpacks to 300 MB while its headers claim 1,000 bytes."""
    import io
    import struct
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", "<Types/>")
        z.writestr("word/document.xml", b"<w:document>" + b"A" * (300 * 1024 * 1024) + b"</w:document>")
    data = bytearray(buf.getvalue())
    for sig, size_at in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):  # local and central headers lie
        at = data.find(sig)
        while at != -1:
            name_len = struct.unpack_from("<H", data, at + (26 if sig == b"PK\x03\x04" else 28))[0]
            start = at + (30 if sig == b"PK\x03\x04" else 46)
            if data[start : start + name_len] == b"word/document.xml":
                struct.pack_into("<I", data, at + size_at, 1000)
            at = data.find(sig, at + 4)
    return bytes(data)


@pytest.mark.parametrize(
    ("name", "data", "status", "code"),
    [
        ("../../etc/passwd.txt", b"a contract " * 50, 400, "bad_filename"),
        ("nul\x00name.txt", b"a contract " * 50, 400, "bad_request"),
        ("random.txt", bytes(random.Random(5).getrandbits(8) for _ in range(200_000)), 200, "not_text"),
        ("bomb.docx", zip_bomb(), 200, "file_too_large"),
    ],
    ids=["path", "nul", "random bytes", "zip bomb"],
)
async def test_hostile_uploads_are_refused_with_their_reason_and_store_nothing(
    chat: WebChat, seeded: GraphStore, name: str, data: bytes, status: int, code: str
) -> None:
    before = AdminReader(seeded).counts()
    res = await chat.upload(new_thread("t-hostile"), name, data)
    reply = await res.json()
    assert res.status == status and reply["error_code"] == code, reply
    assert "Nothing was stored" in reply["text"]
    assert AdminReader(seeded).counts() == before


# The page's own script is driven in a real browser: tests/browser/test_webchat_browser.py.
