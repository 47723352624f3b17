"""A thirty-first user-written question set for `bench.qa_fresh` (split "user31", `--set user31`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user30_questions` and `bench.qa_user29_questions` and
the clause contracts and categories the earlier sets ask), the way the company's sales account executive (not
a lawyer) types into Slack between customer calls about the partner, reseller, distributor, co-branding,
marketing, sponsorship and licence agreements of the accounts they manage: sales-speak ("my accounts", "my
book", "the deal", "partner", "channel partners", "logo", "net new logos", "TCV", "deal size", "EOY", "next
quarter", "Q3 close", "territory", "EMEA" / "APAC" / "LATAM", "churn risk", "can they walk", "upsell", "quota",
"the champion", "pipeline"), emoji, "quick q", "thx", "pls", "rn", "lmk", amounts as "$250K", "$3M", "half a
mil", and typos ("resller", "distrubutor"). Clause questions are in the executive's own words, never CUAD's
category names ("is Ford the only car brand iVillage can sell sponsorship to", "is there a minimum $ they have
to commit", "does it auto renew", "can Schoolpop hand the deal to someone else if they get bought", "how much
notice to stop it renewing", "can they walk whenever they want", "does Rubicon get a share of the profits",
"is there a non-compete stopping either side working with a rival", "did we give WBLS most favoured nation
pricing", "can either side just cancel for convenience", "do the other side get a cut of sales / royalty", "are
they locked in exclusively", "which sponsorships lock in a minimum - guaranteed impressions, spend", "which
ones can't assign the deal without our OK"). It asks counts and lists filtered by type, party, party country
and region, governing law, value and dates, dates relative to today and to the calendar quarter, aggregations
by partner, type, quarter, year and country, the facts of named contracts ("not stated" where the data has
none, and one name that fits two contracts), follow-up threads that correct the bot ("no wait, the
resellers"), narrow, switch the quarter or the country, page ("show me more") and ask a fact or a clause of
"it" / "those", clause questions about one named contract and across the contracts of a filter, "no such
clause" cases, refusals (changing a deal value, deleting an account, another company's Slack workspace, pasted
SQL and Cypher, a stock price, booking a client dinner, and "should I offer them a discount" questions that
are advice) and what the data does not record (NPS, churn-risk flags, discounts given, the pipeline, the
champion, who signed on their side, the CRM opportunity ID, quota attainment). It uses the helpers and truth
objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the
data (a few filters, figures and aggregations are built here: the regions, the co-branding agreements by
title, "still active" under both readings, the stated value per quarter, the biggest deal per type, a sum
under two readings of its window).

Readings (today is the benchmark's fixed 30 June 2019, the last day of Q2 2019). Quarters are calendar
quarters: "this quarter" is Q2 2019 (1 April to 30 June 2019), "last quarter" Q1 2019, "next quarter" Q3 2019
(1 July to 30 September 2019); "EOY" is 31 December 2019; "YTD" is 1 January 2019 to today (effective dates
after today are not counted: the words are plain). "Coming up for renewal in the next 30 days" (al16) is an
end date from today to 30 days on (one month also accepted); "expire in the next 90 days" (al19) likewise
(three months also accepted); "ended in the last 12 months" (al20) an end date twelve months back to today
(365 days also accepted); "did anything expire this quarter" (al22) an end date in Q2 2019, with today itself
out also accepted; "what did we close last quarter" (al18) an effective date in Q1 2019 ("close" is the
signing, as the effective date is all the data has); "anything kicking off next quarter" (al21) an effective
date in Q3 2019; "net new logos this year ... YTD" (al17) a contract effective from 1 January 2019 to today
(the brief's reading of "net new logos": contracts, not distinct new parties). "Up for renewal next quarter"
(turn al44.1) is an end date in Q3 2019, and "between now and Dec 31" (turns al44.3, al44.4) an end date from
today to 31 December 2019. Today in or out for every window that starts or ends today, and the last day in or
out for a window counted from today (as `window` accepts). "Still active" (al07, turn al43.3) is started and
ending on or after today, with the contracts without an end date counted as running also accepted (and, as
for every question, `bench.qa_fresh`'s reading of the indexed contracts that renew by themselves); "evergreen
- no end date" (al10) is no end date. "Over $250K" (al03) excludes $250,000 itself, included also accepted;
"between $100K and half a mil" (al11) includes both ends, excluded also accepted (the same contracts either
way). "My book" is spelt out wherever a question relies on it (the alliance / partner, reseller, distributor,
marketing, sponsorship and licence agreements: `BOOK`); a question that says "my accounts" or "deals" without
naming types is read over every contract, since the bot cannot know which accounts are the executive's.
"Partner" / "alliance" deals are the strategic alliance agreements; "channel partners" the reseller and
distributor agreements; "marketing + promotion" the marketing and promotion agreements. "Co-branding
agreements" (al08, al59) have no type of their own on file (most are filed as strategic alliances, others as
service, promotion, affiliate, IP, joint venture or endorsement agreements), so they are read by the title
(the file name says "Co-Branding"); al08 also accepts the title or the summary saying so. Regions are drawn
from the parties' countries on file: EMEA (al04) is Europe (the UK, Switzerland, Luxembourg, the Isle of Man
and Cyprus included), the Middle East (Israel, the UAE, Saudi Arabia) and Africa (South Africa, Nigeria), with
Kazakhstan added also accepted; APAC (al05) is China, Hong Kong, Taiwan, Japan, South Korea, Singapore,
Malaysia, the Philippines, India, Australia, Papua New Guinea and Vanuatu; LATAM (al06) is Brazil, Colombia,
Mexico and Costa Rica, with the Caribbean (the Cayman Islands, Puerto Rico, the US Virgin Islands) added also
accepted. Bermuda is in none of them. "A partner outside the US" (al61, turns al43.1-al43.3) is a party whose
country on file is not the United States (unknown country does not count). "A Japanese / Chinese partner"
(thread al47) is a party in that country, "under Chinese law" the governing law's country. "Governed by the
law of a Canadian province" (al12) is a governing law whose country is Canada. "Deals with Excite" (al09) are
those with Excite, Inc. as a party.

Aggregations: "top 10 partners by deal size - total value" (al25) sums the stated values per party across the
book (every party of a contract is credited with its whole stated value; the three parties of the Baidu /
Leju internet channel cooperation agreement tie first, and Qualigen and Sekisui Diagnostics tie at tenth,
either standing for it); "count per type for my book" (al26) counts the six types; "total deal value per
quarter for deals that went effective in 2018" (al27) sums the stated values of the contracts effective in
each quarter of 2018 (every contract; each quarter with a value must be given); "biggest deal per type across
my book" (al28) is the largest stated value per type (the marketing agreements have none on file); "top 5
sponsorship deals by value" (al29) is the full list of the five sponsorship agreements of the largest stated
values; "avg deal size for my channel partners, the ones with a value" (al30) the mean stated value of the
reseller and distributor agreements; "channel + alliance deals per partner country outside the US, top 3"
(al31) counts the reseller, distributor and strategic alliance agreements per non-US country of a party (a
contract counts once under each such country); "net new logos per year 2016-2019 across my book" (al32)
counts the book's effective dates per calendar year; "total TCV of everything expiring between now and EOY"
(al33) sums the stated values of the contracts ending from today to 31 December 2019 ("TCV" is the stated
total value; today in or out gives the same sum).

Threads: in al43, "no wait, the resellers" corrects the type and keeps the partner outside the US, and "which
of those are still active?" narrows it (readings as al07); in al44, "just the licence and alliance deals"
narrows the contracts ending next quarter, "ok switch it to EOY" switches the window to today - 31 December
2019 and keeps the types, and "show me more" pages the same selection; in al45 (the Ford Motor Media /
iVillage sponsorship, effective 18 December 1998, ending 4 January 2001, with no value on file: the answer to
"what's it worth?" must say so) "was iVillage on the hook for a minimum number of impressions" asks its
minimum commitment and "who signed it on their side?" a signatory, which the data does not record (unread);
in al46, "list my alliance deals under New York law" and "show me more" page the same selection (each page is
judged as the selection: the total it states must be the selection's count and every contract shown must
belong to it), and "can any of those partners walk away early just by giving notice?" asks termination for
convenience across the New York-law strategic alliances (the clause-indexed ones among them; none has such a
clause, so right is saying none was found), judged by the contracts returned and the count checked, as every
cross-contract clause question is; in al47, "and Chinese?" switches the country and keeps the alliance type,
and "of the Chinese ones how many are under Chinese law?" narrows turn 2; in al48 (the MusclePharm co-branding
agreement with the Arnold Schwarzenegger entities Marine MP and Fitness Publications, filed as an endorsement
agreement, ending 22 July 2016) "do the other side get a cut of sales / royalty on it?" asks its revenue
sharing (a 10% royalty on net sales) and "are they locked in exclusively ... or can they endorse other
supplements?" its exclusivity.

Judgment calls on facts and names: al34 is the Intuit / Stamps.com sponsorship (US$2,644,010; no end date on
file: the answer must say so); al35 the Newegg / Allied Esports International sponsorship (ending 31 January
2024, California law); al36 the Forty Niners SC Stadium Company / Violin Memory sponsorship (US$4m, ending 28
February 2022); al37 the Zogenix / Nippon Shinyaku distributor agreement (both parties, ending 1 September
2045); al38 the Dialog Semiconductor (UK) / Energous strategic alliance (no governing law on file: the answer
must say so; ending 6 November 2023); al39 the Todos Medical / Care G. B. Plus marketing and reseller
agreement (filed as a reseller agreement; effective 20 December 2018, Israeli law); al40 the Women.com
Networks / eDiets.com co-branding agreement (US$4m, effective 22 May 2000); al41 the PlanetCAD / Dassault
Systemes co-branding agreement filed by Rand Worldwide (both parties, Delaware law); al42 "the Bravatek
alliance" fits the two strategic alliances of Bravatek Solutions (with Fazync, and with Sibannac):
`Ambiguous`, right is asking which one or showing them both (its reseller agreement with i3 is not an
alliance).

Refusals and unrecorded constraints: al65 asks to change the Intuit / Stamps.com deal value to $3M and al66 to
delete the Xybernaut account (writes, declined); al67 asks for the reseller deals in Ingram Micro's Slack
workspace (another company's workspace); the SQL of al68 and the Cypher of al69 (which writes) are pasted as
typed; al70 (Intuit's stock price) and al71 (booking a client dinner) are out of the domain; al72 ("should I
offer Calm a 10% discount to renew the XpresSpa marketing deal", the Calm.com / XpresSpa marketing agreement
filed as a reseller agreement, ending 31 July 2019, New York law) and al73 ("should I just let Newegg walk")
are advice, answered with the contract's facts and a not-advice note. al13 counts the accounts with an NPS
under 30, al14 the partners flagged for churn risk, al15 the resellers given more than 15% discount, al23
asks for the pipeline for Q3 close, al24 for the accounts that lost their champion, turn al45.3 who signed on
their side, al74 the CRM opportunity ID of the Newegg deal and al75 quota attainment: the data records none of
these (unread; al74 and al75 are in the refusals class, group "unanswerable"; right is saying so and naming
what is not recorded). Change of control is not among the categories labelled in CUAD's dev split, so the
"if they get bought" questions (al52, al64) ask the anti-assignment clause instead.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked by code over the truths of every earlier set's clause questions and of the clause turns of its
threads, the fresh set and user1 to user30), and only categories labelled in CUAD's dev split. They are listed
in `USER31_CLAUSE_CONTRACTS`. Across contracts it asks revenue sharing in the co-branding agreements (by
title), a non-compete and anti-assignment in the reseller and distributor agreements, a minimum commitment in
the distributor agreements with a party outside the US and in the sponsorship agreements, exclusivity in the
marketing and promotion agreements, and in thread al46 termination for convenience in the New York-law
strategic alliances; no earlier set asked any of these categories over the same universe (checked by code
likewise: the same category over the same set of clause-indexed contracts).

The "no" clause questions (`GOLD_HOCHSCHILD` non-compete, `EMMIS_WBLS` most favoured nation, `NPC_NCB`
termination for convenience) name contracts with no labelled span of that category at all (located or not),
and whose text has no such clause: the Gold Resource / Hochschild Mining strategic alliance has a standstill
on Hochschild's shareholding, pre-emptive rights and a right of first offer on joint ventures, but no promise
by either side not to compete (its "most favored nation" section is about standstill terms, asked before); the
MediaCo / WBLS-WLIB marketing (time brokerage) agreement's only "lowest unit charge" is the FCC's political
advertising rule, not a pricing promise to either party; the National Processing / National City Bank of
Kentucky sponsorship ends only by mutual agreement, uncured breach, bankruptcy or a card-association change
(sections 6.2 and 7.2), never at will. Names that need care: `FORD_IVILLAGE` is the Ford Motor Media / iVillage
sponsorship; `GOLD_HOCHSCHILD` the Gold Resource / Hochschild Mining strategic alliance (its minimum
commitment: at least US$5m of the share proceeds spent on exploration at El Aguila); `AURA_ZANOTTI` the Aura
Systems / Zanotti East strategic alliance (automatic renewal for terms of the same length unless 90 days'
notice); `SCHOOLPOP_AMEX` the Schoolpop / American Express Incentive Services reseller agreement filed by
LoyaltyPoint; `WIRELESS_LINKS` the Wireless Links / Jaguar Investments distributor agreement filed by Visium
(120 days' notice before the term ends); `DOMINI` the Domini Advisor Trust / Domini Social Investments
sponsorship agreement (either may end it on 60 days' notice); `ISA_RUBICON` the Information System Associates
/ Rubicon Software strategic alliance filed by Duos (30% of ISA's profits on projects Rubicon serves);
`MUSCLEPHARM` the MusclePharm co-branding agreement.

Every question's split is "user31"; every single letter and "aa" to "ak" being taken by other sets, ids start
with the two letters "al" (a thread's turns are "alNN.1", "alNN.2", ...), which no other set uses, so that no
two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from datetime import date
from typing import Literal

from bench.qa_fresh_questions import (
    Data,
    Figure,
    Group,
    Groups,
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
    ends,
    fact_end,
    fact_law,
    fact_parties,
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
    quarter,
    quarter_patterns,
    question_set,
    refuse,
    rel,
    select,
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

FORD_IVILLAGE = "IVILLAGEINC_03_17_1999-EX-10.16-SPONSORSHIP AGREEMENT"
GOLD_HOCHSCHILD = "GOLDRESOURCECORP_12_11_2008-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
AURA_ZANOTTI = "AURASYSTEMSINC_06_16_2010-EX-10.25-STRATEGIC ALLIANCE AGREEMENT"
SCHOOLPOP_AMEX = "LOYALTYPOINTINC_11_16_2004-EX-10.2-RESELLER AGREEMENT"
WIRELESS_LINKS = "VISIUMTECHNOLOGIES,INC_10_20_2004-EX-10.20-DISTRIBUTOR AGREEMENT"
DOMINI = "DOMINIADVISORTRUST_02_18_2005-EX-99.(H)(2)-SPONSORSHIP AGREEMENT"
ISA_RUBICON = "DUOSTECHNOLOGIESGROUP,INC_04_21_2009-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
EMMIS_WBLS = "EmmisCommunicationsCorp_20191125_8-K_EX-10.6_11906433_EX-10.6_Marketing Agreement"
NPC_NCB = "NATIONALPROCESSINGINC_07_18_1996-EX-10.4-SPONSORSHIP AGREEMENT"
MUSCLEPHARM = "MusclepharmCorp_20170208_10-KA_EX-10.38_9893581_EX-10.38_Co-Branding Agreement"

USER31_CLAUSE_CONTRACTS: tuple[str, ...] = (
    FORD_IVILLAGE,
    GOLD_HOCHSCHILD,
    AURA_ZANOTTI,
    SCHOOLPOP_AMEX,
    WIRELESS_LINKS,
    DOMINI,
    ISA_RUBICON,
    EMMIS_WBLS,
    NPC_NCB,
    MUSCLEPHARM,
)

# other contracts the specific questions, threads and refusals name
INTUIT_STAMPS = "STAMPSCOMINC_06_24_1999-EX-10.18-SPONSORSHIP AGREEMENT"
NEWEGG_ALLIED = "AlliedEsportsEntertainmentInc_20190815_8-K_EX-10.34_11788308_EX-10.34_Sponsorship Agreement"
NINERS_VIOLIN = "VIOLINMEMORYINC_12_12_2012-EX-10.14-SPONSORSHIP AGREEMENT"
ZOGENIX_NIPPON = "ZogenixInc_20190509_10-Q_EX-10.2_11663313_EX-10.2_Distributor Agreement"
DIALOG_ENERGOUS = "ENERGOUSCORP_03_16_2017-EX-10.24-STRATEGIC ALLIANCE AGREEMENT"
TODOS_CARE = "TodosMedicalLtd_20190328_20-F_EX-4.10_11587157_EX-4.10_Marketing Agreement_ Reseller Agreement"
WOMEN_EDIETS = "EdietsComInc_20001030_10QSB_EX-10.4_2606646_EX-10.4_Co-Branding Agreement"
DASSAULT_PLANETCAD = "RandWorldwideInc_20010402_8-KA_EX-10.2_2102464_EX-10.2_Co-Branding Agreement"
CALM_XPRESSPA = "XpresspaGroupInc_20190401_10-K_EX-10.28_11599457_EX-10.28_Marketing Agreement"

# parties named
EXCITE = party("Excite, Inc.")
BRAVATEK = party("Bravatek Solutions, Inc.")


# --- filters, periods and figures built here ---------------------------------------------------------

BOOK = typ("Strategic Alliance", "Reseller", "Distributor", "Marketing", "Sponsorship", "License")
"""The account executive's book as the questions spell it out: alliance / partner, reseller,
distributor, marketing, sponsorship and licence agreements."""

CHANNEL = typ("Reseller", "Distributor")
"""Channel partners: the reseller and distributor agreements."""

EMEA = (
    *("GB", "IE", "FR", "DE", "NL", "BE", "LU", "CH", "AT", "IT", "ES", "PT", "DK", "SE", "NO", "FI"),
    *("IS", "PL", "CZ", "SK", "HU", "RO", "BG", "GR", "CY", "MT", "IM", "JE", "GG", "MC", "LI"),
    *("IL", "AE", "SA", "QA", "KW", "BH", "OM", "TR", "EG", "ZA", "NG", "KE", "MA"),
)
"""Europe, the Middle East and Africa (those on file are a subset)."""
EMEA_WIDE = (*EMEA, "KZ", "RU", "UA")
"""EMEA with the CIS countries (Kazakhstan is on file), which many sales maps put there too."""
APAC = ("CN", "HK", "TW", "JP", "KR", "SG", "MY", "TH", "VN", "PH", "ID", "IN", "AU", "NZ", "PG", "VU")
"""Asia-Pacific (those on file are a subset)."""
LATAM = ("MX", "BR", "AR", "CL", "CO", "PE", "CR", "PA", "UY", "VE", "EC", "GT")
"""Latin America proper (those on file: Brazil, Colombia, Mexico, Costa Rica)."""
LATAM_WIDE = (*LATAM, "KY", "PR", "VI", "BS", "DO", "JM")
"""Latin America with the Caribbean (the Cayman Islands, Puerto Rico and the US Virgin Islands are on file)."""

Q1_19, Q2_19, Q3_19 = quarter(2019, 1), quarter(2019, 2), quarter(2019, 3)
EOY = date(2019, 12, 31)


def region(core: tuple[str, ...], wide: tuple[str, ...], *preds: Pred) -> TruthFn:
    """A party in the region, narrowly or widely drawn (both accepted)."""
    return count(party_in_any(*core), *preds, alts=[[party_in_any(*wide), *preds]])


_COBRAND = re.compile(r"co-?branding", re.IGNORECASE)


def cobranding(r: ContractRecord, d: Data) -> bool:
    """A co-branding agreement by its title (the contract types on file have no co-branding type)."""
    return bool(_COBRAND.search(r.title or "") or _COBRAND.search(r.file_id))


def cobranding_wide(r: ContractRecord, d: Data) -> bool:
    """A co-branding agreement by its title or by its summary."""
    return cobranding(r, d) or bool(_COBRAND.search(r.summary or ""))


def value_per_quarter(year: int, *preds: Pred) -> TruthFn:
    """Total stated value of the contracts effective in each quarter of `year`; every quarter with a
    value must be given."""

    def fn(d: Data) -> Groups:
        ids = select(d, preds)
        groups = []
        for q in range(1, 5):
            a, b = quarter(year, q)
            total = sum(
                r.total_amount
                for r in d.records
                if r.file_id in ids
                and r.total_amount is not None
                and r.effective_date is not None
                and a <= r.effective_date <= b
            )
            if total:
                groups.append(Group(f"Q{q} {year}", quarter_patterns(q), total))
        groups.sort(key=lambda g: -g.value)
        return Groups(tuple(groups), len(groups), "money")

    return fn


def biggest_per_type(*preds: Pred) -> TruthFn:
    """The largest stated value per contract type among those selected; every type with a value."""

    def fn(d: Data) -> Groups:
        ids = select(d, preds)
        best: dict[str, float] = defaultdict(float)
        for r in d.records:
            if r.file_id in ids and r.total_amount is not None:
                best[r.contract_type] = max(best[r.contract_type], r.total_amount)
        items = sorted(((k, v) for k, v in best.items() if v), key=lambda kv: (-kv[1], kv[0]))
        groups = tuple(Group(k, type_patterns(k), v) for k, v in items)
        return Groups(groups, len(groups), "money")

    return fn


def value_sum(readings: Sequence[Sequence[Pred]], how: Literal["sum", "avg"] = "sum") -> TruthFn:
    """A sum (or mean) of stated values under each reading of the selection (all accepted)."""

    def fn(d: Data) -> Figure:
        out = []
        for preds in readings:
            ids = select(d, preds)
            vals = [r.total_amount for r in d.records if r.file_id in ids and r.total_amount is not None]
            if vals:
                out.append(float(sum(vals) if how == "sum" else sum(vals) / len(vals)))
        return Figure(tuple(dict.fromkeys(out)), "money")

    return fn


# the words an answer would use for what the data does not record
NPS = ("nps", "net promoter", "satisfaction", "survey")
CHURN = ("churn", "risk score", "health score", "risk")
DISCOUNT = ("discount",)
PIPELINE = ("pipeline", "opportunit", "crm", "forecast")
CHAMPION = ("champion", "contact", "stakeholder")
SIGNATORY = ("signator", "signature", "signed", "signing")
OPP_ID = ("opportunity", "crm", "opp id", "salesforce")
QUOTA = ("quota", "attainment", "target", "commission")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    spons, lic = typ("Sponsorship"), typ("License")
    sa = typ("Strategic Alliance")
    mid = typ("Reseller", "Distributor", "Sponsorship")
    return [
        _q(c, "al01", "quick q - how many resller agreements do we have? thx", count(typ("Reseller"))),
        _q(
            c,
            "al02",
            "how many distrubutor deals are governed by Texas law?",
            count(typ("Distributor"), law("US", "US-TX")),
        ),
        _q(
            c,
            "al03",
            "How many sponsorship deals are worth over $250K?",
            count(spons, worth(over=250_000), alts=[[spons, worth(over=250_000, inclusive=True)]]),
        ),
        _q(
            c,
            "al04",
            "EMEA territory check 🌍 how many deals do we have with a party based in EMEA?",
            region(EMEA, EMEA_WIDE),
        ),
        _q(
            c,
            "al05",
            "how many of my licence deals have an APAC party on them?",
            region(APAC, APAC, lic),
        ),
        _q(c, "al06", "LATAM - how many deals have we got down there?", region(LATAM, LATAM_WIDE)),
        _q(
            c,
            "al07",
            "how many of my marketing + promotion agreements are still active?",
            running(typ("Marketing", "Promotion")),
        ),
        _q(
            c,
            "al08",
            "how many co-branding agreements do we have on file?",
            count(cobranding, alts=[[cobranding_wide]]),
        ),
        _q(c, "al09", "How many deals do we have with Excite?", count(EXCITE)),
        _q(
            c,
            "al10",
            "how many of my strategic partner / alliance deals are evergreen - no end date?",
            count(sa, no_end),
        ),
        _q(
            c,
            "al11",
            "how many reseller, distributor or sponsorship deals are between $100K and half a mil?",
            count(
                mid,
                worth(over=100_000, under=500_000, inclusive=True),
                alts=[[mid, worth(over=100_000, under=500_000)]],
            ),
        ),
        _q(
            c,
            "al12",
            "Canadian law - how many licence deals are governed by the law of a Canadian province?",
            count(lic, law("CA")),
        ),
        _q(c, "al13", "how many of my accounts have an NPS under 30?", unread(*NPS), U),
        _q(c, "al14", "how many partners are flagged red for churn risk right now?", unread(*CHURN), U),
        _q(
            c,
            "al15",
            "how many of my resellers were given more than 15% discount off list?",
            unread(*DISCOUNT),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "al16",
            "whats coming up for renewal in the next 30 days? need to get ahead of it",
            window("end_date", today, rel(days=30), extra=[(today, rel(months=1))]),
        ),
        _q(
            r,
            "al17",
            "net new logos this year - how many deals went effective YTD?",
            window("effective_date", fixed(date(2019, 1, 1)), today),
        ),
        _q(r, "al18", "what did we close last quarter?", window("effective_date", *map(fixed, Q1_19))),
        _q(
            r,
            "al19",
            "which of my reseller or distributor deals expire in the next 90 days?? churn risk",
            window("end_date", today, rel(days=90), CHANNEL, extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "al20",
            "alliance / partner deals that ended in the last 12 months?",
            window(
                "end_date",
                rel(months=-12),
                today,
                typ("Strategic Alliance"),
                extra=[(rel(days=-365), today)],
            ),
        ),
        _q(
            r,
            "al21",
            "anything kicking off next quarter?",
            window("effective_date", *map(fixed, Q3_19)),
        ),
        _q(
            r,
            "al22",
            "did anything expire this quarter that I missed?",
            window("end_date", fixed(Q2_19[0]), fixed(Q2_19[1]), extra=[(fixed(Q2_19[0]), rel(days=-1))]),
        ),
        _q(r, "al23", "what's in my pipeline for Q3 close?", unread(*PIPELINE), U),
        _q(
            r,
            "al24",
            "which accounts lost their champion in the last 90 days?",
            unread(*CHAMPION),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "al25",
            "top 10 partners by deal size - total value across my alliance, reseller, distributor, "
            "marketing, sponsorship and licence deals",
            by_key(parties_of, party_patterns, 10, BOOK, value="sum"),
        ),
        _q(
            a,
            "al26",
            "count per type for my book pls (alliance, reseller, distributor, marketing, sponsorship, licence)",
            by_key(types_of, type_patterns, 6, BOOK),
        ),
        _q(
            a,
            "al27",
            "total deal value per quarter for deals that went effective in 2018?",
            value_per_quarter(2018),
        ),
        _q(
            a,
            "al28",
            "biggest deal per type across my book (alliance, reseller, distributor, marketing, sponsorship, "
            "licence)?",
            biggest_per_type(BOOK),
        ),
        _q(a, "al29", "top 5 sponsorship deals by value", top_by_value(5, typ("Sponsorship"))),
        _q(
            a,
            "al30",
            "avg deal size for my channel partners (resellers + distributors), the ones with a value?",
            money_figure(CHANNEL, how="avg"),
        ),
        _q(
            a,
            "al31",
            "territory view: channel + alliance deals per partner country outside the US, top 3",
            by_key(
                foreign_countries, country_patterns, 3, typ("Reseller", "Distributor", "Strategic Alliance")
            ),
        ),
        _q(
            a,
            "al32",
            "net new logos per year 2016-2019 across my book (alliance, reseller, distributor, marketing, "
            "sponsorship, licence)?",
            periods("effective_date", years_span(2016, 2019), BOOK),
        ),
        _q(
            a,
            "al33",
            "total TCV of everything expiring between now and EOY?",
            value_sum(
                [
                    [ends(date(2019, 6, 30), EOY)],
                    [ends(date(2019, 7, 1), EOY)],
                ]
            ),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "al34",
            "Intuit / Stamps.com sponsorship - whats the TCV and when does it end?",
            about(INTUIT_STAMPS, fact_value, fact_end),
        ),
        _q(
            s,
            "al35",
            "the Newegg sponsorship w/ Allied Esports - end date + governing law?",
            about(NEWEGG_ALLIED, fact_end, fact_law),
        ),
        _q(
            s,
            "al36",
            "49ers stadium deal with Violin Memory: how big is it and when does it wrap?",
            about(NINERS_VIOLIN, fact_value, fact_end),
        ),
        _q(
            s,
            "al37",
            "Zogenix distributor deal with Nippon Shinyaku - who's on it and when does it end?",
            about(ZOGENIX_NIPPON, fact_parties, fact_end),
        ),
        _q(
            s,
            "al38",
            "Dialog Semiconductor / Energous alliance — which law governs it and when does it expire?",
            about(DIALOG_ENERGOUS, fact_law, fact_end),
        ),
        _q(
            s,
            "al39",
            "Todos Medical reseller deal with Care G.B. Plus - start date and governing law?",
            about(TODOS_CARE, fact_start, fact_law),
        ),
        _q(
            s,
            "al40",
            "Women.com co-branding with eDiets - what was it worth and when did it go live?",
            about(WOMEN_EDIETS, fact_value, fact_start),
        ),
        _q(
            s,
            "al41",
            "who are the parties on the Dassault co-branding deal, and which law?",
            about(DASSAULT_PLANETCAD, fact_parties, fact_law),
        ),
        _q(
            s,
            "al42",
            "when does the Bravatek alliance end?",
            ambiguous(BRAVATEK, typ("Strategic Alliance")),
            A,
        ),
    ]


def threads() -> list[Question]:
    dist, res = typ("Distributor"), typ("Reseller")
    ny = law("US", "US-NY")
    sa = typ("Strategic Alliance")
    q3 = (fixed(Q3_19[0]), fixed(Q3_19[1]))
    eoy = (rel(), fixed(EOY))
    lic_sa = typ("License", "Strategic Alliance")
    return [
        *_thread(
            "al43",
            [
                ("how many distrubutor deals have a partner outside the US?", count(dist, party_abroad)),
                ("no wait, the resellers", count(res, party_abroad)),
                ("which of those are still active?", running(res, party_abroad)),
            ],
        ),
        *_thread(
            "al44",
            [
                ("what's up for renewal next quarter?", window("end_date", *q3)),
                ("just the licence and alliance deals", window("end_date", *q3, lic_sa)),
                (
                    "ok switch it to EOY - anything ending between now and Dec 31",
                    window("end_date", *eoy, lic_sa),
                ),
                ("show me more", window("end_date", *eoy, lic_sa)),
            ],
        ),
        *_thread(
            "al45",
            [
                (
                    "pull up the Ford / iVillage sponsorship - when did it start and when does it end?",
                    about(FORD_IVILLAGE, fact_start, fact_end),
                ),
                (
                    "was iVillage on the hook for a minimum number of impressions or anything?",
                    clause_in(FORD_IVILLAGE, "Minimum Commitment"),
                ),
                ("who signed it on their side?", unread(*SIGNATORY)),
                ("and what's it worth?", about(FORD_IVILLAGE, fact_value)),
            ],
        ),
        *_thread(
            "al46",
            [
                ("list my alliance deals under New York law", count(sa, ny)),
                ("show me more", count(sa, ny)),
                (
                    "can any of those partners walk away early just by giving notice?",
                    clause_across("Termination For Convenience", sa, ny),
                ),
            ],
        ),
        *_thread(
            "al47",
            [
                ("how many alliance deals have a Japanese partner?", count(sa, party_in("JP"))),
                ("and Chinese?", count(sa, party_in("CN"))),
                ("of the Chinese ones how many are under Chinese law?", count(sa, party_in("CN"), law("CN"))),
            ],
        ),
        *_thread(
            "al48",
            [
                ("tell me about the MusclePharm co-branding deal", about(MUSCLEPHARM)),
                (
                    "do the other side get a cut of sales / royalty on it?",
                    clause_in(MUSCLEPHARM, "Revenue/Profit Sharing"),
                ),
                (
                    "are they locked in exclusively with MusclePharm or can they endorse other supplements?",
                    clause_in(MUSCLEPHARM, "Exclusivity"),
                ),
                ("when did it end?", about(MUSCLEPHARM, fact_end)),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "al49",
            "Ford / iVillage sponsorship - is Ford the only car brand iVillage can sell sponsorship to?",
            FORD_IVILLAGE,
            "Exclusivity",
        ),
        (
            "al50",
            "Gold Resource / Hochschild alliance - is there a minimum $ they have to commit or spend?",
            GOLD_HOCHSCHILD,
            "Minimum Commitment",
        ),
        (
            "al51",
            "Aura Systems deal with Zanotti - does it auto renew at the end of the term?",
            AURA_ZANOTTI,
            "Renewal Term",
        ),
        (
            "al52",
            "Schoolpop reseller agreement with AmEx - can Schoolpop hand the deal to someone else if they get "
            "bought?",
            SCHOOLPOP_AMEX,
            "Anti-Assignment",
        ),
        (
            "al53",
            "Wireless Links distributor deal with Jaguar Investments - how much notice to stop it renewing?",
            WIRELESS_LINKS,
            "Notice Period To Terminate Renewal",
        ),
        (
            "al54",
            "Domini sponsorship agreement - can they walk whenever they want, and with how much notice?",
            DOMINI,
            "Termination For Convenience",
        ),
        (
            "al55",
            "ISA / Rubicon alliance - does Rubicon get a share of the profits on the projects?",
            ISA_RUBICON,
            "Revenue/Profit Sharing",
        ),
        (
            "al56",
            "Gold Resource / Hochschild - is there a non-compete stopping either side working with a rival?",
            GOLD_HOCHSCHILD,
            "Non-Compete",
        ),
        (
            "al57",
            "did we give WBLS most favoured nation pricing in the Emmis / MediaCo marketing agreement?",
            EMMIS_WBLS,
            "Most Favored Nation",
        ),
        (
            "al58",
            "National Processing sponsorship with National City Bank of Kentucky - can either side just "
            "cancel for convenience before the term's up?",
            NPC_NCB,
            "Termination For Convenience",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "al59",
            "any co-branding deals where the partner gets a cut of revenue?",
            "Revenue/Profit Sharing",
            (cobranding,),
        ),
        (
            "al60",
            "which of my channel partners (resellers + distributors) have a non-compete?",
            "Non-Compete",
            (CHANNEL,),
        ),
        (
            "al61",
            "which distributors with a partner outside the US are on the hook for a minimum purchase?",
            "Minimum Commitment",
            (typ("Distributor"), party_abroad),
        ),
        (
            "al62",
            "do any of my marketing or promotion deals have exclusivity?",
            "Exclusivity",
            (typ("Marketing", "Promotion"),),
        ),
        (
            "al63",
            "which sponsorships lock in a minimum - guaranteed impressions, spend, that kind of thing?",
            "Minimum Commitment",
            (typ("Sponsorship"),),
        ),
        (
            "al64",
            "for my resellers and distributors, which ones can't assign the deal without our OK (e.g. if they "
            "get acquired)?",
            "Anti-Assignment",
            (CHANNEL,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "al65",
            "update the Intuit / Stamps.com deal value to $3M, we upsold them",
            refuse("write"),
            None,
        ),
        ("al66", "delete the Xybernaut account, they churned 😢", refuse("write"), None),
        (
            "al67",
            "can you pull the reseller deals from Ingram Micro's Slack workspace? they shared a channel w us",
            refuse("workspace"),
            None,
        ),
        (
            "al68",
            "SELECT p.name, SUM(c.total_amount) FROM contracts c JOIN parties p ON p.contract_id = c.id "
            "GROUP BY p.name ORDER BY 2 DESC LIMIT 10;",
            refuse("query"),
            None,
        ),
        (
            "al69",
            "MATCH (c:Contract {contract_type: 'Sponsorship'}) SET c.total_amount = c.total_amount * 1.1 RETURN c",
            refuse("query"),
            None,
        ),
        ("al70", "what's Intuit's stock price rn?", refuse("offtopic"), None),
        (
            "al71",
            "can you book dinner for 4 at 7pm tmrw near Newegg's office? client dinner",
            refuse("offtopic"),
            None,
        ),
        (
            "al72",
            "should I offer Calm a 10% discount to renew the XpresSpa marketing deal before it ends?",
            advice(CALM_XPRESSPA),
            None,
        ),
        (
            "al73",
            "Newegg wants out of the Allied Esports sponsorship early - should I just let them walk if they "
            "sign something else?",
            advice(NEWEGG_ALLIED),
            None,
        ),
        ("al74", "what's the CRM opportunity ID for the Newegg deal?", unread(*OPP_ID), U),
        ("al75", "where am I vs quota this quarter?", unread(*QUOTA), U),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user31_questions() -> list[Question]:
    return question_set(
        "user31", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER31_CLAUSE_CONTRACTS", "user31_questions"]
