"""The PostgreSQL server the tests run the PostgreSQL backend against, and a fresh database per test.

``PHOTO_FINISH_TEST_PG`` holds the URL of a server where the tests may create and drop databases
(``scripts/test`` and ``.ci/run`` start a throwaway one, see scripts/pg_throwaway.sh). Without it the
PostgreSQL tests are skipped with the reason; with ``PHOTO_FINISH_CI=1`` (set by .ci/run) a missing or
unreachable server fails them instead, so CI cannot pass on SQLite alone.
"""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

URL_ENV = "PHOTO_FINISH_TEST_PG"
CI_ENV = "PHOTO_FINISH_CI"


def server_url() -> str:
    """The test server's URL; skips the test (fails it in CI) when there is none."""
    url = os.environ.get(URL_ENV, "").strip()
    if not url:
        why = f"no PostgreSQL server for the tests: set {URL_ENV}=postgresql://... (scripts/test starts one)"
        if os.environ.get(CI_ENV):
            pytest.fail(f"{CI_ENV} is set and there is {why}")
        pytest.skip(why)
    return url


def with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + name))


@asynccontextmanager
async def fresh_database(url: str) -> AsyncIterator[str]:
    """A new empty database on the server at ``url`` for one test (dropped afterwards): its URL."""
    name = f"pf_test_{uuid.uuid4().hex[:16]}"
    try:
        admin = await asyncpg.connect(url, timeout=10)
    except (OSError, asyncpg.PostgresError, TimeoutError) as exc:
        message = f"the PostgreSQL test server {URL_ENV} cannot be reached: {exc}"
        if os.environ.get(CI_ENV):
            pytest.fail(message)
        pytest.skip(message)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield with_database(url, name)
        finally:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


def query(url: str, sql: str, *params: object) -> list[tuple]:
    """Run one statement on its own connection (from synchronous test code, in a thread of its own)."""

    async def run() -> list[tuple]:
        conn = await asyncpg.connect(url, timeout=10)
        try:
            return [tuple(r) for r in await conn.fetch(sql, *params)]
        finally:
            await conn.close()

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(run())
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, run()).result()
