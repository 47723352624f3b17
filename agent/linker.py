"""Party names in a question, linked against the parties the caller can see.

Exact matches come from word n-grams compared by `party_key` (so "Achaogen Inc." finds
"ACHAOGEN, INC."); capitalised runs that match nothing exactly are tried against the keys with
rapidfuzz (small typos); a run that ends in a legal suffix but matches nothing is still reported,
so the search can say that no such party was found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz, process

from agent.parties import MAX_LOOSE, NEAR_TYPO, PartyIndex, blend_of, possessive_free
from agent.phrases import DOC_WORDS, english_words
from graph_ingest.names import LEGAL_SUFFIXES, party_key

_TOKEN = re.compile(r"[\w&'.-]+")
_STOP = {
    "what",
    "which",
    "who",
    "how",
    "many",
    "list",
    "show",
    "are",
    "is",
    "the",
    "a",
    "an",
    "all",
    "any",
    "contract",
    "contracts",
    "agreement",
    "agreements",
    "party",
    "parties",
    "with",
    "and",
    "of",
    "in",
    "for",
    "by",
    "from",
    "to",
    "our",
    "we",
    "have",
    "has",
    "do",
    "does",
    "i",
    "me",
    "give",
    "find",
    "us",
    "law",
    "total",
    "value",
    "average",
    "most",
    "between",
    "after",
    "before",
    "type",
    "types",
    "q1",
    "q2",
    "q3",
    "q4",
    "year",
    "month",
    "some",
    "state",
    "country",
    "signed",
    "effective",
    "end",
    "date",
    "tell",
    # a sentence's first word, capitalised as any is: "If Goosehead gives ...", "Can Acme ...", "When Zeta ..."
    "if",
    "when",
    "can",
    "could",
    "should",
    "would",
    "will",
    "did",
    "was",
    "were",
    "why",
    "where",
    "please",
    "so",
    "but",
    "also",
}
_SUFFIX_WORDS = {s for s in LEGAL_SUFFIXES if " " not in s} | {"corporation", "incorporated", "company"}
# words of a company's legal form: a phrase of these alone ("liability limited") is no one's name
_FORM_WORDS = _SUFFIX_WORDS | {"liability", "partnership", "group", "holding", "holdings", "limited"}
_VERB_AFTER = re.compile(r"\s+(?:to|by|in|on|at|for|under)\b", re.I)  # "limited to": the word is a verb
_POSSESSIVE = {"our", "your", "their", "my", "his", "her", "its"}
FUZZY_CUTOFF = 85.0


@dataclass
class PartyMention:
    text: str
    start: int
    end: int
    names: list[str]  # linked display names; empty: looks like a party but matches no one


def _tokens(question: str) -> list[tuple[str, int, int]]:
    out = []
    for m in _TOKEN.finditer(question):
        word = m.group(0).strip(".'-")
        if word:
            s = m.start() + m.group(0).index(word)
            out.append((word, s, s + len(word)))
    return out


def _is_capital(word: str) -> bool:
    return word[:1].isupper() or any(ch.isdigit() for ch in word)


def find_parties(question: str, index: PartyIndex, max_n: int = 8) -> list[PartyMention]:
    toks = _tokens(question)
    used = [False] * len(toks)
    mentions: list[PartyMention] = []
    for n in range(min(max_n, len(toks)), 0, -1):
        for i in range(len(toks) - n + 1):
            if any(used[i : i + n]):
                continue
            words = [t[0] for t in toks[i : i + n]]
            if words[0].lower() in _STOP:
                continue
            if n > 1 and _VERB_AFTER.match(question, toks[i + n - 1][2]) and words[-1].lower() in _FORM_WORDS:
                continue  # "owes the affiliate limited to some amount": a verb, not "Affiliate Ltd"
            key = party_key(" ".join(words))
            if not _is_capital(words[0]) and n == 1 and len(key) < 8:
                continue  # lower-case single words link only when long ("microgenics")
            if n == 1 and (len(words[0]) < 4 or _kind_word(question, toks[i])):
                continue
            if key not in index.names and key not in index.alias_keys:
                key = party_key(possessive_free(" ".join(words)))  # "FuelCell Energy's joint ..."
            if key in index.names or key in index.alias_keys:
                keys = index.exact(" ".join(words))
                mentions.append(_mention(question, toks, i, n, [index.names[k] for k in keys]))
                used[i : i + n] = [True] * n
    for run in _capital_runs(question, toks, used):
        i, n = run
        words = [t[0] for t in toks[i : i + n]]
        key = party_key(possessive_free(" ".join(words)))
        if len(key) < 5 or (n == 1 and _kind_word(question, toks[i])):
            continue
        if led := index.led_by(key):  # "West Pharmaceutical's": its leading words, not a typo of another name
            mentions.append(_mention(question, toks, i, n, [index.names[k] for k in led]))
            continue
        hit = process.extractOne(key, list(index.names), scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF)
        if hit:
            mentions.append(_mention(question, toks, i, n, [index.names[hit[0]]]))
        elif words[-1].lower().strip(".,") in _SUFFIX_WORDS and n > 1:
            mentions.append(_mention(question, toks, i, n, []))
    return sorted(mentions, key=lambda m: m.start)


def find_loose_parties(
    text: str, index: PartyIndex, max_n: int = 4, said: str | None = None
) -> list[PartyMention]:
    """Short or partial names among the words of `text` nothing else understood (the question with
    its parties, dates, money, places and types blanked out, offsets kept; `said`: the question as
    said, with the same offsets, for the words around a name)."""
    toks = _tokens(text)
    aligned = said if said is not None and len(said) == len(text) else text  # offsets that match
    found = _loose_mentions(text, toks, [False] * len(toks), index, max_n, aligned)
    return sorted(found, key=lambda m: m.start)


def _loose_mentions(
    question: str,
    toks: list[tuple[str, int, int]],
    used: list[bool],
    index: PartyIndex,
    max_n: int,
    said: str,
) -> list[PartyMention]:
    """Short or partial names ("IBM", "Cisco", "premier nutrition's"): a run of words that names a few
    parties by acronym or leading words. A run of capitalised words is one name: its words link one
    by one only when each of them starts a party's name ("Zebra Motorola"), never "John Smith" as two
    other people. Lower-case single words link only when 5+ letters long and not a common word."""
    found: list[PartyMention] = []
    runs = {
        (a, b)
        for i, n in _capital_runs(question, toks, used)
        for a, b in _split_at_and(toks, i, i + n)  # "between Ultragenyx and Cremer Oleo": two names
        if b - a > 1
    }
    found += _heard_apart(question, toks, used, index)
    for n in range(min(max_n, 4), 0, -1):
        for i in range(len(toks) - n + 1):
            slot = _party_slot(said, toks, i, n)
            said_word = toks[i][0].lower()
            short = said_word not in _COMMON_SHORT and (
                slot == "named" or (slot == "described" and party_key(said_word) in index.acronyms)
            )  # "w/ sony", "ibm / quantum", "ibm hosting agmt"; not "new agreements"
            if any(used[i : i + n]) or not _linkable(toks[i : i + n], short=short):
                continue
            if _common_noun(toks, i, n) or (n == 1 and not slot and _modifier(toks, i, said)):
                continue
            if n == 1 and i and used[i - 1] and _plain_word(toks[i][0]):
                continue  # "the AIG capital maintenance agreement": a word describing AIG's contract
            if n == 1 and toks[i][0].lower() in _CURRENCY_WORDS:
                continue  # "a ballpark in sterling is fine": a currency, not The Sterling/Winters Co.
            if n == 1 and not slot and i and _plain_word(toks[i - 1][0]) and _plain_word(toks[i][0]):
                continue  # "the Brampton distribution centre:": a common word after another, where no party is named
            if n == 1 and (_sentence_verb(question, toks, i) or _how_agreed(toks, i)):
                continue  # "... a cap? Quote the clause.": not PC Quote; "by mutual agreement": not Mutual Corp
            inside = next(((a, b) for a, b in runs if a <= i and i + n <= b and n < b - a), None)
            if inside and not _each_word_starts_a_name(toks[inside[0] : inside[1]], index):
                continue
            keys = index.loose(" ".join(t[0] for t in toks[i : i + n]))
            word = party_key(possessive_free(toks[i][0]))
            near = index.first_word_typo(word, NEAR_TYPO) if n == 1 and slot and not keys else []
            keys = keys or near
            if (
                n == 1
                and len(keys) > 1
                and not _is_capital(toks[i][0])
                and toks[i][0].lower() in _TRADE_WORDS
            ):
                continue  # "the EZJR software maintenance agmt": a word describing it, not one of the parties
            if n == 1 and (_kind_word(question, toks[i]) or _DESCRIBES.match(question, toks[i][2])):
                continue  # "the law of a European country": what kind of law or place, not European Micro
            if keys and (
                n > 1
                or _is_capital(toks[i][0])
                or all(k.startswith(party_key(possessive_free(toks[i][0]))) for k in keys)
                or party_key(toks[i][0]) in index.acronyms  # "ibm / quantum": an acronym, in lower case
                or all(blend_of(party_key(possessive_free(toks[i][0])), k) for k in keys)  # "revmed"
                or (  # "scansorce"; not "aliance", a word of the questions misspelt
                    keys in (index.first_word_typo(word), near) and not _misspelt_word(word)
                )
            ):
                found.append(_mention(question, toks, i, n, [index.names[k] for k in keys]))
                used[i : i + n] = [True] * n
    return found


# the nouns after a word that make it say what kind of law, place or party, not which party
_DESCRIBES = re.compile(
    r"\s+(?:countr(?:y|ies)|laws?|jurisdictions?|union|regions?|courts?|nationals?|citizens?|residents?)\b",
    re.I,
)


def _kind_word(question: str, tok: tuple[str, int, int]) -> bool:
    """ "FuelCell's joint development agreement", "Joint development agreement of ...": a word of the
    contract's kind (capitalised only to start the sentence), not "The Joint Corp."."""
    word, start, _ = tok
    return (not _is_capital(word) or _sentence_initial(question, start)) and word.lower() in _contract_words()


