"""Load on the web chat: N concurrent clients, each its own browser session and thread, over HTTP.

Self-contained: starts the embedded ArcadeDB and Redis (temporary data directory, shifted ports),
imports the demo corpus (the seed's 510 structured contracts), then runs `clausebot serve` as its
own process (offline planner, no quotas, no background indexing) and drives it like the page does:
each client loads `/` (session cookie, CSRF token), then asks `--questions` questions in one thread,
streamed as the page asks them (NDJSON until `done`), each after the previous answer (a first question,
then follow-ups). A single client runs first, as the baseline of the same run; then `--warm-rounds`
rounds of the whole load (the first reported as cold: the graph server's JVM compiles its hot paths
during it), then the measured round. Reports throughput (answers/s), latency p50/p95/p99, errors, the
CPU each process spent per answer (the bot server, the graph database, Redis, these clients: all share
the machine's cores), and the memory of the server process and of Redis. The last line is JSON.

    .venv/bin/python -m bench.load --clients 50 --questions 10 [--processes 2] [--baseline REV]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import aiohttp
import redis

from bench.scratch import demo_servers, pct, web_scratch_settings
from core.settings import QuotaSettings, Settings
from tests.e2e.serve_process import children_of

CSRF = re.compile(r'<meta name="csrf-token" content="([^"]+)">')

# one thread's questions: a search, follow-ups that narrow it, a breakdown, a lookup, a count
THREAD = [
    "Which distributor agreements are governed by Delaware law?",
    "How many of those are active?",
    "What about New York law?",
    "What is the distribution of contract types?",
    "Show me contracts signed in 2019",
    "Which of those are license agreements?",
    "How many contracts expire next year?",
    "Top 5 parties by number of contracts",
    "What is the total value of supply agreements?",
    "Which contracts have no end date?",
]


def rss_mb(pid: int, children: bool = True) -> float:
    """Resident memory of a process and (`children`) its children (the reader pool, if started), in MB.
    Each thread lists the children it started: a reader child is started from a worker thread."""
    total = 0
    for p in [pid, *(children_of(pid) if children else ())]:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except FileNotFoundError:
            continue
    return round(total / 1024, 1)


def cpu_s(pid: int, children: bool = True) -> float:
    """CPU seconds (user + system) a process and (`children`) its children have used so far."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for p in [pid, *(children_of(pid) if children else ())]:
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except FileNotFoundError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / tick


def cpu_roles(server: int, settings: Settings) -> dict[str, float]:
    """CPU seconds so far of each process on the machine's cores: the bot server, the graph
    database, Redis and these clients (this process)."""
    from bot.servers import ArcadeDBServer

    graph = ArcadeDBServer(settings).running_pid()
    redis_pid = int(redis.Redis.from_url(settings.redis_url()).info("server")["process_id"])
    own = os.times()
    return {
        "server": cpu_s(server),
        "graph": cpu_s(graph, children=False) if graph else 0.0,
        "redis": cpu_s(redis_pid, children=False),
        "clients": own.user + own.system,
    }


async def client(base: str, questions: int, latencies: list[float], errors: list[str]) -> None:
    async with aiohttp.ClientSession(base_url=base, cookie_jar=aiohttp.CookieJar(unsafe=True)) as http:
        async with http.get("/") as page:
            token = CSRF.search(await page.text())
        if not token:
            errors.append("no CSRF token on the page")
            return
        headers = {"X-CSRF-Token": token[1]}
        thread = uuid.uuid4().hex[:16]
        for i in range(questions):
            body = {"thread": thread, "text": THREAD[i % len(THREAD)], "stream": True}  # as the page asks
            started = time.monotonic()
            try:
                done = await answer(http, body, headers)
            except (TimeoutError, aiohttp.ClientError, json.JSONDecodeError) as e:
                errors.append(type(e).__name__)
                continue
            if done is None or done.get("status") != "done":
                errors.append(f"no answer: {(done or {}).get('status')}")
                continue
            latencies.append(time.monotonic() - started)


