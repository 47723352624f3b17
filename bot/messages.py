"""User-facing text for every error code; adapters show these, never raw exceptions."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "empty_question": "Ask me about your contracts, e.g. “Which active supply contracts are governed by "
    "Delaware law?”, or drop a contract file (PDF, DOCX, TXT) here.",
    "graph_unavailable": "I can't reach the contract database right now. Please try again in a minute; "
    "if it persists, ask your admin to check `clausebot db status`.",
    "unsupported_file": "I can read PDF, DOCX, TXT, Markdown and HTML files.",
    "file_too_large": "That file is too large for me to import.",
    "not_text": "That file doesn't contain contract text I can read.",
    "bad_filename": "I can't accept a file under that name.",
    "reader_stopped": "I couldn't read that file.",
    "parse_timeout": "I couldn't read that file in time.",
    "parse_memory": "I couldn't read that file within the memory I may use.",
    "parse_crashed": "I couldn't read that file.",
    "parse_cancelled": "The import stopped before the file was read; please upload it again.",
    "agent_error": "Something went wrong while answering.",
    "file_download_failed": "I couldn't download that file from the chat platform.",
    "tool_input_invalid": "I couldn't turn that question into a search; could you rephrase it?",
    "unsafe_cypher": "I won't run that query: only read-only questions about your contracts are allowed.",
    "raw_cypher_disabled": "Free-form database queries are turned off on this deployment.",
    "model_unavailable": "The language model is not reachable right now; please try again shortly.",
    "memory_unavailable": "I can't reach the conversation memory (Redis) right now; please try again shortly.",
    "agent_loop": "I couldn't settle on an answer to that; could you ask it more specifically?",
    "contract_not_found": "I could not find that contract.",
    "missing_scope": "I can't tell which workspace this question comes from.",
    "download_failed": "I couldn't download that file from Slack.",
    "rate_limited": "The language model is busy; please ask again in a moment.",
}


# questions a new user can click in the web chat's welcome: each one reads every corpus (no names)
EXAMPLE_QUESTIONS = (
    "How many contracts do we have, by type?",
    "Which contracts are governed by Delaware law?",
    "Which active contracts are worth more than $1,000,000?",
    "Which contracts have a non-compete clause?",
)


def user_message(code: str, detail: str | None = None) -> str:
    """The text for an error code; `detail` is a specific, user-safe reason (e.g. a file's problem)."""
    base = MESSAGES.get(code, MESSAGES["agent_error"])
    return f"{base} {detail}".strip() if detail else base


def unknown_error(error_id: str) -> str:
    return f"Something went wrong on my side (error id {error_id}). The team can look it up in the logs."


def choice_question(file_id: str) -> str:
    """What a click on an offered contract asks, on every surface (the planner reads `file id`)."""
    return f"Tell me about `{file_id}`"
