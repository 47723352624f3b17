"""What the chat adapters call: `AgentService.answer(question, thread_id, scope)`."""

from __future__ import annotations

import logging
import re
import uuid
from typing import Any

import redis
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.errors import GraphRecursionError
from pydantic import BaseModel, Field

from agent import steps
from agent.answer import DEADLINE_LABELS, interpretation, quoted
from agent.errors import AgentLoopError, MemoryUnavailableError
from agent.graph import build_graph
from agent.phrases import expand_shorthand
from agent.tools import ContractDetailsInput, RunContext, ToolContext, run_details
from agent.tools.details import details_output
from agent.understanding import advice_note, refusal
from core import clock
from core.settings import Settings
from core.tracing import span
from graph_ingest.cards import ContractCard, has_markup
from graph_ingest.freshness import graph_changed
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)

RECURSION_LIMIT = 12
# The thread's memory is written once, when a run ends (LangGraph's "exit" durability), not after
# every step: a run's steps take milliseconds, and a run cut short has answered nothing to remember.
# Writing each step cost a quarter of an answer's CPU under load (`bench.load`).
DURABILITY = "exit"


class ToolCallInfo(BaseModel):
    name: str
    args: dict[str, Any]


class AgentAnswer(BaseModel):
    answer: str = Field(description="the reply text (markdown, file ids in backticks)")
    tool_calls: list[ToolCallInfo] = Field(default_factory=list, description="tools run for this question")
    contracts: list[str] = Field(default_factory=list, description="file ids of the contracts shown")
    cards: list[ContractCard] = Field(default_factory=list, description="contract cards of those contracts")
    clauses: list[dict[str, Any]] = Field(
        default_factory=list, description="quoted clauses (file_id, start, end, text)"
    )
    interpretation: str | None = Field(None, description="how the question was read: 'Read as: ...'")
    unread: list[str] = Field(default_factory=list, description="parts of the question no slot used")
    clarification: list[str] = Field(default_factory=list, description="options offered back to the user")
    refused: str | None = Field(None, description="why the request was declined (write, query, ...)")
    literals: list[str] = Field(
        default_factory=list,
        description="contract text with Markdown in it from this turn's tool results (titles, names, "
        "headings, quotes), which the answer may repeat: surfaces show it as written",
    )


