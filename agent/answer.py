"""The offline planner's answers: one clear sentence from a tool result, then cited examples.

Everything said comes from the tool result; when nothing matched, the answer says what was
searched ("I could not find any Hosting contracts with ...").
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from datetime import date
from typing import Any

from agent.phrases import HOW_MUCH, VALUE_WORDS
from agent.places import LOCATED_WORDS, find_places
from core.places import country_name, law_label, region_labels, subdivision_name
from graph_ingest.alerts import KIND_WORDS
from graph_ingest.clause_search import excerpt
from graph_ingest.filters import ContractFilters, law_options, options

MAX_SHOWN = 5  # contracts an answer shows unless asked for more or fewer (the search tool's default)
MAX_LISTED = 50  # contracts one answer lists by name ("list all ..."); the tool's `limit` cap

_FIELD_WORDS = {"total_amount": "value", "duration_days": "term"}
_METRIC_WORDS = {"avg": "average", "sum": "total", "min": "lowest", "max": "highest", "median": "median"}


# where a type no contract is filed under is looked for (`graph_ingest.search_cypher._named`)
NAMED_IN = "file name, title or summary"


def money(value: float | None) -> str:
    if value is None:
        return "n/a"
    return f"${value:,.0f}" if float(value).is_integer() else f"${value:,.2f}"


def _plural(n: int, word: str = "contract") -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _date_span(low: Any, high: Any) -> str | None:
    """'between A and B', 'on or after A', 'on or before B', or None for an open range."""
    if low and high:
        return f"between {low} and {high}"
    if low:
        return f"on or after {low}"
    return f"on or before {high}" if high else None


FLAG_WORDS = {  # a yes/no filter and its value -> how the reading says it
    ("has_end_date", False): "with no end date on record",
    ("has_end_date", True): "with a stated end date",
    ("has_value", False): "with no total value on record",
    ("has_value", True): "with a stated total value",
    ("has_law", False): "with no governing law on record",
    ("has_law", True): "with a stated governing law",
    ("auto_renew", True): "renewing automatically",
    ("auto_renew", False): "not renewing automatically",
    ("active", True): "still active (ending today or later)",
    ("active", False): "already ended",
    ("ended", False): "not ended (those with no end date on record included)",
    ("ended", True): "already ended",
}


_PLACE_WORDS = (  # a place filter -> how the reading says it ({} its name, {code} its code)
    ("party_country", "with a party located in {}"),
    ("party_country_not", "with a party located outside {}"),
    ("party_country_none", "with no party located in {}"),
    ("party_country_only", "with every party located in {}"),
    ("party_country_also", "and one located in {}"),
    ("party_state", "with a party located in {} ({code})"),
    ("law_country_not", "governed by the law of a country other than {} ({code})"),
    ("law_state_not", "governed by a law other than {}'s ({code})"),
)


def _place_name(code: str) -> str:
    return (subdivision_name(code) if "-" in code else country_name(code)) or code


def _region_names(codes: list[str], name: Callable[[str], str]) -> list[str]:
    """Places said one by one, a whole region's by its name ("a country of the European Union (28
    countries)" rather than twenty-eight names)."""
    regions, rest = region_labels(codes)
    return [*(f"a country of {r}" for r in regions), *(name(c) for c in rest)]


def _places(filters: dict[str, Any]) -> list[str]:
    """The party-location and governing-law filters, said (the parties' first, then the laws)."""
    said = {
        key: words.format(" or ".join(_region_names(options(code), _place_name)), code=code)
        for key, words in _PLACE_WORDS
        if (code := filters.get(key)) and not (key.startswith("law_") and len(options(code)) > 1)
    }
    for key in ("law_country_not", "law_state_not"):  # several left out: "neither Delaware nor New York law"
        if len(left_out := options(filters.get(key))) > 1:
            said[key] = f"governed by neither {' nor '.join(f'{_place_name(c)} ({c})' for c in left_out)} law"
    parties = [w for k, w in said.items() if not k.startswith("law")]
    laws = _region_names(
        law_options(filters.get("law_country"), filters.get("law_state")), lambda x: f"{_place_name(x)} ({x})"
    )
    if any(law.startswith("a country of ") for law in laws):  # "governed by the law of a country of ..."
        governed = [f"governed by the law of {' or '.join(laws)}"]
    else:
        governed = [f"governed by {' or '.join(laws)} law"] if laws else []
    return [*parties, *governed, *(w for k, w in said.items() if k.startswith("law"))]


