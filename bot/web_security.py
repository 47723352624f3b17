"""Who may use the web chat, and from where: the checks in front of `/`, `/login`, `/api/chat`, `/api/upload`.

They guard the web chat's routes only (`guarded` wraps each handler); `/healthz`, `/slack/events` and
`/api/messages` share the server but are called by Slack and Microsoft, with their own signatures.

- **Mode.** `off` when `CLAUSEBOT_WEB__CHAT=false`, or when the server binds a non-loopback address
  and no `CLAUSEBOT_WEB__CHAT_TOKEN` is set: the chat's routes answer 404. `token` when a token is set:
  a browser logs in once (`/?token=...` or the login form) and gets a session cookie. `open` on a
  loopback address without a token (`make run`): no login, but only for direct local requests (a
  loopback peer, no proxy's forwarding headers).
- **Host.** The `Host` header must name loopback, the bound host or one of `allowed_hosts` (421
  otherwise): a DNS-rebinding page reaches the server under its own name.
- **Session.** An HttpOnly, SameSite=Strict cookie signed with HMAC (key derived from the token, or
  random per process in open mode); a CSRF token derived from the session is embedded in the page
  and must come back as `X-CSRF-Token` on every POST, which no cross-origin form can send.
- **Origin.** A POST whose `Origin` (or, absent, `Referer`) is not this server's, or whose
  `Sec-Fetch-Site` is cross-site or same-site, is refused (403) before its body is read.
"""

from __future__ import annotations

import hashlib
import hmac
import html
import ipaddress
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Literal
from urllib.parse import urlsplit

from aiohttp import web

from bot.types import Reply
from core.settings import WebSettings

log = logging.getLogger(__name__)

Mode = Literal["open", "token", "off"]
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

