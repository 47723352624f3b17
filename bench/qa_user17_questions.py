"""A seventeenth user-written question set for `bench.qa_fresh` (split "user17", `--set user17`), as data.

Written unseen by a helper who had not read how the agent reads a question (nor its answers, nor the
questions of the earlier user sets beyond the layout of `bench.qa_user16_questions` and
`bench.qa_user15_questions` and the clause contracts and categories the earlier sets ask), the way a
contracts manager in a legal-operations team types into Slack on a phone between meetings: mostly lower
case, terse, with the team's abbreviations ("agmt" / "agmts", "k" / "k's" for contract, "ctrpty", "gov
law", "yr", "eoy", "asap", "w/", "w/o", "b/c", "pls", "thx", "fyi", "tbh", "iirc", "rn"), an emoji
shortcode now and then (":thinking_face:", ":pray:", ":eyes:"), autocorrect slips and typos in common words
and in party names ("Otis Worlwide", "Cytodin", "Vyra", "Virtuso Surgical", "Gramman", "Pacificap / Henry
Flim", "Ken Turpin", "Integra / Pcomed", "Veonner"), amounts as "250k" and "$1.2mm", dates as "3/31/20",
"3/1/18", "eoy", "Q3 '18", "fy20"; some questions split over two short messages in a thread ("ok" / "now
just the ones in NY"), some opening politely ("quick one -", "sorry to bug,", "hey bot"). The work is IP
and licensing housekeeping and the contract calendar: licences and IP agreements, who owns the IP, joint
ownership, covenants not to sue / not to challenge, perpetual or irrevocable licences, caps on liability,
third-party beneficiaries, most-favoured-nation pricing, volume caps, post-termination transition help,
the notice needed to stop a renewal, and what is ending or coming up for renewal. It asks counts and lists
filtered by type, counterparty country, governing law, status, value and dates, relative dates ("the next
60 days", "by eoy", "since 3/1/18", "Q3 '18", "fy20", "between now and 3/31/20", "the last 6 months", "the
last 2 yrs"), aggregations (licence agreements per governing-law state, licence and IP agreements signed
per year, top counterparties on them, a total, an average, the biggest deal, distinct companies in a
country, endings per quarter), details of one named contract (parties, dates, value, governing law),
follow-up threads that lean on the turn before (a law swapped, a type narrowed, "sort by value", "when
does it end", "which of those have a liability cap"), clause questions about one named contract and
across the contracts of one type, "no clause" cases, refusals (marking a contract renewed, deleting a
duplicate, drafting an email, the IP team's other Slack workspace, a pasted Cypher query, a share price,
the weather, legal advice: "can we terminate early w/o penalty", "is the cap enforceable") and
constraints the data does not record (the contract owner on the legal-ops side, a matter number, an
approval status, the date a contract was last reviewed, the expiry of a vendor's insurance certificate).
It uses the helpers and truth objects of `bench.qa_fresh_questions`: no expected number is written here,
every truth is computed from the data (a few filters and truths are built here from the records' fields:
a party domiciled outside the US, a party located in a US state, a party whose name contains a word, a
contract still live today, an average with and without the contracts of a stated $0, the biggest
contract of a selection with its end date).

Readings: a "counterparty" / "ctrpty" is any party of a contract (the data does not say which side is
ours); "outside the US" / "non-US" is a party whose country on file is known and not the US; "licence
agmts" are the License type and "IP agmts" the IP type ("license + ip" both); "Fox" (l05) is the Fox Mobile
Entertainment entity of the Glu Mobile licences (one party key), and also any party whose name has the
word "fox" (Twentieth Century Fox Licensing & Merchandising too). "Still active" accepts contracts without
an end date as running or not. "Coming up for renewal" and "expiring" mean the end date falls in the
window (the structured records hold no renewal terms): "the next 60 days" is today to 60 days on, two
months also accepted; "by eoy" is today to 31 December 2019; "between now and 3/31/20" is today to 31
March 2020 (today in or out, as for every window that starts today). "Since 3/1/18" is an effective date
from 1 March 2018 up to today or with no upper bound (the data holds contracts dated after today); "Q3
'18" is July-September 2018; "fy20" accepts the calendar year 2020, a fiscal year of July 2019 to June
2020 and one of October 2019 to September 2020 (the message does not say which fiscal year the team
runs); "the last 6 months" also accepts 183 days, "the last 2 yrs" 730 days. "Over $1.2mm" and "over
250k" accept the bound in or out, "under 50k" too. The average hosting value "where there's a value"
accepts the figure with and without the contracts of a stated $0. In thread l36 "now just the ones in
NY", after the contracts with a party in Japan, accepts contracts governed by New York law and contracts
with a party located in New York State. In thread l37 "sort by value - which is biggest?" is the highest
stated value among the licence agreements over 250k, with its value, and "when does it end" that
contract's end date (none on file, which the answer must say; so too for "when does it end" of the
MacroGenics / Green Cross collaboration in thread l39). In thread l38 "which of those" are the
hosting agreements of turn 1 (the clause-indexed ones among them), in l42 "just the license + ip ones"
narrows the endings between now and 3/31/20.

Refusals and unrecorded constraints: l59 asks to *mark* a licence renewed (a write, declined), l61 to
draft an email to a counterparty (a write); l08 counts by a contract owner the data does not record
(unread). The Cypher query in l63 is pasted as the user copied it from a runbook.

The clause questions use CUAD dev contracts on the half the clause model was *not* trained on
(`zlib.crc32` of the file name is odd, with and without ".txt"). Every such contract is already in the
clause-contract tuple of the fresh set or of an earlier user set (so clause-indexed already, and the
cross-contract universes do not change); this set asks each of them only about a clause category that no
earlier set asked of it (checked over the truths of every earlier set's clause questions and of the
clause turns of its threads, user1 to user16). They are listed in `USER17_CLAUSE_CONTRACTS`. CUAD's dev
labels hold no "Audit Rights", "Insurance", "Warranty Duration", "Liquidated Damages" or "Source Code
Escrow" category, so none of those is asked as a clause question (transition help after termination is
asked as post-termination services; the insurance certificate only as an unrecorded constraint), and
no odd-half contract of the tuples has an unasked "Price Restrictions" span, so price restrictions are
not asked either.

The "no" clause questions (`VIRTUOSO_JHU` most favored nation, `GOPAGE_PSITECH` irrevocable or perpetual
licence, `VEONEER_NISSIN` third-party beneficiary, and `KNOWLABS_TURPIN` joint IP ownership in thread l40)
name contracts with no labelled span of that category at all (located or not: the master clauses table's
context cell is empty and its answer "No"), and whose text has no such clause: the Johns Hopkins /
Virtuoso Surgical licence sets a licence fee, minimum annual royalties and running royalties with no
promise of terms as good as anyone else's (the stems "favo", "no less", "better terms", "comparable" and
"lower" do not occur, "most" only in "the most recent United Nations' publication"); the PSiTech / Empirical
Ventures content licence runs for an initial term from the effective date and each content item's licence
ends with its licence term (the stems "perpetu", "irrevoc" and "forever" do not occur); the Veoneer /
Nissin Kogyo joint venture agreement (filed by Veoneer: the 2019 amendment and termination of their joint
venture agreement, parties Veoneer AB, Veoneer US, Nissin Kogyo, Nissin Kogyo Holdings USA and Zhongshan
Nissin Industry) names no one but its parties (the stems "benefi", "third", "enforce", "any person" and
"successors" do not occur); the Visualant / Kenneth Turpin IP agreement makes Visualant "the exclusive
owner" of all work product and Turpin assigns it all (the stems "joint", "co-own", "shared" and "both
parties" do not occur). Names that need care:
`GARMAN_SPARKLING` is Garman Routing Systems' software licence and maintenance agreement with Sparkling
Spring Water; `NMF_NEW_MOUNTAIN` is New Mountain Capital's trademark licence to NMF Senior Loan Fund I;
`PACIFICAP_HENRY` is the Henry Film and Entertainment content licence filed by Pacificap; `TOM_SKYPE` is
the Skype / TOM Online co-branding agreement (its MFN promise is on payment-processing charges);
`CHANGEPOINT_CORIO` is Changepoint's licence and hosting agreement with Corio (Corio's other one, with
Commerce One, is not asked); `QUANTUM_IBM` is IBM's e-business hosting agreement with The Quantum Group;
`VIOLIN_49ERS` is the Forty Niners SC Stadium Company sponsorship with Violin Memory; `MACROGENICS_GC` the
MacroGenics / Green Cross collaboration; `SEASPINE_PCOMED` the Integra LifeSciences / PcoMed supply
agreement filed by SeaSpine. The Sun Seven Stars content licence question (l34) is `Ambiguous`: the data
holds two content licence agreements between Beijing Sun Seven Stars Culture Development and YOU On
Demand, both filed by Ideanomics (the form of November 2015 and the one signed on 21 December 2015).
The Summa Four / D2 Technologies licence has no governing law on file, which the answer must say.

Every question's split is "user17"; ids start with "l" (a thread's turns are "lNN.1", "lNN.2", ...), a
letter no other set uses, so that no two questions of `--set all` share an id or an agent thread.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from datetime import date

from bench.qa_fresh_questions import (
    TODAY,
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
    advice,
    ambiguous,
    by_key,
    clause_across,
    clause_across_questions,
    clause_in,
    clause_in_questions,
    count,
    distinct_parties,
    fact_end,
    fact_law,
    fact_parties,
    fact_start,
    fact_value,
    fixed,
    largest,
    law,
    live_now,
    money_figure,
    no_end,
    parties_of,
    party,
    party_abroad,
    party_in,
    party_patterns,
    party_state,
    periods,
    quarter,
    quarters_of,
    question_set,
    refuse,
    rel,
    select,
    state_patterns,
    states_of,
    typ,
    unread,
    window,
    worth,
    years_span,
)
from graph_ingest.models import ContractRecord

# --- contracts named (clause questions: CUAD dev files, other half than the clause model's) --------

GARMAN_SPARKLING = (
    "SPARKLINGSPRINGWATERHOLDINGSLTD_07_03_2002-EX-10.13-SOFTWARE LICENSE AND MAINTENANCE AGREEMENT"
)
NMF_NEW_MOUNTAIN = "NmfSlfIInc_20200115_10-12GA_EX-10.5_11946987_EX-10.5_Trademark License Agreement"
PACIFICAP_HENRY = (
    "PacificapEntertainmentHoldingsInc_20051115_8-KA_EX-1.01_4300894_EX-1.01_Content License Agreement"
)
TOM_SKYPE = "TomOnlineInc_20060501_20-F_EX-4.46_749700_EX-4.46_Co-Branding Agreement"
CHANGEPOINT_CORIO = "CHANGEPOINTCORP_03_08_2000-EX-10.6-LICENSE AND HOSTING AGREEMENT"
QUANTUM_IBM = "QuantumGroupIncFl_20090120_8-K_EX-99.2_3672910_EX-99.2_Hosting Agreement"
VIOLIN_49ERS = "VIOLINMEMORYINC_12_12_2012-EX-10.14-SPONSORSHIP AGREEMENT"
VIRTUOSO_JHU = "VirtuosoSurgicalInc_20191227_1-A_EX1A-6 MAT CTRCT_11933379_EX1A-6 MAT CTRCT_License Agreement"
GOPAGE_PSITECH = "GopageCorp_20140221_10-K_EX-10.1_8432966_EX-10.1_Content License Agreement"
VEONEER_NISSIN = "VEONEER,INC_02_21_2020-EX-10.11-JOINT VENTURE AGREEMENT"
MACROGENICS_GC = "MACROGENICSINC_08_02_2013-EX-10-COLLABORATION AGREEMENT"
KNOWLABS_TURPIN = "KNOWLABS,INC_08_15_2005-EX-10-INTELLECTUAL PROPERTY AGREEMENT"
SEASPINE_PCOMED = "SEASPINEHOLDINGSCORP_10_10_2018-EX-10.1-SUPPLY AGREEMENT"

USER17_CLAUSE_CONTRACTS: tuple[str, ...] = (
    GARMAN_SPARKLING,
    NMF_NEW_MOUNTAIN,
    PACIFICAP_HENRY,
    TOM_SKYPE,
    CHANGEPOINT_CORIO,
    QUANTUM_IBM,
    VIOLIN_49ERS,
    VIRTUOSO_JHU,
    GOPAGE_PSITECH,
    VEONEER_NISSIN,
    MACROGENICS_GC,
    KNOWLABS_TURPIN,
    SEASPINE_PCOMED,
)

# other contracts the specific questions name
OTIS_UTC = (
    "OTISWORLDWIDECORP_04_03_2020-EX-10.4-INTELLECTUAL PROPERTY AGREEMENT by and among UNITED TECHNOLOGIES "
    "CORPORATION, OTIS WORLDWIDE CORPORATION and CARRIER ~1"
)
GSI_SONY = (
    "GSITECHNOLOGYINC_11_16_2009-EX-10.2-INTELLECTUAL PROPERTY AGREEMENT between SONY ELECTRONICS INC. and "
    "GSI TECHNOLOGY, INC."
)
CYTODYN_VYERA = "CytodynInc_20200109_10-Q_EX-10.5_11941634_EX-10.5_License Agreement"
SFG_551FX = "SFGFINANCIALCORP_05_12_2009-EX-10.1-SOFTWARE LICENSE AND MAINTENANCE AGREEMENT"
NLS_EUROFARMA = "NlsPharmaceuticsLtd_20200228_F-1_EX-10.14_12029046_EX-10.14_Development Agreement"
SUMMA_D2 = "SUMMAFOURINC_06_19_1998-EX-10.3-SOFTWARE LICENSE AND MAINTENANCE AGREEMENT"


# --- filters and truths built from the records' fields --------------------------------------------


def party_word(word: str) -> Pred:
    """A party whose key (folded name) has `word` as a word ("fox")."""
    return lambda r, d: any(word in p.key.split() for p in r.parties)


def value_avg(*preds: Pred) -> TruthFn:
    """The average stated value, with and without the contracts of a stated $0."""

    def fn(d: Data) -> Figure:
        vals = [r.total_amount for r in _ids(d, preds) if r.total_amount is not None]
        readings = [vals, [v for v in vals if v]]
        return Figure(tuple(dict.fromkeys(float(statistics.mean(v)) for v in readings if v)), "money")

    return fn


def biggest(*preds: Pred, facts: tuple[Callable[[ContractRecord], Fact], ...] = ()) -> TruthFn:
    """The contract of the highest stated value among those selected (ties: any of them), with `facts`
    (those of the first tied one by file id) and without its value ("when does it end?")."""

    def fn(d: Data) -> Single:
        ids = select(d, preds)
        scored = [r for r in d.records if r.file_id in ids and r.total_amount is not None]
        best = max(r.total_amount for r in scored if r.total_amount is not None)
        tied = sorted((r for r in scored if r.total_amount == best), key=lambda r: r.file_id)
        return Single(frozenset(r.file_id for r in tied), tuple(f(tied[0]) for f in facts))

    return fn


# the words an answer would use for a constraint the data does not record
OWNER = ("owner", "owns", "assigned", "responsible", "priya")
MATTER = ("matter", "matter number", "matter no", "2019-0412")
APPROVAL = ("approv", "sign-off", "signoff", "pending")
REVIEWED = ("review", "last reviewed")
INSURANCE = ("insurance", "certificate", "coi")


# --- the questions ------------------------------------------------------------------------------


def counts() -> list[Question]:
    c, U = "counts", "unanswerable"
    lic, ip, lic_ip = typ("License"), typ("IP"), typ("License", "IP")
    maint = typ("Maintenance")
    return [
        _q(
            c,
            "l01",
            "quick one - how many licence agmts do we have w/ a ctrpty outside the us?",
            count(lic, party_abroad),
        ),
        _q(
            c,
            "l02",
            "how many ip agmts have no end date on file? trying to find the perpetual-ish ones b/c of the "
            "register clean-up",
            count(ip, no_end),
        ),
        _q(
            c,
            "l03",
            "# of k's over $1.2mm?",
            count(worth(over=1_200_000), alts=[[worth(over=1_200_000, inclusive=True)]]),
        ),
        _q(c, "l04", "hosting agmts that are still active - count pls", live_now(typ("Hosting"))),
        _q(
            c,
            "l05",
            "how many agmts do we have w/ fox? iirc there were a few licences",
            count(party("Fox Mobile Entertainment, Inc."), alts=[[party_word("fox")]]),
        ),
        _q(
            c,
            "l06",
            "sorry to bug, how many license + ip agmts are gov by cali law?",
            count(lic_ip, law("US", "US-CA")),
        ),
        _q(
            c,
            "l07",
            "maintenance agmts under 50k - how many?",
            count(maint, worth(under=50_000), alts=[[maint, worth(under=50_000, inclusive=True)]]),
        ),
        _q(
            c,
            "l08",
            "how many of the licence agmts is Priya the k owner on? need to rebalance her book",
            unread(*OWNER),
            U,
        ),
        _q(
            c,
            "l09",
            "how many agmts are filed under matter # 2019-0412?",
            unread(*MATTER),
            U,
        ),
        _q(
            c,
            "l10",
            "hey bot how many ip agmts are still pending legal approval :thinking_face:",
            unread(*APPROVAL),
            U,
        ),
    ]


def relative() -> list[Question]:
    r, U = "relative", "unanswerable"
    today = rel()
    t = TODAY.year
    lic, lic_ip = typ("License"), typ("License", "IP")
    q3_18 = quarter(2018, 3)
    return [
        _q(
            r,
            "l11",
            "what's coming up for renewal in the next 60 days?",
            window("end_date", today, rel(days=60), extra=[(today, rel(months=2))]),
        ),
        _q(
            r,
            "l12",
            "any license or ip agmts expiring by eoy? :eyes:",
            window("end_date", today, fixed(date(t, 12, 31)), lic_ip),
        ),
        _q(
            r,
            "l13",
            "k's signed since 3/1/18 - how many",
            window(
                "effective_date",
                fixed(date(2018, 3, 1)),
                fixed(None),
                extra=[(fixed(date(2018, 3, 1)), today)],
            ),
        ),
        _q(
            r,
            "l14",
            "what did we sign in Q3 '18? thx",
            window("effective_date", fixed(q3_18[0]), fixed(q3_18[1])),
        ),
        _q(
            r,
            "l15",
            "how many agmts end in fy20",
            window(
                "end_date",
                fixed(date(2020, 1, 1)),
                fixed(date(2020, 12, 31)),
                extra=[
                    (fixed(date(2019, 7, 1)), fixed(date(2020, 6, 30))),
                    (fixed(date(2019, 10, 1)), fixed(date(2020, 9, 30))),
                ],
            ),
        ),
        _q(
            r,
            "l16",
            "what expired in the last 6 months? need it asap, want to make sure nothing lapsed by accident",
            window("end_date", rel(months=-6), today, extra=[(rel(days=-183), today)]),
        ),
        _q(
            r,
            "l17",
            "licence agmts that started in the last 2 yrs?",
            window("effective_date", rel(months=-24), today, lic, extra=[(rel(days=-730), today)]),
        ),
        _q(
            r,
            "l18",
            "which licence agmts haven't been reviewed since 2017? doing the annual clean-up",
            unread(*REVIEWED),
            U,
        ),
        _q(
            r,
            "l19",
            "k's where the vendor's insurance cert (COI) expires in the next 30 days?",
            unread(*INSURANCE),
            U,
        ),
    ]


def aggregations() -> list[Question]:
    a = "aggregations"
    lic, lic_ip = typ("License"), typ("License", "IP")
    return [
        _q(
            a,
            "l20",
            "licence agmts by gov law state - top 3?",
            by_key(states_of, state_patterns, 3, lic),
        ),
        _q(
            a,
            "l21",
            "how many license + ip agmts did we sign each yr 2015-2019?",
            periods("effective_date", years_span(2015, 2019), lic_ip),
        ),
        _q(
            a,
            "l22",
            "top 3 ctrpties across the license + ip agmts by # of agmts",
            by_key(parties_of, party_patterns, 3, lic_ip),
        ),
        _q(a, "l23", "total value of all the licence agmts?", money_figure(lic)),
        _q(
            a,
            "l24",
            "avg value of the hosting agmts? only where there's a value",
            value_avg(typ("Hosting")),
        ),
        _q(a, "l25", "biggest hosting or maintenance deal by value?", largest(typ("Hosting", "Maintenance"))),
        _q(
            a,
            "l26",
            "how many diff companies do we deal w/ in switzerland?",
            distinct_parties("CH"),
        ),
        _q(
            a,
            "l27",
            "fyi building the renewals calendar - k's ending per quarter in 2020 pls",
            periods("end_date", quarters_of(2020)),
        ),
    ]


def specific() -> list[Question]:
    s, A = "specific", "ambiguous"
    return [
        _q(
            s,
            "l28",
            "Otis Worlwide / UTC / Carrier ip agmt - who are the parties and what's the eff date?",
            about(OTIS_UTC, fact_parties, fact_start),
        ),
        _q(
            s,
            "l29",
            "gsi tech ip agmt w/ sony - gov law + when was it signed",
            about(GSI_SONY, fact_law, fact_start),
        ),
        _q(
            s,
            "l30",
            "cytodin license w/ vyra - eff date and gov law?",
            about(CYTODYN_VYERA, fact_start, fact_law),
        ),
        _q(
            s,
            "l31",
            "SFG / 551 FX software licence - what's it worth + when does it end",
            about(SFG_551FX, fact_value, fact_end),
        ),
        _q(
            s,
            "l32",
            "nls pharma / eurofarma - who exactly are the parties and which law governs",
            about(NLS_EUROFARMA, fact_parties, fact_law),
        ),
        _q(
            s,
            "l33",
            "summa four licence w/ d2 technologies: when was it signed, and gov law?",
            about(SUMMA_D2, fact_start, fact_law),
        ),
        _q(
            s,
            "l34",
            "when does the sun seven stars content licence end?",
            ambiguous(party("Beijing Sun Seven Stars Culture Development Limited")),
            A,
        ),
    ]


def threads() -> list[Question]:
    ip, lic, host = typ("IP"), typ("License"), typ("Hosting")
    de, ny = law("US", "US-DE"), law("US", "US-NY")
    jp = party_in("JP")
    over, over_incl = worth(over=250_000), worth(over=250_000, inclusive=True)
    today = rel()
    to_mar20 = fixed(date(2020, 3, 31))
    return [
        *_thread(
            "l35",
            [
                ("how many ip agmts do we have", count(ip)),
                ("ok now just the ones under delaware law", count(ip, de)),
                ("and ny?", count(ip, ny)),
            ],
        ),
        *_thread(
            "l36",
            [
                ("k's w/ a party in japan?", count(jp)),
                ("now just the ones in NY", count(jp, ny, alts=[[jp, party_state("US-NY")]])),
            ],
        ),
        *_thread(
            "l37",
            [
                ("licence agmts worth over 250k", count(lic, over, alts=[[lic, over_incl]])),
                ("sort by value - which is biggest?", largest(lic, over)),
                ("when does it end", biggest(lic, over, facts=(fact_end,))),
            ],
        ),
        *_thread(
            "l38",
            [
                ("pull up our hosting agmts", count(host)),
                ("which of those have a cap on liability?", clause_across("Cap On Liability", host)),
                (
                    "and any that make the provider help w/ transition after termination?",
                    clause_across("Post-Termination Services", host),
                ),
            ],
        ),
        *_thread(
            "l39",
            [
                (
                    "macrogenics / green cross collab - who are the parties + when did it start?",
                    about(MACROGENICS_GC, fact_parties, fact_start),
                ),
                (
                    "is any of the ip jointly owned?",
                    clause_in(MACROGENICS_GC, "Joint Ip Ownership"),
                ),
                ("when does it end", about(MACROGENICS_GC, fact_end)),
            ],
        ),
        *_thread(
            "l40",
            [
                (
                    "visualant ip agmt w/ ken turpin - eff date and gov law?",
                    about(KNOWLABS_TURPIN, fact_start, fact_law),
                ),
                (
                    "who owns the ip he creates under it?",
                    clause_in(KNOWLABS_TURPIN, "Ip Ownership Assignment"),
                ),
                ("any joint ownership tho?", clause_in(KNOWLABS_TURPIN, "Joint Ip Ownership")),
            ],
        ),
        *_thread(
            "l41",
            [
                ("integra / pcomed supply agmt - when does it end?", about(SEASPINE_PCOMED, fact_end)),
                (
                    "who owns inventions they come up w/ together during the term?",
                    clause_in(SEASPINE_PCOMED, "Ip Ownership Assignment"),
                ),
            ],
        ),
        *_thread(
            "l42",
            [
                ("anything expiring between now and 3/31/20?", window("end_date", today, to_mar20)),
                (
                    "just the license + ip ones",
                    window("end_date", today, to_mar20, typ("License", "IP")),
                ),
            ],
        ),
    ]


def clause() -> list[Question]:
    items = [
        (
            "l43",
            "whats the liab cap in the gramman routing software licence w/ sparkling spring?",
            GARMAN_SPARKLING,
            "Cap On Liability",
        ),
        (
            "l44",
            "new mountain trademark licence to NMF - is NMF barred from challenging the mark?",
            NMF_NEW_MOUNTAIN,
            "Covenant Not To Sue",
        ),
        (
            "l45",
            "pacificap / henry flim content licence - how much notice to stop it auto renewing?",
            PACIFICAP_HENRY,
            "Notice Period To Terminate Renewal",
        ),
        (
            "l46",
            "skype / tom online co-branding agmt: any mfn pricing?",
            TOM_SKYPE,
            "Most Favored Nation",
        ),
        (
            "l47",
            "is the software licence in the changepoint / corio agmt perpetual or irrevocable?",
            CHANGEPOINT_CORIO,
            "Irrevocable Or Perpetual License",
        ),
        (
            "l48",
            "ibm / quantum hosting - any volume caps? bandwidth limits etc",
            QUANTUM_IBM,
            "Volume Restriction",
        ),
        (
            "l49",
            "49ers stadium sponsorship w/ violin memory - any third party beneficiaries?",
            VIOLIN_49ERS,
            "Third Party Beneficiary",
        ),
        (
            "l50",
            "does the johns hopkins licence to virtuso surgical have an mfn? ie if JHU gives someone "
            "better terms do they get them too",
            VIRTUOSO_JHU,
            "Most Favored Nation",
        ),
        (
            "l51",
            "psitech content licence w/ empirical ventures - is it perpetual / irrevocable?",
            GOPAGE_PSITECH,
            "Irrevocable Or Perpetual License",
        ),
        (
            "l52",
            "veonner / nissin kogyo jv agmt - any 3rd party beneficiaries?",
            VEONEER_NISSIN,
            "Third Party Beneficiary",
        ),
    ]
    return clause_in_questions(items)


def cross_clause() -> list[Question]:
    sa_jv = typ("Strategic Alliance", "Joint Venture")
    items: list[tuple[str, str, str, tuple[Pred, ...]]] = [
        (
            "l53",
            "which ip agmts have a covenant not to sue / no-challenge clause?",
            "Covenant Not To Sue",
            (typ("IP"),),
        ),
        (
            "l54",
            "any alliances or jvs where the ip is jointly owned?",
            "Joint Ip Ownership",
            (sa_jv,),
        ),
        (
            "l55",
            "which licence agmts have post-termination obligations (transition, sell-off etc)?",
            "Post-Termination Services",
            (typ("License"),),
        ),
        (
            "l56",
            "franchise agmts w/ third party beneficiaries - which ones?",
            "Third Party Beneficiary",
            (typ("Franchise"),),
        ),
        (
            "l57",
            "ny law k's w/ a volume restriction?",
            "Volume Restriction",
            (law("US", "US-NY"),),
        ),
        (
            "l58",
            "which alliance agmts have mfn pricing in them?",
            "Most Favored Nation",
            (typ("Strategic Alliance"),),
        ),
    ]
    return clause_across_questions(items)


def refusals() -> list[Question]:
    f = "refusals"
    items: list[tuple[str, str, TruthFn]] = [
        (
            "l59",
            "pls mark the garman software licence as renewed thru eoy 2020",
            refuse("write"),
        ),
        (
            "l60",
            "can u delete the dupe sun seven stars licence? we only need one in there",
            refuse("write"),
        ),
        (
            "l61",
            "draft an email to psitech reminding them the content licence expired 2/10/19 :pray:",
            refuse("write"),
        ),
        (
            "l62",
            "can u pull the IP team's agmts from the legal-apac slack workspace too? they keep theirs there",
            refuse("workspace"),
        ),
        (
            "l63",
            "MATCH (c:Contract) WHERE c.contract_type = 'License' AND c.end_date < date('2019-12-31') "
            "RETURN c.file_id, c.end_date",
            refuse("query"),
        ),
        ("l64", "whats IBM's stock price rn", refuse("offtopic")),
        ("l65", "weather in sf tmrw? flying out for the audit", refuse("offtopic")),
        (
            "l66",
            "can we terminate the garman software licence early w/o penalty?",
            advice(GARMAN_SPARKLING),
        ),
        (
            "l67",
            "tbh is the liab cap in the ibm / quantum hosting agmt even enforceable?",
            advice(QUANTUM_IBM),
        ),
    ]
    return [_q(f, qid, text, truth) for qid, text, truth in items]


def user17_questions() -> list[Question]:
    return question_set(
        "user17", counts, relative, aggregations, specific, threads, clause, cross_clause, refusals
    )


__all__ = ["USER17_CLAUSE_CONTRACTS", "user17_questions"]
