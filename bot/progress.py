"""A progress bar with rate and ETA for long CLI jobs."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)


@contextmanager
def progress_bar(label: str) -> Iterator[Callable[[int, int], None]]:
    """Yields `advance(done, total)`; prints done/total, rate and ETA on stderr."""
    with Progress(
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(),
        TextColumn("eta"),
        TimeRemainingColumn(),
        transient=False,
        console=Console(stderr=True),
    ) as progress:
        task = progress.add_task(label, total=None, rate="")

        def advance(done: int, total: int) -> None:
            elapsed = progress.tasks[0].elapsed or 0.0
            rate = f"{done / elapsed:.1f}/s" if elapsed > 0 else ""
            progress.update(task, completed=done, total=total, rate=rate)

        yield advance
