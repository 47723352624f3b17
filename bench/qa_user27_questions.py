"""A twenty-seventh user-written question set for `bench.qa_fresh` (split "user27", `--set user27`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user26_questions` and `bench.qa_user25_questions` and
the clause contracts and categories the earlier sets ask), the way a procurement and vendor-management analyst
in an Indian shared-services centre supporting a US parent writes in a Microsoft Teams channel: polite and
formal Indian English ("Dear team", "Kindly share", "Request you to confirm", "Please do the needful", "PFB
query", "Kindly revert", "the same" as a pronoun: "please share the list of the same", "out of the same"),
dates written day-first with dashes or slashes ("01-04-2015", "31-03-2016", "w.e.f. 01/04/2018", "31-03-2003",
"31/03/2020", "02-07-2019"), the Indian financial year ("FY 2018-19", "the last FY", "this FY", "the current
FY", "the next FY i.e. FY 2020-21", "Q1 FY19-20", "Q2 of this FY"), "as on date", "till date", "prepone" and
"postpone", vendor and agreement words ("vendor", "OEM", "AMC", "distributor", "franchisee", "PO", "RFP"),
amounts in US dollars written the US way ("USD 1 million"), and a few constraints in rupees, lakhs and crores,
which the data does not record in that currency. Clause questions are in the analyst's own words, never CUAD's
category names ("whether GLS is appointed as exclusive distributor for the territory", "any restriction on
either party hiring the other's staff", "whether termination without cause is allowed", "is MTI assured
pricing not worse than other resellers", "will it renew automatically or only by mutual consent", "is the
franchisee bound to pay any minimum royalty", "is the franchisee restricted from doing any competing
business", "is any per-package revenue share payable", "any minimum commitment on the number of details or the
sales force size", "any cap on the support hours or the no. of emails", "any clause restricting the vendor
from increasing its charges (rate freeze)", "is the liability capped", "the vendor cannot assign the agreement
to a group company without our consent", "which ones get renewed automatically", "is the franchisee given any
exclusive territory", "best-price / MFN protection"). It asks counts and lists filtered by type, party, party
country, governing law, value and dates, relative dates in financial-year terms, aggregations, the facts of
named contracts ("not stated" where the data has none, and one name that fits two contracts), follow-up
threads that narrow, widen, switch the financial year, the type or the state, correct the bot ("Sorry, my
mistake - I meant sponsorship agreements"), page through a list ("Next 10 please", "Please share the remaining
ones also") and ask a fact or a clause of "it" / "the same" / "those", clause questions about one named
contract and across the contracts of a filter, "no such clause" cases, refusals (preponing an expiry date in
the repository, deleting duplicate records, the US parent's Teams workspace, pasted SQL and Cypher, the
USD-INR rate, applying for leave in the HR portal, and legal advice) and constraints the data does not record
(values in INR crores and lakhs, MSME registration, GSTINs, purchase orders). It uses the helpers and truth
objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the
data (a few periods and filters are built here: the Indian financial year and its quarters, and the countries
of the non-US parties).

Readings (today is the benchmark's fixed 30-06-2019, so the current financial year is FY 2019-20). Every date
is read day-first (dd-mm-yyyy or dd/mm/yyyy: "01-04-2015" is 1 April 2015, "31-03-2016" is 31 March 2016); no
month-first reading is accepted. A financial year "FY 2018-19" is 1 April 2018 to 31 March 2019, both days in:
"between 01-04-2015 and 31-03-2016 (FY 2015-16)" (ah04) is 1 April 2015 to 31 March 2016; "the last FY i.e. FY
2018-19" (ah11) is FY 2018-19; "this FY" / "the current FY" is FY 2019-20 (1 April 2019 to 31 March 2020);
"the next FY i.e. FY 2020-21" (ah17) 1 April 2020 to 31 March 2021. No calendar-year reading of a financial
year is accepted. Its quarters are Q1 April to June, Q2 July to September, Q3 October to December and Q4
January to March: "Q1 FY19-20" (ah13) is 1 April to 30 June 2019 (today, its last day, in), "Q2 of this FY"
(ah12) 1 July to 30 September 2019. These calendar boundaries are exact. "Expiring in the current FY" (ah10,
turns ah41.1 to ah41.3) is an end date anywhere in FY 2019-20, and also accepted: from today to 31 March 2020
(what is still to expire). "Expired in the last 6 months till date" (ah14) is an end date six months back to
today (183 days also accepted); "signed w.e.f. 01/04/2018 till date" (ah15) an effective date from 1 April
2018 to today, with no upper bound also accepted; "due for renewal in the next 90 days" (ah16) an end date
from today to 90 days on (three months also accepted). Today in or out for every window that starts or ends
today, and the last day in or out for a window counted from today. "Active as on date" (ah03, turn ah40.2) is
started and ending on or after today, with the contracts without an end date counted as active or not (both
accepted); "expired as on date" (turn ah35.4) an end date before today (on today also accepted). "Value above
USD 1 million" (ah06) is a stated value above $1,000,000, exactly $1M in or out (both accepted; none is
exactly $1M). "Any of the parties is based in India" (ah02) and "a Canadian counterparty" (thread ah39) are a
party whose country on file is India or Canada; "governed by Indian law" (thread ah40) a governing law of
India; "service agreements governed by Delaware law" (ah01) service agreements with Delaware as the state of
their governing law. "The total no. of agreements with Ingram Micro and list all the same" (ah05) is the
contracts with Ingram Micro as a party, and "list all the same" makes it a full list (every one must be
shown).

Aggregations: "the type-wise count of agreements signed in FY 2018-19, top 3 types" (ah20) counts the
contracts effective in FY 2018-19 per type (service agreements first; distributor, manufacturing and supply
agreements tie at second place, any two of them stand for the second and third); "state-wise split of
governing law for the distributor agreements, top 3" (ah21) counts them per state of their governing law; "the
total value (USD) of the sponsorship agreements signed w.e.f. 01-04-2015" (ah22) is the sum of the stated
values of the sponsorship agreements effective on or after 1 April 2015; "quarter-wise expiry count for the
current FY (Q1 to Q4)" (ah23) needs the count of end dates in each financial quarter of FY 2019-20 that has
any (a quarter named Q1 to Q4 or by its months, April-June to January-March); "country-wise count of
agreements with a non-US counterparty, top 3" (ah24) counts each contract once under each country, other than
the United States, of its parties; "the average tenure of our AMC / maintenance agreements in years" (ah25) is
the mean initial term from the stated durations or from the dates; "FY-wise count of agreements signed from FY
2016-17 to FY 2018-19" (ah26) needs each financial year's count of effective dates (a year named "FY 2016-17",
"FY 16-17", "2016-17", "FY17" or "April 2016 to March 2017"); "which AMC / maintenance agreement has the
highest value" (ah27) is the maintenance agreement of the largest stated value, shown first with its value.

Threads: in ah34, "out of the same, how many are OEM / manufacturing agreements" narrows the FY 2018-19
signings, "and for FY 2017-18?" switches the financial year and keeps the type, and "please share the list of
the same" is the full list of turn 3; in ah35, "sorry, my mistake - I meant sponsorship agreements" corrects
the type and keeps New York law, "and under California law?" switches the state and keeps the type, and "how
many of these have expired as on date?" narrows turn 3; in ah36, "kindly list the AMC / maintenance
agreements" is every maintenance agreement, and "next 10 please" and "please share the remaining ones also"
page through the same selection (each page is judged as the selection: the total it states must be the
selection's count and every contract shown must belong to it; which ones earlier pages showed is not tracked);
in ah39, "which of those give us best-price / MFN protection?" and "and which of those have any exclusivity?"
are the contracts of turn 1 with a Canadian counterparty (the clause-indexed ones among them), judged by the
contracts returned and the count checked, as every cross-contract clause question is; in ah40, "out of these,
which one is active as on date?" narrows the Indian-law contracts (both readings of active) and "what is its
value and end date?" asks of the one active under the strict reading (the PC Financial Services / Mobimagic
service agreement); in ah41, "please include endorsement agreements also" widens the sponsorship agreements
expiring in the current FY to sponsorship and endorsement agreements, and "now for all agreement types please"
drops the type; in ah37 and ah38 the later turns ask a fact or a clause of the contract meant ("the same",
"it").

Judgment calls on facts and names: ah33 "the ATR maintenance agreement with Azul" fits the two maintenance
agreements between Azul Linhas Aereas Brasileiras and Avions de Transport Regional (ATR): `Ambiguous`, right
is asking which one or showing them both. ah28 is the PC Financial Services Private Limited / Mobimagic
service agreement (filed by Opera; Indian law); ah29 the Smaaash Entertainment / I-AM Capital Acquisition
franchise agreement (filed by Simplicity Esports), which has no end date on file (the answer must say so);
ah30 the Dexcel / Kitov Pharma manufacturing agreement (Israeli law); ah31 the Zounds Hearing / InnerScope
Hearing Technologies manufacturing, design and marketing agreement; ah32 the Apollo Endosurgery /
Establishment Labs manufacturing and supply agreement. Thread ah37's Antares Pharma / AMAG Pharmaceuticals
manufacturing agreement (prefilled syringes) has neither a value nor a governing law on file, which the
answers must say; thread ah38 is the Nexstar Broadcasting of Peoria / WYZZ outsourcing agreement.

Refusals and unrecorded constraints: ah59 asks to *prepone* an expiry date in the repository and ah60 to
*delete* duplicate records (writes, declined); ah61 asks to run the same search in the US parent's Teams
workspace (another workspace); the SQL of ah62 and the Cypher of ah63 (which writes) are pasted as typed; ah64
(the USD-INR rate) and ah65 (applying for casual leave in the HR portal) are out of the domain; ah66 ("should
we exercise early termination in the Airspan - GLS distributor agreement or let it run till expiry"), ah67
("is the non-compete in the Pretzel Time franchise agreement enforceable against a franchisee in India") and
ah68 ("should we renew the PC Financial Services / Mobimagic agreement, postpone the decision or go for a
fresh RFP") are legal advice, answered with the contract's facts and a not-legal-advice note. ah07 counts the
vendor agreements above INR 5 crore and ah18 asks for the agreements expiring this FY above Rs 50 lakhs:
values are on file in US dollars only and no exchange rate is recorded, so the bot should say it cannot
convert, not guess (right is flagging it and naming the rupee, crore, lakh, currency or conversion; a count or
list without a flag is wrong); ah08 counts the MSME-registered vendors, ah09 the agreements whose vendor GSTIN
is not captured, and ah19 asks for the agreements against which a PO was raised in Q1 of this FY: the data
records none of these (unread). Insurance, audit rights, an arbitration seat, a lock-in period and change of
control are not among the categories labelled in CUAD's dev split, so no clause question asks them (no truth
could be computed).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked over the truths of every earlier set's clause questions and of the clause turns of its threads, the
fresh set and user1 to user26), and only categories labelled in CUAD's dev split. They are listed in
`USER27_CLAUSE_CONTRACTS`. Across contracts it asks a no-solicit of employees in the distributor agreements, a
restriction on assignment in the supply agreements, a renewal term in the licence agreements, termination for
convenience in the sponsorship agreements, exclusivity in the franchise agreements, a price restriction in the
contracts effective in FY 2018-19 (none of the clause-indexed ones has it: right is saying none was found),
and in thread ah39 a most favoured nation clause and exclusivity in the contracts with a Canadian party; no
earlier set asked any of these categories over the same universe (checked likewise).

The "no" clause questions (`AIRSPAN_GLS` no-solicit of employees, `MCDATA_MTI` most favoured nation,
`ON2_WILDFORM` price restrictions and, in thread ah37, `ANTARES_AMAG` no-solicit of employees) name contracts
with no labelled span of that category at all (located or not: the master clauses table's context cell is
empty and its answer "No"), and whose text has no such clause: the Airspan / GLS distributor agreement has no
"hire" or "hiring", "solicit" only in "an unsolicited request from such customer", and its "employee",
"personnel" and "staff" passages are about training, the independent contractor, indemnities, confidentiality
and bribery; the McDATA / MTI reseller premier addendum has no "favo(u)r", "best price", "lowest" or "other
customer(s)"; the On2 / Wildform support and maintenance agreement is paid in shares ("Payment Shares") and
has no restriction on raising or lowering a price or fee ("price" occurs only in the definition of
confidential information, "fee" only of attorneys' and the mediator's fees and "no additional fee" for
mailings); the Antares / AMAG manufacturing agreement has no "solicit", "hiring" or "poach", and its one "will
not hire" is the debarment covenant (no convicted felons as officers or employees). Names that need care:
`AIRSPAN_GLS` is the Airspan Networks / GLS LLC distributor agreement; `MCDATA_MTI` the McDATA / MTI
Technology reseller agreement premier addendum; `CONVERGE_AMC` the VerticalNet / Converge maintenance and
support agreement (its first term ends 31 March 2003); `GOOSEHEAD` the Goosehead Insurance Agency franchise
agreement; `PRETZEL_TIME` the Pretzel Time franchise agreement filed by Mrs. Fields' Original Cookies;
`ISHIP_MBE` the iShip.com / Mail Boxes Etc. co-branding agreement filed by Stamps.com (a service agreement on
file); `JANSSEN_IMMUNOMEDICS` the Janssen Biotech / Immunomedics promotion agreement; `ON2_WILDFORM` the On2
Technologies / Wildform support and maintenance agreement; `NEXSTAR_WYZZ` the Nexstar Broadcasting of Peoria /
WYZZ outsourcing agreement; `ANTARES_AMAG` the Antares Pharma / AMAG Pharmaceuticals manufacturing agreement.

Every question's split is "user27"; every single letter and "aa" to "ag" being taken by other sets, ids start
with the two letters "ah" (a thread's turns are "ahNN.1", "ahNN.2", ...), which no other set uses, so that no
two questions of `--set all` share an id or an agent thread."""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    MONTHS,
    TODAY,
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
    clause_across,
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
    fact_start,
    fact_value,
    fixed,
    foreign_countries,
    largest,
    law,
    money_figure,
    party,
    party_in,
    periods,
    quarter,
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
)

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

