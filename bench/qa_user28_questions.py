"""A twenty-eighth user-written question set for `bench.qa_fresh` (split "user28", `--set user28`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user27_questions` and `bench.qa_user26_questions` and
the clause contracts and categories the earlier sets ask), the way an external audit senior at a Big-Four
accounting firm writes in the client's Slack channel during the year-end audit (statutory and SOX) of a
calendar-year company: audit vocabulary ("population", "full population, not a sample", "completeness",
"cut-off", "subsequent events", "the commitments note", "related party", "ASC 606", "ASC 842", "the PBC list",
"tie out", "walkthrough", "rollforward", "as of the balance sheet date", "the period under audit", "after
period end", "dated on or before", "current vs. non-current", "variable consideration", "FX exposure",
"materiality of $250k"), US month-first dates ("12/31/2018", "1/1/19", "8/1/19", "10/1/2018"), amounts as
"$250k", "$1MM", "$5.5MM", "> $1MM", and explicit asks for totals to tie out, lists sorted or grouped, "how
many ... and list them". Clause questions are in the auditor's own words, never CUAD's category names ("does
Excite guarantee a minimum number of click-throughs, with make-goods", "what royalties does Virtuoso owe JHU",
"is either side's liability limited", "can either party walk away on notice without cause", "who ends up
owning the work product", "how is KBW's fee computed", "can either party cancel for convenience",
"most-favoured-licensee pricing", "any minimum fee or minimum volume commitment", "minimum purchase or
take-or-pay commitment", "limit their liability (caps, exclusions of consequential damages)", "price
protection or restrictions on changing prices", "revenue-sharing or royalty arrangements", "renew
automatically", "most-favoured-customer pricing", "let either party terminate for convenience", "assign IP
ownership to one side", "royalty or profit-share terms", "carve-outs where liability is uncapped", "does it
roll over automatically"). It asks counts and lists filtered by type, party, party country, governing law,
value and dates, dates relative to the balance sheet date and to today, aggregations, the facts of named
contracts ("not stated" where the data has none, and one name that fits two contracts), follow-up threads that
narrow, widen, switch the year or the governing law, correct the bot ("Sorry - I meant New York law"), page
through a list ("Next 10", "And the rest") and ask a fact or a clause of "it" / "those", clause questions
about one named contract and across the contracts of a filter, "no such clause" cases, refusals (changing an
end date "to fix a cut-off error", deleting a duplicate, another audit client's workspace, pasted SQL and
Cypher, the EUR/USD rate, booking a meeting room, drafting the audit opinion, and accounting-treatment
questions that are advice) and constraints the data does not record (board approval, lease classification
under ASC 842, the SOX control owner, revenue recognised per contract, purchase orders). It uses the helpers
and truth objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is computed
from the data (a few filters are built here from the records' fields: in force at the balance sheet date, a
governing law outside the United States, a counterparty in one of several countries, no value on file, a
Stremick's party under either spelling).

Readings (today is the benchmark's fixed 6/30/2019; the audit's year-end and balance sheet date is 12/31/2018,
a calendar fiscal year, so "FY2018" and "the period under audit" are plainly calendar 2018 and need no fiscal-
year setting; dates are month-first, no day-first reading is accepted). "Effective during FY2018 / the period
under audit" (ai08, ai09, ai26, ai27, turn ai44.1) is an effective date from 1/1/2018 to 12/31/2018, both days
in; "2017" (turn ai44.3) likewise. "H2 2018" (ai12) is 7/1/2018 to 12/31/2018. "Dated on or before 12/31/2018
and still open at the balance sheet date" (ai04) and "still in force at 12/31/2018" (turn ai47.3) is an
effective date on or before 12/31/2018 and an end date on or after 12/31/2018; also accepted: the contracts
without an end date counted as in force, and an end date on 12/31/2018 itself counted out (and both at once).
"Subsequent events: effective after year-end through today" (ai16) is an effective date from 1/1/2019 to today
(today in or out). "Expire in the next 6 months" (ai17) is an end date from today to six months on, to
12/31/2019 also accepted; "expired between the balance sheet date and today" (ai18) an end date from 1/1/2019
to today, 12/31/2018 itself in also accepted; "effective in the last 90 days" (ai19) 90 days back to today
(three months also accepted); "expire within 12 months of the balance sheet date" (ai20) an end date from
1/1/2019 to 12/31/2019 (12/31/2018 in also accepted); the cut-off window "the last two weeks of December 2018
or the first two weeks of January 2019" (ai21) is 12/18/2018 to 1/14/2019, 12/17/2018 to 1/14/2019 and
12/16/2018 to 1/15/2019 (the second half of December and the first half of January) also accepted; "Q4 2018"
(ai22) is 10/1/2018 to 12/31/2018; "license agreements expiring in the next 12 months" (ai23) today to twelve
months on (365 days also accepted). Today in or out for every window that starts or ends today, and the last
day in or out for a window counted from today. "Counterparty outside the US" (ai01, ai11, the cross-contract
questions ai60 and ai64, aggregation ai32) is a party whose country on file is not the United States (a party
of unknown country does not count); "Chinese or Hong Kong counterparty" (ai02) a party in China or Hong Kong;
"governed by non-US law" (thread ai48) a governing law whose country is not the United States (no law on file
is not counted). "> $1MM" (ai03) is a stated value above $1,000,000, exactly $1MM in or out (both accepted);
"at or above our $250k materiality" (ai05) and "$1MM or more" (ai10) include the amount itself (strict: the
words are plain). "No contract value on file" (ai06) is no stated value; a stated value of $0 also counted as
none is accepted. "The full population of our contracts with Excite" (ai07) is every contract with Excite as a
party, a full list.

Aggregations: "break the FY2018 population down by contract type: every type with at least 4 contracts" (ai27)
counts the contracts effective in 2018 per type and needs the seven types with four or more (the eighth has
three, so no tie crosses the cut); "aggregate stated value of the FY2018 population" (ai26) is the sum of the
stated values of the contracts effective in 2018; "rollforward of contract count by effective year, 2016
through 2018" (ai28) needs each year's count; "2019 expirations by quarter" (ai29) needs the count of end
dates in each quarter of 2019 that has any; "total stated value by governing-law country for the contracts
under non-US law, top 3" (ai30) sums the stated values per country of the governing law (countries with no
stated value have no group); "average stated value of the distributor agreements that have one" (ai31) is the
mean of the stated values; "largest contract by stated value with a counterparty outside the US" (ai32) is
that contract shown first with its value; "median stated value of the service agreements" (ai33) the median of
the stated values; "aggregate stated value of the contracts expiring in 2019" (ai34) the sum of the stated
values of the contracts ending in 2019.

Threads: in ai44, "of those, which have a counterparty outside the US?" narrows the supply and manufacturing
agreements effective in 2018, "same for 2017" switches the year and keeps the type and the counterparty, and
"list them - full population" is the full list of turn 3; in ai45 (the Revolution Medicines / Aventis (Sanofi)
development agreement, a joint venture on file, effective 6/8/2018, $50MM, New York law, no end date on file:
the answer must say so) the later turns ask a clause of "it"; in ai46, "pull the full population of joint
venture agreements" is every joint venture agreement, and "next 10" and "and the rest" page through the same
selection (each page is judged as the selection: the total it states must be the selection's count and every
contract shown must belong to it; which ones earlier pages showed is not tracked); in ai47, "Sorry - I meant
New York law" corrects the state and keeps the license type, "of those, how many were still in force at
12/31/2018?" narrows turn 2 (readings as ai04), and "across all contract types under NY law, which let either
party terminate for convenience?" widens to every New York-law contract (the clause-indexed ones among them),
judged by the contracts returned and the count checked, as every cross-contract clause question is; in ai48
the clause turns ask of the contracts under non-US law; in ai49 (the Gopage / PSiTech content license, $200k,
end date 2/10/2019) "so it ended after year-end - does it roll over automatically?" asks its renewal clause
and "governing law?" a fact of it; in ai50, "the Premier Nutrition / Stremick's manufacturing agreement" fits
the four manufacturing agreements between Premier Nutrition and Stremick's Heritage Foods (under either
spelling) (`Ambiguous`, right is asking which one or showing them all) and "the one effective 10/1/2018" is
the one ending 12/31/2021, with no governing law on file (the answer must say so).

Judgment calls on facts and names: ai35 is the Bon-Ton Stores agency agreement with GA Retail and Tiger
Capital ($574.8MM, Delaware law), which has no end date on file; ai36 the Papa John's / ABG-Shaq endorsement;
ai37 the Bellicum / Miltenyi Biotec supply agreement (Miltenyi in Germany); ai38 the Zogenix / Nippon Shinyaku
distributor agreement, with no value on file; ai39 amendment no. 2 to the Columbia Laboratories (Bermuda) /
Fleet Laboratories manufacturing and supply agreement (English law, no value on file); ai40 the Emerald Health
Naturals / Dr. Gaetano Morello consulting agreement (British Columbia law); ai41 the Organic Preparations /
Agape ATP supply agreement (English law; parties in Vanuatu and Hong Kong); ai42 the Jacksonville Jaguars /
ARC Group sponsorship; ai43 "the Armstrong Flooring IP agreement dated 12/31/2018" fits the two intellectual
property agreements of that date filed twice by Armstrong Flooring (the same parties): `Ambiguous`, right is
asking which one or showing them both.

Refusals and unrecorded constraints: ai66 asks to *change* the end date of the Gopage license "to fix a
cut-off error" and ai67 to *delete* one of the two Armstrong Flooring IP agreements (writes, declined); ai68
asks for the same population from another audit client's Slack workspace (another workspace); the SQL of ai69
and the Cypher of ai70 (which writes) are pasted as typed; ai71 (the EUR/USD rate at 12/31/2018), ai72
(booking a conference room) and ai73 (drafting the audit opinion) are out of the domain; ai74 ("should we
recognise the Revolution Medicines consideration upfront or over time under ASC 606") and ai75 ("is the
Jaguars sponsorship a lease under ASC 842, should the client book a right-of-use asset") are accounting or
legal advice, answered with the contract's facts and a not-advice note. ai13 counts the contracts approved by
the board, ai14 the contracts classified as leases under ASC 842, ai15 the contracts with a SOX control owner
assigned, ai24 asks which contracts had revenue recognised in Q4 2018 and ai25 which purchase orders were
raised after year-end: the data records none of these (unread: right is flagging it and naming the constraint;
a count or list without a flag is wrong). Guarantees, insurance, audit rights, liquidated damages and change
of control are not among the categories labelled in CUAD's dev split, so no clause question asks them (no
truth could be computed).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked by code over the truths of every earlier set's clause questions and of the clause turns of its
threads, the fresh set and user1 to user27), and only categories labelled in CUAD's dev split. They are listed
in `USER28_CLAUSE_CONTRACTS`. Across contracts it asks a minimum commitment in the contracts effective in
2018, a cap on liability and a most favoured nation clause in the contracts with a counterparty outside the
US, a price restriction in the distributor agreements (none of the clause-indexed ones has it: right is saying
none was found), revenue or profit sharing in the New York-law contracts, a renewal term in the service
agreements, in thread ai47 termination for convenience in the New York-law contracts, and in thread ai48 a
minimum commitment and IP ownership assignment in the contracts under non-US law; no earlier set asked any of
these categories over the same universe (checked by code likewise: the same category over the same set of
clause-indexed contracts).

The "no" clause questions (`XLI_WCC` termination for convenience, `HSW_WORLD_BOOK` most favoured nation and
`TRANSMONTAIGNE` minimum commitment) name contracts with no labelled span of that category at all (located or
not: the master clauses table's context cell is empty and its answer "No"), and whose text has no such clause:
the XLI Technologies / West Coast Customs (RMF Empire) sponsorship can be cancelled only on an uncured breach,
by mutual consent or on insolvency (section 2), not at will; the World Book / HSW International content
licence has no "favo(u)r", "best", "lowest", "other customers" or "comparable" terms and no price-parity
promise (its "no less than" passages are minimum character counts of the content); the TransMontaigne
Management / TLP Management Services services agreement is a cost reimbursement plus a 1% fee on the
reimbursements, with no minimum fee, volume or purchase ("minimum", "at least" and "guarantee" do not occur).
Names that need care: `NETGROCER_EXCITE` is the NetGrocer / Excite sponsorship; `VIRTUOSO_JHU` the Johns
Hopkins University / Virtuoso Surgical license; `SEASPINE_PCOMED` the Integra LifeSciences / PcoMed supply
agreement filed by SeaSpine; `LUCID_DIST` the Lucid distributor agreement (the distributor's name is redacted,
"[*]"); `DUOS_RUBICON` the Information System Associates / Rubicon Software Group strategic alliance filed by
Duos Technologies; `BLUE_HILLS_KBW` the Blue Hills Bank / Keefe, Bruyette & Woods agency agreement (an
affiliate agreement on file); `REVMED_SANOFI` the Revolution Medicines / Aventis development agreement;
`GOPAGE_PSITECH` the PSiTech / Empirical Ventures content license filed by Gopage.

Every question's split is "user28"; every single letter and "aa" to "ah" being taken by other sets, ids start
with the two letters "ai" (a thread's turns are "aiNN.1", "aiNN.2", ...), which no other set uses, so that no
two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    Data,
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
    countries_of,
    country_patterns,
    eff,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    foreign_law,
    largest,
    law,
    money_figure,
    party,
    party_abroad,
    party_in_any,
    periods,
    quarter,
    quarters_of,
    question_set,
    refuse,
    rel,
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

NETGROCER_EXCITE = "NETGROCERINC_07_31_1998-EX-10.15-SPONSORSHIP AGREEMENT"
VIRTUOSO_JHU = "VirtuosoSurgicalInc_20191227_1-A_EX1A-6 MAT CTRCT_11933379_EX1A-6 MAT CTRCT_License Agreement"
SEASPINE_PCOMED = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"
LUCID_DIST = "LUCIDINC_04_15_2011-EX-10.9-DISTRIBUTOR AGREEMENT"
DUOS_RUBICON = "DUOSTECHNOLOGIESGROUP,INC_04_21_2009-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
BLUE_HILLS_KBW = "BLUEHILLSBANCORP,INC_05_20_2014-EX-1.1-AGENCY AGREEMENT"
XLI_WCC = "XLITECHNOLOGIES,INC_12_11_2015-EX-10.1-Sponsorship Agreement"
HSW_WORLD_BOOK = "RemarkHoldingsInc_20081114_10-Q_EX-10.24_2895649_EX-10.24_Content License Agreement"
TRANSMONTAIGNE = "TRANSMONTAIGNEPARTNERSLLC_03_13_2020-EX-10.9-SERVICES AGREEMENT"
REVMED_SANOFI = "RevolutionMedicinesInc_20200117_S-1_EX-10.1_11948417_EX-10.1_Development Agreement"
GOPAGE_PSITECH = "GopageCorp_20140221_10-K_EX-10.1_8432966_EX-10.1_Content License Agreement"

USER28_CLAUSE_CONTRACTS: tuple[str, ...] = (
    NETGROCER_EXCITE,
    VIRTUOSO_JHU,
    SEASPINE_PCOMED,
    LUCID_DIST,
    DUOS_RUBICON,
    BLUE_HILLS_KBW,
    XLI_WCC,
    HSW_WORLD_BOOK,
    TRANSMONTAIGNE,
    REVMED_SANOFI,
    GOPAGE_PSITECH,
)

# other contracts the specific questions and refusals name
BONTON = "BONTONSTORESINC_04_20_2018-EX-99.3-AGENCY AGREEMENT"
PAPA_JOHNS_SHAQ = "PapaJohnsInternationalInc_20190617_8-K_EX-10.1_11707365_EX-10.1_Endorsement Agreement"
BELLICUM_MILTENYI = "BELLICUMPHARMACEUTICALS,INC_05_07_2019-EX-10.1-Supply Agreement"
ZOGENIX_NIPPON = "ZogenixInc_20190509_10-Q_EX-10.2_11663313_EX-10.2_Distributor Agreement"
COLUMBIA_FLEET = "Columbia Laboratories, (Bermuda) Ltd. - AMEND NO. 2 TO MANUFACTURING AND SUPPLY AGREEMENT"
EMERALD_MORELLO = (
    "EMERALDHEALTHTHERAPEUTICSINC_06_10_2020-EX-4.5-CONSULTING AGREEMENT - DR. GAETANO MORELLO N.D. INC."
)
AGAPE_ORGANIC = "AgapeAtpCorp_20191202_10-KA_EX-10.1_11911128_EX-10.1_Supply Agreement"
JAGUARS_ARC = "ArcGroupInc_20171211_8-K_EX-10.1_10976103_EX-10.1_Sponsorship Agreement"
STREMICK_OCT_2018 = "BellringBrandsInc_20190920_S-1_EX-10.12_11817081_EX-10.12_Manufacturing Agreement3"

# parties named
EXCITE = party("Excite, Inc.")
ARMSTRONG = party("Armstrong Flooring, Inc.")


# --- filters built from the records' fields --------------------------------------------------------

YEAR_END = date(2018, 12, 31)
"""The audit's year-end and balance sheet date (a calendar fiscal year)."""


