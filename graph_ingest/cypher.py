"""All Cypher of the project, as constants and small builders.

One dialect for Neo4j 5 and ArcadeDB; the only backend-specific statements (vector and
full-text index DDL) live in `graph_ingest.indexes`. Values are always parameters.
Read queries bind the contract as ``c`` and include `SCOPE_PREDICATE` (see `graph_ingest.scope`).
"""

from __future__ import annotations

from core.clause_categories import TERM_HOLDS
from graph_ingest.scope import SCOPE_PREDICATE

# --- schema -----------------------------------------------------------------------------------

CONSTRAINTS = (
    "CREATE CONSTRAINT contract_file_id IF NOT EXISTS FOR (c:Contract) REQUIRE c.file_id IS UNIQUE",
    "CREATE CONSTRAINT party_id IF NOT EXISTS FOR (p:Party) REQUIRE p.id IS UNIQUE",
    "CREATE CONSTRAINT party_decision_id IF NOT EXISTS FOR (d:PartyDecision) REQUIRE d.id IS UNIQUE",
    "CREATE CONSTRAINT location_key IF NOT EXISTS FOR (l:Location) REQUIRE l.key IS UNIQUE",
    "CREATE CONSTRAINT clause_id IF NOT EXISTS FOR (k:Clause) REQUIRE k.id IS UNIQUE",
    "CREATE CONSTRAINT chunk_id IF NOT EXISTS FOR (k:Chunk) REQUIRE k.id IS UNIQUE",
)

SHOW_CONSTRAINTS = "SHOW CONSTRAINTS"

# the visibility unit of contract `c`, as `graph_ingest.models.Scope.unit` computes it in Python
UNIT_OF_C = "c.tenant + '#' + CASE WHEN c.visibility = 'channel' THEN coalesce(c.channel, '') ELSE '*' END"

# --- migration of a graph written before parties were per visibility unit ---------------------
# Party nodes were once one per name key for every tenant, so one tenant's aliases and locations
# showed in another's answers. `GraphStore.ensure_schema` runs these once when such nodes exist.

OLD_CONSTRAINTS = (
    "DROP CONSTRAINT party_key IF EXISTS",
    "DROP CONSTRAINT party_name IF EXISTS",
)

LEGACY_PARTIES = "MATCH (p:Party) WHERE p.id IS NULL RETURN count(p) AS n"

MIGRATE_PARTIES = (
    # a person's "these are different" decisions, for every tenant that had the first party
    """
    MATCH (a:Party)-[:DISTINCT_FROM]->(b:Party) WHERE a.id IS NULL
    MATCH (a)-[:PARTY_TO]->(c:Contract)
    WITH DISTINCT a.key AS ak, b.key AS bk, c.tenant AS t
    MERGE (d:PartyDecision {id: t + '|' + ak + '|' + bk})
    SET d.tenant = t, d.a = ak, d.b = bk, d.verdict = 'distinct'
    """,
    # one node per unit; aliases are kept only where the old node served a single tenant
    f"""
    MATCH (p:Party)-[r:PARTY_TO]->(c:Contract) WHERE p.id IS NULL
    WITH p, r, c, {UNIT_OF_C} AS unit,
         COUNT {{ (p)-[:PARTY_TO]->(x:Contract) WHERE x.tenant <> c.tenant }} AS foreign
    MERGE (n:Party {{id: unit + '|' + p.key}})
    ON CREATE SET n.key = p.key, n.name = p.name, n.unit = unit, n.tenant = c.tenant, n.aliases = []
    MERGE (n)-[r2:PARTY_TO]->(c)
    SET r2.role = r.role, r2.aliases = CASE WHEN foreign = 0 THEN coalesce(p.aliases, []) ELSE [] END
    """,
    # locations likewise: only from an old node that served a single tenant
    """
    MATCH (p:Party)-[:HAS_LOCATION]->(l:Location) WHERE p.id IS NULL
      AND NOT EXISTS { MATCH (p)-[:PARTY_TO]->(a:Contract), (p)-[:PARTY_TO]->(b:Contract)
                       WHERE a.tenant <> b.tenant }
    MATCH (p)-[:PARTY_TO]->(:Contract)<-[:PARTY_TO]-(n:Party)
    WHERE n.id IS NOT NULL AND n.key = p.key
    MERGE (n)-[:HAS_LOCATION]->(l)
    """,
    "MATCH (p:Party) WHERE p.id IS NULL DETACH DELETE p",
)

