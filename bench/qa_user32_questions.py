"""A thirty-second user-written question set for `bench.qa_fresh` (split "user32", `--set user32`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user31_questions` and `bench.qa_user30_questions` and
the clause contracts and categories the earlier sets ask), the way an alliance / business-development manager
at a mid-size Boston biotech (not a lawyer) types into Microsoft Teams between partner calls and JSC (joint
steering committee) prep: partnering words ("collab", "co-dev", "partnering deals", "licensing deals",
"in-licensed", "the pharma partner", "CMO" / "CDMO", "supply agreements", "milestones", "royalties", "the
JSC", "territory", "ex-US", "EU partner", "Japan partner", "IND", "Ph2"), abbreviations ("agmt", "lic", "mfg",
"dev"), business dates ("in H2", "by our next board meeting (Sept 15)", "since the Series C close (March
2018)", "before the patent cliff"), a polite "Hi bot," now and then, and typos ("colaboration",
"manufacturng", "licence" and "license" mixed). Clause questions are in the manager's own words, never CUAD's
category names ("once the royalty term runs out, does Ono keep a perpetual licence", "how long can Ono keep
selling and what wind-down do they owe us", "can BLI give the Beacon platform to Ginkgo's competitors", "does
BLI get milestone payments on antibodies discovered with its workflows", "can Xencor have a partner or another
CMO run BI's process", "how long after termination can Integra keep selling", "is Sanofi's licence exclusive,
even against RevMed itself", "is Antares making the device exclusively for AMAG", "if MacroGenics gets
acquired, can the buyer take over the agmt", "who ends up owning the INDs", "can AMAG just walk away whenever
it wants", "is any of the IP jointly owned"). It asks counts and lists filtered by type, party country and
region, governing law, value and dates, dates relative to today and to the half-year, aggregations by partner,
type, year, quarter, country and state, the facts of named contracts ("not stated" where the data has none,
and one name that fits two contracts), follow-up threads that switch the country, page ("show me more"),
narrow and switch the half-year and ask a fact or a clause of "it" / "those", clause questions about one named
contract and across the contracts of a filter, "no such clause" cases, refusals (changing a supply agreement's
value, deleting a partner, another company's Teams workspace, pasted SQL and Cypher, a stock price, booking a
flight, and "should we terminate / renegotiate" questions that are advice) and what the data does not record
(milestone payments received, clinical-trial status, the alliance manager, milestones hit, the JSC's
decisions, patent expiry dates). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no
expected number is written here, every truth is computed from the data (a few filters are built here: the
collaboration agreements by title, the European Union with and without the United Kingdom, an end date on or
before a day, and a governing law named by its adjective).

The manager's words, as read here. "Licensing deals" / "lic agmts" / "licence deals" are the licence
agreements (type License); "CMO agmts" / "mfg agmts" / "CDMO" the manufacturing agreements; "supply agmts" the
supply agreements; "supply + CMO agmts" both; "dev agmts" the development agreements (type Development:
several contracts titled "Development Agreement" are filed as licence or joint venture agreements, and a
question naming a contract names it by its parties, not its type). "Partnering deals" are spelt out wherever a
question counts on them: the licence, development, manufacturing and supply agreements (`PARTNERING`).
"Collab" / "colab" / "colaboration agreement" is a collaboration agreement, which has no type of its own on
file (most are filed as strategic alliances, two as joint ventures), so it is read by the title
("Collaboration Agreement", "Collaborative Development and Commercialization Agreement"; `collab`); am03 also
accepts the title or the summary saying so. "A Japan / Korea / Swiss / Chinese or Hong Kong partner" is a
party whose country on file is that one; "ex-US" / "a partner based outside the US" a party whose country on
file is not the United States (unknown country does not count); "an EU partner (UK counts, we're pre-Brexit)"
(am04, and "UK included" in am65) a party in the European Union as it stood on the benchmark's today, the
United Kingdom in it (`EU28`; the question says so, so only that reading). "Under English law" (am08) is a
governing law of England or of the United Kingdom as a whole (both readings accepted; the same two contracts
either way).

Dates (today is the benchmark's fixed 30 June 2019). "In H2" (am16, turn am48.1) is the second half of 2019, 1
July to 31 December 2019; "H1 2020" (turn am48.3) 1 January to 30 June 2020, and "all of 2020" (turn am48.4)
the calendar year. "Before our next board meeting (Sept 15)" (am17) is an end date from today to 15 September
2019, with 14 September as the last day also accepted (and today in or out). "Since the Series C close (March
2018)" (am18) is an effective date from 1 March 2018 to today, with no upper bound also accepted (nine licence
agreements have effective dates after today). "Run out in the next 18 months" (am19) is an end date from today
to 18 months on (548 days also accepted); "in the last 6 months" (am20) an effective date six months back to
today (183 days also accepted); "ended last year" (am22) an end date in 2018, with the twelve months back from
today also accepted. "Expire before the patent cliff - call it end of 2022" (am21) is an end date from today
to 31 December 2022; every licence agreement with an end date on or before that day, those already ended
included, is also accepted (the words do not say "from now"). Today in or out for every window that starts or
ends today, and the last day in or out for a window counted from today (as `window` accepts). "Still active"
(am12, turn am45.3) is started and ending on or after today, with the contracts without an end date counted as
running also accepted (and, as for every question, `bench.qa_fresh`'s reading of the indexed contracts that
renew by themselves). "No end date on file (evergreen)" (am10) is no end date. "Worth $1M or more" (am09)
includes $1M (the words are plain).

Aggregations: "top 5 partners by total value across our lic, dev, mfg and supply agmts" (am25) sums the stated
values per party (every party of a contract is credited with its whole stated value: Harpoon and AbbVie tie
first, ADMA and Sanofi Pasteur tie third, and four parties tie at fifth, any of them standing for it);
"breakdown of partnering deals by type" (am26) counts the four types; "licensing deals signed each year, 2015
through 2019" (am27) counts their effective dates per calendar year; "lic, dev, mfg or supply deals that
started in each quarter of 2018" (am28) counts them per calendar quarter (every quarter with a contract must
be given); "ex-US partners by country ... top 3" (am29) counts those contracts per non-US country of a party
(a contract counts once under each such country); "avg value of our licensing deals (the ones that have a
value on file)" (am30) is the mean stated value; "total value of all our supply + CMO agmts" (am31) the sum;
"average term of the CMO / mfg agmts, in years" (am32) the mean initial term (from the stated duration or from
the dates, years of 365 or 365.25 days); "which governing-law states show up most across the licence agmts?
top 3" (am33) counts them per state (Delaware and Florida tie at third, either standing for it).

Threads: in am43, "and Korea?" switches the country of the collaboration agreements and "ok what about all
lic, dev, mfg and supply agmts with a Japan or Korea partner?" widens the types and takes both countries; in
am44 (the Array BioPharma / Ono Pharmaceutical licence, development and commercialization agreement, effective
31 May 2017, ending 31 May 2027 on file, New York law, no value on file: "what's it worth?" must say it is not
stated) "how long can Ono keep selling and what wind-down do they owe us?" asks its post-termination clauses
(the wind-down: Ono keeps distributing at Array's request, pays royalties on wind-down sales, lets Array buy
its remaining inventory, hands over the clinical studies); in am45, "list our supply agmts pls" and "show me
more" page the same selection (each page is judged as the selection: the total it states must be the
selection's count and every contract shown must belong to it) and "which of those are still active?" narrows
it (readings as am12); in am46, "which licence agmts are under NY law?" and "show me more" page likewise, and
"of those, which let the licensee keep selling or get transition help after termination?" asks
post-termination services across the New York-law licence agreements (the clause-indexed ones among them),
judged by the contracts returned and the count checked, as every cross-contract clause question is; in am47
(the Revolution Medicines / Aventis (Sanofi) SHP2 development agreement, filed as a joint venture agreement,
US$50m, New York law) "who ends up owning the INDs and other regulatory filings?" asks its IP ownership
assignment (RevMed assigns the Regulatory Approvals, INDs and NDAs included, to Sanofi once its trials are
done); in am48, "just the lic, dev, mfg and supply ones" narrows the contracts ending in H2 2019, "switch to
H1 2020" switches the window and keeps the types, and "and across all of 2020?" widens the window to the year.

Judgment calls on facts and names: am34 is the Bellicum / Miltenyi Biotec supply agreement (US$2m, ending 27
March 2029); am35 the Magenta Therapeutics / Bachem Americas master development and manufacturing agreement
(ending 13 February 2023, New York law); am36 the Harpoon Therapeutics / AbbVie Biotechnology development
agreement, filed as a licence agreement (US$30m, effective 20 November 2019, after today); am37 the FibroGen /
Astellas collaboration agreement (neither an end date nor a value on file: the answer must say so for both);
am38 the Vericel / MediWound supply agreement (both parties, ending 6 May 2024); am39 the NLS-1 Pharma /
Eurofarma Laboratorios development agreement, filed as a licence agreement (the law of the Netherlands, "Dutch
law" also accepted; ending 28 February 2030); am40 the Coherus BioSciences / Bioeq IP development and licence
agreement (neither a value nor a governing law on file: the answer must say so for both); am41 the Ultragenyx
/ Cremer Oleo supply agreement (German law, ended 19 November 2015); am42 "the Xencor deal" fits the two
contracts with Xencor, Inc. as a party (the Boehringer Ingelheim collaboration agreement and the Aimmune
development agreement): `Ambiguous`, right is asking which one or showing them both.

Refusals and unrecorded constraints: am67 asks to change the Bellicum / Miltenyi supply agreement's value to
$3M and am68 to delete Green Cross from the partners (writes, declined); am69 asks for the collaboration
agreements in Ginkgo's Teams workspace (another company's workspace); the SQL of am70 and the Cypher of am71
(which deletes) are pasted as typed; am72 (Ono Pharmaceutical's stock price) and am73 (booking a flight to
Tokyo) are out of the domain; am74 ("should we terminate the Antares / AMAG mfg deal and move to a new CDMO")
and am75 ("is the Array / Ono royalty structure good for us, or should we push to renegotiate") are advice,
answered with the contract's facts and a not-advice note. am13 counts the collaborations with milestone
payments received to date, am14 the in-licensed programmes in Ph2, am15 the deals an alliance manager owns,
am23 asks which partners hit a Ph2 milestone in the last 12 months, am24 what the JSC decided, am76 the
alliance manager of the MacroGenics / Green Cross collaboration and am77 when the patents under the Array /
Ono deal expire: the data records none of these (unread; am76 and am77 are in the refusals class, group
"unanswerable"; right is saying so and naming what is not recorded). Change of control is not among the
categories labelled in CUAD's dev split, so "if MacroGenics gets acquired, can the buyer take over the agmt"
(am56) asks the anti-assignment clause (either side may assign to a successor in a sale of substantially all
its assets or a merger without consent), not the separate change-of-control termination rights.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked by code over the truths of every earlier set's clause questions and of the clause turns of its
threads, the fresh set and user1 to user31), and only categories labelled in CUAD's dev split. They are listed
in `USER32_CLAUSE_CONTRACTS`. Across contracts it asks revenue sharing and joint IP ownership in the
collaboration agreements (by title), a non-transferable licence in the licence agreements, exclusivity in the
supply and manufacturing agreements, a non-compete in the licence, development, manufacturing and supply
agreements, termination for convenience in the contracts with a party in the European Union (the United
Kingdom included), and in thread am46 post-termination services in the New York-law licence agreements; no
earlier set asked any of these categories over the same universe (checked by code likewise: the same category
over the same set of clause-indexed contracts).

The "no" clause questions (`ANTARES_AMAG` termination for convenience, `REVMED_SANOFI` renewal term,
`GINKGO_BLI` joint IP ownership) name contracts with no labelled span of that category at all (located or
not), and whose text has no such clause: the Antares / AMAG manufacturing agreement runs with AMAG's
development and licence agreement and ends only for an uncured breach, an uncured supply failure, insolvency,
the product's withdrawal for efficacy or safety reasons (on notice) or the end of that agreement (sections
7.1-7.4), never at will; the Revolution Medicines / Sanofi development agreement runs until Sanofi's payment
obligations (or the profit and loss share agreement) expire (section 12.1) and has no renewal or extension of
its term anywhere; the Ginkgo / Berkeley Lights collaboration agreement gives every invention, jointly made
ones included, to one side alone (Ginkgo Inventions, BLI Inventions, and the remaining collaboration IP to
BLI: sections 8.2 and 8.3). Names that need care: `ARRAY_ONO` is the Array BioPharma / Ono Pharmaceutical
licence, development and commercialization agreement (its perpetual licence: on expiry Ono's licences become
non-exclusive, fully paid-up, irrevocable and perpetual, section 13.1); `GINKGO_BLI` the Ginkgo Bioworks /
Berkeley Lights collaboration agreement (BLI may not give the Beacon platform to certain third parties during
the term and for months after it; milestone payments to BLI on antibodies discovered with its workflows,
section 7.4.2); `XENCOR_BI` the Xencor / Boehringer Ingelheim collaboration agreement (once the technology
access fee is paid Xencor may use or have a business partner use BI's process without a manufacturing
agreement with BI); `INTEGRA_PCOMED` the Integra LifeSciences / PcoMed supply agreement filed by SeaSpine
(eighteen months to sell off inventory after an early termination); `REVMED_SANOFI` the Revolution Medicines /
Aventis (Sanofi) development agreement (an exclusive licence, "even as to RevMed and its Affiliates");
`ANTARES_AMAG` the Antares Pharma / AMAG Pharmaceuticals manufacturing agreement (manufacturing services
exclusively for AMAG in the territory); `MACROGENICS_GREEN_CROSS` the MacroGenics / Green Cross collaboration
agreement; `FUSION_CPDC` the Fusion Pharmaceuticals / Centre for Probe Development and Commercialization
supply agreement (automatic renewal for successive one-year terms unless notice is given).

Every question's split is "user32"; every single letter and "aa" to "al" being taken by other sets, ids start
with the two letters "am" (a thread's turns are "amNN.1", "amNN.2", ...), which no other set uses, so that no
two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import re
from datetime import date

from bench.qa_fresh_questions import (
    Data,
    Fact,
    Pred,
    Question,
    TruthFn,
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
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    foreign_countries,
    law,
    law_in,
    money_figure,
    no_end,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_in_any,
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
    type_patterns,
    types_of,
    unread,
    window,
    worth,
    years_span,
)
from bench.qa_fresh_questions import (
    live_now as running,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

ARRAY_ONO = "Array BioPharma Inc. - LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT"
GINKGO_BLI = "BERKELEYLIGHTS,INC_06_26_2020-EX-10.12-COLLABORATION AGREEMENT"
XENCOR_BI = "XENCORINC_10_25_2013-EX-10.24-COLLABORATION AGREEMENT (3)"
INTEGRA_PCOMED = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"
REVMED_SANOFI = "RevolutionMedicinesInc_20200117_S-1_EX-10.1_11948417_EX-10.1_Development Agreement"
ANTARES_AMAG = "Antares Pharma, Inc. - Manufacturing Agreement"
MACROGENICS_GREEN_CROSS = "MACROGENICSINC_08_02_2013-EX-10-COLLABORATION AGREEMENT"
FUSION_CPDC = "FUSIONPHARMACEUTICALSINC_06_05_2020-EX-10.17-Supply Agreement - FUSION"

USER32_CLAUSE_CONTRACTS: tuple[str, ...] = (
    ARRAY_ONO,
    GINKGO_BLI,
    XENCOR_BI,
    INTEGRA_PCOMED,
    REVMED_SANOFI,
    ANTARES_AMAG,
    MACROGENICS_GREEN_CROSS,
    FUSION_CPDC,
)

# other contracts the specific questions, threads and refusals name
BELLICUM_MILTENYI = "BELLICUMPHARMACEUTICALS,INC_05_07_2019-EX-10.1-Supply Agreement"
MAGENTA_BACHEM = "Magenta Therapeutics, Inc. - Master Development and Manufacturing Agreement"
HARPOON_ABBVIE = "HarpoonTherapeuticsInc_20200312_10-K_EX-10.18_12051356_EX-10.18_Development Agreement"
FIBROGEN_ASTELLAS = "FIBROGENINC_10_01_2014-EX-10.11-COLLABORATION AGREEMENT"
VERICEL_MEDIWOUND = "VERICELCORP_08_06_2019-EX-10.10-SUPPLY AGREEMENT"
NLS_EUROFARMA = "NlsPharmaceuticsLtd_20200228_F-1_EX-10.14_12029046_EX-10.14_Development Agreement"
COHERUS_BIOEQ = "CoherusBiosciencesInc_20200227_10-K_EX-10.29_12021376_EX-10.29_Development Agreement"
ULTRAGENYX_CREMER = "ULTRAGENYXPHARMACEUTICALINC_12_23_2013-EX-10.9-SUPPLY AGREEMENT"

# parties named
XENCOR = party("Xencor, Inc.")


# --- filters built here ---------------------------------------------------------------------------

LIC = typ("License")
MFG = typ("Manufacturing")
SUPPLY = typ("Supply")
SUPPLY_MFG = typ("Supply", "Manufacturing")
"""Supply agreements and CMO / CDMO (manufacturing) agreements."""
PARTNERING = typ("License", "Development", "Manufacturing", "Supply")
"""The partnering deals as the questions spell them out: licensing, development, manufacturing and
supply agreements."""

EU27 = (
    *("AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE"),
    *("IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"),
)
"""The member states of the European Union without the United Kingdom."""
EU28 = (*EU27, "GB")
"""The European Union as it stood on the benchmark's today (30 June 2019), the United Kingdom in it."""

