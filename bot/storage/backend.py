"""What Storage needs from a database engine: transactions, reads, close, and the cross-process hooks.

Two engines implement it: `bot.storage.sqlite` (the default, one file, one process) and
`bot.storage.postgres` (asyncpg, several processes sharing one server). SQL is written once with ``?``
placeholders; the PostgreSQL backend numbers them. Where the engines' SQL must differ the caller asks
``backend.dialect``.
"""

from __future__ import annotations

import abc
import asyncio
import inspect
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any, Literal

from bot.errors import StorageError

Dialect = Literal["sqlite", "postgresql"]
Statement = tuple[str, object]  # (sql, params); params a tuple, or a list of tuples (executemany)
log = logging.getLogger(__name__)

NotifyHandler = Callable[[str], Awaitable[None] | None]


class DatabaseGone(StorageError):
    """The database file was removed or replaced under the running bot: nothing written now would last."""


class DatabaseFull(StorageError):
    """SQLite cannot write: the disk (or the database's size limit) is full."""


class Backend(abc.ABC):
    dialect: Dialect

    @abc.abstractmethod
    async def transaction(self, statements: Iterable[Statement]) -> list[Any]:
        """Run the statements in one write transaction. For each statement the result is the first
        column of its first row when it has a RETURNING clause (None when it returned nothing), else
        None."""

    @abc.abstractmethod
    async def fetch(self, sql: str, params: tuple = ()) -> list[Any]:
        """Every row of a read; a row indexes like a tuple."""

    async def fetchrow(self, sql: str, params: tuple = ()) -> Any | None:
        rows = await self.fetch(sql, params)
        return rows[0] if rows else None

    @abc.abstractmethod
    async def close(self) -> None: ...

    @abc.abstractmethod
    def advisory_lock(self, key: int) -> AbstractAsyncContextManager[None]:
        """Held by one holder at a time (across processes where the engine can)."""

    @abc.abstractmethod
    async def listen(self, channel: str, handler: NotifyHandler) -> Callable[[], Awaitable[None]]:
        """Call ``handler(payload)`` for each notification on ``channel``; returns an unlisten."""

    @abc.abstractmethod
    async def notify(self, channel: str, payload: str) -> None: ...


class LocalSignals:
    """Advisory locks and notifications within one process: what a single-process engine offers."""

    def __init__(self) -> None:
        self._locks: dict[int, asyncio.Lock] = {}
        self._handlers: dict[str, list[NotifyHandler]] = {}

    @asynccontextmanager
    async def advisory_lock(self, key: int) -> AsyncIterator[None]:
        async with self._locks.setdefault(key, asyncio.Lock()):
            yield

    async def listen(self, channel: str, handler: NotifyHandler) -> Callable[[], Awaitable[None]]:
        self._handlers.setdefault(channel, []).append(handler)

        async def unlisten() -> None:
            handlers = self._handlers.get(channel, [])
            if handler in handlers:
                handlers.remove(handler)

        return unlisten

    async def notify(self, channel: str, payload: str) -> None:
        for handler in list(self._handlers.get(channel, [])):
            await call_handler(handler, payload)


async def call_handler(handler: NotifyHandler, payload: str) -> None:
    """Run one notification handler; its failure is logged, never raised into the notifier."""
    try:
        result = handler(payload)
        if inspect.isawaitable(result):
            await result
    except Exception:
        log.exception("a notification handler failed")
