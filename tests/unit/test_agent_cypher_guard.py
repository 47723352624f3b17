import pytest

from agent.cypher_guard import (
    _check_calls,
    _check_functions,
    _check_generators,
    _check_keywords,
    _check_matches,
    _check_no_rebinding,
    _check_raw_text,
    _check_relationship_syntax,
    _check_relationships,
    _check_single_statement,
    _check_subqueries,
    _scope_end,
    check_tail,
    mask,
)
from agent.errors import UnsafeCypherError
from tests.fixtures import HOSTILE, HOSTILE_CYPHER

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


# --- check_tail's steps, each on its own: None when the text passes, else the exact refusal ---


def _refusal(check, *args) -> str | None:
    try:
        check(*args)
    except UnsafeCypherError as e:
        return str(e)
    return None


def test_check_raw_text() -> None:
    assert _refusal(_check_raw_text, "RETURN 1\n\t\r") is None
    assert _refusal(_check_raw_text, "x" * 2001) == "refused raw Cypher: longer than 2000 characters"
    assert _refusal(_check_raw_text, "RETURN \x00 1") == "refused raw Cypher: control characters"


def test_check_single_statement() -> None:
    assert _refusal(_check_single_statement, "RETURN ''") is None
    assert (
        _refusal(_check_single_statement, "RETURN 1; RETURN 2")
        == "refused raw Cypher: more than one statement"
    )
    assert (
        _refusal(_check_single_statement, "MATCH (`c`) RETURN 1")
        == "refused raw Cypher: backtick-quoted names"
    )


def test_check_keywords() -> None:
    assert _refusal(_check_keywords, "RETURN count(c) AS n") is None
    assert _refusal(_check_keywords, "set c.x = 1 DETACH delete c RETURN 1") == (
        "refused raw Cypher: DELETE, DETACH, SET is not allowed (read-only aggregations only)"
    )
    assert _refusal(_check_keywords, "WHERE c.x > 1") == "refused raw Cypher: the query must end with RETURN"


def test_check_calls() -> None:
    assert _refusal(_check_calls, "CALL db.labels() YIELD label RETURN label") is None
    assert (
        _refusal(_check_calls, "CALL apoc.help('x') RETURN 1")
        == "refused raw Cypher: CALL apoc.help is not allowed"
    )
    assert (
        _refusal(_check_calls, "CALL { RETURN 1 } RETURN 1")
        == "refused raw Cypher: CALL subquery is not allowed"
    )


def test_check_functions() -> None:
    assert _refusal(_check_functions, "RETURN date . truncate('month', c.d), count(c)") is None
    assert _refusal(_check_functions, "RETURN apoc.Text.join([], '')") == (
        "refused raw Cypher: function apoc.text.join is not allowed"
    )


def test_check_generators() -> None:
    assert _refusal(_check_generators, "RETURN size(c.title) AS n, c.range_note AS r") is None
    assert _refusal(_check_generators, "WITH c, range (1, 9) AS xs RETURN xs") == (
        "refused raw Cypher: range() is not allowed (it can run without bound)"
    )


def test_check_relationship_syntax() -> None:
    assert _refusal(_check_relationship_syntax, "MATCH (c)<-[:PARTY_TO]-(p) RETURN p") is None
    why = "refused raw Cypher: relationships must be written -[:TYPE]- and touch c"
    assert _refusal(_check_relationship_syntax, "MATCH (c)--(d) RETURN d") == why
    assert _refusal(_check_relationship_syntax, "MATCH (c)<-(d) RETURN d") == why
    assert _refusal(_check_relationship_syntax, "MATCH (c) -> (d) RETURN d") == why


def test_check_no_rebinding() -> None:
    assert _refusal(_check_no_rebinding, "RETURN c.file_id AS cid") is None
    why = "refused raw Cypher: c may not be re-bound or re-labelled"
    assert _refusal(_check_no_rebinding, "WHERE ( c :Contract) RETURN 1") == why
    assert _refusal(_check_no_rebinding, "RETURN 1 as c") == why


def test_scope_end() -> None:
    assert _scope_end("MATCH (c) RETURN c") == 18
    assert _scope_end("MATCH (c) WITH c RETURN c") == 10
    assert _scope_end("MATCH (c) unwind [1] AS x RETURN x") == 10


def test_check_relationships() -> None:
    s = "MATCH (c)<-[:PARTY_TO]-(p) WITH p RETURN p"
    assert _refusal(_check_relationships, s, 27) is None
    assert (
        _refusal(_check_relationships, s, 5)
        == "refused raw Cypher: patterns after WITH/UNWIND are not allowed"
    )
    assert _refusal(_check_relationships, "MATCH (c)-[*1..2]-(d) RETURN d", 30) == (
        "refused raw Cypher: variable-length relationships are not allowed"
    )
    assert _refusal(_check_relationships, "MATCH (c)<-[:A]-(p)-[:A]->(d) RETURN d", 38) == (
        "refused raw Cypher: every relationship must start or end at c"
    )


def test_check_matches() -> None:
    assert _refusal(_check_matches, "MATCH (c)-[:A]->(k) WHERE k.x = 1 RETURN k", 42) is None
    assert _refusal(_check_matches, "WITH c MATCH (c) RETURN c", 0) == (
        "refused raw Cypher: MATCH after WITH/UNWIND is not allowed"
    )
    assert _refusal(_check_matches, "MATCH (d) RETURN d", 18) == "refused raw Cypher: MATCH must start at (c)"
    assert (
        _refusal(_check_matches, "MATCH (c), (d) RETURN d", 23) == "refused raw Cypher: one pattern per MATCH"
    )
    assert _refusal(_check_matches, "MATCH (c)-[:A]->(k {x: [1, 2]}) RETURN k", 40) is None  # commas inside


def test_check_subqueries() -> None:
    assert _refusal(_check_subqueries, "RETURN COUNT { (c)<-[:A]-(p) } AS n", 35) is None
    why = "refused raw Cypher: subquery patterns must start at (c)"
    assert _refusal(_check_subqueries, "RETURN COUNT { (d:Contract) } AS n", 34) == why
    assert _refusal(_check_subqueries, "WITH c RETURN COUNT { (c)<-[:A]-(p) } AS n", 0) == why
