"""Readings from the classes a seventeenth round of unseen questions missed (a contracts manager typing
on a phone), in wordings those questions did not use: "k" for contract and other chat shorthand,
two-digit years ("3/1/18", "Q3 '18"), a message's purpose before a dash, types typed in lower case
or after "w/", "channel" deals, what the contracts do not record about the people who manage them,
"can we end it early without penalty", clause words, and words a clause question leaves unread.
"""

import re
from datetime import date

import pytest

from agent.clause_intent import category_for
from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand
from agent.understanding import asks_advice, refusal
from graph_ingest.scope import ReaderScope
from tests.unit.offline import offline_planner

TODAY = date(2019, 6, 30)
PARTIES = PartyIndex.of("Globex Corporation", "Soylent Foods Ltd", "Initrode Holdings Inc")


def _plan(question: str, index: PartyIndex | None = None, previous: dict | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), index or PartyIndex(), previous, TODAY)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("how many k's w/ Globex end in 2020", {"end_from": "2020-01-01", "end_to": "2020-12-31"}),
        ("which ks signed b4 2015 are under NY law", {"effective_to": "2014-12-31", "law_state": "US-NY"}),
        ("supply k's with a cpty in Japan", {"contract_type": "Supply", "party_country": "JP"}),
        ("licences w/ a ctrpty outside the us", {"contract_type": "License", "party_country_not": "US"}),
        ("licences over 250k", {"contract_type": "License", "amount_op": ">", "amount": 250000.0}),
        ("licences over 250 k", {"contract_type": "License", "amount_op": ">", "amount": 250000.0}),
    ],
)
def test_k_for_contract_and_counterparty_shorthand(question: str, expected: dict) -> None:
    p = _plan(question, PARTIES)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


def test_schedule_k_is_no_contract() -> None:
    assert "Schedule K" in expand_shorthand("anything in Schedule K?")


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("contracts signed since 2/1/17", {"effective_from": "2017-02-01", "effective_to": "2019-06-30"}),
        ("anything expiring between now and 6/30/21?", {"end_from": "2019-06-30", "end_to": "2021-06-30"}),
        ("agmts executed 3/5/98", {"effective_from": "1998-03-05", "effective_to": "1998-03-05"}),
        ("what did we sign in Q2 '17", {"effective_from": "2017-04-01", "effective_to": "2017-06-30"}),
        ("anything ending in Dec '19?", {"end_from": "2019-12-01", "end_to": "2019-12-31"}),
        ("how many licences ended before 1/1/16", {"end_to": "2015-12-31"}),
    ],
)
def test_two_digit_years(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


def test_a_short_date_is_never_dropped_silently() -> None:
    p = _plan("contracts expiring before 13/45/19")  # no date: said back, not dropped
    assert not any(k.startswith("end") for k in p.args) and p.unread, (p.args, p.unread)


def test_end_of_month_and_quarter() -> None:
    p = _plan("anything expiring by eom?")
    assert p.args.get("end_to") == "2019-06-30", p.args
    p = _plan("what's ending by eoq")
    assert p.args.get("end_to") == "2019-06-30", p.args


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "fyi updating the deadlines tracker - k's ending per month in 2021",
            {"group_by": "month", "date_field": "end_date", "end_from": "2021-01-01"},
        ),
        (
            "putting together the board pack: licences signed per year since 2015",
            {"group_by": "year", "contract_type": "License"},
        ),
    ],
)
def test_what_a_message_is_for_before_a_dash(question: str, expected: dict) -> None:
    p = _plan(question)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


def test_different_parties_are_counted_distinct() -> None:
    p = _plan("how many diff companies are we dealing with in japan")
    assert p.args.get("metric") == "count_parties" and p.args.get("party_country") == "JP", p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "ctype"),
    [
        ("which jvs have a non-compete?", "Joint Venture"),
        ("JV agmts w/ non-competes?", "Joint Venture"),
        ("jvs w/ non-competes", "Joint Venture"),
        ("any alliances or jvs where the ip is jointly owned?", "Strategic Alliance or Joint Venture"),
        ("how many channel deals do we have", "Distributor or Reseller"),
        ("channel partner agreements signed in 2018", "Distributor or Reseller"),
    ],
)
def test_types_in_lower_case_and_after_with(question: str, ctype: str) -> None:
    p = _plan(question)
    assert p.args.get("contract_type") == ctype, p.args


def test_the_license_and_ip_ones() -> None:
    p = _plan("just the license + ip ones", previous={"contract_type": "Supply"})
    assert p.args.get("contract_type") == "License or IP", p.args
    assert not p.unread, p.unread


def test_this_channel_is_no_type() -> None:
    p = _plan("which contracts were uploaded in this channel?")
    assert "Reseller" not in str(p.args.get("contract_type")), p.args


