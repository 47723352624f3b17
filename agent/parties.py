"""Party names as people type them, resolved against the parties the caller can see.

"acme inc", "ACME, Incorporated" and "Acme Corp." share the key ``acme``; small typos are
matched with rapidfuzz on the keys. The tools filter by the resolved keys, never by raw text.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from graph_ingest import search_cypher as q
from graph_ingest.freshness import CACHE_S, ScopedCache
from graph_ingest.names import fold, party_key
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

log = logging.getLogger(__name__)

TYPO_CUTOFF = 88.0
# one letter off in seven ("cytodin" for CytoDyn), as the linker's capitalised runs: only where a party
# is named ("cytodin license"), since many words are that close to a name ("carries": Carrier)
NEAR_TYPO = 85.0

_ACRONYM_SKIP = {"of", "and", "the", "&", "for", "de", "la", "a"}
MAX_LOOSE = 5  # a short name matching more parties than this is too vague to link


def possessive_free(name: str) -> str:
    """ "Papa John's" -> "Papa John", "Audible’s" -> "Audible"."""
    return re.sub(r"['’]s\b|(?<=s)['’](?=\s|$)", "", name)


def glued(key: str) -> str:
    """A party key with its possessive "s" joined back to its word: "papa john s" -> "papa johns"."""
    return re.sub(r"(?<=\w) s\b", "s", key)


def acronym(key: str) -> str | None:
    """'international business machines' -> 'ibm' (two or more words)."""
    words = [w for w in key.split() if w not in _ACRONYM_SKIP]
    return "".join(w[0] for w in words) if len(words) >= 2 else None


def initials(key: str) -> str:
    """An initialism written with an ampersand ("B&W", key "b and w") as its letters joined by one
    ("b&w", what `ampersand_acronym` makes of "Babcock & Wilcox"); any other key as it is."""
    return key.replace(" and ", "&") if re.fullmatch(r"[a-z](?: and [a-z])+", key) else key


def ampersand_acronym(key: str) -> str | None:
    """'babcock and wilcox enterprises' -> 'b&w': the initials of the two words an "and" joins at the
    start of a name, as people write them ("B&W", "P&G")."""
    words = key.split()
    return f"{words[0][0]}&{words[2][0]}" if len(words) >= 3 and words[1] == "and" else None


def acronym_with_of(key: str) -> str | None:
    """'bank of america' -> 'bofa': initials with the "of" between them written out, as people
    write some of them ("BofA", "BofM"); only for names with an "of" after their first word."""
    words = [w for w in key.split() if w == "of" or w not in _ACRONYM_SKIP]
    if "of" not in words[1:-1]:
        return None
    return "".join(w if w == "of" else w[0] for w in words)


def blend_of(word: str, key: str) -> bool:
    """Whether `word` runs together the leading letters of a name's first words: "revmed" for
    Revolution Medicines, "fedex" for Federal Express (3+ letters of the first word, 2+ of each next
    one, two words at least, within the first four)."""
    words = [w for w in key.split() if w not in _ACRONYM_SKIP][:4]

    def fits(rest: str, i: int) -> bool:
        if not rest:
            return i >= 2
        if i >= len(words):
            return False
        least = 3 if i == 0 else 2
        top = min(len(words[i]), len(rest))
        return any(words[i][:n] == rest[:n] and fits(rest[n:], i + 1) for n in range(least, top + 1))

    return bool(word) and fits(word, 0)


# a party "name" a template left blank: "<<enter Company Name>>", "[●]", "[  ]", "______"
_PLACEHOLDER = re.compile(
    r"<<|>>|^\W*\[[^\]]*\]\W*$|_{3,}|\benter\s+(?:the\s+)?(?:company|party|client)\s+name\b", re.I
)


# "DOT COM LLC, OBA Seattle Software Developers": the name the business trades under, after these words
_TRADES_AS = re.compile(
    r"[,\s]+(?:oba|dba|d/b/a|doing\s+business\s+as|trading\s+as|t/a|a/k/a|aka|also\s+known\s+as)\s+(.+)$",
    re.I,
)


def other_names(name: str) -> list[str]:
    """The other ways a party's name is written: the name it trades under ("X LLC d/b/a Seattle Software
    Developers"), and a name run together in capitals written apart ("SeattleSoftwareDevelopers")."""
    out = [m.group(1)] if (m := _TRADES_AS.search(name)) else []
    if " " not in name.strip() and len(parts := re.findall(r"[A-Z][a-z]+|[A-Z]+(?![a-z])", name)) >= 3:
        out.append(" ".join(parts))  # three words at least: "MusclePharm" stays one
    return out


