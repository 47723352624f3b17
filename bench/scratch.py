"""What the self-contained benchmarks share: settings for servers of their own, and percentiles."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from core.settings import GraphSettings, RedisSettings, Settings


def scratch_settings(data: Path, port_offset: int, **fields: Any) -> Settings:
    """Settings for an embedded ArcadeDB and Redis of the benchmark's own, in `data`, on the default
    ports shifted by `port_offset` (so they run beside `make run` and the test suite); no `.env`."""
    return Settings(
        _env_file=None,
        data_dir=data,
        graph=GraphSettings(uri=f"bolt://127.0.0.1:{17687 + port_offset}", http_port=12480 + port_offset),
        redis=RedisSettings(port=16379 + port_offset),
        **fields,
    )


def web_scratch_settings(prefix: str, port_offset: int, **fields: Any) -> Settings:
    """`scratch_settings` in a new temporary data directory, with the web server's port shifted too
    (a `clausebot serve` of the benchmark's own)."""
    import tempfile

    from core.settings import WebSettings

    data = Path(tempfile.mkdtemp(prefix=prefix))
    return scratch_settings(data, port_offset, web=WebSettings(port=18000 + port_offset), **fields)


def pct(values: list[float], p: float) -> float:
    """The `p`th percentile (nearest rank); NaN for no values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


@contextmanager
def demo_servers(settings: Settings, queue_texts: bool = False) -> Iterator[Settings]:
    """The embedded servers of `settings` started, with the demo corpus loaded as `make run` loads
    it (`queue_texts`: its texts queued for background indexing too, bot/demo.py); stopped, and the
    data directory removed, after the block."""
    from bot.demo import load_demo_if_empty, queue_demo_texts
    from bot.servers import start_all, stop_all
    from graph_ingest.indexes import ensure_search_indexes
    from graph_ingest.store import GraphStore

    start_all(settings)
    try:
        with GraphStore.from_settings(settings) as store:
            store.verify()
            ensure_search_indexes(settings, store)
            load_demo_if_empty(settings, store)
            if queue_texts:
                queue_demo_texts(settings, store)
        yield settings
    finally:
        stop_all(settings)
        shutil.rmtree(settings.data_dir, ignore_errors=True)
