"""`contract_details`: one contract, found by file id or by a fuzzy title / party match."""

from __future__ import annotations

import json
import math
import re
from typing import Any, Literal

from langchain_core.tools import StructuredTool
from langgraph.prebuilt import ToolRuntime
from pydantic import BaseModel, Field, model_validator
from rapidfuzz import fuzz

from agent.parties import possessive_free
from agent.phrases import DOC_WORDS
from agent.tools.context import RunContext, ToolContext, run_context
from graph_ingest import search_cypher as q
from graph_ingest.cards import ContractCard, card_from_row, iso_date
from graph_ingest.models import RENEWAL_FIELDS
from graph_ingest.names import fold
from graph_ingest.normalize import evidence_spans
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
    unused_words: list[str] = Field(
        default_factory=list, description="words of `title` no contract has: not used to find it"
    )
    searched: dict[str, Any]


async def _candidates(ctx: ToolContext, args: ContractDetailsInput, scope: ReaderScope) -> list[str]:
    """By file id, else the most recent contracts of a party (a title: `_title_hits`)."""
    if args.file_id:
        return [args.file_id.strip()]
    key_sets, _ = ctx.resolver.resolve([args.party or ""], scope)
    if not key_sets:
        return []
    where, params = q.where_clause(resolved=q.Resolved(party_key_sets=key_sets))
    rows = await ctx.read(q.page_query(where, "effective_date"), scope, **params, limit=5)
    return [r["file_id"] for r in rows]


# words of a description that name no contract in particular ("the Acme license from Initech")
_GENERIC = re.compile(
    rf"\b(?:{DOC_WORDS})s?\b|\b(?:the|a|an|our|their|with|of|for|from|between|by|to|and|&)\b"
)
TIE = 3.0  # title matches this close are a tie: the user is asked which one they meant
HIT_CUTOFF = 60.0  # a contract fits a description when at least this much of it (weighted) matches
EXTRA_WORD = 1.5  # points off for each distinctive word of a title the description does not use
EXTRA_MAX = 5  # ... counted up to this many: a long title is not ruled out
ANCHOR = 10  # a description fits only with a word that at most this many contracts have
_JOINING = {"and", "between", "from", "under", "into"}  # title words that tell nothing


def _word_fit(word: str, other: str) -> float:
    """How well a word of a description matches a word of a contract's file name, title or parties:
    1 the same; 0.9 its beginning ("imine" in "iminecorp", from a file name written as one word) or a
    small typo; 0.8 the same stem ("distribution" / "distributor"); else 0."""
    if word == other:
        return 1.0
    if len(word) >= 3 and other.startswith(word) and not word.isdigit():
        return 0.9
    if len(word) >= 5 and fuzz.ratio(word, other) >= 85:
        return 0.9
    stem = 0
    for a, b in zip(word, other, strict=False):
        if a != b:
            break
        stem += 1
    return 0.8 if stem >= 6 and stem >= 0.75 * min(len(word), len(other)) else 0.0


class TitleFit(BaseModel):
    hits: list[tuple[str, float]] = Field(description="(file id, score 0-100), best first")
    unused: list[str] = Field(description="the description's words no visible contract has")


async def _title_hits(ctx: ToolContext, title: str, scope: ReaderScope, limit: int = 5) -> TitleFit:
    """The contracts a loose description fits best (at most `limit`). A contract's score is the
    share of the description's distinctive words its file name, title and party names contain
    (`_word_fit`), each word weighted by how rare it is among the visible contracts (a party's name
    tells more than "hosting"), less `EXTRA_WORD` for each distinctive word of its title the
    description leaves out (the agreement itself before its amendment, when the description says no
    more). Words no contract has weigh nothing and are returned as `unused` (the answer says it did
    not use them); a fit needs one word that at most `ANCHOR` contracts have ("the Zephyrine supply
    agreement" is no supply agreement in particular)."""
    rows = await ctx.read(q.CONTRACT_TITLES, scope)
    query = re.sub(r"^(the|a|an) ", "", fold(possessive_free(title)))
    # "the Initech agreement": a shared word like "agreement" alone makes no contract a match
    words = list(dict.fromkeys(_GENERIC.sub(" ", query).split() or query.split()))
    if not words or not rows:
        return TitleFit(hits=[], unused=[])
    texts = {
        r["file_id"]: set(
            fold(" ".join([r["file_id"], r.get("title") or "", *(r.get("parties") or [])])).split()
        )
        for r in rows
    }
    vocabulary = set().union(*texts.values())
    fits = {w: {v: f for v in vocabulary if (f := _word_fit(w, v))} for w in words}
    matched = {
        file_id: [max((fits[w].get(t, 0.0) for t in tokens), default=0.0) for w in words]
        for file_id, tokens in texts.items()
    }
    having = [sum(1 for m in matched.values() if m[i] >= 0.8) for i in range(len(words))]
    unused = [w for w, n in zip(words, having, strict=True) if not n and len(w) > 1]
    weight = [math.log(1 + len(matched) / (1 + n)) if n else 0.0 for n in having]
    anchors = [i for i, n in enumerate(having) if 0 < n <= ANCHOR]
    if not anchors:
        return TitleFit(hits=[], unused=unused)
    scored = []
    for r in rows:
        fit = matched[r["file_id"]]
        share = 100 * sum(w * m for w, m in zip(weight, fit, strict=True)) / sum(weight)
        if share < HIT_CUTOFF or not any(fit[i] >= 0.8 for i in anchors):
            continue
        extra = [
            t
            for t in _GENERIC.sub(" ", fold(r.get("title") or "")).split()
            if len(t) > 2 and t not in _JOINING and not any(fits[w].get(t, 0.0) >= 0.8 for w in words)
        ]
        scored.append((r["file_id"], share - EXTRA_WORD * min(len(extra), EXTRA_MAX)))
    return TitleFit(hits=sorted(scored, key=lambda h: -h[1])[:limit], unused=unused)


