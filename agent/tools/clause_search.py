"""`clause_search`: the clause itself, quoted, with its contract, section and offsets.

The graph narrows first (scope, one named contract, type, parties), then clause search ranks
chunks of those contracts only (`graph_ingest.clause_search`: read whole when they are few, else
the candidates the graph's indexes offer among them).
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any, Literal

from langchain_core.tools import StructuredTool
from langgraph.prebuilt import ToolRuntime
from pydantic import BaseModel, Field

from agent.answer import ACROSS_DEPTH, SHOWN_CONTRACTS
from agent.parties import acronym
from agent.tools.context import RunContext, ToolContext, run_context
from agent.tools.details import TIED_MAX, resolve_contract
from agent.tools.search import by_type_words
from core.contract_types import infer_type, type_names
from graph_ingest import search_cypher as q
from graph_ingest.cards import ContractCard
from graph_ingest.filters import ContractFilters
from graph_ingest.names import party_key
from graph_ingest.scope import ReaderScope

QUOTE_CHARS = 700
TENTATIVE = 3  # contracts offered as "perhaps" when none clearly has the clause


class ClauseSearchInput(ContractFilters):
    """Find and quote clauses about a topic, optionally among the contracts the filters match."""

    query: str = Field(
        min_length=2, max_length=500, description="what the clause is about, e.g. 'cap on liability'"
    )
    contract: str | None = Field(
        None, max_length=300, description="one contract: file id, title words or a party"
    )
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
    sections_searched: int | None = Field(None, description="how many passages of those contracts were read")
    contracts_having: int | None = Field(
        None, description="across contracts: how many have it (`hits` shows the first few)"
    )
    matched: bool = Field(
        True,
        description="False: no passage is tagged with the category or uses the query's words; the hits "
        "are only the closest passages, and the answer must say so",
    )
    ambiguous: bool = Field(
        False, description="`contract` fits several contracts: `candidates`, nothing searched"
    )
    candidates: list[str] = Field(default_factory=list)
    unresolved: bool = Field(False, description="`contract` names no contract the caller can see")
    contract: str | None = Field(None, description="the file id `searched.contract` resolved to")
    among: list[str] = Field(
        default_factory=list, description="the contracts `contract` fits, of which only this one has it"
    )
    unused_words: list[str] = Field(
        default_factory=list, description="words of `contract` no contract has: not used to find it"
    )
    type_words: str | None = Field(
        None,
        description="no contract is filed under `searched.contract_type`: the contracts searched are those "
        "whose file name, title or summary say this word instead",
    )
    searched: dict[str, Any]


async def _matching(ctx: ToolContext, fields: dict[str, Any], run: RunContext) -> list[str]:
    where, params, _, _ = await ctx.compile_filters(ContractFilters(**fields), run)
    rows = await ctx.read(q.page_query(where), run.scope, **params, limit=1000)
    return [r["file_id"] for r in rows]


def _said_by_parties(unused: list[str], parties: list[str]) -> list[str]:
    """The description's unused words, less those the parties the question names account for (a
    party's initials, "CPDC"; a word of its name)."""
    keys = [party_key(p) for p in parties]
    return [
        w for w in unused if not any(w == acronym(k) or re.search(rf"\b{re.escape(w)}\b", k) for k in keys)
    ]


