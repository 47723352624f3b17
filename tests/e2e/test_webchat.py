"""The web chat over real HTTP, with the real runtime (agent, Redis memory, graph, upload worker)."""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator

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


async def test_page_is_served(client: TestClient) -> None:
    res = await client.get("/")
    assert res.status == 200
    html = await res.text()
    assert "ClauseBot" in html and "/api/chat" in html and "CC BY 4.0" in html


async def test_question_answered_with_cards_and_follow_up_uses_memory(client: TestClient) -> None:
    supply = [g for g in CORPUS if g.truth.contract_type == "Supply"]
    res = await client.post(
        "/api/chat", json={"thread": "t-supply", "text": "How many supply contracts do we have?"}
    )
    assert res.status == 200
    reply = await res.json()
    assert str(len(supply)) in reply["text"]
    states = Counter(
        g.truth.governing_law.state for g in supply if g.truth.governing_law and g.truth.governing_law.state
    )
    state, n = states.most_common(1)[0]
    res = await client.post(
        "/api/chat", json={"thread": "t-supply", "text": f"How many of those are governed by {state} law?"}
    )
    follow = await res.json()
    assert str(n) in follow["text"] and "Supply" in follow["text"], follow["text"]
    everywhere = sum(1 for g in CORPUS if g.truth.governing_law and g.truth.governing_law.state == state)
    other = await client.post(
        "/api/chat", json={"thread": "t-other", "text": f"How many of those are governed by {state} law?"}
    )
    assert f"found {everywhere} contracts" in (await other.json())["text"], (
        "another thread has no Supply filter"
    )


async def test_bad_requests_get_clear_messages(client: TestClient) -> None:
    res = await client.post("/api/chat", data=b"not json", headers={"Content-Type": "application/json"})
    assert res.status == 400 and "JSON" in (await res.json())["text"]
    res = await client.post("/api/chat", json={"thread": "x", "text": "y" * 5000})
    assert res.status == 400


async def test_upload_becomes_a_card_and_can_be_asked_about(client: TestClient, seeded: GraphStore) -> None:
    new = generate_contracts(1, seed=1234)[0]
    form = FormData()
    form.add_field("thread", "t-upload")
    form.add_field("file", new.text.encode(), filename="Borealis Supply.txt", content_type="text/plain")
    res = await client.post("/api/upload", data=form)
    reply = await res.json()
    assert res.status == 200 and reply["cards"], reply
    card = reply["cards"][0]
    assert {p["name"] for p in card["parties"]} & {p.name for p in new.truth.parties}
    form = FormData()
    form.add_field("thread", "t-upload")
    form.add_field("file", b"MZ\x90\x00binary", filename="setup.exe")
    res = await client.post("/api/upload", data=form)
    refused = await res.json()
    assert refused["error_code"] == "unsupported_file" and "Nothing was stored" in refused["text"]


async def test_after_an_upload_the_thread_can_ask_about_it(client: TestClient) -> None:
    new = generate_contracts(1, seed=4321)[0]
    form = FormData()
    form.add_field("thread", "t-upload-2")
    form.add_field("file", new.text.encode(), filename="Cobalt Hosting.txt", content_type="text/plain")
    res = await client.post("/api/upload", data=form)
    assert res.status == 200 and (await res.json())["cards"]
    res = await client.post("/api/chat", json={"thread": "t-upload-2", "text": "When does it expire?"})
    answer = (await res.json())["text"]
    assert f"ends on {new.truth.end_date.isoformat()}" in answer, answer


async def test_oversize_upload_is_refused_before_reading_it(client: TestClient, seeded: GraphStore) -> None:
    before = AdminReader(seeded).counts().get("Contract", 0)
    form = FormData()
    form.add_field("thread", "t-big")
    form.add_field("file", b"x" * (26 * 1024 * 1024), filename="huge.pdf", content_type="application/pdf")
    res = await client.post("/api/upload", data=form)
    reply = await res.json()
    assert res.status == 413 and reply["error_code"] == "file_too_large" and "25 MB" in reply["text"]
    assert AdminReader(seeded).counts().get("Contract", 0) == before
