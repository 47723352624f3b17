"""Slack over HTTP: signed Events API requests through our real aiohttp app and Bolt, mock Slack behind."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from pathlib import Path
from urllib.parse import urlencode

import pytest
import yaml

from tests.e2e.mock_slack import BOT_ID, BOT_USER, TEAM, event_callback, message_event, new_ts
from tests.e2e.slack_harness import (
    SEEDED,
    SlackApp,
    answered_barrier,
    answers,
    blocks_text,
    placeholders,
    wait_answer,
)
from tests.fakes import all_feedback

pytestmark = [pytest.mark.e2e, pytest.mark.integration]
CH = "C0LEGAL"


async def mention(app: SlackApp, text: str, **kw: object) -> tuple[dict, int, float]:
    event = message_event(f"<@{BOT_USER}> {text}", **kw)  # type: ignore[arg-type]
    status, _, ack_s = await app.post(event_callback(event))
    return event, status, ack_s


async def test_mention_gets_a_contract_card_in_the_thread(slack_http: SlackApp) -> None:
    event, status, _ = await mention(slack_http, "Which contracts are governed by Delaware law?")
    assert status == 200
    [answer] = await wait_answer(slack_http.mock, CH, event["ts"])
    text = blocks_text(answer)
    assert "Acme Widget Supply Agreement" in text
    assert "🟢 Active" in text and "Delaware" in text and "Supplier" in text
    assert '"action_id": "feedback_up"' in text
    assert f"<@{BOT_USER}>" not in answer["text"]


async def test_follow_up_in_the_thread_needs_no_mention_and_uses_its_memory(slack_http: SlackApp) -> None:
    first, _, _ = await mention(slack_http, "Tell me about the Globex license")
    await wait_answer(slack_http.mock, CH, first["ts"])
    follow = message_event("When does it end?", kind="message", thread_ts=first["ts"])
    assert (await slack_http.post(event_callback(follow)))[0] == 200
    _, second = await wait_answer(slack_http.mock, CH, first["ts"], n=2)
    assert "Globex Software License Agreement" in blocks_text(second)
    assert "2021" in blocks_text(second)


async def test_a_thread_without_the_bot_is_left_alone(slack_http: SlackApp) -> None:
    chatter = message_event("lunch?", kind="message", thread_ts=new_ts())
    assert (await slack_http.post(event_callback(chatter)))[0] == 200
    await answered_barrier(slack_http)  # sent after the chatter, answered: the chatter was handled
    assert placeholders(slack_http.mock, CH, chatter["thread_ts"]) == []


async def test_dm_is_answered_at_top_level(slack_http: SlackApp) -> None:
    dm = message_event(
        "Which contracts are governed by Delaware law?", kind="message", channel="D0ALICE", channel_type="im"
    )
    await slack_http.post(event_callback(dm))
    [answer] = await wait_answer(slack_http.mock, "D0ALICE", None)
    assert "Acme Widget Supply Agreement" in blocks_text(answer)


async def test_retries_of_one_event_give_one_reply(
    slack_http: SlackApp, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="bot.deliveries")
    event = message_event(f"<@{BOT_USER}> Which contracts are governed by Delaware law?")
    payload = event_callback(event)
    statuses = [(await slack_http.post(payload, retry=n))[0] for n in (None, 1, 2)]
    assert statuses == [200, 200, 200]
    # both retries were seen and dropped before Bolt acked them (the middleware runs first)
    dropped = [
        r
        for r in caplog.records
        if r.getMessage() == f"dropped repeated delivery of slack event {payload['event_id']}"
    ]
    assert len(dropped) == 2
    await wait_answer(slack_http.mock, CH, event["ts"])
    await answered_barrier(slack_http)  # a third, distinct event, sent after the retries, is answered
    assert len(placeholders(slack_http.mock, CH, event["ts"])) == 1


async def test_mention_and_message_for_one_post_give_one_reply(slack_http: SlackApp) -> None:
    first, _, _ = await mention(slack_http, "Which contracts are governed by Delaware law?")
    await wait_answer(slack_http.mock, CH, first["ts"])
    ts = new_ts()
    as_mention = message_event(f"<@{BOT_USER}> and the Globex one?", ts=ts, thread_ts=first["ts"])
    as_message = {**as_mention, "type": "message", "channel_type": "channel"}
    await asyncio.gather(
        slack_http.post(event_callback(as_message)), slack_http.post(event_callback(as_mention))
    )
    await wait_answer(slack_http.mock, CH, first["ts"], n=2)
    await answered_barrier(slack_http)  # sent after both deliveries, answered: both were handled
    assert len(placeholders(slack_http.mock, CH, first["ts"])) == 2  # the first question + this one


async def test_own_and_other_bots_messages_are_ignored(slack_http: SlackApp) -> None:
    first, _, _ = await mention(slack_http, "Which contracts are governed by Delaware law?")
    await wait_answer(slack_http.mock, CH, first["ts"])
    own = message_event(
        "I found 1 contract(s).", kind="message", user=BOT_USER, thread_ts=first["ts"], bot_id=BOT_ID
    )
    other = message_event(
        "beep",
        kind="message",
        user="U0OTHERBOT",
        thread_ts=first["ts"],
        bot_id="B0OTHER",
        subtype="bot_message",
    )
    for e in (own, other):
        assert (await slack_http.post(event_callback(e)))[0] == 200
    await answered_barrier(slack_http)  # sent after the bots' messages, answered: they were handled
    assert len(placeholders(slack_http.mock, CH, first["ts"])) == 1


@pytest.mark.parametrize("case", ["bad_signature", "stale_timestamp"])
async def test_unverified_requests_get_401_and_no_work(slack_http: SlackApp, case: str) -> None:
    event = message_event(f"<@{BOT_USER}> Which contracts are governed by Delaware law?")
    payload = event_callback(event)
    before = len(slack_http.mock.calls)
    if case == "bad_signature":
        status, _, _ = await slack_http.post(payload, secret="not-the-secret")
    else:
        status, _, _ = await slack_http.post(payload, timestamp=int(time.time()) - 6 * 60)
    assert status == 401
    barrier = await answered_barrier(slack_http)  # a valid request sent after it is answered
    mine = set(placeholders(slack_http.mock, CH, barrier["ts"]))
    others = [
        c.method
        for c in slack_http.mock.calls[before:]
        if c.method != "auth.test"  # Bolt's one authorisation call, if the barrier is the first request
        and c.args.get("thread_ts") != barrier["ts"]
        and c.args.get("ts") not in mine
    ]
    assert others == []  # only the barrier's placeholder and answer reached Slack
    redis = slack_http.runtime.redis
    assert not await redis.exists(f"clausebot:slack:event:{payload['event_id']}")
    assert not await redis.exists(f"clausebot:slack:msg:{TEAM}:{CH}:{event['ts']}")


async def test_ack_comes_before_a_slow_agent(slack_http: SlackApp) -> None:
    """The agent is held until the test releases it: the ack, then the placeholder, must come first."""
    service = slack_http.runtime.service
    real = service.answerer
    asked, release = asyncio.Event(), asyncio.Event()

    async def held(question: str, thread_id: str, scope: object) -> object:
        asked.set()
        await release.wait()
        return await real(question, thread_id, scope)  # type: ignore[arg-type]

    service.answerer = held  # type: ignore[assignment]
    try:
        # a Bolt that answered before acking would wait for `release` here and time out
        event, status, ack_s = await asyncio.wait_for(
            mention(slack_http, "Which contracts are governed by Delaware law?"), 5
        )
        assert status == 200 and ack_s < 1.0
        await asyncio.wait_for(asked.wait(), 10)  # the agent has the question...
        assert placeholders(slack_http.mock, CH, event["ts"])  # ...the placeholder is already up...
        assert answers(slack_http.mock, CH, event["ts"]) == []  # ...and no answer can be, yet
        release.set()
        [answer] = await wait_answer(slack_http.mock, CH, event["ts"])
        assert "Acme Widget Supply Agreement" in blocks_text(answer)
    finally:
        release.set()
        service.answerer = real


async def test_rate_limited_post_is_retried(slack_http: SlackApp) -> None:
    slack_http.mock.rate_limit("chat.postMessage", times=1, retry_after=1)
    event, _, _ = await mention(slack_http, "Which contracts are governed by Delaware law?")
    [answer] = await wait_answer(slack_http.mock, CH, event["ts"])
    assert "Acme" in blocks_text(answer)
    limited = [
        c for c in slack_http.mock.calls_to("chat.postMessage") if c.result.get("error") == "ratelimited"
    ]
    assert limited and limited[-1].args.get("thread_ts") == event["ts"]


async def test_slash_command_acks_then_answers_via_response_url(slack_http: SlackApp) -> None:
    rid = new_ts().replace(".", "")
    form = urlencode(
        {
            "command": "/contracts",
            "text": "Which contracts are governed by Delaware law?",
            "team_id": TEAM,
            "channel_id": CH,
            "user_id": "U0ALICE",
            "trigger_id": "1.2.3",
            "response_url": f"{slack_http.mock.base_url}/response/{rid}",
        }
    )
    status, body, ack_s = await slack_http.post(form, form=True)
    assert status == 200 and ack_s < 1.0 and "⏳" in body
    calls = await slack_http.mock.wait_for(
        lambda: [c for c in slack_http.mock.calls_to("response_url") if c.args["rid"] == rid]
    )
    assert "Acme Widget Supply Agreement" in json.dumps(calls[0].args["blocks"])
    assert calls[0].args["response_type"] == "ephemeral"


async def test_feedback_click_is_recorded_once(
    slack_http: SlackApp, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="bot.deliveries")
    event, _, _ = await mention(slack_http, "Which contracts are governed by Delaware law?")
    [answer] = await wait_answer(slack_http.mock, CH, event["ts"])
    button = next(b for b in answer["blocks"] if b["type"] == "actions")["elements"][1]
    rid = new_ts().replace(".", "")
    payload = {
        "type": "block_actions",
        "team": {"id": TEAM},
        "user": {"id": "U0BOB"},
        "api_app_id": "A0TEST",
        "container": {"type": "message", "channel_id": CH, "message_ts": answer["ts"]},
        "channel": {"id": CH},
        "trigger_id": "1.2.3",
        "response_url": f"{slack_http.mock.base_url}/response/{rid}",
        "actions": [{**button, "block_id": "fb", "action_ts": new_ts()}],
    }
    status, _, _ = await slack_http.post(urlencode({"payload": json.dumps(payload)}), form=True)
    assert status == 200
    again = {**payload, "actions": [{**button, "block_id": "fb", "action_ts": new_ts()}]}  # a double click
    assert (await slack_http.post(urlencode({"payload": json.dumps(again)}), form=True))[0] == 200
    dropped = f"dropped repeated delivery of slack feedback {button['value']}:U0BOB:down"
    await slack_http.mock.wait_for(lambda: [r for r in caplog.records if r.getMessage() == dropped])
    redis = slack_http.runtime.redis
    entries: list[dict] = []
    for _ in range(100):
        entries = await all_feedback(redis)
        if any(e["reply_id"] == button["value"] for e in entries):
            break
        await asyncio.sleep(0.05)
    assert {
        "reply_id": button["value"],
        "user": "U0BOB",
        "value": "down",
        "platform": "slack",
    }.items() <= next(e for e in entries if e["reply_id"] == button["value"]).items()
    assert len([e for e in entries if e["reply_id"] == button["value"]]) == 1


async def test_app_home_publishes_a_how_to(slack_http: SlackApp) -> None:
    event = {
        "type": "app_home_opened",
        "user": "U0CAROL",
        "channel": "D0CAROL",
        "tab": "home",
        "event_ts": new_ts(),
    }
    assert (await slack_http.post(event_callback(event)))[0] == 200
    [call] = await slack_http.mock.wait_for(
        lambda: [c for c in slack_http.mock.calls_to("views.publish") if c.args["user_id"] == "U0CAROL"]
    )
    assert call.result["ok"] and "/contracts" in json.dumps(call.args["view"])


async def test_other_event_types_are_acknowledged(slack_http: SlackApp) -> None:
    event = {
        "type": "reaction_added",
        "user": "U0ALICE",
        "reaction": "eyes",
        "event_ts": new_ts(),
        "item": {"type": "message", "channel": CH, "ts": new_ts()},
    }
    assert (await slack_http.post(event_callback(event)))[0] == 200


def test_manifest_has_exactly_the_scopes_and_events_the_code_uses() -> None:
    manifest = yaml.safe_load((Path(__file__).parents[2] / "deploy" / "slack" / "manifest.yml").read_text())
    assert set(manifest["oauth_config"]["scopes"]["bot"]) == {
        "app_mentions:read",
        "channels:history",
        "groups:history",
        "im:history",
        "mpim:history",
        "chat:write",
        "commands",
        "files:read",
        "channels:read",
        "groups:read",
    }
    assert set(manifest["settings"]["event_subscriptions"]["bot_events"]) == {
        "app_home_opened",
        "app_mention",
        "message.channels",
        "message.groups",
        "message.im",
        "message.mpim",
    }
    assert [c["command"] for c in manifest["features"]["slash_commands"]] == ["/contracts"]
    assert manifest["settings"]["interactivity"]["is_enabled"] is True


async def test_url_verification_challenge_is_answered(slack_http: SlackApp) -> None:
    status, body, _ = await slack_http.post(
        {"token": "legacy", "challenge": "c-123", "type": "url_verification"}
    )
    assert status == 200 and "c-123" in body


FIXTURES = Path(__file__).parent / "fixtures"


async def test_escaped_text_and_markup_reach_the_agent_as_plain_text(slack_http: SlackApp) -> None:
    """A mention shaped as Slack sends it (fixtures/slack_app_mention_escaped.json, source noted there)."""
    ts = new_ts()
    raw = (FIXTURES / "slack_app_mention_escaped.json").read_text()
    for name, value in {
        "TEAM": TEAM,
        "BOT_USER": BOT_USER,
        "TS": ts,
        "EVENT_ID": "Ev" + ts.replace(".", ""),
    }.items():
        raw = raw.replace("{" + name + "}", value)
    payload = json.loads(raw)
    service = slack_http.runtime.service
    real, asked = service.answerer, []

    async def recording(question: str, thread_id: str, scope: object) -> object:
        asked.append(question)
        return await real(question, thread_id, scope)  # type: ignore[arg-type]

    service.answerer = recording  # type: ignore[assignment]
    try:
        assert (await slack_http.post(payload))[0] == 200
        [answer] = await wait_answer(slack_http.mock, CH, ts)
    finally:
        service.answerer = real
    assert asked == [
        "@here how many contracts with Initech Slackline Services LLC & its affiliates are worth > $100,000? "
        "cc @bob in #legal, see the deal page"
    ]
    # the answer names the party with its '&'-free name and the value filter it understood
    assert "$100,000" in blocks_text(answer)
    assert "<!here>" not in answer["text"] and "<@" not in answer["text"]


@pytest.mark.parametrize(
    ("case", "status"),
    [("unsigned_garbage", 401), ("bad_timestamp_header", 401), ("signed_garbage", 400), ("not_utf8", 401)],
)
async def test_malformed_requests_get_a_clear_status_not_a_traceback(
    slack_http: SlackApp, caplog: pytest.LogCaptureFixture, case: str, status: int
) -> None:
    from tests.e2e.mock_slack import SIGNING_SECRET, signed_headers

    garbage = '{"type": "event_callback", "event": '
    if case == "unsigned_garbage":
        data, headers = garbage.encode(), {"Content-Type": "application/json"}
    elif case == "bad_timestamp_header":
        data, headers = (
            garbage.encode(),
            {**signed_headers(garbage, SIGNING_SECRET), "X-Slack-Request-Timestamp": "abc"},
        )
    elif case == "signed_garbage":
        data, headers = garbage.encode(), signed_headers(garbage, SIGNING_SECRET)
    else:
        data, headers = b"\xff\xfe{}", {"Content-Type": "application/json"}
    async with slack_http.session.post(slack_http.url, data=data, headers=headers) as r:
        assert r.status == status, await r.text()
        assert "Traceback" not in await r.text()
    assert not [rec for rec in caplog.records if rec.levelno >= logging.ERROR]
    await answered_barrier(slack_http)  # the app still answers the next real event


async def test_a_transient_server_error_on_the_answer_is_retried(slack_http: SlackApp) -> None:
    slack_http.mock.fail("chat.update", times=1, status=503)
    event, _, _ = await mention(slack_http, "Which contracts are governed by Delaware law?")
    [answer] = await wait_answer(slack_http.mock, CH, event["ts"])
    assert "Acme Widget Supply Agreement" in blocks_text(answer)
    failed = [c for c in slack_http.mock.calls_to("chat.update") if c.result.get("error") == "http_503"]
    assert len(failed) == 1 and failed[0].args["ts"] == answer["ts"]


async def test_an_answer_that_cannot_replace_the_placeholder_is_posted_anew(slack_http: SlackApp) -> None:
    slack_http.mock.fail("chat.update", times=50, status=500)
    event, _, _ = await mention(slack_http, "Which contracts are governed by Delaware law?")

    def posted_answer() -> list[dict]:
        return [
            c.args
            for c in slack_http.mock.calls_to("chat.postMessage")
            if c.args.get("thread_ts") == event["ts"] and "Acme" in str(c.args.get("text"))
        ]

    [post] = await slack_http.mock.wait_for(posted_answer, 60)
    assert "⏳" not in post["text"] and not post.get("blocks")
    slack_http.mock.fail("chat.update", times=0)


async def test_an_ambiguous_contract_is_asked_back_and_a_click_answers_in_the_thread(
    slack_http: SlackApp,
) -> None:
    event, _, _ = await mention(slack_http, "Tell me about the Initech agreement")
    [answer] = await wait_answer(slack_http.mock, CH, event["ts"])
    assert "Which one do you mean?" in answer["blocks"][0]["text"]["text"]
    choose = next(b for b in answer["blocks"] if b.get("block_id") == "choose")
    assert {e["value"] for e in choose["elements"]} == set(SEEDED)
    button = next(e for e in choose["elements"] if e["value"] == "slack-e2e-globex-license")
    payload = {
        "type": "block_actions",
        "team": {"id": TEAM},
        "user": {"id": "U0BOB", "team_id": TEAM},
        "api_app_id": "A0TEST",
        "container": {
            "type": "message",
            "channel_id": CH,
            "message_ts": answer["ts"],
            "thread_ts": event["ts"],
        },
        "channel": {"id": CH},
        "trigger_id": "1.2.3",
        "actions": [{**button, "block_id": "choose", "action_ts": new_ts()}],
    }
    assert (await slack_http.post(urlencode({"payload": json.dumps(payload)}), form=True))[0] == 200
    _, chosen = await wait_answer(slack_http.mock, CH, event["ts"], n=2)
    text = blocks_text(chosen)
    assert "Globex Software License Agreement" in text and "Acme Widget" not in text
    assert "Read as: the contract `slack-e2e-globex-license`" in text
