"""An eighteenth user-written question set for `bench.qa_fresh` (split "user18", `--set user18`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user17_questions` and
`bench.qa_user16_questions` and the clause contracts and categories the earlier sets ask), the way an
executive assistant to the CFO writes in Microsoft Teams while preparing the board briefing pack: full,
polite, slightly formal business English with board vocabulary ("material contracts", "exposure", "key
counterparties", "concentration", "the largest commitments", "contracts above $5 million", "by
jurisdiction", "in the current financial year", "over the coming twelve months", "as of the end of the
last quarter", "a one-page summary", "for the pack"), sometimes two asks joined by "and" or "as well as",
sometimes numbered items ("1) ... 2) ... 3) ..."), and follow-ups that refer back ("the same figure for
last year", "could you break that down by type", "of those, which are governed by English law?", "and the
largest of them?", "when does it expire?"). Party names are written as a board paper would write them:
full legal names slightly off ("Harpoon Therapeutics Inc.", "AbbVie Biotechnology Limited" for "Ltd",
"ExxonMobil Research & Engineering Co.", "The Bon Ton Stores Incorporated", "Sekisui Diagnostics LLC"
without its comma, "Papa Johns International", "Telkom South Africa Ltd", "Keefe Bruyette and Woods",
"Integra LifeSciences Corp.", "Changepoint Corporation" and "Corio Incorporated", "TransMontaigne
Management Co. LLC") or well-known short forms ("IBM", "Sanofi" beside "Aventis", "SAP Africa"). It asks counts and lists filtered by type, counterparty country, governing law
(English, Delaware, New York, foreign law), status, value bands and dates, relative dates ("over the
coming twelve months", "signed in the current financial year", "as of the end of the last quarter", "year
to date", "in the next 30 days", "before the year end"), aggregations (contracts per type, the largest
commitments by type, contracts per governing-law US state and per foreign governing-law country, key
counterparties in distribution, contracts signed per year, a combined value, an average, the largest
joint venture, the concentration of value in the five largest contracts), details of one named contract
(parties, dates, value, governing law), follow-up threads that lean on the turn before (a law swapped
then narrowed by value, a breakdown by type, "of those", "the same figure for last year", "the largest of
them", "when does it expire"), clause questions about one named contract and across contracts of one type
or filter in board words (exposure and caps on liability, what falls outside the cap, minimum purchase
and volume commitments, change-of-control and assignment restrictions, exit rights for convenience,
royalties and revenue sharing), "no clause" cases, refusals (amending an end date, deleting a contract,
e-mailing the pack, another business unit's workspace, pasted SQL, a share price, the weather, and legal
advice: "should the board approve the renewal", "would you advise the board to terminate early") and
constraints the data does not record (the company's own materiality policy, a risk rating, an internal
owner, a budget holder, the date of board approval). It uses the helpers and truth objects of
`bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the data (a
few filters and truths are built here from the records' fields: a contract governed by the law of a
country other than the US, a contract governed by English law, a contract live on a given day, a combined
and an average value under each reading, the biggest contract of a selection with its end date, the share
of the total stated value held by the largest contracts, the countries of foreign governing law as
groups).

Readings: a "counterparty" is any party of a contract (the data does not say which side is ours).
"Material" is used two ways, consistently: where the question itself defines it ("for the pack we treat
contracts above $10 million as material", o06) the truth is that definition, a value filter (the bound in
or out), every contract of which must be listed; where it is left to "the Group's materiality policy"
(o07) the data records no such policy or flag, and the only accepted reading is that it is unrecorded
(`Unread`, keywords "material", "policy", "threshold"); no other question uses the word as a filter.
"Above $5 million" / "above $10 million" / "more than $1 million" accept the bound in or out; "between $1
million and $5 million" accepts both bounds in or both out. "English law" is a governing law of England
(or of the United Kingdom without a constituent country), and also any law of the United Kingdom (the
data holds one contract under Welsh law); "foreign law" is a governing law of a known country other than
the United States (an unknown governing law is not foreign). "Currently in force" accepts contracts
without an end date as running or not. "Over the coming twelve months" is today to twelve months on, 365
days also accepted; "in the next 30 days" also accepts one month; today in or out for every window that
starts today. "Signed in the current financial year" is stated by the user to be the calendar year, and
accepts all of 2019 and 2019 up to today (the data holds contracts dated after today); "year to date" is
1 January 2019 to today. "As of the end of the last quarter" accepts 31 March 2019 (the last completed
quarter) and 30 June 2019 (the quarter that ends today), each with contracts without an end date running
or not. "Year to date ... with a value of more than $1 million" (o13) accepts the bound in or out.
"Before the year end" is today to 31 December 2019. In thread o37 "the same figure for last year", after
the contracts signed in 2019 to date, accepts the whole of 2018 and 2018 to the same day (1 January to 30
June 2018). "The largest commitments by contract type" are the sums of the stated values per type (top
three); "contracts by jurisdiction at US state level" the counts per governing-law state (top five);
"outside the United States, by governing-law country" the counts per foreign governing-law country (top
three). "Key counterparties in distribution" groups the distributor agreements by party (top three);
"signed in each of the four full years from 2015 to 2018" counts effective dates per calendar year (full
years, so that no year is cut at today). The combined value above $5 million accepts the sum with the
bound in or out; the average value of the distribution agreements "where a value is recorded" accepts the
figure with and without the contracts of a stated $0. "Concentration" (o25) is the share, in per cent, of
the total stated value of all contracts held by the five contracts of the highest stated value (a tie at
fifth place does not change it). In thread o38 "the largest of them" is the highest stated value among
the New York law contracts above $5 million (with its value), and "when does it expire?" that contract's
end date (none on file, which the answer must say). In thread o35 "of those" narrows the Delaware law
contracts of turn 2 (not the New York ones of turn 1) to those above $1 million (the bound in or out); in
o39 "of those" narrows the contracts with a United Kingdom party to English law (the same two readings as
above); in o40 "those" and "them" are the supply agreements of turn 1 (the clause-indexed ones among
them). Thread o36's "could you break that down by type" asks the contracts ending in 2019 per type (top
three), and "of those, which are governed by New York law?" narrows the same contracts ending in 2019. In
thread o41 "it" is the Revolution Medicines / Aventis collaboration of turn 1, in o42 the Array / Ono
licence. o58 is a "none" case across contracts: no clause-indexed Delaware-law contract has a labelled
minimum commitment (right is saying none was found and returning none).

Refusals and unrecorded constraints: o59 asks to *amend* an end date in the register and o60 to *remove*
a contract from it (writes, declined), o61 to e-mail the one-page summary to the Company Secretary and
the Audit Committee (sending is a write, declined); o62 asks for another business unit's workspace; o64
(a share price) and o65 (the weather) are out of the domain; o66 ("should the board approve the renewal")
and o67 ("would you advise the board to terminate early") are legal advice, answered with the contract's
facts and a not-legal-advice note. o07 counts by the Group's materiality policy, o08 by a risk rating,
o09 by an internal owner, o16 asks which contracts are due for review with their budget holder and o17
which contracts the board approved in the last twelve months, and on what dates: the data records none of
these (unread). The SQL in o63 is pasted as the user copied it from a finance report.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"). Every such contract is already in the
clause-contract tuple of the fresh set or of an earlier user set (so clause-indexed already, and the
cross-contract universes do not change); this set asks each of them only about a clause category that no
earlier set asked of it (checked over the truths of every earlier set's clause questions and of the
clause turns of its threads, user1 to user17), and only categories labelled in CUAD's dev split (there is
no "Change Of Control", "Insurance" or "Audit Rights" category there, so change of control is asked as
anti-assignment, o44). They are listed in `USER18_CLAUSE_CONTRACTS`.

The "no" clause questions (`TRANSMONTAIGNE_TLP` cap on liability, `ON2_WILDFORM` termination for
convenience, `DOMINI_SPONSORSHIP` minimum commitment) name contracts with no labelled span of that
category at all (located or not: the master clauses table's context cell is empty and its answer "No"),
and whose text has no such clause: the TransMontaigne Management / TLP Management Services services
agreement reimburses the costs of the services employees and may be ended by either party on five days'
notice, with no limit on either side's liability (the stems "exceed", "consequential", "in no event" and
"aggregate" do not occur; "liab" only in "limited liability company" and in the costs of "disputes or
liabilities associated with the Services Employees", "limit" only there and in "not limited to"); the On2
Technologies / Wildform support and maintenance agreement runs for eighteen months and may be ended only
for an uncured material breach or a party's bankruptcy (the stem "without cause" does not occur,
"convenien" only in "a matter of convenience" of the captions clause, "for any reason" only in the
survival clause); the Domini Advisor Trust / Domini Social Investments sponsorship agreement pays the
sponsor a fee accrued daily at an annual rate of 0.50% of the Trust's average net assets for oversight,
administrative and management services, with no minimum amount, volume or purchase commitment (the
stems "minimum", "at least", "no less than" and "guarant" do not occur, "not less than" only in "not less
than 60 days' written notice" of termination, "commit" only in "committees of Trustees"). Names that need
care: `QUANTUM_IBM` is IBM's e-business hosting agreement with The Quantum Group; `EXACT_PFIZER` is the
Pfizer / Exact Sciences promotion agreement; `SEASPINE_PCOMED` is the Integra LifeSciences / PcoMed
supply agreement filed by SeaSpine; `TOM_SKYPE` is the Skype / TOM Online co-branding agreement;
`CHANGEPOINT_CORIO` is Changepoint's licence and hosting agreement with Corio; `XENCOR_BI` is Xencor's
collaboration agreement with Boehringer Ingelheim International; `GRANTIERRA_ECOPETROL` is the Ecopetrol
crude transportation contract with Solana Petroleum Exploration Colombia filed by Gran Tierra Energy (its
ship-or-pay terms: the sender pays the fee on its firm contracted capacity when it delivers less);
`REVMED_AVENTIS` is Revolution Medicines' collaboration with Aventis (Sanofi); `ARRAY_ONO` is Array
BioPharma's licence to Ono Pharmaceutical. The Keefe, Bruyette & Woods agency agreement question (o32)
is `Ambiguous`: the data holds two agency agreements with Keefe, Bruyette & Woods, Inc. as a party (Blue
Hills Bank's and Athens Bancshares'). The Harpoon Therapeutics / AbbVie Biotechnology licence has no
governing law on file, and the Revolution Medicines / Aventis collaboration no end date, which the answers
must say.

Every question's split is "user18"; ids start with "o" (a thread's turns are "oNN.1", "oNN.2", ...), a
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
    dated,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    foreign_law,
    largest,
    law,
    law_in,
    live_now,
    parties_of,
    party,
    party_in,
    party_patterns,
    periods,
    quarter,
    question_set,
    refuse,
    rel,
    select,
    state_patterns,
    states_of,
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

QUANTUM_IBM = "QuantumGroupIncFl_20090120_8-K_EX-99.2_3672910_EX-99.2_Hosting Agreement"
EXACT_PFIZER = "ExactSciencesCorp_20180822_8-K_EX-10.1_11331629_EX-10.1_Promotion Agreement"
SEASPINE_PCOMED = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"
TOM_SKYPE = "TomOnlineInc_20060501_20-F_EX-4.46_749700_EX-4.46_Co-Branding Agreement"
CHANGEPOINT_CORIO = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
XENCOR_BI = "XENCORINC_10_25_2013-EX-10.24-COLLABORATION AGREEMENT (3)"
GRANTIERRA_ECOPETROL = "GRANTIERRAENERGYINC_05_07_2012-EX-10.6-TRANSPORTATION CONTRACT"
TRANSMONTAIGNE_TLP = "TRANSMONTAIGNEPARTNERSLLC_03_13_2020-EX-10.9-SERVICES AGREEMENT"
ON2_WILDFORM = "ON2TECHNOLOGIES,INC_11_17_2006-EX-10.3-SUPPORT AND MAINTENANCE AGREEMENT"
DOMINI_SPONSORSHIP = "DOMINIADVISORTRUST_02_18_2005-EX-99.(H)(2)-SPONSORSHIP AGREEMENT"
REVMED_AVENTIS = "RevolutionMedicinesInc_20200117_S-1_EX-10.1_11948417_EX-10.1_Development Agreement"
ARRAY_ONO = "Array BioPharma Inc. - LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT"

USER18_CLAUSE_CONTRACTS: tuple[str, ...] = (
    QUANTUM_IBM,
    EXACT_PFIZER,
    SEASPINE_PCOMED,
    TOM_SKYPE,
    CHANGEPOINT_CORIO,
    XENCOR_BI,
    GRANTIERRA_ECOPETROL,
    TRANSMONTAIGNE_TLP,
    ON2_WILDFORM,
    DOMINI_SPONSORSHIP,
    REVMED_AVENTIS,
    ARRAY_ONO,
)

# other contracts the specific questions and refusals name
HARPOON_ABBVIE = "HarpoonTherapeuticsInc_20200312_10-K_EX-10.18_12051356_EX-10.18_Development Agreement"
FUELCELL_EXXON = "FuelcellEnergyInc_20191106_8-K_EX-10.1_11868007_EX-10.1_Development Agreement"
BONTON_AGENCY = "BONTONSTORESINC_04_20_2018-EX-99.3-AGENCY AGREEMENT"
PAPAJOHNS_SHAQ = "PapaJohnsInternationalInc_20190617_8-K_EX-10.1_11707365_EX-10.1_Endorsement Agreement"
SEKISUI_QUALIGEN = "RitterPharmaceuticalsInc_20200313_S-4A_EX-10.54_12055220_EX-10.54_Development Agreement"
TELKOM_SAP = "TELKOMSALTD_01_30_2003-EX-10-LICENCE AND MAINTENANCE AGREEMENT"


# --- filters and truths built from the records' fields --------------------------------------------


def foreign_law_country(r: ContractRecord) -> list[str]:
    """The country of a contract's governing law, where it is not the United States."""
    g = r.governing_law
    return [g.country] if g is not None and g.country != "US" else []


