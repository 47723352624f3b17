"""The offline planner's question -> tool call, with an in-memory party index."""

from datetime import date

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.understanding import asks_advice, refusal
from graph_ingest.names import party_key

NAMES = [
    "HC2 Holdings, Inc.",
    "Microgenics Corporation",
    "WebMD, Inc.",
    "Snap Technologies, Inc.",
    "Achaogen Inc.",
    "United Airlines, Inc.",
    "Xiamen American Japan Photronics Mask Co., Ltd.",
]
INDEX = PartyIndex(names={party_key(n): n for n in NAMES})

CASES = [
    ("What are some contracts that ended after 1990-01-01?", "contract_search", {"end_from": "1990-01-02"}),
    (
        "What are some contracts that ended after 1990-01-01 that fall under strategic alliance?",
        "contract_search",
        {"end_from": "1990-01-02", "contract_type": "Strategic Alliance"},
    ),
    (
        "What are some contracts with HC2 Holdings, Inc.?",
        "contract_search",
        {"parties": ["HC2 Holdings, Inc."]},
    ),
    ("Which year was the most contracts signed?", "contract_aggregate", {"group_by": "year"}),
    (
        "Which Hosting contracts have the highest total value?",
        "contract_search",
        {"contract_type": "Hosting", "sort_by": "total_amount", "descending": True},
    ),
    (
        "How many contracts does microgenics corp have?",
        "contract_search",
        {"parties": ["Microgenics Corporation"]},
    ),
    ("What contracts are governed by US law?", "contract_search", {"law_country": "US"}),
    (
        "Which party has the most Strategic Alliance contracts?",
        "contract_aggregate",
        {"group_by": "party", "contract_type": "Strategic Alliance"},
    ),
    (
        "What is the total monetary value of all contracts with WebMD, Inc.?",
        "contract_aggregate",
        {"metric": "sum", "parties": ["WebMD, Inc."]},
    ),
    (
        "How many parties are located in the United States?",
        "contract_aggregate",
        {"metric": "count_parties", "party_country": "US"},
    ),
    (
        "Which contracts have a total amount greater than $1,000,000?",
        "contract_search",
        {"amount_op": ">", "amount": 1_000_000.0},
    ),
    (
        "What are the contract types used by Snap Technologies, Inc.?",
        "contract_aggregate",
        {"group_by": "contract_type", "parties": ["Snap Technologies, Inc."]},
    ),
    (
        "What is the average contract value for IP contracts?",
        "contract_aggregate",
        {"metric": "avg", "contract_type": "IP"},
    ),
    (
        "What is the distribution of contract types in our database?",
        "contract_aggregate",
        {"group_by": "contract_type"},
    ),
    (
        "List all Supply contracts with a total amount more than $50,000.",
        "contract_search",
        {"contract_type": "Supply", "amount_op": ">", "amount": 50000.0},
    ),
    ("Which contracts have the most parties involved?", "contract_search", {"sort_by": "party_count"}),
    (
        "Which month saw the highest number of contract signings in 2000?",
        "contract_aggregate",
        {"group_by": "month", "effective_from": "2000-01-01", "effective_to": "2000-12-31"},
    ),
    ("List all contracts where a party from Japan is involved.", "contract_search", {"party_country": "JP"}),
    (
        "Which contracts with United Airlines, Inc. have an end date in the 2000?",
        "contract_search",
        {"parties": ["United Airlines, Inc."], "end_from": "2000-01-01", "end_to": "2000-12-31"},
    ),
    (
        "How many contracts have started in Q3 2005?",
        "contract_search",
        {"effective_from": "2005-07-01", "effective_to": "2005-09-30"},
    ),
    ("Contracts with Acheogen Inc?", "contract_search", {"parties": ["Achaogen Inc."]}),
    (
        "Which active NDAs have a non-compete clause?",
        "contract_search",
        {"active": True, "clause_type": "non-compete"},
    ),
    (
        "Contracts with Xiamen American Japan Photronics Mask Co., Ltd.",
        "contract_search",
        {"parties": ["Xiamen American Japan Photronics Mask Co., Ltd."]},
    ),
    (
        'Which contracts under Delaware law mention "photomask"?',
        "contract_search",
        {"law_state": "US-DE", "text": "photomask"},
    ),
    (
        "How many contracts does Nonexistent Widgets Inc. have?",
        "contract_search",
        {"parties": ["Nonexistent Widgets Inc"]},
    ),
]