def _sentence_initial(question: str, start: int) -> bool:
    """Whether a word at `start` opens the question or a sentence of it (its capital says nothing)."""
    return not question[:start].strip() or bool(re.search(r"[.!?:;]\s*$|(?:^|\s)[-–—]\s*$", question[:start]))


def _heard_apart(
    question: str, toks: list[tuple[str, int, int]], used: list[bool], index: PartyIndex
) -> list[PartyMention]:
    """A name dictation wrote as two or three words ("net gear", "zo genix", "nippon shin yaku"): the
    words glued together are the start of a party's name (`PartyIndex.heads`)."""
    found: list[PartyMention] = []
    for n in (3, 2):
        for i in range(len(toks) - n + 1):
            span = toks[i : i + n]
            if any(used[i : i + n]) or not all(t[0].isalpha() for t in span) or not _linkable(span):
                continue
            keys = index.heads.get("".join(t[0].lower() for t in span), [])
            words = [t[0].lower() for t in span]
            if any(k.split()[:n] == words for k in keys):
                continue  # the name's own words as it writes them ("pacific software devs"): read whole below
            if keys and len(keys) <= MAX_LOOSE:
                found.append(_mention(question, toks, i, n, [index.names[k] for k in keys]))
                used[i : i + n] = [True] * n
    return found


