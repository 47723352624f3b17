"""Uploads while the demo corpus is being indexed: seconds from the file to its card, over the web chat.

Self-contained: on a fresh temporary data directory it starts the embedded ArcadeDB and Redis
(shifted ports), loads the demo corpus and queues the background indexing of its texts
(../shared/data/cuad/full_contract_txt) as `make run` does (`bot.demo`), then runs `clausebot serve`
as its own process (offline planner, no quotas; its built-in worker indexes the demo texts in the
background) and uploads files one after the other, as a person would, through the web chat's HTTP
API as the page does (tests/e2e/web_upload.py: page, CSRF token, `POST /api/upload` streamed as
NDJSON): first a 20-page PDF of a generated contract under its own title line (tests/fixtures.py),
then the CUAD sample PDFs. For each file: the seconds until its card, the stages the page showed,
the card's title, and how many index jobs were still queued when the card came. The last line is JSON.

    .venv/bin/python -m bench.upload --files 7
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import redis

from bench.load import rss_mb, server_env, wait_ready
from bench.scratch import demo_servers, pct, web_scratch_settings
from core.settings import Settings
from graph_ingest.jobs import INDEX_QUEUE
from tests.e2e.web_upload import Uploaded, WebPage
from tests.fixtures import laid_out_pdf, long_contract

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"
SAMPLE_PDFS = SHARED / "cuad" / "sample_pdf"
GENERATED_TITLE = "Master Widget Supply Agreement"


def files_to_upload(n: int) -> list[tuple[str, bytes]]:
    """(name, bytes): the 20-page PDF first, then the CUAD sample PDFs, `n` in all."""
    text, _ = long_contract(4101, pages=20, title=GENERATED_TITLE.upper())
    files = [("widget-supply-20-pages.pdf", laid_out_pdf(text))]
    files += [(p.name, p.read_bytes()) for p in sorted(SAMPLE_PDFS.glob("*")) if p.suffix.lower() == ".pdf"]
    return files[:n]


@contextmanager
def serving(settings: Settings) -> Iterator[subprocess.Popen[bytes]]:
    """`clausebot serve` in its own process, indexing in the background as `make run`'s does."""
    env = {**server_env(settings), "CLAUSEBOT_RETRIEVAL__INDEX_ON_INGEST": "true"}
    log = (settings.data_dir / "serve.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "serve"],
        env={**env, "PYTHONPATH": str(Path.cwd())},
        cwd=settings.data_dir,  # no developer .env is read: what runs is what this says
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        yield proc
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def row(result: Uploaded, queued: int) -> dict[str, Any]:
    return {
        "file": result.name,
        "seconds": round(result.seconds, 2),
        "card_title": (result.card_titles or [None])[0],
        "error_code": result.reply.get("error_code"),
        "index_jobs_queued": queued,
        "stages": result.steps,
        "stage_s": [round(s, 2) for s in result.step_s],
    }


async def upload_all(base: str, queue: redis.Redis, files: list[tuple[str, bytes]]) -> list[dict[str, Any]]:
    rows = []
    async with WebPage(base) as page:
        for name, data in files:
            result = await page.upload(name, data, "application/pdf")
            r = row(result, int(queue.zcard(INDEX_QUEUE)))
            rows.append(r)
            error = f" ({r['error_code']})" if r["error_code"] else ""
            stages = " | ".join(
                f"{s:.1f} s {text}" for s, text in zip(r["stage_s"], r["stages"], strict=True)
            )
            print(
                f"{name}: card in {r['seconds']} s{error}, title {r['card_title']!r}, "
                f"{r['index_jobs_queued']} index jobs queued; stages: {stages}",
                flush=True,
            )
    return rows


def run(settings: Settings, files: list[tuple[str, bytes]]) -> dict[str, Any]:
    base = f"http://127.0.0.1:{settings.web.port}"
    queue = redis.Redis.from_url(settings.redis_url())
    with serving(settings) as proc:
        started = time.monotonic()
        asyncio.run(wait_ready(base, proc))
        ready_s = time.monotonic() - started
        queued_start = int(queue.zcard(INDEX_QUEUE))
        print(f"server ready in {ready_s:.1f} s; {queued_start} index jobs queued", flush=True)
        rows = asyncio.run(upload_all(base, queue, files))
        rss = rss_mb(proc.pid)
        queued_end = int(queue.zcard(INDEX_QUEUE))
    seconds = [r["seconds"] for r in rows]
    return {
        "bench": "upload",
        "files": rows,
        "cards": sum(1 for r in rows if r["card_title"]),
        "p50_s": round(pct(seconds, 50), 2),
        "max_s": max(seconds) if seconds else None,
        "index_jobs_queued_start": queued_start,
        "index_jobs_queued_end": queued_end,
        "server_rss_mb_end": rss,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=7, help="files to upload: the 20-page PDF, then CUAD's")
    parser.add_argument("--port-offset", type=int, default=760, help="shift of the servers' ports")
    args = parser.parse_args()
    settings = web_scratch_settings("clausebot-upload-", args.port_offset, shared_data_dir=SHARED)
    files = files_to_upload(args.files)
    with demo_servers(settings, queue_texts=True):  # as `make run` (bot/demo.py: run_demo)
        result = run(settings, files)
    print(
        f"{result['cards']}/{len(files)} cards; p50 {result['p50_s']} s, max {result['max_s']} s; index jobs "
        f"queued {result['index_jobs_queued_start']} -> {result['index_jobs_queued_end']}; "
        f"server {result['server_rss_mb_end']} MB"
    )
    print(json.dumps(result))


if __name__ == "__main__":
    main()
