"""Two shard processes of the real bot (``python -m bot run --shard-count 2 --shard-ids N``, through
tests/e2e/bot_child.py) against one fake Discord in this process and one shared database.

The fake has two shards in one IDENTIFY bucket and Discord's real 5 s window, so the processes, started
together, must take turns to connect. ``Cluster.seeds[n]`` is a server on shard n (its events go only to
process n); each process syncs the commands to its own server (DEV_GUILD_ID).

The database is chosen by the caller: a SQLite file both processes open, or a PostgreSQL URL passed
to them as DATABASE_URL.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import sys
from dataclasses import dataclass, field
from pathlib import Path

from bot.bank import FactBank
from bot.storage import Storage
from cogs._common import plain
from devkit import CORPUS, TOKEN
from devkit.fakediscord import FakeDiscord, Seed, seed_guild

ROOT = Path(__file__).resolve().parents[2]
SHARDS = 2


@dataclass
class Cluster:
    fake: FakeDiscord
    seeds: list[Seed]
    folder: Path
    database_url: str | None  # None: the SQLite file folder / "trivia.db"
    procs: list[asyncio.subprocess.Process] = field(default_factory=list)

    @property
    def database_path(self) -> Path:
        return self.folder / "trivia.db"

    @property
    def documents(self) -> Path:
        return self.folder / "documents"

    def log(self, shard: int) -> str:
        return (self.folder / f"shard{shard}.log").read_text(encoding="utf-8", errors="replace")

    def logs(self) -> str:
        return "\n".join(self.log(shard) for shard in range(SHARDS))

    def storage(self):
        """The shared database, opened in this process (for checks)."""
        return Storage.open(self.database_url or self.database_path)

    async def bank(self) -> FactBank:
        async with self.storage() as storage:
            stored = await storage.load_fact_bank()
            assert stored is not None
            return FactBank.from_export(stored.export, stored.fingerprint)

    async def answer_of(self, question_message: dict) -> str:
        shown = question_message["embeds"][0]["description"]
        bank = await self.bank()
        return next(q.answer for q in bank.questions if plain(q.prompt, 1500) == shown)


async def start_cluster(folder: Path, database_url: str | None) -> Cluster:
    fake = await FakeDiscord(shard_count=SHARDS, max_concurrency=1).start()
    seeds = [seed_guild(fake, f"Shard {n} Guild", shard=(n, SHARDS)) for n in range(SHARDS)]
    fake.seed = seeds[0]
    cluster = Cluster(fake, seeds, folder, database_url)
    shutil.copytree(CORPUS, cluster.documents)
    for shard in range(SHARDS):  # started together, as a deployment would
        cluster.procs.append(await spawn(cluster, shard))
    try:
        await fake.wait_for_identify(SHARDS, timeout=30)
        await wait_ready(cluster)
    except BaseException:
        await stop_cluster(cluster)
        raise
    return cluster


async def spawn(cluster: Cluster, shard: int) -> asyncio.subprocess.Process:
    env = {
        **os.environ,
        "DISCORD_TOKEN": TOKEN,
        "DATABASE_PATH": str(cluster.database_path),
        "DOCUMENTS_DIR": str(cluster.documents),
        "DEV_GUILD_ID": str(cluster.seeds[shard].guild.id),
        "LOG_LEVEL": "INFO",
    }
    if cluster.database_url is not None:
        env["DATABASE_URL"] = cluster.database_url
    options = ["--shard-count", str(SHARDS), "--shard-ids", str(shard)]
    with (cluster.folder / f"shard{shard}.log").open("ab") as out:
        return await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.e2e.bot_child",
            cluster.fake.api_url,
            cluster.fake.gateway_url,
            *options,
            env=env,
            cwd=ROOT,
            stdout=out,
            stderr=out,
        )


async def wait_ready(cluster: Cluster, timeout: float = 30.0) -> None:
    """Until each process answers a command in its own server (it has loaded its guild)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    for seed in cluster.seeds:
        while True:
            for proc in cluster.procs:
                assert proc.returncode is None, f"a shard process stopped:\n{cluster.logs()}"
            try:
                handle = await cluster.fake.slash(seed.alice, "sources", channel_id=seed.general.id)
                await handle.response(timeout=1.0)
                break
            except (LookupError, TimeoutError):
                if loop.time() > deadline:
                    raise AssertionError(
                        f"the shard processes did not get ready:\n{cluster.logs()}"
                    ) from None
                await asyncio.sleep(0.2)


async def stop_cluster(cluster: Cluster) -> list[int | None]:
    """SIGTERM to each process; their exit statuses."""
    for proc in cluster.procs:
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
    codes: list[int | None] = []
    for proc in cluster.procs:
        try:
            codes.append(await asyncio.wait_for(proc.wait(), 30))
        except TimeoutError:
            proc.kill()
            codes.append(await proc.wait())
    await cluster.fake.stop()
    return codes
