"""The one HTTP server (`clausebot serve`): web chat, and the Slack/Teams endpoints when configured."""

from __future__ import annotations

import logging
import multiprocessing
import os
import shutil
import signal
import threading

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from bot import webchat
from bot.runtime import Runtime
from bot.servers import private_dir
from bot.slack import mount_slack
from bot.teams import mount_teams
from bot.web_security import ChatPolicy
from core.limits import MB
from core.settings import Settings

log = logging.getLogger(__name__)
RUNTIME = web.AppKey("runtime", Runtime)
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"


async def healthz(request: web.Request) -> web.Response:
    """Liveness: 200 while this process serves requests (a probe restarts it when it stops)."""
    return web.json_response({"ok": True, "status": "alive"})


async def readyz(request: web.Request) -> web.Response:
    """Readiness: 200 when the graph, Redis, the built-in ingestion worker (when it runs here) and
    the clause index are ready; 503 says which is not. `degraded` lists what does not stop this
    server answering (no `clausebot worker` alive elsewhere)."""
    ok, details = await request.app[RUNTIME].health()
    return web.json_response({"ok": ok, **details}, status=200 if ok else 503)


async def prometheus(request: web.Request) -> web.Response:
    """Prometheus metrics (`core.metrics`), the queue depths read now; with several server
    processes, those of all of them (prometheus_client's multiprocess mode, `PROMETHEUS_MULTIPROC_DIR`)."""
    await request.app[RUNTIME].observe_queues()
    registry = None
    if os.environ.get(MULTIPROC_ENV):
        from prometheus_client import CollectorRegistry, multiprocess

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    body = generate_latest(registry) if registry is not None else generate_latest()
    return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})


def build_app(runtime: Runtime) -> web.Application:
    settings = runtime.settings
    app = web.Application(client_max_size=settings.ingest.max_upload_bytes + MB)
    app[RUNTIME] = runtime
    app.router.add_get("/healthz", healthz)
    app.router.add_get("/readyz", readyz)
    if settings.web.metrics:
        app.router.add_get("/metrics", prometheus)
    policy = ChatPolicy.from_settings(settings.web, settings.web_session_secret())
    if policy.mode == "off":
        log.warning("%s /healthz and the platform webhooks are served.", policy.reason)
    chat = webchat.WebChat(
        service=runtime.service,
        redis=runtime.redis,
        policy=policy,
        max_upload=settings.ingest.max_upload_bytes,
        memory_ttl_s=settings.redis.memory_ttl_s,
        store=runtime.store,
        uploader=runtime.uploader,
        clause_search=runtime.clause_search,
    )
    webchat.add_routes(app, chat)
    mount_teams(app, runtime)
    mount_slack(app, runtime)
    for mount in runtime.extra_routes:
        mount(app)

    async def start_runtime(_: web.Application) -> None:
        await runtime.start_background()

    async def close_runtime(_: web.Application) -> None:
        await runtime.aclose()

    app.on_startup.append(start_runtime)
    app.on_cleanup.append(close_runtime)
    return app


def _where(url: str, mode: str) -> str:
    if mode == "open":
        return f"ClauseBot web chat: {url}  (Ctrl-C to stop)"
    if mode == "token":
        return f"ClauseBot web chat: {url}/?token=<CLAUSEBOT_WEB__CHAT_TOKEN> to log in  (Ctrl-C to stop)"
    return f"ClauseBot on {url}: web chat off; /healthz and the webhooks served  (Ctrl-C to stop)"


def run_web(settings: Settings) -> None:
    """`clausebot serve`: one server process, or `WebSettings.processes` of them on one port."""
    if settings.web.processes > 1:
        serve_processes(settings)
    else:
        serve(settings)


def serve_processes(settings: Settings) -> None:
    """`processes` servers sharing the port (SO_REUSEPORT: the kernel spreads connections), each a
    whole server (runtime, built-in workers); this process forwards SIGTERM and SIGINT to them and
    stops them all when one stops, so that a supervisor sees one service."""
    n = settings.web.processes
    from graph_ingest.indexes import ensure_search_indexes
    from graph_ingest.store import GraphStore

    with GraphStore.from_settings(settings) as store:  # once, before they all start at once
        store.verify()
        ensure_search_indexes(settings, store)
    metrics_dir = settings.data_dir / "metrics" / f"serve-{os.getpid()}"
    shutil.rmtree(metrics_dir, ignore_errors=True)
    private_dir(metrics_dir.parent)
    private_dir(metrics_dir)
    os.environ[MULTIPROC_ENV] = str(metrics_dir)  # read by prometheus_client as the children import it
    spawn = multiprocessing.get_context("spawn")  # nothing of this process's state is inherited
    children = [
        spawn.Process(target=serve, args=(settings, True, i == 0), name=f"serve-{i}") for i in range(n)
    ]
    for child in children:
        child.start()
    stopping = threading.Event()

    def forward(signum: int, _frame: object) -> None:
        stopping.set()
        for child in children:
            if child.is_alive() and child.pid:
                os.kill(child.pid, signum)

    signal.signal(signal.SIGTERM, forward)
    signal.signal(signal.SIGINT, forward)
    log.info("serving with %d processes: %s", n, [c.pid for c in children])
    while not stopping.is_set() and all(c.is_alive() for c in children):
        stopping.wait(0.5)
    if not stopping.is_set():  # one stopped by itself: the others go too, and the exit says so
        log.error("a server process stopped (exit %s); stopping the others", [c.exitcode for c in children])
        forward(signal.SIGTERM, None)
    for child in children:
        child.join(timeout=60)
        if child.is_alive():
            child.kill()
    shutil.rmtree(metrics_dir, ignore_errors=True)
    failed = [c.exitcode for c in children if c.exitcode not in (0, -signal.SIGTERM, -signal.SIGINT)]
    if failed:
        raise SystemExit(1)


def serve(settings: Settings, reuse_port: bool = False, announce: bool = True) -> None:
    """One server process (`reuse_port`: one of several on the port; `announce`: print where)."""
    if reuse_port:  # a spawned process starts with Python's defaults
        from core import tracing
        from core.logs import configure

        configure(settings.log_level, settings.log_format)
        tracing.configure(settings.otel_endpoint)
    runtime = Runtime.create(settings)
    app = build_app(runtime)
    url = f"http://{settings.web.host}:{settings.web.port}"
    mode = ChatPolicy.from_settings(settings.web).mode
    log.info("web chat on %s (%s)", url, mode)
    if announce:
        print(_where(url, mode), flush=True)
    web.run_app(
        app, host=settings.web.host, port=settings.web.port, print=None, reuse_port=reuse_port or None
    )
