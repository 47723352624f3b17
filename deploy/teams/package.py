"""Build the Teams app package: manifest.json (with the bot's app id) + two icons, zipped.

    python deploy/teams/package.py [--app-id GUID] [--out deploy/teams/build/clausebot-teams.zip]

The app id defaults to CLAUSEBOT_TEAMS__APP_ID (environment or .env), read through `Settings`.
The icons are drawn here (no binary files in the repository): a 192x192 colour icon and the
32x32 white-on-transparent outline Teams requires. Upload the zip in Teams (Apps > Manage your
apps > Upload an app) or through the Teams admin center.
"""

from __future__ import annotations

import argparse
import json
import re
import struct
import sys
import zipfile
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
GUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
# the version pattern of the Teams manifest schema: three dot-separated numbers without leading zeros
SEMVER = re.compile(r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$")
ACCENT = (0x1F, 0x4E, 0x79)

Pixel = tuple[int, int, int, int]


def png(width: int, height: int, pixel: object) -> bytes:
    """An RGBA PNG; `pixel(x, y)` returns (r, g, b, a)."""
    rows = b"".join(
        b"\x00" + b"".join(struct.pack("4B", *pixel(x, y)) for x in range(width))  # type: ignore[operator]
        for y in range(height)
    )

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


def _document(x: float, y: float) -> str | None:
    """A page with text lines, in a unit square: 'page', 'line' or None."""
    if not (0.25 <= x <= 0.75 and 0.15 <= y <= 0.85):
        return None
    lines = (0.32, 0.44, 0.56, 0.68)
    if 0.33 <= x <= 0.67 and any(abs(y - ly) <= 0.03 for ly in lines):
        return "line"
    return "page"


def color_icon(size: int = 192) -> bytes:
    def pixel(x: int, y: int) -> Pixel:
        part = _document((x + 0.5) / size, (y + 0.5) / size)
        if part == "page":
            return (255, 255, 255, 255)
        return (*ACCENT, 255)

    return png(size, size, pixel)


def outline_icon(size: int = 32) -> bytes:
    def pixel(x: int, y: int) -> Pixel:
        u, v = (x + 0.5) / size, (y + 0.5) / size
        border = _document(u, v) is not None and not (0.31 <= u <= 0.69 and 0.21 <= v <= 0.79)
        return (255, 255, 255, 255) if border or _document(u, v) == "line" else (255, 255, 255, 0)

    return png(size, size, pixel)


def manifest(app_id: str, version: str | None = None) -> dict:
    data = json.loads((HERE / "manifest.json").read_text(encoding="utf-8"))
    data["id"] = app_id
    for bot in data["bots"]:
        bot["botId"] = app_id
    if version:
        data["version"] = version
    return data


def build(app_id: str, out: Path, version: str | None = None) -> Path:
    if not GUID.match(app_id):
        raise ValueError(f"the Microsoft App ID must be a GUID, got {app_id!r}")
    if version is not None and not SEMVER.match(version):
        raise ValueError(f"the app version must be MAJOR.MINOR.PATCH, e.g. 1.0.1; got {version!r}")
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("manifest.json", json.dumps(manifest(app_id, version), indent=2, ensure_ascii=False))
        z.writestr("color.png", color_icon())
        z.writestr("outline.png", outline_icon())
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the ClauseBot Teams app package.")
    parser.add_argument("--app-id", help="Microsoft App ID of the bot (default: CLAUSEBOT_TEAMS__APP_ID)")
    parser.add_argument("--version", help="app version, e.g. 1.0.1 (bump it for every upload)")
    parser.add_argument("--out", type=Path, default=HERE / "build" / "clausebot-teams.zip")
    args = parser.parse_args(argv)
    app_id = args.app_id
    if not app_id:
        sys.path.insert(0, str(HERE.parents[1]))
        from core.settings import Settings

        app_id = Settings().teams.app_id
    if not app_id:
        print("No app id: pass --app-id or set CLAUSEBOT_TEAMS__APP_ID.", file=sys.stderr)
        return 2
    try:
        print(build(app_id, args.out, args.version))
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