def aliases_of(said: dict[str, list[str]]) -> dict[str, list[str]]:
    """Each alias's key -> the parties (keys) it names: names of two words or more only (a one-word
    alias is a defined term, "Supplier"), never a party's own key."""
    owners: dict[str, list[str]] = {}
    for key, aliases in said.items():
        for alias in aliases:
            alias_key = party_key(alias)
            if len(alias_key.split()) > 1 and alias_key not in said and key not in owners.get(alias_key, []):
                owners.setdefault(alias_key, []).append(key)
    return owners


def placeholder(name: str) -> bool:
    """Whether a party's name is a template's blank, which no question names."""
    return bool(_PLACEHOLDER.search(name)) or not re.search(r"[A-Za-z]{2}", name)


@dataclass
class PartyIndex:
    """The visible parties: key -> display name (and every alias's key -> key, acronym -> keys)."""

    names: dict[str, str] = field(default_factory=dict)
    alias_keys: dict[str, list[str]] = field(default_factory=dict)  # an alias's key -> the keys it names
    acronyms: dict[str, list[str]] = field(default_factory=dict)
    first_words: set[str] = field(default_factory=set)  # the first word of every name's key
    heads: dict[str, list[str]] = field(default_factory=dict)  # a long first word (or two, glued) -> keys

    @classmethod
    def of(cls, *names: str) -> PartyIndex:
        """An index of these display names, its lookups derived (a fixed set of parties)."""
        index = cls(names={party_key(n): n for n in names if not placeholder(n)})
        index.alias_keys = aliases_of({key: other_names(name) for key, name in index.names.items()})
        index.add_acronyms()
        return index

    def add_acronyms(self) -> None:
        """Derive the acronym and first-word lookups from `names` (once, when the index is built)."""
        self.acronyms = {}
        self.first_words = {k.split()[0] for k in self.names if k.split()}
        self.heads = {}
        for key in self.names:
            words = glued(key).split()
            for head in {words[0], "".join(words[:2])} if words else ():
                if len(head) >= 7:
                    self.heads.setdefault(head, []).append(key)
        for key in self.names:
            if (short := acronym(key)) and len(short) >= 3:  # "GE" or "AT" would name too many
                self.acronyms.setdefault(short, []).append(key)
            if short := acronym_with_of(key):
                self.acronyms.setdefault(short, []).append(key)
            if short := ampersand_acronym(key):
                self.acronyms.setdefault(short, []).append(key)

    def led_by(self, key: str) -> list[str]:
        """The keys a name of two words or more begins ("west pharmaceutical": West Pharmaceutical
        Services), at most `MAX_LOOSE` of them; none when the name is a key itself."""
        if len(key.split()) < 2 or key in self.names:
            return []
        led = [k for k in self.names if k.startswith(key + " ")]
        return led if len(led) <= MAX_LOOSE else []

    def named_with(self, word: re.Pattern[str]) -> list[str]:
        """The display names that hold `word` ("University" in "The University of Iowa"), in order."""
        return sorted(name for name in self.names.values() if word.search(name))

    def exact(self, name: str) -> list[str]:
        """The party `name` is (its key or an alias's). A name written without a legal suffix also
        stands for the parties whose names go on from it ("AT&T": AT&T Corp. and AT&T Mobility
        LLC), when there are at most `MAX_LOOSE` of them; "AT&T Corp." is only itself."""
        for key in dict.fromkeys((party_key(name), party_key(possessive_free(name)))):
            if key in self.names:
                if re.sub(r"^the\s+", "", fold(possessive_free(name))) != key:  # a suffix was dropped
                    return [key]
                longer = [k for k in self.names if k.startswith(key + " ")]
                return [key, *longer] if len(longer) < MAX_LOOSE else [key]
            if key in self.alias_keys:
                return self.alias_keys[key][:MAX_LOOSE]
        return []

    def loose(self, name: str) -> list[str]:
        """Keys a short or partial name stands for: an acronym ("IBM"), or the leading words of a
        name ("Cisco" for Cisco Systems, "premier nutrition"), at most `MAX_LOOSE` of them."""
        key = party_key(possessive_free(name))
        if not key:
            return []
        if found := self.exact(name):
            return found
        key = initials(key)  # "B&W": Babcock & Wilcox
        if " " not in key and 2 <= len(key) <= 6 and key in self.acronyms:
            return self.acronyms[key][:MAX_LOOSE]
        if found := self._acronym_then_words(possessive_free(name)):
            return found
        if len(key) < 3:
            return []
        words = key.split()
        starts = [k for k in self.names if k.split()[: len(words)] == words]
        if not starts:  # "papa johns" for "Papa John's International" (its key: "papa john s ...")
            starts = [k for k in self.names if glued(k).split()[: len(words)] == words]
        if 0 < len(starts) <= MAX_LOOSE:
            return starts
        inside = self._in_a_row(words) if len(key) >= 4 else []
        if 0 < len(inside) <= MAX_LOOSE:
            return inside
        if len(words) >= 2:  # "Medalist REIT", "Bank America": its first word and later ones, in order
            ordered = [
                k for k in self.names if k.split()[:1] == words[:1] and _in_order(k.split()[1:], words[1:])
            ]
            if len(ordered) == 1:  # one name only: a word left out is no guess between several
                return ordered
            misspelt = [  # "Cremer Oelo": its first word, then its next words a letter or two off
                k for k in self.names if k.split()[:1] == words[:1] and _close_words(k.split()[1:], words[1:])
            ]
            if len(misspelt) == 1:
                return misspelt
            # "gsi tech", "intl paper", "seattle software devs": words of a name in a row, some cut short
            if cut := self._cut_short(words):
                return cut
        blends = [k for k in self.names if blend_of(key, k)] if " " not in key and len(key) >= 5 else []
        if 0 < len(blends) <= MAX_LOOSE:
            return blends
        typos = self.first_word_typo(key)
        return typos if 0 < len(typos) <= MAX_LOOSE else []

    def _cut_short(self, words: list[str]) -> list[str]:
        """ "intl paper", "seattle software devs": one party (or the spellings of one business) whose
        name has these words in a row, some of them `shortened`."""
        cut = self._in_a_row(words, short=True)
        if len(cut) == 1 or (cut and any(set(cut) == set(keys) for keys in self.alias_keys.values())):
            return cut
        return []

    def _in_a_row(self, words: list[str], short: bool = False) -> list[str]:
        """The parties with `words` in a row in their name or in a name they trade under (both of
        "seattle software" 's spellings), each word maybe `shortened`."""
        found = [k for k in self.names if _contains_words(k.split(), words, short)]
        for alias, keys in self.alias_keys.items():
            if _contains_words(alias.split(), words, short):
                found.extend(keys)
        return list(dict.fromkeys(found))

    def first_word_typo(self, key: str, cutoff: float = TYPO_CUTOFF) -> list[str]:
        """ "scansorce" for ScanSource, Inc.: one long word a letter or two off a name's first word
        (or its first two words run together), with the same first letter."""
        if " " in key or len(key) < 7:
            return []
        hits = process.extract(key, list(self.heads), scorer=fuzz.ratio, score_cutoff=cutoff, limit=10)
        return list(dict.fromkeys(k for head, _, _ in hits if head[0] == key[0] for k in self.heads[head]))

    def _acronym_then_words(self, name: str) -> list[str]:
        """ "GE Capital" for General Electric Capital Corporation: a capitalised short acronym for the
        leading words of a name, then its next words as written."""
        words = name.split()
        head = words[0] if words else ""
        if len(words) < 2 or not (head.isalpha() and head.isupper() and 2 <= len(head) <= 4):
            return []
        rest = party_key(" ".join(words[1:])).split()
        n = len(head)
        found = []
        for key in self.names:
            kept = [w for w in key.split() if w not in _ACRONYM_SKIP]
            if "".join(w[0] for w in kept[:n]) == head.lower() and kept[n : n + len(rest)] == rest:
                found.append(key)
        return found if 0 < len(found) <= MAX_LOOSE else []

    def resolve(self, name: str) -> list[str]:
        """Party keys matching `name`: exact key, else alias, else close typos, else whole words."""
        key = party_key(possessive_free(name))
        if not key:
            return []
        if found := self.exact(name):
            return found
        if " " not in (short := initials(key)) and short in self.acronyms:
            return self.acronyms[short][:MAX_LOOSE]
        keys = list(self.names)
        if led := self.led_by(key):  # before a typo of another name ("Eton Pharmaceuticals")
            return led
        hits = process.extract(key, keys, scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF, limit=5)
        if hits:
            best = hits[0][1]
            return [k for k, score, _ in hits if score >= best - 2]
        words = key.split()
        if len(key) >= 4:
            contained = [k for k in keys if _contains_words(k.split(), words)]
            contained = contained or [k for k in keys if _contains_words(glued(k).split(), words)]
            if 0 < len(contained) <= 5:  # "papa johns" is in "papa john s international"
                return contained
        return self._cut_short(words) if len(words) >= 2 else []


