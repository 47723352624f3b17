"""Fakes of outside services that the tests of several layers share."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable
from typing import Any

from aiohttp import web

Message = dict[str, Any]


def tool_call_message(name: str, arguments: dict[str, Any], call_id: str = "call_1") -> Message:
    """An assistant message that calls one tool."""
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(arguments)},
            }
        ],
    }


def text_message(content: str) -> Message:
    return {"role": "assistant", "content": content}


class FakeOpenAI:
    """An OpenAI-compatible POST /v1/chat/completions on 127.0.0.1, served from its own thread (so that
    synchronous clients can call it from the test's thread).

    `reply(body)` gives the assistant message for each request body; every body is kept in `requests`.
    With a `status` other than 200 every request fails with an OpenAI-style error.
    """

    def __init__(self, reply: Callable[[dict[str, Any]], Message], status: int = 200) -> None:
        self.reply = reply
        self.status = status
        self.requests: list[dict[str, Any]] = []
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="fake-openai", daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    async def _chat(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.requests.append(body)
        if self.status != 200:
            error = {"error": {"message": "boom", "type": "server_error"}}
            return web.json_response(error, status=self.status)
        message = self.reply(body)
        finish = "tool_calls" if message.get("tool_calls") else "stop"
        if body.get("stream"):
            return await self._stream(request, body, message, finish)
        return web.json_response(
            {
                "id": f"chatcmpl-{len(self.requests)}",
                "object": "chat.completion",
                "created": 0,
                "model": body["model"],
                "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
            }
        )

    async def _stream(
        self, request: web.Request, body: dict[str, Any], message: Message, finish: str
    ) -> web.StreamResponse:
        """The answer as OpenAI streams it (`"stream": true`): server-sent `chat.completion.chunk`s, the
        text a few characters at a time, each tool call whole, then `[DONE]`."""
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)

        async def send(delta: dict[str, Any], reason: str | None = None) -> None:
            chunk = {
                "id": f"chatcmpl-{len(self.requests)}",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": body["model"],
                "choices": [{"index": 0, "delta": delta, "finish_reason": reason}],
            }
            await response.write(f"data: {json.dumps(chunk)}\n\n".encode())

        await send({"role": "assistant", "content": ""})
        text = message.get("content") or ""
        for at in range(0, len(text), 8):
            await send({"content": text[at : at + 8]})
        for i, call in enumerate(message.get("tool_calls") or []):
            await send({"tool_calls": [{"index": i, **call}]})
        await send({}, finish)
        await response.write(b"data: [DONE]\n\n")
        await response.write_eof()
        return response

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._chat)
        self._runner = web.AppRunner(app, access_log=None)
        self._loop.run_until_complete(self._runner.setup())
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        self._loop.run_until_complete(site.start())
        self.port = self._runner.addresses[0][1]
        self._ready.set()
        self._loop.run_forever()

    def __enter__(self) -> FakeOpenAI:
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("the fake OpenAI server did not start")
        return self

    def __exit__(self, *exc: object) -> None:
        asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)


async def all_feedback(redis: Any) -> list[dict[str, Any]]:
    """Every stored 👍/👎, whatever its tenant (`bot.conversation.feedback_key`)."""
    from bot.conversation import feedback_key

    entries: list[dict[str, Any]] = []
    for key in sorted(await redis.keys(feedback_key("*"))):
        entries += [json.loads(e) for e in await redis.lrange(key, 0, -1)]
    return entries
