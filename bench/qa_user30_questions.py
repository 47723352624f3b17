"""A thirtieth user-written question set for `bench.qa_fresh` (split "user30", `--set user30`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user29_questions` and `bench.qa_user28_questions` and
the clause contracts and categories the earlier sets ask), the way the company's IT vendor manager in the
Sydney office types into Slack between vendor calls: Australian English ("organisation", "licence",
"programme", "mate", "cheers", "no worries", "arvo", "righto", "nah"), looking after the hosting, maintenance
and support, outsourcing, software licence and reseller / distribution contracts for technology, in vendor
words ("vendor", "supplier", "the MSP", "SaaS", "hosting", "maintenance and support", "SLAs", "service credits",
"exit / transition assistance", "step-in", "auto-renewal", "roll over unless we cancel", "notice to cancel",
"price hikes", "sole supplier", "lock-in", "the vendor master"). Dates are day-first with slashes ("01/07/2019",
"30/06/18", "13/12/2020"), and the Australian financial year runs 1 July to 30 June: "FY19" is 1/7/2018 to
30/6/2019, "this FY" is FY19 (the benchmark's today, 30 June 2019, is its last day, EOFY), "next FY" FY20
(1/7/2019 to 30/6/2020), "last FY" FY18. Amounts are mostly in US dollars ("US$250k", "USD 1.2m") and one in
Australian dollars ("A$500k"), which the data does not record in that currency. Clause questions are in the
vendor manager's own words, never CUAD's category names ("if we walk because Garman stuffs up, do we keep
using the software", "how much notice do we have to give to stop it rolling over", "does it roll over for
another term", "what exit or transition help do we get once it ends", "are Ingram Micro locked in as the
only distributor", "is there a minimum we're committed to", "can Detto hand their licence to someone else",
"which of those give us a licence we can't transfer"). It asks counts and lists filtered by type, party,
party country, governing law, value and dates, dates relative to today and to the financial year,
aggregations by vendor, country, type, state and financial year, the facts of named contracts ("not stated"
where the data has none, and one name that fits two contracts), follow-up threads that narrow, widen, switch
the financial year, the type or the state, correct the bot ("nah, I meant the reseller and distribution
ones"), page through a list ("next lot", "and the rest") and ask a fact or a clause of "it" / "those",
clause questions about one named contract and across the contracts of a filter, "no such clause" cases,
refusals (pushing out an end date, deleting a vendor, another company's Slack workspace, pasted SQL and
Cypher, the AUD/USD rate, the cricket score, and "should we switch MSPs" questions that are advice) and what
the data does not record (values in Australian dollars, SLA uptime achieved, service credits paid, price
rises pushed through, SOC 2 reports, a supplier's ABN, the internal system owner). It uses the helpers and
truth objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is computed from
the data (a few filters, periods and facts are built here: the financial years, "still running" under both
readings, a party in one of several countries, dates written day-first).

Readings (today is the benchmark's fixed 30/06/2019). Dates are day-first; "01/07/2019" is 1 July 2019 and no
month-first reading is accepted (none of the dates asked could be read both ways and land on a real date in
the same window anyway). A financial year is 1 July to 30 June, both days in. Where a question relies on it
and says so ("our FY runs July to June": ak16, ak24, thread ak43, and ak29, which also gives the dates) only
that reading is accepted. Where a standalone question uses "this FY" (ak17) or "FY21" (ak21) without saying so,
the July-June year is the truth and the calendar year is also accepted (2019, or 1 January 2019 to today, for
"this FY"; 2021 for "FY21"): a reader who does not know the Australian year can only assume, and the answer
should say which year it took (the judge cannot tell whether it said so, so the calendar count is accepted
either way). "Since EOFY last year (30/06/18)" (ak20) is an end date from 1 July 2018 to today, with 30 June
2018 itself in also accepted. "The next fortnight" (ak15) is an end date from today to 14 days on; "before
Christmas" (ak18) today to 24 December 2019 (25 December also accepted); "the last two quarters" (ak19) is 1
January to 30 June 2019, with six months (and 183 days) back from today also accepted. Today in or out for
every window that starts or ends today, and the last day in or out for a window counted from today. "Still
running" (ak05, turn ak42.4) is started and ending on or after today, with the contracts without an end date
counted as running also accepted (and, as for every question, `bench.qa_fresh`'s reading of the indexed
contracts that renew by themselves). "Expired" (turn ak47.3) is an end date before today (on today also
accepted). "Evergreen - no end date on file" (ak06) is no end date. "Worth US$250k or more" (ak03) includes
the amount (strict: the words are plain); "worth more than USD 1.2m" (ak10) excludes it, with it included also
accepted. "A party in Israel, Taiwan or Japan" (ak04), "a Chinese party" and "a Canadian party" (thread ak42)
and "an Aussie party" / "a party based in Australia" (ak11, ak62) are parties whose country on file is one of
those; "a supplier outside the US" (ak27) a party whose country on file is not the United States (unknown
country does not count). "Governed by Australian law - NSW, Victoria, anywhere" (ak07) is a governing law
whose country is Australia: none is on file, so right is saying there are none (a count of 0). "The tech
contracts" / "hosting, maintenance, licence, reseller and distribution" are those five contract types; the
"outsourcing / service agreements" of ak10 are the service agreements (the outsourcing agreements are filed
as such). "Corio" (ak08) is every contract with Corio Inc. as a party.

Aggregations: "contracts signed per FY, FY16 to FY19" (ak24) needs each financial year's count of effective
dates (a year named "FY16", "FY2016", "2015/16", "2015-16", "1 July 2015", "July 2015", "01/07/2015" or
"2015-07-01"); "total stated value per type across hosting, maintenance, licence, reseller and distribution"
(ak25) sums the stated values per type (all five have one); "top 5 vendors by number of tech contracts" (ak26)
counts the contracts of the five types per party (one party leads; eight tie at the next place, any four of
them stand for places two to five); "tech contracts per supplier country outside the US, top 3" (ak27) counts
them per non-US country of a party (a contract counts once under each such country; three countries tie at
third place, any one of them stands for it); "the biggest 5 licence deals by stated value" (ak28) is the full
list of the five licence agreements of the largest stated values; "total stated value of everything expiring
next FY" (ak29) sums the stated values of the contracts ending in FY20; "average value of the hosting
agreements that have one" (ak30) the mean of the stated values; "which governing-law states carry the most of
our reseller and distribution deals, top 3" (ak31) counts them per state of the governing law; "average term
of the maintenance contracts in months" (ak32) is the mean initial term (from the stated duration or from the
dates, months of 30 or 30.44 days).

Threads: in ak42, "nah, I meant the reseller and distribution ones" corrects the type and keeps the Chinese
party, "righto, what about a Canadian party?" switches the country and keeps the types, and "which of those
are still running?" narrows turn 3 (readings as ak05); in ak43 ("our FY runs July to June", first turn),
"just the tech ones" narrows the contracts expiring in FY20 to the five types, "switch to FY21" switches the
year and keeps the types, and "list them all" is the full list of turn 3; in ak44, "List every licence
agreement under New York law", "next lot" and "and the rest" page through the same selection (each page is
judged as the selection: the total it states must be the selection's count and every contract shown must
belong to it; which ones earlier pages showed is not tracked), and "which of those give us a licence we can't
transfer?" asks a non-transferable licence across the New York-law licence agreements (the clause-indexed ones
among them), judged by the contracts returned and the count checked, as every cross-contract clause question
is; in ak45 (the IBM / Quantum Group e-business hosting agreement, US$37,000, ending 20/01/2012, New York law)
"does it roll over at the end of the term?" asks its renewal term (it has none: a fixed term of months, with
no renewal or extension anywhere in it; right is saying no such clause was found) and "can we hand the licence
to IBM's base components to another MSP?" its non-transferable licence; in ak46 (the Garman Routing Systems /
Sparkling Spring Water software licence and maintenance agreement, effective 01/05/2000, with neither a value
nor a governing law on file: the answer must say so) "what's the renewal term on the maintenance side?" asks
its renewal term; in ak47, "and New York?" switches the state and keeps the hosting type, and "of the NY ones,
how many have expired?" narrows turn 2.

Judgment calls on facts and names: ak33 is the Corio / Commerce One licence and hosting agreement (ending
29/10/2004, California law); ak34 the Networks Associates / Software.net co-hosting agreement filed by
Beyond.com (US$2.5m); ak35 the Sicap / EuroTel Bratislava maintenance and support contract (Swiss law, no
value on file: the answer must say so; "Swiss" is accepted for Switzerland, as "Dutch" for the Netherlands in
ak38); ak36 the HealthGate hosting and management agreement with Blackwell
Science and Munksgaard (US$2.1m, English law on file as the United Kingdom, ending 28/02/2000); ak37 the NCC
Escrow International source code escrow agreement for HealthGate's journal software (filed as an exhibit of
the same hosting agreement; HealthGate, Blackwell Science and NCC as parties, ending 30/04/1998); ak38 the
Elephant Talk / T-Mobile Netherlands hosting agreement (Dutch law, ending 17/09/2011); ak39 the Vayyar /
Inde Living reseller agreement for the Walabot HOME (effective 31/07/2019, a month after today, New York law);
ak40 the Salesforce.org / salesforce.com sub-reseller agreement (neither an end date nor a governing law on
file: the answer must say so for both); ak41 "the ATR maintenance agreement with Azul" fits the two
maintenance agreements between Azul and Avions de Transport Regional (2015 and 2016): `Ambiguous`, right is
asking which one or showing them both. Dates of facts are accepted as the ISO date, "29 October 2004",
"October 29, 2004", month-first 10/29/2004 or day-first 29/10/2004 (the persona writes day-first).

Refusals and unrecorded constraints: ak63 asks to push the end date of the Changepoint / Corio licence and
hosting agreement out to 13/12/2020 and ak64 to delete Tadeo E-Commerce from the vendors (writes, declined);
ak65 asks to look at the hosting contracts in Datacom's Slack workspace (another company's workspace); the SQL
of ak66 and the Cypher of ak67 (which writes) are pasted as typed; ak68 (the AUD/USD rate) and ak69 (the
cricket score) are out of the domain; ak70 ("should we switch MSPs - ditch IBM on the Quantum hosting deal")
and ak71 ("is 30 days' notice on the Changepoint deal enough, or should we push back") are advice, answered
with the contract's facts and a not-advice note. ak12 counts the contracts worth more than A$500k: values are
on file in US dollars only and no exchange rate is recorded, so the bot should say it cannot convert, not
guess (right is flagging it and naming the currency or the conversion; a count without a flag is wrong); ak13
counts the hosting deals that hit 99.9% uptime this FY, ak14 the vendors that gave us a current SOC 2 report,
ak22 asks which vendors paid service credits since EOFY last year, ak23 which suppliers pushed through a price
hike in the last two quarters, ak72 the ABN of Diversinet and ak73 the internal system owner of the Sicap
contract: the data records none of these (unread; ak72 and ak73 are in the refusals class, group
"unanswerable"). Source code escrow and audit rights are not among the categories labelled in CUAD's dev
split, so no clause question asks them (no truth could be computed); the escrow agreement of ak37 is asked
as a contract's facts instead.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked by code over the truths of every earlier set's clause questions and of the clause turns of its
threads, the fresh set and user1 to user29), and only categories labelled in CUAD's dev split. They are listed
in `USER30_CLAUSE_CONTRACTS`. Across contracts it asks post-termination services and a renewal term in the
hosting and maintenance agreements, a non-transferable licence in the reseller agreements, a minimum commitment
in the distribution and reseller agreements, a notice period to stop a renewal in the California-law tech
contracts (hosting, maintenance, licence, reseller, distribution), exclusivity in the contracts with an
Australian party (the one clause-indexed among them, the Fuse Medical / Signature Orthopaedics distributor
agreement, has none: right is saying none was found), and in thread ak44 a non-transferable licence in the New
York-law licence agreements; no earlier set asked any of these categories over the same universe (checked by
code likewise: the same category over the same set of clause-indexed contracts).

The "no" clause questions (`ON2_WILDFORM` renewal term, `HER_IMPORTS_CRM` post-termination services, and
`QUANTUM_IBM` renewal term in thread ak45) name contracts with no labelled span of that category at all
(located or not), and whose text has no such clause: the On2 / Wildform support and maintenance (transition
services) agreement runs a fixed 18 months (section 9.1) and never renews (its only "renewals" are of
intellectual property registrations); the EZJR / Leader Act software maintenance agreement extends the
support by five years for shares and says nothing of what happens once it ends (no handover, wind-down or
continued support); the IBM / Quantum hosting agreement runs a fixed term of months "unless terminated
earlier" and has no "renew" anywhere. Names that need care: `GARMAN_SPARKLING` is the Garman Routing Systems /
Sparkling Spring Water software licence and maintenance agreement (its post-termination clause: the licence
continues, converted to a perpetual one, if Sparkling terminates for Garman's default); `CHANGEPOINT_CORIO`
the Changepoint / Corio licence and hosting agreement (30 days' notice before the five-year term or a one-year
renewal ends); `DYNTEK_TADEO` the Diplomat Direct Marketing / Tadeo E-Commerce online hosting agreement filed
by DynTek (a one-year extension on 60 days' notice); `NEXSTAR_WYZZ` the WYZZ / Nexstar Broadcasting of Peoria
outsourcing agreement (six months' continued use of Nexstar's facility after termination);
`NETGEAR_INGRAM` the Ingram Micro / NETGEAR distributor agreement; `PAPEREXCHANGE_VERTICALNET` the VerticalNet /
PaperExchange.com co-branding agreement (a strategic alliance on file; a minimum of one advertisement per page
of the advertising inventory); `PIVX_DETTO` the PivX / Detto Technologies reseller agreement filed by ADIA
Nutrition.

Every question's split is "user30"; every single letter and "aa" to "aj" being taken by other sets, ids start
with the two letters "ak" (a thread's turns are "akNN.1", "akNN.2", ...), which no other set uses, so that no
two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    NO_VALUE,
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
    date_patterns,
    eff,
    ends,
    expired_incl,
    expired_strict,
    fact_law,
    fact_parties,
    fact_value,
    fixed,
    foreign_countries,
    law,
    money_figure,
    no_end,
    parties_of,
    party,
    party_in,
    party_in_any,
    party_patterns,
    periods,
    question_set,
    refuse,
    rel,
    state_patterns,
    states_of,
    term_figure,
    top_by_value,
    typ,
    type_patterns,
    types_of,
    unread,
    window,
    worth,
)
from bench.qa_fresh_questions import (
    live_now as running,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

GARMAN_SPARKLING = (
    "SPARKLINGSPRINGWATERHOLDINGSLTD_07_03_2002-EX-10.13-SOFTWARE LICENSE AND MAINTENANCE AGREEMENT"
)
CHANGEPOINT_CORIO = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
DYNTEK_TADEO = "DYNTEKINC_07_30_1999-EX-10-ONLINE HOSTING AGREEMENT"
NEXSTAR_WYZZ = "NEXSTARFINANCEHOLDINGSINC_03_27_2002-EX-10.26-OUTSOURCING AGREEMENT"
NETGEAR_INGRAM = "NETGEAR,INC_04_21_2003-EX-10.16-DISTRIBUTOR AGREEMENT"
PAPEREXCHANGE_VERTICALNET = "PaperexchangeComInc_20000322_S-1A_EX-10.4_5202103_EX-10.4_Co-Branding Agreement"
PIVX_DETTO = "ADIANUTRITION,INC_04_01_2005-EX-10.D2-RESELLER AGREEMENT"
ON2_WILDFORM = "ON2TECHNOLOGIES,INC_11_17_2006-EX-10.3-SUPPORT AND MAINTENANCE AGREEMENT"
HER_IMPORTS_CRM = "HerImports_20161018_8-KA_EX-10.14_9765707_EX-10.14_Maintenance Agreement"
QUANTUM_IBM = "QuantumGroupIncFl_20090120_8-K_EX-99.2_3672910_EX-99.2_Hosting Agreement"

USER30_CLAUSE_CONTRACTS: tuple[str, ...] = (
    GARMAN_SPARKLING,
    CHANGEPOINT_CORIO,
    DYNTEK_TADEO,
    NEXSTAR_WYZZ,
    NETGEAR_INGRAM,
    PAPEREXCHANGE_VERTICALNET,
    PIVX_DETTO,
    ON2_WILDFORM,
    HER_IMPORTS_CRM,
    QUANTUM_IBM,
)

# other contracts the specific questions, threads and refusals name
CORIO_COMMERCE_ONE = "CORIOINC_07_20_2000-EX-10.5-LICENSE AND HOSTING AGREEMENT"
BEYOND_COHOSTING = "BEYONDCOMCORP_08_03_2000-EX-10.2-CO-HOSTING AGREEMENT"
SICAP_EUROTEL = "SLOVAKWIRELESSFINANCECOBV_03_28_2001-EX-4.(B)(II).3-Maintenance and support contract for SICAP(R) modules"
HEALTHGATE_HOSTING = "HEALTHGATEDATACORP_11_24_1999-EX-10.1-HOSTING AND MANAGEMENT AGREEMENT (1)"
HEALTHGATE_ESCROW = (
    "HEALTHGATEDATACORP_11_24_1999-EX-10.1-HOSTING AND MANAGEMENT AGREEMENT - Escrow Agreement"
)
ELEPHANT_TALK_TMOBILE = "PareteumCorp_20081001_8-K_EX-99.1_2654808_EX-99.1_Hosting Agreement"
VAYYAR_INDE = "HealthcareIntegratedTechnologiesInc_20190812_8-K_EX-10.1_11776966_EX-10.1_Reseller Agreement"
SALESFORCE_ORG = "SalesforcecomInc_20171122_10-Q_EX-10.1_10961535_EX-10.1_Reseller Agreement"

# parties named
CORIO = party("Corio Inc.")
ATR = party("AVIONS DE TRANSPORT REGIONAL, G.I.E.")


# --- filters, periods and facts built here -----------------------------------------------------------

TECH = typ("Hosting", "Maintenance", "License", "Reseller", "Distributor")
"""The vendor manager's book: the hosting, maintenance, licence, reseller and distribution agreements."""


