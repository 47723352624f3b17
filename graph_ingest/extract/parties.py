"""Parties from a contract's preamble: names, defined-term aliases and roles.

"This Agreement is entered into as of ... by and between Acme, Inc., a Delaware corporation
("Company"), and Beta LLC ("Distributor")" -> [Acme, Inc. (Company), Beta LLC (Distributor)].
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rapidfuzz import fuzz

from graph_ingest.extract.dates import find_dates
from graph_ingest.extract.law import is_place
from graph_ingest.names import fold, party_key

_ANCHOR = re.compile(
    r"\b(?:by\s+and\s+between|by\s+and\s+among|between|among(?:st)?|(?:entered\s+into|made|executed)\s+by(?!\s+and\b))\b"
    r"|\bPARTIES\b|\bB\sE\sT\sW\sE\sE\sN\b|\b(?:under|by)\s+which\b(?=\s+[A-Z])",
    re.I,
)
_END = re.compile(
    r"\bWHEREAS\b|\bRECITALS?\b|R\sE\sC\sI\sT\sA\sL\sS|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|\bBACKGROUND\b|\bNOW,?\s+THEREFORE\b"
    r"|\bIN\s+CONSIDERATION\b|\bPREAMBLE\b|\bthe\s+parties\s+(?:hereto\s+)?(?:hereby\s+)?agree|\bINTRODUCTION\b"
    r"|\bTERMS\s+AND\s+CONDITIONS\b|\n\s*(?:ARTICLE|Section)\s+1\b|\n\s*1\.\s+[A-Z]",
    re.I,
)
_ALIAS_PAREN = re.compile(
    r"\((?:[^()]|\([^()]*\)){0,250}?[\"“”][^\"“”]{1,60}[\"“”](?:[^()]|\([^()]*\)){0,250}?\)"
    r"|\((?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,2}\s*\)"
    r"(?=\s*(?:[,;.:]|and\b|or\b|$|\n|agree|hereby|enter|have|is\b|are\b|\(\s*(?:\d{1,2}|[a-h]|[ivx]+)\s*\)))"
    r"|\(\s*(?:the\s+)?['‘][^'‘’()]{1,60}['’]\s*\)"
    # unbracketed: '..., hereinafter referred to as "TKCI";' and '— hereinafter referred to as Cremer —'
    r"|[,.]?\s*\b[Hh]ereinafter\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?[\"“”][^\"“”]{1,60}[\"“”]"
    r"|\s[—–-]+\s*hereinafter\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,2}"
    r"\s*[—–-]+"
)
_BARE = re.compile(
    r"\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?['‘]?([^()'‘’]+?)['’]?\s*\)"
    r"|\s[—–-]+\s*hereinafter\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?([^—–-]+?)\s*[—–-]+$"
)
_QUOTED = re.compile(r"[\"“”]+([^\"“”]{1,60}?)[\"“”]")
_NOT_PARTY = {
    "agreement",
    "effective date",
    "party",
    "parties",
    "contract",
    "amendment",
    "execution date",
    "term",
    "commencement date",
    "this agreement",
    "the agreement",
    "exchange act",
    "act",
    "securities act",
    "original agreement",
    "master agreement",
    "services",
    "products",
    "territory",
}
_DESCRIPTOR = re.compile(
    r",\s*(?=[a-z(]|\d)|\s+\((?=[a-z]|formerly|f/k/a|d/b/a|as\s|acting|on\s+behalf)"
    r"|,?\s+(?:a|an)\s+(?:[A-Z][\w.&-]*\s+){0,4}(?i:corporation|company|limited|partnership|entity|individual"
    r"|trust|bank|association|organization|organisation|corp|llc|société|sociedad|gmbh|cooperative)\b"
    r"|,?\s+(?:and|on\s+behalf\s+of)\s+(?:itself\s+and\s+)?(?:its|their)\s+(?i:affiliates|subsidiaries)\b"
    r"|,?\s+(?:a|an)\s+(?:company|corporation|individual|limited|body|public|private|wholly)\b"
    r"|,?\s+(?:having|with|whose|located|organized|organised|incorporated|existing|duly|which|acting|residing"
    r"|domiciled|registered|headquartered|doing\s+business|on\s+behalf|through|its\s+(?:principal|registered)"
    r"|of\s+\d|at\s+\d|hereinafter|herein|(?i:including))\b|\s+(?:is|being)\s+(?:a|an)\s|\s+of\s+\[",
)
_LEAD_JUNK = re.compile(
    r"^(?:[\s,;:.\-–—]|and\b|&|or\b|between\b|among\b|amongst\b|by\b|the\s+undersigned\b|\(\s*[\divx]+\s*\)|\(?[a-h]\)"
    r"|\d+[.)]|(?:together|along)\s+with\b|on\s+the\s+(?:one|other)\s+hand\b)+",
    re.I,
)


_NEXT_PARTY = re.compile(
    r"\band\b\s*,?|;\s*|\(\s*(?:[a-h]|[ivx]+|\d+)\s*\)\s*|-\s*and\s*-"
    # a preamble without 'between': 'the terms under which Acme Inc. ("Acme"), authorizes Beta Inc. ("Reseller")'
    r"|,?\s(?:authorizes|appoints|engages|retains|hires|grants\s+to|licenses\s+to)\s+(?=[A-Z])",
    re.I,
)
_SUFFIX_OF = re.compile(
    r"(?:\b(?:Inc|Ltd|LLC|L\.L\.C|Corp|Limited|Corporation|GmbH|AG|S\.A|plc|L\.P|B\.V|N\.V)\.?|\bA/S)(?=\s+of\s+[A-Z])"
)
ROLE_WORDS = {
    "distributor",
    "reseller",
    "franchisee",
    "franchisor",
    "developer",
    "licensee",
    "licensor",
    "client",
    "company",
    "customer",
    "supplier",
    "agent",
    "consultant",
    "contractor",
    "seller",
    "buyer",
    "purchaser",
    "vendor",
    "you",
    "executive",
    "employee",
    "employer",
    "member",
    "manager",
    "owner",
    "trustee",
    "borrower",
    "lender",
    "investor",
    "holder",
    "landlord",
    "tenant",
    "lessor",
    "lessee",
    "provider",
    "recipient",
    "manufacturer",
    "affiliate",
    "sponsor",
    "endorser",
    "publisher",
    "partner",
    "shareholder",
    "stockholder",
    "guarantor",
    "operator",
    "subscriber",
    "user",
    "representative",
    "principal",
    "advisor",
    "adviser",
    "marketer",
    "producer",
    "licensors",
    "licensees",
    "parties",
    "sellers",
    "buyers",
    "purchasers",
    "members",
    "company's",
}
# role words that end a heading or signature caption, never a name: "STAAR SURGICAL AG DISTRIBUTOR", "Master Franchisee"
_ROLE_TAIL = re.compile(
    r"\s(?:distributor|reseller|franchisee|franchisor|licensee|licensor|customer|supplier|consultant|contractor"
    r"|purchaser|vendor|executive|employee|endorser|sponsor)$",
    re.I,
)
_ADDRESS = re.compile(
    # an address in capitals after the name: 'DRAGON SYSTEMS, INC. 320 NEVADA STREET', 'MEDIA BV LANDDROSTLAAN 51'
    r"\s+\d{1,6}\s+(?:[A-Z]+\s+){1,3}(?:STREET|ST|AVENUE|AVE|ROAD|RD|DRIVE|DR|BOULEVARD|BLVD|LANE|WAY|PLACE|PARKWAY)\b"
    r"|\s+[A-Z]*(?:LAAN|STRAAT|STRASSE|STRAßE|WEG|GASSE|VEJ|GADE|ALLEE|PLATZ)\s+\d"
    r"|,?\s+P\.?\s?O\.?\s+Box\b|\s+(?:Room|Suite|Address|Add|Tel|Fax|Floor|Building|Unit\s+\d+)\b"
    r"|\s+\d{1,3}(?:st|nd|rd|th)\s+Floor\b|,?\s+(?:of\s+)?\d{1,6}\s+(?:[NSEW]\.?\s+)?[A-Z][a-z]"
)
_AFTER_SUFFIX = re.compile(
    r"\b(?:Inc|Ltd|LLC|L\.L\.C|Corp|Corporation|GmbH|AG|S\.A|plc|Limited|B\.V|N\.V|Pte|S\.p\.A|KG)\.?"
    r"(?=,?\s+(?!(?:Inc|Ltd|LLC|L\.L\.C|Corp|Co|Limited|Corporation|L\.?P|d/b/a|dba|doing|and|&|USA|U\.S\.A)\b)[A-Z][a-z]"
    r"|,\s+(?!(?:INC|LTD|LLC|CORP|CO|LIMITED|CORPORATION|L\.?P|USA|AND|DBA)\b)[A-Z]{3,}\b)"
)
_NAME_STOP = re.compile(
    r"^(?:Address|Add|Tel|Fax|Room|Suite)\b|\d:\d\d|\b[ap]\.m\b"
    r"|\b(?:neither|hereto|hereof|hereunder|section|schedule|exhibit|attached|shall|will|may|means|pursuant"
    r"|regulations?|whereas|witnesseth|therein|thereof|provided|disclaimers?|limitations"
    r"|(?:chapter|article)\s+(?:\d|[IVX]+\b)|provisions|exchange\s+commission)\b"
    r"|\bpart(?:y|ies)\b(?!\s+[A-D1-4]\b)",
    re.I,
)
# lower-case words that never sit inside a name ("Client on the Effective Date"); case-sensitive
_NAME_STOP_CS = re.compile(
    r"^(?:[A-Z][a-z]+\s+){0,2}(?:corporation|company)$|\s(?:on|are|is|in|reached|listed|following|agrees?|referred"
    r"|individually|collectively|with|at|by|from|whose|which|that|under|located)\s"
)
_ROLE_LABEL = (
    r"(?i:licensor|licensee|seller|buyer|supplier|customer|distributor|client|consultant|contractor|purchaser|vendor"
    r"|manufacturer|shipper|carrier|covenanter|reseller|franchisee|franchisor|developer|provider|recipient|lessor|lessee"
    r"|company|sponsor|agent|owner|operator|publisher|producer|partner|lender|borrower|landlord|tenant|investor"
    r"|company\s+name|customer\s+name|client\s+name)"
)
_LABELLED = re.compile(
    rf"(?:^|\n|\s)(?P<label>Party\s+[A-D1-4]|(?:The\s+)?{_ROLE_LABEL}(?:/[\w-]+)?)(?:\s*\([^)]{{0,40}}\))?\s*[:：]"
    r"(?:[ \t]*Name[ \t]*:)?\s*(?P<name>[A-Z](?:[^\n:()]|\([A-Z][^\n:()\"“]{1,30}\)){2,100}?)\s*"
    r"(?=Address|ADD\b|Add\b|Tel\b|Telephone\b|Phone\b|Fax\b|E-?mail\b|Attn\b|Registered|Legal|Domicile|\n|$"
    r"|\((?![A-Z][^\n:()\"“]{1,30}\)))",
)


_OFFICER_OF = re.compile(
    r"(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][\w.-]*){1,3},\s+(?:the\s+|its\s+)?(?:director|president|chief\s+\w+"
    r"\s+officer|ceo|owner|founder|managing\s+director|general\s+manager|manager|principal|partner|member|secretary)"
    r"\s+(?:of|for)\s+(?=[A-Z])(.+)",
    re.I,
)


@dataclass
class Party:
    name: str
    aliases: list[str] = field(default_factory=list)
    role: str | None = None


def _region(text: str, anchor: re.Match[str]) -> str:
    stop = anchor.end() + 1500
    for end in _END.finditer(text, anchor.end(), anchor.end() + 3000):
        # 'BETWEEN\n 1. Acme Corp. ... AND\n 2. Beta Ltd': a numbered list of parties, not section 1
        if re.match(r"\s*1\.", end.group(0)) and not text[anchor.end() : end.start()].strip(" \t\n:"):
            continue
        stop = end.start()
        break
    return text[anchor.end() : stop]


_REGION = re.compile(
    r"(?i:(?:the\s+)?(?:(?:north(?:ern)?|south(?:ern)?|east(?:ern)?|west(?:ern)?|central|latin|continental)\s+)?"
    r"(?:america|americas|europe|asia|africa|oceania|australasia|asia[\s-]pacific|middle\s+east|far\s+east"
    r"|caribbean|scandinavia))"
)


_LOWER_WORD = re.compile(
    r"(?<![\w.&'-])(?!(?:of|and|the|de|du|la|le|des|del|della|di|da|do|dos|von|van|der|den|y|e|et|for|und|en|inc"
    r"|ltd|co|corp|llc|plc|dba|d/b/a|a/s|s\.a|s\.e|mbh|bv|nv|sa|ag|in|on|at)\b)[a-z][a-z]+\b(?![.-]?[A-Z])"
)


_DIVISION = re.compile(r",?\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:division|unit)\s+of\s+(?=(?:the\s+)?[A-Z])")
_SERVICES_OF = re.compile(
    r"^\s*,?\s*(?:for|furnishing)\s+(?:the\s+)?services\s+of\s+(?=[A-Z])|^\s*,?\s*f/s/o\s+", re.I
)


# a person's position, not a party: 'Director of Asia-Pacific Operations'
_JOB_TITLE = re.compile(
    r"(?:(?:Managing|Executive|Senior|Vice|Deputy|General)\s+)?(?:Director|President|Chairman|Manager|Head"
    r"|Chief\s+\w+\s+Officer|Secretary|Treasurer)\s+(?:of|for)\s",
    re.I,
)


def _clean_name(chunk: str) -> str | None:
    """The party's name in a chunk of preamble text, without what leads up to it or describes it; None if none."""
    chunk = _SERVICES_OF.sub("", " ".join(chunk.split()))
    if division := _division_name(chunk):
        return division
    rest = _after_previous_party(_drop_connectives(chunk))
    if rest is None:
        return None
    name = _tidy_name(_cut_description(_drop_label(_drop_lead_words(rest))))
    return name if _is_name(name) else None


