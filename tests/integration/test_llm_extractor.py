"""LLMExtractor against a local fake OpenAI-compatible server that ChatOpenAI really calls."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from langchain_openai import ChatOpenAI

from core.settings import LLMSettings
from graph_ingest.errors import ExtractionError
from graph_ingest.extract import get_extractor
from graph_ingest.extract.llm import LLMExtractor
from tests.fakes import FakeOpenAI, tool_call_message

pytestmark = pytest.mark.integration

TEXT = (
    'SUPPLY AGREEMENT. This Supply Agreement is made on June 1, 2018 between Acme Inc. ("Supplier") and '
    'Beta LLC ("Buyer"). This Agreement shall be governed by the laws of the State of New York.'
)
CONTRACT_JSON = {
    "summary": "Supply of widgets by Acme to Beta.",
    "contract_type": "Supply",
    "parties": [
        {"name": "Acme Inc.", "role": "Supplier", "aliases": ["Supplier"]},
        {"name": "Beta LLC", "role": "Buyer", "aliases": ["Buyer"]},
    ],
    "effective_date": "2018-06-01",
    "duration": "P2Y",
    "end_date": "2020-06-01",
    "governing_law": {"state": "New York", "country": "US"},
    "clauses": [
        {
            "clause_type": "Governing Law",
            "text": "This Agreement shall be governed by the laws of the State of New York.",
            "start": 0,
            "end": 5,
        },
        {"clause_type": "Exclusivity", "text": "text the model made up"},
    ],
}


def answer_with_the_contract(body: dict[str, Any]) -> dict[str, Any]:
    """One call of the requested tool (the Contract schema) carrying CONTRACT_JSON."""
    return tool_call_message(body["tools"][0]["function"]["name"], CONTRACT_JSON)


@pytest.fixture()
def server() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(answer_with_the_contract) as s:
        yield s


def chat(base_url: str) -> ChatOpenAI:
    return ChatOpenAI(model="fake-model", api_key="sk-test", base_url=base_url, max_retries=0, timeout=10)


def test_llm_extractor_calls_the_server(server: FakeOpenAI) -> None:
    contract = LLMExtractor(chat(server.base_url)).extract(TEXT, "acme-beta")
    assert len(server.requests) == 1
    request = server.requests[0]
    assert request["model"] == "fake-model"
    assert request["tools"][0]["function"]["name"] == "Contract"
    assert "Acme Inc." in request["messages"][-1]["content"]
    assert contract.file_id == "acme-beta"
    assert [p.name for p in contract.parties] == ["Acme Inc.", "Beta LLC"]
    assert contract.effective_date.isoformat() == "2018-06-01"  # type: ignore[union-attr]
    assert contract.governing_law is not None and contract.governing_law.state == "New York"
    law = contract.clauses[0]
    assert TEXT[law.start : law.end] == law.text  # offsets re-anchored in the canonical text
    assert contract.clauses[1].start is None  # not in the text: no offsets


def test_title_is_asked_for_and_else_read_from_the_text(server: FakeOpenAI) -> None:
    contract = LLMExtractor(chat(server.base_url)).extract(TEXT, "acme-beta-0a1b2c3d4e")
    schema = server.requests[0]["tools"][0]["function"]["parameters"]
    assert "title" in schema["properties"] and schema["properties"]["title"].get("description")
    assert contract.title == "SUPPLY AGREEMENT"  # the model gave none: the text's own title line

    def with_title(body: dict[str, Any]) -> dict[str, Any]:
        name = body["tools"][0]["function"]["name"]
        return tool_call_message(name, {**CONTRACT_JSON, "title": "Widget Supply Agreement"})

    with FakeOpenAI(with_title) as titled:
        assert LLMExtractor(chat(titled.base_url)).extract(TEXT, "x").title == "Widget Supply Agreement"


def test_long_text_is_chunked_and_merged(server: FakeOpenAI) -> None:
    extractor = LLMExtractor(chat(server.base_url), max_chars=100, overlap=10)
    contract = extractor.extract(TEXT, "long")
    assert len(server.requests) == len(extractor.chunks(TEXT)) > 1
    assert len(contract.parties) == 2  # the same parties from every chunk, merged


def test_server_error_becomes_extraction_error() -> None:
    with FakeOpenAI(answer_with_the_contract, status=500) as failing, pytest.raises(ExtractionError) as err:
        LLMExtractor(chat(failing.base_url)).extract(TEXT, "x")
    assert err.value.code == "extraction_failed"


def test_get_extractor_builds_llm_from_settings(server: FakeOpenAI) -> None:
    extractor = get_extractor(LLMSettings(base_url=server.base_url, model="fake-model", timeout_s=10.0))
    assert isinstance(extractor, LLMExtractor)
    assert extractor.extract(TEXT, "s").parties[0].name == "Acme Inc."
