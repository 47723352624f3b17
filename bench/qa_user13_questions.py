"""A thirteenth user-written question set for `bench.qa_fresh` (split "user13", `--set user13`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user12_questions` and
`bench.qa_user11_questions` and the clause contracts and categories the earlier sets ask), the way an
outside-counsel associate doing M&A due diligence for a buyer types into a shared Slack channel
between calls: items pasted from a due-diligence request list ("1.", "(a)", one item a message),
abbreviations ("pls", "w/", "w/o", "approx.", "EOY", "YE2018", "Q3 2018", "H1 2019", "MSA", "JV",
"IP license", "dist. agmt", "non-US", "ex-US", "gov law", "auto-renew", "CoC" for change of control,
"T4C" for termination for convenience, "LoL" for limitation of liability), Slack markup left in the
text as Slack sends it (`*bold*`, `_italic_`, backticks, `&gt;` quoting a colleague's line, `&amp;` for
&, a link written `<https://example.com|the data room>`, a user mention `<@U024BE7LH>`), party names
with legal suffixes and small typos ("Carbogen Amics AG", "Yaskawa Electirc", "Dialog Semiconducter
(UK) Ltd", "Otkritie Investmnets Cyprus Ltd", "Beijing SINA Internet Information Service Co Ltd"),
counts, relative dates, aggregations (totals, averages, biggest / smallest by value, grouped counts),
details of one contract, follow-up threads that lean on the turn before ("same but w/o the expired
ones", "and the 2nd one on the list?", "of those ..."), clause questions about one named contract
and across the contracts of one type, "no clause" cases, refusals (drafting a redline, e-mailing the
other side, another client's workspace, deleting a contract, a Cypher query pasted in backticks, an
antitrust filing threshold, legal advice: "should we walk away", "is it enforceable") and constraints
the data does not record (who is on the deal team, e-signature or wet ink, whether a contract was
disclosed in the data room, the target's GC signing off). It uses the helpers and truth objects of
`bench.qa_fresh_questions`: no expected number is written here, every truth is computed from the data
(a few filters and truths are built here from the records' fields: a party based outside the US, a
party whose name says GmbH, a governing law outside the US, a negation, the smallest contract by
value, the n-th contract of a ranking by value).

Two things in one message: where an item asks two things the helpers can express together (a
contract's effective date *and* its governing law) both are asked facts of one `Single`. Where they
cannot ("how many ... and which is the biggest", "total value ... and which one is the biggest", "how
many expire ... and which is the first to go"), the truth is the first part, the count or the total
(`Count`, `Figure`): the contract the answer names for the second part is one of the contracts
counted, so it stays inside the set a `Count` checks and does not make the answer partly; a
`Figure` is correct when the total is stated, whatever else the answer adds. These are h06 (count of
the NY-law MSAs), h11 (count of the contracts ending by EOY) and h20 (total value of the JVs).

Readings: "MSA" is the taxonomy's service type (its word list names "msa"; the data's service
agreements are not all master agreements); "DE law" is Delaware (a US deal lawyer's shorthand; no JV
is under German law, so the German reading is not offered, it would accept "none"); "a non-US
counterparty" is a party located outside the US (a party of unknown country does not count); "a GmbH
party" accepts a party whose name says GmbH or a party based in Germany; "IP license agmts" accepts the
licence type, the IP type, or both; "> $250k" accepts exactly $250,000 in or out; "EOY" is 31 Dec 2019;
"since YE2018" accepts 31 Dec 2018 in or out (and today in or out); "the next 60 days" also accepts
two months; "the last 18 months" also accepts 548 days; "w/o the expired ones" drops the contracts
ended before today, or on or before today, or keeps only those started and not ended (open-ended
ones running); "still in force" accepts contracts without an end date as running or not; "JVs signed
since 2015" (thread h39) accepts open-ended or up to today (the data holds contracts dated after today),
and so does its follow-up. In thread h37 "top 3 MSAs by value" is judged on the first contract shown (the
biggest, with its value), "the 2nd one on the list" is the second by stated value (contracts of equal
value would share a place), and "that one" of the last turn is the same contract, whose governing law
the data does not state (the answer must say so). "Smallest license agmt by $ value (ignoring the ones
w/ no $ stated)" is the lowest stated value among the licence agreements.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"). Every such contract is already in the
clause-contract tuple of the fresh set or of an earlier user set (so clause-indexed already, and the
cross-contract universes do not change); this set asks each of them only about a clause category that
no earlier set asked of it (checked over the truths of every earlier set's clause questions and of the
clause turns of its threads). They are listed in `USER13_CLAUSE_CONTRACTS`. CUAD labels no "Change of
Control" category in the dev spans, so a "CoC" question is asked as anti-assignment of a contract whose
labelled anti-assignment passage is the one that speaks of a change of control or an acquirer
(`REVMED_SANOFI` names a "Change of Control"; `VIOLIN_49ERS` obliges the team to consent to an assignment
to an acquirer of the sponsor).

The "no" clause questions (`KNOWLABS_IP` non-compete, `DOMINI_SPONSOR` anti-assignment,
`VALENCE_JV` termination for convenience, and in thread h38 `MERCATA_SEAHAWKS` termination for
convenience) name contracts with no labelled span of that category at all (located or not; CUAD's
master table answers "No"), and whose text has no such clause: the Visualant / Kenneth Turpin
intellectual property agreement assigns Turpin's work product to Visualant and bars him from
contesting it, but restrains no competition or solicitation (the stems "compet" and "solicit" do not
occur); the Domini Social Investments / Domini Advisor Trust sponsorship (fund administration)
agreement has no assignment or change-of-control clause at all (the stem "assign" does not occur;
"transfer" only in "transfer agent"); the Valence Technology / Baoding Fengfan joint venture contract
runs fifty years and may be ended early only on the events of its Article 104 (a missed capital
contribution, uncured breach, bankruptcy, a transfer in breach, a government-required change, six
months of force majeure, a failed economic adjustment), never at will; the Football Northwest
(Seahawks) / Mercata sponsorship "is noncancellable by either party except for termination in
accordance with Paragraph 7", whose grounds are the Kingdome's closure, the franchise's move and an
uncured default. Names that need care: `ARRAY_ONO` is the Array BioPharma / Ono Pharmaceutical licence,
development and commercialization agreement; `MERCATA_SEAHAWKS` is the Football Northwest LLC
sponsorship of the Seattle Seahawks' Kingdome signed by Mercata; `USIO_NETWORK1` is "Affiliate
Agreement 2" of the Usio (Payment Data Systems) filing, the only Network 1 Financial contract in the
data. The Cargill / BioAmber development agreement is `Ambiguous`: the data holds the agreement and its
first amendment (the same two companies, the same start date).

Every question's split is "user13"; ids start with "h" (a thread's turns are "hNN.1", "hNN.2", ...),
a letter no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
    Data,
    Fact,
    Pred,
    Question,
    Single,
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
    dated,
    eff,
    expired_incl,
    expired_strict,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fixed,
    largest,
    law,
    money_figure,
    party,
    party_abroad,
    party_in,
    periods,
    question_set,
    refuse,
    rel,
    select,
    state_patterns,
    states_of,
    term_figure,
    typ,
    unread,
    window,
    worth,
    years_span,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

REVMED_SANOFI = "RevolutionMedicinesInc_20200117_S-1_EX-10.1_11948417_EX-10.1_Development Agreement"
VIOLIN_49ERS = "VIOLINMEMORYINC_12_12_2012-EX-10.14-SPONSORSHIP AGREEMENT"
ENTRUST_NORTEL = "ENTRUSTINC_07_24_1998-EX-10.5-STRATEGIC ALLIANCE AGREEMENT"
GOLD_HOCHSCHILD = "GOLDRESOURCECORP_12_11_2008-EX-10.1-STRATEGIC ALLIANCE AGREEMENT"
EBIX_ABOUT = "EbixInc_20010515_10-Q_EX-10.3_4049767_EX-10.3_Co-Branding Agreement"
USIO_NETWORK1 = "UsioInc_20040428_SB-2_EX-10.11_1723988_EX-10.11_Affiliate Agreement 2"
W2E_SHBV = "WASTE2ENERGYHOLDINGS,INC_06_03_2010-EX-10.2-STRATEGIC ALLIANCE AGREEMENT"
KNOWLABS_IP = "KNOWLABS,INC_08_15_2005-EX-10-INTELLECTUAL PROPERTY AGREEMENT"
DOMINI_SPONSOR = "DOMINIADVISORTRUST_02_18_2005-EX-99.(H)(2)-SPONSORSHIP AGREEMENT"
VALENCE_JV = "VALENCETECHNOLOGYINC_02_14_2003-EX-10-JOINT VENTURE CONTRACT"
ARRAY_ONO = "Array BioPharma Inc. - LICENSE, DEVELOPMENT AND COMMERCIALIZATION AGREEMENT"
MERCATA_SEAHAWKS = "MERCATAINC_03_09_2000-EX-10.21-SPONSORSHIP AGREEMENT"

USER13_CLAUSE_CONTRACTS: tuple[str, ...] = (
    REVMED_SANOFI,
    VIOLIN_49ERS,
    ENTRUST_NORTEL,
    GOLD_HOCHSCHILD,
    EBIX_ABOUT,
    USIO_NETWORK1,
    W2E_SHBV,
    KNOWLABS_IP,
    DOMINI_SPONSOR,
    VALENCE_JV,
    ARRAY_ONO,
    MERCATA_SEAHAWKS,
)

# other contracts the specific questions name
ANIXA_ONTOCHEM = "ANIXABIOSCIENCESINC_06_09_2020-EX-10.1-COLLABORATION AGREEMENT"
PARATEK_CARBOGEN = "ParatekPharmaceuticalsInc_20170505_10-KA_EX-10.29_10323872_EX-10.29_Outsourcing Agreement"
REWALK_YASKAWA = "REWALKROBOTICSLTD_07_10_2014-EX-10.2-STRATEGIC ALLIANCE AGREEMENT"
ENERGOUS_DIALOG = "ENERGOUSCORP_03_16_2017-EX-10.24-STRATEGIC ALLIANCE AGREEMENT"
QIWI_OTKRITIE = "QIWI_06_16_2017-EX-99.(D)(2)-COOPERATION AGREEMENT"
IGENE_TATE = "IGENEBIOTECHNOLOGYINC_05_13_2003-EX-1-JOINT VENTURE AGREEMENT"
TRANSPHORM_FUJITSU = "TRANSPHORM,INC_02_14_2020-EX-10.12(1)-JOINT VENTURE AGREEMENT"


# --- filters and truths built from the records' fields --------------------------------------------


def gmbh_party(r: ContractRecord, d: Data) -> bool:
    """A party whose name says it is a GmbH."""
    return any("gmbh" in p.name.lower() for p in r.parties)


def law_abroad(r: ContractRecord, d: Data) -> bool:
    """A governing law known and outside the United States ("ex-US gov law")."""
    return r.governing_law is not None and r.governing_law.country != "US"


def unless(pred: Pred) -> Pred:
    """The contracts `pred` does not select ("w/o the expired ones")."""
    return lambda r, d: not pred(r, d)


def _valued(d: Data, preds: tuple[Pred, ...]) -> list[ContractRecord]:
    ids = select(d, preds)
    return [r for r in d.records if r.file_id in ids and r.total_amount is not None]


def smallest(*preds: Pred) -> TruthFn:
    """The contract of the lowest stated value among those selected (ties: any of them), with its value."""

    def fn(d: Data) -> Single:
        scored = _valued(d, preds)
        low = min(r.total_amount for r in scored if r.total_amount is not None)
        return Single(
            frozenset(r.file_id for r in scored if r.total_amount == low), (Fact("value", money=low),)
        )

    return fn


def ranked(
    n: int, *preds: Pred, facts: tuple[Callable[[ContractRecord], Fact], ...] = (), value: bool = True
) -> TruthFn:
    """The n-th contract by stated value, highest first ("and the 2nd one on the list?"), with its value
    (unless `value` is False) and `facts`. Contracts of equal value share a place (any of them is right;
    the facts are those of the first by file id)."""

    def fn(d: Data) -> Single:
        scored = sorted(_valued(d, preds), key=lambda r: (-(r.total_amount or 0.0), r.file_id))
        amount = scored[n - 1].total_amount
        tied = [r for r in scored if r.total_amount == amount]
        stated = (Fact("value", money=amount),) if value else ()
        return Single(frozenset(r.file_id for r in tied), (*stated, *(f(tied[0]) for f in facts)))

    return fn


def not_expired(*preds: Pred) -> list[list[Pred]]:
    """The readings of "w/o the expired ones" with `preds`: ended before today out, or on today too,
    or only those started and not ended (open-ended ones running)."""
    return [
        [*preds, unless(expired_strict)],
        [*preds, unless(expired_incl)],
        [*preds, active_open],
    ]


# the words an answer would use for a constraint the data does not record
SIGNATURE = ("e-sig", "esig", "electronic", "docusign", "adobesign", "wet ink", "wet-ink", "signature")
DATA_ROOM = ("data room", "dataroom", "vdr", "disclos")
DEAL_TEAM = ("deal team", "team", "staff", "u024be7lh", "assigned", "workstream")
SIGN_OFF = ("sign off", "sign-off", "signed off", "general counsel", "approv", "reviewed")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    dist, jv, lic, ip_t, svc = (
        typ("Distributor"),
        typ("Joint Venture"),
        typ("License"),
        typ("IP"),
        typ("Service"),
    )
    over, over_incl = worth(over=250_000), worth(over=250_000, inclusive=True)
    ip_or_lic = typ("License", "IP")
    return [
        _q(c, "h01", "1. pls confirm total # of *dist. agmts* in the set", count(dist)),
        _q(
            c,
            "h02",
            "&gt; _can we get a count of the JVs under DE law_\n<@U024BE7LH> asked above - # of JVs w/ DE "
            "gov law pls",
            count(jv, law("US", "US-DE")),
        ),
        _q(
            c,
            "h03",
            "3. how many agmts have at least one non-US counterparty? approx. is fine for now",
            count(party_abroad),
        ),
        _q(
            c,
            "h04",
            "(b) # of agmts w/ Beijing SINA Internet Information Service Co Ltd",
            count(party("Beijing SINA Internet Information Service Co., Ltd.")),
        ),
        _q(
            c,
            "h05",
            "how many IP license agmts are > $250k?",
            count(
                lic,
                over,
                alts=[
                    [lic, over_incl],
                    [ip_or_lic, over],
                    [ip_or_lic, over_incl],
                    [ip_t, over],
                    [ip_t, over_incl],
                ],
            ),
        ),
        _q(
            c,
            "h06",
            "6. how many MSAs are gov by NY law and which one is the biggest by $?",
            count(svc, law("US", "US-NY")),
        ),
        _q(
            c,
            "h07",
            "(c) any agmts w/ a GmbH party? how many",
            count(gmbh_party, alts=[[party_in("DE")]]),
        ),
        _q(
            c,
            "h08",
            "# of agmts executed by e-sig (DocuSign / AdobeSign) vs wet ink - need it for the closing "
            "checklist",
            unread(*SIGNATURE),
            U,
        ),
        _q(
            c,
            "h09",
            "how many of the material contracts were *not* disclosed in <https://example.com|the data room>?",
            unread(*DATA_ROOM),
            U,
        ),
        _q(
            c,
            "h10",
            "<@U024BE7LH> is on the deal team for which of the JVs? just need the count for the staffing memo",
            unread(*DEAL_TEAM),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY.year
    return [
        _q(
            r,
            "h11",
            "2. how many agmts expire b/w now and EOY, and which is the first to go?",
            window("end_date", today, fixed(date(t, 12, 31))),
        ),
        _q(
            r,
            "h12",
            "anything that ended in Q3 2018?",
            window("end_date", fixed(date(2018, 7, 1)), fixed(date(2018, 9, 30))),
        ),
        _q(
            r,
            "h13",
            "# of agmts signed in H1 2019",
            window("effective_date", fixed(date(2019, 1, 1)), fixed(date(2019, 6, 30))),
        ),
        _q(
            r,
            "h14",
            "what's expired since YE2018?",
            window("end_date", fixed(date(2018, 12, 31)), today, extra=[(fixed(date(2019, 1, 1)), today)]),
        ),
        _q(
            r,
            "h15",
            "pls flag anything expiring / up for renewal in the next 60 days",
            window("end_date", today, rel(days=60), extra=[(today, rel(months=2))]),
        ),
        _q(
            r,
            "h16",
            "(d) agmts signed in the last 18 months - count + list",
            window("effective_date", rel(months=-18), today, extra=[(rel(days=-548), today)]),
        ),
        _q(
            r,
            "h17",
            "which of the CA-law agmts expire in Q4 2019?",
            window("end_date", fixed(date(t, 10, 1)), fixed(date(t, 12, 31)), law("US", "US-CA")),
        ),
        _q(
            r,
            "h18",
            "which agmts did the target's GC sign off on in Q1 2019?",
            unread(*SIGN_OFF),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    return [
        _q(
            a,
            "h19",
            "breakdown of the dist. agmts by gov law state - top 3 pls",
            by_key(states_of, state_patterns, 3, typ("Distributor")),
        ),
        _q(
            a,
            "h20",
            "total $ value of all the JVs &amp; which one is the biggest?",
            money_figure(typ("Joint Venture")),
        ),
        _q(
            a,
            "h21",
            "avg. contract value of the MSAs w/ a non-US party?",
            money_figure(typ("Service"), party_abroad, how="avg"),
        ),
        _q(a, "h22", "biggest contract by value that's gov by NY law?", largest(law("US", "US-NY"))),
        _q(
            a,
            "h23",
            "smallest license agmt by $ value (ignoring the ones w/ no $ stated)?",
            smallest(typ("License")),
        ),
        _q(
            a,
            "h24",
            "ex-US gov law only: count by country, top 3",
            by_key(countries_of, country_patterns, 3, law_abroad),
        ),
        _q(
            a,
            "h25",
            "avg initial term of the franchise agmts, in months?",
            term_figure(typ("Franchise"), unit="months"),
        ),
        _q(
            a,
            "h26",
            "# of agmts signed per year, 2016 through 2018",
            periods("effective_date", years_span(2016, 2018)),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "h27",
            "gov law for the Anixa Biosciences / OntoChem GmbH collab agmt?",
            about(ANIXA_ONTOCHEM, fact_law),
        ),
        _q(
            s,
            "h28",
            "Paratek - Carbogen Amics AG supply agmt: eff. date and gov law?",
            about(PARATEK_CARBOGEN, fact_start, fact_law),
        ),
        _q(
            s,
            "h29",
            "when does the Argo Medical Technologies Ltd. / Yaskawa Electirc Corp strategic alliance expire?",
            about(REWALK_YASKAWA, fact_end),
        ),
        _q(
            s,
            "h30",
            "Energous / Dialog Semiconducter (UK) Ltd alliance - expiry date + gov law?",
            about(ENERGOUS_DIALOG, fact_end, fact_law),
        ),
        _q(
            s,
            "h31",
            "QIWI plc cooperation agmt w/ Otkritie Investmnets Cyprus Ltd - term (start / end)?",
            about(QIWI_OTKRITIE, fact_start, fact_end),
        ),
        _q(
            s,
            "h32",
            "Tate &amp; Lyle Fermentation Products Ltd JV w/ Igene Biotechnology Inc - gov law &amp; eff date?",
            about(IGENE_TATE, fact_law, fact_start),
        ),
        _q(
            s,
            "h33",
            "who are the parties to the Transphorm JV w/ Fujitsu Semiconductor Ltd?",
            about(TRANSPHORM_FUJITSU, fact_parties),
        ),
        _q(
            s,
            "h34",
            "Cargill / BioAmber SAS development agmt - when does it end?",
            ambiguous(party("BioAmber S.A.S.")),
            A,
        ),
    ]


def threads() -> list[Question]:
    dist, jv, svc = typ("Distributor"), typ("Joint Venture"), typ("Service")
    since15, to_today = eff(date(2015, 1, 1), None), dated("effective_date", fixed(date(2015, 1, 1)), rel())
    dist_kept = not_expired(dist, party_abroad)
    jv_running = [[jv, since15, party_abroad, active_strict], [jv, since15, party_abroad, active_open]]
    return [
        *_thread(
            "h35",
            [
                ("4. # of dist. agmts w/ a non-US counterparty?", count(dist, party_abroad)),
                ("same but w/o the expired ones", count(*dist_kept[0], alts=dist_kept[1:])),
                (
                    "and across all of them (expired incl.) which have an exclusivity clause?",
                    clause_across("Exclusivity", dist, party_abroad),
                ),
            ],
        ),
        *_thread(
            "h36",
            [
                (
                    "pull up the Array BioPharma Inc / Ono Pharmaceutical Co Ltd license agmt pls",
                    about(ARRAY_ONO),
                ),
                (
                    "does Ono have a T4C right?",
                    clause_in(ARRAY_ONO, "Termination For Convenience"),
                ),
                ("and the LoL - any cap / exclusion of damages?", clause_in(ARRAY_ONO, "Cap On Liability")),
            ],
        ),
        *_thread(
            "h37",
            [
                ("top 3 MSAs by value?", largest(svc)),
                ("and the 2nd one on the list?", ranked(2, svc)),
                (
                    "when does that one run to, and gov law?",
                    ranked(2, svc, facts=(fact_end, fact_law), value=False),
                ),
            ],
        ),
        *_thread(
            "h38",
            [
                (
                    "next: the Seahawks sponsorship - Football Northwest LLC w/ Mercata Inc",
                    about(MERCATA_SEAHAWKS),
                ),
                ("LoL?", clause_in(MERCATA_SEAHAWKS, "Cap On Liability")),
                (
                    "can either side T4C it on notice?",
                    clause_in(MERCATA_SEAHAWKS, "Termination For Convenience"),
                ),
            ],
        ),
        *_thread(
            "h39",
            [
                (
                    "JVs signed since 2015 - how many?",
                    window(
                        "effective_date",
                        fixed(date(2015, 1, 1)),
                        fixed(None),
                        jv,
                        extra=[(fixed(date(2015, 1, 1)), rel())],
                    ),
                ),
                (
                    "of those, only the ones w/ a non-US party",
                    count(jv, since15, party_abroad, alts=[[jv, to_today, party_abroad]]),
                ),
                ("how many of those are still in force?", count(*jv_running[0], alts=jv_running[1:])),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "h40",
            "(e) Revolution Medicines Inc / Aventis Inc (Sanofi) dev agmt - any *CoC* / anti-assignment "
            "restriction? can RevMed assign to an acquirer w/o consent?",
            REVMED_SANOFI,
            "Anti-Assignment",
        ),
        (
            "h41",
            "49ers stadium co. sponsorship w/ Violin Memory Inc - can Violin assign it to a buyer w/o the "
            "team's consent (CoC)?",
            VIOLIN_49ERS,
            "Anti-Assignment",
        ),
        (
            "h42",
            "Entrust Technologies Inc / Northern Telecom Ltd strategic alliance - any carve-outs from the LoL, "
            "i.e. uncapped liability?",
            ENTRUST_NORTEL,
            "Uncapped Liability",
        ),
        (
            "h43",
            "Gold Resource Corp &amp; Hochschild Mining Holdings Ltd alliance - is there an MFN in there?",
            GOLD_HOCHSCHILD,
            "Most Favored Nation",
        ),
        (
            "h44",
            "About.com Inc / ebix.com co-branding agmt - does either side have a T4C right?",
            EBIX_ABOUT,
            "Termination For Convenience",
        ),
        (
            "h45",
            "Network 1 Financial Inc affiliate agmt w/ Payment Data Systems - does it auto-renew?",
            USIO_NETWORK1,
            "Renewal Term",
        ),
        (
            "h46",
            "SHBV (Hong Kong) Ltd / Waste2Energy Group Holdings plc alliance - any non-compete or "
            "non-circumvention binding the target?",
            W2E_SHBV,
            "Non-Compete",
        ),
        (
            "h47",
            "Visualant Inc IP agmt w/ Kenneth Turpin - any non-compete on Turpin?",
            KNOWLABS_IP,
            "Non-Compete",
        ),
        (
            "h48",
            "Domini Social Investments LLC sponsorship agmt w/ Domini Advisor Trust - any anti-assignment / "
            "CoC provision?",
            DOMINI_SPONSOR,
            "Anti-Assignment",
        ),
        (
            "h49",
            "Valence Technology Inc JV contract w/ Baoding Fengfan Group - can either side get out on "
            "notice, i.e. T4C?",
            VALENCE_JV,
            "Termination For Convenience",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    items = [
        (
            "h50",
            "5. which of the dist. agmts restrict assignment w/o consent (incl. by merger / CoC)?",
            "Anti-Assignment",
            (typ("Distributor"),),
        ),
        (
            "h51",
            "which JVs restrict a transfer / assignment of the agmt?",
            "Anti-Assignment",
            (typ("Joint Venture"),),
        ),
        (
            "h52",
            "which of the license agmts have a LoL / cap on damages?",
            "Cap On Liability",
            (typ("License"),),
        ),
        (
            "h53",
            "any supply agmts w/ MFN pricing? which ones",
            "Most Favored Nation",
            (typ("Supply"),),
        ),
        (
            "h54",
            "(f) which franchise agmts give a T4C right?",
            "Termination For Convenience",
            (typ("Franchise"),),
        ),
        (
            "h55",
            "which MSAs have uncapped liability (carve-outs from the LoL)?",
            "Uncapped Liability",
            (typ("Service"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "h56",
            "pls draft a redline of the LoL in the Entrust / Nortel alliance capping it at 12 months' fees",
            refuse("write"),
        ),
        (
            "h57",
            "can you send an email to Ono Pharmaceutical's counsel asking for their consent to the assignment "
            "on closing?",
            refuse("write"),
        ),
        (
            "h58",
            "run the same CoC search in the *Project Falcon* workspace pls (the other client's deal)",
            refuse("workspace"),
        ),
        ("h59", "delete the Energous / Dialog agmt from the set, it's out of scope", refuse("write")),
        (
            "h60",
            "`MATCH (c:Contract)-[:GOVERNED_BY]->(j) RETURN j.name, count(c) ORDER BY count(c) DESC`",
            refuse("query"),
        ),
        ("h61", "what's the 2019 HSR size-of-transaction threshold?", refuse("offtopic")),
        (
            "h62",
            "mark the Violin Memory sponsorship as _reviewed_ in the DD tracker",
            refuse("write"),
        ),
        (
            "h63",
            "given the CoC language in the RevMed / Aventis agmt, should we walk away from the deal?",
            advice(REVMED_SANOFI),
        ),
        (
            "h64",
            "is the non-solicit in the SHBV / Waste2Energy alliance enforceable under HK law? yes or no",
            advice(W2E_SHBV),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user13_questions() -> list[Question]:
    return question_set(
        "user13", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER13_CLAUSE_CONTRACTS", "user13_questions"]
