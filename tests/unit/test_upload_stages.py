"""The one line a thread shows for each stage of an upload (`bot.uploads.stage_text`)."""

from __future__ import annotations

from bot.uploads import stage_text
from graph_ingest.pipeline import StageReport


def test_a_read_pdf_shows_its_pages_and_words() -> None:
    report = StageReport(stage="read", pages=20, words=9901)
    assert stage_text("scan.pdf", report) == (
        "Read scan.pdf: 20 pages, 9,901 words. Extracting parties, dates and terms…"
    )
    assert stage_text("a.txt", StageReport(stage="read", words=300)).startswith("Read a.txt: 300 words.")
    one = StageReport(stage="read", pages=1, words=223)
    assert stage_text("a.pdf", one).startswith("Read a.pdf: 1 page, 223 words.")


def test_parties_end_the_sentence_once() -> None:
    title = "Master Widget Supply Agreement"
    report = StageReport(
        stage="extracted", title=title, parties=["Sterling Networks GmbH", "Lumen Medical Co."]
    )
    assert stage_text("scan.pdf", report) == (
        f"{title}: Sterling Networks GmbH, Lumen Medical Co. Indexing its clauses for search…"
    )
    report = StageReport(stage="extracted", title=title, parties=["Lumen Medical Co.", "Acme GmbH"])
    assert (
        stage_text("scan.pdf", report)
        == f"{title}: Lumen Medical Co., Acme GmbH. Indexing its clauses for search…"
    )


def test_the_page_count_is_said_again_once_extracted() -> None:
    report = StageReport(stage="extracted", title="Supply Agreement", pages=20, parties=["Acme GmbH"])
    assert stage_text("scan.pdf", report) == (
        "Supply Agreement (20 pages): Acme GmbH. Indexing its clauses for search…"
    )
    one = StageReport(stage="extracted", title="Supply Agreement", pages=1, parties=["Acme GmbH"])
    assert stage_text("scan.pdf", one).startswith("Supply Agreement: Acme GmbH.")


def test_waiting_for_the_graph_says_so() -> None:
    assert stage_text("x.pdf", StageReport(stage="waiting")) == (
        "Received x.pdf; the contract database is not reachable, I'll keep trying…"
    )