def _division_name(chunk: str) -> str | None:
    """'Ford Motor Media, a division of J. Walter Thompson': the division and the legal entity it belongs to.

    The division alone when the owner's words are no name; None when the chunk names no division."""
    if (div := _DIVISION.search(chunk)) and (unit := _clean_name(chunk[: div.start()])):
        if owner := _clean_name(chunk[div.end() :]):
            return f"{unit}, a division of {owner}"
        return unit
    return None


def _drop_connectives(chunk: str) -> str:
    """Words that join the name to the list of parties: 'together with', 'on the other hand', 'between:'."""
    chunk = re.sub(r"^\s*,?\s*(?:together|along)\s+with\s+(?=[A-Z])", "", chunk)
    chunk = re.sub(r"^[\s,]*(?:and\b[\s,]*)?on\s+the\s+(?:one|other)\s+hand\b[\s,]*", "", chunk, flags=re.I)
    return re.split(r"\b(?:between|among(?:st)?)\b\s*:?", chunk, flags=re.I)[-1]


def _after_previous_party(chunk: str) -> str | None:
    """The chunk past the end of the previous party's text, which a chunk may start with.

    A list of parties: '), Hydraspin USA, Inc., a Texas corporation' -> 'Hydraspin USA, Inc., ...'. The tail of
    the previous party's description: ', a trust, and Beta Inc.' -> ' Beta Inc.' (None when no next party
    follows it)."""
    if re.match(
        r",\s*(?!(?:a|an|and|or|with|having|whose|located|organized|incorporated|its|each|both)\b)[A-Z]",
        chunk,
    ):
        return chunk.lstrip(" ,")
    if re.match(
        r"\s*(?:,|(?:a|an|with|having|whose|located|organized|incorporated|on\s+behalf|acting)\s)", chunk
    ):
        tails = list(_NEXT_PARTY.finditer(chunk))
        return chunk[tails[-1].end() :] if tails else None
    return chunk


