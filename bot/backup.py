"""`clausebot db backup|restore` for the embedded servers: one archive, restored only once verified.

The archive, `clausebot-backup-<database>-<UTC time>.tar.gz` (0600), holds:

    manifest.json          format, time, versions, database, node/relationship counts, contracts per
                           tenant, size and sha256 of each file below
    arcadedb/database.zip  ArcadeDB's own online `BACKUP DATABASE` (a snapshot; the server keeps serving)
    redis/dump.rdb         a BGSAVE snapshot of the embedded Redis: thread memory, queued jobs, feedback

Redis is saved before the graph: a job queued in the snapshot whose contract reached the graph before
the graph's backup runs again after a restore, and an import changes nothing the second time.

A restore checks everything it can before it stops anything: the archive's members and hashes, then
ArcadeDB's own restore (`com.arcadedb.integration.restore.Restore`) unpacks the database next to the
live one, and a private redis-server (unix socket, no TCP port) loads the RDB and rewrites it as the
append-only files the embedded Redis starts from (it runs `appendonly yes`, which ignores an RDB).
Only then are the servers stopped, the folders swapped, the servers started and the counts compared
with the manifest; on any failure the previous folders go back in place. Users and passwords are
not in the archive: the restored data opens with this installation's own.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import logging
import os
import secrets
import shutil
import tarfile
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

from bot.errors import BotError
from bot.servers import (
    ArcadeDBServer,
    RedisServer,
    private_dir,
)
from core.settings import Settings

log = logging.getLogger(__name__)

FORMAT = "clausebot-backup"
FORMAT_VERSION = 1
MANIFEST = "manifest.json"
GRAPH_FILE = "arcadedb/database.zip"
REDIS_FILE = "redis/dump.rdb"

NODE_COUNTS = "MATCH (n) RETURN labels(n)[0] AS label, count(n) AS n"
RELATIONSHIP_COUNTS = "MATCH ()-[r]->() RETURN type(r) AS type, count(r) AS n"
CONTRACTS_PER_TENANT = "MATCH (c:Contract) RETURN c.tenant AS tenant, count(c) AS n"

NEO4J_PROCEDURE = """\
`clausebot db backup` and `db restore` serve the embedded ArcadeDB. With Neo4j
(CLAUSEBOT_GRAPH__BACKEND=neo4j) use Neo4j's own tools, as the neo4j user on the database server:

  back up (Community: stop the Neo4j server first; Enterprise: `STOP DATABASE contracts` is enough)
    neo4j-admin database dump contracts --to-path=/backups/neo4j
  restore (the database stopped; it replaces it)
    neo4j-admin database load contracts --from-path=/backups/neo4j --overwrite-destination=true
    then start Neo4j (Enterprise: `START DATABASE contracts`, or `CREATE DATABASE contracts` when new)

