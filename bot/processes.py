"""`clausebot serve` as several server processes on one port (`CLAUSEBOT_WEB__PROCESSES`).

Each child is a whole server (runtime, built-in workers) bound with SO_REUSEPORT, so the kernel
spreads connections over them; a second `clausebot serve` started by mistake on the same port joins
them silently instead of failing with "address in use". The parent only supervises:
- the children run in sessions of their own, so a signal to the parent's process group (Ctrl-C in a
  terminal) reaches them once, forwarded by the parent; each child also stops when the parent dies,
  even by SIGKILL (Linux `PR_SET_PDEATHSIG`);
- SIGTERM or SIGINT to the parent stops every child and the parent exits 0;
- a child that stops by itself stops the others, and the parent exits 1, so that a supervisor
  (Docker, Kubernetes, systemd) restarts the whole service.
`/metrics`, served by whichever child, adds all of them up (prometheus_client's multiprocess mode,
`PROMETHEUS_MULTIPROC_DIR`; the per-process `process_*` and `python_gc_*` series are not kept).
"""

from __future__ import annotations

import ctypes
import logging
import multiprocessing
import os
import shutil
import signal
import sys
import threading
from collections.abc import Callable

from core.files import private_dir
from core.settings import Settings

log = logging.getLogger(__name__)
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
PR_SET_PDEATHSIG = 1

Serve = Callable[[Settings, bool, bool, int], None]  # (settings, reuse_port, announce, parent pid)


def serve_processes(settings: Settings, serve: Serve) -> int:
    """Run `settings.web.processes` children of `serve`; the exit code the service should end with."""
    from bot.components import share_of_cores
    from graph_ingest.indexes import ensure_search_indexes
    from graph_ingest.store import GraphStore

    n = settings.web.processes
    with GraphStore.from_settings(settings) as store:  # once, before they all start at once
        store.verify()
        ensure_search_indexes(settings, store)
    metrics_dir = settings.data_dir / "metrics" / f"serve-{os.getpid()}"
    shutil.rmtree(metrics_dir, ignore_errors=True)
    private_dir(metrics_dir)
    os.environ[MULTIPROC_ENV] = str(metrics_dir)  # read by prometheus_client as the children import it
    child_settings = share_of_cores(settings, n)
    spawn = multiprocessing.get_context("spawn")  # nothing of this process's state is inherited
    children = [
        spawn.Process(target=serve, args=(child_settings, True, i == 0, os.getpid()), name=f"serve-{i}")
        for i in range(n)
    ]
    stopping = threading.Event()

    def forward(signum: int, _frame: object) -> None:
        stopping.set()
        for child in children:
            if child.pid and child.is_alive():
                os.kill(child.pid, signum)

    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, forward)  # before the children start: no signal is lost between
    for child in children:
        child.start()
    log.info("serving with %d processes: %s", n, [c.pid for c in children])
    while not stopping.is_set() and all(c.is_alive() for c in children):
        stopping.wait(0.5)
    requested = stopping.is_set()
    if not requested:
        log.error("a server process stopped (exit %s); stopping the others", [c.exitcode for c in children])
        forward(signal.SIGTERM, None)
    for child in children:
        child.join(timeout=60)
        if child.is_alive():
            child.kill()
            child.join()
    shutil.rmtree(metrics_dir, ignore_errors=True)
    clean = all(c.exitcode in (0, -signal.SIGTERM, -signal.SIGINT) for c in children)
    return 0 if requested and clean else 1


def detach(parent: int) -> None:
    """In a child: a session of its own, stopped (SIGTERM) when `parent` dies, and stopped at once by
    SIGINT until the server handles it (a stop asked while it starts is a stop, not a traceback)."""
    os.setsid()
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    if os.getppid() != parent:  # the parent died before the line above
        raise SystemExit(1)
