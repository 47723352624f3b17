"""How people write amounts, open-ended years, status and time in chat: each class read as a filter,
or left unread and said so, never dropped.

Written from the classes of a third unseen question set's misses (money ranges and "$1m+", "2015 or
later", "lapsed", "wrap up before year end", month names without a year, seasons, lower-case state
codes before "law"), in wordings that set did not use.
"""

from datetime import date

import pytest

from agent.intent import plan
from agent.parties import PartyIndex

TODAY = date(2019, 6, 30)
NO_PARTIES = PartyIndex()


def _read(question: str) -> tuple[dict, list[str]]:
    p = plan(question, NO_PARTIES, today=TODAY)
    return p.args, p.unread


@pytest.mark.parametrize(
    ("question", "op", "amount", "most"),
    [
        ("contracts valued between $100k and $750k", ">=", 100_000, 750_000),
        ("supply deals from 50k to 1.5m dollars", ">=", 50_000, 1_500_000),
        ("licence agreements worth $2m+", ">=", 2_000_000, None),
        ("anything at $500k or more", ">=", 500_000, None),
        ("service contracts of 3 million or less", "<=", 3_000_000, None),
        ("deals in the $1-5m range", ">=", 1_000_000, 5_000_000),
        ("anything worth 2mn or more", ">=", 2_000_000, None),
    ],
)
def test_amounts_as_people_write_them(question: str, op: str, amount: float, most: float | None) -> None:
    args, unread = _read(question)
    assert (args.get("amount_op"), args.get("amount"), args.get("amount_max")) == (op, amount, most)
    assert not unread, unread


@pytest.mark.parametrize(
    ("question", "key", "value"),
    [
        ("distribution deals signed 2012 or later", "effective_from", "2012-01-01"),
        ("contracts from 2010 onwards", "effective_from", "2010-01-01"),
        ("agreements that started in 2008 or earlier", "effective_to", "2008-12-31"),
        ("license agreements expiring 2025 or after", "end_from", "2025-01-01"),
        ("hosting deals signed 2016 and later", "effective_from", "2016-01-01"),
    ],
)
def test_an_open_ended_year(question: str, key: str, value: str) -> None:
    args, unread = _read(question)
    assert args.get(key) == value, args
    other = {"effective_from": "effective_to", "effective_to": "effective_from", "end_from": "end_to"}[key]
    assert other not in args, args
    assert not unread, unread


@pytest.mark.parametrize(
    ("question", "active"),
    [
        ("how many supply agreements have lapsed", False),
        ("which license deals are no longer in force", False),
        ("the distributor agreements that ran out already", False),
        ("which hosting contracts are still live", True),
    ],
)
def test_status_in_other_words(question: str, active: bool) -> None:
    args, unread = _read(question)
    assert args.get("active") is active, args
    assert not unread, unread


@pytest.mark.parametrize(
    ("question", "start", "end"),
    [
        ("which service contracts wind up before year end?", "2019-06-30", "2019-12-31"),
        ("what rolls off by the end of the year", "2019-06-30", "2019-12-31"),
        ("license deals coming to an end over the next two quarters", "2019-06-30", "2019-12-30"),
        ("anything sunsetting in the next 3 months", "2019-06-30", "2019-09-30"),
    ],
)
def test_expiry_verbs_and_the_year_end(question: str, start: str, end: str) -> None:
    args, unread = _read(question)
    assert (args.get("end_from"), args.get("end_to")) == (start, end), args
    assert not unread, unread


@pytest.mark.parametrize(
    ("question", "key", "start", "end"),
    [
        ("what did we sign in march?", "effective", "2019-03-01", "2019-03-31"),
        ("deals that started in feb", "effective", "2019-02-01", "2019-02-28"),
        ("anything expiring in september?", "end", "2019-09-01", "2019-09-30"),
        ("what ends in jan", "end", "2020-01-01", "2020-01-31"),
        ("contracts we signed last winter", "effective", "2018-12-01", "2019-02-28"),
        ("what have we signed since last fall?", "effective", "2018-09-01", "2019-06-30"),
        ("anything ending this autumn", "end", "2019-09-01", "2019-11-30"),
    ],
)
def test_months_and_seasons_without_a_year(question: str, key: str, start: str, end: str | None) -> None:
    args, unread = _read(question)
    assert (args.get(f"{key}_from"), args.get(f"{key}_to")) == (start, end), args
    assert not unread, unread


def test_a_month_inside_a_word_or_a_name_is_not_a_date() -> None:
    for question in ("the marchex agreements", "how many may deals", "contracts with janssen"):
        args, _ = _read(question)
        assert not any(k.startswith(("effective_", "end_")) for k in args), (question, args)


