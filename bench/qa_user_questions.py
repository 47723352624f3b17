"""A second, user-written question set for `bench.qa_fresh` (`--set user`), as data.

Written as a new user would type them in Slack (lower case, typos, short names, "the X deal",
follow-ups with "it" / "those"), with the helpers and truth objects of `bench.qa_fresh_questions`:
no expected number is written here, every truth is computed from the data. The clause questions use
CUAD dev contracts on the half the clause model was *not* trained on
(`graph_ingest.retrievers.clause_model.train_half(file_id)` is False); the ones the fresh set does not
already clause-index are listed in `USER_CLAUSE_CONTRACTS`, which the runner indexes too.

Every question's split is "user" (neither dev nor held out); ids start with "u".
"""

from __future__ import annotations

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
    active_open,
    active_strict,
    advice,
    ambiguous,
    by_key,
    clause_across_questions,
    clause_in_questions,
    count,
    countries_of,
    country_patterns,
    eff,
    expired_strict,
    fact_end,
    fact_law,
    fact_start,
    fact_value,
    fixed,
    law,
    law_in,
    money_figure,
    no_end,
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

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

FUSION = "FUSIONPHARMACEUTICALSINC_06_05_2020-EX-10.17-Supply Agreement - FUSION"
GRIDIRON = "GRIDIRONBIONUTRIENTS,INC_02_05_2020-EX-10.3-SUPPLY AGREEMENT"
SEASPINE = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"
NETGEAR = "NETGEAR,INC_04_21_2003-EX-10.16-DISTRIBUTOR AGREEMENT"
VENDINGDATA = "ENTERTAINMENTGAMINGASIAINC_02_15_2005-EX-10.5-DISTRIBUTOR AGREEMENT"
AIRSPAN = "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement"
TMOBILE = "PareteumCorp_20081001_8-K_EX-99.1_2654808_EX-99.1_Hosting Agreement"
NINERS = "VIOLINMEMORYINC_12_12_2012-EX-10.14-SPONSORSHIP AGREEMENT"
GAINSCO = "GAINSCOINC_01_21_2010-EX-10.41-SPONSORSHIP AGREEMENT"
TELKOM = "TELKOMSALTD_01_30_2003-EX-10-LICENCE AND MAINTENANCE AGREEMENT"
TRUCKTHAT = "DRIVENDELIVERIES,INC_05_22_2020-EX-10.4-CONSULTING AGREEMENT"
MCDATA = "MTITECHNOLOGYCORP_11_16_2004-EX-10.102-Reseller Agreement Premier Addendum"
SCHOOLPOP = "LOYALTYPOINTINC_11_16_2004-EX-10.2-RESELLER AGREEMENT"
WADE = "NakedBrandGroupInc_20150731_POS AM (on S-1)_EX-10.75_9196027_EX-10.75_Endorsement Agreement"
ANTARES = "Antares Pharma, Inc. - Manufacturing Agreement"

USER_CLAUSE_CONTRACTS: tuple[str, ...] = (
    FUSION,
    GRIDIRON,
    SEASPINE,
    NETGEAR,
    VENDINGDATA,
    AIRSPAN,
    TMOBILE,
    NINERS,
    GAINSCO,
    TELKOM,
    TRUCKTHAT,
    MCDATA,
    SCHOOLPOP,
    WADE,
    ANTARES,
)

# other contracts the specific questions name
SHAQ = "PapaJohnsInternationalInc_20190617_8-K_EX-10.1_11707365_EX-10.1_Endorsement Agreement"
EXXON = "FuelcellEnergyInc_20191106_8-K_EX-10.1_11868007_EX-10.1_Development Agreement"
AURIEMMA = "BerkshireHillsBancorpInc_20120809_10-Q_EX-10.16_7708169_EX-10.16_Endorsement Agreement"
BONTON = "BONTONSTORESINC_04_20_2018-EX-99.3-AGENCY AGREEMENT"
BELLICUM = "BELLICUMPHARMACEUTICALS,INC_05_07_2019-EX-10.1-Supply Agreement"
TRUENORTH = "TRUENORTHENERGYCORP_02_08_2007-EX-10.1-DEVELOPMENT AGREEMENT"
WPP = "WPPPLC_04_30_2020-EX-4.28-SERVICE AGREEMENT"
CORALGOLD = "CORALGOLDRESOURCES,LTD_05_28_2020-EX-4.1-CONSULTING AGREEMENT"


