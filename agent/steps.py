"""What an answer is doing, as it happens: the tools the agent runs and, from a language model, the
answer's words as they come, told to whoever listens.

A surface that can show progress (the web chat's stream) sets `LISTENER` for the turn it handles;
`AgentService` then runs its graph step by step: `step` gets one short line per tool call, `partial`
the model's text so far (the final answer may still be reworded after it).
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any, Protocol

from langchain_core.messages import AIMessage, AIMessageChunk


class Listener(Protocol):
    async def step(self, text: str) -> None: ...

    async def partial(self, text: str) -> None: ...


LISTENER: ContextVar[Listener | None] = ContextVar("clausebot_agent_steps", default=None)
MODEL_NODE = "assistant"  # agent.graph's node that calls the model

TOOL_STEPS = {
    "contract_search": "Searching the contracts…",
    "contract_aggregate": "Counting and grouping the contracts…",
    "contract_details": "Reading the contract's details…",
    "contract_deadlines": "Working out the dates and deadlines…",
    "clause_search": "Reading the clauses…",
    "cypher_aggregation": "Running the aggregation…",
}
WRITING = "Writing the answer…"


def step_lines(update: dict[str, Any]) -> list[str]:
    """The lines for one graph update (`stream_mode="updates"`: {node: {"messages": [...]}})."""
    lines: list[str] = []
    for change in update.values():
        for message in (change or {}).get("messages", []) if isinstance(change, dict) else []:
            if isinstance(message, AIMessage) and message.tool_calls:
                lines += [TOOL_STEPS.get(c["name"], "Looking it up…") for c in message.tool_calls]
            elif isinstance(message, AIMessage):
                lines.append(WRITING)
    return list(dict.fromkeys(lines))


class Partials:
    """The text of the model's message being streamed (`stream_mode="messages"` chunks), so far."""

    def __init__(self) -> None:
        self.id: str | None = None
        self.text = ""

    def add(self, chunk: Any) -> str | None:
        """The text so far when `chunk` adds to it; None for a chunk without answer text."""
        message, meta = chunk
        if not isinstance(message, AIMessageChunk) or (meta or {}).get("langgraph_node") != MODEL_NODE:
            return None
        if not isinstance(message.content, str) or not message.content:
            return None
        if message.id != self.id:  # the model's next message (after a tool call) starts again
            self.id, self.text = message.id, ""
        self.text += message.content
        return self.text
