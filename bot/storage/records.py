"""Typed rows the storage layer takes and returns."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Period(enum.StrEnum):
    ALL = "all"
    MONTH = "month"
    WEEK = "week"
    TODAY = "today"


@dataclass(frozen=True, slots=True)
class AnswerRecord:
    """One judged answer; ``points`` is 0 for a wrong one."""

    game_id: int
    guild_id: int
    question_id: str
    user_id: int
    display_name: str
    correct: bool
    points: int
    elapsed_ms: int
    hint_stage: int
    answered_at: float  # unix seconds (UTC)


@dataclass(frozen=True, slots=True)
class GameRecord:
    id: int
    guild_id: int
    channel_id: int
    starter_id: int
    settings: dict
    started_at: float
    ended_at: float | None
    end_reason: str | None


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    rank: int
    user_id: int
    display_name: str
    points: int
    correct: int
    answers: int


@dataclass(frozen=True, slots=True)
class Leaderboard:
    period: Period
    rows: list[LeaderboardRow]
    total_players: int
    offset: int


@dataclass(frozen=True, slots=True)
class PlayerStats:
    user_id: int
    display_name: str | None
    points: int
    games: int
    answers: int
    correct: int
    best_streak: int
    rank: int | None  # None when the player has never answered here

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0


@dataclass(frozen=True, slots=True)
class GuildSettings:
    guild_id: int
    default_questions: int | None = None
    default_seconds: int | None = None
    default_mode: str | None = None
    trivia_role_id: int | None = None
    allowed_channels: tuple[int, ...] = ()
    default_topics: tuple[str, ...] = ()  # empty: games without a topic ask the race reports


@dataclass(frozen=True, slots=True)
class QuestionReportSummary:
    question_id: str
    reports: int
    reasons: list[str]
    disabled: bool


@dataclass(frozen=True, slots=True)
class StoredBank:
    fingerprint: str
    export: dict
    built_at: float
