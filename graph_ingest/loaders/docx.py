"""Word .docx with python-docx, after reading the zip container through a capped inflater.

A zip's headers say how large each part unpacks; a bomb lies. So the parts are not unpacked by
`zipfile` (nor by python-docx): each one is inflated here from its raw deflate stream, counting the
bytes actually produced, and reading stops the moment the total passes the budget
(`max_uncompressed_bytes`, and `max_compression_ratio` × the file's size), whatever the headers
claim. Images and embedded files are not unpacked at all (the text does not need them). The parts
read are re-packed, uncompressed, into the package python-docx then opens.
"""

from __future__ import annotations

import io
import logging
import struct
import zipfile
import zlib

import docx
from docx.document import Document as WordDocument
from docx.table import Table
from docx.text.paragraph import Paragraph
from lxml import etree

from core.limits import size_text
from graph_ingest.errors import CorruptFileError, EncryptedFileError, FileTooLargeError
from graph_ingest.loaders.base import LoadLimits, check_text_length

logger = logging.getLogger(__name__)

MAIN_PART = "word/document.xml"
MAX_MEMBERS = 10_000  # a real .docx has a few dozen parts
SKIPPED_PREFIXES = ("word/media/", "word/embeddings/")  # binary parts: kept empty, never inflated
INFLATE_CHUNK = 1 << 20  # bytes produced per inflate step
_LOCAL_HEADER = struct.Struct("<4s5H3L2H")  # zip local file header (30 bytes)
_LOCAL_MAGIC = b"PK\x03\x04"

_DAMAGED = "The Word document is damaged or incomplete and cannot be opened."
_BOMB = "The Word document is abnormally compressed (a possible zip bomb) and was refused."


class _Budget:
    """Bytes the parts may unpack to, all together; refuses the file the moment they pass it."""

    def __init__(self, data_size: int, limits: LoadLimits) -> None:
        self.limit_bytes = limits.max_uncompressed_bytes
        self.ratio_bytes = int(limits.max_compression_ratio * data_size)
        self.left = min(self.limit_bytes, self.ratio_bytes)
        self.used = 0

    def take(self, n: int) -> None:
        self.used += n
        self.left -= n
        if self.left >= 0:
            return
        if self.used > self.limit_bytes:
            logger.warning("docx refused: unpacks past %d bytes", self.limit_bytes)
            raise FileTooLargeError(
                f"The Word document unpacks to more than {size_text(self.limit_bytes)}; the limit is "
                f"{size_text(self.limit_bytes)}."
            )
        logger.warning("docx refused: unpacks past %d bytes (ratio)", self.ratio_bytes)
        raise FileTooLargeError(_BOMB)


def _infos(data: bytes, limits: LoadLimits) -> list[zipfile.ZipInfo]:
    """The central directory, checked: a Word body, not too many parts, declared sizes in bounds
    (a cheap first refusal of an honest bomb; a lying one is caught while inflating)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            infos = zf.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, OSError, EOFError) as e:
        raise CorruptFileError(_DAMAGED) from e
    if MAIN_PART not in {i.filename for i in infos}:
        raise CorruptFileError("The file is a zip archive but not a Word document (no document body).")
    if len(infos) > MAX_MEMBERS:
        raise FileTooLargeError(f"The Word document has {len(infos):,} parts; the limit is {MAX_MEMBERS:,}.")
    unpacked = sum(i.file_size for i in infos)
    packed = max(1, sum(i.compress_size for i in infos))
    if unpacked > limits.max_uncompressed_bytes:
        raise FileTooLargeError(
            f"The Word document unpacks to {size_text(unpacked)}; the limit is "
            f"{size_text(limits.max_uncompressed_bytes)}."
        )
    if unpacked / packed > limits.max_compression_ratio:
        logger.warning("docx refused: declared compression ratio %.0f", unpacked / packed)
        raise FileTooLargeError(_BOMB)
    return infos


def _raw(data: bytes, info: zipfile.ZipInfo) -> memoryview:
    """A part's compressed bytes, located through its local header."""
    start = info.header_offset
    header = data[start : start + _LOCAL_HEADER.size]
    if len(header) < _LOCAL_HEADER.size or header[:4] != _LOCAL_MAGIC:
        raise CorruptFileError(_DAMAGED)
    name_len, extra_len = _LOCAL_HEADER.unpack(header)[-2:]
    begin = start + _LOCAL_HEADER.size + name_len + extra_len
    raw = memoryview(data)[begin : begin + info.compress_size]
    if len(raw) < info.compress_size:
        raise CorruptFileError(_DAMAGED)
    return raw


