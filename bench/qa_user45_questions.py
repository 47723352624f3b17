"""A forty-fifth user-written question set for `bench.qa_fresh` (split "user45", `--set user45`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions of
the earlier user sets beyond the layout of `bench.qa_user41_questions` and `bench.qa_user43_questions` and the
clause contracts and categories the earlier sets ask), the way in-house counsel at a German industrial company
writes in Slack: formal English shaped by German ("until when does the contract run", "which licence agreements
were concluded in 2018", "the notice period for the ordinary termination", "the contract partner", "has Hochschild
an exclusive right somewhere", "Sorry, I have confused it", "Good morning together", "Many thanks in advance!"),
the context given first ("For our DACH review: ...", "Background is our new export control check.", "For the
half-year report (Halbjahresbericht): ..."), company forms as written (GmbH, AG, GmbH & Co. KG, B.V., A/S), dates
written 31.12.2019 and amounts in the contracts' currency written the German way ("USD 1.000.000,00", "USD 5
Mio."; once "EUR 50.000,00" in a question the data cannot answer), a German word in brackets ("(Kündigung)",
"(Vertragsstrafe)", "(Haftungsbeschränkung)", "(Mindestabnahmepflicht)", "(stillschweigende Verlängerung)",
"(Restlaufzeit)", "(Arbeitsergebnisse)"), a typo ("aggreements"), and precision on whether a date or amount bound
is included ("both days inclusive", "this day included", "exactly 1 Mio. not included"). The counsel asks about
supply, distribution, licence, manufacturing, joint-venture and service agreements with German, Swiss, Dutch,
Luxembourg, Danish, Polish, Swedish and other European partners and with US companies, and about governing law
("German law", "Swiss law", "the laws of the State of New York"). Clause questions are in the counsel's own words,
never CUAD's category names ("which rights of use does Boehringer Ingelheim grant", "is the liability of the
parties excluded or limited somewhere (Haftungsausschluss)", "what must the parties still do after the end of the
contract", "must also the affiliated companies (verbundene Unternehmen) of Array transfer or license rights to
Ono", "may a member transfer its position in the JV ... without consent of the others (Vertragsübernahme)", "is
there a maximum quantity (Höchstmenge) linked to the forecast", "which rights of use does Converge grant ... and
is this licence perpetual", "can it be terminated before without a reason (ordentliche Kündigung)", "who becomes
owner of the work results", "which ones extend automatically if nobody terminates"). It asks counts and lists
filtered by type, party country, region (DACH, the EU, Europe) and state, governing law, value and dates, dates
relative to today and to the calendar (the current quarter, the previous calendar year, the first half of 2020,
the last six months, the next four weeks), aggregations by partner country, type, party, year, governing-law
country and month (a sum, a median, an average term, the longest term), the facts of named contracts ("not stated"
where the data has none, and one name that fits two contracts), follow-up threads that correct the bot, switch a
slot, narrow, page ("show me the further ones") and ask a fact or a clause of "it" / "those", clause questions
about one named contract and across the contracts of a filter, "no such clause" cases, refusals (changing an end
date, deleting old contracts, a JV partner's Slack workspace, pasted SQL and Cypher, the exchange rate, and
"should we ..." questions that are advice) and what the data does not record (contractual penalties, notarisation,
our own terminations, supervisory-board approval, where the paper original is archived). It uses the helpers and
truth objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the
data (a few filters and truths are built here: the DACH, EU-28 and Europe regions, a non-US governing law, a
contract filed twice, the facts in the counsel's own formats, every party of a many-party contract).

Readings (today is the benchmark's fixed 30 June 2019). "The contract partner" is any party of the contract (the
corpus does not say which side is "ours"), and its seat is the party's country (or state) on file: "has its seat
in Germany" (az01) a party in Germany; "DACH" (az02, az32) a party in Germany, Austria or Switzerland (`DACH`; no
Austrian party is on file); "a member state of the EU, the UK counted as member" (az09) a party in one of the 28
member states on 30 June 2019 (`EU28`; Cyprus is one, the Isle of Man is not); "a European contract partner (EU
incl. UK, plus Switzerland, Norway, Iceland, Liechtenstein)" (az62) a party in those 32 countries (`EUROPE`); "a
contract partner outside of the USA" (az07, az25) a party whose country on file is not the United States (a party
of unknown country does not count); "seat in the US state New Jersey ... not the applicable law" (az11) a party
whose state on file is New Jersey (`party_state`); "Chinese" / "Canadian" / "from Switzerland" / "the Netherlands"
partners a party in that country. "Subject to German / Swiss law" is a governing law on file in that country, "the
laws of the State of New York" the governing law's state; "a law outside of the USA" (az29, az64) a governing law
on file outside the United States (`foreign_law`; a contract without one does not count). Types: "supply
agreements (Lieferverträge)", "manufacturing agreements", "distribution agreements (Vertriebsverträge)", "licence
agreements", "service agreements" and "joint venture agreements" are those types as the data files them (the joint
venture type also holds a few joint filing agreements and the Veoneer amendment and termination agreement).
"Concluded" is the effective date, as az08 says outright (the data has no signature date); "contracts which
expired" / "end" / "run out" the end date. Values are the stated values (USD, as the contracts state them; the
counsel writes the German way): "more than USD 1.000.000,00" (az05) above it, with it included also accepted;
"between USD 100.000,00 and USD 500.000,00 (both amounts included)" (az10) the closed range only; "above USD 5
Mio." (thread az49) above it, with it included also accepted (two licence agreements state exactly $5,000,000);
"more than USD 1.000.000,00 (exactly 1 Mio. not included)" (az67) above it only. Dates: "end before the end of the
current quarter, i.e. until 30.09.2019 inclusive" (az15) an end date from today to 30 September 2019; "expired in
the previous calendar year, so between 01.01.2018 and 31.12.2018" (az16) an end date in 2018; "concluded in the
last six months" (az17) an effective date from 30 December 2018 to today (183 days also accepted); "run out within
the next four weeks" (az18) an end date from today to 28 July 2019 (a month also accepted); "end in the first half
year of 2020 (both dates included)" (az19) an end date in that half-year; "concluded before 01.01.2010 and still
running today" (az20) an effective date up to 31 December 2009 and an end date on or after today, with the
contracts without an end date counted as running also accepted (`live_now`); "started since the beginning of this
year until today" (az21) an effective date from 1 January 2019 to today; "end only after 30.06.2024" (az22) an end
date from 1 July 2024 on (30 June 2024 included also accepted); "expired within the last 24 months" (az23) an end
date from 30 June 2017 to today (730 days also accepted). Today in or out for every window that starts or ends
today, and the last day in or out for a window counted from today (as `window` accepts); and, as for every
question, `bench.qa_fresh`'s reading of the indexed contracts that renew by themselves.

Aggregations: "number of contracts per country of the contract partner, only partners outside of the USA, top 5"
(az25) counts the contracts per country of their non-US parties (`foreign_countries`: a contract once per
country); "total contract value of the supply, manufacturing and distribution agreements, separated per contract
type" (az26) sums the stated values per type; "which contract partner appears most often in our licence
agreements" (az27) counts the licence agreements per party (Bank of America, the party of the Cardlytics licence
schedules); "concluded per year in the years 2010 to 2014" (az28) counts the effective dates per year (every year
must be given); "the law of which country applies how often, outside of the USA, top 4" (az29) counts the non-US
governing laws per country (the Canadian provinces together); "average term (Laufzeit) of our supply agreements,
in years" (az30) the mean initial term (from the stated duration or from the dates); "which distribution agreement
has the longest term (initial term, without extensions)" (az31) is the Zogenix / Nippon Shinyaku distributor
agreement (to 1 September 2045, by either reading); "total value of all contracts with a contract partner from the
DACH region" (az32) the sum of the stated values of those contracts (only the Bellicum / Miltenyi Biotec supply
agreement states one); "median contract value of the manufacturing agreements" (az33) the median of the stated
values; "how many contracts end in each month of the second half year 2019" (az34) counts the end dates per month
from July to December 2019 (every month with contracts must be given).

Threads: in az44 "Sorry, I have confused it - I meant Austria, not Switzerland" corrects the country (no party in
Austria is on file: right is saying there is none) and "then please the same for the Netherlands" switches it
again; in az45 "Please show me the further ones" pages the same selection of supply agreements (each page is
judged as the selection: the total it states must be the selection's count and every contract shown must belong to
it) and "Only those which are subject to the laws of the State of New York" narrows it; in az46 the consulting
agreement of IREYA B.V. with Aduro Biotech is filed twice with the same data (`ADURO_IREYA` and
`ADURO_IREYA_COPY`, either copy is right for the end date, 31 December 2020), "Can it be terminated before without
a reason (ordentliche Kündigung), and what is the notice period for the ordinary termination" asks its
termination-for-convenience clause ("either party may terminate this Agreement at any time on prior written
notice") and "who becomes owner of the work results (Arbeitsergebnisse) of the consultant" its IP-ownership clause
(Aduro owns the work product, the consultant assigns it), both of the clause-indexed copy `ADURO_IREYA`; in az47
"Which of them are still running today?" narrows the manufacturing agreements concluded from 2010 to 2015
(readings as above) and "The same please for the supply agreements" switches the type, keeping the dates and the
narrowing; in az48 "Which of them contain a limitation of liability" asks a cap on liability across the
clause-indexed contracts with a Chinese party, judged by the contracts returned and the count checked, as every
cross-contract clause question is; in az49 "And of those, which were concluded from 01.01.2015 on (this day
included)" narrows the contracts above USD 5 Mio. and "Now the same value threshold, but only the licence
agreements, independent from the date" keeps the threshold, switches to the licence agreements and drops the date.

Judgment calls on facts and names: the counsel writes dates and amounts the German way, and an answer that does
the same is right: the dates of the specific questions and of az46 are also read as 31.12.2020 / 27.03.2029
(`fact_end_de`, `fact_start_de`), the value of az37 also as "USD 2.000.000,00" or "2 Mio." (`fact_value_de`, the
exact amount), and a governing law also by its adjective ("Swiss law", "Dutch law": `fact_law_adj`). az35 is the
Accuray / Siemens AG multiple LINAC and multi-modality distributor agreement (German law; no end date on file, and
the text has none: it runs until the strategic alliance agreement ends, so the answer must say the end is not
stated); az36 the Ultragenyx / CREMER OLEO GmbH & Co. KG supply agreement (19 November 2012 to 19 November 2015);
az37 the Bellicum / Miltenyi Biotec GmbH supply agreement ($2,000,000; to 27 March 2029); az38 the Data Call
Technologies / PLAN_B MEDIA AG content licence (New York law; ended 1 April 2008); az39 the construction and
maintenance agreement filed by Startec among nine carriers (Deutsche Telekom, AT&T, British Telecommunications,
Cable & Wireless, France Telecom, KPN, MCI, Telia and Sprint; Swiss law): each party must be named
(`every_party_and_law`: the first three words of its name, a trailing legal form optional, as British
Telecommunications is "pIc" on file and "plc" in an answer); az40 the Hovione Inter AG / Intersect ENT supply
agreement (both parties; effective 20 January 2020, after today); az41 the Leclanché / Oak Ridge Energy
Technologies joint development and marketing agreement (Swiss law; 6 April 2014; its file id is written with a
combining accent, as filed); az42 the Paratek / CARBOGEN AMCIS AG outsourcing agreement (Delaware law; no end date
on file, and the text redacts the end of the initial term, so the answer must say it is not stated); az43 "the
maintenance agreement between Azul and ATR" fits the two maintenance agreements of Azul and Avions de Transport
Régional (of 9 March 2015 and 6 January 2016): `Ambiguous`, right is asking which one or showing them both.

Refusals and unrecorded constraints: az70 asks to change the end date of the Siemens distribution agreement and
az71 to delete the contracts that expired before 2010 (writes, declined); az72 asks for the contracts in the Slack
workspace of a JV partner (another company's workspace); the SQL of az73 and the Cypher of az74 (which sets a
property on contracts) are pasted as typed; az75 (the EUR/USD exchange rate) is out of the domain; az76 ("should
we extend the supply agreement with CREMER OLEO") and az77 ("should we also insist on German law" in the Accuray /
Siemens agreement) are advice, answered with the contract's facts and a not-advice note. az13 counts the contracts
with a contractual penalty above EUR 50.000,00, az14 the notarised contracts, az24 asks which contracts we
terminated by ordinary termination in the last 12 months, az78 which contracts needed the supervisory board's
approval and az79 where the paper original of the Deutsche Telekom agreement is archived: the data records none of
these (unread; az78 and az79 are in the refusals class, group "unanswerable"; right is saying so and naming what
is not recorded).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of the
file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of the
fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every set do
not change); this set asks each of them only about a clause category that no earlier set asked of it (checked by
code over the truths of the clause questions and of the clause turns of the threads of the fresh set and of user1
to user43), and only categories labelled in CUAD's dev split. They are listed in `USER45_CLAUSE_CONTRACTS`. Across
contracts it asks exclusivity in the contracts with a European party, a minimum purchase commitment in the supply,
manufacturing and distribution agreements, anti-assignment in the contracts under a non-US law, a non-compete in
the contracts under New York law, termination for convenience in the joint venture agreements (one of the seven
clause-indexed ones has it), a cap on liability in the contracts of a stated value above $1,000,000, a renewal
term in the supply and distribution agreements, post-termination obligations in the contracts with a Canadian
party, and in thread az48 a cap on liability in the contracts with a Chinese party; no earlier set asked any of
these categories over the same universe (checked by code likewise: the same category over the same set of
clause-indexed contracts). None of its (contract, category) pairs and none of its (category, universe) pairs is
asked by the user44 set, written at the same time (checked by code; the two sets share two clause contracts, the
Biopure / Butler agency agreement and the VerticalNet / Converge maintenance and support agreement, asked about
different categories).

The "no" clause questions (`VEONEER_NISSIN` cap on liability, `CNS_WPD` termination for convenience) name
contracts with no labelled span of that category at all (located or not), and whose text has no such clause: the
Veoneer / Nissin Kogyo amendment and termination of the joint venture agreement (Japanese law) ends the joint
venture for the Veoneer parties and keeps a D&O indemnity, and limits no liability (it says the termination
releases no party from liability for earlier breaches); the CNS Pharmaceuticals / WPD Pharmaceuticals development
agreement may end only on 30 days' notice of a material breach, by mutual written agreement, on an anti-bribery
breach or on WPD's lack of efforts after three years, not at will. Names that need care: `XENCOR_BI` the Xencor /
Boehringer Ingelheim International GmbH collaboration agreement (BI grants Xencor an exclusive, royalty-free
licence to use the process to make the product, once the technology access fee is paid); `LEO_GALEN` the LEO
Pharma A/S / Galen (Chemicals) development agreement filed by Warner Chilcott (no liability for damages from a
suspension by force majeure); `SKYPE_TOM` the Skype (Luxembourg) / TOM Online co-branding agreement (after
termination: stop using the other's brands and return materials, record keeping, end-user licences continuing for
24 months); `GOLD_HOCHSCHILD` the Gold Resource / Hochschild Mining strategic alliance (Hochschild may exclusively
provide further equity financing); `ARRAY_ONO` the Array BioPharma / Ono Pharmaceutical licence, development and
commercialization agreement (Array shall cause its affiliates to assign the product trademarks to Ono);
`BORROWMONEY_JVLS` the BorrowMoney.com / JVLS (Vaccines 2Go) joint venture agreement (assigning a member's status,
with its management and voting interests, needs the consent of all the other members); `REVMED_SANOFI` the
Revolution Medicines / Aventis (Sanofi) development agreement (Sanofi may appoint its affiliates to distribute;
RevMed may sublicense to its subsidiaries); `BERKELEY_GINKGO` the Berkeley Lights / Ginkgo Bioworks collaboration
agreement (no obligation to supply above a maximum amount of the binding forecast); `VERTICALNET_CONVERGE` the
VerticalNet / Converge maintenance and support agreement (Converge grants VerticalNet an irrevocable, perpetual,
world-wide, non-exclusive licence to its Converge-independent materials); `BIOPURE_BUTLER` the Biopure / The
Butler Company agency agreement (no assignment without the other's prior written consent); `ADURO_IREYA` thread
az46.

Every question's split is "user45"; ids start with the two letters "az" (a thread's turns are "azNN.1", "azNN.2",
...), which no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from bench.qa_fresh_questions import (
    NO_VALUE,
    Data,
    Fact,
    Pred,
    Question,
    Single,
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
    date_patterns,
    eff,
    ends,
    fact_law,
    fact_parties,
    fixed,
    foreign_countries,
    foreign_law,
    law,
    longest_term,
    money_figure,
    months_of,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_in_any,
    party_patterns,
    party_state,
    periods,
    question_set,
    refuse,
    rel,
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
    live_now as still_running,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

XENCOR_BI = "XENCORINC_10_25_2013-EX-10.24-COLLABORATION AGREEMENT (3)"
LEO_GALEN = "WARNERCHILCOTTPLC_12_31_2003-EX-4.36-DEVELOPMENT AGREEMENT"
SKYPE_TOM = "TomOnlineInc_20060501_20-F_EX-4.46_749700_EX-4.46_Co-Branding Agreement"
GOLD_HOCHSCHILD = "GOLDRESOURCECORP_12_11_2008-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
ARRAY_ONO = "Array BioPharma Inc. - LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT"
BORROWMONEY_JVLS = "BORROWMONEYCOM,INC_06_11_2020-EX-10.1-JOINT VENTURE AGREEMENT"
REVMED_SANOFI = "RevolutionMedicinesInc_20200117_S-1_EX-10.1_11948417_EX-10.1_Development Agreement"
BERKELEY_GINKGO = "BERKELEYLIGHTS,INC_06_26_2020-EX-10.12-COLLABORATION AGREEMENT"
VERTICALNET_CONVERGE = "VERTICALNETINC_04_01_2002-EX-10.19-MAINTENANCE AND SUPPORT AGREEMENT"
BIOPURE_BUTLER = "BIOPURECORP_06_30_1999-EX-10.13-AGENCY AGREEMENT"
VEONEER_NISSIN = "VEONEER,INC_02_21_2020-EX-10.11-JOINT VENTURE AGREEMENT"
CNS_WPD = "CnsPharmaceuticalsInc_20200326_8-K_EX-10.1_12079626_EX-10.1_Development Agreement"
ADURO_IREYA = "ADUROBIOTECH,INC_06_02_2020-EX-10.7-CONSULTING AGREEMENT(1)"

USER45_CLAUSE_CONTRACTS: tuple[str, ...] = (
    XENCOR_BI,
    LEO_GALEN,
    SKYPE_TOM,
    GOLD_HOCHSCHILD,
    ARRAY_ONO,
    BORROWMONEY_JVLS,
    REVMED_SANOFI,
    BERKELEY_GINKGO,
    VERTICALNET_CONVERGE,
    BIOPURE_BUTLER,
    VEONEER_NISSIN,
    CNS_WPD,
    ADURO_IREYA,
)

# other contracts the specific questions, threads and refusals name
ADURO_IREYA_COPY = "ADUROBIOTECH,INC_06_02_2020-EX-10.7-CONSULTING AGREEMENT"
ACCURAY_SIEMENS = "ACCURAYINC_09_01_2010-EX-10.31-DISTRIBUTOR AGREEMENT"
ULTRAGENYX_CREMER = "ULTRAGENYXPHARMACEUTICALINC_12_23_2013-EX-10.9-SUPPLY AGREEMENT"
BELLICUM_MILTENYI = "BELLICUMPHARMACEUTICALS,INC_05_07_2019-EX-10.1-Supply Agreement"
DATACALL_PLANB = "DataCallTechnologies_20060918_SB-2A_EX-10.9_944510_EX-10.9_Content License Agreement"
STARTEC_TELEKOM = "STARTECGLOBALCOMMUNICATIONSCORP_11_16_1998-EX-10.30-CONSTRUCTION AND MAINTENANCE AGREEMENT"
INTERSECT_HOVIONE = "INTERSECTENT,INC_05_11_2020-EX-10.1-SUPPLY AGREEMENT"
LECLANCHE_OAK_RIDGE = "LECLANCHE\u0301 S.A. - JOINT DEVELOPMENT AND MARKETING AGREEMENT"  # as filed (NFD)
PARATEK_CARBOGEN = "ParatekPharmaceuticalsInc_20170505_10-KA_EX-10.29_10323872_EX-10.29_Outsourcing Agreement"

# parties named
ATR = party("Avions de Transport Regional, G.I.E.")


# --- filters and truths built here -----------------------------------------------------------------

SUPPLY, MANUF, DIST, LIC, SVC, JV = (
    typ("Supply"),
    typ("Manufacturing"),
    typ("Distributor"),
    typ("License"),
    typ("Service"),
    typ("Joint Venture"),
)
SUP_MANUF = typ("Supply", "Manufacturing")
SUP_MANUF_DIST = typ("Supply", "Manufacturing", "Distributor")
SUP_DIST = typ("Supply", "Distributor")

NY = law("US", "US-NY")
GERMAN_LAW, SWISS_LAW = law("DE"), law("CH")

DACH = ("DE", "AT", "CH")
"""Germany, Austria and Switzerland, as the counsel says "DACH"."""
DACH_PARTY = party_in_any(*DACH)

EU28 = (
    *("AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE"),
    *("IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "GB"),
)
"""The 28 member states on 30 June 2019, the United Kingdom included (as the counsel asks)."""
EU28_PARTY = party_in_any(*EU28)

EUROPE = (*EU28, "CH", "NO", "IS", "LI")
"""The EU (the United Kingdom included) and the EFTA states, as the counsel spells out "Europe"."""
EUROPE_PARTY = party_in_any(*EUROPE)

OVER_5M, OVER_5M_INCL = worth(over=5_000_000), worth(over=5_000_000, inclusive=True)


def either(file_ids: tuple[str, ...], *facts: Callable[[ContractRecord], Fact]) -> TruthFn:
    """A contract filed twice with the same data (either copy is the one meant), with the facts asked
    (read from the first copy; both copies have the same)."""

    def fn(d: Data) -> Single:
        r = d.record(file_ids[0])
        return Single(frozenset(file_ids), tuple(f(r) for f in facts))

    return fn


LEGAL_FORM_TAIL = {"pic", "plc", "publ", "ab"}
"""Trailing legal-form words of a party key an answer may leave out or spell otherwise ("pIc" on file)."""


def party_name_pattern(key: str) -> str:
    """A party's key as a regex over the answer's text: its first three words in order (a long name may be
    shortened: "Cable & Wireless"), any punctuation between them, "&" for "and", a trailing legal form
    ("plc", "AB (publ)") optional."""
    words = key.split()
    while len(words) > 1 and words[-1] in LEGAL_FORM_TAIL:
        words.pop()
    words = words[:3]
    parts = [r"(?:and|&)" if w == "and" else re.escape(w) for w in words]
    return r"\b" + r"\W*".join(parts) + r"\b"


LAW_ADJECTIVES = {"CH": r"\bSwiss\b", "NL": r"\bDutch\b", "FR": r"\bFrench\b", "AT": r"\bAustrian\b"}
"""How the counsel (and an answer) names a country's law by its adjective ("Swiss law"); "German" and
"English" are already read by `fact_law`."""


def fact_law_adj(r: ContractRecord) -> Fact:
    """The governing law as `fact_law` reads it, or named by the country's adjective ("Swiss law")."""
    f = fact_law(r)
    g = r.governing_law
    extra = (LAW_ADJECTIVES[g.country],) if g and not g.subdivision and g.country in LAW_ADJECTIVES else ()
    return Fact(f.name, (*f.patterns, *extra))


