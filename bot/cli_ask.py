"""`clausebot ask`: one question to the agent from the command line, with optional thread memory."""

from __future__ import annotations

import asyncio
import json
import uuid
from typing import Annotated

import typer


def ask(
    question: Annotated[str, typer.Argument(help="the question, in plain English")],
    thread: Annotated[
        str | None, typer.Option("--thread", help="conversation id: reuse it for follow-up questions")
    ] = None,
    json_out: Annotated[
        bool, typer.Option("--json", help="print one JSON object: answer, tool_calls, contracts")
    ] = False,
) -> None:
    """Ask the contract assistant a question (offline planner unless an LLM is configured)."""
    import redis

    from agent.errors import AgentError
    from agent.memory import redis_checkpointer, thread_key
    from agent.service import AgentService
    from bot.cli import _settings, fail
    from graph_ingest.errors import IngestError
    from graph_ingest.scope import ReaderScope
    from graph_ingest.store import GraphStore

    settings = _settings()
    tenant = settings.scope.demo_tenant
    scope = ReaderScope(tenant=tenant, shared_tenants=[tenant] if settings.scope.demo_visible else [])
    thread_id = thread_key("cli", "local", "terminal", thread or f"once-{uuid.uuid4().hex}")
    try:
        with GraphStore.from_settings(settings) as store:
            store.verify()
            saver = redis_checkpointer(settings)
            try:
                service = AgentService.create(settings, store, saver)
                result = asyncio.run(service.answer(question, thread_id, scope))
            finally:
                saver.close()
    except redis.exceptions.ConnectionError as e:
        raise fail(f"cannot reach Redis at {settings.redis.effective_url} (thread memory): {e}") from None
    except (AgentError, IngestError) as e:
        raise fail(str(e)) from None
    if json_out:
        payload = {
            "answer": result.answer,
            "tool_calls": [c.model_dump() for c in result.tool_calls],
            "contracts": result.contracts,
        }
        typer.echo(json.dumps(payload, ensure_ascii=False, default=str))
    else:
        typer.echo(result.answer)
