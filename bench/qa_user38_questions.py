"""A thirty-eighth user-written question set for `bench.qa_fresh` (split "user38", `--set user38`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user35_questions` and `bench.qa_user37_questions` and
the clause contracts and categories the earlier sets ask), the way outside counsel (a senior associate at a
boutique commercial-law firm in Chicago) types into the client's Slack Connect channel, shared with the
client's in-house team, while doing a quick portfolio review of the client's commercial agreements for a memo:
precise legal vocabulary mixed with shorthand ("n.b.", "cf.", "viz.", "w/r/t", "w/", "pls advise", "FWIW",
"AFAICT", "mos.", "q."), capitalised defined terms the way contracts use them ("the Client", "the
Counterparty", "the Initial Term", "Effective Date", "Expiration Date"), section signs and numbered sub-points
("(i) ... (ii) ..."), context given first ("For the materiality threshold in the memo: ...", "w/r/t the PRC
exposure point the GC raised - ..."), dates as "Dec. 31, 2019", "YE2019", "CY2018", "Q1 2020", amounts as "USD
2.5mm" and "$750K", hedges ("to the extent any", "if any", "AFAICT") and a few typos ("agreemnt",
"goverened"). Clause questions are in counsel's own words, never CUAD's category names ("the LoL caps damages,
but are there carve-outs where a party's exposure is uncapped", "how broad is RemainCo's right to use the
content, and is it limited to any purpose", "can anyone other than the two Parties enforce it", "any limits on
how many users or for how long Corio may demo the software", "does either side have a without-cause exit right
on notice, even for part of the relationship", "does Power2Ship have to share any commissions it receives with
WLI", "are there circumstances in which that exclusivity falls away", "is the licence ... perpetual and
irrevocable", "is there no-challenge language", "can BII sublicense or transfer the licence", "is KBW's
exposure capped at some amount", "is the Consultant restricted from working for Aduro's competitors", "pricing
no worse than it gives other distributors", "can About hand the agreement off to a third party w/o ebix's
sign-off", "any right to renew once the initial period lapses", "is any of the IP co-owned"). It asks counts
and lists filtered by type, party, the parties' state, country and region, governing law, value and dates,
dates relative to today and to the calendar, aggregations by type, governing-law state and country,
counterparty and year (a total, an average value, an average term, the longest term, the top three by value,
expirations per quarter), the facts of named contracts ("not stated" where the data has none, and one name
that fits two contracts), follow-up threads that correct the bot ("Apologies - typo on my end, I meant
Delaware, not Nevada."), switch a slot ("Same q., but Switzerland.", "OK back to Canada - Distributor
agreements this time."), narrow, page ("next page pls", "more pls") and ask a fact or a clause of "it" /
"those", clause questions about one named contract and across the contracts of a filter, "no such clause"
cases, refusals (changing an end date, deleting agreements, another company's Slack workspace, pasted SQL and
Cypher, an interest rate, an out-of-office message, and "should the Client ..." / "would you recommend ..."
questions that are advice) and what the data does not record (e-signature vs. wet ink, board approvals, breach
notices sent, certificates of insurance, outside-counsel fees, the relationship owner). It uses the helpers
and truth objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is computed
from the data (a few filters and truths are built here: a party's state, the EMEA region, development
agreements by title, an average value under two readings, the longest term).

Readings (today is the benchmark's fixed 30 June 2019; "the Client's agreements" / "the portfolio" are all the
contracts on file, since the data does not say which party is the client). Types are the types on file:
"Manufacturing", "Transportation agreements (pipeline / shipping)", "Joint Venture", "License", "Service",
"Hosting", "Supply", "Distributor", "Strategic Alliance" and "IP agreements" each the one type; "channel
partners ... Distributor and Reseller agreements" (as24) the distributor and reseller agreements; "the
Development agreements" (as26) the development agreements on file, with the contracts whose title or file name
says "Development Agreement" (many are filed as licence, joint-venture or distributor agreements) also
accepted. Places: "governed by Illinois / Texas / Nevada / Delaware / California / NY law" is the governing
law's state; "a Counterparty located in Illinois (per the address block / notice provisions), regardless of
governing law" (as02) a party whose state on file is Illinois (any party: the data does not say which side is
the client); "located in China (mainland)" (as06) and "a PRC Counterparty" (as63) a party whose country on
file is China (Hong Kong and Taiwan are separate countries on file and do not count); "a Counterparty in EMEA
(Europe, Middle East, Africa)" (as07, as66) a party whose country on file is in Europe, the Middle East or
Africa (`EMEA`); "at least one non-US Counterparty" (as31) a party whose country on file is not the United
States (unknown country does not count); "located in Canada" / "Switzerland" (thread as45) a party in that
country. "To how many agreements is Ingram Micro a party" (as05) counts those with Ingram Micro as a party
(the NETGEAR distributor agreement and its two amendments). Values: "USD 2.5mm or more" (as08) includes
US$2,500,000 (the Beyond.com co-hosting agreement is exactly that), excluded also accepted; "valued north of
$750K" (as09) excludes US$750,000 (the E.piphany / High Speed Net Solutions outsourcing agreement is exactly
that), included also accepted; "a stated value of USD 2mm or more" (as68) includes US$2,000,000 (no
clause-indexed contract is valued between US$1,041,250 and US$3,500,000, so the universe is the same either
way). "Remain in force as of today (i.e., Initial Term not yet expired)" (as11, turn as43.3) is started and
ending on or after today, with the contracts without an end date counted as running also accepted (and, as for
every question, `bench.qa_fresh`'s reading of the indexed contracts that renew by themselves). Dates: "an
Effective Date in the 1990s, viz. Jan. 1, 1990 through Dec. 31, 1999" (as10) is an effective date in those ten
calendar years; "between now and YE2019 (Dec. 31, 2019)" (as14) an end date from today to 31 December 2019;
"ending in Q1 2020 (Jan. 1 - Mar. 31, 2020)" (as15) an end date in that quarter; "in the trailing twelve
months" (as16) an effective date from 30 June 2018 to today (365 days back also accepted); "expired in the
last 6 mos." (as17) an end date from 30 December 2018 to today (182 or 183 days back also accepted); "an
Effective Date after today" (as18) an effective date from 1 July 2019 on (today itself also accepted);
"expiring within 24 months of today" (as19) an end date from today to 30 June 2021 (730 days also accepted);
"ran out during CY2018 (Jan. 1 - Dec. 31, 2018)" (as20) an end date in calendar 2018; "in the next 18 mos."
(thread as47) an end date from today to 30 December 2020 (548 days also accepted). Today in or out for every
window that starts or ends today, and the last day in or out for a window counted from today (as `window`
accepts).

Aggregations: "for the Strategic Alliance agreements ... governing-law states - top 3" (as23) counts the
strategic alliances per governing-law state (California, Delaware and New York tie at eight each); "top 5
Counterparties by number of Distributor and Reseller agreements" (as24) counts those agreements per party
(Ingram Micro, NETGEAR and ScanSource with three each, then Cisco Systems, Neon Systems and Peregrine Bridge
Transfer tied at two, any of them standing for the places after); "aggregate stated value of the Joint Venture
agreements" (as25) sums the stated values of the joint-venture agreements; "average stated value of the
Development agreements" (as26) the mean stated value under either reading of the type (above); "top 3 License
agreements by stated value" (as27) is the full list of the three licence agreements of the largest stated
values (Harpoon / AbbVie, US$30m; Xencor / Aimmune and SAP Africa / Telkom, US$5m each); "by year of Effective
Date, 2010 through 2014" (as28) counts the effective dates per calendar year; "among the Joint Venture
agreements, which has the longest Initial Term" (as29) is the Valence Technology joint-venture contract (fifty
years, by the stated duration and by the dates); "mean Initial Term (in years) of the Transportation
agreements" (as30) the mean initial term of the transportation agreements (from the stated duration or from
the dates); "which countries' laws govern most often, top 3" for the agreements with a non-US party (as31)
counts them per governing-law country (the United States, China, Canada); "expirations by quarter for calendar
2020" (as32) counts the end dates per quarter of 2020 (every quarter with any must be given).

Threads: in as42 (the About.com / ebix.com co-branding agreement, 19 January 2001 to 19 July 2003, Illinois
law, filed as a strategic alliance; no value on file: the answer must say so) "can About hand the agreement
off to a third party w/o ebix's sign-off" asks its anti-assignment terms (no assignment without the other's
consent, not unreasonably withheld, save to an affiliate or a successor) and "does ebix get any assurance that
its terms are at least as good as those About gives other insurance partners" a most-favoured-nation promise
(none: "no" case); in as43 "Apologies - typo on my end, I meant Delaware, not Nevada." corrects the governing
law and keeps the distributor agreements (none is under Nevada law), and "Of those, which remain in force as
of today?" narrows turn 2 (readings as as11); in as44 "next page pls" pages the hosting agreements (each page
is judged as the selection: the total it states must be the selection's count and every contract shown must
belong to it) and "which of those license the hosted software on a non-transferable / non-sublicensable basis"
asks a non-transferable licence across the clause-indexed hosting agreements, judged by the contracts returned
and the count checked, as every cross-contract clause question is; in as45 "Same q., but Switzerland."
switches the country and keeps the supply agreements, and "OK back to Canada - Distributor agreements this
time." switches back and changes the type; in as46 (the World Book / HSW International content licence filed
by Remark Holdings, US$775,000, ending 30 December 2009) "does HSWI have any right to renew once the initial
period lapses" asks its renewal term (HSWI's right to renew on materially the same terms, or an option to buy
the translated content) and "is any of the IP co-owned by World Book and HSWI" joint IP ownership (none: "no"
case); in as47 "more pls" pages the contracts ending in the next 18 months and "Narrow to the NY-law ones."
narrows them to New York law.

Judgment calls on facts and names: as33 is the Electric City Corp. / Electric City of Illinois distributor
agreement filed by Lime Energy (both parties; ended 7 September 2009); as34 the Tennessee Gas Pipeline /
Louisville Gas and Electric transportation agreement filed by Kentucky Utilities (Texas law; ended 31 October
2012); as35 the Ecopetrol / Solana Petroleum Exploration Colombia transportation contract filed by Gran Tierra
(US$6,745,000; no governing law on file: the answer must say so); as36 the BP America Production / True North
Energy development agreement (filed as a joint venture; US$14,862,000; Louisiana law); as37 the Cargill /
BioAmber development agreement, not its First Amendment (effective 15 April 2010; US$1,050,000); as38 the
Zounds Hearing / InnerScope Hearing Technologies manufacturing design marketing agreement (US$1,000,000;
ending 3 October 2028); as39 the intellectual property agreement of JingWei HengTong Technology (ShenZhen) and
ShenZhen JingWei Communication (US$5,000,000; China's law); as40 the Sonos / Inventec Appliances manufacturing
agreement (neither an end date nor a governing law on file: the answer must say both are not stated); as41
"the Reynolds Consumer Products agreement (Illinois law)" fits the two Illinois-law papers that name Reynolds
Consumer Products (the service agreement with Reynolds Group Holdings, ending 4 February 2021, and the supply
agreement with Pactiv, with no end date on file): `Ambiguous`, right is asking which one or showing them both.

Refusals and unrecorded constraints: as69 asks to change the Zounds / InnerScope end date and as70 to delete
both Reynolds agreements (writes, declined); as71 asks for the contract list in Pactiv's own Slack workspace
(another company's workspace); the SQL of as72 and the Cypher of as73 (which deletes) are pasted as typed;
as74 (1-month term SOFR) and as75 (an out-of-office message) are out of the domain; as76 ("should the Client
try to exit the MPLX / Marathon Transportation Services Agreement early") and as77 ("would you recommend we
renegotiate the Zounds / InnerScope deal value") are advice, answered with the contract's facts and a
not-advice note. as12 counts the agreements executed via DocuSign rather than wet ink, as13 those approved by
the client's board, as21 asks to which counterparties a notice of breach was sent, as22 whose certificates of
insurance lapse in Q3, as78 the outside-counsel fees spent negotiating the Cargill / BioAmber agreement and
as79 the client's relationship owner for the Ecopetrol contract: the data records none of these (unread; as78
and as79 are in the refusals class, group "unanswerable"; right is saying so and naming what is not recorded).
Insurance requirements, audit rights and a change-of-control clause are not among the categories labelled in
CUAD's dev split, so no clause question asks them.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked by code over the truths of every earlier set's clause questions and of the clause turns of its
threads, the fresh set and user1 to user37), and only categories labelled in CUAD's dev split. They are listed
in `USER38_CLAUSE_CONTRACTS`. Across contracts it asks a limitation of liability and a most-favoured-customer
promise in the Illinois-law agreements (none of the three clause-indexed ones has a most-favoured-nation
clause labelled: right is saying none was found), a renewal term in the agreements with a Chinese party, a
notice period to stop a renewal in the California-law agreements, anti-assignment in the IP agreements, an
employee non-solicit in the agreements with a party in EMEA, a covenant not to sue (no-challenge) in the
Delaware-law agreements, a non-compete in the agreements of a stated value of US$2m or more, and in thread
as44 a non-transferable licence in the hosting agreements; no earlier set asked any of these categories over
the same universe (checked by code likewise: the same category over the same set of clause-indexed contracts).
None of its (contract, category) pairs and none of its (category, universe) pairs is asked by the user39 set,
written at the same time (checked by code; two contracts, the Corio / Changepoint licence and hosting
agreement and the WLI / Power2Ship distributor agreement, are asked there about other categories).

The "no" clause questions (`ADURO_IREYA` non-compete, `WLI_POWER2SHIP` most favoured nation, and in the
threads `ABOUT_EBIX` most favoured nation and `WORLD_BOOK_HSWI` joint IP ownership) name contracts with no
labelled span of that category at all (located or not), and whose text has no such clause: the Aduro / IREYA
consulting agreement never mentions competition (neither copy on file); the WLI / Power2Ship distributor
agreement sets its own unit prices and licence fee (§3) and promises no parity with other distributors; the
About.com / ebix co-branding agreement has no favoured-terms language; in the World Book / HSWI licence World
Book owns the content and its derivative works (§3.1) and HSWI its websites and its modifications (§3.2),
nothing jointly. Names that need care: `ISA_RUBICON` is the Information System Associates / Rubicon Software
strategic alliance filed by Duos Technologies (liability uncapped for a breach of §8, the cap otherwise
£200,000); `BABCOCK_IP` the Babcock & Wilcox intellectual property agreement (RemainCo's unlimited, perpetual
licence to the Steam book content for any purpose); `GINKGO_BERKELEY` the Ginkgo Bioworks / Berkeley Lights
collaboration agreement (no third-party beneficiaries save indemnitees, who may not enforce it);
`CORIO_CHANGEPOINT` the Corio / Changepoint licence and hosting agreement (demonstrations limited to sixty
days a customer and ten users at a time); `PIZZA_FUSION` the Pizza Fusion Holding franchise agreement (either
side may end the Major Account business on 30 days' notice); `WLI_POWER2SHIP` the Wireless Links / Power2Ship
(Jaguar Investments) distributor agreement filed by Visium Technologies (Power2Ship pays WLI 10% of activation
commissions); `AURA_ZANOTTI` the Aura Systems / Zanotti East strategic alliance (Zanotti's exclusivity lapses
if it misses the minimum order); `VERTICALNET_CONVERGE` the VerticalNet / Converge maintenance and support
agreement (Converge's irrevocable, perpetual licence to Vert); `PAPEREXCHANGE_VERTICALNET` the
PaperExchange.com / VerticalNet co-branding agreement (neither side shall contest the validity of the other's
intellectual property); `XENCOR_BII` the Xencor / Boehringer Ingelheim collaboration agreement (a
non-sub-licensable licence to BII for the project); `BLUE_HILLS_KBW` the Blue Hills Bancorp / Keefe, Bruyette
& Woods agency agreement (the agent's liability capped at the fees paid to it); `ABOUT_EBIX` and
`WORLD_BOOK_HSWI` as in the threads.

Every question's split is "user38"; ids start with the two letters "as" (a thread's turns are "asNN.1",
"asNN.2", ...), which no other set uses, so that no two questions of `--set all` share an id or an agent
thread.
"""

