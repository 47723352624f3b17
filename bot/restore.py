"""`clausebot db restore`: an archive of `clausebot db backup` back in place (bot/backup.py writes it).

Everything is checked before anything is stopped, and nothing is while workers run (they would write
into the restored data before it is verified); on any failure the previous data goes back, or, where it
cannot be put back, stays in the staging folder that the error names.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import os
import secrets
import shutil
import subprocess
import tarfile
import tempfile
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from bot.backup import (
    FORMAT_VERSION,
    GRAPH_FILE,
    MANIFEST,
    REDIS_FILE,
    ArcadeHttp,
    BackupError,
    Manifest,
    check_zip,
    require_arcadedb,
    stamp,
    wait,
)
from bot.errors import BotError, ServerError
from bot.servers import (
    PRIVATE_UMASK,
    ArcadeDBServer,
    RedisServer,
    private_dir,
    start_all,
    stop_all,
    write_private,
)
from core.settings import Settings

log = logging.getLogger(__name__)


def unpack(archive: Path, into: Path) -> Manifest:
    """Check `archive` (members, manifest, sizes and hashes) while copying its files into `into`."""
    if not archive.is_file():
        raise BackupError(f"{archive}: no such file")
    try:
        with tarfile.open(archive, mode="r:gz") as tar:
            found = _extract_members(tar, into, archive)
    except (tarfile.TarError, EOFError, zlib.error, OSError) as e:
        raise BackupError(
            f"{archive} is damaged or not a ClauseBot backup archive ({e}); nothing was changed"
        ) from None
    if MANIFEST not in found:
        raise BackupError(f"{archive} is not a ClauseBot backup: it has no {MANIFEST}; nothing was changed")
    try:
        manifest = Manifest.model_validate_json((into / MANIFEST).read_bytes())
    except ValidationError as e:
        raise BackupError(
            f"{archive} is not a ClauseBot backup (its {MANIFEST}: {e.errors()[0]['msg']})"
        ) from None
    if manifest.format_version > FORMAT_VERSION:
        raise BackupError(f"{archive} was written by a newer ClauseBot (format {manifest.format_version})")
    _check_files(archive, manifest, into, found)
    return manifest


def _extract_members(tar: tarfile.TarFile, into: Path, archive: Path) -> dict[str, str]:
    """The archive's files copied into `into`, with their sha256; anything unexpected is refused."""
    allowed = {MANIFEST, GRAPH_FILE, REDIS_FILE}
    found: dict[str, str] = {}
    for member in tar:
        if member.isdir() and member.name.rstrip("/") in {"arcadedb", "redis"}:
            continue
        if not member.isfile() or member.name not in allowed or member.name in found:
            raise BackupError(
                f"{archive} is not a ClauseBot backup (unexpected member {member.name!r}); nothing was changed"
            )
        source = tar.extractfile(member)
        if source is None:
            raise BackupError(f"{archive}: cannot read {member.name}")
        target = into / member.name
        private_dir(target.parent)
        digest = hashlib.sha256()
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as out, source:
            for block in iter(lambda src=source: src.read(1 << 20), b""):
                digest.update(block)
                out.write(block)
        found[member.name] = digest.hexdigest()
    return found


def _check_files(archive: Path, manifest: Manifest, into: Path, found: dict[str, str]) -> None:
    expected = {GRAPH_FILE} | ({REDIS_FILE} if manifest.redis.included else set())
    if set(manifest.files) != expected or set(found) - {MANIFEST} != expected:
        raise BackupError(f"{archive} is incomplete: it should hold {sorted(expected)}; nothing was changed")
    for name, entry in manifest.files.items():
        if found[name] != entry.sha256 or (into / name).stat().st_size != entry.size:
            raise BackupError(
                f"{archive} is damaged: {name} does not match its checksum; nothing was changed"
            )


# --- restore -------------------------------------------------------------------------------------


