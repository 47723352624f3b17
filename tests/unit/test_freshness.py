"""Caches of a scope's corpus-wide reads (`graph_ingest.freshness`): stale after a write of the
scope's tenants in this process, or after their time; never shared between scopes."""

from __future__ import annotations

import contextlib
import threading
import time

from graph_ingest.freshness import ScopedCache, graph_changed
from graph_ingest.scope import ReaderScope


class Counter:
    def __init__(self) -> None:
        self.builds = 0

    def __call__(self) -> int:
        self.builds += 1
        return self.builds


def test_a_value_is_built_once_until_its_scope_is_written() -> None:
    cache: ScopedCache[int] = ScopedCache()
    scope, build = ReaderScope(tenant="fresh-a", channel="C1"), Counter()
    assert cache.get(scope, "n", build) == 1
    assert cache.get(scope, "n", build) == 1
    graph_changed("fresh-other")  # another workspace's write leaves it
    assert cache.get(scope, "n", build) == 1
    graph_changed("fresh-a")
    assert cache.get(scope, "n", build) == 2


def test_a_write_of_a_shared_tenant_or_of_any_tenant_makes_it_stale() -> None:
    cache: ScopedCache[int] = ScopedCache()
    scope, build = ReaderScope(tenant="fresh-b", shared_tenants=["fresh-demo"]), Counter()
    assert cache.get(scope, "n", build) == 1
    graph_changed("fresh-demo")
    assert cache.get(scope, "n", build) == 2
    graph_changed()  # a write it cannot place (a deletion by file id)
    assert cache.get(scope, "n", build) == 3


def test_scopes_and_keys_do_not_share_values() -> None:
    cache: ScopedCache[int] = ScopedCache()
    build = Counter()
    cache.get(ReaderScope(tenant="fresh-c", channel="C1"), "n", build)
    assert cache.get(ReaderScope(tenant="fresh-c", channel="C2"), "n", build) == 2
    assert cache.get(ReaderScope(tenant="fresh-d", channel="C1"), "n", build) == 3
    assert cache.get(ReaderScope(tenant="fresh-c", channel="C1"), "m", build) == 4


def test_other_processes_writes_are_read_after_the_cache_time() -> None:
    cache: ScopedCache[int] = ScopedCache(cache_s=0.05)
    scope, build = ReaderScope(tenant="fresh-e"), Counter()
    assert cache.get(scope, "n", build) == 1
    time.sleep(0.06)
    assert cache.get(scope, "n", build) == 2


def test_a_write_during_a_build_leaves_what_it_built_stale() -> None:
    cache: ScopedCache[int] = ScopedCache()
    scope = ReaderScope(tenant="fresh-f")
    builds = Counter()

    def build() -> int:
        n = builds()
        if n == 1:
            graph_changed("fresh-f")  # written while it was being read
        return n

    assert cache.get(scope, "n", build) == 1
    assert cache.get(scope, "n", build) == 2


def test_only_the_most_recently_used_are_kept() -> None:
    cache: ScopedCache[int] = ScopedCache(size=2)
    scope, build = ReaderScope(tenant="fresh-g"), Counter()
    cache.get(scope, "a", build)
    cache.get(scope, "b", build)
    cache.get(scope, "a", build)  # used again: "b" is the oldest now
    cache.get(scope, "c", build)
    assert cache.get(scope, "a", build) == 1
    assert cache.get(scope, "b", build) == 4


def test_callers_waiting_for_a_build_read_its_value() -> None:
    cache: ScopedCache[int] = ScopedCache()
    scope = ReaderScope(tenant="fresh-h")
    started, release, builds = threading.Event(), threading.Event(), Counter()

    def slow() -> int:
        started.set()
        release.wait(5)
        return builds()

    got: list[int] = []
    first = threading.Thread(target=lambda: got.append(cache.get(scope, "n", slow)))
    first.start()
    assert started.wait(5)
    others = [threading.Thread(target=lambda: got.append(cache.get(scope, "n", slow))) for _ in range(4)]
    for t in others:
        t.start()
    release.set()
    for t in [first, *others]:
        t.join(5)
    assert got == [1] * 5
    assert builds.builds == 1


def test_whether_a_value_is_fresh_is_told_without_reading_it() -> None:
    cache: ScopedCache[int] = ScopedCache()
    scope, build = ReaderScope(tenant="fresh-p", channel="C1"), Counter()
    assert not cache.fresh(scope, "n")
    cache.get(scope, "n", build)
    assert cache.fresh(scope, "n") and build.builds == 1
    graph_changed("fresh-p")
    assert not cache.fresh(scope, "n") and build.builds == 1


def test_a_value_built_beside_is_claimed_before_its_thread_starts() -> None:
    """`build_beside` claims the build at once: a `get` made before the other thread has even started
    waits for that build and reads its value; it never builds the value a second time."""
    cache: ScopedCache[str] = ScopedCache()
    scope = ReaderScope(tenant="fresh-beside")
    start = threading.Event()
    threads: list[threading.Thread] = []
    built: list[str] = []

    def later(task) -> None:  # noqa: ANN001 (a thread that starts its task only when told)
        thread = threading.Thread(target=lambda: (start.wait(5), task()), name="beside")
        threads.append(thread)
        thread.start()

    def build() -> str:
        built.append(threading.current_thread().name)
        return "counted beside"

    cache.build_beside(scope, "n", build, later)
    cache.build_beside(scope, "n", build, later)  # claimed already: nothing more
    assert len(threads) == 1
    threading.Timer(0.05, start.set).start()
    assert cache.get(scope, "n", lambda: "counted here") == "counted beside"
    assert built == ["beside"]
    threads[0].join(5)


def test_a_failed_build_beside_leaves_the_next_get_to_build() -> None:
    cache: ScopedCache[int] = ScopedCache()
    scope = ReaderScope(tenant="fresh-beside-fails")

    def fails() -> int:
        raise RuntimeError("the database went away")

    cache.build_beside(scope, "n", fails, lambda task: threading.Thread(target=lambda: _quietly(task)).run())
    assert cache.get(scope, "n", lambda: 7) == 7


def _quietly(task) -> None:  # noqa: ANN001
    with contextlib.suppress(RuntimeError):
        task()
