"""`contract_aggregate`: counts, sums, averages, minima and maxima, grouped, without raw Cypher.

The spec is validated against enums and compiled by `search_cypher.aggregate_query` from its
whitelist; no text from the question or the model ever becomes Cypher.
"""

from __future__ import annotations

import statistics
from typing import Any, Literal

from langchain_core.tools import StructuredTool
from langgraph.prebuilt import ToolRuntime
from pydantic import BaseModel, Field, model_validator

from agent.tools.context import RunContext, ToolContext, run_context
from agent.tools.search import to_content
from core import clock
from core.places import country_name, subdivision_name
from graph_ingest import search_cypher as q
from graph_ingest.filters import ContractFilters

GroupBy = Literal[
    "none",
    "contract_type",
    "year",
    "quarter",
    "month",
    "party",
    "party_country",
    "law_country",
    "law_state",
    "clause_type",
    "fiscal_year",
    "fiscal_quarter",
]
FISCAL_GROUPS = ("fiscal_year", "fiscal_quarter")
Metric = Literal["count", "count_parties", "sum", "avg", "min", "max", "median"]


ALL_GROUPS = 10_000  # a median orders its groups in Python, so it reads them all


class ContractAggregateInput(ContractFilters):
    """Aggregate the contracts that match the filters."""

    group_by: GroupBy = Field("none", description="group contracts by this dimension ('none': one total)")
    metric: Metric = Field(
        "count",
        description="count contracts, count_parties (distinct parties), or sum/avg/min/max/median of field",
    )
    field: Literal["total_amount", "duration_days"] = Field(
        "total_amount", description="value for sum/avg/min/max"
    )
    date_field: Literal["effective_date", "end_date"] = Field(
        "effective_date", description="which date year/quarter/month grouping uses"
    )
    order_by: Literal["value", "group"] = Field(
        "value", description="sort groups by metric value or by group"
    )
    descending: bool = Field(True, description="largest first")
    limit: int = Field(20, ge=1, le=100, description="at most this many groups")
    fiscal_start: int = Field(
        1,
        ge=1,
        le=12,
        description="first month of the fiscal year that fiscal_year / fiscal_quarter group by",
    )

    @model_validator(mode="after")
    def _fiscal_metric(self) -> ContractAggregateInput:
        if self.group_by in FISCAL_GROUPS and self.metric == "count_parties":
            raise ValueError("count_parties cannot be grouped by fiscal year: count contracts instead")
        return self


class AggregateResult(BaseModel):
    tool: Literal["contract_aggregate"] = "contract_aggregate"
    group_by: str
    metric: str
    field: str | None
    rows: list[dict[str, Any]]
    groups_total: int | None = None
    matched_contracts: int
    filters: dict[str, Any]
    resolved_parties: dict[str, list[str]] = Field(default_factory=dict)
    unresolved_parties: list[str] = Field(default_factory=list)
    fiscal_start: int | None = None  # the first month of the fiscal year grouped by


def group_label(group_by: str, key: Any) -> str:
    if group_by == "month":
        return f"{int(key) // 100}-{int(key) % 100:02d}"
    if group_by == "quarter":
        return f"Q{int(key) % 10} {int(key) // 10}"
    if group_by in ("law_country", "party_country"):
        return f"{country_name(key) or key} ({key})"
    if group_by == "law_state":
        return f"{subdivision_name(key) or key} ({key})"
    return str(key)


def fiscal_key(month: int, start: int, quarter: bool) -> int:
    """The fiscal year (named by the calendar year it ends in) or its quarter (year * 10 + q) of a
    month key (year * 100 + month), for a fiscal year starting in month `start`."""
    year, m = divmod(int(month), 100)
    ends = clock.fiscal_year_ending(year, m, start)
    return ends * 10 + (m - start) % 12 // 3 + 1 if quarter else ends


def fiscal_label(key: int, start: int, quarter: bool) -> str:
    """ "FY 2018-19" (a fiscal year across two calendar years), "FY 2019", "Q2 FY 2018-19"."""
    ends, q = divmod(key, 10) if quarter else (key, 0)
    year = f"FY {ends - 1}-{ends % 100:02d}" if start != 1 else f"FY {ends}"
    return f"Q{q} {year}" if quarter else year


async def _fiscal_groups(
    ctx: ToolContext, args: ContractAggregateInput, where: str, params: dict[str, Any], run: RunContext
) -> tuple[list[dict[str, Any]], int]:
    """The groups of a fiscal year or quarter, from the months' (read in one pass, all of them): counts
    and sums add up, minima and maxima compare, averages and medians come from the values collected.
    Rows (group, value, n) in the order and number asked; how many contracts matched."""
    metric = "median" if args.metric in ("avg", "median") else args.metric
    query = q.aggregate_query(
        where, group_by="month", metric=metric, field=args.field, date_field=args.date_field, order_by="group"
    )
    rows = await ctx.read(query, run.scope, **params, limit=ALL_GROUPS)
    matched = rows[0]["matched"] if rows else 0
    quarter = args.group_by == "fiscal_quarter"
    groups: dict[int, dict[str, Any]] = {}
    for r in rows:
        if r["group_key"] is None:
            continue
        g = groups.setdefault(fiscal_key(r["group_key"], args.fiscal_start, quarter), {"values": [], "n": 0})
        g["n"] += r["n"]
        g["values"] += r["value"] if metric == "median" else [r["value"]]
    combine = {
        "count": sum,
        "sum": sum,
        "min": min,
        "max": max,
        "avg": statistics.mean,
        "median": statistics.median,
    }[args.metric]
    out = [
        {
            "key": k,
            "group": fiscal_label(k, args.fiscal_start, quarter),
            "value": _num(combine(g["values"])),
            "n": g["n"],
        }
        for k, g in groups.items()
        if g["values"]
    ]
    order = "value" if args.order_by == "value" else "key"
    out.sort(key=lambda r: r[order], reverse=args.descending)
    return [{k: v for k, v in r.items() if k != "key"} for r in out], matched


