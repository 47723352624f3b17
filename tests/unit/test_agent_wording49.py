"""The classes the forty-eighth and forty-ninth unseen sets found (a Montreal paralegal writing English
with French in it, a sales-operations lead writing in Slack's markup), in wordings those questions did
not use: French words of contract work, amounts written the French-Canadian way, emoji shortcodes,
dates compared with signs, and a value between two bounds said as two comparisons."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import expand_shorthand

TODAY = date(2019, 6, 30)


def _plan(question: str, previous: dict[str, Any] | None = None):  # noqa: ANN202
    return plan(expand_shorthand(question), PartyIndex(), previous, TODAY)


def _thread(*questions: str):  # noqa: ANN202
    previous, read = None, None
    for q in questions:
        read = _plan(q, previous)
        previous = read.args
    return read


@pytest.mark.parametrize(
    ("question", "args"),
    [
        (
            "Quels contrats de licence arrivent à échéance d'ici la fin de 2020?",
            {"contract_type": "License", "end_to": "2020-12-31"},
        ),
        (
            "hosting deals with an echeance in 2022, combien?",
            {"contract_type": "Hosting", "end_from": "2022-01-01"},
        ),
        (
            "le nombre de contrats de fourniture signés entre le 15/01/2016 et le 30/04/2017",
            {"contract_type": "Supply", "effective_from": "2016-01-15", "effective_to": "2017-04-30"},
        ),
        (
            "franchise deals governed by la loi du Delaware svp",
            {"contract_type": "Franchise", "law_state": "US-DE"},
        ),
        ("any deals that kick in after 1er août 2019? merci", {"effective_from": "2019-08-02"}),
    ],
)
def test_french_words_of_contract_work(question: str, args: dict[str, str]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in args} == args and not read.unread, read


def test_a_french_follow_up_keeps_the_thread() -> None:
    read = _thread("licence deals signed in 2016", "et en 2015?")
    assert (read.args.get("contract_type"), read.args.get("effective_from")) == ("License", "2015-01-01"), (
        read
    )
    read = _thread("licence deals signed in 2016", "même chose pour les contrats de distribution")
    assert (read.args.get("contract_type"), read.args.get("effective_from")) == (
        "Distributor",
        "2016-01-01",
    ), read


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("How many deals are worth more than 3,5 M$?", (">", 3_500_000.0)),
        ("supply deals under 250 k$", ("<", 250_000.0)),
        ("licences above 1 500 000 $ US", (">", 1_500_000.0)),
    ],
)
def test_amounts_written_the_french_canadian_way(question: str, amount: tuple[str, float]) -> None:
    read = _plan(question)
    assert (read.args.get("amount_op"), read.args.get("amount")) == amount and not read.unread, read


def test_canadian_dollars_are_said_back_not_read_as_california() -> None:
    read = _plan("deals over 750 000 $ CA")
    assert "law_state" not in read.args and "amount" not in read.args, read
    assert any("do not convert" in u for u in read.unread), read


@pytest.mark.parametrize(
    ("question", "args"),
    [
        (
            "marketing deals :rocket: signed in 2017?",
            {"contract_type": "Marketing", "effective_from": "2017-01-01"},
        ),
        ("how many hosting agmts :thinking_face::skin-tone-3: are under NY law", {"law_state": "US-NY"}),
    ],
)
def test_emoji_shortcodes_are_not_words_of_the_question(question: str, args: dict[str, str]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in args} == args and not read.unread, read


def test_paging_with_an_emoji() -> None:
    read = _thread("hosting deals", "next 5 :arrow_down:")
    assert (read.args.get("offset"), read.args.get("contract_type")) == (5, "Hosting"), read


@pytest.mark.parametrize(
    ("question", "args"),
    [
        ("licences with an effective date >= 2017", {"effective_from": "2017-01-01"}),
        ("deals that ended < 2015", {"end_to": "2014-12-31"}),
        ("agmts signed ≤ 31/12/2012", {"effective_to": "2012-12-31"}),
        ("deals > 2015 (by signing date)", {"effective_from": "2016-01-01"}),
    ],
)
def test_dates_compared_with_a_sign(question: str, args: dict[str, str]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in args} == args, read
    assert not ({"effective_from", "effective_to", "end_from", "end_to"} - set(args)) & set(read.args), read


@pytest.mark.parametrize(
    "question",
    [
        "deals valued at no less than $2M and no more than $6M",
        "deals over $2M and under $6M",
        "deals worth at most $6M but at least $2M",
    ],
)
def test_a_value_between_two_bounds_said_as_two_comparisons(question: str) -> None:
    read = _plan(question)
    assert (read.args.get("amount"), read.args.get("amount_max")) == (2_000_000.0, 6_000_000.0), read
    assert not read.unread, read


def test_a_correction_after_a_groan() -> None:
    read = _thread("reseller deals signed since 2016", "argh sorry - meant *hosting* deals, not reseller")
    assert (read.args.get("contract_type"), read.args.get("effective_from")) == ("Hosting", "2016-01-01"), (
        read
    )
    assert not read.unread, read


def test_dropping_a_filter_keeps_the_figure_asked() -> None:
    read = _thread("average value of hosting deals signed since 2014", "what if we remove the date filter?")
    assert read.tool == "contract_aggregate" and read.args.get("metric") == "avg", read
    assert "effective_from" not in read.args and read.args.get("contract_type") == "Hosting", read
    listed = _thread(
        "average value of hosting deals signed since 2014", "drop the dates and show me the list"
    )
    assert listed.tool == "contract_search", listed


@pytest.mark.parametrize(
    ("question", "left_out"),
    [
        ("count of deals per type, keep the strategic alliances out of the pivot", "Strategic Alliance"),
        ("licences signed since 2016 - leave the hosting ones out", "Hosting"),
    ],
)
def test_a_type_left_out_around_the_words(question: str, left_out: str) -> None:
    read = _plan(question)
    assert read.args.get("contract_type_not") == left_out and read.args.get("contract_type") != left_out, read
    assert not read.unread, read


def test_countries_ranked_by_number_of_contracts_count_contracts() -> None:
    read = _plan("which countries do our partners come from most? top 4 by number of agreements")
    assert read.args.get("group_by") == "party_country" and "metric" not in read.args, read
    parties = _plan("which countries do our partners come from most? top 4")
    assert parties.args.get("metric") == "count_parties", parties


def test_who_signed_for_a_side_is_not_recorded() -> None:
    from agent.understanding import refusal

    said = refusal("who signed the Acme Corp hosting and services agreement on their side?")
    assert said is not None and said.kind == "not_recorded" and "signed" in said.message, said


@pytest.mark.parametrize(
    ("question", "args"),
    [
        ("how many deals have a partner in EMEA? (Italy, Spain, the Netherlands... whatever we have)", {}),
        ("deals governed by Canadian law, any province (Alberta, Manitoba etc.)", {"law_country": "CA"}),
        ("agreements under US law (e.g. Ohio, Nevada)", {"law_country": "US"}),
    ],
)
def test_places_said_as_examples_of_a_region_or_a_country(question: str, args: dict[str, str]) -> None:
    read = _plan(question)
    assert "law_state" not in read.args and not read.unread, read
    assert {k: read.args.get(k) for k in args} == args, read
    if not args:  # the region, not just the countries given as examples
        assert len(read.args["party_country"].split(" or ")) > 20, read


def test_one_state_in_brackets_is_not_an_example() -> None:
    read = _plan("agreements under US law (Ohio)")
    assert read.args.get("law_state") == "US-OH" or read.unread, read


def test_show_me_the_list_after_a_count_lists_those() -> None:
    read = _thread("how many maintenance agreements end in 2020?", "ok, can you show me the full list")
    assert read.tool == "contract_search" and read.args.get("contract_type") == "Maintenance", read
    assert read.args.get("end_from") == "2020-01-01" and "title" not in read.args, read


@pytest.mark.parametrize(
    ("question", "category"),
    [
        (
            "what happens to the unsold inventory when the distribution agreement terminates?",
            "Post-Termination Services",
        ),
        (
            "may the franchisor use the franchisee's improvements forever?",
            "Irrevocable Or Perpetual License",
        ),
        ("is Acme the only underwriter the company may use, or can it appoint another?", "Exclusivity"),
        ("if the consultant designs a new process, who owns it?", "Ip Ownership Assignment"),
        ("what commission does the reseller earn on each sale?", "Revenue/Profit Sharing"),
        ("how big is the distributor's cut?", "Revenue/Profit Sharing"),
        ("can the customer cancel the hosting services any time it likes?", "Termination For Convenience"),
    ],
)
def test_clause_cues_in_plain_words(question: str, category: str) -> None:
    from agent.clause_intent import category_for

    assert category_for(expand_shorthand(question)) == category


def test_a_commission_of_government_is_no_revenue_share() -> None:
    from agent.clause_intent import category_for

    assert (
        category_for(expand_shorthand("which contracts mention the Securities and Exchange Commission?"))
        is None
    )


@pytest.mark.parametrize(
    ("question", "args"),
    [
        ("hosting deals expiring Feb-Apr 2021", {"end_from": "2021-02-01", "end_to": "2021-04-30"}),
        (
            "licences signed between April and June 2017",
            {"effective_from": "2017-04-01", "effective_to": "2017-06-30"},
        ),
        ("what renews next quarter (Q3, Jul → Sep)?", {"end_from": "2019-07-01", "end_to": "2019-09-30"}),
    ],
)
def test_months_said_as_a_range(question: str, args: dict[str, str]) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in args} == args and not read.unread, read


def test_each_month_of_a_list_in_one_year_is_asked() -> None:
    read = _plan("supply deals signed in Feb, Jun or Oct 2016")
    starts = sorted(alt["effective_from"] for alt in read.args.get("any_of", []))
    assert starts == ["2016-02-01", "2016-06-01", "2016-10-01"], read


def test_a_bulleted_list_of_types_and_a_note_on_blanks() -> None:
    read = _plan(
        "avg value by type, for:\n• licence\n• hosting\n• supply\n(types without a value can show as zero)"
    )
    assert (
        read.args.get("contract_type") == "License or Hosting or Supply" and "has_value" not in read.args
    ), read


def test_a_header_and_bullets_before_the_question() -> None:
    read = _plan("expiry check:\n• supply + hosting deals\n• ending in the next 6 months\nhow many?")
    assert (
        read.args.get("contract_type") == "Supply or Hosting" and read.args.get("end_to") == "2019-12-30"
    ), read


def test_where_a_party_is_said_in_brackets_is_no_filter() -> None:
    index = PartyIndex.of("Globex Corporation")
    read = plan(
        expand_shorthand("deals with Globex (they're based in Ohio) signed in 2017"), index, None, TODAY
    )
    assert "law_state" not in read.args and "party_state" not in read.args and not read.unread, read


def test_french_and_between_two_facts() -> None:
    assert "governing law and end date" in expand_shorthand("loi applicable et échéance?")


def test_a_misspelt_state_before_law() -> None:
    read = _plan("for the Pennsylvnia-law contracts, how many are supply deals?")
    assert read.args.get("law_state") == "US-PA" and not read.unread, read


def test_a_revenue_share_across_the_threads_contracts_is_a_clause_question() -> None:
    import json

    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    from tests.unit.offline import offline_planner

    result = {"tool": "contract_search", "total": 3, "shown": [], "filters": {"contract_type": "Reseller"}}
    messages = [
        HumanMessage("reseller deals"),
        AIMessage(
            "", tool_calls=[{"name": "contract_search", "args": {"contract_type": "Reseller"}, "id": "1"}]
        ),
        ToolMessage(json.dumps(result), tool_call_id="1", artifact=result),
        AIMessage("I found 3 contracts."),
        HumanMessage("which of them hand the other side a revenue share?"),
    ]
    call = offline_planner().invoke(messages).tool_calls[0]
    assert call["name"] == "clause_search" and call["args"].get("category") == "Revenue/Profit Sharing", call


def test_advice_on_a_named_contract_up_for_renewal_gets_its_facts() -> None:
    import json

    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    from agent.planner import OfflinePlanner
    from tests.unit.offline import TOOLS, FixedParties

    planner = OfflinePlanner(
        resolver=FixedParties(PartyIndex.of("Globex Corporation", "Initech LLC"))
    ).bind_tools([{"name": n} for n in (*TOOLS, "contract_deadlines")])
    question = "should we ask Initech for better pricing when the Globex reseller deal comes up for renewal?"
    from graph_ingest.scope import ReaderScope

    scope = ReaderScope(tenant="t").model_dump()
    call = planner.invoke([HumanMessage(question)], scope=scope, today="2019-06-30").tool_calls[0]
    assert call["name"] == "contract_search" and call["args"].get("parties"), call
    card = {
        "file_id": "G-1",
        "title": "Reseller Agreement",
        "contract_type": "Reseller",
        "parties": [],
        "clauses": [],
    }
    details = {"tool": "contract_details", "found": True, "contract": card}
    messages = [
        HumanMessage(question),
        AIMessage("", tool_calls=[{"name": "contract_details", "args": {"file_id": "G-1"}, "id": "2"}]),
        ToolMessage(json.dumps(details), tool_call_id="2", artifact=details),
    ]
    after = planner.invoke(messages, scope=scope, today="2019-06-30")
    assert not any(c["name"] == "clause_search" for c in after.tool_calls), after


def test_renewals_coming_up_in_a_window_are_the_terms_that_end_in_it() -> None:
    from agent.deadline_intent import deadline_kinds

    assert deadline_kinds("which renewals are coming up in Q4?", True) is None  # an end-date search
    assert deadline_kinds("upcoming renewals in the next 90 days", True) is None
    assert deadline_kinds("what renews automatically in Q4?", True) == ["renewal"]


# A reviewer who had not read the code found these readings of ordinary questions that rules of this
# change had widened; each stays as it was before the change (read, or said back), never silently changed.


@pytest.mark.parametrize(
    "question",
    [
        "Licences over $1M where the minimum is below $200K",  # another figure's bound: no range
        "Contracts worth at least $500K with payments under $50K a month",
    ],
)
def test_a_second_bound_of_another_figure_is_no_range(question: str) -> None:
    read = _plan(question)
    assert "amount_max" not in read.args and read.unread, read


@pytest.mark.parametrize(
    ("question", "amount", "year"),
    [
        ("List $500K or more 2018 deals", 500_000.0, "2018-01-01"),
        ("How many $1M+ 2019 deals do we have?", 1_000_000.0, "2019-01-01"),
        ("What was the total 2019 $ value of licences?", None, "2019-01-01"),
    ],
)
def test_a_year_beside_an_amount_stays_a_year(question: str, amount: float | None, year: str) -> None:
    read = _plan(question)
    assert read.args.get("amount") == amount and read.args.get("effective_from") == year, read


@pytest.mark.parametrize(
    ("question", "args"),
    [
        ("Which contracts have suppliers (who are in Germany)?", {"party_country": "DE"}),
        ("Which contracts keep the distributor out of Canada?", {"contract_type": "Distributor"}),
        ("Which contracts have a party in the EU? (Germany only)", {"party_country": "DE"}),
    ],
)
def test_conditions_in_brackets_and_out_of_a_place_are_still_read(
    question: str, args: dict[str, str]
) -> None:
    read = _plan(question)
    assert {k: read.args.get(k) for k in args} == args and "contract_type_not" not in read.args, read


@pytest.mark.parametrize(
    "question",
    [
        "How many contracts expire ahead of the Q3 board meeting?",
        "Which contracts expire in time for the FY20 close?",
    ],
)
def test_a_dated_occasion_inside_the_question_is_not_set_aside(question: str) -> None:
    read = _plan(question)
    assert any(k in read.args for k in ("end_from", "end_to")) or read.unread, read
    assert read.unread, read  # the occasion is said back


def test_a_month_of_another_event_is_not_put_into_the_signing_year() -> None:
    read = _plan("Which contracts were signed in 2017 and amended in March?")
    assert (read.args.get("effective_from"), read.args.get("effective_to")) == ("2017-01-01", "2017-12-31"), (
        read
    )


def test_dropping_a_filter_and_asking_the_biggest_ranks_the_contracts() -> None:
    read = _thread("total value of licences signed in 2018", "drop the date filter - what's the biggest one?")
    assert read.tool == "contract_search" and read.args.get("sort_by") == "total_amount", read


@pytest.mark.parametrize(
    "question",
    [
        "Which reseller contracts were signed in 2018 and are exclusive for us?",
        "Which contracts signed last year have the best pricing for us?",
    ],
)
def test_signed_for_us_is_no_question_of_who_signed(question: str) -> None:
    from agent.understanding import refusal

    assert refusal(question) is None


@pytest.mark.parametrize(
    "question",
    [
        "Which licences were filed with the Commission?",
        "Does the licensor retain other rights?",
        "Which contracts end whenever the project completes?",
    ],
)
def test_new_clause_cues_do_not_reach_ordinary_words(question: str) -> None:
    from agent.clause_intent import category_for

    assert category_for(expand_shorthand(question)) not in (
        "Revenue/Profit Sharing",
        "Exclusivity",
        "Termination For Convenience",
    )


def test_english_words_the_french_vocabulary_holds_stay_english() -> None:
    assert "SVP" in expand_shorthand("deals the SVP of Sales signed")
    assert "L'Oreal" in expand_shorthand("licences for L'Oreal")
    assert "province" in expand_shorthand("governed by the laws of a Canadian province")
    read = _plan("Which contracts have a value > 2000?")
    assert read.args.get("effective_from") != "2001-01-01", read


def test_a_rights_question_that_reads_as_advice_still_searches_the_text() -> None:
    import json

    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    from agent.planner import OfflinePlanner
    from graph_ingest.scope import ReaderScope
    from tests.unit.offline import TOOLS, FixedParties

    planner = OfflinePlanner(resolver=FixedParties(PartyIndex.of("Globex Corporation"))).bind_tools(
        [{"name": n} for n in (*TOOLS, "contract_deadlines")]
    )
    question = "Globex reseller agreement: can the reseller challenge the trademarks, like saying they are not valid?"
    card = {
        "file_id": "G-1",
        "title": "Reseller Agreement",
        "contract_type": "Reseller",
        "parties": [],
        "clauses": [],
    }
    details = {"tool": "contract_details", "found": True, "contract": card}
    messages = [
        HumanMessage(question),
        AIMessage("", tool_calls=[{"name": "contract_details", "args": {"file_id": "G-1"}, "id": "2"}]),
        ToolMessage(json.dumps(details), tool_call_id="2", artifact=details),
    ]
    after = planner.invoke(messages, scope=ReaderScope(tenant="t").model_dump(), today="2019-06-30")
    assert [c["name"] for c in after.tool_calls] == ["clause_search"], after


def test_a_french_greeting_and_articles() -> None:
    read = _plan("bonjour! combien de contrats de fourniture sont régis par la loi du Texas?")
    assert (read.args.get("contract_type"), read.args.get("law_state")) == ("Supply", "US-TX"), read
    assert "bonjour" not in " ".join(read.unread).lower(), read
    follow = _thread("supply deals signed in 2016", "et les contrats de licence?")
    assert follow.args.get("contract_type") == "License" and not follow.unread, follow
