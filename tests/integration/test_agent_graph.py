"""The whole agent: offline planner with Redis memory, a scripted model, and ChatOpenAI over HTTP."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langgraph.checkpoint.memory import InMemorySaver

from agent.answerer import AgentService
from agent.checkpoint import RedisCheckpointSaver
from core.settings import LLMSettings, Settings
from graph_ingest.scope import ReaderScope
from tests.fakes import FakeOpenAI, text_message, tool_call_message
from tests.integration.test_agent_tools import OTHER, SCOPE, TENANT, TODAY, load_corpus

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def corpus(store):
    return load_corpus(store)


def _ny_law(r) -> bool:
    return bool(r.governing_law and r.governing_law.subdivision == "US-NY")


async def test_offline_follow_up_through_redis_memory(settings, store, corpus, redis_url) -> None:
    saver = RedisCheckpointSaver(redis_url, prefix=f"test-{uuid.uuid4().hex[:6]}", ttl_s=300)
    thread = f"slack:T:C:{uuid.uuid4().hex}"
    supply = [r for r in corpus if r.contract_type == "Supply"]
    first = await AgentService.create(settings, store, saver, today=lambda: TODAY).answer(
        "How many supply agreements do we have?", thread, SCOPE
    )
    assert first.tool_calls[0].name == "contract_search"
    assert first.tool_calls[0].args == {"contract_type": "Supply"}
    assert f"{len(supply)} contract" in first.answer
    assert first.contracts and set(first.contracts) <= {r.file_id for r in supply}
    assert all(f"`{f}`" in first.answer for f in first.contracts)
    # a new service (another process would do the same) reads the thread back from Redis
    second = await AgentService.create(settings, store, saver, today=lambda: TODAY).answer(
        "How many of those are governed by New York law?", thread, SCOPE
    )
    args = second.tool_calls[0].args
    assert args["contract_type"] == "Supply" and args["law_state"] == "US-NY"
    expected = [r for r in supply if _ny_law(r)]
    assert (f"{len(expected)} contract" in second.answer) or (
        not expected and "could not find" in second.answer
    )
    assert {c.file_id for c in second.cards} <= {r.file_id for r in expected}
    saver.delete_thread(thread)


async def test_offline_aggregation_and_unknowns(settings, store, corpus) -> None:
    service = AgentService.create(settings, store, InMemorySaver(), today=lambda: TODAY)
    result = await service.answer("What is the distribution of contract types?", "t-dist", SCOPE)
    assert result.tool_calls[0].name == "contract_aggregate"
    types = {r.contract_type for r in corpus}
    assert all(t in result.answer for t in types)
    unknown = await service.answer("Which contracts do we have with Nonexistent Widgets Inc.?", "t-x", SCOPE)
    assert "could not find" in unknown.answer and "Nonexistent Widgets Inc" in unknown.answer
    assert unknown.contracts == []
    offtopic = await service.answer("What's the weather like?", "t-w", SCOPE)
    assert offtopic.tool_calls == [] and offtopic.refused == "out_of_domain"
    assert "only answer questions about the contracts" in offtopic.answer and offtopic.unread == ["weather"]


async def test_advice_on_a_named_contract_gives_its_facts_not_a_search_by_what_is_said_of_it(
    settings, store, corpus
) -> None:
    service = AgentService.create(settings, store, InMemorySaver(), today=lambda: TODAY)
    record = next(r for r in corpus if r.parties and r.effective_date)
    name = record.parties[0].name
    asked = f"The {name} deal runs to 2091 under Narnian law - should we be looking to exit it?"
    result = await service.answer(asked, "t-advice", SCOPE)
    theirs = {r.file_id for r in corpus if any(p.name == name for p in r.parties)}
    assert result.contracts and set(result.contracts) <= theirs, result.answer
    assert "not legal advice" in result.answer


async def test_scope_reaches_the_tools(settings, store, corpus) -> None:
    service = AgentService.create(settings, store, InMemorySaver(), today=lambda: TODAY)
    mine = await service.answer("How many contracts are there?", "t-a", SCOPE)
    theirs = await service.answer("How many contracts are there?", "t-b", ReaderScope(tenant=OTHER))
    assert "60 contracts" in mine.answer and "5 contracts" in theirs.answer


class ScriptedModel(BaseChatModel):
    """A tool-calling chat model that plays a script (and records what it was shown)."""

    script: list[AIMessage]
    seen: list[list[Any]] = []

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools, **kwargs):  # type: ignore[override]
        return self

    def _generate(self, messages, stop=None, run_manager=None, **kwargs) -> ChatResult:
        self.seen.append(list(messages))
        return ChatResult(generations=[ChatGeneration(message=self.script[len(self.seen) - 1])])


async def test_scripted_llm_tool_calls_through_the_graph(settings, store, corpus) -> None:
    call = {"name": "contract_search", "args": {"contract_type": "License", "law_country": "US"}, "id": "c1"}
    model = ScriptedModel(script=[AIMessage(content="", tool_calls=[call]), AIMessage(content="Done.")])
    service = AgentService.create(settings, store, InMemorySaver(), model=model, today=lambda: TODAY)
    result = await service.answer("US-law licenses?", "t-scripted", SCOPE)
    assert result.answer == "Done." and result.tool_calls[0].name == "contract_search"
    tool_message = next(m for m in model.seen[1] if isinstance(m, ToolMessage))
    payload = json.loads(tool_message.content)
    expected = [r for r in corpus if r.contract_type == "License" and r.governing_law.country == "US"]
    assert payload["total"] == len(expected)
    assert str(TODAY) in model.seen[0][0].content  # today's date is in the system prompt


async def test_the_workspace_fiscal_year_reaches_the_planner_and_the_model(settings, store, corpus) -> None:
    """A workspace whose fiscal year starts in April reads "this FY" from 1 April, in the offline
    planner's call and in what the chat model is told; another workspace keeps the calendar year."""
    april = settings.model_copy(update={"tenant_fiscal_year_starts": {TENANT: 4}})
    service = AgentService.create(april, store, InMemorySaver(), today=lambda: TODAY)
    mine = await service.answer("Which contracts expire this FY?", "t-fy-a", SCOPE)
    args = mine.tool_calls[0].args
    assert (args["end_from"], args["end_to"]) == ("2012-04-01", "2013-03-31"), args
    assert "I took the fiscal year as the calendar year" not in mine.answer
    theirs = await service.answer("Which contracts expire this FY?", "t-fy-b", ReaderScope(tenant=OTHER))
    assert theirs.tool_calls[0].args["end_from"] == "2012-01-01"
    assert "I took the fiscal year as the calendar year" in theirs.answer
    model = ScriptedModel(script=[AIMessage(content="Noted.")], seen=[])
    scripted = AgentService.create(april, store, InMemorySaver(), model=model, today=lambda: TODAY)
    await scripted.answer("What expires this FY?", "t-fy-c", SCOPE)
    assert "fiscal year starts on the first of April" in model.seen[0][0].content


