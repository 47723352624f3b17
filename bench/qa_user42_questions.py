"""A forty-second user-written question set for `bench.qa_fresh` (split "user42", `--set user42`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions of
the earlier user sets beyond the layout of `bench.qa_user39_questions` and `bench.qa_user41_questions` and the
clause contracts and categories the earlier sets ask), the way in-house counsel at a Boston biotech dictates
questions into Microsoft Teams on a phone between meetings, about the collaboration, license, development,
manufacturing, supply, R&D and IP agreements with pharma partners, CROs and universities: voice-to-text artefacts
(no punctuation to speak of, run-on sentences, "whats" / "theres" / "oclock" without apostrophes, "question mark"
and "period" left in as words), numbers and dates spoken as words ("five million dollars", "the first of january
twenty eighteen", "Q three", "sixty days", "twenty sixteen through twenty nineteen", "march thirty first twenty
thirty one"), misheard names ("ginko bioworks", "zencor", "immuno medics jansen", "magenta back em sorry
bachem"), self-corrections mid-sentence ("how many manufacturing no sorry the supply agreements", "sorry I said
german I meant swiss switzerland"), partners by a short or spoken name ("the array ono deal", "the hopkins
license", "the sanofi one", "AMAG", "RevMed" spelt out as "revolution medicines"), Boston context given first
("for the mass bio slide", "AMAG is in waltham and theres deal chatter so", "vericel is right down the street from
us", "book me a car to logan") and biotech words ("co promote", "a tail on royalties", "CRO", "change order",
"milestone", "alliance manager", "diligence"). Clause questions are in the counsel's own words, never CUAD's
category names ("can they assign the antares manufacturing agreement to the buyer without antares consenting",
"does array have to transfer the product trademarks in japan over to ono", "does exact still owe pfizer anything
like a tail on royalties", "does sanofi get to keep the license forever", "is it locked to them", "is xencor still
free to use other manufacturing processes with third parties", "which ones let the licensee extend the license to
its affiliates", "is there anything stopping the other side from going after our customers", "which ones carve out
exceptions to the exclusivity or the non compete", "which ones say who ends up owning the IP"). It asks counts and
lists filtered by type, party, the parties' state, country and region, governing law, value and dates, dates
relative to today and to the calendar, aggregations by type, counterparty, year, governing-law state and country
(a total, an average value, an average term, the longest term, the top five by value), the facts of named
contracts ("not stated" where the data has none, and one name that fits two contracts), follow-up threads that
correct the bot, switch a slot ("and new york", "same thing but development agreements", "what about twenty
nineteen"), narrow, page ("show me more") and ask a fact or a clause of "it" / "those", clause questions about one
named contract and across the contracts of a filter, "no such clause" cases, refusals (changing an end date,
deleting an agreement, another company's Teams workspace, pasted SQL and Cypher, a pharmacology question and
"should we ..." questions that are advice) and what the data does not record (milestones paid, CRO budgets,
change orders, board approvals, the alliance manager). It uses the helpers and truth objects of
`bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the data (a few
filters and truths are built here: collaboration agreements by title, universities by the party's name, the
European and Asian regions, the top five by value under two readings of "development").

Readings (today is the benchmark's fixed 30 June 2019). Types: "license agreements" / "license deals" are the
license agreements; "supply agreements" the supply agreements; "manufacturing agreements" the manufacturing
agreements; "development agreements" (turns aw42.3, aw46.1) the development agreements as filed; "IP agreements"
the IP agreements; "license or development" / "license and development" (aw13, aw24, aw28, turn aw41.3, aw61,
aw62) both types; "manufacturing and supply" / "manufacturing or supply" (aw08, aw15, aw23, aw26) both types;
"co promotion agreements" (aw63) the promotion agreements; "license development manufacturing supply and IP" (aw22)
the five types, spelt out in the question (`PIPELINE`). "Collaboration agreements ... the ones actually called
collaboration agreements not every alliance" (aw05) have no type of their own (most are filed as strategic
alliances, one as a joint venture): they are read by the title or file name saying "Collaboration Agreement", with
"collaborat..." anywhere in it also accepted (adding the Microgenics / Achaogen "Collaborative Development and
Commercialization Agreement"); "in the collaboration agreements" (aw64) takes the wider reading, which holds the
same three clause-indexed contracts (Xencor / Boehringer Ingelheim, Berkeley Lights / Ginkgo, MacroGenics / Green
Cross). "The top five deals by value across license development and manufacturing" (aw29) is the full list of the
five largest stated values of those three types, with the same over the contracts titled or filed as a
"Development Agreement" whatever their type also accepted (that reading brings in the Revolution Medicines /
Aventis and FuelCell / ExxonMobil joint ventures and the TrueNorth development agreement). Places are the
parties' places on file: "a counterparty thats based in massachusetts" (aw03) / "a massachusetts company" (aw65) a
party whose state on file is Massachusetts (not the governing law); "a japanese pharma partner well any japanese
company really" (aw04) a party in Japan (the self-correction widens it to any Japanese company); "a partner in
europe and yes count the uk and switzerland" (aw08) / "a european partner" (aw31, aw68) a party in Europe, the
United Kingdom, Switzerland and the Isle of Man included (`EUROPE`); "an asian partner so japan korea china that
kind of thing" (aw67) a party in East, South-East or South Asia, Hong Kong and Taiwan included (`ASIA`); "a german
partner" / "swiss" (thread aw41) a party in that country; "the other side is outside the US" (turn aw44.3) a party
whose country on file is not the United States. "With a university" (aw09) is a party whose name says
"University": the University of Iowa (ArTara), Johns Hopkins (Virtuoso Surgical) and, twice, The University of
Texas M. D. Anderson Cancer Center (Lion Biotechnologies / Iovance, Adaptimmune). "With pfizer" (aw07) is Pfizer
Inc. as a party (the Upjohn manufacturing and supply agreement and the Exact Sciences promotion agreement).
"Governed by california / delaware / new york law" is the governing law's state. Values: the data records no
currency and the stated values are read as US dollars (the Bellicum / Miltenyi upfront fee, on file as 2,000,000,
is in euro in the text; it counts as on file): "worth more than five million dollars" (aw06) is a stated value over
5,000,000, with 5,000,000 itself included also accepted (two license agreements are exactly $5M); "the total dollar
value ... added up" (aw23) sums the stated values; "only counting the ones that actually have a number on them"
(aw24) is the mean of the stated values. Dates: "in the next sixty days" (aw12) an end date from today to 29
August 2019 (two months also accepted); "in the last eighteen months" (aw13) an effective date from 30 December
2017 to today (548 days back also accepted); "ending in Q three this year" (aw14) an end date in Q3 2019; "expire
between now and the end of twenty twenty" (aw15) an end date from today to 31 December 2020; "started since the
first of january twenty eighteen" (aw16) an effective date on or after 1 January 2018 (the later dates on file
included), with up to today also accepted; "ended in the last thirty days" (aw17) an end date from 31 May 2019 to
today (a month back also accepted); "signed more than ten years ago" (aw18) an effective date on or before 30 June
2009 (3652 days back also accepted); "still running as of today" (aw19) started and ending on or after today, with
the contracts without an end date counted as running also accepted (and, as for every question,
`bench.qa_fresh`'s reading of the indexed contracts that renew by themselves); "started in twenty eighteen / twenty
nineteen" (thread aw47) an effective date in that calendar year. Today in or out for every window that starts or
ends today, and the last day in or out for a window counted from today (as `window` accepts).

Aggregations: "a count by type but just license development manufacturing supply and IP agreements" (aw22) counts
the five types; "which counterparty shows up the most across our license agreements" (aw25) counts the license
agreements per party (Bank of America, four); "top three states for governing law on the manufacturing and supply
agreements" (aw26) counts them per governing-law state (New York, Delaware, then California and Texas tied, either
standing for the third place); "which supply agreement has the longest term" (aw27) is either of the two ten-year
supply agreements (Organic Preparations / Agape ATP and Miltenyi / Bellicum: the same stated duration); "each year
twenty sixteen through twenty nineteen" (aw28) counts the license and development agreements' effective dates per
calendar year; "the average initial term in years of the manufacturing agreements" (aw30) the mean initial term
(from the stated duration or from the dates); "for the deals with a european partner ... by governing law country"
(aw31) counts those contracts per governing-law country (the United States, the United Kingdom, then Switzerland,
Germany and the Netherlands tied for the third place).

Threads: in aw41 "sorry I said german I meant swiss switzerland" corrects the country and "which of those are
license or development agreements" narrows turn 2 (the Coherus / bioeq and NLS-1 / Eurofarma agreements, filed as
license agreements); in aw42 "and new york" switches the state and keeps the license agreements, and "same thing but
development agreements" keeps New York and changes the type; in aw43 (the Array BioPharma / Ono license,
development and commercialization agreement of 31 May 2017, New York law) "what license does array actually grant
ono under it" asks its license grant; its end date on file (31 May 2027) is not asked: the text sets no ten-year
term, only royalty terms; in aw44 "show me more" pages the same selection (each page is judged as the selection:
the total it states must be the selection's count and every contract shown must belong to it) and "just the ones
where the other side is outside the US" narrows it; in aw45 (the Berkeley Lights / Ginkgo Bioworks collaboration)
"can berkeley lights sublicense or hand off the rights ginkgo gave them without ginkgo signing off" asks its
anti-assignment clauses (BLI may not sublicense, assign or transfer the rights granted to it without Ginkgo's
consent) and "once it expires what carries on afterwards" its post-termination terms (licenses that survive and
become perpetual, royalties on termination, insurance after the term); in aw46 "give me the full list of development
agreements" is a full list, and "of those which ones limit assigning the agreement to somebody else" asks
anti-assignment across the clause-indexed development agreements (CNS / WPD and LEO Pharma / Galen), judged by the
contracts returned and the count checked, as every cross-contract clause question is; in aw47 "what about twenty
nineteen" switches the year; in aw48 (the Exact Sciences / Pfizer promotion agreement, through 31 December 2021)
"does pfizer get a license to use exact's trademarks under it" asks its license grant (a non-exclusive,
royalty-free license under the Exact house marks, trademarks and copyrights).

Judgment calls on facts and names: aw32 is the Magenta Therapeutics / Bachem Americas master development and
manufacturing agreement (a five-year initial term to 13 February 2023; no value on file, and the text, priced by
project plans, states none: the answer must say so); aw33 the Harpoon Therapeutics / AbbVie Biotechnology
development agreement filed as a license (both parties; the $30,000,000 upfront payment is the value on file);
aw34 the Miltenyi Biotec / Bellicum supply agreement (ten years to 27 March 2029; New York law); aw35 the Foundation
Medicine / Roche collaboration (all three parties: F. Hoffmann-La Roche Ltd, Hoffmann-La Roche Inc. and Foundation
Medicine; its governing law is not asked, the data has none while the text names one); aw36 the ArTara / University
of Iowa sponsored research and license agreement (28 November 2018; Iowa law); aw37 the Vericel / MediWound supply
agreement (to the fifth anniversary, 6 May 2024; New York law); aw38 the Dong-A ST / NeuroBo manufacturing and
supply agreement (New York law; no value on file and none in the text, priced per schedule in Korean won: the
answer must say so); aw39 the Revolution Medicines / Aventis (Sanofi) collaborative research, development and
commercialization agreement filed as a joint venture ("when was it signed": the execution date, 8 June 2018, which
is the date on file; the $50,000,000 upfront payment is the value on file); aw40 "the MD anderson strategic
alliance" fits the two strategic alliances of The University of Texas M. D. Anderson Cancer Center (with Lion
Biotechnologies, now Iovance, and with Adaptimmune): `Ambiguous`, right is asking which one or showing them both.
Facts that the data has but the text does not bear out are not asked (the Array / Ono end date, the Paratek /
Carbogen Amcis governing law, redacted in the text), nor laws that the data lacks while the text names one.

Refusals and unrecorded constraints: aw69 asks to change the Bellicum / Miltenyi end date and aw70 to delete the
Biopure agency agreement (writes, declined); aw71 asks for the license agreements in Vertex's Teams workspace
(another company's workspace); the SQL of aw72 (prefaced "IT sent me this to paste in") and the Cypher of aw73
(which sets Pfizer's contracts' end date) are pasted as typed; aw74 (a drug's half-life) is out of the domain;
aw75 ("should we terminate the berkeley lights collaboration with ginkgo") and aw76 ("should we push back on the
liability language in the hopkins virtuoso license") are advice, answered with the contract's facts and a
not-advice note. aw10 counts the license deals whose first milestone was paid, aw11 the CRO contracts over budget,
aw20 asks for the CRO contracts with a change order in the last ninety days, aw21 the deals the board approved last
quarter and aw77 the alliance manager on Ono's side: the data records none of these (unread; aw77 is in the refusals
class, group "unanswerable"; right is saying so and naming what is not recorded).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of the
file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of the
fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every set do
not change); this set asks each of them only about a clause category that no earlier set asked of it (checked by
code over the truths of every earlier set's clause questions and of the clause turns of its threads, the fresh set
and user1 to user41), and only categories labelled in CUAD's dev split. They are listed in
`USER42_CLAUSE_CONTRACTS`. Across contracts it asks affiliate licenses and a no-solicit of customers in the license
and development agreements (no clause-indexed one has the latter: right is saying none was found),
post-termination obligations in the promotion agreements, exceptions to competitive restrictions in the
collaboration agreements, minimum commitments in the contracts with a Massachusetts party, notice to stop a renewal
in the supply, manufacturing and development agreements, a non-compete in the contracts with an Asian party, IP
ownership in the contracts with a European party, and in thread aw46 anti-assignment in the development
agreements; no earlier set asked any of these categories over the same universe (checked by code likewise: the
same category over the same set of clause-indexed contracts). None of its (contract, category) pairs and
none of its (category, universe) pairs is asked by the user43 set, written at the same time (checked by code; the
two sets share two clause contracts, the Antares / AMAG manufacturing agreement and the Immunomedics / Janssen
promotion agreement, each asked about other categories there).

The "no" clause questions (`ANTARES_AMAG` renewal term, `MACROGENICS_GREEN_CROSS` renewal term, `CNS_WPD` cap on
liability) name contracts with no labelled span of that category at all (located or not), and whose text has no
such clause: the Antares / AMAG manufacturing agreement runs until the expiration or earlier termination of the
parties' development and license agreement and says nothing of renewing; the MacroGenics / Green Cross
collaboration runs until the royalty term expires, with no renewal; the CNS Pharmaceuticals / WPD development
agreement has indemnities but no limitation of liability. Names that need care: `ANTARES_AMAG` the Antares Pharma /
AMAG Pharmaceuticals manufacturing agreement (AMAG, of Waltham, may assign to a successor by merger or sale of
substantially all its assets; otherwise consent is needed); `ARRAY_ONO` the Array BioPharma / Ono Pharmaceutical
license, development and commercialization agreement (Array assigns the registered product trademarks in Ono's
territory to Ono); `EXACT_PFIZER` the Exact Sciences / Pfizer promotion agreement (royalties to Pfizer for twelve
quarters after the term, the "tail period"); `IMMUNOMEDICS_JANSSEN` the Janssen Biotech / Immunomedics promotion
agreement (each party's aggregate liability capped); `PREMIER_BIOMEDICAL` the Marv Enterprises / Premier Biomedical
/ Technology Health IP agreement (exclusive worldwide licenses); `REVMED_AVENTIS` the Revolution Medicines / Aventis
(Sanofi) agreement (on expiry Sanofi's licenses become fully paid up, perpetual and irrevocable);
`HOPKINS_VIRTUOSO` the Johns Hopkins University / Virtuoso Surgical license (non-exclusive and non-transferable);
`LEO_GALEN` the LEO Pharma / Galen (Chemicals) development agreement filed by Warner Chilcott (not assignable without
consent save to a successor of the whole pharmaceutical business); `XENCOR_BOEHRINGER` the Xencor / Boehringer
Ingelheim collaboration (Xencor remains free to develop and use other manufacturing processes, with third parties
too); `BERKELEY_GINKGO` the Berkeley Lights / Ginkgo Bioworks collaboration.

Every question's split is "user42"; ids start with the two letters "aw" (a thread's turns are "awNN.1", "awNN.2",
...), which no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import re
from datetime import date

from bench.qa_fresh_questions import (
    Count,
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
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
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
    year_of,
    years_span,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

ANTARES_AMAG = "Antares Pharma, Inc. - Manufacturing Agreement"
ARRAY_ONO = "Array BioPharma Inc. - LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT"
BERKELEY_GINKGO = "BERKELEYLIGHTS,INC_06_26_2020-EX-10.12-COLLABORATION AGREEMENT"
EXACT_PFIZER = "ExactSciencesCorp_20180822_8-K_EX-10.1_11331629_EX-10.1_Promotion Agreement"
IMMUNOMEDICS_JANSSEN = "IMMUNOMEDICSINC_08_07_2019-EX-10.1-PROMOTION AGREEMENT"
PREMIER_BIOMEDICAL = "PREMIERBIOMEDICALINC_05_14_2020-EX-10.2-INTELLECTUAL PROPERTY AGREEMENT"
REVMED_AVENTIS = "RevolutionMedicinesInc_20200117_S-1_EX-10.1_11948417_EX-10.1_Development Agreement"
HOPKINS_VIRTUOSO = (
    "VirtuosoSurgicalInc_20191227_1-A_EX1A-6 MAT CTRCT_11933379_EX1A-6 MAT CTRCT_License Agreement"
)
LEO_GALEN = "WARNERCHILCOTTPLC_12_31_2003-EX-4.36-DEVELOPMENT AGREEMENT"
XENCOR_BOEHRINGER = "XENCORINC_10_25_2013-EX-10.24-COLLABORATION AGREEMENT (3)"
MACROGENICS_GREEN_CROSS = "MACROGENICSINC_08_02_2013-EX-10-COLLABORATION AGREEMENT"
CNS_WPD = "CnsPharmaceuticalsInc_20200326_8-K_EX-10.1_12079626_EX-10.1_Development Agreement"

USER42_CLAUSE_CONTRACTS: tuple[str, ...] = (
    ANTARES_AMAG,
    ARRAY_ONO,
    BERKELEY_GINKGO,
    EXACT_PFIZER,
    IMMUNOMEDICS_JANSSEN,
    PREMIER_BIOMEDICAL,
    REVMED_AVENTIS,
    HOPKINS_VIRTUOSO,
    LEO_GALEN,
    XENCOR_BOEHRINGER,
    MACROGENICS_GREEN_CROSS,
    CNS_WPD,
)

# other contracts the specific questions, threads and refusals name
MAGENTA_BACHEM = "Magenta Therapeutics, Inc. - Master Development and Manufacturing Agreement"
HARPOON_ABBVIE = "HarpoonTherapeuticsInc_20200312_10-K_EX-10.18_12051356_EX-10.18_Development Agreement"
BELLICUM_MILTENYI = "BELLICUMPHARMACEUTICALS,INC_05_07_2019-EX-10.1-Supply Agreement"
FMI_ROCHE = "FOUNDATIONMEDICINE,INC_02_02_2015-EX-10.2-Collaboration Agreement"
ARTARA_IOWA = "ArtaraTherapeuticsInc_20200110_8-K_EX-10.5_11943350_EX-10.5_License Agreement"
VERICEL_MEDIWOUND = "VERICELCORP_08_06_2019-EX-10.10-SUPPLY AGREEMENT"
NEUROBO_DONG_A = (
    "NeuroboPharmaceuticalsInc_20190903_S-4_EX-10.36_11802165_EX-10.36_Manufacturing Agreement_ "
    "Supply Agreement"
)

# parties named
PFIZER = party("Pfizer Inc.")
MD_ANDERSON = party("The University of Texas M. D. Anderson Cancer Center")


# --- filters, periods and figures built here -----------------------------------------------------------

LIC, DEV, MANUF, SUP, IP_ = (
    typ("License"),
    typ("Development"),
    typ("Manufacturing"),
    typ("Supply"),
    typ("IP"),
)
SUP_MANUF = typ("Supply", "Manufacturing")
LIC_DEV = typ("License", "Development")
LIC_DEV_MANUF = typ("License", "Development", "Manufacturing")
SUP_MANUF_DEV = typ("Supply", "Manufacturing", "Development")
PROMO = typ("Promotion")
PIPELINE_TYPES = ("License", "Development", "Manufacturing", "Supply", "IP")
PIPELINE = typ(*PIPELINE_TYPES)
"""The counsel's book as the questions spell it out: license, development, manufacturing, supply and IP."""