@pytest.mark.parametrize(
    ("question", "state"),
    [
        ("how many license agmts are under ny law", "US-NY"),
        ("supply contracts governed by de law", "US-DE"),
        ("tx-law distributor deals", "US-TX"),
        ("any pa law contracts?", "US-PA"),
    ],
)
def test_a_lower_case_state_code_before_law(question: str, state: str) -> None:
    args, unread = _read(question)
    assert args.get("law_state") == state, args
    assert not unread, unread


def test_a_two_letter_word_before_law_is_not_a_state() -> None:
    for question in ("contracts in law firms", "which deals are governed by or law", "what is in law"):
        args, _ = _read(question)
        assert "law_state" not in args, (question, args)


def test_a_name_run_together_from_its_words_links_its_party() -> None:
    from agent.linker import find_loose_parties
    from graph_ingest.names import party_key

    names = ["Revolution Medicines, Inc.", "Federal Express Corporation", "Medtronic Inc.", "Revlon Inc."]
    index = PartyIndex(names={party_key(n): n for n in names})
    index.add_acronyms()
    found = {m.text: m.names for m in find_loose_parties("the revmed and fedex collaboration deals", index)}
    assert found == {"revmed": ["Revolution Medicines, Inc."], "fedex": ["Federal Express Corporation"]}
    for text in ("medical devices", "remedy contracts", "the medrev deal"):
        assert not find_loose_parties(text, index), text


def test_a_name_in_brackets_after_another_is_its_other_name_not_another_party() -> None:
    from graph_ingest.names import party_key

    names = ["Aventis Inc.", "Sanofi Pasteur S.A.", "Acme Corp."]
    index = PartyIndex(names={party_key(n): n for n in names})
    index.add_acronyms()
    read = plan("the aventis (sanofi) supply agreement", index, today=TODAY)
    assert read.args.get("parties") == ["Aventis Inc."], read.args
    both = plan("deals between acme corp. and sanofi", index, today=TODAY)
    assert both.args.get("parties") == ["Acme Corp.", "Sanofi Pasteur S.A."], both.args


def test_how_much_of_one_named_contract_is_its_value_not_a_total() -> None:
    from langchain_core.messages import HumanMessage

    from agent.planner import OfflinePlanner

    planner = OfflinePlanner().bind_tools([{"name": "contract_search"}, {"name": "contract_aggregate"}])
    for question in (
        "the Zephyrine sponsorship - how much $?",
        "the Zephyrine supply deal: how much and when does it end?",
    ):
        call = planner.invoke([HumanMessage(question)]).tool_calls[0]
        assert call["name"] == "contract_search", (question, call)


def test_one_contract_named_with_a_bracketed_name_is_one_contract() -> None:
    from agent.planner import _specific

    assert _specific("the revmed / aventis (sanofi) collaboration agreement")
    assert not _specific("which (supply) agreements renew?")


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("mfg agmts w/ calif. governing law", {"contract_type": "Manufacturing", "law_state": "US-CA"}),
        ("svc deals north of $2m", {"contract_type": "Service", "amount_op": ">", "amount": 2_000_000}),
        ("supply agreements south of 100k", {"contract_type": "Supply", "amount_op": "<", "amount": 100_000}),
        ("dist. agmts under texas law", {"contract_type": "Distributor", "law_state": "US-TX"}),
        ("what ended in the last fortnight", {"end_from": "2019-06-16", "end_to": "2019-06-30"}),
        ("licences that run out by EONY", {"end_from": "2019-06-30", "end_to": "2020-12-31"}),
        (
            "licences that run out by EONY (end of next yr)",
            {"end_from": "2019-06-30", "end_to": "2020-12-31"},
        ),
        ("how many did we sign each yr since 2015", {"group_by": "year", "effective_from": "2015-01-01"}),
        ("qtr by qtr, what ends in 2020", {"group_by": "quarter", "date_field": "end_date"}),
    ],
)
def test_chat_shorthand_is_read(question: str, expected: dict) -> None:
    from agent.phrases import expand_shorthand

    p = plan(expand_shorthand(question), NO_PARTIES, today=TODAY)
    assert {k: p.args.get(k) for k in expected} == expected, p.args
    assert "active" not in p.args and not p.unread, (p.args, p.unread)


@pytest.mark.parametrize(
    ("question", "gone", "kept"),
    [
        ("drop the date filter", {"effective_from", "effective_to"}, {"contract_type", "law_state"}),
        ("forget the state", {"law_state", "law_country"}, {"contract_type", "effective_from"}),
        ("same but without the type", {"contract_type"}, {"law_state", "effective_from"}),
        ("ok now ignore the dates and the law", {"effective_from", "law_state"}, {"contract_type"}),
        ("remove the governing law condition", {"law_state", "law_country"}, {"contract_type"}),
    ],
)
def test_a_follow_up_can_drop_a_condition(question: str, gone: set, kept: set) -> None:
    previous = {
        "contract_type": "Distributor",
        "law_country": "US",
        "law_state": "US-TX",
        "effective_from": "2010-01-01",
        "effective_to": "2010-12-31",
    }
    p = plan(question, NO_PARTIES, previous, today=TODAY)
    assert not gone & set(p.args) and kept <= set(p.args), p.args
    assert not p.unread, p.unread


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("anything whose start date is still in the future?", {"effective_from": "2019-07-01"}),
        ("which deals haven't started yet", {"effective_from": "2019-07-01"}),
        ("contracts that are yet to commence", {"effective_from": "2019-07-01"}),
        (
            "what did we sign in Q4 of the year before last",
            {"effective_from": "2017-10-01", "effective_to": "2017-12-31"},
        ),
        ("deals ending the year after next", {"end_from": "2021-01-01", "end_to": "2021-12-31"}),
    ],
)
def test_the_future_and_the_year_before_last(question: str, expected: dict) -> None:
    args, unread = _read(question)
    assert {k: args.get(k) for k in expected} == expected, args
    assert not unread, unread


