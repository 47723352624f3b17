"""`clausebot parties review|merge|distinct`: a person decides what the resolver doubts.

Every decision is one workspace's (tenant's): its parties are its own records, so a merge or a
"these are different" never touches another workspace's parties.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import typer

from core.settings import Settings
from graph_ingest.admin import AdminReader
from graph_ingest.resolve import candidates
from graph_ingest.store import GraphStore


def review(settings: Settings, apply: bool, tenant: str | None = None) -> None:
    with GraphStore.from_settings(settings) as store:
        store.verify()
        admin = AdminReader(store)
        by_tenant: dict[str, dict[str, dict[str, Any]]] = defaultdict(dict)
        for p in admin.parties(tenant):
            by_tenant[p["tenant"]][p["key"]] = p
        if tenant is not None and tenant not in by_tenant:
            raise typer.BadParameter(f"workspace {tenant!r} has no parties")
        for name, parties in sorted(by_tenant.items()):
            _review_tenant(store, name, parties, admin.distinct_pairs(name), apply)


def _review_tenant(
    store: GraphStore,
    tenant: str,
    parties: dict[str, dict[str, Any]],
    rejected: set[frozenset[str]],
    apply: bool,
) -> None:
    found = candidates(list(parties), rejected=rejected)
    merges = [c for c in found if c.verdict == "merge"]
    doubts = [c for c in found if c.verdict == "review"]
    typer.echo(f"workspace {tenant} ({len(parties)} parties):")
    for c in merges:
        if apply:
            store.merge_parties(tenant, c.keep, c.drop, parties[c.keep]["name"])
        verb = "merged" if apply else "would merge"
        typer.echo(f"  {verb}: {parties[c.drop]['name']!r} -> {parties[c.keep]['name']!r}")
    typer.echo(
        f"  {len(doubts)} pairs to review (merge: `clausebot parties merge KEEP DROP --tenant {tenant}`, "
        f"keep apart: `clausebot parties distinct A B --tenant {tenant}`):"
    )
    for c in doubts:
        a, b = parties[c.keep], parties[c.drop]
        typer.echo(
            f"    {c.score:5.1f}  {c.keep!r} ({a['name']}, {a['contracts']} contracts)  ~  "
            f"{c.drop!r} ({b['name']}, {b['contracts']} contracts)"
        )


def _known(store: GraphStore, tenant: str) -> dict[str, dict[str, Any]]:
    parties = {p["key"]: p for p in AdminReader(store).parties(tenant)}
    if not parties:
        raise typer.BadParameter(f"workspace {tenant!r} has no parties; see `clausebot parties review`")
    return parties


def merge(settings: Settings, tenant: str, keep: str, drop: str) -> None:
    with GraphStore.from_settings(settings) as store:
        parties = _known(store, tenant)
        for key in (keep, drop):
            if key not in parties:
                raise typer.BadParameter(
                    f"workspace {tenant!r} has no party with key {key!r}; see `clausebot parties review`"
                )
        store.merge_parties(tenant, keep, drop, parties[keep]["name"])
    typer.echo(f"merged {drop!r} into {keep!r} in workspace {tenant}")


def distinct(settings: Settings, tenant: str, a: str, b: str) -> None:
    with GraphStore.from_settings(settings) as store:
        _known(store, tenant)
        store.mark_distinct(tenant, a, b)
    typer.echo(f"{a!r} and {b!r} are kept apart in workspace {tenant}")
