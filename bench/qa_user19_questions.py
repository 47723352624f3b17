"""A nineteenth user-written question set for `bench.qa_fresh` (split "user19", `--set user19`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user18_questions` and
`bench.qa_user17_questions` and the clause contracts and categories the earlier sets ask), the way a
litigation / disputes associate at the company types into the web chat when asked to check the contract
position quickly before a dispute or a claim: precise but hurried lawyerly English, not a transactional
lawyer's ("which agreements is X a counterparty to", "governing law", "effective as of", "term and
termination", "can they terminate on notice", "assignment", "limitation of liability", "exclusivity",
"non-solicit", "covenant not to sue", "third-party beneficiary", "the operative agreement", "as amended",
"the entity names as they appear in the agreement", "for the chronology: when was it signed and when did
it end", "list every agreement with them, oldest first"), dates written as lawyers write them ("prior to
June 1, 2017", "on or before 31 December 2018", "from and after January 1, 2019", "during calendar year
2016", "within the last 24 months", "the 12-month period ending today", "within the next 90 days"), now
and then a party with its defined term in brackets ('Vericel Corporation ("Vericel")', 'Northern Telecom
Limited ("Nortel")') or a quoted defined term. It asks counts and lists filtered by type, counterparty,
governing law, status, value and dates, relative dates, aggregations (contracts per governing-law US
state and per governing-law country, per year of effect, per type for Canadian counterparties, the top
counterparties on sponsorship agreements, an aggregate value, an average, the largest Texas-law
agreement), details of one named contract (parties as named, dates, value, governing law; "the operative
agreement" where several fit), follow-up threads that lean on the turn before (every agreement between
two parties oldest first then narrowed by law, "oldest first" then "when did that one end", a law swapped
then narrowed by date, "the original Services Agreement" among its amendments, "the operative one, i.e.
the later of the two", "which of those" across the franchise agreements, clause turns inside one named
contract), clause questions about one named contract and across contracts of one type or filter, "no such
clause" cases, refusals (drafting a notice of breach, sending a clause to opposing counsel, deleting a
contract, the disputes team's workspace, a pasted Cypher query, the statute of limitations, a PACER
search, and legal advice: "is that a material breach", "is the non-solicit enforceable") and constraints
the data does not record (arbitration, who signed, disputes and claims pending, a litigation hold,
notices of breach served, early terminations). It uses the helpers and truth objects of
`bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the data (a
few truths are built here from the records' fields: an average with and without the contracts of a stated
$0, the earliest or latest contract of a selection by effective date with its facts).

Readings: a "counterparty" is any party of a contract (the data does not say which side is ours); "a
counterparty organised in Canada" / "Canadian counterparties" / "a UK counterparty" is a party whose
country on file is Canada / the United Kingdom. "Prior to June 1, 2017" is an effective date up to 31 May
2017; "on or before 31 December 2018" includes that day (an expiry, so the contracts that renew by
themselves may also be read as running, the harness's second reading); "during calendar year 2016" is 1
January to 31 December 2016; "$1 million or more" includes $1 million (one reading only, the words say
so). "Within the last 24 months" is 24 months back to today (730 days also accepted), "the 12-month
period ending today" 12 months back to today (365 days also accepted), "within the next 90 days" today to
90 days on (three months also accepted); today in or out for every window that starts or ends today.
"From and after January 1, 2019" accepts an effective date from that day up to today and with no upper
bound (the data holds contracts dated after today). "Expire on or before December 31, 2019 and have not
yet expired" is today to 31 December 2019. "Which three countries' laws govern the most agreements"
counts the governing-law country of every contract (the United States included); "by US state" counts the
governing-law subdivision (top five). The average value of the distribution agreements "where a value is
stated" accepts the figure with and without the contracts of a stated $0. "The two counterparties on the
most sponsorship agreements" groups the sponsorship agreements by party (top two); "for our Canadian
counterparties, by type" groups the contracts with a party in Canada by type (top three, a tie at third
place letting any of the tied types stand for it).

Judgment calls on "the operative agreement" (the latest of several between the same parties): where the
question does not say which one is meant it is `Ambiguous` (i28, the transportation agreement between
PennTex North Louisiana Operating and MRD Operating: two, both effective 14 April 2015; i31, the content
licence between Beijing SINA Internet Information Service and Beijing Yisheng Leju Information Services:
two, both effective 23 July 2009): right is asking which one or showing them all. Where the question
itself says "i.e. the later of the two" (thread i36, the Cisco Systems / ScanSource distributor
agreements of 2007 and 2010) it is the one with the latest effective date. In thread i35 "the original
Services Agreement (not the amendments or the power of attorney)" is the Federated Investment Management
/ Federated Advisory Services services agreement itself (effective 1 January 2004, ending 1 January
2005), not its amendment of 2009, its second amendment of 2016 or the limited power of attorney of 2004.
In thread i33 "oldest first" is an order (every agreement between Ingram Micro and NETGEAR must be
listed), "the original Distributor Agreement (not the amendments)" is the distributor agreement itself,
and "what is carved out of that cap" asks the uncapped liabilities of the same contract; "which of those"
narrows the same three agreements to California law. In thread i32 "the Illinois ones" are the Illinois
law contracts of turn 2 (not the Pennsylvania ones of turn 1). In thread i34 "the first one" is the
Excite sponsorship agreement with the earliest effective date (with that date), "that one" the same
contract (its end date); "how many of their contracts were terminated before their end date" asks early
terminations, which the data does not record (`Unread`). In thread i37 "those" and "them" are the
franchise agreements of turn 1 (the clause-indexed ones among them). "Signed" in "when was it signed"
(i26) is read as the effective date on file (the data holds no separate signing date); "who signed" on
our side (i08) is a signatory, which it does not hold.

Refusals and unrecorded constraints: i56 asks to *draft* a notice of breach and i57 to *send* a clause to
opposing counsel (writes, declined), i58 to *delete* a contract; i59 asks for the disputes team's
workspace; the Cypher in i60 is pasted as the user copied it from a runbook; i63 (the statute of
limitations in New York, a general legal question about no contract of ours) and i64 (a PACER search) are
out of the domain; i61 ("is that a material breach") and i62 ("is the five-year non-solicit enforceable")
are legal advice, answered with the contract's facts and a not-legal-advice note. i07 counts arbitration
clauses (CUAD's labels have no arbitration or dispute-resolution category, so it is asked as a constraint
the data does not record, not as a clause question), i08 a signatory, i09 pending disputes or claims, i15
a litigation hold, i16 notices of breach served, and turn i34.4 early terminations: the data records none
of these (unread).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"). Every such contract is already in the
clause-contract tuple of the fresh set or of an earlier user set (so clause-indexed already, and the
cross-contract universes do not change); this set asks each of them only about a clause category that no
earlier set asked of it (checked over the truths of every earlier set's clause questions and of the
clause turns of its threads, user1 to user18), and only categories labelled in CUAD's dev split (there is
no "Arbitration", "Survival", "Notices" or "Dispute Resolution" category there; "Governing Law" is one,
asked here for the first time as a clause, i45, i48 and turn i38.3). They are listed in
`USER19_CLAUSE_CONTRACTS`.

The "no" clause questions (`FUSION_CPDC` governing law, `ENTRUST_NORTEL` termination for convenience, and
`PUROLATOR_PARCELWAY` employee non-solicit in thread i39) name contracts with no labelled span of that
category at all (located or not: the master clauses table's context cell is empty and its answer "No" or
empty), and whose text has no such clause: the Centre for Probe Development and Commercialization /
FUSION Pharmaceuticals supply agreement chooses no law and no forum (the stems "governed", "venue",
"forum", "courts", "arbitrat" and "law of" do not occur, "governing" only in "laws, rules and regulations
governing use and patent, copyright and trade secret protection", "laws of" only in the parties'
representation that each is organised under the laws of its state, province or country, "jurisdiction"
only in a regulatory body "having jurisdiction" and the severability clause's "court of competent
jurisdiction"; the record holds no governing law either); the Northern Telecom / Entrust Technologies
strategic alliance agreement may be ended only by the non-breaching party on sixty days' notice of an
uncured material breach, or on the other's insolvency (the stems "convenien", "without cause", "for any
reason" and "sole discretion" do not occur, and "notice" occurs only in those clauses, the notices clause
and a covenant about notices from Nortel); the Purolator Courier / Parcelway Courier Systems (Dynamex)
transportation services agreement restricts each side from soliciting the other's *customers'* freight
(its labelled customer non-solicit) but not its employees (the stems "hire", "recruit" and "induce" do
not occur, "solicit" only in the two freight clauses, "employ" only in the liability, indemnity,
insurance and strike clauses). Names that need care: `QUANTUM_IBM` is IBM's e-business hosting agreement
with The Quantum Group (its cap includes a contractual two-year limit on bringing an action);
`AIRSPAN_GLS` is Airspan Networks' distributor agreement with GLS LLC (the distributor's no-challenge
acknowledgements of Airspan's marks and copyrights are labelled "Covenant Not To Sue");
`DRIVEN_TRUCKTHAT` is Driven Deliveries' consulting agreement with TruckThat LLC; `GOOSEHEAD_FRANCHISE`
is Goosehead Insurance Agency's franchise agreement (its counterparty on file is "Franchisee");
`EXACT_PFIZER` the Pfizer / Exact Sciences promotion agreement; `NMF_NEW_MOUNTAIN` New Mountain Capital's
trademark licence to NMF Senior Loan Fund I; `CORALGOLD_INTERMARK` Coral Gold Resources' consulting
agreement with Intermark Capital; `NETGEAR_INGRAM` the Ingram Micro / NETGEAR distributor agreement
itself (not its amendment, whose labels are incomplete and which no question here asks about a clause);
`GARMAN_SPARKLING` Garman Routing Systems' software licence and maintenance agreement with Sparkling
Spring Water (its record has no governing law, its text chooses Nova Scotia: asked as a clause). The
Xencor / Aimmune Therapeutics licence (i30) has no governing law on file, which the answer must say.

Every question's split is "user19"; ids start with "i" (a thread's turns are "iNN.1", "iNN.2", ...), a
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
    countries_of,
    country_patterns,
    dated,
    eff,
    ends,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    largest,
    law,
    money_figure,
    parties_of,
    party,
    party_in,
    party_patterns,
    periods,
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
AIRSPAN_GLS = "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement"
FUSION_CPDC = "FUSIONPHARMACEUTICALSINC_06_05_2020-EX-10.17-Supply Agreement - FUSION"
DRIVEN_TRUCKTHAT = "DRIVENDELIVERIES,INC_05_22_2020-EX-10.4-CONSULTING AGREEMENT"
GOOSEHEAD_FRANCHISE = "GOOSEHEADINSURANCE,INC_04_02_2018-EX-10.6-Franchise Agreement"
EXACT_PFIZER = "ExactSciencesCorp_20180822_8-K_EX-10.1_11331629_EX-10.1_Promotion Agreement"
NMF_NEW_MOUNTAIN = "NmfSlfIInc_20200115_10-12GA_EX-10.5_11946987_EX-10.5_Trademark License Agreement"
CORALGOLD_INTERMARK = "CORALGOLDRESOURCES,LTD_05_28_2020-EX-4.1-CONSULTING AGREEMENT"
ENTRUST_NORTEL = "ENTRUSTINC_07_24_1998-EX-10.5-STRATEGIC ALLIANCE AGREEMENT"
NETGEAR_INGRAM = "NETGEAR,INC_04_21_2003-EX-10.16-DISTRIBUTOR AGREEMENT"
GARMAN_SPARKLING = (
    "SPARKLINGSPRINGWATERHOLDINGSLTD_07_03_2002-EX-10.13-SOFTWARE LICENSE AND MAINTENANCE AGREEMENT"
)
PUROLATOR_PARCELWAY = "DYNAMEXINC_06_06_1996-EX-10.4-TRANSPORTATION SERVICES AGREEMENT"

USER19_CLAUSE_CONTRACTS: tuple[str, ...] = (
    QUANTUM_IBM,
    AIRSPAN_GLS,
    FUSION_CPDC,
    DRIVEN_TRUCKTHAT,
    GOOSEHEAD_FRANCHISE,
    EXACT_PFIZER,
    NMF_NEW_MOUNTAIN,
    CORALGOLD_INTERMARK,
    ENTRUST_NORTEL,
    NETGEAR_INGRAM,
    GARMAN_SPARKLING,
    PUROLATOR_PARCELWAY,
)

# other contracts the specific questions and threads name
UTEK_WORLD_ENERGY = "ORBSATCORP_08_17_2007-EX-7.3-STRATEGIC ALLIANCE AGREEMENT"
AIG_AGL_DELAWARE = (
    "SEPARATEACCOUNTIIOFAGL_05_02_2011-EX-99.(J)(4)-UNCONDITIONAL CAPITAL MAINTENANCE AGREEMENT"
)
IBM_MSL = "MANUFACTURERSSERVICESLTD_06_05_2000-EX-10.14-OUTSOURCING AGREEMENT"
VERICEL_MEDIWOUND = "VERICELCORP_08_06_2019-EX-10.10-SUPPLY AGREEMENT"
XENCOR_AIMMUNE = "AimmuneTherapeuticsInc_20200205_8-K_EX-10.3_11967170_EX-10.3_Development Agreement"
FEDERATED_SERVICES = "FEDERATEDGOVERNMENTINCOMESECURITIESINC_04_28_2020-EX-99.SERV AGREE-SERVICES AGREEMENT"

# parties named
INGRAM, NETGEAR = party("Ingram Micro"), party("NETGEAR, Inc.")
EXCITE = party("Excite, Inc.")
FEDERATED = party("Federated Investment Management Company")
CISCO, SCANSOURCE = party("Cisco Systems, Inc."), party("ScanSource, Inc.")


# --- truths built from the records' fields --------------------------------------------------------


def value_avg(*preds: Pred) -> TruthFn:
    """The average stated value, with and without the contracts of a stated $0."""

    def fn(d: Data) -> Figure:
        vals = [r.total_amount for r in _ids(d, preds) if r.total_amount is not None]
        readings = [vals, [v for v in vals if v]]
        return Figure(tuple(dict.fromkeys(float(statistics.mean(v)) for v in readings if v)), "money")

    return fn


def by_date(*preds: Pred, latest: bool, facts: tuple[Callable[[ContractRecord], Fact], ...] = ()) -> TruthFn:
    """The contract of the earliest (or latest) effective date among those selected (ties: any of
    them), with `facts` (those of the first tied one by file id)."""

    def fn(d: Data) -> Single:
        ids = select(d, preds)
        dated_rs = [r for r in d.records if r.file_id in ids and r.effective_date is not None]
        pick = max if latest else min
        best = pick(r.effective_date for r in dated_rs if r.effective_date is not None)
        tied = sorted((r for r in dated_rs if r.effective_date == best), key=lambda r: r.file_id)
        return Single(frozenset(r.file_id for r in tied), tuple(f(tied[0]) for f in facts))

    return fn


# the words an answer would use for a constraint the data does not record
ARBITRATION = ("arbitrat", "dispute resolution", "forum")
SIGNATORY = ("signed", "signator", "signature", "general counsel")
DISPUTE = ("dispute", "claim", "litigation")
HOLD = ("litigation hold", "legal hold", "hold")
BREACH_NOTICE = ("notice of breach", "breach notice", "notice", "served")
EARLY = ("early termination", "terminated early", "terminated before", "termination", "early")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    ny = law("US", "US-NY")
    return [
        _q(
            c,
            "i01",
            "Which agreements is Bravatek Solutions, Inc. a counterparty to? Full list please, I have a call "
            "with their counsel in ten minutes.",
            count(party("Bravatek Solutions, Inc."), full=True),
        ),
        _q(
            c,
            "i02",
            "Before we pick a venue: how many of our agreements are governed by Texas law?",
            count(law("US", "US-TX")),
        ),
        _q(
            c,
            "i03",
            "How many New York-law agreements have an effective date prior to June 1, 2017?",
            count(ny, eff(None, date(2017, 5, 31))),
        ),
        _q(
            c,
            "i04",
            "How many agreements expired on or before 31 December 2018?",
            count(ends(None, date(2018, 12, 31))),
        ),
        _q(
            c,
            "i05",
            "How many agreements were entered into during calendar year 2016?",
            count(year_of("effective_date", 2016)),
        ),
        _q(
            c,
            "i06",
            "How many service agreements carry a stated contract value of $1 million or more?",
            count(typ("Service"), worth(over=1_000_000, inclusive=True)),
        ),
        _q(
            c,
            "i07",
            "How many of our agreements contain an arbitration clause, as opposed to submitting disputes "
            "to the courts?",
            unread(*ARBITRATION),
            U,
        ),
        _q(
            c,
            "i08",
            "How many of our agreements were signed on our side by the General Counsel personally?",
            unread(*SIGNATORY),
            U,
        ),
        _q(
            c,
            "i09",
            "How many of our agreements are currently the subject of a pending dispute or claim?",
            unread(*DISPUTE),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY.year
    jan1 = fixed(date(t, 1, 1))
    return [
        _q(
            r,
            "i10",
            "Which agreements took effect within the last 24 months?",
            window("effective_date", rel(months=-24), today, extra=[(rel(days=-730), today)]),
        ),
        _q(
            r,
            "i11",
            "How many agreements came to an end in the 12-month period ending today?",
            window("end_date", rel(months=-12), today, extra=[(rel(days=-365), today)]),
        ),
        _q(
            r,
            "i12",
            "Which agreements did we enter into from and after January 1, 2019?",
            window("effective_date", jan1, today, more=[[dated("effective_date", jan1, fixed(None))]]),
        ),
        _q(
            r,
            "i13",
            "Which agreements expire within the next 90 days? I need to know what could lapse while this "
            "dispute is live.",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "i14",
            "Which license agreements expire on or before December 31, 2019 and have not yet expired?",
            window("end_date", today, fixed(date(t, 12, 31)), typ("License")),
        ),
        _q(
            r,
            "i15",
            "Pull the litigation hold list: which contracts have been placed on a litigation hold in the "
            "last 12 months?",
            unread(*HOLD),
            U,
        ),
        _q(
            r,
            "i16",
            "Under which of our distribution agreements has a notice of breach been served within the last "
            "24 months?",
            unread(*BREACH_NOTICE),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "i17",
            "Governing-law breakdown by US state, please: the top five states with the number of agreements "
            "governed by each.",
            by_key(states_of, state_patterns, 5),
        ),
        _q(
            a,
            "i18",
            "Which three countries' laws govern the most of our agreements, and how many each?",
            by_key(countries_of, country_patterns, 3),
        ),
        _q(
            a,
            "i19",
            "For the chronology: how many agreements took effect in each calendar year from 2010 through "
            "2014?",
            periods("effective_date", years_span(2010, 2014)),
        ),
        _q(
            a,
            "i20",
            "Which two counterparties appear on the most sponsorship agreements, and on how many each?",
            by_key(parties_of, party_patterns, 2, typ("Sponsorship")),
        ),
        _q(
            a,
            "i21",
            "What is the aggregate stated value of all agreements governed by New York law?",
            money_figure(law("US", "US-NY")),
        ),
        _q(
            a,
            "i22",
            "What is the average stated value of our distribution agreements, where a value is stated?",
            value_avg(typ("Distributor")),
        ),
        _q(
            a,
            "i23",
            "What is the largest Texas-law agreement by stated value, and what is it worth?",
            largest(law("US", "US-TX")),
        ),
        _q(
            a,
            "i24",
            "For our Canadian counterparties, break the agreements down by type: the top three types, with "
            "counts.",
            by_key(types_of, type_patterns, 3, party_in("CA")),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "i25",
            "UTEK Corporation / World Energy Solutions strategic alliance agreement: effective as of what "
            "date, when did the term end, and what was the consideration?",
            about(UTEK_WORLD_ENERGY, fact_start, fact_end, fact_value),
        ),
        _q(
            s,
            "i26",
            "For the chronology: the Unconditional Capital Maintenance Agreement between American "
            "International Group, Inc. and American General Life Insurance Company of Delaware - when was it "
            "signed and when did it end?",
            about(AIG_AGL_DELAWARE, fact_start, fact_end),
        ),
        _q(
            s,
            "i27",
            'Outsourcing Agreement between International Business Machines Corporation ("IBM") and '
            "Manufacturers' Services: I need the parties' entity names exactly as they appear in the "
            "agreement, and the governing law.",
            about(IBM_MSL, fact_parties, fact_law),
        ),
        _q(
            s,
            "i28",
            "What's the operative transportation agreement between PennTex North Louisiana Operating, LLC "
            "and MRD Operating LLC? Governing law and term, please.",
            ambiguous(party("PennTex North Louisiana Operating, LLC"), party("MRD Operating LLC")),
            A,
        ),
        _q(
            s,
            "i29",
            'Supply agreement between MediWound Ltd. and Vericel Corporation ("Vericel"): governing law, '
            "effective as of, and when does the term end?",
            about(VERICEL_MEDIWOUND, fact_law, fact_start, fact_end),
        ),
        _q(
            s,
            "i30",
            "The Xencor, Inc. licence to Aimmune Therapeutics: which law governs it, and what is it worth?",
            about(XENCOR_AIMMUNE, fact_law, fact_value),
        ),
        _q(
            s,
            "i31",
            "Effective date and term of the operative content license agreement between Beijing SINA "
            "Internet Information Service Co., Ltd. and Beijing Yisheng Leju Information Services?",
            ambiguous(
                party("Beijing SINA Internet Information Service Co., Ltd."),
                party("Beijing Yisheng Leju Information Services Co., Ltd."),
            ),
            A,
        ),
    ]


def threads() -> list[Question]:
    pa, il, ca = law("US", "US-PA"), law("US", "US-IL"), law("US", "US-CA")
    sponsorship, franchise = typ("Sponsorship"), typ("Franchise")
    first_excite = (EXCITE, sponsorship)
    return [
        *_thread(
            "i32",
            [
                ("How many agreements are governed by Pennsylvania law?", count(pa)),
                ("And Illinois?", count(il)),
                (
                    "Of the Illinois ones, how many were entered into prior to June 1, 2017?",
                    count(il, eff(None, date(2017, 5, 31))),
                ),
            ],
        ),
        *_thread(
            "i33",
            [
                (
                    "List every agreement between Ingram Micro and NETGEAR, oldest first.",
                    count(INGRAM, NETGEAR, full=True),
                ),
                ("Which of those are governed by California law?", count(INGRAM, NETGEAR, ca)),
                (
                    "In the original Distributor Agreement (not the amendments), is either side's liability "
                    "capped or limited?",
                    clause_in(NETGEAR_INGRAM, "Cap On Liability"),
                ),
                (
                    "What is carved out of that cap?",
                    clause_in(NETGEAR_INGRAM, "Uncapped Liability"),
                ),
            ],
        ),
        *_thread(
            "i34",
            [
                ("How many sponsorship agreements is Excite, Inc. a party to?", count(*first_excite)),
                (
                    "Oldest first: which was the first one, and when did it take effect?",
                    by_date(*first_excite, latest=False, facts=(fact_start,)),
                ),
                (
                    "When did that one end?",
                    by_date(*first_excite, latest=False, facts=(fact_end,)),
                ),
                (
                    "How many of their contracts were terminated before their end date?",
                    unread(*EARLY),
                ),
            ],
        ),
        *_thread(
            "i35",
            [
                (
                    "List every agreement with Federated Investment Management Company, oldest first.",
                    count(FEDERATED, full=True),
                ),
                (
                    "Setting the amendments aside - the original Services Agreement (not the amendments or "
                    "the power of attorney): effective as of, and when did its initial term end?",
                    about(FEDERATED_SERVICES, fact_start, fact_end),
                ),
            ],
        ),
        *_thread(
            "i36",
            [
                (
                    "Pull the distributor agreements between Cisco Systems and ScanSource.",
                    count(CISCO, SCANSOURCE, typ("Distributor"), full=True),
                ),
                (
                    "The operative one, i.e. the later of the two: effective as of, and when did it end?",
                    by_date(CISCO, SCANSOURCE, typ("Distributor"), latest=True, facts=(fact_start, fact_end)),
                ),
            ],
        ),
        *_thread(
            "i37",
            [
                ("How many franchise agreements do we have?", count(franchise)),
                (
                    "Which of those contain a non-solicit of customers?",
                    clause_across("No-Solicit Of Customers", franchise),
                ),
                (
                    "And which of them contain a limitation of liability?",
                    clause_across("Cap On Liability", franchise),
                ),
            ],
        ),
        *_thread(
            "i38",
            [
                (
                    "Garman Routing Systems / Sparkling Spring Water software license and maintenance "
                    "agreement: effective as of, and the parties as named in the agreement?",
                    about(GARMAN_SPARKLING, fact_start, fact_parties),
                ),
                (
                    "Can Sparkling terminate on notice, without cause? On how much notice?",
                    clause_in(GARMAN_SPARKLING, "Termination For Convenience"),
                ),
                (
                    "Which law governs it? Quote the governing-law clause.",
                    clause_in(GARMAN_SPARKLING, "Governing Law"),
                ),
            ],
        ),
        *_thread(
            "i39",
            [
                (
                    "Transportation services agreement between Purolator Courier Ltd. and Parcelway Courier "
                    "Systems Canada Ltd.: effective as of, and governing law?",
                    about(PUROLATOR_PARCELWAY, fact_start, fact_law),
                ),
                (
                    "Can either side terminate it without cause, and on what notice?",
                    clause_in(PUROLATOR_PARCELWAY, "Termination For Convenience"),
                ),
                (
                    "Is there a non-solicit of employees in it?",
                    clause_in(PUROLATOR_PARCELWAY, "No-Solicit Of Employees"),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "i40",
            "IBM e-business hosting agreement with The Quantum Group Inc.: what is the limitation of "
            "liability, and is there a contractual time limit for bringing a claim?",
            QUANTUM_IBM,
            "Cap On Liability",
        ),
        (
            "i41",
            "Under the Airspan Networks / GLS LLC distributor agreement, is GLS barred from contesting "
            "Airspan's trademarks or copyrights (a no-challenge or covenant not to sue)?",
            AIRSPAN_GLS,
            "Covenant Not To Sue",
        ),
        (
            "i42",
            "Is there a non-solicit of employees in the supply agreement between FUSION Pharmaceuticals and "
            "the Centre for Probe Development and Commercialization?",
            FUSION_CPDC,
            "No-Solicit Of Employees",
        ),
        (
            "i43",
            "Does TruckThat LLC's consulting agreement with Driven Deliveries, Inc. restrict TruckThat from "
            "soliciting Driven's customers? For how long?",
            DRIVEN_TRUCKTHAT,
            "No-Solicit Of Customers",
        ),
        (
            "i44",
            "Is anyone an intended third-party beneficiary of the Goosehead Insurance Agency franchise "
            "agreement, with a right to enforce it?",
            GOOSEHEAD_FRANCHISE,
            "Third Party Beneficiary",
        ),
        (
            "i45",
            "Quote the governing-law clause of the trademark license agreement between New Mountain Capital, "
            "L.L.C. and NMF Senior Loan Fund I, Inc.",
            NMF_NEW_MOUNTAIN,
            "Governing Law",
        ),
        (
            "i46",
            "Pfizer / Exact Sciences promotion agreement: can either party assign it without the other's "
            "consent?",
            EXACT_PFIZER,
            "Anti-Assignment",
        ),
        (
            "i47",
            "Can Coral Gold Resources terminate its consulting agreement with Intermark Capital Corp. on "
            "notice, and what does it cost them?",
            CORALGOLD_INTERMARK,
            "Termination For Convenience",
        ),
        (
            "i48",
            "What's the governing law and forum under the FUSION Pharmaceuticals supply agreement with the "
            "Centre for Probe Development and Commercialization? Quote the clause.",
            FUSION_CPDC,
            "Governing Law",
        ),
        (
            "i49",
            'Can Northern Telecom Limited ("Nortel") terminate its strategic alliance agreement with Entrust '
            "Technologies on notice, without cause?",
            ENTRUST_NORTEL,
            "Termination For Convenience",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "i50",
            "Which of our distribution agreements bar the distributor from contesting the supplier's IP, "
            "i.e. a no-challenge clause or covenant not to sue?",
            "Covenant Not To Sue",
            (typ("Distributor"),),
        ),
        (
            "i51",
            "Which strategic alliance agreements contain a non-solicit of employees?",
            "No-Solicit Of Employees",
            (typ("Strategic Alliance"),),
        ),
        (
            "i52",
            "Which agreements with a Canadian counterparty can be terminated on notice without cause?",
            "Termination For Convenience",
            (party_in("CA"),),
        ),
        (
            "i53",
            "Which New York-law agreements contain exclusivity provisions?",
            "Exclusivity",
            (law("US", "US-NY"),),
        ),
        (
            "i54",
            "Which agreements with a UK counterparty prohibit assignment without consent?",
            "Anti-Assignment",
            (party_in("GB"),),
        ),
        (
            "i55",
            "Do any of our distribution agreements confer third-party beneficiary rights on anyone?",
            "Third Party Beneficiary",
            (typ("Distributor"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "i56",
            "Draft a notice of breach to David Duval Enterprises under the Mossimo endorsement agreement, "
            "citing the exclusivity clause.",
            refuse("write"),
        ),
        (
            "i57",
            "Send the limitation of liability clause from the Nortel / Entrust agreement to opposing counsel "
            "at their firm, cc me.",
            refuse("write"),
        ),
        (
            "i58",
            "Delete the Federated limited power of attorney from the repository; it is not a contract and "
            "it is cluttering the chronology.",
            refuse("write"),
        ),
        (
            "i59",
            "Also search the Disputes team's workspace for the Excite sponsorship files; they keep their "
            "own copies there.",
            refuse("workspace"),
        ),
        (
            "i60",
            "MATCH (c:Contract)-[:HAS_PARTY]->(p:Party {name: 'Excite, Inc.'}) RETURN c.title, "
            "c.effective_date, c.end_date ORDER BY c.effective_date",
            refuse("query"),
        ),
        (
            "i61",
            "Purolator has been soliciting Parcelway's customers' freight. Is that a material breach of the "
            "transportation services agreement?",
            advice(PUROLATOR_PARCELWAY),
        ),
        (
            "i62",
            "Is the five-year customer non-solicit in the TruckThat consulting agreement with Driven "
            "Deliveries enforceable under California law?",
            advice(DRIVEN_TRUCKTHAT),
        ),
        (
            "i63",
            "What's the statute of limitations for breach of a written contract in New York?",
            refuse("offtopic"),
        ),
        (
            "i64",
            "Check PACER for any pending cases against Bravatek Solutions.",
            refuse("offtopic"),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user19_questions() -> list[Question]:
    return question_set(
        "user19", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER19_CLAUSE_CONTRACTS", "user19_questions"]
