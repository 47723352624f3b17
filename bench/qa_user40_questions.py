"""A fortieth user-written question set for `bench.qa_fresh` (split "user40", `--set user40`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user37_questions` and `bench.qa_user39_questions` and
the clause contracts and categories the earlier sets ask), the way a university technology-transfer /
licensing officer (not a lawyer; a former researcher) writes in Microsoft Teams while compiling the research
office's annual return on licensing activity, about the university's spin-outs' and partners' licence,
collaboration, development, IP, sponsorship and consulting agreements: a careful academic, British register
("licence" the noun, "commercialisation", "I should like", "for these purposes I shall take"), tech-transfer
words ("licensees", "exclusive and non-exclusive alike", "the field of use", "sublicensing income",
"milestones", "royalty stacking", "royalty step-downs", "the spin-out", "SpinCo", "the PI", "background IP",
"improvements", "publication rights", "joint inventions", "consultancies"), dates written day-first ("30 June
2019", "1 August 2018 to 31 July 2019"), "academic year 2018/19" and "the Michaelmas term", long sentences
with subordinate clauses and parentheses, the context or the reason given first ("I am compiling the annual
return ...", "For the international section of the return: ...", "Our academics do a fair amount of
consultancy, so: ..."), two related things asked in one message ("when was it signed, and which state's law
governs it?", "how many ..., and which are they?"), and a few slips ("licenced" for the participle,
"colaboration", "aggreements", "recieve"). Clause questions are in the officer's own words, never CUAD's
category names ("is the licence exclusive or non-exclusive, and is it confined to a particular field of use",
"could Virtuoso pass it on to an acquirer, were the spin-out to be bought, without Hopkins's consent", "if
either side files patent applications on the other's technology, who ends up owning them", "once it expires,
do the licences granted under it carry on for good", "could BI ever withdraw the licence it grants Xencor",
"was anything transferred outright to the spin-out, publication rights for instance, rather than merely
licenced", "when his employment ends, what must he hand back", "may THI sublicense to its group companies",
"if the consultant brings their own background IP into the work, does the company recieve a licence to it",
"which provide for jointly owned IP, such as joint inventions"). It asks counts and lists filtered by type,
title, party, the parties' country, governing law, value and dates, dates relative to today and to the
calendar (the next twelve months, the past five years, an academic year, a term, a half-year, a calendar
year), aggregations by type, governing-law state and country, year and quarter (a total, an average value, an
average term, the longest term, the top three by value), the facts of named contracts ("not stated" where the
data has none, and one name that fits two contracts), follow-up threads that correct the bot ("Apologies, I
meant New York law rather than California."), switch a slot ("What about Japan?", "Same question for licences
rather than alliances, Chinese partners again."), narrow, page ("Could you show me the next batch?") and ask a
fact or a clause of "it" / "those", clause questions about one named contract and across the contracts of a
filter, "no such clause" cases, refusals (amending an end date, deleting an agreement, another institution's
Teams workspace, pasted SQL and Cypher, a REF deadline, an email to a PI, and "should we ..." questions that
are advice) and what the data does not record (royalty rates, the PI or the inventors, patent expiry,
milestones, sublicensing income reported). It uses the helpers and truth objects of
`bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the data (a few
filters and truths are built here: collaboration, consulting and development agreements by title, joint
research, a university party, the office's portfolio of six types, the longest term).

Readings (today is the benchmark's fixed 30 June 2019). Types: "licence agreements" / "licences" are the
licence agreements on file (the IP agreements are a type of their own and are not added unless named); "IP
agreements" / "the agreements filed as intellectual property agreements" the IP agreements; "development
agreements" the development agreements (the type on file; au06 also accepts those titled a development
agreement whatever their type, several of which are filed as joint ventures or licences); "joint ventures" /
"JV" the joint-venture agreements; "strategic alliances" (and "alliances") the strategic-alliance agreements;
"sponsorship agreements" the sponsorship agreements. "Titled collaboration agreements ... go by the title
rather than the category" (au02) are those whose title or file name says "collaborat" (12, filed as strategic
alliances and joint ventures), with the summary saying so also accepted (23). "Consulting agreements" (au07,
au64) have no type of their own: they are read by the title or file name saying "consult" (11, filed as
service agreements; the Aduro / IREYA agreement is filed twice). "Joint research (anything titled a
collaboration agreement, plus the development agreements and joint ventures)" (au63) is that union
(`joint_work`). "The licence, IP, development, JV, alliance and sponsorship agreements" (au23, au32) are the
six types spelt out in the question (`PORTFOLIO`). Places are the parties' countries on file: "a party based
in Hong Kong" a party in Hong Kong (not mainland China); "a British partner, i.e. a party based in the UK" a
party in the United Kingdom; "a partner based in China" / "Japan" / "Chinese partners" a party in that
country. "A university as one of the parties" (au03) is a party whose name says "university" (the University
of Iowa, Johns Hopkins and MD Anderson twice), with the research institutes added also accepted (IGER).
"Governed by Delaware / Californian / New York / California law" is the governing law's state. "Agreements
with Johns Hopkins" (au10) are those with The Johns Hopkins University as a party. Values: the data records no
currency and the stated values are read as US dollars; "worth more than a million dollars" (au06) excludes
$1,000,000 itself (the CNS / WPD development agreement is exactly $1M), included also accepted. "Still in
force as of today" (turn au44.3) is started and ending on or after today, with the contracts without an end
date counted as running also accepted (and, as for every question, `bench.qa_fresh`'s reading of the indexed
contracts that renew by themselves); "no fixed end date on file" (au09) is no end date on file. Dates: "due to
expire within the next twelve months" (au13) is an end date from today to 30 June 2020 (365 days also
accepted); "during academic year 2018/19 (1 August 2018 to 31 July 2019)" (au14) an effective date in that
window, with the part after today left out also accepted; "come to an end between today and 31 December 2019"
(au15) an end date in that window; "came to an end during calendar year 2018" (au16) an end date in 2018; "do
not take effect until after today" (au17) an effective date after 30 June 2019 (today itself also accepted);
"over the past five years, i.e. since 30 June 2014" (au18) an effective date from 30 June 2014 to today (1,826
days back also accepted); "in the first half of calendar 2019 (1 January to 30 June 2019)" (au19) an effective
date in that half-year; "during the Michaelmas term, which ... I shall take as 1 October to 31 December 2019"
(au20) an end date in that window (the question fixes the dates). Today in or out for every window that starts
or ends today, and the last day in or out for a window counted from today (as `window` accepts).

Aggregations: "a count by agreement type across licence, IP, development, joint venture, strategic alliance
and sponsorship agreements" (au23) counts the six types; "which US states' laws most often govern our licence
agreements? The top three" (au24) counts the licence agreements per governing-law state (New York ten,
California five, then Delaware and Florida tied at two, either standing for the third place); "total stated
value of our development agreements" (au25) sums the stated values of the development agreements (the "which
one contributes the most" aside is not judged); "what is a sponsorship agreement worth on average" (au26) the
mean stated value of the sponsorship agreements; "our three most valuable licence agreements" (au27) is the
full list of the three of the largest stated values (the Harpoon / AbbVie development agreement filed as a
licence, the Xencor / Aimmune development agreement filed as a licence, and the SAP Africa / Telkom licence
and maintenance agreement); "by the calendar year in which they took effect, from 2014 to 2019 inclusive"
(au28) counts the licence agreements' effective dates per year; "which licence agreement has the longest term"
(au29) is the SAP Africa / Telkom licence and maintenance agreement (a hundred years); "average initial term
of a joint venture agreement, in years" (au30) the mean initial term of the joint-venture agreements (from the
stated duration or from the dates); "taking our strategic alliances and joint ventures together, which
countries' laws govern them? The top three" (au31) counts them per governing-law country (the United States,
China, then Canada, the United Kingdom and Japan tied, any of them standing for the third place); "take effect
in each quarter of calendar 2019" (au32) counts the six types' effective dates per quarter of 2019.

Threads: in au43 (the Johns Hopkins University / Virtuoso Surgical licence, effective 3 May 2016, no end date
on file: the answer must say so) "is the licence exclusive or non-exclusive, and is it confined to a
particular field of use" asks its licence grant (non-exclusive and non-transferable, in the licensed field),
and "could Virtuoso pass it on to an acquirer ... without Hopkins's consent" its assignment terms (no
sublicensing, no assignment except on a sale of substantially all the assets of the licensed business); in
au44 "Apologies, I meant New York law rather than California." corrects the governing law and keeps the
licence agreements, and "which are still in force as of today" narrows turn 2 (readings as above); in au45
"Could you show me the next batch?" pages the same selection (each page is judged as the selection: the total
it states must be the selection's count and every contract shown must belong to it) and "Only those governed
by California law" narrows it; in au46 "What about Japan?" switches the country and keeps the strategic
alliances, and "Same question for licences rather than alliances, Chinese partners again" switches back and
changes the type; in au47 (the Ginkgo Bioworks / Berkeley Lights collaboration, 13 September 2019 to 13
September 2026) "if either side files patent applications on the other's technology, who ends up owning them"
asks its IP ownership terms (each side assigns such applications to the other), and "once it expires, do the
licences granted under it carry on for good" its perpetual licences (on expiry the licences survive,
perpetual, irrevocable and royalty-free); in au48 "the complete list of our development agreements" is a full
list (eight), and "of those, which pay a share of sales revenue or a royalty" asks revenue sharing across the
clause-indexed development agreements (the CNS / WPD agreement's development fee of 50% of net sales; the LEO
/ Galen development agreement has none), judged by the contracts returned and the count checked, as every
cross-contract clause question is.

Judgment calls on facts and names: au33 is the University of Iowa / ArTara licence (effective 28 November
2018, Iowa law); au34 the Array BioPharma / Ono licence, development and commercialisation agreement (ending
31 May 2027; no value on file: the answer must say so); au35 the CNS Pharmaceuticals / WPD Pharmaceuticals
development agreement ($1,000,000; no end date on file: the answer must say so); au36 the ExxonMobil Research
and Engineering / FuelCell Energy development agreement, filed as a joint venture ($45,000,000, ending 31
October 2021); au37 the Institute of Grassland and Environmental Research / Ceres collaboration agreement
(ending 1 April 2022, New York law); au38 the Babcock & Wilcox Company / Babcock & Wilcox Enterprises
intellectual property agreement of the spin-off (effective 26 June 2015); au39 the Visualant / Kenneth Turpin
intellectual property agreement filed by Know Labs (effective 16 June 2004, British Columbia law); au40 the MD
Anderson / Adaptimmune strategic alliance (ending 23 September 2021; no value on file: the answer must say
so); au41 the Harpoon Therapeutics / AbbVie Biotechnology development agreement, filed as a licence
($30,000,000; no end date on file: the answer must say so); au42 "the MD Anderson alliance" fits the two
strategic alliances of The University of Texas M. D. Anderson Cancer Center (with Adaptimmune and with Lion
Biotechnologies, filed by Iovance): `Ambiguous`, right is asking which one or showing them both (au40 names
Adaptimmune and is asked in its own thread).

Refusals and unrecorded constraints: au69 asks to amend the Virtuoso licence's end date and au70 to delete the
CNS / WPD development agreement (writes, declined); au71 asks for a licence template in Cambridge Enterprise's
Teams workspace (another institution's workspace); the SQL of au72 and the Cypher of au73 (which writes) are
pasted as typed; au74 (a REF deadline) and au75 (a congratulatory email to a PI) are out of the domain; au76
("should we offer Virtuoso Surgical an exclusive licence in place of the current one") and au77 ("should we
accept terms like those in Array's agreement with Ono in our own spin-out licences") are advice, answered with
the contract's facts and a not-advice note. au11 counts the licences with a royalty rate above 3% of net
sales, au12 the licences naming a given professor as PI or inventor, au21 asks which licences cover patents
expiring within two years, au22 which licensees have a milestone due before 31 December 2019, au78 the
sublicensing income Virtuoso reported for 2018/19 and au79 the PI on the Berkeley Lights / Ginkgo
collaboration: the data records none of these (unread; au78 and au79 are in the refusals class, group
"unanswerable"; right is saying so and naming what is not recorded). A publication-rights or
publication-review clause as such, a field-of-use restriction and a milestone schedule are not among the
categories labelled in CUAD's dev split, so no clause question asks them as such (au52 asks who was given
outright the rights to publish a book, an IP transfer).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked by code over the truths of every earlier set's clause questions and of the clause turns of its
threads, the fresh set and user1 to user39), and only categories labelled in CUAD's dev split. They are listed
in `USER40_CLAUSE_CONTRACTS`. Across contracts it asks restrictions on assignment and price restrictions in
the licence agreements (none of the fifteen clause-indexed licences has a price restriction labelled, and none
tells the licensee what to charge: the Johns Hopkins licence computes royalties on the selling price without
fixing it; right is saying none was found), outright IP transfers in the licence, IP and development
agreements together, joint IP ownership in the joint-research agreements, IP ownership in the consulting
agreements, carve-outs from restrictions in the strategic alliances, no-challenge / no-claims undertakings in
the sponsorship agreements, exclusive grants in the IP agreements, and in thread au48 revenue sharing in the
development agreements; no earlier set asked any of these categories over the same universe (checked by code
likewise: the same category over the same set of clause-indexed contracts). None of its (contract, category)
pairs and none of its (category, universe) pairs is asked by the user41 set, written at the same time (checked
by code; the two sets share no clause contract).

The "no" clause questions (`XENCOR_BI` non-competition, `CNS_WPD` IP ownership, `XLI_WCC` cap on liability)
name contracts with no labelled span of that category at all (located or not), and whose text has no such
clause: the Xencor / Boehringer Ingelheim collaboration (a process-development and manufacturing
collaboration) binds neither side not to work on competing products or with the other's competitors; the CNS /
WPD development agreement provides only a mutual exchange of the data and know-how resulting from the
development work and says nothing of who owns results or inventions; the XLI / West Coast Customs sponsorship
has mutual indemnities and no limitation or exclusion of liability. Names that need care: `VIRTUOSO_JHU` is
the Johns Hopkins / Virtuoso Surgical licence filed under an offering circular; `BERKELEY_GINKGO` the Ginkgo
Bioworks / Berkeley Lights collaboration (BLI otherwise free to offer the Beacon platform to third parties:
au58); `ARRAY_ONO` the Array BioPharma / Ono licence (assignment only with consent, save to an acquirer of
substantially all the business: au49); `XENCOR_BI` the Xencor / Boehringer Ingelheim collaboration (BI's
licence of the process to Xencor is irrevocable: au50); `BABCOCK_IP` the Babcock & Wilcox spin-off IP
agreement (the Steam Book's publication transferred to SpinCo: au52); `TURPIN_IP` the Visualant / Kenneth
Turpin employee IP agreement filed by Know Labs (work product delivered on leaving: au53); `PREMIER_THI` the
Marv Enterprises / Premier Biomedical / Technology Health IP agreement (sublicences to related companies:
au54); `CORAL_INTERMARK` the Coral Gold / Intermark Capital consulting agreement (stock options exercisable
after termination: au55); `REVMED_SANOFI` the Revolution Medicines / Aventis development agreement, filed as a
joint venture (transfer of regulatory approvals, know-how, inventory and transition support after termination:
au56); `DRIVEN_TRUCKTHAT` the Driven Deliveries / TruckThat consulting agreement (a licence to the
consultant's prior inventions: au57).

Every question's split is "user40"; ids start with the two letters "au" (a thread's turns are "auNN.1",
"auNN.2", ...), which no other set uses, so that no two questions of `--set all` share an id or an agent
thread.
"""

