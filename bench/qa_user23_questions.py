"""A twenty-third user-written question set for `bench.qa_fresh` (split "user23", `--set user23`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user22_questions` and `bench.qa_user21_questions` and
the clause contracts and categories the earlier sets ask), the way a deputy general counsel preparing a
quarterly business review types into Microsoft Teams between meetings: short, mostly lower case, business
jargon ("TCV" for a contract's stated value, "paper" for contracts, "evergreen", "counterparty concentration",
"rolling off", "the sponsorship book"), two things asked in one message ("how many service agreements do we
have, and which state's law governs most of them?", "is it still in force, and what's it worth?"), shares and
percentages ("what share of our licences are under NY law?", "what % of our paper ..."), period comparisons
("did we sign more licences in 2018 than in 2017?", "so far this year vs the same period last year"), "per"
breakdowns ("contracts per counterparty country, top 5", "TCV ... per governing-law state"), ranges written
"between X and Y" and "from X to Y" for values and dates, refinements in follow-ups ("only the ones above
$1M", "drop the date filter", "now by type", "same but for distribution agreements"), contracts named by what
they are about ("the one where we sponsor a racing team", "our web hosting deal with the mining company", "the
49ers stadium company", "the amex gift card reseller deal", "the martin midstream barge deal"), yes/no
questions ("is the seahawks sponsorship still in force?", "does it renew by itself?", "can prolong walk away
early?") and a few typos ("sponsorhsip", "franchse", "endorsment", "agreemnt"). It asks counts and lists
filtered by type, party, party country, governing law, value and dates, relative dates, aggregations (a total
with the leading state, shares, two years side by side, this year to date against the same period last year,
contracts per counterparty country, the top counterparties of the strategic alliances by TCV, the TCV of the
licences per state, an average deal size, two states side by side), details and a comparison of named
contracts (the facts asked, "not stated" where the data has none), follow-up threads, clause questions about
one named contract and across contracts of a filter (assignment, a no-challenge of the marks, the notice to
stop a renewal, liability caps and carve-outs, exclusivity, a volume limit, post-termination transition,
renewal, non-compete, termination for convenience), "no such clause" cases, refusals (marking a sponsorship
renewed, attaching a QBR deck, setting a renewal reminder, the EMEA legal team's workspace, pasted SQL, a
PowerPoint deck, and legal advice: "should we let the gainsco sponsorship lapse or renew it", "is the Joint
Corp non-compete enforceable in California") and constraints the data does not record (a signed DPA, billing
frequency, the owning business unit, amendments or extensions made, a CPI uplift applied, late payments). It
uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected number is written here, every
truth is computed from the data (a few filters and truths are built here from the records' fields: "X or Y",
no governing law on file, a governing law on file, a non-US governing law, a party outside the US, a racing
team as party or in the summary, the countries of the parties; a share in per cent under each reading of its
base, a total asked together with the leading group, two states side by side, and the larger of two named
contracts).

Readings: "between $250k and $1M" (ad01) has both ends in, both ends out also accepted; "from March 2015 to
June 2016" (ad02) is 1 March 2015 to 30 June 2016; "between 2015 and 2019", "between 2000 and 2010", "from
2000 to 2010" and "between 1995 and 2005" are whole calendar years, both ends in. "Over / more than / above
$1M" and "more than $100k" (ad07, ad09, ad15, thread ad41) accept the bound in and out; "more than $2M" (ad62)
is read strictly, and no clause-indexed contract is worth exactly $2M, so the universe is the same either way.
"Paper with keefe bruyette" (ad03) is the contracts with Keefe, Bruyette & Woods, Inc. as party; counting also
the one with its division Charles Webb & Company is accepted. "A counterparty outside the US" (ad04, ad63) is
a party whose country on file is not the United States, "a canadian counterparty" (ad09) one whose country is
Canada; "a non-US law" (ad10, ad31) is a governing law of a known country other than the United States; "NY or
Delaware law" (ad06) and "reseller or distribution agreements" (ad63), "franchise or endorsement deals"
(ad60), "supply and manufacturing agreements" (ad58) and "in 2018 or 2019" (ad07) are unions. "Rolling off in
the next 90 days" (ad14) is an end date from today to 90 days on (3 months also accepted); "between now and
year end" (ad15) today to 31 December 2019; "in the last 18 months" (ad16) 18 months back to today (548 days
also accepted); "between Jan 1 and today" (ad17) an end date from 1 January 2019 to today; "run out in Q4 this
year" (ad18) an end date in October to December 2019; "started in the last 3 years and still in force" (ad19)
an effective date 36 months (or 1,095 days) back to today and running today, with the contracts without an end
date counted as running or not; today in or out for every window that starts or ends today. "Calendar 2020"
(thread ad42) is an end date in 2020. A yes/no question about a named contract ("is it still in force?", "does
it run past 2008?", "which is the bigger deal?") is answered by the fact it turns on, which the answer must
state: the end date, the value. "How many service agreements do we have, and which state's law governs most of
them?" (ad23) asks both: the total, stated after "you have", "there are", "found", "total", "of your" or on a
line that opens with the type, and the state with the most of them with its count (both figures must be
given). "What share / what % ..." (ad24, ad31, turns ad43.1 and ad43.2) is a percentage, of all the contracts
of the base or of those of the base with a governing law on file (both accepted; a bare "10 of 48" is not read
as a share). "Did we sign more licences in 2018 than in 2017?" (ad25) needs the licence agreements effective
in each year (the "yes" follows from them); "so far this year vs the same period last year" (ad26) is 1
January to 30 June 2019 against 1 January to 30 June 2018 (no contract starts on either boundary). "Contracts
per counterparty country, top 5" (ad27) counts each contract once under every country of its parties, the
United States included; "counterparty concentration ... top 5 counterparties by TCV" (ad28) sums the stated
values of the strategic alliances per party (every party of a contract counts it); "TCV of our licence
agreements per governing-law state" (ad29) sums their stated values per state of the governing law; the
"average deal size (TCV)" (ad30) is the mean of the stated values; "how many under california law, and how
many under new york law" (ad32) needs both counts. "The TCV across them" (turn ad46.2) is the sum of the
stated values. In thread ad41, "only the ones above $1M" narrows turn 1 and "drop the date filter" keeps the
type and the value and drops the years; in ad42 "now by type" groups turn 1's contracts by type (top three)
and "just the service ones" are turn 1's service agreements; in ad43 "same but for distribution agreements"
swaps the type of turn 1 and turn 3 lists the California-law distribution agreements (every one must be
shown); in ad46 "which of them" are the sponsorship agreements of turn 1 (the clause-indexed ones among them),
and "what % ... renew automatically?" (ad58) is judged by the contracts returned and the count checked, as
every cross-contract clause question is; in ad44, ad45 and ad47 the later turns ask about the contract of turn
1.

Judgment calls on facts and names: ad34 "the one where we sponsor a racing team" fits five sponsorship
agreements (GAINSCO / Bob Stallings Racing, Prolong Super Lubricants / Sabco Racing, Logan's Roadhouse /
Southern Racing Promotions, Xybernaut / Alex Job Racing, Torvec / Phoenix Performance, whose summary speaks of
its race car): `Ambiguous`, right is asking which one or showing them all. ad33 "our web hosting deal with the
mining company" is the VISP web site building and hosting agreement between YourNetPlus.com and Kingdom
Connect filed by Bolivar Mining Corp (the only hosting agreement a mining company filed; "bolivar mining i
think?" is the user's hint), whose parties and end date are asked. ad36 (the Solana Petroleum / Ecopetrol
transportation contract filed by Gran Tierra Energy) has no governing law on file, ad37 (the Bruce Jenner /
The Right Solution endorsement agreement filed by Marshall Holdings) no value, ad40 (the iShip / Mail Boxes
Etc co-branding agreement filed by Stamps.com) no end date and thread ad45's Joint Corp franchise agreement
neither an end date nor a governing law, which the answers must say. ad35's Mercata sponsorship is the one
with Football Northwest (the Seattle Seahawks); ad38 compares the GAINSCO / Bob Stallings Racing sponsorship
with the Violin Memory / Forty Niners SC Stadium Company sponsorship (the larger, with its value); ad39's
"amex gift card reseller deal" is the Schoolpop / American Express Incentive Services reseller agreement filed
by LoyaltyPoint. Thread ad47 names the NETGEAR / Ingram Micro distributor agreement itself, not the two
amendments filed with it; it renews by itself, and its end date on file (which "still in force?" asks) is the
end of its first term.

Refusals and unrecorded constraints: ad64 asks to *mark* a sponsorship renewed, ad65 to *attach* a deck to a
contract and ad66 to *set* a renewal reminder on one (writes, declined); ad67 asks for the EMEA legal team's
workspace; the SQL of ad68 is pasted as the user typed it; ad69 (a PowerPoint deck) is out of the domain; ad70
("should we let the gainsco / stallings racing sponsorship lapse or renew it? what would you do?") and ad71
("is the non-compete in the joint corp franchise agreement enforceable against a franchisee in california?")
are legal advice, answered with the contract's facts and a not-legal-advice note. ad11 counts signed DPAs on
file, ad12 the licences billed monthly or annually, ad13 the contracts per owning business unit, ad20 asks
which contracts were amended or extended in the last 90 days (no amendment in the data starts in that window
either), ad21 which had a CPI uplift applied since January and ad22 which counterparties paid late in Q2: the
data records none of these (unread).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes do not
change); this set asks each of them only about a clause category that no earlier set asked of it (checked over
the truths of every earlier set's clause questions and of the clause turns of its threads, the fresh set and
user1 to user22), and only categories labelled in CUAD's dev split. They are listed in
`USER23_CLAUSE_CONTRACTS`. Across contracts it asks a renewal term in the supply and manufacturing agreements,
a cap on liability in the sponsorship agreements effective from 1995 to 2005, a covenant not to sue in the
franchise and endorsement agreements, an anti-assignment clause in the transportation agreements, uncapped
liability in the contracts worth more than $2M and exclusivity in the reseller and distributor agreements with
a party outside the US, and in thread ad46 a renewal term in the sponsorship agreements; no earlier set asked
any of these categories over the same universe (checked likewise).

The "no" clause questions (`MERCATA_SEAHAWKS` exclusivity and `PROLONG_SABCO` termination for convenience)
name contracts with no labelled span of that category at all (located or not: the master clauses table's
context cell is empty and its answer "No"), and whose text has no such clause: the Football Northwest /
Mercata sponsorship gives Mercata no category exclusivity (the stem "exclusiv" occurs only in the recitals on
Football Northwest's own exclusive advertising rights in the Kingdome and in the exclusive venue for suits;
"compet" and "category" do not occur); the Sabco Racing / Prolong sponsorship has no termination provision at
all ("terminat" does not occur, "cancel" only of the insurance policies). Names that need care:
`GAINSCO_STALLINGS` is the sponsorship agreement between GAINSCO and Stallings Capital Group Consultants (dba
Bob Stallings Racing); `PRETZEL_TIME` the Pretzel Time franchise agreement filed by Mrs. Fields' Original
Cookies; `MARTIN_MIDSTREAM` the Martin Operating Partnership / Midstream Fuel Service transportation services
agreement (marine transport by barge); `ECOPETROL_SOLANA` the Solana Petroleum Exploration Colombia /
Ecopetrol transportation contract filed by Gran Tierra Energy; `PROLONG_SABCO` the Sabco Racing / Prolong
Super Lubricants sponsorship; `SCHOOLPOP_AMEX` the Schoolpop / American Express Incentive Services reseller
agreement; `ISHIP_MBE` the iShip.com / Mail Boxes Etc. co-branding agreement filed by Stamps.com;
`MERCATA_SEAHAWKS` the Football Northwest / Mercata sponsorship; `MUSCLEPHARM_ARNOLD` the Marine MP / Fitness
Publications / MusclePharm co-branding agreement; `VIOLIN_49ERS` the Forty Niners SC Stadium Company / Violin
Memory sponsorship; `JOINT_CORP` The Joint Corp. franchise agreement; `NETGEAR_INGRAM` the NETGEAR / Ingram
Micro distributor agreement (not its amendments).

Every question's split is "user23"; every single letter and "aa" to "ac" being taken by other sets, ids start
with the two letters "ad" (a thread's turns are "adNN.1", "adNN.2", ...), which no other set uses, so that no
two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
    Data,
    Fact,
    Figure,
    Group,
    Groups,
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
    clause_across,
    clause_across_questions,
    clause_in,
    clause_in_questions,
    count,
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
    law,
    law_in,
    money_figure,
    parties_of,
    party,
    party_abroad,
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
    years_span,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

GAINSCO_STALLINGS = "GAINSCOINC_01_21_2010-EX-10.41-SPONSORSHIP AGREEMENT"
PRETZEL_TIME = "MRSFIELDSORIGINALCOOKIESINC_01_29_1998-EX-10-FRANCHISE AGREEMENT"
MARTIN_MIDSTREAM = "MARTINMIDSTREAMPARTNERSLP_01_23_2004-EX-10.3-TRANSPORTATION SERVICES AGREEMENT"
ECOPETROL_SOLANA = "GRANTIERRAENERGYINC_05_07_2012-EX-10.6-TRANSPORTATION CONTRACT"
PROLONG_SABCO = "PROLONGINTERNATIONALCORP_03_23_1998-EX-10.16-SPONSORSHIP AGREEMENT"
SCHOOLPOP_AMEX = "LOYALTYPOINTINC_11_16_2004-EX-10.2-RESELLER AGREEMENT"
ISHIP_MBE = "StampscomInc_20001114_10-Q_EX-10.47_2631630_EX-10.47_Co-Branding Agreement"
MERCATA_SEAHAWKS = "MERCATAINC_03_09_2000-EX-10.21-SPONSORSHIP AGREEMENT"
MUSCLEPHARM_ARNOLD = "MusclepharmCorp_20170208_10-KA_EX-10.38_9893581_EX-10.38_Co-Branding Agreement"
VIOLIN_49ERS = "VIOLINMEMORYINC_12_12_2012-EX-10.14-SPONSORSHIP AGREEMENT"
JOINT_CORP = "JOINTCORP_09_19_2014-EX-10.15-FRANCHISE AGREEMENT"
NETGEAR_INGRAM = "NETGEAR,INC_04_21_2003-EX-10.16-DISTRIBUTOR AGREEMENT"

USER23_CLAUSE_CONTRACTS: tuple[str, ...] = (
    GAINSCO_STALLINGS,
    PRETZEL_TIME,
    MARTIN_MIDSTREAM,
    ECOPETROL_SOLANA,
    PROLONG_SABCO,
    SCHOOLPOP_AMEX,
    ISHIP_MBE,
    MERCATA_SEAHAWKS,
    MUSCLEPHARM_ARNOLD,
    VIOLIN_49ERS,
    JOINT_CORP,
    NETGEAR_INGRAM,
)

# other contracts the specific questions name
BOLIVAR_HOSTING = "BOLIVARMININGCORP_05_23_2003-EX-2.1-VISP WEB SITE BUILDING AND HOSTING AGREEMENT"
JENNER_ENDORSEMENT = "MARSHALLHOLDINGSINTERNATIONAL,INC_04_14_2004-EX-10.15-ENDORSEMENT AGREEMENT"

# parties named
KBW = party("Keefe, Bruyette & Woods, Inc.")
KBW_DIVISION = party("Charles Webb & Company, a Division of Keefe, Bruyette & Woods, Inc.")


# --- filters and truths built from the records' fields --------------------------------------------


def either(*preds: Pred) -> Pred:
    """Any of `preds` holds ("X or Y")."""
    return lambda r, d: any(p(r, d) for p in preds)


def law_none(r: ContractRecord, d: Data) -> bool:
    """No governing law on file."""
    return r.governing_law is None


def law_known(r: ContractRecord, d: Data) -> bool:
    """A governing law on file."""
    return r.governing_law is not None


def law_foreign(r: ContractRecord, d: Data) -> bool:
    """Governed by the law of a known country other than the United States."""
    return r.governing_law is not None and r.governing_law.country != "US"


def racing(r: ContractRecord, d: Data) -> bool:
    """About a racing team: a party named as one ("Bob Stallings Racing") or a summary that speaks of
    racing or a race car ("running one T-1 C5 Corvette race vehicle")."""
    text = " ".join([r.summary or "", r.contract_scope or "", *(p.name for p in r.parties)])
    return re.search(r"\brac(?:e|es|ing)\b", text, re.IGNORECASE) is not None


def party_countries(r: ContractRecord) -> list[str]:
    """The countries on file of a contract's parties (each country once per contract)."""
    return [p.country for p in r.parties if p.country]


