"""All Cypher of the project, as constants and small builders.

One dialect for Neo4j 5 and ArcadeDB; the only backend-specific statements (vector and
full-text index DDL) live in `graph_ingest.indexes`. Values are always parameters.
Read queries bind the contract as ``c`` and include `SCOPE_PREDICATE` (see `graph_ingest.scope`).
"""

from __future__ import annotations

from graph_ingest.scope import SCOPE_PREDICATE

# --- schema -----------------------------------------------------------------------------------

CONSTRAINTS = (
    "CREATE CONSTRAINT contract_file_id IF NOT EXISTS FOR (c:Contract) REQUIRE c.file_id IS UNIQUE",
    "CREATE CONSTRAINT party_key IF NOT EXISTS FOR (p:Party) REQUIRE p.key IS UNIQUE",
    "CREATE CONSTRAINT party_name IF NOT EXISTS FOR (p:Party) REQUIRE p.name IS UNIQUE",
    "CREATE CONSTRAINT location_key IF NOT EXISTS FOR (l:Location) REQUIRE l.key IS UNIQUE",
    "CREATE CONSTRAINT clause_id IF NOT EXISTS FOR (k:Clause) REQUIRE k.id IS UNIQUE",
    "CREATE CONSTRAINT chunk_id IF NOT EXISTS FOR (k:Chunk) REQUIRE k.id IS UNIQUE",
)

SHOW_CONSTRAINTS = "SHOW CONSTRAINTS"

# --- writes (one contract = one transaction; see GraphStore.write_contract) --------------------

CONTRACT_OWNER = "MATCH (c:Contract {file_id: $file_id}) RETURN c.tenant AS tenant"

UPSERT_CONTRACT = """
MERGE (c:Contract {file_id: $file_id})
SET c += $props
"""

SET_GOVERNING_LAW = """
MATCH (c:Contract {file_id: $file_id})
OPTIONAL MATCH (c)-[old:HAS_GOVERNING_LAW]->(prev:Location)
WHERE $law IS NULL OR prev.key <> $law.key
DELETE old
"""

LINK_GOVERNING_LAW = """
MATCH (c:Contract {file_id: $file_id})
MERGE (l:Location {key: $law.key})
SET l.country = $law.country, l.subdivision = $law.subdivision, l.city = $law.city
MERGE (c)-[:HAS_GOVERNING_LAW]->(l)
"""

UNLINK_STALE_PARTIES = """
MATCH (c:Contract {file_id: $file_id})<-[r:PARTY_TO]-(p:Party)
WHERE NOT p.key IN $keys
DELETE r
"""

MERGE_PARTIES = """
MATCH (c:Contract {file_id: $file_id})
UNWIND $parties AS row
MERGE (p:Party {key: row.key})
ON CREATE SET p.name = row.name, p.aliases = []
SET p.aliases = [a IN coalesce(p.aliases, []) WHERE NOT a IN row.aliases] + row.aliases
MERGE (p)-[r:PARTY_TO]->(c)
SET r.role = row.role
"""

LINK_PARTY_LOCATIONS = """
UNWIND $parties AS row
MATCH (p:Party {key: row.key})
MERGE (l:Location {key: row.loc.key})
SET l.country = row.loc.country, l.subdivision = row.loc.subdivision, l.city = row.loc.city
MERGE (p)-[:HAS_LOCATION]->(l)
"""

DELETE_STALE_CLAUSES = """
MATCH (c:Contract {file_id: $file_id})-[:HAS_CLAUSE]->(k:Clause)
WHERE NOT k.id IN $ids
DETACH DELETE k
"""

MERGE_CLAUSES = """
MATCH (c:Contract {file_id: $file_id})
UNWIND $clauses AS row
MERGE (k:Clause {id: row.id})
SET k += row
MERGE (c)-[:HAS_CLAUSE]->(k)
"""

DELETE_STALE_CHUNKS = """
MATCH (c:Contract {file_id: $file_id})-[:HAS_CHUNK]->(k:Chunk)
WHERE NOT k.id IN $ids
DETACH DELETE k
"""

