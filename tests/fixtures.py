"""Test data shared by the unit and the integration tests, so that a unit test never imports an
integration test module (and, with it, that module's server fixtures): hostile strings, and PDFs
with a real text layer built at test time (one line a page, or a whole contract laid out on pages)."""

from __future__ import annotations

import io
import random
import textwrap

from pypdf import PdfWriter
from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

from graph_ingest.generator import company_pool, generate_contract

# strings an attacker could put in a party name, a keyword search or any other tool argument
HOSTILE = [
    "'; MATCH (n) DETACH DELETE n; //",
    '" OR 1=1 --',
    "x' OR '1'='1",
    "Acme} ) MATCH (n) DETACH DELETE n //",
    "`) DETACH DELETE c //",
    "$scope_tenants",
    "') RETURN c UNION MATCH (c:Contract) RETURN c //",
    "CREATE (:Party {name:'evil'})",
    "MERGE (x:Contract {file_id:'evil'})",
    "LOAD CSV FROM 'file:///etc/passwd' AS l RETURN l",
    "CALL db.labels()",
    "CALL apoc.cypher.runWrite('MATCH (n) DETACH DELETE n', {})",
    "\\' ) DETACH DELETE c //",
    "Robert'); DROP TABLE contracts;--",
    "%' OR c.tenant <> '",
    "\u0000\u0001\u0002",
    "' + (c.tenant) + '",
    "a" * 5000,
    "🙂 Ünïcödé Holdings GmbH",
    "<script>alert(1)</script>",
    "{{7*7}} ${7*7}",
    "../../../../etc/passwd",
    "SET c.tenant = 'x'",
    "REMOVE c.tenant",
    "DELETE c",
    "FOREACH (x IN [1] | CREATE (:X))",
    "USE system SHOW USERS",
    "\n\nRETURN 1;\nMATCH (n) DELETE n",
    "/* */ MATCH (n) SET n.x = 1",
    "Acme Inc.\u202e",
    "null",
    "   ",
    "' OR true WITH 1 AS x MATCH (d:Contract) RETURN d //",
]

# raw Cypher tails the read-only guard must refuse
HOSTILE_CYPHER = [
    "WITH c, reduce(s = '', x IN range(1, 3000000) | s + 'x') AS s RETURN size(s)",
    "WITH c, [x IN range(1, 3000000) | x * x] AS xs RETURN size(xs)",
    "WITH c, REDUCE (s = 0, x IN [1, 2] | s + x) AS n RETURN n",
    "MATCH (n) DETACH DELETE n RETURN 1",
    "SET c.tenant = 'stolen' RETURN c",
    "WITH c CREATE (:Evil) RETURN 1",
    "MERGE (x:Party {key:'evil'}) RETURN x",
    "REMOVE c.tenant RETURN c",
    "DETACH DELETE c RETURN 1",
    "RETURN 1; MATCH (n) DETACH DELETE n",
    "CALL apoc.periodic.iterate('MATCH (n) RETURN n', 'DELETE n', {}) YIELD batches RETURN batches",
    "CALL { MATCH (n) DETACH DELETE n } RETURN 1",
    "CALL (c) { SET c.x = 1 } RETURN 1",
    "LOAD CSV FROM 'file:///etc/passwd' AS line RETURN line",
    "MATCH (d:Contract) RETURN d.file_id",
    "MATCH (c)<-[:PARTY_TO]-(p)-[:PARTY_TO]->(d) RETURN d.file_id",
    "MATCH (c)<-[:PARTY_TO]-(p) MATCH (p)-[:PARTY_TO]->(d) RETURN d.file_id",
    "MATCH (c)-[*1..3]-(d) RETURN d.file_id",
    "MATCH (c)--(d) RETURN d",
    "MATCH (c), (d:Contract) RETURN d.file_id",
    "WITH 1 AS x MATCH (c)-[:PARTY_TO]-(p) RETURN p",
    "WITH c.file_id AS f MATCH (c)<-[:PARTY_TO]-(p) RETURN p.name",
    "UNWIND [1] AS c MATCH (c)<-[:PARTY_TO]-(p) RETURN p",
    "RETURN c UNION MATCH (c:Contract) RETURN c",
    "RETURN COUNT { (d:Contract) } AS n",
    "RETURN [(p:Party)-[:PARTY_TO]->(d) | d.file_id] AS all",
    "MATCH (`c`)-[:PARTY_TO]-(p) RETURN p",
    "RETURN apoc.cypher.doIt('MATCH (n) DELETE n', {}) AS x",
    "WHERE (c:Contract) RETURN c",
    "/* comment */ MATCH (n) SET n.pwned = true RETURN n",
    "RETURN 'unterminated",
    "FOREACH (x IN [1] | CREATE (:Evil)) RETURN 1",
    "RETURN shortestPath((c)-[*]-(:Contract)) AS p",
    "USE other RETURN 1",
    "SHOW DATABASES",
]


# ---------------------------------------------------------------- PDFs with a text layer
PAGE_WIDTH, PAGE_HEIGHT = 612, 792  # US Letter, in points
LINES_PER_PAGE = 50
LINE_WIDTH = 90  # characters: 10 pt Helvetica fills about 6.5 inches with them
FONT_PT, LEADING_PT, LEFT_PT, TOP_PT = 10, 13, 72, 738  # 50 lines of 13 pt end 88 pt above the edge


