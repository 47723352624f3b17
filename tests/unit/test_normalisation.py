"""Places, party names, contract types and durations normalise the way queries expect."""

from __future__ import annotations

import pytest

from core.contract_types import canonical_type, infer_type
from core.places import country_code, subdivision_code
from graph_ingest.models import Contract, Location, Organization, Scope
from graph_ingest.names import party_key
from graph_ingest.normalize import duration_days, title_from_file_id, to_jurisdiction, to_record


@pytest.mark.parametrize(
    ("state", "country", "expected"),
    [
        ("NY", "US", ("US", "US-NY")),
        ("New York", "US", ("US", "US-NY")),
        ("new york", None, ("US", "US-NY")),
        ("Delaware", None, ("US", "US-DE")),
        ("B.C.", "CA", ("CA", "CA-BC")),
        ("Ontario", "Canada", ("CA", "CA-ON")),
        (None, "England", ("GB", "GB-ENG")),
        ("Wales", "GB", ("GB", "GB-WLS")),
        (None, "Japan", ("JP", None)),
        (None, "People's Republic of China", ("CN", None)),
    ],
)
def test_jurisdictions(state: str | None, country: str | None, expected: tuple) -> None:
    j = to_jurisdiction(Location(state=state, country=country))
    assert j is not None and (j.country, j.subdivision) == expected


def test_unknown_places_are_none() -> None:
    assert to_jurisdiction(Location(state="[***]", country="[***]")) is None
    assert country_code("Atlantis") is None
    assert subdivision_code("US", "Gotham") is None
    assert country_code("Japanese") == "JP"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("ACME Inc.", "Acme, Incorporated"),
        ("The Acme Corporation", "acme corp"),
        ("Dragon Pharma Ltd", "DRAGON PHARMA LIMITED"),
        ("Société Générale S.A.", "Societe Generale SA"),
        ("Smith & Sons LLC", "Smith and Sons, L.L.C."),
    ],
)
def test_party_keys_match_spellings(a: str, b: str) -> None:
    assert party_key(a) == party_key(b)


def test_party_keys_keep_different_companies_apart() -> None:
    assert party_key("Acme Holdings Inc.") != party_key("Acme Inc.")
    assert party_key("Co.") == "co"  # a name that is only a suffix keeps itself


def test_fused_types_split_by_the_contract_own_words() -> None:
    assert canonical_type("Affiliate AgreementDevelopment", "X-DEVELOPMENT AGREEMENT") == "Development"
    assert canonical_type("Affiliate AgreementDevelopment", "X-AFFILIATE AGREEMENT") == "Affiliate"
    assert canonical_type("Non Compete/SolicitOutsourcing", "Y - OUTSOURCING AGREEMENT") == "Outsourcing"
    assert canonical_type("Non Compete/SolicitOutsourcing", "Y - NON-COMPETITION AGREEMENT") == "Non-Compete"
    assert canonical_type("License Agreement") == "License"
    assert canonical_type(None, "") == "Other"


def test_infer_type_from_free_text() -> None:
    assert infer_type("our supply agreements") == "Supply"
    assert infer_type("any strategic alliance deals") == "Strategic Alliance"
    assert infer_type("the NDA with Acme") == "Non-Disclosure"
    assert infer_type("hello there") is None


def test_durations_and_titles() -> None:
    assert duration_days("P2Y") == 730 and duration_days("P6M") == 180 and duration_days("P90D") == 90
    assert duration_days("forever") is None and duration_days(None) is None
    assert title_from_file_id("ACME_01_02_2003-EX-10.1-SUPPLY AGREEMENT") == "Supply Agreement"


def test_record_merges_duplicate_parties_and_keeps_aliases() -> None:
    c = Contract(
        contract_type="Supply",
        parties=[
            Organization(name="ACME Inc.", role="Supplier", location=Location(state="NY", country="USA")),
            Organization(name="Acme, Incorporated", role="Supplier"),
            Organization(name="Beta LLC", role="Buyer"),
        ],
    )
    r = to_record(c, file_id="f", scope=Scope(tenant="t"), source="cli")
    assert [p.name for p in r.parties] == ["ACME Inc.", "Beta LLC"]
    assert r.parties[0].aliases == ["Acme, Incorporated"]
    assert (r.parties[0].country, r.parties[0].subdivision) == ("US", "US-NY")
