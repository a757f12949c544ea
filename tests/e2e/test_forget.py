"""Erasing one player's trivia data end to end: /forgetme by the player, /triviaadmin scores forget by a
moderator; both confirm with a button first and erase in one transaction."""

from __future__ import annotations

from bot.storage import AnswerRecord
from tests.e2e.botkit import rows, running_bot
from tests.e2e.test_trivia_commands import ephemeral_text


async def _scores(run, seed) -> None:
    """alice and bob each have a correct answer; alice also reported a question."""
    game = await run.storage.start_game(seed.guild.id, seed.trivia.id, seed.alice.id, {}, now=1e9)
    for user, name in ((seed.alice, "alice"), (seed.bob, "bob")):
        await run.storage.record_answer(
            AnswerRecord(game.id, seed.guild.id, "q", user.id, name, True, 10, 1, 0, 1e9)
        )
    await run.storage.report_question(seed.guild.id, "q", seed.alice.id, "alice's reason", now=1e9)


async def _prompt(handle):
    """The ephemeral confirmation and its (Erase for good, Cancel) custom ids."""
    first = await handle.response()
    if first.json["type"] == 5:  # deferred: the prompt is the follow-up
        call = await handle.followup()
        prompt, message = call.json, call.response
    else:
        prompt, message = first.json["data"], first.response["resource"]["message"]
    yes, no = (c["custom_id"] for c in prompt["components"][0]["components"])
    return prompt["content"], message, yes, no


async def test_forgetme_asks_then_erases_only_your_own_data(fake_discord, tmp_path):
    seed = fake_discord.seed
    db = tmp_path / "trivia.db"
    async with running_bot(fake_discord, tmp_path) as run:
        await _scores(run, seed)
        handle = await fake_discord.slash(seed.alice, "forgetme", channel_id=seed.trivia.id)
        text, message, yes, no = await _prompt(handle)
        assert "erases your answers" in text and "Are you sure" in text
        assert rows(db, "SELECT count(*) FROM answers") == [(2,)]  # nothing happens before the press

        cancelled = await fake_discord.click(seed.alice, message, no)
        assert "Cancelled" in await ephemeral_text(cancelled)
        intruder = await fake_discord.click(seed.bob, message, yes)  # not bob's data, not a moderator
        assert "Only that player or a moderator" in await ephemeral_text(intruder)
        assert rows(db, "SELECT count(*) FROM answers") == [(2,)]

        confirmed = await fake_discord.click(seed.alice, message, yes)
        assert "1 answer removed" in await ephemeral_text(confirmed)
        assert rows(db, f"SELECT user_id FROM answers WHERE guild_id = {seed.guild.id}") == [(seed.bob.id,)]
        assert rows(db, "SELECT count(*) FROM question_reports") == [(0,)]
        assert rows(db, f"SELECT count(*) FROM players WHERE user_id = {seed.alice.id}") == [(0,)]
        assert (await run.storage.player_stats(seed.guild.id, seed.alice.id)).answers == 0
        assert (await run.storage.player_stats(seed.guild.id, seed.bob.id)).points == 10


async def _forget(fake, by, member):
    return await fake.slash(
        by,
        "triviaadmin",
        group="scores",
        subcommand="forget",
        options={"member": member.id},
        channel_id=fake.seed.trivia.id,
    )


async def test_moderators_forget_a_member_after_confirming(fake_discord, tmp_path):
    seed = fake_discord.seed
    db = tmp_path / "trivia.db"
    async with running_bot(fake_discord, tmp_path) as run:
        await _scores(run, seed)
        refused = await _forget(fake_discord, seed.bob, seed.alice)
        assert "Only moderators" in await ephemeral_text(refused)

        handle = await _forget(fake_discord, seed.moderator, seed.alice)
        text, message, yes, _ = await _prompt(handle)
        assert f"<@{seed.alice.id}>" in text and "Are you sure" in text
        assert rows(db, "SELECT count(*) FROM answers") == [(2,)]

        confirmed = await fake_discord.click(seed.moderator, message, yes)
        assert "1 answer removed" in await ephemeral_text(confirmed)
        assert rows(db, "SELECT user_id FROM score_totals WHERE period = 'a'") == [(seed.bob.id,)]
        board = await run.storage.leaderboard(seed.guild.id)
        assert [r.user_id for r in board.rows] == [seed.bob.id]
