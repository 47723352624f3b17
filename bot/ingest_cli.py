"""`clausebot ingest PATH...`: files and folders through the pipeline, with progress and a summary."""

from __future__ import annotations

import hashlib
import multiprocessing
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import typer

from bot.progress import progress_bar
from core.settings import Settings
from graph_ingest.models import Scope
from graph_ingest.pipeline import Ingestor, IngestOutcome

_worker_ingestor: Ingestor | None = None


def collect_files(paths: list[Path], extensions: list[str]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files += sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in extensions)
        elif path.is_file():
            files.append(path)
        else:
            raise typer.BadParameter(f"{path}: no such file or folder")
    return files


def _init_worker(settings: Settings) -> None:
    """A worker process's ingestor. `settings` arrive pickled, secrets included (a JSON dump would
    mask the graph password as '**********')."""
    global _worker_ingestor
    from bot.components import build_ingestor
    from graph_ingest.store import GraphStore

    _worker_ingestor = build_ingestor(settings, GraphStore.from_settings(settings))


def _ingest_one(path: Path, scope: Scope) -> IngestOutcome:
    assert _worker_ingestor is not None
    return ingest_path(_worker_ingestor, path, scope)


def ingest_path(ingestor: Ingestor, path: Path, scope: Scope) -> IngestOutcome:
    try:
        data = path.read_bytes()
    except OSError as e:
        return IngestOutcome(
            filename=path.name, status="failed", reason=f"cannot read: {e.strerror}", code="io"
        )
    return ingestor.ingest_bytes(data, path.name, scope, source="cli")


def ingest_paths_cli(
    settings: Settings, paths: list[Path], scope: Scope, workers: int = 1
) -> list[IngestOutcome]:
    files = collect_files(paths, settings.ingest.allowed_extensions)
    with progress_bar("ingesting") as advance:
        outcomes = ingest_files(settings, files, scope, workers, advance)
    counts = Counter(o.status for o in outcomes)
    typer.echo(
        f"imported {counts['imported']}, skipped {counts['skipped']}, failed {counts['failed']} "
        f"(of {len(files)} files)"
    )
    for o in outcomes:
        if o.status != "imported":
            typer.echo(f"  {o.status}: {o.filename}: {o.reason}")
    return outcomes


def ingest_files(
    settings: Settings,
    files: list[Path],
    scope: Scope,
    workers: int = 1,
    advance: Callable[[int, int], None] | None = None,
) -> list[IngestOutcome]:
    """Each file through the pipeline, in this process or in `workers` processes; outcomes in order."""
    from bot.components import build_ingestor, share_of_cores
    from graph_ingest.store import GraphStore

    outcomes: list[IngestOutcome] = []
    if workers <= 1:
        with GraphStore.from_settings(settings) as store:
            store.verify()
            store.ensure_schema()
            ingestor = build_ingestor(settings, store)
            for path in files:
                outcomes.append(ingest_path(ingestor, path, scope))
                if advance:
                    advance(len(outcomes), len(files))
        return outcomes
    # a file with the same bytes as an earlier one waits until the first batch is in: two processes
    # must not both find it new and import it twice (in one process the second finds the first)
    seen: set[bytes] = set()
    first, later = [], []
    for i, path in enumerate(files):
        digest = _digest(path)
        (later if digest in seen else first).append(i)
        seen.add(digest)
    done: dict[int, IngestOutcome] = {}
    init_args = (share_of_cores(settings, workers),)
    # spawned, never forked: a forked child inherits the parent's threads, locks and open
    # SQLite connections (the embedding cache), which it must not use or close
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=spawn, initializer=_init_worker, initargs=init_args) as pool:
        for batch in (first, later):
            paths = [files[i] for i in batch]
            for i, outcome in zip(batch, pool.map(_ingest_one, paths, [scope] * len(paths)), strict=True):
                done[i] = outcome
                if advance:
                    advance(len(done), len(files))
    return [done[i] for i in range(len(files))]


def _digest(path: Path) -> bytes:
    try:
        return hashlib.sha256(path.read_bytes()).digest()
    except OSError:
        return str(path).encode()  # unreadable: its own outcome says so