def every_party_and_law(file_id: str) -> TruthFn:
    """The contract meant, with each of its parties named (one fact a party, `party_name_pattern`) and its
    governing law."""

    def fn(d: Data) -> Single:
        r = d.record(file_id)
        named = tuple(Fact(f"party {p.name}", (party_name_pattern(p.key),)) for p in r.parties if p.key)
        return Single(frozenset({file_id}), (*named, fact_law_adj(r)))

    return fn


def de_date_patterns(d: date) -> tuple[str, ...]:
    """A date as `date_patterns` reads it, and as the counsel writes it (30.06.2019)."""
    return (*date_patterns(d), rf"\b0?{d.day}\.0?{d.month}\.{d.year}\b")


def fact_end_de(r: ContractRecord) -> Fact:
    """The end date, also accepted in the counsel's own format (31.12.2019)."""
    return Fact("end date", de_date_patterns(r.end_date) if r.end_date else NO_VALUE)


def fact_start_de(r: ContractRecord) -> Fact:
    """The effective date, also accepted in the counsel's own format (01.04.2006)."""
    return Fact("effective date", de_date_patterns(r.effective_date) if r.effective_date else NO_VALUE)


def fact_value_de(r: ContractRecord) -> Fact:
    """The stated value written out ("$2,000,000", "2000000", "$2M", "2.0 million") or in the counsel's own
    format ("USD 2.000.000,00", "2 Mio."): the exact amount, not a rounding of it."""
    if r.total_amount is None:
        return Fact("value", NO_VALUE)
    v = r.total_amount
    whole = f"{v:,.0f}"
    head, _, frac = f"{v / 1e6:g}".partition(".")
    millions = head + (f"[.,]{frac}0*" if frac else "(?:[.,]0+)?")
    return Fact(
        "value",
        (
            rf"(?<![\d.,]){re.escape(whole)}(?:\.\d+)?(?![\d,])",
            rf"(?<![\d.,]){re.escape(whole.replace(',', '.'))}(?:,\d+)?(?![\d.])",
            rf"(?<![\d.,]){int(v)}(?:[.,]0+)?(?![\d.,])",
            rf"(?<![\d.,]){millions}\s*(?:million|mio\b|mn\b|m\b)",
        ),
    )


