"""`clausebot db backup` and `clausebot db restore` (the logic is in bot/backup.py and bot/restore.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def register(db_app: typer.Typer) -> None:
    """Add `backup` and `restore` to the `db` sub-app (called once, at the end of bot/cli.py)."""
    from bot.cli import _guard, _settings

    @db_app.command("backup")
    @_guard
    def db_backup(
        out: Annotated[
            Path | None, typer.Option("--out", help="folder for the archive (default: DATA_DIR/backups)")
        ] = None,
    ) -> None:
        """Back up the graph database and Redis into one archive, online (the servers keep running)."""
        from bot.backup import NEO4J_PROCEDURE, backup

        settings = _settings()
        if settings.graph.backend != "arcadedb":
            typer.echo(NEO4J_PROCEDURE)
            raise typer.Exit(code=1)
        result = backup(settings, out, echo=typer.echo)
        m = result.manifest
        typer.echo(f"wrote {result.path} ({result.path.stat().st_size:,} bytes)")
        typer.echo(f"  contracts per tenant: {_tenants(m.graph.contracts_per_tenant)}")
        if not m.graph.counts_exact:
            typer.echo("  note: imports ran during the backup; a restore will not compare the counts")
        typer.echo("  copy it off this machine: it holds every contract and conversation (mode 0600)")

    @db_app.command("restore")
    @_guard
    def db_restore(
        archive: Annotated[Path, typer.Argument(help="an archive written by `clausebot db backup`")],
        yes: Annotated[bool, typer.Option("--yes", help="replace the data that is there now")] = False,
    ) -> None:
        """Replace the graph database and Redis's data with an archive's (stops and restarts the servers)."""
        from bot.backup import NEO4J_PROCEDURE
        from bot.restore import restore

        settings = _settings()
        if settings.graph.backend != "arcadedb":
            typer.echo(NEO4J_PROCEDURE)
            raise typer.Exit(code=1)
        result = restore(settings, archive, yes=yes, echo=typer.echo)
        for note in result.notes:
            typer.echo(note)
        after = result.after
        typer.echo(
            f"restored {archive}: {after.counts.get('Contract', 0)} contracts "
            f"({_tenants(after.tenants)}), "
            + ("Redis not restored" if after.redis_keys is None else f"{after.redis_keys} Redis keys")
        )
        typer.echo("  restart `clausebot serve` and workers so that they read the restored data")


def _tenants(tenants: dict[str, int]) -> str:
    return ", ".join(f"{t} {n}" for t, n in sorted(tenants.items())) or "none"