# --- writes (a batch of contracts = one transaction; see GraphStore.write_contracts) ------------
# Each statement takes one row per contract (`$rows`) or per party / clause (with its contract's
# `file_id`), so a batch costs the same number of round trips as one contract.

CONTRACT_OWNER = "MATCH (c:Contract {file_id: $file_id}) RETURN c.tenant AS tenant"
CONTRACT_OWNERS = """
UNWIND $file_ids AS file_id
MATCH (c:Contract {file_id: file_id}) RETURN c.file_id AS file_id, c.tenant AS tenant
"""
# what clause search's upkeep checks before writing a contract's chunks again (`write_chunks`)
CONTRACT_INDEXED = """
MATCH (c:Contract {file_id: $file_id})
RETURN c.indexed_at AS indexed_at, EXISTS { MATCH (c)-[:HAS_CHUNK]->(:Chunk) } AS chunked
"""

# the `ContractRecord` fields written as Contract properties by UPSERT_CONTRACT (with the scope and the
# governing law's codes); `term_evidence` is a JSON string, as neither backend keeps a map as a property
CONTRACT_PROPERTIES = (
    "title",
    "contract_type",
    "summary",
    "contract_scope",
    "effective_date",
    "end_date",
    "duration",
    "duration_days",
    "perpetual",
    "auto_renew",
    "renewal_term",
    "renewal_term_days",
    "renewal_notice_days",
    "termination_for_convenience",
    "convenience_notice_days",
    "term_evidence",
    "total_amount",
    "source",
    "content_hash",
)

UPSERT_CONTRACTS = """
UNWIND $rows AS row
MERGE (c:Contract {file_id: row.file_id})
SET c += row.props
"""

# Contracts not in the graph yet get CREATE where MERGE would look for what cannot be there: MERGE of a
# relationship reads every relationship of a party that has thousands of contracts (3 ms a contract
# at 100k contracts; the write ran at 140 contracts/s)
CREATE_CONTRACTS = """
UNWIND $rows AS row
CREATE (c:Contract {file_id: row.file_id})
SET c += row.props
"""

# `row.law_key`: the governing law's key, '' for none
UNLINK_GOVERNING_LAW = """
UNWIND $rows AS row
MATCH (c:Contract {file_id: row.file_id})-[old:HAS_GOVERNING_LAW]->(prev:Location)
WHERE prev.key <> row.law_key
DELETE old
"""

# one row per contract that has a governing law
LINK_GOVERNING_LAW = """
UNWIND $laws AS row
MATCH (c:Contract {file_id: row.file_id})
MERGE (l:Location {key: row.law.key})
SET l.country = row.law.country, l.subdivision = row.law.subdivision, l.city = row.law.city
MERGE (c)-[:HAS_GOVERNING_LAW]->(l)
"""

# Parties belong to a visibility unit (see `graph_ingest.scope.party_unit`): one node per name key
# per unit, so what one unit's contracts say about a party is seen only where those contracts are.
# The aliases a contract defines live on its PARTY_TO relationship.

UNLINK_STALE_PARTIES = """
UNWIND $rows AS row
MATCH (c:Contract {file_id: row.file_id})<-[r:PARTY_TO]-(p:Party)
WHERE NOT p.id IN row.party_ids
DELETE r
WITH DISTINCT p WHERE NOT EXISTS { MATCH (p)-[:PARTY_TO]->(:Contract) }
DETACH DELETE p
"""

# one row per (contract, party)
MERGE_PARTIES = """
UNWIND $parties AS row
MATCH (c:Contract {file_id: row.file_id})
MERGE (p:Party {id: row.id})
ON CREATE SET p.key = row.key, p.name = row.name, p.unit = row.unit, p.tenant = row.tenant, p.aliases = []
MERGE (p)-[r:PARTY_TO]->(c)
SET r.role = row.role, r.aliases = row.aliases
"""

