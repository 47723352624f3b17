"""A thirty-third user-written question set for `bench.qa_fresh` (split "user33", `--set user33`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user31_questions` and `bench.qa_user30_questions` and
the clause contracts and categories the earlier sets ask), the way a supply-chain / operations manager (not a
lawyer) at a US manufacturer with plants in Ohio and Monterrey types into Slack from the plant floor on a
phone about the company's supply, contract-manufacturing, transport / 3PL, distribution, outsourcing and
maintenance agreements: ops words ("suppliers", "vendors", "CM deals", "3PL", "distrib", "supply agmts",
"outsourcing", "the canadian guys", "asia sourcing", "our Mexico suppliers", "sole source", "MOQ",
"take-or-pay", "lead times", "POs", "exclusive carrier", "can they bail", "before peak season (Oct 1)", "the
next 2 quarters", "the past 18 months", "since we moved to Monterrey (Jan 2017)"), amounts as "$500k", terse
lower case, "r", "w/", "rn", "pls", emoji and typos ("manufacuring"). Clause questions are in the manager's
own words, never CUAD's category names ("is Antares still allowed to build other devices for other customers",
"on top of the run fees does PcoMed get a % of Integra's sales", "can either side hand the contract to another
company", "is there a max daily qty they have to move", "is the courier locked in exclusively or can they run
same-day for other carriers", "if their product fails is what Lucid owes capped", "who keeps the ad sales
revenue, do they split it", "can either side cancel early w/o cause", "is there a cap on how much stock Ingram
can send back", "can the supplier run extra units or other product w/ the Playboy designs on the side", "are
we locked into a minimum / MOQ or take-or-pay", "is there any minimum supply commitment in it", "does it roll
over", "are they our exclusive carrier", "which ones ... lock in a minimum purchase", "stop them raising
prices on us"). It asks counts and lists filtered by type, party, party country and region, governing law,
value and dates, dates relative to today and to the calendar quarter, aggregations by type, vendor, country,
year and quarter (a total, an average value, an average term, the shortest term, the top three by value), the
facts of named contracts ("not stated" where the data has none, and one name that fits two contracts),
follow-up threads that correct the bot ("no wait i meant supply agmts"), switch a slot ("and CM /
manufacturing?"), narrow, widen the window ("push it out thru end of Q2 next yr"), page ("show me more") and
ask a fact or a clause of "it" / "those", clause questions about one named contract and across the contracts
of a filter, "no such clause" cases, refusals (changing an end date, deleting a vendor, another company's
Slack workspace, pasted SQL and Cypher, the weather in Monterrey, a freight quote, and "should we switch
suppliers" / "should we push back on force majeure" questions that are advice) and what the data does not
record (on-time delivery rates, open POs, lead-time misses, shipments stuck at a port, the internal buyer,
inventory on hand, supplier scorecards). It uses the helpers and truth objects of `bench.qa_fresh_questions`:
no expected number is written here, every truth is computed from the data (a few filters and truths are built
here: "3PL" and "outsourcing" by title, the Asian region, the shortest term).

Readings (today is the benchmark's fixed 30 June 2019, the last day of Q2 2019). Types: "supply agmts" are the
supply agreements; "CM deals" / "contract manufacturing" / "manufacturing" the manufacturing agreements;
"distrib" the distributor agreements; "transport" / "transportation" the transportation agreements;
"maintenance" the maintenance agreements; "service" the service agreements. "3PL" (an03, and the "3PL" of
an07, an09, an16, an18) has no type of its own: it is read as the transportation agreements, with a contract
whose title says transport / logistics / freight / courier also accepted (that adds the Purolator / Parcelway
transportation services agreement filed by Dynamex as a service agreement). "Outsourcing agmts" (an04) have no
type of their own either (they are filed as service, supply or manufacturing agreements): read by the title or
file name saying "outsourcing", with the summary saying so also accepted. Places are the parties' countries on
file: "the canadian guys" is a party in Canada, "our Mexico suppliers" a party in Mexico (an06: any contract,
since the question says "contracts"), "a party in China" / "a chinese party" a party in China; "asia sourcing"
(an05) is a party in East or South-East Asia (China, Hong Kong, Taiwan, Japan, South Korea, Singapore,
Malaysia, Thailand, Vietnam, the Philippines, Indonesia, Macau, Mongolia), with South Asia (India, Pakistan,
Bangladesh, Sri Lanka) added also accepted; "a supplier outside the US" (thread an46) is a party whose country
on file is not the United States (the data's roles do not say reliably which side supplies; unknown country
does not count). "Under Ohio law" (an09) is a governing law of Ohio. "Worth more than $500k" (an08) excludes
$500,000, included also accepted. "Still active" (an10, turn an44.4) is started and ending on or after today,
with the contracts without an end date counted as running also accepted (and, as for every question,
`bench.qa_fresh`'s reading of the indexed contracts that renew by themselves); "no end date at all
(evergreen)" (an11) is no end date on file. Dates: "before peak season (Oct 1)" (an14) is an end date from
today to 30 September 2019, with 1 October included also accepted; "before year end" (an15) today to 31
December 2019; "haven't started yet (start date still ahead)" (an16) an effective date after today (today
itself also accepted); "in the past 18 months" (an17) an effective date from 30 December 2017 to today (548
days back also accepted); "since we moved to Monterrey (Jan 2017) ... have kicked off" (an18) an effective
date from 1 January 2017 to today, with the contracts effective after today also counted also accepted;
"expired last year" (an19) an end date in 2018, with the rolling twelve months back to today also accepted;
"in the next 90 days" (an20) today to 90 days on (three months also accepted); "the next 2 quarters" (turns
an45.1, an45.2) today to 31 December 2019 (Q3 and Q4 2019), with six months on also accepted; "thru end of Q2
next yr (June 30 2020)" (turns an45.3, an45.4) today to 30 June 2020. Today in or out for every window that
starts or ends today, and the last day in or out for a window counted from today (as `window` accepts).

Aggregations: "count by type" (an23) counts the supply, manufacturing, transportation, distributor and
maintenance agreements; "top 5 vendors by # of contracts" (an24) counts the contracts of the supply,
manufacturing, transportation and distributor agreements per party (Premier Nutrition leads with its four
manufacturing agreements with Stremick's Heritage Foods and the BellRing master supply agreement; Ingram
Micro, NETGEAR and ScanSource follow; several parties tie at fifth place, any of them stands for it); "per
supplier country outside the US - top 3" (an25) counts the same contracts per non-US country of a party (a
contract counts once under each such country); "total $ of our supply + CM deals" (an26) sums the stated
values of the supply and manufacturing agreements; "avg value of a distrib agmt, the ones that have a value"
(an27) is the mean stated value of the distributor agreements; "supply + CM agmts signed per year, 2016 thru
2019" (an28) counts effective dates per calendar year; "top 3 biggest distrib deals by $" (an29) is the full
list of the three distributor agreements of the largest stated values; "avg term of our supply agmts in years"
(an30) is the mean initial term (from the stated duration or from the dates); "how many ... went effective
each quarter of 2018" (an31) counts the supply, manufacturing, transportation and distributor agreements per
calendar quarter of 2018 (every quarter with contracts must be given); "which transportation contract has the
shortest term" (an32) is the Energy XXI Gulf Coast / Energy XXI USA transportation agreement (30 days, by the
stated duration and by the dates).

Threads: in an42, "the canadian guys" are a party in Canada (the Fusion / CPDC and the Profound / Philips
supply agreements), "the CPDC one w/ Fusion" is the Centre for Probe Development and Commercialization /
Fusion Pharmaceuticals supply agreement (no end date on file, its term being redacted: the answer must say
so), "is there any minimum supply commitment in it?" asks its minimum commitment (the parties are to agree a
reasonable minimum percentage of product supply) and "if a batch goes bad is CPDC's liability capped?" its cap
on liability; in an43 (the Martin Operating Partnership / Midstream Fuel Service marine transportation
services agreement, ending 23 December 2006, Texas law, with no value on file: the answer to "what's it worth
$?" must say so) "are they our exclusive carrier for the fuel oil?" asks its exclusivity (Martin the sole and
exclusive provider) and "does it roll over after the 3 yrs?" its renewal term; in an44, "no wait i meant
supply agmts" corrects the type and keeps the party in China, "and CM / manufacturing?" switches the type
again, and "which of those are still active" narrows turn 3 (readings as an10); in an45, "just the service +
maintenance contracts" narrows the contracts ending in the next two quarters, "ok push it out thru end of Q2
next yr" widens the window and keeps the types, and "show me more" pages the same selection (each page is
judged as the selection: the total it states must be the selection's count and every contract shown must
belong to it); in an46, "list our supply agmts + CM deals w/ a supplier outside the US" and "show me more"
page the same selection, and "which of those cap what the supplier owes us if something goes wrong?" asks a
cap on liability across those of them that are clause-indexed, judged by the contracts returned and the count
checked, as every cross-contract clause question is.

Judgment calls on facts and names: an33 is the Marathon Petroleum / Marathon Pipe Line transportation services
agreement filed by MPLX (Ohio law, ending 11 June 2030); an34 the Solana Petroleum Exploration Colombia /
Ecopetrol transportation contract filed by Gran Tierra (US$6,745,000, ended 29 July 2012); an35 the Shi Farms
(EWSD 1) / Gridiron BioNutrients hemp supply agreement (US$150,000, no end date on file: the answer must say
so); an36 the Apollo Endosurgery / Establishment Labs manufacturing and supply agreement (ending 5 December
2019, Texas law); an37 the ElectraMeccanica / Chongqing Zongshen manufacturing agreement (Hong Kong law,
ending 1 February 2021); an38 the Sonos / Inventec Appliances manufacturing agreement (neither an end date nor
a governing law on file: the answer must say so for both); an39 the ExxonMobil Chemical / West Pharmaceutical
Services supply agreement (effective 1 January 2019, ending 31 December 2023); an40 the Zebra / ScanSource
distributor agreement with ScanSource de Mexico among its parties (effective 4 February 2019, governed by US
law with no state on file); an41 "the Flextronics CM agmt" fits the two manufacturing agreements of
Flextronics Israel (with NICE Systems, filed as an outsourcing agreement, and with Invasix): `Ambiguous`,
right is asking which one or showing them both.

Refusals and unrecorded constraints: an66 asks to change the end date of the Marathon pipeline transport deal
and an67 to delete Shi Farms from the vendors (writes, declined); an68 asks for the supply agreements in
Flex's Slack workspace (another company's workspace); the SQL of an69 and the Cypher of an70 (which writes)
are pasted as typed; an71 (the weather in Monterrey) and an72 (a freight quote) are out of the domain; an73
("should we switch suppliers - drop ExxonMobil on the West Pharma supply deal") and an74 ("can the LOHAS
seller bail on us w/ force majeure? should we push back", the Shenzhen LOHAS supply contract) are advice,
answered with the contract's facts and a not-advice note. an12 counts the suppliers with an on-time delivery
rate under 95%, an13 the open POs, an21 asks which suppliers blew their lead times, an22 which shipments are
stuck at the port, an75 who the internal buyer on the Antares account is, an76 the hemp on hand at the Ohio
plant and an77 a supplier scorecard: the data records none of these (unread; an75 to an77 are in the refusals
class, group "unanswerable"; right is saying so and naming what is not recorded). Warranty duration,
insurance, liquidated damages, force majeure and change of control are not among the categories labelled in
CUAD's dev split, so no clause question asks them (no truth could be computed).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked by code over the truths of every earlier set's clause questions and of the clause turns of its
threads, the fresh set and user1 to user31), and only categories labelled in CUAD's dev split. They are listed
in `USER33_CLAUSE_CONTRACTS`. Across contracts it asks exclusivity in the supply agreements, anti-assignment
and termination for convenience in the supply and manufacturing agreements, a renewal term in the
transportation agreements, a volume restriction in the supply, manufacturing and transportation agreements, a
minimum commitment in the contracts with a party in Canada, a price restriction in the contracts with a party
in China (none of the clause-indexed ones has one: right is saying none was found), and in thread an46 a cap
on liability in the supply and manufacturing agreements with a party outside the US; no earlier set asked any
of these categories over the same universe (checked by code likewise: the same category over the same set of
clause-indexed contracts).

The "no" clause questions (`LOHAS_SUPPLY` minimum commitment, `GREAT_LAKES_ANR` anti-assignment) name
contracts with no labelled span of that category at all (located or not), and whose text has no such clause:
the Shenzhen LOHAS supply contract is a framework agreement whose quantities are "subject to the purchase
order" issued by the buyer's agents, with no minimum quantity, volume or spend anywhere (its late-delivery
penalty and force-majeure clause bind the seller, not a purchase commitment); the Great Lakes Gas Transmission
/ ANR Pipeline transportation service agreement has no word on assignment or transfer at all (the word
"assign" does not occur in it). Names that need care: `ANTARES_AMAG` is the Antares Pharma / AMAG
Pharmaceuticals manufacturing agreement (Antares makes AMAG's devices exclusively for AMAG, but may make other
devices for itself or others: the exception to its exclusivity is what an47 asks); `FUSION_CPDC` the CPDC /
Fusion supply agreement; `SEASPINE_PCOMED` the Integra LifeSciences / PcoMed supply agreement filed by
SeaSpine (besides the run fees, Integra pays PcoMed a fee of a redacted percentage of its net sales of the
treated products); `SHI_FARMS` the Shi Farms / Gridiron hemp supply agreement (no waiver, amendment or
assignment without a signed writing); `MARTIN_MIDSTREAM` the Martin / Midstream Fuel marine transportation
agreement; `ARKANSAS_WESTERN` the Arkansas Western Pipeline / Arkansas Western Gas transportation service
agreement filed by Atmos Energy (a maximum daily quantity of 23,000 Dth); `PUROLATOR_DYNAMEX` the Purolator
Courier / Parcelway Courier Systems Canada transportation services agreement filed by Dynamex (Dynamex will
not provide same-day delivery for any other next-day courier); `LUCID_DIST` the Lucid distributor agreement
(Lucid's liability capped at the price paid for the products that caused the loss); `NEXSTAR_WYZZ` the WYZZ /
Nexstar Broadcasting of Peoria outsourcing agreement (Nexstar keeps the stations' advertising revenue after
paying WYZZ 35% of broadcast cash flow, 50% above a minimum); `BIOPURE_BUTLER` the Biopure / Butler Company
agency agreement filed as a distributor agreement (either may terminate without cause on 90 days' notice);
`NETGEAR_INGRAM` the NETGEAR / Ingram Micro distributor agreement (returns capped at a share of net
shipments); `PLAYBOY_SUPPLIER` the Playboy.com supplier / subcontractor purchase agreement (the supplier may
not produce more units than specified nor other items with the Playboy properties).

Every question's split is "user33"; ids start with the two letters "an" (a thread's turns are "anNN.1",
"anNN.2", ...), which no other set uses, so that no two questions of `--set all` share an id or an agent
thread.
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
    country_patterns,
    eff,
    fact_end,
    fact_law,
    fact_start,
    fact_value,
    fixed,
    foreign_countries,
    law,
    money_figure,
    no_end,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_in_any,
    party_patterns,
    periods,
    quarters_of,
    question_set,
    refuse,
    rel,
    shortest_term,
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
    live_now as running,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

ANTARES_AMAG = "Antares Pharma, Inc. - Manufacturing Agreement"
FUSION_CPDC = "FUSIONPHARMACEUTICALSINC_06_05_2020-EX-10.17-Supply Agreement - FUSION"
SEASPINE_PCOMED = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"
SHI_FARMS = "GRIDIRONBIONUTRIENTS,INC_02_05_2020-EX-10.3-SUPPLY AGREEMENT"
MARTIN_MIDSTREAM = "MARTINMIDSTREAMPARTNERSLP_01_23_2004-EX-10.3-TRANSPORTATION SERVICES AGREEMENT"
ARKANSAS_WESTERN = "ATMOSENERGYCORP_11_22_2002-EX-10.17-TRANSPORTATION SERVICE AGREEMENT"
PUROLATOR_DYNAMEX = "DYNAMEXINC_06_06_1996-EX-10.4-TRANSPORTATION SERVICES AGREEMENT"
LUCID_DIST = "LUCIDINC_04_15_2011-EX-10.9-DISTRIBUTOR AGREEMENT"
NEXSTAR_WYZZ = "NEXSTARFINANCEHOLDINGSINC_03_27_2002-EX-10.26-OUTSOURCING AGREEMENT"
BIOPURE_BUTLER = "BIOPURECORP_06_30_1999-EX-10.13-AGENCY AGREEMENT"
NETGEAR_INGRAM = "NETGEAR,INC_04_21_2003-EX-10.16-DISTRIBUTOR AGREEMENT"
PLAYBOY_SUPPLIER = (
    "PlayboyEnterprisesInc_20090220_10-QA_EX-10.2_4091580_EX-10.2_Content License Agreement_ Marketing "
    "Agreement_ Sales-Purchase Agreement2"
)
LOHAS_SUPPLY = "LohaCompanyltd_20191209_F-1_EX-10.16_11917878_EX-10.16_Supply Agreement"
GREAT_LAKES_ANR = "TcPipelinesLp_20160226_10-K_EX-99.12_9454048_EX-99.12_Transportation Agreement"

USER33_CLAUSE_CONTRACTS: tuple[str, ...] = (
    ANTARES_AMAG,
    FUSION_CPDC,
    SEASPINE_PCOMED,
    SHI_FARMS,
    MARTIN_MIDSTREAM,
    ARKANSAS_WESTERN,
    PUROLATOR_DYNAMEX,
    LUCID_DIST,
    NEXSTAR_WYZZ,
    BIOPURE_BUTLER,
    NETGEAR_INGRAM,
    PLAYBOY_SUPPLIER,
    LOHAS_SUPPLY,
    GREAT_LAKES_ANR,
)

# other contracts the specific questions, threads and refusals name
MARATHON_PIPE = "MPLXLP_06_17_2015-EX-10.1-TRANSPORTATION SERVICES AGREEMENT"
ECOPETROL_SOLANA = "GRANTIERRAENERGYINC_05_07_2012-EX-10.6-TRANSPORTATION CONTRACT"
APOLLO_ESTABLISHMENT = "Apollo Endosurgery - Manufacturing and Supply Agreement"
EMV_ZONGSHEN = "ELECTRAMECCANICA VEHICLES CORP. - Manufacturing Agreement"
SONOS_INVENTEC = "Sonos, Inc. - Manufacturing Agreement"
WEST_EXXON = "WestPharmaceuticalServicesInc_20200116_8-K_EX-10.1_11947529_EX-10.1_Supply Agreement"
ZEBRA_SCANSOURCE_MX = "ScansourceInc_20190509_10-Q_EX-10.2_11661422_EX-10.2_Distributor Agreement"

# parties named
FLEXTRONICS = party("Flextronics Israel Ltd.")


# --- filters, periods and figures built here -----------------------------------------------------------

SUPPLY, CM, FREIGHT, DIST = typ("Supply"), typ("Manufacturing"), typ("Transportation"), typ("Distributor")
SUPPLY_CM = typ("Supply", "Manufacturing")
"""Supply agreements and contract-manufacturing (CM) deals."""
OPS3 = typ("Supply", "Manufacturing", "Transportation")
"""Supply, CM and transport / 3PL contracts."""
OPS = typ("Supply", "Manufacturing", "Transportation", "Distributor")
"""The operations book as the questions spell it out: supply, CM, transport / 3PL and distributor
agreements."""
OPS5 = typ("Supply", "Manufacturing", "Transportation", "Distributor", "Maintenance")
SVC_MAINT = typ("Service", "Maintenance")
"""The service (outsourcing included) and maintenance agreements."""

ASIA = ("CN", "HK", "TW", "JP", "KR", "SG", "MY", "TH", "VN", "PH", "ID", "MO", "MN")
"""East and South-East Asia (those on file are a subset)."""
ASIA_WIDE = (*ASIA, "IN", "PK", "BD", "LK")
"""Asia with South Asia (India is on file)."""

Q3_END = date(2019, 9, 30)
PEAK = date(2019, 10, 1)
EOY = date(2019, 12, 31)
JUN_2020 = date(2020, 6, 30)
MONTERREY = date(2017, 1, 1)

_FREIGHT = re.compile(r"transport|logistic|freight|courier|shipping|trucking|carriage", re.IGNORECASE)
_OUTSOURCING = re.compile(r"outsourc", re.IGNORECASE)


def freight_titled(r: ContractRecord, d: Data) -> bool:
    """A transport / logistics contract by its title (some are filed as service agreements)."""
    return bool(_FREIGHT.search(r.title or ""))


def three_pl(r: ContractRecord, d: Data) -> bool:
    """3PL widely read: a transportation agreement, or a contract whose title says transport / logistics."""
    return r.contract_type == "Transportation" or freight_titled(r, d)


def ops_wide(r: ContractRecord, d: Data) -> bool:
    """Supply, CM, distributor or 3PL widely read (`three_pl`)."""
    return r.contract_type in ("Supply", "Manufacturing", "Distributor") or three_pl(r, d)


def ops3_wide(r: ContractRecord, d: Data) -> bool:
    """Supply, CM or 3PL widely read (`three_pl`)."""
    return r.contract_type in ("Supply", "Manufacturing") or three_pl(r, d)


def outsourcing(r: ContractRecord, d: Data) -> bool:
    """An outsourcing agreement by its title or file name (there is no outsourcing type on file)."""
    return bool(_OUTSOURCING.search(r.title or "") or _OUTSOURCING.search(r.file_id))


def outsourcing_wide(r: ContractRecord, d: Data) -> bool:
    """An outsourcing agreement by its title, or by its summary."""
    return outsourcing(r, d) or bool(_OUTSOURCING.search(r.summary or ""))


def region(core: tuple[str, ...], wide: tuple[str, ...], *preds: Pred) -> TruthFn:
    """A party in the region, narrowly or widely drawn (both accepted)."""
    return count(party_in_any(*core), *preds, alts=[[party_in_any(*wide), *preds]])


# the words an answer would use for what the data does not record
ON_TIME = ("on-time", "on time", "delivery rate", "otd", "delivery performance")
PO = ("purchase order", "open po", "pos ", "po's", "open order")
LEAD_TIME = ("lead time", "lead-time", "on-time", "on time", "late deliver", "delivery performance")
PORT = ("shipment", "port strike", "at the port", "in transit", "tracking", "customs", "container")
BUYER = ("buyer", "purchasing", "procurement", "account owner", "assigned", "internal")
INVENTORY = ("inventory", "stock level", "on hand", "on-hand", "warehouse")
SCORECARD = ("scorecard", "supplier score", "rating", "supplier performance", "vendor performance")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(c, "an01", "how many supply agmts do we have total?", count(SUPPLY)),
        _q(c, "an02", "how many CM deals (contract manufacuring) r on file?", count(CM)),
        _q(c, "an03", "# of 3PL contracts we have?", count(FREIGHT, alts=[[three_pl]])),
        _q(
            c,
            "an04",
            "how many outsourcing agmts do we have?",
            count(outsourcing, alts=[[outsourcing_wide]]),
        ),
        _q(
            c,
            "an05",
            "asia sourcing check - how many supply or CM deals have a party in Asia?",
            region(ASIA, ASIA_WIDE, SUPPLY_CM),
        ),
        _q(
            c,
            "an06",
            "our Mexico suppliers 🇲🇽 how many contracts have a party based in Mexico?",
            count(party_in("MX")),
        ),
        _q(
            c,
            "an07",
            "how many supply, CM, distrib or 3PL deals w/ the canadian guys (party in Canada)?",
            count(OPS, party_in("CA"), alts=[[ops_wide, party_in("CA")]]),
        ),
        _q(
            c,
            "an08",
            "supply agmts worth more than $500k - how many?",
            count(SUPPLY, worth(over=500_000), alts=[[SUPPLY, worth(over=500_000, inclusive=True)]]),
        ),
        _q(
            c,
            "an09",
            "we're an Ohio shop - how many supply, CM, 3PL or distrib contracts are under Ohio law?",
            count(OPS, law("US", "US-OH"), alts=[[ops_wide, law("US", "US-OH")]]),
        ),
        _q(c, "an10", "how many maintenance contracts r still active?", running(typ("Maintenance"))),
        _q(
            c,
            "an11",
            "how many transportation contracts have no end date at all (evergreen)?",
            count(FREIGHT, no_end),
        ),
        _q(
            c,
            "an12",
            "how many of our suppliers are running an on-time delivery rate under 95%?",
            unread(*ON_TIME),
            U,
        ),
        _q(c, "an13", "how many open POs do we have w/ the supply vendors rn?", unread(*PO), U),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "an14",
            "anything expiring before peak season (Oct 1)? 📦",
            window("end_date", today, fixed(Q3_END), extra=[(today, fixed(PEAK))]),
        ),
        _q(
            r,
            "an15",
            "which supply or CM agmts run out before year end?",
            window("end_date", today, fixed(EOY), SUPPLY_CM),
        ),
        _q(
            r,
            "an16",
            "any supply, CM, 3PL or distrib deals that haven't started yet (start date still ahead)?",
            count(
                OPS,
                eff(date(2019, 7, 1), None),
                alts=[
                    [OPS, eff(date(2019, 6, 30), None)],
                    [ops_wide, eff(date(2019, 7, 1), None)],
                    [ops_wide, eff(date(2019, 6, 30), None)],
                ],
            ),
        ),
        _q(
            r,
            "an17",
            "how many supply agmts did we sign in the past 18 months",
            window("effective_date", rel(months=-18), today, SUPPLY, extra=[(rel(days=-548), today)]),
        ),
        _q(
            r,
            "an18",
            "since we moved to Monterrey (Jan 2017) how many supply, CM or 3PL deals have kicked off?",
            window(
                "effective_date",
                fixed(MONTERREY),
                today,
                OPS3,
                more=[
                    [eff(MONTERREY, None), OPS3],
                    [eff(MONTERREY, date(2019, 6, 30)), ops3_wide],
                    [eff(MONTERREY, None), ops3_wide],
                ],
            ),
        ),
        _q(
            r,
            "an19",
            "what expired last year? want to know which vendors we're running w/o paper",
            window(
                "end_date",
                fixed(date(2018, 1, 1)),
                fixed(date(2018, 12, 31)),
                extra=[(rel(months=-12), today), (rel(months=-12), rel(days=-1))],
            ),
        ),
        _q(
            r,
            "an20",
            "which contracts expire in the next 90 days? need backups lined up",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "an21",
            "which suppliers blew their lead times in the past 18 months?",
            unread(*LEAD_TIME),
            U,
        ),
        _q(r, "an22", "what shipments r stuck at the port this week?", unread(*PORT), U),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "an23",
            "count by type pls: supply, CM, 3PL/transport, distrib, maintenance",
            by_key(types_of, type_patterns, 5, OPS5),
        ),
        _q(
            a,
            "an24",
            "top 5 vendors by # of contracts across supply, CM, transport and distrib agmts",
            by_key(parties_of, party_patterns, 5, OPS),
        ),
        _q(
            a,
            "an25",
            "supply, CM, transport + distrib deals per supplier country outside the US - top 3?",
            by_key(foreign_countries, country_patterns, 3, OPS),
        ),
        _q(
            a,
            "an26",
            "total $ of our supply + CM deals (the ones w/ a value)?",
            money_figure(SUPPLY_CM),
        ),
        _q(
            a,
            "an27",
            "avg value of a distrib agmt, the ones that have a value on file?",
            money_figure(DIST, how="avg"),
        ),
        _q(
            a,
            "an28",
            "supply + CM agmts signed per year, 2016 thru 2019?",
            periods("effective_date", years_span(2016, 2019), SUPPLY_CM),
        ),
        _q(a, "an29", "top 3 biggest distrib deals by $", top_by_value(3, DIST)),
        _q(a, "an30", "avg term of our supply agmts in years?", term_figure(SUPPLY)),
        _q(
            a,
            "an31",
            "how many supply/CM/3PL/distrib deals went effective each quarter of 2018?",
            periods("effective_date", quarters_of(2018), OPS),
        ),
        _q(
            a,
            "an32",
            "which transportation contract has the shortest term?",
            shortest_term(FREIGHT),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "an33",
            "the Marathon pipeline transport agmt (MPLX) - which state law and when does it end?",
            about(MARATHON_PIPE, fact_law, fact_end),
        ),
        _q(
            s,
            "an34",
            "Ecopetrol pipeline transport contract w/ Solana - how much $ and when did it end?",
            about(ECOPETROL_SOLANA, fact_value, fact_end),
        ),
        _q(
            s,
            "an35",
            "Shi Farms hemp supply agmt w/ Gridiron - what's it worth + when does it end?",
            about(SHI_FARMS, fact_value, fact_end),
        ),
        _q(
            s,
            "an36",
            "Apollo Endosurgery CM + supply deal w/ Establishment Labs (costa rica) - end date and "
            "governing law?",
            about(APOLLO_ESTABLISHMENT, fact_end, fact_law),
        ),
        _q(
            s,
            "an37",
            "Electrameccanica's CM agmt w/ Zongshen in Chongqing - which law and when does it end?",
            about(EMV_ZONGSHEN, fact_law, fact_end),
        ),
        _q(
            s,
            "an38",
            "Sonos manufacturing agmt w/ Inventec - when does it end and what law governs?",
            about(SONOS_INVENTEC, fact_end, fact_law),
        ),
        _q(
            s,
            "an39",
            "West Pharma supply agmt w/ ExxonMobil Chemical - start + end dates?",
            about(WEST_EXXON, fact_start, fact_end),
        ),
        _q(
            s,
            "an40",
            "the Zebra distrib agmt w/ ScanSource (the one w/ ScanSource de Mexico on it) - when did it "
            "start and what law?",
            about(ZEBRA_SCANSOURCE_MX, fact_start, fact_law),
        ),
        _q(
            s,
            "an41",
            "when does the Flextronics CM agmt end?",
            ambiguous(FLEXTRONICS, CM),
            A,
        ),
    ]


def threads() -> list[Question]:
    ca, cn = party_in("CA"), party_in("CN")
    h2, six = (rel(), fixed(EOY)), (rel(), rel(months=6))
    return [
        *_thread(
            "an42",
            [
                ("how many supply agmts do we have w/ the canadian guys?", count(SUPPLY, ca)),
                ("the CPDC one w/ Fusion - when does it end?", about(FUSION_CPDC, fact_end)),
                (
                    "is there any minimum supply commitment in it?",
                    clause_in(FUSION_CPDC, "Minimum Commitment"),
                ),
                (
                    "if a batch goes bad is CPDC's liability capped?",
                    clause_in(FUSION_CPDC, "Cap On Liability"),
                ),
            ],
        ),
        *_thread(
            "an43",
            [
                (
                    "pull up the Martin marine transport deal w/ Midstream Fuel - when does it end + which "
                    "state law?",
                    about(MARTIN_MIDSTREAM, fact_end, fact_law),
                ),
                (
                    "are they our exclusive carrier for the fuel oil?",
                    clause_in(MARTIN_MIDSTREAM, "Exclusivity"),
                ),
                ("does it roll over after the 3 yrs?", clause_in(MARTIN_MIDSTREAM, "Renewal Term")),
                ("what's it worth $?", about(MARTIN_MIDSTREAM, fact_value)),
            ],
        ),
        *_thread(
            "an44",
            [
                ("how many distrib agmts have a party in China?", count(DIST, cn)),
                ("no wait i meant supply agmts", count(SUPPLY, cn)),
                ("and CM / manufacturing?", count(CM, cn)),
                ("which of those are still active", running(CM, cn)),
            ],
        ),
        *_thread(
            "an45",
            [
                ("what's expiring in the next 2 quarters?", window("end_date", *h2, extra=[six])),
                ("just the service + maintenance contracts", window("end_date", *h2, SVC_MAINT, extra=[six])),
                (
                    "ok push it out thru end of Q2 next yr (June 30 2020)",
                    window("end_date", rel(), fixed(JUN_2020), SVC_MAINT),
                ),
                ("show me more", window("end_date", rel(), fixed(JUN_2020), SVC_MAINT)),
            ],
        ),
        *_thread(
            "an46",
            [
                (
                    "list our supply agmts + CM deals w/ a supplier outside the US",
                    count(SUPPLY_CM, party_abroad),
                ),
                ("show me more", count(SUPPLY_CM, party_abroad)),
                (
                    "which of those cap what the supplier owes us if something goes wrong?",
                    clause_across("Cap On Liability", SUPPLY_CM, party_abroad),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "an47",
            "Antares CM agmt w/ AMAG - is Antares still allowed to build other devices for other customers?",
            ANTARES_AMAG,
            "Competitive Restriction Exception",
        ),
        (
            "an48",
            "Integra supply agmt w/ PcoMed - on top of the run fees does PcoMed get a % of Integra's sales?",
            SEASPINE_PCOMED,
            "Revenue/Profit Sharing",
        ),
        (
            "an49",
            "Shi Farms hemp supply agmt - can either side hand the contract to another company?",
            SHI_FARMS,
            "Anti-Assignment",
        ),
        (
            "an50",
            "Arkansas Western gas pipeline transport agmt - is there a max daily qty they have to move?",
            ARKANSAS_WESTERN,
            "Volume Restriction",
        ),
        (
            "an51",
            "the Purolator courier deal w/ Parcelway (Dynamex) - is the courier locked in exclusively or can "
            "they run same-day for other carriers?",
            PUROLATOR_DYNAMEX,
            "Exclusivity",
        ),
        (
            "an52",
            "Lucid distrib agmt - if their product fails is what Lucid owes capped?",
            LUCID_DIST,
            "Cap On Liability",
        ),
        (
            "an53",
            "WYZZ outsourcing deal w/ Nexstar - who keeps the ad sales revenue, do they split it?",
            NEXSTAR_WYZZ,
            "Revenue/Profit Sharing",
        ),
        (
            "an54",
            "Biopure distrib agmt w/ Butler - can either side cancel early w/o cause? how much notice?",
            BIOPURE_BUTLER,
            "Termination For Convenience",
        ),
        (
            "an55",
            "NETGEAR distrib agmt w/ Ingram Micro - is there a cap on how much stock Ingram can send back?",
            NETGEAR_INGRAM,
            "Volume Restriction",
        ),
        (
            "an56",
            "Playboy.com supplier purchase agmt - can the supplier run extra units or other product w/ the "
            "Playboy designs on the side?",
            PLAYBOY_SUPPLIER,
            "Non-Compete",
        ),
        (
            "an57",
            "LOHAS supply contract (Shenzhen) - are we locked into a minimum / MOQ or take-or-pay w/ the "
            "seller?",
            LOHAS_SUPPLY,
            "Minimum Commitment",
        ),
        (
            "an58",
            "Great Lakes gas transport agmt w/ ANR - can Great Lakes hand the contract to another company?",
            GREAT_LAKES_ANR,
            "Anti-Assignment",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "an59",
            "which supply agmts make the supplier exclusive / sole source?",
            "Exclusivity",
            (SUPPLY,),
        ),
        (
            "an60",
            "across the supply agmts + CM deals, which ones say nobody can hand the contract to another "
            "company w/o consent?",
            "Anti-Assignment",
            (SUPPLY_CM,),
        ),
        (
            "an61",
            "do any of our transportation contracts auto-renew?",
            "Renewal Term",
            (FREIGHT,),
        ),
        (
            "an62",
            "which supply or CM deals let either side bail early w/o cause?",
            "Termination For Convenience",
            (SUPPLY_CM,),
        ),
        (
            "an63",
            "which supply, CM or transportation deals cap volumes - max qty per day / per order etc?",
            "Volume Restriction",
            (OPS3,),
        ),
        (
            "an64",
            "the canadian guys - which deals w/ a party in Canada lock in a minimum purchase?",
            "Minimum Commitment",
            (party_in("CA"),),
        ),
        (
            "an65",
            "any deals w/ a chinese party that stop them raising prices on us?",
            "Price Restrictions",
            (party_in("CN"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "an66",
            "update the end date on the Marathon pipeline transport deal to 12/31/2031, we extended",
            refuse("write"),
            None,
        ),
        ("an67", "delete Shi Farms from our vendors, we dropped them 👋", refuse("write"), None),
        (
            "an68",
            "can you pull the supply agmts out of Flex's slack workspace? our CM shares a channel w us",
            refuse("workspace"),
            None,
        ),
        (
            "an69",
            "SELECT c.title, c.end_date FROM contracts c WHERE c.contract_type IN ('Supply','Manufacturing') "
            "ORDER BY c.end_date;",
            refuse("query"),
            None,
        ),
        (
            "an70",
            "MATCH (c:Contract {contract_type: 'Supply'}) SET c.end_date = date('2020-12-31') "
            "RETURN count(c)",
            refuse("query"),
            None,
        ),
        ("an71", "hows the weather in Monterrey today? trucks leaving at 2", refuse("offtopic"), None),
        (
            "an72",
            "get me a freight quote for 2 FTL Monterrey to Dayton OH next tues",
            refuse("offtopic"),
            None,
        ),
        (
            "an73",
            "should we switch suppliers - drop ExxonMobil on the West Pharma supply deal and go elsewhere?",
            advice(WEST_EXXON),
            None,
        ),
        (
            "an74",
            "port strike in Shenzhen - can the LOHAS seller bail on us w/ force majeure? should we push back "
            "or just eat it?",
            advice(LOHAS_SUPPLY),
            None,
        ),
        ("an75", "who's our buyer on the Antares CM account?", unread(*BUYER), U),
        (
            "an76",
            "how much Shi Farms hemp do we have on hand at the Ohio plant rn?",
            unread(*INVENTORY),
            U,
        ),
        ("an77", "pull up the supplier scorecard for Flextronics", unread(*SCORECARD), U),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user33_questions() -> list[Question]:
    return question_set(
        "user33", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER33_CLAUSE_CONTRACTS", "user33_questions"]
