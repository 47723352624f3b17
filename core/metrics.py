"""Prometheus metrics, served at `GET /metrics` by `clausebot serve` (and by `clausebot worker` on
`CLAUSEBOT_METRICS_PORT`). One home for every metric name; `deploy/grafana/clausebot.json` plots them.

Labels take values from small fixed sets (surfaces, outcomes, tool names, error codes, stages),
never from user input, so the number of series stays bounded.
"""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram

LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 120.0)

REQUESTS = Counter(
    "clausebot_requests",
    "Messages handled, by surface (slack, teams, web, cli) and outcome "
    "(answered, refused, clarified, uploaded, error, rate_limited)",
    ["surface", "outcome"],
)
ANSWER_SECONDS = Histogram(
    "clausebot_answer_seconds", "Time from a question to its answer", ["surface"], buckets=LATENCY_BUCKETS
)
TOOL_CALLS = Counter("clausebot_tool_calls", "Agent tool calls, by tool", ["tool"])
ERRORS = Counter("clausebot_errors", "Replies that carried an error, by error code", ["code"])
QUOTA_REFUSALS = Counter("clausebot_quota_refusals", "Requests refused by a quota, by quota", ["kind"])
INGEST_JOBS = Counter(
    "clausebot_ingest_jobs",
    "Ingestion jobs finished, by outcome (imported, skipped, failed, indexed, retried)",
    ["outcome"],
)
INGEST_STAGE_SECONDS = Histogram(
    "clausebot_ingest_stage_seconds", "Time per ingestion stage", ["stage"], buckets=LATENCY_BUCKETS
)
# the latest reading of any process (`clausebot serve` with several processes: one value, not one each)
QUEUE_DEPTH = Gauge(
    "clausebot_queue_depth", "Jobs queued or running, by queue", ["queue"], multiprocess_mode="mostrecent"
)

PENDING = {"ingest_pending"}  # an upload still importing: the message finishes later, not an error
OUTCOMES = ("answered", "refused", "clarified", "uploaded", "error", "rate_limited")


def reply_outcome(
    *, error_code: str | None, refused: str | None, clarification: list[str], upload: bool
) -> str:
    """The `outcome` label of one handled message."""
    if error_code == "quota_exceeded":
        return "rate_limited"
    if error_code and error_code not in PENDING:
        return "error"
    if upload:
        return "uploaded"
    if refused:
        return "refused"
    return "clarified" if clarification else "answered"


def observe_ingest(status: str, timings: dict[str, float] | None = None) -> None:
    """One finished ingestion job and the seconds each of its stages took."""
    INGEST_JOBS.labels(status).inc()
    for stage, seconds in (timings or {}).items():
        INGEST_STAGE_SECONDS.labels(stage).observe(seconds)
