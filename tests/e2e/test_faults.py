"""Faults: simultaneous answers, a dropped gateway, failing sends, a locked database, a killed process.

Each test runs the real bot against the fake Discord and checks that the game goes on and that the
database holds exactly the points that were announced (none lost, none counted twice).
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sqlite3
import sys
import threading
import time
from pathlib import Path

import pytest

from bot.bank import FactBank
from bot.documents import load_bank
from bot.storage import Storage
from cogs._common import plain
from tests.e2e.botkit import SEND, TOKEN, assert_payloads_ok, embed_title, rows, running_bot, settings_for
from tests.e2e.playkit import (
    add_players,
    announced_points,
    assert_no_errors,
    scored,
    start_game,
)

log = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def no_error_logs(caplog):
    yield
    assert_no_errors(caplog)


def got_it(message: dict) -> bool:
    return "got it!" in (message.get("content") or "")


async def test_fifty_players_answer_right_in_the_same_instant(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    players = add_players(fake_discord, 50)
    async with running_bot(fake_discord, tmp_path) as run:
        await start_game(fake_discord, seed.alice, channel, questions=1)
        await run.question_posted(channel, 1)
        answer = run.current_question(channel).answer
        await asyncio.gather(*(fake_discord.send_message(channel, p, answer) for p in players))
        won = await run.wait_for_message(channel, got_it)
        await run.wait_for_message(channel, lambda m: "Game over" in embed_title(m))
    announcements = [c for c in fake_discord.find_calls(SEND) if got_it(c.json or {})]
    assert len(announcements) == 1
    winners = scored(tmp_path / "trivia.db")
    assert len(winners) == 1 and announced_points(fake_discord) == [winners[0][1]]
    assert f"**{fake_discord.world.users[winners[0][0]].username}** got it!" in won["content"]
    assert rows(tmp_path / "trivia.db", "SELECT count(*) FROM answers") == [(1,)]


async def test_gateway_drop_mid_game_resumes_and_the_game_goes_on(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        await start_game(fake_discord, seed.alice, channel, questions=2)
        await run.question_posted(channel, 1)
        first = run.current_question(channel).answer
        await fake_discord.drop_gateway()
        # Sent while the socket is down: the fake buffers it and replays it on RESUME.
        await fake_discord.send_message(channel, seed.bob, first)
        await fake_discord.wait_for_resume(timeout=10)
        await run.wait_for_message(channel, got_it, timeout=10)
        await run.question_posted(channel, 2, timeout=10)
        second = run.current_question(channel).answer
        await fake_discord.send_message(channel, seed.carol, second)
        await run.wait_for_message(channel, lambda m: "Game over" in embed_title(m), timeout=10)
    db = tmp_path / "trivia.db"
    assert [u for u, _ in scored(db)] == [seed.bob.id, seed.carol.id]
    assert announced_points(fake_discord) == [p for _, p in scored(db)]


@pytest.mark.parametrize("status", [429, 500, 503])
async def test_failed_sends_are_retried_and_no_point_is_lost_or_doubled(fake_discord, tmp_path, status):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        await start_game(fake_discord, seed.alice, channel, questions=2)
        await run.question_posted(channel, 1)
        answer = run.current_question(channel).answer
        announce = fake_discord.mark()
        if status == 429:
            fault = fake_discord.rate_limit_next(SEND, retry_after=0.05)
        else:
            fault = fake_discord.fail_next(SEND, status=status)
        await fake_discord.send_message(channel, seed.bob, answer)
        await run.wait_for_message(channel, got_it, timeout=8)
        assert fault.hits == 1
        failed = [c for c in fake_discord.find_calls(SEND, since=announce) if c.status == status]
        assert len(failed) == 1 and got_it(failed[0].json)  # the announcement itself failed once
        await run.question_posted(channel, 2, timeout=8)
        await fake_discord.send_message(channel, seed.carol, run.current_question(channel).answer)
        await run.wait_for_message(channel, lambda m: "Game over" in embed_title(m), timeout=8)
    db = tmp_path / "trivia.db"
    assert [u for u, _ in scored(db)] == [seed.bob.id, seed.carol.id]
    assert announced_points(fake_discord) == [p for _, p in scored(db)]  # once each, as stored


def hold_database_lock(path, seconds: float, locked: threading.Event) -> None:
    """Another process's view: one connection holds an exclusive lock on the database."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("BEGIN EXCLUSIVE")
        locked.set()
        threading.Event().wait(seconds)
        conn.execute("COMMIT")
    finally:
        conn.close()


