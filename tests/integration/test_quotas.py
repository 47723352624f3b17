"""Quotas against the suite's real redis-server: windows, subjects, atomicity, the message."""

from __future__ import annotations

import asyncio
import uuid

import pytest
import redis.asyncio as aioredis

from bot.quotas import QuotaExceeded, Quotas
from core.settings import QuotaSettings

pytestmark = pytest.mark.integration
NOW = 1_800_000_000.0  # a window boundary for every window (60, 3600, 86400 all divide it)


@pytest.fixture
async def client(redis_url: str):  # type: ignore[no-untyped-def]
    c = aioredis.Redis.from_url(redis_url)
    yield c
    await c.aclose()


def tenant() -> str:
    return f"slack:T{uuid.uuid4().hex[:8]}"


async def test_a_user_limit_refuses_with_the_wait_and_takes_nothing(client: aioredis.Redis) -> None:
    quotas = Quotas(client, QuotaSettings(questions_per_minute_user=2, questions_per_minute_workspace=0))
    t = tenant()
    await quotas.take("questions", t, "U1", now=NOW)
    await quotas.take("questions", t, "U1", now=NOW + 1)
    with pytest.raises(QuotaExceeded) as refused:
        await quotas.take("questions", t, "U1", now=NOW + 15)
    assert str(refused.value) == (
        "You have reached the limit of 2 questions a minute. Please try again in 45 seconds."
    )
    await quotas.take("questions", t, "U2", now=NOW + 15)  # another user has a quota of their own
    await quotas.take("questions", t, "U1", now=NOW + 60)  # the next minute
    other = tenant()
    await quotas.take("questions", other, "U1", now=NOW + 15)  # the same user id in another workspace


async def test_the_workspace_limit_counts_every_user(client: aioredis.Redis) -> None:
    quotas = Quotas(client, QuotaSettings(uploads_per_hour_user=0, uploads_per_hour_workspace=3))
    t = tenant()
    for user in ("U1", "U2", "U3"):
        await quotas.take("uploads", t, user, now=NOW)
    with pytest.raises(QuotaExceeded) as refused:
        await quotas.take("uploads", t, "U4", now=NOW + 600)
    assert str(refused.value).startswith("This workspace has reached the limit of 3 uploads an hour.")
    assert "50 minutes" in str(refused.value) and "Nothing was stored." in str(refused.value)


async def test_bytes_a_day_refuse_the_file_that_would_pass_the_limit(client: aioredis.Redis) -> None:
    quotas = Quotas(client, QuotaSettings(upload_mb_per_day_workspace=1))
    t = tenant()
    await quotas.take("upload_bytes", t, "U1", 700_000, now=NOW)
    with pytest.raises(QuotaExceeded) as refused:
        await quotas.take("upload_bytes", t, "U1", 400_000, now=NOW)
    assert "limit of 1.0 MB of uploads a day" in str(refused.value)
    await quotas.take("upload_bytes", t, "U1", 300_000, now=NOW)  # the refused file took nothing


async def test_two_replicas_never_both_take_the_last_unit(client: aioredis.Redis) -> None:
    settings = QuotaSettings(questions_per_minute_user=5)
    replicas = [Quotas(client, settings) for _ in range(4)]
    t = tenant()

    async def ask(q: Quotas) -> bool:
        try:
            await q.take("questions", t, "U1", now=NOW)
            return True
        except QuotaExceeded:
            return False

    results = await asyncio.gather(*(ask(replicas[i % 4]) for i in range(20)))
    assert sum(results) == 5


async def test_redis_away_lets_the_request_through() -> None:
    gone = aioredis.Redis(host="127.0.0.1", port=1, socket_connect_timeout=0.5)
    quotas = Quotas(gone, QuotaSettings(questions_per_minute_user=1))
    await quotas.take("questions", tenant(), "U1")
    await quotas.take("questions", tenant(), "U1")
    await gone.aclose()
