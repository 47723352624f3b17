import pytest
from pydantic import ValidationError

from agent.clauses import clause_types_for
from graph_ingest.filters import ContractFilters


def test_normalisation() -> None:
    f = ContractFilters(
        contract_type="distribution agreement",
        party_country="Japanese",
        law_state="California",
        amount_op="gte",
        amount=10,
        parties="Acme Inc.",
    )
    assert f.contract_type == "Distributor" and f.party_country == "JP"
    assert (f.law_country, f.law_state) == ("US", "US-CA")
    assert f.amount_op == ">=" and f.parties == ["Acme Inc."]
    assert ContractFilters(law_state="US-NY").law_state == "US-NY"
    assert ContractFilters(law_state="Ontario").law_country == "CA"
    assert ContractFilters(amount=5).amount_op == "="


@pytest.mark.parametrize(
    "kwargs",
    [
        {"contract_type": "Spaceship"},
        {"party_country": "Atlantis"},
        {"law_state": "Narnia"},
        {"amount_op": ">"},
        {"amount_op": "LIKE", "amount": 1},
        {"effective_from": "yesterday-ish"},
    ],
)
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


# one example value per filter field: the answer must say what it filtered on, for every field
EXAMPLES = {
    "effective_from": "2019-01-01",
    "effective_to": "2019-12-31",
    "end_from": "2021-01-01",
    "end_to": "2021-12-31",
    "contract_type": "Supply",
    "contract_type_not": "License",
    "parties": ["Acme Inc."],
    "parties_any": True,  # with two parties, below
    "party_country": "JP",
    "party_country_also": "DE",
    "party_country_not": "US",
    "party_country_none": "GB",
    "party_country_only": "US",
    "party_state": "US-TX",
    "active": True,
    "active_on": "2018-12-31",
    "ended": False,
    "has_end_date": False,
    "has_value": False,
    "has_law": False,
    "auto_renew": True,
    "amount_op": ">",
    "amount": 50000,
    "amount_max": 2_000_000,
    "text": "widgets",
    "named": ["co-branding"],
    "titled": "collaboration",
    "law_country": "US",
    "law_state": "US-CA",
    "law_country_not": "US",
    "law_state_not": "US-CA",
    "clause_type": "Non-Compete",
    "any_of": [{"party_country": "JP"}, {"contract_type": "Supply"}],
}


def test_every_filter_field_is_described_in_the_answer() -> None:
    from agent.answer import subject

    assert set(EXAMPLES) == set(ContractFilters.model_fields), "a new filter needs an example here"
    for name, value in EXAMPLES.items():
        needs = {"amount_op": {"amount": 50000}, "parties_any": {"parties": ["Acme Inc.", "Initech"]}}
        filters = ContractFilters.model_validate({name: value, **needs.get(name, {})})
        shown = filters.model_dump(mode="json", exclude_defaults=True)
        assert subject(shown) != "contracts", f"the answer does not say it filtered on {name}"
        if name == "parties_any":
            assert "Acme Inc. or Initech" in subject(shown)
    ranged = ContractFilters(amount_op=">=", amount=250_000, amount_max=2_000_000)
    assert "between $250,000 and $2,000,000" in subject(ranged.model_dump(mode="json", exclude_defaults=True))
