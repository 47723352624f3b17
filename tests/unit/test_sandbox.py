"""The reader's child process (graph_ingest/sandbox.py): limits, typed errors, reuse, cancellation.

The loaders below run *in the child* (`sandbox._run(..., loader="tests.unit.test_sandbox:...")`), so
each behaviour is shown on a process that really sleeps, allocates or dies.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator

import pytest

from bot.messages import MESSAGES
from graph_ingest import errors, sandbox
from graph_ingest.errors import (
    BadFilenameError,
    CorruptFileError,
    EncryptedFileError,
    FileTooLargeError,
    ParseCancelledError,
    ParseMemoryError,
    ParserCrashError,
    ParseTimeoutError,
)
from graph_ingest.generator import generate_contracts
from graph_ingest.loaders import Document, LoadLimits, load

HERE = "tests.unit.test_sandbox"
CONTRACT = generate_contracts(1, seed=7)[0].text


# ---------------------------------------------------------------- loaders run in the child
def sleepy(data: bytes, filename: str, limits: LoadLimits) -> Document:
    time.sleep(30)
    raise AssertionError("not reached")


def hungry(data: bytes, filename: str, limits: LoadLimits) -> Document:
    hoard = [bytearray(64 * 1024 * 1024) for _ in range(64)]  # 4 GB, far past any limit here
    raise AssertionError(f"allocated {len(hoard)} blocks")


def aborting(data: bytes, filename: str, limits: LoadLimits) -> Document:
    os.abort()  # what a segfaulting C parser looks like from outside


def buggy(data: bytes, filename: str, limits: LoadLimits) -> Document:
    raise RecursionError("maximum recursion depth exceeded")


def encrypted(data: bytes, filename: str, limits: LoadLimits) -> Document:
    raise EncryptedFileError("The PDF is password-protected; upload an unprotected copy.")


def _result(reply: sandbox._Reply, limits: LoadLimits) -> Document:
    """What load_bounded makes of a reply (the same code path, for a test loader)."""
    if reply.status == "ok" and reply.document:
        return reply.document
    if reply.status == "error":
        raise sandbox._typed_error(reply)
    if reply.status == "memory":
        raise ParseMemoryError("memory")
    raise ParserCrashError(reply.message)


@pytest.fixture(autouse=True, scope="module")
def _no_children_left() -> Iterator[None]:
    yield
    sandbox.terminate_all()


def _pids() -> set[int]:
    with sandbox._lock:
        return {c.process.pid for c in sandbox._idle} | {c.process.pid for c in sandbox._busy}


# ---------------------------------------------------------------- a file read in the child
def test_the_child_returns_the_same_document_as_load_and_is_reused() -> None:
    data = CONTRACT.encode()
    first = sandbox._run(data, "Supply.txt", LoadLimits())
    assert first.status == "ok" and first.pid != os.getpid()
    assert first.document == load(data, "Supply.txt")
    started = time.perf_counter()
    second = sandbox._run(data, "Supply.txt", LoadLimits())
    warm = time.perf_counter() - started
    assert second.pid == first.pid, "a warm child reads the next file"
    assert warm < 0.5, f"a warm child costs {warm:.3f} s a file"
    assert sandbox.load_bounded(data, "Supply.txt") == first.document


def test_typed_errors_come_back_as_the_same_class_and_message() -> None:
    with pytest.raises(EncryptedFileError) as err:
        _result(sandbox._run(b"x", "a.pdf", LoadLimits(), loader=f"{HERE}:encrypted"), LoadLimits())
    assert str(err.value) == "The PDF is password-protected; upload an unprotected copy."
    assert err.value.code == "encrypted_file"
    # a real loader error: the same as in-process
    broken = b"PK\x03\x04 truncated zip"
    with pytest.raises(CorruptFileError) as here:
        load(broken, "a.docx")
    with pytest.raises(CorruptFileError) as there:
        sandbox.load_bounded(broken, "a.docx")
    assert type(there.value) is type(here.value) and str(there.value) == str(here.value)


def test_refusals_before_any_child() -> None:
    with pytest.raises(BadFilenameError):
        sandbox.load_bounded(CONTRACT.encode(), "../etc/passwd.txt")
    with pytest.raises(FileTooLargeError) as err:
        sandbox.load_bounded(b"x" * 2000, "big.txt", LoadLimits(max_bytes=1000))
    assert "upload limit" in str(err.value)


# ---------------------------------------------------------------- limits
def test_a_child_past_its_time_is_killed_and_not_reused() -> None:
    limits = LoadLimits(max_parse_seconds=0.5, max_parse_memory_mb=300)  # a child of its own
    sandbox.warm_up(limits)
    with sandbox._lock:
        before = {c.process.pid for c in sandbox._idle if c.memory_mb == 300}
    assert len(before) == 1
    started = time.perf_counter()
    with pytest.raises(ParseTimeoutError) as err:
        _result(sandbox._run(b"x", "slow.txt", limits, loader=f"{HERE}:sleepy"), limits)
    elapsed = time.perf_counter() - started
    assert 0.5 <= elapsed < 2.5, elapsed
    assert str(err.value) == (
        "The file took longer than 0.5 seconds to read; it may be damaged or built to overload the reader."
    )
    assert err.value.code == "parse_timeout"
    assert before.isdisjoint(_pids()), "the killed child is gone from the pool"


def test_a_child_past_its_memory_gets_a_memory_error_not_the_server() -> None:
    limits = LoadLimits(max_parse_memory_mb=256)
    reply = sandbox._run(b"x", "big.docx", limits, loader=f"{HERE}:hungry")
    assert reply.status == "memory"
    assert 0 < reply.peak_address_space_mb <= 256, reply
    assert reply.pid not in _pids(), "a child that hit its memory limit is discarded"


def test_load_bounded_words_the_memory_error() -> None:
    limits = LoadLimits(max_parse_memory_mb=256, max_compression_ratio=1e6)
    from tests.unit.test_hostile_files import many_paragraphs_docx

    with pytest.raises(ParseMemoryError) as err:  # honest headers, under every cap, explodes in lxml
        sandbox.load_bounded(many_paragraphs_docx(20), "dense.docx", limits)
    assert str(err.value) == (
        "The file needed more than 256 MB of memory to read; it may be damaged or built to overload the reader."
    )


@pytest.mark.parametrize("loader", ["aborting", "buggy"])
def test_a_crash_is_a_typed_error(loader: str) -> None:
    reply = sandbox._run(b"x", "odd.pdf", LoadLimits(), loader=f"{HERE}:{loader}")
    assert reply.status == "crash"
    assert ("RecursionError" in reply.message) if loader == "buggy" else ("exit code -6" in reply.message)
    assert reply.pid not in _pids()


# ---------------------------------------------------------------- cancellation
def test_a_cancelled_read_kills_its_child() -> None:
    cancel = threading.Event()
    threading.Timer(0.3, cancel.set).start()
    started = time.perf_counter()
    with pytest.raises(ParseCancelledError):
        sandbox._run(b"x", "slow.txt", LoadLimits(), cancel=cancel, loader=f"{HERE}:sleepy")
    assert time.perf_counter() - started < 2.5


def test_terminate_all_stops_a_busy_child_and_the_pool_recovers() -> None:
    sandbox.warm_up()
    threading.Timer(0.3, sandbox.terminate_all).start()
    with pytest.raises(ParseCancelledError):
        sandbox._run(b"x", "slow.txt", LoadLimits(), loader=f"{HERE}:sleepy")
    assert _pids() == set()
    assert sandbox.load_bounded(CONTRACT.encode(), "after.txt").text == CONTRACT


# ---------------------------------------------------------------- every code has a user text
def test_every_new_error_code_has_a_user_message() -> None:
    codes = {
        cls.code
        for cls in vars(errors).values()
        if isinstance(cls, type) and issubclass(cls, errors.IngestError) and cls is not errors.IngestError
    }
    new = {"not_text", "bad_filename", "reader_stopped", "parse_timeout", "parse_memory", "parse_crashed"}
    assert new | {"parse_cancelled"} <= codes
    assert {c for c in new | {"parse_cancelled"} if c not in MESSAGES} == set()
