"""Read an uploaded file where a hostile one cannot hurt the server: `load_bounded`.

`load_bounded(data, filename, limits)` is `graph_ingest.loaders.load` run in a child process that
can be stopped. The child's address space is capped (`RLIMIT_AS` = `limits.max_parse_memory_mb`),
so a parser that balloons gets a `MemoryError` there, not the server; the parent kills the child
when it runs past `limits.max_parse_seconds` of wall-clock time, when the caller's `cancel` event is
set, or on `terminate_all()` (shutdown). What went wrong comes back as a typed `IngestError`: the
loader's own (same class, same message) or `ParseTimeoutError`, `ParseMemoryError`,
`ParserCrashError`, `ParseCancelledError`.

Children are started with the "spawn" context, never fork (the server has threads and a database
driver). Starting one (a fresh interpreter importing pydantic, pypdf, python-docx, lxml, and the
parent's main module, as "spawn" does) costs 0.4-0.7 s, so children are kept in a small pool and
reused: a warm child adds 1-2 ms a file. A child that ran over a limit, crashed, was cancelled, read many files, or grew
past half its memory limit is killed or retired, never reused. Only plain bytes and JSON cross the
pipe (no pickles from a child that has just parsed a hostile file).
"""

from __future__ import annotations

import atexit
import gc
import importlib
import logging
import multiprocessing
import os
import signal
import threading
import time
import traceback
from multiprocessing.connection import Connection, wait
from typing import Any, Literal

from pydantic import BaseModel, Field

from core.limits import too_large_text
from graph_ingest.errors import (
    FileTooLargeError,
    IngestError,
    ParseCancelledError,
    ParseMemoryError,
    ParserCrashError,
    ParseTimeoutError,
    ReaderStoppedError,
)
from graph_ingest.loaders.base import Document, LoadLimits, check_filename

try:
    import resource
except ImportError:  # not POSIX: no memory cap in the child (the time limit still holds)
    resource = None  # type: ignore[assignment]

logger = logging.getLogger(__name__)

CONTEXT = "spawn"
MAX_IDLE = 2  # warm children kept between files
MAX_FILES_PER_CHILD = 50  # then the child is retired (fragmentation, leaks)
RETIRE_AT_SHARE = 0.5  # of the memory limit: a child that grew past this is retired after its file
START_TIMEOUT_S = 60.0  # for a child to import the parsers (not counted in max_parse_seconds)
POLL_S = 0.1  # how often a waiting caller looks at its cancel event
CPU_SLACK_S = 5.0  # the child's own CPU-time backstop, beyond the parent's wall clock
LOADER = "graph_ingest.loaders.base:load"
_READY = b"ready"
_OVERLOAD = "it may be damaged or built to overload the reader"


class _Request(BaseModel):
    """Parent -> child, before the file's bytes."""

    filename: str
    limits: LoadLimits
    loader: str = Field(LOADER, description="module:function called as f(data, filename, limits)")


class _Reply(BaseModel):
    """Child -> parent: the document, or what stopped it, and what reading it cost."""

    status: Literal["ok", "error", "memory", "crash"]
    document: Document | None = None
    error_module: str | None = None
    error_class: str | None = None
    message: str = ""
    pid: int = Field(0, description="the child's process id (a warm child answers again)")
    seconds: float = 0.0
    peak_rss_mb: float = Field(0.0, description="the child's peak resident memory (VmHWM) so far")
    peak_address_space_mb: float = Field(0.0, description="its peak address space (VmPeak): ≤ the limit")
    address_space_mb: float = Field(0.0, description="its address space after the file (VmSize)")


# ---------------------------------------------------------------- the child
def _limit_memory(memory_mb: int) -> None:
    if resource is not None:
        cap = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))


def _limit_cpu(seconds: float) -> None:
    """A backstop should the parent die while the child is busy: SIGXCPU past this much more CPU."""
    if resource is None:
        return
    used = resource.getrusage(resource.RUSAGE_SELF)
    soft = int(used.ru_utime + used.ru_stime + seconds + CPU_SLACK_S) + 1
    hard = resource.getrlimit(resource.RLIMIT_CPU)[1]
    if hard != resource.RLIM_INFINITY:
        soft = min(soft, hard)
    resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))


