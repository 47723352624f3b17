"""From a question (and the previous turn's filters) to one tool call: the offline planner's brain.

Order: parties are linked first (their names may contain places and type words), then money,
dates, places, clause and contract types, keywords; then the aggregation intent picks the tool.
"""

from __future__ import annotations

import calendar
import dataclasses
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import lru_cache
from typing import Any

from agent.answer import MAX_LISTED, MAX_SHOWN
from agent.linker import PartyMention, find_loose_parties, find_parties
from agent.parties import PartyIndex, possessive_free
from agent.phrases import (
    DOC_WORDS,
    END_VERBS,
    END_WORDS,
    FULL_DATE,
    HOW_MUCH,
    NUMBER_WORDS,
    START_VERBS,
    find_dates,
    find_money,
    find_relative_dates,
    fiscal_said,
    foreign_amounts,
    joined,
    listed,
    looking_ahead,
    parse_date_range,
)
from agent.places import (
    LISTED_BESIDE,
    LOCATED_WORDS,
    Place,
    country_names,
    find_places,
    glossed_again,
    us_states,
)
from agent.understanding import audience_end, greeting_end, occasion_end, preamble_end, unread_phrases
from core import clock
from core.clause_categories import FAMILIES
from core.contract_types import CONTRACT_TYPES
from graph_ingest.extract.parties import ROLE_WORDS
from graph_ingest.filters import MAX_ALTERNATIVES, MAX_PARTIES, OR, ContractFilters, options

FILTER_KEYS = frozenset(ContractFilters.model_fields)
# "a minimum purchase commitment", "minimum order quantities": a clause, not the smallest value
_NOT_A_COMMITMENT = (
    r"(?!\s+(?:[\w-]+\s+)?(?:purchase|order|commitment|quantit\w*|volume|spend|royalt\w*|buy|fee|annual)s?\b)"
)
_FOLLOW_UP = re.compile(
    r"^\s*(?:(?:ok(?:ay)?|right|great|cool|thanks|thank you|got it|sure|alright|nice|perfect)\s*[,.!:;–—-]*\s*)?"
    r"(and|what about|how about|also|only|just|but|now|of (those|these|them)|among (those|these|them)|"
    r"leave out|leaving out|exclude|excluding|without|minus|drop|take out|except|apart from|"
    r"(?:the\s+)?same (?:q|qn|question|thing|again|query|for)|(?:the\s+)?same\s*,?\s+(?:but|except|only|just)\b|"
    r"narrow (?:it|that|this|them|those|these)?\s*(?:down\s+)?to|(?:filter|limit|restrict) (?:it|that|them|those)\s+to)\b|"
    r"\b(those|these|them|such contracts|the same|of which|that list|ones|instead)\b|"
    r"\bthe\s+(?:\w+est|first|last|next)\s+one\b(?!\s+(?:of|in|with|signed|governed|under)\b)|"
    r"\bwhich\s+(?:one|is\s+(?:the\s+)?(?:\w+est|most|least))\b|"  # "the biggest one", "which one is ...": of the list
    r"^\W*(?:sort|order|rank|re-?sort)\s+(?:it|them|those|these|that|the\s+list\s+)?\s*by\b|"  # "sort by value"
    r"\b(?:break|split|group)\s+(?:that|this|it)\b|"  # "could you break that down by type?"
    r"^\W*(?:oldest|earliest|newest|latest|most\s+recent|biggest|largest|smallest)\s+first\b",  # "oldest first: ..."
    re.I,
)
_REPLACES = re.compile(r"^\s*(what|how) about\b", re.I)  # "what about Cisco?": instead of, not as well
# "now just the ones in NY", "of those, only ...": a condition added to the last list's, not put in its place
_NARROWS = re.compile(r"\b(?:just|only|of\s+(?:those|these|them)|among\s+(?:those|these|them))\b", re.I)
_PARTY_PLACE = re.compile(r"\b(part(y|ies)|located|based|headquartered|incorporated|compan(y|ies))\b", re.I)
# where a contract's parties are, each slot that says so (one condition: a follow-up naming one replaces them)
PARTY_PLACE_SLOTS = (
    "party_country",
    "party_country_also",
    "party_country_not",
    "party_country_none",
    "party_country_only",
    "party_state",
)
_SLOT_FAMILIES = (  # a follow-up that names one of these replaces the whole family
    ("effective_from", "effective_to"),
    ("end_from", "end_to"),
    ("law_country", "law_state", "law_country_not", "law_state_not"),
    ("amount_op", "amount", "amount_max"),
    ("contract_type", "contract_type_not"),
    ("party_country", "party_country_none", "party_country_only", "party_state"),
    ("party_country_not", "party_country_only"),  # "and with a party outside the US?" after "only US ones"
    ("active", "active_on"),  # "as at 31 Dec 2018 instead" after "still live": in force then, not today
    ("titled", "contract_type"),  # "the ones actually called supply agreements" after "licences"
)
_AMBIGUOUS_TYPE_WORDS = {
    "service",
    "services",
    "purchase",
    "sponsor",
    "alliance",
    "cooperation",
    "patent",
    "trademark",
    "shipping",
    "var",
    "agency",
    "supplier",
    "promotional",
    "logistics",
    "carriage",
    "advisory",
    "resale",
    "jv",
    "ip",
    "support and maintenance",
    "channel",
    "channel partner",
}
# words that name several types at once: "channel deals" are the distribution and reseller agreements
_TYPE_GROUPS = {"channel partner": f"Distributor{OR}Reseller", "channel": f"Distributor{OR}Reseller"}
_TYPE_PATTERNS = sorted(
    [
        *(
            (w, name)
            for name, words in CONTRACT_TYPES.items()
            for w in (*words, name.lower())
            if name != "Other"
        ),
        *_TYPE_GROUPS.items(),
    ],
    key=lambda p: -len(p[0]),
)
# plurals of ambiguous type words that only name contracts: "which jvs ...", "any alliances or ..."
_PLURAL_TYPES = frozenset({"jvs", "alliances"})
_CLAUSE_WORDS = sorted(
    {
        *(f.lower() for f in FAMILIES),
        *(m.lower() for ms in FAMILIES.values() for m in ms),
        "non-compete",
        "exclusivity",
        "confidentiality",
        "indemnification",
        "indemnity",
        "most favored nation",
        "anti-assignment",
        "audit rights",
        "insurance",
        "termination for convenience",
        "termination",
        "renewal",
        "liability",
        "non-solicit",
        "non-solicitation",
        "governing law",
        "change of control",
        "warranty",
        "sla",
    },
    key=len,
    reverse=True,
)


@dataclass
class Plan:
    tool: str
    args: dict[str, Any]
    intent: str  # search | count | top | groups | metric | parties | details | none
    follow_up: bool = False
    mentions: list[PartyMention] = field(default_factory=list)
    unread: list[str] = field(default_factory=list)  # phrases of the question no slot used
    narrowing: dict[str, Any] = field(default_factory=dict)  # parties/type a "tell me about X" names
    leftover: str = ""  # the question with every phrase a slot read blanked out


# (a type's words joined by a hyphen too: "joint-venture agreements")
_TYPE_RES = [
    re.compile(r"(?<![\w-])" + re.escape(word).replace(r"\ ", r"[\s-]") + r"s?(?![\w-])")
    for word, _ in _TYPE_PATTERNS
]


def _find_type(text: str) -> tuple[str | None, str]:
    """The contract type a text names, and the text without it. Types listed with it ("distribution
    or supply agreements", "hosting, outsourcing and service contracts") are alternatives: a contract
    has one type, so the value is "A or B"; a type named elsewhere stays in the text (said unread)."""
    found = _type_hits(text)
    if not found:
        return None, text
    first = found[0]
    had = [h for h in found if _HAVING.search(text[: h[1]])]  # "JVs carry a non-compete": a clause
    clauses = [h for h in had if h[0] == "Non-Compete" and not _DOC_AFTER.match(text, h[2])]
    if clauses and len(clauses) == len(found):  # "which of those have a non-compete?": a clause alone
        return None, text
    if had and len(had) < len(found):
        first = next(h for h in found if h not in had)
    named = [h for h in found if h not in had and _DOC_AFTER.match(text, h[2])]
    if (
        named and first not in named
    ):  # "IP agmts: which let ... use the licence?": the type said of the contracts
        first = min(named, key=lambda h: h[1])
    found.sort(key=lambda h: h[1])
    at = found.index(first)
    run = [first]
    spoken = _spoken_listing(text, found)
    for step in (-1, 1):  # the types listed right before and after the first one found
        i = at
        while 0 <= i + step < len(found):
            a, b = sorted((found[i], found[i + step]), key=lambda h: h[1])
            if listed(text[a[2] : b[1]]) is None and min(i, i + step) not in spoken:
                break
            i += step
            run.append(found[i])
        run.sort(key=lambda h: h[1])
    start, end = run[0][1], run[-1][2]  # the listing, its "or"s with it
    text = text[:start] + " " * (end - start) + text[end:]
    names = dict.fromkeys(name for name, _, _ in run)
    for name, a, b in found:  # "CMO agmts (the manufacturing ones)": the same type, said again
        if name in names and (a, b) not in {(h[1], h[2]) for h in run}:
            text = text[:a] + " " * (b - a) + text[b:]
    return OR.join(names), text


def _spoken_listing(text: str, found: list[tuple[str, int, int]]) -> set[int]:
    """Where a dictated listing of types has no commas ("license development manufacturing supply and
    IP agreements"): the `found` indices whose gap to the next one is a space inside a run of three or
    more types that one "and" / "or" / comma joins too."""
    gaps = [text[a[2] : b[1]] for a, b in zip(found, found[1:], strict=False)]
    spoken: set[int] = set()
    i = 0
    while i < len(gaps):
        j = i
        while j < len(gaps) and (not gaps[j].strip() or listed(gaps[j]) is not None):
            j += 1
        run = range(i, j)  # gaps i..j-1 join types i..j
        if len(run) >= 2 and any(gaps[k].strip() for k in run):
            spoken |= {k for k in run if not gaps[k].strip()}
        i = j + 1
    return spoken


_DOC_AFTER = re.compile(r"\s*(?:contracts?|agreements?|agmts?|deals?|covenants?\s+agreements?)\b", re.I)
# what contracts have or contain, said before a type word: that word names a clause of theirs
_HAVING = re.compile(
    r"\b(?:carry|carries|have|has|having|contain|contains|containing|include|includes|including|with|w/|got|get|gets)\s+"
    r"(?:(?:a|an|any)\s+)?$",
    re.I,
)


_TYPES_LEFT_OUT = re.compile(
    r"\b(?:apart from|aside from|other than|except(?:\s+for)?|exclud(?:e|ing)|exclusive of|besides|not counting|"
    r"leaving aside|setting aside|leav(?:e|ing) out|but not|ignor(?:e|ing)|skip(?:ping)?|drop(?:ping)?|minus|"
    r"(?:anything|everything|all|any)\s+but|non|"
    r"(?:(?:that|which)\s+)?(?:(?:are|is|were|was)\s+not|aren['’]t|isn['’]t|weren['’]t|wasn['’]t)|"
    r"(?<=[\s(*_])not(?=\s+(?:the\s+|our\s+|an?\s+)?\S+(?:\s+\S+)?\s+(?:agreements|contracts|agmts|deals)\b))\s+"
    r"(?:the\s+|our\s+|any\s+|all\s+|an?\s+)?$",
    re.I,
)


def _types_left_out(text: str) -> tuple[str, str] | None:
    """The types a question leaves out ("apart from the strategic alliances", "excluding supply and
    distribution agreements", "leaving the JVs aside"), and the text with them and those words
    blanked; None if it names none."""
    hits = _type_hits(text)
    names: list[str] = []
    last: int | None = None  # where the last type left out ends
    for name, start, end in sorted(hits, key=lambda h: h[1]):
        stop = end + len(re.match(r"\s*(?:contracts?|agreements?|agmts?|deals?|ones)?", text[end:])[0])
        after = _ASIDE_END.match(text, end) or _ASIDE_END.match(text, stop)
        before = text[:start]
        if not after:
            aside = None
        elif after.group(0).strip().startswith("out"):  # "leave the JVs out", not "set the JVs out"
            aside = _LEFT_OUT_VERB.search(before)
        else:  # "setting the JVs aside", "leaving our JVs aside"
            aside = _ASIDE.search(before) or _LEFT_OUT_VERB.search(before)
        said = _TYPES_LEFT_OUT.search(text[:start]) or aside
        if said:
            begin = said.start()
        elif last is not None and listed(text[last:start]) is not None:
            begin = last  # listed with the one before: left out too
        else:
            continue
        if m := _ASIDE_END.match(text, stop):
            stop = m.end()
        names.append(name)
        text = text[:begin] + " " * (stop - begin) + text[stop:]
        last = stop
    return (OR.join(dict.fromkeys(names)), text) if names else None


# contracts by what their title says, whatever type they are filed under: "the ones actually called
# collaboration agreements", "titled “Joint Venture Agreement”" (and "not every alliance", "go by the
# title rather than the category": what that reading means, said with it)
_TITLED = re.compile(
    r"\b(?:titled|entitled|(?:actually|literally|really|explicitly|formally|expressly)\s+(?:titled|entitled|called|named|labell?ed))"
    r"\s+(?:as\s+)?(?:an?\s+)?[\"“'‘]?(?P<words>[A-Za-z][\w-]+(?:\s+[A-Za-z][\w-]+)?)\s+(?:agreements?|contracts?)\b[\"”'’]?"
    # not "anything titled a collaboration agreement, plus the development agreements": one of several
    r"(?![^?.()]{0,10}\b(?:plus|as\s+well\s+as|together\s+with|and\s+also)\b)",
    re.I,
)
_BY_TITLE = re.compile(
    r"\b(?:(?:so\s+)?(?:please\s+)?(?:go|going)\s+by|based\s+on|according\s+to|look\s+at)\s+(?:the\s+)?(?:titles?|names?)"
    r"(?:\s*,?\s*(?:rather\s+than|instead\s+of|not)\s+(?:the\s+)?(?:category|categories|types?|classification|filing))?\b|"
    # "not every alliance", "not all service deals": the type the title reading leaves aside
    r"(?:[,;-]\s*)?\b(?:and\s+|but\s+)?not\s+(?:every|all|any|just\s+any|each)\s+(?:the\s+)?(?!ones?\b)[\w-]+?s?"
    r"(?:\s+(?:deals?|agreements?|contracts?|ones?))?\b(?=\s*(?:[,.;?!)]|$))",
    re.I,
)


def _titled(text: str, args: dict[str, Any]) -> str:
    """`titled` read from the words a title says ("the ones actually called collaboration agreements":
    "collaboration"), and the text with them read; the type those words name is not asked (a title says
    it, whatever the contract is filed under)."""
    if not (m := _TITLED.search(text)) or re.match(
        r"(?:the|our|my|this|that|its|their|an?|in|on|at|by|for|of|to|with|as|under)\b", m["words"], re.I
    ):  # not "the parties as named in the agreement"
        return text
    args["titled"] = " ".join(m["words"].lower().split())
    text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    return _BY_TITLE.sub(lambda b: " " * len(b.group(0)), text)


# "licences rather than alliances": the type asked, and the one it replaces (no filter: said instead)
_INSTEAD_OF = re.compile(r"\b(?:rather\s+than|instead\s+of|in\s+place\s+of)\s+(?:the\s+|our\s+)?$", re.I)


def _types_instead(text: str) -> str:
    """`text` with a type said to be replaced by one named before it ("for licences rather than
    alliances", "supply instead of distribution deals") blanked: read, the first one is the type."""
    hits = sorted(_type_hits(text), key=lambda h: h[1])
    for (_, _, first_end), (_, start, end) in zip(hits, hits[1:], strict=False):
        if (m := _INSTEAD_OF.search(text[:start])) and m.start() >= first_end:
            stop = end + len(re.match(r"\s*(?:contracts?|agreements?|agmts?|deals?|ones)?", text[end:])[0])
            text = text[: m.start()] + " " * (stop - m.start()) + text[stop:]
    return text


PART_WORDS = r"side|part|portion|piece|element|component|half|bit"
"""After a type word, a part of one contract: "the renewal term on the maintenance side" (no type here;
the planner's `_ONE_CONTRACT` reads "the maintenance side" as the thread's contract)."""
_PART_OF_ONE = re.compile(rf"\s+(?:{PART_WORDS})\b")


def _type_hits(text: str) -> list[tuple[str, int, int]]:
    """Every type word in `text` as (type, start, end), longest words first, each found one blanked before
    the next is looked for."""
    hits, rest = [], text
    while hit := _type_match(rest, text):
        hits.append(hit)
        rest = rest[: hit[1]] + " " * (hit[2] - hit[1]) + rest[hit[2] :]
    return hits


