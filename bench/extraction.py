"""Score contract extraction against CUAD's expert answers (master_clauses_dev.csv).

    python -m bench.extraction [--labels CSV] [--texts DIR] [--anchor JSON] [--limit N] [--split all|a|b]

Runs the offline extractor over the labelled contracts and scores it, and the LLM extraction in
legal-tech-chat/contract_data.json (the anchor), with the same code. The last line printed is one
JSON object with all the figures.

Scoring rules (the same for both systems):
- Parties: CUAD's `Parties-Answer` is parsed into names (defined terms in quotes/parentheses and
  collective entries like 'X and Y (each a "Party")' are dropped). Predicted names are
  de-duplicated by `party_key`; a prediction matches a gold name when their keys are equal or
  similar (rapidfuzz ratio/token-sort >= 88, or one key's tokens contain the other's with at least
  two tokens). One-to-one greedy matching; precision/recall/F1 are micro-averaged over contracts
  with a non-empty label.
- Effective date: the `Effective Date-Answer`, else the `Agreement Date-Answer`. Only full dates
  are scored (m/d/yy, two-digit years < 50 are 20yy); empty or partial labels ("[]/[]/2020") are
  not scored. A missing prediction counts as wrong. Several dates separated by ';' are
  alternatives.
- Expiration date: `Expiration Date-Answer`. Full dates as above; "Perpetual" is correct when the
  prediction has no end date (the schema has no other way to say "no fixed expiry"); empty and
  partial labels are not scored. `end_date_dated` reports the dated labels alone.
- Governing law: each ';'-separated alternative becomes an ISO country/subdivision (a bare name is
  tried as a US state first, as CUAD's answer format says); unresolvable alternatives ("[* * *]",
  "the state in which ...") are dropped and a label without any is not scored. A prediction is
  correct when its country equals an alternative's and, where the alternative has a
  subdivision, its subdivision too.
"""

from __future__ import annotations

import argparse
import csv
import json
import logging
import re
import time
import zlib
from datetime import date
from pathlib import Path

from pydantic import BaseModel
from rapidfuzz import fuzz

from core.places import subdivision_code
from graph_ingest.extract.offline import OfflineExtractor
from graph_ingest.models import Contract, Jurisdiction, Location
from graph_ingest.names import fold, party_key
from graph_ingest.normalize import to_jurisdiction
from graph_ingest.structured import load_structured

logger = logging.getLogger(__name__)

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
DEFAULT_LABELS = DATA / "cuad" / "master_clauses_dev.csv"
DEFAULT_TEXTS = DATA / "cuad" / "full_contract_txt"
DEFAULT_ANCHOR = DATA / "legal-tech-chat" / "contract_data.json"
PERPETUAL = "perpetual"
FIELDS = ("effective_date", "end_date", "end_date_dated", "governing_law")


# ---------------------------------------------------------------- label parsing
_QUOTED = re.compile(r"[\"“”][^\"“”]*[\"“”]")


def parse_parties(answer: str) -> list[str]:
    """Party names in a CUAD `Parties-Answer`, without defined terms and collective entries."""
    segments = [s.strip() for s in answer.split(";") if s.strip()]
    aliases = {fold(t) for t in re.findall(r"[\"“”]+([^\"“”]+)[\"“”]", answer)}
    names: list[str] = []
    for seg in segments:
        name = re.split(r"[(\"“”]", seg, maxsplit=1)[0].strip(" ,.")
        terms = {fold(t) for t in re.findall(r"[\"“”]+([^\"“”]+)[\"“”]", seg)}
        if not name or not re.search(r"\w", name):
            continue
        parts = [p for p in re.split(r"\s*(?:,|\band\b|&)\s*", name) if p.strip()]
        if parts and all(fold(p) in aliases for p in parts):
            continue
        if terms & {"party", "parties"} and re.search(r"\band\b|collectively|individually", name):
            continue
        halves = re.split(r"\s+and\s+", name)
        if len(halves) > 1 and all(party_key(h) != fold(h) for h in halves):
            names.extend(h.strip(" ,") for h in halves)
        else:
            names.append(name)
    return names


