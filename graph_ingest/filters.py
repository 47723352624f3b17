"""The filters every contract tool accepts, validated and normalised at the boundary.

Values the model or the planner writes ("Japanese", "California", "NDA", "≥") become the codes the
graph stores (ISO 3166 codes, taxonomy names, operator symbols) before any query is built.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator, model_validator
from pydantic.json_schema import SkipJsonSchema

from core.contract_types import CONTRACT_TYPES, canonical_type, infer_type
from core.places import CONTINENTS, country_code, eu_members, subdivision_code

AmountOp = Literal["=", ">", "<", ">=", "<="]
_OP_WORDS = {
    "eq": "=",
    "==": "=",
    "equals": "=",
    "gt": ">",
    "lt": "<",
    "gte": ">=",
    "ge": ">=",
    "≥": ">=",
    "=>": ">=",
    "lte": "<=",
    "le": "<=",
    "≤": "<=",
    "=<": "<=",
}
TYPE_NAMES = [t for t in CONTRACT_TYPES if t != "Other"]
OR = " or "  # a slot's alternatives ("Distributor or Supply", "US-NY or US-DE"): a contract has one


def options(value: str | None) -> list[str]:
    """The alternatives a type or law slot holds ("Distributor or Supply" -> both), in order."""
    return [v for v in (value or "").split(OR) if v]


def _either(value: Any, resolve: Any) -> str | None:
    """A slot's value (one name, several joined by "or", or a list) in the vocabulary, deduplicated."""
    names = value if isinstance(value, list) else [value]
    found = [resolve(o) for n in names if isinstance(n, str) for o in re.split(r"\s+or\s+", n.strip()) if o]
    return OR.join(dict.fromkeys(found)) or None


def law_options(law_country: str | None, law_state: str | None) -> list[str]:
    """The governing laws a filter accepts, as ISO codes: each state, and each country none of the
    states is in (a state's country is there only to say where the state is)."""
    states = options(law_state)
    covered = {s.split("-")[0] for s in states}
    return [c for c in options(law_country) if c not in covered] + states


def resolve_contract_type(value: str) -> str:
    """A taxonomy name for a type name or synonym ("NDA", "distribution agreement")."""
    clean = " ".join(value.split())
    for name in CONTRACT_TYPES:
        if clean.lower() == name.lower():
            return name
    found = infer_type(clean) or canonical_type(clean)
    if found == "Other" and clean.lower() != "other":
        raise ValueError(f"unknown contract type {value!r}; known types: {', '.join(TYPE_NAMES)}")
    return found


def resolve_country(value: str) -> str:
    code = value.strip().upper() if len(value.strip()) == 2 else None
    if code and country_code(code):
        return country_code(code) or code
    found = country_code(value)
    if not found:
        raise ValueError(f"unknown country {value!r}; use a name or an ISO 3166-1 code such as US, JP")
    return found


def resolve_countries(value: str) -> str:
    """A country, or a region's countries as alternatives ("EU": its members today; "Europe", "Asia",
    "Africa", "South America": `CONTINENTS`)."""
    name = " ".join(value.replace(".", "").split()).lower()
    if name in ("eu", "european union"):
        return OR.join(sorted(eu_members(date.today())))
    if region := next((c for n, c in CONTINENTS.items() if n.lower() == name), None):
        return OR.join(sorted(region))
    return resolve_country(value)


def resolve_state(value: str, country: str | None) -> str:
    raw = value.strip()
    if "-" in raw and len(raw) <= 6 and raw.split("-")[0].isalpha():
        cc, _, local = raw.partition("-")
        found = subdivision_code(cc.upper(), local)
    else:
        found = subdivision_code(country, raw)
    if not found:
        raise ValueError(f"unknown state or province {value!r}; use a name or an ISO 3166-2 code like US-CA")
    return found


MAX_PARTIES = 5  # the most party names one search takes


