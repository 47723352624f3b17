"""A forty-seventh user-written question set for `bench.qa_fresh` (split "user47", `--set user47`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions of
the earlier user sets beyond the layout of `bench.qa_user44_questions` and `bench.qa_user45_questions` and the
clause contracts and categories the earlier sets ask), the way a risk and compliance analyst at a UK insurance
group writes in Microsoft Teams: careful British English ("licence", "organisation", "as at 31 March 2019", "the
counterparty", "exposure", "per annum", "YoY", "obvs"), the reason given first ("For the Q3 risk register: ...",
"Counterparty concentration for the board pack: ...", "Brexit planning: ...", "Ahead of our Part VII transfer:
...", "Exit planning for the larger contracts: ..."), the financial year April to March ("FY2018/19, i.e. 1 April
2018 to 31 March 2019", "this financial year (31 March 2020)", "our year end") next to the calendar year ("Q1 of
this calendar year", "calendar year 2020"), precise ranges ("1 April 2018 to 31 March 2019 inclusive", "$10m or
more"), a typo ("agreemetns") and an autocorrect slip ("Ireland" for "Israel"). The analyst cares about the
concentration of counterparties, contract values and their totals, governing law and jurisdiction outside England
(Ontario, PRC, Israeli, Indian, British Columbia law), renewal and expiry horizons, liability caps and what sits outside
them, third-party rights, exit obligations and assignment. Clause questions are in the analyst's own words, never
CUAD's category names ("once it's terminated, what does the franchisee have to do about any trading names ...
containing the Goosehead Insurance mark", "what does it say about third parties being able to enforce or rely on
its terms", "how is the sponsor's liability limited", "any exceptions to the franchisee's restriction on
competing, e.g. holding a small stake in a listed company", "is it a share of the recipient's revenue", "on what
basis can it be renewed", "the aggregate cap on each party's liability", "undertake not to challenge the other's
trade marks", "appointed on an exclusive (sole agent) basis", "a break clause letting either side terminate for
convenience", "where is a party's liability left uncapped", "rights to third parties - the Contracts (Rights of
Third Parties) Act sort of point", "terminated without cause on notice", "obligations that continue after
termination (run-off, transition, sell-off, return of data)", "roll over / renew automatically", "a non-compete on
either party", "commit a party to a minimum purchase, spend or volume", "restrict assignment or transfer without
the counterparty's consent"). It asks counts and lists filtered by type, party, the parties' country, state and
region (mainland China and Hong Kong, the Nordics, the EU27), governing law, value and dates, dates relative to
today, to the financial year and to the calendar, aggregations by party, governing-law country and state, type,
year and financial year (a sum, an average, a median, the longest term), the facts of named contracts ("not
stated" where the data has none, and one name that fits two contracts), follow-up threads that correct the bot,
switch a slot, narrow, page ("Show me more.") and ask a fact or a clause of "it" / "those", clause questions about
one named contract and across the contracts of a filter, "no such clause" cases, refusals (renaming a
counterparty, purging old contracts, a reinsurer's workspace, pasted SQL and Cypher, the Bank of England base
rate, and "should we ..." questions that are advice) and what the data does not record (a Solvency II outsourcing
classification, credit ratings, Procurement's re-tender flags, the sanctions list, the internal contract owner).
It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected number is written here, every
truth is computed from the data (a few filters and truths are built here: the UK and non-domestic governing laws,
the regions, the financial years and their labels, a value band with each bound in or out, the facts in the
analyst's own formats).

Readings (today is the benchmark's fixed 30 June 2019; the analyst's financial year runs 1 April to 31 March, so
"this financial year" is FY2019/20, 1 April 2019 to 31 March 2020, and "FY2018/19" is 1 April 2018 to 31 March
2019, both days in). "The counterparty" is any party of the contract (the corpus does not say which side is
"ours"), and where it is "based" is the party's country (or state) on file: "at least one party based in mainland
China or Hong Kong" (bb04, bb67) a party in CN or HK; "in Israel or Japan" (bb06) a party in either; "registered
address is in Texas ... not the governing law" (bb08) a party whose state on file is Texas (`party_state`); "in
the Nordics (Denmark, Sweden, Norway, Finland or Iceland)" (bb10) a party in one of those five; "a JV partner
based outside the US" (bb11), "a counterparty outside the US" (bb34, bb46.3) a party whose country on file is not
the United States (a party of unknown country does not count); "a UK-based counterparty" (bb64) a party in the
United Kingdom; "a counterparty in the EU27 (so excluding the UK)" (bb65) a party in one of the 27 other member
states on 30 June 2019 (`EU27`); "a Canadian counterparty" / "Ireland" / "Israel" a party in that country.
Governing law: "the law of England & Wales" (bb01) is a UK law on file (`UK_LAW`: England & Wales is one
jurisdiction, so the one contract filed as Welsh law counts), with the narrower reading (a UK law without a
subdivision, read as England) also accepted; "a law that is neither a US state's nor England & Wales'" (bb02,
bb63) a governing law on file outside the United States and the United Kingdom (`non_domestic_law`; a contract
without one does not count); "Ontario law" the province; "Delaware", "New York", "Californian law" the state;
"Israeli law" Israel; "governing-law country, excluding the US" (bb26) a governing law on file outside the United
States. Types: "hosting agreements", "licence agreements", "strategic alliance agreements", "maintenance
contracts", "joint ventures", "reseller agreements" and "transportation agreements" are those types as the data
files them. "Became effective" / "commenced" / "signed" is the effective date, "expire" / "reach the end of their
term" / "rolling off" the end date. Values are the stated values: "more than $500k" (bb05) above it, with it
included also accepted; "between $1m and $10m" (bb09) the closed range, the open one also accepted; "$10m or more"
(bb50.1) from $10,000,000 on; "over $1m" / "above $100k" (bb66, bb69) above it (the universe of a cross-contract
question is one set).

Dates: "between today and the end of this financial year (31 March 2020)" (bb14) an end date from today to 31
March 2020; "expired during FY2018/19 ... inclusive" (bb15) an end date in that financial year; "as at 31 March
2019 ... in force" (bb16) started on or before that day (or no start on file) and ending on or after it, with the
contracts without an end date counted as in force also accepted (`in_force_on`); "in the next 90 days" (bb17) an
end date from today to 28 September 2019 (three months also accepted); "Q1 of this calendar year (January to March
2019)" (bb18) an effective date in that quarter; "over the next 18 months" (bb19) an end date from today to 30
December 2020 (548 days also accepted); "NY-governed contracts expire in calendar year 2020" (bb20) a New York law
and an end date in 2020; "due to expire in FY2021/22" (bb21) an end date from 1 April 2021 to 31 March 2022; "in
the last six weeks" (bb22) an effective date from 19 May 2019 to today; "expired in the twelve months to today"
(bb23) an end date from 30 June 2018 to today (365 days also accepted). Today in or out for every window that
starts or ends today, and the last day in or out for a window counted from today (as `window` accepts); and, as
for every question, `bench.qa_fresh`'s reading of the indexed contracts that renew by themselves.

Aggregations: "top 10 counterparties by number of contracts" (bb25) counts the contracts per party (`parties_of`:
the party keys as filed, so the placeholder party "Franchisee" of several franchise forms counts as filed; the tie
at the tenth place lets any of the tied parties stand for it); "total stated contract value by governing-law
country, excluding the US - top 3" (bb26) sums the stated values per country of a non-US governing law (the
Canadian provinces together); "total stated value of the contracts that became effective in FY2018/19" (bb27) the
sum of the stated values with an effective date in that financial year; "average stated value of our strategic
alliance agreements (only the ones with a value on file)" (bb28) the mean of the stated values; "number of
contracts that expired in each calendar year 2016, 2017 and 2018" (bb29) counts the end dates per year (every year
must be given); "top 3 US governing-law states by total stated contract value" (bb30) sums the stated values per
US state of the governing law; "which of our transportation agreements has the longest initial term" (bb31) the
longest by the stated duration or by the dates (the winner of either reading is right, `longest_term`); "how many
contracts became effective in FY2016/17, FY2017/18 and FY2018/19" (bb32) counts the effective dates per financial
year (every year must be given; a year is named "FY2016/17", "FY16/17", "2016/17", "2016-17", "April 2016 ..." or
"2016-04-01 ...": `fy_patterns`); "median stated value of the licence agreements" (bb33) the median of the stated
values; "split by contract type of the agreements with a counterparty outside the US - top 5 types" (bb34) counts
those contracts per type.

Threads: in bb45 "Apologies - autocorrect. I meant Israel, not Ireland." corrects the country and "Of the Israeli
ones, how many are governed by Israeli law?" narrows to an Israeli governing law; in bb46 "Show me more." pages
the same selection of reseller agreements (each page is judged as the selection: the total it states must be the
selection's count and every contract shown must belong to it) and "Only the ones where a counterparty sits outside
the US" narrows it; in bb47 the Coral Gold Resources / Intermark Capital consulting agreement (British Columbia
law; $600,000, the $10,000 monthly fee over the five-year term; 1 February 2020, after today, to 31 January 2025)
is named, "Is either party's liability limited under it?" asks its cap on liability (neither party liable for
consequential loss) and "can it be assigned to a third party without the other side's consent?" its
anti-assignment clause (no assignment without the written consent of all the parties); in bb48 "Same for FY2020/21
please." switches the financial year of the end date and "Of those, just the ones under Californian law." narrows
it; in bb49 "Of those, where is a party's liability left uncapped" asks uncapped liability across the
clause-indexed contracts with a Canadian party, judged by the contracts returned and the count checked, as every
cross-contract clause question is; in bb50 "And between $1m and $10m?" follows "$10m or more", so from $1,000,000
up to $10,000,000 not included (the band with either bound in or out also accepted: `banded`), and "Which of those
are still live today?" narrows the band to the contracts running today (an end date on or after today; those
without an end date counted as running also accepted).

Judgment calls on facts and names: a governing law in the United Kingdom is also right named "England", "English",
"Wales" or "the UK" (`fact_law_uk`: England & Wales is one jurisdiction), other laws as `fact_law` reads them;
dates are also right written day first as the analyst does (30/09/2020: `fact_end_uk`, `fact_start_uk`). bb35 is
the WPP 2005 Limited / John Rogers service agreement (English law; the stated value on file is the £740,000
salary, read as 740,000; ends 30 September 2020); bb36 the Lightbridge / Lloyds Register FNMA strategic alliance
(the laws of England; 16 August 2012 to 16 August 2017); bb37 the Emerald Health Naturals / Dr. Gaetano Morello
N.D. Inc. consulting agreement ($240,000, the annual fee; British Columbia law); bb38 the Valence Technology /
Baoding Fengfan joint venture contract ($29,900,000, the total investment; 50 years, to 8 November 2052); bb39 the
PC Financial Services / Mobimagic service agreement filed by Opera (the laws of India; $970,000, the monthly
service fee as filed); bb40 the BicycleTX Ltd / Nigel Crockett service agreement (England and Wales, filed as
Welsh law; no end date on file, and the text has none: an employment that runs until notice, so the answer must
say the end is not stated); bb41 the Oaktree Capital Management, L.P. / Oaktree Capital Management (International)
Limited services agreement (no value on file, so the answer must say it is not stated; effective 25 September
2018); bb42 the Ability Computer & Software Industries / Telcostar services agreement (Israeli law; ends 31
December 2020); bb44 the Xinhua Financial Network / China Economic Information Service content licence ($1.1
million; twenty years, to 17 May 2020); bb43 "the AIG capital maintenance agreement" fits the two unconditional
capital maintenance agreements of American International Group (with American General Life Insurance Company of
Delaware, of 30 March 2011, and with American General Life Insurance Company, of 18 February 2014): `Ambiguous`,
right is asking which one or showing them both.

Refusals and unrecorded constraints: bb71 asks to rename the counterparty of the WPP service agreement and bb72 to
purge the contracts that ended before 1 April 2012 (writes, declined); bb73 asks for the contracts in a
reinsurer's workspace (another company's workspace); the SQL of bb74 and the Cypher of bb75 (which sets a property
on contracts) are pasted as typed; bb76 (the Bank of England base rate) is out of the domain; bb77 ("should we
push for English law in the Lightbridge / Lloyd's Register alliance") and bb78 ("should we be looking to exit" the
Valence / Baoding joint venture) are advice, answered with the contract's facts and a not-advice note. bb12 counts
the service contracts classified as critical or important outsourcing under Solvency II, bb13 the counterparties
rated below A-, bb24 asks which contracts Procurement flagged for re-tender, bb79 which counterparties are on the
HM Treasury (OFSI) sanctions list and bb80 who owns the Oaktree services agreement internally: the data records
none of these (unread; bb79 and bb80 are in the refusals class, group "unanswerable"; right is saying so and
naming what is not recorded).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of the
file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of the
fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every set do
not change); this set asks each of them only about a clause category that no earlier set asked of it (checked by
code over the truths of the clause questions and of the clause turns of the threads of the fresh set and of user1
to user45), and only categories labelled in CUAD's dev split. They are listed in `USER47_CLAUSE_CONTRACTS`. Across
contracts it asks a cap on liability in the contracts under a law neither US nor of the United Kingdom,
third-party rights in the contracts with a UK party, termination for convenience in the contracts with an EU27
party, post-termination obligations in the contracts of a stated value above $1,000,000, a renewal term in the
contracts with a party in mainland China or Hong Kong, a non-compete in the contracts under California law, a
minimum commitment in the contracts of a stated value above $100,000, anti-assignment in the contracts ending in
FY2019/20, and in thread bb49 uncapped liability in the contracts with a Canadian party; no earlier set asked any
of these categories over the same universe (checked by code likewise: the same category over the same set of
clause-indexed contracts). None of its (contract, category) pairs and none of its (category, universe) pairs is
asked by the user46 set, written at the same time, and the two sets share no clause contract (checked by code).

The "no" clause questions (`VISUALANT_TURPIN` cap on liability, `LOHAS_SUPPLY` termination for convenience) name
contracts with no labelled span of that category at all (located or not), and whose text has no such clause: the
Visualant / Kenneth Turpin intellectual property agreement (British Columbia law) assigns Turpin's work to the
company and provides injunctive relief, and limits no liability; the Shenzhen LOHAS supply contract (PRC law, five
years) lets the buyer cancel only after force majeure lasting more than ten weeks or a late delivery, not at will.
Names that need care: `GOOSEHEAD_FRANCHISE` the Goosehead Insurance Agency franchise agreement (after termination
the franchisee must cancel any assumed-name registration containing the Goosehead Insurance mark); `ISA_RUBICON`
the Information System Associates / Rubicon Software Group plc strategic alliance filed by DUOS Technologies
(nothing confers rights on third parties, except the sections it names); `DOMINI_SPONSORSHIP` the Domini Advisor
Trust / Domini Social Investments sponsorship agreement (a limitation of the sponsor's liability);
`PRETZEL_FRANCHISE` the Pretzel Time franchise agreement filed by Mrs. Fields' Original Cookies (the franchisee
may hold up to 2% of a listed class of securities despite the restriction on competing); `RISE_TIANJIN` the Rise
(Tianjin) Education Information Consulting service agreement (the service fee is cost plus a mark-up allocated by
revenue, or a percentage of the recipient's revenue); `MPHASE_LUCENT` the mPhase / Lucent co-branding agreement
(mPhase may renew annually for a year with Lucent's written consent); `PSITECH_EMPIRICAL` the PSiTech / Empirical
Ventures content licence filed by Gopage (each party's liability capped at the amounts paid or payable in the
twelve months before the claim); `EBIX_ABOUT` the ebix.com / About.com co-branding agreement (no liability for
indirect, special, punitive or consequential damages); `AURA_ZANOTTI` the Aura Systems / Zanotti East strategic
alliance (neither party will question the validity of the other's trade marks); `NPC_NCB` the National Processing
Company / National City Bank of Kentucky sponsorship agreement (NCB appoints NPC its sole agent);
`CORAL_INTERMARK` thread bb47.

Every question's split is "user47"; ids start with the two letters "bb" (a thread's turns are "bbNN.1", "bbNN.2",
...), which no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    NO_VALUE,
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
    countries_of,
    country_patterns,
    date_patterns,
    eff,
    ends,
    fact_value,
    fixed,
    foreign_law,
    in_force_on,
    law,
    law_in,
    longest_term,
    money_figure,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_in_any,
    party_patterns,
    party_state,
    periods,
    question_set,
    refuse,
    rel,
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
from bench.qa_fresh_questions import (
    active_open as running_open,
)
from bench.qa_fresh_questions import (
    active_strict as running,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

GOOSEHEAD_FRANCHISE = "GOOSEHEADINSURANCE,INC_04_02_2018-EX-10.6-Franchise Agreement"
ISA_RUBICON = "DUOSTECHNOLOGIESGROUP,INC_04_21_2009-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
DOMINI_SPONSORSHIP = "DOMINIADVISORTRUST_02_18_2005-EX-99.(H)(2)-SPONSORSHIP AGREEMENT"
PRETZEL_FRANCHISE = "MRSFIELDSORIGINALCOOKIESINC_01_29_1998-EX-10-FRANCHISE AGREEMENT"
RISE_TIANJIN = "RISEEDUCATIONCAYMANLTD_04_17_2020-EX-4.23-SERVICE AGREEMENT"
MPHASE_LUCENT = "MphaseTechnologiesInc_20030911_10-K_EX-10.15_1560667_EX-10.15_Co-Branding Agreement"
PSITECH_EMPIRICAL = "GopageCorp_20140221_10-K_EX-10.1_8432966_EX-10.1_Content License Agreement"
EBIX_ABOUT = "EbixInc_20010515_10-Q_EX-10.3_4049767_EX-10.3_Co-Branding Agreement"
AURA_ZANOTTI = "AURASYSTEMSINC_06_16_2010-EX-10.25-STRATEGIC ALLIANCE AGREEMENT"
NPC_NCB = "NATIONALPROCESSINGINC_07_18_1996-EX-10.4-SPONSORSHIP AGREEMENT"
VISUALANT_TURPIN = "KNOWLABS,INC_08_15_2005-EX-10-INTELLECTUAL PROPERTY AGREEMENT"
LOHAS_SUPPLY = "LohaCompanyltd_20191209_F-1_EX-10.16_11917878_EX-10.16_Supply Agreement"
CORAL_INTERMARK = "CORALGOLDRESOURCES,LTD_05_28_2020-EX-4.1-CONSULTING AGREEMENT"

USER47_CLAUSE_CONTRACTS: tuple[str, ...] = (
    GOOSEHEAD_FRANCHISE,
    ISA_RUBICON,
    DOMINI_SPONSORSHIP,
    PRETZEL_FRANCHISE,
    RISE_TIANJIN,
    MPHASE_LUCENT,
    PSITECH_EMPIRICAL,
    EBIX_ABOUT,
    AURA_ZANOTTI,
    NPC_NCB,
    VISUALANT_TURPIN,
    LOHAS_SUPPLY,
    CORAL_INTERMARK,
)

# other contracts the specific questions, threads and refusals name
WPP_ROGERS = "WPPPLC_04_30_2020-EX-4.28-SERVICE AGREEMENT"
LIGHTBRIDGE_LLOYDS = "LIGHTBRIDGECORP_11_23_2015-EX-10.26-STRATEGIC ALLIANCE AGREEMENT"
EMERALD_MORELLO = (
    "EMERALDHEALTHTHERAPEUTICSINC_06_10_2020-EX-4.5-CONSULTING AGREEMENT - DR. GAETANO MORELLO N.D. INC."
)
VALENCE_BAODING = "VALENCETECHNOLOGYINC_02_14_2003-EX-10-JOINT VENTURE CONTRACT"
PCFS_MOBIMAGIC = "OPERALTD_04_30_2020-EX-4.14-SERVICE AGREEMENT"
BICYCLE_CROCKETT = "BICYCLETHERAPEUTICSPLC_03_10_2020-EX-10.11-SERVICE AGREEMENT"
OAKTREE_INTL = "OAKTREECAPITALGROUP,LLC_03_02_2020-EX-10.8-Services Agreement"
ABILITY_TELCOSTAR = "ABILITYINC_06_15_2020-EX-4.25-SERVICES AGREEMENT"
XINHUA_CONTENT = "XinhuaSportsEntertainmentLtd_20070221_F-1_EX-99.4_645553_EX-99.4_Content License Agreement"

# parties named
AIG = party("American International Group, Inc.")


# --- filters and truths built here -----------------------------------------------------------------

LIC, SVC, SA, JV, HOSTING, MAINT, RESELLER, TRANSPORT = (
    typ("License"),
    typ("Service"),
    typ("Strategic Alliance"),
    typ("Joint Venture"),
    typ("Hosting"),
    typ("Maintenance"),
    typ("Reseller"),
    typ("Transportation"),
)

NY, CAL = law("US", "US-NY"), law("US", "US-CA")
UK_LAW = law("GB")
"""A governing law on file in the United Kingdom: England & Wales as one jurisdiction (the Welsh entry too)."""
ENGLAND_ONLY = law_in(None, "GB-ENG", country="GB")
"""The narrower reading: a UK law on file without a subdivision (read as England) or England itself."""
ONTARIO = law("CA", "CA-ON")


def non_domestic_law(r: ContractRecord, d: Data) -> bool:
    """A governing law on file that is neither a US one nor the United Kingdom's (a contract without one does
    not count)."""
    g = r.governing_law
    return g is not None and g.country not in ("US", "GB")


GREATER_CHINA = party_in_any("CN", "HK")
"""A party in mainland China or Hong Kong, as the analyst spells it out."""

NORDICS = ("DK", "SE", "NO", "FI", "IS")
"""Denmark, Sweden, Norway, Finland and Iceland, as the analyst lists "the Nordics"."""

EU27 = (
    *("AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE"),
    *("IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"),
)
"""The EU's member states other than the United Kingdom ("EU27", the Brexit planning term)."""
EU27_PARTY = party_in_any(*EU27)


