"""The recorded payload shapes of tests/e2e/fixtures/ (sources in each file's `_source` and the
folder's README.md), with their {PLACEHOLDERS} filled."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

FIXTURES = Path(__file__).parent / "fixtures"


def payload(name: str, **values: str) -> dict[str, Any]:
    """The fixture `name` with each {KEY} replaced by `values[KEY]` (JSON-escaped), `_source` dropped.
    A placeholder left unfilled is an error: the test forgot a value."""
    raw = (FIXTURES / name).read_text(encoding="utf-8")
    for key, value in values.items():
        raw = raw.replace("{" + key + "}", json.dumps(value)[1:-1])
    data = json.loads(raw)
    data.pop("_source", None)
    if left := re.findall(r"\{[A-Z_]+\}", json.dumps(data)):
        raise KeyError(f"{name}: unfilled placeholders {sorted(set(left))}")
    return data
