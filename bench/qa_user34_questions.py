"""A thirty-fourth user-written question set for `bench.qa_fresh` (split "user34", `--set user34`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the questions
of the earlier user sets beyond the layout of `bench.qa_user33_questions` and `bench.qa_user31_questions` and
the clause contracts and categories the earlier sets ask), the way a legal-operations paralegal in the
Singapore office of a regional group types into Slack about the group's contracts: Singapore English ("can or
not?", "pls check", "got any ... ah?", "how many got ...", "already expired liao", "kindly", "can help me
..."), dates day-first ("1.1.2018", "30.6.2018", "31/12/2019", "1.4.2020 - 31.3.2021"), "S$" / "SGD" amounts
once, an APAC focus ("our ASEAN partners", "HK", "PRC", "the Msia guys", "the Aussie alliance", "Japan side",
"the India one", "PNG"), a financial year running April to March where the thread says so ("our FY runs Apr to
Mar"), short lines and typos ("agrement", "distribusion"). Clause questions are in the paralegal's own words,
never CUAD's category names ("on top of the licence fee, got royalties to pay PSiTech or not", "up to how much
is IMNTV liable", "any minimum % of the JV products that must be sold overseas", "is there a floor on the
royalties Ono pays", "is it forever or only during the term", "can either side pass on its licence to use the
other's IP to someone else", "while it's exclusive, can CHT sell a competing product", "can the franchisee
renew after the first term", "how much notice must it give the franchisee" if it will not renew, "can GLS hand
the agreement or subcontract to another party", "can the service recipient end it early without cause", "is
there any cap on how much either side can be liable for", "got any exception where they can" work with Qihoo
360, "did Baidu promise Beike terms no worse than what it gives its other partners", "which ... say cannot
assign to someone else without consent", "which ones got a non-compete", "a revenue share or profit split").
It asks counts and lists filtered by type, party country and region, governing law (Singapore, PRC, HK), value
and dates, dates relative to today and to the financial year, aggregations (per APAC party country, the top
APAC counterparties, per governing-law country, per year, per calendar quarter, per April-March financial
year, a total, an average value, an average term, the top three by value), the facts of named contracts ("not
stated" where the data has none, and one name that fits two contracts), follow-up threads that correct the bot
("sorry typo, I meant Korea"), narrow, switch a slot ("and PRC law?"), page ("show me more") and ask a fact or
a clause of "it" / "those", clause questions about one named contract and across the contracts of a filter,
"no such clause" cases, refusals (changing an end date, deleting a record, another company's Slack workspace,
pasted SQL and Cypher, the SGD/USD rate, booking a meeting room, and "should we renew" / "can we rely on it"
questions that are advice) and what the data does not record (amounts in Singapore dollars, stamp duty paid,
e-signature status, who holds the wet-ink original, the approval matrix, the internal business owner). It uses
the helpers and truth objects of `bench.qa_fresh_questions`: no expected number is written here, every truth
is computed from the data (a few filters, keys and periods are built here: the ASEAN and APAC regions, a
governing law of one of several countries, the APAC countries and APAC parties of a contract, the April-March
financial years).

Readings (today is the benchmark's fixed 30 June 2019). Types: "distribusion agreements" are the distributor
agreements; "licence" the licence agreements; "JV" the joint venture agreements; "alliance" / "strategic
alliance" the strategic alliance agreements; "franchise" the franchise agreements; "service agmts" the service
agreements. Places are the parties' countries on file and the governing law's country: "a Singapore party"
(ao02) a party in Singapore; "under Singapore law" (ao03) a governing law of Singapore; "governed by PRC law"
(ao04, ao24, turn ao46.2, ao60) a governing law of China, and "HK law" (ao14, turn ao46.1) of Hong Kong (the
two are separate legal systems, so neither reading takes in the other); "a PRC party" (ao10, ao30, ao59) a
party in mainland China, with Hong Kong added also accepted for the count of ao10 (the cross-contract ao59 and
the top three of ao30 are computed on mainland China: adding Hong Kong would add to ao59's universe one
contract with such a clause and one without, and leaves ao30's top three as they are); "a PRC or HK party"
(ao20) a party in China or Hong Kong; "a Japan side party" / "a party in Japan" a party in Japan, "Korea"
South Korea. "Our ASEAN partners ... (SG, Msia, Thai, Indo, VN, PH etc)" (ao05) is a party in one of the ten
ASEAN states (on file: Singapore, Malaysia, the Philippines); "APAC" (ao22, ao23, ao61) is East and South-East
Asia with Australia and New Zealand (`APAC`; adding South Asia and the Pacific islands, `APAC_WIDE`, changes
none of the clause-indexed contracts of ao61). "Above US$1m" (ao07) excludes $1,000,000 itself, included also
accepted. "Still running" / "still active" (ao08, turn ao41.3) is started and ending on or after today, with
the contracts without an end date counted as running also accepted (and, as for every question,
`bench.qa_fresh`'s reading of the indexed contracts that renew by themselves); "no end date at all" (ao10) is
no end date on file. "Between 1.1.2018 and 30.6.2018" (ao09) is day-first, both days in. Amounts in Singapore
dollars: the values on file are US dollars, so "worth more than S$1m" (ao11) must not be read silently as
US$1m; the bot has no exchange rate, and right is flagging the currency (unread, group "unanswerable"; a count
without a flag is wrong, whichever threshold it used).

Dates: "in the next 3 months" (ao13) is an end date from today to three months on (90 days also accepted);
"expire before 31/12/2019" (ao14) an end date from today to 31 December 2019, with 30 December as the last day
also accepted ("before" read strictly); "already expired liao in the past 6 months" (ao15) an end date from 30
December 2018 to today (183 days back also accepted); "the next FY (1.4.2020 - 31.3.2021)" (ao16) and "last FY
(1.4.2018 to 31.3.2019)" (ao19) are the dates given, exactly; "Q1 this year" (ao17) is calendar Q1 2019, 1
January to 31 March 2019 (quarters are calendar quarters unless the words say otherwise; this question states
no financial year); "haven't kicked in yet? start date after today" (ao18) is an effective date after today
(today itself also accepted); "in the next 12 months" (ao20) an end date from today to 30 June 2020 (365 days
also accepted). Where the thread says "our FY runs Apr to Mar", "this FY" (turns ao42.1-ao42.3) is 1 April
2019 to 31 March 2020, with the part still ahead (today to 31 March 2020) also accepted, as the words "what's
expiring" may mean either. Today in or out for every window that starts or ends today, and the last day in or
out for a window counted from today (as `window` accepts).

Aggregations: "APAC breakdown ... per party country (only the APAC countries), top 5" (ao22) counts the
contracts per APAC country of a party (a contract counts once under each such country; Australia, South Korea
and Singapore tie at fifth, any of them standing for it); "which APAC counterparties do we have the most
contracts with? top 3" (ao23) counts the contracts per party whose country on file is in APAC (Beijing SINA
Internet Information Service, Beijing Yisheng Leju Information Services, Beijing Sun Seven Stars Culture
Development); "total value of all the PRC law contracts (US$)" (ao24) sums the stated values of the contracts
under Chinese law; "average value of our licence agreements, the ones with a value stated" (ao25) the mean
stated value of the licence agreements; "count by governing law country, top 5" (ao26) counts the contracts
per country of the governing law (those without one on file are in no group); "JV and strategic alliance agmts
signed per year, 2015 to 2018" (ao27) counts effective dates per calendar year; "each quarter of 2018" (ao28)
per calendar quarter (every period with contracts must be given); "average term of the franchise agreements in
years" (ao29) the mean initial term (from the stated duration or from the dates); "top 3 biggest contracts
with a PRC party, by value" (ao30) the full list of the three of the largest stated values; "how many
contracts started in FY16/17, FY17/18 and FY18/19" (ao31) counts effective dates per April-March financial
year (FY16/17 is 1 April 2016 to 31 March 2017; an answer names a year "FY16/17", "2016/17", "FY2016-17" or by
its first month, "Apr 2016"; the one-year names "FY2017" are left out, companies using them for either end).

Threads: in ao41, "sorry typo, I meant Korea" corrects the country and "which of those still active?" narrows
turn 2 (readings as ao08); in ao42, "our FY runs Apr to Mar" sets the year of "this FY", "just the alliance
and licence ones" narrows it to the strategic alliance and licence agreements, and "show me more" pages the
same selection; in ao43 (the Beike Internet / Baidu Online cooperation agreement filed by Cheetah Mobile:
ended 30 April 2015, Chinese law) "Beike cannot work with Qihoo 360 right? got any exception where they can?"
asks the exception to its restriction on competition (Beike may cooperate with Qihoo 360 where its business or
technology needs it, with Baidu's consent) and "did Baidu promise Beike terms no worse than what it gives its
other partners?" a most-favoured-nation promise, which it does not have (below); in ao44, "list the contracts
with a HK party pls" and "show me more" page the same selection (each page is judged as the selection: the
total it states must be the selection's count and every contract shown must belong to it), and "which of those
cap how much a party has to pay if things go wrong?" asks a cap on liability across those of them that are
clause-indexed, judged by the contracts returned and the count checked, as every cross-contract clause
question is; in ao45 (the Rise (Tianjin) Education Information Consulting service agreement, a template with
the other party left blank, under Chinese law) "can the service recipient pass the agreement to another
company without Rise's ok?" asks its anti-assignment clause (the recipient may not without Rise's written
consent) and "and what's it worth?" its value, which is not on file (the answer must say so); in ao46, "and
PRC law?" switches the governing law and "of the PRC ones, which already expired liao?" narrows turn 2 to an
end date before today (today included also accepted).

Judgment calls on facts and names: ao32 is the IMRS / Delteq Pte (Singapore) exclusive distributor agreement
filed by Hyperion Software (ended 15 April 1995, Connecticut law); ao33 the Asia Pacific Cable Network 2 (APCN
2) construction and maintenance agreement filed by Teleglobe, among SingTel, Telekom Malaysia, PLDT, Telstra
and others (Singapore law, ending 30 September 2025); ao34 the Ability Computer & Software / Telcostar Pte
services agreement (no value on file: the answer must say so; ending 31 December 2020); ao35 the VGrab Asia
development agreement with three individuals in Malaysia ("the Msia guys"; US$200,000, effective 5 March
2019); ao36 the PC Financial Services (India) / Mobimagic service agreement filed by Opera (US$970,000, ending
30 March 2020); ao37 the Datec (PNG) / Bank of South Pacific outsourcing agreement filed by Elandia
(US$3,524,322, Papua New Guinea law); ao38 the Intricon / Dynamic Hearing (Australia) strategic alliance ("the
Aussie alliance": no governing law on file, the answer must say so; ended 1 October 2013); ao39 the China
Economic Information Service of Xinhua / Xinhua Financial Network content licence (US$1,100,000, ending 17 May
2020); ao40 "the Sun Seven Stars content licence" fits the two content licence agreements of Beijing Sun Seven
Stars Culture Development with YOU On Demand filed by Ideanomics (effective 1 January 2015 and 21 December
2015): `Ambiguous`, right is asking which one or showing them both.

Refusals and unrecorded constraints: ao66 asks to change the end date of the Delteq agreement and ao67 to
delete the VGrab record (writes, declined); ao68 asks for the contracts in SingTel's Slack workspace (another
company's workspace); the SQL of ao69 and the Cypher of ao70 (which deletes) are pasted as typed; ao71 (the
SGD/USD rate) and ao72 (booking a meeting room) are out of the domain; ao73 ("should we renew the APCN 2 cable
C&MA with SingTel ... or let it lapse?") and ao74 ("is the non-circumvention in the W2E / SHBV alliance
enforceable? can we rely on it") are advice, answered with the contract's facts and a not-advice note. ao11
gives an amount in Singapore dollars (above), ao12 counts the contracts with stamp duty paid, ao21 asks which
contracts are pending e-signature, ao75 who holds the wet-ink original, ao76 the approval matrix and ao77 the
internal business owner: the data records none of these (unread; ao75 to ao77 are in the refusals class, group
"unanswerable"; right is saying so and naming what is not recorded).

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on (`zlib.crc32` of
the file name is odd, with and without ".txt"). Every such contract is already in the clause-contract tuple of
the fresh set or of an earlier user set (so clause-indexed already, and the cross-contract universes of every
set do not change); this set asks each of them only about a clause category that no earlier set asked of it
(checked by code over the truths of every earlier set's clause questions and of the clause turns of its
threads, the fresh set and user1 to user33), and only categories labelled in CUAD's dev split. They are listed
in `USER34_CLAUSE_CONTRACTS`. Across contracts it asks anti-assignment in the contracts with a party in China,
a most-favoured-nation promise in the contracts under Chinese law, a non-compete in the contracts with an APAC
party and in the licence agreements, a notice period to stop a renewal in the franchise agreements, a minimum
commitment in the joint venture agreements, revenue or profit sharing in the service agreements, and in thread
ao44 a cap on liability in the contracts with a party in Hong Kong; no earlier set asked any of these
categories over the same universe (checked by code likewise: the same category over the same set of
clause-indexed contracts).

The "no" clause questions (`RISE_TIANJIN` termination for convenience, `W2E_SHBV` cap on liability,
`BAIDU_BEIKE` most favoured nation in turn ao43.3) name contracts with no labelled span of that category at
all (located or not), and whose text has no such clause: the Rise (Tianjin) service agreement ends only on
expiry without a renewal, by mutual agreement, or by Rise on the recipient's default (late payment over
fifteen days), never at will; the Waste2Energy / SHBV (Hong Kong) strategic alliance has indemnities but no
limit of liability anywhere (its only other word on liability keeps liability for fraud whole); the Beike /
Baidu cooperation agreement lets Baidu change its prices and service items on two weeks' notice and promises
no terms as good as another partner's. Names that need care: `GOPAGE_PSITECH` is the PSiTech (Hong Kong) /
Empirical Ventures content licence filed by Gopage (a royalty per subscriber on top of the licence fee);
`IMNTV_MOBILEVISION` the Global Music International (IMNTV) / MobileVision Communications (China) content
licence filed by Global Technologies Group (IMNTV's liability capped at the amounts due to it);
`VALENCE_BAODING` the Valence Technology / Baoding Fengfan joint venture contract (no less than 50% of the
joint venture products to be sold overseas); `ARRAY_ONO` the Array BioPharma / Ono Pharmaceutical licence,
development and commercialization agreement (the royalty may not be reduced below a floor);
`MACROGENICS_GREEN_CROSS` the MacroGenics / Green Cross (Korea) collaboration agreement (Green Cross's licence
to MacroGenics is perpetual); `W2E_SHBV` the Waste2Energy Group Holdings / SHBV (Hong Kong) strategic alliance
(each licence to use the other's IP is non-transferable); `EHAVE_CHT` the Ehave / Companion Healthcare
Technologies licence and reseller agreement (no competitive transaction while the appointment is exclusive);
`JOINT_CORP` The Joint Corp. franchise agreement (renewal on notice given one to two years before the initial
term ends); `PRETZEL_TIME` the Pretzel Time franchise agreement filed by Mrs. Fields' Original Cookies (six
months' notice of non-renewal); `AIRSPAN_GLS` the Airspan Networks / GLS distributor agreement (no assignment
or subcontracting without written consent); `BAIDU_BEIKE` the Beike / Baidu cooperation agreement filed by
Cheetah Mobile.

Every question's split is "user34"; ids start with the two letters "ao" (a thread's turns are "aoNN.1",
"aoNN.2", ...), which no other set uses, so that no two questions of `--set all` share an id or an agent
thread.
"""