LINK_NEW_PARTIES = """
UNWIND $parties AS row
MATCH (c:Contract {file_id: row.file_id})
MERGE (p:Party {id: row.id})
ON CREATE SET p.key = row.key, p.name = row.name, p.unit = row.unit, p.tenant = row.tenant, p.aliases = []
CREATE (p)-[r:PARTY_TO]->(c)
SET r.role = row.role, r.aliases = row.aliases
"""

LINK_PARTY_LOCATIONS = """
UNWIND $parties AS row
MATCH (p:Party {id: row.id})
MERGE (l:Location {key: row.loc.key})
SET l.country = row.loc.country, l.subdivision = row.loc.subdivision, l.city = row.loc.city
MERGE (p)-[:HAS_LOCATION]->(l)
"""

DELETE_STALE_CLAUSES = """
UNWIND $rows AS row
MATCH (c:Contract {file_id: row.file_id})-[:HAS_CLAUSE]->(k:Clause)
WHERE NOT k.id IN row.clause_ids
DETACH DELETE k
"""

# one row per (contract, clause)
MERGE_CLAUSES = """
UNWIND $clauses AS row
MATCH (c:Contract {file_id: row.file_id})
MERGE (k:Clause {id: row.clause.id})
SET k += row.clause
MERGE (c)-[:HAS_CLAUSE]->(k)
"""

CREATE_CLAUSES = """
UNWIND $clauses AS row
MATCH (c:Contract {file_id: row.file_id})
CREATE (c)-[:HAS_CLAUSE]->(k:Clause)
SET k += row.clause
"""

DELETE_STALE_CHUNKS = """
MATCH (c:Contract {file_id: $file_id})-[:HAS_CHUNK]->(k:Chunk)
WHERE NOT k.id IN $ids
DETACH DELETE k
"""

# FOREACH, not UNWIND: a contract without chunks is stamped as indexed too
MERGE_CHUNKS = """
MATCH (c:Contract {file_id: $file_id})
FOREACH (row IN $chunks |
  MERGE (k:Chunk {id: row.id})
  SET k += row, k.file_id = $file_id
  MERGE (c)-[:HAS_CHUNK]->(k))
SET c.indexed_at = $indexed_at, c.chunk_model = $model, c.chunk_count = size($chunks),
    c.clause_best = $clause_best, c.clause_chunks = $clause_chunks, c.clause_version = $clause_version
"""

# the same bytes already imported where this writer sees them: shared with the whole workspace
# (when the writer sees that), or kept in this channel
CONTRACT_BY_HASH = """
MATCH (c:Contract {content_hash: $hash})
WHERE c.tenant = $tenant AND ((c.visibility = 'workspace' AND $wide)
      OR (c.visibility = 'channel' AND c.channel = $channel))
RETURN c.file_id AS file_id LIMIT 1
"""

# the parties only this contract named go with it (a party node belongs to its contracts' unit)
DELETE_CONTRACT_PARTIES = """
MATCH (c:Contract {file_id: $file_id})<-[:PARTY_TO]-(p:Party)
WHERE COUNT { (p)-[:PARTY_TO]->() } = 1
DETACH DELETE p
"""

# two statements: ArcadeDB fails a row-wise `DETACH DELETE k, c` ("EntityNotFound") once c,
# deleted with the first row, comes again with the next one (a contract with many clauses)
DELETE_CONTRACT_PARTS = """
MATCH (c:Contract {file_id: $file_id})-[:HAS_CLAUSE|HAS_CHUNK]->(k)
DETACH DELETE k
"""
DELETE_CONTRACT = """
MATCH (c:Contract {file_id: $file_id})
DETACH DELETE c
"""

# --- clause search's upkeep (admin): contracts whose chunks were written in an older format ---

STALE_INDEXED = """
MATCH (c:Contract) WHERE c.file_id > $after AND c.indexed_at IS NOT NULL
  AND coalesce(c.clause_version, '') <> $version
RETURN c.file_id AS file_id, c.tenant AS tenant, c.chunk_model AS model, c.indexed_at AS indexed_at
ORDER BY file_id LIMIT $limit
"""

