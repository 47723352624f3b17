"""The web chat page in headless Chromium against the real server (agent, Redis, graph, upload worker).

What a person does: read the welcome, ask, follow up, open a cited clause in its contract, upload a
contract (with the mouse and with the keyboard only), switch threads while an answer is on its way,
retry after an error, rate an answer; on a phone-sized screen; and axe-core finds no serious or critical
accessibility problem in the main states, light and dark. The tests find the page's parts by the names
the page (bot/static/) and these tests share: `#welcome`, `#threads li[data-thread]`, `#log
article.msg[data-role][data-status]`, `.card[data-file-id]`, `.quote button.cite`, `#doc mark.hit`,
`#composer` with `#q`, `#upload`, `#file`, `#send`, `button.feedback`, `button.retry`, `#menu-toggle`.

Every wait is for something to appear (`expect(...)`), never a fixed sleep.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Page, Request, Route, expect

from bot.conversation import feedback_key
from bot.types import Reply
from graph_ingest.generator import GeneratedContract, generate_contracts
from tests.browser.conftest import (
    AXE_VERSION,
    CORPUS,
    WEB_TENANT,
    OpenPage,
    WebChat,
    assert_accessible,
    axe_violations,
    page_ready,
)
from tests.e2e.seed import stage_order

pytestmark = [pytest.mark.e2e, pytest.mark.integration, pytest.mark.browser]

ANSWER_TIMEOUT_MS = 60_000
UPLOAD_TIMEOUT_MS = 180_000  # reading, extracting, embedding and saving, on a 2-core CI machine
PHONE = {"width": 360, "height": 740}
CSRF_HEX = re.compile(r"[0-9a-f]{64}")

expect.set_options(timeout=30_000)

BY_TYPE = Counter(g.truth.contract_type for g in CORPUS)
SPONSORSHIP = sorted(g.file_id for g in CORPUS if g.truth.contract_type == "Sponsorship")
ASKED_TYPES = {"Sponsorship", "Manufacturing"}  # uploads stay out of these, so their counts hold


def upload_contract(seed: int) -> GeneratedContract:
    """A generated contract to upload: of a type the count questions do not ask about."""
    for s in range(seed, seed + 100):
        g = generate_contracts(1, seed=s)[0]
        if g.truth.contract_type not in ASKED_TYPES:
            return g
    raise AssertionError("no contract of another type")


def collapse(text: str) -> str:
    return " ".join(text.split())


# --- driving the page ---------------------------------------------------------------------------


def log(page: Page) -> Any:
    return page.locator("#log")


def messages(page: Page, role: str, status: str | None = None) -> Any:
    selector = f'#log article.msg[data-role="{role}"]'
    return page.locator(selector + (f'[data-status="{status}"]' if status else ""))


async def ask(page: Page, text: str, *, status: str = "done") -> Any:
    """Type a question and send it with Enter; the bot message that ends with `status` (its locator)."""
    finished = messages(page, "bot", status)
    before = await finished.count()
    box = page.locator("#q")
    await box.fill(text)
    await box.press("Enter")
    await expect(messages(page, "user").filter(has_text=text).last).to_be_visible()
    await expect(finished).to_have_count(before + 1, timeout=ANSWER_TIMEOUT_MS)
    return finished.nth(before)


async def open_thread(page: Page, thread: str) -> None:
    await page.locator(f'#threads li[data-thread="{thread}"] button.thread').click()
    await expect(page.locator(f'#threads li[data-thread="{thread}"] button.thread')).to_have_attribute(
        "aria-current", "true"
    )


async def current_thread(page: Page) -> str:
    item = page.locator('#threads li[data-thread]:has(button.thread[aria-current="true"])')
    await expect(item).to_have_count(1)
    thread = await item.get_attribute("data-thread")
    assert thread
    return thread


async def welcome_json(page: Page) -> dict[str, Any]:
    """GET /api/welcome with the page's session, as the page reads it."""
    return await page.evaluate(
        "async () => (await fetch('/api/welcome', {credentials: 'same-origin'})).json()"
    )


async def frames(page: Page, n: int = 2) -> None:
    """Let the page run its pending work and paint `n` frames (a sync point, not a sleep)."""
    await page.evaluate(
        "n => new Promise(done => { const step = k => k ? requestAnimationFrame(() => step(k - 1)) : done(); step(n); })",
        n,
    )


