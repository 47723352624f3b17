import pytest

from agent.cypher_guard import check_tail, mask
from agent.errors import UnsafeCypherError
from tests.integration.test_agent_injection import HOSTILE, HOSTILE_CYPHER

SAFE = [
    "RETURN count(c) AS n",
    "RETURN c.contract_type AS t, count(*) AS n ORDER BY n DESC LIMIT 5",
    "WHERE c.total_amount > 1000 RETURN avg(c.total_amount) AS avg",
    "OPTIONAL MATCH (c)<-[:PARTY_TO]-(p:Party) RETURN p.name AS party, count(c) AS n",
    "MATCH (c)-[:HAS_CLAUSE]->(k:Clause) RETURN k.clause_type AS t, count(DISTINCT c) AS n",
    "RETURN c.effective_date.year AS y, count(*) AS n",
    "RETURN date.truncate('month', c.effective_date) AS m, count(*) AS n",
    "WHERE c.summary CONTAINS 'DELETE; MATCH (n)' RETURN count(c) AS n",  # keywords inside strings are data
    "RETURN COUNT { (c)<-[:PARTY_TO]-(:Party) } AS parties ORDER BY parties DESC LIMIT 3",
    "WHERE EXISTS { MATCH (c)<-[:PARTY_TO]-(p:Party) WHERE p.name = 'X' } RETURN count(c) AS n",
    "RETURN [(c)<-[:PARTY_TO]-(p) | p.name] AS names LIMIT 3",
    "// a comment\nRETURN count(c) AS n",
]


@pytest.mark.parametrize("tail", SAFE)
def test_safe_tails_pass(tail) -> None:
    check_tail(tail)


@pytest.mark.parametrize("tail", HOSTILE_CYPHER + HOSTILE)
def test_hostile_tails_refused(tail) -> None:
    with pytest.raises(UnsafeCypherError):
        check_tail(tail)


def test_mask_blanks_strings_and_comments() -> None:
    assert mask("RETURN 'a;b' /* x */ // y\n") == "RETURN ''   \n"
    assert mask(r"RETURN 'it\'s' AS x") == "RETURN '' AS x"