CHUNKS_OF = """
MATCH (c:Contract)-[:HAS_CHUNK]->(k:Chunk) WHERE c.file_id IN $file_ids
RETURN c.file_id AS file_id, k.id AS id, k.start AS start, k.end AS end, k.text AS text,
       k.heading AS heading, k.categories AS categories, k.embedding AS embedding
ORDER BY file_id, start
"""


# --- admin (unscoped, for `clausebot db status` and tests) ------------------------------------

NODE_COUNTS = "MATCH (n) RETURN labels(n)[0] AS label, count(*) AS n"

RELATIONSHIP_COUNTS = "MATCH ()-[r]->() RETURN type(r) AS type, count(*) AS n"

# --- scoped reads ----------------------------------------------------------------------------

VISIBLE_CONTRACTS = f"MATCH (c:Contract) WHERE {SCOPE_PREDICATE}"
# the visible ones of `$file_ids`, each looked up by the id index: with `c.file_id IN $file_ids` in the
# WHERE (or `$file_ids IS NULL OR ...`), ArcadeDB reads every contract, or plans the traversals that
# follow as joins over every edge of their type (0.4 s a card at 100k contracts, 25 ms this way)
VISIBLE_BY_ID = f"""UNWIND $file_ids AS file_id WITH DISTINCT file_id
MATCH (c:Contract {{file_id: file_id}}) WHERE {SCOPE_PREDICATE}"""

COUNT_VISIBLE = f"{VISIBLE_CONTRACTS} RETURN count(c) AS n"

# the contract properties deadlines are computed from (graph_ingest/deadlines.py `Terms`): every
# query whose rows compute deadlines returns them
TERM_COLUMNS = (
    "effective_date",
    "end_date",
    "duration",
    "perpetual",
    "auto_renew",
    "renewal_term",
    "renewal_notice_days",
)
_RENEWAL_COLUMNS = ", ".join(f"c.{p} AS {p}" for p in TERM_COLUMNS[2:])  # the dates are returned apart

CONTRACT_CARD = f"""
{VISIBLE_BY_ID}
OPTIONAL MATCH (c)-[:HAS_GOVERNING_LAW]->(law:Location)
CALL (c) {{
  OPTIONAL MATCH (c)<-[r:PARTY_TO]-(p:Party)
  RETURN collect(CASE WHEN p IS NULL THEN NULL ELSE {{name: p.name, role: r.role}} END) AS parties
}}
CALL (c) {{
  OPTIONAL MATCH (c)-[:HAS_CLAUSE]->(k:Clause)
  RETURN collect(CASE WHEN k IS NULL THEN NULL ELSE k.clause_type END) AS clause_types
}}
RETURN c.file_id AS file_id, c.title AS title, c.contract_type AS contract_type,
       c.effective_date AS effective_date, c.end_date AS end_date, c.total_amount AS total_amount,
       c.summary AS summary, law.country AS law_country, law.subdivision AS law_subdivision,
       {_RENEWAL_COLUMNS}, parties, clause_types
"""

# --- deadlines (graph_ingest/alerts.py) --------------------------------------------------------

# renewal terms read from a contract's text after it was imported without them (the demo corpus's
# structured records): set only where no extractor said anything of renewal
FILL_RENEWAL_TERMS = """
MATCH (c:Contract {file_id: $file_id}) WHERE c.tenant = $tenant AND c.auto_renew IS NULL AND c.perpetual IS NULL
SET c.perpetual = coalesce(c.perpetual, $perpetual), c.auto_renew = coalesce(c.auto_renew, $auto_renew),
    c.renewal_term = coalesce(c.renewal_term, $renewal_term),
    c.renewal_term_days = coalesce(c.renewal_term_days, $renewal_term_days),
    c.renewal_notice_days = coalesce(c.renewal_notice_days, $renewal_notice_days),
    c.termination_for_convenience = coalesce(c.termination_for_convenience, $termination_for_convenience),
    c.convenience_notice_days = coalesce(c.convenience_notice_days, $convenience_notice_days),
    c.term_evidence = coalesce(c.term_evidence, $term_evidence)
RETURN count(c) AS n
"""

# the contracts whose deadlines can be computed: an end date, or a start and a term
DATED_TERMS = "(c.end_date IS NOT NULL OR (c.effective_date IS NOT NULL AND c.duration IS NOT NULL))"


