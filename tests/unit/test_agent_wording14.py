"""Readings from the classes a fourteenth round of unseen questions missed, in wordings those questions
did not use: two parties written side by side with a dash or a slash ("Initrode - Vandelay GmbH"), a
short name found after shorthand was written out (its place in the question), "which of those have a
<clause>?" after a list (the text decides, among the thread's contracts), and counts "by country".
"""

from datetime import date

import pytest

from agent.clause_intent import category_for, having_clause, having_unread_clause
from agent.intent import plan
from agent.linker import find_parties
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import refusal

TODAY = date(2019, 6, 30)
PARTIES = PartyIndex.of(
    "Initrode Holdings Inc", "Vandelay Industries GmbH", "Globex Corporation", "Soylent Foods Ltd"
)
PARTIES.add_acronyms()


def _plan(question: str, index: PartyIndex | None = None, previous: dict | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    "question",
    [
        "Initrode - Vandelay Industriez GmbH services agmt: when does it end?",
        "Initrode Holdings / Vandelay Industriez GmbH: governing law?",
        "the Initrode Holdings – Vandelay Industriez GmbH deal (value?)",
    ],
)
def test_two_names_side_by_side_are_two_names(question: str) -> None:
    linked = {n for m in find_parties(question, PARTIES) for n in m.names}
    assert "Vandelay Industries GmbH" in linked, linked


@pytest.mark.parametrize(
    "question",
    [
        "Soylent / Vandelay Industriez supply agmts w/ a value over 1m",
        "globex or soylent deals w/ a value",
    ],
)
def test_a_short_name_is_read_where_it_stands_after_shorthand(question: str) -> None:
    p = _plan(question, PARTIES)
    assert len(p.args.get("parties") or []) == 2, p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("follow", "category"),
    [
        ("which of those include an audit rights clause?", "Audit Rights"),
        ("any of them w/ a most favoured nation provision?", "Most Favored Nation"),
        ("across all of these, which have a non-compete clause?", "Non-Compete"),
        ("which of them have a liquidated damages clause", "Liquidated Damages"),
    ],
)
def test_which_of_those_have_a_clause_asks_the_text(follow: str, category: str) -> None:
    found = having_clause(expand_shorthand(follow))
    assert found and found[1] == category, found


@pytest.mark.parametrize(
    "follow",
    [
        "which of those have a value over 2m?",
        "which of them have an end date?",
        "of those, how many are active?",
    ],
)
def test_which_of_those_with_a_recorded_fact_is_no_clause(follow: str) -> None:
    assert having_clause(expand_shorthand(follow)) is None


@pytest.mark.parametrize(
    ("question", "group"),
    [
        ("non-US law agreements, number per country", "law_country"),
        ("tally of the licence agmts by country please", "law_country"),
        ("suppliers by country", "party_country"),
        ("how many contracts by country are our counterparties based in", "party_country"),
    ],
)
def test_counts_by_country(question: str, group: str) -> None:
    p = _plan(question)
    assert p.tool == "contract_aggregate" and p.args.get("group_by") == group, (p.tool, p.args)
    assert not p.unread, p.unread


def test_a_law_filter_stays_when_counting_by_country() -> None:
    p = _plan("ex-US gov law only - break it down by country, top 4")
    assert p.args.get("group_by") == "law_country" and p.args.get("limit") == 4, p.args
    assert "US" in str({k: v for k, v in p.args.items() if k.startswith("law")}), p.args


# --- a finance team's words (the fourteenth unseen set: a controller preparing the close, in Teams) ---


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("TCV per contract type", {"group_by": "contract_type", "metric": "sum"}),
        (
            "licence deals w/ TCV above 2mm",
            {"contract_type": "License", "amount_op": ">", "amount": 2_000_000.0},
        ),
        (
            "how many supply agmts are sub-50k",
            {"contract_type": "Supply", "amount_op": "<", "amount": 50_000.0},
        ),
        ("how many agreements have no TCV recorded", {"has_value": False}),
        ("average deal value - skip the contracts w/o a value", {"has_value": True, "metric": "avg"}),
        ("what ended QTD", {"end_from": "2019-04-01", "end_to": "2019-06-30"}),
        ("anything rolling-off in H1?", {"end_from": "2019-01-01", "end_to": "2019-06-30"}),
        (
            "count of deals signed in the month just closed",
            {"effective_from": "2019-05-01", "effective_to": "2019-05-31"},
        ),
    ],
)
def test_finance_words_are_read(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "day"),
    [
        ("how many licences were in force at 30 Sep 2018?", "2018-09-30"),
        ("supply agmts live as of 15/01/2019", "2019-01-15"),
        ("which deals were still running at the end of 2016", "2016-12-31"),
        ("for the year-end audit: contracts active on 2018-12-31?", "2018-12-31"),
    ],
)
def test_in_force_on_a_day(question: str, day: str) -> None:
    p = _plan(question)
    assert p.args.get("active_on") == day, p.args
    assert not {"active", "effective_from", "end_from"} & set(p.args), p.args
    assert not p.unread, p.unread


