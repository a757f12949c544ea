"""Leaderboards and player cards, read from the running totals the answers trigger keeps."""

from __future__ import annotations

import asyncio
import time

from bot.storage.base import StorageBase
from bot.storage.records import Leaderboard, LeaderboardRow, Period, PlayerStats

_PERIOD_CODE = {Period.ALL: "a", Period.TODAY: "d", Period.WEEK: "w", Period.MONTH: "m"}


def period_key(period: Period, now: float) -> int:
    """The bucket of ``now`` (unix seconds, UTC) for a period; matches the trigger in 0002."""
    day = int(now // 86400)
    if period is Period.ALL:
        return 0
    if period is Period.TODAY:
        return day
    if period is Period.WEEK:
        return (day + 3) // 7
    tm = time.gmtime(now)
    return tm.tm_year * 12 + tm.tm_mon - 1


class ScoresMixin(StorageBase):
    async def leaderboard(
        self,
        guild_id: int,
        period: Period = Period.ALL,
        limit: int = 10,
        offset: int = 0,
        *,
        now: float | None = None,
    ) -> Leaderboard:
        period = Period(period)
        key = period_key(period, time.time() if now is None else now)
        code = _PERIOD_CODE[period]
        where = "guild_id = ? AND period = ? AND period_key = ? AND points > 0"
        rows = await self._all(
            "SELECT t.user_id, coalesce((SELECT display_name FROM players p WHERE p.guild_id = t.guild_id "
            "AND p.user_id = t.user_id), ''), t.points, t.correct, t.answers "
            f"FROM score_totals t WHERE t.{where.replace(' AND ', ' AND t.')} "
            "ORDER BY t.points DESC, t.correct DESC, t.user_id LIMIT ? OFFSET ?",
            (guild_id, code, key, limit, offset),
        )
        total = await self._one(f"SELECT count(*) FROM score_totals WHERE {where}", (guild_id, code, key))
        # Competition ranking (1, 2, 2, 4): count who is strictly ahead of the page's first row, then
        # walk the page; no window over every player.
        ranks: list[int] = []
        for index, row in enumerate(rows):
            if index and (row[2], row[3]) == (rows[index - 1][2], rows[index - 1][3]):
                ranks.append(ranks[-1])
            elif index:
                ranks.append(offset + index + 1)
            else:
                ahead = await self._one(
                    f"SELECT count(*) FROM score_totals WHERE {where} "
                    "AND (points > ? OR (points = ? AND correct > ?))",
                    (guild_id, code, key, row[2], row[2], row[3]),
                )
                ranks.append(1 + (int(ahead[0]) if ahead else 0))
        entries = [
            LeaderboardRow(rank, r[0], r[1], r[2], r[3], r[4]) for rank, r in zip(ranks, rows, strict=True)
        ]
        return Leaderboard(period, entries, int(total[0]) if total else 0, offset)

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats:
        row = await self._one(
            "SELECT t.points, t.answers, t.correct, coalesce(s.games, 0), coalesce(s.best_streak, 0), "
            "(SELECT display_name FROM players p WHERE p.guild_id = t.guild_id AND p.user_id = t.user_id) "
            "FROM score_totals t LEFT JOIN player_streaks s ON s.guild_id = t.guild_id AND s.user_id = t.user_id "
            "WHERE t.guild_id = ? AND t.period = 'a' AND t.period_key = 0 AND t.user_id = ?",
            (guild_id, user_id),
        )
        if row is None:
            return PlayerStats(user_id, None, 0, 0, 0, 0, 0, None)
        points, answers, correct, games, best, name = row
        ahead = await self._one(
            "SELECT count(*) FROM score_totals WHERE guild_id = ? AND period = 'a' AND period_key = 0 "
            "AND (points > ? OR (points = ? AND correct > ?))",
            (guild_id, points, points, correct),
        )
        rank = 1 + int(ahead[0]) if ahead and points > 0 else None
        return PlayerStats(user_id, name, points, games, answers, correct, best, rank)

    async def reset_scores(self, guild_id: int) -> int:
        """Forget every answer and total of one server (its games stay); returns the answers removed."""
        row = await self._one("SELECT count(*) FROM answers WHERE guild_id = ?", (guild_id,))
        await self._transaction(
            [
                ("DELETE FROM answers WHERE guild_id = ?", (guild_id,)),
                ("DELETE FROM score_totals WHERE guild_id = ?", (guild_id,)),
                ("DELETE FROM player_streaks WHERE guild_id = ?", (guild_id,)),
            ]
        )
        return int(row[0]) if row else 0

    async def forget_player(self, guild_id: int, user_id: int) -> int:
        """Erase what one server stores about one player, in one transaction (a data-deletion request):
        their answers, running totals, streaks and name, the questions they reported and why; the games
        they started and the questions they disabled keep no trace of them (the id becomes 0). Other
        players' scores are unchanged. Returns how many answers were removed."""
        if self._flusher is not None:  # answers on their way to the database are committed first
            await asyncio.gather(self._flusher, return_exceptions=True)
        row = await self._one(
            "SELECT count(*) FROM answers WHERE guild_id = ? AND user_id = ?", (guild_id, user_id)
        )
        who = (guild_id, user_id)
        await self._transaction(
            [
                ("DELETE FROM answers WHERE guild_id = ? AND user_id = ?", who),
                ("DELETE FROM score_totals WHERE guild_id = ? AND user_id = ?", who),
                ("DELETE FROM player_streaks WHERE guild_id = ? AND user_id = ?", who),
                ("DELETE FROM players WHERE guild_id = ? AND user_id = ?", who),
                ("DELETE FROM question_reports WHERE guild_id = ? AND user_id = ?", who),
                ("UPDATE games SET starter_id = 0 WHERE guild_id = ? AND starter_id = ?", who),
                ("UPDATE disabled_questions SET disabled_by = 0 WHERE guild_id = ? AND disabled_by = ?", who),
            ]
        )
        return int(row[0]) if row else 0
