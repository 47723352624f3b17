"""Hostile uploads: zip bombs (honest and lying headers), oversized text, text that is not text,
bad file names. The thresholds of `check_is_text` are re-measured on the CUAD corpus here."""

from __future__ import annotations

import base64
import functools
import io
import os
import random
import struct
import time
import zipfile
from pathlib import Path

import pytest

from graph_ingest import sandbox
from graph_ingest.errors import (
    BadFilenameError,
    FileTooLargeError,
    NotContractTextError,
    UnsupportedFileError,
)
from graph_ingest.generator import generate_contracts
from graph_ingest.loaders import LoadLimits, load
from graph_ingest.loaders import base as loader_base
from graph_ingest.loaders.base import check_filename, check_is_text, check_text_shape, text_shape
from tests.fixtures import pdf_with_contents, text_pdf
from tests.unit.test_loaders import LINE, docx_bytes

CUAD_TXT = Path(__file__).resolve().parents[3] / "shared" / "data" / "cuad" / "full_contract_txt"
needs_cuad = pytest.mark.skipif(not CUAD_TXT.is_dir(), reason="shared CUAD data not available")
MB = 1024 * 1024
W_BODY = b'<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
W_END = b"</w:body></w:document>"
RANDOM = random.Random(20240601).randbytes(200_000)


# ---------------------------------------------------------------- building hostile .docx files
def declare_size(data: bytes, name: str, size: int) -> bytes:
    """Make both headers of a zip member (local and central) claim it unpacks to `size` bytes."""
    out = bytearray(data)
    info = zipfile.ZipFile(io.BytesIO(data)).getinfo(name)
    struct.pack_into("<L", out, info.header_offset + 22, size)  # local header: uncompressed size
    central = out.find(b"PK\x01\x02")
    while central >= 0:
        length = struct.unpack_from("<H", out, central + 28)[0]
        if out[central + 46 : central + 46 + length] == name.encode():
            struct.pack_into("<L", out, central + 24, size)  # central directory entry
        central = out.find(b"PK\x01\x02", central + 4)
    return bytes(out)


def docx_with_document(document_xml: bytes, extra: dict[str, bytes] | None = None) -> bytes:
    """A real python-docx package with `word/document.xml` replaced (and `extra` parts added)."""
    template = zipfile.ZipFile(io.BytesIO(docx_bytes([LINE])))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for info in template.infolist():
            body = document_xml if info.filename == "word/document.xml" else template.read(info.filename)
            zf.writestr(info.filename, body)
        for name, body in (extra or {}).items():
            zf.writestr(name, body)
    return out.getvalue()