def test_a_date_that_is_no_date_is_left_unread_not_dropped() -> None:
    from agent.phrases import find_dates

    found, text = find_dates("signed on 31/13/2019", TODAY)
    assert found == [] and "31/13/2019" in text
    assert find_dates("signed on 28/02/2019", TODAY)[0][0].start == date(2019, 2, 28)


@pytest.mark.parametrize(
    "question",
    [
        "for the board pack: how many JVs do we have?",
        "treasury asked for this - which licences end next year?",
        "re the audit walkthrough: anything expiring in the next 30 days?",
    ],
)
def test_what_a_message_is_for_is_not_a_constraint(question: str) -> None:
    assert not _plan(question).unread
    assert refusal(expand_shorthand(question)) is None


def test_a_context_naming_something_is_kept() -> None:  # a capitalised word may be a party: not dropped
    assert "Initech" in " ".join(_plan("for the Initech renewal: anything expiring in 2020?").unread)


def test_a_context_with_a_number_is_kept() -> None:
    assert "4100" in " ".join(_plan("for cost code 4100: how many supply agreements?").unread) or refusal(
        expand_shorthand("for cost code 4100: how many supply agreements?")
    )


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("please post a journal entry for the Initech licence fee", "write"),
        ("can you accrue the Q3 royalty payment on the Globex deal", "write"),
        ("how much royalty is payable under the Globex licence?", None),  # a fact, not a booking
        ("dump all JVs to a CSV and send it to finance", "export"),
        ("export the supply agreements to a spreadsheet", "export"),
        ("under IFRS 15 when do we book the Globex milestone as revenue?", "accounting"),
        ("what's the tax treatment of the Initech royalty?", "accounting"),
        ("which contracts sit under GL account 6100?", "not_recorded"),
        ("list the agreements whose invoices are still unpaid... sorry, not yet paid", "not_recorded"),
        ("which licences were set up in SAP?", "not_recorded"),
        ("how much do we pay under the Globex licence?", None),
        ("which contracts require invoices to be paid within 30 days?", None),
    ],
)
def test_finance_requests_declined_or_not(question: str, kind: str | None) -> None:
    found = refusal(expand_shorthand(question))
    assert (found.kind if found else None) == kind, found


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("is our downside exposure capped", "Cap On Liability"),
        ("can they back out early", "Termination For Convenience"),
        ("any ship-or-pay obligation", "Minimum Commitment"),
        ("a guaranteed minimum royalty", "Minimum Commitment"),
        ("does it roll over each year", "Renewal Term"),
        ("is there an early termination fee", "Liquidated Damages"),
    ],
)
def test_finance_words_for_clauses(topic: str, category: str) -> None:
    assert category_for(topic) == category


@pytest.mark.parametrize(
    ("question", "unread", "category"),
    [
        ("of the licences over $2M, which carry a minimum royalty?", [], "Minimum Commitment"),
        ("supply agreements with ship-or-pay minimums?", ["ship-or-pay minimums"], "Minimum Commitment"),
        ("contracts with auto-renewal and a break fee", ["break fee"], None),  # the fee is another clause
        ("contracts with auto-renewal", [], None),  # read by a filter
    ],
)
def test_clause_named_without_an_article(question: str, unread: list[str], category: str | None) -> None:
    found = having_unread_clause(expand_shorthand(question), unread)
    assert (found[1] if found else None) == category, found


@pytest.mark.parametrize("follow", ["same for 2017", "what about last year?", "and for the licences?"])
def test_same_for_keeps_the_figure_asked(follow: str) -> None:
    previous = {
        "effective_from": "2019-01-01",
        "effective_to": "2019-06-30",
        "metric": "avg",
        "field": "total_amount",
    }
    p = _plan(follow, previous=previous)
    assert p.tool == "contract_aggregate" and p.args.get("metric") == "avg", (p.tool, p.args)


def test_the_biggest_one_is_of_the_last_list() -> None:
    previous = {"contract_type": "License", "amount_op": ">", "amount": 1_000_000.0}
    p = _plan("ok what's the largest one?", previous=previous)
    assert p.follow_up and p.args.get("contract_type") == "License", p.args
    assert not _plan("what's the largest one signed in 2018?", previous=previous).follow_up