@pytest.mark.parametrize(
    ("question", "has_value"),
    [
        ("how many endorsement deals have no $ figure attached", False),
        ("contracts without a stated value", False),
        ("which supply agreements are missing an amount", False),
        ("deals whose value is not stated", False),
        ("which licences have a dollar value on record", True),
    ],
)
def test_a_value_on_record_or_none(question: str, has_value: bool) -> None:
    args, unread = _read(question)
    assert args.get("has_value") is has_value and "amount" not in args, args
    assert not unread, unread


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "govering-law states ranked by total contract value, top 3",
            {"group_by": "law_state", "metric": "sum", "limit": 3},
        ),
        ("contract types ranked by count", {"group_by": "contract_type"}),
        ("on deals w/ a chinese party, which country's law comes up most?", {"group_by": "law_country"}),
        ("which state's law shows up most often", {"group_by": "law_state"}),
    ],
)
def test_ranked_groups(question: str, expected: dict) -> None:
    from agent.phrases import expand_shorthand

    p = plan(expand_shorthand(question), NO_PARTIES, today=TODAY)
    assert p.tool == "contract_aggregate" and {k: p.args.get(k) for k in expected} == expected, p.args
    assert not p.unread, p.unread


def test_a_plus_lists_types_and_licensing_is_a_licence() -> None:
    args, unread = _read("the distribution + licensing deals")
    assert args.get("contract_type") == "Distributor or License", args
    assert not unread, unread


def test_a_canadian_province_code_in_a_law_listing() -> None:
    args, unread = _read("total $ for everything under ontario or BC law")
    assert (args.get("law_country"), args.get("law_state")) == ("CA", "CA-ON or CA-BC"), args
    assert not unread, unread


def test_a_misspelt_first_word_of_a_name_links_its_party() -> None:
    from agent.linker import find_loose_parties
    from graph_ingest.names import party_key

    names = [
        "ScanSource, Inc.",
        "Scansys Ltd.",
        "Medtronic Inc.",
        "Supply Partners LLC",
        "Alliances Group Inc.",
    ]
    index = PartyIndex(names={party_key(n): n for n in names})
    index.add_acronyms()
    found = {m.text: m.names for m in find_loose_parties("scansorce deals, count?", index)}
    assert found == {"scansorce": ["ScanSource, Inc."]}, found
    assert {m.text: m.names for m in find_loose_parties("medtronik deals", index)} == {
        "medtronik": ["Medtronic Inc."]
    }
    for text in (
        "suppliers of scanners",
        "the distribution deals",
        "medicine contracts",
        "the hyatt aliance",
    ):
        assert not find_loose_parties(text, index), text


def test_which_states_law_of_one_contract_is_its_law_not_a_ranking() -> None:
    p = plan("which country's law governs the whitesmoke google agreement", NO_PARTIES, today=TODAY)
    assert p.tool != "contract_aggregate", p


def test_caps_on_quantities_are_a_volume_restriction_and_caps_on_liability_are_not() -> None:
    from agent.clause_intent import category_for

    assert category_for("any caps on barrels / volumes?") == "Volume Restriction"
    assert category_for("limits on how many units we can buy") == "Volume Restriction"
    assert category_for("cap on liability") == "Cap On Liability"
    assert category_for("price caps") == "Price Restrictions"


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("whats expiring before christmas?", {"end_from": "2019-06-30", "end_to": "2019-12-24"}),
        ("whats ending between now and labor day", {"end_from": "2019-06-30", "end_to": "2019-09-02"}),
        ("anything that ends by thanksgiving", {"end_from": "2019-06-30", "end_to": "2019-11-28"}),
        ("what did we sign since memorial day", {"effective_from": "2019-05-27"}),
        ("deals signed after new year's", {"effective_from": "2019-01-02"}),
        ("contracts expiring after the 4th of july", {"end_from": "2019-07-05"}),
    ],
)
def test_holidays_as_days(question: str, expected: dict) -> None:
    args, unread = _read(question)
    assert {k: args.get(k) for k in expected} == expected, args
    assert not unread, unread
