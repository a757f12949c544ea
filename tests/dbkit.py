"""Reading a test's database from outside the bot: a second connection, on either backend."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.storage import Storage
from tests.pgserver import query


def select(target: Storage | Path | str, sql: str, *params: object) -> list[tuple]:
    """Rows of ``sql`` (``?`` placeholders) read on a connection of its own: from a Storage's database,
    a SQLite file or a PostgreSQL URL."""
    if isinstance(target, Storage):
        target = target.path if target.path is not None else target._db.url  # type: ignore[attr-defined]
    if isinstance(target, str):
        counter = iter(range(1, 100))
        numbered = "".join(f"${next(counter)}" if c == "?" else c for c in sql)
        return query(target, numbered, *params)
    conn = sqlite3.connect(target)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()
