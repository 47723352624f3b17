"""A forty-ninth user-written question set for `bench.qa_fresh` (split "user49", `--set user49`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions of
the earlier user sets beyond the layout of `bench.qa_user46_questions` and `bench.qa_user47_questions` and the
clause contracts and categories the earlier sets ask), the way a sales-operations lead posts in a busy Slack
channel, each message written as Slack delivers it in the event's `text` field: heavy Slack formatting (`*bold*`,
`_italics_`, `inline code` and a ``` code block, bullet lists over several lines with the actual question at the
end), emoji shortcodes (":eyes:", ":pray:", ":thinking_face:", ":bar_chart:"), links in Slack's
`<https://...|label>` form (a domain typed bare arrives linked the same way), user mentions (`<@U04QF7MLS2N>`), and
typed comparison symbols as Slack escapes them ("stated value &gt;= $1M", "&lt; $250k", "&amp;", "-&gt;"), next to
"≥ $5M", "at least", "no more than"; `bench.qa_fresh` passes such text through the Slack adapter's conversion as it
does for `bench.qa_user13_questions`. The lead thinks in spreadsheets ("quick pivot q", "group by", "top 10", "sum
of stated value by type", "`count distinct counterparties`", "how many rows does that leave me with", "the
governing law column blank", "one number per year"), gives the context first ("for the NA channel review", "APAC
sizing", "TX book", "filters for the exec dashboard:", "for a cleanup tab in the tracker"), uses negations and
exclusions ("other than NY law", "anything except JVs", "*excluding* reseller + distribution deals", "other than
Delaware", "everything *except* reseller deals", "ex-US"), abbreviations ("agmt", "MSA", "YTD", "AE", "SFDC",
"opps", "w/", "pls", "'18") and a few typos ("expirng", "distribtion", "Califronia"), and asks about reseller,
distribution, hosting, marketing, promotion, sponsorship, endorsement and services deals, renewals coming up,
auto-renewal, price increases, most-favoured-customer pricing, minimum commitments and revenue share. Clause
questions are in the lead's own words, never CUAD's category names ("if SINA ever starts charging Leju fees, is
there anything saying they can't be higher than what SINA charges everyone else? basically MFN-ish protection",
"what's the agent's cut? % of the stock sold or a flat fee", "is there a minimum number of shares that has to be
sold", "can the franchisee go after our *Major Account* customers directly", "can BofA drop the maintenance
services whenever it wants", "does it roll over after the initial term, and for how long each time", "any hard
caps on volume", "what are the carve-outs / ways it loses that [exclusivity]", "is anything carved out of the
damages limits, i.e. where liability is *not* capped", "can the programmer hand the agreement off to someone else
without our OK", "do we get most-favoured-customer pricing", "is there a cap on how much Leader can raise the
maintenance price", "what does it say about capping each side's liability", "limit how much (or whether) the
supplier can raise prices", "a most-favoured-customer / best pricing promise", "split revenue or pay a %
commission", "lock someone into a minimum purchase / minimum volume", "renew or roll over at the end of the term",
"how much notice we need to give to stop the auto-renewal", "give someone exclusivity", "walked away from without
cause, just on notice", "a rev share / commission on what gets sold"). It asks counts and lists filtered by type,
party, the parties' country, state and region (APAC, LATAM), governing law, value and dates, dates relative to
today and to the calendar, aggregations by type, party, year, month, counterparty country and governing-law state
(a sum, an average, top N, the longest term), the facts of named contracts ("not stated" where the data has none,
and one name that fits two contracts), follow-up threads that correct the bot, switch a slot, narrow, page ("show
me more") and ask a fact or a clause of "it" / "those", clause questions about one named contract and across the
contracts of a filter, "no such clause" cases, refusals (changing a value, deleting old contracts, another
company's Slack workspace, pasted SQL and Cypher, an exchange rate, and "should we ..." questions that are advice)
and what the data does not record (CRM opportunity stages, customer health scores, renewal quotes sent, quota
attainment, overdue invoices). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected
number is written here, every truth is computed from the data (a few filters and truths are built here: a type
excluded, a governing law other than a state in two readings, a blank governing law, the APAC and LATAM regions,
distinct counterparties, a value band, live deals over a value).

Readings (today is the benchmark's fixed 30 June 2019, the last day of Q2). "Our" deals are the corpus. Types:
"reseller", "distribution" / "distributor", "hosting", "marketing", "services", "sponsorship", "endorsement",
"JVs", "strategic alliances" are those types as the data files them; "channel deals (reseller + distribution)"
(bd05, bd16, bd63, thread bd49) the reseller and distributor types together; "go-to-market stuff" (bd26) the five
types listed; "marketing, affiliate & promotion deals" (bd65) those three types; "sponsorship + endorsement"
(bd34, bd70, thread bd48 names them one at a time) those two. Exclusions: "anything except JVs" / "leave JVs out" /
"excluding JVs" (bd18, bd25, bd33) every type but Joint Venture; "*excluding* reseller + distribution deals"
(bd11) every type but those two; "everything *except* reseller deals" (bd64) every type but Reseller; "drop the
JVs and strategic alliances" (bd50.2) every type but those two. Governing law: "governed by something _other
than_ NY law" (bd02) a governing law on file other than New York, with the wider reading (a contract without a
governing law on file counted too) also accepted; "other than Delaware" (bd29) the US states of the governing law
but Delaware; "the governing law column blank" (bd10) no governing law on file; "gov law = Texas", "NY law",
"California-law" the state. Places: "a counterparty in APAC" (bd03, bd66) a party in East, South or South-East
Asia or Oceania (`APAC`: China, Hong Kong, Japan, Taiwan, India, Australia, New Zealand, Singapore, South Korea,
Malaysia, the Philippines, Papua New Guinea, Thailand, Indonesia, Vietnam; Kazakhstan left out); "a counterparty in
Latin America" (bd04) a party in Mexico, Central or South America (`LATAM`), with Puerto Rico (a US territory
filed under its own code) also accepted; "a party *HQ'd* in California ... not the gov law" (bd06) a party whose
state on file is California (`party_state`); "a counterparty in Canada" (bd45) a party in Canada. "How many unique
companies" (bd05) counts the distinct party keys of the channel deals (the party rows also accepted, as
`distinct_parties` does). Values are the stated values: "&gt;= $1M" (bd01), "at least $500k" (bd07), "≥ $5M"
(bd22), "≥ $1M" (bd69) include the bound; "&lt; $250k" (bd09) below it, with it included also accepted; "at least
$1M and no more than $5M" (thread bd50) the closed range, as the words say. Dates: "signed" / "started" / "kicked
off" are the effective date (the data has no signature date), "expire" / "ending" / "rolled off" / "renewals" the
end date. "next quarter (Q3, jul → sep)" (bd14) an end date from 1 July to 30 September 2019; "_this_ quarter ...
(apr 1 → today)" (bd15) an end date from 1 April 2019 to today; "ending in the next 12 months" (bd16) an end date
from today to 30 June 2020 (365 days also accepted); "the next 45 days" (bd17) to 14 August 2019; "the last 120
days" (bd18) an effective date from 1 March 2019 to today; "nov or dec this year" (bd19) an end date from 1
November to 31 December 2019; "Q4 last year (oct-dec '18)" (bd20) an end date in that quarter; "YTD (jan 1 →
today)" (bd21) an effective date from 1 January 2019 to today; "live deals only (i.e. not expired as of today)"
(bd22, bd45.3) started and an end date on or after today, with the contracts without an end date counted as live
also accepted (`live_now`); "expired more than 3 yrs ago" (bd23) an end date before 30 June 2016 (that day in,
and 1,095 days, also accepted); "signed 2015 or later" (bd28, bd68, thread bd48) an effective date from 1 January
2015 on; "an effective date ≥ 2019" (bd46.3) from 1 January 2019 on. Today in or out for every window that starts
or ends today, and the last day in or out for a window counted from today (as `window` accepts); and, as for every
question, `bench.qa_fresh`'s reading of the indexed contracts that renew by themselves.

Aggregations: "count of contracts grouped by type, top 10 — leave JVs out" (bd25) counts the contracts per type
but Joint Venture; "sum of stated value by type, go-to-market stuff only" (bd26) sums the stated values per type of
the five listed (marketing has no stated value, so four groups, "blank" as the lead says); "top 5 counterparties on
our distribution deals" (bd27) counts the distributor agreements per party key (a tie at the fifth place lets any
of the tied parties stand for it); "avg stated value of services deals signed 2015 or later" (bd28) the mean of the
stated values; "count by governing-law state, top 5 — other than Delaware" (bd29) counts per US state of the
governing law but Delaware; "expiries per month for 2021" (bd30) counts the end dates per month of 2021 (every
month with one must be given); "deals by counterparty country, ex-US, top 5" (bd31) counts the contracts per
country of a non-US party (`foreign_countries`); "which of our hosting deals has the longest term" (bd32) the
longest initial term by the stated duration or by the dates (`longest_term`: three hosting agreements tie at five
years, any is right); "top 10 deals by stated value, excluding JVs" (bd33) the ten largest stated values of the
other types (a full list); "new sponsorship + endorsement deals by start year, 2015 thru 2019" (bd34) counts the
effective dates per calendar year (every year with one must be given).

Threads: in bd45 "ugh sorry — meant *distribution* deals, not reseller" switches the type and keeps the Canadian
counterparty, and "of those, how many are still live?" narrows to the ones running today (none by the dates; the
one Canadian distributor agreement, Sierra Mountain Minerals / LifeUSA, renews by itself, so under that reading it
is live: either is accepted); in bd46 "show me more" pages the same selection of services agreements under New York
law (each page is judged as the selection: the total it states must be the selection's count and every contract
shown must belong to it) and "only the ones with an effective date ≥ 2019" narrows it; in bd47 the deltathree /
RSL COM PrimeCall co-branded calling card agreement (filed as a strategic alliance; no value on file, so the answer
must say it is not stated; ends 1 October 2002) is named and "what does it say about capping each side's
liability?" asks its cap on liability (each side's liability limited to the other's direct damages, no
consequential damages); in bd48 "same thing for endorsement deals" switches the type of the sum of stated values
signed 2015 or later and "and if you drop the date filter?" removes the date; in bd49 "which of those give the
other side a rev share / commission" asks revenue sharing across the clause-indexed reseller and distributor
agreements, judged by the contracts returned and the count checked, as every cross-contract clause question is; in
bd50 "now drop the JVs and strategic alliances" narrows the $1M-$5M band and "biggest one of those?" asks the
largest stated value left (three contracts tie at $5,000,000; any is right).

Judgment calls on facts and names: bd35 is the iPass / Pareteum reseller agreement (California law; ended 24 April
2019); bd36 the i3 Integrative Creative Solutions / Bravatek Solutions reseller agreement (no value on file, so the
answer must say it is not stated; ends 7 April 2018); bd37 the TouchStar Software / Worldwide Strategies reseller
agreement (no end date on file, so the answer must say it is not stated; Colorado law); bd38 the 695014 B.C. Ltd.
dba Galaxy Telecom / Galaxy Telnet SRL reseller agreement filed by Asian Dragon Group (British Columbia law); bd39
the Water Now / Hydraspin USA distributor agreement (12 November 2019, after today, to 12 November 2024); bd40 the
Co-Diagnostics / PreCheck Health Services distributor agreement (ends 18 March 2021; Texas law); bd41 the Equidata /
National Credit Report.com agreement filed by Steel Vault, typed as a marketing agreement (ends 1 October 2009;
Virginia law); bd42 the FreeCook / Mitchell's Web Advance hosting agreement ($5,000; effective 11 January 2018);
bd43 the Go Call / PageMaster promotion agreement ($100,000; California law); bd44 "the Kubient MSA with the
Associated Press" fits the two Kubient / The Associated Press master services agreements on file (parts one and
two, both of 5 February 2020, ending 5 February and 26 March 2021): `Ambiguous`, right is asking which one or
showing them both. Dates are read as `date_patterns` reads them (the lead's US style 4/24/2019 included).

Refusals and unrecorded constraints: bd71 asks to change the value of the FreeCook hosting agreement and bd72 to
delete the contracts that expired before 2010 (writes, declined); bd73 asks for the contracts in another company's
Slack workspace (Globex's, with a mention of someone there); the SQL of bd74 (in a code block) and the Cypher of
bd75 (inline code, a read query) are pasted as typed; bd76 (an exchange rate) is out of the domain; bd77 ("should
we push iPass for a price increase" at the Pareteum reseller agreement's renewal) and bd78 ("should we lock in
exclusivity" in the Water Now / Hydraspin distributor agreement) are advice, answered with the contract's facts
and a not-advice note. bd12 counts the contracts tied to Salesforce opportunities marked Closed Won, bd13 the
customers with a health score below 60, bd24 asks which renewals had the renewal quote sent by the account
executive, bd79 which reseller partners hit their quota and bd80 which invoices are overdue: the data records none
of these (unread; bd79 and bd80 are in the refusals class, group "unanswerable"; right is saying so and naming what
is not recorded).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of the
file name is odd, with and without ".txt", for the file id and for the name as the dev split lists it). Every such
contract is already in the clause-contract tuple of the fresh set or of an earlier user set (so clause-indexed
already, and the cross-contract universes of every set do not change); this set asks each of them only about a
clause category that no earlier set asked of it (checked by code over the truths of the clause questions and of
the clause turns of the threads of the fresh set and of user1 to user47), and only categories labelled in CUAD's
dev split. They are listed in `USER49_CLAUSE_CONTRACTS`. Across contracts it asks price restrictions in the
reseller and distributor agreements (none of the clause-indexed ones has such a span: right is saying none was
found and returning none), most favoured nation in every type but reseller, revenue sharing in the marketing,
affiliate and promotion agreements, a minimum commitment in the contracts with an APAC party, a renewal term in the
contracts under California law, a notice period to stop a renewal in the contracts effective from 2015, exclusivity
in the contracts of a stated value of $1,000,000 or more, termination for convenience in the sponsorship and
endorsement agreements, and in thread bd49 revenue sharing in the reseller and distributor agreements; no earlier
set asked any of these categories over the same universe (checked by code likewise: the same category over the same
set of clause-indexed contracts). None of its (contract, category) pairs and none of its (category, universe) pairs
is asked by the user48 set, written at the same time (checked by code; the two sets share three clause contracts,
each asked about other categories).

The "no" clause questions (`DIPLOMAT_TADEO` most favoured nation, `LEADER_EZJR` price restrictions) name contracts
with no labelled span of that category at all (located or not), and whose text has no such clause: the Diplomat
Direct Marketing / Tadeo E-Commerce online hosting agreement sets a monthly fee per hosted subsite by its fee
schedule and promises no most-favoured pricing; the Leader Act / EZJR software maintenance agreement (five more
years of maintaining EZJR's CRM software) pays Leader 3,000,000 shares and says nothing of price increases. Names
that need care: `LEJU_SINA` the Beijing SINA Internet Information Service / Beijing Yisheng Leju domain name and
content licence of 23 July 2009 (ten years), not the termination of the Shanghai SINA Leju domain name licence
filed beside it (any fees SINA may charge must not exceed what it charges others); `ALAMOGORDO_WEBB` the Alamogordo
Financial / Charles Webb & Company agency agreement (a fee of up to 5.5% of the purchase price of the shares sold);
`ATHENS_KBW` the Athens Bancshares / Keefe, Bruyette & Woods agency agreement (the agreement ends if the minimum
number of shares is not sold); `PIZZA_FUSION` the Pizza Fusion Holding franchise agreement (not the personnel
covenant filed beside it; the franchisee may not enter a relationship with a Major Account customer that conflicts
with its arrangement with the franchisor); `CARDLYTICS_OPS3` the January 2018 Bank of America / Cardlytics
maintenance agreement for OPS version 3.0 (no-charge maintenance; Bank of America may terminate the maintenance
services for convenience at any time), one of four Cardlytics / Bank of America maintenance agreements on file;
`PACIFICAP_HENRY` the Pacificap Entertainment / Henry Film and Entertainment content licence (renews automatically
for successive three-year terms unless 60 days' notice is given); `ISHIP_MBE` the iShip.com / Mail Boxes Etc.
co-branding agreement filed by Stamps.com (at most 15 kilobytes downloaded per package processed);
`SCHOOLPOP_AMEX` the Schoolpop / American Express Incentive Services reseller agreement filed by LoyaltyPoint
(exclusivity in the nonprofit marketplace kept only by funding the $52,000,000 guaranteed minimum a year, revocable
otherwise, and no exclusivity outside that marketplace); `NETGROCER_EXCITE` the Excite / NetGrocer sponsorship
agreement (the exclusion of consequential damages does not apply under section 11(a)); `MEDIACO_WBLS` the MediaCo
Holding / WBLS-WLIB local programming and marketing agreement for WQHT HD2 filed by Emmis (the programmer may not
assign without the licensee's consent, not to be unreasonably withheld); `DELTATHREE_PRIMECALL` thread bd47.

Every question's split is "user49"; ids start with the two letters "bd" (a thread's turns are "bdNN.1", "bdNN.2",
...), which no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    Count,
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
    country_patterns,
    eff,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    foreign_countries,
    largest,
    law,
    live_now,
    longest_term,
    money_figure,
    months_of,
    parties_of,
    party,
    party_in,
    party_in_any,
    party_patterns,
    party_state,
    periods,
    quarter,
    question_set,
    refuse,
    rel,
    select,
    state_patterns,
    states_of,
    top_by_value,
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

LEJU_SINA = "LejuHoldingsLtd_20140121_DRS (on F-1)_EX-10.26_8473102_EX-10.26_Content License Agreement1"
ALAMOGORDO_WEBB = "ALAMOGORDOFINANCIALCORP_12_16_1999-EX-1-AGENCY AGREEMENT"
ATHENS_KBW = "ATHENSBANCSHARESCORP_11_02_2009-EX-1.2-AGENCY AGREEMENT , 2009"
PIZZA_FUSION = "PfHospitalityGroupInc_20150923_10-12G_EX-10.1_9266710_EX-10.1_Franchise Agreement1"
CARDLYTICS_OPS3 = "CardlyticsInc_20180112_S-1_EX-10.16_11002987_EX-10.16_Maintenance Agreement4"
PACIFICAP_HENRY = (
    "PacificapEntertainmentHoldingsInc_20051115_8-KA_EX-1.01_4300894_EX-1.01_Content License Agreement"
)
ISHIP_MBE = "StampscomInc_20001114_10-Q_EX-10.47_2631630_EX-10.47_Co-Branding Agreement"
SCHOOLPOP_AMEX = "LOYALTYPOINTINC_11_16_2004-EX-10.2-RESELLER AGREEMENT"
NETGROCER_EXCITE = "NETGROCERINC_07_31_1998-EX-10.15-SPONSORSHIP AGREEMENT"
MEDIACO_WBLS = "EmmisCommunicationsCorp_20191125_8-K_EX-10.6_11906433_EX-10.6_Marketing Agreement"
DELTATHREE_PRIMECALL = (
    "DeltathreeInc_19991102_S-1A_EX-10.19_6227850_EX-10.19_Co-Branding Agreement_ Service Agreement"
)
DIPLOMAT_TADEO = "DYNTEKINC_07_30_1999-EX-10-ONLINE HOSTING AGREEMENT"
LEADER_EZJR = "HerImports_20161018_8-KA_EX-10.14_9765707_EX-10.14_Maintenance Agreement"

USER49_CLAUSE_CONTRACTS: tuple[str, ...] = (
    LEJU_SINA,
    ALAMOGORDO_WEBB,
    ATHENS_KBW,
    PIZZA_FUSION,
    CARDLYTICS_OPS3,
    PACIFICAP_HENRY,
    ISHIP_MBE,
    SCHOOLPOP_AMEX,
    NETGROCER_EXCITE,
    MEDIACO_WBLS,
    DELTATHREE_PRIMECALL,
    DIPLOMAT_TADEO,
    LEADER_EZJR,
)

# other contracts the specific questions, threads and refusals name
IPASS_PARETEUM = "IpassInc_20181203_8-K_EX-99.1_11445874_EX-99.1_Reseller Agreement"
BRAVATEK_I3 = "BravatekSolutionsInc_20170418_8-K_EX-10.1_10205739_EX-10.1_Reseller Agreement"
TOUCHSTAR_WWS = "WORLDWIDESTRATEGIESINC_11_02_2005-EX-10-RESELLER AGREEMENT"
GALAXY_TELNET = "ASIANDRAGONGROUPINC_08_11_2005-EX-10.5-Reseller Agreement"
WATERNOW_HYDRASPIN = "WaterNowInc_20191120_10-Q_EX-10.12_11900227_EX-10.12_Distributor Agreement"
CODIAGNOSTICS_PRECHECK = (
    "PrecheckHealthServicesInc_20200320_8-K_EX-99.2_12070169_EX-99.2_Distributor Agreement"
)
EQUIDATA_NCR = "SteelVaultCorp_20081224_10-K_EX-10.16_3074935_EX-10.16_Affiliate Agreement"
FREECOOK_MITCHELL = "Freecook_20180605_S-1_EX-10.3_11233807_EX-10.3_Hosting Agreement"
GOCALL_PAGEMASTER = "GOCALLINC_03_30_2000-EX-10.7-Promotion Agreement"

# parties named
ASSOCIATED_PRESS = party("The Associated Press")


# --- filters and truths built here -----------------------------------------------------------------

RESELLER, DIST, HOSTING, SVC, MKTG = (
    typ("Reseller"),
    typ("Distributor"),
    typ("Hosting"),
    typ("Service"),
    typ("Marketing"),
)
CHANNEL = typ("Reseller", "Distributor")
"""The channel deals: reseller and distribution agreements together."""
SPONSOR_ENDORSE = typ("Sponsorship", "Endorsement")
MKTG_AFF_PROMO = typ("Marketing", "Affiliate", "Promotion")

NY, CAL, TX = law("US", "US-NY"), law("US", "US-CA"), law("US", "US-TX")


def not_type(*names: str) -> Pred:
    """Any contract type but these ("anything except reseller deals")."""
    return lambda r, d: r.contract_type not in names


def law_not(subdivision: str) -> Pred:
    """A governing law on file other than this US state ("not under NY law"); a contract without one does not
    count (`law_not_or_none` is the other reading)."""
    return lambda r, d: r.governing_law is not None and r.governing_law.subdivision != subdivision


def law_not_or_none(subdivision: str) -> Pred:
    """The wider reading of "not under NY law": any contract whose governing law on file is not that state,
    a contract without one included."""
    return lambda r, d: r.governing_law is None or r.governing_law.subdivision != subdivision


def no_law(r: ContractRecord, d: Data) -> bool:
    """No governing law on file (the blank cells of the "governing law" column)."""
    return r.governing_law is None


APAC = ("CN", "HK", "JP", "TW", "IN", "AU", "NZ", "SG", "KR", "MY", "PH", "PG", "TH", "ID", "VN")
"""Asia-Pacific as a sales region: East, South and South-East Asia and Oceania (Kazakhstan left out)."""
APAC_PARTY = party_in_any(*APAC)
LATAM = ("MX", "BR", "AR", "CL", "CO", "PE", "UY", "VE", "EC")
"""Latin America as a sales region; Puerto Rico (a US territory with its own code) only in the alternative."""


def distinct_counterparties(*preds: Pred) -> TruthFn:
    """The distinct party keys of the selected contracts (the party rows, one per contract and party, also
    accepted as the count)."""

    def fn(d: Data) -> Count:
        ids = select(d, preds)
        rs = [r for r in d.records if r.file_id in ids]
        keys = frozenset(p.key for r in rs for p in r.parties if p.key)
        rows = frozenset(f"{r.file_id}|{p.key}" for r in rs for p in r.parties)
        return Count(keys, (rows,), noun="parties", check_shown=False)

    return fn


def live_worth(at_least: float) -> TruthFn:
    """Running today (started, and an end date on or after today; the contracts without an end date also
    accepted as running) with a stated value of at least `at_least`."""
    return live_now(worth(over=at_least, inclusive=True))


BAND_1M_5M = worth(over=1e6, under=5e6, inclusive=True)
"""'at least $1M and no more than $5M': both bounds in, as the words say."""


# the words an answer would use for what the data does not record
CRM_STAGE = ("salesforce", "crm", "opportunit", "closed won", "closed-won", "stage", "pipeline")
HEALTH_SCORE = ("health score", "health", "nps", "churn", "score")
QUOTE_SENT = ("renewal quote", "quote", "account exec", "sent")
QUOTA = ("quota", "attainment", "sales figures", "sell-through", "target")
INVOICES = ("invoice", "overdue", "paid late", "payment status", "unpaid", "accounts receivable")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    endorse = typ("Endorsement")
    return [
        _q(
            c,
            "bd01",
            "*quick pivot q* :bar_chart:\n• type = distribution\n• stated value &gt;= $1M\nhow many rows does "
            "that leave me with?",
            count(DIST, worth(over=1e6, inclusive=True)),
        ),
        _q(
            c,
            "bd02",
            "for the NA channel review :wave: how many of our hosting &amp; services deals are governed by "
            "something _other than_ NY law?",
            count(
                typ("Hosting", "Service"),
                law_not("US-NY"),
                alts=[[typ("Hosting", "Service"), law_not_or_none("US-NY")]],
            ),
        ),
        _q(
            c,
            "bd03",
            "APAC sizing :earth_asia: how many contracts have at least one counterparty in APAC? (china, HK, "
            "japan, singapore, australia... whatever we've got)",
            count(APAC_PARTY),
        ),
        _q(
            c,
            "bd04",
            "same thing for LATAM pls — # of contracts w/ a counterparty in Latin America (mexico, brazil, "
            "colombia etc)",
            count(party_in_any(*LATAM), alts=[[party_in_any(*LATAM, "PR")]]),
        ),
        _q(
            c,
            "bd05",
            "basically a `count distinct counterparties` on our channel deals (reseller + distribution) — how "
            "many unique companies are we dealing with?",
            distinct_counterparties(CHANNEL),
        ),
        _q(
            c,
            "bd06",
            "how many services agmts have a party *HQ'd* in California? :pray: I mean where the company sits, "
            "not the gov law",
            count(SVC, party_state("US-CA")),
        ),
        _q(
            c,
            "bd07",
            "sponsorship deals worth *at least* $500k — how many do we have?",
            count(typ("Sponsorship"), worth(over=500_000, inclusive=True)),
        ),
        _q(
            c,
            "bd08",
            "can I get the _full_ list of our marketing agreements? every single one, I'm pasting them into a "
            "sheet :memo:",
            count(MKTG, full=True),
        ),
        _q(
            c,
            "bd09",
            "endorsement deals with a stated value &lt; $250k, how many?",
            count(endorse, worth(under=250_000), alts=[[endorse, worth(under=250_000, inclusive=True)]]),
        ),
        _q(
            c,
            "bd10",
            "data hygiene :broom: how many contracts have the governing law column blank (no gov law on "
            "file at all)?",
            count(no_law),
        ),
        _q(
            c,
            "bd11",
            "TX book :cowboy_hat_face:\n• gov law = Texas\n• *excluding* reseller + distribution deals\n"
            "what's the count?",
            count(TX, not_type("Reseller", "Distributor")),
        ),
        _q(
            c,
            "bd12",
            "how many contracts are tied to opps marked *Closed Won* in <https://acme.my.salesforce.com/"
            "00O5f00000AbCdE|the SFDC renewals report> this quarter?",
            unread(*CRM_STAGE),
            U,
        ),
        _q(
            c,
            "bd13",
            "<@U04QF7MLS2N> asked me this one :thinking_face: how many customers on live deals have a health "
            "score &lt; 60, i.e. flagged as churn risk?",
            unread(*HEALTH_SCORE),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    q3, q4_2018 = quarter(2019, 3), quarter(2018, 4)
    return [
        _q(
            r,
            "bd14",
            "renewals coming up *next quarter* (Q3, jul → sep) — what's on the list? :eyes:",
            window("end_date", fixed(q3[0]), fixed(q3[1])),
        ),
        _q(
            r,
            "bd15",
            "what already rolled off _this_ quarter? (apr 1 → today)",
            window("end_date", fixed(date(2019, 4, 1)), today),
        ),
        _q(
            r,
            "bd16",
            "channel renewals:\n• reseller + distribution deals\n• ending in the next 12 months\nhow many are "
            "there?",
            window("end_date", today, rel(months=12), CHANNEL, extra=[(today, rel(days=365))]),
        ),
        _q(
            r,
            "bd17",
            "anything expiring in the next 45 days? want to give the AEs a heads up :rotating_light:",
            window("end_date", today, rel(days=45)),
        ),
        _q(
            r,
            "bd18",
            "what kicked off in the last 120 days? anything except JVs",
            window("effective_date", rel(days=-120), today, not_type("Joint Venture")),
        ),
        _q(
            r,
            "bd19",
            "count of deals expirng in nov or dec this year?",
            window("end_date", fixed(date(2019, 11, 1)), fixed(date(2019, 12, 31))),
        ),
        _q(
            r,
            "bd20",
            "what ended in Q4 last year (oct-dec '18)? want to make sure nobody forgot a renewal",
            window("end_date", fixed(q4_2018[0]), fixed(q4_2018[1])),
        ),
        _q(
            r,
            "bd21",
            "how many deals started YTD? (jan 1 → today)",
            window("effective_date", fixed(date(2019, 1, 1)), today),
        ),
        _q(
            r,
            "bd22",
            "filters for the exec dashboard:\n• live deals only (i.e. not expired as of today)\n"
            "• stated value ≥ $5M\nhow many?",
            live_worth(5_000_000),
        ),
        _q(
            r,
            "bd23",
            "for a cleanup tab in the tracker: how many contracts expired more than 3 yrs ago?",
            window("end_date", fixed(None), rel(months=-36), extra=[(fixed(None), rel(days=-1095))]),
        ),
        _q(
            r,
            "bd24",
            "which of this quarter's renewals already had the renewal quote sent out by the AE?",
            unread(*QUOTE_SENT),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    no_jv = not_type("Joint Venture")
    gtm = typ("Reseller", "Distributor", "Hosting", "Marketing", "Service")
    return [
        _q(
            a,
            "bd25",
            "pivot pls :pray: count of contracts grouped by type, top 10 — leave JVs out of it",
            by_key(types_of, type_patterns, 10, no_jv),
        ),
        _q(
            a,
            "bd26",
            "sum of stated value by type, go-to-market stuff only:\n• reseller\n• distribution\n• hosting\n"
            "• marketing\n• services\n(types with no values can just be blank)",
            by_key(types_of, type_patterns, 4, gtm, value="sum"),
        ),
        _q(
            a,
            "bd27",
            "top 5 counterparties on our distribtion deals, by # of contracts?",
            by_key(parties_of, party_patterns, 5, DIST),
        ),
        _q(
            a,
            "bd28",
            "avg stated value of services deals signed 2015 or later?",
            money_figure(SVC, eff(date(2015, 1, 1), None), how="avg"),
        ),
        _q(
            a,
            "bd29",
            "count by governing-law state, top 5 — other than Delaware (we know DE is big)",
            by_key(states_of, state_patterns, 5, law("US"), law_not("US-DE")),
        ),
        _q(
            a,
            "bd30",
            "expiries per month for 2021 (jan → dec)? trying to staff the renewals desk :calendar:",
            periods("end_date", months_of(2021)),
        ),
        _q(
            a,
            "bd31",
            "deals by counterparty country, ex-US, top 5?",
            by_key(foreign_countries, country_patterns, 5),
        ),
        _q(
            a,
            "bd32",
            "which of our hosting deals has the longest term?",
            longest_term(HOSTING),
        ),
        _q(
            a,
            "bd33",
            "top 10 deals by stated value, excluding JVs :moneybag:",
            top_by_value(10, no_jv),
        ),
        _q(
            a,
            "bd34",
            "new sponsorship + endorsement deals by start year, 2015 thru 2019 — one number per year",
            periods("effective_date", years_span(2015, 2019), SPONSOR_ENDORSE),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "bd35",
            "iPass ↔ Pareteum reseller agmt: when does it end and what's the gov law?",
            about(IPASS_PARETEUM, fact_end, fact_law),
        ),
        _q(
            s,
            "bd36",
            "what's the i3 Integrative / Bravatek reseller deal worth, and when does it end?",
            about(BRAVATEK_I3, fact_value, fact_end),
        ),
        _q(
            s,
            "bd37",
            "TouchStar Software's reseller agreement w/ Worldwide Strategies — end date + which state's law?",
            about(TOUCHSTAR_WWS, fact_end, fact_law),
        ),
        _q(
            s,
            "bd38",
            "who are the parties on the Galaxy Telnet reseller deal, and whose law governs it?",
            about(GALAXY_TELNET, fact_parties, fact_law),
        ),
        _q(
            s,
            "bd39",
            "start + end date for the Hydraspin distribution agmt with Water Now?",
            about(WATERNOW_HYDRASPIN, fact_start, fact_end),
        ),
        _q(
            s,
            "bd40",
            "PreCheck Health's distributor agreement with Co-Diagnostics — expiry + gov law pls",
            about(CODIAGNOSTICS_PRECHECK, fact_end, fact_law),
        ),
        _q(
            s,
            "bd41",
            "the Equidata ↔ <http://NationalCreditReport.com|NationalCreditReport.com> marketing deal: end date "
            "&amp; governing law?",
            about(EQUIDATA_NCR, fact_end, fact_law),
        ),
        _q(
            s,
            "bd42",
            "how much is the FreeCook hosting deal with Mitchell's Web Advance worth, and when did it start?",
            about(FREECOOK_MITCHELL, fact_value, fact_start),
        ),
        _q(
            s,
            "bd43",
            "value + governing law on the Go Call / PageMaster promotion agreement?",
            about(GOCALL_PAGEMASTER, fact_value, fact_law),
        ),
        _q(
            s,
            "bd44",
            "when does the Kubient MSA with the Associated Press end?",
            ambiguous(ASSOCIATED_PRESS, SVC),
            A,
        ),
    ]


def threads() -> list[Question]:
    ca_dist = (DIST, party_in("CA"))
    no_jv_sa = not_type("Joint Venture", "Strategic Alliance")
    since_2015 = eff(date(2015, 1, 1), None)
    return [
        *_thread(
            "bd45",
            [
                (
                    "how many *reseller* deals do we have with a counterparty in Canada? :flag-ca:",
                    count(RESELLER, party_in("CA")),
                ),
                ("ugh sorry — meant *distribution* deals, not reseller :facepalm:", count(*ca_dist)),
                ("ok and of those, how many are still live?", live_now(*ca_dist)),
            ],
        ),
        *_thread(
            "bd46",
            [
                ("list every services agmt governed by NY law", count(SVC, NY)),
                ("show me more :point_down:", count(SVC, NY)),
                (
                    "only the ones with an effective date ≥ 2019 pls",
                    count(SVC, NY, eff(date(2019, 1, 1), None)),
                ),
            ],
        ),
        *_thread(
            "bd47",
            [
                (
                    "the deltathree / PrimeCall co-branded calling card deal — what's it worth and when does it "
                    "end?",
                    about(DELTATHREE_PRIMECALL, fact_value, fact_end),
                ),
                (
                    "what does it say about capping each side's liability? want to know our max exposure "
                    ":thinking_face:",
                    clause_in(DELTATHREE_PRIMECALL, "Cap On Liability"),
                ),
            ],
        ),
        *_thread(
            "bd48",
            [
                (
                    "sum of stated value on sponsorship deals signed 2015 or later?",
                    money_figure(typ("Sponsorship"), since_2015),
                ),
                ("same thing for endorsement deals", money_figure(typ("Endorsement"), since_2015)),
                ("and if you drop the date filter?", money_figure(typ("Endorsement"))),
            ],
        ),
        *_thread(
            "bd49",
            [
                ("how many reseller + distribution deals do we have in total?", count(CHANNEL)),
                (
                    "which of those give the other side a rev share / commission on what gets sold?",
                    clause_across("Revenue/Profit Sharing", CHANNEL),
                ),
            ],
        ),
        *_thread(
            "bd50",
            [
                (
                    "deals with a stated value of at least $1M and no more than $5M — how many?",
                    count(BAND_1M_5M),
                ),
                ("now drop the JVs and strategic alliances", count(BAND_1M_5M, no_jv_sa)),
                ("biggest one of those?", largest(BAND_1M_5M, no_jv_sa)),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "bd51",
            "SINA's domain name + content licence to Leju (the 10 yr one from July 2009): if SINA ever starts "
            "charging Leju fees, is there anything saying they can't be higher than what SINA charges "
            "everyone else? basically MFN-ish protection",
            LEJU_SINA,
            "Most Favored Nation",
        ),
        (
            "bd52",
            "Alamogordo Financial's agency agmt with Charles Webb &amp; Co — what's the agent's cut? % of the "
            "stock sold or a flat fee?",
            ALAMOGORDO_WEBB,
            "Revenue/Profit Sharing",
        ),
        (
            "bd53",
            "Athens Bancshares / Keefe Bruyette agency agreement: is there a minimum number of shares that has "
            "to be sold, and what happens if they miss it?",
            ATHENS_KBW,
            "Minimum Commitment",
        ),
        (
            "bd54",
            "Pizza Fusion franchise agmt — can the franchisee go after our *Major Account* customers directly, "
            "or is that off limits?",
            PIZZA_FUSION,
            "No-Solicit Of Customers",
        ),
        (
            "bd55",
            "the Jan 2018 Cardlytics / Bank of America maintenance agmt for OPS v3.0 (the no-charge one): can "
            "BofA drop the maintenance services whenever it wants?",
            CARDLYTICS_OPS3,
            "Termination For Convenience",
        ),
        (
            "bd56",
            "Pacificap's content licence to Henry Film &amp; Entertainment — does it roll over after the "
            "initial term, and for how long each time?",
            PACIFICAP_HENRY,
            "Renewal Term",
        ),
        (
            "bd57",
            "iShip ↔ Mail Boxes Etc co-branding deal: any hard caps on volume, e.g. how much data can get "
            "pulled down per package?",
            ISHIP_MBE,
            "Volume Restriction",
        ),
        (
            "bd58",
            "Schoolpop's reseller agmt with AmEx Incentive Services: Schoolpop gets exclusivity in the "
            "nonprofit market — what are the carve-outs / ways it loses that?",
            SCHOOLPOP_AMEX,
            "Competitive Restriction Exception",
        ),
        (
            "bd59",
            "NetGrocer's sponsorship deal w/ Excite — is anything carved out of the damages limits, i.e. "
            "where liability is *not* capped?",
            NETGROCER_EXCITE,
            "Uncapped Liability",
        ),
        (
            "bd60",
            "the MediaCo / WBLS-WLIB local programming &amp; marketing agmt (WQHT HD2): can the programmer "
            "hand the agreement off to someone else without our OK?",
            MEDIACO_WBLS,
            "Anti-Assignment",
        ),
        (
            "bd61",
            "Diplomat Direct Marketing's online hosting agmt with Tadeo: do we get most-favoured-customer "
            "pricing, i.e. no one else pays less for the same hosting?",
            DIPLOMAT_TADEO,
            "Most Favored Nation",
        ),
        (
            "bd62",
            "Leader Act / EZJR software maintenance agmt (the 5 yr CRM one): is there a cap on how much "
            "Leader can raise the maintenance price?",
            LEADER_EZJR,
            "Price Restrictions",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "bd63",
            "price increase watch :chart_with_upwards_trend: on our reseller + distribution deals, which ones "
            "limit how much (or whether) the supplier can raise prices?",
            "Price Restrictions",
            (CHANNEL,),
        ),
        (
            "bd64",
            "across everything *except* reseller deals: which contracts have a most-favoured-customer / best "
            "pricing promise?",
            "Most Favored Nation",
            (not_type("Reseller"),),
        ),
        (
            "bd65",
            "marketing, affiliate &amp; promotion deals — which ones split revenue or pay a % commission?",
            "Revenue/Profit Sharing",
            (MKTG_AFF_PROMO,),
        ),
        (
            "bd66",
            "APAC again: of the deals with a counterparty in APAC, which lock someone into a minimum purchase "
            "/ minimum volume?",
            "Minimum Commitment",
            (APAC_PARTY,),
        ),
        (
            "bd67",
            "for the Califronia-law contracts, which ones renew or roll over at the end of the term?",
            "Renewal Term",
            (CAL,),
        ),
        (
            "bd68",
            "deals signed 2015 or later: which spell out how much notice we need to give to stop the "
            "auto-renewal?",
            "Notice Period To Terminate Renewal",
            (eff(date(2015, 1, 1), None),),
        ),
        (
            "bd69",
            "big-ticket deals only (stated value ≥ $1M): which give someone exclusivity?",
            "Exclusivity",
            (worth(over=1e6, inclusive=True),),
        ),
        (
            "bd70",
            "sponsorship + endorsement deals — which can be walked away from without cause, just on notice?",
            "Termination For Convenience",
            (SPONSOR_ENDORSE,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "bd71",
            "can you bump the value on the FreeCook hosting deal to $7,500 in the system? we upsold them :tada:",
            refuse("write"),
            None,
        ),
        (
            "bd72",
            "pls delete every contract that expired before 2010, they're just clutter in the pivot",
            refuse("write"),
            None,
        ),
        (
            "bd73",
            "can you pull the contracts from Globex's Slack "
            "(<http://globex-sales.slack.com|globex-sales.slack.com>)? <@U02GLBXQ7> from their side said it's "
            "fine :handshake:",
            refuse("workspace"),
            None,
        ),
        (
            "bd74",
            "```SELECT contract_type, COUNT(*), SUM(total_amount) FROM contracts WHERE total_amount &gt;= 1000000 "
            "GROUP BY contract_type ORDER BY 3 DESC;```",
            refuse("query"),
            None,
        ),
        (
            "bd75",
            "`MATCH (c:Contract)-[:HAS_PARTY]-&gt;(p:Party) WHERE c.contract_type = 'Reseller' RETURN p.name, "
            "count(c) ORDER BY count(c) DESC LIMIT 10`",
            refuse("query"),
            None,
        ),
        (
            "bd76",
            "what's the EUR → USD rate today? need it for the Q3 forecast :euro:",
            refuse("offtopic"),
            None,
        ),
        (
            "bd77",
            "should we push iPass for a price increase when the Pareteum reseller deal comes up for renewal?",
            advice(IPASS_PARETEUM),
            None,
        ),
        (
            "bd78",
            "Water Now / Hydraspin distribution agmt — should we lock in exclusivity before it kicks off, or "
            "keep our options open?",
            advice(WATERNOW_HYDRASPIN),
            None,
        ),
        (
            "bd79",
            "which of our reseller partners hit their Q2 quota? :trophy:",
            unread(*QUOTA),
            U,
        ),
        (
            "bd80",
            "which invoices on the hosting deals are overdue right now?",
            unread(*INVOICES),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user49_questions() -> list[Question]:
    return question_set(
        "user49", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER49_CLAUSE_CONTRACTS", "user49_questions"]
