"""Shared fixtures for the unit tests: a real database per test (SQLite, then PostgreSQL: see
tests/conftest.py), and a copy of the default corpus."""

import shutil
from pathlib import Path

import pytest

from bot.storage import Storage

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "data" / "documents"


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    """A copy of the default corpus that a test may change."""
    folder = tmp_path / "docs"
    shutil.copytree(CORPUS, folder)
    return folder


@pytest.fixture
async def storage(database: Path | str):
    """A freshly migrated database, closed after the test: once on SQLite, once on PostgreSQL."""
    store = await Storage.open(database)
    yield store
    await store.close()
