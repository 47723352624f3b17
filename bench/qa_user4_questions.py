"""A fifth, user-written question set for `bench.qa_fresh` (split "user4"), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers), the
way deal and legal people type in Slack and Teams: clipped, lower case, typos and misspellings
("scansorce", "morfo", "govering"), abbreviations ("mfg", "dist.", "EONY", "YTD", "qtr", "$-wise"),
relative time in other words ("in the coming quarter", "over the past 18 months", "the last
fortnight", "between now and labor day", "Q4 of the year before last"), "A or B" filters, double
constraints, ellipsis in threads ("and the ones under Texas law?", "drop the date filter", "which of
those is biggest"). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected
number is written here, every truth is computed from the data.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`graph_ingest.retrievers.clause_model.train_half` is False for the file id, with or without
".txt"), none of them used by the fresh set or the earlier user sets; they are listed in
`USER4_CLAUSE_CONTRACTS`, which the runner must clause-index too (the cross-contract questions count
them in their universe only once they are in `Data.indexed`).

Every question's split is "user4"; ids start with "y" (a thread's turns are "yNN.1", "yNN.2", ...),
a letter no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date, timedelta

from bench.qa_fresh_questions import (
    TODAY,
    ContractRecord,
    Data,
    Pred,
    Question,
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
    countries_of,
    country_patterns,
    dated,
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
    law_in,
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
    unread,
    window,
    worth,
    year_of,
    years_span,
)

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

ARRAY = "Array BioPharma Inc. - LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT"
BABCOCK = (
    "BABCOCK_WILCOXENTERPRISES,INC_08_04_2015-EX-10.17-INTELLECTUAL PROPERTY AGREEMENT between "
    "THE BABCOCK _ WILCOX COMPANY and BABCOCK _ WILCOX ENTERPRISES, INC."
)
CHEETAH = "CHEETAHMOBILEINC_04_22_2014-EX-10.43-Cooperation Agreement"
DYNTEK = "DYNTEKINC_07_30_1999-EX-10-ONLINE HOSTING AGREEMENT"
ENTRUST = "ENTRUSTINC_07_24_1998-EX-10.5-STRATEGIC ALLIANCE AGREEMENT"
GRANTIERRA = "GRANTIERRAENERGYINC_05_07_2012-EX-10.6-TRANSPORTATION CONTRACT"
MACROGENICS = "MACROGENICSINC_08_02_2013-EX-10-COLLABORATION AGREEMENT"
NATCITY = "NATIONALPROCESSINGINC_07_18_1996-EX-10.4-SPONSORSHIP AGREEMENT"
THERAVANCE = "THERAVANCEBIOPHARMA,INC_05_08_2020-EX-10.2-SERVICE AGREEMENT"
USIO = "UsioInc_20040428_SB-2_EX-10.11_1723988_EX-10.11_Affiliate Agreement 2"
VALENCE = "VALENCETECHNOLOGYINC_02_14_2003-EX-10-JOINT VENTURE CONTRACT"
WASTE2ENERGY = "WASTE2ENERGYHOLDINGS,INC_06_03_2010-EX-10.2-STRATEGIC ALLIANCE AGREEMENT"
XENCOR = "XENCORINC_10_25_2013-EX-10.24-COLLABORATION AGREEMENT (3)"
GOLDRESOURCE = "GOLDRESOURCECORP_12_11_2008-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
KNOWLABS = "KNOWLABS,INC_08_15_2005-EX-10-INTELLECTUAL PROPERTY AGREEMENT"
NOVO = "NOVOINTEGRATEDSCIENCES,INC_12_23_2019-EX-10.1-JOINT VENTURE AGREEMENT"
BORROWMONEY = "BORROWMONEYCOM,INC_06_11_2020-EX-10.1-JOINT VENTURE AGREEMENT"
PREMIER_BIO = "PREMIERBIOMEDICALINC_05_14_2020-EX-10.2-INTELLECTUAL PROPERTY AGREEMENT"

USER4_CLAUSE_CONTRACTS: tuple[str, ...] = (
    ARRAY,
    BABCOCK,
    CHEETAH,
    DYNTEK,
    ENTRUST,
    GRANTIERRA,
    MACROGENICS,
    NATCITY,
    THERAVANCE,
    USIO,
    VALENCE,
    WASTE2ENERGY,
    XENCOR,
    GOLDRESOURCE,
    KNOWLABS,
    NOVO,
    BORROWMONEY,
    PREMIER_BIO,
)

# other contracts the specific questions name
LOGANS = "LOGANSROADHOUSEINC_03_27_1998-EX-10.17-SPONSORSHIP AGREEMENT"
PACIRA = "PACIRA PHARMACEUTICALS, INC. - A_R STRATEGIC LICENSING, DISTRIBUTION AND MARKETING AGREEMENT"
DATEC = "ELANDIAINTERNATIONALINC_04_25_2007-EX-10.21-Outsourcing Agreement"
SILAS = "PharmagenInc_20120803_8-KA_EX-10.1_7693204_EX-10.1_Endorsement Agreement"
XIMAGE = "IMAGEWARESYSTEMSINC_12_20_1999-EX-10.22-MAINTENANCE AGREEMENT"


# --- a few predicates and truths the fresh set has no builder for ------------------------------------


def either(*preds: Pred) -> Pred:
    """Any of the predicates holds (an "A or B" filter across two different fields)."""
    return lambda r, d: any(p(r, d) for p in preds)


def no_value(r: ContractRecord, d: Data) -> bool:
    """No total amount recorded."""
    return r.total_amount is None


def labor_day(year: int) -> date:
    """US Labor Day: the first Monday of September."""
    first = date(year, 9, 1)
    return first + timedelta(days=(7 - first.weekday()) % 7)


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    dist_or_resale, ny = typ("Distributor", "Reseller"), law("US", "US-NY")
    svc = typ("Service")
    after_2010 = eff(date(2011, 1, 1), None)
    return [
        _q(
            c,
            "y01",
            "mfg agmts w/ calif governing law - how many we got",
            count(typ("Manufacturing"), law("US", "US-CA")),
        ),
        _q(c, "y02", "scansorce deals, count?", count(party("ScanSource, Inc."))),
        _q(
            c,
            "y03",
            "how many contracts either have a british counterparty or are under UK law",
            count(either(party_in("GB"), law("GB"))),
        ),
        _q(
            c,
            "y04",
            "dist. or reseller agmts governed by NY law — number?",
            count(dist_or_resale, ny),
        ),
        _q(
            c,
            "y05",
            "how many endorsement deals have no $ figure attached",
            count(typ("Endorsement"), no_value),
        ),
        _q(
            c,
            "y06",
            "svc agreements north of $5m signed after 2010, how many",
            count(
                svc,
                worth(over=5_000_000),
                after_2010,
                alts=[[svc, worth(over=5_000_000, inclusive=True), after_2010]],
            ),
        ),
        _q(
            c,
            "y07",
            "how many agmts did the GC personally sign off on this yr",
            unread("gc", "general counsel", "sign off", "signed off", "approv"),
            U,
        ),
    ]


def relative() -> list[Question]:
    r = "relative"
    today = rel()
    t = TODAY
    q3, q4_before_last = quarter(t.year, 3), quarter(t.year - 2, 4)
    big, big_incl = worth(over=500_000), worth(over=500_000, inclusive=True)
    lic = typ("License")
    return [
        _q(
            r,
            "y08",
            "what rolls off in the coming quarter?",
            window(
                "end_date",
                *map(fixed, q3),
                extra=[(today, rel(months=3)), (today, rel(days=90))],
            ),
        ),
        _q(
            r,
            "y09",
            "how many deals did we ink over the past 18 months",
            window("effective_date", rel(months=-18), today, extra=[(rel(days=-548), today)]),
        ),
        _q(
            r,
            "y10",
            "licence agmts that run out by EONY (end of next yr)",
            window("end_date", today, fixed(date(t.year + 1, 12, 31)), lic),
        ),
        _q(
            r,
            "y11",
            "did anything lapse in the last fortnight?",
            window("end_date", rel(days=-14), today),
        ),
        _q(
            r,
            "y12",
            "anything on file whose start date is still in the future?",
            window("effective_date", rel(days=1), fixed(None), extra=[(today, fixed(None))]),
        ),
        _q(
            r,
            "y13",
            "what did we sign in Q4 of the year before last",
            window("effective_date", *map(fixed, q4_before_last)),
        ),
        _q(
            r,
            "y14",
            "whats ending between now and labor day",
            window("end_date", today, fixed(labor_day(t.year))),
        ),
        _q(
            r,
            "y15",
            "deals >500k that wrap up in the next 3 yrs?",
            window(
                "end_date",
                today,
                rel(months=36),
                big,
                extra=[(today, rel(days=3 * 365))],
                more=[[dated("end_date", today, rel(months=36)), big_incl]],
            ),
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "y16",
            "on deals w/ a chinese party, which country's law comes up most?",
            by_key(countries_of, country_patterns, 1, party_in("CN")),
        ),
        _q(
            a,
            "y17",
            "top 3 govering-law states ranked by total $ value",
            by_key(states_of, state_patterns, 3, value="sum"),
        ),
        _q(
            a,
            "y18",
            "how many agmts did we sign each yr from 2000 to 2004",
            periods("effective_date", years_span(2000, 2004)),
        ),
        _q(
            a,
            "y19",
            "qtr by qtr, how many deals come to an end in 2020?",
            periods("end_date", quarters_of(2020)),
        ),
        _q(a, "y20", "typical length of a sponsorship deal, in yrs (avg)", term_figure(typ("Sponsorship"))),
        _q(a, "y21", "biggest endorsement deal $-wise?", largest(typ("Endorsement"))),
        _q(
            a,
            "y22",
            "total $ for everything under ontario or BC law",
            money_figure(law_in("CA-ON", "CA-BC", country="CA")),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "y23",
            "logan's roadhouse nascar sponsorship w/ southern racing - what did it cost?",
            about(LOGANS, fact_value),
        ),
        _q(
            s,
            "y24",
            "pacira / EKR distribution + licensing deal: expiry date and governing law pls",
            about(PACIRA, fact_end, fact_law),
        ),
        _q(
            s,
            "y25",
            "datec png outsourcing agmt w/ bank of south pacific, who signed up to it",
            about(DATEC, fact_parties),
        ),
        _q(s, "y26", "paul silas endorsement — whose law applies?", about(SILAS, fact_law)),
        _q(
            s,
            "y27",
            "ximage maint agmt w/ sagem morfo, when did that start",
            about(XIMAGE, fact_start),
        ),
        _q(s, "y28", "tadeo / diplomat online hosting deal - what's it worth", about(DYNTEK, fact_value)),
        _q(
            s,
            "y29",
            "open the bravatek alliance agmt",
            ambiguous(party("Bravatek Solutions, Inc."), typ("Strategic Alliance")),
            A,
        ),
    ]


def threads() -> list[Question]:
    dist, ca, tx = typ("Distributor"), law("US", "US-CA"), law("US", "US-TX")
    y18 = year_of("effective_date", 2018)
    m, m_incl = worth(over=1_000_000), worth(over=1_000_000, inclusive=True)
    return [
        *_thread(
            "y30",
            [
                ("how many distribution agmts sit under cali law?", count(dist, ca)),
                ("and the ones under Texas law?", count(dist, tx)),
                (
                    "forget the state, how many distribution agmts have already ended",
                    count(dist, expired_strict, alts=[[dist, expired_incl]]),
                ),
            ],
        ),
        *_thread(
            "y31",
            [
                ("deals signed in 2018 worth over $1m", count(y18, m, alts=[[y18, m_incl]])),
                ("drop the date filter", count(m, alts=[[m_incl]])),
                ("which of those is biggest", largest(m)),
            ],
        ),
        *_thread(
            "y32",
            [
                ("array biopharma's licence w/ ono", about(ARRAY)),
                ("when does it expire", about(ARRAY, fact_end)),
                ("any jointly owned IP under it?", clause_in(ARRAY, "Joint Ip Ownership")),
            ],
        ),
        *_thread(
            "y33",
            [
                ("the macrogenics / green cross collab agmt", about(MACROGENICS)),
                ("is liability uncapped anywhere in it", clause_in(MACROGENICS, "Uncapped Liability")),
                ("does it stop green cross from competing?", clause_in(MACROGENICS, "Non-Compete")),
            ],
        ),
        *_thread(
            "y34",
            [
                ("reseller agmts w/ a canadian party?", count(typ("Reseller"), party_in("CA"))),
                (
                    "which of those are still live",
                    count(
                        typ("Reseller"),
                        party_in("CA"),
                        active_strict,
                        alts=[[typ("Reseller"), party_in("CA"), active_open]],
                    ),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "y35",
            "haumann's service agmt w/ theravance UK: can either side end it w/o cause?",
            THERAVANCE,
            "Termination For Convenience",
        ),
        (
            "y36",
            "B&W IP agmt between the two babcock entities - is the licence perpetual / irrevocable?",
            BABCOCK,
            "Irrevocable Or Perpetual License",
        ),
        (
            "y37",
            "beike / baidu cooperation agmt (cheetah mobile) — does it auto-renew?",
            CHEETAH,
            "Renewal Term",
        ),
        (
            "y38",
            "nortel entrust alliance: any most-favoured-customer pricing language?",
            ENTRUST,
            "Most Favored Nation",
        ),
        (
            "y39",
            "solana / ecopetrol transport contract - any caps on barrels / volumes?",
            GRANTIERRA,
            "Volume Restriction",
        ),
        (
            "y40",
            "nat city bank of kentucky sponsorship w/ national processing — notice needed to block the renewal?",
            NATCITY,
            "Notice Period To Terminate Renewal",
        ),
        (
            "y41",
            "payment data systems / network 1 affiliate agmt: r they barred from poaching each other's customers",
            USIO,
            "No-Solicit Of Customers",
        ),
        (
            "y42",
            "gold resource / hochschild alliance - termination for convenience in there?",
            GOLDRESOURCE,
            "Termination For Convenience",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        ("y43", "which JVs carry a non-compete", "Non-Compete", (typ("Joint Venture"),)),
        (
            "y44",
            "any of the alliance / collab agmts w/ jointly owned IP?",
            "Joint Ip Ownership",
            (typ("Strategic Alliance"),),
        ),
        (
            "y45",
            "services contracts that bar hiring away the other side's people — which ones",
            "No-Solicit Of Employees",
            (typ("Service"),),
        ),
        ("y46", "IP agmts w/ a covenant not to sue?", "Covenant Not To Sue", (typ("IP"),)),
        (
            "y47",
            "deals w/ a chinese counterparty that restrict competing — which?",
            "Non-Compete",
            (party_in("CN"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "y48",
            "set governing law on the pacira EKR deal to nevada, it's wrong in the system",
            refuse("write"),
            None,
        ),
        ("y49", "wipe the dupe pc quote co-branding records pls, keep one", refuse("write"), None),
        (
            "y50",
            "what's sitting in the vandelay industries teams workspace? want to benchmark vs ours",
            refuse("workspace"),
            None,
        ),
        (
            "y51",
            "UPDATE contracts SET end_date = NULL WHERE contract_type = 'Sponsorship';",
            refuse("query"),
            None,
        ),
        ("y52", "quickest way from midtown to JFK at 5pm?", refuse("offtopic"), None),
        (
            "y53",
            "would a court actually enforce the non-compete in the cheetah / baidu cooperation deal?",
            advice(CHEETAH),
            None,
        ),
        (
            "y54",
            "which agmts did the outside auditors flag in last qtr's review",
            unread("auditor", "flag", "review"),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user4_questions() -> list[Question]:
    return question_set(
        "user4", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER4_CLAUSE_CONTRACTS", "user4_questions"]
