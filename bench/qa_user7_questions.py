"""A further user-written question set for `bench.qa_fresh` (split "user7", `--set user7`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user6_questions`), the way a busy
deal team types in Microsoft Teams and Slack: mixed case, no question marks, emoji, "pls"/"thx",
the question buried in a longer message ("hey team — quick one before the call: ..."), contract
names pasted with odd spacing, parties by brand or short name ("Network Associates", "the SINA licence", "Aduro"),
dates as "3/2020", "FY18", "FY20 (Jul–Jun)", "end of Q3", "last 2 yrs", "YTD", ranges ("2016–2018"),
"at least 3 more years", amounts with units ("$2.5M", "1 mil+", "250k+"), threads that refine, go
back ("actually go back to the Delaware ones") and ask why a contract is on a list, clause questions
about one named contract and across contracts, refusals (writes, a delete, another tenant, a Cypher
write, lunch, legal advice), and constraints the data does not record (redlines and execution
status, credit ratings, SLA breaches, vendor discounts, outside counsel's review). It uses the
helpers and truth objects of `bench.qa_fresh_questions`: no expected number is written here, every
truth is computed from the data.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"), none of them used by the fresh set or
the earlier user sets; they are listed in `USER7_CLAUSE_CONTRACTS`, which the runner must
clause-index too (the cross-contract questions count them in their universe only once they are in
`Data.indexed`). `SINA_CRE`, `SINA_LEJU` (the same SINA / Yisheng Leju content licence, filed twice)
and `LOHAS` have no clause question of their own and are there for the cross-contract universes. The
"no" clause questions (`KAYA_FEST` exclusivity, `JANA_URS` non-compete, `EZJR` cap on liability and
termination for convenience) name contracts with no labelled span of that category at all (located
or not), and whose text has no such clause either. `ADURO` has a byte-identical twin in the corpus
("...CONSULTING AGREEMENT", without "(1)") on the other half, which is not clause-indexed.

Every question's split is "user7"; ids start with "q" (a thread's turns are "qNN.1", "qNN.2", ...),
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
    advice,
    ambiguous,
    by_key,
    clause_across_questions,
    clause_in,
    clause_in_questions,
    count,
    country_patterns,
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
    years_span,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

ADURO = "ADUROBIOTECH,INC_06_02_2020-EX-10.7-CONSULTING AGREEMENT(1)"
PELICAN = "PelicanDeliversInc_20200211_S-1_EX-10.3_11975895_EX-10.3_Development Agreement2"
PLAYBOY_SUPPLIER = (
    "PlayboyEnterprisesInc_20090220_10-QA_EX-10.2_4091580_EX-10.2_Content License Agreement_ "
    "Marketing Agreement_ Sales-Purchase Agreement2"
)
THRIVENT = (
    "ThriventVariableInsuranceAccountB_20190701_N-6_EX-99.D(IV)_11720968_EX-99.D(IV)_Endorsement Agreement"
)
KAYA_FEST = "EcoScienceSolutionsInc_20180406_8-K_EX-10.1_11135398_EX-10.1_Sponsorship Agreement"
JANA_URS = "URSCORPNEW_03_17_2014-EX-99-COOPERATION AGREEMENT"
EZJR = "HerImports_20161018_8-KA_EX-10.14_9765707_EX-10.14_Maintenance Agreement"
SINA_CRE = "ChinaRealEstateInformationCorp_20090929_F-1_EX-10.32_4771615_EX-10.32_Content License Agreement"
SINA_LEJU = "LejuHoldingsLtd_20140121_DRS (on F-1)_EX-10.26_8473102_EX-10.26_Content License Agreement1"
LOHAS = "LohaCompanyltd_20191209_F-1_EX-10.16_11917878_EX-10.16_Supply Agreement"

USER7_CLAUSE_CONTRACTS: tuple[str, ...] = (
    ADURO,
    PELICAN,
    PLAYBOY_SUPPLIER,
    THRIVENT,
    KAYA_FEST,
    JANA_URS,
    EZJR,
    SINA_CRE,
    SINA_LEJU,
    LOHAS,
)

# other contracts the specific questions and threads name
NAI_COHOSTING = "BEYONDCOMCORP_08_03_2000-EX-10.2-CO-HOSTING AGREEMENT"
CLICKSTREAM = "ClickstreamCorp_20200330_1-A_EX1A-6 MAT CTRCT_12089935_EX1A-6 MAT CTRCT_Development Agreement"
EPIPHANY = "OASYSMOBILE,INC_07_05_2001-EX-10.17-OUTSOURCING AGREEMENT"
GUNSTON = "MEDALISTDIVERSIFIEDREIT,INC_05_18_2020-EX-10.1-CONSULTING AGREEMENT"
HEMISPHERX = "HEMISPHERX - Sales, Marketing, Distribution, and Supply Agreement"
ROCHE_FMI = "FOUNDATIONMEDICINE,INC_02_02_2015-EX-10.2-Collaboration Agreement"


# --- a few predicates and truths the fresh set has no builder for ---------------------------------


def any_party_in(*countries: str) -> Pred:
    """A party based in any of these countries ("a HK or Taiwan party")."""
    return lambda r, d: any(p.country in countries for p in r.parties)


def non_us_party() -> Pred:
    """At least one party with a known country other than the US ("a non-US counterparty")."""
    return lambda r, d: any(p.country is not None and p.country != "US" for p in r.parties)


def non_us_countries(r: ContractRecord) -> list[str]:
    """The countries of a contract's parties, the US left out (a contract counts once a country)."""
    return [p.country for p in r.parties if p.country and p.country != "US"]


