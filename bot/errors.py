"""Errors of the bot package: one root, narrow subclasses with a stable `code`."""


class BotError(Exception):
    code = "bot_error"


class ServerError(BotError):
    """An embedded server could not be started or reached."""

    code = "server_error"
