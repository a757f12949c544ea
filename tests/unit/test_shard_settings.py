"""SHARD_COUNT / SHARD_IDS and `python -m bot run --shard-count/--shard-ids`: parsed, validated with one
clear line, and passed to the client."""

from pathlib import Path

import pytest

from bot.__main__ import main
from bot.bank import FactBank
from bot.client import TriviaBot
from bot.cluster.plan import ShardPlan, format_ids, shard_of, shard_plan
from bot.config import load_settings
from bot.errors import ConfigError

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


@pytest.fixture
def base(tmp_path: Path) -> dict[str, str]:
    docs = tmp_path / "docs"
    docs.mkdir()
    return {"DATABASE_PATH": str(tmp_path / "trivia.db"), "DOCUMENTS_DIR": str(docs)}


@pytest.mark.parametrize(
    "count, ids, owned",
    [
        ("8", "0-3", (0, 1, 2, 3)),
        ("8", "0,2,5", (0, 2, 5)),
        ("8", " 6, 0-1 ", (0, 1, 6)),  # any order, spaces allowed
        ("8", "7", (7,)),
        ("4", "", (0, 1, 2, 3)),  # a count alone: every shard in this process
        ("1", "0", (0,)),
    ],
)
def test_shard_ids_forms(count, ids, owned):
    assert shard_plan(count, ids) == ShardPlan(int(count), owned)


@pytest.mark.parametrize(
    "count, ids, message",
    [
        ("", "0-3", "SHARD_IDS needs SHARD_COUNT"),
        ("8", "0-8", "shard 8 does not exist with SHARD_COUNT=8; shard ids run from 0 to 7"),
        ("8", "9", "shard 9 does not exist"),
        ("8", "3-1", "runs backwards"),
        ("8", "0-3,2", "names shard 2 twice"),
        ("8", "a-b", "like 0-3 or 0,2,5"),
        ("8", "0;1", "like 0-3 or 0,2,5"),
        ("8", "-1", "like 0-3 or 0,2,5"),
        ("8", "0,", "like 0-3 or 0,2,5"),
        ("0", "", "SHARD_COUNT must be a whole number from 1"),
        ("eight", "0", "SHARD_COUNT must be a whole number from 1"),
        ("100000", "", "SHARD_COUNT must be a whole number from 1"),
    ],
)
def test_bad_shard_settings_are_one_clear_line(base, count, ids, message):
    env = {**base, "SHARD_COUNT": count, "SHARD_IDS": ids}
    with pytest.raises(ConfigError, match=message) as info:
        load_settings(env, dotenv_path=None)
    assert "\n" not in str(info.value)


def test_without_shard_settings_the_bot_runs_as_before(base):
    settings = load_settings(base, dotenv_path=None)
    assert settings.shards is None
    bot = TriviaBot(settings=settings, storage=None, bank=FactBank(export={}, fingerprint=""))  # type: ignore[arg-type]
    assert bot.shard_count is None and bot.shard_ids is None  # discord.py asks Discord how many


def test_the_client_owns_exactly_its_shards(base):
    settings = load_settings({**base, "SHARD_COUNT": "8", "SHARD_IDS": "0-3"}, dotenv_path=None)
    bot = TriviaBot(settings=settings, storage=None, bank=FactBank(export={}, fingerprint=""))  # type: ignore[arg-type]
    assert bot.shard_count == 8 and bot.shard_ids == [0, 1, 2, 3]
    assert settings.shards is not None and settings.shards.describe() == "shards 0-3 of 8"


def test_which_shard_gets_a_server():
    guild = (123456789 << 22) | 4321  # the shard depends only on the id's timestamp bits
    assert shard_of(guild, 8) == 123456789 % 8
    plan = ShardPlan(8, (0, 1, 2, 3))
    assert plan.owns(5 << 22) is False and plan.owns(10 << 22) is True
    assert format_ids((0, 1, 2, 3, 6, 8, 9)) == "0-3,6,8-9"


