"""`clausebot` as a user runs it: db lifecycle, status, bad input."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from core.settings import GraphSettings, RedisSettings, Settings
from graph_ingest.admin import AdminReader
from graph_ingest.store import GraphStore
from tests.conftest import env_for

pytestmark = pytest.mark.integration

CLI = [sys.executable, "-m", "bot"]


def clausebot(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *args], env=env, capture_output=True, text=True, timeout=180, check=False)


def test_second_start_finds_the_running_servers(cli_env: dict[str, str]) -> None:
    out = clausebot(cli_env, "db", "start")
    assert out.returncode == 0, out.stderr
    assert "arcadedb: already running" in out.stdout
    assert "redis: already running" in out.stdout


def test_status_prints_versions_and_counts(cli_env: dict[str, str]) -> None:
    out = clausebot(cli_env, "db", "status")
    assert out.returncode == 0, out.stderr
    assert "ArcadeDB" in out.stdout and "Redis 7" in out.stdout
    assert any(line.split()[0] == "Contract" for line in out.stdout.splitlines() if line.strip())


def test_password_file_is_private(servers: Settings) -> None:
    assert servers.password_file.stat().st_mode & 0o777 == 0o600


def test_malformed_structured_file_writes_nothing(
    cli_env: dict[str, str], store: GraphStore, tmp_path: Path
) -> None:
    before = AdminReader(store).counts()
    good = {"file_id": "ok-1", "contract_type": "Supply", "parties": []}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([good, {"file_id": "bad-1", "effective_date": "not a date"}]))
    out = clausebot(cli_env, "ingest", "--structured", str(bad))
    assert out.returncode != 0
    assert (
        out.stderr.strip().count("\n") == 0 and "bad-1" in out.stderr and "nothing was imported" in out.stderr
    )
    (tmp_path / "broken.json").write_text("[{")
    out = clausebot(cli_env, "ingest", "--structured", str(tmp_path / "broken.json"))
    assert out.returncode != 0 and "not valid JSON" in out.stderr
    out = clausebot(cli_env, "ingest", "--structured", str(tmp_path / "missing.json"))
    assert out.returncode != 0 and "no such file" in out.stderr
    assert AdminReader(store).counts() == before


def test_unreachable_database_is_one_clear_line(cli_env: dict[str, str], tmp_path: Path) -> None:
    env = {**cli_env, "CLAUSEBOT_GRAPH__URI": "bolt://127.0.0.1:1"}
    good = tmp_path / "good.json"
    good.write_text(json.dumps([{"file_id": "x"}]))
    out = clausebot(env, "ingest", "--structured", str(good))
    assert out.returncode != 0
    assert "cannot reach the graph database" in out.stderr and "clausebot db start" in out.stderr
    assert "Traceback" not in out.stderr


def test_port_taken_by_another_program(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        settings = Settings(
            _env_file=None,
            data_dir=tmp_path,
            graph=GraphSettings(uri=f"bolt://127.0.0.1:{port}"),
            redis=RedisSettings(port=port),
        )
        out = clausebot(env_for(settings), "db", "start")
    assert out.returncode != 0
    assert f"port {port}" in out.stderr and "already in use" in out.stderr
    assert "Traceback" not in out.stderr


def test_db_init_creates_the_schema_idempotently(cli_env: dict[str, str]) -> None:
    for _ in range(2):  # a one-shot job may run again with every release
        out = clausebot(cli_env, "db", "init")
        assert out.returncode == 0, out.stderr
        assert out.stdout.startswith("schema ready on bolt://"), out.stdout


def test_health_says_not_ready_when_no_server_answers(cli_env: dict[str, str]) -> None:
    out = clausebot(cli_env, "health", "--url", "http://127.0.0.1:1")
    assert out.returncode == 1 and "NOT READY" in out.stdout, out.stdout
    assert "server: not reachable at http://127.0.0.1:1/readyz" in out.stdout


def test_health_of_a_worker_needs_its_heartbeat(cli_env: dict[str, str]) -> None:
    out = clausebot(cli_env, "health", "--worker")  # no `clausebot worker` runs on this machine
    assert out.returncode == 1 and "redis: ok" in out.stdout and "NOT READY" in out.stdout, out.stdout


def test_worker_liveness_needs_its_local_beat(cli_env: dict[str, str]) -> None:
    out = clausebot(cli_env, "health", "--worker", "--live")
    assert out.returncode == 1 and "no beat at" in out.stdout, out.stdout
