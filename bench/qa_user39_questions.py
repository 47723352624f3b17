"""A thirty-ninth user-written question set for `bench.qa_fresh` (split "user39", `--set user39`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user35_questions` and `bench.qa_user37_questions` and
the clause contracts and categories the earlier sets ask), the way an operations analyst (not a lawyer) at a
company's EMEA hub in Dublin types in Microsoft Teams while preparing the quarterly vendor and partner review
for the European leadership team, about the company's transport / logistics, distribution, outsourcing, IT
services (hosting and maintenance), supply and agency agreements: Irish / British English and ops words ("the
Irish entity", "our European partners", "the UK side", "post-Brexit", "haulier", "carriage", "the 3PL",
"go-live", "line-haul", "PODs", "YTD", "Q4", "this quarter", "grand", "sorted", "cheers"), amounts in euro or
sterling ("EUR 1.5m", "a ballpark in sterling", "in euro, roughly"), dates written day-first ("1st of July to
30/09/19", "23/06/16", "31/12/20"), context given first ("Pulling together the Q2 vendor review ...",
"Post-Brexit we're re-papering the UK side, so: ...", "For the IT services line: ..."), and a few typos
("transportaion", "logisitics"). Clause questions are in the analyst's own words, never CUAD's category names
("once it ends, does anything carry on afterwards, like squaring up the balancing", "can the shipper hand the
contract to someone else without Ecopetrol's say-so", "can Midstream Fuel sublet the barges", "is Driven
Deliveries' liability to TruckThat capped", "who owns any changes or enhancements made to the software", "how is
the agent paid, is there a percentage on what gets shipped", "is there a limit on how many units PcoMed treats
per run", "can ANR just give notice and walk away", "does it stop either side from poaching the other's staff",
"does the haulier promise ZTO its best rate", "are there any carve-outs where Dynamex can still do work for
other couriers", "which ones limit how much the carrier can be on the hook for if a load is lost"). It asks
counts and lists filtered by type, party, the parties' country and region, governing law, value and dates, dates
relative to today and to the calendar (quarters, YTD, a calendar year), aggregations by type, governing-law
state and country, year and quarter (a total, an average value, an average term, the longest term, the top three
by value), the facts of named contracts ("not stated" where the data has none, and one name that fits two
contracts), follow-up threads that correct the bot ("Sorry, I meant the Irish side, not the UK."), switch a slot
("And a German one?", "Back to China, but supply agreements this time."), narrow, page ("Show me more.") and ask
a fact or a clause of "it" / "those", clause questions about one named contract and across the contracts of a
filter, "no such clause" cases, refusals (changing an end date, deleting an agreement, another company's Teams
workspace, pasted SQL and Cypher, an exchange rate, a chaser message to a haulier, and "should we ..." questions
that are advice) and what the data does not record (on-time KPIs, ISO certification, rate reviews, on-time
delivery figures, the account manager). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no
expected number is written here, every truth is computed from the data (a few filters and truths are built here:
outsourcing and agency agreements by title, the European region, the review's book of six types, the longest
term).

Readings (today is the benchmark's fixed 30 June 2019, the last day of Q2 2019). Types: "transport" /
"transportaion" / "haulage" / "carriage" agreements are the transportation agreements on file (most are gas,
crude and fuel carriage; the ZTO line-haul and Martin marine agreements among them), with the Purolator /
Parcelway transportation services agreement, filed as a service agreement, added also accepted in at01;
"distribution agreements" the distributor agreements; "supply agreements" the supply agreements; "service
agreements" the service agreements; "IT services: hosting or maintenance" the hosting and maintenance
agreements. "Outsourcing agreements" (at02, at27) have no type of their own on file (most are filed as service
agreements, others as manufacturing or supply agreements): they are read by the title or file name saying
"outsourcing" (18), with the summary saying so also accepted in at02 (19). "Agency agreements ... any type"
(at11) are those whose title or file name says "agency" (15, filed as affiliate, service, distributor, marketing
and promotion agreements). "The review's book" (at20, at24, at29) is spelt out in every question that relies on
it: transport, distribution, supply, service, hosting and maintenance agreements (`BOOK`). Places are the
parties' countries on file: "a party based in the UK" / "a UK party" is a party in the United Kingdom; "an Irish
party" / "the Irish side" a party in Ireland (Zynga Game Ireland and Galen (Chemicals)); "our European partners"
/ "a party based anywhere in Europe, UK and Ireland included" (at07, at32, at65) a party in Europe (`EUROPE`);
"a Chinese party" / "a German one" a party in that country. "Governed by Irish law" (at05) is a governing law of
Ireland: none on file, the answer must say there are none; "under UK law" (at06) a governing law of the United
Kingdom (with English law alone, England or no subdivision, also accepted: Wales is the one difference);
"governed by Texas law" the governing law's state. "Agreements with Pelican Delivers" (at08) are those with
Pelican Delivers, Inc. as a party. Values: the data records no currency and the stated values are read as US
dollars; the analyst's euro and sterling are not converted (right is the US-dollar figure, saying it is not
converted): "worth more than EUR 1.5m" (at09) is a stated value over 1,500,000, with 1,500,000 itself included
also accepted. "Still live as of today" (at10, turn at44.3) is started and ending on or after today, with the
contracts without an end date counted as running also accepted (and, as for every question, `bench.qa_fresh`'s
reading of the indexed contracts that renew by themselves). Dates: "due to end next quarter, i.e. Q3 (1st of
July to 30/09/19)" (at14) is an end date in Q3 2019; "ending in Q4 this year (Oct to Dec 2019)" (at15) an end
date in Q4 2019; "signed YTD" (at16) an effective date from 1 January 2019 to today; "run out in the next six
months" (at17) an end date from today to 30 December 2019 (183 days also accepted); "expired in the last 6
months" (at18) an end date from 30 December 2018 to today (183 days back also accepted); "since the Brexit
referendum (23/06/16) ... have we entered into" (at19) an effective date on or after 23 June 2016, with those
after today left out also accepted; "haven't hit go-live yet, i.e. they take effect after today" (at20) an
effective date after today (today itself also accepted); "finish during calendar 2020" (at21) an end date in
2020; "signed this quarter" (at22) an effective date in Q2 2019 (1 April to today), with the three months back
from today also accepted; "signed since 2010" (turn at45.3) an effective date on or after 1 January 2010, with
those after today left out also accepted. Today in or out for every window that starts or ends today, and the
last day in or out for a window counted from today (as `window` accepts).

Aggregations: "a count by type across transport, distribution, supply, service, hosting and maintenance
agreements" (at24) counts the six types of the book; "which US states' laws govern our distribution agreements?
Top 3" (at25) counts the distributor agreements per governing-law state (Texas five, then California and New
York four each); "total value of our supply agreements" (at26) sums the stated values of the supply agreements
(in US dollars, not converted to euro); "average value of an outsourcing agreement" (at27) the mean stated value
of the outsourcing agreements by title (in US dollars, not converted to sterling); "top 3 distribution or supply
agreements by value" (at28) is the full list of the three of the largest stated values (the Pacira distribution
and licence agreement, the Ritter distributor agreement, the Miltenyi Biotec / Bellicum supply agreement);
"signed each year from 2015 to 2019" (at29) counts the book's effective dates per calendar year; "which
transport agreement has the longest term" (at30) is the MPLX / Marathon Pipe Line or the PennTex / MRD (Range
Resources filing) transportation agreement (fifteen years each: either is right); "how long is a distribution
agreement's initial term, in months" (at31) the mean initial term of the distributor agreements (from the stated
duration or from the dates); "for contracts with our European partners, which countries' laws govern them? Top
3" (at32) counts those contracts per governing-law country (the United States, the United Kingdom, then
Switzerland, Germany and the Netherlands tied, any of them standing for the third place); "breakdown by quarter
of the contracts signed in 2018" (at33) counts all the contracts' effective dates per quarter of 2018.

Threads: in at43 (the Purolator Courier / Parcelway Courier Systems Canada transportation services agreement
filed by Dynamex, effective 20 November 1995, no end date on file: the answer must say so; Ontario law) "are
there any carve-outs where Dynamex can still do work for other couriers" asks the exceptions to its restrictions
(pick-up and delivery for next-day couriers, and the same-day work for Alltours up to $5,000 a month), and "if
it ends because one of them changes hands, is anyone blocked from doing similar work afterwards" its
post-termination terms (after a termination on a change of control the party whose control changed may not
provide similar services for twelve months); in at44 "Sorry, I meant the Irish side, not the UK." corrects the
country, and "which of those are still live" narrows turn 2 (readings as at10); in at45 "Show me more." pages
the same selection (each page is judged as the selection: the total it states must be the selection's count and
every contract shown must belong to it) and "Just the ones signed since 2010" narrows it; in at46 "And a German
one?" switches the country and keeps the distributor agreements, and "Back to China, but supply agreements this
time" switches back and changes the type; in at47 (the Wireless Links / Jaguar Investments distributor agreement
filed by Visium, whose text calls the distributor Power2Ship, ending 7 April 2006) "is WLI's liability to
Power2Ship capped anywhere in it" asks its cap on liability (WLI's liability capped at what Power2Ship paid in
the last six months, no consequential damages); in at48 "Give me the full list of our hosting agreements" is a
full list, and "of those, which say who owns any changes or enhancements made to the software" asks IP ownership
across the clause-indexed hosting agreements, judged by the contracts returned and the count checked, as every
cross-contract clause question is.

Judgment calls on facts and names: at34 is the Oriental Financial Group / Metavante outsourcing agreement
(ending 30 November 2014, New York law); at35 the Tennessee Gas Pipeline / Louisville Gas and Electric
transportation agreement filed by Kentucky Utilities (1 November 2002 to 31 October 2012); at36 the Tri City
National Bank / M&I Data Services outsourcing agreement (ending 16 November 2006; no value on file: the answer
must say so); at37 the Enterprise Transportation Company / Enterprise Products Operating transportation contract
(no value on file: the answer must say so; Texas law); at38 the Dairy Crest / SEV Group fleet maintenance
agreement filed by Smith Electric Vehicles (ended 16 October 2010; no governing law on file: the answer must say
so); at39 the Bank of South Pacific / Datec (PNG) outsourcing agreement filed by Elandia (US$3,524,322, Papua
New Guinea law); at40 the Energy XXI Gulf Coast / Energy XXI USA transportation agreement (ended 10 April 2015);
at41 the Miltenyi Biotec / Bellicum supply agreement (US$2,000,000, the answer not converting it to euro; ending
27 March 2029); at42 "the Azul maintenance agreement with ATR" fits the two maintenance agreements of Azul
Linhas Aéreas Brasileiras with Avions de Transport Régional: `Ambiguous`, right is asking which one or showing
them both.

Refusals and unrecorded constraints: at69 asks to change the ZTO line-haul agreement's end date and at70 to
delete the Dairy Crest fleet maintenance agreement (writes, declined); at71 asks for the carriage contracts in
Kuehne+Nagel's Teams workspace (another company's workspace); the SQL of at72 and the Cypher of at73 (which
writes) are pasted as typed; at74 (an exchange rate) and at75 (a chaser message to a haulier) are out of the
domain; at76 ("should we renew the Martin Midstream marine transport agreement or go out to tender") and at77
("should we push back on Ecopetrol's conditions for assigning the Colombian crude transport contract") are
advice, answered with the contract's facts and a not-advice note. at12 counts the logistics / 3PL contracts with
an on-time delivery KPI of 98% or better, at13 the ISO 9001 certified hauliers, at23 asks which carriage
contracts had a rate review, at78 the on-time delivery percentage on the ZTO routes and at79 the account manager
at Metavante: the data records none of these (unread; at78 and at79 are in the refusals class, group
"unanswerable"; right is saying so and naming what is not recorded).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked by code over the truths of every earlier set's clause questions and of the clause turns of its threads,
the fresh set and user1 to user37), and only categories labelled in CUAD's dev split. They are listed in
`USER39_CLAUSE_CONTRACTS`. Across contracts it asks a cap on liability, exclusivity and a best-rate promise in
the transportation agreements (none of the five clause-indexed ones has a most-favoured-nation clause labelled,
and none promises rates as good as any other shipper gets: the Arkansas Western and Great Lakes agreements take
the tariff's rates, the others fixed or carload rates; right is saying none was found), a cap on liability in
the hosting and maintenance agreements, termination for convenience in the agreements with a European party, a
no-poaching promise in those with a UK party, a volume restriction in the supply agreements, a licence grant in
the distributor agreements, and in thread at48 IP ownership in the hosting agreements; no earlier set asked any
of these categories over the same universe (checked by code likewise: the same category over the same set of
clause-indexed contracts). None of its (contract, category) pairs and none of its (category, universe) pairs is
asked by the user38 set, written at the same time (checked by code; the two sets share two clause contracts, the
Corio / Changepoint hosting and the Wireless Links distributor agreement, asked of other categories there).

The "no" clause questions (`GREAT_LAKES_ANR` termination for convenience, `TRANSMONTAIGNE` no-solicit of
employees, `ZTO_LINEHAUL` most favoured nation) name contracts with no labelled span of that category at all
(located or not), and whose text has no such clause: the Great Lakes Gas Transmission / ANR Pipeline
transportation service agreement runs for a fixed term to 31 October 2017 under the transporter's tariff and
lets neither side end it on notice; the TransMontaigne services agreement (TransMontaigne Management Company
lends its employees' services to TLP Management Services) says nothing of either side hiring or soliciting the
other's staff; the ZTO / Tonglu Tongze road transportation agreement pays freight at carload rates and nowhere
promises ZTO rates as good as any other shipper's. Names that need care: `AWG_PIPELINE` is the Arkansas Western
Pipeline / Arkansas Western Gas transportation service agreement filed by Atmos Energy (balancing survives its
end: at49); `ECOPETROL_CRUDE` the Solana Petroleum Exploration Colombia / Ecopetrol transportation contract
filed by Gran Tierra (no assignment without Ecopetrol's prior written consent, and the conditions of its
consent); `MARTIN_MARINE` the Martin Operating Partnership / Midstream Fuel Service marine transportation
services agreement (no subletting of vessels, no assignment without consent); `NEXSTAR_WYZZ` the Nexstar
Broadcasting of Peoria / WYZZ outsourcing agreement; `AIRSPAN_GLS` the Airspan / GLS distributor agreement
(records kept two years, payments on orders up to ninety days after the end); `DRIVEN_TRUCKTHAT` the Driven
Deliveries / TruckThat consulting agreement (the company's liability capped at the amounts paid);
`CORIO_CHANGEPOINT` the Corio / Changepoint licence and hosting agreement (changes and enhancements owned by
Changepoint); `BIOPURE_BUTLER` the Biopure / The Butler Company agency agreement, filed as a distributor
agreement (an additional two percent of the units shipped); `INTEGRA_PCOMED` the Integra LifeSciences / PcoMed
supply agreement filed by SeaSpine (at most one hundred products a run); `PUROLATOR_PARCELWAY` and
`WLI_POWER2SHIP` as in the threads.

Every question's split is "user39"; ids start with the two letters "at" (a thread's turns are "atNN.1",
"atNN.2", ...), which no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import re
from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
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
    law,
    law_in,
    longest_term,
    money_figure,
    party,
    party_in,
    party_in_any,
    periods,
    quarter,
    quarters_of,
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
    year_of,
    years_span,
)
from bench.qa_fresh_questions import (
    live_now as still_live,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

AWG_PIPELINE = "ATMOSENERGYCORP_11_22_2002-EX-10.17-TRANSPORTATION SERVICE AGREEMENT"
ECOPETROL_CRUDE = "GRANTIERRAENERGYINC_05_07_2012-EX-10.6-TRANSPORTATION CONTRACT"
MARTIN_MARINE = "MARTINMIDSTREAMPARTNERSLP_01_23_2004-EX-10.3-TRANSPORTATION SERVICES AGREEMENT"
NEXSTAR_WYZZ = "NEXSTARFINANCEHOLDINGSINC_03_27_2002-EX-10.26-OUTSOURCING AGREEMENT"
AIRSPAN_GLS = "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement"
DRIVEN_TRUCKTHAT = "DRIVENDELIVERIES,INC_05_22_2020-EX-10.4-CONSULTING AGREEMENT"
CORIO_CHANGEPOINT = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
BIOPURE_BUTLER = "BIOPURECORP_06_30_1999-EX-10.13-AGENCY AGREEMENT"
INTEGRA_PCOMED = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"
GREAT_LAKES_ANR = "TcPipelinesLp_20160226_10-K_EX-99.12_9454048_EX-99.12_Transportation Agreement"
TRANSMONTAIGNE = "TRANSMONTAIGNEPARTNERSLLC_03_13_2020-EX-10.9-SERVICES AGREEMENT"
ZTO_LINEHAUL = "ZtoExpressCaymanInc_20160930_F-1_EX-10.10_9752871_EX-10.10_Transportation Agreement"
PUROLATOR_PARCELWAY = "DYNAMEXINC_06_06_1996-EX-10.4-TRANSPORTATION SERVICES AGREEMENT"
WLI_POWER2SHIP = "VISIUMTECHNOLOGIES,INC_10_20_2004-EX-10.20-DISTRIBUTOR AGREEMENT"

USER39_CLAUSE_CONTRACTS: tuple[str, ...] = (
    AWG_PIPELINE,
    ECOPETROL_CRUDE,
    MARTIN_MARINE,
    NEXSTAR_WYZZ,
    AIRSPAN_GLS,
    DRIVEN_TRUCKTHAT,
    CORIO_CHANGEPOINT,
    BIOPURE_BUTLER,
    INTEGRA_PCOMED,
    GREAT_LAKES_ANR,
    TRANSMONTAIGNE,
    ZTO_LINEHAUL,
    PUROLATOR_PARCELWAY,
    WLI_POWER2SHIP,
)

# other contracts the specific questions, threads and refusals name
OFG_METAVANTE = "OFGBANCORP_03_28_2007-EX-10.23-OUTSOURCING AGREEMENT"
TENNESSEE_GAS_LGE = "KENTUCKYUTILITIESCO_03_25_2003-EX-10.65-TRANSPORTATION AGREEMENT"
TRI_CITY_MI = "TRICITYBANKSHARESCORP_05_15_1998-EX-10-OUTSOURCING AGREEMENT"
ENTERPRISE_TRANSPORT = "ENTERPRISEPRODUCTSPARTNERSLP_07_08_1998-EX-10.3-TRANSPORTATION CONTRACT"
DAIRY_CREST_FLEET = "SMITHELECTRICVEHICLESCORP_04_04_2012-EX-10.26-FLEET MAINTENANCE AGREEMENT"
DATEC_BSP = "ELANDIAINTERNATIONALINC_04_25_2007-EX-10.21-Outsourcing Agreement"
ENERGY_XXI = "ENERGYXXILTD_05_08_2015-EX-10.13-Transportation AGREEMENT"
MILTENYI_BELLICUM = "BELLICUMPHARMACEUTICALS,INC_05_07_2019-EX-10.1-Supply Agreement"

# parties named
PELICAN = party("Pelican Delivers, Inc.")
AZUL = party("AZUL LINHAS AÉREAS BRASILEIRAS S/A")
ATR = party("AVIONS DE TRANSPORT REGIONAL, G.I.E.")


# --- filters, periods and figures built here -----------------------------------------------------------

TRANSPORT, DIST, SUP, SVC, HOST, MAINT = (
    typ("Transportation"),
    typ("Distributor"),
    typ("Supply"),
    typ("Service"),
    typ("Hosting"),
    typ("Maintenance"),
)
BOOK_TYPES = ("Transportation", "Distributor", "Supply", "Service", "Hosting", "Maintenance")
BOOK = typ(*BOOK_TYPES)
"""The vendor and partner book of the review: transport, distribution, supply, service (outsourcing and
IT services), hosting and maintenance agreements."""
IT_SERVICES = typ("Hosting", "Maintenance")
SVC_IT = typ("Service", "Hosting", "Maintenance")
DIST_SUP = typ("Distributor", "Supply")

EUROPE = (
    *("GB", "IE", "FR", "DE", "NL", "BE", "LU", "CH", "AT", "IT", "ES", "PT", "DK", "SE", "NO", "FI"),
    *("IS", "PL", "CZ", "SK", "HU", "RO", "BG", "GR", "CY", "MT", "IM", "JE", "GG", "MC", "LI"),
)
"""Europe, the UK and Ireland included (those on file are a subset)."""
EUROPEAN = party_in_any(*EUROPE)
UK_LAW = law("GB")
ENGLISH_LAW = law_in("GB-ENG", None, country="GB")
TX = law("US", "US-TX")

BREXIT_VOTE = date(2016, 6, 23)
YEAR_START = date(2019, 1, 1)

_OUTSOURCING = re.compile(r"outsourc", re.IGNORECASE)
_AGENCY = re.compile(r"\bagency\b", re.IGNORECASE)
_TRANSPORT = re.compile(r"\btransportation\b", re.IGNORECASE)


def outsourcing(r: ContractRecord, d: Data) -> bool:
    """An outsourcing agreement by its title or file name (there is no outsourcing type on file)."""
    return bool(_OUTSOURCING.search(r.title or "") or _OUTSOURCING.search(r.file_id))


def outsourcing_wide(r: ContractRecord, d: Data) -> bool:
    """An outsourcing agreement by its title, file name or summary."""
    return outsourcing(r, d) or bool(_OUTSOURCING.search(r.summary or ""))


def transport_wide(r: ContractRecord, d: Data) -> bool:
    """A transportation agreement by its type, or by its title (one is filed as a service agreement)."""
    return r.contract_type == "Transportation" or bool(_TRANSPORT.search(r.title or ""))


def agency(r: ContractRecord, d: Data) -> bool:
    """An agency agreement by its title or file name (filed under several types)."""
    return bool(_AGENCY.search(r.title or "") or _AGENCY.search(r.file_id))


# the words an answer would use for what the data does not record
ON_TIME = ("on-time", "on time", "kpi", "service level", "sla", "performance")
ISO_CERT = ("iso", "certif", "accredit")
RATE_REVIEW = ("rate review", "price review", "review", "repric")
OTD = ("on-time", "on time", "delivery performance", "otd", "kpi")
ACCOUNT_MANAGER = ("account manager", "contact", "relationship manager", "point of contact")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(
            c,
            "at01",
            "Morning! Pulling together the Q2 vendor review for the EMEA leadership team. First up, how many "
            "transportaion agreements do we have on file?",
            count(TRANSPORT, alts=[[transport_wide]]),
        ),
        _q(
            c,
            "at02",
            "How many outsourcing agreements are there in total (whatever they're filed under)?",
            count(outsourcing, alts=[[outsourcing_wide]]),
        ),
        _q(
            c,
            "at03",
            "Post-Brexit we're re-papering the UK side, so: how many distribution agreements have a party "
            "based in the UK?",
            count(DIST, party_in("GB")),
        ),
        _q(
            c,
            "at04",
            "How many of our contracts have an Irish party on them? Trying to see what sits with the Irish "
            "entity.",
            count(party_in("IE")),
        ),
        _q(
            c,
            "at05",
            "How many of our contracts are governed by Irish law?",
            count(law("IE")),
        ),
        _q(
            c,
            "at06",
            "How many contracts are under UK law? Legal want a number before the Brexit workshop.",
            count(UK_LAW, alts=[[ENGLISH_LAW]]),
        ),
        _q(
            c,
            "at07",
            "How many supply agreements are with one of our European partners (a party based anywhere in "
            "Europe, UK and Ireland included)?",
            count(SUP, EUROPEAN),
        ),
        _q(
            c,
            "at08",
            "How many agreements have we got with Pelican Delivers?",
            count(PELICAN),
        ),
        _q(
            c,
            "at09",
            "For the IT services line: how many hosting or maintenance contracts are worth more than EUR "
            "1.5m?",
            count(
                IT_SERVICES,
                worth(over=1_500_000),
                alts=[[IT_SERVICES, worth(over=1_500_000, inclusive=True)]],
            ),
        ),
        _q(
            c,
            "at10",
            "How many of the distribution agreements are still live as of today?",
            still_live(DIST),
        ),
        _q(
            c,
            "at11",
            "How many agency agreements are on file? Any type, as long as it's an agency agreement.",
            count(agency),
        ),
        _q(
            c,
            "at12",
            "How many of our logisitics / 3PL contracts have an on-time delivery KPI of 98% or better?",
            unread(*ON_TIME),
            U,
        ),
        _q(
            c,
            "at13",
            "How many of the hauliers we contract with are ISO 9001 certified?",
            unread(*ISO_CERT),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    q3, q4, q2 = quarter(2019, 3), quarter(2019, 4), quarter(2019, 2)
    return [
        _q(
            r,
            "at14",
            "What's due to end next quarter, i.e. Q3 (1st of July to 30/09/19)?",
            window("end_date", fixed(q3[0]), fixed(q3[1])),
        ),
        _q(
            r,
            "at15",
            "Anything ending in Q4 this year (Oct to Dec 2019)?",
            window("end_date", fixed(q4[0]), fixed(q4[1])),
        ),
        _q(
            r,
            "at16",
            "How many contracts have we signed YTD?",
            window("effective_date", fixed(YEAR_START), today),
        ),
        _q(
            r,
            "at17",
            "Which service, hosting or maintenance agreements run out in the next six months? Want to be "
            "sure none of the outsourced bits lapse before the Q4 review.",
            window("end_date", today, rel(months=6), SVC_IT, extra=[(today, rel(days=183))]),
        ),
        _q(
            r,
            "at18",
            "Which distribution agreements expired in the last 6 months?",
            window("end_date", rel(months=-6), today, DIST, extra=[(rel(days=-183), today)]),
        ),
        _q(
            r,
            "at19",
            "Since the Brexit referendum (23/06/16), how many contracts with a UK party have we entered "
            "into?",
            count(
                party_in("GB"),
                eff(BREXIT_VOTE, None),
                alts=[[party_in("GB"), eff(BREXIT_VOTE, TODAY)]],
            ),
        ),
        _q(
            r,
            "at20",
            "Which of our transport, distribution, supply, service, hosting or maintenance agreements "
            "haven't hit go-live yet, i.e. they take effect after today?",
            count(
                BOOK,
                eff(date(2019, 7, 1), None),
                alts=[[BOOK, eff(TODAY, None)]],
            ),
        ),
        _q(
            r,
            "at21",
            "How many service agreements finish during calendar 2020? Building the renewals pipeline.",
            count(SVC, year_of("end_date", 2020)),
        ),
        _q(
            r,
            "at22",
            "How many agreements did we sign this quarter?",
            window(
                "effective_date",
                fixed(q2[0]),
                fixed(q2[1]),
                extra=[(rel(months=-3), today)],
            ),
        ),
        _q(
            r,
            "at23",
            "Which of the carriage contracts had a rate review in the last 12 months?",
            unread(*RATE_REVIEW),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "at24",
            "For the deck, can I get a count by type across transport, distribution, supply, service, "
            "hosting and maintenance agreements?",
            by_key(types_of, type_patterns, 6, BOOK),
        ),
        _q(
            a,
            "at25",
            "Which US states' laws govern our distribution agreements? Top 3 is grand.",
            by_key(states_of, state_patterns, 3, DIST),
        ),
        _q(
            a,
            "at26",
            "What's the total value of our supply agreements, counting only the ones with an amount? In "
            "euro if you can.",
            money_figure(SUP),
        ),
        _q(
            a,
            "at27",
            "What's the average value of an outsourcing agreement (the ones that state a value)? A "
            "ballpark in sterling is fine.",
            money_figure(outsourcing, how="avg"),
        ),
        _q(
            a,
            "at28",
            "Top 3 distribution or supply agreements by value, please.",
            top_by_value(3, DIST_SUP),
        ),
        _q(
            a,
            "at29",
            "How many transport, distribution, supply, service, hosting and maintenance agreements did we "
            "sign each year from 2015 to 2019?",
            periods("effective_date", years_span(2015, 2019), BOOK),
        ),
        _q(
            a,
            "at30",
            "Which transport agreement has the longest term?",
            longest_term(TRANSPORT),
        ),
        _q(
            a,
            "at31",
            "On average, how long is a distribution agreement's initial term, in months?",
            term_figure(DIST, unit="months"),
        ),
        _q(
            a,
            "at32",
            "For contracts with our European partners, which countries' laws govern them? Top 3.",
            by_key(countries_of, country_patterns, 3, EUROPEAN),
        ),
        _q(
            a,
            "at33",
            "Breakdown by quarter of the contracts signed in 2018 please (Q1 to Q4).",
            periods("effective_date", quarters_of(2018)),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "at34",
            "The OFG outsourcing agreement with Metavante: when does it end and which law governs it?",
            about(OFG_METAVANTE, fact_end, fact_law),
        ),
        _q(
            s,
            "at35",
            "Tennessee Gas Pipeline's transport agreement with Louisville Gas and Electric: start and end "
            "dates?",
            about(TENNESSEE_GAS_LGE, fact_start, fact_end),
        ),
        _q(
            s,
            "at36",
            "Tri City National Bank's outsourcing deal with M&I Data Services: when does it finish and what's "
            "it worth?",
            about(TRI_CITY_MI, fact_end, fact_value),
        ),
        _q(
            s,
            "at37",
            "Enterprise Transportation Company's transportation contract with Enterprise Products Operating: "
            "what's the value and which law applies?",
            about(ENTERPRISE_TRANSPORT, fact_value, fact_law),
        ),
        _q(
            s,
            "at38",
            "The Dairy Crest fleet maintenance agreement (UK side, with SEV Group): when did it end and "
            "which law governs it?",
            about(DAIRY_CREST_FLEET, fact_end, fact_law),
        ),
        _q(
            s,
            "at39",
            "Datec's outsourcing agreement with Bank of South Pacific: how much is it worth and under which "
            "country's law?",
            about(DATEC_BSP, fact_value, fact_law),
        ),
        _q(
            s,
            "at40",
            "Energy XXI transportation agreement: who are the parties and when did it end?",
            about(ENERGY_XXI, fact_parties, fact_end),
        ),
        _q(
            s,
            "at41",
            "Miltenyi Biotec's supply agreement with Bellicum: what's it worth in euro, roughly, and when "
            "does it end?",
            about(MILTENYI_BELLICUM, fact_value, fact_end),
        ),
        _q(
            s,
            "at42",
            "When does the Azul maintenance agreement with ATR run until?",
            ambiguous(AZUL, ATR),
            A,
        ),
    ]


def threads() -> list[Question]:
    ie, gb, cn, de = party_in("IE"), party_in("GB"), party_in("CN"), party_in("DE")
    since_2010 = eff(date(2010, 1, 1), None)
    return [
        *_thread(
            "at43",
            [
                (
                    "Can you pull up the Purolator courier agreement with Parcelway (the Dynamex one)? When "
                    "did it start, when does it end, and which law governs it?",
                    about(PUROLATOR_PARCELWAY, fact_start, fact_end, fact_law),
                ),
                (
                    "Are there any carve-outs where Dynamex can still do work for other couriers?",
                    clause_in(PUROLATOR_PARCELWAY, "Competitive Restriction Exception"),
                ),
                (
                    "And if it ends because one of them changes hands, is anyone blocked from doing similar "
                    "work afterwards?",
                    clause_in(PUROLATOR_PARCELWAY, "Post-Termination Services"),
                ),
            ],
        ),
        *_thread(
            "at44",
            [
                ("How many contracts have a UK party?", count(gb)),
                ("Sorry, I meant the Irish side, not the UK.", count(ie)),
                ("Which of those are still live? Then I'm sorted for that slide.", still_live(ie)),
            ],
        ),
        *_thread(
            "at45",
            [
                ("List the transport agreements governed by Texas law.", count(TRANSPORT, TX)),
                ("Show me more.", count(TRANSPORT, TX)),
                (
                    "Just the ones signed since 2010, cheers.",
                    count(TRANSPORT, TX, since_2010, alts=[[TRANSPORT, TX, eff(date(2010, 1, 1), TODAY)]]),
                ),
            ],
        ),
        *_thread(
            "at46",
            [
                ("How many distribution agreements have a Chinese party?", count(DIST, cn)),
                ("And a German one?", count(DIST, de)),
                ("Back to China, but supply agreements this time.", count(SUP, cn)),
            ],
        ),
        *_thread(
            "at47",
            [
                (
                    "The Wireless Links distributor agreement with Power2Ship (Jaguar Investments on file): "
                    "who are the parties and when does it end?",
                    about(WLI_POWER2SHIP, fact_parties, fact_end),
                ),
                (
                    "Is WLI's liability to Power2Ship capped anywhere in it?",
                    clause_in(WLI_POWER2SHIP, "Cap On Liability"),
                ),
            ],
        ),
        *_thread(
            "at48",
            [
                ("Give me the full list of our hosting agreements.", count(HOST, full=True)),
                (
                    "Of those, which say who owns any changes or enhancements made to the software?",
                    clause_across("Ip Ownership Assignment", HOST),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "at49",
            "Arkansas Western gas transportation agreement: once it ends, does anything carry on "
            "afterwards, like squaring up the balancing?",
            AWG_PIPELINE,
            "Post-Termination Services",
        ),
        (
            "at50",
            "Ecopetrol crude transport contract (Solana in Colombia): can the shipper hand the contract to "
            "someone else without Ecopetrol's say-so?",
            ECOPETROL_CRUDE,
            "Anti-Assignment",
        ),
        (
            "at51",
            "Martin Midstream marine transport agreement: can Midstream Fuel sublet the barges or pass the "
            "agreement on to another company?",
            MARTIN_MARINE,
            "Anti-Assignment",
        ),
        (
            "at52",
            "The Nexstar / WYZZ outsourcing agreement: can either side transfer it to a third party "
            "without the other's OK?",
            NEXSTAR_WYZZ,
            "Anti-Assignment",
        ),
        (
            "at53",
            "Airspan distributor agreement with GLS: what obligations carry on after it ends, e.g. keeping "
            "records or paying out on late orders?",
            AIRSPAN_GLS,
            "Post-Termination Services",
        ),
        (
            "at54",
            "Driven Deliveries' consulting agreement with TruckThat: if something goes wrong, is Driven "
            "Deliveries' liability to TruckThat capped at some amount?",
            DRIVEN_TRUCKTHAT,
            "Cap On Liability",
        ),
        (
            "at55",
            "Corio's licence and hosting agreement with Changepoint: who owns any changes or enhancements "
            "made to the software?",
            CORIO_CHANGEPOINT,
            "Ip Ownership Assignment",
        ),
        (
            "at56",
            "Biopure's agency agreement with The Butler Company: how is the agent paid, is there a "
            "percentage on what gets shipped?",
            BIOPURE_BUTLER,
            "Revenue/Profit Sharing",
        ),
        (
            "at57",
            "Integra / PcoMed supply agreement: is there a limit on how many units PcoMed treats per run?",
            INTEGRA_PCOMED,
            "Volume Restriction",
        ),
        (
            "at58",
            "Great Lakes Gas / ANR transport agreement: can ANR just give notice and walk away before the "
            "end of the term, no reason needed?",
            GREAT_LAKES_ANR,
            "Termination For Convenience",
        ),
        (
            "at59",
            "TransMontaigne services agreement: does it stop either side from poaching the other's staff?",
            TRANSMONTAIGNE,
            "No-Solicit Of Employees",
        ),
        (
            "at60",
            "ZTO line-haul agreement with Tonglu Tongze: does the haulier promise ZTO its best rate, i.e. "
            "nobody else gets cheaper freight?",
            ZTO_LINEHAUL,
            "Most Favored Nation",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "at61",
            "Across our transport agreements, which ones limit how much the carrier can be on the hook for "
            "if a load is lost or damaged?",
            "Cap On Liability",
            (TRANSPORT,),
        ),
        (
            "at62",
            "Are any of our transport agreements exclusive, i.e. we've committed to use only that carrier "
            "for the run?",
            "Exclusivity",
            (TRANSPORT,),
        ),
        (
            "at63",
            "Do any of the transport agreements promise us rates at least as good as the carrier gives "
            "anyone else?",
            "Most Favored Nation",
            (TRANSPORT,),
        ),
        (
            "at64",
            "IT services: which hosting or maintenance agreements cap the vendor's liability?",
            "Cap On Liability",
            (IT_SERVICES,),
        ),
        (
            "at65",
            "With our European partners, which agreements can be ended on notice without having to give a "
            "reason?",
            "Termination For Convenience",
            (EUROPEAN,),
        ),
        (
            "at66",
            "For contracts with a UK party, which ones stop either side poaching the other's people?",
            "No-Solicit Of Employees",
            (party_in("GB"),),
        ),
        (
            "at67",
            "Which supply agreements put a cap or ceiling on quantities?",
            "Volume Restriction",
            (SUP,),
        ),
        (
            "at68",
            "Which distribution agreements give the distributor a licence to use the supplier's trade "
            "marks or software?",
            "License Grant",
            (DIST,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "at69",
            "Can you change the end date on the ZTO line-haul agreement to 31/12/20? We agreed an extension "
            "on the call this morning.",
            refuse("write"),
            None,
        ),
        (
            "at70",
            "Please delete the Dairy Crest fleet maintenance agreement, it's been dead since the UK side "
            "exited.",
            refuse("write"),
            None,
        ),
        (
            "at71",
            "Could you pull the carriage contracts out of Kuehne+Nagel's Teams workspace? Their ops lead "
            "shares a channel with us.",
            refuse("workspace"),
            None,
        ),
        (
            "at72",
            "SELECT file_id, total_amount FROM contracts WHERE contract_type = 'Transportation' ORDER BY "
            "total_amount DESC;",
            refuse("query"),
            None,
        ),
        (
            "at73",
            "MATCH (c:Contract)-[:HAS_PARTY]->(p:Party {country: 'GB'}) SET c.governing_law = 'IE' RETURN "
            "count(c)",
            refuse("query"),
            None,
        ),
        ("at74", "What's the EUR to GBP rate today? Need it for the deck.", refuse("offtopic"), None),
        (
            "at75",
            "Can you draft a quick Teams message to the haulier chasing last week's missing PODs?",
            refuse("offtopic"),
            None,
        ),
        (
            "at76",
            "Should we renew the Martin Midstream marine transport agreement or go out to tender?",
            advice(MARTIN_MARINE),
            None,
        ),
        (
            "at77",
            "Should we push back on Ecopetrol's conditions for assigning the Colombian crude transport "
            "contract, or just accept them?",
            advice(ECOPETROL_CRUDE),
            None,
        ),
        (
            "at78",
            "What was the on-time delivery % on the ZTO line-haul routes last quarter?",
            unread(*OTD),
            U,
        ),
        (
            "at79",
            "Who's our account manager at Metavante for the OFG outsourcing?",
            unread(*ACCOUNT_MANAGER),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user39_questions() -> list[Question]:
    return question_set(
        "user39", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER39_CLAUSE_CONTRACTS", "user39_questions"]
