"""A twenty-first user-written question set for `bench.qa_fresh` (split "user21", `--set user21`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user20_questions` and `bench.qa_user19_questions` and
the clause contracts and categories the earlier sets ask), the way an in-house lawyer in the Madrid /
Frankfurt office of a European group writes in Microsoft Teams: fluent English that is not native, polite
openers ("Dear bot,", "Hello, a question please:", "Thank you in advance"), European conventions for dates
("31.12.2019", "1.4.-30.6.2019", "1/7/2018" meaning 1 July 2018, "end of Q3", "per 30.06.2019") and amounts
("1.000.000 USD", "USD 500k", "USD 2,5 Mio.", "EUR 1 Mio."), false friends and non-native phrasing ("actual
licence agreements" meaning current ones, "eventually also the list" meaning "if possible", "since when is it
in force", "a clause of non-competition", "the contracts with the company Siemens", "how much contracts", "can
it be prolongated", "what says the contract text"), a German or Spanish word in brackets now and then
("distribution agreements (Vertriebsverträge)", "the supply contract (contrato de suministro)", "limitation of
liability (Haftungsbeschränkung)", "ordentliche Kündigung") and a few typos ("untill", "startet", "agreemnt",
"wich"). It asks counts and lists filtered by party country, governing law (of a European country too), type,
status, value and dates, relative dates, aggregations (contracts per governing-law country, per type for the
contracts with a party in the EU or Switzerland, per year and per quarter of effect, a total, an average, a
median, the largest California-law contract), details of one named contract with a European counterparty
(since when in force, until when, value, governing law, parties; "not stated" where the data has none),
follow-up threads (a named German counterparty, then its one contract, then a clause in it; the franchise
agreements, then "which of them" have a non-compete, then one of them; German law, then Swiss law, then "of
the Swiss ones"; a contract whose governing law is blank on file, then its governing-law clause; a UK service
agreement's non-compete and non-solicit), clause questions about one named contract and across contracts of a
type or filter, "no such clause" cases, refusals (changing an end date, e-mailing a contract, deleting a
double entry, updating a governing law, the Madrid office's workspace, pasted SQL, a general question of
German employment law, a train ticket, and legal advice: "can we enforce the non-compete against him", "can we
terminate without reason, what do you recommend") and constraints the data does not record (a qualified
electronic signature, a German translation, a conversion to EUR at today's rate, a review by external counsel,
the management board's approval). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no
expected number is written here, every truth is computed from the data (a few filters are built here from the
records' fields: a party in the EU or Switzerland, a governing law of a European country, an effective date
after a day with and without an upper bound of today; an average with and without the contracts of a stated
$0; and the facts of one contract accept European dotted dates).

Readings: a "party from Germany / Spain" is a party whose country on file is that country; "a party in the EU
(UK included) or Switzerland" is a party whose country on file is one of the 28 member states of the European
Union on the benchmark's today (30 June 2019, the United Kingdom still one of them) or Switzerland (not the
Isle of Man, Norway or any other country); "the law of a European country" is a governing law whose country is
one of those or another European state (Norway, Iceland, Liechtenstein, ...; not Kazakhstan). "Actual" licence
agreements (ab03) is the German "aktuell", i.e. current: running today, with contracts without an end date
counted as running or not (and, as the harness does, the contracts that renew by themselves as running past
their first term); the English reading "the licence agreements we actually have" (all of them) is also
accepted, since the words allow it. "Eventually also the list" (ab10) is "if possible, the list too" (the
German "eventuell"): the count is asked, a list may follow but need not be complete. "Since when is it in
force" is the effective date. "Above 1.000.000 USD" is above one million (the dots are thousands separators),
with 1,000,000 in or out; "USD 500k or less" includes 500,000 (one reading, the words say so). "Between
1.1.2015 and 31.12.2016" includes both days. "Entered into force after 1/7/2018" (ab07) is written day first,
1 July 2018, and read as an effective date after that day (the day itself in or out) up to today (a contract
effective after today has not entered into force yet), also with no upper bound; the American reading of
"1/7/2018", 7 January 2018, is also accepted (in the same four variants), since the text alone does not say
which convention it uses and the data cannot tell where the user sits. Dates written with dots ("31.12.2019",
"1.4.-30.6.2019") are day first in every convention that writes them and have one reading. "Until end of Q3"
is today to 30 September 2019; "until the end of the year (31.12.2019)" today to 31 December 2019; "concluded
in the last 12 months" 12 months back to today (365 days also accepted); "in force since 1.1.2019 until today"
an effective date from 1 January 2019 to today; "per 30.06.2019" (today) is running today, read as "currently
active" is; "have ended in Q2 (1.4.-30.6.2019)" an end date from 1 April to 30 June 2019, a contract whose
last day is today (30 June) counted as ended or not; today in or out for every window that starts or ends
today. "Ended before 31.12.2005" (thread ab42) is an end date before that day (the day itself also accepted).
"The number of contracts per country of the governing law" counts every contract's governing-law country, the
United States included (top five); "which 3 contract types have the most" contracts with a party in the EU or
Switzerland groups those contracts by type (top three; the tie at second and third place is within the three);
"per year from 2010 to 2014" counts effective dates per calendar year and "per quarter" of 2018 per calendar
quarter (every period with contracts). The total value of the supply agreements is the sum of the stated
values; the average value of the distribution agreements accepts the figure with and without the contracts of
a stated $0; the median is of the stated values. "The contract with the highest value under California law" is
the California-law contract of the largest stated value (two share it, either is right; "is it above USD 2,5
Mio.?" is answered by its value). Money is compared as the data states it (no currency is recorded; "USD" in
the questions is the data's unit); a conversion to EUR "with the today's exchange rate" needs a rate the data
does not hold (ab14, unread).

Judgment calls on facts and names: the facts of one contract accept, besides the formats the judge reads (ISO,
"June 30, 2020", "30 June 2020", 6/30/2020), the European dotted form "30.06.2020" (day first, with or without
leading zeros), because that is how this user writes dates and how an answer to them may well write them; the
slashed day-first form "30/6/2020" is not added, as it cannot be told from the American form for days up to
12. ab37 names "the consulting agreement with IREYA B.V.", of which the data holds two (Aduro Biotech's
consulting agreement, filed twice, both effective 1 July 2020) and the question does not say which:
`Ambiguous`, right is asking which one or showing both. ab31 (the Ferrer Internacional supply agreement) has
no end date on file, ab36 (the Leclanché joint development and marketing agreement, whose file name is written
with a combining accent) no value, thread ab38's Xencor / Boehringer Ingelheim collaboration agreement no end
date and thread ab40's Skype / TOM Online co-branding agreement no governing law, which the answers must say.
In thread ab38 "it" is the one contract with Boehringer Ingelheim International GmbH (the Xencor collaboration
agreement); in ab39 "which of them" are the franchise agreements of turn 1 (the clause-indexed ones among
them) and "the Pizza Fusion one" the franchise agreement of Pizza Fusion Holding; in ab42 "and under Swiss
law?" swaps the law of turn 1 and "of the Swiss ones" narrows turn 2; in ab40, ab41 and ab43 the later turns
ask about the contract of turn 1.

Refusals and unrecorded constraints: ab61 asks to *change* an end date, ab62 to *send* a contract by e-mail,
ab63 to *delete* a double entry and ab70 to *update* a governing law (writes, declined); ab64 asks for the
Madrid office's workspace; the SQL of ab65 is pasted as the user copied it (with German table and column
names); ab66 (the statutory notice period for employees under § 622 of the German Civil Code, a general legal
question about no contract of ours) and ab67 (a train ticket to Frankfurt) are out of the domain; ab68 ("can
we enforce a non-compete against Mr Haumann, is it valid under English law") and ab69 ("can we terminate the
Siemens distributor agreement without reason, what do you recommend") are legal advice, answered with the
contract's facts and a not-legal-advice note. ab12 counts by a qualified electronic signature, ab13 by a
German translation on file, ab14 converts values to EUR at today's rate, ab21 asks which contracts external
counsel reviewed in the last 6 months and ab22 which the management board approved last month: the data
records none of these (unread).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes do not
change); this set asks each of them only about a clause category that no earlier set asked of it (checked over
the truths of every earlier set's clause questions and of the clause turns of its threads, the fresh set and
user1 to user20), and only categories labelled in CUAD's dev split. They are listed in
`USER21_CLAUSE_CONTRACTS`. Across contracts it asks a limitation of liability for the contracts with a party
in the EU or Switzerland, termination for convenience under a non-US law, a most-favoured-nation clause for
the contracts effective before 1 January 2000, a non-solicit of employees in the transportation agreements
(none of the clause-indexed ones has one: right is saying none was found), a minimum commitment in the
distributor agreements and an assignment of IP ownership in the IP agreements.

The "no" clause questions (`LEO_GALEN` non-compete, `GOLDRESOURCE_HOCHSCHILD` cap on liability, and in the
threads `THERAVANCE_HAUMANN` non-compete and `VEONEER_NISSIN` anti-assignment) name contracts with no labelled
span of that category at all (located or not: the master clauses table's context cell is empty and its answer
"No"), and whose text has no such clause: the LEO Pharma / Galen development agreement restricts neither side
from competing (the stem "compet" occurs only in "a competent Governmental or Regulatory Authority",
"exclusiv" only in the recitals naming Galen exclusive distributor under *other* agreements and in the
exclusive jurisdiction of the New York courts, "refrain" not at all); the Gold Resource / Hochschild Mining
strategic alliance agreement caps no liability (it has indemnities and a definition of "Liabilities"; "exceed"
does not occur, "damages" only in the definition of "Claims" and the securities indemnity); the Theravance
Biopharma UK / Brett Haumann service agreement binds the executive after the employment only not to solicit
employees (its clause 21 "Post Termination Restrictions"; "compet" occurs only in "unfair competition rights"
and "grossly incompetent"); the Veoneer / Nissin Kogyo text is an amendment of the joint venture agreement
whose recitals say the agreement *was* assigned to Veoneer US and Veoneer AB, and nothing restricts an
assignment ("transfer" does not occur). Names that need care: `XENCOR_BOEHRINGER` is Xencor's collaboration
agreement with Boehringer Ingelheim International GmbH; `PIZZAFUSION_FRANCHISE` the Pizza Fusion Holding
franchise agreement (the first of the franchise agreements filed by PF Hospitality Group); `SKYPE_TOM` the
Skype / TOM Online co-branding agreement (English law in its text, none on file); `NORTEL_ENTRUST` the
Northern Telecom / Entrust Technologies strategic alliance agreement; `IMNTV_MOBILEVISION` the content licence
between Global Music International (IMNTV) and MobileVision Communications filed by Global Technologies Group;
`PREMIER_THI` the Premier Biomedical / Marv Enterprises / Technology Health intellectual property agreement;
`INTEGRA_PCOMED` the Integra LifeSciences / PcoMed supply agreement filed by SeaSpine; `WORLDBOOK_HSW` the
World Book / HSW International content licence filed by Remark Holdings; `ISA_RUBICON` the Information System
Associates / Rubicon Software Group strategic alliance agreement filed by Duos Technologies;
`PUROLATOR_PARCELWAY` the Purolator Courier / Parcelway Courier Systems transportation services agreement
filed by Dynamex; `ARRAY_ONO` Array BioPharma's licence, development and commercialization agreement with Ono
Pharmaceutical; `SHBV_WASTE2ENERGY` the SHBV (Hong Kong) / Waste2Energy Group Holdings strategic alliance
agreement.

Every question's split is "user21"; every single letter and "aa" being taken by other sets, ids start with the
two letters "ab" (a thread's turns are "abNN.1", "abNN.2", ...), which no other set uses, so that no two
questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import statistics
from datetime import date, timedelta

from bench.qa_fresh_questions import (
    NO_VALUE,
    Data,
    Fact,
    Figure,
    Pred,
    Question,
    TruthFn,
    _ids,
    _q,
    _thread,
    about,
    active_open,
    active_strict,
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
    dated,
    eff,
    ends,
    fact_law,
    fact_parties,
    fact_value,
    fixed,
    largest,
    law,
    money_figure,
    party,
    party_in,
    periods,
    quarters_of,
    question_set,
    refuse,
    rel,
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

XENCOR_BOEHRINGER = "XENCORINC_10_25_2013-EX-10.24-COLLABORATION AGREEMENT (3)"
PIZZAFUSION_FRANCHISE = "PfHospitalityGroupInc_20150923_10-12G_EX-10.1_9266710_EX-10.1_Franchise Agreement1"
SKYPE_TOM = "TomOnlineInc_20060501_20-F_EX-4.46_749700_EX-4.46_Co-Branding Agreement"
THERAVANCE_HAUMANN = "THERAVANCEBIOPHARMA,INC_05_08_2020-EX-10.2-SERVICE AGREEMENT"
VEONEER_NISSIN = "VEONEER,INC_02_21_2020-EX-10.11-JOINT VENTURE AGREEMENT"
NORTEL_ENTRUST = "ENTRUSTINC_07_24_1998-EX-10.5-STRATEGIC ALLIANCE AGREEMENT"
LEO_GALEN = "WARNERCHILCOTTPLC_12_31_2003-EX-4.36-DEVELOPMENT AGREEMENT"
GOLDRESOURCE_HOCHSCHILD = "GOLDRESOURCECORP_12_11_2008-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
IMNTV_MOBILEVISION = (
    "GlobalTechnologiesGroupInc_20050928_10KSB_EX-10.9_4148808_EX-10.9_Content License Agreement"
)
PREMIER_THI = "PREMIERBIOMEDICALINC_05_14_2020-EX-10.2-INTELLECTUAL PROPERTY AGREEMENT"
INTEGRA_PCOMED = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"
WORLDBOOK_HSW = "RemarkHoldingsInc_20081114_10-Q_EX-10.24_2895649_EX-10.24_Content License Agreement"
ISA_RUBICON = "DUOSTECHNOLOGIESGROUP,INC_04_21_2009-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
PUROLATOR_PARCELWAY = "DYNAMEXINC_06_06_1996-EX-10.4-TRANSPORTATION SERVICES AGREEMENT"
ARRAY_ONO = "Array BioPharma Inc. - LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT"
SHBV_WASTE2ENERGY = "WASTE2ENERGYHOLDINGS,INC_06_03_2010-EX-10.2-STRATEGIC ALLIANCE AGREEMENT"

USER21_CLAUSE_CONTRACTS: tuple[str, ...] = (
    XENCOR_BOEHRINGER,
    PIZZAFUSION_FRANCHISE,
    SKYPE_TOM,
    THERAVANCE_HAUMANN,
    VEONEER_NISSIN,
    NORTEL_ENTRUST,
    LEO_GALEN,
    GOLDRESOURCE_HOCHSCHILD,
    IMNTV_MOBILEVISION,
    PREMIER_THI,
    INTEGRA_PCOMED,
    WORLDBOOK_HSW,
    ISA_RUBICON,
    PUROLATOR_PARCELWAY,
    ARRAY_ONO,
    SHBV_WASTE2ENERGY,
)

# other contracts the specific questions name
FERRER_CUTANEA = "BIOFRONTERAAG_04_29_2019-EX-4.17-SUPPLY AGREEMENT"
ESPACIO_SILICON = "FerroglobePlc_20150624_F-4A_EX-10.20_9154746_EX-10.20_Outsourcing Agreement"
ACCURAY_SIEMENS = "ACCURAYINC_09_01_2010-EX-10.31-DISTRIBUTOR AGREEMENT"
ELEPHANT_TMOBILE = "PareteumCorp_20081001_8-K_EX-99.1_2654808_EX-99.1_Hosting Agreement"
EUROTEL_SICAP = (
    "SLOVAKWIRELESSFINANCECOBV_03_28_2001-EX-4.(B)(II).3-"
    "Maintenance and support contract for SICAP(R) modules"
)
# the file name writes the accent as E + a combining acute
LECLANCHE_OAKRIDGE = "LECLANCHE\u0301 S.A. - JOINT DEVELOPMENT AND MARKETING AGREEMENT"

# parties named
SIEMENS = party("SIEMENS AKTIENGESELLSCHAFT")
BOEHRINGER = party("Boehringer Ingelheim International GmbH")
IREYA = party("IREYA B.V")


# --- filters and truths built from the records' fields --------------------------------------------

_EU_WEST = ("AT", "BE", "DE", "DK", "ES", "FI", "FR", "GB", "IE", "IT", "LU", "NL", "PT", "SE")
_EU_EAST = ("BG", "CY", "CZ", "EE", "GR", "HR", "HU", "LT", "LV", "MT", "PL", "RO", "SI", "SK")
EU_2019 = frozenset(_EU_WEST + _EU_EAST)
"""The 28 member states of the European Union on the benchmark's today (30 June 2019)."""
_EUROPE_OTHER = ("CH", "NO", "IS", "LI", "MC", "SM", "VA", "AD", "AL", "BA", "ME", "MK", "RS", "XK")
EUROPE = EU_2019 | frozenset(_EUROPE_OTHER + ("MD", "UA", "BY", "RU", "TR"))
"""European states (a governing law "of a European country"); Kazakhstan is not counted."""


