"""Private folders and files under DATA_DIR (contract text, vectors, secrets): 0700 and 0600."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def private_dir(path: Path) -> Path:
    """Create `path` and the parents it lacks, each 0700, and make `path` 0700 (a folder that exists
    is made private too; the parents that existed are left as they are)."""
    missing = []
    folder = path
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    for created in reversed(missing):
        created.mkdir(mode=0o700, exist_ok=True)
    os.chmod(path, 0o700)
    return path


def write_atomic(target: Path, data: bytes) -> None:
    """`data` at `target` (0600) all at once: written beside it, flushed to disk, then renamed over it,
    so a crash leaves the old file or the new one, never a part (and no part file behind)."""
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    folder = os.open(target.parent, os.O_RDONLY)
    try:
        os.fsync(folder)  # the rename itself
    finally:
        os.close(folder)
