"""Load benchmark: the real bot under 200 concurrent games and 500 typed answers a second.

Run: ``python -m bench.load`` (200 games, 1,000 players, 500 messages/s for 60 s), or a quick run:
``python -m bench.load --games 20 --players 100 --rate 50 --seconds 10``. With ``--processes 2`` the
bot runs as two shard processes sharing one database (`bench/load_cluster.py`).

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
import contextlib
import logging
import multiprocessing
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

import discord
import yarl

from bench._loadkit import (
    Tally,
    check_points,
    measure_lag,
    percentile,
    print_latencies,
    print_traffic,
    questions_by_prompt,
    read_answers,
    receive,
    start_counting,
)
from bench.load_cluster import run_cluster
from bench.storage import fresh_pg_database, throwaway_server
from bot.client import TriviaBot
from bot.config import GameDefaults, Secret, Settings
from bot.documents import load_bank
from bot.storage import Storage
from devkit import CORPUS, TOKEN, scaled_clock
from devkit.loaddriver import LoadConfig, LoadReport, run_driver

log = logging.getLogger("bench.load")


async def run(config: LoadConfig, time_scale: float, folder: Path, tally: Tally) -> int:
    storage = await Storage.open(folder / "load.db")
    bank = await load_bank(storage, CORPUS, now=time.time())
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    driver = context.Process(target=run_driver, args=(theirs, config, questions_by_prompt(bank)), daemon=True)
    driver.start()
    _, api_url, gateway_url, (guild_id,) = await receive(ours)
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
    task, seen = await start_counting(bot)

    logging.getLogger().addHandler(tally)  # from now on (start-up notes about voice are not counted)
    lags: list[float] = []
    lag_task = asyncio.create_task(measure_lag(lags))
    cpu0, wall0 = time.process_time(), time.perf_counter()
    ours.send("go")
    _, sent = await receive(ours)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    lag_task.cancel()
    received = (seen.count, seen.last - seen.first)
    await bot.shutdown()
    await asyncio.wait_for(task, 30)
    ours.send("report")
    _, report = await receive(ours)
    driver.join(10)
    await storage.close()
    stored, answers_stored = await read_answers(folder / "load.db")
    print_report(config, report, sent, received, answers_stored, wall, cpu, lags)
    return check_points(report, stored)


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
    lags = {"the bot's": [x * 1000 for x in bot_lags], "the fake's": [x * 1000 for x in report.loop_lags]}
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print_traffic(config, report, sent, received, answers, "the bot runs in one process")
    print_latencies(report)
    print(
        f"  bot CPU: {cpu:.1f} s in {wall:.1f} s of load ({cpu / wall:.0%} of one core); "
        f"peak memory (max RSS) {peak_mb:.0f} MB"
    )
    for whose, values in lags.items():
        print(
            f"  {whose} event loop lag (a 10 ms sleep woke this late): p50 {percentile(values, 0.5):.1f} ms  "
            f"p99 {percentile(values, 0.99):.1f} ms  max {max(values, default=float('nan')):.1f} ms"
        )


async def run_cluster_on_pg(config: LoadConfig, time_scale: float, server: str | None, tally: Tally) -> int:
    with contextlib.ExitStack() as stack:
        server = server or stack.enter_context(throwaway_server())
        async with fresh_pg_database(server) as url:
            return await run_cluster(config, time_scale, url, tally)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.load", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rate", type=float, default=500, help="typed messages per second")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--interactions", type=float, default=10, help="slash commands per second")
    parser.add_argument("--questions", type=int, default=20, help="questions per game (1-50)")
    parser.add_argument("--time-scale", type=float, default=1.0, help="game seconds per real second")
    parser.add_argument(
        "--processes", type=int, default=1, help="shard processes sharing one database (one shard each)"
    )
    parser.add_argument(
        "--backend",
        choices=("sqlite", "postgresql"),
        default="sqlite",
        help="the shared database of --processes 2 or more (postgresql: a fresh database on --pg)",
    )
    parser.add_argument("--pg", metavar="URL", help="a PostgreSQL server (default: a throwaway one)")
    args = parser.parse_args(argv)
    config = LoadConfig(
        games=args.games,
        players=max(args.players, args.games),
        rate=args.rate,
        seconds=args.seconds,
        interactions=args.interactions,
        questions=args.questions,
        shards=max(1, args.processes),
    )
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    tally = Tally()
    if args.backend == "postgresql" and args.processes < 2:
        parser.error("--backend postgresql is for --processes 2 or more")
    with tempfile.TemporaryDirectory(prefix="photo-finish-load-") as folder:
        if args.backend == "postgresql":
            status = asyncio.run(run_cluster_on_pg(config, args.time_scale, args.pg, tally))
        elif args.processes > 1:
            status = asyncio.run(run_cluster(config, args.time_scale, Path(folder) / "load.db", tally))
        else:
            status = asyncio.run(run(config, args.time_scale, Path(folder), tally))
    print(f"  bot log records: {dict(tally.levels) or 'none'} {tally.first or ''}")
    return status or (1 if tally.levels["ERROR"] else 0)


if __name__ == "__main__":
    sys.exit(main())