@pytest.mark.parametrize(
    "question",
    [
        "which agmts is Dana the contract owner for?",
        "who's the relationship owner on the Globex deal",
        "what's the matter number for the Soylent k?",
        "how many licences are still pending approval?",
        "which contracts were last reviewed before 2018?",
        "any vendors whose certificate of insurance expires this month?",
    ],
)
def test_internal_bookkeeping_is_not_recorded(question: str) -> None:
    said = refusal(expand_shorthand(question))
    assert said is not None and said.kind == "not_recorded", said
    named = re.search(r"“([^”]+)”", said.message)  # what it did not use, named
    assert named and named.group(1).lower() in expand_shorthand(question).lower(), said.message


@pytest.mark.parametrize(
    "question",
    ["who owns the IP in the Globex agmt?", "which licences give the licensee ownership of improvements?"],
)
def test_ownership_of_ip_is_a_clause_not_bookkeeping(question: str) -> None:
    assert refusal(expand_shorthand(question)) is None


@pytest.mark.parametrize(
    ("question", "advice"),
    [
        ("can we end the Globex licence early without penalty?", True),
        ("could I cancel the soylent supply agmt early w/o paying a fee?", True),
        ("can we get out of the initrode deal early with no penalty", True),
        ("can the Globex licence be terminated early?", False),
        ("what's the early termination fee in the soylent agmt?", False),
    ],
)
def test_ending_early_without_penalty_asks_advice(question: str, advice: bool) -> None:
    assert asks_advice(expand_shorthand(question)) is advice


@pytest.mark.parametrize(
    ("topic", "category"),
    [
        ("is Globex barred from challenging the trademark", "Covenant Not To Sue"),
        ("may the licensee contest the validity of the patents", "Covenant Not To Sue"),
        ("does the provider have to help with the transition after termination", "Post-Termination Services"),
        ("wind-down assistance once the contract ends", "Post-Termination Services"),
        ("whats the liab cap", "Cap On Liability"),
        ("is liab uncapped for anything", "Uncapped Liability"),
    ],
)
def test_clause_words(topic: str, category: str) -> None:
    assert category_for(expand_shorthand(topic)) == category


def _planner():  # noqa: ANN202 (a bound chat model)
    return offline_planner()


@pytest.mark.parametrize(
    ("question", "unread"),
    [
        ("which blorptastic supply deals have a renewal term?", "blorptastic"),
        ("which zorbly contracts contain a non-compete clause?", "zorbly"),
    ],
)
def test_words_beside_a_clause_are_said_unread(question: str, unread: str) -> None:
    """ "Which <unknown> deals have <clause>?": the clause is searched, and the word no filter read is
    said back (not silently dropped because the clause was read)."""
    from langchain_core.messages import HumanMessage, ToolMessage

    scope = ReaderScope(tenant="t").model_dump()
    asked = _planner().invoke([HumanMessage(question)], scope=scope, today="2019-06-30")
    call = asked.tool_calls[0]
    assert call["name"] == "clause_search", call
    searched = {k: v for k, v in call["args"].items() if k != "k"}
    result = {
        "tool": "clause_search",
        "hits": [],
        "closest": [],
        "searched": searched,
        "contracts_considered": 9,
    }
    messages = [
        HumanMessage(question),
        asked,
        ToolMessage(content="", artifact=result, tool_call_id=call["id"]),
    ]
    out = _planner().invoke(messages, scope=scope, today="2019-06-30")
    assert unread in out.additional_kwargs["clausebot"]["unread"], out.additional_kwargs


def test_a_certificate_a_contract_requires_is_a_clause() -> None:
    assert refusal("does the Globex agmt require a certificate of insurance?") is None


@pytest.mark.parametrize(
    "follow", ["sort by value - which is biggest?", "rank by size, which is largest", "order them by value"]
)
def test_sorting_the_last_list_keeps_it(follow: str) -> None:
    previous = {"contract_type": "License", "amount_op": ">", "amount": 250000.0}
    p = _plan(follow, previous=previous)
    assert p.follow_up and p.args.get("contract_type") == "License" and p.args.get("amount") == 250000.0, (
        p.args
    )


@pytest.mark.parametrize(
    ("follow", "state"), [("and ny?", "US-NY"), ("what about tx", "US-TX"), ("nj instead?", "US-NJ")]
)
def test_a_state_code_in_lower_case_swaps_the_law(follow: str, state: str) -> None:
    p = _plan(follow, previous={"contract_type": "IP", "law_state": "US-DE"})
    assert p.args.get("law_state") == state and p.args.get("contract_type") == "IP", p.args
    assert not p.unread, p.unread


def test_a_purpose_naming_renewals_does_not_make_a_deadline_question() -> None:
    from agent.deadline_intent import deadline_args

    question = expand_shorthand("fyi building the renewals calendar - k's ending per quarter in 2021 pls")
    assert deadline_args(question, _plan(question)) is None
    asked = expand_shorthand("fyi building the tracker - which renewals are due in the next 60 days?")
    assert deadline_args(asked, _plan(asked)) is not None


@pytest.mark.parametrize(
    ("follow", "category"),
    [
        ("and any that make the licensee pay royalties?", "Revenue/Profit Sharing"),
        ("which ones force the buyer to buy a minimum amount?", "Minimum Commitment"),
        ("any that bind either side not to compete?", "Non-Compete"),
    ],
)
def test_any_that_make_a_party_do_something(follow: str, category: str) -> None:
    from agent.clause_intent import having_clause

    found = having_clause(expand_shorthand(follow))
    assert found and found[1] == category, found