class AgentService:
    """`answer(question, thread_id, scope)` for the conversation service, and `note_upload` after an import."""

    def __init__(
        self,
        graph: Any,
        tools: ToolContext,
        today: clock.Today = clock.today,
        fiscal: clock.FiscalStart | None = None,
    ) -> None:
        self.graph = graph
        self.tools = tools  # the graph's tools' context; note_upload's contract_details lookup too
        self.today = today  # the clock each run's `RunContext` is dated by
        self.fiscal = fiscal or clock.fiscal_starts()  # and the workspace's fiscal year

    @classmethod
    def create(
        cls,
        settings: Settings,
        store: GraphStore,
        checkpointer: BaseCheckpointSaver | None,
        model: BaseChatModel | None = None,
        *,
        today: clock.Today = clock.today,
        clause_search: Any = None,
    ) -> AgentService:
        tools = ToolContext(store, allow_raw_cypher=settings.llm.allow_raw_cypher, clauses=clause_search)
        fiscal = clock.fiscal_starts(settings.fiscal_year_start, settings.tenant_fiscal_year_starts)
        return cls(build_graph(settings, tools, checkpointer, model), tools, today, fiscal)

    async def answer(self, question: str, thread_id: str, scope: ReaderScope) -> AgentAnswer:
        """The answer to `question` in the thread; declined requests never reach the model or the graph."""
        if declined := refusal(expand_shorthand(question)):
            log.info("declined a %s request in %s", declined.kind, thread_id)
            return AgentAnswer(answer=declined.message, refused=declined.kind)
        with span("agent.answer"):
            result = await self._answer(question, thread_id, scope)
        if note := advice_note(expand_shorthand(question)):
            result.answer = f"{result.answer}\n\n{note}"
        return result

    async def _answer(self, question: str, thread_id: str, scope: ReaderScope) -> AgentAnswer:
        config = {"configurable": {"thread_id": thread_id}, "recursion_limit": RECURSION_LIMIT}
        run = RunContext.now(scope, self.today, self.fiscal)  # "today": where this workspace is
        asked = HumanMessage(question, id=uuid.uuid4().hex)  # this turn starts at it in the state
        try:
            state = await self._run({"messages": [asked]}, config, run)
        except GraphRecursionError as e:
            raise AgentLoopError("the agent did not reach an answer within its step limit") from e
        except redis.exceptions.ConnectionError as e:
            raise MemoryUnavailableError(f"thread memory (Redis) is unreachable: {e}") from e
        return to_answer(this_turn(state["messages"], asked.id))

    async def _run(self, given: dict[str, Any], config: dict[str, Any], run: RunContext) -> dict[str, Any]:
        """The graph's final state; step by step, telling `agent.steps.LISTENER`, when one listens."""
        listener = steps.LISTENER.get()
        if listener is None:
            return await self.graph.ainvoke(given, config, context=run, durability=DURABILITY)
        state: dict[str, Any] = {}
        partials = steps.Partials()
        modes = ["updates", "values", "messages"]
        async for mode, chunk in self.graph.astream(
            given, config, context=run, stream_mode=modes, durability=DURABILITY
        ):
            if mode == "values":
                state = chunk
            elif mode == "messages":
                if (text := partials.add(chunk)) is not None:
                    await _tell(listener.partial, text)
            else:
                for line in steps.step_lines(chunk):
                    await _tell(listener.step, line)
        return state

    async def forget(self, thread_id: str) -> None:
        """Delete the thread's memory (the web chat's "delete thread")."""
        saver = self.graph.checkpointer
        if isinstance(saver, BaseCheckpointSaver):
            try:
                await saver.adelete_thread(thread_id)
            except redis.exceptions.ConnectionError as e:
                raise MemoryUnavailableError(f"thread memory (Redis) is unreachable: {e}") from e

    async def note_upload(self, thread_id: str, file_id: str, scope: ReaderScope) -> None:
        """Record in the thread's memory that `file_id` was imported there, so "when does it expire?"
        refers to it: the thread gets a real `contract_details` lookup of the contract (run now, in
        the caller's scope) as if the user had asked to see it."""
        graph_changed(scope.tenant)  # its parties (and clauses) are read by the very next question
        call = {
            "name": "contract_details",
            "args": {"file_id": file_id},
            "id": f"call_upload_{uuid.uuid4().hex[:12]}",
            "type": "tool_call",
        }
        result = await run_details(
            self.tools, ContractDetailsInput(file_id=file_id), RunContext.now(scope, self.today, self.fiscal)
        )
        content, artifact = details_output(result)
        looked_up = ToolMessage(content, artifact=artifact, tool_call_id=call["id"], name=call["name"])
        title = (artifact.get("contract") or {}).get("title") or file_id
        messages = [
            HumanMessage(f"(uploaded the contract {title!r})"),
            AIMessage(content="", tool_calls=[call]),
            looked_up,
            AIMessage(content=f"Imported `{file_id}` ({title}) into the contract graph."),
        ]
        config = {"configurable": {"thread_id": thread_id}}
        await self.graph.aupdate_state(config, {"messages": messages}, as_node="assistant")


def _label(hit: dict[str, Any]) -> str | None:
    """A quote's category label; "possibly ..." where the clause model was not sure, "closest passage,
    probably not ..." where it found none (every surface shows the label with the quote)."""
    category = hit.get("category")
    if hit.get("closest"):
        return (
            f"closest passage, probably not {category}" if category else "closest passage, probably unrelated"
        )
    return f"possibly {category}" if category and hit.get("clear") is False else category


def _deadline_quotes(turn: list[Any]) -> list[dict[str, Any]]:
    """The passages a deadlines answer rests on, as quotes (every surface shows them verbatim)."""
    seen: set[tuple[str, str]] = set()
    out = []
    for m in turn:
        if not (isinstance(m, ToolMessage) and isinstance(m.artifact, dict)):
            continue
        if m.artifact.get("tool") != "contract_deadlines":
            continue
        for d in m.artifact.get("deadlines") or []:
            if d.get("quote") and (d["file_id"], d["quote"]) not in seen:
                seen.add((d["file_id"], d["quote"]))
                start = d.get("quote_start")
                end = start + len(d["quote"]) if start is not None else None
                label = DEADLINE_LABELS[d["kind"]]
                out.append(
                    {
                        "file_id": d["file_id"],
                        "category": label,
                        "text": d["quote"],
                        "start": start,
                        "end": end,
                    }
                )
    return out


def this_turn(messages: list[Any], question_id: str) -> list[Any]:
    """The messages of the turn that began with the question of id `question_id` (the thread's
    earlier turns, read back from its memory, come before it)."""
    questions = [i for i, m in enumerate(messages) if isinstance(m, HumanMessage)]
    start = next((i for i in reversed(questions) if messages[i].id == question_id), None)
    if start is None:  # not kept under its id: the last question is this one
        start = questions[-1] if questions else 0
    return messages[start:]