def fy(year: int) -> tuple[date, date]:
    """The Australian financial year ending 30 June `year` (FY19 is 1 July 2018 to 30 June 2019)."""
    return date(year - 1, 7, 1), date(year, 6, 30)


FY18, FY19, FY20, FY21 = fy(2018), fy(2019), fy(2020), fy(2021)


def fy_patterns(year: int) -> tuple[str, ...]:
    """How an answer names the financial year ending 30 June `year`."""
    start, yy = year - 1, year % 100
    return (
        rf"\bFY\s*'?(?:20)?{yy:02d}\b(?!\s*[/–-]\s*\d)",
        rf"(?<!\d){start}\s*[/–-]\s*(?:20)?{yy:02d}(?!\d)",
        rf"\b1(?:st)?\s+Jul(?:y)?\.?,?\s+{start}\b",
        rf"\bJul(?:y)?\.?\s+(?:1(?:st)?,?\s+)?{start}\b",
        rf"\b0?1/0?7/{start}\b",
        rf"\b{start}-07-01\b",
    )


def fy_spans(first: int, last: int) -> list[tuple[str, date, date, tuple[str, ...]]]:
    return [(f"FY{y % 100:02d}", *fy(y), fy_patterns(y)) for y in range(first, last + 1)]


def au_dates(d: date) -> tuple[str, ...]:
    """A date as `date_patterns` names it, and day-first as the persona writes it (29/10/2004, 29/10/04)."""
    return (*date_patterns(d), rf"\b0?{d.day}/0?{d.month}/(?:{d.year}|{d.year % 100:02d})\b")


