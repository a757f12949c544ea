"""The connection, its settings and the transaction plumbing every part of Storage uses."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Self

import aiosqlite

from bot.errors import StorageError
from bot.storage.migrate import migrate
from bot.storage.records import AnswerRecord

log = logging.getLogger(__name__)


class StorageBase:
    """One long-lived aiosqlite connection. Writes are serialised by one lock and run as explicit
    transactions; the connection's pragmas are set here and nowhere else."""

    def __init__(self, conn: aiosqlite.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._write_lock = asyncio.Lock()
        self._pending: list[tuple[AnswerRecord, asyncio.Future[None]]] = []
        self._flusher: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, path: Path | str, *, busy_timeout_ms: int = 5000) -> Self:
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
