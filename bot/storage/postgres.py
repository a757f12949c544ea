"""The PostgreSQL engine (asyncpg): a connection pool several bot processes can share one server through.

Chosen by ``DATABASE_URL=postgresql://user:password@host:port/database``. The schema is the same as
SQLite's, migration for migration (``migrations_pg/``); its version is kept in the table
``schema_version``, and each migration runs in one transaction under an advisory lock, so processes
starting together migrate once. Cross-process locks and notifications are PostgreSQL's own
(``pg_advisory_lock``, LISTEN/NOTIFY).
"""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any
from urllib.parse import urlsplit

import asyncpg

from bot.errors import StorageError
from bot.storage.backend import Backend, Dialect, NotifyHandler, Statement
from bot.storage.migrate import Migration, load_migrations, newer_schema
from bot.storage.pg_listen import PgListener

log = logging.getLogger(__name__)

MIGRATION_LOCK = 0x50686F746F46  # pg_advisory_xact_lock key held while migrating ("PhotoF")
CONNECT_TIMEOUT = 10.0
_PLACEHOLDER = re.compile(r"\?")


class DatabaseUnreachable(StorageError):
    """The PostgreSQL server stopped answering under the running bot."""


class PostgresBackend(Backend):
    dialect: Dialect = "postgresql"

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self.pool = pool
        self.url = url
        self._sql: dict[str, str] = {}
        self._listener = PgListener(url, CONNECT_TIMEOUT)
        self._lost = False

    @classmethod
    async def open(cls, url: str, *, max_size: int = 10) -> PostgresBackend:
        where = describe(url)
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=max_size,
                timeout=CONNECT_TIMEOUT,
                server_settings={"application_name": "photo-finish"},
            )
        except BaseException as exc:
            error = connect_error(exc, url, where)
            if error is None:
                raise
            raise error from None
        try:
            async with pool.acquire() as conn:
                await migrate(conn)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, url)

    async def close(self) -> None:
        await self._listener.close()
        await self.pool.close()

    # -- statements -------------------------------------------------------------------------------

    def numbered(self, sql: str) -> str:
        """``?`` placeholders as PostgreSQL's ``$1, $2, ...`` (no statement here has ``?`` in a literal)."""
        out = self._sql.get(sql)
        if out is None:
            counter = iter(range(1, 1000))
            out = self._sql[sql] = _PLACEHOLDER.sub(lambda _: f"${next(counter)}", sql)
        return out

    async def transaction(self, statements: Iterable[Statement]) -> list[Any]:
        async with self._reachable(), self.pool.acquire() as conn, conn.transaction():
            return await self.run(conn, statements)

    async def run(self, conn: asyncpg.Connection, statements: Iterable[Statement]) -> list[Any]:
        """The statements on ``conn``, in the caller's transaction (see `Backend.transaction`)."""
        results: list[Any] = []
        for sql, params in statements:
            query = self.numbered(sql)
            if isinstance(params, list):
                if params:
                    await conn.executemany(query, params)
                results.append(None)
            elif "RETURNING" in sql:
                results.append(await conn.fetchval(query, *_tuple(params)))
            else:
                await conn.execute(query, *_tuple(params))
                results.append(None)
        return results

    async def fetch(self, sql: str, params: tuple = ()) -> list[Any]:
        async with self._reachable():
            return list(await self.pool.fetch(self.numbered(sql), *params))

    @asynccontextmanager
    async def _reachable(self) -> AsyncIterator[None]:
        """Connection failures become one DatabaseUnreachable, logged once until the server is back."""
        try:
            yield
        except (
            OSError,
            asyncpg.PostgresConnectionError,
            asyncpg.InterfaceError,
            asyncpg.OperatorInterventionError,  # the server shutting down, or the connection terminated
        ) as exc:
            detail = " ".join(str(exc).split())[:160] or type(exc).__name__
            if not self._lost:
                self._lost = True
                log.warning("the PostgreSQL server %s cannot be reached: %s", describe(self.url), detail)
            raise DatabaseUnreachable(
                "The database server cannot be reached: scores cannot be saved until it is back."
            ) from None
        if self._lost:
            self._lost = False
            log.info("the PostgreSQL server %s answers again", describe(self.url))

    # -- across processes -------------------------------------------------------------------------

    def advisory_lock(self, key: int) -> AbstractAsyncContextManager[None]:
        return self._advisory_lock(key)

    @asynccontextmanager
    async def _advisory_lock(self, key: int) -> AsyncIterator[None]:
        async with self._reachable(), self.pool.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", key)
            try:
                yield
            finally:
                if not conn.is_closed():
                    await conn.execute("SELECT pg_advisory_unlock($1)", key)

    async def listen(self, channel: str, handler: NotifyHandler) -> Callable[[], Awaitable[None]]:
        async with self._reachable():
            return await self._listener.listen(channel, handler)

    async def notify(self, channel: str, payload: str) -> None:
        async with self._reachable():
            await self.pool.execute("SELECT pg_notify($1, $2)", channel, payload)