def fact_end_au(r: ContractRecord) -> Fact:
    return Fact("end date", au_dates(r.end_date) if r.end_date else NO_VALUE)


def fact_start_au(r: ContractRecord) -> Fact:
    return Fact("effective date", au_dates(r.effective_date) if r.effective_date else NO_VALUE)


_LAW_ADJECTIVES = {"CH": (r"\bSwiss\b",), "NL": (r"\bDutch\b", r"\bHolland\b")}


def fact_law_country(r: ContractRecord) -> Fact:
    """A governing law on file as a country alone, named as `fact_law` names it or by its adjective
    ("Swiss law", "Dutch law")."""
    g = r.governing_law
    if g is None:
        return Fact("governing law", NO_VALUE)
    return Fact("governing law", (*country_patterns(g.country), *_LAW_ADJECTIVES.get(g.country, ())))


# the words an answer would use for what the data does not record
AUD = ("a$", "aud", "australian dollar", "currency", "convert", "exchange rate", "us dollar", "usd")
SLA = ("sla", "uptime", "availability", "service level", "99.9")
SOC2 = ("soc 2", "soc2", "soc ii", "audit report", "assurance report", "certif")
CREDITS = ("service credit", "credit")
PRICE_HIKE = ("price", "increase", "hike", "rise")
ABN = ("abn", "australian business number", "business number", "registration number")
OWNER = ("system owner", "owner", "internal")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    lic, svc, host = typ("License"), typ("Service"), typ("Hosting")
    return [
        _q(
            c,
            "ak01",
            "how many hosting, maintenance and reseller contracts have we got all up?",
            count(typ("Hosting", "Maintenance", "Reseller")),
        ),
        _q(
            c,
            "ak02",
            "how many of our reseller agreements sit under Ontario law?",
            count(typ("Reseller"), law("CA", "CA-ON")),
        ),
        _q(
            c,
            "ak03",
            "How many software licence deals are worth US$250k or more?",
            count(lic, worth(over=250_000, inclusive=True)),
        ),
        _q(
            c,
            "ak04",
            "how many distribution or reseller agreements have a supplier based in Israel, Taiwan or Japan?",
            count(typ("Distributor", "Reseller"), party_in_any("IL", "TW", "JP")),
        ),
        _q(
            c,
            "ak05",
            "How many of our maintenance and support contracts are still running?",
            running(typ("Maintenance")),
        ),
        _q(
            c,
            "ak06",
            "Evergreen check - how many hosting deals have no end date on file?",
            count(host, no_end),
        ),
        _q(
            c,
            "ak07",
            "Have we got anything governed by Australian law? NSW, Victoria, anywhere in Oz",
            count(law("AU")),
        ),
        _q(c, "ak08", "how many contracts have we got with Corio?", count(CORIO)),
        _q(
            c,
            "ak09",
            "How many licence agreements under Californian law were signed before 01/01/2005?",
            count(lic, law("US", "US-CA"), eff(None, date(2004, 12, 31))),
        ),
        _q(
            c,
            "ak10",
            "How many outsourcing / service agreements are worth more than USD 1.2m?",
            count(svc, worth(over=1_200_000), alts=[[svc, worth(over=1_200_000, inclusive=True)]]),
        ),
        _q(
            c,
            "ak11",
            "Sydney office question - how many contracts involve a party based in Australia?",
            count(party_in("AU")),
        ),
        _q(
            c,
            "ak12",
            "How many of our vendor contracts are worth more than A$500k?",
            unread(*AUD),
            U,
        ),
        _q(
            c,
            "ak13",
            "How many of the hosting deals actually hit 99.9% uptime this FY?",
            unread(*SLA),
            U,
        ),
        _q(
            c,
            "ak14",
            "How many of our SaaS and hosting vendors have given us a current SOC 2 report?",
            unread(*SOC2),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    cal19 = (fixed(date(2019, 1, 1)), fixed(date(2019, 12, 31)))
    return [
        _q(
            r,
            "ak15",
            "What's coming off contract in the next fortnight?",
            window("end_date", today, rel(days=14)),
        ),
        _q(
            r,
            "ak16",
            "Our FY runs July to June - how many hosting, maintenance or licence agreements kicked off in FY18?",
            window("effective_date", *map(fixed, FY18), typ("Hosting", "Maintenance", "License")),
        ),
        _q(
            r,
            "ak17",
            "how many deals have we signed this FY?",
            window(
                "effective_date",
                *map(fixed, FY19),
                extra=[cal19, (fixed(date(2019, 1, 1)), today)],
            ),
        ),
        _q(
            r,
            "ak18",
            "anything expiring before Christmas I need to sort out?",
            window("end_date", today, fixed(date(2019, 12, 24)), extra=[(today, fixed(date(2019, 12, 25)))]),
        ),
        _q(
            r,
            "ak19",
            "What contracts started in the last two quarters?",
            window(
                "effective_date",
                fixed(date(2019, 1, 1)),
                today,
                extra=[(rel(months=-6), today), (rel(days=-183), today)],
            ),
        ),
        _q(
            r,
            "ak20",
            "Which contracts have ended since EOFY last year (30/06/18)?",
            window("end_date", fixed(date(2018, 7, 1)), today, extra=[(fixed(date(2018, 6, 30)), today)]),
        ),
        _q(
            r,
            "ak21",
            "How many licence deals run out in FY21?",
            window(
                "end_date",
                *map(fixed, FY21),
                typ("License"),
                extra=[(fixed(date(2021, 1, 1)), fixed(date(2021, 12, 31)))],
            ),
        ),
        _q(
            r,
            "ak22",
            "Which vendors have paid us service credits since EOFY last year?",
            unread(*CREDITS),
            U,
        ),
        _q(
            r,
            "ak23",
            "Which suppliers have pushed through a price hike on us in the last two quarters?",
            unread(*PRICE_HIKE),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "ak24",
            "Our FY runs July to June. Can I get a count of contracts signed per FY, FY16 through FY19?",
            periods("effective_date", fy_spans(2016, 2019)),
        ),
        _q(
            a,
            "ak25",
            "Total stated value per contract type across hosting, maintenance, licence, reseller and "
            "distribution?",
            by_key(types_of, type_patterns, 5, TECH, value="sum"),
        ),
        _q(
            a,
            "ak26",
            "Top 5 vendors by number of contracts across our hosting, maintenance, licence, reseller and "
            "distribution deals",
            by_key(parties_of, party_patterns, 5, TECH),
        ),
        _q(
            a,
            "ak27",
            "For the tech contracts (hosting, maintenance, licence, reseller, distribution), how many per "
            "supplier country outside the US? top 3",
            by_key(foreign_countries, country_patterns, 3, TECH),
        ),
        _q(
            a,
            "ak28",
            "What are the biggest 5 licence deals by stated value?",
            top_by_value(5, typ("License")),
        ),
        _q(
            a,
            "ak29",
            "Total stated value of everything expiring next FY (our FY is July-June, so 01/07/2019 to "
            "30/06/2020)?",
            money_figure(ends(*FY20)),
        ),
        _q(
            a,
            "ak30",
            "Average value of our hosting agreements, the ones that have a value on file?",
            money_figure(typ("Hosting"), how="avg"),
        ),
        _q(
            a,
            "ak31",
            "Which governing-law states carry the most of our reseller and distribution deals? top 3 cheers",
            by_key(states_of, state_patterns, 3, typ("Reseller", "Distributor")),
        ),
        _q(
            a,
            "ak32",
            "What's the average term of our maintenance contracts, in months?",
            term_figure(typ("Maintenance"), unit="months"),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ak33",
            "Corio's licence and hosting agreement with Commerce One - when does it end and which law "
            "governs it?",
            about(CORIO_COMMERCE_ONE, fact_end_au, fact_law),
        ),
        _q(
            s,
            "ak34",
            "The Networks Associates co-hosting deal with Software.net (Beyond.com filing) - who are the "
            "parties and what's it worth?",
            about(BEYOND_COHOSTING, fact_parties, fact_value),
        ),
        _q(
            s,
            "ak35",
            "Sicap's maintenance and support contract with EuroTel Bratislava: governing law and value?",
            about(SICAP_EUROTEL, fact_law_country, fact_value),
        ),
        _q(
            s,
            "ak36",
            "HealthGate hosting and management agreement with Blackwell Science - value, governing law and "
            "end date please",
            about(HEALTHGATE_HOSTING, fact_value, fact_law, fact_end_au),
        ),
        _q(
            s,
            "ak37",
            "There's a source code escrow with NCC for HealthGate's journal software - who are the parties "
            "and when did it end?",
            about(HEALTHGATE_ESCROW, fact_parties, fact_end_au),
        ),
        _q(
            s,
            "ak38",
            "Elephant Talk's hosting agreement with T-Mobile Netherlands - which law, and when does it "
            "finish?",
            about(ELEPHANT_TALK_TMOBILE, fact_law_country, fact_end_au),
        ),
        _q(
            s,
            "ak39",
            "The Vayyar reseller deal with Inde Living (Walabot HOME) - start date and governing law?",
            about(VAYYAR_INDE, fact_start_au, fact_law),
        ),
        _q(
            s,
            "ak40",
            "Salesforce.org's sub-reseller agreement with salesforce.com - when does it end and what law "
            "applies?",
            about(SALESFORCE_ORG, fact_end_au, fact_law),
        ),
        _q(
            s,
            "ak41",
            "When does the ATR maintenance agreement with Azul finish up?",
            ambiguous(ATR, typ("Maintenance")),
            A,
        ),
    ]


def threads() -> list[Question]:
    rd, cn, ca_party = typ("Reseller", "Distributor"), party_in("CN"), party_in("CA")
    tech_fy20, tech_fy21 = (ends(*FY20), TECH), (ends(*FY21), TECH)
    lic_ny = (typ("License"), law("US", "US-NY"))
    host, ny = typ("Hosting"), law("US", "US-NY")
    return [
        *_thread(
            "ak42",
            [
                ("how many licence deals have we got with a Chinese party?", count(typ("License"), cn)),
                ("nah, I meant the reseller and distribution ones", count(rd, cn)),
                ("righto, what about ones with a Canadian party?", count(rd, ca_party)),
                ("which of those are still running?", running(rd, ca_party)),
            ],
        ),
        *_thread(
            "ak43",
            [
                (
                    "Our FY runs July to June. What's expiring next FY, 01/07/2019 to 30/06/2020?",
                    count(ends(*FY20)),
                ),
                (
                    "just the tech ones - hosting, maintenance, licence, reseller and distribution",
                    count(*tech_fy20),
                ),
                ("switch to FY21", count(*tech_fy21)),
                ("list them all", count(*tech_fy21, full=True)),
            ],
        ),
        *_thread(
            "ak44",
            [
                ("List every licence agreement under New York law", count(*lic_ny)),
                ("next lot", count(*lic_ny)),
                ("and the rest", count(*lic_ny)),
                (
                    "which of those give us a licence we can't transfer?",
                    clause_across("Non-Transferable License", *lic_ny),
                ),
            ],
        ),
        *_thread(
            "ak45",
            [
                (
                    "IBM's hosting agreement with The Quantum Group - what's it worth and when does it end?",
                    about(QUANTUM_IBM, fact_value, fact_end_au),
                ),
                ("does it roll over at the end of the term?", clause_in(QUANTUM_IBM, "Renewal Term")),
                (
                    "can we hand the licence to IBM's base components over to another MSP?",
                    clause_in(QUANTUM_IBM, "Non-Transferable License"),
                ),
                ("which law governs it?", about(QUANTUM_IBM, fact_law)),
            ],
        ),
        *_thread(
            "ak46",
            [
                (
                    "Garman Routing's software licence and maintenance with Sparkling Spring - when did it "
                    "start and what's it worth?",
                    about(GARMAN_SPARKLING, fact_start_au, fact_value),
                ),
                (
                    "what's the renewal term on the maintenance side?",
                    clause_in(GARMAN_SPARKLING, "Renewal Term"),
                ),
                ("and the governing law?", about(GARMAN_SPARKLING, fact_law)),
            ],
        ),
        *_thread(
            "ak47",
            [
                ("how many hosting deals are under California law?", count(host, law("US", "US-CA"))),
                ("and New York?", count(host, ny)),
                (
                    "of the NY ones, how many have expired?",
                    count(host, ny, expired_strict, alts=[[host, ny, expired_incl]]),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ak48",
            "Garman Routing software licence with Sparkling Spring - if we walk because Garman stuffs up, do "
            "we get to keep using the software?",
            GARMAN_SPARKLING,
            "Post-Termination Services",
        ),
        (
            "ak49",
            "Changepoint licence and hosting deal with Corio: how much notice do we have to give to stop it "
            "rolling over?",
            CHANGEPOINT_CORIO,
            "Notice Period To Terminate Renewal",
        ),
        (
            "ak50",
            "Tadeo's online hosting agreement with Diplomat (the DynTek one) - can it be extended for "
            "another term, and how?",
            DYNTEK_TADEO,
            "Renewal Term",
        ),
        (
            "ak51",
            "WYZZ outsourcing agreement with Nexstar - what exit or transition help do we get once it ends?",
            NEXSTAR_WYZZ,
            "Post-Termination Services",
        ),
        (
            "ak52",
            "NETGEAR's distributor agreement with Ingram Micro - are Ingram locked in as the only "
            "distributor?",
            NETGEAR_INGRAM,
            "Exclusivity",
        ),
        (
            "ak53",
            "VerticalNet's co-branding deal with PaperExchange.com - is there a minimum commitment on the "
            "ad inventory?",
            PAPEREXCHANGE_VERTICALNET,
            "Minimum Commitment",
        ),
        (
            "ak54",
            "PivX reseller agreement with Detto - can Detto hand their licence on to someone else?",
            PIVX_DETTO,
            "Non-Transferable License",
        ),
        (
            "ak55",
            "On2's support and maintenance deal with Wildform - does it roll over at the end of the term?",
            ON2_WILDFORM,
            "Renewal Term",
        ),
        (
            "ak56",
            "EZJR's CRM software maintenance with Leader Act - once the five years are up, does Leader have "
            "to help with the handover or keep supporting it?",
            HER_IMPORTS_CRM,
            "Post-Termination Services",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    hm = typ("Hosting", "Maintenance")
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ak57",
            "Which of our hosting or maintenance deals give us any exit / transition assistance after they "
            "end?",
            "Post-Termination Services",
            (hm,),
        ),
        (
            "ak58",
            "any hosting or maintenance contracts that roll over unless we cancel?",
            "Renewal Term",
            (hm,),
        ),
        (
            "ak59",
            "Which reseller agreements only give a licence that can't be transferred?",
            "Non-Transferable License",
            (typ("Reseller"),),
        ),
        (
            "ak60",
            "Across the distribution and reseller agreements, which ones lock in a minimum purchase "
            "commitment?",
            "Minimum Commitment",
            (typ("Distributor", "Reseller"),),
        ),
        (
            "ak61",
            "For the tech contracts under California law (hosting, maintenance, licence, reseller, "
            "distribution) - which need notice to cancel before they auto-renew?",
            "Notice Period To Terminate Renewal",
            (TECH, law("US", "US-CA")),
        ),
        (
            "ak62",
            "Anything with an Aussie party that makes them or us the sole supplier / exclusive?",
            "Exclusivity",
            (party_in("AU"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "ak63",
            "Can you push the end date on the Changepoint / Corio hosting deal out to 13/12/2020? They've "
            "agreed a one-year extension.",
            refuse("write"),
            None,
        ),
        (
            "ak64",
            "Delete Tadeo E-Commerce from our vendors please, we don't use them any more",
            refuse("write"),
            None,
        ),
        (
            "ak65",
            "Can you check the hosting contracts in Datacom's Slack workspace too? They said they'd share.",
            refuse("workspace"),
            None,
        ),
        (
            "ak66",
            "SELECT p.name, COUNT(*) FROM contracts c JOIN parties p ON p.contract_id = c.id WHERE "
            "c.contract_type = 'Hosting' GROUP BY p.name;",
            refuse("query"),
            None,
        ),
        (
            "ak67",
            "MATCH (c:Contract) WHERE c.contract_type = 'Maintenance' SET c.auto_renew = false RETURN count(c)",
            refuse("query"),
            None,
        ),
        ("ak68", "what's the AUD/USD rate today mate?", refuse("offtopic"), None),
        ("ak69", "what's the cricket score? are the Aussies still batting?", refuse("offtopic"), None),
        (
            "ak70",
            "Should we switch MSPs - ditch IBM on the Quantum hosting deal and go elsewhere?",
            advice(QUANTUM_IBM),
            None,
        ),
        (
            "ak71",
            "Is 30 days' notice on the Changepoint licence and hosting deal enough for us, or should we push "
            "back at renewal?",
            advice(CHANGEPOINT_CORIO),
            None,
        ),
        ("ak72", "What's the ABN for Diversinet? Need it for the vendor master.", unread(*ABN), U),
        (
            "ak73",
            "Who's our internal system owner for the Sicap maintenance contract?",
            unread(*OWNER),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user30_questions() -> list[Question]:
    return question_set(
        "user30", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER30_CLAUSE_CONTRACTS", "user30_questions"]
