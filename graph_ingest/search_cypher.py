"""Every Cypher query the agent's tools run: constants and builders.

All queries start from `VISIBLE_CONTRACTS` (so they bind the contract as ``c`` and contain
`SCOPE_PREDICATE`) and go through `GraphStore.read`. Builders only ever interpolate fragments
chosen from the whitelists below, keyed by validated enum values; every value (dates, names,
amounts, search terms) is a parameter.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from graph_ingest.cypher import CONTRACT_CARD, VISIBLE_CONTRACTS
from graph_ingest.filters import Conditions, ContractFilters, law_options, options

__all__ = [
    "AMOUNT_OPS",
    "CONTRACT_CARD",
    "CONTRACT_DETAILS",
    "CONTRACT_TITLES",
    "GROUP_KEYS",
    "METRICS",
    "PARTY_NAMES",
    "FILTER_BUILDERS",
    "FILTER_CYPHER",
    "Resolved",
    "RAW_PREFIX",
    "SORT_KEYS",
    "aggregate_query",
    "count_query",
    "counted_page_query",
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

METRICS = {"count", "count_parties", "sum", "avg", "min", "max", "median"}  # median: the values, collected
METRIC_FIELDS = {"total_amount": "c.total_amount", "duration_days": "c.duration_days"}

_TEXT = (
    "toLower(coalesce(c.title, '') + ' ' + coalesce(c.summary, '') + ' ' + coalesce(c.contract_scope, ''))"
)


@dataclass(frozen=True)
class Resolved:
    """What some filters need beyond their own value, found by the caller before the query is built."""

    party_key_sets: Sequence[Sequence[str]] = ()  # per named party, the keys of the Party nodes it matched
    today: date | None = None  # the day `active` is judged on
    clause_types: Sequence[str] = ()  # every stored clause-type name that answers `clause_type`
    alternatives: Sequence[Resolved] = ()  # the same, for each of `ContractFilters.any_of`


# filter field -> condition on the contract `c`, whose parameter has the field's name
FILTER_CYPHER: dict[str, str] = {
    "effective_from": "c.effective_date >= $effective_from",
    "effective_to": "c.effective_date <= $effective_to",
    "end_from": "c.end_date >= $end_from",
    "end_to": "c.end_date <= $end_to",
    "party_country_not": "EXISTS { MATCH (c)<-[:PARTY_TO]-(:Party)-[:HAS_LOCATION]->(pl3:Location) "
    "WHERE pl3.country <> $party_country_not }",
    "party_country_none": "NOT EXISTS { MATCH (c)<-[:PARTY_TO]-(:Party)-[:HAS_LOCATION]->(pl4:Location) "
    "WHERE pl4.country = $party_country_none }",
    "party_country_only": "EXISTS { MATCH (c)<-[:PARTY_TO]-(:Party)-[:HAS_LOCATION]->(pl6:Location) "
    "WHERE pl6.country = $party_country_only } AND NOT EXISTS { MATCH (c)<-[:PARTY_TO]-(:Party)-[:HAS_LOCATION]"
    "->(pl7:Location) WHERE pl7.country <> $party_country_only }",
    "party_country_also": "EXISTS { MATCH (c)<-[:PARTY_TO]-(:Party)-[:HAS_LOCATION]->(pl2:Location) "
    "WHERE pl2.country = $party_country_also }",
    "party_state": "EXISTS { MATCH (c)<-[:PARTY_TO]-(:Party)-[:HAS_LOCATION]->(pl5:Location) "
    "WHERE pl5.subdivision = $party_state }",
    "amount_max": "c.total_amount <= $amount_max",
}


def _law_country_not(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    """A governing law on record, and none of these countries'."""
    countries = options(f.law_country_not)
    where = "c.law_country IS NOT NULL AND NOT c.law_country IN $law_country_not"
    return [(where, {"law_country_not": countries})] if countries else []


