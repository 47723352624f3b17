"""A thread's memory stays bounded: 100 questions in one thread through the agent (offline planner)
and the production Redis checkpointer, measured in Redis; follow-ups still work after them."""

from __future__ import annotations

import time
import uuid
from urllib.parse import quote

import pytest
import redis
from langchain_core.messages import HumanMessage

from agent.answerer import AgentService
from agent.checkpoint import RedisCheckpointSaver
from agent.memory import redis_checkpointer
from graph_ingest.models import ContractRecord
from tests.integration.test_agent_tools import SCOPE, TODAY, load_corpus

pytestmark = pytest.mark.integration

# one round: follow-ups ("those", "what about 2010?") and questions that stand alone
ROUND = [
    "How many supply agreements do we have?",
    "How many of those are governed by New York law?",
    "What is the distribution of contract types?",
    "How many license agreements do we have?",
    "How many of those are governed by California law?",
    "Which year was the most contracts signed?",
    "How many contracts are there?",
    "Which contracts were signed in 2008?",
    "What about 2010?",
    "Which contracts do we have with Nonexistent Widgets Inc.?",
]
QUESTIONS = 100


@pytest.fixture(scope="module")
def corpus(store):
    return load_corpus(store)


def thread_bytes(client: redis.Redis, saver: RedisCheckpointSaver, thread: str) -> int:
    """What the thread's keys take in Redis (MEMORY USAGE, exact)."""
    keys = client.scan_iter(match=f"{saver.prefix}:t:{quote(thread, safe='')}*", count=1000)
    return sum(client.memory_usage(k, samples=0) or 0 for k in keys)


async def test_hundred_questions_keep_thread_memory_bounded(
    settings, store, corpus: list[ContractRecord], redis_url
) -> None:
    saver = redis_checkpointer(settings)
    client = redis.Redis.from_url(redis_url)
    thread = f"slack:T:D-bounded:{uuid.uuid4().hex}"  # a DM: one thread forever
    service = AgentService.create(settings, store, saver, today=lambda: TODAY)
    sizes, answers = [0], []
    started = time.monotonic()
    try:
        for i in range(QUESTIONS):
            result = await service.answer(ROUND[i % len(ROUND)], thread, SCOPE)
            answers.append(result.answer)
            sizes.append(thread_bytes(client, saver, thread))
        elapsed = time.monotonic() - started
        print(f"\n{QUESTIONS} questions in {elapsed:.1f}s; bytes after 1, 20, 100: ", end="")
        print(sizes[1], sizes[20], sizes[100], "; from the 6th: ", min(sizes[6:]), "to", max(sizes[6:]))

        # bounded: never bigger than in the first 20 questions, and no growth once the cap is reached
        n = len(ROUND)
        assert max(sizes[21:]) <= 1.05 * max(sizes[1:21])
        assert sizes[100] <= 1.05 * sizes[20]
        assert abs(sizes[100] - sizes[100 - 6 * n]) <= 0.02 * sizes[100]  # same place in the round
        assert (sizes[100] - sizes[40]) / 60 <= 0.002 * sizes[40]  # ~0 bytes a question
        # what is stored: the newest checkpoints, the last questions
        base = f"{saver.prefix}:t:{quote(thread, safe='')}:-"
        assert client.zcard(f"{base}:idx") == settings.redis.memory_checkpoints
        state = await service.graph.aget_state({"configurable": {"thread_id": thread}})
        stored = [m for m in state.values["messages"] if isinstance(m, HumanMessage)]
        assert [m.content for m in stored] == [ROUND[i % n] for i in range(QUESTIONS)][
            -settings.redis.memory_turns :
        ]
        # the answers of the last round are those of the second: follow-ups read what they need
        assert answers[-n:] == answers[n : 2 * n]

        # and a new process reads the thread back: "those" narrows the previous question
        reread = AgentService.create(settings, store, redis_checkpointer(settings), today=lambda: TODAY)
        first = await reread.answer("How many supply agreements do we have?", thread, SCOPE)
        assert first.tool_calls[0].args == {"contract_type": "Supply"}
        second = await reread.answer("How many of those are governed by New York law?", thread, SCOPE)
        args = second.tool_calls[0].args
        assert args["contract_type"] == "Supply" and args["law_state"] == "US-NY"
        narrowed = [
            r
            for r in corpus
            if r.contract_type == "Supply" and r.governing_law and r.governing_law.subdivision == "US-NY"
        ]
        assert f"{len(narrowed)} contract" in second.answer
        assert elapsed < 60
    finally:
        saver.delete_thread(thread)
    assert not list(client.scan_iter(match=f"{saver.prefix}:t:{quote(thread, safe='')}*"))
