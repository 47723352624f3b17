"""An eleventh user-written question set for `bench.qa_fresh` (split "user11", `--set user11`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user10_questions` and
`bench.qa_user9_questions`), the way a procurement / vendor-management analyst in a European
subsidiary writes in Slack: not a lawyer, English as a second language, so slightly non-native word
order and prepositions ("how many agreements we have with ...?", "contracts signed on 2018", "which
contracts are finishing in the next months?"), European dates (1.3.2019, 31.5.2019, "till end of
year", "from 1.7.2019"), amounts with European separators ("1.000.000 USD"), the words of purchasing
("supplier", "vendor", "partner", "frame agreement", "prolongation" for renewal, "cancellation" for
termination, "notice period"), a party name with a typo ("Verticalnett", "Sagem Morfo", "Arkansas
Western Pipline"), two constraints joined with "and" / "but not", follow-ups that lean on the turn
before ("only the expired please", "which one of them is the biggest?", "same but 2017"), clause
questions about one named contract ("has the ... a cancellation for convenience?", "what says the
... about non-competition?") and across the contracts of one type, refusals (changing a date,
e-mailing a supplier, a sister company's workspace, pasted SQL, the weather, the exchange rate, "should
we sign it?") and constraints the data does not record (payment terms net 60, purchase-order numbers,
price increases). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected
number is written here, every truth is computed from the data (a few filters are negations or unions
of those helpers).

Currency: the data's values are in US dollars and record no currency or exchange rate. A threshold
given in euros ("more than 1 Mio EUR", "under 50 k€") cannot be applied without a rate, so those two
questions are `Unread` (group "unanswerable") with the currency as the constraint to name: right is
flagging it (saying the values are in USD / that it cannot convert euros); reading the euros as dollars
without a word is wrong; they have no `computable` count, as any count would silently treat EUR as
USD. Amounts written in dollars with European separators ("1.000.000 USD") are ordinary questions.

Readings: "the next months" accepts one to six months (and 30/60/90/183 days); "1.3.2019" is the first
of March (the European reading; the judge does not accept the American one); "partner from Europe" is
spelled out in the question as including the UK and Switzerland; "under english law" accepts English
or unspecified-UK law, and any UK law; "expired" accepts the end day in or out; "not under California
law" accepts with and without the contracts of unknown governing law.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"). Every such contract is already in the
clause-contract tuple of the fresh set or of an earlier user set (so clause-indexed already, and the
cross-contract universes do not change); this set asks each of them only about a clause category that
no earlier set asked of it (checked over the truths of every earlier set's clause questions and of
the clause turns of its threads). They are listed in `USER11_CLAUSE_CONTRACTS`.

The "no" clause questions (`VEONEER_JV` exclusivity, `LOHA_SUPPLY` renewal term, `LEO_GALEN`
termination for convenience) name contracts with no labelled span of that category at all (located or
not; CUAD's master table answers "No" or nothing), and whose text has no such clause: the Veoneer /
Nissin Kogyo document is an amendment and termination of their 2016 joint venture agreement (Veoneer
leaves the JV; only D&O indemnity and governing law besides) and grants no exclusive right (the word
does not occur; its non-compete was asked by an earlier set's thread, so it is not asked here); the
LOHAS supply contract is a framework agreement "valid for 5 years" with no extension or renewal;
the LEO Pharma / Galen development agreement ends on the events of its Article 7.2, on a party's
uncured breach (7.3) or after six months of force majeure, never at will. Names that need care:
`VEONEER_JV` is the October 2019 "Amendment and Termination of Joint Venture Agreement" (the 2016 JV
agreement itself is not in the data); `LOHA_SUPPLY` is the Loha Co. F-1 exhibit, whose buyer is Shenzhen
LOHAS Supply Chain Management (the seller is left blank); `ATMOS_TSA` is the Atmos Energy filing whose
parties are Arkansas Western Gas and Arkansas Western Pipeline; `MTI_PREMIER` is the "Premier Addendum"
of the McDATA / MTI reseller agreement; `TOM_SKYPE` is the TOM Online / Skype co-branding agreement
(the Skype parties are in Luxembourg); `DUOS_RUBICON` is the Information System Associates / Rubicon
Software strategic alliance (filed by Duos Technologies). The Azul / ATR maintenance question is
`Ambiguous`: there are two of them (2015 and 2016).

Every question's split is "user11"; ids start with "e" (a thread's turns are "eNN.1", "eNN.2", ...),
a letter no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
    ULTRAGENYX,
    Data,
    Pred,
    Question,
    _q,
    _thread,
    about,
    advice,
    ambiguous,
    by_key,
    clause_across_questions,
    clause_in,
    clause_in_questions,
    count,
    countries_of,
    country_patterns,
    eff,
    expired_incl,
    expired_strict,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    largest,
    law,
    law_in,
    money_figure,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_patterns,
    periods,
    question_set,
    refuse,
    rel,
    term_figure,
    typ,
    unread,
    window,
    worth,
    year_of,
    years_span,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

ANTARES = "Antares Pharma, Inc. - Manufacturing Agreement"
ATMOS_TSA = "ATMOSENERGYCORP_11_22_2002-EX-10.17-TRANSPORTATION SERVICE AGREEMENT"
AIRSPAN = "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement"
TOM_SKYPE = "TomOnlineInc_20060501_20-F_EX-4.46_749700_EX-4.46_Co-Branding Agreement"
DYNTEK = "DYNTEKINC_07_30_1999-EX-10-ONLINE HOSTING AGREEMENT"
MTI_PREMIER = "MTITECHNOLOGYCORP_11_16_2004-EX-10.102-Reseller Agreement Premier Addendum"
DUOS_RUBICON = "DUOSTECHNOLOGIESGROUP,INC_04_21_2009-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
VEONEER_JV = "VEONEER,INC_02_21_2020-EX-10.11-JOINT VENTURE AGREEMENT"
LOHA_SUPPLY = "LohaCompanyltd_20191209_F-1_EX-10.16_11917878_EX-10.16_Supply Agreement"
LEO_GALEN = "WARNERCHILCOTTPLC_12_31_2003-EX-4.36-DEVELOPMENT AGREEMENT"

USER11_CLAUSE_CONTRACTS: tuple[str, ...] = (
    ANTARES,
    ATMOS_TSA,
    AIRSPAN,
    TOM_SKYPE,
    DYNTEK,
    MTI_PREMIER,
    DUOS_RUBICON,
    VEONEER_JV,
    LOHA_SUPPLY,
    LEO_GALEN,
)

# other contracts the specific questions name
VAPOTHERM = "VAPOTHERM, INC. - Manufacturing and Supply Agreement"
ESPACIO = "FerroglobePlc_20150624_F-4A_EX-10.20_9154746_EX-10.20_Outsourcing Agreement"
PROFOUND = "PROFOUNDMEDICALCORP_08_29_2019-EX-4.5-SUPPLY AGREEMENT"
DAIRY_CREST = "SMITHELECTRICVEHICLESCORP_04_04_2012-EX-10.26-FLEET MAINTENANCE AGREEMENT"
ELEPHANT_TALK = "PareteumCorp_20081001_8-K_EX-99.1_2654808_EX-99.1_Hosting Agreement"
SAGEM = "IMAGEWARESYSTEMSINC_12_20_1999-EX-10.22-MAINTENANCE AGREEMENT"

# parties' countries: "Europe" as the question spells it out (with the UK, Switzerland and the EEA)
EUROPE = (
    "AT", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR", "HR", "HU",
    "IE", "IS", "IT", "LI", "LT", "LU", "LV", "MT", "NL", "NO", "PL", "PT", "RO", "SE", "SI", "SK",
)  # fmt: skip


# --- filters built from the helpers (negations, unions) -------------------------------------------


def unless(pred: Pred) -> Pred:
    """The contracts `pred` does not select ("but not the ones under california law")."""
    return lambda r, d: not pred(r, d)


def known_law(r: ContractRecord, d: Data) -> bool:
    return r.governing_law is not None


def party_from(*countries: str) -> Pred:
    """A party based in any of `countries` ("a french or dutch partner")."""
    return lambda r, d: any(p.country in countries for p in r.parties)


def party_countries(r: ContractRecord) -> list[str]:
    """The countries of a contract's parties (a contract counts once per country)."""
    return [p.country for p in r.parties if p.country]


