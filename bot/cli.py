"""`clausebot`: the command line. Settings are built here and passed down."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from bot.errors import BotError
from core.settings import Settings
from graph_ingest.errors import IngestError

app = typer.Typer(help="Contract-intelligence assistant for Slack and Teams.", no_args_is_help=True)
db_app = typer.Typer(help="The embedded graph database and Redis.", no_args_is_help=True)
app.add_typer(db_app, name="db")


def _settings() -> Settings:
    from core import tracing
    from core.logs import configure

    settings = Settings()
    configure(settings.log_level, settings.log_format)
    tracing.configure(settings.otel_endpoint)
    return settings


def fail(message: str) -> typer.Exit:
    typer.secho(f"error: {message}", fg=typer.colors.RED, err=True)
    return typer.Exit(code=1)


def _guard(fn):  # type: ignore[no-untyped-def]
    """Turn our typed errors into one clear line and a non-zero exit."""
    import functools

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):  # type: ignore[no-untyped-def]
        try:
            return fn(*args, **kwargs)
        except (BotError, IngestError) as e:
            raise fail(str(e)) from None

    return wrapper


@db_app.command("start")
@_guard
def db_start() -> None:
    """Start the embedded ArcadeDB (Bolt) and redis-server; finds running ones instead of failing."""
    from bot.servers import start_all
    from graph_ingest.indexes import ensure_search_indexes
    from graph_ingest.store import GraphStore

    settings = _settings()
    for r in start_all(settings):
        state = "already running" if r.already_running else "started"
        typer.echo(f"{r.name}: {state}" + (f" (pid {r.pid})" if r.pid else ""))
    with GraphStore.from_settings(settings) as store:
        store.verify()
        ensure_search_indexes(settings, store)
    typer.echo(f"graph: {settings.graph.uri} database {settings.graph.database}")
    typer.echo(f"redis: {settings.redis_url(redacted=True)}")


@db_app.command("stop")
@_guard
def db_stop() -> None:
    """Stop the embedded servers started by `db start`."""
    from bot.servers import stop_all

    stopped = stop_all(_settings())
    typer.echo("stopped: " + (", ".join(stopped) if stopped else "nothing was running"))


@db_app.command("status")
@_guard
def db_status() -> None:
    """Server versions and node counts."""
    from bot.status import collect_status

    status = collect_status(_settings())
    for line in status.lines():
        typer.echo(line)
    if not status.healthy:
        raise typer.Exit(code=1)


@db_app.command("init")
@_guard
def db_init() -> None:
    """Create the graph's indexes and constraints if missing (idempotent; a one-shot job before
    the first deploy of a release, against Neo4j or the embedded ArcadeDB)."""
    from graph_ingest.indexes import ensure_search_indexes
    from graph_ingest.store import GraphStore

    settings = _settings()
    with GraphStore.from_settings(settings) as store:
        store.verify()
        store.ensure_schema()
        ensure_search_indexes(settings, store)
    typer.echo(f"schema ready on {settings.graph.uri} ({settings.graph.database})")


@app.command("health")
def health(
    url: Annotated[str | None, typer.Option(help="the server to ask (default: this machine's port)")] = None,
    live: Annotated[bool, typer.Option(help="liveness only (/healthz), not readiness (/readyz)")] = False,
    worker: Annotated[
        bool,
        typer.Option(
            help="this machine's `clausebot worker` instead: its heartbeat in Redis (with --live: its local beat)"
        ),
    ] = False,
) -> None:
    """Is it up? Readiness of a running server (graph, Redis, workers, clause index) for people and
    for probes: prints each check, exits 0 when ready and 1 when not."""
    from bot.health import probe_server, probe_worker, worker_alive

    settings = _settings()
    if worker:
        ok, details = worker_alive(settings) if live else probe_worker(settings)
    else:
        ok, details = probe_server(settings, url, live=live)
    for name, value in details.items():
        typer.echo(f"{name}: {value}")
    typer.echo("ready" if ok else "NOT READY")
    raise typer.Exit(code=0 if ok else 1)


@app.command("ingest")
@_guard
def ingest(
    paths: Annotated[list[Path] | None, typer.Argument(help="contract files or folders")] = None,
    structured: Annotated[
        Path | None, typer.Option("--structured", help="import already-extracted contracts (JSON)")
    ] = None,
    tenant: Annotated[str | None, typer.Option(help="tenant that owns the contracts")] = None,
    workers: Annotated[int, typer.Option("--workers", "-w", help="parallel processes")] = 1,
) -> None:
    """Import contracts into the graph."""
    from bot.progress import progress_bar
    from graph_ingest.models import Scope
    from graph_ingest.store import GraphStore
    from graph_ingest.structured import import_structured, load_structured

    settings = _settings()
    scope = Scope(tenant=tenant or settings.scope.demo_tenant, visibility="workspace")
    if structured is None and not paths:
        raise fail("give contract files/folders, or --structured FILE")
    if structured is not None:
        load_structured(structured)  # validate before touching the database
        with GraphStore.from_settings(settings) as store:
            store.verify()
            with progress_bar("importing") as advance:
                n = import_structured(store, structured, scope, progress=advance)
        typer.echo(f"imported {n} contracts from {structured}")
    if paths:
        from bot.ingest_cli import ingest_paths_cli

        with GraphStore.from_settings(settings) as store:
            store.verify()
        outcomes = ingest_paths_cli(settings, paths, scope, workers=workers)
        if outcomes and all(o.status == "failed" for o in outcomes):
            raise typer.Exit(code=1)


@app.command("extract")
@_guard
def extract(
    file: Annotated[Path, typer.Argument(help="a contract file (PDF, DOCX, TXT, MD, HTML)")],
    json_out: Annotated[bool, typer.Option("--json", help="print the Contract as JSON")] = False,
) -> None:
    """Extract one contract and print it; writes nothing."""
    from bot.components import load_limits
    from graph_ingest.extract import get_extractor
    from graph_ingest.loaders import load

    settings = _settings()
    doc = load(file, limits=load_limits(settings))
    contract = get_extractor(settings.llm if settings.llm.configured else None).extract(doc.text, doc.file_id)
    contract.file_id = doc.file_id
    if json_out:
        typer.echo(contract.model_dump_json(indent=2))
        return
    typer.echo(
        f"{doc.file_id}: {contract.contract_type or '?'}, {contract.effective_date or '?'} → "
        f"{contract.end_date or '?'}"
    )
    for p in contract.parties:
        typer.echo(f"  party: {p.name} ({p.role or 'party'})")
    if contract.governing_law:
        law = contract.governing_law
        typer.echo(f"  governing law: {', '.join(x for x in (law.state, law.country) if x)}")
    typer.echo(f"  clauses: {', '.join(sorted({c.clause_type for c in contract.clauses})) or 'none found'}")


clauses_app = typer.Typer(help="Clause search over the indexed contract texts.", no_args_is_help=True)
app.add_typer(clauses_app, name="clauses")


@clauses_app.command("search")
@_guard
def clauses_search(
    query: Annotated[str, typer.Argument(help="what the clause is about")],
    contract: Annotated[str | None, typer.Option("--contract", help="only this contract (file id)")] = None,
    category: Annotated[
        str | None, typer.Option("--category", help="CUAD category, e.g. 'Governing Law'")
    ] = None,
    k: Annotated[int, typer.Option("-k", help="how many clauses")] = 10,
    tenant: Annotated[
        str | None, typer.Option(help="search this tenant's contracts (default: the demo)")
    ] = None,
    json_out: Annotated[bool, typer.Option("--json", help="print a JSON list")] = False,
) -> None:
    """Hybrid (BM25 + embeddings) clause search; offsets point into each contract's canonical text."""
    import json

    from bot.components import build_clause_search
    from graph_ingest.scope import ReaderScope
    from graph_ingest.store import GraphStore

    settings = _settings()
    who = tenant or settings.scope.demo_tenant
    shared = [settings.scope.demo_tenant] if settings.scope.demo_visible else []
    with GraphStore.from_settings(settings) as store:
        store.verify()
        search = build_clause_search(settings, store)
        search.refresh()  # chunks of an older format, when no server wrote them again yet
        hits = search.search(
            query,
            ReaderScope(tenant=who, shared_tenants=shared),
            file_ids=[contract] if contract else None,
            category=category,
            k=k,
        )
    if json_out:
        keys = ("file_id", "start", "end", "text", "score", "category")
        typer.echo(json.dumps([h.model_dump(include=set(keys)) for h in hits], ensure_ascii=False))
        return
    if not hits:
        typer.echo("no clause found (is the contract text indexed? see `clausebot db status`: Chunk count)")
    for h in hits:
        quote = " ".join(h.text.split())
        typer.echo(f"{h.score:.4f}  {h.file_id} [{h.start}:{h.end}] {h.category or ''}\n    {quote[:300]}")