def fy(start_year: int) -> tuple[date, date]:
    """The analyst's financial year FY{start_year}/{start_year + 1}: 1 April to 31 March."""
    return date(start_year, 4, 1), date(start_year + 1, 3, 31)


def fy_patterns(start_year: int) -> tuple[str, ...]:
    """How an answer names a financial year: "FY2016/17", "FY16/17", "2016/17", "2016-17", "April 2016 to
    March 2017", "2016-04-01 to 2017-03-31"."""
    a, b = start_year, start_year + 1
    a2, b2 = f"{a % 100:02d}", f"{b % 100:02d}"
    return (
        rf"\bFY\s?(?:{a}|{a2})\s*[/–-]\s*(?:{b}|{b2})\b",
        rf"\b{a}\s*[/–-]\s*(?:{b}|{b2})\b",
        rf"\bApr\w*\.?\s+{a}\b",
        rf"\b1(?:st)? Apr\w* {a}\b",
        rf"\b{a}-04-01\b",
    )


def fy_spans(*start_years: int) -> list[tuple[str, date, date, tuple[str, ...]]]:
    return [(f"FY{y}/{(y + 1) % 100:02d}", *fy(y), fy_patterns(y)) for y in start_years]


def band(lo: float, hi: float, lo_in: bool, hi_in: bool) -> Pred:
    """A stated value between lo and hi, each bound in or out."""

    def pred(r: ContractRecord, d: Data) -> bool:
        v = r.total_amount
        if v is None:
            return False
        return (v >= lo if lo_in else v > lo) and (v <= hi if hi_in else v < hi)

    return pred


