"""Shard processes sharing one database: the database itself refuses a second open game in a channel
and a right answer scored twice, and hands out leases (IDENTIFY turns, the bank rebuild) one at a time.

"Two processes" are real: separate Python processes on one database (a SQLite file, or a PostgreSQL
database), as shard processes are.
"""

import asyncio
import itertools
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cluster.identify import LeaseIdentifyGate
from bot.storage import AnswerRecord, Storage
from bot.storage.games import ChannelBusy

ROOT = Path(__file__).resolve().parents[2]
GUILD, CHANNEL = 1234 << 22, 555

# One "process": opens the database, waits for the go file, does one thing, prints what happened.
CHILD = f"""
import asyncio, json, os, sys, time
from bot.storage import AnswerRecord, Storage

async def main(path, what, go):
    async with Storage.open(path) as storage:
        while not os.path.exists(go):
            await asyncio.sleep(0.001)
        try:
            if what == "start":
                game = await storage.start_game({GUILD}, {CHANNEL}, os.getpid(), {{}}, now=time.time())
                print(json.dumps(["started", game.id]))
            else:
                game_id = int(what)
                await storage.record_answer(AnswerRecord(game_id, {GUILD}, "q1", 7, "p7", True, 12, 900, 0, 1.0))
                print(json.dumps(["scored", game_id]))
        except Exception as exc:
            unique = "ChannelBusy" in type(exc).__name__ or "unique" in str(exc).lower()
            print(json.dumps(["refused" if unique else repr(exc), None]))

asyncio.run(main(*sys.argv[1:]))
"""


async def in_two_processes(database: Path | str, what: str, tmp_path: Path) -> list[list]:
    go = tmp_path / f"go-{what}"
    children = [
        await asyncio.create_subprocess_exec(
            sys.executable, "-c", CHILD, str(database), what, str(go), cwd=ROOT, stdout=subprocess.PIPE
        )
        for _ in range(2)
    ]
    await asyncio.sleep(0.5)  # both have opened the database
    go.touch()
    outputs = [await child.communicate() for child in children]
    return sorted(json.loads(out.decode().strip().splitlines()[-1]) for out, _ in outputs)


async def test_two_processes_cannot_start_two_games_in_one_channel(database, storage, tmp_path):
    results = await in_two_processes(database, "start", tmp_path)
    assert [r[0] for r in results] == ["refused", "started"]
    assert [(g.channel_id, g.id) for g in await storage.open_games()] == [(CHANNEL, results[1][1])]


async def test_two_processes_cannot_score_one_answer_twice(database, storage, tmp_path):
    game = await storage.start_game(GUILD, CHANNEL, 1, {}, now=1.0)
    results = await in_two_processes(database, str(game.id), tmp_path)
    assert {r[0] for r in results} <= {"refused", "scored"}  # the second is refused or ignored
    stats = await storage.player_stats(GUILD, 7)
    assert (stats.points, stats.correct, stats.answers) == (12, 1, 1)


async def test_a_second_game_in_a_channel_is_a_clear_refusal_and_an_ended_one_frees_it(database):
    from bot.bank import FactBank
    from bot.quiz import GameSettings
    from bot.session import GameSession
    from tests.unit.test_terminal import BANK

    first, second = await Storage.open(database), await Storage.open(database)
    try:
        bank = FactBank(export={}, fingerprint="", questions=BANK.questions)
        settings = GameSettings(questions=1, seconds=30)

        async def create(storage):
            return await GameSession.create(
                storage,
                bank,
                settings,
                guild_id=GUILD,
                channel_id=CHANNEL,
                starter_id=1,
                rng=__import__("random").Random(1),
                wall_clock=lambda: 1.0,
            )

        session = await create(first)
        with pytest.raises(ChannelBusy, match="already running in this channel"):
            await create(second)
        await first.end_game(session.record.id, "finished", now=2.0)
        assert (await create(second)).record.channel_id == CHANNEL
    finally:
        await first.close()
        await second.close()


async def test_wrong_answers_and_other_players_are_not_refused(storage):
    game = await storage.start_game(GUILD, CHANNEL, 1, {}, now=1.0)
    for user, correct in [(7, False), (7, False), (7, True), (8, True)]:
        await storage.record_answer(
            AnswerRecord(game.id, GUILD, "q1", user, "p", correct, 5 * correct, 1, 0, 1.0)
        )
    assert (await storage.player_stats(GUILD, 7)).answers == 3


# -- leases ----------------------------------------------------------------------------------------