Enterprise can also back up online: `neo4j-admin database backup` / `neo4j-admin database restore`.
Use your CLAUSEBOT_GRAPH__DATABASE for `contracts`. A managed Redis (CLAUSEBOT_REDIS__URL) has its
own backups: thread memory, queued jobs and feedback are restored there.
"""


class BackupError(BotError):
    """A backup could not be written, or an archive cannot be (or was not) restored."""

    code = "backup_error"


# --- the manifest ---------------------------------------------------------------------------------


class FileEntry(BaseModel):
    sha256: str
    size: int


class GraphPart(BaseModel):
    backend: Literal["arcadedb"]
    database: str
    server_version: str | None = None
    counts: dict[str, int]
    contracts_per_tenant: dict[str, int]
    counts_exact: bool = True  # False: the graph kept changing while it was saved


class RedisPart(BaseModel):
    included: bool
    keys: int | None = None  # DBSIZE right after the snapshot
    version: str | None = None
    note: str | None = None


class Manifest(BaseModel):
    format: Literal["clausebot-backup"]
    format_version: int
    created_at: str
    clausebot_version: str
    graph: GraphPart
    redis: RedisPart
    files: dict[str, FileEntry]

    @property
    def contracts(self) -> int:
        return self.graph.counts.get("Contract", 0)


def _clausebot_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("clausebot")
    except PackageNotFoundError:
        return "unknown"


# --- ArcadeDB's HTTP API ----------------------------------------------------------------------------


class ArcadeHttp:
    """The embedded ArcadeDB's HTTP API on 127.0.0.1 (SQL and Cypher commands, server commands)."""

    def __init__(self, settings: Settings) -> None:
        g = settings.graph
        host = g.uri.split("://", 1)[-1].rsplit(":", 1)[0]
        self.base = f"http://{host}:{g.http_port}/api/v1"
        self.database = g.database
        self.user, self.password = g.user, settings.graph_password()

    def _request(self, path: str, body: dict[str, Any] | None, timeout_s: float) -> dict[str, Any]:
        import base64
        import urllib.request
        from urllib.error import HTTPError, URLError

        auth = base64.b64encode(f"{self.user}:{self.password}".encode()).decode()
        request = urllib.request.Request(
            self.base + path,
            data=None if body is None else json.dumps(body).encode(),
            method="GET" if body is None else "POST",
            headers={"Authorization": f"Basic {auth}", "Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=timeout_s) as response:
                return dict(json.loads(response.read() or b"{}"))
        except HTTPError as e:
            try:
                detail = json.loads(e.read()).get("detail") or e.reason
            except (ValueError, AttributeError):
                detail = e.reason
            raise BackupError(f"ArcadeDB refused `{(body or {}).get('command', path)}`: {detail}") from None
        except (URLError, OSError) as e:
            raise BackupError(
                f"cannot reach ArcadeDB's HTTP API at {self.base} ({e}): start it with `clausebot db start`"
            ) from None

    def command(self, language: str, command: str, timeout_s: float = 120.0) -> list[dict[str, Any]]:
        body = {"language": language, "command": command}
        return list(self._request(f"/command/{self.database}", body, timeout_s).get("result", []))

    def version(self) -> str | None:
        with contextlib.suppress(BackupError):
            return self._request("/server?mode=basic", None, 10.0).get("version")
        return None

    def counts(self) -> tuple[dict[str, int], dict[str, int]]:
        """Nodes per label and relationships per type; contracts per tenant (operators' view)."""
        counts = {str(r["label"]): int(r["n"]) for r in self.command("cypher", NODE_COUNTS)}
        counts.update({str(r["type"]): int(r["n"]) for r in self.command("cypher", RELATIONSHIP_COUNTS)})
        tenants = {str(r["tenant"]): int(r["n"]) for r in self.command("cypher", CONTRACTS_PER_TENANT)}
        return counts, tenants


# --- files ---------------------------------------------------------------------------------------


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _private_copy(src: Path, dst: Path) -> None:
    private_dir(dst.parent)
    fd = os.open(dst, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as out, src.open("rb") as f:
        shutil.copyfileobj(f, out, 1 << 20)


def stamp() -> str:
    """The UTC time as archives and staging folders name it."""
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")


def _size(n: int) -> str:
    return f"{n / 1e6:.1f} MB" if n >= 100_000 else f"{n / 1e3:.1f} kB"


def require_arcadedb(settings: Settings) -> None:
    """Backups serve the embedded ArcadeDB; with Neo4j, its own procedure (as the error)."""
    if settings.graph.backend != "arcadedb":
        raise BackupError(NEO4J_PROCEDURE)


# --- backup --------------------------------------------------------------------------------------


@dataclass
class BackupResult:
    path: Path
    manifest: Manifest


def backup(
    settings: Settings, out_dir: Path | None = None, echo: Callable[[str], None] = print
) -> BackupResult:
    """Write one archive of the running servers' data into `out_dir` (default DATA_DIR/backups)."""
    require_arcadedb(settings)
    api = ArcadeHttp(settings)
    api.counts()  # reachable, and the password works, before anything is written
    out = private_dir(settings.data_dir / "backups") if out_dir is None else out_dir
    if not out.exists():
        out.mkdir(mode=0o700, parents=True)
    when = stamp()
    final = out / f"clausebot-backup-{settings.graph.database}-{when}.tar.gz"
    if final.exists():
        final = final.with_name(
            f"clausebot-backup-{settings.graph.database}-{when}-{secrets.token_hex(2)}.tar.gz"
        )
    work = private_dir(out / f".{final.name}.partial")
    try:
        redis_part = _backup_redis(settings, work / REDIS_FILE, echo)
        graph_part = _backup_graph(settings, api, work / GRAPH_FILE, echo)
        names = [GRAPH_FILE] + ([REDIS_FILE] if redis_part.included else [])
        files = {n: FileEntry(sha256=_sha256(work / n), size=(work / n).stat().st_size) for n in names}
        manifest = Manifest(
            format=FORMAT,
            format_version=FORMAT_VERSION,
            created_at=datetime.now(UTC).isoformat(timespec="seconds"),
            clausebot_version=_clausebot_version(),
            graph=graph_part,
            redis=redis_part,
            files=files,
        )
        _write_archive(final, manifest, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    log.info("backup written to %s (%d contracts)", final, manifest.contracts)
    return BackupResult(final, manifest)


def _backup_redis(settings: Settings, dest: Path, echo: Callable[[str], None]) -> RedisPart:
    if RedisServer(settings).external:
        note = (
            "external Redis (CLAUSEBOT_REDIS__URL): not in this archive; a managed Redis has its own backups"
        )
        echo(f"redis: skipped: {note}")
        return RedisPart(included=False, note=note)
    import redis

    try:
        with redis.Redis.from_url(
            settings.redis_url(), socket_connect_timeout=5, socket_timeout=60
        ) as client:
            source = _bgsave(client)
            _private_copy(source, dest)
            keys, version = int(client.dbsize()), str(client.info("server")["redis_version"])
    except redis.RedisError as e:
        raise BackupError(
            f"cannot snapshot Redis at {settings.redis_url(redacted=True)} ({e}): start it with `clausebot db start`"
        ) from None
    echo(f"redis: BGSAVE snapshot, {keys} keys")
    return RedisPart(included=True, keys=keys, version=version)


def _bgsave(client: Any, timeout_s: float = 300.0) -> Path:
    """Run one BGSAVE that starts after this call and wait for it; the RDB file it wrote."""
    import redis

    deadline = time.monotonic() + timeout_s
    while True:
        info = client.info("persistence")
        if "rdb_saves" not in info:  # older than Redis 7: a blocking SAVE
            client.save()
            break
        if not info["rdb_bgsave_in_progress"]:
            saves = info["rdb_saves"]
            try:
                client.bgsave(schedule=True)  # scheduled after an AOF rewrite in progress
            except redis.ResponseError as e:
                if "in progress" not in str(e):
                    raise
            else:
                wait(lambda n=saves: _saved(client, n), deadline, "Redis's BGSAVE")
                break
        if time.monotonic() > deadline:
            raise BackupError("Redis stayed busy saving: try again later")
        time.sleep(0.1)
    folder = client.config_get("dir").get("dir")
    name = client.config_get("dbfilename").get("dbfilename") or "dump.rdb"
    return Path(folder) / name


def _saved(client: Any, saves_before: int) -> bool:
    info = client.info("persistence")
    if info["rdb_bgsave_in_progress"]:
        return False
    if info["rdb_last_bgsave_status"] != "ok":
        raise BackupError("Redis's BGSAVE failed: see redis.log in DATA_DIR/redis")
    return bool(info["rdb_saves"] > saves_before)  # not yet: scheduled after an AOF rewrite


def wait(done: Callable[[], bool], deadline: float, what: str) -> None:
    """Poll `done` until it is true; BackupError naming `what` past `deadline` (time.monotonic())."""
    while not done():
        if time.monotonic() > deadline:
            raise BackupError(f"{what} did not finish in time")
        time.sleep(0.05)


def _backup_graph(settings: Settings, api: ArcadeHttp, dest: Path, echo: Callable[[str], None]) -> GraphPart:
    """ArcadeDB's online BACKUP DATABASE, moved out of the server's backups/ folder into `dest`.

    The counts are read before and after the snapshot: equal, they are the snapshot's."""
    database = settings.graph.database
    folder = ArcadeDBServer(settings).root / "root" / "backups" / database
    for attempt in range(3):
        before = api.counts()
        name = f"clausebot-{stamp()}-{secrets.token_hex(3)}.zip"
        rows = api.command("sql", f'BACKUP DATABASE "{name}"', timeout_s=3600.0)
        written = folder / str(rows[0].get("backupFile", name) if rows else name)
        if not written.is_file():
            raise BackupError(f"ArcadeDB reported a backup, but {written} is not there")
        if (damaged := check_zip(written)) is not None:
            raise BackupError(f"ArcadeDB wrote a damaged backup ({damaged}): try again")
        after = api.counts()
        if after == before or attempt == 2:
            break
        written.unlink()
        echo("arcadedb: the graph changed while it was saved; saving again")
    private_dir(dest.parent)
    shutil.move(written, dest)
    os.chmod(dest, 0o600)
    counts, tenants = after
    echo(
        f"arcadedb: BACKUP DATABASE {database}: {counts.get('Contract', 0)} contracts, "
        f"{_size(dest.stat().st_size)}"
    )
    return GraphPart(
        backend="arcadedb",
        database=database,
        server_version=api.version(),
        counts=counts,
        contracts_per_tenant=tenants,
        counts_exact=before == after,
    )


def _write_archive(final: Path, manifest: Manifest, work: Path) -> None:
    tmp = final.with_name(f".{final.name}.tmp")
    members = [(MANIFEST, manifest.model_dump_json(indent=2).encode())]

    def private(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.mode, info.uid, info.gid, info.uname, info.gname = 0o600, 0, 0, "", ""
        return info

    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        with os.fdopen(fd, "wb") as f:
            with tarfile.open(fileobj=f, mode="w:gz", compresslevel=6) as tar:
                for name, data in members:
                    info = private(tarfile.TarInfo(name))
                    info.size, info.mtime = len(data), int(time.time())
                    tar.addfile(info, io.BytesIO(data))
                for name in manifest.files:
                    tar.add(work / name, arcname=name, filter=private)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, final)
    finally:
        tmp.unlink(missing_ok=True)


# --- reading an archive --------------------------------------------------------------------------


def check_zip(path: Path) -> str | None:
    """What is wrong with the database zip, if anything: every entry's CRC is read back (ArcadeDB's
    restore does not check them: it unpacked an entry with a flipped byte without a word)."""
    import zipfile

    try:
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
            if "schema.json" not in names and "schema.prev.json" not in names:
                return "no schema.json: not an ArcadeDB database backup"
            if any("/" in n or "\\" in n or n.startswith(".") for n in names):
                return "an entry outside the database folder"
            bad = archive.testzip()
    except (zipfile.BadZipFile, OSError, EOFError, zlib.error) as e:
        return str(e)
    return None if bad is None else f"entry {bad} fails its CRC check"
