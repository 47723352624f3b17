"""The LLM extractor asks for the renewal, notice and convenience terms and re-anchors their evidence, against a
local fake OpenAI-compatible server that ChatOpenAI really calls."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_openai import ChatOpenAI

from graph_ingest.extract.llm import LLMExtractor
from graph_ingest.models import RENEWAL_FIELDS
from tests.fakes import FakeOpenAI, tool_call_message

pytestmark = pytest.mark.integration

RENEWAL = (
    "Thereafter this Agreement shall automatically renew for successive one (1) year periods unless either\n"
    "party gives notice of non-renewal at least sixty (60) days prior to the end of the then-current term."
)
TEXT = (
    "SERVICES AGREEMENT. This Services Agreement is made on June 1, 2018 between Acme Inc. and Beta LLC. The "
    f"term of this Agreement is two (2) years. {RENEWAL} Either party may terminate this Agreement without cause "
    "upon thirty (30) days' notice."
)
ANSWER = {
    "parties": [{"name": "Acme Inc."}, {"name": "Beta LLC"}],
    "effective_date": "2018-06-01",
    "duration": "P2Y",
    "perpetual": False,
    "auto_renew": True,
    "renewal_term": "P1Y",
    "renewal_notice_days": 60,
    "termination_for_convenience": True,
    "convenience_notice_days": 30,
    "term_evidence": {
        # white space differs from the text, offsets are made up: re-anchored on the text
        "auto_renew": {"start": 0, "end": 3, "text": " ".join(RENEWAL.split())},
        # not in the contract: dropped
        "convenience_notice_days": {"start": 5, "end": 9, "text": "a sentence the model made up"},
    },
}


def answer(body: dict[str, Any]) -> dict[str, Any]:
    return tool_call_message(body["tools"][0]["function"]["name"], ANSWER)


def test_llm_extractor_fills_the_term_fields() -> None:
    with FakeOpenAI(answer) as server:
        chat = ChatOpenAI(
            model="fake-model", api_key="sk-test", base_url=server.base_url, max_retries=0, timeout=10
        )
        contract = LLMExtractor(chat).extract(TEXT, "acme-beta")
        schema = server.requests[0]["tools"][0]["function"]["parameters"]
    for field in (*RENEWAL_FIELDS, "term_evidence"):
        assert schema["properties"][field].get("description"), field
    assert "renewal_notice_days" in server.requests[0]["messages"][0]["content"]
    assert (contract.auto_renew, contract.renewal_term, contract.renewal_notice_days) == (True, "P1Y", 60)
    assert (contract.termination_for_convenience, contract.convenience_notice_days) == (True, 30)
    assert set(contract.term_evidence) == {"auto_renew"}
    span = contract.term_evidence["auto_renew"]
    assert TEXT[span.start : span.end] == RENEWAL


def test_chunks_keep_the_first_answer_and_merge_evidence() -> None:
    with FakeOpenAI(answer) as server:
        chat = ChatOpenAI(
            model="fake-model", api_key="sk-test", base_url=server.base_url, max_retries=0, timeout=10
        )
        extractor = LLMExtractor(chat, max_chars=200, overlap=20)
        contract = extractor.extract(TEXT, "acme-beta")
    assert len(server.requests) > 1
    assert contract.renewal_term == "P1Y" and set(contract.term_evidence) == {"auto_renew"}