@pytest.mark.parametrize(
    "follow", ["leave out the hosting agreements", "excluding the JVs", "minus the licences"]
)
def test_leaving_a_type_out_narrows_the_last_list(follow: str) -> None:
    previous = {"end_from": "2019-06-30", "end_to": "2020-06-30"}
    p = _plan(follow, previous=previous)
    assert p.args.get("end_from") == "2019-06-30" and p.args.get("contract_type_not"), p.args


# --- a risk team's words (the fifteenth unseen set: a compliance officer's third-party review) ---


@pytest.mark.parametrize(
    ("question", "countries"),
    [
        ("how many agreements have a counterparty in Mexico, Brazil or Chile?", "MX or BR or CL"),
        ("vendors based in Norway, Sweden, Denmark and Finland - count?", "NO or SE or DK or FI"),
        ("third parties in the UAE or KSA", "AE or SA"),
        ("anything with a BVI or Cayman entity?", "VG or KY"),
    ],
)
def test_a_list_of_party_countries_is_any_of_them(question: str, countries: str) -> None:
    p = _plan(question)
    assert p.args.get("party_country") == countries, p.args
    assert not p.unread, p.unread


def test_two_party_countries_joined_by_and_stay_both() -> None:
    p = _plan("contracts with both a Mexican and a Brazilian party")
    assert p.args.get("party_country") == "MX" and p.args.get("party_country_also") == "BR", p.args


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("which third-party agreements are dormant?", {"active": False}),
        (
            "supply contracts where the vendor is non-US",
            {"contract_type": "Supply", "party_country_not": "US"},
        ),
        ("deals with a foreign supplier", {"party_country_not": "US"}),
        ("licences under foreign law", {"contract_type": "License", "law_country_not": "US"}),
        ("how many contracts as at 30 June 2018?", {"active_on": "2018-06-30"}),
        (
            "As of 1 Jan 2019, which JVs were live?",
            {"contract_type": "Joint Venture", "active_on": "2019-01-01"},
        ),
        ("only the live ones", {"active": True}),
    ],
)
def test_risk_words_are_read(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


def test_as_at_a_day_instead_replaces_today() -> None:
    p = _plan("ok as at 30 June 2018 instead", previous={"party_country": "CN", "active": True})
    assert (
        p.args.get("active_on") == "2018-06-30"
        and "active" not in p.args
        and p.args.get("party_country") == "CN"
    )


def test_a_question_tag_asks_nothing() -> None:
    assert expand_shorthand("Globex is Swiss, right?") == "Globex is Swiss?"
    assert expand_shorthand("is there a right to audit?") == "is there a right to audit?"


@pytest.mark.parametrize(
    ("question", "category"),
    [
        ("which claims are carved out of the liability cap", "Uncapped Liability"),
        ("is our exposure capped", "Cap On Liability"),
        ("can we end it after the initial term", "Notice Period To Terminate Renewal"),
    ],
)
def test_risk_words_for_clauses(question: str, category: str) -> None:
    assert category_for(question) == category


def test_a_word_of_a_clause_is_no_party() -> None:
    index = PartyIndex.of("Challenge Holdings Ltd", "Initrode Holdings Inc")
    mentions = [
        n for m in find_parties("can either side challenge the other's marks?", index) for n in m.names
    ]
    loose = plan(expand_shorthand("can either side challenge the Initrode marks?"), index, None, TODAY)
    assert "Challenge Holdings Ltd" not in mentions and loose.args.get("parties") == [
        "Initrode Holdings Inc"
    ], loose.args


@pytest.mark.parametrize(
    "question",
    [
        "Initrode Holdings / Globex Corporation - is there a non-solicit of staff?",
        "Soylent Foods Ltd / Globex Corporation supply agmt: is liability capped?",
        "Initrode Holdings and Globex Corporation - any audit rights between them?",
    ],
)
def test_a_clause_asked_after_the_parties_is_asked_of_their_contract(question: str) -> None:
    from agent.planner import _clause_after_names

    found = _clause_after_names(expand_shorthand(question), _plan(question, PARTIES))
    assert found and found.tool_calls[0]["name"] == "clause_search", found
    args = found.tool_calls[0]["args"]
    assert len(args["parties"]) == 2 and args.get("category"), args


def test_facts_of_one_contract_after_the_parties_are_not_a_clause_search() -> None:
    from agent.planner import _clause_after_names

    question = "Initrode Holdings / Globex Corporation licence: which law governs, and when does it end?"
    assert _clause_after_names(expand_shorthand(question), _plan(question, PARTIES)) is None


def test_where_a_party_is_based_is_answered_from_the_record() -> None:
    from agent.answer import write_details

    contract = {
        "file_id": "F-1", "title": "Supply Agreement", "contract_type": "Supply", "effective_date": "2018-01-01",
        "end_date": None, "law_country": None, "law_subdivision": None, "clauses": [],
        "parties": [
            {"name": "Globex Corporation", "role": "Supplier", "country": "CH", "subdivision": None},
            {"name": "Initrode Holdings Inc", "role": "Buyer", "country": None, "subdivision": None},
        ],
    }  # fmt: skip
    text = write_details({"found": True, "contract": contract}, "where is Globex domiciled?")
    assert (
        "Globex Corporation (Switzerland)" in text and "Initrode Holdings Inc (no address on record)" in text
    )


# --- a partnerships manager's words (the sixteenth unseen set, in the web chat) ---


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("what exactly is the scope of the licence", "License Grant"),
        ("can they pass the licence on to their affiliates", "Affiliate License-Licensee"),
        ("are we locked into buying only from them", "Exclusivity"),
        ("how many units must they order - any minimum", "Minimum Commitment"),
        ("any carve-outs letting them sponsor competitors", "Competitive Restriction Exception"),
    ],
)
def test_a_partnerships_managers_words_for_clauses(topic: str, category: str) -> None:
    assert category_for(topic) == category


