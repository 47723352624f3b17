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
- Renewal term: `Renewal Term-Answer`; each ';'-separated alternative's last 'N year(s)/month(s)/...'
  ("successive 1 year", "3 successive 1 year" -> P1Y; "12 months" -> P12M) is an ISO 8601 duration,
  compared after whole years of months become years (P12M = P1Y, P24M = P2Y); "perpetual" is correct
  when the prediction says `perpetual`. Dates and empty answers are not scored. `renewal_term_absent`:
  of the contracts with neither a `Renewal Term` context nor an answer, the share predicted with no
  renewal term.
- Auto-renew (a label derived from the `Renewal Term` context, CUAD has no answer for it): True when the
  context says "automatic..." or "evergreen"; False when it has neither of these nor "unless" (renewal by
  an option, a mutual agreement, a condition); a context with "unless" but no "automatic" is not scored.
  `auto_renew_absent`: of the contracts without a renewal context, the share not predicted True.
- Renewal notice: `Notice Period To Terminate Renewal- Answer`; each alternative (';' or '/') 'N unit'
  becomes days with `period_days` (a month 30 days, a year 365: "3 months" -> 90, "180 days / 6 months"
  -> 180 or 180); a prediction is correct when its days equal an alternative's exactly. Empty answers are
  not scored; `renewal_notice_absent` as for the renewal term, on the notice context and answer.
- Convenience: `Termination For Convenience-Answer` (Yes/No); Yes is correct when the prediction says
  `termination_for_convenience` True, No when it does not (None or False). `convenience_yes` and
  `convenience_no` are the two halves (recall and specificity).
- The anchor (`contract_data.json`) has no renewal, notice or convenience fields: it scores as an
  extractor that finds none (0 on the labelled contracts, 1.0 on the `_absent` figures, the No rate on
  convenience).

Without `--split`, every figure is printed for the whole set and for split a (the half rules may be
written from) and split b (kept out of rule-writing), each with the offline extractor and the anchor.
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
from graph_ingest.extract.dates import period_days
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
FIELDS = (
    "effective_date",
    "end_date",
    "end_date_dated",
    "governing_law",
    "renewal_term",
    "renewal_term_absent",
    "auto_renew",
    "auto_renew_absent",
    "renewal_notice",
    "renewal_notice_absent",
    "convenience",
    "convenience_yes",
    "convenience_no",
)
SPLITS = ("a", "b")


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


_AMOUNT_UNIT = re.compile(r"(\d+)\s*\)?\s*(year|month|week|day)s?\b", re.I)
_ISO = re.compile(r"^P(\d+)([YMWD])$")


def iso_key(value: str | None) -> str | None:
    """An ISO duration compared as scored: 'P12M' -> 'P1Y', 'p2y' -> 'P2Y'; None if not 'P<n><unit>'."""
    m = _ISO.match((value or "").strip().upper())
    if not m:
        return None
    n, unit = int(m.group(1)), m.group(2)
    return f"P{n // 12}Y" if unit == "M" and n % 12 == 0 else f"P{n}{unit}"


def parse_renewal_term(answer: str) -> list[str]:
    """Alternatives of a `Renewal Term-Answer`: ISO durations or PERPETUAL; [] when not scorable."""
    out: list[str] = []
    for part in answer.split(";"):
        if part.strip().lower() == PERPETUAL:
            out.append(PERPETUAL)
        elif found := _AMOUNT_UNIT.findall(part):
            n, unit = found[-1]
            out.append(iso_key(f"P{n}{unit[0]}") or "")
    return [a for a in out if a]


def parse_notice(answer: str) -> list[int]:
    """Alternatives of a notice answer in days ('90 days', '3 months', '180 days / 6 months')."""
    return [period_days(int(n), unit) for n, unit in _AMOUNT_UNIT.findall(answer)]


def has_context(cell: str | None) -> bool:
    return bool((cell or "").strip(" []\n"))


