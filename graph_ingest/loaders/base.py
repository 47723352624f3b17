"""One entry point for uploaded files: `load()` sniffs the format and returns a `Document`.

Limits are checked before any parser sees the bytes: the file size here, page counts in the PDF
loader, the zip's uncompressed size and compression ratio in the DOCX loader (on the bytes its
capped reader actually produces, not on what the zip's headers claim). The text is then bounded
(`max_text_chars`) and checked to be prose (`check_is_text`). The time and memory a parser may use
are bounded by running `load` in a child process: `graph_ingest.sandbox.load_bounded`.
"""

from __future__ import annotations

import hashlib
import logging
import re
from pathlib import Path, PurePath

from pydantic import BaseModel, Field

from core.limits import MB, size_text, too_large_text
from graph_ingest.errors import (
    BadFilenameError,
    CorruptFileError,
    FileTooLargeError,
    NotContractTextError,
    UnsupportedFileError,
)

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
    max_text_chars: int = Field(
        3_000_000, gt=0, description="most characters of text a document may have (CUAD's largest: 338k)"
    )
    max_parse_seconds: float = Field(
        60.0, gt=0, description="wall-clock time the reader's child process gets (sandbox.load_bounded)"
    )
    max_parse_memory_mb: int = Field(
        1024, ge=256, description="address space (RLIMIT_AS) of the reader's child process, in MB"
    )


class Document(BaseModel):
    """A loaded file: one canonical text that clause offsets point into."""

    file_id: str = Field(description="file name without extension")
    text: str = Field(description="the canonical text")
    media_type: str
    pages: int | None = Field(None, description="page count where the format has pages (PDF)")
    content_hash: str = Field(description="sha256 of the file's bytes, hex")


# ---------------------------------------------------------------- file names
MAX_FILENAME_BYTES = 255
# C0/C1 controls (NUL included), and the bidi overrides that make "cod.exe" look like "exe.doc"
_NAME_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def check_filename(name: str) -> None:
    """Refuse a file name with control characters, path parts ('/', '\\', '..'), or empty or over
    255 bytes (UTF-8), with `BadFilenameError` (code "bad_filename"; the web answers 400)."""
    if not isinstance(name, str) or not name.strip():
        raise BadFilenameError("The file has no name; give it one and upload it again.")
    if _NAME_CONTROLS.search(name):
        raise BadFilenameError(
            "The file name contains control characters; rename the file and upload it again."
        )
    if "/" in name or "\\" in name or not name.strip(". "):
        raise BadFilenameError(
            "The file name contains a folder path ('/', '\\' or '..'); upload the file under its own name."
        )
    try:
        size = len(name.encode("utf-8"))
    except UnicodeEncodeError as e:  # lone surrogates
        raise BadFilenameError("The file name is not valid text; rename the file and upload it again.") from e
    if size > MAX_FILENAME_BYTES:
        raise BadFilenameError(
            f"The file name is {size} bytes long; the limit is {MAX_FILENAME_BYTES}. Shorten it and upload it again."
        )


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


# ---------------------------------------------------------------- text size and shape
CHARS_PER_PAGE = 3000  # a dense contract page; only used to say a length in pages


def _length_text(chars: int) -> str:
    pages = max(1, round(chars / CHARS_PER_PAGE))
    return f"{chars:,} characters (about {pages:,} page{'s' if pages != 1 else ''})"


def check_text_length(chars: int, limits: LoadLimits, *, partial: bool = False) -> None:
    """Refuse a document with more than `limits.max_text_chars` characters of text; `partial`: `chars`
    were counted before the whole text was read (the document has at least that many)."""
    if chars > limits.max_text_chars:
        has = "has more than" if partial else "has"
        raise FileTooLargeError(
            f"The document {has} {_length_text(chars)} of text; the limit is "
            f"{_length_text(limits.max_text_chars)}."
        )


def check_text_bytes(n_bytes: int, limits: LoadLimits) -> None:
    """Before decoding: no encoding spends more than 4 bytes a character, so more bytes than 4 × the
    limit cannot fit, and the file is refused without being decoded."""
    if n_bytes > 4 * limits.max_text_chars + 4:
        raise FileTooLargeError(
            f"The file holds {size_text(n_bytes)} of text; the limit is {_length_text(limits.max_text_chars)}."
        )


