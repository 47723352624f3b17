"""Questions that ask for clause text ("show me the cap on liability clause in the Dragon agreement",
"what does the Acme NDA say about non-solicitation?", "which of our supply contracts can be terminated
for convenience?") become one `clause_search` call; counting questions stay with contract search.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from rapidfuzz import fuzz

from agent.phrases import DOC_WORDS
from core.clause_categories import CATEGORIES, RECORD_FACTS, SYNONYMS, TOPIC_CUES, all_names
from core.contract_types import infer_type

_COUNTING = re.compile(
    r"\b(how many|count|number of|median|(?<!\bi )mean|distribution(?!\s+(?:agreements?|contracts?|deals?|rights?|partners?|channels?|networks?|licen[cs]es?))|average|total value|top \d+)\b",
    re.I,
)
_DOC = r"(?:agreement|contract|nda|license|licence|deal|msa|sow)s?"
_SAY_ABOUT = re.compile(
    r"\b(?:say|says|state|provide|contain)s?\s+(?:about|on|regarding|for)\s+(.+?)[?.!]*$", re.I
)
_THE_CLAUSE = re.compile(
    # the nearest article before the clause word ("For the agreements signed in 2018, is there any clause
    # restricting ...": not "agreements signed in 2018, is there any")
    r"\b(?:the|a|an|any|its|their)\s+((?:(?!\b(?:the|a|an|any|its|their|is|are|there)\b)[\w\s/&,'-])+?)\s+"
    r"(?:clause|provision|section|language|wording|terms?)s?\b",
    re.I,
)
_CAN_BE = re.compile(
    r"\b(?:can|could|may|might)\s+(?:be\s+|we\s+|they\s+|i\s+|either party\s+|(?:it|they|this|that)\s+be\s+)?"
    r"((?:terminat|assign|renew|extend|cancel|transfer|sublicens|audit)\w*.*?)[?.!]*$",
    re.I,
)
_ASKS_TEXT = re.compile(r"\b(show|quote|find|give|read|pull|what|which|where|cite)\b", re.I)
_IN_CONTRACT = re.compile(
    rf"\b(?:in|of|from|under|within)\s+(?:the|our|my|this|that)\s+(.+?)\s+{_DOC}\b", re.I
)
_DOES_THE = re.compile(  # not "what does the assignment language say?": a clause's words, not a contract
    rf"\b(?:does|do|did)\s+(?:the|our|my)\s+(.+?)(?<!\blanguage)(?<!\bwording)(?<!\bclause)(?<!\bclauses)"
    rf"(?<!\bprovision)(?<!\bprovisions)(?<!\bsection)(?<!\btext)\s+(?:{_DOC}\s+)?(?:say|state|provide)",
    re.I,
)
_PLURAL = re.compile(  # "any of our strategic alliances ...", "service agmts either side can end ...": plural
    rf"\b(?:which|what|any|all)\b.*\b(?:contracts|agreements|deals|(?:{DOC_WORDS})s)\b|"
    r"\bof\s+(?:the|our|all)\s+(?:[\w-]+\s+){0,3}(?:contracts|agreements|deals)\b|"  # "of the deals over $1M, which ..."
    r"\b(?:of|across|among)\s+(?:all\s+)?(?:those|them|these)\b|"  # "which of those ...": the thread's list
    rf"^\W*(?:(?:our|the|all)\s+)?(?:[\w&/-]+\s+){{0,3}}(?:contracts|agreements|deals|(?:{DOC_WORDS})s)\b(?!\s+(?:with|between)\b)",
    re.I,
)
_HAS_CLAUSE = re.compile(
    r"\b(have|has|got|with|contain|contains|include|includes)\b.*\b(clause|provision)s?\b", re.I
)
# contracts said in the plural, by a kind or not ("agreements", "JVs", "sponsorships")
_CONTRACTS = r"agreements|contracts|deals|licen[cs]es|jvs|alliances|sponsorships|franchises|partnerships"
_WITH_CLAUSE = re.compile(  # "supply agreements with a minimum purchase commitment?", "which ones have a non-compete?"
    rf"\b(?:{_CONTRACTS}|ones|"
    r"(?:of|among)\s+(?:them|those|these))\s+"  # "which of them have a non-compete?": the thread's list
    r"(?:(?:that|which)\s+(?:have|include|contain|carry)|with|w/|having|"
    r"containing|including|have|has|carry|include|contain)\s+(?:an?\s+|any\s+|some\s+)(.+?)\s*(?:[?.!]|$)",
    re.I,
)
# "contracts that require a minimum purchase", "anything that prohibits assignment": what they do is
# what a clause says (the words after the verb name it; with the verb when they alone do not)
_DOES = (  # what a contract does that a clause says: the verb is group 1, what it does group 2
    r"(grants?|requires?|gives?|lets?|commits?|allows?|imposes?|provides?|restricts?|limits?|caps?|"
    r"prohibits?|forbids?|bars?|obliges?|obligates?|leaves?|names?|designates?|makes?|forces?|binds?|entitles?|"
    r"rolls?(?:\s+over)?|renews?|auto-?renews?|survives?)"
)
_THAT_DO = re.compile(
    r"\b(?:agreements|contracts|deals|licen[cs]es|ones|anything|any|everything)\s+(?:[\w-]+,?\s+){0,4}?"
    r"(?:that|which)\s+(?:(?:would|will|can|may|do|does)\s+)?"
    rf"{_DOES}\s+(.+?)\s*(?:[?.!]|$)",
    re.I,
)
# "which supply agreements require a minimum purchase?", "which ones impose ...": the same, asked with "which"
_WHICH_DO = re.compile(
    r"\bwhich\s+(?:of\s+(?:them|those|these|the\s+[\w-]+)\s+|(?:[\w-]+\s+){0,3}?"
    r"(?:agreements|agmts|contracts|deals|licen[cs]es|ones)\s+)(?:(?:would|will|can|may|do|does)\s+)?"
    rf"{_DOES}\s+(.+?)\s*(?:[?.!]|$)",
    re.I,
)
_HAVING = (
    r"carry|carries|contain|contains|include|includes|have|has"  # the verbs of a contract holding a clause
)
# "..., which carry minimum purchase commitments?": which (ones) have, said of the contracts before
_WHICH_CARRY = re.compile(
    r"(?:^|[,;:-]\s*)which\s+(?:ones?\s+|of\s+(?:them|those|these)\s+)?(?:(?:would|will|can|may|do|does)\s+)?"
    rf"({_HAVING}|{_DOES[1:-1]})\s+"
    r"(?:an?\s+|any\s+|some\s+)?(.+?)\s*(?:[?.!]|$)",
    re.I,
)
_WHICH_HAVE = re.compile(
    rf"\bwhich\s+(?:[\w-]+\s+){{0,6}}?(?:{_HAVING})\s+"
    r"(?:an?\s+|any\s+|some\s+)(.+?)(?:\s+in\s+(?:them|it))?\s*(?:[?.!]|$)",
    re.I,
)
# "any non-competes in the contracts with Chinese counterparties?": a clause asked of some contracts
_ANY_IN = re.compile(
    r"\b(?:any|are there(?:\s+any)?)\s+(.+?)\s+in\s+(?:the|our|those|these|all|any)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:contracts|agreements|agmts|deals)\b",
    re.I,
)
_WITH_BARE = re.compile(  # "transportation contracts w/ take-or-pay minimums - which ones?"
    rf"\b(?:{_CONTRACTS})\s+"
    r"(?:with|w/|having|containing|including|carrying)\s+(.+?)\s*(?:[?.!]|\s[-–—]\s|$)",
    re.I,
)
_NOTICE_ASKED = re.compile(r"^\W*(?:how\s+much|how\s+long\s+a|what)\s+notice\b", re.I)
_MODAL_FIRST = re.compile(
    rf"^\s*(?:can|could|may)\s+(?:the|our|my)\s+(.+?)\s+{_DOC}\s+be\s+(.+?)[?.!]*$", re.I
)
_SHOW_IN = re.compile(
    rf"\b(?:show|quote|find|give|read|pull up|cite)\b(?:\s+me|\s+us)?\s+(?:the|a|an|any)?\s*(.+?)\s+"
    rf"(?:in|of|from|under)\s+(?:the|our|my)\s+(.+?)\s+{_DOC}\b",
    re.I,
)
# what describes a whole contract, not a passage of it
_LIST_OF = re.compile(r"(?:(?:full|complete|entire|whole)\s+)?(?:list|names|overview list)", re.I)
_WHOLE = re.compile(
    r"\b(?:overview|summary|summari[sz]\w*|rundown|synopsis|outline|gist|details|key (?:terms|facts|points)|"
    r"main (?:terms|points)|highlights|basics)\b",
    re.I,
)
_FILLER = re.compile(
    r"\b(the|a|an|our|my|this|that|clause|clauses|provision|provisions|please|me|show|quote)\b", re.I
)


_DURATION_WORD = re.compile(
    r"(?:(?:second|third|fourth|fifth|2nd|3rd|4th|5th)[\s-]+)?"  # "the second longest term": a duration
    # ("the longest initial term": two of them)
    r"(?:(?:longest|shortest|average|total|minimum|maximum)\s+)?"
    r"(?:longest|shortest|initial|primary|base|first|extended|remaining|average|total|full|original|current|minimum|maximum)",
    re.I,
)
_GENERIC = {
    *("term", "date", "party", "parties", "third", "other", "with", "from", "services", "agreement"),
    # words that negate a filter ("excluding Delaware law") name no clause ("exclu" of "exclusivity")
    *("excluding", "exclude", "excludes", "excluded", "except", "outside"),
    # a contract's own name in other languages ("contratos de agencia"): no "contr" of "change of control"
    *("contrato", "contratos", "contrat", "contrats", "contratto", "contratti", "vertrag", "vertrage"),
}


@lru_cache(maxsize=1)
def _clause_stems() -> frozenset[str]:
    """The first 5 letters of every word of the clause vocabulary (categories, families, synonyms)."""
    words = re.findall(r"[a-z]{4,}", " ".join([*all_names(), *SYNONYMS]).lower())
    return frozenset(w[:5] for w in words if w not in _GENERIC)


def is_clause_topic(text: str) -> bool:
    """Whether words name something a clause says ("convenience", "non-compete", "auto-renew", "poach")."""
    words = re.findall(r"[a-z]{4,}", text.lower())
    return any(w[:5] in _clause_stems() for w in words if w not in _GENERIC) or any(
        cue.search(text.lower()) for _, cue in _cues()
    )


def cue_around(text: str, words: list[str], least: int = 2) -> str | None:
    """The category whose wording cue, found in the whole text, covers two (`least`) of `words` (the
    words no filter read), the longest such match first: "any distribution agmts that cap how much can
    be ordered or sold?" leaves "cap" and "sold" unread, and the cue "cap how much ... sold" is a volume
    restriction, though "how much" alone was read as a sum."""
    low = text.lower()
    spans = sorted(
        ((m.start(), m.end(), c) for c, cue in _cues() if (m := cue.search(low))), key=lambda s: s[0] - s[1]
    )
    said = [w.lower() for phrase in words for w in phrase.split() if len(w) >= 3]  # "cant hand": two words
    for start, end, category in spans:  # two of them at least: one word alone ("increase") may be an event
        if sum(w in low[start:end] for w in said) >= least:
            return category
    return None


@lru_cache(maxsize=1)
def _cues() -> list[tuple[str, re.Pattern[str]]]:
    return [(c, re.compile(p)) for c, patterns in TOPIC_CUES.items() for p in patterns]


# "which MSAs have uncapped liability?": a category named as such, without an article before it
_HAVE_NAMED = re.compile(
    rf"\b(?:agreements|contracts|deals|ones|(?:{DOC_WORDS})s)\s+(?:(?:that|which)\s+)?"
    r"(?:have|has|carry|contain|include|with)\s+(.+?)\s*(?:[?.!]|$)",
    re.I,
)
NAME_MATCH = 88  # how close words must be to a category's name to name it (rapidfuzz token sort ratio)


def named_category(topic: str) -> str | None:
    """The CUAD category whose very name `topic` is (a gloss in brackets aside), else None."""
    flat = " ".join(re.sub(r"[-/]", " ", re.sub(r"\([^()]*\)", " ", topic).lower()).split())
    best = max(CATEGORIES, key=lambda c: fuzz.token_sort_ratio(flat, c.lower()))
    return best if fuzz.token_sort_ratio(flat, best.lower()) >= NAME_MATCH else None


def category_for(topic: str) -> str | None:
    """The CUAD category a topic names: its name, closely ("cap on liability" -> "Cap On Liability"),
    else the category whose wording cue covers most of the topic ("can it be ended for convenience"
    -> "Termination For Convenience", "who owns the IP" -> "Ip Ownership Assignment")."""
    if (glossed := re.sub(r"\s*\([^()]*\)", " ", topic)).strip() and glossed != topic:
        return category_for(glossed) or category_for(re.sub(r"[()]", " ", topic))  # "(...)": a gloss
    flat = " ".join(re.sub(r"[-/]", " ", topic.lower()).split())
    if best := named_category(topic):
        return best
    if (named := SYNONYMS.get(flat)) in CATEGORIES:
        return named
    low = topic.lower()
    spans = [(len(m.group(0)), c) for c, cue in _cues() if (m := cue.search(low))]
    if {c for _, c in spans} >= {"Cap On Liability", "Uncapped Liability"}:
        return "Uncapped Liability"  # "which liabilities sit outside the cap": what the cap leaves out
    for kind in ("Irrevocable Or Perpetual License", "Non-Transferable License"):
        if {c for _, c in spans} >= {"License Grant", kind}:
            return (
                kind  # "does it grant a perpetual licence?": which kind of licence, not that one is granted
            )
    return max(spans, key=lambda s: s[0])[1] if spans else None


# "how is KBW's fee computed?", "how are the royalties calculated?": the passage that sets the figure
HOW_FIGURED = re.compile(
    r"\bhow\s+(?:is|are|was|were|will|would|do|does)\s+(?:the\s+|its\s+|their\s+|[\w'’.&-]+['’]s?\s+)?"
    r"((?:[\w'’-]+\s+){0,3}?(?:fees?|royalt(?:y|ies)|commissions?|prices?|pricing|payments?|rates?|compensation|"
    r"consideration|charges?|rent|bonus(?:es)?|revenue|profits?|costs?|damages|discounts?|rebates?)\s+"
    r"(?:computed|calculated|determined|set|worked\s+out|paid|structured|priced|split|shared|adjusted|derived))\b",
    re.I,
)


def _topic(question: str) -> str | None:
    for pattern in (_SAY_ABOUT, _CAN_BE, HOW_FIGURED):
        if m := pattern.search(question):
            return m.group(1)
    if (m := _THE_CLAUSE.search(question)) and not (
        re.search(r"terms?$", m.group(0), re.I) and _DURATION_WORD.fullmatch(m.group(1).strip())
    ):  # "the payment terms" asks for text; "the longest term" asks for a duration
        return m.group(1)
    if re.search(r"\b(clause|provision)s?\b", question, re.I) and _ASKS_TEXT.search(question):
        return _FILLER.sub(" ", question)
    return None


def having_clause(question: str) -> tuple[str, str] | None:
    """(the words naming the clause, its CUAD category) of "which ... have a <clause> clause?" or
    "supply agreements with a minimum purchase commitment"."""
    if _CAN_BE.search(question) or _COUNTING.search(question):
        return None
    if (has := _HAS_CLAUSE.search(question)) and _PLURAL.search(question):
        named = question[has.end(1) : has.start(2)]
    elif (with_ := _WITH_CLAUSE.search(question)) and not re.search(r"\bdates?\b", with_.group(1), re.I):
        named = with_.group(1)  # "with a renewal date next month" asks for dates, not a clause
    elif do := _THAT_DO.search(question) or _WHICH_DO.search(question):
        if category := category_for(do.group(2)) or category_for(f"{do.group(1)} {do.group(2)}"):
            return do.group(2), category
        return None
    elif (named_ := _HAVE_NAMED.search(question)) and (category := named_category(named_.group(1))):
        return named_.group(1), category
    elif (carry := _WHICH_CARRY.search(question)) and _PLURAL.search(question):
        # "of the deals over $1M, which carry minimum purchase commitments?", "..., which cap liability?"
        said = carry.group(2) if category_for(carry.group(2)) else f"{carry.group(1)} {carry.group(2)}"
        category = category_for(said)
        return (carry.group(2), category) if category and category not in RECORD_FACTS else None
    elif any_in := _ANY_IN.search(question):
        named = any_in.group(1)
    elif (which := _WHICH_HAVE.search(question)) and _PLURAL.search(question):
        named = which.group(1)  # "which alliances with foreign partners have a non-compete in them?"
    else:
        return None
    return (named, category) if (category := category_for(named)) and category not in RECORD_FACTS else None


def having_unread_clause(question: str, unread: list[str]) -> tuple[str, str] | None:
    """`having_clause` of "transportation contracts w/ take-or-pay minimums": a clause named with no
    article, taken for one only when no filter read those words (not "contracts with auto-renewal")."""
    if (found := having_clause(question)) or _CAN_BE.search(question) or _COUNTING.search(question):
        return found
    if not (bare := _WITH_BARE.search(question)) or not (category := category_for(bare.group(1))):
        return None
    named = [u for u in unread if u.lower() in bare.group(1).lower()]  # words no filter read name it
    if not any(category_for(u) == category for u in named) or category in RECORD_FACTS:
        return None  # not "auto-renewal and a penalty over $5M": what is unread is another clause
    return bare.group(1), category


# "can Acme terminate its supply agreement with Initech on notice?": a party, what it may do, the contract
_PARTY_MAY = re.compile(
    r"^\s*(?:can|could|may)\s+(?!we\b|i\b|you\b|they\b|either\b|both\b|the\s+parties\b)(.+?)\s+"
    r"(terminate|end|cancel|exit|assign|transfer|sublicense|renew|extend)\s+(?:the|its|our|their|this|that)\s+"
    rf"(.+?\b(?:{DOC_WORDS})s?\b(?:\s+(?:with|between)\s+.+?)?)\s+"
    r"((?:on|without|for|by|at|early|before|after)\b.*?)[?.!]*$",
    re.I,
)


def _modal_plan(question: str) -> dict[str, Any] | None:
    """ "Can Acme terminate its supply agreement with Initech on notice?", "Can the Acme agreement be
    assigned?": what a named contract allows, searched in its text."""
    if m := _PARTY_MAY.search(question):
        contract, query = f"{m.group(1)} {m.group(3)}", f"{m.group(2)} {m.group(4)}"
    elif m := _MODAL_FIRST.search(question):
        contract, query = m.group(1), m.group(2)
    else:
        return None
    args = {"k": 5, "contract": contract.strip(), "query": query.strip()}
    return {**args, "category": c} if (c := category_for(args["query"])) else args


