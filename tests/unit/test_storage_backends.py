"""What is particular to each engine, and that both behave alike: PostgreSQL's migrations and errors,
/ask's answers on both, the database's own guarantees across processes, locks and notifications."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

import asyncpg
import pytest

from bot.ask import ask
from bot.documents import load_bank
from bot.errors import StorageError
from bot.storage import AnswerRecord, Period, Storage
from bot.storage.games import ChannelBusy
from bot.storage.migrate import Migration, load_migrations
from bot.storage.postgres import migrate as migrate_pg
from tests.dbkit import select
from tests.pgserver import fresh_database, server_url

ROOT = Path(__file__).resolve().parents[2]
GOLD = json.loads((ROOT / "tests" / "data" / "ask_gold.json").read_text(encoding="utf-8"))


@pytest.fixture
async def pg_url():
    async with fresh_database(server_url()) as url:
        yield url


def answer(
    game_id: int, user: int, qid: str, *, points: int = 10, at: float = 1_715_774_400.0
) -> AnswerRecord:
    return AnswerRecord(game_id, 1, qid, user, f"p{user}", points > 0, points, 900, 0, at)


def test_both_dialects_have_the_same_migrations():
    sqlite, pg = load_migrations("sqlite"), load_migrations("postgresql")
    assert [(m.version, m.name) for m in sqlite] == [(m.version, m.name) for m in pg]


async def test_postgresql_blank_database_migrates_and_keeps_its_version_in_a_table(pg_url):
    async with Storage.open(pg_url) as store:
        assert store.dialect == "postgresql" and store.path is None
    assert select(pg_url, "SELECT version FROM schema_version") == [(len(load_migrations("postgresql")),)]
    async with Storage.open(pg_url):  # opening again migrates nothing
        pass


async def test_postgresql_old_schema_with_data_is_upgraded_and_keeps_it(pg_url):
    conn = await asyncpg.connect(pg_url)
    try:
        await migrate_pg(conn, load_migrations("postgresql")[:1])
        await conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, starter_id, settings, started_at) "
            "VALUES (1, 1, 5, 1, '{}', 0)"
        )
        for i, (correct, points) in enumerate([(1, 10), (1, 12), (0, 0), (1, 15)]):
            await conn.execute(
                "INSERT INTO answers (game_id, guild_id, question_id, user_id, correct, points, elapsed_ms, "
                "hint_stage, answered_at) VALUES (1, 1, $1, 7, $2, $3, 500, 0, $4)",
                f"q{i}",
                correct,
                points,
                1_715_774_400.0 + i,
            )
    finally:
        await conn.close()
    async with Storage.open(pg_url) as store:
        stats = await store.player_stats(1, 7)
        assert (stats.points, stats.answers, stats.correct, stats.games, stats.best_streak) == (
            37,
            4,
            3,
            1,
            2,
        )
        await store.record_answer(answer(1, 7, "q9", points=3))
        assert (await store.player_stats(1, 7)).points == 40


async def test_postgresql_a_failing_migration_is_rolled_back_whole(pg_url):
    first = load_migrations("postgresql")[0]
    bad = Migration(2, "0002_bad.sql", "CREATE TABLE half_done (a integer); SELECT 1 / 0;")
    conn = await asyncpg.connect(pg_url)
    try:
        with pytest.raises(StorageError, match=r"Migration 0002_bad\.sql failed and was rolled back"):
            await migrate_pg(conn, [first, bad])
        assert await conn.fetchval("SELECT version FROM schema_version") == 1
        assert await conn.fetchval("SELECT to_regclass('half_done')") is None
    finally:
        await conn.close()


async def test_postgresql_newer_schema_is_refused(pg_url):
    async with Storage.open(pg_url):
        pass
    select(pg_url, "UPDATE schema_version SET version = 999 RETURNING version")
    with pytest.raises(StorageError, match="newer than this Photo Finish") as info:
        await Storage.open(pg_url)
    assert "DATABASE_URL" in str(info.value) and "\n" not in str(info.value)


@pytest.mark.parametrize(
    "make_url, expected",
    [
        (
            lambda url: "postgresql://nobody_here@" + url.split("://", 1)[1].split("@")[-1],
            "refused user 'nobody_here'",
        ),
        (lambda url: url.rsplit("/", 1)[0] + "/no_such_db", "has no such database"),
        (lambda url: "postgresql://127.0.0.1:1/x", "Cannot reach the PostgreSQL server at 127.0.0.1:1/x"),
        (lambda url: "postgresql://u:secret@[::1/x", "not a usable PostgreSQL URL"),
    ],
    ids=["auth", "no-database", "unreachable", "bad-url"],
)
async def test_postgresql_connection_errors_are_one_clear_line(make_url, expected):
    with pytest.raises(StorageError) as info:
        await Storage.open(make_url(server_url()))
    message = str(info.value)
    assert expected in message and "\n" not in message and "secret" not in message


async def test_ask_gives_the_same_answers_on_both_engines(tmp_path, pg_url):
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / GOLD["documents_dir"], docs)
    results = []
    for target in (tmp_path / "t.db", pg_url):
        async with Storage.open(target) as store:
            bank = await load_bank(store, docs, now=1.0)
            results.append(
                [await ask(store, bank, g["question"]) for g in GOLD["answerable"] + GOLD["unanswerable"]]
            )
    sqlite, pg = results
    assert [(a.lead, [q.sentence for q in a.quotes], a.found) for a in pg] == [
        (a.lead, [q.sentence for q in a.quotes], a.found) for a in sqlite
    ]


# -- the database's own guarantees, with two "processes" (two Storages) on one database --------------


async def test_one_running_game_per_channel_whichever_process_starts_it(database):
    async with Storage.open(database) as one, Storage.open(database) as two:
        game = await one.start_game(1, 5, 1, {}, now=1.0)
        with pytest.raises(ChannelBusy, match="already running in this channel"):
            await two.start_game(1, 5, 2, {}, now=2.0)
        other = await two.start_game(1, 6, 2, {}, now=2.0)  # another channel is free
        await one.end_game(game.id, "finished", now=3.0)
        again = await two.start_game(1, 5, 2, {}, now=4.0)  # and this one once the game ended
        assert {g.id for g in await one.open_games()} == {other.id, again.id}


async def test_concurrent_starts_in_one_channel_give_one_game(database):
    stores = [await Storage.open(database) for _ in range(4)]
    try:
        results = await asyncio.gather(
            *(s.start_game(1, 5, n, {}, now=1.0) for n, s in enumerate(stores)), return_exceptions=True
        )
    finally:
        for store in stores:
            await store.close()
    assert sum(not isinstance(r, BaseException) for r in results) == 1
    assert all(isinstance(r, ChannelBusy) for r in results if isinstance(r, BaseException))


async def test_a_point_is_scored_once_even_when_two_processes_record_it(database):
    async with Storage.open(database) as one, Storage.open(database) as two:
        game = await one.start_game(1, 5, 1, {}, now=1.0)
        same = answer(game.id, 7, "q1", points=12)
        await asyncio.gather(one.record_answer(same), two.record_answer(same), one.record_answer(same))
        await two.record_answer(answer(game.id, 7, "q1", points=0))  # a wrong try is still logged
        stats = await two.player_stats(1, 7)
        assert (stats.points, stats.correct, stats.answers) == (12, 1, 2)
        board = await one.leaderboard(1, Period.ALL, now=1_715_774_400.0)
        assert [(r.user_id, r.points) for r in board.rows] == [(7, 12)]


async def test_close_interrupted_games_can_be_limited_to_this_process_servers(database):
    async with Storage.open(database) as store:
        mine = await store.start_game(1, 5, 1, {}, now=1.0)
        theirs = await store.start_game(2, 6, 1, {}, now=1.0)
        assert await store.close_interrupted_games(now=2.0, owned=lambda guild: guild == 1) == 1
        assert [g.id for g in await store.open_games()] == [theirs.id]
        assert (await store.get_game(mine.id)).end_reason == "interrupted"


# -- advisory locks and notifications (what shard processes coordinate with) ---------------------------


async def test_advisory_lock_is_held_by_one_holder_at_a_time(database):
    async with Storage.open(database) as one, Storage.open(database) as two:
        inside: list[str] = []

        async def hold(store: Storage, name: str) -> None:
            async with store.advisory_lock(4242):
                inside.append(f"{name} in")
                await asyncio.sleep(0.05)
                inside.append(f"{name} out")

        # On PostgreSQL two processes exclude each other; SQLite serves one process: within one Storage.
        await asyncio.gather(hold(one, "a"), hold(two if one.dialect == "postgresql" else one, "b"))
        assert inside in (["a in", "a out", "b in", "b out"], ["b in", "b out", "a in", "a out"])
        async with one.advisory_lock(1), one.advisory_lock(2):  # different keys do not wait
            pass


async def test_notify_reaches_listeners_until_they_stop(database):
    async with Storage.open(database) as one, Storage.open(database) as two:
        # On PostgreSQL another process hears it; SQLite serves one process: the same Storage hears it.
        listener = two if one.dialect == "postgresql" else one
        heard: asyncio.Queue[str] = asyncio.Queue()
        stop = await listener.listen("bank_changed", heard.put_nowait)
        await one.notify("bank_changed", "fingerprint-2")
        assert await asyncio.wait_for(heard.get(), 5) == "fingerprint-2"
        await stop()
        await one.notify("bank_changed", "fingerprint-3")
        await asyncio.sleep(0.1)
        assert heard.empty()


async def test_postgresql_connections_lost_under_the_bot_are_one_storage_error_then_it_recovers(
    pg_url, caplog
):
    async with Storage.open(pg_url) as store:
        game = await store.start_game(1, 5, 1, {}, now=1.0)
        name = pg_url.rsplit("/", 1)[1]
        select(
            server_url(),
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ?",
            name,
        )
        with pytest.raises(StorageError, match="database server cannot be reached"):
            await store.record_answer(answer(game.id, 7, "q1"))
        assert caplog.text.count("cannot be reached") == 1
        await store.record_answer(answer(game.id, 7, "q1"))  # the pool connects again
        assert (await store.player_stats(1, 7)).points == 10


async def test_postgresql_listening_survives_a_lost_connection(pg_url):
    async with Storage.open(pg_url) as one, Storage.open(pg_url) as two:
        heard: asyncio.Queue[str] = asyncio.Queue()
        await two.listen("bank_changed", heard.put_nowait)
        terminated = select(
            server_url(),
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ? AND datname = ?",
            "photo-finish-listen",
            pg_url.rsplit("/", 1)[1],
        )
        assert terminated == [(True,)]  # the one listening connection
        for attempt in range(50):  # the listener connects again within moments
            await one.notify("bank_changed", f"n{attempt}")
            try:
                got = await asyncio.wait_for(heard.get(), 0.2)
                break
            except TimeoutError:
                continue
        else:
            pytest.fail("no notification was heard after the connection was lost")
        assert got.startswith("n")