def share(num: Sequence[Pred], *denominators: Sequence[Pred]) -> TruthFn:
    """The share, in per cent, of the contracts each denominator selects that `num` also selects
    ("what share of our licences are under NY law?"): one figure per reading of the denominator."""

    def fn(d: Data) -> Figure:
        hits = select(d, num)
        values = []
        for den in denominators:
            base = select(d, den)
            if base:
                values.append(100.0 * len(base & hits) / len(base))
        return Figure(tuple(dict.fromkeys(values)), "number")

    return fn


def total_patterns(noun: str) -> tuple[str, ...]:
    """Where an answer states a total: the words that lead up to it ("you have 76", "there are 76", "I found
    76", "76 in total", "total: 76", "number of ...: 76", "of your 76") or a line or table row that opens with
    the type ("Service agreements: 76"). The type's own name anywhere in a line is not used: it often stands
    between another figure and its label ("13 service agreements are under New York law"), where it would cut
    that figure off from its label."""
    words = "|".join(type_patterns(noun))
    return (
        r"\b(?:you|we) (?:have|hold|'ve got)\b",
        r"\bthere (?:are|is|were)\b",
        r"\bfound\b",
        r"\bin total\b",
        r"\btotal(?: of)?\b",
        r"\bnumber of\b",
        r"\bof (?:your|our|the|all(?: the)?) (?=\d)",
        rf"(?m)^[\W_]*(?:{words})[\w ]{{0,20}}?[:|]",
    )


