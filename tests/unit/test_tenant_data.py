"""How a tenant's stored data is found without a server: its thread ids, key patterns, jobs, cache rows."""

from __future__ import annotations

import fnmatch
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from bot.conversation import tenant_of
from bot.tenant_data import job_tenant, key_patterns, memory_patterns, thread_prefixes
from bot.types import Turn
from graph_ingest.models import Scope
from graph_ingest.retrievers.cache import CachedEmbedder, forget_texts

TURNS = [
    Turn(platform="slack", workspace="T1", channel="C9", thread="1712.33", user="U1"),
    Turn(platform="slack", workspace="T10", channel="C9", thread="1712.33", user="U1"),
    Turn(platform="slack", workspace="E0ORG", channel="C1", thread="dm", user="W1"),
    Turn(platform="teams", workspace="72f988bf-0000", channel="19:x@thread.tacv2", thread="171", user="a"),
    Turn(platform="teams", workspace="72f988bf-00001", channel="a:1chat", thread="chat", user="a"),
    Turn(platform="web", workspace="local", channel="webchat", thread="abcdefabcdefabcdef", user="w"),
    Turn(platform="cli", workspace="demo", channel="terminal", thread="t1", user="cli"),
    Turn(platform="cli", workspace="slack:T1", channel="terminal", thread="t1", user="cli"),
    Turn(platform="slack", workspace="T:1*", channel="C:%9", thread="a:b", user="U1"),  # odd characters
    Turn(platform="slack", workspace="T", channel="1", thread="x", user="U1"),
]


@pytest.mark.parametrize("turn", TURNS, ids=lambda t: f"{t.platform}-{t.workspace}")
def test_a_tenants_threads_are_exactly_the_threads_its_turns_have(turn: Turn) -> None:
    """`thread_prefixes(tenant_of(turn))` finds the turn's thread, and no other tenant's prefix does."""
    tenant = tenant_of(turn)
    assert any(turn.thread_id.startswith(p) for p in thread_prefixes(tenant))
    for other in TURNS:
        if tenant_of(other) != tenant:
            assert not any(other.thread_id.startswith(p) for p in thread_prefixes(tenant)), (
                f"{tenant} would take {other.thread_id}"
            )


def test_memory_patterns_match_the_checkpointers_keys_of_the_tenants_threads_only() -> None:
    from urllib.parse import quote

    def keys_of(turn: Turn) -> list[str]:  # agent/checkpoint.py's layout
        t = f"clausebot:cp:t:{quote(turn.thread_id, safe='')}"
        return [f"{t}:keys", f"{t}:ns", f"{t}:-:idx", f"{t}:-:cp:1ef", f"{t}:-:b:messages:3"]

    mine, other = TURNS[0], TURNS[1]  # slack:T1 and slack:T10
    patterns = memory_patterns(tenant_of(mine))
    assert all(any(fnmatch.fnmatchcase(k, p) for p in patterns) for k in keys_of(mine))
    assert not any(fnmatch.fnmatchcase(k, p) for p in patterns for k in keys_of(other))


def test_key_patterns_take_the_tenant_literally() -> None:
    patterns = key_patterns("slack:T[1]*")
    assert patterns["quota_keys"][0] == "clausebot:quota:slack:T\\[1\\]\\*:questions:*"
    assert patterns["delivery_keys"] == ["clausebot:slack:msg:T\\[1\\]\\*:*"]
    assert key_patterns("teams:x")["delivery_keys"] == []
    stage, blob = key_patterns("slack:T1")["job_keys"]
    assert fnmatch.fnmatchcase(f"clausebot:stage:ingest:{Scope(tenant='slack:T1').unit}:abc", stage)
    assert not fnmatch.fnmatchcase(f"clausebot:blob:ingest:{Scope(tenant='slack:T10').unit}:abc", blob)


def test_a_job_names_its_tenant_in_its_arguments() -> None:
    scope = Scope(tenant="teams:t-1", channel="C1", visibility="channel").model_dump()
    assert (
        job_tenant("ingest:x", "ingest_file", ("clausebot:blob:x", "a.pdf", scope, "fid", True))
        == "teams:t-1"
    )
    assert job_tenant("index:demo:f1", "index_text", ("f1", "demo", "/tmp/f1.txt")) == "demo"
    assert job_tenant("ingest:x", "ingest_file", ()) is None
    assert job_tenant("other", "something_else", (1, 2, 3)) is None


class FakeEmbedder:
    dim = 4
    model_id = "fake:1"

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return np.ones((len(texts), 4), dtype=np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return np.ones(4, dtype=np.float32)


def test_forgetting_texts_deletes_their_cached_vectors_only(tmp_path: Path) -> None:
    path = tmp_path / "cache" / "e.sqlite3"
    cached = CachedEmbedder(FakeEmbedder(), path)
    cached.embed_documents(["mine one", "mine two", "theirs"])
    assert forget_texts(path, ["mine one", "mine two", "never cached"]) == 2
    again = CachedEmbedder(FakeEmbedder(), path)
    again.embed_documents(["theirs", "mine one"])
    assert (again.hits, again.misses) == (1, 1)
    assert forget_texts(tmp_path / "absent.sqlite3", ["x"]) == 0


def test_an_events_own_time_is_read_from_what_slack_and_teams_send() -> None:
    from botbuilder.schema import Activity

    from bot.slack import event_time
    from bot.teams import activity_time

    assert event_time({"event": {"ts": "1712.5", "event_ts": "1713.25"}, "event_time": 1700}) == 1713.25
    assert event_time({"event": {"ts": "1712.5"}, "event_time": 1700}) == 1712.5
    assert event_time({"event": {"type": "app_home_opened"}, "event_time": 1700}) == 1700.0
    assert event_time({"type": "block_actions", "actions": [{"action_ts": "1714.1"}]}) == 1714.1
    assert event_time({"command": "/contracts"}) is None  # a slash command names no time
    sent = Activity().deserialize({"type": "message", "timestamp": "2025-10-08T17:33:01.4953744Z"})
    assert activity_time(sent) == pytest.approx(1759944781.495374)
    assert activity_time(Activity(type="message")) is None