MERGE_CHUNKS = """
MATCH (c:Contract {file_id: $file_id})
UNWIND $chunks AS row
MERGE (k:Chunk {id: row.id})
SET k += row, k.file_id = $file_id
MERGE (c)-[:HAS_CHUNK]->(k)
WITH DISTINCT c
SET c.indexed_at = $indexed_at, c.chunk_model = $model
"""

CONTRACT_BY_HASH = (
    "MATCH (c:Contract {content_hash: $hash}) WHERE c.tenant = $tenant RETURN c.file_id AS file_id LIMIT 1"
)

DELETE_CONTRACT = """
MATCH (c:Contract {file_id: $file_id})
OPTIONAL MATCH (c)-[:HAS_CLAUSE|HAS_CHUNK]->(k)
DETACH DELETE k, c
"""

# --- the clause index (admin: every process keeps all chunks; searches filter by scope) ---------

CHUNKED_SINCE = """
MATCH (c:Contract) WHERE c.indexed_at > $since
RETURN c.file_id AS file_id, c.indexed_at AS indexed_at ORDER BY c.indexed_at LIMIT $limit
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

COUNT_VISIBLE = f"{VISIBLE_CONTRACTS} RETURN count(c) AS n"

CONTRACT_CARD = f"""
{VISIBLE_CONTRACTS} AND c.file_id IN $file_ids
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
       parties, clause_types
"""

WIPE_ALL = "MATCH (n) DETACH DELETE n"

# full-text search over summaries; $index comes from graph_ingest.indexes.summary_index_name
SUMMARY_SEARCH = f"""
CALL db.index.fulltext.queryNodes($index, $q) YIELD node AS c, score
WITH c, score WHERE {SCOPE_PREDICATE}
RETURN c.file_id AS file_id, score ORDER BY score DESC LIMIT $limit
"""

# --- entity resolution (admin) ----------------------------------------------------------------

PARTY_KEY_LIST = "MATCH (p:Party) RETURN p.key AS key"

PARTY_KEYS = "MATCH (p:Party) RETURN p.key AS key, p.name AS name, COUNT { (p)-[:PARTY_TO]->() } AS contracts"

DISTINCT_PAIRS = "MATCH (a:Party)-[:DISTINCT_FROM]->(b:Party) RETURN a.key AS a, b.key AS b"

MARK_DISTINCT = """
MATCH (a:Party {key: $a}), (b:Party {key: $b})
MERGE (a)-[:DISTINCT_FROM]->(b)
"""

MOVE_PARTY_TO = """
MATCH (d:Party {key: $drop})-[r:PARTY_TO]->(c:Contract)
MATCH (k:Party {key: $keep})
MERGE (k)-[r2:PARTY_TO]->(c)
SET r2.role = coalesce(r2.role, r.role)
DELETE r
"""

MOVE_PARTY_LOCATIONS = """
MATCH (d:Party {key: $drop})-[r:HAS_LOCATION]->(l:Location)
MATCH (k:Party {key: $keep})
MERGE (k)-[:HAS_LOCATION]->(l)
DELETE r
"""

ABSORB_PARTY = """
MATCH (k:Party {key: $keep}), (d:Party {key: $drop})
SET k.aliases = [a IN coalesce(k.aliases, []) WHERE a <> d.name AND NOT a IN coalesce(d.aliases, [])]
                + [d.name] + coalesce(d.aliases, [])
DETACH DELETE d
"""

# the contracts a caller may search clauses in (optionally narrowed to given ids)
SEARCHABLE_CONTRACTS = f"""
{VISIBLE_CONTRACTS} AND c.indexed_at IS NOT NULL AND ($file_ids IS NULL OR c.file_id IN $file_ids)
RETURN c.file_id AS file_id, c.title AS title
"""

# contracts of a tenant whose text is not chunked yet (the demo corpus after a structured import)
UNINDEXED_CONTRACTS = f"""
{VISIBLE_CONTRACTS} AND c.indexed_at IS NULL
RETURN c.file_id AS file_id
"""