def total_and_top(
    noun: str,
    key: Callable[[ContractRecord], Iterable[str]],
    patterns: Callable[[str], tuple[str, ...]],
    *preds: Pred,
) -> TruthFn:
    """Two things asked at once: how many contracts `preds` select (of the type `noun`) and which
    `key` group has the most of them, with its count (a tie at the top lets any of the tied groups
    stand for it); both must be given."""

    def fn(d: Data) -> Groups:
        groups = by_key(key, patterns, 1, *preds)(d)
        assert isinstance(groups, Groups)
        total = Group(f"{noun} (total)", total_patterns(noun), float(len(select(d, preds))))
        return Groups((total, *groups.groups), 2)

    return fn


def states_side_by_side(codes: Sequence[str], *preds: Pred) -> TruthFn:
    """The count of the selected contracts under each of the US states `codes`, every one asked."""

    def fn(d: Data) -> Groups:
        rs = [d.record(f) for f in select(d, preds)]
        gs = [Group(c, state_patterns(c), float(sum(1 for r in rs if c in states_of(r)))) for c in codes]
        return Groups(tuple(sorted(gs, key=lambda g: -g.value)), len(gs))

    return fn


def larger_of(*file_ids: str) -> TruthFn:
    """Of the contracts named, the one of the larger stated value, with that value."""

    def fn(d: Data) -> Single:
        rs = [d.record(f) for f in file_ids]
        best = max(r.total_amount for r in rs if r.total_amount is not None)
        winners = frozenset(r.file_id for r in rs if r.total_amount == best)
        return Single(winners, (Fact("value", money=best),))

    return fn


