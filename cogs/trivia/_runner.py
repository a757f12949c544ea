"""One running game in one channel: its asyncio task, its outbox, and the order of what it does.

``step`` runs one engine call under the session's lock, commits what it says (``GameSession.apply``)
and queues the rendering; a separate sender task posts the queue in order, so a slow or rate-limited
Discord never holds up answers, and nothing is announced before it is committed.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.errors import StorageError
from bot.quiz import Correct, Event, GameOver, HintGiven, NotAnAnswer, OutOfTries, QuestionAsked, Revealed
from bot.session import GameSession
from cogs._common import NO_PINGS, player_name
from cogs.trivia import _render as render
from cogs.trivia._views import question_view, reveal_view

if TYPE_CHECKING:
    from bot.client import TriviaBot

log = logging.getLogger(__name__)

SEND_DRAIN_SECONDS = 15.0
SEND_RETRY_DELAYS = (0.5, 2.0)  # seconds before each new try of a post that failed with a 5xx
RETRIED_BY_DISCORD_PY = frozenset({500, 502, 504, 524})  # discord.py already retried these 5 times


@dataclass
class Outgoing:
    content: str | None = None
    embed: discord.Embed | None = None
    view: discord.ui.View | None = None
    reply_to: discord.Message | None = None
    is_question: bool = False
    closes_question: bool = False


class ChannelGame:
    def __init__(
        self,
        bot: TriviaBot,
        session: GameSession,
        channel: discord.abc.Messageable,
        *,
        on_done: Callable[[ChannelGame], None],
        intro: str | None = None,
        on_storage_error: Callable[[StorageError], None] | None = None,
    ) -> None:
        self.bot = bot
        self.session = session
        self.game = session.game
        self.channel = channel
        self._on_done = on_done
        self._outbox: asyncio.Queue[Outgoing | None] = asyncio.Queue()
        self._wake = asyncio.Event()
        self._question_message: discord.Message | None = None
        self._pending_correct: tuple[str, discord.Message | None] | None = None
        self.task: asyncio.Task[None] | None = None
        self._sender: asyncio.Task[None] | None = None
        self._on_storage_error = on_storage_error
        self.halted = False
        if intro:
            self._outbox.put_nowait(Outgoing(content=intro))

    @property
    def game_id(self) -> int:
        return self.session.record.id

    def start(self) -> None:
        self._sender = asyncio.create_task(self._send_loop(), name=f"trivia-sender-{self.game_id}")
        self.task = asyncio.create_task(self._run(), name=f"trivia-game-{self.game_id}")
        self.task.add_done_callback(self._finished)

    async def step(
        self, call: Callable[[float], list[Event]], *, reply_to: discord.Message | None = None
    ) -> list[Event]:
        """Run one engine call, commit its answers, queue its rendering; returns the events."""
        async with self.session.lock:
            if self.game.finished:
                return []
            events = call(self.bot.clock())
            try:
                await self.session.apply(events)
            except StorageError as exc:  # storage logged it, once; nothing uncommitted is announced
                self.halt(exc, own=True)
                if self._on_storage_error is not None:
                    self._on_storage_error(exc)  # every other running game stops too
                return []
            if self.halted:  # another game found the database unusable while this one was saving
                return []
            for event in events:
                self._render(event, reply_to)
        self._wake.set()
        return events

    def halt(self, error: StorageError, *, own: bool = False) -> None:
        """Stop at once because the database cannot be written: a notice in the channel, nothing stored
        (the game's row stays open and is closed as interrupted at the next start). ``own``: this
        game's save failed, even that of its end; else a game already over is left alone."""
        if self.halted or (self.game.finished and not own):
            return
        self.halted = True
        self.game.stop(self.bot.clock(), "error")  # [] when over; its events cannot be saved, so not shown
        self._outbox.put_nowait(Outgoing(content=f"⚠️ This game stopped. {error}"))
        self._wake.set()

    async def end(self, reason: str) -> None:
        """Stop the game (standings posted), wait for the outbox to drain, then let the task finish."""
        await self.step(lambda now: self.game.stop(now, reason))
        if self.task is not None:
            try:
                await asyncio.wait_for(asyncio.shield(self.task), SEND_DRAIN_SECONDS + 5)
            except (TimeoutError, asyncio.CancelledError):
                self.task.cancel()

    # -- the game's own task ----------------------------------------------------------------------

    async def _run(self) -> None:
        try:
            await self.step(self.game.start)
            while True:
                self._wake.clear()
                async with self.session.lock:  # a step in progress finishes (and queues its posts) first
                    if self.game.finished:
                        break
                    deadline = self.game.next_deadline()
                delay = (
                    3600.0
                    if deadline is None
                    else max(0.0, deadline - self.bot.clock()) / self.bot.time_scale
                )
                try:
                    async with asyncio.timeout(delay):
                        await self._wake.wait()
                    continue  # an answer or a command changed the game: look at the deadline again
                except TimeoutError:
                    pass
                await self.step(self.game.tick)
        except Exception:
            # A bug or a dead database: say so, close the game (its points are already committed),
            # and end the task normally so the channel is free again.
            log.exception("the game %d in channel %s failed", self.game_id, getattr(self.channel, "id", "?"))
            self._on_done(self)  # the channel is free for a new game at once
            await self._close_after_failure()
        finally:
            await self._drain()

    async def _drain(self) -> None:
        self._outbox.put_nowait(None)
        if self._sender is None:
            return
        try:
            await asyncio.wait_for(asyncio.shield(self._sender), SEND_DRAIN_SECONDS)
        except (TimeoutError, asyncio.CancelledError):
            self._sender.cancel()

    def _finished(self, task: asyncio.Task[None]) -> None:
        """The task's done callback: free the channel, and log whatever escaped the task itself."""
        self._on_done(self)
        if not task.cancelled() and task.exception() is not None:
            log.error("the game %d ended abnormally", self.game_id, exc_info=task.exception())

    async def _close_after_failure(self) -> None:
        try:
            if not self.session.ended:
                await self.session.storage.end_game(self.game_id, "error", now=self.bot.wall_clock())
            await self.channel.send(
                "⚠️ This game stopped because of an error. Every point announced is saved.",
                allowed_mentions=NO_PINGS,
            )
        except Exception:
            log.exception("could not close the failed game %d", self.game_id)

    # -- rendering and sending --------------------------------------------------------------------

    def _render(self, event: Event, reply_to: discord.Message | None) -> None:
        put = self._outbox.put_nowait
        if isinstance(event, QuestionAsked):
            ends_at = self.bot.wall_clock() + (event.ends_at - self.bot.clock()) / self.bot.time_scale
            view = question_view(self.game_id, event.number, event.choices) if event.choices else None
            embed = render.question(event, self.game.settings, ends_at_unix=ends_at)
            put(Outgoing(embed=embed, view=view, is_question=True))
        elif isinstance(event, HintGiven):
            put(Outgoing(content=render.hint(event)))
        elif isinstance(event, Correct):
            if self.game.settings.mode == "typed":
                self._pending_correct = (render.correct(event), reply_to)
        elif isinstance(event, OutOfTries):
            put(
                Outgoing(
                    content=f"{player_name(event.display_name)}, you're out of tries for this question; "
                    "the others can still answer until the time is up.",
                    reply_to=reply_to,
                )
            )
        elif isinstance(event, NotAnAnswer):
            put(Outgoing(content="One answer at a time: a list of guesses doesn't count.", reply_to=reply_to))
        elif isinstance(event, Revealed):
            content, reference = self._pending_correct or (None, None)
            self._pending_correct = None
            put(
                Outgoing(
                    content=content,
                    embed=render.reveal(event, self.bot.bank),
                    view=reveal_view(event.question.id),
                    reply_to=reference,
                    closes_question=True,
                )
            )
        elif isinstance(event, GameOver):
            put(Outgoing(embed=render.standings(event)))

    async def _send_loop(self) -> None:
        while (item := await self._outbox.get()) is not None:
            await self._deliver(item)

    async def _deliver(self, item: Outgoing) -> None:
        """Post one item; a 5xx that discord.py does not retry itself (503) is tried again, so an
        announcement is not lost to a passing outage. Nothing here stops the game."""
        where = getattr(self.channel, "id", "?")
        for wait in (*SEND_RETRY_DELAYS, None):
            try:
                await self._send(item)
                return
            except discord.DiscordServerError as exc:
                if wait is None or exc.status in RETRIED_BY_DISCORD_PY:
                    log.warning("could not post to channel %s: %s", where, exc)
                    return
                log.warning("Discord failed a post to channel %s (%s); trying again", where, exc.status)
                await asyncio.sleep(wait)
            except discord.HTTPException as exc:
                log.warning("could not post to channel %s: %s", where, exc)
                return
            except Exception:
                log.exception("unexpected error while posting to channel %s", where)
                return

    async def _send(self, item: Outgoing) -> None:
        if (
            item.closes_question
            and self._question_message is not None
            and self.game.settings.mode == "buttons"
        ):
            message, self._question_message = self._question_message, None
            try:
                await message.edit(view=None)  # the choices are closed: take the buttons away
            except discord.HTTPException as exc:
                log.info("could not remove the buttons of message %s: %s", message.id, exc)
        kwargs: dict = {"allowed_mentions": NO_PINGS}
        if item.embed is not None:
            kwargs["embed"] = item.embed
        if item.view is not None:
            kwargs["view"] = item.view
        if item.reply_to is not None:
            kwargs["reference"] = item.reply_to.to_reference(fail_if_not_exists=False)
            kwargs["mention_author"] = False
        sent = await self.channel.send(item.content, **kwargs)
        if item.is_question:
            self._question_message = sent
