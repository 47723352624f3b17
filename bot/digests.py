"""Deadline digests: a Slack channel or a Teams chat says "alerts on", and once a day (at
CLAUSEBOT_ALERTS__DIGEST_HOUR in the workspace's time zone) it gets the expiries, automatic renewals
and notice-of-non-renewal deadlines (`graph_ingest.alerts`) coming up within its window, of the
contracts that channel may see: one card per contract, grouped by week, each with its quote.

Everything is kept in Redis, so it survives restarts and is shared by replicas: the subscriptions
(`SUBS`), when each is next due (`DUE`), and per subscription the deadlines already posted (`SENT` +
id: a zset scored by the deadline's day, pruned once the day has passed). Each run takes the
subscription's lock (`LOCK` + id), so one replica builds a digest; each deadline is claimed (ZADD NX)
before its message is posted and released if the post fails, so nothing is posted twice (a restart
mid-run loses at most the message being sent, never repeats one), and a day without new deadlines
posts nothing. The sweep every server runs (`bot.tenant_schedule.sweep_forever`) calls `run_due`.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
import uuid
from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta
from datetime import time as day_time
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pydantic import BaseModel, Field
from redis.exceptions import RedisError, WatchError

from bot.deliveries import scan_glob
from bot.types import Reply, Turn
from core import clock
from core.settings import Settings
from graph_ingest.alerts import Alert, by_week, parse_within, upcoming, with_quotes
from graph_ingest.scope import ReaderScope

if TYPE_CHECKING:
    from bot.runtime import Runtime

log = logging.getLogger(__name__)

PREFIX = "clausebot:alerts:"
SUBS = PREFIX + "subs"  # hash: subscription id -> Subscription
DUE = PREFIX + "due"  # zset: subscription id -> when its next digest is due (unix s)
SENT = PREFIX + "sent:"  # + subscription id: zset of the deadlines posted, scored by their day
LOCK = PREFIX + "lock:"  # + subscription id: the replica building its digest now
LOCK_S = 600
MAX_WITHIN_DAYS = 3660  # the longest window a channel may ask for (CLAUSEBOT_ALERTS__WITHIN_DAYS' bound)
RETRY_S = 3600.0  # a digest that failed for an unexpected reason is tried again this much later

_COMMAND = re.compile(
    r"^\s*(?:turn\s+(?P<pre>on|off)\s+)?(?:deadline\s+|renewal\s+)?alerts?\s*:?\s*(?:(?P<verb>on|off|status)\b)?"
    r"\s*(?:(?:for|within)\s+)?(?:the\s+)?(?:next\s+)?(?P<within>\d{1,4}\s*[a-z]*|[a-z]+)?\s*[.!]?\s*$",
    re.IGNORECASE,
)


class AlertsCommand(BaseModel):
    verb: Literal["on", "off", "status"]
    within_days: int | None = None
    bad_within: str | None = Field(None, description="a window that could not be read ('for ages')")


def parse_command(text: str) -> AlertsCommand | None:
    """'alerts on', 'alerts on 30d', 'turn off alerts', 'alerts' (its status); None for anything else."""
    m = _COMMAND.match(text)
    if not m or (m.group("pre") and m.group("verb")):
        return None
    verb = (m.group("pre") or m.group("verb") or "status").lower()
    within = m.group("within")
    if within and verb != "on" and not within[0].isdigit():
        return None  # "alerts status" is the verb; "alerts off termination" no command
    days = parse_within(within) if within else None
    if days is not None and not 1 <= days <= MAX_WITHIN_DAYS:
        days = None  # "alerts on 0d", "alerts on 9999m"
    bad = within.strip() if within and days is None else None
    return AlertsCommand(verb=verb, within_days=days, bad_within=bad)  # type: ignore[arg-type]


class Subscription(BaseModel):
    """One channel (or chat) that gets digests, and who it is: its scope is what it may see."""

    platform: Literal["slack", "teams"]
    tenant: str = Field(description="'slack:T…', 'teams:<tenant id>'")
    channel: str
    workspace_wide: bool = Field(
        True,
        description="sees the workspace's contracts; False in a channel shared with another organisation",
    )
    within_days: int
    post_to: dict[str, Any] = Field(description="where the adapter posts (Slack: channel; Teams: reference)")
    by: str = Field(description="who turned the alerts on")
    at: float
    last_run: float | None = None
    last_posted: int = 0
    last_error: str | None = None

    @property
    def id(self) -> str:
        return subscription_id(self.tenant, self.channel)

    def scope(self) -> ReaderScope:
        """What the channel may see. The demo corpus is never in a digest: it is not the team's."""
        return ReaderScope(tenant=self.tenant, channel=self.channel, workspace_wide=self.workspace_wide)


