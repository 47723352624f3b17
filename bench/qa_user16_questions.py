"""A sixteenth user-written question set for `bench.qa_fresh` (split "user16", `--set user16`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user15_questions` and
`bench.qa_user14_questions` and the clause contracts and categories the earlier sets ask), the way a
business-development / partnerships manager (not a lawyer) types into the bot's web chat in a browser
while preparing partner meetings and the renewal pipeline: commercial words rather than legal or finance
ones ("partners", "resellers", "channel deals" for the distribution and reseller agreements, "alliances",
"co-branding", "rev share", "exclusive rights", "territory", "up for renewal" / "coming up" for ending,
"kicked off" for started, "the big ones", "our top partners", "deal size"), full sentences typed casually,
sometimes two questions in one message, follow-ups that only say "and for Canada?" or "just the strategic
alliances" or "sort those by size", party names as a partnerships person writes them (brand names and
partial names: "Amex" for American Express Incentive Services, "Dialog Semi", "MBE" for Mail Boxes Etc.,
"Argo Medical (ReWalk)", "Chase"; a wrong suffix now and then: "Zogenix Ltd", "Vayyar Imaging Inc"; a few
typos: "Nippon Shinyako", "Zannoti East"). It asks counts and lists
filtered by type, partner country, governing law, status, value and dates, relative dates ("up for
renewal in the next 90 days", "coming up before the end of the year", "the last 2 years", "last
quarter", "run past 2020", "kicked off this year"), aggregations (contracts per type, alliances signed
per year, top channel partners by number of contracts, alliances per partner country outside the US, a
total, an average deal size, the biggest alliance, distinct partners in Japan), details of one named
contract (parties, dates, value, governing law, type), follow-up threads that lean on the turn before (a
country swapped, a type narrowed, "sort those by size", "when does that one end?", "which of those are
exclusive?"), clause questions about one named contract and across contracts of one type in commercial
words (exclusive rights and territory, non-competes on partners, rev share and royalties, minimum
purchase commitments, affiliate sublicensing, renewal, licence scope, carve-outs from competitor
restrictions), "no clause" cases, refusals (drafting an email to a partner, changing an end date,
tagging a partner tier, another team's workspace, pasted SQL, a partner's share price and news,
negotiation and legal advice: "should we push for exclusivity", "can we get out of this deal without
paying") and constraints the data does not record (partner tier, who owns the relationship in sales,
pipeline stage, the date of the last QBR, whether the partner is happy). It uses the helpers and truth
objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is computed from
the data (a few filters and truths are built here from the records' fields: a partner domiciled outside
the US, an average with and without the contracts of a stated $0, the biggest contract of a selection
with its end date, the countries outside the US of a contract's partners as groups, the type of a
contract as an asked fact).

Readings: a "partner" is any party of a contract (the data does not say which side is ours); "partner
deals" are all contracts; "channel deals" are the distributor and reseller agreements; "alliances" are
the strategic alliances (the co-branding agreements are filed under several types, so no count asks for
"co-branding" as a type); "marketing and promotion agreements" are the Marketing and Promotion types. "A
partner outside the US" / "non-US" / "foreign" is a party whose country on file is known and not the US;
"Chinese companies" are parties in China (CN), with China and Hong Kong together also accepted. "Still
active" / "still live" (today) accepts contracts without an end date as running or not. "Up for renewal"
and "coming up" mean the end date falls in the window (the structured records hold no renewal terms):
"in the next 90 days" is today to 90 days on, three months also accepted, today in or out; "before the
end of the year" is today to 31 December 2019, today in or out; "in the next 12 months" also accepts 365
days. "Signed in the last 2 years" is 24 months or 730 days back to today; "expired last quarter" accepts
Q1 2019 (the last full quarter) and Q2 2019 (the quarter that ends today); "run past 2020" is an end date
in 2021 or later; "kicked off this year" is an effective date in 2019, up to today or to 31 December.
"Over $1M" accepts exactly $1,000,000 in or out. The average license deal size "where a value is on
file" accepts the figure with and without the contracts of a stated $0. "Top 3 channel partners by
number of contracts" groups the distributor and reseller agreements by party (ties at third place: any
of the tied ones may stand for it); "alliances per partner country, not counting the US" counts an
alliance once in each non-US country where one of its parties is domiciled. In thread j37 "sort those
by size - which is the biggest?" is the highest stated value among the sponsorship deals over $1M (with
its value) and "when does that one end?" its end date; in thread j41 "of those" is the strategic
alliances ending in 2020; in thread j39 "which of those are exclusive?" and "which have a minimum
commitment?" cover all the reseller agreements of turn 1 (the clause-indexed ones among them).

Refusals and unrecorded constraints: j61 asks to *tag* a partner as tier 1 in the system (a write,
declined), j09 to *count* by a partner tier the data does not record (unread). j65 asks for news on a
partner (an outside look-up, off-topic, as is the share price in j64).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"). Every such contract is already in the
clause-contract tuple of the fresh set or of an earlier user set (so clause-indexed already, and the
cross-contract universes do not change); this set asks each of them only about a clause category that no
earlier set asked of it (checked over the truths of every earlier set's clause questions and of the
clause turns of its threads, user14's and user15's included). They are listed in
`USER16_CLAUSE_CONTRACTS`. CUAD's dev labels hold no "Rofr/Rofo/Rofn" or "Change Of Control" category,
so none is asked; "territory" is asked as exclusivity (`PIVX_DETTO`: an exclusive licence to distribute
"within North America") and the sponsorship carve-outs as "Competitive Restriction Exception".

The "no" clause questions (`LUCENT_MPHASE` revenue/profit sharing, `DELTATHREE_PRIMECALL` renewal term,
`CHASE_AFFILIATE` non-compete) name contracts with no labelled span of that category at all (located or
not: the master clauses table's context cell is empty), and whose text has no such clause: the Lucent /
mPhase co-branding agreement lets mPhase put the "Technology by Lucent Technologies" logo on its goods
under Lucent's guidelines, with no payment, royalty or share of revenue to either side (the stems
"royalt", "revenue", "profit", "commission", "fee" and "pay" do not occur); the deltathree / RSL COM PrimeCall
co-branding and service agreement runs "for a term of three (3) years, unless terminated earlier", with
no renewal or extension (the stems "renew", "extend", "extension", "successive" and "automatic" do not
occur); the Chase affiliate agreement (filed by CreditCards.com) runs until either side ends it and pays
commission on approved card accounts, with no restriction on the affiliate promoting other issuers (the
stem "compet" does not occur, "exclusiv" only in Chase's marks being its "exclusive property"). Names
that need care: `TOM_SKYPE` is the Skype / TOM Online co-branding agreement (parties Skype Communications
S.A., Skype Technologies S.A., TOM Online (BVI) Limited, TOM Online Inc., Tel-Online Limited; no end date
on file, which the answer must say); `LOYALTYPOINT_AMEX` is the American Express Incentive Services /
Schoolpop reseller agreement filed by LoyaltyPoint; `PIVX_DETTO` is the PivX / Detto Technologies
reseller agreement filed by ADIA Nutrition; `STAMPS_ISHIP` is the iShip.com / Mail Boxes Etc. co-branding
agreement filed by Stamps.com (typed as a service agreement); `AURA_ZANOTTI` is Aura Systems' strategic
alliance with Zanotti East; `PAPEREXCHANGE_VERTICALNET` is VerticalNet's co-branding agreement with
PaperExchange.com (VerticalNet's other co-branding agreements are not asked); `ARRAY_ONO` is Array
BioPharma's licence to Ono Pharmaceutical; `VALENCE_BAODING` is the Valence Technology / Baoding Fengfan
joint venture contract. `ENERGOUS_DIALOG` names "Dialog Semi", short for Dialog Semiconductor (UK) Ltd.;
`REWALK_YASKAWA` is the Argo Medical Technologies (ReWalk's former name) / Yaskawa Electric alliance. The
Netgear / Ingram Micro distribution question is `Ambiguous`: the data holds the 1996 distributor agreement
and two amendments between them.

Every question's split is "user16"; ids start with "j" (a thread's turns are "jNN.1", "jNN.2", ...), a
letter no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
    Data,
    Fact,
    Figure,
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
    country_patterns,
    distinct_parties,
    ends,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    foreign_countries,
    largest,
    law,
    live_now,
    money_figure,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_patterns,
    periods,
    quarter,
    question_set,
    refuse,
    rel,
    select,
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

TOM_SKYPE = "TomOnlineInc_20060501_20-F_EX-4.46_749700_EX-4.46_Co-Branding Agreement"
MACROGENICS_GC = "MACROGENICSINC_08_02_2013-EX-10-COLLABORATION AGREEMENT"
VALENCE_BAODING = "VALENCETECHNOLOGYINC_02_14_2003-EX-10-JOINT VENTURE CONTRACT"
LOYALTYPOINT_AMEX = "LOYALTYPOINTINC_11_16_2004-EX-10.2-RESELLER AGREEMENT"
PIVX_DETTO = "ADIANUTRITION,INC_04_01_2005-EX-10.D2-RESELLER AGREEMENT"
AIRSPAN_GLS = "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement"
ARRAY_ONO = "Array BioPharma Inc. - LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT"
STAMPS_ISHIP = "StampscomInc_20001114_10-Q_EX-10.47_2631630_EX-10.47_Co-Branding Agreement"
AURA_ZANOTTI = "AURASYSTEMSINC_06_16_2010-EX-10.25-STRATEGIC ALLIANCE AGREEMENT"
PAPEREXCHANGE_VERTICALNET = "PaperexchangeComInc_20000322_S-1A_EX-10.4_5202103_EX-10.4_Co-Branding Agreement"
LUCENT_MPHASE = "MphaseTechnologiesInc_20030911_10-K_EX-10.15_1560667_EX-10.15_Co-Branding Agreement"
DELTATHREE_PRIMECALL = (
    "DeltathreeInc_19991102_S-1A_EX-10.19_6227850_EX-10.19_Co-Branding Agreement_ Service Agreement"
)
CHASE_AFFILIATE = "CreditcardscomInc_20070810_S-1_EX-10.33_362297_EX-10.33_Affiliate Agreement"

USER16_CLAUSE_CONTRACTS: tuple[str, ...] = (
    TOM_SKYPE,
    MACROGENICS_GC,
    VALENCE_BAODING,
    LOYALTYPOINT_AMEX,
    PIVX_DETTO,
    AIRSPAN_GLS,
    ARRAY_ONO,
    STAMPS_ISHIP,
    AURA_ZANOTTI,
    PAPEREXCHANGE_VERTICALNET,
    LUCENT_MPHASE,
    DELTATHREE_PRIMECALL,
    CHASE_AFFILIATE,
)

# other contracts the specific questions and refusals name
ZOGENIX_NIPPON = "ZogenixInc_20190509_10-Q_EX-10.2_11663313_EX-10.2_Distributor Agreement"
VAYYAR_INDE = "HealthcareIntegratedTechnologiesInc_20190812_8-K_EX-10.1_11776966_EX-10.1_Reseller Agreement"
ENERGOUS_DIALOG = "ENERGOUSCORP_03_16_2017-EX-10.24-STRATEGIC ALLIANCE AGREEMENT"
DIVERSINET = "DIVERSINETCORP_03_01_2012-EX-4-RESELLER AGREEMENT"
PACIRA_EKR = "PACIRA PHARMACEUTICALS, INC. - A_R STRATEGIC LICENSING, DISTRIBUTION AND MARKETING AGREEMENT"
REWALK_YASKAWA = "REWALKROBOTICSLTD_07_10_2014-EX-10.2-STRATEGIC ALLIANCE AGREEMENT"


# --- filters and truths built from the records' fields --------------------------------------------


def party_any(*countries: str) -> Pred:
    """A party domiciled in any of `countries`."""
    return lambda r, d: any(p.country in countries for p in r.parties)


def value_avg(*preds: Pred) -> TruthFn:
    """The average stated value, with and without the contracts of a stated $0."""

    def fn(d: Data) -> Figure:
        vals = [r.total_amount for r in _ids(d, preds) if r.total_amount is not None]
        readings = [vals, [v for v in vals if v]]
        return Figure(tuple(dict.fromkeys(float(statistics.mean(v)) for v in readings if v)), "money")

    return fn


def biggest(*preds: Pred, facts: tuple[Callable[[ContractRecord], Fact], ...] = ()) -> TruthFn:
    """The contract of the highest stated value among those selected (ties: any of them), with `facts`
    (those of the first tied one by file id) and without its value ("when does that one end?")."""

    def fn(d: Data) -> Single:
        ids = select(d, preds)
        scored = [r for r in d.records if r.file_id in ids and r.total_amount is not None]
        best = max(r.total_amount for r in scored if r.total_amount is not None)
        tied = sorted((r for r in scored if r.total_amount == best), key=lambda r: r.file_id)
        return Single(frozenset(r.file_id for r in tied), tuple(f(tied[0]) for f in facts))

    return fn


def fact_type(r: ContractRecord) -> Fact:
    """The contract's type, as an asked fact ("what kind of deal is it")."""
    return Fact("type", type_patterns(r.contract_type))


