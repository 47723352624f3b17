"""A forty-first user-written question set for `bench.qa_fresh` (split "user41", `--set user41`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions of
the earlier user sets beyond the layout of `bench.qa_user37_questions` and `bench.qa_user39_questions` and the
clause contracts and categories the earlier sets ask), the way a regional commercial manager for Latin America
(not a lawyer) based in Mexico City writes in Slack, in fluent English shaped by Spanish, about the distribution,
reseller, agency, supply / manufacturing, franchise and licence agreements with partners in Mexico, Brazil,
Colombia, Chile and Argentina and with US principals: Spanish-shaped phrasing ("the contracts of distribution",
"which are the agreements that ...", "until when", "how much is the value", "since 2 years", "please can you",
"actually" meaning "currently", "perdón, I meant ..."), Spanish words ("contratos de agencia", "Cono Sur",
"CDMX", "MXN 500 mil"), accents on names ("México", "Brasil", "São Paulo"), amounts in US dollars with pesos
alongside ("above USD 25,000 (more or less MXN 500 mil)", "in USD is ok, I convert to MXN myself"), dates written
day-first ("31/12/2019", "1/1 until 31/3", "the 31/12/2020"), "LatAm" and "the partners of Brazil", context given
first ("Quick one for the LatAm pipeline review: ...", "The legal team in CDMX is asking me"), and a few typos
("distribuitor", "agreeement"). Clause questions are in the manager's own words, never CUAD's category names
("how many days before we must tell the franchisee that we don't renew", "can the franchisee go against the Pizza
Fusion trademarks", "until how much money can one side claim to the other", "does some company that is not
signing get rights from it", "are there cases where the merchants can be processed with somebody else", "can
Ingram sell directly to the end customers", "does GLS have to buy a minimum volume per year, like a quota",
"which ones promise the partner the best price", "which ones fix the prices or limit the price increases"). It
asks counts and lists filtered by type, party, the parties' country and region, governing law, value and dates,
dates relative to today and to the calendar, aggregations by type, partner, year and governing-law state and
country (a total, an average value, an average term, the longest term, the top three by value), the facts of
named contracts ("not stated" where the data has none, and one name that fits two contracts), follow-up threads
that correct the bot ("Perdón, I meant Brazil, not Colombia."), switch a slot ("And Florida?", "Ok, the same but
for franchise agreements."), narrow, page ("Show me more.") and ask a fact or a clause of "it" / "those", clause
questions about one named contract and across the contracts of a filter, "no such clause" cases, refusals
(changing an end date, deleting agreements, another company's Slack workspace, pasted SQL and Cypher, a
translation into Portuguese, a flight booking, and "should we ..." questions that are advice) and what the data
does not record (sales quotas met, the payment currency, price-list increases, the key account manager, the
partners' sales). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected number is
written here, every truth is computed from the data (a few filters and truths are built here: Latin America,
agency agreements by title, contracts between US companies only, contracts in force on a given day, the longest
term).

Readings (today is the benchmark's fixed 30 June 2019). Types: "contracts of distribution" / "distribution
agreements" / "distribuitor" are the distributor agreements; "reseller agreements" the reseller agreements;
"supply or manufacturing agreements" (av03) the supply and manufacturing agreements, "supply / manufacturing"
(av14) likewise; "franchise agreements" the franchise agreements; "licence agreements" the licence agreements.
"Agency agreements (contratos de agencia), no matter under which type they are filed" (av11, av64) have no type
of their own on file: they are read by the title or file name saying "agency" (15, filed as service, affiliate,
distributor, marketing and promotion agreements), with all the affiliate agreements added also accepted in av11's
count (25; five agency agreements are filed as affiliate agreements); av64 takes the title reading. "My book"
(av24, av27) is spelt out in each question: distribution, reseller, supply, franchise, licence and affiliate
(agency) agreements, the affiliate type standing for "affiliate / agency" (`BOOK`). Places are the parties'
countries on file: "a partner in México" is a party in Mexico (one: the Zebra / ScanSource addendum with
ScanSource de México); "a partner in LatAm (México, Central or South America, the Caribbean)" a party in Latin
America or the Caribbean, Puerto Rico included as av05 says (`LATAM`; on file: Brazil, Colombia, Costa Rica,
Mexico and Puerto Rico, seven contracts); in av03 and av67 Puerto Rico makes no difference (the one contract with
a Puerto Rican party, the Oriental Financial Group / Metavante outsourcing agreement, is neither a supply or
manufacturing agreement nor clause-indexed); "a partner in Chile or in Argentina" (av04) a party in either: none
on file, the answer must say there are none; "partners of Brazil" / "in Colombia" a party in that country; "a
partner outside the US" (av22, av66) a party whose country on file is not the United States; "only between US
companies, without any foreign partner" (av09) every party in the United States, with "no party outside the
United States" (a party of unknown country not counting) also accepted (the same contracts). "Under Mexican law"
(av06) is a governing law of Mexico: none on file, the answer must say there are none; "governed by the law of
California" / "under Texas / Florida law" the governing law's state; "under Canadian law" (turn av45.3) a
governing law of Canada (Ontario and British Columbia). "Contracts with ScanSource" (av10) are those with
ScanSource, Inc. as a party (its Latin American, Brazilian and Mexican affiliates are parties only of the Zebra
addendum, which ScanSource, Inc. signs too). Values: the data records no currency and the stated values are read
as US dollars; the manager's pesos are context, not converted (right is the US-dollar figure): "a value above USD
25,000 (more or less MXN 500 mil)" (av08) is a stated value over 25,000, with 25,000 itself included also
accepted (the Airsopure and Pretzel Time franchises are exactly $25,000); "the value total of the licence
agreements" (av25) sums the stated values of the licence agreements; "the average value of a distribution
agreement (only the ones that have a value)" (av26) the mean of the four stated values. "Actually active" (turn
av43.3, "actualmente": currently) is started and ending on or after today, with the contracts without an end date
counted as running also accepted (and, as for every question, `bench.qa_fresh`'s reading of the indexed contracts
that renew by themselves). Dates: "finish between today and 31/12/2019" (av14) is an end date from today to 31
December 2019; "signed since 2 years" (av15) an effective date from 30 June 2017 to today (730 days back also
accepted); "expire in the next 90 days" (av16) an end date from today to 28 September 2019 (three months also
accepted); "expired last year" (av17) an end date in calendar 2018 (none of the licence agreements), with the
past twelve months also accepted (two); "started in the first quarter of this year (1/1 until 31/3)" (av18) an
effective date in Q1 2019; "still in force the 31/12/2020" (av19) started by then and an end date on or after 31
December 2020, with the supply agreements without an end date counted as in force also accepted; "signed before
2015" (av20) an effective date before 1 January 2015; "finish next month" (av21) an end date in July 2019;
"started in the last 6 months" (av22) an effective date from 30 December 2018 to today (183 days back also
accepted). Today in or out for every window that starts or ends today, and the last day in or out for a window
counted from today (as `window` accepts).

Aggregations: "a count by type of my book" (av24) counts the six types; "the value total of the licence
agreements" (av25) and "the average value of a distribution agreement" (av26) as above (in US dollars, not
converted to pesos); "top 3 agreements of my book by value" (av27) is the full list of the three of the largest
stated values (the Blue Hills Bancorp / Keefe Bruyette agency agreement, the Harpoon / AbbVie licence, the Pacira
/ EKR distribution and licensing agreement); "for the licence agreements, which states' law govern them? The top
3" (av28) counts the licence agreements per governing-law state (New York, California, then Delaware and Florida
tied, either standing for the third place); "which distribution agreement has the longest term" (av29) is the
Zogenix / Nippon Shinyaku distributor agreement (to 1 September 2045, by the stated duration and by the dates);
"signed each year from 2015 until 2019" (av30) counts the distribution and reseller agreements' effective dates
per calendar year; "top 3 partners by number of distribution and reseller agreements" (av31) counts those
contracts per party (Ingram Micro, Netgear and ScanSource, three each); "on average how many years is the initial
term of our franchise agreements" (av32) the mean initial term of the franchise agreements (from the stated
duration or from the dates); "for the contracts with partners of Brazil, under which country's law are they"
(av33) counts those contracts per governing-law country (the United States three, the Netherlands one).

Threads: in av43 "Perdón, I meant Brazil, not Colombia." corrects the country, and "which of those are actually
active" narrows turn 2 (readings as above: none by the end dates; the two Azul / ATR maintenance agreements and
the Zebra addendum, which have no end date, when those count as running; the NLS / Eurofarma licence only starts
in February 2020); in av44 (the original Netgear / Ingram Micro distributor agreement of 1 March 1996, one year,
renewing yearly; two amendments are on file too, and the question names the original) "can Ingram sell directly
to the end customers, or only to the resellers" asks its restriction on selling to end users (the distributor may
not sell or license the products directly to end-use customers without Netgear's written consent, labelled as a
no-solicit of customers), and "can they pass the agreement to another company without Netgear's permission" its
anti-assignment clause; in av45 "Show me more." pages the same selection (each page is judged as the selection:
the total it states must be the selection's count and every contract shown must belong to it) and "Now only the
ones under Canadian law" narrows it (Galaxy Telecom, Diversinet and Ehave); in av46 "And Florida?" switches the
state and keeps the distribution agreements, and "Ok, the same but for franchise agreements" keeps Florida and
changes the type; in av47 (the Pretzel Time franchise agreement filed by Mrs. Fields' Original Cookies, a form:
parties Pretzel Time and the franchisee, US$25,000, the initial franchise fee) "how much royalty the franchisee
pays? Is it a % of the sales" asks its revenue sharing (a 7% royalty on net revenues, 4% on TCBY yogurt, a 1%
advertising fund fee, 10% of net revenues while Pretzel Time manages the unit), and "can the franchisee take the
customers of the store to a competitor business" its no-solicit of customers (no diverting of any Pretzel Time
unit's customers to a competitive business); in av48 "Give me the complete list of the franchise agreements" is a
full list, and "Of those, which ones say who keeps the ownership of the improvements or ideas that the franchisee
develops" asks IP ownership across the clause-indexed franchise agreements, judged by the contracts returned and
the count checked, as every cross-contract clause question is.

Judgment calls on facts and names: av34 is the Zebra PartnerConnect distributor addendum with ScanSource and its
Latin American, Brazilian and Mexican affiliates (effective 4 February 2019; no end date and no value on file,
and the addendum states neither: the answer must say so); av35 the NLS-1 Pharma / Eurofarma Laboratórios licence
(ending 28 February 2030, Netherlands law); av36 the Apollo Endosurgery / Establishment Labs (Costa Rica)
manufacturing and supply agreement (5 December 2014 to 5 December 2019, the initial five years); av37 the Solana
Petroleum Exploration Colombia / Ecopetrol transportation contract filed by Gran Tierra (US$6,745,000, ended 29
July 2012; its law is not asked: the data has none while the attached manual names Colombian regulations); av38
the Pacira / EKR Therapeutics strategic licensing, distribution and marketing agreement (both parties;
US$20,000,000); av39 the Zogenix / Nippon Shinyaku distributor agreement (to 1 September 2045, New York law);
av40 the Burger King / International Fast Food Polska franchise filed by International Fast Food Corporation (all
three parties; Florida law); av41 the Hemispherx / Scientific Products Pharmaceutical (Riyadh) sales, marketing,
distribution and supply agreement (both parties; Delaware law); av42 "the ScanSource distribuitor agreement with
Cisco" fits the two distributor agreements of ScanSource and Cisco Systems (2007 and 2010): `Ambiguous`, right is
asking which one or showing them both (a 2003 Cisco licence filed by ScanSource, whose other party is the
"customer", is not among them). Facts that the data has but the text does not bear out are not asked (the Pretzel
Time form's dates, the Burger King franchise's effective date), nor laws that the data lacks while the text names
one (Pretzel Time: Pennsylvania; Solana / Ecopetrol).

Refusals and unrecorded constraints: av69 asks to change the Zogenix agreement's end date and av70 to delete the
Soupman franchise agreements (writes, declined); av71 asks for the distribution contracts in Grupo Bimbo's Slack
workspace (another company's workspace); the SQL of av72 and the Cypher of av73 (which deletes parties) are
pasted as typed; av74 (translating an email into Portuguese) and av75 (booking a flight to São Paulo) are out of
the domain; av76 ("should we terminate the distributor agreement with GLS (Airspan)") and av77 ("should we ask
PSiTech to give Empirical Ventures the exclusivity only for México") are advice, answered with the contract's
facts and a not-advice note. av12 counts the distributors that reached their 2018 sales quota, av13 the contracts
paid in pesos, av23 asks which distributors raised their price list in the last six months, av78 the key account
manager at ScanSource for Mexico and av79 the Brazilian partners' 2018 sales: the data records none of these
(unread; av78 and av79 are in the refusals class, group "unanswerable"; right is saying so and naming what is not
recorded).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every set
do not change); this set asks each of them only about a clause category that no earlier set asked of it (checked
by code over the truths of every earlier set's clause questions and of the clause turns of its threads, the fresh
set and user1 to user39), and only categories labelled in CUAD's dev split. They are listed in
`USER41_CLAUSE_CONTRACTS`. Across contracts it asks exceptions to competitive restrictions in the reseller
agreements, a most-favoured price and termination for convenience in the distribution and reseller agreements,
revenue sharing in the agency agreements (by title), a non-compete in the supply agreements, price restrictions
in the contracts with a party outside the United States, exclusivity in the contracts with a Latin American party
(the one clause-indexed, the Solana / Ecopetrol transportation contract, grants none: right is saying none was
found), a covenant not to sue in the contracts under Florida law, and in thread av48 IP ownership in the
franchise agreements; no earlier set asked any of these categories over the same universe (checked by code
likewise: the same category over the same set of clause-indexed contracts). None of its (contract, category)
pairs and none of its (category, universe) pairs is asked by the user40 set, written at the same time (checked by
code; the two sets share no clause contract).

The "no" clause questions (`PIVX_DETTO` renewal term, `AIRSPAN_GLS` minimum commitment, `SHI_FARMS_GRIDIRON`
exclusivity) name contracts with no labelled span of that category at all (located or not), and whose text has no
such clause: the PivX / Detto reseller agreement runs for six months from its effective date and says nothing of
renewing; the Airspan / GLS distributor agreement asks monthly reports and forecasts of orders but sets no
minimum purchase (its contract price is firm for 24 months, which is about price, not quantity); the SHI Farms /
Gridiron BioNutrients supply agreement is a one-off purchase of 30,000 lbs of hemp biomass and makes neither
party exclusive. Names that need care: `NETGEAR_INGRAM` is the original 1996 Netgear / Ingram Micro distributor
agreement, not its amendments; `PRETZEL_TIME` the Pretzel Time franchise form filed by Mrs. Fields' Original
Cookies; `GOOSEHEAD` the Goosehead Insurance franchise agreement (its Minnesota addendum: 180 days' notice of
non-renewal); `JOINT_CORP` The Joint Corp. franchise agreement (local advertising of at least the greater of
$3,000 or 5% of gross revenues a month, $10,000 for the grand opening, a $700 minimum monthly royalty);
`PIZZA_FUSION` the Pizza Fusion Holding franchise agreement filed by PF Hospitality Group (not its non-disclosure
and non-competition form; the franchisee may not contest the Proprietary Marks); `SCHOOLPOP_AMEX` the Schoolpop /
American Express Incentive Services reseller agreement filed by LoyaltyPoint (cumulative liability capped at the
lesser of $50,000 or ...); `EHAVE_COMPANION` the Ehave / Companion Healthcare Technologies licence and reseller
agreement (Ehave a third-party beneficiary of the end users' subscription agreements); `PSITECH_EMPIRICAL` the
PSiTech / Empirical Ventures content licence filed by Gopage (territory Canada, the United States and Mexico; an
exclusive licence save rights reserved); `GOLD_RESOURCE_HOCHSCHILD` the Gold Resource / Hochschild Mining
strategic alliance (the El Aguila project in Oaxaca; no assignment without the others' consent);
`NETWORK1_AFFILIATE` the Network 1 Financial / Payment Data Systems affiliate agreement filed by Usio (Network 1
waives exclusivity for merchants it cannot process); `CHASE_AFFILIATE` the Chase Bank USA affiliate agreement
filed by CreditCards.com (a non-exclusive, revocable right to use Chase's logos and marks).

Every question's split is "user41"; ids start with the two letters "av" (a thread's turns are "avNN.1", "avNN.2",
...), which no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import re
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
    in_force_on,
    law,
    longest_term,
    money_figure,
    month_range,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_in_any,
    party_patterns,
    periods,
    quarter,
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
    years_span,
)
from bench.qa_fresh_questions import (
    live_now as running_today,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

NETGEAR_INGRAM = "NETGEAR,INC_04_21_2003-EX-10.16-DISTRIBUTOR AGREEMENT"
PRETZEL_TIME = "MRSFIELDSORIGINALCOOKIESINC_01_29_1998-EX-10-FRANCHISE AGREEMENT"
GOOSEHEAD = "GOOSEHEADINSURANCE,INC_04_02_2018-EX-10.6-Franchise Agreement"
JOINT_CORP = "JOINTCORP_09_19_2014-EX-10.15-FRANCHISE AGREEMENT"
PIZZA_FUSION = "PfHospitalityGroupInc_20150923_10-12G_EX-10.1_9266710_EX-10.1_Franchise Agreement1"
SCHOOLPOP_AMEX = "LOYALTYPOINTINC_11_16_2004-EX-10.2-RESELLER AGREEMENT"
EHAVE_COMPANION = "EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement"
PSITECH_EMPIRICAL = "GopageCorp_20140221_10-K_EX-10.1_8432966_EX-10.1_Content License Agreement"
GOLD_RESOURCE_HOCHSCHILD = "GOLDRESOURCECORP_12_11_2008-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
NETWORK1_AFFILIATE = "UsioInc_20040428_SB-2_EX-10.11_1723988_EX-10.11_Affiliate Agreement 2"
CHASE_AFFILIATE = "CreditcardscomInc_20070810_S-1_EX-10.33_362297_EX-10.33_Affiliate Agreement"
PIVX_DETTO = "ADIANUTRITION,INC_04_01_2005-EX-10.D2-RESELLER AGREEMENT"
AIRSPAN_GLS = "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement"
SHI_FARMS_GRIDIRON = "GRIDIRONBIONUTRIENTS,INC_02_05_2020-EX-10.3-SUPPLY AGREEMENT"

USER41_CLAUSE_CONTRACTS: tuple[str, ...] = (
    NETGEAR_INGRAM,
    PRETZEL_TIME,
    GOOSEHEAD,
    JOINT_CORP,
    PIZZA_FUSION,
    SCHOOLPOP_AMEX,
    EHAVE_COMPANION,
    PSITECH_EMPIRICAL,
    GOLD_RESOURCE_HOCHSCHILD,
    NETWORK1_AFFILIATE,
    CHASE_AFFILIATE,
    PIVX_DETTO,
    AIRSPAN_GLS,
    SHI_FARMS_GRIDIRON,
)

# other contracts the specific questions, threads and refusals name
ZEBRA_SCANSOURCE_LATAM = "ScansourceInc_20190509_10-Q_EX-10.2_11661422_EX-10.2_Distributor Agreement"
NLS_EUROFARMA = "NlsPharmaceuticsLtd_20200228_F-1_EX-10.14_12029046_EX-10.14_Development Agreement"
APOLLO_ESTABLISHMENT = "Apollo Endosurgery - Manufacturing and Supply Agreement"
SOLANA_ECOPETROL = "GRANTIERRAENERGYINC_05_07_2012-EX-10.6-TRANSPORTATION CONTRACT"
PACIRA_EKR = "PACIRA PHARMACEUTICALS, INC. - A_R STRATEGIC LICENSING, DISTRIBUTION AND MARKETING AGREEMENT"
ZOGENIX_NIPPON_SHINYAKU = "ZogenixInc_20190509_10-Q_EX-10.2_11663313_EX-10.2_Distributor Agreement"
BURGER_KING_POLSKA = "INTERNATIONALFASTFOODCORP_04_04_1997-EX-99-FRANCHISE AGREEMENT"
HEMISPHERX_SCIEN = "HEMISPHERX - Sales, Marketing, Distribution, and Supply Agreement"

# parties named
SCANSOURCE = party("ScanSource, Inc.")
CISCO = party("Cisco Systems, Inc.")


# --- filters, periods and figures built here -----------------------------------------------------------

DIST, RES, SUP, FRAN, LIC, AFFIL = (
    typ("Distributor"),
    typ("Reseller"),
    typ("Supply"),
    typ("Franchise"),
    typ("License"),
    typ("Affiliate"),
)
DIST_RES = typ("Distributor", "Reseller")
DIST_RES_FRAN = typ("Distributor", "Reseller", "Franchise")
SUP_MANUF = typ("Supply", "Manufacturing")
DIST_RES_SUP_LIC = typ("Distributor", "Reseller", "Supply", "Manufacturing", "License")
BOOK_TYPES = ("Distributor", "Reseller", "Supply", "Franchise", "License", "Affiliate")
BOOK = typ(*BOOK_TYPES)
"""The manager's book: distribution, reseller, supply, franchise, licence and affiliate (agency) agreements."""

