"""Microsoft's side of a Teams conversation, on localhost in its own thread.

Serves the Bot Framework OpenID metadata and JWKS, the Entra ID token endpoint, the Bot Connector
(`/teams/v3/conversations/...`, refusing a message over 28 KB with 413 as Teams does), Microsoft
Graph's shares API and plain file downloads, and records every call (with its body's size). It runs
in a thread because botframework-connector fetches the OpenID metadata with blocking `requests` on
the bot's event loop: a mock on that loop would deadlock.
"""

from __future__ import annotations

import base64
import itertools
import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

import jwt
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm

ISSUER = "https://api.botframework.com"
MAX_MESSAGE_BYTES = 28 * 1024
KID = "mock-signing-key"


def new_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@dataclass
class Call:
    method: str
    path: str
    authorization: str | None
    body: Any = None
    size: int = 0  # bytes of the request body as the bot sent it


class _Handler(BaseHTTPRequestHandler):
    """One request to the mock: recorded on `server.mock`, then answered by the route for its path."""

    server: _Server

    def log_message(self, *args: Any) -> None:
        pass

    @property
    def mock(self) -> MockBotFramework:
        return self.server.mock

    @property
    def path_only(self) -> str:
        return urlsplit(self.path).path

    # --- GET: OpenID metadata and keys, downloads, Graph shares --------------------------------

    def do_GET(self) -> None:
        path = self.path_only
        self.mock._record("GET", path, None, self.headers.get("Authorization"))
        if path == "/openid/.well-known/openidconfiguration":
            self._openid_configuration()
        elif path == "/openid/keys":
            self._keys()
        elif path.startswith("/download/"):
            self._file(unquote(path.removeprefix("/download/")))
        elif path.startswith("/graph/v1.0/shares/") and path.endswith("/driveItem/content"):
            self._share(path)
        else:
            self._json(404, {"error": "not found"})

    def _openid_configuration(self) -> None:
        time.sleep(self.mock.metadata_delay_s)  # a slow Microsoft endpoint (this is the mock's own thread)
        self._json(
            200,
            {
                "issuer": ISSUER,
                "jwks_uri": f"{self.mock.base_url}/openid/keys",
                "id_token_signing_alg_values_supported": ["RS256"],
            },
        )

    def _keys(self) -> None:
        jwk = json.loads(RSAAlgorithm.to_jwk(self.mock.key.public_key()))
        self._json(200, {"keys": [{**jwk, "kid": KID, "use": "sig", "endorsements": ["msteams"]}]})

    def _share(self, path: str) -> None:
        """Graph's shares API: with a Graph token, a redirect to the file behind the sharing URL."""
        if not self.mock._authorized(self.headers.get("Authorization"), "graph"):
            return self._json(401, {"error": {"code": "InvalidAuthenticationToken"}})
        share = path.removeprefix("/graph/v1.0/shares/").removesuffix("/driveItem/content")
        url = base64.urlsafe_b64decode(share.removeprefix("u!") + "==").decode()
        self.send_response(302)
        self.send_header("Location", f"{self.mock.base_url}/download{quote(urlsplit(url).path)}")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def _file(self, name: str) -> None:
        data = self.mock.files.get(name)
        if data is None:
            return self._json(404, {"error": "no such file"})
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    # --- POST and PUT: Entra ID tokens, the Bot Connector ---------------------------------------

    def do_POST(self) -> None:
        self._write("POST")

    def do_PUT(self) -> None:
        self._write("PUT")

    def _write(self, method: str) -> None:
        path = self.path_only
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if path.endswith("/oauth2/v2.0/token"):
            return self._token(method, path, raw)
        self.mock._record(
            method, unquote(path), json.loads(raw or b"null"), self.headers.get("Authorization"), len(raw)
        )
        if path.startswith("/teams/v3/conversations/"):
            return self._connector(len(raw))
        self._json(404, {"error": "not found"})

    def _token(self, method: str, path: str, raw: bytes) -> None:
        """The client-credentials grant: a token for the Bot Connector or for Graph, by scope."""
        form = {k: v[0] for k, v in parse_qs(raw.decode()).items()}
        self.mock._record(method, path, form.get("scope"), None)
        if self.mock.secrets.get(form.get("client_id", "")) != form.get("client_secret"):
            return self._json(401, {"error": "invalid_client"})
        token = f"mock-token-{next(self.server.counter)}"
        self.mock.tokens[token] = "bot" if "api.botframework.com" in form.get("scope", "") else "graph"
        self._json(200, {"token_type": "Bearer", "expires_in": 3599, "access_token": token})

    def _connector(self, size: int) -> None:
        if self.mock.secrets and not self.mock._authorized(self.headers.get("Authorization"), "bot"):
            return self._json(401, {"error": {"code": "Unauthorized"}})
        if size > MAX_MESSAGE_BYTES:  # Teams refuses a bot message over 28 KB
            return self._json(
                413, {"error": {"code": "RequestEntityTooLarge", "message": "Message too large"}}
            )
        self._json(200, {"id": f"bot-activity-{next(self.server.counter)}"})

    def _json(self, status: int, body: Any) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