AIRSPAN_GLS = "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement"
MCDATA_MTI = "MTITECHNOLOGYCORP_11_16_2004-EX-10.102-Reseller Agreement Premier Addendum"
CONVERGE_AMC = "VERTICALNETINC_04_01_2002-EX-10.19-MAINTENANCE AND SUPPORT AGREEMENT"
GOOSEHEAD = "GOOSEHEADINSURANCE,INC_04_02_2018-EX-10.6-Franchise Agreement"
PRETZEL_TIME = "MRSFIELDSORIGINALCOOKIESINC_01_29_1998-EX-10-FRANCHISE AGREEMENT"
ISHIP_MBE = "StampscomInc_20001114_10-Q_EX-10.47_2631630_EX-10.47_Co-Branding Agreement"
JANSSEN_IMMUNOMEDICS = "IMMUNOMEDICSINC_08_07_2019-EX-10.1-PROMOTION AGREEMENT"
ON2_WILDFORM = "ON2TECHNOLOGIES,INC_11_17_2006-EX-10.3-SUPPORT AND MAINTENANCE AGREEMENT"
ANTARES_AMAG = "Antares Pharma, Inc. - Manufacturing Agreement"
NEXSTAR_WYZZ = "NEXSTARFINANCEHOLDINGSINC_03_27_2002-EX-10.26-OUTSOURCING AGREEMENT"