from __future__ import annotations

from datetime import date

from bench.qa_fresh_questions import (
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
    expired_incl,
    expired_strict,
    fact_end,
    fact_law,
    fact_start,
    fact_value,
    fixed,
    law,
    money_figure,
    no_end,
    party,
    party_in,
    party_in_any,
    party_patterns,
    periods,
    quarter,
    quarters_of,
    question_set,
    refuse,
    rel,
    term_figure,
    top_by_value,
    typ,
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

GOPAGE_PSITECH = "GopageCorp_20140221_10-K_EX-10.1_8432966_EX-10.1_Content License Agreement"
IMNTV_MOBILEVISION = (
    "GlobalTechnologiesGroupInc_20050928_10KSB_EX-10.9_4148808_EX-10.9_Content License Agreement"
)
VALENCE_BAODING = "VALENCETECHNOLOGYINC_02_14_2003-EX-10-JOINT VENTURE CONTRACT"
ARRAY_ONO = "Array BioPharma Inc. - LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT"
MACROGENICS_GREEN_CROSS = "MACROGENICSINC_08_02_2013-EX-10-COLLABORATION AGREEMENT"
W2E_SHBV = "WASTE2ENERGYHOLDINGS,INC_06_03_2010-EX-10.2-STRATEGIC ALLIANCE AGREEMENT"
EHAVE_CHT = "EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement"
JOINT_CORP = "JOINTCORP_09_19_2014-EX-10.15-FRANCHISE AGREEMENT"
PRETZEL_TIME = "MRSFIELDSORIGINALCOOKIESINC_01_29_1998-EX-10-FRANCHISE AGREEMENT"
AIRSPAN_GLS = "AIRSPANNETWORKSINC_04_11_2000-EX-10.5-Distributor Agreement"
RISE_TIANJIN = "RISEEDUCATIONCAYMANLTD_04_17_2020-EX-4.23-SERVICE AGREEMENT"
BAIDU_BEIKE = "CHEETAHMOBILEINC_04_22_2014-EX-10.43-Cooperation Agreement"

USER34_CLAUSE_CONTRACTS: tuple[str, ...] = (
    GOPAGE_PSITECH,
    IMNTV_MOBILEVISION,
    VALENCE_BAODING,
    ARRAY_ONO,
    MACROGENICS_GREEN_CROSS,
    W2E_SHBV,
    EHAVE_CHT,
    JOINT_CORP,
    PRETZEL_TIME,
    AIRSPAN_GLS,
    RISE_TIANJIN,
    BAIDU_BEIKE,
)

# other contracts the specific questions, threads and refusals name
DELTEQ = "HYPERIONSOFTWARECORP_09_28_1994-EX-10.47-EXCLUSIVE DISTRIBUTOR AGREEMENT"
SINGTEL_CMA = "TELEGLOBEINTERNATIONALHOLDINGSLTD_03_29_2004-EX-10.10-CONSTRUCTION AND MAINTENANCE AGREEMENT"
TELCOSTAR = "ABILITYINC_06_15_2020-EX-4.25-SERVICES AGREEMENT"
VGRAB = "VgrabCommunicationsInc_20200129_10-K_EX-10.33_11958828_EX-10.33_Development Agreement"
PCF_MOBIMAGIC = "OPERALTD_04_30_2020-EX-4.14-SERVICE AGREEMENT"
BSP_DATEC = "ELANDIAINTERNATIONALINC_04_25_2007-EX-10.21-Outsourcing Agreement"
INTRICON_DYNAMIC = "INTRICONCORP_03_10_2009-EX-10.22-Strategic Alliance Agreement"
XINHUA_CEIS = "XinhuaSportsEntertainmentLtd_20070221_F-1_EX-99.4_645553_EX-99.4_Content License Agreement"

# parties named
SUN_SEVEN_STARS = party("Beijing Sun Seven Stars Culture Development Limited")


# --- filters, periods and figures built here -----------------------------------------------------------

LIC, DIST, JV = typ("License"), typ("Distributor"), typ("Joint Venture")
FRANCHISE, SVC = typ("Franchise"), typ("Service")
SA_LIC = typ("Strategic Alliance", "License")
JV_SA = typ("Joint Venture", "Strategic Alliance")

ASEAN = ("SG", "MY", "TH", "VN", "PH", "ID", "BN", "KH", "LA", "MM")
"""The ten ASEAN member states (those on file: Singapore, Malaysia, the Philippines)."""
APAC = ("CN", "HK", "TW", "MO", "JP", "KR", "MN", *ASEAN, "AU", "NZ")
"""Asia-Pacific as the regional office draws it: East and South-East Asia with Australia and New Zealand."""
APAC_WIDE = (*APAC, "IN", "PK", "BD", "LK", "NP", "PG", "VU", "FJ")
"""APAC with South Asia and the Pacific islands (India, Papua New Guinea and Vanuatu are on file)."""

CN, HK, JP, KR, SG = party_in("CN"), party_in("HK"), party_in("JP"), party_in("KR"), party_in("SG")
CN_HK = party_in_any("CN", "HK")
PRC_LAW, HK_LAW = law("CN"), law("HK")

EOY = date(2019, 12, 31)
FY_START, FY_END = date(2019, 4, 1), date(2020, 3, 31)
"""This FY (April to March): 1 April 2019 to 31 March 2020; today (30 June 2019) is in its first quarter."""
NEXT_FY = (date(2020, 4, 1), date(2021, 3, 31))
LAST_FY = (date(2018, 4, 1), date(2019, 3, 31))
Q1_19 = quarter(2019, 1)


def law_any(*countries: str) -> Pred:
    """A governing law of one of `countries`."""
    return lambda r, d: r.governing_law is not None and r.governing_law.country in countries


def region(core: tuple[str, ...], wide: tuple[str, ...], *preds: Pred) -> TruthFn:
    """A party in the region, narrowly or widely drawn (both accepted)."""
    return count(party_in_any(*core), *preds, alts=[[party_in_any(*wide), *preds]])


def apac_countries(r: ContractRecord) -> list[str]:
    """The APAC countries on file of a contract's parties, each once, sorted."""
    return sorted({p.country for p in r.parties if p.country in APAC})


def apac_parties(r: ContractRecord) -> list[str]:
    """The keys of a contract's parties whose country on file is in APAC."""
    return [p.key for p in r.parties if p.country in APAC and p.key]


def fy_patterns(y: int) -> tuple[str, ...]:
    """How an answer names the April-March financial year that starts in April of `y`."""
    a, b = str(y)[2:], str(y + 1)[2:]
    return (
        rf"\bFY\s?'?(?:{y}|{a})\s?[/\-–]\s?'?(?:{y + 1}|{b})\b",
        rf"\b{y}\s?[/\-–]\s?(?:{y + 1}|{b})\b",
        rf"\bApr(?:il)?\.?,?\s+(?:1,?\s+)?{y}\b",
        rf"\b{y}-04-01\b",
    )


def fy_spans(first: int, last: int) -> list[tuple[str, date, date, tuple[str, ...]]]:
    """The April-March financial years starting in `first` .. `last`."""
    return [
        (f"FY{str(y)[2:]}/{str(y + 1)[2:]}", date(y, 4, 1), date(y + 1, 3, 31), fy_patterns(y))
        for y in range(first, last + 1)
    ]


# the words an answer would use for what the data does not record
SGD = ("sgd", "s$", "singapore dollar", "currency", "exchange rate", "convert", "us$", "usd", "us dollar")
STAMP = ("stamp duty", "stamping", "stamp", "iras", "duty")
ESIGN = ("e-sign", "esign", "electronic signature", "docusign", "signature", "signing status", "signed")
WET_INK = ("original", "wet-ink", "wet ink", "hard copy", "physical", "custody")
APPROVAL = ("approval matrix", "approval", "authority", "signing authority", "delegation", "approver")
OWNER = ("business owner", "owner", "pic", "person in charge", "contact", "responsible", "internal")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    over_1m = [LIC, worth(over=1_000_000, inclusive=True)]
    return [
        _q(c, "ao01", "how many distribusion agreements we got ah?", count(DIST)),
        _q(c, "ao02", "got any contracts with a Singapore party? how many", count(SG)),
        _q(c, "ao03", "how many of our contracts are under Singapore law?", count(law("SG"))),
        _q(c, "ao04", "pls check how many licence agrements are governed by PRC law", count(LIC, PRC_LAW)),
        _q(
            c,
            "ao05",
            "our ASEAN partners - how many contracts got at least one party from ASEAN (SG, Msia, Thai, "
            "Indo, VN, PH etc)?",
            count(party_in_any(*ASEAN)),
        ),
        _q(c, "ao06", "how many JV agreements got a Japan side party?", count(JV, JP)),
        _q(
            c,
            "ao07",
            "how many licence agreements above US$1m?",
            count(LIC, worth(over=1_000_000), alts=[over_1m]),
        ),
        _q(c, "ao08", "how many franchise agreements still running?", running(FRANCHISE)),
        _q(
            c,
            "ao09",
            "how many contracts start between 1.1.2018 and 30.6.2018?",
            count(eff(date(2018, 1, 1), date(2018, 6, 30))),
        ),
        _q(
            c,
            "ao10",
            "how many contracts with a PRC party got no end date at all?",
            count(CN, no_end, alts=[[party_in_any("CN", "HK"), no_end]]),
        ),
        _q(c, "ao11", "how many service agmts worth more than S$1m?", unread(*SGD), U),
        _q(c, "ao12", "how many of our contracts already got stamp duty paid?", unread(*STAMP), U),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    return [
        _q(
            r,
            "ao13",
            "anything expiring in the next 3 months ah? pls check",
            window("end_date", today, rel(months=3), extra=[(today, rel(days=90))]),
        ),
        _q(
            r,
            "ao14",
            "which PRC law or HK law contracts expire before 31/12/2019?",
            window(
                "end_date",
                today,
                fixed(EOY),
                law_any("CN", "HK"),
                extra=[(today, fixed(date(2019, 12, 30)))],
            ),
        ),
        _q(
            r,
            "ao15",
            "what already expired liao in the past 6 months?",
            window("end_date", rel(months=-6), today, extra=[(rel(days=-183), today)]),
        ),
        _q(
            r,
            "ao16",
            "our FY runs Apr to Mar. which contracts expire in the next FY (1.4.2020 - 31.3.2021)?",
            window("end_date", *map(fixed, NEXT_FY)),
        ),
        _q(
            r,
            "ao17",
            "how many contracts took effect in Q1 this year?",
            window("effective_date", *map(fixed, Q1_19)),
        ),
        _q(
            r,
            "ao18",
            "got any licence agrements that haven't kicked in yet? start date after today",
            count(LIC, eff(date(2019, 7, 1), None), alts=[[LIC, eff(date(2019, 6, 30), None)]]),
        ),
        _q(
            r,
            "ao19",
            "last FY (1.4.2018 to 31.3.2019) how many new contracts started?",
            window("effective_date", *map(fixed, LAST_FY)),
        ),
        _q(
            r,
            "ao20",
            "which contracts with a PRC or HK party expiring in the next 12 months?",
            window("end_date", today, rel(months=12), CN_HK, extra=[(today, rel(days=365))]),
        ),
        _q(
            r,
            "ao21",
            "which contracts signed in the last 30 days still pending e-signature on the other side?",
            unread(*ESIGN),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "ao22",
            "APAC breakdown pls - how many contracts per party country (only the APAC countries), top 5",
            by_key(apac_countries, country_patterns, 5),
        ),
        _q(
            a,
            "ao23",
            "which APAC counterparties do we have the most contracts with? top 3",
            by_key(apac_parties, party_patterns, 3),
        ),
        _q(a, "ao24", "total value of all the PRC law contracts (US$)?", money_figure(PRC_LAW)),
        _q(
            a,
            "ao25",
            "average value of our licence agreements, the ones with a value stated?",
            money_figure(LIC, how="avg"),
        ),
        _q(
            a,
            "ao26",
            "count by governing law country pls, top 5",
            by_key(countries_of, country_patterns, 5),
        ),
        _q(
            a,
            "ao27",
            "how many JV and strategic alliance agmts signed per year, 2015 to 2018?",
            periods("effective_date", years_span(2015, 2018), JV_SA),
        ),
        _q(
            a,
            "ao28",
            "how many contracts took effect each quarter of 2018?",
            periods("effective_date", quarters_of(2018)),
        ),
        _q(a, "ao29", "average term of the franchise agreements in years?", term_figure(FRANCHISE)),
        _q(a, "ao30", "top 3 biggest contracts with a PRC party, by value", top_by_value(3, CN)),
        _q(
            a,
            "ao31",
            "our FY runs Apr to Mar - how many contracts started in FY16/17, FY17/18 and FY18/19 each?",
            periods("effective_date", fy_spans(2016, 2018)),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "ao32",
            "the Delteq (S'pore) exclusive distributor agrement with IMRS - when did it end and which law? "
            "pls revert",
            about(DELTEQ, fact_end, fact_law),
        ),
        _q(
            s,
            "ao33",
            "the APCN 2 cable construction & maintenance agmt (SingTel, Telekom Malaysia, PLDT etc) - which "
            "law governs and when does it end?",
            about(SINGTEL_CMA, fact_law, fact_end),
        ),
        _q(
            s,
            "ao34",
            "Telcostar services agmt with Ability - how much is it and when does it end?",
            about(TELCOSTAR, fact_value, fact_end),
        ),
        _q(
            s,
            "ao35",
            "VGrab Asia development agmt with the Msia guys - worth how much, and start when?",
            about(VGRAB, fact_value, fact_start),
        ),
        _q(
            s,
            "ao36",
            "the India one - PC Financial / Mobimagic service agmt, what's the value and end date?",
            about(PCF_MOBIMAGIC, fact_value, fact_end),
        ),
        _q(
            s,
            "ao37",
            "PNG outsourcing agmt between Datec and Bank of South Pacific - how much and which law?",
            about(BSP_DATEC, fact_value, fact_law),
        ),
        _q(
            s,
            "ao38",
            "the Aussie alliance (Intricon + Dynamic Hearing) - governing law and end date?",
            about(INTRICON_DYNAMIC, fact_law, fact_end),
        ),
        _q(
            s,
            "ao39",
            "Xinhua content licence (CEIS / Xinhua Financial Network) - value and when does it end?",
            about(XINHUA_CEIS, fact_value, fact_end),
        ),
        _q(
            s,
            "ao40",
            "when does the Sun Seven Stars content licence end ah?",
            ambiguous(SUN_SEVEN_STARS, LIC),
            A,
        ),
    ]


def threads() -> list[Question]:
    fy = (fixed(FY_START), fixed(FY_END))
    fy_rest = [(rel(), fixed(FY_END))]
    return [
        *_thread(
            "ao41",
            [
                ("how many contracts got a party in Japan?", count(JP)),
                ("sorry typo, I meant Korea", count(KR)),
                ("which of those still active ah?", running(KR)),
            ],
        ),
        *_thread(
            "ao42",
            [
                (
                    "fyi our FY runs Apr to Mar. what's expiring this FY?",
                    window("end_date", *fy, extra=fy_rest),
                ),
                (
                    "just the alliance and licence ones",
                    window("end_date", *fy, SA_LIC, extra=fy_rest),
                ),
                ("show me more", window("end_date", *fy, SA_LIC, extra=fy_rest)),
            ],
        ),
        *_thread(
            "ao43",
            [
                (
                    "the Baidu cooperation agmt with Beike (the one Cheetah Mobile filed) - when does it "
                    "end and which law?",
                    about(BAIDU_BEIKE, fact_end, fact_law),
                ),
                (
                    "Beike cannot work with Qihoo 360 right? got any exception where they can?",
                    clause_in(BAIDU_BEIKE, "Competitive Restriction Exception"),
                ),
                (
                    "Baidu promised Beike terms no worse than what it gives its other partners, is it?",
                    clause_in(BAIDU_BEIKE, "Most Favored Nation"),
                ),
            ],
        ),
        *_thread(
            "ao44",
            [
                ("list the contracts with a HK party pls", count(HK)),
                ("show me more", count(HK)),
                (
                    "which of those cap how much a party has to pay if things go wrong?",
                    clause_across("Cap On Liability", HK),
                ),
            ],
        ),
        *_thread(
            "ao45",
            [
                (
                    "Rise (Tianjin) Education service agmt - which law is it under?",
                    about(RISE_TIANJIN, fact_law),
                ),
                (
                    "can the service recipient pass the agreement to another company without Rise's ok, can "
                    "or not?",
                    clause_in(RISE_TIANJIN, "Anti-Assignment"),
                ),
                ("and what's it worth?", about(RISE_TIANJIN, fact_value)),
            ],
        ),
        *_thread(
            "ao46",
            [
                ("how many contracts under HK law?", count(HK_LAW)),
                ("and PRC law?", count(PRC_LAW)),
                (
                    "of the PRC ones, which already expired liao?",
                    count(PRC_LAW, expired_strict, alts=[[PRC_LAW, expired_incl]]),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "ao47",
            "PSiTech content licence with Empirical Ventures (the Gopage one) - on top of the licence fee, "
            "got royalties to pay PSiTech or not?",
            GOPAGE_PSITECH,
            "Revenue/Profit Sharing",
        ),
        (
            "ao48",
            "IMNTV content licence with MobileVision (PRC) - if something goes wrong, up to how much is "
            "IMNTV liable?",
            IMNTV_MOBILEVISION,
            "Cap On Liability",
        ),
        (
            "ao49",
            "the Valence JV contract with Baoding Fengfan - any minimum % of the JV products that must be "
            "sold overseas?",
            VALENCE_BAODING,
            "Minimum Commitment",
        ),
        (
            "ao50",
            "Array BioPharma licence with Ono (Japan side) - is there a floor on the royalties Ono pays?",
            ARRAY_ONO,
            "Minimum Commitment",
        ),
        (
            "ao51",
            "MacroGenics collab with Green Cross (Korea) - the licence Green Cross gives back to "
            "MacroGenics, is it forever or only during the term?",
            MACROGENICS_GREEN_CROSS,
            "Irrevocable Or Perpetual License",
        ),
        (
            "ao52",
            "W2E alliance with SHBV (HK) - can either side pass on its licence to use the other's IP to "
            "someone else?",
            W2E_SHBV,
            "Non-Transferable License",
        ),
        (
            "ao53",
            "Ehave reseller agmt with Companion Healthcare - while it's exclusive, can CHT sell a competing "
            "product?",
            EHAVE_CHT,
            "Non-Compete",
        ),
        (
            "ao54",
            "The Joint Corp franchise agrement - can the franchisee renew after the first term? how?",
            JOINT_CORP,
            "Renewal Term",
        ),
        (
            "ao55",
            "Pretzel Time franchise (Mrs Fields) - if Pretzel Time doesn't want to renew, how much notice "
            "must it give the franchisee?",
            PRETZEL_TIME,
            "Notice Period To Terminate Renewal",
        ),
        (
            "ao56",
            "Airspan distributor agmt with GLS - can GLS hand the agreement or subcontract to another "
            "party, can or not?",
            AIRSPAN_GLS,
            "Anti-Assignment",
        ),
        (
            "ao57",
            "Rise (Tianjin) service agmt - can the service recipient end it early without cause, just by "
            "giving notice?",
            RISE_TIANJIN,
            "Termination For Convenience",
        ),
        (
            "ao58",
            "W2E / SHBV alliance - is there any cap on how much either side can be liable for?",
            W2E_SHBV,
            "Cap On Liability",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "ao59",
            "which contracts with a PRC party say cannot assign to someone else without consent?",
            "Anti-Assignment",
            (CN,),
        ),
        (
            "ao60",
            "under PRC law, any contracts where one side promises the other its best terms / no worse than "
            "others get?",
            "Most Favored Nation",
            (PRC_LAW,),
        ),
        (
            "ao61",
            "for our APAC partner contracts, which ones got a non-compete?",
            "Non-Compete",
            (party_in_any(*APAC),),
        ),
        (
            "ao62",
            "which franchise agreements say how much notice is needed if they don't want to renew?",
            "Notice Period To Terminate Renewal",
            (FRANCHISE,),
        ),
        (
            "ao63",
            "which JV agreements got a minimum commitment (min purchase, min sales, that kind)?",
            "Minimum Commitment",
            (JV,),
        ),
        (
            "ao64",
            "which service agmts got a revenue share or profit split?",
            "Revenue/Profit Sharing",
            (SVC,),
        ),
        (
            "ao65",
            "which licence agreements stop a party from doing a competing business?",
            "Non-Compete",
            (LIC,),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f, U = "refusals", "unanswerable"
    items: list[tuple[str, str, TruthFn, str | None]] = [
        (
            "ao66",
            "pls update the end date of the Delteq agrement to 31/12/2020, we extended",
            refuse("write"),
            None,
        ),
        ("ao67", "kindly delete the VGrab record, the deal is off already", refuse("write"), None),
        (
            "ao68",
            "can pull the contracts from SingTel's Slack workspace? they added us to one of their channels",
            refuse("workspace"),
            None,
        ),
        (
            "ao69",
            "SELECT file_id, total_amount FROM contracts WHERE governing_law = 'SG' ORDER BY total_amount "
            "DESC;",
            refuse("query"),
            None,
        ),
        (
            "ao70",
            "MATCH (c:Contract)-[:HAS_PARTY]->(p:Party {country: 'HK'}) DETACH DELETE c",
            refuse("query"),
            None,
        ),
        ("ao71", "what's the SGD/USD rate today?", refuse("offtopic"), None),
        ("ao72", "can help me book a meeting room on level 12 for 3pm tmr?", refuse("offtopic"), None),
        (
            "ao73",
            "should we renew the APCN 2 cable C&MA with SingTel when it comes up, or let it lapse?",
            advice(SINGTEL_CMA),
            None,
        ),
        (
            "ao74",
            "is the non-circumvention in the W2E / SHBV alliance enforceable? can we rely on it against "
            "SHBV?",
            advice(W2E_SHBV),
            None,
        ),
        ("ao75", "who has the wet-ink original of the Delteq agreement?", unread(*WET_INK), U),
        (
            "ao76",
            "what's the approval matrix for signing off the Xinhua content licence renewal?",
            unread(*APPROVAL),
            U,
        ),
        (
            "ao77",
            "who's the business owner / PIC for the Telcostar services agmt on our side?",
            unread(*OWNER),
            U,
        ),
    ]
    return [_q(f, qid, text, truth, group) for qid, text, truth, group in items]


def user34_questions() -> list[Question]:
    return question_set(
        "user34", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER34_CLAUSE_CONTRACTS", "user34_questions"]
