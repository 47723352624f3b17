"""`clausebot serve` as its own process for tests (`serving`), and reading its processes from /proc."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from core.settings import Settings
from tests.conftest import env_for


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def ready(base: str) -> bool:
    try:
        with urllib.request.urlopen(f"{base}/readyz", timeout=2) as r:
            return json.loads(r.read()).get("ok") is True
    except OSError:
        return False


def children_of(pid: int) -> set[int]:
    """The process's children, whichever of its threads started them (a reader child is started
    from the import's worker thread, so the main thread's `children` file alone misses it)."""
    found: set[int] = set()
    for listed in Path(f"/proc/{pid}/task").glob("*/children"):
        try:
            found.update(int(p) for p in listed.read_text().split())
        except OSError:
            continue
    return found


def spawned(pid: int) -> bool:
    """A multiprocessing "spawn" child (a reader, a server process), not its resource tracker."""
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False
    return b"spawn_main" in cmdline and b"resource_tracker" not in cmdline


def alive(pid: int) -> bool:
    """The process runs (not gone, not a zombie)."""
    try:
        return "State:\tZ" not in Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False


@contextmanager
def serving(
    settings: Settings,
    env: dict[str, str] | None = None,
    log: Path | None = None,
    until: Callable[[subprocess.Popen[bytes]], bool] = lambda _: True,
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """`python -m bot serve` (web chat and built-in worker) on a free port, in a process group of its
    own, until the block ends: (its base URL, the process), once it is ready and `until(process)`.
    Whatever it started is killed after the block, even if the test failed."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    full = {**env_for(settings), "CLAUSEBOT_WEB__PORT": str(port), **(env or {})}
    out = log.open("wb") if log else subprocess.DEVNULL
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "serve"], env=full, stdout=out, stderr=out, start_new_session=True
    )
    try:
        deadline = time.monotonic() + 120
        while not (ready(base) and until(proc)):  # graph, Redis, workers and the clause index
            said = f": {log.read_text()[-3000:]}" if log else ""
            assert proc.poll() is None, f"clausebot serve exited with {proc.returncode}{said}"
            assert time.monotonic() < deadline, "clausebot serve did not become ready"
            time.sleep(0.3)
        yield base, proc
    finally:
        spawned_too = children_of(proc.pid)
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for pid in spawned_too:  # server processes in sessions of their own
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        if log:
            out.close()  # type: ignore[union-attr]