async def snap(page: Page, shots: Path, name: str) -> None:
    await page.screenshot(path=str(shots / f"{name}.png"))


async def no_horizontal_scroll(page: Page) -> None:
    width = await page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] <= width[1], f"the page scrolls sideways at {width[1]} px: {width[0]} px wide"


def upload_file(g: GeneratedContract, name: str) -> dict[str, Any]:
    return {"name": name, "mimeType": "text/plain", "buffer": g.text.encode()}


# records the text of every `.working` element the page shows, however briefly
RECORD_STEPS = """
window.__steps = [];
new MutationObserver((records) => {
  const seen = (el) => { const t = (el.textContent || '').trim(); if (t && !window.__steps.includes(t)) window.__steps.push(t); };
  for (const r of records) {
    const target = r.target.nodeType === 1 ? r.target : r.target.parentElement;
    const w = target && target.closest && target.closest('.working');
    if (w) seen(w);
    for (const n of r.addedNodes) {
      if (n.nodeType !== 1) continue;
      if (n.matches('.working')) seen(n);
      n.querySelectorAll('.working').forEach(seen);
    }
  }
}).observe(document, {subtree: true, childList: true, characterData: true});
"""


@contextmanager
def held_answers(webchat: WebChat, question: str) -> Iterator[asyncio.Event]:
    """Hold the agent's answer to `question` until the returned event is set (the server has sent
    the stored messages by then, so the page shows the question pending)."""
    service = webchat.runtime.service
    answer = service.answerer
    release = asyncio.Event()

    async def held(text: str, *args: Any, **kwargs: Any) -> Any:
        if text == question:
            await release.wait()
        return await answer(text, *args, **kwargs)

    service.answerer = held
    try:
        yield release
    finally:
        release.set()
        service.answerer = answer


# --- the harness itself (works with any page) ---------------------------------------------------


async def test_the_page_loads_in_chromium_with_its_csrf_token(open_page: OpenPage, shots: Path) -> None:
    page = await open_page(ready=False)
    token = await page.locator('meta[name="csrf-token"]').get_attribute("content")
    assert token and CSRF_HEX.fullmatch(token), token
    assert await page.locator("html").get_attribute("lang") == "en"
    await expect(
        page.get_by_text("Demo contracts: CUAD v1 © The Atticus Project, CC BY 4.0.")
    ).to_be_attached()
    await snap(page, shots, "00-loaded")


async def test_axe_core_runs_in_the_page(open_page: OpenPage) -> None:
    """The harness: axe-core injected into the page (CSP bypassed) runs and reports."""
    page = await open_page(ready=False, bypass_csp=True)
    await expect(page.locator("body")).to_be_visible()
    assert isinstance(await axe_violations(page), list)
    assert await page.evaluate("axe.version") == AXE_VERSION


# --- welcome --------------------------------------------------------------------------------------


async def test_welcome_card_examples_and_help(open_page: OpenPage, shots: Path) -> None:
    page = await open_page()
    welcome = page.get_by_role("region", name="Welcome")
    await expect(welcome).to_be_visible()
    await expect(page.locator("#welcome")).to_be_visible()
    info = await welcome_json(page)
    assert info["contracts"] >= len(CORPUS), info
    await expect(page.locator("#welcome .count")).to_contain_text(str(info["contracts"]))
    if info["indexing"]["done"]:
        await expect(page.locator("#welcome .indexing")).to_be_hidden()
    await expect(page.locator("#welcome")).to_contain_text(info["uploads"]["text"])
    examples = page.locator("#welcome button.example")
    await expect(examples).to_have_count(len(info["examples"]))
    await expect(examples.first).to_have_text(info["examples"][0])
    await snap(page, shots, "01-welcome")

    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.post_data or "") if r.url.endswith("/api/chat") else None)
    await examples.first.click()
    await expect(messages(page, "user").filter(has_text=info["examples"][0])).to_be_visible()
    answer = messages(page, "bot", "done").first
    await expect(answer.locator(".answer")).to_contain_text("contract", timeout=ANSWER_TIMEOUT_MS)
    assert len(asked) == 1 and json.loads(asked[0])["text"] == info["examples"][0], asked

    await page.locator("#q").fill("help")
    await page.locator("#q").press("Enter")
    await expect(page.locator("#log > :last-child button.example").first).to_be_visible()
    assert len(asked) == 1, f"'help' went to the server: {asked}"


