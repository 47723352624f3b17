"""Contract extraction: rules offline, or a chat model when one is configured.

`get_extractor(settings)` takes anything shaped like `bot.settings.LLMSettings` (or None) and
returns an object with `extract(text, file_id) -> Contract`.
"""

from __future__ import annotations

from typing import Protocol

from graph_ingest.extract.offline import OfflineExtractor
from graph_ingest.models import Contract


class Extractor(Protocol):
    def extract(self, text: str, file_id: str) -> Contract: ...


def get_extractor(llm: object | None = None) -> Extractor:
    """The LLM extractor when `llm` names a model endpoint (api_key, base_url or azure_endpoint), else offline."""
    configured = getattr(llm, "configured", None)
    if llm is None or not (configured if configured is not None else getattr(llm, "base_url", None)):
        return OfflineExtractor()
    from graph_ingest.extract.llm import LLMExtractor  # local: langchain only when a model is configured

    return LLMExtractor(build_chat_model(llm))


def build_chat_model(llm: object):  # -> BaseChatModel
    """ChatOpenAI (or AzureChatOpenAI) from LLM settings; temperature 0 for repeatable extraction."""
    key = getattr(llm, "api_key", None)
    secret = key.get_secret_value() if hasattr(key, "get_secret_value") else key
    timeout = getattr(llm, "timeout_s", 60.0)
    if endpoint := getattr(llm, "azure_endpoint", None):
        from langchain_openai import AzureChatOpenAI

        return AzureChatOpenAI(
            azure_endpoint=endpoint, api_key=secret, api_version=getattr(llm, "azure_api_version", None),
            azure_deployment=getattr(llm, "model", None), temperature=0, timeout=timeout,
        )  # fmt: skip
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(
        model=getattr(llm, "model", "gpt-4o-mini"), api_key=secret or "not-needed",
        base_url=getattr(llm, "base_url", None), temperature=0, timeout=timeout, max_retries=1,
    )  # fmt: skip


__all__ = ["Extractor", "OfflineExtractor", "build_chat_model", "get_extractor"]
