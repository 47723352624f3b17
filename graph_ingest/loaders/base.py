"""One entry point for uploaded files: `load()` sniffs the format and returns a `Document`.

Limits are checked before any parser sees the bytes: the file size here, page counts in the PDF
loader, the zip's uncompressed size and compression ratio in the DOCX loader.
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path, PurePath

from pydantic import BaseModel, Field

from core.limits import MB, too_large_text
from graph_ingest.errors import CorruptFileError, FileTooLargeError, UnsupportedFileError

logger = logging.getLogger(__name__)

PDF_MAGIC = b"%PDF-"
ZIP_MAGIC = b"PK\x03\x04"
TEXT_EXTENSIONS = {
    ".txt": "text/plain",
    ".md": "text/markdown",
    ".markdown": "text/markdown",
    ".html": "text/html",
    ".htm": "text/html",
}
MEDIA_TYPES = {
    ".pdf": "application/pdf",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    **TEXT_EXTENSIONS,
}


class LoadLimits(BaseModel):
    """What an upload may weigh. Defaults suit contracts; callers pass their own from settings."""

    max_bytes: int = Field(25 * MB, gt=0, description="largest file accepted, in bytes")
    max_pages: int = Field(500, gt=0, description="most PDF pages accepted")
    max_uncompressed_bytes: int = Field(200 * MB, gt=0, description="largest unpacked DOCX")
    max_compression_ratio: float = Field(
        100.0, gt=1, description="unpacked/packed size above which a zip is a bomb"
    )


class Document(BaseModel):
    """A loaded file: one canonical text that clause offsets point into."""

    file_id: str = Field(description="file name without extension")
    text: str = Field(description="the canonical text")
    media_type: str
    pages: int | None = Field(None, description="page count where the format has pages (PDF)")
    content_hash: str = Field(description="sha256 of the file's bytes, hex")


def file_id_of(filename: str) -> str:
    """'Acme - Supply Agreement.pdf' -> 'Acme - Supply Agreement' (directories and extension dropped)."""
    name = PurePath(filename.replace("\\", "/")).name
    stem = name.rsplit(".", 1)[0] if "." in name else name
    return stem.strip() or "document"


def _read(source: Path | str | bytes, limits: LoadLimits) -> bytes:
    if isinstance(source, bytes | bytearray):
        data = bytes(source)
    else:
        path = Path(source)
        if not path.is_file():
            raise UnsupportedFileError(f"{path.name}: no such file")
        if path.stat().st_size > limits.max_bytes:
            raise FileTooLargeError(too_large_text(limits.max_bytes, path.stat().st_size))
        data = path.read_bytes()
    if len(data) > limits.max_bytes:
        raise FileTooLargeError(too_large_text(limits.max_bytes, len(data)))
    return data


def _kind(data: bytes, ext: str) -> str:
    if data.startswith(PDF_MAGIC) or (ext == ".pdf" and PDF_MAGIC in data[:1024]):
        return "pdf"
    if ext == ".pdf":
        raise CorruptFileError("The file is named .pdf but is not a PDF (it may be damaged or renamed).")
    if data.startswith(ZIP_MAGIC) and ext in {".docx", ""}:
        return "docx"
    if ext == ".docx":
        raise CorruptFileError("The file is named .docx but is not a Word document (damaged or renamed).")
    if ext in TEXT_EXTENSIONS:
        return "text"
    if ext == ".doc":
        raise UnsupportedFileError("Old Word .doc files are not supported; save the file as .docx or PDF.")
    raise UnsupportedFileError(
        f"Files of type '{ext or 'unknown'}' are not supported; upload a PDF, Word .docx, text or HTML file."
    )


def load(
    source: Path | str | bytes, filename: str | None = None, limits: LoadLimits | None = None
) -> Document:
    """Read a contract file (path or bytes) into a `Document`; raises typed `IngestError`s."""
    from graph_ingest.loaders import docx, pdf, text  # local: keeps the parsers out of import time

    limits = limits or LoadLimits()
    if filename is None:
        if isinstance(source, bytes | bytearray):
            raise UnsupportedFileError("A file name is needed to load raw bytes.")
        filename = Path(source).name
    data = _read(source, limits)
    ext = PurePath(filename.strip()).suffix.lower()
    kind = _kind(data, ext)
    digest = hashlib.sha256(data).hexdigest()
    pages: int | None = None
    if kind == "pdf":
        body, pages = pdf.load_pdf(data, limits)
        media = MEDIA_TYPES[".pdf"]
    elif kind == "docx":
        body, media = docx.load_docx(data, limits), MEDIA_TYPES[".docx"]
    else:
        body, media = text.load_text(data, ext), TEXT_EXTENSIONS[ext]
    logger.info("loaded %s: %s, %d chars", file_id_of(filename), media, len(body))
    return Document(
        file_id=file_id_of(filename), text=body, media_type=media, pages=pages, content_hash=digest
    )
