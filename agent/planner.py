"""The offline planner: a deterministic chat model that needs no LLM.

It speaks the same protocol as a tool-calling model, so the graph does not know the difference:
given a question it answers with one tool call (`agent.intent.plan`); given that tool's result it
writes the final answer (`agent.answer`). Follow-ups reuse the filters of the previous turn's
tool call, read from the conversation the checkpointer restored.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from pydantic import ConfigDict

from agent.answer import write_aggregate, write_clauses, write_details, write_search
from agent.clause_intent import clause_plan
from agent.intent import intent_of, plan
from agent.parties import PartyIndex, PartyResolver
from graph_ingest.scope import ReaderScope

HELP = (
    "I can search the contracts by type, party, party country, dates, value, governing law, clause type "
    "and keywords, count and aggregate them, and show one contract's details."
)


class OfflinePlanner(BaseChatModel):
    """Turns questions into tool calls and tool results into answers, deterministically."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    resolver: PartyResolver | None = None
    tool_names: list[str] = []

    @property
    def _llm_type(self) -> str:
        return "clausebot-offline-planner"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> Runnable:  # type: ignore[override]
        names = [getattr(t, "name", None) or t.get("name") for t in tools]
        return self.model_copy(update={"tool_names": names})

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: Any = None,
        **kwargs: Any,
    ) -> ChatResult:
        scope = kwargs.get("scope")
        message = self.respond(messages, ReaderScope.model_validate(scope) if scope else None)
        return ChatResult(generations=[ChatGeneration(message=message)])

    def respond(self, messages: list[BaseMessage], scope: ReaderScope | None) -> AIMessage:
        question = _last_question(messages)
        last = messages[-1] if messages else None
        if isinstance(last, ToolMessage):
            return AIMessage(content=self._write(question, last))
        if "clause_search" in self.tool_names and (cargs := clause_plan(question, [])):
            narrowed = any(k in cargs for k in ("contract", "contract_type", "parties"))
            if not narrowed and (file_id := referenced_contract(question, messages)):
                cargs["contract"] = file_id
            return _call("clause_search", cargs)
        if (file_id := referenced_contract(question, messages)) and "contract_details" in self.tool_names:
            return _call("contract_details", {"file_id": file_id})
        index = self.resolver.index(scope) if (self.resolver and scope) else PartyIndex()
        p = plan(question, index, _previous_args(messages))
        if (
            not p.args
            and p.intent == "search"
            and not re.search(r"\b(contract|agreement|deal)s?\b", question, re.I)
        ):
            return AIMessage(content=f"I could not find anything in the contracts to answer that. {HELP}")
        if p.tool not in self.tool_names:
            return AIMessage(content=f"I could not answer that offline: the {p.tool} tool is not available.")
        return _call(p.tool, p.args)

    def _write(self, question: str, message: ToolMessage) -> str:
        if message.status == "error":
            return f"I could not run that search: {message.content}"
        result = message.artifact if isinstance(message.artifact, dict) else _json(message.content)
        if not result:
            return "I could not find an answer: the search returned nothing I can read."
        intent = intent_of(question)
        tool = result.get("tool")
        if tool == "contract_search":
            return write_search(result, intent)
        if tool == "contract_aggregate":
            return write_aggregate(result, intent)
        if tool == "contract_details":
            return write_details(result, question)
        if tool == "clause_search":
            return write_clauses(result)
        return str(message.content)[:2000]


def _json(content: Any) -> dict[str, Any] | None:
    try:
        data = json.loads(content) if isinstance(content, str) else None
    except json.JSONDecodeError:
        return None
    return data if isinstance(data, dict) else None


def _call(name: str, args: dict[str, Any]) -> AIMessage:
    call = {"name": name, "args": args, "id": f"call_{uuid.uuid4().hex[:16]}", "type": "tool_call"}
    return AIMessage(content="", tool_calls=[call])


_ONE_CONTRACT = re.compile(
    r"\b(it|its|this (contract|agreement|document|one|file|deal)|that (contract|agreement|one|deal)|"
    r"the (contract|agreement|document|upload|file))\b",
    re.I,
)
_MANY = re.compile(r"\b(contracts|agreements|those|these|them|how many|which)\b", re.I)


def referenced_contract(question: str, messages: Sequence[BaseMessage]) -> str | None:
    """The file id a question points at with "it" / "this contract", when the thread showed exactly one."""
    if not _ONE_CONTRACT.search(question) or _MANY.search(question):
        return None
    for m in reversed(messages[:-1]):
        if not isinstance(m, ToolMessage):
            continue
        result = m.artifact if isinstance(m.artifact, dict) else _json(m.content)
        if not result:
            return None
        if result.get("tool") == "contract_details" and result.get("found"):
            return result["contract"]["file_id"]
        shown = result.get("shown") or []
        return shown[0]["file_id"] if result.get("total") == 1 and len(shown) == 1 else None
    return None


def _last_question(messages: Sequence[BaseMessage]) -> str:
    for m in reversed(messages):
        if isinstance(m, HumanMessage):
            return m.content if isinstance(m.content, str) else str(m.content)
    return ""


def _previous_args(messages: Sequence[BaseMessage]) -> dict[str, Any] | None:
    """Arguments of the last tool call made before the current question."""
    seen_question = False
    for m in reversed(messages):
        if isinstance(m, HumanMessage):
            if seen_question:
                continue
            seen_question = True
            continue
        if seen_question and isinstance(m, AIMessage) and m.tool_calls:
            return dict(m.tool_calls[-1]["args"])
    return None