def shortened(short: str, word: str) -> bool:
    """Whether `short` is a way of writing `word` short: its start ("tech", "pharma"), or its first and
    last letters with some between ("intl", "mfg", "devs" for "developers"), 3 letters at least."""
    if len(short) < 3 or len(short) >= len(word) or short[0] != word[0]:
        return False
    if word.startswith(short):
        return True
    rest = iter(word[1:-1])
    return short[-1] == word[-1] and all(ch in rest for ch in short[1:-1])


def _in_order(haystack: list[str], needle: list[str]) -> bool:
    """Every word of `needle` in `haystack`, in this order (others may stand between)."""
    rest = iter(haystack)
    return all(any(w == h for h in rest) for w in needle)


def _close_words(haystack: list[str], needle: list[str]) -> bool:
    """The words of `needle` at the start of `haystack`, each the same or (4+ letters) a typo off."""
    return len(haystack) >= len(needle) and all(
        h == w or (len(w) >= 4 and fuzz.ratio(h, w) >= 75) for h, w in zip(haystack, needle, strict=False)
    )


def _contains_words(haystack: list[str], needle: list[str], short: bool = False) -> bool:
    """Whether `needle`'s words stand in a row in `haystack`; with `short`, each may be `shortened`
    (one at least written out; a plain English word only as the last one, cut from the start of the
    name's word: "gsi tech", never "limit liability" for "Limited Liability Company")."""
    n = len(needle)
    if not short:
        return any(haystack[i : i + n] == needle for i in range(len(haystack) - n + 1))

    def fits(w: str, h: str, last: bool) -> bool:
        if w == h:
            return True
        if not shortened(w, h):
            return False
        return not _english(w) or (last and h.startswith(w))

    return any(
        any(w == h for w, h in zip(needle, haystack[i : i + n], strict=True))
        and all(
            fits(w, h, j == n - 1) for j, (w, h) in enumerate(zip(needle, haystack[i : i + n], strict=True))
        )
        for i in range(len(haystack) - n + 1)
    )


