"""Lifecycle of the embedded servers: ArcadeDB (Bolt plugin) and redis-server, on 127.0.0.1.

`clausebot db start|stop|status` and `make run`/`make test` go through here. Each server runs
detached with a pid file in the data directory, so a second start finds the running one.

Nothing secret goes on a command line (any local user can read those with `ps`): ArcadeDB reads
its root password from a file (`-Darcadedb.server.rootPasswordPath`), redis-server its
`requirepass` from a config file. The data directory and the servers' folders are 0700, and both
servers start with a umask of 077, so every file they write (database files, Redis's append-only
file of thread memory and queued uploads, logs) is 0600.
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import shutil
import signal
import socket
import stat
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from bot.errors import ServerError
from core.files import private_dir
from core.settings import Settings

log = logging.getLogger(__name__)

PRIVATE_UMASK = 0o077  # the servers' files: 0600, their folders: 0700


def write_private(path: Path, text: str) -> None:
    """Write `text` to `path` with mode 0600 (also when the file existed with a wider mode)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(fd, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(text)


def restrict_tree(root: Path) -> None:
    """Folders under `root` 0700, regular files 0600 (data directories made before these modes)."""
    if not root.is_dir():
        return
    for dirpath, dirnames, filenames in os.walk(root):
        for name, mode in [(d, 0o700) for d in dirnames] + [(f, 0o600) for f in filenames]:
            path = os.path.join(dirpath, name)
            try:
                st = os.lstat(path)
                if not stat.S_ISLNK(st.st_mode) and stat.S_IMODE(st.st_mode) != mode:
                    os.chmod(path, mode)
            except OSError as e:  # a file that vanished, or one owned by someone else
                log.warning("cannot restrict %s to %o: %s", path, mode, e)
    os.chmod(root, 0o700)


def _cmdline(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return []


def port_open(port: int, host: str = "127.0.0.1") -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.settimeout(0.5)
        return s.connect_ex((host, port)) == 0


def _pid_alive(pid_file: Path) -> int | None:
    try:
        pid = int(pid_file.read_text().strip())
        os.kill(pid, 0)
    except (FileNotFoundError, ValueError, ProcessLookupError, PermissionError):
        return None
    return None if _zombie(pid) else pid


def _zombie(pid: int) -> bool:
    """A process that has exited but not been waited for (a server this process started and
    stopped): dead, and reaped here when it is our child."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    if state != "Z":
        return False
    with contextlib.suppress(ChildProcessError, OSError):
        os.waitpid(pid, os.WNOHANG)
    return True


def _stop_pid(pid_file: Path, timeout_s: float = 20.0) -> bool:
    pid = _pid_alive(pid_file)
    if pid is None:
        pid_file.unlink(missing_ok=True)
        return False
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline and _pid_alive(pid_file):
        time.sleep(0.2)
    if _pid_alive(pid_file):
        os.kill(pid, signal.SIGKILL)
    pid_file.unlink(missing_ok=True)
    return True


@dataclass
class StartResult:
    name: str
    pid: int | None
    already_running: bool


class ArcadeDBServer:
    """ArcadeDB from the `arcadedb-embedded` wheel, started with the wheel's own JRE."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.root = settings.data_dir / "arcadedb"
        self.pid_file = self.root / "server.pid"
        self.out_file = self.root / "server.out"

    @property
    def bolt_port(self) -> int:
        return self.settings.graph.bolt_port

    def password(self) -> str:
        """The root password, generated once and kept with 0600 permissions."""
        pw_file = self.settings.password_file
        if self.settings.graph.password is not None:
            return self.settings.graph.password.get_secret_value()
        if not pw_file.exists():
            private_dir(pw_file.parent)
            fd = os.open(pw_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "w") as f:
                f.write(secrets.token_urlsafe(24))
        os.chmod(pw_file, 0o600)
        return pw_file.read_text().strip()

    def _password_file(self, password: str) -> tuple[Path, bool]:
        """A 0600 file holding the root password, for ArcadeDB to read; True when it is temporary
        (a configured CLAUSEBOT_GRAPH__PASSWORD, written only while the server starts)."""
        if self.settings.graph.password is None:
            return self.settings.password_file, False
        tmp = self.root / "root-password.start"
        write_private(tmp, password)
        return tmp, True

    def _command(self, password_file: Path) -> list[str]:
        import arcadedb_embedded

        pkg = Path(arcadedb_embedded.__file__).parent
        g = self.settings.graph
        return [
            str(pkg / "jre" / "bin" / "java"),
            f"-Xmx{g.heap_mb}m",
            f"-Darcadedb.command.timeout={int(g.statement_timeout_s * 1000)}",
            "--add-modules",
            "jdk.incubator.vector",
            f"-Darcadedb.server.rootPath={self.root / 'root'}",
            # read at the first start, when ArcadeDB creates the root user (config/server-users.jsonl)
            f"-Darcadedb.server.rootPasswordPath={password_file}",
            "-Darcadedb.server.httpIncomingHost=127.0.0.1",
            f"-Darcadedb.server.httpIncomingPort={g.http_port}",
            "-Darcadedb.server.plugins=Bolt:com.arcadedb.bolt.BoltProtocolPlugin",
            "-Darcadedb.bolt.host=127.0.0.1",
            f"-Darcadedb.bolt.port={self.bolt_port}",
            f"-Darcadedb.server.defaultDatabases={g.database}[root]",
            "-cp",
            str(pkg / "jars" / "*"),
            "com.arcadedb.server.ArcadeDBServer",
        ]

    def running_pid(self) -> int | None:
        return _pid_alive(self.pid_file)

    def start(self, timeout_s: float = 90.0) -> StartResult:
        pid = self.running_pid()
        if pid is not None and any(a.startswith("-Darcadedb.server.rootPassword=") for a in _cmdline(pid)):
            log.warning("restarting ArcadeDB (pid %d): its command line shows the root password", pid)
            self.stop()
            pid = None
        if pid is not None and port_open(self.bolt_port):
            return StartResult("arcadedb", pid, already_running=True)
        for port, what in ((self.bolt_port, "Bolt"), (self.settings.graph.http_port, "HTTP")):
            if port_open(port):
                raise ServerError(
                    f"port {port} ({what}) on 127.0.0.1 is already in use by another program: stop it, "
                    f"or choose another port (CLAUSEBOT_GRAPH__URI / CLAUSEBOT_GRAPH__HTTP_PORT)"
                )
        password = self.password()
        private_dir(self.settings.data_dir)
        restrict_tree(self.root)
        private_dir(self.root / "root")
        password_file, temporary = self._password_file(password)
        try:
            return self._launch(password, password_file, timeout_s)
        finally:
            if temporary:
                password_file.unlink(missing_ok=True)

    def _launch(self, password: str, password_file: Path, timeout_s: float) -> StartResult:
        out_fd = os.open(self.out_file, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        with os.fdopen(out_fd, "ab") as out:
            proc = subprocess.Popen(
                self._command(password_file),
                cwd=self.root / "root",
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
                umask=PRIVATE_UMASK,
            )
        write_private(self.pid_file, str(proc.pid))
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                self.pid_file.unlink(missing_ok=True)
                raise ServerError(f"ArcadeDB exited at start (code {proc.returncode}); see {self.out_file}")
            if port_open(self.bolt_port) and self._database_ready(password):
                return StartResult("arcadedb", proc.pid, already_running=False)
            time.sleep(0.3)
        self.stop()
        raise ServerError(
            f"ArcadeDB did not open Bolt port {self.bolt_port} in {timeout_s:.0f}s; see {self.out_file}"
        )

    def _database_ready(self, password: str) -> bool:
        from neo4j import GraphDatabase
        from neo4j.exceptions import Neo4jError, ServiceUnavailable

        try:
            with GraphDatabase.driver(self.settings.graph.uri, auth=("root", password)) as d:
                d.execute_query("RETURN 1 AS ok", database_=self.settings.graph.database)
            return True
        except (ServiceUnavailable, Neo4jError, OSError):
            return False

    def stop(self) -> bool:
        return _stop_pid(self.pid_file)


class RedisServer:
    """Debian's redis-server, daemonised on 127.0.0.1 (skipped when an external URL is set)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.root = settings.data_dir / "redis"
        self.pid_file = self.root / "redis.pid"

    @property
    def external(self) -> bool:
        return self.settings.redis.url is not None

    def running_pid(self) -> int | None:
        return _pid_alive(self.pid_file)

    @property
    def config_file(self) -> Path:
        return self.root / "redis.conf"

    def _write_config(self) -> None:
        """The options, `requirepass` among them, in a 0600 file: none on the command line."""
        options = {
            "port": str(self.settings.redis.port),
            "bind": "127.0.0.1",
            "dir": str(self.root),
            "appendonly": "yes",
            "save": "",
            "daemonize": "yes",
            "pidfile": str(self.pid_file),
            "logfile": str(self.root / "redis.log"),
            "requirepass": self.settings.redis_password(),
        }
        write_private(self.config_file, "".join(f"{k} {_quote(v)}\n" for k, v in options.items()))

    def _accepts_password(self) -> bool:
        """Whether the running server takes our password (False for one started without it)."""
        import redis

        try:
            with redis.Redis.from_url(self.settings.redis_url(), socket_connect_timeout=2) as client:
                client.ping()
        except redis.AuthenticationError:
            return False
        except redis.RedisError:
            return True  # not an authentication problem: leave it to the callers' error handling
        return True

    def start(self, timeout_s: float = 20.0) -> StartResult:
        port = self.settings.redis.port
        if self.external:
            return StartResult("redis", None, already_running=True)
        pid = self.running_pid()
        if pid is not None and port_open(port):
            if self._accepts_password():
                return StartResult("redis", pid, already_running=True)
            log.warning("restarting redis-server (pid %d) to apply its password", pid)
            self.stop()
        if port_open(port):
            raise ServerError(
                f"port {port} on 127.0.0.1 is already in use by another program: stop it, or set "
                f"CLAUSEBOT_REDIS__PORT to a free port (or CLAUSEBOT_REDIS__URL to use that Redis)"
            )
        exe = shutil.which("redis-server")
        if exe is None:
            raise ServerError(
                "redis-server is not installed: `sudo apt-get install redis-server` (Debian/Ubuntu), "
                "or set CLAUSEBOT_REDIS__URL to an existing Redis"
            )
        private_dir(self.settings.data_dir)
        restrict_tree(private_dir(self.root))
        self._write_config()
        result = subprocess.run(
            [exe, str(self.config_file)], capture_output=True, text=True, check=False, umask=PRIVATE_UMASK
        )
        if result.returncode != 0:
            raise ServerError(
                f"redis-server failed to start: {result.stderr.strip() or result.stdout.strip()}"
            )
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if port_open(port) and self.running_pid():
                return StartResult("redis", self.running_pid(), already_running=False)
            time.sleep(0.1)
        raise ServerError(f"redis-server did not open port {port}; see {self.root / 'redis.log'}")

    def stop(self) -> bool:
        if self.external:
            return False
        return _stop_pid(self.pid_file)


def _quote(value: str) -> str:
    """A redis.conf argument: double-quoted, so that spaces and an empty value survive."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def start_all(settings: Settings) -> list[StartResult]:
    results = [ArcadeDBServer(settings).start()] if settings.graph.backend == "arcadedb" else []
    try:
        results.append(RedisServer(settings).start())
    except ServerError:
        if results and not results[0].already_running:
            with contextlib.suppress(ServerError):
                ArcadeDBServer(settings).stop()
        raise
    return results


def stop_all(settings: Settings) -> list[str]:
    stopped = []
    if RedisServer(settings).stop():
        stopped.append("redis")
    if settings.graph.backend == "arcadedb" and ArcadeDBServer(settings).stop():
        stopped.append("arcadedb")
    return stopped
