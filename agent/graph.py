"""The agent: assistant ⇄ tools until the model answers without a tool call.

    START -> assistant -(tool calls)-> tools -> assistant -> ... -> END

The module keeps runtime annotations (no `from __future__ import annotations`): ToolNode reads the
exception types `tool_error_message` handles from its signature.
"""

import calendar
import logging
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AnyMessage, SystemMessage
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph import START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.prebuilt import ToolNode, tools_condition
from langgraph.prebuilt.tool_node import ToolInvocationError
from langgraph.runtime import Runtime

from agent import prompts
from agent.errors import AgentError, ModelUnavailableError
from agent.memory import last_questions
from agent.planner import OfflinePlanner
from agent.state import AgentState
from agent.tools import RunContext, ToolContext, build_tools, run_context
from core.llm import chat_model
from core.settings import Settings

log = logging.getLogger(__name__)

HISTORY_TURNS = 6  # questions the model reads (thread memory keeps at least these: memory_turns)


def tool_error_message(error: ToolInvocationError | AgentError) -> str:
    """What the model reads when a tool call fails on bad arguments or a refused query."""
    if isinstance(error, ToolInvocationError):
        return f"Error: invalid arguments: {error.message}"
    return f"Error ({error.code}): {error}"


def recent(messages: list[AnyMessage], turns: int = HISTORY_TURNS) -> list[AnyMessage]:
    """The last `turns` questions with everything after them (never starts mid tool call)."""
    return last_questions(messages, turns)


def build_graph(
    settings: Settings,
    ctx: ToolContext,
    checkpointer: BaseCheckpointSaver | None,
    model: BaseChatModel | None = None,
) -> CompiledStateGraph:
    """The compiled graph over the tools of `ctx`; each run is given its `RunContext` (`context=`):
    the scope and the day."""
    tools = build_tools(ctx)
    if model is None:
        model = chat_model(settings.llm) if settings.llm.configured else OfflinePlanner(resolver=ctx.resolver)
    if isinstance(model, OfflinePlanner) and model.resolver is None:
        model = model.model_copy(update={"resolver": ctx.resolver})
    bound = model.bind_tools(tools)
    offline = isinstance(model, OfflinePlanner)
    system = prompts.SYSTEM.replace("{raw_cypher}", prompts.RAW_CYPHER_HINT if ctx.allow_raw_cypher else "")

    async def assistant(
        state: AgentState, config: RunnableConfig, runtime: Runtime[RunContext]
    ) -> dict[str, Any]:
        run = run_context(runtime.context)
        day = run.today.isoformat()
        runnable = (
            bound.bind(scope=run.scope.model_dump(), today=day, fiscal_start=run.fiscal_start)
            if offline
            else bound
        )
        fiscal = (
            prompts.FISCAL_FROM.replace("{month}", calendar.month_name[run.fiscal_start])
            if run.fiscal_start != 1
            else prompts.FISCAL_CALENDAR
        )
        said = system.replace("{today}", day).replace("{fiscal}", fiscal)
        messages = [SystemMessage(said), *recent(state["messages"])]
        try:
            response = await runnable.ainvoke(messages, config)
        except AgentError:
            raise
        except Exception as e:  # the model's client: HTTP, auth, timeouts
            if _is_model_error(e):
                raise ModelUnavailableError(f"the chat model failed: {type(e).__name__}") from e
            raise
        return {"messages": [response]}

    builder = StateGraph(AgentState, context_schema=RunContext)
    builder.add_node("assistant", assistant)
    builder.add_node("tools", ToolNode(tools, handle_tool_errors=tool_error_message))
    builder.add_edge(START, "assistant")
    builder.add_conditional_edges("assistant", tools_condition)
    builder.add_edge("tools", "assistant")
    return builder.compile(checkpointer=checkpointer)


def _is_model_error(e: Exception) -> bool:
    module = type(e).__module__
    return module.startswith(("openai", "httpx", "httpcore"))