# --- questions, cards, follow-ups, clarifications ---------------------------------------------------


async def test_answer_with_cards_interpretation_and_a_follow_up(open_page: OpenPage, shots: Path) -> None:
    assert BY_TYPE["Sponsorship"] == 2, BY_TYPE
    page = await open_page()
    info = await welcome_json(page)
    answer = await ask(page, "How many sponsorship contracts do we have?")
    await expect(answer.locator(".answer")).to_contain_text("2 contracts")
    await expect(answer.locator(".interpretation")).to_have_text("Read as: Sponsorship contracts")
    for fid in SPONSORSHIP:
        card = answer.locator(f'.card[data-file-id="{fid}"]')
        await expect(card).to_have_count(1)  # cards once: the list line became the card
        await expect(card.locator("button.open-doc")).to_be_visible()
        labels = "|".join(re.escape(label) for label in info["status_labels"].values())
        await expect(card).to_contain_text(re.compile(labels))
    assert "`" not in await answer.inner_text(), "raw Markdown in the answer"
    await snap(page, shots, "02-answer-with-cards")

    new_york = sum(
        1
        for g in CORPUS
        if g.truth.contract_type == "Sponsorship"
        and g.truth.governing_law
        and g.truth.governing_law.state == "New York"
    )
    follow = await ask(page, "How many of those are governed by New York law?")
    await expect(follow.locator(".answer")).to_contain_text(f"{new_york} contract")
    await expect(follow.locator(".interpretation")).to_contain_text(
        "Sponsorship contracts governed by New York"
    )
    await expect(page.locator("#threads li[data-thread]")).to_have_count(1)
    await expect(messages(page, "user")).to_have_count(2)
    top = await follow.evaluate(
        "m => { const a = m.getBoundingClientRect(), l = document.querySelector('#log').getBoundingClientRect();"
        " return a.top >= l.top - 1 && a.top < l.bottom; }"
    )
    assert top, "the start of the new answer is not in view"

    thread = await current_thread(page)
    await page.reload()
    await page_ready(page)
    assert await current_thread(page) == thread
    await expect(messages(page, "user")).to_have_count(2)
    await expect(
        messages(page, "bot", "done").first.locator(f'.card[data-file-id="{SPONSORSHIP[0]}"]')
    ).to_be_visible()


async def test_a_clarification_offers_choices_that_ask_in_the_thread(open_page: OpenPage) -> None:
    page = await open_page()
    answer = await ask(page, "Tell me about Obsidian")
    choices = answer.locator("button.choice")
    with_obsidian = [g.file_id for g in CORPUS if any("Obsidian" in p.name for p in g.truth.parties)]
    await expect(choices).to_have_count(len(with_obsidian))
    first = (await choices.first.inner_text()).strip()
    assert first in with_obsidian, first
    done = messages(page, "bot", "done")
    before = await done.count()
    await choices.first.click()
    asked = re.compile(rf"Tell me about `?{re.escape(first)}`?")  # the page may render the backticks as code
    await expect(messages(page, "user").filter(has_text=asked)).to_be_visible()
    await expect(done).to_have_count(before + 1, timeout=ANSWER_TIMEOUT_MS)
    await expect(done.nth(before).locator(f'.card[data-file-id="{first}"]')).to_be_visible()


# --- citations open the document view ------------------------------------------------------------


async def thread_json(page: Page, thread: str) -> dict[str, Any]:
    """GET /api/threads/{id} with the page's session: the thread as the server stored it."""
    return await page.evaluate(
        "async id => (await fetch(`/api/threads/${id}`, {credentials: 'same-origin'})).json()", thread
    )


async def ask_for_a_clause(page: Page) -> tuple[Any, GeneratedContract, dict[str, Any]]:
    """Ask for one clause of one contract; (the answer, the contract, the quote the server stored)."""
    g = next(g for g in CORPUS if g.truth.contract_type == "Maintenance")
    clause = next(c for c in g.truth.clauses if c.clause_type == "Insurance")
    answer = await ask(page, f"What does the {clause.clause_type.lower()} clause of `{g.file_id}` say?")
    bot_id = await answer.get_attribute("data-id")
    stored = await thread_json(page, await current_thread(page))
    reply = next(m for m in stored["messages"] if m["id"] == bot_id)["reply"]
    quotes = reply["clauses"]
    assert quotes and quotes[0]["file_id"] == g.file_id, quotes
    return answer, g, quotes[0]


