"""A forty-sixth user-written question set for `bench.qa_fresh` (split "user46", `--set user46`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions of the
earlier user sets beyond the layout of `bench.qa_user44_questions` and `bench.qa_user45_questions` and the clause
contracts and categories the earlier sets ask), the way a fractional general counsel who serves several start-ups
writes in Slack from a phone: terse, lower case, abbreviations ("agmt", "ctrpty", "gov law", "MSA", "SOW", "w/",
"b/c", "tbh", "rn", "pls", "yr", "qtr", "EOY", "b4", "mo", "TfC", "IP", "$"), an emoji now and then ("🙏", "😅", "👀"),
a few typos ("endorsment", "sponsorhsip", "licnece"), the context first ("prepping a data transfer memo for a client
-", "client is eyeing a UK influencer deal,", "board deck thing:") and quick follow-ups in fragments ("and the UK
ones?", "nvm, only the 2020 ones", "more pls", "and 2017?", "biggest one of those?"). The counsel asks about
reseller, hosting, marketing / affiliate, licence, endorsement, sponsorship and services deals, mixes calendar words
("this yr", "last qtr", "b4 EOY", "Q1 next yr", "the last 30 days") and wants short answers and quick lists. Clause
questions are in the counsel's own words, never CUAD's category names ("what exactly can mossimo use his name for",
"who ends up owning the packaging and ad creative built off the arnold marks", "is there a ceiling on what either
side can be on the hook for", "what rights does CHT actually get, can it sublicense to end users", "can corio hand
the agmt to a buyer w/o changepoint signing off", "can MTI put mcdata's name + logo in its own marketing", "is the
right to use chase's logos transferable or locked to the affiliate", "what happens to the contractors the affiliate
brought in", "does netgrocer need excite's ok to move the agmt over to the buyer", "does driven get a perpetual
licence to it", "any cap on damages in there", "does detto have to hit any minimum volume", "which ones stop the
talent or the brand from working w/ a competitor", "rev share / commission split", "assign the work product to the
client", "wind-down or transition obligations after it ends", "which ones can we walk away from w/o cause", "which
ones actually grant a licence"). It asks counts and lists filtered by type, party, the parties' country and state,
governing law, value and dates, dates relative to today and to the calendar, aggregations by type, party, year,
quarter and governing-law state (a sum, an average, top N, the longest term), the facts of named contracts ("not
stated" where the data has none, and one name that fits two contracts), follow-up threads that correct the bot,
switch a slot, narrow, page ("more pls") and ask a fact or a clause of "it" / "those", clause questions about one
named contract and across the contracts of a filter, "no such clause" cases, refusals (changing an end date, deleting
old contracts, a client's own Slack workspace, pasted SQL and Cypher, drafting an NDA, and "should we ..." questions
that are advice) and what the data does not record (a DPA on file, what was renegotiated, who owns a relationship,
where a countersigned PDF is saved). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected
number is written here, every truth is computed from the data (a few small things are built here: the governing law
also read by its adjective, "Dutch law", and two shorthands for a calendar-year and a to-the-end-of-2019 window).

Readings (today is the benchmark's fixed 30 June 2019). "Our" deals are the corpus (the counsel writes "we" for the
clients' portfolio). Types: "reseller agmts", "hosting deals", "licence agmts" / "licence deals", "endorsement
deals", "sponsorship deals", "services agmts" are those types as the data files them (the Calm.com / XpresSpa
marketing agreement is filed as a reseller agreement and is named, not counted by type, in ba32; the Harpoon / AbbVie
and Aimmune / Xencor development agreements are filed as licence agreements and so count as such in ba20 and thread
ba46); "services agmts ... (MSAs, SOWs, whatever)" (ba14) the service agreements; "affiliate + marketing agmts"
(ba05, ba61) the affiliate and marketing types together; "endorsement + sponsorship deals" (ba60) those two types;
"reseller + hosting deals" (ba64) those two types. Places: "the ctrpty is outside the US" (ba02) a party whose
country on file is not the United States (a party of unknown country does not count); "a UK party" (ba04, turn
ba41.3) a party in the United Kingdom; "a ctrpty in china or HK" (ba08) a party in China or Hong Kong; "where one
side is chinese" (turn ba44.1) a party in China; "canadian" / "israeli" (turns ba41.1, ba41.2) a party in that
country; "a party based in WA state (washington, not DC)" (ba09) a party whose state on file is Washington
(`party_state`), not the governing law; "a non-US ctrpty" (ba66) as ba02. "NY gov law", "CA gov law", "delaware-law
deals" are the governing law's state. "VerticalNet" (ba10) is the party VerticalNet, Inc. (VerticalNet Enterprises
LLC is another party key and is not counted). Values are the stated values: "a stated value over 500k" (ba06) above
500,000, with 500,000 included also accepted; "over $1M" (turn ba46.1) above 1,000,000, with it included also
accepted. Dates: "signed" / "started" / "kick in" are the effective date (the data has no signature date), "expiring"
/ "ending" / "wrapped" / "expired" the end date. "the next 60 days" (ba12) an end date from today to 29 August 2019
(two months also accepted); "last qtr" (ba13) the previous calendar quarter, 1 January to 31 March 2019 (today is the
last day of Q2), with the rolling last three months also accepted; "started this yr so far" (ba14) an effective date
from 1 January 2019 to today; "expired in the last 2 yrs" (ba15) an end date from 30 June 2017 to today (730 days
also accepted); "still live rn" (ba16) started and an end date on or after today, with the contracts without an end
date counted as running also accepted (`live_now`); "Q1 next yr (jan-mar 2020)" (ba17) an end date from 1 January to
31 March 2020; "wrapped more than 5 yrs ago" (ba18) an end date up to 30 June 2014 (that day left out, and 1,826
days, also accepted); "signed in the last 30 days" (ba19) an effective date from 31 May 2019 to today (a month also
accepted); "don't kick in until after today" (ba20) an effective date from 1 July 2019 on; "since 2015" (turn ba46.1)
an effective date from 1 January 2015 on; "signed in 2018" / "2017" (thread ba45) the calendar year; "expiring b4
EOY" (thread ba47) an end date from today to 31 December 2019. Today in or out for every window that starts or ends
today, and the last day in or out for a window counted from today (as `window` accepts); and, as for every question,
`bench.qa_fresh`'s reading of the indexed contracts that renew by themselves.

Aggregations: "deal count by type, top 5" (ba22) counts the contracts per type; "licence deals - which gov law states
come up most, top 3" (ba23) counts the licence agreements per governing-law state (contracts without one left out);
"total $ across all the sponsorhsip deals (where there's a number)" (ba24) the sum of the stated values; "avg stated
value on services agmts" (ba25) their mean; "top 3 hosting deals by $" (ba26) the three hosting agreements of the
largest stated values (a full list); "which endorsement deal has the longest term" (ba27) the longest initial term by
the stated duration or by the dates (the Adams Golf / Tom Watson and the Square Two Golf / Kathy Whitworth agreements
tie at five years; either is right); "how many deals did we sign each yr, 2016 thru 2019" (ba28) counts the effective
dates per calendar year (every year required); "who shows up most as ctrpty on the sponsorship deals" (ba29) counts
the sponsorship agreements per party (Excite, four); "2020 expiries by qtr" (ba30) counts the end dates per quarter
of 2020 (every quarter with one required).

Threads: in ba41 "sorry, meant israeli not canadian" corrects the country and keeps the reseller agreements, and "and
the UK ones?" switches it again (no reseller agreement has a UK party: right is saying there is none); in ba42 "more
pls" pages the same selection of services agreements under New York law (each page is judged as the selection: the
total it states must be the selection's count and every contract shown must belong to it) and "nvm, only the 2020
ones" narrows it to an effective date in 2020; in ba43 (the IBM / The Quantum Group hosting agreement, 20 January
2009 to 20 January 2012, New York law) "gov law on it?" asks a fact of "it" and "what licence does IBM give quantum
to its stuff" its licence-grant clause (IBM grants the customer a nonexclusive, nontransferable, revocable licence to
the base components, and an irrevocable licence to the materials); in ba44 "which of those are exclusive?" asks
exclusivity across the clause-indexed licence agreements with a Chinese party, judged by the contracts returned and
the count checked, as every cross-contract clause question is; in ba45 "and 2017?" switches the year and keeps the
sponsorship deals (none was signed in 2017: right is saying so), and "same yr but endorsment deals" switches the type
and keeps 2017; in ba46 "just the licence ones" narrows the deals over $1M signed since 2015 and "biggest one of
those?" asks the largest stated value among them (the Harpoon / AbbVie agreement, $30M); in ba47 "only CA gov law"
narrows the contracts expiring before the end of the year and "and NY?" switches the state.

Judgment calls on facts and names: ba31 is the ABG-Shaq / Papa John's endorsement agreement ($4,125,000; to 15 March
2022); ba32 the Calm.com / XpresSpa marketing agreement (to 31 July 2019; New York law); ba33 the salesforce.com /
Salesforce.org sub-reseller agreement form (no governing law and no end date on file, and its three-page text states
neither: the answer must say both are not stated); ba34 the Vayyar Imaging / Inde Living reseller agreement
(effective 31 July 2019, after today; New York law); ba35 the Berkshire Bank / Geno Auriemma endorsement agreement
($480,000; Connecticut law); ba36 the Elephant Talk / T-Mobile Netherlands hosting agreement (filed by Pareteum; both
parties; Netherlands law, also right as "Dutch law", `fact_law_adj`); ba37 the Forty Niners SC Stadium Company /
Violin Memory sponsorship agreement ($4,000,000; to 28 February 2022); ba38 the Eco Science Solutions / Stephen
Marley endorsement agreement (to 14 November 2018; Michigan law); ba39 the Loop Industries / Indorama Loop
Technologies marketing agreement (no end date on file: the text says it continues indefinitely, so the answer must
say the end is not stated; Delaware law); ba40 "the corio license & hosting agmt" fits Corio's two licence and
hosting agreements (with Changepoint, 13 December 1999, and with Commerce One, 29 October 1999): `Ambiguous`, right
is asking which one or showing them both.

Refusals and unrecorded constraints: ba68 asks to move the Calm / XpresSpa end date and ba69 to delete the hosting
agreements of the 1990s (writes, declined); ba70 asks for the contracts in a client's own Slack workspace (another
company's workspace); the SQL of ba71 and the Cypher of ba72 are pasted as typed; ba73 (drafting a mutual NDA) is out
of the domain; ba74 ("should we renew the shaq deal w/ papa johns") and ba75 ("should we push for delaware instead",
the Vayyar / Inde Living reseller agreement) are advice, answered with the contract's facts and a not-advice note.
ba11 counts the reseller agreements with a signed DPA (data processing addendum) attached, ba21 which deals were
renegotiated in the last six months, ba76 who on the counsel's side owns the relationship on the Excite sponsorships
and ba77 where the countersigned PDF of the Auriemma endorsement is saved: the data records none of these (unread;
ba76 and ba77 are in the refusals class, group "unanswerable"; right is saying so and naming what is not recorded).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of the
file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of the fresh
set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every set do not
change); this set asks each of them only about a clause category that no earlier set asked of it (checked by code
over the truths of the clause questions and of the clause turns of the threads of the fresh set and of user1 to
user45), and only categories labelled in CUAD's dev split. They are listed in `USER46_CLAUSE_CONTRACTS`. Across
contracts it asks a non-compete in the endorsement and sponsorship agreements, revenue / profit sharing in the
affiliate and marketing agreements, a cap on liability in the contracts under California law, IP ownership assignment
in the services agreements effective from 1 January 2019, post-termination services in the reseller and hosting
agreements, uncapped liability in the sponsorship agreements, termination for convenience in the services agreements
with a non-US party, a licence grant in the contracts under Delaware law, and in thread ba44 exclusivity in the
licence agreements with a Chinese party; no earlier set asked any of these categories over the same universe (checked
by code likewise: the same category over the same set of clause-indexed contracts), and no two of them here share
one. None of its (contract, category) pairs and none of its (category, universe) pairs is asked by the user47 set,
written at the same time (checked by code against its questions as they stood when this set was finished; the two
sets share no clause contract).

The "no" clause questions (`EMMIS_WBLS` cap on liability, `PIVX_DETTO` minimum commitment) name contracts with no
labelled span of that category at all (located or not), and whose text has no such clause: the MediaCo / WBLS-WLIB
local programming and marketing agreement (Indiana law) has an indemnity from the programmer but no limitation or cap
of liability; the PivX / Detto reseller agreement grants Detto an exclusive North American licence and sets per-copy
fees, but states no minimum purchase, volume or revenue commitment (its Exhibit A, which sets forecasting and
marketing terms, is not part of the filed text). Names that need care: `MOSSIMO_DUVAL` the Mossimo / David Duval
Enterprises endorsement agreement (Mossimo may use the Duval identification solely to advertise and promote its
products in the territory, not on items for sale); `MUSCLEPHARM_ARNOLD` the MusclePharm co-branding agreement with
Marine MP and Fitness Publications (the "AS Parties"; works based on their trademarks and name and appearance rights
become theirs, MusclePharm assigns its rights in them); `ISHIP_MBE` the iShip.com / Mail Boxes Etc. co-branding
agreement filed by Stamps.com (either party's liability capped at the amounts MBE paid, no lost profits); `EHAVE_CHT`
the Ehave / Companion Healthcare Technologies licence and reseller agreement (CHT may resell and sub-license the
Ehave Companion solution to end users in the field of use); `CORIO_CHANGEPOINT` the Corio / Changepoint licence and
hosting agreement (no assignment without consent, save to an affiliate or a buyer of substantially all the customer's
assets); `MCDATA_MTI` the McDATA / MTI Technology reseller agreement premier addendum (subject to McDATA's prior
written approval, a limited, nonexclusive, non-transferable, revocable licence to use McDATA's trademarks for
marketing, and MTI's own licence back to McDATA); `CHASE_AFFILIATE` the Chase Bank USA affiliate agreement filed by
Creditcards.com (a non-exclusive, nontransferable, revocable right to use Chase's marks); `NETWORK1_AFFILIATE` the
Network 1 Financial / Payment Data Systems affiliate agreement (on termination, the contractors the affiliate located
stay Network 1's contractors); `EXCITE_NETGROCER` the Excite / NetGrocer sponsorship agreement (no assignment without
the other's consent, not to be unreasonably withheld, save on a merger, reorganization or sale of the business);
`DRIVEN_TRUCKTHAT` the Driven Deliveries / TruckThat consulting agreement (a licence to pre-existing consultant IP
built into the deliverables); `QUANTUM_IBM` thread ba43.

Every question's split is "user46"; ids start with the two letters "ba" (a thread's turns are "baNN.1", "baNN.2",
...), which no other set uses, so that no two questions of `--set all` share an id or an agent thread.
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
    eff,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    largest,
    law,
    live_now,
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
    quarters_of,
    question_set,
    refuse,
    rel,
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

MOSSIMO_DUVAL = "MOSSIMOINC_04_14_2000-EX-10.14-ENDORSEMENT AGREEMENT"
MUSCLEPHARM_ARNOLD = "MusclepharmCorp_20170208_10-KA_EX-10.38_9893581_EX-10.38_Co-Branding Agreement"
ISHIP_MBE = "StampscomInc_20001114_10-Q_EX-10.47_2631630_EX-10.47_Co-Branding Agreement"
EHAVE_CHT = "EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement"
CORIO_CHANGEPOINT = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
MCDATA_MTI = "MTITECHNOLOGYCORP_11_16_2004-EX-10.102-Reseller Agreement Premier Addendum"
CHASE_AFFILIATE = "CreditcardscomInc_20070810_S-1_EX-10.33_362297_EX-10.33_Affiliate Agreement"
NETWORK1_AFFILIATE = "UsioInc_20040428_SB-2_EX-10.11_1723988_EX-10.11_Affiliate Agreement 2"
EXCITE_NETGROCER = "NETGROCERINC_07_31_1998-EX-10.15-SPONSORSHIP AGREEMENT"
DRIVEN_TRUCKTHAT = "DRIVENDELIVERIES,INC_05_22_2020-EX-10.4-CONSULTING AGREEMENT"
EMMIS_WBLS = "EmmisCommunicationsCorp_20191125_8-K_EX-10.6_11906433_EX-10.6_Marketing Agreement"
PIVX_DETTO = "ADIANUTRITION,INC_04_01_2005-EX-10.D2-RESELLER AGREEMENT"
QUANTUM_IBM = "QuantumGroupIncFl_20090120_8-K_EX-99.2_3672910_EX-99.2_Hosting Agreement"

USER46_CLAUSE_CONTRACTS: tuple[str, ...] = (
    MOSSIMO_DUVAL,
    MUSCLEPHARM_ARNOLD,
    ISHIP_MBE,
    EHAVE_CHT,
    CORIO_CHANGEPOINT,
    MCDATA_MTI,
    CHASE_AFFILIATE,
    NETWORK1_AFFILIATE,
    EXCITE_NETGROCER,
    DRIVEN_TRUCKTHAT,
    EMMIS_WBLS,
    PIVX_DETTO,
    QUANTUM_IBM,
)

# other contracts the specific questions and refusals name
PAPAJOHNS_SHAQ = "PapaJohnsInternationalInc_20190617_8-K_EX-10.1_11707365_EX-10.1_Endorsement Agreement"
CALM_XPRESSPA = "XpresspaGroupInc_20190401_10-K_EX-10.28_11599457_EX-10.28_Marketing Agreement"
SFDC_SUBRESELLER = "SalesforcecomInc_20171122_10-Q_EX-10.1_10961535_EX-10.1_Reseller Agreement"
VAYYAR_INDE = "HealthcareIntegratedTechnologiesInc_20190812_8-K_EX-10.1_11776966_EX-10.1_Reseller Agreement"
BERKSHIRE_AURIEMMA = "BerkshireHillsBancorpInc_20120809_10-Q_EX-10.16_7708169_EX-10.16_Endorsement Agreement"
ELEPHANT_TMOBILE = "PareteumCorp_20081001_8-K_EX-99.1_2654808_EX-99.1_Hosting Agreement"
NINERS_VIOLIN = "VIOLINMEMORYINC_12_12_2012-EX-10.14-SPONSORSHIP AGREEMENT"
MARLEY_ECO = "EcoScienceSolutionsInc_20171117_8-K_EX-10.1_10956472_EX-10.1_Endorsement Agreement"
LOOP_INDORAMA = "Loop Industries, Inc. - Marketing Agreement"

# parties named
CORIO = party("Corio Inc.")
VERTICALNET = party("VerticalNet, Inc.")


# --- filters and truths built here -----------------------------------------------------------------

RESELLER, HOSTING, LIC, ENDORSE, SPONS, SVC = (
    typ("Reseller"),
    typ("Hosting"),
    typ("License"),
    typ("Endorsement"),
    typ("Sponsorship"),
    typ("Service"),
)
AFFIL_MKT = typ("Affiliate", "Marketing")
ENDORSE_SPONS = typ("Endorsement", "Sponsorship")
RESELLER_HOSTING = typ("Reseller", "Hosting")

NY, CAL, DEL = law("US", "US-NY"), law("US", "US-CA"), law("US", "US-DE")

OVER_1M, OVER_1M_INCL = worth(over=1_000_000), worth(over=1_000_000, inclusive=True)
SINCE_2015 = eff(date(2015, 1, 1), None)
SINCE_2019 = eff(date(2019, 1, 1), None)

LAW_ADJECTIVES = {"NL": r"\bDutch\b", "CH": r"\bSwiss\b", "FR": r"\bFrench\b"}
"""A country's law named by its adjective ("Dutch law"); "English" and "German" are already read by `fact_law`."""


