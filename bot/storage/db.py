"""The Storage class: every SQL statement of the bot, over one long-lived aiosqlite connection."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import time
from collections.abc import Iterable
from pathlib import Path

import aiosqlite

from bot.errors import StorageError
from bot.storage.migrate import migrate
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

log = logging.getLogger(__name__)

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


class Storage:
    """Open with ``await Storage.open(path)``; close with ``await storage.close()``.

    Writes are serialised by one lock and run as explicit transactions. ``record_answer`` batches the
    answers that arrive together into one transaction (group commit) and returns only once its answer
    is committed.
    """

    def __init__(self, conn: aiosqlite.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._write_lock = asyncio.Lock()
        self._pending: list[tuple[AnswerRecord, asyncio.Future[None]]] = []
        self._flusher: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, path: Path | str, *, busy_timeout_ms: int = 5000) -> Storage:
        path = Path(path)
        try:
            conn = await aiosqlite.connect(path, isolation_level=None)
        except sqlite3.Error as exc:
            raise StorageError(f"Cannot open the database {str(path)!r}: {exc}.") from exc
        try:
            # The one place where connection behaviour is set.
            await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute("PRAGMA synchronous = NORMAL")
            await conn.execute("PRAGMA foreign_keys = ON")
            await migrate(conn)
        except sqlite3.DatabaseError as exc:
            await conn.close()
            raise StorageError(f"{str(path)!r} is not a usable Photo Finish database: {exc}.") from exc
        except BaseException:
            await conn.close()
            raise
        return cls(conn, path)

    async def close(self) -> None:
        if self._flusher is not None:
            await asyncio.gather(self._flusher, return_exceptions=True)
        await self._conn.close()

    # -- plumbing ---------------------------------------------------------------------------------

    async def _transaction(self, statements: Iterable[tuple[str, object]]) -> list[int | None]:
        """Run (sql, params) pairs in one write transaction; params may be a list of tuples (many)."""
        last_ids: list[int | None] = []
        async with self._write_lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                for sql, params in statements:
                    if isinstance(params, list):
                        await self._conn.executemany(sql, params)
                        last_ids.append(None)
                    else:
                        cursor = await self._conn.execute(sql, params)
                        last_ids.append(cursor.lastrowid)
                await self._conn.execute("COMMIT")
            except BaseException:
                if self._conn.in_transaction:
                    await self._conn.execute("ROLLBACK")
                raise
        return last_ids

    async def _all(self, sql: str, params: tuple = ()) -> list[sqlite3.Row]:
        async with self._conn.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def _one(self, sql: str, params: tuple = ()) -> sqlite3.Row | None:
        async with self._conn.execute(sql, params) as cursor:
            return await cursor.fetchone()

    # -- games ------------------------------------------------------------------------------------

    async def start_game(
        self, guild_id: int, channel_id: int, starter_id: int, settings: dict, *, now: float
    ) -> GameRecord:
        text = json.dumps(settings, sort_keys=True)
        (game_id,) = await self._transaction(
            [
                (
                    "INSERT INTO games (guild_id, channel_id, starter_id, settings, started_at) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (guild_id, channel_id, starter_id, text, now),
                )
            ]
        )
        assert game_id is not None
        return GameRecord(game_id, guild_id, channel_id, starter_id, dict(settings), now, None, None)

    async def end_game(self, game_id: int, reason: str, *, now: float) -> None:
        await self._transaction(
            [
                (
                    "UPDATE games SET ended_at = ?, end_reason = ? WHERE id = ? AND ended_at IS NULL",
                    (now, reason, game_id),
                )
            ]
        )

    async def open_games(self) -> list[GameRecord]:
        """Games with no end: after a crash these were interrupted."""
        rows = await self._all(
            "SELECT id, guild_id, channel_id, starter_id, settings, started_at, ended_at, end_reason "
            "FROM games WHERE ended_at IS NULL ORDER BY id"
        )
        return [GameRecord(r[0], r[1], r[2], r[3], json.loads(r[4]), r[5], r[6], r[7]) for r in rows]

    async def close_interrupted_games(self, *, now: float) -> int:
        """End every game left open by a crash or a kill (reason "interrupted"); returns how many."""
        games = await self.open_games()
        for game in games:
            await self.end_game(game.id, "interrupted", now=now)
        return len(games)

    async def get_game(self, game_id: int) -> GameRecord | None:
        r = await self._one(
            "SELECT id, guild_id, channel_id, starter_id, settings, started_at, ended_at, end_reason "
            "FROM games WHERE id = ?",
            (game_id,),
        )
        return None if r is None else GameRecord(r[0], r[1], r[2], r[3], json.loads(r[4]), r[5], r[6], r[7])

    # -- answers (group commit) -------------------------------------------------------------------

    async def record_answer(self, record: AnswerRecord) -> None:
        """Store one judged answer; returns once it is committed (visible to any other connection)."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append((record, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush_answers(), name="storage-answer-flush")
        await asyncio.shield(future)

    async def _flush_answers(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            try:
                await self._insert_answers([record for record, _ in batch])
            except Exception as exc:
                if len(batch) == 1:
                    _settle(batch[0][1], exc)
                    continue
                # Find the bad record(s): the rest must still be committed.
                for record, future in batch:
                    try:
                        await self._insert_answers([record])
                    except Exception as single_exc:
                        _settle(future, single_exc)
                    else:
                        _settle(future, None)
            else:
                for _, future in batch:
                    _settle(future, None)

    async def _insert_answers(self, records: list[AnswerRecord]) -> None:
        await self._transaction(
            [
                (
                    "INSERT INTO players (guild_id, user_id, display_name, updated_at) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT (guild_id, user_id) DO UPDATE SET display_name = excluded.display_name, "
                    "updated_at = excluded.updated_at",
                    [(r.guild_id, r.user_id, r.display_name, r.answered_at) for r in records],
                ),
                (
                    "INSERT INTO answers (game_id, guild_id, question_id, user_id, correct, points, "
                    "elapsed_ms, hint_stage, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        (
                            r.game_id,
                            r.guild_id,
                            r.question_id,
                            r.user_id,
                            int(r.correct),
                            r.points,
                            r.elapsed_ms,
                            r.hint_stage,
                            r.answered_at,
                        )
                        for r in records
                    ],
                ),
            ]
        )

    # -- scores -----------------------------------------------------------------------------------

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

    # -- guild settings ---------------------------------------------------------------------------

    async def get_settings(self, guild_id: int) -> GuildSettings:
        r = await self._one(
            "SELECT default_questions, default_seconds, default_mode, trivia_role_id, allowed_channels "
            "FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        )
        if r is None:
            return GuildSettings(guild_id)
        return GuildSettings(guild_id, r[0], r[1], r[2], r[3], tuple(json.loads(r[4])))

    async def set_settings(self, settings: GuildSettings, *, now: float) -> None:
        await self._transaction(
            [
                (
                    "INSERT INTO guild_settings (guild_id, default_questions, default_seconds, default_mode, "
                    "trivia_role_id, allowed_channels, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) "
                    "ON CONFLICT (guild_id) DO UPDATE SET default_questions = excluded.default_questions, "
                    "default_seconds = excluded.default_seconds, default_mode = excluded.default_mode, "
                    "trivia_role_id = excluded.trivia_role_id, allowed_channels = excluded.allowed_channels, "
                    "updated_at = excluded.updated_at",
                    (
                        settings.guild_id,
                        settings.default_questions,
                        settings.default_seconds,
                        settings.default_mode,
                        settings.trivia_role_id,
                        json.dumps(list(settings.allowed_channels)),
                        now,
                    ),
                )
            ]
        )

    # -- question flags and history ---------------------------------------------------------------

    async def report_question(
        self, guild_id: int, question_id: str, user_id: int, reason: str, *, now: float
    ) -> bool:
        """Store a report; False when this user had already reported this question here."""
        async with self._write_lock:
            cursor = await self._conn.execute(
                "INSERT INTO question_reports (guild_id, question_id, user_id, reason, reported_at) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, question_id, user_id) DO NOTHING",
                (guild_id, question_id, user_id, reason[:500], now),
            )
            return cursor.rowcount == 1

    async def question_reports(self, guild_id: int) -> list[QuestionReportSummary]:
        rows = await self._all(
            "SELECT r.question_id, count(*), group_concat(r.reason, char(31)), "
            "EXISTS (SELECT 1 FROM disabled_questions d WHERE d.guild_id = r.guild_id "
            "AND d.question_id = r.question_id) "
            "FROM question_reports r WHERE r.guild_id = ? GROUP BY r.question_id ORDER BY count(*) DESC, "
            "r.question_id",
            (guild_id,),
        )
        return [
            QuestionReportSummary(r[0], r[1], [x for x in (r[2] or "").split("\x1f") if x], bool(r[3]))
            for r in rows
        ]

    async def set_question_disabled(
        self, guild_id: int, question_id: str, disabled: bool, *, by: int, now: float
    ) -> None:
        if disabled:
            sql = (
                "INSERT INTO disabled_questions (guild_id, question_id, disabled_by, disabled_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING"
            )
            params: tuple = (guild_id, question_id, by, now)
        else:
            sql = "DELETE FROM disabled_questions WHERE guild_id = ? AND question_id = ?"
            params = (guild_id, question_id)
        await self._transaction([(sql, params)])

    async def disabled_questions(self, guild_id: int) -> set[str]:
        rows = await self._all("SELECT question_id FROM disabled_questions WHERE guild_id = ?", (guild_id,))
        return {r[0] for r in rows}

    async def asked_questions(self, guild_id: int) -> set[str]:
        rows = await self._all("SELECT question_id FROM asked_questions WHERE guild_id = ?", (guild_id,))
        return {r[0] for r in rows}

    async def mark_asked(
        self, guild_id: int, question_ids: Iterable[str], *, now: float, reset: bool = False
    ) -> None:
        """Remember questions as asked here; ``reset`` first forgets the previous cycle."""
        statements: list[tuple[str, object]] = []
        if reset:
            statements.append(("DELETE FROM asked_questions WHERE guild_id = ?", (guild_id,)))
        statements.append(
            (
                "INSERT INTO asked_questions (guild_id, question_id, asked_at) VALUES (?, ?, ?) "
                "ON CONFLICT DO UPDATE SET asked_at = excluded.asked_at",
                [(guild_id, qid, now) for qid in question_ids],
            )
        )
        await self._transaction(statements)

    # -- the fact bank ----------------------------------------------------------------------------

    async def load_fact_bank(self) -> StoredBank | None:
        row = await self._one("SELECT fingerprint, export, built_at FROM fact_bank WHERE id = 1")
        return None if row is None else StoredBank(row[0], json.loads(row[1]), row[2])

    async def save_fact_bank(
        self, fingerprint: str, export: dict, new_documents: dict[str, dict], *, now: float
    ) -> None:
        """Store a freshly built bank and the parses of the documents that were new to the cache."""
        await self._transaction(
            [
                (
                    "INSERT INTO fact_bank (id, fingerprint, export, built_at) VALUES (1, ?, ?, ?) "
                    "ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, "
                    "export = excluded.export, built_at = excluded.built_at",
                    (fingerprint, json.dumps(export, ensure_ascii=False, sort_keys=True), now),
                ),
                (
                    "INSERT OR REPLACE INTO document_cache (sha256, parsed, cached_at) VALUES (?, ?, ?)",
                    [
                        (sha, json.dumps(parsed, ensure_ascii=False), now)
                        for sha, parsed in new_documents.items()
                    ],
                ),
            ]
        )

    async def document_cache(self) -> dict[str, dict]:
        rows = await self._all("SELECT sha256, parsed FROM document_cache")
        return {r[0]: json.loads(r[1]) for r in rows}


def _settle(future: asyncio.Future[None], exc: BaseException | None) -> None:
    if future.done():
        return
    if exc is None:
        future.set_result(None)
    else:
        future.set_exception(exc)
