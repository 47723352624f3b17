"""Readings from the classes a fifth unseen question set missed, in wordings that set did not use:
"don't have an end date on file", "since new year's" and "since march" (the last one, up to today),
"between now and the end of 2020" (from today), "half a decade", "came into effect", follow-ups
that start with "ok," or "narrow it down to", "$-wise", what "we are paying", a clause named by who
owns the work product, revenue sharing, and refusals for another team's workspace and off-topic asks.
"""

from datetime import date

import pytest

from agent.clause_intent import category_for
from agent.intent import plan
from agent.parties import PartyIndex
from agent.understanding import refusal

TODAY = date(2019, 6, 30)
NO_PARTIES = PartyIndex()


def _read(question: str, previous: dict | None = None) -> tuple[dict, list[str]]:
    p = plan(question, NO_PARTIES, previous=previous, today=TODAY)
    return p.args, p.unread


@pytest.mark.parametrize(
    "question",
    [
        "which license agreements don't have an end date recorded",
        "distribution deals that do not have an expiry date on file",
        "how many hosting agreements lack an end date",
        "service contracts missing an expiration date",
    ],
)
def test_no_end_date_in_negated_wordings(question: str) -> None:
    args, unread = _read(question)
    assert args.get("has_end_date") is False, args
    assert not unread, unread


@pytest.mark.parametrize(
    ("question", "expected"),
    [  # "since" looks back: from the last one until today
        ("what ended since new year's day?", {"end_from": "2019-01-01", "end_to": "2019-06-30"}),
        ("which contracts have run out since march?", {"end_from": "2019-03-01", "end_to": "2019-06-30"}),
        ("anything terminate since last summer?", {"end_from": "2018-06-01", "end_to": "2019-06-30"}),
        ("what was signed since new year", {"effective_from": "2019-01-01", "effective_to": "2019-06-30"}),
    ],
)
def test_since_looks_back(question: str, expected: dict) -> None:
    args, unread = _read(question)
    assert {k: v for k, v in args.items() if k.startswith(("end_", "effective_"))} == expected, args
    assert not unread, unread


@pytest.mark.parametrize(
    ("question", "expected"),
    [  # "between now and X": from today to X's end
        (
            "show contracts expiring between now and end of 2020",
            {"end_from": "2019-06-30", "end_to": "2020-12-31"},
        ),
        (
            "which contracts expire between today and the end of Q2 next year",
            {"end_from": "2019-06-30", "end_to": "2020-06-30"},
        ),
        ("anything ending from now until march 2020?", {"end_from": "2019-06-30", "end_to": "2020-03-31"}),
    ],
)
def test_between_now_and_a_date(question: str, expected: dict) -> None:
    args, unread = _read(question)
    assert {k: v for k, v in args.items() if k.startswith(("end_", "effective_"))} == expected, args
    assert not unread, unread


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("how many agreements began in the last half decade", "2014-06-30"),
        ("contracts signed over the past decade", "2009-06-30"),
        ("what came into effect in the past three months", "2019-03-30"),
        ("deals that went into force in the last two weeks", "2019-06-16"),
    ],
)
def test_windows_in_decades_and_effect_verbs(question: str, start: str) -> None:
    args, unread = _read(question)
    assert (args.get("effective_from"), args.get("effective_to")) == (start, "2019-06-30"), args
    assert not unread, unread


