"""Uninstalls through the real adapters: a signed Slack `app_uninstalled` / `tokens_revoked` and Teams
`installationUpdate` activities (tests/e2e/fixtures): Slack's schedule the deletion of the workspace's
data (`bot.tenant_schedule`, a pending record in Redis), which the workspace using the app again (an
event made after it) cancels, and a late delivery of an older one does not; Teams' `remove` schedules
nothing. Nothing is deleted here: the grace period is the default seven days."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import pytest
import pytest_asyncio
from redis.exceptions import ConnectionError as RedisConnectionError

from bot import tenant_data as td
from bot import tenant_schedule as ts
from tests.e2e.mock_slack import BOT_USER, TEAM, event_callback, message_event
from tests.e2e.payloads import payload
from tests.e2e.slack_harness import SlackApp, answered_barrier, wait_answer
from tests.e2e.teams_harness import BOT_ID, TENANT, TeamsHarness, new_id, personal_message

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

SLACK_TENANT = f"slack:{TEAM}"
TEAMS_TENANT = f"teams:{TENANT}"
WEEK_S = 7 * 86400


async def eventually(check: Callable[[], Awaitable[Any]], timeout: float = 10.0) -> Any:
    """The first truthy result of `check`, polled until `timeout` (then its last result)."""
    deadline = time.monotonic() + timeout
    while not (result := await check()) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    return result


@pytest_asyncio.fixture
async def slack(slack_http: SlackApp) -> AsyncIterator[SlackApp]:
    redis = slack_http.runtime.redis
    await ts.cancel_tenant_deletion(redis, SLACK_TENANT)
    yield slack_http
    await ts.cancel_tenant_deletion(redis, SLACK_TENANT)


@pytest_asyncio.fixture
async def teams_app(teams: TeamsHarness) -> AsyncIterator[TeamsHarness]:
    redis = teams.runtime.redis
    await ts.cancel_tenant_deletion(redis, TEAMS_TENANT)
    await redis.delete(td.INSTALLS + TEAMS_TENANT)  # installs the other Teams suites' messages showed
    yield teams
    await ts.cancel_tenant_deletion(redis, TEAMS_TENANT)
    await redis.delete(td.INSTALLS + TEAMS_TENANT)


def slack_event(name: str, **values: str) -> dict[str, Any]:
    return payload(
        name, TEAM_ID=TEAM, API_APP_ID="A0TEST", EVENT_ID="Ev" + uuid.uuid4().hex[:10].upper(), **values
    )


async def test_slack_app_uninstalled_schedules_the_deletion_and_a_mention_cancels_it(slack: SlackApp) -> None:
    redis = slack.runtime.redis
    sent = time.time()
    status, _, _ = await slack.post(slack_event("slack_app_uninstalled.json"))
    assert status == 200
    pending = await eventually(lambda: td.pending_deletion(redis, SLACK_TENANT))
    assert pending is not None and pending.reason == "slack app_uninstalled"
    assert sent + WEEK_S - 5 <= pending.due <= time.time() + WEEK_S
    assert (await td.tenant_counts(slack.runtime.store, redis, SLACK_TENANT)).contracts == 2  # not yet

    # a mention made before the uninstall, delivered after it (concurrent, out of order): kept
    late = message_event(f"<@{BOT_USER}> How many contracts?", ts=f"{int(sent) - 5}.000100")
    status, _, _ = await slack.post(event_callback(late))
    assert status == 200
    await wait_answer(slack.mock, "C0LEGAL", late["ts"])
    assert await td.pending_deletion(redis, SLACK_TENANT) == pending

    await asyncio.sleep(max(0.0, int(pending.requested_at) + 1.01 - time.time()))  # Slack's ts: seconds
    await answered_barrier(slack)  # the workspace uses the app again: it was reinstalled
    assert await td.pending_deletion(redis, SLACK_TENANT) is None


async def test_an_uninstall_redis_failed_to_schedule_is_scheduled_by_slacks_retry(
    slack: SlackApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    redis = slack.runtime.redis
    real = ts.schedule_tenant_deletion
    calls = 0

    async def fails_once(*args: Any, **kw: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise RedisConnectionError("Redis went away")
        return await real(*args, **kw)

    monkeypatch.setattr(ts, "schedule_tenant_deletion", fails_once)
    event = slack_event("slack_app_uninstalled.json")
    status, _, _ = await slack.post(event)
    assert status == 500  # refused: Slack retries it
    assert await td.pending_deletion(redis, SLACK_TENANT) is None
    status, _, _ = await slack.post(event, retry=1)  # the same event id
    assert status == 200
    pending = await eventually(lambda: td.pending_deletion(redis, SLACK_TENANT))
    assert pending is not None and pending.reason == "slack app_uninstalled" and calls == 2
    status, _, _ = await slack.post(event, retry=2)  # a retry after it was scheduled changes nothing
    assert status == 200 and await td.pending_deletion(redis, SLACK_TENANT) == pending


async def test_slack_tokens_revoked_schedules_only_when_the_bots_token_goes(slack: SlackApp) -> None:
    redis = slack.runtime.redis
    users_only = slack_event("slack_tokens_revoked.json", USER_ID="U0ALICE", BOT_USER_ID=BOT_USER)
    users_only["event"]["tokens"]["bot"] = []
    status, _, _ = await slack.post(users_only)
    assert status == 200
    second = time.time()
    bot = slack_event("slack_tokens_revoked.json", USER_ID="U0ALICE", BOT_USER_ID=BOT_USER)
    status, _, _ = await slack.post(bot)
    assert status == 200
    pending = await eventually(lambda: td.pending_deletion(redis, SLACK_TENANT))
    # scheduled by the second event: had the first scheduled it, its earlier time would stand
    assert pending is not None and pending.reason == "slack tokens_revoked" and pending.requested_at >= second


def installation_update(teams: TeamsHarness, action: str, team: str) -> dict[str, Any]:
    return payload(
        "teams_installation_update.json",
        ACTION=action,
        ID=f"f:{new_id()}",
        SERVICE_URL=teams.mock.service_url,
        AAD_OBJECT_ID="aad-admin",
        TENANT_ID=TENANT,
        CHANNEL_ID=f"{team}-general",
        TEAM_ID=team,
        BOT_ID=BOT_ID,
    )


async def test_teams_remove_schedules_nothing_and_a_later_message_cancels_an_operators_deletion(
    teams_app: TeamsHarness,
) -> None:
    redis = teams_app.runtime.redis
    installs = td.INSTALLS + TEAMS_TENANT
    x, y = "19:td-team-x@thread.tacv2", "19:td-team-y@thread.tacv2"

    async def send(action: str, team: str) -> None:
        status, _ = await teams_app.post(installation_update(teams_app, action, team))
        assert status == 201, action

    await send("add", x)
    await send("add", y)
    assert {m.decode() for m in await redis.smembers(installs)} == {x, y}
    await send("remove", x)
    assert not await redis.sismember(installs, x)
    await send("remove-upgrade", y)  # a new version of the app: not an uninstall
    await send("remove", y)  # the last team it knows of, but perhaps not the last one it is in
    assert await td.pending_deletion(redis, TEAMS_TENANT) is None
    assert TEAMS_TENANT in await ts.teams_removals(redis)
    await send("add", x)
    assert TEAMS_TENANT not in await ts.teams_removals(redis)

    scheduled = await ts.schedule_tenant_deletion(redis, TEAMS_TENANT, WEEK_S, "clausebot tenant delete")
    old = personal_message(teams_app.mock.service_url, "How many contracts?")  # its timestamp: 2025
    status, _ = await teams_app.post(old)
    assert status == 201
    await teams_app.bot.drain(timeout=60)
    assert await td.pending_deletion(redis, TEAMS_TENANT) == scheduled  # sent before: a late delivery
    assert await redis.sismember(installs, "a:1personal-chat-alex")  # an install it did not know

    new = personal_message(teams_app.mock.service_url, "How many contracts?")
    new["timestamp"] = datetime.now(UTC).isoformat().replace("+00:00", "Z")
    status, _ = await teams_app.post(new)
    assert status == 201
    await teams_app.bot.drain(timeout=60)
    assert await td.pending_deletion(redis, TEAMS_TENANT) is None  # sent after: in use