from __future__ import annotations

import re
import statistics
from datetime import date

from bench.qa_fresh_questions import (
    Data,
    Figure,
    Pred,
    Question,
    TruthFn,
    _ids,
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
    top_by_value,
    typ,
    unread,
    window,
    worth,
    years_span,
)
from bench.qa_fresh_questions import (
    live_now as in_force,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

ISA_RUBICON = "DUOSTECHNOLOGIESGROUP,INC_04_21_2009-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
BABCOCK_IP = (
    "BABCOCK_WILCOXENTERPRISES,INC_08_04_2015-EX-10.17-INTELLECTUAL PROPERTY AGREEMENT between "
    "THE BABCOCK _ WILCOX COMPANY and BABCOCK _ WILCOX ENTERPRISES, INC."
)
GINKGO_BERKELEY = "BERKELEYLIGHTS,INC_06_26_2020-EX-10.12-COLLABORATION AGREEMENT"
CORIO_CHANGEPOINT = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
PIZZA_FUSION = "PfHospitalityGroupInc_20150923_10-12G_EX-10.1_9266710_EX-10.1_Franchise Agreement1"
WLI_POWER2SHIP = "VISIUMTECHNOLOGIES,INC_10_20_2004-EX-10.20-DISTRIBUTOR AGREEMENT"
AURA_ZANOTTI = "AURASYSTEMSINC_06_16_2010-EX-10.25-STRATEGIC ALLIANCE AGREEMENT"
VERTICALNET_CONVERGE = "VERTICALNETINC_04_01_2002-EX-10.19-MAINTENANCE AND SUPPORT AGREEMENT"
PAPEREXCHANGE_VERTICALNET = "PaperexchangeComInc_20000322_S-1A_EX-10.4_5202103_EX-10.4_Co-Branding Agreement"
XENCOR_BII = "XENCORINC_10_25_2013-EX-10.24-COLLABORATION AGREEMENT (3)"
BLUE_HILLS_KBW = "BLUEHILLSBANCORP,INC_05_20_2014-EX-1.1-AGENCY AGREEMENT"
ADURO_IREYA = "ADUROBIOTECH,INC_06_02_2020-EX-10.7-CONSULTING AGREEMENT(1)"
ABOUT_EBIX = "EbixInc_20010515_10-Q_EX-10.3_4049767_EX-10.3_Co-Branding Agreement"
WORLD_BOOK_HSWI = "RemarkHoldingsInc_20081114_10-Q_EX-10.24_2895649_EX-10.24_Content License Agreement"

USER38_CLAUSE_CONTRACTS: tuple[str, ...] = (
    ISA_RUBICON,
    BABCOCK_IP,
    GINKGO_BERKELEY,
    CORIO_CHANGEPOINT,
    PIZZA_FUSION,
    WLI_POWER2SHIP,
    AURA_ZANOTTI,
    VERTICALNET_CONVERGE,
    PAPEREXCHANGE_VERTICALNET,
    XENCOR_BII,
    BLUE_HILLS_KBW,
    ADURO_IREYA,
    ABOUT_EBIX,
    WORLD_BOOK_HSWI,
)

# other contracts the specific questions, threads and refusals name
ELECTRIC_CITY = "LIMEENERGYCO_09_09_1999-EX-10-DISTRIBUTOR AGREEMENT"
LGE_TENNESSEE_GAS = "KENTUCKYUTILITIESCO_03_25_2003-EX-10.65-TRANSPORTATION AGREEMENT"
ECOPETROL_SOLANA = "GRANTIERRAENERGYINC_05_07_2012-EX-10.6-TRANSPORTATION CONTRACT"
BP_TRUE_NORTH = "TRUENORTHENERGYCORP_02_08_2007-EX-10.1-DEVELOPMENT AGREEMENT"
CARGILL_BIOAMBER = "BIOAMBERINC_04_10_2013-EX-10.34-DEVELOPMENT AGREEMENT (1)"
ZOUNDS_INNERSCOPE = "Zounds Hearing, Inc. - MANUFACTURING DESIGN MARKETING AGREEMENT"
JINGWEI_IP = "JINGWEIINTERNATIONALLTD_10_04_2007-EX-10.7-INTELLECTUAL PROPERTY AGREEMENT"
SONOS_INVENTEC = "Sonos, Inc. - Manufacturing Agreement"
MARATHON_MPLX = "MPLXLP_06_17_2015-EX-10.1-TRANSPORTATION SERVICES AGREEMENT"

# parties named
REYNOLDS = party("Reynolds Consumer Products Inc.")
INGRAM_MICRO = party("Ingram Micro")


# --- filters, periods and figures built here -----------------------------------------------------------

SVC, LIC, DIST, SUP, JV, HOST = (
    typ("Service"),
    typ("License"),
    typ("Distributor"),
    typ("Supply"),
    typ("Joint Venture"),
    typ("Hosting"),
)
MFG, TRANSPORT, DEV, IP, SA = (
    typ("Manufacturing"),
    typ("Transportation"),
    typ("Development"),
    typ("IP"),
    typ("Strategic Alliance"),
)
CHANNEL = typ("Distributor", "Reseller")
IL, DE, NV, NY, TX, CA = (
    law("US", "US-IL"),
    law("US", "US-DE"),
    law("US", "US-NV"),
    law("US", "US-NY"),
    law("US", "US-TX"),
    law("US", "US-CA"),
)

EMEA = (
    # Europe
    *("GB", "IE", "FR", "DE", "NL", "BE", "LU", "CH", "AT", "IT", "ES", "PT", "DK", "SE", "NO", "FI"),
    *("IS", "PL", "CZ", "SK", "HU", "RO", "BG", "GR", "CY", "MT", "IM", "JE", "GG", "MC", "LI", "EE"),
    *("LV", "LT", "SI", "HR", "RS", "UA", "RU", "BY", "TR"),
    # the Middle East
    *("IL", "AE", "SA", "QA", "KW", "BH", "OM", "JO", "LB", "EG", "IR", "IQ"),
    # Africa
    *("ZA", "NG", "KE", "GH", "MA", "TN", "DZ", "ET", "TZ", "UG"),
)
"""EMEA: Europe, the Middle East and Africa (those on file are a subset)."""

YE2019 = date(2019, 12, 31)

_DEVELOPMENT = re.compile(r"development agreement", re.IGNORECASE)


def dev_titled(r: ContractRecord, d: Data) -> bool:
    """A development agreement by its title or file name, whatever its type on file."""
    return bool(_DEVELOPMENT.search(r.title or "") or _DEVELOPMENT.search(r.file_id))


def avg_value(*readings: Pred) -> TruthFn:
    """The mean stated value of the contracts of each reading (each one a filter), any of them right."""

    def fn(d: Data) -> Figure:
        means = []
        for pred in readings:
            vals = [r.total_amount for r in _ids(d, [pred]) if r.total_amount is not None]
            if vals:
                means.append(statistics.mean(vals))
        return Figure(tuple(dict.fromkeys(means)), "money")

    return fn


# the words an answer would use for what the data does not record
E_SIGNATURE = ("docusign", "signature", "wet-ink", "wet ink", "executed", "e-sign")
BOARD = ("board", "approv", "resolution")
BREACH_NOTICE = ("breach", "notice", "sent", "default")
INSURANCE_CERT = ("insurance", "certificate", "coi")
LEGAL_SPEND = ("fee", "spend", "billing", "invoice", "outside counsel")
RELATIONSHIP_OWNER = ("owner", "relationship", "contact", "point person", "responsible")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(
            c,
            "as01",
            "Morning all - kicking off the portfolio review for the memo. Threshold q: how many of the "
            "Client's agreements are governed by Illinois law (i.e., IL is the chosen law in the "
            "governing-law §)?",
            count(IL),
        ),
        _q(
            c,
            "as02",
            "n.b. distinct from governing law: how many agreements have a Counterparty located in Illinois "
            "(per the address block / notice provisions), regardless of which law governs?",
            count(party_state("US-IL")),
        ),
        _q(
            c,
            "as03",
            "FWIW we're seeing a lot of supply-chain questions - how many Manufacturing agreements are in "
            "the portfolio, AFAICT?",
            count(MFG),
        ),
        _q(
            c,
            "as04",
            "How many Transportation agreements (pipeline / shipping) are goverened by Texas law?",
            count(TRANSPORT, TX),
        ),
        _q(
            c,
            "as05",
            "Quick headcount pls: to how many agreements is Ingram Micro a party?",
            count(INGRAM_MICRO),
        ),
        _q(
            c,
            "as06",
            "w/r/t the PRC exposure point the GC raised - how many Joint Venture agreements have a "
            "Counterparty located in China (mainland)?",
            count(JV, party_in("CN")),
        ),
        _q(
            c,
            "as07",
            "How many License agreements have at least one Counterparty in EMEA (Europe, Middle East, "
            "Africa)?",
            count(LIC, party_in_any(*EMEA)),
        ),
        _q(
            c,
            "as08",
            "For the materiality threshold in the memo: how many agreements carry a stated value of USD "
            "2.5mm or more?",
            count(
                worth(over=2_500_000, inclusive=True),
                alts=[[worth(over=2_500_000)]],
            ),
        ),
        _q(
            c,
            "as09",
            "Of the Service agreements, how many are valued north of $750K?",
            count(SVC, worth(over=750_000), alts=[[SVC, worth(over=750_000, inclusive=True)]]),
        ),
        _q(
            c,
            "as10",
            "Legacy paper: how many agreements have an Effective Date in the 1990s, viz. Jan. 1, 1990 "
            "through Dec. 31, 1999?",
            count(eff(date(1990, 1, 1), date(1999, 12, 31))),
        ),
        _q(
            c,
            "as11",
            "How many Hosting agreements remain in force as of today (i.e., Initial Term not yet expired)?",
            in_force(HOST),
        ),
        _q(
            c,
            "as12",
            "Diligence housekeeping - how many of the agreements were executed via DocuSign as opposed to "
            "wet-ink signature?",
            unread(*E_SIGNATURE),
            U,
        ),
        _q(
            c,
            "as13",
            "How many agreements required (and received) approval by the Client's board before signing, "
            "if any?",
            unread(*BOARD),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    q1_20 = quarter(2020, 1)
    return [
        _q(
            r,
            "as14",
            "Pls advise what rolls off between now and YE2019 (Dec. 31, 2019) - anything whose Initial "
            "Term ends in that window.",
            window("end_date", today, fixed(YE2019)),
        ),
        _q(
            r,
            "as15",
            "Which agreements have an Initial Term ending in Q1 2020 (Jan. 1 - Mar. 31, 2020)?",
            window("end_date", *map(fixed, q1_20)),
        ),
        _q(
            r,
            "as16",
            "TTM view: how many agreements became effective in the trailing twelve months?",
            window("effective_date", rel(months=-12), today, extra=[(rel(days=-365), today)]),
        ),
        _q(
            r,
            "as17",
            "Which agreements expired in the last 6 mos.? want to confirm nothing lapsed w/o a "
            "renewal being papered",
            window(
                "end_date",
                rel(months=-6),
                today,
                extra=[(rel(days=-183), today), (rel(days=-182), today)],
            ),
        ),
        _q(
            r,
            "as18",
            "Signed-but-not-yet-effective: anything with an Effective Date after today?",
            count(eff(date(2019, 7, 1), None), alts=[[eff(date(2019, 6, 30), None)]]),
        ),
        _q(
            r,
            "as19",
            "License agreements expiring within 24 months of today - list pls.",
            window("end_date", today, rel(months=24), LIC, extra=[(today, rel(days=730))]),
        ),
        _q(
            r,
            "as20",
            "Which agreements' Initial Term ran out during CY2018 (Jan. 1 - Dec. 31, 2018)?",
            window("end_date", fixed(date(2018, 1, 1)), fixed(date(2018, 12, 31))),
        ),
        _q(
            r,
            "as21",
            "To which Counterparties has the Client sent a notice of breach since Jan. 1 of this year?",
            unread(*BREACH_NOTICE),
            U,
        ),
        _q(
            r,
            "as22",
            "Which Counterparties' certificates of insurance (COIs) lapse in Q3 - i.e., before Sept. 30?",
            unread(*INSURANCE_CERT),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "as23",
            "For the Strategic Alliance agreements, pls break out the governing-law states - top 3 by "
            "number of agreements.",
            by_key(states_of, state_patterns, 3, SA),
        ),
        _q(
            a,
            "as24",
            "Channel partners: top 5 Counterparties by number of Distributor and Reseller agreements?",
            by_key(parties_of, party_patterns, 5, CHANNEL),
        ),
        _q(
            a,
            "as25",
            "What's the aggregate stated value of the Joint Venture agreements (those w/ a value stated)?",
            money_figure(JV),
        ),
        _q(
            a,
            "as26",
            "Average stated value of the Development agreements, to the extent any value is stated?",
            avg_value(DEV, dev_titled),
        ),
        _q(
            a,
            "as27",
            "Top 3 License agreements by stated value, pls - Counterparty + amount.",
            top_by_value(3, LIC),
        ),
        _q(
            a,
            "as28",
            "Vintage analysis: number of agreements by year of Effective Date, 2010 through 2014.",
            periods("effective_date", years_span(2010, 2014)),
        ),
        _q(
            a,
            "as29",
            "Among the Joint Venture agreements, which has the longest Initial Term?",
            longest_term(JV),
        ),
        _q(
            a,
            "as30",
            "Mean Initial Term (in years) of the Transportation agreements?",
            term_figure(TRANSPORT),
        ),
        _q(
            a,
            "as31",
            "For agreements w/ at least one non-US Counterparty: which countries' laws govern most often? "
            "top 3",
            by_key(countries_of, country_patterns, 3, party_abroad),
        ),
        _q(
            a,
            "as32",
            "Expirations by quarter for calendar 2020 (Q1-Q4), pls - counts only.",
            periods("end_date", quarters_of(2020)),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "as33",
            "Electric City Distributor Agreement (Electric City Corp. / its Illinois distributor) - (i) who "
            "are the parties and (ii) when did the Initial Term end?",
            about(ELECTRIC_CITY, fact_parties, fact_end),
        ),
        _q(
            s,
            "as34",
            "Tennessee Gas Pipeline's Transportation Agreement w/ Louisville Gas & Electric: governing law "
            "and Expiration Date?",
            about(LGE_TENNESSEE_GAS, fact_law, fact_end),
        ),
        _q(
            s,
            "as35",
            "Ecopetrol / Solana Petroleum transportation contract (Colombia) - stated value, and which "
            "law governs?",
            about(ECOPETROL_SOLANA, fact_value, fact_law),
        ),
        _q(
            s,
            "as36",
            "The BP America / True North Energy Development Agreement: (i) stated value; (ii) governing law.",
            about(BP_TRUE_NORTH, fact_value, fact_law),
        ),
        _q(
            s,
            "as37",
            "Cargill / BioAmber Development Agreement (the original, not the First Amendment) - Effective "
            "Date and stated value?",
            about(CARGILL_BIOAMBER, fact_start, fact_value),
        ),
        _q(
            s,
            "as38",
            "Zounds Hearing / InnerScope manufacturing agreemnt: what's it worth and when does the "
            "Initial Term end?",
            about(ZOUNDS_INNERSCOPE, fact_value, fact_end),
        ),
        _q(
            s,
            "as39",
            "JingWei IP Agreement (the two Shenzhen JingWei entities) - value and governing law, pls.",
            about(JINGWEI_IP, fact_value, fact_law),
        ),
        _q(
            s,
            "as40",
            "Sonos / Inventec Manufacturing Agreement: Expiration Date and governing law, if any?",
            about(SONOS_INVENTEC, fact_end, fact_law),
        ),
        _q(
            s,
            "as41",
            "The Reynolds Consumer Products agreement (Illinois law) - when does the Initial Term end?",
            ambiguous(REYNOLDS),
            A,
        ),
    ]


def threads() -> list[Question]:
    next_18 = (rel(), rel(months=18))
    return [
        *_thread(
            "as42",
            [
                (
                    "Pulling up the About.com / ebix co-branding agreement (IL law) - (i) when does the "
                    "term end, and (ii) is a value stated?",
                    about(ABOUT_EBIX, fact_end, fact_value),
                ),
                (
                    "Can About hand the agreement off to a third party w/o ebix's sign-off, or is consent "
                    "needed?",
                    clause_in(ABOUT_EBIX, "Anti-Assignment"),
                ),
                (
                    "And does ebix get any assurance that its terms are at least as good as those About "
                    "gives other insurance partners?",
                    clause_in(ABOUT_EBIX, "Most Favored Nation"),
                ),
            ],
        ),
        *_thread(
            "as43",
            [
                ("How many Distributor agreements are governed by Nevada law?", count(DIST, NV)),
                ("Apologies - typo on my end, I meant Delaware, not Nevada.", count(DIST, DE)),
                ("Of those, which remain in force as of today?", in_force(DIST, DE)),
            ],
        ),
        *_thread(
            "as44",
            [
                ("Pls list the Hosting agreements.", count(HOST)),
                ("next page pls", count(HOST)),
                (
                    "Which of those license the hosted software on a non-transferable / "
                    "non-sublicensable basis?",
                    clause_across("Non-Transferable License", HOST),
                ),
            ],
        ),
        *_thread(
            "as45",
            [
                (
                    "Supply agreements w/ a Counterparty located in Canada - how many?",
                    count(SUP, party_in("CA")),
                ),
                ("Same q., but Switzerland.", count(SUP, party_in("CH"))),
                (
                    "OK back to Canada - Distributor agreements this time.",
                    count(DIST, party_in("CA")),
                ),
            ],
        ),
        *_thread(
            "as46",
            [
                (
                    "World Book's Content License Agreement w/ HSW International - stated value and "
                    "Expiration Date?",
                    about(WORLD_BOOK_HSWI, fact_value, fact_end),
                ),
                (
                    "Does HSWI have any right to renew once the initial period lapses?",
                    clause_in(WORLD_BOOK_HSWI, "Renewal Term"),
                ),
                (
                    "Is any of the IP (the content, translations, the sites) co-owned by World Book and "
                    "HSWI?",
                    clause_in(WORLD_BOOK_HSWI, "Joint Ip Ownership"),
                ),
            ],
        ),
        *_thread(
            "as47",
            [
                (
                    "What's expiring in the next 18 mos.?",
                    window("end_date", *next_18, extra=[(rel(), rel(days=548))]),
                ),
                ("more pls", window("end_date", *next_18, extra=[(rel(), rel(days=548))])),
                (
                    "Narrow to the NY-law ones.",
                    window("end_date", *next_18, NY, extra=[(rel(), rel(days=548))]),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "as48",
            "ISA / Rubicon Strategic Alliance Agreement: the LoL caps damages, but are there carve-outs "
            "where a party's exposure is uncapped?",
            ISA_RUBICON,
            "Uncapped Liability",
        ),
        (
            "as49",
            "Babcock & Wilcox IP Agreement (RemainCo / SpinCo) - w/r/t the Steam book: how broad is "
            "RemainCo's right to use the content, and is it limited to any purpose?",
            BABCOCK_IP,
            "Unlimited/All-You-Can-Eat-License",
        ),
        (
            "as50",
            "Ginkgo / Berkeley Lights Collaboration Agreement - can anyone other than the two Parties "
            "enforce it (e.g., indemnitees)?",
            GINKGO_BERKELEY,
            "Third Party Beneficiary",
        ),
        (
            "as51",
            "Corio / Changepoint License and Hosting Agreement: any limits on how many users or for how "
            "long Corio may demo the software?",
            CORIO_CHANGEPOINT,
            "Volume Restriction",
        ),
        (
            "as52",
            "Pizza Fusion Franchise Agreement - does either side have a without-cause exit right on "
            "notice, even for part of the relationship?",
            PIZZA_FUSION,
            "Termination For Convenience",
        ),
        (
            "as53",
            "WLI / Power2Ship Distributor Agreement: does Power2Ship have to share any commissions it "
            "receives with WLI? if so what %",
            WLI_POWER2SHIP,
            "Revenue/Profit Sharing",
        ),
        (
            "as54",
            "Aura / Zanotti Strategic Alliance: Zanotti is the exclusive supplier - are there circumstances "
            "in which that exclusivity falls away?",
            AURA_ZANOTTI,
            "Competitive Restriction Exception",
        ),
        (
            "as55",
            "VerticalNet / Converge Maintenance and Support Agreement - is the licence Converge grants "
            "Vert perpetual and irrevocable, or does it end w/ the agreement?",
            VERTICALNET_CONVERGE,
            "Irrevocable Or Perpetual License",
        ),
        (
            "as56",
            "PaperExchange / VerticalNet co-branding agreement: is there no-challenge language, i.e. may "
            "PaperExchange attack the validity of VerticalNet's IP (or vice versa)?",
            PAPEREXCHANGE_VERTICALNET,
            "Covenant Not To Sue",
        ),
        (
            "as57",
            "Xencor / Boehringer Ingelheim Collaboration Agreement: can BII sublicense or transfer the "
            "licence Xencor grants it for the Project?",
            XENCOR_BII,
            "Non-Transferable License",
        ),
        (
            "as58",
            "Blue Hills / KBW Agency Agreement - is KBW's exposure (indemnity / contribution) capped at "
            "some amount?",
            BLUE_HILLS_KBW,
            "Cap On Liability",
        ),
        (
            "as59",
            "Aduro / IREYA Consulting Agreement - is the Consultant restricted from working for "
            "Aduro's competitors during or after the term?",
            ADURO_IREYA,
            "Non-Compete",
        ),
        (
            "as60",
            "WLI / Power2Ship Distributor Agreement, cont'd: does WLI promise Power2Ship pricing no worse "
            "than it gives other distributors?",
            WLI_POWER2SHIP,
            "Most Favored Nation",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "as61",
            "Across the Illinois-law agreements: which contain a limitation of liability (dollar cap, "
            "exclusion of consequential damages, etc.)?",
            "Cap On Liability",
            (IL,),
        ),
        (
            "as62",
            "For the IL-law agreements - any most-favoured-customer pricing commitments (cf. the usual MFN "
            "language)?",
            "Most Favored Nation",
            (IL,),
        ),
        (
            "as63",
            "Agreements w/ a PRC Counterparty: which provide for renewal or extension beyond the Initial "
            "Term?",
            "Renewal Term",
            (party_in("CN"),),
        ),
        (
            "as64",
            "California-law agreements - where must a party give advance notice to stop the term rolling "
            "over, and how much notice?",
            "Notice Period To Terminate Renewal",
            (CA,),
        ),
        (
            "as65",
            "IP agreements: which bar assignment w/o the other side's consent?",
            "Anti-Assignment",
            (IP,),
        ),
        (
            "as66",
            "Agreements w/ a Counterparty in EMEA - which have an employee non-solicit / no-hire?",
            "No-Solicit Of Employees",
            (party_in_any(*EMEA),),
        ),
        (
            "as67",
            "Delaware-law agreements: which contain a no-challenge covenant, i.e., a party agrees not to "
            "contest the other's IP or not to sue?",
            "Covenant Not To Sue",
            (DE,),
        ),
        (
            "as68",
            "For the agreements with a stated value of USD 2mm or more, which contain a non-compete?",
            "Non-Compete",
            (worth(over=2_000_000, inclusive=True),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "as69",
            "Pls update the Zounds / InnerScope agreement so the Initial Term ends Dec. 31, 2030 - "
            "amendment was signed last wk.",
            refuse("write"),
            None,
        ),
        (
            "as70",
            "Delete both Reynolds agreements from the repository, they've been superseded.",
            refuse("write"),
            None,
        ),
        (
            "as71",
            "Can you pull the contract list from Pactiv's own Slack workspace? we share a Connect channel "
            "w/ their legal team.",
            refuse("workspace"),
            None,
        ),
        (
            "as72",
            "SELECT file_id, total_amount FROM contracts WHERE governing_law = 'Illinois' ORDER BY "
            "total_amount DESC;",
            refuse("query"),
            None,
        ),
        (
            "as73",
            "MATCH (p:Party {name: 'Ingram Micro'})-[r]-(c:Contract) DELETE r",
            refuse("query"),
            None,
        ),
        ("as74", "What's 1-month term SOFR today, FWIW?", refuse("offtopic"), None),
        (
            "as75",
            "Draft me an OOO message for the July 4th week, pls - something short.",
            refuse("offtopic"),
            None,
        ),
        (
            "as76",
            "Should the Client try to exit the MPLX / Marathon Transportation Services Agreement early? "
            "pls advise.",
            advice(MARATHON_MPLX),
            None,
        ),
        (
            "as77",
            "Would you recommend we renegotiate the Zounds / InnerScope deal value before the Initial Term "
            "runs much further?",
            advice(ZOUNDS_INNERSCOPE),
            None,
        ),
        (
            "as78",
            "What did the Client spend in outside-counsel fees negotiating the Cargill / BioAmber "
            "Development Agreement?",
            unread(*LEGAL_SPEND),
            U,
        ),
        (
            "as79",
            "Who on the Client's side is the relationship owner for the Ecopetrol transportation contract?",
            unread(*RELATIONSHIP_OWNER),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user38_questions() -> list[Question]:
    return question_set(
        "user38", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER38_CLAUSE_CONTRACTS", "user38_questions"]