def _drop_lead_words(chunk: str) -> str:
    """Words before the name: 'and', '(ii)', 'the undersigned', an appositive ('professional golfer, TOM WATSON'),
    or a sentence up to a colon ('the following two parties on ... in Beijing: Phoenix Ltd.')."""
    chunk = _LEAD_JUNK.sub("", chunk).strip()
    chunk = re.sub(r"^(?:[a-z][\w-]*\s+){1,4}[a-z][\w-]*,\s+(?=[A-Z])", "", chunk)
    if re.match(r"[a-z]+\s", chunk):
        chunk = re.split(r"\b\w+\s*:\s+(?=[A-Z0-9])", chunk)[-1]
    return chunk


def _drop_label(chunk: str) -> str:
    """A label before the name ('Party A:', 'Licensor (Seller):', 'Client Name:'), and an officer who signs for
    the company that is the party: 'Natalija Tunevic, director of FreeCook' -> 'FreeCook'."""
    chunk = re.sub(
        r"^(?:Party\s+[A-D1-4]|(?:the\s+)?\w+(?:/[\w-]+)?(?:\s+name)?)\s*(?:\([^)]*\))?\s*[:：]\s*",
        "",
        chunk,
        flags=re.I,
    )
    if officer := _OFFICER_OF.match(chunk):
        chunk = officer.group(1)
    return chunk


def _cut_description(chunk: str) -> str:
    """The name without what follows it: a quoted alias ('Chase Bank USA, N.A. (?Chase?)'), a trailing acronym
    ('... Network (IMNTV)'), a description (', a Delaware corporation'), an address ('320 NEVADA STREET'), or
    words after the legal suffix ('Acme Inc. Hong Kong'); a number inside the name stays ('Kes 7 Capital Inc.')."""
    chunk = re.split(r"\s*\(\s*[\"“”'‘?]", chunk)[0]
    chunk = re.sub(r"\s*\([A-Z]{2,10}\)\s*$", "", chunk)
    for cut in (_DESCRIPTOR, _ADDRESS, _AFTER_SUFFIX):
        if m := cut.search(chunk):
            if cut is _ADDRESS and _NUMBERED_NAME.fullmatch(chunk, m.start()):
                continue
            chunk = chunk[: m.end() if cut is _AFTER_SUFFIX else m.start()]
    return re.sub(
        r"\s*\([A-Z]{2,10}\)\s*$", "", chunk
    )  # an acronym before the description: 'Network (IMNTV),'


def _tidy_name(chunk: str) -> str:
    """Trim the name's ends: quotes and punctuation, a last 'and'/'of', a description after the suffix without a
    comma ('VITALIBIS INC a Nevada C'), a doubled or sentence-ending full stop ('Torvec Inc..'), a place after
    the suffix ('Beijing CC-Pharming Ltd. of Beijing, China') and a leading 'The' unless the name needs it."""
    name = re.sub(r"\s+(?:and|of)$", "", chunk.strip(" ,;:\"'“”")).strip()
    name = re.sub(r"\.{2,}$", ".", _SUFFIX_THEN_A.sub(r"\1", name))
    if name.endswith(".") and len(name.split()[-1]) > 5 and not re.search(r"\.\w", name.split()[-1]):
        name = name[:-1]
    if suffix := _SUFFIX_OF.search(name):
        name = name[: suffix.end()]
    if name.lower().startswith("the ") and not re.search(
        r"\b(?:inc|corp|company|group|bank|trust)\b", name, re.I
    ):
        name = name[4:]
    return name


def _is_name(name: str) -> bool:
    """Whether the cleaned text is a party's name: of a name's size and shape, and none of the things that are not."""
    return (
        _has_name_size(name)
        and _starts_like_name(name)
        and not _is_role_or_stop_word(name)
        and not _is_prose(name)
        and not _is_place_or_reference(name)
    )


def _has_name_size(name: str) -> bool:
    """Not empty, at most 150 characters and 16 words."""
    return bool(name) and len(name) <= 150 and len(name.split()) <= 16


def _starts_like_name(name: str) -> bool:
    """A capital or a digit first; or a lower-case brand ('eGain', 'ebix.com', 'i3 Integrative Solutions, LLC');
    or a name in lower case with a legal suffix ('deep systems, inc.')."""
    return bool(
        re.match(r"[A-Z0-9]", name)
        or re.match(r"[a-z][\w.-]*[A-Z.-]", name)
        or re.match(r"[a-z]+\d\w*\s", name)
        or re.fullmatch(
            r"(?!(?:the|a|an|such|its|their|each|any|all|other)\b)(?:[a-z][\w&'-]*\s+){1,4}"
            r"(?i:inc|llc|l\.l\.c|ltd|corp|limited|lp|l\.p|gmbh|plc)\.?",
            name.replace(",", ""),
        )
    )


