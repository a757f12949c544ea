"""Storage on real SQLite files: migrations, durability, leaderboards, concurrency."""

import asyncio
import calendar
import itertools
import sqlite3

import asyncpg
import pytest

from bot.errors import StorageError
from bot.storage import AnswerRecord, GuildSettings, Period, Storage
from bot.storage.migrate import load_migrations
from tests.dbkit import select

GUILD = 111
# 2024-05-15 12:00 UTC, a Wednesday.
NOW = calendar.timegm((2024, 5, 15, 12, 0, 0))
DAY = 86400.0


# A player scores a question of a game once (the database ignores a repeat): each answer made here is
# to a question of its own unless the test names one; each game is in a channel of its own.
_QUESTIONS = itertools.count(1)
_CHANNELS = itertools.count(1000)


def answer(game_id, user, *, correct=True, points=10, at=NOW, guild=GUILD, qid=None, name=None):
    return AnswerRecord(
        game_id=game_id,
        guild_id=guild,
        question_id=qid or f"q{next(_QUESTIONS)}",
        user_id=user,
        display_name=name or f"player{user}",
        correct=correct,
        points=points if correct else 0,
        elapsed_ms=1234,
        hint_stage=0,
        answered_at=at,
    )


async def new_game(storage, guild=GUILD, channel=None):
    return await storage.start_game(
        guild, channel or next(_CHANNELS), 1, {"questions": 10, "mode": "typed"}, now=NOW
    )


async def test_blank_database_migrates_to_latest(tmp_path):
    store = await Storage.open(tmp_path / "blank.db")
    await store.close()
    conn = sqlite3.connect(tmp_path / "blank.db")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(load_migrations())
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {
        "guild_settings",
        "players",
        "games",
        "answers",
        "question_reports",
        "disabled_questions",
        "asked_questions",
        "score_totals",
        "player_streaks",
    } <= tables
    conn.close()


async def test_old_schema_with_data_is_upgraded_and_keeps_it(tmp_path):
    path = tmp_path / "old.db"
    first = load_migrations()[0]
    conn = sqlite3.connect(path)
    conn.executescript(f"BEGIN; {first.sql}; PRAGMA user_version = 1; COMMIT;")
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, starter_id, settings, started_at) "
        "VALUES (1, ?, 5, 1, '{}', ?)",
        (GUILD, NOW),
    )
    rows = [
        (1, GUILD, f"q{i}", 7, c, p, 500, 0, NOW + i)
        for i, (c, p) in enumerate([(1, 10), (1, 12), (0, 0), (1, 15), (1, 10), (1, 10)])
    ]
    rows.append((1, GUILD, "q9", 8, 1, 20, 500, 0, NOW - 40 * DAY))
    conn.executemany(
        "INSERT INTO answers (game_id, guild_id, question_id, user_id, correct, points, "
        "elapsed_ms, hint_stage, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    conn.execute("INSERT INTO players VALUES (?, 7, 'Old Timer', ?)", (GUILD, NOW))
    conn.commit()
    conn.close()

    store = await Storage.open(path)
    try:
        stats = await store.player_stats(GUILD, 7)
        assert (stats.points, stats.answers, stats.correct, stats.games) == (57, 6, 5, 1)
        assert stats.best_streak == 3 and stats.display_name == "Old Timer"
        board = await store.leaderboard(GUILD, Period.ALL, now=NOW)
        assert [(r.user_id, r.points) for r in board.rows] == [(7, 57), (8, 20)]
        month = await store.leaderboard(GUILD, Period.MONTH, now=NOW)
        assert [(r.user_id, r.points) for r in month.rows] == [(7, 57)]  # the other answer is 40 days old
        # New answers keep adding on top of the backfilled totals.
        await store.record_answer(answer(1, 7, points=3, at=NOW + 100, qid="q10"))
        assert (await store.player_stats(GUILD, 7)).points == 60
        assert (await store.player_stats(GUILD, 7)).best_streak == 4
    finally:
        await store.close()


async def test_newer_database_is_refused(tmp_path):
    path = tmp_path / "future.db"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 999")
    conn.close()
    with pytest.raises(StorageError, match="newer than this Photo Finish"):
        await Storage.open(path)


async def test_not_a_database_is_refused(tmp_path):
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StorageError, match="not a usable Photo Finish database"):
        await Storage.open(path)


async def test_record_answer_is_committed_when_it_returns(storage):
    game = await new_game(storage)
    await storage.record_answer(answer(game.id, 42, points=12))
    # a second connection sees it at once
    assert select(storage, "SELECT user_id, points, correct FROM answers") == [(42, 12, 1)]
    assert select(storage, "SELECT points FROM score_totals WHERE period = 'a'") == [(12,)]


