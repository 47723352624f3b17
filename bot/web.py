"""The one HTTP server (`clausebot serve`): web chat, and the Slack/Teams endpoints when configured."""

from __future__ import annotations

import asyncio
import logging
import os
import signal

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from bot import webchat
from bot.processes import MULTIPROC_ENV
from bot.runtime import Runtime
from bot.slack import mount_slack
from bot.teams import mount_teams
from bot.web_security import ChatPolicy
from core.limits import MB
from core.settings import Settings

log = logging.getLogger(__name__)
RUNTIME = web.AppKey("runtime", Runtime)


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
        from bot.processes import serve_processes

        raise SystemExit(serve_processes(settings, serve))
    serve(settings)


def serve(settings: Settings, reuse_port: bool = False, announce: bool = True, parent: int = 0) -> None:
    """One server process (`reuse_port`: one of several on the port, child of `parent`; `announce`:
    print where)."""
    if reuse_port:  # a spawned process starts with Python's defaults
        from bot.processes import detach
        from core import tracing
        from core.logs import configure

        detach(parent)
        configure(settings.log_level, settings.log_format)
        tracing.configure(settings.otel_endpoint)
    runtime = Runtime.create(settings)
    app = build_app(runtime)
    url = f"http://{settings.web.host}:{settings.web.port}"
    mode = ChatPolicy.from_settings(settings.web).mode
    log.info("web chat on %s (%s)", url, mode)
    if announce:
        print(_where(url, mode), flush=True)
    app.on_startup.append(_stop_once_on_signal)
    web.run_app(
        app,
        host=settings.web.host,
        port=settings.web.port,
        print=None,
        reuse_port=reuse_port or None,
        handle_signals=False,
    )


async def _stop_once_on_signal(_: web.Application) -> None:
    """SIGTERM or SIGINT stops the server gracefully; a second one (a supervisor signalling every
    process of the service besides its parent forwarding it) is ignored instead of cutting the
    graceful stop short."""
    loop = asyncio.get_running_loop()

    def stop() -> None:
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)
            signal.signal(signum, signal.SIG_IGN)
        raise web.GracefulExit()

    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop)
