"""From an extracted `Contract` to a normalised `ContractRecord`: taxonomy, ISO places, party keys."""

from __future__ import annotations

import json
import re
from typing import Any

from dateutil.relativedelta import relativedelta

from core.contract_types import canonical_type
from core.places import GB_NATIONS, clean_place, country_code, subdivision_code
from graph_ingest.extract.dates import period_days
from graph_ingest.extract.terms import find_terms
from graph_ingest.models import (
    RENEWAL_FIELDS,
    TERM_FIELDS,
    ClauseRecord,
    Contract,
    ContractRecord,
    Jurisdiction,
    Location,
    PartyRecord,
    Scope,
    TextSpan,
)
from graph_ingest.names import display_name as tidy_name
from graph_ingest.names import party_key

_ISO_DURATION = re.compile(
    r"^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?$"
)


def duration_days(value: str | None) -> int | None:
    """Days in an ISO 8601 duration such as P2Y, P6M or P90D (years 365 days, months 30)."""
    if not value:
        return None
    m = _ISO_DURATION.match(value.strip().upper())
    if not m or not any(m.groups()):
        return None
    amounts = (float(g) if g else 0.0 for g in m.groups())
    return sum(
        period_days(n, unit) for n, unit in zip(amounts, ("year", "month", "week", "day"), strict=True)
    )


def iso_period(value: str | None) -> relativedelta | None:
    """An ISO 8601 duration (P1Y, P6M, P2W, P90D) as a calendar period; None when unreadable or zero
    (fractions are not calendar periods: P1.5Y is None)."""
    if not value:
        return None
    m = _ISO_DURATION.match(value.strip().upper())
    if not m or not any(m.groups()) or any(g and "." in g for g in m.groups()):
        return None
    y, mo, w, d = (int(g) if g else 0 for g in m.groups())
    period = relativedelta(years=y, months=mo, weeks=w, days=d)
    return period if (y, mo, w, d) != (0, 0, 0, 0) else None


def period_words(value: str | None) -> str | None:
    """'1 year', '6 months', '2 years 6 months' for an ISO 8601 duration; None when unreadable."""
    m = _ISO_DURATION.match(value.strip().upper()) if value else None
    if not m or not any(m.groups()):
        return None
    parts = []
    for amount, unit in zip(m.groups(), ("year", "month", "week", "day"), strict=True):
        if amount and float(amount):
            n = float(amount)
            shown = f"{n:g}"
            parts.append(f"{shown} {unit}" + ("" if n == 1 else "s"))
    return " ".join(parts)


MAX_NOTICE_DAYS = 3650  # ten years: a longer "notice" is a misread, not a notice period


def notice(days: int | None) -> int | None:
    """A notice period in days as stored: None unless 0..MAX_NOTICE_DAYS."""
    return days if days is not None and 0 <= days <= MAX_NOTICE_DAYS else None


def evidence_spans(raw: str | None) -> dict[str, tuple[int, int]]:
    """Stored term evidence (`evidence_json`) read back: {field: (start, end)}; a damaged value reads as none."""
    try:
        parsed = json.loads(raw) if raw else {}
    except ValueError:
        return {}
    if not isinstance(parsed, dict):
        return {}
    return {
        k: (v["start"], v["end"])
        for k, v in parsed.items()
        if isinstance(v, dict) and isinstance(v.get("start"), int) and isinstance(v.get("end"), int)
    }


def evidence_json(spans: dict[str, TextSpan], text_length: int | None = None) -> str | None:
    """Term evidence as the graph keeps it: a JSON object {field: {"start", "end"}} of the known term fields
    whose offsets make a span (and fit the text, when its length is given); None when there is none."""
    kept = {
        field: {"start": span.start, "end": span.end}
        for field, span in sorted(spans.items())
        if field in TERM_FIELDS
        and 0 <= span.start < span.end
        and (text_length is None or span.end <= text_length)
    }
    return json.dumps(kept, sort_keys=True) if kept else None


def title_from_file_id(file_id: str) -> str:
    """CUAD's file names end with the document title after the last '-' or '_' (the demo corpus only:
    an upload's file id ends in a digest, and its title comes from the document, see `display_title`)."""
    tail = re.split(r"[-_]", file_id.strip())[-1].strip() or file_id
    tail = re.sub(r"\s*\(\d+\)$|\d$", "", tail).strip()
    return tail.title() if tail.isupper() else tail


# ---------------------------------------------------------------- display titles
MAX_TITLE = 150
# an upload's file id is '<stem>-<10 hex>' (graph_ingest.pipeline.upload_file_id); longer digests too
_DIGEST = re.compile(r"(?:-[0-9a-f]{10}|[-_ ]+(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{12,64})$")
_EXTENSION = re.compile(r"\.(?:pdf|docx?|txt|rtf|odt|html?)$", re.I)


def _wordset(words: str) -> frozenset[str]:
    return frozenset(words.split())