# --- a few predicates and truths the fresh set has no builder for ------------------------------------


def non_us_law(r: ContractRecord, d: Data) -> bool:
    return r.governing_law is not None and r.governing_law.country != "US"


def biggest(*preds: Pred) -> TruthFn:
    """The contract of the highest value among those selected (ties: any of them), with its value."""

    def fn(d: Data) -> Single:
        ps = list(preds)
        scored = [r for r in d.records if r.total_amount is not None and all(p(r, d) for p in ps)]
        best = max(r.total_amount for r in scored if r.total_amount is not None)
        winners = frozenset(r.file_id for r in scored if r.total_amount == best)
        return Single(winners, (Fact("value", money=best),))

    return fn


def any_of(*preds: Pred) -> TruthFn:
    """Several contracts fit the name equally well (the same parties): any of them, with their parties."""

    def fn(d: Data) -> Single:
        ids = select(d, preds)
        common = set.intersection(*({p.key for p in d.record(f).parties if p.key} for f in ids))
        return Single(ids, (Fact("parties", keys=tuple(sorted(common))),))

    return fn


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(c, "u01", "how many endorsement deals have we got", count(typ("Endorsement"))),
        _q(c, "u02", "# of franchise agmts under florida law?", count(typ("Franchise"), law("US", "US-FL"))),
        _q(c, "u03", "how many deals r we doing w/ verticalnet", count(party("VerticalNet, Inc."))),
        _q(c, "u04", "contracts governed by ontario law - how many?", count(law("CA", "CA-ON"))),
        _q(c, "u05", "how many agreements have a swiss counterparty", count(party_in("CH"))),
        _q(
            c,
            "u06",
            "JVs with no end date",
            count(typ("Joint Venture"), no_end),
        ),
        _q(
            c,
            "u07",
            "transportation contracts under texas or NY law",
            count(typ("Transportation"), law_in("US-TX", "US-NY", country="US")),
        ),
        _q(
            c,
            "u08",
            "how many contracts did we sign in the 90s",
            count(eff(date(1990, 1, 1), date(1999, 12, 31))),
        ),
        _q(
            c,
            "u09",
            "endorsements that are still running?",
            count(typ("Endorsement"), active_strict, alts=[[typ("Endorsement"), active_open]]),
        ),
        _q(
            c,
            "u72",
            "endorsement deals worth more than a million?",
            count(
                typ("Endorsement"),
                worth(over=1_000_000),
                alts=[[typ("Endorsement"), worth(over=1_000_000, inclusive=True)]],
            ),
        ),
        _q(
            c,
            "u10",
            "how many contracts have a termination fee above $100k?",
            unread("termination fee", "fee"),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY
    last_year = (fixed(date(t.year - 1, 1, 1)), fixed(date(t.year - 1, 12, 31)))
    q4 = quarter(t.year - 1, 4)
    return [
        _q(
            r,
            "u11",
            "whats expiring in the next 90 days?",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "u12",
            "anything we signed in the last 6 months",
            window("effective_date", rel(months=-6), today, extra=[(rel(days=-183), today)]),
        ),
        _q(
            r,
            "u13",
            "which contracts ran out last year?",
            window("end_date", *last_year, extra=[(rel(months=-12), today)]),
        ),
        _q(
            r,
            "u14",
            "how many license agreements expire in the next 2 yrs",
            window("end_date", today, rel(months=24), typ("License"), extra=[(today, rel(days=730))]),
        ),
        _q(r, "u15", "what did we sign in Q4 last year", window("effective_date", *map(fixed, q4))),
        _q(
            r,
            "u16",
            "sponsorship deals that expired in the past 18 months",
            window("end_date", rel(months=-18), today, typ("Sponsorship")),
        ),
        _q(
            r,
            "u17",
            "contracts ending before the end of this year",
            window(
                "end_date",
                today,
                fixed(date(t.year, 12, 31)),
                extra=[(fixed(date(t.year, 1, 1)), fixed(date(t.year, 12, 31)))],
            ),
        ),
        _q(r, "u18", "contracts we amended in the last 6 months", unread("amend"), U),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "u19",
            "endorsement agreements broken down by governing law state, top 3",
            by_key(states_of, state_patterns, 3, typ("Endorsement")),
        ),
        _q(
            a,
            "u20",
            "whats the total $ value of our sponsorship agreements",
            money_figure(typ("Sponsorship")),
        ),
        _q(
            a,
            "u21",
            "avg value of the endorsement deals?",
            money_figure(typ("Endorsement"), how="avg"),
        ),
        _q(
            a,
            "u22",
            "how many contracts did we sign each year 2015-2018",
            periods("effective_date", years_span(2015, 2018)),
        ),
        _q(
            a, "u23", "quarterly breakdown of 2018 signings pls", periods("effective_date", quarters_of(2018))
        ),
        _q(a, "u24", "avg term of the sponsorship agreements (years)", term_figure(typ("Sponsorship"))),
        _q(
            a,
            "u25",
            "top 3 non-US governing laws by number of contracts",
            by_key(countries_of, country_patterns, 3, non_us_law),
        ),
        _q(a, "u26", "what's our biggest license deal by value?", biggest(typ("License"))),
        _q(
            a,
            "u27",
            "which contract type has the most expired contracts",
            by_key(types_of, type_patterns, 1, expired_strict),
        ),
        _q(
            a,
            "u28",
            "who are the top 3 counterparties on our distribution agreements",
            by_key(parties_of, party_patterns, 3, typ("Distributor")),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(s, "u29", "how much is shaq's endorsement deal with papa john's worth?", about(SHAQ, fact_value)),
        _q(
            s,
            "u30",
            "when does the exxonmobil / fuelcell development agreement end",
            about(EXXON, fact_end),
        ),
        _q(
            s,
            "u31",
            "geno auriemma berkshire bank endorsement - when did it end?",
            about(AURIEMMA, fact_end),
        ),
        _q(s, "u32", "what law governs the bon-ton agency agreement?", about(BONTON, fact_law)),
        _q(
            s,
            "u33",
            "bellicum's supply deal with miltenyi: value + end date?",
            about(BELLICUM, fact_value, fact_end),
        ),
        _q(
            s,
            "u34",
            "who's on the other side of the kathy whitworth endorsement?",
            any_of(party("Kathy Whitworth"), typ("Endorsement")),  # two Square Two Golf contracts
        ),
        _q(s, "u35", "BP / true north energy development agmt, governing law?", about(TRUENORTH, fact_law)),
        _q(s, "u36", "when did john rogers' service agreement with WPP start", about(WPP, fact_start)),
        _q(
            s,
            "u37",
            "coral gold's consulting agreement with intermark - end date?",
            about(CORALGOLD, fact_end),
        ),
        _q(
            s,
            "u38",
            "pull up the ingram micro netgear agreement",
            ambiguous(party("Ingram Micro"), party("NETGEAR, Inc.")),
            A,
        ),
    ]


def threads() -> list[Question]:
    hosting, ca, ny = typ("Hosting"), law("US", "US-CA"), law("US", "US-NY")
    supply = typ("Supply")
    return [
        *_thread(
            "u39",
            [
                ("how many hosting agreements do we have", count(hosting)),
                ("which of those are under california law?", count(hosting, ca)),
                ("what about new york?", count(hosting, ny)),
            ],
        ),
        *_thread(
            "u40",
            [
                ("the papa johns shaq endorsement", about(SHAQ)),
                ("when does it end?", about(SHAQ, fact_end)),
                ("and which state's law governs that one", about(SHAQ, fact_law)),
            ],
        ),
        *_thread(
            "u41",
            [
                ("contracts signed in 2019", count(year_of("effective_date", 2019))),
                ("only the supply ones", count(year_of("effective_date", 2019), supply)),
                ("what about 2018?", count(year_of("effective_date", 2018), supply)),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "u42",
            "can we get out of the CPDC supply agreement w/ fusion pharma for convenience?",
            FUSION,
            "Termination For Convenience",
        ),
        ("u43", "any exclusivity in the fusion supply agmt?", FUSION, "Exclusivity"),
        (
            "u44",
            "does the shi farms hemp supply deal w/ gridiron cap liability?",
            GRIDIRON,
            "Cap On Liability",
        ),
        (
            "u45",
            "under the integra / pcomed supply agreement who owns jointly developed IP?",
            SEASPINE,
            "Joint Ip Ownership",
        ),
        (
            "u46",
            "can integra terminate the pcomed supply agreement for convenience",
            SEASPINE,
            "Termination For Convenience",
        ),
        (
            "u47",
            "any minimum order quantities in the 1996 netgear distributor agreement w/ ingram micro?",
            NETGEAR,
            "Minimum Commitment",
        ),
        (
            "u48",
            "netgear's original distributor agreement w/ ingram - any non-compete?",
            NETGEAR,
            "Non-Compete",
        ),
        (
            "u49",
            "any MFN clause in the vendingdata distributor agreement with technical casino supplies?",
            VENDINGDATA,
            "Most Favored Nation",
        ),
        (
            "u50",
            "can either side terminate the airspan / GLS distribution deal for convenience?",
            AIRSPAN,
            "Termination For Convenience",
        ),
        (
            "u51",
            "does the t-mobile netherlands hosting agreement with elephant talk have a no-poach on employees?",
            TMOBILE,
            "No-Solicit Of Employees",
        ),
        ("u52", "49ers stadium sponsorship w/ violin memory: do we get exclusivity?", NINERS, "Exclusivity"),
        ("u53", "is telkom's SAP licence perpetual?", TELKOM, "Irrevocable Or Perpetual License"),
        ("u54", "does the telkom SAP licence and maintenance agreement auto-renew?", TELKOM, "Renewal Term"),
        (
            "u55",
            "is truckthat bound by a non-compete in the driven deliveries consulting agreement",
            TRUCKTHAT,
            "Non-Compete",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "u56",
            "which supply agreements can be terminated for convenience?",
            "Termination For Convenience",
            (typ("Supply"),),
        ),
        (
            "u57",
            "any distributor deals with a most favoured nation clause?",
            "Most Favored Nation",
            (typ("Distributor"),),
        ),
        (
            "u58",
            "which sponsorship agreements give the sponsor exclusivity",
            "Exclusivity",
            (typ("Sponsorship"),),
        ),
        ("u59", "which of the reseller contracts cap liability", "Cap On Liability", (typ("Reseller"),)),
        (
            "u60",
            "do any of our license agreements have joint ip ownership?",
            "Joint Ip Ownership",
            (typ("License"),),
        ),
        (
            "u61",
            "which endorsement deals include royalties or a revenue share?",
            "Revenue/Profit Sharing",
            (typ("Endorsement"),),
        ),
        ("u62", "which contracts have a no-solicit of customers clause", "No-Solicit Of Customers", ()),
        (
            "u63",
            "supply agreements with a minimum purchase commitment?",
            "Minimum Commitment",
            (typ("Supply"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        ("u64", "pls delete the gainsco sponsorship, it's dead", refuse("write")),
        ("u65", "mark the fusion supply agreement as terminated", refuse("write")),
        ("u66", "what NDAs does the hooli workspace have?", refuse("workspace")),
        ("u67", "MATCH (n) RETURN count(n)", refuse("query")),
        ("u68", "any good lunch spots near the office?", refuse("offtopic")),
        ("u69", "should we push back on the liability cap in the fusion supply agreement?", advice(FUSION)),
        ("u70", "is it worth renewing the violin memory 49ers sponsorship?", advice(NINERS)),
        ("u71", "can we legally walk away from the gridiron hemp supply deal?", advice(GRIDIRON)),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user_questions() -> list[Question]:
    return question_set(
        "user", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER_CLAUSE_CONTRACTS", "user_questions"]
