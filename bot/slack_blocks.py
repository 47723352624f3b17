"""Block Kit rendering of a `Reply`: answer text, contract cards, quoted clauses, sources, feedback.

Slack's limits are respected here so the adapter never meets `invalid_blocks`: 50 blocks and
(our budget) 12,000 characters per message, 3,000 per section text, 10 fields of 2,000, headers
of 150. A reply that does not fit is split over at most `MAX_MESSAGES` messages, then truncated
with a note. The feedback buttons ride on the last message.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, Field

from bot.cards import STATUS_BADGE, amount, day, trim
from bot.types import ClauseQuote, Reply
from graph_ingest.cards import ContractCard

Block = dict[str, Any]

MAX_BLOCKS = 50
MAX_MESSAGE_CHARS = 12_000
MAX_SECTION_CHARS = 3_000
MAX_FIELD_CHARS = 2_000
MAX_FALLBACK_CHARS = 3_000
MAX_MESSAGES = 3
CLAUSE_QUOTE_CHARS = 600
FEEDBACK_UP, FEEDBACK_DOWN = "feedback_up", "feedback_down"
CHOOSE = "choose_contract"  # + "_<n>": one button per contract a reply offers back
TRUNCATED_NOTE = (
    "_The answer was too long for Slack and was shortened; ask a narrower question for the rest._"
)
WORKING, IMPORTING = "Looking through the contracts…", "Importing the file…"


class SlackMessage(BaseModel):
    """One chat.postMessage / chat.update payload."""

    text: str = Field(description="notification fallback")
    blocks: list[Block]


def escape(text: str) -> str:
    """Slack's three control characters; everything we show passes through here once."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


_BOLD = re.compile(r"\*\*(.+?)\*\*")
_LINK = re.compile(r"\[([^\]]+)\]\((https?://[^)\s]+)\)")
_HEADING = re.compile(r"^#{1,6}\s+(.+)$", re.MULTILINE)


def to_mrkdwn(markdown: str) -> str:
    """The agent writes Markdown; Slack reads mrkdwn."""
    text = escape(markdown)
    text = _HEADING.sub(r"*\1*", text)
    text = _BOLD.sub(r"*\1*", text)
    return _LINK.sub(r"<\2|\1>", text)


def chunks(text: str, limit: int = MAX_SECTION_CHARS) -> list[str]:
    """Split long text at paragraph, line or word boundaries into pieces of at most `limit`."""
    pieces: list[str] = []
    rest = text.strip()
    while len(rest) > limit:
        window = rest[:limit]
        cut = max(window.rfind("\n\n"), window.rfind("\n"))
        if cut < limit // 2:
            cut = window.rfind(" ")
        if cut < limit // 2:
            cut = limit
        pieces.append(rest[:cut].rstrip())
        rest = rest[cut:].lstrip()
    return [*pieces, rest] if rest else pieces


def section(text: str) -> Block:
    return {"type": "section", "text": {"type": "mrkdwn", "text": text[:MAX_SECTION_CHARS]}}


def context(text: str) -> Block:
    return {"type": "context", "elements": [{"type": "mrkdwn", "text": text[:MAX_SECTION_CHARS]}]}


def card_blocks(card: ContractCard) -> list[Block]:
    """A contract card: title, type and badge; fields; key clauses."""
    kind = escape(card.contract_type) if card.contract_type else "Contract"
    head = f"*{escape(trim(card.title, 200))}*\n{kind} · {STATUS_BADGE[card.status]}"
    parties = "\n".join(
        escape(p.name) + (f" _({escape(p.role)})_" if p.role else "") for p in card.parties[:8]
    )
    if len(card.parties) > 8:
        parties += f"\n…and {len(card.parties) - 8} more"
    fields = [
        ("Parties", parties or "—"),
        ("Effective", day(card.effective_date)),
        ("Ends", day(card.end_date)),
    ]
    if card.total_amount is not None:
        fields.append(("Value", amount(card.total_amount)))
    if card.governing_law:
        fields.append(("Governing law", escape(card.governing_law)))
    blocks: list[Block] = [
        {
            "type": "section",
            "text": {"type": "mrkdwn", "text": head},
            "fields": [{"type": "mrkdwn", "text": trim(f"*{k}*\n{v}", MAX_FIELD_CHARS)} for k, v in fields],
        }
    ]
    if card.clause_types:
        blocks.append(context(trim("Key clauses: " + " · ".join(escape(c) for c in card.clause_types), 1000)))
    return blocks


def clause_block(clause: ClauseQuote, titles: dict[str, str]) -> Block:
    label = " — ".join(escape(x) for x in (clause.category, clause.heading) if x) or "Clause"
    quote = "\n".join("> " + line for line in escape(trim(clause.text, CLAUSE_QUOTE_CHARS)).splitlines())
    source = escape(titles.get(clause.file_id, clause.file_id))
    return section(f"*{label}* · _{source}_\n{quote}")


