"""The contract schema at the boundaries.

`Contract` is the seed's extraction schema (what an LLM or the offline extractor fills in,
and what `contract_data.json` holds). `ContractRecord` is its normalised, scoped form: the only
thing the writer accepts.
"""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Visibility = Literal["channel", "workspace"]


class Location(BaseModel):
    address: str | None = Field(None, description="street address")
    city: str | None = Field(None, description="city")
    state: str | None = Field(None, description="state or province, name or code")
    country: str | None = Field(None, description="country, ideally an ISO 3166-1 alpha-2 code")


class Organization(BaseModel):
    name: str = Field(description="party's legal name as written in the contract")
    location: Location | None = Field(None, description="where the party is located")
    role: str | None = Field(None, description="role in the contract, e.g. Licensor, Supplier, Customer")
    aliases: list[str] = Field(default_factory=list, description="defined terms for the party")


class Clause(BaseModel):
    clause_type: str = Field(description="clause category, CUAD's categories where possible")
    summary: str | None = Field(None, description="one-sentence summary of the clause")
    text: str | None = Field(None, description="the clause text, exactly as in the contract")
    start: int | None = Field(None, description="character offset of `text` in the canonical text")
    end: int | None = Field(None, description="end offset (exclusive)")
    heading: str | None = Field(None, description="section heading the clause sits under")


class TextSpan(BaseModel):
    """Where a value is stated: character offsets into the contract's canonical text."""

    start: int = Field(
        -1, description="character offset where the passage starts in the canonical text (-1: not given)"
    )
    end: int = Field(-1, description="end offset (exclusive; -1: not given)")
    text: str | None = Field(
        None, description="the passage copied verbatim (an extractor's offsets are re-anchored on it)"
    )


# what a contract says of renewal and termination for convenience (`Contract` fields)
RENEWAL_FIELDS = (
    "perpetual",
    "auto_renew",
    "renewal_term",
    "renewal_notice_days",
    "termination_for_convenience",
    "convenience_notice_days",
)
TERM_FIELDS = ("effective_date", "end_date", "duration", *RENEWAL_FIELDS)  # the fields with evidence


class Contract(BaseModel):
    """The seed's schema for one extracted contract."""

    model_config = ConfigDict(extra="ignore")

    file_id: str | None = Field(None, description="file name without extension")
    title: str | None = Field(
        None,
        description="the document's own title as its heading states it, e.g. 'Exclusive Distribution "
        "Agreement' or 'Amendment No. 2 to Supply Agreement'; without exhibit labels, 'Execution Copy', "
        "confidentiality legends or page numbers; never the file name; null if the document has no title",
    )
    summary: str | None = Field(None, description="a few sentences on what the contract is about")
    contract_type: str | None = Field(None, description="type of the contract, from the taxonomy")
    parties: list[Organization] = Field(default_factory=list)
    effective_date: date | None = Field(None, description="date the contract takes effect")
    contract_scope: str | None = Field(None, description="what the contract covers")
    duration: str | None = Field(None, description="initial term as ISO 8601 duration, e.g. P2Y")
    end_date: date | None = Field(None, description="date the initial term ends")
    perpetual: bool | None = Field(
        None,
        description="true when the contract has no fixed end ('perpetual', 'until terminated', 'shall continue "
        "in effect until terminated by either party'); false when it has a fixed initial term or end date",
    )
    auto_renew: bool | None = Field(
        None,
        description="true when the term renews automatically unless a party gives notice (evergreen); false "
        "when renewal needs an action (mutual agreement, an option exercised) or is excluded; null if not stated",
    )
    renewal_term: str | None = Field(
        None,
        description="length of each renewal period as ISO 8601 duration, e.g. P1Y for successive 1-year terms",
    )
    renewal_notice_days: int | None = Field(
        None,
        description="notice needed to stop a renewal (notice of non-renewal), in days (a month is 30 days)",
    )
    termination_for_convenience: bool | None = Field(
        None, description="true when a party may terminate without cause (for convenience, for any reason)"
    )
    convenience_notice_days: int | None = Field(
        None, description="notice needed to terminate for convenience, in days (a month is 30 days)"
    )
    term_evidence: dict[str, TextSpan] = Field(
        default_factory=dict,
        description="for each term field found (effective_date, end_date, duration, perpetual, auto_renew, "
        "renewal_term, renewal_notice_days, termination_for_convenience, convenience_notice_days): the "
        "sentence stating it, copied verbatim",
    )
    total_amount: float | None = Field(None, description="total monetary value, if stated")
    governing_law: Location | None = Field(None, description="jurisdiction whose law governs")
    clauses: list[Clause] = Field(default_factory=list)


class PartyRecord(BaseModel):
    name: str
    key: str
    role: str | None = None
    aliases: list[str] = Field(default_factory=list)
    country: str | None = None
    subdivision: str | None = None
    city: str | None = None


class Jurisdiction(BaseModel):
    """A normalised place: ISO 3166-1 country and, where known, ISO 3166-2 subdivision."""

    country: str
    subdivision: str | None = None
    city: str | None = None

    @property
    def key(self) -> str:
        return "|".join([self.country, self.subdivision or "", (self.city or "").lower()])


class ClauseRecord(BaseModel):
    id: str
    clause_type: str
    summary: str | None = None
    text: str | None = None
    start: int | None = None
    end: int | None = None
    heading: str | None = None


class ChunkRecord(BaseModel):
    """A citable piece of a contract's canonical text with its stored embedding."""

    id: str
    start: int
    end: int
    text: str
    heading: str | None = None
    categories: list[str] = Field(default_factory=list, description="CUAD categories of clauses it overlaps")
    embedding: str = Field(description="base64 of the float32 unit vector")


class Scope(BaseModel):
    """Where a contract belongs. Uploads carry their channel; the demo corpus its own tenant."""

    tenant: str
    channel: str | None = None
    visibility: Visibility = "workspace"

    @property
    def unit(self) -> str:
        """The visibility unit: 'tenant#*' (the whole workspace) or 'tenant#channel'.

        Party nodes belong to one unit (`graph_ingest.cypher.UNIT_OF_C` is the same rule in Cypher).
        """
        where = (self.channel or "") if self.visibility == "channel" else "*"
        return f"{self.tenant}#{where}"

    def party_id(self, key: str) -> str:
        return f"{self.unit}|{key}"


class ContractRecord(BaseModel):
    """A contract ready for the graph: normalised values, scope, provenance."""

    file_id: str
    title: str
    contract_type: str
    summary: str | None = None
    contract_scope: str | None = None
    effective_date: date | None = None
    end_date: date | None = None
    duration: str | None = None
    duration_days: int | None = None
    perpetual: bool | None = None
    auto_renew: bool | None = None
    renewal_term: str | None = None
    renewal_term_days: int | None = None
    renewal_notice_days: int | None = None
    termination_for_convenience: bool | None = None
    convenience_notice_days: int | None = None
    term_evidence: str | None = Field(
        None, description='JSON {field: {"start", "end"}}: offsets of each term value in the canonical text'
    )
    total_amount: float | None = None
    governing_law: Jurisdiction | None = None
    parties: list[PartyRecord] = Field(default_factory=list)
    clauses: list[ClauseRecord] = Field(default_factory=list)
    chunks: list[ChunkRecord] | None = Field(None, description="None leaves stored chunks as they are")
    scope: Scope
    source: Literal["demo", "upload", "generated", "cli"] = "cli"
    content_hash: str | None = None
