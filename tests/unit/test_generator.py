"""Generated contracts are varied, deterministic, and their ground truth matches their text."""

from __future__ import annotations

import json
from pathlib import Path

from graph_ingest.generator import generate_contracts, write_corpus
from graph_ingest.models import Contract


def test_deterministic_and_varied() -> None:
    a, b = generate_contracts(200, seed=1), generate_contracts(200, seed=1)
    assert [c.text for c in a] == [c.text for c in b]
    assert len({c.truth.contract_type for c in a}) >= 10
    assert len({c.truth.governing_law.country for c in a if c.truth.governing_law}) >= 5
    parties = [p.name for c in a for p in c.truth.parties]
    assert len(set(parties)) < len(parties), "parties recur across contracts"


def test_truth_is_in_the_text() -> None:
    for g in generate_contracts(50, seed=2):
        t = g.truth
        assert all(p.name in g.text for p in t.parties)
        assert t.effective_date.strftime("%B") in g.text
        for clause in t.clauses:
            assert g.text[clause.start : clause.end] == clause.text


def test_write_corpus(tmp_path: Path) -> None:
    truth = write_corpus(tmp_path, count=5, seed=3)
    items = [Contract.model_validate(x) for x in json.loads(truth.read_text())]
    assert len(items) == 5 and all((tmp_path / f"{c.file_id}.txt").is_file() for c in items)


def test_scales() -> None:
    assert len(generate_contracts(20_000, seed=4)) == 20_000
