"""Contract extraction with a chat model: `with_structured_output(Contract, method="function_calling")`.

Long contracts are cut into overlapping chunks; the first chunk's answer wins for single values
(dates, law, type), parties are merged by `party_key`. The title is the first chunk's (a later
chunk's "title" would be an exhibit's or a schedule's), else the rule-based `find_title` of the text.
Clause offsets from the model are not trusted: each clause text is looked up in the canonical text,
and its offsets set only where it is found; the same goes for the term evidence (the sentence stating
each term value), which is dropped where its text is not in the contract.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage

from graph_ingest.errors import ExtractionError
from graph_ingest.extract.clauses import segment_and_tag
from graph_ingest.extract.titles import find_title
from graph_ingest.models import RENEWAL_FIELDS, Clause, Contract, TextSpan
from graph_ingest.names import party_key

logger = logging.getLogger(__name__)

SYSTEM_PROMPT = (
    "You extract structured data from one legal contract. Fill the Contract tool exactly from the text; "
    "leave a field null when the contract does not state it. title: the document's own title from its "
    "heading on the first page (e.g. 'Master Services Agreement'), not an exhibit label, 'Execution Copy' "
    "or a confidentiality legend. Parties: the legal names of the signing "
    "parties as written, with their defined terms as aliases and their role (e.g. Licensor, Distributor). "
    "Dates as YYYY-MM-DD: effective_date is when the contract takes effect (else the agreement date); "
    "end_date is when the initial term ends (effective date plus the initial term if only a term is given; "
    "null if perpetual). duration is the initial term in ISO 8601 (P3Y). perpetual: true when there is no fixed "
    "end ('until terminated by either party'). auto_renew: true when the term renews automatically unless a "
    "party gives notice; false when renewal needs mutual agreement or an option, or is excluded; null if the "
    "contract says nothing on renewal. renewal_term: each renewal period in ISO 8601 (successive one-year "
    "terms: P1Y). renewal_notice_days: the notice of non-renewal, in days (months x 30). "
    "termination_for_convenience: true when a party may terminate without cause; convenience_notice_days: "
    "its notice in days. term_evidence: for each of these term fields and effective_date, end_date and "
    "duration that you fill, the sentence stating it copied verbatim as text. governing_law: the state or "
    "province and the country (ISO 3166-1 alpha-2) whose law governs. clauses: notable clauses with CUAD "
    "category names (Governing Law, Non-Compete, Exclusivity, Anti-Assignment, Cap On Liability, ...) and "
    "their text copied verbatim."
)


class LLMExtractor:
    """Runs a chat model over the contract text and returns the seed's `Contract`."""

    def __init__(self, chat_model: BaseChatModel, max_chars: int = 60_000, overlap: int = 2_000) -> None:
        self._structured = chat_model.with_structured_output(Contract, method="function_calling")
        self.max_chars = max_chars
        self.overlap = overlap

    def chunks(self, text: str) -> list[str]:
        if len(text) <= self.max_chars:
            return [text]
        step = self.max_chars - self.overlap
        return [text[i : i + self.max_chars] for i in range(0, len(text) - self.overlap, step)]

    def _ask(self, chunk: str, index: int, total: int) -> Contract:
        where = f" (part {index + 1} of {total})" if total > 1 else ""
        messages = [SystemMessage(SYSTEM_PROMPT), HumanMessage(f"Contract text{where}:\n\n{chunk}")]
        try:
            result: Any = self._structured.invoke(messages)
        except Exception as e:  # the client raises many types (network, HTTP status, parsing)
            logger.warning("llm extraction failed: %s", type(e).__name__)
            raise ExtractionError(
                "The language model could not extract this contract; try again later."
            ) from e
        if isinstance(result, dict):
            result = Contract.model_validate(result)
        if not isinstance(result, Contract):
            raise ExtractionError("The language model returned no contract data.")
        return result

    def extract(self, text: str, file_id: str) -> Contract:
        parts = self.chunks(text)
        results = [self._ask(chunk, i, len(parts)) for i, chunk in enumerate(parts)]
        merged = merge(results)
        merged.file_id = file_id
        merged.title = merged.title or find_title(text)
        merged.clauses = anchor_clauses(merged.clauses, text) or segment_and_tag(text)
        merged.term_evidence = anchor_evidence(merged.term_evidence, text)
        logger.debug(
            "llm extracted %s: %d parties, %d clauses", file_id, len(merged.parties), len(merged.clauses)
        )
        return merged


def merge(results: list[Contract]) -> Contract:
    """First non-null value per field (the title: the first chunk's only); parties de-duplicated by key;
    clauses concatenated."""
    merged = results[0].model_copy(deep=True)
    seen = {party_key(p.name) for p in merged.parties}
    for other in results[1:]:
        for field in (
            "summary",
            "contract_type",
            "effective_date",
            "contract_scope",
            "duration",
            "end_date",
            "total_amount",
            "governing_law",
            *RENEWAL_FIELDS,
        ):
            if getattr(merged, field) is None:
                setattr(merged, field, getattr(other, field))
        for field, span in other.term_evidence.items():
            merged.term_evidence.setdefault(field, span)
        for party in other.parties:
            if party_key(party.name) not in seen:
                seen.add(party_key(party.name))
                merged.parties.append(party)
        merged.clauses.extend(other.clauses)
    return merged


def anchor_clauses(clauses: list[Clause], text: str) -> list[Clause]:
    """Set each clause's offsets to where its text really is; drop offsets that do not slice it."""
    out: list[Clause] = []
    for clause in clauses:
        c = clause.model_copy()
        pos = text.find(c.text) if c.text else -1
        c.start, c.end = (pos, pos + len(c.text)) if pos >= 0 and c.text else (None, None)
        out.append(c)
    return out


def anchor_evidence(spans: dict[str, TextSpan], text: str) -> dict[str, TextSpan]:
    """Term evidence placed where its text really is (white space may differ); a span whose text is not in
    the contract is dropped, whatever offsets the model gave."""
    out: dict[str, TextSpan] = {}
    for field, span in spans.items():
        quote = (span.text or "").strip()
        if not quote:
            continue
        pos = text.find(quote)
        found = (pos, pos + len(quote)) if pos >= 0 else _find_loosely(quote, text)
        if found is not None:
            out[field] = TextSpan(start=found[0], end=found[1], text=text[found[0] : found[1]])
    return out


def _find_loosely(quote: str, text: str) -> tuple[int, int] | None:
    """Where `quote` is in `text` with any run of white space between its words."""
    words = quote.split()
    if not words:
        return None
    m = re.search(r"\s+".join(re.escape(w) for w in words), text)
    return (m.start(), m.end()) if m else None