def test_follow_ups_after_an_interjection_or_narrowing_keep_the_thread() -> None:
    first, _ = _read("contracts ending in 2021")
    for follow in ("ok, what about licences?", "great - and the supply ones?", "cool, only hosting"):
        args, unread = _read(follow, first)
        assert args.get("end_from") == "2021-01-01" and args.get("contract_type"), (follow, args)
        assert not unread, (follow, unread)
    narrowed, unread = _read("narrow it down to the ones signed after 2012", {"contract_type": "Supply"})
    assert narrowed == {"contract_type": "Supply", "effective_from": "2013-01-01"} and not unread
    ranked = plan("which of them is the biggest value-wise?", NO_PARTIES, previous=narrowed, today=TODAY)
    assert ranked.args.get("sort_by") == "total_amount" and not ranked.unread, ranked


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("who ends up owning the deliverables?", "Ip Ownership Assignment"),
        ("who owns the work product under it", "Ip Ownership Assignment"),
        ("is there any profit sharing?", "Revenue/Profit Sharing"),
        ("do they split royalties or revenue with the sponsor", "Revenue/Profit Sharing"),
        ("how are profits split between them?", "Revenue/Profit Sharing"),
    ],
)
def test_clause_cues(text: str, category: str) -> None:
    assert category_for(text) == category


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("can you show me what's in the Initech finance team's workspace?", "other_workspace"),
        ("pull the deal list from globex's workspace please", "other_workspace"),
    ],
)
def test_another_teams_workspace_is_refused(question: str, kind: str) -> None:
    r = refusal(question)
    assert r is not None and r.kind == kind, r


@pytest.mark.parametrize(
    ("question", "ctype"),
    [  # the kind of contract said first, without "which": a search across those contracts
        ("license agreements where either party can terminate for convenience", "License"),
        ("supply contracts that can be assigned", "Supply"),
    ],
)
def test_a_plural_kind_said_first_is_a_search_across_that_kind(question: str, ctype: str) -> None:
    from agent.clause_intent import clause_plan

    args = clause_plan(question, [])
    assert args is not None and args.get("contract_type") == ctype and "contract" not in args, args


@pytest.mark.parametrize(
    "question",
    [
        "pull up the initech reseller agreement",
        "can you bring up the acme hosting agreement?",
        "look up the globex sponsorship deal for me",
    ],
)
def test_pulling_up_one_named_contract_looks_it_up_by_its_description(question: str) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert p.tool == "contract_details" and p.args.get("title"), p  # several fitting: asked, not picked


@pytest.mark.parametrize(
    ("question", "group", "limit"),
    [  # "which two" / "what three" before a group noun: the top N groups
        ("which two governing-law states cover most of our hosting deals?", "law_state", 2),
        ("what three countries are our counterparties mostly based in?", "party_country", 3),
        ("which four contract types do we sign most?", "contract_type", 4),
    ],
)
def test_which_n_groups_is_a_top_n(question: str, group: str, limit: int) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert (p.args.get("group_by"), p.args.get("limit")) == (group, limit), p.args
    assert not p.unread, p.unread


def test_prc_in_capitals_is_china() -> None:
    args, unread = _read("how many licences with a PRC counterparty")
    assert args.get("party_country") == "CN" and not unread, (args, unread)


@pytest.mark.parametrize(
    ("question", "expected"),
    [  # from the sixth set's classes, in other words
        ("what ends in the back half of next year?", {"end_from": "2020-07-01", "end_to": "2020-12-31"}),
        (
            "contracts signed in the front half of this year",
            {"effective_from": "2019-01-01", "effective_to": "2019-06-30"},
        ),
        (
            "what went live since the beginning of Q3 last year?",
            {"effective_from": "2018-07-01", "effective_to": "2019-06-30"},
        ),
        (
            "which deals began in the same quarter last year",
            {"effective_from": "2018-04-01", "effective_to": "2018-06-30"},
        ),
        (
            "anything that started in the same month a year ago?",
            {"effective_from": "2018-06-01", "effective_to": "2018-06-30"},
        ),
    ],
)
def test_more_relative_periods(question: str, expected: dict) -> None:
    args, unread = _read(question)
    assert {k: v for k, v in args.items() if k.startswith(("end_", "effective_"))} == expected, args
    assert not unread, unread


def test_what_internal_audit_did_is_not_on_record() -> None:
    r = refusal("which contracts did internal audit review this year?")
    assert r is not None and r.kind == "not_recorded", r


