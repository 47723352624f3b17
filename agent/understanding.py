"""What the agent understood of a question, what it did not, and what it will not do.

- `unread_phrases`: the words of a question that no slot used (the offline planner blanks out every
  phrase a filter, a party, a date or a place was read from; what is left, minus the words that only
  frame a question, was not understood). An answer that leaves words unread says so, so a constraint
  it could not map never silently widens the question.
- `refusal`: requests the assistant declines whatever the model: changing or deleting data, other
  workspaces' data, queries pasted as questions. `asks_advice` marks requests for legal advice, which
  are answered with the facts and `ADVICE_NOTE`.
Both are tables (`REFUSALS`, `FRAME_WORDS`), so a new phrasing is one row.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agent.phrases import DOC_WORDS, role_term

# words that frame a question (what to do, about what) rather than constrain it
FRAME_WORDS = frozenset(
    """
    a about above across after again against all also am among an and any anything are as ask at be
    been before being below between both but by can could did do does doing done during each either
    else ever every few for from get gets give given go got had has have having he her here hers him
    his how i if in into is it its itself just kind kinds know let like list lists look looking made
    make many may me might mine more most much must my need needs nor of off on once one
    ones only or other others our ours out over own please per pull put rather really regarding right
    same see seem several shall she should show shown so some something such than that the their them
    then there these they thing things this those through to too under until up upon us very via want
    wanted was we were what whatever when where whether which while who whom whose why will with
    within would yes yet you your yours currently still already there's what's which's who's how's
    i'd i'm we're we've let's don't doesn't didn't isn't aren't can't won't
    etc e.g eg i.e ie ah lah leh lor hor
    contract contracts agreement agreements agmt agmts agrmt deal deals document documents doc docs file files
    paper papers arrangement arrangements relationship relationships
    find found search searched tell count counted counts number numbers total totals sum summed tally
    tallies tallied
    average mean avg overall altogether combined many much
    show display give send fetch retrieve bring pull details detail describe summarize summarise summary
    overview info information breakdown distribution split spread group grouped grouping each every
    first last highest lowest largest smallest biggest most least fewest greatest maximum
    minimum max min longest shortest newest latest oldest earliest recent recently
    value values valued worth amount amounts money price cost costs fee fees priced dollars usd range
    figure figures
    duration term terms initial length long lengths year years quarter quarters month months week weeks day
    days date dates time period periods calendar annual annually yearly monthly quarterly
    type types category categories sort sorts form forms kind
    party parties company companies organization organizations organisation organisations firm firms
    business businesses counterparty counterparties counterpart counterparts vendor vendors customer
    customers entity entities side sides signatory signatories partner partners supplier suppliers
    client clients
    involved involving involve named naming name names between dealing represents represent single
    regarding confirm kindly sufficient suffice enough
    signed sign signing entered executed effective start starts started starting begin begins began
    commence commences commenced dated made enter enters into conclude concludes concluded concluding
    end ends ended ending expire expires expired expiring expiry expiration expirations run runs
    terminate terminates terminated termination finish finishes finished finishing lapse lapses due
    renew renews renewed renewal renewals
    law laws governed governing govern governs jurisdiction jurisdictions under based located location sits sitting
    locations headquartered incorporated registered country countries state states place places where
    region regions
    clause clauses provision provisions section sections language wording say says said state states
    mention mentions mentioning mentioned contain contains containing include includes including
    cover covers covering
    active inactive current ongoing expired valid force running
    ago since till through upcoming coming next past previous prior following soon
    ok okay thanks thank hi hello hey please pls now great cool alright perfect nice narrow down wise
    quick quickly asap fyi thx ty cheers team folks guys break breakdown
    scheduled set today valuable cut-off cutoff auditor auditors fy table tabular portfolio whole
    domiciled exposure legacy concentration instead counterparty's
    often frequently common commonly comes come shows appears appear ranked ranking ordered sorted everything
    red-flag red-flags red-flagged request requested needful revert pfb
    mostly mainly primarily chiefly largely question questions fine will
    stated became become becomes population populations rollforward roll-forward tie-out tieout
    righto righty mate arvo book
    """.split()  # noqa: SIM905 (a word list reads better as text)
)
# a word, accented letters included ("Lizenzverträge" is one word), or a number with its unit
_TOKEN = re.compile(
    r"[^\W\d_](?:[^\W_]|['’&.-](?=[^\W_]))*['’.]?|\d[\d,.]*[^\W\d_]*"
)  # "W-9", "SOC2": one term


_GREETING = re.compile(
    r"^\W*(?:hi|hello|hey|hola|yo|morning|afternoon|evening|good (?:morning|afternoon|evening)(?: (?:together|all|everyone))?|"
    r"(?:quick|short) (?:one|q|question)|"
    r"sorry|thanks|thx)\b",
    re.I,
)
_SEGMENT_END = re.compile(r"[!.;:]+\s+|\s+[-–—]+\s+")
_REQUEST = re.compile(
    r"(?:(?:can|could|would|will) (?:u|you)|(?:can|could|may) (?:i|we)|(?:in|for|of|on|from) (?:how|which|what)|pls|please|which|what|how|show|list|give|break|tell|find|"
    r"do we|are there|is there|any|anything|everything|who|when|where|of (?:the|those|these|our|all)|"
    r"number of|count|total|sum|average|avg|median|top|biggest|largest|"
    rf"(?:the\s+|our\s+|all\s+)?(?:[\w-]+\s+(?:and|or|&|/)\s+)?(?:[\w-]+\s+)?(?:contracts|agreements|agmts|deals|(?:{DOC_WORDS})s))\b",
    re.I,
)
# a check run on a contract or its vendor ("had an OSS scan run"): what it is, and that it was done
_A_CHECK = r"\s+(?:an?|the|its|their)\s+(?:[\w()/-]+\s+){0,4}"
_CHECKS = r"scans?|audits?|assessments?|reviews?|checks?|screenings?"
_RUN = r"(?:run|done|performed|completed|conducted|carried\s+out)"
# a consent or waiver that changed hands ("have already given change of control consent"): who, and what
_WHO = r"(?:(?!to\b)[\w'’-]+\s+){0,3}?"  # "has the licensor already": not "have to" (what a clause requires)
_CONSENT = r"(?:[\w-]+\s+){0,4}?(?:consents?|waivers?)\b"
# who a message asks for: "quick one for the procurement folks - ...", "q from the finance team: ..."
_AUDIENCE = re.compile(
    r"(?:(?:a\s+)?(?:quick\s+)?(?:one|q|question|ask)\s+)?(?:for|from|on\s+behalf\s+of)\s+(?:the\s+|our\s+)?"
    r"(?:[\w'’-]+\s+){0,2}(?:folks|team|people|guys|crew|colleagues|dept|department|group|side)\b",
    re.I,
)


def audience_end(question: str) -> int:
    """Where a message's opening words saying whom it asks for end ("quick one for the procurement
    folks - ..."), 0 without them: their words ("procurement") name no kind of contract."""
    start = preamble_end(question)
    m = _AUDIENCE.match(question, len(question) - len(question.lstrip(" \t\n*_>-•")))
    return start if m and start >= m.end() else 0