@pytest.mark.sqlite_only  # SQLite's own write lock, held by another connection
async def test_locked_database_answers_wait_and_interactions_are_acknowledged(fake_discord, tmp_path):
    seed = fake_discord.seed
    typed, buttons = seed.trivia.id, seed.general.id
    db = tmp_path / "trivia.db"
    async with running_bot(fake_discord, tmp_path, time_scale=1) as run:
        await start_game(fake_discord, seed.alice, typed, questions=2)
        await start_game(fake_discord, seed.bob, buttons, questions=1, mode="buttons", seconds=60)
        await run.question_posted(typed, 1)
        posted = await run.question_posted(buttons, 1)
        answer = run.current_question(typed).answer

        locked = threading.Event()
        holder = asyncio.create_task(asyncio.to_thread(hold_database_lock, db, 2.0, locked))
        await asyncio.to_thread(locked.wait, 5)
        loop = asyncio.get_running_loop()
        began = loop.time()
        await fake_discord.send_message(typed, seed.carol, answer)
        await asyncio.sleep(0.2)  # the answer is now waiting for the database
        assert scored(db) == []  # readers still see the last commit (WAL)
        button = posted["components"][0]["components"][0]["custom_id"]
        handles = [
            await fake_discord.click(seed.carol, posted, button),
            await fake_discord.slash(seed.alice, "trivia", subcommand="hint", channel_id=buttons),
            await fake_discord.slash(seed.bob, "trivia", subcommand="hint", channel_id=typed),
            await fake_discord.slash(seed.carol, "leaderboard", channel_id=buttons),
            await fake_discord.slash(seed.carol, "stats", channel_id=buttons),
            await fake_discord.slash(seed.carol, "fact", channel_id=buttons),
            await fake_discord.slash(seed.carol, "trivia", subcommand="skip", channel_id=typed),
        ]
        for handle in handles:
            await handle.response(timeout=3)
        latencies = [h.ack_latency for h in handles]
        log.info("acknowledgements while the database was locked: %s", latencies)
        assert all(lat is not None and lat < 0.5 for lat in latencies), latencies

        won = await run.wait_for_message(typed, got_it, timeout=8)
        assert loop.time() - began >= 1.5  # announced only once committed, after the lock
        await holder
        for handle in handles:  # and each deferred one was answered once the work was done
            if handle.response_type == 5:
                assert (await handle.followup(timeout=8)).status == 200
    winners = scored(db)
    assert winners[0][0] == seed.carol.id
    assert announced_points(fake_discord, typed)[0] == winners[0][1]
    assert f"+{winners[0][1]} points" in won["content"]


# -- SIGKILL: the bot runs in a child process (tests/e2e/bot_child.py) against the fake in this one --


async def spawn_bot(fake, settings, log_path: Path) -> asyncio.subprocess.Process:
    env = {
        **os.environ,
        "DISCORD_TOKEN": TOKEN,
        "DATABASE_PATH": str(settings.database_path),
        **({"DATABASE_URL": settings.database_url.reveal()} if settings.database_url else {}),
        "DOCUMENTS_DIR": str(settings.documents_dir),
        "DEV_GUILD_ID": str(fake.seed.guild.id),
        "LOG_LEVEL": "INFO",
    }
    with log_path.open("ab") as out:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.e2e.bot_child",
            fake.api_url,
            fake.gateway_url,
            env=env,
            cwd=ROOT,
            stdout=out,
            stderr=out,
        )
    return proc


async def wait_until_connected(fake, sessions: int, proc, log_path: Path) -> None:
    try:
        await fake.wait_for_identify(sessions, timeout=15)
    except TimeoutError:
        raise AssertionError(f"the bot did not connect:\n{read(log_path)}") from None
    assert proc.returncode is None


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")


def answer_of(bank: FactBank, question_message: dict) -> str:
    shown = question_message["embeds"][0]["description"]
    return next(q.answer for q in bank.questions if plain(q.prompt, 1500) == shown)


async def test_sigkill_after_an_announcement_keeps_the_point_and_the_channel_usable(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    settings = settings_for(fake_discord, tmp_path)
    storage = await Storage.open(settings.database)
    try:  # built once here, so that the child only loads it (and we know the answers)
        bank = await load_bank(storage, settings.documents_dir, now=time.time())
    finally:
        await storage.close()
    log_path = tmp_path / "bot.log"
    db = settings.database_path

    proc = await spawn_bot(fake_discord, settings, log_path)
    try:
        await wait_until_connected(fake_discord, 1, proc, log_path)
        await start_game(fake_discord, seed.alice, channel, questions=5)
        question = await fake_discord.wait_for_call(
            lambda c: c.route == SEND and embed_title(c.response or {}).startswith("Question 1/"), timeout=10
        )
        await fake_discord.send_message(channel, seed.bob, answer_of(bank, question.response))
        await fake_discord.wait_for_call(lambda c: c.route == SEND and got_it(c.json or {}), timeout=10)
    finally:
        proc.kill()  # SIGKILL: no shutdown, no cleanup
        await proc.wait()
    assert proc.returncode == -signal.SIGKILL
    assert len(scored(db)) == 1 and scored(db)[0][0] == seed.bob.id
    assert announced_points(fake_discord) == [scored(db)[0][1]]
    assert rows(db, "SELECT end_reason FROM games") == [(None,)]  # left open by the kill

    since = fake_discord.mark()
    proc = await spawn_bot(fake_discord, settings, log_path)
    try:
        await wait_until_connected(fake_discord, 2, proc, log_path)
        assert rows(db, "SELECT end_reason FROM games") == [("interrupted",)]
        await start_game(fake_discord, seed.carol, channel, questions=1)
        await fake_discord.wait_for_call(
            lambda c: c.route == SEND and embed_title(c.response or {}).startswith("Question 1/"),
            timeout=10,
            since=since,
        )
    finally:
        proc.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(proc.wait(), 20) == 0
    assert rows(db, "SELECT end_reason FROM games ORDER BY id") == [("interrupted",), ("shutdown",)]
    assert scored(db)[0][0] == seed.bob.id  # the point survived both restarts
    logged = read(log_path)
    assert " ERROR " not in logged and "Traceback" not in logged, logged
    assert_payloads_ok(fake_discord)
