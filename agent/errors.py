"""Errors of the agent: one root with a stable `code`; `bot/messages.py` maps codes to user text."""

from __future__ import annotations


class AgentError(Exception):
    code = "agent_error"


class ToolInputError(AgentError):
    """A tool was called with arguments it cannot use (bad type name, date, operator...)."""

    code = "tool_input_invalid"


class UnsafeCypherError(AgentError):
    """Raw Cypher from the model was refused by the read-only checker."""

    code = "unsafe_cypher"


class RawCypherDisabledError(AgentError):
    """Raw Cypher was asked for while `llm.allow_raw_cypher` is off."""

    code = "raw_cypher_disabled"


class ModelUnavailableError(AgentError):
    """The configured chat model could not be reached or answered with an error."""

    code = "model_unavailable"


class MemoryUnavailableError(AgentError):
    """The Redis thread memory cannot be reached."""

    code = "memory_unavailable"


class ContractNotFoundError(AgentError):
    """`contract_details` found no visible contract for the given id, title or party."""

    code = "contract_not_found"


class AgentLoopError(AgentError):
    """The model kept calling tools without answering within the step limit."""

    code = "agent_loop"
