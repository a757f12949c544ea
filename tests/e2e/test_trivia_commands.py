"""Moderation, hints, leaderboards, stats, facts and the Report button, end to end."""

from __future__ import annotations

from tests.e2e.botkit import embed_text, embed_title, rows, running_bot


async def start(fake, user, channel, **options):
    handle = await fake.slash(user, "trivia", subcommand="start", options=options, channel_id=channel)
    await handle.followup()
    return handle


async def ephemeral_text(handle) -> str:
    """The text of an interaction's private answer (direct, or the follow-up after a deferral)."""
    first = await handle.response()
    if first.json["type"] == 5:
        first = await handle.followup()
        return first.json.get("content") or ""
    return first.json["data"].get("content") or ""


async def test_stop_needs_the_starter_or_a_moderator(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        await start(fake_discord, seed.alice, channel)
        await run.question_posted(channel, 1)
        refused = await fake_discord.slash(seed.bob, "trivia", subcommand="stop", channel_id=channel)
        assert "Only the player who started this game" in await ephemeral_text(refused)
        assert refused.ephemeral
        skip_refused = await fake_discord.slash(seed.bob, "trivia", subcommand="skip", channel_id=channel)
        assert "Only the player who started this game" in await ephemeral_text(skip_refused)
        assert channel in run.trivia.games  # still running

        stopped = await fake_discord.slash(seed.moderator, "trivia", subcommand="stop", channel_id=channel)
        assert "Game stopped" in await ephemeral_text(stopped)
        end = await run.wait_for_message(channel, lambda m: "Game stopped" in embed_title(m))
        assert end["embeds"][0]["title"].startswith("🏁")
        assert rows(tmp_path / "trivia.db", "SELECT end_reason FROM games") == [("stopped",)]
        nothing = await fake_discord.slash(seed.moderator, "trivia", subcommand="stop", channel_id=channel)
        assert "No trivia game is running" in await ephemeral_text(nothing)


async def test_the_trivia_role_may_stop_a_game(fake_discord, tmp_path):
    seed = fake_discord.seed
    role = fake_discord.add_role(seed.guild.id, "quizmaster")
    dave = fake_discord.add_member(seed.guild.id, None, "dave", roles=(role.id,))
    async with running_bot(fake_discord, tmp_path) as run:
        from bot.storage import GuildSettings

        await run.storage.set_settings(GuildSettings(seed.guild.id, trivia_role_id=role.id), now=0)
        await start(fake_discord, seed.alice, seed.trivia.id)
        stopped = await fake_discord.slash(dave, "trivia", subcommand="stop", channel_id=seed.trivia.id)
        assert "Game stopped" in await ephemeral_text(stopped)


async def test_skip_and_hint(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path, time_scale=2) as run:
        await start(fake_discord, seed.alice, channel, questions=2)
        await run.question_posted(channel, 1)
        first = run.current_question(channel)

        hint = await fake_discord.slash(seed.bob, "trivia", subcommand="hint", channel_id=channel)
        assert "Hint 1 is posted" in await ephemeral_text(hint)
        posted = await run.wait_for_message(channel, lambda m: "Hint 1" in (m.get("content") or ""))
        assert "3 points less" in posted["content"]

        skipped = await fake_discord.slash(seed.alice, "trivia", subcommand="skip", channel_id=channel)
        assert "Skipped" in await ephemeral_text(skipped)
        reveal = await run.wait_for_message(channel, lambda m: embed_title(m) == f"Answer: {first.answer}")
        assert "Skipped" in embed_text(reveal)
        await run.question_posted(channel, 2)


async def test_leaderboard_and_stats_after_a_game(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        await start(fake_discord, seed.alice, channel, questions=2)
        for number in (1, 2):
            await run.question_posted(channel, number)
            answer = run.current_question(channel).answer
            player = seed.alice if number == 1 else seed.bob
            await fake_discord.send_message(channel, player, answer)
            await run.wait_for_message(channel, lambda m, a=answer: embed_title(m) == f"Answer: {a}")
        await run.wait_for_message(channel, lambda m: "Game over" in embed_title(m))
        points = dict(
            rows(tmp_path / "trivia.db", "SELECT user_id, sum(points) FROM answers GROUP BY user_id")
        )

        board = await fake_discord.slash(seed.carol, "leaderboard", channel_id=channel)
        call = await board.followup()
        text = embed_text(call.json)
        assert "leaderboard: all time" in text
        for member in (seed.alice, seed.bob):
            assert f"**{member.user.username}**: {points[member.id]} points" in text

        today = await fake_discord.slash(
            seed.carol, "leaderboard", options={"period": "today"}, channel_id=channel
        )
        assert "today" in embed_text((await today.followup()).json)

        stats = await fake_discord.slash(
            seed.carol, "stats", options={"member": seed.alice.id}, channel_id=channel
        )
        card = (await stats.followup()).json["embeds"][0]
        fields = {f["name"]: f["value"] for f in card["fields"]}
        assert fields["Points"] == str(points[seed.alice.id])
        assert (
            fields["Games"] == "1" and fields["Correct answers"] == "1 of 1" and fields["Accuracy"] == "100%"
        )
        mine = await fake_discord.slash(seed.carol, "stats", channel_id=channel)
        assert "No answers yet" in embed_text((await mine.followup()).json)


async def test_leaderboard_pages_only_turn_for_the_invoker(fake_discord, tmp_path):
    seed = fake_discord.seed
    async with running_bot(fake_discord, tmp_path) as run:
        from bot.storage import AnswerRecord

        game = await run.storage.start_game(seed.guild.id, seed.trivia.id, seed.alice.id, {}, now=1e9)
        for n in range(23):  # 23 players: three pages
            await run.storage.record_answer(
                AnswerRecord(game.id, seed.guild.id, "q", 1000 + n, f"player{n:02}", True, 100 - n, 1, 0, 1e9)
            )
        board = await fake_discord.slash(seed.alice, "leaderboard", channel_id=seed.trivia.id)
        message = (await board.followup()).response
        assert "page 1/3" in embed_text(message)
        next_id = message["components"][0]["components"][1]["custom_id"]
        intruder = await fake_discord.click(seed.bob, message, next_id)
        assert "Only the member who asked" in await ephemeral_text(intruder)
        turned = await fake_discord.click(seed.alice, message, next_id)
        await turned.response()
        edit = await turned.edit()
        assert "page 2/3" in embed_text(edit.json) and "player10" in embed_text(edit.json)


async def test_fact_cites_its_source(fake_discord, tmp_path):
    seed = fake_discord.seed
    async with running_bot(fake_discord, tmp_path) as run:
        handle = await fake_discord.slash(seed.bob, "fact", channel_id=seed.trivia.id)
        call = await handle.response()
        embed = call.json["data"]["embeds"][0]
        assert embed["description"].startswith("“")
        source = next(f for f in embed["fields"] if f["name"] == "Source")
        titles = {run.bot.bank.title_of(d["id"]) for d in run.bot.bank.export["documents"]}
        assert any(source["value"].startswith(t[:30]) for t in titles)
        missing = await fake_discord.slash(
            seed.bob, "fact", options={"topic": "Monaco"}, channel_id=seed.trivia.id
        )
        assert "No facts about 'Monaco'" in await ephemeral_text(missing)


async def test_report_button_works_after_a_restart(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        await start(fake_discord, seed.alice, channel, questions=1)
        await run.question_posted(channel, 1)
        question = run.current_question(channel)
        await fake_discord.send_message(channel, seed.alice, question.answer)
        reveal = await run.wait_for_message(channel, lambda m: embed_title(m).startswith("Answer:"))
    report_id = reveal["components"][0]["components"][0]["custom_id"]
    assert report_id == f"pf:report:{question.id}"

    fake_discord.gateway.identify_window = 0  # restarted at once; Discord's 5 s IDENTIFY rule aside
    async with running_bot(fake_discord, tmp_path):  # a new process on the same database
        pressed = await fake_discord.click(seed.bob, fake_discord.message(reveal["id"]), report_id)
        assert (await pressed.response()).json["type"] == 9  # a form asking what is wrong
        reason_id = pressed.modal["components"][0]["components"][0]["custom_id"]
        sent = await fake_discord.submit_modal(seed.bob, pressed, {reason_id: "The  answer is   wrong"})
        assert "is reported" in await ephemeral_text(sent)
        again = await fake_discord.click(seed.bob, fake_discord.message(reveal["id"]), report_id)
        await again.response()
        resent = await fake_discord.submit_modal(seed.bob, again, {reason_id: ""})
        assert "already reported" in await ephemeral_text(resent)
    assert rows(tmp_path / "trivia.db", "SELECT question_id, user_id, reason FROM question_reports") == [
        (question.id, seed.bob.id, "The answer is wrong")
    ]


async def test_topic_autocomplete_offers_races(fake_discord, tmp_path):
    seed = fake_discord.seed
    async with running_bot(fake_discord, tmp_path) as run:
        handle = await fake_discord.autocomplete(
            seed.alice,
            "trivia",
            "topic",
            subcommand="start",
            options={"topic": "kansas"},
            channel_id=seed.trivia.id,
        )
        await handle.response()
        names = [c["name"] for c in handle.choices]
        assert names and len(names) <= 25 and all("Kansas" in n or "kansas" in n.lower() for n in names)
        race = names[0]
        started = await fake_discord.slash(
            seed.alice,
            "trivia",
            subcommand="start",
            options={"topic": race, "questions": 1},
            channel_id=seed.trivia.id,
        )
        assert "Game started" in (await started.followup()).json["content"]
        assert (
            run.current_question(seed.trivia.id).race == race
            if (await run.question_posted(seed.trivia.id, 1))
            else False
        )