def describe(filters: dict[str, Any], resolved: dict[str, list[str]] | None = None) -> str:
    """'Hosting contracts with Acme Inc., governed by California (US-CA) law, ...' (without the type)."""
    parts: list[str] = []
    if left_out := filters.get("contract_type_not"):
        parts.append(f"other than {left_out} contracts")
    parties = filters.get("parties") or []
    if parties:
        # one name that stands for several parties: any of them ("X or Y")
        shown = [_either((resolved or {}).get(p) or [p]) for p in parties]
        parties_text = (" or " if filters.get("parties_any") else " and ").join(shown)
        parts.append(f"with {parties_text}")
    for verb, low, high in (
        ("effective", "effective_from", "effective_to"),
        ("ending", "end_from", "end_to"),
    ):
        if span := _date_span(filters.get(low), filters.get(high)):
            parts.append(f"{verb} {span}")
    parts += _places(filters)
    low, high = filters.get("amount"), filters.get("amount_max")
    if filters.get("amount_op") == ">=" and high is not None:
        parts.append(f"with a total value between {money(low)} and {money(high)}")
    elif filters.get("amount_op"):
        parts.append(f"with a total value {filters['amount_op']} {money(low)}")
    if high is not None and filters.get("amount_op") != ">=":
        parts.append(f"with a total value <= {money(high)}")
    if on := filters.get("active_on"):
        parts.append(f"in force on {on}")
    parts += [
        FLAG_WORDS[(k, filters[k])]
        for k in ("has_end_date", "has_value", "has_law", "auto_renew", "active", "ended")
        if (k, filters.get(k)) in FLAG_WORDS
    ]
    if filters.get("clause_type"):
        parts.append(f"with a {filters['clause_type']} clause")
    if filters.get("text"):
        parts.append(f"mentioning '{filters['text']}'")
    if filters.get("titled"):
        parts.append(f"whose title or file name says “{filters['titled']}”")
    if filters.get("named"):
        parts.append(f"whose {NAMED_IN} says “{filters['named'][0]}”")
    if alternatives := filters.get("any_of"):
        parts.append("either " + ", or ".join(_alternative(a, resolved) for a in alternatives))
    return ", ".join(parts)


def _alternative(filters: dict[str, Any], resolved: dict[str, list[str]] | None) -> str:
    """One of `any_of`, as `describe` says it, its type included ("of type Supply")."""
    kind = f"of type {filters['contract_type']}" if filters.get("contract_type") else ""
    return ", ".join(x for x in (kind, describe(filters, resolved)) if x)


def subject(
    filters: dict[str, Any], resolved: dict[str, list[str]] | None = None, noun: str = "contracts"
) -> str:
    kind = f"{filters['contract_type']} {noun}" if filters.get("contract_type") else noun
    rest = describe(filters, resolved)
    return f"{kind} {rest}".strip()


def card_line(c: dict[str, Any]) -> str:
    dates = f"{c.get('effective_date') or '?'} to {c.get('end_date') or '?'}"
    parties = "; ".join(
        f"{p['name']}" + (f" ({p['role']})" if p.get("role") else "") for p in c["parties"][:4]
    )
    more = f" +{len(c['parties']) - 4} more" if len(c["parties"]) > 4 else ""
    law = c.get("law_subdivision") or c.get("law_country")
    bits = [f"{c.get('contract_type')}", dates]
    if c.get("total_amount") is not None:
        bits.append(f"value {money(c['total_amount'])}")
    if law:
        bits.append(f"law {law}")
    return f"- `{c['file_id']}`: {'; '.join(bits)}; parties: {parties}{more}"


def write_search(
    result: dict[str, Any], intent: str, ranked: int | None = None, nth: int | None = None
) -> str:
    """`ranked`: the N of a ranking the question asked for ("the earliest 5 licences"), if any; `nth`:
    the place of the one it asked for ("the second largest": 2)."""
    if nth and intent == "top" and (said := _nth_text(result, nth)):
        return said + renewal_note(result)
    return _search_text(result, intent, ranked) + renewal_note(result)


def write_share(base: dict[str, Any], part: dict[str, Any]) -> str:
    """ "10 of the 48 License contracts (20.8%) are governed by New York (US-NY) law.", with them."""
    n, of = int(part.get("total") or 0), int(base.get("total") or 0)
    what = subject(base.get("filters") or {}, base.get("resolved_parties") or {})
    if not of:
        return f"I could not find any {what}, so there is no share to give."
    base_filters = base.get("filters") or {}
    extra = {k: v for k, v in (part.get("filters") or {}).items() if base_filters.get(k) != v}
    said = describe(extra, part.get("resolved_parties") or {}) or "the ones asked about"
    head = f"{n} of the {_plural(of)} ({what}), {100 * n / of:.1f}%, are {said}."
    shown = part.get("shown") or []
    if not shown:
        return head
    label = f"Showing {len(shown)} of {n}" if n > len(shown) else "They are"
    return f"{head}\n{label}:\n" + "\n".join(card_line(c) for c in shown)


_ORDINAL_WORDS = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}


