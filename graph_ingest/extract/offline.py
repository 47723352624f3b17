"""Rule-based contract extraction: no network, no model. Fills the seed's `Contract` schema."""

from __future__ import annotations

import logging
import re

from core.contract_types import infer_type
from graph_ingest.extract.clauses import segment_and_tag
from graph_ingest.extract.law import find_governing_law
from graph_ingest.extract.parties import find_parties
from graph_ingest.extract.terms import find_effective_date, find_terms
from graph_ingest.extract.titles import find_title
from graph_ingest.models import Contract, Organization, TextSpan

logger = logging.getLogger(__name__)

_AMOUNT = re.compile(
    r"\b(?:total|aggregate|maximum)\s+(?:contract\s+|purchase\s+)?(?:price|value|amount|consideration|fees?|sum)"
    r"[^.$]{0,60}?(?:US\s*)?\$\s?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(?P<mult>million|billion)?",
    re.I,
)


def find_amount(text: str) -> float | None:
    m = _AMOUNT.search(text)
    if not m:
        return None
    value = float(m.group("num").replace(",", ""))
    mult = {"million": 1e6, "billion": 1e9}.get((m.group("mult") or "").lower(), 1.0)
    return value * mult


class OfflineExtractor:
    """Extracts parties, dates, governing law, type and clauses from a contract's text by rules."""

    def extract(self, text: str, file_id: str) -> Contract:
        parties = find_parties(text)
        effective = find_effective_date(text)
        term = find_terms(text, effective)
        title = find_title(text)
        contract_type = infer_type(title or "") or infer_type(text[:1500]) or "Other"
        names = [p.name for p in parties]
        summary = f"{title or contract_type + ' agreement'}" + (
            f" between {' and '.join(names)}" if names else ""
        )
        if effective:
            summary += f", effective {effective.isoformat()}"
        logger.debug("extracted %s: %d parties", file_id, len(parties))
        return Contract(
            file_id=file_id,
            title=title,
            summary=summary + ".",
            contract_type=contract_type,
            parties=[Organization(name=p.name, role=p.role, aliases=p.aliases) for p in parties],
            effective_date=effective,
            duration=term.duration,
            end_date=term.end_date,
            perpetual=term.perpetual,
            auto_renew=term.auto_renew,
            renewal_term=term.renewal_term,
            renewal_notice_days=term.renewal_notice_days,
            termination_for_convenience=term.termination_for_convenience,
            convenience_notice_days=term.convenience_notice_days,
            term_evidence={
                k: TextSpan(start=a, end=b, text=text[a:b]) for k, (a, b) in term.evidence.items()
            },
            total_amount=find_amount(text),
            governing_law=find_governing_law(text),
            clauses=segment_and_tag(text),
        )
