"""Load benchmark: the real bot under 200 concurrent games and 500 typed answers a second.

Run: ``python -m bench.load`` (200 games, 1,000 players, 500 messages/s for 60 s), or a quick run:
``python -m bench.load --games 20 --players 100 --rate 50 --seconds 10``.

This process runs only the bot (TriviaBot with its cogs, real SQLite in a temporary folder, the default
corpus); the fake Discord and the simulated players run in a second process with its own event loop
(`devkit/loaddriver.py`), so CPU time and memory printed here are the bot's. It prints interaction
acknowledgement latency p50/p99, answer-to-announcement latency p50/p99, messages handled per second,
CPU time and peak memory, and checks that the database holds exactly the points that were announced.
Asserts nothing; exits 1 if a point was lost or doubled.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import multiprocessing
import random
import resource
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import discord
import yarl

from bot.bank import FactBank
from bot.client import TriviaBot
from bot.config import GameDefaults, Secret, Settings
from bot.documents import load_bank
from bot.storage import Storage
from cogs._common import plain
from devkit import CORPUS, TOKEN, scaled_clock
from devkit.loaddriver import LoadConfig, LoadReport, run_driver

log = logging.getLogger("bench.load")

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


async def measure_lag(lags: list[float]) -> None:
    """How late a 10 ms sleep wakes up: the bot's event loop lag, sampled all along the load."""
    loop = asyncio.get_running_loop()
    while True:
        before = loop.time()
        await asyncio.sleep(0.01)
        lags.append(loop.time() - before - 0.01)


def _p(values: list[float], q: float) -> float:
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


async def _receive(conn) -> object:
    return await asyncio.get_running_loop().run_in_executor(None, conn.recv)


async def run(config: LoadConfig, time_scale: float, folder: Path, tally: Tally) -> int:
    storage = await Storage.open(folder / "load.db")
    bank = await load_bank(storage, CORPUS, now=time.time())
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    driver = context.Process(target=run_driver, args=(theirs, config, questions_by_prompt(bank)), daemon=True)
    driver.start()
    _, api_url, gateway_url, guild_id = await _receive(ours)
    discord.http.Route.BASE = api_url  # this process talks only to the fake
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    settings = Settings(
        token=Secret(TOKEN),
        database_path=folder / "load.db",
        documents_dir=CORPUS,
        dev_guild_id=guild_id,
        log_level="WARNING",
        defaults=GameDefaults(),
    )
    bot = TriviaBot(
        settings=settings,
        storage=storage,
        bank=bank,
        clock=scaled_clock(time_scale),
        rng=random.Random(config.seed),
        time_scale=time_scale,
    )
    seen = Seen()

    async def count(message: discord.Message) -> None:
        if not message.author.bot:
            seen.add(time.perf_counter())

    bot.add_listener(count, "on_message")
    bot._connection.guild_ready_timeout = 0.05  # the fake sends its one guild at once (private knob)
    task = asyncio.create_task(bot.start(TOKEN))
    while not bot.is_ready():
        if task.done():
            task.result()
        await asyncio.sleep(0.01)

    logging.getLogger().addHandler(tally)  # from now on (start-up notes about voice are not counted)
    lags: list[float] = []
    lag_task = asyncio.create_task(measure_lag(lags))
    cpu0, wall0 = time.process_time(), time.perf_counter()
    ours.send("go")
    _, sent = await _receive(ours)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    lag_task.cancel()
    received = (seen.count, seen.last - seen.first)
    await bot.shutdown()
    await asyncio.wait_for(task, 30)
    ours.send("report")
    _, report = await _receive(ours)
    driver.join(10)
    await storage.close()
    stored, answers_stored = read_answers(folder / "load.db")
    print_report(config, report, sent, received, answers_stored, wall, cpu, lags)
    return check_points(report, stored)


