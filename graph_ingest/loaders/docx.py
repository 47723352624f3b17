"""Word .docx with python-docx, after checking the zip container (size, ratio, structure)."""

from __future__ import annotations

import io
import logging
import zipfile

import docx
from docx.table import Table
from docx.text.paragraph import Paragraph

from core.limits import size_text
from graph_ingest.errors import CorruptFileError, FileTooLargeError
from graph_ingest.loaders.base import LoadLimits

logger = logging.getLogger(__name__)

MAIN_PART = "word/document.xml"


def check_zip(data: bytes, limits: LoadLimits) -> None:
    """Refuse damaged zips and zip bombs before any XML is parsed."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            infos = zf.infolist()
            names = {i.filename for i in infos}
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, OSError, EOFError) as e:
        raise CorruptFileError("The Word document is damaged or incomplete and cannot be opened.") from e
    if MAIN_PART not in names:
        raise CorruptFileError("The file is a zip archive but not a Word document (no document body).")
    unpacked = sum(i.file_size for i in infos)
    packed = max(1, sum(i.compress_size for i in infos))
    if unpacked > limits.max_uncompressed_bytes:
        raise FileTooLargeError(
            f"The Word document unpacks to {size_text(unpacked)}; the limit is "
            f"{size_text(limits.max_uncompressed_bytes)}."
        )
    if unpacked / packed > limits.max_compression_ratio:
        logger.warning("docx refused: compression ratio %.0f", unpacked / packed)
        raise FileTooLargeError(
            "The Word document is abnormally compressed (a possible zip bomb) and was refused."
        )


def _table_text(table: Table) -> str:
    rows = []
    for row in table.rows:
        cells: list[str] = []
        for cell in row.cells:
            value = cell.text.strip()
            if not cells or value != cells[-1]:  # merged cells repeat their text
                cells.append(value)
        rows.append(" | ".join(cells))
    return "\n".join(rows)


def load_docx(data: bytes, limits: LoadLimits) -> str:
    """Paragraphs and tables in document order, separated by newlines."""
    check_zip(data, limits)
    try:
        document = docx.Document(io.BytesIO(data))
        blocks = [
            item.text if isinstance(item, Paragraph) else _table_text(item)
            for item in document.iter_inner_content()
        ]
    except (zipfile.BadZipFile, KeyError, ValueError, OSError, EOFError) as e:
        raise CorruptFileError("The Word document is damaged and cannot be read.") from e
    except Exception as e:  # lxml and python-docx raise assorted errors on broken XML
        if type(e).__module__.startswith(("lxml", "docx")):
            raise CorruptFileError("The Word document is damaged and cannot be read.") from e
        raise
    return "\n".join(blocks).strip()