def subscription_id(tenant: str, channel: str) -> str:
    return f"{tenant}|{channel}"


class DigestContract(BaseModel):
    file_id: str
    title: str
    alerts: list[Alert]


class DigestWeek(BaseModel):
    week: date = Field(description="its Monday")
    contracts: list[DigestContract]


class Digest(BaseModel):
    """What one digest message shows; the adapters render it (Block Kit, Adaptive Card)."""

    today: date
    within_days: int
    weeks: list[DigestWeek]
    part: int = 1
    parts: int = 1

    @property
    def deadlines(self) -> int:
        return sum(len(c.alerts) for w in self.weeks for c in w.contracts)

    @property
    def contracts(self) -> int:
        return len({c.file_id for w in self.weeks for c in w.contracts})

    def summary(self) -> str:
        """One line: the heading, the notification text."""
        part = f" (part {self.part} of {self.parts})" if self.parts > 1 else ""
        n, c = self.deadlines, self.contracts
        return (
            f"Contract deadlines in the next {self.within_days} days{part}: "
            f"{n} deadline{'s' * (n != 1)} in {c} contract{'s' * (c != 1)}"
        )


def digests_of(alerts: Sequence[Alert], today: date, within_days: int, per_message: int) -> list[Digest]:
    """The alerts as digest messages of at most `per_message` contract cards each: by week, one card
    per contract and week, its deadlines in date order."""
    cards: list[tuple[date, DigestContract]] = []
    for week, items in by_week(list(alerts)).items():
        by_contract: dict[str, DigestContract] = {}
        for a in items:
            card = by_contract.setdefault(
                a.file_id, DigestContract(file_id=a.file_id, title=a.title, alerts=[])
            )
            card.alerts.append(a)
        cards += [(week, c) for c in by_contract.values()]
    pages = [cards[i : i + per_message] for i in range(0, len(cards), per_message)]
    digests = []
    for n, page in enumerate(pages, 1):
        weeks: dict[date, list[DigestContract]] = {}
        for week, card in page:
            weeks.setdefault(week, []).append(card)
        digests.append(
            Digest(
                today=today,
                within_days=within_days,
                weeks=[DigestWeek(week=w, contracts=c) for w, c in weeks.items()],
                part=n,
                parts=len(pages),
            )
        )
    return digests


class DigestPoster(Protocol):
    """How a platform posts a digest to a channel (registered per platform by its adapter)."""

    async def shared(self, post_to: dict[str, Any]) -> bool:
        """Whether the channel is shared with another organisation now (then only its contracts)."""
        ...

    async def post_digest(self, post_to: dict[str, Any], digest: Digest) -> None: ...


# --- subscribing ----------------------------------------------------------------------------------


async def subscription(redis: Any, sub_id: str) -> Subscription | None:
    raw = await redis.hget(SUBS, sub_id)
    return Subscription.model_validate_json(raw) if raw else None


async def subscriptions(redis: Any, tenant: str | None = None) -> list[Subscription]:
    """Every subscription (of `tenant`); a record that no longer reads is logged and left out."""
    subs = []
    for key, raw in (await redis.hgetall(SUBS)).items():
        try:
            subs.append(Subscription.model_validate_json(raw))
        except ValueError:
            log.warning("an unreadable deadline-alert subscription was skipped (%.80s)", key)
    return [s for s in subs if tenant is None or s.tenant == tenant]


async def subscribe(redis: Any, sub: Subscription, now: float) -> bool:
    """Turn the channel's digest on (again: its window and where to post are updated, what was posted
    stays posted); due at the next sweep. True when it was off."""
    old = await subscription(redis, sub.id)
    if old is not None:
        sub = sub.model_copy(update={k: getattr(old, k) for k in ("last_run", "last_posted", "last_error")})
    await redis.hset(SUBS, sub.id, sub.model_dump_json())
    await redis.zadd(DUE, {sub.id: now})
    return old is None