def parse_date(text: str) -> date | None:
    m = re.fullmatch(r"\s*(\d{1,2})/(\d{1,2})/(\d{2}|\d{4})\s*", text)
    if not m:
        return None
    month, day, year = (int(g) for g in m.groups())
    if year < 100:
        year += 2000 if year < 50 else 1900
    try:
        return date(year, month, day)
    except ValueError:
        return None


def parse_dates(answer: str) -> list[date | str]:
    """Alternatives of a date answer: dates, or PERPETUAL; [] when not scorable."""
    out: list[date | str] = []
    for part in answer.split(";"):
        if part.strip().lower() == PERPETUAL:
            out.append(PERPETUAL)
        elif d := parse_date(part):
            out.append(d)
    return out


def parse_law(answer: str) -> list[Jurisdiction]:
    out: list[Jurisdiction] = []
    for part in answer.split(";"):
        part = re.sub(r"^\s*(?:the\s+)?(?:state|province|commonwealth)\s+of\s+", "", part.strip(), flags=re.I)
        if not part or "*" in part:
            continue
        bits = [b.strip() for b in part.split(",") if b.strip()]
        if len(bits) == 2 and to_jurisdiction(Location(country=bits[1])) is not None:
            places = [Location(state=bits[0], country=bits[1])]
        else:
            places = [Location(country=b) for b in bits]
        for loc in places:
            us = subdivision_code("US", loc.country) if loc.state is None else None
            j = Jurisdiction(country="US", subdivision=us) if us else to_jurisdiction(loc)
            if j is not None:
                out.append(j)
    return out


# ---------------------------------------------------------------- scoring
def names_match(a: str, b: str) -> bool:
    ka, kb = party_key(a), party_key(b)
    if not ka or not kb:
        return False
    if ka == kb or max(fuzz.ratio(ka, kb), fuzz.token_sort_ratio(ka, kb)) >= 88:
        return True
    ta, tb = set(ka.split()), set(kb.split())
    small, big = sorted((ta, tb), key=len)
    return len(small) >= 2 and small <= big


def match_parties(pred: list[str], gold: list[str]) -> tuple[int, int, int]:
    """(true positives, predicted, gold) for one contract."""
    seen: dict[str, str] = {}
    for p in pred:
        if p.strip() and party_key(p) not in seen:
            seen[party_key(p)] = p
    preds, free = list(seen.values()), list(gold)
    tp = 0
    for p in preds:
        hit = next((g for g in free if names_match(p, g)), None)
        if hit is not None:
            free.remove(hit)
            tp += 1
    return tp, len(preds), len(gold)


def law_ok(pred: Location | None, gold: list[Jurisdiction]) -> bool:
    j = to_jurisdiction(pred)
    if j is None:
        return False
    return any(
        j.country == g.country and (g.subdivision is None or j.subdivision == g.subdivision) for g in gold
    )


class Tally(BaseModel):
    tp: int = 0
    n_pred: int = 0
    n_gold: int = 0
    hits: dict[str, int] = {f: 0 for f in FIELDS}
    totals: dict[str, int] = {f: 0 for f in FIELDS}

    def add(self, field: str, ok: bool) -> None:
        self.totals[field] += 1
        self.hits[field] += int(ok)

    def figures(self) -> dict[str, float | int]:
        p = self.tp / self.n_pred if self.n_pred else 0.0
        r = self.tp / self.n_gold if self.n_gold else 0.0
        out: dict[str, float | int] = {
            "parties_precision": round(p, 3),
            "parties_recall": round(r, 3),
            "parties_f1": round(2 * p * r / (p + r), 3) if p + r else 0.0,
        }
        for f in FIELDS:
            out[f] = round(self.hits[f] / self.totals[f], 3) if self.totals[f] else 0.0
            out[f"{f}_n"] = self.totals[f]
        return out