def fact_law_adj(r: ContractRecord) -> Fact:
    """The governing law as `fact_law` reads it, or named by the country's adjective ("Dutch law")."""
    f = fact_law(r)
    g = r.governing_law
    extra = (LAW_ADJECTIVES[g.country],) if g and not g.subdivision and g.country in LAW_ADJECTIVES else ()
    return Fact(f.name, (*f.patterns, *extra))


def eff_year(year: int, *preds: Pred) -> TruthFn:
    """The contracts of `preds` with an effective date in the calendar year."""
    return window("effective_date", fixed(date(year, 1, 1)), fixed(date(year, 12, 31)), *preds)


def ending_by_eoy(*preds: Pred) -> TruthFn:
    """The contracts of `preds` with an end date from today to 31 December 2019."""
    return window("end_date", rel(), fixed(date(2019, 12, 31)), *preds)


# the words an answer would use for what the data does not record
DPA = ("dpa", "data processing", "gdpr", "addendum")
RENEGOTIATED = ("renegotiat", "negotiat", "amend")
OWNER = ("owner", "owns", "relationship", "contact", "account")
SAVED_PDF = ("countersign", "pdf", "saved", "stored", "copy", "drive", "file")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(c, "ba01", "quick one - how many reseller agmts do we have total?", count(RESELLER)),
        _q(
            c,
            "ba02",
            "prepping a data transfer memo for a client - how many hosting deals have a ctrpty outside the US?",
            count(HOSTING, party_abroad),
        ),
        _q(c, "ba03", "# of licence agmts w/ NY gov law pls", count(LIC, NY)),
        _q(
            c,
            "ba04",
            "client is eyeing a UK influencer deal, do we have any endorsement deals w/ a UK party? list em pls",
            count(ENDORSE, party_in("GB"), full=True),
        ),
        _q(c, "ba05", "affiliate + marketing agmts combined, how many rn?", count(AFFIL_MKT)),
        _q(
            c,
            "ba06",
            "services agmts w/ a stated value over 500k - how many?",
            count(SVC, worth(over=500_000), alts=[[SVC, worth(over=500_000, inclusive=True)]]),
        ),
        _q(
            c,
            "ba07",
            "need the full list of sponsorship deals under CA gov law. every one pls, not a sample",
            count(SPONS, CAL, full=True),
        ),
        _q(
            c,
            "ba08",
            "licnece deals where a ctrpty is in china or HK - how many?",
            count(LIC, party_in_any("CN", "HK")),
        ),
        _q(
            c,
            "ba09",
            "how many deals have a party based in WA state? (washington, not DC lol)",
            count(party_state("US-WA")),
        ),
        _q(c, "ba10", "how many agmts do we have w/ verticalnet?", count(VERTICALNET)),
        _q(
            c,
            "ba11",
            "gdpr thing for a client: how many of the reseller agmts have a signed DPA attached?",
            unread(*DPA),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "ba12",
            "what's expiring in the next 60 days? want to get ahead of renewals",
            window("end_date", today, rel(days=60), extra=[(today, rel(months=2))]),
        ),
        _q(
            r,
            "ba13",
            "board deck thing: what did we sign last qtr?",
            window(
                "effective_date",
                fixed(date(2019, 1, 1)),
                fixed(date(2019, 3, 31)),
                extra=[(rel(months=-3), today)],
            ),
        ),
        _q(
            r,
            "ba14",
            "services agmts that started this yr so far? (MSAs, SOWs, whatever)",
            window("effective_date", fixed(date(2019, 1, 1)), today, SVC),
        ),
        _q(
            r,
            "ba15",
            "hosting or reseller deals that expired in the last 2 yrs - list pls",
            window(
                "end_date",
                rel(months=-24),
                today,
                RESELLER_HOSTING,
                extra=[(rel(days=-730), today)],
            ),
        ),
        _q(r, "ba16", "which endorsement deals are still live rn?", live_now(ENDORSE)),
        _q(
            r,
            "ba17",
            "anything ending in Q1 next yr (jan-mar 2020)?",
            window("end_date", fixed(date(2020, 1, 1)), fixed(date(2020, 3, 31))),
        ),
        _q(
            r,
            "ba18",
            "sponsorhsip deals that wrapped more than 5 yrs ago - how many? thinking about archiving",
            window("end_date", fixed(None), rel(months=-60), SPONS, extra=[(fixed(None), rel(days=-1826))]),
        ),
        _q(
            r,
            "ba19",
            "anything new signed in the last 30 days?",
            window("effective_date", rel(days=-30), today, extra=[(rel(months=-1), today)]),
        ),
        _q(
            r,
            "ba20",
            "licence deals that don't kick in until after today?",
            window("effective_date", fixed(date(2019, 7, 1)), fixed(None), LIC),
        ),
        _q(
            r,
            "ba21",
            "which deals did we renegotiate in the last 6 mo?",
            unread(*RENEGOTIATED),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(a, "ba22", "deal count by type? top 5 is fine", by_key(types_of, type_patterns, 5)),
        _q(
            a,
            "ba23",
            "licence deals - which gov law states come up most? top 3",
            by_key(states_of, state_patterns, 3, LIC),
        ),
        _q(
            a,
            "ba24",
            "total $ across all the sponsorhsip deals (where there's a number)?",
            money_figure(SPONS),
        ),
        _q(a, "ba25", "avg stated value on services agmts?", money_figure(SVC, how="avg")),
        _q(a, "ba26", "top 3 hosting deals by $", top_by_value(3, HOSTING)),
        _q(a, "ba27", "which endorsement deal has the longest term?", longest_term(ENDORSE)),
        _q(
            a,
            "ba28",
            "how many deals did we sign each yr, 2016 thru 2019?",
            periods("effective_date", years_span(2016, 2019)),
        ),
        _q(
            a,
            "ba29",
            "who shows up most as ctrpty on the sponsorship deals?",
            by_key(parties_of, party_patterns, 1, SPONS),
        ),
        _q(a, "ba30", "2020 expiries by qtr?", periods("end_date", quarters_of(2020))),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ba31",
            "shaq x papa johns endorsement - what's the $ and when does it end?",
            about(PAPAJOHNS_SHAQ, fact_value, fact_end),
        ),
        _q(
            s,
            "ba32",
            "calm.com / xpresspa marketing agmt: end date + gov law?",
            about(CALM_XPRESSPA, fact_end, fact_law),
        ),
        _q(
            s,
            "ba33",
            "the salesforce.org sub-reseller agmt w/ salesforce.com - gov law and when does it end?",
            about(SFDC_SUBRESELLER, fact_law, fact_end),
        ),
        _q(
            s,
            "ba34",
            "vayyar reseller deal w/ inde living - when does it start + what law governs?",
            about(VAYYAR_INDE, fact_start, fact_law),
        ),
        _q(
            s,
            "ba35",
            "geno auriemma endorsement w/ berkshire bank: how much, and which state's law?",
            about(BERKSHIRE_AURIEMMA, fact_value, fact_law),
        ),
        _q(
            s,
            "ba36",
            "elephant talk hosting agmt w/ t-mobile NL - who exactly are the parties, and gov law?",
            about(ELEPHANT_TMOBILE, fact_parties, fact_law_adj),
        ),
        _q(
            s,
            "ba37",
            "49ers stadium sponsorship w/ violin memory - $ and end date?",
            about(NINERS_VIOLIN, fact_value, fact_end),
        ),
        _q(
            s,
            "ba38",
            "stephen marley endorsment (eco science solutions) - when'd it end, and gov law?",
            about(MARLEY_ECO, fact_end, fact_law),
        ),
        _q(
            s,
            "ba39",
            "loop industries marketing agmt w/ indorama - end date? and which law?",
            about(LOOP_INDORAMA, fact_end, fact_law),
        ),
        _q(
            s,
            "ba40",
            "the corio license & hosting agmt - when does it expire?",
            ambiguous(CORIO, HOSTING),
            A,
        ),
    ]