def auto_renew_label(context: str) -> bool | None:
    """True/False/None (not scored) from the `Renewal Term` context, as the module docstring says."""
    if not has_context(context):
        return None
    low = context.lower()
    if "automatic" in low or "evergreen" in low:
        return True
    return None if "unless" in low else False


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
    _score_dates(row, pred, tally)
    law = parse_law(row.get("Governing Law-Answer", ""))
    if law:
        tally.add("governing_law", law_ok(pred.governing_law, law))
    _score_renewal(row, pred, tally)
    convenience = row.get("Termination For Convenience-Answer", "").strip().lower()
    if convenience in ("yes", "no"):
        said = pred.termination_for_convenience is True
        tally.add("convenience", said == (convenience == "yes"))
        tally.add(f"convenience_{convenience}", said == (convenience == "yes"))


def _score_dates(row: dict[str, str], pred: Contract, tally: Tally) -> None:
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


def _score_renewal(row: dict[str, str], pred: Contract, tally: Tally) -> None:
    context, answer = row.get("Renewal Term", ""), row.get("Renewal Term-Answer", "")
    if terms := parse_renewal_term(answer):
        tally.add(
            "renewal_term",
            iso_key(pred.renewal_term) in terms or (PERPETUAL in terms and pred.perpetual is True),
        )
    elif not has_context(context) and not answer.strip():
        tally.add("renewal_term_absent", pred.renewal_term is None)
    if (auto := auto_renew_label(context)) is not None:
        tally.add("auto_renew", pred.auto_renew is auto)
    elif not has_context(context):
        tally.add("auto_renew_absent", pred.auto_renew is not True)
    notice_context = row.get("Notice Period To Terminate Renewal", "")
    notice_answer = row.get("Notice Period To Terminate Renewal- Answer", "")
    if notice := parse_notice(notice_answer):
        tally.add("renewal_notice", pred.renewal_notice_days in notice)
    elif not has_context(notice_context) and not notice_answer.strip():
        tally.add("renewal_notice_absent", pred.renewal_notice_days is None)


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


def _table(title: str, result: dict) -> None:
    keys = [k for k in result["offline"] if not k.endswith("_n")]
    print(f"\n{title} ({result['contracts']} contracts)")
    print(f"{'metric':<24}{'offline':>10}{'llm_anchor':>12}{'n':>6}")
    for k in keys:
        n = result["offline"].get(f"{k}_n", "")
        anchor_v = result.get("llm_anchor", {}).get(k, "")
        print(f"{k:<24}{result['offline'][k]:>10}{anchor_v!s:>12}{n!s:>6}")


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

    extractor = OfflineExtractor()
    parts = ["all", *(SPLITS if args.split == "all" else ())]
    ours, theirs = {p: Tally() for p in parts}, {p: Tally() for p in parts}
    counts = dict.fromkeys(parts, 0)
    started = time.perf_counter()
    for row in rows:
        path = paths[row["Filename"]]
        ours_pred = extractor.extract(path.read_text(encoding="utf-8"), path.stem)
        theirs_pred = anchor.get(path.stem) or anchor.get(path.stem.strip())
        for part in parts:
            if part == "all" or in_split(row["Filename"], part):
                score(row, ours_pred, ours[part])
                score(row, theirs_pred, theirs[part])
                counts[part] += 1
    elapsed = time.perf_counter() - started

    def figures(part: str) -> dict:
        out: dict = {"offline": ours[part].figures(), "contracts": counts[part]}
        if anchor:
            out["llm_anchor"] = theirs[part].figures()
        return out

    result = {**figures("all"), "seconds": round(elapsed, 1)}
    if args.split == "all":
        result["splits"] = {p: figures(p) for p in SPLITS}
    _table(f"split {args.split}", result)
    for part, split_result in result.get("splits", {}).items():
        _table(f"split {part}" + (" (rules written from it)" if part == "a" else " (kept out)"), split_result)
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