SESSION_COOKIE = "clausebot_session"
CSRF_HEADER = "X-CSRF-Token"
SESSION_TTL_S = 7 * 24 * 3600
THREAD_PATTERN = r"^[A-Za-z0-9_-]{16,100}$"  # the page makes 32 hex characters per thread
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
FORWARDING_HEADERS = ("Forwarded", "X-Forwarded-For", "X-Forwarded-Host", "X-Real-IP")
SAFE_FETCH_SITES = frozenset({"same-origin", "none"})
CSP_PAGE = (
    "default-src 'self'; script-src 'nonce-{nonce}'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
CSP_OTHER = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"


class Refused(Exception):
    """A request the web chat does not serve: the status and a message for the person."""

    def __init__(self, status: int, code: str, text: str) -> None:
        super().__init__(text)
        self.status, self.code, self.text = status, code, text


# --- pure helpers -------------------------------------------------------------------------------


def is_loopback(host: str) -> bool:
    """'127.0.0.1', '::1', '[::1]', 'localhost': a bind address only this machine reaches."""
    name = host.strip().strip("[]").lower().rstrip(".")
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def host_name(host: str) -> str:
    """The name of a Host header or URL netloc, without port, brackets or trailing dot, lowercased."""
    h = host.strip().lower()
    if "@" in h:
        h = h.rsplit("@", 1)[1]
    if h.startswith("["):
        end = h.find("]")
        return h[1:end] if end > 0 else ""
    if h.count(":") == 1:
        h = h.split(":", 1)[0]
    return h.rstrip(".")


def accepted_hosts(web_settings: WebSettings) -> frozenset[str]:
    """Loopback names, the bound host (unless a wildcard) and the configured extra names."""
    names = set(LOOPBACK_NAMES) | {host_name(h) for h in web_settings.allowed_hosts if h.strip()}
    bound = host_name(web_settings.host)
    if bound and bound not in ("0.0.0.0", "::"):
        names.add(bound)
    return frozenset(names)


def same_origin(source: str, host_header: str, extra: frozenset[str]) -> bool:
    """Whether an Origin or Referer URL is this server: the same host and port as the request's
    Host header, or a name in `allowed_hosts` (a TLS proxy in front may rewrite Host)."""
    try:
        parts = urlsplit(source.strip())
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return False
    netloc = parts.netloc.lower().rsplit("@", 1)[-1]
    return netloc == host_header.strip().lower() or host_name(netloc) in extra


def _mac(key: bytes, purpose: str, payload: str) -> str:
    return hmac.new(key, f"{purpose}:{payload}".encode(), hashlib.sha256).hexdigest()


def new_session(key: bytes, now: float | None = None) -> str:
    """A cookie value `id.issued.mac`: a random session id, when it was issued, and its HMAC."""
    payload = f"{secrets.token_urlsafe(24)}.{int(time.time() if now is None else now)}"
    return f"{payload}.{_mac(key, 'session', payload)}"


def session_id(key: bytes, cookie: str | None, now: float | None = None) -> str | None:
    """The session id of a valid, unexpired cookie value; None otherwise."""
    if not cookie or cookie.count(".") != 2:
        return None
    sid, issued, mac = cookie.split(".")
    expected = _mac(key, "session", f"{sid}.{issued}")
    if not hmac.compare_digest(mac.encode(), expected.encode()) or not issued.isdigit():
        return None
    age = (time.time() if now is None else now) - int(issued)
    return sid if -60 <= age < SESSION_TTL_S else None


def csrf_token(key: bytes, sid: str) -> str:
    return _mac(key, "csrf", sid)


def token_matches(given: str, token: str) -> bool:
    return hmac.compare_digest(given.encode(), token.encode())


# --- the policy ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChatPolicy:
    mode: Mode
    hosts: frozenset[str]  # Host names accepted
    extra_origins: frozenset[str]  # allowed_hosts: names an Origin may carry besides the Host header
    key: bytes  # signs session cookies and CSRF tokens
    token: str | None = None
    reason: str = ""  # why the chat is off

    @classmethod
    def from_settings(cls, web_settings: WebSettings, open_secret: str | None = None) -> ChatPolicy:
        """`open_secret` signs the open chat's sessions (`Settings.web_session_secret`: kept across
        restarts); without it, a random key (sessions end with the process)."""
        token = web_settings.chat_token.get_secret_value() if web_settings.chat_token else None
        hosts = accepted_hosts(web_settings)
        extra = frozenset(host_name(h) for h in web_settings.allowed_hosts if h.strip())
        if not web_settings.chat:
            return cls("off", hosts, extra, b"", reason="The web chat is turned off (CLAUSEBOT_WEB__CHAT).")
        if token is not None:
            key = hmac.new(token.encode(), b"clausebot web chat sessions", hashlib.sha256).digest()
            return cls("token", hosts, extra, key, token=token)
        if is_loopback(web_settings.host):
            key = (
                hmac.new(open_secret.encode(), b"clausebot open web chat sessions", hashlib.sha256).digest()
                if open_secret
                else secrets.token_bytes(32)
            )
            return cls("open", hosts, extra, key)
        return cls(
            "off",
            hosts,
            extra,
            b"",
            reason=f"The web chat is off: this server listens on {web_settings.host}, and on a "
            "non-loopback address it needs CLAUSEBOT_WEB__CHAT_TOKEN.",
        )

    # the checks, in the order `guarded` runs them; each raises Refused

    def check_reachable(self, request: web.Request) -> None:
        if self.mode == "off":
            raise Refused(404, "chat_off", self.reason)
        if host_name(request.host) not in self.hosts:
            raise Refused(
                421,
                "unknown_host",
                f"This server does not answer the web chat as {host_name(request.host)!r}: "
                "add the name to CLAUSEBOT_WEB__ALLOWED_HOSTS.",
            )
        if self.mode == "open" and not _direct_local(request):
            raise Refused(
                403,
                "not_local",
                "Without CLAUSEBOT_WEB__CHAT_TOKEN the web chat answers only this machine, not a proxy.",
            )

    def check_origin(self, request: web.Request) -> None:
        site = request.headers.get("Sec-Fetch-Site")
        source = request.headers.get("Origin") or request.headers.get("Referer")
        if (site is not None and site not in SAFE_FETCH_SITES) or (
            source is not None and not same_origin(source, request.host, self.extra_origins)
        ):
            log.warning("web chat: refused a cross-origin %s %s (%s)", request.method, request.path, source)
            raise Refused(403, "cross_origin", "Cross-origin requests are refused. Nothing was done.")

    def session(self, request: web.Request) -> str | None:
        return session_id(self.key, request.cookies.get(SESSION_COOKIE))

    def check_session(self, request: web.Request) -> str:
        sid = self.session(request)
        if sid is not None:
            return sid
        if self.mode == "token":
            raise Refused(
                401, "login_required", "Log in first: open the chat page with ?token=<access token>."
            )
        raise Refused(403, "no_session", "Your session has expired: reload the page.")

    def check_csrf(self, request: web.Request, sid: str) -> None:
        given = request.headers.get(CSRF_HEADER, "")
        if not hmac.compare_digest(given.encode(), csrf_token(self.key, sid).encode()):
            raise Refused(403, "csrf", "Missing or wrong CSRF token: reload the page. Nothing was done.")


def _direct_local(request: web.Request) -> bool:
    remote = request.remote or ""
    return is_loopback(remote) and not any(h in request.headers for h in FORWARDING_HEADERS)


def _is_https(request: web.Request) -> bool:
    proto = request.headers.get("X-Forwarded-Proto", "").split(",")[0].strip().lower()
    return request.secure or proto == "https"


def set_session_cookie(request: web.Request, response: web.StreamResponse, value: str) -> None:
    response.set_cookie(
        SESSION_COOKIE,
        value,
        max_age=SESSION_TTL_S,
        path="/",
        httponly=True,
        samesite="Strict",
        secure=_is_https(request),
    )


# --- responses ----------------------------------------------------------------------------------


def json_refusal(refused: Refused) -> web.Response:
    reply = Reply(text=refused.text, error_code=refused.code)
    return web.json_response(text=reply.model_dump_json(), status=refused.status)


def page_refusal(refused: Refused) -> web.Response:
    if refused.status == 401:
        return login_page(refused.text, refused.status)
    return web.Response(text=f"ClauseBot: {refused.text}\n", status=refused.status)


LOGIN_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>ClauseBot — log in</title>
<style>body{{font:15px/1.45 -apple-system,"Segoe UI",Roboto,sans-serif;max-width:420px;margin:12vh auto;padding:0 16px}}
input{{width:100%;padding:10px;margin:8px 0;font:inherit}}button{{padding:8px 14px;font:inherit}}</style></head>
<body><h1>ClauseBot</h1><p>{message}</p>
<form method="post" action="/login"><label>Access token <input name="token" type="password" autocomplete="current-password" autofocus required></label>
<button type="submit">Log in</button></form></body></html>
"""

LOGGED_IN_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=/"><title>ClauseBot</title></head>
<body><p>Logged in. <a href="/">Open the chat</a>.</p></body></html>
"""


def login_page(message: str, status: int = 401) -> web.Response:
    return web.Response(
        text=LOGIN_PAGE.format(message=html.escape(message)), status=status, content_type="text/html"
    )


def logged_in(request: web.Request, policy: ChatPolicy) -> web.Response:
    """The session cookie, and a same-origin hop to `/` that drops the token from the address bar.
    A browser that is logged in already keeps its session (its threads are the session's).

    Not a 30x: after a link from another site, a SameSite=Strict cookie would not ride the redirect."""
    response = web.Response(text=LOGGED_IN_PAGE, content_type="text/html")
    if policy.session(request) is not None:
        current = request.cookies[SESSION_COOKIE]
        set_session_cookie(request, response, renewed_session(policy.key, current) or current)
    else:
        set_session_cookie(request, response, new_session(policy.key))
    return response


def renewed_session(key: bytes, cookie: str | None, now: float | None = None) -> str | None:
    """The same session with a new issue time, once a valid cookie is past half its life (so an
    active user's session, and their threads, never lapse); None when it needs no renewal."""
    sid = session_id(key, cookie, now)
    if sid is None or cookie is None:
        return None
    issued = int(cookie.split(".")[1])
    at = time.time() if now is None else now
    if at - issued < SESSION_TTL_S / 2:
        return None
    payload = f"{sid}.{int(at)}"
    return f"{payload}.{_mac(key, 'session', payload)}"


def harden(response: web.StreamResponse, csp: str = CSP_OTHER) -> None:
    response.headers.setdefault("Content-Security-Policy", csp)
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["Cache-Control"] = "no-store"


# --- the guard ----------------------------------------------------------------------------------


def guarded(policy: ChatPolicy, handler: Handler, *, post: bool, content_type: str | None = None) -> Handler:
    """`handler` behind the web chat's checks. A POST needs a same-origin request, a session and
    its CSRF token (and `content_type`, when given) before its body is read."""

    async def wrapper(request: web.Request) -> web.StreamResponse:
        try:
            policy.check_reachable(request)
            if post:
                policy.check_origin(request)
                policy.check_csrf(request, policy.check_session(request))
                if content_type is not None and request.content_type != content_type:
                    raise Refused(415, "bad_content_type", f"Send {content_type}.")
            response = await handler(request)
        except Refused as refused:
            is_api = request.path.startswith("/api/")
            response = json_refusal(refused) if is_api else page_refusal(refused)
        harden(response)
        return response

    return wrapper
