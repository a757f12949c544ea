"""`python -m bot run` in-process against the fake Discord: start, play, SIGTERM, clean exit."""

from __future__ import annotations

import asyncio
import os
import signal

from bot.__main__ import run_bot
from tests.e2e.botkit import assert_payloads_ok, embed_title, rows, settings_for

SEND = "POST /channels/{channel_id}/messages"


async def test_sigterm_ends_running_games_and_exits_cleanly(fake_discord, tmp_path):
    seed = fake_discord.seed
    settings = settings_for(fake_discord, tmp_path)
    task = asyncio.create_task(run_bot(settings))
    await fake_discord.wait_for_call(
        lambda c: c.method == "PUT" and c.route.endswith("/commands"), timeout=10
    )
    await fake_discord.wait_for_identify(timeout=10)
    await asyncio.sleep(0.3)

    handle = await fake_discord.slash(seed.alice, "trivia", subcommand="start", channel_id=seed.trivia.id)
    await handle.followup(timeout=10)
    await fake_discord.wait_for_call(
        lambda c: c.route == SEND and embed_title(c.response or {}).startswith("Question 1/"), timeout=10
    )

    os.kill(os.getpid(), signal.SIGTERM)
    assert await asyncio.wait_for(task, timeout=20) == 0
    standings = fake_discord.find_calls(
        lambda c: c.route == SEND and "restarting" in embed_title(c.response or {})
    )
    assert standings, "the standings were posted before exit"
    assert rows(tmp_path / "trivia.db", "SELECT end_reason FROM games") == [("shutdown",)]
    assert_payloads_ok(fake_discord)


async def test_run_closes_games_a_crash_left_open(fake_discord, tmp_path):
    settings = settings_for(fake_discord, tmp_path)
    from bot.storage import Storage

    storage = await Storage.open(settings.database)
    await storage.start_game(seed_guild := fake_discord.seed.guild.id, 5, 1, {}, now=1.0)
    await storage.close()
    task = asyncio.create_task(run_bot(settings))
    await fake_discord.wait_for_identify(timeout=10)
    os.kill(os.getpid(), signal.SIGTERM)
    assert await asyncio.wait_for(task, timeout=20) == 0
    assert rows(tmp_path / "trivia.db", "SELECT guild_id, end_reason FROM games") == [
        (seed_guild, "interrupted")
    ]


async def test_a_token_discord_refuses_is_one_clear_error(fake_discord, tmp_path, caplog):
    import pytest

    from bot.errors import ConfigError

    settings = settings_for(fake_discord, tmp_path)
    fake_discord.fail_next("GET /users/@me", status=401)
    with pytest.raises(ConfigError, match="Discord refused DISCORD_TOKEN") as info:
        await asyncio.wait_for(run_bot(settings), timeout=20)
    secret = settings.token.reveal()
    assert secret not in str(info.value) and secret not in caplog.text
    assert rows(tmp_path / "trivia.db", "SELECT count(*) FROM games") == [(0,)]  # the database is fine


async def test_a_missing_privileged_intent_is_one_clear_error(fake_discord, tmp_path):
    import pytest

    from bot.errors import ConfigError

    fake_discord.application_flags = 0  # the application lacks the Message Content intent
    with pytest.raises(ConfigError, match="Message Content intent"):
        await asyncio.wait_for(run_bot(settings_for(fake_discord, tmp_path)), timeout=20)