async def unsubscribe(redis: Any, sub_id: str) -> bool:
    """Turn it off and forget what it was sent; True when it was on."""
    removed = bool(await redis.hdel(SUBS, sub_id))
    await redis.zrem(DUE, sub_id)
    await redis.delete(SENT + sub_id)
    return removed


async def forget_tenant(redis: Any, tenant: str) -> int:
    """Every subscription of the tenant, with what it was sent (the tenant's data is deleted)."""
    subs = await subscriptions(redis, tenant)
    for sub in subs:
        await unsubscribe(redis, sub.id)
    mine = subscription_id(tenant, "")
    async for key in redis.scan_iter(match=scan_glob(SENT + mine) + "*"):  # a run that ended after the off
        await redis.delete(key)
    for raw in await redis.hkeys(SUBS):  # records that no longer read, named by the tenant
        if raw.decode().startswith(mine):
            await redis.hdel(SUBS, raw)
            await redis.zrem(DUE, raw)
    return len(subs)


def _zone(settings: Settings, tenant: str) -> str | None:
    return settings.tenant_time_zones.get(tenant) or settings.time_zone


def next_run(settings: Settings, tenant: str, after: float) -> float:
    """The next DIGEST_HOUR o'clock after `after`, in the tenant's time zone (the server's if none)."""
    zone = _zone(settings, tenant)
    tz = clock.zone_of(zone) if zone else datetime.now(UTC).astimezone().tzinfo
    now = datetime.fromtimestamp(after, tz)
    at = datetime.combine(now.date(), day_time(settings.alerts.digest_hour), tzinfo=tz)
    if at <= now:
        at = datetime.combine(
            now.date() + timedelta(days=1), day_time(settings.alerts.digest_hour), tzinfo=tz
        )
    return at.timestamp()


def _hour_text(settings: Settings, tenant: str) -> str:
    return f"{settings.alerts.digest_hour:02d}:00 {_zone(settings, tenant) or 'server time'}"


async def handle_command(
    settings: Settings, redis: Any, turn: Turn, tenant: str, command: AlertsCommand, now: float | None = None
) -> Reply:
    """Answer "alerts on|off|status" in a channel."""
    now = time.time() if now is None else now
    if turn.post_to is None or turn.platform not in ("slack", "teams"):
        return Reply(
            text="Deadline alerts are posted to Slack channels and Teams chats: say “alerts on” there. "
            "Here, ask “what renews in the next 90 days?”, or run `clausebot alerts --within 90d`."
        )
    if redis is None or not settings.alerts.enabled:
        return Reply(
            text="Deadline alerts are not enabled on this deployment.", error_code="alerts_unavailable"
        )
    if command.bad_within:
        return Reply(
            text=f"I could not read “{command.bad_within}” as a window: say it as 30d, 12w or 3m, "
            "e.g. “alerts on 60d”.",
            error_code="bad_command",
        )
    sub_id = subscription_id(tenant, turn.channel)
    try:
        if command.verb == "status":
            return Reply(text=_status(settings, await subscription(redis, sub_id)))
        if turn.external_user:
            return Reply(
                text="Only members of the workspace that installed ClauseBot can turn this channel's "
                "deadline alerts on or off.",
                refused="external user",
            )
        if command.verb == "off":
            was_on = await unsubscribe(redis, sub_id)
            return Reply(
                text="Deadline alerts are off for this channel."
                if was_on
                else "Deadline alerts were not on for this channel; nothing changed."
            )
        sub = Subscription(
            platform=turn.platform,  # type: ignore[arg-type]
            tenant=tenant,
            channel=turn.channel,
            workspace_wide=not turn.shared_channel,
            within_days=command.within_days or settings.alerts.within_days,
            post_to=turn.post_to,
            by=turn.user,
            at=now,
        )
        fresh = await subscribe(redis, sub, now)
    except RedisError:
        return Reply(
            text="Deadline alerts cannot be changed right now; please try again in a minute.",
            error_code="alerts_unavailable",
        )
    seen = "the contracts of this channel" if turn.shared_channel else "the contracts this channel can see"
    return Reply(
        text=f"Deadline alerts are {'on' if fresh else 'still on'} for this channel: every day at "
        f"{_hour_text(settings, tenant)} I post the expiries, automatic renewals and notice deadlines of "
        f"the next {sub.within_days} days for {seen}, each deadline once. The first digest follows in a "
        "few minutes if one is coming up; days without new deadlines post nothing. "
        "Say “alerts off” to stop them."
    )


