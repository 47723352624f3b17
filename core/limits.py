"""Size limits on uploaded files, and the one sentence that tells a user a file is too large.

Sizes are binary megabytes everywhere (1 MB = 1024 × 1024 bytes), as `CLAUSEBOT_INGEST__MAX_UPLOAD_MB`
is read, so the limit a user is told is the limit that is applied.
"""

from __future__ import annotations

MB = 1024 * 1024


def size_text(n_bytes: int) -> str:
    """'3.2 MB' (one decimal below 10 MB, whole megabytes above)."""
    mb = n_bytes / MB
    return f"{mb:.1f} MB" if mb < 10 else f"{mb:.0f} MB"


def too_large_text(limit_bytes: int, size: int | None = None, name: str | None = None) -> str:
    """'*contract.pdf* is 30 MB; the upload limit is 25 MB.' (callers say what happened next)."""
    what = f"*{name}*" if name else "The file"
    size_part = f"is {size_text(size)}" if size is not None else "is larger than the limit"
    return f"{what} {size_part}; the upload limit is {size_text(limit_bytes)}."
