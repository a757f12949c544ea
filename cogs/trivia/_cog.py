"""/trivia start|stop|skip|hint, typed answers from chat, and button choices: a thin adapter."""

from __future__ import annotations

from typing import TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import TriviaBot
from bot.errors import StorageError, UserFacingError
from bot.quiz import AlreadyChosen, GameSettings, HintGiven, HintUnavailable, LockedIn
from bot.quiz.settings import QUESTIONS_RANGE, SECONDS_RANGE, Mode, as_mode
from bot.session import GameSession
from bot.wording import count
from cogs._common import defer, is_moderator, plain, player_name, reply, require_guild, topic_choices
from cogs.trivia import _render as render
from cogs.trivia._render import LETTERS
from cogs.trivia._runner import ChannelGame

T = TypeVar("T")
TOPIC_MAX = 100  # the registered max_length of the topic options


class TriviaCog(commands.Cog):
    trivia = app_commands.Group(
        name="trivia", description="Play race trivia in this channel", guild_only=True
    )

    def __init__(self, bot: TriviaBot) -> None:
        self.bot = bot
        self.games: dict[int, ChannelGame] = {}  # channel id -> its running game
        self._starting: set[int] = set()

    async def cog_unload(self) -> None:
        await self.end_all_games("shutdown")

    async def end_all_games(self, reason: str) -> None:
        for game in list(self.games.values()):
            await game.end(reason)

    # -- commands ---------------------------------------------------------------------------------

    @trivia.command(name="start", description="Start a trivia game in this channel")
    @app_commands.describe(
        questions=f"How many questions ({QUESTIONS_RANGE[0]}-{QUESTIONS_RANGE[1]})",
        mode="Answer by typing in chat, or with buttons",
        seconds=f"Seconds per question ({SECONDS_RANGE[0]}-{SECONDS_RANGE[1]})",
        topic="Only this race, report or imported topic (default: the server's topics, else the race reports)",
    )
    async def start(
        self,
        interaction: discord.Interaction[TriviaBot],
        questions: app_commands.Range[int, QUESTIONS_RANGE[0], QUESTIONS_RANGE[1]] | None = None,
        mode: Mode | None = None,
        seconds: app_commands.Range[int, SECONDS_RANGE[0], SECONDS_RANGE[1]] | None = None,
        topic: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        guild_id = require_guild(interaction)
        channel = interaction.channel
        if not isinstance(channel, discord.abc.Messageable):
            raise UserFacingError("Trivia games run in text channels.")
        channel_id = interaction.channel_id or 0
        if channel_id in self.games or channel_id in self._starting:
            raise UserFacingError("A game is already running in this channel: /trivia stop ends it.")
        if topic is not None and len(topic) > TOPIC_MAX:  # Discord enforces it; we don't trust it
            raise UserFacingError(f"topic must be at most {TOPIC_MAX} characters; pick one from the list.")
        await defer(interaction, ephemeral=True)
        self._starting.add(channel_id)
        try:
            guild = await self.bot.storage.get_settings(guild_id)
            if guild.allowed_channels and channel_id not in guild.allowed_channels:
                where = ", ".join(f"<#{c}>" for c in guild.allowed_channels[:10])
                raise UserFacingError(f"Trivia games run only in {where} on this server.")
            defaults = self.bot.settings.defaults
            settings = GameSettings(  # checked again here: Discord enforces the ranges, we don't trust it
                questions=_given(questions, guild.default_questions or defaults.questions),
                mode=_given(mode, as_mode(guild.default_mode or defaults.mode)),
                seconds=_given(seconds, guild.default_seconds or defaults.seconds),
                topic=topic,
                topics=guild.default_topics,  # when no topic is given; none: the race reports only
            )
            await self.bot.refresh_bank()  # another process may have stored a newer bank
            session = await GameSession.create(
                self.bot.storage,
                self.bot.bank,
                settings,
                guild_id=guild_id,
                channel_id=channel_id,
                starter_id=interaction.user.id,
                rng=self.bot.rng,
                wall_clock=self.bot.wall_clock,
            )
            how = "press a button to answer" if settings.mode == "buttons" else "type your answers in chat"
            about = settings.topic or ", ".join(settings.topics)
            about = f" about **{plain(about, 300)}**" if about else ""
            intro = (
                f"🏁 **{player_name(interaction.user.display_name)}** started a trivia game{about}: "
                f"{count(session.game.total, 'question')}, {settings.seconds} s each, {how}. "
                f"A right answer scores more when fast and in a streak (questions won in a row); "
                f"{render.hint_rule(settings)}."
            )
            game = ChannelGame(
                self.bot,
                session,
                channel,
                on_done=self._game_done,
                intro=intro,
                on_storage_error=self._storage_failed,
            )
            self.games[channel_id] = game
            game.start()
        finally:
            self._starting.discard(channel_id)
        await reply(
            interaction,
            f"Game started with {count(session.game.total, 'question')}. Good luck!",
            ephemeral=True,
        )

    @start.autocomplete("topic")
    async def topic_autocomplete(
        self, interaction: discord.Interaction[TriviaBot], current: str
    ) -> list[app_commands.Choice[str]]:
        return topic_choices(self.bot.bank.topics(), current)

    @trivia.command(name="stop", description="End the game in this channel and show the standings")
    async def stop(self, interaction: discord.Interaction[TriviaBot]) -> None:
        game = await self._game_for_moderation(interaction, "stop")
        await game.end("stopped")
        if game.halted:  # its end could not be saved: the channel has the notice instead
            raise UserFacingError("Game stopped, without standings: the database cannot be written.")
        await reply(interaction, "Game stopped; the standings are posted.", ephemeral=True)

    @trivia.command(name="skip", description="Reveal the answer and move on to the next question")
    async def skip(self, interaction: discord.Interaction[TriviaBot]) -> None:
        game = await self._game_for_moderation(interaction, "skip")
        events = await game.step(game.game.skip)
        await reply(
            interaction, "Skipped." if events else "There is no open question to skip.", ephemeral=True
        )

    @trivia.command(
        name="hint",
        description="Show the next hint now; every hint shown, automatic or asked for, lowers the points",
    )
    async def hint(self, interaction: discord.Interaction[TriviaBot]) -> None:
        game = self._running(interaction)
        await defer(interaction, ephemeral=True)
        events = await game.step(lambda now: game.game.hint(interaction.user.id, now))
        for event in events:
            if isinstance(event, HintUnavailable):
                raise UserFacingError(event.reason)
            if isinstance(event, HintGiven):
                await reply(interaction, f"Hint {event.stage} is posted.", ephemeral=True)
                return
        raise UserFacingError("There is no open question to hint at right now.")

    # -- answers ----------------------------------------------------------------------------------

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        game = self.games.get(message.channel.id)
        if game is None or message.author.bot or not message.content:
            return  # the hot path for every message in every channel without a game
        author = message.author
        await game.step(
            lambda now: game.game.answer(author.id, author.display_name, message.content[:500], now),
            reply_to=message,
        )

    async def on_choice(
        self, interaction: discord.Interaction[TriviaBot], game_id: int, number: int, index: int
    ) -> None:
        game = self.games.get(interaction.channel_id or 0)
        current = game.game.current if game else None
        if game is None or game.game_id != game_id or current is None or current.number != number:
            await reply(interaction, "This question is closed.", ephemeral=True)
            return
        if game.session.lock.locked():
            await defer(interaction, ephemeral=True)  # the game is busy: acknowledge first
        user = interaction.user
        events = await game.step(lambda now: game.game.choose(user.id, user.display_name, index, now))
        choices = current.question.choices
        for event in events:
            if isinstance(event, LockedIn):
                text = f"🔒 Locked in: **{LETTERS[event.choice]}. {plain(choices[event.choice], 100)}**"
                await reply(interaction, text, ephemeral=True)
                return
            if isinstance(event, AlreadyChosen):
                text = (
                    f"You already locked in **{LETTERS[event.choice]}. {plain(choices[event.choice], 100)}**."
                )
                await reply(interaction, text, ephemeral=True)
                return
        await reply(interaction, "This question is closed.", ephemeral=True)

    # -- helpers ----------------------------------------------------------------------------------

    def _running(self, interaction: discord.Interaction[TriviaBot]) -> ChannelGame:
        require_guild(interaction)
        game = self.games.get(interaction.channel_id or 0)
        if game is None:
            raise UserFacingError("No trivia game is running in this channel. Start one with /trivia start.")
        return game

    async def _game_for_moderation(
        self, interaction: discord.Interaction[TriviaBot], action: str
    ) -> ChannelGame:
        game = self._running(interaction)
        await defer(interaction, ephemeral=True)
        if interaction.user.id != game.session.record.starter_id:
            settings = await self.bot.storage.get_settings(game.session.record.guild_id)
            if not is_moderator(interaction, settings):
                raise UserFacingError(
                    f"Only the player who started this game, or a moderator (Manage Messages or the trivia "
                    f"role), can {action} it."
                )
        return game

    def _storage_failed(self, error: StorageError) -> None:
        """The database cannot be written: every running game stops with a notice in its channel."""
        for game in list(self.games.values()):
            game.halt(error)

    def _game_done(self, game: ChannelGame) -> None:
        channel_id = game.session.record.channel_id
        if self.games.get(channel_id) is game:
            del self.games[channel_id]


def _given(value: T | None, default: T) -> T:
    """The option as given (0 and "" included, so GameSettings refuses them), else the default."""
    return default if value is None else value