def _nth_text(result: dict[str, Any], nth: int) -> str | None:
    """ "Of 510 contracts, the second highest total value is `X` ($40,000,000)": that one, and only its
    card (the ones ranked above it are said by their figure); None when the list is shorter."""
    shown, key = result.get("shown") or [], result.get("sort_by")
    if key not in _SORT_WORDS or len(shown) < nth or nth not in _ORDINAL_WORDS:
        return None
    name, high, low = _SORT_WORDS[key]
    one, what = shown[nth - 1], subject(result.get("filters") or {}, result.get("resolved_parties") or {})
    value = (
        (lambda c: money(c.get("total_amount"))) if key == "total_amount" else (lambda c: str(c.get(key, "")))
    )
    if key == "duration_days":
        value = lambda c: _term_of(c).strip(" ()")  # noqa: E731
    above = [value(c) for c in shown[: nth - 1]]
    tied = (
        " (a tie: the same as the one ranked above it)"
        if above and _rank_key(shown[nth - 2], key) == _rank_key(one, key)
        else ""
    )
    return (
        f"Of {_plural(result.get('total', len(shown)))} ({what}), the {_ORDINAL_WORDS[nth]} "
        f"{high if result.get('descending', True) else low} {name} is `{one['file_id']}` ({value(one)}){tied}; "
        f"ranked above it: {'; '.join(above)}.\n{card_line(one)}"
    )


def _rank_key(card: dict[str, Any], key: str) -> Any:  # noqa: ANN401 (a value of the sort key)
    """What a ranking compares of a card: its days for a term, else the sorted field."""
    if key == "duration_days" and (span := _span(card)):
        return (span[1] - span[0]).days
    return card.get(key)


def _span(card: dict[str, Any]) -> tuple[date, date] | None:
    """A card's effective and end dates, when it has both."""
    try:
        return date.fromisoformat(str(card["effective_date"])), date.fromisoformat(str(card["end_date"]))
    except (KeyError, TypeError, ValueError):
        return None


def renewal_note(result: dict[str, Any]) -> str:
    """What "renews automatically" could be judged on: the contracts with renewal terms on record."""
    known, checked = result.get("renewal_known"), result.get("renewal_checked")
    if known is None or checked is None or result.get("unresolved_parties"):
        return ""
    if known >= checked:
        return f"\nRenewal terms are on record for {'the' if checked == 1 else 'all'} {_plural(checked)} checked."
    return (
        f"\nRenewal terms are on record for {known} of the {checked} contracts checked; the other "
        f"{checked - known} could not be judged and are not counted either way."
    )


DEADLINE_LABELS = {  # kind -> the CUAD category of the passage its date comes from
    "expiry": "Expiration Date",
    "renewal": "Renewal Term",
    "notice": "Notice Period To Terminate Renewal",
}
DEADLINE_NOUNS = {  # kind -> (one, several)
    "expiry": ("expiry", "expiries"),
    "renewal": ("automatic renewal", "automatic renewals"),
    "notice": ("notice deadline", "notice deadlines"),
}


def _kinds_text(kinds: list[str], n: int = 2) -> str:
    """'notice deadlines', '1 automatic renewal', 'expiries, automatic renewals and notice deadlines'."""
    words = [DEADLINE_NOUNS[k][0 if n == 1 and len(kinds) == 1 else 1] for k in DEADLINE_NOUNS if k in kinds]
    return ", ".join(words[:-1]) + (" and " if len(words) > 1 else "") + words[-1] if words else "deadlines"


def _counted_text(counted: dict[str, int]) -> str:
    """'2 expiries, 1 automatic renewal and 3 notice deadlines' (in `DEADLINE_NOUNS` order)."""
    words = [
        f"{counted[k]} {DEADLINE_NOUNS[k][0 if counted[k] == 1 else 1]}"
        for k in DEADLINE_NOUNS
        if k in counted
    ]
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else words[0]


def write_deadlines(result: dict[str, Any]) -> str:
    """'2 notice deadlines between 2026-12-01 and 2027-03-01 (supply contracts): ...', each with the
    renewal it stops and the contract's words; then what could not be dated."""
    f, resolved = result.get("filters") or {}, result.get("resolved_parties") or {}
    if result.get("unresolved_parties"):
        names = ", ".join(f"'{n}'" for n in result["unresolved_parties"])
        return f"I could not find any contracts with {names}: no party of that name is in the contracts you can see."
    what = subject(f, resolved)
    kinds = _kinds_text(result.get("kinds") or [])
    window = "coming up" if result.get("horizon") else f"between {result['due_from']} and {result['due_to']}"
    checked, dated = result.get("checked", 0), result.get("with_terms", 0)
    if not checked:
        return f"I could not find any {what}."
    of_what = f" ({what})" if what != "contracts" else ""
    undated = checked - dated
    gap = (
        f"\n{undated} of the {_plural(checked)} checked {'has' if undated == 1 else 'have'} no end date "
        f"or term on record, so {'its' if undated == 1 else 'their'} deadlines cannot be computed and "
        "are not listed."
        if undated > 0
        else ""
    )
    deadlines, total = result.get("deadlines") or [], result.get("total", 0)
    if not total:
        none = _kinds_text(result.get("kinds") or []).replace(" and ", " or ")
        return f"No {none} {window} for the {_plural(checked)} checked{of_what}.{gap}"
    lines = []  # titles and the contracts' words are on the cards and quotes, shown as written
    for d in deadlines:
        stops = f" (stops the renewal of {d['renews_on']})" if d.get("renews_on") else ""
        lines.append(f"- {d['on']}: `{d['file_id']}` {KIND_WORDS[d['kind']]}{stops}")
    more = f"\n…and {total - len(deadlines)} more." if total > len(deadlines) else ""
    counted = {k: n for k, n in (result.get("by_kind") or {}).items() if n and k in DEADLINE_NOUNS}
    if len(counted) > 1:  # each kind counted: the expiries are never read as the renewals
        kinds = _counted_text(counted)
    else:
        kinds = f"{total} " + (_kinds_text([deadlines[0]["kind"]], 1) if total == 1 and deadlines else kinds)
    head = f"{kinds} {window} in {_plural(result.get('contracts', 0))}{of_what}:"
    return head + "\n" + "\n".join(lines) + more + gap


