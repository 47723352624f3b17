"""Deadline digests without servers: the "alerts" commands, the digest's pages and weeks, when the
next one is due, and how Slack and Teams render contract text in it (inert, within their limits)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import adaptive_cards
import pytest
from jsonschema import Draft6Validator

from bot import digests
from bot.digests import AlertsCommand, digests_of, next_run, parse_command
from bot.slack_blocks import MAX_BLOCKS, MAX_MESSAGE_CHARS, digest_message, size_of
from bot.teams_cards import MAX_CARD_BYTES, digest_card, sent_bytes
from bot.types import Turn
from core.settings import AlertSettings, Settings
from graph_ingest.alerts import Alert

SCHEMA = json.loads((Path(adaptive_cards.__file__).parent / "schemas" / "schema-1.5.json").read_text())
TODAY = date(2026, 12, 1)  # a Tuesday


@pytest.mark.parametrize(
    ("text", "command"),
    [
        ("alerts on", AlertsCommand(verb="on")),
        ("Alerts ON.", AlertsCommand(verb="on")),
        ("alerts on 30d", AlertsCommand(verb="on", within_days=30)),
        ("alerts on for the next 12 weeks", AlertsCommand(verb="on", within_days=84)),
        ("deadline alerts: off", AlertsCommand(verb="off")),
        ("turn on alerts", AlertsCommand(verb="on")),
        ("turn off alerts", AlertsCommand(verb="off")),
        ("alerts", AlertsCommand(verb="status")),
        ("alerts status", AlertsCommand(verb="status")),
        ("alerts on ages", AlertsCommand(verb="on", bad_within="ages")),
    ],
)
def test_the_alerts_commands(text: str, command: AlertsCommand) -> None:
    assert parse_command(text) == command


@pytest.mark.parametrize(
    "question",
    [
        "which contracts have alerts on termination?",
        "alerts on the Acme supply agreement",
        "what renews in the next 90 days?",
        "turn on alerts off",
        "",
    ],
)
def test_questions_are_not_commands(question: str) -> None:
    assert parse_command(question) is None


def alert(file_id: str, on: date, kind: str = "expiry", quote: str | None = None) -> Alert:
    return Alert(file_id=file_id, title=f"Title of {file_id}", kind=kind, on=on, quote=quote)  # type: ignore[arg-type]


def test_a_digest_is_one_card_per_contract_and_week_in_pages() -> None:
    alerts = [
        alert("a", date(2026, 12, 2), "notice"),
        alert("b", date(2026, 12, 4)),
        alert("a", date(2026, 12, 5), "renewal"),  # same week as its notice day: the same card
        alert("a", date(2027, 1, 4), "expiry"),  # another week: another card
        alert("c", date(2027, 1, 6)),
    ]
    pages = digests_of(alerts, TODAY, 90, per_message=3)
    assert [(p.part, p.parts) for p in pages] == [(1, 2), (2, 2)]
    first = pages[0]
    assert [w.week for w in first.weeks] == [date(2026, 11, 30), date(2027, 1, 4)]
    assert [[c.file_id for c in w.contracts] for w in first.weeks] == [["a", "b"], ["a"]]
    assert [a.kind for a in first.weeks[0].contracts[0].alerts] == ["notice", "renewal"]
    assert (
        first.summary() == "Contract deadlines in the next 90 days (part 1 of 2): 4 deadlines in 2 contracts"
    )
    assert pages[1].summary().endswith("1 deadline in 1 contract")
    assert digests_of([], TODAY, 90, 3) == []


def test_the_next_digest_is_at_the_hour_in_the_workspace_zone() -> None:
    settings = Settings(
        _env_file=None,
        alerts=AlertSettings(digest_hour=9),
        time_zone="UTC",
        tenant_time_zones={"slack:TBERLIN": "Europe/Berlin"},
    )
    before = datetime(2026, 12, 1, 7, 30, tzinfo=UTC).timestamp()
    assert datetime.fromtimestamp(next_run(settings, "slack:TUTC", before), UTC) == datetime(
        2026, 12, 1, 9, tzinfo=UTC
    )
    # 09:00 in Berlin is 08:00 UTC; once past it, tomorrow's
    assert datetime.fromtimestamp(next_run(settings, "slack:TBERLIN", before), UTC) == datetime(
        2026, 12, 1, 8, tzinfo=UTC
    )
    later = datetime(2026, 12, 1, 8, 30, tzinfo=UTC).timestamp()
    assert datetime.fromtimestamp(next_run(settings, "slack:TBERLIN", later), UTC) == datetime(
        2026, 12, 2, 8, tzinfo=UTC
    )


HOSTILE = "<!channel> *Pay now* at <https://evil.example|the portal> `rm` > quoted 支付条款" * 8


def test_slack_shows_contract_text_inert_and_within_its_limits() -> None:
    alerts = [
        alert(f"f{i}", TODAY + timedelta(days=1 + 7 * i), "notice", quote=HOSTILE + str(i)) for i in range(10)
    ]
    for page in digests_of(alerts, TODAY, 90, per_message=AlertSettings().contracts_per_message):
        message = digest_message(page)
        assert len(message.blocks) <= MAX_BLOCKS
        assert sum(size_of(b) for b in message.blocks) <= MAX_MESSAGE_CHARS
        text = json.dumps(message.blocks, ensure_ascii=False)
        assert "<!channel>" not in text and "<https://" not in text and "*Pay now*" not in text
        assert "&lt;!channel&gt;" in text and "last day for notice of non-renewal" in text


def test_teams_shows_contract_text_verbatim_and_within_its_limits() -> None:
    long = alert("x", date(2026, 12, 3), "notice", quote="**[Portal](https://evil.example)** " + "条" * 2000)
    alerts = [long] + [alert(f"f{i}", date(2026, 12, 10), quote="条款" * 500 + str(i)) for i in range(19)]
    for page in digests_of(alerts, TODAY, 90, per_message=10):
        card = digest_card(page)
        assert list(Draft6Validator(SCHEMA).iter_errors(card)) == []
        assert sent_bytes(card) <= MAX_CARD_BYTES
        blocks = list(elements(card))
        markdown = " ".join(b["text"] for b in blocks if b["type"] == "TextBlock")
        runs = " ".join(r["text"] for b in blocks if b["type"] == "RichTextBlock" for r in b["inlines"])
        assert "evil.example" not in markdown  # never in a TextBlock, which reads Markdown
        assert page.part > 1 or "[Portal](https://evil.example)" in runs


def elements(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        if "type" in node:
            yield node
        for value in node.values():
            yield from elements(value)
    elif isinstance(node, list):
        for value in node:
            yield from elements(value)


async def test_alerts_are_for_slack_and_teams_channels_and_members_only() -> None:
    settings = Settings(_env_file=None)
    web = Turn(platform="web", workspace="web", channel="web", thread="1", user="u", text="alerts on")
    reply = await digests.handle_command(settings, None, web, "web:web", AlertsCommand(verb="on"))
    assert "Slack channels and Teams chats" in reply.text and reply.error_code is None
    guest = Turn(
        platform="slack",
        workspace="T1",
        channel="C1",
        thread="t",
        user="U9",
        external_user=True,
        post_to={"channel": "C1"},
    )
    reply = await digests.handle_command(settings, FakeRedis(), guest, "slack:T1", AlertsCommand(verb="on"))
    assert reply.refused and "Only members of the workspace" in reply.text


class FakeRedis:
    async def hget(self, *_: object) -> None:
        return None
