"""Shared fixtures. Integration tests get real servers: ArcadeDB (Bolt) and redis-server,
started once per session on test ports in a temporary data directory, stopped after. They start
only when a test needs the `servers` fixture (directly or through `store`, `redis_url`, `cli_env`),
and every such test is marked `integration` (tests/unit/test_markers.py checks it), so
`pytest -m "not integration and not e2e"` starts no server.

CLAUSEBOT_TEST_PORT_OFFSET shifts the test ports (17687 Bolt, 12480 HTTP, 16379 Redis) so that
two suites can run side by side.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.settings import GraphSettings, QuotaSettings, RedisSettings, Settings
from graph_ingest.indexes import ensure_search_indexes
from graph_ingest.store import GraphStore

SHARED_DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
CUAD_TXT = SHARED_DATA / "cuad" / "full_contract_txt"
DEMO_JSON = SHARED_DATA / "legal-tech-chat" / "contract_data.json"

UNLIMITED = QuotaSettings.unlimited()
RUNAWAY_BOUND_S = 12.0  # the test server stops any statement running longer (settings: statement_timeout_s)

needs_shared_data = pytest.mark.skipif(not SHARED_DATA.exists(), reason="../shared/data is absent")

# the items a `-m` expression deselected: tests/unit/test_markers.py checks their markers too
DESELECTED = pytest.StashKey[list[pytest.Item]]()


def pytest_deselected(items: list[pytest.Item]) -> None:
    if items:
        items[0].config.stash.setdefault(DESELECTED, []).extend(items)


@pytest.fixture(scope="session")
def settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    offset = int(os.environ.get("CLAUSEBOT_TEST_PORT_OFFSET", "0"))
    return Settings(
        _env_file=None,
        data_dir=tmp_path_factory.mktemp("clausebot-data"),
        shared_data_dir=SHARED_DATA,
        graph=GraphSettings(
            uri=f"bolt://127.0.0.1:{17687 + offset}",
            http_port=12480 + offset,
            statement_timeout_s=RUNAWAY_BOUND_S,
        ),
        redis=RedisSettings(port=16379 + offset),
        quota=UNLIMITED,  # the suite asks faster than a person; tests of quotas set their own
    )


@pytest.fixture(scope="session")
def servers(settings: Settings) -> Iterator[Settings]:
    """Start the embedded ArcadeDB and Redis for the session; stop them after."""
    from bot.servers import start_all, stop_all

    start_all(settings)
    yield settings
    stop_all(settings)


@pytest.fixture(scope="session")
def store(servers: Settings) -> Iterator[GraphStore]:
    with GraphStore.from_settings(servers) as s:
        s.verify()
        ensure_search_indexes(servers, s)
        yield s


@pytest.fixture
def empty_store(store: GraphStore) -> GraphStore:
    """The session's store with every node removed first (tests that need exact counts)."""
    store.wipe_all_for_tests()
    return store


@pytest.fixture(scope="session")
def redis_url(servers: Settings) -> str:
    return servers.redis_url()


def env_for(settings: Settings) -> dict[str, str]:
    """Environment that points a `clausebot` subprocess at the given settings' servers."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("CLAUSEBOT_")}
    env.update(
        CLAUSEBOT_DATA_DIR=str(settings.data_dir),
        CLAUSEBOT_SHARED_DATA_DIR=str(settings.shared_data_dir),
        CLAUSEBOT_GRAPH__URI=settings.graph.uri,
        CLAUSEBOT_GRAPH__HTTP_PORT=str(settings.graph.http_port),
        CLAUSEBOT_REDIS__PORT=str(settings.redis.port),
        CLAUSEBOT_LOG_LEVEL="WARNING",
    )
    return env


@pytest.fixture(scope="session")
def cli_env(servers: Settings) -> dict[str, str]:
    return env_for(servers)