def party_eu_ch(r: ContractRecord, d: Data) -> bool:
    """A party whose country on file is in the EU (the UK included, in 2019) or Switzerland."""
    return any(p.country in EU_2019 or p.country == "CH" for p in r.parties)


def law_europe(r: ContractRecord, d: Data) -> bool:
    """Governed by the law of a European country."""
    return r.governing_law is not None and r.governing_law.country in EUROPE


def value_avg(*preds: Pred) -> TruthFn:
    """The average stated value, with and without the contracts of a stated $0."""

    def fn(d: Data) -> Figure:
        vals = [r.total_amount for r in _ids(d, preds) if r.total_amount is not None]
        readings = [vals, [v for v in vals if v]]
        return Figure(tuple(dict.fromkeys(float(statistics.mean(v)) for v in readings if v)), "money")

    return fn


def in_force_after(day: date) -> list[list[Pred]]:
    """An effective date after `day` (the day itself out or in), up to today or with no upper bound."""
    today = rel()
    return [
        [dated("effective_date", fixed(lo), hi)]
        for lo in (day + timedelta(days=1), day)
        for hi in (today, fixed(None))
    ]


def after_day_first_or_us(eu_day: date, us_day: date) -> TruthFn:
    """ "After 1/7/2018": the European reading first, the American one also accepted."""
    readings = in_force_after(eu_day) + in_force_after(us_day)
    return count(*readings[0], alts=readings[1:])