@pytest.mark.parametrize(
    "argv, message",
    [
        (["run", "--shard-ids", "0-3"], "error: --shard-ids needs SHARD_COUNT"),
        (["run", "--shard-count", "4", "--shard-ids", "4"], "error: --shard-ids: shard 4 does not exist"),
        (["run", "--shard-count", "x"], "error: --shard-count must be a whole number"),
        (["run", "--shard-count", "4", "--shard-ids", "0..2"], "error: --shard-ids must list shard ids"),
    ],
)
def test_run_options_are_checked_and_named(base, capsys, argv, message):
    assert main(argv, env={**base, "DISCORD_TOKEN": TOKEN}) == 2
    err = capsys.readouterr().err
    assert err.startswith(message) and err.count("\n") == 1


def test_run_options_replace_the_settings(base, capsys):
    # No token: the run stops before connecting, after the options were read and checked.
    env = {**base, "SHARD_COUNT": "2", "SHARD_IDS": "5"}  # invalid together, but replaced
    assert main(["run", "--shard-count", "8", "--shard-ids", "5"], env=env) == 2
    assert "DISCORD_TOKEN" in capsys.readouterr().err
    assert env["SHARD_COUNT"] == "8" and env["SHARD_IDS"] == "5"


async def test_a_shard_process_closes_only_its_own_servers_interrupted_games(base, tmp_path):
    from bot.__main__ import close_interrupted_games
    from bot.storage import Storage

    mine, theirs = 4 << 22, 5 << 22  # shards 0 and 1 of 2
    settings = load_settings({**base, "SHARD_COUNT": "2", "SHARD_IDS": "0"}, dotenv_path=None)
    async with Storage.open(settings.database_path) as storage:
        left = await storage.start_game(mine, 1, 1, {}, now=1.0)
        running = await storage.start_game(theirs, 2, 1, {}, now=1.0)  # the other process's game
        assert await close_interrupted_games(storage, settings) == 1
        assert (await storage.get_game(left.id)).end_reason == "interrupted"
        assert (await storage.get_game(running.id)).ended_at is None


async def test_the_identify_bucket_is_the_shard_id_modulo_max_concurrency(base):
    class Recording:
        def __init__(self) -> None:
            self.buckets: list[int] = []

        async def wait_turn(self, bucket: int) -> None:
            self.buckets.append(bucket)

    gate = Recording()
    settings = load_settings({**base, "SHARD_COUNT": "8", "SHARD_IDS": "0-7"}, dotenv_path=None)
    bot = TriviaBot(
        settings=settings, storage=None, bank=FactBank(export={}, fingerprint=""), identify_gate=gate
    )  # type: ignore[arg-type]
    bot.max_concurrency = 4
    for shard in (0, 3, 5, 6):
        await bot.before_identify_hook(shard, initial=shard == 0)
    assert gate.buckets == [0, 3, 1, 2]


async def test_a_games_look_at_the_bank_waits_for_the_notified_look_still_loading(base):
    """The notification and a game both look for a newer bank: the game's look must not return with the
    old bank while the first look is still loading the new one (its version already taken)."""
    import asyncio

    new_bank = FactBank(export={}, fingerprint="new")

    class SlowSync:
        def __init__(self) -> None:
            self.version, self.stored = 1, 2

        async def newer(self):
            if self.version == self.stored:
                return None
            self.version = self.stored  # taken before the slow load, as the real one does
            await asyncio.sleep(0.05)
            return new_bank

    settings = load_settings(base, dotenv_path=None)
    bot = TriviaBot(
        settings=settings, storage=None, bank=FactBank(export={}, fingerprint="old"), bank_sync=SlowSync()
    )  # type: ignore[arg-type]
    notified = asyncio.create_task(bot.refresh_bank())
    await asyncio.sleep(0)  # the notified look has started loading
    await bot.refresh_bank()  # the game's look
    assert bot.bank is new_bank
    await notified
