"""Typed-mode games end to end: the real bot, its real discord.py client, a fake Discord."""

from __future__ import annotations

from tests.e2e.botkit import embed_text, embed_title, rows, running_bot

CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"


def wrong_for(question) -> str:
    return next(c for c in question.choices if c not in question.accepted)


async def test_typed_game_wrong_then_right_answer(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        handle = await fake_discord.slash(
            seed.alice, "trivia", subcommand="start", options={"questions": 1}, channel_id=channel
        )
        ack = await handle.response()
        assert ack.json["type"] == 5 and handle.ephemeral  # deferred at once, privately
        assert "Game started" in (await handle.followup()).json["content"]

        intro = await run.wait_for_message(
            channel, lambda m: "started a trivia game" in (m.get("content") or "")
        )
        assert "alice" in intro["content"]
        posted = await run.question_posted(channel, 1)
        question = run.current_question(channel)
        assert question.prompt.split()[0] in embed_text(posted)

        await fake_discord.send_message(channel, seed.bob, wrong_for(question))
        await fake_discord.send_message(channel, seed.alice, f"it was {question.answer}!")
        won = await run.wait_for_message(channel, lambda m: "got it!" in (m.get("content") or ""))
        assert "**alice** got it!" in won["content"]
        points = int(won["content"].split("**+")[1].split(" point")[0])
        assert embed_title(won) == f"Answer: {question.answer}"
        assert "Source:" in embed_text(won)
        assert won["message_reference"]["message_id"]  # a reply to alice's message
        end = await run.wait_for_message(channel, lambda m: "Game over" in embed_title(m))
        assert "alice" in embed_text(end) and f"{points} points" in embed_text(end)

        db = tmp_path / "trivia.db"
        answers = rows(db, "SELECT user_id, correct, points FROM answers ORDER BY id")
        assert answers == [(seed.bob.id, 0, 0), (seed.alice.id, 1, points)]
        assert rows(db, "SELECT end_reason FROM games") == [("finished",)]


async def test_second_start_in_a_channel_is_refused(fake_discord, tmp_path):
    seed = fake_discord.seed
    async with running_bot(fake_discord, tmp_path) as run:
        await (
            await fake_discord.slash(seed.alice, "trivia", subcommand="start", channel_id=seed.trivia.id)
        ).followup()
        await run.question_posted(seed.trivia.id, 1)
        second = await fake_discord.slash(seed.bob, "trivia", subcommand="start", channel_id=seed.trivia.id)
        call = await second.response()
        assert second.ephemeral
        assert "already running" in call.json["data"]["content"]
        # Another channel is free.
        other = await fake_discord.slash(seed.bob, "trivia", subcommand="start", channel_id=seed.general.id)
        assert "Game started" in (await other.followup()).json["content"]


async def test_a_failing_game_task_is_logged_and_closed_cleanly(fake_discord, tmp_path, caplog):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        real_mark_asked = run.storage.mark_asked
        calls = 0

        async def broken_mark_asked(*args, **kwargs):
            nonlocal calls
            calls += 1
            if calls == 2:  # the second question: the database "fails"
                raise RuntimeError("disk on fire")
            return await real_mark_asked(*args, **kwargs)

        run.storage.mark_asked = broken_mark_asked
        await (
            await fake_discord.slash(
                seed.alice, "trivia", subcommand="start", options={"questions": 2}, channel_id=channel
            )
        ).followup()
        await run.question_posted(channel, 1)
        await fake_discord.send_message(channel, seed.alice, run.current_question(channel).answer)
        await run.wait_for_message(
            channel, lambda m: "stopped because of an error" in (m.get("content") or "")
        )
        assert any("failed" in r.message and r.levelname == "ERROR" for r in caplog.records)
        assert rows(tmp_path / "trivia.db", "SELECT end_reason FROM games") == [("error",)]
        assert rows(tmp_path / "trivia.db", "SELECT count(*) FROM answers WHERE correct = 1") == [(1,)]

        run.storage.mark_asked = real_mark_asked
        again = await fake_discord.slash(seed.alice, "trivia", subcommand="start", channel_id=channel)
        assert "Game started" in (await again.followup()).json["content"]
