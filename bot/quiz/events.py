"""What a game says happened: frozen dataclasses the adapter renders and stores.

Every event carries ``number``, the 1-based number of the question it belongs to (0 before the first).
The engine returns them in the order they happened; an adapter handles them in that order.

`Correct` and `Wrong` are the *scored answers* (both subclass `ScoredAnswer`): each carries every
game-independent field storage needs to record it (question_id, user_id, display_name, correct,
points, elapsed_ms, hint_stage). Store them before announcing them.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from bot.factbank.model import Question
from bot.quiz.scoring import Breakdown, StandingRow

log = logging.getLogger(__name__)

REVEAL_REASONS = ("timeout", "answered", "skipped", "stopped", "out_of_tries")
GAME_OVER_REASONS = ("finished", "stopped", "idle")


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    number: int


@dataclass(frozen=True, slots=True, kw_only=True)
class QuestionAsked(Event):
    """A question is open until ``ends_at`` (clock time). ``choices`` is empty in typed mode."""

    question: Question
    total: int
    ends_at: float
    mode: str
    choices: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class HintGiven(Event):
    """Hint ``stage`` (1 or 2) is now shown; from now on a correct answer costs ``cost`` points less
    (the cost of every stage shown so far, whether it came on schedule or was asked for).

    Typed mode: ``text`` is the masked answer or the number range. Buttons mode: ``removed`` lists the
    indexes of the wrong choices ruled out so far and ``text`` names them. ``requested_by`` is the
    player who asked (/trivia hint), None when the hint came on schedule.
    """

    stage: int
    text: str
    cost: int
    removed: tuple[int, ...] = ()
    requested_by: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class HintUnavailable(Event):
    """A hint was asked for but none can be given: ``reason`` is fit to show the asker."""

    user_id: int
    reason: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoredAnswer(Event):
    """An answer to record: what storage writes to its answers log."""

    question_id: str
    user_id: int
    display_name: str
    elapsed_ms: int  # since the question was asked
    hint_stage: int  # hint stages shown when the answer came


@dataclass(frozen=True, slots=True, kw_only=True)
class Correct(ScoredAnswer):
    """A correct answer and its points. ``streak`` counts this one (1 = first in a row)."""

    points: int
    breakdown: Breakdown
    streak: int
    game_points: int  # the player's total in this game, this answer included
    correct: bool = field(default=True, init=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class Wrong(ScoredAnswer):
    """A wrong answer (scores 0). ``tries_left`` is what the player has left on this question."""

    tries_left: int
    points: int = field(default=0, init=False)
    correct: bool = field(default=False, init=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class NotAnAnswer(Event):
    """The message named several candidates (a LIST verdict). It is not an answer: it costs no try."""

    user_id: int
    display_name: str


@dataclass(frozen=True, slots=True, kw_only=True)
class OutOfTries(Event):
    """The player used all their tries on this question; their further answers are ignored."""

    user_id: int
    display_name: str


@dataclass(frozen=True, slots=True, kw_only=True)
class LockedIn(Event):
    """Buttons mode: the player's choice is recorded (show it to them only). ``votes`` counts all so far."""

    user_id: int
    display_name: str
    choice: int
    votes: int


@dataclass(frozen=True, slots=True, kw_only=True)
class AlreadyChosen(Event):
    """Buttons mode: the player pressed again; ``choice`` is the one they locked in first."""

    user_id: int
    choice: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Winner:
    user_id: int
    display_name: str
    points: int
    elapsed_ms: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Revealed(Event):
    """The answer is shown and the question closed.

    reason: "timeout" (time ran out), "answered" (typed: somebody got it; buttons: voting closed early),
    "skipped" (/trivia skip), "stopped" (the game was stopped while the question was open; nothing
    on it is scored), "out_of_tries" (typed, with ``reveal_when_out_of_tries``: everyone who answered
    used up their tries).
    winners: who scored on it, fastest first (typed mode: at most one).
    votes: buttons mode, how many players chose each choice (same order as ``question.choices``);
    ``correct_index`` is the answer's index there. Both empty/None in typed mode.
    """

    question: Question
    answer: str
    reason: str
    winners: tuple[Winner, ...] = ()
    votes: tuple[int, ...] = ()
    correct_index: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class GameOver(Event):
    """The game ended: reason "finished" (all questions asked), "stopped" (or the reason given to
    `Game.stop`), or "idle" (nobody answered ``idle_limit`` questions in a row). ``number`` is the
    number of questions asked."""

    standings: tuple[StandingRow, ...]
    reason: str