@dataclass
class DataState:
    counts: dict[str, int] = field(default_factory=dict)
    tenants: dict[str, int] = field(default_factory=dict)
    redis_keys: int | None = None
    error: str | None = None

    @property
    def has_data(self) -> bool:
        return self.error is not None or any(self.counts.values()) or bool(self.redis_keys)


@dataclass
class StagedRedis:
    folder: Path  # holds appendonlydir/
    keys: int
    lasting: frozenset[bytes]  # its keys but those whose TTL ends within minutes: all must be back


@dataclass
class RestoreResult:
    manifest: Manifest
    before: DataState
    after: DataState
    notes: list[str] = field(default_factory=list)


def restore(
    settings: Settings, archive: Path, *, yes: bool = False, echo: Callable[[str], None] = print
) -> RestoreResult:
    """Replace the graph database and the embedded Redis's data with the archive's, or change nothing."""
    require_arcadedb(settings)
    staging = private_dir(settings.data_dir / f".restore-{stamp()}-{secrets.token_hex(2)}")
    verified = False
    try:
        manifest = unpack(archive, staging / "archive")
        echo(
            f"archive: backup of {manifest.created_at} (ClauseBot {manifest.clausebot_version}): "
            f"{manifest.contracts} contracts, {_redis_words(manifest)}; checksums match"
        )
        if manifest.graph.database != settings.graph.database:
            echo(
                f"note: the backup is of database {manifest.graph.database}; it replaces {settings.graph.database}"
            )
        before = current_state(settings)
        _refuse_while_workers_run(settings, echo)
        if before.has_data and not yes:
            raise BackupError(_would_replace(settings, before, manifest))
        graph = _stage_graph(settings, staging / "archive" / GRAPH_FILE, staging / "graph")
        echo("arcadedb: the backup unpacks (ArcadeDB's restore) into a staging folder")
        notes: list[str] = []
        redis_stage = None
        if RedisServer(settings).external:
            notes.append(
                "redis: external Redis (CLAUSEBOT_REDIS__URL) left as it is: restore it from its own backups"
            )
        elif not manifest.redis.included:
            notes.append("redis: the archive holds no Redis snapshot; Redis is left as it is")
        else:
            redis_stage = _stage_redis(staging / "archive" / REDIS_FILE, staging / "redis")
            echo(f"redis: the snapshot loads ({redis_stage.keys} keys) and is ready as append-only files")
        after = _swap_and_start(settings, manifest, graph, redis_stage, staging, echo)
        verified = True
        log.info("restored %s (backup of %s)", archive, manifest.created_at)
        return RestoreResult(manifest, before, after, notes)
    finally:
        _clean_up(staging, verified)


def _clean_up(staging: Path, verified: bool) -> None:
    """Remove the staging folder after a verified restore, or when it holds none of the previous data
    (nothing was moved, or the rollback put it all back); otherwise it is the only copy: kept."""
    kept = sorted(staging.glob("replaced-*"))
    if verified or not kept:
        shutil.rmtree(staging, ignore_errors=True)
    else:
        log.error("restore: the previous data is kept in %s", ", ".join(map(str, kept)))


def _live_worker_count(settings: Settings) -> int | None:
    """Workers whose heartbeat is in Redis now (`clausebot worker`, `clausebot serve`'s built-in one);
    None when Redis cannot be read."""
    import redis

    from graph_ingest.jobs import connect, live_workers

    async def count() -> int:
        pool = await connect(settings.redis_url())
        try:
            return len(await live_workers(pool))
        finally:
            await pool.aclose()

    try:
        return asyncio.run(count())
    except (redis.RedisError, OSError) as e:
        log.info("worker heartbeats not read: %s", e)
        return None


def _refuse_while_workers_run(settings: Settings, echo: Callable[[str], None]) -> None:
    """A worker would import the restored queue and write heartbeats while the restore is verified."""
    from graph_ingest.jobs import HEARTBEAT_TTL_S

    n = _live_worker_count(settings)
    if n is None:
        echo("note: Redis cannot be read, so running workers cannot be seen: stop them before restoring")
    elif n:
        raise BackupError(
            f"{n} live worker{'s' if n != 1 else ''} (heartbeats in Redis): stop `clausebot serve` and "
            f"`clausebot worker` first (a stopped worker's heartbeat expires within {HEARTBEAT_TTL_S} s); "
            "nothing was changed"
        )