_SMALL_WORDS = _wordset(
    "a among an and as at between but by for from in into nor of on or per the to upon via vs with"
)
# short words that are words, not acronyms, when a title is shouted ("CO-BRANDING", "GAS", "NON-")
_SHORT_WORDS = _SMALL_WORDS | _wordset(
    "ad add age aid air all any app are art bid big bio box bus buy can car co day dry due eco end ex fee"
    " few fix get gas go has how joy key lab law let lot low man map max may net new no non not now off"
    " oil old one our out own pay pet pre pro put raw re run sea see set sub sum tax tea ten tip top two"
    " use van war way web who why win yes inc ltd el la le de du da di von den der des del"
)
_ROMAN = re.compile(r"^(?:I{1,3}|IV|VI{0,3}|IX|XI{0,3})$")
_TRIM = " .,;:-–—_*#\"“”'’`/\\"  # never at either end of a title
_GENERIC = frozenset({"agreement", "contract", "amendment", "addendum", "license", "licence"})


def _balance(text: str) -> str:
    """Unmatched brackets out: a stray closing one goes; an opening one that ends the title
    ("MASTER SERVICES AGREEMENT (", 'AGREEMENT (“A') goes with what follows it, else alone."""
    pairs = {")": "(", "]": "[", "}": "{"}
    stack: list[int] = []
    drop: set[int] = set()
    for i, ch in enumerate(text):
        if ch in "([{":
            stack.append(i)
        elif ch in pairs:
            if stack and text[stack[-1]] == pairs[ch]:
                stack.pop()
            else:
                drop.add(i)
    cut = len(text)
    for i in stack:
        if len(text[i + 1 :].split()) <= 2:
            cut = min(cut, i)
        else:
            drop.add(i)
    return "".join(ch for i, ch in enumerate(text[:cut]) if i not in drop)


