"""Loaders on real files (CUAD sample PDFs, a CUAD .txt) and on broken ones built at test time."""

from __future__ import annotations

import hashlib
import io
import zipfile
from pathlib import Path

import docx
import pytest
from pypdf import PdfWriter

from graph_ingest.errors import (
    CorruptFileError,
    EncryptedFileError,
    FileTooLargeError,
    IngestError,
    NoTextLayerError,
    UnsupportedFileError,
)
from graph_ingest.loaders import Document, LoadLimits, file_id_of, load
from tests.fixtures import laid_out_pdf, long_contract, text_pdf, wrap_lines

DATA = Path(__file__).resolve().parents[3] / "shared" / "data" / "cuad"
SAMPLE_PDFS = sorted((DATA / "sample_pdf").glob("*")) if (DATA / "sample_pdf").is_dir() else []
needs_data = pytest.mark.skipif(not SAMPLE_PDFS, reason="shared CUAD data not available")


def blank_pdf(pages: int = 2) -> bytes:
    writer = PdfWriter()
    for _ in range(pages):
        writer.add_blank_page(width=612, height=792)
    buf = io.BytesIO()
    writer.write(buf)
    return buf.getvalue()


def docx_bytes(paragraphs: list[str], table: list[list[str]] | None = None) -> bytes:
    document = docx.Document()
    for p in paragraphs:
        document.add_paragraph(p)
    if table:
        t = document.add_table(rows=len(table), cols=len(table[0]))
        for r, row in enumerate(table):
            for c, value in enumerate(row):
                t.cell(r, c).text = value
    buf = io.BytesIO()
    document.save(buf)
    return buf.getvalue()


LINE = "This Supply Agreement is made between Acme Inc. and Beta LLC for the supply of widgets."


# ---------------------------------------------------------------- PDF
@needs_data
@pytest.mark.parametrize("path", SAMPLE_PDFS, ids=lambda p: p.name[:30])
def test_sample_pdfs_give_real_text(path: Path) -> None:
    doc = load(path)
    assert doc.media_type == "application/pdf"
    assert doc.pages and doc.pages >= 1
    assert len(doc.text) > 500
    assert "agreement" in doc.text.lower()
    assert doc.content_hash == hashlib.sha256(path.read_bytes()).hexdigest()
    assert doc.file_id == path.stem


def test_generated_text_pdf() -> None:
    data = text_pdf([LINE, "Second page: governed by the laws of the State of New York."])
    doc = load(data, "contract.pdf")
    assert doc.pages == 2
    assert "Acme Inc." in doc.text and "State of New York" in doc.text
    assert doc.file_id == "contract"


def test_a_contract_laid_out_on_twenty_pages_reads_back_line_by_line() -> None:
    text, party = long_contract(4101, pages=20)
    doc = load(laid_out_pdf(text), "scan-0042.pdf")
    assert doc.pages == 20
    printed = [line for line in wrap_lines(text) if line]  # a PDF has no empty lines to extract
    assert [line.strip() for line in doc.text.splitlines() if line.strip()] == printed
    assert doc.text.startswith("MASTER WIDGET SUPPLY AGREEMENT\n") and party in doc.text
    assert "People's Republic" in doc.text, "WinAnsi: an apostrophe stays an apostrophe"


def test_encrypted_pdf_is_refused() -> None:
    writer = PdfWriter(clone_from=io.BytesIO(text_pdf([LINE])))
    writer.encrypt(user_password="secret", owner_password="owner", algorithm="AES-128")
    buf = io.BytesIO()
    writer.write(buf)
    with pytest.raises(EncryptedFileError) as err:
        load(buf.getvalue(), "locked.pdf")
    assert err.value.code == "encrypted_file"
    assert "password" in str(err.value)


def test_image_only_pdf_is_refused() -> None:
    with pytest.raises(NoTextLayerError) as err:
        load(blank_pdf(3), "scan.pdf")
    assert "OCR" in str(err.value)


@pytest.mark.parametrize("data", [b"%PDF-1.7\n" + b"\x00garbage" * 50, text_pdf([LINE])[:200]])
def test_corrupt_pdf_is_refused(data: bytes) -> None:
    with pytest.raises((CorruptFileError, NoTextLayerError)):
        load(data, "broken.pdf")


def test_not_a_pdf_named_pdf() -> None:
    with pytest.raises(CorruptFileError):
        load(b"hello, I am text", "fake.pdf")


