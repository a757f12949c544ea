"""Test-only launcher: run the real bot (`bot.__main__.run_bot`) in this process against a fake Discord
that listens elsewhere (another process on 127.0.0.1).

    python -m tests.e2e.bot_child API_URL GATEWAY_URL

API_URL is the fake's ``api_url`` (``http://127.0.0.1:PORT/api/v10``) and GATEWAY_URL its ``gateway_url``.
Settings come from the environment exactly as for ``python -m bot run`` (DISCORD_TOKEN, DATABASE_PATH,
DOCUMENTS_DIR, DEV_GUILD_ID, LOG_LEVEL); no .env file is read. The only patch is where discord.py
connects, which is what makes this test-only.
"""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Sequence

import discord
import yarl

from bot.__main__ import run_bot
from bot.config import configure_logging, load_settings


def main(argv: Sequence[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m tests.e2e.bot_child API_URL GATEWAY_URL", file=sys.stderr)
        return 2
    api_url, gateway_url = argv
    discord.http.Route.BASE = api_url
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    settings = load_settings(os.environ, dotenv_path=None)
    configure_logging(settings.log_level)
    return asyncio.run(run_bot(settings))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
