"""The load benchmark with the bot as shard processes: ``python -m bench.load --processes 2``.

Three kinds of process: this one (orchestrates, prints), one per shard (the real TriviaBot owning one
shard of N, with its IDENTIFY gate and bank sync, all sharing one SQLite file), and the load driver
(`devkit/loaddriver.py`: the fake Discord with one guild per shard, and the players). Each shard process
measures its own CPU, memory, loop lag and messages; the driver measures acknowledgement and
announcement latency across both; the points check reads the one database both wrote.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import random
import resource
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
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
from bot.client import TriviaBot
from bot.cluster.bank_sync import BankSync
from bot.cluster.identify import LeaseIdentifyGate
from bot.cluster.plan import ShardPlan
from bot.config import GameDefaults, Secret, Settings
from bot.documents import load_bank
from bot.storage import Storage
from devkit import CORPUS, TOKEN, scaled_clock
from devkit.loaddriver import LoadConfig, run_driver


@dataclass
class ShardReport:
    shard: int
    cpu: float = 0.0
    wall: float = 0.0
    peak_mb: float = 0.0
    handled: tuple[int, float] = (0, 0.0)
    lags: list[float] = field(default_factory=list)
    levels: dict[str, int] = field(default_factory=dict)
    first: dict[str, str] = field(default_factory=dict)


async def run_cluster(config: LoadConfig, time_scale: float, database: Path | str, tally: Tally) -> int:
    """``database``: a SQLite file, or a PostgreSQL URL of an empty database."""
    async with Storage.open(database) as storage:  # built once here; the shards load it
        bank = await load_bank(storage, CORPUS, now=time.time())
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    driver = context.Process(target=run_driver, args=(theirs, config, questions_by_prompt(bank)), daemon=True)
    driver.start()
    _, api_url, gateway_url, guild_ids = await receive(ours)
    shards = []
    for shard, guild_id in enumerate(guild_ids):  # started together: they take turns to IDENTIFY
        mine, child = context.Pipe()
        args = (child, shard, config, database, guild_id, api_url, gateway_url, time_scale)
        process = context.Process(target=shard_process, args=args, daemon=True)
        process.start()
        shards.append((process, mine))
    started = time.perf_counter()
    for _, conn in shards:
        assert await receive(conn) == "ready"
    connected = time.perf_counter() - started
    for _, conn in shards:
        conn.send("go")
    ours.send("go")
    _, sent = await receive(ours)
    for _, conn in shards:
        conn.send("stop")
    reports: list[ShardReport] = [await receive(conn) for _, conn in shards]  # type: ignore[misc]
    ours.send("report")
    _, report = await receive(ours)
    driver.join(10)
    for process, _ in shards:
        process.join(10)
    stored, answers = await read_answers(database)
    handled = (sum(r.handled[0] for r in reports), max(r.handled[1] for r in reports))
    engine = "PostgreSQL" if isinstance(database, str) else "SQLite"
    how = f"the bot runs as {len(shards)} shard processes sharing one {engine} database"
    print_traffic(config, report, sent, handled, answers, how)
    print(f"  both connected {connected:.1f} s after starting together (one IDENTIFY bucket: 5 s apart)")
    print_latencies(report)
    for r in reports:
        lags = [x * 1000 for x in r.lags]
        print(
            f"  shard process {r.shard}: {r.handled[0]} messages, CPU {r.cpu:.1f} s in {r.wall:.1f} s "
            f"({r.cpu / r.wall:.0%} of one core), peak memory {r.peak_mb:.0f} MB, loop lag p99 "
            f"{percentile(lags, 0.99):.1f} ms, log records {r.levels or 'none'} {r.first or ''}"
        )
        tally.levels.update(r.levels)
    return check_points(report, stored)


def shard_process(
    conn: Connection,
    shard: int,
    config: LoadConfig,
    database: Path | str,
    guild_id: int,
    api_url: str,
    gateway_url: str,
    time_scale: float,
) -> None:
    """The target of one shard process."""
    logging.basicConfig(
        level=logging.WARNING, format=f"%(asctime)s %(levelname)s shard {shard} %(name)s: %(message)s"
    )
    discord.http.Route.BASE = api_url  # this process talks only to the fake
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    asyncio.run(_serve(conn, shard, config, database, guild_id, time_scale))


async def _serve(
    conn: Connection,
    shard: int,
    config: LoadConfig,
    database: Path | str,
    guild_id: int,
    time_scale: float,
) -> None:
    async with Storage.open(database) as storage:
        sync = BankSync(storage)
        async with sync.rebuild_claim():
            bank = await load_bank(storage, CORPUS, now=time.time())
            await sync.adopt(bank)
        settings = Settings(
            token=Secret(TOKEN),
            database_path=database if isinstance(database, Path) else Path("load.db"),  # unused with a URL
            database_url=Secret(database) if isinstance(database, str) else None,
            documents_dir=CORPUS,
            dev_guild_id=guild_id,
            log_level="WARNING",
            defaults=GameDefaults(),
            shards=ShardPlan(config.shards, (shard,)),
        )
        bot = TriviaBot(
            settings=settings,
            storage=storage,
            bank=bank,
            clock=scaled_clock(time_scale),
            rng=random.Random(config.seed + shard),
            time_scale=time_scale,
            identify_gate=LeaseIdentifyGate(storage),
            bank_sync=sync,
        )
        task, seen = await start_counting(bot)
        conn.send("ready")
        assert await receive(conn) == "go"
        tally = Tally()
        logging.getLogger().addHandler(tally)
        report = ShardReport(shard)
        lag_task = asyncio.create_task(measure_lag(report.lags))
        cpu0, wall0 = time.process_time(), time.perf_counter()
        assert await receive(conn) == "stop"
        report.cpu, report.wall = time.process_time() - cpu0, time.perf_counter() - wall0
        lag_task.cancel()
        report.handled = (seen.count, seen.last - seen.first)
        await bot.shutdown()
        await asyncio.wait_for(task, 30)
    report.peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    report.levels, report.first = dict(tally.levels), tally.first
    conn.send(report)
