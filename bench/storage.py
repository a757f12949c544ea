"""Storage benchmark: record_answer latency under 200 writers, leaderboard time at 1,000,000 answers,
on SQLite and on PostgreSQL.

Run: ``python -m bench.storage [--backend sqlite|postgresql|both] [--pg URL] [--writers 200]
[--per-writer 25] [--answers 1000000] [--players 5000]``. PostgreSQL runs in a fresh database on the
server at ``--pg`` (one where databases may be created), or, without it, on a throwaway server started
by scripts/pg_throwaway.sh with PostgreSQL's durable defaults (fsync, synchronous commit) and stopped at
the end. Prints numbers and ratios against the targets in
DESIGN.md; asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import sqlite3
import statistics
import subprocess
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.storage import AnswerRecord, Period, Storage
from bot.storage.migrate import load_migrations
from bot.storage.postgres import migrate as migrate_pg

ROOT = Path(__file__).resolve().parents[1]

GUILD = 1
TARGET_RECORD_MEDIAN_MS = 5.0
TARGET_LEADERBOARD_MS = 10.0


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def bench_writers(path: Path | str, writers: int, per_writer: int, pace: float) -> None:
    storage = await Storage.open(path)
    latencies: list[float] = []
    games = [await storage.start_game(GUILD, 1000 + i, 1, {}, now=time.time()) for i in range(writers)]
    rng = random.Random(7)

    async def writer(index: int) -> None:
        game = games[index]
        for n in range(per_writer):
            await asyncio.sleep(rng.random() * pace)  # players answer at different moments
            record = AnswerRecord(
                game.id, GUILD, f"q{n}", index * 10 + n % 3, f"p{index}", True, 12, 900, 0, time.time()
            )
            start = time.perf_counter()
            await storage.record_answer(record)
            latencies.append((time.perf_counter() - start) * 1000)

    start = time.perf_counter()
    await asyncio.gather(*(writer(i) for i in range(writers)))
    elapsed = time.perf_counter() - start
    await storage.close()
    median = statistics.median(latencies)
    print(
        f"record_answer with {writers} concurrent writers (each every 0-{pace * 1000:.0f} ms), {len(latencies)} answers in {elapsed:.2f} s "
        f"({len(latencies) / elapsed:,.0f} answers/s)"
    )
    print(f"  median {median:.2f} ms   p99 {_p(latencies, 0.99):.2f} ms   max {max(latencies):.2f} ms")
    print(
        f"  target: median < {TARGET_RECORD_MEDIAN_MS} ms  -> ratio {median / TARGET_RECORD_MEDIAN_MS:.2f} "
        f"({'PASS' if median < TARGET_RECORD_MEDIAN_MS else 'MISS'})"
    )


def answer_rows(answers: int, players: int, batch: int = 50_000) -> Iterator[list[tuple]]:
    """``answers`` rows of the answers log (game 1), spread over 60 days, in batches."""
    rng = random.Random(1)
    now = time.time()
    for offset in range(0, answers, batch):
        rows = []
        for i in range(offset, min(answers, offset + batch)):
            ok = rng.random() < 0.6
            rows.append(
                (
                    1,
                    GUILD,
                    f"q{i}",  # a player scores a question of a game once
                    rng.randrange(players),
                    int(ok),
                    rng.randint(5, 25) if ok else 0,
                    1000,
                    0,
                    now - rng.random() * 60 * 86400,
                )
            )
        yield rows


ANSWER_COLUMNS = [
    "game_id",
    "guild_id",
    "question_id",
    "user_id",
    "correct",
    "points",
    "elapsed_ms",
    "hint_stage",
    "answered_at",
]


def fill(path: Path, answers: int, players: int) -> float:
    """A version-1 SQLite database (the answers log only) holding ``answers`` rows spread over 60 days."""
    conn = sqlite3.connect(path)
    conn.executescript(f"BEGIN; {load_migrations()[0].sql}; PRAGMA user_version = 1; COMMIT;")
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, starter_id, settings, started_at) "
        "VALUES (1, ?, 1, 1, '{}', 0)",
        (GUILD,),
    )
    start = time.perf_counter()
    for rows in answer_rows(answers, players):
        conn.executemany(
            "INSERT INTO answers (game_id, guild_id, question_id, user_id, correct, points, "
            "elapsed_ms, hint_stage, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
        conn.commit()
    conn.executemany(
        "INSERT OR IGNORE INTO players VALUES (?, ?, ?, 0)",
        [(GUILD, u, f"player {u}") for u in range(players)],
    )
    conn.commit()
    conn.close()
    return time.perf_counter() - start


async def fill_pg(url: str, answers: int, players: int) -> float:
    """The same as `fill`, on PostgreSQL (schema version 1, then COPY)."""
    conn = await asyncpg.connect(url)
    try:
        await migrate_pg(conn, load_migrations("postgresql")[:1])
        await conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, starter_id, settings, started_at) "
            "VALUES (1, $1, 1, 1, '{}', 0)",
            GUILD,
        )
        start = time.perf_counter()
        for rows in answer_rows(answers, players):
            await conn.copy_records_to_table("answers", records=rows, columns=ANSWER_COLUMNS)
        await conn.copy_records_to_table(
            "players", records=[(GUILD, u, f"player {u}", 0.0) for u in range(players)]
        )
        await conn.execute("ANALYZE")
        return time.perf_counter() - start
    finally:
        await conn.close()


NAIVE = "SELECT user_id, sum(points) AS p FROM answers WHERE guild_id = {0} GROUP BY user_id ORDER BY p DESC LIMIT 10"


async def naive_leaderboard(target: Path | str) -> tuple[int, float]:
    """(answers, ms of the naive GROUP BY over the whole log)."""
    if isinstance(target, str):
        conn = await asyncpg.connect(target)
        try:
            count = await conn.fetchval("SELECT count(*) FROM answers WHERE guild_id = $1", GUILD)
            start = time.perf_counter()
            await conn.fetch(NAIVE.format("$1"), GUILD)
            return count, (time.perf_counter() - start) * 1000
        finally:
            await conn.close()
    lite = sqlite3.connect(target)
    try:
        (count,) = lite.execute("SELECT count(*) FROM answers WHERE guild_id = ?", (GUILD,)).fetchone()
        start = time.perf_counter()
        lite.execute(NAIVE.format("?"), (GUILD,)).fetchall()
        return count, (time.perf_counter() - start) * 1000
    finally:
        lite.close()


async def bench_leaderboard(target: Path | str, answers: int, players: int) -> None:
    if isinstance(target, str):
        fill_s = await fill_pg(target, answers, players)
    else:
        fill_s = fill(target, answers, players)
    start = time.perf_counter()
    storage = await Storage.open(target)  # migrates 1 -> latest: backfills the running totals
    migrate_s = time.perf_counter() - start
    print(
        f"filled {answers:,} answers from {players:,} players in {fill_s:.1f} s; "
        f"migration with backfill of running totals {migrate_s:.1f} s"
    )
    count, naive_ms = await naive_leaderboard(target)
    print(f"leaderboard over {count:,} answers (the naive GROUP BY over the log: {naive_ms:.0f} ms)")
    for period in Period:
        times = []
        for page in range(20):
            start = time.perf_counter()
            board = await storage.leaderboard(GUILD, period, limit=10, offset=(page % 5) * 10)
            times.append((time.perf_counter() - start) * 1000)
        median = statistics.median(times)
        print(
            f"  {period.value:6} median {median:6.2f} ms  p99 {_p(times, 0.99):6.2f} ms  "
            f"players {board.total_players:,}  ratio to target {median / TARGET_LEADERBOARD_MS:.2f} "
            f"({'PASS' if median < TARGET_LEADERBOARD_MS else 'MISS'})  speed-up vs naive {naive_ms / median:.0f}x"
        )
    times = []
    for user in range(0, players, max(1, players // 20)):
        start = time.perf_counter()
        await storage.player_stats(GUILD, user)
        times.append((time.perf_counter() - start) * 1000)
    print(f"  player_stats median {statistics.median(times):.2f} ms")
    await storage.close()


@contextlib.contextmanager
def throwaway_server() -> Iterator[str]:
    """A throwaway PostgreSQL server (scripts/pg_throwaway.sh) for the run: its admin URL."""
    folder = Path(tempfile.mkdtemp(prefix="photo-finish-bench-pg.", dir="/tmp")) / "cluster"
    folder.parent.chmod(0o755)  # the cluster's owner (postgres, when run as root) must reach it
    script = str(ROOT / "scripts" / "pg_throwaway.sh")
    durable = {**os.environ, "PG_THROWAWAY_DURABLE": "1"}  # fsync and synchronous commit on, as in production
    try:
        started = subprocess.run([script, "start", str(folder)], capture_output=True, text=True, env=durable)
        if started.returncode != 0:
            raise SystemExit(f"error: cannot start a throwaway PostgreSQL: {started.stderr.strip()[-300:]}")
        yield started.stdout.strip()
    finally:
        subprocess.run([script, "stop", str(folder)], check=False)
        folder.parent.rmdir()


@contextlib.asynccontextmanager
async def fresh_pg_database(server: str) -> AsyncIterator[str]:
    name = f"pf_bench_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(server)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield urlunsplit(urlsplit(server)._replace(path="/" + name))
        finally:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


async def run_pg(server: str, args: argparse.Namespace) -> None:
    async with fresh_pg_database(server) as url:
        await bench_writers(url, args.writers, args.per_writer, args.pace)
    async with fresh_pg_database(server) as url:
        await bench_leaderboard(url, args.answers, args.players)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument("--pg", metavar="URL", help="a PostgreSQL server (default: a throwaway one)")
    parser.add_argument("--writers", type=int, default=200)
    parser.add_argument("--per-writer", type=int, default=25)
    parser.add_argument("--pace", type=float, default=0.2, help="max seconds between a writer's answers")
    parser.add_argument("--answers", type=int, default=1_000_000)
    parser.add_argument("--players", type=int, default=5_000)
    args = parser.parse_args()
    if args.backend in ("sqlite", "both"):
        print("== SQLite")
        with tempfile.TemporaryDirectory() as tmp:
            asyncio.run(bench_writers(Path(tmp) / "writers.db", args.writers, args.per_writer, args.pace))
            asyncio.run(bench_leaderboard(Path(tmp) / "board.db", args.answers, args.players))
    if args.backend in ("postgresql", "both"):
        print("== PostgreSQL")
        with contextlib.ExitStack() as stack:
            server = args.pg or stack.enter_context(throwaway_server())
            asyncio.run(run_pg(server, args))


if __name__ == "__main__":
    main()
