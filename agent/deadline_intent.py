"""Questions about deadlines ("what renews in the next 90 days?", "when is the notice deadline for the
Acme supply agreement?", "any deadlines coming up?"): the `contract_deadlines` call that answers
them, and the words such a call reads, so that what is left over is what it did not understand.

Which deadlines a question asks for is a table (`KIND_PATTERNS`), so a new phrasing is one row;
several may be asked at once ("what's expiring or renewing before March?").
"Which contracts renew automatically?" is not a deadline question: it names no date and asks no
"when", so it stays a search with the `auto_renew` filter (`agent.intent`).
"""

from __future__ import annotations

import re
from typing import Any

from agent.intent import Plan
from agent.understanding import preamble_end, unread_phrases
from graph_ingest.filters import ContractFilters

# the words that name each kind of deadline ("non-renewal" is a notice, not a renewal)
KIND_PATTERNS = {
    "expiry": re.compile(r"\b(?:expir\w*|run(?:s|ning)?\s+out|lapse[sd]?|expirations?)\b", re.I),
    "renewal": re.compile(
        r"\b(?<!non-)(?<!non )(?:renew|renews|renewal|renewals|renewing|auto-?renew\w*|roll(?:s|ing)?\s+over)\b",
        re.I,
    ),
    "notice": re.compile(r"\b(?:notices?|non-?renewals?|opt(?:ing)?\s+out)\b", re.I),
}
# what makes a question ask for dates: a deadline word, "when", "by when", "last day", "upcoming"
_DEADLINES = re.compile(
    r"\b(?:deadlines?|key\s+(?:contract\s+)?dates|important\s+dates|dates\s+to\s+watch|notice\s+windows?)\b",
    re.I,
)
_WHEN = re.compile(
    r"\bwhen\b|\bwhat\s+date\b|\bnext\b|\bupcoming\b|\bcoming\s+up\b|\bsoon\b|\bdue\b|\blast\s+day\b|"
    r"\blatest\s+date\b|\bby\s+when\b",
    re.I,
)
_ABOUT_TEXT = re.compile(
    r"\b(?:clauses?|provisions?|wording|language|say|says|quote|text|paste|spells?\s+out|spelt\s+out|spelled\s+out|"
    r"specif(?:y|ies)|sets?\s+out|stipulat\w*)\b",
    re.I,
)
# the words a deadline call reads, blanked before what is left is judged unread
_READ = re.compile(
    "|".join([*(p.pattern for p in KIND_PATTERNS.values()), _DEADLINES.pattern, _WHEN.pattern])
    + r"|\bautomatically\b|\bgive\b|\bgiven\b|\bsend\b|\bserve\b|\bwritten\b|\bis\b|\bare\b|\bkey\b"
    r"|\bwindows?\b|\bdates?\b|\bor\b|\band\b",
    re.I,
)
# whether a contract may renew, not when: "can they renew it", "is it renewable", "can it be extended"
_WHETHER = re.compile(
    r"\b(?:can|could|may|might|is|are|will)\s+(?:\w+\s+){0,2}?(?:be\s+)?(?:renew(?:ed)?|extend(?:ed)?|renewable)\b"
    r"|\b(?:option|right)\s+to\s+(?:renew|extend)\b"
    # "does the franchisee get a renewal option when the 10 years are up?"
    r"|\b(?:renewal|extension)\s+(?:options?|rights?)\b|\b(?:get|gets|have|has|had)\s+(?:an?\s+|the\s+)?(?:right\s+to\s+)?renew",
    re.I,
)
# the term coming to its end, renewed by hand or by itself: "up for renewal", "due for renewal"
# "up for renewal", "renewals coming up next quarter", "upcoming renewals": terms that end, renewed by hand or not
_UP_FOR_RENEWAL = re.compile(
    r"\b(?:up|due|coming\s+up|come\s+up|comes\s+up)\s+for\s+renewal\b|"
    # (not "automatic renewals coming up": those that renew by themselves)
    r"(?<!automatic\s)(?<!auto\s)(?<!auto-)\brenewals?\s+(?:(?:are|is)\s+)?(?:coming\s+up|upcoming)\b|"
    r"\bupcoming\s+renewals?\b(?!\s+(?:notices?|deadlines?|dates?|windows?))",
    re.I,
)
_ASKS_WHEN = re.compile(r"^\W*(?:(?:and|so|okay|ok)\s+)*(?:by\s+)?when\b", re.I)
_TERMINATION = re.compile(r"\bterminat\w*|\bcancel\w*", re.I)
_DATE_KEYS = ("effective_from", "effective_to", "end_from", "end_to")