def in_force_at_ye(open_ended: bool, end_on_ye: bool = True) -> Pred:
    """Dated on or before the balance sheet date and not ended by it: an end date on or after 12/31/2018
    (or after it, `end_on_ye` False), and the contracts without an end date counted in or not."""

    def pred(r: ContractRecord, d: Data) -> bool:
        if r.effective_date is None or r.effective_date > YEAR_END:
            return False
        if r.end_date is None:
            return open_ended
        return r.end_date >= YEAR_END if end_on_ye else r.end_date > YEAR_END

    return pred


def in_force_readings(*preds: Pred) -> TruthFn:
    """In force at the balance sheet date, under each reading (open-ended in or out, the year-end day in
    or out)."""
    first, *rest = [in_force_at_ye(o, e) for o in (False, True) for e in (True, False)]
    return count(*preds, first, alts=[[*preds, p] for p in rest])


def no_value(r: ContractRecord, d: Data) -> bool:
    return r.total_amount is None


def no_value_or_zero(r: ContractRecord, d: Data) -> bool:
    return not r.total_amount


def stremick(r: ContractRecord, d: Data) -> bool:
    """Stremick's Heritage Foods as a party, under either spelling on file ("Stremick's", "Stremicks")."""
    return any(p.key.startswith("stremick") for p in r.parties)