def _is_role_or_stop_word(name: str) -> bool:
    """Words a name never holds ('hereto', 'Address', 'Client on the ...'), a role ('Licensee', 'Lenders'),
    a position ('Director of Asia-Pacific Operations'), a caption ending in a role ('Master Franchisee'), or no
    two letters in a row."""
    return bool(
        _NAME_STOP.search(name)
        or _NAME_STOP_CS.search(name)
        or fold(name) in ROLE_WORDS
        or fold(name).removesuffix("s") in ROLE_WORDS
        or _JOB_TITLE.match(name)
        or (_ROLE_TAIL.search(name) and not _ORG_WORD.search(name))
        or not re.search(r"[A-Za-z]{2}", name)
    )


def _is_prose(name: str) -> bool:
    """Words of a sentence, not a name: 'In accordance with ...', two or more lower-case words ('Transportation
    Service of liquid hydrocarbons'), a defined term of the agreement ('Effective Date'), or 'this/each/any ...'."""
    if re.match(r"(?:In|On|At|For|With|To|From|Under|As|If|When|Upon|Subject)\s+[a-z]", name):
        return True
    if not re.fullmatch(r"[a-z][\w.-]*", name) and len(_LOWER_WORD.findall(name)) >= 2:
        return True
    return fold(name) in _NOT_PARTY or bool(re.match(r"(?:this|each|such|all|any)\b", name, re.I))


def _is_place_or_reference(name: str) -> bool:
    """A place ('England and Wales', 'Delaware', 'Europe'); a reference to a document, a PO box or a section
    ('5.1 Services'); a bare legal suffix; or a date ('June 1, 2018'), though a year may sit in a company's name
    ('WPP 2005 Limited', 'Verizon Owner Trust 2020-A')."""
    if is_place(name) or _REGION.fullmatch(name):
        return True
    if re.search(r"\bagreement\b|\bdated\b|^P\.?\s?O\.?\s+Box\b|\b\d{1,3}\.\d{1,2}\s+[A-Z]", name, re.I):
        return True
    if _SUFFIX_START.fullmatch(name):
        return True
    return bool(re.search(r"\b(?:19|20)\d\d\b", name) and (find_dates(name) or not _ORG_WORD.search(name)))


def _with_aliases(region: str) -> list[Party]:
    region = region[: _sentence_end(region)]
    parties: list[Party] = []
    pos = 0
    for m in _ALIAS_PAREN.finditer(region):
        terms = [t.strip() for t in _QUOTED.findall(m.group(0)) if t.strip()]
        if not terms and (bare := _BARE.match(m.group(0))):
            terms = [bare.group(1) or bare.group(2)]
        chunk = region[pos : m.start()]
        pos = m.end()
        own = [t.strip(" .,") for t in terms if fold(t.strip(" .,")) not in _NOT_PARTY]
        if not own:
            continue
        if re.search(r"\b(?:collectively|together(?!\s+with)|jointly)\b", m.group(0), re.I):
            group = [n for seg in _split_members(chunk) if (n := _clean_name(seg))]
            # members are organisations, and perhaps an individual last: '..., Fund L.P. and Mario Rossi'
            if group and not _looks_like_org(group[-1]) and _PERSON.fullmatch(group[-1]):
                group = [n for n in group[:-1] if _looks_like_org(n)] + group[-1:]
            else:
                group = [n for n in group if _looks_like_org(n)]
            if len(group) >= 2 and sum(map(_looks_like_org, group)) >= 2:
                parties.extend(Party(name=n, aliases=list(own)) for n in group)
                continue
        *others, last = _LIST_SEP.split(chunk)
        # parties listed without an alias before this one: '("Nationwide"), and Acme Life Co., and Beta Inc. ("B")'
        parties.extend(Party(name=n) for seg in others if (n := _clean_name(seg)) and _looks_like_org(n))
        # a party's details on lines of their own before the next: 'Tel.: ... Fax: ... and\n\nBeta Ltd ("B")',
        # or a letter's date and addressee: 'July 20, 2018\n\nJane Doe\n\nDear Jane:\n\nAcme, Inc ("Company")'
        paras = re.split(r"\n\s*\n", last)
        name = (len(paras) > 1 and _clean_name(paras[-1])) or _clean_name(last)
        if name is None:
            if parties and chunk.strip(" ,;") == "":  # a second paren for the same party
                parties[-1].aliases.extend(own)
            continue
        parties.append(Party(name=name, aliases=own))
    # a last party without a defined term: '..., and Beta Trust Company, not individually but solely as agent'
    if parties and (tail := re.match(r"\s*,?\s*(?:and|&)\s+(?=[A-Z])", region[pos:])):
        rest = re.split(r"[,;(]\s*|\.\s", region[pos + tail.end() : pos + tail.end() + 200])[0]
        if (name := _clean_name(rest)) and _looks_like_org(name):
            parties.append(Party(name=name))
    return parties


_LIST_SEP = re.compile(r",\s+and\s+|;\s*(?:and\s+)?|\s\(\s*(?:\d{1,2}|[a-h]|[ivx]{1,4})\s*\)\s+(?=[A-Z])")
_SUFFIX = (
    r"(?:Inc|Incorporated|Corp|Corporation|Company|Co|Ltd|Limited|LLC|L\.L\.C|LP|L\.P|LLP|L\.L\.P|plc|GmbH|AG|S\.A"
    r"|N\.A|N\.V|B\.V|Pte|Pty|S\.p\.A|SpA|SE|AB|KG|KGaA|A/S|SA|SAS|BV|NV|PLLC|LLLP|Bhd|S\.?R\.?L"
    r"|S\.?[AÀà]\.?\s?R\.?\s?L|a\.s|s\.r\.o|Oy|ASA|Tbk)\.?"
)
# a description after the legal suffix without a comma: 'VITALIBIS INC a Nevada C'
_SUFFIX_THEN_A = re.compile(rf"(\b(?i:{_SUFFIX}))\s+(?:a|an)\s+[A-Z].*$")
_NUMBERED_NAME = re.compile(rf"\s+\d{{1,3}}\s+[A-Z][\w&.\s-]{{0,40}}?\b{_SUFFIX}\s*")
_SUFFIX_START = re.compile(rf"{_SUFFIX}(?![\w&])", re.I)
_SUFFIX_END = re.compile(rf"\b{_SUFFIX}$", re.I)
_PERSON = re.compile(r"(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z]+){1,2}")


def _split_members(chunk: str) -> list[str]:
    """'A LLC, a Delaware company, B L.P., C Fund, L.P. and Mario Rossi' -> the members (descriptions kept).

    A comma ends a member unless a legal suffix follows it; "and" ends one only after a legal suffix."""
    out: list[str] = []
    start = 0
    for sep in re.finditer(r",\s*(?:and\s+)?|\s+and\s+", chunk):
        left = chunk[start : sep.start()].rstrip()
        if sep.group(0).startswith(","):
            if _SUFFIX_START.match(chunk, sep.end()):
                continue
        elif not _SUFFIX_END.search(left):
            continue
        out.append(left)
        start = sep.end()
    out.append(chunk[start:])
    return [seg for seg in out if seg.strip()]