async def run_aggregate(ctx: ToolContext, args: ContractAggregateInput, run: RunContext) -> AggregateResult:
    scope = run.scope
    filters = ContractFilters.model_validate(args.filter_fields())
    where, params, resolved, unresolved = await ctx.compile_filters(filters, run)
    if args.group_by in FISCAL_GROUPS:
        fiscal, matched = await _fiscal_groups(ctx, args, where, params, run)
        return AggregateResult(
            group_by=args.group_by,
            metric=args.metric,
            field=args.field if args.metric != "count" else None,
            rows=fiscal[: args.limit],
            groups_total=len(fiscal),
            matched_contracts=matched,
            filters=filters.model_dump(mode="json", exclude_defaults=True),
            resolved_parties=resolved,
            unresolved_parties=unresolved,
            fiscal_start=args.fiscal_start,
        )
    shape = {
        "group_by": args.group_by,
        "metric": args.metric,
        "field": args.field,
        "date_field": args.date_field,
        "order_by": args.order_by,
        "descending": args.descending,
        "restrict_group_party_country": filters.party_country is not None,
        "exclude_group_party_country": filters.party_country_not is not None,
    }
    query = q.aggregate_query(where, **shape)
    grouped = args.group_by != "none"
    # a median's groups are ordered here (the query collected each group's values), so all are read;
    # otherwise only the page is read back and the groups are counted in the database
    page = ALL_GROUPS if args.metric == "median" and grouped else args.limit if grouped else 1
    rows = await ctx.read(query, scope, **params, limit=page)
    if in_one_pass := q.counted_in_groups(args.group_by, args.metric):  # matches and groups counted with them
        matched = rows[0]["matched"] if rows else 0
        groups_total = rows[0]["groups"] if rows else 0
        rows = [r for r in rows if r["group_key"] is not None]
    else:
        groups_total = len(rows)
    if args.metric == "median":
        rows = [{**r, "value": statistics.median(r["value"])} for r in rows if r["value"]]
        if args.order_by == "value":
            rows.sort(key=lambda r: r["value"], reverse=args.descending)
        groups_total = len(rows)
    elif not in_one_pass and grouped and len(rows) == args.limit:  # a full page: there may be more groups
        counted = await ctx.read(q.aggregate_query(where, **shape, count_groups=True), scope, **params)
        groups_total = counted[0]["groups"] if counted else 0
    if not in_one_pass:
        matched = (await ctx.read(q.count_query(where), scope, **params))[0]["n"]
    out = [
        {"group": group_label(args.group_by, r["group_key"]), "value": _num(r["value"]), "n": r["n"]}
        for r in rows[: args.limit]
    ]
    if args.group_by == "none" and not out and args.metric in ("count", "count_parties"):
        out = [{"group": "all", "value": 0, "n": 0}]
    return AggregateResult(
        group_by=args.group_by,
        metric=args.metric,
        field=args.field if args.metric in ("sum", "avg", "min", "max", "median") else None,
        rows=out,
        groups_total=groups_total if grouped else None,
        matched_contracts=matched,
        filters=filters.model_dump(mode="json", exclude_defaults=True),
        resolved_parties=resolved,
        unresolved_parties=unresolved,
    )


def _num(value: Any) -> Any:
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return round(value, 2) if isinstance(value, float) else value


def make_aggregate_tool(ctx: ToolContext) -> StructuredTool:
    async def contract_aggregate(
        runtime: ToolRuntime[RunContext], **kwargs: Any
    ) -> tuple[str, dict[str, Any]]:
        result = await run_aggregate(
            ctx, ContractAggregateInput.model_validate(kwargs), run_context(runtime.context)
        )
        return to_content(result), result.model_dump(mode="json")

    return StructuredTool.from_function(
        coroutine=contract_aggregate,
        name="contract_aggregate",
        description=(
            "Statistics over contracts matching the same filters as contract_search: count, count of "
            "distinct parties, or sum/avg/min/max of total_amount or duration_days, optionally grouped by "
            "contract type, year, quarter, month, party, party country, governing-law country or state, "
            "or clause type, ordered by value. Use it for 'how many per ...', 'which year the most', "
            "'distribution of', 'average value', 'which party has the most'."
        ),
        args_schema=ContractAggregateInput,
        response_format="content_and_artifact",
    )