USER27_CLAUSE_CONTRACTS: tuple[str, ...] = (
    AIRSPAN_GLS,
    MCDATA_MTI,
    CONVERGE_AMC,
    GOOSEHEAD,
    PRETZEL_TIME,
    ISHIP_MBE,
    JANSSEN_IMMUNOMEDICS,
    ON2_WILDFORM,
    ANTARES_AMAG,
    NEXSTAR_WYZZ,
)

# other contracts the specific questions and refusals name
PCFS_MOBIMAGIC = "OPERALTD_04_30_2020-EX-4.14-SERVICE AGREEMENT"
SMAAASH = "SimplicityEsportsGamingCompany_20181130_8-K_EX-10.1_11444071_EX-10.1_Franchise Agreement"
DEXCEL_KITOV = "KitovPharmaLtd_20190326_20-F_EX-4.15_11584449_EX-4.15_Manufacturing Agreement"
ZOUNDS_INNERSCOPE = "Zounds Hearing, Inc. - MANUFACTURING DESIGN MARKETING AGREEMENT"
APOLLO_ESTABLISHMENT = "Apollo Endosurgery - Manufacturing and Supply Agreement"

# parties named
INGRAM_MICRO = party("Ingram Micro")
ATR = party("AVIONS DE TRANSPORT REGIONAL, G.I.E.")