# what a message says it is for, before a colon or a dash: "for the commitments note: ...", "re the
# audit - ...", "auditors flagged completeness: ...", "procurement wants this: ..."
_CONTEXT = re.compile(
    r"^\W*(?:fyi[,:]?\s+)?(?:(?:for|re|ahead of|before|prepping for|preparing for|prep for|as part of|per|"
    r"(?:i['’]?m\s+|we['’]re\s+)?(?:building|updating|refreshing|compiling|putting together|pulling together|"
    r"working on|doing|prepping|preparing|drafting))\s+"
    r"(?:the|our|my|this|a|an|next|today['’]?s)\b|"
    r"(?:[\w'’]+\s+){1,3}(?:asked|asks|flagged|flags|wants?|needs?|requested|requests|raised|noted|says?|said)\b|"
    r"(?:[\w'’-]+\s+){0,3}(?:check|review|audit|walkthrough|exercise|request|reconciliation|testing|tie-?out|"
    r"rollforward|roll-forward|sampling|procedures?|exposures?|book|submission|schedule|register|deck|pack|"
    r"thing|update|memo|prep|horizon|renewals|expiries|watch|sizing|pipeline|clean-?up)\s*[:\-–—]|"
    # "Renewal horizon for the risk committee: ...": a piece of work, and whom it is for
    r"(?:[\w'’-]+\s+){1,3}for\s+(?:the\s+|our\s+|my\s+)?(?:[\w'’-]+\s+){0,2}(?:committee|board|team|exco|cfo|gc|ceo|"
    r"meeting|call|pack|deck|register|review|update|report|memo|summary)\s*[:\-–—]|"
    # a numbered part of a longer review: "Renewal risk, part 1: ...", "DD tracker item 4 - ..."
    r"(?:[\w'’-]+\s+){0,3}?[\w'’-]+,?\s+(?:part|item|question|q|step)\s*#?\d+\s*[:\-–—]|"
    rf"{_AUDIENCE.pattern})",
    re.I,
)
_WHOLE_PORTFOLIO = re.compile(
    rf"\b(?:our|the|my|your)\s+(?:(?:contract|agreement)\s+)?(?:portfolio|book|(?:{DOC_WORDS})s)\b", re.I
)
_PART_NUMBER = re.compile(r"\b(?:part|item|question|q|step)\s*#?\d+\b", re.I)
_NAMING = re.compile(rf"\b(?:{DOC_WORDS})|(?<=\w )[A-Z]")  # a contract word, a capital inside a segment
# what a message is for, ended by a comma when it names an occasion: "For the annual report, could you ..."
# (not "for the next quarter, how many ...": a period asked of the contracts)
_OCCASIONS = r"report|review|meeting|deck|call|update|presentation|memo|sync|offsite|summary|filing|committee"
_OCCASION_COMMA = re.compile(rf"\b(?:{_OCCASIONS})\s*,\s+", re.I)
# what a message is for, dated: "for the Q3 risk register", "ahead of the Q4 board meeting", "prepping for
# our FY19 audit" (the period is the piece of work's; not "before the 2019 board meeting", a date asked)
_DATED_OCCASION = re.compile(
    r"\b(?:for|re|ahead\s+of|(?:in\s+)?prep(?:ping|aring|aration)?\s+(?:for|of)|as\s+part\s+of)\s+"
    r"(?:the|our|my|this|next|an?)\s+"
    r"(?:Q[1-4]|H[12]|FY\s?['’]?\d{2}(?:/\d{2,4})?|(?:19|20)\d\d(?:/\d{2,4})?|(?:this|next|last)\s+year['’]s)\s+"
    rf"(?:(?!(?:{DOC_WORDS})s?\b)[\w'’-]+\s+){{0,2}}?(?:{_OCCASIONS}|register|budget|audit|pack|plan|forecast|submission|close)s?\b",
    re.I,
)
# the question pointing back at a period it does not say: "signed during the year", "in that quarter"
_THE_PERIOD = re.compile(
    r"\b(?:the|that)\s+(?:same\s+)?(?:year|quarter|period|half|month|fy)\b(?!['’])", re.I
)


def occasion_end(question: str) -> tuple[int, int] | None:
    """Where a dated piece of work the message is for lies ("For the Q3 risk register: ...", "ahead of
    the Q4 board meeting, ..."), None without one: its period describes the work, not the contracts,
    unless the question points back at it ("For the FY2019 audit: which were signed during the year?")."""
    m = _DATED_OCCASION.search(question)
    if not m or _THE_PERIOD.search(question, m.end()):
        return None
    # said first, and set apart: not "which contracts expire ahead of the Q3 board meeting?" (a date asked)
    if not _OPENING.fullmatch(question[: m.start()]) or not _SET_APART.match(question, m.end()):
        return None
    return m.start(), m.end()


# what may come before a message's purpose: a greeting ("Morning - for the Q3 risk register ...")
_OPENING = re.compile(
    r"\W*(?:(?:good\s+)?(?:hi|hello|hey|morning|afternoon|evening|ok(?:ay)?|so|fyi|team|all|folks|"
    r"quick\s+(?:one|q|question))\b\W*)*",
    re.I,
)
# what ends it: a comma, colon or dash, or the need it states ("for the Q3 risk register I need ...")
_SET_APART = re.compile(
    r"\s*(?:[,:;\-–—]|\.\s|(?:i|we)(?:['’]d|\s+would|['’]m|\s+am)?\s+(?:need|want|like|after|require)\b)",
    re.I,
)


def _words_of(text: str) -> set[str]:
    """The words, numbers and amounts of `text`, in lower case: what a question says again."""
    return {t.lower() for t in re.findall(r"[\w$.]+", text)}


def _names_new(said: str, again: set[str]) -> bool:
    """Whether the words before the question name something (a contract word, a capitalised name) the
    question (its words `again`) does not say again ("the Zephyrine deal - how much is it?"; not "ahead
    of the FY20 budget: which contracts expire during FY20?")."""
    return any(
        m.group(0)[:1].islower()
        or not (word := re.match(r"[\w$.]+", said[m.start() :]))
        or word.group(0).lower() not in again
        for m in _NAMING.finditer(said)
    )


def _new_number(said: str, again: set[str]) -> bool:
    """Whether what a message says it is for holds a number or an amount the question after it (its
    words `again`) does not say again ("for the 2019 contracts: which ..." names them; "ahead of the
    FY20 budget: which contracts expire during FY20?" says the period it asks)."""
    return any(t.lower() not in again for t in re.findall(r"[\w$.]*[\d$][\w$.]*", said))


def greeting_end(question: str) -> int:
    """Where a message's greeting and the small talk after it end ("Short question: ...", "morning!
    prepping for the 10am - ..."), 0 without a greeting: nothing in them is a filter."""
    return preamble_end(question) if _GREETING.match(question) else 0


def preamble_end(question: str) -> int:
    """Where the question proper starts after a greeting and small talk ("morning! prepping for the
    10am w/ finance - can u break down ..."), 0 when there is none. Small talk is only what follows a
    greeting, up to a segment that asks something, and holds no contract word and no capitalised
    name: "hi! the Zephyrine deal - how much is it?" names what it asks about. Without a greeting,
    what a message says it is for ("for the commitments note: ...", "auditors flagged completeness:
    ...") is the first segment only, and holds no number either."""
    context = not _GREETING.match(question)
    if context and not _CONTEXT.match(question):
        return 0
    ends = list(_SEGMENT_END.finditer(question))
    if (
        context
        and (comma := _OCCASION_COMMA.search(question))
        and not any(e.start() < comma.start() for e in ends)
    ):
        ends.insert(0, comma)
    for m in ends:
        if _REQUEST.match(question, m.end()):
            said = question[: m.start()]
            numbered = _PART_NUMBER.sub(" ", said)  # "part 1" numbers the message, not what it asks
            said = _WHOLE_PORTFOLIO.sub(
                " ", said
            )  # "a question regarding our contract portfolio": all of them
            asked = _words_of(question[m.end() :])
            if _names_new(said, asked) or (
                context and _new_number(numbered, asked)
            ):  # it names what it asks of
                return 0
            return m.end()
        if context:  # what a message is for is said once, before the first colon or dash
            return 0
    return 0