def deadline_candidates(by_id: bool) -> str:
    """The visible contracts with dated terms (`by_id`: of `$file_ids` only)."""
    return f"""
{VISIBLE_BY_ID if by_id else VISIBLE_CONTRACTS} AND {DATED_TERMS}
RETURN c.file_id AS file_id, c.title AS title, c.effective_date AS effective_date, c.end_date AS end_date,
       {_RENEWAL_COLUMNS}, c.term_evidence AS term_evidence
"""


# the stored passage a term's evidence offsets fall in (its chunk)
EVIDENCE_PASSAGE = f"""
{VISIBLE_CONTRACTS} AND c.file_id = $file_id
MATCH (c)-[:HAS_CHUNK]->(k:Chunk) WHERE k.start <= $start AND k.end > $start
RETURN k.start AS start, k.text AS text ORDER BY k.start LIMIT 1
"""

# a contract's text for the document view: its stored passages in order (gaps are only whitespace)
DOCUMENT_PASSAGES = f"""
{VISIBLE_CONTRACTS} AND c.file_id = $file_id
MATCH (c)-[:HAS_CHUNK]->(k:Chunk)
RETURN k.start AS start, k.end AS end, k.text AS text, k.heading AS heading ORDER BY k.start
"""

# in slices: one statement over a whole corpus (chunks in a full-text index) fails on ArcadeDB
WIPE_SLICE = "MATCH (n) WITH n LIMIT 2000 DETACH DELETE n RETURN count(*) AS deleted"

# full-text search over summaries; $index comes from graph_ingest.indexes.summary_index_name
SUMMARY_SEARCH = f"""
CALL db.index.fulltext.queryNodes($index, $q) YIELD node AS c, score
WITH c, score WHERE {SCOPE_PREDICATE}
RETURN c.file_id AS file_id, score ORDER BY score DESC LIMIT $limit
"""

# --- entity resolution (admin) ----------------------------------------------------------------

# every query here names one tenant: a tenant's decisions are made over its own parties only

PARTY_KEY_LIST = "MATCH (p:Party) WHERE p.tenant = $tenant RETURN DISTINCT p.key AS key"

PARTY_KEYS = """
MATCH (p:Party) WHERE $tenant IS NULL OR p.tenant = $tenant
WITH p, COUNT { (p)-[:PARTY_TO]->() } AS n
RETURN p.tenant AS tenant, p.key AS key, min(p.name) AS name, sum(n) AS contracts
ORDER BY tenant, key
"""

DISTINCT_PAIRS = "MATCH (d:PartyDecision) WHERE d.tenant = $tenant RETURN d.a AS a, d.b AS b"

MARK_DISTINCT = """
MERGE (d:PartyDecision {id: $id})
SET d.tenant = $tenant, d.a = $a, d.b = $b, d.verdict = 'distinct'
"""

# merging DROP into KEEP, unit by unit: where the unit has both, DROP's links move to KEEP ...
MOVE_PARTY_TO = """
MATCH (d:Party {tenant: $tenant, key: $drop})-[r:PARTY_TO]->(c:Contract)
MATCH (k:Party) WHERE k.id = d.unit + '|' + $keep
MERGE (k)-[r2:PARTY_TO]->(c)
SET r2.role = coalesce(r2.role, r.role),
    r2.aliases = [a IN coalesce(r2.aliases, []) WHERE a <> d.name] + [d.name] + coalesce(r.aliases, [])
DELETE r
"""

MOVE_PARTY_LOCATIONS = """
MATCH (d:Party {tenant: $tenant, key: $drop})-[r:HAS_LOCATION]->(l:Location)
MATCH (k:Party) WHERE k.id = d.unit + '|' + $keep
MERGE (k)-[:HAS_LOCATION]->(l)
DELETE r
"""

ABSORB_PARTY = """
MATCH (d:Party {tenant: $tenant, key: $drop})
MATCH (k:Party) WHERE k.id = d.unit + '|' + $keep
SET k.aliases = [a IN coalesce(k.aliases, []) WHERE NOT a IN coalesce(d.aliases, [])] + coalesce(d.aliases, [])
DETACH DELETE d
"""

