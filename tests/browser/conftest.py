"""The web chat in a real browser: Debian's Chromium driven by Playwright against the real app.

- The servers are the suite's (`servers`, `store` from tests/conftest.py: ArcadeDB and Redis on the
  test ports, CLAUSEBOT_TEST_PORT_OFFSET shifts them); the app is `bot.web.build_app(Runtime.create(settings))`
  served by aiohttp on 127.0.0.1:18480+offset, so Chromium loads it over real HTTP.
- The corpus is generated (`graph_ingest.generator.generate_contracts`) and imported with the real
  ingestor into the demo tenant (which the web chat sees), so its clauses are indexed and quotable.
- The browser is /usr/bin/chromium (`make install` apt-installs it); Playwright never downloads one.
  Without it the tests skip, except under CI (env CI set), where they fail.
- axe-core comes from npm (tests/browser/package.json, `make install` runs `npm ci` here); it is
  injected with `add_script_tag`, in a context that bypasses the page's CSP.
- Screenshots of the main states go to $CLAUSEBOT_SCREENSHOTS, else tests/browser/screenshots/; the
  folder is printed at the end of the run.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from aiohttp import ClientSession
from aiohttp.test_utils import TestServer

from bot.components import build_ingestor
from bot.runtime import Runtime
from bot.web import build_app
from core.settings import Settings
from graph_ingest.generator import GeneratedContract, generate_contracts
from graph_ingest.models import Scope
from graph_ingest.store import GraphStore

HERE = Path(__file__).resolve().parent
CHROMIUM = Path("/usr/bin/chromium")
AXE_JS = HERE / "node_modules" / "axe-core" / "axe.min.js"
AXE_VERSION = json.loads((HERE / "package.json").read_text())["devDependencies"]["axe-core"]
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-quic",
    "--disable-sync",
]
WEB_PORT = 18480  # + CLAUSEBOT_TEST_PORT_OFFSET
READY_WAIT_S = 180.0  # the server loads the embedder and checks the stored chunks on start
WEB_TENANT = "web:local"  # the web chat's tenant (bot.conversation.tenant_of of a web turn)

# the corpus: imported with the real pipeline, so clause search has their chunks
CORPUS: list[GeneratedContract] = generate_contracts(8, seed=2024)
DEMO = Scope(tenant="demo", visibility="workspace")


def _missing(what: str, how: str) -> None:
    """Skip locally; under CI a missing browser or axe-core is a broken install, so fail."""
    message = f"{what} is missing ({how})"
    if os.environ.get("CI"):
        pytest.fail(message + "; CI is set, so this is a failure, not a skip")
    pytest.skip(message)


def screenshot_dir() -> Path:
    folder = Path(os.environ.get("CLAUSEBOT_SCREENSHOTS") or HERE / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def pytest_terminal_summary(terminalreporter: Any) -> None:
    folder = Path(os.environ.get("CLAUSEBOT_SCREENSHOTS") or HERE / "screenshots")
    shots = sorted(folder.glob("*.png")) if folder.is_dir() else []
    if shots:
        terminalreporter.write_line(f"web chat screenshots ({len(shots)}): {folder}")


# --- the app on a real port ---------------------------------------------------------------------


@dataclass
class WebChat:
    """The served app: its base URL and the runtime behind it."""

    url: str
    runtime: Runtime
    settings: Settings
    contracts: dict[str, GeneratedContract] = field(default_factory=dict)  # file id -> generated


@pytest.fixture(scope="module")
def corpus(store: GraphStore, settings: Settings) -> dict[str, GeneratedContract]:
    """The generated contracts imported into the demo tenant (file id -> contract), nothing else."""
    store.wipe_all_for_tests()
    ingestor = build_ingestor(settings, store)
    out = {}
    for g in CORPUS:
        outcome = ingestor.ingest_bytes(g.text.encode(), f"{g.file_id}.txt", DEMO, source="cli")
        assert outcome.status == "imported", outcome.reason
        assert outcome.file_id is not None
        out[outcome.file_id] = g
    return out


@pytest_asyncio.fixture(scope="module")
async def webchat(corpus: dict[str, GeneratedContract], settings: Settings) -> AsyncIterator[WebChat]:
    offset = int(os.environ.get("CLAUSEBOT_TEST_PORT_OFFSET", "0"))
    runtime = Runtime.create(settings)
    server = TestServer(build_app(runtime), host="127.0.0.1", port=WEB_PORT + offset)
    await server.start_server()
    url = str(server.make_url("/")).rstrip("/")
    try:
        await _wait_ready(url)
        yield WebChat(url=url, runtime=runtime, settings=settings, contracts=corpus)
    finally:
        await server.close()


async def _wait_ready(url: str) -> None:
    """Until /readyz says ready (graph, Redis, worker, clause search)."""
    deadline = time.monotonic() + READY_WAIT_S
    last: Any = None
    async with ClientSession() as http:
        while time.monotonic() < deadline:
            async with http.get(f"{url}/readyz") as res:
                last = await res.json()
                if res.status == 200:
                    return
            await asyncio.sleep(0.5)
    raise AssertionError(f"the web chat did not get ready in {READY_WAIT_S:.0f} s: {last}")


# --- the browser --------------------------------------------------------------------------------


@pytest_asyncio.fixture(scope="module")
async def browser() -> AsyncIterator[Any]:
    if not CHROMIUM.exists():
        _missing(str(CHROMIUM), "make install apt-installs Debian's chromium")
    from playwright.async_api import async_playwright

    async with async_playwright() as pw:
        b = await pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            await b.close()


@dataclass
class PageProblems:
    """What the page did wrong while a test drove it: uncaught errors and CSP refusals."""

    errors: list[str] = field(default_factory=list)

    def watch(self, page: Any) -> None:
        page.on("pageerror", lambda e: self.errors.append(f"uncaught: {e}"))

        def console(msg: Any) -> None:
            if msg.type == "error" and "Content Security Policy" in msg.text:
                self.errors.append(f"CSP: {msg.text}")

        page.on("console", console)


OpenPage = Callable[..., Awaitable[Any]]


async def page_ready(page: Any) -> None:
    """Until the page can take a question or a file: it has its thread (#upload is enabled then), as a
    person waits for the buttons to be usable."""
    from playwright.async_api import expect

    await expect(page.locator("#upload")).to_be_enabled()


@pytest_asyncio.fixture
async def open_page(browser: Any, webchat: WebChat) -> AsyncIterator[OpenPage]:
    """`await open_page(**context options)`: a fresh context (own cookies: a new web session) with the
    chat loaded and ready (`ready=False`: just loaded). Each context's uncaught errors and CSP refusals
    fail the test at the end."""
    contexts: list[Any] = []
    problems = PageProblems()

    async def opener(path: str = "/", ready: bool = True, **options: Any) -> Any:
        options.setdefault("viewport", {"width": 1280, "height": 860})
        context = await browser.new_context(**options)
        context.set_default_timeout(30_000)
        contexts.append(context)
        page = await context.new_page()
        problems.watch(page)
        await page.goto(webchat.url + path)
        if ready:
            await page_ready(page)
        return page

    try:
        yield opener
    finally:
        for context in contexts:
            await context.close()
    assert problems.errors == [], "\n".join(problems.errors)


# --- axe-core -----------------------------------------------------------------------------------

SEVERE = ("serious", "critical")


async def axe_violations(page: Any) -> list[dict[str, Any]]:
    """axe-core's serious and critical violations on the page as it is now (its context must bypass
    the CSP: `open_page(bypass_csp=True)`)."""
    if not AXE_JS.exists():
        _missing(str(AXE_JS), "make install runs npm ci --prefix tests/browser")
    if not await page.evaluate("typeof window.axe !== 'undefined'"):
        await page.add_script_tag(path=str(AXE_JS))
    result = await page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']}))")
    return [v for v in result["violations"] if v.get("impact") in SEVERE]


def describe(violations: list[dict[str, Any]]) -> str:
    lines = []
    for v in violations:
        lines.append(f"[{v['impact']}] {v['id']}: {v['help']} ({v['helpUrl']})")
        for node in v["nodes"][:5]:
            lines.append(f"    {node['target']}: {node.get('failureSummary', '').replace(chr(10), ' ')}")
    return "\n".join(lines)


async def assert_accessible(page: Any, state: str) -> None:
    found = await axe_violations(page)
    assert found == [], f"axe-core, {state}:\n{describe(found)}"


# --- screenshots --------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def shots() -> Path:
    return screenshot_dir()