class Conditions(BaseModel):
    """Conditions on a contract; all given must hold (AND). Dates are inclusive, ISO yyyy-mm-dd."""

    effective_from: date | None = Field(None, description="effective (start) date on or after")
    effective_to: date | None = Field(None, description="effective (start) date on or before")
    end_from: date | None = Field(None, description="end date on or after")
    end_to: date | None = Field(None, description="end date on or before")
    contract_type: str | None = Field(
        None,
        description=f"contract type, one of: {', '.join(TYPE_NAMES)}; several as a list or 'A or B' (any of them)",
    )
    contract_type_not: str | None = Field(
        None, description="leave out contracts of this type ('apart from the licences'); several as 'A or B'"
    )
    parties: list[str] = Field(
        default_factory=list, description="party names; every one must be a party (typos and Inc./Ltd. ok)"
    )
    parties_any: bool | None = Field(None, description="true: any one of `parties` is enough (A or B)")
    party_country: str | None = Field(
        None,
        description="some party is located in this country (name or ISO) or region (EU, Europe, Asia, Africa, South "
        "America); several as a list or 'A or B' (any of them)",
    )
    party_country_not: str | None = Field(
        None, description="some party is located outside this country ('a non-US party')"
    )
    party_country_none: str | None = Field(
        None,
        description="no party is located in this country ('no British company', 'without a Chinese party')",
    )
    party_country_only: str | None = Field(
        None,
        description="every party whose location is known is in this country ('only between US companies', "
        "'without any foreign partner')",
    )
    party_country_also: str | None = Field(
        None, description="and another party is located in this country (with party_country: both countries)"
    )
    party_state: str | None = Field(
        None,
        description="some party is located in this state or province (name or ISO 3166-2: 'a Texas company')",
    )
    active: bool | None = Field(None, description="true: end date today or later; false: already ended")
    ended: bool | None = Field(
        None,
        description="false: not ended yet - ending today or later, renewing, or with no end date on record ('not "
        "expired', 'without the expired ones'; unlike active, open-ended contracts stay); true: already ended",
    )
    active_on: date | None = Field(
        None,
        description="in force on this day: started by then and not ended before it ('live at 31 Dec 2018')",
    )
    has_end_date: bool | None = Field(
        None, description="false: no end date on record (open-ended, evergreen); true: a stated end date"
    )
    auto_renew: bool | None = Field(
        None,
        description="true: renews automatically unless notice is given (evergreen); false: its renewal needs "
        "an action or is excluded (contracts whose renewal terms were not read match neither)",
    )
    has_value: bool | None = Field(
        None, description="false: no total monetary value on record; true: a stated total value"
    )
    has_law: bool | None = Field(
        None, description="false: no governing law on record; true: a stated governing law"
    )
    amount_op: AmountOp | None = Field(None, description="comparison for the total monetary value")
    amount: float | None = Field(None, description="monetary value to compare total_amount with")
    amount_max: float | None = Field(
        None, description="total monetary value at most this (with amount_op '>=' and amount: a range)"
    )
    text: str | None = Field(None, description="keywords that must all appear in title/summary/scope")
    titled: str | None = Field(
        None,
        description="words the title or file name must contain, whatever the type it is filed under "
        "('the ones actually called collaboration agreements': 'collaboration')",
    )
    # the words a contract type no contract is filed under stands for, any of them in the file name, title
    # or summary (set by the tools, never by a caller: left out of the schema)
    named: SkipJsonSchema[list[str]] = []
    law_country: str | None = Field(
        None,
        description="governing-law country (name or ISO code) or region (EU, Europe, Asia, Africa, South America); "
        "several as a list or 'A or B'",
    )
    law_state: str | None = Field(
        None, description="governing-law state/province (name or ISO 3166-2); several as a list or 'A or B'"
    )
    law_country_not: str | None = Field(
        None,
        description="governed by the law of a country other than this one (name or ISO; 'non-US'); several as a "
        "list or 'A or B' (none of them)",
    )
    law_state_not: str | None = Field(
        None,
        description="governed by a law other than this state's (name or ISO 3166-2; 'not Delaware law'); several "
        "as a list or 'A or B' (none of them: 'neither NY nor California law')",
    )
    clause_type: str | None = Field(None, description="has a clause of this type, e.g. Non-Compete")

    @field_validator("amount_op", mode="before")
    @classmethod
    def _op(cls, v: Any) -> Any:
        if isinstance(v, str):
            v = v.strip().lower()
            return _OP_WORDS.get(v, v)
        return v

    @field_validator("contract_type", "contract_type_not", mode="before")
    @classmethod
    def _type(cls, v: Any) -> Any:
        return _either(v, resolve_contract_type)

    @field_validator("law_country", "party_country", mode="before")
    @classmethod
    def _law_country(cls, v: Any) -> Any:
        return OR.join(dict.fromkeys(options(_either(v, resolve_countries)))) or None

    @field_validator("law_state", mode="before")
    @classmethod
    def _law_state(cls, v: Any) -> Any:
        return OR.join(v) if isinstance(v, list) else v  # resolved with the country, below

    @field_validator(
        "party_country_also",
        "party_country_not",
        "party_country_none",
        "party_country_only",
        mode="before",
    )
    @classmethod
    def _country(cls, v: Any) -> Any:
        return resolve_country(v) if isinstance(v, str) and v.strip() else None

    @field_validator("law_country_not", mode="before")
    @classmethod
    def _countries_not(cls, v: Any) -> Any:
        return _either(v, resolve_country)

    @field_validator("law_state_not", mode="before")
    @classmethod
    def _states_not(cls, v: Any) -> Any:
        return _either(v, lambda s: resolve_state(s, None))

    @field_validator("party_state", mode="before")
    @classmethod
    def _state(cls, v: Any) -> Any:
        return resolve_state(v, None) if isinstance(v, str) and v.strip() else None

    @field_validator("parties", mode="before")
    @classmethod
    def _parties(cls, v: Any) -> Any:
        if isinstance(v, str):
            v = [v]
        return [p for p in (v or []) if isinstance(p, str) and p.strip()][:MAX_PARTIES]

    @field_validator("text", "clause_type", mode="before")
    @classmethod
    def _text(cls, v: Any) -> Any:
        return v.strip()[:200] or None if isinstance(v, str) else v

    @model_validator(mode="after")
    def _normalise(self) -> ContractFilters:
        if self.law_state:  # a state's country is a law country; a state named alone, in the one given
            countries = options(self.law_country)
            within = countries[0] if len(countries) == 1 else None
            self.law_state = _either(self.law_state, lambda s: resolve_state(s, within))
            states = options(self.law_state)
            self.law_country = OR.join(dict.fromkeys([*countries, *(s.split("-")[0] for s in states)]))
        if (self.amount_op is None) != (self.amount is None):
            if self.amount is not None:
                self.amount_op = "="
            else:
                raise ValueError("amount_op needs an amount")
        return self


MAX_ALTERNATIVES = 4


class ContractFilters(Conditions):
    """Filters on contracts: all the conditions given, and one of `any_of` when it is given."""

    any_of: list[Conditions] = Field(
        default_factory=list,
        max_length=MAX_ALTERNATIVES,
        description="alternatives across different fields ('signed in 2015 or governed by Texas law'): a "
        "contract must also meet all the conditions of at least one of them",
    )

    @field_validator("any_of", mode="after")
    @classmethod
    def _alternatives(cls, v: list[Conditions]) -> list[Conditions]:
        return v if all(a.model_dump(exclude_defaults=True) for a in v) else []  # an empty one: any contract

    def filter_fields(self) -> dict[str, Any]:
        return self.model_dump(include=set(ContractFilters.model_fields), exclude_defaults=True)