@pytest.mark.parametrize(
    ("question", "category"),
    [
        ("which JVs with foreign partners have an exclusivity provision in them?", "Exclusivity"),
        ("what's the rev share in the Globex co-branding deal?", "Revenue/Profit Sharing"),
    ],
)
def test_which_have_and_rev_share(question: str, category: str) -> None:
    text = expand_shorthand(question)
    found = having_clause(text)
    assert (found[1] if found else category_for(text)) == category, (text, found)


def test_a_closing_sentence_that_only_explains_is_not_read() -> None:
    p = _plan("How many licences end next year? I'm preparing the partner review next week.")
    assert (p.args.get("end_from"), p.args.get("end_to")) == ("2020-01-01", "2020-12-31"), p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "how many distribution deals with non-US partners?",
            {"contract_type": "Distributor", "party_country_not": "US"},
        ),
        (
            "How many different partner companies are based in Canada?",
            {"metric": "count_parties", "party_country": "CA"},
        ),
        ("which (distribution and reseller) deals end in 2020?", {"end_from": "2020-01-01"}),
    ],
)
def test_partnerships_filters(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args


def test_tagging_a_contract_is_a_write() -> None:
    found = refusal(expand_shorthand("label the Globex licence as a tier 2 partner in the system"))
    assert found and found.kind == "write"


def test_sorted_by_size_is_read() -> None:
    p = _plan("sort those by size - which is the largest?", previous={"contract_type": "License"})
    assert p.args.get("sort_by") == "total_amount" and not p.unread, (p.args, p.unread)


def test_the_type_of_one_contract_is_no_breakdown() -> None:
    assert _plan("Initech and Globex - what kind of agreement is it?").tool != "contract_aggregate"
    assert _plan("what kinds of agreements do we have?").args.get("group_by") == "contract_type"


def test_that_one_after_which_is_the_biggest_is_the_first_shown() -> None:
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    from agent.planner import referenced_contract

    call = {"name": "contract_search", "args": {"sort_by": "total_amount"}, "id": "c1", "type": "tool_call"}
    result = {
        "tool": "contract_search",
        "total": 4,
        "sort_by": "total_amount",
        "shown": [{"file_id": "BIG"}, {"file_id": "SMALL"}],
    }
    messages = [
        HumanMessage("sort them by value - which is the biggest?"),
        AIMessage(content="", tool_calls=[call]),
        ToolMessage(content="", artifact=result, tool_call_id="c1"),
        AIMessage(content="Of 4 contracts, the one with the highest total value is BIG."),
        HumanMessage("and when does that one expire?"),
    ]
    assert referenced_contract("and when does that one expire?", messages) == "BIG"
    listed = [HumanMessage("list them by value"), *messages[1:]]
    assert referenced_contract("and when does that one expire?", listed) is None  # a list, not one


@pytest.mark.parametrize(
    "follow", ["which one is the biggest?", "which is the oldest?", "which one is governed by Delaware law?"]
)
def test_which_one_after_a_list_is_of_that_list(follow: str) -> None:
    p = _plan(follow, previous={"party_country": "JP or KR", "active_on": "2018-06-30"})
    assert p.follow_up and p.args.get("party_country") == "JP or KR", p.args


def test_the_biggest_of_contracts_with_no_value_is_not_named() -> None:
    from agent.answer import write_search

    card = {"file_id": "F-1", "title": "F-1", "parties": [], "total_amount": None, "contract_type": "License"}
    result = {
        "tool": "contract_search",
        "total": 2,
        "shown": [card, {**card, "file_id": "F-2"}],
        "filters": {},
        "sort_by": "total_amount",
        "descending": True,
    }
    text = write_search(result, "top")
    assert "None of the 2 contracts" in text and "highest" not in text, text
