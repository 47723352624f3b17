"""A forty-fourth user-written question set for `bench.qa_fresh` (split "user44", `--set user44`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions of
the earlier user sets beyond the layout of `bench.qa_user41_questions` and `bench.qa_user43_questions` and the
clause contracts and categories the earlier sets ask), the way the procurement director of a US hospital system
writes in Teams between budget meetings about the system's vendor contracts (supply, service, maintenance,
hosting, outsourcing, licence and distribution agreements): healthcare-procurement vocabulary ("the VAC" /
"value-analysis committee", "sole-source", "evergreen", "GPO", "Vizient", "capital committee", "SaaS", "the
vendor", "MOQ", "BAA", "CFO sign-off", "our FY (July-June)", "FY19" / "FY20" / "FY21"), the ask framed by a
budget or a committee and given first ("Prepping the VAC deck.", "Ahead of the FY20 budget:", "Anything over
$250K needs CFO sign-off."), dollar thresholds ("over $250K", "the $100K-$500K band", "north of $300K", "over
$500K"), terse abbreviations ("pls", "agmt", "mfg", "thru", "w/", "#", "yr") and a couple of typos ("maintenace",
"agreemnt"), two asks in one message, and things the contracts do not record (a BAA on file, the GPO pricing
tier, price increases pushed through, utilisation, spend to date). Clause questions are in the director's own
words, never CUAD's category names ("if Garman gets bought out, can the contract be handed to the new owner
without Sparkling signing off", "is Changepoint named as someone who can enforce them directly", "can Tadeo shift
the contract over to one of its affiliates", "is the vendor training capped, how many of GLS's technicians get
the course", "do IBM's affiliates and subcontractors get rights to use the customer's components", "does JHU
limit or disclaim its liability for damages", "is co-marketing with complementary products still allowed", "a
minimum order quantity per shipment", "does either side owe transition support", "does it roll over at all",
"anything stopping either side from hiring away the other's staff", "does EZJR need Leader's OK to hand the
agreement to someone else", "which can be ended early on notice, no breach needed", "guarantee the buyer pricing
at least as good as the vendor's other customers", "cap or freeze price increases", "limit the vendor's (or
either side's) liability", "an outside entity that gets enforceable rights under it", "no-poach language on
staff", "roll over automatically at the end of the term", "how much notice we need to give to stop them
renewing", "need the other side's consent before they can be transferred"). It asks counts and lists filtered by
type, party, the parties' country and state, governing law, value and dates, dates relative to today, to the
fiscal year and to the calendar, aggregations by type, counterparty, governing-law state, year, month of the
fiscal year and country (an average, an average term in months, the longest term, the largest value), the facts
of named contracts ("not stated" where the data has none, and one name that fits two contracts), follow-up
threads that correct the bot ("sorry - Delaware, not NY"), switch a slot ("now do maintenance", "and Texas
instead of California"), narrow, page ("next batch pls") and ask a fact or a clause of "it" / "those", clause
questions about one named contract and across the contracts of a filter, "no such clause" cases, refusals
(changing an end date, deleting a contract, another health system's workspace, pasted SQL and Cypher, a Medicare
rate and an RFP draft, and "should we ..." questions that are advice) and what the data does not record. It uses
the helpers and truth objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is
computed from the data (a few filters are built here: the vendor contract types, the months of the fiscal year
2020).

Readings (today is the benchmark's fixed 30 June 2019; the director's FY runs 1 July to 30 June, so FY19 is 1
July 2018 - 30 June 2019, FY20 1 July 2019 - 30 June 2020, FY21 ends 30 June 2021). Types: "supply agreements",
"maintenance agreements", "hosting" / "SaaS / hosting contracts", "service agreements", "licence agreements",
"distribution agreements" their types; "supply or mfg" / "supply + mfg" the supply and manufacturing agreements
together; "service, maintenance or hosting" the three types together; "vendor contracts" where a question spells
the types out (ay26, ay67) the supply, service, maintenance, hosting, licence, distributor, manufacturing and
reseller agreements (`VENDOR_TYPES`). Places: "a vendor based outside the US" (ay02) a party whose country on
file is not the United States (a party of unknown country does not count); "a Swiss vendor" (ay06) a party in
Switzerland; "a counterparty located in New Jersey" (ay07) and "one side is based in PA" (turn ay48.1) a party
whose state on file is that state (`party_state`), not the governing law; "an Israeli party" (turn ay49.1) a
party in Israel; "NY law", "Delaware", "CA or DE law", "New Jersey law" the governing law's state. Values are the
stated values: "over $250K" (ay04) above 250,000, with 250,000 included also accepted; "the $100K-$500K band"
(ay11) from 100,000 to 500,000 both included, with both excluded also accepted; "over $500K" (turn ay45.3) above
500,000, with 500,000 included also accepted; "north of $300K" (ay62) above 300,000 (no contract is valued at
exactly 300,000, so the inclusive reading is the same universe). "A $ value on them" (turn ay45.1) is a stated
value. "No end date on file" (ay09, ay69) is a contract without an end date. Dates: "expire during FY20" (ay14)
an end date from 1 July 2019 to 30 June 2020, with today added also accepted; "expired during FY19" (ay15) an end
date from 1 July 2018 to 30 June 2019, with the last day (today, when the contract has not yet run out) left out
also accepted; "in the next 90 days" (ay16) an end date from today to 28 September 2019 (three months also
accepted); "ended in the last 2 years" (ay17) an end date from 30 June 2017 to today (730 days also accepted);
"took effect in calendar 2019 so far" (ay18) an effective date from 1 January 2019 to today; "run past the end of
FY21 (30 June 2021)" (ay19) an end date after 30 June 2021, with 30 June 2021 itself also accepted; "expire in
the next 2 years" (ay20) an end date from today to 30 June 2021 (730 days also accepted); "come up in the next 6
months" (ay21) an end date from today to 31 December 2019 (182 and 183 days also accepted); "rolled off in
calendar 2018" (ay22) an end date in 2018; "still live" (turn ay44.3) and "still running" (turn ay49.3) started
and ending on or after today, with the contracts without an end date counted as running also accepted
(`live_now`). Today in or out for every window that starts or ends today, and the last day in or out for a window
counted from today (as `window` accepts); and, as for every question, `bench.qa_fresh`'s reading of the indexed
contracts that renew by themselves.

Aggregations: "break the supply, manufacturing, maintenance and hosting contracts down by type" (ay24) counts the
four types (all four groups required); "total stated $ by contract type, top 3" (ay25) sums the stated values per
type; "which counterparties show up on the most contracts, top 3" across the vendor contract types (ay26) counts
the contracts per party (a tie at the third place lets any tied party stand for it); "service agreements by
governing-law state, top 5" (ay27) counts them per state; "average stated value of the service agreements, skip
the ones with no $" (ay28) the mean of the stated values; "# of supply + mfg agreements signed per year, 2014
thru 2019" (ay29) counts their effective dates per calendar year (every year with one required); "average initial
term of the supply agreements, in months" (ay30) the mean initial term (from the stated duration or from the
dates, in months of 30 or 30.44 days); "which maintenance agreement has the longest initial term" (ay31) the
longest by either reading (the Teleglobe construction and maintenance agreement, 25 years); "biggest distribution
agreement by stated $" (ay32) the largest stated value among the distributor agreements (the Pacira / EKR
licensing, distribution and marketing agreement, $20M); "how many contracts expire in each month of FY20" (ay33)
counts the end dates per calendar month from July 2019 to June 2020 (every month with one required); "top 3
countries outside the US our counterparties are based in, by # of contracts" (ay34) counts the contracts with a
party in each non-US country.

Threads: in ay44 "sorry - Delaware, not NY" corrects the governing law and keeps the supply agreements, and
"which of those are still live?" narrows it (readings as above); in ay45 "next batch pls" pages the same selection
(each page is judged as the selection: the total it states must be the selection's count and every contract shown
must belong to it) and "just the ones over $500K" narrows it; in ay46 "now do maintenance" switches the type
and keeps California, and "and Texas instead of California" switches the state and keeps maintenance; in ay47
(the Integra LifeSciences / PcoMed supply agreement of 15 May 2013, 36 months, to 15 May 2016) "does the
exclusive selling right PcoMed grants cover Integra's affiliates as well" asks its licensee-affiliate clause
(PcoMed grants the right to Integra and its Affiliates); in ay48 "which of those need the other side's consent
before they can be transferred" asks anti-assignment across the clause-indexed contracts with a party in
Pennsylvania (ten), judged by the contracts returned and the count checked, as every cross-contract clause
question is; in ay49 "only supply + mfg" narrows the contracts with an Israeli party and "which of them are still
running" narrows again.

Judgment calls on facts and names: ay35 is the Vericel / MediWound supply agreement (to 6 May 2024, New York law;
MediWound has a second supply agreement, with Challenge Bioproducts, which naming Vericel rules out); ay36 the
West Pharmaceutical Services / ExxonMobil Chemical global master supply agreement (1 January 2019 to 31 December
2023); ay37 the Profound Medical / Philips Medical Systems Nederland supply agreement for the Sonalleve device
(Netherlands law; no end date on file, and the text redacts the term, so the answer must say the end is not
stated); ay38 the Universal Access / CityNet Telecommunications maintenance agreement ($480,000 stated; Delaware
law; its end is not asked, as the data has none while the text gives five years); ay39 the Vapotherm / Medica
S.p.A. manufacturing and supply agreement (both parties; New York law); ay40 the TriZetto-filed technical
infrastructure maintenance agreement between Medical Manager Midwest and MTS (no value on file and none in the
text: the answer must say it is not stated; Indiana law); ay41 the Apollo Endosurgery / Establishment Labs
manufacturing and supply agreement (to 5 December 2019, Texas law); ay42 the HealthGate Data hosting and
management agreement with Blackwell Science and Munksgaard ($2.1M; English law, the governing law on file being
the United Kingdom); ay43 "the Azul maintenance agreement with ATR" fits the global maintenance agreement and its
amendment between Azul and Avions de Transport Regional (of 9 March 2015 and 6 January 2016): `Ambiguous`, right
is asking which one or showing them both.

Refusals and unrecorded constraints: ay70 asks to move the Vericel supply agreement's end date and ay71 to delete
the Centrack web hosting agreement (writes, declined); ay72 asks for another health system's contract list from
its workspace (another company's workspace); the SQL of ay73 and the Cypher of ay74 (which sets an owner on the
hosting contracts) are pasted as typed; ay75 (a Medicare payment rate for a CPT code) and ay76 (drafting an RFP
for infusion pumps) are out of the domain; ay77 ("should we renew sole-source or put it out to bid", the Vericel
/ MediWound supply agreement) and ay78 ("should we accept terms like these", the Profound / Philips supply
agreement) are advice, answered with the contract's facts and a not-advice note. ay12 counts the vendors with a
BAA on file, ay13 the supply contracts on GPO (Vizient) pricing, ay23 asks which contracts had a price increase
pushed through in the last 12 months, ay79 the utilisation against the Philips supply agreement this FY and ay80
the spend to date on the West / ExxonMobil agreement: the data records none of these (unread; ay79 and ay80 are
in the refusals class, group "unanswerable"; right is saying so and naming what is not recorded).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every set
do not change); this set asks each of them only about a clause category that no earlier set asked of it (checked
by code over the truths of every earlier set's clause questions and of the clause turns of its threads, the fresh
set and user1 to user43), and only categories labelled in CUAD's dev split. They are listed in
`USER44_CLAUSE_CONTRACTS`. Across contracts it asks termination for convenience in the contracts with a stated
value above $300K, a most-favoured-nation clause in the supply and manufacturing agreements (none of the ten
clause-indexed ones has one: right is saying none was found), price restrictions in the same ten, a cap on
liability in the contracts under New Jersey law, a third-party beneficiary in the service agreements, a
no-solicit of employees in the vendor contract types, a renewal term in the maintenance agreements, a notice
period to stop a renewal in the contracts without an end date, and in thread ay48 anti-assignment in the
contracts with a party in Pennsylvania; no earlier set asked any of these categories over the same universe
(checked by code likewise: the same category over the same set of clause-indexed contracts). None of its
(contract, category) pairs and none of its (category, universe) pairs is asked by the user45 set, written at the
same time (checked by code; the two sets share one clause contract, the Biopure / Butler agency agreement, asked
about different categories).

The "no" clause questions (`SHI_GRIDIRON_SUPPLY` renewal, `ON2_WILDFORM_SUPPORT` no-solicit of employees,
`LEADER_EZJR_MAINT` anti-assignment) name contracts with no labelled span of that category at all (located or
not), and whose text has no such clause: the SHI Farms / Gridiron BioNutrients hemp biomass supply agreement is a
one-off purchase of 30,000 lbs with no term to renew; the On2 / Wildform support and maintenance agreement says
nothing of soliciting or hiring the other's staff; the Leader Act / EZJR software maintenance agreement binds the
parties' successors and assigns and requires no consent to assign. Names that need care: `GARMAN_SPARKLING` the
Garman Routing Systems / Sparkling Spring Water software licence and maintenance agreement (neither party may
assign it to a third party without the other's written consent); `CORIO_CHANGEPOINT` the Corio / Changepoint
licence and hosting agreement (Changepoint a direct and intended third-party beneficiary of the customer terms);
`DIPLOMAT_TADEO_HOSTING` the Diplomat Direct Marketing / Tadeo E-Commerce online hosting agreement filed by
DynTek (Tadeo may assign to a subsidiary or affiliate without Diplomat's consent); `AIRSPAN_GLS` the Airspan
Networks / GLS distributor agreement (a single technical course for up to two of the distributor's technicians in
the first year); `IBM_QUANTUM_HOSTING` the IBM / Quantum Group e-business hosting agreement (the customer grants
IBM, its affiliates and subcontractors the rights needed to perform); `JHU_VIRTUOSO` the Johns Hopkins / Virtuoso
Surgical non-exclusive licence (JHU disclaims liability for damages); `EHAVE_CHT_RESELLER` the Ehave / Companion
Healthcare Technologies reseller agreement (complementary co-marketing is not a competitive transaction);
`BIOPURE_BUTLER` the Biopure / Butler Company Oxyglobin agency agreement (orders shipped in minimum quantities of
one box); `JANSSEN_IMMUNOMEDICS` the Janssen Biotech / Immunomedics promotion agreement (transition of
promotional activities and a transition plan at the end of the term); `INTEGRA_PCOMED` the Integra LifeSciences /
PcoMed supply agreement filed by SeaSpine (thread ay47).

Every question's split is "user44"; ids start with the two letters "ay" (a thread's turns are "ayNN.1", "ayNN.2",
...), which no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
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
    dated,
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
    law_in,
    longest_term,
    money_figure,
    month_patterns,
    month_range,
    no_end,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_patterns,
    party_state,
    periods,
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
    year_of,
    years_span,
)
from bench.qa_fresh_questions import (
    live_now as still_live,
)

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

GARMAN_SPARKLING = (
    "SPARKLINGSPRINGWATERHOLDINGSLTD_07_03_2002-EX-10.13-SOFTWARE LICENSE AND MAINTENANCE AGREEMENT"
)
CORIO_CHANGEPOINT = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
DIPLOMAT_TADEO_HOSTING = "DYNTEKINC_07_30_1999-EX-10-ONLINE HOSTING AGREEMENT"
AIRSPAN_GLS = "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement"
IBM_QUANTUM_HOSTING = "QuantumGroupIncFl_20090120_8-K_EX-99.2_3672910_EX-99.2_Hosting Agreement"
JHU_VIRTUOSO = "VirtuosoSurgicalInc_20191227_1-A_EX1A-6 MAT CTRCT_11933379_EX1A-6 MAT CTRCT_License Agreement"
EHAVE_CHT_RESELLER = "EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement"
BIOPURE_BUTLER = "BIOPURECORP_06_30_1999-EX-10.13-AGENCY AGREEMENT"
JANSSEN_IMMUNOMEDICS = "IMMUNOMEDICSINC_08_07_2019-EX-10.1-PROMOTION AGREEMENT"
SHI_GRIDIRON_SUPPLY = "GRIDIRONBIONUTRIENTS,INC_02_05_2020-EX-10.3-SUPPLY AGREEMENT"
ON2_WILDFORM_SUPPORT = "ON2TECHNOLOGIES,INC_11_17_2006-EX-10.3-SUPPORT AND MAINTENANCE AGREEMENT"
LEADER_EZJR_MAINT = "HerImports_20161018_8-KA_EX-10.14_9765707_EX-10.14_Maintenance Agreement"
INTEGRA_PCOMED = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"

USER44_CLAUSE_CONTRACTS: tuple[str, ...] = (
    GARMAN_SPARKLING,
    CORIO_CHANGEPOINT,
    DIPLOMAT_TADEO_HOSTING,
    AIRSPAN_GLS,
    IBM_QUANTUM_HOSTING,
    JHU_VIRTUOSO,
    EHAVE_CHT_RESELLER,
    BIOPURE_BUTLER,
    JANSSEN_IMMUNOMEDICS,
    SHI_GRIDIRON_SUPPLY,
    ON2_WILDFORM_SUPPORT,
    LEADER_EZJR_MAINT,
    INTEGRA_PCOMED,
)

# other contracts the specific questions and refusals name
VERICEL_MEDIWOUND = "VERICELCORP_08_06_2019-EX-10.10-SUPPLY AGREEMENT"
WEST_EXXONMOBIL = "WestPharmaceuticalServicesInc_20200116_8-K_EX-10.1_11947529_EX-10.1_Supply Agreement"
PROFOUND_PHILIPS = "PROFOUNDMEDICALCORP_08_29_2019-EX-4.5-SUPPLY AGREEMENT"
CITYNET_MAINT = "UAGHINC_04_14_2004-EX-10.18-MAINTENANCE AGREEMENT"
VAPOTHERM_MEDICA = "VAPOTHERM, INC. - Manufacturing and Supply Agreement"
TRIZETTO_MAINT = "TRIZETTOGROUPINC_08_18_1999-EX-10.17-TECHNICAL INFRASTRUCTURE MAINTENANCE AGREEMENT"
APOLLO_ESTABLISHMENT = "Apollo Endosurgery - Manufacturing and Supply Agreement"
HEALTHGATE_HOSTING = "HEALTHGATEDATACORP_11_24_1999-EX-10.1-HOSTING AND MANAGEMENT AGREEMENT (1)"

# parties named
MEDIWOUND = party("MediWound Ltd.")
ATR = party("AVIONS DE TRANSPORT REGIONAL, G.I.E.")


# --- filters and periods built here ----------------------------------------------------------------

SUPPLY, MAINT, HOST, SVC = typ("Supply"), typ("Maintenance"), typ("Hosting"), typ("Service")
LIC, DIST = typ("License"), typ("Distributor")
SUP_MFG = typ("Supply", "Manufacturing")
SVC_MAINT_HOST = typ("Service", "Maintenance", "Hosting")
VENDOR_TYPES = typ(
    "Supply", "Service", "Maintenance", "Hosting", "License", "Distributor", "Manufacturing", "Reseller"
)
"""The vendor contract types as the director spells them out (ay26, ay68)."""

NY, DE_LAW, NJ_LAW = law("US", "US-NY"), law("US", "US-DE"), law("US", "US-NJ")
PA_PARTY = party_state("US-PA")
IL_PARTY = party_in("IL")

FY20_START, FY20_END = date(2019, 7, 1), date(2020, 6, 30)
FY19_START = date(2018, 7, 1)
FY21_END = date(2021, 6, 30)

FY20_MONTHS = [
    (f"{y}-{m:02d}", *month_range(y, m), month_patterns(y, m))
    for y, m in [*((2019, m) for m in range(7, 13)), *((2020, m) for m in range(1, 7))]
]
"""The calendar months of the director's FY20 (July 2019 to June 2020)."""

