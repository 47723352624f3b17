"""A server killed (SIGKILL) in the middle of an upload: the next server resumes the import and
finishes the same Slack message with the contract's card. Two real `clausebot serve` processes,
one after the other, against the mock Slack Web API and the suite's ArcadeDB and Redis."""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator

import pytest
import redis

from core.settings import Settings
from graph_ingest.admin import AdminReader
from graph_ingest.generator import company_pool, generate_contract
from graph_ingest.jobs import RESULT_KEY, stage_key
from graph_ingest.pipeline import StageReport
from graph_ingest.store import GraphStore
from tests.conftest import env_for
from tests.e2e.mock_slack import (
    BOT_TOKEN,
    SIGNING_SECRET,
    MockSlack,
    event_callback,
    message_event,
    signed_headers,
)
from tests.e2e.seed import content_hash
from tests.e2e.slack_harness import TENANT

pytestmark = [pytest.mark.e2e, pytest.mark.integration]
DM = "D0CRASH"
STAGE_PREFIX = stage_key("")


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`python -m bot serve` in its own process group, Slack pointed at the mock."""

    def __init__(self, settings: Settings, mock: MockSlack) -> None:
        self.port = free_port()
        self.env = {
            **env_for(settings),
            "CLAUSEBOT_SLACK__BOT_TOKEN": BOT_TOKEN,
            "CLAUSEBOT_SLACK__SIGNING_SECRET": SIGNING_SECRET,
            "CLAUSEBOT_SLACK__API_BASE_URL": mock.api_url,
            "CLAUSEBOT_WEB__PORT": str(self.port),
            "CLAUSEBOT_LOG_LEVEL": "INFO",
        }
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "bot", "serve"],
            env=self.env,
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 90
        while not self._healthy():
            assert self.proc.poll() is None, "the server exited"
            assert time.monotonic() < deadline, "the server did not become healthy"
            time.sleep(0.3)

    def _healthy(self) -> bool:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/healthz", timeout=2) as r:
                return json.loads(r.read()).get("ok") is True
        except OSError:
            return False

    def post(self, payload: dict) -> int:
        body = json.dumps(payload)
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}/slack/events",
            data=body.encode(),
            headers=signed_headers(body),
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=10) as r:
            return r.status

    def kill(self) -> None:
        os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.kill()


@pytest.fixture
def mock() -> Iterator[MockSlack]:
    with MockSlack().running() as m:
        yield m


def updates_of(mock: MockSlack, ts: str) -> list[str]:
    return [c.args.get("text", "") for c in mock.calls_to("chat.update") if c.args.get("ts") == ts]


def wait(predicate, timeout: float, what: str, every: float = 0.1):  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not (value := predicate()):
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(every)
    return value


def under_way(raw: bytes | None) -> str | None:
    """The stage of a job that has read its file and not yet written the contract."""
    stage = StageReport.model_validate_json(raw).stage if raw else None
    return stage if stage in ("read", "extracted", "indexed") else None


def test_an_upload_interrupted_by_a_crash_resumes_and_its_message_is_finished(
    servers: Settings, store: GraphStore, mock: MockSlack
) -> None:
    rng = random.Random(77)
    names = company_pool(rng, 30)
    first = generate_contract(rng, 7700, names)
    # long enough that indexing takes seconds: the kill lands mid-import
    text = first.text + "\n\n" + "\n\n".join(generate_contract(rng, 7701 + i, names).text for i in range(15))
    info = mock.add_file("crash-supply.txt", text.encode(), "text/plain")
    event = message_event("", kind="message", subtype="file_share", channel=DM, channel_type="im")
    event["files"] = [{"id": info["id"], "name": info["name"], "file_access": "check_file_info"}]
    fid = None
    digest = hashlib.sha256(text.encode()).hexdigest()
    server = Server(servers, mock)
    try:
        assert server.post(event_callback(event)) == 200
        placeholder = wait(
            lambda: next(
                (c.result["ts"] for c in mock.calls_to("chat.postMessage") if c.args.get("channel") == DM),
                None,
            ),
            30,
            "the placeholder",
        )
        # the job's own stage, read from Redis every 10 ms (the message shows it only every poll, and
        # a short stage can pass between two): killed while the import is under way
        with redis.Redis.from_url(servers.redis_url()) as r:
            key = wait(lambda: next(iter(r.keys(f"{STAGE_PREFIX}*:{digest}")), None), 60, "the job")
            stage = wait(lambda: under_way(r.get(key)), 120, "the import to start", every=0.01)
            server.kill()
            assert r.get(RESULT_KEY + key.decode()[len(STAGE_PREFIX) :]) is None, f"ended at {stage}"
        assert not any("is now in the contract graph" in t for t in updates_of(mock, placeholder))
        server = Server(servers, mock)
        done = wait(
            lambda: next((t for t in updates_of(mock, placeholder) if "contract graph" in t), None),
            180,
            "the resumed import's message",
        )
        assert "is now in the contract graph" in done, done
        final = [c.args for c in mock.calls_to("chat.update") if c.args.get("ts") == placeholder][-1]
        card = json.dumps(final.get("blocks"), ensure_ascii=False)
        assert "*Parties*" in card and "Non-Disclosure" in card, card
        fid = AdminReader(store).file_id_by_hash(content_hash(text.encode()), TENANT, DM)
        assert fid is not None, "imported once, in the DM's place"
    finally:
        server.stop()
        if fid:
            store.delete_contract(fid)
