"""Every Cypher query the agent's tools run: constants and builders.

All queries start from `VISIBLE_CONTRACTS` (so they bind the contract as ``c`` and contain
`SCOPE_PREDICATE`) and go through `GraphStore.read`. Builders only ever interpolate fragments
chosen from the whitelists below, keyed by validated enum values; every value (dates, names,
amounts, search terms) is a parameter.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from graph_ingest.cypher import CONTRACT_CARD, VISIBLE_CONTRACTS

__all__ = [
    "AMOUNT_OPS",
    "CONTRACT_CARD",
    "CONTRACT_DETAILS",
    "CONTRACT_TITLES",
    "GROUP_KEYS",
    "METRICS",
    "PARTY_NAMES",
    "RAW_PREFIX",
    "SORT_KEYS",
    "aggregate_query",
    "count_query",
    "page_query",
    "where_clause",
]

AMOUNT_OPS = {"=": "=", ">": ">", "<": "<", ">=": ">=", "<=": "<="}

SORT_KEYS = {
    "effective_date": "c.effective_date",
    "end_date": "c.end_date",
    "total_amount": "c.total_amount",
    "duration_days": "c.duration_days",
    "party_count": "COUNT { (c)<-[:PARTY_TO]-(:Party) }",
    "file_id": "c.file_id",
}

DATE_FIELDS = {"effective_date": "c.effective_date", "end_date": "c.end_date"}

# group -> (extra MATCH binding the group's node as g, key expression; {d} is the date field)
GROUP_KEYS: dict[str, tuple[str, str]] = {
    "none": ("", "'all'"),
    "contract_type": ("", "c.contract_type"),
    "year": ("", "{d}.year"),
    "quarter": ("", "{d}.year * 10 + ({d}.month - 1) / 3 + 1"),
    "month": ("", "{d}.year * 100 + {d}.month"),
    "party": ("MATCH (c)<-[:PARTY_TO]-(g:Party)", "g.name"),
    "party_country": ("MATCH (c)<-[:PARTY_TO]-(g:Party)-[:HAS_LOCATION]->(gl:Location)", "gl.country"),
    "law_country": ("", "c.law_country"),
    "law_state": ("", "c.law_subdivision"),
    "clause_type": ("MATCH (c)-[:HAS_CLAUSE]->(g:Clause)", "g.clause_type"),
}

METRICS = {"count", "count_parties", "sum", "avg", "min", "max"}
METRIC_FIELDS = {"total_amount": "c.total_amount", "duration_days": "c.duration_days"}

_TEXT = (
    "toLower(coalesce(c.title, '') + ' ' + coalesce(c.summary, '') + ' ' + coalesce(c.contract_scope, ''))"
)


def where_clause(
    *,
    effective_from: date | None = None,
    effective_to: date | None = None,
    end_from: date | None = None,
    end_to: date | None = None,
    contract_type: str | None = None,
    party_key_sets: Sequence[Sequence[str]] = (),
    party_country: str | None = None,
    active_on: date | None = None,
    inactive_on: date | None = None,
    amount_op: str | None = None,
    amount: float | None = None,
    text_terms: Sequence[str] = (),
    law_country: str | None = None,
    law_state: str | None = None,
    clause_types: Sequence[str] = (),
    file_ids: Sequence[str] | None = None,
) -> tuple[str, dict[str, Any]]:
    """The filter as `" AND ..."` (to follow `VISIBLE_CONTRACTS`) and its parameters."""
    parts: list[str] = []
    params: dict[str, Any] = {}

    def add(fragment: str, **values: Any) -> None:
        parts.append(fragment)
        params.update(values)

    if effective_from:
        add("c.effective_date >= $effective_from", effective_from=effective_from)
    if effective_to:
        add("c.effective_date <= $effective_to", effective_to=effective_to)
    if end_from:
        add("c.end_date >= $end_from", end_from=end_from)
    if end_to:
        add("c.end_date <= $end_to", end_to=end_to)
    if contract_type:
        add("c.contract_type = $contract_type", contract_type=contract_type)
    for i, keys in enumerate(party_key_sets):
        parts.append(f"EXISTS {{ MATCH (c)<-[:PARTY_TO]-(p{i}:Party) WHERE p{i}.key IN $party_keys_{i} }}")
        params[f"party_keys_{i}"] = list(keys)
    if party_country:
        add(
            "EXISTS { MATCH (c)<-[:PARTY_TO]-(:Party)-[:HAS_LOCATION]->(pl:Location) "
            "WHERE pl.country = $party_country }",
            party_country=party_country,
        )
    if active_on:
        add("c.end_date >= $active_on", active_on=active_on)
    if inactive_on:
        add("c.end_date < $inactive_on", inactive_on=inactive_on)
    if amount_op is not None and amount is not None:
        add(f"c.total_amount {AMOUNT_OPS[amount_op]} $amount", amount=float(amount))
    if text_terms:
        add(f"ALL(w IN $text_terms WHERE {_TEXT} CONTAINS w)", text_terms=[t.lower() for t in text_terms])
    if law_country:
        add("c.law_country = $law_country", law_country=law_country)
    if law_state:
        add("c.law_subdivision = $law_state", law_state=law_state)
    if clause_types:
        add(
            "EXISTS { MATCH (c)-[:HAS_CLAUSE]->(k:Clause) WHERE toLower(k.clause_type) IN $clause_types }",
            clause_types=[t.lower() for t in clause_types],
        )
    if file_ids is not None:
        add("c.file_id IN $file_ids", file_ids=list(file_ids))
    return "".join(f" AND {p}" for p in parts), params


def count_query(where: str) -> str:
    return f"{VISIBLE_CONTRACTS}{where}\nRETURN count(c) AS n"


def page_query(where: str, sort_by: str = "effective_date", descending: bool = True) -> str:
    """File ids of the first `$limit` matches, nulls of the sort key last."""
    key = SORT_KEYS[sort_by]
    direction = "DESC" if descending else "ASC"
    return (
        f"{VISIBLE_CONTRACTS}{where}\n"
        f"WITH c, {key} AS sort_key\n"
        f"RETURN c.file_id AS file_id, sort_key\n"
        f"ORDER BY sort_key IS NULL, sort_key {direction}, c.file_id\nLIMIT $limit"
    )


def aggregate_query(
    where: str,
    *,
    group_by: str = "none",
    metric: str = "count",
    field: str = "total_amount",
    date_field: str = "effective_date",
    order_by: str = "value",
    descending: bool = True,
    restrict_group_party_country: bool = False,
) -> str:
    """Group the filtered contracts and compute one metric per group; rows: group_key, value, n."""
    if metric not in METRICS:
        raise KeyError(metric)
    pattern, key = GROUP_KEYS[group_by]
    key = key.format(d=DATE_FIELDS[date_field])
    lines = [f"{VISIBLE_CONTRACTS}{where}"]
    if pattern:
        lines.append(pattern)
        if restrict_group_party_country and group_by == "party":
            lines.append(
                "WHERE EXISTS { MATCH (g)-[:HAS_LOCATION]->(gl0:Location) WHERE gl0.country = $party_country }"
            )
        elif restrict_group_party_country and group_by == "party_country":
            lines.append("WHERE gl.country = $party_country")
    if metric == "count_parties":
        if group_by in ("party", "party_country"):
            counted = "g"
        else:
            lines.append("MATCH (c)<-[:PARTY_TO]-(x:Party)")
            if restrict_group_party_country:
                lines.append(
                    "WHERE EXISTS { MATCH (x)-[:HAS_LOCATION]->(xl:Location) WHERE xl.country = $party_country }"
                )
            counted = "x"
        lines += [
            f"WITH {key} AS group_key, {counted} AS item",
            "WHERE group_key IS NOT NULL",
            "WITH group_key, count(DISTINCT item) AS value, count(DISTINCT item) AS n",
        ]
    else:
        value_field = METRIC_FIELDS[field]
        value = "count(c)" if metric == "count" else f"{metric}({value_field})"
        n = "count(c)" if metric == "count" else f"count({value_field})"
        lines += [
            f"WITH DISTINCT {key} AS group_key, c",
            "WHERE group_key IS NOT NULL",
            f"WITH group_key, {value} AS value, {n} AS n",
        ]
        if metric != "count":
            lines.append("WHERE n > 0")
    order = "value" if order_by == "value" else "group_key"
    direction = "DESC" if descending else "ASC"
    lines.append(f"RETURN group_key, value, n\nORDER BY {order} {direction}, group_key\nLIMIT $limit")
    return "\n".join(lines)


PARTY_NAMES = f"""
{VISIBLE_CONTRACTS}
MATCH (c)<-[:PARTY_TO]-(p:Party)
RETURN DISTINCT p.key AS key, p.name AS name, p.aliases AS aliases
"""

CONTRACT_TITLES = f"{VISIBLE_CONTRACTS}\nRETURN c.file_id AS file_id, c.title AS title"

CONTRACT_DETAILS = f"""
{VISIBLE_CONTRACTS} AND c.file_id = $file_id
OPTIONAL MATCH (c)-[:HAS_GOVERNING_LAW]->(law:Location)
CALL (c) {{
  OPTIONAL MATCH (c)<-[r:PARTY_TO]-(p:Party)
  OPTIONAL MATCH (p)-[:HAS_LOCATION]->(pl:Location)
  RETURN collect(CASE WHEN p IS NULL THEN NULL
                 ELSE {{name: p.name, role: r.role, country: pl.country, subdivision: pl.subdivision}} END)
         AS parties
}}
CALL (c) {{
  OPTIONAL MATCH (c)-[:HAS_CLAUSE]->(k:Clause)
  RETURN collect(CASE WHEN k IS NULL THEN NULL
                 ELSE {{clause_type: k.clause_type, summary: k.summary, heading: k.heading}} END) AS clauses
}}
RETURN c.file_id AS file_id, c.title AS title, c.contract_type AS contract_type, c.summary AS summary,
       c.contract_scope AS contract_scope, c.effective_date AS effective_date, c.end_date AS end_date,
       c.duration AS duration, c.total_amount AS total_amount, law.country AS law_country,
       law.subdivision AS law_subdivision, parties, clauses
"""

# raw (opt-in) Cypher is appended to this prefix: the WITH closes the scoped WHERE
RAW_PREFIX = f"{VISIBLE_CONTRACTS}\nWITH c\n"
