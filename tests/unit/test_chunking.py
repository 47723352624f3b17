"""chunk_text: exact offsets, section awareness, the window cap; over generated and CUAD texts."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from graph_ingest.chunking import (
    MODEL_WINDOW_TOKENS,
    PREAMBLE_HEADING,
    chunk_text,
    estimate_tokens,
    is_heading,
)

CUAD_TXT = Path(__file__).resolve().parents[3] / "shared" / "data" / "cuad" / "full_contract_txt"
WORDS = [
    "the",
    "licensee",
    "shall",
    "pay",
    "royalties",
    "of",
    "5%",
    "(five",
    "percent)",
    "on",
    "net",
    "sales",
    "within",
    "thirty",
    "days;",
    "provided",
    "that",
]


def generated_contract(seed: int) -> str:
    rng = random.Random(seed)
    parts: list[str] = []
    for n in range(1, rng.randint(2, 12)):
        style = rng.choice(["{n}. {T}", "ARTICLE {n}\n{T}", "Section {n}.{n} {t}.", "{T}", ""])
        title = " ".join(
            rng.choice(["TERM", "PAYMENT", "INDEMNIFICATION", "GOVERNING LAW"]) for _ in range(2)
        )
        if style:
            parts.append(style.format(n=n, T=title, t=title.title()))
        for _ in range(rng.randint(1, 4)):
            sentences = rng.randint(1, 40)
            words = [
                " ".join(rng.choices(WORDS, k=rng.randint(3, 30))) + rng.choice([".", ";", ""])
                for _ in range(sentences)
            ]
            parts.append(rng.choice(["", "   ", "\t"]) + " ".join(w[:1].upper() + w[1:] for w in words))
    sep = rng.choice(["\n\n", "\n", "\r\n\r\n", "\n \n"])
    return sep.join(parts) + rng.choice(["", "\n", "  "])


def check_invariants(text: str, chunks: list, max_tokens: int = MODEL_WINDOW_TOKENS) -> None:
    assert len({c.id for c in chunks}) == len(chunks)
    previous_end = 0
    for c in chunks:
        assert text[c.start : c.end] == c.text
        assert c.text == c.text.strip() and c.text
        assert c.start >= previous_end  # ordered, no overlap
        assert estimate_tokens(c.text) <= max_tokens
        previous_end = c.end
    covered = "".join(c.text for c in chunks)
    assert "".join(covered.split()) == "".join(text.split())  # every non-blank character is in a chunk


@pytest.mark.parametrize("seed", range(40))
def test_generated_texts_slice_exactly(seed: int) -> None:
    text = generated_contract(seed)
    check_invariants(text, chunk_text("gen", text))


@pytest.mark.parametrize("max_tokens", [16, 40, 120])
def test_small_windows_still_hold(max_tokens: int) -> None:
    text = generated_contract(7) + "\n\n" + "x" * 400 + " " + "word " * 300
    chunks = chunk_text("gen", text, max_tokens=max_tokens, target_tokens=max_tokens)
    check_invariants(text, chunks, max_tokens)


def test_heading_stays_with_its_text_and_labels_continuations() -> None:
    body = " ".join(f"Either party may terminate this Agreement upon notice number {i}." for i in range(60))
    fees = "Fees are due monthly, in arrears, within thirty days of the invoice date, in US dollars. " * 2
    text = f"1. PAYMENT\n\n{fees}\n\n2. TERMINATION\n\n{body}\n\n3. GOVERNING LAW\n\nNew York law."
    chunks = chunk_text("c", text, target_tokens=120, min_tokens=24)
    assert not any(all(is_heading(line) for line in c.text.splitlines() if line.strip()) for c in chunks)
    termination = [c for c in chunks if "terminate" in c.text]
    assert len(termination) > 1
    assert termination[0].text.startswith("2. TERMINATION")
    assert all(c.heading == "2. TERMINATION" for c in termination)
    assert termination[1].search_text().startswith("2. TERMINATION\n")
    assert all(c.text.endswith(".") for c in termination)  # split at sentence ends
    assert chunks[-1].text == "3. GOVERNING LAW\n\nNew York law." and chunks[-1].heading == "3. GOVERNING LAW"


def test_sections_open_new_chunks() -> None:
    text = "\n\n".join(
        f"{i}. Clause {i}. " + "The parties agree to the following terms. " * 6 for i in range(1, 6)
    )
    chunks = chunk_text("c", text, target_tokens=200, min_tokens=24)
    assert [c.text[:2] for c in chunks] == ["1.", "2.", "3.", "4.", "5."]


def test_empty_and_blank_texts() -> None:
    assert chunk_text("e", "") == []
    assert chunk_text("e", " \n\n \t ") == []


def test_custom_token_counter_caps_chunks() -> None:
    text = generated_contract(3)
    chunks = chunk_text("c", text, max_tokens=50, count_tokens=lambda s: len(s.split()))
    assert all(len(c.text.split()) <= 50 for c in chunks)
    check_invariants(text, chunks)


@pytest.mark.skipif(not CUAD_TXT.is_dir(), reason="shared CUAD data not present")
def test_cuad_contracts_slice_exactly() -> None:
    names = sorted(p.name for p in CUAD_TXT.glob("*.txt"))
    for name in names[:: max(1, len(names) // 12)]:
        text = (CUAD_TXT / name).read_text(encoding="utf-8")
        chunks = chunk_text(Path(name).stem, text)
        assert chunks
        check_invariants(text, chunks)


def test_preamble_is_labelled_until_the_first_section() -> None:
    text = (
        "DISTRIBUTION AGREEMENT\n\nThis Distribution Agreement is made as of May 1, 2020 by and between Acme Inc. "
        "and Beta LLC.\n\nWHEREAS, the parties wish to cooperate.\n\n1. DEFINITIONS\n\n"
        + "Terms have the meanings given to them in this Section. "
        * 30
    )
    chunks = chunk_text("c", text, min_tokens=16)
    assert chunks[0].heading == PREAMBLE_HEADING and "Acme" in chunks[0].text
    assert chunks[0].search_text().startswith(PREAMBLE_HEADING)
    assert all(c.heading != PREAMBLE_HEADING for c in chunks if c.start >= text.index("1. DEFINITIONS"))
    assert chunk_text("c", text, preamble_heading=None, min_tokens=16)[0].heading == "DISTRIBUTION AGREEMENT"


def test_running_page_headers_are_not_headings() -> None:
    page = "The Supplier shall deliver the goods to the Buyer at the agreed place on time. " * 3
    text = "\n\n".join(f"ACME SUPPLY AGREEMENT\n\n{i}. Delivery {i}. {page}" for i in range(1, 5))
    chunks = chunk_text("c", text, min_tokens=8, preamble_heading=None)
    assert all(c.heading != "ACME SUPPLY AGREEMENT" for c in chunks)
