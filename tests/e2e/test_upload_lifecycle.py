"""An upload from the dropped file to its card, through Slack (mock Web API), the real runtime and
its built-in workers, while background indexing is queued: a 20-page PDF's stages shown (its page
count read), the document's title, the same bytes shared to a second channel."""

from __future__ import annotations

import io
import random
import time
from pathlib import Path

import pytest
from pypdf import PdfReader

from core.settings import Settings
from graph_ingest.admin import AdminReader
from graph_ingest.cards import load_cards
from graph_ingest.generator import company_pool, generate_contract
from graph_ingest.jobs import INDEX_QUEUE, connect, enqueue_text_index
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from tests.e2e.mock_slack import BOT_USER, event_callback, message_event
from tests.e2e.seed import content_hash, stage_order
from tests.e2e.slack_harness import TENANT, SlackApp, blocks_text, progress_updates, wait_answer
from tests.fixtures import laid_out_pdf, long_contract

pytestmark = [pytest.mark.e2e, pytest.mark.integration]
BACKGROUND = "bg-e2e"
PAGES = 20


def contract(seed: int) -> tuple[bytes, str]:
    """(text bytes, first party) of a generated contract, with a title line of its own."""
    rng = random.Random(seed)
    c = generate_contract(rng, seed, company_pool(rng, 20))
    return ("MASTER WIDGET SUPPLY AGREEMENT\n\n" + c.text).encode(), c.truth.parties[0].name


def share_in_thread(
    app: SlackApp, channel: str, name: str, data: bytes, mimetype: str = "text/plain"
) -> tuple[dict, dict]:
    """(the thread's opening mention, the file_share event posted into that thread)."""
    info = app.mock.add_file(name, data, mimetype)
    opener = message_event(f"<@{BOT_USER}> I'll drop our new contract here", channel=channel)
    event = message_event("", kind="message", subtype="file_share", channel=channel, thread_ts=opener["ts"])
    event["files"] = [{"id": info["id"], "name": name, "file_access": "check_file_info"}]
    return opener, event


async def upload(
    app: SlackApp, channel: str, name: str, data: bytes, mimetype: str = "text/plain"
) -> tuple[str, dict, float]:
    """Upload in a new thread of `channel`; (thread ts, the reply that ended the upload, seconds
    from posting the file_share event to that reply)."""
    opener, event = share_in_thread(app, channel, name, data, mimetype)
    await app.post(event_callback(opener))
    await wait_answer(app.mock, channel, opener["ts"])
    started = time.monotonic()
    await app.post(event_callback(event))
    _, ended = await wait_answer(app.mock, channel, opener["ts"], n=2, timeout=120)
    return opener["ts"], ended, time.monotonic() - started


async def test_an_upload_overtakes_background_indexing_and_shows_its_stages(
    slack_http: SlackApp, store: GraphStore, servers: Settings, tmp_path: Path
) -> None:
    rng = random.Random(7)
    names = company_pool(rng, 40)
    pool = await connect(servers.redis_url())
    for i in range(40):  # demo-like indexing queued ahead of the upload: real embedding work
        path = tmp_path / f"bg-{i}.txt"
        path.write_text(generate_contract(rng, 1000 + i, names).text * 3, encoding="utf-8")
        await enqueue_text_index(pool, path.stem, BACKGROUND, path)
    text, party = long_contract(4101, pages=PAGES)  # a generated contract under its own title line
    data = laid_out_pdf(text)
    assert len(PdfReader(io.BytesIO(data)).pages) == PAGES
    try:
        thread, ended, seconds = await upload(
            slack_http, "C0LEGAL", "cfcd74cf0-scan.pdf", data, "application/pdf"
        )
        left = await pool.zcard(INDEX_QUEUE)
        print(
            f"\n{PAGES}-page PDF: its card {seconds:.1f} s after the file_share event; {left} index jobs queued"
        )
        card = blocks_text(ended)
        assert "is now in the contract graph" in ended["text"], ended["text"]
        assert party in card, card
        assert left > 0, "the upload finished while background indexing was still queued"
        assert "*Master Widget Supply Agreement*\\n" in card, "the card's title is the document's"
        stages = progress_updates(slack_http.mock, "C0LEGAL", thread)
        # one message moved through the stages, in order (a stage shorter than a poll may be skipped)
        order = stage_order(stages)
        assert order == sorted(set(order)) and order[:1] == [0], stages
        # "Read cfcd74cf0-scan.pdf: 20 pages, …" or "Master … Agreement (20 pages): …": the page count
        assert any(f"{PAGES} pages" in stage for stage in stages), stages
    finally:
        await pool.delete(INDEX_QUEUE)
        await pool.aclose()
        if fid := AdminReader(store).file_id_by_hash(content_hash(data), TENANT, "C0LEGAL"):
            store.delete_contract(fid)


async def test_the_same_file_shared_to_a_second_channel_is_imported_there(
    slack_http: SlackApp, store: GraphStore
) -> None:
    data, party = contract(4202)
    name = "widget-supply.txt"
    created: list[str] = []
    try:
        _, first, _ = await upload(slack_http, "C0LEGAL", name, data)
        _, second, _ = await upload(slack_http, "C0DEALS", name, data)
        _, again, _ = await upload(slack_http, "C0DEALS", name, data)
        assert "is now in the contract graph" in first["text"], first["text"]
        assert "is now in the contract graph" in second["text"], "a second channel gets its own copy"
        assert "was already in the contract graph" in again["text"], again["text"]
        for message in (first, second, again):
            assert party in blocks_text(message)
        admin = AdminReader(store)
        ids = [admin.file_id_by_hash(content_hash(data), TENANT, ch) for ch in ("C0LEGAL", "C0DEALS")]
        created = [i for i in ids if i]
        assert len(set(created)) == 2, ids
        legal, deals = created
        assert legal not in blocks_text(second), "the second channel is not told the first one's file id"
        in_deals = ReaderScope(tenant=TENANT, channel="C0DEALS")
        assert load_cards(store, in_deals, [deals]) and not load_cards(store, in_deals, [legal])
    finally:
        for fid in created:
            store.delete_contract(fid)
