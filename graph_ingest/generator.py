"""Sample commercial contracts of our own, with their ground truth.

Deterministic for a seed, cheap enough for 100k contracts. Each `GeneratedContract` holds the
contract text (what a user would upload) and the `Contract` that a perfect extractor returns,
so the demo works without CUAD, tests have known answers, and benchmarks can scale.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from graph_ingest.models import Clause, Contract, Location, Organization

_STEMS = (
    "Acme",
    "Dragon",
    "Borealis",
    "Cobalt",
    "Meridian",
    "Northwind",
    "Helix",
    "Quantum",
    "Sterling",
    "Aurora",
    "Pinnacle",
    "Granite",
    "Vertex",
    "Lumen",
    "Orchid",
    "Summit",
    "Harbor",
    "Falcon",
    "Juniper",
    "Atlas",
    "Redwood",
    "Silverline",
    "Beacon",
    "Cascade",
    "Evergreen",
    "Ironbridge",
    "Kestrel",
    "Magnolia",
    "Nimbus",
    "Obsidian",
    "Paragon",
    "Riverton",
    "Sapphire",
    "Tidewater",
)
_TRADES = (
    "Technologies",
    "Pharmaceuticals",
    "Logistics",
    "Foods",
    "Energy",
    "Software",
    "Medical",
    "Capital",
    "Networks",
    "Industries",
    "Biosciences",
    "Media",
    "Systems",
    "Materials",
)
_SUFFIXES = ("Inc.", "Corporation", "LLC", "Ltd.", "Co.", "GmbH", "S.A.", "plc", "K.K.")
_PLACES = (  # (city, state or None, country, country name, law phrase)
    ("New York", "New York", "US", "United States", "the State of New York"),
    ("Wilmington", "Delaware", "US", "United States", "the State of Delaware"),
    ("San Francisco", "California", "US", "United States", "the State of California"),
    ("Austin", "Texas", "US", "United States", "the State of Texas"),
    ("Chicago", "Illinois", "US", "United States", "the State of Illinois"),
    ("Boston", "Massachusetts", "US", "United States", "the Commonwealth of Massachusetts"),
    ("Toronto", "Ontario", "CA", "Canada", "the Province of Ontario"),
    ("Vancouver", "British Columbia", "CA", "Canada", "the Province of British Columbia"),
    ("London", "England", "GB", "United Kingdom", "England and Wales"),
    ("Munich", None, "DE", "Germany", "the Federal Republic of Germany"),
    ("Tokyo", None, "JP", "Japan", "Japan"),
    ("Shanghai", None, "CN", "China", "the People's Republic of China"),
    ("Zurich", None, "CH", "Switzerland", "Switzerland"),
    ("Tel Aviv", None, "IL", "Israel", "the State of Israel"),
)
# type -> (title, role of first party, role of second party, what it is about)
_TYPES = {
    "Supply": ("Supply Agreement", "Supplier", "Buyer", "the supply of industrial components"),
    "Distributor": ("Distribution Agreement", "Company", "Distributor", "the distribution of products"),
    "License": ("License Agreement", "Licensor", "Licensee", "a license to patented technology"),
    "Service": ("Master Services Agreement", "Provider", "Customer", "professional IT services"),
    "Non-Disclosure": (
        "Mutual Non-Disclosure Agreement",
        "Disclosing Party",
        "Receiving Party",
        "the exchange of confidential information",
    ),
    "Reseller": ("Reseller Agreement", "Vendor", "Reseller", "the resale of software subscriptions"),
    "Hosting": ("Hosting Agreement", "Host", "Customer", "hosting of web applications"),
    "Manufacturing": ("Manufacturing Agreement", "Manufacturer", "Company", "contract manufacturing"),
    "Maintenance": ("Maintenance Agreement", "Provider", "Customer", "maintenance of equipment"),
    "Joint Venture": ("Joint Venture Agreement", "Party A", "Party B", "a joint venture"),
    "Sponsorship": ("Sponsorship Agreement", "Sponsor", "Organizer", "sponsorship of events"),
    "Consulting": ("Consulting Agreement", "Consultant", "Company", "consulting services"),
}
_CLAUSES = {  # CUAD category -> operative text ({a} first party, {b} second party)
    "Non-Compete": "During the Term and for two (2) years thereafter, {b} shall not, directly or "
    "indirectly, engage in any business that competes with the business of {a}.",
    "Exclusivity": "{a} appoints {b} as its exclusive partner in the Territory and shall not appoint "
    "any other person for the same purpose during the Term.",
    "Cap On Liability": "In no event shall either party's aggregate liability arising out of this "
    "Agreement exceed the total fees paid in the twelve (12) months preceding the claim.",
    "Termination For Convenience": "Either party may terminate this Agreement for convenience, "
    "without cause, upon ninety (90) days' prior written notice to the other party.",
    "Most Favored Nation": "If {a} offers any third party more favorable prices or terms for "
    "comparable products, {a} shall promptly offer the same prices and terms to {b}.",
    "Anti-Assignment": "Neither party may assign or transfer this Agreement without the prior "
    "written consent of the other party, which shall not be unreasonably withheld.",
    "Audit Rights": "{a} may, upon thirty (30) days' notice, audit the books and records of {b} "
    "relating to this Agreement once per calendar year.",
    "No-Solicit Of Employees": "During the Term and for one (1) year thereafter, neither party shall "
    "solicit for employment any employee of the other party.",
    "Insurance": "{b} shall maintain commercial general liability insurance of not less than "
    "$2,000,000 per occurrence throughout the Term.",
}
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 7: "seven", 10: "ten"}


@dataclass
class GeneratedContract:
    file_id: str
    text: str
    truth: Contract


def company_pool(rng: random.Random, size: int) -> list[tuple[str, tuple]]:
    """Distinct companies, each with a fixed home; contracts draw from it, so parties recur."""
    names = sorted({f"{s} {t}" for s in _STEMS for t in _TRADES})
    rng.shuffle(names)
    return [(f"{n} {rng.choice(_SUFFIXES)}", rng.choice(_PLACES)) for n in names[:size]]


def _add_years(d: date, years: int) -> date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:  # 29 February
        return d.replace(year=d.year + years, day=28)


def generate_contract(rng: random.Random, index: int, pool: list[tuple[str, tuple]]) -> GeneratedContract:
    ctype = rng.choice(list(_TYPES))
    title, role_a, role_b, about = _TYPES[ctype]
    (a, place_a), (b, place_b) = rng.sample(pool, 2)
    law = rng.choice(_PLACES)
    effective = date(1995, 1, 1) + timedelta(days=rng.randrange(0, 365 * 31))
    years = rng.choice((1, 2, 3, 5, 10))
    end = _add_years(effective, years) - timedelta(days=1)
    amount = float(rng.choice((0, 25_000, 50_000, 120_000, 250_000, 1_000_000, 3_500_000)))
    chosen = rng.sample(list(_CLAUSES), k=rng.randint(2, 5))
    when = effective.strftime("%B %-d, %Y")
    short_a, short_b = role_a, role_b
    sections = [
        f"{title.upper()}\n\n"
        f'This {title} (the "Agreement") is entered into as of {when} (the "Effective Date") by and '
        f"between {a}, a company organized under the laws of {place_a[4]} with offices in {place_a[0]} "
        f'("{short_a}"), and {b}, a company organized under the laws of {place_b[4]} with offices in '
        f'{place_b[0]} ("{short_b}").',
        f"1. PURPOSE\n\nThis Agreement sets out the terms on which the parties cooperate on {about}.",
        f"2. TERM\n\nThis Agreement commences on the Effective Date and continues for a period of "
        f"{_NUMBERS[years]} ({years}) year{'s' if years > 1 else ''}, until {end.strftime('%B %-d, %Y')}, "
        f"unless terminated earlier in accordance with its terms.",
    ]
    if amount:
        sections.append(
            f"3. FEES\n\n{short_b} shall pay {short_a} a total of ${amount:,.2f} under this Agreement."
        )
    clauses = []
    for n, category in enumerate(chosen, start=len(sections)):
        body = _CLAUSES[category].format(a=short_a, b=short_b)
        sections.append(f"{n}. {category.upper()}\n\n{body}")
        clauses.append(Clause(clause_type=category, summary=body))
    law_text = (
        f"This Agreement shall be governed by and construed in accordance with the laws of "
        f"{law[4]}, without regard to its conflict of laws principles."
    )
    sections.append(f"{len(sections)}. GOVERNING LAW\n\n{law_text}")
    clauses.append(Clause(clause_type="Governing Law", summary=law_text))
    sections.append(
        f"IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.\n\n"
        f"{a}\nBy: ____________\n\n{b}\nBy: ____________\n"
    )
    text = "\n\n".join(sections)
    for clause in clauses:  # ground-truth offsets into the text
        start = text.index(clause.summary or "")
        clause.text, clause.start, clause.end = clause.summary, start, start + len(clause.summary or "")
    file_id = f"GEN-{index:06d}-{title.replace(' ', '_')}"

    def loc(p: tuple) -> Location:
        return Location(city=p[0], state=p[1], country=p[2])

    truth = Contract(
        file_id=file_id,
        summary=f"{title} between {a} and {b} on {about}.",
        contract_type=ctype,
        parties=[
            Organization(name=a, role=role_a, location=loc(place_a), aliases=[short_a]),
            Organization(name=b, role=role_b, location=loc(place_b), aliases=[short_b]),
        ],
        effective_date=effective,
        contract_scope=about,
        duration=f"P{years}Y",
        end_date=end,
        total_amount=amount or None,
        governing_law=Location(state=law[1], country=law[2]),
        clauses=clauses,
    )
    return GeneratedContract(file_id=file_id, text=text, truth=truth)


def generate_contracts(count: int, seed: int = 7) -> list[GeneratedContract]:
    rng = random.Random(seed)
    pool = company_pool(rng, max(4, min(count, 400)))
    return [generate_contract(rng, i, pool) for i in range(count)]


def write_corpus(out: Path, count: int, seed: int = 7) -> Path:
    """Write `<file_id>.txt` files and `contracts.json` (ground truth in the seed's schema)."""
    out.mkdir(parents=True, exist_ok=True)
    contracts = generate_contracts(count, seed)
    for c in contracts:
        (out / f"{c.file_id}.txt").write_text(c.text, encoding="utf-8")
    truth_path = out / "contracts.json"
    truth_path.write_text(json.dumps([c.truth.model_dump(mode="json") for c in contracts], indent=1))
    return truth_path
