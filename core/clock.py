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


_FISCAL: ContextVar[int] = ContextVar("clausebot_fiscal_start", default=1)


def fiscal_start() -> int:
    """The month the fiscal year starts in where this runs (1: the calendar year), set by `fiscal_year_from`."""
    return _FISCAL.get()


@contextmanager
def fiscal_year_from(month: int) -> Iterator[None]:
    """Within this block, "this FY" and "FY20" are read as a fiscal year starting in `month`."""
    token = _FISCAL.set(month)
    try:
        yield
    finally:
        _FISCAL.reset(token)


def fiscal_year_ending(year: int, month: int, start: int) -> int:
    """The calendar year in which the fiscal year holding `month` of `year` ends (a fiscal year is
    named by it: "FY20"), for a fiscal year starting in month `start`."""
    return year + (1 if start != 1 and month >= start else 0)


FiscalStart = Callable[[str | None], int]
"""The first month (1-12) of a tenant's fiscal year."""


def fiscal_starts(default: int = 1, tenant_starts: Mapping[str, int] | None = None) -> FiscalStart:
    """The `FiscalStart` of the settings: a tenant's own month (`tenant_starts`), else `default`."""
    starts = dict(tenant_starts or {})
    return lambda tenant: starts.get(tenant or "", default)
