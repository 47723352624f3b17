"""`contract_deadlines`: the expiries, automatic renewals and last days to give notice of
non-renewal (`graph_ingest.alerts`) of the contracts matching the filters, in a date window, each
with the passage it comes from; and how many of the contracts checked have their terms on record,
so an answer can say what it could not know."""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import date, timedelta
from typing import Any, Literal

from langchain_core.tools import StructuredTool
from langgraph.prebuilt import ToolRuntime
from pydantic import BaseModel, Field

from agent.phrases import SOON_DAYS
from agent.tools.context import RunContext, ToolContext, run_context
from agent.tools.search import by_type_words, to_content
from graph_ingest import cypher
from graph_ingest import search_cypher as q
from graph_ingest.alerts import Alert, upcoming, with_quotes
from graph_ingest.cards import ContractCard
from graph_ingest.filters import ContractFilters

DeadlineKind = Literal["expiry", "renewal", "notice"]
KINDS: list[DeadlineKind] = ["expiry", "renewal", "notice"]
MAX_DEADLINES = 20
MAX_CARDS = 5
HORIZON_DAYS = 3660  # "when is the next notice day?" of a named contract: looked for this far ahead
ALL_MATCHES = 100_000


class ContractDeadlinesInput(ContractFilters):
    """Upcoming deadlines of the contracts matching the filters (dates are the deadlines' own)."""

    kinds: list[DeadlineKind] = Field(
        default_factory=lambda: list(KINDS),
        description="expiry (the contract ends), renewal (it renews automatically), notice (the last day "
        "to give notice of non-renewal)",
    )
    due_from: date | None = Field(None, description="deadlines on or after this day (default today)")
    due_to: date | None = Field(
        None,
        description=f"deadlines on or before this day (default: {SOON_DAYS} days ahead; for one named "
        "contract leave it out to get its next deadlines whenever they are)",
    )
    next_only: bool = Field(False, description="only the next deadline of each kind per contract")
    file_id: str | None = Field(None, description="one contract, by its file id")


class DeadlinesResult(BaseModel):
    tool: Literal["contract_deadlines"] = "contract_deadlines"
    deadlines: list[Alert]
    total: int = Field(description="deadlines found (the first MAX_DEADLINES are listed)")
    by_kind: dict[str, int] = Field(default_factory=dict, description="deadlines found, per kind")
    contracts: int = Field(description="contracts with a deadline found")
    checked: int = Field(description="contracts matching the filters")
    with_terms: int = Field(
        description="of them, with an end date or a term on record (the others cannot be dated)"
    )
    kinds: list[str]
    due_from: date
    due_to: date
    horizon: bool = Field(False, description="no window was asked: the next deadlines, however far ahead")
    filters: dict[str, Any]
    shown: list[ContractCard] = Field(default_factory=list)
    resolved_parties: dict[str, list[str]] = Field(default_factory=dict)
    unresolved_parties: list[str] = Field(default_factory=list)


async def run_deadlines(ctx: ToolContext, args: ContractDeadlinesInput, run: RunContext) -> DeadlinesResult:
    scope = run.scope
    today = run.today
    filters = ContractFilters.model_validate(args.filter_fields())
    if not filters.parties and (by_words := await by_type_words(ctx, filters, run)):
        filters = filters.model_copy(update=by_words[1])  # "which co-branding deals renew?": those saying it
    where, params, resolved, unresolved = await ctx.compile_filters(filters, run)
    if args.file_id:
        where, params = where + " AND c.file_id = $one_file", {**params, "one_file": args.file_id}
    narrowed = bool(filters.filter_fields() or args.file_id)
    checked = (await ctx.read(q.count_query(where), scope, **params))[0]["n"]
    dated = (await ctx.read(q.count_query(f"{where} AND {cypher.DATED_TERMS}"), scope, **params))[0]["n"]
    matching: set[str] | None = None  # every visible contract, unless the filters narrow them
    if narrowed:
        rows = await ctx.read(q.page_query(where, "file_id"), scope, **params, limit=ALL_MATCHES)
        matching = {r["file_id"] for r in rows}
    start = max(args.due_from or today, today)
    horizon = args.due_to is None and args.due_from is None and narrowed
    end = args.due_to or start + timedelta(days=HORIZON_DAYS if horizon else SOON_DAYS)
    found: list[Alert] = []
    if checked and end >= start:
        days = (end - today).days
        alerts = await asyncio.to_thread(upcoming, ctx.store, scope, today, days, matching, False)
        found = [a for a in alerts if a.kind in args.kinds and a.on >= start]
        if args.next_only or horizon:
            found = _next_of_each(found)
    await asyncio.to_thread(with_quotes, ctx.store, scope, found[:MAX_DEADLINES])
    ids = list(dict.fromkeys(a.file_id for a in found))
    return DeadlinesResult(
        deadlines=found[:MAX_DEADLINES],
        total=len(found),
        by_kind=dict(Counter(a.kind for a in found)),
        contracts=len(ids),
        checked=checked,
        with_terms=dated,
        kinds=list(args.kinds),
        due_from=start,
        due_to=end,
        horizon=horizon,
        filters=filters.model_dump(mode="json", exclude_defaults=True),
        shown=await ctx.cards(ids[:MAX_CARDS], run) if ids else [],
        resolved_parties=resolved,
        unresolved_parties=unresolved,
    )


def _next_of_each(alerts: list[Alert]) -> list[Alert]:
    seen: set[tuple[str, str]] = set()
    out = []
    for a in alerts:  # earliest first
        if (a.file_id, a.kind) not in seen:
            seen.add((a.file_id, a.kind))
            out.append(a)
    return out


def make_deadlines_tool(ctx: ToolContext) -> StructuredTool:
    async def contract_deadlines(
        runtime: ToolRuntime[RunContext], **kwargs: Any
    ) -> tuple[str, dict[str, Any]]:
        result = await run_deadlines(
            ctx, ContractDeadlinesInput.model_validate(kwargs), run_context(runtime.context)
        )
        return to_content(result), result.model_dump(mode="json")

    return StructuredTool.from_function(
        coroutine=contract_deadlines,
        name="contract_deadlines",
        description=(
            "Upcoming deadlines computed from each contract's terms: expiries, automatic renewals and the "
            "last day to give notice of non-renewal, with the passage each comes from. Use it for 'what "
            "renews in the next 90 days?', 'when is the notice deadline for the Acme agreement?' "
            f"(default window: the next {SOON_DAYS} days). Accepts the contract_search filters. Reports "
            "how many matching contracts have dated terms on record."
        ),
        args_schema=ContractDeadlinesInput,
        response_format="content_and_artifact",
    )
