"""The database removed, or the disk full, under a running bot (issue 15).

Before: a removed database went on taking points into an unlinked file (all lost at stop), and a
full disk logged a traceback per chat message and left players waiting after "Question 1/3". Now
scoring stops: every running game posts a notice, the log says it once, `/trivia start` says why.
"""

from __future__ import annotations

import logging

import pytest

from tests.dbfaults import fill_up, make_room
from tests.e2e.botkit import SEND, embed_title, running_bot, settle
from tests.e2e.playkit import assert_no_errors, ephemeral_text, start_game

NOTICE = "This game stopped. The database cannot be written"


@pytest.fixture(autouse=True)
def no_error_logs(caplog):
    caplog.set_level(logging.INFO)
    yield
    assert_no_errors(caplog)  # conditions of the machine, not bugs: WARNING, and no traceback


def notices(fake, channel_id: int) -> list[str]:
    return [
        (c.json or {}).get("content") or ""
        for c in fake.find_calls(SEND)
        if int(c.params["channel_id"]) == channel_id and NOTICE in ((c.json or {}).get("content") or "")
    ]


def said_in_log(caplog, text: str) -> int:
    """WARNING records saying ``text`` (a refused command is logged at INFO besides)."""
    return sum(1 for r in caplog.records if r.levelno >= logging.WARNING and text in r.getMessage())


@pytest.mark.sqlite_only  # the SQLite file removed, or its disk full
async def test_the_database_removed_under_a_running_bot_stops_every_game(fake_discord, tmp_path, caplog):
    seed = fake_discord.seed
    typed, buttons = seed.trivia.id, seed.general.id
    async with running_bot(fake_discord, tmp_path) as run:
        await start_game(fake_discord, seed.alice, typed, questions=3)
        await start_game(fake_discord, seed.bob, buttons, questions=3, mode="buttons", seconds=60)
        await run.question_posted(typed, 1)
        await run.question_posted(buttons, 1)
        (tmp_path / "trivia.db").unlink()

        answer = run.current_question(typed).answer
        for _ in range(3):
            await fake_discord.send_message(typed, seed.carol, answer)
        await run.wait_for_message(typed, lambda m: NOTICE in (m.get("content") or ""))
        await run.wait_for_message(buttons, lambda m: NOTICE in (m.get("content") or ""))
        await settle(0.3)
        assert run.trivia.games == {}
        assert not [
            c for c in fake_discord.find_calls(SEND) if "got it!" in ((c.json or {}).get("content") or "")
        ]
        assert "was removed" in notices(fake_discord, typed)[0]
        assert len(notices(fake_discord, typed)) == len(notices(fake_discord, buttons)) == 1

        handle = await fake_discord.slash(seed.alice, "trivia", subcommand="start", channel_id=typed)
        assert "The database cannot be written" in await ephemeral_text(handle)
        await fake_discord.send_message(typed, seed.carol, answer)
        await settle(0.2)
    assert said_in_log(caplog, "was removed while the bot was running") == 1


@pytest.mark.sqlite_only  # the SQLite file removed, or its disk full
async def test_a_full_disk_ends_the_game_with_a_notice_and_one_log_line(fake_discord, tmp_path, caplog):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        await start_game(fake_discord, seed.alice, channel, questions=3)
        await run.question_posted(channel, 1)
        await fill_up(run.storage, game_id=run.trivia.games[channel].game_id)
        answer = run.current_question(channel).answer
        for text in ("wrong guess", "another wrong guess", answer, answer):
            await fake_discord.send_message(channel, seed.carol, text)
        message = await run.wait_for_message(channel, lambda m: NOTICE in (m.get("content") or ""))
        assert "the disk is full" in message["content"]
        await settle(0.3)
        assert run.trivia.games == {}
        for _ in range(5):  # chat goes on: nothing more is logged
            await fake_discord.send_message(channel, seed.bob, answer)

        handle = await fake_discord.slash(seed.alice, "trivia", subcommand="start", channel_id=channel)
        assert "The database cannot be written: the disk is full" in await ephemeral_text(handle)
        await settle(0.2)
    assert said_in_log(caplog, "the disk is full") == 1
    assert not any("Game over" in embed_title(c.json or {}) for c in fake_discord.find_calls(SEND))


@pytest.mark.sqlite_only  # the SQLite file removed, or its disk full
async def test_a_game_whose_end_cannot_be_saved_still_says_so(fake_discord, tmp_path, caplog):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        await start_game(fake_discord, seed.alice, channel, questions=3)
        await run.question_posted(channel, 1)
        (tmp_path / "trivia.db").unlink()
        handle = await fake_discord.slash(seed.alice, "trivia", subcommand="stop", channel_id=channel)
        assert "without standings: the database cannot be written" in await ephemeral_text(handle)
        await run.wait_for_message(channel, lambda m: NOTICE in (m.get("content") or ""))
        await settle(0.2)
        assert run.trivia.games == {}
    assert not any("Game over" in embed_title(c.json or {}) for c in fake_discord.find_calls(SEND))


@pytest.mark.sqlite_only  # its disk full
async def test_once_there_is_space_a_game_starts_again_in_the_halted_games_channel(fake_discord, tmp_path):
    # The halted game's row stays open, and the database allows one open game per channel: the bot
    # closes its own halted game (as interrupted) before the channel's next game.
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        await start_game(fake_discord, seed.alice, channel, questions=3)
        await run.question_posted(channel, 1)
        halted = run.trivia.games[channel].game_id
        await fill_up(run.storage, game_id=halted)
        await fake_discord.send_message(channel, seed.carol, run.current_question(channel).answer)
        await run.wait_for_message(channel, lambda m: NOTICE in (m.get("content") or ""))
        await settle(0.3)
        await make_room(run.storage)
        await start_game(fake_discord, seed.alice, channel, questions=1)
        await run.question_posted(channel, 1)
        assert (await run.storage.get_game(halted)).end_reason == "interrupted"
        assert run.trivia.games[channel].game_id != halted
