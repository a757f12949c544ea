"""``python -m bot play``: the offline quiz in this terminal (``bot.terminal`` plays it)."""

from __future__ import annotations

import argparse
import asyncio
import sys
import time

from bot.cli_build import progress_on_stderr
from bot.config import Settings
from bot.errors import ConfigError
from bot.wording import count


def run_play(settings: Settings, args: argparse.Namespace, env: dict[str, str]) -> int:
    from bot.quiz import GameSettings, SettingsError

    try:
        game_settings = GameSettings(  # 0 is refused like -1: only a missing option takes the default
            questions=settings.defaults.questions if args.questions is None else args.questions,
            seconds=settings.defaults.seconds if args.seconds is None else args.seconds,
            mode="typed",
            pause=1,
            topic=args.topic,
        )
    except SettingsError as exc:
        raise ConfigError(f"--{exc}.") from None
    player = (args.player or env.get("USER") or "player").strip()[:32] or "player"
    return asyncio.run(_play_async(settings, game_settings, player, args.seed))


async def _play_async(settings: Settings, game_settings, player: str, seed: int | None) -> int:
    from bot.documents import load_bank
    from bot.quiz import matches_topic
    from bot.storage import Storage
    from bot.terminal import play

    async with Storage.open(settings.database) as storage:
        bank = await load_bank(
            storage, settings.documents_dir, now=time.time(), progress=progress_on_stderr()
        )
        if bank.rebuilt:
            print(f"Fact bank built: {count(len(bank.questions), 'question')}.", file=sys.stderr)
        if game_settings.topic and not any(matches_topic(q, game_settings.topic) for q in bank.questions):
            topics = ", ".join(repr(t) for t in bank.topics()[:8]) or "none yet"
            raise ConfigError(f"There is no topic {game_settings.topic!r}. Topics: {topics}.")
        return await play(storage, bank, game_settings, player=player, seed=seed)