LOWER = PartyIndex.of(
    "Sony Electronics Inc.",
    "GSI Technology, Inc.",
    "CytoDyn Inc.",
    "International Business Machines Corporation",
    "Fox Mobile Entertainment Inc.",
    "Capital Term Partners LLC",
    "Fees Unlimited Inc.",
)
LOWER.add_acronyms()


@pytest.mark.parametrize(
    ("question", "party"),
    [
        ("how many agmts w/ sony", "Sony Electronics Inc."),
        ("ibm / globex hosting agmt - gov law?", "International Business Machines Corporation"),
        ("gsi tech ip agmt - when was it signed", "GSI Technology, Inc."),
        ("cytodin license - eff date?", "CytoDyn Inc."),
        ("any deals with fox?", "Fox Mobile Entertainment Inc."),
    ],
)
def test_short_names_in_lower_case(question: str, party: str) -> None:
    p = _plan(question, LOWER)
    assert party in (p.args.get("parties") or []), (p.args, p.unread)


@pytest.mark.parametrize(
    "question",
    [
        "contracts with fees over 1m",
        "deals with a cap on liability",
        "licences with a term over 2 years",
        "which k's with a fee cap",
    ],
)
def test_short_common_words_stay_words(question: str) -> None:
    assert not _plan(question, LOWER).args.get("parties")


@pytest.mark.parametrize(
    ("question", "n"),
    [
        ("top 3 contracts by value", 3),
        ("the 2 biggest licences", 2),
        ("our four most valuable supply agmts", 4),
        ("3 largest k's signed in 2018", 3),
        ("which is the biggest licence", None),
    ],
)
def test_the_n_biggest_contracts_shows_n(question: str, n: int | None) -> None:
    p = _plan(question)
    assert p.intent == "top" and p.args.get("sort_by") == "total_amount", p
    assert p.args.get("limit") == n, p.args


def test_the_n_biggest_are_said_as_n() -> None:
    from agent.answer import write_search

    cards = [{"file_id": f"F-{i}", "total_amount": 10.0 - i, "parties": []} for i in range(3)]
    result = {
        "tool": "contract_search", "total": 40, "shown": cards, "filters": {}, "sort_by": "total_amount",
        "descending": True, "limit": 3,
    }  # fmt: skip
    text = write_search(result, "top")
    assert text.startswith("The 3 contracts with the highest total value"), text
    assert "`F-0`" in text and "`F-2`" in text


def test_a_word_a_letter_off_a_name_is_a_name_only_where_a_party_is_named() -> None:
    index = PartyIndex.of("Carrier Global Corporation", "CytoDyn Inc.")
    p = _plan("which of our service agreements carries the largest value?", index)
    assert not p.args.get("parties"), p.args
    assert _plan("the cytodin license - when does it end?", index).args.get("parties") == ["CytoDyn Inc."]


@pytest.mark.parametrize(
    "question",
    [
        "new agreements effective YTD?",
        "deals with new partners signed this year",
        "old contracts with big fees",
        "which key agmts end in 2020",
    ],
)
def test_a_short_word_before_a_contract_word_is_no_name(question: str) -> None:
    index = PartyIndex.of(
        "New Mountain Capital LLC", "Old Dominion Inc.", "Big Time Holdings", "Key Tronic Corp"
    )
    index.add_acronyms()
    assert not _plan(question, index).args.get("parties")


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("what's up for renewal in the next 45 days?", None),
        ("which licences come up for renewal before year end", None),
        ("anything due for renewal next quarter?", None),
        ("when is it up for renewal?", ["expiry", "renewal"]),
        ("which contracts renew automatically in the next 90 days?", ["renewal"]),
        ("automatic renewals coming up in the next 30 days", ["renewal"]),
    ],
)
def test_up_for_renewal_in_a_window_is_the_term_ending_in_it(question: str, kinds: list[str] | None) -> None:
    """ "Up for renewal" in a window: the contracts whose term ends in it (an end-date search, as every
    user set reads it); "renews automatically" is the automatic renewals alone; "when is it up for
    renewal?" of one contract is its term's end, whether it then renews by hand or by itself."""
    from agent.deadline_intent import deadline_args

    asked = expand_shorthand(question)
    args = deadline_args(asked, _plan(asked))
    assert (sorted(args["kinds"]) if args else None) == kinds, args


def test_up_for_renewal_says_the_automatic_renewals_are_asked_apart() -> None:
    from agent.deadline_intent import renewal_hint

    p = _plan("what's up for renewal in the next 45 days?")
    assert (p.args.get("end_from"), p.args.get("end_to")) == ("2019-06-30", "2019-08-14"), p.args
    assert not p.unread, p.unread
    hint = renewal_hint("what's up for renewal in the next 45 days?", p.args)
    assert 'ask "what renews automatically between 2019-06-30 and 2019-08-14?"' in hint, hint
    assert renewal_hint("which contracts end in the next 45 days?", p.args) == ""