class _Server(ThreadingHTTPServer):
    def __init__(self, mock: MockBotFramework) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.mock = mock
        self.counter = itertools.count(1)


@dataclass
class MockBotFramework:
    secrets: dict[str, str] = field(default_factory=dict)  # client id -> secret the token endpoint accepts
    key: rsa.RSAPrivateKey = field(default_factory=new_key)
    calls: list[Call] = field(default_factory=list)
    files: dict[str, bytes] = field(default_factory=dict)
    tokens: dict[str, str] = field(default_factory=dict)  # access token -> "bot" or "graph"
    metadata_delay_s: float = 0.0  # how long the OpenID metadata takes to answer

    def start(self) -> MockBotFramework:
        self._server = _Server(self)
        self.base_url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(
            target=self._server.serve_forever, name="mock-botframework", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    # --- what the bot is configured with --------------------------------------------------

    @property
    def openid_url(self) -> str:
        return f"{self.base_url}/openid/.well-known/openidconfiguration"

    @property
    def service_url(self) -> str:
        return f"{self.base_url}/teams/"

    @property
    def login_base_url(self) -> str:
        return f"{self.base_url}/login"

    @property
    def graph_base_url(self) -> str:
        return f"{self.base_url}/graph/v1.0"

    def add_download(self, name: str, data: bytes) -> str:
        """A file behind a pre-authenticated download URL (1:1 uploads)."""
        self.files[name] = data
        return f"{self.base_url}/download/{quote(name)}"

    def add_sharepoint(self, name: str, data: bytes) -> str:
        """A file in a channel's SharePoint folder; returns its sharing URL."""
        path = f"/sites/Legal/Shared Documents/General/{name}"
        self.files[path.lstrip("/")] = data
        return f"https://contoso.sharepoint.com{path}"

    # --- what the channel sends -----------------------------------------------------------

    def token(
        self,
        audience: str,
        service_url: str | None = None,
        *,
        expires_in: int = 3600,
        key: rsa.RSAPrivateKey | None = None,
        kid: str = KID,
        issuer: str = ISSUER,
    ) -> str:
        """A Bot Framework channel token, as the Bot Connector service signs it."""
        now = int(time.time())
        claims = {
            "iss": issuer,
            "aud": audience,
            "serviceurl": service_url or self.service_url,
            "nbf": now - 60,
            "iat": now - 60,
            "exp": now + expires_in,
        }
        return jwt.encode(claims, key or self.key, algorithm="RS256", headers={"kid": kid})

    # --- what the bot did -----------------------------------------------------------------

    def connector_calls(self) -> list[Call]:
        return [c for c in list(self.calls) if c.path.startswith("/teams/")]

    def _record(self, method: str, path: str, body: Any, authorization: str | None, size: int = 0) -> None:
        self.calls.append(Call(method, path, authorization, body, size))

    def _authorized(self, header: str | None, audience: str) -> bool:
        return self.tokens.get((header or "").removeprefix("Bearer ")) == audience