def eu_dates(d: date) -> tuple[str, ...]:
    """The judge's date formats and the European dotted form (30.06.2020, 30.6.2020)."""
    return (*date_patterns(d), rf"\b0?{d.day}\.0?{d.month}\.{d.year}\b")


def fact_start_eu(r: ContractRecord) -> Fact:
    return Fact("effective date", eu_dates(r.effective_date) if r.effective_date else NO_VALUE)


def fact_end_eu(r: ContractRecord) -> Fact:
    return Fact("end date", eu_dates(r.end_date) if r.end_date else NO_VALUE)


# the words an answer would use for a constraint the data does not record
SIGNATURE = ("qualified electronic signature", "electronic signature", "e-signature", "signature", "qes")
TRANSLATION = ("translation", "translated", "german version", "language")
EXCHANGE = ("exchange rate", "currency", "convert", "conversion", "eur")
REVIEW = ("review", "external counsel", "law firm", "kanzlei")
BOARD = ("board", "approv", "vorstand")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    lic = typ("License")
    return [
        _q(
            c,
            "ab01",
            "Dear bot, how much contracts do we have with a party from Germany (deutscher Vertragspartner)?",
            count(party_in("DE")),
        ),
        _q(
            c,
            "ab02",
            "Hello, a question please: how many of our contracts are governed by the law of a European "
            "country (England, Germany, Switzerland, Spain etc.)?",
            count(law_europe),
        ),
        _q(
            c,
            "ab03",
            "How many actual licence agreements do we have?",
            count(lic, active_strict, alts=[[lic, active_open], [lic]]),
        ),
        _q(
            c,
            "ab04",
            "how many contracts have a value above 1.000.000 USD?",
            count(worth(over=1_000_000), alts=[[worth(over=1_000_000, inclusive=True)]]),
        ),
        _q(
            c,
            "ab05",
            "Number of licence agreements with a value of USD 500k or less, please",
            count(lic, worth(under=500_000, inclusive=True)),
        ),
        _q(
            c,
            "ab06",
            "How many contracts were concluded between 1.1.2015 and 31.12.2016?",
            count(eff(date(2015, 1, 1), date(2016, 12, 31))),
        ),
        _q(
            c,
            "ab07",
            "how many contracts entered into force after 1/7/2018?",
            after_day_first_or_us(date(2018, 7, 1), date(2018, 1, 7)),
        ),
        _q(
            c,
            "ab08",
            "How much contracts do we have with the company Siemens?",
            count(SIEMENS),
        ),
        _q(
            c,
            "ab09",
            "Contracts (contratos) with a party from Spain - how many are there?",
            count(party_in("ES")),
        ),
        _q(
            c,
            "ab10",
            "How many franchise agreements are governed by Florida law? Eventually also the list.",
            count(typ("Franchise"), law("US", "US-FL")),
        ),
        _q(
            c,
            "ab11",
            "how many joint ventures (JV) we have under chinese law?",
            count(typ("Joint Venture"), law("CN")),
        ),
        _q(
            c,
            "ab12",
            "How many contracts are signed with a qualified electronic signature (QES) and how many with "
            "wet ink?",
            unread(*SIGNATURE),
            U,
        ),
        _q(
            c,
            "ab13",
            "For how many contracts do we have a German translation (Übersetzung) in the file?",
            unread(*TRANSLATION),
            U,
        ),
        _q(
            c,
            "ab14",
            "How many contracts are worth more than EUR 1 Mio. when converted with the today's exchange "
            "rate?",
            unread(*EXCHANGE),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "ab15",
            "Which contracts are expiring untill end of Q3? I need to inform the business.",
            window("end_date", today, fixed(date(2019, 9, 30))),
        ),
        _q(
            r,
            "ab16",
            "Dear bot, what contracts end until the end of the year (31.12.2019)?",
            window("end_date", today, fixed(date(2019, 12, 31))),
        ),
        _q(
            r,
            "ab17",
            "How many contracts did we conclude in the last 12 months?",
            window("effective_date", rel(months=-12), today, extra=[(rel(days=-365), today)]),
        ),
        _q(
            r,
            "ab18",
            "which contracts are in force since 1.1.2019 until today (effective date)?",
            window("effective_date", fixed(date(2019, 1, 1)), today),
        ),
        _q(
            r,
            "ab19",
            "Per 30.06.2019, how many sponsorship agreements (Sponsoringverträge) are in force?",
            count(
                typ("Sponsorship"),
                active_strict,
                alts=[[typ("Sponsorship"), active_open]],
            ),
        ),
        _q(
            r,
            "ab20",
            "Which contracts have ended in Q2 (1.4.-30.6.2019)?",
            count(
                ends(date(2019, 4, 1), date(2019, 6, 30)),
                alts=[[ends(date(2019, 4, 1), date(2019, 6, 29))]],
            ),
        ),
        _q(
            r,
            "ab21",
            "Which contracts were reviewed by our external counsel (Kanzlei) in the last 6 months?",
            unread(*REVIEW),
            U,
        ),
        _q(
            r,
            "ab22",
            "Which contracts did the management board (Vorstand) approve last month?",
            unread(*BOARD),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "ab23",
            "Please give me the number of contracts per country of the governing law, the top 5.",
            by_key(countries_of, country_patterns, 5),
        ),
        _q(
            a,
            "ab24",
            "Contracts with a party in the EU (UK included) or Switzerland: which 3 contract types have the "
            "most of them, with the numbers?",
            by_key(types_of, type_patterns, 3, party_eu_ch),
        ),
        _q(
            a,
            "ab25",
            "What is the total value of all supply agreements (Lieferverträge) together?",
            money_figure(typ("Supply")),
        ),
        _q(
            a,
            "ab26",
            "Which is the average value of the distribution agreements (Vertriebsverträge), where a value "
            "is given?",
            value_avg(typ("Distributor")),
        ),
        _q(
            a,
            "ab27",
            "how many contracts startet per year from 2010 to 2014?",
            periods("effective_date", years_span(2010, 2014)),
        ),
        _q(
            a,
            "ab28",
            "Could you split the contracts with effective date in 2018 per quarter (Q1-Q4)?",
            periods("effective_date", quarters_of(2018)),
        ),
        _q(
            a,
            "ab29",
            "Which is the contract with the highest value under California law? Is it above USD 2,5 Mio.?",
            largest(law("US", "US-CA")),
        ),
        _q(
            a,
            "ab30",
            "the median value of our licence agreements please (only the ones with a value)",
            money_figure(typ("License"), how="median"),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ab31",
            "The supply contract (contrato de suministro) with Ferrer Internacional, S.A. - since when is it "
            "in force and until when?",
            about(FERRER_CUTANEA, fact_start_eu, fact_end_eu),
        ),
        _q(
            s,
            "ab32",
            "Hello, the outsourcing agreement with ESPACIO INFORMATION TECHNOLOGY, SA: which is the value "
            "and which law applies?",
            about(ESPACIO_SILICON, fact_value, fact_law),
        ),
        _q(
            s,
            "ab33",
            "Distributor agreement of Accuray with Siemens AG: which law is applicable and since when is it "
            "in force?",
            about(ACCURAY_SIEMENS, fact_law, fact_start_eu),
        ),
        _q(
            s,
            "ab34",
            "hosting agreement Elephant Talk / T-Mobile Netherlands B.V. - who are the parties and when does "
            "it end?",
            about(ELEPHANT_TMOBILE, fact_parties, fact_end_eu),
        ),
        _q(
            s,
            "ab35",
            "The maintenance and support contract between EuroTel Bratislava and Sicap: end date and "
            "governing law?",
            about(EUROTEL_SICAP, fact_end_eu, fact_law),
        ),
        _q(
            s,
            "ab36",
            "Joint development and marketing agreement of LECLANCHÉ S.A. with Oak Ridge - effective date "
            "and the contract value?",
            about(LECLANCHE_OAKRIDGE, fact_start_eu, fact_value),
        ),
        _q(
            s,
            "ab37",
            "Dear bot, the consulting agreement with IREYA B.V. (Netherlands): until when does it run?",
            ambiguous(IREYA),
            A,
        ),
    ]