# ordinary words that begin many unrelated companies' names ("Software Publishers", "SOFTWARE.NET"):
# alone and in lower case they describe a contract or a business, never one party in particular
_TRADE_WORDS = frozenset(
    """
    software hardware technology technologies systems solutions services network networks media digital
    energy pharma pharmaceutical pharmaceuticals capital financial finance health healthcare medical global
    international holdings group industries products marketing development research consulting data
    internet online wireless mobile entertainment communications telecom logistics transport
    """.split()  # noqa: SIM905 (a word list reads better as text)
)


@lru_cache(maxsize=1)
def _contract_words() -> frozenset[str]:
    """The words of contract types, their synonyms and CUAD's clause categories ("joint" of "joint
    venture", "exclusive", "license"): in lower case they describe a contract, never name a party."""
    from core.clause_categories import CATEGORIES
    from core.contract_types import CONTRACT_TYPES

    names = [*CATEGORIES, *(w for name, synonyms in CONTRACT_TYPES.items() for w in (name, *synonyms))]
    return frozenset(w for name in names for w in re.findall(r"[a-z]+", name.lower()) if len(w) >= 4)


@lru_cache(maxsize=1)
def _vocabulary() -> list[str]:
    from agent.understanding import FRAME_WORDS

    return sorted({w for w in (*FRAME_WORDS, *_kind_words()) if len(w) >= 6})