class Resolution(BaseModel):
    ids: list[str] = Field(description="the contract a description names; several: it fits them as well")
    unused: list[str] = Field(default_factory=list, description="its words no contract has (`TitleFit`)")


async def resolve_contract(ctx: ToolContext, description: str, run: RunContext) -> Resolution:
    """The contract a description names: [its file id] (an exact visible file id, else the best fit of
    its title, file name and parties), several when they fit about as well (the caller asks which)."""
    if await ctx.cards([description], run):
        return Resolution(ids=[description])
    if not _GENERIC.sub(" ", fold(description)).split():  # "the agreement": no word tells which
        return Resolution(ids=[])
    fit = await _title_hits(ctx, description, run.scope, limit=TIED_MAX + 1)
    if hits := fit.hits:  # more than TIED_MAX: too many
        return Resolution(ids=[f for f, score in hits if hits[0][1] - score < TIE], unused=fit.unused)
    ids = await _candidates(ctx, ContractDetailsInput(party=description), run.scope)
    return Resolution(ids=ids[: TIED_MAX + 1], unused=[] if ids else fit.unused)


TIED_MAX = 5  # contracts offered back when a description fits several


async def run_details(ctx: ToolContext, args: ContractDetailsInput, run: RunContext) -> DetailsResult:
    scope = run.scope
    searched = args.model_dump(exclude_none=True)
    unused: list[str] = []
    if args.title and not (args.file_id or args.party):
        fit = await _title_hits(ctx, args.title, scope)
        tied = [f for f, score in fit.hits if fit.hits[0][1] - score < TIE]
        if len(tied) > 1:  # as good a fit for several: ask, do not pick one
            return DetailsResult(
                found=False, ambiguous=True, candidates=tied, unused_words=fit.unused, searched=searched
            )
        ids, unused = [f for f, _ in fit.hits], fit.unused
    else:
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
                {**row, "clause_types": [k.get("clause_type") for k in contract["clauses"]]}, run.today
            )
            return DetailsResult(
                found=True,
                contract=contract,
                card=card,
                candidates=[i for i in ids if i != file_id],
                unused_words=unused,
                searched=searched,
            )
    return DetailsResult(found=False, unused_words=unused, searched=searched)


def details_output(result: DetailsResult) -> tuple[str, dict[str, Any]]:
    """What the tool returns: the content the model reads and the artifact the surfaces render."""
    data = result.model_dump(mode="json")
    return json.dumps(data, ensure_ascii=False, default=str), data


def make_details_tool(ctx: ToolContext) -> StructuredTool:
    async def contract_details(runtime: ToolRuntime[RunContext], **kwargs: Any) -> tuple[str, dict[str, Any]]:
        result = await run_details(
            ctx, ContractDetailsInput.model_validate(kwargs), run_context(runtime.context)
        )
        return details_output(result)

    return StructuredTool.from_function(
        coroutine=contract_details,
        name="contract_details",
        description="Details of one contract (parties with roles, clauses, dates, value, governing law) "
        "by exact file id, or by a fuzzy title or party name.",
        args_schema=ContractDetailsInput,
        response_format="content_and_artifact",
    )


def evidence_of(raw: str | None) -> dict[str, Any]:
    """The stored term evidence as {field: {start, end}}; a damaged value reads as none."""
    return {k: {"start": a, "end": b} for k, (a, b) in evidence_spans(raw).items()}
