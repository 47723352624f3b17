"""`clausebot parties review|merge|distinct`: a person decides what the resolver doubts."""

from __future__ import annotations

import typer

from core.settings import Settings
from graph_ingest.admin import AdminReader
from graph_ingest.resolve import candidates
from graph_ingest.store import GraphStore


def review(settings: Settings, apply: bool) -> None:
    with GraphStore.from_settings(settings) as store:
        store.verify()
        parties = {p["key"]: p for p in AdminReader(store).parties()}
        found = candidates(list(parties), rejected=AdminReader(store).distinct_pairs())
        merges = [c for c in found if c.verdict == "merge"]
        doubts = [c for c in found if c.verdict == "review"]
        for c in merges:
            if apply:
                store.merge_parties(c.keep, c.drop)
            verb = "merged" if apply else "would merge"
            typer.echo(f"{verb}: {parties[c.drop]['name']!r} -> {parties[c.keep]['name']!r}")
        typer.echo(
            f"{len(doubts)} pairs to review (merge: `clausebot parties merge KEEP DROP`, "
            f"keep apart: `clausebot parties distinct A B`):"
        )
        for c in doubts:
            a, b = parties[c.keep], parties[c.drop]
            typer.echo(
                f"  {c.score:5.1f}  {c.keep!r} ({a['name']}, {a['contracts']} contracts)  ~  "
                f"{c.drop!r} ({b['name']}, {b['contracts']} contracts)"
            )


def merge(settings: Settings, keep: str, drop: str) -> None:
    with GraphStore.from_settings(settings) as store:
        keys = {p["key"] for p in AdminReader(store).parties()}
        for key in (keep, drop):
            if key not in keys:
                raise typer.BadParameter(f"no party with key {key!r}; see `clausebot parties review`")
        store.merge_parties(keep, drop)
    typer.echo(f"merged {drop!r} into {keep!r}")


def distinct(settings: Settings, a: str, b: str) -> None:
    with GraphStore.from_settings(settings) as store:
        store.mark_distinct(a, b)
    typer.echo(f"{a!r} and {b!r} are kept apart")