# what follows a message's question and asks nothing ("... renew automatically? It drives the contract
# term we use."): why it is asked, not a clause to look for; an instruction or a clause word is kept
_AFTER_ASKED = re.compile(r"\?(?P<said>[^?]+)$")
_STILL_ASKS = re.compile(
    r"^\W*(?:(?:please|pls|kindly)\s+)?(?:list|show|quote|give|cite|include|sort|only|just|and|also|plus|then|"
    r"what|which|who|when|where|how|does|do|is|are|can)\b|\b(?:clause|provision|section|wording|language)s?\b",
    re.I,
)


def _asked(question: str) -> str:
    """`question` without a statement after its last question mark (`_AFTER_ASKED`)."""
    m = _AFTER_ASKED.search(question)
    return (
        question[: m.start() + 1]
        if m and m["said"].strip() and not _STILL_ASKS.search(m["said"])
        else question
    )


def clause_plan(question: str, parties: list[str]) -> dict[str, Any] | None:
    """`clause_search` arguments for a question asking for clause text; None for other questions."""
    question = _asked(question)
    if _COUNTING.search(question):
        return None
    if modal := _modal_plan(question):
        return modal
    if m := _SHOW_IN.search(question):  # "Show me the limitation of liability in the Dragon agreement"
        topic = " ".join(_FILLER.sub(" ", m.group(1)).split())
        if _WHOLE.search(topic):  # "give me a brief overview of the X agreement": its card, not a passage
            return None
        if _LIST_OF.fullmatch(topic):  # "give me the complete list of the transportation agreements"
            return None
        if topic:
            args = {"k": 5, "contract": m.group(2).strip(), "query": topic}
            return {**args, "category": c} if (c := category_for(topic)) else args
    if _HAS_CLAUSE.search(question) and not _CAN_BE.search(question):
        return None  # "which contracts have a non-compete clause": planned with the filters (`having_clause`)
    topic = _topic(question)
    if not topic:
        return None
    args: dict[str, Any] = {"k": 5}
    contract = None
    if m := (_DOES_THE.search(question) or _IN_CONTRACT.search(question)):
        contract = m.group(1).strip()
        topic = topic.replace(m.group(0), " ")
    if _PLURAL.search(question) and (ctype := infer_type(question)):
        args["contract_type"] = ctype
        args["k"] = 10
    elif contract:
        args["contract"] = contract
    elif parties:
        args["parties"] = parties
    topic = re.sub(rf"\b(in|of|from|under)\s+(the|our|my)\b.*{_DOC}\b", " ", topic, flags=re.I)
    topic = " ".join(_FILLER.sub(" ", topic).split()).strip(" ?.,")
    if not topic:
        return None
    args["query"] = topic
    if category := _category_asked(topic, question):
        args["category"] = category
    return args


def _category_asked(topic: str, question: str) -> str | None:
    """The category of a clause question's topic; for "how much notice to stop <the contract> after the
    primary term?", whose topic is the contract, and for a one-word topic naming none, the question's."""
    if category := category_for(topic):
        return category
    # ... and for a topic of one word that names nothing ("... entitle the franchisee to the same terms?": "same")
    return (
        category_for(_FILLER.sub(" ", question))
        if _NOTICE_ASKED.match(question) or len(topic.split()) <= 1
        else None
    )
