"""The web chat's access policy, its pure parts (bot/web_security.py); over HTTP:
tests/e2e/test_webchat_security.py."""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

from bot.web_security import (
    SESSION_TTL_S,
    THREAD_PATTERN,
    ChatPolicy,
    accepted_hosts,
    csrf_token,
    host_name,
    is_loopback,
    new_session,
    same_origin,
    session_id,
)
from core.settings import Settings, WebSettings

TOKEN = "a-long-enough-token-1234"


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("127.1.2.3", True),
        ("::1", True),
        ("[::1]", True),
        ("localhost", True),
        ("LOCALHOST.", True),
        ("0.0.0.0", False),
        ("::", False),
        ("", False),
        ("192.168.1.5", False),
        ("clausebot.example.com", False),
        ("localhost.evil.example", False),
    ],
)
def test_loopback_addresses(host: str, loopback: bool) -> None:
    assert is_loopback(host) is loopback


@pytest.mark.parametrize(
    ("header", "name"),
    [
        ("Example.COM:8000", "example.com"),
        ("example.com", "example.com"),
        ("example.com.", "example.com"),
        ("[::1]:8000", "::1"),
        ("::1", "::1"),
        ("user@evil.example:80", "evil.example"),
        ("[broken", ""),
    ],
)
def test_host_names(header: str, name: str) -> None:
    assert host_name(header) == name


def test_accepted_hosts_are_loopback_the_bound_host_and_the_configured_ones() -> None:
    assert accepted_hosts(WebSettings()) == {"localhost", "127.0.0.1", "::1"}
    assert "0.0.0.0" not in accepted_hosts(WebSettings(host="0.0.0.0"))
    hosts = accepted_hosts(WebSettings(host="10.0.0.7", allowed_hosts=["Chat.Example.com:443", " "]))
    assert {"10.0.0.7", "chat.example.com"} <= hosts and "" not in hosts


@pytest.mark.parametrize(
    ("source", "ok"),
    [
        ("http://127.0.0.1:8000", True),
        ("http://127.0.0.1:8000/some/page?x=1", True),  # a Referer
        ("https://127.0.0.1:8000", True),  # TLS ends at a proxy
        ("https://chat.example.com", True),  # allowed_hosts
        ("http://127.0.0.1:8001", False),  # another local app
        ("http://localhost:8000", False),  # another origin, though the same machine
        ("http://evil.example", False),
        ("http://127.0.0.1:8000.evil.example", False),
        ("null", False),
        ("file://", False),
        ("javascript:alert(1)", False),
        ("", False),
    ],
)
def test_same_origin(source: str, ok: bool) -> None:
    assert same_origin(source, "127.0.0.1:8000", frozenset({"chat.example.com"})) is ok


def test_sessions_are_signed_and_expire() -> None:
    key, other = b"k" * 32, b"o" * 32
    cookie = new_session(key, now=1_000_000)
    sid = session_id(key, cookie, now=1_000_100)
    assert sid and sid in cookie
    assert session_id(other, cookie, now=1_000_100) is None
    assert session_id(key, cookie, now=1_000_000 + SESSION_TTL_S) is None
    sid_part, issued, mac = cookie.split(".")
    assert session_id(key, f"{sid_part}.{int(issued) + 1}.{mac}", now=1_000_100) is None
    assert session_id(key, f"x{sid_part}.{issued}.{mac}", now=1_000_100) is None
    for junk in (None, "", "a.b", "a.b.c.d", f"{sid_part}.-5.{mac}", f"{sid_part}.{issued}.é"):
        assert session_id(key, junk) is None
    assert csrf_token(key, sid) != csrf_token(key, sid + "x") != csrf_token(other, sid)
    assert new_session(key) != new_session(key)


def test_modes() -> None:
    assert ChatPolicy.from_settings(WebSettings()).mode == "open"
    assert ChatPolicy.from_settings(WebSettings(host="localhost")).mode == "open"
    off = ChatPolicy.from_settings(WebSettings(host="0.0.0.0"))
    assert off.mode == "off" and "CLAUSEBOT_WEB__CHAT_TOKEN" in off.reason
    assert ChatPolicy.from_settings(WebSettings(host="0.0.0.0", chat_token=TOKEN)).mode == "token"
    assert ChatPolicy.from_settings(WebSettings(chat_token=TOKEN)).mode == "token"
    assert ChatPolicy.from_settings(WebSettings(chat=False, chat_token=TOKEN)).mode == "off"
    # the token's key is stable across restarts; open mode's is random per process
    a, b = (ChatPolicy.from_settings(WebSettings(chat_token=TOKEN)) for _ in range(2))
    assert a.key == b.key != ChatPolicy.from_settings(WebSettings(chat_token=TOKEN + "x")).key
    assert ChatPolicy.from_settings(WebSettings()).key != ChatPolicy.from_settings(WebSettings()).key


def test_a_short_token_is_refused_at_startup(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValidationError, match="at least 16 characters"):
        WebSettings(chat_token="secret")
    monkeypatch.setenv("CLAUSEBOT_WEB__CHAT_TOKEN", TOKEN)
    monkeypatch.setenv("CLAUSEBOT_WEB__ALLOWED_HOSTS", '["chat.example.com"]')
    s = Settings(_env_file=None)
    assert s.web.chat_token and TOKEN not in repr(s) and s.web.allowed_hosts == ["chat.example.com"]


@pytest.mark.parametrize(
    ("thread", "ok"),
    [
        ("0f" * 16, True),
        ("t-supply-" + "ab" * 12, True),
        ("1", False),
        ("t-supply", False),
        ("a" * 15, False),
        ("a" * 101, False),
        ("a" * 16 + "/x", False),
        ("a" * 16 + ".", False),
    ],
)
def test_thread_ids(thread: str, ok: bool) -> None:
    assert (re.fullmatch(THREAD_PATTERN, thread) is not None) is ok


def test_the_open_chats_sessions_survive_a_restart_and_are_renewed_while_used() -> None:
    from bot.web_security import SESSION_TTL_S, new_session, renewed_session, session_id

    a, b = (ChatPolicy.from_settings(WebSettings(), "kept secret") for _ in range(2))
    assert a.key == b.key != ChatPolicy.from_settings(WebSettings(), "another").key
    now = 1_800_000_000.0
    cookie = new_session(a.key, now)
    sid = session_id(a.key, cookie, now)
    assert renewed_session(a.key, cookie, now + 60) is None, "a young session needs no renewal"
    later = now + SESSION_TTL_S * 0.75
    renewed = renewed_session(a.key, cookie, later)
    assert renewed is not None and session_id(a.key, renewed, later + SESSION_TTL_S * 0.5) == sid
    assert session_id(a.key, cookie, later + SESSION_TTL_S * 0.5) is None, "the old cookie lapses"
    assert renewed_session(a.key, "forged.1.x", later) is None
