"""Plain text, Markdown and HTML. Text and Markdown are returned exactly as decoded (offsets
into them stay valid, e.g. CUAD's); HTML is reduced to its visible text with the stdlib parser.

A text too long for `LoadLimits.max_text_chars` is refused before it is decoded where its byte count
already says so, and HTML is parsed in slices so that its text stops growing at the limit."""

from __future__ import annotations

import codecs
import re
from html.parser import HTMLParser

from graph_ingest.errors import NotContractTextError
from graph_ingest.loaders.base import LoadLimits, check_text_bytes, check_text_length

_LINE_TAGS = {"br", "li", "tr", "dt", "dd"}  # a line break before, none after
_BLOCK_TAGS = {
    "p",
    "div",
    "ul",
    "ol",
    "table",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "section",
    "article",
    "header",
    "footer",
    "blockquote",
    "pre",
    "hr",
    "title",
}
_SKIP_TAGS = {"script", "style", "head", "noscript", "template"}
HTML_SLICE = 1 << 20  # characters fed to the parser at a time


def decode(data: bytes) -> str:
    """UTF-8 (BOMs honoured), then UTF-16 by BOM, then Windows-1252, then Latin-1."""
    if data.startswith(codecs.BOM_UTF8):
        return data[len(codecs.BOM_UTF8) :].decode("utf-8", errors="replace")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")  # lone surrogates become U+FFFD
    if b"\x00" in data[:4096]:
        raise NotContractTextError(
            "The file is binary (a program, an image or other data), not contract text."
        )
    for encoding in ("utf-8", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


class _TextExtractor(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.chars = 0
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIP_TAGS:
            self._skip += 1
        elif tag in _BLOCK_TAGS or tag in _LINE_TAGS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP_TAGS:
            self._skip = max(0, self._skip - 1)
        elif tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)
            self.chars += len(data)


def html_to_text(html: str, limits: LoadLimits | None = None) -> str:
    """Visible text. With `limits`, refused (FileTooLargeError) as soon as the text collected before
    whitespace is collapsed passes twice `max_text_chars` (the exact check is on the result)."""
    parser = _TextExtractor()
    for start in range(0, len(html), HTML_SLICE):
        parser.feed(html[start : start + HTML_SLICE])
        if limits is not None and parser.chars > 2 * limits.max_text_chars:
            check_text_length(parser.chars, limits, partial=True)
    parser.close()
    text = "".join(parser.parts)
    text = re.sub(r"[ \t\r\f\v]+", " ", text)
    text = re.sub(r" *\n *", "\n", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


def load_text(data: bytes, ext: str, limits: LoadLimits | None = None) -> str:
    limits = limits or LoadLimits()
    html = ext in {".html", ".htm"}
    if not html:  # HTML's markup may outweigh its text many times
        check_text_bytes(len(data), limits)
    text = decode(data)
    if html:
        return html_to_text(text, limits)
    check_text_length(len(text), limits)
    return text
