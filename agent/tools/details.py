"""`contract_details`: one contract, found by file id or by a fuzzy title / party match."""

from __future__ import annotations

import json
import re
from typing import Any, Literal

from langchain_core.runnables import RunnableConfig
from langchain_core.tools import StructuredTool
from pydantic import BaseModel, Field, model_validator
from rapidfuzz import fuzz, process

from agent.phrases import DOC_WORDS
from agent.tools.context import ToolContext, scope_from_config
from graph_ingest import search_cypher as q
from graph_ingest.cards import ContractCard, card_from_row, iso_date
from graph_ingest.models import RENEWAL_FIELDS
from graph_ingest.names import fold
from graph_ingest.scope import ReaderScope


class ContractDetailsInput(BaseModel):
    """Show one contract with its parties and clauses."""

    file_id: str | None = Field(None, description="exact file id, if known")
    title: str | None = Field(None, description="title or part of the file name (fuzzy)")
    party: str | None = Field(None, description="a party's name (fuzzy); the most recent contract is shown")

    @model_validator(mode="after")
    def _one(self) -> ContractDetailsInput:
        if not (self.file_id or self.title or self.party):
            raise ValueError("give a file_id, a title or a party")
        return self


class DetailsResult(BaseModel):
    tool: Literal["contract_details"] = "contract_details"
    found: bool
    contract: dict[str, Any] | None = None
    card: ContractCard | None = Field(None, description="the contract's card, as answers show it")
    candidates: list[str] = Field(default_factory=list, description="other close matches (file ids)")
    ambiguous: bool = Field(False, description="several contracts fit equally well: `candidates`")
    searched: dict[str, Any]


async def _candidates(ctx: ToolContext, args: ContractDetailsInput, scope: ReaderScope) -> list[str]:
    if args.file_id:
        return [args.file_id.strip()]
    if args.party:
        key_sets, _ = ctx.resolver.resolve([args.party], scope)
        if not key_sets:
            return []
        where, params = q.where_clause(resolved=q.Resolved(party_key_sets=key_sets))
        rows = await ctx.read(q.page_query(where, "effective_date"), scope, **params, limit=5)
        return [r["file_id"] for r in rows]
    return [f for f, _ in await _title_hits(ctx, args.title or "", scope)]


_GENERIC = re.compile(rf"\b(?:{DOC_WORDS})s?\b|\b(?:the|a|an|our|their|with|of|for)\b")
TIE = 3.0  # title matches this close are a tie: the user is asked which one they meant


async def _title_hits(
    ctx: ToolContext, title: str, scope: ReaderScope, limit: int = 5
) -> list[tuple[str, float]]:
    """(file id, score) of the contracts a fuzzy title fits best, best first (at most `limit`)."""
    rows = await ctx.read(q.CONTRACT_TITLES, scope)
    choices = {
        r["file_id"]: fold(" ".join([r["file_id"], r.get("title") or "", *(r.get("parties") or [])]))
        for r in rows
    }
    query = re.sub(r"^(the|a|an) ", "", fold(title))
    # "the Initech agreement": a shared word like "agreement" alone makes no contract a match
    distinctive = _GENERIC.sub(" ", query).split()
    query = " ".join(distinctive) or query
    hits = process.extract(query, choices, scorer=fuzz.token_set_ratio, limit=limit, score_cutoff=60)
    compact = query.replace(" ", "")
    if len(compact) >= 5:  # "Adia Nutrition" vs a file named "ADIANUTRITION,INC_..."
        squeezed = {f: c.replace(" ", "") for f, c in choices.items()}
        glued = process.extract(compact, squeezed, scorer=fuzz.partial_ratio, limit=limit, score_cutoff=92)
        hits = sorted([*hits, *glued], key=lambda h: -h[1])
    best: dict[str, float] = {}
    for _, score, file_id in hits:
        best.setdefault(file_id, float(score))
    return list(best.items())[:limit]


async def resolve_contract(ctx: ToolContext, description: str, scope: ReaderScope) -> list[str]:
    """The contract a description names: [its file id] (an exact visible file id, else the best fit of
    its title, file name and parties), several when they fit about as well (the caller asks which)."""
    if await ctx.cards([description], scope):
        return [description]
    if not _GENERIC.sub(" ", fold(description)).split():  # "the agreement": no word tells which
        return []
    if hits := await _title_hits(ctx, description, scope, limit=TIED_MAX + 1):
        return [f for f, score in hits if hits[0][1] - score < TIE]  # more than TIED_MAX: too many
    return (await _candidates(ctx, ContractDetailsInput(party=description), scope))[: TIED_MAX + 1]


TIED_MAX = 5  # contracts offered back when a description fits several


async def run_details(
    ctx: ToolContext, args: ContractDetailsInput, config: RunnableConfig | None
) -> DetailsResult:
    scope = scope_from_config(config)
    searched = args.model_dump(exclude_none=True)
    if args.title and not (args.file_id or args.party):
        hits = await _title_hits(ctx, args.title, scope)
        tied = [f for f, score in hits if hits[0][1] - score < TIE]
        if len(tied) > 1:  # as good a fit for several: ask, do not pick one
            return DetailsResult(found=False, ambiguous=True, candidates=tied, searched=searched)
    ids = await _candidates(ctx, args, scope)
    for file_id in ids:
        rows = await ctx.read(q.CONTRACT_DETAILS, scope, file_id=file_id)
        if rows:
            row = rows[0]
            contract = {
                **{
                    k: row.get(k)
                    for k in (
                        "file_id",
                        "title",
                        "contract_type",
                        "summary",
                        "contract_scope",
                        "duration",
                        "total_amount",
                        "law_country",
                        "law_subdivision",
                        *RENEWAL_FIELDS,
                    )
                },
                "term_evidence": evidence_of(row.get("term_evidence")),
                "effective_date": iso_date(row.get("effective_date")),
                "end_date": iso_date(row.get("end_date")),
                "parties": [p for p in row.get("parties") or [] if p],
                "clauses": [k for k in row.get("clauses") or [] if k],
            }
            card = card_from_row(
                {**row, "clause_types": [k.get("clause_type") for k in contract["clauses"]]}, ctx.today()
            )
            return DetailsResult(
                found=True,
                contract=contract,
                card=card,
                candidates=[i for i in ids if i != file_id],
                searched=searched,
            )
    return DetailsResult(found=False, searched=searched)


def make_details_tool(ctx: ToolContext) -> StructuredTool:
    async def contract_details(config: RunnableConfig, **kwargs: Any) -> tuple[str, dict[str, Any]]:
        result = await run_details(ctx, ContractDetailsInput.model_validate(kwargs), config)
        data = result.model_dump(mode="json")
        return json.dumps(data, ensure_ascii=False, default=str), data

    return StructuredTool.from_function(
        coroutine=contract_details,
        name="contract_details",
        description="Details of one contract (parties with roles, clauses, dates, value, governing law) "
        "by exact file id, or by a fuzzy title or party name.",
        args_schema=ContractDetailsInput,
        response_format="content_and_artifact",
    )


def evidence_of(raw: str | None) -> dict[str, Any]:
    """The stored term evidence ({field: {start, end}}); a damaged value reads as none."""
    try:
        parsed = json.loads(raw) if raw else {}
    except ValueError:
        return {}
    return parsed if isinstance(parsed, dict) else {}
