"""The graph's state: the conversation, merged by `add_messages` and kept by the checkpointer."""

from __future__ import annotations

from typing import Annotated

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict


class AgentState(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    """Questions, tool calls, tool results and answers of this thread, oldest first."""