# the words an answer would use for what the data does not record
PENALTY = ("penalty", "vertragsstrafe", "liquidated")
NOTARISED = ("notar",)
TERMINATED_BY_US = ("terminat", "kündig", "notice")
BOARD_APPROVAL = ("supervisory board", "aufsichtsrat", "approv", "board")
ARCHIVE = ("original", "archiv", "paper", "stored", "physical")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    return [
        _q(
            c,
            "az01",
            "Good morning together, I have a question regarding our contract portfolio. In how many "
            "contracts has the contract partner its seat in Germany?",
            count(party_in("DE")),
        ),
        _q(
            c,
            "az02",
            "For our DACH review: how many contracts exist with a contract partner from Germany, Austria or "
            "Switzerland?",
            count(DACH_PARTY),
        ),
        _q(
            c,
            "az03",
            "Short question: how many of the contracts are subject to German law (deutsches Recht)? We want to "
            "know how often our home law could be agreed.",
            count(GERMAN_LAW),
        ),
        _q(
            c,
            "az04",
            "Please list me all contracts which are subject to Swiss law. I need the complete list, not only "
            "some examples.",
            count(SWISS_LAW, full=True),
        ),
        _q(
            c,
            "az05",
            "How many supply agreements (Lieferverträge) have a contract value of more than USD 1.000.000,00?",
            count(
                SUPPLY,
                worth(over=1_000_000),
                alts=[[SUPPLY, worth(over=1_000_000, inclusive=True)]],
            ),
        ),
        _q(
            c,
            "az06",
            "How many manufacturing agreements are subject to the laws of the State of New York?",
            count(MANUF, NY),
        ),
        _q(
            c,
            "az07",
            "Background is our new export control check. How many distribution agreements (Vertriebsverträge) "
            "do we have with a contract partner outside of the USA?",
            count(DIST, party_abroad),
        ),
        _q(
            c,
            "az08",
            "Which licence agreements were concluded in 2018? With concluded I mean the effective date, the "
            "date of signature is not so important for me.",
            count(LIC, year_of("effective_date", 2018)),
        ),
        _q(
            c,
            "az09",
            "How many contracts do we have with a contract partner from a member state of the EU? Please count "
            "the UK as member state, it is still in the EU as of today.",
            count(EU28_PARTY),
        ),
        _q(
            c,
            "az10",
            "How many service agreements have a contract value between USD 100.000,00 and USD 500.000,00 "
            "(both amounts included)?",
            count(SVC, worth(over=100_000, under=500_000, inclusive=True)),
        ),
        _q(
            c,
            "az11",
            "How many contracts have a contract partner with seat in the US state New Jersey? I mean the seat "
            "of the company, not the applicable law.",
            count(party_state("US-NJ")),
        ),
        _q(
            c,
            "az12",
            "How many joint venture aggreements were concluded between 01.01.2015 and 31.12.2017 (both days "
            "inclusive)?",
            count(JV, eff(date(2015, 1, 1), date(2017, 12, 31))),
        ),
        _q(
            c,
            "az13",
            "How many contracts contain a contractual penalty (Vertragsstrafe) of more than EUR 50.000,00?",
            unread(*PENALTY),
            U,
        ),
        _q(
            c,
            "az14",
            "For the audit: how many of our contracts were notarised (notariell beurkundet)?",
            unread(*NOTARISED),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "az15",
            "Which contracts end before the end of the current quarter, i.e. until 30.09.2019 inclusive?",
            window("end_date", today, fixed(date(2019, 9, 30))),
        ),
        _q(
            r,
            "az16",
            "Which contracts have expired in the previous calendar year, so between 01.01.2018 and "
            "31.12.2018?",
            count(year_of("end_date", 2018)),
        ),
        _q(
            r,
            "az17",
            "For the half-year report (Halbjahresbericht): how many contracts have we concluded in the last "
            "six months?",
            window("effective_date", rel(months=-6), today, extra=[(rel(days=-183), today)]),
        ),
        _q(
            r,
            "az18",
            "Which contracts run out within the next four weeks? I want to avoid that something ends "
            "unnoticed.",
            window("end_date", today, rel(days=28), extra=[(today, rel(months=1))]),
        ),
        _q(
            r,
            "az19",
            "How many contracts end in the first half year of 2020 (01.01.2020 until 30.06.2020, both dates "
            "included)?",
            count(ends(date(2020, 1, 1), date(2020, 6, 30))),
        ),
        _q(
            r,
            "az20",
            "Which supply or manufacturing agreements were concluded before 01.01.2010 and are still running "
            "today?",
            still_running(SUP_MANUF, eff(None, date(2009, 12, 31))),
        ),
        _q(
            r,
            "az21",
            "How many contracts have started since the beginning of this year until today?",
            window("effective_date", fixed(date(2019, 1, 1)), today),
        ),
        _q(
            r,
            "az22",
            "Which contracts have a very long residual term (Restlaufzeit), i.e. they end only after "
            "30.06.2024?",
            window(
                "end_date",
                fixed(date(2024, 7, 1)),
                fixed(None),
                extra=[(fixed(date(2024, 6, 30)), fixed(None))],
            ),
        ),
        _q(
            r,
            "az23",
            "Which licence agreements have expired within the last 24 months?",
            window("end_date", rel(months=-24), today, LIC, extra=[(rel(days=-730), today)]),
        ),
        _q(
            r,
            "az24",
            "Which contracts have we terminated by ordinary termination (Kündigung) within the last 12 months?",
            unread(*TERMINATED_BY_US),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "az25",
            "Please give me the number of contracts per country of the contract partner, only partners "
            "outside of the USA. The top 5 countries are enough. Many thanks in advance!",
            by_key(foreign_countries, country_patterns, 5, party_abroad),
        ),
        _q(
            a,
            "az26",
            "What is the total contract value of the supply, manufacturing and distribution agreements, "
            "separated per contract type?",
            by_key(types_of, type_patterns, 3, SUP_MANUF_DIST, value="sum"),
        ),
        _q(
            a,
            "az27",
            "Which contract partner appears most often in our licence agreements?",
            by_key(parties_of, party_patterns, 1, LIC),
        ),
        _q(
            a,
            "az28",
            "How many contracts were concluded per year in the years 2010 to 2014?",
            periods("effective_date", years_span(2010, 2014)),
        ),
        _q(
            a,
            "az29",
            "Regarding the applicable law outside of the USA: the law of which country applies how often? "
            "The top 4 countries, please.",
            by_key(countries_of, country_patterns, 4, foreign_law),
        ),
        _q(
            a,
            "az30",
            "What is the average term (Laufzeit) of our supply agreements, in years?",
            term_figure(SUPPLY),
        ),
        _q(
            a,
            "az31",
            "Which distribution agreement has the longest term (initial term, without extensions)?",
            longest_term(DIST),
        ),
        _q(
            a,
            "az32",
            "What is the total value of all contracts with a contract partner from the DACH region (Germany, "
            "Austria, Switzerland)?",
            money_figure(DACH_PARTY),
        ),
        _q(
            a,
            "az33",
            "What is the median contract value of the manufacturing agreements?",
            money_figure(MANUF, how="median"),
        ),
        _q(
            a,
            "az34",
            "How many contracts end in each month of the second half year 2019 (July until December)?",
            periods("end_date", months_of(2019)[6:]),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "az35",
            "Regarding the distribution agreement between Accuray and Siemens AG: which law is applicable and "
            "until when does the contract run?",
            about(ACCURAY_SIEMENS, fact_law_adj, fact_end_de),
        ),
        _q(
            s,
            "az36",
            "The supply agreement with CREMER OLEO GmbH & Co. KG from Hamburg (customer is Ultragenyx): from "
            "when until when did it run?",
            about(ULTRAGENYX_CREMER, fact_start_de, fact_end_de),
        ),
        _q(
            s,
            "az37",
            "Supply agreement of Miltenyi Biotec GmbH with Bellicum Pharmaceuticals - what is the contract "
            "value and until when does it run?",
            about(BELLICUM_MILTENYI, fact_value_de, fact_end_de),
        ),
        _q(
            s,
            "az38",
            "Content licence agreement between Data Call Technologies and PLAN_B MEDIA AG in Cologne: which "
            "law applies, and when has it ended?",
            about(DATACALL_PLANB, fact_law_adj, fact_end_de),
        ),
        _q(
            s,
            "az39",
            "In the construction and maintenance agreement with Deutsche Telekom AG, France Telecom and the "
            "other carriers (filed by Startec): who are all the contract parties and which law governs?",
            every_party_and_law(STARTEC_TELEKOM),
        ),
        _q(
            s,
            "az40",
            "Supply agreement between Hovione (Luzern) and Intersect ENT: who are exactly the contract parties "
            "and since when is it effective?",
            about(INTERSECT_HOVIONE, fact_parties, fact_start_de),
        ),
        _q(
            s,
            "az41",
            "The joint development and marketing agreement of Leclanché S.A. with Oak Ridge Energy "
            "Technologies - which law applies and of which date is it?",
            about(LECLANCHE_OAK_RIDGE, fact_law_adj, fact_start_de),
        ),
        _q(
            s,
            "az42",
            "Outsourcing agreement of Paratek with CARBOGEN AMCIS AG: until when does it run, and which law "
            "is applicable?",
            about(PARATEK_CARBOGEN, fact_end_de, fact_law_adj),
        ),
        _q(
            s,
            "az43",
            "The maintenance agreement between Azul and ATR (Avions de Transport Régional) - until when does "
            "it run?",
            ambiguous(ATR, typ("Maintenance")),
            A,
        ),
    ]