def _usage() -> dict[str, float]:
    """This process's memory in MB, from /proc (getrusage's maxrss survives exec: the parent's)."""
    fields = {"VmHWM": "peak_rss_mb", "VmPeak": "peak_address_space_mb", "VmSize": "address_space_mb"}
    found: dict[str, float] = {}
    try:
        with open("/proc/self/status") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key in fields:
                    found[fields[key]] = int(value.split()[0]) / 1024  # kB
    except (OSError, ValueError, IndexError):
        pass
    return found


def _resolve(spec: str) -> Any:
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)


def _serve(header: bytes, data: bytes) -> _Reply:
    """Read one file; every outcome is a reply (a MemoryError too, once its frames are gone)."""
    started = time.perf_counter()
    out_of_memory = False
    try:
        request = _Request.model_validate_json(header)
        _limit_cpu(request.limits.max_parse_seconds)
        document = _resolve(request.loader)(data, request.filename, request.limits)
        reply = _Reply(status="ok", document=document)
    except IngestError as e:
        reply = _Reply(
            status="error",
            error_module=type(e).__module__,
            error_class=type(e).__qualname__,
            message=str(e),
        )
    except MemoryError:
        out_of_memory = True  # build the reply below, after the failed frames are released
    except Exception:  # a parser's bug or a file it chokes on: reported, and the child retires
        reply = _Reply(status="crash", message=traceback.format_exc(limit=8)[-4000:])
    if out_of_memory:
        gc.collect()
        reply = _Reply(status="memory")
    reply.seconds = time.perf_counter() - started
    reply.pid = os.getpid()
    for name, value in _usage().items():
        setattr(reply, name, value)
    return reply


def _child_main(conn: Connection, memory_mb: int) -> None:
    """The child's loop: limits first, parsers imported once, then one file per request."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    _limit_memory(memory_mb)
    try:
        from graph_ingest.loaders import docx, pdf, text  # noqa: F401  (paid once per child)
    except MemoryError:
        os._exit(3)
    gc.freeze()  # the imported modules: the collection after each file skips them (~25 ms -> ~1 ms)
    conn.send_bytes(_READY)
    while True:
        try:
            header = conn.recv_bytes()
            data = conn.recv_bytes()
        except (EOFError, OSError):
            return  # the parent closed the pipe (retired) or died
        reply = _serve(header, data)
        del header, data
        try:
            payload = reply.model_dump_json().encode()
        except ValueError:  # a text JSON cannot carry (the loaders replace lone surrogates)
            reply = _Reply(status="crash", message=traceback.format_exc(limit=4)[-4000:])
            payload = reply.model_dump_json().encode()
        try:
            conn.send_bytes(payload)
        except (OSError, ValueError):
            return
        if reply.status in ("memory", "crash"):
            return
        del reply, payload
        gc.collect()


# ---------------------------------------------------------------- the parent
class _Child:
    """One reader process and the parent's end of its pipe."""

    def __init__(self, memory_mb: int) -> None:
        ctx = multiprocessing.get_context(CONTEXT)
        self.memory_mb = memory_mb
        self.conn, child_end = ctx.Pipe(duplex=True)
        self.process = ctx.Process(
            target=_child_main, args=(child_end, memory_mb), name="clausebot-reader", daemon=True
        )
        self.files = 0
        self.stopped = False  # set by terminate_all: the caller raises ParseCancelledError
        self.started_at = time.perf_counter()
        self.start_seconds = 0.0
        try:
            self.process.start()
        except OSError as e:  # out of processes or memory
            self.conn.close()
            raise ReaderStoppedError(
                "The file reader could not be started (the server may be short of memory); try again later."
            ) from e
        finally:
            child_end.close()

    def wait_ready(self, cancel: threading.Event | None) -> None:
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            _check_cancel(self, cancel)
            ready = wait([self.conn, self.process.sentinel], timeout=POLL_S)
            if self.conn in ready:
                try:
                    if self.conn.recv_bytes(64) == _READY:
                        self.start_seconds = time.perf_counter() - self.started_at
                        return
                except (EOFError, OSError):
                    pass
                break
            if ready:
                break
        _check_cancel(self, cancel)
        self.kill()
        raise ReaderStoppedError(
            "The file reader could not be started (the server may be short of memory); try again later."
        )

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)
        self.conn.close()

    def retire(self) -> None:
        """Close the pipe (the child returns from its loop); kill it if it does not go."""
        self.conn.close()
        self.process.join(1)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(5)


