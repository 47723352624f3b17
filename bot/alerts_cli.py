"""`clausebot alerts`: the deadlines coming up in one workspace's contracts (graph_ingest/alerts.py)."""

from __future__ import annotations

import json
from typing import Annotated

import typer


def within_days(text: str) -> int:
    """'90d', '12w', '3m' (30-day months) or '90' as days."""
    from graph_ingest.alerts import parse_within

    days = parse_within(text)
    if days is None:
        raise typer.BadParameter(f"{text!r}: say how far ahead as 90d, 12w or 3m")
    return days


def alerts(
    within: Annotated[str, typer.Option(help="how far ahead: 90d, 12w, 3m")] = "90d",
    tenant: Annotated[str | None, typer.Option(help="the workspace (default: the demo tenant)")] = None,
    channel: Annotated[
        str | None, typer.Option(help="also its contracts shared to this channel only")
    ] = None,
    json_out: Annotated[bool, typer.Option("--json", help="one JSON object a deadline")] = False,
) -> None:
    """List upcoming expiries, automatic renewals and notice-of-non-renewal deadlines, by week, each
    with the passage it comes from."""
    from bot.cli import _settings, fail
    from core import clock
    from graph_ingest.alerts import KIND_WORDS, by_week, upcoming
    from graph_ingest.errors import GraphUnavailableError
    from graph_ingest.scope import ReaderScope
    from graph_ingest.store import GraphStore

    days = within_days(within)
    settings = _settings()
    who = tenant or settings.scope.demo_tenant
    scope = ReaderScope(tenant=who, channel=channel)
    try:
        with GraphStore.from_settings(settings) as store, clock.tenant_day(who):
            today = clock.today()
            found = upcoming(store, scope, today, days)
    except GraphUnavailableError as e:
        raise fail(str(e)) from None
    if json_out:
        for a in found:
            typer.echo(json.dumps(a.model_dump(mode="json"), ensure_ascii=False))
        return
    typer.echo(f"{len(found)} deadlines in {who} from {today} to the next {days} days")
    for week, items in by_week(found).items():
        typer.echo(f"\nweek of {week}")
        for a in items:
            extra = f" (stops the renewal of {a.renews_on})" if a.renews_on else ""
            typer.echo(f"  {a.on}  {a.title}: {KIND_WORDS[a.kind]}{extra}")
            if a.quote:
                typer.echo(f"      “{a.quote}”")