parties_app = typer.Typer(help="Entity resolution of party names.", no_args_is_help=True)
app.add_typer(parties_app, name="parties")


@parties_app.command("review")
@_guard
def parties_review(
    apply: Annotated[bool, typer.Option("--apply", help="merge the confident pairs")] = False,
    tenant: Annotated[str | None, typer.Option("--tenant", help="one workspace only (default: each)")] = None,
) -> None:
    """List party pairs that may be one organisation, per workspace; --apply merges the confident ones."""
    from bot.parties_cli import review

    review(_settings(), apply=apply, tenant=tenant)


TENANT_OPTION = typer.Option("--tenant", help="the workspace, as `parties review` prints it (slack:T123)")


@parties_app.command("merge")
@_guard
def parties_merge(keep: str, drop: str, tenant: Annotated[str, TENANT_OPTION]) -> None:
    """Merge party DROP into KEEP within one workspace (keys as `parties review` prints them)."""
    from bot.parties_cli import merge

    merge(_settings(), tenant, keep, drop)


@parties_app.command("distinct")
@_guard
def parties_distinct(a: str, b: str, tenant: Annotated[str, TENANT_OPTION]) -> None:
    """Record that two parties of one workspace are different organisations (never proposed again)."""
    from bot.parties_cli import distinct

    distinct(_settings(), tenant, a, b)