async def test_leaderboard_orders_and_ties(storage):
    game = await new_game(storage)
    # user 1: 30 points / 3 correct; user 2: 30 points / 2 correct; user 3: 30 / 2; user 4: 5.
    scores = [(1, 10), (1, 10), (1, 10), (2, 15), (2, 15), (3, 20), (3, 10), (4, 5)]
    for n, (user, points) in enumerate(scores):
        await storage.record_answer(answer(game.id, user, points=points, qid=f"q{n}"))
    await storage.record_answer(answer(game.id, 5, correct=False))  # no points: not listed
    board = await storage.leaderboard(GUILD, Period.ALL, limit=10, now=NOW)
    assert [(r.rank, r.user_id, r.points, r.correct) for r in board.rows] == [
        (1, 1, 30, 3),
        (2, 2, 30, 2),
        (2, 3, 30, 2),
        (4, 4, 5, 1),
    ]
    assert board.total_players == 4
    page2 = await storage.leaderboard(GUILD, Period.ALL, limit=2, offset=2, now=NOW)
    assert [(r.rank, r.user_id) for r in page2.rows] == [(2, 3), (4, 4)]
    assert (await storage.player_stats(GUILD, 3)).rank == 2
    assert (await storage.player_stats(GUILD, 5)).rank is None


async def test_leaderboard_periods(storage):
    game = await new_game(storage)
    # NOW is Wednesday 2024-05-15. Monday 13th is this week; the 2nd is this month; April is not.
    await storage.record_answer(answer(game.id, 1, points=1, at=NOW))
    await storage.record_answer(answer(game.id, 2, points=2, at=NOW - 2 * DAY))
    await storage.record_answer(answer(game.id, 3, points=4, at=NOW - 13 * DAY))
    await storage.record_answer(answer(game.id, 4, points=8, at=NOW - 20 * DAY))
    await storage.record_answer(answer(game.id, 5, points=16, at=NOW, guild=999))  # another server

    async def users(period):
        return {r.user_id for r in (await storage.leaderboard(GUILD, period, now=NOW)).rows}

    assert await users(Period.TODAY) == {1}
    assert await users(Period.WEEK) == {1, 2}
    assert await users(Period.MONTH) == {1, 2, 3}
    assert await users(Period.ALL) == {1, 2, 3, 4}
    assert await users("week") == {1, 2}  # plain strings from a slash option work too


async def test_player_stats_games_and_streaks(storage):
    g1 = await new_game(storage)
    g2 = await new_game(storage, channel=6)
    for n, (game, ok) in enumerate([(g1, True), (g1, True), (g1, False), (g2, True), (g2, True), (g2, True)]):
        await storage.record_answer(answer(game.id, 9, correct=ok, qid=f"q{n}"))
    stats = await storage.player_stats(GUILD, 9)
    assert (stats.games, stats.answers, stats.correct, stats.best_streak, stats.points) == (2, 6, 5, 3, 50)
    assert stats.accuracy == pytest.approx(5 / 6)


async def test_hundred_concurrent_answers_lose_nothing(storage):
    game = await new_game(storage)
    await asyncio.gather(
        *(
            storage.record_answer(answer(game.id, user % 10, points=user + 1, qid=f"q{user}"))
            for user in range(100)
        )
    )
    assert select(storage, "SELECT count(*), sum(points) FROM answers") == [(100, 5050)]
    assert select(storage, "SELECT sum(points) FROM score_totals WHERE period = 'a'") == [(5050,)]


async def test_a_bad_answer_in_a_batch_does_not_sink_the_others(storage):
    game = await new_game(storage)
    good = [storage.record_answer(answer(game.id, u)) for u in range(5)]
    bad = storage.record_answer(answer(424242, 99))  # no such game: foreign key violation
    results = await asyncio.gather(*good, bad, return_exceptions=True)
    assert results[:5] == [None] * 5
    assert isinstance(results[5], sqlite3.IntegrityError | asyncpg.IntegrityConstraintViolationError)
    board = await storage.leaderboard(GUILD, Period.ALL, now=NOW)
    assert len(board.rows) == 5


async def test_games_open_and_end(storage):
    game = await new_game(storage)
    assert [g.id for g in await storage.open_games()] == [game.id]
    await storage.end_game(game.id, "finished", now=NOW + 60)
    assert await storage.open_games() == []
    ended = await storage.get_game(game.id)
    assert ended.end_reason == "finished" and ended.ended_at == NOW + 60
    assert ended.settings == {"questions": 10, "mode": "typed"}


async def test_settings_round_trip(storage):
    assert await storage.get_settings(GUILD) == GuildSettings(GUILD)
    wanted = GuildSettings(GUILD, 15, 45, "buttons", 777, (1, 2))
    await storage.set_settings(wanted, now=NOW)
    assert await storage.get_settings(GUILD) == wanted