_ORG_WORD = re.compile(
    r"\b(?:Inc|Incorporated|Corp|Corporation|Company|Co|Ltd|Limited|LLC|L\.L\.C|LP|L\.P|LLP|plc|GmbH|AG|S\.A|N\.V"
    r"|B\.V|Bank|Trust|Fund|Association|Partners(?:hip)?|Group|Holdings?|University|Authority)\b\.?",
    re.I,
)


def _looks_like_org(name: str) -> bool:
    return bool(_ORG_WORD.search(name)) and not re.search(r"\d{3}", name)


# after an address's full stop, the party's defined term still follows: '..., Israel. Hereinafter referred to as
# "Customer"' or '..., Port Vila. Vanuatu ('the Manufacturer')'
_NOT_AN_END = re.compile(r"(?i:hereinafter)\b|(?:[A-Z][\w-]*\s*){1,3}\(\s*(?:the\s+)?[\"'“‘]")


def _sentence_end(region: str) -> int:
    for m in re.finditer(r"\.\s+(?=[A-Z](?!\.))", region):  # not 'Vancouver. B.C.'
        word = region[: m.start()].rsplit(None, 1)[-1] if region[: m.start()].strip() else ""
        if (
            not re.fullmatch(
                r"(?:[A-Z]\.?|Inc|Ltd|Co|Corp|Mr|Ms|Mrs|Dr|Prof|Avv|Ing|Esq|Messrs|No|St|Jr|Sr|Etc|Bhd|Pte|Pty|Ave|Blvd|Rd|Ste|Fl|Ft|Mt|[A-Z]\.[A-Z](?:\.[A-Z])*)",
                word,
                re.I,
            )
            and not _NOT_AN_END.match(region, m.end())
            # '\n 1. HealthGate Data Corp.': a list item's number, first on its line
            and not re.fullmatch(r"[ \t]*\d{1,2}", region[region.rfind("\n", 0, m.start()) + 1 : m.start()])
        ):
            return m.start()
    return len(region)


def _without_aliases(region: str) -> list[Party]:
    region = region[: _sentence_end(region)]
    if dates := find_dates(region):
        if re.search(r"[A-Za-z]{2}", region[: dates[0].start]):
            region = region[: dates[0].start]
        else:  # a cover page: 'SERVICE AGREEMENT 1 OCTOBER 2019 WPP 2005 LIMITED and JOHN ROGERS'
            region = region[dates[0].end :]
            region = region[: dates[1].start - dates[0].end] if len(dates) > 1 else region
    # a cover page lists the parties on lines of their own: 'X, as Issuer,\n\nY\n\nand\n\nZ'
    region = re.sub(r"\s*\n\s*\n\s*(?i:and)\s*\n\s*\n\s*", " and ", region)
    region = re.sub(r"(,\s+as\s+[^,\n]{1,40}),\s*\n\s*\n\s*", r"\1, ", region)
    head = re.split(
        r"\n\s*\n|\bdated\b|\beffective\b|,?\s+(?:witnesseth|whereby|pursuant)\b", region.strip(" \t\n:")
    )[0]
    parts = re.split(
        r"\s+(?:and|AND)\s+(?=[A-Za-z0-9])|;\s*|,\s+as\s+(?:[A-Z][\w-]*,?\s*){1,4},\s*(?=[A-Z])", head
    )
    # 'THE HENRY FILM AND ENTERTAINMENT CORPORATION': one name, the 'and' inside it
    merged: list[str] = []
    for part in parts:
        if (
            merged
            and _SHORT_ORG.match(part.strip(" ,"))
            and not _SUFFIX_END.search(merged[-1])
            and not re.search(r"[,;]", merged[-1])
        ):
            merged[-1] += (" AND " if merged[-1].isupper() else " and ") + part
        else:
            merged.append(part)
    names = [n for p in merged for m in _org_list(p) if (n := _clean_name(m))]
    return [Party(name=n) for n in names]


def _org_list(part: str) -> list[str]:
    """'SUMITOMO MITSUI BANKING CORPORATION, SMBC NIKKO SECURITIES INC.' -> both; else the part itself."""
    members = _split_members(part)
    if len(members) > 1 and all(
        _SUFFIX_END.search(m.strip(" ,.") + ".") or _SUFFIX_END.search(m) for m in members
    ):
        # the list may follow words of the sentence: 'agree to the joint filing of Acme, L.P., Beta, L.P. and ...'
        return [re.split(r"\s(?:of|by|between|among|with|to|for)\s+(?=[A-Z])", members[0])[-1], *members[1:]]
    return [part]


_SHORT_ORG = re.compile(
    r"(?!The\b|THE\b)[A-Z][\w&'-]*,?\s+(?i:Corporation|Corp\.?|Company|Co\.|Inc\.?|Incorporated|Ltd\.?|Limited|LLC)"
    r"(?=[\s,.;]|$)"
)


# where the name before a defined term starts: a line, a clause, a sentence or a preposition before it
_TERM_START = re.compile(
    r"[\n:;()\[\]\"“”]|\s{3,}|(?<![A-Z])(?<!Inc)(?<!Ltd)(?<!Co)\.\s+(?=[A-Z])"
    r"|\b(?:between|among|and|by|with|of)\s+(?=[A-Z])"
)


def _expand(parties: list[Party], head: str) -> list[Party]:
    """A party found by its defined term ('ACM', 'SDBF') gets the name that term was defined for.

    'American Champion Media, Inc. ("ACM"), a Delaware company, ... by and between Shun Li Ltd ... and ACM.'"""
    for p in parties:
        short = p.name.strip(" .")
        if not re.fullmatch(r"[A-Z][\w&-]{1,11}", short) or _looks_like_org(short):
            continue
        term = re.search(rf"\(\s*(?:the\s+)?[\"“”']{re.escape(short)}[\"“”']\s*\)", head)
        if term is None:
            continue
        before = _TERM_START.split(head[max(0, term.start() - 200) : term.start()])[-1]
        name = _clean_name(before)
        if (
            name
            and name != short
            and len(name) > len(short)
            and not any(_same_party(name, o.name) for o in parties if o is not p)
        ):
            p.aliases.append(short)
            p.name = name
    return parties


def _roles(parties: list[Party]) -> list[Party]:
    for p in parties:
        key = fold(p.name)
        p.role = next((a for a in p.aliases if fold(a) not in key and fold(a) not in party_key(p.name)), None)
    return parties


def _labelled(head: str) -> list[Party]:
    """'Party A (Shipper): ZTO Express Co., Ltd.' and 'Licensor: Acme Inc.' forms."""
    names = [n for m in _LABELLED.finditer(head) if (n := _clean_name(m.group("name")))]
    return [Party(name=n) for n in names]


