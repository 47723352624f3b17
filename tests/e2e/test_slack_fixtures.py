"""Slack as it really sends: the recorded payload shapes of tests/e2e/fixtures/slack_*.json through our
real aiohttp app and Bolt, asserting on the Web API calls made to the mock Slack."""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.mock_slack import TEAM, new_ts
from tests.e2e.payloads import payload
from tests.e2e.slack_harness import SlackApp, answered_barrier, wait_answer

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


def event(name: str, **values: str) -> dict[str, Any]:
    ts = new_ts()
    return payload(name, TEAM=TEAM, TS=ts, EVENT_ID="Ev" + ts.replace(".", ""), **values)


class Asked:
    """Records the questions the agent is asked while in a `with` block."""

    def __init__(self, app: SlackApp) -> None:
        self.service, self.questions = app.runtime.service, []
        self.real = self.service.answerer

    async def __call__(self, question: str, thread_id: str, scope: Any) -> Any:
        self.questions.append(question)
        return await self.real(question, thread_id, scope)

    def __enter__(self) -> Asked:
        self.service.answerer = self  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        self.service.answerer = self.real


async def test_a_dm_with_escaped_text_and_markup_reaches_the_agent_as_plain_text(
    slack_http: SlackApp,
) -> None:
    dm = event("slack_message_im_escaped.json", CHANNEL="D0ESCAPED")
    with Asked(slack_http) as asked:
        assert (await slack_http.post(dm))[0] == 200
        [answer] = await wait_answer(slack_http.mock, "D0ESCAPED", None)
    assert asked.questions == [
        "Which contracts with Initech Slackline Services LLC & co are worth < $300,000 and > $100,000? "
        "ask @bob or #legal, per the policy"
    ]
    [placeholder] = [
        c for c in slack_http.mock.calls_to("chat.postMessage") if c.args["channel"] == "D0ESCAPED"
    ]
    assert placeholder.args.get("thread_ts") is None  # a DM is answered at top level
    assert answer["ts"] == placeholder.result["ts"] and "<@" not in answer["text"]


def share(app: SlackApp, channel: str, name: str, mimetype: str, content: bytes = b"x") -> dict[str, Any]:
    info = app.mock.add_file(name, content, mimetype)
    return event(
        "slack_message_file_share.json",
        CHANNEL=channel,
        TEXT="",
        FILE_ID=info["id"],
        NAME=name,
        MIMETYPE=mimetype,
        FILETYPE=name.rsplit(".", 1)[-1],
        URL_PRIVATE=info["url_private"],
    )


async def test_a_shared_file_is_read_with_files_info_and_refused_before_any_download(
    slack_http: SlackApp,
) -> None:
    """The file_share message as bolt-python records it (an image): files.info, then the refusal in
    place of the "Importing" placeholder; nothing downloaded."""
    shared = share(slack_http, "D0IMAGE", "file.png", "image/png")
    file_id = shared["event"]["files"][0]["id"]
    assert (await slack_http.post(shared))[0] == 200
    [answer] = await wait_answer(slack_http.mock, "D0IMAGE", None)
    assert [c.args["file"] for c in slack_http.mock.calls_to("files.info")].count(file_id) == 1
    assert "file.png" in answer["text"] and "not a supported type" in answer["text"]
    assert [d for d in slack_http.mock.downloads if d[0] == file_id] == []


async def test_the_file_shared_event_is_acknowledged_and_ignored(slack_http: SlackApp) -> None:
    info = slack_http.mock.add_file("contract.txt", b"x", "text/plain")
    shared = event("slack_file_shared_event.json", CHANNEL="C0FILES", FILE_ID=info["id"])
    assert (await slack_http.post(shared))[0] == 200
    await answered_barrier(slack_http)  # sent after it, answered: the file_shared event was handled
    assert [c for c in slack_http.mock.calls_to("files.info") if c.args.get("file") == info["id"]] == []
    assert [c.method for c in slack_http.mock.calls if c.args.get("channel") == "C0FILES"] == []


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        ("file_not_found", "Slack says “MSA.pdf” no longer exists or is not shared where I can see it."),
        ("missing_scope", "Slack does not let me read “MSA.pdf” (missing_scope)"),
        ("ratelimited", "Slack is rate-limiting me, so I could not read “MSA.pdf”"),
    ],
)
async def test_when_files_info_fails_the_reply_says_which_file_and_why(
    slack_http: SlackApp, error: str, expected: str
) -> None:
    channel = "D0" + error.upper().replace("_", "")
    shared = share(slack_http, channel, "MSA.pdf", "application/pdf")
    file_id = shared["event"]["files"][0]["id"]
    if error == "ratelimited":  # HTTP 429 on every try: the client's retries run out
        slack_http.mock.rate_limit("files.info", times=4, retry_after=0)
    else:
        slack_http.mock.files_info_errors[file_id] = error
    assert (await slack_http.post(shared))[0] == 200
    [answer] = await wait_answer(slack_http.mock, channel, None, timeout=60)
    assert expected in answer["text"], answer["text"]
    assert "Something went wrong" not in answer["text"]
    assert [d for d in slack_http.mock.downloads if d[0] == file_id] == []
