"""A full disk, simulated on a test database: no real disk is filled.

SQLite raises SQLITE_FULL ("database or disk is full") when a write needs a page past the
connection's ``PRAGMA max_page_count``. `fill_up` caps the bot's own connection at the current size,
then fills the free pages and the tables a game writes (games, answers, asked questions) with ever
smaller rows, so that the next real write of each needs a new page and fails as on a full disk.
"""

from __future__ import annotations

import itertools
import sqlite3

from bot.storage import Storage

_SIZES = (4000, 1000, 200, 50, 10, 1)


async def fill_up(storage: Storage, *, game_id: int) -> None:
    conn = storage._db.conn  # max_page_count belongs to one connection: the bot's
    await conn.execute("CREATE TABLE IF NOT EXISTS disk_filler (x BLOB)")
    async with conn.execute("PRAGMA page_count") as cursor:
        (pages,) = await cursor.fetchone()
    await conn.execute(f"PRAGMA max_page_count = {pages}")
    counter = itertools.count()
    await _fill(conn, "INSERT INTO disk_filler VALUES (zeroblob(?))", lambda n: (n,))
    await _fill(
        conn,
        "INSERT INTO answers (game_id, guild_id, question_id, user_id, correct, points, elapsed_ms, "
        "answered_at) VALUES (?, 999, ?, 999, 0, 0, 0, 0)",
        lambda n: (game_id, "x" * n),
    )
    await _fill(
        conn,
        "INSERT INTO asked_questions (guild_id, question_id, asked_at) VALUES (999, ?, 0)",
        lambda n: (f"{next(counter)}{'x' * n}",),
    )
    await _fill(
        conn,
        "INSERT INTO games (guild_id, channel_id, starter_id, settings, started_at, ended_at) "
        "VALUES (999, 1, 1, ?, 0, 0)",
        lambda n: ("x" * n,),
    )


async def make_room(storage: Storage) -> None:
    """Space again: the size cap is lifted."""
    await storage._db.conn.execute("PRAGMA max_page_count = 1073741823")


async def _fill(conn, sql: str, params) -> None:
    for size in _SIZES:
        try:
            while True:
                await conn.execute(sql, params(size))
        except sqlite3.OperationalError as exc:
            assert "full" in str(exc), exc