def to_answer(turn: list[Any]) -> AgentAnswer:
    """This turn's messages -> the reply, the tool calls, and the contracts the reply shows."""
    final = next((m for m in reversed(turn) if isinstance(m, AIMessage) and not m.tool_calls), None)
    text = final.content if final and isinstance(final.content, str) else str(final.content if final else "")
    calls = [
        ToolCallInfo(name=c["name"], args=c["args"])
        for m in turn
        if isinstance(m, AIMessage)
        for c in m.tool_calls
    ]
    cards: dict[str, ContractCard] = {}  # contracts a search or a lookup found
    quoted_cards: dict[str, ContractCard] = {}  # contracts a clause search quoted
    for m in turn:
        if isinstance(m, ToolMessage) and isinstance(m.artifact, dict):
            found = [
                *(m.artifact.get("shown") or []),
                *(m.artifact.get("other_types") or []),  # the named parties' contracts of another type
                *(m.artifact.get("worded") or []),  # a type no contract is filed under: found by its words
                *([m.artifact["card"]] if m.artifact.get("card") else []),
            ]
            for c in found:
                cards.setdefault(c["file_id"], ContractCard.model_validate(c))
            for c in m.artifact.get("cards") or []:
                quoted_cards.setdefault(c["file_id"], ContractCard.model_validate(c))
    searches = [
        m.artifact
        for m in turn
        if isinstance(m, ToolMessage)
        and isinstance(m.artifact, dict)
        and m.artifact.get("tool") == "clause_search"
    ]
    quotes = [h for r in searches for h in r.get("hits") or []]
    # a search that found none quotes its closest passage, said to be probably not about it
    quotes += [
        {**h, "closest": True, "category": h.get("category") or (r.get("searched") or {}).get("category")}
        for r in searches
        if not r.get("hits")
        for h in (r.get("closest") or [])[:1]
    ]
    quotes += _deadline_quotes(turn)
    quoted = [h for h in quotes if h["file_id"] in text] or quotes
    mentioned = sorted((f for f in cards if f in text), key=text.index)  # in the order the reply names them
    shown = mentioned or ([] if re.search(r"could not find", text, re.I) else list(cards))
    if not shown:
        shown = list(dict.fromkeys(h["file_id"] for h in quoted if h["file_id"] in text))
    known = {**quoted_cards, **cards}
    meta = (final.additional_kwargs.get("clausebot") if final else None) or {}
    results = [m.artifact for m in turn if isinstance(m, ToolMessage) and isinstance(m.artifact, dict)]
    return AgentAnswer(
        interpretation=meta.get("interpretation") or interpretation(results[-1] if results else None),
        unread=meta.get("unread") or [],
        clarification=meta.get("clarification") or [],
        refused=meta.get("refused"),
        answer=text,
        tool_calls=calls,
        contracts=shown,
        cards=[known[f] for f in shown if f in known],
        clauses=[{**h, "category": _label(h)} for h in quoted[:5]],
        literals=literals(results),
    )


MAX_LITERALS = 500
_PASSAGES = frozenset({"text", "quote"})
_CONTRACT_TEXT = frozenset(
    {
        "title",
        "name",
        "role",
        "heading",
        "text",
        "quote",
        "summary",
        "contract_type",
        "governing_law",
        "group",
    }
)


def literals(results: list[dict[str, Any]]) -> list[str]:
    """The contract strings in tool results that a surface's Markdown would read (`has_markup`): the
    titles and names of every contract listed, not only those with cards, and the passages quoted. The
    LLM path repeats them from the same results, so it is covered too."""
    found: dict[str, None] = {}

    def walk(node: Any, key: str | None = None) -> None:
        if len(found) >= MAX_LITERALS:
            return
        if isinstance(node, str):
            if key in _CONTRACT_TEXT and has_markup(node):
                found.setdefault(node)
                if key in _PASSAGES:  # as an answer prints a passage: on one line
                    found.setdefault(" ".join(node.split()))
        elif isinstance(node, dict):
            if isinstance(node.get("text"), str) and node.get("focus_start") is not None:
                walk(quoted(node), "text")  # a clause hit's operative sentences, as answers quote them
            for k, v in node.items():
                if k == "resolved_parties" and isinstance(v, dict):  # asked name -> the graph's names
                    walk(list(v.values()), "name")
                else:
                    walk(v, k)
        elif isinstance(node, list):
            for v in node:
                walk(v, key)

    walk(results)
    return list(found)


async def _tell(say: Any, text: str) -> None:
    try:
        await say(text)
    except Exception:  # progress is a courtesy; the answer goes on
        log.debug("step listener failed", exc_info=True)


def make_answerer(settings: Settings, store: GraphStore, clause_search: Any = None) -> AgentService:
    """The agent the conversation service calls, with Redis thread memory (and clause search if given)."""
    from agent.memory import redis_checkpointer

    return AgentService.create(
        settings,
        store,
        redis_checkpointer(settings),
        clause_search=clause_search,
        today=clock.today_in(settings.time_zone, settings.tenant_time_zones),
    )