def _search_text(result: dict[str, Any], intent: str, ranked: int | None = None) -> str:
    f, resolved = result.get("filters", {}), result.get("resolved_parties") or {}
    what = subject(f, resolved)
    if result.get("unresolved_parties"):
        names = ", ".join(f"'{n}'" for n in result["unresolved_parties"])
        return f"I could not find any contracts with {names}: no party of that name is in the contracts you can see."
    total, shown = result["total"], result.get("shown") or []
    if total == 0 and (others := result.get("other_types")):
        without = {k: v for k, v in f.items() if k != "contract_type"}
        return (
            f"I could not find any {what} (by the type on record). These {subject(without, resolved)} "
            f"are recorded as another type:\n" + "\n".join(card_line(c) for c in others)
        )
    if total == 0 and (words := result.get("type_words")):  # no contract is filed under that type at all
        without = subject({k: v for k, v in f.items() if k != "contract_type"}, resolved)
        why = f"no contract is filed under the type “{words}”, so I searched for the words instead"
        if not (worded := result.get("worded") or []):
            return f"None of the {without} mention “{words}” in their {NAMED_IN} ({why})."
        n = int(result.get("worded_total") or len(worded))
        return (  # the count first: what was asked
            f"{_plural(n)} ({without}) mention “{words}” in their {NAMED_IN} ({why}):\n"
            + "\n".join(card_line(c) for c in worded)
        )
    if total == 0:
        return f"I could not find any {what}."
    found = f"I found {_plural(total)} ({what})." if what != "contracts" else f"I found {_plural(total)}."
    # "next 5", "the rest": a later page of the list, in its order
    if offset := int(result.get("offset") or 0):
        if not shown:
            return f"{found} There are no more after the first {min(offset, total)}."
        last = offset + len(shown)
        more = f" (ask for “the next {result.get('limit') or len(shown)}” for more)" if last < total else ""
        return f"{found}\nShowing {offset + 1}–{last} of {total}{more}:\n" + "\n".join(
            card_line(c) for c in shown
        )
    if intent == "top" and shown:
        best = shown[0]
        key = result.get("sort_by")
        if key == "party_count":
            head = (
                f"The contract with the most parties among {_plural(total)} is `{best['file_id']}` "
                f"with {best['party_count']} parties."
            )
        elif key == "total_amount" and best.get(key) is None:  # nulls sort last: none has a value
            return (
                f"None of the {_plural(total)} ({what}) states a total value, so I cannot say which is the "
                f"{'biggest' if result.get('descending', True) else 'smallest'}.\n"
                + "\n".join(card_line(c) for c in shown)
            )
        elif (
            key in _SORT_WORDS
            and len(shown) > 1
            and (ranked == len(shown) or len(shown) == result.get("limit", MAX_SHOWN) != MAX_SHOWN)
        ):  # "the 3 biggest", "the earliest 5 licences"
            name, high, low = _SORT_WORDS[key]
            head = f"The {len(shown)} contracts with the {high if result.get('descending', True) else low} {name} of {_plural(total)} ({what}):"
        elif key in ("total_amount", "duration_days"):
            adj = "highest" if result.get("descending", True) else "lowest"
            value = money(best.get("total_amount")) if key == "total_amount" else best.get("end_date")
            head = f"Of {_plural(total)} ({what}), the one with the {adj} total value is `{best['file_id']}` ({value})."
            if key == "duration_days":
                head = (
                    f"Of {_plural(total)} ({what}), the {adj.replace('highest', 'longest').replace('lowest', 'shortest')} "
                    f"is `{best['file_id']}`{_term_of(best)}."
                )
        else:
            head = f"Of {_plural(total)} ({what}), the first by {key} is `{best['file_id']}`."
        return head + "\n" + "\n".join(card_line(c) for c in shown)
    label = (
        f"Showing {len(shown)} of {total} (ask to “list all” for up to {MAX_LISTED}, or for “the next 5”)"
        if total > len(shown)
        else "They are"
    )
    return f"{found}\n{label}:\n" + "\n".join(card_line(c) for c in shown)


