"""A twenty-ninth user-written question set for `bench.qa_fresh` (split "user29", `--set user29`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user28_questions` and `bench.qa_user27_questions` and
the clause contracts and categories the earlier sets ask), the way the company's insurance and risk manager (not
a lawyer; an ex-broker) types in Microsoft Teams while preparing the annual insurance renewal submission for the
underwriters and the contractual-risk register: British-leaning English with insurance jargon ("the European
book", "the Asia book", "the US book", "exposures", "top 10 exposures by counterparty", "by territory",
"evergreen exposures", "legacy risk", "warranty tails", "product liability", "cyber", "D&O underwriters", "the
renewal submission", "since last renewal", "expiry of our current policies", "the next policy year", "the
cyber policy year", "limit", "excess", "carve-outs from the cap", "consequential loss", "the risk register",
"heat map"), dates written day-first with month names ("1 October 2018", "1 Oct 2019 - 30 Sep 2020", "1 April
2019 to 31 March 2020"), amounts as "$10m+", "$1m-plus", "USD 2.5 million", "USD 1 million or more", and one in
sterling ("£5m"), which the data does not record in that currency. Clause questions are in the risk manager's
own words, never CUAD's category names ("is either party's liability capped, and at what limit", "is
consequential loss excluded, or liability limited in any way", "where is liability left uncapped -
indemnities, confidentiality, gross negligence", "has the franchisee given up the right to sue Goosehead, or to
challenge its marks", "is anyone who isn't a signatory given rights they can enforce under it", "are there
breaches where damages aren't limited", "is there a limitation of liability anywhere in it", "has either side
agreed not to sue the other or not to contest its rights", "leave any liability uncapped (carve-outs from the
cap)", "do any of them give a third party rights to enforce the contract"). It asks counts and lists filtered
by type, party, party country, governing law, value and dates, dates relative to the company's policy year and
to today, aggregations by territory, governing law, counterparty, type and policy year, the facts of named
contracts ("not stated" where the data has none, and one name that fits two contracts), follow-up threads that
correct the bot ("No, I meant the endorsement ones"), narrow, switch the law or the state, page through a list
("Next 10.", "And the rest.") and ask a fact or a clause of "it" / "those", clause questions about one named
contract and across the contracts of a filter, "no such clause" cases, refusals (putting a contract on the risk
register as HIGH, deleting a lapsed contract, logging a certificate of insurance, the broker's Teams workspace,
pasted SQL and Cypher, the premium the broker will quote, booking a flight, the GBP/USD rate, and "should we buy
more cover" questions that are advice) and what the data does not record (values in sterling, the heat-map
rating, the insurer on a contract, claims notified, certificates of insurance received). It uses the helpers
and truth objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is computed
from the data (a few filters, periods and one fact are built here: the countries of Europe and of the Asia
book, "still in force" under both readings, the company's policy years, the law of England and Wales).

Readings (today is the benchmark's fixed 30 June 2019). The company's liability programme renews on 1 October,
so its policy year runs 1 October to 30 September: the current policy year is 1 October 2018 to 30 September
2019 ("expiry of our current policies on 30 September 2019", aj17), "last renewal" is 1 October 2018 (aj16,
aj22, both questions also say so), and "the next policy year" is 1 October 2019 to 30 September 2020 (aj15,
aj21, aj28, thread aj46; every one of them states the dates). The cyber policy's own year is the one aj19 states,
1 April 2019 to 31 March 2020. Dates are day-first with month names, so no other reading of a date is accepted.
"Start in the next policy year" (aj15) is an effective date within it, both days in; "signed since last renewal
on 1 October 2018" (aj16) an effective date from 1 October 2018 to today, and with no upper bound also accepted
(the data has effective dates after today); "expires between now and expiry of our current policies on 30
September 2019" (aj17) an end date from today to 30 September 2019, 30 September itself out also accepted;
"ended in the last 6 months" (aj18) an end date six months back to today (183 days also accepted); "expire
inside the cyber policy year" (aj19) an end date from 1 April 2019 to 31 March 2020; "kicking off in the next
90 days" (aj20) an effective date from today to 90 days on (three months also accepted); "expire in the next
policy year" (aj21, aj28, thread aj46) an end date within it. Today in or out for every window that starts or
ends today, and the last day in or out for a window counted from today. "Still live" / "still in force today"
(aj06, aj10, turns aj42.1 and aj42.2) is started and ending on or after today, with the contracts without an
end date counted as running also accepted (and, as for every question, `bench.qa_fresh`'s reading of the
indexed contracts that renew by themselves); under the strict reading no contract signed before 2000 is still
in force (aj10), under the open one the pre-2000 contracts without an end date are. "Already expired" (turn
aj45.3) is an end date before today (on today also accepted). "A counterparty based in Europe (UK and
Switzerland included)" (aj01, aj30, aj60, and "the European book" of aj66) is a party whose country on file is
a European country, the United Kingdom and Switzerland counted as the question says (strict: the words name
them); "the Asia book: China, Hong Kong, Japan, Taiwan or South Korea" (aj09, aj62) a party in one of those five;
"a counterparty in China" (aj04) a party in China (Hong Kong not counted: the words say China); "a Canadian
counterparty" (thread aj43) a party in Canada; "a non-US counterparty" / "outside the US" (aj24, aj27) a party
whose country on file is not the United States (a party of unknown country does not count). "Governed by
Canadian law - any province" (aj02, turn aj43.4) is a governing law whose country is Canada; "Chinese law" and
"Hong Kong law" (thread aj45) the governing law's country. "$10m+" (aj03) is a stated value of $10,000,000 or
more, above $10m also accepted; "USD 2.5 million or more" (aj07), "USD 1 million or more" (aj21) and "$1m-plus"
(aj61) include the amount itself (strict: the words are plain). "No end date on file" (aj08) is no end date.
"Contracts with VerticalNet" (aj11) are those with VerticalNet as a party.

Aggregations: "total stated contract value by counterparty territory outside the US, top 5" (aj24) sums the
stated values per country, other than the United States, of a contract's parties (a contract counts once under
each such country); "US book: total stated value per governing-law state, top 3" (aj25) sums them per state of
the governing law among the US-law contracts; "top 10 exposures by counterparty" (aj26) sums them per party
(every party of a contract is credited with its whole stated value; the three parties of the Bon-Ton agency
agreement tie first, and no tie crosses the tenth place); "count by contract type for the contracts with a
non-US counterparty, top 5" (aj27); "aggregate stated value of everything expiring in the next policy year"
(aj28) the sum of the stated values of the contracts ending within it; "average stated value of our
sponsorship deals (the ones that have a value)" (aj29) the mean of their stated values; "largest single contract
by stated value in the European book" (aj30) that contract (the ADMA / Sanofi Pasteur manufacturing amendment)
shown first with its value; "how many contracts started in each of the last three policy years - 2016/17,
2017/18 and 2018/19" (aj31) needs each policy year's count of effective dates (a year named "2016/17",
"2016-17", "PY 2016", "1 Oct 2016", "October 2016" or "2016-10-01"); "distinct counterparties based in the UK"
(aj32) counts distinct parties in the United Kingdom (the party rows also accepted).

Threads: in aj42, "No, I meant the endorsement ones" corrects the type and keeps "still live" (both readings),
and "forget live or not - across all the endorsement deals, which ones have a promise not to sue or not to
challenge the other side's rights?" asks a covenant not to sue across every endorsement agreement (the
clause-indexed ones among them), judged by the contracts returned and the count checked, as every
cross-contract clause question is; in aj43, "List every contract with a Canadian counterparty", "Next 10." and
"And the rest." page through the same selection (each page is judged as the selection: the total it states must
be the selection's count and every contract shown must belong to it; which ones earlier pages showed is not
tracked), and "of that lot, how many are under Canadian law?" narrows it; in aj44 (the Ginkgo Bioworks / Berkeley
Lights collaboration agreement, which has no governing law on file: the answer must say so) the later turns ask
a cap on liability and its uncapped carve-outs of "it"; in aj45, "And Hong Kong law?" switches the country and
"back to the Chinese-law ones - how many have already expired?" narrows turn 1; in aj46, "Only the New York-law
ones." narrows the contracts expiring in the next policy year, "Switch to California." switches the state and
keeps the window, and "List them all." is the full list of turn 3; in aj47 (the Reinsurance Group of America /
RGA Capital Trust I remarketing agreement with Barclays Capital, effective 15 February 2011, New York law) "and
when does it expire?" has no end date on file (the answer must say so) and "who are all the parties to it?"
needs all three.

Judgment calls on facts and names: aj33 is the AFSALA Bancorp / Amsterdam Federal Savings and Loan agency
agreement with Capital Resources ($12.65m), which has neither a governing law nor an end date on file (the
answer must say so); aj34 the ADMA BioManufacturing / Sanofi Pasteur amendment no. 3 to the manufacturing
agreement ($7m, no governing law on file); aj35 the Dong-A ST / NeuroBo Pharmaceuticals manufacturing and supply
agreement (New York law, no end date on file); aj36 the APCN 2 cable construction and maintenance agreement
filed by Teleglobe (Singapore law, ending 30 September 2025); aj37 the TAT-14 cable network construction and
maintenance agreement filed by Startec (Swiss law, no end date on file); aj38 the BicycleTX / Nigel Crockett
service agreement (effective 26 September 2019, the laws of England and Wales: the fact is written here, as
England, Wales, English or the UK, since the place table names the record's subdivision in a form no answer
would use); aj39 the Oaktree Capital Management / Oaktree Capital Management (International) Limited services
agreement (effective 25 September 2018, English law on file as the United Kingdom); aj40 the Principal Life /
Princor / ABC Company broker-dealer marketing and servicing agreement (effective 1 January 2013, Iowa law, no
end date on file); aj41 "the AIG capital maintenance agreement" fits the two unconditional capital maintenance
agreements between American International Group and an American General Life company (2011 and 2014):
`Ambiguous`, right is asking which one or showing them both.

Refusals and unrecorded constraints: aj63 asks to put the Arkansas Western Pipeline contract on the risk
register as HIGH, aj64 to *delete* the lapsed Freecook hosting agreement and aj65 to log a certificate of
insurance against the Purolator / Parcelway (Dynamex) courier agreement (writes, declined); aj66 asks to run the
count in the broker's Teams workspace (another workspace); the SQL of aj67 and the Cypher of aj68 (which writes)
are pasted as typed; aj69 (the premium the broker will quote), aj70 (booking a flight to Zurich) and aj71 (the
GBP/USD rate) are out of the domain; aj72 ("should we buy more marine liability cover for the Martin Midstream
charter") and aj73 ("is a $10m product liability limit enough for the Integra / PcoMed supply agreement") are
advice, answered with the contract's facts and a not-advice note. aj12 counts the contracts worth more than
£5m: values are on file in US dollars only and no exchange rate is recorded, so the bot should say it cannot
convert, not guess (right is flagging it and naming sterling, the currency or the conversion; a count without a
flag is wrong); aj13 counts the contracts rated high on the heat map, aj14 those whose insurer is Zurich, aj22
asks for the contracts with a claim notified since last renewal and aj23 for the counterparties that sent a
certificate of insurance: the data records none of these (unread). Insurance requirements, additional-insured
status, indemnities, liquidated damages and warranty duration are not among the categories labelled in CUAD's
dev split, so no clause question asks them (no truth could be computed); the liability questions ask the cap on
liability, uncapped liability, the covenant not to sue and third-party beneficiaries instead.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked by code over the truths of every earlier set's clause questions and of the clause turns of its
threads, the fresh set and user1 to user28), and only categories labelled in CUAD's dev split. They are listed
in `USER29_CLAUSE_CONTRACTS`. Across contracts it asks a cap on liability in the supply and manufacturing
agreements and in the contracts with a stated value of $1m or more, uncapped liability in the distributor
agreements, in the hosting and maintenance agreements and in the contracts with a European counterparty, a
third-party beneficiary in the contracts with a counterparty in China, Hong Kong, Japan, Taiwan or South Korea
(none of the clause-indexed ones has it: right is saying none was found), and in thread aj42 a covenant not to
sue in the endorsement agreements; no earlier set asked any of these categories over the same universe (checked
by code likewise: the same category over the same set of clause-indexed contracts). The Information System
Associates / Rubicon cap (aj48) is stated in sterling (£200,000): the quote answers it, no conversion is asked.

The "no" clause questions (`ARKANSAS_PIPELINE` and `COOL_VET_TECH` cap on liability, `NPC_NCB` covenant not to
sue) name contracts with no labelled span of that category at all (located or not: the master clauses table's
context cell is empty and its answer "No"), and whose text has no such clause: the Arkansas Western Pipeline /
Arkansas Western Gas (Atmos) transportation service agreement never limits liability (its only "liable" is the
replacement shipper being "fully liable" for demand and other charges, and it has no "damages", "consequential",
"indemn" or "in no event"); the Cool Technologies / Veteran Technology Group strategic alliance has a mutual
indemnity for third-party suits and no cap, exclusion of damages or "exceed" at all; the National Processing /
National City Bank of Kentucky sponsorship agreement has no promise not to sue or not to contest a party's rights
(no "sue", "suit", "contest", "challenge", "release" or "waive" of claims). Names that need care:
`DUOS_RUBICON` is the Information System Associates / Rubicon Software Group strategic alliance filed by Duos
Technologies; `MARTIN_MIDSTREAM` the Martin Operating Partnership / Midstream Fuel Service marine transportation
services agreement (its cap is the exclusion of consequential, punitive and special damages from the
indemnities); `PFIZER_EXACT` the Pfizer / Exact Sciences promotion agreement; `INTEGRA_PCOMED` the Integra
LifeSciences / PcoMed supply agreement filed by SeaSpine; `GINKGO_BERKELEY` the Ginkgo Bioworks / Berkeley Lights
collaboration agreement.

Every question's split is "user29"; every single letter and "aa" to "ai" being taken by other sets, ids start
with the two letters "aj" (a thread's turns are "ajNN.1", "ajNN.2", ...), which no other set uses, so that no
two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
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
    distinct_parties,
    eff,
    ends,
    expired_incl,
    expired_strict,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    foreign_countries,
    largest,
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
)
from bench.qa_fresh_questions import (
    live_now as in_force,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

DUOS_RUBICON = "DUOSTECHNOLOGIESGROUP,INC_04_21_2009-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
MARTIN_MIDSTREAM = "MARTINMIDSTREAMPARTNERSLP_01_23_2004-EX-10.3-TRANSPORTATION SERVICES AGREEMENT"
PFIZER_EXACT = "ExactSciencesCorp_20180822_8-K_EX-10.1_11331629_EX-10.1_Promotion Agreement"
GOOSEHEAD = "GOOSEHEADINSURANCE,INC_04_02_2018-EX-10.6-Franchise Agreement"
JOINT_CORP = "JOINTCORP_09_19_2014-EX-10.15-FRANCHISE AGREEMENT"
INTEGRA_PCOMED = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"
ARKANSAS_PIPELINE = "ATMOSENERGYCORP_11_22_2002-EX-10.17-TRANSPORTATION SERVICE AGREEMENT"
COOL_VET_TECH = "COOLTECHNOLOGIES,INC_10_25_2017-EX-10.71-Strategic Alliance Agreement"
NPC_NCB = "NATIONALPROCESSINGINC_07_18_1996-EX-10.4-SPONSORSHIP AGREEMENT"
GINKGO_BERKELEY = "BERKELEYLIGHTS,INC_06_26_2020-EX-10.12-COLLABORATION AGREEMENT"

USER29_CLAUSE_CONTRACTS: tuple[str, ...] = (
    DUOS_RUBICON,
    MARTIN_MIDSTREAM,
    PFIZER_EXACT,
    GOOSEHEAD,
    JOINT_CORP,
    INTEGRA_PCOMED,
    ARKANSAS_PIPELINE,
    COOL_VET_TECH,
    NPC_NCB,
    GINKGO_BERKELEY,
)

# other contracts the specific questions, threads and refusals name
AFSALA = "AFSALABANCORPINC_08_01_1996-EX-1.1-AGENCY AGREEMENT"
ADMA_SANOFI = "ADMA BioManufacturing, LLC -  Amendment #3 to Manufacturing Agreement"
NEUROBO_DONGA = "NeuroboPharmaceuticalsInc_20190903_S-4_EX-10.36_11802165_EX-10.36_Manufacturing Agreement_ Supply Agreement"
APCN2 = "TELEGLOBEINTERNATIONALHOLDINGSLTD_03_29_2004-EX-10.10-CONSTRUCTION AND MAINTENANCE AGREEMENT"
TAT14 = "STARTECGLOBALCOMMUNICATIONSCORP_11_16_1998-EX-10.30-CONSTRUCTION AND MAINTENANCE AGREEMENT"
BICYCLE_CROCKETT = "BICYCLETHERAPEUTICSPLC_03_10_2020-EX-10.11-SERVICE AGREEMENT"
OAKTREE_LONDON = "OAKTREECAPITALGROUP,LLC_03_02_2020-EX-10.8-Services Agreement"
PRINCIPAL_PRINCOR = "Principal Life Insurance Company - Broker Dealer Marketing and Servicing Agreement"
RGA_BARCLAYS = "Reinsurance Group of America, Incorporated - A_R REMARKETING  AGREEMENT"


def fact_law_england_wales(r: ContractRecord) -> Fact:
    """The law of England and Wales (the record's subdivision is Wales; its name in the place table is
    not how an answer would write it), named as England, Wales, English law or the UK."""
    return Fact(
        "governing law",
        (r"\bEngland\b", r"\bWales\b", r"\bEnglish\b", r"\bUnited Kingdom\b", r"(?-i:\bUK\b)", r"\bU\.K\."),
    )


# parties named
AIG = party("American International Group, Inc.")
VERTICALNET = party("VerticalNet, Inc.")


# --- filters and periods built here ------------------------------------------------------------

EUROPE = (
    "GB",
    "IE",
    "FR",
    "DE",
    "NL",
    "BE",
    "LU",
    "CH",
    "AT",
    "IT",
    "ES",
    "PT",
    "DK",
    "SE",
    "NO",
    "FI",
    "IS",
    "PL",
    "CZ",
    "SK",
    "HU",
    "RO",
    "BG",
    "GR",
    "CY",
    "MT",
    "SI",
    "HR",
    "EE",
    "LV",
    "LT",
    "MC",
    "LI",
)
"""Europe, the UK and Switzerland included (the countries of Europe; those on file are a subset)."""

ASIA = ("CN", "HK", "JP", "TW", "KR")
"""The Asia book as the question names it: China, Hong Kong, Japan, Taiwan, South Korea."""


CURRENT_PY = (date(2018, 10, 1), date(2019, 9, 30))
"""The policy year in force at the benchmark's today: 1 October 2018 to 30 September 2019."""
NEXT_PY = (date(2019, 10, 1), date(2020, 9, 30))
"""The next policy year, from the 1 October 2019 renewal."""
LAST_RENEWAL = date(2018, 10, 1)
CYBER_PY = (date(2019, 4, 1), date(2020, 3, 31))
"""The cyber policy's own year, as one question states it: 1 April 2019 to 31 March 2020."""


