"""Slack's Block Kit limits, checked the way Slack checks them: by the mock Slack (tests/e2e), which
refuses what Slack would refuse, and by the renderer's unit tests."""

from __future__ import annotations

from typing import Any


def block_kit_problem(blocks: list[dict[str, Any]], max_blocks: int = 50) -> str | None:
    """The first way these blocks break Slack's limits, or None."""
    if len(blocks) > max_blocks:
        return f"more than {max_blocks} blocks"
    total = 0
    for i, b in enumerate(blocks):
        text = (b.get("text") or {}).get("text", "")
        total += len(text)
        if b["type"] == "section":
            if len(text) > 3000:
                return f"[{i}] section text over 3000"
            fields = b.get("fields", [])
            if len(fields) > 10 or any(len(f["text"]) > 2000 for f in fields):
                return f"[{i}] fields over limits"
            total += sum(len(f["text"]) for f in fields)
        elif b["type"] == "header" and len(text) > 150:
            return f"[{i}] header over 150"
        elif b["type"] == "context":
            if len(b["elements"]) > 10 or any(len(e.get("text", "")) > 3000 for e in b["elements"]):
                return f"[{i}] context over limits"
            total += sum(len(e.get("text", "")) for e in b["elements"])
        elif b["type"] == "actions":
            for e in b["elements"]:
                if len(e["text"]["text"]) > 75 or len(e.get("value", "")) > 2000 or len(e["action_id"]) > 255:
                    return f"[{i}] button over limits"
    return "over 12000 characters" if total > 12000 else None
