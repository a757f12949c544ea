"""``python -m bot run`` and ``python -m bot sync``: the two commands that connect to Discord.

discord.py, aiohttp and the client are imported inside the functions, so that importing this module (as
``bot.__main__`` does for every command) loads no discord.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import time

from bot.cli_build import progress_on_stderr
from bot.config import Settings
from bot.errors import ConfigError

log = logging.getLogger("bot")  # the name these lines were logged under before they left bot.__main__


async def run_bot(settings: Settings) -> int:
    """Open storage, load (or build) the bank, run the Discord bot until SIGINT/SIGTERM; exit 0."""
    import aiohttp
    import discord

    from bot.client import TriviaBot
    from bot.cluster.bank_sync import BankSync
    from bot.cluster.identify import identify_gate
    from bot.documents import load_bank
    from bot.storage import Storage

    assert settings.token is not None
    loop = asyncio.get_running_loop()
    signals = (signal.SIGINT, signal.SIGTERM)
    async with Storage.open(settings.database) as storage:
        try:
            closed = await close_interrupted_games(storage, settings)
            if closed:
                log.warning("closed %d games interrupted by the last stop; their points are kept", closed)
            sync = BankSync(storage)
            async with sync.rebuild_claim():  # processes starting together build a changed bank once
                bank = await load_bank(
                    storage, settings.documents_dir, now=time.time(), progress=progress_on_stderr()
                )
                await sync.adopt(bank)
            log.info("fact bank ready: %d questions", len(bank.questions))
            gate = None if settings.shards is None else identify_gate(storage)
            bot = TriviaBot(settings=settings, storage=storage, bank=bank, identify_gate=gate, bank_sync=sync)
            for sig in signals:
                loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.shutdown()))
            try:
                async with bot:
                    await bot.start(settings.token.reveal())
            except discord.LoginFailure:
                raise ConfigError(
                    "Discord refused DISCORD_TOKEN. Reset the token in the Developer Portal (Bot tab) and put the "
                    "new one in .env."
                ) from None
            except discord.PrivilegedIntentsRequired:
                raise ConfigError(
                    "Discord refused the Message Content intent: enable it in the Developer Portal (Bot tab, "
                    "Privileged Gateway Intents), then start again."
                ) from None
            except (aiohttp.ClientConnectionError, TimeoutError, discord.GatewayNotFound) as exc:
                raise ConfigError(cannot_reach(exc)) from None
        finally:
            for sig in signals:
                loop.remove_signal_handler(sig)
    log.info("stopped cleanly")
    return 0


async def close_interrupted_games(storage, settings: Settings) -> int:
    """End the games a crash or a kill left open (reason "interrupted"): with SHARD_IDS, only those of
    the servers this process owns, since other processes run theirs."""
    plan = settings.shards
    if plan is None or plan.all:
        return await storage.close_interrupted_games(now=time.time())
    games = [g for g in await storage.open_games() if plan.owns(g.guild_id)]
    for game in games:
        await storage.end_game(game.id, "interrupted", now=time.time())
    return len(games)


def cannot_reach(exc: BaseException) -> str:
    """One sentence for a network failure on the way to Discord (no DNS, no route, refused, timeout)."""
    detail = " ".join(str(getattr(exc, "os_error", None) or exc).split())[:120]
    why = f" ({detail})" if detail else ""
    return (
        f"Cannot reach Discord{why}. Check this machine's network connection (and any proxy or "
        "firewall), then start again."
    )


async def sync_commands(settings: Settings) -> int:
    """Register the slash commands globally (the only global sync there is)."""
    import dataclasses

    import aiohttp

    from bot.bank import FactBank
    from bot.client import TriviaBot
    from bot.storage import Storage

    assert settings.token is not None
    async with Storage.open(settings.database) as storage:
        bot = TriviaBot(
            settings=dataclasses.replace(settings, dev_guild_id=None),
            storage=storage,
            bank=FactBank(export={}, fingerprint=""),
        )
        try:
            async with bot:
                await bot.login(settings.token.reveal())  # runs setup_hook: the cogs and their commands
                synced = await bot.tree.sync()
        except aiohttp.ClientConnectionError as exc:
            raise ConfigError(cannot_reach(exc)) from None
    print(f"Synced {len(synced)} slash commands globally: {', '.join(sorted(c.name for c in synced))}.")
    print("Discord may take a while to show them in every server.")
    return 0