def deadline_kinds(question: str, windowed: bool) -> list[str] | None:
    """The deadlines a question asks about; None when it is not a deadline question. `windowed`: the
    question names a date range ("in the next 90 days"). An expiry alone stays an end-date search."""
    if windowed:  # "what's up for renewal in the next 60 days?": the terms that end in it, an end-date search
        question = _UP_FOR_RENEWAL.sub(" ", question)
    generic = bool(_DEADLINES.search(question))
    if _ABOUT_TEXT.search(question) and not generic:
        return None  # "show me the renewal clause": the text, not the dates
    if _WHETHER.search(question) and not _ASKS_WHEN.match(question):
        return None  # "can they renew it when the term is up?": whether it may renew, a clause
    named = [k for k, pattern in KIND_PATTERNS.items() if pattern.search(question)]
    if named == ["notice"] and _TERMINATION.search(question):
        return None  # "notice of termination": a right to terminate, not a renewal's notice day
    asks_date = generic or windowed or bool(_WHEN.search(question))
    if not asks_date or named == ["expiry"] or (not named and not generic):
        return None
    if not named:
        return list(KIND_PATTERNS)
    if generic and named == ["renewal"]:
        return ["renewal", "notice"]  # "renewal deadlines": the renewals and the notice days before them
    if named == ["renewal"] and _UP_FOR_RENEWAL.search(question):
        return ["expiry", "renewal"]  # "when is it up for renewal?": its term's end, by hand or by itself
    return named


def renewal_hint(question: str, args: dict[str, Any]) -> str:
    """What an end-date search says it left out when asked what is up for renewal in a window: the
    contracts that renew by themselves in it (a deadlines question of its own)."""
    start, end = args.get("end_from"), args.get("end_to")
    if not end or not _UP_FOR_RENEWAL.search(question):
        return ""
    window = f"between {start} and {end}" if start else f"by {end}"
    return (
        "\n\nThese are the contracts whose term ends in that window. Contracts that renew by themselves"
        f' are not listed: ask "what renews automatically {window}?" to see them.'
    )


# what follows the question mark and only says what the answer is for: "... during calendar 2020? Building
# the renewals pipeline." (no question of its own)
_ASIDE_AFTER = re.compile(
    r"\?\s*(?![^?]*\b(?:which|what|when|how|list|show|any|are|is|do|does|can|could|will|who)\b)[^?]+$", re.I
)


def _without_aside(question: str) -> str:
    """`question` without a closing sentence that asks nothing (`_ASIDE_AFTER`)."""
    return _ASIDE_AFTER.sub("?", question)


def deadline_args(question: str, p: Plan) -> dict[str, Any] | None:
    """The `contract_deadlines` arguments for a deadline question (its filters, its window), or None."""
    if p.args.get("active") is False or p.args.get("ended"):
        return None  # "licences that lapsed in the last 6 months - anything we forgot to renew?": ended ones
    windowed = any(k in p.args for k in _DATE_KEYS)
    # what a message says it is for is not what it asks: "for the renewals calendar - ends per quarter"
    kinds = deadline_kinds(_without_aside(question[preamble_end(question) :]), windowed)
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