async def _narrow(
    ctx: ToolContext, args: ClauseSearchInput, run: RunContext
) -> tuple[list[str] | None, list[str]]:
    """File ids to search in (None: every visible contract); a `contract` is one contract, or the
    several it fits equally well (the caller asks which). With the words of `contract` that no
    contract has (not used to find it), and the parties that are on none of the contracts it fits.

    The description and the filters of the same question agree, or one of them gives way: a party the
    question seemed to name that is on none of the contracts the description fits ("software" in
    "the Garman Routing software license") is set aside and named as not used; a description that
    fits no contract by its own words ("the CPDC supply agreement w/ Fusion") gives way to the
    parties it is said with, when they have at most `TIED_MAX` contracts (of its type, when it names
    one and they have that type)."""
    fields = args.filter_fields()
    if not args.contract:
        return (await _matching(ctx, fields, run) if fields else None), []
    resolution = await resolve_contract(ctx, args.contract, run)
    ids, unused = resolution.ids, resolution.unused
    if not fields:
        return ids, unused
    matched = set(await _matching(ctx, fields, run))
    parties = list(fields.get("parties") or [])
    if (
        ids
        and not matched
        and len(parties) > 1
        and (typed := await _typed_by_one(ctx, args, fields, ids, run))
    ):
        return typed
    if ids and not matched.intersection(ids) and parties:
        on = [p for p in parties if set(await _matching(ctx, {**fields, "parties": [p]}, run)) & set(ids)]
        if on:
            named = " ".join(
                ids
            ).lower()  # a file id carries the title: "software" in "...SOFTWARE LICENSE..."
            unused = [*unused, *(p for p in parties if p not in on and p.lower() not in named)]
            matched = set(await _matching(ctx, {**fields, "parties": on}, run))
    if not ids and parties and 0 < len(matched) <= TIED_MAX:
        ordered = sorted(matched)
        if (ctype := infer_type(args.contract)) and (
            typed := await _matching(ctx, {**fields, "contract_type": ctype}, run)
        ):
            ordered = sorted(typed)
        return ordered, _said_by_parties(unused, parties)
    return [i for i in ids if i in matched], unused


async def _typed_by_one(
    ctx: ToolContext, args: ClauseSearchInput, fields: dict[str, Any], ids: list[str], run: RunContext
) -> tuple[list[str], list[str]] | None:
    """ "the RevMed / Sanofi dev agmt" where no contract has both parties and the contracts the words
    fit are of another kind (Sanofi's manufacturing agreement): the contracts of the kind described
    (filed under its type, or titled with it) that one of the parties has, at most `TIED_MAX`, with
    the other parties as not used; else None."""
    if not (ctype := infer_type(args.contract or "")):
        return None
    names = type_names(ctype)
    filed = set(await _matching(ctx, {"contract_type": ctype}, run))

    def of_kind(file_id: str) -> bool:
        return file_id in filed or any(  # "..._EX-10.1_Development Agreement": "_" is no word's end here
            re.search(rf"(?<![a-z]){re.escape(n)}(?![a-z])", file_id, re.I) for n in names
        )

    if any(of_kind(i) for i in ids):
        return None
    found = {}
    for p in fields["parties"]:
        kind = [i for i in await _matching(ctx, {**fields, "parties": [p]}, run) if of_kind(i)]
        if 0 < len(kind) <= TIED_MAX:
            found[p] = kind
    if len(found) != 1:
        return None
    (party, kind), *_ = found.items()
    return sorted(kind), [p for p in fields["parties"] if p != party]