def unread_phrases(leftover: str) -> list[str]:
    """Runs of words in `leftover` that are neither blanked (understood) nor framing words."""
    phrases: list[list[str]] = []
    last_end = -1
    for m in _TOKEN.finditer(leftover):
        word = m.group(0).strip(".,'’-")
        low = word.lower().replace("’", "'").removesuffix("'s")  # "state's law": the state
        short = len(low) < 2 and not low.isdigit()
        known = (
            not word
            or short
            or low in FRAME_WORDS
            or all(  # "governing-law": each part a framing word ("period-end": a date not given)
                part in FRAME_WORDS or part.rstrip("s") in FRAME_WORDS for part in low.split("-") if part
            )
            and not role_term(low)
        )
        if not known:
            gap = leftover[last_end : m.start()] if last_end >= 0 else "  "
            adjacent = phrases and last_end >= 0 and not gap.strip(" ") and len(gap) <= 3
            if adjacent and phrases[-1] and phrases[-1][-1] is not None:
                phrases[-1].append(word)
            else:
                phrases.append([word])
            last_end = m.end()
        else:
            phrases.append([])
            last_end = m.end()
    texts = [" ".join(p) for p in phrases if p]
    return [t for t in texts if not re.fullmatch(r"[\d,.]+", t) or _DATE_OR_AMOUNT.fullmatch(t)]


# a number left unread that is a year, a date or an amount, not a stray count: said, never dropped
_DATE_OR_AMOUNT = re.compile(r"(?:19|20)\d\d|\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,3}(?:[.,]\d{3})+|\d{4,}")


@dataclass(frozen=True)
class Refusal:
    kind: str  # query | write | action | sign | other_workspace | not_recorded
    message: str


@dataclass(frozen=True)
class RefusalRule:
    kind: str
    pattern: re.Pattern[str]
    message: str


_DATA = (
    rf"(?:(?:{DOC_WORDS})s?|part(?:y|ies)|clauses?|data|records?|files?|uploads?|documents?|everything|all|"
    r"(?:this|that) one|it|registers?|ratings?|tiers?|counterpart(?:y|ies)|(?:the\s+)?same|"
    r"(?:double|duplicated?)\s+(?:entr(?:y|ies)|ones?|cop(?:y|ies)|records?)|duplicates?|accounts?)"
)
# a recorded field of a contract, named after a verb that would change it ("set governing law on ...")
_FIELDS = (
    r"governing\s+law|(?:end|start|effective|expiry|expiration|renewal)\s+dates?|expiry|value|amount|"
    r"(?:contract\s+)?type|title|status|term|parties|party\s+names?"
)
# what people did with the contracts (reviews, approvals, flags): not in any contract, so not on record
_PEOPLE = (
    r"auditors?|(?:internal\s+)?audit(?:\s+committee)?|legal|counsel|(?:the\s+)?gc|finance|procurement|compliance|management|(?:the\s+)?board|"
    r"(?:the\s+)?team|we|you|someone|anyone|somebody|reviewers?|managers?|(?:the\s+)?c[ef]o|lawyers?|partners?"
)
_DONE = (  # what people did, in the past tense ("legal approved"), or after "did" ("did the GC sign off")
    r"flagged|reviewed|approved|signed[- ]off(?:\s+on)?|escalated|redlined|commented\s+on|rejected|queried|disputed"
)
_COUNTERPART = (
    r"suppliers?\b|vendors?\b|customers?\b|clients?\b|counterpart(?:y|ies)\b|partners?\b|licens(?:or|ee)s?\b|"
    r"distributors?\b|other\s+(?:side|party)\b|parties\b|party\b"
)
# how a request to the assistant begins: "please", "can you kindly ..."
_PLEASE = r"(?:(?:please|pls|plz|kindly)\s+)?"
_YOU = r"you\s+(?:please\s+|kindly\s+)?"
_DO = r"flag|review|approve|sign[- ]off(?:\s+on)?|escalate|redline|comment\s+on|reject|query|dispute"