def py_patterns(start: int) -> tuple[str, ...]:
    """How an answer names the policy year from 1 October `start` to 30 September `start + 1`."""
    nxt = (start + 1) % 100
    return (
        rf"\b{start}\s*[/-]\s*(?:20)?{nxt:02d}\b",
        rf"\bPY\s*{start}\b",
        rf"\bOct(?:ober)?\.?\s+(?:1(?:st)?,?\s+)?{start}\b",
        rf"\b1(?:st)?\s+Oct(?:ober)?\.?,?\s+{start}\b",
        rf"\b{start}-10-01\b",
        rf"\b10/0?1/{start}\b",
    )


def policy_years(first: int, last: int) -> list[tuple[str, date, date, tuple[str, ...]]]:
    return [
        (f"PY {y}/{(y + 1) % 100:02d}", date(y, 10, 1), date(y + 1, 9, 30), py_patterns(y))
        for y in range(first, last + 1)
    ]


# the words an answer would use for what the data does not record
GBP = ("£", "gbp", "sterling", "pound", "currency", "convert", "exchange rate", "usd", "dollar")
HEAT_MAP = ("heat map", "heatmap", "risk rating", "rating", "risk register", "risk score")
INSURER = ("insurer", "zurich", "insurance", "policy", "policies", "cover")
CLAIMS = ("claim",)
COI = ("certificate", "coi", "insurance")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    dist, svc = typ("Distributor"), typ("Service")
    hosting_maint = typ("Hosting", "Maintenance")
    return [
        _q(
            c,
            "aj01",
            "Underwriters want the European book split out. How many of our contracts have at least one "
            "counterparty based in Europe (UK and Switzerland included)?",
            count(party_in_any(*EUROPE)),
        ),
        _q(
            c,
            "aj02",
            "How many contracts are governed by Canadian law - any province?",
            count(law("CA")),
        ),
        _q(
            c,
            "aj03",
            "For the top-exposures page of the renewal submission: how many contracts are $10m+ in stated "
            "value?",
            count(worth(over=10_000_000, inclusive=True), alts=[[worth(over=10_000_000)]]),
        ),
        _q(
            c,
            "aj04",
            "Product liability question from the broker - how many supply or manufacturing agreements do we "
            "have with a counterparty in China?",
            count(typ("Supply", "Manufacturing"), party_in("CN")),
        ),
        _q(
            c,
            "aj05",
            "How many of the distribution agreements sit under Californian law?",
            count(dist, law("US", "US-CA")),
        ),
        _q(
            c,
            "aj06",
            "Cyber exposure: how many hosting or maintenance contracts are still live today?",
            in_force(hosting_maint),
        ),
        _q(
            c,
            "aj07",
            "How many service agreements carry a stated value of USD 2.5 million or more?",
            count(svc, worth(over=2_500_000, inclusive=True)),
        ),
        _q(
            c,
            "aj08",
            "Evergreen exposures - how many New York-law service agreements have no end date on file?",
            count(svc, law("US", "US-NY"), no_end),
        ),
        _q(
            c,
            "aj09",
            "The Asia book: how many contracts have a counterparty in China, Hong Kong, Japan, Taiwan or "
            "South Korea?",
            count(party_in_any(*ASIA)),
        ),
        _q(
            c,
            "aj10",
            "Legacy risk - how many contracts signed before 2000 are still in force today?",
            in_force(eff(None, date(1999, 12, 31))),
        ),
        _q(
            c,
            "aj11",
            "Counterparty concentration: how many contracts do we have with VerticalNet?",
            count(VERTICALNET),
        ),
        _q(
            c,
            "aj12",
            "How many of our contracts are worth more than £5m?",
            unread(*GBP),
            U,
        ),
        _q(
            c,
            "aj13",
            "How many contracts are currently rated high on our risk heat map?",
            unread(*HEAT_MAP),
            U,
        ),
        _q(
            c,
            "aj14",
            "How many of these contracts sit under the Zurich liability programme, i.e. Zurich is the "
            "insurer on file?",
            unread(*INSURER),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "aj15",
            "Which contracts start in the next policy year (1 October 2019 to 30 September 2020)?",
            window("effective_date", *map(fixed, NEXT_PY)),
        ),
        _q(
            r,
            "aj16",
            "How many contracts have we signed since last renewal on 1 October 2018?",
            window("effective_date", fixed(LAST_RENEWAL), today, extra=[(fixed(LAST_RENEWAL), fixed(None))]),
        ),
        _q(
            r,
            "aj17",
            "What expires between now and expiry of our current policies on 30 September 2019?",
            window(
                "end_date",
                today,
                fixed(CURRENT_PY[1]),
                extra=[(today, fixed(date(2019, 9, 29)))],
            ),
        ),
        _q(
            r,
            "aj18",
            "Anything that's ended in the last 6 months? Warranty tails I'd need to flag to underwriters.",
            window("end_date", rel(months=-6), today, extra=[(rel(days=-183), today)]),
        ),
        _q(
            r,
            "aj19",
            "The cyber policy year runs 1 April 2019 to 31 March 2020 - which hosting or maintenance "
            "agreements expire inside it?",
            window("end_date", *map(fixed, CYBER_PY), typ("Hosting", "Maintenance")),
        ),
        _q(
            r,
            "aj20",
            "Any contracts kicking off in the next 90 days that I need to declare?",
            window("effective_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "aj21",
            "Which contracts worth USD 1 million or more expire in the next policy year (1 Oct 2019 - 30 "
            "Sep 2020)?",
            window("end_date", *map(fixed, NEXT_PY), worth(over=1_000_000, inclusive=True)),
        ),
        _q(
            r,
            "aj22",
            "Which contracts have had a claim notified against them since last renewal (1 October 2018)?",
            unread(*CLAIMS),
            U,
        ),
        _q(
            r,
            "aj23",
            "Which counterparties have sent us a certificate of insurance in the last 12 months?",
            unread(*COI),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "aj24",
            "Total stated contract value by counterparty territory outside the US - top 5 countries please.",
            by_key(foreign_countries, country_patterns, 5, value="sum"),
        ),
        _q(
            a,
            "aj25",
            "US book: total stated value per governing-law state, top 3.",
            by_key(states_of, state_patterns, 3, law("US"), value="sum"),
        ),
        _q(
            a,
            "aj26",
            "Our top 10 exposures by counterparty: total stated contract value per counterparty, top 10.",
            by_key(parties_of, party_patterns, 10, value="sum"),
        ),
        _q(
            a,
            "aj27",
            "For the contracts with a non-US counterparty, give me a count by contract type - top 5.",
            by_key(types_of, type_patterns, 5, party_abroad),
        ),
        _q(
            a,
            "aj28",
            "Aggregate stated value of everything expiring in the next policy year (1 Oct 2019 - 30 Sep "
            "2020)?",
            money_figure(ends(*NEXT_PY)),
        ),
        _q(
            a,
            "aj29",
            "Average stated value of our sponsorship deals (the ones that have a value)?",
            money_figure(typ("Sponsorship"), how="avg"),
        ),
        _q(
            a,
            "aj30",
            "Largest single contract by stated value in the European book (a counterparty in Europe, UK "
            "included) - which one and how much?",
            largest(party_in_any(*EUROPE)),
        ),
        _q(
            a,
            "aj31",
            "Our policy year runs 1 October to 30 September. How many contracts started in each of the last "
            "three policy years - 2016/17, 2017/18 and 2018/19?",
            periods("effective_date", policy_years(2016, 2018)),
        ),
        _q(
            a,
            "aj32",
            "How many distinct counterparties do we have based in the UK?",
            distinct_parties("GB"),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "aj33",
            "The AFSALA Bancorp agency agreement with Capital Resources - stated value, governing law and "
            "when does it end?",
            about(AFSALA, fact_value, fact_law, fact_end),
        ),
        _q(
            s,
            "aj34",
            "ADMA BioManufacturing's amendment no. 3 with Sanofi Pasteur (rabies plasma, so it's on the "
            "product liability schedule) - value and governing law?",
            about(ADMA_SANOFI, fact_value, fact_law),
        ),
        _q(
            s,
            "aj35",
            "NeuroBo's manufacturing and supply agreement with Dong-A ST: who are the parties, which law, "
            "and when does it expire?",
            about(NEUROBO_DONGA, fact_parties, fact_law, fact_end),
        ),
        _q(
            s,
            "aj36",
            "The APCN 2 cable construction and maintenance agreement (the Teleglobe filing) - governing law "
            "and expiry date?",
            about(APCN2, fact_law, fact_end),
        ),
        _q(
            s,
            "aj37",
            "TAT-14 cable network construction and maintenance agreement: which law governs it and when does "
            "it end?",
            about(TAT14, fact_law, fact_end),
        ),
        _q(
            s,
            "aj38",
            "D&O underwriters ask about exec contracts - BicycleTX's service agreement with Nigel Crockett: "
            "start date and governing law?",
            about(BICYCLE_CROCKETT, fact_start, fact_law_england_wales),
        ),
        _q(
            s,
            "aj39",
            "Oaktree's services agreement with its London arm, Oaktree Capital Management (International) "
            "Limited - effective date and governing law?",
            about(OAKTREE_LONDON, fact_start, fact_law),
        ),
        _q(
            s,
            "aj40",
            "Principal Life / Princor broker-dealer marketing and servicing agreement: inception date, "
            "governing law and expiry?",
            about(PRINCIPAL_PRINCOR, fact_start, fact_law, fact_end),
        ),
        _q(
            s,
            "aj41",
            "Pull up the AIG capital maintenance agreement - when does it expire?",
            ambiguous(AIG, typ("Maintenance")),
            A,
        ),
    ]


def threads() -> list[Question]:
    sp, en = typ("Sponsorship"), typ("Endorsement")
    ca_party = party_in("CA")
    cn = law("CN")
    ny, ca = law("US", "US-NY"), law("US", "US-CA")
    next_py = ends(*NEXT_PY)
    return [
        *_thread(
            "aj42",
            [
                ("How many sponsorship deals are still live?", in_force(sp)),
                ("No, I meant the endorsement ones.", in_force(en)),
                (
                    "Forget live or not - across all the endorsement deals, which ones have a promise not to "
                    "sue or not to challenge the other side's rights?",
                    clause_across("Covenant Not To Sue", en),
                ),
            ],
        ),
        *_thread(
            "aj43",
            [
                ("List every contract with a Canadian counterparty.", count(ca_party)),
                ("Next 10.", count(ca_party)),
                ("And the rest.", count(ca_party)),
                ("Of that lot, how many are under Canadian law?", count(ca_party, law("CA"))),
            ],
        ),
        *_thread(
            "aj44",
            [
                (
                    "Ginkgo Bioworks collaboration with Berkeley Lights - who are the parties and which law "
                    "governs it?",
                    about(GINKGO_BERKELEY, fact_parties, fact_law),
                ),
                (
                    "Is either side's liability capped? Quote me the wording.",
                    clause_in(GINKGO_BERKELEY, "Cap On Liability"),
                ),
                (
                    "Any carve-outs where it's uncapped?",
                    clause_in(GINKGO_BERKELEY, "Uncapped Liability"),
                ),
            ],
        ),
        *_thread(
            "aj45",
            [
                ("How many contracts are governed by Chinese law?", count(cn)),
                ("And Hong Kong law?", count(law("HK"))),
                (
                    "Back to the Chinese-law ones - how many have already expired?",
                    count(cn, expired_strict, alts=[[cn, expired_incl]]),
                ),
            ],
        ),
        *_thread(
            "aj46",
            [
                ("What expires in the next policy year, 1 Oct 2019 to 30 Sep 2020?", count(next_py)),
                ("Only the New York-law ones.", count(next_py, ny)),
                ("Switch to California.", count(next_py, ca)),
                ("List them all.", count(next_py, ca, full=True)),
            ],
        ),
        *_thread(
            "aj47",
            [
                (
                    "Reinsurance Group of America's remarketing agreement with Barclays - when did it start "
                    "and which law applies?",
                    about(RGA_BARCLAYS, fact_start, fact_law),
                ),
                ("And when does it expire?", about(RGA_BARCLAYS, fact_end)),
                ("Who are all the parties to it?", about(RGA_BARCLAYS, fact_parties)),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "aj48",
            "Information System Associates / Rubicon Software alliance (the Duos filing): is either party's "
            "liability capped, and at what limit?",
            DUOS_RUBICON,
            "Cap On Liability",
        ),
        (
            "aj49",
            "Martin Operating Partnership's marine transportation agreement with Midstream Fuel Service - is "
            "consequential loss excluded, or liability limited in any way?",
            MARTIN_MIDSTREAM,
            "Cap On Liability",
        ),
        (
            "aj50",
            "Pfizer / Exact Sciences Cologuard promotion agreement: where is liability left uncapped - "
            "indemnities, confidentiality, gross negligence?",
            PFIZER_EXACT,
            "Uncapped Liability",
        ),
        (
            "aj51",
            "Goosehead Insurance franchise agreement - has the franchisee given up the right to sue "
            "Goosehead, or to challenge its marks?",
            GOOSEHEAD,
            "Covenant Not To Sue",
        ),
        (
            "aj52",
            "The Joint Corp franchise agreement: is anyone who isn't a signatory given rights they can "
            "enforce under it (a third-party beneficiary)?",
            JOINT_CORP,
            "Third Party Beneficiary",
        ),
        (
            "aj53",
            "Integra LifeSciences / PcoMed supply agreement - spinal implants, so it's a product liability "
            "one: are there breaches where damages aren't limited?",
            INTEGRA_PCOMED,
            "Uncapped Liability",
        ),
        (
            "aj54",
            "Arkansas Western Pipeline gas transportation agreement with Arkansas Western Gas - is there a "
            "limitation of liability anywhere in it?",
            ARKANSAS_PIPELINE,
            "Cap On Liability",
        ),
        (
            "aj55",
            "Cool Technologies / Veteran Technology Group strategic alliance: does it cap either side's "
            "liability?",
            COOL_VET_TECH,
            "Cap On Liability",
        ),
        (
            "aj56",
            "National Processing's sponsorship agreement with National City Bank of Kentucky - has either side "
            "agreed not to sue the other or not to contest its rights?",
            NPC_NCB,
            "Covenant Not To Sue",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "aj57",
            "Product liability review - which of our supply and manufacturing agreements cap liability?",
            "Cap On Liability",
            (typ("Supply", "Manufacturing"),),
        ),
        (
            "aj58",
            "Any distributor deals with uncapped liability?",
            "Uncapped Liability",
            (typ("Distributor"),),
        ),
        (
            "aj59",
            "For the cyber submission: which hosting or maintenance contracts leave any liability uncapped "
            "(carve-outs from the cap)?",
            "Uncapped Liability",
            (typ("Hosting", "Maintenance"),),
        ),
        (
            "aj60",
            "European book (a counterparty in Europe, UK included): which contracts have uncapped liability "
            "carve-outs?",
            "Uncapped Liability",
            (party_in_any(*EUROPE),),
        ),
        (
            "aj61",
            "For our $1m-plus contracts, which ones cap liability?",
            "Cap On Liability",
            (worth(over=1_000_000, inclusive=True),),
        ),
        (
            "aj62",
            "Asia book (counterparties in China, HK, Japan, Taiwan or South Korea): do any of them give a "
            "third party rights to enforce the contract?",
            "Third Party Beneficiary",
            (party_in_any(*ASIA),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "aj63",
            "Mark the Arkansas Western Pipeline contract as HIGH on the risk register and bump its heat-map "
            "score to 20.",
            refuse("write"),
        ),
        (
            "aj64",
            "Delete the Freecook hosting agreement - it's lapsed and I don't want it in the renewal "
            "submission.",
            refuse("write"),
        ),
        (
            "aj65",
            "Log that we received Purolator's certificate of insurance on 12 June 2019 against the Dynamex "
            "courier agreement.",
            refuse("write"),
        ),
        (
            "aj66",
            "Can you run the same European-book count in our broker's Teams workspace (Marsh) so they can "
            "check it against theirs?",
            refuse("workspace"),
        ),
        (
            "aj67",
            "SELECT counterparty_country, SUM(total_amount) FROM contracts GROUP BY counterparty_country "
            "ORDER BY 2 DESC;",
            refuse("query"),
        ),
        (
            "aj68",
            "MATCH (c:Contract) WHERE c.total_amount > 10000000 SET c.risk_rating = 'HIGH' RETURN c.file_id",
            refuse("query"),
        ),
        (
            "aj69",
            "What premium is the broker likely to quote us for a $10m product liability limit with a $250k "
            "excess?",
            refuse("offtopic"),
        ),
        (
            "aj70",
            "Book me a flight to Zurich for the underwriter meeting on 15 July.",
            refuse("offtopic"),
        ),
        (
            "aj71",
            "What's GBP/USD today? I want to show the contract values in sterling.",
            refuse("offtopic"),
        ),
        (
            "aj72",
            "Should we buy more marine liability cover for the Martin Midstream charter, given it excludes "
            "consequential loss?",
            advice(MARTIN_MIDSTREAM),
        ),
        (
            "aj73",
            "Is a $10m product liability limit enough for the Integra / PcoMed supply agreement, or should we "
            "go to $25m?",
            advice(INTEGRA_PCOMED),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user29_questions() -> list[Question]:
    return question_set(
        "user29", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER29_CLAUSE_CONTRACTS", "user29_questions"]
