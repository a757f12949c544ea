"""Start-up benchmark: from nothing to answering commands, with the fact bank already built.

Run: ``python -m bench.startup [--runs 5]``. Each run opens the database (migrated, bank stored by a
first build), loads the bank (unchanged documents: nothing is parsed), starts the real TriviaBot
against the fake Discord on 127.0.0.1, and times (1) until the gateway session is up and the first
slash command is answered, and (2) until discord.py's ``on_ready`` (which by default waits 2 s after
the last GUILD_CREATE for more guilds). Prints resident memory after start. DESIGN.md targets: start
to ready under 2 s; resident memory under 150 MB. Asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import resource
import shutil
import statistics
import tempfile
import time
from pathlib import Path

import discord
import pytest
import yarl

from bot.client import TriviaBot
from bot.config import GameDefaults, Secret, Settings
from bot.documents import load_bank
from bot.storage import Storage
from devkit import CORPUS, TOKEN
from devkit.fakediscord import FakeDiscord, seed_default

TARGET_READY_S = 2.0
TARGET_RSS_MB = 150.0


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def one_run(folder: Path) -> tuple[float, float, float, float]:
    fake = await FakeDiscord().start()
    seed = seed_default(fake)
    patch = pytest.MonkeyPatch()
    patch.setattr(discord.http.Route, "BASE", fake.api_url)
    patch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(fake.gateway_url))
    settings = Settings(
        Secret(TOKEN), folder / "trivia.db", folder / "documents", seed.guild.id, "WARNING", GameDefaults()
    )
    start = time.perf_counter()
    storage = await Storage.open(settings.database_path)
    bank = await load_bank(storage, settings.documents_dir, now=time.time())
    assert not bank.rebuilt, "the bank should come from the database"
    loaded = time.perf_counter() - start
    bot = TriviaBot(settings=settings, storage=storage, bank=bank, rng=random.Random(1))
    task = asyncio.create_task(bot.start(TOKEN))
    try:
        await fake.wait_for_identify(timeout=30)
        handle = await fake.slash(seed.alice, "fact", channel_id=seed.trivia.id)
        await handle.response(timeout=30)
        answering = time.perf_counter() - start
        await bot.wait_until_ready()
        ready = time.perf_counter() - start
        memory = rss_mb()
    finally:
        await bot.close()
        await asyncio.gather(task, return_exceptions=True)
        await storage.close()
        await fake.stop()
        patch.undo()
    return loaded, answering, ready, memory


async def main_async(runs: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        shutil.copytree(CORPUS, folder / "documents")
        storage = await Storage.open(folder / "trivia.db")  # the first start builds and stores the bank
        first = time.perf_counter()
        await load_bank(storage, folder / "documents", now=time.time())
        print(f"first build and store of the bank: {(time.perf_counter() - first) * 1000:.0f} ms")
        await storage.close()
        results = [await one_run(folder) for _ in range(runs)]
    loaded = statistics.median(r[0] for r in results) * 1000
    answering = statistics.median(r[1] for r in results)
    ready = statistics.median(r[2] for r in results)
    memory = max(r[3] for r in results)
    print(f"start-up over {runs} runs (medians), bank already built:")
    print(f"  database open + bank loaded          {loaded:7.1f} ms")
    print(
        f"  first slash command answered        {answering:7.3f} s   ratio to the 2 s target "
        f"{answering / TARGET_READY_S:.2f} ({'PASS' if answering < TARGET_READY_S else 'MISS'})"
    )
    print(f"  on_ready (discord.py's 2 s guild wait included) {ready:.3f} s")
    print(
        f"  resident memory after start          {memory:7.1f} MB  ratio to the 150 MB target "
        f"{memory / TARGET_RSS_MB:.2f} ({'PASS' if memory < TARGET_RSS_MB else 'MISS'})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    asyncio.run(main_async(args.runs))


if __name__ == "__main__":
    main()
