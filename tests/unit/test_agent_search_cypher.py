"""The agent's Cypher: scoped, parameterised, built only from whitelisted fragments."""

from datetime import date

import pytest

from graph_ingest import search_cypher as q
from graph_ingest.filters import ContractFilters
from graph_ingest.scope import SCOPE_PREDICATE


def test_where_clause_uses_parameters_only() -> None:
    filters = ContractFilters.model_construct(
        effective_from=date(2000, 1, 1),
        contract_type="Supply' OR 1=1",
        parties=["a", "b"],
        party_country="JP",
        amount_op=">=",
        amount=5,
        text="X'Y",
        law_state="US-CA",
        clause_type="Non-Compete",
        active=True,
    )
    resolved = q.Resolved(
        party_key_sets=[["a"], ["b", "c"]], today=date(2020, 1, 1), clause_types=["Non-Compete"]
    )
    where, params = q.where_clause(filters, resolved)
    assert "Supply" not in where and "X'Y" not in where and "JP" not in where
    assert params["party_keys_1"] == ["b", "c"] and params["text_terms"] == ["x'y"]
    assert "c.total_amount >= $amount" in where and params["amount"] == 5.0


def test_every_filter_field_has_its_cypher() -> None:
    assert set(ContractFilters.model_fields) - {"amount_op"} == set(q.FILTER_CYPHER) | set(q.FILTER_BUILDERS)


def test_unknown_operator_or_group_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        q.where_clause(ContractFilters.model_construct(amount_op="; DELETE", amount=1))
    with pytest.raises(KeyError):
        q.aggregate_query("", group_by="c.tenant")
    with pytest.raises(KeyError):
        q.page_query("", sort_by="c.tenant")


@pytest.mark.parametrize("group_by", list(q.GROUP_KEYS))
@pytest.mark.parametrize("metric", sorted(q.METRICS))
def test_every_aggregate_is_scoped(group_by, metric) -> None:
    query = q.aggregate_query(" AND c.contract_type = $contract_type", group_by=group_by, metric=metric)
    assert query.startswith(q.VISIBLE_CONTRACTS) and SCOPE_PREDICATE in query
    assert "$limit" in query


def test_every_read_constant_is_scoped() -> None:
    for query in (
        q.PARTY_NAMES,
        q.CONTRACT_TITLES,
        q.CONTRACT_DETAILS,
        q.CONTRACT_CARD,
        q.RAW_PREFIX,
        q.count_query(""),
        q.page_query(""),
    ):
        assert SCOPE_PREDICATE in query
    assert q.RAW_PREFIX.rstrip().endswith("WITH c")  # closes the scoped WHERE before model text