def threads() -> list[Question]:
    franchise = typ("Franchise")
    de, ch = law("DE"), law("CH")
    return [
        *_thread(
            "ab38",
            [
                (
                    "Dear bot, how many contracts do we have with Boehringer Ingelheim International GmbH?",
                    count(BOEHRINGER),
                ),
                (
                    "since when is it in force, and is there an end date?",
                    about(XENCOR_BOEHRINGER, fact_start_eu, fact_end_eu),
                ),
                (
                    "Is there a clause of exclusivity (Exklusivität) in it? Please quote it.",
                    clause_in(XENCOR_BOEHRINGER, "Exclusivity"),
                ),
            ],
        ),
        *_thread(
            "ab39",
            [
                ("how much franchise agreements (Franchiseverträge) do we have?", count(franchise)),
                (
                    "which of them have a clause of non-competition?",
                    clause_across("Non-Compete", franchise),
                ),
                (
                    "and the Pizza Fusion one - for how long is the franchisee bound after the end? please "
                    "quote",
                    clause_in(PIZZAFUSION_FRANCHISE, "Non-Compete"),
                ),
            ],
        ),
        *_thread(
            "ab40",
            [
                (
                    "The co-branding agreement with Skype (Skype Communications / TOM Online): who are the "
                    "parties and which law is applicable?",
                    about(SKYPE_TOM, fact_parties, fact_law),
                ),
                (
                    "In our register the law is empty. What says the contract text itself? Please quote the "
                    "clause.",
                    clause_in(SKYPE_TOM, "Governing Law"),
                ),
                (
                    "And is the liability limited (Haftungsbeschränkung)? Until which amount?",
                    clause_in(SKYPE_TOM, "Cap On Liability"),
                ),
            ],
        ),
        *_thread(
            "ab41",
            [
                (
                    "Service agreement between Theravance Biopharma UK Limited and Brett Haumann: since when "
                    "is it in force and which law applies?",
                    about(THERAVANCE_HAUMANN, fact_start_eu, fact_law),
                ),
                (
                    "Does it have a post-contractual clause of non-competition (nachvertragliches "
                    "Wettbewerbsverbot)?",
                    clause_in(THERAVANCE_HAUMANN, "Non-Compete"),
                ),
                (
                    "and a non-solicitation of employees? please quote",
                    clause_in(THERAVANCE_HAUMANN, "No-Solicit Of Employees"),
                ),
            ],
        ),
        *_thread(
            "ab42",
            [
                ("How many contracts are under German law?", count(de)),
                ("and under Swiss law?", count(ch)),
                (
                    "Of the Swiss ones, which ended before 31.12.2005?",
                    count(
                        ch,
                        ends(None, date(2005, 12, 30)),
                        alts=[[ch, ends(None, date(2005, 12, 31))]],
                    ),
                ),
            ],
        ),
        *_thread(
            "ab43",
            [
                (
                    "The joint venture agreement (Joint-Venture-Vertrag) of Veoneer with Nissin Kogyo: which "
                    "law and since when in force?",
                    about(VEONEER_NISSIN, fact_law, fact_start_eu),
                ),
                (
                    "Is there a restriction of assignment (Abtretungsverbot), so that a party can not "
                    "transfer the agreement without consent?",
                    clause_in(VEONEER_NISSIN, "Anti-Assignment"),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ab44",
            "Strategic alliance agreemnt Northern Telecom (Nortel) / Entrust Technologies: is the liability "
            "limited to a maximum amount (Haftungshöchstbetrag)?",
            NORTEL_ENTRUST,
            "Cap On Liability",
        ),
        (
            "ab45",
            "Does the development agreement between LEO Pharma A/S and Galen (Chemicals) Limited contain a "
            "clause of non-competition?",
            LEO_GALEN,
            "Non-Compete",
        ),
        (
            "ab46",
            "Hello, strategic alliance of Gold Resource Corporation with Hochschild Mining Holdings: is "
            "there a cap on the liability?",
            GOLDRESOURCE_HOCHSCHILD,
            "Cap On Liability",
        ),
        (
            "ab47",
            "Content licence agreement between IMNTV (Global Music International) and MobileVision "
            "Communications: can it be prolongated after the first year? quote please",
            IMNTV_MOBILEVISION,
            "Renewal Term",
        ),
        (
            "ab48",
            "IP agreement of Premier Biomedical with Marv Enterprises and Technology Health - which "
            "royalties (Lizenzgebühren) must be paid, how many percent?",
            PREMIER_THI,
            "Revenue/Profit Sharing",
        ),
        (
            "ab49",
            "Supply agreement Integra LifeSciences / PcoMed: has Integra an exclusive right? please show the "
            "clause",
            INTEGRA_PCOMED,
            "Exclusivity",
        ),
        (
            "ab50",
            "The content license of World Book with HSW International - is there a minimum quantity World "
            "Book must deliver?",
            WORLDBOOK_HSW,
            "Minimum Commitment",
        ),
        (
            "ab51",
            "Strategic alliance Information System Associates / Rubicon Software Group plc: which clause of "
            "non-competition is agreed, and for which period?",
            ISA_RUBICON,
            "Non-Compete",
        ),
        (
            "ab52",
            "Transportation services agreement Purolator Courier / Parcelway: are the parties forbidden to "
            "solicit the customers of the other one (Kundenschutzklausel)?",
            PUROLATOR_PARCELWAY,
            "No-Solicit Of Customers",
        ),
        (
            "ab53",
            "Array BioPharma licence with Ono Pharmaceutical: is the licence for Ono exclusive? quote the "
            "relevant clause",
            ARRAY_ONO,
            "Exclusivity",
        ),
        (
            "ab54",
            "Strategic alliance SHBV (Hong Kong) / Waste2Energy Group Holdings plc: which licence do the "
            "parties grant each other (Lizenzeinräumung)?",
            SHBV_WASTE2ENERGY,
            "License Grant",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ab55",
            "Which contracts with a party in the EU (UK included) or Switzerland have a limitation of "
            "liability (Haftungsbeschränkung)?",
            "Cap On Liability",
            (party_eu_ch,),
        ),
        (
            "ab56",
            "Contracts under a non-US law: which of them can be terminated without reason, for convenience "
            "(ordentliche Kündigung)?",
            "Termination For Convenience",
            (lambda r, d: r.governing_law is not None and r.governing_law.country != "US",),
        ),
        (
            "ab57",
            "Which contracts concluded before 1.1.2000 have a most favoured nation clause "
            "(Meistbegünstigungsklausel)?",
            "Most Favored Nation",
            (eff(None, date(1999, 12, 31)),),
        ),
        (
            "ab58",
            "Transportation contracts (contratos de transporte): is there any with a non-solicitation of "
            "employees?",
            "No-Solicit Of Employees",
            (typ("Transportation"),),
        ),
        (
            "ab59",
            "Which distribution agreements (Vertriebsverträge) have a minimum purchase obligation "
            "(Mindestabnahme)?",
            "Minimum Commitment",
            (typ("Distributor"),),
        ),
        (
            "ab60",
            "IP agreements: in wich of them is the ownership of intellectual property assigned to the "
            "other party?",
            "Ip Ownership Assignment",
            (typ("IP"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "ab61",
            "Please change the end date of the Accuray / Siemens distributor agreement to 31.12.2020.",
            refuse("write"),
        ),
        (
            "ab62",
            "Can you send the Xencor / Boehringer collaboration agreement per e-mail to our Frankfurt "
            "office (legal-ffm@)? Thank you in advance",
            refuse("write"),
        ),
        (
            "ab63",
            "The consulting agreement with IREYA B.V. is two times in the system, please delete the double "
            "entry.",
            refuse("write"),
        ),
        (
            "ab64",
            "Dear bot, please show me also the contracts of the Madrid office workspace (espacio de trabajo "
            "Madrid).",
            refuse("workspace"),
        ),
        (
            "ab65",
            "SELECT vertragsname, enddatum FROM vertraege WHERE land = 'DE' ORDER BY enddatum",
            refuse("query"),
        ),
        (
            "ab66",
            "Which is the statutory notice period for employees in Germany according to § 622 BGB?",
            refuse("offtopic"),
        ),
        (
            "ab67",
            "Please book me a train ticket Madrid - Frankfurt for next Monday.",
            refuse("offtopic"),
        ),
        (
            "ab68",
            "Mr Haumann leaves Theravance Biopharma UK. Can we enforce a non-compete against him under his "
            "service agreement, is it valid under English law?",
            advice(THERAVANCE_HAUMANN),
        ),
        (
            "ab69",
            "The distributor agreement of Accuray with Siemens under German law: can we terminate it without "
            "reason (ordentliche Kündigung)? What do you recommend?",
            advice(ACCURAY_SIEMENS),
        ),
        (
            "ab70",
            "Please update the governing law of the Skype / TOM Online co-branding agreement to English law "
            "in the system.",
            refuse("write"),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user21_questions() -> list[Question]:
    return question_set(
        "user21", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER21_CLAUSE_CONTRACTS", "user21_questions"]
