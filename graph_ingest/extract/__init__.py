"""Contract extraction: rules offline, or a chat model when one is configured.

`get_extractor(llm)` returns an object with `extract(text, file_id) -> Contract`.
"""

from __future__ import annotations

from typing import Protocol

from core.settings import LLMSettings
from graph_ingest.extract.offline import OfflineExtractor
from graph_ingest.models import Contract


class Extractor(Protocol):
    def extract(self, text: str, file_id: str) -> Contract: ...


def get_extractor(llm: LLMSettings | None = None) -> Extractor:
    """The LLM extractor when `llm` names a model endpoint (api_key, base_url or azure_endpoint), else offline."""
    if llm is None or not llm.configured:
        return OfflineExtractor()
    from core.llm import chat_model  # local: langchain only when a model is configured
    from graph_ingest.extract.llm import LLMExtractor

    return LLMExtractor(chat_model(llm))


__all__ = ["Extractor", "OfflineExtractor", "get_extractor"]