NY, DELAWARE = law("US", "US-NY"), law("US", "US-DE")
MA_PARTY = party_state("US-MA")

EUROPE = (
    *("GB", "IE", "FR", "DE", "NL", "BE", "LU", "CH", "AT", "IT", "ES", "PT", "DK", "SE", "NO", "FI", "IS"),
    *("PL", "CZ", "SK", "HU", "RO", "BG", "GR", "CY", "MT", "SI", "HR", "EE", "LV", "LT", "LI", "MC", "IM"),
)
"""Europe, the United Kingdom, Switzerland and the Isle of Man included (the countries on file are a subset)."""
EUROPE_PARTY = party_in_any(*EUROPE)

ASIA = ("JP", "KR", "CN", "HK", "TW", "SG", "IN", "MY", "PH", "TH", "VN", "ID")
"""East, South-East and South Asia (the countries on file are a subset)."""
ASIA_PARTY = party_in_any(*ASIA)

_COLLAB = re.compile(r"\bcollaborat", re.IGNORECASE)
_COLLAB_EXACT = re.compile(r"\bcollaboration agreement\b", re.IGNORECASE)
_UNIVERSITY = re.compile(r"\buniversity\b", re.IGNORECASE)
_DEV_TITLE = re.compile(r"\bdevelopment agreement\b", re.IGNORECASE)