def test_rank_the_groups_and_the_same_question_again() -> None:
    args, unread = _read("rank the governing-law states for our license deals - top 4 will do")
    assert (args.get("group_by"), args.get("limit"), args.get("contract_type")) == (
        "law_state",
        4,
        "License",
    ), args
    again, unread = _read("same question for hosting", {"contract_type": "License", "active": True})
    assert again == {"contract_type": "Hosting", "active": True} and not unread, (again, unread)


def test_when_one_contract_runs_out_is_its_fact_not_a_status_filter() -> None:
    for question in (
        "the acme licence - when does it run out?",
        "when did the globex hosting agreement expire and what law governs it?",
    ):
        args, _ = _read(question)
        assert "active" not in args, (question, args)


@pytest.mark.parametrize(
    ("question", "op", "amount"),
    [
        ("license deals worth more than fifty thousand dollars", ">", 50_000),
        ("anything above two million dollars?", ">", 2_000_000),
        ("supply agreements under half a million", "<", 500_000),
        ("contracts over one hundred and twenty thousand dollars", ">", 120_000),
    ],
)
def test_amounts_in_words(question: str, op: str, amount: float) -> None:
    args, unread = _read(question)
    assert (args.get("amount_op"), args.get("amount")) == (op, amount), args
    assert not unread, unread


@pytest.mark.parametrize(
    "question", ["initech cobranding: what's the $ figure?", "what do we pay under it?", "the fees on it?"]
)
def test_the_value_asked_in_other_words_is_stated(question: str) -> None:
    from agent.answer import write_details

    contract = {
        "file_id": "F-1",
        "contract_type": "Co-Branding",
        "total_amount": 4_000_000,
        "parties": [{"name": "Initech Inc.", "role": "client"}],
        "clauses": [],
    }
    text = write_details({"found": True, "contract": contract, "searched": {"file_id": "F-1"}}, question)
    assert "has a total value of $4,000,000" in text, text


@pytest.mark.parametrize(
    "question",
    [
        "distribution agreements excluding anything under new york law",
        "how many licences are not governed by delaware law",
        "supply deals outside of texas law",
    ],
)
def test_a_negated_state_law_is_a_filter(question: str) -> None:
    args, unread = _read(question)
    assert args.get("law_state_not", "").startswith("US-") and "law_state" not in args, args
    assert not unread, unread


@pytest.mark.parametrize(
    ("question", "group", "values"),
    [  # two values of one slot compared: a count for each
        (
            "are there more supply agreements than distribution agreements?",
            "contract_type",
            "Supply or Distributor",
        ),
        (
            "hosting vs outsourcing deals - which do we have more of",
            "contract_type",
            "Hosting or Outsourcing",
        ),
        ("do we sign more under delaware law than under new york law?", "law_state", "US-DE or US-NY"),
    ],
)
def test_two_values_compared_are_counted_each(question: str, group: str, values: str) -> None:
    p = plan(question, NO_PARTIES, today=TODAY)
    assert p.tool == "contract_aggregate" and p.args.get("group_by") == group, p
    assert p.args.get(group) == values and not p.unread, (p.args, p.unread)


@pytest.mark.parametrize(
    "question",
    [
        "how many deals have both a japanese and a german party?",
        "contracts with an american party and a chinese party",
    ],
)
def test_two_party_countries_joined_by_and_are_both(question: str) -> None:
    args, unread = _read(question)
    assert args.get("party_country") and args.get("party_country_also"), args
    assert args["party_country"] != args["party_country_also"] and not unread, (args, unread)