@functools.cache
def lying_bomb(actual: int) -> bytes:
    """A .docx whose document part says 1,000 bytes and unpacks to `actual` bytes."""
    xml = W_BODY + b"<w:p><w:r><w:t>" + b"x " * (actual // 2)
    return declare_size(docx_with_document(xml), "word/document.xml", 1000)


def many_paragraphs_docx(mb: int) -> bytes:
    """Honest headers, `mb` MB of one-letter paragraphs: small on disk, millions of XML elements."""
    para = b"<w:p><w:r><w:t>a</w:t></w:r></w:p>"
    return docx_with_document(W_BODY + para * (mb * MB // len(para)) + W_END)


def dense_docx(mb: int) -> bytes:
    """Honest headers, `mb` MB of short paragraphs of varied three-letter words: under every cap of
    the defaults (12 × compressed, not 100 ×; 60 MB unpacks under 200 MB and packs to 5 MB), yet
    millions of XML elements: python-docx's tree outgrows a 1 GB reader (the child's limit)."""
    rng = random.Random(11)
    words = [bytes(rng.choices(range(97, 123), k=3)) for _ in range(4096)]
    runs = (b"<w:p><w:r><w:t>" + rng.choice(words) + b"</w:t></w:r></w:p>" for _ in range(mb * MB // 37))
    return docx_with_document(W_BODY + b"".join(runs) + W_END)


def test_the_lying_bomb_really_lies() -> None:
    data = lying_bomb(50 * MB)
    info = zipfile.ZipFile(io.BytesIO(data)).getinfo("word/document.xml")
    assert info.file_size == 1000 and len(data) < 200_000


# ---------------------------------------------------------------- zip bombs
def test_a_bomb_whose_headers_lie_is_refused_by_what_it_really_unpacks_to() -> None:
    started = time.perf_counter()
    with pytest.raises(FileTooLargeError) as err:  # zipfile alone would have said "bad CRC"
        load(lying_bomb(50 * MB), "lying.docx")
    assert "zip bomb" in str(err.value)
    assert time.perf_counter() - started < 2.0


def test_a_lying_bomb_stops_at_the_byte_cap_whatever_the_ratio() -> None:
    limits = LoadLimits(max_uncompressed_bytes=8 * MB, max_compression_ratio=1e9)
    with pytest.raises(FileTooLargeError) as err:
        load(lying_bomb(50 * MB), "lying.docx", limits)
    assert str(err.value) == "The Word document unpacks to more than 8.0 MB; the limit is 8.0 MB."


def test_an_honest_bomb_is_refused_from_its_headers() -> None:
    with pytest.raises(FileTooLargeError) as err:
        load(many_paragraphs_docx(20), "honest.docx")
    assert "zip bomb" in str(err.value)


def test_a_bomb_in_the_child_stays_small() -> None:
    limits = LoadLimits(max_parse_memory_mb=320)  # its own child: the peak below is this file's
    reply = sandbox._run(lying_bomb(50 * MB), "lying.docx", limits)
    assert reply.status == "error" and reply.error_class == "FileTooLargeError", reply
    assert reply.peak_rss_mb < 200, f"peak {reply.peak_rss_mb:.0f} MB"
    assert reply.seconds < 2.0
    sandbox.terminate_all()


def test_media_parts_are_not_unpacked() -> None:
    """A 'picture' that is itself a lying bomb costs nothing: binary parts are never inflated."""
    body = zipfile.ZipFile(io.BytesIO(docx_bytes([LINE]))).read("word/document.xml")
    data = docx_with_document(body, {"word/media/image1.png": b"\0" * (50 * MB)})
    data = declare_size(data, "word/media/image1.png", 1000)
    started = time.perf_counter()
    assert LINE in load(data, "picture.docx").text  # inflating it would pass the 100 × budget
    assert time.perf_counter() - started < 0.5
    with pytest.raises(FileTooLargeError, match="zip bomb"):  # the same bytes as the document body
        load(declare_size(docx_with_document(b"\0" * (50 * MB)), "word/document.xml", 1000), "x.docx")


# ---------------------------------------------------------------- oversized text
def test_a_24_mb_text_is_refused_before_it_is_decoded() -> None:
    data = (LINE.encode() + b"\n") * (24 * MB // (len(LINE) + 1))
    started = time.perf_counter()
    with pytest.raises(FileTooLargeError) as err:
        load(data, "huge.txt", LoadLimits(max_bytes=30 * MB))
    assert time.perf_counter() - started < 0.5
    assert str(err.value) == (
        "The file holds 24 MB of text; the limit is 3,000,000 characters (about 1,000 pages)."
    )
    started = time.perf_counter()
    with pytest.raises(FileTooLargeError):
        sandbox.load_bounded(data, "huge.txt", LoadLimits(max_bytes=30 * MB))
    assert time.perf_counter() - started < 3.0  # includes starting a child when none is warm


def test_the_largest_cuad_text_is_far_below_the_limit() -> None:
    assert LoadLimits().max_text_chars >= 8 * 338_211  # CUAD's largest contract, in characters


def test_text_length_is_counted_exactly_below_four_bytes_a_character() -> None:
    text = (LINE + "\n") * 250  # 22,000 characters
    with pytest.raises(FileTooLargeError) as err:
        load(text.encode(), "long.txt", LoadLimits(max_text_chars=10_000))
    assert str(err.value) == (
        "The document has 22,000 characters (about 7 pages) of text; the limit is 10,000 characters "
        "(about 3 pages)."
    )
    assert load(text.encode(), "long.txt", LoadLimits(max_text_chars=22_000)).text == text


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("long.pdf", lambda: text_pdf([LINE] * 4)),
        ("long.docx", lambda: docx_bytes([LINE] * 20)),
        ("long.html", lambda: f"<p>{LINE}</p>".encode() * 200),
        ("long.md", lambda: (LINE + "\n").encode() * 20),
    ],
)
def test_every_format_stops_at_the_text_limit(name: str, data) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(FileTooLargeError) as err:
        load(data(), name, LoadLimits(max_text_chars=300))
    assert "the limit is 300 characters (about 1 page)" in str(err.value)


# ---------------------------------------------------------------- text that is not text
def hex_dump(blob: bytes) -> bytes:
    """`xxd` style: offset, eight groups of four hex digits, the printable column."""
    lines = []
    for off in range(0, len(blob), 16):
        row = blob[off : off + 16]
        groups = " ".join(row[i : i + 2].hex() for i in range(0, len(row), 2))
        shown = "".join(chr(b) if 32 <= b < 127 else "." for b in row)
        lines.append(f"{off:08x}: {groups:<39}  {shown}")
    return "\n".join(lines).encode()


def garbage_pdf() -> bytes:
    """A PDF whose text layer is bytes no font maps to letters (a broken or obfuscated encoding)."""
    rnd = random.Random(5)
    return pdf_with_contents(
        [f"BT /F1 12 Tf 72 720 Td <{rnd.randbytes(3000).hex()}> Tj ET".encode() for _ in range(3)]
    )


def _binaries() -> list[Path]:
    found = [Path(os.path.realpath(f"/usr/bin/{n}")) for n in ("ls", "python3", "bash", "tar")]
    return [p for p in found if p.is_file() and p.read_bytes()[:4] == b"\x7fELF"]


HOSTILE = {
    "random.txt": RANDOM,
    "random-without-nul.txt": RANDOM.replace(b"\0", b"\1"),
    "random-utf16.txt": b"\xff\xfe" + RANDOM,  # used to escape as a UnicodeDecodeError
    "random-printable.txt": bytes(32 + b % 95 for b in RANDOM),
    "base64.txt": base64.encodebytes(RANDOM),
    "base64-one-line.txt": base64.b64encode(RANDOM),
    "hexdump.txt": hex_dump(RANDOM[:20_000]),
    "word-salad.txt": " ".join(
        random.Random(3).choice(["alpha", "beta", "widget"]) for _ in range(3000)
    ).encode(),
    "garbage.pdf": garbage_pdf(),
    "random.html": RANDOM.replace(b"\0", b"\1"),
    **{f"{p.name}.txt": p.read_bytes()[: 2 * MB] for p in _binaries()},
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_not_text_is_refused(name: str) -> None:
    with pytest.raises(NotContractTextError) as err:
        load(HOSTILE[name], name)
    assert err.value.code == "not_text"
    assert "text" in str(err.value) and ("contract" in str(err.value) or "readable" in str(err.value))


def test_binaries_were_found() -> None:
    assert _binaries(), "no ELF binary in /usr/bin to test with"


def test_not_text_in_the_child_is_the_same_error() -> None:
    with pytest.raises(NotContractTextError) as err:
        sandbox.load_bounded(HOSTILE["base64.txt"], "blob.txt")
    assert "0% of its 3,509 tokens are words" in str(err.value)


def test_each_rule_speaks_for_itself() -> None:
    with pytest.raises(NotContractTextError, match="control or unreadable characters"):
        check_is_text("\x01\x02\x03 " * 200)
    with pytest.raises(NotContractTextError, match="tokens are words"):
        check_is_text(" ".join(f"{i:08x}" for i in range(500)))
    with pytest.raises(NotContractTextError, match="no sentence ends"):
        check_is_text(" ".join(["alpha", "beta"] * 100))


def test_short_texts_are_left_to_the_word_count() -> None:
    for short in ("Hello", "   ", "", "Supply Agreement", "a b c"):
        check_is_text(short)  # the pipeline's "fewer than 20 words" answers these


def test_real_text_passes() -> None:
    for g in generate_contracts(40, seed=11):
        check_is_text(g.text)
    check_is_text("Der Vertrag wird zwischen der Acme GmbH und der Beta AG geschlossen. " * 5)
    check_is_text("本合同由甲方与乙方签订。双方同意以下条款。" * 10)  # CJK: long tokens, its own full stop
    check_is_text(("• " + LINE + "\n") * 30)  # bullets
    check_is_text(("\uf0b7 " + LINE + "\n") * 30)  # Symbol-font bullets in the private-use area


@needs_cuad
def test_every_cuad_contract_passes_with_a_margin() -> None:
    """The evidence for the thresholds: all 510 pass, and the closest stays well clear of them."""
    paths = sorted(CUAD_TXT.glob("*.txt"))
    assert len(paths) == 510
    word_shares, sentence_rates, refused = [], [], []
    for path in paths:
        shape = text_shape(path.read_text("utf-8"))
        try:
            check_text_shape(shape)  # = check_is_text(text), measured once
        except NotContractTextError as e:
            refused.append(f"{path.name}: {e}")
        word_shares.append(shape.words / shape.tokens)
        sentence_rates.append(shape.sentences / shape.words)
        assert shape.unreadable == 0, path.name
    assert refused == []
    assert min(word_shares) > loader_base.MIN_WORD_SHARE + 0.15  # measured: 0.80
    assert min(sentence_rates) > 3 * loader_base.MIN_SENTENCES_PER_WORD  # measured: 0.014


def test_hostile_samples_stay_clear_of_the_thresholds() -> None:
    for name in ("random-printable.txt", "base64.txt", "hexdump.txt"):
        shape = text_shape(HOSTILE[name].decode("latin-1"))
        share = shape.words / shape.tokens
        assert share < loader_base.MIN_WORD_SHARE - 0.3, (name, share)


# ---------------------------------------------------------------- file names
@pytest.mark.parametrize(
    "name",
    [
        "Acme - Supply Agreement.pdf",
        "AT&T Ltd's contract .txt",  # CUAD names: ampersands, apostrophes, trailing spaces
        "Vertrag über Lieferungen.docx",
        "契約書.pdf",
        "a..b.pdf",
        "x" * 251 + ".pdf",  # 255 bytes
    ],
)
def test_good_file_names_pass(name: str) -> None:
    check_filename(name)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("", "no name"),
        ("   ", "no name"),
        ("contract\x00.pdf", "control characters"),
        ("contract\n.pdf", "control characters"),
        ("\u202efdp.exe", "control characters"),  # right-to-left override: shows as "exe.pdf"
        ("../contract.pdf", "folder path"),
        ("uploads/contract.pdf", "folder path"),
        ("C:\\Users\\x\\contract.pdf", "folder path"),
        ("..", "folder path"),
        (".", "folder path"),
        ("x" * 252 + ".pdf", "256 bytes long; the limit is 255"),
        ("é" * 128, "256 bytes long"),
        ("\udc80.pdf", "not valid text"),
    ],
)
def test_bad_file_names_are_refused(name: str, words: str) -> None:
    with pytest.raises(BadFilenameError) as err:
        check_filename(name)
    assert err.value.code == "bad_filename"
    assert isinstance(err.value, UnsupportedFileError)  # handlers of unsupported files catch it too
    assert words in str(err.value)