def _redis_words(manifest: Manifest) -> str:
    return f"{manifest.redis.keys} Redis keys" if manifest.redis.included else "no Redis snapshot"


def current_state(settings: Settings) -> DataState:
    """What the servers hold now (started if they were not); `error` when it cannot be read."""
    import redis

    state = DataState()
    try:
        start_all(settings)
        state.counts, state.tenants = ArcadeHttp(settings).counts()
        if not RedisServer(settings).external:
            with redis.Redis.from_url(settings.redis_url(), socket_connect_timeout=5) as client:
                state.redis_keys = int(client.dbsize())
    except (BotError, redis.RedisError) as e:
        state.error = str(e)
    return state


def _tenant_words(tenants: dict[str, int]) -> str:
    return ", ".join(f"{t}: {n}" for t, n in sorted(tenants.items())) or "none"


def _would_replace(settings: Settings, now: DataState, manifest: Manifest) -> str:
    backup_side = (
        f"the backup of {manifest.created_at} holds {manifest.contracts} contracts "
        f"({_tenant_words(manifest.graph.contracts_per_tenant)}) and {_redis_words(manifest)}"
    )
    if now.error is not None:
        return f"the current data cannot be read ({now.error}); {backup_side}. Run again with --yes to replace it"
    redis_side = "" if now.redis_keys is None else f" and Redis holds {now.redis_keys} keys"
    return (
        f"database {settings.graph.database} holds {now.counts.get('Contract', 0)} contracts "
        f"({_tenant_words(now.tenants)}), {sum(v for k, v in now.counts.items() if not k.isupper())} nodes "
        f"in all{redis_side}; {backup_side}. Run again with --yes to replace them"
    )


def _stage_graph(settings: Settings, zip_path: Path, target: Path) -> Path:
    """ArcadeDB's own restore of the backup into `target` (the live database is not touched)."""
    import arcadedb_embedded

    if (damaged := check_zip(zip_path)) is not None:
        raise BackupError(f"the archive's database backup is damaged ({damaged}); nothing was changed")

    pkg = Path(arcadedb_embedded.__file__).parent
    command = [
        str(pkg / "jre" / "bin" / "java"),
        f"-Xmx{settings.graph.heap_mb}m",
        "-cp",
        str(pkg / "jars" / "*"),
        "com.arcadedb.integration.restore.Restore",
        "-f",
        f"file://{zip_path}",
        "-d",
        str(target),
    ]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=3600, check=False, umask=PRIVATE_UMASK
        )
    except (OSError, subprocess.TimeoutExpired) as e:
        raise BackupError(f"ArcadeDB's restore did not run: {e}; nothing was changed") from None
    if done.returncode != 0 or not (target / "schema.json").is_file():
        lines = [x for x in (done.stderr + done.stdout).splitlines() if "Exception" in x or "rror" in x]
        reason = lines[-1].split(": ", 1)[-1] if lines else f"exit code {done.returncode}"
        raise BackupError(f"ArcadeDB cannot restore the archive's database ({reason}); nothing was changed")
    return target