REFUSALS = (  # pasted queries first: "DELETE FROM contracts" is SQL, said as such
    RefusalRule(
        "query",
        re.compile(
            r"\b(?:OPTIONAL\s+)?MATCH\s*\(|\bRETURN\s+\w+\s*[.(]|\bSELECT\b[\s\S]+\bFROM\b|\bDROP\s+(?:TABLE|DATABASE|INDEX)\b|"
            r"\bDETACH\s+DELETE\b|\bUNION\s+(?:ALL\s+)?SELECT\b|;\s*--|\bCALL\s+[\w.]+\s*\(|\bINSERT\s+INTO\b|"
            r"\bUPDATE\s+\w+\s+SET\s+\w+(?:\.\w+)?\s*=|\bDELETE\s+FROM\s+\w+|\bALTER\s+TABLE\b|\bTRUNCATE\s+(?:TABLE\s+)?\w+\s*;|"
            # a query dictated word by word: "match open bracket c colon contract close bracket return ..."
            r"\bmatch\s+(?:an?\s+)?(?:open(?:ing)?\s+)?(?:round\s+)?(?:paren(?:thesis)?|bracket)\b|"
            r"\b(?:open|close|closing)\s+(?:round\s+)?(?:paren(?:thesis)?|bracket)\b[\s\S]*\breturn\b",
            re.I,
        ),
        "I don't run database queries typed into the chat. Ask in words instead, e.g. “How many supply "
        "agreements are governed by Delaware law?”",
    ),
    RefusalRule(
        "write",
        re.compile(
            # at the start of the message or of a sentence or clause in it ("... are duplicates - delete one")
            rf"(?:^|[.!?;:]\s+|\s[-–—]+\s+)\W*{_PLEASE}(?:(?:can|could|would|will) {_YOU}|go ahead and\s+|"
            rf"i(?:'d like| want) you to\s+)?"
            rf"(delete|remove|erase|purge|wipe|drop|destroy|update|change|modify|edit|rename|overwrite|log|record|register|"
            rf"insert|add|create|merge|mark|set|move|archive|unarchive|cancel|push|extend|postpone|prepone|shorten|"
            rf"lengthen|amend|correct|fix|replace|bump|nuke|scrap|trash|ditch|zap|kill|axe|tag|label|classify|"
            rf"categori[sz]e|re-?tier|rate)(?![-’'\w])"
            rf"(?=\s+(?:all|every|the|our|this|that|these|those|my|its|it|them|an?|one|both|either|each|"
            rf"duplicates?|{_FIELDS})\b)(?=.*\b(?:{_DATA}|one|them|both)\b)|"
            rf"\b(delete|remove|erase|purge|wipe|destroy)\s+(?:all\s+|every\s+|the\s+|our\s+|this\s+|that\s+)*{_DATA}\b|"
            # "Delete Tadeo E-Commerce from our vendors": a name taken off a list
            r"\b(delete|remove|erase|purge|drop|strike)\s+(?:[\w&.,'’-]+\s+){1,5}?from\s+(?:our|the|my|your)\s+"
            r"(?:vendors?|suppliers?|partners?|customers?|clients?|accounts?|(?:vendor\s+|supplier\s+|partner\s+|contract\s+)?(?:list|register|records?|database|db|"
            r"repository|system)|contracts?|counterpart(?:y|ies)|parties)\b|"
            # a new wording of a contract: "draft a redline of the LoL", "can you mark up the MFN clause"
            rf"^\W*{_PLEASE}(?:(?:can|could|would|will) {_YOU}|i(?:'d like| want| need) you to\s+)?"
            r"(draft|prepare|write|produce|redline|mark\s+up)\s+(?:an?\s+|the\s+|our\s+|my\s+)?"
            r"(?:redlines?|mark-?ups?|amendments?|revisions?|revised\s+\w+|counter-?proposals?|new\s+(?:version|wording)|"
            r"(?:[\w-]+\s+){0,3}(?:clauses?|provisions?|sections?|language))\b|"
            # "draft a quick mutual NDA", "write up a short consulting agreement" (not "prepare a list of ...",
            # not "draft agreements signed in 2018": the drafts on file)
            rf"^\W*{_PLEASE}(?:(?:can|could|would|will) {_YOU}|i(?:'d like| want| need) you to\s+)?"
            r"(draft|prepare|write(?:\s+up)?|produce|put\s+together)\s+(?:me\s+|us\s+)?(?:an?|a\s+new|one)\s+"
            r"(?!(?:[\w-]+\s+){0,3}?(?:list|summary|table|overview|report|count|breakdown|chart|spreadsheet|export|"
            r"memo|note|email|schedule|timeline|tracker|calendar|log|inventory|register|matrix|digest|rundown|tally|roster|"
            r"index|comparison|analysis|view)\b)(?:[\w-]+\s+){0,3}(?:ndas?|agreements?|contracts?|templates?|"
            r"letters?\s+of\s+intent|lois?)\b",
            re.I,
        ),
        "I can only read the contracts, not change them, so I have not {verb} anything. To remove an "
        "upload or correct a record, ask an administrator of this workspace. I can answer questions "
        "about the contracts, e.g. “Which contracts with Acme expire this year?”",
    ),
    RefusalRule(  # "upload the order form I dropped in here and link it to the reseller agreement"
        "write",
        re.compile(
            rf"^\W*{_PLEASE}(?:(?:can|could|would|will) {_YOU}|go ahead and\s+|i(?:'d like| want| need) you to\s+)?"
            r"(upload|attach|link|file|store|save)\s+(?:the|this|that|these|those|it|them|my|our|an?)\b"
            rf"(?=[^?]*\b(?:to|with|into|under|against)\b)(?=.*\b{_DATA}\b)|"
            r"\b(?:link|attach)\s+(?:it|this|that|them|these|those)\s+(?:to|with)\s+(?:the|our|its|their|that|this)\b",
            re.I,
        ),
        "I can't upload, attach or link documents, or fetch a file from a message: I only read the "
        "contracts. To add a contract, drop its file (PDF, DOCX or TXT) into this thread: I import it and "
        "reply with its card. I can answer questions about the contracts, e.g. “When does the Acme "
        "reseller agreement end?”",
    ),
    RefusalRule(  # a booking in the ledger: "pls book a USD 250k accrual against the X agmt"
        "write",
        re.compile(
            rf"^\W*{_PLEASE}(?:(?:can|could|would|will) {_YOU}|go ahead and\s+|i(?:'d like| want| need) you to\s+)?"
            r"(book|post|accrue|record|enter|raise|issue|create|pay|reverse)\s+(?:an?\s+|the\s+|our\s+)?"
            r"(?:[\w$€£.,]+\s+){0,3}?(?:accruals?|journal\s+entr(?:y|ies)|jes?|invoices?|pos?|purchase\s+orders?|"
            r"payments?|credit\s+notes?|provisions?|reserves?)\b",
            re.I,
        ),
        "I can only read the contracts, not book or change anything, so I have not {verb} anything. I can "
        "give you the figures it needs, e.g. “What is the total value of the Acme supply agreement?”",
    ),
    RefusalRule(  # "export every contract > $1mm to Excel and email it to the auditors"
        "export",
        re.compile(
            rf"^\W*{_PLEASE}(?:(?:can|could|would|will) {_YOU}|i(?:'d like| want| need) you to\s+)?"
            r"(export|download|dump|save)\b(?=.*\b(?:excel|csv|xlsx?|spreadsheets?|sheets?|pdfs?|files?|"
            r"e-?mail|inbox|drive|sharepoint)\b)|"
            r"\b(?:and|then|&)\s+(e-?mail|send|forward|share)\s+(?:it|them|this|that|the\s+(?:list|file|sheet|"
            r"spreadsheet|results?))\s+(?:over\s+)?to\b",
            re.I,
        ),
        "I can't export files or send them to anyone: I answer here, in this conversation. Ask for the "
        "list itself (e.g. “list all contracts over $1M”) and copy it from the answer.",
    ),
    RefusalRule(  # how to account for a contract is for the finance team's advisers, not in any contract
        "accounting",
        re.compile(
            r"\b(?:ASC|IFRS|IAS)\s?\d{1,3}\b|\bU\.?S\.?\s?GAAP\b|\bGAAP\b|"
            r"\b(recogni[sz]e|recogni[sz]ing|book)\s+(?:the\s+|it\s+|this\s+|that\s+|our\s+|their\s+)?"
            r"(?:[\w/'’-]+\s+){0,4}?(?:as\s+)?(?:revenue|income|an?\s+(?:asset|liability|expense))\b|"
            r"\brevenue\s+recognition\b|\b(?:accounting|tax)\s+treatment\b|\btax[- ]deductible\b|"
            r"\bhow\s+(?:should|do|would|can)\s+(?:we|i)\s+account\s+for\b|"
            # what the ledger did with a contract: "revenue recognised in Q4", "deferred revenue", "capitalised"
            r"\b(?:revenue|income|costs?|expenses?)\s+(?:was\s+|were\s+|been\s+|is\s+|are\s+)?"
            r"(?:recogni[sz]ed|booked|deferred|accrued|capitali[sz]ed|amorti[sz]ed)\b|"
            r"\b(?:recogni[sz]ed|deferred|accrued|unbilled)\s+(?:revenue|income)\b|"
            r"\b(?:classified|accounted\s+for|treated)\s+as\s+(?:an?\s+)?(?:operating\s+|finance\s+)?leases?\b",
            re.I,
        ),
        "“{said}” is accounting, which the contracts do not record, and I can't advise on accounting or tax "
        "treatment: that is for your finance team and its advisers. I can give the contract's facts it depends "
        "on, e.g. “What is the value of the Acme licence and when does it end?” or “Show me its payment terms”.",
    ),
    RefusalRule(
        "action",
        re.compile(
            rf"^\W*{_PLEASE}(?:(?:can|could|would|will) {_YOU}|"
            r"i(?:'d like| want) you to\s+)?(?:"
            rf"(?:send|write|draft|forward|compose|prepare)\s+(?:an?\s+|the\s+|them\s+|him\s+|her\s+)?"
            rf"(?:e-?mails?|mails?|letters?|messages?|notices?|notifications?|reminders?|replies|reply)\b|"
            rf"(?:e-?mail|notify|inform|contact|call|phone|ping|message|remind|warn)\s+(?:the\s+|our\s+|their\s+)?"
            rf"(?:{_COUNTERPART}|them\b|him\b|her\b|(?-i:[A-Z]))|"
            # "send the LoL clause from the X agreement to opposing counsel": a passage sent to someone
            r"(?:send|forward|e-?mail|share)\b[^?]{0,120}?\bto\s+(?:the\s+|our\s+|their\s+|my\s+)?(?:(?:opposing|outside|external|in-?house)\s+)?"
            r"(?:counsel|lawyers?|attorneys?|law\s+firm|firm|other\s+side|client|them|him|her)\b|"
            # "send the X agreement per e-mail to our Frankfurt office", "mail it to legal-ffm@"
            r"(?:send|forward|e-?mail|mail|share)\b[^?]{0,120}?(?:\b(?:per|by|via)\s+e?-?mail\b|"
            r"\bto\s+(?:the\s+|our\s+|their\s+|my\s+)?(?:[\w-]+\s+){0,2}(?:office|team|department|colleagues?)\b|"
            r"[\w.-]+@))",
            re.I,
        ),
        "I can't send emails or messages or contact anyone: I only read the contracts. I can find what "
        "you need for it, e.g. “What notice does the Acme supply agreement require?” or “When does it end?”",
    ),
    RefusalRule(
        "sign",
        re.compile(
            rf"^\W*(?:(?:okay|ok|so|right|alright|now)[,]?\s+)*{_PLEASE}"
            rf"(?:(?:can|could|will) {_YOU}|go ahead and\s+|i(?:'d like| want| need) you to\s+)?"
            r"(sign|countersign|co-?sign|e-?sign|execute|approve|ratify|initial|accept|reject|renew|terminate)"
            r"(?:\s+off)?(?:\s+on)?\s+(?:the|this|that|it|our|an?|their|my)\b",
            re.I,
        ),
        "I can't sign, approve, renew or terminate a contract, or send it to anyone: I only read the "
        "contracts. I can find what you need for it, e.g. “When does the Acme supply agreement renew?” or "
        "“What notice does it require?”",
    ),
    RefusalRule(
        "other_workspace",
        re.compile(
            r"\b(?:other|another|different|someone else'?s|all)\s+(?:workspaces?|tenants?|teams?|organi[sz]ations?|"
            # "other customers' contracts", not "build devices for other customers"
            r"(?:customers|clients)(?:['’]|\s+(?=(?:data|contracts|documents|files|uploads)\b)))(?:\b|(?<=['’]))|"
            r"\b(?:in|from|of)\s+(?:the\s+)?(?!this\b|our\b|my\b|current\b|the\s+current\b)"
            r"[\w&.'’+-]+(?:\s+[\w&.'’+-]+){0,2}\s+(?:workspace|tenant|slack|org)\b|"
            # "out of Kuehne+Nagel's Teams workspace"
            r"\b[\w&.+-]+['’]s?\s+(?:(?:ms\s+)?teams|slack)\s+(?:workspace|tenant|org|channels?)\b|"
            r"\b(?:the|their)\s+(?!current\b|same\b|this\b)[\w&.-]+(?:\s+[\w&.-]+)?\s+(?:workspace|tenant)\b|"
            # "our reinsurer's workspace", "a client's tenant": another organisation's
            r"\b(?:our|the|a|an|their|my)\s+(?:re-?insurer|insurer|client|customer|partner|vendor|supplier|parent|subsidiary|"
            r"affiliate|broker|counterparty|competitor|investor|sister)(?:\s+(?:company|group|firm|entity))?s?['’]s?\s+(?:(?:ms\s+)?teams\s+|slack\s+)?"
            r"(?:workspaces?|tenants?|org|instance)\b|"
            r"\b(?:every|all)\s+(?:channels?|workspaces?)\b|\bother\s+channels?\b|"
            r"\b(?:switch|change|log\s*in|go|move)\s+(?:over\s+)?to\s+(?:another\s+|the\s+|a\s+)?(?:tenant|workspace|org)\b|"
            r"\b(?:tenant|workspace)\s+(?!is\b|are\b)[\w&.-]+\b(?=.*\b(?:their|its|contracts?)\b)",
            re.I,
        ),
        "I can only see the contracts shared with this conversation (this channel's uploads, the "
        "workspace's shared contracts and the demo corpus), so I can't look into other workspaces or "
        "channels.",
    ),
    RefusalRule(  # the law and the courts, not the contracts: limitation periods, dockets, lawsuits
        "law",
        re.compile(
            r"\bwhat(?:['’]s|\s+is|\s+are)\s+the\s+(?:statutes?\s+of\s+limitations?|limitation\s+periods?)\b|"
            r"\b(?:pacer|court\s+dockets?|docket\s+search)\b|\b(?:pending|filed|open)\s+(?:cases|lawsuits|suits|litigation)\b|"
            r"\blawsuits?\s+(?:filed\s+)?against\b|"
            # a statute cited by its section: "under § 89b HGB", "according to § 622 BGB"
            r"§\s*\d",
            re.I,
        ),
        "I only read the contracts here, not statutes, case law or court records, so I can't look that "
        "up. I can show what a contract says about it, e.g. “Which law governs the Acme agreement, and "
        "what does its dispute clause say?”",
    ),
    RefusalRule(  # the insurance market: what a broker or insurer would quote or charge
        "out_of_domain",
        re.compile(
            r"\bpremiums?\b[^?]{0,60}\b(?:quote[sd]?|likely|cost|charge[sd]?|estimate[sd]?|expect\w*|pay)\b|"
            r"\bwhat\s+(?:premium|rate)\s+(?:is|will|would|should|might|could)\b|"
            r"\b(?:broker|insurer|underwriters?)\s+(?:is\s+)?(?:likely\s+)?(?:to\s+)?(?:quote|charge|price)\b",
            re.I,
        ),
        "I can't give insurance quotes or premiums, or say what a broker or insurer would charge: I only "
        "read the contracts. I can give the figures a submission needs, e.g. “What is the total value of "
        "our supply agreements?” or “Which contracts have uncapped liability?”",
    ),
    RefusalRule(  # what a payer reimburses: "what's Medicare paying for CPT 27447 this year?"
        "out_of_domain",
        re.compile(
            r"\b(?:medicare|medicaid|cms)\b[^?]{0,40}\b(?:pay\w*|reimburs\w*|rates?|fee\s+schedules?)\b|"
            r"\bcpt\s*(?:code\s*)?\d{4,5}\b|\breimbursement\s+rates?\b|\bdrg\s+\d{3}\b",
            re.I,
        ),
        "I can't say what payers reimburse: I only read the contracts. I can find what they say, e.g. "
        "“Which supply agreements have a minimum purchase commitment?”",
    ),
    RefusalRule(  # market rates today: "what's the Bank of England base rate at the moment?"
        "out_of_domain",
        re.compile(
            # asked as a value ("what's the ..."), not a term of a contract ("which contracts reference LIBOR",
            # "what interest rate applies under the Acme agreement?")
            r"\b(?:what(?:['’]s|\s+is|\s+are|\s+was)|where\s+(?:is|are))\s+(?:the\s+|today['’]?s\s+)?"
            r"(?:current\s+|latest\s+|prevailing\s+)?(?:(?:bank\s+of\s+england|boe|fed(?:eral\s+reserve)?|ecb|central\s+bank)"
            r"(?:['’]s)?\s+(?:base\s+|policy\s+|interest\s+|bank\s+|key\s+)?rate|libor|sofr|sonia|euribor|base\s+rate|"
            r"prime\s+rate|exchange\s+rates?|fx\s+rates?|interest\s+rates?|inflation(?:\s+rate)?|cpi|gilt\s+yields?|"
            r"treasury\s+yields?)\b(?![^?]{0,40}\b(?:in|under|of|for)\s+(?:the\s+|our\s+|its\s+)?(?:[\w'’.&-]+\s+){0,3}"
            r"(?:agreements?|contracts?|deals?|licen[cs]es?|leases?)\b)",
            re.I,
        ),
        "I can't look up market rates (base rates, interest or exchange rates, inflation): I only read the "
        "contracts. I can give what they state, e.g. “What is the total value of our licences?”",
    ),
    RefusalRule(  # the market for businesses: "what EV/EBITDA multiples have comparable businesses traded at?"
        "out_of_domain",
        re.compile(
            r"\bev\s*/\s*(?:ebitda|revenue|sales)\b|\bebitda\s+multiples?\b|\b(?:valuation|trading|transaction)\s+"
            r"(?:multiples?|comps|comparables)\b|\b(?:businesses|companies|peers|comps)\b[^?]{0,40}\btraded\s+at\b",
            re.I,
        ),
        "I can't say what businesses are valued or trade at: I only read the contracts. I can give the "
        "figures a valuation uses, e.g. “What is the total value of our service agreements?” or “Which "
        "contracts end in the next 12 months?”",
    ),
    RefusalRule(  # errands around the business: a freight quote, a booking, marketing copy
        "out_of_domain",
        re.compile(
            r"\b(?:freight|shipping|trucking|courier|haulage)\s+(?:quotes?|rates?|prices?|costs?)\b|"
            r"\bbook\s+(?:me\s+)?(?:a\s+|an\s+|the\s+)?(?:truck|shipment|pick-?up|courier|carrier|flight|hotel|table|"
            r"restaurant|car|cab|taxi)\b|"
            r"\bwrite\s+(?:me\s+|us\s+)?(?:a\s+|some\s+)?(?:catchy\s+)?(?:taglines?|slogans?|social\s+posts?|tweets?|"
            r"captions?|press\s+releases?|ad\s+copy)\b|"
            # "draft a welcome note for our new franchisees", "write me an email to the supplier"
            r"\b(?:draft|write|compose)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|the\s+|some\s+)?(?:[\w-]+\s+){0,2}?"
            r"(?:notes?|letters?|e-?mails?|messages?|memos?|announcements?|speech|newsletters?|blurbs?)\b",
            re.I,
        ),
        "I can't get quotes, book anything or write copy: I only read the contracts. I can answer "
        "questions about them, e.g. “Which transportation agreements end this year?”",
    ),
    RefusalRule(  # what the business tracks beside its contracts: people, programmes, operations
        "not_recorded",
        re.compile(
            # who looks after a partner (not who a contract names: "the project manager under the agreement")
            r"\bwho(?:['’]s|\s+is|\s+are)\s+(?:the|our|their)\s+(?:[\w-]+\s+){0,2}?"
            r"(?:alliance|relationship|account|vendor|supplier|partner|program(?:me)?|business)\s+"
            r"(?:managers?|leads?|contacts?|owners?|champions?)\b(?!\s+(?:under|named|designated|required)\b)|"
            # "who on our side owns the relationship", "who internally looks after the Acme account"
            # (not "who manages the account under the Acme agreement?": who the contract names)
            r"\bwho\s+(?:on\s+our\s+(?:side|end|team)|internally|in[- ]house)\s+"
            r"(?:owns|runs|manages|handles|looks\s+after|is\s+responsible\s+for)\s+(?:the\s+|our\s+)?"
            r"(?:[\w&.'’-]+\s+){0,3}?(?:relationships?|accounts?|vendors?|suppliers?|partners?)\b|"
            r"\bwho\s+(?:owns|runs|manages|handles|looks\s+after)\s+(?:the\s+relationship|our\s+(?:[\w&.'’-]+\s+){0,2}?"
            r"(?:relationships?|accounts?))\b(?!\s+(?:under|named|designated|required)\b)|"
            # a patent's own life, and a programme's clinical phase: not what the contract records
            r"\bwhen\s+(?:do|does|will|did)\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:[\w-]+\s+)?patents?\b[^?]{0,50}?"
            r"\b(?:expire|run\s+out|lapse)\b|\bpatent\s+(?:expiry|expiration)\s+dates?\b|"
            r"\b(?:programs?|programmes?|compounds?|candidates?|assets?|products?)\b[^?]{0,40}?\b(?:are|is)\s+(?:"
            r"in\s+ph(?:ase)?\s*(?:[1-3]|i{1,3})[ab]?\b(?=[^?]{0,20}\b(?:right\s+now|now|currently|today|rn)\b)|"
            r"(?:currently|now)\s+in\s+ph(?:ase)?\s*(?:[1-3]|i{1,3})[ab]?\b)|"
            r"\bclinical[- ]trial\s+status\b|"
            # how suppliers perform and what is in stock
            r"\b(?:supplier|vendor)\s+(?:scorecards?|ratings?|performance\s+reviews?)\b|"
            r"\bon[- ]time\s+(?:delivery|deliveries|performance|rates?|%)\b|\bopen\s+(?:pos|purchase\s+orders)\b|"
            r"\b(?:blew|blown|missed|miss|slipped)\s+(?:on\s+)?(?:their\s+|its\s+|the\s+)?lead[- ]?times?\b|"
            r"\bhow\s+(?:much|many)\b[^?]{0,60}?\b(?:on\s+hand|in\s+stock|in\s+inventory)\b|"
            # where the signed paper is kept, and who signs off internally
            r"\b(?:who|where)(?:['’]s|\s+(?:has|holds|keeps|is\s+holding|is|are))\s+(?:got\s+)?(?:the\s+)?(?:wet[- ]ink\s+|signed\s+|"
            r"physical\s+|hard[- ]copy\s+|paper\s+)?originals?\b|"
            r"\bapproval\s+(?:matrix|workflow|chain|routing)\b|\bdelegation\s+of\s+authority\b|\b(?-i:DoA)\b|"
            # a research programme's own people and dates: "who is the PI on ...", "milestones falling due"
            r"\bwho(?:['’]s|\s+is|\s+are)\s+the\s+(?:pi|principal\s+investigators?|lead\s+investigators?)\b|"
            r"\bmilestones?\b[^?]{0,30}?\b(?:falling|fall|falls|coming|come|comes)\s+due\b",
            re.I,
        ),
        "I did not use “{said}”: the contracts do not record who manages a partner, patents' own expiry "
        "dates, programmes' clinical phases, investigators or milestone dates, supplier performance, stock on hand, "
        "where the signed originals are kept or who approves what internally, so I can't say. I can "
        "find contracts by what they say, e.g. “Which supply agreements end this year?”",
    ),
    RefusalRule(  # what a finance system records about a contract, not the contract itself
        "not_recorded",
        re.compile(
            r"\bcost[- ]?cent(?:re|er)s?\b|\b(?:gl|general[- ]ledger)\s+(?:codes?|accounts?)\b|\bbudget[- ]owners?\b|"
            r"\bpurchase[- ]order\s+(?:numbers?|#|nos?\b)|\b(?:invoiced|billed)\b.{0,40}\b(?:paid|unpaid|outstanding)\b|"
            r"\bnot\s+(?:yet\s+)?(?:been\s+)?paid\b|\baccounts?\s+payable\b|"
            # what was paid, not what a contract is worth: "what did we actually pay X last quarter? need the invoices"
            r"\b(?:spend|spent|paid|pay)\s+(?:in|on)\s+(?:outside[- ]counsel|legal|law[- ]firm|advis\w+|consulting)\s+fees\b|"
            r"\bactually\s+(?:paid|pay|spent|spend|billed)\b|\bspend\s+(?:to\s+date|so\s+far|ytd)\b|\b(?:how\s+much\s+)?"
            r"(?:have\s+we\s+|did\s+we\s+)?(?:spent|paid)\s+(?:so\s+far|to\s+date)\b|\b(?:need|send|pull|get|see|show)\s+(?:me\s+|us\s+)?"
            r"(?:the|their|its|our|all)\s+invoices\b|"
            r"\b(?:approved|entered|booked|set\s+up|recorded)\s+in\s+(?:the\s+)?(?:erp|sap|oracle|netsuite|coupa|ariba)\b",
            re.I,
        ),
        "I did not use “{said}”: the contracts do not record cost centres, purchase orders, invoices, payments, budget owners or "
        "approvals in a finance system (ERP), so I can't say which contracts those apply to. I can find "
        "contracts by what they say, e.g. “Which service agreements are over $100,000?”",
    ),
    RefusalRule(
        "not_recorded",
        re.compile(
            rf"\b(?:{_PEOPLE})\s+(?:(?:has|have|had|was|were)\s+)?(?:\w+ly\s+)?(?:{_DONE})(?![-’'\w])|"
            rf"\bdid\s+(?:the\s+)?(?:[\w'’-]+\s+){{0,2}}?(?:{_PEOPLE})\s+(?:\w+ly\s+)?(?:{_DO})(?![-’'\w])|"
            # where a contract was shared, and who worked on it: not in any contract either
            r"\b(?:disclosed|uploaded|posted|included|shared|put)\s+(?:in|to|into|on)\s+(?:the\s+)?(?:virtual\s+)?data[- ]?room\b|"
            # a deal's own papers that list contracts: "already listed in the disclosure letter"
            r"\b(?:listed|disclosed|included|mentioned|scheduled|referenced|flagged)\s+(?:in|on)\s+(?:the\s+|our\s+)?"
            r"(?:disclosure\s+(?:letter|schedules?)|dd\s+report|(?:due\s+)?diligence\s+report|data[- ]?room\s+index|"
            r"(?:contracts?\s+)?(?:register|tracker))\b|"
            # "listed on Schedule 3.14(a) (Material Contracts) of the draft disclosure schedules"
            r"\b(?:listed|disclosed|included|scheduled|named)\s+(?:in|on)\s+schedule\s+\d[\w.()]*|"
            r"\bof\s+the\s+(?:draft\s+|final\s+)?disclosure\s+(?:letter|schedules?)\b|"
            r"\b(?:on|in)\s+(?:the|our|their)\s+deal\s+team\b",
            re.I,
        ),
        "I did not use “{said}”: I only know what the contracts themselves say (their parties, dates, terms and clauses): who "
        "reviewed, approved or flagged a contract, who worked on it and where it was shared are not "
        "recorded here, so I can't say which ones. I can "
        "find contracts by what they say, e.g. “Which contracts have an audit rights clause?”",
    ),
    RefusalRule(  # how a legal team tracks its contracts: owners, matters, approvals, reviews, certificates
        "not_recorded",
        re.compile(
            # a sales system's records: "the CRM opportunity ID", "pipeline", "churn risk", "NPS", who signed for them
            # (not "pipeline" or "CRM" alone: words of parties and of what contracts cover)
            r"\b(?:crm|salesforce|hubspot)\s+(?:opportunit(?:y|ies)|opps?|records?|ids?|stages?)\b|"
            r"\bopportunity\s+(?:ids?|numbers?|#)|\b(?:sales\s+|deal\s+)?pipeline\s+(?:value|stage|report|coverage)\b|"
            r"\bchurn\s+risk\b|\b(?-i:NPS)\b|\bnet\s+promoter\b|"
            r"\b(?:who\s+)?(?:signed|executed)\b[^?]{0,40}?\bon\s+(?:their|our|its|the\s+other)\s+(?:side|behalf)\b|"
            r"\bwho\s+(?:signed|executed)\b[^?]{0,80}?\b(?:on\s+(?:their|our|its|the\s+other)\s+(?:side|behalf)|for\s+(?:us|them))\b|"
            r"\b(?:contract|agreement|relationship|deal|matter|account|business|internal|system|service|technical|"
            r"budget|application|platform)\s+owners?\b|"
            r"\bowners?\s+(?:on|of|for)\s+(?:the\s+|this\s+|that\s+)?(?:contract|agreement|deal|relationship)s?\b|"
            r"\bmatter\s*(?:numbers?|nos?\b\.?|#|ids?\b|refs?\b|references?)|"
            r"\b(?:pending|awaiting|waiting\s+(?:on|for))\s+(?:\w+\s+)?(?:approval|sign-?off)\b|\bapproval\s+status\b|"
            r"\b(?:last|latest|most\s+recently)\s+reviewed\b|\b(?:haven['’]?t|hasn['’]?t|not)\s+been\s+reviewed\b|"
            # a certificate on file (not "does it require a certificate of insurance?": a clause)
            r"\b(?:certificates?\s+of\s+insurance|insurance\s+cert(?:ificate)?s?|(?-i:COIs?))\b"
            r"(?=[^?]{0,40}\b(?:expir\w*|on\s+file|received|lapse[sd]?|up\s+to\s+date|outstanding|missing)\b)|"
            r"\b(?:sent|provided|delivered|received|got|given|supplied)\s+(?:us\s+)?(?:an?\s+|the\s+|their\s+|its\s+|any\s+)?"
            r"(?:(?:up[- ]to[- ]date|current|new|renewed)\s+)?(?:certificates?\s+of\s+insurance|insurance\s+cert(?:ificate)?s?|(?-i:COIs?))\b|"
            # the insurance programme around a contract: its insurer, policy, claims
            r"\binsurers?\s+(?:on\s+(?:file|record)|of\s+record)\b|\bis\s+the\s+insurer\b|"
            r"\b(?:which|what|who)\s+(?:is\s+|are\s+)?(?:the\s+|our\s+)?(?:insurers?|insurance\s+(?:carriers?|compan(?:y|ies))|brokers?)\b|"
            r"\bpolicy\s+(?:numbers?|nos?\b\.?|#)|\bclaims?\s+(?:notified|made|filed|history|experience|record)\b|"
            r"\b(?:loss|claims)\s+runs?\b|\b(?:risk|heat[- ]?map)\s+(?:ratings?|scores?)\b|\bon\s+(?:the|our)\s+heat[- ]?map\b|"
            # what happened to a contract after it was signed: ended early, a notice served, a dispute
            r"(?<!can\sbe\s)(?<!could\sbe\s)(?<!may\sbe\s)(?<!to\sbe\s)"  # "which can be ended early": a right, not an event
            r"\b(?:terminated|ended|cancell?ed)\s+(?:early|prematurely|before\s+(?:their|its|the)\s+(?:scheduled\s+)?"
            r"(?:end|expiry|expiration)(?:\s+date)?)\b|\bearly\s+terminations?\b|"
            r"\b(?:notices?\s+of\s+(?:breach|termination|default)|notice)\s+(?:was|were|has\s+been|have\s+been)\s+"
            r"(?:ever\s+)?(?:served|sent|given)\b|\b(?:disputes?|claims?)\s+(?:history|log|on\s+file)\b|"
            # a notice that changed hands: "which vendors sent us a termination notice", "got a breach notice"
            # (not a notice nobody sent, said as the background of a question: "nobody sent a non-renewal notice")
            r"(?<!nobody\s)(?<!no\sone\s)(?<!never\s)(?<!not\s)(?<!n['’]t\s)"
            r"\b(?:sen[dt]s?|serve[sd]?|gave|give[sn]?|issue[sd]?|deliver(?:ed|s)?|receive[sd]?|got(?:ten)?|get)\s+"
            r"(?:us\s+|them\s+|me\s+)?"
            r"(?:an?\s+|any\s+|the\s+|their\s+|our\s+)?(?:formal\s+|written\s+)?"
            r"(?:(?:termination|breach|default|non-?renewal|cancell?ation)\s+notices?|"
            r"notices?\s+(?:of|to)\s+(?:terminat\w*|breach|default|non-?renewal|cancel\w*))\b|"
            r"\blitigation\s+holds?\b|"
            # a dispute or a notice under way now: "a dispute pending or an open breach notice"
            r"\b(?:disputes?|litigation|lawsuits?|arbitrations?)\s+(?:(?:is|are)\s+)?(?:pending|ongoing|under\s+way|in\s+progress)\b|"
            r"\b(?:pending|ongoing|open|outstanding|live|active)\s+(?:disputes?|litigation|lawsuits?|arbitrations?|"
            r"(?:breach|default|termination)\s+notices?)\b|"
            # whose form a contract was drafted on, and what the other side did since: "done on our paper vs
            # theirs", "which vendors hit us w/ a price increase since jan"
            r"\b(?:on|drafted\s+on|written\s+on)\s+(?:our|their|the\s+other\s+side['’]?s|whose)\s+(?:own\s+)?paper\b|"
            # what is kept on file beside a contract: "a German translation in the file", "the signed original"
            r"\b(?:translations?|scans?|scanned\s+cop(?:y|ies)|signed\s+(?:cop(?:y|ies)|originals?)|wet[- ]ink\s+originals?)\b"
            r"[^?]{0,40}?\b(?:in|on)\s+(?:the\s+)?(?:file|system|folder|drive|sharepoint|dms)\b|"
            r"\bwhose\s+paper\b|\b(?:hit|slapped)\s+us\s+with\s+(?:an?\s+)?(?:price|rate|fee)\b|"
            r"\b(?:raised|increased|hiked|put\s+up|pushed\s+through)\s+(?:their|its|the|our)\s+(?:prices?|rates?|fees?)\b|"
            # a transfer or a consent that happened: "were novated to the target", "have given CoC consent"
            r"\b(?:were|was|been|got|have|has)\s+(?:\w+\s+)?novated\b|\bnovated\s+(?:across|over|to)\b|"
            rf"\b(?:have|has|had)\s+{_WHO}(?:given|granted|provided|signed)\s+(?:us\s+)?"
            rf"(?:their\s+|its\s+|the\s+|a\s+|any\s+)?{_CONSENT}|"
            rf"\b(?:obtained|received)\s+(?:their\s+|its\s+|the\s+|a\s+|any\s+)?{_CONSENT}|"
            rf"\b(?:did|have|has)\s+{_WHO}(?:receive|get|obtain)\s+(?:their\s+|its\s+|the\s+|an?\s+|any\s+)?{_CONSENT}|"
            # a check run on a contract or its vendor: "had an open-source (OSS) scan run", "went through a security review"
            rf"\b(?:(?:had|underwent|went\s+through|passed|failed)(?={_A_CHECK}(?:{_CHECKS}|due\s+diligence)\b"
            r"(?!\s+(?:clauses?|rights?|provisions?|terms?|obligations?)))|"
            rf"(?:has|have|had|got)(?={_A_CHECK}(?:{_CHECKS})\s+{_RUN}\b))"
            rf"{_A_CHECK}(?:{_CHECKS}|due\s+diligence)\b(?:\s+{_RUN})?",
            re.I,
        ),
        "I did not use “{said}”: the contracts do not record how your team tracks them or what became of them (who owns a contract "
        "internally, who signed it for whom, matter numbers, approval or review status, insurance certificates on file, early "
        "terminations, notices served, novations or consents given, price increases, whose paper it was "
        "drafted on, disputes), so I can't say which ones. "
        "I can find contracts by what they say, e.g. “Which licences end this year?”",
    ),
)

