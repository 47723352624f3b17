"""Files through the pipeline and the job queue, against the real ArcadeDB and Redis."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import redis as redis_lib

from bot.components import build_ingestor
from core.settings import Settings
from graph_ingest import cypher
from graph_ingest.admin import AdminReader
from graph_ingest.generator import generate_contracts
from graph_ingest.jobs import UPLOAD_QUEUE, build_worker, connect, enqueue_ingest, job_id_for, job_outcome
from graph_ingest.models import Scope
from graph_ingest.pipeline import upload_file_id
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from tests.conftest import CUAD_TXT, SHARED_DATA, env_for, needs_shared_data

pytestmark = pytest.mark.integration

T1 = Scope(tenant="web:T1", channel="C1", visibility="channel")
READ_T1 = ReaderScope(tenant="web:T1", channel="C1")


def contract_count(store: GraphStore, scope: ReaderScope = READ_T1) -> int:
    return store.read(cypher.COUNT_VISIBLE, scope)[0]["n"]


@needs_shared_data
def test_real_files_import_once(empty_store: GraphStore, settings: Settings) -> None:
    ingestor = build_ingestor(settings, empty_store)
    pdf = next((SHARED_DATA / "cuad" / "sample_pdf").glob("LUCID*"))
    txt = next(CUAD_TXT.glob("ADAMSGOLF*"))
    for path in (pdf, txt):
        outcome = ingestor.ingest_bytes(path.read_bytes(), path.name, T1)
        assert outcome.status == "imported", outcome.reason
    assert contract_count(empty_store) == 2
    again = ingestor.ingest_bytes(txt.read_bytes(), txt.name, T1)
    assert again.status == "skipped" and again.reason == "this file was already imported"
    assert contract_count(empty_store) == 2
    row = empty_store.read(cypher.CONTRACT_CARD, READ_T1, file_ids=[txt.stem])[0]
    assert row["parties"], "parties were extracted"


def test_broken_files_fail_with_a_reason_and_write_nothing(
    empty_store: GraphStore, settings: Settings
) -> None:
    ingestor = build_ingestor(settings, empty_store)
    cases = {
        "contract.pdf": b"%PDF-1.7\n garbage without objects",
        "contract.docx": b"PK\x03\x04 truncated zip",
        "contract.exe": b"MZ\x90\x00",
        "empty.txt": b"   ",
    }
    for name, data in cases.items():
        outcome = ingestor.ingest_bytes(data, name, T1)
        assert outcome.status == "failed" and outcome.reason and outcome.code, name
    assert AdminReader(empty_store).counts().get("Contract", 0) == 0


def test_same_file_name_in_two_workspaces_stays_apart(empty_store: GraphStore, settings: Settings) -> None:
    ingestor = build_ingestor(settings, empty_store)
    g1, g2 = generate_contracts(2, seed=21)
    a = ingestor.ingest_bytes(g1.text.encode(), "NDA.txt", T1)
    b = ingestor.ingest_bytes(g2.text.encode(), "NDA.txt", Scope(tenant="web:T2", channel="C1"))
    assert a.status == b.status == "imported" and a.file_id != b.file_id
    assert contract_count(empty_store) == 1
    assert contract_count(empty_store, ReaderScope(tenant="web:T2", channel="C1")) == 1


async def test_job_queue_imports_and_dedups(empty_store: GraphStore, settings: Settings) -> None:
    pool = await connect(settings.redis_url())
    g = generate_contracts(1, seed=31)[0]
    data = g.text.encode()
    fid = upload_file_id("supply.txt", T1, data)
    job, fresh = await enqueue_ingest(pool, data, "supply.txt", T1, fid)
    same, again = await enqueue_ingest(pool, data, "supply.txt", T1, fid)
    assert job.job_id == same.job_id == job_id_for(T1, data)
    assert fresh and not again, "the second upload of the same bytes to the same place joins the first"
    worker = build_worker(
        settings.redis_url(), build_ingestor(settings, empty_store), burst=True, handle_signals=False
    )
    await worker.async_run()
    await worker.close()
    outcome = await job_outcome(job)
    assert outcome is not None and outcome.status == "imported" and outcome.file_id == fid
    assert contract_count(empty_store) == 1
    await pool.aclose()


def test_worker_killed_mid_job_is_retried_and_graph_stays_consistent(
    empty_store: GraphStore, settings: Settings, tmp_path: Path
) -> None:
    """A big file keeps the first worker busy; SIGKILL it mid-job; a second worker finishes the job."""
    gens = generate_contracts(150, seed=41)
    text = "\n\n".join(g.text for g in gens)  # one long contract: extraction takes seconds
    data = text.encode()
    fid = upload_file_id("big.txt", T1, data)
    # the dead worker's lock lasts its job timeout + 10 s; the second worker has time to finish
    env = {**env_for(settings), "CLAUSEBOT_INGEST__JOB_TIMEOUT_S": "3", "CLAUSEBOT_LOG_LEVEL": "WARNING"}

    async def enqueue() -> None:
        pool = await connect(settings.redis_url())
        await enqueue_ingest(pool, data, "big.txt", T1, fid)
        await pool.aclose()

    asyncio.run(enqueue())
    r = redis_lib.Redis.from_url(settings.redis_url())
    job_id = job_id_for(T1, data)
    first = subprocess.Popen([sys.executable, "-m", "bot", "worker"], env=env, start_new_session=True)
    deadline = time.monotonic() + 60
    while not r.exists(f"arq:in-progress:{job_id}") and time.monotonic() < deadline:
        time.sleep(0.02)
    assert r.exists(f"arq:in-progress:{job_id}"), "the first worker picked the job up"
    os.killpg(first.pid, signal.SIGKILL)
    first.wait()
    assert r.exists(f"arq:in-progress:{job_id}"), "the job was still running when the worker died"
    assert AdminReader(empty_store).owner_of(fid) is None, "nothing half-written"
    env["CLAUSEBOT_INGEST__JOB_TIMEOUT_S"] = "120"
    # the dead worker's lock (its job timeout + 10 s) must expire first: a burst worker would skip the job
    deadline = time.monotonic() + 60
    while r.exists(f"arq:in-progress:{job_id}") and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not r.exists(f"arq:in-progress:{job_id}"), "the dead worker's lock expired"
    assert r.zscore(UPLOAD_QUEUE, job_id) is not None, "the job is still queued for a retry"
    second = subprocess.run(
        [sys.executable, "-m", "bot", "worker", "--burst"], env=env, timeout=180, check=False
    )
    assert second.returncode == 0
    assert AdminReader(empty_store).owner_of(fid) == T1.tenant, "the retried job imported the contract"
    row = empty_store.read(cypher.CONTRACT_CARD, READ_T1, file_ids=[fid])[0]
    assert row["parties"]
    assert contract_count(empty_store) == 1


@pytest.fixture(autouse=True)
def _flush_queue(settings: Settings, servers: Settings) -> None:
    r = redis_lib.Redis.from_url(settings.redis_url())
    for key in r.scan_iter("arq:*"):
        r.delete(key)
    for key in r.scan_iter("clausebot:blob:*"):
        r.delete(key)


def test_parallel_ingest_workers_get_the_real_graph_password(
    empty_store: GraphStore, settings: Settings, tmp_path: Path
) -> None:
    """`clausebot ingest --workers 2` with CLAUSEBOT_GRAPH__PASSWORD set: the worker processes log
    in with the password itself (a JSON dump of the settings would hand them '**********'). Two
    files with the same bytes, which two processes would both find new at once, import once."""
    from pydantic import SecretStr

    from bot.ingest_cli import ingest_paths_cli

    for i, g in enumerate(generate_contracts(2, seed=51)):
        (tmp_path / f"parallel-{i}.txt").write_text(g.text, encoding="utf-8")
    (tmp_path / "parallel-0-copy.txt").write_bytes((tmp_path / "parallel-0.txt").read_bytes())
    explicit = settings.model_copy(
        update={"graph": settings.graph.model_copy(update={"password": SecretStr(settings.graph_password())})}
    )
    outcomes = ingest_paths_cli(explicit, [tmp_path], T1, workers=2)
    by_name = {o.filename: o.status for o in outcomes}
    assert by_name["parallel-1.txt"] == "imported", [o.reason for o in outcomes]
    # the first of the two same-bytes files in the folder's order is imported, the other skipped
    assert [by_name["parallel-0-copy.txt"], by_name["parallel-0.txt"]] == ["imported", "skipped"], by_name
    assert contract_count(empty_store) == 2


def test_a_new_contracts_parties_are_linkable_at_once(empty_store: GraphStore, settings: Settings) -> None:
    """The party index is cached (`graph_ingest.freshness`); an import in this process (the built-in
    worker) makes it stale at once, and so does one another process made that the bot is told of."""
    from agent.parties import PartyResolver
    from graph_ingest.freshness import graph_changed

    resolver = PartyResolver(empty_store)  # the 30 s cache of a running bot
    assert resolver.index(READ_T1).names == {}
    g = generate_contracts(1, seed=52)[0]
    outcome = build_ingestor(settings, empty_store).ingest_bytes(g.text.encode(), "fresh.txt", T1)
    assert outcome.status == "imported"
    names = set(resolver.index(READ_T1).names.values())
    assert {p.name for p in g.truth.parties} & names, names
    empty_store.driver.execute_query(  # written behind this process's back, as another process would
        "MATCH (p:Party {tenant: $t}) SET p.name = p.name + ' Renamed'",
        {"t": T1.tenant},
        database_=empty_store.database,
    )
    assert set(resolver.index(READ_T1).names.values()) == names, "cached"
    graph_changed(T1.tenant)  # the bot is told of the other process's import (`note_upload`)
    assert set(resolver.index(READ_T1).names.values()) == {f"{n} Renamed" for n in names}