def _inflate(raw: memoryview, budget: _Budget) -> bytes:
    """Inflate a raw deflate stream a chunk at a time, each chunk charged to the budget first."""
    inflater = zlib.decompressobj(-zlib.MAX_WBITS)
    out = io.BytesIO()
    pending: bytes | memoryview = raw
    try:
        while not inflater.eof:
            piece = inflater.decompress(pending, INFLATE_CHUNK)
            pending = inflater.unconsumed_tail
            if not piece and not pending:
                break  # input spent, stream not finished: truncated
            budget.take(len(piece))
            out.write(piece)
    except zlib.error as e:
        raise CorruptFileError(_DAMAGED) from e
    if not inflater.eof:
        raise CorruptFileError(_DAMAGED)
    return out.getvalue()


def read_part(data: bytes, info: zipfile.ZipInfo, budget: _Budget) -> bytes:
    """One part's bytes, unpacked under the budget and checked against its header (size, CRC)."""
    if info.flag_bits & 0x1:
        raise EncryptedFileError("The Word document is password-protected; upload an unprotected copy.")
    raw = _raw(data, info)
    if info.compress_type == zipfile.ZIP_STORED:
        budget.take(len(raw))
        blob = bytes(raw)
    elif info.compress_type == zipfile.ZIP_DEFLATED:
        blob = _inflate(raw, budget)
    else:  # Word writes stored or deflated parts only
        raise CorruptFileError("The Word document uses a compression Word does not write; it cannot be read.")
    if len(blob) != info.file_size or zlib.crc32(blob) != info.CRC:
        raise CorruptFileError("The Word document is damaged: a part does not match its header.")
    return blob


def repack(data: bytes, limits: LoadLimits) -> bytes:
    """The document's parts, read under the budget, in a new uncompressed zip (media left empty)."""
    infos = _infos(data, limits)
    budget = _Budget(len(data), limits)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_STORED) as zf:
        seen: set[str] = set()
        for info in infos:
            if info.is_dir() or info.filename in seen:
                continue
            seen.add(info.filename)
            skipped = info.filename.startswith(SKIPPED_PREFIXES)
            zf.writestr(info.filename, b"" if skipped else read_part(data, info, budget))
    return out.getvalue()


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


def _blocks(document: WordDocument, limits: LoadLimits) -> list[str]:
    blocks: list[str] = []
    chars = 0
    for item in document.iter_inner_content():
        blocks.append(item.text if isinstance(item, Paragraph) else _table_text(item))
        chars += len(blocks[-1]) + 1
        check_text_length(chars, limits, partial=True)
    return blocks


def load_docx(data: bytes, limits: LoadLimits) -> str:
    """Paragraphs and tables in document order, separated by newlines."""
    package = repack(data, limits)
    try:
        blocks = _blocks(docx.Document(io.BytesIO(package)), limits)
    except (zipfile.BadZipFile, KeyError, ValueError, OSError, EOFError) as e:
        raise CorruptFileError("The Word document is damaged and cannot be read.") from e
    except Exception as e:  # lxml and python-docx raise assorted errors on broken XML
        if getattr(e, "code", None) == etree.ErrorTypes.ERR_NO_MEMORY:
            raise MemoryError("lxml ran out of memory") from e  # the sandbox's memory limit, not damage
        if type(e).__module__.startswith(("lxml", "docx")):
            raise CorruptFileError("The Word document is damaged and cannot be read.") from e
        raise
    return "\n".join(blocks).strip()