async def test_a_citation_opens_the_contract_at_the_clause(open_page: OpenPage, shots: Path) -> None:
    page = await open_page()
    answer, g, quote = await ask_for_a_clause(page)
    block = answer.locator(f'.quote[data-file-id="{g.file_id}"]').first
    await expect(block).to_be_visible()
    assert collapse(quote["excerpt"].strip("…"))[:60] in collapse(await block.inner_text())
    cite = block.locator("button.cite")
    await expect(cite).to_have_text(re.compile("Open in contract"))
    await cite.click()

    doc = page.locator("#doc")
    await expect(doc).to_be_visible()
    await expect(doc).to_have_attribute("role", "dialog")
    await expect(doc).to_have_attribute("aria-modal", "true")
    await expect(doc.locator(".doc-card")).to_contain_text(g.truth.parties[0].name)
    hit = doc.locator(".doc-text mark.hit")
    await expect(hit.first).to_be_in_viewport()
    start = quote["focus_start"] if quote["focus_start"] is not None else quote["start"]
    end = quote["focus_end"] if quote["focus_end"] is not None else quote["end"]
    cited = collapse(g.text[start:end])
    marked = [collapse(t) for t in await hit.all_inner_texts()]
    assert all(m in cited for m in marked), (marked, cited)
    clause = next(c for c in g.truth.clauses if c.clause_type == "Insurance")
    assert collapse(clause.text)[:60] in " ".join(marked), (clause.text, marked)
    inside = await page.evaluate("() => !!document.activeElement.closest('#doc')")
    assert inside, "focus did not move into the document view"
    await snap(page, shots, "03-document-view")

    await page.keyboard.press("Escape")
    await expect(doc).to_be_hidden()
    await expect(cite).to_be_focused()


# --- uploads --------------------------------------------------------------------------------------


async def expect_upload_card(page: Page, g: GeneratedContract, name: str) -> Any:
    await expect(messages(page, "user").filter(has_text=name)).to_be_visible()
    card = messages(page, "bot", "done").last.locator(".card[data-file-id]")
    await expect(card.first).to_be_visible(timeout=UPLOAD_TIMEOUT_MS)
    parties = "|".join(re.escape(p.name) for p in g.truth.parties)
    await expect(card.first).to_contain_text(re.compile(parties))
    return card.first


async def test_an_upload_shows_its_stages_then_the_card(open_page: OpenPage, shots: Path) -> None:
    page = await open_page()
    await page.add_init_script(RECORD_STEPS)
    await page.reload()
    await page_ready(page)
    g, name = upload_contract(5150), "Borealis Hosting.txt"
    await page.locator("#file").set_input_files(upload_file(g, name))
    await expect_upload_card(page, g, name)
    steps: list[str] = await page.evaluate("window.__steps")
    stages = [s for s in steps if name in s or s.startswith(("Reading ", "Read "))]
    assert stages, f"no import stage was shown; the page showed {steps}"
    assert stage_order(stages), stages
    await snap(page, shots, "04-upload-card")


async def test_keyboard_only_upload(open_page: OpenPage) -> None:
    page = await open_page()
    # a listener from the start: Playwright turns its file chooser interception on asynchronously,
    # and a chooser opened before that is a real (invisible) dialog
    page.on("filechooser", lambda _: None)
    for _ in range(60):
        if await page.evaluate("document.activeElement && document.activeElement.id") == "upload":
            break
        await page.keyboard.press("Tab")
    else:
        raise AssertionError("Tab never reached #upload")
    ring = await page.evaluate(
        "(() => { const s = getComputedStyle(document.activeElement);"
        " return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 || s.boxShadow !== 'none'; })()"
    )
    assert ring, "#upload has no visible focus ring"
    g, name = upload_contract(6160), "Keyboard Supply.txt"
    await expect(page.locator("#upload")).to_be_focused()
    await expect(page.locator("#upload")).to_be_enabled()
    async with page.expect_file_chooser() as chooser:
        await page.keyboard.press("Enter")
    await (await chooser.value).set_files(upload_file(g, name))
    await expect_upload_card(page, g, name)