def score(row: dict[str, str], pred: Contract | None, tally: Tally) -> None:
    pred = pred or Contract()
    gold_parties = parse_parties(row.get("Parties-Answer", ""))
    if gold_parties:
        tp, n_pred, n_gold = match_parties([o.name for o in pred.parties], gold_parties)
        tally.tp, tally.n_pred, tally.n_gold = tally.tp + tp, tally.n_pred + n_pred, tally.n_gold + n_gold
    eff = parse_dates(row.get("Effective Date-Answer", "")) or parse_dates(
        row.get("Agreement Date-Answer", "")
    )
    eff = [d for d in eff if d != PERPETUAL]
    if eff:
        tally.add("effective_date", pred.effective_date in eff)
    end = parse_dates(row.get("Expiration Date-Answer", ""))
    if end:
        ok = pred.end_date in end or (PERPETUAL in end and pred.end_date is None)
        tally.add("end_date", ok)
        if any(d != PERPETUAL for d in end):
            tally.add("end_date_dated", pred.end_date in end)
    law = parse_law(row.get("Governing Law-Answer", ""))
    if law:
        tally.add("governing_law", law_ok(pred.governing_law, law))


# ---------------------------------------------------------------- data
def norm_name(name: str) -> str:
    """File name without extension, accents, case and punctuation (PDF and .txt names differ in these)."""
    stem = re.sub(r"\.(?:pdf|txt)\s*$", "", name.strip().strip("'\""), flags=re.I)
    return re.sub(r"[^a-z0-9]", "", fold(stem.replace("&", "_")))  # CUAD's .txt names write '&' as '_'


def match_texts(rows: list[dict[str, str]], texts: Path) -> dict[str, Path]:
    """Filename (the PDF) -> the .txt file, matched by normalised name."""
    by_norm = {norm_name(p.name): p for p in texts.glob("*.txt")}
    out: dict[str, Path] = {}
    for row in rows:
        path = by_norm.get(norm_name(row["Filename"]))
        if path is None:
            logger.warning("no text for %s", row["Filename"])
        else:
            out[row["Filename"]] = path
    return out


def in_split(name: str, split: str) -> bool:
    if split == "all":
        return True
    return (zlib.crc32(name.encode()) % 2 == 0) == (split == "a")


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--labels", type=Path, default=DEFAULT_LABELS)
    ap.add_argument("--texts", type=Path, default=DEFAULT_TEXTS)
    ap.add_argument("--anchor", type=Path, default=DEFAULT_ANCHOR)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--split", choices=("all", "a", "b"), default="all", help="half of the labels, by hash")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)

    with args.labels.open(encoding="utf-8-sig", newline="") as f:
        rows = [r for r in csv.DictReader(f) if in_split(r["Filename"], args.split)]
    rows = rows[: args.limit] if args.limit else rows
    paths = match_texts(rows, args.texts)
    rows = [r for r in rows if r["Filename"] in paths]
    anchor = (
        {str(c.file_id).strip(): c for c in load_structured(args.anchor)} if args.anchor.is_file() else {}
    )

    extractor, ours, theirs = OfflineExtractor(), Tally(), Tally()
    started = time.perf_counter()
    for row in rows:
        path = paths[row["Filename"]]
        ours_pred = extractor.extract(path.read_text(encoding="utf-8"), path.stem)
        score(row, ours_pred, ours)
        score(row, anchor.get(path.stem) or anchor.get(path.stem.strip()), theirs)
    elapsed = time.perf_counter() - started

    result = {"offline": ours.figures(), "contracts": len(rows), "seconds": round(elapsed, 1)}
    if anchor:
        result["llm_anchor"] = theirs.figures()
    keys = [k for k in result["offline"] if not k.endswith("_n")]
    print(f"{'metric':<20}{'offline':>10}{'llm_anchor':>12}{'n':>6}")
    for k in keys:
        n = result["offline"].get(f"{k}_n", "")
        anchor_v = result.get("llm_anchor", {}).get(k, "")
        print(f"{k:<20}{result['offline'][k]:>10}{anchor_v!s:>12}{n!s:>6}")
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