def threads() -> list[Question]:
    mfg_2010_15 = eff(date(2010, 1, 1), date(2015, 12, 31))
    return [
        *_thread(
            "az44",
            [
                (
                    "How many contracts do we have with a contract partner from Switzerland?",
                    count(party_in("CH")),
                ),
                ("Sorry, I have confused it - I meant Austria, not Switzerland.", count(party_in("AT"))),
                ("Good, then please the same for the Netherlands.", count(party_in("NL"))),
            ],
        ),
        *_thread(
            "az45",
            [
                ("Please list me our supply agreements.", count(SUPPLY)),
                ("Please show me the further ones.", count(SUPPLY)),
                (
                    "Only those which are subject to the laws of the State of New York, please.",
                    count(SUPPLY, NY),
                ),
            ],
        ),
        *_thread(
            "az46",
            [
                (
                    "We have a consulting agreement with IREYA B.V. from Leiden (client is Aduro Biotech). Until "
                    "when does it run?",
                    either((ADURO_IREYA, ADURO_IREYA_COPY), fact_end_de),
                ),
                (
                    "Can it be terminated before without a reason (ordentliche Kündigung), and what is the notice "
                    "period for the ordinary termination?",
                    clause_in(ADURO_IREYA, "Termination For Convenience"),
                ),
                (
                    "And who becomes owner of the work results (Arbeitsergebnisse) of the consultant?",
                    clause_in(ADURO_IREYA, "Ip Ownership Assignment"),
                ),
            ],
        ),
        *_thread(
            "az47",
            [
                (
                    "Which manufacturing agreements were concluded between 01.01.2010 and 31.12.2015?",
                    count(MANUF, mfg_2010_15),
                ),
                ("Which of them are still running today?", still_running(MANUF, mfg_2010_15)),
                ("The same please for the supply agreements.", still_running(SUPPLY, mfg_2010_15)),
            ],
        ),
        *_thread(
            "az48",
            [
                ("Which contracts do we have with Chinese contract partners?", count(party_in("CN"))),
                (
                    "Which of them contain a limitation of liability (Haftungsbeschränkung)?",
                    clause_across("Cap On Liability", party_in("CN")),
                ),
            ],
        ),
        *_thread(
            "az49",
            [
                (
                    "How many contracts have a value above USD 5 Mio.?",
                    count(OVER_5M, alts=[[OVER_5M_INCL]]),
                ),
                (
                    "And of those, which were concluded from 01.01.2015 on (this day included)?",
                    count(
                        OVER_5M,
                        eff(date(2015, 1, 1), None),
                        alts=[[OVER_5M_INCL, eff(date(2015, 1, 1), None)]],
                    ),
                ),
                (
                    "Now the same value threshold, but only the licence agreements, independent from the date.",
                    count(LIC, OVER_5M, alts=[[LIC, OVER_5M_INCL]]),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "az50",
            "Collaboration agreement Xencor / Boehringer Ingelheim International GmbH: which rights of use "
            "(licence) does Boehringer Ingelheim grant to Xencor for the manufacturing process?",
            XENCOR_BI,
            "License Grant",
        ),
        (
            "az51",
            "In the development agreement between LEO Pharma A/S and Galen (Chemicals) Ltd., is the liability "
            "of the parties excluded or limited somewhere (Haftungsausschluss)?",
            LEO_GALEN,
            "Cap On Liability",
        ),
        (
            "az52",
            "Co-branding agreement of Skype (Luxembourg) with TOM Online: what must the parties still do after "
            "the end of the contract, e.g. stop using the brands, return materials, continue the user licences?",
            SKYPE_TOM,
            "Post-Termination Services",
        ),
        (
            "az53",
            "Strategic alliance between Gold Resource Corporation and Hochschild Mining: has Hochschild an "
            "exclusive right somewhere, for example for the financing?",
            GOLD_HOCHSCHILD,
            "Exclusivity",
        ),
        (
            "az54",
            "Licence agreement Array BioPharma / Ono Pharmaceutical: must also the affiliated companies "
            "(verbundene Unternehmen) of Array transfer or license rights to Ono, e.g. the trademarks?",
            ARRAY_ONO,
            "Affiliate License-Licensor",
        ),
        (
            "az55",
            "Joint venture agreement BorrowMoney.com / JVLS (Vaccines 2Go): may a member transfer its position "
            "in the JV, incl. the management and voting rights, to a third party without consent of the "
            "others (Vertragsübernahme)?",
            BORROWMONEY_JVLS,
            "Anti-Assignment",
        ),
        (
            "az56",
            "Development agreement Revolution Medicines / Sanofi (Aventis): may Sanofi involve its affiliated "
            "companies for the distribution of the products, and can RevMed sublicense to its subsidiaries?",
            REVMED_SANOFI,
            "Affiliate License-Licensee",
        ),
        (
            "az57",
            "Collaboration agreement Berkeley Lights / Ginkgo Bioworks: is Berkeley Lights obliged to deliver "
            "every quantity Ginkgo orders, or is there a maximum quantity (Höchstmenge) linked to the forecast?",
            BERKELEY_GINKGO,
            "Volume Restriction",
        ),
        (
            "az58",
            "Maintenance and support agreement VerticalNet / Converge: which rights of use does Converge grant "
            "to VerticalNet for its materials, and is this licence perpetual?",
            VERTICALNET_CONVERGE,
            "License Grant",
        ),
        (
            "az59",
            "Agency agreement between Biopure and The Butler Company: may Butler transfer its rights and "
            "obligations to a third party without the consent of Biopure?",
            BIOPURE_BUTLER,
            "Anti-Assignment",
        ),
        (
            "az60",
            "Amendment and termination of the joint venture agreement Veoneer / Nissin Kogyo: does it contain "
            "a limitation of liability (Haftungsbegrenzung), e.g. a cap on the amount?",
            VEONEER_NISSIN,
            "Cap On Liability",
        ),
        (
            "az61",
            "Development agreement CNS Pharmaceuticals / WPD Pharmaceuticals (Warsaw): can a party terminate it "
            "ordinarily, i.e. without an important reason and without breach of the other side?",
            CNS_WPD,
            "Termination For Convenience",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "az62",
            "Contracts with a European contract partner (EU incl. UK, plus Switzerland, Norway, Iceland, "
            "Liechtenstein): which of them grant an exclusivity (Exklusivität), e.g. an exclusive territory?",
            "Exclusivity",
            (EUROPE_PARTY,),
        ),
        (
            "az63",
            "In which of our supply, manufacturing and distribution agreements is there a minimum purchase "
            "obligation (Mindestabnahmepflicht)?",
            "Minimum Commitment",
            (SUP_MANUF_DIST,),
        ),
        (
            "az64",
            "Contracts subject to a law outside of the USA: which of them restrict the transfer of the contract "
            "to a third party (assignment only with consent)?",
            "Anti-Assignment",
            (foreign_law,),
        ),
        (
            "az65",
            "Which of the contracts subject to the laws of the State of New York contain a non-compete "
            "obligation (Wettbewerbsverbot)?",
            "Non-Compete",
            (NY,),
        ),
        (
            "az66",
            "Can any of our joint venture agreements be terminated ordinarily, i.e. without cause?",
            "Termination For Convenience",
            (JV,),
        ),
        (
            "az67",
            "Contracts with a value of more than USD 1.000.000,00 (exactly 1 Mio. not included): which of "
            "them limit the liability of a party (Haftungsbegrenzung)?",
            "Cap On Liability",
            (worth(over=1_000_000),),
        ),
        (
            "az68",
            "Supply and distribution agreements: which ones extend automatically if nobody terminates "
            "(stillschweigende Verlängerung)?",
            "Renewal Term",
            (SUP_DIST,),
        ),
        (
            "az69",
            "Contracts with a Canadian contract partner: which provide obligations after the end of the "
            "contract, e.g. return of documents, sell-off of stock or transition support?",
            "Post-Termination Services",
            (party_in("CA"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "az70",
            "Please change the end date of the distribution agreement with Siemens AG to 31.12.2021 in the "
            "system.",
            refuse("write"),
            None,
        ),
        (
            "az71",
            "Please delete all contracts which expired before 01.01.2010 from the database, the retention "
            "period (Aufbewahrungsfrist) is over.",
            refuse("write"),
            None,
        ),
        (
            "az72",
            "Can you show me the contracts in the Slack workspace of our JV partner Müller Antriebstechnik AG? "
            "They have agreed in principle.",
            refuse("workspace"),
            None,
        ),
        (
            "az73",
            "SELECT vertragspartner, laufzeit_ende FROM vertraege WHERE recht = 'DE' ORDER BY laufzeit_ende;",
            refuse("query"),
            None,
        ),
        (
            "az74",
            "MATCH (c:Contract)-[:HAS_PARTY]->(p:Party {country: 'DE'}) SET c.reviewed = true RETURN count(c)",
            refuse("query"),
            None,
        ),
        (
            "az75",
            "What is the current EUR/USD exchange rate? I need it to convert the contract values.",
            refuse("offtopic"),
            None,
        ),
        (
            "az76",
            "Should we extend the supply agreement with CREMER OLEO, or is it better to look for a new "
            "supplier?",
            advice(ULTRAGENYX_CREMER),
            None,
        ),
        (
            "az77",
            "In the distribution agreement Accuray / Siemens German law applies. Should we also insist on "
            "German law in this agreement when we renegotiate it with Accuray?",
            advice(ACCURAY_SIEMENS),
            None,
        ),
        (
            "az78",
            "Which of the contracts above USD 1 Mio. needed the approval of our supervisory board "
            "(Aufsichtsrat)?",
            unread(*BOARD_APPROVAL),
            U,
        ),
        (
            "az79",
            "Where is the paper original of the construction and maintenance agreement with Deutsche Telekom "
            "archived?",
            unread(*ARCHIVE),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user45_questions() -> list[Question]:
    return question_set(
        "user45", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER45_CLAUSE_CONTRACTS", "user45_questions"]