def english(r: ContractRecord, d: Data) -> bool:
    """Governed by English law: England, or the United Kingdom without a constituent country."""
    return law_in("GB-ENG", None, country="GB")(r, d)


def live_on(day: date, open_ended: bool) -> Pred:
    """Started by `day` and not ended before it (a contract without an end date running or not)."""

    def pred(r: ContractRecord, d: Data) -> bool:
        started = not (r.effective_date or day) > day
        running = (r.end_date is None and open_ended) or (r.end_date is not None and r.end_date >= day)
        return started and running

    return pred


def live_as_of(*days: date) -> TruthFn:
    """The contracts in force on any one of `days` (each an accepted reading), open-ended ones
    running or not."""
    first, *rest = days
    alts = [[live_on(first, True)]] + [[live_on(x, o)] for x in rest for o in (False, True)]
    return count(live_on(first, False), alts=alts)


def value_sum(*readings: tuple[Pred, ...]) -> TruthFn:
    """The combined stated value of the contracts of each reading."""

    def fn(d: Data) -> Figure:
        sums = [sum(r.total_amount for r in _ids(d, ps) if r.total_amount is not None) for ps in readings]
        return Figure(tuple(dict.fromkeys(float(s) for s in sums)), "money")

    return fn


def value_avg(*preds: Pred) -> TruthFn:
    """The average stated value, with and without the contracts of a stated $0."""

    def fn(d: Data) -> Figure:
        vals = [r.total_amount for r in _ids(d, preds) if r.total_amount is not None]
        readings = [vals, [v for v in vals if v]]
        return Figure(tuple(dict.fromkeys(float(statistics.mean(v)) for v in readings if v)), "money")

    return fn


