"""Clause search against the real graph: stored chunks, scoped hybrid ranking, quotes with offsets."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from agent.answerer import make_answerer
from bot.components import build_clause_search, build_embedder, build_ingestor
from core.clause_categories import TERM_DECIDED
from core.settings import Settings
from graph_ingest import cypher
from graph_ingest.clause_search import ClauseSearch
from graph_ingest.freshness import graph_changed
from graph_ingest.generator import generate_contracts
from graph_ingest.indexes import ensure_search_indexes
from graph_ingest.models import Scope
from graph_ingest.scope import ReaderScope
from graph_ingest.store import GraphStore
from tests.conftest import CUAD_TXT

pytestmark = pytest.mark.integration

GEN = generate_contracts(6, seed=77)
A = Scope(tenant="web:A", channel="C1", visibility="workspace")
B = Scope(tenant="web:B", channel="C1", visibility="workspace")
READ_A = ReaderScope(tenant="web:A", channel="C1")
READ_B = ReaderScope(tenant="web:B", channel="C1")
C = Scope(tenant="web:C", channel="C1", visibility="workspace")
READ_C = ReaderScope(tenant="web:C", channel="C1")


@pytest.fixture(scope="module")
def texts(store: GraphStore, settings: Settings) -> dict[str, str]:
    """Five generated contracts (and two CUAD ones, when present) in tenant A; one generated in B."""
    store.wipe_all_for_tests()
    ingestor = build_ingestor(settings, store)
    out: dict[str, str] = {}
    for g in GEN[:5]:
        outcome = ingestor.ingest_bytes(g.text.encode(), f"{g.file_id}.txt", A)
        assert outcome.status == "imported", outcome.reason
        out[outcome.file_id] = g.text
    for path in sorted(CUAD_TXT.glob("*.txt"))[:2] if CUAD_TXT.is_dir() else []:
        outcome = ingestor.ingest_bytes(path.read_bytes(), path.name, A)
        out[outcome.file_id] = path.read_text(encoding="utf-8")
    other = ingestor.ingest_bytes(GEN[5].text.encode(), f"{GEN[5].file_id}.txt", B)
    out[other.file_id] = GEN[5].text
    return out


@pytest.fixture(scope="module")
def search(texts: dict[str, str], store: GraphStore, settings: Settings) -> ClauseSearch:
    s = build_clause_search(settings, store)
    s.refresh()
    return s


def test_offsets_slice_the_canonical_text_exactly(search: ClauseSearch, texts: dict[str, str]) -> None:
    for query in (
        "governing law",
        "limitation of liability",
        "termination for convenience",
        "payment of fees",
    ):
        hits = search.search(query, READ_A, k=10)
        assert hits
        for h in hits:
            assert texts[h.file_id][h.start : h.end] == h.text


def test_filters_never_leak_other_contracts_or_tenants(search: ClauseSearch, texts: dict[str, str]) -> None:
    b_only = GEN[5].file_id
    one = GEN[0].file_id
    assert {h.file_id for h in search.search("governing law", READ_A, file_ids=[one], k=10)} == {one}
    assert b_only not in {h.file_id for h in search.search("governing law", READ_A, k=50)}
    assert {h.file_id for h in search.search("governing law", READ_B, k=50)} == {b_only}
    assert search.search("governing law", READ_A, file_ids=[b_only], k=10) == []
    assert search.search("governing law", ReaderScope(tenant="nobody"), k=10) == []


def test_the_governing_law_clause_ranks_first(search: ClauseSearch) -> None:
    """Words alone (no category): the clause ranks first, or second after a preamble that names the
    parties' states of organisation ("organized under the laws of ..."), which MiniLM finds as close
    to "governing law" as the clause (cosine 0.16 against 0.17; reciprocal rank fusion keeps the
    ranks, not their margins, and the preamble's place breaks the tie): first in most of these five
    (3 of them with the int8 graph). By its category it is always first (below)."""
    firsts = 0
    for g in GEN[:5]:
        hits = search.search("governing law", READ_A, file_ids=[g.file_id], k=3)
        law = next(c for c in g.truth.clauses if c.clause_type == "Governing Law")
        at = [i for i, h in enumerate(hits) if h.start <= law.start and h.end >= law.end]
        assert at and (at[0] == 0 or (at[0] == 1 and hits[0].start == 0)), [h.text[:80] for h in hits]
        firsts += at[0] == 0
        by_category = search.search(
            "governing law", READ_A, file_ids=[g.file_id], category="Governing Law", k=1
        )
        assert by_category[0].start <= law.start and by_category[0].end >= law.end, by_category[0].text
    assert firsts >= 3


def test_category_filter(search: ClauseSearch) -> None:
    hits = search.search("law", READ_A, category="Governing Law", k=5)
    assert hits and all(h.category == "Governing Law" for h in hits)


def test_new_contracts_reach_a_running_index(
    search: ClauseSearch, store: GraphStore, settings: Settings, texts: dict[str, str]
) -> None:
    g = generate_contracts(1, seed=1789)[0]
    build_ingestor(settings, store).ingest_bytes(g.text.encode(), "late.txt", A)
    texts["late"] = g.text
    search.refresh()
    assert {h.file_id for h in search.search("governing law", READ_A, file_ids=["late"], k=3)} == {"late"}


async def test_agent_quotes_a_clause_offline(
    search: ClauseSearch, store: GraphStore, settings: Settings
) -> None:
    g = GEN[0]
    clause = next(c for c in g.truth.clauses if c.clause_type != "Governing Law")
    party = g.truth.parties[0].name
    agent = make_answerer(settings, store, search)
    question = f"Show me the {clause.clause_type.lower()} clause in the {party} agreement"
    result = await agent.answer(question, "t-clause", READ_A)
    assert clause.text[:60] in " ".join(result.answer.split()), result.answer
    assert result.clauses and result.clauses[0]["file_id"] == g.file_id
    assert [c.name for c in result.tool_calls] == ["clause_search"]


def test_cli_prints_json(cli_env: dict[str, str], search: ClauseSearch, texts: dict[str, str]) -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot",
            "clauses",
            "search",
            "governing law",
            "--tenant",
            "web:A",
            "-k",
            "3",
            "--json",
        ],
        env=cli_env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)
    assert len(rows) == 3 and set(rows[0]) == {"file_id", "start", "end", "text", "score", "category"}
    assert all(texts[r["file_id"]][r["start"] : r["end"]] == r["text"] for r in rows)


def test_the_clause_model_decides_contract_by_contract_within_the_scope(
    search: ClauseSearch, texts: dict[str, str], store: GraphStore
) -> None:
    assert search.model is not None
    hits = search.search("governing law", READ_A, category="Governing Law", k=20, per_contract=True)
    assert hits and len({h.file_id for h in hits}) == len(hits)  # one passage per contract
    assert GEN[5].file_id not in {h.file_id for h in hits}  # tenant B's contract is never scored for A
    assert all(h.score >= search.model.within and h.evidence is not None for h in hits)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    law = next(c for c in GEN[0].truth.clauses if c.clause_type == "Governing Law")
    one = search.search("governing law", READ_A, file_ids=[GEN[0].file_id], category="Governing Law", k=3)
    assert one[0].evidence and one[0].start <= law.start < one[0].end
    for h in one:
        assert texts[h.file_id][h.start : h.end] == h.text
    contracts, sections = search.searchable(READ_A, [GEN[0].file_id, GEN[5].file_id])
    stored = store.read(cypher.CONTRACT_CHUNKS, READ_A, file_ids=[GEN[0].file_id])
    assert contracts == 1 and sections == len(stored) > 0


def test_a_classified_hit_focuses_on_its_operative_sentences(
    search: ClauseSearch, texts: dict[str, str]
) -> None:
    cuad = [f for f in texts if not f.startswith("GEN-")]
    if not cuad:
        pytest.skip("CUAD texts not present")
    hits = search.search("governing law", READ_A, file_ids=cuad[:1], category="Governing Law", k=3)
    assert hits
    for h in hits:
        assert h.start <= h.focus_start < h.focus_end <= h.end
        assert h.focus_end - h.focus_start <= 600
    best = hits[0]
    assert "law" in texts[best.file_id][best.focus_start : best.focus_end].lower()


@pytest.fixture(scope="module")
def through_indexes(texts: dict[str, str], store: GraphStore, settings: Settings) -> ClauseSearch:
    """The same search reading no contract whole: the graph's full-text, vector and verdict reads,
    as for a corpus too big to read (more than `whole_max` contracts)."""
    return ClauseSearch(store, build_embedder(settings), whole_max=0)


def test_a_corpus_search_through_the_graphs_indexes_quotes_exactly_and_stays_in_scope(
    through_indexes: ClauseSearch, search: ClauseSearch, texts: dict[str, str]
) -> None:
    hits = through_indexes.search("governing law of the agreement", READ_A, k=10)
    assert hits and GEN[5].file_id not in {h.file_id for h in hits}
    for h in hits:
        assert texts[h.file_id][h.start : h.end] == h.text
    assert any("law" in h.text.lower() for h in hits[:3])
    only_b = through_indexes.search("governing law of the agreement", READ_B, k=10)
    assert only_b and {h.file_id for h in only_b} == {GEN[5].file_id}
    assert through_indexes.search("governing law", ReaderScope(tenant="nobody"), k=10) == []
    # the verdicts written with the chunks decide "which contracts have it?" as reading them all does
    across = through_indexes.search(
        "governing law", READ_A, category="Governing Law", k=20, per_contract=True
    )
    exact = search.search("governing law", READ_A, category="Governing Law", k=20, per_contract=True)
    assert across and [(h.file_id, h.start, h.score) for h in across] == [
        (h.file_id, h.start, h.score) for h in exact
    ]
    assert all(texts[h.file_id][h.start : h.end] == h.text and h.evidence is not None for h in across)


def test_chunks_written_in_an_older_format_are_written_again(
    search: ClauseSearch, store: GraphStore, through_indexes: ClauseSearch
) -> None:
    one = GEN[1].file_id
    store._run(  # as a graph written before chunks carried vectors and verdicts
        "MATCH (c:Contract {file_id: $f})-[:HAS_CHUNK]->(k:Chunk) "
        "REMOVE k.vector, c.clause_best, c.clause_chunks, c.clause_version, c.chunk_count",
        {"f": one},
        write=True,
    )
    having = {h.file_id for h in through_indexes.search("law", READ_A, category="Governing Law", k=20)}
    assert one not in having
    assert search.refresh() == 1
    assert search.refresh() == 0  # once
    having = {h.file_id for h in through_indexes.search("law", READ_A, category="Governing Law", k=20)}
    assert one in having
    assert search.searchable(READ_A, [one])[1] == len(
        store.read(cypher.CONTRACT_CHUNKS, READ_A, file_ids=[one])
    )


def test_with_a_vector_index_a_corpus_search_also_finds_passages_by_meaning(
    store: GraphStore, settings: Settings, texts: dict[str, str]
) -> None:
    """`CLAUSEBOT_GRAPH__VECTOR_INDEX=on` (Neo4j's default): chunks carry vectors under the graph's
    vector index, which offers candidates that share no word with the question."""
    on = settings.model_copy(update={"graph": settings.graph.model_copy(update={"vector_index": "on"})})
    assert on.graph.vectors and not settings.graph.vectors
    with GraphStore.from_settings(on) as vstore:
        ensure_search_indexes(on, vstore)
        ingestor = build_ingestor(on, vstore)
        v = Scope(tenant="web:V", channel="C1", visibility="workspace")
        mine: dict[str, str] = {}
        for g in GEN[:2]:
            outcome = ingestor.ingest_bytes(g.text.encode(), f"v-{g.file_id}.txt", v)
            assert outcome.status == "imported", outcome.reason
            mine[outcome.file_id] = g.text
        with_vectors = ClauseSearch(vstore, build_embedder(on), whole_max=0)
        assert with_vectors.refresh() >= len(texts)  # the setting changed: every contract written again
        read_v = ReaderScope(tenant="web:V", channel="C1")
        nonsense = "zyxwv qwpfj"  # no chunk has these words: only meaning can match
        hits = with_vectors.search(nonsense, read_v, k=5)
        assert hits and {h.file_id for h in hits} <= set(mine)
        assert all(mine[h.file_id][h.start : h.end] == h.text for h in hits)
        law = with_vectors.search("governing law", read_v, k=5)
        assert law and "law" in law[0].text.lower()
        # A's passages, written again with vectors, may now match by meaning too; never V's
        theirs = with_vectors.search(nonsense, READ_A, k=50)
        assert theirs and not set(mine) & {h.file_id for h in theirs}
        without = ClauseSearch(store, build_embedder(settings), whole_max=0)  # the setting back off
        assert without.refresh() >= len(texts) + len(mine)  # every contract written again
        assert without.search(nonsense, read_v, k=5) == []  # the full-text index alone offers nothing


@pytest.mark.parametrize(
    ("category", "holds"),
    [
        ("Termination For Convenience", lambda t: t["termination_for_convenience"] is True),
        ("Renewal Term", lambda t: t["renewal_term"] is not None or t["auto_renew"] is True),
    ],
)
def test_which_contracts_renew_or_end_for_convenience_is_what_their_terms_say(
    search: ClauseSearch, texts: dict[str, str], category: str, holds
) -> None:
    from graph_ingest.normalize import renewal_properties

    a_only = {f: t for f, t in texts.items() if t != GEN[5].text}  # tenant B's is not searched
    terms = {f: renewal_properties(t) for f, t in a_only.items()}
    expected = {f for f, t in terms.items() if holds(t)}
    hits = search.search(category.lower(), READ_A, category=category, k=50, per_contract=True)
    assert {h.file_id for h in hits} & set(a_only) == expected and expected, category
    assert GEN[5].file_id not in {h.file_id for h in hits}
    among = search.search(
        category.lower(), READ_A, file_ids=sorted(a_only), category=category, k=50, per_contract=True
    )
    assert {h.file_id for h in among} == expected
    for file_id in expected:  # within one contract: the passage its term was read from comes first
        spans = json.loads(terms[file_id]["term_evidence"])
        start = min(v["start"] for k, v in spans.items() if k in TERM_DECIDED[category])
        first = search.search(category.lower(), READ_A, file_ids=[file_id], category=category, k=3)[0]
        assert first.clear and first.start <= start < first.end, (file_id, first.start, start)
    for h in hits:
        assert h.evidence and h.clear and texts[h.file_id][h.start : h.end] == h.text
        # the quote's focus is the passage the term was read from
        evidence = json.loads(renewal_properties(texts[h.file_id])["term_evidence"])
        span = next(
            v
            for k, v in evidence.items()
            if k in ("termination_for_convenience", "renewal_term", "auto_renew", "renewal_notice_days")
        )
        assert h.start <= h.focus_start < h.focus_end <= h.end and h.focus_start >= min(
            span["start"], h.end - 1
        )


async def test_a_party_with_one_contract_is_searched_as_that_contract(
    search: ClauseSearch, texts: dict[str, str], store: GraphStore
) -> None:
    """ "any MFN language with <party>?": when the party narrows the search to one contract, it is a
    question about that contract (its passages, or none with the closest one), not a list of one."""
    from datetime import date

    from agent.tools.clause_search import ClauseSearchInput, run_clause_search
    from agent.tools.context import RunContext, ToolContext

    counts: dict[str, int] = {}
    for g in GEN[:5]:
        for p in g.truth.parties:
            counts[p.name] = counts.get(p.name, 0) + 1
    g, party = next((g, p.name) for g in GEN[:5] for p in g.truth.parties if counts[p.name] == 1)
    ctx = ToolContext(store, clauses=search)
    run = RunContext(scope=READ_A, today=date(2024, 1, 1))
    args = ClauseSearchInput(query="most favored nation", category="Most Favored Nation", parties=[party])
    result = await run_clause_search(ctx, args, run)
    assert result.contract == g.file_id and result.contracts_having is None, result
    assert result.hits or result.closest, result  # a passage, or the closest one: never a bare "none"


def test_a_corpus_search_reads_a_contract_written_or_deleted_just_before(
    through_indexes: ClauseSearch, store: GraphStore, settings: Settings
) -> None:
    """What a corpus-wide search caches of the whole corpus (how many contracts it checks, which hold
    a category) is read again after a write of the workspace in this process: the next question
    counts and finds an upload, and forgets a deletion."""
    f = Scope(tenant="web:F", channel="C1", visibility="workspace")
    read_f = ReaderScope(tenant="web:F", channel="C1")
    ingestor = build_ingestor(settings, store)

    def having() -> set[str]:
        hits = through_indexes.search("law", read_f, category="Governing Law", k=20, per_contract=True)
        return {h.file_id for h in hits}

    first = ingestor.ingest_bytes(GEN[0].text.encode(), "f-first.txt", f).file_id
    assert through_indexes.searchable(read_f)[0] == 1 and having() == {first}
    assert through_indexes.searchable(read_f)[0] == 1  # (read from the cache)
    second = ingestor.ingest_bytes(GEN[1].text.encode(), "f-second.txt", f).file_id
    assert through_indexes.searchable(read_f)[0] == 2 and having() == {first, second}
    store.delete_contract(first)
    assert through_indexes.searchable(read_f)[0] == 1 and having() == {second}


def test_the_first_category_question_after_a_write_counts_the_corpus_beside_it(
    through_indexes: ClauseSearch, store: GraphStore, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Which contracts have X?" over the whole corpus, the first after a write: what `searchable`
    counts is read on another thread while the verdicts are read, and `searchable` then answers from
    the cache (no read after the question's own), with the figures a count on its own gives, for a
    category the clause model decides, one the contracts' terms decide, and one none holds."""
    import threading

    f = Scope(tenant="web:G", channel="C1", visibility="workspace")
    read_g = ReaderScope(tenant="web:G", channel="C1")
    ingestor = build_ingestor(settings, store)
    ids = {ingestor.ingest_bytes(g.text.encode(), f"g-{i}.txt", f).file_id for i, g in enumerate(GEN[:3])}
    alone = store.read(cypher.searchable_counts(False), read_g)[0]
    counted = (alone["contracts"], alone["chunks"])
    assert counted[0] == 3 and counted[1] > 3
    reads: list[tuple[str, str]] = []
    real = store.read

    def spy(query: str, scope: ReaderScope, **params: object) -> list[dict[str, object]]:
        reads.append((query, threading.current_thread().name))
        return real(query, scope, **params)

    monkeypatch.setattr(store, "read", spy)
    for category, query in [
        ("Governing Law", "governing law"),
        ("Renewal Term", "renewal term"),
        ("Covenant Not To Sue", "covenant not to sue"),
    ]:
        graph_changed("web:G")  # a write: nothing of the corpus is cached
        reads.clear()
        hits = through_indexes.search(query, read_g, category=category, k=20, per_contract=True)
        assert through_indexes.searchable(read_g) == counted, category
        counts = [t for q, t in reads if "count(c) AS contracts" in q]
        assert len(counts) == 1 and counts[0] != threading.current_thread().name, (category, reads)
        assert {h.file_id for h in hits} <= ids, category
        if category == "Governing Law":  # every generated contract states its law
            assert {h.file_id for h in hits} == ids
        reads.clear()
        assert through_indexes.searchable(read_g) == counted and not reads  # from the cache


async def test_a_clause_across_a_type_no_contract_is_filed_under_reads_those_that_say_it(
    search: ClauseSearch, store: GraphStore, settings: Settings
) -> None:
    """ "any co-branding deals where the partner gets a cut of revenue?" where no contract is filed as
    Co-Branding: the contracts whose file name, title or summary say the type are searched (the same ones
    the plain search lists), never zero contracts, and the answer says which were read."""
    from datetime import date

    from agent.answer import write_clauses
    from agent.tools.clause_search import ClauseSearchInput, run_clause_search
    from agent.tools.context import RunContext, ToolContext
    from agent.tools.search import ContractSearchInput, run_search
    from core.contract_types import CONTRACT_TYPES

    one = GEN[0]  # alone in a workspace of its own, titled with two types: it is filed under one of them
    text = one.text.replace("CONSULTING AGREEMENT", "CONSULTING AND CO-BRANDING AGREEMENT", 1)
    outcome = build_ingestor(settings, store).ingest_bytes(text.encode(), f"{one.file_id}.txt", C)
    assert outcome.status == "imported", outcome.reason
    search.refresh()
    ctx = ToolContext(store, clauses=search)
    run = RunContext(scope=READ_C, today=date(2024, 1, 1))
    said = None
    for kind in CONTRACT_TYPES:
        listed = await run_search(ctx, ContractSearchInput(contract_type=kind), run)
        if listed.total == 0 and listed.worded_total:
            said = kind, listed
            break
    assert said, "the contract's title names no type it is not filed under"
    kind, listed = said
    args = ClauseSearchInput(query="termination", category="Termination For Convenience", contract_type=kind)
    result = await run_clause_search(ctx, args, run)
    assert result.type_words == kind.lower() and result.contracts_considered == listed.worded_total, result
    assert {h["file_id"] for h in result.hits} <= {outcome.file_id}
    assert f"mention “{kind.lower()}” (no contract is filed under that type)" in write_clauses(
        result.model_dump(mode="json")
    )
    on_file = (await run_search(ctx, ContractSearchInput(), run)).shown[0].contract_type
    filed = await run_clause_search(ctx, args.model_copy(update={"contract_type": on_file}), run)
    assert filed.type_words is None and filed.contracts_considered