_DAYS_PER = {"years": 365.25, "months": 30.44, "weeks": 7.0, "days": 1.0}


def duration_unit(question: str) -> str:
    """The unit a question asks a term in ("average term in years"): years, months, weeks or days."""
    m = re.search(r"\b(years?|months?|weeks?|days?)\b", question, re.I)
    return (m.group(1).lower().rstrip("s") + "s") if m else "days"


def _term_of(card: dict[str, Any]) -> str:
    """ " (a term of 5 years, 1,827 days: 2003-05-12 to 2008-05-12)" from a card's dates; "" without both."""
    if not (span := _span(card)):
        return ""
    start, end = span
    days = (end - start).days
    years = days / _DAYS_PER["years"]
    said = (
        f"{round(years)} year{'s' if round(years) != 1 else ''}"  # "5 years", not "5.0 years"
        if round(years) and abs(years - round(years)) < 0.02
        else figure(days, "duration_days", "avg", "years" if days >= 365 else "months")
    )
    return f" (a term of {said}, {days:,} days: {start} to {end})"


def figure(value: float | None, field: str | None, metric: str, unit: str = "days") -> str:
    """A metric's value as people read it: money, a duration in the unit asked, or a count."""
    if value is None:
        return "n/a"
    if metric in ("count", "count_parties"):
        return f"{int(value)}"
    if field == "total_amount":
        return money(value)
    n = float(value) / _DAYS_PER.get(unit, 1.0)
    return f"{n:,.1f} {unit}" if unit != "days" else f"{n:,.0f} days"


def write_aggregate(result: dict[str, Any], intent: str, unit: str = "days") -> str:
    f, resolved = result.get("filters", {}), result.get("resolved_parties") or {}
    if result.get("unresolved_parties"):
        names = ", ".join(f"'{n}'" for n in result["unresolved_parties"])
        return f"I could not find any contracts with {names}: no party of that name is in the contracts you can see."
    rows, matched = result.get("rows") or [], result.get("matched_contracts", 0)
    what = subject(f, resolved)
    if matched == 0:
        return f"I could not find any {what}, so there is nothing to aggregate."
    metric, group_by = result["metric"], result["group_by"]
    if metric == "count_parties" and group_by == "none":
        n = rows[0]["value"] if rows else 0
        located = " or ".join(_region_names(options(f.get("party_country")), lambda c: country_name(c) or c))
        where = f" located in {located}" if located else ""
        return f"There are {_plural(n, 'distinct party').replace('partys', 'parties')}{where}, across {_plural(matched)}."
    if group_by == "none":
        if not rows:
            return f"None of the {_plural(matched)} ({what}) states a {_FIELD_WORDS.get(str(result.get('field')), 'value')}."
        row = rows[0]
        word = _METRIC_WORDS.get(metric, metric)
        value = figure(row["value"], result.get("field"), metric, unit)
        return (
            f"The {word} {'value' if result.get('field') == 'total_amount' else 'duration'} of {what} is "
            f"{value}: {_plural(matched)} match, {row['n']} of them with a stated value."
        )
    if not rows:
        return f"I could not find any {what} with a known {group_by.replace('_', ' ')}."
    listing = ", ".join(
        f"{r['group']} ({figure(r['value'], result.get('field'), metric, unit)})" for r in rows
    )
    top = rows[0]
    dim = group_by.replace("_", " ")
    if (
        intent == "groups"
        and metric in ("count", "count_parties")
        and group_by
        in (
            "year",
            "month",
            "quarter",
            "party",
            "party_country",
            "law_country",
        )
    ):
        most = (
            "most"
            if result.get("rows") and (len(rows) < 2 or rows[0]["value"] >= rows[-1]["value"])
            else "fewest"
        )
        ties = [r["group"] for r in rows if r["value"] == top["value"]]
        lead = " and ".join(ties)
        head = (
            f"The {dim} with the {most} {what} is {lead}, with {_plural(top['value'])}."
            if len(ties) == 1
            else f"{lead} tie for the {most} {what}, with {_plural(top['value'])} each."
        )
        if metric == "count_parties":
            head = f"{lead} has the most distinct parties ({top['value']})."
        plural = "parties" if dim == "party" else ("countries" if dim.endswith("country") else f"{dim}s")
        return f"{head}\nTop {plural}: {listing}."
    total = result.get("groups_total") or len(rows)
    return f"By {dim}, the {_plural(matched)} ({what}) fall into {_plural(total, 'group')}: {listing}."


_SEARCHED = {"file_id": "the file id `{}`", "title": "the title '{}'", "party": "the party '{}'"}


def _searched(searched: dict[str, Any]) -> str:
    """{'title': 'Dragon'} as people say it: "the title 'Dragon'"."""
    said = [_SEARCHED[k].format(v) for k, v in searched.items() if k in _SEARCHED and v]
    return " or ".join(said) or "that description"


