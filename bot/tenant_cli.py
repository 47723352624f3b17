"""`clausebot tenant export|delete|cancel|pending|run-due`: one workspace's data, for its operators.

`export` writes everything stored for a tenant (JSON, or JSON Lines with `--jsonl`; the file is
created 0600: it holds the workspace's contracts). `delete` shows what would be deleted and, with
`--yes` (or a yes at the prompt), schedules the deletion after the grace period
(`CLAUSEBOT_DATA__UNINSTALL_GRACE_DAYS`, which a running server performs) or, with `--now`, deletes
at once. The work is `bot.tenant_data`'s and `bot.tenant_schedule`'s, imported only when a command
runs (so that every other `clausebot` command starts without them); this module only talks to the
operator.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer

if TYPE_CHECKING:
    from bot import tenant_data
    from core.settings import Settings
    from graph_ingest.store import GraphStore

T = TypeVar("T")

TENANT = typer.Argument(help="the workspace, as the bot names it: slack:T0123, teams:<tenant id>, demo")


def register(app: typer.Typer) -> None:
    """Add `clausebot tenant …` to the command line (`bot/cli.py`)."""
    tenant_app = typer.Typer(help="A workspace's data: export it, delete it.", no_args_is_help=True)
    tenant_app.command("export")(export)
    tenant_app.command("delete")(delete)
    tenant_app.command("cancel")(cancel)
    tenant_app.command("pending")(pending)
    tenant_app.command("run-due")(run_due)
    app.add_typer(tenant_app, name="tenant")


def _settings() -> Settings:
    from bot.cli import _settings as cli_settings  # the CLI's logging set-up; imported late (no cycle)

    return cli_settings()


def _fail(message: str) -> typer.Exit:
    typer.secho(f"error: {message}", fg=typer.colors.RED, err=True)
    return typer.Exit(code=1)


def _run(settings: Settings, work: Callable[[GraphStore | None, Any], Awaitable[T]], graph: bool = True) -> T:
    """Run `work(store, redis)` with the configured graph (when `graph`) and Redis; our typed errors
    become one line and exit 1."""
    import redis.asyncio as aioredis
    from redis.exceptions import RedisError

    from bot.errors import BotError
    from graph_ingest.errors import IngestError
    from graph_ingest.store import GraphStore

    async def main() -> T:
        redis = aioredis.Redis.from_url(settings.redis_url())
        try:
            if not graph:
                return await work(None, redis)
            with GraphStore.from_settings(settings) as store:
                store.verify()
                return await work(store, redis)
        finally:
            await redis.aclose()

    try:
        return asyncio.run(main())
    except (BotError, IngestError) as e:
        raise _fail(str(e)) from None
    except (RedisError, OSError) as e:
        raise _fail(f"Redis is unreachable or failed ({type(e).__name__}: {e})") from None
    except ValueError as e:
        raise _fail(str(e)) from None


def _tenant(tenant: str) -> str:
    if not tenant.strip():
        raise _fail("name a workspace: slack:T0123, teams:<tenant id>, demo")
    return tenant


def _print_counts(counts: tenant_data.TenantCounts, verb: str) -> None:
    fields = type(counts).model_fields
    for name, value in counts.model_dump().items():
        if value:
            about = fields[name].description
            typer.echo(f"  {verb} {value:>8,}  {name}" + (f"  ({about})" if about else ""))
    if not counts.total():
        typer.echo(f"  nothing {'is stored' if verb == 'would delete' else 'was deleted'}")


def export(
    tenant: Annotated[str, TENANT],
    out: Annotated[Path | None, typer.Option("--out", help="write to this file (default: stdout)")] = None,
    jsonl: Annotated[bool, typer.Option("--jsonl", help="one record a line, each with its kind")] = False,
    embeddings: Annotated[
        bool, typer.Option("--embeddings", help="include the chunks' stored vectors (base64)")
    ] = False,
) -> None:
    """Everything stored for one workspace: contracts (properties, parties, clauses, text chunks),
    party records and decisions, feedback, answers, conversation memory, queued imports."""
    from bot import tenant_data

    tenant = _tenant(tenant)
    settings = _settings()

    async def work(store: GraphStore | None, redis: Any) -> list[dict[str, Any]]:
        assert store is not None
        if jsonl:
            return [
                r
                async for r in tenant_data.export_records(
                    settings, store, redis, tenant, embeddings=embeddings
                )
            ]
        return [await tenant_data.export_tenant(settings, store, redis, tenant, embeddings=embeddings)]

    records = _run(settings, work)
    text = (
        "".join(json.dumps(r, ensure_ascii=False, default=str) + "\n" for r in records)
        if jsonl
        else json.dumps(records[0], ensure_ascii=False, indent=2, default=str) + "\n"
    )
    if out is None:
        sys.stdout.write(text)
        return
    fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
    contracts = (
        sum(1 for r in records if r.get("kind") == "contract") if jsonl else len(records[0]["contracts"])
    )
    typer.echo(f"exported {tenant}: {contracts} contracts to {out}", err=True)


def delete(
    tenant: Annotated[str, TENANT],
    yes: Annotated[bool, typer.Option("--yes", help="do not ask")] = False,
    now: Annotated[
        bool,
        typer.Option("--now", help="delete at once instead of after CLAUSEBOT_DATA__UNINSTALL_GRACE_DAYS"),
    ] = False,
) -> None:
    """Delete everything stored for one workspace (see `tenant export`). Shows the counts first; asks
    (or, without a terminal, refuses) unless --yes."""
    from bot import tenant_data, tenant_schedule
    from bot.tenant_data import when

    tenant = _tenant(tenant)
    settings = _settings()

    async def counts(store: GraphStore | None, redis: Any) -> tenant_data.TenantCounts:
        assert store is not None
        return await tenant_data.tenant_counts(store, redis, tenant)

    typer.echo(f"workspace {tenant}:")
    _print_counts(_run(settings, counts), "would delete")
    if not yes:
        if not sys.stdin.isatty():
            raise _fail("not deleting without --yes")
        typer.confirm(f"Delete all of this data of {tenant}{' now' if now else ''}?", abort=True)
    if not now:
        grace = tenant_schedule.grace_s(settings)

        async def schedule(_: GraphStore | None, redis: Any) -> tenant_data.PendingDeletion:
            return await tenant_schedule.schedule_tenant_deletion(
                redis, tenant, grace, "clausebot tenant delete"
            )

        pending_ = _run(settings, schedule, graph=False)
        typer.echo(
            f"deletion scheduled for {when(pending_.due)}; a running `clausebot serve` performs it "
            f"(or `clausebot tenant run-due`); `clausebot tenant cancel {tenant}` cancels it"
        )
        return

    async def remove(store: GraphStore | None, redis: Any) -> tenant_data.TenantCounts | None:
        assert store is not None
        return await tenant_data.delete_tenant(
            settings,
            store,
            redis,
            tenant,
            reason="clausebot tenant delete --now",
            wait_running_s=settings.ingest.job_timeout_s + 30.0,
        )

    typer.echo("deleting…")
    done = _run(settings, remove)
    assert done is not None
    _print_counts(done, "deleted")


def cancel(tenant: Annotated[str, TENANT]) -> None:
    """Cancel a workspace's pending deletion."""
    from bot import tenant_schedule

    tenant = _tenant(tenant)
    settings = _settings()

    async def work(_: GraphStore | None, redis: Any) -> bool:
        return await tenant_schedule.cancel_tenant_deletion(redis, tenant, "clausebot tenant cancel")

    typer.echo("cancelled" if _run(settings, work, graph=False) else f"no deletion of {tenant} was pending")


