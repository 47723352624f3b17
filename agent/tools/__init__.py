"""The agent's tools. Each reads through `GraphStore.read` with the scope of its run (`RunContext`)."""

from __future__ import annotations

import functools
from typing import Any

from langchain_core.tools import BaseTool

from agent.tools.aggregate import ContractAggregateInput, make_aggregate_tool, run_aggregate
from agent.tools.clause_search import ClauseSearchInput, make_clause_search_tool, run_clause_search
from agent.tools.context import RunContext, ToolContext, run_context
from agent.tools.deadlines import ContractDeadlinesInput, make_deadlines_tool, run_deadlines
from agent.tools.details import ContractDetailsInput, make_details_tool, run_details
from agent.tools.raw_cypher import make_raw_cypher_tool, run_raw_cypher
from agent.tools.search import ContractSearchInput, make_search_tool, run_search
from core.tracing import span

__all__ = [
    "TOOL_NAMES",
    "ClauseSearchInput",
    "run_clause_search",
    "ContractAggregateInput",
    "ContractDeadlinesInput",
    "ContractDetailsInput",
    "ContractSearchInput",
    "RunContext",
    "ToolContext",
    "build_tools",
    "run_aggregate",
    "run_deadlines",
    "run_details",
    "run_raw_cypher",
    "run_search",
    "run_context",
]


# every tool's `name` (a test checks them against build_tools): what metrics may label a call with
TOOL_NAMES = frozenset(
    {
        "contract_search",
        "contract_aggregate",
        "contract_details",
        "contract_deadlines",
        "clause_search",
        "cypher_aggregation",
    }
)


def build_tools(ctx: ToolContext) -> list[BaseTool]:
    """contract_search, contract_aggregate, contract_details, contract_deadlines, clause_search (when an
    index is given); cypher_aggregation only when opted in."""
    tools: list[BaseTool] = [
        make_search_tool(ctx),
        make_aggregate_tool(ctx),
        make_details_tool(ctx),
        make_deadlines_tool(ctx),
    ]
    if ctx.clauses is not None:
        tools.append(make_clause_search_tool(ctx))
    if ctx.allow_raw_cypher:
        tools.append(make_raw_cypher_tool(ctx))
    return [traced(t) for t in tools]


def traced(tool: BaseTool) -> BaseTool:
    """The tool with a span around each call (`core.tracing`; nothing when tracing is off)."""
    run = getattr(tool, "coroutine", None)
    if run is None:
        return tool

    @functools.wraps(run)
    async def call(*args: Any, **kwargs: Any) -> Any:
        with span(f"tool.{tool.name}"):
            return await run(*args, **kwargs)

    tool.coroutine = call  # type: ignore[attr-defined]
    return tool