def write_details(result: dict[str, Any], question: str) -> str:
    """One contract: lead with what was asked (end date, parties, law, value), then the summary line."""
    if not result.get("found"):
        return f"I could not find a contract matching {_searched(result.get('searched') or {})}."
    c = result["contract"]
    name = f"`{c['file_id']}`" + (f" ({c['title']})" if c.get("title") else "")
    parties = "; ".join(f"{p['name']} ({p.get('role') or 'party'})" for p in c["parties"]) or "none recorded"
    law = (
        subdivision_name(c.get("law_subdivision"))
        or country_name(c.get("law_country"))
        or c.get("law_country")
    )
    clauses = ", ".join(sorted({k["clause_type"] for k in c["clauses"]})) or "none recorded"
    renewal = (result.get("card") or {}).get("renewal")  # "Renews automatically every 1 year, next on …"
    low = question.lower()
    leads = []  # every fact asked, in this order ("value + end date?": both)
    if re.search(r"\b(expire|expiry|expiration|end|ends|terminate|run out|last|finish\w*)\b", low):
        if c.get("end_date") and renewal:
            leads.append(f"{name}'s initial term ends on {c['end_date']}. {renewal}.")
        else:
            leads.append(
                f"{name} ends on {c['end_date']}."
                if c.get("end_date")
                else f"{name} has no end date on record (it may run until terminated)."
            )

    if re.search(r"\b(start|starts|started|begin|effective|signed|commence\w*)\b", low):
        leads.append(f"{name} is effective from {c.get('effective_date') or 'an unrecorded date'}.")
    if re.search(r"\b(who|who's|whom|parties|party|counterpart\w*|other side)\b", low):
        leads.append(f"The parties to {name} are {parties}.")
    if _WHERE_BASED.search(low) or any(
        not p.is_law for p in find_places(question)
    ):  # "is Green Cross Korean?"
        leads.append(f"Where the parties are on record: {_located(c['parties'])}.")
    if re.search(r"\b(law|jurisdiction|governed|governs)\b", low):
        leads.append(f"{name} is governed by {law} law." if law else f"{name} names no governing law.")
    if re.search(
        rf"\b(?:{VALUE_WORDS})\b|{HOW_MUCH}|\bhow (?:big|large)\b|\bdeal size\b|"
        r"(?<![\w$])\$(?![\d$])\s*(?:[?,&]|and\b|$)",  # "X JV - $ and when does it end?": its value
        low,
    ):
        leads.append(
            f"{name} has a total value of {money(c['total_amount'])}."
            if c.get("total_amount") is not None
            else f"{name} states no total value."
        )
    if not leads and _RENEWAL_ASKED.search(low):  # "does it auto-renew?", "when must we give notice?"
        leads.append(f"{name}: {renewal}." if renewal else _no_renewal(name, c))
    lead = " ".join(leads) + (" " if leads else "")
    value = f"; value {money(c['total_amount'])}" if c.get("total_amount") is not None else ""  # as in a list
    return (
        f"{lead}{name} is a {c['contract_type']} contract, effective {c.get('effective_date') or '?'}, "
        f"ending {c.get('end_date') or '?'}{value}; parties: {parties}; governing law: {law or 'not stated'}. "
        f"Clauses: {clauses}."
    )


# where a party is: "where is Establishment Labs domiciled?", "where are they based?"
_WHERE_BASED = re.compile(
    rf"\b(?:{LOCATED_WORDS}|domicile|headquarters|nationality)\b|\bwhere\s+(?:is|are)\b"
)


def _located(parties: list[dict[str, Any]]) -> str:
    """'Green Cross Corp. (South Korea); MacroGenics, Inc. (Maryland, United States)', each party once."""
    seen: dict[str, str] = {}
    for p in parties:
        place = law_label(p.get("country"), p.get("subdivision")) if p.get("country") else None
        if place or p["name"] not in seen:  # an address on record wins over a second listing without one
            seen[p["name"]] = place or "no address on record"
    return "; ".join(f"{name} ({place})" for name, place in seen.items()) or "no parties recorded"


_RENEWAL_ASKED = re.compile(
    r"\b(renew\w*|auto-?renew\w*|roll\w*\s+over|evergreen|notice\s+of\s+non-?renewal|non-?renewal)\b"
)


def _no_renewal(name: str, c: dict[str, Any]) -> str:
    if c.get("auto_renew") is False:
        return (
            f"{name} does not renew automatically: its renewal needs an action or agreement of the parties."
        )
    if c.get("perpetual"):
        return f"{name} runs until terminated: there is no renewal to stop."
    return f"{name} says nothing I could read about renewing: no renewal terms are on record."


