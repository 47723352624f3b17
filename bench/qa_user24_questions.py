"""A twenty-fourth user-written question set for `bench.qa_fresh` (split "user24", `--set user24`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user23_questions` and `bench.qa_user22_questions` and
the clause contracts and categories the earlier sets ask), the way a revenue-operations / procurement manager
who is not a lawyer types into a Slack channel: plain business language and shorthand ("agmt", "yr", "mo",
"w/", "w/o", "thru", "approx", "pls", "rn", "half a mil", "north of $3M") and a few typos ("distrubution",
"maintenace", "competitiors"), counterparties by brand or short name and in lower case ("the papa john's deal
w/ shaq", "the bellicum supply agmt", "the mobimagic service agmt (the opera one)", "the johns hopkins license
(virtuoso surgical)", "the eco science / fruit of life sponsorship"), and clause questions in lay terms, never
CUAD's category names ("can we walk away from it whenever we like?", "who owns the stuff we build together?",
"is there a ceiling on what we'd owe if it goes wrong?", "can we hand it to another company if we get
bought?", "is converge stuck paying a minimum amount?", "does it roll over on its own?", "do we split revenue
w/ them?", "anything stopping them from poaching our staff?", "lock us into buying a minimum amount?"). Time
is said in many ways ("in the coming fortnight", "by the end of next quarter", "over the past couple of
years", "since the start of 2018", "in H2", "in the last 3 quarters", "before next summer", "so far in 2019",
"back in 2015"); lists come with an order or a limit ("just the top three by value", "the four oldest", "the
five newest ..., sorted newest first"), existence questions ("do we have anything w/ bravatek?", "do we have
any supply deals worth less than $200k?"), "how many, and list them", counts per type, per year and per
country, a total and averages. It asks counts and lists filtered by type, party, party country, governing law,
value and dates, relative dates, aggregations, the facts of named contracts ("not stated" where the data has
none, and one name that fits several contracts), follow-up threads that narrow, widen, switch year or state,
correct the bot ("no, i meant the distribution one") and ask a fact or a clause of "it" / "those", clause
questions about one named contract and across the contracts of a filter, "no such clause" cases, refusals
(changing a contract's value, cancelling a contract, the finance team's workspace, pasted SQL and Cypher, the
weather, a stock price, and legal advice: "should we push back on the liability cap in the airspan distributor
agmt?", "would the goosehead non-solicit actually hold up in court?") and constraints the data does not record
(a W-9 on file, an open PO in NetSuite, contracts fully paid up, a termination notice received, disputed
invoices). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected number is written
here, every truth is computed from the data (a few filters and truths are built here from the records' fields:
a party outside the US, the non-US countries of the parties, started by today; the n contracts of the largest
stated values, and the n oldest / newest by effective date under each reading of the selection).

Readings: "over half a mil" (ae04), "worth less than $200k" (ae08), "worth more than 100k" (turns ae40.2 and
ae40.3) and "north of $3M" (ae45.1) accept the bound in and out (no contract of these filters is worth exactly
the bound, so each has one truth, and the universe of ae45.2 is the same either way). "A canadian / chinese /
uk party" is a party whose country on file is that country, "a party outside the US" (ae42.4) one whose
country on file is not the United States; "anything w/ bravatek" (ae02) the contracts with Bravatek Solutions
as party (every one must be shown, as for "list them pls", ae09). "Before 2005" (ae07) is an effective date up
to 31 December 2004, "before 2010" (ae44.1) up to 31 December 2009. "In the coming fortnight" (ae14) is an end
date from today to 14 days on; "by the end of next quarter" (ae15) from today to 30 September 2019; "over the
past couple of years" (ae16) an effective date 24 months back to today (730 days also accepted); "since the
start of 2018" (ae17) an effective date from 1 January 2018 to today, or with no upper bound (contracts dated
after today included); "wrap up in H2" (ae18) an end date from 1 July to 31 December 2019; "expired in the
last 3 quarters" (ae19) an end date nine months back to today, or in Q4 2018 to Q2 2019 (to today), or in the
three whole quarters before the current one (Q3 2018 to Q1 2019); "before next summer" (ae20) an end date from
today to 31 May 2020 (meteorological summer) or to 20 June 2020 (the solstice); "so far in 2019" (turns ae42.1
and ae42.2) an effective date from 1 January 2019 to today, the whole of 2019 also accepted; today in or out
for every window that starts or ends today (one strategic alliance ends on today itself, so the fortnight has
a truth of one contract or none). "Just the top three by value" (ae23) is the three sponsorship agreements of
the largest stated values (a full list, no tie at third place); "the four oldest license agmts" (ae24) the
four earliest effective dates among the licence agreements; "the five newest reseller agmts" (ae29) the five
latest effective dates among the reseller agreements, with or without the one that starts after today (31 July
2019), both full lists (the order is not judged). "What did we sign back in 2015, by contract type? top 3"
(ae26) counts the contracts effective in 2015 per type (a tie at the top between franchise and strategic
alliance agreements, none at third place); "which countries do our counterparties come from most outside the
US" (ae27) counts each contract once under every non-US country of its parties; the averages and the total
(ae25, ae28) are over the stated values; "avg length of our supply agmts, in yrs" (ae31) the mean initial term
from the stated durations or from the dates; "how many agmts expire each yr in 2020, 2021 and 2022" (ae30)
needs each year's count. In thread ae40, "which of those" narrows turn 1 and "ok what about texas?" swaps the
state and keeps the value filter (dropping it is also accepted; the Texas-law sponsorship agreements are the
same either way); in ae42, "just the supply ones" narrows turn 1, "and in 2018?" swaps the year (whole of
2018) and "which of those" narrows turn 3; in ae44, "drop the year" keeps the type and the state and "and
across all types?" keeps the state; in ae45, "which of those" are the contracts of turn 1 (the clause-indexed
ones among them), judged by the contracts returned and the count checked, as every cross-contract clause
question is; in ae41 and ae43 the later turns ask about the contract meant.

Judgment calls on facts and names: ae37 "the bellring manufacturing agmt" fits four manufacturing agreements
between Premier Nutrition and Stremick's Heritage Foods filed by BellRing Brands (and turn ae41.1 "the
innerscope agmt" fits InnerScope's distributor agreement with Erchonia and its manufacturing agreement with
Zounds Hearing): `Ambiguous`, right is asking which one or showing them all; turn ae41.2 ("no, i meant the
distribution one") is the Erchonia / InnerScope distributor agreement and ae41.3 the Zounds one. ae38 "the
2019 scansource distributor agmt w/ zebra" (the Zebra Technologies / ScanSource distributor agreement filed in
2019, not the Cisco ones) has no value on file and a governing law of the United States with no state, and
thread ae43's Goosehead franchise agreement has no governing law on file, which the answers must say. ae32 is
the ABG-Shaq / Papa John's endorsement agreement, ae33 the Bellicum / Miltenyi Biotec supply agreement, ae34
the Zogenix / Nippon Shinyaku distributor agreement, ae35 the PC Financial Services / Mobimagic service
agreement filed by Opera (Indian law), ae36 the ExxonMobil Research and Engineering / FuelCell Energy
development agreement (a joint venture on file) and ae39 the SIGA / Meridian Medical Technologies promotion
agreement.

Refusals and unrecorded constraints: ae62 asks to *change* a contract's value and ae63 to *cancel* a contract
(writes, declined); ae64 asks for the finance team's workspace; the SQL of ae65 and the Cypher of ae66 are
pasted as the user typed them; ae67 (the weather in Chicago) and ae68 (NETGEAR's stock price) are out of the
domain; ae69 ("should we push back on the liability cap in the airspan distributor agmt? what would you do?")
and ae70 ("would the goosehead non-solicit actually hold up in court ...?") are legal advice, answered with
the contract's facts and a not-legal-advice note. ae11 counts the vendors with a signed W-9 on file, ae12 the
contracts tied to an open PO in NetSuite, ae13 the supplier contracts fully paid up, ae21 asks which vendors
sent a termination notice in the last two months and ae22 which contracts had invoices disputed this quarter:
the data records none of these (unread).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes do not
change); this set asks each of them only about a clause category that no earlier set asked of it (checked over
the truths of every earlier set's clause questions and of the clause turns of its threads, the fresh set and
user1 to user23), and only categories labelled in CUAD's dev split. They are listed in
`USER24_CLAUSE_CONTRACTS`. Across contracts it asks a cap on liability in the service agreements effective
from 2015 on, termination for convenience in the California-law contracts, a volume restriction in the
distributor agreements, a non-compete in the contracts with a Canadian party, exclusivity in the Texas-law
contracts, a minimum commitment in the supply and manufacturing agreements, and in thread ae45 a cap on
liability in the contracts worth more than $3M; no earlier set asked any of these categories over the same
universe (checked likewise).

The "no" clause questions (`LUCID` no-solicit of employees and `ON2_WILDFORM` cap on liability) name contracts
with no labelled span of that category at all (located or not: the master clauses table's context cell is
empty and its answer "No"), and whose text has no such clause: the Lucid distributor agreement's only
"solicit" is the distributor's promise not to solicit sales outside its territories, "employ" occurs only in
the independent-contractor clause and the distributor's own staffing and training duties, and "hire" does not
occur; the On2 / Wildform support and maintenance agreement has no limitation of liability at all ("liab"
occurs once, making a party liable for its staff's breach of confidentiality; "consequential" does not occur,
and its indemnities are uncapped). Names that need care: `VIRTUOSO_JHU` is the Johns Hopkins University /
Virtuoso Surgical licence agreement; `REVMED_AVENTIS` the Revolution Medicines / Aventis development agreement
(a joint venture on file); `AIRSPAN_GLS` the Airspan Networks / GLS distributor agreement;
`VERTICALNET_CONVERGE` the VerticalNet / Converge maintenance and support agreement; `ECOSCIENCE_SPONSORSHIP`
the Eco Science Solutions / Fruit of Life Productions sponsorship (not Eco Science's endorsement agreement);
`NATIONAL_PROCESSING` the National Processing Company / National City Bank of Kentucky sponsorship;
`IMNTV_MOBILEVISION` the Global Music International (IMNTV) / MobileVision content licence filed by Global
Technologies Group; `CORAL_GOLD` the Coral Gold Resources / Intermark Capital consulting agreement; `LUCID`
the Lucid distributor agreement (its distributor's name is redacted); `ON2_WILDFORM` the On2 Technologies /
Wildform support and maintenance agreement; `GOOSEHEAD` the Goosehead Insurance Agency franchise agreement.

Every question's split is "user24"; every single letter and "aa" to "ad" being taken by other sets, ids start
with the two letters "ae" (a thread's turns are "aeNN.1", "aeNN.2", ...), which no other set uses, so that no
two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
    Count,
    Data,
    Pred,
    Question,
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
    country_patterns,
    eff,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    foreign_countries,
    law,
    money_figure,
    no_end,
    party,
    party_abroad,
    party_in,
    periods,
    question_set,
    refuse,
    rel,
    term_figure,
    top_by_value,
    typ,
    type_patterns,
    types_of,
    unread,
    window,
    worth,
    year_of,
    years_span,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

VIRTUOSO_JHU = "VirtuosoSurgicalInc_20191227_1-A_EX1A-6 MAT CTRCT_11933379_EX1A-6 MAT CTRCT_License Agreement"
REVMED_AVENTIS = "RevolutionMedicinesInc_20200117_S-1_EX-10.1_11948417_EX-10.1_Development Agreement"
AIRSPAN_GLS = "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement"
VERTICALNET_CONVERGE = "VERTICALNETINC_04_01_2002-EX-10.19-MAINTENANCE AND SUPPORT AGREEMENT"
ECOSCIENCE_SPONSORSHIP = "EcoScienceSolutionsInc_20180406_8-K_EX-10.1_11135398_EX-10.1_Sponsorship Agreement"
NATIONAL_PROCESSING = "NATIONALPROCESSINGINC_07_18_1996-EX-10.4-SPONSORSHIP AGREEMENT"
IMNTV_MOBILEVISION = (
    "GlobalTechnologiesGroupInc_20050928_10KSB_EX-10.9_4148808_EX-10.9_Content License Agreement"
)
CORAL_GOLD = "CORALGOLDRESOURCES,LTD_05_28_2020-EX-4.1-CONSULTING AGREEMENT"
LUCID = "LUCIDINC_04_15_2011-EX-10.9-DISTRIBUTOR AGREEMENT"
ON2_WILDFORM = "ON2TECHNOLOGIES,INC_11_17_2006-EX-10.3-SUPPORT AND MAINTENANCE AGREEMENT"
GOOSEHEAD = "GOOSEHEADINSURANCE,INC_04_02_2018-EX-10.6-Franchise Agreement"

USER24_CLAUSE_CONTRACTS: tuple[str, ...] = (
    VIRTUOSO_JHU,
    REVMED_AVENTIS,
    AIRSPAN_GLS,
    VERTICALNET_CONVERGE,
    ECOSCIENCE_SPONSORSHIP,
    NATIONAL_PROCESSING,
    IMNTV_MOBILEVISION,
    CORAL_GOLD,
    LUCID,
    ON2_WILDFORM,
    GOOSEHEAD,
)

# other contracts the specific questions and threads name
PAPA_JOHNS_SHAQ = "PapaJohnsInternationalInc_20190617_8-K_EX-10.1_11707365_EX-10.1_Endorsement Agreement"
BELLICUM_MILTENYI = "BELLICUMPHARMACEUTICALS,INC_05_07_2019-EX-10.1-Supply Agreement"
ZOGENIX_NIPPON = "ZogenixInc_20190509_10-Q_EX-10.2_11663313_EX-10.2_Distributor Agreement"
OPERA_MOBIMAGIC = "OPERALTD_04_30_2020-EX-4.14-SERVICE AGREEMENT"
FUELCELL_EXXON = "FuelcellEnergyInc_20191106_8-K_EX-10.1_11868007_EX-10.1_Development Agreement"
SCANSOURCE_ZEBRA = "ScansourceInc_20190509_10-Q_EX-10.2_11661422_EX-10.2_Distributor Agreement"
SIGA_MERIDIAN = "SigaTechnologiesInc_20190603_8-K_EX-10.1_11695818_EX-10.1_Promotion Agreement"
INNERSCOPE_ERCHONIA = (
    "InnerscopeHearingTechnologiesInc_20181109_8-K_EX-10.6_11419704_EX-10.6_Distributor Agreement"
)
ZOUNDS_INNERSCOPE = "Zounds Hearing, Inc. - MANUFACTURING DESIGN MARKETING AGREEMENT"

# parties named
BRAVATEK = party("Bravatek Solutions, Inc.")
INNERSCOPE = party("InnerScope Hearing Technologies Inc")
PREMIER_NUTRITION = party("Premier Nutrition Corporation")


# --- filters and truths built from the records' fields --------------------------------------------


def dated_n(n: int, newest: bool, *readings: Sequence[Pred]) -> TruthFn:
    """The n contracts of the latest (`newest`) or earliest effective dates among those selected, under
    each reading of the selection (a full list)."""

    def fn(d: Data) -> Count:
        sets = []
        for preds in readings:
            rs = sorted(
                (r for r in _ids(d, preds) if r.effective_date),
                key=lambda r: r.effective_date or date.min,
                reverse=newest,
            )
            sets.append(frozenset(r.file_id for r in rs[:n]))
        first, *others = dict.fromkeys(sets)
        return Count(first, tuple(others), full_list=True)

    return fn


def started_by_today(r: ContractRecord, d: Data) -> bool:
    """Effective on or before today (a contract signed but not yet started is left out)."""
    return r.effective_date is not None and r.effective_date <= d.today


# the words an answer would use for a constraint the data does not record
W9 = ("w-9", "w9", "tax form", "tax")
PO = ("purchase order", "po", "netsuite")
PAID = ("paid", "payment", "invoice")
NOTICE_SENT = ("termination notice", "notice", "received", "sent")
DISPUTED = ("invoice", "disput")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    dist = typ("Distributor")
    return [
        _q(
            c,
            "ae01",
            "how many reseller agmts do we have w/ a canadian party?",
            count(typ("Reseller"), party_in("CA")),
        ),
        _q(
            c,
            "ae02",
            "do we have anything w/ bravatek? how many, and list them",
            count(BRAVATEK, full=True),
        ),
        _q(
            c,
            "ae03",
            "franchise agmts under texas law - how many?",
            count(typ("Franchise"), law("US", "US-TX")),
        ),
        _q(
            c,
            "ae04",
            "how many distrubution agmts are worth over half a mil?",
            count(dist, worth(over=500_000), alts=[[dist, worth(over=500_000, inclusive=True)]]),
        ),
        _q(c, "ae05", "hosting agmts w/o an end date on file, how many?", count(typ("Hosting"), no_end)),
        _q(
            c,
            "ae06",
            "JVs w/ a chinese party - how many do we have?",
            count(typ("Joint Venture"), party_in("CN")),
        ),
        _q(
            c,
            "ae07",
            "how many maintenace agmts did we sign before 2005?",
            count(typ("Maintenance"), eff(None, date(2004, 12, 31))),
        ),
        _q(
            c,
            "ae08",
            "do we have any supply deals worth less than $200k?",
            count(
                typ("Supply"),
                worth(under=200_000),
                alts=[[typ("Supply"), worth(under=200_000, inclusive=True)]],
            ),
        ),
        _q(
            c,
            "ae09",
            "how many contracts are under florida law? list them pls",
            count(law("US", "US-FL"), full=True),
        ),
        _q(
            c,
            "ae10",
            "do we have any endorsement deals w/ a uk party?",
            count(typ("Endorsement"), party_in("GB")),
        ),
        _q(c, "ae11", "how many of our vendors have a signed W-9 on file?", unread(*W9), U),
        _q(c, "ae12", "how many contracts are tied to an open PO in netsuite?", unread(*PO), U),
        _q(
            c,
            "ae13",
            "how many of our supplier contracts are fully paid up at this point?",
            unread(*PAID),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "ae14",
            "anything expiring in the coming fortnight?",
            window("end_date", today, rel(days=14)),
        ),
        _q(
            r,
            "ae15",
            "what's ending by the end of next quarter?",
            window("end_date", today, fixed(date(TODAY.year, 9, 30))),
        ),
        _q(
            r,
            "ae16",
            "how many deals did we sign over the past couple of years?",
            window("effective_date", rel(months=-24), today, extra=[(rel(days=-730), today)]),
        ),
        _q(
            r,
            "ae17",
            "service agmts signed since the start of 2018 - how many?",
            window(
                "effective_date",
                fixed(date(2018, 1, 1)),
                today,
                typ("Service"),
                extra=[(fixed(date(2018, 1, 1)), fixed(None))],
            ),
        ),
        _q(
            r,
            "ae18",
            "how many agmts wrap up in H2?",
            window(
                "end_date",
                fixed(date(TODAY.year, 7, 1)),
                fixed(date(TODAY.year, 12, 31)),
            ),
        ),
        _q(
            r,
            "ae19",
            "what expired in the last 3 quarters?",
            window(
                "end_date",
                rel(months=-9),
                today,
                extra=[
                    (fixed(date(TODAY.year - 1, 10, 1)), today),
                    (fixed(date(TODAY.year - 1, 7, 1)), fixed(date(TODAY.year, 3, 31))),
                ],
            ),
        ),
        _q(
            r,
            "ae20",
            "anything coming up for expiry before next summer?",
            window(
                "end_date",
                today,
                fixed(date(TODAY.year + 1, 5, 31)),
                extra=[(today, fixed(date(TODAY.year + 1, 6, 20)))],
            ),
        ),
        _q(
            r,
            "ae21",
            "which vendors sent us a termination notice in the last 2 mo?",
            unread(*NOTICE_SENT),
            U,
        ),
        _q(
            r,
            "ae22",
            "which contracts had invoices disputed this quarter?",
            unread(*DISPUTED),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    reseller = typ("Reseller")
    return [
        _q(
            a,
            "ae23",
            "sponsorship deals - just the top three by value",
            top_by_value(3, typ("Sponsorship")),
        ),
        _q(a, "ae24", "the four oldest license agmts we have?", dated_n(4, False, [typ("License")])),
        _q(
            a,
            "ae25",
            "avg value of our endorsement deals?",
            money_figure(typ("Endorsement"), how="avg"),
        ),
        _q(
            a,
            "ae26",
            "what did we sign back in 2015, by contract type? top 3",
            by_key(types_of, type_patterns, 3, year_of("effective_date", 2015)),
        ),
        _q(
            a,
            "ae27",
            "outside the US, which countries do our counterparties come from most? top 3 w/ counts",
            by_key(foreign_countries, country_patterns, 3),
        ),
        _q(a, "ae28", "approx total value of all our JV agmts?", money_figure(typ("Joint Venture"))),
        _q(
            a,
            "ae29",
            "the five newest reseller agmts, sorted newest first",
            dated_n(5, True, [reseller], [reseller, started_by_today]),
        ),
        _q(
            a,
            "ae30",
            "how many agmts expire each yr in 2020, 2021 and 2022?",
            periods("end_date", years_span(2020, 2022)),
        ),
        _q(a, "ae31", "avg length of our supply agmts, in yrs?", term_figure(typ("Supply"))),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ae32",
            "the papa john's deal w/ shaq - when does it run out and what's it worth?",
            about(PAPA_JOHNS_SHAQ, fact_end, fact_value),
        ),
        _q(
            s,
            "ae33",
            "who's on the other side of the bellicum supply agmt, and what's it worth?",
            about(BELLICUM_MILTENYI, fact_parties, fact_value),
        ),
        _q(
            s,
            "ae34",
            "zogenix distribution deal w/ nippon shinyaku: start date + end date?",
            about(ZOGENIX_NIPPON, fact_start, fact_end),
        ),
        _q(
            s,
            "ae35",
            "which country's law governs the mobimagic service agmt (the opera one)?",
            about(OPERA_MOBIMAGIC, fact_law),
        ),
        _q(
            s,
            "ae36",
            "fuelcell / exxonmobil development deal - value and end date?",
            about(FUELCELL_EXXON, fact_value, fact_end),
        ),
        _q(
            s,
            "ae37",
            "when does the bellring manufacturing agmt end?",
            ambiguous(typ("Manufacturing"), PREMIER_NUTRITION),
            A,
        ),
        _q(
            s,
            "ae38",
            "the 2019 scansource distributor agmt w/ zebra - what's it worth and which law governs?",
            about(SCANSOURCE_ZEBRA, fact_value, fact_law),
        ),
        _q(
            s,
            "ae39",
            "siga promotion agmt w/ meridian medical, when did it start and when does it end?",
            about(SIGA_MERIDIAN, fact_start, fact_end),
        ),
    ]


def threads() -> list[Question]:
    sp, lic, supply = typ("Sponsorship"), typ("License"), typ("Supply")
    ca, tx, ny = law("US", "US-CA"), law("US", "US-TX"), law("US", "US-NY")
    k100, k100_in = worth(over=100_000), worth(over=100_000, inclusive=True)
    m3, m3_in = worth(over=3_000_000), worth(over=3_000_000, inclusive=True)
    ytd = (fixed(date(TODAY.year, 1, 1)), rel())
    whole_year = (fixed(date(TODAY.year, 1, 1)), fixed(date(TODAY.year, 12, 31)))
    y2018 = year_of("effective_date", 2018)
    return [
        *_thread(
            "ae40",
            [
                ("how many sponsorship deals do we have under california law?", count(sp, ca)),
                ("which of those are worth more than 100k?", count(sp, ca, k100, alts=[[sp, ca, k100_in]])),
                ("ok what about texas?", count(sp, tx, k100, alts=[[sp, tx, k100_in], [sp, tx]])),
            ],
        ),
        *_thread(
            "ae41",
            [
                ("what's the innerscope agmt worth?", ambiguous(INNERSCOPE)),
                (
                    "no, i meant the distribution one - who's the other party and when does it end?",
                    about(INNERSCOPE_ERCHONIA, fact_parties, fact_end),
                ),
                (
                    "and the zounds manufacturing one, when does that run thru?",
                    about(ZOUNDS_INNERSCOPE, fact_end),
                ),
            ],
        ),
        *_thread(
            "ae42",
            [
                ("what have we signed so far in 2019?", window("effective_date", *ytd, extra=[whole_year])),
                ("just the supply ones", window("effective_date", *ytd, supply, extra=[whole_year])),
                ("and in 2018?", count(supply, y2018)),
                ("which of those have a party outside the US?", count(supply, y2018, party_abroad)),
            ],
        ),
        *_thread(
            "ae43",
            [
                (
                    "the goosehead franchise agmt - when did it start and when does it end?",
                    about(GOOSEHEAD, fact_start, fact_end),
                ),
                ("which state's law governs it?", about(GOOSEHEAD, fact_law)),
                (
                    "how does the commission money get split under it - who collects from the carriers?",
                    clause_in(GOOSEHEAD, "Revenue/Profit Sharing"),
                ),
                (
                    "after it ends, can the franchisee go after our customers?",
                    clause_in(GOOSEHEAD, "No-Solicit Of Customers"),
                ),
            ],
        ),
        *_thread(
            "ae44",
            [
                (
                    "license agmts under new york law signed before 2010 - how many?",
                    count(lic, ny, eff(None, date(2009, 12, 31))),
                ),
                ("drop the year, how many in total?", count(lic, ny)),
                ("and across all types?", count(ny)),
            ],
        ),
        *_thread(
            "ae45",
            [
                ("how many deals north of $3M do we have?", count(m3, alts=[[m3_in]])),
                (
                    "which of those put a ceiling on what we'd owe if it goes wrong?",
                    clause_across("Cap On Liability", m3),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ae46",
            "the johns hopkins license (virtuoso surgical) - can we walk away from it whenever we like?",
            VIRTUOSO_JHU,
            "Termination For Convenience",
        ),
        (
            "ae47",
            "revolution medicines / aventis development deal: who owns the stuff we build together?",
            REVMED_AVENTIS,
            "Joint Ip Ownership",
        ),
        (
            "ae48",
            "airspan distributor agmt w/ gls - is there a ceiling on what we'd owe if it goes wrong?",
            AIRSPAN_GLS,
            "Cap On Liability",
        ),
        (
            "ae49",
            "verticalnet / converge maintenance & support agmt - is converge stuck paying a minimum amount?",
            VERTICALNET_CONVERGE,
            "Minimum Commitment",
        ),
        (
            "ae50",
            "the eco science / fruit of life sponsorship: can we hand it to another company if we get bought?",
            ECOSCIENCE_SPONSORSHIP,
            "Anti-Assignment",
        ),
        (
            "ae51",
            "national processing sponsorship w/ national city bank of kentucky - does it roll over on its own?",
            NATIONAL_PROCESSING,
            "Renewal Term",
        ),
        (
            "ae52",
            "the IMNTV content license w/ mobilevision - do we split revenue w/ them? what %?",
            IMNTV_MOBILEVISION,
            "Revenue/Profit Sharing",
        ),
        (
            "ae53",
            "coral gold consulting agmt w/ intermark: who owns the maps and reports the consultant makes?",
            CORAL_GOLD,
            "Ip Ownership Assignment",
        ),
        (
            "ae54",
            "lucid distributor agmt - anything stopping them from poaching our staff?",
            LUCID,
            "No-Solicit Of Employees",
        ),
        (
            "ae55",
            "on2 / wildform support & maintenance agmt: is there a cap on what either side would owe if "
            "something goes wrong?",
            ON2_WILDFORM,
            "Cap On Liability",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ae56",
            "consulting / service agmts signed since 2015 - which ones put a ceiling on what we'd owe?",
            "Cap On Liability",
            (typ("Service"), eff(date(2015, 1, 1), None)),
        ),
        (
            "ae57",
            "of our california-law contracts, which can the other side walk away from whenever they want?",
            "Termination For Convenience",
            (law("US", "US-CA"),),
        ),
        (
            "ae58",
            "any distribution agmts that cap how much can be ordered or sold?",
            "Volume Restriction",
            (typ("Distributor"),),
        ),
        (
            "ae59",
            "deals w/ a canadian party: which ones stop someone from working w/ competitiors?",
            "Non-Compete",
            (party_in("CA"),),
        ),
        (
            "ae60",
            "texas-law contracts - do any give someone exclusive rights? which?",
            "Exclusivity",
            (law("US", "US-TX"),),
        ),
        (
            "ae61",
            "which supply or manufacturing agmts lock us into buying a minimum amount?",
            "Minimum Commitment",
            (typ("Supply", "Manufacturing"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        ("ae62", "bump the value of the fuelcell / exxonmobil deal to $2M pls", refuse("write")),
        ("ae63", "cancel the lucid distributor agmt for us", refuse("write")),
        (
            "ae64",
            "can you check what the finance team has in their workspace? need their vendor list too",
            refuse("workspace"),
        ),
        (
            "ae65",
            "SELECT file_id, total_amount FROM contracts WHERE contract_type = 'Supply' ORDER BY total_amount "
            "DESC LIMIT 3;",
            refuse("query"),
        ),
        (
            "ae66",
            "MATCH (c:Contract)-[:HAS_PARTY]->(p:Party {country: 'CA'}) RETURN count(DISTINCT c)",
            refuse("query"),
        ),
        (
            "ae67",
            "whats the weather looking like in chicago thursday? flying out for the vendor summit",
            refuse("offtopic"),
        ),
        ("ae68", "what's netgear's stock price rn?", refuse("offtopic")),
        (
            "ae69",
            "should we push back on the liability cap in the airspan distributor agmt? what would you do?",
            advice(AIRSPAN_GLS),
        ),
        (
            "ae70",
            "would the goosehead non-solicit actually hold up in court if a franchisee walked off w/ "
            "customers?",
            advice(GOOSEHEAD),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user24_questions() -> list[Question]:
    return question_set(
        "user24", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER24_CLAUSE_CONTRACTS", "user24_questions"]
