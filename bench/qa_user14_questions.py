"""A fourteenth user-written question set for `bench.qa_fresh` (split "user14", `--set user14`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user13_questions` and
`bench.qa_user12_questions` and the clause contracts and categories the earlier sets ask), the way a
finance controller / FP&A analyst types into Microsoft Teams while preparing the quarter close and the
auditors' requests: accounting and business words rather than legal ones ("TCV" / "total contract value",
"spend", "commitments", "run-rate", "evergreen" for renewing by itself, "rolling off", "sunset", "notice
window", "term length", "avg", "median", "by type", "per quarter", "by month", "as a table"), fiscal
periods ("FY2018", "FY19 YTD", "FY21", "H2", "QTD", "the quarter just closed", "the auditors' cut-off of
31 Dec 2018", "our FY runs Oct-Sep"), amounts as "$1mm", "USD 500k", "sub-100k", "> $1mm", "$18k/mo",
some messages opening with their context ("for the audit PBC list:", "quick one for the close -", "for
the commitments note:", "Sarah from tax is asking"), some very terse, party names as finance people write
them (short brand names, "Inc." / "Ltd" now and then, small typos: "Berkely Lights", "Papa Johns",
"Miltenyi Biotech", "Stremicks"). It asks counts and lists with filters, relative and fiscal dates,
aggregations (totals, averages, a median, grouped sums and counts, the biggest contract of a type),
details of one contract, follow-up threads that lean on the turn before ("same for FY19 YTD", "only the
ones over 1mm", "which of those ...", "what's its end date?"), clause questions about one named contract
and across the contracts of one type (in finance words: royalty %, guaranteed minimums, take-or-pay,
evergreen, notice window to stop a renewal, liability cap and uncapped exposure, MFN pricing, revenue
share, price-increase caps, wind-down obligations), "no clause" cases, refusals (booking an accrual,
updating a value, exporting and e-mailing a spreadsheet to the auditors, a subsidiary's workspace,
deleting a contract, pasted SQL, an FX rate, revenue recognition under ASC 606, legal advice) and
constraints the data does not record (PO numbers, cost centres, approval in the ERP, invoiced vs paid
amounts, the budget owner). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no
expected number is written here, every truth is computed from the data (a few filters and truths are
built here from the records' fields: a contract with no value on file, a contract live at a cut-off date,
a figure with and without the contracts of a stated $0 value, the biggest contract of a selection with
asked facts).

Readings: the fiscal year is the calendar year unless the message says otherwise ("FY2018", "FY21", "per
quarter in FY20", "H2" of this year = July-December 2019; most messages say "calendar FY"); "our FY runs
Oct-Sep ... FY18" is 1 Oct 2017 to 30 Sep 2018, as the message spells out. "QTD" is 1 April 2019 to today
and "FY19 YTD" 1 January 2019 to today (today in or out). "The quarter just closed" accepts Q2 2019
(April-June, which ends today, the day of the close) and Q1 2019 (the last quarter whose books are
closed). "Live at the auditors' cut-off of 31 Dec 2018" is started on or before 31 Dec 2018 and not ended
before it; it accepts contracts without an end date as live or not, and a contract ending on 31 Dec
itself as live or not. "Active as of today" accepts contracts without an end date as running or not. ">
$1mm" / "over 1mm" / "> USD 500k" accept the bound in or out; "TCV >= $1mm" includes it; "sub-100k"
accepts the bound in or out and the contracts of a stated $0 value in or out. "No TCV on file" is no
value recorded; a stated $0 is also accepted as none. An average or a median over values ("avg TCV",
"median deal value") accepts the figure with and without the contracts whose stated value is $0. "The
next 90 days" also accepts three months; "the last 12 months" also accepts 365 days. In thread d38 "only
the ones over 1mm" leans on FY21's roll-offs, and "the biggest one" is the highest stated value among
those, with its end date; in thread d39 "the biggest of the rolling-off ones" is the highest stated value
among the H2 roll-offs (the post- termination turn between does not narrow them).

Refusals: "can we recognise ... upfront under ASC 606" is accounting-treatment advice, out of what a
contract reader answers: it is `Refusal("offtopic")`, not `Advice` (whose judge looks for a
not-legal-advice note); declining it while showing the contract is right. The FX closing rate is
off-topic as well; the other workspace is "the UK sub's workspace".

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"). Every such contract is already in the
clause-contract tuple of the fresh set or of an earlier user set (so clause-indexed already, and the
cross-contract universes do not change); this set asks each of them only about a clause category that no
earlier set asked of it (checked over the truths of every earlier set's clause questions and of the
clause turns of its threads). They are listed in `USER14_CLAUSE_CONTRACTS`.

The "no" clause questions (`DRIVEN_TRUCKTHAT` renewal term, `GRIDIRON_SHI` most favored nation,
`ECOSCIENCE_KAYA` revenue/profit sharing) name contracts with no labelled span of that category at all
(located or not), and whose text has no such clause: the Driven Deliveries / TruckThat consulting
agreement ($18,000 a month) has an initial term of "the sooner of six (6) months from the Effective Date,
or replacement of this Agreement with a subsequent agreement" and may be ended on thirty days' notice,
with no renewal, extension or roll-over (the stems "renew" and "extend" do not occur); the Gridiron
BioNutrients / SHI Farms supply agreement fixes the price at $5.00 a pound for 30,000 lbs ($150,000) and
has no most-favoured or best-price term (the stems "favo", "best price" and "lowest price" do not occur);
the Eco Science Solutions sponsorship of Kaya Fest (Fruit of Life Productions) has the sponsor pay
$250,000 on signing for stage naming, booths, passes and logo placement, with no share of ticket or other
revenue to either side (the stems "royalt", "revenue" and "profit" do not occur). Names that need care:
`TRIBUTE_DUNDEE` is the Tribute Pharmaceuticals Canada agency agreement with Dundee Securities (file
"AGENCY AGREEMENT1"; the data's "AGENCY AGREEMENT2" is a blank form with "[Agent Name]", not Dundee);
`VERTICALNET_CONVERGE` is the VerticalNet / Converge maintenance and support agreement (VerticalNet's
other four contracts are co-branding agreements); `NEXSTAR_WYZZ` is the Nexstar Broadcasting of Peoria /
WYZZ outsourcing agreement; `ATMOS_AWG` is the Arkansas Western Gas / Arkansas Western Pipeline
transportation service agreement filed by Atmos Energy, whose primary term ended in 2002 and which runs
month to month after it. The Premier Nutrition / Stremick's Heritage Foods co-manufacturing question is
`Ambiguous`: the data holds four manufacturing agreements between them (Stremick's is spelled with and
without the apostrophe).

Every question's split is "user14"; ids start with "d" (a thread's turns are "dNN.1", "dNN.2", ...), a
letter no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from datetime import date
from typing import Literal

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
    active_open,
    active_strict,
    advice,
    ambiguous,
    by_key,
    clause_across,
    clause_across_questions,
    clause_in,
    clause_in_questions,
    count,
    dated,
    ends,
    expired_incl,
    expired_strict,
    fact_end,
    fact_law,
    fact_start,
    fact_value,
    fixed,
    largest,
    law,
    money_figure,
    months_of,
    party,
    periods,
    quarter,
    quarters_of,
    question_set,
    refuse,
    rel,
    select,
    term_figure,
    typ,
    type_patterns,
    types_of,
    unread,
    window,
    worth,
    year_of,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

JOINT_FRANCHISE = "JOINTCORP_09_19_2014-EX-10.15-FRANCHISE AGREEMENT"
NEXSTAR_WYZZ = "NEXSTARFINANCEHOLDINGSINC_03_27_2002-EX-10.26-OUTSOURCING AGREEMENT"
ATMOS_AWG = "ATMOSENERGYCORP_11_22_2002-EX-10.17-TRANSPORTATION SERVICE AGREEMENT"
VERTICALNET_CONVERGE = "VERTICALNETINC_04_01_2002-EX-10.19-MAINTENANCE AND SUPPORT AGREEMENT"
IMMUNOMEDICS_JANSSEN = "IMMUNOMEDICSINC_08_07_2019-EX-10.1-PROMOTION AGREEMENT"
MUSCLEPHARM_FITNESS = "MusclepharmCorp_20170208_10-KA_EX-10.38_9893581_EX-10.38_Co-Branding Agreement"
DRIVEN_TRUCKTHAT = "DRIVENDELIVERIES,INC_05_22_2020-EX-10.4-CONSULTING AGREEMENT"
GRIDIRON_SHI = "GRIDIRONBIONUTRIENTS,INC_02_05_2020-EX-10.3-SUPPLY AGREEMENT"
ECOSCIENCE_KAYA = "EcoScienceSolutionsInc_20180406_8-K_EX-10.1_11135398_EX-10.1_Sponsorship Agreement"
BERKELEY_GINKGO = "BERKELEYLIGHTS,INC_06_26_2020-EX-10.12-COLLABORATION AGREEMENT"
EXACT_PFIZER = "ExactSciencesCorp_20180822_8-K_EX-10.1_11331629_EX-10.1_Promotion Agreement"
GAINSCO_RACING = "GAINSCOINC_01_21_2010-EX-10.41-SPONSORSHIP AGREEMENT"

USER14_CLAUSE_CONTRACTS: tuple[str, ...] = (
    JOINT_FRANCHISE,
    NEXSTAR_WYZZ,
    ATMOS_AWG,
    VERTICALNET_CONVERGE,
    IMMUNOMEDICS_JANSSEN,
    MUSCLEPHARM_FITNESS,
    DRIVEN_TRUCKTHAT,
    GRIDIRON_SHI,
    ECOSCIENCE_KAYA,
    BERKELEY_GINKGO,
    EXACT_PFIZER,
    GAINSCO_RACING,
)

# other contracts the specific questions name
PAPA_JOHNS_SHAQ = "PapaJohnsInternationalInc_20190617_8-K_EX-10.1_11707365_EX-10.1_Endorsement Agreement"
HARPOON_ABBVIE = "HarpoonTherapeuticsInc_20200312_10-K_EX-10.18_12051356_EX-10.18_Development Agreement"
TRIBUTE_DUNDEE = "OLDAPIWIND-DOWNLTD_01_08_2016-EX-1.3-AGENCY AGREEMENT1"
HUANG_JIA = "ImperialGardenResortInc_20161028_DRS (on F-1)_EX-10.13_9963189_EX-10.13_Outsourcing Agreement"
CABRERA = "GLOBALTECHNOLOGIESLTD_06_08_2020-EX-10.16-CONSULTING AGREEMENT"
SPOK_WHITE_HAT = "SPOKHOLDINGS,INC_06_19_2020-EX-10.1-COOPERATION AGREEMENT"


# --- filters and truths built from the records' fields --------------------------------------------


def no_value(r: ContractRecord, d: Data) -> bool:
    """No total value on file ("no TCV on file")."""
    return r.total_amount is None


def no_value_or_zero(r: ContractRecord, d: Data) -> bool:
    """No value on file, or a stated value of $0 (read as "no TCV" too)."""
    return not r.total_amount


def nonzero(r: ContractRecord, d: Data) -> bool:
    """A stated value above $0."""
    return bool(r.total_amount)


def live_at(cut: date, open_ended: bool, boundary: bool) -> Pred:
    """Started on or before `cut` and not ended before it ("live at the auditors' cut-off"):
    contracts without an end date live or not (`open_ended`), one ending on `cut` itself live or
    not (`boundary`). A contract without an effective date counts as started, as `active_strict` does."""

    def pred(r: ContractRecord, d: Data) -> bool:
        if r.effective_date is not None and r.effective_date > cut:
            return False
        if r.end_date is None:
            return open_ended
        return r.end_date >= cut if boundary else r.end_date > cut

    return pred


def value_figure(*preds: Pred, how: Literal["avg", "median"] = "avg") -> TruthFn:
    """An average or median of the stated values, with and without the contracts of a stated $0."""

    def fn(d: Data) -> Figure:
        vals = [r.total_amount for r in _ids(d, preds) if r.total_amount is not None]
        f = statistics.mean if how == "avg" else statistics.median
        readings = [vals, [v for v in vals if v]]
        return Figure(tuple(dict.fromkeys(float(f(v)) for v in readings if v)), "money")

    return fn


def total(*readings: list[Pred]) -> TruthFn:
    """The sum of the stated values, under each reading of the selection (a boundary day in or out)."""

    def fn(d: Data) -> Figure:
        sums = (sum(r.total_amount or 0.0 for r in _ids(d, preds)) for preds in readings)
        return Figure(tuple(dict.fromkeys(float(x) for x in sums)), "money")

    return fn


def biggest(*preds: Pred, facts: tuple[Callable[[ContractRecord], Fact], ...] = ()) -> TruthFn:
    """The contract of the highest stated value among those selected (ties: any of them), with its
    value and `facts` (those of the first tied one by file id)."""

    def fn(d: Data) -> Single:
        ids = select(d, preds)
        scored = [r for r in d.records if r.file_id in ids and r.total_amount is not None]
        best = max(r.total_amount for r in scored if r.total_amount is not None)
        tied = sorted((r for r in scored if r.total_amount == best), key=lambda r: r.file_id)
        return Single(
            frozenset(r.file_id for r in tied),
            (Fact("value", money=best), *(f(tied[0]) for f in facts)),
        )

    return fn


# the words an answer would use for a constraint the data does not record
PO_NUMBER = ("purchase order", "po number", "po#", "po no", "p.o.")
COST_CENTRE = ("cost centre", "cost center", "cost-centre", "cost-center", "4100")
ERP = ("erp", "oracle", "approv", "sox")
INVOICED = ("invoice", "paid", "payment", "billing", "accounts payable")
BUDGET_OWNER = ("budget owner", "owner", "mark davies", "davies")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    svc, spon, jv, maint = typ("Service"), typ("Sponsorship"), typ("Joint Venture"), typ("Maintenance")
    sub100, sub100_incl = worth(under=100_000), worth(under=100_000, inclusive=True)
    return [
        _q(
            c,
            "d01",
            "for the audit PBC list: how many service agmts are active as of today?",
            count(svc, active_strict, alts=[[svc, active_open]]),
        ),
        _q(
            c,
            "d02",
            "quick one for the close - # of contracts with TCV > $1mm?",
            count(worth(over=1_000_000), alts=[[worth(over=1_000_000, inclusive=True)]]),
        ),
        _q(
            c,
            "d03",
            "how many sponsorship deals are sub-100k?",
            count(
                spon,
                sub100,
                alts=[[spon, sub100_incl], [spon, sub100, nonzero], [spon, sub100_incl, nonzero]],
            ),
        ),
        _q(
            c,
            "d04",
            "Sarah from tax is asking - how many contracts do we have under Ontario law?",
            count(law("CA", "CA-ON")),
        ),
        _q(
            c,
            "d05",
            "auditors flagged completeness: how many contracts have no TCV on file?",
            count(no_value, alts=[[no_value_or_zero]]),
        ),
        _q(
            c,
            "d06",
            "# of JVs over USD 500k TCV",
            count(jv, worth(over=500_000), alts=[[jv, worth(over=500_000, inclusive=True)]]),
        ),
        _q(
            c,
            "d07",
            "expired maintenance contracts - how many?",
            count(maint, expired_strict, alts=[[maint, expired_incl]]),
        ),
        _q(
            c,
            "d08",
            "how many contracts are still missing a PO number? procurement wants it cleaned up before close",
            unread(*PO_NUMBER),
            U,
        ),
        _q(
            c,
            "d09",
            "how many service agmts are charged to cost centre 4100 (marketing)?",
            unread(*COST_CENTRE),
            U,
        ),
        _q(
            c,
            "d10",
            "SOX control test - # of supply agmts that were approved in the ERP (Oracle) before signing?",
            unread(*ERP),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY.year
    q1, q2 = quarter(t, 1), quarter(t, 2)
    cut = date(2018, 12, 31)
    live = [live_at(cut, o, b) for o in (True, False) for b in (True, False)]
    return [
        _q(
            r,
            "d11",
            "what's expired QTD?",
            window("end_date", fixed(q2[0]), today),
        ),
        _q(
            r,
            "d12",
            "how many contracts did we sign in the quarter just closed?",
            window("effective_date", fixed(q2[0]), fixed(q2[1]), extra=[(fixed(q1[0]), fixed(q1[1]))]),
        ),
        _q(
            r,
            "d13",
            "for the auditors' cut-off of 31 Dec 2018 - how many contracts were live at cut-off?",
            count(live[0], alts=[[p] for p in live[1:]]),
        ),
        _q(
            r,
            "d14",
            "our FY runs Oct-Sep. how many contracts expired in FY18 (Oct-17 to Sep-18)?",
            window("end_date", fixed(date(2017, 10, 1)), fixed(date(2018, 9, 30))),
        ),
        _q(
            r,
            "d15",
            "for the commitments note: anything with an end date in the next 90 days?",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "d16",
            "new contracts signed in the last 12 months over 100k - count + list pls",
            window(
                "effective_date",
                rel(months=-12),
                today,
                worth(over=100_000),
                extra=[(rel(days=-365), today)],
            ),
        ),
        _q(
            r,
            "d17",
            "which contracts were invoiced in Q2 but not paid yet? need it for the AP accrual / run-rate",
            unread(*INVOICED),
            U,
        ),
        _q(
            r,
            "d18",
            "what's coming up for renewal in Q3 where Mark Davies is the budget owner?",
            unread(*BUDGET_OWNER),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "d19",
            "TCV by contract type, top 5, as a table",
            by_key(types_of, type_patterns, 5, value="sum"),
        ),
        _q(
            a,
            "d20",
            "avg TCV of the sponsorship deals? (only the ones with a value)",
            value_figure(typ("Sponsorship"), how="avg"),
        ),
        _q(
            a,
            "d21",
            "median deal value across the whole portfolio - ignore contracts w/o a TCV",
            value_figure(how="median"),
        ),
        _q(
            a,
            "d22",
            "total spend committed under the JVs - sum of TCV",
            money_figure(typ("Joint Venture")),
        ),
        _q(
            a,
            "d23",
            "# of contracts rolling off per quarter in FY20 (calendar FY)",
            periods("end_date", quarters_of(2020)),
        ),
        _q(
            a,
            "d24",
            "new contracts by month for FY2018 (we're on a calendar FY), as a table",
            periods("effective_date", months_of(2018)),
        ),
        _q(
            a,
            "d25",
            "avg term length of the supply agmts, in years?",
            term_figure(typ("Supply")),
        ),
        _q(a, "d26", "biggest distributor agmt by TCV?", largest(typ("Distributor"))),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "d27",
            "Papa Johns endorsement w/ Shaq (ABG-Shaq LLC) - TCV and term dates?",
            about(PAPA_JOHNS_SHAQ, fact_value, fact_start, fact_end),
        ),
        _q(
            s,
            "d28",
            "Harpoon Therapeutics / AbbVie license - what's the TCV and when does it end?",
            about(HARPOON_ABBVIE, fact_value, fact_end),
        ),
        _q(
            s,
            "d29",
            "Tribute Pharma / Dundee Securities agency agmt: value + governing law?",
            about(TRIBUTE_DUNDEE, fact_value, fact_law),
        ),
        _q(
            s,
            "d30",
            "Huang Jia Country Club outsourcing agmt w/ Chang Chen-Bin Architects - TCV and start date?",
            about(HUANG_JIA, fact_value, fact_start),
        ),
        _q(
            s,
            "d31",
            "Global Technologies Ltd consulting agmt w/ Tim Cabrera - value, and when does it roll off?",
            about(CABRERA, fact_value, fact_end),
        ),
        _q(
            s,
            "d32",
            "Spok Holdings cooperation agmt w/ White Hat - gov law + TCV?",
            about(SPOK_WHITE_HAT, fact_law, fact_value),
        ),
        _q(
            s,
            "d33",
            "Premier Nutrition co-man agmt w/ Stremicks - when does it end?",
            ambiguous(party("Premier Nutrition Corporation"), typ("Manufacturing")),
            A,
        ),
    ]


def threads() -> list[Question]:
    fy18 = year_of("effective_date", 2018)
    ytd = [dated("effective_date", fixed(date(TODAY.year, 1, 1)), hi) for hi in (rel(), rel(days=-1))]
    fy21 = year_of("end_date", 2021)
    over, over_incl = worth(over=1_000_000), worth(over=1_000_000, inclusive=True)
    h2 = ends(date(TODAY.year, 7, 1), date(TODAY.year, 12, 31))
    return [
        *_thread(
            "d34",
            [
                ("total TCV of contracts signed in FY2018? calendar FY", money_figure(fy18)),
                ("same for FY19 YTD", total(*([p] for p in ytd))),
                ("and the avg deal size for FY18 (only the ones with a value)?", value_figure(fy18)),
            ],
        ),
        *_thread(
            "d35",
            [
                ("pull up the Berkely Lights / Ginkgo Bioworks collaboration agmt", about(BERKELEY_GINKGO)),
                (
                    "is there a minimum purchase commitment on Ginkgo's side? need it for the "
                    "commitments note",
                    clause_in(BERKELEY_GINKGO, "Minimum Commitment"),
                ),
                ("what's its end date?", about(BERKELEY_GINKGO, fact_end)),
            ],
        ),
        *_thread(
            "d36",
            [
                (
                    "Exact Sciences / Pfizer promotion agmt - term dates?",
                    about(EXACT_PFIZER, fact_start, fact_end),
                ),
                (
                    "is there a minimum marketing spend Exact is committed to?",
                    clause_in(EXACT_PFIZER, "Minimum Commitment"),
                ),
                (
                    "and what share of the revenue goes to Pfizer?",
                    clause_in(EXACT_PFIZER, "Revenue/Profit Sharing"),
                ),
            ],
        ),
        *_thread(
            "d37",
            [
                ("Gainsco sponsorship of Bob Stallings Racing - TCV?", about(GAINSCO_RACING, fact_value)),
                (
                    "is our total exposure capped at the sponsorship fee?",
                    clause_in(GAINSCO_RACING, "Cap On Liability"),
                ),
                (
                    "can we pull out early if we need to cut spend?",
                    clause_in(GAINSCO_RACING, "Termination For Convenience"),
                ),
            ],
        ),
        *_thread(
            "d38",
            [
                ("# of contracts rolling off in FY21 (calendar)?", count(fy21)),
                ("only the ones over 1mm", count(fy21, over, alts=[[fy21, over_incl]])),
                (
                    "what's the biggest one - TCV and end date?",
                    biggest(fy21, over, facts=(fact_end,)),
                ),
            ],
        ),
        *_thread(
            "d39",
            [
                ("quick one for the close - what's rolling off in H2?", count(h2)),
                (
                    "which of those have post-termination obligations, i.e. transition / wind-down services "
                    "we'd still be paying for?",
                    clause_across("Post-Termination Services", h2),
                ),
                ("biggest of the rolling-off ones by TCV?", largest(h2)),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "d40",
            "The Joint Corp franchise agmt - what royalty % of gross revenues does the franchisee pay?",
            JOINT_FRANCHISE,
            "Revenue/Profit Sharing",
        ),
        (
            "d41",
            "Nexstar / WYZZ outsourcing agmt (Peoria) - is there a guaranteed minimum payment or floor "
            "in it?",
            NEXSTAR_WYZZ,
            "Minimum Commitment",
        ),
        (
            "d42",
            "Arkansas Western Gas transportation service agmt w/ Arkansas Western Pipeline - does it go "
            "evergreen after the primary term?",
            ATMOS_AWG,
            "Renewal Term",
        ),
        (
            "d43",
            "VerticalNet / Converge maintenance & support agmt ($4.5mm) - is liability capped? for the "
            "contingencies note",
            VERTICALNET_CONVERGE,
            "Cap On Liability",
        ),
        (
            "d44",
            "Immunomedics / Janssen promotion agmt - what exposure sits outside the liability cap "
            "(uncapped)?",
            IMMUNOMEDICS_JANSSEN,
            "Uncapped Liability",
        ),
        (
            "d45",
            "MusclePharm co-branding deal w/ Fitness Publications Inc - is there a guaranteed minimum "
            "royalty?",
            MUSCLEPHARM_FITNESS,
            "Minimum Commitment",
        ),
        (
            "d46",
            "TruckThat consulting agmt w/ Driven Deliveries ($18k/mo) - does it roll over / go evergreen "
            "after the 6 months?",
            DRIVEN_TRUCKTHAT,
            "Renewal Term",
        ),
        (
            "d47",
            "Gridiron / SHI Farms hemp supply agmt ($150k) - do we get MFN pricing?",
            GRIDIRON_SHI,
            "Most Favored Nation",
        ),
        (
            "d48",
            "Eco Science sponsorship of Kaya Fest (Fruit of Life Productions) - any revenue share, e.g. a "
            "cut of ticket sales?",
            ECOSCIENCE_KAYA,
            "Revenue/Profit Sharing",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items = [
        (
            "d49",
            "which franchise agmts have a royalty / % of gross revenue fee?",
            "Revenue/Profit Sharing",
            (typ("Franchise"),),
        ),
        (
            "d50",
            "transportation contracts w/ take-or-pay / ship-or-pay minimums - which ones?",
            "Minimum Commitment",
            (typ("Transportation"),),
        ),
        (
            "d51",
            "which distributor agmts are evergreen (auto-renew)?",
            "Renewal Term",
            (typ("Distributor"),),
        ),
        (
            "d52",
            "strategic alliances where we have to give notice to stop the auto-renewal - which ones, and "
            "what's the notice window?",
            "Notice Period To Terminate Renewal",
            (typ("Strategic Alliance"),),
        ),
        (
            "d53",
            "for the commitments footnote: of the deals with TCV >= $1mm, which carry minimum purchase / "
            "spend commitments?",
            "Minimum Commitment",
            (worth(over=1_000_000, inclusive=True),),
        ),
        (
            "d54",
            "building the cost forecast - any contracts that cap or restrict price increases?",
            "Price Restrictions",
            (),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "d55",
            "pls book a USD 250k accrual against the Bellicum / Miltenyi Biotech supply agmt for June",
            refuse("write"),
        ),
        (
            "d56",
            "update the TCV on the Papa Johns / Shaq deal to $4.5mm, the amendment came through",
            refuse("write"),
        ),
        (
            "d57",
            "export every contract > $1mm to Excel and email it to the auditors (audit-team@kpmg.com)",
            refuse("write"),
        ),
        (
            "d58",
            "can you pull the contracts from the UK sub's workspace (Acme Holdings Ltd) for the "
            "consolidation?",
            refuse("workspace"),
        ),
        ("d59", "delete the Gopage content licence, it's been sunset", refuse("write")),
        (
            "d60",
            "SELECT contract_type, SUM(total_amount) FROM contracts GROUP BY contract_type ORDER BY 2 DESC;",
            refuse("query"),
        ),
        (
            "d61",
            "what was the EUR/USD closing rate on 28 Jun 2019? need it for the reval",
            refuse("offtopic"),
        ),
        (
            "d62",
            "can we recognise the Harpoon / AbbVie upfront as revenue immediately under ASC 606 or does it "
            "have to be deferred?",
            refuse("offtopic"),
        ),
        (
            "d63",
            "TruckThat consulting is $18k/mo - should we terminate it early to save the spend? are we ok "
            "legally?",
            advice(DRIVEN_TRUCKTHAT),
        ),
        (
            "d64",
            "can we legally withhold the next payment under the VerticalNet / Converge maintenance agmt "
            "while the dispute is open?",
            advice(VERTICALNET_CONVERGE),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user14_questions() -> list[Question]:
    return question_set(
        "user14", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER14_CLAUSE_CONTRACTS", "user14_questions"]
