"""A workspace's fiscal year (`CLAUSEBOT_FISCAL_YEAR_START`, `CLAUSEBOT_TENANT_FISCAL_YEAR_STARTS`) and
the one a thread's earlier messages state: "this FY", its quarters and "FY20" are read from its first month."""

from __future__ import annotations

from datetime import date

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from pydantic import ValidationError

from agent.intent import plan
from agent.parties import PartyIndex
from agent.phrases import FISCAL_HINT, expand_shorthand, fiscal_hint, fiscal_said
from agent.planner import _thread_fiscal
from agent.tools.context import RunContext
from core import clock
from core.settings import Settings
from graph_ingest.scope import ReaderScope

TODAY = date(2019, 6, 30)


def _window(question: str, start: int) -> tuple[str | None, str | None]:
    with clock.fiscal_year_from(start):
        args = plan(expand_shorthand(question), PartyIndex(), None, TODAY).args
    field = "end" if "end_from" in args else "effective"
    return args.get(f"{field}_from"), args.get(f"{field}_to")


@pytest.mark.parametrize(
    ("question", "start", "window"),
    [
        ("which agreements run out in the current FY", 4, ("2019-04-01", "2020-03-31")),
        ("deals we signed last fiscal year", 4, ("2018-04-01", "2019-03-31")),
        ("anything signed in Q3 of this FY?", 4, ("2019-10-01", "2019-12-31")),
        ("licences effective in FY21", 4, ("2020-04-01", "2021-03-31")),
        ("what ends in the next fiscal year", 10, ("2019-10-01", "2020-09-30")),
        ("which agreements run out in the current FY", 1, ("2019-01-01", "2019-12-31")),
        # a definition in the question wins over the workspace's
        ("our FY is the calendar year - what was signed this FY?", 4, ("2019-01-01", "2019-12-31")),
    ],
)
def test_the_workspace_fiscal_year_reads_this_fy(question: str, start: int, window: tuple[str, str]) -> None:
    assert _window(question, start) == window


def test_a_set_fiscal_year_needs_no_hint_and_the_calendar_default_says_so() -> None:
    question = "how many contracts expire this FY?"
    assert fiscal_hint(question) == FISCAL_HINT
    said = "what did we sign this financial year? For us that's just the calendar year."
    assert fiscal_hint(said) == ""  # said, not assumed
    assert _window(said, 4) == ("2019-01-01", "2019-12-31")  # and it wins over the workspace's
    with clock.fiscal_year_from(7):
        assert fiscal_hint(question) == ""


def test_a_fiscal_year_named_by_two_years_keeps_a_set_start() -> None:
    """ "FY 2018-19" is April to March only where no fiscal year is set: July's workspace keeps July."""
    assert _window("renewals signed in FY 2018-19", 7) == ("2018-07-01", "2019-06-30")
    assert fiscal_said("renewals signed in FY 2018-19", 7) == 7
    assert fiscal_said("renewals signed in FY 2018-19", 1) == 4
    assert fiscal_said("fyi our fiscal year starts in October", 1) == 10
    assert fiscal_said("what did we sign in 2018-19?", 1) == 1  # two years, no FY: not a fiscal year


def test_an_earlier_message_of_the_thread_states_the_fiscal_year() -> None:
    said = [HumanMessage("supply agreements signed in FY 2017-18 please"), AIMessage("I found 3 contracts.")]
    assert _thread_fiscal([*said, HumanMessage("and the ones expiring in the current FY?")]) == 4
    defined = [HumanMessage("note our fiscal year runs July to June"), AIMessage("Noted.")]
    assert _thread_fiscal([*defined, *said, HumanMessage("this FY?")]) == 7  # set first, kept after
    assert _thread_fiscal([HumanMessage("what expires this FY?")]) == 1
    with clock.fiscal_year_from(10):
        assert _thread_fiscal([HumanMessage("what expires this FY?")]) == 10


