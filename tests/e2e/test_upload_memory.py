"""Hostile uploads against a real `clausebot serve` process, its memory measured from outside.

The server runs as its own process (as in production; the suite's ArcadeDB and Redis), and the web
chat is driven over HTTP as its page drives it (tests/e2e/web_upload.py). Its built-in worker reads
each file in a reader child that the server spawns (graph_ingest/sandbox.py), with an address space
of `parse_memory_mb` (RLIMIT_AS). A thread samples /proc every 20 ms: the server's resident memory
(VmRSS) and each child's VmRSS and VmPeak (its address space high-water mark), so that the peaks are
really observed. Stated bounds: the server process grows by less than `SERVER_GROWTH_MB` over its
warm baseline, whatever the files; a reader child stays within its 1 GB limit, and one that reaches
it is refused the memory and retired (the user is told), never the server. Each refusal is checked
as the user sees it, and nothing is stored: no graph node, no upload bytes left parked in Redis.
"""

from __future__ import annotations

import asyncio
import random
import threading
from pathlib import Path

import pytest
import redis

from core.settings import IngestSettings, Settings
from graph_ingest.admin import AdminReader
from graph_ingest.jobs import BLOB_PREFIX
from graph_ingest.store import GraphStore
from tests.e2e.serve_process import children_of, serving, spawned
from tests.e2e.web_upload import Uploaded, WebPage
from tests.unit.test_hostile_files import dense_docx, lying_bomb

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

MB = 1024 * 1024
SERVER_GROWTH_MB = 300  # the stated bound on the server process, over its warm baseline
READER_LIMIT_MB = IngestSettings().parse_memory_mb  # the reader child's RLIMIT_AS (1 GB by default)
SAMPLE_S = 0.02


def _status_kb(pid: int, *fields: str) -> dict[str, int]:
    """Fields of /proc/PID/status in kB ({} once the process is gone)."""
    found: dict[str, int] = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in fields:
                found[key] = int(value.split()[0])
    except (OSError, ValueError, IndexError):
        return {}
    return found