def collaboration(r: ContractRecord, d: Data) -> bool:
    """A collaboration agreement by its title or file name ("Collaboration" / "Collaborative ...")."""
    return bool(_COLLAB.search(r.title or "") or _COLLAB.search(r.file_id))


def collaboration_exact(r: ContractRecord, d: Data) -> bool:
    """Titled or filed as a "Collaboration Agreement" exactly (not a "Collaborative Development ...")."""
    return bool(_COLLAB_EXACT.search(r.title or "") or _COLLAB_EXACT.search(r.file_id))


def development_titled(r: ContractRecord, d: Data) -> bool:
    """A license, development or manufacturing agreement, or one titled or filed as a "Development Agreement"
    whatever its type (the Revolution Medicines / Aventis and FuelCell / ExxonMobil joint ventures among them)."""
    return r.contract_type in ("License", "Development", "Manufacturing") or bool(
        _DEV_TITLE.search(r.title or "") or _DEV_TITLE.search(r.file_id)
    )


def top_five_either(d: Data) -> Count:
    """The five largest stated values of the license, development and manufacturing agreements (a full list),
    with the same of `development_titled` also accepted."""
    by_type = top_by_value(5, LIC_DEV_MANUF)(d)
    assert isinstance(by_type, Count)
    wide = top_by_value(5, development_titled)(d)
    assert isinstance(wide, Count)
    others = tuple(dict.fromkeys(s for s in (*by_type.alternatives, *wide.accepted) if s != by_type.ids))
    return Count(by_type.ids, others, full_list=True)


