"""The embedded servers keep their secrets and data to this user: no password on a command line,
Redis refuses clients without the password, and DATA_DIR is 0700 with 0600 files."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
import redis

from bot.servers import ArcadeDBServer, RedisServer
from core.settings import Settings

pytestmark = pytest.mark.integration


def _cmdline(pid_file: Path) -> str:
    pid = int(pid_file.read_text().strip())
    return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()


def test_no_password_on_the_servers_command_lines(servers: Settings) -> None:
    java = _cmdline(ArcadeDBServer(servers).pid_file)
    redis_server = _cmdline(RedisServer(servers).pid_file)
    assert "ArcadeDBServer" in java and "redis-server" in redis_server
    for secret in (servers.graph_password(), servers.redis_password()):
        assert len(secret) >= 16
        assert secret not in java and secret not in redis_server
    assert "rootPassword=" not in java and "requirepass" not in redis_server


def test_redis_refuses_a_client_without_the_password(servers: Settings) -> None:
    anonymous = redis.Redis(host="127.0.0.1", port=servers.redis.port, socket_connect_timeout=2)
    with pytest.raises(redis.AuthenticationError):
        anonymous.ping()
    wrong = redis.Redis(host="127.0.0.1", port=servers.redis.port, password="not-the-password")
    with pytest.raises(redis.AuthenticationError):
        wrong.ping()
    with redis.Redis.from_url(servers.redis_url()) as client:
        assert client.ping()


def test_the_graph_takes_the_generated_root_password(servers: Settings) -> None:
    from neo4j import GraphDatabase
    from neo4j.exceptions import AuthError

    uri, database = servers.graph.uri, servers.graph.database
    with GraphDatabase.driver(uri, auth=("root", servers.graph_password())) as d:
        assert d.execute_query("RETURN 1 AS ok", database_=database).records[0]["ok"] == 1
    with GraphDatabase.driver(uri, auth=("root", "not-the-password")) as d, pytest.raises(AuthError):
        d.execute_query("RETURN 1 AS ok", database_=database)


def test_data_dir_is_private(servers: Settings) -> None:
    with redis.Redis.from_url(servers.redis_url()) as client:  # make Redis write its append-only file
        client.set("clausebot:test:private", "contract text", ex=60)
    aof = [p for p in (servers.data_dir / "redis").rglob("*") if p.is_file() and ".aof" in p.name]
    assert aof, "redis-server wrote no append-only file"
    assert (servers.data_dir / "arcadedb" / "root" / "databases").is_dir()

    assert stat.S_IMODE(servers.data_dir.stat().st_mode) == 0o700
    wrong: list[str] = []
    for dirpath, dirnames, filenames in os.walk(servers.data_dir):
        for name in dirnames:
            mode = stat.S_IMODE(os.lstat(os.path.join(dirpath, name)).st_mode)
            if mode & 0o077:
                wrong.append(f"{oct(mode)} {dirpath}/{name}/")
        for name in filenames:
            st = os.lstat(os.path.join(dirpath, name))
            if stat.S_ISREG(st.st_mode) and stat.S_IMODE(st.st_mode) != 0o600:
                wrong.append(f"{oct(stat.S_IMODE(st.st_mode))} {dirpath}/{name}")
    assert not wrong, "\n".join(wrong)


def test_an_older_data_dir_is_made_private(tmp_path: Path) -> None:
    from bot.servers import restrict_tree

    root = tmp_path / "redis"
    (root / "appendonlydir").mkdir(parents=True, mode=0o755)
    (root / "appendonlydir" / "appendonly.aof.1.incr.aof").write_text("contract text")
    (root / "redis.log").write_text("log")
    os.chmod(root / "redis.log", 0o644)
    (root / "link").symlink_to(tmp_path / "elsewhere")
    restrict_tree(root)
    assert stat.S_IMODE(root.stat().st_mode) == 0o700
    assert stat.S_IMODE((root / "appendonlydir").stat().st_mode) == 0o700
    assert stat.S_IMODE((root / "redis.log").stat().st_mode) == 0o600
    assert stat.S_IMODE((root / "appendonlydir" / "appendonly.aof.1.incr.aof").stat().st_mode) == 0o600