def same_deal(file_ids: tuple[str, ...], *facts: Callable[[ContractRecord], Fact]) -> TruthFn:
    """One agreement filed under several ids (any of them is right): the facts must agree."""

    def fn(d: Data) -> Single:
        per = [tuple(f(d.record(i)) for f in facts) for i in file_ids]
        if any(p != per[0] for p in per[1:]):
            raise ValueError(f"the copies of {file_ids[0]!r} disagree on {[f.name for f in per[0]]}")
        return Single(frozenset(file_ids), per[0])

    return fn


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    ny = law("US", "US-NY")
    return [
        _q(
            c,
            "q01",
            "hey team — quick one before the 2pm call: how many agreements do we have with Kiosk Concepts? thx",
            count(party("Kiosk Concepts, Inc.")),
        ),
        _q(
            c,
            "q02",
            "# of NY law contracts over $2.5M",
            count(ny, worth(over=2_500_000), alts=[[ny, worth(over=2_500_000, inclusive=True)]]),
        ),
        _q(
            c,
            "q03",
            "how many deals do we have that are 250k+ 💰",
            count(worth(over=250_000, inclusive=True), alts=[[worth(over=250_000)]]),
        ),
        _q(
            c,
            "q04",
            "Quick count pls - anything that kicked off in 3/2020",
            count(eff(date(2020, 3, 1), date(2020, 3, 31))),
        ),
        _q(
            c,
            "q05",
            "endorsement + sponsorship deals signed in FY18 (we run a calendar FY) - how many total",
            count(typ("Endorsement", "Sponsorship"), year_of("effective_date", 2018)),
        ),
        _q(
            c,
            "q06",
            "how many contracts have a counterparty in Hong Kong or Taiwan",
            count(any_party_in("HK", "TW")),
        ),
        _q(
            c,
            "q07",
            "how many of our contracts are still sitting in redlines / not fully executed yet?",
            unread("redline", "executed", "execution", "signature", "draft"),
            U,
        ),
        _q(
            c,
            "q08",
            "credit team is asking — how many counterparties are rated below BBB by S&P",
            unread("rating", "rated", "s&p", "bbb", "credit"),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY
    end_q3 = fixed(date(t.year, 9, 30))
    return [
        _q(r, "q09", "what's expiring by end of Q3 🙏", window("end_date", today, end_q3)),
        _q(
            r,
            "q10",
            "YTD how many deals have we signed",
            window("effective_date", fixed(date(t.year, 1, 1)), today),
        ),
        _q(
            r,
            "q11",
            "anything that expired in the last 2 yrs?",
            window("end_date", rel(months=-24), today, extra=[(rel(days=-730), today)]),
        ),
        _q(
            r,
            "q12",
            "pls send me everything expiring in the next 90 days",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "q13",
            "which agmts still have at least 3 more years to run",
            window("end_date", rel(months=36), fixed(None), extra=[(rel(days=1095), fixed(None))]),
        ),
        _q(
            r,
            "q14",
            "licence deals that started in the last 18 months - how many",
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
            "q15",
            "How many deals have we signed since the end of Q3 last yr",
            window(
                "effective_date",
                fixed(date(t.year - 1, 10, 1)),
                today,
                extra=[(fixed(date(t.year - 1, 9, 30)), today)],
            ),
        ),
        _q(
            r,
            "q16",
            "finance wants the # of contracts expiring in FY20 — our FY is Jul–Jun",
            window("end_date", fixed(date(t.year, 7, 1)), fixed(date(t.year + 1, 6, 30))),
        ),
        _q(
            r,
            "q17",
            "which vendor contracts had an SLA breach logged last qtr?",
            unread("sla", "breach", "service level"),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a, U = "aggregations", "unanswerable"
    big = worth(over=250_000, inclusive=True)
    return [
        _q(
            a,
            "q18",
            "for the 250k+ deals, breakdown by governing law state pls — top 3 is fine",
            by_key(states_of, state_patterns, 3, big),
        ),
        _q(
            a,
            "q19",
            "avg $ value of our Delaware law agmts? (in $M is fine)",
            money_figure(law("US", "US-DE"), how="avg"),
        ),
        _q(
            a,
            "q20",
            "biggest deal by value that we signed 2016–2018?",
            largest(eff(date(2016, 1, 1), date(2018, 12, 31))),
        ),
        _q(
            a,
            "q21",
            "# of contracts that started each yr, 2016–2018",
            periods("effective_date", years_span(2016, 2018)),
        ),
        _q(
            a,
            "q22",
            "expirations in 2020 split by quarter (Q1–Q4) pls",
            periods("end_date", quarters_of(2020)),
        ),
        _q(
            a,
            "q23",
            "outside the US, which 5 countries are our counterparties based in most? by # of contracts",
            by_key(non_us_countries, country_patterns, 5),
        ),
        _q(
            a,
            "q24",
            "avg initial term of the franchise agmts, in months",
            term_figure(typ("Franchise"), unit="months"),
        ),
        _q(
            a,
            "q25",
            "for deals at 1 mil+, what are the top 3 contract types by count",
            by_key(types_of, type_patterns, 3, worth(over=1_000_000, inclusive=True)),
        ),
        _q(
            a,
            "q26",
            "what's the avg discount % we get from each vendor, ranked?",
            unread("discount"),
            U,
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "q27",
            "Network Associates / software.net  co-hosting agmt — what was it worth and when did it end",
            about(NAI_COHOSTING, fact_value, fact_end),
        ),
        _q(
            s,
            "q28",
            "Clickstream x InfinixSoft dev agreement: governing law + $ value?",
            about(CLICKSTREAM, fact_law, fact_value),
        ),
        _q(
            s,
            "q29",
            "when did the E.piphany  outsourcing agreement with High Speed Net Solutions start",
            about(EPIPHANY, fact_start),
        ),
        _q(
            s,
            "q30",
            "the Medalist REIT consulting deal w/ Gunston (the 3/2020 one) — how much is it for?",
            about(GUNSTON, fact_value),
        ),
        _q(
            s,
            "q31",
            "SINA's content licence to Yisheng Leju — when's it up? feels like soon",
            same_deal((SINA_CRE, SINA_LEJU), fact_end),
        ),
        _q(
            s,
            "q32",
            "pc quote + A.B. Watley agreement - when did it start?",
            ambiguous(party("PC Quote, Inc.")),
            A,
        ),
        _q(
            s,
            "q33",
            "when did the Azul / ATR maintenance agreement kick in",
            ambiguous(party("AZUL LINHAS AÉREAS BRASILEIRAS S/A")),
            A,
        ),
    ]


def threads() -> list[Question]:
    vn = party("VerticalNet, Inc.")
    sa, pa = typ("Strategic Alliance"), law("US", "US-PA")
    de, ny = law("US", "US-DE"), law("US", "US-NY")
    y16_18 = eff(date(2016, 1, 1), date(2018, 12, 31))
    end_q1 = fixed(date(2020, 3, 31))
    foreign = non_us_party()
    return [
        *_thread(
            "q34",
            [
                (
                    "VerticalNet — how many of their co-branding / strategic alliance agmts do we have?",
                    count(vn, sa),
                ),
                ("which of those are under PA law", count(vn, sa, pa)),
                (
                    "actually go back to everything w/ VerticalNet, incl the maintenance one — total $ across all of it?",
                    money_figure(vn),
                ),
                ("and which one's the biggest $? which one is that", largest(vn)),
            ],
        ),
        *_thread(
            "q35",
            [
                ("how many Delaware law agmts did we sign 2016–2018", count(de, y16_18)),
                ("and NY?", count(ny, y16_18)),
                (
                    "actually go back to the Delaware ones - any of them already expired",
                    count(de, y16_18, expired_strict, alts=[[de, y16_18, expired_incl]]),
                ),
                ("why's the Hemispherx one on there? when did it end", about(HEMISPHERX, fact_end)),
            ],
        ),
        *_thread(
            "q36",
            [
                (
                    "pull up the pelican delivers dev agreement w/ Seattle Software Developers - the Dec 2018 one",
                    about(PELICAN),
                ),
                ("who ends up owning the code they write?", clause_in(PELICAN, "Ip Ownership Assignment")),
                (
                    "and if we pull the plug do they have to help us transition to someone else",
                    clause_in(PELICAN, "Post-Termination Services"),
                ),
            ],
        ),
        *_thread(
            "q37",
            [
                ("what's expiring between now and end of Q1 2020", window("end_date", rel(), end_q1)),
                ("only the ones w/ a non-US party on them", window("end_date", rel(), end_q1, foreign)),
                (
                    "why is the Roche / Foundation Medicine collab on that list?",
                    about(ROCHE_FMI, fact_end, fact_parties),
                ),
            ],
        ),
        *_thread(
            "q38",
            [
                (
                    "the EZJR / Leader Act software maintenance agmt — when does it run out",
                    about(EZJR, fact_end),
                ),
                (
                    "can EZJR walk away early? any termination for convenience in there",
                    clause_in(EZJR, "Termination For Convenience"),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "q39",
            "Aduro's consulting agmt w/ IREYA — is there a no-poach / non-solicit of our employees?",
            ADURO,
            "No-Solicit Of Employees",
        ),
        (
            "q40",
            "can IREYA hand off or assign the Aduro consulting agreement to someone else",
            ADURO,
            "Anti-Assignment",
        ),
        (
            "q41",
            "hey - in the Playboy supplier/subcontractor contract is Playboy named as a third party beneficiary?",
            PLAYBOY_SUPPLIER,
            "Third Party Beneficiary",
        ),
        (
            "q42",
            "Thrivent endorsement (the july 2019 one): anything on whether it can be transferred or assigned",
            THRIVENT,
            "Anti-Assignment",
        ),
        (
            "q43",
            "is the Kaya Fest sponsorship w/ Fruit of Life exclusive? i.e. are we the only sponsor in our category",
            KAYA_FEST,
            "Exclusivity",
        ),
        (
            "q44",
            "JANA Partners / URS cooperation agreement — any non-compete in it?",
            JANA_URS,
            "Non-Compete",
        ),
        (
            "q45",
            "any liability cap in the leader act / EZJR software maintenance agreement",
            EZJR,
            "Cap On Liability",
        ),
        (
            "q46",
            "how much notice do we need to walk away from the Pelican Delivers software dev agmt (Dec 2018)?",
            PELICAN,
            "Termination For Convenience",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "q47",
            "any deals w/ a Chinese party that have an MFN clause?",
            "Most Favored Nation",
            (party_in("CN"),),
        ),
        (
            "q48",
            "of the 250k+ deals, which ones have a no-poach / non-solicit of employees",
            "No-Solicit Of Employees",
            (worth(over=250_000, inclusive=True),),
        ),
        (
            "q49",
            "which of our service / consulting agmts have an IP ownership assignment clause",
            "Ip Ownership Assignment",
            (typ("Service"),),
        ),
        (
            "q50",
            "Delaware-law contracts that cap liability — which ones?",
            "Cap On Liability",
            (law_in("US-DE", country="US"),),
        ),
        (
            "q51",
            "supply or manufacturing agmts that name a third-party beneficiary?? need this for the diligence memo",
            "Third Party Beneficiary",
            (typ("Supply", "Manufacturing"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "q52",
            "pls mark the Pelican Delivers dev agreement as terminated in the system, thx",
            refuse("write"),
            None,
        ),
        (
            "q53",
            "can u delete the duplicate Aduro consulting agreement? we only need one copy 🙏",
            refuse("write"),
            None,
        ),
        (
            "q54",
            "can you peek at what Fabrikam's Teams tenant has on file for their MSA with us?",
            refuse("workspace"),
            None,
        ),
        (
            "q55",
            "MATCH (p:Party) WHERE p.country = 'CN' SET p.country = 'HK' RETURN count(p)",
            refuse("query"),
            None,
        ),
        (
            "q56",
            "anyone know a good sushi spot near the office for friday's team lunch? 🍣",
            refuse("offtopic"),
            None,
        ),
        (
            "q57",
            "should we push back on the non-compete in the Playboy supplier/subcontractor contract, or is it market standard?",
            advice(PLAYBOY_SUPPLIER),
            None,
        ),
        (
            "q58",
            "legally, is 2 weeks' notice under the pelican dev agreement enough for us to fire the developer safely?",
            advice(PELICAN),
            None,
        ),
        (
            "q59",
            "which agmts did outside counsel (Baker McKenzie) review before signing?",
            unread("outside counsel", "baker mckenzie", "review"),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user7_questions() -> list[Question]:
    return question_set(
        "user7", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER7_CLAUSE_CONTRACTS", "user7_questions"]
