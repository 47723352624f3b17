"""A twenty-second user-written question set for `bench.qa_fresh` (split "user22", `--set user22`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user21_questions` and `bench.qa_user20_questions` and
the clause contracts and categories the earlier sets ask), the way an IP and technology-transactions counsel
at a US software company writes in Slack, in a channel shared with the procurement team: short, lower case,
contracts named by counterparty plus product ("the salesforce reseller deal", "the IBM hosting deal w/ quantum
group", "the 2007 cisco / scansource distributor agreement", "the visualant one"), and thinking in exclusions,
comparisons and superlatives: "other than", "excluding", "besides", "leaving out", "anything but", "neither NY
nor California law", "any besides Delaware law?", "only the ones that are NOT licence agreements", two
conditions joined by "or" and by "and" ("under Texas law *or* with a Texas-based party", "*both* a chinese
party and a US party", "worth more than $1M _and_ governed by a non-US law"), "are more than half of ...",
"which of these two ends first", "compare the X and the Y: which is older", "the oldest / newest / longest-
running", "the *second* largest", "the top 3 by value", "the earliest 5", numbered-list follow-ups ("list
them, oldest first, numbered" then "the third one"), "same question for 2017", "and the opposite?"; in Slack
markup as Slack sends it (`*bold*`, `_italic_`, `inline code`, a quoted line "> ..." from procurement, a
"<@U123ABC>" mention) and with a few typos ("agreemnt", "stratgic", "Delware"). It asks counts and lists
filtered by type, party country and state, governing law, value and dates with those exclusions and
conjunctions, relative dates, aggregations (the top counterparties by total licence value, the states of
governing law other than Delaware and New York, the top types other than service agreements, a total, an
average without the $0 ones, the oldest licence agreement, the second largest contract, the longest-running
hosting agreement, the five earliest licence agreements), details and comparisons of named contracts (the
facts asked, "not stated" where the data has none), follow-up threads, clause questions about one named
contract and across contracts of an excluding or combined filter (perpetual or irrevocable and unlimited
licences, covenants not to sue, joint IP ownership, IP assignment, uncapped liability, non-transferable
licences, anti-assignment, termination for convenience, a non-solicit of employees), "no such clause" cases,
refusals (marking a contract terminated, tagging contracts, uploading an order form, e-mailing a contract to
outside counsel, the procurement team's own workspace, pasted Cypher, a question on the GPL, an all-hands
reminder, and legal advice: "should we sign up to uncapped liability", "can Nortel still rely on the perpetual
licence if Entrust is acquired") and constraints the data does not record (a DocuSign signature, a vendor's
SOC 2 report, an export classification, a review by outside counsel, a renewal in the Coupa procurement
system, an open-source scan). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected
number is written here, every truth is computed from the data (a few filters and truths are built here from
the records' fields: the negation of a filter, a governing law on file, a non-US governing law, Texas law or a
Texas party, a title word, a stated value other than $0; the contract of the latest or earliest date under
each reading, the one of two named contracts whose date comes first, the n-th oldest of a filter, the n
oldest, the n-th largest value, the longest term).

Readings: an exclusion keeps every contract the excluded condition does not hold for, so a contract without a
governing law on file *is* "not governed by Delaware law" / "governed by neither NY nor California law" (ac01,
ac03, thread ac42, ac57); where the words allow it, the narrower reading that counts only the contracts with a
governing law on file is also accepted (ac01, ac03, turn ac42.1), while the cross-contract question ac57 and
turn ac42.2 (a single universe) use the wider one. "Other than the ones under Chinese law" (ac56) keeps the
contracts with no law on file. "A non-US law" (ac07) is a governing law of a known country other than the
United States (one reading; "over $1M" with $1M in or out). "Or" is a union and "and" / "*both*" an
intersection: "IP or licence agreements with a Chinese party" (ac02) and "IP agreements or licence agreements
with joint IP ownership" (ac58) read the condition on both types; "under Texas law *or* with a Texas-based
party" (ac08) is a Texas governing law or a party whose state on file is Texas; "licence *or* hosting
agreements" (ac15) either type. A "chinese / japanese / UK counterparty" or "party" is a party whose country
on file is that country. "Cisco contracts other than the distributor ones" (ac05) has two readings because one
of the three Cisco / ScanSource agreements is titled "Distributor Agreement" but typed a licence agreement on
file: by type (one contract left) and by title (none left), both accepted. "Are more than half of our reseller
agreements under NY law? how many are?" (ac06) asks the count of NY-law reseller agreements (the answer's "no"
follows from it). "In the next 6 months" is today to six months on (183 days also accepted), "before the end
of the year" today to 31 December 2019, "in the last 2 years" two years back to today (730 days also
accepted); today in or out for every window that starts or ends today. "The newest agreement we've signed so
far (not counting ones that haven't started yet)" (ac18) is the latest effective date up to today; "expired
most recently" (ac19) the latest end date before today, a contract whose last day is today also accepted (its
date must be stated). "The oldest licence agreement" (ac25) is the earliest effective date among the licence
agreements, with that date; "the earliest 5 licence agreements we signed" (ac31) the five of the earliest
effective dates (a full list). "The *second* largest contract by value" (ac26) is the contract of the second
largest distinct stated value, with its value. "The longest-running hosting agreement" (ac30) is the longest
term from the stated duration or from the effective and end dates (three share it; any of them, with the term
in days, years or months). "Top 3 counterparties by total licence value" (ac23) sums the stated values of the
licence agreements per party (every party of a contract counts it; the tie at third place lets any tied party
stand for it); "governing law by US state, excluding Delaware and NY" (ac24) groups the US-law contracts of
the other states (top three); "top 3 contract types by count, other than service agreements" (ac29) groups
every other contract by type. The total of the licence and IP agreements (ac27) is the sum of the stated
values; "avg value of our strategic alliances, excluding the ones with a stated $0" (ac28) the average of the
stated values other than $0 (one reading, as the words say). "Which of these two ends first" (ac33) and "which
is older" (ac34) are the contract of the earlier end / effective date, with that date. In thread ac39, "list
them pls, oldest first (by effective date), numbered" lists the NY-law licence agreements of turn 1 (every one
must be shown) and "the third one" is the third of them by effective date (no tie at third place), whose
parties and end date are asked; in ac40 "same question for 2017" swaps the year of turn 1 and "and the
opposite?" asks the *service* agreements signed in 2017 (the negation of turn 2's exclusion, same year); in
ac42 "which of those" are the IP agreements of turn 1 not under Delaware law (the clause-indexed ones among
them) and "the visualant one" the Visualant / Kenneth Turpin IP agreement; in ac41, ac43 and ac44 the later
turns ask about the contract of turn 1.

Judgment calls on facts and names: ac38 names "the sina content license", of which the data holds three
(Beijing SINA Internet Information Service's content licence agreements with Beijing Yisheng Leju, filed
twice, and with Shanghai SINA Leju) and the question does not say which: `Ambiguous`, right is asking which
one or showing them all. ac32 (the Salesforce.org / salesforce.com reseller agreement) has no governing law
and no value on file, ac37 (the Honeywell / Garrett Motion IP agreement) no end date and ac41's Ehave /
Companion Healthcare Technologies reseller agreement neither a value nor an end date, which the answers must
say. ac36's Vayyar Imaging / Inde Living Holdings reseller agreement starts after today (31 July 2019); its
parties and end date are asked as on file. The contracts ac33 compares are the 2007 and the 2010 Cisco /
ScanSource distributor agreements (the third Cisco agreement, of 2003, is not named).

Refusals and unrecorded constraints: ac62 asks to *mark* a contract terminated, ac63 to *tag* the hosting
agreements, ac64 to *upload* an order form and link it and ac68 to *e-mail* a contract to outside counsel
(writes, declined); ac65 asks for the procurement team's own workspace; the Cypher of ac66 is pasted in
backticks as the user copied it; ac67 (the GPL-2.0 and GPL-3.0 for a SaaS product, a general legal question
about no contract of ours) and ac69 (an all-hands reminder) are out of the domain; ac70 ("should we sign up to
uncapped liability like in the Ehave reseller agreement, what would you advise") and ac71 ("can Nortel still
rely on the perpetual licence in the Nortel / Entrust alliance if Entrust is acquired") are legal advice,
answered with the contract's facts and a not-legal-advice note. ac12 counts signatures via DocuSign, ac13 the
vendors' SOC 2 reports on file, ac14 an export classification (ECCN), ac20 asks which contracts outside
counsel reviewed last quarter, ac21 which licences procurement renewed through Coupa and ac22 which agreements
had an open-source scan: the data records none of these (unread).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes do not
change); this set asks each of them only about a clause category that no earlier set asked of it (checked over
the truths of every earlier set's clause questions and of the clause turns of its threads, the fresh set and
user1 to user21), and only categories labelled in CUAD's dev split. They are listed in
`USER22_CLAUSE_CONTRACTS`. Across contracts it asks an anti-assignment clause in the licence agreements other
than the Chinese-law ones, a covenant not to sue in the contracts governed by neither Delaware nor New York
law (no law on file included), joint IP ownership in the IP and licence agreements, a perpetual or irrevocable
licence in the contracts that are not licence agreements, a cap on liability in the hosting agreements
effective before 1 January 2005, and uncapped liability in the strategic alliances without a Chinese party.

The "no" clause questions (`IBM_QUANTUM` non-compete, `JHU_VIRTUOSO` irrevocable or perpetual licence and
`CORIO_CHANGEPOINT` covenant not to sue) name contracts with no labelled span of that category at all (located
or not: the master clauses table's context cell is empty and its answer "No"), and whose text has no such
clause: the IBM / Quantum Group hosting agreement restricts neither side from competing or from using another
provider (the stem "compet" occurs only in "a court of competent jurisdiction", "exclusiv" only in charges
"exclusive of" taxes, the "Exclusivity of Warranties" and "of Remedies" and nonexclusive licences, "solicit"
and "refrain" not at all); the Johns Hopkins University / Virtuoso Surgical licence grants a non-exclusive,
non-transferable licence for a term that runs until the last patent right expires (the stems "perpetu" and
"irrevocab" do not occur); the Corio / Changepoint licence and hosting agreement has no covenant not to sue
and no no-challenge clause ("sue", "challeng" and "contest" do not occur, "covenant" only in the employees'
invention agreements and the definition of "provisions"). Names that need care: `NORTEL_ENTRUST` is the
Northern Telecom / Entrust Technologies strategic alliance agreement (the perpetual and irrevocable licences
are granted to Nortel); `CORIO_CHANGEPOINT` Changepoint's licence and hosting agreement with Corio, not
Corio's agreement of the same title with Commerce One (`CORIO_COMMERCEONE`, ac35); `BABCOCK_IP` the Babcock &
Wilcox Company / Babcock & Wilcox Enterprises intellectual property agreement of the spin-off; `ABOUT_EBIX`
the About.com / ebix.com co-branding agreement; `DRIVEN_TRUCKTHAT` the Driven Deliveries / TruckThat
consulting agreement; `WORLDBOOK_HSW` the World Book / HSW International content licence filed by Remark
Holdings; `SKYPE_TOM` the Skype / TOM Online co-branding agreement; `IBM_QUANTUM` IBM's hosting agreement with
The Quantum Group; `JHU_VIRTUOSO` the Johns Hopkins University licence to Virtuoso Surgical; `GINKGO_BERKELEY`
the Ginkgo Bioworks / Berkeley Lights collaboration agreement; `EHAVE_CHT` Ehave's reseller agreement with
Companion Healthcare Technologies; `VISUALANT_TURPIN` the Visualant / Kenneth Turpin intellectual property
agreement filed by Know Labs; `MCDATA_MTI` the McDATA / MTI Technology reseller agreement premier addendum.

Every question's split is "user22"; every single letter, "aa" and "ab" being taken by other sets, ids start
with the two letters "ac" (a thread's turns are "acNN.1", "acNN.2", ...), which no other set uses, so that no
two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from typing import Literal

from bench.qa_fresh_questions import (
    Count,
    Data,
    Fact,
    Pred,
    Question,
    Single,
    TruthFn,
    _ids,
    _q,
    _thread,
    about,
    advice,
    ambiguous,
    by_key,
    clause_across,
    clause_across_questions,
    clause_in,
    clause_in_questions,
    count,
    date_patterns,
    dated,
    eff,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    law,
    money_figure,
    parties_of,
    party,
    party_in,
    party_patterns,
    question_set,
    refuse,
    rel,
    state_patterns,
    states_of,
    typ,
    type_patterns,
    types_of,
    unread,
    window,
    worth,
    year_of,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

NORTEL_ENTRUST = "ENTRUSTINC_07_24_1998-EX-10.5-STRATEGIC ALLIANCE AGREEMENT"
CORIO_CHANGEPOINT = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
BABCOCK_IP = (
    "BABCOCK_WILCOXENTERPRISES,INC_08_04_2015-EX-10.17-INTELLECTUAL PROPERTY AGREEMENT between "
    "THE BABCOCK _ WILCOX COMPANY and BABCOCK _ WILCOX ENTERPRISES, INC."
)
ABOUT_EBIX = "EbixInc_20010515_10-Q_EX-10.3_4049767_EX-10.3_Co-Branding Agreement"
DRIVEN_TRUCKTHAT = "DRIVENDELIVERIES,INC_05_22_2020-EX-10.4-CONSULTING AGREEMENT"
WORLDBOOK_HSW = "RemarkHoldingsInc_20081114_10-Q_EX-10.24_2895649_EX-10.24_Content License Agreement"
SKYPE_TOM = "TomOnlineInc_20060501_20-F_EX-4.46_749700_EX-4.46_Co-Branding Agreement"
IBM_QUANTUM = "QuantumGroupIncFl_20090120_8-K_EX-99.2_3672910_EX-99.2_Hosting Agreement"
JHU_VIRTUOSO = "VirtuosoSurgicalInc_20191227_1-A_EX1A-6 MAT CTRCT_11933379_EX1A-6 MAT CTRCT_License Agreement"
GINKGO_BERKELEY = "BERKELEYLIGHTS,INC_06_26_2020-EX-10.12-COLLABORATION AGREEMENT"
EHAVE_CHT = "EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement"
VISUALANT_TURPIN = "KNOWLABS,INC_08_15_2005-EX-10-INTELLECTUAL PROPERTY AGREEMENT"
MCDATA_MTI = "MTITECHNOLOGYCORP_11_16_2004-EX-10.102-Reseller Agreement Premier Addendum"

USER22_CLAUSE_CONTRACTS: tuple[str, ...] = (
    NORTEL_ENTRUST,
    CORIO_CHANGEPOINT,
    BABCOCK_IP,
    ABOUT_EBIX,
    DRIVEN_TRUCKTHAT,
    WORLDBOOK_HSW,
    SKYPE_TOM,
    IBM_QUANTUM,
    JHU_VIRTUOSO,
    GINKGO_BERKELEY,
    EHAVE_CHT,
    VISUALANT_TURPIN,
    MCDATA_MTI,
)

# other contracts the specific questions name
SALESFORCE_RESELLER = "SalesforcecomInc_20171122_10-Q_EX-10.1_10961535_EX-10.1_Reseller Agreement"
CISCO_2007 = "ScansourceInc_20190822_10-K_EX-10.38_11793958_EX-10.38_Distributor Agreement1"
CISCO_2010 = "ScansourceInc_20190822_10-K_EX-10.39_11793959_EX-10.39_Distributor Agreement"
HERTZ_IP = "HERTZGLOBALHOLDINGS,INC_07_07_2016-EX-10.4-INTELLECTUAL PROPERTY AGREEMENT"
ZEBRA_IP = "ZEBRATECHNOLOGIESCORP_04_16_2014-EX-10.1-INTELLECTUAL PROPERTY AGREEMENT"
CORIO_COMMERCEONE = "CORIOINC_07_20_2000-EX-10.5-LICENSE AND HOSTING AGREEMENT"
VAYYAR_INDE = "HealthcareIntegratedTechnologiesInc_20190812_8-K_EX-10.1_11776966_EX-10.1_Reseller Agreement"
HONEYWELL_GARRETT = "GarrettMotionInc_20181001_8-K_EX-2.4_11364532_EX-2.4_Intellectual Property Agreement"

# parties named
CISCO = party("Cisco Systems, Inc.")
IBM = party("International Business Machines Corporation")
SINA = party("Beijing SINA Internet Information Service Co., Ltd.")


# --- filters and truths built from the records' fields --------------------------------------------


def but(*preds: Pred) -> Pred:
    """None of `preds` holds ("other than", "excluding", "neither ... nor", "anything but")."""
    return lambda r, d: not any(p(r, d) for p in preds)


def law_known(r: ContractRecord, d: Data) -> bool:
    """A governing law on file."""
    return r.governing_law is not None


def law_foreign(r: ContractRecord, d: Data) -> bool:
    """Governed by the law of a known country other than the United States."""
    return r.governing_law is not None and r.governing_law.country != "US"


def texas(r: ContractRecord, d: Data) -> bool:
    """Governed by Texas law, or with a party whose state on file is Texas."""
    tx_law = r.governing_law is not None and r.governing_law.subdivision == "US-TX"
    return tx_law or any(p.subdivision == "US-TX" for p in r.parties)


def titled(word: str) -> Pred:
    """The contract's title has `word` in it."""
    return lambda r, d: word in r.title.lower()