_PAST = {
    "drop": "dropped",
    "set": "set",
    "add": "added",
    "wipe": "wiped",
    "merge": "merged",
    "write": "written",
    "put": "put",
    "mark up": "marked up",
}


_ACCOUNTING = next(r for r in REFUSALS if r.kind == "accounting")  # what `advice_note` tells apart


def refusal(question: str) -> Refusal | None:
    """The request the assistant declines, if the question is one (whatever model answers); what a
    message says it is for ("auditors flagged completeness: ...") is not the request."""
    question = question[preamble_end(question) :]
    advice = asks_advice(question)  # "should we exercise early termination ...?": advice, with its facts
    for rule in REFUSALS:
        if advice and rule.kind in ("not_recorded", "accounting"):  # the facts, and a note (`advice_note`)
            continue
        if m := rule.pattern.search(question):
            verb = next((g for g in m.groups() if g), "changed").lower()
            verb = verb if verb.startswith("mark") else verb.split()[0]  # "write up" -> "written"
            done = _PAST.get(verb) or (verb + "d" if verb.endswith("e") else verb + "ed")
            return Refusal(
                rule.kind, rule.message.replace("{verb}", done).replace("{said}", m.group(0).strip())
            )
    return None


_ADVICE = re.compile(
    r"\b(should (?:we|i|the company|our company|(?:my|our|the) client|the business)|do you (?:recommend|advise|suggest|think we should)|"
    r"are we (?:ok|okay|fine|safe|covered|good) legally|legally (?:ok|okay|fine|safe)\b|"
    r"is it (?:legal|lawful|enforceable|wise|safe|a good idea)|can (?:we|i) (?:just |simply |still )?(?:sue|get out of|break|walk away|"
    r"avoid paying|terminate without)|(?:advise|counsel) (?:us|me)|legal (?:advice|opinion)|what would you do|"
    r"are we (?:liable|exposed|in breach)|would (?:we|i) win|our best option|recommend(?:ation)?s? (?:on|for)|"
    r"(?:is|are) (?:the |this |that |it |they )?[\w\s'’-]{0,60}?(?:enforceable|legal|lawful|valid|binding)|"
    r"would you (?:sign|accept|agree|terminate|renew|negotiate|exercise|walk away|push back|invoke|enforce|"
    r"(?:red[- ]?)?flag|worry)|\bred[- ]flags?\b|"
    r"(?:would|do|can|could) you (?:recommend|advise|suggest)|in (?:your|his|her) (?:view|opinion)|"
    r"(?:be able|entitled) to enforce|could (?:we|i|they) enforce|\benforceable\b|"
    r"if (?:you|i) (?:were|was) (?:us|me|you|in our shoes)|in (?:our|my) shoes|enough to protect|protect (?:us|me)|"
    r"(?:should|shall|must) (?:we|i) (?:sign|terminate|renew|accept|negotiate|walk away)|"
    r"grounds (?:to|for) (?:sue|suing|a claim|terminat\w*|claim\w*)|(?:is|would) it (?:be )?worth (?:\w+ing)|"
    r"can (?:we|i|they) legally|legally (?:walk away|get out|terminate|break|withhold|refuse)|"
    r"(?:do|would) (?:we|i) have (?:a )?(?:case|claim|grounds)|"
    r"would (?:a|the|any) (?:court|judge|arbitrator|tribunal)|(?:hold|stand)s? up in (?:a )?court|"
    r"(?:enforced|upheld|struck down) (?:by|in) (?:a )?court|^\W*legally\b|\bis it safe (?:for (?:us|me) )?to\b|"
    r"\benough for (?:us|me) to\b[^?]*\bsafely\b|"
    r"\b(?:ok(?:ay)?|fine|acceptable|good enough|reasonable|fair|standard) for (?:us|me)\b|"
    r"\b(?:should|must|shall) (?:we|i) (?:ask for|push back|negotiate|accept)\b|"
    # whether something is a breach: "is that a material breach of the supply agreement?"
    r"\b(?:is|would|will|could)\s+(?:that|this|it|they)\s+(?:be\s+)?(?:in\s+)?(?:an?\s+)?(?:material\s+)?breach(?:ing)?\b|"
    # whether someone who decides should: "should the board approve the renewal?"
    r"\bshould (?:the|our|my) (?:board|management|committee|ceo|cfo|gc|general counsel|company|team|"
    r"legal(?: team)?|finance(?: team)?|procurement) (?:approve|sign|renew|accept|reject|terminate|agree|extend|"
    r"go ahead|proceed|exercise)\b|"
    # ending a contract early at no cost is a judgement on the contract, not a fact of it
    r"\b(?:can|could) (?:we|i) (?:end|terminate|cancel|exit|get out of|walk away from|break)\b[^?]{0,80}?"
    r"(?:\bearly\b|\bwithout (?:a |any )?(?:penalty|penalties|paying|payment|costs?|fees?|charges?)\b|"
    r"\bwith no (?:penalty|penalties|costs?|fees?)\b))\b",
    re.I,
)
ADVICE_NOTE = (
    "_This is what the contracts say, not legal advice: check with your legal counsel before acting on it._"
)


ACCOUNTING_NOTE = (
    "_This is what the contracts say, not accounting or legal advice: check with your finance team and its "
    "advisers (or your legal counsel) before acting on it._"
)


def asks_advice(question: str) -> bool:
    return bool(_ADVICE.search(question))


def advice_note(question: str) -> str:
    """The note an answer to advice ends with: about accounting where the question is ("should we
    recognise it upfront under ASC 606?"), else about the law; "" where no advice is asked."""
    if not asks_advice(question):
        return ""
    return ACCOUNTING_NOTE if _ACCOUNTING.pattern.search(question) else ADVICE_NOTE
