"""Moving over: copy a SQLite database, every table, into an empty PostgreSQL database.

`copy_to_postgres` opens both (migrating each to the latest schema), refuses a target that holds any
row, copies table by table in one PostgreSQL transaction (the answers' totals trigger is off while the
totals are copied as they are), checks each table's row count on both sides before committing, and
moves the identity sequences past the copied ids. The /ask index is copied through
`replace_search_index`, which computes PostgreSQL's own search columns.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import asyncpg

from bot.errors import StorageError
from bot.storage.db import Storage
from bot.storage.postgres import PostgresBackend
from bot.storage.search import IndexedFact, IndexedSentence
from bot.storage.sqlite import SqliteBackend

# Copied in this order (games before the answers that reference them). The two FTS tables of /ask
# (sentence_search, fact_search) are copied by `_copy_search`.
TABLES = (
    "guild_settings",
    "players",
    "games",
    "answers",
    "question_reports",
    "disabled_questions",
    "asked_questions",
    "score_totals",
    "player_streaks",
    "fact_bank",
    "document_cache",
    "imported_lists",
)
SEARCH_TABLES = ("search_index", "sentence_search", "fact_search")
COORDINATION_TABLES = ("leases", "bank_version")  # running processes' state, not data: not copied
IDENTITY_TABLES = ("games", "answers", "question_reports")
CHUNK = 5000


@dataclass(frozen=True, slots=True)
class TableCopy:
    table: str
    rows: int


def sqlite_tables_not_copied(tables: set[str]) -> set[str]:
    """Tables of a SQLite database `copy_to_postgres` would leave behind (the FTS5 shadow tables and
    SQLite's own are not data)."""
    shadow = {f"{t}_{s}" for t in SEARCH_TABLES for s in ("data", "idx", "content", "docsize", "config")}
    known = {*TABLES, *SEARCH_TABLES, *COORDINATION_TABLES}
    return {t for t in tables if not t.startswith("sqlite_")} - known - shadow


async def copy_to_postgres(source: Path, target_url: str) -> list[TableCopy]:
    """Copy the SQLite database at ``source`` (an existing file) into the empty PostgreSQL database at
    ``target_url``; returns each table's row count."""
    async with Storage.open(source) as sqlite_store, Storage.open(target_url) as pg_store:
        lite, pg = sqlite_store._db, pg_store._db
        assert isinstance(lite, SqliteBackend) and isinstance(pg, PostgresBackend)
        await _refuse_data(pg)
        copied: list[TableCopy] = []
        async with pg.pool.acquire() as conn, conn.transaction():
            await conn.execute("ALTER TABLE answers DISABLE TRIGGER answers_totals")
            for table in TABLES:
                columns = [r[1] for r in await lite.fetch(f"PRAGMA table_info({table})")]
                names = ", ".join(columns)
                async with lite.conn.execute(f"SELECT {names} FROM {table}") as cursor:
                    while chunk := list(await cursor.fetchmany(CHUNK)):
                        await conn.copy_records_to_table(
                            table, records=[tuple(r) for r in chunk], columns=columns
                        )
                (expected,) = (await lite.fetch(f"SELECT count(*) FROM {table}"))[0]
                got = await conn.fetchval(f"SELECT count(*) FROM {table}")
                if got != expected:
                    raise StorageError(
                        f"Copying {table} gave {got} rows in PostgreSQL for {expected} in SQLite; "
                        "nothing was kept."
                    )
                copied.append(TableCopy(table, int(got)))
            await conn.execute("ALTER TABLE answers ENABLE TRIGGER answers_totals")
            for table in IDENTITY_TABLES:
                await conn.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                    f"(SELECT coalesce(max(id), 0) + 1 FROM {table}), false)"
                )
            copied += await _copy_search(sqlite_store, pg_store, conn)
        return copied


async def _refuse_data(pg: PostgresBackend) -> None:
    held = []
    for table in (*TABLES, *SEARCH_TABLES):
        n = (await pg.fetch(f"SELECT count(*) FROM {table}"))[0][0]
        if n:
            held.append(f"{n} in {table}")
    if held:
        raise StorageError(
            f"The target database already holds data ({', '.join(held[:4])}{', ...' if len(held) > 4 else ''}); "
            "migrate-db copies into an empty database only. Create a new one (createdb) and give its URL."
        )


async def _copy_search(source: Storage, target: Storage, conn: asyncpg.Connection) -> list[TableCopy]:
    """The /ask index, in the copy's transaction: PostgreSQL's search columns are computed on the way."""
    info = await source.search_index_info()
    if info is None:
        return [TableCopy(t, 0) for t in SEARCH_TABLES]
    sentences = [
        IndexedSentence(r[1], r[2], int(r[3]), r[0])
        for r in await source._all(
            "SELECT text, document, title, position FROM sentence_search ORDER BY rowid"
        )
    ]
    facts = [
        IndexedFact(r[1], r[2], r[3], r[4], r[5], r[0])
        for r in await source._all(
            "SELECT text, fact_id, relation, subject, value, race FROM fact_search ORDER BY rowid"
        )
    ]
    pg = target._db
    assert isinstance(pg, PostgresBackend)
    await pg.run(conn, target._index_statements(info.fingerprint, sentences, facts, now=info.indexed_at))
    counts = [await conn.fetchval(f"SELECT count(*) FROM {t}") for t in SEARCH_TABLES]
    if counts != [1, len(sentences), len(facts)]:
        raise StorageError(
            "Copying the /ask search index did not give the same number of rows; nothing was kept."
        )
    return [TableCopy(t, n) for t, n in zip(SEARCH_TABLES, counts, strict=True)]
