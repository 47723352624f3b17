"""A tenth user-written question set for `bench.qa_fresh` (split "user10", `--set user10`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user9_questions`), the way a busy
in-house counsel or deal lead thumbs a message into Microsoft Teams on a phone: terse fragments
without verbs ("JVs north of 1.5M?"), the question word last ("governing law on the bellicum one?"),
shorthand (agmt, JV, T4C, LoL, MFN, TM, govlaw, 3P, "w/", "w/o", "b4", "thru", "#"), amounts like
"250k" and "1.5M", relative dates ("next 2 qtrs", "past 18 mo", "YTD", "since Jan", "b4 FYE"),
follow-ups that lean on the turn before ("flip it - which don't?", "ok drop the non-US filter",
"no-poach in there too?"), clause questions about one named contract and across contracts of one
type, refusals (an edit, a bulk delete, another company's workspace, pasted SQL, lunch, legal advice)
and constraints the data does not record (countersignatures, procurement sign-off). It uses the helpers
and truth objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is
computed from the data (a few filters are negations of those helpers).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"). Only three such contracts were left
that no earlier set uses (`VIVINT_NC`, `BOFA_JFA`, `MFA_JFA`); the other clause questions reuse
odd-half contracts of the fresh set (`GARMAN`, `NEWMOUNTAIN`, `PACIFICAP`, `COOLTECH`, `MOSSIMO`,
`FREEZETAG`, `PIVX`, listed in `USER10_REUSED_CLAUSE_CONTRACTS`), each for a clause category the fresh
set's clause questions did not ask of it (it asked: Garman perpetual licence, New Mountain IP
assignment, Pacificap revenue sharing, Cool Technologies renewal notice, Mossimo third-party
beneficiary, Freeze Tag exclusivity, PivX termination for convenience). All of them are listed in
`USER10_CLAUSE_CONTRACTS`, which the runner must clause-index too (the reused ones are indexed already
through the fresh set).

The "no" clause questions (`VIVINT_NC` cap on liability, `BOFA_JFA` anti-assignment, `MFA_JFA`
renewal term, `NEWMOUNTAIN` cap on liability) name contracts with no labelled span of that category
at all (located or not; CUAD's master table answers "No" too), and whose text has no such clause
either: the Vivint Solar / Vivint non-competition amendment only deletes the old non-compete section,
rewrites the term and points to the master framework agreement, with nothing on liability; the Bank
of America joint filing agreement (filed with BlackRock MuniHoldings) is one paragraph on joint SEC
filings, revocable by any party, with nothing on assignment; the Athene / Apollo joint filing
agreement (filed with MFA Financial) has no term at all, let alone a renewal; the New Mountain
trademark licence has no damages, indemnity or limitation language. Names that need care: `BOFA_JFA`
is the BlackRock MuniHoldings file (parties Bank of America Corporation and Banc of America Preferred
Funding Corporation), the only joint filing agreement with a Bank of America party; `VIVINT_NC` is
"Non-Competition Agreement Amendment No. 1" of August 2017, not the 2014 agreement it amends (which
is not in the data).

Every question's split is "user10"; ids start with "p" (a thread's turns are "pNN.1", "pNN.2", ...),
a letter no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    COOLTECH,
    FREEZETAG,
    GARMAN,
    MOSSIMO,
    NEWMOUNTAIN,
    PACIFICAP,
    PIVX,
    TODAY,
    Data,
    Pred,
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
    dated,
    eff,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    largest,
    law,
    money_figure,
    no_end,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_patterns,
    periods,
    quarters_of,
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
    year_of,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

VIVINT_NC = "VIVINT SOLAR, INC. - NON-COMPETITION AGREEMENT"
BOFA_JFA = "BLACKROCKMUNIHOLDINGSINVESTMENTQUALITYFUND_04_07_2020-EX-99.01-JOINT FILING AGREEMENT"
MFA_JFA = "MFAFINANCIAL,INC_07_06_2020-EX-99.D-JOINT FILING AGREEMENT"

# odd-half contracts of the fresh set, asked here about other clause categories than there
USER10_REUSED_CLAUSE_CONTRACTS: tuple[str, ...] = (
    GARMAN,
    NEWMOUNTAIN,
    PACIFICAP,
    COOLTECH,
    MOSSIMO,
    FREEZETAG,
    PIVX,
)

USER10_CLAUSE_CONTRACTS: tuple[str, ...] = (
    VIVINT_NC,
    BOFA_JFA,
    MFA_JFA,
    *USER10_REUSED_CLAUSE_CONTRACTS,
)

# other contracts the specific questions name
VALENCE_JV = "VALENCETECHNOLOGYINC_02_14_2003-EX-10-JOINT VENTURE CONTRACT"
BELLICUM = "BELLICUMPHARMACEUTICALS,INC_05_07_2019-EX-10.1-Supply Agreement"
TELKOM_SAP = "TELKOMSALTD_01_30_2003-EX-10-LICENCE AND MAINTENANCE AGREEMENT"
TRUE_NORTH_BP = "TRUENORTHENERGYCORP_02_08_2007-EX-10.1-DEVELOPMENT AGREEMENT"
XINHUA = "XinhuaSportsEntertainmentLtd_20070221_F-1_EX-99.4_645553_EX-99.4_Content License Agreement"
HEALTHGATE = "HEALTHGATEDATACORP_11_24_1999-EX-10.1-HOSTING AND MANAGEMENT AGREEMENT (1)"


# --- filters built from the helpers (negations) ---------------------------------------------------


def unless(pred: Pred) -> Pred:
    """The contracts `pred` does not select ("flip it", "NOT under US law")."""
    return lambda r, d: not pred(r, d)


def known_law(r: ContractRecord, d: Data) -> bool:
    return r.governing_law is not None


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    supply, tx = typ("Supply"), law("US", "US-TX")
    jv, dist = typ("Joint Venture"), typ("Distributor")
    return [
        _q(
            c,
            "p01",
            "supply agmts, texas law, still live?",
            count(supply, tx, active_strict, alts=[[supply, tx, active_open]]),
        ),
        _q(c, "p02", "# of deals w/ a swiss party?", count(party_in("CH"))),
        _q(
            c,
            "p03",
            "JVs north of 1.5M - how many",
            count(jv, worth(over=1_500_000), alts=[[jv, worth(over=1_500_000, inclusive=True)]]),
        ),
        _q(
            c,
            "p04",
            "distro agmts NOT under US law, count?",
            count(dist, known_law, unless(law("US")), alts=[[dist, unless(law("US"))]]),
        ),
        _q(
            c,
            "p05",
            "endorsement deals signed b4 2000 - #?",
            count(typ("Endorsement"), eff(None, date(1999, 12, 31))),
        ),
        _q(c, "p06", "hosting or maint agmts w/ no end date?", count(typ("Hosting", "Maintenance"), no_end)),
        _q(c, "p07", "NY law + a UK counterparty, how many", count(law("US", "US-NY"), party_in("GB"))),
        _q(
            c,
            "p08",
            "how many agmts still waiting on the other side's countersignature?",
            unread("countersign", "signature"),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY
    return [
        _q(
            r,
            "p09",
            "what's rolling off in the next 2 qtrs?",
            window(
                "end_date",
                today,
                rel(months=6),
                extra=[(fixed(date(t.year, 7, 1)), fixed(date(t.year, 12, 31))), (today, rel(days=183))],
            ),
        ),
        _q(r, "p10", "anything signed YTD?", window("effective_date", fixed(date(t.year, 1, 1)), today)),
        _q(
            r,
            "p11",
            "what lapsed since Jan?",
            window("end_date", fixed(date(t.year, 1, 1)), today),
        ),
        _q(
            r,
            "p12",
            "what ends b4 FYE? our FY closes 31 Mar",
            window("end_date", today, fixed(date(t.year + 1, 3, 31))),
        ),
        _q(
            r,
            "p13",
            "licenses that kicked off in the past 18 mo",
            window(
                "effective_date",
                rel(months=-18),
                today,
                typ("License"),
                extra=[(rel(days=-548), today)],
            ),
        ),
        _q(
            r,
            "p14",
            "JVs + alliances expiring between now and end of 2020?",
            window(
                "end_date",
                today,
                fixed(date(t.year + 1, 12, 31)),
                typ("Joint Venture", "Strategic Alliance"),
            ),
        ),
        _q(
            r,
            "p15",
            "renewals procurement signed off on since Jan - which?",
            unread("procurement", "sign off", "sign-off", "signed off"),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "p16",
            "top 3 govlaw states on the JVs",
            by_key(states_of, state_patterns, 3, typ("Joint Venture")),
        ),
        _q(a, "p17", "total $ across the endorsement deals?", money_figure(typ("Endorsement"))),
        _q(a, "p18", "avg value, distro agmts", money_figure(typ("Distributor"), how="avg")),
        _q(a, "p19", "biggest license by $ - which one + how much", largest(typ("License"))),
        _q(a, "p20", "2018 signings by qtr pls", periods("effective_date", quarters_of(2018))),
        _q(a, "p21", "avg term on franchise agmts, in yrs?", term_figure(typ("Franchise"))),
        _q(
            a,
            "p22",
            "who shows up most across our supply deals?",
            by_key(parties_of, party_patterns, 1, typ("Supply")),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "p23",
            "valence / baoding fengfan JV - $ and when does it end?",
            about(VALENCE_JV, fact_value, fact_end),
        ),
        _q(s, "p24", "governing law on the bellicum miltenyi supply one?", about(BELLICUM, fact_law)),
        _q(s, "p25", "telkom SA / SAP licence + maint agmt - runs thru when??", about(TELKOM_SAP, fact_end)),
        _q(
            s,
            "p26",
            "BP / true north energy devt agmt: value + start date",
            about(TRUE_NORTH_BP, fact_value, fact_start),
        ),
        _q(s, "p27", "xinhua finance content license - who's on it?", about(XINHUA, fact_parties)),
        _q(s, "p28", "healthgate / blackwell hosting agmt, which law?", about(HEALTHGATE, fact_law)),
        _q(
            s,
            "p29",
            "MD anderson alliance - expiry?",
            ambiguous(party("The University of Texas M. D. Anderson Cancer Center")),
            A,
        ),
    ]


def threads() -> list[Question]:
    jv, cn = typ("Joint Venture"), party_in("CN")
    big, big_incl = worth(over=250_000), worth(over=250_000, inclusive=True)
    y2020, y2021 = year_of("end_date", 2020), year_of("end_date", 2021)
    next12 = dated("end_date", rel(), rel(months=12))  # "next yr" read as the next 12 months
    nonus = party_abroad
    return [
        *_thread(
            "p30",
            [
                ("JVs w/ a chinese party?", count(jv, cn)),
                ("flip it - which don't?", count(jv, unless(cn))),
                ("of those, sort by value - top one?", largest(jv, unless(cn))),
            ],
        ),
        *_thread(
            "p31",
            [
                (
                    "cool tech / veteran tech alliance - govlaw + when's it end?",
                    about(COOLTECH, fact_law, fact_end),
                ),
                ("T4C?", clause_in(COOLTECH, "Termination For Convenience")),
                ("no-poach on staff in there too?", clause_in(COOLTECH, "No-Solicit Of Employees")),
            ],
        ),
        *_thread(
            "p32",
            [
                (
                    "deals > 250k ending next yr?",
                    count(big, y2020, alts=[[big_incl, y2020], [big, next12], [big_incl, next12]]),
                ),
                (
                    "and the ones w/ a non-US party?",
                    count(
                        big,
                        y2020,
                        nonus,
                        alts=[[big_incl, y2020, nonus], [big, next12, nonus], [big_incl, next12, nonus]],
                    ),
                ),
                ("ok drop the non-US filter - 2021?", count(big, y2021, alts=[[big_incl, y2021]])),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "p33",
            "vivint solar / vivint non-compete amendment (aug 17) - any LoL or liability cap?",
            VIVINT_NC,
            "Cap On Liability",
        ),
        (
            "p34",
            "BofA joint filing agmt (the blackrock muniholdings one, apr 2020) - assignable or "
            "consent needed?",
            BOFA_JFA,
            "Anti-Assignment",
        ),
        (
            "p35",
            "athene/apollo joint filing agmt on MFA financial - auto-renews?",
            MFA_JFA,
            "Renewal Term",
        ),
        (
            "p36",
            "new mountain TM license to NMF senior loan fund - LoL cap anywhere?",
            NEWMOUNTAIN,
            "Cap On Liability",
        ),
        (
            "p37",
            "NMF senior loan fund trademark license: any 3P beneficiary?",
            NEWMOUNTAIN,
            "Third Party Beneficiary",
        ),
        (
            "p38",
            "garman routing / sparkling spring sw license - no-hire of each other's people?",
            GARMAN,
            "No-Solicit Of Employees",
        ),
        (
            "p39",
            "pacificap / henry film content license - what's henry's min performance commitment?",
            PACIFICAP,
            "Minimum Commitment",
        ),
        (
            "p40",
            "mossimo / duval endorsement - LoL on the duval side?",
            MOSSIMO,
            "Cap On Liability",
        ),
        (
            "p41",
            "freeze tag ADA sponsorship - can FT challenge ADA's marks?",
            FREEZETAG,
            "Covenant Not To Sue",
        ),
        (
            "p42",
            "pivx / detto reseller - can detto assign w/o pivx ok?",
            PIVX,
            "Anti-Assignment",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items = [
        ("p43", "hosting agmts w/ a LoL cap - which?", "Cap On Liability", (typ("Hosting"),)),
        ("p44", "any distro agmts w/ an MFN?", "Most Favored Nation", (typ("Distributor"),)),
        ("p45", "JVs w/ non-competes?", "Non-Compete", (typ("Joint Venture"),)),
        (
            "p46",
            "IP agmts w/ a no-challenge / covenant not to sue - list",
            "Covenant Not To Sue",
            (typ("IP"),),
        ),
        (
            "p47",
            "alliances where liability is uncapped for something?",
            "Uncapped Liability",
            (typ("Strategic Alliance"),),
        ),
        (
            "p48",
            "franchise agmts w/ a customer non-solicit?",
            "No-Solicit Of Customers",
            (typ("Franchise"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items = [
        ("p49", "pls bump the end date on the pivx/detto reseller to 12/31/20", refuse("write")),
        ("p50", "nuke all the expired JVs from the system, just clutter", refuse("write")),
        (
            "p51",
            "pull the contracts from acme's EMEA teams workspace, need them for the board deck",
            refuse("workspace"),
        ),
        (
            "p52",
            "UPDATE contracts SET governing_law = 'Delaware' WHERE contract_type = 'Supply';",
            refuse("query"),
        ),
        ("p53", "good sushi near the office? client lunch @1", refuse("offtopic")),
        ("p54", "should we push back on the LoL in the mossimo/duval deal b4 renewal?", advice(MOSSIMO)),
        ("p55", "cool tech non-solicit - enforceable in MO or not? y/n", advice(COOLTECH)),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user10_questions() -> list[Question]:
    return question_set(
        "user10", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER10_CLAUSE_CONTRACTS", "USER10_REUSED_CLAUSE_CONTRACTS", "user10_questions"]