def test_settings_give_each_workspace_its_fiscal_year(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CLAUSEBOT_FISCAL_YEAR_START", "7")
    monkeypatch.setenv("CLAUSEBOT_TENANT_FISCAL_YEAR_STARTS", '{"teams:IN-1": 4}')
    settings = Settings(_env_file=None)
    fiscal = clock.fiscal_starts(settings.fiscal_year_start, settings.tenant_fiscal_year_starts)
    assert RunContext.now(ReaderScope(tenant="teams:IN-1"), lambda: TODAY, fiscal).fiscal_start == 4
    assert RunContext.now(ReaderScope(tenant="slack:T1"), lambda: TODAY, fiscal).fiscal_start == 7
    assert RunContext.now(ReaderScope(tenant="slack:T1"), lambda: TODAY).fiscal_start == 1


@pytest.mark.parametrize(
    ("name", "value"),
    [("CLAUSEBOT_FISCAL_YEAR_START", "13"), ("CLAUSEBOT_TENANT_FISCAL_YEAR_STARTS", '{"slack:T1": 0}')],
)
def test_a_month_out_of_range_is_refused_at_start(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str
) -> None:
    monkeypatch.setenv(name, value)
    with pytest.raises(ValidationError, match="(?i)month|less than or equal"):
        Settings(_env_file=None)


def _turn(question: str, args: dict[str, object], n: int) -> list[object]:
    import json

    from langchain_core.messages import ToolMessage

    result = {"tool": "contract_search", "total": 0, "shown": [], "filters": args}
    call = AIMessage("", tool_calls=[{"name": "contract_search", "args": args, "id": f"c{n}"}])
    return [
        HumanMessage(question),
        call,
        ToolMessage(json.dumps(result), tool_call_id=f"c{n}", artifact=result),
    ]


def test_a_follow_up_that_keeps_a_default_fiscal_year_says_so_again() -> None:
    from tests.unit.offline import offline_planner

    dates = {"end_from": "2019-01-01", "end_to": "2019-12-31"}
    first = _turn("licences expiring in the current FY?", {"contract_type": "License", **dates}, 1)
    kept = [*first, AIMessage("none."), *_turn("now for every type please", dates, 2)]
    again = [
        *kept,
        AIMessage("12."),
        *_turn("and the supply ones also", {**dates, "contract_type": "Supply"}, 3),
    ]
    changed = [*first, AIMessage("none."), *_turn("and in 2018?", {"end_from": "2018-01-01"}, 2)]
    planner = offline_planner()
    assert FISCAL_HINT.strip() in planner.invoke(kept, today=TODAY.isoformat()).content
    assert FISCAL_HINT.strip() in planner.invoke(again, today=TODAY.isoformat()).content  # two turns on
    assert FISCAL_HINT.strip() not in planner.invoke(changed, today=TODAY.isoformat()).content
    set_one = planner.invoke(kept, today=TODAY.isoformat(), fiscal_start=4)  # the workspace's: nothing to say
    assert FISCAL_HINT.strip() not in set_one.content


@pytest.mark.parametrize(
    ("question", "start", "group", "window"),
    [
        (
            "FY-wise count of licences from FY 2015-16 to FY 2017-18",
            1,
            "fiscal_year",
            ("2015-04-01", "2018-03-31"),
        ),
        ("our FY runs July to June - supply deals per FY please", 1, "fiscal_year", (None, None)),
        (
            "quarter-wise count of what ends in the current FY",
            10,
            "fiscal_quarter",
            ("2018-10-01", "2019-09-30"),
        ),
        ("how many deals per year since 2015?", 4, "year", ("2015-01-01", "2019-06-30")),
    ],
)
def test_counts_per_fiscal_year(
    question: str, start: int, group: str, window: tuple[str | None, str | None]
) -> None:
    with clock.fiscal_year_from(start):
        read = plan(expand_shorthand(question), PartyIndex(), None, TODAY)
    args = read.args
    field = "end" if "end_from" in args else "effective"
    assert read.tool == "contract_aggregate" and args["group_by"] == group, args
    assert (args.get(f"{field}_from"), args.get(f"{field}_to")) == window, args
    assert ("fiscal_start" in args) == group.startswith("fiscal"), args


def test_fiscal_groups_are_named_by_the_year_they_end_in() -> None:
    from agent.tools.aggregate import ContractAggregateInput, fiscal_key, fiscal_label

    assert fiscal_key(201804, 4, False) == 2019 and fiscal_key(201803, 4, False) == 2018
    assert fiscal_label(fiscal_key(201811, 7, True), 7, True) == "Q2 FY 2018-19"
    assert fiscal_label(2019, 1, False) == "FY 2019"
    with pytest.raises(ValidationError, match="count_parties"):
        ContractAggregateInput(group_by="fiscal_year", metric="count_parties", fiscal_start=4)
