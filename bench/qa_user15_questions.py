"""A fifteenth user-written question set for `bench.qa_fresh` (split "user15", `--set user15`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user14_questions` and
`bench.qa_user13_questions` and the clause contracts and categories the earlier sets ask), the way a
compliance / third-party-risk officer types into Slack while working through a third-party risk review:
risk and compliance words rather than legal or finance ones ("counterparty", "third party", "exposure",
"jurisdiction", "domiciled in", "incorporated in", "governed by", "offshore", "high-risk countries ... per
the policy", "concentration", "key suppliers", "single-source / dependency", "still live", "dormant" for
ended, "legacy" for old, "in scope", "as at 31 Dec 2018", "for the register", "for the risk committee",
"TPRM"), some messages formal and numbered as pasted from a review checklist ("1.", "2.", "3."), some
terse ("count pls", "same but only the live ones"), party names as a risk analyst writes them (short
names and parents: "BI" for Boehringer Ingelheim, "Nortel" for Northern Telecom, "ATR", "Skype", "Ltd" /
"GmbH" / "S.A." / "plc" suffixes) with a few typos ("Boehringer Ingleheim", "Organic Preperations"). It
asks counts and lists filtered by where the counterparties are domiciled (outside the US, one country,
several countries, an offshore list, the policy's high-risk list), governing law, type, value and
status, relative dates and "as at" dates, aggregations (contracts per counterparty country, per
governing-law country, top counterparties by number of contracts, a total, an average, the biggest
contract, distinct parties of a country), details of one named contract (where a party is domiciled,
governing law, dates, value, parties), follow-up threads that lean on the turn before ("same but only
the live ones", "as at 31 Dec 2018 instead", "of those, ...", "who's the counterparty on the second
one"), clause questions about one named contract and across contracts in risk words (change of control
and assignment, liability caps and uncapped exposure, covenants not to contest IP, exit support after
termination, non-solicits, non-competes, exclusivity / single-source), "no clause" cases, refusals
(writing a risk rating into the register, deleting and adding contracts, another business unit's
workspace, a Cypher query pasted in, sanctions-list, adverse-media and credit-rating look-ups, legal
advice: "are we exposed if ...", "is this cap enforceable") and constraints the data does not record (a
counterparty's risk rating or tier, KYC / due diligence status, a separately signed DPA, sanctions
screening status, the relationship owner). It uses the helpers and truth objects of
`bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the data (a
few filters and truths are built here from the records' fields: a party domiciled outside the US or in
one of several countries, a party domiciled outside the UK, a governing law outside the US, a contract
live as at a date, the countries and the non-US parties of a contract as groups, an average with and
without the contracts of a stated $0, where a named party is domiciled as an asked fact, the n-th
contract by value with its parties and their countries).

Readings: a "counterparty" is any party of a contract (the data does not say which side is ours); "a
counterparty domiciled outside the US" / "non-US" / "foreign" is a party whose country on file is known
and not the US; "mainland China" and "PRC" are China (CN) without Hong Kong, "Chinese or Hong Kong" both;
"PRC law" is Chinese governing law; "English law" is the law of England or the UK without a region, and
also any UK law (one contract is under Welsh law); "outside the UK" is a party of a known country other
than the UK. "Offshore" is the list the message spells out (Cayman Islands, BVI, Bermuda, Isle of Man);
a party whose name says one of them is also accepted (TOM Online (BVI) Limited is on file with an
address in China). The high-risk countries are the policy list the message spells out. "Still live" /
"live" (today) accepts contracts without an end date as running or not; "live as at <date>" is started
on or before that date and not ended before it, accepting contracts without an end date as live or not
and a contract ending on that day as live or not (thread b37 and b12 alike; b37.3 "of those" is the
strategic alliances among the non-US-law contracts live as at 31 Dec 2018). "Dormant, i.e. already
ended" is an end date before today, or on today too; "go dormant in the next 6 months" is an end date
from today to six months on (or 183 days), today in or out; "ended in the last 2 years" is 24 months or
730 days back to today; "signed since 1 Jan" is from 1 January 2019 up to today or with no upper bound
(the data holds contracts dated after today); "signed before 2005 ... still live" is an effective date
up to 31 December 2004 and live today; "between now and the end of 2020" accepts today in or out. "Over
$1M" accepts exactly $1,000,000 in or out. The average value "only the ones with a value on file"
accepts the figure with and without the contracts of a stated $0. "Total exposure" to Chinese
counterparties is the sum of the stated values of their contracts. "Number of contracts per
counterparty country, excluding the US" counts a contract once in each non-US country where one of its
parties is domiciled; the "governing law split ... by country" counts the contracts with a non-US party
by the country of their governing law (the US among them); "top 3 non-US counterparties" groups by the
non-US parties (ties at third place: any of the tied ones may stand for it); "key suppliers" are the
parties of the supply and manufacturing agreements (Stremick's Heritage Foods is on file spelled two
ways, so two groups). In thread b41 "top 3 contracts by value" is judged on the first contract shown
(the biggest, with its value), and "the second one" is the second by stated value, with all its parties
and the countries outside the US where they are domiciled.

Refusals and unrecorded constraints: b57 asks to *write* a risk rating into the register (a write,
declined), b09 to *count* by a risk rating the data does not record (unread); b62 asks whether a company
is on a sanctions list (an outside look-up, off-topic, as are the adverse-media and credit-rating
questions), b19 to count by a sanctions-screening status the data does not record (unread).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"). Every such contract is already in the
clause-contract tuple of the fresh set or of an earlier user set (so clause-indexed already, and the
cross-contract universes do not change); this set asks each of them only about a clause category that no
earlier set asked of it (checked over the truths of every earlier set's clause questions and of the
clause turns of its threads, user14's included). They are listed in `USER15_CLAUSE_CONTRACTS`. CUAD's
dev labels hold no "Change of Control", "Audit Rights", "Insurance" or "Source Code Escrow" category, so
the change-of-control turn (b38.2) is asked as anti-assignment of a contract whose labelled passage lets
either party assign "to an acquiring party ... whether by merger, sale of stock, sale of assets or
otherwise" (`XENCOR_BI`), and b51 ("restrict assignment / change of control") as anti-assignment too.

The "no" clause questions (`ZTO_ROAD` non-compete, `ENTRUST_NORTEL` no-solicit of employees, `NOVO_HGF`
exclusivity) name contracts with no labelled span of that category at all (located or not), and whose
text has no such clause: the ZTO Express / Tonglu Tongze road transportation agreement binds the carrier
to ZTO's routes, vehicles, insurance and licences and bars it from passing "the carriage of goods to any
third party in the designated route" without approval (a subcontracting limit), but never stops it from
hauling for others (the stems "compet", "exclusiv" and "solicit" do not occur); the Entrust Technologies /
Northern Telecom strategic alliance licenses products, patents and trademarks between them with no word
on hiring or soliciting each other's staff (the stems "solicit", "hire" and "recruit" do not occur;
"personnel" and "employees" only in the licence scope and joint patents); the Novo Integrated Sciences /
Harvest Gold Farms hemp joint venture shares out duties, income (70/30) and assignment rights, but ties
neither side to the other alone (the stem "exclusiv" does not occur, "compet" only in "competent
jurisdiction", "sole" only in "sole responsibility" and "sole and entire agreement"). Names that need care:
`TOM_SKYPE` is the Skype / TOM Online co-branding agreement filed by TOM Online (parties Skype
Communications S.A. and Skype Technologies S.A. of Luxembourg, TOM Online (BVI) Limited, TOM Online Inc.,
Tel-Online Limited); `DUOS_RUBICON` is the Rubicon Software Group plc / Information System Associates
strategic alliance filed by Duos Technologies; `DYNAMEX_PUROLATOR` is the Purolator Courier / Parcelway
Courier Systems Canada transportation services agreement filed by Dynamex; `CHANGEPOINT_CORIO` is Corio's
licence and hosting agreement with Changepoint (Corio's other one, with Commerce One, is not asked);
`XENCOR_BI` is the Xencor / Boehringer Ingelheim collaboration agreement, file "(3)" (Xencor's other
contract in the data is with Aimmune); `ENTRUST_NORTEL` names "Nortel", the short name of Northern Telecom
Limited; `KAZAKHOIL` is the JSC NOC KazakhOil / JSC Karakudukmunay transportation contract filed by
Chaparral Resources (no value on file: the answer must say so); `AGAPE_ORGANIC` is the Organic
Preparations Inc. (Vanuatu) / Agape ATP International Holding supply agreement; `GARRETT_HONEYWELL` is the
Honeywell / Garrett Motion intellectual property agreement, Garrett on file as domiciled in
Switzerland. "MediWound Ltd" (b06) is a party to two contracts (with Challenge Bioproducts and with
Vericel). The Azul / ATR maintenance question is `Ambiguous`: the data holds two maintenance agreements
between Azul Linhas Aéreas Brasileiras and Avions de Transport Régional (2015 and 2016).

Every question's split is "user15"; ids start with "b" (a thread's turns are "bNN.1", "bNN.2", ...), a
letter no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from datetime import date

from bench.qa_fresh_questions import (
    Data,
    Fact,
    Figure,
    Pred,
    Question,
    Single,
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
    clause_across_questions,
    clause_in,
    clause_in_questions,
    count,
    countries_of,
    country_patterns,
    distinct_parties,
    eff,
    expired_incl,
    expired_strict,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    foreign_countries,
    largest,
    law,
    law_in,
    live_now,
    money_figure,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_patterns,
    question_set,
    refuse,
    rel,
    select,
    typ,
    unread,
    window,
    worth,
)
from graph_ingest.models import ContractRecord
from graph_ingest.names import party_key

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

XENCOR_BI = "XENCORINC_10_25_2013-EX-10.24-COLLABORATION AGREEMENT (3)"
MACROGENICS_GC = "MACROGENICSINC_08_02_2013-EX-10-COLLABORATION AGREEMENT"
TOM_SKYPE = "TomOnlineInc_20060501_20-F_EX-4.46_749700_EX-4.46_Co-Branding Agreement"
DUOS_RUBICON = "DUOSTECHNOLOGIESGROUP,INC_04_21_2009-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
CHANGEPOINT_CORIO = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
DYNAMEX_PUROLATOR = "DYNAMEXINC_06_06_1996-EX-10.4-TRANSPORTATION SERVICES AGREEMENT"
W2E_SHBV = "WASTE2ENERGYHOLDINGS,INC_06_03_2010-EX-10.2-STRATEGIC ALLIANCE AGREEMENT"
ARRAY_ONO = "Array BioPharma Inc. - LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT"
ZTO_ROAD = "ZtoExpressCaymanInc_20160930_F-1_EX-10.10_9752871_EX-10.10_Transportation Agreement"
ENTRUST_NORTEL = "ENTRUSTINC_07_24_1998-EX-10.5-STRATEGIC ALLIANCE AGREEMENT"
NOVO_HGF = "NOVOINTEGRATEDSCIENCES,INC_12_23_2019-EX-10.1-JOINT VENTURE AGREEMENT"

USER15_CLAUSE_CONTRACTS: tuple[str, ...] = (
    XENCOR_BI,
    MACROGENICS_GC,
    TOM_SKYPE,
    DUOS_RUBICON,
    CHANGEPOINT_CORIO,
    DYNAMEX_PUROLATOR,
    W2E_SHBV,
    ARRAY_ONO,
    ZTO_ROAD,
    ENTRUST_NORTEL,
    NOVO_HGF,
)

# other contracts the specific questions name
APOLLO_ESTABLISHMENT = "Apollo Endosurgery - Manufacturing and Supply Agreement"
ELECTRA_ZONGSHEN = "ELECTRAMECCANICA VEHICLES CORP. - Manufacturing Agreement"
KALLO_PETRODATA = "KALLOINC_11_03_2011-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
KAZAKHOIL = "CHAPARRALRESOURCESINC_03_30_2000-EX-10.66-TRANSPORTATION CONTRACT"
AGAPE_ORGANIC = "AgapeAtpCorp_20191202_10-KA_EX-10.1_11911128_EX-10.1_Supply Agreement"
GARRETT_HONEYWELL = "GarrettMotionInc_20181001_8-K_EX-2.4_11364532_EX-2.4_Intellectual Property Agreement"


# --- filters and truths built from the records' fields --------------------------------------------


def party_any(*countries: str) -> Pred:
    """A party domiciled in any of `countries`."""
    return lambda r, d: any(p.country in countries for p in r.parties)


def party_outside(country: str) -> Pred:
    """A party domiciled outside `country` (a party of unknown country does not count)."""
    return lambda r, d: any(p.country is not None and p.country != country for p in r.parties)


OFFSHORE = ("KY", "VG", "BM", "IM")  # Cayman Islands, British Virgin Islands, Bermuda, Isle of Man
OFFSHORE_NAMES = ("(bvi)", "british virgin islands", "cayman", "bermuda", "isle of man")


def offshore_named(r: ContractRecord, d: Data) -> bool:
    """A party domiciled in an offshore centre of `OFFSHORE`, or whose name says one ("TOM Online (BVI)
    Limited", whose address on file is in China)."""
    return party_any(*OFFSHORE)(r, d) or any(w in p.name.lower() for p in r.parties for w in OFFSHORE_NAMES)


def law_abroad(r: ContractRecord, d: Data) -> bool:
    """A governing law known and outside the United States."""
    return r.governing_law is not None and r.governing_law.country != "US"


def live_at(cut: date, open_ended: bool, boundary: bool) -> Pred:
    """Started on or before `cut` and not ended before it ("live as at 31 Dec 2018"): contracts
    without an end date live or not (`open_ended`), one ending on `cut` itself live or not
    (`boundary`). A contract without an effective date counts as started, as `active_strict` does."""

    def pred(r: ContractRecord, d: Data) -> bool:
        if r.effective_date is not None and r.effective_date > cut:
            return False
        if r.end_date is None:
            return open_ended
        return r.end_date >= cut if boundary else r.end_date > cut

    return pred


def live_readings(cut: date, *preds: Pred) -> TruthFn:
    """A count of the contracts of `preds` live as at `cut`, under each reading of "live"."""
    readings = [[*preds, live_at(cut, o, b)] for o in (True, False) for b in (True, False)]
    return count(*readings[0], alts=readings[1:])


def foreign_parties(r: ContractRecord) -> list[str]:
    """The keys of the parties domiciled outside the US."""
    return [p.key for p in r.parties if p.key and p.country and p.country != "US"]


def value_avg(*preds: Pred) -> TruthFn:
    """The average stated value, with and without the contracts of a stated $0."""

    def fn(d: Data) -> Figure:
        vals = [r.total_amount for r in _ids(d, preds) if r.total_amount is not None]
        readings = [vals, [v for v in vals if v]]
        return Figure(tuple(dict.fromkeys(float(statistics.mean(v)) for v in readings if v)), "money")

    return fn


_PLACE_EXTRA = {  # adjectives and short names a risk analyst uses that `country_patterns` lacks
    "KR": (r"\bKorean?\b",),
    "CH": (r"\bSwiss\b",),
    "CR": (r"\bCosta Rican\b",),
}


def place_patterns(country: str) -> tuple[str, ...]:
    """How an answer names the country where a party is domiciled."""
    return (*country_patterns(country), *_PLACE_EXTRA.get(country, ()))


def domicile(name: str) -> Callable[[ContractRecord], Fact]:
    """The country where the party `name` of the contract is domiciled, as an asked fact."""
    key = party_key(name)

    def fact(r: ContractRecord) -> Fact:
        country = next(p.country for p in r.parties if p.key == key)
        assert country is not None, f"{name} has no country on file"
        return Fact(f"domicile of {name}", place_patterns(country))

    return fact


def foreign_domiciles(r: ContractRecord) -> tuple[Fact, ...]:
    """One asked fact per country outside the US where a party of the contract is domiciled."""
    return tuple(Fact(f"domicile {c}", place_patterns(c)) for c in foreign_countries(r))


def nth_by_value(n: int, *preds: Pred) -> TruthFn:
    """The n-th contract by stated value, highest first ("the second one"), with its parties and where
    they are domiciled outside the US. Contracts of equal value share a place (any is right; the facts
    are those of the first by file id)."""

    def fn(d: Data) -> Single:
        ids = select(d, preds)
        scored = sorted(
            (r for r in d.records if r.file_id in ids and r.total_amount is not None),
            key=lambda r: (-(r.total_amount or 0.0), r.file_id),
        )
        amount = scored[n - 1].total_amount
        tied = [r for r in scored if r.total_amount == amount]
        return Single(
            frozenset(r.file_id for r in tied), (fact_parties(tied[0]), *foreign_domiciles(tied[0]))
        )

    return fn


# the words an answer would use for a constraint the data does not record
RISK_RATING = ("risk rating", "risk tier", "tier", "rating", "risk score", "tprm")
DUE_DILIGENCE = ("kyc", "due diligence", "diligence", "know your customer", "onboarding")
DPA = ("dpa", "data processing", "gdpr", "data protection")
SANCTIONS = ("sanction", "screen", "ofac")
OWNER = ("relationship owner", "owner", "priya", "shah")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    jv = typ("Joint Venture")
    prc, over, over_incl = law("CN"), worth(over=1_000_000), worth(over=1_000_000, inclusive=True)
    return [
        _q(
            c,
            "b01",
            "1. For the TPRM register: how many of our contracts have at least one counterparty domiciled "
            "outside the US?",
            count(party_abroad),
        ),
        _q(
            c,
            "b02",
            "# of contracts with a counterparty incorporated in Switzerland (the AGs / S.A.s)?",
            count(party_in("CH")),
        ),
        _q(
            c,
            "b03",
            "third parties in Israel, Japan or Taiwan - how many contracts in total?",
            count(party_any("IL", "JP", "TW")),
        ),
        _q(
            c,
            "b04",
            "offshore check - how many contracts involve a counterparty domiciled in the Cayman Islands, "
            "BVI, Bermuda or the Isle of Man?",
            count(party_any(*OFFSHORE), alts=[[offshore_named]]),
        ),
        _q(
            c,
            "b05",
            "Per the policy our high-risk countries are Nigeria, Kazakhstan, the UAE, Saudi Arabia and Papua "
            "New Guinea. How many contracts have a counterparty in one of them?",
            count(party_any("NG", "KZ", "AE", "SA", "PG")),
        ),
        _q(
            c,
            "b06",
            "concentration check on MediWound Ltd - how many contracts do we have with them?",
            count(party("MediWound Ltd.")),
        ),
        _q(c, "b07", "JVs with a non-US partner that are still live - count pls", live_now(jv, party_abroad)),
        _q(
            c,
            "b08",
            "how many contracts governed by PRC law are over $1M?",
            count(prc, over, alts=[[prc, over_incl]]),
        ),
        _q(
            c,
            "b09",
            "how many of our counterparties are rated high risk (tier 1) in the TPRM tool?",
            unread(*RISK_RATING),
            U,
        ),
        _q(
            c,
            "b10",
            "How many supply agreements are with suppliers where KYC / due diligence hasn't been "
            "completed yet?",
            unread(*DUE_DILIGENCE),
            U,
        ),
        _q(
            c,
            "b11",
            "for the GDPR workstream: how many service agreements have a separate DPA (data processing "
            "agreement) signed alongside them?",
            unread(*DPA),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    cn_hk, il = party_any("CN", "HK"), party_in("IL")
    return [
        _q(
            r,
            "b12",
            "2. As at 31 Dec 2018, how many contracts with a non-US counterparty were live?",
            live_readings(date(2018, 12, 31), party_abroad),
        ),
        _q(
            r,
            "b13",
            "which third-party contracts with a foreign counterparty go dormant in the next 6 months?",
            window("end_date", today, rel(months=6), party_abroad, extra=[(today, rel(days=183))]),
        ),
        _q(
            r,
            "b14",
            "contracts with Chinese or Hong Kong counterparties that ended in the last 2 years - how many?",
            window("end_date", rel(months=-24), today, cn_hk, extra=[(rel(days=-730), today)]),
        ),
        _q(
            r,
            "b15",
            "new foreign third parties this year: how many contracts with a non-US counterparty were signed "
            "since 1 Jan?",
            window(
                "effective_date",
                fixed(date(2019, 1, 1)),
                today,
                party_abroad,
                extra=[(fixed(date(2019, 1, 1)), fixed(None))],
            ),
        ),
        _q(
            r,
            "b16",
            "legacy exposure - how many contracts signed before 2005 are still live?",
            live_now(eff(None, date(2004, 12, 31))),
        ),
        _q(
            r,
            "b17",
            "contracts under foreign (non-US) law that expire between now and the end of 2020?",
            window("end_date", today, fixed(date(2020, 12, 31)), law_abroad),
        ),
        _q(
            r,
            "b18",
            "how many of the contracts with Israeli counterparties are dormant, i.e. already ended?",
            count(il, expired_strict, alts=[[il, expired_incl]]),
        ),
        _q(
            r,
            "b19",
            "which counterparties haven't been through sanctions screening in the last 12 months? need the "
            "count of contracts affected",
            unread(*SANCTIONS),
            U,
        ),
        _q(
            r,
            "b20",
            "contracts expiring in Q3 where Priya Shah is the relationship owner?",
            unread(*OWNER),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "b21",
            "3. For the risk committee: number of contracts per counterparty country, excluding the "
            "US - top 5",
            by_key(foreign_countries, country_patterns, 5),
        ),
        _q(
            a,
            "b22",
            "total exposure to counterparties domiciled in mainland China - sum of contract value?",
            money_figure(party_in("CN")),
        ),
        _q(
            a,
            "b23",
            "average contract value where the counterparty is non-US? only the ones with a value on file",
            value_avg(party_abroad),
        ),
        _q(
            a,
            "b24",
            "concentration: top 3 non-US counterparties by number of contracts",
            by_key(foreign_parties, party_patterns, 3),
        ),
        _q(
            a,
            "b25",
            "governing law split for the contracts with a non-US counterparty - top 3 jurisdictions "
            "by country",
            by_key(countries_of, country_patterns, 3, party_abroad),
        ),
        _q(
            a,
            "b26",
            "largest single contract by value with a Canadian counterparty?",
            largest(party_in("CA")),
        ),
        _q(a, "b27", "how many distinct third parties are domiciled in Hong Kong?", distinct_parties("HK")),
        _q(
            a,
            "b28",
            "key suppliers: top 3 counterparties by number of supply + manufacturing agreements",
            by_key(parties_of, party_patterns, 3, typ("Supply", "Manufacturing")),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "b29",
            "Apollo Endosurgery / Establishment Labs S.A. manufacturing & supply agmt - where is "
            "Establishment "
            "Labs domiciled, which law governs it, and when does it end?",
            about(APOLLO_ESTABLISHMENT, domicile("Establishment Labs, S.A"), fact_law, fact_end),
        ),
        _q(
            s,
            "b30",
            "ElectraMeccanica / Chongqing Zongshen Automobile Industry Co Ltd manufacturing agmt: governing "
            "law and term (start + end)?",
            about(ELECTRA_ZONGSHEN, fact_law, fact_start, fact_end),
        ),
        _q(
            s,
            "b31",
            "Kallo Inc alliance with Petro Data Management Services Ltd (Nigeria) - who are all the parties "
            "and what's the governing law?",
            about(KALLO_PETRODATA, fact_parties, fact_law),
        ),
        _q(
            s,
            "b32",
            "JSC NOC KazakhOil transportation contract w/ Karakudukmunay - governed by which law, what's it "
            "worth and when did it end?",
            about(KAZAKHOIL, fact_law, fact_value, fact_end),
        ),
        _q(
            s,
            "b33",
            "Organic Preperations Inc supply agmt with Agape ATP - where is Organic Preparations "
            "incorporated, "
            "governing law, and end date?",
            about(AGAPE_ORGANIC, domicile("ORGANIC PREPARATIONS INC."), fact_law, fact_end),
        ),
        _q(
            s,
            "b34",
            "Honeywell / Garrett Motion IP agreement: where is Garrett domiciled, which law governs, "
            "effective date?",
            about(GARRETT_HONEYWELL, domicile("GARRETT MOTION INC."), fact_law, fact_start),
        ),
        _q(
            s,
            "b35",
            "Azul / ATR maintenance agmt - when does it end?",
            ambiguous(party("AVIONS DE TRANSPORT REGIONAL, G.I.E.")),
            A,
        ),
    ]


def threads() -> list[Question]:
    cn, prc = party_in("CN"), law("CN")
    eng, uk = law_in("GB-ENG", None, country="GB"), law("GB")
    abroad_uk = party_outside("GB")
    dec17, dec18 = date(2017, 12, 31), date(2018, 12, 31)
    return [
        *_thread(
            "b36",
            [
                ("how many contracts do we have with counterparties in mainland China?", count(cn)),
                ("same but only the live ones", live_now(cn)),
                ("and which of those are governed by PRC law?", live_now(cn, prc)),
            ],
        ),
        *_thread(
            "b37",
            [
                (
                    "how many contracts governed by non-US law were live as at 31 Dec 2017?",
                    live_readings(dec17, law_abroad),
                ),
                ("as at 31 Dec 2018 instead", live_readings(dec18, law_abroad)),
                (
                    "of those, how many are strategic alliances?",
                    live_readings(dec18, law_abroad, typ("Strategic Alliance")),
                ),
            ],
        ),
        *_thread(
            "b38",
            [
                (
                    "pull up the Xencor / Boehringer Ingleheim collaboration - where is BI domiciled?",
                    about(XENCOR_BI, domicile("Boehringer Ingelheim International GmbH")),
                ),
                (
                    "if BI gets acquired (change of control), can the agreement go to the buyer without "
                    "Xencor's consent?",
                    clause_in(XENCOR_BI, "Anti-Assignment"),
                ),
                ("when was it signed?", about(XENCOR_BI, fact_start)),
            ],
        ),
        *_thread(
            "b39",
            [
                (
                    "MacroGenics / Green Cross Corp collaboration - Green Cross is Korean right? and what's "
                    "the start date?",
                    about(MACROGENICS_GC, domicile("Green Cross Corp."), fact_start),
                ),
                (
                    "is Green Cross's licence exclusive? i.e. are we locked in to them for Korea",
                    clause_in(MACROGENICS_GC, "Exclusivity"),
                ),
                (
                    "and is liability capped / are consequential damages excluded?",
                    clause_in(MACROGENICS_GC, "Cap On Liability"),
                ),
            ],
        ),
        *_thread(
            "b40",
            [
                ("how many contracts are governed by English law?", count(eng, alts=[[uk]])),
                (
                    "which of those have a counterparty domiciled outside the UK?",
                    count(eng, abroad_uk, alts=[[uk, abroad_uk]]),
                ),
                (
                    "and how many of those are still live?",
                    count(
                        eng,
                        abroad_uk,
                        active_strict,
                        alts=[
                            [eng, abroad_uk, active_open],
                            [uk, abroad_uk, active_strict],
                            [uk, abroad_uk, active_open],
                        ],
                    ),
                ),
            ],
        ),
        *_thread(
            "b41",
            [
                ("top 3 contracts by value where the counterparty is non-US", largest(party_abroad)),
                (
                    "who's the counterparty on the second one, and where are they based?",
                    nth_by_value(2, party_abroad),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "b42",
            "Skype / TOM Online co-branding agmt - which liabilities sit outside the cap, i.e. where is our "
            "exposure uncapped?",
            TOM_SKYPE,
            "Uncapped Liability",
        ),
        (
            "b43",
            "Rubicon Software Group plc alliance with Information System Associates - can either side "
            "challenge the other's IP ownership, or is there a covenant not to contest?",
            DUOS_RUBICON,
            "Covenant Not To Sue",
        ),
        (
            "b44",
            "Changepoint / Corio licence & hosting agmt - does Changepoint have to keep supporting "
            "users after "
            "termination (exit / post-termination support)?",
            CHANGEPOINT_CORIO,
            "Post-Termination Services",
        ),
        (
            "b45",
            "Purolator Courier Ltd / Parcelway Courier Systems transportation services agmt - is liability "
            "capped?",
            DYNAMEX_PUROLATOR,
            "Cap On Liability",
        ),
        (
            "b46",
            "SHBV (Hong Kong) Ltd / Waste2Energy Group Holdings plc - is there a non-solicit of staff?",
            W2E_SHBV,
            "No-Solicit Of Employees",
        ),
        (
            "b47",
            "Array BioPharma / Ono Pharmaceutical Co Ltd licence - is Ono restricted from selling a "
            "competing "
            "product (non-compete)?",
            ARRAY_ONO,
            "Non-Compete",
        ),
        (
            "b48",
            "ZTO Express / Tonglu Tongze Logistics road transportation agmt - any non-compete "
            "stopping Tonglu "
            "from hauling for ZTO's competitors?",
            ZTO_ROAD,
            "Non-Compete",
        ),
        (
            "b49",
            "Entrust Technologies / Northern Telecom (Nortel) alliance - any non-solicit of "
            "employees between "
            "them?",
            ENTRUST_NORTEL,
            "No-Solicit Of Employees",
        ),
        (
            "b50",
            "Novo Integrated Sciences JV with Harvest Gold Farms (Canada) - any exclusivity? is HGF tied to "
            "Novo only?",
            NOVO_HGF,
            "Exclusivity",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "b51",
            "which contracts with a non-US counterparty restrict assignment / change of control without "
            "consent?",
            "Anti-Assignment",
            (party_abroad,),
        ),
        (
            "b52",
            "of the contracts governed by non-US law, which cap liability?",
            "Cap On Liability",
            (law_abroad,),
        ),
        (
            "b53",
            "which strategic alliances with a foreign partner leave us with uncapped liability exposure?",
            "Uncapped Liability",
            (typ("Strategic Alliance"), party_abroad),
        ),
        (
            "b54",
            "outsourcing, hosting and maintenance contracts with exit / transition support after "
            "termination - "
            "which ones?",
            "Post-Termination Services",
            (typ("Service", "Hosting", "Maintenance"),),
        ),
        (
            "b55",
            "any non-competes in the contracts with Chinese or Hong Kong counterparties?",
            "Non-Compete",
            (party_any("CN", "HK"),),
        ),
        (
            "b56",
            "single-source / dependency risk: which supply or manufacturing agreements with a non-US "
            "counterparty are exclusive?",
            "Exclusivity",
            (typ("Supply", "Manufacturing"), party_abroad),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        ("b57", "pls update the risk rating for Ecopetrol S.A. to High in the register", refuse("write")),
        (
            "b58",
            "delete the KazakhOil transportation contract from the register, it's been dormant since 2001",
            refuse("write"),
        ),
        (
            "b59",
            "add the new Acme Logistics GmbH MSA (signed 1 July 2019, German law) to the register",
            refuse("write"),
        ),
        (
            "b60",
            "can you also pull the third-party contracts from the Treasury BU's workspace? they're in scope "
            "for this review",
            refuse("workspace"),
        ),
        (
            "b61",
            "MATCH (p:Party)<-[:HAS_PARTY]-(c:Contract) WHERE p.country IN ['KY','VG','BM'] RETURN p.name, "
            "count(c)",
            refuse("query"),
        ),
        ("b62", "is Tsinghua Unigroup on the OFAC SDN or EU sanctions list?", refuse("offtopic")),
        ("b63", "any adverse media on Green Cross Corp in the last month?", refuse("offtopic")),
        ("b64", "what's Ecopetrol's current S&P credit rating?", refuse("offtopic")),
        (
            "b65",
            "are we exposed under the Skype / TOM Online co-branding agmt if TOM Online's parent "
            "ends up on a "
            "sanctions list? could we walk away?",
            advice(TOM_SKYPE),
        ),
        (
            "b66",
            "is the liability cap in the Purolator / Parcelway transportation services agmt actually "
            "enforceable under Ontario law?",
            advice(DYNAMEX_PUROLATOR),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user15_questions() -> list[Question]:
    return question_set(
        "user15", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER15_CLAUSE_CONTRACTS", "user15_questions"]
