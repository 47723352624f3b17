"""Entity resolution merges spelling slips and refuses look-alikes."""

from __future__ import annotations

import pytest

from graph_ingest.names import party_key
from graph_ingest.resolve import candidates, judge, match_existing


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Microgenics Corporation", "Microgenic Corp"),
        ("Stremick's Heritage Foods", "Stremicks Heritage Foods, LLC"),
        ("Verticalnet Incorporated", "VerticalNet, Inc."),
        ("Snap Technologies Inc", "Snap Technologis, Inc."),
    ],
)
def test_merges_spelling_variants(a: str, b: str) -> None:
    ka, kb = party_key(a), party_key(b)
    assert ka == kb or (judge(ka, kb) is not None and judge(ka, kb).verdict == "merge")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("MacroGenics, Inc.", "Microgenics Corporation"),
        ("Oncology Fund II LP", "Oncology Fund III LP"),
        ("Mezzanine Partners Offshore", "Mezzanine Partners Onshore"),
        ("Varde Fund GP", "Varde Fund UGP"),
        ("Apollo Management Holdings GP", "Apollo Management Holdings"),
        ("United Airlines", "United Artists"),
    ],
)
def test_never_merges_look_alikes(a: str, b: str) -> None:
    verdict = judge(party_key(a), party_key(b))
    assert verdict is None or verdict.verdict == "review"


def test_parent_and_subsidiary_go_to_review() -> None:
    c = judge(party_key("Acme Inc."), party_key("Acme Holdings Inc."))
    assert c is not None and c.verdict == "review" and c.keep == "acme holdings"


def test_candidates_respect_rejections_and_new_names_join_known_ones() -> None:
    keys = ["acme", "acme holdings", "microgenics", "microgenic"]
    found = candidates(keys)
    assert {(c.keep, c.drop, c.verdict) for c in found} == {
        ("acme holdings", "acme", "review"),
        ("microgenics", "microgenic", "merge"),
    }
    assert candidates(keys, rejected={frozenset(("acme", "acme holdings"))})[0].drop == "microgenic"
    assert match_existing("microgenic", ["microgenics", "acme"]) == "microgenics"
    assert match_existing("macrogenics", ["microgenics"]) is None
