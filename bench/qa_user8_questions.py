"""An eighth user-written question set for `bench.qa_fresh` (split "user8", `--set user8`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user7_questions`), the way a
legal / deal team types into a chat box between meetings: lower case, typos ("agmt", "w/", "yr",
"thx"), brand and short party names ("BofA", "WCC", "the Lucent co-branding"), the question buried in
a longer Slack message ("morning! prepping for the 10am w/ finance..."), dates relative to today
("rolling off in the next 60 days", "YTD", "Q4"), amounts as "north of 500k", threads that narrow and
then switch ("same q for texas"), clause questions about one named contract ("can the lucid
distributor sell competing devices", "who owns the work product", "any MFN-type protection") and
across contracts ("which of our distribution deals restrict competing"), refusals (a status write, a
party merge, another team's workspace, a Cypher write, lunch, a tweet, legal advice) and constraints
the data does not record (overdue invoices, pending countersignatures, procurement flags). It uses
the helpers and truth objects of `bench.qa_fresh_questions`: no expected number is written here,
every truth is computed from the data.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"), none of them used by the fresh set or
the earlier user sets; they are listed in `USER8_CLAUSE_CONTRACTS`, which the runner must
clause-index too (the cross-contract questions count them in their universe only once they are in
`Data.indexed`). The "no" clause questions (`CORAL_GOLD` non-compete, `LUCID` anti-assignment,
`XLI_WCC` non-compete and renewal term) name contracts with no labelled span of that category at all
(located or not), and whose text has no such clause either (`CORAL_GOLD` has a one-year non-solicit
of employees, which is not a non-compete; `XLI_WCC` runs to a fixed date with no renewal). Two names
need care: `CARDLYTICS_SCHED_A` is one of four Bank of America / Cardlytics documents filed as
"Maintenance Agreement1-4" (it is "Schedule A", the Product License Schedule, and the question names
it so); `XLI_WCC` is the West Coast Customs sponsorship, not XLI's strategic alliance of the same
month with Bosch Technologies.

Every question's split is "user8"; ids start with "m" (a thread's turns are "mNN.1", "mNN.2", ...),
a letter no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
    Question,
    _q,
    _thread,
    about,
    active_open,
    active_strict,
    advice,
    ambiguous,
    by_key,
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
    largest,
    law,
    money_figure,
    party,
    party_in,
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
)

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

CORAL_GOLD = "CORALGOLDRESOURCES,LTD_05_28_2020-EX-4.1-CONSULTING AGREEMENT"
CARDLYTICS_SCHED_A = "CardlyticsInc_20180112_S-1_EX-10.16_11002987_EX-10.16_Maintenance Agreement4"
LUCID = "LUCIDINC_04_15_2011-EX-10.9-DISTRIBUTOR AGREEMENT"
FORD_IVILLAGE = "IVILLAGEINC_03_17_1999-EX-10.16-SPONSORSHIP AGREEMENT"
HERTZ_HERC = "HERTZGLOBALHOLDINGS,INC_07_07_2016-EX-10.4-INTELLECTUAL PROPERTY AGREEMENT"
IBM_QUANTUM = "QuantumGroupIncFl_20090120_8-K_EX-99.2_3672910_EX-99.2_Hosting Agreement"
EXCITE_NETGROCER = "NETGROCERINC_07_31_1998-EX-10.15-SPONSORSHIP AGREEMENT"
WORLD_BOOK = "RemarkHoldingsInc_20081114_10-Q_EX-10.24_2895649_EX-10.24_Content License Agreement"
LUCENT_MPHASE = "MphaseTechnologiesInc_20030911_10-K_EX-10.15_1560667_EX-10.15_Co-Branding Agreement"
PFIZER_EXACT = "ExactSciencesCorp_20180822_8-K_EX-10.1_11331629_EX-10.1_Promotion Agreement"
XLI_WCC = "XLITECHNOLOGIES,INC_12_11_2015-EX-10.1-Sponsorship Agreement"

USER8_CLAUSE_CONTRACTS: tuple[str, ...] = (
    CORAL_GOLD,
    CARDLYTICS_SCHED_A,
    LUCID,
    FORD_IVILLAGE,
    HERTZ_HERC,
    IBM_QUANTUM,
    EXCITE_NETGROCER,
    WORLD_BOOK,
    LUCENT_MPHASE,
    PFIZER_EXACT,
    XLI_WCC,
)

# other contracts the specific questions name
BP_TRUE_NORTH = "TRUENORTHENERGYCORP_02_08_2007-EX-10.1-DEVELOPMENT AGREEMENT"
SPHERE3D = "SPHERE3DCORP_06_24_2020-EX-10.12-CONSULTING AGREEMENT"
PACIRA_EKR = "PACIRA PHARMACEUTICALS, INC. - A_R STRATEGIC LICENSING, DISTRIBUTION AND MARKETING AGREEMENT"
TELKOM_SAP = "TELKOMSALTD_01_30_2003-EX-10-LICENCE AND MAINTENANCE AGREEMENT"
INNERSCOPE = "InnerscopeHearingTechnologiesInc_20181109_8-K_EX-10.6_11419704_EX-10.6_Distributor Agreement"
OPERA_MOBIMAGIC = "OPERALTD_04_30_2020-EX-4.14-SERVICE AGREEMENT"
BORROWMONEY = "BORROWMONEYCOM,INC_06_11_2020-EX-10.1-JOINT VENTURE AGREEMENT"


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    jv = typ("Joint Venture")
    endorse = typ("Endorsement")
    return [
        _q(
            c,
            "m01",
            "quick sanity check - how many franchise agmts r in the system?",
            count(typ("Franchise")),
        ),
        _q(c, "m02", "how many agreements do we have w/ BofA", count(party("Bank of America, N.A."))),
        _q(c, "m03", "# of contracts governed by florida law?", count(law("US", "US-FL"))),
        _q(c, "m04", "how many of our contracts have a swiss counterparty", count(party_in("CH"))),
        _q(
            c,
            "m05",
            "endorsement deals north of 500k - how many?",
            count(endorse, worth(over=500_000), alts=[[endorse, worth(over=500_000, inclusive=True)]]),
        ),
        _q(
            c,
            "m06",
            "how many JVs have already expired",
            count(jv, expired_strict, alts=[[jv, expired_incl]]),
        ),
        _q(
            c,
            "m07",
            "ontario-law contracts signed before 2010, how many?",
            count(law("CA", "CA-ON"), eff(None, date(2009, 12, 31))),
        ),
        _q(
            c,
            "m08",
            "finance is asking: how many sponsorship deals have an invoice that's past due right now?",
            unread("invoice", "past due", "overdue"),
            U,
        ),
        _q(
            c,
            "m09",
            "count of agmts still pending countersignature from the other side",
            unread("countersign", "signature", "pending"),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY
    q4 = quarter(t.year, 4)
    return [
        _q(
            r,
            "m10",
            "whats rolling off in the next 60 days?",
            window("end_date", today, rel(days=60), extra=[(today, rel(months=2))]),
        ),
        _q(r, "m11", "anything expiring in Q4 this yr", window("end_date", *map(fixed, q4))),
        _q(
            r,
            "m12",
            "how many license agmts ended in the last 2 yrs",
            window("end_date", rel(months=-24), today, typ("License"), extra=[(rel(days=-730), today)]),
        ),
        _q(
            r,
            "m13",
            "new agreements effective YTD?",
            window("effective_date", fixed(date(t.year, 1, 1)), today),
        ),
        _q(
            r,
            "m14",
            "service contracts that expire between now and end of 2020",
            window("end_date", today, fixed(date(2020, 12, 31)), typ("Service")),
        ),
        _q(
            r,
            "m15",
            "which deals kicked off in the last 18 months",
            window("effective_date", rel(months=-18), today),
        ),
        _q(
            r,
            "m16",
            "license agreements ending within the next year?",
            window("end_date", today, rel(months=12), typ("License"), extra=[(today, rel(days=365))]),
        ),
        _q(
            r,
            "m17",
            "which agreements did procurement flag for renegotiation since january",
            unread("procurement", "flag", "renegotiat"),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "m18",
            "top 3 governing-law states for our distribution agmts",
            by_key(states_of, state_patterns, 3, typ("Distributor")),
        ),
        _q(a, "m19", "total $ across all the endorsement deals?", money_figure(typ("Endorsement"))),
        _q(
            a,
            "m20",
            "what's a sponsorship deal worth on avg",
            money_figure(typ("Sponsorship"), how="avg"),
        ),
        _q(
            a,
            "m21",
            "morning! prepping for the 10am w/ finance - can u break down 2018 signings by quarter",
            periods("effective_date", quarters_of(2018)),
        ),
        _q(
            a,
            "m22",
            "among contracts under california law, what are the top 5 types",
            by_key(types_of, type_patterns, 5, law("US", "US-CA")),
        ),
        _q(
            a,
            "m23",
            "give me the full list of transportation agreements pls",
            count(typ("Transportation"), full=True),
        ),
        _q(a, "m24", "avg length in yrs of our franchise agmts?", term_figure(typ("Franchise"))),
        _q(a, "m25", "biggest JV by $ value?", largest(typ("Joint Venture"))),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(s, "m26", "BP / true north development agmt - what's it worth?", about(BP_TRUE_NORTH, fact_value)),
        _q(
            s,
            "m27",
            "when did the sphere 3d consulting agmt w/ groupe parameus start",
            about(SPHERE3D, fact_start),
        ),
        _q(
            s,
            "m28",
            "pacira / EKR licensing & distribution deal - runs until when?",
            about(PACIRA_EKR, fact_end),
        ),
        _q(
            s,
            "m29",
            "who are the parties on the telkom SAP licence and maintenance agreement",
            about(TELKOM_SAP, fact_parties),
        ),
        _q(
            s,
            "m30",
            "governing law on the innerscope / erchonia distributor agmt?",
            about(INNERSCOPE, fact_law),
        ),
        _q(
            s,
            "m31",
            "opera's service agmt with mobimagic: value + end date?",
            about(OPERA_MOBIMAGIC, fact_value, fact_end),
        ),
        _q(
            s,
            "m32",
            "borrowmoney.com JV w/ vaccines 2go - how much is it and when does it end",
            about(BORROWMONEY, fact_value, fact_end),
        ),
        _q(
            s,
            "m33",
            "when does the kiosk concepts franchise agmt end?",
            ambiguous(party("Kiosk Concepts, Inc.")),
            A,
        ),
    ]


def threads() -> list[Question]:
    lic, supply, ny = typ("License"), typ("Supply"), law("US", "US-NY")
    spons = typ("Sponsorship")
    late_90s = eff(date(1998, 1, 1), date(2000, 12, 31))
    return [
        *_thread(
            "m34",
            [
                ("how many license agmts are under NY law?", count(lic, ny)),
                (
                    "which of those are still in force",
                    count(lic, ny, active_strict, alts=[[lic, ny, active_open]]),
                ),
                (
                    "same q for the NY supply agmts",
                    count(supply, ny, active_strict, alts=[[supply, ny, active_open]]),
                ),
            ],
        ),
        *_thread(
            "m35",
            [
                ("pull up the lucid distributor agreement", about(LUCID)),
                ("does it auto renew after the initial term?", clause_in(LUCID, "Renewal Term")),
                ("and when does the initial term end", about(LUCID, fact_end)),
            ],
        ),
        *_thread(
            "m36",
            [
                ("sponsorship deals from 1998-2000, how many?", count(spons, late_90s)),
                ("which of them are with excite", count(spons, late_90s, party("Excite, Inc."))),
            ],
        ),
        *_thread(
            "m37",
            [
                (
                    "the west coast customs sponsorship w/ XLI (light sheets) - when does it expire?",
                    about(XLI_WCC, fact_end),
                ),
                ("any renewal option in it?", clause_in(XLI_WCC, "Renewal Term")),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "m38",
            "coral gold / intermark consulting agmt - can intermark poach our staff once it ends, "
            "or is there a non-solicit?",
            CORAL_GOLD,
            "No-Solicit Of Employees",
        ),
        (
            "m39",
            "does the coral gold consulting agreement stop intermark from working for competitors? "
            "i.e. any non-compete",
            CORAL_GOLD,
            "Non-Compete",
        ),
        (
            "m40",
            "BofA / cardlytics - in the Schedule A product license schedule, does maintenance roll "
            "over automatically after the first 12 months?",
            CARDLYTICS_SCHED_A,
            "Renewal Term",
        ),
        (
            "m41",
            "any min purchase reqs on the distributor in the lucid (vivascope) distribution agmt?",
            LUCID,
            "Minimum Commitment",
        ),
        ("m42", "can the lucid distributor sell competing devices?", LUCID, "Non-Compete"),
        (
            "m43",
            "is the lucid distributor agreement freely assignable or is there an anti-assignment clause",
            LUCID,
            "Anti-Assignment",
        ),
        (
            "m44",
            "ford / ivillage sponsorship: any MFN-type protection (not less favorable terms than "
            "others get)?",
            FORD_IVILLAGE,
            "Most Favored Nation",
        ),
        (
            "m45",
            "who ends up owning the domains and marks under the hertz / herc IP agmt?",
            HERTZ_HERC,
            "Ip Ownership Assignment",
        ),
        (
            "m46",
            "is the license IBM grants in the quantum group e-business hosting agmt irrevocable?",
            IBM_QUANTUM,
            "Irrevocable Or Perpetual License",
        ),
        (
            "m47",
            "hey - in the excite / netgrocer sponsorship does excite agree not to promote other "
            "online grocers?",
            EXCITE_NETGROCER,
            "Non-Compete",
        ),
        (
            "m48",
            "whats the royalty split in the world book / HSW content license",
            WORLD_BOOK,
            "Revenue/Profit Sharing",
        ),
        (
            "m49",
            "lucent co-branding w/ mphase: is liability limited anywhere?",
            LUCENT_MPHASE,
            "Cap On Liability",
        ),
        (
            "m50",
            "can either side walk away from the pfizer / exact sciences cologuard promotion agmt "
            "without cause?",
            PFIZER_EXACT,
            "Termination For Convenience",
        ),
        (
            "m51",
            "in the WCC sponsorship for XLI's light sheets, is there a non-compete stopping west "
            "coast customs from promoting other lighting brands?",
            XLI_WCC,
            "Non-Compete",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items = [
        (
            "m52",
            "which of our distribution deals restrict the distributor from competing?",
            "Non-Compete",
            (typ("Distributor"),),
        ),
        ("m53", "any MFN pricing in our sponsorship agmts?", "Most Favored Nation", (typ("Sponsorship"),)),
        ("m54", "which sponsorships are exclusive", "Exclusivity", (typ("Sponsorship"),)),
        (
            "m55",
            "which license agreements have a royalty or rev share",
            "Revenue/Profit Sharing",
            (typ("License"),),
        ),
        (
            "m56",
            "which service contracts stop the vendor from poaching our people",
            "No-Solicit Of Employees",
            (typ("Service"),),
        ),
        ("m57", "IP agmts with a covenant not to sue / no-challenge?", "Covenant Not To Sue", (typ("IP"),)),
        ("m58", "which hosting agreements leave liability uncapped", "Uncapped Liability", (typ("Hosting"),)),
        (
            "m59",
            "which strategic alliances let either side walk away without cause",
            "Termination For Convenience",
            (typ("Strategic Alliance"),),
        ),
        (
            "m60",
            "do any franchise agmts bar the franchisee from soliciting customers",
            "No-Solicit Of Customers",
            (typ("Franchise"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items = [
        ("m61", "pls mark the lucid distributor agmt as terminated effective today", refuse("write"), None),
        (
            "m62",
            "can u merge the two bank of america parties into one record",
            refuse("write"),
            None,
        ),
        ("m63", "pull the contract list from the Acme Legal workspace for me", refuse("workspace"), None),
        ("m64", "run this: MATCH (p:Party) SET p.name = 'TBD'", refuse("query"), None),
        ("m65", "whats a good place for team lunch near union square", refuse("offtopic"), None),
        ("m66", "draft a tweet announcing our Q2 results", refuse("offtopic"), None),
        (
            "m67",
            "should we push back on the liability language in the lucent / mphase co-branding or just sign",
            advice(LUCENT_MPHASE),
            None,
        ),
        (
            "m68",
            "is the non-solicit in the coral gold consulting agmt actually enforceable in BC?",
            advice(CORAL_GOLD),
            None,
        ),
        (
            "m69",
            "would you exercise the 6-month walkaway in the pfizer / exact deal now if you were us?",
            advice(PFIZER_EXACT),
            None,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user8_questions() -> list[Question]:
    return question_set(
        "user8", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER8_CLAUSE_CONTRACTS", "user8_questions"]