def _type_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` names contract types of two words or more ("Joint Venture", "Strategic Alliance")."""
    return [(a, b) for _, a, b in _type_hits(text) if re.search(r"[\s-]", text[a:b].strip())]


def _outside_types(question: str, mentions: list[PartyMention]) -> list[PartyMention]:
    """`mentions` without those inside a longer type's words ("Joint Venture agreements": a type, not The
    Joint Corp.); the question's types are looked for only where a party was found."""
    typed = _type_spans(question) if mentions else []
    return [
        m
        for m in mentions
        if not any(a <= m.start and m.end <= b and (m.start, m.end) != (a, b) for a, b in typed)
    ]


def _type_match(text: str, said: str | None = None) -> tuple[str, int, int] | None:
    """The first type word in `text` (the types found before it blanked; `said`: the text as it was,
    whose words around an ambiguous one tell whether it is listed among types)."""
    low = text.lower()
    said_low = (said or text).lower()
    for (word, name), pattern in zip(_TYPE_PATTERNS, _TYPE_RES, strict=True):
        for m in pattern.finditer(low):
            after = low[m.end() : m.end() + 60]
            if (
                word == "ip"
                and not re.match(r"\s*(contract|agreement|deal|license|ones?\b)", after)
                and text[m.start() : m.end()] != "IP"
            ):  # noqa: E501
                continue
            if _PART_OF_ONE.match(after) and re.search(r"\b(?:the|its|their)\s+$", low[: m.start()]):
                continue  # "the renewal term on the maintenance side": a part of one contract, no type
            typed = text[m.start() : m.end()]
            acronym = word != "ip" and (
                typed.isupper() or (typed[:-1].isupper() and typed.endswith("s"))
            )  # "JVs"
            if (
                word in _AMBIGUOUS_TYPE_WORDS
                and not acronym
                and typed.lower() not in _PLURAL_TYPES
                and not re.match(
                    r"(?:\s*(?:,|/|&|\+|or\b|and\b)\s*[\w-]*){0,3}\s*(contract|agreement|deal|ones?\b)", after
                )
                and not _among_types(said_low, m.start(), m.end())
            ):
                continue
            return name, m.start(), m.end()
    return None


_LIST_JOIN = r"\s*(?:,|/|&|\+|\bor\b|\band\b)\s*"
_PLAIN_TYPES = "|".join(re.escape(w) for w, _ in _TYPE_PATTERNS if w not in _AMBIGUOUS_TYPE_WORDS)
_PLAIN_TYPE_BEFORE = re.compile(rf"(?<![\w-])(?:{_PLAIN_TYPES})s?{_LIST_JOIN}$")  # "hosting / " before it
_PLAIN_TYPE_AFTER = re.compile(rf"{_LIST_JOIN}(?:{_PLAIN_TYPES})s?(?![\w-])")  # " / dev" after it


def _among_types(low: str, start: int, end: int) -> bool:
    """Whether the word at `start:end` is listed beside a word that names a type alone ("hosting /
    reseller / services / dev"): an ambiguous word ("services") is a type there too."""
    return bool(_PLAIN_TYPE_BEFORE.search(low[:start]) or _PLAIN_TYPE_AFTER.match(low[end:]))


def _find_clause(text: str) -> tuple[str | None, str]:
    low = text.lower()
    for word in _CLAUSE_WORDS:
        m = re.search(rf"\b{re.escape(word)}\s+(clause|clauses|provision|provisions|terms?)\b", low)
        if m:
            return word, text[: m.start()] + " " + text[m.end() :]
    return None, text


def extract_filters(
    question: str, index: PartyIndex, today: date | None = None
) -> tuple[dict[str, Any], list[PartyMention], str]:
    """Filter arguments found in the question; the party mentions; the leftover text (every phrase
    a filter was read from blanked out, so what is left is what no filter understood)."""
    args: dict[str, Any] = {}
    named_places = find_places(question)
    mentions = _outside_types(
        question, [m for m in find_parties(question, index) if not _is_vocabulary(m.text, m, named_places)]
    )
    text = _party_kind(_read_parties(question, mentions, question, args), index, args)
    if m := _NO_VALUE.search(text) or _VALUE_ON_RECORD.search(text):  # "no $ figure attached"
        text, left_out = _flag_read(text, m)
        args["has_value"] = (m.re is _VALUE_ON_RECORD) != left_out
    for m in foreign_amounts(text):  # "under 50 k€": not dollars; `plan` says so
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    money, text = find_money(text)
    args.update(money)
    open_ended = None  # "no end date", "open-ended": read before "ended" is a date word
    if m := _NO_END.search(text):
        text, left_out = _flag_read(text, m)
        open_ended = not left_out  # "excluding the ones with no end date": those with one
    if m := _NO_LAW.search(text):  # "the governing law field is blank", "no choice of law"
        text, left_out = _flag_read(text, m)
        args["has_law"] = left_out
    if _EFFECTIVE_SAID.search(text):  # "in force since 1.1.2019 (effective date)": when they came into force
        text = _IN_FORCE_SINCE.sub(lambda m: " " * len(m.group(0)), text)
    text = _read_dates(text, today, args)
    text = _bounds_said(text, args)  # "(both amounts included)", "(exactly 1 Mio. not included)"
    if open_ended is not None and not any(k.startswith("end_") for k in args):  # an end date and none: no
        args["has_end_date"] = not open_ended
        if open_ended:  # "Evergreen check - which have no end date?": the question's own meaning of it
            text = _EVERGREEN.sub(lambda m: " " * len(m.group(0)), text)
    places, text = _place_args(text, today)
    args.update(places)
    clause, text = _find_clause(text)
    if clause:
        args["clause_type"] = clause
    text = _titled(text, args)  # "the ones actually called collaboration agreements": by their title
    text = _types_instead(text)  # "licences rather than alliances": licences
    if left_out := _types_left_out(text):  # "apart from the strategic alliances": every other type
        args["contract_type_not"], text = left_out
    ctype, text = _find_type(
        _TYPE_WORDS.sub(lambda m: m.group(0) if _SLOT_NAMED.search(text[: m.start()]) else " ", text)
    )
    if ctype and not (args.get("titled") and args["titled"].split()[0].rstrip("s") in ctype.lower()):
        args["contract_type"] = ctype  # not "collaboration agreements, I mean the ones actually called that"
    text = _read_status(text, args, today)
    low = text.lower()
    text = _FULL_LIST.sub(lambda m: " " * len(m.group(0)), text)  # "Full list please": no "Full ..." party
    loose = [
        m
        for m in find_loose_parties(text, index, said=question)
        if not _is_vocabulary(m.text, m, named_places)
    ]
    if loose:  # "IBM", "cisco": short names, looked for only among the words nothing else read
        for m in loose:  # their offsets are the leftover's (shorthand written out may have moved them)
            text = text[: m.start] + " " * (m.end - m.start) + text[m.end :]
        mentions = sorted(
            [*mentions, *(_in_question(question, m, mentions) for m in loose)], key=lambda m: m.start
        )
        args.pop("parties_any", None)
        args.update(_party_args(question, mentions))
        if args.get("parties_any"):  # the "or" beside a short name, in the leftover
            text = _blank_or_beside(text, loose)
    return args, mentions, _keywords_read(question, low, text, args)


def _keywords_read(question: str, low: str, text: str, args: dict[str, Any]) -> str:
    """`text` with the keywords the contracts must mention (`text`, see `_keywords_arg`) read, unless
    they are the words a title is asked to say ("called “collaboration agreements”")."""
    keywords = _keywords_arg(question, low)
    if not keywords or args.get("titled", "\0") in keywords.lower():
        return text
    args["text"] = keywords
    return re.sub(re.escape(keywords), " ", text, flags=re.I)


def _read_parties(question: str, mentions: list[PartyMention], text: str, args: dict[str, Any]) -> str:
    """The parties named (into `args`), and `text` with their names, and the "or" listing them, read."""
    for m in mentions:
        text = text[: m.start] + " " * (m.end - m.start) + text[m.end :]
    if mentions:
        args.update(_party_args(question, mentions))
        if args.get("parties_any"):
            text = _blank_listing(text, _named(question, mentions))
    return text


def _read_status(text: str, args: dict[str, Any], today: date | None) -> str:
    """Renewal and status filters (into `args`); `text` with the words they were read from blanked."""
    for pattern, value in ((_AUTO_RENEW_OFF, False), (_AUTO_RENEW_ON, True)):
        if _ONE_DOC.search(text) and not _MANY_DOCS.search(text.lower()):
            break  # "does the iMine agreement renew automatically?": that contract's terms, not a filter
        if pattern.search(text):  # "which contracts renew automatically?", "no auto-renewal"
            args["auto_renew"] = value  # "evergreen (auto-renew)": one filter said twice
            text = pattern.sub(lambda m: " " * len(m.group(0)), text)
            break
    ahead = today is not None and args.get("end_from", "") >= today.isoformat()
    if WHEN_IT_ENDS.search(text):  # "when does the Acme licence run out?": its end date, asked
        return text
    if m := _NOT_ENDED.search(text):  # "not expired", "without the expired ones": the open-ended ones too
        args["ended"] = False
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    if (active := _active_arg(text.lower())) is not None:  # "run out by next year": the ending ahead
        if not (active is False and ahead):
            args["active"] = active
        text = _ACTIVE_OFF.sub(" ", _ACTIVE_ON.sub(" ", _NO_LONGER.sub(" ", text)))
    return text


_OR_AFTER = re.compile(r"\s*,?\s*(?:and/or|or)\b", re.I)
_OR_BEFORE = re.compile(r"\b(?:and/or|or)\s*,?\s*$", re.I)


def _blank_or_beside(text: str, mentions: list[PartyMention]) -> str:
    """`text` with an "or" right before or after each of `mentions` (offsets in `text`) blanked."""
    for m in mentions:
        if after := _OR_AFTER.match(text, m.end):
            text = text[: after.start()] + " " * (after.end() - after.start()) + text[after.end() :]
        if before := _OR_BEFORE.search(text[: m.start]):
            text = text[: before.start()] + " " * (before.end() - before.start()) + text[before.end() :]
    return text


def _in_question(question: str, loose: PartyMention, named: list[PartyMention]) -> PartyMention:
    """A short name found in the leftover, at its place in the question (the first place its words
    stand that no other name covers)."""
    for m in re.finditer(re.escape(loose.text), question, re.I):
        if not any(n.start < m.end() and m.start() < n.end for n in named):
            return dataclasses.replace(loose, start=m.start(), end=m.end())
    return loose


# a kind of party its name says ("a university as one of the parties", "deals with a bank", "hospital
# counterparties"): the word asked -> how a name says it
_NAME_KINDS = {
    "universit": re.compile(r"\buniversit(?:y|ies|é|ät|at|ad)\b", re.I),
    "college": re.compile(r"\bcolleges?\b", re.I),
    "bank": re.compile(r"\bbank(?:s|ing)?\b", re.I),
    "hospital": re.compile(r"\bhospitals?\b", re.I),
    "institut": re.compile(r"\binstitut(?:e|es|o)?\b", re.I),
}
_KIND_WORD = f"({'|'.join(_NAME_KINDS)})"
_KIND = rf"(?:research\s+)?{_KIND_WORD}(?:y|ies|s|es|e)?"
_PARTY_KIND = re.compile(
    rf"\b(?:(?:an?|any|one|some|the)\s+{_KIND}\s+(?:as\s+(?:an?|one\s+of\s+the|the\s+other|a\s+contracting)\s+"
    r"|(?:is|was|being)\s+(?:an?|the\s+other)\s+)(?:part(?:y|ies)|counterpart(?:y|ies)|signator(?:y|ies))\b|"
    rf"\b(?:with|involving|signed\s+with)\s+(?:an?\s+|any\s+|some\s+)?{_KIND}\b(?!\s+(?:law|holiday|account))|"
    rf"\b{_KIND}\s+(?:counterpart(?:y|ies)|part(?:y|ies)|partners?)\b)",
    re.I,
)


def _party_kind(text: str, index: PartyIndex, args: dict[str, Any]) -> str:
    """A kind of party asked by what its name says ("a university as one of the parties"): the parties
    whose names say it, any one of them (`parties`, `parties_any`); the text with it read. Nothing
    when a party is named, or no name or more than a search takes say it (the words stay unread, and
    are said)."""
    if args.get("parties") or not (m := _PARTY_KIND.search(text)):
        return text
    kind = re.search(_KIND_WORD, m.group(0), re.I).group(1).lower()  # type: ignore[union-attr]
    if not (names := index.named_with(_NAME_KINDS[kind])) or len(names) > MAX_PARTIES:
        return text  # more names than a search takes: unread, and said
    args["parties"] = names
    if len(names) > 1:
        args["parties_any"] = True
    return text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]


# whether an amount or a period said includes its ends: "between USD 100,000 and 500,000 (both amounts
# included)", "more than USD 1,000,000 (exactly 1 Mio. not included)", "from 2014 to 2019 inclusive"
_INCLUDED_BOUND = re.compile(
    r"\(\s*(?:both\s+|exactly\s+)?(?:[\w.,$€£]+\s+){0,4}?(?:is\s+|are\s+)?(?:included|inclusive)\s*\)|"
    r"\b(?:both\s+)?inclusive\b",
    re.I,
)
_EXCLUDED_BOUND = re.compile(
    r"\(\s*(?:exactly\s+)?(?:[\w.,$€£]+\s+){0,4}?(?:is\s+|are\s+)?not\s+included\s*\)|\(\s*exclusive\s*\)",
    re.I,
)


def _bounds_said(text: str, args: dict[str, Any]) -> str:
    """`text` with a remark on whether an amount's bound is included read: ">" becomes ">=" when it is
    ("over 25,000 (25,000 included)"), ">=" becomes ">" when it is not; a remark on a period's ends is
    read as the period already includes them. A remark with no amount or period read stays unread."""
    dated = any(k.endswith(("_from", "_to")) for k in args)
    for pattern, included in ((_EXCLUDED_BOUND, False), (_INCLUDED_BOUND, True)):  # "not included" first
        for m in pattern.finditer(text):
            op = args.get("amount_op")
            if op in (">", "<", ">=", "<=") and "amount_max" not in args:
                args["amount_op"] = op[0] + ("=" if included else "")
            elif not (op or dated):
                continue
            text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    return text


def _party_args(question: str, mentions: list[PartyMention]) -> dict[str, Any]:
    """The parties a question names, and whether any one of them is enough: names listed with "or"
    ("IBM or Cisco", "acme, initech or globex"); "and", a comma or a slash alone means all of them."""
    kept = _named(question, mentions)
    joins = [joined(question[a.end : b.start]) for a, b in zip(kept, kept[1:], strict=False)]
    either = bool(joins) and None not in joins and "or" in joins
    return {"parties": [m.names[0] if len(m.names) == 1 else m.text for m in kept]} | (
        {"parties_any": True} if either else {}
    )


def _blank_listing(text: str, mentions: list[PartyMention]) -> str:
    """`text` with the words that list the parties ("IBM or Cisco": its "or") blanked: read."""
    for a, b in zip(mentions, mentions[1:], strict=False):
        text = text[: a.end] + " " * (b.start - a.end) + text[b.start :]
    return text


def _named(question: str, mentions: list[PartyMention]) -> list[PartyMention]:
    """The mentions that name parties (a name linked to one party: that party's), less one written in
    brackets right after another ("Aventis (Sanofi)"): another name of that party, or its parent,
    read but not a party the contract must also have."""
    kept: list[PartyMention] = []
    for m in sorted(mentions, key=lambda m: m.start):
        before = question[: m.start]
        aside = re.search(r"\(\s*$", before) and re.match(r"\s*\)", question[m.end :])
        if aside and kept and not question[kept[-1].end : m.start].strip(" ("):
            continue
        kept.append(m)
    return kept


_TOOK_EFFECT = re.compile(
    r"\b(?:came|come|comes|coming|went|go|goes|going|entered|enter|enters)\s+into\s+(?:effect|force)\b|"
    r"\b(?:took|take|takes|taking)\s+effect\b|\b(?:went|go|goes|gone|going)\s+live\b",
    re.I,
)
_FROM_NOW = re.compile(
    r"\b(?:between\s+(?:now|today)\s+and|(?:from\s+)?(?:now|today)\s+(?:until|till|to|through|thru))\s+"
    r"(?:(?:the\s+)?end\s+of\s+)?",
    re.I,
)


# in force on one day: "live at cut-off", "active as of 31 Dec 2018", "in force on 1/1/2019"
_IN_FORCE_AT = re.compile(
    r"(?<!signed )(?<!effective )(?<!dated )(?<!executed )(?<!made )(?<!entered into )\bas\s+(?:at|of)(?=\s+(?:the\s+)?\d)|"
    r"\b(?:(?:still\s+)?(?:active|in force|in effect|live|running|current|outstanding|open)\s+"
    r"(?:on|at|as\s+(?:of|at)|by)|(?:were|was|are|is|be)\s+(?:still\s+)?(?:active|in force|in effect|live|running))\b",
    re.I,
)


_DAY_SAID = re.compile(rf"\s*(?:(?:on|at|as\s+(?:of|at)|by)\s+)?(?:the\s+)?(?P<day>{FULL_DATE})", re.I)
_EDGE_OF = re.compile(
    r"\s*(?:(?:at|on|by|as\s+(?:of|at))\s+)?(?:the\s+)?(end|close|start|beginning)(?:\s+of)?\b", re.I
)


def _in_force_on(text: str, relative: list[Any], today: date | None) -> tuple[date, str] | None:
    """The one day a question asks what was in force on ("live at the 31 Dec 2018 cut-off", "still
    running at the end of 2017"), and `text` with the words saying so and the date read; None for any
    other question, or a period ("active during 2018")."""
    if len(relative) > 1 or not (at := _IN_FORCE_AT.search(text)):
        return None
    edge = _EDGE_OF.match(text, at.end())
    said_to = edge.end() if edge else at.end()
    rest = text[: at.start()] + " " * (said_to - at.start()) + text[said_to:]
    rest = _IN_FORCE_AT.sub(
        lambda m: " " * len(m.group(0)), rest
    )  # "as at 31 Dec, ... were live?": said twice
    found, read = find_dates(rest, today)
    if relative:  # "as of the end of the last quarter": a day of the period read before, if said so
        if found or not edge:
            return None
        found = relative
    day = (
        _DAY_SAID.match(text, said_to) if len(found) > 1 else None
    )  # the day said right after, others beside
    if day and (span := parse_date_range(day["day"])) and span[0] == span[1]:
        return span[0], text[: at.start()] + " " * (day.end() - at.start()) + text[day.end() :]
    if len(found) != 1:
        return None
    if found[0].start and found[0].start == found[0].end:
        return found[0].start, read
    if edge and found[0].start and found[0].end:
        return (found[0].end if edge.group(1).lower() in ("end", "close") else found[0].start), read
    return None


def _date_args(dates: list[Any]) -> dict[str, str]:
    """Date ranges as filter arguments: effective_from/_to, or end_from/_to for end dates."""
    args: dict[str, str] = {}
    for d in dates:
        prefix = "end" if d.field == "end" else "effective"
        if d.start:
            args[f"{prefix}_from"] = d.start.isoformat()
        if d.end:
            args[f"{prefix}_to"] = d.end.isoformat()
    for d in dates:  # "signed in FY 2015-16 till date": from that period's start until the end said with it
        prefix = "end" if d.field == "end" else "effective"
        if d.start is None and d.end and (start := args.get(f"{prefix}_from")) and start <= d.end.isoformat():
            args[f"{prefix}_to"] = max(args[f"{prefix}_to"], d.end.isoformat())
    return args


_NEGATED_PLACE = re.compile(
    r"(?:\bnon[- ]?|\b(?:not counting|not including|leaving out|not|no|without|outside|excluding|excludes?|except|other than|"
    r"apart from|besides|beyond|neither|nor|aren['’]t|isn['’]t|weren['’]t|wasn['’]t)\s+"
    r"(?:(?:of|in|from|under|governed by|the|an?|anything|any|those|ones|contracts?|agreements?|deals?|that|which|"
    r"are|is)\s+){0,4})$",
    re.I,
)
_STATES_OF = re.compile(r"\s+states?\b", re.I)
_ASIDE = re.compile(r"\b(?:leaving|leave|setting|set|putting|put)\s+(?:the\s+)?$", re.I)
_ASIDE_END = re.compile(
    # (not "keep the distributor out of Canada": out of a place)
    r"\s*\b(?:aside|out(?:\s+of\s+(?:it|this|that|them|there|the\s+(?:count|list|numbers?|figures?|pivot)))?)\b"
    r"(?!\s+of\b)",
    re.I,
)
# "leave the JVs out (of it)", "keep hosting deals out": a type left out, said around it
_LEFT_OUT_VERB = re.compile(r"\b(?:leaving|leave|keep|keeping)\s+(?:the\s+|our\s+|any\s+|all\s+)?$", re.I)
_LAWS = re.compile(r"\blaws?\b|\bgovern\w*", re.I)
# the nouns that name the contracts' parties ("our partners", "the suppliers", "a german licensor")
_PARTY_NOUNS = (
    r"counterpart\w*|part(?:y|ies)|compan(?:y|ies)|vendors?|suppliers?|customers?|clients?|partners?|"
    r"licensees?|licensors?|organi[sz]ations?"
)
# "a counterparty based outside the United States": a party's country, negated
_PARTY_OUTSIDE = re.compile(
    rf"\b(?:{_PARTY_NOUNS}|(?:other|their|one)\s+sides?)\s+"
    r"(?:(?:(?:that|who|which)\s+)?(?:is|are)\s+)?"
    rf"(?:(?:{LOCATED_WORDS}|sits|sitting)\s+)?"
    r"(?:outside|not\s+in|not\s+from)\s+(?:of\s+)?(?:the\s+)?$",
    re.I,
)


# a question about where the parties are: "per counterparty country", "which countries are our partners based in"
_PARTIES_WHERE = re.compile(
    rf"\b(?:{_PARTY_NOUNS}|distributors?)\s+countr(?:y|ies)\b|"
    rf"\bcountr(?:y|ies)\b.{{0,40}}\b(?:{_PARTY_NOUNS})\b.{{0,20}}\b(?:based|located|from|in)\b",
    re.I,
)


def _negated_place(text: str, place: Place, neg: re.Match[str]) -> tuple[str | None, Place]:
    """The slot a place said with a negation ("non-US", "outside the UK") excludes it from, and the
    place as read; no slot for a party's country said so (no filter excludes every party there)."""
    negated = "law_state_not" if place.subdivision else "law_country_not"
    if not place.is_law and _NONE_OF.match(neg.group(0)) and (party := _ONE_PARTY.match(text, place.end)):
        negated = "party_country_none"  # "no british company", "without a german licensor"
        place = dataclasses.replace(place, end=party.end())
    outside = _PARTY_OUTSIDE.search(text[: place.start])
    one = (
        (
            _ONE_PARTY.match(text, place.end)
            and re.search(r"\b(?:an?|one|with|have|has|any)\s+\S*$", text[: place.start])
        )
        or outside
        or (not place.is_law and _PARTIES_WHERE.search(text))  # "per partner country, not counting the US"
        or (
            neg.group(0).lower().startswith("non") and _ONE_PARTY.match(text, place.end)
        )  # "non-US counterparties"
    )
    if not place.subdivision and one and (not place.is_law or outside):
        negated = "party_country_not"  # "a non-US party", "a party outside the US governed by ..."
    elif not place.is_law and not one and _LAWS.search(text):  # "outside the US, how many are governed
        place = dataclasses.replace(place, is_law=True)  # by ...": the law, not a party
    keeps = place.is_law or negated in ("party_country_not", "party_country_none")
    return (negated if keeps else None), place


def _glosses_read(text: str, places: list[Place]) -> tuple[str, list[Place]]:
    """`text` with each bracket that only names a place again read (`glossed_again`), and the places
    without those said inside it."""
    for place in list(places):
        if gloss := glossed_again(text, place):
            text = text[: gloss.start(1)] + " " * (gloss.end(1) - gloss.start(1)) + text[gloss.end(1) :]
            places = [p for p in places if not gloss.start(1) <= p.start < gloss.end(1)]
    return text, places


# a country's law, then some of its states or provinces as examples: "Canadian law (any province:
# Ontario, BC, etc.)", "US law - any state (e.g. NY, Texas)": that country's law, whichever state
_STATE_EXAMPLES_BEFORE = re.compile(
    r"(?:\s+laws?)?\s*[?.,;:]?\s*(?:[-–—]\s*)?(?:(?:any|all|every|whichever)\s+(?:states?|provinces?)\s*[-–—:,]?\s*)?"
    r"\(\s*(?:(?:any|all|every|whichever)\s+(?:states?|provinces?)\s*[-–—:,]?\s*)?"
    r"(?:e\.?g\.?,?|such\s+as|like|incl\w*\.?|say)?\s*$"
    r"|(?:\s+laws?)?\s*[?.,;:]?\s*(?:[-–—]\s*)?(?:any|all|every|whichever)\s+(?:states?|provinces?)\s*[-–—:,]?\s*"
    r"(?:\(\s*)?(?:e\.?g\.?,?|such\s+as|like|incl\w*\.?|say)?\s*$",
    re.I,
)
_MORE_EXAMPLES = re.compile(
    r"\s*(?:,?\s*(?:etc\.?|and\s+so\s+on|or\s+whatever|whatever\s+we\s+(?:have|['’]ve\s+got)|\.\.\.|…))*\s*\)?",
    re.I,
)


def _state_examples(text: str, places: list[Place]) -> tuple[str, list[Place]]:
    """`text` with the states said as examples of a country's law read (blank), and the places without them."""
    for i, law in enumerate(places):
        if not (law.is_law and not law.subdivision and not law.region):
            continue
        j = i + 1
        while j < len(places) and places[j].country == law.country and places[j].subdivision:
            gap = text[places[j - 1].end : places[j].start]
            if j == i + 1 and not _STATE_EXAMPLES_BEFORE.fullmatch(gap):
                break
            if j > i + 1 and not re.fullmatch(r"\s*(?:,|/|&|\bor\b|\band\b)?\s*", gap, re.I):
                break
            j += 1
        if j == i + 1:
            continue
        more = _MORE_EXAMPLES.match(text, places[j - 1].end)
        marked = (
            re.search(  # said to be examples: "e.g.", "any province", "etc." (not "US law (Delaware)")
                r"\b(?:e\.?g|such\s+as|like|incl\w*|say|any|all|every|whichever)\b",
                text[law.end : places[i + 1].start],
                re.I,
            )
            or re.search(r"etc|so\s+on|whatever|\.\.\.|…", more.group(0), re.I)
        )
        if not marked:
            continue
        end = more.end()
        text = text[: law.end] + " " * (end - law.end) + text[end:]
        return text, [p for k, p in enumerate(places) if not i < k < j]
    return text, places


def _place_args(text: str, today: date | None = None) -> tuple[dict[str, str], str]:
    """Places as filters: governing law ("under California law") or a party's country ("Japanese
    parties"), a region's countries ("a party in the EU") as any one of them; and the text without
    them. A region left out ("non-EU") or beside another party's country stays unread, and is said."""
    args: dict[str, str] = {}
    places = _listed_laws(text, find_places(text, today))
    run = 0  # party countries listed one after another so far ("Nigeria, Kazakhstan, the UAE and ...")
    left_out_end: int | None = None  # where a place left out ("a non-US law") ends
    text, places, defined = _defined_region(text, places)  # "For us APAC = Greater China, Japan, ...": those
    args.update({"party_country": defined} if defined else {})
    # a region read as the party's country: a country of it named after it narrows it
    region_read = bool(defined)
    text, places = _glosses_read(text, places)  # "WA state (washington, not DC)": the bracket names it again
    text, places = _state_examples(text, places)  # "Canadian law (any province: Ontario, BC, etc.)"
    for i, place in enumerate(places):
        if (apart := _read_apart(text, places, i, left_out_end, args)) is not None:
            text = apart
            continue
        if place.region and (
            _NEGATED_PLACE.search(text[: place.start]) or _ASIDE.search(text[: place.start])
        ):
            continue  # "outside the EU": no slot leaves out a set of countries
        if (also := _also_left_out(text, places, i, args)) is not None:
            text = also  # "excluding Delaware and NY", "neither NY nor California law": both left out
            continue
        if neg := _NEGATED_PLACE.search(text[: place.start]):  # "non-US", "outside the UK": never that filter
            read = _left_out_place(text, place, neg, args)
            left_out_end = place.end if read != text and left_out_end is None else left_out_end
            text = read
            continue
        if place.country == "US" and not place.subdivision and _STATES_OF.match(text, place.end):
            text = text[: place.start] + " " * (place.end - place.start) + text[place.end :]
            continue  # "per US state": the dimension's name, not a filter
        if not place.is_law and place.subdivision:
            if (read := _party_state(text, place, args)) is not None:
                text = read
                continue
            place = places[i] = dataclasses.replace(place, is_law=True)
        slot = "law_country" if place.is_law else "party_country"
        said = (place.country, place.subdivision) if place.is_law else (place.country, None)
        if region_read and (inside := _in_region(text, places, i, args)) is not None:
            if inside:
                text = inside
                continue  # "in Europe (UK and Switzerland included)": in the region already, said again
            region_read = False  # "the Asia book: a party in China, Hong Kong or Japan": those, not all Asia
        region_read = region_read or bool(place.region and not place.is_law)
        between = text[places[i - 1].end : place.start] if i else ""
        if (
            slot == "party_country"
            and not place.region
            and not places[i - 1].region
            and args.get(slot, place.country) != place.country
            and _BOTH.fullmatch(between)
            and run < 2
        ):
            args["party_country_also"] = place.country  # "both a japanese and a german party": one in each
            text = text[: places[i - 1].end] + " " * (place.end - places[i - 1].end) + text[place.end :]
            continue
        listing = i and places[i - 1].is_law == place.is_law and _listing(between, run, place.is_law)
        if (
            slot in args
            and not listing
            and (args[slot], args.get("law_state") if place.is_law else None) != said
        ):
            continue  # a second law not listed with the first: one value per slot; it stays unread, and is said
        if place.is_law:  # "Texas or New York law": a contract has one governing law, so either one
            args["law_country"] = _or(args.get("law_country") if listing else None, place.country)
            if place.subdivision:
                args["law_state"] = _or(args.get("law_state") if listing else None, place.subdivision)
        else:  # "a party in Israel, Japan or Taiwan": in any one of them
            args["party_country"] = _or(args.get("party_country") if listing else None, place.country)
            run = run + 1 if listing else 1
        start = places[i - 1].end if listing else place.start  # a listed place: its "or" is read too
        text = text[:start] + " " * (place.end - start) + text[place.end :]
    return args, text


# every party in one country: "only between US companies", "solely with Japanese partners" (the words before
# the country), "without any foreign partner", "no non-US party" (a place left out of every party)
_ONLY_BEFORE = re.compile(
    r"\b(?:only|solely|exclusively|purely|just)\s+(?:(?:between|among|with)\s+)?(?:the\s+)?(?:two\s+)?$", re.I
)
_NONE_OUTSIDE_BEFORE = re.compile(
    r"\b(?:without|no|with\s+no|not\s+(?:have|having)|never)\s+(?:any\s+|an?\s+|single\s+|one\s+)?non[- ]?$",
    re.I,
)


def _only_parties_in(text: str, place: Place, args: dict[str, str]) -> str | None:
    """A country every party is in ("only between US companies", "without any foreign partner"):
    `party_country_only`, and the text with it read; None for any other place."""
    if place.is_law or place.region or place.subdivision or not (party := _ONE_PARTY.match(text, place.end)):
        return None
    before = _ONLY_BEFORE.search(text[: place.start]) or _NONE_OUTSIDE_BEFORE.search(text[: place.start])
    if before is None or args.get("party_country_only", place.country) != place.country:
        return None
    args["party_country_only"] = place.country
    if args.get("party_country") == place.country:
        del args["party_country"]  # "US companies only, no foreign partner": one condition, said once
    return text[: before.start()] + " " * (party.end() - before.start()) + text[party.end() :]


# a region the question defines by its countries: "For us APAC = Greater China, Japan, Korea ...", "by
# LatAm I mean Mexico and Brazil", "EMEA i.e. the UK, France and Germany"
_DEFINES = re.compile(
    r"\s*(?:=|:|\bmeans\b|\bi\.?e\.?,?|\b(?:I|we)\s+mean\b|\bis\b|\bfor\s+us\s+(?:is|means)\b)", re.I
)
_SENTENCE_END = re.compile(r"[?!]|\.(?=\s|$)")


def _defined_region(text: str, places: list[Place]) -> tuple[str, list[Place], str | None]:
    """A region defined by the places listed after it to the end of its sentence: the text with the
    region (each time it is said) and its definition read, the places left, and the countries it
    stands for (every one listed, a region listed as its countries); without one, all as they were
    and None."""
    for j, region in enumerate(places):
        if not region.region or region.is_law or not (m := _DEFINES.match(text, region.end)):
            continue
        stop = _SENTENCE_END.search(text, m.end())
        end = stop.start() if stop else len(text)
        listed_in = [p for p in places[j + 1 :] if p.start < end and not p.is_law]
        if len(listed_in) < 2:
            break
        codes = OR.join(dict.fromkeys(c for p in listed_in for c in options(p.country)))
        said = [p for p in places if p.region == region.region and p is not region]
        for p in [region, *said]:
            text = text[: p.start] + " " * (p.end - p.start) + text[p.end :]
        text = text[: region.end] + " " * (listed_in[-1].end - region.end) + text[listed_in[-1].end :]
        left = [p for p in places if p is not region and p not in said and p not in listed_in]
        return text, left, codes
    return text, places, None


def _read_apart(
    text: str, places: list[Place], i: int, left_out_end: int | None, args: dict[str, str]
) -> str | None:
    """A place read apart from the plain filters: one cut from the region read ("EU partners, UK
    excluded"), an example of one left out ("a non-US law? i.e. Canada, UK or PRC"), one set aside
    ("leaving Delaware aside"), the one country of every party ("only between US companies", "no
    foreign partner"): the text with it read; None otherwise."""
    for read in (
        lambda: _cut_from_region(text, places, i, args),
        lambda: _example_of_left_out(text, places, i, left_out_end, args),
        lambda: _set_aside(text, places[i], args),
        lambda: _only_parties_in(text, places[i], args),
    ):
        if (apart := read()) is not None:
            return apart
    return None


# a country left out of the region read: "EU partners excluding the UK", "a European party, UK excluded"
_CUT_BEFORE = re.compile(
    r"\b(?:excluding|excl\.?|except(?:\s+for)?|but\s+not|other\s+than|minus|apart\s+from|not\s+counting|"
    r"leaving\s+out|less)\s+(?:the\s+)?(?:[\s,/&]|\band\b|\bor\b|\bthe\b)*$",
    re.I,
)
_CUT_AFTER = re.compile(
    r"\s*(?:(?:is|are|being)\s+)?(?:excluded|not\s+included|left\s+out|aside|excepted)\b", re.I
)


def _cut_from_region(text: str, places: list[Place], i: int, args: dict[str, str]) -> str | None:
    """A country said to be left out of the region read as the party's country: the region less it
    (already outside it: said again), and the text with it read; None for any other place."""
    place = places[i]
    region = options(args.get("party_country"))
    if place.is_law or place.region or len(region) <= 3:
        return None
    if not text[place.start : place.end].strip():
        return text  # cut with the one listed before it
    cut = [place]  # "except China and Japan", "UK and Ireland excluded": each listed with it too
    for nxt in places[i + 1 :]:
        if nxt.is_law or nxt.region or not LISTED_BESIDE.fullmatch(text[cut[-1].end : nxt.start]):
            break
        cut.append(nxt)
    before = _CUT_BEFORE.search(text[: place.start])
    after = _CUT_AFTER.match(text, cut[-1].end)
    if not before and not after:
        return None
    args["party_country"] = OR.join(
        c for c in region if c not in {o for p in cut for o in options(p.country)}
    )
    start, end = (before.start() if before else place.start), (after.end() if after else cut[-1].end)
    return text[:start] + " " * (end - start) + text[end:]


def _example_of_left_out(
    text: str, places: list[Place], i: int, left_out_end: int | None, args: dict[str, str]
) -> str | None:
    """A place given as an example after one left out ("a non-US law? i.e. Canada, UK or PRC"): the
    text with it (and the "or" listing it) read, no filter; None for any other place."""
    place = places[i]
    left_out = {
        v for k in ("law_country_not", "law_state_not", "party_country_not") for v in options(args.get(k))
    }
    if left_out_end is None or place.country in left_out:
        return None
    if not (example := _EXAMPLES.search(text, left_out_end, place.start)):
        return None
    start = place.start
    if listed(text[places[i - 1].end : place.start]):
        start = max(example.end(), places[i - 1].end)
    return text[:start] + " " * (place.end - start) + text[place.end :]


# examples after a place left out: "non-US law, e.g. Canada or the UK", "(anything ex-US - Canada, UK, PRC)"
_EXAMPLES = re.compile(
    r"\(|\b(?:e\.?g|i\.?e)\b\.?|\bsuch\s+as\b|\blike\b|\bfor\s+(?:example|instance)\b|\bsay\b|\banything\b",
    re.I,
)


def _left_out_place(text: str, place: Place, neg: re.Match[str], args: dict[str, str]) -> str:
    """ "non-US", "outside the UK": the slot that leaves the place out (read once, or said twice:
    "outside the US ... foreign"); the text with it read. A party's country it cannot leave out stays
    unread, and is said."""
    negated, place = _negated_place(text, place, neg)
    said = place.subdivision or place.country
    if not negated or args.get(negated, said) != said:
        return text
    args[negated] = said
    text = text[: place.start] + " " * (place.end - place.start) + text[place.end :]
    return _NEGATED_PLACE.sub(lambda m: " " * len(m.group(0)), text[: place.start]) + text[place.start :]


def _set_aside(text: str, place: Place, args: dict[str, str]) -> str | None:
    """ "leaving Delaware aside, which states' laws ...": every one but that place (once); the text with
    it read (None where the place is not set aside)."""
    if not (aside := _ASIDE.search(text[: place.start])) or not (after := _ASIDE_END.match(text, place.end)):
        return None
    law = place.is_law or place.subdivision or _LAWS.search(text)
    slot = ("law_state_not" if place.subdivision else "law_country_not") if law else "party_country_not"
    if slot in args:
        return text
    args[slot] = place.subdivision or place.country
    return text[: aside.start()] + " " * (after.end() - aside.start()) + text[after.end() :]


# "(UK and Switzerland included)", "incl. the UK", "UK too": a country said to be in the region read before
_INCLUDED = re.compile(
    r"\s*\)?\s*(?:(?:are|is)\s+)?(?:includ\w*|incl\b\.?|too\b|as\s+well\b|also\b|counts?\b|in\s+it\b)", re.I
)


def _in_region(text: str, places: list[Place], i: int, args: dict[str, str]) -> str | None:
    """A party's country named after a region read as the party's country, and in it: said to be
    included ("Europe (UK and Switzerland included)", "Europe, incl. the UK"): the text with it read;
    named apart from it ("the Asia book: a party in China or Japan"): "" and the region dropped, so
    the countries named are the filter; None for any other place."""
    place = places[i]
    if place.is_law or place.region or "party_country" not in args:
        return None
    if place.country not in options(args["party_country"]):
        if m := _INCLUDED.match(text, place.end):  # "EU partners? (Switzerland counts for us)": added to it
            args["party_country"] = _or(args["party_country"], place.country)
            return text[: place.start] + " " * (m.end() - place.start) + text[m.end() :]
        if m := _INCLUDED_BEFORE.search(text, 0, place.start):  # "EU partners incl. the UK and Switzerland"
            args["party_country"] = _or(args["party_country"], place.country)
            more = i + 1 < len(places) and LISTED_BESIDE.fullmatch(text[place.end : places[i + 1].start])
            start = place.start if more else m.start()  # "incl." read with the last one it lists
            return text[:start] + " " * (place.end - start) + text[place.end :]
        return None
    if places[i - 1].region and re.fullmatch(
        r"\s*(?:,|or|and|&|/)\s*", text[places[i - 1].end : place.start]
    ):
        return None  # "Asia or Japan": listed with it
    region = next((j for j in range(i - 1, -1, -1) if places[j].region), None)  # the gloss's region
    glossed = region is not None and _GLOSS_LIST.fullmatch(text[places[region].end : place.start])
    if glossed and region is not None:  # "a party in the EU? (Germany only)": those, not examples
        close = text.find(")", place.end)
        if _NARROWED.search(text[places[region].end : close if close > 0 else len(text)]):
            glossed = None
    if (m := _INCLUDED.match(text, place.end)) or _INCLUDED_BEFORE.search(text, 0, place.start) or glossed:
        end = m.end() if m else place.end
        return text[: place.start] + " " * (end - place.start) + text[end:]
    if _INCLUDED.match(_and_more(text, places, i)):
        return text[: place.start] + " " * (place.end - place.start) + text[place.end :]
    del args["party_country"]
    return ""


_NARROWED = re.compile(r"\b(?:only|just|solely|not|except|excluding|but|without)\b", re.I)
# "including the UK", "and yes count the uk and switzerland": said to be in it, listed ones too
_INCLUDED_BEFORE = re.compile(
    r"\b(?:includ(?:ing|es)|incl\b\.?|(?:do\s+|please\s+|pls\s+)?count(?:ing)?|plus)\s*(?:the\s+)?"
    r"(?:(?:,|/|&|\s|\band\b|\bor\b|\bthe\b)*)$",
    re.I,
)
# a region's gloss so far, its countries read (blank): "ASEAN (SG, Msia, ..." before "Msia"
_GLOSS_LIST = re.compile(
    rf"(?:\s+(?:{_PARTY_NOUNS}|contracts?|agreements?|deals?))?"  # "EU partners (e.g. Germany, France)"
    r"\s*[?!:]?\s*\(\s*(?:e\.?g\.?,?\s*|i\.?e\.?,?\s*|incl\w*\.?\s*)?(?:the\s+)?(?:[\s,/&]|\bor\b|\band\b)*",
    re.I,
)


def _and_more(text: str, places: list[Place], i: int) -> str:
    """The text after the run of places listed from `places[i]` on ("UK and Switzerland included": " included")."""
    end = places[i].end
    for nxt in places[i + 1 :]:
        if not re.fullmatch(r"\s*(?:,|and|or|&|/)?\s*(?:the\s+)?", text[end : nxt.start], re.I):
            break
        end = nxt.end
    return text[end:]


_LEFT_OUT_TOO = re.compile(r"\s*,?\s*(?:and|or|nor|&|/)?\s*(?:the\s+)?", re.I)


def _also_left_out(text: str, places: list[Place], i: int, args: dict[str, str]) -> str | None:
    """A governing law listed right after one left out ("excluding Delaware and NY", "neither NY nor
    California law"): left out as well, into the same slot (the text with it read), else None."""
    if not i:
        return None
    place, before = places[i], places[i - 1]
    slot = "law_state_not" if place.subdivision else "law_country_not"
    said = before.subdivision or before.country
    if args.get(slot) is None or said not in options(args[slot]) or place.region:
        return None
    if not _LEFT_OUT_TOO.fullmatch(text[before.end : place.start]) or (place.subdivision is None) != (
        before.subdivision is None
    ):
        return None
    args[slot] = _or(args[slot], place.subdivision or place.country)
    return text[: before.end] + " " * (place.end - before.end) + text[place.end :]


def _listing(between: str, run: int, is_law: bool) -> bool:
    """Whether a place follows the one before it as one more value of the same slot: a law "Texas or
    New York law" (a contract has one), a party's country with "or" or in a list of three or more ("in
    Israel, Japan or Taiwan", "Nigeria, the UAE and Saudi Arabia": any one; a plain "Japanese and
    German parties" is not read as either)."""
    how = listed(between)
    if is_law:  # "PRC law or HK law": the word "law" said with each
        return bool(how or listed(re.sub(r"^\s*-?\s*laws?\b", " ", between, flags=re.I)))
    if not how:
        return False
    return how == "or" or run >= 2 or "," in between


# the words for one of a contract's parties: "a german party", "a party based in", "no british licensor"
_ONE_PARTY = re.compile(rf"\s*(?:{_PARTY_NOUNS})\b(?:\s+in\s+(?:it|them))?", re.I)


def _party_state(text: str, place: Place, args: dict[str, str]) -> str | None:
    """A state said without "law" ("the delaware ones") is a contract's governing law (None), unless a
    party's ("a party based in Texas", "a Texas company": `party_state`, and the text without it); with
    a party said elsewhere in the question, its role is not guessed (the text as it is: said back)."""
    if _PARTY_IN.search(text[: place.start]) or _ONE_PARTY.match(text, place.end):
        if "party_state" not in args and place.subdivision:
            args["party_state"] = place.subdivision
            return text[: place.start] + " " * (place.end - place.start) + text[place.end :]
        return text
    return text if _PARTY_PLACE.search(text) else None


# "a party based in", "companies located in", "one of the parties is in": a party's place follows
_PARTY_IN = re.compile(
    rf"\b(?:{_PARTY_NOUNS}|{LOCATED_WORDS})"
    r"(?:\s+(?:is|are))?\s+(?:in|from|out\s+of)\s+(?:the\s+state\s+of\s+)?$",
    re.I,
)
_NONE_OF = re.compile(r"(?:no|without|not counting|not including|excluding)\b", re.I)
# between two party countries that must both be there: "a japanese and a german party", "an american
# party and a chinese party"
_BOTH = re.compile(
    r"\s*(?:part(?:y|ies)|compan(?:y|ies)|counterpart(?:y|ies))?\s*(?:,\s*)?and\s+(?:an?\s+|one\s+)?", re.I
)


def _listed_laws(text: str, places: list[Place]) -> list[Place]:
    """A place listed with a governing law ("english or new york law", "under the laws of canada or
    the uk") is a governing law too."""
    places = list(places)
    for order in (range(1, len(places)), range(len(places) - 2, -1, -1)):
        for i in order:
            j = i - 1 if order.step == 1 else i + 1
            a, b = sorted((places[i], places[j]), key=lambda p: p.start)
            if places[j].is_law and not places[i].is_law and joined(text[a.end : b.start]):
                places[i] = dataclasses.replace(places[i], is_law=True)
    return places


def _or(value: str | None, more: str) -> str:
    return OR.join(dict.fromkeys([*(value.split(OR) if value else []), *more.split(OR)]))


_VALUE_WORD = (
    r"(?:(?:\$|dollar|stated|total|contract|monetary)\s*)?(?:values?|amounts?|figures?|prices?|sums?)"
)
_NO_VALUE = re.compile(
    rf"\b(?:(?:with|have|has|having)\s+)?(?:no|without\s+(?:an?\s+)?|missing\s+(?:an?\s+)?)\s*{_VALUE_WORD}"
    r"(?:\s+(?:attached|stated|given|on\s+record|recorded|specified))?(?!\w)|"
    rf"\b(?:whose|with\s+the|their|its)\s+{_VALUE_WORD}\s+(?:is\s+|are\s+)?(?:not\s+(?:stated|given|known|recorded|specified)|"
    r"unknown|missing|blank)\b",
    re.I,
)


def _read_dates(text: str, today: date | None, args: dict[str, Any]) -> str:
    """The date filters (into `args`): relative ("the next 90 days"), stated ("before 1 March 2020"),
    from now to one, or one day something was in force on; `text` with them read."""
    asked = text  # the whole question: the relative dates blank words that look ahead ("coming up")
    relative, text = find_relative_dates(text, today) if today else ([], text)
    from_now = _FROM_NOW.search(text) if today else None  # "between now and the end of 2020"
    if from_now:
        text = text[: from_now.start()] + " " * (from_now.end() - from_now.start()) + text[from_now.end() :]
    if on_day := _in_force_on(text, relative, today):  # "live at the cut-off of 31 Dec 2018": in force then
        args["active_on"] = on_day[0].isoformat()
        text, relative = (
            on_day[1],
            [],
        )  # the other dates said ("dated on or before ... and still open as of ...")
    dates, text = find_dates(text, today)
    relative, dates = _part_in_year(relative, dates, asked)
    found = looking_ahead([*relative, *dates], asked, today)
    if from_now and today and len(found) > 1 and (ends := _from_now_ends(found, today)):
        found = ends  # "between now and Sept 7, 2020 - mapping H2": H2 is inside the window asked
    if from_now and today and len(found) == 1 and (found[0].end or today) >= today:
        found = [dataclasses.replace(found[0], start=today)]  # from today to the end of the one named
    # "what ended in 2017 and what ends in 2020": either, said so (an "or" is split by `_alternatives`)
    # (periods said as dates only: "the last two weeks of December" is one period, not two)
    if (
        not relative
        and (apart := _periods_apart(found))
        and (not _UNREAD_OR.search(text) or len(apart) > 2)  # "Jan, Mar or May 2017": each, one "or"
    ):
        found = [f for f in found if f not in apart]
        if from_now and today:  # "between now and 5 March 2020, and what ended in 2017"
            apart = tuple(dataclasses.replace(f, start=today) if f.start > today else f for f in apart)
        args["any_of"] = [_date_args([f]) for f in apart]
        text = _OR_IN_DATES.sub("  ", text)  # "Jan, Mar or May": its "or" read (not "... or governed by")
    # "in calendar 2019 (1 January to 30 June 2019)": the narrower period, glossed
    if _DATES_IN_BRACKETS.search(asked):
        found = _within(found)
    args.update(_date_args(found))
    if found:  # "came into effect in the last 3 months": the start, said as a verb
        text = _TOOK_EFFECT.sub(lambda m: " " * len(m.group(0)), text)
    return text


# words that place a period against today: "the last quarter", "next March", "Q1 this year"
_AGAINST_TODAY = re.compile(
    r"\b(?:last|next|this|past|previous|prior|coming|current|ago|recent|upcoming|latest|today|now)\b", re.I
)


# a year asked part by part, not one part of it: "by quarter (Q1-Q4)", "split per month", "quarterly"
_PARTS_OF_YEAR = re.compile(
    r"\b(?:by|per|each|every|split|breakdown|broken|grouped|across)\b[^.?!]{0,25}\b(?:quarters?|months?)\b|"
    r"\b(?:quarterly|monthly)\b|\b[QH][1-4]\s*(?:-|–|—|to|through|thru)\s*[QH]?[1-4]\b",
    re.I,
)


# the year said of the contracts ("the 2018 licences", "2017 deals") or right before the part ("signed in
# 2017, in March"); not "signed in 2017 and amended in March", "still in force in March" (another event's)
_YEAR_OF_CONTRACTS = re.compile(rf"\b(?:19|20)\d\d\s+(?:[\w-]+\s+){{0,2}}?(?:{DOC_WORDS})s?\b", re.I)
_YEAR_THEN_PART = re.compile(r"\b(?:19|20)\d\d\s*,\s*(?:in|during)\s+", re.I)
_ANOTHER_EVENT = re.compile(
    r"\b(?:amend\w*|still|renew\w*|terminat\w*|expir\w*|ended|in\s+force|active|live)\b", re.I
)


def _part_in_year(relative: list[Any], dates: list[Any], asked: str) -> tuple[list[Any], list[Any]]:
    """A quarter or month said apart from the one year named ("of the 2018 licences, how many were
    signed in Q1?", "signed in 2017, in March"): that part of that year, not of the current one (the
    year would otherwise replace it unsaid). Not when the question places a period against today, nor
    when it asks the year part by part ("by quarter (Q1-Q4)")."""
    years = [
        d
        for d in dates
        if d.start and d.end and (d.start.month, d.start.day, d.end.month, d.end.day) == (1, 1, 12, 31)
    ]
    if (
        len(dates) != 1
        or len(years) != 1
        or years[0].start.year != years[0].end.year
        or _AGAINST_TODAY.search(asked)
        or _PARTS_OF_YEAR.search(asked)
        or not (_YEAR_OF_CONTRACTS.search(asked) or _YEAR_THEN_PART.search(asked))
        or _ANOTHER_EVENT.search(asked)
    ):
        return relative, dates
    year = years[0]
    parts = [
        r
        for r in relative
        if r.field == year.field
        and r.start
        and r.end
        and r.start.day == 1
        and r.start.year == r.end.year
        and (r.end + timedelta(days=1)).day == 1
        and (r.start.month, r.end.month) != (1, 12)
    ]
    if len(relative) != 1 or len(parts) != 1:
        return relative, dates
    part, y = parts[0], year.start.year
    end = date(y, part.end.month, calendar.monthrange(y, part.end.month)[1])  # February in a leap year
    return [dataclasses.replace(part, start=part.start.replace(year=y), end=end)], []


# dates with their year in brackets: "(1 January to 30 June 2019)", not "(Q1-Q4)"
_DATES_IN_BRACKETS = re.compile(r"\([^()]*\d[^()]*(?:19|20)\d{2}[^()]*\)")


def _within(found: list[Any]) -> list[Any]:
    """`found` without a period of one date that holds another of the same date whole: "the first half of
    calendar 2019 (1 January to 30 June 2019)" says the narrower one."""
    bounded = [f for f in found if f.start and f.end]
    wider = [
        f
        for f in bounded
        if any(
            g is not f
            and g.field == f.field
            and f.start <= g.start
            and g.end <= f.end
            and (g.start, g.end) != (f.start, f.end)
            for g in bounded
        )
    ]
    return [f for f in found if not any(f is w for w in wider)]


def _periods_apart(found: list[Any]) -> tuple[Any, ...] | None:
    """Periods of one date that do not meet ("ended in 2017 and ends in 2020", "signed in Jan, Mar or
    May 2017"): no contract is in two of them, so the question asks for any one of them (the last would
    otherwise replace the others unsaid)."""
    for said in dict.fromkeys(f.field for f in found):
        bounded = [f for f in found if f.field == said and f.start and f.end]
        apart = tuple(
            f for f in bounded if all(g is f or f.end < g.start or g.end < f.start for g in bounded)
        )
        if 2 <= len(apart) <= MAX_ALTERNATIVES:
            return apart
    for i, a in enumerate(found):  # two apart beside others that meet one of them
        for b in found[i + 1 :]:
            if (
                a.field == b.field
                and a.start
                and a.end
                and b.start
                and b.end
                and (a.end < b.start or b.end < a.start)
            ):
                return a, b
    return None


def _from_now_ends(found: list[Any], today: date) -> list[Any]:
    """ "between now and <day>" said beside other periods that all lie inside it: the one that ends
    last (the window asked; the others are what the asker plans inside it), else none."""
    last = max(found, key=lambda f: f.end or date.max)
    inside = all(
        f is last or (f.start or date.min) >= today and f.end is not None and f.end <= (last.end or date.max)
        for f in found
    )
    return [last] if inside and last.end else []


def _flag_read(text: str, m: re.Match[str]) -> tuple[str, bool]:
    """`text` with a yes/no filter's phrase `m` read (blanked), and whether the words before it leave
    those contracts out ("ignore contracts w/o a TCV": the ones with one)."""
    left_out = _LEFT_OUT.search(text[: m.start()])
    start = left_out.start() if left_out else m.start()
    return text[:start] + " " * (m.end() - start) + text[m.end() :], bool(left_out)


# leaving out the contracts that lack something keeps those that have it: "ignore contracts w/o a TCV"
_LEFT_OUT = re.compile(
    r"\b(?:ignor(?:e|ing)|exclud(?:e|ing)|leav(?:e|ing)\s+out|skip(?:ping)?|drop(?:ping)?|minus|not\s+counting|"
    r"except(?:\s+for)?|apart\s+from|other\s+than)\s+(?:the\s+|all\s+|any\s+)?"
    r"(?:contracts?|deals?|agreements?|ones)?\s*(?:that\s+(?:have|has)\s+|with\s+)?$",
    re.I,
)
_VALUE_ON_RECORD = re.compile(
    rf"\b(?:have|has|having|with)\s+an?\s+{_VALUE_WORD}\s+(?:on\s+(?:record|file|them|it)|stated|recorded|specified|"
    r"attached|listed|given)\b",
    re.I,
)
_LAW_WORDS = r"(?:governing[- ]law|gov(?:erning)?\s+law|choice[- ]of[- ]law|choice\s+of\s+law)"
_NO_LAW = re.compile(
    rf"\b(?:(?:with|have|has|having)\s+)?(?:no|without\s+(?:an?\s+|any\s+)?|(?:lack(?:s|ing)?|missing)\s+(?:an?\s+)?)"
    rf"\s*{_LAW_WORDS}(?:\s+(?:clause|field|recorded|on\s+(?:file|record)|stated|given))?\b|"
    rf"\b(?:the\s+)?{_LAW_WORDS}\s+(?:field\s+)?(?:is\s+|=\s*)?(?:blank|empty|missing|n/a|unknown|not\s+(?:stated|on\s+record|recorded))",
    re.I,
)
_NO_END = re.compile(
    r"\b(?:(?:with|have|has|having)\s+)?(?:no|without\s+(?:an?\s+|any\s+)?|"
    r"(?:do(?:es)?\s+not|don['’]?t|doesn['’]?t)\s+(?:have|has|show|list)\s+(?:an?\s+|any\s+)?|"
    r"(?:lack(?:s|ing)?|missing|with\s+no)\s+(?:an?\s+|any\s+)?)\s*(?:(?:fixed|set|firm|specific|stated)\s+)?"
    r"(?:end|expiry|expiration|termination)\s+dates?\b"
    r"(?:\s+(?:recorded|on\s+(?:file|record)|stated|listed|set|given|filled\s+in))?|"
    r"\bopen[- ]ended\b|\bnever\s+(?:expire|expires|end|ends)\b(?!\s+(?:before|until|till|by|in|on|after))|"
    r"\bno\s+fixed\s+term\b",
    re.I,
)
_AUTO = r"(?:auto(?:matic(?:ally)?)?[- ]?renew\w*|renew\w*\s+(?:on\s+their\s+own\s+|by\s+themselves\s+)?automatically|automatic\s+renewals?)"
_AUTO_RENEW_OFF = re.compile(
    rf"\b(?:do(?:es)?\s+not|don't|doesn't|didn't|never|not)\s+{_AUTO}|\b(?:no|without\s+(?:an?\s+)?)\s*{_AUTO}",
    re.I,
)
_EVERGREEN = re.compile(r"\bevergreens?\b", re.I)
_AUTO_RENEW_ON = re.compile(rf"\b{_AUTO}|{_EVERGREEN.pattern}|\bself[- ]renewing\b", re.I)
# "in force since <date>" where the question says the date is the effective date: the verb of that date
_IN_FORCE_SINCE = re.compile(r"\b(?:in\s+force|in\s+effect)(?=\s+(?:since|from|as\s+of|after)\b)", re.I)
_EFFECTIVE_SAID = re.compile(r"\b(?:by\s+|per\s+|the\s+|\()?effective\s+dates?\b", re.I)
_ONE_DOC = re.compile(
    rf"\b(?:the|this|that|its|their)\s+(?:[\w&.'’/-]+\s+){{0,6}}?(?:{DOC_WORDS})\b(?!s)|\bit\b", re.I
)
_ACTIVE_ON = re.compile(
    r"\b(remain\w*\s+(?:in force|in effect|active|live|current)|active|in force|in effect|current|currently running|still running|ongoing|not (yet )?expired|"
    r"(?:still|are|is)\s+live|live(?=\s+(?:ones|contracts|agreements|deals)\b)|(?:only|just)\s+(?:the\s+)?live)\b",
    re.I,
)
_ACTIVE_OFF = re.compile(
    r"\b(expired|inactive|already ended|(?:have|has|had)\s+(?:already\s+)?(?:lapsed|ended|expired)|lapsed|"
    # "have run out", not "which run out this year" (whose date is read before this and blanked)
    r"ran\s+out(?:\s+already)?|(?:(?<=have\s)|(?<=has\s)|(?<=had\s)|(?<=already\s))run\s+out|"
    r"out of force)\b",
    re.I,
)
# not ended, which an open-ended contract is not either: "not expired", "unexpired", "non-expired"
_NOT_ENDED = re.compile(
    r"\b(?:(?:(?:have|has|had|are|is)\s+)?not\s+(?:yet\s+)?(?:expired|ended|lapsed)(?:\s+yet)?|un-?expired|non-?expired|"
    r"yet\s+to\s+(?:expire|end))\b",
    re.I,
)
# "no longer in force", "not active any more": read before `_ACTIVE_ON` finds "in force" in them
_NO_LONGER = re.compile(
    r"\b(?:no longer|not)\s+(?:active|in force|in effect|running|live|valid|current)(?:\s+any\s?more)?\b",
    re.I,
)


WHEN_IT_ENDS = re.compile(
    r"\bwhen\s+(?:does|did|will|do|is|was)\s+(?:it|its|the|this|that|our|their)\b(?:\s+[\w&.'’/-]+){0,8}?\s+"
    r"(?:run\s+out|ran\s+out|expire[sd]?|end(?:s|ed)?|lapse[sd]?|terminate[sd]?|finish(?:es|ed)?)\b",
    re.I,
)


def _active_arg(low: str) -> bool | None:
    """True for "active", "in force", "not expired", "still live"; False for "expired", "lapsed",
    "no longer in force"; else None."""
    if _NO_LONGER.search(low):
        return False
    if _ACTIVE_ON.search(low):
        return True
    if _ACTIVE_OFF.search(low):
        return False
    return None


_ABOUT = re.compile(  # not "any we should think about renewing?": what the asker would do
    r"(?<!what )(?<!how )(?<!think )(?<!thinking )(?<!talk )(?<!worry )(?<!worried )(?<!care )(?<!know )"
    r"\b(?:about|regarding|concerning|mentioning|that mention|related to)\s+([\w -]{3,40}?)"
    r"(?:\?|$|\.|,| in | with | governed)"
)


def _keywords_arg(question: str, low: str) -> str | None:
    """Keywords the contracts must mention: a quoted phrase, or what follows "about" / "regarding"."""
    if m := re.search(r"(?<!\w)[\"“']([^\"”']{3,60})[\"”'](?!\w)", question):  # not "shaq's ... john's"
        return m.group(1)
    if (m := _ABOUT.search(low)) and low[: m.start()].strip():  # "Regarding the X deal: ..." opens a
        return m.group(1).strip()  # question about that contract; it names no keywords
    return None


def _is_vocabulary(text: str, mention: PartyMention | None = None, places: Sequence[Place] = ()) -> bool:
    """A 'party' that is really a type word, a role or a place ("Hosting", "the franchisee", "Japan"),
    or a word of a longer place name in the question (`places`: "Columbia" of "British Columbia")."""
    if mention and any(
        p.start <= mention.start and mention.end <= p.end and p.end - p.start > mention.end - mention.start
        for p in places
    ):
        return True
    low = text.lower().strip()
    if any(low in (w, f"{w}s") for w, _ in _TYPE_PATTERNS):
        return True
    if mention and low in country_names() and not any(n.lower().startswith(low) for n in mention.names):
        return True  # "the India one": a country, not a word inside "Gulf Oil Lubricants India, Ltd"
    low = possessive_free(low)  # "the franchisee's area": the role's
    if low in ROLE_WORDS or low.removesuffix("s") in ROLE_WORDS:  # a party recorded by its role alone
        return True
    said = text.rstrip(" .,;:!?")  # "... based in India.": the place, its full stop aside
    return any(p.start == 0 and p.end >= len(said) for p in find_places(said))


def intent_of(question: str) -> str:
    """The intent alone (search, count, top, groups, metric, parties, details)."""
    return _intent_read(question.lower())[0]


@lru_cache(maxsize=256)
def _intent_read(low: str) -> tuple[str, int | None]:
    """(the intent, the N of a ranking asked for): what the answer writer reads of a question, read
    once per question however many of `intent_of`, `ranked_limit` and `ranked_nth` ask."""
    tool, intent, extra = _intent(low)
    ranked = _ranked_n(tool, intent, extra, low)
    return _listed_whole(tool, intent, ranked, low)[0], ranked.get("limit") if intent == "top" else None


def _date_field(question: str) -> str:
    return "end_date" if END_WORDS.search(question) else "effective_date"


READ_METRIC_WORDS = {
    "median": re.compile(r"\bmedian\b", re.I),
    "count_parties": re.compile(r"\b(?:distinct|different|unique|separate)\b", re.I),
    "avg": re.compile(r"\btypical(?:ly)?\b", re.I),  # "what's a typical licence worth?"
}


_BRACKETED = re.compile(r"\(([^()\d]{2,60})\)")


def glosses(question: str, index: PartyIndex) -> list[re.Match[str]]:
    """Brackets none of whose words the reader knows ("supply agreements (Lieferverträge)", "a
    limitation of liability (Haftungsbeschränkung)", "(contrato de suministro)"): a gloss of the words
    before them, often in another language. Not a name (no party's name is said in them), no filter,
    no clause: nothing in them is read, and they are said back as not understood."""
    out = []
    named = [(n.start, n.end) for n in find_parties(question, index)]
    for m in _BRACKETED.finditer(question):
        inner = m.group(1)
        if any(a < m.end() and m.start() < b for a, b in named) or find_parties(inner, index):
            continue  # in a party's name, or naming one
        if re.search(r"[A-Z][\w.&'’-]*\s*$", question[: m.start()]) and re.match(
            r"\s*[A-Z]", question[m.end() :]
        ):
            continue  # inside a name: "Beike Internet (Beijing) Security Technology Co., Ltd."
        read = _plan(inner, _NO_PARTIES, None, None)
        if not read.args and not read.mentions and read.unread and not read.follow_up:
            words = re.findall(r"[^\W\d_]+", inner)
            unread = {w for phrase in read.unread for w in re.findall(r"[^\W\d_]+", phrase)}
            if words and all(w in unread for w in words):
                out.append(m)
    return out


def plan(
    question: str, index: PartyIndex, previous: dict[str, Any] | None = None, today: date | None = None
) -> Plan:
    """The tool call that answers `question`; `previous` is the last turn's tool arguments. A gloss in
    brackets (`glosses`) is left out of the reading and said back as not understood; the words saying
    whom a message asks for ("quick one for the procurement folks - ...") are left out and read."""
    # "quick one for the procurement folks - ...", "Short question: ...": whom it asks for, small talk; no filter
    if end := audience_end(question) or greeting_end(question):
        question = " " * end + question[end:]
    for aside in reversed(list(_WHERE_A_PARTY_IS.finditer(question))):  # "Loop (they're in Terrebonne, QC)"
        start, end = aside.span("aside")
        question = question[:start] + " " * (end - start) + question[end:]
    if (dated := occasion_end(question)) and _period_not_asked(question[dated[1] :], today):
        # "for the Q3 risk register: ...": the work's period, no filter
        question = question[: dated[0]] + " " * (dated[1] - dated[0]) + question[dated[1] :]
    if listed := _after_a_list(question, previous):  # "next 5", "value?"
        return listed
    asides = glosses(question, index)
    if not asides:
        return _plan(question, index, previous, today)
    blanked = question
    for m in asides:
        blanked = blanked[: m.start()] + " " * (m.end() - m.start()) + blanked[m.end() :]
    read = _plan(blanked, index, previous, today)
    if read.tool != "contract_details":
        read.unread = [
            *read.unread,
            *(m.group(1).strip() for m in asides if m.group(1).strip() not in read.unread),
        ]
    return read


_NO_PARTIES = PartyIndex()
# where a party named just before is, said in brackets: "Loop Industries (they're in Terrebonne, QC)",
# "Acme (HQ in Austin)": a description of that party, no filter of the contracts
_WHERE_A_PARTY_IS = re.compile(
    # after a name ("Loop Industries", "Acme Corp."), not "suppliers (who are in Germany)": a condition
    r"\b[A-Z][\w&'’-]{1,40}[.,]?(?P<aside>\s*\((?i:\s*(?:they['’]re|they\s+are|it['’]s|it\s+is|who\s+(?:are|is)|"
    r"which\s+is|(?:they['’]re\s+|it['’]s\s+)?(?:based|located|headquartered|hq['’]?d?|registered))\b"
    r"(?:\s+(?:based|located))?\s+(?:in|out\s+of|at)\s+[^()]{2,60})\))"
)
# a question that dates the contracts: "which licences were signed?", "how many are in force?"
_DATING = re.compile(
    r"\b(?:sign(?:ed|ing)?|executed|dated|effective|expir\w*|end(?:s|ed|ing)?|renew\w*|terminat\w*|"
    r"start(?:s|ed)?|commenc\w*|entered|in\s+force|live|running|active)\b",
    re.I,
)


def _period_not_asked(rest: str, today: date | None) -> bool:
    """Whether the question after a dated piece of work ("for the 2017 audit: ...") asks no period of
    its own contracts, or says its own: then the work's period is not the contracts'. "For the 2017
    audit: which licences were signed?" dates them by the audit's year (read, not dropped)."""
    if not _DATING.search(rest):
        return True
    return bool(find_dates(rest, today)[0] or (today and find_relative_dates(rest, today)[0]))


_COUNTED_WORDS = [w for w, n in NUMBER_WORDS.items() if isinstance(n, int) and 1 < n <= 20 and " " not in w]
# the next page of the last list: "next 5", "more", "show me the rest", "the remaining ones"
_PAGE = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|and|now|then|pls|please)[,.]?\s+)*"
    r"(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?)?(?:(?:show|list|give)\s+(?:me\s+|us\s+)?)?"  # "Could you show me the next batch?"
    r"(?:(?P<next>(?:the\s+)?next)(?:\s+(?P<n>\d{1,2}|" + "|".join(_COUNTED_WORDS) + r"))?|"
    r"(?P<rest>(?:all\s+)?(?:the\s+)?(?:rest|remaining(?:\s+ones)?|others)(?:\s+of\s+(?:them|those|the\s+list))?)|"
    r"(?P<more>(?:some\s+|\d{1,2}\s+)?more(?:\s+of\s+(?:them|those))?))"
    r"(?:\s+(?:ones|contracts|agreements|deals|lot|batch|bunch|page|set|please|pls|mate|thanks|cheers))*\W*$",
    re.I,
)
# a bare ask for the value of the last list: "value?", "total $?", "worth?"
_BARE_VALUE = re.compile(
    r"^\W*(?:and\s+)?(?:(?:the\s+)?total\s+)?(?:value|worth|\$|\$\s*value|how\s+much)(?:\s+of\s+(?:those|them|these))?\W*$",
    re.I,
)
_PAGED = ("sort_by", "descending")


def _after_a_list(question: str, previous: dict[str, Any] | None) -> Plan | None:
    """A bare follow-up on the last list: "next 5" (the contracts after those shown, in its order),
    "the rest", "value?" (its total value)."""
    if not previous or "file_id" in previous or "group_by" in previous or "metric" in previous:
        return None
    filters = {k: v for k, v in previous.items() if k in FILTER_KEYS}
    if _BARE_VALUE.match(question):
        args = {**filters, "metric": "sum", "field": "total_amount"}
        return Plan(tool="contract_aggregate", args=args, intent="metric", follow_up=True)
    if not (m := _PAGE.match(question)):
        return None
    start = int(previous.get("offset") or 0) + int(previous.get("limit") or MAX_SHOWN)
    said = (m["n"] or "").lower()
    limit = (
        MAX_LISTED if m["rest"] else int(said) if said.isdigit() else int(NUMBER_WORDS.get(said, MAX_SHOWN))
    )
    ordered = {k: previous[k] for k in _PAGED if k in previous}
    args = {**filters, **ordered, "offset": start, "limit": min(limit, MAX_LISTED)}
    return Plan(tool=_SEARCH, args=args, intent="top" if "sort_by" in previous else "search", follow_up=True)


def _only_slots(question: str, args: dict[str, Any], leftover: str) -> bool:
    """A message of one or two words that are all a filter's ("2018?", "licences?", "tx law?"): in a
    thread, the last question again with that filter, as "and 2018?" is."""
    words = re.findall(r"[\w'’-]+", question)
    return 0 < len(words) <= 2 and bool(set(args) & FILTER_KEYS) and not unread_phrases(leftover)


_STATE_CODE = re.compile(r"^\W*(?:(?:and|or|what\s+about|how\s+about)\s+)?([a-z]{2})\W*$", re.I)


def _state_said(question: str, previous: dict[str, Any] | None) -> str:
    """ "and ca?" after a question about a US state's law: that state's law ("ca" alone may be Canada)."""
    if not (previous and previous.get("law_state") and (m := _STATE_CODE.match(question))):
        return question
    if m.group(1).upper() not in us_states():
        return question
    return f"{question[: m.end(1)]} law{question[m.end(1) :]}"


def _plan(
    question: str, index: PartyIndex, previous: dict[str, Any] | None = None, today: date | None = None
) -> Plan:
    question = _state_said(question, previous)
    args, mentions, leftover = extract_filters(question, index, today)
    if "any_of" not in args and (either := _alternatives(question, leftover, index, today)):
        args, leftover = either
    across = _or_across(leftover, args)
    low = question.lower()
    if "has_value" in args:  # "how many have no total value on file?": those words asked no figure
        low = _VALUE_ON_RECORD.sub(" ", _NO_VALUE.sub(" ", low))
    dropped, rest = _dropped(leftover)
    if previous:
        leftover = rest
    else:  # "how many licences, expired ones included?", "across all types": no filter to drop, none set
        widened = dropped and (dropped <= {"active", "ended"} or _only_widened(leftover))
        leftover, dropped = (rest if widened else leftover), set()
    follow_up = bool(previous) and (
        bool(_FOLLOW_UP.search(question))
        or bool(dropped)
        or _only_slots(question, args, leftover)
        or bool(_WHICH_ONES.match(question))  # "which are they?" after a count
        or bool(_ALSO.search(question))  # "please include endorsement agreements also"
    )
    unnegated: list[str] = []
    negation = _NEGATION.search(leftover) if previous and not dropped else None
    if negation and previous and not set(args) & FILTER_KEYS:  # "flip it - which don't?": the last
        base = {k: v for k, v in previous.items() if k in FILTER_KEYS}  # list's condition, negated
        if (negated := _negated(base)) is not None:
            args = negated
            leftover = (
                leftover[: negation.start()] + " " * len(negation.group(0)) + leftover[negation.end() :]
            )
        else:  # which condition to negate is not said: said back as unread
            args, unnegated = base, [negation.group(0).strip()]
        follow_up = True
    elif previous and not set(args) & FILTER_KEYS and (swap := _DATE_SWAP.search(leftover)):
        args = _swapped_dates(previous, swap)  # "no I meant signed not ending": the other date
        leftover = leftover[: swap.start()] + " " * len(swap.group(0)) + leftover[swap.end() :]
        follow_up = True
    elif follow_up and previous:
        base = {k: v for k, v in previous.items() if k in FILTER_KEYS and k not in dropped}
        if any(k in dropped for alt in base.get("any_of") or [] for k in alt):
            del base["any_of"]  # "drop the dates" after "from 2019 or 2020"
        args = _follow_up(question, args, base, today)
    tool, intent, extra = _intent(low)
    args, tool, intent, extra, compared = _compared(tool, intent, extra, low, args)
    if compared:
        leftover = _COMPARING.sub(lambda m: " " * len(m.group(0)), leftover)  # "2016 vs 2018": read
    if (
        follow_up
        and previous
        and tool == _SEARCH
        and (_SAME_ASKED.search(question) or (dropped and not _ASKS_ANEW.search(question)))
    ):  # "and if you drop the date filter?": the same figure, without it
        tool, intent, extra = _same_asked(intent, extra, previous)
    top = bool(extra.pop("top", False))  # "top 5 ...": the phrase is read, not left unread
    extra = _ranked_n(tool, intent, extra, low)
    intent, extra = _listed_whole(tool, intent, extra, low)
    extra, leftover = _nth_ranked(tool, intent, extra, leftover)
    leftover = _LIST_FORMAT.sub(lambda m: " " * len(m.group(0)), leftover)  # "numbered": how, not which
    narrowing: dict[str, Any] = {}
    if tool == "contract_details":
        narrowing = {k: v for k, v in args.items() if k in ("parties", "contract_type")}
        args = {}
    if extra.get("limit") == MAX_LISTED:  # "the complete list": read
        leftover = _FULL_LIST.sub(lambda m: " " * len(m.group(0)), leftover)
    if extra.get("metric") in READ_METRIC_WORDS:  # "median", "distinct": read only when used
        leftover = READ_METRIC_WORDS[extra["metric"]].sub(" ", leftover)
    if start := preamble_end(question):  # "morning! prepping for the 10am - can u ...": small talk
        leftover = " " * start + leftover[start:]
    return Plan(
        tool=tool,
        args={**args, **extra},
        intent=intent,
        follow_up=follow_up,
        mentions=mentions,
        unread=[
            *unnegated,
            *(
                f"{m.group(0).strip()} (values are recorded in US dollars; I do not convert currencies)"
                for m in foreign_amounts(question)
            ),
            *across,
            *unread_phrases(
                _TOP_ONE.sub(" ", _TOP_N.sub(" ", _SORTED_BY.sub(" ", leftover)))
                if top
                else _SORTED_BY.sub(" ", leftover)
                if "sort_by" in extra  # "sort those by size - which is the biggest?": the order, read
                else leftover
            ),
        ]
        if tool != "contract_details"
        else [],
        leftover=leftover,
        narrowing=narrowing,
    )


# what a follow-up that drops a filter asks anew, when it does ("drop the dates and list them"; not
# "what if we remove the date filter?")
_ASKS_ANEW = re.compile(
    r"\b(?:list|show|which|what\s+(?:are|were)|what['’]s|what\s+is|how\s+many|count|number|give|names?|tell|"
    r"biggest|largest|smallest|highest|lowest|top|most|least|oldest|newest|latest|earliest|average|avg|total|sum)\b",
    re.I,
)
# a follow-up asking the last turn's figure of other contracts: "same for FY19", "what about 2018?"
_SAME_ASKED = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|and|now|so)[,.]?\s+)*(?:(?:the\s+)?same\s+(?:for|with|but|again|q|question|thing)\b|"
    r"(?:what|how)\s+about\b|(?:for|in)\s+(?!(?:each|every)\b))",
    re.I,
)
_AGGREGATE_ARGS = ("metric", "field", "group_by", "date_field", "descending", "limit", "order_by")


def _same_asked(
    intent: str, extra: dict[str, Any], previous: dict[str, Any]
) -> tuple[str, str, dict[str, Any]]:
    """A follow-up asking the same of other contracts ("what about 2017?", "and for the maintenance
    ones?"): the last turn's figure, or its ranking ("the biggest hosting deal?"), kept."""
    if kept := _asked_of(previous):
        return "contract_aggregate", "groups" if "group_by" in kept else "metric", kept
    if intent == "search" and previous.get("sort_by"):
        return _SEARCH, "top", {k: previous[k] for k in ("sort_by", "descending", "limit") if k in previous}
    return _SEARCH, intent, extra


def _asked_of(previous: dict[str, Any]) -> dict[str, Any] | None:
    """The figure the last turn asked for (a total, an average, counts per group), or None."""
    if not (previous.get("metric") or previous.get("group_by")):
        return None
    return {k: previous[k] for k in _AGGREGATE_ARGS if k in previous}


# a follow-up correcting which date the last turn read: "no I meant signed not ending", "sorry, expiring
# rather than signed", "I mean the start date"
_DATE_SWAP = re.compile(
    rf"^\s*(?:(?:no|sorry|actually|oops)[,.!]?\s+)*(?:(?:i\s+)?(?:meant|mean)\s+|"
    rf"(?=(?:the\s+)?\w+(?:\s+date)?[,]?\s+(?:not|rather\s+than|instead\s+of)\s))(?:the\s+)?"
    rf"(?:(?P<start>{START_VERBS})(?:\s+date)?|(?P<end>{END_VERBS})(?:\s+date)?)"
    rf"(?:[,]?\s+(?:not|rather\s+than|instead\s+of)\s+(?:the\s+)?(?:{START_VERBS}|{END_VERBS})(?:\s+date)?)?\s*[?.!]*\s*$",
    re.I,
)


def _swapped_dates(previous: dict[str, Any], swap: re.Match[str]) -> dict[str, Any]:
    """The last turn's filters with its dates read as the other date (start for end, or end for
    start); unchanged when they already are that date."""
    want, other = ("effective", "end") if swap.group("start") else ("end", "effective")
    out = {k: v for k, v in previous.items() if k in FILTER_KEYS}
    for edge in ("from", "to"):
        if f"{other}_{edge}" in out and f"{want}_{edge}" not in out:
            out[f"{want}_{edge}"] = out.pop(f"{other}_{edge}")
    return out


# a follow-up asking for the other contracts: "which don't?", "flip it", "the opposite"
_NEGATION = re.compile(
    r"\b(?:(?:the|its|that)\s+)?(?:opposite|reverse|inverse)\b|\b(?:flip|invert|reverse|negate)\b(?:\s+(?:it|that|this|them))?"
    r"|\b(?:which|what|and)(?:\s+ones?)?\s+(?:don['’]?t|do not|aren['’]?t|are not|doesn['’]?t|does not|"
    r"didn['’]?t|did not|won['’]?t|will not)\b(?:\s+(?:have|has|do|does|they|it))?",
    re.I,
)
# filter -> its negation, for the conditions a contract either meets or does not
_NEGATIONS: dict[str, str] = {
    "party_country": "party_country_none",
    "party_country_none": "party_country",
    "law_state_not": "law_state",
    "law_country_not": "law_country",
    "contract_type": "contract_type_not",
    "contract_type_not": "contract_type",
}
_TRUE_OR_FALSE = ("auto_renew", "active", "ended", "has_end_date", "has_value", "has_law")


def _negated(base: dict[str, Any]) -> dict[str, Any] | None:
    """The last list's filters with its one condition negated (the contract type, when it is the only
    one: "JVs with a chinese party" -> JVs with no chinese party); None when there are several
    conditions, or the one there is has no negation here (dates, values, parties). A list with one
    condition said in the negative ("signed in 2017 that are not service agreements") turns that one
    around ("and the opposite?": the service agreements signed in 2017)."""
    negative = [k for k in base if k in _NEGATIONS and k.endswith(("_not", "_none"))]
    if len(negative) == 1:
        out = dict(base)
        out[_NEGATIONS[negative[0]]] = out.pop(negative[0])
        return out
    conditions = {_CONDITION_OF.get(k, k) for k in base} - {"contract_type"}
    if len(conditions) > 1 or (not conditions and "contract_type" not in base):
        return None
    out = dict(base)
    if not conditions:  # "which ones aren't?" after "the reseller agreements"
        key = "contract_type" if "contract_type" in out else "contract_type_not"
        out[_NEGATIONS[key]] = out.pop(key)
        return out
    (condition,) = conditions
    keys = [k for k in base if _CONDITION_OF.get(k, k) == condition]
    if condition == "law" and "law_state" in base and "law_state_not" not in base:
        out.pop("law_country", None)
        out["law_state_not"] = out.pop("law_state")  # "not New York law"
        return out
    if condition == "law" and keys == ["law_country"]:
        out["law_country_not"] = out.pop("law_country")
        return out
    if len(keys) == 1 and (key := keys[0]) in _NEGATIONS and key != "contract_type":
        out[_NEGATIONS[key]] = out.pop(key)
        return out
    if len(keys) == 1 and keys[0] in _TRUE_OR_FALSE and isinstance(base[keys[0]], bool):
        out[keys[0]] = not base[keys[0]]
        return out
    return None


# a condition a follow-up can drop ("drop the date filter", "forget the state"), by the words naming it
_DROPPABLE: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"(?:end|expiry|expiration)\s+dates?|expiry|expiration", ("end_from", "end_to")),
    (r"(?:start|signing|effective)\s+dates?", ("effective_from", "effective_to")),
    (
        r"dates?|years?|period|time\s*frame|date\s+range|time",
        ("effective_from", "effective_to", "end_from", "end_to"),
    ),
    (
        r"(?:governing[- ])?laws?|states?|jurisdictions?",
        ("law_country", "law_state", "law_country_not", "law_state_not"),
    ),
    (r"(?:contract\s+)?types?|kinds?", ("contract_type", "contract_type_not")),
    (r"part(?:y|ies)|compan(?:y|ies)|counterpart(?:y|ies)|names?", ("parties", "parties_any")),
    (r"amounts?|values?|prices?|money|\$|dollars?|size", ("amount_op", "amount", "amount_max")),
    (r"status|active|expired", ("active", "ended")),
    (
        r"countr(?:y|ies)|locations?",
        PARTY_PLACE_SLOTS,
    ),
    (  # "drop the non-US filter": whichever place was excluded
        r"non[- ]?[a-z]{2,}|foreign|overseas",
        ("party_country_not", "law_country_not", "law_state_not"),
    ),
    (r"renewals?|auto[- ]?renew\w*", ("auto_renew",)),
    (r"clauses?", ("clause_type",)),
    (r"keywords?|words?|text", ("text",)),
)
_SLOT_WORD = "|".join(f"(?:{w})" for w, _ in _DROPPABLE)
# the words that drop a filter ("ignore the dates") or take any value of it ("regardless of the year")
_DROP_VERB = r"drop|remove|forget(?:\s+about)?|ignore|clear|skip|lose|get\s+rid\s+of|never\s*mind|without"
_ANY_VALUE = r"regardless\s+of|irrespective\s+of|no\s+matter|whatever"
_DROP = re.compile(
    rf"\b(?:{_DROP_VERB})\s+"
    rf"(?:the\s+)?(?:{_SLOT_WORD})(?:\s*(?:,|and|&)\s*(?:the\s+)?(?:{_SLOT_WORD}))*"
    r"(?:\s+(?:filters?|conditions?|constraints?|limits?|restrictions?|parts?|bits?|criteri(?:a|on)))?(?!\w)|"
    # "and across all types?", "what about any state?", "regardless of the year": any value of it
    r"(?:\b(?:across|for|over|in|of|on|under|with|about)\s+(?:all|any|every)|(?<![\w-])(?:all|any|every(?!\s+(?:years?|dates?|time)\b))|"
    rf"\b(?:{_ANY_VALUE})(?:\s+the)?)"
    rf"\s+(?:(?:the|our|of\s+the)\s+)?(?:(?:contract|agreement|deal)\s+)?(?:{_SLOT_WORD})(?!\w)(?!\s+of\b)",  # not "any type of NDA"
    re.I,
)
_WIDENED = re.compile(
    r"^\W*(?:across|for|over|in|of|on|under|with|about|all|every|regardless|irrespective|no|whatever)\b", re.I
)


def _dropped(leftover: str) -> tuple[set[str], str]:
    """The filter fields a follow-up drops ("drop the date filter", "ignore the dates and the law",
    "and across all types?"), and the leftover without the words that said so."""
    fields: set[str] = set()
    for m in _DROP.finditer(leftover):
        said = m.group(0)
        for words, keys in _DROPPABLE:
            if re.search(rf"(?<![\w-])(?:{words})(?![\w-])", said, re.I):
                fields.update(keys)
                said = re.sub(rf"(?<![\w-])(?:{words})(?![\w-])", " ", said, flags=re.I)
        leftover = leftover[: m.start()] + " " * (m.end() - m.start()) + leftover[m.end() :]
    return fields, leftover


# words that name no type ("contract types"), unless a follow-up drops that slot by them ("ignore the contract type")
_TYPE_WORDS = re.compile(r"distribution of|contract types?|types? of contracts?", re.I)
_SLOT_NAMED = re.compile(
    rf"\b(?:{_DROP_VERB}|all|any|every|{_ANY_VALUE})\s+(?:(?:the|our|of\s+the)\s+)?$", re.I
)


def _only_widened(leftover: str) -> bool:
    """Whether every drop said is a widening ("across all types"), which a first question may say too."""
    return all(_WIDENED.match(m.group(0)) for m in _DROP.finditer(leftover))


# the filter fields that are one condition together (a range, a law, an amount, the parties)
_CONDITION_OF = {
    **dict.fromkeys(("effective_from", "effective_to"), "effective"),
    **dict.fromkeys(("end_from", "end_to"), "end"),
    **dict.fromkeys(("law_country", "law_state", "law_country_not", "law_state_not"), "law"),
    **dict.fromkeys(("amount_op", "amount", "amount_max"), "amount"),
    **dict.fromkeys(("parties", "parties_any"), "parties"),
    **dict.fromkeys(("contract_type", "contract_type_not"), "contract_type"),
    **dict.fromkeys(PARTY_PLACE_SLOTS, "party_country"),
}


_COMPARING = re.compile(r"\b(?:than|vs\.?|versus|compared\s+(?:to|with))(?!\w)", re.I)


def _compared(
    tool: str, intent: str, extra: dict[str, Any], low: str, args: dict[str, Any]
) -> tuple[dict[str, Any], str, str, dict[str, Any], bool]:
    """A search comparing two years ("more licences in 2018 than in 2017?": counts per year) or two
    values of a slot ("more supply than distribution deals?": counts per type); else as it was."""
    if tool != _SEARCH:
        return args, tool, intent, extra, False
    if years := _compared_years(low, args):
        return years[0], *years[1], True
    if group := _compared_slot(find_money(low)[1], args):
        return args, "contract_aggregate", "groups", {"group_by": group, "descending": True}, True
    return args, tool, intent, extra, False


def _compared_years(
    low: str, args: dict[str, Any]
) -> tuple[dict[str, Any], tuple[str, str, dict[str, Any]]] | None:
    """ "Did we sign more licences in 2018 than in 2017?", "2016 vs 2018": counts per year over the
    years compared (each year's count said), not the one year a date slot keeps."""
    years = sorted({int(y) for y in re.findall(r"(?<![\d/.-])((?:19|20)\d{2})(?![\d/.-])", low)})
    if not _COMPARING.search(low) or len(years) != 2:
        return None
    field = "end" if any(k.startswith("end_") for k in args) else "effective"
    kept = {k: v for k, v in args.items() if not k.startswith(("effective_", "end_"))}
    kept |= {f"{field}_from": f"{years[0]}-01-01", f"{field}_to": f"{years[1]}-12-31"}
    extra = {
        "group_by": "year",
        "date_field": f"{field}_date",
        "order_by": "group",
        "descending": False,
        "limit": 60,
    }
    return kept, ("contract_aggregate", "distribution", extra)


def _compared_slot(low: str, args: dict[str, Any]) -> str | None:
    """The slot whose values a question compares ("more supply than distribution agreements", "hosting
    vs outsourcing", "more under delaware law than new york law"): counted per value."""
    if not _COMPARING.search(low):
        return None
    for slot in ("contract_type", "law_state", "law_country"):
        if len(options(args.get(slot))) >= 2:
            return slot
    return None


def _groups(args: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The filter arguments by the condition they are part of (`_CONDITION_OF`)."""
    groups: dict[str, dict[str, Any]] = {}
    for k, v in args.items():
        if k in FILTER_KEYS and k != "any_of":
            groups.setdefault(_CONDITION_OF.get(k, k), {})[k] = v
    return groups


def _gained(before: dict[str, dict[str, Any]], after: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {g: v for g, v in after.items() if before.get(g) != v}


_UNREAD_OR = re.compile(r"\bor\b", re.I)
_OR_IN_DATES = re.compile(r"(?<=\s\s)or(?=\s\s|\s*$)", re.I)  # between dates read (blank on each side)


def _alternatives(
    question: str, leftover: str, index: PartyIndex, today: date | None
) -> tuple[dict[str, Any], str] | None:
    """An "or" no slot read, between two conditions ("signed in 2015 or governed by texas law", "NY
    contracts from 2019 or 2020"): the filters with those two as `any_of`, and the leftover without
    the "or". Each "or" of the question is tried (slots read some: "2015 or later"); only one may
    split it into one condition on each side, else None (which would "A or B and C" join?)."""
    if len(_UNREAD_OR.findall(leftover)) != 1:
        return None
    found = [r for m in _UNREAD_OR.finditer(question) if (r := _split_at(question, m, index, today))]
    return found[0] if len(found) == 1 else None


def _split_at(
    question: str, at: re.Match[str], index: PartyIndex, today: date | None
) -> tuple[dict[str, Any], str] | None:
    """The question split at this "or": the condition before it is the one its last words were read as
    (words are taken off the end until a condition is lost); the one after it is read with the words
    that led up to the first ("expiring in 2019 or 2020": an end date too); the rest hold for both."""
    left, right = question[: at.start()], question[at.end() :]
    left_args, _, left_over = extract_filters(left, index, today)
    groups = _groups(left_args)
    for word in reversed(list(re.finditer(r"\S+", left))):
        before_args, _, prefix_over = extract_filters(left[: word.start()], index, today)
        before = _groups(before_args)
        if first := _gained(before, groups):
            break
    else:
        return None
    right_args, right_mentions, right_over = extract_filters(left[: word.start()] + right, index, today)
    second = _gained(before, _groups(right_args))
    common = {g: v for g, v in groups.items() if g not in first}
    if len(first) != 1 or len(second) != 1 or set(second) & set(common):
        return None
    one, other = next(iter(first.values())), next(iter(second.values()))
    if (
        "parties" in first
        and "parties" in second
        and not _same_condition(one, other)
        and not _parties_listed(left[word.end() :], right, right_mentions, word.start())
    ):
        return None  # "can Acme sublicense or hand off the rights Initech gave them": one contract's parties
    if right_over.startswith(prefix_over):
        right_over = right_over[len(prefix_over) :]
    else:  # the words before were read differently with the second condition: its own unread words
        right_over = " ".join(p for p in unread_phrases(right_over) if p not in unread_phrases(prefix_over))
    args = {k: v for g in common.values() for k, v in g.items()}
    if _same_condition(one, other):  # "if Acme is acquired or wants to assign, does it need Initech's ...?"
        return {**args, **one}, f"{left_over} {right_over}"  # the parties named before the "or"
    args["any_of"] = [one, other]
    return args, f"{left_over} {right_over}"


def _parties_listed(after_first: str, right: str, mentions: list[PartyMention], offset: int) -> bool:
    """Whether two parties an "or" stands between are listed as alternatives ("Acme or Initech",
    "with Acme or with Initech"): the "or" right after the first, the second a word or two after it."""
    if after_first.strip():
        return False
    second = min((m.start for m in mentions if m.start >= offset), default=None)
    return second is not None and len(right[: second - offset].split()) <= 2


def _same_condition(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two conditions are one: the same, or parties one of which names only parties the other
    names (in another order, or twice: "what royalties or revenue share does Virtuoso owe JHU?")."""
    if set(a) == set(b) == {"parties"}:
        one, other = set(a["parties"]), set(b["parties"])
        return one <= other or other <= one

    def unordered(c: dict[str, Any]) -> dict[str, Any]:
        return {k: frozenset(v) if isinstance(v, list) else v for k, v in c.items()}

    return unordered(a) == unordered(b)


def _or_across(leftover: str, args: dict[str, Any]) -> list[str]:
    """["or"] when an "or" no slot read stands in a question with two or more conditions ("a british
    counterparty or under UK law"): the filters hold together (and), so the "or" is said as unread."""
    conditions = {_CONDITION_OF.get(k, k) for k in args if k in FILTER_KEYS}
    return ["or"] if len(conditions) >= 2 and re.search(r"\bor\b", leftover, re.I) else []


def _follow_up(
    question: str, args: dict[str, Any], base: dict[str, Any], today: date | None = None
) -> dict[str, Any]:
    """The previous turn's filters with the slots this follow-up names replaced ("what about 2018?"
    replaces the dates, "and California?" after a governing-law question replaces the law)."""
    if "party_country" in args and ("law_country" in base) and not _PARTY_PLACE.search(question):
        places = [p for p in find_places(question) if not p.is_law]
        if places:  # a bare place after a governing-law question is another governing law
            del args["party_country"]
            args["law_country"] = places[0].country
            if places[0].subdivision:
                args["law_state"] = places[0].subdivision
    elif (
        "law_country" in args
        and "law_country" not in base
        and (places := find_places(question))
        and not any(p.is_law for p in places)
        and ("party_state" in base if places[0].subdivision else "party_country" in base)
        and not _NARROWS.search(question)
    ):  # "and Texas instead?" after "a California-based party": another party place, not a governing law
        args.pop("law_country")
        args.pop("law_state", None)
        args["party_state" if places[0].subdivision else "party_country"] = (
            places[0].subdivision or places[0].country
        )
    has_dates = any(k in args for k in ("effective_from", "effective_to"))
    ends = END_WORDS.search(re.sub(r"\bend\s+of\b", " ", question, flags=re.I))  # not "until the end of 2024"
    if has_dates and not ends and any(k.startswith("end_") for k in base):
        for k in ("from", "to"):  # "what about 2021?" after "what expires in 2020": the end date again
            if f"effective_{k}" in args:
                args[f"end_{k}"] = args.pop(f"effective_{k}")
    starts = f"{today.isoformat()}" if today else None
    for name in ("effective", "end"):  # "and till the end of 2024?" after "from today until ...": from today
        low, high = f"{name}_from", f"{name}_to"
        if high in args and low not in args and base.get(low) == starts and starts <= args[high]:
            args[low] = starts
    before_type = base.get("contract_type")
    for family in _SLOT_FAMILIES:
        if any(k in args for k in family):
            base = {k: v for k, v in base.items() if k not in family}
    named = {_CONDITION_OF.get(k, k) for k in args}
    if any(_CONDITION_OF.get(k, k) in named for alt in base.get("any_of") or [] for k in alt):
        base.pop("any_of")  # "what about 2018?" after "from 2019 or 2020": the year asked now
    if "parties" in args and "parties" in base and not _REPLACES.search(question):
        args["parties"] = list(dict.fromkeys([*base["parties"], *args["parties"]]))
    if "contract_type" in args and before_type and _ALSO.search(question):  # "please include X also"
        args["contract_type"] = OR.join(
            dict.fromkeys([*before_type.split(OR), *args["contract_type"].split(OR)])
        )
    return {**base, **args}


# a type added to the last list's, not put in its place: "please include endorsement agreements also"
_ALSO = re.compile(
    r"\b(?:include|add|plus)\b.*\b(?:also|as\s+well|too)\b|\b(?:also|as\s+well)\s+(?:include|add)\b|"
    r"\b(?:include|add)\s+(?:the\s+)?[\w-]+\s+(?:ones|agreements|contracts|deals)\s+(?:to\s+(?:it|that|the\s+list))\b",
    re.I,
)


Intent = tuple[str, str, dict[str, Any]]  # (tool, intent name, extra tool arguments)
# "show me the distributor deals under New York law" asks for a list, not one contract by its title
_MANY_DOCS = re.compile(
    rf"\bhow many\b|\b(?:{DOC_WORDS})s\b|\b(?:documents|ones|those|these|them|all)\b|"
    r"\bthe\s+(?:full\s+|whole\s+|complete\s+|entire\s+)?(?:list|lot|results?|rest|matches)\s*[?.!]*$"  # "show me the list"
)
_SEARCH = "contract_search"


@dataclass(frozen=True)
class Asked:
    """What several question types read the same way: largest or smallest first, and of which value."""

    desc: bool  # largest / latest first, unless "fewest", "lowest", "oldest" ... is said
    field: str  # "duration_days" when a term or length is asked about, else "total_amount"

    @classmethod
    def of(cls, low: str) -> Asked:
        return cls(
            desc=not re.search(  # not "at least one non-US party": a condition, no order
                rf"\b(fewest|(?<!\bat )least|lowest|smallest|minimum{_NOT_A_COMMITMENT}|oldest|earliest|shortest)\b",
                low,
            ),
            field="duration_days"
            if re.search(r"\b(duration|term|length|longest|shortest|how long)\b", low)
            else "total_amount",
        )


def _by_date(question: str, a: Asked) -> dict[str, Any]:
    """Newest or oldest by start; by end when the superlative is of an end ("expired most recently",
    "the first to run out": the soonest end first)."""
    if m := _ENDED_FIRST.search(question):
        return {
            "sort_by": "end_date",
            "descending": not re.search(r"\b(?:first|earliest|soonest|next)\b", m.group(0), re.I),
        }
    return {"sort_by": "effective_date", "descending": a.desc}


# the superlative is of an end: "which contract expired most recently?", "the latest to expire", "ended first"
_ENDED_FIRST = re.compile(
    r"\b(?:most\s+recently|latest|last)\s+(?:expired|ended|lapsed|terminated|finished)\b|"
    r"\b(?:expir\w*|ended|ending|ends|lapsed|ran\s+out|terminated|finished)\s+(?:the\s+)?(?:most\s+recently|latest|earliest|soonest|"
    r"(?:last|first)\b(?!\s+(?:weeks?|months?|quarters?|years?|half|days?|fiscal|fy|calendar|summer|winter|spring|"
    r"fall|autumn|\d|few|couple|\w+\s+(?:weeks|months|quarters|years|days)\b)))\b|\b(?:latest|last|first|earliest|soonest|next)\s+(?:[\w-]+\s+){0,2}?to\s+(?:expire|end|lapse|run\s+out)\b",
    re.I,
)


@dataclass(frozen=True)
class QuestionType:
    """One kind of question the offline planner answers: what it recognises (`pattern`, unless
    `unless` is said too), the tool it calls with which extra arguments, and its intent name, by which
    `agent.answer` phrases the answer. Filters are read separately, the same for every type."""

    intent: str
    tool: str
    pattern: re.Pattern[str]
    args: Callable[[re.Match[str], Asked], dict[str, Any]] = lambda m, a: {}
    unless: re.Pattern[str] | None = None

    def read(self, low: str, asked: Asked) -> Intent | None:
        if (m := self.pattern.search(low)) and not (self.unless and self.unless.search(low)):
            return self.tool, self.intent, self.args(m, asked)
        return None


def _intent(low: str) -> Intent:
    """(tool, intent name, extra tool arguments) for a lower-case question: the first of
    `QUESTION_TYPES` that reads it, else a search."""
    asked = Asked.of(low)
    for kind in QUESTION_TYPES:
        if found := (kind.read(low, asked) if isinstance(kind, QuestionType) else kind(low, asked)):
            return found
    return _SEARCH, "search", {}


_FULL_LIST = re.compile(r"\b(?:full|complete|entire|whole)\s+list\b", re.I)  # "the complete list of ..."
_LIST_ALL = re.compile(rf"\b(list|show|give|name)\b.*\b(all|every|each)\b|{_FULL_LIST.pattern}")
_COUNTED = [w for w in _COUNTED_WORDS if NUMBER_WORDS[w] <= 12]  # a rank's count ("the top three")
_TOP_N = re.compile(
    rf"\b(?:the\s+)?(?:top|biggest|largest|main|leading|which|what)\s+(\d{{1,2}}|{'|'.join(_COUNTED)})\b|"
    # "our 5 biggest counterparties by number of deals": the N said before the superlative
    rf"\b(\d{{1,2}}|{'|'.join(_COUNTED)})\s+(?:biggest|largest|main|leading|most\s+important)\b|"
    # "the five US governing-law states with the biggest total value": the N said, the superlative after
    rf"\bthe\s+(\d{{1,2}}|{'|'.join(_COUNTED)})\s+(?=[^?]{{0,50}}?\bwith\s+the\s+(?:most|biggest|largest|highest)\b)",
    re.I,
)


# the words that rank contracts, by value, term or date
_SUPERLATIVES = (
    r"biggest|largest|highest|smallest|lowest|cheapest|longest|shortest|newest|latest|oldest|earliest"
)
# "top 3 contracts", "the 2 biggest licences", "our four most valuable deals": that many, ranked
_RANKED_N = re.compile(
    rf"\b(\d{{1,2}}|{'|'.join(_COUNTED)})\s+(?:[\w-]+\s+)?(?:{_SUPERLATIVES}|most\s+valuable|most\s+recent)\b|"
    rf"\btop\s+(\d{{1,2}}|{'|'.join(_COUNTED)})\s+(?:[\w'-]+\s+){{0,4}}?(?:contracts|agreements|agmts|deals|(?:{DOC_WORDS})s)\b|"
    # "the earliest 5 licence agreements", "biggest three deals"
    rf"\b(?:{_SUPERLATIVES})\s+"
    rf"(\d{{1,2}}|{'|'.join(_COUNTED)})\s+(?:[\w'-]+\s+){{0,2}}(?:contracts|agreements|agmts|deals|ones|(?:{DOC_WORDS})s)\b|"
    # "sponsorship deals - just the top three by value": the contracts named before
    # ... "top 3 joint ventures by dollar value": the type's words between
    rf"\btop\s+(\d{{1,2}}|{'|'.join(_COUNTED)})(?:\s+[\w'-]+){{0,3}}?(?=\s+(?:by|in\s+terms\s+of|on)\b|\s*(?:[?.!,;]|$))",
    re.I,
)


# a list asked for whole, in some order: "list them pls, oldest first", "show all of those by value"
_LIST_THEM = re.compile(
    r"\b(?:list|show|give|enumerate)\s+(?:me\s+|us\s+)?(?:them|those|these|all(?:\s+of\s+(?:them|those|these))?)\b",
    re.I,
)
# how a list is to be laid out, not which contracts it holds
_LIST_FORMAT = re.compile(
    r"\b(?:numbered|(?:as|in)\s+a\s+(?:numbered\s+|bulleted\s+)?list|as\s+bullets|bullet(?:ed|\s+points?))\b",
    re.I,
)


def _listed_whole(tool: str, intent: str, extra: dict[str, Any], low: str) -> tuple[str, dict[str, Any]]:
    """ "list them, oldest first": every one, in that order, rather than the first one."""
    if tool == _SEARCH and intent == "top" and "limit" not in extra and _LIST_THEM.search(low):
        return "search", {**extra, "limit": MAX_LISTED}
    if tool == _SEARCH and intent == "search" and "limit" not in extra and _WHICH_ONES.match(low):
        return intent, {**extra, "limit": MAX_LISTED}  # "which ones?" after a count: all of them
    return intent, extra


_WHICH_ONES = re.compile(
    r"^\W*(?:and\s+|ok(?:ay)?,?\s+|so\s+)?(?:(?:which|what)\s+(?:ones|are\s+they|were\s+they)|"
    r"(?:(?:can|could)\s+(?:you|u)\s+)?(?:show|give|send)\s+(?:me\s+|us\s+)?the\s+(?:full\s+|whole\s+|complete\s+)?list"
    r"(?:\s+(?:please|pls))?)\W*$",
    re.I,
)


def _ranked_n(tool: str, intent: str, extra: dict[str, Any], low: str) -> dict[str, Any]:
    """A ranked search of "the 3 biggest licences", "top 3 contracts by value": those three, in order
    (the N shown); "the biggest" keeps the default. A count that asks for the list too ("how many
    ..., and could you list them all?") shows them all."""
    if (
        tool == _SEARCH
        and intent == "count"
        and "limit" not in extra
        and (_LIST_ALL.search(low) or _LIST_THEM.search(low))
    ):
        return {**extra, "limit": MAX_LISTED}  # "how many ...? list them pls": every one
    if tool != _SEARCH or intent != "top" or "limit" in extra or not (m := _RANKED_N.search(low)):
        return extra
    said = m.group(1) or m.group(2) or m.group(3) or m.group(4)
    return {**extra, "limit": int(said) if said.isdigit() else int(NUMBER_WORDS[said.lower()])}


# "the second largest", "3rd oldest": that place of a ranking
_NTH_RANKED = re.compile(
    rf"\b(second|third|fourth|fifth|2nd|3rd|4th|5th)[\s-]+(?=(?:{_SUPERLATIVES}|most\s+(?:valuable|recent))\b)",
    re.I,
)
_PLACES = {"second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5}


def _nth_ranked(tool: str, intent: str, extra: dict[str, Any], leftover: str) -> tuple[dict[str, Any], str]:
    """ "the second largest": the ranking down to that place, its ordinal read."""
    if tool != _SEARCH or intent != "top" or not (nth := _NTH_RANKED.search(leftover)):
        return extra, leftover
    extra = {**extra, "limit": max(extra.get("limit", 0), _PLACES[nth.group(1).lower()])}
    return extra, leftover[: nth.start()] + " " * (nth.end() - nth.start()) + leftover[nth.end() :]


def ranked_nth(question: str) -> int | None:
    """The place of a ranking a question asks for ("the second largest contract": 2), else None."""
    m = _NTH_RANKED.search(question)
    return _PLACES[m.group(1).lower()] if m and intent_of(question) == "top" else None


# "what share of our licences are under NY law?", "what % of the supply agreements renew automatically?":
# the contracts of the words after "of" (the base), and those of them the rest of the question asks about
SHARE_WORDS = r"share|percentage|proportion|fraction|portion|part|%|percent"  # the words asking a share
_SHARE = re.compile(
    rf"\b(?:what|which|the)\s+(?:{SHARE_WORDS})\s+of\s+(?P<base>.+?)\s+"
    r"(?=(?:are|is|were|was|have|has|had|renew\w*|run\w*|expir\w*|end\w*|include\w*|contain\w*|carr(?:y|ies)|fall\w*|"
    r"come|comes|sit\w*|got|get|gets|involve\w*|with|without|under|governed)\b)|"
    r"\bhow\s+many\s+(?:percent|%)\s+of\s+(?P<base2>.+?)\s+(?=(?:are|is|were|have|has|renew\w*|with|under|governed)\b)",
    re.I,
)


def share_base(question: str) -> str | None:
    """The words naming the contracts a share is of ("our licence agreements" of "what % of our licence
    agreements are under California law?"), else None."""
    m = _SHARE.search(question)
    return (m.group("base") or m.group("base2")).strip() if m else None


def ranked_limit(question: str) -> int | None:
    """The N of a ranking a question asks for ("the 3 biggest", "the earliest 5 licences"), else None."""
    return _intent_read(question.lower())[1]


def _top_count(m: re.Match[str]) -> int:
    """The N of "top 5" / "which two" / "5 biggest" / "the five ... with the biggest"."""
    said = m.group(1) or m.group(2) or m.group(3)
    return int(said) if said.isdigit() else int(NUMBER_WORDS[said.lower()])


_TOP_GROUPS = (  # the noun after "top N" -> what the contracts are grouped by
    (_PARTY_NOUNS, "party"),
    (r"types?|kinds?|categor(?:y|ies)", "contract_type"),
    (r"states?|jurisdictions?", "law_state"),
    (r"countr(?:y|ies)", "law_country"),
    (r"(?:governing[- ])laws?", "law_country"),
    (r"years?", "year"),
    (r"clauses?|clause types?", "clause_type"),
)


def _top_n(low: str, desc: bool) -> Intent | None:
    """'top 5 counterparties', 'the top 3 types among ...': the N largest groups of one dimension."""
    if not (m := _TOP_N.search(low)):
        return None
    after = low[m.end() : m.end() + 60]
    if re.match(rf"\s*(?:[\w'-]+\s+)?(?:contracts|agreements|agmts|deals|(?:{DOC_WORDS})s)\b", after):
        return None  # "top 3 contracts by value (where the counterparty is non-US)": the contracts, ranked
    heads = [  # "3 countries", "3 US governing-law states": the last of its words names what is ranked
        (m2.end(), g)
        for g in _TOP_GROUPS
        if (
            m2 := re.match(
                rf"\s*(?:(?!(?:for|of|by|in|among|across|with|on|under)\b)[\w'-]+\s+){{0,2}}?(?:{g[0]})\b",
                after,
            )
        )
    ]
    named = [g for _, g in sorted(heads, key=lambda h: -h[0])[:1]]
    if re.match(r"\s*by\s+(?:the\s+)?(?:number|count|#)\s+of\b", after):  # "our key counterparties? the top
        after = low[: m.start()]  # three by number of licence agreements": what is ranked was said before
        named = [g for g in _TOP_GROUPS if re.search(rf"\b(?:{g[0]})\b", after)]
        places = [g for g in named if g[1] in ("law_country", "party_country")]
        if places and any(g[1] == "party" for g in named):
            named = (
                places  # "which countries do our partners come from most? top 4 by number of ...": countries
            )
    for words, group in named or _TOP_GROUPS:
        if re.search(rf"\b({words})\b", after):
            if group == "law_country" and re.search(
                rf"\b(?:{_PARTY_NOUNS})\b|\b(?:{LOCATED_WORDS})\b", low
            ):  # "where are our counterparties based? top 5 countries": the parties' countries
                group = "party_country"
            if group == "law_state" and re.search(r"\bby\s+countr(?:y|ies)\b", after):
                group = "law_country"  # "top 3 jurisdictions by country"
            args = {"group_by": group, "limit": _top_count(m), "descending": desc, "top": True}
            args.update(_metric_of(low) if group != "clause_type" else {})  # "top 3 types by total value"
            return "contract_aggregate", "groups", args
    return None


def _ranked(low: str, desc: bool) -> Intent | None:
    """'governing-law states ranked by total value', 'types ordered by count': groups of that dimension."""
    for words, group in _TOP_GROUPS:
        if re.search(
            rf"\b(?:{words})\s+(?:ranked|ordered|sorted|listed)\s+by\b|\brank\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:{words})\b",
            low,
        ):
            args = {"group_by": group, "descending": desc, "limit": 10, **_metric_of(low)}
            return "contract_aggregate", "groups", args
    return None


def _group_intent(low: str, asked: Asked) -> Intent | None:
    """Counts per year / quarter / month, per party or country, and distributions by type or clause;
    "top N" anywhere ("contracts per governing-law state, top 5") is how many groups are shown."""
    desc = asked.desc
    if found := _top_n(low, desc):
        return found
    found = _ranked(low, desc) or _grouped(low, desc)
    if found and (m := _TOP_N.search(low)) and found[1] in ("groups", "distribution"):
        tool, _, args = found
        return tool, "groups", {**args, "limit": _top_count(m), "descending": desc, "top": True}
    return found


# "the annual fee", "a yearly licence fee": a sum paid each period, not a count per period
_NOT_A_FEE = r"(?!\s+(?:[\w-]+\s+)?(?:fees?|payments?|royalt\w+|rent|charges?|costs?|amounts?|spend|budget|minimums?)\b)"
# "for the annual report", "the quarterly review": the occasion asked for, not a count per period
_NOT_AN_OCCASION = (
    r"(?!\s+(?:[\w-]+\s+)?(?:reports?|reviews?|meetings?|accounts|filings?|audits?|plans?|planning|summar(?:y|ies)|"
    r"decks?|board|updates?|returns?|statements?|cycles?|offsites?|check[- ]?ins?|business\s+reviews?)\b)"
)


# which date a period groups by: "by effective year", "per expiry quarter"
_DATE_KIND = (
    r"(?:effective|start(?:ing)?|signing|signature|execution|commencement|end(?:ing)?|expiry|expiration|termination|"
    r"renewal|calendar|contract|fiscal|financial)"
)


_FY_SAID = r"\bfy\s?'?\d{2,4}(?:\s?[-/]\s?\d{2,4})?"  # "FY16/17", "FY 2018-19", "FY20"
# calendar years listed, then "each": "in 2016, 2017 and 2018 each"
_YEARS_EACH = (
    r"\b(?:19|20)\d{2}(?:\s*(?:,|&|and)\s*(?:19|20)\d{2})+\s*,?\s+(?:each|respectively|separately)\b"
)
# counts per fiscal year: "FY-wise", "per financial year", "in each of the last 3 policy years"
_FISCAL_GROUP = re.compile(
    r"\b(?:fy|fiscal\s+year|policy\s+year)s?[- ]?wise\b|"
    r"\b(?:per|by|each|every)\s+(?:fy|fiscal\s+year|policy\s+year)\b|"
    r"\beach\s+of\s+the\s+(?:last\s+|past\s+|next\s+)?(?:\w+\s+)?(?:fys|fiscal\s+years|policy\s+years)\b|"
    # "in FY16/17, FY17/18 and FY18/19 each": the years listed, one count each
    rf"{_FY_SAID}(?:\s*(?:,|&|and|or)\s*{_FY_SAID})+\s*,?\s+(?:each|respectively|separately)\b",
    re.I,
)
_FISCAL_NAMED = re.compile(r"\b(?:fy|fiscal|policy\s+year)", re.I)


def _fiscal_group(low: str, unit: str | None) -> dict[str, Any] | None:
    """`group_by` a fiscal year or quarter where the question counts per fiscal year ("FY-wise"), or
    per quarter of one ("quarter-wise for the current FY"), and the fiscal year is not the calendar's
    (the workspace's, the thread's or the question's: `fiscal_said`); None otherwise."""
    start = fiscal_said(low, clock.fiscal_start())
    if start == 1:
        return None
    if unit is None and _FISCAL_GROUP.search(low):
        unit = "quarter" if re.search(r"\bquarter", low) else "year"
    elif unit not in ("year", "quarter") or not _FISCAL_NAMED.search(low):
        return None
    return {"group_by": f"fiscal_{unit}", "fiscal_start": start}


def _grouped(low: str, desc: bool) -> Intent | None:
    agg = "contract_aggregate"
    if fiscal := _fiscal_group(low, None):
        args = {"date_field": _date_field(low), "descending": False, "limit": 60, "order_by": "group"}
        return agg, "distribution", {**fiscal, **args, **_metric_of(low)}
    for unit, adverb in (("year", "yearly|annual(?:ly)?"), ("quarter", "quarterly"), ("month", "monthly")):
        adverb = f"(?:{adverb}){_NOT_A_FEE}{_NOT_AN_OCCASION}"  # "the annual fee", "the annual report"
        each = rf"\b(per|by|each|every)\s+(?:the\s+)?(?:{_DATE_KIND}\s+)?{unit}\b"  # "by effective year", "per expiry quarter"
        if unit == "year":
            each += f"|{_YEARS_EACH}"
        if re.search(rf"\b(which|what) {unit}\b|\bin which {unit}\b|{each}|\b({adverb})\b", low):
            every = bool(re.search(rf"{each}|\b({adverb})\b", low))  # "quarter by quarter" too
            return (
                agg,
                "groups" if not every else "distribution",
                {
                    "group_by": unit,
                    **(_fiscal_group(low, unit) or {}),  # "quarter-wise for the current FY": its quarters
                    "date_field": _date_field(low),
                    "descending": desc,
                    "limit": 5 if not every else 60,
                    **({"order_by": "group", "descending": False} if every else {}),
                    **_metric_of(low),  # "median value per year"
                },
            )
    if m := re.search(  # "which country's law comes up most?": the contracts per governing law
        r"\b(?:which|what)\s+(?:u\.?s\.?\s+)?(state|countr(?:y|ies)|jurisdiction)(?:['’]s|s['’]?)?\s+(?:governing\s+)?laws?\b"
        r".*\b(?:most|least|fewest|often|common(?:ly)?|frequent\w*|usual(?:ly)?|popular|top)\b",
        low,
    ) or _LAWS_OF_MANY.search(low):  # ... not "which state's law governs the Acme agreement?": its law
        group = "law_country" if any((g or "").startswith("countr") for g in m.groups()) else "law_state"
        return agg, "groups", {"group_by": group, "descending": desc, "limit": 5, **_metric_of(low)}
    if re.search(
        r"\b(which|what) (governing[- ]law )?(state|jurisdiction)s?\b.*\b(most|fewest|least)\b|"
        r"\b(per|by|each) (u\.?s\.? )?(governing[- ]law )?(state|jurisdiction)\b|\bby governing law\b|"
        r"\b(?:per|by|each)\s+(?:governing[- ]laws?|law)(?:\s+(?:country|countries))?\b",  # "per governing-law country"
        low,
    ):
        group = "law_country" if re.search(r"\bcountr(y|ies)\b|\bforeign\b", low) else "law_state"
        return agg, "groups", {"group_by": group, "descending": desc, "limit": 5, **_metric_of(low)}
    if re.search(
        rf"\b(which|what) (?:contract\s+)?(?:{_PARTY_NOUNS})\b.*\b(most|fewest|least|highest)\b|"
        r"\bwho\b.{0,30}\b(?:shows? up|appears?|comes? up|pops? up|features?)\s+(?:the\s+)?most\b|"
        # "who do we have the most distribution agmts with?"
        r"\bwho\b.{0,20}\b(?:have|has|signed|do)\b.{0,12}\bthe\s+most\b.{0,60}\bwith\s*[?.!]*\s*$",
        low,
    ):  # noqa: E501
        return agg, "groups", {"group_by": "party", "descending": desc, "limit": 5, **_metric_of(low)}
    if re.search(rf"\b(?:per|by|for\s+each|each)\s+(?:{_PARTY_NOUNS})\b(?!\s+(?:countr|located|based))", low):
        # "count per vendor", "$ by partner"
        return agg, "groups", {"group_by": "party", "descending": desc, "limit": 10, **_metric_of(low)}
    if re.search(r"\b(which|what) countr(y|ies)\b.*\bmost\b", low):  # counterparties, unless said otherwise
        by_contracts = re.search(
            rf"\b(?:number|count|numbers)\s+of\s+(?:{DOC_WORDS})s?\b|\b(?:{DOC_WORDS})\s+counts?\b", low
        )
        return (
            agg,
            "groups",
            {
                "group_by": "party_country",
                "limit": 5,
                **({} if by_contracts else {"metric": "count_parties"}),
            },
        )
    if re.search(  # "in which countries are our counterparties located?": contracts per party country
        rf"\b(?:which|what) countr(?:y|ies)\b.*\b(?:{_PARTY_NOUNS}|{LOCATED_WORDS})\b"
        rf"|\b(?:per|by|each)\s+(?:{_PARTY_NOUNS})(?:['’]s?)?\s+countr(?:y|ies)\b",
        low,
    ):
        return agg, "groups", {"group_by": "party_country", "descending": desc, "limit": 10}
    if re.search(r"\b(?:per|by|each)\s+countr(?:y|ies)\b", low):  # "ex-US gov law: count by country"
        located = re.search(rf"\b(?:{_PARTY_NOUNS}|{LOCATED_WORDS})\b", low)
        group = "party_country" if located else "law_country"  # the law's, unless the parties are said
        return agg, "groups", {"group_by": group, "descending": desc, "limit": 10, **_metric_of(low)}
    if re.search(
        # (not a place or a list: "the distribution centre", "the distribution list")
        r"\bdistribution\b(?!\s+(?:agreements?|contracts?|deals?|agmts?|ones?|rights?|partners?|channels?|networks?|licen[cs]es?|"
        r"cent(?:re|er)s?|warehouses?|hubs?|facilit\w*|sites?|depots?|lists?)|"
        r"\s+(?:and|or|&|/)\s+[\w-]+\s*\)|"  # "(distribution and reseller)": the types, said in brackets
        r"\s*,\s*(?:[\w-]+\s*,\s*)*[\w-]+(?:\s*,)?\s+(?:and|or)\s+[\w/ -]+\)|"  # "(distribution, reseller, ... and licence)"
        r"(?:\s*(?:,|/|&|\+|or\b|and\b)\s*[\w-]+){1,3}\s+(?:agreements?|contracts?|deals?))|\bbreakdown\b|\b(per|by|each) (?:the\s+)?(contract |agreement |deal )?type\b|\b(contract )?types?\b(?! of (?:agreement|contract|deal) is (?:it|this|that)\b).*\b(used|have|has|of|for)\b|"
        r"\bwhat (kinds?|types?)\b(?! of (?:agreement|contract|deal) is (?:it|this|that)\b)|"  # not one contract's type
        r"\bwhich (?:contract |kind of |type of )?(?:types?|kinds?)\b.*\b(?:most|least|fewest)\b",
        low,
    ):  # noqa: E501
        if re.search(r"\bcountr(y|ies)\b", low):
            return agg, "groups", {"group_by": "law_country", "limit": 30}
        if re.search(r"\bclause", low):
            return agg, "groups", {"group_by": "clause_type", "limit": 30}
        return agg, "groups", {"group_by": "contract_type", "limit": 30, **_metric_of(low)}
    return None


def _of_a_date(low: str) -> bool:
    """Whether a figure is asked of a date ("the median expiry date"), not of a value or a term."""
    return bool(re.search(r"\b(?:dates?|expir\w*|start\w*|signed|signing)\b", low)) and not re.search(
        r"\b(?:value|worth|amount|\$|term|duration|length|fees?)\b", low
    )


# the laws that govern many contracts: "which countries' laws govern our JV agreements?", "what states'
# law governs the sponsorships" (not "which state's law governs the Acme agreement?": its law)
_LAWS_OF_MANY = re.compile(
    r"\b(?:which|what)\s+(?:u\.?s\.?\s+|us\s+|american\s+)?(?:(states|countries|jurisdictions)['’]|(state|countr(?:y|ies)|jurisdiction)(?:['’]s|s)?)\s+"
    r"(?:governing\s+)?laws?\s+(?:govern|governs|apply|applies)\s+(?:to\s+)?(?(1)|(?:our|all|these|those|the)\s+"
    rf"(?:[\w&.'’/-]+\s+){{0,3}}?(?:(?:{DOC_WORDS})s|jvs)\b)"
)
_AVERAGE_OR_MEDIAN = re.compile(r"\b(?:median|average|(?<!\bi )mean|avg)\b")  # "I mean" is no average
_AVERAGE = re.compile(r"\b(average|(?<!\bi )mean|avg|typical(?:ly)?)\b")  # "what's a typical licence worth?"


_MOST_WORDS = ("biggest", "largest", "highest", "longest", "max", "maximum")
# the one extreme value in each group: "biggest deal per type", "the longest term by partner"
_EXTREME_PER = re.compile(
    r"\b(biggest|largest|highest|longest|max|maximum|smallest|lowest|shortest|min)\b[^?]{0,40}?"
    r"\b(?:per|by|for\s+each|in\s+each|within\s+each)\b"
)


def _metric_of(low: str) -> dict[str, str]:
    """A value per group ("total value by type", "average term per state"), not a count."""
    if _of_a_date(low) and _AVERAGE_OR_MEDIAN.search(low):
        return {}
    field = "duration_days" if re.search(r"\b(duration|term|length)\b", low) else "total_amount"
    if re.search(r"\bmedian\b", low):
        return {"metric": "median", "field": field}
    if _AVERAGE.search(low):
        return {"metric": "avg", "field": field}
    if re.search(
        rf"\b(total|sum|combined|aggregate)\b.*\b(value|amount|worth)\b|{HOW_MUCH}|"
        r"\bby (?:(?:contract|total|combined) )?(?:value|worth|amount)\b|\bmost valuable\b|"
        r"\b(?:the\s+)?(?:most|highest|largest|biggest)\s+(?:total\s+|stated\s+|contract\s+)*(?:value|worth|\$)|"  # "the most value"
        # "$ per type", "dollars by partner", "(sum of what's stated)"
        r"(?:\$|\bdollars?)\s*(?:per|by|for each)\b|\bsum\s+(?:of|up)\b",
        low,
    ):
        return {"metric": "sum", "field": field}
    # "biggest deal per type", "longest term by partner" (not "the total ...", read above)
    if m := _EXTREME_PER.search(low):
        longest = m.group(1) in ("longest", "shortest")
        return {
            "metric": "max" if m.group(1) in _MOST_WORDS else "min",
            "field": "duration_days" if longest else field,
        }
    return {}


# one contract ranked first by its value: "the biggest licence", "largest hosting deal by $"
_ONE_RANKED = re.compile(
    rf"\b(?:biggest|largest|highest[- ]value|most valuable|smallest|cheapest)\s+(?:[\w-]+\s+){{0,2}}?(?:{DOC_WORDS})\b(?!s)"
)


# the order a list is asked in: "sort them by value", "ranked by end date", "top one by $"
_SORTED_BY = re.compile(
    r"\b(?:sort(?:ed)?|order(?:ed)?|rank(?:ed)?|top(?:\s+(?:one|\d{1,2}))?)\b[^?.!]{0,45}?\bby\s+"
    r"(?:(?:total|contract|their|its|stated)\s+)?(?:(?:dollar|\$|usd|monetary)\s+)?(value|worth|amount|\$|size|(?:end|expiry|expiration)(?:\s+date)?|"
    r"(?:start|effective|signing)(?:\s+date)?|date)",
    re.I,
)
_TOP_ONE = re.compile(r"\b(?:the\s+)?top\s+(?:one|1)\b", re.I)  # "sort by value - top one?": the first


def _sort_field(word: str) -> str:
    """The field a list is sorted by, from the word after "by" (`_SORTED_BY`)."""
    if re.match(r"(?:end|expir)", word):
        return "end_date"
    return "effective_date" if re.match(r"(?:start|effective|signing|date)", word) else "total_amount"


def _metric_intent(low: str, asked: Asked) -> Intent | None:
    """One figure over the matches: how many parties, an average, a total."""
    agg, field = "contract_aggregate", asked.field
    if re.search(
        r"\b(?:how many|number of)\s+(?:distinct\s+|different\s+|unique\s+|separate\s+)?"
        r"(?:partner\s+|counterparty\s+|supplier\s+|vendor\s+)?(?:parties|companies|counterparties|organi[sz]ations)\b",
        low,
    ):
        return agg, "parties", {"metric": "count_parties"}
    if _AVERAGE_OR_MEDIAN.search(low) and _of_a_date(low):
        return None  # "the median expiry date": a figure of dates, which no metric computes
    if re.search(r"\bmedian\b", low):
        return agg, "metric", {"metric": "median", "field": field}
    if _AVERAGE.search(low):
        return agg, "metric", {"metric": "avg", "field": field}
    if _ONE_RANKED.search(low) and not re.search(r"\b(?:total|combined|sum)\b", low):
        return None  # "largest hosting deal by $ - which + how much?": the top one and its value
    if re.search(
        r"\b(sum|(?:total|combined) (?:\$\s*|dollar |monetary |contract )?(?:value|amount|worth)s? (?:of|for|across|in) "
        rf"(?:all|the|our|my))\b|{HOW_MUCH}|"
        # "how many supply agmts and whats the total value": the total, which says how many too
        r"\bhow\s+many\b[^?]*?\b(?:and|,)\s+(?:what(?:'s|s|\s+is|\s+are)\s+)?(?:the\s+|their\s+)?(?:total|combined)\s+"
        r"(?:\$\s*|dollar\s+|contract\s+)?(?:value|amount|worth)s?\b|"
        r"\b(?:total|combined)\s+(?:\$|dollars?|(?:contract\s+)?(?:value|amount|worth)s?)\s+(?:of|for|across|in|on|under)\b",
        low,
    ):
        return agg, "metric", {"metric": "sum", "field": field}
    return None


# The question types, in the order they are tried: a row, or a function for the families whose rules
# need more than one pattern (counts per period, party or type; figures over the matches).
QUESTION_TYPES: tuple[QuestionType | Callable[[str, Asked], Intent | None], ...] = (
    QuestionType(  # "tell me about the Dragon deal": one contract by its title (not "show me the NY ones")
        "details",
        "contract_details",
        re.compile(
            r"\b(?:details (?:of|for|on)|tell me about|describe|summari[sz]e|show me|pull up|bring up|look up|"
            r"dig up|open up|find me|get me|fetch me)\s+(.+?)(?:\s+for me)?[?.!]*$"
        ),
        lambda m, a: {"title": m.group(1).strip()},
        unless=_MANY_DOCS,
    ),
    _group_intent,  # per year / quarter / month / state / party / type; "top N"
    _metric_intent,  # how many parties, a median, an average, a total
    QuestionType(
        "top",
        _SEARCH,
        re.compile(r"\bmost parties\b|\bmost (counterparties|signatories)\b|\bparties involved\b.*\bmost\b"),
        lambda m, a: {"sort_by": "party_count", "descending": True},
    ),
    QuestionType(
        "top",
        _SEARCH,
        re.compile(
            rf"\b(highest|largest|biggest|most valuable|maximum|lowest|smallest|minimum{_NOT_A_COMMITMENT}|cheapest|"
            r"(?:worth|costs?|pays?)\s+(?:the\s+)?(?:most|least))\b"
        ),
        lambda m, a: {"sort_by": a.field, "descending": a.desc},
    ),
    QuestionType(
        "top",
        _SEARCH,
        re.compile(r"\b(longest|shortest)\b"),
        lambda m, a: {"sort_by": "duration_days", "descending": a.desc},
    ),
    QuestionType(
        "top",
        _SEARCH,
        re.compile(r"\b(newest|latest|most recent(?:ly)?|oldest|earliest)\b|" + _ENDED_FIRST.pattern, re.I),
        lambda m, a: _by_date(m.string, a),
    ),
    QuestionType(  # "sort them by value", "ranked by end date", "top one by $": the list in that order
        "top",
        _SEARCH,
        _SORTED_BY,
        lambda m, a: {"sort_by": _sort_field(m.group(1)), "descending": a.desc, "top": True},
    ),
    QuestionType("count", _SEARCH, re.compile(r"\bhow many\b|\bnumber of\b|\bcount\b")),
    QuestionType(  # "list all ...": the full list, not five examples
        "search",
        _SEARCH,
        _LIST_ALL,
        lambda m, a: {"limit": MAX_LISTED},
    ),
)
