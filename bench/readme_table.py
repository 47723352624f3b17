"""Rewrite the settings table in README.md from core.settings (python -m bench.readme_table)."""

from __future__ import annotations

import re
from pathlib import Path

from core.settings import env_vars

README = Path(__file__).resolve().parents[1] / "README.md"


def table() -> str:
    lines = ["| Variable | Default | Meaning |", "|---|---|---|"]
    for var, default, desc in env_vars():
        lines.append(f"| `{var}` | {f'`{default}`' if default else ''} | {desc} |")
    return "\n".join(lines)


def main() -> None:
    text = README.read_text()
    new = re.sub(
        r"(<!-- settings-table -->\n).*?(<!-- /settings-table -->)",
        lambda m: m.group(1) + table() + "\n" + m.group(2),
        text,
        flags=re.S,
    )
    README.write_text(new)


if __name__ == "__main__":
    main()
