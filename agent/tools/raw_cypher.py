"""`cypher_aggregation` (opt-in): checked, scoped, read-only Cypher written by the model.

Only registered when `settings.llm.allow_raw_cypher` is on. The model writes the continuation of
`RAW_PREFIX`; `cypher_guard.check_tail` must accept it; the store's read path adds the scope
parameters and the query timeout; at most `raw_row_cap` rows come back.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Literal

from langchain_core.tools import StructuredTool
from langgraph.prebuilt import ToolRuntime
from neo4j.exceptions import Neo4jError
from pydantic import BaseModel, Field

from agent.cypher_guard import check_tail
from agent.errors import RawCypherDisabledError, UnsafeCypherError
from agent.tools.context import RunContext, ToolContext, run_context
from graph_ingest import search_cypher as q

log = logging.getLogger(__name__)


class CypherAggregationInput(BaseModel):
    cypher: str = Field(
        description=(
            "Read-only Cypher that CONTINUES `MATCH (c:Contract) WHERE <your scope> WITH c`: c is each "
            "visible contract. Start with WHERE, OPTIONAL MATCH (c)-[...]-(x), MATCH (c)-[...]-(x), WITH "
            "or RETURN. Every relationship must touch c. Contract properties: file_id, title, "
            "contract_type, effective_date, end_date, total_amount, duration_days, law_country, "
            "law_subdivision. (:Party {name})-[:PARTY_TO {role}]->(c); (c)-[:HAS_CLAUSE]->(:Clause "
            "{clause_type}). No writes, no procedures, one statement."
        ),
        max_length=4000,
    )


class CypherResult(BaseModel):
    tool: Literal["cypher_aggregation"] = "cypher_aggregation"
    ok: bool
    rows: list[dict[str, Any]] = Field(default_factory=list)
    truncated: bool = False
    error: str | None = None


async def run_raw_cypher(ctx: ToolContext, tail: str, run: RunContext) -> CypherResult:
    if not ctx.allow_raw_cypher:
        raise RawCypherDisabledError("raw Cypher is off (settings.llm.allow_raw_cypher)")
    scope = run.scope
    try:
        check_tail(tail)
    except UnsafeCypherError as e:
        log.info("raw cypher refused: %s", e)
        return CypherResult(ok=False, error=str(e))
    query = q.RAW_PREFIX + tail
    try:
        rows = await ctx.read(query, scope)
    except Neo4jError as e:
        return CypherResult(ok=False, error=f"the database rejected the query: {e.message or e.code}")
    cap = ctx.raw_row_cap
    clean = json.loads(json.dumps(rows[:cap], default=str))
    return CypherResult(ok=True, rows=clean, truncated=len(rows) > cap)


def make_raw_cypher_tool(ctx: ToolContext) -> StructuredTool:
    async def cypher_aggregation(cypher: str, runtime: ToolRuntime[RunContext]) -> tuple[str, dict[str, Any]]:
        result = await run_raw_cypher(ctx, cypher, run_context(runtime.context))
        data = result.model_dump(mode="json")
        return json.dumps(data, ensure_ascii=False)[:20000], data

    return StructuredTool.from_function(
        coroutine=cypher_aggregation,
        name="cypher_aggregation",
        description="Last resort for aggregations contract_aggregate cannot express: checked read-only Cypher.",
        args_schema=CypherAggregationInput,
        response_format="content_and_artifact",
    )
