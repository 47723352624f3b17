"""`clausebot ask` in separate processes: the second remembers the first through Redis."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from tests.integration.test_agent_tools import TENANT, load_corpus

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
# a one-command Typer app around `ask`, independent of where bot/cli.py registers it
RUNNER = "import typer; from bot.cli_ask import ask; app = typer.Typer(); app.command()(ask); app()"


@pytest.fixture(scope="module")
def corpus(store):
    return load_corpus(store)


def _ask(settings, tmp_path: Path, *args: str) -> dict:
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("CLAUSEBOT_")},
        "PYTHONPATH": str(ROOT),
        "CLAUSEBOT_DATA_DIR": str(settings.data_dir),
        "CLAUSEBOT_GRAPH__URI": settings.graph.uri,
        "CLAUSEBOT_GRAPH__HTTP_PORT": str(settings.graph.http_port),
        "CLAUSEBOT_REDIS__PORT": str(settings.redis.port),
        "CLAUSEBOT_SCOPE__DEMO_TENANT": TENANT,
        "CLAUSEBOT_LOG_LEVEL": "WARNING",
    }
    done = subprocess.run(
        [sys.executable, "-c", RUNNER, *args, "--json"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == 1, done.stdout
    return json.loads(lines[0])


def test_follow_up_across_two_processes(servers, corpus, tmp_path) -> None:
    thread = f"cli-{uuid.uuid4().hex}"
    resellers = [r for r in corpus if r.contract_type == "Reseller"]
    first = _ask(servers, tmp_path, "How many reseller agreements do we have?", "--thread", thread)
    assert set(first) == {
        "answer",
        "interpretation",
        "unread",
        "clarification",
        "refused",
        "tool_calls",
        "contracts",
    }
    assert first["interpretation"] == "Read as: Reseller contracts" and first["unread"] == []
    assert first["tool_calls"] == [{"name": "contract_search", "args": {"contract_type": "Reseller"}}]
    assert f"{len(resellers)} contract" in first["answer"]
    second = _ask(servers, tmp_path, "How many of those are governed by California law?", "--thread", thread)
    args = second["tool_calls"][0]["args"]
    assert args["contract_type"] == "Reseller" and args["law_state"] == "US-CA"
    expected = [r for r in resellers if r.governing_law and r.governing_law.subdivision == "US-CA"]
    if expected:
        assert f"{len(expected)} contract" in second["answer"]
    else:
        assert "could not find" in second["answer"]
    assert set(second["contracts"]) <= {r.file_id for r in expected}


def test_without_thread_there_is_no_memory(servers, corpus, tmp_path) -> None:
    _ask(servers, tmp_path, "How many reseller agreements do we have?")
    alone = _ask(servers, tmp_path, "How many of those are governed by California law?")
    assert "contract_type" not in alone["tool_calls"][0]["args"]