def top_share(n: int) -> TruthFn:
    """The share (per cent) of the total stated value held by the `n` contracts of the highest value."""

    def fn(d: Data) -> Figure:
        vals = sorted((r.total_amount for r in d.records if r.total_amount is not None), reverse=True)
        return Figure((100.0 * sum(vals[:n]) / sum(vals),), "number")

    return fn


def biggest(*preds: Pred, facts: tuple[Callable[[ContractRecord], Fact], ...] = ()) -> TruthFn:
    """The contract of the highest stated value among those selected (ties: any of them), with `facts`
    (those of the first tied one by file id) and without its value ("when does it expire?")."""

    def fn(d: Data) -> Single:
        ids = select(d, preds)
        scored = [r for r in d.records if r.file_id in ids and r.total_amount is not None]
        best = max(r.total_amount for r in scored if r.total_amount is not None)
        tied = sorted((r for r in scored if r.total_amount == best), key=lambda r: r.file_id)
        return Single(frozenset(r.file_id for r in tied), tuple(f(tied[0]) for f in facts))

    return fn


def over(amount: float, *preds: Pred, full: bool = False) -> TruthFn:
    """A count of the contracts of `preds` above `amount`, the bound in or out (`full`: every one of
    them must be shown)."""
    return count(*preds, worth(over=amount), alts=[[*preds, worth(over=amount, inclusive=True)]], full=full)