@pytest.mark.parametrize(("question", "tool", "subset"), CASES, ids=[c[0][:50] for c in CASES])
def test_plan(question, tool, subset) -> None:
    p = plan(question, INDEX)
    assert p.tool == tool
    for key, value in subset.items():
        assert p.args.get(key) == value, (key, p.args)
    assert "party_country" not in p.args or "parties" not in subset  # party names do not leak places


def test_follow_up_reuses_previous_filters() -> None:
    first = plan("How many reseller agreements do we have?", INDEX)
    second = plan("How many of those are governed by California law?", INDEX, first.args)
    assert second.follow_up
    assert second.args["contract_type"] == "Reseller" and second.args["law_state"] == "US-CA"
    fresh = plan("How many contracts are governed by California law?", INDEX, first.args)
    assert not fresh.follow_up and "contract_type" not in fresh.args


def test_details_intent() -> None:
    p = plan("Tell me about the BEYONDCOM co-hosting agreement", INDEX)
    assert p.tool == "contract_details" and p.args == {"title": "the beyondcom co-hosting agreement"}


@pytest.mark.parametrize(
    "question",
    [
        "Show me the distributor deals under New York law",  # not the contract titled "New"
        "Show me the NDAs signed in 2019",
        "show me the ones from 2018",
    ],
)
def test_show_me_several_is_a_search_not_a_title(question: str) -> None:
    assert plan(question, INDEX).tool == "contract_search"


def test_open_ended_contracts_are_a_filter_not_an_unread_word() -> None:
    from agent.intent import plan
    from agent.parties import PartyIndex

    for q in ("how many contracts have no end date?", "open-ended JVs", "supply deals that never expire"):
        p = plan(q, PartyIndex(), None, None)
        assert p.args.get("has_end_date") is False and not p.unread, (q, p.args, p.unread)


def test_a_median_is_a_figure_not_an_unread_word() -> None:
    from agent.intent import plan
    from agent.parties import PartyIndex

    p = plan("median contract value of the supply agreements", PartyIndex(), None, None)
    assert p.tool == "contract_aggregate" and p.args["metric"] == "median" and not p.unread


def test_readings_a_reviewer_broke_stay_fixed() -> None:
    from datetime import date

    from agent.intent import plan
    from agent.parties import PartyIndex

    today = date(2019, 6, 30)
    p = plan("contracts governed by MO law", PartyIndex(), None, today)
    assert p.args.get("law_state") == "US-MO"
    p = plan("which contracts don't expire until 2025?", PartyIndex(), None, today)
    assert p.args == {"end_from": "2025-01-01"}
    p = plan("open-ended agreements signed after 2015", PartyIndex(), None, today)
    assert p.args == {"effective_from": "2016-01-01", "has_end_date": False}
    p = plan("what is the median expiry date", PartyIndex(), None, today)
    assert p.tool == "contract_search" and p.unread == ["median"]  # no metric of dates: said, not guessed
    p = plan("contracts with a renewal date next month", PartyIndex(), None, today)
    assert p.args == {"end_from": "2019-07-01", "end_to": "2019-07-31"}


def test_an_acronym_then_words_names_one_party() -> None:
    from agent.intent import plan
    from agent.parties import PartyIndex

    names = [
        "General Electric Capital Corporation",
        "Capital Resources, Inc.",
        "Papa John's International, Inc.",
    ]
    index = PartyIndex(names={party_key(n): n for n in names})
    index.add_acronyms()
    p = plan("value of the GE Capital agency agreement", index, None, None)
    assert p.args["parties"] == ["General Electric Capital Corporation"] and not p.unread
    p = plan("the papa johns endorsement", index, None, None)
    assert p.args["parties"] == ["Papa John's International, Inc."]


