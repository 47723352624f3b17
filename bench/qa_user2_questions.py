"""A third, user-written question set for `bench.qa_fresh` (split "user2"), as data.

Written by someone who has not seen how the agent reads a question, in the way deal and legal teams
type in Slack: lower case, abbreviations ("agmt", "w/", "cali", "JV"), typos, short or loose party
names ("the seahawks sponsorship"), possessives, the contract named first, follow-ups with "it" /
"those" / "what about ...". It uses the helpers and truth objects of `bench.qa_fresh_questions`: no
expected number is written here, every truth is computed from the data.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`graph_ingest.retrievers.clause_model.train_half` is False for the file id, with or without
".txt"), none of them used by the fresh or the first user set; they are listed in
`USER2_CLAUSE_CONTRACTS`, which the runner must clause-index too (the cross-contract questions count
them in their universe only once they are in `Data.indexed`).

Every question's split is "user2"; ids start with "w" (a thread's turns are "wNN.1", "wNN.2", ...).
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
    ContractRecord,
    Pred,
    Question,
    TruthFn,
    _q,
    _thread,
    about,
    advice,
    ambiguous,
    by_key,
    clause_across_questions,
    clause_in,
    clause_in_questions,
    count,
    country_patterns,
    eff,
    fact_end,
    fact_law,
    fact_parties,
    fact_value,
    fixed,
    law,
    money_figure,
    no_end,
    party,
    party_in,
    periods,
    quarter,
    question_set,
    refuse,
    rel,
    state_patterns,
    states_of,
    term_figure,
    typ,
    unread,
    window,
    worth,
    years_span,
)

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

AURA = "AURASYSTEMSINC_06_16_2010-EX-10.25-STRATEGIC ALLIANCE AGREEMENT"
GOOSEHEAD = "GOOSEHEADINSURANCE,INC_04_02_2018-EX-10.6-Franchise Agreement"
JOINTCORP = "JOINTCORP_09_19_2014-EX-10.15-FRANCHISE AGREEMENT"
PRETZELTIME = "MRSFIELDSORIGINALCOOKIESINC_01_29_1998-EX-10-FRANCHISE AGREEMENT"
PIZZAFUSION = "PfHospitalityGroupInc_20150923_10-12G_EX-10.1_9266710_EX-10.1_Franchise Agreement1"
PFHOSPITALITY = "PfHospitalityGroupInc_20150923_10-12G_EX-10.1_9266710_EX-10.1_Franchise Agreement3"
MERCATA = "MERCATAINC_03_09_2000-EX-10.21-SPONSORSHIP AGREEMENT"
PROLONG = "PROLONGINTERNATIONALCORP_03_23_1998-EX-10.16-SPONSORSHIP AGREEMENT"
IMMUNOMEDICS = "IMMUNOMEDICSINC_08_07_2019-EX-10.1-PROMOTION AGREEMENT"
CHANGEPOINT = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
SKYPE = "TomOnlineInc_20060501_20-F_EX-4.46_749700_EX-4.46_Co-Branding Agreement"
PUROLATOR = "DYNAMEXINC_06_06_1996-EX-10.4-TRANSPORTATION SERVICES AGREEMENT"

USER2_CLAUSE_CONTRACTS: tuple[str, ...] = (
    AURA,
    GOOSEHEAD,
    JOINTCORP,
    PRETZELTIME,
    PIZZAFUSION,
    PFHOSPITALITY,
    MERCATA,
    PROLONG,
    IMMUNOMEDICS,
    CHANGEPOINT,
    SKYPE,
    PUROLATOR,
)

# other contracts the specific questions name
STAMPS = "STAMPSCOMINC_06_24_1999-EX-10.18-SPONSORSHIP AGREEMENT"
NANTZ = "ASHWORTHINC_01_29_1999-EX-10.(D)-PROMOTION AGREEMENT AND NANTZ COMMUNICATIONS, INC."
WORLDBOOK = "RemarkHoldingsInc_20081114_10-Q_EX-10.24_2895649_EX-10.24_Content License Agreement"
ZOUNDS = "Zounds Hearing, Inc. - MANUFACTURING DESIGN MARKETING AGREEMENT"
HOLIDAYRV = "HOLIDAYRVSUPERSTORESINC_04_15_2002-EX-10.13-ENDORSEMENT AGREEMENT"
LUCID = "LUCIDINC_04_15_2011-EX-10.9-DISTRIBUTOR AGREEMENT"


# --- a group key the fresh set has no builder for -----------------------------------------------


def foreign_party_countries(r: ContractRecord) -> list[str]:
    """The countries outside the US where a party of the contract is based (a contract counts once
    per country)."""
    return [p.country for p in r.parties if p.country and p.country != "US"]


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    mfg = typ("Manufacturing")
    return [
        _q(
            c,
            "w01",
            "how many maint. agmts r governed by NY law?",
            count(typ("Maintenance"), law("US", "US-NY")),
        ),
        _q(c, "w02", "how many deals have we got going w/ glu mobile", count(party("Glu Mobile Inc."))),
        _q(
            c,
            "w03",
            "manufacturing contracts worth more than 500k - how many?",
            count(mfg, worth(over=500_000), alts=[[mfg, worth(over=500_000, inclusive=True)]]),
        ),
        _q(c, "w04", "# of IP agmts with no expiry date", count(typ("IP"), no_end)),
        _q(
            c,
            "w05",
            "pennsylvania law contracts signed before 2005, how many",
            count(law("US", "US-PA"), eff(None, date(2004, 12, 31))),
        ),
        _q(
            c,
            "w06",
            "how many of the NDAs were drafted by outside counsel?",
            unread("outside counsel", "draft"),
            U,
        ),
    ]


def relative() -> list[Question]:
    r = "relative"
    today = rel()
    q1_next = quarter(TODAY.year + 1, 1)
    return [
        _q(
            r,
            "w07",
            "whats coming up for expiry in the next 60 days",
            window("end_date", today, rel(days=60), extra=[(today, rel(months=2))]),
        ),
        _q(
            r,
            "w08",
            "did anything kick off in the last 30 days?",
            window("effective_date", rel(days=-30), today, extra=[(rel(months=-1), today)]),
        ),
        _q(
            r,
            "w09",
            "alliance agmts ending w/in the next yr?",
            window(
                "end_date", today, rel(months=12), typ("Strategic Alliance"), extra=[(today, rel(days=365))]
            ),
        ),
        _q(
            r,
            "w10",
            "delaware law deals we signed in the past 3 years",
            window(
                "effective_date",
                rel(months=-36),
                today,
                law("US", "US-DE"),
                extra=[(rel(days=-1095), today)],
            ),
        ),
        _q(
            r,
            "w11",
            "anything up for expiry in q1 next yr?",
            window("end_date", *map(fixed, q1_next)),
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "w12",
            "franchise agmts by governing law state?",
            by_key(states_of, state_patterns, 3, typ("Franchise")),
        ),
        _q(a, "w13", "total $ across all our texas law contracts", money_figure(law("US", "US-TX"))),
        _q(a, "w14", "avg JV term in months?", term_figure(typ("Joint Venture"), unit="months")),
        _q(
            a,
            "w15",
            "where are our foreign counterparties based? top 5 countries by # of contracts",
            by_key(foreign_party_countries, country_patterns, 5),
        ),
        _q(
            a,
            "w16",
            "how many contracts expire per year for 2022 thru 2025",
            periods("end_date", years_span(2022, 2025)),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(s, "w17", "how much is intuit's sponsorship w/ stamps.com worth?", about(STAMPS, fact_value)),
        _q(s, "w18", "jim nantz promo deal w/ ashworth - when does it end", about(NANTZ, fact_end)),
        _q(
            s, "w19", "world book / HSW content licence: whats the governing law?", about(WORLDBOOK, fact_law)
        ),
        _q(s, "w20", "who's party to the zounds innerscope mfg agmt?", about(ZOUNDS, fact_parties)),
        _q(
            s,
            "w21",
            "holiday rv's endorsement deal w/ affinity group, how much $?",
            about(HOLIDAYRV, fact_value),
        ),
        _q(
            s,
            "w22",
            "pull up the federated services agmt",
            ambiguous(party("Federated Investment Management Company")),
            A,
        ),
    ]


def threads() -> list[Question]:
    jv, cn, jp = typ("Joint Venture"), party_in("CN"), party_in("JP")
    de, tx = law("US", "US-DE"), law("US", "US-TX")
    big, big_incl = worth(over=5_000_000), worth(over=5_000_000, inclusive=True)
    return [
        *_thread(
            "w23",
            [
                ("how many JVs do we have?", count(jv)),
                ("how many of those have a chinese party", count(jv, cn)),
                ("what about japan?", count(jv, jp)),
            ],
        ),
        *_thread(
            "w24",
            [
                ("the seahawks sponsorship w/ mercata", about(MERCATA)),
                ("what's it worth?", about(MERCATA, fact_value)),
                ("when did it end", about(MERCATA, fact_end)),
            ],
        ),
        *_thread(
            "w25",
            [
                ("contracts over 5M", count(big, alts=[[big_incl]])),
                ("just the delaware ones", count(big, de, alts=[[big_incl, de]])),
                ("and texas?", count(big, tx, alts=[[big_incl, tx]])),
            ],
        ),
        *_thread(
            "w26",
            [
                ("goosehead franchise agmt", about(GOOSEHEAD)),
                ("does it have a non-compete?", clause_in(GOOSEHEAD, "Non-Compete")),
                ("when does it expire?", about(GOOSEHEAD, fact_end)),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "w27",
            "aura systems / zanotti alliance - is there an MFN in there?",
            AURA,
            "Most Favored Nation",
        ),
        (
            "w28",
            "can the joint corp franchise agmt be terminated w/o cause?",
            JOINTCORP,
            "Termination For Convenience",
        ),
        (
            "w29",
            "is our liability capped under the sabco racing sponsorship w/ prolong?",
            PROLONG,
            "Cap On Liability",
        ),
        (
            "w30",
            "purolator's courier agmt w/ parcelway: any non compete?",
            PUROLATOR,
            "Non-Compete",
        ),
        (
            "w31",
            "corio/changepoint license & hosting agmt - any joint ownership of IP?",
            CHANGEPOINT,
            "Joint Ip Ownership",
        ),
        (
            "w32",
            "janssen immunomedics promo agmt - can they poach our staff or is there a no-hire?",
            IMMUNOMEDICS,
            "No-Solicit Of Employees",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "w33",
            "which franchise agmts stop the franchisee from soliciting customers?",
            "No-Solicit Of Customers",
            (typ("Franchise"),),
        ),
        (
            "w34",
            "any of our strategic alliances got a most favored nation clause",
            "Most Favored Nation",
            (typ("Strategic Alliance"),),
        ),
        (
            "w35",
            "which sponsorship deals cap liability?",
            "Cap On Liability",
            (typ("Sponsorship"),),
        ),
        (
            "w36",
            "cali law contracts where liability is uncapped?",
            "Uncapped Liability",
            (law("US", "US-CA"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        ("w37", "can u push the end date on the goosehead franchise agmt out to 2030", refuse("write")),
        ("w38", "whats in the pied piper workspace? want to compare their NDAs", refuse("workspace")),
        ("w39", "whats the usd/eur rate today", refuse("offtopic")),
        ("w40", "do u think we should renew the lucid distributor agmt?", advice(LUCID)),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user2_questions() -> list[Question]:
    return question_set(
        "user2", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER2_CLAUSE_CONTRACTS", "user2_questions"]