_SIG_STOP = {
    "IN",
    "WITNESS",
    "WHEREOF",
    "AGREEMENT",
    "AGREED",
    "ACCEPTED",
    "SIGNED",
    "EXECUTED",
    "DATE",
    "DATED",
    "CEO",
    "PRESIDENT",
    "TITLE",
    "NAME",
    "SIGNATURE",
    "ATTEST",
    "WITNESSED",
}


def _signatories(text: str) -> list[Party]:
    """Upper-case names right before 'By:' in signature blocks ('ACME INC. By: /s/ ...')."""
    names: list[str] = []
    for m in re.finditer(r"\bBy\s*:", text):
        # the signature above the signer's name: 'ACME INC. /s/ Jane Doe By: Jane Doe'
        tokens = re.sub(r"/s/[^/\n]{0,40}$", "", text[max(0, m.start() - 160) : m.start()]).split()
        run: list[str] = []
        for tok in reversed(tokens):
            if re.search(r"[a-z]", tok) or tok.endswith(":") or tok.upper().strip(",.") in _SIG_STOP:
                break
            if not re.search(r"[A-Z]", tok) and (re.search(r"[-.,:]$", tok) or tok in {"-", "--"}):
                break
            run.append(tok)
        name = " ".join(reversed(run)).strip(" ,;-_")
        if (
            len(re.sub(r"[^A-Za-z]", "", name)) >= 3
            and (cleaned := _clean_name(name))
            and not re.search(r"[\[\]*_/]", cleaned)
            and not re.fullmatch(r"[A-Z]+", cleaned)  # a bare role word: "LICENSOR", "COMPANY"
            and re.search(r"[A-Za-z]{3}", re.sub(r"\b(?:[IVX]+|GP|LP|LLC|INC|LTD|L\.?P|CORP)\b", "", cleaned))
        ):
            names.append(cleaned)
    return [Party(name=n) for n in names]


_SIG_BY = re.compile(r"(?:^|(?<=\s))(?:By|BY)\s*:")
_FOR_BEHALF = re.compile(
    r"(?:^|(?<=\s\s)|(?<=\n)|(?<=signed\s)|(?<=executed\s))for\s+and\s+on\s+behalf\s+of\b\s*:?", re.I
)
_SIG_SEG = re.compile(r"\s*\n\s*|\s{3,}|\t+|\s+(?=(?:By|BY)\s*:|/s/)")
_SIG_SKIP = re.compile(r"(?:Date|Dated)\b|[\d/.\- ]+$|/s/", re.I)  # a date; the signature itself
_SIG_HALT = re.compile(
    r"(?:Name|Title|Its|Print|Signature|Witness|Attest|Address|By)\b|.*(?:/s/|__|\.\.\.\.)|.*:$", re.I
)


def _sig_name(seg: str, strict: bool = True) -> str | None:
    seg = re.split(r"(?<=[a-z])[.:;]\s+(?=[A-Z])", seg)[-1]  # the end of a sentence before the name
    seg = re.sub(rf"^{_ROLE_LABEL}(?:\(S\))?\s*:\s*", "", seg.strip(" ,;"))
    if len(seg.split()) > 12 or re.search(r"[\[\]*_]|/s/", seg):
        return None
    name = _clean_name(seg)
    if name is None or re.fullmatch(r"[A-Z]+", name) or not re.search(r"[A-Za-z]{3}", name):
        return None
    if strict and re.search(r"[a-z]", name) and not _looks_like_org(name):
        return None
    if re.search(r"\b(?:agreed|accepted|understood|print|name\s+of|acknowledged)\b", name, re.I):
        return None
    if re.search(r"\b[A-Z]{1,2}\d", name) or is_place(name.rsplit(",", 1)[-1].strip()):
        return None  # a postcode or an address line: 'WA14 4DW, ENGLAND'
    return name


# the end of the block before, in blocks flattened onto one line: '... Esq. Chief Compliance Officer Acme Fund, LP By:'
_FLAT_SIG_CUT = re.compile(
    r".*(?:\b(?:Officer|Esq|President|Director|Manager|Partner|Signatory|Member|Secretary|Treasurer|Counsel|CEO"
    r"|CFO|COO|Chairman|Trustee|Attorney-in-Fact)\b\.?|\d{1,2}/\d{1,2}/\d{2,4}|\b[A-Z][a-z]+\s+\d{1,2},\s+\d{4}|[:;])",
    re.S,
)


def _flat_sig_name(seg: str) -> str | None:
    """A company name that ends a flattened run of signature text, when it ends in a legal suffix."""
    rest = seg[m.end() :] if (m := _FLAT_SIG_CUT.match(seg)) else seg
    rest = rest.strip(" ,")
    if not _SUFFIX_END.search(rest.rstrip(".")):
        return None
    return _sig_name(rest) if len(rest.split()) <= 10 else None


def _signature_blocks(text: str) -> list[str]:
    """Company lines of signature blocks: 'ACME, INC.   By: /s/ ...' and 'For and on behalf of Acme Ltd'."""
    names: list[str] = []
    for m in _SIG_BY.finditer(text):
        segs = _SIG_SEG.split(text[max(0, m.start() - 300) : m.start()])
        # a flattened line: '/s/ J. Doe Date: 4/8/2020 J. Doe, Officer Acme Fund, LP By:' -> the company that ends it
        if (name := _flat_sig_name(segs[-1])) or len(segs) == 1:
            names.extend([name] if name else [])
            continue
        for seg in reversed(segs[1:]):
            if not seg.strip() or _SIG_SKIP.match(seg.strip()):
                continue
            if not _SIG_HALT.match(seg.strip()) and (name := _flat_sig_name(seg) or _sig_name(seg)):
                names.append(name)
            break
    for m in re.finditer(r"(?<=\s)/s/", text):  # 'ACME PARTNERS, LLC /s/ J. Doe Name: J. Doe' (no 'By:')
        before = text[max(0, m.start() - 200) : m.start()]
        if not re.search(r"(?:By|BY)\s*:?\s*$", before) and (name := _flat_sig_name(before.split("\n")[-1])):
            names.append(name)
    for m in _FOR_BEHALF.finditer(text):  # the words after it name the party, whatever their case
        segs = [seg for seg in _SIG_SEG.split(text[m.end() : m.end() + 300]) if seg.strip(" -")]
        if segs and (name := _sig_name(segs[0], strict=False)):
            names.append(name)
    return names


_SIG_REF = re.compile(
    r"\bsignator(?:y|ies)\s+(?:hereto|to\s+this)|\bsignature\s+pages?\b|\b(?:between|among|by)\s+the\s+undersigned\b",
    re.I,
)


# words that tell related entities apart: 'Acme Fund' and 'Acme Fund GP', 'Acme' and 'Acme Holdings'
_ENTITY_WORDS = {
    "gp",
    "g",
    "p",
    "ugp",
    "u",
    "lp",
    "l",
    "llc",
    "master",
    "offshore",
    "fund",
    "holding",
    "holdings",
    "trust",
    "capital",
    "management",
    "partners",
    "group",
    "usa",
    "us",
    "international",
    "i",
    "ii",
    "iii",
    "iv",
    "v",
}


