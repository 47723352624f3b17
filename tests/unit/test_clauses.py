"""Clause segmentation (exact offsets, headings) and CUAD category tagging."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from core.clause_categories import CATEGORIES, category_key
from graph_ingest.extract.clause_rules import tag
from graph_ingest.extract.clauses import segment, segment_and_tag

CUAD = Path(__file__).resolve().parents[3] / "shared" / "data" / "cuad"
needs_data = pytest.mark.skipif(not CUAD.is_dir(), reason="shared CUAD data not available")

CONTRACT = """MASTER SERVICES AGREEMENT

ARTICLE 1 DEFINITIONS
1.1 "Services" means the services in Exhibit A.

ARTICLE 2 RESTRICTIONS
2.1 Non-Competition. During the Term, Supplier shall not directly or indirectly engage in any business that
competes with the Company in the Territory.
2.2 Assignment. Neither party may assign this Agreement without the prior written consent of the other party.

ARTICLE 3 LIABILITY
3.1 In no event shall either party's aggregate liability under this Agreement exceed the fees paid in the twelve
months preceding the claim. 3.2 Governing Law. This Agreement is governed by the laws of the State of Texas.
  4. Termination. Either party may terminate this Agreement for convenience upon thirty (30) days' written notice.
"""


def test_offsets_slice_exactly() -> None:
    segments = segment(CONTRACT)
    assert segments
    for seg in segments:
        assert CONTRACT[seg.start : seg.end] == seg.text
        assert seg.text == seg.text.strip()
    starts = [s.start for s in segments]
    assert starts == sorted(starts)
    for a, b in zip(segments, segments[1:], strict=False):
        assert a.end <= b.start


def test_headings_and_inline_sections() -> None:
    by_start = {seg.text[:25]: seg for seg in segment(CONTRACT)}
    non_compete = next(s for s in by_start.values() if s.text.startswith("2.1 Non-Competition"))
    assert non_compete.heading == "Non-Competition"
    law = next(s for s in by_start.values() if s.text.startswith("3.2 Governing Law"))  # split inside a line
    assert law.heading == "Governing Law"
    definitions = next(s for s in by_start.values() if s.text.startswith("1.1"))
    assert definitions.heading == "DEFINITIONS"


def test_tags() -> None:
    clauses = segment_and_tag(CONTRACT)
    tagged = {c.clause_type: c for c in clauses}
    assert "Non-Compete" in tagged and tagged["Non-Compete"].text.startswith("2.1")
    assert tagged["Anti-Assignment"].text.startswith("2.2")
    assert tagged["Cap On Liability"].text.startswith("3.1")
    assert tagged["Governing Law"].text.startswith("3.2")
    assert tagged["Termination For Convenience"].text.startswith("4.")
    for c in clauses:
        assert CONTRACT[c.start : c.end] == c.text  # type: ignore[index]
        assert c.summary and len(c.summary) <= 200
    assert tag("The parties shall meet quarterly to review the marketing plan.") == []


def test_negated_third_party_beneficiary_is_not_tagged() -> None:
    assert "Third Party Beneficiary" not in tag("There are no third party beneficiaries of this Agreement.")
    assert "Third Party Beneficiary" in tag(
        "Each Indemnitee is an intended third party beneficiary of Section 9."
    )


def test_long_paragraphs_are_cut_at_sentences() -> None:
    text = " ".join(f"Sentence number {i} says something about the services." for i in range(200))
    segments = segment(text)
    assert len(segments) > 3
    assert all(len(s.text) <= 1600 for s in segments)
    assert "".join(text[s.start : s.end] for s in segments).replace(" ", "") == text.replace(" ", "")


@needs_data
def test_categories_are_cuad_names() -> None:
    with (CUAD / "category_descriptions.csv").open(encoding="utf-8-sig") as f:
        names = {category_key(row[0].removeprefix("Category: ")) for row in list(csv.reader(f))[1:]}
    assert {category_key(c) for c in CATEGORIES} <= names


@needs_data
@pytest.mark.parametrize("prefix", ["CybergyHoldingsInc", "GopageCorp_20140221", "ABILITYINC_06_15_2020"])
def test_cuad_offsets_and_governing_law(prefix: str) -> None:
    path = next((CUAD / "full_contract_txt").glob(f"{prefix}*.txt"))
    text = path.read_bytes().decode("utf-8")
    clauses = segment_and_tag(text)
    for c in clauses:
        assert text[c.start : c.end] == c.text  # type: ignore[index]
    assert any(c.clause_type == "Governing Law" for c in clauses)