def _english(word: str) -> bool:
    """A word of pyspellchecker's English list ("limit", "tech"), as `agent.phrases` loads it."""
    from agent.phrases import english_words

    return not english_words().unknown([word])


class PartyResolver:
    """Builds and caches a `PartyIndex` per scope (a few thousand names: milliseconds)."""

    def __init__(self, store: GraphStore, cache_s: float = CACHE_S) -> None:
        self.store = store
        self._cache: ScopedCache[PartyIndex] = ScopedCache(cache_s)

    def index(self, scope: ReaderScope) -> PartyIndex:
        """The scope's party names, cached (`graph_ingest.freshness`: until this process writes to
        one of the scope's tenants, and for at most `cache_s`); built once at a time."""
        return self._cache.get(scope, "parties", lambda: self._build(scope))

    def _build(self, scope: ReaderScope) -> PartyIndex:
        index = PartyIndex()
        defined: dict[str, list[str]] = {}
        for row in self.store.read(q.PARTY_NAMES, scope):
            if placeholder(row["name"]):
                continue  # a template's blank names nobody ("enter into" never links to it)
            index.names[row["key"]] = row["name"]
            defined.setdefault(row["key"], []).extend(row.get("aliases") or [])
        # an alias a contract defines names its party only where no other party has it too
        index.alias_keys = {a: k for a, k in aliases_of(defined).items() if len(k) == 1}
        for alias, keys in aliases_of({k: other_names(n) for k, n in index.names.items()}).items():
            index.alias_keys[alias] = list(dict.fromkeys([*index.alias_keys.get(alias, []), *keys]))
        index.add_acronyms()
        return index

    def resolve(self, names: list[str], scope: ReaderScope) -> tuple[list[list[str]], list[str]]:
        """Key sets (one per name) and the names that matched no visible party."""
        index = self.index(scope)
        key_sets, unresolved = [], []
        for name in names:
            keys = index.resolve(name)
            if keys:
                key_sets.append(keys)
            else:
                unresolved.append(name)
        log.debug("parties %s -> %s (unresolved %s)", names, key_sets, unresolved)
        return key_sets, unresolved
