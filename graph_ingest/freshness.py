"""Caches of what a scope reads that is costly over a whole corpus (its party names; how many
contracts clause search decides over; which contracts hold a clause category), and when they go stale.

A cached value is good until this process writes to one of the scope's tenants (`GraphStore` calls
`graph_changed` after every write; a write it cannot place, such as a deletion by file id, counts for
every tenant), and at most `CACHE_S` seconds for what other processes write (a separate
`clausebot worker`, another replica). The bot process also calls `graph_changed` when it is told an
upload of its thread was imported, so that the next question reads it.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from graph_ingest.scope import ReaderScope

CACHE_S = 30.0  # the longest a cached read may miss another process's writes
ANY_TENANT = "*"
_writes: dict[str, int] = {}  # tenant (or ANY_TENANT) -> writes this process made to it

T = TypeVar("T")


def graph_changed(*tenants: str) -> None:
    """This process wrote contracts of `tenants` (none named: of any tenant)."""
    for tenant in tenants or (ANY_TENANT,):
        _writes[tenant] = _writes.get(tenant, 0) + 1


def generation(scope: ReaderScope) -> tuple[int, ...]:
    """Changes whenever this process writes anything the scope can read."""
    return tuple(_writes.get(t, 0) for t in (ANY_TENANT, scope.tenant, *scope.shared_tenants))


class ScopedCache(Generic[T]):
    """Values per (scope, key), each built once at a time and kept while its scope's `generation` is
    unchanged and for at most `cache_s`; the `size` most recently used are kept."""

    def __init__(self, cache_s: float = CACHE_S, size: int = 256) -> None:
        self.cache_s = cache_s
        self.size = size
        self._values: OrderedDict[tuple[str, Hashable], tuple[float, tuple[int, ...], T]] = OrderedDict()
        self._lock = threading.Lock()
        self._building: dict[tuple[str, Hashable], threading.Lock] = {}

    def get(self, scope: ReaderScope, key: Hashable, build: Callable[[], T]) -> T:
        slot = (scope.model_dump_json(), key)
        if (found := self._fresh(slot, scope)) is not None:
            return found[0]
        with self._building_lock(slot):  # the callers waiting meanwhile read what the first one built
            if (found := self._fresh(slot, scope)) is not None:
                return found[0]
            return self._build(slot, scope, build)

    def build_beside(
        self,
        scope: ReaderScope,
        key: Hashable,
        build: Callable[[], T],
        run: Callable[[Callable[[], None]], object],
    ) -> None:
        """Build the value of (scope, key) through `run` (another thread), claimed before this returns:
        a `get` made meanwhile waits for that build rather than making its own. Nothing when it is
        kept, or being built already. A failed build keeps nothing: the next `get` builds again."""
        slot = (scope.model_dump_json(), key)
        building = self._building_lock(slot)
        if self._fresh(slot, scope) is not None or not building.acquire(blocking=False):
            return

        def task() -> None:
            try:
                if self._fresh(slot, scope) is None:
                    self._build(slot, scope, build)
            finally:
                building.release()

        try:
            run(task)
        except BaseException:
            building.release()
            raise

    def _building_lock(self, slot: tuple[str, Hashable]) -> threading.Lock:
        with self._lock:
            return self._building.setdefault(slot, threading.Lock())

    def _build(self, slot: tuple[str, Hashable], scope: ReaderScope, build: Callable[[], T]) -> T:
        """Build and keep a value, the slot's building lock held by the caller."""
        stamp = generation(scope)  # before reading: a write during the build makes it stale
        value = build()
        with self._lock:
            self._values[slot] = (time.monotonic(), stamp, value)
            self._values.move_to_end(slot)
            while len(self._values) > self.size:
                self._values.popitem(last=False)
            self._building.pop(slot, None)
        return value

    def fresh(self, scope: ReaderScope, key: Hashable) -> bool:
        """Whether a value for (scope, key) is kept and still good (`get` would not read it again)."""
        return self._fresh((scope.model_dump_json(), key), scope) is not None

    def _fresh(self, slot: tuple[str, Hashable], scope: ReaderScope) -> tuple[T] | None:
        with self._lock:
            hit = self._values.get(slot)
            if hit is None or time.monotonic() - hit[0] >= self.cache_s or hit[1] != generation(scope):
                return None
            self._values.move_to_end(slot)
            return (hit[2],)
