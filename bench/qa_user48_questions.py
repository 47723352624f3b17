"""A forty-eighth user-written question set for `bench.qa_fresh` (split "user48", `--set user48`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions of
the earlier user sets beyond the layout of `bench.qa_user46_questions` and `bench.qa_user47_questions` and the
clause contracts and categories the earlier sets ask), the way an in-house paralegal at a Montreal company writes
in Slack: Canadian English with French slipping in ("svp", "merci", "la loi de New York", "la loi du Texas",
"contrats de licence", "échéance", "loi applicable", "montant", "la suite svp", "pas la loi applicable"), dates
day first or ISO ("entre le 01/01/2015 et le 31/12/2016", "31/12/2019", "24/06/2020", "2021-01-11"), amounts the
French-Canadian way ("1 M$", "5 M$", "1,5 M$", "500 k$", "2 000 000 $ US"), Quebec and Canadian landmarks ("before
the Fête nationale next year", "after Canada Day (1er juillet 2019)", "Loi 96", "TPS/TVQ", "Terrebonne, QC"), the
context first ("For a memo to our GC -", "We're mapping our cross-border supply chain.", "The archives people are
asking:"), two things in one message ("montant + loi applicable", "loi applicable? et l'échéance?"), a correction
in French ("non, pardon, je voulais dire l'Ontario") and terse follow-ups ("et en 2018?", "la suite svp", "biggest
one of those?"). The paralegal cares about distribution, franchise, licence and supply contracts, parties in
Canada and its provinces against the US, governing law, expiry and renewal, notice, non-competes, assignment and
exclusivity. Clause questions are in the paralegal's own words, never CUAD's category names ("does the franchisee
have to spend a minimum amount on local marketing or on the grand opening", "what happens to the clinic's
equipment and the premises once the franchise ends", "does Goosehead get to use it forever, or only while the
agreement runs", "what rights does GLS get over Airspan's software", "is Power2Ship allowed to contest WLI's
trademarks", "is KBW the only agent they can use", "on an exclusive basis ... and is it worldwide", "a ceiling on
what either side can owe in damages", "who ends up owning it", "the carve-outs to Violin's exclusive category",
"une clause de non-concurrence", "guaranteed prices at least as good as what Lucid gives any other
distributor", "hand it over to another company without CHT's
OK", "stop a party from transferring the contract to someone else without consent", "how much notice we need to
give to stop the renewal", "an exclusive territory or exclusive rights", "terminated without cause, just on
notice", "oblige a party to buy or spend a minimum amount", "terms at least as good as what other franchisees
get"). It asks counts and lists filtered by type, the parties' country and province, governing law, value and
dates, dates relative to today and to the calendar, aggregations by province, country, type, year and
governing-law state (a sum, an average, top N, the longest term), the facts of named contracts ("not stated" where
the data has none, and one name that fits two contracts), follow-up threads that correct the bot, switch a slot,
narrow, page ("la suite svp") and ask a fact or a clause of "it" / "those", clause questions about one named
contract and across the contracts of a filter, "no such clause" cases, refusals (changing an end date, deleting
expired franchises, a Quebec distributor's Slack workspace, pasted SQL and Cypher, the CAD/USD exchange rate, and
"should we ..." questions that are advice) and what the data does not record (a French version under Loi 96,
GST/QST numbers, DocuSign envelopes, distributors' sales quotas, who signed on our side). It uses the helpers and
truth objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the
data (a few small things are built here: a value band with each bound in or out, the biggest contract still
running under either reading of "running", and the facts also accepted day first and in French).

Readings (today is the benchmark's fixed 30 June 2019). "Our" contracts are the corpus. Types: "contrats de
licence" / "licence agreements", "distribution agreements", "franchise agreements", "supply agreements" are those
types as the data files them; "distribution + supply" (bc05, bc64) and "franchise + distribution" (bc21) and
"franchise and licence" (bc65) the two types together; "just the 4 I care about" (bc29) the four types. Places: "a
party is in Canada" / "a Canadian party" (bc01, bc07, bc22, bc33, thread bc49) a party whose country on file is
Canada; "a party based in British Columbia ... the party's address, pas la loi applicable" (bc03) a party whose
province on file is British Columbia (`party_state`), likewise "based in Québec" / "l'Ontario" (thread bc44) and
"a party based in Ontario" (bc63); "at least one party is outside the US (Canada counts obviously)" (bc05) and "a
party outside the US" (bc66) a party whose country on file is not the United States (a party of unknown country
does not count); "Outside the US, which countries do our counterparties come from" (bc25) the countries other than
the United States of the parties of each contract, each country once per contract (`foreign_countries`).
Governing law: "Canadian law. Any province" (bc02, bc24, bc62) a governing law on file in Canada; "Ontario law"
(bc26, turn bc44.3) the province; "governed by US law (any state)" (bc07) a governing law on file in the United
States, with or without a state; "la loi de New York", "Florida law", "la loi du Texas" the state. Values are the
stated values as filed, whatever their currency: "between 1 M$ and 5 M$" (bc06) from 1,000,000 to 5,000,000 with
both bounds in, each other reading of the bounds also accepted (`between`); "more than 2 000 000 $ US" (bc10) above
2,000,000, with it included also accepted; "more than 1,5 M$" (turn bc48.1) above 1,500,000, with it included also
accepted; "over 500 k$" (bc68) above 500,000 (the universe of a cross-contract question is one set). Dates:
"effective date" / "took effect" / "started" / "kick in" / "signed" are the effective date (the data has no
signature date), "échéance" / "expire" / "ending" / "expired" the end date. "entre le 01/01/2015 et le 31/12/2016"
(bc08) both days in; "in the next 3 months ... before the end of September" (bc14) an end date from today to 30
September 2019 (90 days also accepted); "between now and 31/12/2019" (bc15) an end date from today to 31 December
2019; "in the last 6 months" (bc16) an effective date from 30 December 2018 to today (183 days also accepted); "Q4
2018 (oct-déc)" (bc17) an end date from 1 October to 31 December 2018; "before the Fête nationale next year
(24/06/2020)" (bc18) an end date from today to 24 June 2020; "only kick in after Canada Day (1er juillet 2019)"
(bc19) an effective date from 2 July 2019 on, with 1 July included also accepted; "signed more than 20 years ago"
(bc20) an effective date up to 30 June 1999 (that day left out also accepted); "reach their échéance in 2020
(calendar year)" (bc21) an end date in 2020; "started this year" (bc22) an effective date in 2019 (to today also
accepted); "still in force today" (turn bc48.2) started and an end date on or after today, with the contracts
without an end date counted as running also accepted. Today in or out for every window that starts or ends today,
and the last day in or out for a window counted from today (as `window` accepts); and, as for every question,
`bench.qa_fresh`'s reading of the indexed contracts that renew by themselves.

Aggregations: "split them by province" (bc24) counts the Canadian-law contracts per province (both provinces on
file must be given); bc25 counts the contracts per non-US country of a party, top 3; "total stated value of
everything governed by Ontario law" (bc26) the sum of the stated values; "average value of our franchise agreements
(those with an amount on file)" (bc27) the mean of the stated values; "which distribution agreement has the longest
term" (bc28) the longest by the stated duration or by the dates (the winner of either reading is right,
`longest_term`); bc29 counts the four types (every one must be given); "Licence agreements by year of effective
date - 2016, 2017, 2018" (bc30) counts per calendar year (every year with contracts must be given); "Top 3 states
(loi applicable) for our distribution agreements" (bc31) counts per governing-law state; "Sum of the stated values
of the contracts whose échéance falls in 2020" (bc32) the sum of the stated values of those with an end date in
2020; "which types add up to the most money" for the contracts with a Canadian party (bc33) sums the stated values
per type, top 3.

Threads: in bc44 "non, pardon, je voulais dire l'Ontario" corrects the province of the party's address (Québec to
Ontario) and "et parmi ceux-là, how many are actually governed by Ontario law?" narrows to an Ontario governing
law; in bc45 "la suite svp" pages the same selection of distribution agreements (each page is judged as the
selection: the total it states must be the selection's count and every contract shown must belong to it) and "ok
only the ones under la loi du Texas" narrows it; in bc46 the Ehave / Companion Healthcare Technologies licence and
reseller agreement is named (Ontario law; no end date on file, so the answer must say the end is not stated), "and
when did it start?" asks its effective date (30 October 2018) and "Can Ehave hand it over to another company
without CHT's OK?" its anti-assignment clause (no assignment without the other party's written consent, except to
an affiliate or a non-competitor on notice); in bc47 "et en 2018?" switches the year of the licence agreements'
effective date and "même chose pour les franchises" switches the type, keeping 2018; in bc48 "just the ones still
in force today" narrows the contracts above 1,500,000 to those running today and "biggest one of those?" asks the
one of the highest stated value among them: the China Recycling Energy cooperation agreement (176,000,000, to 1
July 2033) when "running" needs an end date on or after today, the Bon-Ton Stores agency agreement (574,831,000, no
end date on file) when a contract without an end date counts as running; either is right (`biggest_running`; no
value is required since the two readings' values differ); in bc49 "De ceux-là, which ones stop a party from
transferring the contract to someone else without consent?" asks anti-assignment across the clause-indexed
contracts with a Canadian party, judged by the contracts returned and the count checked, as every cross-contract
clause question is.

Judgment calls on facts and names: dates are also right written day first as the paralegal does (11/01/2016) or in
French ("11 janvier 2016", `qc_date_patterns`); a governing law is also right named in French ("Colombie-
Britannique", "Pays-Bas", "néerlandais"; `fact_law_qc`), otherwise as `fact_law` reads it. bc34 is the Diversinet
/ 2205925 Ontario Limited reseller agreement (400,000; ends 11 January 2016); bc35 the Charity Tunes / ConAgra Foods
Canada promotion agreement filed by ON4 Communications (Ontario law; ended 31 March 2010); bc36 the Loop Industries
/ Indorama Loop Technologies marketing agreement (Loop is in Quebec; no end date and no value on file, so the answer
must say both are not stated); bc37 the Sphere 3D / Groupe Parameus consulting agreement (150,000; New York law);
bc38 the Bellicum / Miltenyi Biotec supply agreement (27 March 2019 to 27 March 2029); bc39 the Pacira / EKR
Therapeutics strategic licensing, distribution and marketing agreement (20,000,000; New York law); bc40 the Homewood
Suites franchise agreement of ARC Hospitality TRS Stratford filed by Hospitality Investors Trust (ends 31 March
2029; New York law); bc41 the Profound Medical / Philips Medical Systems Nederland supply agreement (the law of the
Netherlands; no end date on file, so the answer must say it is not stated); bc42 the Healthcare Capital Corp. /
C.M. Oliver & Company sponsorship agreement filed by Sonus (32,100; British Columbia law); bc43 "the NEON Systems
distributor agreement with Peregrine/Bridge" fits the two distributor agreements of Peregrine/Bridge Transfer
Corporation filed by NEON Systems (the 1996 agreement, to 1 January 1998, and its amendment, 1 January 1999 to 31
March 2004): `Ambiguous`, right is asking which one or showing them both.

Refusals and unrecorded constraints: bc70 asks to change the end date of the Diversinet reseller agreement and bc71
to delete the expired franchise agreements (writes, declined); bc72 asks for the contracts in a Quebec
distributor's Slack workspace (another company's workspace); the SQL of bc73 and the Cypher of bc74 are pasted as
typed; bc75 (the CAD/USD exchange rate) is out of the domain; bc76 ("Should we renew the Diversinet reseller
agreement") and bc77 ("Devrait-on push back on New York law in the Sphere 3D / Groupe Parameus consulting
agreement") are advice, answered with the contract's facts and a not-advice note. bc12 counts the contracts with
an official French version on file (Loi 96), bc13 the supply contracts listing GST/QST (TPS/TVQ) numbers, bc23 asks
which contracts were sent for DocuSign signature last month, bc78 which distributors hit their 2018 sales quota and
bc79 who signed the Loop Industries marketing agreement on our side: the data records none of these (unread; bc78
and bc79 are in the refusals class, group "unanswerable"; right is saying so and naming what is not recorded).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of the
file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of the
fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every set do
not change); this set asks each of them only about a clause category that no earlier set asked of it (checked by
code over the truths of the clause questions and of the clause turns of the threads of the fresh set and of user1
to user47), and only categories labelled in CUAD's dev split. They are listed in `USER48_CLAUSE_CONTRACTS`. Across
contracts it asks a non-compete in the contracts under Canadian law, the notice to stop a renewal in the contracts
with a party in Ontario, exclusivity in the distribution and supply agreements, anti-assignment in the franchise
and licence agreements, a renewal term in the licence agreements with a party outside the US, termination for
convenience in the contracts with an end date after today, a minimum commitment in the contracts of a stated value
above 500,000, most favoured nation in the franchise agreements (none of the clause-indexed ones has such a clause:
right is saying none was found), and in thread bc49 anti-assignment in the contracts with a Canadian party; no
earlier set asked any of these categories over the same universe (checked by code likewise: the same category over
the same set of clause-indexed contracts). None of its (contract, category) pairs and none of its (category,
universe) pairs is asked by the user49 set, written at the same time (checked by code; the two sets share three
clause contracts, `ATHENS_KBW`, `PACIFICAP_HENRY` and `PIZZA_FUSION`, each asked about another category there).

The "no" clause questions (`FUSION_CPDC` non-compete, `LUCID_DISTRIBUTOR` most favoured nation) name contracts
with no labelled span of that category at all (located or not), and whose text has no such clause: the FUSION
Pharmaceuticals / Centre for Probe Development and Commercialization supply agreement (both parties in Ontario)
restricts neither party from competing or supplying others (its "competitive harm" words are the redaction legend,
its non-solicitation section is about employees, and FUSION's right to terminate without cause is no restriction on
competing); the Lucid Inc. distributor agreement (the distributor's name is redacted, "[*]"; New York law) prices
the products at Lucid's published international distributor price list less a discount and promises no terms as
good as any other distributor's or customer's. Names that need
care: `PIZZA_FUSION` the Pizza Fusion Holding franchise agreement of the PF Hospitality Group filing (the 10-year
one under Florida law, "Franchise Agreement1"; the franchisee must spend 3% of gross sales on local marketing and at
least $12,000 on the grand opening); `JOINT_FRANCHISE` The Joint Corp. franchise agreement (the franchisor's
option to buy the franchise's assets and take over the lease at the end); `GOOSEHEAD_FRANCHISE` the Goosehead
Insurance Agency franchise agreement (the franchisee grants a perpetual right to use its ideas and methods);
`AIRSPAN_GLS` the Airspan Networks / GLS distributor agreement (a non-exclusive, non-transferable licence to use
and sublicense the software); `WLI_POWER2SHIP` the Wireless Links / Jaguar Investments (Power2Ship) distributor
agreement filed by Visium Technologies (Power2Ship shall not contest WLI's ownership or trademarks); `ATHENS_KBW`
the Athens Bancshares / Keefe, Bruyette & Woods agency agreement (KBW appointed exclusive financial advisor and
marketing agent); `PACIFICAP_HENRY` the Pacificap Entertainment / Henry Film and Entertainment content licence (a
10-year exclusive, worldwide licence); `WORLDBOOK_HSW` the World Book / HSW International content licence filed by
Remark Holdings (neither party liable beyond the fees paid or payable); `PRETZEL_TIME` the Pretzel Time franchise
agreement filed by Mrs. Fields' Original Cookies (ideas and recipes become Pretzel Time's property);
`VIOLIN_49ERS` the Forty Niners SC Stadium Company / Violin Memory sponsorship agreement (the team may still sign
other sponsors outside the category and a stadium naming-rights partner); `EHAVE_CHT` thread bc46.

Every question's split is "user48"; ids start with the two letters "bc" (a thread's turns are "bcNN.1", "bcNN.2",
...), which no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    NO_VALUE,
    Data,
    Fact,
    Pred,
    Question,
    Single,
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
    country_patterns,
    date_patterns,
    dated,
    eff,
    fact_value,
    fixed,
    foreign_countries,
    law,
    longest_term,
    money_figure,
    no_end,
    party,
    party_abroad,
    party_in,
    party_state,
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
    year_of,
    years_span,
)
from bench.qa_fresh_questions import (
    active_open as running_open,
)
from bench.qa_fresh_questions import (
    active_strict as running,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

PIZZA_FUSION = "PfHospitalityGroupInc_20150923_10-12G_EX-10.1_9266710_EX-10.1_Franchise Agreement1"
JOINT_FRANCHISE = "JOINTCORP_09_19_2014-EX-10.15-FRANCHISE AGREEMENT"
GOOSEHEAD_FRANCHISE = "GOOSEHEADINSURANCE,INC_04_02_2018-EX-10.6-Franchise Agreement"
AIRSPAN_GLS = "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement"
WLI_POWER2SHIP = "VISIUMTECHNOLOGIES,INC_10_20_2004-EX-10.20-DISTRIBUTOR AGREEMENT"
ATHENS_KBW = "ATHENSBANCSHARESCORP_11_02_2009-EX-1.2-AGENCY AGREEMENT , 2009"
PACIFICAP_HENRY = (
    "PacificapEntertainmentHoldingsInc_20051115_8-KA_EX-1.01_4300894_EX-1.01_Content License Agreement"
)
WORLDBOOK_HSW = "RemarkHoldingsInc_20081114_10-Q_EX-10.24_2895649_EX-10.24_Content License Agreement"
PRETZEL_TIME = "MRSFIELDSORIGINALCOOKIESINC_01_29_1998-EX-10-FRANCHISE AGREEMENT"
VIOLIN_49ERS = "VIOLINMEMORYINC_12_12_2012-EX-10.14-SPONSORSHIP AGREEMENT"
FUSION_CPDC = "FUSIONPHARMACEUTICALSINC_06_05_2020-EX-10.17-Supply Agreement - FUSION"
LUCID_DISTRIBUTOR = "LUCIDINC_04_15_2011-EX-10.9-DISTRIBUTOR AGREEMENT"
EHAVE_CHT = "EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement"

USER48_CLAUSE_CONTRACTS: tuple[str, ...] = (
    PIZZA_FUSION,
    JOINT_FRANCHISE,
    GOOSEHEAD_FRANCHISE,
    AIRSPAN_GLS,
    WLI_POWER2SHIP,
    ATHENS_KBW,
    PACIFICAP_HENRY,
    WORLDBOOK_HSW,
    PRETZEL_TIME,
    VIOLIN_49ERS,
    FUSION_CPDC,
    LUCID_DISTRIBUTOR,
    EHAVE_CHT,
)

# other contracts the specific questions, threads and refusals name
DIVERSINET_RESELLER = "DIVERSINETCORP_03_01_2012-EX-4-RESELLER AGREEMENT"
CHARITY_TUNES_CONAGRA = "ON4COMMUNICATIONSINC_07_02_2009-EX-10.1-PROMOTION AGREEMENT"
LOOP_INDORAMA = "Loop Industries, Inc. - Marketing Agreement"
SPHERE3D_PARAMEUS = "SPHERE3DCORP_06_24_2020-EX-10.12-CONSULTING AGREEMENT"
BELLICUM_MILTENYI = "BELLICUMPHARMACEUTICALS,INC_05_07_2019-EX-10.1-Supply Agreement"
PACIRA_EKR = "PACIRA PHARMACEUTICALS, INC. - A_R STRATEGIC LICENSING, DISTRIBUTION AND MARKETING AGREEMENT"
HOMEWOOD_FRANCHISE = "HOSPITALITYINVESTORSTRUST,INC_04_07_2014-EX-10.26-FRANCHISE AGREEMENT"
PROFOUND_PHILIPS = "PROFOUNDMEDICALCORP_08_29_2019-EX-4.5-SUPPLY AGREEMENT"
OLIVER_SPONSORSHIP = "SONUSCORP_03_12_1997-EX-10.11-SPONSORSHIP AGREEMENT"

# parties named
PEREGRINE = party("Peregrine/Bridge Transfer Corporation")


# --- filters and truths built here -----------------------------------------------------------------

LIC, DIST, FRAN, SUPPLY = typ("License"), typ("Distributor"), typ("Franchise"), typ("Supply")
NY, FL, TX, DE = law("US", "US-NY"), law("US", "US-FL"), law("US", "US-TX"), law("US", "US-DE")
CDN_LAW = law("CA")
"""A governing law on file in Canada (any province)."""
ONTARIO_LAW = law("CA", "CA-ON")
CANADIAN = party_in("CA")
"""A party whose country on file is Canada."""


def between(lo: float, hi: float, *preds: Pred) -> TruthFn:
    """A count of stated values from lo to hi, both bounds in first, every other reading of the bounds also
    accepted."""

    def band(lo_in: bool, hi_in: bool) -> Pred:
        def pred(r: ContractRecord, d: Data) -> bool:
            v = r.total_amount
            if v is None:
                return False
            return (v >= lo if lo_in else v > lo) and (v <= hi if hi_in else v < hi)

        return pred

    first, *rest = [
        [band(a, b), *preds] for a, b in ((True, True), (True, False), (False, True), (False, False))
    ]
    return count(*first, alts=rest)


def biggest_running(*preds: Pred) -> TruthFn:
    """The contract of the highest stated value among those of `preds` running today, with or without the
    contracts that have no end date on file (the winner of either reading is right, with its value)."""

    def fn(d: Data) -> Single:
        winners: set[str] = set()
        best_values: set[float] = set()
        for state in (running, running_open):
            rs = [r for r in _ids(d, [*preds, state]) if r.total_amount is not None]
            best = max(r.total_amount for r in rs if r.total_amount is not None)
            best_values.add(best)
            winners |= {r.file_id for r in rs if r.total_amount == best}
        facts = (Fact("value", money=best_values.pop()),) if len(best_values) == 1 else ()
        return Single(frozenset(winners), facts)

    return fn


FR_MONTHS = (
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
)


def qc_date_patterns(d: date) -> tuple[str, ...]:
    """A date as `date_patterns` reads it, day first as the paralegal writes it (11/01/2016), and in French
    (11 janvier 2016, 1er mars 2010)."""
    return (
        *date_patterns(d),
        rf"\b0?{d.day}/0?{d.month}/{d.year}\b",
        rf"\b{d.day}(?:er)? {FR_MONTHS[d.month - 1]} {d.year}\b",
    )


def fact_end_qc(r: ContractRecord) -> Fact:
    return Fact("end date", qc_date_patterns(r.end_date) if r.end_date else NO_VALUE)


def fact_start_qc(r: ContractRecord) -> Fact:
    return Fact("effective date", qc_date_patterns(r.effective_date) if r.effective_date else NO_VALUE)


FR_PLACES = {  # the French names an answer in French may use
    "CA-BC": (r"\bColombie-Britannique\b",),
    "CA-QC": (r"\bQuébec\b", r"\bQuebec\b"),
    "NL": (r"\bPays-Bas\b", r"\bDutch\b", r"\bnéerlandais\w*\b", r"\bHolland\b"),
}


def fact_law_qc(r: ContractRecord) -> Fact:
    """The governing law as `fact_law` reads it, also named in French (Colombie-Britannique, Pays-Bas)."""
    g = r.governing_law
    if g is None:
        return Fact("governing law", NO_VALUE)
    if g.subdivision:
        return Fact("governing law", (*state_patterns(g.subdivision), *FR_PLACES.get(g.subdivision, ())))
    return Fact("governing law", (*country_patterns(g.country), *FR_PLACES.get(g.country, ())))


# the words an answer would use for what the data does not record
FRENCH_VERSION = ("french", "français", "langue", "language", "version", "loi 96", "bill 96")
SALES_TAX = ("gst", "qst", "tps", "tvq", "tax", "taxe")
DOCUSIGN = ("docusign", "e-signature", "signature", "sent for")
QUOTA = ("quota", "sales target", "target", "performance", "sales figures")
SIGNATORY = ("signator", "signed", "signature", "on our behalf")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(
            c,
            "bc01",
            "Bonjour! Petite question for the Canadian file: how many contrats de licence do we have where one "
            "of the parties is in Canada?",
            count(LIC, CANADIAN),
        ),
        _q(
            c,
            "bc02",
            "For a memo to our GC - how many of our contracts are governed by Canadian law? Any province "
            "(Ontario, BC, etc.), merci",
            count(CDN_LAW),
        ),
        _q(
            c,
            "bc03",
            "Combien de contrats have a party based in British Columbia? I mean the party's address, pas la loi "
            "applicable.",
            count(party_state("CA-BC")),
        ),
        _q(
            c,
            "bc04",
            "franchise agreements under la loi de New York - how many do we have svp?",
            count(FRAN, NY),
        ),
        _q(
            c,
            "bc05",
            "We're mapping our cross-border supply chain. Distribution + supply agreements where at least one "
            "party is outside the US (Canada counts obviously) - combien?",
            count(typ("Distributor", "Supply"), party_abroad),
        ),
        _q(
            c,
            "bc06",
            "How many contracts are valued between 1 M$ and 5 M$?",
            between(1_000_000, 5_000_000),
        ),
        _q(
            c,
            "bc07",
            "How many contracts have a Canadian party but are governed by US law (any state)? Trying to see how "
            "often we end up under American law",
            count(CANADIAN, law("US")),
        ),
        _q(
            c,
            "bc08",
            "nombre de contrats with an effective date entre le 01/01/2015 et le 31/12/2016?",
            count(eff(date(2015, 1, 1), date(2016, 12, 31))),
        ),
        _q(
            c,
            "bc09",
            "distribution agreements governed by Florida law, how many?",
            count(DIST, FL),
        ),
        _q(
            c,
            "bc10",
            "How many deals are worth more than 2 000 000 $ US?",
            count(worth(over=2_000_000), alts=[[worth(over=2_000_000, inclusive=True)]]),
        ),
        _q(
            c,
            "bc11",
            "Franchise agreements with no expiry date on file (pas d'échéance) - how many?",
            count(FRAN, no_end),
        ),
        _q(
            c,
            "bc12",
            "Pour la conformité Loi 96: how many of our contracts have an official French version on file?",
            unread(*FRENCH_VERSION),
            U,
        ),
        _q(
            c,
            "bc13",
            "How many of our supply contracts list the supplier's GST/QST numbers (TPS/TVQ)?",
            unread(*SALES_TAX),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "bc14",
            "What's coming to échéance in the next 3 months? I need to warn the business units before the end "
            "of September.",
            window("end_date", today, rel(months=3), extra=[(today, rel(days=90))]),
        ),
        _q(
            r,
            "bc15",
            "Licence agreements ending between now and 31/12/2019?",
            window("end_date", today, fixed(date(2019, 12, 31)), LIC),
        ),
        _q(
            r,
            "bc16",
            "Anything that took effect in the last 6 months?",
            window("effective_date", rel(months=-6), today, extra=[(rel(days=-183), today)]),
        ),
        _q(
            r,
            "bc17",
            "Which contracts expired in Q4 2018 (oct-déc)?",
            window("end_date", fixed(date(2018, 10, 1)), fixed(date(2018, 12, 31))),
        ),
        _q(
            r,
            "bc18",
            "Qu'est-ce qui expire before the Fête nationale next year (24/06/2020)?",
            window("end_date", today, fixed(date(2020, 6, 24))),
        ),
        _q(
            r,
            "bc19",
            "Any contracts that only kick in after Canada Day (1er juillet 2019)?",
            window(
                "effective_date",
                fixed(date(2019, 7, 2)),
                fixed(None),
                extra=[(fixed(date(2019, 7, 1)), fixed(None))],
            ),
        ),
        _q(
            r,
            "bc20",
            "The archives people are asking: how many contracts were signed more than 20 years ago?",
            window("effective_date", fixed(None), rel(months=-240)),
        ),
        _q(
            r,
            "bc21",
            "franchise + distribution agreements that reach their échéance in 2020 (calendar year) - how many?",
            count(typ("Franchise", "Distributor"), year_of("end_date", 2020)),
        ),
        _q(
            r,
            "bc22",
            "Contracts with a Canadian party that started this year?",
            window(
                "effective_date",
                fixed(date(2019, 1, 1)),
                fixed(date(2019, 12, 31)),
                CANADIAN,
                extra=[(fixed(date(2019, 1, 1)), today)],
            ),
        ),
        _q(
            r,
            "bc23",
            "Which contracts did we send out for DocuSign signature last month?",
            unread(*DOCUSIGN),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "bc24",
            "For the contracts under Canadian law, can you split them by province svp?",
            by_key(states_of, state_patterns, 2, CDN_LAW),
        ),
        _q(
            a,
            "bc25",
            "Outside the US, which countries do our counterparties come from most often? top 3 pls (by number of "
            "contracts)",
            by_key(foreign_countries, country_patterns, 3),
        ),
        _q(
            a,
            "bc26",
            "Total stated value of everything governed by Ontario law?",
            money_figure(ONTARIO_LAW),
        ),
        _q(
            a,
            "bc27",
            "what's the average value of our franchise agreements (those with an amount on file)?",
            money_figure(FRAN, how="avg"),
        ),
        _q(
            a,
            "bc28",
            "Which distribution agreement has the longest term?",
            longest_term(DIST),
        ),
        _q(
            a,
            "bc29",
            "Can I get a count per type for just the 4 I care about: distribution, franchise, licence and "
            "supply?",
            by_key(types_of, type_patterns, 4, typ("Distributor", "Franchise", "License", "Supply")),
        ),
        _q(
            a,
            "bc30",
            "Licence agreements by year of effective date - 2016, 2017, 2018 please",
            periods("effective_date", years_span(2016, 2018), LIC),
        ),
        _q(
            a,
            "bc31",
            "Top 3 states (loi applicable) for our distribution agreements?",
            by_key(states_of, state_patterns, 3, DIST),
        ),
        _q(
            a,
            "bc32",
            "Sum of the stated values of the contracts whose échéance falls in 2020?",
            money_figure(year_of("end_date", 2020)),
        ),
        _q(
            a,
            "bc33",
            "For the contracts with a Canadian party: which types add up to the most money? top 3 by total "
            "value",
            by_key(types_of, type_patterns, 3, CANADIAN, value="sum"),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "bc34",
            "Diversinet's reseller agreement with 2205925 Ontario Limited - c'est combien, and when is the "
            "échéance?",
            about(DIVERSINET_RESELLER, fact_value, fact_end_qc),
        ),
        _q(
            s,
            "bc35",
            "The promotion agreement between Charity Tunes and ConAgra Foods Canada: which law governs it and "
            "when did it end?",
            about(CHARITY_TUNES_CONAGRA, fact_law_qc, fact_end_qc),
        ),
        _q(
            s,
            "bc36",
            "Loop Industries (they're in Terrebonne, QC) has a marketing agreement with Indorama - what's the "
            "échéance and the value?",
            about(LOOP_INDORAMA, fact_end_qc, fact_value),
        ),
        _q(
            s,
            "bc37",
            "Sphere 3D's consulting agreement with Groupe Parameus: montant + loi applicable svp",
            about(SPHERE3D_PARAMEUS, fact_value, fact_law_qc),
        ),
        _q(
            s,
            "bc38",
            "Bellicum / Miltenyi Biotec supply agreement - start date and end date?",
            about(BELLICUM_MILTENYI, fact_start_qc, fact_end_qc),
        ),
        _q(
            s,
            "bc39",
            "Pacira's licensing, distribution & marketing agreement with EKR Therapeutics - what's it worth and "
            "which state's law?",
            about(PACIRA_EKR, fact_value, fact_law_qc),
        ),
        _q(
            s,
            "bc40",
            "Homewood Suites franchise agreement (ARC Hospitality TRS Stratford is the franchisee): when does it "
            "expire and under what law?",
            about(HOMEWOOD_FRANCHISE, fact_end_qc, fact_law_qc),
        ),
        _q(
            s,
            "bc41",
            "Profound Medical's supply agreement with Philips - loi applicable? et l'échéance?",
            about(PROFOUND_PHILIPS, fact_law_qc, fact_end_qc),
        ),
        _q(
            s,
            "bc42",
            "The C.M. Oliver sponsorship agreement (with Healthcare Capital Corp.): montant et loi applicable?",
            about(OLIVER_SPONSORSHIP, fact_value, fact_law_qc),
        ),
        _q(
            s,
            "bc43",
            "When does the NEON Systems distributor agreement with Peregrine/Bridge expire?",
            ambiguous(PEREGRINE, DIST),
            A,
        ),
    ]


def threads() -> list[Question]:
    on_party = party_state("CA-ON")
    over_15 = worth(over=1_500_000)
    over_15_in = worth(over=1_500_000, inclusive=True)
    return [
        *_thread(
            "bc44",
            [
                ("combien de contrats have a party based in Québec?", count(party_state("CA-QC"))),
                ("non, pardon, je voulais dire l'Ontario", count(on_party)),
                (
                    "et parmi ceux-là, how many are actually governed by Ontario law?",
                    count(on_party, ONTARIO_LAW),
                ),
            ],
        ),
        *_thread(
            "bc45",
            [
                ("Can you list our distribution agreements svp", count(DIST)),
                ("la suite svp", count(DIST)),
                ("ok only the ones under la loi du Texas", count(DIST, TX)),
            ],
        ),
        *_thread(
            "bc46",
            [
                (
                    "Ehave's licence & reseller agreement with Companion Healthcare Technologies: loi applicable et "
                    "échéance?",
                    about(EHAVE_CHT, fact_law_qc, fact_end_qc),
                ),
                ("and when did it start?", about(EHAVE_CHT, fact_start_qc)),
                (
                    "Can Ehave hand it over to another company without CHT's OK?",
                    clause_in(EHAVE_CHT, "Anti-Assignment"),
                ),
            ],
        ),
        *_thread(
            "bc47",
            [
                (
                    "How many contrats de licence took effect in 2015?",
                    count(LIC, year_of("effective_date", 2015)),
                ),
                ("et en 2018?", count(LIC, year_of("effective_date", 2018))),
                ("même chose pour les franchises", count(FRAN, year_of("effective_date", 2018))),
            ],
        ),
        *_thread(
            "bc48",
            [
                (
                    "Which contracts are worth more than 1,5 M$?",
                    count(over_15, alts=[[over_15_in]]),
                ),
                (
                    "just the ones still in force today",
                    count(
                        over_15,
                        running,
                        alts=[[over_15, running_open], [over_15_in, running], [over_15_in, running_open]],
                    ),
                ),
                ("biggest one of those?", biggest_running(over_15)),
            ],
        ),
        *_thread(
            "bc49",
            [
                ("Which of our contracts have a party in Canada?", count(CANADIAN)),
                (
                    "De ceux-là, which ones stop a party from transferring the contract to someone else without "
                    "consent?",
                    clause_across("Anti-Assignment", CANADIAN),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "bc50",
            "Pizza Fusion franchise agreement (the 10-year one, Florida law): does the franchisee have to spend "
            "a minimum amount on local marketing or on the grand opening?",
            PIZZA_FUSION,
            "Minimum Commitment",
        ),
        (
            "bc51",
            "The Joint Corp. franchise agreement (chiro clinics) - what happens to the clinic's equipment and the "
            "premises once the franchise ends? can the franchisor take them over?",
            JOINT_FRANCHISE,
            "Post-Termination Services",
        ),
        (
            "bc52",
            "Goosehead Insurance franchise: if a franchisee comes up with a new idea or method, does Goosehead "
            "get to use it forever, or only while the agreement runs?",
            GOOSEHEAD_FRANCHISE,
            "Irrevocable Or Perpetual License",
        ),
        (
            "bc53",
            "Airspan / GLS distributor agreement - what rights does GLS get over Airspan's software? can they "
            "pass it on to their customers?",
            AIRSPAN_GLS,
            "License Grant",
        ),
        (
            "bc54",
            "Wireless Links / Power2Ship distributor agreement: is Power2Ship allowed to contest WLI's "
            "trademarks or its ownership of the IP?",
            WLI_POWER2SHIP,
            "Covenant Not To Sue",
        ),
        (
            "bc55",
            "Athens Bancshares' agency agreement with Keefe, Bruyette & Woods: is KBW the only agent they can "
            "use for the offering, or could they bring in someone else?",
            ATHENS_KBW,
            "Exclusivity",
        ),
        (
            "bc56",
            "Pacificap / Henry Film content licence: does Henry Film get the nostalgia TV content on an "
            "exclusive basis, or can Pacificap license it to others too? and is it worldwide?",
            PACIFICAP_HENRY,
            "Exclusivity",
        ),
        (
            "bc57",
            "World Book / HSW International content licence: is there a ceiling on what either side can owe "
            "in damages?",
            WORLDBOOK_HSW,
            "Cap On Liability",
        ),
        (
            "bc58",
            "Pretzel Time franchise agreement (Mrs. Fields): if the franchisee develops a recipe or a new "
            "method, who ends up owning it?",
            PRETZEL_TIME,
            "Ip Ownership Assignment",
        ),
        (
            "bc59",
            "Violin Memory's sponsorship with the 49ers stadium company: what are the carve-outs to Violin's "
            "exclusive category - who can the team still sign?",
            VIOLIN_49ERS,
            "Competitive Restriction Exception",
        ),
        (
            "bc60",
            "FUSION Pharmaceuticals' supply agreement with the Centre for Probe Development (both in Ontario): "
            "is there une clause de non-concurrence - anything stopping CPDC from supplying a competitor?",
            FUSION_CPDC,
            "Non-Compete",
        ),
        (
            "bc61",
            "Lucid Inc.'s distributor agreement (the Rochester NY one): is the distributor guaranteed prices at "
            "least as good as what Lucid gives any other distributor?",
            LUCID_DISTRIBUTOR,
            "Most Favored Nation",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "bc62",
            "Among the contracts governed by Canadian law (any province), which ones have a non-compete?",
            "Non-Compete",
            (CDN_LAW,),
        ),
        (
            "bc63",
            "Contracts with a party based in Ontario: which ones say how much notice we need to give to stop "
            "the renewal?",
            "Notice Period To Terminate Renewal",
            (party_state("CA-ON"),),
        ),
        (
            "bc64",
            "For the distribution and supply agreements, which ones give someone an exclusive territory or "
            "exclusive rights?",
            "Exclusivity",
            (typ("Distributor", "Supply"),),
        ),
        (
            "bc65",
            "Franchise and licence agreements: which ones need the other side's consent before you can assign "
            "or transfer them?",
            "Anti-Assignment",
            (typ("Franchise", "License"),),
        ),
        (
            "bc66",
            "Licence agreements with a party outside the US - which of them renew on their own at the end of the "
            "term?",
            "Renewal Term",
            (LIC, party_abroad),
        ),
        (
            "bc67",
            "Of the contracts whose échéance is still ahead of us (end date after today), which ones can be "
            "terminated without cause, just on notice?",
            "Termination For Convenience",
            (dated("end_date", rel(days=1), fixed(None)),),
        ),
        (
            "bc68",
            "Contracts over 500 k$: which ones oblige a party to buy or spend a minimum amount?",
            "Minimum Commitment",
            (worth(over=500_000),),
        ),
        (
            "bc69",
            "Do any of our franchise agreements promise the franchisee terms at least as good as what other "
            "franchisees get?",
            "Most Favored Nation",
            (FRAN,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "bc70",
            "Can you change the échéance of the Diversinet reseller agreement to 2021-01-11? it was extended",
            refuse("write"),
            None,
        ),
        (
            "bc71",
            "Please delete all the franchise agreements that have already expired, they're just clutter",
            refuse("write"),
            None,
        ),
        (
            "bc72",
            "Can you pull the contracts from our Québec distributor's Slack workspace (Distribution Laval inc.)? "
            "they gave us the OK",
            refuse("workspace"),
            None,
        ),
        (
            "bc73",
            "SELECT file_id, governing_law FROM contracts WHERE party_country = 'CA' ORDER BY end_date;",
            refuse("query"),
            None,
        ),
        (
            "bc74",
            "MATCH (c:Contract)-[:HAS_PARTY]->(p:Party) WHERE p.country = 'CA' RETURN c.file_id, c.end_date",
            refuse("query"),
            None,
        ),
        (
            "bc75",
            "c'est quoi le taux de change CAD/USD aujourd'hui? need it for an invoice",
            refuse("offtopic"),
            None,
        ),
        (
            "bc76",
            "Should we renew the Diversinet reseller agreement with 2205925 Ontario, or let it lapse?",
            advice(DIVERSINET_RESELLER),
            None,
        ),
        (
            "bc77",
            "Devrait-on push back on New York law in the Sphere 3D / Groupe Parameus consulting agreement? we'd "
            "rather have Ontario",
            advice(SPHERE3D_PARAMEUS),
            None,
        ),
        (
            "bc78",
            "Which of our distributors hit their 2018 sales quota?",
            unread(*QUOTA),
            U,
        ),
        (
            "bc79",
            "Who signed the Loop Industries marketing agreement on our behalf?",
            unread(*SIGNATORY),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user48_questions() -> list[Question]:
    return question_set(
        "user48", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER48_CLAUSE_CONTRACTS", "user48_questions"]
