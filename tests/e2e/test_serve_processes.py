"""`clausebot serve` with several processes on one port (CLAUSEBOT_WEB__PROCESSES, SO_REUSEPORT,
bot/processes.py): each answers the web chat, /metrics adds all of them up, a stop (SIGTERM to the
service, Ctrl-C to its process group) stops them all cleanly, a server process that dies takes the
service down with a failing exit (its supervisor restarts the whole), and none outlives its parent."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import time
import urllib.request
from pathlib import Path

import pytest

from core.settings import Settings
from tests.e2e.serve_process import alive, children_of, serving, spawned
from tests.e2e.web_upload import WebPage

pytestmark = [pytest.mark.e2e, pytest.mark.integration]
PROCESSES = 2
ENV = {
    "CLAUSEBOT_WEB__PROCESSES": str(PROCESSES),
    "CLAUSEBOT_RETRIEVAL__INDEX_ON_INGEST": "false",
    "CLAUSEBOT_QUOTA__QUESTIONS_PER_MINUTE_USER": "0",
    "CLAUSEBOT_QUOTA__QUESTIONS_PER_MINUTE_WORKSPACE": "0",
}


def servers_of(pid: int) -> set[int]:
    """The server processes `clausebot serve` started (spawned children, not their helpers)."""
    return {child for child in children_of(pid) if spawned(child)}


def all_up(proc: object) -> bool:
    return len(servers_of(proc.pid)) == PROCESSES  # type: ignore[attr-defined]


def answered(text: str) -> float:
    """clausebot_requests_total{surface="web",outcome="answered"} in a /metrics text (either label order)."""
    for labels in ('surface="web",outcome="answered"', 'outcome="answered",surface="web"'):
        if found := re.search(rf"clausebot_requests_total\{{{labels}\}} ([0-9.e+]+)", text):
            return float(found.group(1))
    return 0.0


def metrics(base: str) -> str:
    with urllib.request.urlopen(f"{base}/metrics", timeout=10) as r:
        return r.read().decode()


async def ask_many(base: str, n: int) -> list[dict]:
    async def one(i: int) -> dict:
        async with WebPage(base) as page:  # a connection of its own: the kernel picks the process
            return await page.ask(f"How many contracts are governed by Delaware law? ({i})")

    return await asyncio.gather(*(one(i) for i in range(n)))


def gone(pids: set[int], timeout: float = 60) -> bool:
    deadline = time.monotonic() + timeout
    while any(alive(p) for p in pids):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.2)
    return True


def test_several_server_processes_answer_count_together_and_stop_together(
    servers: Settings, tmp_path: Path
) -> None:
    with serving(servers, ENV, tmp_path / "serve.log", until=all_up) as (base, proc):
        children = servers_of(proc.pid)
        before = answered(metrics(base))
        replies = asyncio.run(ask_many(base, 12))
        assert all(r.get("status") == "done" and r.get("reply", {}).get("text") for r in replies), replies
        # each process counts its own answers; /metrics (served by whichever) adds all of them up
        assert answered(metrics(base)) - before == 12
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) == 0
        assert gone(children), "every server process stopped with the service"
        assert not list((servers.data_dir / "metrics").glob("serve-*")), "the metrics files are removed"


def test_ctrl_c_to_the_process_group_stops_every_process_cleanly(servers: Settings, tmp_path: Path) -> None:
    """A terminal's Ctrl-C signals the whole foreground group: the server processes, in sessions of
    their own, hear it once (from the parent), so their graceful stop is not cut short."""
    with serving(servers, ENV, tmp_path / "serve.log", until=all_up) as (_, proc):
        children = servers_of(proc.pid)
        os.killpg(proc.pid, signal.SIGINT)
        assert proc.wait(timeout=60) == 0, (tmp_path / "serve.log").read_text()[-3000:]
        assert gone(children)


def test_a_server_process_that_dies_takes_the_service_down_with_a_failing_exit(
    servers: Settings, tmp_path: Path
) -> None:
    with serving(servers, ENV, tmp_path / "serve.log", until=all_up) as (_, proc):
        children = servers_of(proc.pid)
        os.kill(min(children), signal.SIGKILL)
        assert proc.wait(timeout=60) == 1, "a supervisor sees the service fail and restarts it"
        assert gone(children)


def test_no_server_process_outlives_a_killed_parent(servers: Settings, tmp_path: Path) -> None:
    with serving(servers, ENV, tmp_path / "serve.log", until=all_up) as (_, proc):
        children = servers_of(proc.pid)
        proc.kill()  # SIGKILL: the parent forwards nothing
        proc.wait()
        assert gone(children, timeout=60), "the server processes stop with their parent"
