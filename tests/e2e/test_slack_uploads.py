"""Slack uploads: files.info → checks from metadata → authorised download → card → questions."""

from __future__ import annotations

import random

import pytest

from bot.slack_files import SlackDownloadError, make_fetch
from bot.types import Attachment
from graph_ingest.admin import AdminReader
from graph_ingest.generator import company_pool, generate_contract
from graph_ingest.models import Scope
from graph_ingest.pipeline import upload_file_id
from graph_ingest.store import GraphStore
from tests.e2e.mock_slack import BOT_TOKEN, BOT_USER, event_callback, message_event
from tests.e2e.slack_harness import TENANT, SlackApp, answered_barrier, blocks_text, placeholders, wait_answer

pytestmark = [pytest.mark.e2e, pytest.mark.integration]
CH = "C0LEGAL"


def contract_text(seed: int) -> tuple[str, str, str]:
    """(text, first party, title) of a generated contract."""
    rng = random.Random(seed)
    c = generate_contract(rng, seed, company_pool(rng, 20))
    return c.text, c.truth.parties[0].name, c.text.split("\n", 1)[0]


def share(files: list[dict], text: str = "", **kw: object) -> dict:
    event = message_event(text, kind="message", subtype="file_share", **kw)  # type: ignore[arg-type]
    event["files"] = [{"id": f["id"], "name": f["name"], "file_access": "check_file_info"} for f in files]
    return event


def in_channel(channel: str) -> Scope:
    """Where an upload in `channel` is written (uploads are channel-private by default)."""
    return Scope(tenant=TENANT, channel=channel, visibility="channel")


def contracts(store: GraphStore) -> int:
    return AdminReader(store).counts().get("Contract", 0)


async def test_dm_upload_gives_a_card_then_questions_about_it_are_answered(
    slack_http: SlackApp, store: GraphStore
) -> None:
    text, party, title = contract_text(101)
    info = slack_http.mock.add_file("northwind-msa.txt", text.encode(), "text/plain")
    try:
        await slack_http.post(event_callback(share([info], channel="D0ALICE", channel_type="im")))
        [card] = await wait_answer(slack_http.mock, "D0ALICE", None, timeout=120)
        assert party in blocks_text(card), blocks_text(card)
        assert (info["id"], True) in slack_http.mock.downloads

        question = message_event(
            "Who are the parties to it and when does it end?",
            kind="message",
            channel="D0ALICE",
            channel_type="im",
        )
        await slack_http.post(event_callback(question))
        _, answer = await wait_answer(slack_http.mock, "D0ALICE", None, n=2, timeout=60)
        assert party in blocks_text(answer)
    finally:
        store.delete_contract(upload_file_id(info["name"], in_channel("D0ALICE"), text.encode()))


async def test_upload_in_a_thread_with_the_bot(slack_http: SlackApp, store: GraphStore) -> None:
    first = message_event(f"<@{BOT_USER}> Which contracts are governed by Delaware law?")
    await slack_http.post(event_callback(first))
    await wait_answer(slack_http.mock, CH, first["ts"])
    text, party, _ = contract_text(202)
    info = slack_http.mock.add_file("supply.txt", text.encode(), "text/plain")
    try:
        await slack_http.post(event_callback(share([info], thread_ts=first["ts"])))
        _, card = await wait_answer(slack_http.mock, CH, first["ts"], n=2, timeout=120)
        assert party in blocks_text(card)
    finally:
        store.delete_contract(upload_file_id(info["name"], in_channel(CH), text.encode()))


@pytest.mark.parametrize(
    ("name", "mimetype", "size", "expected"),
    [
        ("photo.png", "image/png", None, "not a supported type"),
        ("huge.pdf", "application/pdf", 30 * 1024 * 1024, "limit is 25 MB"),
    ],
)
async def test_refused_files_get_a_clear_reply_and_nothing_is_downloaded_or_written(
    slack_http: SlackApp, store: GraphStore, name: str, mimetype: str, size: int | None, expected: str
) -> None:
    before = contracts(store)
    info = slack_http.mock.add_file(name, b"%PDF-1.7 not really", mimetype, size=size)
    channel = "D0" + name.split(".")[0].upper()
    await slack_http.post(event_callback(share([info], channel=channel, channel_type="im")))
    [answer] = await wait_answer(slack_http.mock, channel, None)
    assert expected in answer["text"] and name in answer["text"] and "Nothing was stored" in answer["text"]
    assert [d for d in slack_http.mock.downloads if d[0] == info["id"]] == []
    assert contracts(store) == before


async def test_a_file_dropped_at_channel_top_level_without_mention_is_ignored(slack_http: SlackApp) -> None:
    info = slack_http.mock.add_file("stray.txt", b"hello", "text/plain")
    event = share([info])
    await slack_http.post(event_callback(event))
    await answered_barrier(slack_http)  # sent after the file, answered: the file's event was handled
    assert (
        placeholders(slack_http.mock, CH, None) == [] and placeholders(slack_http.mock, CH, event["ts"]) == []
    )
    assert [d for d in slack_http.mock.downloads if d[0] == info["id"]] == []


async def test_download_needs_the_bot_token(slack_http: SlackApp) -> None:
    info = slack_http.mock.add_file("secret.txt", b"confidential", "text/plain")
    attachment = Attachment(
        name=info["name"], size=info["size"], media_type="text/plain", url=info["url_private"]
    )
    assert await make_fetch(BOT_TOKEN, 1024)(attachment) == b"confidential"
    with pytest.raises(SlackDownloadError):
        await make_fetch("xoxb-wrong", 1024)(attachment)
    assert slack_http.mock.downloads[-1] == (info["id"], False)


async def test_download_stops_past_the_limit_whatever_the_metadata_says(slack_http: SlackApp) -> None:
    from graph_ingest.errors import FileTooLargeError

    info = slack_http.mock.add_file("liar.txt", b"x" * 5000, "text/plain", size=10)
    attachment = Attachment(name=info["name"], size=10, media_type="text/plain", url=info["url_private"])
    with pytest.raises(FileTooLargeError):
        await make_fetch(BOT_TOKEN, 1000)(attachment)
