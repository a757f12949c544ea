"""The connection, its settings and the transaction plumbing every part of Storage uses."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
from collections.abc import Awaitable, Callable, Generator, Iterable
from pathlib import Path
from types import TracebackType
from typing import Generic, Self, TypeVar

import aiosqlite

from bot.errors import StorageError
from bot.storage.migrate import migrate
from bot.storage.records import AnswerRecord

log = logging.getLogger(__name__)


S = TypeVar("S", bound="StorageBase")


class Opening(Generic[S]):
    """What ``Storage.open(path)`` returns: await it for a Storage you close yourself, or use it as
    ``async with Storage.open(path) as storage:``, which closes the storage however the block ends."""

    def __init__(self, open_: Callable[[], Awaitable[S]]) -> None:
        self._open = open_
        self._storage: S | None = None

    def __await__(self) -> Generator[object, None, S]:
        return self._open().__await__()

    async def __aenter__(self) -> S:
        self._storage = await self._open()
        return self._storage

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self._storage is not None:
            await self._storage.close()


class DatabaseGone(StorageError):
    """The database file was removed or replaced under the running bot: nothing written now would last."""


class DatabaseFull(StorageError):
    """SQLite cannot write: the disk (or the database's size limit) is full."""


class StorageBase:
    """One long-lived aiosqlite connection. Writes are serialised by one lock and run as explicit
    transactions; the connection's pragmas are set here and nowhere else.

    Before each statement the file at ``path`` is checked (one ``stat``) to be the one opened: once it
    was removed or replaced, every call raises DatabaseGone (SQLite would go on writing to the unlinked
    file, and every point would vanish at stop). A write that finds the disk full raises DatabaseFull.
    Each condition is logged once, not once per call."""

    def __init__(self, conn: aiosqlite.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._write_lock = asyncio.Lock()
        self._pending: list[tuple[AnswerRecord, asyncio.Future[None]]] = []
        self._flusher: asyncio.Task[None] | None = None
        self._identity = _identity(path)
        self._gone: str | None = None  # why the database is lost, once it is
        self._full = False

    @classmethod
    def open(cls, path: Path | str, *, busy_timeout_ms: int = 5000) -> Opening[Self]:
        """The database at ``path``, created and migrated as needed (see `Opening`)."""
        return Opening(lambda: cls._open(path, busy_timeout_ms))

    @classmethod
    async def _open(cls, path: Path | str, busy_timeout_ms: int) -> Self:
        path = Path(path)
        wal = path.with_name(path.name + "-wal")
        if not path.exists() and wal.exists():
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
        if self._flusher is not None:
            await asyncio.gather(self._flusher, return_exceptions=True)
        await self._conn.close()

    # -- plumbing ---------------------------------------------------------------------------------

    async def _transaction(self, statements: Iterable[tuple[str, object]]) -> list[int | None]:
        """Run (sql, params) pairs in one write transaction; params may be a list of tuples (many)."""
        last_ids: list[int | None] = []
        async with self._write_lock:
            self._check_file()
            try:
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
        return last_ids

    async def _all(self, sql: str, params: tuple = ()) -> list[sqlite3.Row]:
        # Executed and fetched in one step: a read left open across an await keeps its snapshot, and
        # a write queued behind it on this connection fails at once (SQLITE_BUSY_SNAPSHOT) when another
        # process sharing the database has committed meanwhile.
        self._check_file()
        return list(await self._conn.execute_fetchall(sql, params))

    async def _one(self, sql: str, params: tuple = ()) -> sqlite3.Row | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

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


def _identity(path: Path) -> tuple[int, int] | None:
    """The file's (device, inode); None for an in-memory database. Raises OSError when it is missing."""
    if str(path) in ("", ":memory:"):
        return None
    info = os.stat(path)
    return info.st_dev, info.st_ino


def _is_full(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    return (code is not None and code & 0xFF == sqlite3.SQLITE_FULL) or "database or disk is full" in str(exc)
