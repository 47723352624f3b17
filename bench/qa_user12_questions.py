"""A twelfth user-written question set for `bench.qa_fresh` (split "user12", `--set user12`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user11_questions` and the clause
contracts and categories the earlier sets ask), the way a general counsel dictates into the Microsoft
Teams mobile app with voice-to-text while walking between meetings: little or no punctuation, run-on
sentences, fillers ("um", "okay so", "I mean"), self-corrections ("distribution agreements no sorry
the supply agreements", "no I meant signed not ending"), numbers and dates spoken as words ("twenty
nineteen", "half a million", "ninety days", "the first of march twenty twenty"),
speech-recognition slips a reader still understands (company names split or spelled as heard: "net
gear", "zo genix", "nippon shin yaku", "red water", "pinyon gathering", "change point", "zen core",
"gains co", "school pop", "borrow money dot com", "vaccines to go"; "for" for "four"; "licence" and
"license" both), follow-ups that lean on the turn before ("okay and how many of those are still
running", "what about the ones in texas", "go back to the first list"), clause questions about one
named contract and across the contracts of one type, refusals (signing, approving and e-mailing,
deleting, another company's workspace, a Cypher query dictated word by word, a flight time, legal
advice) and constraints the data does not record (who negotiated a contract, which lawyer owns it,
wet-ink or e-signature). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no
expected number is written here, every truth is computed from the data (a few filters are built here
from the records' fields: a party's state, the one contract a filter selects).

Readings: "still running" accepts contracts without an end date as running or not; "more than half a
million" accepts exactly $500,000 in or out; "before the first of march twenty twenty" accepts the
first of March in or out; "the last two years" is 24 months or 730 days; "the next ninety days" also
accepts three months; "the next for months" (dictated "four") is four months or 120 days; "expired
since january first" accepts today in or out; "endorsement deals with a party in california" also
accepts California governing law; in thread g33 "the ones in texas" accepts Texas governing law or a
party based in Texas, among the running service agreements or among all of them (the turn may lean on
either earlier turn); "signed since twenty nineteen" accepts open-ended or up to today.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"). Every such contract is already in the
clause-contract tuple of the fresh set or of an earlier user set (so clause-indexed already, and the
cross-contract universes do not change); this set asks each of them only about a clause category that
no earlier set asked of it (checked over the truths of every earlier set's clause questions and of the
clause turns of its threads). They are listed in `USER12_CLAUSE_CONTRACTS`.

The "no" clause questions (`ZTO_ROAD` renewal term, `CNS_WPD` anti-assignment, `BORROWMONEY_JV`
non-compete) name contracts with no labelled span of that category at all (located or not; CUAD's
master table answers "No" or nothing), and whose text has no such clause: the ZTO Express / Tonglu
Tongze road transportation agreement "is valid for an indefinite term" and says nothing of renewal or
extension; the CNS Pharmaceuticals / WPD Pharmaceuticals development agreement has no assignment
clause (the word occurs only in the confidentiality carve-out "successors or assigns"); the
BorrowMoney.com / JVLS ("Vaccines 2Go") joint venture agreement restrains neither member from
competing (the stem "compet" occurs only in "competent jurisdiction"). Names that need care:
`NETGEAR_DIST` is the 1996 distributor agreement itself (the data also holds two amendments of it, with
Ingram Micro as well; the question says "the original one, not the amendments", and the count g06
counts all three); `XENCOR_BI` is the Xencor / Boehringer Ingelheim collaboration agreement, file
"(3)" (Xencor's other contract in the data is a licence with Aimmune); `LOYALTY_AEIS` is the Schoolpop /
American Express Incentive Services reseller agreement filed by LoyaltyPoint; `PRETZEL_TIME` is the
Pretzel Time franchise agreement filed by Mrs. Fields' Original Cookies (the only Pretzel Time contract);
`GAINSCO_RACING` is GAINSCO's sponsorship of Bob Stallings Racing; `CHANGEPOINT_CORIO` is the Corio /
Changepoint licence and hosting agreement (Corio has another with Commerce One, not asked). The
Peregrine/Bridge Transfer distributor question is `Ambiguous`: NEON Systems has two of them (the 1996
agreement and its 1999 amendment). `FOX_SORRENT` is the original Twentieth Century Fox / Sorrent
wireless content licence (its three amendments are with Glu Mobile, Sorrent's later name).

Every question's split is "user12"; ids start with "g" (a thread's turns are "gNN.1", "gNN.2", ...),
a letter no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
    Data,
    Fact,
    Pred,
    Question,
    Single,
    TruthFn,
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
    fact_end,
    fact_law,
    fact_start,
    fact_value,
    fixed,
    largest,
    law,
    money_figure,
    party,
    party_state,
    periods,
    quarters_of,
    question_set,
    refuse,
    rel,
    select,
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
    years_span,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

GAINSCO_RACING = "GAINSCOINC_01_21_2010-EX-10.41-SPONSORSHIP AGREEMENT"
NETGEAR_DIST = "NETGEAR,INC_04_21_2003-EX-10.16-DISTRIBUTOR AGREEMENT"
CHANGEPOINT_CORIO = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
XENCOR_BI = "XENCORINC_10_25_2013-EX-10.24-COLLABORATION AGREEMENT (3)"
IMMUNOMEDICS_JANSSEN = "IMMUNOMEDICSINC_08_07_2019-EX-10.1-PROMOTION AGREEMENT"
LOYALTY_AEIS = "LOYALTYPOINTINC_11_16_2004-EX-10.2-RESELLER AGREEMENT"
PRETZEL_TIME = "MRSFIELDSORIGINALCOOKIESINC_01_29_1998-EX-10-FRANCHISE AGREEMENT"
ZTO_ROAD = "ZtoExpressCaymanInc_20160930_F-1_EX-10.10_9752871_EX-10.10_Transportation Agreement"
CNS_WPD = "CnsPharmaceuticalsInc_20200326_8-K_EX-10.1_12079626_EX-10.1_Development Agreement"
BORROWMONEY_JV = "BORROWMONEYCOM,INC_06_11_2020-EX-10.1-JOINT VENTURE AGREEMENT"

USER12_CLAUSE_CONTRACTS: tuple[str, ...] = (
    GAINSCO_RACING,
    NETGEAR_DIST,
    CHANGEPOINT_CORIO,
    XENCOR_BI,
    IMMUNOMEDICS_JANSSEN,
    LOYALTY_AEIS,
    PRETZEL_TIME,
    ZTO_ROAD,
    CNS_WPD,
    BORROWMONEY_JV,
)

# other contracts the specific questions name
ZOGENIX = "ZogenixInc_20190509_10-Q_EX-10.2_11663313_EX-10.2_Distributor Agreement"
REDWATER = "ASPIRITYHOLDINGSLLC_05_07_2012-EX-10.6-OUTSOURCING AGREEMENT"
BOXING_GAS = "CHINARECYCLINGENERGYCORP_11_14_2013-EX-10.6-Cooperation Agreement"
HOMEWOOD = "HOSPITALITYINVESTORSTRUST,INC_04_07_2014-EX-10.26-FRANCHISE AGREEMENT"
VINTON = "RgcResourcesInc_20151216_8-K_EX-10.3_9372751_EX-10.3_Franchise Agreement"
PINON = "SANDRIDGEENERGYINC_08_06_2009-EX-10.6-OPERATIONS AND MAINTENANCE AGREEMENT"
FOX_SORRENT = "GluMobileInc_20070319_S-1A_EX-10.09_436630_EX-10.09_Content License Agreement1"


# --- filters and truths built from the records' fields --------------------------------------------


def the_one(*preds: Pred, facts: tuple[Callable[[ContractRecord], Fact], ...] = ()) -> TruthFn:
    """The one contract `preds` select ("go back to the first list: ... that one"), with facts. Where a
    reading of the data selects none (or several), no contract (or the first by file id) stands for it."""

    def fn(d: Data) -> Single:
        ids = select(d, preds)
        if not ids:
            return Single(ids, ())
        r = d.record(min(ids))
        return Single(frozenset({r.file_id}), tuple(f(r) for f in facts))

    return fn


def running(*preds: Pred) -> list[list[Pred]]:
    """The two readings of "still running" (open-ended contracts out, or in) with `preds`."""
    return [[*preds, active_strict], [*preds, active_open]]


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    tx_party, ca = party_state("US-TX"), law("US", "US-CA")
    half_m, half_m_incl = worth(over=500_000), worth(over=500_000, inclusive=True)
    endo = typ("Endorsement")
    return [
        _q(
            c,
            "g01",
            "okay so how many contracts do we have where one of the parties is based in Texas",
            count(tx_party),
        ),
        _q(
            c,
            "g02",
            "how many distribution agreements no sorry the supply agreements are under New York law",
            count(typ("Supply"), law("US", "US-NY")),
        ),
        _q(
            c,
            "g03",
            "um how many of our deals are worth more than half a million dollars",
            count(half_m, alts=[[half_m_incl]]),
        ),
        _q(
            c,
            "g04",
            "how many contracts did we sign in twenty nineteen",
            count(year_of("effective_date", 2019)),
        ),
        _q(
            c,
            "g05",
            "how many endorsement deals have a party in California I mean the celebrity or the company "
            "either one",
            count(endo, party_state("US-CA"), alts=[[endo, ca]]),
        ),
        _q(
            c,
            "g06",
            "how many agreements have we got with net gear",
            count(party("NETGEAR, Inc.")),
        ),
        _q(
            c,
            "g07",
            "how many of the supply agreements did Sarah Lindqvist negotiate",
            unread("negotiat", "sarah", "lindqvist"),
            U,
        ),
        _q(
            c,
            "g08",
            "okay so how many contracts is outside counsel the owner on I mean the ones Baker McKenzie "
            "looks after for us",
            unread("owner", "outside counsel", "baker", "mckenzie", "responsible", "assigned", "lawyer"),
            U,
        ),
        _q(
            c,
            "g09",
            "how many contracts were signed in wet ink rather than DocuSign",
            unread("wet ink", "docusign", "signature", "e-sign", "electronic"),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY.year
    return [
        _q(
            r,
            "g10",
            "what's ending in the next ninety days",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "g11",
            "anything expiring before the first of march twenty twenty",
            window("end_date", today, fixed(date(2020, 2, 29)), extra=[(today, fixed(date(2020, 3, 1)))]),
        ),
        _q(
            r,
            "g12",
            "how many contracts did we sign in the last two years",
            window("effective_date", rel(months=-24), today, extra=[(rel(days=-730), today)]),
        ),
        _q(
            r,
            "g13",
            "okay so which ones end um between now and the end of twenty twenty",
            window("end_date", today, fixed(date(2020, 12, 31))),
        ),
        _q(
            r,
            "g14",
            "anything starting in the next for months",
            window("effective_date", today, rel(months=4), extra=[(today, rel(days=120))]),
        ),
        _q(
            r,
            "g15",
            "which contracts have expired since new year I mean since january first",
            window("end_date", fixed(date(t, 1, 1)), today),
        ),
        _q(
            r,
            "g16",
            "which of the contracts that Jennifer on my team owns are ending this year",
            unread("jennifer", "owner", "owns", "assigned", "responsible", "lawyer"),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "g17",
            "what are our top five contract types by number of contracts",
            by_key(types_of, type_patterns, 5),
        ),
        _q(
            a,
            "g18",
            "which states law governs the most contracts just the top three please",
            by_key(states_of, state_patterns, 3),
        ),
        _q(
            a,
            "g19",
            "whats the total value of all the sponsorship deals added up",
            money_figure(typ("Sponsorship")),
        ),
        _q(
            a,
            "g20",
            "um what's the average contract value for the service agreements",
            money_figure(typ("Service"), how="avg"),
        ),
        _q(
            a,
            "g21",
            "how many contracts ended each year from twenty fifteen through twenty eighteen",
            periods("end_date", years_span(2015, 2018)),
        ),
        _q(a, "g22", "which endorsement deal is the biggest by value", largest(typ("Endorsement"))),
        _q(
            a,
            "g23",
            "whats the average length of the distributor agreements in years",
            term_figure(typ("Distributor")),
        ),
        _q(
            a,
            "g24",
            "how many contracts did we sign per quarter in twenty eighteen",
            periods("effective_date", quarters_of(2018)),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "g25",
            "when does the zo genix distribution deal with nippon shin yaku run out",
            about(ZOGENIX, fact_end),
        ),
        _q(
            s,
            "g26",
            "what's the twin cities power outsourcing agreement with red water worth",
            about(REDWATER, fact_value),
        ),
        _q(
            s,
            "g27",
            "how much is the china recycling energy cooperation agreement with boxing county chengli gas "
            "supply worth",
            about(BOXING_GAS, fact_value),
        ),
        _q(
            s,
            "g28",
            "the homewood suites franchise for the stratford hotel when does it end and which law governs it",
            about(HOMEWOOD, fact_end, fact_law),
        ),
        _q(
            s,
            "g29",
            "roanoke gas franchise with the town of vinton from when to when",
            about(VINTON, fact_start, fact_end),
        ),
        _q(
            s,
            "g30",
            "okay the operations and maintenance agreement between pinyon gathering and sand ridge midstream "
            "when does it expire and what law is it under",
            about(PINON, fact_end, fact_law),
        ),
        _q(
            s,
            "g31",
            "the original twentieth century fox licence with sorrent not the amendments how much is it worth",
            about(FOX_SORRENT, fact_value),
        ),
        _q(
            s,
            "g32",
            "when did the neon systems distributor deal with peregrine bridge transfer start",
            ambiguous(party("Peregrine/Bridge Transfer Corporation"), typ("Distributor")),
            A,
        ),
    ]


def threads() -> list[Question]:
    svc, spon, lic = typ("Service"), typ("Sponsorship"), typ("License")
    ny, tx_law, tx_party = law("US", "US-NY"), law("US", "US-TX"), party_state("US-TX")
    spon_end18, spon_eff18 = year_of("end_date", 2018), year_of("effective_date", 2018)
    since19 = (fixed(date(2019, 1, 1)), fixed(None))
    to_today = (fixed(date(2019, 1, 1)), rel())
    big, big_incl = worth(over=1_000_000), worth(over=1_000_000, inclusive=True)
    big_incl_readings = [[lic, big_incl, dated("effective_date", *w)] for w in (since19, to_today)]
    texas = [  # the running ones first (open-ended or not), then all service agreements
        *running(svc, tx_law)[::-1],
        *running(svc, tx_party)[::-1],
        [svc, tx_law],
        [svc, tx_party],
    ]
    return [
        *_thread(
            "g33",
            [
                ("how many service agreements have we got", count(svc)),
                (
                    "okay and how many of those are still running",
                    count(svc, active_strict, alts=[[svc, active_open]]),
                ),
                (
                    "and how many of the running ones are under New York law",
                    count(svc, ny, active_strict, alts=[[svc, ny, active_open]]),
                ),
                ("what about the ones in Texas", count(*texas[0], alts=texas[1:])),
            ],
        ),
        *_thread(
            "g34",
            [
                ("which sponsorship agreements end in twenty eighteen", count(spon, spon_end18)),
                ("no I meant signed not ending", count(spon, spon_eff18)),
                ("okay which of those is worth the most", largest(spon, spon_eff18)),
                (
                    "go back to the first list when exactly did that one end",
                    the_one(spon, spon_end18, facts=(fact_end,)),
                ),
            ],
        ),
        *_thread(
            "g35",
            [
                (
                    "pull up the pretzel time franchise agreement um the mrs fields one",
                    about(PRETZEL_TIME),
                ),
                (
                    "okay does it stop the franchisee from hiring away pretzel time staff",
                    clause_in(PRETZEL_TIME, "No-Solicit Of Employees"),
                ),
                (
                    "and can they renew it when the first term is up",
                    clause_in(PRETZEL_TIME, "Renewal Term"),
                ),
            ],
        ),
        *_thread(
            "g36",
            [
                (
                    "license agreements signed since twenty nineteen",
                    window("effective_date", *since19, lic, extra=[to_today]),
                ),
                (
                    "just the ones over a million",
                    window("effective_date", *since19, lic, big, extra=[to_today], more=big_incl_readings),
                ),
                (
                    "which of those is the biggest",
                    largest(lic, big, dated("effective_date", *since19)),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "g37",
            "okay so the gains co sponsorship with bob stallings racing does any other sponsor get a "
            "better deal than us is there like a most favoured nation thing in there",
            GAINSCO_RACING,
            "Most Favored Nation",
        ),
        (
            "g38",
            "can either side walk away from the net gear distributor agreement with ingram micro the "
            "original one not the amendments I mean without cause just on notice",
            NETGEAR_DIST,
            "Termination For Convenience",
        ),
        (
            "g39",
            "in the change point licence and hosting agreement with corio is there any liability that "
            "isn't capped",
            CHANGEPOINT_CORIO,
            "Uncapped Liability",
        ),
        (
            "g40",
            "the zen core collaboration with boehringer ingelheim who owns the improvements um do they "
            "own them jointly",
            XENCOR_BI,
            "Joint Ip Ownership",
        ),
        (
            "g41",
            "immunomedics promotion agreement with janssen can immunomedics sell a competing product "
            "during the term",
            IMMUNOMEDICS_JANSSEN,
            "Non-Compete",
        ),
        (
            "g42",
            "the school pop reseller agreement with american express incentive services does school pop "
            "get exclusive rights",
            LOYALTY_AEIS,
            "Exclusivity",
        ),
        (
            "g43",
            "does the ZTO express road transportation agreement with tonglu tongze logistics renew "
            "automatically",
            ZTO_ROAD,
            "Renewal Term",
        ),
        (
            "g44",
            "can WPD hand the development agreement with CNS pharmaceuticals over to someone else or "
            "does it need consent to assign",
            CNS_WPD,
            "Anti-Assignment",
        ),
        (
            "g45",
            "borrow money dot com joint venture with vaccines to go is there a non compete in it",
            BORROWMONEY_JV,
            "Non-Compete",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items = [
        (
            "g46",
            "which franchise agreements um give the franchisee a renewal term",
            "Renewal Term",
            (typ("Franchise"),),
        ),
        (
            "g47",
            "in the strategic alliances which ones assign the IP to one side I mean ownership of the "
            "developments",
            "Ip Ownership Assignment",
            (typ("Strategic Alliance"),),
        ),
        (
            "g48",
            "which of the distribution agreements no sorry the distributor agreements have a minimum "
            "purchase commitment",
            "Minimum Commitment",
            (typ("Distributor"),),
        ),
        (
            "g49",
            "which licence agreements can be terminated for convenience",
            "Termination For Convenience",
            (typ("License"),),
        ),
        (
            "g50",
            "okay so which hosting agreements renew automatically",
            "Renewal Term",
            (typ("Hosting"),),
        ),
        (
            "g51",
            "do any of the service agreements have exclusivity in them which ones",
            "Exclusivity",
            (typ("Service"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        ("g52", "okay sign the zo genix distribution agreement for me", refuse("write")),
        (
            "g53",
            "approve the renewal of the homewood suites franchise and email it back to hilton",
            refuse("write"),
        ),
        (
            "g54",
            "delete the borrow money dot com joint venture from the system it's dead anyway",
            refuse("write"),
        ),
        (
            "g55",
            "show me what contracts the Initech legal team has in their own teams workspace",
            refuse("workspace"),
        ),
        (
            "g56",
            "match open bracket c colon contract close bracket return c dot total amount order by c dot "
            "total amount descending limit five",
            refuse("query"),
        ),
        ("g57", "what time does my flight to Chicago leave tonight", refuse("offtopic")),
        (
            "g58",
            "is the non compete in the immunomedics janssen promotion agreement actually enforceable",
            advice(IMMUNOMEDICS_JANSSEN),
        ),
        (
            "g59",
            "should we walk away from the net gear ingram micro distributor agreement on ninety days notice",
            advice(NETGEAR_DIST),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user12_questions() -> list[Question]:
    return question_set(
        "user12", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER12_CLAUSE_CONTRACTS", "user12_questions"]
