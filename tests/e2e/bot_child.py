"""Test-only launcher: ``python -m bot run`` (`bot.__main__.main`) in this process against a fake Discord
that listens elsewhere (another process on 127.0.0.1).

    python -m tests.e2e.bot_child API_URL GATEWAY_URL [run options, e.g. --shard-count 2 --shard-ids 0]

API_URL is the fake's ``api_url`` (``http://127.0.0.1:PORT/api/v10``) and GATEWAY_URL its ``gateway_url``.
Settings come from the environment exactly as for ``python -m bot run`` (DISCORD_TOKEN, DATABASE_PATH,
DOCUMENTS_DIR, DEV_GUILD_ID, LOG_LEVEL, SHARD_COUNT, SHARD_IDS); no .env file is read. The only patch is
where discord.py connects, which is what makes this test-only.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

import discord
import yarl

from bot.__main__ import main as bot_main


def main(argv: Sequence[str]) -> int:
    if len(argv) < 2:
        print("usage: python -m tests.e2e.bot_child API_URL GATEWAY_URL [run options]", file=sys.stderr)
        return 2
    api_url, gateway_url, *options = argv
    discord.http.Route.BASE = api_url
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    return bot_main(["run", *options], env=dict(os.environ), dotenv=None)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
