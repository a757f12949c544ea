"""A running game and its persistence: the glue every front end (terminal, Discord) shares.

Plain Python, no discord. A `GameSession` owns one `bot.quiz.Game` and writes what it says to storage:
each scored answer is committed before `apply` returns the events, so whatever the adapter then
announces is already safe. The adapter holds ``session.lock`` around one engine call, `apply`, and
its rendering, so events of one game are stored and shown in the order they happened.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Sequence
from dataclasses import asdict

from bot.bank import FactBank
from bot.errors import UserFacingError
from bot.quiz import Event, Game, GameOver, GameSettings, QuestionAsked, ScoredAnswer, draw_questions
from bot.storage import AnswerRecord, GameRecord, Storage

Clock = Callable[[], float]


class GameSession:
    def __init__(self, storage: Storage, game: Game, record: GameRecord, *, wall_clock: Clock) -> None:
        self.storage = storage
        self.game = game
        self.record = record
        self.lock = asyncio.Lock()
        self._wall_clock = wall_clock
        self.ended = False

    @classmethod
    async def create(
        cls,
        storage: Storage,
        bank: FactBank,
        settings: GameSettings,
        *,
        guild_id: int,
        channel_id: int,
        starter_id: int,
        rng: random.Random,
        wall_clock: Clock,
        repeatable: bool = False,
    ) -> GameSession:
        """Draw the questions (no repeats in this server until all were asked) and open the game.

        ``repeatable`` (the terminal's ``--seed``): the draw ignores which questions were asked
        before, so the same seed and bank give the same game every time; the questions still count
        as asked for later games.
        """
        asked = set() if repeatable else await storage.asked_questions(guild_id)
        disabled = await storage.disabled_questions(guild_id)
        draw = draw_questions(
            bank.questions,
            count=settings.questions,
            topic=settings.topic,
            topics=settings.topics,
            asked_ids=asked,
            disabled_ids=disabled,
            rng=rng,
            require_choices=settings.mode == "buttons",
        )
        if not draw.questions:
            about = settings.topic or ", ".join(settings.topics)
            where = f" about {about!r}" if about else ""
            raise UserFacingError(f"There are no questions{where} to ask yet.")
        now = wall_clock()
        if draw.reset_asked:
            await storage.mark_asked(guild_id, [], now=now, reset=True)
        record = await storage.start_game(guild_id, channel_id, starter_id, _settings_dict(settings), now=now)
        game = Game(settings, draw.questions, guild_id=guild_id, channel_id=channel_id, starter_id=starter_id)
        return cls(storage, game, record, wall_clock=wall_clock)

    async def apply(self, events: Sequence[Event]) -> Sequence[Event]:
        """Persist what ``events`` say (answers, asked questions, the end); returns them unchanged."""
        for event in events:
            if isinstance(event, ScoredAnswer):
                await self.storage.record_answer(self._answer_record(event))
            elif isinstance(event, QuestionAsked):
                await self.storage.mark_asked(
                    self.record.guild_id, [event.question.id], now=self._wall_clock()
                )
            elif isinstance(event, GameOver):
                await self.storage.end_game(self.record.id, event.reason, now=self._wall_clock())
                self.ended = True
        return events

    def _answer_record(self, event: ScoredAnswer) -> AnswerRecord:
        return AnswerRecord(
            game_id=self.record.id,
            guild_id=self.record.guild_id,
            question_id=event.question_id,
            user_id=event.user_id,
            display_name=event.display_name,
            correct=bool(getattr(event, "correct", False)),
            points=int(getattr(event, "points", 0)),
            elapsed_ms=event.elapsed_ms,
            hint_stage=event.hint_stage,
            answered_at=self._wall_clock(),
        )


def _settings_dict(settings: GameSettings) -> dict:
    data = asdict(settings)
    data["points"] = asdict(settings.points)
    return data