def test_a_short_name_stands_for_every_party_it_begins() -> None:
    """ "AT&T" is AT&T Corp. and AT&T Mobility LLC; "AT&T Corp." (with its suffix) only itself."""
    from agent.linker import find_parties
    from agent.parties import PartyIndex

    names = ["AT&T Corp.", "AT&T Mobility LLC", "Commnet Wireless, LLC", "Bluefly, Inc."]
    index = PartyIndex(names={party_key(n): n for n in names})
    index.add_acronyms()
    assert sorted(index.resolve("AT&T")) == ["at and t", "at and t mobility"]
    assert index.resolve("AT&T Corp.") == ["at and t"]
    assert index.resolve("AT&T Mobility") == ["at and t mobility"]
    (mention,) = find_parties("the AT&T maintenance agreement", index)
    assert sorted(mention.names) == ["AT&T Corp.", "AT&T Mobility LLC"]
    p = plan("who are the parties to the AT&T maintenance agreement with Commnet?", index, None, None)
    assert p.args["parties"] == ["AT&T", "Commnet Wireless, LLC"]
    p = plan("bluefly's hosting agreement, governing law?", index, None, None)  # lower case, possessive
    assert p.args["parties"] == ["Bluefly, Inc."]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Which contracts renew automatically?", True),
        ("which supply agreements auto-renew?", True),
        ("list our evergreen contracts", True),
        ("contracts without automatic renewal", False),
        ("which contracts do not renew automatically", False),
        ("does the iMine distribution agreement renew automatically?", None),  # that contract's terms
        ("does it auto-renew?", None),
    ],
)
def test_renewing_automatically_is_a_filter_of_lists_only(question: str, value: bool | None) -> None:
    p = plan(question, PartyIndex(), None, date(2026, 12, 1))
    assert p.args.get("auto_renew") is value, p.args
    if value is not None:
        assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "other_than"),
    [
        ("how many agreements are under non-UK law?", "GB"),
        ("non-Japanese governing law: which licence agreements?", "JP"),
        ("contracts governed by law outside the United States", "US"),  # another country's law
        ("list the deals excluding Delaware law", "US-DE"),  # another state's law (or a country's)
    ],
)
def test_a_place_said_with_a_negation_is_never_its_filter(question: str, other_than: str | None) -> None:
    p = plan(question, INDEX)
    for slot in ("law_country", "law_state", "party_country"):
        assert slot not in p.args, (question, p.args)
    if other_than:  # another country's or state's governing law: the filter that excludes it, all read
        negated = "law_state_not" if "-" in other_than else "law_country_not"
        assert p.args[negated] == other_than and not p.unread, (question, p)
    else:  # said as not understood, not answered as the place itself (nor as a clause topic)
        assert p.unread and "law_country_not" not in p.args, question


def test_with_non_x_counterparties_is_one_party_outside_said_as_such() -> None:
    p = plan("contracts with non-Chinese counterparties", INDEX)
    assert p.args == {"party_country_not": "CN"} and not p.unread, p  # "with a party located outside China"


def test_top_n_anywhere_is_how_many_groups_are_shown_and_read() -> None:
    p = plan("number of contracts by governing-law state, top 4", INDEX)
    assert p.args["group_by"] == "law_state" and p.args["limit"] == 4
    assert "party_country" not in p.args and not p.unread, p  # "US state" names the dimension
    p = plan("per US state of governing law: contract counts, top 3", INDEX)
    assert p.args.get("limit") == 3 and "party_country" not in p.args and not p.unread, p
    p = plan("top 4 governing laws by number of agreements", INDEX)
    assert p.args["group_by"] == "law_country" and p.args["limit"] == 4 and not p.unread, p


def test_a_us_state_alone_is_a_governing_law_and_a_partys_state_is_never_its_country() -> None:
    p = plan("only the ohio ones", INDEX)
    assert p.args.get("law_state") == "US-OH" and "party_country" not in p.args
    p = plan("agreements with suppliers located in Ohio", INDEX)
    assert p.args.get("party_state") == "US-OH", p.args  # the state itself, never widened to its country
    assert "party_country" not in p.args and "law_state" not in p.args and not p.unread


def test_totals_and_party_countries_in_other_words() -> None:
    p = plan("combined value under all our Ohio law deals", INDEX)
    assert p.args.get("metric") == "sum" and p.args.get("law_state") == "US-OH", p
    p = plan("in which countries are our counterparties located? top 4", INDEX)
    assert p.args.get("group_by") == "party_country" and p.args.get("limit") == 4, p


def test_refusals_and_advice_read_chat_shorthand() -> None:
    from agent.phrases import expand_shorthand

    assert refusal_kind("could u extend the term of the initech agmt to 2031") == "write"
    assert asks_advice(expand_shorthand("do u think we should sign the initech renewal?"))
    assert refusal(expand_shorthand("when does the initech agmt end?")) is None


def refusal_kind(text: str) -> str | None:
    from agent.phrases import expand_shorthand
    from agent.understanding import refusal

    found = refusal(expand_shorthand(text))
    return found.kind if found else None