def choices_block(file_ids: list[str]) -> Block:
    """Buttons for the contracts a reply asks the user to choose between ("Which one do you mean?")."""
    return {
        "type": "actions",
        "block_id": "choose",
        "elements": [
            {
                "type": "button",
                "text": {"type": "plain_text", "text": trim(f, 75), "emoji": False},
                "action_id": f"{CHOOSE}_{i}",
                "value": f[:2000],
            }
            for i, f in enumerate(file_ids[:5])
        ],
    }


def feedback_block(reply_id: str) -> Block:
    def button(text: str, action_id: str) -> Block:
        return {
            "type": "button",
            "text": {"type": "plain_text", "text": text, "emoji": True},
            "action_id": action_id,
            "value": reply_id,
        }

    return {
        "type": "actions",
        "block_id": f"feedback:{reply_id}"[:255],
        "elements": [button("👍 Helpful", FEEDBACK_UP), button("👎 Not helpful", FEEDBACK_DOWN)],
    }


def to_blocks(reply: Reply) -> list[Block]:
    """Every block of the reply, in reading order, without the feedback buttons."""
    text = reply.text if not reply.error_code else f"⚠️ {reply.text}"
    blocks = [section(piece) for piece in chunks(to_mrkdwn(text)) or ["…"]]
    if reply.interpretation:  # what the question was read as, so a wrong reading shows at once
        blocks.append(context(trim(f"🔎 {escape(reply.interpretation)}", MAX_SECTION_CHARS)))
    if reply.clarification:
        blocks.append(choices_block(reply.clarification))
    for card in reply.cards:
        blocks += [{"type": "divider"}, *card_blocks(card)]
    titles = {c.file_id: c.title for c in reply.cards}
    if reply.clauses:
        blocks += [{"type": "divider"}, section("*Clauses*")]
        blocks += [clause_block(c, titles) for c in reply.clauses]
    if reply.sources:
        names = ", ".join(escape(titles.get(s, s)) for s in reply.sources[:20])
        more = f" and {len(reply.sources) - 20} more" if len(reply.sources) > 20 else ""
        blocks.append(context(trim(f"*Sources:* {names}{more}", MAX_SECTION_CHARS)))
    return blocks


def size_of(block: Block) -> int:
    """Characters of text a block carries (what counts towards the per-message budget)."""
    if block["type"] == "section":
        return len(block["text"]["text"]) + sum(len(f["text"]) for f in block.get("fields", []))
    if block["type"] == "context":
        return sum(len(e.get("text", "")) for e in block["elements"])
    return 0


def to_messages(reply: Reply) -> list[SlackMessage]:
    """The reply as Slack messages: packed under the limits, at most MAX_MESSAGES, feedback last."""
    tail = [feedback_block(reply.reply_id)] if reply.reply_id else []
    tail_size = sum(size_of(b) for b in tail)
    pages: list[list[Block]] = [[]]
    used = 0
    truncated = False
    for block in to_blocks(reply):
        room_blocks = MAX_BLOCKS - len(tail) - 1  # one spare for the truncation note
        room_chars = MAX_MESSAGE_CHARS - tail_size - len(TRUNCATED_NOTE)
        if len(pages[-1]) + 1 > room_blocks or used + size_of(block) > room_chars:
            if len(pages) == MAX_MESSAGES:
                truncated = True
                break
            pages.append([])
            used = 0
        pages[-1].append(block)
        used += size_of(block)
    if truncated:
        pages[-1].append(context(TRUNCATED_NOTE))
    pages[-1] += tail
    # the fallback is read as mrkdwn too: escaped like everything else we show
    fallback = escape(trim(reply.text, MAX_FALLBACK_CHARS)) or "ClauseBot"
    continued = f"{escape(trim(reply.text, 200))} (continued)"
    return [SlackMessage(text=fallback if i == 0 else continued, blocks=page) for i, page in enumerate(pages)]


def working_message(what: str = WORKING) -> SlackMessage:
    return SlackMessage(text=escape(what), blocks=[context(f"⏳ {what}")])


def home_view() -> dict[str, Any]:
    """The App Home tab: a short how-to."""
    how_to = (
        "*Ask about your contracts* in any channel I'm in: mention me, e.g.\n"
        "> @ClauseBot which supply agreements governed by Delaware law expire this year?\n"
        "I answer in the thread; follow-up questions in that thread need no mention.\n\n"
        "*Import a contract*: drop a PDF, DOCX or TXT file into a thread with me, or send it to me "
        "here in a direct message. I reply with its card and you can ask about it right away.\n\n"
        "*Privately*: `/contracts <question>` answers only you. Rate answers with 👍/👎."
    )
    return {
        "type": "home",
        "blocks": [
            {"type": "header", "text": {"type": "plain_text", "text": "ClauseBot: contract intelligence"}},
            section(how_to),
        ],
    }
