"""`clausebot health`: what the probes and people ask a running deployment.

A server is asked over HTTP (`/readyz`, or `/healthz` for liveness); a `clausebot worker`, which
serves no HTTP, is judged by its heartbeat in Redis (`graph_ingest.jobs.beat`).
"""

from __future__ import annotations

import asyncio
import json
import socket
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from core.settings import Settings

PROBE_TIMEOUT_S = 5.0
BEAT_STALE_S = 60.0  # a worker's local beat older than this: the process is wedged
WILDCARD_HOSTS = {"0.0.0.0", "::", ""}


def server_url(settings: Settings) -> str:
    host = settings.web.host
    host = "127.0.0.1" if host in WILDCARD_HOSTS else host
    return f"http://{host}:{settings.web.port}"


def probe_server(
    settings: Settings, url: str | None = None, *, live: bool = False
) -> tuple[bool, dict[str, Any]]:
    """(ok, details) of the server at `url` (default: this machine's `clausebot serve`)."""
    target = (url or server_url(settings)).rstrip("/") + ("/healthz" if live else "/readyz")
    try:
        with urllib.request.urlopen(target, timeout=PROBE_TIMEOUT_S) as r:  # noqa: S310 (our own URL)
            return True, _details(r.read())
    except urllib.error.HTTPError as e:  # 503: the body says which check failed
        return False, _details(e.read()) if e.code == 503 else {"server": f"HTTP {e.code} from {target}"}
    except (urllib.error.URLError, OSError) as e:
        reason = getattr(e, "reason", e)
        return False, {"server": f"not reachable at {target} ({reason})"}


def _details(body: bytes) -> dict[str, Any]:
    try:
        parsed = json.loads(body)
    except ValueError:
        return {"server": "answered, but not with JSON"}
    return {k: v for k, v in parsed.items() if k != "ok"} if isinstance(parsed, dict) else {}


def probe_worker(settings: Settings) -> tuple[bool, dict[str, Any]]:
    """(ok, details): a healthy heartbeat from a worker on this machine (its pod or host)."""
    return asyncio.run(_worker_beats(settings))


async def _worker_beats(settings: Settings) -> tuple[bool, dict[str, Any]]:
    from graph_ingest.jobs import connect, live_workers

    try:
        pool = await connect(settings.redis_url())
    except Exception as e:
        return False, {"redis": f"unavailable ({type(e).__name__})"}
    try:
        beats = await asyncio.wait_for(live_workers(pool), PROBE_TIMEOUT_S)
    except Exception as e:
        return False, {"redis": f"unavailable ({type(e).__name__})"}
    finally:
        await pool.aclose()
    here = socket.gethostname()
    mine = {wid: b for wid, b in beats.items() if b.get("host") == here}
    healthy = [wid for wid, b in mine.items() if b.get("healthy")]
    details: dict[str, Any] = {"redis": "ok", "workers here": len(mine), "healthy": len(healthy)}
    if not mine:
        details["workers here"] = f"none on {here} ({len(beats)} elsewhere)"
    return bool(healthy), details


def worker_beat_file(settings: Settings) -> Path:
    """The file a `clausebot worker` touches every heartbeat, whether Redis answers or not."""
    return settings.data_dir / "worker.beat"


def worker_alive(settings: Settings) -> tuple[bool, dict[str, Any]]:
    """Liveness of this machine's worker: its local beat is fresh (a Redis outage is not a reason
    to restart it; it reconnects by itself)."""
    path = worker_beat_file(settings)
    try:
        age = time.time() - path.stat().st_mtime
    except OSError:
        return False, {"worker": f"no beat at {path} (not started yet, or not on this machine)"}
    return age < BEAT_STALE_S, {"worker": f"last beat {age:.0f} s ago"}
