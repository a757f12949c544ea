"""The offline quiz: the same engine, bank and storage as the Discord bot, played in a terminal.

Answers are read line by line from ``stdin`` (so a game can be scripted by piping answers in).
Commands at the prompt: ``/hint``, ``/skip``, ``/quit``. End of input ends the game. One player: when
they are out of tries the answer is revealed at once, and a line that does not count says why.
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
import sys
import threading
import time
import zlib
from collections.abc import Callable
from typing import TextIO

from bot.bank import FactBank
from bot.quiz import (
    Correct,
    Event,
    GameOver,
    GameSettings,
    HintGiven,
    HintUnavailable,
    NotAnAnswer,
    OutOfTries,
    QuestionAsked,
    Revealed,
    Wrong,
)
from bot.quiz.giveaway import reveals
from bot.quiz.state import HINT_STAGES
from bot.session import GameSession
from bot.storage import Storage
from bot.wording import count, source_label

TERMINAL_GUILD = 0  # scores of the terminal quiz live apart from every Discord server's
TERMINAL_CHANNEL = 0


def player_id(name: str) -> int:
    """A stable id per player name, so the all-time score follows the name across runs."""
    return zlib.crc32(name.strip().casefold().encode("utf-8")) + 1


class LineReader:
    """Reads stdin lines in a worker thread; ``None`` means the input ended."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()

    def start(self) -> None:
        # A daemon thread, not the loop's executor: a read still blocked on a terminal when the game
        # ends must not keep the process alive.
        loop = asyncio.get_running_loop()
        threading.Thread(target=self._pump, args=(loop,), name="stdin-reader", daemon=True).start()

    def _pump(self, loop: asyncio.AbstractEventLoop) -> None:
        try:
            for line in self._stream:
                loop.call_soon_threadsafe(self._queue.put_nowait, line.rstrip("\r\n"))
            loop.call_soon_threadsafe(self._queue.put_nowait, None)
        except RuntimeError:  # the loop closed first: nobody is listening any more
            pass

    async def get(self, wait: float) -> tuple[bool, str | None]:
        """(True, line or None at end of input), or (False, None) when ``wait`` seconds passed first."""
        try:
            return True, await asyncio.wait_for(self._queue.get(), timeout=max(0.0, wait))
        except TimeoutError:
            return False, None


class TerminalQuiz:
    def __init__(
        self, session: GameSession, bank: FactBank, *, player: str, out: TextIO, clock: Callable[[], float]
    ):
        self.session = session
        self.bank = bank
        self.player = player
        self.user_id = player_id(player)
        self.out = out
        self.clock = clock
        self.input_ended = False

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    async def run(self, reader: LineReader) -> GameOver | None:
        game = self.session.game
        await self.handle(game.start(self.clock()))
        while not game.finished:
            deadline = game.next_deadline()
            wait = 3600.0 if deadline is None else deadline - self.clock()
            if game.is_open and not self.input_ended:
                got, line = await reader.get(wait)
                if got:
                    await self.on_line(line)
                    continue
            elif wait > 0:
                await asyncio.sleep(wait)
            await self.handle(game.tick(self.clock()))
        return self.game_over

    async def on_line(self, line: str | None) -> None:
        game = self.session.game
        now = self.clock()
        if line is None:
            self.input_ended = True
            await self.handle(game.stop(now, reason="stopped"))
            return
        command = line.strip().casefold()
        if command in ("/quit", "/stop"):
            await self.handle(game.stop(now))
        elif command == "/skip":
            await self.handle(game.skip(now))
        elif command == "/hint":
            await self.handle(game.hint(self.user_id, now))
        elif line.strip():
            events = game.answer(self.user_id, self.player, line, now)
            await self.handle(events)
            if not events:
                self.say(f"  {self.why_ignored()}")

    def why_ignored(self) -> str:
        """Why an answer line did nothing (the engine ignores it without an event)."""
        game = self.session.game
        if not game.is_open:
            return "(not counted: no question is open; the next one comes in a moment)"
        return "(not counted: that reads as chat, not an answer; type just the answer)"

    game_over: GameOver | None = None

    async def handle(self, events: list[Event]) -> None:
        async with self.session.lock:
            for event in await self.session.apply(events):
                self.render(event)
                if isinstance(event, GameOver):
                    self.game_over = event

    def render(self, event: Event) -> None:
        if isinstance(event, QuestionAsked):
            q = event.question
            race = "" if reveals(q.race, q) else f" · {q.race_title}"  # never the answer on the card
            self.say()
            self.say(f"Question {event.number}/{event.total}{race} · {self.session.game.settings.seconds} s")
            self.say(f"  {q.prompt}")
        elif isinstance(event, HintGiven):
            how = "" if event.requested_by else " (automatic)"
            self.say(
                f"  Hint {event.stage}{how}: {event.text}  (a correct answer now scores {count(event.cost, 'point')} less)"
            )
        elif isinstance(event, HintUnavailable):
            self.say(f"  {event.reason}")
        elif isinstance(event, Correct):
            b = event.breakdown
            extras = [f"speed +{b.speed}"] if b.speed else []
            extras += [f"streak +{b.streak}"] if b.streak else []
            extras += [f"hints -{b.hint_cost}"] if b.hint_cost else []
            self.say(
                f"  ✓ Correct! +{count(event.points, 'point')}"
                + (f" ({', '.join(extras)})" if extras else "")
            )
        elif isinstance(event, Wrong):
            left = f"{event.tries_left} {'try' if event.tries_left == 1 else 'tries'} left"
            self.say(f"  ✗ Not quite ({left})")
        elif isinstance(event, OutOfTries):
            self.say("  No tries left on this question.")
        elif isinstance(event, NotAnAnswer):
            self.say("  One answer at a time, please: a list of guesses does not count.")
        elif isinstance(event, Revealed):
            self.render_reveal(event)
        elif isinstance(event, GameOver):
            self.say()
            self.say(f"Game over ({event.reason}). Standings:")
            if not event.standings:
                self.say("  nobody scored")
            for row in event.standings:
                self.say(
                    f"  {row.rank}. {row.display_name}: {count(row.points, 'point')}, {row.correct} correct"
                )

    def render_reveal(self, event: Revealed) -> None:
        reason = {"timeout": "Time's up! ", "skipped": "Skipped. ", "stopped": "Stopped. "}.get(
            event.reason, ""
        )
        self.say(f"  {reason}Answer: {event.answer}")
        if event.question.sources:
            first = event.question.sources[0]
            self.say(f"  Source: {source_label(self.bank.title_of(first.document), first.document)}")
            self.say(f"    “{first.sentence}”")
            more = len(event.question.sources) - 1
            if more:
                self.say(f"    (and {more} more {'report' if more == 1 else 'reports'})")