def _misspelt_word(word: str) -> bool:
    """Whether `word` is a word of the questions' own vocabulary, misspelt ("aliance", "agrement")."""
    return process.extractOne(word, _vocabulary(), scorer=fuzz.ratio, score_cutoff=85) is not None


def _common_noun(toks: list[tuple[str, int, int]], i: int, n: int) -> bool:
    """ "poaching our people": a lower-case word after "our"/"your"/"their" is a thing of ours, not a
    company, unless a contract word follows it ("our cisco deals"); after "not (to)" or "never (to)"
    it is a verb ("not to challenge")."""
    if _is_capital(toks[i][0]) or i == 0:
        return False
    before = [t[0].lower() for t in toks[max(0, i - 2) : i]]
    if before[-1] in ("not", "never") or before[-2:] in (["not", "to"], ["never", "to"]):
        return True  # "undertakes not to challenge", "will never contest": a verb
    if before[-1] not in _POSSESSIVE:
        return False
    after = toks[i + n][0].lower() if i + n < len(toks) else ""
    return not (after and (_DOC_WORD.fullmatch(after) or after in _kind_words()))


_DOC_WORD = re.compile(rf"(?:{DOC_WORDS})s?", re.I)
COMMON_WORD = 5000  # how often an English word must be in pyspellchecker's list to be a plain word


def _modifier(toks: list[tuple[str, int, int]], i: int, said: str) -> bool:
    """ "only by mutual consent": a common lower-case word before another lower-case noun describes it
    (not Mutual Insurance Corp.); before a contract word it may name one ("the dragon deal")."""
    word = toks[i][0]
    if _is_capital(word) or i + 1 >= len(toks) or said[toks[i][2] : toks[i + 1][1]] != " ":
        return False  # the next word right after it (a word read and blanked between leaves more space)
    after = toks[i + 1][0]
    if (
        _is_capital(after)
        or not after.isalpha()
        or _DOC_WORD.fullmatch(after)
        or after.lower() in _kind_words()
    ):
        return False
    return _common(word)


def _common(word: str) -> bool:
    """A common English word, in any case (at least `COMMON_WORD` in pyspellchecker's list, whose
    spellings are American: "centre", "licence", "colour" and "organise" are counted as theirs)."""
    low = word.lower()
    spellings = {
        low,
        re.sub(r"(?<=[a-z]{2})re(s?)$", r"er\1", low),
        re.sub(r"(?<=[a-z])our", "or", low),
        re.sub(r"(?<=[a-z]{3})is(e|es|ed|ing|ation)$", r"iz\1", low),
        re.sub(r"(?<=[a-z]{3})ence(s?)$", r"ense\1", low),
    }
    return max(english_words().word_frequency[w] for w in spellings) >= COMMON_WORD


