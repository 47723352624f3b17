"""A thirty-seventh user-written question set for `bench.qa_fresh` (split "user37", `--set user37`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions of
the earlier user sets beyond the layout of `bench.qa_user35_questions` and `bench.qa_user33_questions` and the
clause contracts and categories the earlier sets ask), the way a franchise-development director (not a lawyer) at
a quick-service restaurant group in Toronto writes in Microsoft Teams while preparing the franchise-committee
review and a territory-expansion plan, about the group's franchise, licence, supply, distribution, marketing and
joint-venture agreements: Canadian English ("licence", "centre", "cheques", "in favour"), franchising words
("franchisees", "units", "the system", "territory", "the FDD", "royalty", "ad fund", "transfer", "renewal
option", "master franchise", "area developer", "suppliers of record"), dates written day-first ("31/12/2019", "1
Sept 2018", "1 Jan 2005"), amounts in "US$" and "CAD" ("US$1.2M"), polite, brisk full sentences that often give
the business reason first ("For the committee deck: ...", "For the territory-expansion plan: ...", "Since we're
Toronto-based, ..."), and a few typos ("franchsie", "teritory"). Clause questions are in the director's own
words, never CUAD's category names ("what royalty does the franchisee pay, and what goes into the ad fund", "does
the franchisee get a renewal option", "will The Joint keep other clinics out of it", "any carve-outs to the
franchisee's promise not to run a competing business, for instance holding a few shares in a public company",
"who owns the client lists", "if Goosehead gives a newer franchisee a better royalty deal, does this agreement
entitle the franchisee to the same terms", "does Pretzel Time get to set the menu prices", "can the franchisee
sell or transfer the unit without Pretzel Time signing off", "once it's over, what does the franchisee have to do
or hand back", "how are the profits split", "can either side walk away on notice without a reason", "which of
those bar the franchisee from sub-licensing the marks"). It asks counts and lists filtered by type, party, the
parties' country, governing law (state, province, country), value and dates, dates relative to today and to the
calendar, aggregations by type, governing-law state and country, counterparty and year (a total, an average
value, an average term, the longest term, the top three by value), the facts of named contracts ("not stated"
where the data has none, and one name that fits two contracts), follow-up threads that correct the bot ("Sorry, I
meant Florida."), switch a slot ("And with a Chinese party?", "Back to Canada, but distribution agreements this
time."), narrow, page ("Show me more.") and ask a fact or a clause of "it" / "those", clause questions about one
named contract and across the contracts of a filter, "no such clause" cases, refusals (changing a royalty,
deleting a franchise agreement, another company's Teams workspace, pasted SQL and Cypher, an exchange rate, a
welcome note, and "should we ..." questions that are advice) and what the data does not record (royalty
reporting, FDD receipt dates, renewal options exercised, unit openings, ad-fund collections, the assigned
franchise business consultant). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected
number is written here, every truth is computed from the data (a few filters and truths are built here: the
group's book of six types, the longest term).

Readings (today is the benchmark's fixed 30 June 2019). Types: "franchise agreements" (and "franchsie") are the
franchise agreements on file (which include the El Pollo Loco area development agreement, the Soupman master
franchise papers and a town's gas franchise); "licence agreements" the licence agreements ("trademark, content,
software, the lot" names no other type: the IP agreements are not added); "supply agreements" / "suppliers of
record" the supply agreements; "distribution agreements" the distributor agreements; "marketing agreements" the
marketing agreements; "joint ventures" / "JV agreements" the joint-venture agreements. "Our franchise, licence,
supply, distribution, marketing and JV agreements" (ar20, ar24) are those six types (`BOOK`), spelt out in every
question that relies on them. Places are the parties' countries on file: "a party based outside the US" / "a
partner outside the US" (ar03, thread ar45) is a party whose country on file is not the United States (unknown
country does not count; the data's roles do not say which side supplies, so "suppliers of record" does not narrow
to the supplier side); "a partner in China", "a Canadian party", "a Chinese party" a party in that country.
"Governed by Ontario law" (ar05) is a governing law of Ontario; "Delaware / California / Florida law" the
governing law's state. "Agreements with Kiosk Concepts" (ar09) are those with Kiosk Concepts, Inc. as a party
(the three Soupman papers). Values: the data records no currency, so the stated value is read as US$; "worth more
than US$1M" (ar07) excludes US$1,000,000, included also accepted; "US$1.2M or more" (ar08) includes US$1,200,000,
excluded also accepted (the same contracts either way). "Still in force as of today" (ar10, turn ar44.3) is
started and ending on or after today, with the contracts without an end date counted as running also accepted
(and, as for every question, `bench.qa_fresh`'s reading of the indexed contracts that renew by themselves); "no
end date on file, i.e. open-ended" (ar11) is no end date on file. Dates: "signed between 1 Jan 2005 and
31/12/2009" (ar12) is an effective date in those five calendar years; "run out before 31/12/2019" (ar15) an end
date from today to 31 December 2019; "in the next 18 months" (ar16) an end date from today to 30 December 2020
(548 days also accepted); "in the last three years" (ar17) an effective date from 30 June 2016 to today (1,095
days back also accepted); "since Canada Day 2016 (1 July 2016) ... have we entered into" (ar18) an effective date
on or after 1 July 2016, with those after today left out also accepted (many joint ventures on file take effect
after today); "ended between 1 Sept 2018 and today" (ar19) an end date in that window; "due to take effect after
today" (ar20) an effective date after 30 June 2019 (today itself also accepted); "wrap up during calendar 2020"
(ar21) an end date in 2020; "signed since 1 Jan 2010" (turn ar45.3) an effective date on or after 1 January 2010,
with those after today left out also accepted. Today in or out for every window that starts or ends today, and
the last day in or out for a window counted from today (as `window` accepts).

Aggregations: "a count by type" (ar24) counts the six types of the book; "which states' laws govern our franchise
agreements? Top 3" (ar25) counts the franchise agreements per governing-law state (Florida and New York lead with
two each; California and Texas tie at one, either stands for the third place); "total stated value of our licence
agreements" (ar26) sums the stated values of the licence agreements; "average value of a joint venture" (ar27)
the mean stated value of the joint-venture agreements; "top 3 joint ventures by dollar value" (ar28) is the full
list of the three of the largest stated values (Revolution Medicines / Aventis, FuelCell / ExxonMobil, Valence /
Baoding Fengfan); "signed each year from 2015 to 2019" (ar29) counts the franchise, licence, supply and
distribution agreements per calendar year of the effective date; "which franchsie agreement has the longest term"
(ar30) is the Pretzel Time franchise or the Town of Vinton / Roanoke Gas franchise (twenty years each by the
stated duration; the gas franchise by a few weeks by the dates: either is right); "how long is the initial term
of our supply agreements, in years" (ar31) the mean initial term of the supply agreements (from the stated
duration or from the dates); "top 3 counterparties by number of distribution agreements" (ar32) counts the
distributor agreements per party (Ingram Micro, Netgear and ScanSource with three each); "which countries' laws
govern our JV agreements? top 3" (ar33) counts the joint-venture agreements per governing-law country (the United
States, then Japan, then a tie of one each, any of them standing for the third place).

Threads: in ar43 (the Pretzel Time franchise filed by Mrs. Fields, 1 January 1996 to 1 January 2016) "can the
franchisee sell or transfer the unit to a buyer without Pretzel Time signing off" asks its anti-assignment terms
(no transfer without Pretzel Time's prior written approval) and "once it's over, what does the franchisee have to
do or hand back" its post-termination obligations (return of marked supplies, transfer of the telephone listings,
Pretzel Time's option to buy the unit's assets); in ar44 "Sorry, I meant Florida." corrects the governing law and
keeps the franchise agreements, and "which of those are still in force" narrows turn 2 (readings as ar10); in
ar45 "Show me more." pages the same selection (each page is judged as the selection: the total it states must be
the selection's count and every contract shown must belong to it) and "Just the ones signed since 1 Jan 2010"
narrows it; in ar46 "And with a Chinese party?" switches the country and keeps the licence agreements, and "Back
to Canada, but distribution agreements this time" switches back and changes the type; in ar47 (the Novo
Integrated Sciences / Harvest Gold Farms joint venture, 19 December 2019 to 19 December 2024; the director's "New
Brunswick farm" is where Harvest Gold Farms is on file) "how are the profits split" asks its profit sharing (70%
/ 30% of net profit, 30% of net income to Harvest Gold Farms) and "can it be renewed after the first term" its
renewal term (renewal by mutual understanding within two years of expiry); in ar48 "Show me all our franchise
agreements, full list please" is a full list, and "which of those bar the franchisee from sub-licensing the marks
or the system" asks a non-transferable licence across the clause-indexed franchise agreements, judged by the
contracts returned and the count checked, as every cross-contract clause question is.

Judgment calls on facts and names: ar34 is the Burger King / International Fast Food Polska franchise (with
International Fast Food Corporation; Florida law; asked its parties, not its date: the form is dated "199_");
ar35 "El Pollo Loco's area developer agreement" the El Pollo Loco development agreement (effective 26 March 2019;
no end date on file: the answer must say so); ar36 the Homewood Suites / ARC Hospitality TRS Stratford franchise
(ending 31 March 2029, New York law); ar37 the Pizza Fusion Holding franchise agreement (US$30,000, ending 23
September 2025), not the PF Hospitality member non-disclosure / non-compete filed beside it (its parties do not
include Pizza Fusion); ar38 the Diversinet / 2205925 Ontario Limited reseller agreement (US$400,000, Ontario
law); ar39 the Profound Medical / Philips Medical Systems Nederland supply agreement (no end date on file: the
answer must say so; Netherlands law); ar40 the Rogers Cable / EuroMedia content licence (no value on file: the
answer must say so; ended 30 June 2010); ar41 the Airsopure International Group franchise filed by Airtech
(US$25,000, Texas law); ar42 "the Grilled Cheese Truck master franchise for Soupman" fits the two papers that
name The Grilled Cheese Truck, Inc. (the master franchise agreement with Kiosk Concepts and the New York addendum
to it): `Ambiguous`, right is asking which one or showing them both.

Refusals and unrecorded constraints: ar69 asks to change the Pizza Fusion royalty and ar70 to delete the Buffalo
Wild Wings franchise (writes, declined); ar71 asks for the franchise agreements in Restaurant Brands' Teams
workspace (another company's workspace); the SQL of ar72 and the Cypher of ar73 (which deletes) are pasted as
typed; ar74 (an exchange rate) and ar75 (a welcome note for franchisees) are out of the domain; ar76 ("should we
sign an area development deal on the same terms as El Pollo Loco's") and ar77 ("should we let the Pizza Fusion
franchisee renew") are advice, answered with the contract's facts and a not-advice note. ar13 counts the
franchisees behind on royalty reports, ar14 the franchise agreements signed within 14 days of the FDD, ar22 asks
which franchisees exercised a renewal option, ar23 the units opened in the teritory, ar78 the ad-fund collections
and ar79 the assigned franchise business consultant: the data records none of these (unread; ar78 and ar79 are in
the refusals class, group "unanswerable"; right is saying so and naming what is not recorded). A right of first
refusal on a transfer and a franchisee's development schedule are not among the categories labelled in CUAD's dev
split, so no clause question asks them as such.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every set
do not change); this set asks each of them only about a clause category that no earlier set asked of it (checked
by code over the truths of every earlier set's clause questions and of the clause turns of its threads, the fresh
set and user1 to user35), and only categories labelled in CUAD's dev split. They are listed in
`USER37_CLAUSE_CONTRACTS`. Across contracts it asks post-termination obligations, consent to a transfer and joint
ownership of improvements in the franchise agreements (none of the clause-indexed ones has joint IP ownership
labelled, and none says the franchisee co-owns anything: right is saying none was found), exclusivity in the
licence agreements, a best-terms promise in the supply and distribution agreements, IP ownership in the
joint-venture agreements, a cap on liability in the agreements with a Canadian party, and in thread ar48 a
non-transferable licence in the franchise agreements; no earlier set asked any of these categories over the same
universe (checked by code likewise: the same category over the same set of clause-indexed contracts). None of its
(contract, category) pairs and none of its (category, universe) pairs is asked by the user36 set, written at the
same time (checked by code), and the two sets share no clause contract.

The "no" clause questions (`GOOSEHEAD` best terms, `PRETZEL_TIME` price restrictions, `NOVO_HARVEST_GOLD`
non-compete) name contracts with no labelled span of that category at all (located or not), and whose text has no
such clause: the Goosehead franchise promises no franchisee the terms given to another (its "same terms" are
those of a lease sublet or a bona fide purchase offer); the Pretzel Time franchise says its recommended retail
prices bind the franchisee in no manner and impose no fixed, minimum or maximum price; the Novo / Harvest Gold
Farms joint venture has no covenant not to compete (its only "competent" is the arbitration court's
jurisdiction). Names that need care: `PIZZA_FUSION` is the Pizza Fusion Holding franchise agreement (royalty 6%
of gross revenues, 3% to the marketing fund, up to 2% more to a regional fund; two renewal terms of ten years);
`JOINT_CORP` The Joint Corp. franchise (no guarantee of a protected territory, though The Joint will not seek to
open in the same general area: labelled exclusivity; 1% of a public company allowed despite the non-compete);
`GOOSEHEAD` the Goosehead Insurance Agency franchise (customer lists and data owned by Goosehead); `PRETZEL_TIME`
as in thread ar43 (Pretzel Time will not open or franchise other units in the territory); `NMF_TRADEMARK` the New
Mountain Capital / NMF Senior Loan Fund I trademark licence (24 months of saying it is no longer associated,
after termination); `NOVO_HARVEST_GOLD` as in thread ar47; `LUCID_DIST` the Lucid distributor agreement (an
exclusive distributor in its territories); `ALPS_S2K` the ALPS Distributors / S2K Financial marketing agreement
filed by CC Real Estate Income Fund (ends 60 days after either party's notice); `INTEGRA_PCOMED` the Integra
LifeSciences / PcoMed supply agreement filed by SeaSpine (no assignment without the other party's consent).

Every question's split is "user37"; ids start with the two letters "ar" (a thread's turns are "arNN.1", "arNN.2",
...), which no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
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
    longest_term,
    money_figure,
    no_end,
    parties_of,
    party,
    party_abroad,
    party_in,
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
    years_span,
)
from bench.qa_fresh_questions import (
    live_now as in_force,
)

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

PIZZA_FUSION = "PfHospitalityGroupInc_20150923_10-12G_EX-10.1_9266710_EX-10.1_Franchise Agreement1"
JOINT_CORP = "JOINTCORP_09_19_2014-EX-10.15-FRANCHISE AGREEMENT"
GOOSEHEAD = "GOOSEHEADINSURANCE,INC_04_02_2018-EX-10.6-Franchise Agreement"
PRETZEL_TIME = "MRSFIELDSORIGINALCOOKIESINC_01_29_1998-EX-10-FRANCHISE AGREEMENT"
NMF_TRADEMARK = "NmfSlfIInc_20200115_10-12GA_EX-10.5_11946987_EX-10.5_Trademark License Agreement"
NOVO_HARVEST_GOLD = "NOVOINTEGRATEDSCIENCES,INC_12_23_2019-EX-10.1-JOINT VENTURE AGREEMENT"
LUCID_DIST = "LUCIDINC_04_15_2011-EX-10.9-DISTRIBUTOR AGREEMENT"
ALPS_S2K = "CcRealEstateIncomeFundadv_20181205_POS 8C_EX-99.(H)(3)_11447739_EX-99.(H)(3)_Marketing Agreement"
INTEGRA_PCOMED = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"

USER37_CLAUSE_CONTRACTS: tuple[str, ...] = (
    PIZZA_FUSION,
    JOINT_CORP,
    GOOSEHEAD,
    PRETZEL_TIME,
    NMF_TRADEMARK,
    NOVO_HARVEST_GOLD,
    LUCID_DIST,
    ALPS_S2K,
    INTEGRA_PCOMED,
)

# other contracts the specific questions, threads and refusals name
BURGER_KING_POLAND = "INTERNATIONALFASTFOODCORP_04_04_1997-EX-99-FRANCHISE AGREEMENT"
EL_POLLO_LOCO = "ElPolloLocoHoldingsInc_20200306_10-K_EX-10.16_12041700_EX-10.16_Development Agreement"
HOMEWOOD_STRATFORD = "HOSPITALITYINVESTORSTRUST,INC_04_07_2014-EX-10.26-FRANCHISE AGREEMENT"
AIRSOPURE = "AIRTECHINTERNATIONALGROUPINC_05_08_2000-EX-10.4-FRANCHISE AGREEMENT"
DIVERSINET_ONTARIO = "DIVERSINETCORP_03_01_2012-EX-4-RESELLER AGREEMENT"
PROFOUND_PHILIPS = "PROFOUNDMEDICALCORP_08_29_2019-EX-4.5-SUPPLY AGREEMENT"
ROGERS_EUROMEDIA = (
    "EuromediaHoldingsCorp_20070215_10SB12G_EX-10.B(01)_525118_EX-10.B(01)_Content License Agreement"
)
BUFFALO_WILD_WINGS = "BUFFALOWILDWINGSINC_06_05_1998-EX-10.3-FRANCHISE AGREEMENT"

# parties named
KIOSK_CONCEPTS = party("Kiosk Concepts, Inc.")
GRILLED_CHEESE_TRUCK = party("The Grilled Cheese Truck, Inc.")


# --- filters, periods and figures built here -----------------------------------------------------------

FRAN, LIC, SUP, DIST, MKT, JV = (
    typ("Franchise"),
    typ("License"),
    typ("Supply"),
    typ("Distributor"),
    typ("Marketing"),
    typ("Joint Venture"),
)
BOOK_TYPES = ("Franchise", "License", "Supply", "Distributor", "Marketing", "Joint Venture")
BOOK = typ(*BOOK_TYPES)
"""The group's book as the director lists it: franchise, licence, supply, distribution, marketing and
joint-venture agreements."""
FRAN_LIC_SUP = typ("Franchise", "License", "Supply")
FRAN_LIC_SUP_DIST = typ("Franchise", "License", "Supply", "Distributor")
SUP_DIST = typ("Supply", "Distributor")
LIC_DIST = typ("License", "Distributor")
MKT_PROMO = typ("Marketing", "Promotion")

CA, FL, DE = law("US", "US-CA"), law("US", "US-FL"), law("US", "US-DE")
ONTARIO = law("CA", "CA-ON")

CANADA_DAY_2016 = date(2016, 7, 1)
YEAR_END = date(2019, 12, 31)


# the words an answer would use for what the data does not record
ROYALTY_REPORTS = ("royalty report", "reporting", "arrears", "behind", "late", "overdue", "payment")
FDD = ("fdd", "disclosure document", "disclosure", "receipt")
RENEWAL_EXERCISED = ("exercis", "renewal option", "renewal notice", "renewed")
OPENINGS = ("opening", "opened", "open", "unit", "store")
AD_FUND = ("ad fund", "advertising fund", "marketing fund", "collect", "contribution")
CONSULTANT = ("consultant", "contact", "assigned", "field", "business coach")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(
            c,
            "ar01",
            "For the franchise-committee deck: how many franchise agreements do we have on file, all brands "
            "together?",
            count(FRAN),
        ),
        _q(
            c,
            "ar02",
            "How many licence agreements do we hold in total? Trademark, content, software, the lot.",
            count(LIC),
        ),
        _q(
            c,
            "ar03",
            "Looking at our suppliers of record for the Brampton distribution centre: how many supply "
            "agreements have a party based outside the US?",
            count(SUP, party_abroad),
        ),
        _q(
            c,
            "ar04",
            "How many of our joint-venture agreements have a partner in China?",
            count(JV, party_in("CN")),
        ),
        _q(
            c,
            "ar05",
            "Since we're Toronto-based, I'd like to know how many of our agreements, of any type, are "
            "governed by Ontario law.",
            count(ONTARIO),
        ),
        _q(
            c,
            "ar06",
            "How many licence or distribution agreements are governed by Delaware law?",
            count(LIC_DIST, DE),
        ),
        _q(
            c,
            "ar07",
            "How many distribution agreements are worth more than US$1M?",
            count(DIST, worth(over=1_000_000), alts=[[DIST, worth(over=1_000_000, inclusive=True)]]),
        ),
        _q(
            c,
            "ar08",
            "How many licence agreements come in at US$1.2M or more?",
            count(
                LIC,
                worth(over=1_200_000, inclusive=True),
                alts=[[LIC, worth(over=1_200_000)]],
            ),
        ),
        _q(
            c,
            "ar09",
            "How many agreements do we have with Kiosk Concepts (the Original Soupman franchisor)?",
            count(KIOSK_CONCEPTS),
        ),
        _q(
            c,
            "ar10",
            "How many of our franchise agreements are still in force as of today?",
            in_force(FRAN),
        ),
        _q(
            c,
            "ar11",
            "How many joint-venture agreements have no end date on file, i.e. they are open-ended?",
            count(JV, no_end),
        ),
        _q(
            c,
            "ar12",
            "How many supply and distribution agreements were signed between 1 Jan 2005 and 31/12/2009?",
            count(SUP_DIST, eff(date(2005, 1, 1), date(2009, 12, 31))),
        ),
        _q(
            c,
            "ar13",
            "For the committee: how many of our franchisees are behind on their royalty reports this "
            "quarter?",
            unread(*ROYALTY_REPORTS),
            U,
        ),
        _q(
            c,
            "ar14",
            "How many franchise agreements were signed less than 14 days after the franchisee received the "
            "FDD?",
            unread(*FDD),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "ar15",
            "Which franchise, licence or supply agreements run out before 31/12/2019? I need them on the "
            "renewal tracker.",
            window("end_date", today, fixed(YEAR_END), FRAN_LIC_SUP),
        ),
        _q(
            r,
            "ar16",
            "What comes up for expiry in the next 18 months? Any type of agreement.",
            window("end_date", today, rel(months=18), extra=[(today, rel(days=548))]),
        ),
        _q(
            r,
            "ar17",
            "How many licence agreements did we sign in the last three years?",
            window("effective_date", rel(months=-36), today, LIC, extra=[(rel(days=-1095), today)]),
        ),
        _q(
            r,
            "ar18",
            "Since Canada Day 2016 (1 July 2016), how many joint ventures have we entered into?",
            window(
                "effective_date",
                fixed(CANADA_DAY_2016),
                fixed(None),
                JV,
                extra=[(fixed(CANADA_DAY_2016), today)],
            ),
        ),
        _q(
            r,
            "ar19",
            "Which distribution agreements ended between 1 Sept 2018 and today?",
            window("end_date", fixed(date(2018, 9, 1)), today, DIST),
        ),
        _q(
            r,
            "ar20",
            "Is anything in our franchise, licence, supply, distribution, marketing or JV agreements due to "
            "take effect after today?",
            count(BOOK, eff(date(2019, 7, 1), None), alts=[[BOOK, eff(date(2019, 6, 30), None)]]),
        ),
        _q(
            r,
            "ar21",
            "For the territory-expansion plan: which supply and distribution agreements wrap up during "
            "calendar 2020?",
            window("end_date", fixed(date(2020, 1, 1)), fixed(date(2020, 12, 31)), SUP_DIST),
        ),
        _q(
            r,
            "ar22",
            "Which franchisees exercised their renewal option in the past 12 months?",
            unread(*RENEWAL_EXERCISED),
            U,
        ),
        _q(
            r,
            "ar23",
            "How many new units opened in the Greater Toronto teritory over the last 6 months?",
            unread(*OPENINGS),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "ar24",
            "For the committee deck, could I get a count by type of our franchise, licence, supply, "
            "distribution, marketing and JV agreements?",
            by_key(types_of, type_patterns, 6, BOOK),
        ),
        _q(
            a,
            "ar25",
            "Which states' laws govern our franchise agreements? Top 3, please.",
            by_key(states_of, state_patterns, 3, FRAN),
        ),
        _q(
            a,
            "ar26",
            "What is the total stated value of our licence agreements (only the ones that have an amount)?",
            money_figure(LIC),
        ),
        _q(
            a,
            "ar27",
            "What's the average value of a joint venture, counting only the ones with a figure on them?",
            money_figure(JV, how="avg"),
        ),
        _q(a, "ar28", "Top 3 joint ventures by dollar value, please.", top_by_value(3, JV)),
        _q(
            a,
            "ar29",
            "How many franchise, licence, supply and distribution agreements did we sign each year from 2015 "
            "to 2019?",
            periods("effective_date", years_span(2015, 2019), FRAN_LIC_SUP_DIST),
        ),
        _q(a, "ar30", "Which franchsie agreement has the longest term?", longest_term(FRAN)),
        _q(
            a,
            "ar31",
            "On average, how long is the initial term of our supply agreements, in years?",
            term_figure(SUP),
        ),
        _q(
            a,
            "ar32",
            "Who are our top 3 counterparties by number of distribution agreements?",
            by_key(parties_of, party_patterns, 3, DIST),
        ),
        _q(
            a,
            "ar33",
            "Which countries' laws govern our JV agreements? Give me the top 3.",
            by_key(countries_of, country_patterns, 3, JV),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ar34",
            "The Burger King franchise for Poland (International Fast Food Polska): who are the parties and "
            "which law governs it?",
            about(BURGER_KING_POLAND, fact_parties, fact_law),
        ),
        _q(
            s,
            "ar35",
            "El Pollo Loco's area developer agreement: when did it start and when does it end?",
            about(EL_POLLO_LOCO, fact_start, fact_end),
        ),
        _q(
            s,
            "ar36",
            "The Homewood Suites franchise for the Stratford hotel: when does it expire and which law "
            "applies?",
            about(HOMEWOOD_STRATFORD, fact_end, fact_law),
        ),
        _q(
            s,
            "ar37",
            "Pizza Fusion franchise agreement: what's it worth and when does the term end?",
            about(PIZZA_FUSION, fact_value, fact_end),
        ),
        _q(
            s,
            "ar38",
            "The Diversinet reseller deal with the numbered Ontario company (2205925 Ontario Limited): what "
            "is it worth and which law governs it?",
            about(DIVERSINET_ONTARIO, fact_value, fact_law),
        ),
        _q(
            s,
            "ar39",
            "Profound Medical's supply agreement with Philips: when does it end, and under which country's "
            "law?",
            about(PROFOUND_PHILIPS, fact_end, fact_law),
        ),
        _q(
            s,
            "ar40",
            "Rogers Cable's content licence with EuroMedia: what's the value and when did it end?",
            about(ROGERS_EUROMEDIA, fact_value, fact_end),
        ),
        _q(
            s,
            "ar41",
            "The Airsopure franchise agreement: how much is it and which state's law governs it?",
            about(AIRSOPURE, fact_value, fact_law),
        ),
        _q(
            s,
            "ar42",
            "When was the Grilled Cheese Truck master franchise for Soupman signed?",
            ambiguous(GRILLED_CHEESE_TRUCK),
            A,
        ),
    ]


def threads() -> list[Question]:
    since_2010 = eff(date(2010, 1, 1), None)
    return [
        *_thread(
            "ar43",
            [
                (
                    "Please pull up the Pretzel Time franchise agreement: when did it start and when does it "
                    "end?",
                    about(PRETZEL_TIME, fact_start, fact_end),
                ),
                (
                    "Can the franchisee sell or transfer the unit to a buyer without Pretzel Time signing off?",
                    clause_in(PRETZEL_TIME, "Anti-Assignment"),
                ),
                (
                    "And once it's over, what does the franchisee have to do or hand back: supplies, phone "
                    "numbers, signage?",
                    clause_in(PRETZEL_TIME, "Post-Termination Services"),
                ),
            ],
        ),
        *_thread(
            "ar44",
            [
                ("How many franchise agreements are governed by California law?", count(FRAN, CA)),
                ("Sorry, I meant Florida.", count(FRAN, FL)),
                ("Which of those are still in force?", in_force(FRAN, FL)),
            ],
        ),
        *_thread(
            "ar45",
            [
                (
                    "List our joint-venture agreements that have a partner outside the US.",
                    count(JV, party_abroad),
                ),
                ("Show me more.", count(JV, party_abroad)),
                (
                    "Just the ones signed since 1 Jan 2010, please.",
                    count(
                        JV, party_abroad, since_2010, alts=[[JV, party_abroad, eff(date(2010, 1, 1), TODAY)]]
                    ),
                ),
            ],
        ),
        *_thread(
            "ar46",
            [
                ("How many licence agreements have a Canadian party?", count(LIC, party_in("CA"))),
                ("And with a Chinese party?", count(LIC, party_in("CN"))),
                ("Back to Canada, but distribution agreements this time.", count(DIST, party_in("CA"))),
            ],
        ),
        *_thread(
            "ar47",
            [
                (
                    "The Novo Integrated JV with Harvest Gold Farms (the New Brunswick farm): when does it end "
                    "and who are the parties?",
                    about(NOVO_HARVEST_GOLD, fact_end, fact_parties),
                ),
                (
                    "How are the profits split between them?",
                    clause_in(NOVO_HARVEST_GOLD, "Revenue/Profit Sharing"),
                ),
                ("Can it be renewed after the first term?", clause_in(NOVO_HARVEST_GOLD, "Renewal Term")),
            ],
        ),
        *_thread(
            "ar48",
            [
                ("Show me all our franchise agreements, full list please.", count(FRAN, full=True)),
                (
                    "Which of those bar the franchisee from sub-licensing the marks or the system to anyone "
                    "else?",
                    clause_across("Non-Transferable License", FRAN),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ar49",
            "Pizza Fusion franchise: what royalty does the franchisee pay, and what goes into the ad fund, "
            "as a % of gross sales?",
            PIZZA_FUSION,
            "Revenue/Profit Sharing",
        ),
        (
            "ar50",
            "Does the Pizza Fusion franchisee get a renewal option when the 10 years are up? For how long?",
            PIZZA_FUSION,
            "Renewal Term",
        ),
        (
            "ar51",
            "The Joint Corp franchise: what does it say about the franchisee's area? Will The Joint keep "
            "other clinics out of it, or could one open down the street?",
            JOINT_CORP,
            "Exclusivity",
        ),
        (
            "ar52",
            "In The Joint Corp franchise, are there any carve-outs to the franchisee's promise not to run a "
            "competing business, for instance holding a few shares in a public company?",
            JOINT_CORP,
            "Competitive Restriction Exception",
        ),
        (
            "ar53",
            "Goosehead franchise: who owns the client lists and customer data the franchisee builds up?",
            GOOSEHEAD,
            "Ip Ownership Assignment",
        ),
        (
            "ar54",
            "If Goosehead gives a newer franchisee a better royalty deal, does this agreement entitle the "
            "franchisee to the same terms?",
            GOOSEHEAD,
            "Most Favored Nation",
        ),
        (
            "ar55",
            "Pretzel Time franchise: will Pretzel Time keep other units out of the franchisee's territory, "
            "or could it open one next door?",
            PRETZEL_TIME,
            "Exclusivity",
        ),
        (
            "ar56",
            "Does Pretzel Time get to set the menu prices at the unit, or is the franchisee free to price "
            "as it likes?",
            PRETZEL_TIME,
            "Price Restrictions",
        ),
        (
            "ar57",
            "When the New Mountain trademark licence with NMF ends, what does NMF have to do about using "
            "the name afterwards?",
            NMF_TRADEMARK,
            "Post-Termination Services",
        ),
        (
            "ar58",
            "Does the Harvest Gold Farms JV with Novo stop either partner from competing with the venture, "
            "say by growing for someone else?",
            NOVO_HARVEST_GOLD,
            "Non-Compete",
        ),
        (
            "ar59",
            "Lucid distributor agreement: is the distributor the only one Lucid can appoint in its "
            "teritory, or can Lucid appoint others there?",
            LUCID_DIST,
            "Exclusivity",
        ),
        (
            "ar60",
            "The ALPS / S2K Financial marketing agreement: can either side walk away on notice without a "
            "reason? How much notice?",
            ALPS_S2K,
            "Termination For Convenience",
        ),
        (
            "ar61",
            "Integra's supply agreement with PcoMed: can either side hand the agreement to another company "
            "without the other's consent?",
            INTEGRA_PCOMED,
            "Anti-Assignment",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ar62",
            "Which of our franchise agreements spell out what the franchisee has to do once the agreement "
            "ends, such as de-identifying the unit or returning the manuals?",
            "Post-Termination Services",
            (FRAN,),
        ),
        (
            "ar63",
            "Which franchise agreements require the franchisor's consent before a franchisee can transfer "
            "the business?",
            "Anti-Assignment",
            (FRAN,),
        ),
        (
            "ar64",
            "Do any of our franchise agreements say the franchisor and franchisee co-own anything, like "
            "recipes or improvements the franchisee comes up with?",
            "Joint Ip Ownership",
            (FRAN,),
        ),
        (
            "ar65",
            "Which of our licence agreements give sole rights, so that no one else can be licensed the same "
            "thing in that territory?",
            "Exclusivity",
            (LIC,),
        ),
        (
            "ar66",
            "Across the supply and distribution agreements, which ones promise that nobody else gets a "
            "better price or better terms?",
            "Most Favored Nation",
            (SUP_DIST,),
        ),
        (
            "ar67",
            "In our JV agreements, which ones say the inventions and know-how the venture develops end up "
            "belonging to one of the partners?",
            "Ip Ownership Assignment",
            (JV,),
        ),
        (
            "ar68",
            "For agreements with a Canadian party, which ones limit how much either side can be on the hook "
            "for in damages?",
            "Cap On Liability",
            (party_in("CA"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "ar69",
            "Please change the royalty on the Pizza Fusion franchise to 5%, we've just renegotiated it.",
            refuse("write"),
            None,
        ),
        (
            "ar70",
            "Delete the Buffalo Wild Wings franchise agreement from the system, that deal is dead.",
            refuse("write"),
            None,
        ),
        (
            "ar71",
            "Could you pull the franchise agreements out of Restaurant Brands' Teams workspace? Their "
            "development team shares a channel with us.",
            refuse("workspace"),
            None,
        ),
        (
            "ar72",
            "SELECT file_id, end_date FROM contracts WHERE contract_type = 'Franchise' AND end_date < "
            "'2020-01-01';",
            refuse("query"),
            None,
        ),
        (
            "ar73",
            "MATCH (c:Contract {contract_type: 'Franchise'}) DETACH DELETE c",
            refuse("query"),
            None,
        ),
        ("ar74", "What's the CAD to US$ exchange rate today?", refuse("offtopic"), None),
        (
            "ar75",
            "Can you draft a welcome note for our new franchisees in Mississauga? Something warm, two "
            "paragraphs.",
            refuse("offtopic"),
            None,
        ),
        (
            "ar76",
            "Should we sign an area development deal on the same terms as El Pollo Loco's developer "
            "agreement?",
            advice(EL_POLLO_LOCO),
            None,
        ),
        (
            "ar77",
            "Should we let the Pizza Fusion franchisee renew for another 10 years? I'm leaning in favour but "
            "want your view.",
            advice(PIZZA_FUSION),
            None,
        ),
        (
            "ar78",
            "How much did the ad fund collect from franchisees in 2018 (cheques and EFT together), in CAD?",
            unread(*AD_FUND),
            U,
        ),
        (
            "ar79",
            "Who is the franchise business consultant assigned to the Pretzel Time unit?",
            unread(*CONSULTANT),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user37_questions() -> list[Question]:
    return question_set(
        "user37", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER37_CLAUSE_CONTRACTS", "user37_questions"]