def nonzero(r: ContractRecord, d: Data) -> bool:
    """A stated value other than $0."""
    return bool(r.total_amount)


def _start(r: ContractRecord) -> date | None:
    return r.effective_date


def _end(r: ContractRecord) -> date | None:
    return r.end_date


DATES: dict[str, Callable[[ContractRecord], date | None]] = {"effective_date": _start, "end_date": _end}


def _date_fact(attr: str, days: Sequence[date]) -> Fact:
    name = "effective date" if attr == "effective_date" else "end date"
    return Fact(name, tuple(p for day in dict.fromkeys(days) for p in date_patterns(day)))


def extreme(
    attr: Literal["effective_date", "end_date"],
    latest: bool,
    *readings: Sequence[Pred],
) -> TruthFn:
    """The contract(s) of the latest (or earliest) date among those selected, under each reading of
    the selection: any winner of any reading is right, and its date must be stated."""

    def fn(d: Data) -> Single:
        winners: set[str] = set()
        days: list[date] = []
        for preds in readings:
            scored = [(v, r) for r in _ids(d, preds) if (v := DATES[attr](r)) is not None]
            if not scored:
                continue
            best = (max if latest else min)(v for v, _ in scored)
            winners |= {r.file_id for v, r in scored if v == best}
            days.append(best)
        return Single(frozenset(winners), (_date_fact(attr, days),))

    return fn


