"""The one clock: everything that says "active", "expired" or "today" asks a `Today`."""

from __future__ import annotations

from collections.abc import Callable
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


def today_in(zone: str | None) -> Today:
    """The `Today` of a time zone (the server's when None): "next month" starts there."""
    if not zone:
        return today
    tz = zone_of(zone)
    return lambda: datetime.now(tz).date()
