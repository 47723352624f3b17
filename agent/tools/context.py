"""What every tool needs: the store, the party resolver and cards (`ToolContext`, built once), and the
request's scope and day (`RunContext`, per run).

`RunContext` is the graph's LangGraph runtime context (`context_schema`): `AgentService.answer` passes
it with each run, the assistant node reads it from its `Runtime` and each tool from its `ToolRuntime`.
A tool run without one refuses to read anything.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

from pydantic import BaseModel, ConfigDict

from agent.clauses import clause_types_for
from agent.errors import AgentError
from agent.parties import PartyResolver
from core import clock
from graph_ingest import search_cypher as q
from graph_ingest.cards import ContractCard, load_cards
from graph_ingest.filters import Conditions, ContractFilters
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore


class MissingScopeError(AgentError):
    code = "missing_scope"


class RunContext(BaseModel):
    """One request's context: whose contracts it may read, which day it is where they are, and the
    month their fiscal year starts in (1: the calendar year)."""

    model_config = ConfigDict(frozen=True)

    scope: ReaderScope
    today: date
    fiscal_start: int = 1

    @classmethod
    def now(
        cls, scope: ReaderScope, today: clock.Today = clock.today, fiscal: clock.FiscalStart | None = None
    ) -> RunContext:
        """The context of a request made now: `today` on the scope's tenant's clock, and its fiscal year."""
        with clock.tenant_day(scope.tenant):
            return cls(scope=scope, today=today(), fiscal_start=fiscal(scope.tenant) if fiscal else 1)


def run_context(context: RunContext | None) -> RunContext:
    """The run's context; a run without one (no scope) reads nothing."""
    if context is None:
        raise MissingScopeError("no reader scope in the run context: refusing to read contracts")
    return context


@dataclass
class ToolContext:
    store: GraphStore
    allow_raw_cypher: bool = False
    raw_row_cap: int = 200
    clauses: Any = None  # graph_ingest.clause_search.ClauseSearch, when clause search is available
    resolver: PartyResolver = field(init=False)

    def __post_init__(self) -> None:
        self.resolver = PartyResolver(self.store)

    async def read(self, query: str, scope: ReaderScope, **params: Any) -> list[dict[str, Any]]:
        return await asyncio.to_thread(self.store.read, query, scope, **params)

    async def compile_filters(
        self, filters: ContractFilters, run: RunContext
    ) -> tuple[str, dict[str, Any], dict[str, list[str]], list[str]]:
        """WHERE fragment and parameters; resolved party names; names that matched nobody."""
        resolved, names, unresolved = await self._resolve(filters, run)
        alternatives = [await self._resolve(alt, run) for alt in filters.any_of]
        for _, alt_names, alt_unresolved in alternatives:
            names.update(alt_names)
            unresolved += [u for u in alt_unresolved if u not in unresolved]
        resolved = replace(resolved, alternatives=[a for a, _, _ in alternatives])
        where, params = q.where_clause(filters, resolved)
        return where, params, names, unresolved

    async def _resolve(
        self, filters: Conditions, run: RunContext
    ) -> tuple[q.Resolved, dict[str, list[str]], list[str]]:
        """What one set of conditions needs beyond its values (party keys, the day, clause-type names);
        the names its parties resolved to, and those that matched nobody (then it matches nothing)."""
        key_sets, unresolved = [], []
        if filters.parties:
            key_sets, unresolved = await asyncio.to_thread(self.resolver.resolve, filters.parties, run.scope)
        index = self.resolver.index(run.scope) if filters.parties else None
        names = (
            {
                name: [index.names.get(k, k) for k in keys]
                for name, keys in zip(
                    [p for p in filters.parties if p not in unresolved], key_sets, strict=False
                )
            }
            if index
            else {}
        )
        resolved = q.Resolved(
            party_key_sets=key_sets + ([["\x00no such party"]] if unresolved else []),
            today=run.today,
            clause_types=clause_types_for(filters.clause_type) if filters.clause_type else (),
        )
        return resolved, names, unresolved

    async def cards(self, file_ids: list[str], run: RunContext) -> list[ContractCard]:
        """The cards of these contracts (in this order, visible ones only), judged on the run's day."""
        return await asyncio.to_thread(load_cards, self.store, run.scope, file_ids, lambda: run.today)