def first_of(attr: Literal["effective_date", "end_date"], *file_ids: str) -> TruthFn:
    """Of the contracts named, the one whose date comes first ("which ends first", "which is
    older"), with that date."""

    def fn(d: Data) -> Single:
        rs = [d.record(f) for f in file_ids]
        best = min(v for r in rs if (v := DATES[attr](r)) is not None)
        winners = frozenset(r.file_id for r in rs if DATES[attr](r) == best)
        return Single(winners, (_date_fact(attr, [best]),))

    return fn


def nth_oldest(n: int, *preds: Pred, facts: Sequence[Callable[[ContractRecord], Fact]] = ()) -> TruthFn:
    """The n-th contract (1-based) of those selected when sorted by effective date, oldest first."""

    def fn(d: Data) -> Single:
        rs = sorted((r for r in _ids(d, preds) if r.effective_date), key=lambda r: r.effective_date)
        r = rs[n - 1]
        ties = frozenset(x.file_id for x in rs if x.effective_date == r.effective_date)
        return Single(ties, tuple(f(r) for f in facts))

    return fn


def oldest_n(n: int, *preds: Pred) -> TruthFn:
    """The n contracts of the earliest effective dates among those selected (a full list)."""

    def fn(d: Data) -> Count:
        rs = sorted((r for r in _ids(d, preds) if r.effective_date), key=lambda r: r.effective_date)
        return Count(frozenset(r.file_id for r in rs[:n]), full_list=True)

    return fn


