"""What every part of Storage stands on: the engine (SQLite or PostgreSQL), opening, and the plumbing."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Generator, Iterable
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from types import TracebackType
from typing import Any, Generic, Self, TypeVar

from bot.storage.backend import Backend, DatabaseFull, DatabaseGone, Dialect, NotifyHandler, Statement
from bot.storage.records import AnswerRecord

__all__ = ["DatabaseFull", "DatabaseGone", "Opening", "StorageBase", "is_database_url"]

S = TypeVar("S", bound="StorageBase")

_URL_SCHEMES = ("postgresql://", "postgres://")


def is_database_url(target: Path | str) -> bool:
    """True when ``target`` names a PostgreSQL server (``postgresql://...``) rather than a SQLite file."""
    return isinstance(target, str) and target.lower().startswith(_URL_SCHEMES)


class Opening(Generic[S]):
    """What ``Storage.open(target)`` returns: await it for a Storage you close yourself, or use it as
    ``async with Storage.open(target) as storage:``, which closes the storage however the block ends."""

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


class StorageBase:
    """One engine (`Backend`) behind typed methods. SQL is written once with ``?`` placeholders; the
    few statements that differ between engines ask ``self.dialect``."""

    def __init__(self, backend: Backend, path: Path | None = None) -> None:
        self._db = backend
        self.path = path  # the SQLite file; None on PostgreSQL
        self._pending: list[tuple[AnswerRecord, asyncio.Future[None]]] = []
        self._flusher: asyncio.Task[None] | None = None
        self._open_games: dict[int, int] = {}  # channel id -> the game this Storage started there, not ended

    @property
    def dialect(self) -> Dialect:
        return self._db.dialect

    @classmethod
    def open(cls, target: Path | str, *, busy_timeout_ms: int = 5000) -> Opening[Self]:
        """The database at ``target``, created and migrated as needed (see `Opening`): a SQLite file's
        path, or a ``postgresql://user:password@host:port/database`` URL."""
        return Opening(lambda: cls._open(target, busy_timeout_ms))

    @classmethod
    async def _open(cls, target: Path | str, busy_timeout_ms: int) -> Self:
        if is_database_url(target):
            from bot.storage.postgres import PostgresBackend

            return cls(await PostgresBackend.open(str(target)))
        from bot.storage.sqlite import SqliteBackend

        path = Path(target)
        return cls(await SqliteBackend.open(path, busy_timeout_ms), path)

    async def close(self) -> None:
        if self._flusher is not None:
            await asyncio.gather(self._flusher, return_exceptions=True)
        await self._db.close()

    # -- across processes -------------------------------------------------------------------------

    def advisory_lock(self, key: int) -> AbstractAsyncContextManager[None]:
        """``async with storage.advisory_lock(key):`` holds a lock on the 64-bit ``key`` for the block.
        On PostgreSQL it is ``pg_advisory_lock`` on a connection of its own, so every process sharing the
        database waits for it (held until the block ends, or the process dies); on SQLite, which one
        process serves, it is a lock within this Storage."""
        return self._db.advisory_lock(key)

    async def listen(self, channel: str, handler: NotifyHandler) -> Callable[[], Awaitable[None]]:
        """Call ``handler(payload)`` (a function or coroutine function) for each `notify` on ``channel``,
        from any process sharing the database (PostgreSQL LISTEN on a dedicated connection; on SQLite,
        this Storage's own notifications). Returns an async function that stops listening. A handler's
        exception is logged, not raised."""
        return await self._db.listen(channel, handler)

    async def notify(self, channel: str, payload: str = "") -> None:
        """Send ``payload`` (under 8000 bytes) to every listener of ``channel`` (PostgreSQL NOTIFY)."""
        await self._db.notify(channel, payload)

    # -- plumbing ---------------------------------------------------------------------------------

    async def _transaction(self, statements: Iterable[Statement]) -> list[Any]:
        """Run (sql, params) pairs in one write transaction; params may be a list of tuples (many).
        A statement with RETURNING gives its first value (or None); any other gives None."""
        return await self._db.transaction(statements)

    async def _all(self, sql: str, params: tuple = ()) -> list[Any]:
        return await self._db.fetch(sql, params)

    async def _one(self, sql: str, params: tuple = ()) -> Any | None:
        return await self._db.fetchrow(sql, params)
