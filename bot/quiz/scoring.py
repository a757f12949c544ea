"""Scoring rules and standings: pure functions, no clock, no state.

Points for a correct answer (defaults in `PointsSettings`):

    total = max(min_points, base + speed + streak - hint_cost)

- base: by difficulty, 1 -> 10, 2 -> 15, 3 -> 20 (a difficulty outside 1..3 is clamped).
- speed: up to +5, linear in the time left when the answer came, rounded half up
  (answered at once: +5; at the deadline: +0).
- hint_cost: 3 per hint stage shown for the question before the answer (hints are public, so a
  hint lowers the question's value for everyone who answers after it, whoever asked for it).
- streak: +2 per consecutive correct answer by the same player before this one, capped at +10
  (first correct: +0, second in a row: +2, third: +4, ...).
- the total never goes below min_points (1).

A wrong answer scores 0. Standings order players by points (desc), correct answers (desc), the time of
their last correct answer (earliest first; none counts as latest), then user id (asc): no two rows tie.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from bot.quiz.settings import PointsSettings


@dataclass(frozen=True, slots=True)
class Breakdown:
    """How a correct answer's points were made; ``total`` is what the player gets."""

    base: int
    speed: int
    streak: int
    hint_cost: int  # a positive number of points taken away
    total: int


def base_points(difficulty: int, points: PointsSettings) -> int:
    """Points for a question of this difficulty (1..3; others are clamped into that range)."""
    level = min(3, max(1, int(difficulty)))
    return points.base[level - 1]


def speed_bonus(remaining: float, seconds: float, points: PointsSettings) -> int:
    """Up to ``points.speed_bonus``, linear in the fraction of time left, rounded half up."""
    if seconds <= 0:
        return 0
    left = min(seconds, max(0.0, remaining))
    return math.floor(points.speed_bonus * left / seconds + 0.5)


def hint_cost(stage: int, points: PointsSettings) -> int:
    """Points taken for the hint stages shown (0, 1 or 2)."""
    return points.hint_cost * max(0, stage)


def streak_bonus(streak: int, points: PointsSettings) -> int:
    """Bonus for the ``streak``-th consecutive correct answer (1 = no bonus yet)."""
    return min(points.streak_cap, points.streak_step * max(0, streak - 1))


def score_correct(
    difficulty: int,
    *,
    remaining: float,
    seconds: float,
    hint_stage: int,
    streak: int,
    points: PointsSettings,
) -> Breakdown:
    """Points for one correct answer; ``streak`` counts this answer (1 for a first correct answer)."""
    base = base_points(difficulty, points)
    speed = speed_bonus(remaining, seconds, points)
    bonus = streak_bonus(streak, points)
    cost = hint_cost(hint_stage, points)
    total = max(points.min_points, base + speed + bonus - cost)
    return Breakdown(base=base, speed=speed, streak=bonus, hint_cost=cost, total=total)


@dataclass(frozen=True, slots=True)
class PlayerTotals:
    """One player's totals in a game, the input of `rank`."""

    user_id: int
    display_name: str
    points: int
    correct: int
    answered: int  # scored answers: correct + wrong (typed tries, button choices)
    best_streak: int
    last_correct_at: float | None  # clock time of the last correct answer, None if none


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One line of a game's standings; ``rank`` is 1-based and unique (ties are broken)."""

    rank: int
    user_id: int
    display_name: str
    points: int
    correct: int
    answered: int
    best_streak: int


def standing_key(player: PlayerTotals) -> tuple[int, int, float, int]:
    """Sort key: points desc, correct desc, earliest last correct answer, user id."""
    last = player.last_correct_at if player.last_correct_at is not None else math.inf
    return (-player.points, -player.correct, last, player.user_id)


def rank(players: Iterable[PlayerTotals]) -> list[StandingRow]:
    """The standings of these players, best first, each with its rank."""
    ordered = sorted(players, key=standing_key)
    return [
        StandingRow(
            rank=i,
            user_id=p.user_id,
            display_name=p.display_name,
            points=p.points,
            correct=p.correct,
            answered=p.answered,
            best_streak=p.best_streak,
        )
        for i, p in enumerate(ordered, start=1)
    ]