# --- the Indian financial year (1 April to 31 March) and filters built from the records' fields ----


def fy(start_year: int) -> tuple[date, date]:
    """FY start_year-(start_year+1): 1 April to 31 March."""
    return date(start_year, 4, 1), date(start_year + 1, 3, 31)


def fy_eff(start_year: int) -> Pred:
    """Effective in the financial year that starts on 1 April of `start_year`."""
    return eff(*fy(start_year))


def fy_patterns(start_year: int) -> tuple[str, ...]:
    """How an answer names a financial year: "FY 2016-17", "2016-17", "2016-2017", "FY17", "April 2016 to
    March 2017"."""
    y, nxt = start_year, start_year + 1
    short = f"{nxt % 100:02d}"
    return (
        rf"\bFY\s*'?{y}\s*[-–/]\s*(?:{nxt}|{short})\b",
        rf"\b{y}\s*[-–/]\s*(?:{nxt}|{short})\b",
        rf"\bFY\s*'?{y % 100:02d}\s*[-–/]\s*{short}\b",
        rf"\bFY\s*'?{short}\b(?!\s*[-–/]\s*\d)",
        rf"\bApr\w*\.?,?\s*{y}\s*(?:-|–|to|through)\s*(?:\d{{1,2}}\s+)?Mar\w*\.?,?\s*{nxt}\b",
    )


