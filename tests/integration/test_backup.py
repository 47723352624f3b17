"""`clausebot db backup` and `db restore` against real servers of their own: a restore stops and starts
them, so this module does not share the suite's. Ports: the suite's scheme (17687 Bolt, 12480 HTTP,
16379 Redis, shifted by CLAUSEBOT_TEST_PORT_OFFSET) plus 50, clear of the suites run at offsets of 100."""

from __future__ import annotations

import asyncio
import io
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import uuid
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
import redis

from agent.answerer import AgentService
from agent.checkpoint import RedisCheckpointSaver
from bot.servers import ArcadeDBServer, RedisServer, stop_all
from core.settings import GraphSettings, RedisSettings, Settings
from graph_ingest.admin import AdminReader
from graph_ingest.generator import generate_contracts
from graph_ingest.models import Scope
from graph_ingest.normalize import to_record
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from tests.conftest import SHARED_DATA, env_for

pytestmark = pytest.mark.integration

OFFSET = int(os.environ.get("CLAUSEBOT_TEST_PORT_OFFSET", "0")) + 50
TENANT, OTHER = "backup-t1", "backup-t2"
SCOPE = ReaderScope(tenant=TENANT)
TODAY = date(2012, 6, 30)
QUESTION = "How many contracts are there?"
MEMORY_KEY = "clausebot:test:backup-memory"
CLI = [sys.executable, "-m", "bot"]


@pytest.fixture(scope="module")
def own(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Settings]:
    settings = Settings(
        _env_file=None,
        data_dir=tmp_path_factory.mktemp("backup-data"),
        shared_data_dir=SHARED_DATA,
        graph=GraphSettings(uri=f"bolt://127.0.0.1:{17687 + OFFSET}", http_port=12480 + OFFSET),
        redis=RedisSettings(port=16379 + OFFSET),
    )
    # started by a `clausebot` process, not by this one: a server that is this process's child stays a
    # zombie when it exits, which bot/servers.py's stop counts as running (and waits 20 s for)
    try:
        started = clausebot(settings, "db", "start")
        assert started.returncode == 0, started.stderr
        yield settings
    finally:
        stop_all(settings)


def clausebot(settings: Settings, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*CLI, *args], env=env_for(settings), capture_output=True, text=True, timeout=180, check=False
    )


def _load(store: GraphStore) -> None:
    """Three small generated contracts: two of TENANT, one of OTHER."""
    store.wipe_all_for_tests()
    for i, g in enumerate(generate_contracts(3, seed=21)):
        tenant = TENANT if i < 2 else OTHER
        store.write_contract(
            to_record(g.truth, file_id=g.file_id, scope=Scope(tenant=tenant), source="generated")
        )


async def _ask(settings: Settings, store: GraphStore, saver: RedisCheckpointSaver, thread: str) -> Any:
    service = AgentService.create(settings, store, saver, today=lambda: TODAY)
    return await service.answer(QUESTION, thread, SCOPE)


def _state(settings: Settings) -> dict[str, Any]:
    with GraphStore.from_settings(settings) as store, redis.Redis.from_url(settings.redis_url()) as r:
        return {"counts": AdminReader(store).counts(), "keys": sorted(r.keys()), "memory": r.get(MEMORY_KEY)}