# how an answer names the currency it could not apply (a threshold in euros; the values are in USD)
CURRENCY = ("currenc", "usd", "dollar", "euro", "eur", "exchange")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    dist, ca = typ("Distributor"), law("US", "US-CA")
    big, big_incl, since_2015 = (
        worth(over=1_000_000),
        worth(over=1_000_000, inclusive=True),
        eff(date(2015, 1, 1), None),
    )
    english, uk_law, no_uk = law_in("GB-ENG", None, country="GB"), law("GB"), unless(party_in("GB"))
    return [
        _q(c, "e01", "how many agreements we have with a german company?", count(party_in("DE"))),
        _q(
            c,
            "e02",
            "how many supply agreements with a swiss supplier we have?",
            count(typ("Supply"), party_in("CH")),
        ),
        _q(
            c,
            "e03",
            "how many contracts above 1.000.000 USD we have, signed from 2015 on?",
            count(big, since_2015, alts=[[big_incl, since_2015]]),
        ),
        _q(
            c,
            "e04",
            "how many contracts are under english law but there is no british company in it?",
            count(english, no_uk, alts=[[uk_law, no_uk]]),
        ),
        _q(
            c,
            "e05",
            "how many distributor agreements are expired, but not counting the ones under california law?",
            count(
                dist,
                expired_strict,
                unless(ca),
                alts=[
                    [dist, expired_incl, unless(ca)],
                    [dist, expired_strict, known_law, unless(ca)],
                    [dist, expired_incl, known_law, unless(ca)],
                ],
            ),
        ),
        _q(
            c,
            "e06",
            "maintenance contracts with a french or dutch partner, how many?",
            count(typ("Maintenance"), party_from("FR", "NL")),
        ),
        _q(
            c,
            "e07",
            "how many agreements we have with the vendor Verticalnett?",
            count(party("VerticalNet, Inc.")),
        ),
        _q(
            c,
            "e08",
            "how many supplier agreements have payment terms of net 60 or longer?",
            unread("payment term", "net 60", "payment"),
            U,
        ),
        _q(
            c,
            "e09",
            "how many contracts signed on 2018 have a value of more than 1 Mio EUR?",
            unread(*CURRENCY),
            U,
        ),
        _q(
            c,
            "e10",
            "for how many frame agreements we have a purchase order number in the system?",
            unread("purchase order", "po number", "po numbers"),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY.year
    months = [(today, rel(months=n)) for n in (1, 2, 6)] + [(today, rel(days=n)) for n in (30, 60, 90, 183)]
    return [
        _q(
            r,
            "e11",
            "which contracts are finishing in the next months?",
            window("end_date", today, rel(months=3), extra=months),
        ),
        _q(
            r,
            "e12",
            "what is expiring till end of year?",
            window("end_date", today, fixed(date(t, 12, 31))),
        ),
        _q(
            r,
            "e13",
            "which contracts are starting from 1.7.2019?",
            window("effective_date", fixed(date(2019, 7, 1)), fixed(None)),
        ),
        _q(
            r,
            "e14",
            "which agreements ended between 1.3.2019 and 31.5.2019?",
            window("end_date", fixed(date(2019, 3, 1)), fixed(date(2019, 5, 31))),
        ),
        _q(
            r,
            "e15",
            "how many contracts we signed in the last 6 months?",
            window("effective_date", rel(months=-6), today, extra=[(rel(days=-183), today)]),
        ),
        _q(
            r,
            "e16",
            "which contracts come to the prolongation date in next 90 days?",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "e17",
            "which agreements are ending till 31.12.2020 and have a value under 50 k€?",
            unread(*CURRENCY),
            U,
        ),
        _q(
            r,
            "e18",
            "which supplier contracts had a price increase since january?",
            unread("price increase", "price change", "pricing", "price"),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    europe = party_from(*EUROPE)
    return [
        _q(
            a,
            "e19",
            "from which countries are our partners? top 5 countries by number of contracts pls",
            by_key(party_countries, country_patterns, 5),
        ),
        _q(a, "e20", "total value of all maintenance contracts together?", money_figure(typ("Maintenance"))),
        _q(
            a,
            "e21",
            "what is the average contract value of the license agreements (USD is fine)?",
            money_figure(typ("License"), how="avg"),
        ),
        _q(
            a,
            "e22",
            "which 3 companies we see most often in our distribution agreements?",
            by_key(parties_of, party_patterns, 3, typ("Distributor")),
        ),
        _q(
            a,
            "e23",
            "how many contracts are finishing per year, from 2020 until 2023?",
            periods("end_date", years_span(2020, 2023)),
        ),
        _q(a, "e24", "which supply agreement has the highest value?", largest(typ("Supply"))),
        _q(
            a,
            "e25",
            "average duration of the hosting agreements, in months?",
            term_figure(typ("Hosting"), unit="months"),
        ),
        _q(
            a,
            "e26",
            "contracts with a partner from Europe (UK and Switzerland included): which governing law "
            "countries are the top 3?",
            by_key(countries_of, country_patterns, 3, europe),
        ),
        _q(
            a,
            "e27",
            "please give me the complete list of the transportation agreements",
            count(typ("Transportation"), full=True),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "e28",
            "when is finishing the supply agreement between Ultragenyx and Cremer Oelo?",
            about(ULTRAGENYX, fact_end),
        ),
        _q(
            s,
            "e29",
            "who are the parties of the Vapotherm manufacturing and supply agreement (the italian one)?",
            about(VAPOTHERM, fact_parties),
        ),
        _q(
            s,
            "e30",
            "how much is the value of the outsourcing agreement with Espacio Information Technology?",
            about(ESPACIO, fact_value),
        ),
        _q(
            s,
            "e31",
            "which law is applicable on the supply agreement between Profound Medical and Philips?",
            about(PROFOUND, fact_law),
        ),
        _q(
            s,
            "e32",
            "fleet maintenance agreement of Smith Electric with Dairy Crest: from when until when it is running?",
            about(DAIRY_CREST, fact_start, fact_end),
        ),
        _q(
            s,
            "e33",
            "the hosting agreement between Elephant Talk and T-Mobile Netherlands - when it ends and which "
            "law applies?",
            about(ELEPHANT_TALK, fact_end, fact_law),
        ),
        _q(
            s,
            "e34",
            "what is the value of the Ximage maintenance contract with Sagem Morfo?",
            about(SAGEM, fact_value),
        ),
        _q(
            s,
            "e35",
            "the maintenance agreement of Azul with ATR, when it started?",
            ambiguous(party("AZUL LINHAS AÉREAS BRASILEIRAS S/A"), typ("Maintenance")),
            A,
        ),
    ]


def threads() -> list[Question]:
    host, maint = typ("Hosting"), typ("Maintenance")
    y2017 = year_of("effective_date", 2017)
    supply, manuf = typ("Supply"), typ("Manufacturing")
    to_2022 = (rel(), fixed(date(2022, 12, 31)))
    to_2024 = (rel(), fixed(date(2024, 12, 31)))
    return [
        *_thread(
            "e36",
            [
                ("how many hosting agreements we have?", count(host)),
                ("only the expired please", count(host, expired_strict, alts=[[host, expired_incl]])),
                ("which one of them is the biggest?", largest(host, expired_strict)),
                ("and for the maintenance ones?", largest(maint, expired_strict)),
            ],
        ),
        *_thread(
            "e37",
            [
                ("how many contracts signed on 2018?", count(year_of("effective_date", 2018))),
                ("same but 2017", count(y2017)),
                ("only the ones with a partner outside of US", count(y2017, party_abroad)),
            ],
        ),
        *_thread(
            "e38",
            [
                ("can you show me the co-branding agreement of TOM Online with Skype?", about(TOM_SKYPE)),
                ("is there an automatic prolongation?", clause_in(TOM_SKYPE, "Renewal Term")),
                (
                    "and how many days before we must cancel it to stop the prolongation?",
                    clause_in(TOM_SKYPE, "Notice Period To Terminate Renewal"),
                ),
            ],
        ),
        *_thread(
            "e39",
            [
                (
                    "which manufacturing agreements are finishing till end of 2022?",
                    window("end_date", *to_2022, manuf),
                ),
                ("and the supply ones, till end of 2024?", window("end_date", *to_2024, supply)),
                (
                    "which of them have a partner outside US?",
                    window("end_date", *to_2024, supply, party_abroad),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "e40",
            "has the Antares manufacturing agreement with AMAG a minimum order quantity?",
            ANTARES,
            "Minimum Commitment",
        ),
        (
            "e41",
            "how much notice we must give to stop the transportation service agreement between Arkansas "
            "Western Gas and Arkansas Western Pipline after the primary term?",
            ATMOS_TSA,
            "Notice Period To Terminate Renewal",
        ),
        (
            "e42",
            "in the distributor agreement with GLS, does Airspan give the best price to GLS, like most "
            "favoured customer?",
            AIRSPAN,
            "Most Favored Nation",
        ),
        (
            "e43",
            "what says the Skype / Tom Online co-branding agreement about non-competition?",
            TOM_SKYPE,
            "Non-Compete",
        ),
        (
            "e44",
            "has the online hosting agreement between Diplomat Direct Marketing and Tadeo a cancellation "
            "for convenience?",
            DYNTEK,
            "Termination For Convenience",
        ),
        (
            "e45",
            "the McDATA reseller premier addendum with MTI, is it prolongated automatically?",
            MTI_PREMIER,
            "Renewal Term",
        ),
        (
            "e46",
            "in the strategic alliance of Information System Associates with Rubicon Software, is it "
            "forbidden to take over employees from the other side?",
            DUOS_RUBICON,
            "No-Solicit Of Employees",
        ),
        (
            "e47",
            "what says the Veoneer / Nissin Kogyo joint venture amendment about exclusivity?",
            VEONEER_JV,
            "Exclusivity",
        ),
        (
            "e48",
            "the frame supply contract of Shenzhen LOHAS - is there any automatic prolongation after the "
            "5 years?",
            LOHA_SUPPLY,
            "Renewal Term",
        ),
        (
            "e49",
            "can Galen cancel the development agreement with Leo Pharma for convenience, so without any "
            "breach?",
            LEO_GALEN,
            "Termination For Convenience",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items = [
        (
            "e50",
            "which supply agreements have a minimum purchase quantity for the buyer?",
            "Minimum Commitment",
            (typ("Supply"),),
        ),
        (
            "e51",
            "in which transport agreements is the volume limited (max quantity)?",
            "Volume Restriction",
            (typ("Transportation"),),
        ),
        (
            "e52",
            "which distribution agreements have obligations after the cancellation, e.g. sell-off of the "
            "stock or support?",
            "Post-Termination Services",
            (typ("Distributor"),),
        ),
        (
            "e53",
            "which maintenance contracts cannot be transferred to another company without consent?",
            "Anti-Assignment",
            (typ("Maintenance"),),
        ),
        (
            "e54",
            "for which hosting agreements there is a cancellation for convenience?",
            "Termination For Convenience",
            (typ("Hosting"),),
        ),
        (
            "e55",
            "reseller agreements where the liability is unlimited for some cases?",
            "Uncapped Liability",
            (typ("Reseller"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items = [
        (
            "e56",
            "pls change the end date of the Elephant Talk / T-Mobile hosting agreement to 31.12.2021",
            refuse("write"),
        ),
        (
            "e57",
            "can you send an email to Hovione that we want to cancel the supply agreement from 1.1.2020?",
            refuse("write"),
        ),
        (
            "e58",
            "show me the supplier contracts from the workspace of our sister company in Poland",
            refuse("workspace"),
        ),
        (
            "e59",
            "SELECT supplier, SUM(amount) FROM contracts GROUP BY supplier ORDER BY 2 DESC;",
            refuse("query"),
        ),
        ("e60", "how is the weather in Frankfurt tomorrow? I must drive to a supplier", refuse("offtopic")),
        ("e61", "what is the exchange rate EUR/USD today?", refuse("offtopic")),
        (
            "e62",
            "should we sign the prolongation of the Cremer Oleo supply agreement with Ultragenyx?",
            advice(ULTRAGENYX),
        ),
        (
            "e63",
            "Diplomat / Tadeo hosting agreement: is the 60 days cancellation ok for us or we must negotiate?",
            advice(DYNTEK),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user11_questions() -> list[Question]:
    return question_set(
        "user11", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER11_CLAUSE_CONTRACTS", "user11_questions"]
