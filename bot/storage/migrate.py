"""Numbered, append-only SQL migrations, each applied atomically with its schema version.

SQLite's are in ``migrations/`` and keep the version in ``PRAGMA user_version``; PostgreSQL's, with the
same numbers and names, are in ``migrations_pg/`` (its version is kept in a table, see
`bot.storage.postgres`).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from importlib import resources

import aiosqlite

from bot.errors import StorageError
from bot.storage.backend import Dialect

log = logging.getLogger(__name__)

_NAME = re.compile(r"(\d{4})_[a-z0-9_]+\.sql")


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


FOLDERS = {"sqlite": "migrations", "postgresql": "migrations_pg"}


def newer_schema(current: int, latest: int, setting: str) -> StorageError:
    return StorageError(
        f"The database schema is version {current}, newer than this Photo Finish (which knows up to "
        f"{latest}). Upgrade Photo Finish, or point {setting} at another database."
    )


def load_migrations(dialect: Dialect = "sqlite") -> list[Migration]:
    """The migrations shipped for ``dialect``, checked to be numbered 1, 2, 3, ..."""
    found = []
    for entry in resources.files("bot.storage").joinpath(FOLDERS[dialect]).iterdir():
        match = _NAME.fullmatch(entry.name)
        if match:
            found.append(Migration(int(match.group(1)), entry.name, entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    for expected, migration in enumerate(found, start=1):
        if migration.version != expected:
            raise StorageError(f"Migration {migration.name} is out of sequence (expected number {expected}).")
    return found


async def migrate(conn: aiosqlite.Connection, migrations: list[Migration] | None = None) -> int:
    """Bring the database to the latest version; refuse one newer than this code. Returns the version.

    Processes opening one database together (shard processes) may race to migrate it: each script
    first checks, inside its write transaction, that the schema is still the version it expects, and
    a migration another process applied meanwhile is skipped, never applied twice."""
    migrations = load_migrations() if migrations is None else migrations
    latest = migrations[-1].version if migrations else 0
    current = await _version(conn)
    if current > latest:
        raise newer_schema(current, latest, "DATABASE_PATH")
    for migration in migrations:
        if migration.version <= current:
            continue
        # The CHECK fails (and the script rolls back) unless the schema is still at version - 1.
        script = (
            f"BEGIN IMMEDIATE;\nCREATE TEMP TABLE _migrating (v INTEGER CHECK (v = {migration.version - 1}));\n"
            "INSERT INTO _migrating SELECT user_version FROM pragma_user_version;\n"
            f"{migration.sql}\nDROP TABLE temp._migrating;\nPRAGMA user_version = {migration.version};\nCOMMIT;"
        )
        try:
            await conn.executescript(script)
        except Exception as exc:
            if conn.in_transaction:
                await conn.rollback()
            await conn.execute("DROP TABLE IF EXISTS temp._migrating")
            current = await _version(conn)
            if current >= migration.version:  # another process applied it meanwhile
                continue
            raise StorageError(f"Migration {migration.name} failed and was rolled back: {exc}") from exc
        current = migration.version
        log.info("database migrated to version %d (%s)", migration.version, migration.name)
    return latest


async def _version(conn: aiosqlite.Connection) -> int:
    async with conn.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    return int(row[0]) if row else 0