async def play(
    storage: Storage,
    bank: FactBank,
    settings: GameSettings,
    *,
    player: str,
    seed: int | None,
    stdin: TextIO = sys.stdin,
    out: TextIO = sys.stdout,
    clock: Callable[[], float] = time.monotonic,
    wall_clock: Callable[[], float] = time.time,
) -> int:
    """Play one game in the terminal; prints the standings and the player's all-time score.

    ``seed``: the same seed and bank give the same questions in the same order (see
    `GameSession.create`'s ``repeatable``); without one, the draw avoids questions asked before.
    """
    settings = dataclasses.replace(settings, reveal_when_out_of_tries=True)  # one player
    rng = random.Random(seed)
    for left in await storage.open_games():  # a quiz killed earlier: one open game per channel
        if (left.guild_id, left.channel_id) == (TERMINAL_GUILD, TERMINAL_CHANNEL):
            await storage.end_game(left.id, "interrupted", now=wall_clock())
    session = await GameSession.create(
        storage,
        bank,
        settings,
        guild_id=TERMINAL_GUILD,
        channel_id=TERMINAL_CHANNEL,
        starter_id=player_id(player),
        rng=rng,
        wall_clock=wall_clock,
        repeatable=seed is not None,
    )
    quiz = TerminalQuiz(session, bank, player=player, out=out, clock=clock)
    for line in intro(session.game.total, settings):
        quiz.say(line)
    reader = LineReader(stdin)
    reader.start()
    await quiz.run(reader)
    stats = await storage.player_stats(TERMINAL_GUILD, player_id(player))
    quiz.say(
        f"{player}: {count(stats.points, 'point')} all time, {stats.correct} correct of "
        f"{count(stats.answers, 'answer')} in {count(stats.games, 'game')}."
    )
    return 0


def intro(total: int, settings: GameSettings) -> list[str]:
    """The rules as the terminal states them before question 1."""
    cost = settings.points.hint_cost
    times = " and ".join(
        f"{round(settings.seconds * k / (HINT_STAGES + 1))} s" for k in range(1, HINT_STAGES + 1)
    )
    return [
        f"Photo Finish: {count(total, 'question')}, {settings.seconds:g} s each, "
        f"{count(settings.max_tries, 'try', 'tries')} per question. Type your answer;",
        "/hint for a hint, /skip to skip, /quit to stop.",
        f"Hints also come by themselves at {times}; every hint shown, asked for or not, "
        f"lowers the points by {cost}.",
        "Right answers in a row make a streak (bonus points); a missed or skipped question ends it.",
    ]