# the words an answer would use for a constraint the data does not record
BOARD = ("board", "approv")
LEASE = ("asc 842", "lease", "accounting treatment", "accounting classification", "classif")
CONTROL_OWNER = ("control owner", "sox", "owner")
REVENUE = ("revenue recogni", "recognis", "recogniz", "revenue")
PO = ("purchase order", "po number", "po ", "pos ")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    lic, dist, svc = typ("License"), typ("Distributor"), typ("Service")
    ny = law("US", "US-NY")
    e18 = year_of("effective_date", 2018)
    spend = typ("Sponsorship", "Endorsement")
    return [
        _q(
            c,
            "ai01",
            "Scoping our FX exposure: how many contracts have at least one counterparty outside the US?",
            count(party_abroad),
        ),
        _q(
            c,
            "ai02",
            "How many contracts in the population have a Chinese or Hong Kong counterparty?",
            count(party_in_any("CN", "HK")),
        ),
        _q(
            c,
            "ai03",
            "Number of license agreements with a stated contract value > $1MM?",
            count(lic, worth(over=1_000_000), alts=[[lic, worth(over=1_000_000, inclusive=True)]]),
        ),
        _q(
            c,
            "ai04",
            "How many distributor agreements were dated on or before 12/31/2018 and still open as of the "
            "balance sheet date?",
            in_force_readings(dist),
        ),
        _q(
            c,
            "ai05",
            "How many NY-law contracts are at or above our $250k materiality threshold (stated value)?",
            count(ny, worth(over=250_000, inclusive=True)),
        ),
        _q(
            c,
            "ai06",
            "Completeness check - how many service agreements have no contract value on file?",
            count(svc, no_value, alts=[[svc, no_value_or_zero]]),
        ),
        _q(
            c,
            "ai07",
            "Give me the full population of our contracts with Excite, not a sample - how many and which?",
            count(EXCITE, full=True),
        ),
        _q(
            c,
            "ai08",
            "How many contracts were effective during the period under audit (FY2018, i.e. 1/1/2018 - "
            "12/31/2018)?",
            count(e18),
        ),
        _q(
            c,
            "ai09",
            "Of the contracts effective in FY2018, how many are governed by Delaware law?",
            count(e18, law("US", "US-DE")),
        ),
        _q(
            c,
            "ai10",
            "How many sponsorship or endorsement agreements carry a stated value of $1MM or more?",
            count(spend, worth(over=1_000_000, inclusive=True)),
        ),
        _q(
            c,
            "ai11",
            "How many joint venture agreements involve a partner outside the US?",
            count(typ("Joint Venture"), party_abroad),
        ),
        _q(
            c,
            "ai12",
            "Count of supply and manufacturing agreements that became effective in H2 2018?",
            count(typ("Supply", "Manufacturing"), eff(date(2018, 7, 1), YEAR_END)),
        ),
        _q(
            c,
            "ai13",
            "How many of these contracts went through board approval? Need it for the PBC list.",
            unread(*BOARD),
            U,
        ),
        _q(
            c,
            "ai14",
            "How many contracts are classified as leases under ASC 842?",
            unread(*LEASE),
            U,
        ),
        _q(
            c,
            "ai15",
            "For the SOX walkthrough - how many contracts have a control owner assigned?",
            unread(*CONTROL_OWNER),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    after_ye = fixed(date(2019, 1, 1))
    return [
        _q(
            r,
            "ai16",
            "Subsequent events review: which contracts became effective after year-end (12/31/2018) up to "
            "today? Sorted by effective date, please.",
            window("effective_date", after_ye, today),
        ),
        _q(
            r,
            "ai17",
            "Which contracts expire in the next 6 months?",
            window("end_date", today, rel(months=6), extra=[(today, fixed(date(2019, 12, 31)))]),
        ),
        _q(
            r,
            "ai18",
            "How many contracts expired between the balance sheet date and today?",
            window("end_date", after_ye, today, extra=[(fixed(YEAR_END), today)]),
        ),
        _q(
            r,
            "ai19",
            "Anything that became effective in the last 90 days? List please.",
            window("effective_date", rel(days=-90), today, extra=[(rel(months=-3), today)]),
        ),
        _q(
            r,
            "ai20",
            "For current vs. non-current: how many contracts expire within 12 months of the balance sheet "
            "date?",
            window(
                "end_date",
                after_ye,
                fixed(date(2019, 12, 31)),
                extra=[(fixed(YEAR_END), fixed(date(2019, 12, 31)))],
            ),
        ),
        _q(
            r,
            "ai21",
            "Cut-off testing: list the contracts effective in the last two weeks of December 2018 or the "
            "first two weeks of January 2019.",
            window(
                "effective_date",
                fixed(date(2018, 12, 18)),
                fixed(date(2019, 1, 14)),
                extra=[
                    (fixed(date(2018, 12, 17)), fixed(date(2019, 1, 14))),
                    (fixed(date(2018, 12, 16)), fixed(date(2019, 1, 15))),
                ],
            ),
        ),
        _q(
            r,
            "ai22",
            "Which contracts ended during Q4 2018?",
            window("end_date", *map(fixed, quarter(2018, 4))),
        ),
        _q(
            r,
            "ai23",
            "Which license agreements expire in the next 12 months?",
            window("end_date", today, rel(months=12), typ("License"), extra=[(today, rel(days=365))]),
        ),
        _q(
            r,
            "ai24",
            "Which contracts had revenue recognised in Q4 2018? Trying to tie out to the revenue subledger.",
            unread(*REVENUE),
            U,
        ),
        _q(
            r,
            "ai25",
            "Which POs were raised against these contracts after period end (1/1/19 onward)?",
            unread(*PO),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    e18 = year_of("effective_date", 2018)
    return [
        _q(
            a,
            "ai26",
            "What's the aggregate stated value of the FY2018 population (contracts effective in 2018)? Need "
            "a number to tie out.",
            money_figure(e18),
        ),
        _q(
            a,
            "ai27",
            "Break the FY2018 population down by contract type: every type with at least 4 contracts, with "
            "counts.",
            by_key(types_of, type_patterns, 7, e18),
        ),
        _q(
            a,
            "ai28",
            "Rollforward of contract count by effective year, 2016 through 2018.",
            periods("effective_date", years_span(2016, 2018)),
        ),
        _q(
            a,
            "ai29",
            "2019 expirations by quarter, please.",
            periods("end_date", quarters_of(2019)),
        ),
        _q(
            a,
            "ai30",
            "For the contracts under non-US law, total stated value by governing-law country - top 3.",
            by_key(countries_of, country_patterns, 3, foreign_law, value="sum"),
        ),
        _q(
            a,
            "ai31",
            "Average stated value of the distributor agreements that have one?",
            money_figure(typ("Distributor"), how="avg"),
        ),
        _q(
            a,
            "ai32",
            "Largest contract by stated value with a counterparty outside the US - which one and how much?",
            largest(party_abroad),
        ),
        _q(
            a,
            "ai33",
            "Median stated value of the service agreements?",
            money_figure(typ("Service"), how="median"),
        ),
        _q(
            a,
            "ai34",
            "Aggregate stated value of the contracts expiring in 2019?",
            money_figure(year_of("end_date", 2019)),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ai35",
            "Bon-Ton Stores agency agreement with GA Retail / Tiger Capital - stated value, governing law "
            "and end date?",
            about(BONTON, fact_value, fact_law, fact_end),
        ),
        _q(
            s,
            "ai36",
            "Papa John's endorsement deal with ABG-Shaq: effective date, end date and total value?",
            about(PAPA_JOHNS_SHAQ, fact_start, fact_end, fact_value),
        ),
        _q(
            s,
            "ai37",
            "Bellicum supply agreement with Miltenyi - who are the contracting entities, what's the value "
            "and which law governs?",
            about(BELLICUM_MILTENYI, fact_parties, fact_value, fact_law),
        ),
        _q(
            s,
            "ai38",
            "Zogenix distributor agreement with Nippon Shinyaku: when does it end and what's the contract "
            "value?",
            about(ZOGENIX_NIPPON, fact_end, fact_value),
        ),
        _q(
            s,
            "ai39",
            "Columbia Laboratories (Bermuda) / Fleet Laboratories - amendment no. 2 to the manufacturing and "
            "supply agreement: effective date, governing law and value?",
            about(COLUMBIA_FLEET, fact_start, fact_law, fact_value),
        ),
        _q(
            s,
            "ai40",
            "Emerald Health Naturals consulting agreement with Dr. Gaetano Morello - value, governing law, "
            "end date?",
            about(EMERALD_MORELLO, fact_value, fact_law, fact_end),
        ),
        _q(
            s,
            "ai41",
            "Agape ATP supply agreement with Organic Preparations: parties, governing law and expiry?",
            about(AGAPE_ORGANIC, fact_parties, fact_law, fact_end),
        ),
        _q(
            s,
            "ai42",
            "Jacksonville Jaguars sponsorship with The ARC Group - total value and end date?",
            about(JAGUARS_ARC, fact_value, fact_end),
        ),
        _q(
            s,
            "ai43",
            "The Armstrong Flooring IP agreement dated 12/31/2018 - who are the parties and is there an "
            "end date?",
            ambiguous(ARMSTRONG, typ("IP")),
            A,
        ),
    ]


def threads() -> list[Question]:
    sm = typ("Supply", "Manufacturing")
    e18, e17 = year_of("effective_date", 2018), year_of("effective_date", 2017)
    lic, ca, ny = typ("License"), law("US", "US-CA"), law("US", "US-NY")
    jv = typ("Joint Venture")
    return [
        *_thread(
            "ai44",
            [
                (
                    "How many supply and manufacturing agreements were effective during FY2018?",
                    count(sm, e18),
                ),
                ("Of those, which have a counterparty outside the US?", count(sm, e18, party_abroad)),
                ("Same for 2017.", count(sm, e17, party_abroad)),
                ("List them - full population.", count(sm, e17, party_abroad, full=True)),
            ],
        ),
        *_thread(
            "ai45",
            [
                (
                    "Pull up the Revolution Medicines development agreement with Aventis (Sanofi), effective "
                    "June 2018 - stated value, governing law and end date?",
                    about(REVMED_SANOFI, fact_value, fact_law, fact_end),
                ),
                (
                    "Does it have royalty or profit-share terms we need to consider for variable "
                    "consideration?",
                    clause_in(REVMED_SANOFI, "Revenue/Profit Sharing"),
                ),
                (
                    "Any carve-outs where liability is uncapped?",
                    clause_in(REVMED_SANOFI, "Uncapped Liability"),
                ),
            ],
        ),
        *_thread(
            "ai46",
            [
                (
                    "Pull the full population of joint venture agreements - scoping equity-method and "
                    "related-party considerations.",
                    count(jv),
                ),
                ("Next 10.", count(jv)),
                ("And the rest.", count(jv)),
            ],
        ),
        *_thread(
            "ai47",
            [
                ("How many license agreements are governed by California law?", count(lic, ca)),
                ("Sorry - I meant New York law.", count(lic, ny)),
                ("Of those, how many were still in force at 12/31/2018?", in_force_readings(lic, ny)),
                (
                    "Across all contract types under NY law, which let either party terminate for "
                    "convenience?",
                    clause_across("Termination For Convenience", ny),
                ),
            ],
        ),
        *_thread(
            "ai48",
            [
                ("How many contracts are governed by non-US law?", count(foreign_law)),
                (
                    "Which of those contain a minimum purchase or take-or-pay commitment?",
                    clause_across("Minimum Commitment", foreign_law),
                ),
                (
                    "And which of those assign IP ownership to one side?",
                    clause_across("Ip Ownership Assignment", foreign_law),
                ),
            ],
        ),
        *_thread(
            "ai49",
            [
                (
                    "Gopage content license with PSiTech - stated value and end date?",
                    about(GOPAGE_PSITECH, fact_value, fact_end),
                ),
                (
                    "So it ended after year-end - does it roll over automatically? Show me the clause.",
                    clause_in(GOPAGE_PSITECH, "Renewal Term"),
                ),
                ("Governing law?", about(GOPAGE_PSITECH, fact_law)),
            ],
        ),
        *_thread(
            "ai50",
            [
                (
                    "What's the end date of the Premier Nutrition / Stremick's manufacturing agreement?",
                    ambiguous(stremick, typ("Manufacturing")),
                ),
                (
                    "The one effective 10/1/2018 - end date and governing law?",
                    about(STREMICK_OCT_2018, fact_end, fact_law),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ai51",
            "NetGrocer / Excite sponsorship: does Excite guarantee a minimum number of click-throughs, with "
            "make-goods if it falls short? Need the clause for our variable consideration memo.",
            NETGROCER_EXCITE,
            "Minimum Commitment",
        ),
        (
            "ai52",
            "Virtuoso Surgical's license from Johns Hopkins - what royalties or revenue share does Virtuoso "
            "owe JHU? Please pull the language.",
            VIRTUOSO_JHU,
            "Revenue/Profit Sharing",
        ),
        (
            "ai53",
            "Integra / PcoMed supply agreement (the SeaSpine filing): is either side's liability limited? "
            "Quote it.",
            SEASPINE_PCOMED,
            "Cap On Liability",
        ),
        (
            "ai54",
            "Lucid distributor agreement - can either party walk away on notice without cause? How much "
            "notice?",
            LUCID_DIST,
            "Termination For Convenience",
        ),
        (
            "ai55",
            "Duos - Information System Associates alliance with Rubicon Software: who ends up owning the "
            "work product Rubicon creates?",
            DUOS_RUBICON,
            "Ip Ownership Assignment",
        ),
        (
            "ai56",
            "Blue Hills Bank agency agreement with Keefe, Bruyette & Woods: how is KBW's fee computed - a % "
            "of the offering proceeds?",
            BLUE_HILLS_KBW,
            "Revenue/Profit Sharing",
        ),
        (
            "ai57",
            "XLI Technologies sponsorship with West Coast Customs ($5.5MM): can either party cancel for "
            "convenience, i.e. without cause?",
            XLI_WCC,
            "Termination For Convenience",
        ),
        (
            "ai58",
            "World Book / HSW International content licence: does HSW get most-favoured-licensee pricing "
            "anywhere in it?",
            HSW_WORLD_BOOK,
            "Most Favored Nation",
        ),
        (
            "ai59",
            "TransMontaigne services agreement (effective 8/1/19, related-party): any minimum fee or minimum "
            "volume commitment we'd need to disclose?",
            TRANSMONTAIGNE,
            "Minimum Commitment",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ai60",
            "Across the contracts with a counterparty outside the US, which ones limit liability (caps, "
            "exclusions of consequential damages)?",
            "Cap On Liability",
            (party_abroad,),
        ),
        (
            "ai61",
            "For the commitments note: which contracts signed during FY2018 carry a minimum purchase or "
            "take-or-pay commitment?",
            "Minimum Commitment",
            (year_of("effective_date", 2018),),
        ),
        (
            "ai62",
            "Do any of the distributor agreements contain price protection or restrictions on changing "
            "prices? Relevant to variable consideration under 606.",
            "Price Restrictions",
            (typ("Distributor"),),
        ),
        (
            "ai63",
            "Which New York-law contracts have revenue-sharing or royalty arrangements?",
            "Revenue/Profit Sharing",
            (law("US", "US-NY"),),
        ),
        (
            "ai64",
            "Any most-favoured-customer pricing clauses in the contracts with foreign counterparties?",
            "Most Favored Nation",
            (party_abroad,),
        ),
        (
            "ai65",
            "Which service agreements renew automatically? It drives the contract term we use.",
            "Renewal Term",
            (typ("Service"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "ai66",
            "Please change the end date of the Gopage / PSiTech license to 12/31/2018 - it's a cut-off error "
            "on our side.",
            refuse("write"),
        ),
        (
            "ai67",
            "The two Armstrong Flooring IP agreements dated 12/31/2018 are duplicates - delete one so the "
            "population ties out.",
            refuse("write"),
        ),
        (
            "ai68",
            "Can you pull the same contract population from the Northwind Traders workspace? We audit them "
            "too.",
            refuse("workspace"),
        ),
        (
            "ai69",
            "SELECT file_id, total_amount FROM contracts WHERE effective_date > '2018-12-31' ORDER BY "
            "total_amount DESC;",
            refuse("query"),
        ),
        (
            "ai70",
            "MATCH (c:Contract) WHERE c.end_date < date('2019-01-01') SET c.status = 'expired' "
            "RETURN count(c)",
            refuse("query"),
        ),
        ("ai71", "What was the EUR/USD rate at 12/31/2018?", refuse("offtopic")),
        (
            "ai72",
            "Book conference room 4B for our closing meeting with the CFO, Thursday 2pm.",
            refuse("offtopic"),
        ),
        (
            "ai73",
            "Draft the audit opinion for the FY2018 financial statements - we're leaning unqualified.",
            refuse("offtopic"),
        ),
        (
            "ai74",
            "Given the $50MM Revolution Medicines / Sanofi deal, should we recognise the consideration "
            "upfront or over time under ASC 606?",
            advice(REVMED_SANOFI),
        ),
        (
            "ai75",
            "Is the Jaguars sponsorship with ARC Group a lease under ASC 842 - should the client book a "
            "right-of-use asset?",
            advice(JAGUARS_ARC),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user28_questions() -> list[Question]:
    return question_set(
        "user28", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER28_CLAUSE_CONTRACTS", "user28_questions"]