def test_page_limit() -> None:
    data = text_pdf([LINE] * 3)
    with pytest.raises(FileTooLargeError) as err:
        load(data, "long.pdf", LoadLimits(max_pages=2))
    assert "3 pages" in str(err.value)
    assert load(data, "long.pdf", LoadLimits(max_pages=3)).pages == 3


# ---------------------------------------------------------------- DOCX
def test_docx_paragraphs_and_tables() -> None:
    data = docx_bytes([LINE, "1. Term. Three years."], table=[["Party", "Role"], ["Acme Inc.", "Supplier"]])
    doc = load(data, "supply.docx")
    assert doc.media_type.endswith("wordprocessingml.document")
    assert LINE in doc.text and "1. Term. Three years." in doc.text
    assert "Acme Inc. | Supplier" in doc.text
    assert doc.text.index(LINE) < doc.text.index("Acme Inc. | Supplier")


def test_truncated_docx_is_refused() -> None:
    data = docx_bytes([LINE] * 50)
    with pytest.raises(CorruptFileError) as err:
        load(data[: len(data) // 2], "cut.docx")
    assert err.value.code == "corrupt_file"


def test_zip_without_document_is_refused() -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("hello.txt", "hi")
    with pytest.raises(CorruptFileError):
        load(buf.getvalue(), "notword.docx")


def _bomb(size: int) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("[Content_Types].xml", "<Types/>")
        zf.writestr("word/document.xml", b"<w:document>" + b" " * size + b"</w:document>")
    return buf.getvalue()


def test_zip_bomb_docx_is_refused_by_ratio() -> None:
    data = _bomb(20 * 1024 * 1024)
    assert len(data) < 100_000
    with pytest.raises(FileTooLargeError) as err:
        load(data, "bomb.docx")
    assert "zip bomb" in str(err.value)


def test_docx_uncompressed_size_limit() -> None:
    with pytest.raises(FileTooLargeError):
        load(
            _bomb(2 * 1024 * 1024),
            "big.docx",
            LoadLimits(max_uncompressed_bytes=1024 * 1024, max_compression_ratio=1e9),
        )


# ---------------------------------------------------------------- size, type, text
def test_oversize_bytes_and_path(tmp_path: Path) -> None:
    data = LINE.encode() * 100
    with pytest.raises(FileTooLargeError):
        load(data, "big.txt", LoadLimits(max_bytes=1000))
    path = tmp_path / "big.txt"
    path.write_bytes(data)
    with pytest.raises(FileTooLargeError):
        load(path, limits=LoadLimits(max_bytes=1000))


def test_unsupported_types() -> None:
    with pytest.raises(UnsupportedFileError):
        load(b"\x00\x01binary", "image.png")
    with pytest.raises(UnsupportedFileError):
        load(b"\xd0\xcf\x11\xe0old word", "old.doc")
    with pytest.raises(IngestError):
        load(b"abc")  # type: ignore[call-arg]  # bytes need a name


def test_text_decoding_fallbacks() -> None:
    assert load("Café – “quoted”".encode(), "a.txt").text == "Café – “quoted”"
    assert load("Café “quoted”".encode("cp1252"), "b.txt").text == "Café “quoted”"
    assert load("Hello".encode("utf-16"), "c.md").text == "Hello"
    assert load(b"\xef\xbb\xbfBOM text", "d.txt").text == "BOM text"


def test_text_is_not_normalised() -> None:
    raw = "  Line one\r\n\r\n\tLine  two  \n"
    assert load(raw.encode(), "raw.txt").text == raw


def test_html_to_text() -> None:
    html = (
        b"<html><head><title>T</title><style>p{}</style></head><body><h1>Supply Agreement</h1>"
        b"<p>Between <b>Acme</b> &amp; Beta.</p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul></body></html>"
    )
    doc = load(html, "page.html")
    assert doc.media_type == "text/html"
    assert "Supply Agreement" in doc.text and "Between Acme & Beta." in doc.text
    assert "alert" not in doc.text and "p{}" not in doc.text
    assert "One\nTwo" in doc.text


@needs_data
def test_cuad_txt_is_exact() -> None:
    path = next((DATA / "full_contract_txt").glob("*.txt"))
    doc = load(path)
    assert doc.text == path.read_bytes().decode("utf-8")
    assert doc.media_type == "text/plain"
    assert isinstance(doc, Document)


def test_file_id() -> None:
    assert file_id_of("dir/Acme - Supply Agreement.pdf") == "Acme - Supply Agreement"
    assert file_id_of("C:\\x\\contract.v2.docx") == "contract.v2"
