"""Clients for hosted models, built in one place from `LLMSettings` / `RetrievalSettings`.

The chat model is any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp server) or Azure
OpenAI; temperature 0 so that answers and extractions repeat. Callers decide what to do when no model
is configured (the agent uses its offline planner, ingestion its offline extractor).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.settings import LLMSettings

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings
    from langchain_core.language_models import BaseChatModel


def chat_model(llm: LLMSettings) -> BaseChatModel:
    """ChatOpenAI, or AzureChatOpenAI when `azure_endpoint` is set. Needs `llm.configured`."""
    if not llm.configured:
        raise ValueError(
            "no chat model is configured (set CLAUSEBOT_LLM__API_KEY, BASE_URL or AZURE_ENDPOINT)"
        )
    key = llm.api_key.get_secret_value() if llm.api_key else "not-needed"
    if llm.azure_endpoint:
        from langchain_openai import AzureChatOpenAI

        return AzureChatOpenAI(
            azure_endpoint=llm.azure_endpoint,
            azure_deployment=llm.model,
            api_version=llm.azure_api_version,
            api_key=key,  # type: ignore[arg-type]
            timeout=llm.timeout_s,
            temperature=0,
            max_retries=1,
        )
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(
        model=llm.model,
        api_key=key,  # type: ignore[arg-type]
        base_url=llm.base_url,
        timeout=llm.timeout_s,
        temperature=0,
        max_retries=1,
    )


def embeddings_client(model: str, api_key: str | None = None, dimensions: int | None = None) -> Embeddings:
    """OpenAI embeddings (production clause search with `CLAUSEBOT_RETRIEVAL__EMBEDDER=openai`)."""
    from langchain_openai import OpenAIEmbeddings

    kwargs = {"api_key": api_key} if api_key else {}
    return OpenAIEmbeddings(model=model, dimensions=dimensions, **kwargs)  # type: ignore[arg-type]
