"""Optional OpenTelemetry tracing of a request: adapter turn → agent → tools → database.

Off by default. With `CLAUSEBOT_OTEL_ENDPOINT` set (an OTLP/HTTP traces endpoint, e.g.
`http://otel-collector:4318/v1/traces`) and the `otel` extra installed (`pip install
'clausebot[otel]'`), spans are exported in batches; unset, `span()` does nothing and costs nothing.
Span attributes are ids, names and counts, never contract text or questions.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from typing import Any

log = logging.getLogger(__name__)

_tracer: Any = None


def configure(endpoint: str | None, service: str = "clausebot") -> bool:
    """Export spans to `endpoint`; True when tracing is on."""
    if not endpoint:
        return False
    try:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.trace.export import BatchSpanProcessor
    except ImportError:
        log.warning(
            "CLAUSEBOT_OTEL_ENDPOINT is set but OpenTelemetry is not installed: pip install 'clausebot[otel]'"
        )
        return False
    use(BatchSpanProcessor(OTLPSpanExporter(endpoint=endpoint)), service)
    log.info("tracing to %s", endpoint)
    return True


def use(processor: Any, service: str = "clausebot") -> None:
    """Send spans to `processor` (an OpenTelemetry SDK span processor; tests pass an in-memory one)."""
    global _tracer
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider

    provider = TracerProvider(resource=Resource.create({"service.name": service}))
    provider.add_span_processor(processor)
    _tracer = provider.get_tracer("clausebot")


def stop() -> None:
    global _tracer
    _tracer = None


@contextlib.contextmanager
def span(name: str, **attributes: str | int | float | bool | None) -> Iterator[None]:
    """A span around the block when tracing is on (its parent: the span the caller is in)."""
    if _tracer is None:
        yield
        return
    attrs = {k: v for k, v in attributes.items() if v is not None}
    with _tracer.start_as_current_span(name, attributes=attrs):
        yield
