"""A twenty-fifth user-written question set for `bench.qa_fresh` (split "user25", `--set user25`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user24_questions` and `bench.qa_user23_questions` and
the clause contracts and categories the earlier sets ask), the way an M&A due-diligence associate at an outside
law firm in London types into Microsoft Teams during a data-room review: terse checklist style ("DD: count of
franchise agmts governed by NY law", "no. of ...", "number pls", "full list please"), British spelling
("licence", "organisation", "programme"), dates written day-first ("01/03/2018", "31/12/2018", "31.12.2019",
"15/07/2016", "31/03/2020", "1st May"), diligence vocabulary ("data room", "CP checklist", "long-stop date",
"the six months to 31 March 2019", "year to date", "disclosure letter", "stamp duty", "novated", "change of
control consent", "SPA", "DD report", "red-flag"), counterparties short, lower case, abbreviated or slightly
misspelt ("kbw", "charles webb", "the alamagordo agency agmt", "zanoti", "shi farms", "the CPDC", "herc",
"nortel"), contracts described loosely ("the hosting one with votocast", "that 2017 JV with the fujitsu
entities", "the verticalnet co-branding agmt", "the copy filed with china real estate information corp's
F-1", "the pizza fusion staff NDA / non-compete (appendix C to the PF hospitality franchise pack)"), and clause
questions in the associate's own words, never CUAD's category names ("any exclusivity tying the bank to kbw?",
"is there a ceiling on what KBW could be on the hook for?", "is there a most-favoured-customer promise in
it?", "can the licensee's group companies use the licence too?", "can the franchisor enforce it even though
it isn't a party?", "does either side promise not to challenge the other's marks?", "could valence sell its
JV interest to a buyer without baoding's consent?", "can either side pull out without cause?", "any run-off
or transition obligations after termination?", "how much notice do we have to give to stop it rolling
over?"). It asks counts and lists filtered by type, party, party country, governing law, value and dates,
relative dates, aggregations, the facts of named contracts ("not stated" where the data has none, and names
that fit several contracts), follow-up threads that narrow, widen, switch the state or the year, correct the
bot ("sorry, I meant the paperexchange one") and ask a fact or a clause of "it" / "those", clause questions
about one named contract and across the contracts of a filter, "no such clause" cases, refusals (marking a
contract terminated, deleting a contract from the index, the vendor's Intralinks workspace, pasted SQL and
Cypher, the SONIA fixing, booking a meeting room, and legal advice) and constraints the data does not record
(DocuSign or wet-ink execution, the disclosure letter, novations, change-of-control consents). It uses the
helpers and truth objects of `bench.qa_fresh_questions`: no expected number is written here, every truth is
computed from the data (a few filters and truths are built here from the records' fields: a party outside the
US, a non-US governing law, no governing law on file, and the n contracts of the largest stated values).

Readings (today is the benchmark's fixed 30/06/2019). Every date is read day-first; where a question gives two
dates in the same format ("between 01/03/2018 and 31/12/2018", af09) the second fixes the format, so 01/03 is
1 March 2018 and the month-first reading (3 January) is not accepted; both ends are in. "USD 1m+" (af04) is a
value of at least $1M, more than $1M also accepted (no distributor agreement is worth exactly $1M, so both
give one truth). "Still live as at today" (af05) is started and ending on or after today, with the contracts
without an end date counted as live or not (both accepted); "already lapsed" (af06) an end date before today
(on today also accepted). "No governing law recorded at all" (af07) is no governing law on file. "English
law" (af02) is a governing law of the United Kingdom with England or no part named, any UK law (the one
Welsh-law contract included) also accepted. "A German organisation as counterparty" (af03), "a UK
counterparty" (thread af43) are a party whose country on file is that country; "a non-US counterparty"
(thread af39, af61) one whose country on file is not the United States. "Anything with verticalnet ... list
them all" (af10) is the contracts with VerticalNet, Inc. as party, and "list every transportation agmt
governed by Texas law" (af08) must show every one (full lists). "Between now and 31.12.2019" (af13) is an end
date from today to 31 December 2019; "in the next 3 months" (af14) from today to 30 September 2019 (90 days
also accepted); "the six months to 31 March 2019" (af15) is an effective date from 1 October 2018 to 31 March
2019 (the UK reporting idiom: the half-year ending on that day); "year to date" (af16) an effective date from
1 January 2019 to today, the whole of 2019 also accepted; "in the last 18 months" (af17) an end date 18 months
back to today (548 days also accepted); "before the long-stop date of 31/03/2020" (af18) an end date from today
to 31 March 2020, with the long-stop day itself in or out; "came into force after 15/07/2016" (af19) a licence
effective from 16 July 2016 on (15 July also accepted; no upper bound). Today in or out for every window that
starts or ends today, and the last day in or out for a window counted from today.

"Agmts governed by a non-US law - split by country, top 3" (af22) counts each contract once under the country
of its governing law, among those with a governing law of a known country other than the United States;
"aggregate value of the distribution agmts" (af23) is the sum of their stated values, "average deal value for
agmts commencing in 2018" (af24) the mean of the stated values of the contracts effective in 2018; "across our
sponsorship programme, which counterparty crops up most?" (af25) the party of the most sponsorship agreements;
"no. of agmts by year of commencement, 2015 to 2018" (af26) needs each year's count and "quarterly split of
expiries in 2020" (af27) each quarter's count of end dates in 2020; "average initial term of the franchise
agmts, in years" (af28) is the mean initial term from the stated durations or from the dates; "Delaware-law
agmts broken down by contract type - top 3" (af29) counts them per type (IP and joint venture agreements tie
at second place, both within the top three); "the three highest-value service agmts" (af30) are the three
service agreements of the largest stated values (a full list, no tie at third place, the order not judged).
In thread af38, "of those" narrows turn 1 to strategic alliances, "and under NY law?" swaps the state and keeps
the type, and "widen it back out - all contract types under NY law" drops the type and keeps the state; in
af39, "only those with a non-US counterparty" narrows turn 1 and "same for 2017" swaps the year and keeps the
counterparty filter (dropping it is also accepted); in af43, "which of those cap liability?" are the
contracts of turn 1 (the clause-indexed ones among them), judged by the contracts returned and the count
checked, as every cross-contract clause question is; in af40, af41, af42 and af44 the later turns ask about the
contract meant.

Judgment calls on facts and names: af35 "the glu / fox mobile content licence" fits the three content licence
agreements between Fox Mobile Entertainment and Glu Mobile (showing also the earlier Twentieth Century Fox /
Sorrent one, which Glu filed with them, still shows them all): `Ambiguous`, right is asking which one or
showing them all; likewise turn af40.1 "the verticalnet co-branding agmt" fits VerticalNet's four co-branding
agreements (strategic alliances on file: Impresse, LeadersOnline, Neoforma, PaperExchange), and turn af41.1
"the sina / yisheng leju content licence" fits two copies of the same licence (filed by China Real Estate
Information Corp in its F-1 and by Leju Holdings in its DRS). Turn af40.2 ("sorry, I meant the paperexchange
one") is the VerticalNet / PaperExchange.com co-branding agreement; turn af41.2 names CRIC's copy, and only a
quote from that file counts. af34 (the UBS AG London Branch / Wells Fargo yield maintenance agreement) has no
value on file, which the answer must say. af36 asks "is it still live?" of the Naked Brand Group / Wade
Enterprises endorsement agreement, answered by its end date (15 June 2019), which the answer must state. af31
is the Vitalibis / VOTOCAST hosting agreement, af32 "that 2017 JV with the fujitsu entities" the Transphorm /
Fujitsu Semiconductor / Aizu Fujitsu Semiconductor joint venture agreement (the only joint venture effective
in 2017), af33 the Columbia Laboratories (Bermuda) / Fleet Laboratories amendment to their manufacturing and
supply agreement, af37 the IMPCO Technologies / Minda Industries joint venture (Delhi law on file). Thread
af42's Theravance Biopharma UK / Brett Haumann service agreement (an executive service agreement, effective 1
April 2020, after today) and thread af44's Alamogordo Financial / Charles Webb & Company (a division of Keefe,
Bruyette & Woods) agency agreement are asked their facts first, then clauses.

Refusals and unrecorded constraints: af62 asks to *mark* a contract terminated and af63 to *delete* one from
the index (writes, declined); af64 asks to search the vendor's Project Falcon workspace on Intralinks (another
workspace); the SQL of af65 and the Cypher of af66 (which writes) are pasted as typed; af67 (the SONIA fixing)
and af68 (booking a room at Canary Wharf) are out of the domain; af69 ("is the non-compete in the quaker / gulf
houghton agmt enforceable under English law?", the Quaker Chemical non-competition and non-solicitation
agreement), af70 ("should we insist on a specific indemnity for the fusion pharma supply agmt before we sign
the SPA?") and af71 ("would you red-flag the tigrent / celebrity speakers endorsement in the DD report?") are
legal advice, answered with the contract's facts and a not-legal-advice note. af11 counts the contracts signed
via DocuSign rather than wet ink, af12 those already listed in the disclosure letter, af20 asks which were
novated to the target in the last six months and af21 which counterparties gave change-of-control consent
since 1st May: the data records none of these (unread). Insurance, audit rights and change of control are
not among the categories labelled in CUAD's dev split, so no clause question asks them (no truth could be
computed); the associate's "could valence sell its JV interest to a buyer without baoding's consent?" is an
assignment question.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); five of them had never been asked a clause question by any earlier set and are asked here
(`ALAMOGORDO`, `ATHENS_KBW`, `BLUE_HILLS_KBW`, `CRIC_SINA`, `PIZZA_FUSION_NDA`; the sixth, Leju's copy of the
SINA licence, duplicates CRIC's and is named only as a candidate of af41.1). This set asks each contract only
about a clause category that no earlier set asked of it (checked over the truths of every earlier set's clause
questions and of the clause turns of its threads, the fresh set and user1 to user24), and only categories
labelled in CUAD's dev split. They are listed in `USER25_CLAUSE_CONTRACTS`. Across contracts it asks a minimum
commitment in the affiliate agreements, an affiliate licence to the licensee in the IP agreements, a perpetual
or irrevocable licence in the New York-law licence agreements, post-termination services in the strategic
alliances, termination for convenience in the maintenance agreements (none of the clause-indexed ones has it:
right is saying none was found), exclusivity in the contracts with a party outside the US, and in thread af43
a cap on liability in the contracts with a UK party; no earlier set asked any of these categories over the
same universe (checked likewise).

The "no" clause questions (`ALAMOGORDO` non-compete, `SEASPINE_PCOMED` most favoured nation and, in thread
af42, `THERAVANCE_HAUMANN` cap on liability) name contracts with no labelled span of that category at all
(located or not: the master clauses table's context cell is empty and its answer "No"), and whose text has no
such clause: in the Alamogordo agency agreement "compet" occurs once (a fee "competitive with gross
underwriting discounts") and "exclusiv" once (the entire-agreement clause); the SeaSpine / Integra / PcoMed
supply agreement has no "favo(u)r" at all and no better-terms promise ("no less than" only of the minimum
payments); the Haumann service agreement has neither a cap nor uncapped liability labelled ("liab" occurs once,
"no liability to make any further payment" on summary termination; "consequential" does not occur). Names that
need care: `ATHENS_KBW` and `BLUE_HILLS_KBW` are the Athens Bancshares and Blue Hills Bancorp agency agreements
with Keefe, Bruyette & Woods; `PIZZA_FUSION_NDA` is appendix C to the Pizza Fusion franchise pack filed by PF
Hospitality Group (a franchisee's personnel non-disclosure and non-competition agreement), not the franchise
agreement itself; `HERTZ_HERC` the Hertz / Hertz System / Herc Rentals intellectual property agreement;
`ENTRUST_NORTEL` the Northern Telecom / Entrust Technologies strategic alliance; `AURA_ZANOTTI` the Aura Systems
/ Zanotti East strategic alliance; `FUSION_CPDC` the Centre for Probe Development and Commercialization /
Fusion Pharmaceuticals supply agreement; `SHI_FARMS` the EWSD 1 (SHI Farms) / Gridiron BioNutrients supply
agreement (not Gridiron's endorsement agreements); `VALENCE_BAODING` the Valence Technology / Baoding Fengfan
joint venture contract; `PAPEREXCHANGE` the VerticalNet / PaperExchange.com co-branding agreement.

Every question's split is "user25"; every single letter and "aa" to "ae" being taken by other sets, ids start
with the two letters "af" (a thread's turns are "afNN.1", "afNN.2", ...), which no other set uses, so that no
two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

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
    eff,
    expired_incl,
    expired_strict,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    law,
    law_in,
    money_figure,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_patterns,
    periods,
    quarters_of,
    question_set,
    refuse,
    rel,
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

ALAMOGORDO = "ALAMOGORDOFINANCIALCORP_12_16_1999-EX-1-AGENCY AGREEMENT"
ATHENS_KBW = "ATHENSBANCSHARESCORP_11_02_2009-EX-1.2-AGENCY AGREEMENT , 2009"
BLUE_HILLS_KBW = "BLUEHILLSBANCORP,INC_05_20_2014-EX-1.1-AGENCY AGREEMENT"
CRIC_SINA = "ChinaRealEstateInformationCorp_20090929_F-1_EX-10.32_4771615_EX-10.32_Content License Agreement"
PIZZA_FUSION_NDA = "PfHospitalityGroupInc_20150923_10-12G_EX-10.1_9266710_EX-10.1_Franchise Agreement3"
THERAVANCE_HAUMANN = "THERAVANCEBIOPHARMA,INC_05_08_2020-EX-10.2-SERVICE AGREEMENT"
HERTZ_HERC = "HERTZGLOBALHOLDINGS,INC_07_07_2016-EX-10.4-INTELLECTUAL PROPERTY AGREEMENT"
ENTRUST_NORTEL = "ENTRUSTINC_07_24_1998-EX-10.5-STRATEGIC ALLIANCE AGREEMENT"
AURA_ZANOTTI = "AURASYSTEMSINC_06_16_2010-EX-10.25-STRATEGIC ALLIANCE AGREEMENT"
FUSION_CPDC = "FUSIONPHARMACEUTICALSINC_06_05_2020-EX-10.17-Supply Agreement - FUSION"
SHI_FARMS = "GRIDIRONBIONUTRIENTS,INC_02_05_2020-EX-10.3-SUPPLY AGREEMENT"
VALENCE_BAODING = "VALENCETECHNOLOGYINC_02_14_2003-EX-10-JOINT VENTURE CONTRACT"
SEASPINE_PCOMED = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"
PAPEREXCHANGE = "PaperexchangeComInc_20000322_S-1A_EX-10.4_5202103_EX-10.4_Co-Branding Agreement"

USER25_CLAUSE_CONTRACTS: tuple[str, ...] = (
    ALAMOGORDO,
    ATHENS_KBW,
    BLUE_HILLS_KBW,
    CRIC_SINA,
    PIZZA_FUSION_NDA,
    THERAVANCE_HAUMANN,
    HERTZ_HERC,
    ENTRUST_NORTEL,
    AURA_ZANOTTI,
    FUSION_CPDC,
    SHI_FARMS,
    VALENCE_BAODING,
    SEASPINE_PCOMED,
    PAPEREXCHANGE,
)

# other contracts the specific questions, threads and refusals name
VOTOCAST = "VitalibisInc_20180316_8-K_EX-10.2_11100168_EX-10.2_Hosting Agreement"
TRANSPHORM_FUJITSU = "TRANSPHORM,INC_02_14_2020-EX-10.12(1)-JOINT VENTURE AGREEMENT"
TIGRENT_SPEAKERS = "LegacyEducationAllianceInc_20141110_8-K_EX-10.9_8828866_EX-10.9_Endorsement Agreement"
COLUMBIA_FLEET = "Columbia Laboratories, (Bermuda) Ltd. - AMEND NO. 2 TO MANUFACTURING AND SUPPLY AGREEMENT"
UBS_YIELD = "WELLSFARGOMORTGAGEBACKEDSECURITIES2006-6TRUST_05_11_2006-EX-10.3-Yield Maintenance Agreement"
NAKED_WADE = "NakedBrandGroupInc_20150731_POS AM (on S-1)_EX-10.75_9196027_EX-10.75_Endorsement Agreement"
IMPCO_MINDA = "IMPCOTECHNOLOGIESINC_04_15_2003-EX-10.65-JOINT VENTURE AGREEMENT"
QUAKER_HOUGHTON = "Quaker Chemical Corporation - NON COMPETITION AND NON SOLICITATION AGREEMENT"

# parties named
GLU = party("Glu Mobile Inc.")
VERTICALNET = party("VerticalNet, Inc.")
YISHENG_LEJU = party("Beijing Yisheng Leju Information Services Co., Ltd.")


# --- filters and truths built from the records' fields --------------------------------------------


def non_us_law(r: ContractRecord, d: Data) -> bool:
    """A governing law on file of a known country other than the United States."""
    return r.governing_law is not None and r.governing_law.country not in (None, "US")


def no_law(r: ContractRecord, d: Data) -> bool:
    """No governing law on file."""
    return r.governing_law is None


# the words an answer would use for a constraint the data does not record
DOCUSIGN = ("docusign", "wet ink", "signature", "e-sign")
DISCLOSURE = ("disclosure letter", "disclos")
STAMP = ("stamp duty", "stamp")
NOVATION = ("novat",)
COC_CONSENT = ("consent", "change of control")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    dist, fr = typ("Distributor"), typ("Franchise")
    m1, m1_out = worth(over=1_000_000, inclusive=True), worth(over=1_000_000)
    return [
        _q(c, "af01", "DD: count of franchise agmts governed by NY law", count(fr, law("US", "US-NY"))),
        _q(
            c,
            "af02",
            "no. of agmts governed by English law?",
            count(law_in("GB-ENG", None, country="GB"), alts=[[law("GB")]]),
        ),
        _q(
            c,
            "af03",
            "how many agmts in the data room have a German organisation as counterparty?",
            count(party_in("DE")),
        ),
        _q(
            c,
            "af04",
            "distribution agmts of USD 1m+ in value - how many?",
            count(dist, m1, alts=[[dist, m1_out]]),
        ),
        _q(
            c,
            "af05",
            "how many maintenance agmts are still live as at today?",
            count(typ("Maintenance"), active_strict, alts=[[typ("Maintenance"), active_open]]),
        ),
        _q(
            c,
            "af06",
            "promotion agmts that have already lapsed - number pls",
            count(typ("Promotion"), expired_strict, alts=[[typ("Promotion"), expired_incl]]),
        ),
        _q(c, "af07", "how many agmts have no governing law recorded at all?", count(no_law)),
        _q(
            c,
            "af08",
            "DD: list every transportation agmt governed by Texas law (full list please)",
            count(typ("Transportation"), law("US", "US-TX"), full=True),
        ),
        _q(
            c,
            "af09",
            "how many agmts commenced between 01/03/2018 and 31/12/2018?",
            count(eff(date(2018, 3, 1), date(2018, 12, 31))),
        ),
        _q(
            c,
            "af10",
            "anything with verticalnet in the data room? how many, and list them all",
            count(VERTICALNET, full=True),
        ),
        _q(
            c,
            "af11",
            "how many of the contracts were signed via DocuSign rather than wet ink?",
            unread(*DOCUSIGN),
            U,
        ),
        _q(c, "af12", "how many agmts are already listed in the disclosure letter?", unread(*DISCLOSURE), U),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "af13",
            "DD: what's rolling off between now and 31.12.2019?",
            window("end_date", today, fixed(date(TODAY.year, 12, 31))),
        ),
        _q(
            r,
            "af14",
            "anything up for expiry in the next 3 months? need it for the CP checklist",
            window("end_date", today, rel(months=3), extra=[(today, rel(days=90))]),
        ),
        _q(
            r,
            "af15",
            "how many agmts commenced in the six months to 31 March 2019?",
            window("effective_date", fixed(date(2018, 10, 1)), fixed(date(2019, 3, 31))),
        ),
        _q(
            r,
            "af16",
            "how many have we signed year to date?",
            window(
                "effective_date",
                fixed(date(TODAY.year, 1, 1)),
                today,
                extra=[(fixed(date(TODAY.year, 1, 1)), fixed(date(TODAY.year, 12, 31)))],
            ),
        ),
        _q(
            r,
            "af17",
            "which agmts came to an end in the last 18 months?",
            window("end_date", rel(months=-18), today, extra=[(rel(days=-548), today)]),
        ),
        _q(
            r,
            "af18",
            "anything due to expire before the long-stop date of 31/03/2020?",
            window(
                "end_date",
                today,
                fixed(date(TODAY.year + 1, 3, 31)),
                extra=[(today, fixed(date(TODAY.year + 1, 3, 30)))],
            ),
        ),
        _q(
            r,
            "af19",
            "licences that came into force after 15/07/2016 - how many?",
            window(
                "effective_date",
                fixed(date(2016, 7, 16)),
                fixed(None),
                typ("License"),
                extra=[(fixed(date(2016, 7, 15)), fixed(None))],
            ),
        ),
        _q(
            r,
            "af20",
            "which agmts were novated across to the target in the last 6 months?",
            unread(*NOVATION),
            U,
        ),
        _q(
            r,
            "af21",
            "which counterparties have already given change of control consent since 1st May?",
            unread(*COC_CONSENT),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "af22",
            "DD: agmts governed by a non-US law - split by country, top 3",
            by_key(countries_of, country_patterns, 3, non_us_law),
        ),
        _q(a, "af23", "aggregate value of the distribution agmts (USD)?", money_figure(typ("Distributor"))),
        _q(
            a,
            "af24",
            "average deal value for agmts commencing in 2018?",
            money_figure(year_of("effective_date", 2018), how="avg"),
        ),
        _q(
            a,
            "af25",
            "across our sponsorship programme, which counterparty crops up most?",
            by_key(parties_of, party_patterns, 1, typ("Sponsorship")),
        ),
        _q(
            a,
            "af26",
            "no. of agmts by year of commencement, 2015 to 2018 please",
            periods("effective_date", years_span(2015, 2018)),
        ),
        _q(a, "af27", "quarterly split of expiries in 2020?", periods("end_date", quarters_of(2020))),
        _q(
            a, "af28", "average initial term of the franchise agmts, in years?", term_figure(typ("Franchise"))
        ),
        _q(
            a,
            "af29",
            "Delaware-law agmts broken down by contract type - top 3",
            by_key(types_of, type_patterns, 3, law("US", "US-DE")),
        ),
        _q(a, "af30", "the three highest-value service agmts?", top_by_value(3, typ("Service"))),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "af31",
            "the hosting one with votocast - commencement date and governing law?",
            about(VOTOCAST, fact_start, fact_law),
        ),
        _q(
            s,
            "af32",
            "that 2017 JV with the fujitsu entities - who are the parties and which law governs?",
            about(TRANSPHORM_FUJITSU, fact_parties, fact_law),
        ),
        _q(
            s,
            "af33",
            "columbia labs (bermuda) / fleet labs manufacturing amendment - governing law?",
            about(COLUMBIA_FLEET, fact_law),
        ),
        _q(
            s,
            "af34",
            "UBS london branch yield maintenance agmt w/ wells fargo - value and expiry date?",
            about(UBS_YIELD, fact_value, fact_end),
        ),
        _q(
            s,
            "af35",
            "the glu / fox mobile content licence - when does it expire?",
            ambiguous(GLU, typ("License")),
            A,
        ),
        _q(
            s,
            "af36",
            "naked brand's endorsement with wade enterprises - is it still live? what's the end date?",
            about(NAKED_WADE, fact_end),
        ),
        _q(
            s,
            "af37",
            "impco / minda JV - date of commencement and governing law?",
            about(IMPCO_MINDA, fact_start, fact_law),
        ),
    ]


def threads() -> list[Question]:
    de, ny = law("US", "US-DE"), law("US", "US-NY")
    sa, lic = typ("Strategic Alliance"), typ("License")
    y2018, y2017 = year_of("effective_date", 2018), year_of("effective_date", 2017)
    return [
        *_thread(
            "af38",
            [
                ("DD: how many agmts are governed by Delaware law?", count(de)),
                ("of those, how many are strategic alliances?", count(de, sa)),
                ("and under NY law?", count(ny, sa)),
                ("widen it back out - all contract types under NY law", count(ny)),
            ],
        ),
        *_thread(
            "af39",
            [
                ("agmts that commenced in 2018?", count(y2018)),
                ("only those with a non-US counterparty", count(y2018, party_abroad)),
                ("same for 2017", count(y2017, party_abroad, alts=[[y2017]])),
            ],
        ),
        *_thread(
            "af40",
            [
                ("the verticalnet co-branding agmt - when does it run to?", ambiguous(VERTICALNET, sa)),
                (
                    "sorry, I meant the paperexchange one - end date and governing law?",
                    about(PAPEREXCHANGE, fact_end, fact_law),
                ),
                (
                    "how much notice do we have to give to stop it rolling over?",
                    clause_in(PAPEREXCHANGE, "Notice Period To Terminate Renewal"),
                ),
            ],
        ),
        *_thread(
            "af41",
            [
                (
                    "the sina / yisheng leju content licence - when does it expire?",
                    ambiguous(YISHENG_LEJU, lic),
                ),
                (
                    "the copy filed with china real estate information corp's F-1 - is there a "
                    "most-favoured-customer promise in it?",
                    clause_in(CRIC_SINA, "Most Favored Nation"),
                ),
                (
                    "and can the licensee's group companies use the licence too?",
                    clause_in(CRIC_SINA, "Affiliate License-Licensee"),
                ),
            ],
        ),
        *_thread(
            "af42",
            [
                (
                    "theravance UK's service agmt with brett haumann - start date and governing law?",
                    about(THERAVANCE_HAUMANN, fact_start, fact_law),
                ),
                (
                    "who owns the IP he comes up with?",
                    clause_in(THERAVANCE_HAUMANN, "Ip Ownership Assignment"),
                ),
                ("is either side's liability capped?", clause_in(THERAVANCE_HAUMANN, "Cap On Liability")),
            ],
        ),
        *_thread(
            "af43",
            [
                ("how many agmts have a UK counterparty?", count(party_in("GB"))),
                ("which of those cap liability?", clause_across("Cap On Liability", party_in("GB"))),
            ],
        ),
        *_thread(
            "af44",
            [
                (
                    "the alamagordo agency agmt (kbw / charles webb) - what's it worth and when does it end?",
                    about(ALAMOGORDO, fact_value, fact_end),
                ),
                ("is the agent's liability capped?", clause_in(ALAMOGORDO, "Cap On Liability")),
                ("anything that survives termination?", clause_in(ALAMOGORDO, "Post-Termination Services")),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "af45",
            "blue hills bancorp agency agmt with kbw - any exclusivity tying the bank to kbw?",
            BLUE_HILLS_KBW,
            "Exclusivity",
        ),
        (
            "af46",
            "athens bancshares / KBW agency agmt: is there a ceiling on what KBW could be on the hook for?",
            ATHENS_KBW,
            "Cap On Liability",
        ),
        (
            "af47",
            "does the alamogordo agency agmt stop charles webb acting for rival thrifts? any non-compete?",
            ALAMOGORDO,
            "Non-Compete",
        ),
        (
            "af48",
            "the pizza fusion staff NDA / non-compete (appendix C to the PF hospitality franchise pack) - can "
            "the franchisor enforce it even though it isn't a party?",
            PIZZA_FUSION_NDA,
            "Third Party Beneficiary",
        ),
        (
            "af49",
            "hertz / herc IP agmt - does either side promise not to challenge the other's marks?",
            HERTZ_HERC,
            "Covenant Not To Sue",
        ),
        (
            "af50",
            "entrust / nortel alliance: is nortel's licence effectively unlimited, i.e. any number of copies?",
            ENTRUST_NORTEL,
            "Unlimited/All-You-Can-Eat-License",
        ),
        (
            "af51",
            "aura systems alliance with zanoti - anything stopping them competing with each other?",
            AURA_ZANOTTI,
            "Non-Compete",
        ),
        (
            "af52",
            "fusion pharma supply agmt with the CPDC - is any liability left uncapped?",
            FUSION_CPDC,
            "Uncapped Liability",
        ),
        (
            "af53",
            "shi farms supply agmt with gridiron - can either side pull out without cause?",
            SHI_FARMS,
            "Termination For Convenience",
        ),
        (
            "af54",
            "valence / baoding fengfan JV - could valence sell its JV interest to a buyer without baoding's "
            "consent?",
            VALENCE_BAODING,
            "Anti-Assignment",
        ),
        (
            "af55",
            "pcomed / integra supply agmt (the seaspine filing) - is there a most-favoured-customer promise on "
            "price?",
            SEASPINE_PCOMED,
            "Most Favored Nation",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "af56",
            "across the affiliate agmts - does anyone commit to a minimum amount?",
            "Minimum Commitment",
            (typ("Affiliate"),),
        ),
        (
            "af57",
            "IP agmts: which ones let the licensee's group companies use the licence too?",
            "Affiliate License-Licensee",
            (typ("IP"),),
        ),
        (
            "af58",
            "NY-law licences - is any grant perpetual or irrevocable?",
            "Irrevocable Or Perpetual License",
            (typ("License"), law("US", "US-NY")),
        ),
        (
            "af59",
            "strategic alliances - any run-off or transition obligations after termination?",
            "Post-Termination Services",
            (typ("Strategic Alliance"),),
        ),
        (
            "af60",
            "maintenance agmts - can either side terminate on notice without cause?",
            "Termination For Convenience",
            (typ("Maintenance"),),
        ),
        (
            "af61",
            "any exclusivity tying us down in the agmts with a non-US counterparty?",
            "Exclusivity",
            (party_abroad,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        ("af62", "pls mark the sibannac alliance as terminated in the system", refuse("write")),
        ("af63", "delete the duplicate aduro consulting agmt from the data room index", refuse("write")),
        (
            "af64",
            "can you run the same search in the vendor's Project Falcon workspace on Intralinks?",
            refuse("workspace"),
        ),
        (
            "af65",
            "SELECT file_id FROM contracts WHERE governing_law = 'England and Wales';",
            refuse("query"),
        ),
        (
            "af66",
            "MATCH (c:Contract {contract_type: 'Franchise'}) SET c.reviewed = true RETURN count(c)",
            refuse("query"),
        ),
        ("af67", "what's SONIA fixing at today?", refuse("offtopic")),
        (
            "af68",
            "can you book a room at Canary Wharf for the 4pm call with the vendor's counsel?",
            refuse("offtopic"),
        ),
        (
            "af69",
            "is the non-compete in the quaker / gulf houghton agmt enforceable under English law?",
            advice(QUAKER_HOUGHTON),
        ),
        (
            "af70",
            "should we insist on a specific indemnity for the fusion pharma supply agmt before we sign the SPA?",
            advice(FUSION_CPDC),
        ),
        (
            "af71",
            "would you red-flag the tigrent / celebrity speakers endorsement in the DD report?",
            advice(TIGRENT_SPEAKERS),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user25_questions() -> list[Question]:
    return question_set(
        "user25", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER25_CLAUSE_CONTRACTS", "user25_questions"]