def read_answers(path: Path) -> tuple[dict[int, tuple[int, int]], int]:
    """From the answers log itself (not the running totals): user -> (correct answers, points), and
    how many answers (right and wrong) are stored."""
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute(
            "SELECT user_id, count(*), sum(points) FROM answers WHERE correct = 1 GROUP BY user_id"
        ).fetchall()
        (total,) = conn.execute("SELECT count(*) FROM answers").fetchone()
    finally:
        conn.close()
    return {user: (count, points) for user, count, points in rows}, total


def print_report(
    config: LoadConfig,
    report: LoadReport,
    sent: int,
    received: tuple[int, float],
    answers: int,
    wall: float,
    cpu: float,
    bot_lags: list[float],
) -> None:
    ack = [x * 1000 for x in report.ack_latencies]
    starts = [x * 1000 for x in report.start_ack_latencies]
    lags = {"the bot's": [x * 1000 for x in bot_lags], "the fake's": [x * 1000 for x in report.loop_lags]}
    announce = [x * 1000 for x in report.announce_latencies]
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"load: {config.games} games in {config.games} channels, {config.players} players, "
        f"{config.rate:.0f} messages/s asked for {config.seconds:.0f} s; the fake runs in its own process"
    )
    print(
        f"  messages: {sent} sent ({sent / report.load_seconds:.0f}/s), {received[0]} handled by the bot "
        f"({received[0] / max(received[1], 1e-9):.0f}/s), {answers} answers stored, {report.correct_sent} right answers sent"
    )
    print(
        f"  games started: {report.games_started}; interactions answered: {len(ack) + len(starts)}, late (> 3 s): "
        f"{report.late_interactions}, never answered: {report.unanswered_interactions}; "
        f"failed REST calls: {report.failed_calls}"
    )
    for label, values in (("/trivia start", starts), ("other interactions", ack)):
        print(
            f"  acknowledgement, {label} ({len(values)}): p50 {_p(values, 0.5):.1f} ms  "
            f"p99 {_p(values, 0.99):.1f} ms  max {max(values, default=float('nan')):.1f} ms  "
            f"-> p99 / target {_p(values, 0.99) / TARGET_ACK_P99_MS:.2f} "
            f"({'PASS' if _p(values, 0.99) < TARGET_ACK_P99_MS else 'MISS'})"
        )
    print(
        f"  answer -> announcement ({len(announce)}): p50 {_p(announce, 0.5):.1f} ms  "
        f"p99 {_p(announce, 0.99):.1f} ms  max {max(announce, default=float('nan')):.1f} ms  "
        f"-> p99 / target {_p(announce, 0.99) / TARGET_ANNOUNCE_P99_MS:.2f} "
        f"({'PASS' if _p(announce, 0.99) < TARGET_ANNOUNCE_P99_MS else 'MISS'})"
    )
    print(
        f"  bot CPU: {cpu:.1f} s in {wall:.1f} s of load ({cpu / wall:.0%} of one core); "
        f"peak memory (max RSS) {peak_mb:.0f} MB"
    )
    for whose, values in lags.items():
        print(
            f"  {whose} event loop lag (a 10 ms sleep woke this late): p50 {_p(values, 0.5):.1f} ms  "
            f"p99 {_p(values, 0.99):.1f} ms  max {max(values, default=float('nan')):.1f} ms"
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.load", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rate", type=float, default=500, help="typed messages per second")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--interactions", type=float, default=10, help="slash commands per second")
    parser.add_argument("--questions", type=int, default=20, help="questions per game (1-50)")
    parser.add_argument("--time-scale", type=float, default=1.0, help="game seconds per real second")
    args = parser.parse_args(argv)
    config = LoadConfig(
        games=args.games,
        players=max(args.players, args.games),
        rate=args.rate,
        seconds=args.seconds,
        interactions=args.interactions,
        questions=args.questions,
    )
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="photo-finish-load-") as folder:
        status = asyncio.run(run(config, args.time_scale, Path(folder), tally))
    print(f"  bot log records: {dict(tally.levels) or 'none'} {tally.first or ''}")
    return status or (1 if tally.levels["ERROR"] else 0)


if __name__ == "__main__":
    sys.exit(main())