PAST_FY21 = dated("end_date", fixed(date(2021, 7, 1)), fixed(None))
FROM_FY21_END = dated("end_date", fixed(FY21_END), fixed(None))

# the words an answer would use for what the data does not record
BAA = ("baa", "business associate", "hipaa")
GPO = ("gpo", "vizient", "group purchasing", "pricing tier", "tier")
PRICE_INCREASE = ("price increase", "increase", "pricing", "price")
UTILISATION = ("utili", "usage", "volume", "consumption")
SPEND = ("spend", "invoice", "paid", "payment", "purchase order")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(
            c,
            "ay01",
            "Morning - prepping the VAC deck. How many supply agreements do we have on file, all in?",
            count(SUPPLY),
        ),
        _q(
            c,
            "ay02",
            "how many of our maintenace agreements are with a vendor based outside the US?",
            count(MAINT, party_abroad),
        ),
        _q(c, "ay03", "SaaS / hosting contracts governed by NY law - how many?", count(HOST, NY)),
        _q(
            c,
            "ay04",
            "Anything over $250K needs CFO sign-off under the new policy. How many service agreements are "
            "over $250K?",
            count(SVC, worth(over=250_000), alts=[[SVC, worth(over=250_000, inclusive=True)]]),
        ),
        _q(c, "ay05", "How many agreements do we have with MediWound?", count(MEDIWOUND)),
        _q(
            c,
            "ay06",
            "supply or mfg agreements where the vendor is Swiss - count pls",
            count(SUP_MFG, party_in("CH")),
        ),
        _q(
            c,
            "ay07",
            "For the state contract review: how many contracts have a counterparty located in New Jersey? "
            "Where they sit, not whose law applies.",
            count(party_state("US-NJ")),
        ),
        _q(
            c,
            "ay08",
            "# of distribution agreements that started 2015 thru 2018?",
            count(DIST, eff(date(2015, 1, 1), date(2018, 12, 31))),
        ),
        _q(
            c,
            "ay09",
            "Evergreen check - I need every hosting agreement with no end date on file. Full list please, "
            "not a sample.",
            count(HOST, no_end, full=True),
        ),
        _q(
            c,
            "ay10",
            "licence agreements under CA or DE law - how many?",
            count(LIC, law_in("US-CA", "US-DE", country="US")),
        ),
        _q(
            c,
            "ay11",
            "How many contracts land in the $100K-$500K band (stated value)?",
            count(
                worth(over=100_000, under=500_000, inclusive=True),
                alts=[[worth(over=100_000, under=500_000)]],
            ),
        ),
        _q(
            c,
            "ay12",
            "Compliance is asking before the HIPAA audit: how many of our vendors have a signed BAA on file?",
            unread(*BAA),
            U,
        ),
        _q(
            c,
            "ay13",
            "how many of the supply contracts are on Vizient GPO pricing vs local / direct pricing?",
            unread(*GPO),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "ay14",
            "Ahead of the FY20 budget: which contracts expire during FY20? Our FY runs July-June, so "
            "1 Jul 2019 - 30 Jun 2020.",
            window(
                "end_date",
                fixed(FY20_START),
                fixed(FY20_END),
                extra=[(today, fixed(FY20_END))],
            ),
        ),
        _q(
            r,
            "ay15",
            "What expired during FY19 (Jul 2018 - Jun 2019)? need the count for the year-end report",
            window(
                "end_date",
                fixed(FY19_START),
                fixed(date(2019, 6, 30)),
                extra=[(fixed(FY19_START), rel(days=-1))],
            ),
        ),
        _q(
            r,
            "ay16",
            "What's expiring in the next 90 days? want to line up renewal talks before anything auto-rolls",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "ay17",
            "service, maintenance or hosting agreements that ended in the last 2 years?",
            window(
                "end_date",
                rel(months=-24),
                today,
                SVC_MAINT_HOST,
                extra=[(rel(days=-730), today)],
            ),
        ),
        _q(
            r,
            "ay18",
            "How many contracts took effect in calendar 2019 so far?",
            window("effective_date", fixed(date(2019, 1, 1)), today),
        ),
        _q(
            r,
            "ay19",
            "Which supply agreements run past the end of FY21 (30 June 2021)? Trying to see what's locked in "
            "for the next two budgets.",
            count(SUPPLY, PAST_FY21, alts=[[SUPPLY, FROM_FY21_END]]),
        ),
        _q(
            r,
            "ay20",
            "licence agreements that expire in the next 2 years - list pls",
            window("end_date", today, rel(months=24), LIC, extra=[(today, rel(days=730))]),
        ),
        _q(
            r,
            "ay21",
            "Service, maintenance and hosting: what comes up for expiry in the next 6 months?",
            window(
                "end_date",
                today,
                rel(months=6),
                SVC_MAINT_HOST,
                extra=[(today, rel(days=182)), (today, rel(days=183))],
            ),
        ),
        _q(
            r,
            "ay22",
            "how many contracts rolled off in calendar 2018 (Jan-Dec)?",
            count(year_of("end_date", 2018)),
        ),
        _q(
            r,
            "ay23",
            "Which vendors pushed through a price increase on us in the last 12 months? Finance wants it for "
            "the FY20 variance analysis.",
            unread(*PRICE_INCREASE),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "ay24",
            "For the VAC: break our supply, manufacturing, maintenance and hosting contracts down by type, "
            "with counts.",
            by_key(types_of, type_patterns, 4, typ("Supply", "Manufacturing", "Maintenance", "Hosting")),
        ),
        _q(
            a,
            "ay25",
            "total stated $ by contract type - top 3 types?",
            by_key(types_of, type_patterns, 3, value="sum"),
        ),
        _q(
            a,
            "ay26",
            "Across the supply, service, maintenance, hosting, licence, distribution, manufacturing and "
            "reseller agreements: which counterparties show up on the most contracts? top 3",
            by_key(parties_of, party_patterns, 3, VENDOR_TYPES),
        ),
        _q(
            a,
            "ay27",
            "service agreements by governing-law state, top 5 w/ counts",
            by_key(states_of, state_patterns, 5, SVC),
        ),
        _q(
            a,
            "ay28",
            "Average stated value of our service agreements? skip the ones with no $ on them",
            money_figure(SVC, how="avg"),
        ),
        _q(
            a,
            "ay29",
            "# of supply + mfg agreements signed per year, 2014 thru 2019?",
            periods("effective_date", years_span(2014, 2019), SUP_MFG),
        ),
        _q(
            a,
            "ay30",
            "What's the average initial term on the supply agreements, in months?",
            term_figure(SUPPLY, unit="months"),
        ),
        _q(
            a,
            "ay31",
            "which maintenance agreement has the longest initial term?",
            longest_term(MAINT),
        ),
        _q(
            a,
            "ay32",
            "biggest distribution agreement by stated $? and how much",
            largest(DIST),
        ),
        _q(
            a,
            "ay33",
            "Building the FY20 renewal calendar: how many contracts expire in each month of FY20 "
            "(Jul 19 - Jun 20)?",
            periods("end_date", FY20_MONTHS),
        ),
        _q(
            a,
            "ay34",
            "Top 3 countries outside the US our counterparties are based in, by # of contracts?",
            by_key(foreign_countries, country_patterns, 3),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ay35",
            "Vericel / MediWound supply agreement - when does it expire, and what law governs it?",
            about(VERICEL_MEDIWOUND, fact_end, fact_law),
        ),
        _q(
            s,
            "ay36",
            "West Pharmaceutical's master supply agmt with ExxonMobil Chemical: effective date and end date?",
            about(WEST_EXXONMOBIL, fact_start, fact_end),
        ),
        _q(
            s,
            "ay37",
            "Profound Medical / Philips supply agreement (the Sonalleve one). Governing law? And is there "
            "an end date?",
            about(PROFOUND_PHILIPS, fact_law, fact_end),
        ),
        _q(
            s,
            "ay38",
            "CityNet's maintenance agreement with Universal Access - what's it worth and whose law applies?",
            about(CITYNET_MAINT, fact_value, fact_law),
        ),
        _q(
            s,
            "ay39",
            "Vapotherm manufacturing & supply agreement with Medica - who exactly are the parties, and which "
            "law governs?",
            about(VAPOTHERM_MEDICA, fact_parties, fact_law),
        ),
        _q(
            s,
            "ay40",
            "the TriZetto technical infrastructure maintenance agreemnt (Medical Manager Midwest / MTS): "
            "contract value + governing law?",
            about(TRIZETTO_MAINT, fact_value, fact_law),
        ),
        _q(
            s,
            "ay41",
            "Apollo Endosurgery's mfg and supply agreement with Establishment Labs - when does it end, and "
            "under which state's law?",
            about(APOLLO_ESTABLISHMENT, fact_end, fact_law),
        ),
        _q(
            s,
            "ay42",
            "HealthGate hosting & management agreement with Blackwell Science: total value and governing law?",
            about(HEALTHGATE_HOSTING, fact_value, fact_law),
        ),
        _q(
            s,
            "ay43",
            "the Azul maintenance agreement with ATR - when was it signed?",
            ambiguous(MAINT, ATR),
            A,
        ),
    ]


