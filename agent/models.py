"""The chat model: an OpenAI-compatible or Azure model when configured, else the offline planner."""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel

from agent.parties import PartyResolver
from agent.planner import OfflinePlanner
from bot.settings import LLMSettings


def make_chat_model(llm: LLMSettings, resolver: PartyResolver | None) -> BaseChatModel:
    if not llm.configured:
        return OfflinePlanner(resolver=resolver)
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
