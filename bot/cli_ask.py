"""`clausebot ask`: one question from the command line, through the conversation service like any chat."""

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
    from agent.answerer import make_answerer
    from bot.cli import _settings, fail
    from bot.conversation import ConversationService
    from bot.types import Turn
    from graph_ingest.errors import GraphUnavailableError
    from graph_ingest.store import GraphStore

    settings = _settings()
    # the terminal reads as the tenant `clausebot ingest` writes to by default (the demo tenant)
    turn = Turn(
        platform="cli",
        workspace=settings.scope.demo_tenant,
        channel="terminal",
        thread=thread or f"once-{uuid.uuid4().hex}",
        user="cli",
        text=question,
    )
    try:
        with GraphStore.from_settings(settings) as store:
            store.verify()
            from bot.components import build_clause_search

            clauses = build_clause_search(settings, store)  # the same tools as the chat surfaces
            agent = make_answerer(settings, store, clause_search=clauses)
            try:
                reply = asyncio.run(ConversationService(settings, agent.answer).handle(turn))
            finally:
                agent.graph.checkpointer.close()
    except GraphUnavailableError as e:
        raise fail(str(e)) from None
    if reply.error_code:
        raise fail(reply.text)
    if json_out:
        payload = {
            "answer": reply.text,
            "interpretation": reply.interpretation,
            "unread": reply.unread,
            "clarification": reply.clarification,
            "refused": reply.refused,
            "tool_calls": reply.tool_calls,
            "contracts": reply.sources,
        }
        typer.echo(json.dumps(payload, ensure_ascii=False, default=str))
    else:
        typer.echo(reply.text)
        if reply.interpretation:
            typer.echo(f"\n🔎 {reply.interpretation}")
