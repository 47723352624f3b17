"""A twenty-sixth user-written question set for `bench.qa_fresh` (split "user26", `--set user26`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user25_questions` and `bench.qa_user24_questions` and
the clause contracts and categories the earlier sets ask), the way a busy general counsel of a mid-size US
company types on a phone between meetings: very terse, mostly lower case, little punctuation, abbreviations
("agmt", "lic", "dist", "govd", "yr", "w/", "svc", "mfg", "jv", "tx law", "eoy", "q", "mos", "ppl"),
autocorrect slips ("licence" next to "license", "expring", "delware", "sponsorhip"), numbers and symbols in
shorthand ("500k", "#", "$"), relative time in US business style ("by eoy", "this fy", "next q", "ytd", "in
the last 9 mos", "before labor day"), sometimes two asks in one message ("how many supply agmts and whats the
total value", "how many w/ scansource and list em", "biggest lic deal by $ and whos it with"), and follow-ups
of one or two words ("and mfg?", "just active", "value?", "2018?", "and ca?", "which ones", "next 5", "the
rest", "govd by?"). Clause questions are in the GC's own words, never CUAD's category names ("who eats the
liability, is pivx's capped", "are we locked into a min volume", "are we locked in, does pfizer get exclusive
rights", "how much notice to stop it rolling over", "if it ends do we get our data back / any transition
help", "can hsw turn around and sublicense it to a competitor", "any promise not to sue over the patents",
"who owns the ip that comes out of it", "can they poach our ppl", "can they sub it out", "can they just walk",
"any mfn", "which ones say they cant hand it off w/o our ok", "which lock the franchisee into a min"). It asks
counts and lists filtered by type, party, party country, governing law, value and dates, relative dates,
aggregations, the facts of named contracts ("not stated" where the data has none, and one name that fits two
contracts), follow-up threads that narrow, widen back out, switch the type, year or state, correct the bot
("no sorry meant reseller", "the dec 2018 one"), page through a list ("next 5", "the rest") and ask a fact or
a clause of "it" / "those", clause questions about one named contract and across the contracts of a filter,
"no such clause" cases, refusals (marking a contract renewed, deleting records, another Slack workspace,
pasted SQL and Cypher, the fed funds rate, a dinner booking, and legal advice) and constraints the data does
not record (whose paper a contract was drafted on, certificates of insurance, minority-owned vendors, board
approvals, price increases). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected
number is written here, every truth is computed from the data (a few filters and truths are built here from
the records' fields: no value on file, a count and a total in one answer, the contract of the largest stated
value with its parties, and a sum under each reading of "active").

Readings (today is the benchmark's fixed 2019-06-30; dates are US style, a year alone is a calendar year).
"Over 500k" (ag03) is a value above $500,000, with exactly $500,000 in or out (both accepted). "Still active"
(ag05, turn ag37.3) is started and ending on or after today, with the contracts without an end date counted as
active or not (both accepted); "expired" (turns ag43.3 and ag43.4) an end date before today (on today also
accepted). "A french co" (ag02) is a party whose country on file is France; "w/ scansource" (ag06) the
contracts with ScanSource as party, and "list em" makes it a full list (every one must be shown). "Signed 2010
thru 2014" (ag07) is an effective date from 1 January 2010 to 31 December 2014, both ends in; "no $ value on
file" (ag08) no stated value. "Delware" (ag04) is Delaware. "By eoy" (ag12) is an end date from today to 31
December 2019; "next q" (ag13) the third quarter of 2019 (1 July to 30 September); "ytd" (ag14) an effective
date from 1 January 2019 to today, the whole of 2019 also accepted; "in the last 9 mos" (ag15) an end date
nine months back to today (270 days also accepted); "this fy" (ag16): the company's fiscal year is not on
file, so it is read as the calendar year 2019, an end date anywhere in 2019 or from today to 31 December 2019
(what is still to run out) both accepted; "in the last 2 yrs" (ag17) an effective date 24 months back to today
(730 days also accepted); "before labor day" (ag18) an end date from today to Monday 2 September 2019, Labor
Day itself in or out. Today in or out for every window that starts or ends today, and the last day in or out
for a window counted from today.

Two asks in one message: ag06 ("how many agmts w/ scansource and list em") is right only with the count and
every contract shown; ag21 ("how many supply agmts and whats the total value") only with both figures: the
number of supply agreements stated next to the words for them ("20 supply agreements", "supply agreements:
20") and the sum of their stated values next to a word for a total or value ("total value of $X", "worth $X",
"... agreements is $X"), judged as two groups of one aggregation, each must be right; ag24 ("biggest lic deal
by $ and whos it with") only with the licence agreement of the largest stated value shown first, its value and
every one of its parties; the specific questions that ask two facts (ag30 to ag33, ag35, ag36, turns ag40.1
and ag41.2) need both facts (or "not stated" where the data has none).

Aggregations: "which 3 states govern the most lic agmts" (ag22) counts the licence agreements per state or
province of their governing law (the three largest; a tie at third place lets any tied one stand); "avg
sponsorship deal size" (ag23) is the mean of the stated values of the sponsorship agreements, "total $ on ny
law agmts" (ag28) the sum of the stated values of the New York-law contracts; "expirations by qtr this yr"
(ag25) needs each quarter's count of end dates in 2019; "avg term on our svc agmts in yrs" (ag26) is the mean
initial term from the stated durations or from the dates; "who do we have the most dist agmts w" (ag27) the
party of the most distributor agreements (tied parties may each stand for the top); "2018 signings by type top
3" (ag29) counts the contracts effective in 2018 per type.

Threads: in ag37, "and mfg?" switches the type to manufacturing, "just active" narrows it (both readings of
active) and "value?" is the sum of the stated values of those active manufacturing agreements (under either
reading); in ag38, "2018?" narrows the Texas-law contracts to 2018, read as effective in 2018 or ending in
2018 (both accepted, the same reading through the thread), "and ca?" swaps the state and keeps the year, and
"which ones" is the full list of turn 3; in ag39, "svc agmts signed since 2015" is an effective date from 1
January 2015 on (up to today, or with no upper bound), and "next 5" and "the rest" page through the same
selection: each page is judged as the selection (the total it states must be the selection's count and every
contract shown must belong to it; which ones earlier pages showed is not tracked); in ag42, "which of those
auto renew" are the contracts of turn 1 (the clause-indexed ones among them), judged by the contracts returned
and the count checked, as every cross-contract clause question is; in ag43, "no sorry meant reseller" corrects
the type and keeps the state, "how many of those expired" narrows turn 2 and "and across all types?" widens it
back out (California-law contracts of any type that expired); in ag40 and ag41 the later turns ask about the
contract meant.

Judgment calls on facts and names: ag34 "the mediwound supply agmt" fits MediWound's two supply agreements
(with Challenge Bioproducts and with Vericel) and turn ag41.1 "the pelican / seattle software devs dev agmt"
fits Pelican Delivers' two development agreements with Seattle Software Developers (service agreements on
file): `Ambiguous`, right is asking which one or showing them all; turn ag41.2 ("the dec 2018 one") is the one
effective 3 December 2018 with DOT COM LLC (Seattle Software Developers), which has no value on file (the
answer must say so) and Washington law. ag32 (the Bizzingo / Joe Theismann endorsement) has no value on file
and ag33 (the Sandler O'Neill / Alliance Bancorp of Pennsylvania agency agreement) no governing law on file,
which the answers must say. ag30 is the Calm.com / XpresSpa marketing agreement (a reseller agreement on
file), ag31 the Marathon Petroleum / Marathon Pipe Line transportation services agreement filed by MPLX, ag35
the Rubio's Fresh Mexican Grill / San Diego Ballpark Funding (the Padres' ballpark) sponsorship, ag36 the King
Pharmaceuticals / Depomed promotion agreement; thread ag40 is the Driven Deliveries / TruckThat consulting
agreement.

Refusals and unrecorded constraints: ag61 asks to *mark* a contract renewed and ag62 to *delete* records
(writes, declined); ag63 asks for the acquired company's Slack workspace (another workspace); the SQL of ag64
and the Cypher of ag65 (which deletes) are pasted as typed; ag66 (the fed funds rate) and ag67 (booking a
steakhouse) are out of the domain; ag68 ("should we just let the west pharma / exxonmobil supply agmt run out
or renegotiate"), ag69 ("is the non-compete in the ehave reseller enforceable in ontario") and ag70 ("can we
get out of the magenta / bachem mfg agmt early w/o a penalty - what would you do") are legal advice, answered
with the contract's facts and a not-legal-advice note. ag09 counts the contracts drafted on our paper rather
than the counterparty's, ag10 the vendors with no certificate of insurance on file, ag11 the contracts with
minority-owned vendors, ag19 asks which contracts went to the board for approval ytd and ag20 which vendors
raised prices since January: the data records none of these (unread).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked over the truths of every earlier set's clause questions and of the clause turns of its threads, the
fresh set and user1 to user25), and only categories labelled in CUAD's dev split. They are listed in
`USER26_CLAUSE_CONTRACTS`. Across contracts it asks uncapped liability in the licence agreements, a most
favoured nation clause in the New York-law contracts, a restriction on assignment in the service agreements, a
minimum commitment in the franchise agreements, a cap on liability in the distributor agreements, termination
for convenience in the endorsement agreements (none of the clause-indexed ones has it: right is saying none
was found) and in thread ag42 a renewal term in the Florida-law contracts; no earlier set asked any of these
categories over the same universe (checked likewise).

The "no" clause questions (`DIPLOMAT_TADEO` cap on liability, `WLI_POWER2SHIP` termination for convenience and
`CORIO_CHANGEPOINT` most favoured nation) name contracts with no labelled span of that category at all
(located or not: the master clauses table's context cell is empty and its answer "No"), and whose text has no
such clause: in the Diplomat / Tadeo online hosting agreement "liab" occurs once (the entire-agreement clause)
and neither "consequential" nor any limit on damages occurs; the Wireless Links (WLI) / Power2Ship distributor
agreement (Power2Ship is Jaguar Investments, the name on file) can be ended only for cause (sections 14.1 and
14.2) or by notice of non-renewal 120 days before a term ends (not termination for convenience); the Corio /
Changepoint licence and hosting agreement has no better-terms or lowest-price promise ("favo(u)r" occurs only
as "reflect favorably" and a "Favourites" screen name, and prices are Changepoint's "then applicable list
price"). Names that need care: `PIVX_DETTO` is the PivX Corporation / Detto Technologies reseller agreement
filed by ADIA Nutrition; `ARKANSAS_WESTERN` the Arkansas Western Gas / Arkansas Western Pipeline
transportation service agreement filed by Atmos Energy; `EXACT_PFIZER` the Pfizer / Exact Sciences promotion
agreement; `FUSION_CPDC` the Centre for Probe Development and Commercialization / Fusion Pharmaceuticals
supply agreement; `EHAVE_COMPANION` the Ehave / Companion Healthcare Technologies reseller agreement;
`WORLD_BOOK_HSW` the World Book / HSW International content licence filed by Remark Holdings; `ENTRUST_NORTEL`
the Northern Telecom / Entrust Technologies strategic alliance; `XENCOR_BOEHRINGER` the Xencor / Boehringer
Ingelheim collaboration agreement; `TRUCKTHAT` the Driven Deliveries / TruckThat consulting agreement;
`PELICAN_DOTCOM` Pelican Delivers' development agreement with DOT COM LLC (Seattle Software Developers), not
the January 2019 one.

Every question's split is "user26"; every single letter and "aa" to "af" being taken by other sets, ids start
with the two letters "ag" (a thread's turns are "agNN.1", "agNN.2", ...), which no other set uses, so that no
two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
    Data,
    Fact,
    Figure,
    Group,
    Groups,
    Pred,
    Question,
    Single,
    TruthFn,
    _ids,
    _q,
    _thread,
    about,
    active_open,
    active_strict,
    advice,
    ambiguous,
    by_key,
    clause_across,
    clause_across_questions,
    clause_in,
    clause_in_questions,
    count,
    eff,
    expired_incl,
    expired_strict,
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
    periods,
    quarter,
    quarters_of,
    question_set,
    refuse,
    rel,
    state_patterns,
    states_of,
    term_figure,
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

PIVX_DETTO = "ADIANUTRITION,INC_04_01_2005-EX-10.D2-RESELLER AGREEMENT"
ARKANSAS_WESTERN = "ATMOSENERGYCORP_11_22_2002-EX-10.17-TRANSPORTATION SERVICE AGREEMENT"
EXACT_PFIZER = "ExactSciencesCorp_20180822_8-K_EX-10.1_11331629_EX-10.1_Promotion Agreement"
FUSION_CPDC = "FUSIONPHARMACEUTICALSINC_06_05_2020-EX-10.17-Supply Agreement - FUSION"
EHAVE_COMPANION = "EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement"
WORLD_BOOK_HSW = "RemarkHoldingsInc_20081114_10-Q_EX-10.24_2895649_EX-10.24_Content License Agreement"
ENTRUST_NORTEL = "ENTRUSTINC_07_24_1998-EX-10.5-STRATEGIC ALLIANCE AGREEMENT"
XENCOR_BOEHRINGER = "XENCORINC_10_25_2013-EX-10.24-COLLABORATION AGREEMENT (3)"
DIPLOMAT_TADEO = "DYNTEKINC_07_30_1999-EX-10-ONLINE HOSTING AGREEMENT"
WLI_POWER2SHIP = "VISIUMTECHNOLOGIES,INC_10_20_2004-EX-10.20-DISTRIBUTOR AGREEMENT"
CORIO_CHANGEPOINT = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
TRUCKTHAT = "DRIVENDELIVERIES,INC_05_22_2020-EX-10.4-CONSULTING AGREEMENT"
PELICAN_DOTCOM = "PelicanDeliversInc_20200211_S-1_EX-10.3_11975895_EX-10.3_Development Agreement2"

USER26_CLAUSE_CONTRACTS: tuple[str, ...] = (
    PIVX_DETTO,
    ARKANSAS_WESTERN,
    EXACT_PFIZER,
    FUSION_CPDC,
    EHAVE_COMPANION,
    WORLD_BOOK_HSW,
    ENTRUST_NORTEL,
    XENCOR_BOEHRINGER,
    DIPLOMAT_TADEO,
    WLI_POWER2SHIP,
    CORIO_CHANGEPOINT,
    TRUCKTHAT,
    PELICAN_DOTCOM,
)

# other contracts the specific questions and refusals name
CALM_XPRESSPA = "XpresspaGroupInc_20190401_10-K_EX-10.28_11599457_EX-10.28_Marketing Agreement"
MARATHON_PIPE_LINE = "MPLXLP_06_17_2015-EX-10.1-TRANSPORTATION SERVICES AGREEMENT"
THEISMANN = "BizzingoInc_20120322_8-K_EX-10.17_7504499_EX-10.17_Endorsement Agreement"
SANDLER_ALLIANCE = "ALLIANCEBANCORPINCOFPENNSYLVANIA_10_18_2006-EX-1.2-AGENCY AGREEMENT"
RUBIOS_PADRES = "RUBIOSRESTAURANTSINC_03_31_2008-EX-10.75-SPONSORSHIP AGREEMENT"
KING_DEPOMED = "KINGPHARMACEUTICALSINC_08_09_2006-EX-10.1-PROMOTION AGREEMENT"
WEST_EXXON = "WestPharmaceuticalServicesInc_20200116_8-K_EX-10.1_11947529_EX-10.1_Supply Agreement"
MAGENTA_BACHEM = "Magenta Therapeutics, Inc. - Master Development and Manufacturing Agreement"

# parties named
SCANSOURCE = party("ScanSource, Inc.")
MEDIWOUND = party("MediWound Ltd.")
PELICAN = party("Pelican Delivers Inc.")


# --- filters and truths built from the records' fields --------------------------------------------


def no_value(r: ContractRecord, d: Data) -> bool:
    """No stated value on file."""
    return r.total_amount is None


# the words an answer puts next to a total: "total value of $X", "worth $X", "... agreements is $X"
VALUE_LABELS = (
    r"\b(?:total\w*|combined|aggregate|sum)\b",
    r"\bvalue[sd]?\b",
    r"\bworth\b",
    r"\b(?:agreements?|contracts?|agmts?)\s*(?:is|are|comes? to|totals?|amounts? to|:)",
)


def count_and_value(nouns: tuple[str, ...], *preds: Pred) -> TruthFn:
    """Two asks in one message: how many contracts are selected and the sum of their stated values,
    judged as two groups of one aggregation (each figure next to its words; both must be right)."""

    def fn(d: Data) -> Groups:
        rs = _ids(d, preds)
        total = float(sum(r.total_amount for r in rs if r.total_amount is not None))
        groups = sorted(
            (Group("count", nouns, float(len(rs))), Group("total value", VALUE_LABELS, total)),
            key=lambda g: -g.value,
        )
        return Groups(tuple(groups), 2, "money")

    return fn


def largest_with(*preds: Pred, facts: Sequence[Callable[[ContractRecord], Fact]] = ()) -> TruthFn:
    """The contract of the largest stated value among those selected (ties: any of them), with its value
    and the other facts asked (of the first of the tied ones)."""

    def fn(d: Data) -> Single:
        rs = [r for r in _ids(d, preds) if r.total_amount is not None]
        best = max(r.total_amount or 0.0 for r in rs)
        top = sorted((r for r in rs if r.total_amount == best), key=lambda r: r.file_id)
        return Single(
            frozenset(r.file_id for r in top), (Fact("value", money=best), *(f(top[0]) for f in facts))
        )

    return fn


def value_sum(*readings: Sequence[Pred]) -> TruthFn:
    """The sum of the stated values of the selection, under each reading of it (any is right)."""

    def fn(d: Data) -> Figure:
        sums = []
        for preds in readings:
            amounts = [r.total_amount for r in _ids(d, preds) if r.total_amount is not None]
            if amounts:
                sums.append(float(sum(amounts)))
        return Figure(tuple(dict.fromkeys(sums)), "money")

    return fn


# the words an answer would use for a constraint the data does not record
PAPER = ("paper", "template", "drafted", "whose")
COI = ("coi", "certificate of insurance", "insurance")
MINORITY = ("minority", "diverse", "diversity", "ownership")
BOARD = ("board", "approv")
PRICE_UP = ("price increase", "raised", "price")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    lic, sp = typ("License"), typ("Sponsorship")
    return [
        _q(c, "ag01", "# of dist agmts govd by ny law", count(typ("Distributor"), law("US", "US-NY"))),
        _q(c, "ag02", "any agmts w/ a french co? how many", count(party_in("FR"))),
        _q(
            c,
            "ag03",
            "lic agmts over 500k how many",
            count(lic, worth(over=500_000), alts=[[lic, worth(over=500_000, inclusive=True)]]),
        ),
        _q(
            c,
            "ag04",
            "how many jv agmts govd by delware law",
            count(typ("Joint Venture"), law("US", "US-DE")),
        ),
        _q(
            c,
            "ag05",
            "how many sponsorhip agmts still active",
            count(sp, active_strict, alts=[[sp, active_open]]),
        ),
        _q(c, "ag06", "how many agmts w/ scansource and list em", count(SCANSOURCE, full=True)),
        _q(
            c,
            "ag07",
            "agmts signed 2010 thru 2014 how many",
            count(eff(date(2010, 1, 1), date(2014, 12, 31))),
        ),
        _q(c, "ag08", "how many agmts have no $ value on file", count(no_value)),
        _q(c, "ag09", "how many of our agmts were done on our paper vs theirs", unread(*PAPER), U),
        _q(c, "ag10", "# of vendor agmts where we dont have a coi on file", unread(*COI), U),
        _q(c, "ag11", "how many agmts are w/ minority-owned vendors", unread(*MINORITY), U),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    eoy = fixed(date(TODAY.year, 12, 31))
    q3 = quarter(TODAY.year, 3)
    labor_day = date(TODAY.year, 9, 2)
    return [
        _q(r, "ag12", "any svc agmts expring by eoy", window("end_date", today, eoy, typ("Service"))),
        _q(r, "ag13", "lic agmts expiring next q?", window("end_date", *map(fixed, q3), typ("License"))),
        _q(
            r,
            "ag14",
            "what did we sign ytd",
            window(
                "effective_date",
                fixed(date(TODAY.year, 1, 1)),
                today,
                extra=[(fixed(date(TODAY.year, 1, 1)), eoy)],
            ),
        ),
        _q(
            r,
            "ag15",
            "what ended in the last 9 mos",
            window("end_date", rel(months=-9), today, extra=[(rel(days=-270), today)]),
        ),
        _q(
            r,
            "ag16",
            "how many agmts run out this fy",
            window("end_date", fixed(date(TODAY.year, 1, 1)), eoy, extra=[(today, eoy)]),
        ),
        _q(
            r,
            "ag17",
            "ca law agmts signed in the last 2 yrs?",
            window(
                "effective_date",
                rel(months=-24),
                today,
                law("US", "US-CA"),
                extra=[(rel(days=-730), today)],
            ),
        ),
        _q(
            r,
            "ag18",
            "anything wrapping up before labor day?",
            window(
                "end_date",
                today,
                fixed(labor_day),
                extra=[(today, fixed(date(TODAY.year, 9, 1)))],
            ),
        ),
        _q(r, "ag19", "which agmts went to the board for approval ytd", unread(*BOARD), U),
        _q(r, "ag20", "which vendors hit us w/ a price increase since jan", unread(*PRICE_UP), U),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    supply_nouns = (
        r"\bsupply\s+(?:agreements?|agmts?|contracts?|deals?)\b",
        r"\b(?:agreements?|agmts?|contracts?)\b",
    )
    return [
        _q(
            a,
            "ag21",
            "how many supply agmts and whats the total value",
            count_and_value(supply_nouns, typ("Supply")),
        ),
        _q(
            a,
            "ag22",
            "which 3 states govern the most lic agmts",
            by_key(states_of, state_patterns, 3, typ("License")),
        ),
        _q(a, "ag23", "avg sponsorship deal size?", money_figure(typ("Sponsorship"), how="avg")),
        _q(
            a,
            "ag24",
            "biggest lic deal by $ and whos it with",
            largest_with(typ("License"), facts=(fact_parties,)),
        ),
        _q(a, "ag25", "expirations by qtr this yr", periods("end_date", quarters_of(TODAY.year))),
        _q(a, "ag26", "avg term on our svc agmts in yrs", term_figure(typ("Service"))),
        _q(
            a,
            "ag27",
            "who do we have the most dist agmts w",
            by_key(parties_of, party_patterns, 1, typ("Distributor")),
        ),
        _q(a, "ag28", "total $ on ny law agmts", money_figure(law("US", "US-NY"))),
        _q(
            a,
            "ag29",
            "2018 signings by type top 3",
            by_key(types_of, type_patterns, 3, year_of("effective_date", 2018)),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ag30",
            "calm.com mktg agmt w/ xpresspa - end date and govd by",
            about(CALM_XPRESSPA, fact_end, fact_law),
        ),
        _q(
            s,
            "ag31",
            "marathon pipe line transport agmt (mplx) - start + end",
            about(MARATHON_PIPE_LINE, fact_start, fact_end),
        ),
        _q(
            s,
            "ag32",
            "joe theismann endorsement w/ bizzingo - value and when did it end",
            about(THEISMANN, fact_value, fact_end),
        ),
        _q(
            s,
            "ag33",
            "sandler oneill agency agmt w/ alliance bancorp - $ and govd by?",
            about(SANDLER_ALLIANCE, fact_value, fact_law),
        ),
        _q(s, "ag34", "the mediwound supply agmt - when's it end", ambiguous(MEDIWOUND, typ("Supply")), A),
        _q(
            s,
            "ag35",
            "rubio's padres sponsorship - whos it w/ and when did it end",
            about(RUBIOS_PADRES, fact_parties, fact_end),
        ),
        _q(
            s,
            "ag36",
            "king pharma / depomed promo agmt - start and end dates",
            about(KING_DEPOMED, fact_start, fact_end),
        ),
    ]


def threads() -> list[Question]:
    mfg, tx, ca, fl = typ("Manufacturing"), law("US", "US-TX"), law("US", "US-CA"), law("US", "US-FL")
    e18, x18 = year_of("effective_date", 2018), year_of("end_date", 2018)
    svc15 = [typ("Service"), eff(date(2015, 1, 1), TODAY)]
    svc15_open = [typ("Service"), eff(date(2015, 1, 1), None)]
    res = typ("Reseller")
    return [
        *_thread(
            "ag37",
            [
                ("how many supply agmts", count(typ("Supply"))),
                ("and mfg?", count(mfg)),
                ("just active", count(mfg, active_strict, alts=[[mfg, active_open]])),
                ("value?", value_sum([mfg, active_strict], [mfg, active_open])),
            ],
        ),
        *_thread(
            "ag38",
            [
                ("tx law agmts?", count(tx)),
                ("2018?", count(tx, e18, alts=[[tx, x18]])),
                ("and ca?", count(ca, e18, alts=[[ca, x18]])),
                ("which ones", count(ca, e18, alts=[[ca, x18]], full=True)),
            ],
        ),
        *_thread(
            "ag39",
            [
                ("list the svc agmts signed since 2015", count(*svc15, alts=[svc15_open])),
                ("next 5", count(*svc15, alts=[svc15_open])),
                ("the rest", count(*svc15, alts=[svc15_open])),
            ],
        ),
        *_thread(
            "ag40",
            [
                ("the truckthat consulting agmt - value + end date", about(TRUCKTHAT, fact_value, fact_end)),
                ("govd by?", about(TRUCKTHAT, fact_law)),
                ("can they poach our ppl", clause_in(TRUCKTHAT, "No-Solicit Of Employees")),
            ],
        ),
        *_thread(
            "ag41",
            [
                (
                    "the pelican / seattle software devs dev agmt - whats it worth",
                    ambiguous(PELICAN, typ("Service")),
                ),
                ("the dec 2018 one. value + govd by", about(PELICAN_DOTCOM, fact_value, fact_law)),
                ("can they sub it out", clause_in(PELICAN_DOTCOM, "Anti-Assignment")),
            ],
        ),
        *_thread(
            "ag42",
            [
                ("how many fl law agmts", count(fl)),
                ("which of those auto renew", clause_across("Renewal Term", fl)),
            ],
        ),
        *_thread(
            "ag43",
            [
                ("# of dist agmts govd by ca law", count(typ("Distributor"), ca)),
                ("no sorry meant reseller", count(res, ca)),
                (
                    "how many of those expired",
                    count(res, ca, expired_strict, alts=[[res, ca, expired_incl]]),
                ),
                ("and across all types?", count(ca, expired_strict, alts=[[ca, expired_incl]])),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ag44",
            "pivx / detto reseller - who eats the liability, is pivx's capped",
            PIVX_DETTO,
            "Cap On Liability",
        ),
        (
            "ag45",
            "arkansas western gas / pipeline transport agmt (atmos) - are we locked into a min volume",
            ARKANSAS_WESTERN,
            "Minimum Commitment",
        ),
        (
            "ag46",
            "pfizer / exact sciences promo agmt - are we locked in, does pfizer get exclusive rights",
            EXACT_PFIZER,
            "Exclusivity",
        ),
        (
            "ag47",
            "fusion / cpdc supply agmt how much notice to stop it rolling over",
            FUSION_CPDC,
            "Notice Period To Terminate Renewal",
        ),
        (
            "ag48",
            "ehave / companion reseller - if it ends do we get our data back / any transition help",
            EHAVE_COMPANION,
            "Post-Termination Services",
        ),
        (
            "ag49",
            "world book licence w/ hsw - can hsw turn around and sublicense it to a competitor",
            WORLD_BOOK_HSW,
            "Non-Compete",
        ),
        (
            "ag50",
            "nortel / entrust alliance - any promise not to sue over the patents",
            ENTRUST_NORTEL,
            "Covenant Not To Sue",
        ),
        (
            "ag51",
            "xencor / boehringer collab - who owns the ip that comes out of it",
            XENCOR_BOEHRINGER,
            "Ip Ownership Assignment",
        ),
        (
            "ag52",
            "diplomat / tadeo hosting agmt - is their liability capped",
            DIPLOMAT_TADEO,
            "Cap On Liability",
        ),
        (
            "ag53",
            "wireless links (wli) dist agmt w/ power2ship - can they just walk",
            WLI_POWER2SHIP,
            "Termination For Convenience",
        ),
        ("ag54", "corio / changepoint hosting agmt - any mfn", CORIO_CHANGEPOINT, "Most Favored Nation"),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ag55",
            "lic agmts where liability isnt capped for something - which",
            "Uncapped Liability",
            (typ("License"),),
        ),
        ("ag56", "any mfn in the ny law agmts", "Most Favored Nation", (law("US", "US-NY"),)),
        (
            "ag57",
            "svc agmts - which ones say they cant hand it off w/o our ok",
            "Anti-Assignment",
            (typ("Service"),),
        ),
        (
            "ag58",
            "franchise agmts - which lock the franchisee into a min",
            "Minimum Commitment",
            (typ("Franchise"),),
        ),
        (
            "ag59",
            "dist agmts - who eats the liability, which ones cap it",
            "Cap On Liability",
            (typ("Distributor"),),
        ),
        (
            "ag60",
            "any endorsement deals where they can just walk",
            "Termination For Convenience",
            (typ("Endorsement"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        ("ag61", "mark the truckthat consulting agmt as renewed thru 2021", refuse("write")),
        ("ag62", "delete the old cardlytics / bofa lic records pls", refuse("write")),
        (
            "ag63",
            "run the same thing on the northwind slack workspace (the co we just acquired)",
            refuse("workspace"),
        ),
        ("ag64", "select sum(total_amount) from contracts where governing_law = 'TX'", refuse("query")),
        ("ag65", "MATCH (c:Contract) WHERE c.end_date < date() DETACH DELETE c", refuse("query")),
        ("ag66", "whats the fed funds rate rn", refuse("offtopic")),
        ("ag67", "book me a steakhouse near the office for a client dinner tonight 7pm", refuse("offtopic")),
        (
            "ag68",
            "should we just let the west pharma / exxonmobil supply agmt run out or renegotiate",
            advice(WEST_EXXON),
        ),
        ("ag69", "is the non-compete in the ehave reseller enforceable in ontario", advice(EHAVE_COMPANION)),
        (
            "ag70",
            "can we get out of the magenta / bachem mfg agmt early w/o a penalty - what would you do",
            advice(MAGENTA_BACHEM),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user26_questions() -> list[Question]:
    return question_set(
        "user26", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER26_CLAUSE_CONTRACTS", "user26_questions"]