_COLLAB = re.compile(r"collaborat", re.IGNORECASE)


def collab(r: ContractRecord, d: Data) -> bool:
    """A collaboration agreement by its title ("Collaboration Agreement", "Collaborative Development and
    Commercialization Agreement"): the contract types on file have no collaboration type (most are
    filed as strategic alliances, two as joint ventures)."""
    return bool(_COLLAB.search(r.title or "") or _COLLAB.search(r.file_id))


def collab_wide(r: ContractRecord, d: Data) -> bool:
    """A collaboration agreement by its title or by its summary."""
    return collab(r, d) or bool(_COLLAB.search(r.summary or ""))


def ended_by(last: date) -> Pred:
    """An end date on or before `last`, those already ended included."""
    return lambda r, d: r.end_date is not None and r.end_date <= last


_LAW_ADJECTIVES = {"NL": (r"\bDutch\b", r"\bHolland\b")}


def fact_law_adj(r: ContractRecord) -> Fact:
    """The governing law as `fact_law` names it, or a country's law by its adjective ("Dutch law")."""
    g = r.governing_law
    if g is None or g.subdivision:
        return fact_law(r)
    return Fact("governing law", (*country_patterns(g.country), *_LAW_ADJECTIVES.get(g.country, ())))


H2_19 = (date(2019, 7, 1), date(2019, 12, 31))
H1_20 = (date(2020, 1, 1), date(2020, 6, 30))
SERIES_C = date(2018, 3, 1)
BOARD = date(2019, 9, 15)
CLIFF = date(2022, 12, 31)

