"""Renewal, non-renewal notice and termination for convenience, one sentence at a time.

`graph_ingest.extract.terms.find_terms` walks a contract's sentences and asks these rules about each:
does it renew this agreement (automatically, or only by an action such as a mutual agreement or an
option), for what period, on what notice to stop it; does it let a party terminate without cause, and on
what notice. Periods are read in words and digits ("sixty (60) days", "three months", "one hundred
twenty (120) days", "a thirty-day notice") and turned into days by `dates.period_days`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from graph_ingest.extract.dates import NUMBER_WORD, iso_duration, period_days, words_number

_WORDS = rf"\b(?:{NUMBER_WORD})\b(?:[\s-]+(?:and[\s-]+)?(?:{NUMBER_WORD})\b)*"
_PERIOD = re.compile(
    rf"(?:(?P<words>{_WORDS})\s*(?:\(\s*(?P<paren>\d{{1,4}})\s*\)?)?|\(?(?<![\d.,/])(?P<digits>\d{{1,4}})\s*\)?)"
    r"[\s~-]*(?:(?:calendar|business|working|full|consecutive|additional|successive|more|further|extra)[\s-]+)?"
    r"(?P<unit>day|week|month|year)s?\b",
    re.I,
)
# "for an additional year", "another year": one unit
_ONE_MORE = re.compile(
    r"\b(?:an?|one|another)\s+(?:additional\s+|further\s+|subsequent\s+|successive\s+|renewal\s+|extension\s+)*"
    r"(?P<unit>year|month)\b(?!\s*\()",
    re.I,
)
_YEARLY = re.compile(
    r"\b(?:year[\s-]+to[\s-]+year|yearly|annual(?:ly)?|each\s+(?:calendar\s+)?year|every\s+year|year[\s-]+by[\s-]+year)\b",
    re.I,
)
_MONTHLY = re.compile(r"\b(?:month[\s-]+to[\s-]+month|monthly|each\s+month|every\s+month)\b", re.I)
_SAME_LENGTH = re.compile(
    r"\b(?:same|equal|like|similar|identical)\s+(?:duration|period|term|length)|\bsame\s+length\b", re.I
)


@dataclass(frozen=True)
class Period:
    amount: int
    unit: str  # day, week, month or year
    start: int
    end: int

    @property
    def days(self) -> int:
        return period_days(self.amount, self.unit)

    @property
    def iso(self) -> str:
        return iso_duration(self.amount, self.unit)


def periods(text: str) -> list[Period]:
    """Every 'N day(s)/week(s)/month(s)/year(s)' in `text`, the digits in brackets winning over the words."""
    out: list[Period] = []
    for m in _PERIOD.finditer(text):
        raw = m.group("paren") or m.group("digits")
        amount = int(raw) if raw else words_number(m.group("words") or "")
        if amount:
            out.append(Period(amount, m.group("unit").lower(), m.start(), m.end()))
    return out


# ---------------------------------------------------------------- renewal of this agreement
_RENEW = re.compile(
    r"\b(?:auto(?:matic(?:ally)?)?[\s-]*)?renew(?:s|ed|ing|able)?\b"
    r"|\bautomatic(?:\s+(?:annual|successive|consecutive|yearly))?\s+renewals?\b|\bevergreen\b"
    r"|\b(?:be|is|are|been)\s+(?:automatically\s+)?extended\b(?!\s+(?:for|to|until)\s+(?:a|the)\s+(?:period|term)\b)"
    r"|\bextend(?:s|ed)?\s+(?:automatically\s+)?(?:(?:the|this|such|its)\s+(?:[\w-]+\s+)?(?:term|agreement|contract)\b"
    r"|(?:for|by)\s+(?:up\s+to\s+)?(?:\w+\s+(?:\(\d+\)\s+)?)?(?:an?\s+)?(?:additional|successive|subsequent|further|another|renewal|extension)\b)"
    r"|\bcontinu\w*\s+(?:[\w,()]+\s+){0,6}?(?:for\s+)?(?:an?\s+|one\s+or\s+more\s+)?"
    r"(?:additional|successive|subsequent|further|consecutive)\s+(?:\w+\s+){0,3}?(?:terms?|periods?|years?)\b"
    r"|\b(?:year|month)[\s-]+to[\s-]+(?:year|month)\b"
    # no verb: 'an initial term of five years and thereafter successive one (1) year terms'
    r"|\bthereafter\s+(?:for\s+)?(?:successive|consecutive|subsequent|additional)\s+(?:[\w()-]+\s+){0,4}?(?:terms?|periods?)\b",
    re.I,
)
# what is renewed: this agreement or its term ...
_THIS_AGREEMENT = re.compile(
    r"\b(?:this|the|such)\s+(?:[A-Z][\w-]*\s+){0,3}(?:agreement|contract)\b|\b(?:initial|original|then[\s-]+current"
    r"|renewal|current|agreement|contract|such|its|the)\s+term\b|\bterm\s+(?:hereof|of\s+this)\b|\bit\b|(?-i:\bAgreement\b)"
    r"|\b(?:year|month|additional|successive|subsequent|consecutive|further|renewal|extension)s?\s+(?:renewal\s+)?"
    r"(?:terms?|periods?)\b"
    r"|(?-i:\b(?!(?:Payment|License|Licence|Warranty|Lease|Loan|Credit|Employment|Royalty|Notice|Cure)\b)[A-Z]\w+\s+Term\b)",
    re.I,
)
# ... or something else: insurance, permits, licences, orders, leases
_OTHER_THING = re.compile(
    r"\b(?:insurance|polic(?:y|ies)|coverage|permits?|licen[cs]es?(?!\s+agreement)|registrations?|certificat\w*"
    r"|(?:purchase\s+)?orders?|statements?\s+of\s+work|sows?|leases?|warrant(?:y|ies)|subscriptions?|domains?"
    r"|patents?|trademarks?|approvals?|authori[sz]ations?|letters?\s+of\s+credit|guarantees?|bonds?|visas?"
    r"|commitments?|forecasts?|budgets?|plans?|prices?|pricing|rates?|fees?|obligations?|performance|time|deadlines?"
    r"|(?:cure|warranty|support|payment|exclusivity|notice|grace|standstill|lock-?up|delay|suspension)\s+periods?)\b",
    re.I,
)
_NOT_RENEWED = re.compile(
    r"\b(?:shall|will|may|does|do|is|are)\s+not\s+(?:be\s+)?(?:automatically\s+)?(?:renew|extend)\w*"
    r"|\bno\s+(?:automatic\s+)?(?:renewal|extension)s?\b|\bnot\s+(?:be\s+)?renewable\b|\bnon-?renewable\b"
    r"|\bwithout\s+(?:any\s+)?(?:automatic\s+)?renewal\b|\bnot\s+(?:be\s+)?(?:automatically\s+)?renewed\b",
    re.I,
)
# "... written notice that this Agreement will not be renewed": the content of a notice, not an exclusion
_IN_NOTICE = re.compile(
    r"\b(?:notice|notif\w*|unless|intent\w*|elect\w*|decid\w*|wish\w*|desire\w*|that)\b", re.I
)
_AUTOMATIC = re.compile(
    r"\bautomatic\w*|\bevergreen\b|\bunless\s+(?:(?:otherwise\s+)?terminated|(?:either|one|a|any|the\s+other)\s+"
    r"(?:party|of\s+the\s+parties)|(?:written\s+)?notice|(?:the\s+)?parties\s+(?:agree\s+)?otherwise)"
    r"|\bnotice\s+(?:[\w,]+\s+){0,8}?(?:non-?renewal|not\s+to\s+(?:renew|extend))|\buntil\s+(?:either\s+party\s+)?terminat",
    re.I,
)
_BY_ACTION = re.compile(
    r"\bmutual(?:ly)?\b|\b(?:both|the)\s+parties\s+(?:may\s+|shall\s+|so\s+|mutually\s+|expressly\s+)?agree"
    r"|\bagree[ds]?\s+(?:upon\s+)?(?:in\s+writing|by\s+both|to\s+(?:renew|extend))|\bwritten\s+(?:consent|agreement"
    r"|addendum|amendment)|\bconsent\s+of\b|\boption\b|\belect(?:s|ion)?\s+to\b|\bright\s+to\b"
    r"|\b(?:may|can|could)\s+(?:\w+\s+){0,2}?(?:be\s+)?(?:renew|extend)\w*|\bnegotiat\w*|\bapprov\w*"
    r"|\bdiscretion\b|\b(?:upon|at)\s+(?:the\s+)?request\b|\bif\s+(?:both|the)\s+parties\b|\bintent\s+to\s+renew"
    r"|\bnotice\s+of\s+(?:its\s+)?(?:intent|election|desire|decision)\s+to\s+(?:renew|extend)",
    re.I,
)
# where the renewal period ends and the conditions (notice to stop it) begin
_CONDITIONS = re.compile(
    r"\bunless\b|\bprovided\b|\bnotice\b|\bsubject\s+to\b|\bif\b|\bupon\s+(?:giving|written)", re.I
)
# a period that is a notice ("ninety (90) days prior to the end"), not a renewal's length
_NOTICE_AFTER = re.compile(
    r"^\W{0,3}(?:s\W{0,2})?(?:\s*(?:prior|advance|in\s+advance|before|written|notice|preceding|ahead)\b)"
    r"|^\s*(?:of\s+(?:the\s+)?)?(?:prior\s+)?(?:written\s+)?notice",
    re.I,
)
_NOTICE_BEFORE = re.compile(
    r"(?:at\s+least|not\s+less\s+than|no\s+(?:later|less|fewer)\s+than|minimum\s+of|within|more\s+than|upon"
    r"|with|giving|gives?|provid\w*|serv\w*|deliver\w*|a|an)\s*$",
    re.I,
)
_NOT_A_LENGTH = re.compile(
    r"\b(?:initial|original|first|then[\s-]+current|within|after|following|least|than|up\s+to)\s*$", re.I
)
_NONRENEWAL = re.compile(
    r"\bnon-?renewal\b|\bnot\s+to\s+(?:renew|extend)\b"
    r"|\bprevent\s+(?:the\s+|any\s+)?(?:automatic\s+)?(?:renewal|extension)\b"
    r"|\bterminat\w*\s+(?:[\w,]+\s+){0,4}?(?:effective\s+)?(?:as\s+of|at|upon|on)\s+the\s+(?:end|expiration|expiry)"
    r"\s+of\s+(?:the\s+)?(?:then[\s-]+current|initial|any\s+renewal|such|current)"
    # "notice of termination ... no later than ninety (90) days prior to the expiration of the relevant Term"
    r"|\bnotice\s+of\s+terminat\w*\b[^.;]{0,80}?\b(?:prior\s+to|before)\s+the\s+(?:end|expiration|expiry)\s+of\s+"
    r"(?:the\s+)?(?:then[\s-]+current|initial|relevant|applicable|current|renewal)\s+(?:term|period)\b",
    re.I,
)
# a sentence right after a renewal that gives its notice: "Such notice must be given ninety (90) days prior ..."
_FOLLOW_UP_NOTICE = re.compile(
    r"\b(?:such|this|which|said)\s+notice\b|\bnotice\s+(?:must|shall|will)\s+be\s+(?:given|provided|delivered|sent)"
    r"|\bprior\s+to\s+the\s+(?:expiration|end|expiry)\s+of\s+the\s+(?:initial|then[\s-]+current|current|renewal|extension)",
    re.I,
)
_AFTER_NOTICE = re.compile(r"\b(?:prior|before|in\s+advance|advance|preceding|notice)\b", re.I)


@dataclass(frozen=True)
class Renewal:
    """What one sentence says about renewing this agreement."""

    auto: bool | None  # automatic (True), only by an action or excluded (False), not said (None)
    period: Period | None = None
    same_as_initial: bool = False  # "for successive terms of the same duration"
    notice_days: int | None = None
    excluded: bool = False  # "shall not renew", "no renewal"


def _about_this_agreement(sentence: str, at: int, end: int, reach: int = 50) -> bool:
    """Whether the nearest thing named around the renewal word (before it, or its object right after) is this
    agreement or its term, not an insurance policy, a licence or an order."""
    if _THIS_AGREEMENT.search(sentence[at:end]):  # "extend the Agreement", "extend such term"
        return True
    before, after = sentence[max(0, at - 160) : at], sentence[end : end + reach]
    best: tuple[int, bool] | None = None  # (distance, is this agreement)
    for rx, mine in ((_THIS_AGREEMENT, True), (_OTHER_THING, False)):
        for m in rx.finditer(before):
            d = len(before) - m.end()
            best = min(best or (d, mine), (d, mine), key=lambda b: (b[0], not b[1]))
        for m in rx.finditer(after):
            if m.group(0).lower() == "it":
                continue
            d = m.start() + 5  # an object after the verb counts a little less than a subject before it
            best = min(best or (d, mine), (d, mine), key=lambda b: (b[0], not b[1]))
    return best is not None and best[1]


def _renewal_length(part: str) -> tuple[Period | None, bool]:
    """The length of each renewal in the words after the renewal verb, before its conditions."""
    for p in periods(part):
        if _NOTICE_AFTER.search(part[p.end : p.end + 40]) or _NOT_A_LENGTH.search(
            part[max(0, p.start - 20) : p.start]
        ):
            continue
        if p.unit in ("year", "month") or re.match(
            r"\s*(?:periods?|terms?)\b", part[p.end : p.end + 12], re.I
        ):
            return p, False
    if m := _ONE_MORE.search(part):
        return Period(1, m.group("unit").lower(), m.start(), m.end()), False
    if m := _YEARLY.search(part):
        return Period(1, "year", m.start(), m.end()), False
    if m := _MONTHLY.search(part):
        return Period(1, "month", m.start(), m.end()), False
    return None, bool(_SAME_LENGTH.search(part))


def notice_days(text: str, skip: Period | None = None, near: int | None = None) -> int | None:
    """The notice period in a renewal or termination sentence: 'at least ninety (90) days prior to the end',
    "upon thirty (30) days' written notice", 'six months before the expiration'; of several, the first, or
    the one nearest the offset `near` (the words that say what the notice is for)."""
    found: list[Period] = []
    for p in periods(text):
        if skip is not None and p.start <= skip.start < p.end + 1:
            continue
        before, after = text[max(0, p.start - 30) : p.start], text[p.end : p.end + 60]
        if _NOTICE_AFTER.search(after):
            found.append(p)
            continue
        if _NOT_A_LENGTH.search(before) and not re.search(r"(?:least|than)\s*$", before):
            continue
        if _NOTICE_BEFORE.search(before) and _AFTER_NOTICE.search(after):
            found.append(p)
    if not found:
        return None
    return (found[0] if near is None else min(found, key=lambda p: abs(p.start - near))).days


def sentence_renewal(sentence: str) -> Renewal | None:
    """What `sentence` says about renewing this agreement, or None when it does not renew it."""
    verb = next(
        (m for m in _RENEW.finditer(sentence) if _about_this_agreement(sentence, m.start(), m.end())), None
    )
    if verb is None:
        return None
    if any(
        not _IN_NOTICE.search(sentence[max(0, m.start() - 60) : m.start()])
        for m in _NOT_RENEWED.finditer(sentence)
    ):
        return Renewal(auto=False, excluded=True)
    rest = sentence[verb.start() :]
    cut = _CONDITIONS.search(rest, len(verb.group(0)))
    part = rest[: cut.start()] if cut else rest
    period, same = _renewal_length(part)
    if period is not None:
        period = Period(period.amount, period.unit, verb.start() + period.start, verb.start() + period.end)
    if _AUTOMATIC.search(rest) or re.search(r"\bautomatic\w*|\bevergreen\b", sentence, re.I):
        auto: bool | None = True
    elif _BY_ACTION.search(sentence):
        auto = False
    elif re.search(r"\b(?:shall|will)\s+(?:\w+\s+){0,3}?(?:renew|extend|continue)", sentence, re.I):
        auto = True  # "this Agreement shall renew for successive one-year terms"
    else:
        auto = None
    if period is None and not same and auto is None:
        return None
    days = notice_days(sentence, skip=period) if auto else None
    return Renewal(auto=auto, period=period, same_as_initial=same, notice_days=days)


_OTHER_NOTICE = re.compile(r"\b(?:breach\w*|cure[sd]?|default\w*|insur\w*|polic(?:y|ies))\b", re.I)


def nonrenewal_notice(sentence: str, follows_renewal: bool = False) -> int | None:
    """The notice of non-renewal of this agreement a sentence asks for ('written notice of non-renewal at least
    60 days before the end of the then-current term'), in days; None when it is about another notice (an
    insurance policy's non-renewal, a cure period). Right after a renewal sentence, 'Such notice must be
    given ninety (90) days prior to expiration' is one too."""
    cue = next(
        (
            m
            for m in _NONRENEWAL.finditer(sentence)
            if _about_this_agreement(sentence, m.start(), m.end(), 120)
        ),
        None,
    )
    if cue is None:  # 'Such notice shall be given …' right after the renewal, unless it names another notice
        if not (follows_renewal and _FOLLOW_UP_NOTICE.search(sentence)) or _OTHER_NOTICE.search(sentence):
            return None
        return notice_days(sentence)
    return notice_days(sentence, near=cue.start())


# ---------------------------------------------------------------- termination for convenience
_TERMINATE_RIGHT = re.compile(
    r"\b(?:may|can|(?:right|ability|option|entitled|free|wishing|desiring|elects?)\s+(?:[\w,]+\s+){0,8}?to)\s*,?\s+"
    r"(?:[\w,]+\s+){0,8}?terminat\w*|\bbe\s+(?:\w+\s+)?terminated\b|\bterminable\b"
    r"|\bterminat\w*\s+(?:\(\w\)\s+)?at\s+the\s+option\s+of\s+(?:either|any|each)\s+party",
    re.I,
)
_NO_RIGHT = re.compile(
    r"\b(?:may|shall|can|will)\s+not\s+(?:\w+\s+){0,3}?terminat|\bno\s+(?:right|party)\s+(?:\w+\s+){0,3}?terminat"
    r"|\bnot\s+(?:have\s+the\s+right\s+|be\s+)?(?:entitled|permitted)?\s*to\s+terminat|\bnor\s+(?:\w+\s+){0,3}terminat"
    r"|\bneither\s+(?:party|of\s+the\s+parties)\s+(?:\w+\s+){0,3}?terminat|\bnot\s+be\s+terminated",
    re.I,
)
# a termination right for convenience in so many words ...
_CONVENIENCE = re.compile(
    r"\bfor\s+(?:its\s+|their\s+|the\s+)?(?:own\s+)?convenience\b|\bfor\s+any\s+(?:or\s+no\s+)?reason(?:\s+or\s+no\s+reason)?"
    r"(?!\s+(?:whatsoever\s+)?(?:other\s+than|except|not\s+attributable))|\bfor\s+no\s+reason\b"
    r"|\bwithout\s+(?:any\s+)?(?:cause|reason)\b|\bwith\s+or\s+without\s+(?:cause|reason)\b|\bat\s+will\b",
    re.I,
)
# ... or at a party's discretion, which still must name no cause
_DISCRETION = re.compile(
    r"\bat\s+(?:its|their|his|her)\s+(?:sole\s+)?(?:option|discretion)\b"
    r"|\bin\s+(?:its|their|his|her)\s+(?:sole\s+)?(?:and\s+)?(?:absolute\s+)?discretion\b"
    r"|\bat\s+the\s+option\s+of\s+(?:either|any|each)\s+party",
    re.I,
)
# what is terminated: this agreement, its orders or services, an engagement
_TERMINATED_THING = re.compile(
    r"\b(?:agreement|contract|term|orders?|statements?\s+of\s+work|sows?|services?|engagement|employment|appointment"
    r"|arrangement|relationship|project\s+plans?)\b",
    re.I,
)
# "upon termination for any reason", "should the Offering be terminated for any reason": a consequence of a
# termination, not a right to terminate
_CONSEQUENCE = re.compile(
    r"\b(?:upon|after|following|on|in\s+(?:the\s+)?(?:event|case)\s+of|prior\s+to|regardless\s+of)\s+(?:the\s+|any\s+)?"
    r"(?:expiration\s+or\s+|expiry\s+or\s+)?(?:early\s+)?terminat\w*\s+(?:of\s+(?:this|the)\s+\w+\s+)?"
    r"(?:\w+\s+){0,3}?for\s+any\s+reason"
    r"|\b(?:should|if|in\s+the\s+event|whether|once)\b[^.;]{0,80}?\bterminat\w*\s+(?:[\w,]+\s+){0,5}?for\s+any\s+reason",
    re.I,
)
_CONDITION = re.compile(
    r"\b(?:if|should|in\s+the\s+event|upon\s+the\s+occurrence|where|when|in\s+case)\b", re.I
)
# a condition or a cause: a termination right that names one is not one for convenience
_FOR_CAUSE = re.compile(
    r"\b(?:if|in\s+the\s+event|breach\w*|default\w*|fail\w*|insolv\w*|bankrupt\w*|cure[ds]?|violat\w*|unless"
    r"|change\s+(?:of|in)\s+control|force\s+majeure|non-?payment|renew\w*|ceas\w*|acqui\w*|merge[rd]?|dissol\w*"
    r"|liquidat\w*|cause|misconduct|death|disabilit\w*|fraud|upon\s+the\s+occurrence|should|in\s+case"
    r"|following\s+(?:events?|causes?|reasons?|grounds?|circumstances?|cases?)|mutual\w*|by\s+agreement|consent\s+of"
    r"|(?:effective\s+)?(?:upon|at|as\s+of|on)\s+(?:the\s+)?(?:expiration|expiry|end)\s+of"
    r"|end\s+of\s+(?:the\s+|any\s+|each\s+)?(?:then|initial|current|renewal|term))\b",
    re.I,
)
_ENUMERATOR = re.compile(
    r"\(\s*(?:[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\s*\)(?![\s-]*(?:calendar\s+|business\s+|full\s+)?(?:day|week|month|year|%|percent))"
    r"|(?:^|(?<=\s))(?:[a-z]|\d{1,2})[.)]\s(?=\s*[A-Z(])|(?:^|(?<=[.;:]\s)|(?<=\n)|(?<=\s\s))\d{1,2}(?:\.\d{1,2})+\.?\s",
    re.I,
)
_REDACTED_NOTICE = re.compile(r"\[\s*\*[\s*]*\]\s*(?:\w+\s+){0,3}?notice", re.I)
LIST_INTRO = re.compile(r"[:—–]\s*$")


@dataclass(frozen=True)
class Convenience:
    notice_days: int | None


def _segments(text: str) -> list[tuple[int, int]]:
    """A sentence cut at its enumerators and semicolons: '(i) upon thirty (30) days notice, or (ii) immediately
    if ...'."""
    cuts = sorted(
        {
            0,
            *(m.start() for m in _ENUMERATOR.finditer(text)),
            *(m.end() for m in re.finditer(r";\s", text)),
            len(text),
        }
    )
    return [(a, b) for a, b in zip(cuts, cuts[1:], strict=False) if text[a:b].strip()]


def _without_cause(segment: str) -> bool:
    """An item that names no condition and a notice period, 'at any time' or a party's discretion."""
    if _FOR_CAUSE.search(segment) or LIST_INTRO.search(segment):
        return False
    return bool(
        notice_days(segment) is not None
        or re.search(r"\bat\s+any\s+time\b", segment, re.I)
        or _REDACTED_NOTICE.search(segment)
        or _DISCRETION.search(segment)
    )


def _rights(sentence: str) -> list[re.Match[str]]:
    """The rights to terminate this agreement (or its orders, services, an engagement) in `sentence` that are
    not denied ('may not terminate', 'neither party may')."""
    out = []
    for m in _TERMINATE_RIGHT.finditer(sentence):
        if _NO_RIGHT.search(sentence[max(0, m.start() - 40) : m.end()]):
            continue
        passive = not m.group(0).lower().rstrip().endswith(("terminate", "terminat"))
        around = sentence[max(0, m.start() - 120) : m.start()] if passive else ""
        if _TERMINATED_THING.search(around + " " + sentence[m.end() : m.end() + 100]):
            out.append(m)
    return out


def termination_right(sentence: str) -> re.Match[str] | None:
    """The first right to terminate in `sentence` (see `_rights`), or None."""
    rights = _rights(sentence)
    return rights[0] if rights else None


def _conditional(sentence: str, right: re.Match[str]) -> bool:
    """'If X underperforms, such Party may terminate ...': a condition in the same clause before the right
    ('if Licensee wishes to terminate' is a convenience right all the same)."""
    if re.match(r"(?:wish|desir|elect)", right.group(0), re.I):
        return False
    clause = re.split(r"[.;:]\s|(?:(?<=\n)|(?<=\s\s))\d{1,2}(?:\.\d{1,2})+\.?\s", sentence[: right.start()])[
        -1
    ]
    return bool(_CONDITION.search(clause))


def sentence_convenience(sentence: str, after_right: bool = False) -> Convenience | None:
    """A right to terminate without cause: 'either party may terminate this Agreement for any reason upon thirty
    (30) days' prior written notice', or at any time / on notice with no condition named in its item. With
    `after_right`, `sentence` is an item of a list a termination right introduced ('... may be terminated:')."""
    rights = _rights(sentence)
    starts = [m.start() for m in rights if not _conditional(sentence, m)]
    if after_right and not rights:
        starts = [0]
    segments = _segments(sentence)
    for at in starts:
        later = [m.start() for m in rights if m.start() > at]
        until = later[0] if later else len(sentence)
        for a, b in segments:
            if b <= at or a >= until:
                continue
            if (found := _segment_convenience(sentence[a:b])) is not None:
                return found
    return None


def _segment_convenience(segment: str) -> Convenience | None:
    said = next(
        (m for m in _CONVENIENCE.finditer(segment) if not _CONSEQUENCE.search(segment[: m.end()])), None
    )
    if said is not None and not _CONDITION.search(segment[: said.start()]):
        return Convenience(notice_days=notice_days(segment[said.start() :]) or notice_days(segment))
    if _without_cause(segment):
        return Convenience(notice_days=notice_days(segment))
    return None