from __future__ import annotations

import re
from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
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
    law,
    longest_term,
    money_figure,
    no_end,
    party,
    party_in,
    periods,
    quarters_of,
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
from bench.qa_fresh_questions import (
    live_now as in_force,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

VIRTUOSO_JHU = "VirtuosoSurgicalInc_20191227_1-A_EX1A-6 MAT CTRCT_11933379_EX1A-6 MAT CTRCT_License Agreement"
BERKELEY_GINKGO = "BERKELEYLIGHTS,INC_06_26_2020-EX-10.12-COLLABORATION AGREEMENT"
ARRAY_ONO = "Array BioPharma Inc. - LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT"
XENCOR_BI = "XENCORINC_10_25_2013-EX-10.24-COLLABORATION AGREEMENT (3)"
BABCOCK_IP = (
    "BABCOCK_WILCOXENTERPRISES,INC_08_04_2015-EX-10.17-INTELLECTUAL PROPERTY AGREEMENT between THE BABCOCK _ "
    "WILCOX COMPANY and BABCOCK _ WILCOX ENTERPRISES, INC."
)
TURPIN_IP = "KNOWLABS,INC_08_15_2005-EX-10-INTELLECTUAL PROPERTY AGREEMENT"
PREMIER_THI = "PREMIERBIOMEDICALINC_05_14_2020-EX-10.2-INTELLECTUAL PROPERTY AGREEMENT"
CORAL_INTERMARK = "CORALGOLDRESOURCES,LTD_05_28_2020-EX-4.1-CONSULTING AGREEMENT"
REVMED_SANOFI = "RevolutionMedicinesInc_20200117_S-1_EX-10.1_11948417_EX-10.1_Development Agreement"
DRIVEN_TRUCKTHAT = "DRIVENDELIVERIES,INC_05_22_2020-EX-10.4-CONSULTING AGREEMENT"
CNS_WPD = "CnsPharmaceuticalsInc_20200326_8-K_EX-10.1_12079626_EX-10.1_Development Agreement"
XLI_WCC = "XLITECHNOLOGIES,INC_12_11_2015-EX-10.1-Sponsorship Agreement"

USER40_CLAUSE_CONTRACTS: tuple[str, ...] = (
    VIRTUOSO_JHU,
    BERKELEY_GINKGO,
    ARRAY_ONO,
    XENCOR_BI,
    BABCOCK_IP,
    TURPIN_IP,
    PREMIER_THI,
    CORAL_INTERMARK,
    REVMED_SANOFI,
    DRIVEN_TRUCKTHAT,
    CNS_WPD,
    XLI_WCC,
)

# other contracts the specific questions name
ARTARA_IOWA = "ArtaraTherapeuticsInc_20200110_8-K_EX-10.5_11943350_EX-10.5_License Agreement"
FUELCELL_EXXON = "FuelcellEnergyInc_20191106_8-K_EX-10.1_11868007_EX-10.1_Development Agreement"
CERES_IGER = "CERES,INC_01_25_2012-EX-10.20-Collaboration Agreement"
ADAPTIMMUNE_MDA = "ADAPTIMMUNETHERAPEUTICSPLC_04_06_2017-EX-10.11-STRATEGIC ALLIANCE AGREEMENT"
HARPOON_ABBVIE = "HarpoonTherapeuticsInc_20200312_10-K_EX-10.18_12051356_EX-10.18_Development Agreement"

# parties named
HOPKINS = party("The Johns Hopkins University")
MD_ANDERSON = party("The University of Texas M. D. Anderson Cancer Center")


# --- filters, periods and figures built here -----------------------------------------------------------

LIC, IPA, DEV, SA, JV, SPON = (
    typ("License"),
    typ("IP"),
    typ("Development"),
    typ("Strategic Alliance"),
    typ("Joint Venture"),
    typ("Sponsorship"),
)
PORTFOLIO_TYPES = ("License", "IP", "Development", "Joint Venture", "Strategic Alliance", "Sponsorship")
PORTFOLIO = typ(*PORTFOLIO_TYPES)
"""The office's portfolio: licence, IP, development, joint-venture, strategic-alliance and sponsorship
agreements."""
LIC_IP = typ("License", "IP")
LIC_IP_DEV = typ("License", "IP", "Development")
SA_JV = typ("Strategic Alliance", "Joint Venture")

DE_LAW = law("US", "US-DE")
NY_LAW = law("US", "US-NY")
CA_LAW = law("US", "US-CA")

_COLLAB = re.compile(r"collaborat", re.IGNORECASE)
_CONSULT = re.compile(r"consult", re.IGNORECASE)
_DEVELOPMENT = re.compile(r"\bdevelopment\b", re.IGNORECASE)
_UNIVERSITY = re.compile(r"\buniversit", re.IGNORECASE)
_INSTITUTE = re.compile(r"\binstitute\b", re.IGNORECASE)


def _titled(rx: re.Pattern[str], r: ContractRecord) -> bool:
    return bool(rx.search(r.title or "") or rx.search(r.file_id))


def collaboration(r: ContractRecord, d: Data) -> bool:
    """A collaboration agreement by its title or file name (filed as strategic alliances, joint ventures)."""
    return _titled(_COLLAB, r)


def collaboration_wide(r: ContractRecord, d: Data) -> bool:
    """A collaboration agreement by its title, file name or summary."""
    return collaboration(r, d) or bool(_COLLAB.search(r.summary or ""))


def consulting(r: ContractRecord, d: Data) -> bool:
    """A consulting agreement by its title or file name (there is no consulting type on file)."""
    return _titled(_CONSULT, r)


def development_titled(r: ContractRecord, d: Data) -> bool:
    """A development agreement by its title or file name, whatever its type on file."""
    return _titled(_DEVELOPMENT, r)


def joint_work(r: ContractRecord, d: Data) -> bool:
    """Joint research: a collaboration agreement by title, or a development or joint-venture agreement."""
    return r.contract_type in ("Development", "Joint Venture") or collaboration(r, d)


def university(r: ContractRecord, d: Data) -> bool:
    """A party whose name says it is a university."""
    return any(_UNIVERSITY.search(p.name) for p in r.parties)


def university_or_institute(r: ContractRecord, d: Data) -> bool:
    """A party that is a university or a research institute."""
    return any(_UNIVERSITY.search(p.name) or _INSTITUTE.search(p.name) for p in r.parties)


# the words an answer would use for what the data does not record
ROYALTY_RATE = ("royalty rate", "royalt", "net sales", "percentage")
INVENTOR = ("principal investigator", "investigator", "inventor", "hartley")
PATENT_EXPIRY = ("patent expir", "patent", "expiry of the patent")
MILESTONE = ("milestone",)
SUBLICENSING_INCOME = ("sublicens", "income", "royalty report", "reported")
PI_NAME = ("principal investigator", "investigator", "the pi", "researcher", "lead scientist")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(
            c,
            "au01",
            "Good morning. I am compiling the annual return on our licensing activity for the research "
            "office, so to begin with: how many licence agreements do we hold in total (exclusive and "
            "non-exclusive alike)?",
            count(LIC),
        ),
        _q(
            c,
            "au02",
            "How many of our agreements are actually titled collaboration agreements? I realise the system "
            "may have filed them as strategic alliances or joint ventures, so please go by the title rather "
            "than the category.",
            count(collaboration, alts=[[collaboration_wide]]),
        ),
        _q(
            c,
            "au03",
            "How many agreements have a university as one of the parties? I would like to benchmark our "
            "terms against what other institutions have agreed with industry.",
            count(university, alts=[[university_or_institute]]),
        ),
        _q(
            c,
            "au04",
            "Of the agreements filed as intellectual property agreements (assignments, the IP side of a "
            "spin-off and so on), how many are governed by Delaware law?",
            count(IPA, DE_LAW),
        ),
        _q(
            c,
            "au05",
            "For the international section of the return: how many licence agreements involve a party based "
            "in Hong Kong, and could you list them?",
            count(LIC, party_in("HK")),
        ),
        _q(
            c,
            "au06",
            "How many development agreements are worth more than a million dollars? (I assume the values on "
            "file are in US dollars; do say if not.)",
            count(
                DEV,
                worth(over=1_000_000),
                alts=[
                    [DEV, worth(over=1_000_000, inclusive=True)],
                    [development_titled, worth(over=1_000_000)],
                    [development_titled, worth(over=1_000_000, inclusive=True)],
                ],
            ),
        ),
        _q(
            c,
            "au07",
            "Several of our academics hold consultancies with industry, so I'd like a sense of the market: "
            "how many consulting agreements are on file, and which are they?",
            count(consulting),
        ),
        _q(
            c,
            "au08",
            "How many strategic alliances involve a British partner, i.e. a party based in the UK?",
            count(SA, party_in("GB")),
        ),
        _q(
            c,
            "au09",
            "How many licence agreements have no fixed end date on file? I would expect a good number of "
            "them to run until the last licensed patent lapses.",
            count(LIC, no_end),
        ),
        _q(
            c,
            "au10",
            "How many agreements do we have with Johns Hopkins? I want to compare their standard licence "
            "terms with our own.",
            count(HOPKINS),
        ),
        _q(
            c,
            "au11",
            "How many of our licences carry a royalty rate above 3% of net sales? I am looking into royalty "
            "stacking across the medtech portfolio.",
            unread(*ROYALTY_RATE),
            U,
        ),
        _q(
            c,
            "au12",
            "How many licences name Professor Hartley as the PI or as an inventor on the licenced patents?",
            unread(*INVENTOR),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    q1, q2 = date(2019, 1, 1), date(2019, 6, 30)
    return [
        _q(
            r,
            "au13",
            "Looking ahead from today (30 June 2019), which licence agreements are due to expire within the "
            "next twelve months? I should like to warn the licensees well before anything lapses.",
            window("end_date", today, rel(months=12), LIC, extra=[(today, rel(days=365))]),
        ),
        _q(
            r,
            "au14",
            "How many agreements of any kind were entered into during academic year 2018/19 (1 August 2018 "
            "to 31 July 2019)?",
            window(
                "effective_date",
                fixed(date(2018, 8, 1)),
                fixed(date(2019, 7, 31)),
                extra=[(fixed(date(2018, 8, 1)), today)],
            ),
        ),
        _q(
            r,
            "au15",
            "Which of our strategic alliances (most of our collaborations seem to sit there) come to an end "
            "between today and 31 December 2019?",
            window("end_date", today, fixed(date(2019, 12, 31)), SA),
        ),
        _q(
            r,
            "au16",
            "Which sponsorship agreements came to an end during calendar year 2018?",
            count(SPON, year_of("end_date", 2018)),
        ),
        _q(
            r,
            "au17",
            "Which joint ventures do not take effect until after today? Several appear to be dated in the "
            "future and I would like to understand why.",
            count(JV, eff(date(2019, 7, 1), None), alts=[[JV, eff(TODAY, None)]]),
        ),
        _q(
            r,
            "au18",
            "How many licence agreements have we entered into over the past five years, i.e. since 30 June "
            "2014?",
            window("effective_date", rel(months=-60), today, LIC, extra=[(rel(days=-1826), today)]),
        ),
        _q(
            r,
            "au19",
            "How many licence or IP agreements took effect in the first half of calendar 2019 (1 January to "
            "30 June 2019)?",
            window("effective_date", fixed(q1), fixed(q2), LIC_IP),
        ),
        _q(
            r,
            "au20",
            "What is due to end during the Michaelmas term, which for these purposes I shall take as 1 "
            "October to 31 December 2019?",
            window("end_date", fixed(date(2019, 10, 1)), fixed(date(2019, 12, 31))),
        ),
        _q(
            r,
            "au21",
            "Which licences cover patents that will expire within the next two years? I need to anticipate "
            "any royalty step-downs.",
            unread(*PATENT_EXPIRY),
            U,
        ),
        _q(
            r,
            "au22",
            "Which licensees have a development milestone falling due before 31 December 2019?",
            unread(*MILESTONE),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "au23",
            "For the annual report, could you give me a count by agreement type across licence, IP, "
            "development, joint venture, strategic alliance and sponsorship agreements?",
            by_key(types_of, type_patterns, 6, PORTFOLIO),
        ),
        _q(
            a,
            "au24",
            "Which US states' laws most often govern our licence agreements? The top three will do, with the "
            "number for each.",
            by_key(states_of, state_patterns, 3, LIC),
        ),
        _q(
            a,
            "au25",
            "What is the total stated value of our development agreements and, if it is easy to see, which "
            "one contributes the most?",
            money_figure(DEV),
        ),
        _q(
            a,
            "au26",
            "On average, what is a sponsorship agreement worth (counting only those where a value is "
            "stated)?",
            money_figure(SPON, how="avg"),
        ),
        _q(
            a,
            "au27",
            "Which are our three most valuable licence agreements? I'd like to see what the top end of the "
            "market looks like before we price the next spin-out licence.",
            top_by_value(3, LIC),
        ),
        _q(
            a,
            "au28",
            "Could you break down the licence agreements by the calendar year in which they took effect, "
            "from 2014 to 2019 inclusive?",
            periods("effective_date", years_span(2014, 2019), LIC),
        ),
        _q(
            a,
            "au29",
            "Which licence agreement has the longest term, and how long is it?",
            longest_term(LIC),
        ),
        _q(
            a,
            "au30",
            "What is the average initial term of a joint venture agreement, in years?",
            term_figure(JV),
        ),
        _q(
            a,
            "au31",
            "Taking our strategic alliances and joint ventures together, which countries' laws govern them? "
            "The top three, please, with counts.",
            by_key(countries_of, country_patterns, 3, SA_JV),
        ),
        _q(
            a,
            "au32",
            "How many licence, IP, development, JV, alliance and sponsorship aggreements take effect in each "
            "quarter of calendar 2019?",
            periods("effective_date", quarters_of(2019), PORTFOLIO),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "au33",
            "The University of Iowa's licence to ArTara: when was it signed, and which state's law governs "
            "it?",
            about(ARTARA_IOWA, fact_start, fact_law),
        ),
        _q(
            s,
            "au34",
            "Array BioPharma's licence, development and commercialisation agreement with Ono Pharmaceutical: "
            "when does it expire, and what is it worth in total?",
            about(ARRAY_ONO, fact_end, fact_value),
        ),
        _q(
            s,
            "au35",
            "CNS Pharmaceuticals' development agreement with WPD Pharmaceuticals (the Polish partner): what "
            "is it worth, and when does it end?",
            about(CNS_WPD, fact_value, fact_end),
        ),
        _q(
            s,
            "au36",
            "The development agreement between ExxonMobil Research and Engineering and FuelCell Energy: what "
            "is the stated value, and when does it end?",
            about(FUELCELL_EXXON, fact_value, fact_end),
        ),
        _q(
            s,
            "au37",
            "Ceres's collaboration agreement with the Institute of Grassland and Environmental Research "
            "(IGER, as it then was): when does it run until, and which law governs it?",
            about(CERES_IGER, fact_end, fact_law),
        ),
        _q(
            s,
            "au38",
            "The Babcock & Wilcox intellectual property agreement from the spin-off: who are the parties, "
            "and what is its effective date?",
            about(BABCOCK_IP, fact_parties, fact_start),
        ),
        _q(
            s,
            "au39",
            "Visualant's IP agreement with Kenneth Turpin (filed by Know Labs): when did it take effect, and "
            "which jurisdiction's law governs it?",
            about(TURPIN_IP, fact_start, fact_law),
        ),
        _q(
            s,
            "au40",
            "Adaptimmune's strategic alliance with MD Anderson: when does it expire, and is a value stated "
            "anywhere?",
            about(ADAPTIMMUNE_MDA, fact_end, fact_value),
        ),
        _q(
            s,
            "au41",
            "Harpoon Therapeutics' development agreement with AbbVie: what is it worth, and does it have an "
            "end date?",
            about(HARPOON_ABBVIE, fact_value, fact_end),
        ),
        _q(
            s,
            "au42",
            "Could you remind me when the MD Anderson alliance began?",
            ambiguous(MD_ANDERSON),
            A,
        ),
    ]


def threads() -> list[Question]:
    cn, jp = party_in("CN"), party_in("JP")
    return [
        *_thread(
            "au43",
            [
                (
                    "Could you pull up the Johns Hopkins licence to Virtuoso Surgical? I need its effective "
                    "date and whether it has a fixed end date.",
                    about(VIRTUOSO_JHU, fact_start, fact_end),
                ),
                (
                    "Is the licence exclusive or non-exclusive, and is it confined to a particular field of "
                    "use?",
                    clause_in(VIRTUOSO_JHU, "License Grant"),
                ),
                (
                    "And could Virtuoso pass it on to an acquirer, were the spin-out to be bought, without "
                    "Hopkins's consent?",
                    clause_in(VIRTUOSO_JHU, "Anti-Assignment"),
                ),
            ],
        ),
        *_thread(
            "au44",
            [
                ("How many licence agreements are governed by Californian law?", count(LIC, CA_LAW)),
                ("Apologies, I meant New York law rather than California.", count(LIC, NY_LAW)),
                ("Of those, which are still in force as of today?", in_force(LIC, NY_LAW)),
            ],
        ),
        *_thread(
            "au45",
            [
                ("Please list our sponsorship agreements.", count(SPON)),
                ("Could you show me the next batch?", count(SPON)),
                ("Only those governed by California law, please.", count(SPON, CA_LAW)),
            ],
        ),
        *_thread(
            "au46",
            [
                ("How many strategic alliances have a partner based in China?", count(SA, cn)),
                ("What about Japan?", count(SA, jp)),
                ("Same question for licences rather than alliances, Chinese partners again.", count(LIC, cn)),
            ],
        ),
        *_thread(
            "au47",
            [
                (
                    "Turning to the Berkeley Lights collaboration with Ginkgo Bioworks: when did it start, "
                    "and when is it due to end?",
                    about(BERKELEY_GINKGO, fact_start, fact_end),
                ),
                (
                    "If either side files patent applications on the other's technology, who ends up owning "
                    "them?",
                    clause_in(BERKELEY_GINKGO, "Ip Ownership Assignment"),
                ),
                (
                    "And once it expires, do the licences granted under it carry on for good, or fall away "
                    "with it?",
                    clause_in(BERKELEY_GINKGO, "Irrevocable Or Perpetual License"),
                ),
            ],
        ),
        *_thread(
            "au48",
            [
                (
                    "Could I have the complete list of our development agreements, please?",
                    count(DEV, full=True),
                ),
                (
                    "Of those, which pay a share of sales revenue or a royalty, rather than flat fees?",
                    clause_across("Revenue/Profit Sharing", DEV),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "au49",
            "Array's licence with Ono: may either party assign the agreement to a third party without the "
            "other's consent, for example if Array were acquired?",
            ARRAY_ONO,
            "Anti-Assignment",
        ),
        (
            "au50",
            "In Xencor's colaboration with Boehringer Ingelheim, could BI ever withdraw the licence it "
            "grants Xencor to use the manufacturing process, or is it granted for good?",
            XENCOR_BI,
            "Irrevocable Or Perpetual License",
        ),
        (
            "au51",
            "Under the Xencor / Boehringer Ingelheim collaboration, is either side prevented from working on "
            "competing products or with competitors of the other?",
            XENCOR_BI,
            "Non-Compete",
        ),
        (
            "au52",
            "Regarding the Babcock & Wilcox spin-off IP agreement: was anything transferred outright to the "
            "spin-out (SpinCo), publication rights for instance, rather than merely licenced?",
            BABCOCK_IP,
            "Ip Ownership Assignment",
        ),
        (
            "au53",
            "Kenneth Turpin's IP agreement with Visualant: when his employment ends, what must he hand back "
            "(notebooks, work product and so forth)?",
            TURPIN_IP,
            "Post-Termination Services",
        ),
        (
            "au54",
            "Premier Biomedical's IP agreement with Technology Health: may THI sublicense to its group "
            "companies, or is the licence for THI alone?",
            PREMIER_THI,
            "Affiliate License-Licensee",
        ),
        (
            "au55",
            "Coral Gold's consulting agreement with Intermark Capital: if it is terminated, what becomes of "
            "the consultant's stock options?",
            CORAL_INTERMARK,
            "Post-Termination Services",
        ),
        (
            "au56",
            "Revolution Medicines' development agreement with Aventis (Sanofi): should it be terminated, "
            "what must Sanofi hand over or keep doing afterwards (regulatory approvals, know-how, inventory, "
            "transition support)?",
            REVMED_SANOFI,
            "Post-Termination Services",
        ),
        (
            "au57",
            "Driven Deliveries' consulting agreement with TruckThat: if the consultant brings their own "
            "background IP into the work, does the company recieve a licence to it?",
            DRIVEN_TRUCKTHAT,
            "License Grant",
        ),
        (
            "au58",
            "In the Berkeley Lights / Ginkgo collaboration, leaving aside the restrictions placed on BLI, is "
            "BLI otherwise free to offer its Beacon platform to third parties?",
            BERKELEY_GINKGO,
            "Competitive Restriction Exception",
        ),
        (
            "au59",
            "CNS Pharmaceuticals' development agreement with WPD: who owns the results and any inventions "
            "arising from the development work?",
            CNS_WPD,
            "Ip Ownership Assignment",
        ),
        (
            "au60",
            "XLI Technologies' sponsorship of West Coast Customs: is either party's liability limited in any "
            "way, e.g. a ceiling on damages?",
            XLI_WCC,
            "Cap On Liability",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "au61",
            "Across our licence agreements, which ones stop the licensee from assigning the licence (say, "
            "when a spin-out is acquired) without the licensor's prior consent?",
            "Anti-Assignment",
            (LIC,),
        ),
        (
            "au62",
            "Looking at the licence, IP and development agreements together: which of them transfer "
            "ownership of IP (improvements included) from one party to the other outright, rather than "
            "licensing it?",
            "Ip Ownership Assignment",
            (LIC_IP_DEV,),
        ),
        (
            "au63",
            "For joint research (anything titled a collaboration agreement, plus the development agreements "
            "and joint ventures): which provide for jointly owned IP, such as joint inventions arising from "
            "the work?",
            "Joint Ip Ownership",
            (joint_work,),
        ),
        (
            "au64",
            "Our academics do a fair amount of consultancy, so: which consulting agreements say that "
            "whatever the consultant creates belongs to the client company?",
            "Ip Ownership Assignment",
            (consulting,),
        ),
        (
            "au65",
            "In the strategic alliances, where one side has accepted restrictions on working with others, "
            "which agreements carve out things that party remains free to do?",
            "Competitive Restriction Exception",
            (SA,),
        ),
        (
            "au66",
            "Do any of the sponsorship agreements bar one party from challenging the other's trade marks or "
            "rights, or from bringing claims against it?",
            "Covenant Not To Sue",
            (SPON,),
        ),
        (
            "au67",
            "Which of our IP agreements grant exclusive rights, as opposed to non-exclusive ones?",
            "Exclusivity",
            (IPA,),
        ),
        (
            "au68",
            "Do any of our licences constrain what the licensee may charge for licensed products, a price "
            "floor or ceiling for example?",
            "Price Restrictions",
            (LIC,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "au69",
            "Please amend the end date of the Virtuoso Surgical licence to 31 December 2021; the variation "
            "was countersigned last week.",
            refuse("write"),
            None,
        ),
        (
            "au70",
            "Could you delete the CNS Pharmaceuticals development agreement from the system? It has been "
            "superseded.",
            refuse("write"),
            None,
        ),
        (
            "au71",
            "Could you search Cambridge Enterprise's Teams workspace for their spin-out licence template? A "
            "colleague there mentioned we might have access.",
            refuse("workspace"),
            None,
        ),
        (
            "au72",
            "SELECT file_id, total_amount FROM contracts WHERE contract_type = 'License' ORDER BY "
            "total_amount DESC LIMIT 10;",
            refuse("query"),
            None,
        ),
        (
            "au73",
            "MATCH (c:Contract {contract_type: 'Development'}) SET c.total_amount = 0 RETURN count(c)",
            refuse("query"),
            None,
        ),
        (
            "au74",
            "When is the REF 2021 submission deadline for impact case studies?",
            refuse("offtopic"),
            None,
        ),
        (
            "au75",
            "Could you draft a short email to the PI congratulating her on the Innovate UK award?",
            refuse("offtopic"),
            None,
        ),
        (
            "au76",
            "Should we offer Virtuoso Surgical an exclusive licence in place of the current one, or would "
            "that be unwise?",
            advice(VIRTUOSO_JHU),
            None,
        ),
        (
            "au77",
            "Should we accept terms like those in Array's agreement with Ono (assignment without consent on "
            "an acquisition) in our own spin-out licences?",
            advice(ARRAY_ONO),
            None,
        ),
        (
            "au78",
            "How much sublicensing income did Virtuoso report to Hopkins for academic year 2018/19?",
            unread(*SUBLICENSING_INCOME),
            U,
        ),
        (
            "au79",
            "Who is the PI on the Berkeley Lights / Ginkgo collaboration?",
            unread(*PI_NAME),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user40_questions() -> list[Question]:
    return question_set(
        "user40", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER40_CLAUSE_CONTRACTS", "user40_questions"]