# ... and where the unit has only DROP, the node takes KEEP's key and its old name becomes an alias
RENAME_PARTY = """
MATCH (d:Party {tenant: $tenant, key: $drop})
SET d.aliases = [a IN coalesce(d.aliases, []) WHERE a <> d.name] + [d.name],
    d.key = $keep, d.id = d.unit + '|' + $keep, d.name = $keep_name
"""

# --- clause search (graph_ingest/clause_search.py): chunks read and ranked where they are stored ---


def searchable(by_id: bool) -> str:
    """The visible contracts whose text is indexed; `by_id`: only those of `$file_ids`."""
    return f"{VISIBLE_BY_ID if by_id else VISIBLE_CONTRACTS} AND c.indexed_at IS NOT NULL"


def searchable_contracts(by_id: bool) -> str:
    return f"{searchable(by_id)} RETURN c.file_id AS file_id LIMIT $limit"


def searchable_counts(by_id: bool) -> str:
    return f"{searchable(by_id)} RETURN count(c) AS contracts, sum(coalesce(c.chunk_count, 0)) AS chunks"


CHUNK_COLUMNS = """c.file_id AS file_id, c.title AS title, k.id AS id, k.start AS start, k.end AS end,
       k.text AS text, k.heading AS heading, k.categories AS categories, k.embedding AS embedding"""

CONTRACT_CHUNKS = f"""
{searchable(True)}
MATCH (c)-[:HAS_CHUNK]->(k:Chunk)
RETURN {CHUNK_COLUMNS} ORDER BY file_id, start
"""

CHUNKS_BY_ID = f"""
MATCH (k:Chunk) WHERE k.id IN $ids
MATCH (c:Contract)-[:HAS_CHUNK]->(k) WHERE {SCOPE_PREDICATE}
RETURN {CHUNK_COLUMNS}
"""


def classified_contracts(by_id: bool) -> str:
    """ "Which contracts have X?": each contract's verdict for the category, written with its chunks."""
    return f"""
{searchable(by_id)} AND c.clause_version = $version
WITH c, c.clause_best[$column] AS logit WHERE logit >= $floor
RETURN c.file_id AS file_id, logit, c.clause_chunks[$column] AS chunk_id
ORDER BY logit DESC, file_id LIMIT $limit
"""


def term_holders(by_id: bool, fields: tuple[str, ...]) -> str:
    """ "Which contracts have X?" for a category their extracted terms decide: those whose terms say so."""
    holds = " OR ".join(f"c.{f} = true" if TERM_HOLDS[f] == "true" else f"c.{f} IS NOT NULL" for f in fields)
    return f"""
{searchable(by_id)} AND ({holds})
RETURN c.file_id AS file_id, c.term_evidence AS term_evidence ORDER BY file_id LIMIT $limit
"""


# the chunks that hold given passages ($spans: [{file_id, start, end}])
CHUNKS_AT = f"""
UNWIND $spans AS s
MATCH (c:Contract {{file_id: s.file_id}})-[:HAS_CHUNK]->(k:Chunk)
WHERE {SCOPE_PREDICATE} AND k.start < s.end AND k.end > s.start
RETURN {CHUNK_COLUMNS}
"""


# the candidates of a corpus-wide search: the indexes' best chunks overall, of which the visible
# ones are kept (and ranked again by `ClauseSearch` with the statistics of the visible ones only);
# $index comes from graph_ingest.indexes.chunk_index_names
VECTOR_CHUNKS = f"""
CALL db.index.vector.queryNodes($index, $n, $vector) YIELD node AS k, score
MATCH (c:Contract)-[:HAS_CHUNK]->(k) WHERE {SCOPE_PREDICATE} AND ($file_ids IS NULL OR c.file_id IN $file_ids)
RETURN {CHUNK_COLUMNS}
"""

TEXT_CHUNKS = f"""
CALL db.index.fulltext.queryNodes($index, $q, {{limit: $n}}) YIELD node AS k, score
MATCH (c:Contract)-[:HAS_CHUNK]->(k) WHERE {SCOPE_PREDICATE} AND ($file_ids IS NULL OR c.file_id IN $file_ids)
RETURN {CHUNK_COLUMNS}
"""

