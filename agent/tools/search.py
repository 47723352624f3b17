"""`contract_search`: how many contracts match the filters, and a few of them as cards."""

from __future__ import annotations

import json
from typing import Any, Literal

from langchain_core.tools import StructuredTool
from langgraph.prebuilt import ToolRuntime
from pydantic import BaseModel, Field

from agent.answer import MAX_LISTED, MAX_SHOWN
from agent.tools.context import RunContext, ToolContext, run_context
from core.contract_types import type_names
from graph_ingest import search_cypher as q
from graph_ingest.cards import ContractCard
from graph_ingest.filters import MAX_ALTERNATIVES, ContractFilters, options

MAX_OFFSET = 10_000  # how far a list can be paged ("next 5", "the rest")
SortKey = Literal["effective_date", "end_date", "total_amount", "duration_days", "party_count", "file_id"]


class ContractSearchInput(ContractFilters):
    """Find contracts by filters; returns the total count and up to 5 examples."""

    sort_by: SortKey = Field(
        "effective_date",
        description="order of the examples: e.g. total_amount for highest value, party_count",
    )
    descending: bool = Field(True, description="largest/latest first")
    limit: int = Field(
        MAX_SHOWN,
        ge=1,
        le=MAX_LISTED,
        description=f"contracts to show ({MAX_SHOWN}; up to {MAX_LISTED} for a full list)",
    )
    offset: int = Field(
        0, ge=0, le=MAX_OFFSET, description="contracts to skip first: the next page of a list"
    )


class SearchResult(BaseModel):
    tool: Literal["contract_search"] = "contract_search"
    total: int
    shown: list[ContractCard]
    filters: dict[str, Any]
    sort_by: str
    descending: bool
    limit: int = Field(MAX_SHOWN, description="how many contracts were asked to be shown")
    offset: int = Field(0, description="how many of the list came before the ones shown (its earlier pages)")
    resolved_parties: dict[str, list[str]] = Field(default_factory=dict)
    unresolved_parties: list[str] = Field(default_factory=list)
    renewal_known: int | None = Field(
        None,
        description="with an auto_renew filter: of the contracts matching the other filters, how many "
        "have their renewal terms on record (the rest can be neither counted nor excluded)",
    )
    renewal_checked: int | None = None
    other_types: list[ContractCard] = Field(
        default_factory=list,
        description="none of the named parties' contracts is of the type asked: theirs of other types "
        "(the type is the one the extraction recorded; the title may say another)",
    )
    type_words: str | None = Field(
        None,
        description="no contract at all is filed under the type asked: the words of its name searched in "
        "titles, summaries and scopes instead (`worded_total` contracts, the first of them in `worded`)",
    )
    worded_total: int | None = None
    worded: list[ContractCard] = Field(default_factory=list)


async def run_search(ctx: ToolContext, args: ContractSearchInput, run: RunContext) -> SearchResult:
    scope = run.scope
    filters = ContractFilters.model_validate(args.filter_fields())
    where, params, resolved, unresolved = await ctx.compile_filters(filters, run)
    query = q.counted_page_query(where, args.sort_by, args.descending)
    counted = (await ctx.read(query, scope, **params, limit=args.offset + args.limit))[0]
    total = counted["n"]
    page = list(counted["file_ids"])[args.offset :]  # one Cypher for every page: the earlier ones cut here
    known = checked = None
    if filters.auto_renew is not None:  # how far "renews automatically" could be judged
        others = filters.model_copy(update={"auto_renew": None})
        base, base_params, _, _ = await ctx.compile_filters(others, run)
        checked = (await ctx.read(q.count_query(base), scope, **base_params))[0]["n"]
        read = base + " AND c.auto_renew IS NOT NULL"
        known = (await ctx.read(q.count_query(read), scope, **base_params))[0]["n"]
    shown = await ctx.cards(page, run) if page else []
    others: list[ContractCard] = []
    if not total and filters.parties and filters.contract_type and not unresolved:
        # "consulting agreements with Driven Deliveries": none of that type, but theirs may be recorded as
        # another ("Service"), and a plain "none" would read as "they have no such contract"
        untyped = filters.model_copy(update={"contract_type": None})
        where2, params2, _, _ = await ctx.compile_filters(untyped, run)
        page = (
            await ctx.read(
                q.counted_page_query(where2, args.sort_by, args.descending), scope, **params2, limit=MAX_SHOWN
            )
        )[0]
        others = await ctx.cards(list(page["file_ids"]), run) if page["n"] else []
    words, worded, worded_total = None, [], None
    if not total and filters.contract_type and not filters.parties and not unresolved:
        words, worded_total, worded = await _by_its_words(ctx, filters, args, run)
    return SearchResult(
        total=total,
        shown=shown,
        filters=filters.model_dump(mode="json", exclude_defaults=True),
        sort_by=args.sort_by,
        descending=args.descending,
        limit=args.limit,
        offset=args.offset,
        resolved_parties=resolved,
        unresolved_parties=unresolved,
        renewal_known=known,
        renewal_checked=checked,
        other_types=others,
        type_words=words,
        worded_total=worded_total,
        worded=worded,
    )