def trim(text: str, limit: int = 500) -> str:
    """A quote shortened on a word boundary, with an ellipsis when cut."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit].rsplit(" ", 1)[0] + " …"


SHOWN_CONTRACTS = 10  # contracts a cross-contract clause answer lists
ACROSS_DEPTH = 200  # the most contracts a cross-contract clause search returns ("at least" that many)


def _either(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"either {', '.join(names[:-1])} or {names[-1]}"


def by_words(filters: dict[str, Any], words: str) -> str:
    """The contracts a type no contract is filed under stands for: those whose words say it."""
    without = subject(
        {k: v for k, v in filters.items() if k in ContractFilters.model_fields and k != "contract_type"}, {}
    )
    return f"{without} whose {NAMED_IN} mention “{words}” (no contract is filed under that type)"


def unknown_contract(what: str) -> str:
    return (
        f"I could not tell which contract “{what}” is, so I have not searched every contract instead. "
        "Name one of its parties or its title, e.g. “the Acme supply agreement”."
    )


def _shown(hit: dict[str, Any]) -> str:
    return excerpt(hit["text"], hit.get("start"), hit.get("focus_start"), hit.get("focus_end"))


def quoted(hit: dict[str, Any]) -> str:
    """A clause hit as the answer text quotes it (before any cut): its operative sentences, one line."""
    return " ".join(_shown(hit).split())


def _ids(file_ids: list[str]) -> str:
    return ", ".join(f"`{f}`" for f in file_ids)


def _among(result: dict[str, Any]) -> str:
    """The contracts a cross-contract clause search read, as its filters say them."""
    searched = result.get("searched") or {}
    if words := result.get("type_words"):
        return by_words(searched, words)
    return subject({k: v for k, v in searched.items() if k in ContractFilters.model_fields}, {})


def write_clauses(result: dict[str, Any]) -> str:
    """Quoted clauses: one contract's best passages, or the evidence passage of each contract that
    has one, always saying how much was searched (passages of one contract, or contracts checked)."""
    hits = result.get("hits") or []
    searched = result.get("searched") or {}
    if result.get("unresolved"):
        return unknown_contract(str(searched.get("contract")))
    if result.get("ambiguous"):  # nothing was searched: say which ones it could be
        return (
            f"“{searched.get('contract')}” fits {len(result.get('candidates') or [])} contracts, so I have not "
            f"searched any of them: {_ids(result.get('candidates') or [])}. Which one do you mean?"
        )
    topic = result.get("category") or searched.get("category") or result.get("query")
    one = result.get("contract") or (searched.get("contract") if searched.get("contract") else None)
    n = result.get("sections_searched")
    read = f" (searched {n} sections)" if n else ""
    where = (
        f" in `{one}`{read}"
        if one
        else f" among the {result.get('contracts_considered') or 0} {_among(result)} I checked"
    )
    if one and result.get("sections_searched") == 0:
        return (
            f"I cannot read the text of `{one}` yet: its clauses are not indexed (the import may still be "
            f"indexing it), so I cannot say whether it has a passage about '{topic}'."
        )
    if not hits:
        closest = result.get("closest") or []
        text = f"I found no passage about '{topic}'{where}, so I cannot say there is one."
        if closest and one and closest[0].get("doubtful"):  # a no the model is not sure of
            near = closest[0]
            return (
                f"I found no clear passage about '{topic}'{where}, but I am not sure there is none: the "
                f"closest passage (characters {near['start']}–{near['end']}) may be about it; read it "
                f"before relying on this:\n> {trim(_shown(near), 300)}"
            )
        if closest and one:
            near = closest[0]
            text += (
                f" It may be worded in a way I do not recognise; the closest passage (characters "
                f"{near['start']}–{near['end']}) is probably not about it:\n> {trim(near['text'], 300)}"
            )
        return text
    best: dict[str, dict[str, Any]] = {}
    for h in hits:
        best.setdefault(h["file_id"], h)

    def cite(h: dict[str, Any]) -> str:
        section = f", section “{h['heading']}”" if h.get("heading") else ""
        return f"`{h['file_id']}`{section} (characters {h['start']}–{h['end']})"

    if one or len(best) == 1 and not (result.get("contracts_considered") or 0) > 1:
        first = hits[0]
        extra = [h for h in hits[1:] if h["file_id"] == first["file_id"]][:1]
        quotes = "\n".join(f"> {trim(_shown(h))}\n— {cite(h)}" for h in [first, *extra])
        if among := [f for f in result.get("among") or [] if f != first["file_id"]]:
            quotes += (
                f"\n(“{searched.get('contract')}” also fits {_ids(among)}; of these, only `{first['file_id']}` "
                "clearly has such a passage.)"
            )
        if first.get("clear") is False:  # the model leans yes but is not sure: say so
            return (
                f"I am not sure `{first['file_id']}` has a passage about '{topic}'{read}. This one may be "
                f"about it; read it before relying on it:\n{quotes}"
            )
        return f"Here is what `{first['file_id']}` says about '{topic}'{read if one else ''}:\n{quotes}"
    shown = list(best.values())[:SHOWN_CONTRACTS]
    having = result.get("contracts_having") or len(best)
    more = f" (showing {len(shown)})" if having > len(shown) else ""
    many = f"At least {having}" if having >= ACROSS_DEPTH else str(having)
    if not result.get("matched", True):
        lines = "\n".join(f"- {cite(h)}: “{trim(_shown(h), 300)}”" for h in shown)
        return (
            f"I am not sure any contract{where} has a passage about '{topic}': none clearly does. These "
            f"{len(shown)} come closest and may not be about it; check them before relying on this:\n{lines}"
        )
    unsure = [h.get("clear") is False for h in shown]
    lines = "\n".join(
        f"- {cite(h)}{' (not sure)' * doubt}: “{trim(_shown(h), 300)}”"
        for h, doubt in zip(shown, unsure, strict=True)
    )
    if all(unsure):  # each one is worded less clearly than the model is sure of for this category
        return (
            f"{many} contract{'s' * (having != 1)} may have a passage about '{topic}'{where}{more}, but I am not "
            f"sure of {'any of them' if having != 1 else 'it'}: read {'them' if having != 1 else 'it'} before "
            f"relying on this:\n{lines}"
        )
    caveat = (
        "\nI am not sure of the ones marked “not sure”: read them before relying on them."
        if any(unsure)
        else ""
    )
    has = "contract has" if having == 1 else "contracts have"
    return f"{many} {has} a passage about '{topic}'{where}{more}:\n{lines}{caveat}"


_GROUPS = {
    "contract_type": "contract type",
    "law_country": "governing-law country",
    "law_state": "governing-law state",
    "party_country": "party country",
    "clause_type": "clause type",
    "fiscal_year": "fiscal year",
    "fiscal_quarter": "fiscal quarter",
}


_SORT_WORDS = {  # a sort key -> (its name, the first of a descending list, of an ascending one)
    "effective_date": ("effective date", "latest", "earliest"),
    "end_date": ("end date", "latest", "earliest"),
    "total_amount": ("total value", "highest", "lowest"),
    "duration_days": ("term", "longest", "shortest"),
    "party_count": ("number of parties", "most", "fewest"),
}


def _read_search(result: dict[str, Any]) -> str:
    what = subject(result.get("filters") or {}, result.get("resolved_parties") or {})
    sort = result.get("sort_by")
    order = ""
    descending = result.get("descending", True)
    if sort and (sort != "effective_date" or not descending):  # newest first is every list's order
        name, high, low = _SORT_WORDS.get(sort, (sort.replace("_", " "), "highest", "lowest"))
        order = f" · by {name}, {high if descending else low} first"
    return f"{what}{order}"


def _read_aggregate(result: dict[str, Any]) -> str:
    what = subject(result.get("filters") or {}, result.get("resolved_parties") or {})
    metric = result.get("metric", "count")
    head = {
        "count": "count of",
        "count_parties": "distinct parties of",
    }.get(
        metric,
        f"{_METRIC_WORDS.get(metric, metric)} {_FIELD_WORDS.get(str(result.get('field')), 'value')} of",
    )
    group = result.get("group_by", "none")
    by = "" if group == "none" else f" · per {_GROUPS.get(group, group.replace('_', ' '))}"
    if start := result.get("fiscal_start"):  # "per fiscal year (from April)"
        by += f" (from {calendar.month_name[start]})"
    return f"{head} {what}{by}"


def _read_details(result: dict[str, Any]) -> str:
    c = result.get("contract") or {}
    if not result.get("found"):
        return f"one contract matching {_searched(result.get('searched') or {})} (none found)"
    title = f" ({c['title']})" if c.get("title") else ""
    return f"the contract `{c.get('file_id')}`{title}"


def _read_clauses(result: dict[str, Any]) -> str:
    searched = result.get("searched") or {}
    topic = searched.get("category") or result.get("query")
    if result.get("contract"):
        where = f"in the contract `{result['contract']}`"
    elif searched.get("contract"):
        where = f"in the contract matching '{searched['contract']}'"
    else:
        n = result.get("contracts_considered")
        kind = f"{searched['contract_type']} " if searched.get("contract_type") else ""
        if words := result.get("type_words"):
            where = f"across {n or 0} {by_words(searched, words)}"
        else:
            where = f"across {n} {kind}contracts" if n is not None else f"across the {kind}contracts"
    return f"passages about '{topic}' {where}"


def _read_deadlines(result: dict[str, Any]) -> str:
    what = subject(result.get("filters") or {}, result.get("resolved_parties") or {})
    kinds = _kinds_text(result.get("kinds") or [])
    if result.get("horizon"):
        return f"the next {kinds} of {what}"
    return f"{kinds} from {result.get('due_from')} to {result.get('due_to')} of {what}"


_READERS = {
    "contract_deadlines": _read_deadlines,
    "contract_search": _read_search,
    "contract_aggregate": _read_aggregate,
    "contract_details": _read_details,
    "clause_search": _read_clauses,
}


def interpretation(result: dict[str, Any] | None) -> str | None:
    """The agent's reading of the question, from the last tool result: 'Read as: Distributor
    contracts governed by Delaware (US-DE) law, still active'. Same for the offline planner and a model."""
    if not result or result.get("tool") not in _READERS:
        return None if not result else "Read as: a checked read-only Cypher aggregation"
    return f"Read as: {_READERS[result['tool']](result)}"