YTD = (date(TODAY.year, 1, 1), TODAY)
SAME_PERIOD_LAST_YEAR = (date(TODAY.year - 1, 1, 1), date(TODAY.year - 1, TODAY.month, TODAY.day))
YEAR_ON_YEAR = [
    (
        f"{TODAY.year} to date",
        *YTD,
        (rf"\b{TODAY.year}\b", r"\bthis year\b", r"\bYTD\b", r"\byear[- ]to[- ]date\b"),
    ),
    (f"{TODAY.year - 1} same period", *SAME_PERIOD_LAST_YEAR, (rf"\b{TODAY.year - 1}\b", r"\blast year\b")),
]


# the words an answer would use for a constraint the data does not record
DPA = ("dpa", "data processing", "gdpr", "attach")
BILLING = ("billing", "billed", "invoic", "payment frequency", "monthly", "annual")
BUSINESS_UNIT = ("business unit", "owner", "department")
AMENDED = ("amend", "amendment", "modif")
UPLIFT = ("uplift", "price increase", "cpi", "escalat")
LATE_PAY = ("late", "payment", "paid", "overdue")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    lic, dist = typ("License"), typ("Distributor")
    return [
        _q(
            c,
            "ad01",
            "quick one before the QBR - how many contracts are worth between $250k and $1M?",
            count(
                worth(over=250_000, under=1_000_000, inclusive=True),
                alts=[[worth(over=250_000, under=1_000_000)]],
            ),
        ),
        _q(
            c,
            "ad02",
            "how many licence agreements did we sign from March 2015 to June 2016?",
            count(lic, eff(date(2015, 3, 1), date(2016, 6, 30))),
        ),
        _q(
            c,
            "ad03",
            "how much paper do we have with keefe bruyette?",
            count(KBW, alts=[[either(KBW, KBW_DIVISION)]]),
        ),
        _q(
            c,
            "ad04",
            "distribution agreements with a counterparty outside the US - how many?",
            count(dist, party_abroad),
        ),
        _q(
            c,
            "ad05",
            "how many of our licences have no governing law on file at all?",
            count(lic, law_none),
        ),
        _q(
            c,
            "ad06",
            "supply agreements under NY or Delaware law, how many?",
            count(typ("Supply"), law_in("US-NY", "US-DE", country="US")),
        ),
        _q(
            c,
            "ad07",
            "how many deals over $1M did we sign in 2018 or 2019?",
            count(
                worth(over=1_000_000),
                eff(date(2018, 1, 1), date(2019, 12, 31)),
                alts=[[worth(over=1_000_000, inclusive=True), eff(date(2018, 1, 1), date(2019, 12, 31))]],
            ),
        ),
        _q(
            c,
            "ad08",
            "endorsment deals that ended between 2000 and 2010 - count?",
            count(typ("Endorsement"), ends(date(2000, 1, 1), date(2010, 12, 31))),
        ),
        _q(
            c,
            "ad09",
            "how many contracts with a canadian counterparty are worth more than $100k?",
            count(
                party_in("CA"),
                worth(over=100_000),
                alts=[[party_in("CA"), worth(over=100_000, inclusive=True)]],
            ),
        ),
        _q(
            c,
            "ad10",
            "are any of our hosting agreements under a non-US law? how many?",
            count(typ("Hosting"), law_foreign),
        ),
        _q(
            c,
            "ad11",
            "how many of our vendor contracts have a signed DPA attached?",
            unread(*DPA),
            U,
        ),
        _q(
            c,
            "ad12",
            "of the licence agreements, how many are billed monthly vs annually?",
            unread(*BILLING),
            U,
        ),
        _q(
            c,
            "ad13",
            "how many contracts does each business unit own (sales vs procurement vs marketing)?",
            unread(*BUSINESS_UNIT),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today, year_end = rel(), fixed(date(TODAY.year, 12, 31))
    lic = typ("License")
    started_3y = dated("effective_date", rel(months=-36), today)
    return [
        _q(
            r,
            "ad14",
            "what's rolling off in the next 90 days?",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "ad15",
            "anything over $100k expiring between now and year end?",
            window(
                "end_date",
                today,
                year_end,
                worth(over=100_000),
                more=[[dated("end_date", today, year_end), worth(over=100_000, inclusive=True)]],
            ),
        ),
        _q(
            r,
            "ad16",
            "how many contracts did we sign in the last 18 months?",
            window("effective_date", rel(months=-18), today, extra=[(rel(days=-548), today)]),
        ),
        _q(
            r,
            "ad17",
            "which contracts expired between Jan 1 and today?",
            window("end_date", fixed(date(TODAY.year, 1, 1)), today),
        ),
        _q(
            r,
            "ad18",
            "how many contracts run out in Q4 this year?",
            window("end_date", fixed(date(TODAY.year, 10, 1)), year_end),
        ),
        _q(
            r,
            "ad19",
            "licences that started in the last 3 years and are still in force - how many?",
            count(
                lic,
                started_3y,
                active_strict,
                alts=[
                    [lic, started_3y, active_open],
                    [lic, dated("effective_date", rel(days=-1095), today), active_strict],
                    [lic, dated("effective_date", rel(days=-1095), today), active_open],
                ],
            ),
        ),
        _q(
            r,
            "ad20",
            "which contracts did we amend or extend in the last 90 days?",
            unread(*AMENDED),
            U,
        ),
        _q(
            r,
            "ad21",
            "which contracts had a CPI price uplift applied since January?",
            unread(*UPLIFT),
            U,
        ),
        _q(
            r,
            "ad22",
            "which counterparties paid late in Q2?",
            unread(*LATE_PAY),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    lic = typ("License")
    return [
        _q(
            a,
            "ad23",
            "how many service agreements do we have, and which state's law governs most of them?",
            total_and_top("Service", states_of, state_patterns, typ("Service")),
        ),
        _q(
            a,
            "ad24",
            "what share of our licences are under NY law?",
            share([lic, law("US", "US-NY")], [lic], [lic, law_known]),
        ),
        _q(
            a,
            "ad25",
            "did we sign more licences in 2018 than in 2017?",
            periods("effective_date", years_span(2017, 2018), lic),
        ),
        _q(
            a,
            "ad26",
            "contracts signed so far this year vs the same period last year?",
            periods("effective_date", YEAR_ON_YEAR),
        ),
        _q(
            a,
            "ad27",
            "contracts per counterparty country, top 5",
            by_key(party_countries, country_patterns, 5),
        ),
        _q(
            a,
            "ad28",
            "counterparty concentration in the strategic alliance book - top 5 counterparties by TCV?",
            by_key(parties_of, party_patterns, 5, typ("Strategic Alliance"), value="sum"),
        ),
        _q(
            a,
            "ad29",
            "TCV of our licence agreements per governing-law state, top 3",
            by_key(states_of, state_patterns, 3, lic, value="sum"),
        ),
        _q(
            a,
            "ad30",
            "average deal size (TCV) of the distribution agreements signed from 2000 to 2010?",
            money_figure(typ("Distributor"), eff(date(2000, 1, 1), date(2010, 12, 31)), how="avg"),
        ),
        _q(
            a,
            "ad31",
            "what % of our paper is governed by a non-US law?",
            share([law_foreign], [], [law_known]),
        ),
        _q(
            a,
            "ad32",
            "sponsorship deals: how many under california law, and how many under new york law?",
            states_side_by_side(("US-CA", "US-NY"), typ("Sponsorship")),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ad33",
            "our web hosting deal with the mining company (bolivar mining i think?) - who's the "
            "counterparty and when does it run out?",
            about(BOLIVAR_HOSTING, fact_parties, fact_end),
        ),
        _q(
            s,
            "ad34",
            "the one where we sponsor a racing team - what's the TCV?",
            ambiguous(typ("Sponsorship"), racing),
            A,
        ),
        _q(
            s,
            "ad35",
            "is the seahawks sponsorhsip with mercata still in force? and what did it cost?",
            about(MERCATA_SEAHAWKS, fact_end, fact_value),
        ),
        _q(
            s,
            "ad36",
            "ecopetrol pipeline transport contract (solana petroleum): TCV and governing law?",
            about(ECOPETROL_SOLANA, fact_value, fact_law),
        ),
        _q(
            s,
            "ad37",
            "the bruce jenner endorsement - is it still in force, and what's it worth?",
            about(JENNER_ENDORSEMENT, fact_end, fact_value),
        ),
        _q(
            s,
            "ad38",
            "which is the bigger deal by TCV: the gainsco racing sponsorship or the violin memory / 49ers "
            "stadium one?",
            larger_of(GAINSCO_STALLINGS, VIOLIN_49ERS),
        ),
        _q(
            s,
            "ad39",
            "the amex gift card reseller deal w/ schoolpop - when did it start and does it run past 2008?",
            about(SCHOOLPOP_AMEX, fact_start, fact_end),
        ),
        _q(
            s,
            "ad40",
            "iship / mail boxes etc co-branding deal: start date, and is there an end date?",
            about(ISHIP_MBE, fact_start, fact_end),
        ),
    ]


def threads() -> list[Question]:
    svc, dist, lic = typ("Service"), typ("Distributor"), typ("License")
    ca = law("US", "US-CA")
    s2010 = eff(date(2010, 1, 1), date(2019, 12, 31))
    over, over_in = worth(over=1_000_000), worth(over=1_000_000, inclusive=True)
    in_2020 = ends(date(2020, 1, 1), date(2020, 12, 31))
    sponsorship = typ("Sponsorship")
    return [
        *_thread(
            "ad41",
            [
                ("how many licences did we sign between 2010 and 2019?", count(lic, s2010)),
                (
                    "only the ones above $1M",
                    count(lic, s2010, over, alts=[[lic, s2010, over_in]]),
                ),
                ("drop the date filter", count(lic, over, alts=[[lic, over_in]])),
            ],
        ),
        *_thread(
            "ad42",
            [
                ("what's expiring in calendar 2020?", count(in_2020)),
                ("now by type", by_key(types_of, type_patterns, 3, in_2020)),
                (
                    "just the service ones - which are they?",
                    count(in_2020, svc),
                ),
            ],
        ),
        *_thread(
            "ad43",
            [
                (
                    "what % of our licence agreements are under california law?",
                    share([lic, ca], [lic], [lic, law_known]),
                ),
                (
                    "same but for distribution agreements",
                    share([dist, ca], [dist], [dist, law_known]),
                ),
                ("list the california distribution ones pls", count(dist, ca, full=True)),
            ],
        ),
        *_thread(
            "ad44",
            [
                (
                    "our deal with the 49ers stadium company (violin memory) - what's it worth, and is it "
                    "still in force?",
                    about(VIOLIN_49ERS, fact_value, fact_end),
                ),
                (
                    "does it cap violin's liability anywhere? quote it",
                    clause_in(VIOLIN_49ERS, "Cap On Liability"),
                ),
                (
                    "and does violin waive its right to sue the team?",
                    clause_in(VIOLIN_49ERS, "Covenant Not To Sue"),
                ),
            ],
        ),
        *_thread(
            "ad45",
            [
                (
                    "the joint corp franchise agreemnt - when does it end and which law governs?",
                    about(JOINT_CORP, fact_end, fact_law),
                ),
                (
                    "is the franchisee under a non-compete after it ends? quote pls",
                    clause_in(JOINT_CORP, "Non-Compete"),
                ),
                (
                    "and is any of the liability left uncapped?",
                    clause_in(JOINT_CORP, "Uncapped Liability"),
                ),
            ],
        ),
        *_thread(
            "ad46",
            [
                ("how many sponsorship deals do we have?", count(sponsorship)),
                ("what's the TCV across them?", money_figure(sponsorship)),
                (
                    "which of them are evergreen / renew by themselves?",
                    clause_across("Renewal Term", sponsorship),
                ),
            ],
        ),
        *_thread(
            "ad47",
            [
                (
                    "is the netgear distributor agreement with ingram micro (the original, not the "
                    "amendments) still in force?",
                    about(NETGEAR_INGRAM, fact_end),
                ),
                (
                    "does it renew by itself?",
                    clause_in(NETGEAR_INGRAM, "Renewal Term"),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ad48",
            "the bob stallings racing sponsorship - can gainsco assign it to an affiliate without "
            "stallings' ok?",
            GAINSCO_STALLINGS,
            "Anti-Assignment",
        ),
        (
            "ad49",
            "pretzel time franchse: is the franchisee barred from challenging our marks?",
            PRETZEL_TIME,
            "Covenant Not To Sue",
        ),
        (
            "ad50",
            "martin midstream barge deal - how much notice to stop it rolling over?",
            MARTIN_MIDSTREAM,
            "Notice Period To Terminate Renewal",
        ),
        (
            "ad51",
            "ecopetrol pipeline contract: is ecopetrol's liability capped? at what %?",
            ECOPETROL_SOLANA,
            "Cap On Liability",
        ),
        (
            "ad52",
            "the prolong / sabco racing sponsorship: are we the only lubricant sponsor on the cars?",
            PROLONG_SABCO,
            "Exclusivity",
        ),
        (
            "ad53",
            "amex gift card reseller deal w/ schoolpop: any limit on how much card inventory schoolpop "
            "can sit on?",
            SCHOOLPOP_AMEX,
            "Volume Restriction",
        ),
        (
            "ad54",
            "if the iship / MBE deal ends, does iship owe MBE a transition period? quote it",
            ISHIP_MBE,
            "Post-Termination Services",
        ),
        (
            "ad55",
            "seahawks / mercata: did mercata get category exclusivity, i.e. no other online retailers "
            "as sponsors?",
            MERCATA_SEAHAWKS,
            "Exclusivity",
        ),
        (
            "ad56",
            "the prolong / sabco racing sponsorship - can prolong walk away early for convenience?",
            PROLONG_SABCO,
            "Termination For Convenience",
        ),
        (
            "ad57",
            "does the musclepharm co-branding deal with the arnold entities (marine mp / fitness "
            "publications) renew by itself?",
            MUSCLEPHARM_ARNOLD,
            "Renewal Term",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ad58",
            "what % of the supply and manufacturing agreements renew automatically? which ones?",
            "Renewal Term",
            (typ("Supply", "Manufacturing"),),
        ),
        (
            "ad59",
            "sponsorship deals signed between 1995 and 2005 - which of them cap liability?",
            "Cap On Liability",
            (typ("Sponsorship"), eff(date(1995, 1, 1), date(2005, 12, 31))),
        ),
        (
            "ad60",
            "franchise or endorsement deals: which have a no-challenge / covenant not to sue on the marks?",
            "Covenant Not To Sue",
            (typ("Franchise", "Endorsement"),),
        ),
        (
            "ad61",
            "transportation contracts - which restrict assignment?",
            "Anti-Assignment",
            (typ("Transportation"),),
        ),
        (
            "ad62",
            "paper worth more than $2M: which of those have uncapped liability?",
            "Uncapped Liability",
            (worth(over=2_000_000),),
        ),
        (
            "ad63",
            "reseller or distribution agreements with a non-US counterparty: which give exclusivity?",
            "Exclusivity",
            (typ("Reseller", "Distributor"), party_abroad),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "ad64",
            "pls mark the gainsco racing sponsorship as renewed for 2011",
            refuse("write"),
        ),
        (
            "ad65",
            "attach the Q2 QBR deck to the violin memory / 49ers sponsorship record",
            refuse("write"),
        ),
        (
            "ad66",
            "set a renewal reminder on the netgear / ingram micro distributor agreement 90 days before it "
            "ends",
            refuse("write"),
        ),
        (
            "ad67",
            "can you pull the same numbers from the EMEA legal team's workspace?",
            refuse("workspace"),
        ),
        (
            "ad68",
            "SELECT counterparty, SUM(tcv) FROM contracts GROUP BY counterparty ORDER BY 2 DESC LIMIT 5",
            refuse("query"),
        ),
        (
            "ad69",
            "can you turn this into a 5-slide powerpoint for the QBR?",
            refuse("offtopic"),
        ),
        (
            "ad70",
            "should we let the gainsco / stallings racing sponsorship lapse or renew it? what would you do?",
            advice(GAINSCO_STALLINGS),
        ),
        (
            "ad71",
            "is the non-compete in the joint corp franchise agreement actually enforceable against a "
            "franchisee in california?",
            advice(JOINT_CORP),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user23_questions() -> list[Question]:
    return question_set(
        "user23", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER23_CLAUSE_CONTRACTS", "user23_questions"]
