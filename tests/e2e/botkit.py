"""Run the real Photo Finish bot (TriviaBot and its cogs) against the fake Discord in a test.

Test-only settings: ``time_scale`` makes game time run faster than real time (the clock is scaled
to match), so a 30-second question lasts 30 / time_scale real seconds; commands are synced to the
fake guild through DEV_GUILD_ID as in development.
"""

from __future__ import annotations

import asyncio
import random
import shutil
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.bank import FactBank
from bot.client import TriviaBot
from bot.config import GameDefaults, Secret, Settings
from bot.documents import load_bank
from bot.factbank.model import Question
from bot.storage import Storage
from devkit import CORPUS, TOKEN, scaled_clock
from devkit.fakediscord import FakeDiscord, check_commands, check_payload, running_client
from tests.dbkit import select

SEND = "POST /channels/{channel_id}/messages"

# The database of each test's bot, by the test's tmp_path: tests/e2e/conftest.py registers a fresh
# PostgreSQL database here for a test's PostgreSQL run; a tmp_path not listed uses SQLite (trivia.db).
POSTGRES: dict[Path, str] = {}


def settings_for(fake: FakeDiscord, tmp_path: Path) -> Settings:
    docs = tmp_path / "documents"
    if not docs.exists():
        shutil.copytree(CORPUS, docs)
    url = POSTGRES.get(tmp_path)
    return Settings(
        token=Secret(TOKEN),
        database_url=Secret(url) if url else None,
        database_path=tmp_path / "trivia.db",
        documents_dir=docs,
        dev_guild_id=fake.seed.guild.id,
        log_level="INFO",
        defaults=GameDefaults(),
    )


@dataclass
class Running:
    bot: TriviaBot
    storage: Storage
    fake: FakeDiscord

    @property
    def trivia(self):
        return self.bot.get_cog("TriviaCog")

    def current_question(self, channel_id: int) -> Question:
        game = self.trivia.games[channel_id]
        assert game.game.current is not None
        return game.game.current.question

    async def wait_for_message(
        self, channel_id: int, predicate: Callable[[dict], bool], timeout: float = 5.0
    ) -> dict:
        """The first message the bot posts in the channel matching ``predicate``."""
        call = await self.fake.wait_for_call(
            lambda c: (
                c.route == SEND
                and int(c.params["channel_id"]) == channel_id
                and c.status == 200
                and predicate(c.response)
            ),
            timeout=timeout,
        )
        return call.response

    async def question_posted(self, channel_id: int, number: int, timeout: float = 5.0) -> dict:
        return await self.wait_for_message(
            channel_id, lambda m: embed_title(m).startswith(f"Question {number}/"), timeout
        )


def embed_title(message: dict) -> str:
    embeds = message.get("embeds") or []
    return embeds[0].get("title", "") if embeds else ""


def embed_text(message: dict) -> str:
    """Everything visible in a message's embeds, as one string."""
    parts: list[str] = []
    for embed in message.get("embeds") or []:
        parts += [embed.get("title", ""), embed.get("description", "")]
        for field in embed.get("fields", []):
            parts += [field["name"], field["value"]]
        parts.append((embed.get("footer") or {}).get("text", ""))
    return "\n".join(parts)


@asynccontextmanager
async def running_bot(
    fake: FakeDiscord,
    tmp_path: Path,
    *,
    time_scale: float = 20.0,
    seed: int = 1,
    bank: FactBank | None = None,
) -> AsyncIterator[Running]:
    settings = settings_for(fake, tmp_path)
    storage = await Storage.open(settings.database)
    try:
        if bank is None:
            bank = await load_bank(storage, settings.documents_dir, now=time.time())
        bot = TriviaBot(
            settings=settings,
            storage=storage,
            bank=bank,
            clock=scaled_clock(time_scale),
            rng=random.Random(seed),
            time_scale=time_scale,
        )
        async with running_client(bot, fake, token=TOKEN):
            yield Running(bot, storage, fake)
            await bot.shutdown()
    finally:
        await storage.close()
    assert_payloads_ok(fake)


def assert_payloads_ok(fake: FakeDiscord) -> None:
    """Every message, reply and edit the bot sent respects Discord's limits and pings nobody;
    every command it registered is valid. Checked after every end-to-end test that runs the bot."""
    problems = [
        f"{call!r}: {p}" for call in fake.calls for p in check_payload(call, allow_replied_user=False)
    ]
    for call in fake.calls:
        if call.method == "PUT" and call.route.endswith("/commands"):
            problems += [f"{call!r}: {p}" for p in check_commands(call.json)]
    assert not problems, "\n".join(problems)


async def settle(seconds: float = 0.05) -> None:
    await asyncio.sleep(seconds)


def rows(storage_path: Path, sql: str, *params: Any) -> list[tuple]:
    """Rows of ``sql`` in the test's database (``tmp_path / "trivia.db"``, or the PostgreSQL database
    registered for that tmp_path), read on a connection of its own."""
    return select(POSTGRES.get(storage_path.parent, storage_path), sql, *params)
