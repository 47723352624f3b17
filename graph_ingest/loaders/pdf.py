"""PDF text layer with pypdf. Encrypted, image-only, damaged and over-long PDFs are refused."""

from __future__ import annotations

import io
import logging

from pypdf import PdfReader
from pypdf.errors import FileNotDecryptedError, PdfReadError, PyPdfError

from graph_ingest.errors import CorruptFileError, EncryptedFileError, FileTooLargeError, NoTextLayerError
from graph_ingest.loaders.base import LoadLimits, check_text_length

logger = logging.getLogger(__name__)

MIN_CHARS_PER_PAGE = 25  # below this on average, the PDF is a scan without a text layer
PAGE_SEPARATOR = "\n\n"


def _open(data: bytes) -> PdfReader:
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
    except (PdfReadError, PyPdfError, ValueError, KeyError, TypeError, OSError) as e:
        raise CorruptFileError("The PDF is damaged or incomplete and cannot be read.") from e
    if reader.is_encrypted:
        # an owner password only (empty user password) still lets anyone read the text
        try:
            opened = reader.decrypt("")
        except (FileNotDecryptedError, PdfReadError, PyPdfError, NotImplementedError, ValueError) as e:
            raise EncryptedFileError("The PDF is password-protected; upload an unprotected copy.") from e
        if not opened:
            raise EncryptedFileError("The PDF is password-protected; upload an unprotected copy.")
    return reader


def load_pdf(data: bytes, limits: LoadLimits) -> tuple[str, int]:
    """(text, page count) of a PDF's text layer, pages separated by a blank line."""
    reader = _open(data)
    try:
        count = len(reader.pages)
    except (PdfReadError, PyPdfError, ValueError, KeyError, TypeError) as e:
        raise CorruptFileError("The PDF is damaged: its page list cannot be read.") from e
    if count == 0:
        raise CorruptFileError("The PDF has no pages.")
    if count > limits.max_pages:
        raise FileTooLargeError(f"The PDF has {count} pages; the limit is {limits.max_pages}.")
    texts: list[str] = []
    chars = 0
    try:
        for page in reader.pages:
            texts.append((page.extract_text() or "").strip())
            chars += len(texts[-1]) + len(PAGE_SEPARATOR)
            check_text_length(chars, limits, partial=True)  # stop at the limit, not after 500 pages
    except FileNotDecryptedError as e:
        raise EncryptedFileError("The PDF is password-protected; upload an unprotected copy.") from e
    except (PdfReadError, PyPdfError, ValueError, KeyError, TypeError, AttributeError) as e:
        raise CorruptFileError("The PDF is damaged: some pages cannot be read.") from e
    text = PAGE_SEPARATOR.join(texts).strip()
    visible = sum(1 for ch in text if not ch.isspace())
    if visible < MIN_CHARS_PER_PAGE * count:
        logger.info("pdf without text layer: %d pages, %d visible chars", count, visible)
        raise NoTextLayerError(
            "The PDF looks like a scan: it has no selectable text. Run it through OCR and upload it again."
        )
    return text, count