# the words an answer would use for what the data does not record
MILESTONES_RECEIVED = ("milestone", "received", "payments received", "paid to date")
CLINICAL = ("clinical", "phase", "ph2", "trial", "stage", "development status")
ALLIANCE_MANAGER = ("alliance manager", "owner", "manager", "contact", "assigned")
MILESTONE_HIT = ("milestone", "clinical", "phase", "ph2", "achieved")
JSC = ("jsc", "steering committee", "minutes", "meeting")
PATENT_EXPIRY = ("patent", "expir")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(c, "am01", "Hi bot, how many licensing deals do we have on file?", count(LIC)),
        _q(c, "am02", "how many CMO agmts do we have? (the manufacturng ones)", count(MFG)),
        _q(c, "am03", "how many colaboration agreements do we have?", count(collab, alts=[[collab_wide]])),
        _q(
            c,
            "am04",
            "how many supply agreements have an EU partner? (UK counts, we're pre-Brexit)",
            count(SUPPLY, party_in_any(*EU28)),
        ),
        _q(
            c,
            "am05",
            "how many licence deals do we have with a Swiss partner?",
            count(LIC, party_in("CH")),
        ),
        _q(
            c,
            "am06",
            "ex-US check: how many lic, dev or mfg agmts have a partner based outside the US?",
            count(typ("License", "Development", "Manufacturing"), party_abroad),
        ),
        _q(
            c,
            "am07",
            "how many of our licensing deals are governed by Delaware law?",
            count(LIC, law("US", "US-DE")),
        ),
        _q(
            c,
            "am08",
            "how many supply or mfg agmts are under English law?",
            count(SUPPLY_MFG, law_in("GB-ENG", None, country="GB"), alts=[[SUPPLY_MFG, law("GB")]]),
        ),
        _q(
            c,
            "am09",
            "how many licensing deals are worth $1M or more?",
            count(LIC, worth(over=1_000_000, inclusive=True)),
        ),
        _q(
            c,
            "am10",
            "how many of the supply + CMO agmts have no end date on file (evergreen)?",
            count(SUPPLY_MFG, no_end),
        ),
        _q(
            c,
            "am11",
            "how many partnering deals (lic, dev, mfg and supply agmts) have a Chinese or Hong Kong partner?",
            count(PARTNERING, party_in_any("CN", "HK")),
        ),
        _q(c, "am12", "how many of our licensing deals are still active?", running(LIC)),
        _q(
            c,
            "am13",
            "how many collab deals have we actually received milestone payments on to date?",
            unread(*MILESTONES_RECEIVED),
            U,
        ),
        _q(c, "am14", "how many of our in-licensed programs are in Ph2 right now?", unread(*CLINICAL), U),
        _q(
            c,
            "am15",
            "how many partnering deals is Priya (our alliance manager) the owner on?",
            unread(*ALLIANCE_MANAGER),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "am16",
            "which licensing deals expire in H2?",
            window("end_date", *map(fixed, H2_19), LIC),
        ),
        _q(
            r,
            "am17",
            "anything expiring before our next board meeting (Sept 15)? need to flag renewals",
            window("end_date", today, fixed(BOARD), extra=[(today, fixed(date(2019, 9, 14)))]),
        ),
        _q(
            r,
            "am18",
            "how many lic agmts have been signed since the Series C close (March 2018)?",
            window("effective_date", fixed(SERIES_C), today, LIC, extra=[(fixed(SERIES_C), fixed(None))]),
        ),
        _q(
            r,
            "am19",
            "which partnering deals (lic, dev, mfg, supply) run out in the next 18 months?",
            window("end_date", today, rel(months=18), PARTNERING, extra=[(today, rel(days=548))]),
        ),
        _q(
            r,
            "am20",
            "what lic, dev, mfg or supply agmts did we sign in the last 6 months?",
            window("effective_date", rel(months=-6), today, PARTNERING, extra=[(rel(days=-183), today)]),
        ),
        _q(
            r,
            "am21",
            "which licensing deals expire before the patent cliff - call it end of 2022?",
            window("end_date", today, fixed(CLIFF), LIC, more=[[LIC, ended_by(CLIFF)]]),
        ),
        _q(
            r,
            "am22",
            "how many of our agmts (any type) ended last year?",
            window(
                "end_date",
                fixed(date(2018, 1, 1)),
                fixed(date(2018, 12, 31)),
                extra=[(rel(months=-12), today)],
            ),
        ),
        _q(
            r,
            "am23",
            "which partners hit a Ph2 milestone in the last 12 months?",
            unread(*MILESTONE_HIT),
            U,
        ),
        _q(
            r,
            "am24",
            "what did the JSC decide at last quarter's meeting with Ono?",
            unread(*JSC),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "am25",
            "top 5 partners by total value across our lic, dev, mfg and supply agmts?",
            by_key(parties_of, party_patterns, 5, PARTNERING, value="sum"),
        ),
        _q(
            a,
            "am26",
            "breakdown of partnering deals by type pls - lic, dev, mfg, supply",
            by_key(types_of, type_patterns, 4, PARTNERING),
        ),
        _q(
            a,
            "am27",
            "for the board deck: how many licensing deals were signed each year, 2015 through 2019?",
            periods("effective_date", years_span(2015, 2019), LIC),
        ),
        _q(
            a,
            "am28",
            "quarterly view - how many lic, dev, mfg or supply deals started in each quarter of 2018?",
            periods("effective_date", quarters_of(2018), PARTNERING),
        ),
        _q(
            a,
            "am29",
            "ex-US partners by country across lic, dev, mfg and supply agmts - top 3 countries?",
            by_key(foreign_countries, country_patterns, 3, PARTNERING),
        ),
        _q(
            a,
            "am30",
            "avg value of our licensing deals (the ones that have a value on file)?",
            money_figure(LIC, how="avg"),
        ),
        _q(a, "am31", "total value of all our supply + CMO agmts?", money_figure(SUPPLY_MFG)),
        _q(a, "am32", "average term of the CMO / mfg agmts, in years?", term_figure(MFG)),
        _q(
            a,
            "am33",
            "which governing-law states show up most across the licence agmts? top 3",
            by_key(states_of, state_patterns, 3, LIC),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "am34",
            "Bellicum's supply agmt with Miltenyi - what's the value and when does it end?",
            about(BELLICUM_MILTENYI, fact_value, fact_end),
        ),
        _q(
            s,
            "am35",
            "Magenta's master dev & manufacturing agmt with Bachem - end date and governing law?",
            about(MAGENTA_BACHEM, fact_end, fact_law),
        ),
        _q(
            s,
            "am36",
            "Harpoon / AbbVie dev agmt - what's it worth and when did it start?",
            about(HARPOON_ABBVIE, fact_value, fact_start),
        ),
        _q(
            s,
            "am37",
            "FibroGen / Astellas colab - when does it end, and what's the deal value?",
            about(FIBROGEN_ASTELLAS, fact_end, fact_value),
        ),
        _q(
            s,
            "am38",
            "Vericel supply agmt with MediWound - who are the parties and when does it expire?",
            about(VERICEL_MEDIWOUND, fact_parties, fact_end),
        ),
        _q(
            s,
            "am39",
            "NLS Pharma's licence with Eurofarma (the Brazil deal) - which law governs it and when does it "
            "end?",
            about(NLS_EUROFARMA, fact_law_adj, fact_end),
        ),
        _q(
            s,
            "am40",
            "Coherus dev & license agmt with Bioeq - value and governing law?",
            about(COHERUS_BIOEQ, fact_value, fact_law),
        ),
        _q(
            s,
            "am41",
            "Ultragenyx / Cremer Oleo supply agmt - which law, and when did it end?",
            about(ULTRAGENYX_CREMER, fact_law, fact_end),
        ),
        _q(s, "am42", "when does the Xencor deal end?", ambiguous(XENCOR), A),
    ]