async def by_type_words(
    ctx: ToolContext, filters: ContractFilters, run: RunContext
) -> tuple[str, dict[str, Any]] | None:
    """ "co-branding agreements" where no contract at all is filed under that one type (the extraction
    recorded another): (the type's word, the filters with the contracts whose file name, title or summary
    say one of its names in place of the type), or None where the type is on file or none is asked."""
    kinds = options(filters.contract_type)
    if len(kinds) != 1 or filters.any_of:
        return None
    alone, params = (await ctx.compile_filters(ContractFilters(contract_type=filters.contract_type), run))[:2]
    if (await ctx.read(q.count_query(alone), run.scope, **params))[0]["n"]:
        return None
    return kinds[0].lower(), {"contract_type": None, "named": type_names(kinds[0])[:MAX_ALTERNATIVES]}


async def _by_its_words(
    ctx: ToolContext, filters: ContractFilters, args: ContractSearchInput, run: RunContext
) -> tuple[str | None, int | None, list[ContractCard]]:
    """`by_type_words`' contracts, with the other filters: (the words, how many, the first of them), or
    (None, None, []) where the type is on file."""
    if not (by_words := await by_type_words(ctx, filters, run)):
        return None, None, []
    words, update = by_words
    where, params, _, _ = await ctx.compile_filters(filters.model_copy(update=update), run)
    page = (
        await ctx.read(
            q.counted_page_query(where, args.sort_by, args.descending), run.scope, **params, limit=MAX_SHOWN
        )
    )[0]
    return words, page["n"], await ctx.cards(list(page["file_ids"]), run) if page["n"] else []


def to_content(result: BaseModel) -> str:
    """The compact JSON the model reads (summaries shortened)."""
    data = result.model_dump(mode="json")
    for c in data.get("shown", []):
        if c.get("summary") and len(c["summary"]) > 240:
            c["summary"] = c["summary"][:237] + "..."
    return json.dumps(data, ensure_ascii=False, default=str)


def make_search_tool(ctx: ToolContext) -> StructuredTool:
    async def contract_search(runtime: ToolRuntime[RunContext], **kwargs: Any) -> tuple[str, dict[str, Any]]:
        result = await run_search(
            ctx, ContractSearchInput.model_validate(kwargs), run_context(runtime.context)
        )
        return to_content(result), result.model_dump(mode="json")

    return StructuredTool.from_function(
        coroutine=contract_search,
        name="contract_search",
        description=(
            "Search the contract graph with structured filters (dates, type, parties, party country, "
            "active, monetary value, keywords, governing law, clause type). Returns the total number of "
            "matching contracts and up to 5 example contracts with file ids. Use sort_by to get the "
            "highest-value, newest or most-parties contracts."
        ),
        args_schema=ContractSearchInput,
        response_format="content_and_artifact",
    )