def _tuple(params: object) -> tuple:
    assert isinstance(params, tuple), params
    return params


async def migrate(conn: asyncpg.Connection, migrations: list[Migration] | None = None) -> int:
    """Bring the database to the latest version (or to the last of ``migrations``); refuse one newer than
    this code. Each migration and its version bump are one transaction, under an advisory lock."""
    migrations = load_migrations("postgresql") if migrations is None else migrations
    latest = migrations[-1].version if migrations else 0
    current = first = await _version(conn)
    if current > latest:
        raise newer_schema(current, latest, "DATABASE_URL")
    applied = False
    for migration in migrations:
        if migration.version <= current:
            continue
        try:
            async with conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
                current = await conn.fetchval("SELECT version FROM schema_version WHERE id = 1")
                if migration.version <= current:
                    continue  # another process applied it while this one waited
                await conn.execute(migration.sql)
                await conn.execute("UPDATE schema_version SET version = $1 WHERE id = 1", migration.version)
        except asyncpg.PostgresError as exc:
            detail = " ".join(str(exc).split())
            raise StorageError(f"Migration {migration.name} failed and was rolled back: {detail}") from exc
        log.info("database migrated to version %d (%s)", migration.version, migration.name)
        applied = True
    if applied and first > 0:  # an upgrade (a backfill, maybe): the planner learns the new sizes now
        await conn.execute("ANALYZE")
    return latest


async def _version(conn: asyncpg.Connection) -> int:
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_version "
            "(id integer PRIMARY KEY CHECK (id = 1), version integer NOT NULL)"
        )
        await conn.execute("INSERT INTO schema_version VALUES (1, 0) ON CONFLICT (id) DO NOTHING")
        return int(await conn.fetchval("SELECT version FROM schema_version WHERE id = 1"))


def describe(url: str) -> str:
    """``host:port/database`` of a URL, for messages: never its password."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or "localhost"
        port = parts.port or 5432
    except ValueError:
        return "(unparsable URL)"
    return f"{host}:{port}{parts.path or '/'}"


def connect_error(exc: BaseException, url: str, where: str) -> StorageError | None:
    """One sentence for why a connection could not be made; None for anything that is not about it."""
    detail = " ".join(str(exc).split())[:200] or type(exc).__name__
    user = _user(url)
    if isinstance(exc, asyncpg.InvalidPasswordError | asyncpg.InvalidAuthorizationSpecificationError):
        return StorageError(
            f"The PostgreSQL server at {where} refused user {user!r} ({detail}). "
            "Check the user and password in DATABASE_URL."
        )
    if isinstance(exc, asyncpg.InvalidCatalogNameError):
        return StorageError(
            f"The PostgreSQL server at {where} has no such database ({detail}). Create it "
            "(createdb), or fix the database name in DATABASE_URL."
        )
    if isinstance(exc, asyncpg.ClientConfigurationError | ValueError):
        return StorageError(
            f"DATABASE_URL is not a usable PostgreSQL URL ({detail}); it should look like "
            "postgresql://user:password@host:5432/database."
        )
    if isinstance(exc, OSError | TimeoutError | asyncpg.PostgresConnectionError):
        return StorageError(
            f"Cannot reach the PostgreSQL server at {where} ({detail}). Check that it is running and accepts "
            "connections from this machine, and the host and port in DATABASE_URL."
        )
    if isinstance(exc, asyncpg.PostgresError):
        return StorageError(f"The PostgreSQL server at {where} refused the connection: {detail}.")
    return None


def _user(url: str) -> str:
    try:
        return urlsplit(url).username or "(default)"
    except ValueError:
        return "(unknown)"