def pending() -> None:
    """The deletions scheduled, the Teams tenants the app was removed from (data kept), and the last
    deletions done."""
    from bot import tenant_data, tenant_schedule
    from bot.tenant_data import when

    settings = _settings()

    async def work(_: GraphStore | None, redis: Any) -> tuple[Any, dict[str, float], Any]:
        return (
            await tenant_schedule.pending_deletions(redis),
            await tenant_schedule.teams_removals(redis),
            await tenant_data.deletion_log(redis, 10),
        )

    scheduled, removed, done = _run(settings, work, graph=False)
    typer.echo("pending:" if scheduled else "pending: none")
    for p in scheduled:
        retried = f", failed {p.failures}x" if p.failures else ""
        typer.echo(f"  {p.tenant}  due {when(p.due)}  ({p.reason or 'no reason given'}{retried})")
    if removed:
        typer.echo("removed from every Teams team or chat known (data kept; `tenant delete` deletes it):")
    for tenant, at in sorted(removed.items()):
        typer.echo(f"  {tenant}  since {when(at)}")
    if done:
        typer.echo("done (latest last):")
    for d in done:
        typer.echo(f"  {d.tenant}  {when(d.finished_at)}  ({d.reason}): {d.counts.summary()}")


def run_due() -> None:
    """Perform the deletions that are due now (what every `clausebot serve` does each minute)."""
    from bot import tenant_schedule

    settings = _settings()

    async def work(store: GraphStore | None, redis: Any) -> list[tenant_data.DeletionReport]:
        assert store is not None
        return await tenant_schedule.run_due_deletions(settings, store, redis)

    reports = _run(settings, work)
    for r in reports:
        typer.echo(f"deleted {r.tenant} ({r.reason}): {r.counts.summary()}")
    if not reports:
        typer.echo("no deletion was due")