async def answer(http: aiohttp.ClientSession, body: dict[str, Any], headers: dict[str, str]) -> dict | None:
    """The streamed answer's final message (its `done` event), read as the page reads the NDJSON."""
    async with http.post("/api/chat", json=body, headers=headers) as res:
        if res.status != 200:
            return {"status": f"HTTP {res.status}"}
        async for line in res.content:
            if line.strip() and (event := json.loads(line)).get("event") == "done":
                return event.get("message")
    return None


async def round_of(base: str, clients: int, questions: int) -> dict[str, Any]:
    latencies: list[float] = []
    errors: list[str] = []
    started = time.monotonic()
    await asyncio.gather(*(client(base, questions, latencies, errors) for _ in range(clients)))
    wall = time.monotonic() - started
    return {
        "clients": clients,
        "answers": len(latencies),
        "errors": len(errors),
        "error_kinds": sorted(set(errors))[:5],
        "wall_s": round(wall, 2),
        "answers_per_s": round(len(latencies) / wall, 1) if wall else 0.0,
        "p50_s": round(pct(latencies, 50), 3),
        "p95_s": round(pct(latencies, 95), 3),
        "p99_s": round(pct(latencies, 99), 3),
        "mean_s": round(statistics.fmean(latencies), 3) if latencies else None,
    }


def server_env(settings: Settings, processes: int = 1) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CLAUSEBOT_")}
    env.update(
        {
            "CLAUSEBOT_DATA_DIR": str(settings.data_dir),
            "CLAUSEBOT_SHARED_DATA_DIR": str(settings.shared_data_dir.resolve()),
            "CLAUSEBOT_GRAPH__URI": settings.graph.uri,
            "CLAUSEBOT_GRAPH__HTTP_PORT": str(settings.graph.http_port),
            "CLAUSEBOT_REDIS__PORT": str(settings.redis.port),
            "CLAUSEBOT_WEB__PORT": str(settings.web.port),
            "CLAUSEBOT_WEB__PROCESSES": str(processes),
            "CLAUSEBOT_RETRIEVAL__INDEX_ON_INGEST": "false",
            "CLAUSEBOT_LOG_LEVEL": "WARNING",
            **{f"CLAUSEBOT_QUOTA__{k.upper()}": "0" for k in QuotaSettings.model_fields},
        }
    )
    return env


async def wait_ready(base: str, proc: subprocess.Popen[bytes], timeout_s: float = 180) -> None:
    deadline = time.monotonic() + timeout_s
    async with aiohttp.ClientSession(base_url=base) as http:
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                raise RuntimeError(f"clausebot serve exited with {proc.returncode}")
            try:
                async with http.get("/readyz") as res:
                    if res.status == 200:
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.5)
    raise RuntimeError("clausebot serve did not become ready")