@pytest.mark.parametrize(
    ("question", "expected"),
    [  # the seventh set's classes, in other words
        ("what started in 11/2018?", {"effective_from": "2018-11-01", "effective_to": "2018-11-30"}),
        (
            "deals signed in FY17 (our fiscal year is the calendar year)",
            {"effective_from": "2017-01-01", "effective_to": "2017-12-31"},
        ),
        (
            "how many contracts end in FY2021? our fiscal year runs October to September",
            {"end_from": "2020-10-01", "end_to": "2021-09-30"},
        ),
        (
            "what did we sign last fiscal year - FY starts in April",
            {"effective_from": "2018-04-01", "effective_to": "2019-03-31"},
        ),
        ("anything ending by the end of Q4?", {"end_from": "2019-06-30", "end_to": "2019-12-31"}),
        ("which deals expire in Q1?", {"end_from": "2020-01-01", "end_to": "2020-03-31"}),
        ("contracts with at least two more years to run", {"end_from": "2021-06-30"}),
        (
            "what have we signed since the end of Q1 last year",
            {"effective_from": "2018-04-01", "effective_to": "2019-06-30"},
        ),
    ],
)
def test_fiscal_years_bare_quarters_and_runs(question: str, expected: dict) -> None:
    args, unread = _read(question)
    assert {k: v for k, v in args.items() if k.startswith(("end_", "effective_"))} == expected, args
    assert not unread, unread


def test_mil_is_a_million_and_whens_it_up_is_its_end() -> None:
    args, unread = _read("licence deals at 2 mil+")
    assert (args.get("amount_op"), args.get("amount")) == (">=", 2_000_000) and not unread, (args, unread)
    args, _ = _read("the acme licence — when's it up?")
    assert "active" not in args and "end_from" not in args, args


def test_a_party_outside_a_country() -> None:
    args, unread = _read("just the ones with a non-US party")
    assert args.get("party_country_not") == "US" and not unread, (args, unread)


@pytest.mark.parametrize(
    ("question", "category"),
    [
        ("of the deals worth 1m+, which ones have a non-compete?", "Non-Compete"),
        ("hosting agreements that name a third-party beneficiary", "Third Party Beneficiary"),
        ("among our licences, which ones carry a most favored nation?", "Most Favored Nation"),
    ],
)
def test_which_ones_have_a_clause_is_a_clause_search(question: str, category: str) -> None:
    from agent.clause_intent import having_clause

    found = having_clause(question)
    assert found is not None and found[1] == category, found


@pytest.mark.parametrize(
    "question",
    [
        "legally, is 30 days' notice enough for us to end it safely?",
        "is it safe for us to terminate the acme deal now?",
    ],
)
def test_safety_and_legally_are_advice(question: str) -> None:
    from agent.understanding import asks_advice

    assert asks_advice(question)


def test_a_word_describing_the_contract_is_no_party_even_when_names_start_with_it() -> None:
    from graph_ingest.names import party_key

    names = ("SOFTWARE.NET CORPORATION", "Software Publishers", "Initech Inc.")
    index = PartyIndex(names={party_key(n): n for n in names})
    p = plan("the initech software maintenance agmt - when does it end?", index, today=TODAY)
    assert p.args.get("parties") == ["Initech Inc."], p.args


def test_chat_filler_is_framing() -> None:
    args, unread = _read("quick one pls - anything that kicked off in 5/2019? thx")
    assert args.get("effective_from") == "2019-05-01" and not unread, (args, unread)


def test_a_name_with_a_middle_word_left_out_links_its_one_party() -> None:
    from graph_ingest.names import party_key

    names = (
        "Medalist Diversified REIT, Inc.",
        "Medalist Partners LP",
        "Bank of America, N.A.",
        "Initech Inc.",
    )
    index = PartyIndex(names={party_key(n): n for n in names})
    p = plan("the Medalist REIT consulting deal - how much is it for?", index, today=TODAY)
    assert p.args.get("parties") == ["Medalist Diversified REIT, Inc."] and "Medalist REIT" not in p.unread, p
    p = plan("contracts with Bank America", index, today=TODAY)
    assert p.args.get("parties") == ["Bank of America, N.A."], p.args
