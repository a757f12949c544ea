"""Scoring rules and the deterministic order of standings."""

from __future__ import annotations

import random

import pytest

from bot.quiz.scoring import (
    PlayerTotals,
    base_points,
    hint_cost,
    rank,
    score_correct,
    speed_bonus,
    streak_bonus,
)
from bot.quiz.settings import PointsSettings

P = PointsSettings()


@pytest.mark.parametrize("difficulty, points", [(1, 10), (2, 15), (3, 20), (0, 10), (9, 20)])
def test_base_points_by_difficulty(difficulty: int, points: int) -> None:
    assert base_points(difficulty, P) == points


@pytest.mark.parametrize(
    "remaining, bonus",
    [(30, 5), (27, 5), (24, 4), (15, 3), (9, 2), (3, 1), (2.9, 0), (0, 0), (-4, 0), (45, 5)],
)
def test_speed_bonus_is_linear_in_time_left(remaining: float, bonus: int) -> None:
    assert speed_bonus(remaining, 30, P) == bonus


@pytest.mark.parametrize("streak, bonus", [(0, 0), (1, 0), (2, 2), (3, 4), (6, 10), (7, 10), (50, 10)])
def test_streak_bonus_grows_then_caps(streak: int, bonus: int) -> None:
    assert streak_bonus(streak, P) == bonus


def test_hint_cost_per_stage() -> None:
    assert [hint_cost(s, P) for s in (0, 1, 2)] == [0, 3, 6]


def test_score_correct_adds_up() -> None:
    b = score_correct(2, remaining=15, seconds=30, hint_stage=1, streak=3, points=P)
    assert (b.base, b.speed, b.streak, b.hint_cost) == (15, 3, 4, 3)
    assert b.total == 15 + 3 + 4 - 3


def test_correct_answer_never_scores_below_the_floor() -> None:
    harsh = PointsSettings(base=(2, 2, 2), hint_cost=5)
    b = score_correct(1, remaining=0, seconds=30, hint_stage=2, streak=1, points=harsh)
    assert b.total == 1
    assert score_correct(1, remaining=0, seconds=30, hint_stage=2, streak=1, points=P).total == 4


def _row(uid: int, points: int, correct: int, last: float | None) -> PlayerTotals:
    return PlayerTotals(uid, f"p{uid}", points, correct, correct + 1, correct, last)


def test_standings_tie_break_is_points_correct_earliest_then_id() -> None:
    players = [
        _row(7, 20, 2, 50.0),
        _row(5, 30, 1, 90.0),
        _row(9, 20, 3, 80.0),  # same points as 7 and 4, more correct answers
        _row(4, 20, 2, 40.0),  # same points and correct as 7, got there earlier
        _row(2, 20, 2, 40.0),  # a full tie with 4: the lower id wins
        _row(1, 0, 0, None),  # never correct: sorts after anyone with the same counts
        _row(3, 0, 0, None),
    ]
    expected = [5, 9, 2, 4, 7, 1, 3]
    for seed in range(5):
        shuffled = players[:]
        random.Random(seed).shuffle(shuffled)
        rows = rank(shuffled)
        assert [r.user_id for r in rows] == expected
        assert [r.rank for r in rows] == list(range(1, 8))
