"""The agent's tools against the real graph, on generated contracts whose answers are known.

Every expectation is computed here in Python from the normalised records, never from Cypher.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Callable
from datetime import date
from typing import Any

import pytest
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import BaseTool
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode

from agent.tools import (
    ContractAggregateInput,
    ContractDetailsInput,
    ContractSearchInput,
    RunContext,
    ToolContext,
    run_aggregate,
    run_details,
    run_search,
)
from agent.tools.aggregate import fiscal_label
from core.places import CONTINENTS
from graph_ingest.generator import generate_contracts
from graph_ingest.models import ContractRecord, Scope
from graph_ingest.normalize import to_record
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore

pytestmark = pytest.mark.integration

TENANT, OTHER = "agent-tenant", "agent-other"
TODAY = date(2012, 6, 30)
SCOPE = ReaderScope(tenant=TENANT, channel="C1")
RUN = RunContext(scope=SCOPE, today=TODAY)


async def through_tool_node(
    tool: BaseTool, args: dict[str, Any], run: RunContext | None = RUN
) -> ToolMessage:
    """One call of `tool` the way the agent's graph makes it: a ToolNode, with the run's context."""
    graph = StateGraph(MessagesState, context_schema=RunContext)
    graph.add_node("tools", ToolNode([tool]))
    graph.add_edge(START, "tools")
    call = {"type": "tool_call", "id": "t1", "name": tool.name, "args": args}
    state = await graph.compile().ainvoke(
        {"messages": [AIMessage(content="", tool_calls=[call])]}, context=run
    )
    return state["messages"][-1]


def load_corpus(store: GraphStore) -> list[ContractRecord]:
    """60 generated contracts for TENANT; 5 for OTHER; 1 visible only in another channel of TENANT."""
    store.wipe_all_for_tests()
    records = [
        to_record(g.truth, file_id=g.file_id, scope=Scope(tenant=TENANT), source="generated")
        for g in generate_contracts(60, seed=11)
    ]
    for r in records:
        store.write_contract(r)
    for g in generate_contracts(5, seed=99):
        store.write_contract(
            to_record(g.truth, file_id=f"OTHER-{g.file_id}", scope=Scope(tenant=OTHER), source="generated")
        )
    hidden = generate_contracts(1, seed=5)[0]
    store.write_contract(
        to_record(
            hidden.truth,
            file_id="HIDDEN-CHANNEL",
            source="generated",
            scope=Scope(tenant=TENANT, channel="C2", visibility="channel"),
        )
    )
    return records


@pytest.fixture(scope="module")
def corpus(store: GraphStore) -> list[ContractRecord]:
    return load_corpus(store)


@pytest.fixture(scope="module")
def ctx(store: GraphStore, corpus: list[ContractRecord]) -> ToolContext:
    return ToolContext(store, allow_raw_cypher=True)


def _party(records: list[ContractRecord], i: int = 0) -> str:
    counts = Counter(p.name for r in records for p in r.parties)
    return counts.most_common()[i][0]


async def search(ctx: ToolContext, **kwargs: Any) -> dict[str, Any]:
    return (await run_search(ctx, ContractSearchInput(**kwargs), RUN)).model_dump(mode="json")


def _law(r: ContractRecord) -> tuple[str | None, str | None]:
    return (r.governing_law.country, r.governing_law.subdivision) if r.governing_law else (None, None)


FILTER_CASES: list[tuple[str, dict[str, Any], Callable[[ContractRecord], bool]]] = [
    ("effective_from", {"effective_from": "2010-01-01"}, lambda r: r.effective_date >= date(2010, 1, 1)),
    ("effective_to", {"effective_to": "2000-12-31"}, lambda r: r.effective_date <= date(2000, 12, 31)),
    (
        "effective range",
        {"effective_from": "2005-01-01", "effective_to": "2012-12-31"},
        lambda r: date(2005, 1, 1) <= r.effective_date <= date(2012, 12, 31),
    ),
    ("end_from", {"end_from": "2020-01-01"}, lambda r: r.end_date >= date(2020, 1, 1)),
    ("end_to", {"end_to": "2003-06-30"}, lambda r: r.end_date <= date(2003, 6, 30)),
    ("type", {"contract_type": "Supply"}, lambda r: r.contract_type == "Supply"),
    ("type synonym", {"contract_type": "distribution agreement"}, lambda r: r.contract_type == "Distributor"),
    ("type nda", {"contract_type": "NDA"}, lambda r: r.contract_type == "Non-Disclosure"),
    ("type not", {"contract_type_not": "Supply"}, lambda r: r.contract_type != "Supply"),
    (  # every type but two, said as people write them
        "types not",
        {"contract_type_not": "licence or distribution agreement"},
        lambda r: r.contract_type not in ("License", "Distributor"),
    ),
    ("party country", {"party_country": "Japanese"}, lambda r: any(p.country == "JP" for p in r.parties)),
    ("party country code", {"party_country": "CA"}, lambda r: any(p.country == "CA" for p in r.parties)),
    (  # "a party in Japan, Canada or China": any one of them
        "party countries listed",
        {"party_country": ["Japan", "CA", "China"]},
        lambda r: any(p.country in ("JP", "CA", "CN") for p in r.parties),
    ),
    (  # a region: any one of its countries ("a European party")
        "party region",
        {"party_country": "Europe"},
        lambda r: any(p.country in CONTINENTS["Europe"] for p in r.parties),
    ),
    (  # a party outside a country
        "party country not",
        {"party_country_not": "US"},
        lambda r: any(p.country is not None and p.country != "US" for p in r.parties),
    ),
    (  # no party in a country (a contract whose parties' places are not on record has none there)
        "party country none",
        {"party_country_none": "GB"},
        lambda r: all(p.country != "GB" for p in r.parties),
    ),
    (  # a party in a state ("a party based in Texas"), said by name or ISO 3166-2 code
        "party state",
        {"party_state": "Texas"},
        lambda r: any(p.subdivision == "US-TX" for p in r.parties),
    ),
    (
        "party state code",
        {"party_state": "US-CA"},
        lambda r: any(p.subdivision == "US-CA" for p in r.parties),
    ),
    (  # a party in each of two countries
        "party countries both",
        {"party_country": "US", "party_country_also": "CN"},
        lambda r: {"US", "CN"} <= {p.country for p in r.parties},
    ),
    (  # in force: started (or no start on record) and not ended
        "active",
        {"active": True},
        lambda r: r.end_date >= TODAY and (r.effective_date is None or r.effective_date <= TODAY),
    ),
    ("inactive", {"active": False}, lambda r: r.end_date < TODAY),
    (  # in force on a past day ("live at the 2005 cut-off"): started by then and not ended before it
        "active on a day",
        {"active_on": "2005-06-30"},
        lambda r: (
            r.end_date >= date(2005, 6, 30)
            and (r.effective_date is None or r.effective_date <= date(2005, 6, 30))
        ),
    ),
    ("amount =", {"amount_op": "=", "amount": 250000}, lambda r: r.total_amount == 250000),
    ("amount >", {"amount_op": ">", "amount": 120000}, lambda r: (r.total_amount or 0) > 120000),
    (
        "amount <",
        {"amount_op": "<", "amount": 120000},
        lambda r: r.total_amount is not None and r.total_amount < 120000,
    ),
    ("amount >=", {"amount_op": "≥", "amount": 1000000}, lambda r: (r.total_amount or 0) >= 1000000),
    (
        "amount <=",
        {"amount_op": "lte", "amount": 50000},
        lambda r: r.total_amount is not None and r.total_amount <= 50000,
    ),
    ("no value", {"has_value": False}, lambda r: r.total_amount is None),
    ("no governing law", {"has_law": False}, lambda r: _law(r)[0] is None),
    ("a governing law", {"has_law": True}, lambda r: _law(r)[0] is not None),
    ("a value", {"has_value": True}, lambda r: r.total_amount is not None),
    ("text", {"text": "patented"}, lambda r: "patented" in (r.summary or "").lower()),
    ("text two words", {"text": "Supply industrial"}, lambda r: "industrial" in (r.summary or "").lower()),
    ("law country", {"law_country": "Germany"}, lambda r: _law(r)[0] == "DE"),
    ("law country US", {"law_country": "United States"}, lambda r: _law(r)[0] == "US"),
    (  # another country's law: a law on record, not the US
        "law country not",
        {"law_country_not": "US"},
        lambda r: _law(r)[0] is not None and _law(r)[0] != "US",
    ),
    ("law state name", {"law_state": "California"}, lambda r: _law(r)[1] == "US-CA"),
    (  # another law than this state's: a law on record, not that state's
        "law state not",
        {"law_state_not": "California"},
        lambda r: _law(r)[0] is not None and _law(r)[1] != "US-CA",
    ),
    ("law state code", {"law_state": "NY"}, lambda r: _law(r)[1] == "US-NY"),
    ("law province", {"law_state": "Ontario"}, lambda r: _law(r)[1] == "CA-ON"),
    ("law state ISO", {"law_state": "US-DE"}, lambda r: _law(r)[1] == "US-DE"),
    (
        "clause CUAD",
        {"clause_type": "Most Favored Nation"},
        lambda r: any(k.clause_type == "Most Favored Nation" for k in r.clauses),
    ),
    (
        "clause family",
        {"clause_type": "Non-Compete & Exclusivity"},
        lambda r: any(
            k.clause_type in ("Non-Compete", "Exclusivity", "No-Solicit Of Employees") for k in r.clauses
        ),
    ),
    (
        "clause word",
        {"clause_type": "liability"},
        lambda r: any(k.clause_type == "Cap On Liability" for k in r.clauses),
    ),
    (  # alternatives: a contract has one type and one law, so either one
        "types either",
        {"contract_type": ["Supply", "distribution agreement"]},
        lambda r: r.contract_type in ("Supply", "Distributor"),
    ),
    (
        "law states either",
        {"law_state": "California or NY"},
        lambda r: _law(r)[1] in ("US-CA", "US-NY"),
    ),
    (
        "law country or a state",
        {"law_country": "Germany", "law_state": "US-CA"},
        lambda r: _law(r)[0] == "DE" or _law(r)[1] == "US-CA",
    ),
    (  # "A or B" across two conditions: the common filters and any one of the alternatives
        "any of",
        {"contract_type": "License", "any_of": [{"party_country": "JP"}, {"law_state": "US-CA"}]},
        lambda r: (
            r.contract_type == "License"
            and (any(p.country == "JP" for p in r.parties) or _law(r)[1] == "US-CA")
        ),
    ),
    (
        "any of, same field twice",
        {"any_of": [{"effective_to": "2000-12-31"}, {"effective_from": "2015-01-01"}]},
        lambda r: r.effective_date <= date(2000, 12, 31) or r.effective_date >= date(2015, 1, 1),
    ),
    (  # by what the title or file name says, whatever the type
        "titled",
        {"titled": "Supply"},
        lambda r: "supply" in f"{r.file_id.replace('_', ' ')} {r.title or ''}".lower(),
    ),
    (
        "combined",
        {"contract_type": "License", "effective_from": "2000-01-01", "law_country": "US"},
        lambda r: (
            r.contract_type == "License" and r.effective_date >= date(2000, 1, 1) and _law(r)[0] == "US"
        ),
    ),
]


@pytest.mark.parametrize(("name", "kwargs", "predicate"), FILTER_CASES, ids=[c[0] for c in FILTER_CASES])
async def test_each_filter(ctx, corpus, name, kwargs, predicate) -> None:
    expected = {r.file_id for r in corpus if predicate(r)}
    result = await search(ctx, **kwargs)
    assert result["total"] == len(expected), name
    assert {c["file_id"] for c in result["shown"]} <= expected
    assert len(result["shown"]) == min(5, len(expected))


async def test_not_ended_keeps_the_open_ended_contracts(store: GraphStore, corpus) -> None:
    """ "Not expired" (`ended` false) keeps a contract with no end date, which "active" leaves out;
    "already ended" (`ended` true) is what `active` false is."""
    tenant = "agent-ended"
    kinds = {"ENDED": date(2011, 1, 31), "OPEN": None, "RUNNING": date(2014, 1, 31)}
    for g, (name, end) in zip(generate_contracts(3, seed=23), kinds.items(), strict=True):
        record = to_record(
            g.truth, file_id=f"{tenant}-{name}", scope=Scope(tenant=tenant), source="generated"
        )
        record = record.model_copy(
            update={"end_date": end, "effective_date": date(2010, 1, 1), "auto_renew": None}
        )
        store.write_contract(record)
    run = RunContext(scope=ReaderScope(tenant=tenant), today=TODAY)

    async def ids(**kwargs: Any) -> set[str]:
        result = (await run_search(ToolContext(store), ContractSearchInput(**kwargs), run)).model_dump(
            mode="json"
        )
        return {c["file_id"].removeprefix(f"{tenant}-") for c in result["shown"]}

    assert await ids(ended=False) == {"OPEN", "RUNNING"}
    assert await ids(active=True) == {"RUNNING"}
    assert await ids(ended=True) == await ids(active=False) == {"ENDED"}


async def test_party_matching_is_tolerant(ctx, corpus) -> None:
    name = _party(corpus)
    expected = {r.file_id for r in corpus if any(p.name == name for p in r.parties)}
    stem = name.rsplit(" ", 1)[0]  # without the legal suffix
    variants = [
        name,
        name.upper(),
        name.lower().replace(".", ""),
        f"The {stem}, Incorporated",
        stem,
        stem.replace("a", "e", 1) if "a" in stem else stem + "x",
    ]
    for variant in variants:
        result = await search(ctx, parties=[variant])
        assert result["total"] == len(expected), variant
        assert result["unresolved_parties"] == []


async def test_parties_are_anded(ctx, corpus) -> None:
    r0 = corpus[0]
    a, b = r0.parties[0].name, r0.parties[1].name
    expected = {r.file_id for r in corpus if {a, b} <= {p.name for p in r.parties}}
    result = await search(ctx, parties=[a, b])
    assert result["total"] == len(expected) >= 1
    only_a = await search(ctx, parties=[a])
    assert only_a["total"] >= result["total"]


async def test_parties_listed_with_or_are_either_one(ctx, corpus) -> None:
    a, b = corpus[0].parties[0].name, corpus[1].parties[0].name
    expected = {r.file_id for r in corpus if {a, b} & {p.name for p in r.parties}}
    result = await search(ctx, parties=[a, b], parties_any=True)
    assert (
        result["total"]
        == len(expected)
        > len({r.file_id for r in corpus if a in {p.name for p in r.parties}})
    )
    missing = await search(ctx, parties=[a, "Zyxwvut Nonexistent Holdings plc"], parties_any=True)
    assert missing["unresolved_parties"] == ["Zyxwvut Nonexistent Holdings plc"]  # said, and a's are found
    assert missing["total"] == sum(a in {p.name for p in r.parties} for r in corpus) >= 1


async def test_a_party_in_one_alternative_is_resolved_there(ctx, corpus) -> None:
    a = corpus[0].parties[0].name
    expected = {r.file_id for r in corpus if a in {p.name for p in r.parties} or _law(r)[0] == "DE"}
    result = await search(ctx, any_of=[{"parties": [a]}, {"law_country": "Germany"}])
    assert result["total"] == len(expected) > sum(_law(r)[0] == "DE" for r in corpus), result["filters"]
    missing = await search(
        ctx, any_of=[{"parties": ["Zyxwvut Nonexistent Holdings plc"]}, {"law_country": "DE"}]
    )
    assert missing["unresolved_parties"] == ["Zyxwvut Nonexistent Holdings plc"]  # said, and the rest found
    assert missing["total"] == sum(_law(r)[0] == "DE" for r in corpus) >= 1


async def test_a_type_none_of_the_partys_contracts_has_shows_theirs_of_other_types(ctx, corpus) -> None:
    name = _party(corpus)
    theirs = {r.file_id: r.contract_type for r in corpus if any(p.name == name for p in r.parties)}
    absent = next(
        t
        for t in ("Supply", "License", "Service", "Franchise", "Hosting", "Joint Venture")
        if t not in theirs.values()
    )
    result = await search(ctx, parties=[name], contract_type=absent)
    assert result["total"] == 0
    shown = {c["file_id"] for c in result["other_types"]}
    assert shown and shown <= set(theirs) and len(shown) == min(5, len(theirs))
    present = await search(ctx, parties=[name], contract_type=next(iter(theirs.values())))
    assert present["total"] >= 1 and present["other_types"] == []  # only when the type gave none


async def test_unknown_party_is_reported_not_ignored(ctx) -> None:
    result = await search(ctx, parties=["Zyxwvut Nonexistent Holdings plc"])
    assert result["total"] == 0
    assert result["unresolved_parties"] == ["Zyxwvut Nonexistent Holdings plc"]


async def test_sorting_examples(ctx, corpus) -> None:
    result = await search(ctx, sort_by="total_amount", descending=True)
    top = max(r.total_amount or 0 for r in corpus)
    assert result["shown"][0]["total_amount"] == top
    result = await search(ctx, sort_by="effective_date", descending=False)
    assert result["shown"][0]["effective_date"] == min(r.effective_date for r in corpus).isoformat()
    card = result["shown"][0]
    assert card["parties"] and card["parties"][0]["role"] and card["contract_type"] and card["end_date"]


async def test_pages_follow_each_other_in_the_lists_order(ctx, corpus) -> None:
    whole = await search(ctx, sort_by="total_amount", descending=True, limit=12)
    first = await search(ctx, sort_by="total_amount", descending=True, limit=5)
    second = await search(ctx, sort_by="total_amount", descending=True, limit=5, offset=5)
    ids = [c["file_id"] for c in whole["shown"]]
    assert [c["file_id"] for c in first["shown"]] == ids[:5]
    assert [c["file_id"] for c in second["shown"]] == ids[5:10] and second["offset"] == 5
    assert second["total"] == whole["total"] == len(corpus)
    past = await search(ctx, offset=len(corpus) + 3)
    assert past["shown"] == [] and past["total"] == len(corpus)


async def test_scope_isolation(ctx, store) -> None:
    everything = await search(ctx)
    assert everything["total"] == 60  # not OTHER's 5, not the other channel's one
    other = ReaderScope(tenant=OTHER)
    result = await run_search(ctx, ContractSearchInput(), RunContext(scope=other, today=TODAY))
    assert result.total == 5
    c2 = ReaderScope(tenant=TENANT, channel="C2")
    result = await run_search(ctx, ContractSearchInput(), RunContext(scope=c2, today=TODAY))
    assert result.total == 61


async def test_missing_scope_refuses(ctx) -> None:
    from agent.tools import make_search_tool
    from agent.tools.context import MissingScopeError

    found = await through_tool_node(make_search_tool(ctx), {"contract_type": "Supply"})
    assert found.artifact["total"] > 0  # the same call with a context reads
    with pytest.raises(MissingScopeError):
        await through_tool_node(make_search_tool(ctx), {"contract_type": "Supply"}, run=None)


async def aggregate(ctx: ToolContext, **kwargs: Any) -> dict[str, Any]:
    return (await run_aggregate(ctx, ContractAggregateInput(**kwargs), RUN)).model_dump(mode="json")


def _as_rows(counter: Counter) -> dict[str, Any]:
    return {str(k): v for k, v in counter.items()}


GROUP_CASES: list[tuple[str, Callable[[ContractRecord], list[Any]]]] = [
    ("contract_type", lambda r: [r.contract_type]),
    ("year", lambda r: [r.effective_date.year]),
    ("quarter", lambda r: [f"Q{(r.effective_date.month - 1) // 3 + 1} {r.effective_date.year}"]),
    ("month", lambda r: [f"{r.effective_date.year}-{r.effective_date.month:02d}"]),
    ("party", lambda r: sorted({p.name for p in r.parties})),
    ("clause_type", lambda r: sorted({k.clause_type for k in r.clauses})),
]


@pytest.mark.parametrize(("group_by", "keys"), GROUP_CASES, ids=[c[0] for c in GROUP_CASES])
async def test_group_counts(ctx, corpus, group_by, keys) -> None:
    expected = Counter(k for r in corpus for k in keys(r))
    result = await aggregate(ctx, group_by=group_by, limit=100)
    got = {row["group"]: row["value"] for row in result["rows"]}
    assert got == _as_rows(expected)
    values = [row["value"] for row in result["rows"]]
    assert values == sorted(values, reverse=True)


async def test_group_by_places(ctx, corpus) -> None:
    result = await aggregate(ctx, group_by="law_state", limit=100)
    expected = Counter(_law(r)[1] for r in corpus if _law(r)[1])
    got = {row["group"].rsplit("(", 1)[1].rstrip(")"): row["value"] for row in result["rows"]}
    assert got == dict(expected)
    result = await aggregate(ctx, group_by="law_country", limit=100)
    expected = Counter(_law(r)[0] for r in corpus)
    assert {row["group"].rsplit("(", 1)[1].rstrip(")"): row["value"] for row in result["rows"]} == dict(
        expected
    )
    result = await aggregate(ctx, group_by="party_country", limit=100)
    expected = Counter(c for r in corpus for c in {p.country for p in r.parties})
    assert {row["group"].rsplit("(", 1)[1].rstrip(")"): row["value"] for row in result["rows"]} == dict(
        expected
    )
    # "per counterparty country, excluding the US": the contracts with a non-US party, the US left out
    result = await aggregate(ctx, group_by="party_country", party_country_not="US", limit=100)
    foreign = [r for r in corpus if any(p.country is not None and p.country != "US" for p in r.parties)]
    expected = Counter(c for r in foreign for c in {p.country for p in r.parties} if c != "US")
    assert {row["group"].rsplit("(", 1)[1].rstrip(")"): row["value"] for row in result["rows"]} == dict(
        expected
    )
    # "the top non-US counterparties": parties located outside the US only
    result = await aggregate(ctx, group_by="party", party_country_not="US", limit=100)
    located = {p.name: p.country for r in corpus for p in r.parties}
    assert result["rows"] and all(located.get(row["group"]) not in (None, "US") for row in result["rows"])


@pytest.mark.parametrize("metric", ["sum", "avg", "min", "max", "median"])
@pytest.mark.parametrize("field", ["total_amount", "duration_days"])
async def test_metrics(ctx, corpus, metric, field) -> None:
    values = [
        getattr(r, field) for r in corpus if r.contract_type == "License" and getattr(r, field) is not None
    ]
    fn = {"sum": sum, "avg": statistics.mean, "min": min, "max": max, "median": statistics.median}[metric]
    result = await aggregate(ctx, metric=metric, field=field, contract_type="License")
    assert result["rows"][0]["value"] == pytest.approx(fn(values), abs=0.01)
    assert result["rows"][0]["n"] == len(values)


async def test_metric_grouped_by_year(ctx, corpus) -> None:
    result = await aggregate(
        ctx, metric="sum", group_by="year", order_by="group", descending=False, limit=100
    )
    expected: Counter = Counter()
    for r in corpus:
        if r.total_amount:
            expected[str(r.effective_date.year)] += r.total_amount
    assert {row["group"]: row["value"] for row in result["rows"]} == pytest.approx(dict(expected))
    groups = [row["group"] for row in result["rows"]]
    assert groups == sorted(groups)


async def test_count_parties(ctx, corpus) -> None:
    result = await aggregate(ctx, metric="count_parties")
    assert result["rows"][0]["value"] == len({p.key for r in corpus for p in r.parties})
    result = await aggregate(ctx, metric="count_parties", party_country="US")
    assert result["rows"][0]["value"] == len({p.key for r in corpus for p in r.parties if p.country == "US"})


async def test_most_parties_sort(ctx, corpus) -> None:
    result = await search(ctx, sort_by="party_count")
    assert result["shown"][0]["party_count"] == max(len(r.parties) for r in corpus)


async def test_aggregate_with_filters_and_limit(ctx, corpus) -> None:
    party = _party(corpus)
    result = await aggregate(ctx, group_by="contract_type", parties=[party], limit=2)
    expected = Counter(r.contract_type for r in corpus if any(p.name == party for p in r.parties))
    assert len(result["rows"]) == min(2, len(expected))
    assert result["groups_total"] == len(expected)
    assert result["matched_contracts"] == sum(expected.values())


@pytest.mark.parametrize("metric", ["count", "sum", "median"])
@pytest.mark.parametrize("group_by", ["none", "contract_type", "year", "law_state"])
async def test_matches_and_groups_are_counted_with_the_groups(ctx, corpus, group_by, metric) -> None:
    """Where a contract falls in one group at most, the matches and the groups are counted in the
    same read as the groups: the same figures as counted on their own, with a short page, and none."""
    keys = {
        "none": lambda r: "all",
        "contract_type": lambda r: r.contract_type,
        "year": lambda r: r.effective_date.year if r.effective_date else None,
        "law_state": lambda r: _law(r)[1],
    }[group_by]
    licences = [r for r in corpus if r.contract_type == "License"]
    for filters, matching in (({}, corpus), ({"contract_type": "License"}, licences)):
        valued = [r for r in matching if metric == "count" or r.total_amount is not None]
        groups = {keys(r) for r in valued} - {None}
        result = await aggregate(ctx, group_by=group_by, metric=metric, limit=2, **filters)
        assert result["matched_contracts"] == len(matching), filters
        if group_by != "none":
            assert result["groups_total"] == len(groups) and len(result["rows"]) == min(2, len(groups))
    nothing = await aggregate(ctx, group_by=group_by, metric=metric, effective_from="2999-01-01")
    assert nothing["matched_contracts"] == 0
    assert nothing["rows"] == (
        [{"group": "all", "value": 0, "n": 0}] if group_by == "none" and metric == "count" else []
    )
    if group_by != "none":
        assert nothing["groups_total"] == 0


async def test_details_by_id_title_and_party(ctx, corpus) -> None:
    r = corpus[3]
    by_id = await run_details(ctx, ContractDetailsInput(file_id=r.file_id), RUN)
    assert by_id.found and by_id.contract["file_id"] == r.file_id
    assert {k["clause_type"] for k in by_id.contract["clauses"]} == {k.clause_type for k in r.clauses}
    assert {p["name"] for p in by_id.contract["parties"]} == {p.name for p in r.parties}
    by_title = await run_details(ctx, ContractDetailsInput(title=r.file_id.lower().replace("_", " ")), RUN)
    assert by_title.found and by_title.contract["file_id"] == r.file_id
    by_party = await run_details(ctx, ContractDetailsInput(party=r.parties[0].name.upper()), RUN)
    assert by_party.found
    assert any(p["name"] == r.parties[0].name for p in by_party.contract["parties"])
    hidden = await run_details(ctx, ContractDetailsInput(file_id="HIDDEN-CHANNEL"), RUN)
    assert not hidden.found


async def test_a_contract_description_and_the_parties_said_with_it_agree_or_one_gives_way(
    ctx, corpus
) -> None:
    from agent.tools.clause_search import ClauseSearchInput, _narrow

    def narrow(contract: str, parties: list[str]) -> Any:
        return _narrow(ctx, ClauseSearchInput(query="termination", contract=contract, parties=parties), RUN)

    having: dict[str, set[str]] = {}
    for r in corpus:
        for p in r.parties:
            having.setdefault(p.name, set()).add(r.file_id)
    few = next(n for n, ids in sorted(having.items()) if 2 <= len(ids) <= 5)
    many = next(n for n, ids in sorted(having.items()) if len(ids) > 5)
    # a description no contract's words fit gives way to the party said with it, which has a few
    ids, unused = await narrow("the Zorblax deal", [few])
    assert sorted(ids) == sorted(having[few]) and "zorblax" in unused
    # ... not to a party with more contracts than are offered back to choose from
    assert (await narrow("the Zorblax deal", [many]))[0] == []
    # a party's initials are its name, not a word left unused
    initials = "".join(w[0] for w in few.split() if w[0].isupper())
    _, unused = await narrow(f"the {initials} deal", [few])
    assert initials.lower() not in unused
    # a "party" on none of the contracts the description fits is set aside, and named as unused
    first = corpus[0]
    own = first.parties[0].name
    stranger = next(n for n in sorted(having) if first.file_id not in having[n] and n != own)
    ids, unused = await narrow(first.title, [own, stranger])
    assert ids == [first.file_id] and stranger in unused
    # a party that is on none of them and no other: nothing, as before
    ids, _ = await narrow(first.title, [stranger])
    assert ids == []


async def test_the_kind_a_description_names_picks_the_party_whose_contract_it_is(ctx, corpus) -> None:
    """ "the RevMed / Sanofi dev agmt": no contract has both parties, and the one the words fit is of
    another kind (Sanofi's manufacturing agreement); the party with a contract of the kind named is
    the one meant, and the other is said as not used."""
    from agent.tools.clause_search import ClauseSearchInput, _typed_by_one

    of: dict[str, list[Any]] = {}
    for r in corpus:
        for p in r.parties:
            of.setdefault(p.name, []).append(r)
    a, kind = next(
        (n, rs[0].contract_type)
        for n, rs in sorted(of.items())
        if len(rs) <= 3 and len({r.contract_type for r in rs}) == 1 and rs[0].contract_type != "Other"
    )
    b, other = next(
        (n, rs[0])
        for n, rs in sorted(of.items())
        if all(r.contract_type != kind for r in rs)
        and not {r.file_id for r in rs} & {r.file_id for r in of[a]}
    )
    args = ClauseSearchInput(query="termination", contract=f"the {kind} agreement", parties=[a, b])
    found = await _typed_by_one(ctx, args, args.filter_fields(), [other.file_id], RUN)
    assert found == (sorted(r.file_id for r in of[a]), [b]), found
    # the words fit a contract of the kind named: nothing to correct
    assert await _typed_by_one(ctx, args, args.filter_fields(), [of[a][0].file_id], RUN) is None


@pytest.mark.parametrize("metric", ["count", "sum", "avg", "max"])
@pytest.mark.parametrize(
    ("group_by", "start"), [("fiscal_year", 4), ("fiscal_year", 7), ("fiscal_quarter", 10)]
)
async def test_groups_of_a_fiscal_year(ctx, corpus, group_by, start, metric) -> None:
    """Per fiscal year or quarter (a fiscal year named by the calendar year it ends in): the months'
    groups folded into them match the records, and every matched contract is counted once."""
    quarter = group_by == "fiscal_quarter"
    values: dict[int, list[float]] = {}
    for r in corpus:
        if r.effective_date and (metric == "count" or r.total_amount is not None):
            d = r.effective_date
            ends = d.year + (1 if d.month >= start else 0)
            key = ends * 10 + (d.month - start) % 12 // 3 + 1 if quarter else ends
            values.setdefault(key, []).append(1 if metric == "count" else r.total_amount)
    fold = {"count": sum, "sum": sum, "avg": lambda v: sum(v) / len(v), "max": max}[metric]
    result = await aggregate(
        ctx,
        group_by=group_by,
        fiscal_start=start,
        metric=metric,
        order_by="group",
        descending=False,
        limit=100,
    )
    assert result["matched_contracts"] == len(corpus) and result["groups_total"] == len(values)
    assert [r["group"] for r in result["rows"]] == [fiscal_label(k, start, quarter) for k in sorted(values)]
    for row, key in zip(result["rows"], sorted(values), strict=True):
        assert row["value"] == pytest.approx(fold(values[key]), rel=1e-6), row
    assert result["fiscal_start"] == start


async def test_a_type_no_contract_is_filed_under_is_searched_by_its_words(ctx, corpus) -> None:
    """ "Co-branding agreements" where none is filed as Co-Branding: not a bare "none", but the contracts
    whose file name, title or summary say the type's name (the extraction recorded another type)."""
    from core.contract_types import CONTRACT_TYPES

    filed = {r.contract_type for r in corpus}

    def saying(kind: str) -> list[Any]:
        names = [kind.lower(), *CONTRACT_TYPES[kind]]
        text = lambda r: f"{r.file_id} {r.title or ''} {r.summary or ''}".lower()  # noqa: E731  (not the scope)
        return [r for r in corpus if any(n in text(r) for n in names)]

    unfiled = [k for k in CONTRACT_TYPES if k not in filed]
    kind = max(unfiled, key=lambda k: len(saying(k)))  # the one most mentioned, so that some are found
    said = saying(kind)
    assert said, f"no generated contract mentions an unfiled type ({kind})"
    result = await search(ctx, contract_type=kind)
    assert result["total"] == 0 and result["type_words"] == kind.lower()
    assert result["worded_total"] == len(said) and len(result["worded"]) == min(len(said), 5)
    filed_kind = next(iter(filed))
    plain = await search(ctx, contract_type=filed_kind, effective_from="2999-01-01")  # on file: a plain none
    assert plain["total"] == 0 and plain["type_words"] is None and plain["worded"] == []
