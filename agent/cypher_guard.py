"""The read-only checker for opt-in raw Cypher (`llm.allow_raw_cypher`).

The model writes only the *tail* of a query; it runs after `search_cypher.RAW_PREFIX`
(``MATCH (c:Contract) WHERE <scope> WITH c``), so ``c`` ranges over the caller's contracts only.
The checker works on the text with comments removed and string literals blanked, and refuses:
- more than one statement, backticks, over-long input, writes and admin clauses (CREATE, MERGE, SET,
  DELETE, REMOVE, DROP, FOREACH, LOAD CSV, UNION, USE, SHOW, ...);
- CALL other than the allow-listed procedures; namespaced functions off the allow-list; list
  generators (`range`, `reduce`), which would let a short query compute for minutes (ArcadeDB's
  server timeout bounds scans, not expression loops);
- any way to reach contracts outside the scope: every relationship must touch ``c`` (no hops
  from a party to other contracts), no variable-length or bracketless relationships, MATCH must start
  at ``(c)`` with a single pattern, no re-binding of ``c``, and no patterns after a WITH/UNWIND
  (where ``c`` may no longer be bound).
ArcadeDB does not refuse writes in a READ transaction, so this checker is the safety.
"""

from __future__ import annotations

import re

from agent.errors import UnsafeCypherError

MAX_LEN = 2000
FORBIDDEN = {
    "CREATE",
    "MERGE",
    "SET",
    "DELETE",
    "DETACH",
    "REMOVE",
    "DROP",
    "FOREACH",
    "LOAD",
    "CSV",
    "PERIODIC",
    "COMMIT",
    "USE",
    "GRANT",
    "DENY",
    "REVOKE",
    "ALTER",
    "RENAME",
    "SHOW",
    "TERMINATE",
    "START",
    "STOP",
    "ENABLE",
    "DATABASE",
    "DATABASES",
    "INDEX",
    "CONSTRAINT",
    "TRANSACTIONS",
    "UNION",
    "IMPORT",
    "SHORTESTPATH",
    "ALLSHORTESTPATHS",
    "PROFILE",
    "EXPLAIN",
}
ALLOWED_PROCEDURES = {"db.labels", "db.relationshiptypes", "db.propertykeys"}
ALLOWED_FUNCTIONS = {
    "date.truncate",
    "datetime.truncate",
    "duration.between",
    "duration.indays",
    "duration.inmonths",
    "date.statement",
    "date.transaction",
}
_CLAUSE_END = re.compile(r"\b(WHERE|WITH|RETURN|MATCH|OPTIONAL|UNWIND|ORDER|LIMIT|SKIP|CALL)\b", re.I)


def _refuse(why: str) -> UnsafeCypherError:
    return UnsafeCypherError(f"refused raw Cypher: {why}")