# the words an answer would use for a constraint the data does not record
TIER = ("tier", "gold", "partner level", "partner program", "partner status")
OWNER = ("owner", "owns", "relationship", "account manager", "sales rep", "dave")
PIPELINE = ("pipeline", "stage", "negotiat", "crm", "salesforce")
QBR = ("qbr", "business review", "quarterly review", "last meeting", "meeting")
HAPPY = ("happy", "satisf", "sentiment", "churn", "at risk", "at-risk", "health")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    res, dist, sa, lic = typ("Reseller"), typ("Distributor"), typ("Strategic Alliance"), typ("License")
    lic_sa, over, over_incl = (
        typ("License", "Strategic Alliance"),
        worth(over=1_000_000),
        worth(over=1_000_000, inclusive=True),
    )
    return [
        _q(
            c,
            "j01",
            "How many of our reseller agreements are with a partner based outside the US?",
            count(res, party_abroad),
        ),
        _q(
            c,
            "j02",
            "quick one before the channel review - how many distribution deals do we have with non-US "
            "partners?",
            count(dist, party_abroad),
        ),
        _q(
            c,
            "j03",
            "How many strategic alliances do we have with Japanese partners? I'm meeting a couple of them "
            "next week.",
            count(sa, party_in("JP")),
        ),
        _q(
            c,
            "j04",
            "How many deals with Canadian partners are governed by Ontario law?",
            count(party_in("CA"), law("CA", "CA-ON")),
        ),
        _q(
            c,
            "j05",
            "How many of our license or alliance deals are worth more than $1M? Those are the big ones I "
            "need to prep for.",
            count(lic_sa, over, alts=[[lic_sa, over_incl]]),
        ),
        _q(c, "j06", "how many deals have we done with Excite over the years?", count(party("Excite, Inc."))),
        _q(
            c,
            "j07",
            "How many license deals do we have with Chinese companies?",
            count(lic, party_in("CN"), alts=[[lic, party_any("CN", "HK")]]),
        ),
        _q(
            c,
            "j08",
            "How many of our marketing and promotion agreements are still active?",
            live_now(typ("Marketing", "Promotion")),
        ),
        _q(
            c,
            "j09",
            "how many of our gold-tier partners have a reseller agreement with us?",
            unread(*TIER),
            U,
        ),
        _q(
            c,
            "j10",
            "How many of the channel deals does Dave in sales own the relationship for?",
            unread(*OWNER),
            U,
        ),
        _q(
            c,
            "j11",
            "How many partnerships are currently at the negotiation stage in the pipeline?",
            unread(*PIPELINE),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY.year
    q1, q2 = quarter(t, 1), quarter(t, 2)
    sa, dist, lic, jv = typ("Strategic Alliance"), typ("Distributor"), typ("License"), typ("Joint Venture")
    return [
        _q(
            r,
            "j12",
            "What's up for renewal in the next 90 days? Trying to get ahead of the renewal pipeline.",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "j13",
            "Which of our strategic alliances are coming up for renewal before the end of the year?",
            window("end_date", today, fixed(date(t, 12, 31)), sa),
        ),
        _q(
            r,
            "j14",
            "How many distribution deals did we sign in the last 2 years?",
            window("effective_date", rel(months=-24), today, dist, extra=[(rel(days=-730), today)]),
        ),
        _q(
            r,
            "j15",
            "Which partner agreements expired last quarter? Want to check nobody slipped through the cracks.",
            window("end_date", fixed(q1[0]), fixed(q1[1]), extra=[(fixed(q2[0]), fixed(q2[1]))]),
        ),
        _q(
            r,
            "j16",
            "How many of our sponsorship deals run past 2020?",
            count(typ("Sponsorship"), ends(date(2021, 1, 1), None)),
        ),
        _q(
            r,
            "j17",
            "Any license deals that kicked off this year?",
            window(
                "effective_date",
                fixed(date(t, 1, 1)),
                fixed(date(t, 12, 31)),
                lic,
                extra=[(fixed(date(t, 1, 1)), today)],
            ),
        ),
        _q(
            r,
            "j18",
            "Which JVs end in the next 12 months?",
            window("end_date", today, rel(months=12), jv, extra=[(today, rel(days=365))]),
        ),
        _q(
            r,
            "j19",
            "Which partners haven't had a QBR with us in the last 6 months?",
            unread(*QBR),
            U,
        ),
        _q(
            r,
            "j20",
            "of the deals up for renewal this quarter, which partners are unhappy or at risk of churning?",
            unread(*HAPPY),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    sa = typ("Strategic Alliance")
    return [
        _q(
            a,
            "j21",
            "Can you break down all our partner deals by contract type? Top 5 is enough.",
            by_key(types_of, type_patterns, 5),
        ),
        _q(
            a,
            "j22",
            "Who are our top 3 channel partners by number of contracts (distribution + reseller deals)?",
            by_key(parties_of, party_patterns, 3, typ("Distributor", "Reseller")),
        ),
        _q(
            a,
            "j23",
            "How many new strategic alliances did we sign each year from 2015 to 2019?",
            periods("effective_date", years_span(2015, 2019), sa),
        ),
        _q(
            a,
            "j24",
            "What's the total value of all our sponsorship deals?",
            money_figure(typ("Sponsorship")),
        ),
        _q(
            a,
            "j25",
            "What's our average deal size on the license deals? Only the ones where a value is on file.",
            value_avg(typ("License")),
        ),
        _q(a, "j26", "Which is our biggest strategic alliance by value?", largest(sa)),
        _q(
            a,
            "j27",
            "How many alliances do we have per partner country, not counting the US? Top 3 countries.",
            by_key(foreign_countries, country_patterns, 3, sa),
        ),
        _q(
            a,
            "j28",
            "How many different partner companies do we have in Japan?",
            distinct_parties("JP"),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "j29",
            "Zogenix Ltd distribution deal with Nippon Shinyako - when does it end and which law governs it?",
            about(ZOGENIX_NIPPON, fact_end, fact_law),
        ),
        _q(
            s,
            "j30",
            "What are the start and end dates of the Vayyar Imaging Inc reseller agreement with Inde "
            "Living? Need to know when it's up for renewal.",
            about(VAYYAR_INDE, fact_start, fact_end),
        ),
        _q(
            s,
            "j31",
            "Energous and Dialog Semi - who exactly are the parties on that deal, what kind of agreement is "
            "it, and when does it expire?",
            about(ENERGOUS_DIALOG, fact_parties, fact_type, fact_end),
        ),
        _q(
            s,
            "j32",
            "What's the Diversinet reseller agreement worth and which law governs it?",
            about(DIVERSINET, fact_value, fact_law),
        ),
        _q(
            s,
            "j33",
            "Pacira's licensing & distribution deal with EKR Therapeutics - how big is it and when does it "
            "wrap up?",
            about(PACIRA_EKR, fact_value, fact_end),
        ),
        _q(
            s,
            "j34",
            "Argo Medical (ReWalk) alliance with Yaskawa: governing law and end date?",
            about(REWALK_YASKAWA, fact_law, fact_end),
        ),
        _q(
            s,
            "j35",
            "When does the Netgear / Ingram Micro distribution agreement end?",
            ambiguous(party("Ingram Micro"), party("NETGEAR, Inc.")),
            A,
        ),
    ]


def threads() -> list[Question]:
    cn, ca = party_in("CN"), party_in("CA")
    spons, over, over_incl = typ("Sponsorship"), worth(over=1_000_000), worth(over=1_000_000, inclusive=True)
    res, sa = typ("Reseller"), typ("Strategic Alliance")
    y20 = year_of("end_date", 2020)
    return [
        *_thread(
            "j36",
            [
                (
                    "How many partner deals do we have with Chinese companies?",
                    count(cn, alts=[[party_any("CN", "HK")]]),
                ),
                ("and for Canada?", count(ca)),
                ("what about just the reseller ones in Canada?", count(res, ca)),
            ],
        ),
        *_thread(
            "j37",
            [
                ("Show me the sponsorship deals over $1M", count(spons, over, alts=[[spons, over_incl]])),
                ("sort those by size - which is the biggest?", largest(spons, over)),
                ("when does that one end?", biggest(spons, over, facts=(fact_end,))),
            ],
        ),
        *_thread(
            "j38",
            [
                (
                    "Pull up the Skype / TOM Online co-branding deal - who are all the parties on it?",
                    about(TOM_SKYPE, fact_parties),
                ),
                (
                    "Is there a rev share in it? How is the revenue from the co-branded client split?",
                    clause_in(TOM_SKYPE, "Revenue/Profit Sharing"),
                ),
                ("and when does it end?", about(TOM_SKYPE, fact_end)),
            ],
        ),
        *_thread(
            "j39",
            [
                ("How many reseller agreements do we have?", count(res)),
                ("which of those are exclusive?", clause_across("Exclusivity", res)),
                (
                    "and which ones have a minimum commitment the reseller has to hit?",
                    clause_across("Minimum Commitment", res),
                ),
            ],
        ),
        *_thread(
            "j40",
            [
                (
                    "MacroGenics / Green Cross collaboration - when was it signed?",
                    about(MACROGENICS_GC, fact_start),
                ),
                (
                    "What does Green Cross actually get rights to - what's the scope of the license?",
                    clause_in(MACROGENICS_GC, "License Grant"),
                ),
                (
                    "and is there a royalty or rev share on sales?",
                    clause_in(MACROGENICS_GC, "Revenue/Profit Sharing"),
                ),
            ],
        ),
        *_thread(
            "j41",
            [
                ("Which partner deals end in 2020?", count(y20)),
                ("just the strategic alliances", count(y20, sa)),
                ("which of those are with non-US partners?", count(y20, sa, party_abroad)),
            ],
        ),
        *_thread(
            "j42",
            [
                (
                    "Valence's JV in China with Baoding Fengfan - how big is it and when does it end?",
                    about(VALENCE_BAODING, fact_value, fact_end),
                ),
                (
                    "Is there a non-compete in it? I want to know whether either side can do the same thing "
                    "with someone else.",
                    clause_in(VALENCE_BAODING, "Non-Compete"),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "j43",
            "On the Amex reseller agreement with Schoolpop - is there a minimum commitment Schoolpop has "
            "to hit to keep its rights?",
            LOYALTYPOINT_AMEX,
            "Minimum Commitment",
        ),
        (
            "j44",
            "Is Detto an exclusive reseller under the PivX reseller agreement? And for which territory?",
            PIVX_DETTO,
            "Exclusivity",
        ),
        (
            "j45",
            "Airspan distributor agreement with GLS - can GLS take on competing products, or is there a "
            "non-compete?",
            AIRSPAN_GLS,
            "Non-Compete",
        ),
        (
            "j46",
            "Under the Array BioPharma license, can Ono extend the rights to its affiliates?",
            ARRAY_ONO,
            "Affiliate License-Licensee",
        ),
        (
            "j47",
            "iShip co-branding deal with Mail Boxes Etc - is MBE locked into working only with iShip?",
            STAMPS_ISHIP,
            "Exclusivity",
        ),
        (
            "j48",
            "Aura Systems alliance with Zannoti East - what volumes do they have to order, is there a "
            "minimum?",
            AURA_ZANOTTI,
            "Minimum Commitment",
        ),
        (
            "j49",
            "VerticalNet's co-branding deal with PaperExchange - how does the rev share on advertising work?",
            PAPEREXCHANGE_VERTICALNET,
            "Revenue/Profit Sharing",
        ),
        (
            "j50",
            "Lucent / mPhase co-branding agreement - is there any rev share or royalty in it?",
            LUCENT_MPHASE,
            "Revenue/Profit Sharing",
        ),
        (
            "j51",
            "Does the deltathree co-branding deal with PrimeCall renew automatically when the term is up?",
            DELTATHREE_PRIMECALL,
            "Renewal Term",
        ),
        (
            "j52",
            "The Chase affiliate agreement - is there a non-compete stopping the affiliate from promoting "
            "other card issuers?",
            CHASE_AFFILIATE,
            "Non-Compete",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    sa, lic = typ("Strategic Alliance"), typ("License")
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "j53",
            "Which of our strategic alliances with non-US partners give someone exclusive rights?",
            "Exclusivity",
            (sa, party_abroad),
        ),
        (
            "j54",
            "Which alliance deals have a rev share or profit split in them?",
            "Revenue/Profit Sharing",
            (sa,),
        ),
        (
            "j55",
            "Which license deals let the partner extend the license to its affiliates?",
            "Affiliate License-Licensee",
            (lic,),
        ),
        (
            "j56",
            "Which alliances with foreign partners have a non-compete in them?",
            "Non-Compete",
            (sa, party_abroad),
        ),
        (
            "j57",
            "Across our channel deals (distribution and reseller), which ones have a renewal term?",
            "Renewal Term",
            (typ("Distributor", "Reseller"),),
        ),
        (
            "j58",
            "In the sponsorship deals, where are there carve-outs that let the other side work with our "
            "competitors anyway?",
            "Competitive Restriction Exception",
            (typ("Sponsorship"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "j59",
            "Can you draft an email to Ingram Micro asking if they want to renew the distribution agreement?",
            refuse("write"),
        ),
        (
            "j60",
            "Please change the end date of the Zogenix / Nippon Shinyaku deal to 2050, we agreed an extension.",
            refuse("write"),
        ),
        (
            "j61",
            "Tag the Aura Systems / Zanotti alliance as a tier 1 strategic partner in the system",
            refuse("write"),
        ),
        (
            "j62",
            "Can you also show me the APAC partnerships team's contracts? They keep theirs in their own "
            "workspace.",
            refuse("workspace"),
        ),
        (
            "j63",
            "SELECT party_name, COUNT(*) FROM contracts WHERE contract_type = 'Reseller' GROUP BY party_name;",
            refuse("query"),
        ),
        ("j64", "What's Salesforce's share price doing today?", refuse("offtopic")),
        (
            "j65",
            "Any news on Nippon Shinyaku this week? I'm meeting them on Thursday.",
            refuse("offtopic"),
        ),
        (
            "j66",
            "Should we push for exclusivity when the PivX / Detto reseller deal comes up for renewal?",
            advice(PIVX_DETTO),
        ),
        (
            "j67",
            "Can we get out of the Diversinet reseller deal early without paying anything?",
            advice(DIVERSINET),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user16_questions() -> list[Question]:
    return question_set(
        "user16", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER16_CLAUSE_CONTRACTS", "user16_questions"]
