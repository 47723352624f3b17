// ClauseBot web chat page. Framework-free ES2020, no build step.
// Server text never goes through innerHTML: every node is built with createElement + textContent.
"use strict";

(() => {
  const $ = (selector, root = document) => root.querySelector(selector);
  const CSRF = $('meta[name="csrf-token"]').content;
  const LAST_THREAD = "clausebot.thread"; // the only thing kept in localStorage
  const POLL_MS = 3000;
  const WELCOME_POLL_MS = 10000;
  const COUNTER_FROM = 3500; // the character counter shows from here (maxlength 4000)
  const TRANSIENT = new Set([
    "graph_unavailable", "model_unavailable", "memory_unavailable", "queue_unavailable", "rate_limited",
    "internal", "network", "stream_lost",
  ]);
  const STATUS_LABELS = {
    active: "🟢 Active", upcoming: "🔵 Not started yet", expired: "🔴 Expired", unknown: "⚪ Status unknown",
  };
  const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

  const state = {
    welcome: null,
    threads: [], // Thread objects, newest first
    current: null,
    logs: new Map(), // thread id -> {order: [message id], byId: Map(id -> Message)}
    inflight: new Set(), // thread ids with a chat or upload request in flight
    elements: new Map(), // message id -> its <article>, for the open thread only
    pollTimer: 0,
    localSeq: 0,
  };

  const ui = {};

  // ---------------------------------------------------------------- small DOM helpers

  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") node.className = value;
      else if (key === "text") node.textContent = value;
      else if (key === "dataset") Object.assign(node.dataset, value);
      else node.setAttribute(key, value === true ? "" : String(value));
    }
    node.append(...children.filter((c) => c !== null && c !== undefined && c !== false));
    return node;
  }

  const ICONS = {
    rename: "M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4",
    delete: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  };

  function icon(name) {
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    const path = document.createElementNS(ns, "path");
    for (const [k, v] of Object.entries({ viewBox: "0 0 24 24", width: "18", height: "18", "aria-hidden": "true", focusable: "false" })) svg.setAttribute(k, v);
    for (const [k, v] of Object.entries({ d: ICONS[name], fill: "none", stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round" })) path.setAttribute(k, v);
    svg.append(path);
    return svg;
  }

  function notify(text) {
    ui.notice.textContent = "";
    // a fresh text node so screen readers announce a repeated notice too
    window.setTimeout(() => { ui.notice.textContent = text; }, 50);
    window.clearTimeout(notify.timer);
    notify.timer = window.setTimeout(() => { ui.notice.textContent = ""; }, 6000);
  }

  // For promises nobody awaits: a failure becomes a notice, never an uncaught rejection.
  function safely(promise) {
    return promise.catch((err) => notify(err instanceof ApiError ? err.message : "Something went wrong. Try again."));
  }

  function day(iso) {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso || "");
    return m ? `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}` : "—";
  }

  function money(value, currency) {
    if (currency) {
      try {
        return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(value);
      } catch (_) { /* an unknown currency code: the plain number below */ }
    }
    const digits = Number.isInteger(value) ? 0 : 2;
    return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  }

  // ---------------------------------------------------------------- API

  class ApiError extends Error {
    constructor(text, code, status = 0) {
      super(text);
      this.code = code || (status ? `http_${status}` : "network");
      this.status = status;
    }

    get transient() {
      return isTransient(this.code, this.status);
    }

    asReply() {
      return { text: this.message, error_code: this.code, cards: [], clauses: [], sources: [], clarification: [] };
    }
  }

  function isTransient(code, status = 0) {
    return TRANSIENT.has(code) || status >= 500 || /^http_5/.test(code || "");
  }

  async function errorFrom(res) {
    let body = null;
    try {
      body = await res.json();
    } catch (_) { /* not JSON: a proxy page */ }
    if (body && typeof body.text === "string" && body.text) return new ApiError(body.text, body.error_code, res.status);
    return new ApiError(`The server did not answer (HTTP ${res.status}). Try again.`, null, res.status);
  }

  function networkError() {
    return new ApiError("The server could not be reached. Check the connection and try again.", "network");
  }

  async function request(path, { method = "GET", json, form } = {}) {
    const init = { method, credentials: "same-origin", headers: {} };
    if (method !== "GET") init.headers["X-CSRF-Token"] = CSRF;
    if (json !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(json);
    } else if (form) {
      init.body = form;
    }
    let res;
    try {
      res = await fetch(path, init);
    } catch (_) {
      throw networkError();
    }
    if (!res.ok) throw await errorFrom(res);
    return res;
  }

  async function api(path, options) {
    const res = await request(path, options);
    try {
      return await res.json();
    } catch (_) {
      throw new ApiError(`The server did not answer (HTTP ${res.status}). Try again.`, null, 502);
    }
  }

  // The NDJSON stream of /api/chat and /api/upload: one event object per line.
  async function* events(res) {
    const type = res.headers.get("Content-Type") || "";
    if (!type.includes("ndjson")) {
      // an older server answering the plain Reply: one final message
      let reply;
      try {
        reply = await res.json();
      } catch (_) {
        throw new ApiError(`The server did not answer (HTTP ${res.status}). Try again.`, null, 502);
      }
      yield { event: "done", message: localBot(reply.error_code ? "error" : "done", reply) };
      return;
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      let chunk;
      try {
        chunk = await reader.read();
      } catch (_) {
        throw new ApiError("The connection was lost before the answer was complete. Try again.", "stream_lost");
      }
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let newline;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) yield parseEvent(line);
      }
    }
    buffer += decoder.decode();
    if (buffer.trim()) yield parseEvent(buffer.trim());
  }

  function parseEvent(line) {
    try {
      return JSON.parse(line);
    } catch (_) {
      throw new ApiError("The server sent a damaged answer. Try again.", "stream_lost", 502);
    }
  }

  // ---------------------------------------------------------------- message store

  function logOf(threadId) {
    if (!state.logs.has(threadId)) state.logs.set(threadId, { order: [], byId: new Map() });
    return state.logs.get(threadId);
  }

  function localId() {
    state.localSeq += 1;
    return `local-${state.localSeq}`;
  }

  function localBot(status, reply, extra = {}) {
    return { id: localId(), role: "bot", text: "", upload: null, reply, status, step: null, at: Date.now() / 1000, local: true, ...extra };
  }

  // A thread waits while one of its questions is being answered; an import going on in the
  // background (its message is pending, its request ended) does not stop the next question.
  function isBusy(threadId) {
    if (state.inflight.has(threadId)) return true;
    const log = state.logs.get(threadId);
    return Boolean(log) && [...log.byId.values()].some((m) => m.status === "pending" && !m.local && !m.upload_of);
  }

  function sameMessage(a, b) {
    return a.status === b.status && a.step === b.step && a.text === b.text && a.upload === b.upload
      && JSON.stringify(a.reply) === JSON.stringify(b.reply);
  }

  // Adds or updates one message of a thread; the open thread's log shows the change.
  function upsertMessage(threadId, message, { after } = {}) {
    const log = logOf(threadId);
    const old = log.byId.get(message.id);
    if (old && old.status !== "pending" && message.status === "pending") return; // a stale snapshot
    if (old && sameMessage(old, message)) return;
    const merged = { ...message, feedback: message.feedback || (old ? old.feedback : null) };
    log.byId.set(message.id, merged);
    if (!old) {
      const at = after ? log.order.indexOf(after) : -1;
      if (at >= 0) log.order.splice(at + 1, 0, message.id);
      else log.order.push(message.id);
    }
    if (threadId !== state.current) return;
    showMessage(merged);
    syncWelcomeTop();
    updateComposer();
    const arrived = merged.role === "bot" && merged.status !== "pending" && (!old || old.status === "pending");
    if (merged.role === "user") scrollToEnd();
    else if (arrived || !old) scrollToStart(state.elements.get(merged.id));
  }

  function removeMessage(threadId, id) {
    const log = logOf(threadId);
    log.byId.delete(id);
    log.order = log.order.filter((x) => x !== id);
    if (threadId !== state.current) return;
    const node = state.elements.get(id);
    if (node) node.remove();
    state.elements.delete(id);
    syncWelcomeTop();
  }

  function addLocal(threadId, message) {
    const log = logOf(threadId);
    upsertMessage(threadId, message, { after: log.order[log.order.length - 1] });
    return message;
  }

  // The server is the source of truth; a new server message goes after its server predecessor,
  // so local messages (help, local errors) keep their place.
  function mergeThread(threadId, messages) {
    const log = logOf(threadId);
    const serverIds = new Set(messages.map((m) => m.id));
    for (const id of log.order) {
      if (!serverIds.has(id) && !log.byId.get(id).local) removeMessage(threadId, id);
    }
    let previous;
    for (const message of messages) {
      if (!log.byId.has(message.id)) {
        const at = previous ? log.order.indexOf(previous) : -1;
        log.order.splice(at + 1, 0, message.id);
        log.byId.set(message.id, { ...message });
        if (threadId === state.current) showMessage(log.byId.get(message.id));
      } else {
        upsertMessage(threadId, message);
      }
      previous = message.id;
    }
  }

  // ---------------------------------------------------------------- Markdown subset

  const INLINE = new RegExp([
    "(?<code>`[^`\\n]+`)",
    "\\[(?<label>[^\\]\\n]+)\\]\\((?<url>[^)\\s]+)\\)",
    "\\*\\*(?<bold>[^*\\s](?:[^*\\n]*?[^*\\s])?)\\*\\*",
    "~~(?<strike>[^~\\s](?:[^~\\n]*?[^~\\s])?)~~",
    "(?<![\\w*])\\*(?<em>[^*\\s](?:[^*\\n]*?[^*\\s])?)\\*(?![\\w*])",
    "(?<!\\w)_(?<em_>[^_\\s](?:[^_\\n]*?[^_\\s])?)_(?!\\w)",
  ].join("|"), "g");
  const HEADING = /^(#{1,6})\s+(.+)$/;
  const ITEM = /^(\s*)(?:([-*+])|(\d{1,9})[.)])\s+(.*)$/;
  const QUOTE = /^\s*>\s?(.*)$/;

  // Contract text with Markdown in it (titles, names, quotes: a reply's `literals`, cards and
  // clauses) is shown as written wherever the answer repeats it, in the style around it: while one
  // answer renders, each occurrence is held out of the Markdown reading (`hold`) and put back as text.
  const MARKUP = /[*_~`[]|:\/\/|www\./i;
  const HELD = /\uE000(\d+)\uE001/g;
  let held = [];

  function isLiteral(text) {
    return MARKUP.test(text) && (text.match(/[\p{L}\p{N}]/gu) || []).length >= 3;  // as graph_ingest.cards.has_markup
  }

  function contractText(reply) {
    const cards = reply.cards || [];
    const pieces = [
      ...(reply.literals || []),
      ...cards.flatMap((c) => [c.title, ...(c.parties || []).flatMap((p) => [p.name, p.role])]),
      ...(reply.clauses || []).flatMap((q) => [q.text, q.heading, q.excerpt && q.excerpt.split(/\s+/).join(" ")]),
    ];
    const lines = pieces.filter(Boolean).flatMap((p) => String(p).split(/\r?\n/)).map((l) => l.trim());
    return [...new Set(lines.filter((l) => l && isLiteral(l)))].sort((a, b) => b.length - a.length);
  }

  function hold(text, literals) {
    let out = String(text || "").replace(/[\uE000\uE001]/g, "");
    for (const lit of literals) {
      if (!out.includes(lit)) continue;
      out = out.split(lit).join(`\uE000${held.length}\uE001`);
      held.push(lit);
    }
    return out;
  }

  function expand(text) {
    return text.replace(HELD, (_, n) => held[Number(n)]);
  }

  // One line of inline Markdown as nodes. A link renders as its label only.
  function inline(text) {
    const out = [];
    let at = 0;
    for (const m of text.matchAll(INLINE)) {
      if (m.index > at) out.push(document.createTextNode(expand(text.slice(at, m.index))));
      const g = m.groups;
      if (g.code) out.push(el("code", { text: expand(g.code.slice(1, -1)) }));
      else if (g.label) out.push(...inline(g.label));
      else if (g.bold) out.push(el("strong", {}, ...inline(g.bold)));
      else if (g.strike) out.push(el("s", {}, ...inline(g.strike)));
      else out.push(el("em", {}, ...inline(g.em || g.em_)));
      at = m.index + m[0].length;
    }
    if (at < text.length) out.push(document.createTextNode(expand(text.slice(at))));
    return out;
  }

  function lineBlock(kind, line) {
    if (HEADING.test(line)) return "heading";
    if (QUOTE.test(line)) return "quote";
    if (ITEM.test(line)) return "item";
    return kind;
  }

  // Answer text as a fragment. `place.card(lineText)` / `place.quote(text)` may return a node that
  // replaces a list line / a quote run (cards once, quotes once).
  function renderMarkdown(text, place = {}) {
    const saved = held;
    held = [];
    try {
      return renderBlocks(hold(text, place.literals || []), place);
    } finally {
      held = saved;
    }
  }

  function renderBlocks(text, place) {
    const out = document.createDocumentFragment();
    const lines = String(text || "").split(/\r?\n/);
    let i = 0;
    while (i < lines.length) {
      const line = lines[i];
      if (!line.trim()) { i += 1; continue; }
      const kind = lineBlock("para", line);
      const run = [];
      while (i < lines.length && lines[i].trim() && lineBlock("para", lines[i]) === kind) {
        run.push(lines[i]);
        i += 1;
        if (kind === "heading") break;
      }
      if (kind === "heading") out.append(renderHeading(run[0]));
      else if (kind === "quote") out.append(...renderQuoteRun(run.map((l) => QUOTE.exec(l)[1]), place));
      else if (kind === "item") out.append(...renderList(run, place));
      else out.append(renderParagraph(run));
    }
    return out;
  }

  function renderHeading(line) {
    const [, hashes, body] = HEADING.exec(line);
    return el(`h${Math.min(hashes.length + 1, 6)}`, { class: "md-heading" }, ...inline(body.replace(/\s+#+\s*$/, "")));
  }

  function renderParagraph(lines) {
    const p = el("p");
    lines.forEach((line, n) => {
      if (n) p.append(el("br"));
      p.append(...inline(line));
    });
    return p;
  }

  function renderList(lines, place) {
    const out = [];
    let list = null;
    for (const line of lines) {
      const [, indent, bullet, number, body] = ITEM.exec(line);
      const replaced = place.card ? place.card(expand(body)) : null;
      if (replaced) {
        list = null;
        out.push(replaced);
        continue;
      }
      const tag = bullet ? "ul" : "ol";
      if (!list || list.tagName.toLowerCase() !== tag) {
        list = el(tag, { start: number && number !== "1" ? number : null });
        out.push(list);
      }
      list.append(el("li", { class: indent.length >= 2 ? "nested" : null }, ...inline(body)));
    }
    return out;
  }

  // A run of `>` lines: the whole run, else each line, may be one of the reply's quotes.
  function renderQuoteRun(lines, place) {
    const whole = place.quote ? place.quote(expand(lines.join("\n"))) : null;
    if (whole) return [whole];
    const out = [];
    let plain = [];
    const flush = () => {
      if (plain.length) out.push(el("blockquote", {}, renderParagraph(plain)));
      plain = [];
    };
    for (const line of lines) {
      const quote = place.quote ? place.quote(expand(line)) : null;
      if (quote) {
        flush();
        out.push(quote);
      } else {
        plain.push(line);
      }
    }
    flush();
    return out;
  }

  function normalized(text) {
    return String(text || "").replace(/\s+/g, " ").trim()
      .replace(/^(?:…|\.\.\.|["“”'‘’\s])+/, "").replace(/(?:…|\.\.\.|["“”'‘’\s])+$/, "");
  }

  // ---------------------------------------------------------------- cards, quotes

  function statusLabel(status) {
    const labels = (state.welcome && state.welcome.status_labels) || STATUS_LABELS;
    return labels[status] || STATUS_LABELS[status] || STATUS_LABELS.unknown;
  }

  function field(dl, name, value) {
    if (value === null || value === undefined || value === "") return;
    dl.append(el("div", { class: "field" }, el("dt", { text: name }), el("dd", {}, value)));
  }

  function partyNodes(party) {
    return [party.name, party.role ? el("span", { class: "role", text: ` (${party.role})` }) : ""];
  }

  function partyList(parties) {
    return el("ul", { class: "parties" }, ...parties.map((p) => el("li", {}, ...partyNodes(p))));
  }

  function partyLine(parties, limit = 6) {
    const line = el("p", { class: "card-parties" }, el("span", { class: "label", text: "Parties: " }));
    parties.slice(0, limit).forEach((p, n) => line.append(n ? "; " : "", ...partyNodes(p)));
    if (parties.length > limit) line.append(` …and ${parties.length - limit} more`);
    return line;
  }

  function cardValue(card) {
    return typeof card.total_amount === "number" ? money(card.total_amount, card.currency) : null;
  }

  // The chat card: a few compact lines.
  function cardLines(card) {
    const dates = card.effective_date || card.end_date ? `${day(card.effective_date)} → ${day(card.end_date)}` : null;
    const law = card.governing_law ? `${card.governing_law} law` : null;
    const meta = [card.contract_type, dates, cardValue(card), law].filter(Boolean).join(" · ");
    const notice = card.notice_by ? `notice by ${day(card.notice_by)}` : null;
    const renewal = [card.renewal, notice].filter(Boolean).join(" · ");
    return [
      meta ? el("p", { class: "card-meta", text: meta }) : null,
      card.parties && card.parties.length ? partyLine(card.parties) : null,
      renewal ? el("p", { class: "card-renewal", text: renewal }) : null,
    ];
  }

  // The document view's card: every field, every party, the summary.
  function cardFields(card) {
    const fields = el("dl", { class: "card-fields" });
    field(fields, "Type", card.contract_type);
    if (card.parties && card.parties.length) field(fields, "Parties", partyList(card.parties));
    field(fields, "Effective", card.effective_date ? day(card.effective_date) : null);
    field(fields, "Ends", card.end_date ? day(card.end_date) : null);
    field(fields, "Value", cardValue(card));
    field(fields, "Governing law", card.governing_law);
    field(fields, "Renewal", card.renewal);
    field(fields, "Next renewal", card.next_renewal ? day(card.next_renewal) : null);
    field(fields, "Notice by", card.notice_by ? day(card.notice_by) : null);
    return [fields, card.summary ? el("p", { class: "card-summary", text: card.summary }) : null];
  }

  // One contract card; in the chat its title opens the document view, in the view it is the heading.
  function renderCard(card, { full = false } = {}) {
    const name = card.title || card.file_id;
    const title = full
      ? el("h2", { id: "doc-title", class: "card-title", text: name })
      : el("h2", { class: "card-title" },
        el("button", { type: "button", class: "open-doc", dataset: { fileId: card.file_id }, text: name }));
    const status = card.status || "unknown";
    const head = el("div", { class: "card-head" }, title,
      el("span", { class: `badge status-${status}`, text: statusLabel(status) }));
    const clauses = card.clause_types && card.clause_types.length
      ? el("p", { class: "card-clauses", text: `Key clauses: ${card.clause_types.join(" · ")}` }) : null;
    return el(full ? "div" : "section", { class: "card", dataset: { fileId: card.file_id }, "aria-label": full ? null : name },
      head, ...(full ? cardFields(card) : cardLines(card)), clauses,
      el("p", { class: "card-id", text: card.file_id }));
  }

  function quoteRange(clause) {
    if (clause.focus_start !== null && clause.focus_start !== undefined && clause.focus_end !== null && clause.focus_end !== undefined) {
      return [clause.focus_start, clause.focus_end];
    }
    if (clause.start !== null && clause.start !== undefined && clause.end !== null && clause.end !== undefined) {
      return [clause.start, clause.end];
    }
    return [null, null];
  }

  function renderQuote(clause, titles) {
    const [start, end] = quoteRange(clause);
    const where = [clause.heading, titles.get(clause.file_id) || clause.file_id].filter(Boolean).join(" · ");
    return el("figure", { class: "quote", dataset: { fileId: clause.file_id } },
      el("figcaption", { class: "quote-meta" }, el("strong", { text: clause.category || "Clause" }), where ? ` · ${where}` : ""),
      el("blockquote", { class: "excerpt", text: clause.excerpt || clause.text || "" }),
      el("button", {
        type: "button", class: "cite", text: "Open in contract",
        dataset: { fileId: clause.file_id, start: start ?? "", end: end ?? "" },
      }));
  }

  function renderMoreQuotes(clauses, titles) {
    if (!clauses.length) return [];
    const [first, ...rest] = clauses;
    const out = [renderQuote(first, titles)];
    if (rest.length) {
      const label = rest.length === 1 ? "1 more passage" : `${rest.length} more passages`;
      out.push(el("details", { class: "more-quotes" }, el("summary", { text: label }), ...rest.map((c) => renderQuote(c, titles))));
    }
    return out;
  }

  // ---------------------------------------------------------------- messages

  function renderMessage(message) {
    const article = el("article", {
      class: `msg ${message.role}`,
      dataset: { id: message.id, role: message.role, status: message.status || "done" },
    });
    if (message.role === "user") renderUserBody(article, message);
    else if (message.kind === "welcome") article.append(el("p", { class: "who", text: "ClauseBot" }), renderWelcome());
    else if (message.status === "pending") renderWorking(article, message);
    else renderReply(article, message);
    return article;
  }

  function renderUserBody(article, message) {
    article.append(el("p", { class: "who", text: "You" }));
    if (message.upload) article.append(el("p", { class: "text upload", text: `📎 ${message.upload}` }));
    else article.append(el("p", { class: "text", text: message.text || "" }));
  }

  function renderWorking(article, message) {
    article.setAttribute("aria-busy", "true");
    article.append(el("p", { class: "who", text: "ClauseBot" }),
      el("div", { class: "working" }, el("span", { class: "spinner", "aria-hidden": "true" }),
        el("span", { class: "step", text: message.step || "Working on it…" })),
      el("div", { class: "partial" }, renderMarkdown(message.partial || "")));
  }

  function renderReply(article, message) {
    const reply = message.reply || { text: message.text || "Something went wrong. Try again." };
    const failed = message.status === "error" || Boolean(reply.error_code);
    if (failed) article.classList.add("error");
    article.append(el("p", { class: "who", text: "ClauseBot" }));
    const cards = reply.cards || [];
    const clauses = reply.clauses || [];
    const titles = new Map(cards.map((c) => [c.file_id, c.title || c.file_id]));
    const placedCards = new Set();
    const placedQuotes = new Set();
    const place = {
      literals: contractText(reply),
      card(line) {
        const m = /`([^`\n]+)`/.exec(line);
        const card = m && cards.find((c) => c.file_id === m[1]);
        if (!card || placedCards.has(card.file_id)) return null;
        placedCards.add(card.file_id);
        return renderCard(card);
      },
      quote(text) {
        const wanted = normalized(text);
        const at = clauses.findIndex((c, n) => !placedQuotes.has(n) && wanted && normalized(c.excerpt || c.text) === wanted);
        if (at < 0) return null;
        placedQuotes.add(at);
        return renderQuote(clauses[at], titles);
      },
    };
    const answer = el("div", { class: "answer" });
    if (failed) answer.append(el("span", { class: "error-icon", "aria-hidden": "true", text: "⚠️ " }));
    answer.append(renderMarkdown(reply.text, failed ? {} : place));
    article.append(answer);
    if (reply.interpretation) article.append(el("p", { class: "interpretation", text: reply.interpretation }));
    if (reply.clarification && reply.clarification.length) article.append(renderChoices(reply.clarification, titles));
    const restCards = cards.filter((c) => !placedCards.has(c.file_id));
    if (restCards.length) article.append(el("div", { class: "cards" }, ...restCards.map((c) => renderCard(c))));
    article.append(...renderMoreQuotes(clauses.filter((_, n) => !placedQuotes.has(n)), titles));
    if (reply.sources && reply.sources.length) article.append(renderSources(reply.sources, titles));
    article.append(renderActions(message, reply, failed));
  }

  function renderChoices(fileIds, titles) {
    return el("div", { class: "choices", role: "group", "aria-label": "Which contract do you mean?" },
      ...fileIds.map((id) => el("button", { type: "button", class: "choice", dataset: { choice: id }, title: titles.get(id) || null, text: id })));
  }

  function renderSources(sources, titles) {
    const names = sources.slice(0, 20).map((s) => titles.get(s) || s);
    const more = sources.length > 20 ? ` and ${sources.length - 20} more` : "";
    return el("p", { class: "sources" }, el("span", { class: "label", text: "Sources: " }), names.join(", ") + more);
  }

  function renderActions(message, reply, failed) {
    const actions = el("div", { class: "actions" });
    if (failed) {
      if (retryable(message, reply)) actions.append(el("button", { type: "button", class: "retry", text: "Retry" }));
      return actions;
    }
    if (reply.reply_id) {
      for (const [value, glyph, label] of [["up", "👍", "Helpful"], ["down", "👎", "Not helpful"]]) {
        actions.append(el("button", {
          type: "button", class: "feedback", dataset: { value }, "aria-label": label, title: label,
          "aria-pressed": message.feedback === value ? "true" : "false", text: glyph,
        }));
      }
    }
    actions.append(el("button", { type: "button", class: "copy", text: "Copy" }));
    return actions;
  }

  function retryable(message, reply) {
    return message.retry ? message.retry.transient : isTransient(reply.error_code);
  }

  // Puts a message's article into the open log: in place of its old one, else in order.
  function showMessage(message) {
    const fresh = renderMessage(message);
    const old = state.elements.get(message.id);
    state.elements.set(message.id, fresh);
    if (old && old.isConnected) {
      old.replaceWith(fresh);
    } else {
      const log = logOf(state.current);
      const next = log.order.slice(log.order.indexOf(message.id) + 1).map((id) => state.elements.get(id)).find((n) => n && n.isConnected);
      ui.log.insertBefore(fresh, next || null);
    }
    assignWelcomeId();
  }

  function setStep(threadId, id, text) {
    const message = logOf(threadId).byId.get(id);
    if (!message || message.status !== "pending") return;
    message.step = text;
    if (threadId !== state.current) return;
    const step = state.elements.get(id) && $(".step", state.elements.get(id));
    if (step) step.textContent = text;
  }

  // The model's text so far (the stream's "partial" events), drawn at most once a frame.
  function setPartial(threadId, id, text) {
    const message = logOf(threadId).byId.get(id);
    if (!message || message.status !== "pending") return;
    message.partial = text;
    if (threadId !== state.current || setPartial.queued) return;
    setPartial.queued = true;
    window.requestAnimationFrame(() => {
      setPartial.queued = false;
      const current = logOf(state.current).byId.get(id);
      const draft = state.elements.get(id) && $(".partial", state.elements.get(id));
      if (current && draft) draft.replaceChildren(renderMarkdown(current.partial || ""));
    });
  }

  function renderLog() {
    ui.log.replaceChildren();
    state.elements.clear();
    const log = logOf(state.current);
    for (const id of log.order) showMessage(log.byId.get(id));
    syncWelcomeTop();
    scrollToLast();
  }

  function scrollToLast() {
    const order = logOf(state.current).order;
    scrollToStart(state.elements.get(order[order.length - 1]));
  }

  function scrollToStart(node) {
    if (!node) return;
    const offset = node.getBoundingClientRect().top - ui.log.getBoundingClientRect().top;
    ui.log.scrollTop += offset - 8;
  }

  function scrollToEnd() {
    ui.log.scrollTop = ui.log.scrollHeight;
  }

  // ---------------------------------------------------------------- welcome

  function renderWelcome() {
    const card = el("section", { class: "welcome", "aria-label": "Welcome" });
    fillWelcome(card);
    return card;
  }

  // Builds the card once the welcome is known; later calls only update the count and progress.
  function fillWelcome(card) {
    const w = state.welcome;
    if (!w) {
      if (!card.firstChild) card.append(el("p", { class: "count", text: "Loading the library…" }));
      return;
    }
    if (card.dataset.filled !== "1") {
      card.dataset.filled = "1";
      card.replaceChildren(
        el("h2", { class: "welcome-title", text: "Welcome to ClauseBot" }),
        el("div", { class: "welcome-text" }, renderMarkdown(w.text)),
        el("p", { class: "count" }),
        el("div", { class: "indexing" }, el("span", { class: "indexing-text" }), el("progress", { max: "1", value: "0", "aria-hidden": "true" })),
        renderExamples(w.examples || []),
        el("p", { class: "upload-info", text: uploadLine(w.uploads) }));
    }
    const n = Number(w.contracts) || 0;
    $(".count", card).textContent = n === 1 ? "1 contract in the library" : `${n.toLocaleString("en-US")} contracts in the library`;
    const idx = w.indexing || { done: true };
    const box = $(".indexing", card);
    box.hidden = Boolean(idx.done);
    if (!idx.done) {
      const total = Math.max(Number(idx.total) || 0, 1);
      const pct = Math.floor((100 * (Number(idx.indexed) || 0)) / total);
      $(".indexing-text", card).textContent = `Indexing contract text: ${idx.indexed} of ${idx.total} (${pct}%). Quotes cover the indexed ones.`;
      const bar = $("progress", card);
      bar.max = total;
      bar.value = Number(idx.indexed) || 0;
    }
  }

  function renderExamples(examples) {
    if (!examples.length) return null;
    return el("div", { class: "examples" },
      el("p", { class: "examples-label", text: "Try asking:" }),
      el("ul", {}, ...examples.map((q) => el("li", {}, el("button", { type: "button", class: "example", text: q })))));
  }

  function uploadLine(uploads) {
    if (!uploads) return "";
    if (uploads.text) return uploads.text;
    const kinds = (uploads.accepts || []).join(", ");
    const mb = uploads.max_bytes ? ` up to ${Math.round(uploads.max_bytes / 1048576)} MB` : "";
    return `Upload a contract (${kinds}${mb}) with the Upload button, or drop the file here.`;
  }

  // The welcome card stands at the top of an empty thread.
  function syncWelcomeTop() {
    const top = $(".welcome.top", ui.log);
    const empty = logOf(state.current).order.length === 0;
    if (empty && !top) {
      const card = renderWelcome();
      card.classList.add("top");
      ui.log.prepend(card);
    } else if (!empty && top) {
      top.remove();
    }
    assignWelcomeId();
  }

  // Only the newest welcome card carries the id.
  function assignWelcomeId() {
    const cards = ui.log.querySelectorAll(".welcome");
    cards.forEach((c, n) => {
      if (n === cards.length - 1) c.id = "welcome";
      else c.removeAttribute("id");
    });
  }

  async function loadWelcome() {
    try {
      state.welcome = await api("/api/welcome");
    } catch (_) {
      window.setTimeout(loadWelcome, WELCOME_POLL_MS);
      return;
    }
    document.querySelectorAll(".welcome").forEach(fillWelcome);
    const accepts = state.welcome.uploads && state.welcome.uploads.accepts;
    if (accepts && accepts.length) ui.file.accept = accepts.join(",");
    if (state.welcome.indexing && !state.welcome.indexing.done) window.setTimeout(loadWelcome, WELCOME_POLL_MS);
  }

  // ---------------------------------------------------------------- threads

  function threadById(id) {
    return state.threads.find((t) => t.id === id);
  }

  function renderThreadItem(thread) {
    const busy = thread.pending || state.inflight.has(thread.id);
    const current = thread.id === state.current;
    return el("li", { dataset: { thread: thread.id }, class: busy ? "busy" : null },
      el("button", {
        type: "button", class: "thread", "aria-current": current ? "true" : null, text: thread.title || "New thread",
      }),
      busy ? el("span", { class: "thread-busy", "aria-label": "working", role: "img" }) : null,
      el("button", { type: "button", class: "rename", "aria-label": `Rename “${thread.title}”`, title: "Rename" }, icon("rename")),
      el("button", { type: "button", class: "delete", "aria-label": `Delete “${thread.title}”`, title: "Delete" }, icon("delete")));
  }

  // Redraws the thread list, keeping keyboard focus on the same control.
  function renderThreads() {
    const focused = document.activeElement;
    const li = focused && focused.closest ? focused.closest("#threads li") : null;
    const focus = li ? { id: li.dataset.thread, cls: focused.className } : null;
    ui.threads.replaceChildren(...state.threads.map(renderThreadItem));
    if (focus) {
      const item = ui.threads.querySelector(`li[data-thread="${CSS.escape(focus.id)}"] .${focus.cls.split(" ")[0]}`);
      if (item) item.focus();
    }
    const thread = threadById(state.current);
    const title = thread ? thread.title || "New thread" : "ClauseBot";
    ui.title.textContent = title;
    document.title = `${title} — ClauseBot`;
    ui.exportBtn.disabled = !thread;
  }

  function putThread(thread) {
    const at = state.threads.findIndex((t) => t.id === thread.id);
    if (at >= 0) state.threads[at] = { ...state.threads[at], ...thread };
    else state.threads.unshift(thread);
    state.threads.sort((a, b) => (b.updated || 0) - (a.updated || 0));
    renderThreads();
  }

  async function refreshThreads() {
    const body = await api("/api/threads");
    state.threads = body.threads || [];
    renderThreads();
  }

  async function createThread() {
    const body = await api("/api/threads", { method: "POST", json: {} });
    putThread(body.thread);
    return body.thread;
  }

  async function openThread(id) {
    state.current = id;
    try {
      localStorage.setItem(LAST_THREAD, id);
    } catch (_) { /* storage off: fine */ }
    window.clearTimeout(state.pollTimer);
    renderThreads();
    renderLog();
    updateComposer();
    closeDrawer();
    await fetchThread(id);
    if (id === state.current) scrollToLast();
  }

  async function fetchThread(id) {
    let body;
    try {
      body = await api(`/api/threads/${encodeURIComponent(id)}`);
    } catch (err) {
      if (err.status === 404) return safely(forgetThread(id));
      if (id === state.current) notify(err.message);
      schedulePoll();
      return;
    }
    const messages = body.messages || [];
    if (body.thread) putThread({ ...body.thread, pending: messages.some((m) => m.status === "pending") });
    mergeThread(id, messages);
    if (id === state.current) {
      syncWelcomeTop();
      updateComposer();
    }
    schedulePoll();
  }

  async function forgetThread(id) {
    state.threads = state.threads.filter((t) => t.id !== id);
    state.logs.delete(id);
    if (id !== state.current) return renderThreads();
    const next = state.threads[0] || (await createThread());
    await openThread(next.id);
  }

  async function newThread() {
    try {
      const thread = await createThread();
      await openThread(thread.id);
      ui.q.focus();
    } catch (err) {
      notify(err.message);
    }
  }

  async function renameThread(id) {
    const thread = threadById(id);
    if (!thread) return;
    const answer = window.prompt("New name for this thread (up to 80 characters):", thread.title || "");
    const title = (answer || "").trim().slice(0, 80);
    if (!title || title === thread.title) return;
    try {
      const body = await api(`/api/threads/${encodeURIComponent(id)}`, { method: "PATCH", json: { title } });
      putThread(body.thread);
    } catch (err) {
      notify(err.message);
    }
  }

  async function deleteThread(id) {
    const thread = threadById(id);
    if (!thread || !window.confirm(`Delete the thread “${thread.title}”? Its messages and what ClauseBot remembers of it are removed.`)) return;
    try {
      await api(`/api/threads/${encodeURIComponent(id)}`, { method: "DELETE" });
    } catch (err) {
      if (err.status !== 404) return notify(err.message);
    }
    notify("Thread deleted.");
    await safely(forgetThread(id));
    if (state.current) {
      const button = ui.threads.querySelector(`li[data-thread="${CSS.escape(state.current)}"] .thread`);
      (button || ui.q).focus();
    }
  }

  async function exportThread() {
    const id = state.current;
    if (!id) return;
    try {
      const res = await request(`/api/threads/${encodeURIComponent(id)}/export`);
      const blob = await res.blob();
      const disposition = res.headers.get("Content-Disposition") || "";
      const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
      const name = m ? decodeURIComponent(m[1]) : "clausebot-thread.md";
      const url = URL.createObjectURL(blob);
      const a = el("a", { href: url, download: name, hidden: true });
      document.body.append(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10000);
    } catch (err) {
      notify(err.message || "The export failed. Try again.");
    }
  }

  // ---------------------------------------------------------------- asking and uploading

  function updateComposer() {
    const busy = !state.current || isBusy(state.current);
    ui.send.disabled = busy;
    ui.upload.disabled = busy;
  }

  function schedulePoll() {
    window.clearTimeout(state.pollTimer);
    const id = state.current;
    if (!id || state.inflight.has(id) || !isBusy(id)) return;
    state.pollTimer = window.setTimeout(() => {
      if (id === state.current) fetchThread(id);
    }, POLL_MS);
  }

  function ask(text) {
    const question = text.trim();
    if (!question || !state.current) return false;
    if (/^(help|\?)$/i.test(question)) {
      showHelp(question);
      return true;
    }
    if (isBusy(state.current)) {
      notify("ClauseBot is still answering in this thread; ask again when it is done.");
      return false;
    }
    exchange(state.current, { text: question });
    return true;
  }

  function showHelp(question) {
    const threadId = state.current;
    addLocal(threadId, { id: localId(), role: "user", text: question, upload: null, status: "done", local: true, at: Date.now() / 1000 });
    addLocal(threadId, localBot("done", null, { kind: "welcome" }));
  }

  function uploadFile(file) {
    if (!file || !state.current) return;
    if (isBusy(state.current)) {
      notify("ClauseBot is still working in this thread; upload again when it is done.");
      return;
    }
    exchange(state.current, { file });
  }

  function exchangeRequest(threadId, { text, file }) {
    if (file) {
      const form = new FormData();
      form.append("thread", threadId);
      form.append("file", file, file.name);
      form.append("stream", "1");
      return request("/api/upload", { method: "POST", form });
    }
    return request("/api/chat", { method: "POST", json: { thread: threadId, text, stream: true } });
  }

  // One question or upload: the user's line at once, then the stream's events in their own thread.
  async function exchange(threadId, what) {
    const temp = addLocal(threadId, {
      id: localId(), role: "user", text: what.text || "", upload: what.file ? what.file.name : null,
      status: "done", local: true, at: Date.now() / 1000,
    });
    state.inflight.add(threadId);
    touchThread(threadId);
    let botId = null;
    let finished = false;
    try {
      const res = await exchangeRequest(threadId, what);
      for await (const ev of events(res)) {
        if (ev.event === "message" && ev.message) {
          if (ev.message.role === "user") removeMessage(threadId, temp.id);
          else botId = ev.message.id;
          upsertMessage(threadId, ev.message);
        } else if (ev.event === "step") {
          setStep(threadId, ev.id, ev.text);
        } else if (ev.event === "partial") {
          setPartial(threadId, ev.id, ev.text);
        } else if (ev.event === "done" && ev.message) {
          upsertMessage(threadId, ev.message);
          finished = true;
        }
      }
      if (!finished && !botId) throw new ApiError("The connection was lost before the answer came. Try again.", "stream_lost");
    } catch (err) {
      const error = err instanceof ApiError ? err : networkError();
      // once the server holds the bot message, polling picks up its end
      if (!botId) addLocal(threadId, localBot("error", error.asReply(), { retry: { ...what, temp: temp.id, transient: error.transient } }));
    } finally {
      state.inflight.delete(threadId);
      touchThread(threadId);
      if (threadId === state.current) updateComposer();
      schedulePoll();
      refreshThreads().catch(() => {});
    }
  }

  // The thread moves to the top of the list and shows whether it is working.
  function touchThread(threadId) {
    const thread = threadById(threadId);
    if (thread) {
      thread.updated = Date.now() / 1000;
      renderThreads();
    }
    if (threadId === state.current) updateComposer();
  }

  // Retry re-sends the question (an upload: the user picks the file again).
  function retry(messageId) {
    const threadId = state.current;
    const log = logOf(threadId);
    const message = log.byId.get(messageId);
    if (!message || isBusy(threadId)) return;
    let what = message.retry;
    if (what) {
      removeMessage(threadId, what.temp);
      removeMessage(threadId, messageId);
    } else {
      const before = log.order.slice(0, log.order.indexOf(messageId)).reverse()
        .map((id) => log.byId.get(id)).find((m) => m.role === "user");
      if (!before) return;
      what = before.upload ? { file: true } : { text: before.text };
    }
    if (what.file) {
      notify("Pick the file again to retry the import.");
      ui.file.click();
    } else {
      exchange(threadId, { text: what.text });
      ui.q.focus();
    }
  }

  async function sendFeedback(button) {
    const article = button.closest("article.msg");
    const message = logOf(state.current).byId.get(article.dataset.id);
    if (!message || !message.reply || !message.reply.reply_id) return;
    const value = button.dataset.value;
    const previous = message.feedback;
    const press = (v) => article.querySelectorAll("button.feedback").forEach((b) => b.setAttribute("aria-pressed", b.dataset.value === v ? "true" : "false"));
    message.feedback = value;
    press(value);
    try {
      await api("/api/feedback", { method: "POST", json: { thread: state.current, reply_id: message.reply.reply_id, value } });
      notify(value === "up" ? "Thanks for the feedback." : "Thanks; this answer is marked as not helpful.");
    } catch (err) {
      message.feedback = previous;
      press(previous);
      notify(err.message);
    }
  }

  async function copyAnswer(button) {
    const message = logOf(state.current).byId.get(button.closest("article.msg").dataset.id);
    const text = message && message.reply ? message.reply.text : "";
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch (_) {
      ok = legacyCopy(text);
    }
    button.textContent = ok ? "Copied" : "Copy failed";
    window.setTimeout(() => { button.textContent = "Copy"; }, 2000);
  }

  function legacyCopy(text) {
    const area = el("textarea", { class: "visually-hidden", "aria-hidden": "true" });
    area.value = text;
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand("copy");
    } catch (_) { /* no clipboard at all */ }
    area.remove();
    return ok;
  }

  // ---------------------------------------------------------------- document view

  const doc = { opener: null, token: 0 };

  async function openDocument(fileId, start, end, opener) {
    doc.opener = opener || document.activeElement;
    doc.token += 1;
    const token = doc.token;
    ui.docCard.replaceChildren(el("h2", { id: "doc-title", class: "card-title", text: fileId }));
    ui.docText.replaceChildren();
    ui.docStatus.textContent = "Loading the contract…";
    if (!ui.doc.open) {
      if (ui.doc.showModal) ui.doc.showModal();
      else ui.doc.setAttribute("open", "");
    }
    ui.docClose.focus();
    const query = new URLSearchParams({ file_id: fileId });
    if (start !== null && end !== null) {
      query.set("start", String(start));
      query.set("end", String(end));
    }
    let body;
    try {
      body = await api(`/api/document?${query}`);
    } catch (err) {
      if (token === doc.token) ui.docStatus.textContent = err.message;
      return;
    }
    if (token !== doc.token) return;
    renderDocument(body);
  }

  function renderDocument(body) {
    if (body.card) ui.docCard.replaceChildren(renderCard(body.card, { full: true }));
    const passages = body.passages || [];
    if (!body.indexed || !passages.length) {
      ui.docStatus.textContent = "This contract's text is still being indexed; try again in a few minutes.";
      return;
    }
    ui.docStatus.textContent = "";
    ui.docText.replaceChildren(...passages.map((p, i) => renderPassage(p, body.highlight, passages[i - 1])));
    const hit = $("mark.hit", ui.docText);
    window.requestAnimationFrame(() => {
      if (hit) hit.scrollIntoView({ block: "center" });
      else ui.docBody.scrollTop = 0;
    });
  }

  // Server offsets count code points; JavaScript strings count UTF-16 units.
  function codePoints(text) {
    return /[\uD800-\uDFFF]/.test(text) ? Array.from(text) : null;
  }

  function sliceText(text, points, a, b) {
    return points ? points.slice(a, b).join("") : text.slice(a, b);
  }

  function passageBody(passage, highlight) {
    const text = passage.text || "";
    const points = codePoints(text);
    const length = points ? points.length : text.length;
    const p = el("p", { dataset: { start: passage.start, end: passage.end } });
    if (!highlight || highlight.end <= passage.start || highlight.start >= passage.end) {
      p.textContent = text;
      return p;
    }
    const a = Math.max(0, Math.min(length, highlight.start - passage.start));
    const b = Math.max(a, Math.min(length, highlight.end - passage.start));
    p.append(sliceText(text, points, 0, a), el("mark", { class: "hit", text: sliceText(text, points, a, b) }), sliceText(text, points, b, length));
    return p;
  }

  // A section's heading is shown once, where it starts, and not when the passage's text begins with it.
  function renderPassage(passage, highlight, previous) {
    const p = passageBody(passage, highlight);
    const squash = (t) => (t || "").replace(/\s+/g, " ").trim().toLowerCase();
    const heading = squash(passage.heading);
    if (!heading || heading === squash(previous && previous.heading) || squash(passage.text).startsWith(heading)) return p;
    delete p.dataset.start;
    delete p.dataset.end;
    return el("section", { dataset: { start: passage.start, end: passage.end } }, el("h3", { text: passage.heading }), p);
  }

  function closeDocument() {
    doc.token += 1;
    if (ui.doc.open) {
      if (ui.doc.close) ui.doc.close();
      else ui.doc.removeAttribute("open");
    }
  }

  function onDocumentClosed() {
    const opener = doc.opener;
    doc.opener = null;
    (opener && opener.isConnected ? opener : ui.q).focus();
  }

  // ---------------------------------------------------------------- phone drawer

  function drawerOpen() {
    return document.body.classList.contains("drawer-open");
  }

  function setDrawer(open) {
    document.body.classList.toggle("drawer-open", open);
    ui.menu.setAttribute("aria-expanded", open ? "true" : "false");
    ui.scrim.hidden = !open;
    ui.main.inert = open;
    ui.footer.inert = open;
  }

  function openDrawer() {
    setDrawer(true);
    const current = ui.threads.querySelector('button.thread[aria-current="true"]');
    (current || ui.newThread).focus();
  }

  function closeDrawer(focusToggle = false) {
    if (!drawerOpen()) return;
    setDrawer(false);
    if (focusToggle) ui.menu.focus();
  }

  // ---------------------------------------------------------------- events

  function onLogClick(e) {
    const button = e.target.closest("button");
    if (!button || !ui.log.contains(button)) return;
    if (button.matches(".example")) ask(button.textContent);
    else if (button.matches(".choice")) ask(`Tell me about \`${button.dataset.choice}\``);
    else if (button.matches(".open-doc")) openDocument(button.dataset.fileId, null, null, button);
    else if (button.matches(".cite")) openCitation(button);
    else if (button.matches(".feedback")) sendFeedback(button);
    else if (button.matches(".copy")) copyAnswer(button);
    else if (button.matches(".retry")) retry(button.closest("article.msg").dataset.id);
  }

  function openCitation(button) {
    const start = button.dataset.start === "" ? null : Number(button.dataset.start);
    const end = button.dataset.end === "" ? null : Number(button.dataset.end);
    openDocument(button.dataset.fileId, start, end, button);
  }

  function onThreadsClick(e) {
    const button = e.target.closest("button");
    const li = button && button.closest("li[data-thread]");
    if (!li) return;
    const id = li.dataset.thread;
    if (button.matches(".thread")) {
      const fromDrawer = drawerOpen();
      if (id !== state.current) safely(openThread(id));
      else closeDrawer();
      if (fromDrawer) ui.q.focus();
    } else if (button.matches(".rename")) {
      safely(renameThread(id));
    } else if (button.matches(".delete")) {
      safely(deleteThread(id));
    }
  }

  function onSubmit(e) {
    e.preventDefault();
    if (ask(ui.q.value)) {
      ui.q.value = "";
      onInput();
    }
  }

  function onKeydown(e) {
    if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      onSubmit(e);
    }
  }

  // Grows the question box with its text; the counter shows near the limit.
  function onInput() {
    ui.q.style.height = "auto";
    ui.q.style.height = `${Math.min(ui.q.scrollHeight, window.innerHeight * 0.35)}px`;
    const n = ui.q.value.length;
    ui.counter.hidden = n < COUNTER_FROM;
    ui.counter.textContent = `${n.toLocaleString("en-US")} / 4,000`;
  }

  function bindDragAndDrop() {
    let depth = 0;
    const hasFiles = (e) => e.dataTransfer && Array.from(e.dataTransfer.types || []).includes("Files");
    ui.main.addEventListener("dragenter", (e) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth += 1;
      ui.main.classList.add("dragging");
    });
    ui.main.addEventListener("dragover", (e) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = "copy";
    });
    ui.main.addEventListener("dragleave", () => {
      depth = Math.max(0, depth - 1);
      if (!depth) ui.main.classList.remove("dragging");
    });
    ui.main.addEventListener("drop", (e) => {
      if (!hasFiles(e)) return; // dropped text goes where it was dropped (e.g. the question box)
      e.preventDefault();
      depth = 0;
      ui.main.classList.remove("dragging");
      const files = e.dataTransfer.files;
      if (files.length > 1) notify(`One file at a time: importing ${files[0].name} only.`);
      if (files[0]) uploadFile(files[0]);
    });
    // a file dropped elsewhere must not replace the page
    window.addEventListener("dragover", (e) => { if (hasFiles(e)) e.preventDefault(); });
    window.addEventListener("drop", (e) => { if (hasFiles(e)) e.preventDefault(); });
  }

  function bind() {
    Object.assign(ui, {
      log: $("#log"), threads: $("#threads"), title: $("#thread-title"), exportBtn: $("#export"),
      menu: $("#menu-toggle"), scrim: $("#scrim"), newThread: $("#new-thread"), main: $("main"),
      composer: $("#composer"), q: $("#q"), counter: $("#q-counter"), upload: $("#upload"), file: $("#file"),
      send: $("#send"), footer: $("body > footer"), notice: $("#notice"), doc: $("#doc"), docCard: $("#doc .doc-card"),
      docText: $("#doc .doc-text"), docStatus: $("#doc .doc-status"), docBody: $("#doc .doc-body"),
      docClose: $("#doc-close"),
    });
    ui.log.addEventListener("click", onLogClick);
    ui.threads.addEventListener("click", onThreadsClick);
    ui.newThread.addEventListener("click", newThread);
    ui.exportBtn.addEventListener("click", exportThread);
    ui.menu.addEventListener("click", () => (drawerOpen() ? closeDrawer(true) : openDrawer()));
    // the drawer exists on phones only: a wider window closes it (and un-inerts the page)
    window.matchMedia("(min-width: 720px)").addEventListener("change", (e) => {
      if (e.matches) closeDrawer();
    });
    ui.scrim.addEventListener("click", () => closeDrawer(true));
    ui.composer.addEventListener("submit", onSubmit);
    ui.q.addEventListener("keydown", onKeydown);
    ui.q.addEventListener("input", onInput);
    ui.upload.addEventListener("click", () => ui.file.click());
    ui.file.addEventListener("change", () => {
      const file = ui.file.files[0];
      ui.file.value = "";
      uploadFile(file);
    });
    ui.docClose.addEventListener("click", closeDocument);
    ui.doc.addEventListener("close", onDocumentClosed);
    ui.doc.addEventListener("click", (e) => {
      if (e.target === ui.doc) {
        const r = ui.doc.getBoundingClientRect();
        const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
        if (!inside) closeDocument();
      }
    });
    document.addEventListener("keydown", (e) => {
      if (e.key !== "Escape") return;
      if (ui.doc.open) {
        e.preventDefault();
        closeDocument();
      } else {
        closeDrawer(true);
      }
    });
    bindDragAndDrop();
  }

  function start() {
    bind();
    updateComposer();
    syncWelcomeTop();
    loadWelcome();
    boot();
  }

  // Opens the last thread (or the newest, or a new one).
  async function boot() {
    try {
      await refreshThreads();
      let saved = null;
      try {
        saved = localStorage.getItem(LAST_THREAD);
      } catch (_) { /* storage off */ }
      const thread = threadById(saved) || state.threads[0] || (await createThread());
      await openThread(thread.id);
    } catch (err) {
      showStartError(err);
    }
  }

  function showStartError(err) {
    const box = el("div", { class: "msg bot error start-error", role: "alert" },
      el("p", { class: "answer", text: `⚠️ ${err.message}` }),
      el("div", { class: "actions" }, el("button", { type: "button", class: "retry-start", text: "Retry" })));
    $(".retry-start", box).addEventListener("click", () => {
      box.remove();
      boot();
    });
    ui.log.append(box);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
