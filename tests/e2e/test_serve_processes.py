"""`clausebot serve` with several processes on one port (CLAUSEBOT_WEB__PROCESSES, SO_REUSEPORT):
each answers the web chat, /metrics adds all of them up, SIGTERM stops them all, and one that dies
takes the service down with a failing exit (its supervisor restarts the whole)."""

from __future__ import annotations

import asyncio
import re
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from core.settings import Settings
from tests.conftest import env_for
from tests.e2e.test_upload_memory import children_of, free_port, ready
from tests.e2e.web_upload import WebPage

pytestmark = [pytest.mark.e2e, pytest.mark.integration]
PROCESSES = 2


def servers_of(pid: int) -> set[int]:
    """The server processes `clausebot serve` started (spawned children, not their helpers)."""
    found = set()
    for child in children_of(pid):
        try:
            cmdline = Path(f"/proc/{child}/cmdline").read_bytes()
        except OSError:
            continue
        if b"spawn_main" in cmdline and b"resource_tracker" not in cmdline:
            found.add(child)
    return found


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/status").read_text().find("State:\tZ") < 0
    except OSError:
        return False


@contextmanager
def serving(settings: Settings, log: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {
        **env_for(settings),
        "CLAUSEBOT_WEB__PORT": str(port),
        "CLAUSEBOT_WEB__PROCESSES": str(PROCESSES),
        "CLAUSEBOT_RETRIEVAL__INDEX_ON_INGEST": "false",
        **{
            f"CLAUSEBOT_QUOTA__{k}": "0"
            for k in ("QUESTIONS_PER_MINUTE_USER", "QUESTIONS_PER_MINUTE_WORKSPACE")
        },
    }
    with log.open("wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "bot", "serve"], env=env, stdout=out, stderr=out)
    try:
        deadline = time.monotonic() + 120
        while not (ready(base) and len(servers_of(proc.pid)) == PROCESSES):
            assert proc.poll() is None, f"clausebot serve exited with {proc.returncode}: {log.read_text()}"
            assert time.monotonic() < deadline, "clausebot serve did not become ready"
            time.sleep(0.3)
        yield base, proc
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


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


def test_several_server_processes_answer_count_together_and_stop_together(
    servers: Settings, tmp_path: Path
) -> None:
    with serving(servers, tmp_path / "serve.log") as (base, proc):
        children = servers_of(proc.pid)
        before = answered(metrics(base))
        replies = asyncio.run(ask_many(base, 12))
        assert all(r.get("status") == "done" and r.get("reply", {}).get("text") for r in replies), replies
        # each process counts its own answers; /metrics (served by whichever) adds all of them up
        assert answered(metrics(base)) - before == 12
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) == 0
        assert not any(alive(c) for c in children), "every server process stopped with the service"


def test_a_server_process_that_dies_takes_the_service_down_with_a_failing_exit(
    servers: Settings, tmp_path: Path
) -> None:
    with serving(servers, tmp_path / "serve.log") as (_, proc):
        children = servers_of(proc.pid)
        victim = min(children)
        subprocess.run(["kill", "-9", str(victim)], check=True)
        assert proc.wait(timeout=60) == 1, "a supervisor sees the service fail and restarts it"
        assert not any(alive(c) for c in children)