def _status(settings: Settings, sub: Subscription | None) -> str:
    if sub is None:
        return "Deadline alerts are off for this channel. Say “alerts on” (or “alerts on 30d”) to get a daily digest."
    text = (
        f"Deadline alerts are on for this channel: deadlines of the next {sub.within_days} days, every day "
        f"at {_hour_text(settings, sub.tenant)}."
    )
    if sub.last_run is not None:
        when = datetime.fromtimestamp(sub.last_run, UTC).strftime("%Y-%m-%d %H:%M UTC")
        text += f" Last checked {when}: {sub.last_posted} new deadline{'s' * (sub.last_posted != 1)} posted."
    if sub.last_error:
        text += f" The last digest could not be posted: {sub.last_error}"
    return text


# --- posting --------------------------------------------------------------------------------------


def sent_member(alert: Alert) -> str:
    return f"{alert.file_id}|{alert.kind}|{alert.on.isoformat()}"


class PostFailed(Exception):
    """The platform refused the digest; said in the status. `permanent`: it will refuse again (a
    channel the bot left, an archived one, a revoked token) until someone acts; else (a rate limit,
    a 5xx) it is tried again within the hour."""

    def __init__(self, message: str, permanent: bool) -> None:
        super().__init__(message)
        self.permanent = permanent


async def run_due(runtime: Runtime, now: float | None = None) -> dict[str, int]:
    """Post the digests that are due: subscription id -> deadlines posted. Safe in every replica."""
    redis, settings = runtime.redis, runtime.settings
    if redis is None or not settings.alerts.enabled:
        return {}
    now = time.time() if now is None else now
    done: dict[str, int] = {}
    for raw in await redis.zrangebyscore(DUE, "-inf", now):
        sub_id = raw.decode()
        token = uuid.uuid4().hex
        if not await redis.set(LOCK + sub_id, token, nx=True, ex=LOCK_S):
            continue  # another replica is on it
        try:
            due = await redis.zscore(DUE, sub_id)
            try:
                sub = await subscription(redis, sub_id)
            except ValueError:
                log.warning("an unreadable deadline-alert subscription is not run (%.80s)", sub_id)
                await redis.zadd(DUE, {sub_id: now + RETRY_S}, xx=True)
                continue
            if due is None or due > now or sub is None:
                continue  # done by another replica meanwhile, or turned off
            if sub.platform not in runtime.posters:
                continue  # this process does not serve the platform; one that does will post it
            done[sub_id] = await _run_one(runtime, sub, now)
        finally:
            await redis.eval(_RELEASE_LUA, 1, LOCK + sub_id, token)
    return done


async def _run_one(runtime: Runtime, sub: Subscription, now: float) -> int:
    redis, settings = runtime.redis, runtime.settings
    posted, error, again = 0, None, next_run(settings, sub.tenant, now)
    try:
        posted = await _post_new(runtime, sub)
    except PostFailed as e:
        error = str(e)
        if not e.permanent:  # a rate limit, a 5xx after the client's retries: within the hour
            again = min(again, now + RETRY_S)
    except Exception as e:  # the graph or Redis away, a bad record: tried again later, quietly
        log.warning("deadline digest of %s not posted: %s", sub.id, type(e).__name__)
        error, again = "it will be tried again within the hour.", now + RETRY_S
    # only the run's own fields, and only if the channel did not turn alerts off meanwhile (a
    # changed window or an "alerts on" during the run stays as it was said)
    await _finish(redis, sub.id, {"last_run": now, "last_posted": posted, "last_error": error}, again)
    log.info("deadline digest of %s: %d new deadlines posted", sub.id, posted)
    return posted


