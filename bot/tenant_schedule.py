"""When a workspace's data is deleted: scheduled after an uninstall, cancelled by a reinstall, and
performed by the sweep every server runs (`sweep_forever`).

A pending deletion (`schedule_tenant_deletion`) is kept in Redis, so it survives restarts. It is
cancelled by a reinstall (Teams `installationUpdate` `add`), or by the workspace using the app after
it was scheduled: an event whose own time (Slack's event `ts` / `event_time`, Teams' activity
`timestamp`) is later than the deletion's `requested_at`; a delivery of an older event (Slack sends
them concurrently, out of order; Teams' arrive late) cancels nothing. A Teams `remove` schedules
nothing (`removed_from`): the app cannot know every team it is installed in, so the tenant is
deleted by its operators (`clausebot tenant delete`). `run_due_deletions` performs what is due: a
per-tenant lock lets one replica do it; one that fails for an unexpected reason is rescheduled
with a backoff, and the other tenants' deletions go on.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from neo4j.exceptions import Neo4jError
from redis.exceptions import RedisError

from bot import digests, retention, tenant_data
from bot.tenant_data import (
    DAY_S,
    INSTALLS,
    PENDING,
    PENDING_INFO,
    REMOVED,
    DeletionReport,
    PendingDeletion,
    TenantBusyError,
    pending_deletion,
    when,
)
from core.settings import Settings
from graph_ingest.errors import GraphUnavailableError
from graph_ingest.store import GraphStore

if TYPE_CHECKING:
    from bot.runtime import Runtime

log = logging.getLogger(__name__)

UNINSTALL_EVENTS = ("app_uninstalled", "tokens_revoked")
BACKOFF_S = 60.0  # after a deletion's first unexpected failure; doubled after each one
BACKOFF_MAX_S = 6 * 3600.0
TRANSIENT = (RedisError, OSError, GraphUnavailableError, Neo4jError)  # resumed at the next sweep


# --- scheduling -----------------------------------------------------------------------------------


async def schedule_tenant_deletion(
    redis: Any, tenant: str, grace_s: float, reason: str = "", now: float | None = None
) -> PendingDeletion:
    """Delete the tenant's data `grace_s` from now (0: at the next sweep). Kept in Redis; a deletion
    already pending keeps the earlier of the two times."""
    now = time.time() if now is None else now
    await redis.zadd(PENDING, {tenant: now + max(grace_s, 0.0)}, lt=True)
    due = float(await redis.zscore(PENDING, tenant))
    current = await pending_deletion(redis, tenant)
    if current is None or current.due != due:
        current = PendingDeletion(tenant=tenant, due=due, requested_at=now, reason=reason)
        await redis.hset(PENDING_INFO, tenant, current.model_dump_json())
    log.info("deletion of the data of workspace %s scheduled for %s (%s)", tenant, when(due), reason)
    return current


async def cancel_tenant_deletion(redis: Any, tenant: str, reason: str = "") -> bool:
    """Cancel the tenant's pending deletion (a reinstall); True when one was pending. A deletion
    already under way is not stopped."""
    cancelled = bool(await redis.zrem(PENDING, tenant))
    await redis.hdel(PENDING_INFO, tenant)
    if cancelled:
        log.info("deletion of the data of workspace %s cancelled (%s)", tenant, reason)
    return cancelled


async def pending_deletions(redis: Any) -> list[PendingDeletion]:
    out = []
    for raw, score in await redis.zrange(PENDING, 0, -1, withscores=True):
        tenant = raw.decode()
        out.append(
            await pending_deletion(redis, tenant)
            or PendingDeletion(tenant=tenant, due=score, requested_at=score)
        )
    return out


async def _back_off(redis: Any, tenant: str, now: float) -> None:
    """Try a deletion that failed unexpectedly again later, each failure waiting twice as long."""
    try:
        score = await redis.zscore(PENDING, tenant)
        if score is None:
            return  # cancelled meanwhile
        info = await pending_deletion(redis, tenant) or PendingDeletion(
            tenant=tenant, due=float(score), requested_at=float(score)
        )
        failures = info.failures + 1
        due = now + min(BACKOFF_S * 2 ** (failures - 1), BACKOFF_MAX_S)
        if await redis.zadd(PENDING, {tenant: due}, xx=True, ch=True):
            info = info.model_copy(update={"due": due, "failures": failures})
            await redis.hset(PENDING_INFO, tenant, info.model_dump_json())
        log.info("deletion of workspace %s tried again from %s (failure %d)", tenant, when(due), failures)
    except TRANSIENT as e:
        log.warning("deletion of workspace %s not rescheduled: %s", tenant, type(e).__name__)


async def _run_one(
    settings: Settings, store: GraphStore, redis: Any, tenant: str, now: float
) -> DeletionReport | None:
    info = await pending_deletion(redis, tenant)
    reason = info.reason if info else "scheduled"
    started = time.time()
    counts = await tenant_data.delete_tenant(settings, store, redis, tenant, reason=reason, due_by=now)
    if counts is None:
        return None
    return DeletionReport(
        tenant=tenant, reason=reason, started_at=started, finished_at=time.time(), counts=counts
    )


async def run_due_deletions(
    settings: Settings, store: GraphStore, redis: Any, now: float | None = None
) -> list[DeletionReport]:
    """Perform the deletions that are due. Safe to run in every replica at once: each tenant is
    deleted by whoever takes its lock; the others skip it. A deletion that cannot run yet (an import
    of the tenant is running, the graph is away) stays pending and is tried at the next run; one
    that fails otherwise (a bad record, a batch that deletes nothing) is logged and tried again
    after a backoff (`BACKOFF_S`, doubling), and the other tenants' deletions go on."""
    now = time.time() if now is None else now
    done = []
    for raw in await redis.zrangebyscore(PENDING, "-inf", now):
        tenant = raw.decode()
        try:
            report = await _run_one(settings, store, redis, tenant, now)
        except TenantBusyError as e:
            log.info("deletion of workspace %s postponed: %s", tenant, e)
            continue
        except TRANSIENT as e:
            log.warning("deletion of workspace %s stopped (%s); tried again at the next sweep", tenant, e)
            continue
        except Exception as e:  # the error's text may quote stored data: only its type is logged
            log.error("deletion of workspace %s failed: %s", tenant, type(e).__name__)
            await _back_off(redis, tenant, now)
            continue
        if report is not None:
            done.append(report)
    return done


