from bot.cli import app

app()