# how a contract is agreed or ended, in a fixed phrase: "by mutual agreement", "with prior written consent"
_HOW_AGREED = frozenset(
    ["mutual", "mutually", "entire", "definitive", "separate", "prior", "written", "express"]
)
_AGREED = frozenset(
    ["agreement", "consent", "termination", "understanding", "arrangement", "written", "accord"]
)


def _plain_word(word: str) -> bool:
    """A lower-case common English word ("capital", "software")."""
    return word.islower() and _common(word)


def _how_agreed(toks: list[tuple[str, int, int]], i: int) -> bool:
    """A lower-case word of a fixed phrase saying how a contract is agreed or ended (`_HOW_AGREED`)."""
    word = toks[i][0]
    return word.islower() and i + 1 < len(toks) and word in _HOW_AGREED and toks[i + 1][0].lower() in _AGREED


_OBJECT_WORDS = frozenset(
    "the a an all its their me us them every any those these each both this that".split()  # noqa: SIM905
)  # what an imperative verb at a sentence's start takes: "Quote the clause", "List them"


def _sentence_verb(question: str, toks: list[tuple[str, int, int]], i: int) -> bool:
    """A common word capitalised only because it starts a sentence and followed by its object
    ("Quote the clause.", "Cover all of them"): an instruction, not a party's name."""
    before = question[: toks[i][1]].rstrip()
    if before and before[-1] not in ".?!:;" or i + 1 >= len(toks):
        return False
    word = toks[i][0]
    return (
        word[:1].isupper()
        and word[1:].islower()
        and toks[i + 1][0].lower() in _OBJECT_WORDS
        and _common(word)
    )


@lru_cache(maxsize=1)
def _kind_words() -> frozenset[str]:
    """The contract types' names and synonyms, lower case ("supply", "distribution agreement")."""
    from core.contract_types import CONTRACT_TYPES

    return frozenset(w for name, synonyms in CONTRACT_TYPES.items() for w in (name.lower(), *synonyms))


# the words before a name ("deals with sony", "between ibm and ..."), and what may follow it ("ibm /")
_BEFORE_A_NAME = frozenset({"with", "between", "vs", "versus"})


def _party_slot(said: str, toks: list[tuple[str, int, int]], i: int, n: int) -> str:
    """Where one word stands: "named" where a party is named (after "with" or "between", before a
    slash or an ampersand joining it to another name: "ibm / quantum hosting"), "described" before a
    word naming a kind of contract ("cytodin license"), else ""."""
    if n != 1:
        return ""
    before = re.search(r"([\w/]+)\W*$", said[: toks[i][1]])
    after = re.match(r"\s*([\w'’-]+)", said[toks[i][2] :])
    after_word = after.group(1).lower() if after else ""
    if (before and before.group(1).lower() in _BEFORE_A_NAME) or re.match(r"\s*[/&]", said[toks[i][2] :]):
        return "named"
    return "described" if _DOC_WORD.fullmatch(after_word) or after_word in _kind_words() else ""


# currencies said in lower case: "a ballpark in sterling is fine"
_CURRENCY_WORDS = frozenset(
    "sterling pounds pound euro euros dollars dollar yen yuan renminbi francs franc rupees rupee pesos".split()  # noqa: SIM905
)
# short words that say what kind of contract or party, not which: "new agreements", "with big fees"
_COMMON_SHORT = frozenset(
    """
    new old big top key main core any all few our its own net tax fee web app non pre sub max min more
    most less both each some such many much open live dead past last next full high long real true good
    best same late able free half firm sole lead
    """.split()  # noqa: SIM905 (a word list reads better as text)
)