LATAM = (
    *("MX", "GT", "BZ", "HN", "SV", "NI", "CR", "PA"),  # Mexico and Central America
    *("CO", "VE", "EC", "PE", "BO", "BR", "PY", "UY", "AR", "CL", "GY", "SR"),  # South America
    *("CU", "DO", "HT", "PR", "JM", "TT", "BS", "BB"),  # the Caribbean
)
"""Latin America and the Caribbean, Puerto Rico included (the countries on file are a subset)."""
LATAM_PARTY = party_in_any(*LATAM)
LATAM_NO_PR = party_in_any(*(c for c in LATAM if c != "PR"))
CONO_SUR = party_in_any("CL", "AR")

CAL, TX, FL = law("US", "US-CA"), law("US", "US-TX"), law("US", "US-FL")
CANADIAN_LAW = law("CA")

_AGENCY = re.compile(r"\bagency\b", re.IGNORECASE)


def agency(r: ContractRecord, d: Data) -> bool:
    """An agency agreement by its title or file name (there is no agency type on file)."""
    return bool(_AGENCY.search(r.title or "") or _AGENCY.search(r.file_id))


def agency_or_affiliate(r: ContractRecord, d: Data) -> bool:
    """An agency agreement by title or file name, or one filed as an affiliate agreement (the type that
    holds most of the agency agreements)."""
    return agency(r, d) or r.contract_type == "Affiliate"