async def test_a_file_dropped_on_the_page_is_uploaded(open_page: OpenPage) -> None:
    page = await open_page()
    g, name = upload_contract(7170), "Dropped Consulting.txt"
    files = await page.evaluate_handle(
        """([name, text]) => { const dt = new DataTransfer();
             dt.items.add(new File([text], name, {type: "text/plain"})); return dt; }""",
        [name, g.text],
    )
    main = page.locator("main")
    await main.dispatch_event("dragenter", {"dataTransfer": files})
    await expect(main).to_have_class(re.compile(r"\bdragging\b"))
    await main.dispatch_event("drop", {"dataTransfer": files})
    await expect(main).not_to_have_class(re.compile(r"\bdragging\b"))
    await expect_upload_card(page, g, name)


# --- a reply lands in its own thread -----------------------------------------------------------------


async def test_a_reply_lands_in_its_thread_when_another_is_open(
    open_page: OpenPage, webchat: WebChat
) -> None:
    page = await open_page()
    await ask(page, "How many sponsorship contracts do we have?")
    first = await current_thread(page)
    await page.locator("#new-thread").click()
    await expect(page.locator("#threads li[data-thread]")).to_have_count(2)
    second = await current_thread(page)
    assert second != first

    question = "How many manufacturing contracts do we have?"
    # the end of the answer's request, subscribed long before it (Playwright turns subscriptions on
    # asynchronously); Chromium may report a finished NDJSON stream as net::ERR_ABORTED, so either counts
    streamed: asyncio.Future[Request] = asyncio.get_running_loop().create_future()

    def ended(r: Request) -> None:
        if r.url.endswith("/api/chat") and question in (r.post_data or "") and not streamed.done():
            streamed.set_result(r)

    page.on("requestfinished", ended)
    page.on("requestfailed", ended)
    with held_answers(webchat, question) as release:
        async with page.expect_request(lambda r: r.url.endswith("/api/chat")) as sent:
            await page.locator("#q").fill(question)
            await page.locator("#q").press("Enter")
        request: Request = await sent.value
        assert json.loads(request.post_data or "{}")["thread"] == second
        pending = messages(page, "bot", "pending")
        await expect(pending).to_have_count(1)
        await expect(pending.locator(".working")).to_be_visible()
        await expect(pending).to_have_attribute("aria-busy", "true")
        await expect(page.locator("#send")).to_be_disabled()

        await open_thread(page, first)
        await expect(log(page)).to_contain_text("Sponsorship")
        await expect(page.locator("#send")).to_be_enabled()
        release.set()
        try:  # the stream has ended
            assert await asyncio.wait_for(streamed, ANSWER_TIMEOUT_MS / 1000) is request
        except TimeoutError:
            stored = await thread_json(page, second)
            raise AssertionError(f"the answer's stream did not end; the server has {stored}") from None
        await frames(page)
        await expect(log(page).filter(has_text=question)).to_have_count(0)
        await expect(messages(page, "bot")).to_have_count(1)

    await open_thread(page, second)
    answer = messages(page, "bot", "done").filter(has_text="Manufacturing")
    await expect(answer).to_have_count(1, timeout=ANSWER_TIMEOUT_MS)
    await expect(answer.locator(".answer")).to_contain_text(f"{BY_TYPE['Manufacturing']} contracts")


# --- errors ---------------------------------------------------------------------------------------


