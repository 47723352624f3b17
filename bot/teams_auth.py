"""Bot Framework authentication for Teams, built from `TeamsSettings`.

Inbound: the SDK validates every request's JWT (issuer, audience = our app id, `serviceurl` claim,
signature against the keys in the OpenID metadata, expiry); `openid_metadata_url` overrides the
metadata URL (tests point it at a local mock). Outbound: tokens come from Entra ID's
client-credentials endpoint under `login_base_url` (the SDK's MSAL path only accepts https
authorities on Microsoft's hosts), cached until shortly before they expire.

Emulator mode (`allow_anonymous`, no app id) checks no token, so nothing in an activity can
be trusted: the bot only replies to a loopback `serviceUrl` (the local emulator), and every
activity belongs to one tenant, `EMULATOR_TENANT`, whatever it claims.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from urllib.parse import urlsplit

import requests
from botbuilder.schema import Activity
from botframework.connector.auth import (
    AppCredentials,
    AuthenticateRequestResult,
    AuthenticationConstants,
    BotFrameworkAuthentication,
    BotFrameworkAuthenticationFactory,
    ChannelValidation,
    ManagedIdentityServiceClientCredentialsFactory,
    MicrosoftAppCredentials,
    ServiceClientCredentialsFactory,
)
from msrest.authentication import Authentication

from bot.errors import BotError
from core.settings import TeamsSettings

log = logging.getLogger(__name__)

AUTH_TIMEOUT_S = 10.0  # longest a request waits for the OpenID metadata before it is refused with 503
EMULATOR_TENANT = "emulator"  # the one tenant of emulator mode (`teams:emulator`)
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "::1", "localhost"})


def is_anonymous(teams: TeamsSettings) -> bool:
    """Emulator mode: no app id (unset or empty), so the SDK authenticates no request."""
    return not teams.app_id


def is_loopback_url(url: str | None) -> bool:
    """An http(s) URL on 127.0.0.1, [::1] or localhost, without user info (a strict allow-list:
    other spellings of a loopback address are refused too)."""
    if not isinstance(url, str) or "\\" in url:
        return False
    try:
        parts = urlsplit(url)
        host, _ = parts.hostname, parts.port  # .port raises for a malformed port
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or parts.username is not None or parts.password is not None:
        return False
    return (host or "").lower() in LOOPBACK_HOSTS


class TokenError(BotError):
    """Entra ID refused or failed to issue an access token."""

    code = "teams_token"


class ClientCredentialsToken:
    """An OAuth2 client-credentials access token, fetched on demand and cached (thread-safe)."""

    def __init__(self, login_base_url: str, tenant: str, client_id: str, secret: str, scope: str) -> None:
        self.url = f"{login_base_url.rstrip('/')}/{tenant}/oauth2/v2.0/token"
        self.client_id = client_id
        self.secret = secret
        self.scope = scope if scope.endswith("/.default") else scope.rstrip("/") + "/.default"
        self._token: tuple[str, float] | None = None
        self._lock = threading.Lock()

    def get(self) -> str:
        with self._lock:
            if self._token is None or self._token[1] < time.monotonic():
                self._token = self._fetch()
            return self._token[0]

    def _fetch(self) -> tuple[str, float]:
        form = {
            "grant_type": "client_credentials",
            "client_id": self.client_id,
            "client_secret": self.secret,
            "scope": self.scope,
        }
        try:
            response = requests.post(self.url, data=form, timeout=15)
            body = response.json()
        except (requests.RequestException, ValueError) as e:
            raise TokenError(f"token endpoint unreachable: {type(e).__name__}") from e
        if response.status_code != 200 or "access_token" not in body:
            raise TokenError(f"token refused for {self.scope}: {body.get('error', response.status_code)}")
        log.debug("new access token for %s", self.scope)
        return body["access_token"], time.monotonic() + int(body.get("expires_in", 3600)) - 300


class _BotCredentials(AppCredentials):
    """What the SDK's connector client signs outbound requests with."""

    def __init__(self, app_id: str, token: ClientCredentialsToken) -> None:
        super().__init__(app_id=app_id, oauth_scope=token.scope)
        self.token = token

    def get_access_token(self, force_refresh: bool = False) -> str:
        return self.token.get()


class BotCredentialsFactory(ServiceClientCredentialsFactory):
    """App id + client secret of the bot registration (MultiTenant or SingleTenant)."""

    def __init__(self, teams: TeamsSettings) -> None:
        self.teams = teams
        self._tokens: dict[str, ClientCredentialsToken] = {}

    async def is_valid_app_id(self, app_id: str) -> bool:
        return bool(self.teams.app_id) and app_id == self.teams.app_id

    async def is_authentication_disabled(self) -> bool:
        return not self.teams.app_id

    async def create_credentials(
        self, app_id: str, oauth_scope: str, login_endpoint: str, validate_authority: bool
    ) -> Authentication:
        if await self.is_authentication_disabled():
            return MicrosoftAppCredentials.empty()
        if not await self.is_valid_app_id(app_id):
            raise PermissionError("outbound credentials requested for another app id")
        scope = oauth_scope or AuthenticationConstants.TO_CHANNEL_FROM_BOT_OAUTH_SCOPE
        if scope not in self._tokens:
            tenant = (self.teams.tenant_id if self.teams.app_type == "SingleTenant" else None) or (
                AuthenticationConstants.DEFAULT_CHANNEL_AUTH_TENANT
            )
            secret = self.teams.app_password.get_secret_value() if self.teams.app_password else ""
            self._tokens[scope] = ClientCredentialsToken(
                self.teams.login_base_url, tenant, app_id, secret, scope
            )
        # fetched here, off the event loop: the SDK signs its requests synchronously
        await asyncio.to_thread(self._tokens[scope].get)
        return _BotCredentials(app_id, self._tokens[scope])


async def authenticate(
    auth: BotFrameworkAuthentication, activity: Activity, header: str
) -> AuthenticateRequestResult | int:
    """The request's identity, or the HTTP status to refuse it with: 401 for any invalid token (the
    SDK raises PermissionError, PyJWTError, IndexError for an unknown key id...), 503 while the
    OpenID metadata cannot be fetched (the channel retries).

    The SDK fetches the metadata and signing keys with blocking `requests` calls and no timeout (on
    the first request and once a day): the check runs on a worker thread with its own event loop, so
    the server's loop (Slack, Teams, the web chat) never waits on Microsoft's endpoint, and a fetch
    that takes longer than `AUTH_TIMEOUT_S` refuses the request with 503."""
    check = auth.authenticate_request(activity, header)
    try:
        return await asyncio.wait_for(asyncio.to_thread(asyncio.run, check), AUTH_TIMEOUT_S)
    except TimeoutError:
        log.warning("Bot Framework OpenID metadata took over %.0f s: refused with 503", AUTH_TIMEOUT_S)
        return 503
    except requests.RequestException as e:
        log.warning("Bot Framework OpenID metadata unavailable: %s", type(e).__name__)
        return 503
    except Exception as e:
        log.info("refused a Bot Framework request: %s", type(e).__name__)
        return 401


def make_authentication(teams: TeamsSettings) -> BotFrameworkAuthentication:
    """Public-cloud Bot Framework authentication with our credentials and metadata URL."""
    ChannelValidation.open_id_metadata_endpoint = teams.openid_metadata_url
    factory: ServiceClientCredentialsFactory = (
        ManagedIdentityServiceClientCredentialsFactory(teams.app_id)
        if teams.app_type == "UserAssignedMSI"
        else BotCredentialsFactory(teams)
    )
    return BotFrameworkAuthenticationFactory.create(credential_factory=factory)