class MemorySampler(threading.Thread):
    """Samples the server and its children every `SAMPLE_S` until stopped; keeps the peaks."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid = pid
        self.stop_event = threading.Event()
        self.lock = threading.Lock()
        self.server_kb = 0  # the server process's VmRSS now
        self.server_peak_kb = 0
        self.total_peak_kb = 0  # the server and all its children together
        self.reader_rss_kb: dict[int, int] = {}  # per reader child: its highest VmRSS seen
        self.reader_vm_kb: dict[int, int] = {}  # per reader child: its highest VmPeak seen
        self.samples = 0

    def sample(self) -> None:
        server = _status_kb(self.pid, "VmRSS").get("VmRSS", 0)
        total = server
        readers: dict[int, dict[str, int]] = {}
        for child in children_of(self.pid):
            status = _status_kb(child, "VmRSS", "VmPeak")
            total += status.get("VmRSS", 0)
            if status and spawned(child):
                readers[child] = status
        with self.lock:
            for child, status in readers.items():
                self.reader_rss_kb[child] = max(self.reader_rss_kb.get(child, 0), status.get("VmRSS", 0))
                self.reader_vm_kb[child] = max(self.reader_vm_kb.get(child, 0), status.get("VmPeak", 0))
            self.server_kb = server
            self.server_peak_kb = max(self.server_peak_kb, server)
            self.total_peak_kb = max(self.total_peak_kb, total)
            self.samples += 1

    def reset_peaks(self) -> None:
        """Start the server's and the total's peaks again from now (the readers' are kept)."""
        self.sample()
        with self.lock:
            self.server_peak_kb, self.total_peak_kb = self.server_kb, 0

    def run(self) -> None:
        while not self.stop_event.wait(SAMPLE_S):
            self.sample()


def parked_uploads(settings: Settings) -> set[bytes]:
    """Upload bytes parked in Redis for a job (`graph_ingest.jobs.BLOB_PREFIX`)."""
    with redis.Redis.from_url(settings.redis_url()) as r:
        return set(r.scan_iter(match=BLOB_PREFIX + "*", count=1000))


def refused(result: Uploaded, code: str, *phrases: str) -> None:
    reply = result.reply
    assert result.status == 200 and reply.get("error_code") == code, (result.status, reply)
    text = reply.get("text", "")
    assert text.startswith(f"I couldn't import *{result.name}*: ") and text.endswith(
        " Nothing was stored."
    ), text
    for phrase in phrases:
        assert phrase in text, text
    assert not reply.get("cards"), reply


async def upload_measured(
    base: str, sampler: MemorySampler, warm_up: bytes, files: list[tuple[str, bytes, str]]
) -> tuple[int, list[tuple[Uploaded, int, int]]]:
    """Upload `warm_up` (it starts a reader child), take the server's warm resident memory, then
    upload each file: (its result, the server's peak and the server-and-children peak while it was
    uploaded and read), in kB."""
    async with WebPage(base) as page:
        refused(await page.upload("noise.txt", warm_up, "text/plain"), "not_text")
        await asyncio.sleep(1.0)  # the server settles after its first upload
        sampler.reset_peaks()
        baseline = sampler.server_kb
        measured = []
        for name, data, kind in files:
            sampler.reset_peaks()
            result = await page.upload(name, data, kind)
            with sampler.lock:
                measured.append((result, sampler.server_peak_kb, sampler.total_peak_kb))
    return baseline, measured


def test_hostile_uploads_stay_within_the_stated_memory_bounds(servers: Settings, store: GraphStore) -> None:
    # built before the server starts: the test's own memory is not the server's
    line = b"This Supply Agreement is made between Acme Inc. and Beta LLC for the supply of widgets.\n"
    files = [
        ("bomb.docx", lying_bomb(300 * MB), "application/octet-stream"),  # headers: 1,000 bytes; 300 MB
        ("dense.docx", dense_docx(60), "application/octet-stream"),  # under every cap; outgrows 1 GB
        # just under the 25 MB upload limit: 8 times the text limit
        ("huge.txt", line * ((25 * MB - 64 * 1024) // len(line)), "text/plain"),
    ]
    counts, parked = AdminReader(store).counts(), parked_uploads(servers)

    with serving(servers) as (base, proc):
        sampler = MemorySampler(proc.pid)
        sampler.start()
        try:
            noise = random.Random(5).randbytes(100_000)
            baseline_kb, measured = asyncio.run(upload_measured(base, sampler, noise, files))
        finally:
            sampler.stop_event.set()
            sampler.join()
        readers_after = {pid for pid in children_of(proc.pid) if spawned(pid)}

    bomb, dense, huge = (result for result, _, _ in measured)
    refused(bomb, "file_too_large", "zip bomb")
    refused(dense, "parse_memory", f"needed more than {READER_LIMIT_MB} MB of memory to read")
    refused(huge, "file_too_large", "holds 25 MB of text; the limit is 3,000,000 characters")

    baseline = baseline_kb / 1024
    growth = max(server for _, server, _ in measured) / 1024 - baseline
    reader_rss = {pid: kb / 1024 for pid, kb in sampler.reader_rss_kb.items()}
    reader_vm = {pid: kb / 1024 for pid, kb in sampler.reader_vm_kb.items()}
    print(f"\nserver RSS {baseline:.0f} MB warm ({sampler.samples} samples, every {SAMPLE_S * 1000:.0f} ms)")
    for result, server, total in measured:
        print(
            f"{result.name}: refused in {result.seconds:.1f} s; server peak {server / 1024:.0f} MB "
            f"(+{server / 1024 - baseline:.0f} MB), with its children {total / 1024:.0f} MB"
        )
    print(
        f"reader children: peak RSS {sorted(round(v) for v in reader_rss.values())} MB, "
        f"address space {sorted(round(v) for v in reader_vm.values())} MB (limit {READER_LIMIT_MB} MB)"
    )
    assert sampler.samples > 100 and reader_rss, "the sampler saw the server and its reader children"
    assert growth < SERVER_GROWTH_MB, f"the server grew by {growth:.0f} MB"
    assert max(reader_vm.values()) <= READER_LIMIT_MB, reader_vm
    # the dense file drove a reader to its limit (it got a MemoryError there) ...
    exhausted = {pid for pid, mb in reader_rss.items() if mb > READER_LIMIT_MB / 2}
    assert exhausted, reader_rss
    # ... and that child was retired, not reused
    assert not exhausted & readers_after, (exhausted, readers_after)
    assert AdminReader(store).counts() == counts, "nothing was written to the graph"
    assert parked_uploads(servers) == parked, "no upload's bytes are left in Redis"