def university(r: ContractRecord, d: Data) -> bool:
    """A party whose name says it is a university (MD Anderson is filed as The University of Texas ...)."""
    return any(_UNIVERSITY.search(p.name) for p in r.parties)


Q3_2019 = quarter(2019, 3)
END_2020 = date(2020, 12, 31)

# the words an answer would use for what the data does not record
MILESTONE = ("milestone", "paid", "payment")
BUDGET = ("budget", "spend", "cost")
CHANGE_ORDER = ("change order", "amendment", "change")
BOARD = ("board", "approv")
ALLIANCE_MANAGER = ("alliance manager", "contact", "person", "manager")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(
            c,
            "aw01",
            "ok quick one before my two oclock how many license agreements do we have all in",
            count(LIC),
        ),
        _q(
            c,
            "aw02",
            "how many manufacturing no sorry the supply agreements do we have in here question mark",
            count(SUP),
        ),
        _q(
            c,
            "aw03",
            "for the mass bio slide how many contracts have a counterparty thats based in massachusetts",
            count(MA_PARTY),
        ),
        _q(
            c,
            "aw04",
            "how many deals do we have with a japanese pharma partner well any japanese company really",
            count(party_in("JP")),
        ),
        _q(
            c,
            "aw05",
            "how many collaboration agreements have we got and I mean the ones actually called collaboration "
            "agreements not every alliance",
            count(collaboration_exact, alts=[[collaboration]]),
        ),
        _q(
            c,
            "aw06",
            "license agreements worth more than five million dollars how many are there",
            count(LIC, worth(over=5_000_000), alts=[[LIC, worth(over=5_000_000, inclusive=True)]]),
        ),
        _q(
            c,
            "aw07",
            "how many contracts are we carrying with pfizer period",
            count(PFIZER),
        ),
        _q(
            c,
            "aw08",
            "of the manufacturing and supply agreements how many have a partner in europe and yes count the uk "
            "and switzerland",
            count(SUP_MANUF, EUROPE_PARTY),
        ),
        _q(
            c,
            "aw09",
            "how many of our contracts are with a university",
            count(university),
        ),
        _q(
            c,
            "aw10",
            "how many of the license deals have we already paid out the first milestone on",
            unread(*MILESTONE),
            U,
        ),
        _q(
            c,
            "aw11",
            "how many of the CRO contracts are running over budget right now",
            unread(*BUDGET),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "aw12",
            "what expires in the next sixty days anything at all",
            window("end_date", today, rel(days=60), extra=[(today, rel(months=2))]),
        ),
        _q(
            r,
            "aw13",
            "which license or development agreements did we sign in the last eighteen months",
            window("effective_date", rel(months=-18), today, LIC_DEV, extra=[(rel(days=-548), today)]),
        ),
        _q(
            r,
            "aw14",
            "anything ending in Q three this year",
            window("end_date", fixed(Q3_2019[0]), fixed(Q3_2019[1])),
        ),
        _q(
            r,
            "aw15",
            "which manufacturing or supply agreements expire between now and the end of twenty twenty",
            window("end_date", today, fixed(END_2020), SUP_MANUF),
        ),
        _q(
            r,
            "aw16",
            "how many contracts have started since the first of january twenty eighteen",
            window(
                "effective_date",
                fixed(date(2018, 1, 1)),
                fixed(None),
                extra=[(fixed(date(2018, 1, 1)), today)],
            ),
        ),
        _q(
            r,
            "aw17",
            "what ended in the last thirty days",
            window("end_date", rel(days=-30), today, extra=[(rel(months=-1), today)]),
        ),
        _q(
            r,
            "aw18",
            "which IP agreements were signed more than ten years ago",
            window(
                "effective_date", fixed(None), rel(months=-120), IP_, extra=[(fixed(None), rel(days=-3652))]
            ),
        ),
        _q(
            r,
            "aw19",
            "are any of the supply agreements still running as of today",
            live_now(SUP),
        ),
        _q(
            r,
            "aw20",
            "which CRO contracts had a change order signed in the last ninety days",
            unread(*CHANGE_ORDER),
            U,
        ),
        _q(
            r,
            "aw21",
            "which deals did the board sign off on last quarter",
            unread(*BOARD),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "aw22",
            "can I get a count by type but just license development manufacturing supply and IP agreements",
            by_key(types_of, type_patterns, 5, PIPELINE),
        ),
        _q(
            a,
            "aw23",
            "whats the total dollar value of the manufacturing and supply agreements added up",
            money_figure(SUP_MANUF),
        ),
        _q(
            a,
            "aw24",
            "average value of the license and development deals only counting the ones that actually have a "
            "number on them",
            money_figure(LIC_DEV, how="avg"),
        ),
        _q(
            a,
            "aw25",
            "which counterparty shows up the most across our license agreements",
            by_key(parties_of, party_patterns, 1, LIC),
        ),
        _q(
            a,
            "aw26",
            "top three states for governing law on the manufacturing and supply agreements",
            by_key(states_of, state_patterns, 3, SUP_MANUF),
        ),
        _q(
            a,
            "aw27",
            "which supply agreement has the longest term",
            longest_term(SUP),
        ),
        _q(
            a,
            "aw28",
            "how many license and development agreements did we sign each year twenty sixteen through twenty "
            "nineteen",
            periods("effective_date", years_span(2016, 2019), LIC_DEV),
        ),
        _q(
            a,
            "aw29",
            "top five deals by value across license development and manufacturing",
            top_five_either,
        ),
        _q(
            a,
            "aw30",
            "whats the average initial term in years of the manufacturing agreements",
            term_figure(MANUF),
        ),
        _q(
            a,
            "aw31",
            "for the deals with a european partner can you break them down by governing law country",
            by_key(countries_of, country_patterns, 3, EUROPE_PARTY),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "aw32",
            "the magenta back em sorry bachem master development and manufacturing agreement when does it run "
            "to and whats it worth",
            about(MAGENTA_BACHEM, fact_end, fact_value),
        ),
        _q(
            s,
            "aw33",
            "harpoon therapeutics deal with abbvie who are the parties exactly and whats the dollar value",
            about(HARPOON_ABBVIE, fact_parties, fact_value),
        ),
        _q(
            s,
            "aw34",
            "bellicum supply agreement with miltenyi biotec when does that expire and what law governs it",
            about(BELLICUM_MILTENYI, fact_end, fact_law),
        ),
        _q(
            s,
            "aw35",
            "foundation medicine collaboration with roche who are all the parties on it",
            about(FMI_ROCHE, fact_parties),
        ),
        _q(
            s,
            "aw36",
            "the university of iowa license with artara effective date and governing law please",
            about(ARTARA_IOWA, fact_start, fact_law),
        ),
        _q(
            s,
            "aw37",
            "vericel is right down the street from us what's their supply agreement with mediwound end date "
            "and governing law",
            about(VERICEL_MEDIWOUND, fact_end, fact_law),
        ),
        _q(
            s,
            "aw38",
            "neurobo's manufacturing agreement with dong a what law governs it and whats the total value",
            about(NEUROBO_DONG_A, fact_law, fact_value),
        ),
        _q(
            s,
            "aw39",
            "revolution medicines deal with aventis the sanofi one when was it signed and whats it worth up "
            "front",
            about(REVMED_AVENTIS, fact_start, fact_value),
        ),
        _q(
            s,
            "aw40",
            "the MD anderson strategic alliance when does that one end",
            ambiguous(MD_ANDERSON, typ("Strategic Alliance")),
            A,
        ),
    ]


