"""Load on the Slack adapter: N concurrent signed `app_mention` events against our real app.

Self-contained: starts the embedded ArcadeDB and Redis (temporary data directory, shifted ports),
the mock Slack Web API, and `clausebot`'s web app with the Slack endpoint; seeds two contracts;
sends the events all at once; reports how fast Slack got its ack (must be < 3 s) and how long
the answer (the `chat.update` of the placeholder) took. The last line is JSON.

    .venv/bin/python -m bench.slack_load --n 50
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from bench.scratch import pct, scratch_settings
from bot.servers import start_all, stop_all
from core.settings import QuotaSettings, Settings
from graph_ingest.store import GraphStore
from tests.e2e.mock_slack import BOT_USER, MockSlack, event_callback, message_event
from tests.e2e.slack_harness import SlackApp, answers, serve_slack

QUESTIONS = [
    "Which contracts are governed by Delaware law?",
    "Tell me about the Globex license",
    "Which supply agreements are active?",
    "Who are the parties to the Acme supply agreement?",
]


async def run(settings: Settings, n: int, timeout_s: float) -> dict[str, object]:
    with MockSlack().running() as mock, GraphStore.from_settings(settings) as store:
        async with serve_slack(settings, store, mock) as app:
            await warm_up(app)
            events = [
                message_event(f"<@{BOT_USER}> {QUESTIONS[i % len(QUESTIONS)]}", channel=f"C0LOAD{i % 5}")
                for i in range(n)
            ]
            sent = time.monotonic()
            results = await asyncio.gather(*(app.post(event_callback(e)) for e in events))
            acks = [ack_s for _, _, ack_s in results]
            statuses = [status for status, _, _ in results]
            done = await wait_all(app, events, timeout_s)
            answer_s = [t - sent for t in done.values()]
    return {
        "bench": "slack_load",
        "n": n,
        "agent": "real",
        "ack_ok": statuses.count(200),
        "ack_p50_ms": round(pct(acks, 50) * 1000, 1),
        "ack_p99_ms": round(pct(acks, 99) * 1000, 1),
        "ack_max_ms": round(max(acks) * 1000, 1),
        "answered": len(done),
        "answer_p50_s": round(pct(answer_s, 50), 2),
        "answer_p99_s": round(pct(answer_s, 99), 2),
        "answer_mean_s": round(statistics.fmean(answer_s), 2) if answer_s else None,
    }


async def warm_up(app: SlackApp) -> None:
    """One question first, so that auth.test, model loading and indexes are not in the numbers."""
    event = message_event(f"<@{BOT_USER}> {QUESTIONS[0]}", channel="C0WARM")
    await app.post(event_callback(event))
    await app.mock.wait_for(lambda: answers(app.mock, "C0WARM", event["ts"]), 120)


async def wait_all(app: SlackApp, events: list[dict], timeout_s: float) -> dict[str, float]:
    """ts of each event → monotonic time its answer arrived at (mock) Slack."""
    deadline = time.monotonic() + timeout_s
    done: dict[str, float] = {}
    while len(done) < len(events) and time.monotonic() < deadline:
        for e in events:
            if e["ts"] not in done and (got := answers(app.mock, e["channel"], e["ts"])):
                placeholder_ts = got[0]["ts"]
                done[e["ts"]] = next(
                    c.at for c in app.mock.calls_to("chat.update") if c.args["ts"] == placeholder_ts
                )
        await asyncio.sleep(0.05)
    return done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=50, help="concurrent events")
    parser.add_argument("--port-offset", type=int, default=600, help="shift of the embedded servers' ports")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds to wait for all answers")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    data = Path(tempfile.mkdtemp(prefix="clausebot-slack-load-"))
    off = args.port_offset
    settings = scratch_settings(
        data,
        off,
        quota=QuotaSettings.unlimited(),  # one user sends all the load: no per-user quota
    )
    start_all(settings)
    try:
        result = asyncio.run(run(settings, args.n, args.timeout))
    finally:
        stop_all(settings)
        shutil.rmtree(data, ignore_errors=True)
    print(
        f"{result['n']} events ({result['agent']} agent): ack p50 {result['ack_p50_ms']} ms, "
        f"p99 {result['ack_p99_ms']} ms, max {result['ack_max_ms']} ms; answered {result['answered']}, "
        f"answer p50 {result['answer_p50_s']} s, p99 {result['answer_p99_s']} s"
    )
    print(json.dumps(result))


if __name__ == "__main__":
    main()
