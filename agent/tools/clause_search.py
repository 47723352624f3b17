"""`clause_search`: the clause itself, quoted, with its contract, section and offsets.

The graph narrows first (scope, one named contract, type, parties), then hybrid retrieval ranks
chunks of those contracts only.
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any, Literal

from langchain_core.runnables import RunnableConfig
from langchain_core.tools import StructuredTool
from pydantic import BaseModel, Field

from agent.tools.context import ToolContext, scope_from_config
from agent.tools.details import ContractDetailsInput, _candidates
from graph_ingest import search_cypher as q
from graph_ingest.cards import ContractCard
from graph_ingest.filters import ContractFilters
from graph_ingest.scope import ReaderScope

QUOTE_CHARS = 700


class ClauseSearchInput(BaseModel):
    """Find and quote clauses about a topic."""

    query: str = Field(
        min_length=2, max_length=500, description="what the clause is about, e.g. 'cap on liability'"
    )
    contract: str | None = Field(
        None, max_length=300, description="one contract: file id, title words or a party"
    )
    contract_type: str | None = Field(None, description="only contracts of this type, e.g. Supply")
    parties: list[str] = Field(default_factory=list, description="only contracts with all these parties")
    category: str | None = Field(None, description="CUAD clause category, e.g. 'Termination For Convenience'")
    k: int = Field(5, ge=1, le=20, description="how many clauses to return")


class ClauseSearchResult(BaseModel):
    tool: Literal["clause_search"] = "clause_search"
    query: str
    hits: list[dict[str, Any]]
    cards: list[ContractCard] = Field(default_factory=list, description="cards of the quoted contracts")
    contracts_considered: int | None = Field(None, description="None: all visible contracts")
    closest: list[dict[str, Any]] = Field(
        default_factory=list, description="when nothing matched: the nearest passage (not evidence)"
    )
    matched: bool = Field(
        True,
        description="False: no passage is tagged with the category or uses the query's words; the hits "
        "are only the closest passages, and the answer must say so",
    )
    searched: dict[str, Any]


async def _narrow(ctx: ToolContext, args: ClauseSearchInput, scope: ReaderScope) -> list[str] | None:
    """File ids to search in (None: every visible contract)."""
    ids: list[str] | None = None
    if args.contract and await ctx.cards([args.contract], scope):
        ids = [args.contract]  # an exact file id the caller can see
    elif args.contract:
        named = await _candidates(ctx, ContractDetailsInput(title=args.contract), scope)
        by_party = await _candidates(ctx, ContractDetailsInput(party=args.contract), scope)
        ids = list(dict.fromkeys([*by_party[:5], *named[:2]]))
    if args.contract_type or args.parties:
        filters = ContractFilters(contract_type=args.contract_type, parties=args.parties)
        where, params, _, _ = await ctx.compile_filters(filters, scope)
        rows = await ctx.read(q.page_query(where), scope, **params, limit=1000)
        matched = [r["file_id"] for r in rows]
        ids = matched if ids is None else [i for i in ids if i in set(matched)]
    return ids


async def run_clause_search(
    ctx: ToolContext, args: ClauseSearchInput, config: RunnableConfig | None
) -> ClauseSearchResult:
    scope = scope_from_config(config)
    searched = args.model_dump(exclude_none=True, exclude_defaults=True)
    if ctx.clauses is None:
        return ClauseSearchResult(query=args.query, hits=[], contracts_considered=0, searched=searched)
    ids = await _narrow(ctx, args, scope)
    if ids == []:
        return ClauseSearchResult(query=args.query, hits=[], contracts_considered=0, searched=searched)
    hits = await asyncio.to_thread(
        ctx.clauses.search, args.query, scope, file_ids=ids, category=args.category, k=args.k
    )
    if not hits:  # no tagged passage (the tagger may have missed it): rank without the category
        hits = await asyncio.to_thread(ctx.clauses.search, args.query, scope, file_ids=ids, k=args.k)
    # a passage counts as evidence only if it uses the words asked about (tags and ranks are not proof)
    wanted = f"{args.query} {args.category or ''}"
    relevant = [h for h in hits if uses_words_of(h.text, wanted)]
    matched, closest = bool(relevant), ([] if relevant else hits[:1])
    hits = relevant
    cards = await ctx.cards(list(dict.fromkeys(h.file_id for h in hits)), scope)  # quoted ones only
    return ClauseSearchResult(
        query=args.query,
        hits=[h.model_dump() for h in hits],
        closest=[h.model_dump() for h in closest],
        cards=cards,
        contracts_considered=None if ids is None else len(await asyncio.to_thread(ctx.clauses.indexed, ids)),
        matched=matched,
        searched=searched,
    )


_STEM = 5  # a query word counts as used when a passage has a word starting with its first 5 letters
_QUIET = {
    "clause",
    "clauses",
    "provision",
    "provisions",
    "section",
    "agreement",
    "contract",
    "party",
    "parties",
}


def uses_words_of(text: str, query: str) -> bool:
    """Whether a passage uses the query's content words (their first letters: "terminat", "assign")."""
    words = {w[:_STEM] for w in re.findall(r"[a-z]{4,}", query.lower()) if w not in _QUIET}
    if not words:
        return True
    seen = {w[:_STEM] for w in re.findall(r"[a-z]{4,}", text.lower())}
    return len(words & seen) * 2 >= len(words)


def _for_model(result: ClauseSearchResult) -> str:
    """The tool content the model reads: quotes trimmed, offsets kept for citations."""
    data = result.model_dump(mode="json", exclude={"cards"})
    for hit in data["hits"]:
        if len(hit["text"]) > QUOTE_CHARS:
            hit["text"] = hit["text"][:QUOTE_CHARS].rsplit(" ", 1)[0] + " …"
    return json.dumps(data, ensure_ascii=False)


def make_clause_search_tool(ctx: ToolContext) -> StructuredTool:
    async def clause_search(config: RunnableConfig, **kwargs: Any) -> tuple[str, dict[str, Any]]:
        result = await run_clause_search(ctx, ClauseSearchInput.model_validate(kwargs), config)
        return _for_model(result), result.model_dump(mode="json")

    return StructuredTool.from_function(
        coroutine=clause_search,
        name="clause_search",
        description="Find and quote contract clauses about a topic (e.g. limitation of liability, termination "
        "for convenience, non-solicitation), optionally in one named contract or among contracts of a type "
        "or with given parties. Returns the clause text with file id, section heading and character offsets.",
        args_schema=ClauseSearchInput,
        response_format="content_and_artifact",
    )
