"""What every tool needs: the store, the party resolver, the clock, the caller's scope, and cards.

The scope travels in the run's config (``configurable.scope``), set by `AgentService.answer`;
a tool called without one refuses to read anything.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from langchain_core.runnables import RunnableConfig

from agent.clauses import clause_types_for
from agent.errors import AgentError
from agent.parties import PartyResolver
from core import clock
from graph_ingest import search_cypher as q
from graph_ingest.cards import ContractCard, load_cards
from graph_ingest.filters import ContractFilters
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore


class MissingScopeError(AgentError):
    code = "missing_scope"


def scope_from_config(config: RunnableConfig | None) -> ReaderScope:
    raw = ((config or {}).get("configurable") or {}).get("scope")
    if raw is None:
        raise MissingScopeError("no reader scope in the run config: refusing to read contracts")
    return raw if isinstance(raw, ReaderScope) else ReaderScope.model_validate(raw)


@dataclass
class ToolContext:
    store: GraphStore
    today: clock.Today = clock.today
    allow_raw_cypher: bool = False
    raw_row_cap: int = 200
    clauses: Any = None  # graph_ingest.clause_search.ClauseSearch, when clause search is available
    resolver: PartyResolver = field(init=False)

    def __post_init__(self) -> None:
        self.resolver = PartyResolver(self.store)

    async def read(self, query: str, scope: ReaderScope, **params: Any) -> list[dict[str, Any]]:
        return await asyncio.to_thread(self.store.read, query, scope, **params)

    async def compile_filters(
        self, filters: ContractFilters, scope: ReaderScope
    ) -> tuple[str, dict[str, Any], dict[str, list[str]], list[str]]:
        """WHERE fragment and parameters; resolved party names; names that matched nobody."""
        key_sets, unresolved = [], []
        if filters.parties:
            key_sets, unresolved = await asyncio.to_thread(self.resolver.resolve, filters.parties, scope)
        index = self.resolver.index(scope) if filters.parties else None
        resolved = (
            {
                name: [index.names.get(k, k) for k in keys]
                for name, keys in zip(
                    [p for p in filters.parties if p not in unresolved], key_sets, strict=False
                )
            }
            if index
            else {}
        )
        where, params = q.where_clause(
            filters,
            q.Resolved(
                party_key_sets=key_sets + ([["\x00no such party"]] if unresolved else []),
                today=self.today(),
                clause_types=clause_types_for(filters.clause_type) if filters.clause_type else (),
            ),
        )
        return where, params, resolved, unresolved

    async def cards(self, file_ids: list[str], scope: ReaderScope) -> list[ContractCard]:
        """The cards of these contracts (in this order, visible ones only), judged on the agent's clock."""
        return await asyncio.to_thread(load_cards, self.store, scope, file_ids, self.today)
