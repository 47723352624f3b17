"""The party index of a scope is built once when many answers need it at the same moment (it expired
under load): the others wait for that build instead of each reading every party again."""

import threading
import time
from typing import Any

from agent.parties import PartyResolver
from graph_ingest.scope import ReaderScope


class _CountingStore:
    def __init__(self) -> None:
        self.reads = 0

    def read(self, query: str, scope: ReaderScope, **params: Any) -> list[dict[str, Any]]:
        self.reads += 1
        time.sleep(0.05)  # a read of every party takes a while
        return [{"key": "acme", "name": "Acme Inc.", "aliases": []}]


def test_concurrent_answers_build_one_index() -> None:
    store = _CountingStore()
    resolver = PartyResolver(store, cache_s=60)  # type: ignore[arg-type]
    scope = ReaderScope(tenant="T1")
    start = threading.Barrier(20)
    names: list[str] = []

    def answer() -> None:
        start.wait()
        names.append(resolver.index(scope).names["acme"])

    threads = [threading.Thread(target=answer) for _ in range(20)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert names == ["Acme Inc."] * 20
    assert store.reads == 1


def test_an_expired_index_is_read_again() -> None:
    store = _CountingStore()
    resolver = PartyResolver(store, cache_s=0)  # type: ignore[arg-type]
    scope = ReaderScope(tenant="T1")
    resolver.index(scope)
    resolver.index(scope)
    assert store.reads == 2