def fy_years(first: int, last: int) -> list[tuple[str, date, date, tuple[str, ...]]]:
    """The financial years starting in `first` to `last`, as periods."""
    return [(f"FY {y}-{(y + 1) % 100:02d}", *fy(y), fy_patterns(y)) for y in range(first, last + 1)]


def fy_quarters(start_year: int) -> list[tuple[str, date, date, tuple[str, ...]]]:
    """The four quarters of a financial year (Q1 April-June ... Q4 January-March), as periods."""
    out = []
    calendar = [(start_year, 2), (start_year, 3), (start_year, 4), (start_year + 1, 1)]
    for q, (year, cal_q) in enumerate(calendar, 1):
        a, b = quarter(year, cal_q)
        m1, m3 = MONTHS[a.month - 1], MONTHS[b.month - 1]
        nth = ("first", "second", "third", "fourth")[q - 1]
        pats = (
            rf"\bQ{q}\b",
            rf"\b{nth} quarter\b",
            rf"\b{m1[:3]}\w*\.?(?:\s*'?\d{{2,4}})?\s*(?:-|–|to|through)\s*{m3[:3]}",
        )
        out.append((f"Q{q} FY {start_year}-{(start_year + 1) % 100:02d}", a, b, pats))
    return out


# the words an answer would use for a constraint the data does not record
INR = ("inr", "rupee", "crore", "lakh", "currency", "convert")
MSME = ("msme", "micro, small", "small and medium", "udyam")
GSTIN = ("gstin", "gst", "tax registration", "tax id")
PO = ("purchase order", "po ")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    mfg, sp = typ("Manufacturing"), typ("Sponsorship")
    return [
        _q(
            c,
            "ah01",
            "Dear team, kindly share the count of service agreements governed by Delaware law.",
            count(typ("Service"), law("US", "US-DE")),
        ),
        _q(
            c,
            "ah02",
            "Request you to confirm the no. of agreements where any of the parties is based in India.",
            count(party_in("IN")),
        ),
        _q(
            c,
            "ah03",
            "How many OEM / manufacturing agreements are active as on date? Please confirm.",
            count(mfg, active_strict, alts=[[mfg, active_open]]),
        ),
        _q(
            c,
            "ah04",
            "Please share the count of agreements effective between 01-04-2015 and 31-03-2016 (FY 2015-16).",
            count(fy_eff(2015)),
        ),
        _q(
            c,
            "ah05",
            "Kindly share the total no. of agreements with Ingram Micro and list all the same.",
            count(INGRAM_MICRO, full=True),
        ),
        _q(
            c,
            "ah06",
            "No. of sponsorship agreements with value above USD 1 million?",
            count(sp, worth(over=1_000_000), alts=[[sp, worth(over=1_000_000, inclusive=True)]]),
        ),
        _q(c, "ah07", "How many vendor agreements are above INR 5 crore? Kindly revert.", unread(*INR), U),
        _q(
            c,
            "ah08",
            "How many of our vendors are MSME registered? Please share the count.",
            unread(*MSME),
            U,
        ),
        _q(
            c,
            "ah09",
            "Kindly share the count of agreements where the vendor GSTIN is not captured.",
            unread(*GSTIN),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    cur_a, cur_b = map(fixed, fy(TODAY.year))  # FY 2019-20
    return [
        _q(
            r,
            "ah10",
            "Kindly share the list of agreements expiring in the current FY.",
            window("end_date", cur_a, cur_b, extra=[(today, cur_b)]),
        ),
        _q(
            r,
            "ah11",
            "How many agreements were signed in the last FY i.e. FY 2018-19?",
            window("effective_date", *map(fixed, fy(TODAY.year - 1))),
        ),
        _q(
            r,
            "ah12",
            "Agreements expiring in Q2 of this FY - please share the same.",
            window("end_date", fixed(date(TODAY.year, 7, 1)), fixed(date(TODAY.year, 9, 30))),
        ),
        _q(
            r,
            "ah13",
            "How many agreements commenced in Q1 FY19-20?",
            window("effective_date", fixed(date(TODAY.year, 4, 1)), fixed(date(TODAY.year, 6, 30))),
        ),
        _q(
            r,
            "ah14",
            "Please share the agreements which have expired in the last 6 months till date.",
            window("end_date", rel(months=-6), today, extra=[(rel(days=-183), today)]),
        ),
        _q(
            r,
            "ah15",
            "Supply agreements signed w.e.f. 01/04/2018 till date - kindly share the count.",
            window(
                "effective_date",
                fixed(date(2018, 4, 1)),
                today,
                typ("Supply"),
                extra=[(fixed(date(2018, 4, 1)), fixed(None))],
            ),
        ),
        _q(
            r,
            "ah16",
            "Which licence agreements are due for renewal in the next 90 days?",
            window("end_date", today, rel(days=90), typ("License"), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "ah17",
            "How many agreements will expire in the next FY i.e. FY 2020-21?",
            window("end_date", *map(fixed, fy(TODAY.year + 1))),
        ),
        _q(
            r,
            "ah18",
            "Agreements expiring this FY with value above Rs 50 lakhs - please share the same.",
            unread(*INR),
            U,
        ),
        _q(
            r,
            "ah19",
            "Kindly share the agreements against which a PO was raised in Q1 of this FY.",
            unread(*PO),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "ah20",
            "Kindly share the type-wise count of agreements signed in FY 2018-19, top 3 types.",
            by_key(types_of, type_patterns, 3, fy_eff(TODAY.year - 1)),
        ),
        _q(
            a,
            "ah21",
            "State-wise split of governing law for the distributor agreements, top 3 please.",
            by_key(states_of, state_patterns, 3, typ("Distributor")),
        ),
        _q(
            a,
            "ah22",
            "What is the total value (USD) of the sponsorship agreements signed w.e.f. 01-04-2015?",
            money_figure(typ("Sponsorship"), eff(date(2015, 4, 1), None)),
        ),
        _q(
            a,
            "ah23",
            "Quarter-wise expiry count for the current FY (Q1 to Q4) please.",
            periods("end_date", fy_quarters(TODAY.year)),
        ),
        _q(
            a,
            "ah24",
            "Country-wise count of agreements with a non-US counterparty, top 3.",
            by_key(foreign_countries, country_patterns, 3),
        ),
        _q(
            a,
            "ah25",
            "What is the average tenure of our AMC / maintenance agreements in years?",
            term_figure(typ("Maintenance")),
        ),
        _q(
            a,
            "ah26",
            "FY-wise count of agreements signed from FY 2016-17 to FY 2018-19, kindly share.",
            periods("effective_date", fy_years(2016, 2018)),
        ),
        _q(
            a,
            "ah27",
            "Which AMC / maintenance agreement has the highest value? Please share the same with the value.",
            largest(typ("Maintenance")),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ah28",
            "Kindly share the start date, end date and value of the service agreement between PC Financial "
            "Services Pvt Ltd and Mobimagic.",
            about(PCFS_MOBIMAGIC, fact_start, fact_end, fact_value),
        ),
        _q(
            s,
            "ah29",
            "Smaaash Entertainment franchise agreement with I-AM Capital - which law governs the same and "
            "what is the end date?",
            about(SMAAASH, fact_law, fact_end),
        ),
        _q(
            s,
            "ah30",
            "PFB query on the Dexcel OEM / manufacturing agreement with Kitov Pharma: start date, end date "
            "and governing law please.",
            about(DEXCEL_KITOV, fact_start, fact_end, fact_law),
        ),
        _q(
            s,
            "ah31",
            "Zounds Hearing - InnerScope manufacturing, design and marketing agreement: what is the contract "
            "value and till when is it valid?",
            about(ZOUNDS_INNERSCOPE, fact_value, fact_end),
        ),
        _q(
            s,
            "ah32",
            "Request you to confirm the expiry date and governing law of the Apollo Endosurgery "
            "manufacturing and supply agreement with Establishment Labs.",
            about(APOLLO_ESTABLISHMENT, fact_end, fact_law),
        ),
        _q(
            s,
            "ah33",
            "Please share the end date of the ATR maintenance agreement with Azul.",
            ambiguous(ATR, typ("Maintenance")),
            A,
        ),
    ]


def threads() -> list[Question]:
    today = rel()
    mfg, sp, ny, ca = typ("Manufacturing"), typ("Sponsorship"), law("US", "US-NY"), law("US", "US-CA")
    fy18, fy17 = fy_eff(TODAY.year - 1), fy_eff(TODAY.year - 2)
    indian, can = law("IN"), party_in("CA")
    cur_a, cur_b = map(fixed, fy(TODAY.year))

    def expiring_this_fy(*preds: Pred) -> TruthFn:
        return window("end_date", cur_a, cur_b, *preds, extra=[(today, cur_b)])

    return [
        *_thread(
            "ah34",
            [
                ("How many agreements were signed in FY 2018-19?", count(fy18)),
                ("Out of the same, how many are OEM / manufacturing agreements?", count(fy18, mfg)),
                ("And for FY 2017-18?", count(fy17, mfg)),
                ("Please share the list of the same.", count(fy17, mfg, full=True)),
            ],
        ),
        *_thread(
            "ah35",
            [
                ("No. of distributor agreements governed by New York law?", count(typ("Distributor"), ny)),
                ("Sorry, my mistake - I meant sponsorship agreements.", count(sp, ny)),
                ("And under California law?", count(sp, ca)),
                (
                    "How many of these have expired as on date?",
                    count(sp, ca, expired_strict, alts=[[sp, ca, expired_incl]]),
                ),
            ],
        ),
        *_thread(
            "ah36",
            [
                ("Kindly list the AMC / maintenance agreements.", count(typ("Maintenance"))),
                ("Next 10 please.", count(typ("Maintenance"))),
                ("Please share the remaining ones also.", count(typ("Maintenance"))),
            ],
        ),
        *_thread(
            "ah37",
            [
                (
                    "Antares - AMAG manufacturing agreement (prefilled syringes): kindly share the effective "
                    "date and the contract value.",
                    about(ANTARES_AMAG, fact_start, fact_value),
                ),
                ("Which law governs the same?", about(ANTARES_AMAG, fact_law)),
                ("Is Antares's liability under it capped?", clause_in(ANTARES_AMAG, "Cap On Liability")),
                (
                    "Any restriction on either side hiring the other's staff?",
                    clause_in(ANTARES_AMAG, "No-Solicit Of Employees"),
                ),
            ],
        ),
        *_thread(
            "ah38",
            [
                (
                    "Nexstar / WYZZ outsourcing agreement - start date and end date please.",
                    about(NEXSTAR_WYZZ, fact_start, fact_end),
                ),
                (
                    "Whether termination without cause is allowed? If yes, what is the notice period?",
                    clause_in(NEXSTAR_WYZZ, "Termination For Convenience"),
                ),
            ],
        ),
        *_thread(
            "ah39",
            [
                ("How many agreements do we have with a Canadian counterparty?", count(can)),
                (
                    "Which of those give us best-price / MFN protection?",
                    clause_across("Most Favored Nation", can),
                ),
                ("And which of those have any exclusivity?", clause_across("Exclusivity", can)),
            ],
        ),
        *_thread(
            "ah40",
            [
                ("Are any agreements governed by Indian law? Please share the count.", count(indian)),
                (
                    "Out of these, which one is active as on date?",
                    count(indian, active_strict, alts=[[indian, active_open]]),
                ),
                ("What is its value and end date?", about(PCFS_MOBIMAGIC, fact_value, fact_end)),
            ],
        ),
        *_thread(
            "ah41",
            [
                ("Kindly share the sponsorship agreements expiring in the current FY.", expiring_this_fy(sp)),
                (
                    "Please include endorsement agreements also.",
                    expiring_this_fy(typ("Sponsorship", "Endorsement")),
                ),
                ("Now for all agreement types please.", expiring_this_fy()),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ah42",
            "PFB query on the Airspan Networks distributor agreement with GLS LLC: whether GLS is appointed "
            "as exclusive distributor for the territory? Kindly share the clause.",
            AIRSPAN_GLS,
            "Exclusivity",
        ),
        (
            "ah43",
            "Airspan / GLS LLC distributor agreement - is there any restriction on either party hiring the "
            "other's staff?",
            AIRSPAN_GLS,
            "No-Solicit Of Employees",
        ),
        (
            "ah44",
            "McDATA reseller premier addendum with MTI Technology - whether termination without cause is "
            "allowed? If yes, kindly share the notice period.",
            MCDATA_MTI,
            "Termination For Convenience",
        ),
        (
            "ah45",
            "In the McDATA - MTI reseller premier addendum, is MTI assured pricing not worse than other "
            "resellers (best price / MFN)?",
            MCDATA_MTI,
            "Most Favored Nation",
        ),
        (
            "ah46",
            "VerticalNet - Converge maintenance and support agreement (AMC): will it renew automatically "
            "after 31-03-2003 or only by mutual consent? Please share the renewal clause.",
            CONVERGE_AMC,
            "Renewal Term",
        ),
        (
            "ah47",
            "Goosehead Insurance franchise agreement - is the franchisee bound to pay any minimum royalty "
            "irrespective of the business done?",
            GOOSEHEAD,
            "Minimum Commitment",
        ),
        (
            "ah48",
            "Pretzel Time franchise agreement (Mrs. Fields): is the franchisee restricted from doing any "
            "competing business during or after the term?",
            PRETZEL_TIME,
            "Non-Compete",
        ),
        (
            "ah49",
            "iShip.com - Mail Boxes Etc. co-branding agreement: is any per-package revenue share payable to "
            "iShip? Kindly share the clause.",
            ISHIP_MBE,
            "Revenue/Profit Sharing",
        ),
        (
            "ah50",
            "Janssen - Immunomedics promotion agreement: any minimum commitment on the number of details or "
            "the sales force size on Immunomedics' side?",
            JANSSEN_IMMUNOMEDICS,
            "Minimum Commitment",
        ),
        (
            "ah51",
            "On2 Technologies support and maintenance agreement with Wildform: is there any cap on the "
            "support hours or the no. of emails Wildform has to handle?",
            ON2_WILDFORM,
            "Volume Restriction",
        ),
        (
            "ah52",
            "On2 - Wildform support agreement: is there any clause restricting Wildform from increasing its "
            "charges (rate freeze)?",
            ON2_WILDFORM,
            "Price Restrictions",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ah53",
            "In our distributor agreements, is there any restriction on hiring each other's staff? Kindly "
            "share which ones.",
            "No-Solicit Of Employees",
            (typ("Distributor"),),
        ),
        (
            "ah54",
            "Request you to confirm in which supply agreements the vendor cannot assign the agreement to a "
            "group company or third party without our consent.",
            "Anti-Assignment",
            (typ("Supply"),),
        ),
        (
            "ah55",
            "Which licence agreements get renewed automatically after expiry? Please share the same.",
            "Renewal Term",
            (typ("License"),),
        ),
        (
            "ah56",
            "For the sponsorship agreements, whether termination without cause is allowed in any of them?",
            "Termination For Convenience",
            (typ("Sponsorship"),),
        ),
        (
            "ah57",
            "In the franchise agreements, is the franchisee given any exclusive territory? Kindly revert "
            "with the list.",
            "Exclusivity",
            (typ("Franchise"),),
        ),
        (
            "ah58",
            "For the agreements signed in FY 2018-19, is there any clause restricting the vendor from "
            "increasing rates? Please check and revert.",
            "Price Restrictions",
            (fy_eff(TODAY.year - 1),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "ah59",
            "Please prepone the expiry of the Zounds - InnerScope agreement to 31/03/2020 and update the "
            "same.",
            refuse("write"),
        ),
        (
            "ah60",
            "The two Netgear / Ingram Micro amendments are duplicates, please delete the same from the "
            "system. Do the needful.",
            refuse("write"),
        ),
        (
            "ah61",
            "Kindly run the same search in our US parent's Teams workspace (corporate legal tenant) also.",
            refuse("workspace"),
        ),
        (
            "ah62",
            "SELECT party_name, SUM(total_amount) FROM contracts WHERE effective_date BETWEEN '2018-04-01' "
            "AND '2019-03-31' GROUP BY party_name;",
            refuse("query"),
        ),
        (
            "ah63",
            "MATCH (c:Contract) WHERE c.governing_law = 'IN' SET c.status = 'Renewed' RETURN c",
            refuse("query"),
        ),
        ("ah64", "What is the USD to INR exchange rate as on today?", refuse("offtopic")),
        (
            "ah65",
            "Kindly apply casual leave for me on 02-07-2019 in the HRMS portal.",
            refuse("offtopic"),
        ),
        (
            "ah66",
            "Should we exercise early termination in the Airspan - GLS distributor agreement or let it run "
            "till expiry? Kindly advise.",
            advice(AIRSPAN_GLS),
        ),
        (
            "ah67",
            "Is the non-compete in the Pretzel Time franchise agreement enforceable against a franchisee in "
            "India? Please advise.",
            advice(PRETZEL_TIME),
        ),
        (
            "ah68",
            "The PC Financial Services / Mobimagic service agreement is expiring this FY - should we renew "
            "the same, postpone the decision or go for a fresh RFP? Please advise.",
            advice(PCFS_MOBIMAGIC),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user27_questions() -> list[Question]:
    return question_set(
        "user27", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER27_CLAUSE_CONTRACTS", "user27_questions"]