def _stage_redis(rdb: Path, folder: Path, timeout_s: float = 120.0) -> StagedRedis:
    """Load the RDB in a private redis-server and have it write the append-only files from it."""
    import redis

    exe = shutil.which("redis-server")
    if exe is None:
        raise BackupError("redis-server is not installed (`sudo apt-get install redis-server`)")
    private_dir(folder)
    shutil.move(rdb, folder / "dump.rdb")
    sock_dir = Path(tempfile.mkdtemp(prefix="clausebot-restore-"))  # short: a socket path has ~100 bytes
    options = {
        "port": "0",
        "unixsocket": str(sock_dir / "redis.sock"),
        "unixsocketperm": "700",
        "dir": str(folder),
        "dbfilename": "dump.rdb",
        "appendonly": "no",
        "save": "",
        "daemonize": "no",
        "logfile": str(folder / "redis.log"),
    }
    quoted = {k: '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"' for k, v in options.items()}
    write_private(folder / "redis.conf", "".join(f"{k} {v}\n" for k, v in quoted.items()))
    proc = subprocess.Popen(
        [exe, str(folder / "redis.conf")],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        umask=PRIVATE_UMASK,
    )
    try:
        client = redis.Redis(unix_socket_path=options["unixsocket"], socket_timeout=60)
        deadline = time.monotonic() + timeout_s
        wait(lambda: _loaded(client, proc, folder), deadline, "loading the Redis snapshot")
        keys, lasting = int(client.dbsize()), _lasting_keys(client)
        client.config_set("appendonly", "yes")  # Redis rewrites its data as the append-only files
        wait(lambda: _rewritten(client, folder), deadline, "writing Redis's append-only files")
        with contextlib.suppress(redis.ConnectionError):
            client.shutdown(nosave=True)
        proc.wait(timeout=30)
    except redis.RedisError as e:
        raise BackupError(f"the archive's Redis snapshot does not load ({e}); nothing was changed") from None
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        shutil.rmtree(sock_dir, ignore_errors=True)
    return StagedRedis(folder, keys, lasting)


def _loaded(client: Any, proc: subprocess.Popen[bytes], folder: Path) -> bool:
    import redis

    if proc.poll() is not None:
        log_lines = (
            (folder / "redis.log").read_text(errors="replace").splitlines()
            if (folder / "redis.log").exists()
            else []
        )
        reason = next(
            (x.split(" # ", 1)[-1] for x in reversed(log_lines) if " # " in x), "redis-server exited"
        )
        raise BackupError(f"the archive's Redis snapshot does not load ({reason}); nothing was changed")
    try:
        return bool(client.ping())
    except (redis.BusyLoadingError, redis.ConnectionError):
        return False


def _lasting_keys(client: Any, within_ms: int = 300_000) -> frozenset[bytes]:
    """The keys but those whose TTL ends within a few minutes (they may be gone by the check)."""
    keys = list(client.scan_iter(count=1000))
    lasting: set[bytes] = set()
    for start in range(0, len(keys), 1000):
        batch = keys[start : start + 1000]
        with client.pipeline(transaction=False) as pipe:
            for key in batch:
                pipe.pttl(key)
            ttls = pipe.execute()
        lasting.update(k for k, ttl in zip(batch, ttls, strict=True) if ttl == -1 or ttl >= within_ms)
    return frozenset(lasting)


def _rewritten(client: Any, folder: Path) -> bool:
    info = client.info("persistence")
    if info["aof_rewrite_in_progress"] or info["aof_rewrite_scheduled"]:
        return False
    if info["aof_last_bgrewrite_status"] != "ok":
        raise BackupError("redis-server could not write the append-only files; nothing was changed")
    return any((folder / "appendonlydir").glob("*.manifest"))


def _swap_and_start(
    settings: Settings,
    manifest: Manifest,
    graph: Path,
    redis_stage: StagedRedis | None,
    staging: Path,
    echo: Callable[[str], None],
) -> DataState:
    """Stop the servers, put the staged folders in place, start, verify; on failure put the old back.

    The previous folders wait in `staging/replaced-N` until the restore is verified or they are back."""
    live_db = ArcadeDBServer(settings).root / "root" / "databases" / settings.graph.database
    redis_root = RedisServer(settings).root
    swaps = [(live_db, graph)]
    if redis_stage is not None:
        swaps += [
            (redis_root / "appendonlydir", redis_stage.folder / "appendonlydir"),
            (redis_root / "dump.rdb", None),
        ]
    _refuse_while_workers_run(settings, echo)  # again: the staging may have taken minutes
    echo("stopping the servers: " + (", ".join(stop_all(settings)) or "none were running"))
    moved: list[tuple[Path, Path | None]] = []
    try:
        private_dir(live_db.parent)
        for i, (live, new) in enumerate(swaps):
            aside = None
            if live.exists():
                aside = staging / f"replaced-{i}"
                os.replace(live, aside)
            moved.append((live, aside))  # only once `live` is out of the way: the rollback moves it off
            if new is not None:
                os.replace(new, live)
        start_all(settings)
        after = _verify(settings, manifest, redis_stage)
    except BaseException as e:  # whatever went wrong (Ctrl-C too), the previous data goes back
        problems = _roll_back(settings, moved, staging, echo)
        if problems:
            raise BackupError(_not_put_back(e, problems, moved)) from None
        if not isinstance(e, Exception):
            raise
        raise BackupError(
            f"restore failed ({e}); the data from before the restore is back in place"
        ) from None
    echo(
        "servers started; counts match the backup"
        if manifest.graph.counts_exact
        else "servers started (the backup ran during imports: its counts were not compared)"
    )
    return after