async def test_an_error_is_a_message_with_retry(open_page: OpenPage, shots: Path) -> None:
    page = await open_page()
    token = await page.locator('meta[name="csrf-token"]').get_attribute("content")
    seen: list[Request] = []

    async def flaky(route: Route) -> None:
        seen.append(route.request)
        if len(seen) == 1:  # a proxy's page, not JSON
            await route.fulfill(
                status=502, content_type="text/html", body="<html><h1>Bad Gateway</h1></html>"
            )
        elif len(seen) == 2:  # the server's own error Reply
            body = {
                "text": "The contract graph is not reachable right now.",
                "error_code": "graph_unavailable",
            }
            await route.fulfill(status=503, content_type="application/json", body=json.dumps(body))
        else:
            await route.continue_()

    await page.route("**/api/chat", flaky)
    box = page.locator("#q")
    await box.fill("How many sponsorship contracts do we have?")
    await box.press("Enter")
    failed = page.locator('#log article.msg.error[data-role="bot"]').last
    await expect(failed).to_contain_text("HTTP 502")
    await expect(failed).not_to_contain_text(re.compile("SyntaxError|Unexpected token|TypeError|JSON"))
    await snap(page, shots, "05-error-retry")
    await failed.locator("button.retry").click()
    failed = page.locator('#log article.msg.error[data-role="bot"]').last
    await expect(failed).to_contain_text("The contract graph is not reachable right now.")
    await failed.locator("button.retry").click()
    answer = messages(page, "bot", "done").last
    await expect(answer.locator(".answer")).to_contain_text("2 contracts", timeout=ANSWER_TIMEOUT_MS)

    assert len(seen) == 3
    bodies = [json.loads(r.post_data or "{}") for r in seen]
    assert {b["text"] for b in bodies} == {"How many sponsorship contracts do we have?"}, bodies
    assert all(b.get("stream") is True for b in bodies), bodies
    assert all(r.headers.get("x-csrf-token") == token for r in seen)
    assert all(r.headers.get("content-type", "").startswith("application/json") for r in seen)


async def test_contract_markdown_in_an_answer_is_shown_as_written(open_page: OpenPage) -> None:
    """Party names with Markdown in them, listed in the answer text beyond the cards (the reply's
    `literals`), are text on the page: no link, no emphasis, no code; the agent's own Markdown formats."""
    names = [f"*Acme {i}* [Login](https://evil.example/p{i}) _Holdings_ `Inc`" for i in range(4)]
    lines = [f"- `mk-{i}`: Sponsorship; parties: {n} (Sponsor)" for i, n in enumerate(names)]
    most = f"Most of them with **{names[0]}**."  # the agent's bold around a contract's name
    reply = Reply(text=f"I found **4** contracts. {most}\nThey are:\n" + "\n".join(lines), literals=names)
    page = await open_page()

    async def answered(route: Route) -> None:  # the server's plain Reply, as built by the agent
        await route.fulfill(status=200, content_type="application/json", body=reply.model_dump_json())

    await page.route("**/api/chat", answered)
    answer = await ask(page, "List the sponsorship agreements")
    body = answer.locator(".answer")
    for name in names:
        await expect(body).to_contain_text(name)  # exactly as written, brackets and stars included
    await expect(body.locator('a, [href*="evil"]')).to_have_count(0)
    await expect(body.locator("em, code", has_text="Acme")).to_have_count(0)
    await expect(body.locator("code", has_text="Inc")).to_have_count(0)
    await expect(body.locator("strong")).to_have_text(["4", names[0]])  # the agent's own bold, kept
    await expect(body.locator("code", has_text="mk-0")).to_have_count(1)  # and its code spans


# --- feedback and copy ----------------------------------------------------------------------------


async def test_feedback_is_stored_and_copy_copies(open_page: OpenPage, webchat: WebChat) -> None:
    page = await open_page(permissions=["clipboard-read", "clipboard-write"])
    answer = await ask(page, "How many manufacturing contracts do we have?")
    up = answer.locator('.actions button.feedback[data-value="up"]')
    async with page.expect_response(lambda r: r.url.endswith("/api/feedback")) as res:
        await up.click()
    response = await res.value
    assert response.status == 200 and await response.json() == {"stored": True}
    await expect(up).to_have_attribute("aria-pressed", "true")
    sent = json.loads(response.request.post_data or "{}")
    assert sent["value"] == "up" and sent["thread"] == await current_thread(page), sent
    stored = [json.loads(e) for e in await webchat.runtime.redis.lrange(feedback_key(WEB_TENANT), 0, -1)]
    assert any(e["reply_id"] == sent["reply_id"] and e["value"] == "up" for e in stored), stored

    await answer.locator(".actions button.copy").click()
    await expect(answer.locator(".actions button.copy")).to_contain_text("Copied")
    copied = await page.evaluate("navigator.clipboard.readText()")
    assert "Manufacturing" in copied, copied


# --- threads: export and delete -------------------------------------------------------------------