def mask(text: str) -> str:
    """Comments removed, string literals replaced by empty ones ('' keeps the syntax)."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            if j < 0:
                raise _refuse("unterminated comment")
            out.append(" ")
            i = j + 2
        elif ch in "'\"":
            j = i + 1
            while j < n and text[j] != ch:
                j += 2 if text[j] == "\\" else 1
            if j >= n:
                raise _refuse("unterminated string")
            out.append("''")
            i = j + 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _node_before(s: str, pos: int) -> str | None:
    j = pos - 1
    while j >= 0 and s[j].isspace():
        j -= 1
    if j < 0 or s[j] != ")":
        return None
    k = s.rfind("(", 0, j)
    return s[k + 1 : j] if k >= 0 else None


def _node_after(s: str, pos: int) -> str | None:
    j = pos
    while j < len(s) and s[j].isspace():
        j += 1
    if j >= len(s) or s[j] != "(":
        return None
    k = s.find(")", j)
    return s[j + 1 : k] if k >= 0 else None


def _is_c(node: str | None) -> bool:
    return node is not None and node.strip() == "c"


def check_tail(tail: str) -> str:
    """Return the masked tail if it is a safe, scoped, read-only continuation; else raise."""
    _check_raw_text(tail)
    s = mask(tail)
    _check_single_statement(s)
    _check_keywords(s)
    _check_calls(s)
    _check_functions(s)
    _check_generators(s)
    _check_relationship_syntax(s)
    _check_no_rebinding(s)
    cut = _scope_end(s)
    _check_relationships(s, cut)
    _check_matches(s, cut)
    _check_subqueries(s, cut)
    return s


def _check_raw_text(tail: str) -> None:
    """The unmasked input: at most `MAX_LEN` characters, and no control characters but newline, tab and CR."""
    if len(tail) > MAX_LEN:
        raise _refuse(f"longer than {MAX_LEN} characters")
    if any(ord(ch) < 32 and ch not in "\n\t\r" for ch in tail):
        raise _refuse("control characters")


def _check_single_statement(s: str) -> None:
    """One statement (no ';' outside strings) and no backtick-quoted names, which could hide `c` or a keyword."""
    if ";" in s:
        raise _refuse("more than one statement")
    if "`" in s:
        raise _refuse("backtick-quoted names")


def _check_keywords(s: str) -> None:
    """No write or admin keyword anywhere (`FORBIDDEN`, any case), and a RETURN somewhere."""
    words = {w.upper() for w in re.findall(r"[A-Za-z_]\w*", s)}
    if bad := sorted(words & FORBIDDEN):
        raise _refuse(f"{', '.join(bad)} is not allowed (read-only aggregations only)")
    if "RETURN" not in words:
        raise _refuse("the query must end with RETURN")


def _check_calls(s: str) -> None:
    """CALL only of an allow-listed procedure (`ALLOWED_PROCEDURES`); never a CALL { ... } subquery."""
    for m in re.finditer(r"\bCALL\b\s*([A-Za-z_][\w.]*)?", s, re.I):
        if (m.group(1) or "").lower() not in ALLOWED_PROCEDURES:
            raise _refuse(f"CALL {m.group(1) or 'subquery'} is not allowed")


def _check_functions(s: str) -> None:
    """Namespaced calls ('apoc.x.y(', 'date . truncate (') only of allow-listed functions or procedures."""
    for m in re.finditer(r"([A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)+)\s*\(", s):
        name = re.sub(r"\s+", "", m.group(1)).lower()
        if name not in ALLOWED_FUNCTIONS and name not in ALLOWED_PROCEDURES:
            raise _refuse(f"function {name} is not allowed")


def _check_generators(s: str) -> None:
    """No `range(` or `reduce(`: aggregations over contracts never need to build lists of their own."""
    if m := re.search(r"\b(range|reduce)\s*\(", s, re.I):
        raise _refuse(f"{m.group(1).lower()}() is not allowed (it can run without bound)")


def _check_relationship_syntax(s: str) -> None:
    """Relationships written with brackets, '-[:TYPE]-': not bracketless ('--', ')-(', ')->(', ')<-(')."""
    if re.search(r"--|\)\s*<?-\s*>?\s*\(|\)\s*-\s*>", s):
        raise _refuse("relationships must be written -[:TYPE]- and touch c")


def _check_no_rebinding(s: str) -> None:
    """`c` keeps the scoped contracts: no '(c:Label)' and no '... AS c'."""
    if re.search(r"\(\s*c\s*:|\bAS\s+c\b", s, re.I):
        raise _refuse("c may not be re-bound or re-labelled")


def _scope_end(s: str) -> int:
    """Where `c` may stop being bound: the first WITH or UNWIND, else the end of the text."""
    first_with = re.search(r"\b(WITH|UNWIND)\b", s, re.I)
    return first_with.start() if first_with else len(s)


def _check_relationships(s: str, cut: int) -> None:
    """Every '-[...]-' before `cut`, of fixed length, with `c` as the node on one of its sides."""
    for m in re.finditer(r"<?-\s*\[([^\]]*)\]\s*->?", s):
        if m.start() >= cut:
            raise _refuse("patterns after WITH/UNWIND are not allowed")
        if "*" in m.group(1):
            raise _refuse("variable-length relationships are not allowed")
        if not (_is_c(_node_before(s, m.start())) or _is_c(_node_after(s, m.end()))):
            raise _refuse("every relationship must start or end at c")


def _check_matches(s: str, cut: int) -> None:
    """Every MATCH before `cut`, starting at '(c)', with a single pattern (no top-level comma) up to its clause end."""
    for m in re.finditer(r"\bMATCH\b", s, re.I):
        if m.start() >= cut:
            raise _refuse("MATCH after WITH/UNWIND is not allowed")
        if not re.match(r"\s*\(\s*c\s*\)", s[m.end() :]):
            raise _refuse("MATCH must start at (c)")
        end = _CLAUSE_END.search(s, m.end())
        if _top_level_comma(s[m.end() : end.start() if end else len(s)]):
            raise _refuse("one pattern per MATCH")


def _check_subqueries(s: str, cut: int) -> None:
    """Pattern subqueries ('COUNT { (c)...', 'EXISTS { (c)...') before `cut`, starting at '(c)'."""
    for m in re.finditer(r"\{\s*\(", s):
        if m.start() >= cut or not _is_c(_node_after(s, m.end() - 1)):
            raise _refuse("subquery patterns must start at (c)")


def _top_level_comma(segment: str) -> bool:
    depth = 0
    for ch in segment:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            return True
    return False
