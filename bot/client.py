"""The discord.py bot: intents, extensions, persistent buttons, command sync and the one error handler.

Nothing is opened here: Settings, Storage and the fact bank are built by ``bot.__main__`` (its
``bot.cli_discord`` runs the bot) or by a test, and passed in.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.bank import FactBank
from bot.cluster.bank_sync import CHANNEL, CHECK_SECONDS, BankSync
from bot.cluster.identify import IdentifyGate
from bot.config import Settings
from bot.errors import PhotoFinishError
from bot.quiz import SettingsError
from bot.storage import Storage

log = logging.getLogger(__name__)

EXTENSIONS = ("cogs.trivia", "cogs.scores", "cogs.facts", "cogs.ask", "cogs.admin")
NO_PINGS = discord.AllowedMentions.none()
APOLOGY = "Sorry, something went wrong on our side. It has been logged; please try again."


def intents() -> discord.Intents:
    wanted = discord.Intents.none()
    wanted.guilds = True
    wanted.guild_messages = True
    wanted.message_content = True  # typed answers are read from chat messages
    return wanted


class TriviaBot(commands.AutoShardedBot):
    def __init__(
        self,
        *,
        settings: Settings,
        storage: Storage,
        bank: FactBank,
        clock: Callable[[], float] = time.monotonic,
        wall_clock: Callable[[], float] = time.time,
        rng: random.Random | None = None,
        time_scale: float = 1.0,
        extensions: tuple[str, ...] = EXTENSIONS,
        identify_gate: IdentifyGate | None = None,
        bank_sync: BankSync | None = None,
        bank_check_seconds: float = CHECK_SECONDS,
        **options,
    ) -> None:
        if settings.shards is not None:  # only these shards, of a fixed count; else all Discord recommends
            options.setdefault("shard_count", settings.shards.count)
            options.setdefault("shard_ids", list(settings.shards.ids))
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=intents(),
            allowed_mentions=NO_PINGS,  # the default for every send; each send also says it
            **options,
        )
        self.settings = settings
        self.storage = storage
        self.bank = bank
        self.clock = clock
        self.wall_clock = wall_clock
        self.rng = rng or random.Random()
        # Game seconds per real second: 1 in production; tests run games faster with a matching clock.
        self.time_scale = time_scale
        self._extensions = extensions
        # Other processes IDENTIFY too: take turns through the database (see bot.cluster.identify).
        self.identify_gate = identify_gate
        self.max_concurrency = 1  # IDENTIFY buckets; from GET /gateway/bot when there is a gate
        # Processes sharing the database serve the bank any of them stored (see bot.cluster.bank_sync).
        self.bank_sync = bank_sync
        self._bank_check_seconds = bank_check_seconds
        self._bank_watch: asyncio.Task[None] | None = None
        # One look at a time: a game's look must not return while the notified look is still loading the
        # new bank (it would find the version already taken and start the game on the old bank).
        self._bank_lock = asyncio.Lock()
        self.tree.error(self.on_app_command_error)

    async def setup_hook(self) -> None:
        for extension in self._extensions:
            await self.load_extension(extension)
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to the development guild %s", len(synced), guild.id)
        if self.identify_gate is not None:
            await self._read_session_start_limit()
        if self.bank_sync is not None:
            self._bank_watch = asyncio.create_task(self._watch_bank(), name="trivia-bank-watch")
            self._bank_watch.add_done_callback(_log_failure)
            await self.storage.listen(CHANNEL, lambda _version: self.refresh_bank())  # PostgreSQL: at once

    async def _read_session_start_limit(self) -> None:
        recommended, _url, limit = await self.http.get_bot_gateway()
        self.max_concurrency = max(1, int(limit.get("max_concurrency", 1)))
        plan = self.settings.shards
        if plan is not None:
            log.info("running %s (IDENTIFY buckets: %d)", plan.describe(), self.max_concurrency)
            if plan.count < recommended:
                log.warning("SHARD_COUNT is %d but Discord recommends %d shards", plan.count, recommended)

    async def refresh_bank(self) -> None:
        """Serve the bank another process stored since this one last looked (before each game and
        every few seconds); a no-op without a BankSync."""
        if self.bank_sync is None:
            return
        async with self._bank_lock:
            newer = await self.bank_sync.newer()
            if newer is not None:
                self.bank = newer
                log.info("fact bank reloaded from the database: %d questions", len(newer.questions))

    async def _watch_bank(self) -> None:
        while True:
            await asyncio.sleep(self._bank_check_seconds)
            try:
                await self.refresh_bank()
            except PhotoFinishError as exc:  # the database is unusable: the games say so; try again later
                log.warning("could not check the fact bank's version: %s", exc)

    async def close(self) -> None:
        if self._bank_watch is not None:
            self._bank_watch.cancel()
        await super().close()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        if self.identify_gate is None:
            await super().before_identify_hook(shard_id, initial=initial)
            return
        await self.identify_gate.wait_turn((shard_id or 0) % self.max_concurrency)

    async def shutdown(self) -> None:
        """End running games (standings posted where possible), then close the connection."""
        for cog in list(self.cogs.values()):
            end_all = getattr(cog, "end_all_games", None)
            if end_all is not None:
                try:
                    await asyncio.wait_for(end_all("shutdown"), timeout=10)
                except Exception:
                    log.exception("could not end the games of %s cleanly", type(cog).__name__)
        await self.close()

    async def on_app_command_error(self, interaction: discord.Interaction, error: Exception) -> None:
        await report_error(interaction, error)


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("background task %s failed", task.get_name(), exc_info=task.exception())


def user_message(error: BaseException) -> str | None:
    """The message to show for an expected error, or None for a bug."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, PhotoFinishError | SettingsError):
        return str(error)
    if isinstance(error, app_commands.CheckFailure):
        return str(error) or "You can't use this command here."
    if isinstance(error, app_commands.TransformerError | app_commands.CommandSignatureMismatch):
        return "That option value isn't valid; please pick one from the list."
    return None


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """The one error handler: domain errors become an ephemeral message, anything else is logged."""
    message = user_message(error)
    if message is None:
        command = interaction.command.qualified_name if interaction.command else interaction.data
        log.error("error handling interaction %s (%s)", interaction.id, command, exc_info=error)
        message = APOLOGY
    else:
        log.info("refused interaction %s: %s", interaction.id, message)
        message = discord.utils.escape_mentions(message)  # it may echo what a member typed
    await reply(interaction, message[:2000], ephemeral=True)


async def reply(interaction: discord.Interaction[Any], content: str | None = None, **kwargs: Any) -> None:
    """Answer an interaction whether or not it was already answered or deferred; never pings.
    ``view=None`` sends no view."""
    kwargs.setdefault("allowed_mentions", NO_PINGS)
    if kwargs.get("view", ...) is None:
        del kwargs["view"]
    if content is not None:
        kwargs["content"] = content
    try:
        if interaction.response.is_done():
            await interaction.followup.send(**kwargs)
        else:
            await interaction.response.send_message(**kwargs)
    except discord.HTTPException as exc:
        log.warning("could not answer interaction %s: %s", interaction.id, exc)