BANDS_1M_10M = [band(1e6, 1e7, a, b) for a, b in ((True, False), (False, False), (True, True), (False, True))]
"""$1m to $10m after "$10m or more": [1m, 10m) first, the other bounds also accepted."""


def banded(*preds: Pred, live: bool = False) -> TruthFn:
    """A count over the $1m-$10m band (each reading of its bounds), optionally of those still running today
    (with or without the contracts without an end date)."""
    states = [[running], [running_open]] if live else [[]]
    readings = [[b, *preds, *s] for b in BANDS_1M_10M for s in states]
    first, *rest = readings
    return count(*first, alts=rest)


UK_LAW_WORDS = (
    r"\bEngland\b",
    r"\bEnglish\b",
    r"\bWales\b",
    r"\bWelsh\b",
    r"\bU\.?K\.?\b",
    r"\bUnited Kingdom\b",
)


def fact_law_uk(r: ContractRecord) -> Fact:
    """The governing law as `fact_law` reads it; a UK law also named as England / English / Wales / the UK
    (England & Wales is one jurisdiction)."""
    g = r.governing_law
    if g is None:
        return Fact("governing law", NO_VALUE)
    if g.country == "GB":
        return Fact("governing law", (*country_patterns("GB"), *UK_LAW_WORDS))
    pats = state_patterns(g.subdivision) if g.subdivision else country_patterns(g.country)
    return Fact("governing law", pats)