def _verify(settings: Settings, manifest: Manifest, redis_stage: StagedRedis | None) -> DataState:
    import redis

    counts, tenants = ArcadeHttp(settings).counts()
    wrong = _differences(counts, manifest.graph.counts) + _differences(
        tenants, manifest.graph.contracts_per_tenant, "contracts of "
    )
    if wrong and manifest.graph.counts_exact:
        raise BackupError("the restored graph differs from the manifest: " + "; ".join(wrong))
    state = DataState(counts=counts, tenants=tenants)
    if redis_stage is not None:  # the snapshot's keys are back; keys written since do not matter
        with redis.Redis.from_url(settings.redis_url(), socket_connect_timeout=5) as client:
            state.redis_keys = int(client.dbsize())
            present = set(client.scan_iter(count=1000))
        if missing := len(redis_stage.lasting - present):
            raise BackupError(f"the restored Redis lacks {missing} of the snapshot's {redis_stage.keys} keys")
    return state


def _differences(got: dict[str, int], want: dict[str, int], prefix: str = "") -> list[str]:
    return [
        f"{prefix}{k}: {got.get(k, 0)} restored, {want.get(k, 0)} in the backup"
        for k in sorted(set(got) | set(want))
        if got.get(k, 0) != want.get(k, 0)
    ]


def _roll_back(
    settings: Settings, moved: list[tuple[Path, Path | None]], staging: Path, echo: Callable[[str], None]
) -> list[str]:
    """Put the folders moved aside back and start the servers; what went wrong, if anything (the previous
    data that could not go back then stays where `moved` says, and the servers stay stopped)."""
    log.warning("restore failed: putting the previous data back")
    echo("restore failed: putting the previous data back")
    try:
        stop_all(settings)
    except (BotError, OSError) as e:  # a server still running would write into the folders put back
        return [f"the servers did not stop ({e})"]
    problems = []
    for i, (live, aside) in reversed(list(enumerate(moved))):
        try:
            if live.exists() or live.is_symlink():  # a rename, which open files do not hinder
                os.replace(live, staging / f"rejected-{i}")
            if aside is not None:
                os.replace(aside, live)
        except OSError as e:
            problems.append(f"{live}: {e}")
    if problems:
        return problems
    try:
        start_all(settings)
    except ServerError as e:
        echo(f"the servers did not start again: {e}")
    return []


def _not_put_back(error: BaseException, problems: list[str], moved: list[tuple[Path, Path | None]]) -> str:
    """The message of a rollback that did not finish: where the previous data is, and what to do."""
    kept = [(live, aside) for live, aside in moved if aside is not None and aside.exists()]
    why = (
        f"restore failed ({str(error) or type(error).__name__}), and putting the previous data back "
        f"failed too ({'; '.join(problems)})"
    )
    if not kept:
        return f"{why}; there was no previous data to put back. Start the servers with `clausebot db start`"
    where = "; ".join(f"{aside} (belongs at {live})" for live, aside in kept)
    return (
        f"{why}. The previous data is kept, untouched: {where}. With the servers stopped "
        "(`clausebot db stop`), move each back in its place (removing what is there), then "
        "`clausebot db start`"
    )
