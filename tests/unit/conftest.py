"""Shared fixtures for the unit tests: a real SQLite file per test, and a copy of the default corpus."""

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
async def storage(tmp_path: Path):
    """A freshly migrated database file, closed after the test."""
    store = await Storage.open(tmp_path / "t.db")
    yield store
    await store.close()