def threads() -> list[Question]:
    de_party, ch_party = party_in("DE"), party_in("CH")
    return [
        *_thread(
            "aw41",
            [
                ("how many contracts do we have with a german partner", count(de_party)),
                ("sorry I said german I meant swiss switzerland", count(ch_party)),
                ("which of those are license or development agreements", count(ch_party, LIC_DEV)),
            ],
        ),
        *_thread(
            "aw42",
            [
                ("license agreements governed by delaware law how many", count(LIC, DELAWARE)),
                ("and new york", count(LIC, NY)),
                ("same thing but development agreements", count(DEV, NY)),
            ],
        ),
        *_thread(
            "aw43",
            [
                ("pull up the array biopharma license with ono", about(ARRAY_ONO)),
                ("when was it signed and what law governs it", about(ARRAY_ONO, fact_start, fact_law)),
                (
                    "what license does array actually grant ono under it",
                    clause_in(ARRAY_ONO, "License Grant"),
                ),
            ],
        ),
        *_thread(
            "aw44",
            [
                ("list the manufacturing agreements for me", count(MANUF)),
                ("show me more", count(MANUF)),
                ("just the ones where the other side is outside the US", count(MANUF, party_abroad)),
            ],
        ),
        *_thread(
            "aw45",
            [
                ("the berkeley lights collaboration with ginko bioworks", about(BERKELEY_GINKGO)),
                (
                    "can berkeley lights sublicense or hand off the rights ginkgo gave them without ginkgo "
                    "signing off",
                    clause_in(BERKELEY_GINKGO, "Anti-Assignment"),
                ),
                (
                    "and once it expires what carries on afterwards does anything survive",
                    clause_in(BERKELEY_GINKGO, "Post-Termination Services"),
                ),
            ],
        ),
        *_thread(
            "aw46",
            [
                ("give me the full list of development agreements", count(DEV, full=True)),
                (
                    "of those which ones limit assigning the agreement to somebody else",
                    clause_across("Anti-Assignment", DEV),
                ),
            ],
        ),
        *_thread(
            "aw47",
            [
                (
                    "how many supply agreements started in twenty eighteen",
                    count(SUP, year_of("effective_date", 2018)),
                ),
                ("what about twenty nineteen", count(SUP, year_of("effective_date", 2019))),
            ],
        ),
        *_thread(
            "aw48",
            [
                (
                    "the exact sciences pfizer promotion agreement when does it end",
                    about(EXACT_PFIZER, fact_end),
                ),
                (
                    "does pfizer get a license to use exact's trademarks under it",
                    clause_in(EXACT_PFIZER, "License Grant"),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "aw49",
            "AMAG is in waltham and theres deal chatter so if AMAG gets bought can they assign the antares "
            "manufacturing agreement to the buyer without antares consenting",
            ANTARES_AMAG,
            "Anti-Assignment",
        ),
        (
            "aw50",
            "does the antares AMAG manufacturing agreement auto renew or does it just end",
            ANTARES_AMAG,
            "Renewal Term",
        ),
        (
            "aw51",
            "in the array ono deal does array have to transfer the product trademarks in japan over to ono",
            ARRAY_ONO,
            "Ip Ownership Assignment",
        ),
        (
            "aw52",
            "after the exact sciences pfizer co promote ends does exact still owe pfizer anything like a tail "
            "on royalties",
            EXACT_PFIZER,
            "Post-Termination Services",
        ),
        (
            "aw53",
            "is there a cap on damages in the immuno medics jansen promotion agreement",
            IMMUNOMEDICS_JANSSEN,
            "Cap On Liability",
        ),
        (
            "aw54",
            "premier biomedical IP agreement is the license exclusive or not",
            PREMIER_BIOMEDICAL,
            "Exclusivity",
        ),
        (
            "aw55",
            "when the revolution medicines sanofi collaboration expires does sanofi get to keep the license "
            "forever",
            REVMED_AVENTIS,
            "Irrevocable Or Perpetual License",
        ),
        (
            "aw56",
            "can virtuoso surgical transfer the hopkins license to someone else or is it locked to them",
            HOPKINS_VIRTUOSO,
            "Non-Transferable License",
        ),
        (
            "aw57",
            "under the leo pharma galen development agreement can either side assign it",
            LEO_GALEN,
            "Anti-Assignment",
        ),
        (
            "aw58",
            "in the zencor boehringer collaboration is xencor still free to use other manufacturing processes "
            "with third parties",
            XENCOR_BOEHRINGER,
            "Competitive Restriction Exception",
        ),
        (
            "aw59",
            "does the macrogenics green cross collaboration renew automatically at the end of the term",
            MACROGENICS_GREEN_CROSS,
            "Renewal Term",
        ),
        (
            "aw60",
            "CNS pharmaceuticals development agreement with WPD is there any limitation of liability or cap",
            CNS_WPD,
            "Cap On Liability",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "aw61",
            "across the license and development agreements which ones let the licensee extend the license to "
            "its affiliates",
            "Affiliate License-Licensee",
            (LIC_DEV,),
        ),
        (
            "aw62",
            "in the license and development deals is there anything stopping the other side from going after our "
            "customers",
            "No-Solicit Of Customers",
            (LIC_DEV,),
        ),
        (
            "aw63",
            "in the co promotion agreements which ones have obligations that carry on after termination like "
            "tail payments or a wind down",
            "Post-Termination Services",
            (PROMO,),
        ),
        (
            "aw64",
            "in the collaboration agreements which ones carve out exceptions to the exclusivity or the non "
            "compete",
            "Competitive Restriction Exception",
            (collaboration,),
        ),
        (
            "aw65",
            "for the deals with a massachusetts company which ones have a minimum purchase or minimum spend "
            "commitment",
            "Minimum Commitment",
            (MA_PARTY,),
        ),
        (
            "aw66",
            "across manufacturing supply and development agreements which ones require notice to stop the auto "
            "renewal",
            "Notice Period To Terminate Renewal",
            (SUP_MANUF_DEV,),
        ),
        (
            "aw67",
            "for contracts with an asian partner so japan korea china that kind of thing which ones have a non "
            "compete",
            "Non-Compete",
            (ASIA_PARTY,),
        ),
        (
            "aw68",
            "for contracts with a european partner which ones say who ends up owning the IP",
            "Ip Ownership Assignment",
            (EUROPE_PARTY,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "aw69",
            "update the end date on the bellicum miltenyi supply agreement to march thirty first twenty thirty "
            "one we extended it",
            refuse("write"),
            None,
        ),
        (
            "aw70",
            "delete the old biopure agency agreement its dead",
            refuse("write"),
            None,
        ),
        (
            "aw71",
            "can you pull the license agreements out of vertex's teams workspace we're doing diligence on them",
            refuse("workspace"),
            None,
        ),
        (
            "aw72",
            "IT sent me this to paste in SELECT file_id, end_date FROM contracts WHERE party = 'Ono "
            "Pharmaceutical Co., Ltd.';",
            refuse("query"),
            None,
        ),
        (
            "aw73",
            "MATCH (c:Contract)-[:HAS_PARTY]->(p:Party {name: 'Pfizer Inc.'}) SET c.end_date = '2030-01-01'",
            refuse("query"),
            None,
        ),
        (
            "aw74",
            "whats the half life of pembrolizumab",
            refuse("offtopic"),
            None,
        ),
        (
            "aw75",
            "should we terminate the berkeley lights collaboration with ginkgo question mark",
            advice(BERKELEY_GINKGO),
            None,
        ),
        (
            "aw76",
            "should we push back on the liability language in the hopkins virtuoso license",
            advice(HOPKINS_VIRTUOSO),
            None,
        ),
        (
            "aw77",
            "whos the alliance manager on the ono side for the array deal",
            unread(*ALLIANCE_MANAGER),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user42_questions() -> list[Question]:
    return question_set(
        "user42", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER42_CLAUSE_CONTRACTS", "user42_questions"]