TAGGED_CONTRACTS = f"""
{searchable(True)}
MATCH (c)-[:HAS_CHUNK]->(k:Chunk) WHERE any(x IN coalesce(k.categories, []) WHERE toLower(x) = $category)
RETURN DISTINCT c.file_id AS file_id
"""

# contracts of a tenant whose text is not chunked yet (the demo corpus after a structured import)
UNINDEXED_CONTRACTS = f"""
{VISIBLE_CONTRACTS} AND c.indexed_at IS NULL
RETURN c.file_id AS file_id
"""


# === one tenant's part of the graph, across the tenant boundary on purpose (graph_ingest/tenant_graph.py) ===

# --- counts -----------------------------------------------------------------------------------

TENANT_COUNT_CONTRACTS = "MATCH (c:Contract) WHERE c.tenant = $tenant RETURN count(c) AS n"
TENANT_COUNT_CLAUSES = (
    "MATCH (c:Contract)-[:HAS_CLAUSE]->(k:Clause) WHERE c.tenant = $tenant RETURN count(DISTINCT k) AS n"
)
TENANT_COUNT_CHUNKS = (
    "MATCH (c:Contract)-[:HAS_CHUNK]->(k:Chunk) WHERE c.tenant = $tenant RETURN count(DISTINCT k) AS n"
)
TENANT_COUNT_PARTIES = "MATCH (p:Party) WHERE p.tenant = $tenant RETURN count(p) AS n"
TENANT_COUNT_DECISIONS = "MATCH (d:PartyDecision) WHERE d.tenant = $tenant RETURN count(d) AS n"

# the places the tenant's contracts (governing law) and parties (addresses) link to
TENANT_LAW_KEYS = """
MATCH (c:Contract)-[:HAS_GOVERNING_LAW]->(l:Location) WHERE c.tenant = $tenant
RETURN DISTINCT l.key AS key
"""
TENANT_ADDRESS_KEYS = """
MATCH (p:Party)-[:HAS_LOCATION]->(l:Location) WHERE p.tenant = $tenant
RETURN DISTINCT l.key AS key
"""
# ... of those, the ones no other tenant's contract or party links to (what the deletion removes)
TENANT_COUNT_OWN_LOCATIONS = """
MATCH (l:Location) WHERE l.key IN $keys
  AND NOT EXISTS { MATCH (l)<-[:HAS_GOVERNING_LAW]-(o:Contract) WHERE coalesce(o.tenant, '') <> $tenant }
  AND NOT EXISTS { MATCH (l)<-[:HAS_LOCATION]-(q:Party) WHERE coalesce(q.tenant, '') <> $tenant }
RETURN count(l) AS n
"""

# --- deletion, one batch of ids at a time -------------------------------------------------------

TENANT_CHUNK_BATCH = """
MATCH (c:Contract)-[:HAS_CHUNK]->(k:Chunk) WHERE c.tenant = $tenant
  AND NOT EXISTS { MATCH (k)<-[:HAS_CHUNK]-(o:Contract) WHERE coalesce(o.tenant, '') <> $tenant }
RETURN DISTINCT k.id AS id, k.text AS text, k.heading AS heading LIMIT $limit
"""
TENANT_DELETE_CHUNKS = "MATCH (k:Chunk) WHERE k.id IN $ids DETACH DELETE k"

TENANT_CLAUSE_BATCH = """
MATCH (c:Contract)-[:HAS_CLAUSE]->(k:Clause) WHERE c.tenant = $tenant
  AND NOT EXISTS { MATCH (k)<-[:HAS_CLAUSE]-(o:Contract) WHERE coalesce(o.tenant, '') <> $tenant }
RETURN DISTINCT k.id AS id LIMIT $limit
"""
TENANT_DELETE_CLAUSES = "MATCH (k:Clause) WHERE k.id IN $ids DETACH DELETE k"

# the tenant's parties; one that (against the writer's rules) also names another tenant's contract
# is left to that contract, only detached from this tenant's when those go
TENANT_PARTY_BATCH = """
MATCH (p:Party) WHERE p.tenant = $tenant
  AND NOT EXISTS { MATCH (p)-[:PARTY_TO]->(o:Contract) WHERE coalesce(o.tenant, '') <> $tenant }
RETURN p.id AS id LIMIT $limit
"""
TENANT_DELETE_PARTIES = "MATCH (p:Party) WHERE p.id IN $ids DETACH DELETE p"

