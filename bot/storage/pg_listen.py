"""PostgreSQL LISTEN for `Storage.listen`: one dedicated connection, connected on first use and again
whenever it is lost (a notification sent while it was down is not received: a listener that must not
miss a change also checks the state itself, e.g. the bank's fingerprint before a game)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

import asyncpg

from bot.storage.backend import NotifyHandler, call_handler

log = logging.getLogger(__name__)

RETRY_SECONDS = (0.1, 0.5, 1.0, 2.0, 5.0)  # between attempts to connect again; the last one repeats
APPLICATION_NAME = "photo-finish-listen"


class PgListener:
    def __init__(self, url: str, connect_timeout: float) -> None:
        self.url = url
        self._timeout = connect_timeout
        self._conn: asyncpg.Connection | None = None
        self._handlers: dict[str, list[NotifyHandler]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._reconnecting: asyncio.Task[None] | None = None
        self._closed = False

    async def listen(self, channel: str, handler: NotifyHandler) -> Callable[[], Awaitable[None]]:
        handlers = self._handlers.setdefault(channel, [])
        handlers.append(handler)
        try:
            if self._conn is None and self._reconnecting is None:
                await self._connect()
            elif len(handlers) == 1 and self._conn is not None:
                await self._conn.add_listener(channel, self._dispatch)
        except BaseException:
            handlers.remove(handler)
            raise

        async def unlisten() -> None:
            if handler in handlers:
                handlers.remove(handler)
            if not handlers and self._conn is not None and not self._conn.is_closed():
                await self._conn.remove_listener(channel, self._dispatch)

        return unlisten

    async def close(self) -> None:
        self._closed = True
        if self._reconnecting is not None:
            self._reconnecting.cancel()
            await asyncio.gather(self._reconnecting, return_exceptions=True)
        for task in list(self._tasks):
            await asyncio.gather(task, return_exceptions=True)
        if self._conn is not None:
            await self._conn.close()
            self._conn = None

    async def _connect(self) -> None:
        conn = await asyncpg.connect(
            self.url, timeout=self._timeout, server_settings={"application_name": APPLICATION_NAME}
        )
        try:
            for channel, handlers in self._handlers.items():
                if handlers:
                    await conn.add_listener(channel, self._dispatch)
        except BaseException:
            await conn.close()
            raise
        conn.add_termination_listener(self._lost)
        self._conn = conn

    def _lost(self, conn: object) -> None:
        if self._closed or conn is not self._conn:
            return
        self._conn = None
        log.warning("the PostgreSQL connection for notifications was lost; connecting again")
        self._reconnecting = asyncio.get_running_loop().create_task(self._reconnect())

    async def _reconnect(self) -> None:
        attempt = 0
        while not self._closed:
            await asyncio.sleep(RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)])
            try:
                await self._connect()
            except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
                attempt += 1
                log.debug("connecting again for notifications failed: %s", exc)
                continue
            log.info("the PostgreSQL connection for notifications is back")
            break
        self._reconnecting = None

    def _dispatch(self, connection: object, pid: int, channel: str, payload: str) -> None:
        for handler in list(self._handlers.get(channel, [])):
            task = asyncio.get_running_loop().create_task(call_handler(handler, payload))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
