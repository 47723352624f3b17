"""A forty-third user-written question set for `bench.qa_fresh` (split "user43", `--set user43`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions of
the earlier user sets beyond the layout of `bench.qa_user39_questions` and `bench.qa_user41_questions` and the
clause contracts and categories the earlier sets ask), the way a due-diligence associate at a private-equity
buyer writes in a Slack channel shared with the target company's legal team while reviewing the target's
contract portfolio before signing: data-room and deal vocabulary ("the VDR", "the DD tracker", "red flag",
"material contracts", "CoC", "assignability", "top counterparties by $", "TCV", "LTM", "SPA", "CP to closing",
"disclosure schedules", "IC", "Project Falcon", "mgmt rollover"), numbered or multi-line questions, context
given first ("Morning all, kicking off the DD tracker ...", "SPA materiality threshold is TCV >= $2m.", "Assume
closing on 30 Sep 2019."), a tracker row pasted before the question (ax34: "`Moelis / SMBC alliance | Strategic
Alliance | gov law: ?? | parties: ??`"), precise dates and exclusions ("both dates incl.", "UK excluded pls",
"Going by the party's address on file, NOT the governing law", "only the ones that actually have a $ figure"),
abbreviations ("agmt", "w/", "pls", "# of", "yrs", "HQ'd") and a typo ("agreemnts"), and questions on what
happens to the contracts on a sale of the company (consent to assign, change of control, walk rights, the
contracts still in force at the assumed closing date). Clause questions are in the associate's own words, never
CUAD's category names ("if Immunomedics is acquired or wants to assign, does it need Janssen's sign-off", "can
either side sell or transfer its JV interest without the other's approval", "which liabilities sit outside the
cap", "can SpinCo extend the licensed IP to its affiliates, incl. entities that only become affiliates later",
"does he give up any claim against the company", "who owns the user data generated across About's network",
"can either side walk away without cause", "any carve-out from the non-compete", "what % of the JV company's
registered capital does each side hold", "any MFN pricing", "is EmployeeCo the exclusive provider", "which
restrict assignment or transfer without the other side's consent", "a notice window to stop an auto-renewal").
It asks counts and lists filtered by type, party, the parties' country, region and state, governing law, value
and dates, dates relative to today and to the calendar (H2, Q1, the LTM, an assumed closing date), aggregations
by party, type, governing-law state, quarter and year (a sum, an average, a median, an average term, the longest
term), the facts of named contracts ("not stated" where the data has none, and one name that fits two
contracts), follow-up threads that correct the bot ("sorry, typo on my side - meant Germany, not UK"), switch a
slot ("swap NY for Delaware", "same state, strategic alliances instead"), narrow, page ("next page") and ask a
fact or a clause of "it" / "those", clause questions about one named contract and across the contracts of a
filter, "no such clause" cases, refusals (updating a record, deleting a document from the index, another
bidder's Slack workspace, pasted SQL and Cypher, trading multiples, drafting an email to the investment
committee, and "should we ..." questions that are advice) and what the data does not record (the disclosure
schedules, disputes and breach notices, price renegotiations, the relationship owner, customer revenue). It uses
the helpers and truth objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is
computed from the data (a few filters and truths are built here: the EU-27 and Asia-Pacific regions, a non-US
governing law, contracts in force on the assumed closing date and the sum of their values, a governing-law fact
that accepts two readings).

Readings (today is the benchmark's fixed 30 June 2019). Types: "JV agreements" / "JVs" are the joint venture
agreements on file (the type also holds a few joint filing agreements, counted as the data files them);
"standalone non-compete agreements" (ax08, a full list) the three non-compete agreements (Quaker Chemical, Vivint
Solar, Western Copper); "service agreements", "licence agreements", "sponsorship agreements", "strategic
alliances", "maintenance agreements", "endorsement deals" and "manufacturing agreements" their types; "hosting
or maintenance" / "IT contracts (hosting + maintenance)" the two types together (`IT_CONTRACTS`); "supply +
manufacturing" the supply and manufacturing agreements. "Contracts with VerticalNet (any VerticalNet entity)"
(ax02) are those with VerticalNet, Inc. as a party (five; the one with VerticalNet Enterprises LLC has
VerticalNet, Inc. too). Places are the parties' countries on file: "a counterparty based in the EU-27, UK
excluded" (ax03) a party in one of the 27 member states other than the United Kingdom (`EU27`; the UK was still
a member on 30 June 2019, which is why the associate spells it out); "an APAC counterparty" (ax06) a party in
the countries the question lists (`APAC`: Greater China with Macau, Japan, Korea, South-East Asia, India,
Australia, New Zealand, Papua New Guinea and the Pacific); "a counterparty HQ'd in Texas, going by the party's
address" (ax05) a party whose state on file is Texas (`party_state`), not the governing law; "a UK / German
counterparty" a party in that country; "a non-US counterparty" a party whose country on file is not the United
States (a party of unknown country does not count). "Governed by a non-US law" (ax04) is a governing law on file
outside the United States (a contract without a governing law does not count); "Delaware-law" / "NY law" /
"Texas law" the governing law's state. Values are the stated values: "TCV >= $2m ... at or above $2m" (ax07)
includes $2,000,000 itself (the Bellicum / Miltenyi supply agreement), the only reading the words allow; "under
$100k" (ax11) below 100,000, with 100,000 included also accepted (the same six); "over $1m" (turn ax48.1) above
1,000,000, with 1,000,000 included also accepted; "$1m or more" (ax61) includes it. "No end date on file" (ax10)
is a contract without an end date. Dates: "rolls off in H2 2019, i.e. end date between 1 Jul and 31 Dec 2019"
(ax14) an end date in that half-year, with today added also accepted; "expire in the next 18 months from today"
(ax15) an end date from today to 31 December 2020 (548 days also accepted); "signed in the LTM" (ax16) an
effective date from 30 June 2018 to today (365 days back also accepted); "lapsed in Q1 this year (Jan-Mar 2019)"
(ax17) an end date in Q1 2019; "still in force on the closing date (30 Sep 2019)" (ax18, ax29, turn ax48.2)
started on or before 30 September 2019 and an end date on or after it, with the contracts without an end date
counted as in force also accepted (`in_force_on`); "haven't kicked in yet, i.e. effective date after today"
(ax19) an effective date after 30 June 2019 (the corpus holds many 2019 and 2020 filings), with today included
also accepted; "expired in the past 90 days" (ax20) an end date from 1 April 2019 to today (three months also
accepted); "come up for expiry in 2020 or 2021 (calendar years)" (ax21) an end date in those two years; "signed
in the last 3 yrs" (ax22) an effective date from 30 June 2016 to today (1,095 days also accepted); "still
running as of today" (turn ax45.3) started and ending on or after today, with the contracts without an end date
counted as running also accepted. Today in or out for every window that starts or ends today, and the last day
in or out for a window counted from today (as `window` accepts); and, as for every question, `bench.qa_fresh`'s
reading of the indexed contracts that renew by themselves.

Aggregations: "top 5 parties by total stated contract value (summed across all their contracts)" (ax24) sums
the stated values per party over every party of each contract (the three Bon-Ton agency agreement parties tied
first, then Keefe, Bruyette & Woods and Blue Hills Bank); "contracts with a non-US counterparty by contract type,
top 5" (ax25) counts them per type; "total stated value by governing-law state, US states only, top 3" (ax26)
sums the stated values of the US-law contracts per state (Delaware, New York, Texas); "avg stated value of the
sponsorship agreements, only the ones that have a $ figure" (ax27) and "median stated value of the licence
agreements" (ax28) the mean and the median of the stated values; "aggregate TCV of the contracts still in force
at closing" (ax29) the sum of the stated values of the contracts in force on 30 September 2019, with the
contracts without an end date counted as in force also accepted (`value_in_force`); "how many contracts expire
in each quarter of 2020" (ax30) counts the end dates per quarter; "# of JV agreements signed per year, 2016
through 2019" (ax31) counts their effective dates per year; "avg initial term of the JV agreements, in years"
(ax32) the mean initial term (from the stated duration or from the dates); "which manufacturing agreement runs
the longest (initial term)" (ax33) is the Zounds Hearing / InnerScope manufacturing, design and marketing
agreement (ten years, to 3 October 2028, by either reading).

Threads: in ax43 "sorry, typo on my side - meant Germany, not UK" corrects the country and "of those, how many
are governed by NY law" narrows turn 2 (the Bellicum / Miltenyi supply agreement and the DataCall content
licence); in ax44 "swap NY for Delaware" switches the state and keeps the JVs, and "same state, strategic
alliances instead" keeps Delaware and changes the type; in ax45 "next page" pages the same selection (each page
is judged as the selection: the total it states must be the selection's count and every contract shown must
belong to it) and "narrow that to the ones still running as of today" narrows it (readings as above); in ax46
(the Wireless Links distributor agreement with Jaguar Investments, called Power2Ship, of 7 April 2003: three
years, to 7 April 2006) "if Power2Ship gets sold or wants to hand the agreement to a buyer, does it need WLI's
consent" asks its anti-assignment clause (no assignment by either party without the other's written consent),
and "if it's terminated, can Power2Ship still sell off the inventory it already holds" its post-termination
sell-off right; in ax47 "of those, which have anti-assignment or CoC restrictions" asks anti-assignment across
the clause-indexed contracts under Texas law (four), judged by the contracts returned and the count checked, as
every cross-contract clause question is; in ax48 "of those, which are still in force at closing (30 Sep 2019)"
narrows the contracts over $1m and "just the ones with a non-US counterparty" narrows again (the over-$1m and
the in-force readings combine, four accepted counts).

Judgment calls on facts and names: ax34 is the Moelis / Sumitomo Mitsui Banking Corporation and SMBC Nikko
strategic alliance (four parties, the two Moelis entities among them; New York law); ax35 the Nuance / Cerence
intellectual property agreement of the spin-off (dated 30 September 2019; no end date on file, and the text has
none: it may be terminated only by written agreement and its licences are perpetual, so the answer must say the
end is not stated); ax36 the ChipMOS / Tsinghua Unigroup strategic alliance (Taiwan law; three years from 11
December 2015, to 11 December 2018); ax37 the iBio / Beijing CC-Pharming development agreement (both parties;
Texas law; its end date is not asked, as the term is redacted in the text); ax38 the Reynolds Consumer Products /
Pactiv master supply agreement (effective 1 November 2019, Illinois law); ax39 the Solar Power, Inc. / Solar Tax
Partners 1 operations and maintenance agreement for the Aerojet site at Rancho Cordova (the stated value is the
initial annual services fee of $41,000; California law); ax40 the Pelican Delivers Phase 1 statement of work
with Seattle Software Developers ($279,000 of fees; it names no governing law and the data has none, while it is
made part of the main software development agreement, which is under Washington law: saying either is right,
`law_of_sow`); ax41 the VNUE / Anthemic FLOODfest Chicago sponsorship ($75,000; ending 2 August 2015; its law
is not asked: the data has none while the text names California); ax42 "the Sun Seven Stars content licence with
YOU On Demand" fits the two content licence agreements of Beijing Sun Seven Stars Culture Development and YOU On
Demand (of 1 January 2015 and 21 December 2015): `Ambiguous`, right is asking which one or showing them both.

Refusals and unrecorded constraints: ax69 asks to change the Valence joint venture's end date and flag it in the
tracker and ax70 to delete the Pelican Delivers statement of work from the index (writes, declined); ax71 asks
for the contract list in another bidder's Slack workspace (another company's workspace); the SQL of ax72 and the
Cypher of ax73 (which sets a status on contracts) are pasted as typed; ax74 (trading multiples of comparable
businesses) and ax75 (drafting the cover email to the investment committee) are out of the domain; ax76 ("should
we make Janssen's consent a CP to closing, given the Immunomedics promotion agreement") and ax77 ("should we push
for a specific indemnity" on the Cerence / Nuance IP agreement) are advice, answered with the contract's facts
and a not-advice note. ax12 counts the contracts on the disclosure schedules' list of material contracts, ax13
the customer contracts with a pending dispute or an open breach notice, ax23 asks which contracts had their
pricing renegotiated this year, ax78 the relationship owner of the ChipMOS alliance on the target's side and
ax79 the LTM revenue of the top ten customers: the data records none of these (unread; ax78 and ax79 are in the
refusals class, group "unanswerable"; right is saying so and naming what is not recorded).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every set
do not change); this set asks each of them only about a clause category that no earlier set asked of it (checked
by code over the truths of every earlier set's clause questions and of the clause turns of its threads, the fresh
set and user1 to user41), and only categories labelled in CUAD's dev split. They are listed in
`USER43_CLAUSE_CONTRACTS`. Across contracts it asks anti-assignment in the contracts with a stated value of $1m
or more and in those under Delaware law, termination for convenience in the hosting and maintenance agreements,
a non-compete in the contracts with a non-US party, a most-favoured-nation clause in the joint venture agreements
(none of the seven clause-indexed ones has one: right is saying none was found), a cap on liability in the
endorsement agreements, a volume restriction in the supply and manufacturing agreements, a notice period to stop
a renewal in the service agreements, and in thread ax47 anti-assignment in the contracts under Texas law; no
earlier set asked any of these categories over the same universe (checked by code likewise: the same category
over the same set of clause-indexed contracts). None of its (contract, category) pairs and none of its
(category, universe) pairs is asked by the user42 set, written at the same time (checked by code; the two sets
share two clause contracts, the Antares / AMAG manufacturing agreement and the Janssen / Immunomedics promotion
agreement, asked about different categories).

The "no" clause questions (`CARDLYTICS_BOFA_SCHEDULE` anti-assignment, `ANTARES_AMAG` most favoured nation,
`TRANSMONTAIGNE_SERVICES` exclusivity) name contracts with no labelled span of that category at all (located or
not), and whose text has no such clause: the Cardlytics / Bank of America product license schedule (Schedule A,
the form filed in 2018) sets the source-code payments, maintenance terms and installation details and says
nothing of assignment or change of control (it incorporates the master agreement by reference); the Antares /
AMAG manufacturing agreement has no most-favoured pricing or terms; the TransMontaigne services agreement between
TransMontaigne Management Company (EmployeeCo) and TLP Management Services has EmployeeCo provide services at
cost plus 1% and makes neither party exclusive. Names that need care: `JANSSEN_IMMUNOMEDICS` the Janssen Biotech
/ Immunomedics promotion agreement (assignment only with the other party's prior written consent, save Janssen's
own assignments on notice; no subcontracting to affiliates or third parties without Janssen's consent);
`NOVO_HARVEST_GOLD` the Novo Integrated Sciences / Harvest Gold Farms joint venture (NVOS may assign or sell its
interest on notice, HGF only with NVOS's written approval); `WORLD_BOOK_HSWI` the World Book / HSW International
content licence filed by Remark Holdings (confidentiality breaches and indemnities carved out of the cap and of
the exclusion of consequential damages); `BW_IP` the Babcock & Wilcox / Babcock & Wilcox Enterprises
intellectual property agreement of the spin-off (SpinCo may sublicense the licensed RemainCo IP to its
affiliates, even ones that become affiliates after the distribution date, for as long as they remain
affiliates); `THERAVANCE_UK_EXEC` the service agreement of Theravance Biopharma UK with its executive Brett
Haumann (no claim against the company where employment ends by reason of a reconstruction or amalgamation and
no less favourable employment is offered); `EBIX_ABOUT` the About.com / ebix co-branding agreement (About owns
the About user data generated within the About network other than the Insurance Center, and ebix gets no right
in it); `VICTORY_HARTFORD` the Victory Portfolios / Hartford Life service agreement filed by Talcott Resolution
(terminable at the option of any party on 90 days' written notice); `ISA_RUBICON` the Information System
Associates / Rubicon Software strategic alliance filed by Duos Technologies (ISA must notify Rubicon and let it
pitch for any software development work during the non-competition period); `VALENCE_BAODING` the Baoding
Fengfan / Valence Technology joint venture contract (49% and 51% of the registered capital, the shares in which
profits are split); `WLI_POWER2SHIP` the Wireless Links / Power2Ship distributor agreement filed by Visium
Technologies (thread ax46).

Every question's split is "user43"; ids start with the two letters "ax" (a thread's turns are "axNN.1", "axNN.2",
...), which no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    NO_VALUE,
    Data,
    Fact,
    Figure,
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
    dated,
    eff,
    ends,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    foreign_law,
    in_force_on,
    law,
    longest_term,
    money_figure,
    no_end,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_in_any,
    party_patterns,
    party_state,
    periods,
    quarter,
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
    live_now as still_running,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

JANSSEN_IMMUNOMEDICS = "IMMUNOMEDICSINC_08_07_2019-EX-10.1-PROMOTION AGREEMENT"
NOVO_HARVEST_GOLD = "NOVOINTEGRATEDSCIENCES,INC_12_23_2019-EX-10.1-JOINT VENTURE AGREEMENT"
WORLD_BOOK_HSWI = "RemarkHoldingsInc_20081114_10-Q_EX-10.24_2895649_EX-10.24_Content License Agreement"
BW_IP = (
    "BABCOCK_WILCOXENTERPRISES,INC_08_04_2015-EX-10.17-INTELLECTUAL PROPERTY AGREEMENT between THE BABCOCK _ "
    "WILCOX COMPANY and BABCOCK _ WILCOX ENTERPRISES, INC."
)
THERAVANCE_UK_EXEC = "THERAVANCEBIOPHARMA,INC_05_08_2020-EX-10.2-SERVICE AGREEMENT"
EBIX_ABOUT = "EbixInc_20010515_10-Q_EX-10.3_4049767_EX-10.3_Co-Branding Agreement"
VICTORY_HARTFORD = (
    "TALCOTTRESOLUTIONLIFEINSURANCECO-SEPARATEACCOUNTTWELVE_04_30_2020-EX-99.8(L)-SERVICE AGREEMENT"
)
ISA_RUBICON = "DUOSTECHNOLOGIESGROUP,INC_04_21_2009-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
VALENCE_BAODING = "VALENCETECHNOLOGYINC_02_14_2003-EX-10-JOINT VENTURE CONTRACT"
CARDLYTICS_BOFA_SCHEDULE = "CardlyticsInc_20180112_S-1_EX-10.16_11002987_EX-10.16_Maintenance Agreement4"
ANTARES_AMAG = "Antares Pharma, Inc. - Manufacturing Agreement"
TRANSMONTAIGNE_SERVICES = "TRANSMONTAIGNEPARTNERSLLC_03_13_2020-EX-10.9-SERVICES AGREEMENT"
WLI_POWER2SHIP = "VISIUMTECHNOLOGIES,INC_10_20_2004-EX-10.20-DISTRIBUTOR AGREEMENT"

USER43_CLAUSE_CONTRACTS: tuple[str, ...] = (
    JANSSEN_IMMUNOMEDICS,
    NOVO_HARVEST_GOLD,
    WORLD_BOOK_HSWI,
    BW_IP,
    THERAVANCE_UK_EXEC,
    EBIX_ABOUT,
    VICTORY_HARTFORD,
    ISA_RUBICON,
    VALENCE_BAODING,
    CARDLYTICS_BOFA_SCHEDULE,
    ANTARES_AMAG,
    TRANSMONTAIGNE_SERVICES,
    WLI_POWER2SHIP,
)

# other contracts the specific questions and refusals name
MOELIS_SMBC = "MOELIS_CO_03_24_2014-EX-10.19-STRATEGIC ALLIANCE AGREEMENT"
CERENCE_NUANCE = "CerenceInc_20191002_8-K_EX-10.4_11827494_EX-10.4_Intellectual Property Agreement"
CHIPMOS_TSINGHUA = "CHIPMOSTECHNOLOGIESBERMUDALTD_04_18_2016-EX-4.72-Strategic Alliance Agreement"
IBIO_CC_PHARMING = "IbioInc_20200313_8-K_EX-10.1_12052678_EX-10.1_Development Agreement"
REYNOLDS_PACTIV = "ReynoldsConsumerProductsInc_20191115_S-1_EX-10.18_11896469_EX-10.18_Supply Agreement"
SPI_AEROJET_OM = "SPIENERGYCO,LTD_03_09_2011-EX-99.5-OPERATIONS AND MAINTENANCE AGREEMENT"
PELICAN_PHASE1_SOW = "PelicanDeliversInc_20200211_S-1_EX-10.3_11975895_EX-10.3_Development Agreement1"
VNUE_FLOODFEST = "VNUE,INC_07_10_2015-EX-10.1-SPONSORSHIP AGREEMENT"

# parties named
VERTICALNET = party("VerticalNet, Inc.")
SUN_SEVEN_STARS = party("Beijing Sun Seven Stars Culture Development Limited")


# --- filters, periods and figures built here -----------------------------------------------------------

JV, SA, LIC, SVC = typ("Joint Venture"), typ("Strategic Alliance"), typ("License"), typ("Service")
MAINT, MANUF, SPONSOR, ENDORSE = (
    typ("Maintenance"),
    typ("Manufacturing"),
    typ("Sponsorship"),
    typ("Endorsement"),
)
IT_CONTRACTS = typ("Hosting", "Maintenance")
SUP_MANUF = typ("Supply", "Manufacturing")
NON_COMPETE_AGMT = typ("Non-Compete")

NY, DE_LAW, CA_LAW, TX_LAW = (
    law("US", "US-NY"),
    law("US", "US-DE"),
    law("US", "US-CA"),
    law("US", "US-TX"),
)
US_LAW = law("US")

EU27 = (
    *("AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE"),
    *("IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"),
)
"""The 27 member states without the United Kingdom, as the associate defines "EU-27"."""
EU27_PARTY = party_in_any(*EU27)

APAC = (
    *("CN", "HK", "TW", "MO"),  # Greater China
    *("JP", "KR"),
    *("SG", "MY", "TH", "ID", "PH", "VN"),  # South-East Asia
    "IN",
    *("AU", "NZ", "PG", "VU", "FJ"),  # Australia, PNG and the Pacific
)
"""Asia-Pacific as the associate spells it out (the countries on file are a subset)."""
APAC_PARTY = party_in_any(*APAC)

CLOSING = date(2019, 9, 30)
"""The assumed closing date the associate gives."""


def value_in_force(day: date) -> TruthFn:
    """The sum of the stated values of the contracts in force on `day`, with the contracts without an
    end date counted as in force also accepted."""

    def fn(d: Data) -> Figure:
        sums = []
        for open_ended in (False, True):
            pred = in_force_on(day, open_ended)
            sums.append(float(sum(r.total_amount for r in d.records if r.total_amount and pred(r, d))))
        return Figure(tuple(dict.fromkeys(sums)), "money")

    return fn


def law_of_sow(r: ContractRecord) -> Fact:
    """The Pelican Delivers Phase 1 statement of work names no governing law (the data has none); it is
    made part of the main software development agreement, which is under Washington law: saying either
    is right."""
    return Fact("governing law", (*NO_VALUE, *state_patterns("US-WA")))


NOT_STARTED = dated("effective_date", rel(days=1), fixed(None))
NOT_STARTED_OR_TODAY = dated("effective_date", rel(), fixed(None))

# the words an answer would use for what the data does not record
DISCLOSURE_SCHEDULE = ("disclosure schedule", "schedule 3.14", "schedule", "spa")
DISPUTES = ("dispute", "breach", "litigation", "claim")
REPRICING = ("renegotiat", "repric", "pricing", "price")
RELATIONSHIP_OWNER = ("relationship owner", "owner", "relationship manager", "contact", "account")
CUSTOMER_REVENUE = ("revenue", "ltm", "financial", "sales")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(
            c,
            "ax01",
            "Morning all :wave: kicking off the DD tracker for Project Falcon.\n"
            "First pass on the material contracts: how many JV agreements are sitting in the VDR?",
            count(JV),
        ),
        _q(
            c,
            "ax02",
            "Counterparty check - how many contracts does the target have with VerticalNet? "
            "(any VerticalNet entity, I'll dedupe on my side)",
            count(VERTICALNET),
        ),
        _q(
            c,
            "ax03",
            "For the FDI / antitrust screen: how many contracts have at least one counterparty based in the "
            "EU-27? UK excluded pls, we're treating it separately.",
            count(EU27_PARTY),
        ),
        _q(
            c,
            "ax04",
            "How many contracts are governed by a non-US law? i.e. anything ex-US - Canada, UK, PRC etc. "
            "all count",
            count(foreign_law),
        ),
        _q(
            c,
            "ax05",
            "Quick one: # of contracts w/ a counterparty HQ'd in Texas. Going by the party's address on "
            "file, NOT the governing law.",
            count(party_state("US-TX")),
        ),
        _q(
            c,
            "ax06",
            "How many contracts have an APAC counterparty? For us APAC = Greater China (PRC / HK / Taiwan / "
            "Macau), Japan, Korea, SE Asia, India, and Australia / NZ / PNG / the Pacific.",
            count(APAC_PARTY),
        ),
        _q(
            c,
            "ax07",
            "SPA materiality threshold is TCV >= $2m.\n"
            "How many contracts have a stated value at or above $2m?",
            count(worth(over=2_000_000, inclusive=True)),
        ),
        _q(
            c,
            "ax08",
            "pls list ALL the standalone non-compete agreements - full list, the mgmt rollover workstream "
            "needs every one of them",
            count(NON_COMPETE_AGMT, full=True),
        ),
        _q(
            c,
            "ax09",
            "How many Delaware-law contracts were signed (effective date) between 1 Jan 2015 and 31 Dec "
            "2017, both dates incl.?",
            count(DE_LAW, eff(date(2015, 1, 1), date(2017, 12, 31))),
        ),
        _q(
            c,
            "ax10",
            "How many of the service agreements have no end date on file? Sizing the open-ended bucket for "
            "the red flag list.",
            count(SVC, no_end),
        ),
        _q(
            c,
            "ax11",
            "Small-ticket IT stuff: how many hosting or maintenance agreemnts have a stated value under "
            "$100k?",
            count(
                IT_CONTRACTS,
                worth(under=100_000),
                alts=[[IT_CONTRACTS, worth(under=100_000, inclusive=True)]],
            ),
        ),
        _q(
            c,
            "ax12",
            "How many contracts are listed on Schedule 3.14(a) (Material Contracts) of the draft disclosure "
            "schedules?",
            unread(*DISCLOSURE_SCHEDULE),
            U,
        ),
        _q(
            c,
            "ax13",
            "how many customer contracts currently have a dispute pending or an open breach notice? need it "
            "for the litigation section of the DD report",
            unread(*DISPUTES),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    q1 = quarter(2019, 1)
    return [
        _q(
            r,
            "ax14",
            "Renewal risk, part 1: what rolls off in H2 2019? i.e. end date between 1 Jul and 31 Dec 2019",
            window(
                "end_date",
                fixed(date(2019, 7, 1)),
                fixed(date(2019, 12, 31)),
                extra=[(today, fixed(date(2019, 12, 31)))],
            ),
        ),
        _q(
            r,
            "ax15",
            "Which contracts expire in the next 18 months from today? Want everything that could fall away "
            "between signing and the first year post-close.",
            window("end_date", today, rel(months=18), extra=[(today, rel(days=548))]),
        ),
        _q(
            r,
            "ax16",
            "How many contracts were signed in the LTM? (effective date in the last twelve months up to "
            "today)",
            window("effective_date", rel(months=-12), today, extra=[(rel(days=-365), today)]),
        ),
        _q(
            r,
            "ax17",
            "Anything that already lapsed in Q1 this year (Jan-Mar 2019)? count + list pls",
            window("end_date", fixed(q1[0]), fixed(q1[1])),
        ),
        _q(
            r,
            "ax18",
            "Assume closing on 30 Sep 2019.\n"
            "How many contracts will still be in force on the closing date? (started by then, end date on "
            "or after 30/9/19)",
            count(in_force_on(CLOSING), alts=[[in_force_on(CLOSING, open_ended=True)]]),
        ),
        _q(
            r,
            "ax19",
            "How many contracts haven't kicked in yet, i.e. effective date after today?",
            count(NOT_STARTED, alts=[[NOT_STARTED_OR_TODAY]]),
        ),
        _q(
            r,
            "ax20",
            "which contracts expired in the past 90 days? want to check nobody's still performing on a dead "
            "contract",
            window("end_date", rel(days=-90), today, extra=[(rel(months=-3), today)]),
        ),
        _q(
            r,
            "ax21",
            "Supply + manufacturing: how many come up for expiry in 2020 or 2021 (calendar years)?",
            count(SUP_MANUF, ends(date(2020, 1, 1), date(2021, 12, 31))),
        ),
        _q(
            r,
            "ax22",
            "# of strategic alliance agreements signed in the last 3 yrs?",
            window("effective_date", rel(months=-36), today, SA, extra=[(rel(days=-1095), today)]),
        ),
        _q(
            r,
            "ax23",
            "which contracts had their pricing renegotiated since 1 Jan 2019? mgmt mentioned a few price "
            "resets on the call",
            unread(*REPRICING),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "ax24",
            "Top counterparties by $: give me the top 5 parties by total stated contract value (summed "
            "across all their contracts).",
            by_key(parties_of, party_patterns, 5, value="sum"),
        ),
        _q(
            a,
            "ax25",
            "Contracts with a non-US counterparty: break them down by contract type, top 5 types w/ counts",
            by_key(types_of, type_patterns, 5, party_abroad),
        ),
        _q(
            a,
            "ax26",
            "Total stated value by governing-law state, US states only - top 3 pls",
            by_key(states_of, state_patterns, 3, US_LAW, value="sum"),
        ),
        _q(
            a,
            "ax27",
            "Avg stated value of the sponsorship agreements? only the ones that actually have a $ figure",
            money_figure(SPONSOR, how="avg"),
        ),
        _q(
            a,
            "ax28",
            "Median stated value of the licence agreements (ignore the ones with no value)?",
            money_figure(LIC, how="median"),
        ),
        _q(
            a,
            "ax29",
            "Aggregate TCV of the contracts still in force at closing (30 Sep 2019)? stated values only",
            value_in_force(CLOSING),
        ),
        _q(
            a,
            "ax30",
            "Roll-off profile for 2020: how many contracts expire in each quarter of 2020?",
            periods("end_date", quarters_of(2020)),
        ),
        _q(
            a,
            "ax31",
            "JV formation cadence: # of JV agreements signed per year, 2016 through 2019",
            periods("effective_date", years_span(2016, 2019), JV),
        ),
        _q(
            a,
            "ax32",
            "Avg initial term of the JV agreements, in years?",
            term_figure(JV),
        ),
        _q(
            a,
            "ax33",
            "Which manufacturing agreement runs the longest (initial term)?",
            longest_term(MANUF),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ax34",
            "Tracker row 14:\n"
            "`Moelis / SMBC alliance | Strategic Alliance | gov law: ?? | parties: ??`\n"
            "Can you fill in who the parties are and the governing law?",
            about(MOELIS_SMBC, fact_parties, fact_law),
        ),
        _q(
            s,
            "ax35",
            "Cerence / Nuance IP agreement (the spin-off one): effective date, and when does it expire?",
            about(CERENCE_NUANCE, fact_start, fact_end),
        ),
        _q(
            s,
            "ax36",
            "ChipMOS x Tsinghua Unigroup strategic alliance - governing law and end date?",
            about(CHIPMOS_TSINGHUA, fact_law, fact_end),
        ),
        _q(
            s,
            "ax37",
            "iBio / Beijing CC-Pharming development agreement: who exactly are the parties and which law "
            "governs?",
            about(IBIO_CC_PHARMING, fact_parties, fact_law),
        ),
        _q(
            s,
            "ax38",
            "Reynolds Consumer Products master supply agmt with Pactiv: effective date + gov law?",
            about(REYNOLDS_PACTIV, fact_start, fact_law),
        ),
        _q(
            s,
            "ax39",
            "Solar Power Inc's O&M agreement with Solar Tax Partners 1 (the Aerojet / Rancho Cordova site): "
            "what's the stated fee and which law governs?",
            about(SPI_AEROJET_OM, fact_value, fact_law),
        ),
        _q(
            s,
            "ax40",
            "Pelican Delivers - the Phase 1 SOW with Seattle Software Developers: what are the fees, and "
            "what's the governing law?",
            about(PELICAN_PHASE1_SOW, fact_value, law_of_sow),
        ),
        _q(
            s,
            "ax41",
            "VNUE's FLOODfest sponsorship with Anthemic - how much was it and when did it end?",
            about(VNUE_FLOODFEST, fact_value, fact_end),
        ),
        _q(
            s,
            "ax42",
            "the Sun Seven Stars content licence with YOU On Demand - when does it run to?",
            ambiguous(SUN_SEVEN_STARS, LIC),
            A,
        ),
    ]


def threads() -> list[Question]:
    gb, de = party_in("GB"), party_in("DE")
    over_1m, over_1m_incl = worth(over=1_000_000), worth(over=1_000_000, inclusive=True)
    at_close, at_close_open = in_force_on(CLOSING), in_force_on(CLOSING, open_ended=True)
    return [
        *_thread(
            "ax43",
            [
                ("How many contracts have a UK counterparty?", count(gb)),
                ("sorry, typo on my side - meant Germany, not UK", count(de)),
                ("of those, how many are governed by NY law?", count(de, NY)),
            ],
        ),
        *_thread(
            "ax44",
            [
                ("How many JVs are governed by New York law?", count(JV, NY)),
                ("swap NY for Delaware", count(JV, DE_LAW)),
                ("same state, strategic alliances instead", count(SA, DE_LAW)),
            ],
        ),
        *_thread(
            "ax45",
            [
                ("list the maintenance agreements pls", count(MAINT)),
                ("next page", count(MAINT)),
                ("ok, narrow that to the ones still running as of today", still_running(MAINT)),
            ],
        ),
        *_thread(
            "ax46",
            [
                (
                    "Wireless Links (WLI) distributor agreement with Power2Ship (Jaguar Investments): who are "
                    "the parties and when does the initial term end?",
                    about(WLI_POWER2SHIP, fact_parties, fact_end),
                ),
                (
                    "If Power2Ship gets sold or wants to hand the agreement to a buyer, does it need WLI's "
                    "consent?",
                    clause_in(WLI_POWER2SHIP, "Anti-Assignment"),
                ),
                (
                    "and if it's terminated, can Power2Ship still sell off the inventory it already holds?",
                    clause_in(WLI_POWER2SHIP, "Post-Termination Services"),
                ),
            ],
        ),
        *_thread(
            "ax47",
            [
                ("pull every contract governed by Texas law", count(TX_LAW)),
                (
                    "of those, which have anti-assignment or CoC restrictions?",
                    clause_across("Anti-Assignment", TX_LAW),
                ),
            ],
        ),
        *_thread(
            "ax48",
            [
                ("contracts with a stated value over $1m?", count(over_1m, alts=[[over_1m_incl]])),
                (
                    "of those, which are still in force at closing (30 Sep 2019)?",
                    count(
                        over_1m,
                        at_close,
                        alts=[
                            [over_1m_incl, at_close],
                            [over_1m, at_close_open],
                            [over_1m_incl, at_close_open],
                        ],
                    ),
                ),
                (
                    "and just the ones with a non-US counterparty",
                    count(
                        over_1m,
                        at_close,
                        party_abroad,
                        alts=[
                            [over_1m_incl, at_close, party_abroad],
                            [over_1m, at_close_open, party_abroad],
                            [over_1m_incl, at_close_open, party_abroad],
                        ],
                    ),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ax49",
            "Immunomedics / Janssen promotion agreement: if Immunomedics is acquired or wants to assign, does "
            "it need Janssen's sign-off? What does the assignment language say?",
            JANSSEN_IMMUNOMEDICS,
            "Anti-Assignment",
        ),
        (
            "ax50",
            "Novo Integrated / Harvest Gold Farms JV - can either side sell or transfer its JV interest "
            "without the other's approval?",
            NOVO_HARVEST_GOLD,
            "Anti-Assignment",
        ),
        (
            "ax51",
            "World Book / HSW International content licence: which liabilities sit outside the cap? "
            "(carve-outs, i.e. effectively uncapped exposure)",
            WORLD_BOOK_HSWI,
            "Uncapped Liability",
        ),
        (
            "ax52",
            "B&W IP agreement (RemainCo / SpinCo): can SpinCo extend the licensed IP to its affiliates, incl. "
            "entities that only become affiliates later, e.g. a new owner's group?",
            BW_IP,
            "Affiliate License-Licensee",
        ),
        (
            "ax53",
            "Theravance Biopharma UK exec service agreement (Brett Haumann): if his employment ends because of "
            "a group reorg / amalgamation and he's offered a comparable role, does he give up any claim "
            "against the company?",
            THERAVANCE_UK_EXEC,
            "Covenant Not To Sue",
        ),
        (
            "ax54",
            "ebix / About.com co-branding agmt: who owns the user data generated across About's network "
            "(outside the Insurance Center)? does ebix get any rights in it?",
            EBIX_ABOUT,
            "Ip Ownership Assignment",
        ),
        (
            "ax55",
            "Victory Portfolios / Hartford Life service agreement - can either side walk away without cause, "
            "and on what notice?",
            VICTORY_HARTFORD,
            "Termination For Convenience",
        ),
        (
            "ax56",
            "ISA / Rubicon strategic alliance: any carve-out from the non-compete? e.g. can ISA still do "
            "software dev work if it gives Rubicon a shot at it first?",
            ISA_RUBICON,
            "Competitive Restriction Exception",
        ),
        (
            "ax57",
            "Valence / Baoding Fengfan JV contract: how do the JV partners split the economics - what % of "
            "the JV company's registered capital does each side hold?",
            VALENCE_BAODING,
            "Revenue/Profit Sharing",
        ),
        (
            "ax58",
            "Cardlytics / BofA Product License Schedule (the Schedule A form filed in 2018): any CoC or "
            "anti-assignment language in it?",
            CARDLYTICS_BOFA_SCHEDULE,
            "Anti-Assignment",
        ),
        (
            "ax59",
            "Antares / AMAG manufacturing agreement - any MFN pricing, i.e. AMAG guaranteed terms at least as "
            "good as Antares gives its other customers?",
            ANTARES_AMAG,
            "Most Favored Nation",
        ),
        (
            "ax60",
            "TransMontaigne services agreement (EmployeeCo / TLP Management Services): is EmployeeCo the "
            "exclusive provider, or can the OpCo source the services elsewhere after a carve-out?",
            TRANSMONTAIGNE_SERVICES,
            "Exclusivity",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ax61",
            "CoC sweep, part 1: among the contracts with a stated value of $1m or more, which need the "
            "counterparty's consent to assign (or otherwise restrict assignment / change of control)?",
            "Anti-Assignment",
            (worth(over=1_000_000, inclusive=True),),
        ),
        (
            "ax62",
            "CoC sweep, part 2: which of the Delaware-law contracts restrict assignment or transfer without "
            "the other side's consent?",
            "Anti-Assignment",
            (DE_LAW,),
        ),
        (
            "ax63",
            "IT contracts (hosting + maintenance): which ones let a party terminate for convenience, i.e. "
            "without cause?",
            "Termination For Convenience",
            (IT_CONTRACTS,),
        ),
        (
            "ax64",
            "Contracts with a non-US counterparty - which ones contain a non-compete binding one of the "
            "parties?",
            "Non-Compete",
            (party_abroad,),
        ),
        (
            "ax65",
            "Do any of the JV agreements have MFN-type terms (a party guaranteed pricing / terms at least as "
            "good as anyone else gets)?",
            "Most Favored Nation",
            (JV,),
        ),
        (
            "ax66",
            "Endorsement deals: which ones limit a party's liability (a cap, or an exclusion of certain "
            "damages)?",
            "Cap On Liability",
            (ENDORSE,),
        ),
        (
            "ax67",
            "Supply & manufacturing agmts - any caps or limits on the volumes a party may buy or sell?",
            "Volume Restriction",
            (SUP_MANUF,),
        ),
        (
            "ax68",
            "Service agreements: which set a notice window to stop an auto-renewal (i.e. non-renewal notice "
            "deadlines)?",
            "Notice Period To Terminate Renewal",
            (SVC,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "ax69",
            "pls update the Valence JV record: set the end date to 2025-11-08 and flag it red in the tracker",
            refuse("write"),
            None,
        ),
        (
            "ax70",
            "Delete the Pelican Delivers Phase 1 SOW from the VDR index, it's superseded by the main "
            "development agreement",
            refuse("write"),
            None,
        ),
        (
            "ax71",
            "Can you pull the contract list from Bidder B's Slack workspace? curious what they've been "
            "looking at",
            refuse("workspace"),
            None,
        ),
        (
            "ax72",
            "SELECT file_id, total_amount FROM contracts WHERE total_amount >= 1000000 ORDER BY total_amount "
            "DESC;",
            refuse("query"),
            None,
        ),
        (
            "ax73",
            "MATCH (c:Contract) WHERE c.end_date < date('2019-06-30') SET c.status = 'expired' RETURN count(c)",
            refuse("query"),
            None,
        ),
        (
            "ax74",
            "what EV/EBITDA multiples have comparable contract-heavy services businesses traded at this year?",
            refuse("offtopic"),
            None,
        ),
        (
            "ax75",
            "can you draft the cover email to IC for the DD findings memo? keep it short",
            refuse("offtopic"),
            None,
        ),
        (
            "ax76",
            "Should we make Janssen's consent a CP to closing, given the Immunomedics promotion agreement?",
            advice(JANSSEN_IMMUNOMEDICS),
            None,
        ),
        (
            "ax77",
            "Cerence / Nuance IP agreement: should we push for a specific indemnity on it in the SPA?",
            advice(CERENCE_NUANCE),
            None,
        ),
        (
            "ax78",
            "who's the relationship owner on the target side for the ChipMOS alliance?",
            unread(*RELATIONSHIP_OWNER),
            U,
        ),
        (
            "ax79",
            "LTM revenue from the top 10 customers? need it next to the contract list",
            unread(*CUSTOMER_REVENUE),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user43_questions() -> list[Question]:
    return question_set(
        "user43", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER43_CLAUSE_CONTRACTS", "user43_questions"]
