"""Fixtures shared by every test folder: the database each storage-backed test runs on.

``database`` is parametrised: each test that takes it (through ``storage`` in tests/unit, or a running
bot in tests/e2e) runs once on SQLite (a file in tmp_path) and once on PostgreSQL (a fresh database on
the server of ``PHOTO_FINISH_TEST_PG``; skipped without one, failed in CI, see tests/pgserver.py).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.pgserver import fresh_database, server_url

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(params=BACKENDS)
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Path | str]:
    """Where a test's database lives: a SQLite file path, or a PostgreSQL URL of a fresh database."""
    if request.param == "sqlite":
        yield tmp_path / "t.db"
        return
    async with fresh_database(server_url()) as url:
        yield url
