"""The SQLite engine (the default): one file, one long-lived aiosqlite connection, one process."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
from collections.abc import Awaitable, Callable, Iterable
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.errors import StorageError
from bot.storage.backend import (
    Backend,
    DatabaseFull,
    DatabaseGone,
    Dialect,
    LocalSignals,
    NotifyHandler,
    Statement,
)
from bot.storage.migrate import migrate

log = logging.getLogger(__name__)


class SqliteBackend(Backend):
    """Writes are serialised by one lock and run as explicit transactions; the connection's pragmas are
    set here and nowhere else.

    Before each statement the file at ``path`` is checked (one ``stat``) to be the one opened: once it
    was removed or replaced, every call raises DatabaseGone (SQLite would go on writing to the unlinked
    file, and every point would vanish at stop). A write that finds the disk full raises DatabaseFull.
    Each condition is logged once, not once per call. Advisory locks and notifications reach only this
    process (one process is all SQLite serves)."""

    dialect: Dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection, path: Path) -> None:
        self.conn = conn
        self.path = path
        self._write_lock = asyncio.Lock()
        self._identity = _identity(path)
        self._gone: str | None = None  # why the database is lost, once it is
        self._full = False
        self._signals = LocalSignals()

    @classmethod
    async def open(cls, path: Path, busy_timeout_ms: int = 5000) -> SqliteBackend:
        wal = path.with_name(path.name + "-wal")
        if _orphan_wal(path, wal):
            raise StorageError(
                f"Found {str(wal)!r} without its database {str(path)!r}: the database was removed or moved "
                "while its write-ahead log stayed, and starting would begin an empty database. Put the "
                f"database back beside it, or, if it is lost for good, delete {wal.name} (and "
                f"{path.name}-shm) to start afresh."
            )
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
        await self.conn.close()

    async def transaction(self, statements: Iterable[Statement]) -> list[Any]:
        results: list[Any] = []
        async with self._write_lock:
            self._check_file()
            try:
                await self.conn.execute("BEGIN IMMEDIATE")
                try:
                    for sql, params in statements:
                        if isinstance(params, list):
                            await self.conn.executemany(sql, params)
                            results.append(None)
                        else:
                            async with self.conn.execute(sql, params) as cursor:
                                rows = list(await cursor.fetchall()) if "RETURNING" in sql else []
                            results.append(rows[0][0] if rows else None)
                    await self.conn.execute("COMMIT")
                except BaseException:
                    if self.conn.in_transaction:
                        await self.conn.execute("ROLLBACK")
                    raise
            except sqlite3.Error as exc:
                if not _is_full(exc):
                    raise
                if not self._full:
                    self._full = True
                    log.warning("the database %s cannot be written: the disk is full (%s)", self.path, exc)
                raise DatabaseFull(
                    "The database cannot be written: the disk is full. Scores cannot be saved until the "
                    "operator frees some space."
                ) from None
        if self._full:
            self._full = False
            log.info("the database %s can be written again", self.path)
        return results

    async def fetch(self, sql: str, params: tuple = ()) -> list[Any]:
        # Executed and fetched in one step: a read left open across an await keeps its snapshot, and a
        # write queued behind it on this connection fails at once (SQLITE_BUSY_SNAPSHOT) when another
        # process sharing the file has committed meanwhile.
        self._check_file()
        return list(await self.conn.execute_fetchall(sql, params))

    def advisory_lock(self, key: int) -> AbstractAsyncContextManager[None]:
        return self._signals.advisory_lock(key)

    async def listen(self, channel: str, handler: NotifyHandler) -> Callable[[], Awaitable[None]]:
        return await self._signals.listen(channel, handler)

    async def notify(self, channel: str, payload: str) -> None:
        await self._signals.notify(channel, payload)

    def _check_file(self) -> None:
        """Raise DatabaseGone when the file at ``path`` is no longer the database opened (one stat)."""
        if self._gone is None and self._identity is not None:
            try:
                now = _identity(self.path)
            except OSError:
                now = None
            if now == self._identity:
                return
            what = "was removed" if now is None else "was replaced by another file"
            self._gone = (
                f"The database cannot be written: its file {what} while the bot was running. Scoring has "
                "stopped, so that no point is announced and then lost; the operator must restore the "
                "database and restart the bot."
            )
            log.warning("%s (%s)", self._gone, self.path)
        if self._gone is not None:
            raise DatabaseGone(self._gone)


def _orphan_wal(path: Path, wal: Path) -> bool:
    return not path.exists() and wal.exists()


def _identity(path: Path) -> tuple[int, int] | None:
    """The file's (device, inode); None for an in-memory database. Raises OSError when it is missing."""
    if str(path) in ("", ":memory:"):
        return None
    info = os.stat(path)
    return info.st_dev, info.st_ino


def _is_full(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    return (code is not None and code & 0xFF == sqlite3.SQLITE_FULL) or "database or disk is full" in str(exc)
