"""The one clock: everything that says "active", "expired" or "today" asks a `Today`."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

Today = Callable[[], date]
"""A function returning today's date; injected so tests and benchmarks can fix the day."""


def today() -> date:
    """The system clock's date (the default `Today`)."""
    return date.today()
