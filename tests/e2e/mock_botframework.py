"""Microsoft's side of a Teams conversation, on localhost in its own thread.

Serves the Bot Framework OpenID metadata and JWKS, the Entra ID token endpoint, the Bot Connector
(`/teams/v3/conversations/...`), Microsoft Graph's shares API and plain file downloads, and records
every call. It runs in a thread because botframework-connector fetches the OpenID metadata with
blocking `requests` on the bot's event loop: a mock on that loop would deadlock.
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
KID = "mock-signing-key"


def new_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@dataclass
class Call:
    method: str
    path: str
    authorization: str | None
    body: Any = None


@dataclass
class MockBotFramework:
    secrets: dict[str, str] = field(default_factory=dict)  # client id -> secret the token endpoint accepts
    key: rsa.RSAPrivateKey = field(default_factory=new_key)
    calls: list[Call] = field(default_factory=list)
    files: dict[str, bytes] = field(default_factory=dict)
    tokens: dict[str, str] = field(default_factory=dict)  # access token -> "bot" or "graph"

    def start(self) -> MockBotFramework:
        mock = self
        counter = itertools.count(1)

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                path = urlsplit(self.path).path
                mock._record("GET", path, None, self.headers.get("Authorization"))
                if path == "/openid/.well-known/openidconfiguration":
                    self._json(200, {"issuer": ISSUER, "jwks_uri": f"{mock.base_url}/openid/keys",
                                     "id_token_signing_alg_values_supported": ["RS256"]})  # fmt: skip
                elif path == "/openid/keys":
                    jwk = json.loads(RSAAlgorithm.to_jwk(mock.key.public_key()))
                    self._json(
                        200, {"keys": [{**jwk, "kid": KID, "use": "sig", "endorsements": ["msteams"]}]}
                    )
                elif path.startswith("/download/"):
                    self._file(unquote(path.removeprefix("/download/")))
                elif path.startswith("/graph/v1.0/shares/") and path.endswith("/driveItem/content"):
                    if not mock._authorized(self.headers.get("Authorization"), "graph"):
                        return self._json(401, {"error": {"code": "InvalidAuthenticationToken"}})
                    share = path.removeprefix("/graph/v1.0/shares/").removesuffix("/driveItem/content")
                    url = base64.urlsafe_b64decode(share.removeprefix("u!") + "==").decode()
                    self.send_response(302)
                    self.send_header("Location", f"{mock.base_url}/download{quote(urlsplit(url).path)}")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                else:
                    self._json(404, {"error": "not found"})

            def do_POST(self) -> None:
                self._write("POST")

            def do_PUT(self) -> None:
                self._write("PUT")

            def _write(self, method: str) -> None:
                path = urlsplit(self.path).path
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if path.endswith("/oauth2/v2.0/token"):
                    form = {k: v[0] for k, v in parse_qs(raw.decode()).items()}
                    mock._record(method, path, form.get("scope"), None)
                    if mock.secrets.get(form.get("client_id", "")) != form.get("client_secret"):
                        return self._json(401, {"error": "invalid_client"})
                    token = f"mock-token-{next(counter)}"
                    mock.tokens[token] = "bot" if "api.botframework.com" in form.get("scope", "") else "graph"
                    return self._json(
                        200, {"token_type": "Bearer", "expires_in": 3599, "access_token": token}
                    )
                body = json.loads(raw or b"null")
                mock._record(method, unquote(path), body, self.headers.get("Authorization"))
                if path.startswith("/teams/v3/conversations/"):
                    if mock.secrets and not mock._authorized(self.headers.get("Authorization"), "bot"):
                        return self._json(401, {"error": {"code": "Unauthorized"}})
                    return self._json(200, {"id": f"bot-activity-{next(counter)}"})
                self._json(404, {"error": "not found"})

            def _file(self, name: str) -> None:
                data = mock.files.get(name)
                if data is None:
                    return self._json(404, {"error": "no such file"})
                self.send_response(200)
                self.send_header("Content-Type", "application/octet-stream")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _json(self, status: int, body: Any) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
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

    def token(self, audience: str, service_url: str | None = None, *, expires_in: int = 3600,
              key: rsa.RSAPrivateKey | None = None, kid: str = KID, issuer: str = ISSUER) -> str:  # fmt: skip
        """A Bot Framework channel token, as the Bot Connector service signs it."""
        now = int(time.time())
        claims = {"iss": issuer, "aud": audience, "serviceurl": service_url or self.service_url,
                  "nbf": now - 60, "iat": now - 60, "exp": now + expires_in}  # fmt: skip
        return jwt.encode(claims, key or self.key, algorithm="RS256", headers={"kid": kid})

    # --- what the bot did -----------------------------------------------------------------

    def connector_calls(self) -> list[Call]:
        return [c for c in list(self.calls) if c.path.startswith("/teams/")]

    def _record(self, method: str, path: str, body: Any, authorization: str | None) -> None:
        self.calls.append(Call(method, path, authorization, body))

    def _authorized(self, header: str | None, audience: str) -> bool:
        return self.tokens.get((header or "").removeprefix("Bearer ")) == audience