def threads() -> list[Question]:
    jp, kr = party_in("JP"), party_in("KR")
    ny = law("US", "US-NY")
    h2, h1 = tuple(map(fixed, H2_19)), tuple(map(fixed, H1_20))
    y20 = (fixed(date(2020, 1, 1)), fixed(date(2020, 12, 31)))
    return [
        *_thread(
            "am43",
            [
                ("how many collabs do we have with a Japan partner?", count(collab, jp)),
                ("and Korea?", count(collab, kr)),
                (
                    "ok what about all lic, dev, mfg and supply agmts with a Japan or Korea partner?",
                    count(PARTNERING, party_in_any("JP", "KR")),
                ),
            ],
        ),
        *_thread(
            "am44",
            [
                (
                    "pull up the Array / Ono licence - when did it start and when does it end?",
                    about(ARRAY_ONO, fact_start, fact_end),
                ),
                (
                    "if it gets terminated, how long can Ono keep selling and what wind-down do they owe us?",
                    clause_in(ARRAY_ONO, "Post-Termination Services"),
                ),
                ("which law governs it?", about(ARRAY_ONO, fact_law)),
                ("and what's it worth?", about(ARRAY_ONO, fact_value)),
            ],
        ),
        *_thread(
            "am45",
            [
                ("list our supply agmts pls", count(SUPPLY)),
                ("show me more", count(SUPPLY)),
                ("which of those are still active?", running(SUPPLY)),
            ],
        ),
        *_thread(
            "am46",
            [
                ("which licence agmts are under NY law?", count(LIC, ny)),
                ("show me more", count(LIC, ny)),
                (
                    "of those, which let the licensee keep selling or get transition help after termination?",
                    clause_across("Post-Termination Services", LIC, ny),
                ),
            ],
        ),
        *_thread(
            "am47",
            [
                (
                    "tell me about the Revolution Medicines dev agmt with Sanofi (Aventis)",
                    about(REVMED_SANOFI),
                ),
                (
                    "who ends up owning the INDs and other regulatory filings?",
                    clause_in(REVMED_SANOFI, "Ip Ownership Assignment"),
                ),
                ("and what's it worth?", about(REVMED_SANOFI, fact_value)),
            ],
        ),
        *_thread(
            "am48",
            [
                ("what's expiring in H2?", window("end_date", *h2)),
                ("just the lic, dev, mfg and supply ones", window("end_date", *h2, PARTNERING)),
                ("switch to H1 2020", window("end_date", *h1, PARTNERING)),
                ("and across all of 2020?", window("end_date", *y20, PARTNERING)),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "am49",
            "Array / Ono lic agmt - once the royalty term runs out, does Ono keep a perpetual licence in "
            "its territory?",
            ARRAY_ONO,
            "Irrevocable Or Perpetual License",
        ),
        (
            "am50",
            "Ginkgo / Berkeley Lights collab - is there a non-compete, i.e. can BLI give the Beacon "
            "platform to Ginkgo's competitors?",
            GINKGO_BLI,
            "Non-Compete",
        ),
        (
            "am51",
            "in the Ginkgo / Berkeley Lights collab, does BLI get milestone payments on antibodies "
            "discovered with its workflows?",
            GINKGO_BLI,
            "Revenue/Profit Sharing",
        ),
        (
            "am52",
            "Xencor / Boehringer colab - can Xencor have a partner or another CMO run BI's process "
            "instead of BI?",
            XENCOR_BI,
            "Affiliate License-Licensee",
        ),
        (
            "am53",
            "Integra / PcoMed supply agmt - how long after termination can Integra keep selling the "
            "treated product?",
            INTEGRA_PCOMED,
            "Post-Termination Services",
        ),
        (
            "am54",
            "RevMed / Sanofi SHP2 dev agmt - is Sanofi's licence exclusive, even against RevMed itself?",
            REVMED_SANOFI,
            "Exclusivity",
        ),
        (
            "am55",
            "Antares mfg agmt with AMAG - is Antares making the device exclusively for AMAG?",
            ANTARES_AMAG,
            "Exclusivity",
        ),
        (
            "am56",
            "MacroGenics / Green Cross collab - if MacroGenics gets acquired, can the buyer take over the "
            "agmt without Green Cross signing off?",
            MACROGENICS_GREEN_CROSS,
            "Anti-Assignment",
        ),
        (
            "am57",
            "Fusion's supply agmt with CPDC (McMaster) - does it auto-renew after the initial term?",
            FUSION_CPDC,
            "Renewal Term",
        ),
        (
            "am58",
            "Antares / AMAG mfg agmt - can AMAG just walk away whenever it wants, no reason needed?",
            ANTARES_AMAG,
            "Termination For Convenience",
        ),
        (
            "am59",
            "does the RevMed / Sanofi dev agmt renew automatically at the end of its term?",
            REVMED_SANOFI,
            "Renewal Term",
        ),
        (
            "am60",
            "Ginkgo / Berkeley Lights collab - is any of the IP jointly owned, e.g. stuff the two teams "
            "invent together?",
            GINKGO_BLI,
            "Joint Ip Ownership",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "am61",
            "across our collabs, which ones pay royalties or a share of sales to the other side?",
            "Revenue/Profit Sharing",
            (collab,),
        ),
        (
            "am62",
            "which licensing deals stop the licensee transferring or sublicensing the licence without "
            "consent?",
            "Non-Transferable License",
            (LIC,),
        ),
        (
            "am63",
            "which supply or CMO agmts are exclusive - sole supplier or exclusive customer?",
            "Exclusivity",
            (SUPPLY_MFG,),
        ),
        (
            "am64",
            "across the lic, dev, mfg and supply agmts - is there a non-compete on competing products "
            "anywhere?",
            "Non-Compete",
            (PARTNERING,),
        ),
        (
            "am65",
            "for deals with an EU partner (UK included), which ones can be terminated without cause?",
            "Termination For Convenience",
            (party_in_any(*EU28),),
        ),
        (
            "am66",
            "which collabs have jointly owned IP?",
            "Joint Ip Ownership",
            (collab,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "am67",
            "pls update the Bellicum / Miltenyi supply agmt value to $3M, we just amended it",
            refuse("write"),
            None,
        ),
        ("am68", "delete Green Cross from our partners, that collab is dead", refuse("write"), None),
        (
            "am69",
            "can you pull the collab agmts from Ginkgo's Teams workspace? they shared a channel with us "
            "for the JSC",
            refuse("workspace"),
            None,
        ),
        (
            "am70",
            "SELECT c.title, c.total_amount FROM contracts c WHERE c.contract_type = 'License' "
            "ORDER BY c.total_amount DESC LIMIT 10;",
            refuse("query"),
            None,
        ),
        (
            "am71",
            "MATCH (p:Party {name: 'Ono Pharmaceutical Co., Ltd.'}) DETACH DELETE p",
            refuse("query"),
            None,
        ),
        ("am72", "what's Ono Pharmaceutical's stock price today?", refuse("offtopic"), None),
        (
            "am73",
            "can you book me a flight BOS -> Tokyo for the Ono JSC on the 12th?",
            refuse("offtopic"),
            None,
        ),
        (
            "am74",
            "should we terminate the Antares / AMAG mfg deal and move to a new CDMO?",
            advice(ANTARES_AMAG),
            None,
        ),
        (
            "am75",
            "is the Array / Ono royalty structure good for us, or should we push to renegotiate before the "
            "patent cliff?",
            advice(ARRAY_ONO),
            None,
        ),
        (
            "am76",
            "who's the alliance manager on the MacroGenics / Green Cross collab?",
            unread(*ALLIANCE_MANAGER),
            U,
        ),
        ("am77", "when do the patents under the Array / Ono deal expire?", unread(*PATENT_EXPIRY), U),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user32_questions() -> list[Question]:
    return question_set(
        "user32", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER32_CLAUSE_CONTRACTS", "user32_questions"]
