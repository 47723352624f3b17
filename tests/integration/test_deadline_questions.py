"""Evaluation, not a gate: deadline questions in a new user's wording (bench/fixtures/deadline_questions.json)
asked of the real agent over the deadline corpus of test_agent_deadlines.py. Every answer is checked for the
substrings it must and must not contain (case-insensitive); a per-kind table and every failure are printed,
nothing is asserted. Run with CLAUSEBOT_DEADLINE_EVAL=1 and -s."""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from agent.answerer import AgentService
from core.settings import Settings
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from tests.integration.test_agent_deadlines import deadline_corpus

pytestmark = pytest.mark.integration
TENANT = "slack:TDEADLINEUSER"
SCOPE = ReaderScope(tenant=TENANT)
QUESTIONS = Path(__file__).resolve().parents[2] / "bench" / "fixtures" / "deadline_questions.json"
KINDS = ("window", "notice", "auto_renew", "named", "coming_up", "lookalike")


@pytest.fixture(scope="module")
def service(store: GraphStore, settings: Settings) -> Iterator[AgentService]:
    with deadline_corpus(store, settings, TENANT) as agent:
        yield agent


def check(answer: str, must: list[str], must_not: list[str]) -> tuple[list[str], list[str]]:
    low = answer.lower()
    missing = [s for s in must if s.lower() not in low]
    forbidden = [s for s in must_not if s.lower() in low]
    return missing, forbidden


@pytest.mark.skipif(
    not os.environ.get("CLAUSEBOT_DEADLINE_EVAL"), reason="evaluation: run with CLAUSEBOT_DEADLINE_EVAL=1"
)
async def test_deadline_questions(service: AgentService) -> None:
    entries = json.loads(QUESTIONS.read_text())
    total: Counter[str] = Counter()
    passed: Counter[str] = Counter()
    failures: list[str] = []
    for i, entry in enumerate(entries):
        kind, question = entry["kind"], entry["question"]
        must, must_not = entry["expect"]["must"], entry["expect"]["must_not"]
        total[kind] += 1
        try:
            result = await service.answer(question, f"deadlineuser-{i}", SCOPE)
            answer = result.answer
        except Exception as exc:  # an evaluation records the error and goes on
            answer = f"<error: {type(exc).__name__}: {exc}>"
            missing, forbidden = list(must), []
            failures.append(
                f"[{i}] ({kind}) {question}\n    missing: {missing}  forbidden: {forbidden}\n"
                f"    answer: {answer[:300]!r}"
            )
            continue
        missing, forbidden = check(answer, must, must_not)
        if missing or forbidden:
            failures.append(
                f"[{i}] ({kind}) {question}\n    missing: {missing}  forbidden: {forbidden}\n"
                f"    answer: {answer[:300]!r}"
            )
        else:
            passed[kind] += 1
    print("\n\nkind        passed/total")
    for kind in [*KINDS, *sorted(set(total) - set(KINDS))]:
        if total[kind]:
            print(f"{kind:<12}{passed[kind]}/{total[kind]}")
    print(f"{'all':<12}{sum(passed.values())}/{sum(total.values())}")
    print(f"\n{len(failures)} failures:")
    for failure in failures:
        print(failure)