# Thresholds measured on the 510 CUAD contracts (tests/unit/test_hostile_files.py re-measures them):
# control/unreadable characters: 0 in every contract; word-shaped tokens: 80.2 % at least (median
# 96 %); sentence ends per word: 1.4 % at least. Random bytes have 24 % control characters; base64,
# hex dumps and `strings` output have at most 55 % word-shaped tokens; a word list has no sentence.
MAX_UNREADABLE_SHARE = 0.05  # of all characters (PDF bullets in the private-use area stay far below)
MIN_WORD_SHARE = 0.6  # of whitespace-separated tokens
MIN_SENTENCES_PER_WORD = 1 / 250
JUDGE_MIN_TOKENS = 20  # below this (and JUDGE_MIN_CHARS) the pipeline's "fewer than 20 words" speaks
JUDGE_MIN_CHARS = 400

_UNREADABLE = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f\ufffd\ufffe\uffff\ue000-\uf8ff\ud800-\udfff]")
_SURROGATE = re.compile("[\ud800-\udfff]")
# a token made of letters (any script), with inner - ' . / and surrounding quotes/brackets/punctuation
_WORD_TOKEN = re.compile(r"(?<!\S)[\"'(\[“‘«]*+[^\W\d_]++(?:[-'’./][^\W\d_]++)*+[\"')\]”’».,;:!?]*+(?!\S)")
# a sentence mark after two letters (and at most one closing bracket/quote); the mark comes first so
# that the scan skips to the next mark instead of trying every letter
_SENTENCE_END = re.compile(r"[.!?;:。！？](?:(?<=[^\W\d_]{2}.)|(?<=[^\W\d_]{2}[)\]\"'”’»].))")
_NOT_TEXT_HINT = "it looks like binary data, an encoded blob or a damaged text layer, not a contract"


class TextShape(BaseModel):
    """What `check_is_text` judges a text by (counts over the whole text)."""

    chars: int
    unreadable: int = Field(description="control, replacement, private-use and surrogate characters")
    tokens: int = Field(description="whitespace-separated tokens")
    words: int = Field(description="tokens shaped like words: letters, inner - ' . /, outer punctuation")
    sentences: int = Field(description="sentence marks after two letters")


def text_shape(text: str) -> TextShape:
    return TextShape(
        chars=len(text),
        unreadable=len(_UNREADABLE.findall(text)),
        tokens=len(text.split()),
        words=len(_WORD_TOKEN.findall(text)),
        sentences=len(_SENTENCE_END.findall(text)),
    )


def check_text_shape(shape: TextShape) -> None:
    """`check_is_text` on a measured text."""
    if shape.unreadable > MAX_UNREADABLE_SHARE * shape.chars:
        raise NotContractTextError(
            f"The file is not readable text: {shape.unreadable / shape.chars:.0%} of its characters are "
            f"control or unreadable characters ({_NOT_TEXT_HINT})."
        )
    tokens = shape.tokens
    if not tokens or (tokens < JUDGE_MIN_TOKENS and shape.chars < JUDGE_MIN_CHARS):
        return
    if shape.words < MIN_WORD_SHARE * tokens:
        raise NotContractTextError(
            f"The file does not read as text: only {shape.words / tokens:.0%} of its {tokens:,} "
            f"token{'s' if tokens != 1 else ''} are words ({_NOT_TEXT_HINT})."
        )
    if shape.sentences < max(1.0, MIN_SENTENCES_PER_WORD * shape.words):
        raise NotContractTextError(
            f"The file has {shape.words:,} words but {shape.sentences or 'no'} sentence ends; it does not "
            "read as contract text."
        )


def check_is_text(text: str) -> None:
    """Refuse text that is not prose with `NotContractTextError` (code "not_text"): too many control
    or unreadable characters, mostly tokens that are not words, or no sentences. Texts shorter than
    20 words and 400 characters are left to the pipeline's minimum-word check."""
    if text:
        check_text_shape(text_shape(text))


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
        body, media = text.load_text(data, ext, limits), TEXT_EXTENSIONS[ext]
    check_text_length(len(body), limits)
    body = _SURROGATE.sub("\ufffd", body)  # one for one: offsets stay valid, and the text encodes
    check_is_text(body)
    logger.info("loaded %s: %s, %d chars", file_id_of(filename), media, len(body))
    return Document(
        file_id=file_id_of(filename), text=body, media_type=media, pages=pages, content_hash=digest
    )