# another tenant's party records on this tenant's contracts (none, by the writer's rules): deleted
# when these contracts were all they named, as `GraphStore.delete_contract` does
TENANT_FOREIGN_PARTIES = """
MATCH (p:Party)-[:PARTY_TO]->(c:Contract) WHERE c.tenant = $tenant AND coalesce(p.tenant, '') <> $tenant
RETURN DISTINCT p.id AS id
"""
TENANT_UNLINKED_PARTIES = """
MATCH (p:Party) WHERE p.id IN $ids AND NOT EXISTS { MATCH (p)-[:PARTY_TO]->(:Contract) }
RETURN p.id AS id
"""

TENANT_CONTRACT_BATCH = "MATCH (c:Contract) WHERE c.tenant = $tenant RETURN c.file_id AS id LIMIT $limit"
TENANT_DELETE_CONTRACTS = "MATCH (c:Contract) WHERE c.file_id IN $ids DETACH DELETE c"

TENANT_DECISION_BATCH = "MATCH (d:PartyDecision) WHERE d.tenant = $tenant RETURN d.id AS id LIMIT $limit"
TENANT_DELETE_DECISIONS = "MATCH (d:PartyDecision) WHERE d.id IN $ids DETACH DELETE d"

TENANT_UNLINKED_LOCATIONS = """
MATCH (l:Location) WHERE l.key IN $keys AND NOT EXISTS { MATCH (l)--() }
RETURN l.key AS id
"""
TENANT_DELETE_LOCATIONS = "MATCH (l:Location) WHERE l.key IN $ids DETACH DELETE l"


# --- export ---------------------------------------------------------------------------------------

TENANT_EXPORT_CONTRACTS = """
MATCH (c:Contract) WHERE c.tenant = $tenant AND c.file_id > $after
RETURN c.file_id AS file_id, properties(c) AS props ORDER BY file_id LIMIT $limit
"""
TENANT_EXPORT_CONTRACT_PARTIES = """
MATCH (c:Contract)<-[r:PARTY_TO]-(p:Party) WHERE c.file_id IN $ids
RETURN c.file_id AS file_id, p.id AS party_id, p.name AS name, p.key AS key, r.role AS role,
       r.aliases AS aliases
ORDER BY file_id, name
"""
TENANT_EXPORT_LAWS = """
MATCH (c:Contract)-[:HAS_GOVERNING_LAW]->(l:Location) WHERE c.file_id IN $ids
RETURN c.file_id AS file_id, properties(l) AS law
"""
TENANT_EXPORT_CLAUSES = """
MATCH (c:Contract)-[:HAS_CLAUSE]->(k:Clause) WHERE c.file_id IN $ids
RETURN c.file_id AS file_id, properties(k) AS clause ORDER BY file_id, clause.id
"""
TENANT_EXPORT_CHUNKS = """
MATCH (c:Contract)-[:HAS_CHUNK]->(k:Chunk) WHERE c.file_id IN $ids
RETURN c.file_id AS file_id, k.id AS id, k.start AS start, k.end AS end, k.heading AS heading,
       k.text AS text, k.categories AS categories,
       CASE WHEN $embeddings THEN k.embedding ELSE null END AS embedding
ORDER BY file_id, start
"""
TENANT_EXPORT_PARTIES = (
    "MATCH (p:Party) WHERE p.tenant = $tenant RETURN properties(p) AS party ORDER BY party.id"
)
TENANT_EXPORT_PARTY_LOCATIONS = """
MATCH (p:Party)-[:HAS_LOCATION]->(l:Location) WHERE p.tenant = $tenant
RETURN p.id AS party_id, properties(l) AS location
"""
TENANT_EXPORT_PARTY_CONTRACTS = """
MATCH (p:Party)-[:PARTY_TO]->(c:Contract) WHERE p.tenant = $tenant
RETURN p.id AS party_id, c.file_id AS file_id
"""
TENANT_EXPORT_DECISIONS = (
    "MATCH (d:PartyDecision) WHERE d.tenant = $tenant RETURN properties(d) AS decision ORDER BY decision.id"
)
