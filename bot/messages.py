"""User-facing text for every error code; adapters show these, never raw exceptions."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "empty_question": "Ask me about your contracts, e.g. “Which active supply contracts are governed by "
    "Delaware law?”, or drop a contract file (PDF, DOCX, TXT) here.",
    "graph_unavailable": "I can't reach the contract database right now. Please try again in a minute; "
    "if it persists, ask your admin to check `clausebot db status`.",
    "unsupported_file": "I can read PDF, DOCX, TXT, Markdown and HTML files.",
    "file_too_large": "That file is too large for me to import.",
    "agent_error": "Something went wrong while answering.",
    "file_download_failed": "I couldn't download that file from the chat platform.",
    "rate_limited": "The language model is busy; please ask again in a moment.",
}


def user_message(code: str, detail: str | None = None) -> str:
    """The text for an error code; `detail` is a specific, user-safe reason (e.g. a file's problem)."""
    base = MESSAGES.get(code, MESSAGES["agent_error"])
    return f"{base} {detail}".strip() if detail else base


def unknown_error(error_id: str) -> str:
    return f"Something went wrong on my side (error id {error_id}). The team can look it up in the logs."