@pytest.fixture(scope="module")
def archive(own: Settings, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Contracts, an answer and thread memory, backed up with `clausebot db backup`."""
    saver = RedisCheckpointSaver(own.redis_url(), prefix="clausebot:memory", ttl_s=3600)
    thread = f"slack:T:C:{uuid.uuid4().hex}"
    with GraphStore.from_settings(own) as store:
        _load(store)
        answer = asyncio.run(_ask(own, store, saver, thread))
    assert "2 contracts" in answer.answer and len(answer.contracts) == 2  # TENANT's, not OTHER's
    with redis.Redis.from_url(own.redis_url()) as r:
        r.set(MEMORY_KEY, "remembered")
    out = tmp_path_factory.mktemp("archives") / "new-folder"
    done = clausebot(own, "db", "backup", "--out", str(out))
    assert done.returncode == 0, done.stderr
    path = Path(re.search(r"wrote (\S+\.tar\.gz)", done.stdout).group(1))  # type: ignore[union-attr]
    checkpoint = saver.get_tuple({"configurable": {"thread_id": thread, "checkpoint_ns": ""}})
    assert checkpoint is not None
    return {
        "path": path,
        "stdout": done.stdout,
        "state": _state(own),
        "answer": answer,
        "thread": thread,
        "checkpoint_id": checkpoint.checkpoint["id"],
        "saver": saver,
    }


def test_backup_writes_one_private_archive_and_keeps_the_servers_running(
    own: Settings, archive: dict[str, Any]
) -> None:
    path = archive["path"]
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    with tarfile.open(path) as tar:
        assert sorted(tar.getnames()) == ["arcadedb/database.zip", "manifest.json", "redis/dump.rdb"]
        manifest = json.loads(tar.extractfile("manifest.json").read())  # type: ignore[union-attr]
    assert manifest["graph"]["contracts_per_tenant"] == {TENANT: 2, OTHER: 1}
    assert manifest["graph"]["counts"]["Contract"] == 3 and manifest["redis"]["keys"] >= 2
    assert set(manifest["files"]) == {"arcadedb/database.zip", "redis/dump.rdb"}
    assert f"{TENANT} 2" in archive["stdout"]
    assert not list((ArcadeDBServer(own).root / "root" / "backups").rglob("*.zip"))  # moved into the archive
    assert ArcadeDBServer(own).running_pid() and RedisServer(own).running_pid()


async def test_restore_brings_back_the_graph_the_answer_and_the_memory(
    own: Settings, archive: dict[str, Any]
) -> None:
    with GraphStore.from_settings(own) as store:  # replace everything with something else
        store.wipe_all_for_tests()
        g = generate_contracts(1, seed=99)[0]
        store.write_contract(
            to_record(g.truth, file_id="AFTER-BACKUP", scope=Scope(tenant=TENANT), source="generated")
        )
    with redis.Redis.from_url(own.redis_url()) as r:
        r.flushall()
        r.set("clausebot:test:after-backup", "1")
    changed = _state(own)

    refused = clausebot(own, "db", "restore", str(archive["path"]))
    assert refused.returncode == 1
    assert "holds 1 contracts" in refused.stderr and "--yes" in refused.stderr
    assert f"{TENANT}: 2, {OTHER}: 1" in refused.stderr
    assert _state(own) == changed

    done = clausebot(own, "db", "restore", str(archive["path"]), "--yes")
    assert done.returncode == 0, done.stderr
    assert "counts match the backup" in done.stdout and f"{TENANT} 2, {OTHER} 1" in done.stdout
    assert _state(own) == archive["state"]
    with GraphStore.from_settings(own) as store:
        again = await _ask(own, store, archive["saver"], f"slack:T:C:{uuid.uuid4().hex}")
    assert again.answer == archive["answer"].answer and again.contracts == archive["answer"].contracts
    config = {"configurable": {"thread_id": archive["thread"], "checkpoint_ns": ""}}
    restored = RedisCheckpointSaver(own.redis_url(), prefix="clausebot:memory").get_tuple(config)
    assert restored is not None and restored.checkpoint["id"] == archive["checkpoint_id"]


def test_a_damaged_or_foreign_archive_changes_nothing(
    own: Settings, archive: dict[str, Any], tmp_path: Path
) -> None:
    from bot.backup import BackupError
    from bot.restore import restore

    before, pid = _state(own), ArcadeDBServer(own).running_pid()
    raw = bytearray(archive["path"].read_bytes())
    raw[len(raw) // 2] ^= 0xFF
    damaged = tmp_path / "damaged.tar.gz"
    damaged.write_bytes(bytes(raw))
    done = clausebot(own, "db", "restore", str(damaged), "--yes")
    assert done.returncode == 1 and "damaged" in done.stderr and "nothing was changed" in done.stderr
    assert "Traceback" not in done.stderr

    foreign = tmp_path / "foreign.tar.gz"
    with tarfile.open(foreign, "w:gz") as tar:
        info = tarfile.TarInfo("notes.txt")
        info.size = 5
        tar.addfile(info, io.BytesIO(b"hello"))
    (tmp_path / "plain.tar.gz").write_text("not an archive")
    for path in (foreign, tmp_path / "plain.tar.gz", tmp_path / "missing.tar.gz"):
        with pytest.raises(BackupError, match="not a ClauseBot backup|no such file"):
            restore(own, path, yes=True, echo=lambda _: None)
    assert _state(own) == before and ArcadeDBServer(own).running_pid() == pid  # not even restarted
    assert not list(own.data_dir.glob(".restore-*"))  # no staging left behind


# `restore` in a process of its own, with `patch` run first (the servers it starts are not this one's)
RESTORE_SCRIPT = """
import os, sys
from pathlib import Path
import redis
import bot.restore as restore_module
from bot.backup import BackupError
from core.settings import Settings
settings = Settings()
{patch}
try:
    restore_module.restore(settings, Path(sys.argv[1]), yes=True)
except BackupError as e:
    print(e, file=sys.stderr)
    sys.exit(1)
"""


def restore_patched(settings: Settings, archive: Path, patch: str) -> subprocess.CompletedProcess[str]:
    script = RESTORE_SCRIPT.format(patch=patch)
    return subprocess.run(
        [sys.executable, "-c", script, str(archive)],
        env=env_for(settings),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_a_live_worker_stops_the_restore_before_anything_changes(
    own: Settings, archive: dict[str, Any]
) -> None:
    from graph_ingest.jobs import WORKER_KEY

    heartbeat = {"host": "another-machine", "pid": 1, "at": 0}
    with redis.Redis.from_url(own.redis_url()) as r:
        r.set(WORKER_KEY + "backup-test", json.dumps(heartbeat), ex=120)
    try:
        before, pid = _state(own), ArcadeDBServer(own).running_pid()
        done = clausebot(own, "db", "restore", str(archive["path"]), "--yes")
        assert done.returncode == 1 and "1 live worker " in done.stderr
        assert "stop `clausebot serve` and `clausebot worker` first" in done.stderr
        assert _state(own) == before and ArcadeDBServer(own).running_pid() == pid
        assert not list(own.data_dir.glob(".restore-*"))
    finally:
        with redis.Redis.from_url(own.redis_url()) as r:
            r.delete(WORKER_KEY + "backup-test")


def test_keys_written_once_the_servers_start_do_not_fail_the_restore(
    own: Settings, archive: dict[str, Any]
) -> None:
    """What a worker or `clausebot serve` writes as soon as Redis is back is not a damaged restore."""
    late = ["arq:in-progress:backup-late", "clausebot:test:backup-late"]
    patch = f"""
started = restore_module.start_all
def start_all(s):
    out = started(s)
    with redis.Redis.from_url(s.redis_url()) as r:
        for key in {late!r}:
            r.set(key, "1")
    return out
restore_module.start_all = start_all
"""
    try:
        done = restore_patched(own, archive["path"], patch)
        assert done.returncode == 0, done.stderr
        assert "counts match the backup" in done.stdout
        state = _state(own)
        assert state["keys"] == sorted([*archive["state"]["keys"], *(k.encode() for k in late)])
        assert state["counts"] == archive["state"]["counts"] and state["memory"] == b"remembered"
    finally:
        with redis.Redis.from_url(own.redis_url()) as r:
            r.delete(*late)
    assert not list(own.data_dir.glob(".restore-*"))


def test_a_rollback_that_cannot_put_the_old_data_back_keeps_it_and_says_where(
    own: Settings, archive: dict[str, Any]
) -> None:
    """The verification fails, and then so does moving the previous folders back (as when a server
    still writes into the restored one): they stay in the staging folder, which the error names."""
    patch = """
def fails(*_args):
    raise restore_module.BackupError("forced verification failure")
restore_module._verify = fails
replace = os.replace
def stuck(src, dst):
    if Path(src).name.startswith("replaced-"):
        raise OSError(39, "Directory not empty", str(dst))
    replace(src, dst)
os.replace = stuck
"""
    live_db = ArcadeDBServer(own).root / "root" / "databases" / own.graph.database

    def data_files(folder: Path) -> set[str]:  # not the running server's lock and transaction log
        return {p.name for p in folder.iterdir() if p.suffix not in (".lck", ".wal")}

    before, db_files = _state(own), data_files(live_db)
    done = restore_patched(own, archive["path"], patch)
    assert done.returncode == 1, done.stdout
    (staging,) = own.data_dir.glob(".restore-*")
    message = done.stderr
    assert "forced verification failure" in message and "putting the previous data back failed" in message
    assert f"{staging / 'replaced-0'} (belongs at {live_db})" in message
    assert db_files <= data_files(staging / "replaced-0")  # the old data, whole (a stop adds statistics)
    assert (staging / "replaced-1").is_dir()  # Redis's append-only files
    assert not ArcadeDBServer(own).running_pid() and not RedisServer(own).running_pid()  # left stopped

    # the procedure the message gives
    assert clausebot(own, "db", "stop").returncode == 0
    for aside, live in re.findall(r"(\S+) \(belongs at (\S+?)\)", message):
        if Path(live).is_dir():
            shutil.rmtree(live)
        Path(live).unlink(missing_ok=True)
        os.replace(aside, live)
    started = clausebot(own, "db", "start")
    assert started.returncode == 0, started.stderr
    assert _state(own) == before
    shutil.rmtree(staging)


def test_neo4j_gets_the_documented_procedure(own: Settings) -> None:
    from typer.testing import CliRunner

    from bot.cli import app

    env = {**env_for(own), "CLAUSEBOT_GRAPH__BACKEND": "neo4j"}
    for args in (["db", "backup"], ["db", "restore", "x.tar.gz"]):
        done = CliRunner().invoke(app, args, env=env)
        assert done.exit_code == 1
        assert "neo4j-admin database dump" in done.output and "neo4j-admin database load" in done.output
