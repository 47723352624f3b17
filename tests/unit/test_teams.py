"""The Teams adapter's translations (no network): activity -> Turn, files, mounting, app package."""

from __future__ import annotations

import importlib.util
import json
import struct
import zipfile
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from aiohttp import web
from botbuilder.schema import Activity

from bot.teams import clean_text, mentions_bot, mount_teams, reply_chain_id, to_turn
from bot.teams_files import DOWNLOAD_INFO, TeamsFiles, share_id, to_files
from core.settings import Settings, TeamsSettings

BOT = "28:bot-app-id"
CHANNEL = "19:legal@thread.tacv2"


def activity(
    text: str = "<at>ClauseBot</at> Which contracts end this year?",
    *,
    conversation: str = CHANNEL,
    kind: str = "channel",
    mention: bool = True,
    **extra: Any,
) -> Activity:
    entities = [
        {"type": "mention", "text": "<at>ClauseBot</at>", "mentioned": {"id": BOT, "name": "ClauseBot"}}
    ]
    return Activity().deserialize(
        {
            "type": "message",
            "id": "1700000000001",
            "text": text,
            "recipient": {"id": BOT, "name": "ClauseBot"},
            "from": {"id": "29:alex", "aadObjectId": "aad-alex"},
            "entities": entities if mention else [],
            "conversation": {"id": conversation, "conversationType": kind},
            "channelData": {"tenant": {"id": "T1"}},
            **extra,
        }
    )


def test_channel_post_and_its_replies_share_one_memory_key() -> None:
    root = to_turn(activity(conversation=f"{CHANNEL};messageid=1700000000001"))
    reply = to_turn(activity(conversation=f"{CHANNEL};messageid=1700000000001", id="1700000000999"))
    assert root.thread_id == reply.thread_id
    assert (root.platform, root.workspace, root.channel, root.thread) == (
        "teams",
        "T1",
        CHANNEL,
        "1700000000001",
    )
    assert (root.user, root.event_id, reply.event_id) == ("aad-alex", "1700000000001", "1700000000999")
    assert root.text == "Which contracts end this year?"


def test_a_channel_post_without_messageid_gets_its_own_reply_chain() -> None:
    post = activity()
    assert reply_chain_id(post) == f"{CHANNEL};messageid=1700000000001"
    assert to_turn(post).thread == "1700000000001"


def test_chats_are_one_thread_each() -> None:
    personal = to_turn(activity("hello", conversation="a:1xyz", kind="personal", mention=False))
    assert (personal.channel, personal.thread, personal.text) == ("a:1xyz", "chat", "hello")
    assert reply_chain_id(activity(conversation="19:g@thread.v2", kind="groupChat")) == "19:g@thread.v2"


def test_only_the_bots_mention_is_removed() -> None:
    text = "<at>ClauseBot</at> does <at>Jordan Lee</at>&nbsp;own the Acme &amp; Co file?"
    assert clean_text(activity(text)) == "does Jordan Lee own the Acme & Co file?"
    assert mentions_bot(activity()) and not mentions_bot(activity(mention=False))


def test_files_are_recognised_and_teams_own_attachments_skipped() -> None:
    sharing = "https://contoso.sharepoint.com/sites/Legal/Shared Documents/General/MSA.docx"
    files = to_files(
        activity(
            attachments=[
                {"contentType": "text/html", "content": "<p>hi</p>"},
                {"contentType": "application/vnd.microsoft.card.adaptive", "content": {}},
                {
                    "contentType": DOWNLOAD_INFO,
                    "name": "NDA.pdf",
                    "content": {"downloadUrl": "https://dl/x", "fileType": "pdf"},
                },
                {"contentType": "reference", "name": "MSA.docx", "contentUrl": sharing},
            ]
        )
    )
    assert [(f.via, f.attachment.name, f.attachment.url, f.attachment.media_type) for f in files] == [
        ("download_url", "NDA.pdf", "https://dl/x", "application/pdf"),
        (
            "graph",
            "MSA.docx",
            sharing,
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ),
    ]
    assert not TeamsFiles(TeamsSettings(app_id="a"), 1000).can_fetch(files)
    assert TeamsFiles(TeamsSettings(app_id="a"), 1000).can_fetch(files[:1])
    graph = TeamsSettings(app_id="a", graph_tenant_id="t", graph_client_id="c", graph_client_secret="s")
    assert TeamsFiles(graph, 1000).can_fetch(files)