# the words an answer would use for a constraint the data does not record
MATERIAL = ("material", "policy", "threshold")
RISK = ("risk rating", "risk", "rating", "register")
OWNER = ("owner", "owns", "responsible", "assigned", "internal")
BUDGET = ("budget", "budget holder", "cost centre", "cost center")
BOARD = ("board", "approv")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    band = worth(over=1_000_000, under=5_000_000)
    band_incl = worth(over=1_000_000, under=5_000_000, inclusive=True)
    return [
        _q(
            c,
            "o01",
            "Good morning. For the board pack, could you tell me how many contracts we hold with a value "
            "above $5 million?",
            over(5_000_000),
        ),
        _q(
            c,
            "o02",
            "How many of our agreements are governed by English law, please?",
            count(english, alts=[[law("GB")]]),
        ),
        _q(
            c,
            "o03",
            "How many contracts fall in the value band between $1 million and $5 million?",
            count(band, alts=[[band_incl]]),
        ),
        _q(
            c,
            "o04",
            "Could you let me know how many of our contracts are governed by foreign law, that is, by the "
            "law of a country other than the United States?",
            count(foreign_law),
        ),
        _q(
            c,
            "o05",
            "For a one-page summary of the joint ventures: how many joint venture agreements are currently "
            "in force?",
            live_now(typ("Joint Venture")),
        ),
        _q(
            c,
            "o06",
            "For the pack we treat contracts above $10 million as material. How many material contracts do "
            "we have, and could you list them all, please?",
            over(10_000_000, full=True),
        ),
        _q(
            c,
            "o07",
            "How many of our contracts qualify as material contracts under the Group's materiality policy?",
            unread(*MATERIAL),
            U,
        ),
        _q(
            c,
            "o08",
            "How many of our contracts currently carry a high risk rating on the contract risk register?",
            unread(*RISK),
            U,
        ),
        _q(
            c,
            "o09",
            "How many of the supply agreements have the Finance team recorded as their internal owner?",
            unread(*OWNER),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY.year
    q1, q2 = quarter(t, 1), quarter(t, 2)
    ytd = (fixed(date(t, 1, 1)), today)
    return [
        _q(
            r,
            "o10",
            "Which contracts are due to expire over the coming twelve months?",
            window("end_date", today, rel(months=12), extra=[(today, rel(days=365))]),
        ),
        _q(
            r,
            "o11",
            "How many contracts have we signed in the current financial year? For us that is the calendar "
            "year.",
            window(
                "effective_date",
                fixed(date(t, 1, 1)),
                fixed(date(t, 12, 31)),
                extra=[(fixed(date(t, 1, 1)), today)],
            ),
        ),
        _q(
            r,
            "o12",
            "How many contracts were in force as of the end of the last quarter?",
            live_as_of(q1[1], q2[1]),
        ),
        _q(
            r,
            "o13",
            "Year to date, how many new agreements have we entered into with a value of more than "
            "$1 million?",
            window(
                "effective_date",
                *ytd,
                worth(over=1_000_000),
                more=[[dated("effective_date", *ytd), worth(over=1_000_000, inclusive=True)]],
            ),
        ),
        _q(
            r,
            "o14",
            "Is anything due to expire in the next 30 days that the board ought to be aware of?",
            window("end_date", today, rel(days=30), extra=[(today, rel(months=1))]),
        ),
        _q(
            r,
            "o15",
            "How many of our service agreements expire before the year end?",
            window("end_date", today, fixed(date(t, 12, 31)), typ("Service")),
        ),
        _q(
            r,
            "o16",
            "Which contracts are due for their annual review with the budget holder in the next 60 days?",
            unread(*BUDGET),
            U,
        ),
        _q(
            r,
            "o17",
            "Which contracts did the board approve over the last twelve months, and on what dates?",
            unread(*BOARD),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "o18",
            "Could you give me the number of contracts by type? The five largest categories will suffice.",
            by_key(types_of, type_patterns, 5),
        ),
        _q(
            a,
            "o19",
            "What are our largest commitments by contract type, i.e. the total stated value per type? The "
            "top three, please.",
            by_key(types_of, type_patterns, 3, value="sum"),
        ),
        _q(
            a,
            "o20",
            "Please provide a breakdown of our contracts by jurisdiction at US state level (governing "
            "law), showing the five states with the most contracts.",
            by_key(states_of, state_patterns, 5),
        ),
        _q(
            a,
            "o21",
            "Outside the United States, how many contracts are governed by the law of each foreign "
            "country? The top three countries, please.",
            by_key(foreign_law_country, country_patterns, 3),
        ),
        _q(
            a,
            "o22",
            "Who are our key counterparties in distribution? The top three by number of distribution "
            "agreements, please.",
            by_key(parties_of, party_patterns, 3, typ("Distributor")),
        ),
        _q(
            a,
            "o23",
            "How many contracts did we sign in each of the four full years from 2015 to 2018?",
            periods("effective_date", years_span(2015, 2018)),
        ),
        _q(
            a,
            "o24",
            "What is the combined value of all contracts above $5 million?",
            value_sum((worth(over=5_000_000),), (worth(over=5_000_000, inclusive=True),)),
        ),
        _q(
            a,
            "o25",
            "On concentration: what share of our total stated contract value sits in our five largest "
            "contracts?",
            top_share(5),
        ),
        _q(
            a,
            "o26",
            "What is the average value of our distribution agreements, where a value is recorded?",
            value_avg(typ("Distributor")),
        ),
        _q(
            a,
            "o27",
            "Which joint venture represents our largest single commitment by value?",
            largest(typ("Joint Venture")),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "o28",
            "Regarding the Harpoon Therapeutics Inc. licence with AbbVie Biotechnology Limited, could you "
            "confirm its value, its effective date and the governing law?",
            about(HARPOON_ABBVIE, fact_value, fact_start, fact_law),
        ),
        _q(
            s,
            "o29",
            "On the joint development agreement between FuelCell Energy Incorporated and ExxonMobil Research "
            "& Engineering Co.: 1) who are the parties, 2) when does it start and end, and 3) what is it "
            "worth?",
            about(FUELCELL_EXXON, fact_parties, fact_start, fact_end, fact_value),
        ),
        _q(
            s,
            "o30",
            "What is the value of The Bon Ton Stores Incorporated agency agreement with GA Retail and Tiger "
            "Capital, as well as the law that governs it?",
            about(BONTON_AGENCY, fact_value, fact_law),
        ),
        _q(
            s,
            "o31",
            "The Papa Johns International endorsement agreement with ABG-Shaq: who are the parties and when "
            "does it expire?",
            about(PAPAJOHNS_SHAQ, fact_parties, fact_end),
        ),
        _q(
            s,
            "o32",
            "Could you tell me the value of our agency agreement with Keefe Bruyette and Woods?",
            ambiguous(party("Keefe, Bruyette & Woods, Inc.")),
            A,
        ),
        _q(
            s,
            "o33",
            "Sekisui Diagnostics LLC distribution agreement with Qualigen: its value, its expiry date and "
            "the governing law, please.",
            about(SEKISUI_QUALIGEN, fact_value, fact_end, fact_law),
        ),
        _q(
            s,
            "o34",
            "Which law governs the Telkom South Africa Ltd licence and maintenance agreement with SAP "
            "Africa, and when does it expire?",
            about(TELKOM_SAP, fact_law, fact_end),
        ),
    ]


def threads() -> list[Question]:
    ny, de = law("US", "US-NY"), law("US", "US-DE")
    gb = party_in("GB")
    supply = typ("Supply")
    end19 = year_of("end_date", 2019)
    t = TODAY.year
    today = rel()
    ytd = (fixed(date(t, 1, 1)), today)
    big_ny = (ny, worth(over=5_000_000))
    return [
        *_thread(
            "o35",
            [
                ("How many contracts are governed by New York law?", count(ny)),
                ("And Delaware?", count(de)),
                ("Of those, how many are worth more than $1 million?", over(1_000_000, de)),
            ],
        ),
        *_thread(
            "o36",
            [
                ("How many contracts come to an end during 2019?", count(end19)),
                (
                    "Could you break that down by type? The top three types are sufficient.",
                    by_key(types_of, type_patterns, 3, end19),
                ),
                ("Of those, which are governed by New York law?", count(end19, ny)),
            ],
        ),
        *_thread(
            "o37",
            [
                ("How many new contracts have we signed in 2019 to date?", window("effective_date", *ytd)),
                (
                    "And the same figure for last year, please?",
                    window(
                        "effective_date",
                        fixed(date(t - 1, 1, 1)),
                        fixed(date(t - 1, 12, 31)),
                        extra=[(fixed(date(t - 1, 1, 1)), fixed(date(t - 1, 6, 30)))],
                    ),
                ),
            ],
        ),
        *_thread(
            "o38",
            [
                (
                    "Which contracts above $5 million are governed by New York law?",
                    over(5_000_000, ny),
                ),
                ("And the largest of them?", largest(*big_ny)),
                ("When does it expire?", biggest(*big_ny, facts=(fact_end,))),
            ],
        ),
        *_thread(
            "o39",
            [
                ("How many of our contracts have a counterparty based in the United Kingdom?", count(gb)),
                (
                    "Of those, which are governed by English law?",
                    count(gb, english, alts=[[gb, law("GB")]]),
                ),
            ],
        ),
        *_thread(
            "o40",
            [
                ("How many supply agreements do we have?", count(supply)),
                (
                    "Which of those contain minimum purchase commitments?",
                    clause_across("Minimum Commitment", supply),
                ),
                (
                    "And which of them cap the supplier's liability? I am summarising our exposure.",
                    clause_across("Cap On Liability", supply),
                ),
            ],
        ),
        *_thread(
            "o41",
            [
                (
                    "The Revolution Medicines collaboration with Aventis Inc. (Sanofi): who are the parties, "
                    "when did it take effect and what is it worth?",
                    about(REVMED_AVENTIS, fact_parties, fact_start, fact_value),
                ),
                (
                    "Can Sanofi walk away from it for convenience, and on what notice?",
                    clause_in(REVMED_AVENTIS, "Termination For Convenience"),
                ),
                (
                    "And is either party's liability under it limited in any way?",
                    clause_in(REVMED_AVENTIS, "Cap On Liability"),
                ),
            ],
        ),
        *_thread(
            "o42",
            [
                (
                    "Array BioPharma's licence to Ono Pharmaceutical Co Ltd: when did it take effect and which "
                    "law governs it?",
                    about(ARRAY_ONO, fact_start, fact_law),
                ),
                (
                    "What royalties are payable to Array under it? The CFO would like to understand the "
                    "revenue we receive.",
                    clause_in(ARRAY_ONO, "Revenue/Profit Sharing"),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "o43",
            "In IBM's e-business hosting agreement with The Quantum Group Inc., which liabilities fall "
            "outside the limitation of liability, i.e. where is the exposure uncapped?",
            QUANTUM_IBM,
            "Uncapped Liability",
        ),
        (
            "o44",
            "Could the Skype / TOM Online co-branding agreement be assigned without consent, for example on "
            "a change of control?",
            TOM_SKYPE,
            "Anti-Assignment",
        ),
        (
            "o45",
            "Is liability capped under the promotion agreement between Pfizer Inc and Exact Sciences "
            "Corporation?",
            EXACT_PFIZER,
            "Cap On Liability",
        ),
        (
            "o46",
            "What minimum payment commitments does Integra LifeSciences Corp. have under its supply "
            "agreement with PcoMed LLC?",
            SEASPINE_PCOMED,
            "Minimum Commitment",
        ),
        (
            "o47",
            "In the Changepoint Corporation licence and hosting agreement with Corio Incorporated, how is "
            "Changepoint's liability limited?",
            CHANGEPOINT_CORIO,
            "Cap On Liability",
        ),
        (
            "o48",
            "Under the Xencor collaboration agreement with Boehringer Ingelheim International GmbH, is there "
            "a limitation on either party's liability?",
            XENCOR_BI,
            "Cap On Liability",
        ),
        (
            "o49",
            "Does the Ecopetrol S.A. transportation contract with Solana Petroleum Exploration (Colombia) "
            "contain a minimum volume or ship-or-pay commitment?",
            GRANTIERRA_ECOPETROL,
            "Minimum Commitment",
        ),
        (
            "o50",
            "Is there a cap on liability in the services agreement between TransMontaigne Management Co. "
            "LLC and TLP Management Services?",
            TRANSMONTAIGNE_TLP,
            "Cap On Liability",
        ),
        (
            "o51",
            "Can either party terminate the On2 Technologies Inc support and maintenance agreement with "
            "Wildform Inc for convenience?",
            ON2_WILDFORM,
            "Termination For Convenience",
        ),
        (
            "o52",
            "Does the sponsorship agreement between Domini Advisor Trust and Domini Social Investments LLC "
            "contain any minimum fee or purchase commitment?",
            DOMINI_SPONSORSHIP,
            "Minimum Commitment",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "o53",
            "Which of our contracts governed by foreign law leave liability uncapped in some respect? I am "
            "summarising our exposure for the pack.",
            "Uncapped Liability",
            (foreign_law,),
        ),
        (
            "o54",
            "Which licence agreements allow a party to terminate for convenience?",
            "Termination For Convenience",
            (typ("License"),),
        ),
        (
            "o55",
            "Which of the joint venture agreements restrict assignment, for instance on a change of control?",
            "Anti-Assignment",
            (typ("Joint Venture"),),
        ),
        (
            "o56",
            "Which distribution agreements include minimum purchase commitments?",
            "Minimum Commitment",
            (typ("Distributor"),),
        ),
        (
            "o57",
            "Among the contracts above $1 million, which provide for revenue or profit sharing?",
            "Revenue/Profit Sharing",
            (worth(over=1_000_000),),
        ),
        (
            "o58",
            "Do any of our Delaware-law contracts commit us to minimum purchase volumes or amounts?",
            "Minimum Commitment",
            (law("US", "US-DE"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "o59",
            "Please amend the end date of the FuelCell Energy / ExxonMobil joint development agreement to 31 "
            "December 2022 in the register.",
            refuse("write"),
        ),
        (
            "o60",
            "Kindly remove the Bon-Ton Stores agency agreement from the contract register; it has been "
            "superseded.",
            refuse("write"),
        ),
        (
            "o61",
            "Could you please e-mail the one-page summary to the Company Secretary and the members of the "
            "Audit Committee?",
            refuse("write"),
        ),
        (
            "o62",
            "For completeness, could you also include the contracts held in the Asia-Pacific business "
            "unit's workspace in the pack?",
            refuse("workspace"),
        ),
        (
            "o63",
            "SELECT contract_type, SUM(total_amount) AS exposure FROM contracts WHERE total_amount > 5000000 "
            "GROUP BY contract_type ORDER BY exposure DESC;",
            refuse("query"),
        ),
        (
            "o64",
            "What is AbbVie's share price this morning? The CFO would like it on the cover page.",
            refuse("offtopic"),
        ),
        (
            "o65",
            "Could you tell me the weather forecast for London on Thursday, when the board meets?",
            refuse("offtopic"),
        ),
        (
            "o66",
            "Should the board approve the renewal of the Sekisui Diagnostics distribution agreement with "
            "Qualigen when it comes up?",
            advice(SEKISUI_QUALIGEN),
        ),
        (
            "o67",
            "Would you advise the board to terminate the Papa John's endorsement agreement with ABG-Shaq "
            "early?",
            advice(PAPAJOHNS_SHAQ),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user18_questions() -> list[Question]:
    return question_set(
        "user18", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER18_CLAUSE_CONTRACTS", "user18_questions"]
