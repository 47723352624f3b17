"""Chunk embeddings cached by content: the same text under the same model is embedded once.

Re-indexing an unchanged contract (a re-import, the demo corpus indexed again on a fresh graph, a
chunk shared by many contracts such as boilerplate) costs a lookup instead of a model run. The cache
is a SQLite file (WAL, safe across processes; 0600 in a 0700 folder); vectors are float32 bytes keyed
by model id and the SHA-256 of the text.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import sqlite3
import threading
import weakref
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

log = logging.getLogger(__name__)

LOOKUP_BATCH = 500  # keys per SELECT (SQLite's variable limit is far above)
DAMAGED = ("not a database", "malformed")  # SQLite's words for a file that is not a readable cache
_open: weakref.WeakSet[CachedEmbedder] = weakref.WeakSet()
_inherited: list[sqlite3.Connection] = []


def _keep_inherited() -> None:
    """In a forked child, a connection opened by the parent must never be closed (nor collected,
    which closes it): SQLite would take the child for the last user of the file, checkpoint the
    parent's write-ahead log and delete it under the parent, corrupting the cache. The child keeps
    them referenced until it exits and opens its own."""
    for cached in list(_open):
        if cached._conn is not None:
            _inherited.append(cached._conn)
            cached._conn = None


os.register_at_fork(after_in_child=_keep_inherited)


class CachedEmbedder:
    """Wraps an embedder: `embed_documents` answers known texts from the cache; queries pass through."""

    def __init__(self, inner: Any, path: Path) -> None:
        self.inner = inner
        self.path = path
        self.model_id = str(getattr(inner, "model_id", "unknown"))
        self.dim = getattr(inner, "dim", None)
        self.hits = 0
        self.misses = 0
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._pid = 0

    def __getattr__(self, name: str) -> Any:  # count_tokens and the like
        return getattr(self.inner, name)

    def _db(self) -> sqlite3.Connection:
        if self._conn is None or self._pid != os.getpid():  # a forked worker opens its own
            # vectors of contract text: private like the rest of DATA_DIR (SQLite gives its -wal
            # and -shm files the database file's permissions)
            self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            os.chmod(self.path.parent, 0o700)
            os.close(os.open(self.path, os.O_CREAT | os.O_RDWR, 0o600))
            conn = sqlite3.connect(self.path, timeout=30, check_same_thread=False)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(
                "CREATE TABLE IF NOT EXISTS vectors (model TEXT, key BLOB, vec BLOB, PRIMARY KEY (model, key))"
            )
            self._conn, self._pid = conn, os.getpid()
            _open.add(self)
        return self._conn

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        keys = [hashlib.sha256(t.encode("utf-8", "surrogatepass")).digest() for t in texts]
        found: dict[bytes, np.ndarray] = {}
        try:
            with self._lock:
                db = self._db()
                for i in range(0, len(keys), LOOKUP_BATCH):
                    part = keys[i : i + LOOKUP_BATCH]
                    marks = ",".join("?" * len(part))
                    rows = db.execute(
                        f"SELECT key, vec FROM vectors WHERE model = ? AND key IN ({marks})",  # noqa: S608
                        [self.model_id, *part],
                    ).fetchall()
                    found.update((k, np.frombuffer(v, dtype=np.float32)) for k, v in rows)
        except sqlite3.Error as e:  # a cache that cannot be read is no cache: embed everything
            log.warning("embedding cache unreadable (%s); embedding without it", e)
            if isinstance(e, sqlite3.DatabaseError) and any(w in str(e) for w in DAMAGED):
                self._set_aside()
            return self.inner.embed_documents(texts)
        first: dict[bytes, int] = {}  # a text repeated in one call is embedded once
        for i, k in enumerate(keys):
            if k not in found:
                first.setdefault(k, i)
        missing = list(first.values())
        if missing:
            fresh = self.inner.embed_documents([texts[i] for i in missing])
            new = {keys[i]: np.asarray(v, dtype=np.float32) for i, v in zip(missing, fresh, strict=True)}
            found.update(new)
            self._store(new)
        self.hits += len(keys) - len(missing)  # repeats within a call count as hits
        self.misses += len(missing)
        if not keys:
            return np.zeros((0, self.dim or 0), dtype=np.float32)
        return np.stack([found[k] for k in keys])

    def _set_aside(self) -> None:
        """Move a damaged cache file out of the way: the next call starts a fresh one."""
        with self._lock:
            if self._conn is not None:
                with contextlib.suppress(sqlite3.Error):
                    self._conn.close()
                self._conn = None
            for suffix in ("", "-wal", "-shm"):
                part = self.path.with_name(self.path.name + suffix)
                with contextlib.suppress(OSError):
                    part.replace(part.with_name(part.name + ".damaged"))
        log.warning("embedding cache %s was damaged: set aside, starting a new one", self.path)

    def _store(self, vectors: dict[bytes, np.ndarray]) -> None:
        try:
            with self._lock:
                db = self._db()
                db.executemany(
                    "INSERT OR IGNORE INTO vectors (model, key, vec) VALUES (?, ?, ?)",
                    [(self.model_id, k, v.tobytes()) for k, v in vectors.items()],
                )
                db.commit()
        except sqlite3.Error as e:
            log.warning("embedding cache not written (%s)", e)

    def embed_query(self, text: str) -> np.ndarray:
        return self.inner.embed_query(text)


def forget_texts(path: Path, texts: Sequence[str]) -> int:
    """Delete the cached vectors of these texts (every model's): a deleted workspace's chunks.
    Another workspace with the same text (boilerplate) only pays for embedding it again.
    Returns the rows deleted; a missing or unreadable cache deletes nothing."""
    if not texts or not path.exists():
        return 0
    keys = sorted({hashlib.sha256(t.encode("utf-8", "surrogatepass")).digest() for t in texts})
    try:
        with contextlib.closing(sqlite3.connect(path, timeout=30)) as db:
            deleted = 0
            for i in range(0, len(keys), LOOKUP_BATCH):
                part = keys[i : i + LOOKUP_BATCH]
                marks = ",".join("?" * len(part))
                deleted += db.execute(f"DELETE FROM vectors WHERE key IN ({marks})", part).rowcount  # noqa: S608
            db.commit()
            return deleted
    except sqlite3.Error as e:
        log.warning("embedding cache entries not deleted (%s)", e)
        return 0