@app.command("generate")
@_guard
def generate(
    out: Annotated[Path, typer.Argument(help="folder for the contracts and their ground truth")],
    count: Annotated[int, typer.Option("-n", "--count", help="how many contracts")] = 60,
    seed: Annotated[int, typer.Option(help="random seed")] = 7,
) -> None:
    """Write realistic sample contracts (TXT) and their ground truth (`contracts.json`)."""
    from graph_ingest.generator import write_corpus

    path = write_corpus(out, count=count, seed=seed)
    typer.echo(f"wrote {count} contracts to {out} (ground truth: {path})")


@app.command("serve")
@_guard
def serve() -> None:
    """Serve the web chat (and the Slack/Teams endpoints that are configured)."""
    from bot.web import run_web

    run_web(_settings())


@app.command("worker")
@_guard
def worker(burst: Annotated[bool, typer.Option(help="exit when the queues are empty")] = False) -> None:
    """Run ingestion workers for uploads and background indexing (any number, on any machine sharing
    Redis and the graph); restarted when Redis comes back, stopped by SIGTERM or Ctrl-C."""
    import asyncio
    import signal

    from bot.components import build_ingestor
    from bot.health import worker_beat_file
    from graph_ingest.jobs import INDEX_QUEUE, UPLOAD_QUEUE, build_worker
    from graph_ingest.store import GraphStore
    from graph_ingest.workers import WorkerPool

    settings = _settings()
    with GraphStore.from_settings(settings) as store:
        store.verify()
        ingestor = build_ingestor(settings, store)
        if burst:  # uploads first, then whatever background work is queued
            for queue in (UPLOAD_QUEUE, INDEX_QUEUE):
                build_worker(
                    settings.redis_url(),
                    ingestor,
                    queue=queue,
                    job_timeout_s=settings.ingest.job_timeout_s,
                    burst=True,
                    max_jobs=settings.ingest.workers,
                ).run()
            return
        pool = WorkerPool(
            settings.redis_url(),
            ingestor,
            job_timeout_s=settings.ingest.job_timeout_s,
            max_jobs=settings.ingest.workers,
            beat_file=worker_beat_file(settings),
        )
        if settings.metrics_port:
            from prometheus_client import start_http_server

            start_http_server(settings.metrics_port)  # the ingest metrics of this process

        async def main() -> None:
            loop = asyncio.get_running_loop()
            stop = asyncio.Event()
            for sig in (signal.SIGTERM, signal.SIGINT):
                loop.add_signal_handler(sig, stop.set)
            pool.start()
            await stop.wait()
            await pool.aclose()

        asyncio.run(main())


@app.command("run")
@_guard
def run() -> None:
    """Start the servers, load the demo contracts if the graph is empty, serve; Ctrl-C stops all."""
    from bot.demo import run_demo

    run_demo(_settings())


def _register_ask() -> None:
    from bot.alerts_cli import alerts
    from bot.cli_ask import ask

    app.command("ask")(ask)
    app.command("alerts")(alerts)


_register_ask()
__import__("bot.tenant_cli", fromlist=["register"]).register(app)  # tenant-cli: clausebot tenant …
__import__("bot.backup_cli", fromlist=["register"]).register(
    db_app
)  # backup-cli: clausebot db backup|restore


def main() -> None:  # pragma: no cover
    app()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(app())
