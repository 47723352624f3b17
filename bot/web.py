"""The one HTTP server (`clausebot serve`): web chat, and the Slack/Teams endpoints when configured."""

from __future__ import annotations

import logging

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from bot import webchat
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
    """Prometheus metrics (`core.metrics`), the queue depths read now."""
    await request.app[RUNTIME].observe_queues()
    return web.Response(body=generate_latest(), headers={"Content-Type": CONTENT_TYPE_LATEST})


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


def run_web(settings: Settings) -> None:
    runtime = Runtime.create(settings)
    app = build_app(runtime)
    url = f"http://{settings.web.host}:{settings.web.port}"
    mode = ChatPolicy.from_settings(settings.web).mode
    log.info("web chat on %s (%s)", url, mode)
    if mode == "open":
        print(f"ClauseBot web chat: {url}  (Ctrl-C to stop)", flush=True)
    elif mode == "token":
        print(
            f"ClauseBot web chat: {url}/?token=<CLAUSEBOT_WEB__CHAT_TOKEN> to log in  (Ctrl-C to stop)",
            flush=True,
        )
    else:
        print(
            f"ClauseBot on {url}: web chat off; /healthz and the webhooks served  (Ctrl-C to stop)",
            flush=True,
        )
    web.run_app(app, host=settings.web.host, port=settings.web.port, print=None)