def _same_party(a: str, b: str, loose: bool = True) -> bool:
    """One party written twice: same key, a typo apart ('Holding'/'Holdings'), or (loose) a shortened name."""
    ka, kb = party_key(a), party_key(b)
    ta, tb = ka.split(), kb.split()
    if ka == kb or (
        len(ta) == len(tb)
        and all(
            x == y or (min(len(x), len(y)) >= 4 and fuzz.ratio(x, y) >= 80)
            for x, y in zip(ta, tb, strict=True)
        )
    ):
        return True
    if not loose:
        return False
    small, big = sorted((set(ka.split()), set(kb.split())), key=len)
    return len(small) >= 2 and small <= big and not (big - small) & _ENTITY_WORDS


_SIG_ROLE = (
    r"(?:licensee|licensor|distributor|franchisee|franchisor|member|customer|supplier|consultant|contractor"
    r"|purchaser|seller|buyer|vendor|reseller|sponsor|developer|manufacturer|provider|client|agent|guarantor|owner"
    r"|sponsor\(s\)|party\s+[A-D1-4])"
)
_SIG_ROLE_HEAD = re.compile(rf"^(?:(?:the\s+)?(?:{_SIG_ROLE}|company\s*:)\s*:?\s+)+(?=\S)", re.I)
_SIG_ROLE_TAIL = re.compile(rf"(?:\s+{_SIG_ROLE})+$", re.I)


_UPPER_SUFFIX = r"(?:L\.?P|LLC|L\.L\.C|INC|LTD|LIMITED|CORP|CORPORATION|N\.V|B\.V|S\.A|PLC|GMBH|AG)\.?"
# two blocks side by side: 'UBS ONCOLOGY FUND L.P. ONCOLOGY FUND (CAYMAN) MANAGEMENT L.P.' -> both
_TWO_COLUMNS = re.compile(
    rf"((?:[A-Z][\w.&'()-]*,?\s+)+?{_UPPER_SUFFIX})\s+((?:[A-Z(][\w.&'()-]*,?\s+)+{_UPPER_SUFFIX})"
)


def _columns(name: str) -> list[str]:
    if twice := re.fullmatch(r"(.{3,}?),?\s+\1", name):  # one company, two signers side by side
        return [twice.group(1)]
    if name.isupper() and (m := _TWO_COLUMNS.fullmatch(name)):
        return [m.group(1), *_columns(m.group(2))]
    return [name]


def _signed(text: str, known: list[Party]) -> list[Party]:
    """Signature-block names that are not one of the `known` parties, in order.

    Role captions beside them are dropped: 'LICENSEE XACCT TECHNOLOGIES, INC.', 'ACME LLC FRANCHISEE'."""
    out: list[Party] = []
    raw = [
        n for name in [p.name for p in _signatories(text)] + _signature_blocks(text) for n in _columns(name)
    ]
    for name in raw:
        name = re.sub(r"^(?:19|20)\d\d\s+(?=[A-Z])", "", name)  # a date's year before the name
        if not (name := _SIG_ROLE_HEAD.sub("", name)) or not (name := _SIG_ROLE_TAIL.sub("", name)):
            continue
        if fold(name) in ROLE_WORDS or len(re.sub(r"[^A-Za-z]", "", name)) < 3:
            continue
        # another block's name that contains this one is another party: 'Cable & Wireless Global ... Limited'
        if not any(_same_party(name, p.name) for p in known) and not any(
            _same_party(name, p.name, loose=False) for p in out
        ):
            out.append(Party(name=name))
    return out


_WITNESS = re.compile(r"\bIN\s+WITNESS\s+WHEREOF\b", re.I)
_ANNEX = re.compile(r"\n\s*(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|ATTACHMENT)\b")


def _witnessed(text: str, known: list[Party]) -> list[Party]:
    """Companies that sign the agreement but that the preamble left out.

    Only the blocks after the first 'IN WITNESS WHEREOF' and before the first exhibit (forms of other
    agreements, guarantees and joinders sign there), and only names that end in a legal suffix."""
    if (w := _WITNESS.search(text)) is None:
        return []
    end = m.start() if (m := _ANNEX.search(text, w.end())) else len(text)
    out: list[Party] = []
    for p in _signed(text[w.start() : end], known):
        words = [t for t in party_key(p.name).split() if len(t) >= 3]
        bare = _SUFFIX_END.sub("", p.name)
        if (
            words
            and bare != p.name
            and re.search(r"[A-Za-z]{3}", bare)
            and not any(_kin(words, o.name) for o in known + out)
        ):
            out.append(p)
    return out


def _kin(words: list[str], other: str) -> bool:
    """A name sharing a word with `other`: the same company or one of its affiliates, not a new party."""
    theirs = [t for t in party_key(other).split() if len(t) >= 3]
    joined = "".join(theirs)
    return any(
        w == t or (min(len(w), len(t)) >= 4 and fuzz.ratio(w, t) >= 80) or (len(w) >= 6 and w in joined)
        for w in words
        for t in theirs
    )


def _title_anchor(head: str) -> re.Match[str] | None:
    """For preambles that start right after the title: 'CONSULTING AGREEMENT\\nAcme, Inc. ("Acme") and ...'."""
    return re.search(
        r"^[^\n]{0,160}\b(?:AGREEMENT|CONTRACT)\b(?:[^\n]{0,40}$|\s{2,}(?=[A-Z]))", head[:3000], re.M
    )


# a name on its own: capitalised words, with the small words names contain ("Bank of America", "McDATA")
_NAMEISH = re.compile(
    r"(?:[A-Z0-9][\w.&'/-]*|of|and|the|de|du|la|for|&)(?:\s+(?:[A-Z0-9][\w.&'/-]*|of|and|the|de|du|la|for|&)){0,6}"
)
_SALUTATION = re.compile(
    r"(?:^|(?<=\s))(?:Ladies\s+and\s+Gentlemen|Gentlemen|Dear\s+(?:Sirs?|Madams?|Sir\s+or\s+Madam"
    r"|(?:Mr|Ms|Mrs|Dr)\.?\s+[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)?|[A-Z][a-z]+))\s*(?::|,[ \t]*$)",
    re.M,
)
# the verb after the list of parties in a letter: '... (the "Trust"), issued and sold to ...'
_LETTER_VERB = re.compile(
    r"\)\s*,?\s+(?:hereby|agrees?|propose|proposes|confirms?|issued|has|have|is|are|will|shall|intends?|desires?"
    r"|wish|understands?|acknowledges?|requests?)\b"
)