@pytest.mark.parametrize("download_url", [12345, {"href": "https://dl/x"}, None, "", ["https://dl/x"]])
async def test_a_file_without_a_usable_download_link_is_kept_and_refused_in_words(download_url: Any) -> None:
    from bot.teams_files import FileDownloadError

    attachment = {"contentType": DOWNLOAD_INFO, "name": "NDA.pdf", "content": {"downloadUrl": download_url}}
    [file] = to_files(activity(attachments=[attachment]))
    assert (file.via, file.attachment.name, file.attachment.url) == ("download_url", "NDA.pdf", None)
    files = TeamsFiles(TeamsSettings(app_id="a"), 1000)
    with pytest.raises(FileDownloadError, match="Teams sent NDA.pdf without a download link"):
        await files.fetcher([file])(file.attachment)
    odd = [
        {"contentType": DOWNLOAD_INFO, "name": 7, "content": "not an object"},
        {"contentType": "reference"},
    ]
    assert [f.attachment.url for f in to_files(activity(attachments=odd))] == [None]


def test_graph_share_id_matches_microsofts_example() -> None:
    url = "https://onedrive.live.com/redir?resid=1231244193912!12&authKey=1201919!12921!1"
    assert (
        share_id(url)
        == "u!aHR0cHM6Ly9vbmVkcml2ZS5saXZlLmNvbS9yZWRpcj9yZXNpZD0xMjMxMjQ0MTkzOTEyITEyJmF1dGhLZXk9MTIwMTkxOSExMjkyMSEx"
    )


@pytest.mark.parametrize(
    ("teams", "mounted"),
    [
        (TeamsSettings(), False),
        (TeamsSettings(allow_anonymous=True), True),
        (TeamsSettings(app_id="00000000-0000-0000-0000-000000000001", app_password="x"), True),
    ],
)
def test_endpoint_is_mounted_only_with_an_app_id_or_explicit_anonymous_mode(
    teams: TeamsSettings, mounted: bool
) -> None:
    app = web.Application()
    runtime = SimpleNamespace(
        settings=Settings(_env_file=None, teams=teams),
        service=SimpleNamespace(redis=None),
        uploader=SimpleNamespace(messengers={}),
        posters={},
    )
    mount_teams(app, runtime)  # type: ignore[arg-type]
    assert any(r.resource.canonical == "/api/messages" for r in app.router.routes()) is mounted


def _package_module() -> Any:
    path = Path(__file__).resolve().parents[2] / "deploy" / "teams" / "package.py"
    spec = importlib.util.spec_from_file_location("teams_package", path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def test_app_package_has_the_manifest_with_the_app_id_and_both_icons(tmp_path: Path) -> None:
    package = _package_module()
    app_id = "12345678-1234-1234-1234-123456789abc"
    out = package.build(app_id, tmp_path / "app.zip", version="1.2.3")
    with zipfile.ZipFile(out) as z:
        assert sorted(z.namelist()) == ["color.png", "manifest.json", "outline.png"]
        manifest = json.loads(z.read("manifest.json"))
        sizes = {n: struct.unpack(">II", z.read(n)[16:24]) for n in ("color.png", "outline.png")}
    assert manifest["id"] == manifest["bots"][0]["botId"] == app_id and manifest["version"] == "1.2.3"
    assert manifest["bots"][0]["supportsFiles"] and set(manifest["bots"][0]["scopes"]) == {
        "personal",
        "team",
        "groupChat",
    }
    assert sizes == {"color.png": (192, 192), "outline.png": (32, 32)}
    with pytest.raises(ValueError):
        package.build("not-a-guid", tmp_path / "bad.zip")
    for version in ("banana", "1.0", "1.0.0-beta", "01.2.3", "1.2.3.4"):
        with pytest.raises(ValueError, match="MAJOR.MINOR.PATCH"):
            package.build(app_id, tmp_path / "bad.zip", version=version)