async def test_a_thread_exports_and_deletes(open_page: OpenPage) -> None:
    page = await open_page()
    await ask(page, "How many sponsorship contracts do we have?")
    thread = await current_thread(page)
    async with page.expect_download() as download:
        await page.locator("#export").click()
    exported = Path(await (await download.value).path()).read_text(encoding="utf-8")
    assert "How many sponsorship contracts do we have?" in exported, exported
    await page.locator("#new-thread").click()
    await expect(page.locator("#threads li[data-thread]")).to_have_count(2)
    page.once("dialog", lambda dialog: asyncio.ensure_future(dialog.accept()))
    await page.locator(f'#threads li[data-thread="{thread}"] button.delete').click()
    await expect(page.locator(f'#threads li[data-thread="{thread}"]')).to_have_count(0)


# --- phone size -----------------------------------------------------------------------------------


async def test_phone_size_has_no_sideways_scroll_and_a_drawer(open_page: OpenPage, shots: Path) -> None:
    page = await open_page(viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    await expect(page.locator("#welcome")).to_be_visible()
    await no_horizontal_scroll(page)
    for control in ("#q", "#upload", "#send"):
        await expect(page.locator(control)).to_be_visible()
        await expect(page.locator(control)).to_be_in_viewport()
    await snap(page, shots, "06-phone-welcome")
    await ask(page, "How many sponsorship contracts do we have?")  # cards with long file ids
    await no_horizontal_scroll(page)
    await expect(page.locator("#send")).to_be_in_viewport()
    await snap(page, shots, "07-phone-answer")

    toggle = page.locator("#menu-toggle")
    await expect(toggle).to_be_visible()
    await expect(toggle).to_have_attribute("aria-expanded", "false")
    await toggle.click()
    await expect(toggle).to_have_attribute("aria-expanded", "true")
    await expect(page.locator("nav#threads-nav")).to_be_in_viewport()
    await snap(page, shots, "08-phone-drawer")


async def test_at_200_percent_zoom_everything_fits(open_page: OpenPage, shots: Path) -> None:
    """A 1280 × 800 window at 200% zoom is a 640 × 400 CSS viewport with twice the pixels."""
    page = await open_page(viewport={"width": 640, "height": 400}, device_scale_factor=2)
    await expect(page.locator("#welcome")).to_be_visible()
    await no_horizontal_scroll(page)
    await ask(page, "How many sponsorship contracts do we have?")
    await no_horizontal_scroll(page)
    for control in ("#q", "#upload", "#send"):
        await expect(page.locator(control)).to_be_in_viewport()
    await snap(page, shots, "13-zoom-200-answer")


# --- accessibility (axe-core) ---------------------------------------------------------------------


async def visit_main_states(page: Page, shots: Path, prefix: str) -> None:
    """Welcome, an answer with cards, the document view: axe-core on each."""
    await expect(page.locator("#welcome")).to_be_visible()
    await assert_accessible(page, f"{prefix}: welcome")
    await ask(page, "How many sponsorship contracts do we have?")
    await assert_accessible(page, f"{prefix}: answer with cards")
    answer, _, _ = await ask_for_a_clause(page)
    await answer.locator(".quote button.cite").first.click()
    await expect(page.locator("#doc mark.hit").first).to_be_in_viewport()
    await assert_accessible(page, f"{prefix}: document view open")
    await snap(page, shots, f"{prefix}-document-view")


async def test_axe_light(open_page: OpenPage, shots: Path) -> None:
    page = await open_page(bypass_csp=True, color_scheme="light")
    await visit_main_states(page, shots, "10-light")


async def test_axe_dark(open_page: OpenPage, shots: Path) -> None:
    page = await open_page(bypass_csp=True, color_scheme="dark")
    await visit_main_states(page, shots, "11-dark")


async def test_axe_phone(open_page: OpenPage, shots: Path) -> None:
    page = await open_page(bypass_csp=True, viewport=PHONE, is_mobile=True, has_touch=True)
    await expect(page.locator("#welcome")).to_be_visible()
    await assert_accessible(page, "phone: welcome")
    await ask(page, "How many sponsorship contracts do we have?")
    await assert_accessible(page, "phone: answer with cards")
    await page.locator("#menu-toggle").click()
    await expect(page.locator("nav#threads-nav")).to_be_in_viewport()
    await assert_accessible(page, "phone: drawer open")
    await snap(page, shots, "12-phone-drawer-axe")