# --- installs: what cancels a pending deletion -----------------------------------------------------


async def seen_active(
    redis: Any, tenant: str, install_scope: str | None = None, at: float | None = None
) -> bool:
    """The tenant used the app (a message, a click) at `at` (the event's own time, unix s):
    `install_scope`, the Teams team or chat it came from, is remembered as an installation, and a
    pending deletion requested before `at` is cancelled (the workspace reinstalled the app). An
    event without a time, or from before the request (a late or out-of-order delivery), cancels
    nothing. True when a deletion was cancelled. Never raises: Redis being away costs nothing here."""
    if redis is None:
        return False
    try:
        if install_scope:
            await redis.sadd(INSTALLS + tenant, install_scope)
        if at is None:
            return False
        removed = await redis.hget(REMOVED, tenant)
        if removed is not None and at > float(removed):
            await redis.hdel(REMOVED, tenant)
        pending = await pending_deletion(redis, tenant)
        if pending is None or at <= pending.requested_at:
            return False
        return await cancel_tenant_deletion(redis, tenant, "the workspace used the app again")
    except (RedisError, OSError, ValueError) as e:
        log.warning("pending deletion of %s not checked: %s", tenant, type(e).__name__)
        return False


async def installed(redis: Any, tenant: str, install_scope: str | None, reason: str) -> bool:
    """The app was (re)installed for the tenant: remember where, cancel a pending deletion."""
    if redis is None:
        return False
    if install_scope:
        await redis.sadd(INSTALLS + tenant, install_scope)
    await redis.hdel(REMOVED, tenant)
    return await cancel_tenant_deletion(redis, tenant, reason)


async def removed_from(redis: Any, tenant: str, install_scope: str | None) -> bool:
    """The app was removed from one of the tenant's Teams teams or chats. Nothing is scheduled: the
    installs the app knows of (those that sent it something since it began recording them) may not
    be all, so no remove can tell that the tenant stopped using it. When none it knows of is left,
    the time is recorded (`teams_removals`, shown by `clausebot tenant pending`); True then."""
    if redis is None:
        log.info("no Redis: the removal of the app from a team of %s is not recorded", tenant)
        return False
    if install_scope:
        await redis.srem(INSTALLS + tenant, install_scope)
    if left := await redis.scard(INSTALLS + tenant):
        log.info("app removed from one install of workspace %s; %d known left, data kept", tenant, left)
        return False
    await redis.hset(REMOVED, tenant, repr(time.time()))
    log.info(
        "app removed from the last install of workspace %s it knew of; its data is kept "
        "(`clausebot tenant delete %s` deletes it)",
        tenant,
        tenant,
    )
    return True


async def teams_removals(redis: Any) -> dict[str, float]:
    """Teams tenants the app was removed from everywhere it knew of (tenant -> when), data kept."""
    return {k.decode(): float(v) for k, v in (await redis.hgetall(REMOVED)).items()}


def grace_s(settings: Settings) -> float:
    return settings.data.uninstall_grace_days * DAY_S


# --- the periodic sweep ---------------------------------------------------------------------------


async def sweep_forever(runtime: Runtime) -> None:
    """The periodic task of a running server (`Runtime.start_background`): due deletions, (hourly)
    the retention, and the deadline digests that are due."""
    settings = runtime.settings
    last_retention = float("-inf")
    while True:
        try:
            await run_due_deletions(settings, runtime.store, runtime.redis)
            if time.monotonic() - last_retention >= retention.RETENTION_EVERY_S:
                await retention.apply_retention(settings, runtime.redis)
                last_retention = time.monotonic()
        except asyncio.CancelledError:
            raise
        except Exception as e:  # Redis or the graph away, or a bad record: the next round tries again
            log.warning("tenant data sweep failed: %s: %s", type(e).__name__, str(e)[:200])
        try:
            await digests.run_due(runtime)  # the deadline digests that are due (`bot.digests`)
        except asyncio.CancelledError:
            raise
        except Exception as e:
            log.warning("deadline digests not run: %s", type(e).__name__)
        await asyncio.sleep(settings.data.sweep_interval_s)
