"""Storage benchmark: record_answer latency under 200 writers, leaderboard time at 1,000,000 answers.

Run: ``python -m bench.storage [--writers 200] [--per-writer 25] [--answers 1000000] [--players 5000]``.
Prints numbers and ratios against the targets in DESIGN.md; asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from bot.storage import AnswerRecord, Period, Storage
from bot.storage.migrate import load_migrations

GUILD = 1
TARGET_RECORD_MEDIAN_MS = 5.0
TARGET_LEADERBOARD_MS = 10.0


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def bench_writers(path: Path, writers: int, per_writer: int, pace: float) -> None:
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


def fill(path: Path, answers: int, players: int) -> float:
    """A version-1 database (the answers log only) holding ``answers`` rows spread over 60 days."""
    conn = sqlite3.connect(path)
    conn.executescript(f"BEGIN; {load_migrations()[0].sql}; PRAGMA user_version = 1; COMMIT;")
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, starter_id, settings, started_at) "
        "VALUES (1, ?, 1, 1, '{}', 0)",
        (GUILD,),
    )
    rng = random.Random(1)
    now = time.time()
    start = time.perf_counter()
    batch = 50_000
    for offset in range(0, answers, batch):
        rows = []
        for i in range(offset, min(answers, offset + batch)):
            ok = rng.random() < 0.6
            rows.append(
                (
                    1,
                    GUILD,
                    f"q{i % 500}",
                    rng.randrange(players),
                    int(ok),
                    rng.randint(5, 25) if ok else 0,
                    1000,
                    0,
                    now - rng.random() * 60 * 86400,
                )
            )
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


async def bench_leaderboard(path: Path, answers: int, players: int) -> None:
    fill_s = fill(path, answers, players)
    start = time.perf_counter()
    storage = await Storage.open(path)  # migrates 1 -> latest: backfills the running totals
    migrate_s = time.perf_counter() - start
    print(
        f"filled {answers:,} answers from {players:,} players in {fill_s:.1f} s; "
        f"migration with backfill of running totals {migrate_s:.1f} s"
    )
    conn = sqlite3.connect(path)
    (count,) = conn.execute("SELECT count(*) FROM answers WHERE guild_id = ?", (GUILD,)).fetchone()
    start = time.perf_counter()
    conn.execute(
        "SELECT user_id, sum(points) AS p FROM answers WHERE guild_id = ? GROUP BY user_id "
        "ORDER BY p DESC LIMIT 10",
        (GUILD,),
    ).fetchall()
    naive_ms = (time.perf_counter() - start) * 1000
    conn.close()
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--writers", type=int, default=200)
    parser.add_argument("--per-writer", type=int, default=25)
    parser.add_argument("--pace", type=float, default=0.2, help="max seconds between a writer's answers")
    parser.add_argument("--answers", type=int, default=1_000_000)
    parser.add_argument("--players", type=int, default=5_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(bench_writers(Path(tmp) / "writers.db", args.writers, args.per_writer, args.pace))
        asyncio.run(bench_leaderboard(Path(tmp) / "board.db", args.answers, args.players))


if __name__ == "__main__":
    main()