async def run(
    settings: Settings,
    clients: int,
    questions: int,
    processes: int = 1,
    warm_rounds: int = 2,
    code: Path | None = None,
) -> dict[str, Any]:
    """One load run against a `clausebot serve` of this checkout, or of the tree `code` (a baseline)."""
    base = f"http://127.0.0.1:{settings.web.port}"
    log = (settings.data_dir / "serve.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "serve"],
        env={**server_env(settings, processes), "PYTHONPATH": str(code or Path.cwd())},
        cwd=settings.data_dir,  # no developer .env is read: what runs is what this says
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        await wait_ready(base, proc)
        await round_of(base, 2, 3)  # warm-up: model loading, party index, first connections
        rss_start = rss_mb(proc.pid)
        single = await round_of(base, 1, questions)
        # the same load first, until the graph server's JIT has compiled its hot paths: a cold JVM
        # spends several times the CPU per query for its first thousand or so answers
        warmups = [await round_of(base, clients, questions) for _ in range(warm_rounds)]
        for i, w in enumerate(warmups, 1):
            print(f"warm-up round {i}: {w['answers_per_s']} answers/s, p95 {w['p95_s']} s", flush=True)
        cpu_before = cpu_roles(proc.pid, settings)
        loaded = await round_of(base, clients, questions)
        cpu_after = cpu_roles(proc.pid, settings)
        answers = max(loaded["answers"], 1)
        loaded["cpu_ms_per_answer"] = {
            role: round(1000 * (cpu_after[role] - cpu_before[role]) / answers, 1) for role in cpu_after
        }
        rss_end = rss_mb(proc.pid)
        used = redis.Redis.from_url(settings.redis_url()).info("memory")["used_memory"]
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
    return {
        "bench": "load",
        "agent": "offline",
        "processes": processes,
        "single": single,
        "cold": warmups[0] if warmups else None,
        "loaded": loaded,
        "throughput_ratio": round(loaded["answers_per_s"] / single["answers_per_s"], 2)
        if single["answers_per_s"]
        else None,
        "server_rss_mb_start": rss_start,
        "server_rss_mb_end": rss_end,
        "redis_used_mb": round(used / 1e6, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50, help="concurrent clients (one thread each)")
    parser.add_argument("--questions", type=int, default=10, help="questions per client, one after another")
    parser.add_argument("--port-offset", type=int, default=700, help="shift of the servers' ports")
    parser.add_argument(
        "--processes", type=int, default=1, help="server processes (CLAUSEBOT_WEB__PROCESSES)"
    )
    parser.add_argument(
        "--warm-rounds",
        type=int,
        default=2,
        help="rounds of the same load before the measured one (the first is reported as cold)",
    )
    parser.add_argument(
        "--baseline",
        metavar="REV",
        help="also serve the code of this git revision (a worktree) under the same load first, in the "
        "same run, and print the ratio",
    )
    args = parser.parse_args()
    settings = web_scratch_settings("clausebot-load-", args.port_offset)
    load = (args.clients, args.questions, args.processes, args.warm_rounds)
    baseline: dict[str, Any] | None = None
    with demo_servers(settings), tempfile.TemporaryDirectory(prefix="clausebot-baseline-") as tmp:
        if args.baseline:
            tree = Path(tmp) / "tree"
            subprocess.run(["git", "worktree", "add", "--detach", str(tree), args.baseline], check=True)
            try:
                baseline = asyncio.run(run(settings, *load, code=tree))
            finally:
                subprocess.run(["git", "worktree", "remove", "--force", str(tree)], check=False)
            _report(f"baseline {args.baseline}", baseline)
        result = asyncio.run(run(settings, *load))
    _report("this checkout", result)
    if baseline:
        result["baseline"] = {"rev": args.baseline, **baseline}
        result["vs_baseline"] = round(
            result["loaded"]["answers_per_s"] / baseline["loaded"]["answers_per_s"], 2
        )
        print(f"throughput against {args.baseline}: {result['vs_baseline']}x")
    print(json.dumps(result))


def _report(label: str, result: dict[str, Any]) -> None:
    single, loaded = result["single"], result["loaded"]
    print(
        f"{label}: 1 client: {single['answers_per_s']} answers/s, p50 {single['p50_s']} s; "
        f"{loaded['clients']} clients: {loaded['answers_per_s']} answers/s "
        f"({result['throughput_ratio']}x), p50 {loaded['p50_s']} s, p95 {loaded['p95_s']} s, "
        f"p99 {loaded['p99_s']} s, errors {loaded['errors']}; server {result['server_rss_mb_start']} -> "
        f"{result['server_rss_mb_end']} MB, Redis {result['redis_used_mb']} MB"
    )
    print(
        f"{label}: CPU ms per answer under load: "
        + ", ".join(f"{role} {ms}" for role, ms in loaded["cpu_ms_per_answer"].items())
    )


if __name__ == "__main__":
    main()