def _law_state_not(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    """A governing law on record, and none of these states' (another state's, or a country's without one)."""
    states = options(f.law_state_not)
    where = "c.law_country IS NOT NULL AND NOT coalesce(c.law_subdivision, '') IN $law_state_not"
    return [(where, {"law_state_not": states})] if states else []


def _types_not(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    """Every type but these (a contract with no type on record is not one of them)."""
    if not f.contract_type_not:
        return []
    return [
        (
            "NOT coalesce(c.contract_type, '') IN $contract_type_not",
            {"contract_type_not": options(f.contract_type_not)},
        )
    ]


def _has_end(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    if f.has_end_date is None:
        return []
    return [("c.end_date IS NOT NULL" if f.has_end_date else "c.end_date IS NULL", {})]


def _has_law(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    if f.has_law is None:
        return []
    return [("c.law_country IS NOT NULL" if f.has_law else "c.law_country IS NULL", {})]


def _has_value(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    if f.has_value is None:
        return []
    return [("c.total_amount IS NOT NULL" if f.has_value else "c.total_amount IS NULL", {})]


def _auto_renew(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    if f.auto_renew is None:
        return []
    return [("c.auto_renew = $auto_renew", {"auto_renew": f.auto_renew})]


def _types(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    return (
        [("c.contract_type IN $contract_type", {"contract_type": options(f.contract_type)})]
        if f.contract_type
        else []
    )


def _law(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    """One of the governing laws `law_options` accepts: a state, or a country none of them is in."""
    laws = law_options(f.law_country, f.law_state)
    states = [x for x in laws if "-" in x]
    countries = [x for x in laws if "-" not in x]
    if states and countries:
        return [
            (
                "(c.law_country IN $law_country OR c.law_subdivision IN $law_state)",
                {"law_country": countries, "law_state": states},
            )
        ]
    if states:
        return [("c.law_subdivision IN $law_state", {"law_state": states})]
    return [("c.law_country IN $law_country", {"law_country": countries})] if countries else []


def _parties(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    if f.parties_any and r.party_key_sets:  # any one of them: one condition over all their keys
        keys = list(dict.fromkeys(k for keys in r.party_key_sets for k in keys))
        return [
            (
                "EXISTS { MATCH (c)<-[:PARTY_TO]-(p0:Party) WHERE p0.key IN $party_keys_0 }",
                {"party_keys_0": keys},
            )
        ]
    return [
        (
            f"EXISTS {{ MATCH (c)<-[:PARTY_TO]-(p{i}:Party) WHERE p{i}.key IN $party_keys_{i} }}",
            {f"party_keys_{i}": list(keys)},
        )
        for i, keys in enumerate(r.party_key_sets)
    ]


def _active(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    if f.active is None or r.today is None:
        return []
    if f.active:  # in force today: started (or no start on record) and not yet ended, or renewed since
        return [(_in_force_on("active_on"), {"active_on": r.today})]
    return [(_ended_by("inactive_on"), {"inactive_on": r.today})]


def _ended(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    """Ended (as `active` false) or not: "not expired" keeps the contracts with no end date on record."""
    if f.ended is None or r.today is None:
        return []
    ended = _ended_by("ended_on")
    return [(ended if f.ended else f"NOT coalesce({ended}, false)", {"ended_on": r.today})]


def _ended_by(day: str) -> str:
    """Ended before the day in parameter `day`, and not renewed since (null without an end date)."""
    return f"(c.end_date < ${day} AND NOT coalesce({RENEWING}, false))"


def _party_country(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    """Some party located in one of the countries (`party_country` holds one, or "A or B")."""
    if not f.party_country:
        return []
    return [
        (
            "EXISTS { MATCH (c)<-[:PARTY_TO]-(:Party)-[:HAS_LOCATION]->(pl:Location) "
            "WHERE pl.country IN $party_country }",
            {"party_country": options(f.party_country)},
        )
    ]


def _active_on(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    """In force on a given day, as `active` is on today."""
    return [] if f.active_on is None else [(_in_force_on("in_force_on"), {"in_force_on": f.active_on})]


def _in_force_on(day: str) -> str:
    """In force on the day in parameter `day`: started by then (or no start on record) and not ended
    before it, or renewed since."""
    return (
        f"(c.end_date >= ${day} OR (c.end_date IS NOT NULL AND {RENEWING})) "
        f"AND (c.effective_date IS NULL OR c.effective_date <= ${day})"
    )


# a contract whose first term may have ended but which renews by itself for periods it states: still in
# force (the card's status, `graph_ingest.deadlines.deadlines_of`'s "renewing")
RENEWING = "(c.auto_renew = true AND coalesce(c.renewal_term, c.duration) IS NOT NULL)"


def _amount(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    if f.amount_op is None or f.amount is None:
        return []
    return [(f"c.total_amount {AMOUNT_OPS[f.amount_op]} $amount", {"amount": float(f.amount)})]


def _text(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    if not f.text:
        return []
    return [
        (
            f"ALL(w IN $text_terms WHERE {_TEXT} CONTAINS w)",
            {"text_terms": [t.lower() for t in f.text.split()]},
        )
    ]


def _named(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    """A type's words in the file name, title or summary (not the scope: what a contract also covers)."""
    if not f.named:
        return []
    return [
        (
            "ANY(w IN $named WHERE toLower(c.file_id + ' ' + coalesce(c.title, '') + ' ' + coalesce(c.summary, '')) "
            "CONTAINS w)",
            {"named": [n.lower() for n in f.named]},
        )
    ]


def _titled(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    """Words in the file name or title, whatever the type ("the ones actually called collaboration
    agreements"), one space between words as either writes it; the last word by its stem
    ("collaboration" also finds a "Collaborative ... Agreement")."""
    if not f.titled:
        return []
    *words, last = f.titled.lower().split()
    stem = re.sub(r"(?<=\w{5})(?:ions?|ive|ing|ed|es|s|e)$", "", last)
    return [
        (
            "toLower(replace(c.file_id, '_', ' ') + ' ' + coalesce(c.title, '')) CONTAINS $titled",
            {"titled": " ".join([*words, stem])},
        )
    ]


def _clause_type(f: Conditions, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    if not r.clause_types:
        return []
    return [
        (
            "EXISTS { MATCH (c)-[:HAS_CLAUSE]->(k:Clause) WHERE toLower(k.clause_type) IN $clause_types }",
            {"clause_types": [t.lower() for t in r.clause_types]},
        )
    ]


def _any_of(f: ContractFilters, r: Resolved) -> list[tuple[str, dict[str, Any]]]:
    """One condition: any of the alternatives, each all of its conditions, with its own parameters."""
    if not f.any_of:
        return []
    ors, params = [], {}
    for i, alt in enumerate(f.any_of):
        own = r.alternatives[i] if i < len(r.alternatives) else Resolved(today=r.today)
        where, values = where_clause(alt, replace(own, today=own.today or r.today))
        ors.append("(" + re.sub(r"\$(\w+)", rf"$a{i}_\1", where.removeprefix(" AND ")) + ")")
        params.update({f"a{i}_{k}": v for k, v in values.items()})
    return [("(" + " OR ".join(ors) + ")", params)]


# filter field -> its conditions, for the fields that need more than one parameter or a resolved value
FILTER_BUILDERS = {
    "any_of": _any_of,
    "contract_type": _types,
    "contract_type_not": _types_not,
    "parties": _parties,
    "parties_any": lambda f, r: [],  # read with `parties`
    "law_country": _law,
    "law_state": lambda f, r: [],  # read with `law_country`
    "law_country_not": _law_country_not,
    "law_state_not": _law_state_not,
    "active": _active,
    "active_on": _active_on,
    "ended": _ended,
    "party_country": _party_country,
    "has_end_date": _has_end,
    "has_value": _has_value,
    "has_law": _has_law,
    "auto_renew": _auto_renew,
    "amount": _amount,
    "text": _text,
    "named": _named,
    "titled": _titled,
    "clause_type": _clause_type,
}


def where_clause(
    filters: Conditions | None = None,
    resolved: Resolved | None = None,
    file_ids: Sequence[str] | None = None,
) -> tuple[str, dict[str, Any]]:
    """The filters as `" AND ..."` (to follow `VISIBLE_CONTRACTS`) and their parameters.

    Conditions come in the order of the `ContractFilters` fields; every field has its condition in
    `FILTER_CYPHER` or `FILTER_BUILDERS` (`amount_op` travels with `amount`).
    """
    filters, resolved = filters or ContractFilters(), resolved or Resolved()
    parts: list[str] = []
    params: dict[str, Any] = {}
    for name in type(filters).model_fields:
        if name in FILTER_CYPHER:
            value = getattr(filters, name)
            if value:
                parts.append(FILTER_CYPHER[name])
                params[name] = value
        elif name in FILTER_BUILDERS:
            for fragment, values in FILTER_BUILDERS[name](filters, resolved):
                parts.append(fragment)
                params.update(values)
    if file_ids is not None:
        parts.append("c.file_id IN $file_ids")
        params["file_ids"] = list(file_ids)
    return "".join(f" AND {p}" for p in parts), params


def count_query(where: str) -> str:
    return f"{VISIBLE_CONTRACTS}{where}\nRETURN count(c) AS n"


def page_query(where: str, sort_by: str = "effective_date", descending: bool = True) -> str:
    """File ids of the first `$limit` matches, nulls of the sort key last."""
    return f"{_sorted(where, sort_by, descending)}\nRETURN c.file_id AS file_id, sort_key\nLIMIT $limit"


def counted_page_query(where: str, sort_by: str = "effective_date", descending: bool = True) -> str:
    """One row: how many match (`n`) and the file ids of the first `$limit` of them (`file_ids`), in
    `page_query`'s order: the contracts are read once, not once to count and again for the page."""
    return (
        f"{_sorted(where, sort_by, descending)}\nWITH collect(c.file_id) AS ids\n"
        "RETURN size(ids) AS n, ids[0..$limit] AS file_ids"
    )


def _sorted(where: str, sort_by: str, descending: bool) -> str:
    key = SORT_KEYS[sort_by]
    direction = "DESC" if descending else "ASC"
    return (
        f"{VISIBLE_CONTRACTS}{where}\nWITH c, {key} AS sort_key\n"
        f"ORDER BY sort_key IS NULL, sort_key {direction}, c.file_id"
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
    exclude_group_party_country: bool = False,
    count_groups: bool = False,
) -> str:
    """Group the filtered contracts and compute one metric per group; rows: group_key, value, n.
    `count_groups`: one row instead, `groups`, how many groups there are (the rows are paged).
    Where each contract falls in one group at most (`counted_in_groups`), every row also says how
    many contracts matched (`matched`) and how many groups there are (`groups`), read in the same
    pass; with no group, one row of those and a null group."""
    if metric not in METRICS:
        raise KeyError(metric)
    pattern, key = GROUP_KEYS[group_by]
    key = key.format(d=DATE_FIELDS[date_field])
    order = "value" if order_by == "value" and metric != "median" else "group_key"  # medians: by the caller
    direction = "DESC" if descending else "ASC"
    if counted_in_groups(group_by, metric):
        value, n = _metric(metric, field)
        kept = "group_key IS NOT NULL" + ("" if metric == "count" else " AND n > 0")
        return f"""{VISIBLE_CONTRACTS}{where}
WITH {key} AS group_key, c
WITH group_key, {value} AS value, {n} AS n, count(c) AS contracts
WITH sum(contracts) AS matched, collect(CASE WHEN {kept} THEN {{group_key: group_key, value: value, n: n}} END) AS kept
UNWIND CASE WHEN size(kept) = 0 THEN [null] ELSE kept END AS g
RETURN matched, size(kept) AS groups, g.group_key AS group_key, g.value AS value, g.n AS n
ORDER BY {order} {direction}, group_key
LIMIT $limit"""
    lines = [f"{VISIBLE_CONTRACTS}{where}"]
    if pattern:
        lines.append(pattern)
        if restrict_group_party_country and group_by == "party":
            lines.append(
                "WHERE EXISTS { MATCH (g)-[:HAS_LOCATION]->(gl0:Location) WHERE gl0.country IN $party_country }"
            )
        elif restrict_group_party_country and group_by == "party_country":
            lines.append("WHERE gl.country IN $party_country")
        elif exclude_group_party_country and group_by == "party":  # "the top non-US counterparties"
            lines.append(
                "WHERE EXISTS { MATCH (g)-[:HAS_LOCATION]->(gl0:Location) "
                "WHERE gl0.country IS NOT NULL AND gl0.country <> $party_country_not }"
            )
        elif exclude_group_party_country and group_by == "party_country":  # "per country, excluding the US"
            lines.append("WHERE gl.country <> $party_country_not")
    if metric == "count_parties":
        if group_by in ("party", "party_country"):
            counted = "g"
        else:
            lines.append("MATCH (c)<-[:PARTY_TO]-(x:Party)")
            if restrict_group_party_country:
                lines.append(
                    "WHERE EXISTS { MATCH (x)-[:HAS_LOCATION]->(xl:Location) WHERE xl.country IN $party_country }"
                )
            counted = "x"
        lines += [  # a party is one organisation however many units hold a node for it
            f"WITH {key} AS group_key, {counted}.key AS item",
            "WHERE group_key IS NOT NULL",
            "WITH group_key, count(DISTINCT item) AS value, count(DISTINCT item) AS n",
        ]
    else:
        value, n = _metric(metric, field)
        lines += [
            f"WITH DISTINCT {key} AS group_key, c",
            "WHERE group_key IS NOT NULL",
            f"WITH group_key, {value} AS value, {n} AS n",
        ]
        if metric != "count":
            lines.append("WHERE n > 0")
    if count_groups:
        return "\n".join([*lines, "RETURN count(*) AS groups"])
    lines.append(f"RETURN group_key, value, n\nORDER BY {order} {direction}, group_key\nLIMIT $limit")
    return "\n".join(lines)


def counted_in_groups(group_by: str, metric: str) -> bool:
    """Whether a contract falls in one group at most (a property of its own, not a party's or a
    clause's), so that `aggregate_query` counts the matches and the groups in the same pass."""
    return not GROUP_KEYS[group_by][0] and metric != "count_parties"


def _metric(metric: str, field: str) -> tuple[str, str]:
    """(the metric of a group, how many values it is of) as Cypher aggregations over `c`."""
    value_field = METRIC_FIELDS[field]
    value = {"count": "count(c)", "median": f"collect({value_field})"}.get(metric, f"{metric}({value_field})")
    return value, ("count(c)" if metric == "count" else f"count({value_field})")


# one row per visible (party, contract): the aliases a contract defines are on its PARTY_TO
PARTY_NAMES = f"""
{VISIBLE_CONTRACTS}
MATCH (c)<-[r:PARTY_TO]-(p:Party)
RETURN p.key AS key, p.name AS name, coalesce(p.aliases, []) + coalesce(r.aliases, []) AS aliases
"""

CONTRACT_TITLES = f"""
{VISIBLE_CONTRACTS}
OPTIONAL MATCH (c)<-[:PARTY_TO]-(p:Party)
RETURN c.file_id AS file_id, c.title AS title, collect(p.name) AS parties
"""

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
       law.subdivision AS law_subdivision, parties, clauses,
       c.perpetual AS perpetual, c.auto_renew AS auto_renew, c.renewal_term AS renewal_term,
       c.renewal_notice_days AS renewal_notice_days, c.termination_for_convenience AS termination_for_convenience,
       c.convenience_notice_days AS convenience_notice_days, c.term_evidence AS term_evidence
"""

# raw (opt-in) Cypher is appended to this prefix: the WITH closes the scoped WHERE
RAW_PREFIX = f"{VISIBLE_CONTRACTS}\nWITH c\n"
