"""Hostile input in party names, keyword search and raw Cypher: nothing writes, nothing escapes.

Node and relationship counts are compared before and after every attempt (ArcadeDB does not
refuse writes in a READ transaction, so only our own checks stand between a string and a write).
"""

from __future__ import annotations

import pytest

from agent.tools import ContractAggregateInput, ContractSearchInput, ToolContext, build_tools, run_search
from graph_ingest.admin import AdminReader
from graph_ingest.store import GraphStore
from tests.fixtures import HOSTILE, HOSTILE_CYPHER
from tests.integration.test_agent_tools import OTHER, RUN, load_corpus, through_tool_node

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def corpus_store(store: GraphStore) -> GraphStore:
    load_corpus(store)
    return store


@pytest.fixture(scope="module")
def tools(corpus_store: GraphStore) -> dict:
    ctx = ToolContext(corpus_store, allow_raw_cypher=True)
    return {t.name: t for t in build_tools(ctx)}


def test_corpora_are_big_enough() -> None:
    assert len(HOSTILE) >= 30 and len(HOSTILE_CYPHER) >= 30


async def _call(tool, args: dict) -> str:
    return str((await through_tool_node(tool, args)).content)


@pytest.mark.parametrize("text", HOSTILE)
async def test_hostile_party_and_text_do_not_write(corpus_store, text) -> None:
    from pydantic import ValidationError

    before = AdminReader(corpus_store).counts()
    ctx = ToolContext(corpus_store)
    for args in (
        {"parties": [text]},
        {"text": text},
        {"clause_type": text},
        {"parties": [text], "text": text},
    ):
        try:
            result = await run_search(ctx, ContractSearchInput(**args), RUN)
        except ValidationError:
            continue  # refused at the boundary: fine
        assert result.total >= 0
        assert all(not c.file_id.startswith("OTHER-") for c in result.shown)
    assert AdminReader(corpus_store).counts() == before


@pytest.mark.parametrize("text", HOSTILE[:12])
async def test_hostile_aggregate_and_details_args(corpus_store, tools, text) -> None:
    before = AdminReader(corpus_store).counts()
    for name, args in (
        ("contract_aggregate", {"parties": [text], "group_by": "party"}),
        ("contract_aggregate", {"group_by": text}),
        ("contract_details", {"title": text}),
        ("contract_details", {"file_id": text}),
        ("contract_details", {"party": text}),
    ):
        try:
            await _call(tools[name], args)
        except Exception as e:  # only validation errors may come back
            assert type(e).__name__ in ("ValidationError", "ToolInvocationError"), repr(e)
    assert AdminReader(corpus_store).counts() == before
    with pytest.raises(ValueError):
        ContractAggregateInput(group_by=text)


@pytest.mark.parametrize("cypher", HOSTILE_CYPHER)
async def test_hostile_raw_cypher_refused(corpus_store, tools, cypher) -> None:
    before = AdminReader(corpus_store).counts()
    content = await _call(tools["cypher_aggregation"], {"cypher": cypher})
    assert '"ok": false' in content
    assert OTHER not in content
    assert AdminReader(corpus_store).counts() == before


@pytest.mark.parametrize("text", HOSTILE)
async def test_hostile_text_as_raw_cypher(corpus_store, tools, text) -> None:
    before = AdminReader(corpus_store).counts()
    try:
        content = await _call(tools["cypher_aggregation"], {"cypher": text})
        assert "agent-other" not in content
    except Exception as e:
        assert type(e).__name__ in ("ValidationError", "ToolInvocationError"), repr(e)
    assert AdminReader(corpus_store).counts() == before


async def test_safe_raw_cypher_runs_scoped(corpus_store, tools) -> None:
    content = await _call(
        tools["cypher_aggregation"],
        {
            "cypher": "OPTIONAL MATCH (c)<-[:PARTY_TO]-(p:Party) RETURN c.contract_type AS t, "
            "count(DISTINCT c) AS n, count(p) AS parties ORDER BY n DESC"
        },
    )
    assert '"ok": true' in content
    all_rows = await _call(tools["cypher_aggregation"], {"cypher": "RETURN count(c) AS n"})
    assert '"n": 60' in all_rows


def test_raw_cypher_tool_only_when_enabled(corpus_store) -> None:
    names = {t.name for t in build_tools(ToolContext(corpus_store))}
    assert "cypher_aggregation" not in names


def test_every_tool_name_is_one_metrics_may_label(corpus_store) -> None:
    from agent.tools import TOOL_NAMES

    every = build_tools(ToolContext(corpus_store, allow_raw_cypher=True, clauses=object()))
    assert {t.name for t in every} == TOOL_NAMES


def test_a_runaway_query_is_stopped_on_the_server(corpus_store: GraphStore) -> None:
    """ArcadeDB ignores the driver's timeout; the server's own bound (statement_timeout_s) stops a
    runaway scan and frees its CPU, so the next query answers at once."""
    import time

    from neo4j.exceptions import Neo4jError

    from graph_ingest.cypher import VISIBLE_CONTRACTS
    from graph_ingest.scope import ReaderScope
    from tests.conftest import RUNAWAY_BOUND_S

    scope = ReaderScope(tenant="agent-tenant")
    runaway = (
        f"{VISIBLE_CONTRACTS} WITH count(c) AS n MATCH (a:Clause), (b:Clause), (d:Clause), (e:Clause) "
        "RETURN n, sum(size(a.clause_type) + size(b.clause_type) + size(d.clause_type) + size(e.id)) AS x"
    )
    started = time.monotonic()
    with pytest.raises(Neo4jError, match="(?i)timeout"):
        corpus_store.read(runaway, scope)
    assert time.monotonic() - started < RUNAWAY_BOUND_S * 3
    started = time.monotonic()
    assert corpus_store.read(f"{VISIBLE_CONTRACTS} RETURN count(c) AS n", scope)[0]["n"] > 0
    assert time.monotonic() - started < 5
