"""python -m bot migrate-db: a SQLite database with a row in every table, copied into PostgreSQL."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.ask import ask
from bot.documents import load_bank
from bot.redlists import parse_red_list, to_questions, topic_key
from bot.storage import AnswerRecord, GuildSettings, Period, Storage
from bot.storage.imports import ImportedTopic
from bot.storage.transfer import SEARCH_TABLES, TABLES, sqlite_tables_not_copied
from tests.dbkit import select
from tests.pgserver import fresh_database, server_url

NOW = 1_715_774_400.0
LIST = "AUTHOR: tester\nWho won the 2024 AdventHealth 400?:\n- Kyle Larson\n- Larson\nWhat number is Larson's car?:\n- 5\n"


@pytest.fixture
async def pg_url():
    async with fresh_database(server_url()) as url:
        yield url


async def filled(tmp_path: Path, docs: Path) -> Path:
    """A SQLite database with rows in every table the bot writes."""
    path = tmp_path / "trivia.db"
    async with Storage.open(path) as store:
        await load_bank(store, docs, now=NOW)  # the bank, its document cache, the /ask index
        game = await store.start_game(1, 5, 7, {"questions": 3}, now=NOW)
        for n, (user, correct) in enumerate([(7, True), (8, False), (8, True), (7, True)]):
            await store.record_answer(
                AnswerRecord(game.id, 1, f"q{n}", user, f"p{user}", correct, 10 * correct, 900, 0, NOW + n)
            )
        await store.end_game(game.id, "finished", now=NOW + 60)
        await store.set_settings(GuildSettings(1, 5, 20, "buttons", 99, (3,), ("Kansas",)), now=NOW)
        await store.report_question(1, "q1", 8, "typo", now=NOW)
        await store.set_question_disabled(1, "q1", True, by=7, now=NOW)
        await store.mark_asked(1, ["q0", "q1"], now=NOW)
        red = parse_red_list(LIST, source="legends.yaml")
        topic = ImportedTopic(topic_key("Legends"), "Legends", "legends.yaml", red.author, "", red.config)
        await store.save_imported_list(topic, to_questions(red, "Legends"), now=NOW)
    return path


def env(tmp_path: Path, docs: Path) -> dict[str, str]:
    return {"DATABASE_PATH": str(tmp_path / "trivia.db"), "DOCUMENTS_DIR": str(docs)}


async def test_the_copy_leaves_no_table_behind(tmp_path):
    path = tmp_path / "t.db"
    async with Storage.open(path):
        pass
    with sqlite3.connect(path) as conn:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert sqlite_tables_not_copied(tables) == set()  # a new table needs a line in transfer.TABLES


async def test_migrate_db_copies_every_table_and_the_bot_plays_on(tmp_path, docs, pg_url, capsys):
    source = await filled(tmp_path, docs)
    assert await asyncio.to_thread(main, ["migrate-db", "--to", pg_url], env(tmp_path, docs)) == 0
    out = capsys.readouterr().out
    assert "every table's row count matches" in out
    for table in (*TABLES, *SEARCH_TABLES):
        (lite,) = select(source, f"SELECT count(*) FROM {table}")
        assert select(pg_url, f"SELECT count(*) FROM {table}") == [lite], table
        assert lite[0] > 0, f"the test should fill {table}"

    async with Storage.open(source) as lite, Storage.open(pg_url) as pg:
        for period in Period:
            assert await pg.leaderboard(1, period, now=NOW) == await lite.leaderboard(1, period, now=NOW)
        assert await pg.player_stats(1, 8) == await lite.player_stats(1, 8)
        assert await pg.get_settings(1) == await lite.get_settings(1)
        assert await pg.question_reports(1) == await lite.question_reports(1)
        assert await pg.imported_questions() == await lite.imported_questions()
        bank = await load_bank(pg, docs, now=NOW + 1)
        assert not bank.rebuilt  # the built bank came across: nothing to rebuild
        question = "Who won the race at Kansas Speedway?"
        assert (await ask(pg, bank, question)).lead == (await ask(lite, bank, question)).lead
        # New games and answers carry on after the copied ids, and the totals trigger is on again.
        game = await pg.start_game(1, 5, 7, {}, now=NOW + 100)
        assert game.id == 2
        await pg.record_answer(AnswerRecord(game.id, 1, "q9", 8, "p8", True, 15, 900, 0, NOW + 101))
        assert (await pg.player_stats(1, 8)).points == 25


async def test_migrate_db_refuses_a_target_that_holds_data(tmp_path, docs, pg_url, capsys):
    await filled(tmp_path, docs)
    async with Storage.open(pg_url) as pg:
        await pg.mark_asked(1, ["x"], now=NOW)
    assert await asyncio.to_thread(main, ["migrate-db", "--to", pg_url], env(tmp_path, docs)) == 2
    err = capsys.readouterr().err
    assert "already holds data (1 in asked_questions)" in err and err.count("\n") == 1
    assert select(pg_url, "SELECT count(*) FROM answers") == [(0,)]


def test_migrate_db_errors_are_one_line(tmp_path, docs, capsys):
    assert main(["migrate-db", "--to", "sqlite:///x.db"], env=env(tmp_path, docs)) == 2
    assert "--to must be a PostgreSQL URL" in capsys.readouterr().err
    assert main(["migrate-db", "--to", "postgresql://h/db"], env=env(tmp_path, docs)) == 2
    assert "There is no SQLite database at" in capsys.readouterr().err
