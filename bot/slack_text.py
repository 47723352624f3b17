"""Slack's message text to plain text, once, at the edge.

Slack sends `&`, `<` and `>` typed by a user as `&amp;`, `&lt;` and `&gt;`, and writes users,
channels, links and broadcasts as markup in angle brackets
(https://api.slack.com/reference/surfaces/formatting#escaping):

    <@U123>  <@U123|alice>  <#C123|legal>  <!channel>  <!subteam^S1|@legal-team>
    <https://x.example|label>  <mailto:a@x.example|a@x.example>  <!date^1392734382^{date}|Feb 18>

The agent reads plain text ("AT&T", "worth > $1,000,000", "#legal", "label"); the bot's own mention
is removed. Text sent back is escaped by `slack_blocks.escape`.
"""

from __future__ import annotations

import re

_MARKUP = re.compile(r"<([^<>]*)>")


def _token(body: str, bot_user_id: str | None) -> str:
    """What one `<...>` token reads as in plain text."""
    target, _, label = body.partition("|")
    if target.startswith("@"):
        if bot_user_id and target[1:] == bot_user_id:
            return ""
        return f"@{label or target[1:]}"
    if target.startswith("#"):
        return f"#{label or target[1:]}"
    if target.startswith("!"):
        if label:  # <!subteam^S1|@team>, <!date^...|Feb 18>
            return label
        return "@" + target[1:].split("^", 1)[0]  # <!channel>, <!here>, <!everyone>
    return label or target.removeprefix("mailto:")


def unescape(text: str) -> str:
    """Slack's three entities back to characters (`&amp;` last, so `&amp;lt;` stays `&lt;`)."""
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def to_plain(text: str, bot_user_id: str | None = None) -> str:
    """Message text as the user meant it: markup resolved, entities decoded, spaces collapsed."""
    resolved = _MARKUP.sub(lambda m: _token(m.group(1), bot_user_id), text)
    return " ".join(unescape(resolved).split())