def threads() -> list[Question]:
    over_500k, over_500k_incl = worth(over=500_000), worth(over=500_000, inclusive=True)
    ca_party, tx_party = party_state("US-CA"), party_state("US-TX")
    return [
        *_thread(
            "ay44",
            [
                ("how many supply agreements are governed by NY law?", count(SUPPLY, NY)),
                ("sorry - Delaware, not NY", count(SUPPLY, DE_LAW)),
                ("which of those are still live?", still_live(SUPPLY, DE_LAW)),
            ],
        ),
        *_thread(
            "ay45",
            [
                ("list the service agreements that have a $ value on them", count(SVC, worth())),
                ("next batch pls", count(SVC, worth())),
                (
                    "just the ones over $500K",
                    count(SVC, over_500k, alts=[[SVC, over_500k_incl]]),
                ),
            ],
        ),
        *_thread(
            "ay46",
            [
                ("hosting agreements with a California-based party?", count(HOST, ca_party)),
                ("now do maintenance", count(MAINT, ca_party)),
                ("and Texas instead of California", count(MAINT, tx_party)),
            ],
        ),
        *_thread(
            "ay47",
            [
                (
                    "Integra LifeSciences / PcoMed supply agreement - when did the initial term end?",
                    about(INTEGRA_PCOMED, fact_end),
                ),
                (
                    "and the exclusive selling right PcoMed grants under it - does that cover Integra's "
                    "affiliates as well?",
                    clause_in(INTEGRA_PCOMED, "Affiliate License-Licensee"),
                ),
            ],
        ),
        *_thread(
            "ay48",
            [
                ("pull every contract where one side is based in PA", count(PA_PARTY)),
                (
                    "which of those need the other side's consent before they can be transferred to someone "
                    "else?",
                    clause_across("Anti-Assignment", PA_PARTY),
                ),
            ],
        ),
        *_thread(
            "ay49",
            [
                ("contracts with an Israeli party?", count(IL_PARTY)),
                ("only supply + mfg", count(IL_PARTY, SUP_MFG)),
                ("which of them are still running?", still_live(IL_PARTY, SUP_MFG)),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ay50",
            "Garman Routing software licence & maintenance agreement with Sparkling Spring: if Garman gets "
            "bought out, can the contract be handed to the new owner without Sparkling signing off?",
            GARMAN_SPARKLING,
            "Anti-Assignment",
        ),
        (
            "ay51",
            "Corio / Changepoint licence & hosting agreement - in the end-customer terms, is Changepoint named "
            "as someone who can enforce them directly, even though it isn't the customer's counterparty?",
            CORIO_CHANGEPOINT,
            "Third Party Beneficiary",
        ),
        (
            "ay52",
            "Diplomat Direct Marketing's online hosting deal with Tadeo: can Tadeo shift the contract over "
            "to one of its affiliates without Diplomat's OK?",
            DIPLOMAT_TADEO_HOSTING,
            "Anti-Assignment",
        ),
        (
            "ay53",
            "Airspan / GLS distributor agreement - is the vendor training capped? i.e. how many of GLS's "
            "technicians get the course?",
            AIRSPAN_GLS,
            "Volume Restriction",
        ),
        (
            "ay54",
            "IBM e-business hosting agreement with Quantum Group: do IBM's affiliates and subcontractors get "
            "rights to use the customer's components (software, data etc.) to deliver the service?",
            IBM_QUANTUM_HOSTING,
            "Affiliate License-Licensee",
        ),
        (
            "ay55",
            "Johns Hopkins / Virtuoso Surgical licence - does JHU limit or disclaim its liability for damages? "
            "capital committee will ask before we look at the device",
            JHU_VIRTUOSO,
            "Cap On Liability",
        ),
        (
            "ay56",
            "Ehave reseller agreement with Companion Healthcare Technologies: CHT can't do competing deals, "
            "fine - but is co-marketing with complementary products still allowed?",
            EHAVE_CHT_RESELLER,
            "Competitive Restriction Exception",
        ),
        (
            "ay57",
            "Biopure / Butler Oxyglobin agency agreement - is there an MOQ, i.e. a minimum order quantity "
            "per shipment?",
            BIOPURE_BUTLER,
            "Minimum Commitment",
        ),
        (
            "ay58",
            "Janssen / Immunomedics promotion agreement: when it ends, does either side owe transition "
            "support - a handover plan for customers etc.?",
            JANSSEN_IMMUNOMEDICS,
            "Post-Termination Services",
        ),
        (
            "ay59",
            "SHI Farms hemp biomass supply agreement with Gridiron - does it roll over / renew at all?",
            SHI_GRIDIRON_SUPPLY,
            "Renewal Term",
        ),
        (
            "ay60",
            "On2 / Wildform support & maintenance agreement: anything stopping either side from hiring away "
            "the other's staff?",
            ON2_WILDFORM_SUPPORT,
            "No-Solicit Of Employees",
        ),
        (
            "ay61",
            "Leader Act / EZJR software maintenance agreement - does EZJR need Leader's OK to hand the "
            "agreement to someone else?",
            LEADER_EZJR_MAINT,
            "Anti-Assignment",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ay62",
            "Anything north of $300K (stated value): which of those can be ended early on notice, no breach "
            "needed?",
            "Termination For Convenience",
            (worth(over=300_000),),
        ),
        (
            "ay63",
            "GPO-style protection check: do any supply or mfg agreements guarantee the buyer pricing at least "
            "as good as the vendor's other customers get?",
            "Most Favored Nation",
            (SUP_MFG,),
        ),
        (
            "ay64",
            "supply + mfg agreements - any that cap or freeze price increases?",
            "Price Restrictions",
            (SUP_MFG,),
        ),
        (
            "ay65",
            "contracts under New Jersey law: which limit the vendor's (or either side's) liability, e.g. a "
            "damages cap?",
            "Cap On Liability",
            (NJ_LAW,),
        ),
        (
            "ay66",
            "Do any of the service agreements name an outside entity (parent co, customers, whoever) that "
            "gets enforceable rights under it?",
            "Third Party Beneficiary",
            (SVC,),
        ),
        (
            "ay67",
            "Across the supply, service, maintenance, hosting, licence, distribution, manufacturing and "
            "reseller agreements - which have no-poach language on staff?",
            "No-Solicit Of Employees",
            (VENDOR_TYPES,),
        ),
        (
            "ay68",
            "maintenance agreements - which ones roll over automatically at the end of the term?",
            "Renewal Term",
            (MAINT,),
        ),
        (
            "ay69",
            "For the evergreen list: of the contracts with no end date on file, which spell out how much "
            "notice we need to give to stop them renewing?",
            "Notice Period To Terminate Renewal",
            (no_end,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "ay70",
            "pls update the end date on the Vericel / MediWound supply agreement to 6 May 2026 - we agreed a "
            "2-yr extension on the call",
            refuse("write"),
            None,
        ),
        (
            "ay71",
            "delete the Centrack web hosting agreement from the system, it's long dead and clutters the list",
            refuse("write"),
            None,
        ),
        (
            "ay72",
            "can you pull Jefferson Health's contract list from their workspace? want to benchmark our "
            "hosting spend against theirs",
            refuse("workspace"),
            None,
        ),
        (
            "ay73",
            "SELECT vendor_name, SUM(total_amount) AS spend FROM contracts GROUP BY vendor_name ORDER BY "
            "spend DESC;",
            refuse("query"),
            None,
        ),
        (
            "ay74",
            "MATCH (c:Contract {contract_type: 'Hosting'}) SET c.owner = 'IT Procurement' RETURN count(c)",
            refuse("query"),
            None,
        ),
        (
            "ay75",
            "what's Medicare paying for CPT 27447 this year?",
            refuse("offtopic"),
            None,
        ),
        (
            "ay76",
            "can you draft an RFP for replacing ~300 infusion pumps? due to the VAC Friday",
            refuse("offtopic"),
            None,
        ),
        (
            "ay77",
            "Vericel / MediWound supply agreement: should we renew it sole-source when it's up, or put it out "
            "to bid?",
            advice(VERICEL_MEDIWOUND),
            None,
        ),
        (
            "ay78",
            "Looking at the Profound / Philips supply agreement - should we accept terms like these for the "
            "HIFU capital purchase?",
            advice(PROFOUND_PHILIPS),
            None,
        ),
        (
            "ay79",
            "what's our utilisation against the Philips supply agreement this FY?",
            unread(*UTILISATION),
            U,
        ),
        (
            "ay80",
            "spend to date on the West / ExxonMobil supply agreement?",
            unread(*SPEND),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user44_questions() -> list[Question]:
    return question_set(
        "user44", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER44_CLAUSE_CONTRACTS", "user44_questions"]