def nth_largest(n: int, *preds: Pred) -> TruthFn:
    """The contract of the n-th largest stated value (distinct values; ties: any of them)."""

    def fn(d: Data) -> Single:
        rs = [r for r in _ids(d, preds) if r.total_amount is not None]
        value = sorted({r.total_amount for r in rs if r.total_amount is not None}, reverse=True)[n - 1]
        return Single(
            frozenset(r.file_id for r in rs if r.total_amount == value), (Fact("value", money=value),)
        )

    return fn


_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _term_patterns(days: float) -> tuple[str, ...]:
    """How an answer states a term of `days` days: in days, and in whole years or months where it is one."""
    pats = [rf"\b{round(days):,}\s*days\b".replace(",", ",?")]
    years = round(days / 365.25)
    if years and abs(days / 365.25 - years) < 0.02:
        word = _WORDS[years] if years < len(_WORDS) else str(years)
        pats += [rf"\b(?:{years}|{word})[- ]?years?\b", rf"\b{12 * years}[- ]?months?\b"]
    return tuple(pats)


def longest_term(*preds: Pred) -> TruthFn:
    """The contract(s) of the longest term among those selected, from the stated duration or from
    the effective and end dates (either reading's winners are right), with the term."""

    def fn(d: Data) -> Single:
        rs = _ids(d, preds)
        stated = {r.file_id: float(r.duration_days) for r in rs if r.duration_days}
        spans = {
            r.file_id: float((r.end_date - r.effective_date).days)
            for r in rs
            if r.end_date and r.effective_date and r.effective_date < r.end_date < date.max
        }
        winners: set[str] = set()
        pats: list[str] = []
        for terms in (stated, spans):
            if terms:
                best = max(terms.values())
                winners |= {f for f, v in terms.items() if v == best}
                pats += _term_patterns(best)
        return Single(frozenset(winners), (Fact("term", tuple(dict.fromkeys(pats))),))

    return fn


