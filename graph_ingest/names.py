"""Party-name normalisation: the key two spellings of one organisation share.

"ACME Inc.", "Acme, Incorporated" and "The Acme Corporation" all have the key ``acme``.
"""

from __future__ import annotations

import re
import unicodedata

LEGAL_SUFFIXES = (
    "incorporated",
    "inc",
    "corporation",
    "corp",
    "company",
    "co",
    "limited",
    "ltd",
    "llc",
    "l l c",
    "lp",
    "l p",
    "llp",
    "l l p",
    "plc",
    "p l c",
    "gmbh",
    "ag",
    "sa",
    "s a",
    "spa",
    "s p a",
    "bv",
    "b v",
    "nv",
    "n v",
    "pty",
    "pte",
    "kk",
    "k k",
    "ab",
    "as",
    "oy",
    "sarl",
    "sas",
    "srl",
    "lda",
    "pc",
    "p c",
    "na",
    "n a",
    "se",
)
_SUFFIX_RE = re.compile(r"(?:\s+(?:" + "|".join(re.escape(s) for s in LEGAL_SUFFIXES) + r"))+$")


def fold(text: str) -> str:
    """Lower case, accents removed, punctuation to spaces, whitespace collapsed."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    text = text.replace("&", " and ")
    text = re.sub(r"[^\w\s]", " ", text)
    return " ".join(text.split())


def party_key(name: str) -> str:
    """Case-, punctuation-, 'the'- and legal-suffix-insensitive key of a party name."""
    folded = fold(name)
    folded = re.sub(r"^the\s+", "", folded)
    stripped = _SUFFIX_RE.sub("", folded).strip()
    return stripped or folded


def display_name(name: str) -> str:
    """A party name tidied for display: whitespace collapsed, stray quotes and commas trimmed."""
    return " ".join(name.split()).strip(" ,;:\"'“”")
