"""Logging: plain lines for people, JSON lines for log collectors (`CLAUSEBOT_LOG_FORMAT=json`).

Every record carries the request it belongs to (`request_id`, `thread_id`, `tenant`, `surface`),
bound once per turn or job with `log_context` and inherited by the tasks and threads it starts.
What is logged never includes contract text at INFO; tokens and keys that slip into a message
(Slack `xox…`/`xapp-…`, OpenAI `sk-…`, `Bearer …`) are masked before a record is written.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Iterator
from contextvars import ContextVar
from typing import IO, Literal

from pythonjsonlogger.json import JsonFormatter

CONTEXT_FIELDS = ("request_id", "thread_id", "tenant", "surface")
HANDLER_NAME = "clausebot"
NOISY = ("neo4j", "httpx", "urllib3", "aiohttp.access")
_context: ContextVar[dict[str, str]] = ContextVar("clausebot_log_context", default={})  # noqa: B039
_SECRET = re.compile(
    r"\b(xox[abpers]-|xapp-|sk-)[A-Za-z0-9-_]{6,}"  # Slack and OpenAI tokens
    r"|(?<=Bearer )[A-Za-z0-9._~+/=-]{8,}|(?<=Basic )[A-Za-z0-9+/=]{8,}"  # Authorization headers
    r"|(?<=://)[^/\s:@]*:[^/\s@]+(?=@)"  # user:password@ in a URL (Redis, Bolt)
)


@contextlib.contextmanager
def log_context(**fields: str | None) -> Iterator[None]:
    """Bind `fields` (e.g. request_id, thread_id, tenant) to every record logged inside."""
    token = _context.set({**_context.get(), **{k: v for k, v in fields.items() if v}})
    try:
        yield
    finally:
        _context.reset(token)


def current_context() -> dict[str, str]:
    return dict(_context.get())


def mask_secrets(text: str) -> str:
    return _SECRET.sub(lambda m: (m.group(1) or "") + "***", text)


class ContextFilter(logging.Filter):
    """Adds the bound request fields to a record."""

    def filter(self, record: logging.LogRecord) -> bool:
        for name, value in _context.get().items():
            setattr(record, name, value)
        return True


class _TextFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line = super().format(record)
        where = " ".join(f"{k}={getattr(record, k)}" for k in CONTEXT_FIELDS if getattr(record, k, ""))
        return mask_secrets(f"{line} [{where}]" if where else line)  # the traceback too


class _JsonFormatter(JsonFormatter):
    def format(self, record: logging.LogRecord) -> str:
        return mask_secrets(super().format(record))


def formatter(fmt: Literal["text", "json"]) -> logging.Formatter:
    if fmt == "json":
        return _JsonFormatter(
            "%(asctime)s %(levelname)s %(name)s %(message)s",
            datefmt="%Y-%m-%dT%H:%M:%S%z",
            rename_fields={"asctime": "time", "levelname": "level", "name": "logger"},
            json_ensure_ascii=False,
        )
    return _TextFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s")


def configure(level: str, fmt: Literal["text", "json"] = "text", stream: IO[str] | None = None) -> None:
    """Our handler on the root logger (stderr), replacing one an earlier call installed (the CLI
    calls this once per command); handlers others installed (a test runner's) are left alone."""
    handler = logging.StreamHandler(stream)
    handler.setFormatter(formatter(fmt))
    handler.addFilter(ContextFilter())
    handler.set_name(HANDLER_NAME)
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == HANDLER_NAME]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level.upper())
    for noisy in NOISY:
        logging.getLogger(noisy).setLevel(logging.WARNING)
