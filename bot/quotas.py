"""Per-workspace and per-user quotas: questions a minute, uploads an hour, upload bytes a day.

Counted in Redis (fixed windows, one key per subject and window, shared by every replica), checked
and taken in one script so two replicas never both take the last unit. A refused request takes
nothing. When Redis is not reachable the request goes ahead: a quota is not worth an outage, and
answering needs Redis anyway. The command line is not limited (it is the operator's).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any, Literal

from redis.exceptions import RedisError

from bot.types import Turn
from core.limits import MB, size_text
from core.metrics import QUOTA_REFUSALS
from core.settings import QuotaSettings

log = logging.getLogger(__name__)

Kind = Literal["questions", "uploads", "upload_bytes"]
clock = time.time  # the windows' clock (tests fix it)
KEY = "clausebot:quota:"  # + tenant:kind:subject:window

# all limits checked first, then all taken: returns 0, or the 1-based index of the first one exceeded
# (ARGV: n amounts, n limits, n lifetimes)
_TAKE = """
local n = #KEYS
for i = 1, n do
  local used = tonumber(redis.call('GET', KEYS[i]) or '0')
  if used + tonumber(ARGV[i]) > tonumber(ARGV[n + i]) then return i end
end
for i = 1, n do
  redis.call('INCRBY', KEYS[i], ARGV[i])
  redis.call('EXPIRE', KEYS[i], ARGV[2 * n + i])
end
return 0
"""


@dataclass(frozen=True)
class Limit:
    kind: Kind
    per: Literal["user", "workspace"]
    limit: int
    window_s: int


class QuotaExceeded(Exception):
    """A request refused by a quota; `str()` is the message for the thread."""

    def __init__(self, limit: Limit, retry_after_s: int) -> None:
        self.limit = limit
        self.retry_after_s = retry_after_s
        super().__init__(refusal_text(limit, retry_after_s))


def _window_word(window_s: int) -> str:
    return {60: "a minute", 3600: "an hour", 86400: "a day"}.get(window_s, f"per {window_s} seconds")


def _wait_text(seconds: int) -> str:
    if seconds < 90:
        return f"{seconds} seconds"
    if seconds < 5400:
        return f"{round(seconds / 60)} minutes"
    return f"{round(seconds / 3600)} hours"


def refusal_text(limit: Limit, retry_after_s: int) -> str:
    if limit.kind == "upload_bytes":
        amount, what = size_text(limit.limit), "of uploads"
    else:
        amount, what = str(limit.limit), limit.kind if limit.limit != 1 else limit.kind.removesuffix("s")
    who = "You have" if limit.per == "user" else "This workspace has"
    return (
        f"{who} reached the limit of {amount} {what} {_window_word(limit.window_s)}. "
        f"Please try again in {_wait_text(retry_after_s)}."
        + (" Nothing was stored." if limit.kind != "questions" else "")
    )


def limited(turn: Turn) -> bool:
    """Whether quotas apply to this message: everywhere but the operator's command line."""
    return turn.platform != "cli"


class Quotas:
    def __init__(self, redis: Any, settings: QuotaSettings) -> None:
        self.redis = redis
        self.settings = settings
        self._script: Any = None

    def limits(self, kind: Kind) -> list[Limit]:
        s = self.settings
        table: dict[Kind, list[Limit]] = {
            "questions": [
                Limit("questions", "user", s.questions_per_minute_user, 60),
                Limit("questions", "workspace", s.questions_per_minute_workspace, 60),
            ],
            "uploads": [
                Limit("uploads", "user", s.uploads_per_hour_user, 3600),
                Limit("uploads", "workspace", s.uploads_per_hour_workspace, 3600),
            ],
            "upload_bytes": [Limit("upload_bytes", "workspace", s.upload_mb_per_day_workspace * MB, 86400)],
        }
        return [limit for limit in table[kind] if limit.limit > 0]

    async def take(
        self, kind: Kind, tenant: str, user: str, amount: int = 1, now: float | None = None
    ) -> None:
        """Take `amount` of `kind` for `user` in `tenant`; raises `QuotaExceeded` (taking nothing)."""
        await self.take_all(tenant, user, {kind: amount}, now)

    async def take_all(
        self, tenant: str, user: str, amounts: dict[Kind, int], now: float | None = None
    ) -> None:
        """Take every amount (e.g. one upload and its bytes) or, when one limit would be passed,
        none of them: raises `QuotaExceeded` for the first limit passed."""
        limits = [(limit, amounts[kind]) for kind in amounts for limit in self.limits(kind)]
        if not limits or self.redis is None:
            return
        now = clock() if now is None else now
        keys = [
            f"{KEY}{tenant}:{limit.kind}:{user if limit.per == 'user' else '*'}:"
            f"{limit.window_s}:{int(now // limit.window_s)}"
            for limit, _ in limits
        ]
        args = [a for _, a in limits] + [x.limit for x, _ in limits] + [x.window_s + 60 for x, _ in limits]
        try:
            if self._script is None:
                self._script = self.redis.register_script(_TAKE)
            over = int(await self._script(keys=keys, args=args))
        except (RedisError, OSError) as e:
            log.warning("quotas of %s not checked: %s", "+".join(amounts), type(e).__name__)
            return
        if over:
            limit = limits[over - 1][0]
            QUOTA_REFUSALS.labels(f"{limit.kind}_per_{limit.per}").inc()
            log.info("refused by the %s quota (%s per %s s)", limit.kind, limit.per, limit.window_s)
            raise QuotaExceeded(limit, max(1, int(limit.window_s - now % limit.window_s)))
