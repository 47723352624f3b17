"""A fourth, user-written question set for `bench.qa_fresh` (split "user3"), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers), the
way deal and legal people type in Slack and Teams: lower case, typos, abbreviations ("agmt", "w/",
"wks", "EOY", "cali"), amounts written loosely ("$2m", "250k", "$1m+"), relative time ("since last
summer", "over the next two quarters", "before year end"), nicknames and partial names ("the arnold
deal w/ musclepharm", "KBW", "revmed"), commands ("pull up ...", "list ..."), double constraints,
follow-ups with "those" / "it" / "what about ...". It uses the helpers and truth objects of
`bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the
data.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`graph_ingest.retrievers.clause_model.train_half` is False for the file id, with or without
".txt"), none of them used by the fresh set or the earlier user sets; they are listed in
`USER3_CLAUSE_CONTRACTS`, which the runner must clause-index too (the cross-contract questions count
them in their universe only once they are in `Data.indexed`).

Every question's split is "user3"; ids start with "x" and are numbered from x25 on, after the fresh set's
cross-contract ids x01-x24, so that no two questions of `--set all` share an id or an agent thread
(a thread's turns are "xNN.1", "xNN.2", ...).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
    ContractRecord,
    Data,
    Fact,
    Pred,
    Question,
    Single,
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
    dated,
    eff,
    expired_incl,
    expired_strict,
    fact_end,
    fact_law,
    fact_parties,
    fact_value,
    fixed,
    largest,
    law,
    law_in,
    money_figure,
    month_range,
    months_of,
    no_end,
    party,
    party_in,
    periods,
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
from graph_ingest.names import party_key

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

DUOS = "DUOSTECHNOLOGIESGROUP,INC_04_21_2009-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
EBIX = "EbixInc_20010515_10-Q_EX-10.3_4049767_EX-10.3_Co-Branding Agreement"
BERKELEY = "BERKELEYLIGHTS,INC_06_26_2020-EX-10.12-COLLABORATION AGREEMENT"
EHAVE = "EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement"
VISIUM = "VISIUMTECHNOLOGIES,INC_10_20_2004-EX-10.20-DISTRIBUTOR AGREEMENT"
VERTICALNET = "VERTICALNETINC_04_01_2002-EX-10.19-MAINTENANCE AND SUPPORT AGREEMENT"
MUSCLEPHARM = "MusclepharmCorp_20170208_10-KA_EX-10.38_9893581_EX-10.38_Co-Branding Agreement"
REVMED = "RevolutionMedicinesInc_20200117_S-1_EX-10.1_11948417_EX-10.1_Development Agreement"
GOPAGE = "GopageCorp_20140221_10-K_EX-10.1_8432966_EX-10.1_Content License Agreement"
NEXSTAR = "NEXSTARFINANCEHOLDINGSINC_03_27_2002-EX-10.26-OUTSOURCING AGREEMENT"
MARTIN = "MARTINMIDSTREAMPARTNERSLP_01_23_2004-EX-10.3-TRANSPORTATION SERVICES AGREEMENT"
ATMOS = "ATMOSENERGYCORP_11_22_2002-EX-10.17-TRANSPORTATION SERVICE AGREEMENT"

USER3_CLAUSE_CONTRACTS: tuple[str, ...] = (
    DUOS,
    EBIX,
    BERKELEY,
    EHAVE,
    VISIUM,
    VERTICALNET,
    MUSCLEPHARM,
    REVMED,
    GOPAGE,
    NEXSTAR,
    MARTIN,
    ATMOS,
)

# other contracts the specific questions name
WEST_COAST_CUSTOMS = "XLITECHNOLOGIES,INC_12_11_2015-EX-10.1-Sponsorship Agreement"
NEWEGG = "AlliedEsportsEntertainmentInc_20190815_8-K_EX-10.34_11788308_EX-10.34_Sponsorship Agreement"
VERICEL = "VERICELCORP_08_06_2019-EX-10.10-SUPPLY AGREEMENT"
LIGHTBRIDGE = "LIGHTBRIDGECORP_11_23_2015-EX-10.26-STRATEGIC ALLIANCE AGREEMENT"
MARLEY = "EcoScienceSolutionsInc_20171117_8-K_EX-10.1_10956472_EX-10.1_Endorsement Agreement"
CANO = "CANOPETROLEUM,INC_12_13_2007-EX-10.1-Sponsorship Agreement"
ARMSTRONG_IP = (  # the same agreement, filed twice
    "ArmstrongFlooringInc_20190107_8-K_EX-10.2_11471795_EX-10.2_Intellectual Property Agreement",
    "ARMSTRONGFLOORING,INC_01_07_2019-EX-10.2-INTELLECTUAL PROPERTY AGREEMENT",
)


# --- a few predicates and truths the fresh set has no builder for ------------------------------------


def party_named(fragment: str) -> Pred:
    """A party whose normalised name contains `fragment` (a division or a longer style of the name)."""
    frag = party_key(fragment)
    return lambda r, d: any(frag in p.key for p in r.parties if p.key)


def any_copy(file_ids: tuple[str, ...], *facts: Callable[[ContractRecord], Fact]) -> TruthFn:
    """One agreement held as several records (filed twice): any of them is right, and the facts asked
    must read the same in each (else the question has no single truth)."""

    def fn(d: Data) -> Single:
        per = [tuple(f(d.record(fid)) for f in facts) for fid in file_ids]
        if any(p != per[0] for p in per):
            raise ValueError(f"the copies of {file_ids[0]} differ in the facts asked")
        return Single(frozenset(file_ids), per[0])

    return fn


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c = "counts"
    kbw = party("Keefe, Bruyette & Woods, Inc.")
    band = worth(over=250_000, under=2_000_000, inclusive=True)
    band_open = worth(over=250_000, under=2_000_000)
    fr = typ("Franchise")
    return [
        _q(
            c,
            "x25",
            "how many promo agmts r governed by ny law?",
            count(typ("Promotion"), law("US", "US-NY")),
        ),
        _q(c, "x26", "# of deals where one of the parties is taiwanese", count(party_in("TW"))),
        _q(
            c,
            "x27",
            "how many agreements have we done w/ KBW (keefe bruyette)?",
            count(kbw, alts=[[party_named("Keefe Bruyette & Woods")]]),
        ),
        _q(c, "x28", "affiliate agmts w/o an end date - how many", count(typ("Affiliate"), no_end)),
        _q(c, "x29", "count of deals valued between 250k and $2m", count(band, alts=[[band_open]])),
        _q(
            c,
            "x30",
            "hosting contracts under cali or washington law?",
            count(typ("Hosting"), law_in("US-CA", "US-WA", country="US")),
        ),
        _q(
            c,
            "x31",
            "IP agreements signed 2015 or later that are governed by delaware — how many",
            count(typ("IP"), law("US", "US-DE"), eff(date(2015, 1, 1), None)),
        ),
        _q(
            c,
            "x32",
            "how many of the franchise agmts have already lapsed",
            count(fr, expired_strict, alts=[[fr, expired_incl]]),
        ),
    ]


def relative() -> list[Question]:
    r = "relative"
    today = rel()
    t = TODAY
    summer = [fixed(date(t.year - 1, 6, 1)), fixed(date(t.year - 1, 6, 21)), fixed(date(t.year - 1, 7, 1))]
    big, big_open = worth(over=1_000_000, inclusive=True), worth(over=1_000_000)
    return [
        _q(
            r,
            "x33",
            "what have we signed since last summer?",
            window(
                "effective_date",
                summer[0],
                today,
                extra=[(summer[1], today), (summer[2], today), (summer[0], fixed(None))],
            ),
        ),
        _q(
            r,
            "x34",
            "anything rolling off over the next two quarters?",
            window(
                "end_date",
                fixed(date(t.year, 7, 1)),
                fixed(date(t.year, 12, 31)),
                extra=[(today, rel(months=6)), (today, rel(days=183))],
            ),
        ),
        _q(
            r,
            "x35",
            "strategic alliance agmts that wrap up before year end?",
            window("end_date", today, fixed(date(t.year, 12, 31)), typ("Strategic Alliance")),
        ),
        _q(
            r,
            "x36",
            "did anything expire in the last 6 wks?",
            window("end_date", rel(days=-42), today, extra=[(rel(months=-1, days=-14), today)]),
        ),
        _q(
            r,
            "x37",
            "list whatever kicked off in jan",
            window("effective_date", *map(fixed, month_range(t.year, 1))),
        ),
        _q(
            r,
            "x38",
            "deals of $1m+ signed in the past two yrs",
            window(
                "effective_date",
                rel(months=-24),
                today,
                big,
                extra=[(rel(days=-730), today)],
                more=[[dated("effective_date", rel(months=-24), today), big_open]],
            ),
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "x39",
            "total $ on the distributor agmts we signed since 2005?",
            money_figure(typ("Distributor"), eff(date(2005, 1, 1), None)),
        ),
        _q(
            a,
            "x40",
            "which state's law do most of our sponsorship deals fall under",
            by_key(states_of, state_patterns, 1, typ("Sponsorship")),
        ),
        _q(a, "x41", "avg deal size on the hosting contracts?", money_figure(typ("Hosting"), how="avg")),
        _q(
            a,
            "x42",
            "break down the deals w/ a chinese counterparty by contract type - top 3",
            by_key(types_of, type_patterns, 3, party_in("CN")),
        ),
        _q(
            a,
            "x43",
            "whats the average initial term on maintenance agmts, in months",
            term_figure(typ("Maintenance"), unit="months"),
        ),
        _q(
            a,
            "x44",
            "month by month, how many contracts expire in 2019",
            periods("end_date", months_of(TODAY.year)),
        ),
        _q(a, "x45", "biggest JV we have by $ value?", largest(typ("Joint Venture"))),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(s, "x46", "west coast customs sponsorship - how much $?", about(WEST_COAST_CUSTOMS, fact_value)),
        _q(s, "x47", "when does newegg's esports sponsorship run out", about(NEWEGG, fact_end)),
        _q(s, "x48", "vericel's supply deal w/ mediwound, what law governs?", about(VERICEL, fact_law)),
        _q(
            s, "x49", "lightbridge alliance agmt — who's on the other side?", about(LIGHTBRIDGE, fact_parties)
        ),
        _q(s, "x50", "need the end date on the stephen marley endorsement", about(MARLEY, fact_end)),
        _q(
            s,
            "x51",
            "cano petroleum's sponsorship w/ rc boyd: how much and when does it finish?",
            about(CANO, fact_value, fact_end),
        ),
        _q(
            s,
            "x52",
            "armstrong flooring IP agmt w/ AHF — which state's law?",
            any_copy(ARMSTRONG_IP, fact_law),
        ),
        _q(
            s,
            "x53",
            "pull up the kubient / AP master services agmt",
            ambiguous(party("The Associated Press")),
            A,
        ),
    ]


def threads() -> list[Question]:
    maint, ny = typ("Maintenance"), law("US", "US-NY")
    y15 = year_of("effective_date", 2015)
    return [
        *_thread(
            "x54",
            [
                ("pull up our maintenance contracts", count(maint)),
                ("how many of those r under NY law", count(maint, ny)),
                (
                    "which of those have already expired?",
                    count(maint, ny, expired_strict, alts=[[maint, ny, expired_incl]]),
                ),
            ],
        ),
        *_thread(
            "x55",
            [
                ("the revmed / aventis (sanofi) collab agmt", about(REVMED)),
                ("how much is it worth", about(REVMED, fact_value)),
                ("is there a non-compete in it?", clause_in(REVMED, "Non-Compete")),
            ],
        ),
        *_thread(
            "x56",
            [
                ("deals signed in 2015?", count(y15)),
                ("just the ones w/ a canadian party", count(y15, party_in("CA"))),
                ("what about swiss parties", count(y15, party_in("CH"))),
            ],
        ),
        *_thread(
            "x57",
            [
                ("the ISA / rubicon software alliance agreement", about(DUOS)),
                ("does it auto renew?", clause_in(DUOS, "Renewal Term")),
                (
                    "how much notice to stop the renewal",
                    clause_in(DUOS, "Notice Period To Terminate Renewal"),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "x58",
            "can companion healthcare walk away from the ehave reseller agmt for convenience?",
            EHAVE,
            "Termination For Convenience",
        ),
        (
            "x59",
            "wireless links / jaguar investments distributor agmt - any minimum commitments in there?",
            VISIUM,
            "Minimum Commitment",
        ),
        (
            "x60",
            "verticalnet's maint & support agmt w/ converge, is there a no-hire on employees?",
            VERTICALNET,
            "No-Solicit Of Employees",
        ),
        (
            "x61",
            "does the arnold schwarzenegger co-branding deal w/ musclepharm have a non compete",
            MUSCLEPHARM,
            "Non-Compete",
        ),
        (
            "x62",
            "psitech content licence w/ empirical ventures: is liability uncapped anywhere?",
            GOPAGE,
            "Uncapped Liability",
        ),
        ("x63", "nexstar wyzz outsourcing agmt — any MFN language?", NEXSTAR, "Most Favored Nation"),
        (
            "x64",
            "can we get out of the martin midstream marine transport agmt w/o cause?",
            MARTIN,
            "Termination For Convenience",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "x65",
            "which of our alliance / collab agmts leave liability uncapped?",
            "Uncapped Liability",
            (typ("Strategic Alliance"),),
        ),
        (
            "x66",
            "list the transportation contracts w/ volume restrictions",
            "Volume Restriction",
            (typ("Transportation"),),
        ),
        (
            "x67",
            "endorsement deals that commit someone to a minimum purchase or spend?",
            "Minimum Commitment",
            (typ("Endorsement"),),
        ),
        ("x68", "anything we have that grants a non-transferable licence?", "Non-Transferable License", ()),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        ("x69", "pls change the value on the psitech content license to $2m", refuse("write"), None),
        (
            "x70",
            "can u grab the NDAs from the initrode legal workspace and diff them against ours",
            refuse("workspace"),
            None,
        ),
        (
            "x71",
            "arnold's non-compete in the musclepharm deal - is it actually enforceable? can we rely on it",
            advice(MUSCLEPHARM),
            None,
        ),
        (
            "x72",
            "how many of our agmts were e-signed thru docusign",
            unread("docusign", "e-sign", "electronic signature", "signature"),
            "unanswerable",
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user3_questions() -> list[Question]:
    return question_set(
        "user3", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER3_CLAUSE_CONTRACTS", "user3_questions"]
