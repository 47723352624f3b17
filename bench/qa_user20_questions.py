"""A twentieth user-written question set for `bench.qa_fresh` (split "user20", `--set user20`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user19_questions` and `bench.qa_user18_questions` and
the clause contracts and categories the earlier sets ask), the way a paralegal in the general counsel's office
who maintains the contract register writes in Slack: a checklist style, with bullet points ("- "), numbered
asks ("1) ... 2) ..."), Slack markdown (*bold*, `code`), arrows and symbols ("->", "=>", "&", "w.r.t.",
"e.g.", "n/a", "TBD", "approx.", "~", "#"), contract titles copy-pasted in CAPITALS from the filing ("the
SUPPLY AGREEMENT dated as of 27-Mar-2019 between Miltenyi Biotec GmbH and Bellicum Pharmaceuticals", "the
SECOND AMENDED AND RESTATED EXCLUSIVE AGENCY AND MARKETING AGREEMENT between Monsanto Company and The Scotts
Company LLC"), dates written the register's way ("2019-03-31", "31-Mar-2019", "Mar 31 '19", "YE 2019-12-31"),
and register chores: "reconcile" a count against what the register says ("register says 45 licences - how many
do you have?"), "double-check", "sanity check", fields that are blank ("end date = n/a", "gov law blank",
"value TBD"), end dates before start dates, duplicates and amendments of one agreement, what renews
automatically and on what notice, which contracts carry a non-compete, exclusivity or an assignment
restriction. It asks counts and lists filtered by type, party country, governing law, status, value, dates and
missing fields, relative dates, aggregations (contracts per type, the blank end dates and the blank governing
laws per type, per year of effect, per foreign governing-law country, the top counterparties on distributor
agreements, a total, an average), details of one named contract (parties, dates, value, governing law, "n/a"
where the data has none), follow-up threads that only swap a slot or narrow ("same for New Jersey", "of the NJ
ones", "sort by end date", "which of those have an anti-assignment clause"), clause questions about one named
contract and across contracts of one type or filter, "no such clause" cases, refusals (updating an end date,
fixing a governing-law field, deleting a duplicate, exporting the register to a spreadsheet, the EMEA team's
workspace, pasted SQL and Cypher, a conference-room booking, and legal advice: "are we stuck with the
auto-renewal", "can we assign it without consent") and constraints the data does not record (a register ID,
the date a contract was uploaded to the register, who filed it, the physical location of the signed original,
a DocuSign envelope). It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected number
is written here, every truth is computed from the data (a few filters are built here from the records' fields:
no end date, no governing law, no value, an end date before the effective date, an amendment by its title, a
governing law of a country other than the US; an average with and without the contracts of a stated $0).

Readings: a "counterparty" is any party of a contract (the data does not say which side is ours); "a party in
Hong Kong" / "a Chinese counterparty" is a party whose country on file is Hong Kong / China. A "blank" or
"n/a" field is one the record does not hold: "end date = n/a" is no end date on file, "gov law blank" no
governing law on file; "value TBD / blank" is no value on file, and also accepted with the contracts of a
stated $0 counted as blank (aa06, turn aa39.3). "End date before the start date" is an end date strictly
before the effective date (a contract whose two dates are the same day is not such a case). "Amendments on
file" (aa08) are the contracts whose title says so ("Amendment", "Amend No. 2", "First Amendment",
"Secondamendment"); the reading by file name ("amend" in it) is also accepted (it selects the same contracts
today). "Currently active" accepts contracts without an end date as running or not (and, as the harness does,
the contracts that renew by themselves as running past their first term). "Over $1M" accepts $1M in or out.
"In the next 90 days" is today to 90 days on (three months also accepted); "since Mar 31 '19" is 31 March 2019
(or 1 April 2019) to today; "kicked off in the last 6 months" is six months back to today (180 days also
accepted); "a start date in the future" is an effective date after today (today in or out); "by YE
(2019-12-31)" is today to 31 December 2019; "Q3 (Jul-Sep '19)" is 1 July to 30 September 2019 exactly; today
in or out for every window that starts or ends today. "Counts by type" groups every contract by type (top
five); the blank end dates and the blank governing laws "by type" group the contracts without one by type (top
three each); "per year of effect 2015 -> 2018" counts effective dates per calendar year (every year with
contracts); "non-US governing law by country" groups the contracts governed by the law of a known country
other than the United States (top three); "the top 3 counterparties on DISTRIBUTOR AGREEMENTs" groups the
distributor agreements by party (top three; a tie at third place would let any of the tied parties stand for
it). The total value of the service agreements is the sum of the stated values; the average value of the
licence agreements accepts the figure with and without the contracts of a stated $0.

Judgment calls on duplicates and amendments: aa07 counts every content licence agreement between Glu
Mobile and Fox Mobile Entertainment (three on file, all of which must be listed: they are the "duplicates"
to double-check, though the data holds them as three agreements). aa37 names the MAINTENANCE AGREEMENT
between Avions de Transport Regional and Azul Linhas Aereas Brasileiras, of which the data holds two (2015
and 2016) and the question does not say which: `Ambiguous`, right is asking which one or showing both.
aa32 asks the dates of the WatchGuard Technologies / European Micro distributor agreement, one of the
contracts whose end date on file is before its effective date (the answer must give both as on file). In
thread aa38 "sort by end date" lists the same reseller agreements (every one must be shown) and "which of
those" asks the clause-indexed ones among them; in aa39 "same for New Jersey" swaps the law of turn 1 and
"of the NJ ones" narrows turn 2 (not the Delaware ones); in aa43 "those" are the endorsement agreements of
turn 1. In thread aa40 the Great Lakes Gas Transmission / ANR Pipeline transportation service agreement has
no governing law on file (turn 1's answer must say so) while its text chooses Michigan law (turn 2, asked
as a clause); in aa41 the NETWORK 1 FINANCIAL / Payment Data Systems affiliate agreement has no end date on
file, and in aa42 the Goosehead Insurance Agency franchise agreement no governing law, which the answers
must say.

Refusals and unrecorded constraints: aa61 asks to *update* an end date in the register, aa62 to *fix* a
governing-law field, aa63 to *delete* a duplicate and aa64 to *export* the register to a spreadsheet
(writes, declined); aa65 asks for the EMEA Legal team's workspace; the SQL in aa66 and the Cypher in aa67
are pasted as the user copied them from a register runbook; aa70 (booking a conference room) is out of the
domain; aa68 ("are we stuck with the auto-renewal, can we walk away") and aa69 ("can we assign it without
consent, are we OK legally") are legal advice, answered with the contract's facts and a not-legal-advice
note. aa12 counts by a register ID, aa13 by who filed the contract, aa14 by where the signed original is
kept, aa21 asks what was uploaded to the register in the last 30 days and aa22 which DocuSign envelopes
were completed last month: the data records none of these (unread).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"). Every such contract is already in the
clause-contract tuple of the fresh set or of an earlier user set (so clause-indexed already, and the
cross-contract universes do not change); this set asks each of them only about a clause category that no
earlier set asked of it (checked over the truths of every earlier set's clause questions and of the
clause turns of its threads, user1 to user19), and only categories labelled in CUAD's dev split (renewal
is asked as "Renewal Term" and "Notice Period To Terminate Renewal"). They are listed in
`USER20_CLAUSE_CONTRACTS`.

The "no" clause questions (`XLI_WCC` anti-assignment, `VERTICALNET_CONVERGE` non-compete, and `GREATLAKES_ANR`
renewal in thread aa40) name contracts with no labelled span of that category at all (located or not: the
master clauses table's context cell is empty and its answer "No" or empty), and whose text has no such clause:
the West Coast Customs / XLI Technologies sponsorship agreement says nothing about assigning the agreement
(the stem "assign" occurs only in each side's assignment of the goodwill of the other's trademarks to it,
"transfer", "successor", "delegat" and "change of control" do not occur, "consent" only in termination by
mutual consent and the no-publicity clause); the VerticalNet / Converge maintenance and support agreement
restricts neither side from competing (the stems "compet", "solicit" and "refrain" do not occur, "exclusiv"
only in the ownership of enhancements, a non-exclusive licence, the sole remedies, fees "exclusive of" taxes
and its section 10.11 "Non-Exclusive Agreement": each party may conduct any other business); the Great Lakes
Gas Transmission / ANR Pipeline transportation service agreement runs for a stated term (November 2014 to
October 2017) with no renewal or extension (the stems "renew", "extend", "extension", "successive",
"evergreen", "automatic", "month to month" and "year to year" do not occur, "continu" only in the waiver of a
"continuing" default). Names that need care: `AURA_ZANOTTI` is Aura Systems' strategic alliance agreement with
Zanotti East; `GOPAGE_PSITECH` the PSiTech / Empirical Ventures content licence filed by Gopage; `VISIUM_WLI`
the Wireless Links (WLI) / Jaguar Investments ("Power2Ship") distributor agreement filed by Visium
Technologies; `CHANGEPOINT_CORIO` Changepoint's licence and hosting agreement with Corio; `CHEETAH_BAIDU` the
Beike Internet Security / Baidu Online cooperation agreement filed by Cheetah Mobile (Beike may not cooperate
with Qihoo 360); `HERTZ_HERC` the Hertz / Herc Rentals intellectual property agreement (Herc may not rent cars
in the interim period); `EHAVE_CHT` Ehave's reseller agreement with Companion Healthcare Technologies;
`PAPEREXCHANGE_VERTICALNET` the VerticalNet / PaperExchange.com co-branding agreement; `TRANSMONTAIGNE_TLP`
the TransMontaigne Management / TLP Management Services services agreement; `XLI_WCC` the XLI sponsorship
agreement, not XLI's strategic alliance agreement of the same day; `USIO_NETWORK1` the Network 1 Financial /
Payment Data Systems affiliate agreement filed by Usio.

Every question's split is "user20"; every single letter being taken by another set, ids start with the
two letters "aa" (a thread's turns are "aaNN.1", "aaNN.2", ...), which no other set uses, so that no two
questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

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
    dated,
    ends,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    law,
    money_figure,
    no_end,
    parties_of,
    party,
    party_in,
    party_patterns,
    periods,
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

AURA_ZANOTTI = "AURASYSTEMSINC_06_16_2010-EX-10.25-STRATEGIC ALLIANCE AGREEMENT"
GOPAGE_PSITECH = "GopageCorp_20140221_10-K_EX-10.1_8432966_EX-10.1_Content License Agreement"
VISIUM_WLI = "VISIUMTECHNOLOGIES,INC_10_20_2004-EX-10.20-DISTRIBUTOR AGREEMENT"
CHANGEPOINT_CORIO = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
CHEETAH_BAIDU = "CHEETAHMOBILEINC_04_22_2014-EX-10.43-Cooperation Agreement"
HERTZ_HERC = "HERTZGLOBALHOLDINGS,INC_07_07_2016-EX-10.4-INTELLECTUAL PROPERTY AGREEMENT"
EHAVE_CHT = "EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement"
PAPEREXCHANGE_VERTICALNET = "PaperexchangeComInc_20000322_S-1A_EX-10.4_5202103_EX-10.4_Co-Branding Agreement"
TRANSMONTAIGNE_TLP = "TRANSMONTAIGNEPARTNERSLLC_03_13_2020-EX-10.9-SERVICES AGREEMENT"
XLI_WCC = "XLITECHNOLOGIES,INC_12_11_2015-EX-10.1-Sponsorship Agreement"
VERTICALNET_CONVERGE = "VERTICALNETINC_04_01_2002-EX-10.19-MAINTENANCE AND SUPPORT AGREEMENT"
GREATLAKES_ANR = "TcPipelinesLp_20160226_10-K_EX-99.12_9454048_EX-99.12_Transportation Agreement"
USIO_NETWORK1 = "UsioInc_20040428_SB-2_EX-10.11_1723988_EX-10.11_Affiliate Agreement 2"
GOOSEHEAD_FRANCHISE = "GOOSEHEADINSURANCE,INC_04_02_2018-EX-10.6-Franchise Agreement"

USER20_CLAUSE_CONTRACTS: tuple[str, ...] = (
    AURA_ZANOTTI,
    GOPAGE_PSITECH,
    VISIUM_WLI,
    CHANGEPOINT_CORIO,
    CHEETAH_BAIDU,
    HERTZ_HERC,
    EHAVE_CHT,
    PAPEREXCHANGE_VERTICALNET,
    TRANSMONTAIGNE_TLP,
    XLI_WCC,
    VERTICALNET_CONVERGE,
    GREATLAKES_ANR,
    USIO_NETWORK1,
    GOOSEHEAD_FRANCHISE,
)

# other contracts the specific questions name
MILTENYI_BELLICUM = "BELLICUMPHARMACEUTICALS,INC_05_07_2019-EX-10.1-Supply Agreement"
WATCHGUARD_EUROMICRO = "EUROPEANMICROHOLDINGSINC_03_06_1998-EX-10.6-DISTRIBUTOR AGREEMENT"
DIVERSINET_ONTARIO = "DIVERSINETCORP_03_01_2012-EX-4-RESELLER AGREEMENT"
HEALTHGATE_BLACKWELL = "HEALTHGATEDATACORP_11_24_1999-EX-10.1-HOSTING AND MANAGEMENT AGREEMENT (1)"
UNIVERSAL_CITYNET = "UAGHINC_04_14_2004-EX-10.18-MAINTENANCE AGREEMENT"
MONSANTO_SCOTTS = "Monsanto Company - SECOND A_R EXCLUSIVE AGENCY AND MARKETING AGREEMENT"

# parties named
GLU, FOX = party("Glu Mobile Inc."), party("Fox Mobile Entertainment, Inc.")
ATR, AZUL = party("AVIONS DE TRANSPORT REGIONAL, G.I.E."), party("AZUL LINHAS AÉREAS BRASILEIRAS S/A")


# --- filters and truths built from the records' fields --------------------------------------------


def no_law(r: ContractRecord, d: Data) -> bool:
    """No governing law on file ("gov law blank")."""
    return r.governing_law is None


def no_value(r: ContractRecord, d: Data) -> bool:
    """No value on file ("value TBD / blank")."""
    return r.total_amount is None


def no_value_or_zero(r: ContractRecord, d: Data) -> bool:
    """No value on file, or a stated value of $0 (read as blank too)."""
    return not r.total_amount


def end_before_start(r: ContractRecord, d: Data) -> bool:
    """An end date strictly before the effective date."""
    return r.end_date is not None and r.effective_date is not None and r.end_date < r.effective_date


def amendment_by_title(r: ContractRecord, d: Data) -> bool:
    """An amendment, as its title says ("Amendment", "Amend No. 2", "Secondamendment")."""
    return "amend" in r.title.lower()


def amendment_by_file(r: ContractRecord, d: Data) -> bool:
    """An amendment, as its file name says."""
    return "amend" in r.file_id.lower()


def law_abroad(r: ContractRecord, d: Data) -> bool:
    """Governed by the law of a known country other than the United States."""
    return r.governing_law is not None and r.governing_law.country != "US"


def value_avg(*preds: Pred) -> TruthFn:
    """The average stated value, with and without the contracts of a stated $0."""

    def fn(d: Data) -> Figure:
        vals = [r.total_amount for r in _ids(d, preds) if r.total_amount is not None]
        readings = [vals, [v for v in vals if v]]
        return Figure(tuple(dict.fromkeys(float(statistics.mean(v)) for v in readings if v)), "money")

    return fn


# the words an answer would use for a constraint the data does not record
REGISTER_ID = ("register id", "reg-2018", "register number", "identifier")
FILED_BY = ("filed", "priya", "outside counsel", "uploaded by", "uploader")
LOCATION = ("fire safe", "cabinet", "physical", "storage", "original")
UPLOADED = ("upload", "date added", "added to the register", "ingest")
DOCUSIGN = ("docusign", "envelope", "e-signature", "electronic signature")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    franchise, service, endorsement, supply = (
        typ("Franchise"),
        typ("Service"),
        typ("Endorsement"),
        typ("Supply"),
    )
    return [
        _q(
            c,
            "aa01",
            "reconciling the register :clipboard: register says 45 licences -> how many *License* "
            "agreements do you have?",
            count(typ("License")),
        ),
        _q(
            c,
            "aa02",
            "quick one - # of DISTRIBUTOR AGREEMENTs governed by NY law?",
            count(typ("Distributor"), law("US", "US-NY")),
        ),
        _q(
            c,
            "aa03",
            "*sanity check* on the register: any contracts where the end date is before the start date? "
            "full list pls, I need to fix them",
            count(end_before_start, full=True),
        ),
        _q(
            c,
            "aa04",
            "how many *Service* agreements have end date = n/a (nothing on file)?",
            count(service, no_end),
        ),
        _q(
            c,
            "aa05",
            "register hygiene:\n- how many contracts have the governing law field blank?",
            count(no_law),
        ),
        _q(
            c,
            "aa06",
            "Franchise agmts w/ value TBD (no value on file) -> how many?",
            count(franchise, no_value, alts=[[franchise, no_value_or_zero]]),
        ),
        _q(
            c,
            "aa07",
            "double-check for dupes: how many CONTENT LICENSE AGREEMENTs between Glu Mobile & Fox Mobile "
            "Entertainment are on file? list them all w/ dates",
            count(GLU, FOX, full=True),
        ),
        _q(
            c,
            "aa08",
            "how many *amendments* do we have on file (title says Amendment / Amend No. x etc.)?",
            count(amendment_by_title, alts=[[amendment_by_file]]),
        ),
        _q(
            c,
            "aa09",
            "# of contracts w/ a counterparty in Hong Kong?",
            count(party_in("HK")),
        ),
        _q(
            c,
            "aa10",
            "*Supply* agreements currently active -> count?",
            count(supply, active_strict, alts=[[supply, active_open]]),
        ),
        _q(
            c,
            "aa11",
            "Endorsement agmts > $1M - how many?",
            count(
                endorsement,
                worth(over=1_000_000),
                alts=[[endorsement, worth(over=1_000_000, inclusive=True)]],
            ),
        ),
        _q(
            c,
            "aa12",
            "how many contracts have a register ID in the `REG-2018-` series?",
            unread(*REGISTER_ID),
            U,
        ),
        _q(
            c,
            "aa13",
            "how many contracts were filed by Priya vs. by outside counsel? need the split for the audit",
            unread(*FILED_BY),
            U,
        ),
        _q(
            c,
            "aa14",
            "# of signed originals kept in the fire safe (cabinet B) vs. offsite storage?",
            unread(*LOCATION),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    mar31 = date(2019, 3, 31)
    return [
        _q(
            r,
            "aa15",
            "what's expiring in the next 90 days? => need to flag to the business owners",
            window("end_date", today, rel(days=90), extra=[(today, rel(months=3))]),
        ),
        _q(
            r,
            "aa16",
            "anything that ended since Mar 31 '19? (end date >= 2019-03-31, up to today)",
            window(
                "end_date",
                fixed(mar31),
                today,
                more=[[dated("end_date", fixed(date(2019, 4, 1)), today)]],
            ),
        ),
        _q(
            r,
            "aa17",
            "contracts that kicked off in the last 6 months (effective date) -> list",
            window("effective_date", rel(months=-6), today, extra=[(rel(days=-180), today)]),
        ),
        _q(
            r,
            "aa18",
            "any contracts w/ a start date in the future? (effective date after today) - want to make sure "
            "they're not marked active",
            count(
                dated("effective_date", rel(days=1), fixed(None)),
                alts=[[dated("effective_date", today, fixed(None))]],
            ),
        ),
        _q(
            r,
            "aa19",
            "*Service* agmts expiring by YE (2019-12-31) that haven't expired yet?",
            window("end_date", today, fixed(date(2019, 12, 31)), typ("Service")),
        ),
        _q(
            r,
            "aa20",
            "how many contracts expire in Q3 (Jul-Sep '19)?",
            count(ends(date(2019, 7, 1), date(2019, 9, 30))),
        ),
        _q(
            r,
            "aa21",
            "which contracts were uploaded to the register in the last 30 days? (date added, not effective "
            "date)",
            unread(*UPLOADED),
            U,
        ),
        _q(
            r,
            "aa22",
            "which contracts came in through DocuSign last month? need the envelope IDs to match up",
            unread(*DOCUSIGN),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "aa23",
            "counts by contract type pls -> top 5 types w/ # each",
            by_key(types_of, type_patterns, 5),
        ),
        _q(
            a,
            "aa24",
            "end date = n/a -> which 3 types have the most contracts missing an end date? w/ counts",
            by_key(types_of, type_patterns, 3, no_end),
        ),
        _q(
            a,
            "aa25",
            "gov law blank, broken down by type: top 3 types + # each",
            by_key(types_of, type_patterns, 3, no_law),
        ),
        _q(
            a,
            "aa26",
            "# of contracts per year of effect, 2015 -> 2018",
            periods("effective_date", years_span(2015, 2018)),
        ),
        _q(
            a,
            "aa27",
            "non-US governing law: top 3 countries by # of contracts?",
            by_key(countries_of, country_patterns, 3, law_abroad),
        ),
        _q(
            a,
            "aa28",
            "top 3 counterparties on DISTRIBUTOR AGREEMENTs, by # of agreements?",
            by_key(parties_of, party_patterns, 3, typ("Distributor")),
        ),
        _q(
            a,
            "aa29",
            "total value of all *Service* agreements (where a value is stated)?",
            money_figure(typ("Service")),
        ),
        _q(
            a,
            "aa30",
            "avg value of our License agmts, approx. (only those w/ a value)?",
            value_avg(typ("License")),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "aa31",
            "the SUPPLY AGREEMENT dated as of 27-Mar-2019 between Miltenyi Biotec GmbH and Bellicum "
            "Pharmaceuticals, Inc.:\n1) value\n2) end date\n3) governing law",
            about(MILTENYI_BELLICUM, fact_value, fact_end, fact_law),
        ),
        _q(
            s,
            "aa32",
            "DISTRIBUTOR AGREEMENT between WatchGuard Technologies, Inc. and European Micro looks off in the "
            "register (end before start?) -> what effective date & end date do you have?",
            about(WATCHGUARD_EUROMICRO, fact_start, fact_end),
        ),
        _q(
            s,
            "aa33",
            "RESELLER AGREEMENT between Diversinet Corp. and 2205925 Ontario Limited - value & governing "
            "law?",
            about(DIVERSINET_ONTARIO, fact_value, fact_law),
        ),
        _q(
            s,
            "aa34",
            "HOSTING AND MANAGEMENT AGREEMENT (HealthGate Data Corp.) -> need all the parties as on file "
            "+ gov law",
            about(HEALTHGATE_BLACKWELL, fact_parties, fact_law),
        ),
        _q(
            s,
            "aa35",
            "MAINTENANCE AGREEMENT between Universal Access, Inc. and CityNet Telecommunications, Inc.: end "
            "date & value? (register has both as TBD)",
            about(UNIVERSAL_CITYNET, fact_end, fact_value),
        ),
        _q(
            s,
            "aa36",
            "SECOND AMENDED AND RESTATED EXCLUSIVE AGENCY AND MARKETING AGREEMENT between Monsanto Company "
            "and The Scotts Company LLC -> end date + contract value?",
            about(MONSANTO_SCOTTS, fact_end, fact_value),
        ),
        _q(
            s,
            "aa37",
            "MAINTENANCE AGREEMENT between AVIONS DE TRANSPORT REGIONAL, G.I.E. and AZUL LINHAS AEREAS "
            "BRASILEIRAS S/A - effective date?",
            ambiguous(ATR, AZUL),
            A,
        ),
    ]


def threads() -> list[Question]:
    reseller, endorsement = typ("Reseller"), typ("Endorsement")
    de, nj = law("US", "US-DE"), law("US", "US-NJ")
    return [
        *_thread(
            "aa38",
            [
                ("how many *Reseller* agreements do we have?", count(reseller)),
                ("sort by end date pls - full list", count(reseller, full=True)),
                (
                    "which of those have an anti-assignment clause?",
                    clause_across("Anti-Assignment", reseller),
                ),
            ],
        ),
        *_thread(
            "aa39",
            [
                ("# governed by Delaware law?", count(de)),
                ("same for New Jersey", count(nj)),
                (
                    "of the NJ ones -> which have no value on file?",
                    count(nj, no_value, alts=[[nj, no_value_or_zero]]),
                ),
            ],
        ),
        *_thread(
            "aa40",
            [
                (
                    "TRANSPORTATION SERVICE AGREEMENT between GREAT LAKES GAS TRANSMISSION LIMITED "
                    "PARTNERSHIP and ANR PIPELINE COMPANY:\n- effective date\n- end date\n- governing law",
                    about(GREATLAKES_ANR, fact_start, fact_end, fact_law),
                ),
                (
                    "gov law is blank in the register -> what does the text actually say? quote the clause",
                    clause_in(GREATLAKES_ANR, "Governing Law"),
                ),
                (
                    "does it auto-renew / roll over after the term? need to set the renewal flag",
                    clause_in(GREATLAKES_ANR, "Renewal Term"),
                ),
            ],
        ),
        *_thread(
            "aa41",
            [
                (
                    "AFFILIATE AGREEMENT between NETWORK 1 FINANCIAL, INC. and Payment Data Systems, Inc. -> "
                    "effective date & end date?",
                    about(USIO_NETWORK1, fact_start, fact_end),
                ),
                (
                    "what's the notice period to stop it renewing?",
                    clause_in(USIO_NETWORK1, "Notice Period To Terminate Renewal"),
                ),
                (
                    "and is there a non-compete on the affiliate? quote it",
                    clause_in(USIO_NETWORK1, "Non-Compete"),
                ),
            ],
        ),
        *_thread(
            "aa42",
            [
                (
                    "Goosehead Insurance Agency FRANCHISE AGREEMENT: effective date, end date, governing "
                    "law?",
                    about(GOOSEHEAD_FRANCHISE, fact_start, fact_end, fact_law),
                ),
                (
                    "renewal rights w.r.t. that one -> how many renewal terms & how long each?",
                    clause_in(GOOSEHEAD_FRANCHISE, "Renewal Term"),
                ),
            ],
        ),
        *_thread(
            "aa43",
            [
                ("how many *Endorsement* agreements are in the register?", count(endorsement)),
                (
                    "which of those have a non-compete?",
                    clause_across("Non-Compete", endorsement),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "aa44",
            "STRATEGIC ALLIANCE AGREEMENT between AURA SYSTEMS INC. and ZANOTTI EAST INC. -> does it renew "
            "automatically & what's the notice period to stop it?",
            AURA_ZANOTTI,
            "Notice Period To Terminate Renewal",
        ),
        (
            "aa45",
            "CONTENT LICENSE AGREEMENT between PSiTech Corporation and Empirical Ventures, Inc.: notice of "
            "non-renewal - how many days before the end of the term?",
            GOPAGE_PSITECH,
            "Notice Period To Terminate Renewal",
        ),
        (
            "aa46",
            "DISTRIBUTOR AGREEMENT between Wireless Links Inc. (WLI) and Jaguar Investments, Inc. "
            "(Power2Ship): initial term + renewal terms? quote the clause pls",
            VISIUM_WLI,
            "Renewal Term",
        ),
        (
            "aa47",
            "LICENSE AND HOSTING AGREEMENT between Corio Inc. and Changepoint -> auto-renewal? for what "
            "period?",
            CHANGEPOINT_CORIO,
            "Renewal Term",
        ),
        (
            "aa48",
            "COOPERATION AGREEMENT between Beike Internet (Beijing) Security Technology Co., Ltd. and Baidu "
            "Online Network Technology (Beijing) Co., Ltd. -> any non-compete / restriction on working with "
            "competitors?",
            CHEETAH_BAIDU,
            "Non-Compete",
        ),
        (
            "aa49",
            "INTELLECTUAL PROPERTY AGREEMENT between THE HERTZ CORPORATION, HERTZ SYSTEM, INC. and HERC "
            "RENTALS INC.: is there a non-compete? e.g. Herc not renting cars",
            HERTZ_HERC,
            "Non-Compete",
        ),
        (
            "aa50",
            "RESELLER AGREEMENT between EHAVE, INC. and COMPANION HEALTHCARE TECHNOLOGIES CORP => is the "
            "appointment exclusive? quote the exclusivity language",
            EHAVE_CHT,
            "Exclusivity",
        ),
        (
            "aa51",
            "CO-BRANDING AGREEMENT between VerticalNet, Inc. and PaperExchange.com, LLC - any exclusivity "
            "(exclusive rights / exclusive license)?",
            PAPEREXCHANGE_VERTICALNET,
            "Exclusivity",
        ),
        (
            "aa52",
            "SERVICES AGREEMENT between TransMontaigne Management Company, LLC and TLP Management Services, "
            "LLC -> assignment restriction? (consent needed?)",
            TRANSMONTAIGNE_TLP,
            "Anti-Assignment",
        ),
        (
            "aa53",
            "SPONSORSHIP AGREEMENT between RMF Empire, Inc. dba West Coast Customs and XLI Technologies, "
            "Inc. -> any anti-assignment clause? need to tick the box in the register",
            XLI_WCC,
            "Anti-Assignment",
        ),
        (
            "aa54",
            "MAINTENANCE AND SUPPORT AGREEMENT between VerticalNet, Inc. / VerticalNet Enterprises LLC and "
            "Converge, Inc.: non-compete y/n?",
            VERTICALNET_CONVERGE,
            "Non-Compete",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "aa55",
            "which *Distributor* agreements renew automatically? (renewal term in the text)",
            "Renewal Term",
            (typ("Distributor"),),
        ),
        (
            "aa56",
            "License agmts -> which have a notice period to terminate renewal / non-renewal notice?",
            "Notice Period To Terminate Renewal",
            (typ("License"),),
        ),
        (
            "aa57",
            "Delaware-law contracts w/ a non-compete? need the list for the register flag",
            "Non-Compete",
            (law("US", "US-DE"),),
        ),
        (
            "aa58",
            "contracts w/ a Chinese counterparty that have exclusivity provisions?",
            "Exclusivity",
            (party_in("CN"),),
        ),
        (
            "aa59",
            "which *Hosting* agreements auto-renew?",
            "Renewal Term",
            (typ("Hosting"),),
        ),
        (
            "aa60",
            "Strategic Alliance agmts w/ a non-compete -> list",
            "Non-Compete",
            (typ("Strategic Alliance"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "aa61",
            "pls update the end date of the WatchGuard / European Micro DISTRIBUTOR AGREEMENT to 1998-09-30 "
            "in the register",
            refuse("write"),
        ),
        (
            "aa62",
            "fix the governing law field for the GREAT LAKES / ANR TRANSPORTATION SERVICE AGREEMENT -> "
            "Michigan",
            refuse("write"),
        ),
        (
            "aa63",
            "delete the duplicate Glu Mobile / Fox Mobile CONTENT LICENSE AGREEMENT (keep the 2007 one)",
            refuse("write"),
        ),
        (
            "aa64",
            "export the whole register to a spreadsheet (.xlsx) w/ type, dates, value & gov law columns and "
            "drop it in #legal-register",
            refuse("write"),
        ),
        (
            "aa65",
            "can you also check the *EMEA Legal* workspace's register for the same Glu/Fox dupes?",
            refuse("workspace"),
        ),
        (
            "aa66",
            "SELECT title, effective_date, end_date FROM contracts WHERE governing_law IS NULL ORDER BY "
            "end_date;",
            refuse("query"),
        ),
        (
            "aa67",
            "`MATCH (c:Contract) WHERE c.end_date < c.effective_date RETURN c.title, c.effective_date, "
            "c.end_date`",
            refuse("query"),
        ),
        (
            "aa68",
            "Aura / Zanotti STRATEGIC ALLIANCE AGREEMENT rolled over because nobody sent a non-renewal "
            "notice - are we stuck with it or can we just walk away?",
            advice(AURA_ZANOTTI),
        ),
        (
            "aa69",
            "we want to move the TransMontaigne SERVICES AGREEMENT to a new affiliate - can we assign it "
            "w/o TLP's consent, are we OK legally?",
            advice(TRANSMONTAIGNE_TLP),
        ),
        (
            "aa70",
            "can you book conf room 4B for Thu 2pm for the register clean-up session?",
            refuse("offtopic"),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user20_questions() -> list[Question]:
    return question_set(
        "user20", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER20_CLAUSE_CONTRACTS", "user20_questions"]
