"""Platform-neutral conversation objects shared by the service and every adapter."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, computed_field

from graph_ingest.cards import ContractCard
from graph_ingest.clause_search import excerpt

Platform = Literal["slack", "teams", "web", "cli"]


class Attachment(BaseModel):
    """A file posted with a message; adapters know how to download it."""

    name: str
    size: int | None = Field(None, description="bytes, as the platform reports it")
    media_type: str | None = None
    url: str | None = Field(None, description="platform download URL (private; never shown)")
    problem: str | None = Field(
        None,
        description="why the platform would not hand the file over, in one user-safe sentence "
        "(e.g. Slack's files.info refused); the download then fails with it",
    )


class Turn(BaseModel):
    """One incoming message, whatever the platform."""

    platform: Platform
    workspace: str = Field(description="Slack team id, Teams tenant id, 'web' for the web chat")
    channel: str
    thread: str = Field(description="thread/reply-chain root; the memory key is built from it")
    user: str
    text: str = ""
    attachments: list[Attachment] = Field(default_factory=list)
    event_id: str | None = Field(None, description="platform event id, for retry dedup")
    external_user: bool = Field(
        False,
        description="the sender belongs to another organisation than the installing workspace "
        "(Slack Connect): they see only what is visible in this channel",
    )
    shared_channel: bool = Field(
        False, description="the channel is shared with another organisation (Slack Connect)"
    )
    post_to: dict[str, Any] | None = Field(
        None,
        description="where the app can post to this channel later, unprompted (Slack: the channel; Teams: "
        "the conversation reference); None where it cannot (web chat, command line)",
    )

    @property
    def thread_id(self) -> str:
        """The memory key: platform + workspace + channel + thread."""
        from agent.memory import thread_key

        return thread_key(self.platform, self.workspace, self.channel, self.thread)


class ClauseQuote(BaseModel):
    file_id: str
    category: str | None = None
    heading: str | None = None
    text: str
    start: int | None = None
    end: int | None = None
    focus_start: int | None = Field(None, description="where the operative sentences begin (absolute)")
    focus_end: int | None = None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def excerpt(self) -> str:
        """What a surface quotes: the operative sentences, with "…" where the passage goes on."""
        return excerpt(self.text, self.start, self.focus_start, self.focus_end)


class Reply(BaseModel):
    """What the service answers; adapters render it (Block Kit, Adaptive Cards, HTML)."""

    text: str
    cards: list[ContractCard] = Field(default_factory=list)
    clauses: list[ClauseQuote] = Field(default_factory=list)
    sources: list[str] = Field(default_factory=list, description="file ids the answer rests on")
    error_code: str | None = None
    reply_id: str | None = Field(None, description="id the feedback buttons refer to")
    tool_calls: list[dict[str, Any]] = Field(
        default_factory=list, description="the tools the agent ran, with their arguments (for `ask --json`)"
    )
    interpretation: str | None = Field(None, description="how the question was read: 'Read as: ...'")
    unread: list[str] = Field(
        default_factory=list, description="parts of the question the answer did not use"
    )
    clarification: list[str] = Field(default_factory=list, description="options offered back (file ids)")
    refused: str | None = Field(None, description="why the request was declined, when it was")
    literals: list[str] = Field(
        default_factory=list,
        description="contract text with Markdown in it (titles, names, headings) that the answer text may "
        "quote beyond its cards and clauses: every surface shows it as written, never as formatting",
    )

    def contract_text(self) -> list[str]:
        """The strings from contracts that the answer text may repeat: its cards' titles, parties and
        roles, its quotes and their headings, and its other `literals`."""
        strings = [x for c in self.cards for x in (c.title, *(p.name for p in c.parties))]
        strings += [p.role for c in self.cards for p in c.parties if p.role]
        strings += [x for q in self.clauses for x in (q.text, q.heading) if x]
        strings += [" ".join(x.split()) for q in self.clauses for x in (q.text, q.excerpt)]  # as quoted
        return strings + self.literals
