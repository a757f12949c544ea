"""All SQL of the bot: a Storage class over aiosqlite returning dataclasses (no discord import)."""

from bot.storage.db import Storage, period_key
from bot.storage.records import (
    AnswerRecord,
    GameRecord,
    GuildSettings,
    Leaderboard,
    LeaderboardRow,
    Period,
    PlayerStats,
    QuestionReportSummary,
    StoredBank,
)

__all__ = [
    "AnswerRecord",
    "GameRecord",
    "GuildSettings",
    "Leaderboard",
    "LeaderboardRow",
    "Period",
    "PlayerStats",
    "QuestionReportSummary",
    "Storage",
    "StoredBank",
    "period_key",
]