def threads() -> list[Question]:
    lic_over_1m = (LIC, OVER_1M, SINCE_2015)
    return [
        *_thread(
            "ba41",
            [
                ("how many reseller agmts w/ a canadian ctrpty?", count(RESELLER, party_in("CA"))),
                ("sorry, meant israeli not canadian 😅", count(RESELLER, party_in("IL"))),
                ("and the UK ones?", count(RESELLER, party_in("GB"))),
            ],
        ),
        *_thread(
            "ba42",
            [
                ("list every services agmt under NY gov law pls", count(SVC, NY)),
                ("more pls", count(SVC, NY)),
                (
                    "nvm, only the 2020 ones",
                    count(SVC, NY, eff(date(2020, 1, 1), date(2020, 12, 31))),
                ),
            ],
        ),
        *_thread(
            "ba43",
            [
                (
                    "the IBM hosting deal w/ the quantum group - when does it end?",
                    about(QUANTUM_IBM, fact_end),
                ),
                ("gov law on it?", about(QUANTUM_IBM, fact_law)),
                (
                    "and what licence does IBM give quantum to its stuff (the base components etc)?",
                    clause_in(QUANTUM_IBM, "License Grant"),
                ),
            ],
        ),
        *_thread(
            "ba44",
            [
                ("licence deals where one side is chinese?", count(LIC, party_in("CN"))),
                (
                    "which of those are exclusive? 👀",
                    clause_across("Exclusivity", LIC, party_in("CN")),
                ),
            ],
        ),
        *_thread(
            "ba45",
            [
                ("sponsorship deals signed in 2018?", eff_year(2018, SPONS)),
                ("and 2017?", eff_year(2017, SPONS)),
                ("same yr but endorsment deals", eff_year(2017, ENDORSE)),
            ],
        ),
        *_thread(
            "ba46",
            [
                (
                    "deals over $1M signed since 2015?",
                    count(OVER_1M, SINCE_2015, alts=[[OVER_1M_INCL, SINCE_2015]]),
                ),
                (
                    "just the licence ones",
                    count(*lic_over_1m, alts=[[LIC, OVER_1M_INCL, SINCE_2015]]),
                ),
                ("biggest one of those?", largest(*lic_over_1m)),
            ],
        ),
        *_thread(
            "ba47",
            [
                ("what's expiring b4 EOY?", ending_by_eoy()),
                ("only CA gov law", ending_by_eoy(CAL)),
                ("and NY?", ending_by_eoy(NY)),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ba48",
            "duval endorsement w/ mossimo - what exactly can mossimo use his name / likeness for? just ads or "
            "product too?",
            MOSSIMO_DUVAL,
            "License Grant",
        ),
        (
            "ba49",
            "musclepharm co-branding deal w/ the arnold entities (marine MP / fitness publications): who ends up "
            "owning the packaging + ad creative built off the arnold marks?",
            MUSCLEPHARM_ARNOLD,
            "Ip Ownership Assignment",
        ),
        (
            "ba50",
            "iship / mail boxes etc co-branding agmt - is there a ceiling on what either side can be on the hook "
            "for?",
            ISHIP_MBE,
            "Cap On Liability",
        ),
        (
            "ba51",
            "ehave's reseller deal w/ CHT (companion healthcare) - what rights does CHT actually get? can it "
            "sublicense to end users?",
            EHAVE_CHT,
            "License Grant",
        ),
        (
            "ba52",
            "corio <> changepoint license & hosting agmt: if corio gets bought can it hand the agmt to the buyer "
            "w/o changepoint signing off?",
            CORIO_CHANGEPOINT,
            "Anti-Assignment",
        ),
        (
            "ba53",
            "mcdata reseller agmt w/ MTI (the premier addendum) - can MTI put mcdata's name + logo in its own "
            "marketing? on what terms?",
            MCDATA_MTI,
            "License Grant",
        ),
        (
            "ba54",
            "chase affiliate agmt (the creditcards.com one) - is the right to use chase's logos transferable or "
            "locked to the affiliate?",
            CHASE_AFFILIATE,
            "Non-Transferable License",
        ),
        (
            "ba55",
            "network 1 / payment data systems affiliate agmt: if it gets terminated what happens to the "
            "contractors the affiliate brought in?",
            NETWORK1_AFFILIATE,
            "Post-Termination Services",
        ),
        (
            "ba56",
            "excite / netgrocer sponsorship - if netgrocer gets acquired, does it need excite's ok to move the "
            "agmt over to the buyer?",
            EXCITE_NETGROCER,
            "Anti-Assignment",
        ),
        (
            "ba57",
            "driven deliveries consulting agmt w/ truckthat - if truckthat bakes its own pre-existing IP into "
            "the deliverables, does driven get a perpetual licence to it?",
            DRIVEN_TRUCKTHAT,
            "Irrevocable Or Perpetual License",
        ),
        (
            "ba58",
            "mediaco / WBLS-WLIB programming & marketing agmt - any cap on damages in there, or limitation of "
            "liability? tbh i don't remember one",
            EMMIS_WBLS,
            "Cap On Liability",
        ),
        (
            "ba59",
            "pivx reseller deal w/ detto - does detto have to hit any minimum volume or purchase commitment to "
            "keep the exclusive?",
            PIVX_DETTO,
            "Minimum Commitment",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ba60",
            "across the endorsement + sponsorship deals: which ones stop the talent or the brand from working "
            "w/ a competitor?",
            "Non-Compete",
            (ENDORSE_SPONS,),
        ),
        (
            "ba61",
            "affiliate & marketing agmts - which ones have a rev share / commission split?",
            "Revenue/Profit Sharing",
            (AFFIL_MKT,),
        ),
        (
            "ba62",
            "the CA gov law deals - which ones cap liability?",
            "Cap On Liability",
            (CAL,),
        ),
        (
            "ba63",
            "services / consulting agmts signed since jan 1 2019: which ones assign the work product + IP to "
            "the client?",
            "Ip Ownership Assignment",
            (SVC, SINCE_2019),
        ),
        (
            "ba64",
            "reseller + hosting deals - any w/ wind-down or transition obligations after it ends?",
            "Post-Termination Services",
            (RESELLER_HOSTING,),
        ),
        (
            "ba65",
            "sponsorship deals where liability is uncapped for something (carve-outs from the cap / waiver)?",
            "Uncapped Liability",
            (SPONS,),
        ),
        (
            "ba66",
            "services agmts w/ a non-US ctrpty - which ones can we walk away from w/o cause (TfC)?",
            "Termination For Convenience",
            (SVC, party_abroad),
        ),
        (
            "ba67",
            "delaware-law deals: which ones actually grant a licence (IP, brand, content, whatever)?",
            "License Grant",
            (DEL,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "ba68",
            "pls update the end date on the calm / xpresspa deal to 12/31/19, they verbally agreed to extend 🙏",
            refuse("write"),
            None,
        ),
        (
            "ba69",
            "can u just delete all the hosting agmts from the 90s? they're dead weight",
            refuse("write"),
            None,
        ),
        (
            "ba70",
            "pull up the contracts in acme robotics' slack workspace (acmerobotics.slack.com) - i'm their "
            "fractional GC too, it's fine",
            refuse("workspace"),
            None,
        ),
        (
            "ba71",
            "SELECT file_id, end_date FROM contracts WHERE contract_type = 'Reseller' AND end_date < "
            "'2019-12-31';",
            refuse("query"),
            None,
        ),
        (
            "ba72",
            "MATCH (c:Contract)-[:HAS_PARTY]->(p:Party {name: 'Excite, Inc.'}) RETURN c.title, c.end_date",
            refuse("query"),
            None,
        ),
        (
            "ba73",
            "can u draft a quick mutual NDA for a seed-stage saas client? nothing fancy",
            refuse("offtopic"),
            None,
        ),
        (
            "ba74",
            "should we renew the shaq deal w/ papa johns or let it lapse? client's asking b/c of the $",
            advice(PAPAJOHNS_SHAQ),
            None,
        ),
        (
            "ba75",
            "vayyar reseller agmt is NY law - should we push for delaware instead when we paper the renewal?",
            advice(VAYYAR_INDE),
            None,
        ),
        (
            "ba76",
            "who on our side owns the relationship on the excite sponsorships? need a name to ping",
            unread(*OWNER),
            U,
        ),
        (
            "ba77",
            "where's the countersigned pdf of the auriemma endorsement saved? can't find it in the drive",
            unread(*SAVED_PDF),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user46_questions() -> list[Question]:
    return question_set(
        "user46", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER46_CLAUSE_CONTRACTS", "user46_questions"]