def pdf_with_contents(contents: list[bytes], encoding: str | None = None) -> bytes:
    """A PDF of one page per content stream, Helvetica as font /F1; `encoding` is the font's
    /Encoding (e.g. "/WinAnsiEncoding"; None: Helvetica's built-in one)."""
    writer = PdfWriter()
    for content in contents:
        page = writer.add_blank_page(width=PAGE_WIDTH, height=PAGE_HEIGHT)
        font = DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Font"),
                NameObject("/Subtype"): NameObject("/Type1"),
                NameObject("/BaseFont"): NameObject("/Helvetica"),
            }
        )
        if encoding:
            font[NameObject("/Encoding")] = NameObject(encoding)
        page[NameObject("/Resources")] = DictionaryObject(
            {NameObject("/Font"): DictionaryObject({NameObject("/F1"): writer._add_object(font)})}
        )
        stream = DecodedStreamObject()
        stream.set_data(content)
        page[NameObject("/Contents")] = writer._add_object(stream)
    buf = io.BytesIO()
    writer.write(buf)
    return buf.getvalue()


def _escaped(line: str) -> str:
    """`line` as the body of a PDF literal string: backslash and parentheses escaped."""
    return line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def text_pdf(pages: list[str]) -> bytes:
    """A PDF whose pages carry a real text layer (Helvetica, one line each)."""
    return pdf_with_contents(
        [f"BT /F1 12 Tf 72 720 Td ({_escaped(line)}) Tj ET".encode("latin-1") for line in pages]
    )


def wrap_lines(text: str, width: int = LINE_WIDTH) -> list[str]:
    """The printed lines of `text`: each of its lines wrapped at `width` characters (an empty line
    stays an empty line: the gap between two paragraphs)."""
    return [part for line in text.splitlines() for part in (textwrap.wrap(line, width) or [""])]


def laid_out_pdf(text: str, lines_per_page: int = LINES_PER_PAGE) -> bytes:
    """`text` printed as a document is: lines wrapped at `LINE_WIDTH` characters, `lines_per_page`
    lines a page, 10 pt Helvetica (WinAnsi) on 13 pt leading from the top margin down. Each page is
    one text object: `Tf` and `TL` set the font and the leading, `Td` moves to the first line, `Tj`
    shows a line and `T*` moves to the next, so a reader extracts the lines in their order. Pages
    follow from the length: `len(wrap_lines(text))` lines over `lines_per_page`, rounded up."""
    lines = wrap_lines(text)
    pages = [lines[i : i + lines_per_page] for i in range(0, len(lines), lines_per_page)]
    contents = []
    for page in pages:
        shown = " T* ".join(f"({_escaped(line)}) Tj" if line else "" for line in page)
        ops = f"BT /F1 {FONT_PT} Tf {LEADING_PT} TL {LEFT_PT} {TOP_PT} Td {shown} ET"
        contents.append(ops.encode("cp1252", errors="replace"))
    return pdf_with_contents(contents, encoding="/WinAnsiEncoding")


# what an exhibit of specifications says: nothing in it names a party, a date, an amount or a law
_EXHIBIT_HEADINGS = (
    "Delivery",
    "Packaging",
    "Inspection on arrival",
    "Quality records",
    "Change control",
    "Service levels",
    "Monthly reporting",
    "Spare parts",
    "Training",
    "Documentation",
    "Samples",
    "Labelling",
)
_EXHIBIT_SUBJECTS = (
    "Each delivery of Products",
    "Every purchase order",
    "The quality plan",
    "Each production batch",
    "Any change to the specifications",
    "The service desk",
    "Each monthly report",
    "The acceptance test",
    "The packing list",
    "Every replacement part",
)
_EXHIBIT_PREDICATES = (
    "shall be checked on arrival against the approved drawings and the technical data sheet",
    "shall identify the lot numbers, the quantities shipped and the carrier used",
    "shall be reviewed by both project managers at their regular meeting",
    "shall be recorded in the shared change log before it takes effect",
    "shall meet the tolerances stated in the relevant drawing, measured at room temperature",
    "shall be answered within one business day, with a named engineer responsible for it",
    "shall state the number of units accepted, the number rejected and the reasons for each rejection",
    "shall be carried out at the receiving site in the presence of a representative of each party",
    "shall be packed so that it reaches the receiving site clean, dry and undamaged",
    "shall carry a label showing the part number, the revision and the batch in plain characters",
)


def long_contract(
    seed: int, pages: int = 20, title: str = "MASTER WIDGET SUPPLY AGREEMENT"
) -> tuple[str, str]:
    """(text, first party) of a generated contract (`graph_ingest.generator`) under a title line of
    its own, followed by an exhibit of specifications long enough that `laid_out_pdf` prints the
    whole on exactly `pages` pages."""
    rng = random.Random(seed)
    generated = generate_contract(rng, seed, company_pool(rng, 20))
    text = f"{title}\n\n{generated.text}\n\nEXHIBIT A\n\nSPECIFICATIONS AND SERVICE LEVELS"
    lines = len(wrap_lines(text))
    n = 0
    while lines <= (pages - 1) * LINES_PER_PAGE + LINES_PER_PAGE // 2:  # items are a few lines each
        n += 1
        sentences = " ".join(
            f"{rng.choice(_EXHIBIT_SUBJECTS)} {rng.choice(_EXHIBIT_PREDICATES)}."
            for _ in range(rng.randint(2, 4))
        )
        item = f"\n\nA.{n} {rng.choice(_EXHIBIT_HEADINGS)}. {sentences}"
        text += item
        lines += len(wrap_lines(item.lstrip("\n"))) + 1
    return text + "\n", generated.truth.parties[0].name