def _is_shouted(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 4 and sum(c.isupper() for c in letters) >= 0.8 * len(letters)


def _word_case(word: str, first: bool) -> str:
    """One run of letters of a shouted title in title case; acronyms ('LLC', 'IP', 'WQHT') stay."""
    low = word.lower()
    if _ROMAN.match(word):
        return word
    if low in _SMALL_WORDS and not first:
        return low
    if low not in _SHORT_WORDS and (len(word) <= 3 or not re.search(r"[aeiouy]", low)):
        return word
    return word[0].upper() + low[1:]


def title_case(text: str) -> str:
    """'DISTRIBUTOR AGREEMENT' -> 'Distributor Agreement'; 'LLC', 'IP', 'NO. 1', 'II' as they should be."""
    out: list[str] = []
    for i, word in enumerate(text.split()):
        parts = re.split(r"([^A-Za-z'’]+)", word)  # letters, and what separates them ("CO-BRANDING")
        out.append(
            "".join(
                _word_case(p, first=i == 0 and j == 0) if p and p[0].isalpha() else p
                for j, p in enumerate(parts)
            )
        )
    return " ".join(out)


def clean_title(title: str | None) -> str | None:
    """A title as a contract card shows it: one line, no trailing punctuation, Title Case when the
    document shouts it. None when nothing readable is left."""
    if not title:
        return None
    text = _balance(" ".join(title.split()).strip(_TRIM)).strip(_TRIM)
    if len(text) > MAX_TITLE:
        text = text[:MAX_TITLE].rsplit(" ", 1)[0]
    if not re.search(r"[^\W\d_]", text):
        return None
    return title_case(text) if _is_shouted(text) else text[0].upper() + text[1:]


def stem_title(name: str | None) -> str | None:
    """A title from a file name: 'zephyrine_supply_agreement-0a1b2c3d4e.pdf' -> 'Zephyrine Supply Agreement'."""
    if not name:
        return None
    stem = _DIGEST.sub("", _EXTENSION.sub("", name.strip()))
    stem = re.sub(r"[_+]+", " ", stem)
    stem = re.sub(r"\s*\((?:\d+|copy)\)$", "", stem, flags=re.I)  # 'Supply Agreement (2)'
    if not re.search(r"[^\W\d_]", stem) or re.fullmatch(r"[0-9a-f]{8,}", stem.strip(), re.I):
        return None
    return clean_title(stem.upper() if stem.islower() else stem)  # 'acme msa' reads as 'Acme MSA'


def _names(parties: list[PartyRecord]) -> str:
    names = [p.name for p in parties]
    if len(names) <= 2:
        return " and ".join(names)
    if len(names) == 3:
        return f"{names[0]}, {names[1]} and {names[2]}"
    return f"{names[0]}, {names[1]} and {len(names) - 2} others"


def display_title(
    contract: Contract,
    *,
    contract_type: str,
    parties: list[PartyRecord],
    display_name: str | None = None,
    file_id: str | None = None,
) -> str:
    """The title a contract is shown and found by, from the document, never from a digest.

    The extracted title, cleaned; a bare 'Agreement' gets its parties ('Agreement between A and B').
    Without one: '<type> Agreement between A and B' ('... with B' for one known party). Without
    parties: the original file name's stem (`display_name`), then the file id's, digest removed;
    else '<type> Agreement'.
    """
    named = [p for p in parties if not p.key.startswith("~")]  # redacted names say nothing
    title = clean_title(contract.title)
    if title and title.lower() not in _GENERIC:
        return title
    if title and not named:  # a bare 'Agreement' heading and no parties: the file's name says more
        return stem_title(display_name) or title
    kind = title or (
        f"{contract_type} Agreement" if contract_type and contract_type != "Other" else "Agreement"
    )
    if len(named) == 1:
        return f"{kind} with {named[0].name}"
    if named:
        return f"{kind} between {_names(named)}"
    return stem_title(display_name) or stem_title(file_id) or kind


def to_record(
    contract: Contract,
    *,
    file_id: str,
    scope: Scope,
    source: str,
    content_hash: str | None = None,
    display_name: str | None = None,
) -> ContractRecord:
    """Normalise an extracted contract. `display_name`: the uploaded file's original name (or stem),
    the last resort for a title when the document names neither itself nor its parties."""
    parties: dict[str, PartyRecord] = {}
    for org in contract.parties:
        name = tidy_name(org.name)
        if not name:
            continue
        # a redacted name ("[ * * * ]") has no key: it is its own party, never another contract's
        key = party_key(name) or f"~{file_id}~{len(parties)}"
        place = to_jurisdiction(org.location)
        if key in parties:  # the same organisation twice: keep one, remember the spelling
            kept = parties[key]
            if name != kept.name and name not in kept.aliases:
                kept.aliases.append(name)
            continue
        parties[key] = PartyRecord(
            name=name,
            key=key,
            role=org.role,
            aliases=[a for a in org.aliases if a and a != name],
            country=place.country if place else None,
            subdivision=place.subdivision if place else None,
            city=place.city if place else None,
        )
    clauses = [
        ClauseRecord(id=f"{file_id}#{i}", **c.model_dump())
        for i, c in enumerate(contract.clauses)
        if c.clause_type
    ]
    contract_type = canonical_type(contract.contract_type, f"{file_id} {contract.title or ''}")
    title = display_title(
        contract,
        contract_type=contract_type,
        parties=list(parties.values()),
        display_name=display_name,
        file_id=file_id,
    )
    return ContractRecord(
        file_id=file_id,
        title=title,
        contract_type=contract_type,
        summary=contract.summary,
        contract_scope=contract.contract_scope,
        effective_date=contract.effective_date,
        end_date=contract.end_date,
        duration=contract.duration,
        duration_days=duration_days(contract.duration),
        perpetual=contract.perpetual,
        auto_renew=contract.auto_renew,
        renewal_term=contract.renewal_term,
        renewal_term_days=duration_days(contract.renewal_term),
        renewal_notice_days=notice(contract.renewal_notice_days),
        termination_for_convenience=contract.termination_for_convenience,
        convenience_notice_days=notice(contract.convenience_notice_days),
        term_evidence=evidence_json(contract.term_evidence),
        total_amount=contract.total_amount,
        governing_law=to_jurisdiction(contract.governing_law),
        parties=list(parties.values()),
        clauses=clauses,
        scope=scope,
        source=source,  # type: ignore[arg-type]
        content_hash=content_hash,
    )


def to_jurisdiction(loc: Location | None) -> Jurisdiction | None:
    """Normalise a free-form location. A state without a country implies its country."""
    if loc is None:
        return None
    cc = country_code(loc.country)
    state = loc.state
    if cc is None and loc.country and (sub := subdivision_code(None, loc.country)):
        cc, state = sub.split("-")[0], loc.country
    sub = subdivision_code(cc, state)
    if cc is None and sub:
        cc = sub.split("-")[0]
    if cc is None and loc.country and clean_place(loc.country) in GB_NATIONS:
        cc, sub = "GB", GB_NATIONS[clean_place(loc.country)]
    if cc is None:
        return None
    if sub is None and loc.country and clean_place(loc.country) in GB_NATIONS:
        sub = GB_NATIONS[clean_place(loc.country)]
    city = loc.city.strip() if loc.city and loc.city.strip() else None
    return Jurisdiction(country=cc, subdivision=sub, city=city)


def renewal_properties(text: str) -> dict[str, Any]:
    """The renewal terms the offline rules read in `text`, as contract properties (the evidence of
    those fields only: dates and the initial term stay as the contract's record has them)."""
    term = find_terms(text, None)
    props: dict[str, Any] = {f: getattr(term, f) for f in RENEWAL_FIELDS}
    props["renewal_notice_days"] = notice(props["renewal_notice_days"])
    props["convenience_notice_days"] = notice(props["convenience_notice_days"])
    props["renewal_term_days"] = duration_days(props["renewal_term"])
    spans = {k: TextSpan(start=a, end=b) for k, (a, b) in term.evidence.items() if k in RENEWAL_FIELDS}
    props["term_evidence"] = evidence_json(spans, len(text))
    return props