_lock = threading.Lock()
_idle: list[_Child] = []
_busy: set[_Child] = set()


def _forget_inherited() -> None:
    """In a forked process (e.g. `clausebot ingest --workers N`), the parent's readers are not ours
    to use or stop: start with an empty pool."""
    global _lock
    _lock = threading.Lock()
    _idle.clear()
    _busy.clear()


os.register_at_fork(after_in_child=_forget_inherited)


_CANCELLED = (
    "Reading the file was stopped before it finished (the import was cancelled or the server is stopping)."
)


def _check_cancel(child: _Child, cancel: threading.Event | None) -> None:
    if child.stopped or (cancel is not None and cancel.is_set()):
        raise ParseCancelledError(_CANCELLED)


def _acquire(memory_mb: int, cancel: threading.Event | None) -> _Child:
    found: _Child | None = None
    with _lock:
        dead = [c for c in _idle if not c.process.is_alive()]
        for child in dead:
            _idle.remove(child)
        found = next((c for c in _idle if c.memory_mb == memory_mb), None)
        if found is not None:
            _idle.remove(found)
            _busy.add(found)
    for child in dead:
        child.kill()
    if found is not None:
        return found
    child = _Child(memory_mb)
    with _lock:
        _busy.add(child)
    try:
        child.wait_ready(cancel)
    except BaseException:
        with _lock:
            _busy.discard(child)
        child.kill()
        raise
    logger.info("started a reader child (pid %s) in %.2f s", child.process.pid, child.start_seconds)
    return child


def _release(child: _Child, reply: _Reply | None) -> None:
    """Back to the pool if it answered normally and is still fit; otherwise retired or killed."""
    fit = (
        reply is not None
        and reply.status in ("ok", "error")
        and not child.stopped
        and child.files < MAX_FILES_PER_CHILD
        and reply.address_space_mb < RETIRE_AT_SHARE * child.memory_mb
    )
    with _lock:
        _busy.discard(child)
        if fit and len(_idle) < MAX_IDLE:
            _idle.append(child)
            return
    if reply is not None and reply.status in ("ok", "error"):
        child.retire()
    else:
        child.kill()


def _await_reply(child: _Child, limits: LoadLimits, cancel: threading.Event | None) -> _Reply:
    deadline = time.monotonic() + limits.max_parse_seconds
    max_reply = 6 * limits.max_text_chars + (1 << 20)  # JSON escapes a control character in 6 bytes
    while True:
        _check_cancel(child, cancel)
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            child.kill()
            raise ParseTimeoutError(
                f"The file took longer than {limits.max_parse_seconds:g} seconds to read; {_OVERLOAD}."
            )
        ready = wait([child.conn, child.process.sentinel], timeout=min(remaining, POLL_S))
        if child.conn in ready:
            try:
                return _Reply.model_validate_json(child.conn.recv_bytes(max_reply))
            except (EOFError, OSError, ValueError):
                break  # died mid-reply, or said something that is not a reply
        elif ready:
            break
    child.kill()
    return _dead(child, limits)


def _dead(child: _Child, limits: LoadLimits) -> _Reply:
    """A child that died without answering: killed by us (cancel), the kernel (memory) or a crash."""
    if child.stopped:
        raise ParseCancelledError(_CANCELLED)
    code = child.process.exitcode
    logger.warning("reader child %s died without an answer (exit code %s)", child.process.pid, code)
    if code == -signal.SIGKILL:  # not ours (we raise before killing): the kernel's OOM killer
        return _Reply(status="memory")
    if code == -signal.SIGXCPU:
        raise ParseTimeoutError(
            f"The file took longer than {limits.max_parse_seconds:g} seconds to read; {_OVERLOAD}."
        )
    return _Reply(status="crash", message=f"exit code {code}")


