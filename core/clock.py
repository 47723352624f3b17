"""The one clock: everything that says "active", "expired" or "today" asks a `Today`."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

Today = Callable[[], date]
"""A function returning today's date; injected so tests and benchmarks can fix the day."""


def today() -> date:
    """The system clock's date (the default `Today`)."""
    return date.today()


def zone_of(name: str) -> ZoneInfo:
    """The IANA zone `name` ("Europe/Berlin"); ValueError for an unknown one."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as e:
        raise ValueError(f"unknown time zone {name!r}: use an IANA name such as Europe/Berlin or UTC") from e


_TENANT: ContextVar[str | None] = ContextVar("clausebot_tenant", default=None)


@contextmanager
def tenant_day(tenant: str | None) -> Iterator[None]:
    """Within this block (and the tasks and threads it starts), `today` is the day of `tenant`."""
    token = _TENANT.set(tenant)
    try:
        yield
    finally:
        _TENANT.reset(token)


def today_in(zone: str | None, tenant_zones: Mapping[str, str] | None = None) -> Today:
    """The `Today` of a time zone (the server's when None), or of the tenant a request is for
    (`tenant_zones`: tenant -> IANA zone, set by `tenant_day`): "next month" starts there."""
    zones = {t: zone_of(z) for t, z in (tenant_zones or {}).items()}
    default = zone_of(zone) if zone else None
    if not zones and default is None:
        return today

    def now() -> date:
        tz = zones.get(_TENANT.get() or "", default)
        return datetime.now(tz).date() if tz else date.today()

    return now