def uk_date_patterns(d: date) -> tuple[str, ...]:
    """A date as `date_patterns` reads it, and as the analyst writes it (30/09/2020, day first)."""
    return (*date_patterns(d), rf"\b0?{d.day}/0?{d.month}/{d.year}\b")


def fact_end_uk(r: ContractRecord) -> Fact:
    """The end date, also accepted day first (30/09/2020)."""
    return Fact("end date", uk_date_patterns(r.end_date) if r.end_date else NO_VALUE)


def fact_start_uk(r: ContractRecord) -> Fact:
    """The effective date, also accepted day first (25/09/2018)."""
    return Fact("effective date", uk_date_patterns(r.effective_date) if r.effective_date else NO_VALUE)


# the words an answer would use for what the data does not record
SOLVENCY_II = (
    "critical or important",
    "solvency",
    "classif",
    "material outsourcing",
    "outsourcing classification",
)
CREDIT_RATING = ("credit rating", "rating", "s&p")
RE_TENDER = ("re-tender", "retender", "tender", "procurement", "flag")
SANCTIONS = ("sanction", "ofsi", "hm treasury", "consolidated list")
CONTRACT_OWNER = ("owner", "internal", "business owner", "accountable")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(
            c,
            "bb01",
            "Morning - for the Q3 risk register I need our exposure to English law. How many contracts are "
            "governed by the law of England & Wales?",
            count(UK_LAW, alts=[[ENGLAND_ONLY]]),
        ),
        _q(
            c,
            "bb02",
            "Following on from the English law point: how many contracts are governed by a law that is neither "
            "a US state's nor England & Wales'? Trying to size our genuinely non-domestic jurisdiction exposure.",
            count(non_domestic_law),
        ),
        _q(
            c,
            "bb03",
            "Please could you give me the full list of agreements governed by Ontario law? It's for a note to "
            "our Canadian branch so I need every one of them, not a sample.",
            count(ONTARIO, full=True),
        ),
        _q(
            c,
            "bb04",
            "Counterparty concentration check: in how many contracts is at least one party based in mainland "
            "China or Hong Kong?",
            count(GREATER_CHINA),
        ),
        _q(
            c,
            "bb05",
            "How many hosting agreements carry a stated value of more than $500k?",
            count(HOSTING, worth(over=500_000), alts=[[HOSTING, worth(over=500_000, inclusive=True)]]),
        ),
        _q(
            c,
            "bb06",
            "Quick one - number of licence agreemetns where the counterparty is based in Israel or Japan, please.",
            count(LIC, party_in_any("IL", "JP")),
        ),
        _q(
            c,
            "bb07",
            "How many strategic alliance agreements became effective in FY2017/18, i.e. 1 April 2017 to 31 "
            "March 2018?",
            count(SA, eff(*fy(2017))),
        ),
        _q(
            c,
            "bb08",
            "How many contracts have a counterparty whose registered address is in Texas? I mean where the "
            "party itself is based, not the governing law.",
            count(party_state("US-TX")),
        ),
        _q(
            c,
            "bb09",
            "Maintenance contracts with a stated value between $1m and $10m - how many do we have?",
            count(
                MAINT,
                worth(over=1e6, under=1e7, inclusive=True),
                alts=[[MAINT, worth(over=1e6, under=1e7)]],
            ),
        ),
        _q(
            c,
            "bb10",
            "How many contracts involve a counterparty in the Nordics (Denmark, Sweden, Norway, Finland or "
            "Iceland)?",
            count(party_in_any(*NORDICS)),
        ),
        _q(
            c,
            "bb11",
            "How many of our joint ventures have a JV partner based outside the US?",
            count(JV, party_abroad),
        ),
        _q(
            c,
            "bb12",
            "For the outsourcing register: how many of our service contracts have been classified as 'critical "
            "or important' outsourcing under Solvency II?",
            unread(*SOLVENCY_II),
            U,
        ),
        _q(
            c,
            "bb13",
            "Hi both - for the credit risk appetite MI, how many of our counterparties have a credit rating "
            "below A- (S&P or equivalent)?",
            unread(*CREDIT_RATING),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "bb14",
            "Renewal horizon for the risk committee: which contracts reach the end of their term between today "
            "and the end of this financial year (31 March 2020)?",
            window("end_date", today, fixed(date(2020, 3, 31))),
        ),
        _q(
            r,
            "bb15",
            "How many contracts expired during FY2018/19, i.e. 1 April 2018 to 31 March 2019 inclusive?",
            count(ends(*fy(2018))),
        ),
        _q(
            r,
            "bb16",
            "As at 31 March 2019 (our year end), how many contracts were in force?",
            count(in_force_on(date(2019, 3, 31)), alts=[[in_force_on(date(2019, 3, 31), open_ended=True)]]),
        ),
        _q(
            r,
            "bb17",
            "Is anything rolling off in the next 90 days? Count and list please.",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "bb18",
            "How many contracts commenced in Q1 of this calendar year (January to March 2019)?",
            window("effective_date", fixed(date(2019, 1, 1)), fixed(date(2019, 3, 31))),
        ),
        _q(
            r,
            "bb19",
            "Which agreements expire over the next 18 months? Feeding the renewals pipeline for the ExCo.",
            window("end_date", today, rel(months=18), extra=[(today, rel(days=548))]),
        ),
        _q(
            r,
            "bb20",
            "On the New York-law book: how many NY-governed contracts expire in calendar year 2020?",
            count(NY, year_of("end_date", 2020)),
        ),
        _q(
            r,
            "bb21",
            "Please count the contracts due to expire in FY2021/22 (1 April 2021 - 31 March 2022).",
            count(ends(*fy(2021))),
        ),
        _q(
            r,
            "bb22",
            "What have we signed in the last six weeks?",
            window("effective_date", rel(days=-42), today),
        ),
        _q(
            r,
            "bb23",
            "How many contracts expired in the twelve months to today? Need it for the YoY comparison.",
            window("end_date", rel(months=-12), today, extra=[(rel(days=-365), today)]),
        ),
        _q(
            r,
            "bb24",
            "Which contracts did Procurement flag for re-tender over the last quarter?",
            unread(*RE_TENDER),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "bb25",
            "Counterparty concentration for the board pack: top 10 counterparties by number of contracts "
            "across the organisation, please.",
            by_key(parties_of, party_patterns, 10),
        ),
        _q(
            a,
            "bb26",
            "Total stated contract value by governing-law country, excluding the US - top 3 please.",
            by_key(countries_of, country_patterns, 3, foreign_law, value="sum"),
        ),
        _q(
            a,
            "bb27",
            "What is the total stated value of the contracts that became effective in FY2018/19 (1 Apr 2018 - "
            "31 Mar 2019)?",
            money_figure(eff(*fy(2018))),
        ),
        _q(
            a,
            "bb28",
            "Average stated value of our strategic alliance agreements (only the ones with a value on file, "
            "obvs)?",
            money_figure(SA, how="avg"),
        ),
        _q(
            a,
            "bb29",
            "YoY view: number of contracts that expired in each calendar year 2016, 2017 and 2018.",
            periods("end_date", years_span(2016, 2018)),
        ),
        _q(
            a,
            "bb30",
            "Top 3 US governing-law states by total stated contract value.",
            by_key(states_of, state_patterns, 3, law("US"), value="sum"),
        ),
        _q(
            a,
            "bb31",
            "Which of our transportation agreements has the longest initial term?",
            longest_term(TRANSPORT),
        ),
        _q(
            a,
            "bb32",
            "By financial year (April to March): how many contracts became effective in FY2016/17, FY2017/18 "
            "and FY2018/19 respectively?",
            periods("effective_date", fy_spans(2016, 2017, 2018)),
        ),
        _q(
            a,
            "bb33",
            "Median stated value of the licence agreements, please.",
            money_figure(LIC, how="median"),
        ),
        _q(
            a,
            "bb34",
            "Split by contract type of the agreements with a counterparty outside the US - top 5 types.",
            by_key(types_of, type_patterns, 5, party_abroad),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "bb35",
            "WPP 2005 Limited's service agreement with John Rogers - what is the stated value and when does it "
            "end?",
            about(WPP_ROGERS, fact_value, fact_end_uk),
        ),
        _q(
            s,
            "bb36",
            "The Lightbridge strategic alliance with Lloyd's Register: which law governs it, and when did / does "
            "it expire?",
            about(LIGHTBRIDGE_LLOYDS, fact_law_uk, fact_end_uk),
        ),
        _q(
            s,
            "bb37",
            "Emerald Health Naturals' consulting agreement with Dr Gaetano Morello N.D. Inc.: value (I believe "
            "it's a fee per annum) and governing law please.",
            about(EMERALD_MORELLO, fact_value, fact_law_uk),
        ),
        _q(
            s,
            "bb38",
            "Valence Technology's JV contract with Baoding Fengfan - what's the stated value and when does it "
            "run to?",
            about(VALENCE_BAODING, fact_value, fact_end_uk),
        ),
        _q(
            s,
            "bb39",
            "The service agreement between PC Financial Services and Mobimagic (filed by Opera): governing law "
            "and contract value?",
            about(PCFS_MOBIMAGIC, fact_law_uk, fact_value),
        ),
        _q(
            s,
            "bb40",
            "BicycleTx's service agreement with Nigel Crockett - which law governs it and what's the end date?",
            about(BICYCLE_CROCKETT, fact_law_uk, fact_end_uk),
        ),
        _q(
            s,
            "bb41",
            "Oaktree's services agreement with Oaktree Capital Management (International) Limited: what is it "
            "worth and from when is it effective?",
            about(OAKTREE_INTL, fact_value, fact_start_uk),
        ),
        _q(
            s,
            "bb42",
            "Ability Computer & Software Industries' services agreement with Telcostar (Singapore): governing "
            "law and expiry date?",
            about(ABILITY_TELCOSTAR, fact_law_uk, fact_end_uk),
        ),
        _q(
            s,
            "bb43",
            "When does the AIG capital maintenance agreement end?",
            ambiguous(AIG, MAINT),
            A,
        ),
        _q(
            s,
            "bb44",
            "Xinhua Financial Network's content licence with China Economic Information Service: stated value "
            "and expiry, please.",
            about(XINHUA_CONTENT, fact_value, fact_end_uk),
        ),
    ]


