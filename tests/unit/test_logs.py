"""Structured logs: JSON lines with the request's fields; secrets masked in either format."""

from __future__ import annotations

import asyncio
import io
import json
import logging

import pytest

from core.logs import configure, log_context


@pytest.fixture
def stream():  # type: ignore[no-untyped-def]
    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    logging.disable(logging.NOTSET)
    for name in ("test_logs.records", "x"):  # whatever earlier tests did to the logging tree
        logging.getLogger(name).disabled = False
        logging.getLogger(name).setLevel(logging.NOTSET)
    yield io.StringIO()
    root.handlers[:] = saved[0]
    root.setLevel(saved[1])


def test_json_lines_carry_the_request_fields_and_mask_tokens(stream: io.StringIO) -> None:
    configure("INFO", "json", stream)
    log = logging.getLogger("test_logs.records")

    async def turn() -> None:
        with log_context(request_id="r-1", thread_id="slack:T1:C1:1.2", tenant="slack:T1", surface="slack"):
            await asyncio.to_thread(log.info, "posted with token %s", "xoxb-1234567890-abcdefgh")
        log.info("after the turn")

    asyncio.run(turn())
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    first, second = [r for r in lines if r["logger"] == "test_logs.records"]  # not other threads' lines
    assert first["message"] == "posted with token xoxb-***" and first["level"] == "INFO"
    assert (first["request_id"], first["tenant"], first["surface"]) == ("r-1", "slack:T1", "slack")
    assert first["thread_id"] == "slack:T1:C1:1.2" and first["logger"] == "test_logs.records"
    assert "request_id" not in second and second["message"] == "after the turn"


def test_text_lines_name_the_request_and_mask_bearer_tokens(stream: io.StringIO) -> None:
    configure("INFO", "text", stream)
    with log_context(request_id="r-2", tenant="teams:abc"):
        logging.getLogger("x").warning("Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.payload")
    (line,) = [x for x in stream.getvalue().splitlines() if " WARNING x: " in x]
    assert line.endswith("[request_id=r-2 tenant=teams:abc]"), line
    assert "eyJ" not in line and "Bearer ***" in line


def test_a_traceback_and_a_url_password_are_masked_too(stream: io.StringIO) -> None:
    configure("INFO", "json", stream)
    log = logging.getLogger("test_logs.records")
    try:
        raise RuntimeError("refused xoxb-1234567890-abcdefgh at redis://default:s3cret-pw@redis:6379/0")
    except RuntimeError:
        log.exception("Slack call failed")
    (record,) = [json.loads(x) for x in stream.getvalue().splitlines()]
    assert "xoxb-***" in record["exc_info"] and "abcdefgh" not in record["exc_info"]
    assert "s3cret" not in record["exc_info"] and "redis://***@redis:6379/0" in record["exc_info"]