def _linkable(span: list[tuple[str, int, int]], short: bool = False) -> bool:
    """Whether a run of words may be a name; `short`: a lower-case word of three or four letters may,
    where a party is named (`_party_slot`)."""
    from agent.understanding import FRAME_WORDS

    words = [possessive_free(t[0]).lower() for t in span]
    if all(w.strip(".,") in _FORM_WORDS for w in words):  # "limited liability": a legal form, no name
        return False
    if {words[0], words[-1]} & (_STOP | FRAME_WORDS) or any(w.replace(",", "").isdigit() for w in words):
        return False
    if len(span) == 1 and not _is_capital(span[0][0]) and words[0].startswith(_clause_words()):
        return False  # "can either side challenge it?": a word of a clause question, not Challenge Ltd.
    return not (len(span) == 1 and not _is_capital(span[0][0]) and len(words[0]) < (3 if short else 5))


@lru_cache(maxsize=1)
def _clause_words() -> tuple[str, ...]:
    """The words (and stems) people name clauses with (`TOPIC_CUES`, `SYNONYMS`), five letters or more."""
    from core.clause_categories import SYNONYMS, TOPIC_CUES

    said = re.sub(
        r"\\[a-zA-Z]", " ", " ".join([*(p for cues in TOPIC_CUES.values() for p in cues), *SYNONYMS])
    )
    return tuple(sorted({w for w in re.findall(r"[a-z]{5,}", said.lower())}))


def _each_word_starts_a_name(span: list[tuple[str, int, int]], index: PartyIndex) -> bool:
    """Every word of a capitalised run starts some party's name (short codes such as IP, NDA aside)."""
    for word, _, _ in span:
        if word.isupper() and len(word) <= 3:
            continue
        key = party_key(possessive_free(word))
        if key not in index.first_words and key not in index.acronyms:
            return False
    return True


def _mention(
    question: str, toks: list[tuple[str, int, int]], i: int, n: int, names: list[str]
) -> PartyMention:
    start, end = toks[i][1], toks[i + n - 1][2]
    return PartyMention(question[start:end].rstrip(",?"), start, end, names)


def _split_at_and(toks: list[tuple[str, int, int]], start: int, end: int) -> list[tuple[int, int]]:
    """A run of capitalised words cut at each lower-case "and" in it: the names on either side (a name
    with "and" in it was linked whole before, by its exact key)."""
    cuts = [k for k in range(start, end) if toks[k][0] == "and"]
    bounds = [start, *cuts, end]
    return [(a if a == start else a + 1, b) for a, b in zip(bounds, bounds[1:], strict=False)]


# what stands between two names written side by side ("Paratek - Carbogen AG", "Argo / Yaskawa"): a run
# of capitalised words ends there (a comma does not: "Acme, Inc.")
_NAME_BREAK = re.compile(r"[-–—/|:;()\[\]]")


# a capitalised contract word after a name, as titles are written: "WLI / Power2Ship Distributor Agreement"
_TITLE_TAIL = re.compile(
    r"(?:Agreements?|Contracts?|Agmts?|Distributor|Distribution|Franchise|Licen[cs]e|Collaboration|Reseller|Supply|"
    r"Hosting|Maintenance|Consulting|Endorsement|Sponsorship|Outsourcing|Transportation|Co-?Branding)"
)


def _capital_runs(question: str, toks: list[tuple[str, int, int]], used: list[bool]) -> list[tuple[int, int]]:
    """Runs of capitalised words (allowing '&', 'of', 'and' inside) not already linked, cut where a
    dash, slash, colon or bracket stands between two words."""
    runs, i = [], 0
    while i < len(toks):
        word = toks[i][0]
        if used[i] or not _is_capital(word) or word.lower() in _STOP:
            i += 1
            continue
        j = i + 1
        while (
            j < len(toks)
            and not used[j]
            and (_is_capital(toks[j][0]) or toks[j][0].lower() in ("&", "and", "of", "de"))
            and not _NAME_BREAK.search(question[toks[j - 1][2] : toks[j][1]])
            and not _TITLE_TAIL.fullmatch(toks[j][0])  # "Pizza Fusion Franchise Agreement": ends before
        ):
            j += 1
        while j > i + 1 and toks[j - 1][0].lower() in ("&", "and", "of", "de"):
            j -= 1
        runs.append((i, j - i))
        i = j
    return runs