def _typed_error(reply: _Reply) -> IngestError:
    """The loader's own error class (looked up in our package only), with its message."""
    cls: Any = None
    module = reply.error_module or ""
    if module == "graph_ingest" or module.startswith("graph_ingest."):
        try:
            cls = getattr(importlib.import_module(module), reply.error_class or "", None)
        except ImportError:
            cls = None
    if not (isinstance(cls, type) and issubclass(cls, IngestError)):
        cls = IngestError
    return cls(reply.message)


def _run(
    data: bytes,
    filename: str,
    limits: LoadLimits,
    cancel: threading.Event | None = None,
    loader: str = LOADER,
) -> _Reply:
    """One file through a child: the reply as it came, or the typed error of a stopped child."""
    child = _acquire(limits.max_parse_memory_mb, cancel)
    reply: _Reply | None = None
    try:
        request = _Request(filename=filename, limits=limits, loader=loader)
        try:
            child.conn.send_bytes(request.model_dump_json().encode())
            child.conn.send_bytes(data)
        except OSError:  # the child is gone already
            child.kill()
            reply = _dead(child, limits)
            return reply
        child.files += 1
        reply = _await_reply(child, limits, cancel)
        return reply
    finally:
        _release(child, reply)


def load_bounded(
    data: bytes,
    filename: str,
    limits: LoadLimits | None = None,
    *,
    cancel: threading.Event | None = None,
) -> Document:
    """`loaders.load(data, filename, limits)` in a child process limited to `max_parse_memory_mb`
    of address space and `max_parse_seconds` of wall-clock time. Raises the loader's typed
    `IngestError` (same class and message), or `ParseTimeoutError`, `ParseMemoryError`,
    `ParserCrashError`, `ParseCancelledError` (`cancel` set, or `terminate_all()`),
    `BadFilenameError` (checked here first, like the size, before a child is involved)."""
    limits = limits or LoadLimits()
    check_filename(filename)
    if len(data) > limits.max_bytes:
        raise FileTooLargeError(too_large_text(limits.max_bytes, len(data)))
    reply = _run(bytes(data), filename, limits, cancel)
    logger.info(
        "read %s in a child: %s in %.2f s, peak %.0f MB",
        filename,
        reply.status,
        reply.seconds,
        reply.peak_rss_mb,
    )
    if reply.status == "ok" and reply.document is not None:
        return reply.document
    if reply.status == "error":
        raise _typed_error(reply)
    if reply.status == "memory":
        raise ParseMemoryError(
            f"The file needed more than {limits.max_parse_memory_mb} MB of memory to read; {_OVERLOAD}."
        )
    logger.warning("the reader failed on %s: %s", filename, reply.message)
    raise ParserCrashError(f"The file made the reader fail; {_OVERLOAD}.")


def warm_up(limits: LoadLimits | None = None) -> float:
    """Start one child now (e.g. when a worker starts) so the first file does not wait for it;
    the seconds it took to start."""
    limits = limits or LoadLimits()
    child = _acquire(limits.max_parse_memory_mb, None)
    seconds = child.start_seconds
    with _lock:
        _busy.discard(child)
        if len(_idle) < MAX_IDLE:
            _idle.append(child)
            return seconds
    child.retire()
    return seconds


def terminate_all() -> int:
    """Kill every reader child, idle or busy (shutdown); a caller waiting on one gets
    `ParseCancelledError`. Later calls start new children. The number killed."""
    with _lock:
        idle, busy = list(_idle), list(_busy)
        _idle.clear()
        for child in idle + busy:
            child.stopped = True
    for child in busy:  # their callers close the pipes
        if child.process.is_alive():
            child.process.kill()
    for child in idle:
        child.kill()
    for child in busy:
        child.process.join(5)
    return len(idle) + len(busy)


atexit.register(terminate_all)