async def test_scripted_llm_bad_arguments_come_back_as_errors(settings, store, corpus) -> None:
    call = {"name": "contract_search", "args": {"contract_type": "Spaceship"}, "id": "c1"}
    model = ScriptedModel(script=[AIMessage(content="", tool_calls=[call]), AIMessage(content="Sorry.")])
    service = AgentService.create(settings, store, InMemorySaver(), model=model)
    result = await service.answer("spaceships?", "t-bad", SCOPE)
    tool_message = next(m for m in model.seen[1] if isinstance(m, ToolMessage))
    assert "unknown contract type" in tool_message.content and result.answer == "Sorry."


def aggregate_then_answer(body: dict[str, Any]) -> dict[str, Any]:
    """First a contract_aggregate call; once its result is in the messages, an answer quoting the top row."""
    tool_results = [m for m in body["messages"] if m["role"] == "tool"]
    if not tool_results:
        return tool_call_message("contract_aggregate", {"group_by": "contract_type", "limit": 3})
    rows = json.loads(tool_results[-1]["content"])["rows"]
    return text_message(f"Top type: {rows[0]['group']} ({rows[0]['value']}).")


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(aggregate_then_answer) as server:
        yield server


class Heard:
    """An `agent.steps.Listener` that keeps what it is told."""

    def __init__(self) -> None:
        self.steps: list[str] = []
        self.partials: list[str] = []

    async def step(self, text: str) -> None:
        self.steps.append(text)

    async def partial(self, text: str) -> None:
        self.partials.append(text)


async def test_a_listener_hears_the_steps_and_the_models_words_as_they_stream(
    settings: Settings, store, corpus, fake_openai
) -> None:
    from agent import steps

    llm = LLMSettings(api_key="sk-test", base_url=f"http://127.0.0.1:{fake_openai.port}/v1", model="fake-1")
    local = settings.model_copy(update={"llm": llm})
    service = AgentService.create(local, store, InMemorySaver(), today=lambda: TODAY)
    heard = Heard()
    token = steps.LISTENER.set(heard)
    try:
        result = await service.answer("Which contract type is most common?", "t-stream", SCOPE)
    finally:
        steps.LISTENER.reset(token)
    assert result.answer.startswith("Top type: ") and result.tool_calls[0].name == "contract_aggregate"
    assert heard.steps[0] == steps.TOOL_STEPS["contract_aggregate"]
    assert len(heard.partials) > 1 and heard.partials[-1] == result.answer, heard.partials
    assert all(b.startswith(a) for a, b in zip(heard.partials, heard.partials[1:], strict=False))
    assert all(r.get("stream") for r in fake_openai.requests[-2:]), "the model was asked to stream"


async def test_chat_openai_against_a_local_server(settings: Settings, store, corpus, fake_openai) -> None:
    llm = LLMSettings(api_key="sk-test", base_url=f"http://127.0.0.1:{fake_openai.port}/v1", model="fake-1")
    local = settings.model_copy(update={"llm": llm})
    service = AgentService.create(local, store, InMemorySaver(), today=lambda: TODAY)
    result = await service.answer("Which contract type is most common?", "t-openai", SCOPE)
    from collections import Counter

    top, n = Counter(r.contract_type for r in corpus).most_common(1)[0]
    assert result.answer == f"Top type: {top} ({n})."
    assert result.tool_calls[0].name == "contract_aggregate"
    assert len(fake_openai.requests) == 2
    first = fake_openai.requests[0]
    assert {t["function"]["name"] for t in first["tools"]} == {
        "contract_search",
        "contract_aggregate",
        "contract_details",
        "contract_deadlines",
    }
    assert first["model"] == "fake-1" and first["messages"][0]["role"] == "system"
    assert TENANT not in json.dumps(first)  # the scope never goes to the model
