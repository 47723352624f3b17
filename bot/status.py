"""`clausebot db status`: what runs, which versions, how much is stored."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.servers import ArcadeDBServer, RedisServer
from core.settings import Settings
from graph_ingest.admin import AdminReader
from graph_ingest.errors import GraphUnavailableError
from graph_ingest.store import GraphStore


@dataclass
class Status:
    graph_version: str | None = None
    graph_error: str | None = None
    graph_pid: int | None = None
    counts: dict[str, int] = field(default_factory=dict)
    redis_version: str | None = None
    redis_error: str | None = None
    redis_keys: int | None = None

    @property
    def healthy(self) -> bool:
        return self.graph_error is None and self.redis_error is None

    def lines(self) -> list[str]:
        out = []
        if self.graph_error:
            out.append(f"graph: DOWN: {self.graph_error}")
        else:
            pid = f", pid {self.graph_pid}" if self.graph_pid else ""
            out.append(f"graph: {self.graph_version}{pid}")
            for name in ("Contract", "Party", "Location", "Clause", "Chunk"):
                out.append(f"  {name:<10} {self.counts.get(name, 0):>8}")
            rels = {k: v for k, v in self.counts.items() if k.isupper()}
            out.extend(f"  {k:<18} {v:>8}" for k, v in sorted(rels.items()))
        if self.redis_error:
            out.append(f"redis: DOWN: {self.redis_error}")
        else:
            out.append(f"redis: {self.redis_version}, {self.redis_keys} keys")
        return out


def collect_status(settings: Settings) -> Status:
    import redis

    status = Status(
        graph_pid=ArcadeDBServer(settings).running_pid() if settings.graph.backend == "arcadedb" else None
    )
    try:
        with GraphStore.from_settings(settings) as store:
            status.graph_version = store.verify()
            status.counts = AdminReader(store).counts()
    except GraphUnavailableError as e:
        status.graph_error = str(e)
    try:
        client = redis.Redis.from_url(settings.redis_url(), socket_connect_timeout=2)
        info = client.info("server")
        status.redis_version = f"Redis {info['redis_version']}" + (
            f", pid {RedisServer(settings).running_pid()}" if not RedisServer(settings).external else ""
        )
        status.redis_keys = int(client.dbsize())
    except redis.RedisError as e:
        status.redis_error = (
            f"cannot reach {settings.redis_url(redacted=True)} ({e}): start it with `clausebot db start`"
        )
    return status
