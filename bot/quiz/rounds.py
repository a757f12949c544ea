"""The mutable records behind a `Game` (one per player, one per question) and how an answer on
them becomes a scored event (`score_answer`, `wrong_answer`).

Kept apart from `bot.quiz.game` so the state machine reads as rules, not bookkeeping. A game's states,
its current question and its judge are in `bot.quiz.state`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.factbank.model import Question
from bot.quiz.events import Correct, Winner, Wrong
from bot.quiz.scoring import PlayerTotals, score_correct
from bot.quiz.settings import GameSettings
from bot.quiz.state import HINT_STAGES, Judge

CHATTER_EXTRA_WORDS = 3


@dataclass(slots=True)
class PlayerState:
    """One player's running totals in a game."""

    user_id: int
    display_name: str
    points: int = 0
    correct: int = 0
    answered: int = 0
    streak: int = 0
    best_streak: int = 0
    last_correct_at: float | None = None

    def totals(self) -> PlayerTotals:
        return PlayerTotals(
            user_id=self.user_id,
            display_name=self.display_name,
            points=self.points,
            correct=self.correct,
            answered=self.answered,
            best_streak=self.best_streak,
            last_correct_at=self.last_correct_at,
        )


@dataclass(frozen=True, slots=True)
class Choice:
    """A button choice, locked in at ``at`` with ``hint_stage`` hints shown."""

    index: int
    at: float
    hint_stage: int


@dataclass(slots=True)
class Round:
    """The question being played and everything that happened on it."""

    question: Question
    number: int
    judge: Judge
    asked_at: float
    ends_at: float
    correct_index: int | None
    hint_stage: int = 0  # stages shown
    scheduled: int = 0  # scheduled hint times already handled
    removed: tuple[int, ...] = ()
    tries: dict[int, int] = field(default_factory=dict)
    choices: dict[int, Choice] = field(default_factory=dict)
    winners: list[Winner] = field(default_factory=list)
    active: bool = False  # a human did something on this question

    def hint_at(self, stage: int) -> float:
        """When scheduled hint ``stage`` is due: at 1/3 and 2/3 of the question's time."""
        return self.asked_at + (self.ends_at - self.asked_at) * stage / (HINT_STAGES + 1)

    def elapsed_ms(self, at: float) -> int:
        return max(0, round((at - self.asked_at) * 1000))

    def votes(self) -> tuple[int, ...]:
        """How many players chose each choice, in the order of the question's choices."""
        chosen = [c.index for c in self.choices.values()]
        return tuple(chosen.count(i) for i in range(len(self.question.choices)))


def is_chatter(text: str, question: Question) -> bool:
    """A wrong message that is plainly talk, not a guess: no letter or digit, or much longer than
    the longest accepted answer (more than `CHATTER_EXTRA_WORDS` extra words)."""
    if not any(ch.isalnum() for ch in text):
        return True
    longest = max((len(a.split()) for a in question.accepted), default=1)
    return len(text.split()) > longest + CHATTER_EXTRA_WORDS


def score_answer(
    player: PlayerState, r: Round, *, at: float, hint_stage: int, settings: GameSettings
) -> Correct:
    """Score a correct answer given at ``at``: update the player and the round, return the event."""
    streak = player.streak + 1
    breakdown = score_correct(
        r.question.difficulty,
        remaining=r.ends_at - at,
        seconds=settings.seconds,
        hint_stage=hint_stage,
        streak=streak,
        points=settings.points,
    )
    player.points += breakdown.total
    player.correct += 1
    player.streak = streak
    player.best_streak = max(player.best_streak, streak)
    player.last_correct_at = at
    elapsed_ms = r.elapsed_ms(at)
    r.winners.append(
        Winner(
            user_id=player.user_id,
            display_name=player.display_name,
            points=breakdown.total,
            elapsed_ms=elapsed_ms,
        )
    )
    return Correct(
        number=r.number,
        question_id=r.question.id,
        user_id=player.user_id,
        display_name=player.display_name,
        elapsed_ms=elapsed_ms,
        hint_stage=hint_stage,
        points=breakdown.total,
        breakdown=breakdown,
        streak=streak,
        game_points=player.points,
    )


def wrong_answer(player: PlayerState, r: Round, *, at: float, hint_stage: int, tries_left: int) -> Wrong:
    """The record of a wrong answer given at ``at``."""
    return Wrong(
        number=r.number,
        question_id=r.question.id,
        user_id=player.user_id,
        display_name=player.display_name,
        elapsed_ms=r.elapsed_ms(at),
        hint_stage=hint_stage,
        tries_left=tries_left,
    )
