import pytest
from pydantic import ValidationError

from agent.clauses import clause_types_for
from graph_ingest.filters import ContractFilters


def test_normalisation() -> None:
    f = ContractFilters(contract_type="distribution agreement", party_country="Japanese", law_state="California",
                        amount_op="gte", amount=10, parties="Acme Inc.")  # fmt: skip
    assert f.contract_type == "Distributor" and f.party_country == "JP"
    assert (f.law_country, f.law_state) == ("US", "US-CA")
    assert f.amount_op == ">=" and f.parties == ["Acme Inc."]
    assert ContractFilters(law_state="US-NY").law_state == "US-NY"
    assert ContractFilters(law_state="Ontario").law_country == "CA"
    assert ContractFilters(amount=5).amount_op == "="


@pytest.mark.parametrize(
    "kwargs",
    [{"contract_type": "Spaceship"}, {"party_country": "Atlantis"}, {"law_state": "Narnia"}, {"amount_op": ">"},
     {"amount_op": "LIKE", "amount": 1}, {"effective_from": "yesterday-ish"}],
)  # fmt: skip
def test_invalid_filters_are_refused(kwargs) -> None:
    with pytest.raises(ValidationError):
        ContractFilters(**kwargs)


def test_clause_types_match_both_vocabularies() -> None:
    assert "liability & indemnification" in clause_types_for("Cap On Liability")
    assert "cap on liability" in clause_types_for("Liability & Indemnification")
    assert "uncapped liability" not in clause_types_for("Cap On Liability")
    assert {"non-compete", "exclusivity"} <= set(clause_types_for("Non-Compete & Exclusivity"))
    assert "confidentiality & non-disclosure" in clause_types_for("NDA")
    assert clause_types_for("Most Favored Nation") == ["most favored nation"]