async def test_reports_disabled_and_asked(storage):
    assert await storage.report_question(GUILD, "q1", 5, "wrong answer", now=NOW)
    assert not await storage.report_question(GUILD, "q1", 5, "again", now=NOW)  # once per user
    assert await storage.report_question(GUILD, "q1", 6, "", now=NOW)
    await storage.set_question_disabled(GUILD, "q1", True, by=1, now=NOW)
    (summary,) = await storage.question_reports(GUILD)
    assert (summary.question_id, summary.reports, summary.reasons, summary.disabled) == (
        "q1",
        2,
        ["wrong answer"],
        True,
    )
    assert await storage.disabled_questions(GUILD) == {"q1"}
    await storage.set_question_disabled(GUILD, "q1", False, by=1, now=NOW)
    assert await storage.disabled_questions(GUILD) == set()

    await storage.mark_asked(GUILD, ["a", "b"], now=NOW)
    assert await storage.asked_questions(GUILD) == {"a", "b"}
    await storage.mark_asked(GUILD, ["c"], now=NOW, reset=True)
    assert await storage.asked_questions(GUILD) == {"c"}
    assert await storage.asked_questions(999) == set()


async def test_reset_scores_touches_one_server_only(storage):
    game = await new_game(storage)
    other = await new_game(storage, guild=999, channel=6)
    await storage.record_answer(answer(game.id, 1))
    await storage.record_answer(answer(game.id, 2))
    await storage.record_answer(answer(other.id, 1, guild=999))
    assert await storage.reset_scores(GUILD) == 2
    assert (await storage.leaderboard(GUILD, Period.ALL, now=NOW)).rows == []
    assert (await storage.player_stats(GUILD, 1)).answers == 0
    assert (await storage.player_stats(999, 1)).points == 10
    await storage.record_answer(answer(game.id, 1, points=7))  # scoring starts again from zero
    assert (await storage.player_stats(GUILD, 1)).points == 7


async def test_open_as_a_context_manager_closes_however_the_block_ends(tmp_path):
    path = tmp_path / "ctx.db"
    async with Storage.open(path) as store:
        game = await new_game(store)
        assert await store.get_game(game.id) == game
    with pytest.raises(ValueError):  # the connection is closed: aiosqlite refuses
        await store.open_games()
    with pytest.raises(RuntimeError, match="boom"):
        async with Storage.open(path) as again:
            assert [g.id for g in await again.open_games()] == [game.id]
            raise RuntimeError("boom")
    with pytest.raises(ValueError):
        await again.open_games()


def table(storage, sql):
    return select(storage, sql)


async def test_forget_player_erases_one_player_on_one_server(storage):
    game = await storage.start_game(GUILD, 5, 1, {"questions": 10}, now=NOW)  # player 1 started it
    other = await new_game(storage, guild=999, channel=6)
    await storage.record_answer(answer(game.id, 1, points=10, name="Forget Me"))
    await storage.record_answer(answer(game.id, 1, points=0, correct=False, qid="q2", name="Forget Me"))
    await storage.record_answer(answer(game.id, 2, points=7))
    await storage.record_answer(answer(other.id, 1, guild=999, points=5))
    await storage.report_question(GUILD, "q1", 1, "my own words", now=NOW)
    await storage.report_question(GUILD, "q1", 2, "theirs", now=NOW)
    await storage.set_question_disabled(GUILD, "q2", True, by=1, now=NOW)

    assert await storage.forget_player(GUILD, 1) == 2
    assert (await storage.player_stats(GUILD, 1)).answers == 0
    board = await storage.leaderboard(GUILD, Period.ALL, now=NOW)
    assert [(r.user_id, r.points, r.rank) for r in board.rows] == [(2, 7, 1)]  # the others move up
    for period in (Period.TODAY, Period.WEEK, Period.MONTH):
        assert [r.user_id for r in (await storage.leaderboard(GUILD, period, now=NOW)).rows] == [2]
    assert (await storage.player_stats(999, 1)).points == 5  # another server keeps its own
    path = storage
    assert table(path, f"SELECT count(*) FROM answers WHERE guild_id = {GUILD} AND user_id = 1") == [(0,)]
    assert table(path, f"SELECT count(*) FROM score_totals WHERE guild_id = {GUILD} AND user_id = 1") == [
        (0,)
    ]
    assert table(path, f"SELECT count(*) FROM player_streaks WHERE guild_id = {GUILD} AND user_id = 1") == [
        (0,)
    ]
    assert table(path, "SELECT guild_id FROM players WHERE user_id = 1") == [(999,)]
    assert table(path, "SELECT user_id, reason FROM question_reports") == [(2, "theirs")]
    assert table(path, f"SELECT starter_id FROM games WHERE id = {game.id}") == [(0,)]
    assert table(path, "SELECT disabled_by FROM disabled_questions") == [(0,)]
    assert await storage.disabled_questions(GUILD) == {"q2"}  # the moderation itself stays

    assert await storage.forget_player(GUILD, 1) == 0  # nothing left: a second request is harmless
    await storage.record_answer(answer(game.id, 1, points=3))  # playing again starts from zero
    assert (await storage.player_stats(GUILD, 1)).points == 3
