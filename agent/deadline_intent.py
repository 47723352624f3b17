"""Questions about deadlines ("what renews in the next 90 days?", "when is the notice deadline for the
Acme supply agreement?", "any deadlines coming up?"): the `contract_deadlines` call that answers
them, and the words such a call reads, so that what is left over is what it did not understand.

Which deadlines a question asks for is a table (`KIND_PATTERNS`), so a new phrasing is one row.
"Which contracts renew automatically?" is not a deadline question: it names no date and asks no
"when", so it stays a search with the `auto_renew` filter (`agent.intent`).
"""

from __future__ import annotations

import re
from typing import Any

from agent.intent import Plan
from agent.understanding import unread_phrases
from graph_ingest.filters import ContractFilters

_NOTICE = re.compile(
    r"\bnotice\s+(?:of\s+non-?renewal\s+)?(?:deadlines?|dates?|days?|periods?\s+ends?|is\s+due|due)\b|"
    r"\b(?:deadlines?|last\s+days?|latest\s+date|by\s+when)\b[^?]{0,40}\b(?:notice|non-?renewal|opt\s+out)\b|"
    r"\bnon-?renewal\s+(?:notices?\s+)?(?:deadlines?|dates?|days?)\b|\bnotice\s+deadlines?\b",
    re.I,
)
_RENEWS = re.compile(r"\b(?:renew|renews|renewal|renewals|renewing|auto-?renew\w*)\b", re.I)
_EXPIRES = re.compile(r"\b(?:expir\w+)\b", re.I)
_DEADLINES = re.compile(r"\b(?:deadlines?|key\s+dates|important\s+dates|dates\s+to\s+watch)\b", re.I)
_WHEN = re.compile(r"\bwhen\b|\bwhat\s+date\b|\bnext\b|\bupcoming\b|\bcoming\s+up\b|\bsoon\b|\bdue\b", re.I)
_ABOUT_TEXT = re.compile(r"\b(?:clauses?|provisions?|wording|language|say|says|quote|text)\b", re.I)
# the words a deadline call reads, blanked before what is left is judged unread
_READ = re.compile(
    rf"{_NOTICE.pattern}|{_RENEWS.pattern}|{_DEADLINES.pattern}|{_WHEN.pattern}|\bnotice\b|\bnon-?renewal\b|"
    r"\bautomatically\b|\bgive\b|\bgiven\b|\bsend\b|\bis\b|\bare\b",
    re.I,
)
_DATE_KEYS = ("effective_from", "effective_to", "end_from", "end_to")


def deadline_kinds(question: str, windowed: bool) -> list[str] | None:
    """The deadlines a question asks about; None when it is not a deadline question. `windowed`: the
    question names a date range ("in the next 90 days")."""
    if _ABOUT_TEXT.search(question) and not _DEADLINES.search(question):
        return None  # "show me the renewal clause": the text, not the dates
    if _NOTICE.search(question):
        return ["notice"]
    if _RENEWS.search(question) and (windowed or _WHEN.search(question)):
        return ["renewal", "notice"] if _DEADLINES.search(question) else ["renewal"]
    if _DEADLINES.search(question):
        return ["expiry", "renewal", "notice"] if not _EXPIRES.search(question) else ["expiry"]
    return None


def deadline_args(question: str, p: Plan) -> dict[str, Any] | None:
    """The `contract_deadlines` arguments for a deadline question (its filters, its window), or None."""
    windowed = any(k in p.args for k in _DATE_KEYS)
    kinds = deadline_kinds(question, windowed)
    if kinds is None:
        return None
    filters = {
        k: v
        for k, v in p.args.items()
        if k in ContractFilters.model_fields and k not in _DATE_KEYS and k != "auto_renew"
    }
    due_from = p.args.get("end_from") or p.args.get("effective_from")
    due_to = p.args.get("end_to") or p.args.get("effective_to")
    window = {k: v for k, v in (("due_from", due_from), ("due_to", due_to)) if v}
    return {"kinds": kinds, **filters, **window}


def deadline_unread(p: Plan) -> list[str]:
    """What a deadline call left unread of the question."""
    return unread_phrases(_READ.sub(" ", p.leftover))
