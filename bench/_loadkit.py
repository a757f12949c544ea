"""What both load benchmarks share (`bench.load` with the bot in one process, `bench.load_cluster` with
shard processes): log tallies, loop lag, percentiles, the bank as the players see it, and the check
that the database holds exactly the points announced."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import asyncpg
import discord

from bot.bank import FactBank
from bot.client import TriviaBot
from cogs._common import plain
from devkit import TOKEN
from devkit.loaddriver import LoadConfig, LoadReport

TARGET_ACK_P99_MS = 100.0
TARGET_ANNOUNCE_P99_MS = 250.0


class Tally(logging.Handler):
    """Counts the bot's log records by level (an ERROR would be a bug)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.levels: Counter[str] = Counter()
        self.first: dict[str, str] = {}

    def emit(self, record: logging.LogRecord) -> None:
        self.levels[record.levelname] += 1
        self.first.setdefault(record.levelname, f"{record.name}: {record.getMessage()[:200]}")


@dataclass
class Seen:
    """Player messages the bot received, and when the first and the last came."""

    count: int = 0
    first: float = 0.0
    last: float = 0.0

    def add(self, now: float) -> None:
        self.first = self.first or now
        self.last = now
        self.count += 1


async def start_counting(bot: TriviaBot) -> tuple[asyncio.Task[None], Seen]:
    """Start ``bot`` against the fake (discord.py already pointed at it) and return once it is ready:
    its task, and the tally of the players' messages it receives."""
    seen = Seen()

    async def count(message: discord.Message) -> None:
        if not message.author.bot:
            seen.add(time.perf_counter())

    bot.add_listener(count, "on_message")
    bot._connection.guild_ready_timeout = 0.05  # the fake sends its guilds at once (private knob)
    task = asyncio.create_task(bot.start(TOKEN))
    while not bot.is_ready():
        if task.done():
            task.result()
        await asyncio.sleep(0.01)
    return task, seen


async def measure_lag(lags: list[float]) -> None:
    """How late a 10 ms sleep wakes up: the bot's event loop lag, sampled all along the load."""
    loop = asyncio.get_running_loop()
    while True:
        before = loop.time()
        await asyncio.sleep(0.01)
        lags.append(loop.time() - before - 0.01)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def questions_by_prompt(bank: FactBank) -> dict[str, tuple[str, list[str]]]:
    """What the question embed shows -> (the answer, wrong choices), for the simulated players."""
    return {
        plain(q.prompt, 1500): (q.answer, [c for c in q.choices if c not in q.accepted])
        for q in bank.questions
    }


async def receive(conn) -> object:
    return await asyncio.get_running_loop().run_in_executor(None, conn.recv)


PER_USER = "SELECT user_id, count(*), sum(points) FROM answers WHERE correct = 1 GROUP BY user_id"


async def read_answers(database: Path | str) -> tuple[dict[int, tuple[int, int]], int]:
    """From the answers log itself (not the running totals), on a connection of its own: user ->
    (correct answers, points), and how many answers (right and wrong) are stored. ``database``: a
    SQLite file, or a PostgreSQL URL."""
    if isinstance(database, str):
        pg = await asyncpg.connect(database)
        try:
            rows = [tuple(r) for r in await pg.fetch(PER_USER)]
            total = await pg.fetchval("SELECT count(*) FROM answers")
        finally:
            await pg.close()
    else:
        conn = sqlite3.connect(database)
        try:
            rows = conn.execute(PER_USER).fetchall()
            (total,) = conn.execute("SELECT count(*) FROM answers").fetchone()
        finally:
            conn.close()
    return {user: (count, points) for user, count, points in rows}, total


def print_traffic(
    config: LoadConfig, report: LoadReport, sent: int, handled: tuple[int, float], answers: int, how: str
) -> None:
    """The load asked for and what came of it; ``handled``: messages the bot received, over seconds."""
    print(
        f"load: {config.games} games in {config.games} channels, {config.players} players, "
        f"{config.rate:.0f} messages/s asked for {config.seconds:.0f} s; {how}; the fake runs in its own process"
    )
    print(
        f"  messages: {sent} sent ({sent / report.load_seconds:.0f}/s), {handled[0]} handled by the bot "
        f"({handled[0] / max(handled[1], 1e-9):.0f}/s), {answers} answers stored, "
        f"{report.correct_sent} right answers sent"
    )
    answered = len(report.ack_latencies) + len(report.start_ack_latencies)
    print(
        f"  games started: {report.games_started}; interactions answered: {answered}, late (> 3 s): "
        f"{report.late_interactions}, never answered: {report.unanswered_interactions}; "
        f"failed REST calls: {report.failed_calls}"
    )


def print_latencies(report: LoadReport) -> None:
    """Acknowledgement (/trivia start apart) and answer-to-announcement, p50/p99 against the targets."""
    ack = [x * 1000 for x in report.ack_latencies]
    starts = [x * 1000 for x in report.start_ack_latencies]
    announce = [x * 1000 for x in report.announce_latencies]
    rows = [
        ("acknowledgement, /trivia start", starts, TARGET_ACK_P99_MS),
        ("acknowledgement, other interactions", ack, TARGET_ACK_P99_MS),
        ("answer -> announcement", announce, TARGET_ANNOUNCE_P99_MS),
    ]
    for label, values, target in rows:
        p99 = percentile(values, 0.99)
        print(
            f"  {label} ({len(values)}): p50 {percentile(values, 0.5):.1f} ms  p99 {p99:.1f} ms  "
            f"max {max(values, default=float('nan')):.1f} ms  -> p99 / target {p99 / target:.2f} "
            f"({'PASS' if p99 < target else 'MISS'})"
        )


def check_points(report: LoadReport, stored: dict[int, tuple[int, int]]) -> int:
    """1 if the database and the announcements disagree on any player's correct answers or points."""
    announced = {user: (len(points), sum(points)) for user, points in report.announced.items()}
    lost = {u: (stored.get(u), a) for u, a in announced.items() if stored.get(u) != a}
    extra = {u: s for u, s in stored.items() if u not in announced}
    total = sum(p for _, p in announced.values())
    print(
        f"  points: {total} announced in {sum(n for n, _ in announced.values())} announcements, "
        f"{sum(p for _, p in stored.values())} stored; players who disagree: {len(lost) + len(extra)}; "
        f"announcements not matched to an answer: {report.unmatched_announcements}"
    )
    if lost or extra or report.unmatched_announcements:
        print(f"  MISMATCH (stored, announced): {dict(list(lost.items())[:5])} stored only: {extra}")
        return 1
    print("  zero points lost or doubled: PASS")
    return 0