async def run_clause_search(ctx: ToolContext, args: ClauseSearchInput, run: RunContext) -> ClauseSearchResult:
    scope = run.scope
    searched = args.model_dump(exclude_none=True, exclude_defaults=True)
    if ctx.clauses is None:
        return ClauseSearchResult(query=args.query, hits=[], contracts_considered=0, searched=searched)
    ids, unused = await _narrow(ctx, args, run)
    words = None  # "co-branding deals" and no contract is filed as one: those whose words say it
    if (
        ids == []
        and not args.contract
        and not args.parties
        and (by_words := await by_type_words(ctx, args, run))
    ):
        words, args = by_words[0], args.model_copy(update=by_words[1])
        ids, unused = await _narrow(ctx, args, run)
    if ids == []:
        return ClauseSearchResult(
            query=args.query,
            hits=[],
            contracts_considered=0,
            unresolved=bool(args.contract),
            type_words=words,
            searched=searched,
        )
    among: list[str] = []
    if args.contract and ids and len(ids) > 1:  # "the Acme agreement" and Acme has several
        complete = len(ids) <= TIED_MAX  # more fit than were looked at: never pick one of them
        if not complete or not (only := await _the_one_with_it(ctx, args, scope, ids)):  # ask which
            return ClauseSearchResult(
                query=args.query, hits=[], ambiguous=True, candidates=ids[:TIED_MAX], searched=searched
            )
        among, ids = ids, [only]
    # parties that narrow it to one contract ("any MFN with Nexstar?"): a question about that contract
    one = not args.contract and bool(args.parties) and ids is not None and len(ids) == 1
    across = not args.contract and not one
    depth = ACROSS_DEPTH if across else args.k  # across: every contract that has it, shown 10 at a time
    hits = await asyncio.to_thread(
        ctx.clauses.search, args.query, scope, file_ids=ids, category=args.category, k=depth,
        per_contract=across,
    )  # fmt: skip
    if not hits and not _decided(ctx, args.category):  # nothing tagged (the tagger may miss): rank by words
        hits = await asyncio.to_thread(
            ctx.clauses.search, args.query, scope, file_ids=ids, k=depth, per_contract=across
        )
    if _decided(ctx, args.category):  # the clause model's verdict is the evidence
        relevant = [h for h in hits if h.evidence]
    else:  # a passage is evidence only if it uses the words asked about (tags and ranks are not proof)
        wanted = f"{args.query} {args.category or ''}"
        relevant = [h for h in hits if uses_words_of(h.text, wanted)]
    if not relevant and not across and _decided(ctx, args.category):  # the rule tagger's tag, hedged
        tagged = await asyncio.to_thread(
            ctx.clauses.search, args.query, scope, file_ids=ids, category=args.category, k=args.k,
            classify=False,
        )  # fmt: skip
        relevant = [  # hedged, unless its section is titled with the clause's name ("3.6 Most Favored Nation.")
            h.model_copy(update={"evidence": True, "clear": titled(h.text, args.category)}) for h in tagged
        ]
    matched, closest = bool(relevant), ([] if relevant else hits[:1])
    if across and not relevant and _decided(ctx, args.category) and hits:
        relevant = hits[:TENTATIVE]  # none is clearly one: the nearest few, said to be uncertain
    cards = await ctx.cards(list(dict.fromkeys(h.file_id for h in relevant)), run)  # quoted ones only
    contracts, sections = await asyncio.to_thread(ctx.clauses.searchable, scope, ids)
    return ClauseSearchResult(
        query=args.query,
        hits=[h.model_dump() for h in relevant[: SHOWN_CONTRACTS if across else None]],
        contracts_having=len({h.file_id for h in relevant}) if across and matched else None,
        closest=[h.model_dump() for h in closest],
        cards=cards,
        contracts_considered=contracts,
        sections_searched=sections,
        contract=ids[0] if (args.contract or one) and ids else None,
        among=among,
        unused_words=unused,
        matched=matched,
        type_words=words,
        searched=searched,
    )


async def _the_one_with_it(
    ctx: ToolContext, args: ClauseSearchInput, scope: ReaderScope, ids: list[str]
) -> str | None:
    """Of the contracts a description fits, the only one with the clause (by the clause model, or
    the rule tagger's tags)."""
    if not args.category:
        return None
    having = await asyncio.to_thread(ctx.clauses.tagged, scope, ids, args.category)
    if _decided(ctx, args.category):
        hits = await asyncio.to_thread(
            ctx.clauses.search, args.query, scope, file_ids=ids, category=args.category, k=len(ids),
            per_contract=True,
        )  # fmt: skip
        having |= {h.file_id for h in hits if h.evidence}
    return having.pop() if len(having) == 1 else None


def _decided(ctx: ToolContext, category: str | None) -> bool:
    """Whether the clause model decides what is evidence of `category` (else the words do)."""
    model = getattr(ctx.clauses, "model", None)
    return bool(category) and model is not None and model.knows(category)


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


def titled(text: str, category: str | None) -> bool:
    """Whether a passage holds a section numbered and titled with the category's name."""
    if not category:
        return False
    name = r"[\s-]+".join(map(re.escape, re.split(r"[\s-]+", category.strip())))
    numbered = r"(?:\d+(?:\.\d+)*\.?|\([a-z0-9]{1,3}\)|[A-Z]\.|(?:section|article|clause)\s+\d+(?:\.\d+)*\.?)"
    return bool(re.search(rf"(?:^|\s){numbered}\s*{name}s?\s*[.:\n]", text, re.I))


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
    async def clause_search(runtime: ToolRuntime[RunContext], **kwargs: Any) -> tuple[str, dict[str, Any]]:
        result = await run_clause_search(
            ctx, ClauseSearchInput.model_validate(kwargs), run_context(runtime.context)
        )
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
