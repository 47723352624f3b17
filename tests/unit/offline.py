"""The offline planner as the agent binds it, over a fixed party index (no graph), for tests that
feed it a thread's messages and read the tool call or answer it gives."""

from __future__ import annotations

from typing import Any

from agent.parties import PartyIndex, PartyResolver
from agent.planner import OfflinePlanner

TOOLS = ("contract_search", "contract_aggregate", "contract_details", "clause_search")


class FixedParties(PartyResolver):
    """The parties a test names, whatever the scope."""

    def __init__(self, index: PartyIndex) -> None:
        super().__init__(store=None)  # type: ignore[arg-type]
        self.fixed = index

    def index(self, scope: object) -> PartyIndex:
        return self.fixed


def offline_planner(index: PartyIndex | None = None) -> Any:  # noqa: ANN401 (a bound chat model)
    return OfflinePlanner(resolver=FixedParties(index or PartyIndex())).bind_tools(
        [{"name": n} for n in TOOLS]
    )
