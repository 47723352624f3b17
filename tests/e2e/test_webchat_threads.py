"""The web chat's server side of the page: threads kept per browser session, streamed answers and
uploads (NDJSON events), feedback bound to the user's own answers, export, the welcome, and the
document view, over real HTTP with the real runtime (agent, Redis, graph, upload worker)."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest
import redis.asyncio as aioredis
from aiohttp import FormData
from aiohttp.test_utils import TestClient, TestServer

from agent.memory import KEY_PREFIX as MEMORY_PREFIX
from bot.conversation import feedback_key
from bot.runtime import Runtime
from bot.web import build_app
from bot.webthreads import Message, ThreadStore
from core.settings import Settings
from graph_ingest.generator import generate_contracts
from graph_ingest.store import GraphStore
from tests.e2e.test_webchat import CORPUS, WebChat, csrf_headers, new_thread, seeded  # noqa: F401

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


@pytest.fixture
async def served(seeded: GraphStore, settings: Settings) -> AsyncIterator[tuple[TestClient, Runtime]]:  # noqa: F811
    runtime = Runtime.create(settings)
    async with TestClient(TestServer(build_app(runtime))) as c:
        yield c, runtime


@pytest.fixture
async def chat(served: tuple[TestClient, Runtime]) -> WebChat:
    return WebChat(served[0], await csrf_headers(served[0]))


async def events(res: Any) -> list[dict[str, Any]]:
    assert res.status == 200, await res.text()
    assert res.headers["Content-Type"].startswith("application/x-ndjson")
    return [json.loads(line) async for line in res.content if line.strip()]


async def ask_streamed(chat: WebChat, thread: str, text: str) -> list[dict[str, Any]]:
    res = await chat.client.post(
        "/api/chat", json={"thread": thread, "text": text, "stream": True}, headers=chat.headers
    )
    return await events(res)


async def upload_streamed(chat: WebChat, thread: str, name: str, data: bytes) -> list[dict[str, Any]]:
    form = FormData(quote_fields=False)  # as a browser sends a file name: as written
    form.add_field("thread", thread)
    form.add_field("stream", "1")
    form.add_field("file", data, filename=name, content_type="text/plain")
    return await events(await chat.client.post("/api/upload", data=form, headers=chat.headers))


async def test_a_streamed_answer_tells_its_steps_and_is_kept_in_its_thread(chat: WebChat) -> None:
    made = await chat.client.post("/api/threads", json={}, headers=chat.headers)
    thread = (await made.json())["thread"]
    assert made.status == 201 and thread["title"] == "New thread"
    got = await ask_streamed(chat, thread["id"], "How many supply contracts do we have?")
    kinds = [e["event"] for e in got]
    assert kinds[:2] == ["message", "message"] and kinds[-1] == "done" and "step" in kinds, kinds
    asked, pending = got[0]["message"], got[1]["message"]
    assert asked["role"] == "user" and pending["status"] == "pending"
    steps = [e["text"] for e in got if e["event"] == "step"]
    assert "Counting and grouping the contracts…" in steps or "Searching the contracts…" in steps, steps
    final = got[-1]["message"]
    supply = sum(1 for g in CORPUS if g.truth.contract_type == "Supply")
    assert final["id"] == pending["id"] and final["status"] == "done"
    assert str(supply) in final["reply"]["text"] and final["reply"]["interpretation"]

    stored = await (await chat.client.get(f"/api/threads/{thread['id']}")).json()
    assert [m["role"] for m in stored["messages"]] == ["user", "bot"]
    assert stored["messages"][1]["reply"]["text"] == final["reply"]["text"]
    assert stored["thread"]["title"] == "How many supply contracts do we have?"
    assert stored["thread"]["pending"] is False
    listed = await (await chat.client.get("/api/threads")).json()
    assert listed["threads"][0]["id"] == thread["id"]


async def test_threads_belong_to_their_browser_session(chat: WebChat) -> None:
    thread = new_thread("t-mine")
    got = await ask_streamed(chat, thread, "How many contracts are there?")
    reply_id = got[-1]["message"]["reply"]["reply_id"]
    chat.client.session.cookie_jar.clear()  # another browser
    other = WebChat(chat.client, await csrf_headers(chat.client))
    assert (await (await other.client.get("/api/threads")).json())["threads"] == []
    res = await other.client.get(f"/api/threads/{thread}")
    assert res.status == 404 and (await res.json())["error_code"] == "thread_not_found"
    res = await other.client.post(
        "/api/feedback", json={"thread": thread, "reply_id": reply_id, "value": "down"}, headers=other.headers
    )
    assert res.status == 404, "a user rates only answers in their own threads"
    res = await other.client.delete(f"/api/threads/{thread}", headers=other.headers)
    assert await res.json() == {"deleted": False}


async def test_a_thread_id_alone_does_not_reach_its_memory(chat: WebChat) -> None:
    thread = new_thread("t-memory")
    await ask_streamed(chat, thread, "How many supply contracts do we have?")
    state = next(
        g.truth.governing_law.state for g in CORPUS if g.truth.governing_law and g.truth.governing_law.state
    )
    everywhere = sum(1 for g in CORPUS if g.truth.governing_law and g.truth.governing_law.state == state)
    mine = await ask_streamed(chat, thread, f"How many of those are governed by {state} law?")
    assert "Supply" in mine[-1]["message"]["reply"]["text"]
    chat.client.session.cookie_jar.clear()  # another browser that learned the id
    other = WebChat(chat.client, await csrf_headers(chat.client))
    theirs = await ask_streamed(other, thread, f"How many of those are governed by {state} law?")
    text = theirs[-1]["message"]["reply"]["text"]
    assert f"found {everywhere} contracts" in text and "Supply" not in text, text


async def test_feedback_is_stored_once_and_kept_on_the_message(
    chat: WebChat, served: tuple[TestClient, Runtime]
) -> None:
    thread = new_thread("t-feedback")
    got = await ask_streamed(chat, thread, "How many contracts are there?")
    reply_id = got[-1]["message"]["reply"]["reply_id"]
    redis = served[1].redis
    before = await redis.llen(feedback_key("web:local"))
    for _ in range(2):  # a double click
        res = await chat.client.post(
            "/api/feedback",
            json={"thread": thread, "reply_id": reply_id, "value": "up"},
            headers=chat.headers,
        )
        assert res.status == 200
    assert await redis.llen(feedback_key("web:local")) == before + 1
    entry = json.loads(await redis.lindex(feedback_key("web:local"), -1))
    assert entry["reply_id"] == reply_id and entry["value"] == "up" and entry["platform"] == "web"
    stored = await (await chat.client.get(f"/api/threads/{thread}")).json()
    assert stored["messages"][1]["feedback"] == "up"


async def test_rename_export_and_delete_with_its_memory(
    chat: WebChat, served: tuple[TestClient, Runtime]
) -> None:
    thread = new_thread("t-delete")
    got = await ask_streamed(chat, thread, "How many supply contracts do we have?")
    answer = got[-1]["message"]["reply"]["text"]
    res = await chat.client.patch(
        f"/api/threads/{thread}", json={"title": "  Supply   review "}, headers=chat.headers
    )
    assert (await res.json())["thread"]["title"] == "Supply review"
    res = await chat.client.get(f"/api/threads/{thread}/export")
    text = await res.text()
    assert res.content_type == "text/markdown" and "attachment" in res.headers["Content-Disposition"]
    assert text.startswith("# Supply review") and "How many supply contracts do we have?" in text
    assert answer.splitlines()[0] in text

    redis = served[1].redis
    memory = f"{MEMORY_PREFIX}:t:*{thread}*"
    assert [k async for k in redis.scan_iter(match=memory)], "the thread has memory before it is deleted"
    res = await chat.client.delete(f"/api/threads/{thread}", headers=chat.headers)
    assert (await res.json()) == {"deleted": True}
    assert [k async for k in redis.scan_iter(match=memory)] == []
    assert (await chat.client.get(f"/api/threads/{thread}")).status == 404
    res = await chat.client.delete(f"/api/threads/{thread}", headers={})
    assert res.status == 403, "a delete without the CSRF token is refused"


async def test_a_streamed_upload_shows_its_stages_and_ends_with_its_card(chat: WebChat) -> None:
    new = generate_contracts(1, seed=5151)[0]
    thread = new_thread("t-up-stream")
    got = await upload_streamed(chat, thread, "Halcyon Supply.txt", new.text.encode())
    assert got[0]["message"]["upload"] == "Halcyon Supply.txt"
    stages = [e["text"] for e in got if e["event"] == "step"]
    # the stages are polled (`bot.uploads.POLL_S`), so a short one may pass unseen: one at least after
    # the receipt is shown
    assert any(not s.startswith("Received") for s in stages), stages
    final = got[-1]["message"]
    assert got[-1]["event"] == "done" and final["status"] == "done", final
    card = final["reply"]["cards"][0]
    assert {p["name"] for p in card["parties"]} & {p.name for p in new.truth.parties}

    file_id = card["file_id"]
    res = await chat.client.get("/api/document", params={"file_id": file_id, "start": "10", "end": "60"})
    doc = await res.json()
    assert res.status == 200 and doc["indexed"] and doc["card"]["file_id"] == file_id
    assert doc["highlight"] == {"start": 10, "end": 60}
    text = "".join(p["text"] for p in doc["passages"])
    assert new.truth.parties[0].name.split()[0] in text
    starts = [p["start"] for p in doc["passages"]]
    assert starts == sorted(starts) and all(p["end"] - p["start"] == len(p["text"]) for p in doc["passages"])


async def test_document_view_reads_only_visible_contracts(chat: WebChat) -> None:
    res = await chat.client.get("/api/document", params={"file_id": "no-such-contract"})
    assert res.status == 404 and (await res.json())["error_code"] == "contract_not_found"
    res = await chat.client.get("/api/document", params={"file_id": CORPUS[0].file_id, "start": "x"})
    assert res.status == 400
    res = await chat.client.get("/api/document", params={"file_id": CORPUS[0].file_id})
    doc = await res.json()
    assert doc["card"]["file_id"] == CORPUS[0].file_id and doc["highlight"] is None


async def test_welcome_counts_the_users_contracts(chat: WebChat) -> None:
    res = await chat.client.get("/api/welcome")
    welcome = await res.json()
    assert welcome["contracts"] >= len(CORPUS) and welcome["examples"]
    assert ".pdf" in welcome["uploads"]["accepts"] and "25 MB" in welcome["uploads"]["text"]
    assert welcome["status_labels"]["active"].endswith("Active")
    assert 0 <= welcome["indexing"]["indexed"] <= welcome["indexing"]["total"] == welcome["contracts"]


async def test_a_rename_during_an_answer_is_kept_and_pending_ends_with_its_expiry(settings: Settings) -> None:
    redis = aioredis.Redis.from_url(settings.redis_url())
    try:
        threads = ThreadStore(redis, "web:local", "web-test-rename", 60)
        thread = new_thread("t-rename")
        await threads.add(thread, Message(role="user", text="How many?"))
        pending = await threads.add(thread, Message(role="bot", status="pending", expires=time.time() + 60))
        assert (await threads.get(thread)).pending
        await threads.rename(thread, "Renamed meanwhile")

        def stepped(m: Message) -> Message:
            m.step = "Searching the contracts…"
            return m

        await threads.change(thread, pending.id, stepped)
        assert (await threads.get(thread)).title == "Renamed meanwhile"
        done = await threads.change(
            thread,
            pending.id,
            lambda m: None if m.status != "pending" else m.model_copy(update={"status": "done"}),
        )
        assert done.status == "done" and not (await threads.get(thread)).pending
        again = await threads.add(thread, Message(role="bot", status="pending", expires=time.time() - 1))
        assert not (await threads.list())[0].pending, "an expired pending answer does not hold the thread"
        assert (await threads.messages(thread))[-1].id == again.id
    finally:
        await redis.aclose()


async def test_an_answer_whose_server_stopped_reads_as_interrupted(settings: Settings) -> None:
    redis = aioredis.Redis.from_url(settings.redis_url())
    try:
        threads = ThreadStore(redis, "web:local", "web-test-interrupted", 60)
        thread = new_thread("t-stopped")
        await threads.add(thread, Message(role="user", text="How many?"))
        await threads.add(thread, Message(role="bot", status="pending", expires=time.time() - 1))
        shown = (await threads.messages(thread))[1]
        assert shown.status == "error" and "interrupted" in shown.reply.text
        assert shown.reply.error_code == "internal"  # the page offers Retry
    finally:
        await redis.aclose()
