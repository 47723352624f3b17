"""Block Kit rendering of a `Reply`: answer text, contract cards, quoted clauses, sources, feedback.

Slack's limits are respected here so the adapter never meets `invalid_blocks`: 50 blocks and
(our budget) 12,000 characters per message, 3,000 per section text, 10 fields of 2,000, headers
of 150. A reply that does not fit is split over at most `MAX_MESSAGES` messages, then truncated
with a note. The feedback buttons ride on the last message.

Text from contracts (titles, party names and roles, quotes, headings, source names) never turns
into Slack formatting or links: where it stands alone it is `plain_text` (quotes, sources, key
clauses, the reading of the question); where it sits in our own mrkdwn (a card's title, its parties)
it goes through `inert`; in the agent's answer text, the reply's contract strings are found and made
inert while the agent's own Markdown is converted (`to_mrkdwn`). Every mrkdwn object is `verbatim`,
so Slack does not link bare URLs or channel names in it either.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from bot.cards import (
    HELD,
    MARKDOWN_INLINE,
    STATUS_BADGE,
    amount,
    day,
    deadline_line,
    digest_quotes,
    hold,
    trim,
)
from bot.types import ClauseQuote, Reply

if TYPE_CHECKING:
    from bot.digests import Digest
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


# Slack has no escape for its formatting characters: they are replaced by look-alikes (as jsx-slack's
# <Escape> does): ∗ U+2217, ˍ U+02CD, ∼ U+223C, ˋ U+02CB. `*`, `_` and `~` inside a word never format.
_LOOKALIKES = str.maketrans({"*": "\u2217", "_": "\u02cd", "~": "\u223c", "`": "\u02cb"})
_MARKER = re.compile(r"`|(?<!\w)[*_~]|[*_~](?!\w)")
_QUOTE_START = re.compile(r"^&gt;", re.MULTILINE)


def _inert_run(text: str) -> str:
    return _MARKER.sub(lambda m: m.group().translate(_LOOKALIKES), escape(text))


def inert(text: str) -> str:
    """Contract text for a mrkdwn object: escaped (so `<https://x|label>` cannot form), every
    character Slack would read as formatting replaced by a look-alike, and a `>` that starts a line
    kept from becoming a quote (a soft hyphen before it)."""
    return _QUOTE_START.sub("\u00ad&gt;", _inert_run(text))


def plain(text: str) -> Block:
    """A plain_text object: shown as written, never formatted, no emoji codes."""
    return {"type": "plain_text", "text": text or " ", "emoji": False}


def mrkdwn(text: str) -> Block:
    """A mrkdwn object; `verbatim`: bare URLs and channel names in it stay text."""
    return {"type": "mrkdwn", "text": text, "verbatim": True}


_HEADING = re.compile(r"^#{1,6}\s+(.+)$")


def _inline(text: str) -> str:
    """One line of Markdown as mrkdwn; whatever is not Markdown we know is made inert."""
    out, at = [], 0
    for m in MARKDOWN_INLINE.finditer(text):
        out.append(_inert_run(text[at : m.start()]))
        if m["code"]:
            out.append(f"`{escape(m['code'][1:-1])}`")
        elif m["url"]:
            out.append(f"<{escape(m['url'])}|{_inline(m['label'])}>")
        elif m["bold"]:
            out.append(f"*{_inline(m['bold'])}*")
        elif m["strike"]:
            out.append(f"~{_inline(m['strike'])}~")
        else:
            out.append(f"_{_inline(m['em'] or m['em_'])}_")
        at = m.end()
    out.append(_inert_run(text[at:]))
    return "".join(out)


def to_mrkdwn(markdown: str, contract_text: Iterable[str] = ()) -> str:
    """The agent's Markdown as Slack mrkdwn: headings, **bold**, *italic* or _italic_, ~~strike~~,
    `code` and [links](https://…) become Slack's; any other character Slack would read as formatting
    is made inert, and so is each of `contract_text` (titles, party names, quotes) found in it, so a
    contract's own Markdown is shown as written, never as a link or formatting."""
    markdown, pieces = hold(markdown, contract_text)
    lines = []
    for line in markdown.split("\n"):
        heading = _HEADING.match(line)
        lines.append(f"*{_inline(heading[1])}*" if heading else _inline(line))
    return HELD.sub(lambda m: inert(pieces[int(m[1])]), "\n".join(lines))


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
    return {"type": "section", "text": mrkdwn(text[:MAX_SECTION_CHARS])}


def plain_section(text: str) -> Block:
    return {"type": "section", "text": plain(text[:MAX_SECTION_CHARS])}


def context(text: str) -> Block:
    return {"type": "context", "elements": [mrkdwn(text[:MAX_SECTION_CHARS])]}


def plain_context(*parts: tuple[str, str]) -> Block:
    """A context line of ("mrkdwn" | "plain", text) parts: our labels in mrkdwn, contract text plain."""
    return {
        "type": "context",
        "elements": [
            (mrkdwn if kind == "mrkdwn" else plain)(text[:MAX_SECTION_CHARS]) for kind, text in parts if text
        ],
    }


def card_blocks(card: ContractCard) -> list[Block]:
    """A contract card: title, type and badge; fields; key clauses."""
    kind = inert(trim(card.contract_type, 120)) if card.contract_type else "Contract"
    head = f"*{inert(trim(card.title, 200))}*\n{kind} · {STATUS_BADGE[card.status]}"
    parties = "\n".join(
        inert(trim(p.name, 120)) + (f" _({inert(trim(p.role, 60))})_" if p.role else "")
        for p in card.parties[:8]
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
        fields.append(("Governing law", inert(trim(card.governing_law, 120))))
    if card.renewal:
        fields.append(("Renewal", inert(trim(card.renewal, 300))))
    blocks: list[Block] = [
        {
            "type": "section",
            "text": mrkdwn(head),
            "fields": [mrkdwn(trim(f"*{k}*\n{v}", MAX_FIELD_CHARS)) for k, v in fields],
        }
    ]
    if card.clause_types:
        blocks.append(plain_context(("plain", trim("Key clauses: " + " · ".join(card.clause_types), 1000))))
    return blocks


def clause_blocks(clause: ClauseQuote, titles: dict[str, str]) -> list[Block]:
    """A quoted clause: its category (ours, bold), heading and source (the contract's, plain), then
    the quote itself as plain text, exactly as the contract words it."""
    category = f"*{inert(trim(clause.category, 120))}*" if clause.category else "*Clause*"
    heading = trim(clause.heading, 120) if clause.heading else ""
    source = trim(titles.get(clause.file_id, clause.file_id), 120)
    where = " · ".join(x for x in (heading, source) if x)
    return [
        plain_context(("mrkdwn", category), ("plain", where)),
        plain_section(f"“{trim(clause.excerpt, CLAUSE_QUOTE_CHARS)}”"),
    ]


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
    answer = to_mrkdwn(text, reply.contract_text())
    blocks = [section(piece) for piece in chunks(answer) or ["…"]]
    if reply.interpretation:  # what the question was read as, so a wrong reading shows at once
        blocks.append(plain_context(("plain", trim(f"🔎 {reply.interpretation}", MAX_SECTION_CHARS))))
    if reply.clarification:
        blocks.append(choices_block(reply.clarification))
    for card in reply.cards:
        blocks += [{"type": "divider"}, *card_blocks(card)]
    titles = {c.file_id: c.title for c in reply.cards}
    if reply.clauses:
        blocks += [{"type": "divider"}, section("*Clauses*")]
        blocks += [b for c in reply.clauses for b in clause_blocks(c, titles)]
    if reply.sources:
        names = ", ".join(trim(titles.get(s, s), 120) for s in reply.sources[:20])
        more = f" and {len(reply.sources) - 20} more" if len(reply.sources) > 20 else ""
        blocks.append(plain_context(("mrkdwn", "*Sources:*"), ("plain", trim(f"{names}{more}", 2900))))
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
    # the fallback is read as mrkdwn too: converted like the answer, contract text inert
    strings = reply.contract_text()
    fallback = trim(to_mrkdwn(trim(reply.text, MAX_FALLBACK_CHARS - 200), strings), MAX_FALLBACK_CHARS)
    continued = f"{trim(to_mrkdwn(trim(reply.text, 200), strings), 250)} (continued)"
    return [
        SlackMessage(text=(fallback or "ClauseBot") if i == 0 else continued, blocks=page)
        for i, page in enumerate(pages)
    ]


def digest_message(digest: Digest) -> SlackMessage:
    """A deadline digest: its heading, then by week one section per contract (its title and
    deadlines, the passages they come from quoted inert). `contracts_per_message` keeps it within
    Slack's 50 blocks and 12,000 characters."""
    blocks: list[Block] = [
        {"type": "header", "text": plain(trim(digest.summary(), 150))},
        context(f"From {day(digest.today)} · the contracts this channel can see · say “alerts off” to stop"),
    ]
    for week in digest.weeks:
        blocks.append(section(f"*Week of {day(week.week)}*"))
        for card in week.contracts:
            lines = [f"*{inert(trim(card.title, 200))}*"]
            lines += [f"• {escape(deadline_line(a))}" for a in card.alerts]
            lines += [f">{inert(q)}" for q in digest_quotes(card.alerts)]
            blocks.append(section("\n".join(lines)))
    return SlackMessage(text=escape(digest.summary()), blocks=blocks)


def working_message(what: str = WORKING) -> SlackMessage:
    """A placeholder or an upload's stage (which names the document's title and parties): as written."""
    return SlackMessage(text=inert(what), blocks=[{"type": "context", "elements": [plain(f"⏳ {what}")]}])


def home_view() -> dict[str, Any]:
    """The App Home tab: a short how-to."""
    how_to = (
        "*Ask about your contracts* in any channel I'm in: mention me, e.g.\n"
        "> @ClauseBot which supply agreements governed by Delaware law expire this year?\n"
        "I answer in the thread; follow-up questions in that thread need no mention.\n\n"
        "*Import a contract*: drop a PDF, DOCX or TXT file into a thread with me, or send it to me "
        "here in a direct message. I reply with its card and you can ask about it right away.\n\n"
        "*Privately*: `/contracts &lt;question&gt;` answers only you. Rate answers with 👍/👎.\n\n"
        "*Deadline alerts*: `/contracts alerts on` in a channel posts a daily digest of the expiries, "
        "automatic renewals and notice deadlines of the next 90 days (`alerts on 30d` for another "
        "window); `/contracts alerts off` stops it."
    )
    return {
        "type": "home",
        "blocks": [
            {"type": "header", "text": {"type": "plain_text", "text": "ClauseBot: contract intelligence"}},
            section(how_to),
        ],
    }
