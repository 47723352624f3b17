"""Slack message text to plain text: entities decoded, markup resolved, the bot's mention removed."""

from __future__ import annotations

import pytest

from bot.slack import to_turn
from bot.slack_blocks import to_messages, working_message
from bot.slack_text import to_plain, unescape
from bot.types import Reply


@pytest.mark.parametrize(
    ("sent", "plain"),
    [
        ("How many contracts with AT&amp;T?", "How many contracts with AT&T?"),
        (
            "contracts worth &gt; $1,000,000 and &lt; $5,000,000",
            "contracts worth > $1,000,000 and < $5,000,000",
        ),
        ("<@U0BOT> which NDAs?", "which NDAs?"),
        ("<@U0BOT|clausebot> which NDAs?", "which NDAs?"),
        ("ask <@U0BOB|bob> or <@U0CAROL>", "ask @bob or @U0CAROL"),
        ("posted in <#C0LEGAL|legal> and <#C0DEALS>", "posted in #legal and #C0DEALS"),
        ("<!channel> <!here> <!everyone> look", "@channel @here @everyone look"),
        ("<!subteam^S0LEGAL|@legal-team> please", "@legal-team please"),
        ("signed <!date^1392734382^{date_short}|Feb 18, 2014>", "signed Feb 18, 2014"),
        ("see <https://x.example/a?b=1&amp;c=2|the deal page>", "see the deal page"),
        ("see <https://x.example/a>", "see https://x.example/a"),
        ("mail <mailto:legal@x.example|legal@x.example>", "mail legal@x.example"),
        ("the literal &amp;lt; stays", "the literal &lt; stays"),
        ("  spaced\n\nout  ", "spaced out"),
    ],
)
def test_to_plain(sent: str, plain: str) -> None:
    assert to_plain(sent, bot_user_id="U0BOT") == plain


def test_unescape_is_the_inverse_of_slack_escaping() -> None:
    from bot.slack_blocks import escape

    for text in ("AT&T <b> &amp; > <", "&lt;&gt;&amp;", "plain"):
        assert unescape(escape(text)) == text


def test_the_turn_carries_plain_text() -> None:
    body = {
        "team_id": "T0TEAM",
        "event_id": "Ev1",
        "event": {
            "type": "app_mention",
            "user": "U0ALICE",
            "channel": "C0LEGAL",
            "ts": "1.2",
            "text": "<@U0BOT> contracts with Procter &amp; Gamble worth &gt; $5",
        },
    }
    assert to_turn(body, "1.2", "U0BOT").text == "contracts with Procter & Gamble worth > $5"


def test_the_fallback_text_is_escaped_like_the_blocks() -> None:
    raw = "<!channel> AT&T asked <@U0BOB> about <https://evil.example|this>"
    [message] = to_messages(Reply(text=raw))
    assert "<" not in message.text and ">" not in message.text
    assert message.text.startswith("&lt;!channel&gt; AT&amp;T")
    assert "<" not in working_message("Reading <b> & more").text
