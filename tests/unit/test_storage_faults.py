"""The database vanishing or the disk filling under a running bot: one clear error, logged once."""

from __future__ import annotations

import logging
import os
import shutil
import sqlite3

import pytest

from bot.errors import StorageError
from bot.storage import AnswerRecord, Storage
from bot.storage.base import DatabaseFull, DatabaseGone
from tests.dbfaults import fill_up, make_room

GUILD = 10


def answer(game_id: int, n: int, user: int = 7) -> AnswerRecord:
    return AnswerRecord(game_id, GUILD, f"q{n}", user, "bob", True, 10, 900, 0, 1000.0 + n)


def records(caplog, text: str) -> list[logging.LogRecord]:
    return [r for r in caplog.records if text in r.getMessage()]


async def test_a_wal_without_its_database_is_refused(tmp_path):
    path = tmp_path / "trivia.db"
    store = await Storage.open(path)
    game = await store.start_game(GUILD, 5, 1, {}, now=1.0)
    await store.record_answer(answer(game.id, 1))
    shutil.copy(tmp_path / "trivia.db-wal", tmp_path / "saved-wal")  # as a kill would leave it
    await store.close()
    path.unlink()
    shutil.copy(tmp_path / "saved-wal", tmp_path / "trivia.db-wal")
    with pytest.raises(StorageError) as info:
        await Storage.open(path)
    message = str(info.value)
    assert "trivia.db-wal" in message and "without its database" in message and "\n" not in message
    assert not path.exists()  # nothing was created in its place


@pytest.mark.parametrize("how", ["removed", "replaced"])
async def test_a_database_removed_or_replaced_stops_every_call_and_is_logged_once(tmp_path, caplog, how):
    path = tmp_path / "trivia.db"
    store = await Storage.open(path)
    try:
        game = await store.start_game(GUILD, 5, 1, {}, now=1.0)
        await store.record_answer(answer(game.id, 1))
        if how == "removed":
            path.unlink()
        else:
            other = tmp_path / "other.db"
            sqlite3.connect(other).close()
            os.replace(other, path)
        for n in range(2, 6):
            with pytest.raises(DatabaseGone, match=f"its file was {how}"):
                await store.record_answer(answer(game.id, n))
        with pytest.raises(DatabaseGone):
            await store.start_game(GUILD, 6, 1, {}, now=2.0)
        with pytest.raises(DatabaseGone):
            await store.leaderboard(GUILD)
        logged = records(caplog, "cannot be written")
        assert (
            len(logged) == 1 and logged[0].levelno == logging.WARNING and str(path) in logged[0].getMessage()
        )
    finally:
        await store.close()


async def test_a_full_disk_is_one_error_logged_once_and_passes_when_there_is_room(tmp_path, caplog):
    caplog.set_level(logging.INFO, logger="bot.storage.sqlite")
    store = await Storage.open(tmp_path / "trivia.db")
    try:
        game = await store.start_game(GUILD, 5, 1, {}, now=1.0)
        await store.record_answer(answer(game.id, 1))
        await fill_up(store, game_id=game.id)
        for n in range(2, 6):
            with pytest.raises(DatabaseFull, match="the disk is full"):
                await store.record_answer(answer(game.id, n))
        with pytest.raises(DatabaseFull):
            await store.start_game(GUILD, 6, 1, {}, now=2.0)
        assert len(records(caplog, "disk is full")) == 1
        assert (await store.player_stats(GUILD, 7)).points == 10  # reading still works
        await make_room(store)
        await store.record_answer(answer(game.id, 9))
        assert (await store.player_stats(GUILD, 7)).points == 20
        assert len(records(caplog, "can be written again")) == 1
    finally:
        await store.close()