async def test_a_lease_is_taken_once_until_it_expires(database):
    a, b = await Storage.open(database), await Storage.open(database)
    try:
        assert await a.take_lease("identify:0", "a", now=100.0, seconds=5) is None
        assert await b.take_lease("identify:0", "b", now=101.0, seconds=5) == 105.0
        assert await a.take_lease("identify:0", "a2", now=104.9, seconds=5) == 105.0  # not even its own
        assert await b.take_lease("identify:1", "b", now=101.0, seconds=5) is None  # another bucket
        assert await b.take_lease("identify:0", "b", now=105.0, seconds=5) is None  # expired: b's now
        assert await a.renew_lease("identify:0", "a", now=105.5, seconds=5) is False
        assert await b.renew_lease("identify:0", "b", now=106.0, seconds=5) is True
        await a.release_lease("identify:0", "a")  # not a's: nothing happens
        assert await a.take_lease("identify:0", "a", now=110.5, seconds=5) == 111.0
        await b.release_lease("identify:0", "b")
        assert await a.take_lease("identify:0", "a", now=110.5, seconds=5) is None
    finally:
        await a.close()
        await b.close()


async def test_the_bank_version_counts_changes_for_every_connection(database):
    a, b = await Storage.open(database), await Storage.open(database)
    try:
        assert await a.bank_version() == 0
        assert await a.bump_bank_version(now=5.0) == 1
        assert await b.bank_version() == 1
    finally:
        await a.close()
        await b.close()


class FakeTime:
    """A clock that moves only when someone sleeps."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds
        await asyncio.sleep(0)


class Recorded:
    """A process's lease store that notes when each lease was taken (on the shared fake clock)."""

    def __init__(self, storage: Storage, taken: list[tuple[str, float]]) -> None:
        self.storage, self.taken = storage, taken

    async def take_lease(self, name: str, holder: str, *, now: float, seconds: float) -> float | None:
        busy = await self.storage.take_lease(name, holder, now=now, seconds=seconds)
        if busy is None:
            self.taken.append((name, now))
        return busy


async def test_identify_turns_in_one_bucket_are_a_window_apart_across_processes(database):
    time = FakeTime()
    taken: list[tuple[str, float]] = []
    a, b = await Storage.open(database), await Storage.open(database)
    try:
        gates = [
            LeaseIdentifyGate(Recorded(store, taken), holder=name, clock=time, sleep=time.sleep)
            for store, name in ((a, "a"), (b, "b"))
        ]
        await asyncio.gather(gates[0].wait_turn(0), gates[1].wait_turn(0), gates[0].wait_turn(0))
        before = time.now
        await gates[1].wait_turn(1)  # another bucket does not wait
        assert time.now == before
    finally:
        await a.close()
        await b.close()
    bucket0 = [at for name, at in taken if name == "identify:0"]
    assert len(bucket0) == 3
    assert all(later - earlier >= 5.0 for earlier, later in itertools.pairwise(bucket0))


async def test_reads_and_writes_of_one_process_mix_while_another_process_writes(tmp_path):
    # A read left open across an await (execute, then fetch) kept an old snapshot; a write queued
    # between them on the same connection then failed at once with "database is locked" (SQLite's
    # BUSY_SNAPSHOT) whenever another process had committed meanwhile. Reads now finish in one step.
    a, b = await Storage.open(tmp_path / "t.db"), await Storage.open(tmp_path / "t.db")
    try:
        game = await a.start_game(GUILD, CHANNEL, 1, {}, now=1.0)

        async def other_process() -> None:
            for n in range(200):
                await b.mark_asked(GUILD, [f"b{n}"], now=1.0)

        async def this_process() -> None:
            for n in range(200):
                await asyncio.gather(
                    a.bank_version(),
                    a.record_answer(AnswerRecord(game.id, GUILD, f"q{n}", 7, "p", True, 1, 1, 0, 1.0)),
                    a.player_stats(GUILD, 7),
                )

        await asyncio.gather(other_process(), this_process())
        assert (await a.player_stats(GUILD, 7)).points == 200
    finally:
        await a.close()
        await b.close()


OPEN = """
import asyncio, sys
from bot.storage import Storage

async def main(path):
    async with Storage.open(path) as storage:
        print(await storage.bank_version())

asyncio.run(main(sys.argv[1]))
"""


async def test_processes_opening_a_new_database_together_migrate_it_once(tmp_path):
    from bot.storage.migrate import load_migrations

    path = tmp_path / "new.db"
    children = [
        await asyncio.create_subprocess_exec(
            sys.executable, "-c", OPEN, str(path), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        for _ in range(3)
    ]
    outputs = [await child.communicate() for child in children]
    assert [(child.returncode, out.strip()) for child, (out, _) in zip(children, outputs, strict=True)] == [
        (0, b"0")
    ] * 3, [err.decode()[-500:] for _, err in outputs]
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(load_migrations())
        assert conn.execute("SELECT count(*) FROM bank_version").fetchone()[0] == 1
