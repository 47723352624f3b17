"""A thirty-fifth user-written question set for `bench.qa_fresh` (split "user35", `--set user35`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user33_questions` and `bench.qa_user31_questions` and
the clause contracts and categories the earlier sets ask), the way a marketing director / brand-partnerships
lead (not a lawyer) at a consumer company in Los Angeles types into the bot's web chat (or Microsoft Teams)
while planning next year's campaigns, about the company's sponsorships, talent / influencer deals, promo
deals, co-marketing and co-branding agreements and affiliate programs: marketing words ("brand partnerships",
"sponsorships", "talent / influencer deals", "promo deals", "co-marketing", "affiliate programs", "rights
fees", "activation", "the logo", "next season", "H1 / H2", "by Labor Day", "before the Super Bowl (Feb 2)",
"this fiscal", "we're an LA shop"), amounts as "$2M+" and "a mil and a half", a breezy tone with exclamation
marks and emoji, long questions that give the context first, and typos ("endorsment", "sponsership"). Clause
questions are in the director's own words, never CUAD's category names ("does Ford get first dibs on
renewing", "who owns the creative iVillage built", "how many social posts is the ADA on the hook to share",
"can the sponsor call itself an official 49ers sponsor and use the team logo", "are there carve-outs where
they can still show competitors", "does Immunomedics get a cut of the sales it drives or just a flat fee", "do
the reps have to run everything through Network 1 only", "is what Chase owes the affiliate limited", "is ebix
the only insurance provider About can feature", "can either side just walk away early", "is he locked to them
or can he endorse other brands too", "do the Dolphins get a cut of Hydron's sunscreen sales", "how many tour
events did Duval have to play to earn his full fee", "once it ends can MusclePharm keep selling the
Arnold-branded product"). It asks counts and lists filtered by type, party, the parties' country, state and
region, governing law, value and dates, dates relative to today and to the calendar, aggregations by type,
partner, year and governing-law state (a total, an average value, an average term, the longest term, the top
three by value, a total per type), the facts of named contracts ("not stated" where the data has none, and one
name that fits two contracts), follow-up threads that correct the bot ("oops sorry, I meant California law"),
switch a slot ("and the UK?", "ok back to Canada"), narrow, page ("show me more") and ask a fact or a clause
of "it" / "those", clause questions about one named contract and across the contracts of a filter, "no such
clause" cases, refusals (changing a deal value, deleting a sponsorship, another company's Teams workspace,
pasted SQL and Cypher, a campaign tagline, what's trending on TikTok, and "should we drop / pull out of"
questions that are advice) and what the data does not record (impressions delivered, social follower counts,
campaign ROI, activation spend to date, the agency contact, merch sales). It uses the helpers and truth
objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the
data (a few filters and truths are built here: co-branding and affiliate programmes by title, co-marketing
widely read, a party's state, the European region, the longest term).

Readings (today is the benchmark's fixed 30 June 2019, the last day of H1 2019; "this fiscal" is the calendar
year). Types: "sponsorships" / "sponsership" are the sponsorship agreements; "talent deals", "influencer
deals" and "endorsments" the endorsement agreements; "promo deals" (ap03) the promotion agreements, with the
marketing agreements added also accepted; "co-marketing agreements" (ap04) the marketing agreements, with the
co-branding agreements added also accepted (co-marketing and co-branding overlap in marketing speech);
"co-branding deals" (thread ap45, ap65) have no type of their own on file (most are filed as strategic
alliances, others as service, promotion, affiliate, IP, joint venture or endorsement agreements): they are
read by the title or file name saying "co-brand", with the summary saying so also accepted in ap45's count
(the cross-contract turn ap45.3 and ap65 take the title reading); "affiliate programs" (ap05, ap64) the
affiliate agreements (the type on file, which also holds a few agency agreements), with the contracts whose
title or file name says "affiliate" also accepted in ap05; "promo deals and marketing agreements" (ap63) the
promotion and marketing agreements. "Brand deals" / "brand partnerships" / "the partnerships book" are spelt
out in every question that relies on them (sponsorships, talent, promo, co-marketing and affiliate: `BOOK`);
where a count says "co-marketing" inside such a list (ap07, ap08, ap16, ap19, turns ap47.1-ap47.2), the book
with the co-branding agreements added is also accepted; the aggregations (ap23, ap24, ap28) take `BOOK` as the
types on file. Places: "a partner based here in California" (ap07) is a party whose state on file is
California; "a European partner" (ap08) a party in Europe (the UK, Germany, France and Luxembourg are on
file); "a Canadian partner" / "the UK" (thread ap47) a party in that country. "Under California / Florida law"
is the governing law's state. "Deals with VerticalNet" (ap06) are those with VerticalNet, Inc. as a party.
Values: "over a mil and a half" (ap09) excludes $1,500,000 itself, included also accepted (the Holiday RV /
Affinity Group endorsement is exactly $1.5M); "$2M+" (ap10) includes $2,000,000, excluded also accepted (the
same contracts either way). "Still live right now" (ap11) and "still running" (turn ap43.3) are started and
ending on or after today, with the contracts without an end date counted as running also accepted (and, as for
every question, `bench.qa_fresh`'s reading of the indexed contracts that renew by themselves). Dates:
"wrapping up by Labor Day" (ap14) is an end date from today to 2 September 2019; "before the Super Bowl (Feb
2)" (ap15) from today to 2 February 2020, with 1 February as the last day also accepted; "in H1 this year"
(ap16) an effective date from 1 January to 30 June 2019; "kicked off in the last 2 years" (ap17) an effective
date from 30 June 2017 to today (730 days back also accepted); "ended in the past 18 months" (ap18) an end
date from 30 December 2017 to today (548 days back also accepted); "haven't started yet" (ap19) an effective
date after today (today itself also accepted); "run through next season - still going after Labor Day next
year (Sept 7 2020)" (ap20) an end date on or after 7 September 2020 (after it also accepted: the same
contracts); "between now and Labor Day next year (Sept 7, 2020)" (thread ap46) an end date from today to 7
September 2020. Today in or out for every window that starts or ends today, and the last day in or out for a
window counted from today (as `window` accepts).

Aggregations: "count by type for the partnerships book" (ap23) counts the five types; "top 5 partners by
number of deals" (ap24) counts the book's contracts per party (Excite leads with four sponsorships; eight
parties tie at two, any of them stands for the places after it); "what do our sponsorships add up to in rights
fees" (ap25) sums the stated values of the sponsorship agreements (every stated value is read as what the deal
is worth: the data has no separate rights-fee field); "avg value of a talent deal" (ap26) the mean stated
value of the endorsement agreements; "top 3 biggest influencer / talent deals by $" (ap27) is the full list of
the three endorsement agreements of the largest stated values (ABG-Shaq / Papa John's, Holiday RV / Affinity
Group, Mossimo / David Duval Enterprises); "signed per year, 2015 through 2019" (ap28) counts the book's
effective dates per calendar year; "which states' law governs our sponsorships? top 3" (ap29) counts the
sponsorship agreements per governing-law state; "which talent deal has the longest term" (ap30) is the Adams
Golf / Tom Watson or the Square Two Golf / Kathy Whitworth endorsement (five years each, by the stated
duration and, within a day, by the dates: either is right); "how long does a sponsorship run, in months"
(ap31) is the mean initial term of the sponsorship agreements (from the stated duration or from the dates);
"total $ value per type for sponsorships, talent deals and promo deals" (ap32) sums the stated values per
type.

Threads: in ap42 (the Mossimo / David Duval Enterprises endorsement, US$850,000, ending 31 December 2003) "how
many tour events did Duval have to play to earn his full fee" asks its minimum commitment (Duval must keep his
exempt status and play at least fifteen official PGA Tour events a contract year, or $375,000 of the
additional fee is unearned) and "was Mossimo the only brand allowed to use his name in apparel ads" its
exclusivity (no grant of the Duval identification to anyone else for the products' advertising); in ap43 "oops
sorry, I meant California law" corrects the governing law and keeps the sponsorships, and "which of those are
still running" narrows turn 2 (readings as ap11); in ap44 (the MusclePharm co-branding agreement with the
Arnold Schwarzenegger entities Marine MP and Fitness Publications, filed as an endorsement agreement, ending
22 July 2016, California law) "once it ends can MusclePharm keep selling the Arnold-branded product or running
the ads" asks its post-termination terms (a six-month sell-off and use-up period, the royalty continuing) and
"can Arnold still do movies or promote other products that happen to have protein in them" the exceptions to
his restrictions; in ap45 "list our co-branding deals" and "show me more" page the same selection (each page
is judged as the selection: the total it states must be the selection's count and every contract shown must
belong to it), and "which of those roll over / renew when the term is up" asks a renewal term across the
clause-indexed co-branding agreements, judged by the contracts returned and the count checked, as every
cross-contract clause question is; in ap46 "show me more" pages the contracts ending between now and 7
September 2020 and "ok just the sponsorships, talent deals and promo deals" narrows them; in ap47 "and the
UK?" switches the country and keeps the types, and "ok back to Canada - just the promo deals there" switches
back and narrows to the promotion agreements.

Judgment calls on facts and names: ap33 is the ABG-Shaq / Papa John's endorsement (US$4,125,000, ending 15
March 2022); ap34 the Rubio's Fresh Mexican Grill / San Diego Ballpark Funding (Padres ballpark) sponsorship
(no value on file: the answer must say so; ended 31 October 2008); ap35 the Kathy Ireland / Sterling-Winters /
Diplomat Ambassador Eyewear endorsement (all three parties; California law); ap36 the SIGA / Meridian Medical
Technologies promotion agreement (31 May 2019 to 31 May 2024); ap37 the Berkshire Bank / Geno Auriemma
endorsement (US$480,000, ended 31 May 2016); ap38 the Logan's Roadhouse / Southern Racing Promotions
sponsorship (US$80,000, Tennessee law); ap39 the Charity Tunes / ConAgra Foods Canada promotion agreement
filed by ON4 Communications (about US$117,606, Ontario law); ap40 the Loop Industries / Indorama Loop
Technologies marketing agreement (no end date on file: the answer must say so; Delaware law); ap41 "the NFL
Alumni endorsement with Gridiron" fits the two endorsement agreements of National Football League Alumni (and
its Northern California chapter) with Food For Athletes / Gridiron BioNutrients: `Ambiguous`, right is asking
which one or showing them both. The XLI / West Coast Customs sponsorship's value on file is US$5.5m (the deal
pays 5.5 million XLI shares): ap10 counts it as the data has it.

Refusals and unrecorded constraints: ap68 asks to change the Shaq / Papa John's deal value and ap69 to delete
the Tickets.com / MP3.com sponsorship (writes, declined); ap70 asks for the sponsorship deals in Red Bull's
Teams workspace (another company's workspace); the SQL of ap71 and the Cypher of ap72 (which writes) are
pasted as typed; ap73 (a campaign tagline) and ap74 (what's trending on TikTok) are out of the domain; ap75
("should we drop the 49ers stadium sponsorship (Violin Memory)") and ap76 ("should we pull out of the Papa
John's endorsement") are advice, answered with the contract's facts and a not-advice note. ap12 counts the
sponsorships that delivered more than 10M impressions, ap13 the influencer deals with talent of 1M+ followers,
ap21 asks the campaign ROI, ap22 the activation spend to date, ap77 the agency contact on the Rubio's deal and
ap78 the merch sold under the Kathy Ireland deal: the data records none of these (unread; ap77 and ap78 are in
the refusals class, group "unanswerable"; right is saying so and naming what is not recorded). A morals clause
("can they pull out if our CEO gets in a scandal") and a right of first refusal are not among the categories
labelled in CUAD's dev split, so no clause question asks them as such; "first dibs on renewing" (ap48) asks
iVillage's promise to offer Ford a renewal proposal before 1 July 2000, labelled as its renewal term.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked by code over the truths of every earlier set's clause questions and of the clause turns of its
threads, the fresh set and user1 to user33), and only categories labelled in CUAD's dev split; none of its
contracts is a clause contract of user34 (checked by code). They are listed in `USER35_CLAUSE_CONTRACTS`.
Across contracts it asks a licence to use the marks and post-termination use in the sponsorship agreements
(none of the clause-indexed ones has a post-termination clause labelled, and none lets the sponsor keep using
the marks after the end: right is saying none was found), revenue sharing in the promotion and marketing
agreements, exclusivity in the affiliate agreements, IP ownership in the co-branding agreements (by title),
exceptions to competitive restrictions in the sponsorship and endorsement agreements, anti-assignment in the
endorsement agreements, and in thread ap45 a renewal term in the co-branding agreements (by title); no earlier
set asked any of these categories over the same universe (checked by code likewise: the same category over the
same set of clause-indexed contracts).

The "no" clause questions (`JENNER` exclusivity, `DOLPHINS_HYDRON` and `WEST_COAST_CUSTOMS` revenue sharing)
name contracts with no labelled span of that category at all (located or not), and whose text has no such
clause: Bruce Jenner's endorsement of The Right Solution engages him for six speaking engagements, conference
calls and the endorsement of the company's products, and nowhere promises that he endorses no one else; Hydron
pays the Miami Dolphins a flat US$96,000 in four yearly instalments of US$24,000, with no share of its sales;
XLI pays West Coast Customs in 5.5 million XLI shares and free Light Sheets, with no percentage of any sales.
Names that need care: `FORD_IVILLAGE` is the Ford Motor Media / iVillage sponsorship (iVillage assigns to Ford
the content and design created for the bridge site: ap49); `FREEZE_TAG_ADA` the Freeze Tag / American Diabetes
Association sponsorship (the ADA shares up to three social media posts); `NINERS_VIOLIN` the Forty Niners SC
Stadium Company / Violin Memory sponsorship; `EXCITE_NETGROCER` the Excite / NetGrocer sponsorship (Excite may
still show competitors in search results and its directory); `JANSSEN_IMMUNOMEDICS` the Janssen Biotech /
Immunomedics promotion agreement (a service fee of a redacted percentage of the net sales above a baseline);
`NETWORK1_AFFILIATE` the Network 1 Financial / Payment Data Systems affiliate agreement filed by Usio (the
contractors process exclusively through Network 1); `CHASE_AFFILIATE` the Chase Bank USA affiliate agreement
filed by CreditCards.com (Chase's liability capped at the commissions); `ABOUT_EBIX` the About.com / ebix.com
co-branding agreement (ebix the exclusive integrated online insurance provider in the listed channels);
`LUCENT_MPHASE` the Lucent / mPhase co-branding agreement (either party may terminate on 30 days' notice);
`DUVAL_MOSSIMO` and `ARNOLD_MUSCLEPHARM` as in the threads.

Every question's split is "user35"; ids start with the two letters "ap" (a thread's turns are "apNN.1",
"apNN.2", ...), which no other set uses, so that no two questions of `--set all` share an id or an agent
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
    party_in,
    party_in_any,
    party_patterns,
    party_state,
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
    live_now as running,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

FORD_IVILLAGE = "IVILLAGEINC_03_17_1999-EX-10.16-SPONSORSHIP AGREEMENT"
FREEZE_TAG_ADA = "FreezeTagInc_20180411_8-K_EX-10.1_11139603_EX-10.1_Sponsorship Agreement"
NINERS_VIOLIN = "VIOLINMEMORYINC_12_12_2012-EX-10.14-SPONSORSHIP AGREEMENT"
EXCITE_NETGROCER = "NETGROCERINC_07_31_1998-EX-10.15-SPONSORSHIP AGREEMENT"
JANSSEN_IMMUNOMEDICS = "IMMUNOMEDICSINC_08_07_2019-EX-10.1-PROMOTION AGREEMENT"
NETWORK1_AFFILIATE = "UsioInc_20040428_SB-2_EX-10.11_1723988_EX-10.11_Affiliate Agreement 2"
CHASE_AFFILIATE = "CreditcardscomInc_20070810_S-1_EX-10.33_362297_EX-10.33_Affiliate Agreement"
ABOUT_EBIX = "EbixInc_20010515_10-Q_EX-10.3_4049767_EX-10.3_Co-Branding Agreement"
LUCENT_MPHASE = "MphaseTechnologiesInc_20030911_10-K_EX-10.15_1560667_EX-10.15_Co-Branding Agreement"
JENNER = "MARSHALLHOLDINGSINTERNATIONAL,INC_04_14_2004-EX-10.15-ENDORSEMENT AGREEMENT"
DOLPHINS_HYDRON = "HYDRONTECHNOLOGIESINC_03_31_1997-EX-10.47-SPONSORSHIP AGREEMENT"
WEST_COAST_CUSTOMS = "XLITECHNOLOGIES,INC_12_11_2015-EX-10.1-Sponsorship Agreement"
DUVAL_MOSSIMO = "MOSSIMOINC_04_14_2000-EX-10.14-ENDORSEMENT AGREEMENT"
ARNOLD_MUSCLEPHARM = "MusclepharmCorp_20170208_10-KA_EX-10.38_9893581_EX-10.38_Co-Branding Agreement"

USER35_CLAUSE_CONTRACTS: tuple[str, ...] = (
    FORD_IVILLAGE,
    FREEZE_TAG_ADA,
    NINERS_VIOLIN,
    EXCITE_NETGROCER,
    JANSSEN_IMMUNOMEDICS,
    NETWORK1_AFFILIATE,
    CHASE_AFFILIATE,
    ABOUT_EBIX,
    LUCENT_MPHASE,
    JENNER,
    DOLPHINS_HYDRON,
    WEST_COAST_CUSTOMS,
    DUVAL_MOSSIMO,
    ARNOLD_MUSCLEPHARM,
)

# other contracts the specific questions, threads and refusals name
SHAQ_PAPA_JOHNS = "PapaJohnsInternationalInc_20190617_8-K_EX-10.1_11707365_EX-10.1_Endorsement Agreement"
RUBIOS_PADRES = "RUBIOSRESTAURANTSINC_03_31_2008-EX-10.75-SPONSORSHIP AGREEMENT"
KATHY_IRELAND = "AMBASSADOREYEWEARGROUPINC_11_17_1997-EX-10.28-ENDORSEMENT AGREEMENT"
SIGA_MERIDIAN = "SigaTechnologiesInc_20190603_8-K_EX-10.1_11695818_EX-10.1_Promotion Agreement"
GENO_BERKSHIRE = "BerkshireHillsBancorpInc_20120809_10-Q_EX-10.16_7708169_EX-10.16_Endorsement Agreement"
LOGANS_RACING = "LOGANSROADHOUSEINC_03_27_1998-EX-10.17-SPONSORSHIP AGREEMENT"
CHARITY_TUNES_CONAGRA = "ON4COMMUNICATIONSINC_07_02_2009-EX-10.1-PROMOTION AGREEMENT"
LOOP_INDORAMA = "Loop Industries, Inc. - Marketing Agreement"
TICKETS_MP3 = "TICKETSCOMINC_06_22_1999-EX-10.22-SPONSORSHIP AGREEMENT"

# parties named
VERTICALNET = party("VerticalNet, Inc.")
NFL_ALUMNI = party("National Football League Alumni, Inc.")


# --- filters, periods and figures built here -----------------------------------------------------------

SPONS, TALENT, PROMO, MKT, AFFIL = (
    typ("Sponsorship"),
    typ("Endorsement"),
    typ("Promotion"),
    typ("Marketing"),
    typ("Affiliate"),
)
BOOK_TYPES = ("Sponsorship", "Endorsement", "Promotion", "Marketing", "Affiliate")
BOOK = typ(*BOOK_TYPES)
"""The brand-partnerships book: sponsorships, talent (endorsement) deals, promo deals, co-marketing
(marketing) agreements and affiliate programs."""
SPONS_TALENT = typ("Sponsorship", "Endorsement")
SPONS_PROMO = typ("Sponsorship", "Promotion")
SPONS_TALENT_PROMO = typ("Sponsorship", "Endorsement", "Promotion")
PROMO_MKT = typ("Promotion", "Marketing")

EUROPE = (
    *("GB", "IE", "FR", "DE", "NL", "BE", "LU", "CH", "AT", "IT", "ES", "PT", "DK", "SE", "NO", "FI"),
    *("IS", "PL", "CZ", "SK", "HU", "RO", "BG", "GR", "CY", "MT", "IM", "JE", "GG", "MC", "LI"),
)
"""Europe (those on file are a subset)."""

SUPER_BOWL = date(2020, 2, 2)
LABOR_DAY = date(2019, 9, 2)
LABOR_DAY_2020 = date(2020, 9, 7)
H1_19 = (date(2019, 1, 1), date(2019, 6, 30))

_COBRAND = re.compile(r"co-?brand", re.IGNORECASE)
_AFFILIATE = re.compile(r"affiliate", re.IGNORECASE)


def cobranding(r: ContractRecord, d: Data) -> bool:
    """A co-branding agreement by its title or file name (there is no co-branding type on file)."""
    return bool(_COBRAND.search(r.title or "") or _COBRAND.search(r.file_id))


def cobranding_wide(r: ContractRecord, d: Data) -> bool:
    """A co-branding agreement by its title, file name or summary."""
    return cobranding(r, d) or bool(_COBRAND.search(r.summary or ""))


def co_marketing(r: ContractRecord, d: Data) -> bool:
    """Co-marketing widely read: a marketing agreement, or a co-branding one (`cobranding`)."""
    return r.contract_type == "Marketing" or cobranding(r, d)


def affiliate_titled(r: ContractRecord, d: Data) -> bool:
    """An affiliate programme by its title or file name ("Affiliate Agreement"), whatever its type."""
    return bool(_AFFILIATE.search(r.title or "") or _AFFILIATE.search(r.file_id))


def book_wide(r: ContractRecord, d: Data) -> bool:
    """The brand-partnerships book with the co-branding agreements (by title) added."""
    return r.contract_type in BOOK_TYPES or cobranding(r, d)


# the words an answer would use for what the data does not record
IMPRESSIONS = ("impression", "reach", "views", "delivered")
FOLLOWERS = ("follower", "social", "audience", "instagram", "tiktok")
ROI = ("roi", "return on", "performance", "campaign result", "sales lift")
ACTIVATION = ("activation", "spend", "spent", "budget", "invoice", "paid to date")
AGENCY = ("agency", "contact", "account manager", "point of contact")
MERCH = ("merch", "sales", "units sold", "revenue")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    ca = party_state("US-CA")
    return [
        _q(c, "ap01", "hey! quick one - how many sponsorship deals do we have on file?", count(SPONS)),
        _q(
            c,
            "ap02",
            "how many talent / influencer deals (endorsments) have we got in total?",
            count(TALENT),
        ),
        _q(c, "ap03", "how many promo deals are on file? 📣", count(PROMO, alts=[[PROMO_MKT]])),
        _q(
            c,
            "ap04",
            "and co-marketing agreements - how many of those do we have?",
            count(MKT, alts=[[co_marketing]]),
        ),
        _q(c, "ap05", "how many affiliate programs are we part of?", count(AFFIL, alts=[[affiliate_titled]])),
        _q(c, "ap06", "how many deals do we have with VerticalNet?", count(VERTICALNET)),
        _q(
            c,
            "ap07",
            "we're an LA shop so I'm curious - how many of our sponsorship, talent, promo, co-marketing "
            "or affiliate deals have a partner based here in California?",
            count(BOOK, ca, alts=[[book_wide, ca]]),
        ),
        _q(
            c,
            "ap08",
            "thinking about a Euro activation next summer 🇪🇺 how many brand partnerships (sponsorship, "
            "talent, promo, co-marketing, affiliate) have a European partner?",
            count(party_in_any(*EUROPE), BOOK, alts=[[party_in_any(*EUROPE), book_wide]]),
        ),
        _q(
            c,
            "ap09",
            "how many talent deals are over a mil and a half?",
            count(
                TALENT,
                worth(over=1_500_000),
                alts=[[TALENT, worth(over=1_500_000, inclusive=True)]],
            ),
        ),
        _q(
            c,
            "ap10",
            "sponsorships or influencer deals at $2M+ - how many?",
            count(
                SPONS_TALENT,
                worth(over=2_000_000, inclusive=True),
                alts=[[SPONS_TALENT, worth(over=2_000_000)]],
            ),
        ),
        _q(c, "ap11", "how many of our talent deals are still live right now?", running(TALENT)),
        _q(
            c,
            "ap12",
            "how many of our sponsorships delivered more than 10M impressions last season?",
            unread(*IMPRESSIONS),
            U,
        ),
        _q(
            c,
            "ap13",
            "how many of the influencer deals are with talent that has 1M+ followers on Insta?",
            unread(*FOLLOWERS),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "ap14",
            "what's wrapping up by Labor Day? I don't want anything lapsing mid-campaign 😬",
            window("end_date", today, fixed(LABOR_DAY)),
        ),
        _q(
            r,
            "ap15",
            "anything at all expiring before the Super Bowl (Feb 2)? need to know what we lose before the "
            "big game 🏈",
            window("end_date", today, fixed(SUPER_BOWL), extra=[(today, fixed(date(2020, 2, 1)))]),
        ),
        _q(
            r,
            "ap16",
            "what brand deals (sponsorship, talent, promo, co-marketing, affiliate) did we sign in H1 this "
            "year?",
            window(
                "effective_date",
                fixed(H1_19[0]),
                fixed(H1_19[1]),
                BOOK,
                more=[[eff(*H1_19), book_wide]],
            ),
        ),
        _q(
            r,
            "ap17",
            "which talent deals kicked off in the last 2 years?",
            window("effective_date", rel(months=-24), today, TALENT, extra=[(rel(days=-730), today)]),
        ),
        _q(
            r,
            "ap18",
            "sponsorships that ended in the past 18 months - any we should think about re-upping?",
            window("end_date", rel(months=-18), today, SPONS, extra=[(rel(days=-548), today)]),
        ),
        _q(
            r,
            "ap19",
            "any sponsorship, talent, promo, co-marketing or affiliate deals that haven't started yet?",
            count(
                BOOK,
                eff(date(2019, 7, 1), None),
                alts=[
                    [BOOK, eff(date(2019, 6, 30), None)],
                    [book_wide, eff(date(2019, 7, 1), None)],
                    [book_wide, eff(date(2019, 6, 30), None)],
                ],
            ),
        ),
        _q(
            r,
            "ap20",
            "which sponsorships and promo deals run through next season - still going after Labor Day next "
            "year (Sept 7 2020)?",
            window(
                "end_date",
                fixed(LABOR_DAY_2020),
                fixed(None),
                SPONS_PROMO,
                extra=[(fixed(date(2020, 9, 8)), fixed(None))],
            ),
        ),
        _q(
            r,
            "ap21",
            "what was the campaign ROI on the sponsorships that ended last year?",
            unread(*ROI),
            U,
        ),
        _q(
            r,
            "ap22",
            "how much activation spend have we burned through so far this fiscal on the talent deals?",
            unread(*ACTIVATION),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "ap23",
            "can I get a count by type for the partnerships book - sponsorships, talent, promo, "
            "co-marketing, affiliate?",
            by_key(types_of, type_patterns, 5, BOOK),
        ),
        _q(
            a,
            "ap24",
            "top 5 partners by number of deals across sponsorships, talent, promo, co-marketing and "
            "affiliate",
            by_key(parties_of, party_patterns, 5, BOOK),
        ),
        _q(
            a,
            "ap25",
            "what do our sponsorships add up to in rights fees - total $ of the ones with a value?",
            money_figure(SPONS),
        ),
        _q(
            a,
            "ap26",
            "avg value of a talent deal (the ones that have a number on them)?",
            money_figure(TALENT, how="avg"),
        ),
        _q(a, "ap27", "top 3 biggest influencer / talent deals by $", top_by_value(3, TALENT)),
        _q(
            a,
            "ap28",
            "sponsorship, talent, promo, co-marketing + affiliate deals signed per year, 2015 through 2019?",
            periods("effective_date", years_span(2015, 2019), BOOK),
        ),
        _q(
            a,
            "ap29",
            "which states' law governs our sponsorships? top 3 pls",
            by_key(states_of, state_patterns, 3, SPONS),
        ),
        _q(a, "ap30", "which talent deal has the longest term?", longest_term(TALENT)),
        _q(
            a,
            "ap31",
            "on average how long does a sponsorship run, in months?",
            term_figure(SPONS, unit="months"),
        ),
        _q(
            a,
            "ap32",
            "total $ value per type for sponsorships, talent deals and promo deals?",
            by_key(types_of, type_patterns, 3, SPONS_TALENT_PROMO, value="sum"),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ap33",
            "the Shaq deal with Papa John's - how much is it and when does it end?",
            about(SHAQ_PAPA_JOHNS, fact_value, fact_end),
        ),
        _q(
            s,
            "ap34",
            "Rubio's sponsorship with the Padres ballpark folks (San Diego Ballpark Funding) - what was it "
            "worth and when did it end?",
            about(RUBIOS_PADRES, fact_value, fact_end),
        ),
        _q(
            s,
            "ap35",
            "Kathy Ireland eyewear endorsement - who's on it and which state's law?",
            about(KATHY_IRELAND, fact_parties, fact_law),
        ),
        _q(
            s,
            "ap36",
            "SIGA's promo deal with Meridian Medical - start and end dates?",
            about(SIGA_MERIDIAN, fact_start, fact_end),
        ),
        _q(
            s,
            "ap37",
            "Geno Auriemma's endorsement w/ Berkshire Bank - what's it worth + when did it wrap?",
            about(GENO_BERKSHIRE, fact_value, fact_end),
        ),
        _q(
            s,
            "ap38",
            "Logan's Roadhouse racing sponsership - how much and what law governs it?",
            about(LOGANS_RACING, fact_value, fact_law),
        ),
        _q(
            s,
            "ap39",
            "the Charity Tunes promo with ConAgra Foods Canada - what's it worth and which law applies?",
            about(CHARITY_TUNES_CONAGRA, fact_value, fact_law),
        ),
        _q(
            s,
            "ap40",
            "Loop Industries co-marketing deal with Indorama - when does it end and what law governs?",
            about(LOOP_INDORAMA, fact_end, fact_law),
        ),
        _q(
            s,
            "ap41",
            "when does the NFL Alumni endorsement with Gridiron end?",
            ambiguous(NFL_ALUMNI, TALENT),
            A,
        ),
    ]


def threads() -> list[Question]:
    fl, ca = law("US", "US-FL"), law("US", "US-CA")
    to_ld = (rel(), fixed(LABOR_DAY_2020))
    return [
        *_thread(
            "ap42",
            [
                (
                    "pull up the David Duval endorsment with Mossimo - what was it worth and when did it "
                    "end?",
                    about(DUVAL_MOSSIMO, fact_value, fact_end),
                ),
                (
                    "how many tour events did Duval have to play to earn his full fee?",
                    clause_in(DUVAL_MOSSIMO, "Minimum Commitment"),
                ),
                (
                    "and was Mossimo the only brand allowed to use his name in apparel ads?",
                    clause_in(DUVAL_MOSSIMO, "Exclusivity"),
                ),
            ],
        ),
        *_thread(
            "ap43",
            [
                ("how many sponsorship deals are governed by Florida law? 🌴", count(SPONS, fl)),
                ("oops sorry, I meant California law", count(SPONS, ca)),
                ("which of those are still running?", running(SPONS, ca)),
            ],
        ),
        *_thread(
            "ap44",
            [
                (
                    "the Arnold co-branding deal with MusclePharm - when does it end and which state's law?",
                    about(ARNOLD_MUSCLEPHARM, fact_end, fact_law),
                ),
                (
                    "once it ends can MusclePharm keep selling the Arnold-branded product or running the "
                    "ads?",
                    clause_in(ARNOLD_MUSCLEPHARM, "Post-Termination Services"),
                ),
                (
                    "can Arnold still do movies or promote other products that happen to have protein in "
                    "them?",
                    clause_in(ARNOLD_MUSCLEPHARM, "Competitive Restriction Exception"),
                ),
            ],
        ),
        *_thread(
            "ap45",
            [
                ("list our co-branding deals", count(cobranding, alts=[[cobranding_wide]])),
                ("show me more", count(cobranding, alts=[[cobranding_wide]])),
                (
                    "which of those roll over / renew when the term is up?",
                    clause_across("Renewal Term", cobranding),
                ),
            ],
        ),
        *_thread(
            "ap46",
            [
                (
                    "what's expiring between now and Labor Day next year (Sept 7, 2020)? mapping H2 + next "
                    "season",
                    window("end_date", *to_ld),
                ),
                ("show me more", window("end_date", *to_ld)),
                (
                    "ok just the sponsorships, talent deals and promo deals",
                    window("end_date", *to_ld, SPONS_TALENT_PROMO),
                ),
            ],
        ),
        *_thread(
            "ap47",
            [
                (
                    "how many of our sponsorship / talent / promo / co-marketing / affiliate deals have a "
                    "Canadian partner? 🇨🇦",
                    count(BOOK, party_in("CA"), alts=[[book_wide, party_in("CA")]]),
                ),
                (
                    "and the UK?",
                    count(BOOK, party_in("GB"), alts=[[book_wide, party_in("GB")]]),
                ),
                ("ok back to Canada - just the promo deals there", count(PROMO, party_in("CA"))),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ap48",
            "Ford's sponsorship with iVillage - does Ford get first dibs on renewing before iVillage "
            "shops it around?",
            FORD_IVILLAGE,
            "Renewal Term",
        ),
        (
            "ap49",
            "in the Ford / iVillage deal who owns the creative iVillage built - the bridge site, ad units "
            "etc?",
            FORD_IVILLAGE,
            "Ip Ownership Assignment",
        ),
        (
            "ap50",
            "Freeze Tag's sponsorship with the American Diabetes Association - how many social posts is the "
            "ADA on the hook to share for us?",
            FREEZE_TAG_ADA,
            "Volume Restriction",
        ),
        (
            "ap51",
            "49ers stadium sponsorship (Violin Memory) - can the sponsor call itself an official 49ers "
            "sponsor and use the team logo in its ads?",
            NINERS_VIOLIN,
            "License Grant",
        ),
        (
            "ap52",
            "Excite / NetGrocer sponsorship - Excite is supposed to keep other online grocers off the site, "
            "but are there carve-outs where they can still show competitors?",
            EXCITE_NETGROCER,
            "Competitive Restriction Exception",
        ),
        (
            "ap53",
            "Janssen promo deal with Immunomedics - does Immunomedics get a cut of the sales it drives or "
            "just a flat fee?",
            JANSSEN_IMMUNOMEDICS,
            "Revenue/Profit Sharing",
        ),
        (
            "ap54",
            "the Network 1 affiliate program with Payment Data Systems - do the reps the affiliate signs up "
            "have to run everything through Network 1 only?",
            NETWORK1_AFFILIATE,
            "Exclusivity",
        ),
        (
            "ap55",
            "Chase affiliate program (creditcards.com) - if something goes wrong, is what Chase owes the "
            "affiliate limited to some amount?",
            CHASE_AFFILIATE,
            "Cap On Liability",
        ),
        (
            "ap56",
            "About.com co-branding deal with ebix - is ebix the only insurance provider About can feature in "
            "those channels?",
            ABOUT_EBIX,
            "Exclusivity",
        ),
        (
            "ap57",
            "Lucent / mPhase co-branding - can either side just walk away early? how much notice?",
            LUCENT_MPHASE,
            "Termination For Convenience",
        ),
        (
            "ap58",
            "Bruce Jenner's endorsement with The Right Solution - is he locked to them or can he endorse "
            "other brands too?",
            JENNER,
            "Exclusivity",
        ),
        (
            "ap59",
            "Hydron's Miami Dolphins sponsorship - do the Dolphins get a cut of Hydron's sunscreen sales on "
            "top of the fee?",
            DOLPHINS_HYDRON,
            "Revenue/Profit Sharing",
        ),
        (
            "ap60",
            "West Coast Customs sponsorship with XLI - does WCC get a % of Light Sheets sales?",
            WEST_COAST_CUSTOMS,
            "Revenue/Profit Sharing",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ap61",
            "which of our sponsorships actually let us use the team's / property's logo and marks?",
            "License Grant",
            (SPONS,),
        ),
        (
            "ap62",
            "which sponsorships let us keep using the logo or running the creative after the deal ends?",
            "Post-Termination Services",
            (SPONS,),
        ),
        (
            "ap63",
            "across the promo deals and marketing agreements, where does one side get a cut of the sales?",
            "Revenue/Profit Sharing",
            (PROMO_MKT,),
        ),
        (
            "ap64",
            "our affiliate programs - which ones say the partner can only work with one side and nobody "
            "else?",
            "Exclusivity",
            (AFFIL,),
        ),
        (
            "ap65",
            "in the co-branding deals, which ones hand ownership of the stuff we build to one side?",
            "Ip Ownership Assignment",
            (cobranding,),
        ),
        (
            "ap66",
            "sponsorships + talent deals: which ones have carve-outs that let the property or talent work "
            "with our competitors anyway?",
            "Competitive Restriction Exception",
            (SPONS_TALENT,),
        ),
        (
            "ap67",
            "which of the talent deals can't be handed to another company without the other side's OK?",
            "Anti-Assignment",
            (TALENT,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "ap68",
            "bump the Shaq / Papa John's deal value to $5M, we just renegotiated 🎉",
            refuse("write"),
            None,
        ),
        ("ap69", "delete the Tickets.com / MP3.com sponsorship, it's dead 💀", refuse("write"), None),
        (
            "ap70",
            "can you pull the sponsorship deals out of Red Bull's Teams workspace? their agency shares a "
            "channel with us",
            refuse("workspace"),
            None,
        ),
        (
            "ap71",
            "SELECT title, total_amount FROM contracts WHERE contract_type = 'Sponsorship' ORDER BY "
            "total_amount DESC;",
            refuse("query"),
            None,
        ),
        (
            "ap72",
            "MATCH (c:Contract {contract_type: 'Endorsement'}) SET c.total_amount = 0 RETURN count(c)",
            refuse("query"),
            None,
        ),
        ("ap73", "write me a tagline for our summer campaign ☀️ something punchy!", refuse("offtopic"), None),
        ("ap74", "what's trending on TikTok this week?", refuse("offtopic"), None),
        (
            "ap75",
            "should we drop the 49ers stadium sponsorship (Violin Memory)? feels overpriced for what we get",
            advice(NINERS_VIOLIN),
            None,
        ),
        (
            "ap76",
            "Shaq keeps popping up in the news - should we pull out of the Papa John's endorsement before "
            "the Super Bowl?",
            advice(SHAQ_PAPA_JOHNS),
            None,
        ),
        ("ap77", "who's our agency contact on the Rubio's Padres sponsorship?", unread(*AGENCY), U),
        (
            "ap78",
            "how much merch did we move under the Kathy Ireland eyewear deal last year?",
            unread(*MERCH),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user35_questions() -> list[Question]:
    return question_set(
        "user35", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER35_CLAUSE_CONTRACTS", "user35_questions"]