# the words an answer would use for a constraint the data does not record
DOCUSIGN = ("docusign", "e-signature", "electronic signature", "wet ink", "signature")
SOC2 = ("soc 2", "soc2", "audit report", "security report")
ECCN = ("eccn", "export control", "export classification", "5d002")
COUNSEL = ("outside counsel", "review", "law firm")
COUPA = ("coupa", "procurement system", "renewed through", "renewal record")
OSS = ("open source", "open-source", "oss", "scan")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    lic = typ("License")
    de, ny, ca = law("US", "US-DE"), law("US", "US-NY"), law("US", "US-CA")
    return [
        _q(
            c,
            "ac01",
            "quick one for the procurement folks - how many licence agreements are *not* governed by "
            "Delaware law?",
            count(lic, but(de), alts=[[lic, law_known, but(de)]]),
        ),
        _q(
            c,
            "ac02",
            "how many IP or license agreements involve a chinese party?",
            count(typ("IP", "License"), party_in("CN")),
        ),
        _q(
            c,
            "ac03",
            "how many of our contracts are governed by neither NY nor California law?",
            count(but(ny, ca), alts=[[law_known, but(ny, ca)]]),
        ),
        _q(
            c,
            "ac04",
            "contracts w/ a japanese counterparty, excluding strategic alliances - how many?",
            count(party_in("JP"), but(typ("Strategic Alliance"))),
        ),
        _q(
            c,
            "ac05",
            "how many cisco contracts do we have other than the distributor ones?",
            count(CISCO, but(typ("Distributor")), alts=[[CISCO, but(titled("distributor"))]]),
        ),
        _q(
            c,
            "ac06",
            "are more than half of our reseller agreements under NY law? how many are?",
            count(typ("Reseller"), ny),
        ),
        _q(
            c,
            "ac07",
            "licence agreements worth more than $1M _and_ governed by a non-US law - count?",
            count(
                lic,
                worth(over=1_000_000),
                law_foreign,
                alts=[[lic, worth(over=1_000_000, inclusive=True), law_foreign]],
            ),
        ),
        _q(
            c,
            "ac08",
            "how many contracts are either under Texas law *or* have a Texas-based party?",
            count(texas),
        ),
        _q(
            c,
            "ac09",
            "how many hosting agreements do we have besides the IBM ones?",
            count(typ("Hosting"), but(IBM)),
        ),
        _q(
            c,
            "ac10",
            "UK counterparties: how many contracts, leaving out JVs and strategic alliances?",
            count(party_in("GB"), but(typ("Joint Venture", "Strategic Alliance"))),
        ),
        _q(
            c,
            "ac11",
            "how many contracts have *both* a chinese party and a US party?",
            count(party_in("CN"), party_in("US")),
        ),
        _q(
            c,
            "ac12",
            "how many of our licence agreements were signed via DocuSign vs wet ink?",
            unread(*DOCUSIGN),
            U,
        ),
        _q(
            c,
            "ac13",
            "how many hosting agreements have the vendor's SOC 2 report on file?",
            unread(*SOC2),
            U,
        ),
        _q(
            c,
            "ac14",
            "how many licence agreements cover software with an export classification (ECCN 5D002)? "
            "need it for the `export-review` ticket",
            unread(*ECCN),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "ac15",
            "licence *or* hosting agreements expiring in the next 6 months?",
            window(
                "end_date", today, rel(months=6), typ("License", "Hosting"), extra=[(today, rel(days=183))]
            ),
        ),
        _q(
            r,
            "ac16",
            "anything but service agreements ending before the end of the year?",
            window("end_date", today, fixed(date(2019, 12, 31)), but(typ("Service"))),
        ),
        _q(
            r,
            "ac17",
            "what have we signed in the last 2 years, excluding JVs?",
            window(
                "effective_date",
                rel(months=-24),
                today,
                but(typ("Joint Venture")),
                extra=[(rel(days=-730), today)],
            ),
        ),
        _q(
            r,
            "ac18",
            "which is the newest agreement we've signed so far? (not counting ones that haven't started yet)",
            extreme("effective_date", True, [dated("effective_date", fixed(None), rel())]),
        ),
        _q(
            r,
            "ac19",
            "which contract expired most recently?",
            extreme(
                "end_date",
                True,
                [dated("end_date", fixed(None), rel(days=-1))],
                [dated("end_date", fixed(None), rel())],
            ),
        ),
        _q(
            r,
            "ac20",
            "which contracts did outside counsel review last quarter?",
            unread(*COUNSEL),
            U,
        ),
        _q(
            r,
            "ac21",
            "which licences did procurement renew through Coupa in the past 90 days?",
            unread(*COUPA),
            U,
        ),
        _q(
            r,
            "ac22",
            "which vendor agreements had an open-source (OSS) scan run in the last 6 months?",
            unread(*OSS),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    lic = typ("License")
    de, ny = law("US", "US-DE"), law("US", "US-NY")
    return [
        _q(
            a,
            "ac23",
            "top 3 counterparties by total licence value?",
            by_key(parties_of, party_patterns, 3, lic, value="sum"),
        ),
        _q(
            a,
            "ac24",
            "governing law by US state, excluding Delaware and NY - which 3 states have the most contracts?",
            by_key(states_of, state_patterns, 3, law("US"), but(de, ny)),
        ),
        _q(
            a,
            "ac25",
            "which is the oldest licence agreement on file, and when was it signed?",
            extreme("effective_date", False, [lic]),
        ),
        _q(
            a,
            "ac26",
            "what's the *second* largest contract by value? just that one pls",
            nth_largest(2),
        ),
        _q(
            a,
            "ac27",
            "total value of the licence and IP agreements combined?",
            money_figure(typ("License", "IP")),
        ),
        _q(
            a,
            "ac28",
            "avg value of our strategic alliances, excluding the ones with a stated $0",
            money_figure(typ("Strategic Alliance"), nonzero, how="avg"),
        ),
        _q(
            a,
            "ac29",
            "top 3 contract types by count, other than service agreements",
            by_key(types_of, type_patterns, 3, but(typ("Service"))),
        ),
        _q(
            a,
            "ac30",
            "which hosting agreement is the longest-running (longest term)? how long?",
            longest_term(typ("Hosting")),
        ),
        _q(
            a,
            "ac31",
            "the earliest 5 licence agreements we signed - list them w/ dates",
            oldest_n(5, lic),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ac32",
            "the salesforce reseller deal (salesforce.org) - effective date, governing law and value?",
            about(SALESFORCE_RESELLER, fact_start, fact_law, fact_value),
        ),
        _q(
            s,
            "ac33",
            "which of these two ends first: the 2007 cisco / scansource distributor agreement or the 2010 "
            "one?",
            first_of("end_date", CISCO_2007, CISCO_2010),
        ),
        _q(
            s,
            "ac34",
            "compare the hertz/herc IP agreement and the zebra - motorola one: which is older, and when "
            "was it signed?",
            first_of("effective_date", HERTZ_IP, ZEBRA_IP),
        ),
        _q(
            s,
            "ac35",
            "Corio / Commerce One license & hosting agreement: when does it end and which law governs?",
            about(CORIO_COMMERCEONE, fact_end, fact_law),
        ),
        _q(
            s,
            "ac36",
            "the vayyar reseller deal w/ inde living - who are the parties and when does it end?",
            about(VAYYAR_INDE, fact_parties, fact_end),
        ),
        _q(
            s,
            "ac37",
            "garrett / honeywell IP agreemnt - governing law? and is there an end date at all?",
            about(HONEYWELL_GARRETT, fact_law, fact_end),
        ),
        _q(
            s,
            "ac38",
            "the sina content license - when does it expire?",
            ambiguous(SINA, typ("License")),
            A,
        ),
    ]


def threads() -> list[Question]:
    lic, ip = typ("License"), typ("IP")
    ny, de = law("US", "US-NY"), law("US", "US-DE")
    not_svc, svc = but(typ("Service")), typ("Service")
    return [
        *_thread(
            "ac39",
            [
                ("how many license agreements are under NY law?", count(lic, ny)),
                (
                    "list them pls, oldest first (by effective date), numbered",
                    count(lic, ny, full=True),
                ),
                (
                    "the third one - who are the parties and when does it end?",
                    nth_oldest(3, lic, ny, facts=(fact_parties, fact_end)),
                ),
            ],
        ),
        *_thread(
            "ac40",
            [
                (
                    "how many contracts did we sign in 2018 that are not service agreements?",
                    count(year_of("effective_date", 2018), not_svc),
                ),
                ("same question for 2017", count(year_of("effective_date", 2017), not_svc)),
                ("and the opposite?", count(year_of("effective_date", 2017), svc)),
            ],
        ),
        *_thread(
            "ac41",
            [
                (
                    "<@U123ABC> the Ehave reseller agreement w/ Companion Healthcare - value, end date, "
                    "governing law?",
                    about(EHAVE_CHT, fact_value, fact_end, fact_law),
                ),
                (
                    "is our liability uncapped anywhere in it? e.g. carve-outs from the cap",
                    clause_in(EHAVE_CHT, "Uncapped Liability"),
                ),
                (
                    "and can CHT sublicense or transfer the license? quote pls",
                    clause_in(EHAVE_CHT, "Non-Transferable License"),
                ),
            ],
        ),
        *_thread(
            "ac42",
            [
                (
                    "IP agreements - any besides Delaware law? how many aren't under DE law?",
                    count(ip, but(de), alts=[[ip, law_known, but(de)]]),
                ),
                (
                    "which of those include a covenant not to sue?",
                    clause_across("Covenant Not To Sue", ip, but(de)),
                ),
                (
                    "the visualant one (kenneth turpin) - quote it",
                    clause_in(VISUALANT_TURPIN, "Covenant Not To Sue"),
                ),
            ],
        ),
        *_thread(
            "ac43",
            [
                (
                    "> can we assign the McDATA reseller addendum to our new subsidiary?\n"
                    "procurement is asking ^ - does the MTI / McDATA reseller premier addendum restrict "
                    "assignment?",
                    clause_in(MCDATA_MTI, "Anti-Assignment"),
                ),
                (
                    "and is any liability left uncapped in it?",
                    clause_in(MCDATA_MTI, "Uncapped Liability"),
                ),
            ],
        ),
        *_thread(
            "ac44",
            [
                (
                    "the IBM hosting deal w/ quantum group: value and end date?",
                    about(IBM_QUANTUM, fact_value, fact_end),
                ),
                (
                    "can quantum get out of it for convenience? quote the clause",
                    clause_in(IBM_QUANTUM, "Termination For Convenience"),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ac45",
            "Nortel / Entrust strategic alliance - is the licence Nortel got from Entrust *perpetual* or "
            "irrevocable?",
            NORTEL_ENTRUST,
            "Irrevocable Or Perpetual License",
        ),
        (
            "ac46",
            "the Corio license & hosting agreement w/ Changepoint: can Corio put an unlimited number of "
            "users / customers on the software, or is it capped?",
            CORIO_CHANGEPOINT,
            "Unlimited/All-You-Can-Eat-License",
        ),
        (
            "ac47",
            "Babcock & Wilcox IP agreement (the spin-off one) - is there a covenant not to sue?",
            BABCOCK_IP,
            "Covenant Not To Sue",
        ),
        (
            "ac48",
            "about.com / ebix co-branding agreement: is any IP jointly owned? quote it",
            ABOUT_EBIX,
            "Joint Ip Ownership",
        ),
        (
            "ac49",
            "Driven Deliveries consulting agreement w/ TruckThat - who owns the work product, does the IP "
            "get assigned to Driven?",
            DRIVEN_TRUCKTHAT,
            "Ip Ownership Assignment",
        ),
        (
            "ac50",
            "World Book / HSW content license: does HSW get a perpetual licence to the content?",
            WORLDBOOK_HSW,
            "Irrevocable Or Perpetual License",
        ),
        (
            "ac51",
            "skype / TOM online co-branding: anything on *jointly* owned IP?",
            SKYPE_TOM,
            "Joint Ip Ownership",
        ),
        (
            "ac52",
            "IBM hosting agreement w/ quantum group - any non-compete, i.e. is quantum barred from "
            "using another hosting provider?",
            IBM_QUANTUM,
            "Non-Compete",
        ),
        (
            "ac53",
            "johns hopkins license to virtuoso surgical - is the license perpetual or irrevocable?",
            JHU_VIRTUOSO,
            "Irrevocable Or Perpetual License",
        ),
        (
            "ac54",
            "Corio / Changepoint license: does Corio give a covenant not to sue (or a no-challenge) on "
            "Changepoint's IP?",
            CORIO_CHANGEPOINT,
            "Covenant Not To Sue",
        ),
        (
            "ac55",
            "ginkgo / berkeley lights collaboration agreement - can they poach each other's employees, or "
            "is there a non-solicit?",
            GINKGO_BERKELEY,
            "No-Solicit Of Employees",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    lic = typ("License")
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ac56",
            "which licence agreements, other than the ones under chinese law, restrict assignment?",
            "Anti-Assignment",
            (lic, but(law("CN"))),
        ),
        (
            "ac57",
            "contracts governed by neither Delware nor NY law: which have a covenant not to sue?",
            "Covenant Not To Sue",
            (but(law("US", "US-DE"), law("US", "US-NY")),),
        ),
        (
            "ac58",
            "IP agreements or licence agreements with joint IP ownership - which ones?",
            "Joint Ip Ownership",
            (typ("IP", "License"),),
        ),
        (
            "ac59",
            "only the ones that are NOT licence agreements: which contracts still grant a perpetual or "
            "irrevocable licence?",
            "Irrevocable Or Perpetual License",
            (but(lic),),
        ),
        (
            "ac60",
            "hosting agreements signed before 2005 *and* capping liability - which?",
            "Cap On Liability",
            (typ("Hosting"), eff(None, date(2004, 12, 31))),
        ),
        (
            "ac61",
            "stratgic alliances, excluding the ones with a chinese party: which have uncapped liability?",
            "Uncapped Liability",
            (typ("Strategic Alliance"), but(party_in("CN"))),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "ac62",
            "pls mark the 2010 cisco / scansource distributor agreement as *terminated* in the system",
            refuse("write"),
        ),
        (
            "ac63",
            "tag all hosting agreements with `needs-DPA` so procurement can filter on it",
            refuse("write"),
        ),
        (
            "ac64",
            "upload the new salesforce order form I dropped in this channel and link it to the reseller "
            "agreement",
            refuse("write"),
        ),
        (
            "ac65",
            "can you pull the same list from the *Acme Procurement* workspace? they have their own copy "
            "of you",
            refuse("workspace"),
        ),
        (
            "ac66",
            "`MATCH (c:Contract) WHERE c.governing_law <> 'US-DE' RETURN c.title, c.end_date`",
            refuse("query"),
        ),
        (
            "ac67",
            "what's the difference between GPL-2.0 and GPL-3.0 for a SaaS product?",
            refuse("offtopic"),
        ),
        (
            "ac68",
            "email the nortel / entrust alliance agreement to our outside counsel at kirkland pls",
            refuse("write"),
        ),
        (
            "ac69",
            "who's presenting at the procurement all-hands on friday? set me a reminder",
            refuse("offtopic"),
        ),
        (
            "ac70",
            "we're being asked to accept uncapped liability like in the Ehave reseller agreement - should "
            "we sign? what would you advise?",
            advice(EHAVE_CHT),
        ),
        (
            "ac71",
            "if Entrust gets acquired, can Nortel still rely on the perpetual licence in the Nortel / "
            "Entrust alliance? is it safe to keep shipping on it?",
            advice(NORTEL_ENTRUST),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user22_questions() -> list[Question]:
    return question_set(
        "user22", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER22_CLAUSE_CONTRACTS", "user22_questions"]