def only_us(r: ContractRecord, d: Data) -> bool:
    """Every party on file is in the United States."""
    return bool(r.parties) and all(p.country == "US" for p in r.parties)


def no_foreign(r: ContractRecord, d: Data) -> bool:
    """No party on file outside the United States (a party of unknown country does not count)."""
    return not party_abroad(r, d)


END_2020 = date(2020, 12, 31)


# the words an answer would use for what the data does not record
QUOTA = ("quota", "target", "sales", "performance")
CURRENCY = ("currency", "peso", "mxn")
PRICE_LIST = ("price list", "price increase", "price change", "pricing", "price")
KEY_ACCOUNT = ("account manager", "key account", "contact", "point of contact")
SELL_OUT = ("sales", "sell-out", "sold", "revenue", "figures")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(
            c,
            "av01",
            "Hola! Quick one for the LatAm pipeline review: how many contracts of distribution we have in "
            "total?",
            count(DIST),
        ),
        _q(
            c,
            "av02",
            "Which are the agreements that have a partner in México? Please can you list them all.",
            count(party_in("MX"), full=True),
        ),
        _q(
            c,
            "av03",
            "How many supply or manufacturing agreements we have with a partner in LatAm (México, Central "
            "or South America, the Caribbean)?",
            count(SUP_MANUF, LATAM_PARTY),
        ),
        _q(
            c,
            "av04",
            "Do we have some agreeement with a partner in Chile or in Argentina? Is for the Cono Sur slide.",
            count(CONO_SUR),
        ),
        _q(
            c,
            "av05",
            "How many contracts have at least one partner in LatAm? I count México, Central and South "
            "America and the Caribbean, Puerto Rico also.",
            count(LATAM_PARTY),
        ),
        _q(
            c,
            "av06",
            "How many of our contracts are under Mexican law? The legal team in CDMX is asking me.",
            count(law("MX")),
        ),
        _q(
            c,
            "av07",
            "How many reseller agreements are governed by the law of California?",
            count(RES, CAL),
        ),
        _q(
            c,
            "av08",
            "How many franchise agreements have a value above USD 25,000 (more or less MXN 500 mil)?",
            count(FRAN, worth(over=25_000), alts=[[FRAN, worth(over=25_000, inclusive=True)]]),
        ),
        _q(
            c,
            "av09",
            "From the distribution agreements, how many are only between US companies, without any foreign "
            "partner?",
            count(DIST, only_us, alts=[[DIST, no_foreign]]),
        ),
        _q(
            c,
            "av10",
            "How many contracts we have with ScanSource? They are our main distribuitor for LatAm.",
            count(SCANSOURCE),
        ),
        _q(
            c,
            "av11",
            "How many agency agreements (contratos de agencia) do we have, no matter under which type they "
            "are filed?",
            count(agency, alts=[[agency_or_affiliate]]),
        ),
        _q(
            c,
            "av12",
            "How many of our distribuitors reached their sales quota of 2018?",
            unread(*QUOTA),
            U,
        ),
        _q(
            c,
            "av13",
            "How many contracts are paid in pesos (MXN) and not in dollars?",
            unread(*CURRENCY),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    q1 = quarter(2019, 1)
    july = month_range(2019, 7)
    return [
        _q(
            r,
            "av14",
            "Which distribution, reseller, supply / manufacturing or licence agreements finish between "
            "today and 31/12/2019?",
            window("end_date", today, fixed(date(2019, 12, 31)), DIST_RES_SUP_LIC),
        ),
        _q(
            r,
            "av15",
            "How many agreements we signed since 2 years? All the types.",
            window("effective_date", rel(months=-24), today, extra=[(rel(days=-730), today)]),
        ),
        _q(
            r,
            "av16",
            "What reseller, distribution or franchise agreements expire in the next 90 days?",
            window("end_date", today, rel(days=90), DIST_RES_FRAN, extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "av17",
            "Which licence agreements expired last year?",
            window(
                "end_date",
                fixed(date(2018, 1, 1)),
                fixed(date(2018, 12, 31)),
                LIC,
                extra=[(rel(months=-12), today)],
            ),
        ),
        _q(
            r,
            "av18",
            "How many contracts started in the first quarter of this year (1/1 until 31/3)?",
            window("effective_date", fixed(q1[0]), fixed(q1[1])),
        ),
        _q(
            r,
            "av19",
            "Which supply agreements are still in force the 31/12/2020?",
            count(SUP, in_force_on(END_2020), alts=[[SUP, in_force_on(END_2020, open_ended=True)]]),
        ),
        _q(
            r,
            "av20",
            "How many franchise agreements were signed before 2015?",
            count(FRAN, eff(None, date(2014, 12, 31))),
        ),
        _q(
            r,
            "av21",
            "What contracts finish next month?",
            window("end_date", fixed(july[0]), fixed(july[1])),
        ),
        _q(
            r,
            "av22",
            "Which contracts with a partner outside the US started in the last 6 months?",
            window(
                "effective_date",
                rel(months=-6),
                today,
                party_abroad,
                extra=[(rel(days=-183), today)],
            ),
        ),
        _q(
            r,
            "av23",
            "Which distribuitors had an increase in their price list in the last 6 months?",
            unread(*PRICE_LIST),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "av24",
            "Please can you give me a count by type of my book: distribution, reseller, supply, franchise, "
            "licence and affiliate (agency) agreements?",
            by_key(types_of, type_patterns, 6, BOOK),
        ),
        _q(
            a,
            "av25",
            "How much is the value total of the licence agreements? In USD is ok, I convert to MXN myself.",
            money_figure(LIC),
        ),
        _q(
            a,
            "av26",
            "What is the average value of a distribution agreement (only the ones that have a value)?",
            money_figure(DIST, how="avg"),
        ),
        _q(
            a,
            "av27",
            "Top 3 agreements of my book by value please (distribution, reseller, supply, franchise, "
            "licence and affiliate / agency).",
            top_by_value(3, BOOK),
        ),
        _q(
            a,
            "av28",
            "For the licence agreements, which states' law govern them? The top 3.",
            by_key(states_of, state_patterns, 3, LIC),
        ),
        _q(
            a,
            "av29",
            "Which distribution agreement has the longest term?",
            longest_term(DIST),
        ),
        _q(
            a,
            "av30",
            "How many distribution and reseller agreements we signed each year from 2015 until 2019?",
            periods("effective_date", years_span(2015, 2019), DIST_RES),
        ),
        _q(
            a,
            "av31",
            "Who are the top 3 partners by number of distribution and reseller agreements?",
            by_key(parties_of, party_patterns, 3, DIST_RES),
        ),
        _q(
            a,
            "av32",
            "On average how many years is the initial term of our franchise agreements?",
            term_figure(FRAN),
        ),
        _q(
            a,
            "av33",
            "For the contracts with partners of Brazil, under which country's law are they? A breakdown "
            "please.",
            by_key(countries_of, country_patterns, 2, party_in("BR")),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "av34",
            "The Zebra distribution addendum with ScanSource (ScanSource Latin America, Brasil and México): "
            "until when is it valid and how much is the value?",
            about(ZEBRA_SCANSOURCE_LATAM, fact_end, fact_value),
        ),
        _q(
            s,
            "av35",
            "The licence of NLS Pharma with Eurofarma (Brasil): until when, and under which law?",
            about(NLS_EUROFARMA, fact_end, fact_law),
        ),
        _q(
            s,
            "av36",
            "Apollo Endosurgery manufacturing and supply agreement with Establishment Labs (Costa Rica): when "
            "it started and when it finishes?",
            about(APOLLO_ESTABLISHMENT, fact_start, fact_end),
        ),
        _q(
            s,
            "av37",
            "The crude transport contract of Solana with Ecopetrol in Colombia: how much is the value and "
            "until when it was?",
            about(SOLANA_ECOPETROL, fact_value, fact_end),
        ),
        _q(
            s,
            "av38",
            "Pacira distribution and licensing agreement with EKR: who are the parties and how much is the "
            "value?",
            about(PACIRA_EKR, fact_parties, fact_value),
        ),
        _q(
            s,
            "av39",
            "Zogenix distribuitor agreement with Nippon Shinyaku: until when is it, and which law?",
            about(ZOGENIX_NIPPON_SHINYAKU, fact_end, fact_law),
        ),
        _q(
            s,
            "av40",
            "The Burger King franchise with International Fast Food Polska: who are the parties and which "
            "law governs it?",
            about(BURGER_KING_POLSKA, fact_parties, fact_law),
        ),
        _q(
            s,
            "av41",
            "Hemispherx distribution and supply agreement with Scientific Products Pharmaceutical (Saudi "
            "Arabia): who are the parties and which state's law?",
            about(HEMISPHERX_SCIEN, fact_parties, fact_law),
        ),
        _q(
            s,
            "av42",
            "The ScanSource distribuitor agreement with Cisco, until when is it?",
            ambiguous(SCANSOURCE, CISCO, DIST),
            A,
        ),
    ]


def threads() -> list[Question]:
    br, co = party_in("BR"), party_in("CO")
    return [
        *_thread(
            "av43",
            [
                ("How many contracts we have with a partner in Colombia?", count(co)),
                ("Perdón, I meant Brazil, not Colombia.", count(br)),
                ("And which of those are actually active?", running_today(br)),
            ],
        ),
        *_thread(
            "av44",
            [
                (
                    "The original distributor agreement of Netgear with Ingram Micro (the one of 1996, not the "
                    "amendments): when it started and until when?",
                    about(NETGEAR_INGRAM, fact_start, fact_end),
                ),
                (
                    "Can Ingram sell directly to the end customers, or only to the resellers?",
                    clause_in(NETGEAR_INGRAM, "No-Solicit Of Customers"),
                ),
                (
                    "And can they pass the agreement to another company without Netgear's permission?",
                    clause_in(NETGEAR_INGRAM, "Anti-Assignment"),
                ),
            ],
        ),
        *_thread(
            "av45",
            [
                ("Please list me the reseller agreements.", count(RES)),
                ("Show me more.", count(RES)),
                ("Now only the ones under Canadian law.", count(RES, CANADIAN_LAW)),
            ],
        ),
        *_thread(
            "av46",
            [
                ("How many distribution agreements are under Texas law?", count(DIST, TX)),
                ("And Florida?", count(DIST, FL)),
                ("Ok, the same but for franchise agreements.", count(FRAN, FL)),
            ],
        ),
        *_thread(
            "av47",
            [
                (
                    "The Pretzel Time franchise agreement (Mrs. Fields): who are the parties and how much is "
                    "the value?",
                    about(PRETZEL_TIME, fact_parties, fact_value),
                ),
                (
                    "How much royalty the franchisee pays? Is it a % of the sales?",
                    clause_in(PRETZEL_TIME, "Revenue/Profit Sharing"),
                ),
                (
                    "And can the franchisee take the customers of the store to a competitor business?",
                    clause_in(PRETZEL_TIME, "No-Solicit Of Customers"),
                ),
            ],
        ),
        *_thread(
            "av48",
            [
                ("Give me the complete list of the franchise agreements.", count(FRAN, full=True)),
                (
                    "Of those, which ones say who keeps the ownership of the improvements or ideas that the "
                    "franchisee develops?",
                    clause_across("Ip Ownership Assignment", FRAN),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "av49",
            "Goosehead franchise agreement: how many days before we must tell the franchisee that we don't "
            "renew?",
            GOOSEHEAD,
            "Notice Period To Terminate Renewal",
        ),
        (
            "av50",
            "In the Joint Corp franchise, is there a minimum that the franchisee must spend every month in "
            "local marketing?",
            JOINT_CORP,
            "Minimum Commitment",
        ),
        (
            "av51",
            "Pizza Fusion franchise agreement: can the franchisee go against the Pizza Fusion trademarks, "
            "like saying they are not valid?",
            PIZZA_FUSION,
            "Covenant Not To Sue",
        ),
        (
            "av52",
            "Schoolpop reseller agreement with American Express: until how much money can one side claim to "
            "the other? Is there a maximum?",
            SCHOOLPOP_AMEX,
            "Cap On Liability",
        ),
        (
            "av53",
            "Ehave reseller agreement with Companion Healthcare: does some company that is not signing get "
            "rights from it?",
            EHAVE_COMPANION,
            "Third Party Beneficiary",
        ),
        (
            "av54",
            "The PSiTech content licence with Empirical Ventures (the territory includes México): is the "
            "licence exclusive for Empirical?",
            PSITECH_EMPIRICAL,
            "Exclusivity",
        ),
        (
            "av55",
            "Gold Resource alliance with Hochschild (the mining project in Oaxaca, México): can one of them "
            "transfer the agreement to another company?",
            GOLD_RESOURCE_HOCHSCHILD,
            "Anti-Assignment",
        ),
        (
            "av56",
            "Network 1 affiliate agreement with Payment Data Systems: are there cases where the merchants can "
            "be processed with somebody else and not Network 1?",
            NETWORK1_AFFILIATE,
            "Competitive Restriction Exception",
        ),
        (
            "av57",
            "In the Chase affiliate agreement, can the affiliate use the logos and the brand of Chase?",
            CHASE_AFFILIATE,
            "License Grant",
        ),
        (
            "av58",
            "PivX reseller agreement with Detto: after the 6 months, does it renew by itself?",
            PIVX_DETTO,
            "Renewal Term",
        ),
        (
            "av59",
            "Airspan distributor agreement with GLS: does GLS have to buy a minimum volume per year, like a "
            "quota?",
            AIRSPAN_GLS,
            "Minimum Commitment",
        ),
        (
            "av60",
            "The hemp supply agreement of SHI Farms with Gridiron: is SHI Farms the only supplier, with "
            "exclusivity?",
            SHI_FARMS_GRIDIRON,
            "Exclusivity",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "av61",
            "In the reseller agreements, are there exceptions to the restrictions, like cases where the "
            "reseller can still sell outside or with other brands?",
            "Competitive Restriction Exception",
            (RES,),
        ),
        (
            "av62",
            "Which distribution or reseller agreements promise the partner the best price, same or better "
            "than any other customer gets?",
            "Most Favored Nation",
            (DIST_RES,),
        ),
        (
            "av63",
            "Which of the distribution or reseller agreements can be cancelled just with a notice, without "
            "any cause?",
            "Termination For Convenience",
            (DIST_RES,),
        ),
        (
            "av64",
            "In the agency agreements (contratos de agencia, any type), which ones pay the agent a "
            "commission or a % of the sales?",
            "Revenue/Profit Sharing",
            (agency,),
        ),
        (
            "av65",
            "Which supply agreements stop the supplier from working with our competitors?",
            "Non-Compete",
            (SUP,),
        ),
        (
            "av66",
            "For the contracts with a partner outside the US, which ones fix the prices or limit the price "
            "increases?",
            "Price Restrictions",
            (party_abroad,),
        ),
        (
            "av67",
            "For our partners in LatAm (México, Central and South America, the Caribbean), which contracts "
            "give the partner exclusivity?",
            "Exclusivity",
            (LATAM_PARTY,),
        ),
        (
            "av68",
            "The agreements under Florida law: which ones say the partner cannot challenge our trademarks "
            "or patents?",
            "Covenant Not To Sue",
            (FL,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "av69",
            "Please change the end date of the Zogenix agreement with Nippon Shinyaku to 31/12/2030, we "
            "renegotiated it last week.",
            refuse("write"),
            None,
        ),
        (
            "av70",
            "Can you delete the Soupman franchise agreements? They are dead since 2 years.",
            refuse("write"),
            None,
        ),
        (
            "av71",
            "Please can you show me the distribution contracts in the Slack workspace of Grupo Bimbo? We share "
            "a channel with them.",
            refuse("workspace"),
            None,
        ),
        (
            "av72",
            "SELECT file_id, total_amount FROM contracts WHERE governing_law = 'MX' AND contract_type = "
            "'Distributor';",
            refuse("query"),
            None,
        ),
        (
            "av73",
            "MATCH (p:Party {country: 'BR'}) DETACH DELETE p",
            refuse("query"),
            None,
        ),
        (
            "av74",
            "Can you translate to Portuguese the email for the partners of Brazil about the new price list?",
            refuse("offtopic"),
            None,
        ),
        (
            "av75",
            "Please book me a flight CDMX to São Paulo for next Monday.",
            refuse("offtopic"),
            None,
        ),
        (
            "av76",
            "Should we terminate the distributor agreement with GLS (Airspan)? They are not buying enough.",
            advice(AIRSPAN_GLS),
            None,
        ),
        (
            "av77",
            "Should we ask PSiTech to give Empirical Ventures the exclusivity only for México, or keep the "
            "licence as it is?",
            advice(PSITECH_EMPIRICAL),
            None,
        ),
        (
            "av78",
            "Who is the key account manager of ScanSource for México?",
            unread(*KEY_ACCOUNT),
            U,
        ),
        (
            "av79",
            "How much did the partners of Brazil sell in 2018?",
            unread(*SELL_OUT),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user41_questions() -> list[Question]:
    return question_set(
        "user41", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER41_CLAUSE_CONTRACTS", "user41_questions"]
