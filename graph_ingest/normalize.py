"""From an extracted `Contract` to a normalised `ContractRecord`: taxonomy, ISO places, party keys."""

from __future__ import annotations

import re

from core.contract_types import canonical_type
from core.places import GB_NATIONS, clean_place, country_code, subdivision_code
from graph_ingest.models import (
    ClauseRecord,
    Contract,
    ContractRecord,
    Jurisdiction,
    Location,
    PartyRecord,
    Scope,
)
from graph_ingest.names import display_name, party_key

_ISO_DURATION = re.compile(
    r"^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?$"
)


def duration_days(value: str | None) -> int | None:
    """Days in an ISO 8601 duration such as P2Y, P6M or P90D (years 365 days, months 30)."""
    if not value:
        return None
    m = _ISO_DURATION.match(value.strip().upper())
    if not m or not any(m.groups()):
        return None
    y, mo, w, d = (float(g) if g else 0.0 for g in m.groups())
    return round(y * 365 + mo * 30 + w * 7 + d)


def title_from_file_id(file_id: str) -> str:
    """A readable title: CUAD names end with the document title after the last '-' or '_'."""
    tail = re.split(r"[-_]", file_id.strip())[-1].strip() or file_id
    tail = re.sub(r"\s*\(\d+\)$|\d$", "", tail).strip()
    return tail.title() if tail.isupper() else tail


def to_record(
    contract: Contract, *, file_id: str, scope: Scope, source: str, content_hash: str | None = None
) -> ContractRecord:
    title = title_from_file_id(file_id)
    parties: dict[str, PartyRecord] = {}
    for org in contract.parties:
        name = display_name(org.name)
        if not name:
            continue
        # a redacted name ("[ * * * ]") has no key: it is its own party, never another contract's
        key = party_key(name) or f"~{file_id}~{len(parties)}"
        place = to_jurisdiction(org.location)
        if key in parties:  # the same organisation twice: keep one, remember the spelling
            kept = parties[key]
            if name != kept.name and name not in kept.aliases:
                kept.aliases.append(name)
            continue
        parties[key] = PartyRecord(
            name=name,
            key=key,
            role=org.role,
            aliases=[a for a in org.aliases if a and a != name],
            country=place.country if place else None,
            subdivision=place.subdivision if place else None,
            city=place.city if place else None,
        )
    clauses = [
        ClauseRecord(id=f"{file_id}#{i}", **c.model_dump())
        for i, c in enumerate(contract.clauses)
        if c.clause_type
    ]
    return ContractRecord(
        file_id=file_id,
        title=title,
        contract_type=canonical_type(contract.contract_type, file_id),
        summary=contract.summary,
        contract_scope=contract.contract_scope,
        effective_date=contract.effective_date,
        end_date=contract.end_date,
        duration=contract.duration,
        duration_days=duration_days(contract.duration),
        total_amount=contract.total_amount,
        governing_law=to_jurisdiction(contract.governing_law),
        parties=list(parties.values()),
        clauses=clauses,
        scope=scope,
        source=source,  # type: ignore[arg-type]
        content_hash=content_hash,
    )


def to_jurisdiction(loc: Location | None) -> Jurisdiction | None:
    """Normalise a free-form location. A state without a country implies its country."""
    if loc is None:
        return None
    cc = country_code(loc.country)
    state = loc.state
    if cc is None and loc.country and (sub := subdivision_code(None, loc.country)):
        cc, state = sub.split("-")[0], loc.country
    sub = subdivision_code(cc, state)
    if cc is None and sub:
        cc = sub.split("-")[0]
    if cc is None and loc.country and clean_place(loc.country) in GB_NATIONS:
        cc, sub = "GB", GB_NATIONS[clean_place(loc.country)]
    if cc is None:
        return None
    if sub is None and loc.country and clean_place(loc.country) in GB_NATIONS:
        sub = GB_NATIONS[clean_place(loc.country)]
    city = loc.city.strip() if loc.city and loc.city.strip() else None
    return Jurisdiction(country=cc, subdivision=sub, city=city)