async def _finish(redis: Any, sub_id: str, outcome: dict[str, Any], again: float) -> None:
    """Record a run on the subscription as it is now (WATCH/MULTI): nothing if it was turned off."""
    async with redis.pipeline(transaction=True) as pipe:
        while True:
            try:
                await pipe.watch(SUBS)
                raw = await pipe.hget(SUBS, sub_id)
                if raw is None:
                    await pipe.unwatch()
                    return
                current = Subscription.model_validate_json(raw).model_copy(update=outcome)
                pipe.multi()
                pipe.hset(SUBS, sub_id, current.model_dump_json())
                pipe.zadd(DUE, {sub_id: again}, xx=True)
                await pipe.execute()
                return
            except WatchError:
                continue  # changed meanwhile ("alerts on 30d"): read it again


_RELEASE_LUA = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


async def _post_new(runtime: Runtime, sub: Subscription) -> int:
    redis, settings = runtime.redis, runtime.settings
    with clock.tenant_day(sub.tenant):
        today = clock.today_in(settings.time_zone, settings.tenant_time_zones)()
    poster = runtime.posters[sub.platform]
    scope = sub.scope()
    if sub.workspace_wide and await poster.shared(sub.post_to):  # shared since it subscribed
        scope = scope.model_copy(update={"workspace_wide": False})
    found = await asyncio.to_thread(upcoming, runtime.store, scope, today, sub.within_days, None, False)
    sent = SENT + sub.id
    await redis.zremrangebyscore(sent, "-inf", today.toordinal() - 1)
    fresh = [a for a in found if await redis.zscore(sent, sent_member(a)) is None]
    fresh = await asyncio.to_thread(with_quotes, runtime.store, scope, fresh)
    posted = 0
    for digest in digests_of(fresh, today, sub.within_days, settings.alerts.contracts_per_message):
        alerts = [a for w in digest.weeks for c in w.contracts for a in c.alerts]
        if not await redis.hexists(SUBS, sub.id):
            break  # turned off during the run
        async with redis.pipeline(transaction=True) as pipe:  # the page's claims at once (MULTI)
            for a in alerts:
                pipe.zadd(sent, {sent_member(a): a.on.toordinal()}, nx=True)
            pipe.expire(sent, (sub.within_days + 2) * 86400)  # what was sent is kept while it can recur
            added = await pipe.execute()
        claimed = [a for a, new in zip(alerts, added, strict=False) if new]
        if len(claimed) < len(alerts):  # another run posted some meanwhile: post only the rest
            keep = {sent_member(a) for a in claimed}
            digest = _only(digest, keep)
            if not claimed:
                continue
        try:
            await poster.post_digest(sub.post_to, digest)
        except Exception as e:
            await redis.zrem(sent, *(sent_member(a) for a in claimed))
            raise _refusal(e) from e
        posted += len(claimed)
    return posted


def _only(digest: Digest, members: set[str]) -> Digest:
    weeks = []
    for w in digest.weeks:
        cards = [
            c.model_copy(update={"alerts": [a for a in c.alerts if sent_member(a) in members]})
            for c in w.contracts
        ]
        if cards := [c for c in cards if c.alerts]:
            weeks.append(w.model_copy(update={"contracts": cards}))
    return digest.model_copy(update={"weeks": weeks})


PERMANENT_SLACK = {
    "not_in_channel",
    "channel_not_found",
    "is_archived",
    "invalid_auth",
    "account_inactive",
    "token_revoked",
    "missing_scope",
    "restricted_action",
}


def _refusal(e: Exception) -> PostFailed:
    """Why the platform refused, in one sentence (Slack's error code, Teams' status), and whether it will again."""
    response = getattr(e, "response", None)
    code = response.get("error") if hasattr(response, "get") else None
    if code in ("not_in_channel", "channel_not_found"):
        return PostFailed(
            "I am not in this channel any more; invite me back and the next digest is posted.", True
        )
    if code == "is_archived":
        return PostFailed("the channel is archived.", True)
    if code:
        return PostFailed(f"Slack answered {code}; it is tried again.", code in PERMANENT_SLACK)
    status = getattr(e, "status_code", None) or getattr(e, "status", None)
    permanent = status in (401, 403, 404)
    return PostFailed(
        f"the platform refused it ({status or type(e).__name__}); it is tried again.", permanent
    )