def _letter(head: str) -> tuple[int, list[Party]]:
    """A letter agreement: the addressee above 'Ladies and Gentlemen:' and the parties of the opening sentence."""
    sal = _SALUTATION.search(head, 0, 6000)
    if sal is None:
        return -1, []
    body = _region(head, sal)
    if verb := _LETTER_VERB.search(body):
        body = body[: verb.start() + 1]
    parties = _with_aliases(body)
    blocks = [b for b in re.split(r"\n\s*\n", head[max(0, sal.start() - 800) : sal.start()]) if b.strip()]
    if blocks:
        block = blocks[-1]
        if dates := find_dates(
            block
        ):  # '... AGENCY AGREEMENT May 21, 2015 Tribute Inc. 151 Steeles Avenue ...'
            block = block[dates[-1].end :]
        lines = block.strip().splitlines()
        if lines and (name := _clean_name(lines[0])) and _looks_like_org(name):
            parties.append(Party(name=name))
    return sal.start(), parties


# an EDGAR page footer: '4 Source: ACME INC, 10-K, 3/1/2019' (a page number, the filer, the form, the date)
_FILING_STAMP = re.compile(
    r"(?:\b\d{1,3}\s+)?Source:\s+[^\n]{2,100}?,\s+[\w\-/ ().]{1,25},\s+\d{1,2}/\d{1,2}/\d{4}"
)


def find_parties(text: str, window: int = 20000) -> list[Party]:
    """The parties in the first preamble that names two or more of them."""
    text = _FILING_STAMP.sub("   ", text).replace("''", '"')  # typewritten double quotes: (the ''Employee")
    head = text[:window]
    anchors = list(_ANCHOR.finditer(head))
    if len(lettered := _lettered(head)) >= 2:
        return _roles(_dedupe(lettered))
    at, letter = _letter(head)
    if len(letter) >= 2 and (not anchors or at < anchors[0].start()):
        return _roles(_dedupe(_expand(letter, head)))
    if title := _title_anchor(head):
        anchors.append(title)
    best: list[Party] = []
    single: list[Party] = []  # a preamble that names one party (the other left blank: "and ________")
    for anchor in anchors:
        region = _region(head, anchor)
        found = _with_aliases(region)
        if (named := _anchored_parties(text, head, anchor, region, found)) is not None:
            return _roles(_dedupe(named))
        if not best:
            best, single = _weaker_preamble(anchor, region, found, single)
    best = _from_recitals(head, best)
    best = _from_labels(head, best)
    best = _from_signatures(text, best, single)
    return _roles(_dedupe(_expand(best, head)))


def _lettered(head: str) -> list[Party]:
    """'Party A: Acme Co., Ltd. Address: ... Party B: Beta Ltd.': the first name under each 'Party X' label."""
    lettered: dict[str, str] = {}
    for m in _LABELLED.finditer(head[:5000]):
        if m.group("label").startswith("Party") and (n := _clean_name(m.group("name"))):
            lettered.setdefault(re.sub(r"\s+", " ", m.group("label")), n)
    return [Party(name=n) for n in lettered.values()]


def _anchored_parties(
    text: str, head: str, anchor: re.Match[str], region: str, found: list[Party]
) -> list[Party] | None:
    """The parties of a preamble that settles them, else None.

    Two or more parties with defined terms (`found`), with their full names and the companies that sign but the
    preamble left out; or a preamble that refers to the signature pages ('by and among the Parties signatory
    hereto'), with the names signed there."""
    if len(found) >= 2:
        found = _expand(found, head)
        return found + _witnessed(text, found)
    if (
        anchor.group(0).lower() != "parties"
        and _SIG_REF.search(region[: _sentence_end(region)])
        and len(signed := found + _signed(text, found)) >= 2
    ):
        return signed
    return None


def _weaker_preamble(
    anchor: re.Match[str], region: str, found: list[Party], single: list[Party]
) -> tuple[list[Party], list[Party]]:
    """A preamble's parties when it settles none: (best, single), best [] when it has no candidates.

    Two or more names without defined terms; or the one party with a defined term and the first other name (under a
    'PARTIES' heading, only an organisation's or a person's: not 'Anti-bribery Representations' from a table of
    contents); else `single`, kept or, if empty, the preamble's only name when it looks like one."""
    heading = anchor.group(0).lower() == "parties"
    plain = _without_aliases(region)
    if len(plain) >= 2 and not heading:
        return plain, single
    if len(found) == 1:
        others = [p for p in plain if party_key(p.name) != party_key(found[0].name)][:1]
        if heading:
            others = [p for p in others if _looks_like_org(p.name) or _PERSON.fullmatch(p.name)]
        return found + others, single
    if not single and len(plain) == 1 and not heading:
        single = [p for p in plain if _looks_like_org(p.name) or _NAMEISH.fullmatch(p.name)]
    return [], single


def _from_recitals(head: str, best: list[Party]) -> list[Party]:
    """Recitals that introduce the parties: 'WHEREAS Acme is a company ... ("Acme") and Beta Ltd ... ("Beta")'.

    Used when `best` has fewer than two parties and the first recital names two or more; else `best`."""
    if len(best) < 2 and (recital := re.search(r"\bWHEREAS\b[\s,:]*", head[:8000])):
        body = head[recital.end() : recital.end() + 2000]
        body = body[: m.start() if (m := re.search(r"\bWHEREAS\b|\bNOW,?\s+THEREFORE\b", body)) else None]
        if len(found := _with_aliases(body)) >= 2:
            return found
    return best


def _from_labels(head: str, best: list[Party]) -> list[Party]:
    """'Licensor: Acme Inc.' forms, when `best` has fewer than two parties: two or more labelled names replace it;
    one ('Company Name: Beta Inc.' on a cover page) joins a single named party."""
    if len(best) < 2 and (labelled := _labelled(head[:5000])):
        if len(labelled) >= 2:
            return labelled
        if best:
            return _dedupe(best + labelled)
    return best


def _from_signatures(text: str, best: list[Party], single: list[Party]) -> list[Party]:
    """Signature blocks, when `best` has fewer than two parties: every signer when the preamble named nobody
    (after `single`, a lone preamble name), else one more beside the named party."""
    if len(best) >= 2:
        return best
    named = bool(best)
    best = best or single
    keys = {party_key(p.name) for p in best}
    extra = [p for p in _signed(text, best) if party_key(p.name) not in keys]
    return best + (extra[:1] if named else extra)


def _dedupe(parties: list[Party]) -> list[Party]:
    keys = [party_key(p.name).split() for p in parties]
    # a short form of another party's name: 'Beike Internet' beside 'Beike Internet Security Technology Co., Ltd.'
    parties = [
        p
        for p, k in zip(parties, keys, strict=True)
        if _SUFFIX_END.search(p.name)
        or len(k) < 2
        or not any(
            len(o) > len(k) and o[: len(k)] == k and not set(o[len(k) :]) & _ENTITY_WORDS for o in keys
        )
    ]
    out: dict[str, Party] = {}
    for p in parties:
        kept = out.setdefault(party_key(p.name), p)
        if kept is not p:
            kept.aliases.extend(a for a in p.aliases if a not in kept.aliases)
    return list(out.values())