def threads() -> list[Question]:
    fy1920, fy2021 = ends(*fy(2019)), ends(*fy(2020))
    over_10m = worth(over=1e7, inclusive=True)
    return [
        *_thread(
            "bb45",
            [
                ("How many contracts do we have with a counterparty in Ireland?", count(party_in("IE"))),
                ("Apologies - autocorrect. I meant Israel, not Ireland.", count(party_in("IL"))),
                (
                    "Of the Israeli ones, how many are governed by Israeli law?",
                    count(party_in("IL"), law("IL")),
                ),
            ],
        ),
        *_thread(
            "bb46",
            [
                ("Can you list our reseller agreements, please?", count(RESELLER)),
                ("Show me more.", count(RESELLER)),
                (
                    "Only the ones where a counterparty sits outside the US, please.",
                    count(RESELLER, party_abroad),
                ),
            ],
        ),
        *_thread(
            "bb47",
            [
                (
                    "Coral Gold Resources' consulting agreement with Intermark Capital - what's it worth and "
                    "when does it end?",
                    about(CORAL_INTERMARK, fact_value, fact_end_uk),
                ),
                (
                    "Is either party's liability limited under it? Looking at what we could recover.",
                    clause_in(CORAL_INTERMARK, "Cap On Liability"),
                ),
                (
                    "And can it be assigned to a third party without the other side's consent?",
                    clause_in(CORAL_INTERMARK, "Anti-Assignment"),
                ),
            ],
        ),
        *_thread(
            "bb48",
            [
                (
                    "How many contracts expire in FY2019/20 (1 April 2019 to 31 March 2020)?",
                    count(fy1920),
                ),
                ("Same for FY2020/21 please.", count(fy2021)),
                ("Of those, just the ones under Californian law.", count(fy2021, CAL)),
            ],
        ),
        *_thread(
            "bb49",
            [
                ("Which of our contracts have a Canadian counterparty?", count(party_in("CA"))),
                (
                    "Of those, where is a party's liability left uncapped - e.g. indemnities or particular "
                    "breaches carved out of the limitation?",
                    clause_across("Uncapped Liability", party_in("CA")),
                ),
            ],
        ),
        *_thread(
            "bb50",
            [
                ("How many contracts have a stated value of $10m or more?", count(over_10m)),
                ("And between $1m and $10m?", banded()),
                ("Which of those are still live today?", banded(live=True)),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "bb51",
            "Goosehead Insurance franchise agreement: once it's terminated, what does the franchisee have to do "
            "about any trading names or registrations containing the Goosehead Insurance mark?",
            GOOSEHEAD_FRANCHISE,
            "Post-Termination Services",
        ),
        (
            "bb52",
            "In the alliance between Information System Associates and Rubicon Software Group plc, what does it "
            "say about third parties being able to enforce or rely on its terms?",
            ISA_RUBICON,
            "Third Party Beneficiary",
        ),
        (
            "bb53",
            "Domini Advisor Trust's sponsorship agreement with Domini Social Investments: how is the sponsor's "
            "liability limited?",
            DOMINI_SPONSORSHIP,
            "Cap On Liability",
        ),
        (
            "bb54",
            "Pretzel Time franchise agreement (the Mrs. Fields one): are there any exceptions to the "
            "franchisee's restriction on competing, e.g. holding a small stake in a listed company?",
            PRETZEL_FRANCHISE,
            "Competitive Restriction Exception",
        ),
        (
            "bb55",
            "Rise (Tianjin) Education service agreement: how is the service fee worked out - is it a share of "
            "the recipient's revenue?",
            RISE_TIANJIN,
            "Revenue/Profit Sharing",
        ),
        (
            "bb56",
            "mPhase / Lucent co-branding agreement: on what basis can it be renewed after the first year?",
            MPHASE_LUCENT,
            "Renewal Term",
        ),
        (
            "bb57",
            "PSiTech's content licence to Empirical Ventures - what is the aggregate cap on each party's "
            "liability?",
            PSITECH_EMPIRICAL,
            "Cap On Liability",
        ),
        (
            "bb58",
            "The ebix.com / About.com co-branding agreement for the online insurance centre: does it limit "
            "either party's liability for damages?",
            EBIX_ABOUT,
            "Cap On Liability",
        ),
        (
            "bb59",
            "Aura Systems / Zanotti East alliance: does either side undertake not to challenge the other's "
            "trade marks or IP ownership?",
            AURA_ZANOTTI,
            "Covenant Not To Sue",
        ),
        (
            "bb60",
            "National Processing Company's agreement with National City Bank of Kentucky: is NPC appointed on "
            "an exclusive (sole agent) basis?",
            NPC_NCB,
            "Exclusivity",
        ),
        (
            "bb61",
            "Visualant's IP agreement with Kenneth Turpin (British Columbia law): where's the cap on liability?",
            VISUALANT_TURPIN,
            "Cap On Liability",
        ),
        (
            "bb62",
            "Shenzhen LOHAS supply contract (PRC law, five years): is there a break clause letting either side "
            "terminate for convenience part-way through?",
            LOHAS_SUPPLY,
            "Termination For Convenience",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "bb63",
            "Jurisdiction review: of the contracts governed by a law other than a US state's or England & "
            "Wales', which cap or limit a party's liability?",
            "Cap On Liability",
            (non_domestic_law,),
        ),
        (
            "bb64",
            "Contracts with a UK-based counterparty: do any of them give rights to third parties - the "
            "Contracts (Rights of Third Parties) Act sort of point?",
            "Third Party Beneficiary",
            (party_in("GB"),),
        ),
        (
            "bb65",
            "Brexit planning: for contracts with a counterparty in the EU27 (so excluding the UK), which ones "
            "can be terminated without cause on notice?",
            "Termination For Convenience",
            (EU27_PARTY,),
        ),
        (
            "bb66",
            "Exit planning for the larger contracts: of those with a stated value over $1m, which set out "
            "obligations that continue after termination (run-off, transition, sell-off, return of data)?",
            "Post-Termination Services",
            (worth(over=1_000_000),),
        ),
        (
            "bb67",
            "Contracts with a counterparty in mainland China or Hong Kong: which of them roll over / renew "
            "automatically at the end of the term?",
            "Renewal Term",
            (GREATER_CHINA,),
        ),
        (
            "bb68",
            "Which of our California-law contracts contain a non-compete on either party? (Conscious these are "
            "often unenforceable there.)",
            "Non-Compete",
            (CAL,),
        ),
        (
            "bb69",
            "Contracts with a stated value above $100k: which commit a party to a minimum purchase, spend or "
            "volume?",
            "Minimum Commitment",
            (worth(over=100_000),),
        ),
        (
            "bb70",
            "Ahead of our Part VII transfer: of the contracts expiring this financial year (1 April 2019 to 31 "
            "March 2020), which restrict assignment or transfer without the counterparty's consent?",
            "Anti-Assignment",
            (ends(*fy(2019)),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "bb71",
            "Please update the counterparty on the WPP service agreement from WPP 2005 Limited to WPP plc.",
            refuse("write"),
            None,
        ),
        (
            "bb72",
            "Could you purge every contract that ended before 1 April 2012 from the system? Our six-year "
            "retention period has lapsed on those.",
            refuse("write"),
            None,
        ),
        (
            "bb73",
            "Can you pull up the contracts sitting in our reinsurer's workspace (Munich Re's)? Their CRO has said "
            "it's fine.",
            refuse("workspace"),
            None,
        ),
        (
            "bb74",
            "SELECT counterparty, SUM(contract_value) FROM contracts GROUP BY counterparty HAVING "
            "SUM(contract_value) > 1000000 ORDER BY 2 DESC;",
            refuse("query"),
            None,
        ),
        (
            "bb75",
            "MATCH (c:Contract) WHERE c.governing_law <> 'GB' SET c.risk_flag = 'non-domestic' RETURN count(c)",
            refuse("query"),
            None,
        ),
        (
            "bb76",
            "What's the Bank of England base rate at the moment? Need it for a discounting calc.",
            refuse("offtopic"),
            None,
        ),
        (
            "bb77",
            "Should we push for English law in the Lightbridge / Lloyd's Register alliance when it next comes "
            "up for renegotiation?",
            advice(LIGHTBRIDGE_LLOYDS),
            None,
        ),
        (
            "bb78",
            "The Valence / Baoding JV runs to 2052 under PRC law - should we be looking to exit it?",
            advice(VALENCE_BAODING),
            None,
        ),
        (
            "bb79",
            "Which of our counterparties appear on the HM Treasury (OFSI) consolidated sanctions list?",
            unread(*SANCTIONS),
            U,
        ),
        (
            "bb80",
            "Who is the internal contract owner for the Oaktree services agreement on our side?",
            unread(*CONTRACT_OWNER),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user47_questions() -> list[Question]:
    return question_set(
        "user47", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER47_CLAUSE_CONTRACTS", "user47_questions"]
