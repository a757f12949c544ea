"""/triviaadmin and /sources end to end: permissions, settings, documents, questions, scores."""

from __future__ import annotations

from tests.e2e.botkit import embed_text, rows, running_bot
from tests.e2e.test_trivia_commands import ephemeral_text

REPORT = """Rivera wins the Lakeside 300 at Harbor Speedway

Maya Rivera won the Lakeside 300 at Harbor Speedway on Sunday, beating Jonah Park by 0.412 seconds.
Park finished second after leading 80 laps, and Leo Brandt was third.
Rivera drove the No. 14 car for Summit Racing.
"""


async def admin(fake, user, sub, group=None, **options):
    return await fake.slash(
        user, "triviaadmin", group=group, subcommand=sub, options=options, channel_id=fake.seed.trivia.id
    )


async def test_members_cannot_use_moderator_commands(fake_discord, tmp_path):
    seed = fake_discord.seed
    doc = fake_discord.add_attachment("sneaky.txt", REPORT.encode())
    async with running_bot(fake_discord, tmp_path) as run:
        checks = [
            await admin(fake_discord, seed.bob, "settings", questions=5),
            await admin(fake_discord, seed.bob, "add", group="document", file=doc),
            await admin(fake_discord, seed.bob, "remove", group="document", name="000_4fb02dffc0855e09.txt"),
            await admin(fake_discord, seed.bob, "disable", group="question", id=run.bot.bank.questions[0].id),
            await admin(fake_discord, seed.bob, "reset", group="scores"),
        ]
        for handle in checks:
            assert "Only moderators" in await ephemeral_text(handle)
            assert handle.ephemeral
        assert not (tmp_path / "documents" / "sneaky.txt").exists()
        assert (tmp_path / "documents" / "000_4fb02dffc0855e09.txt").exists()
        assert await run.storage.disabled_questions(seed.guild.id) == set()
    synced = fake_discord.find_calls(lambda c: c.method == "PUT" and c.route.endswith("/commands"))[-1].json
    command = next(c for c in synced if c["name"] == "triviaadmin")
    assert int(command["default_member_permissions"]) == 1 << 5  # Manage Server: hidden from members


async def test_settings_change_the_defaults_and_channels(fake_discord, tmp_path):
    seed = fake_discord.seed
    role = fake_discord.add_role(seed.guild.id, "quizmaster")
    async with running_bot(fake_discord, tmp_path) as run:
        shown = await admin(fake_discord, seed.moderator, "settings")
        await shown.response()
        assert "bot default" in embed_text((await shown.followup()).json)
        changed = await admin(
            fake_discord,
            seed.moderator,
            "settings",
            questions=3,
            mode="buttons",
            seconds=20,
            role=role.id,
            allow_channel=seed.trivia.id,
        )
        await changed.response()
        text = embed_text((await changed.followup()).json)
        assert (
            "3" in text and "buttons" in text and f"<@&{role.id}>" in text and f"<#{seed.trivia.id}>" in text
        )
        saved = await run.storage.get_settings(seed.guild.id)
        assert (saved.default_questions, saved.default_seconds, saved.default_mode) == (3, 20, "buttons")

        elsewhere = await fake_discord.slash(
            seed.alice, "trivia", subcommand="start", channel_id=seed.general.id
        )
        assert "Trivia games run only in" in await ephemeral_text(elsewhere)
        here = await fake_discord.slash(seed.alice, "trivia", subcommand="start", channel_id=seed.trivia.id)
        assert "Game started with 3 questions" in await ephemeral_text(here)
        assert run.trivia.games[seed.trivia.id].game.settings.mode == "buttons"


async def test_document_add_rebuilds_and_reports(fake_discord, tmp_path):
    seed = fake_discord.seed
    good = fake_discord.add_attachment("Harbor report.txt", REPORT.encode())
    async with running_bot(fake_discord, tmp_path) as run:
        before = len(run.bot.bank.questions)
        handle = await admin(fake_discord, seed.moderator, "add", group="document", file=good)
        await handle.response()
        report = (await handle.followup(timeout=10)).json["content"]
        assert report.startswith("Harbor-report.txt added. Facts:")
        assert (tmp_path / "documents" / "Harbor-report.txt").read_text() == REPORT
        assert len(run.bot.bank.questions) > before
        assert any("Lakeside 300" in q.race for q in run.bot.bank.questions)

        again = await admin(fake_discord, seed.moderator, "add", group="document", file=good)
        assert "already exists" in await ephemeral_text(again)

        sources = await fake_discord.slash(seed.bob, "sources", channel_id=seed.trivia.id)
        listing = embed_text((await sources.response()).json["data"])
        assert "Harbor-report.txt" in listing and "6 documents" in listing

        removed = await admin(
            fake_discord, seed.moderator, "remove", group="document", name="Harbor-report.txt"
        )
        await removed.response()
        assert "removed" in (await removed.followup(timeout=10)).json["content"]
        assert not (tmp_path / "documents" / "Harbor-report.txt").exists()
        assert len(run.bot.bank.questions) == before


async def test_bad_uploads_are_refused_and_nothing_is_written(fake_discord, tmp_path):
    seed = fake_discord.seed
    cases = {
        "binary": (fake_discord.add_attachment("photo.txt", bytes(range(256)) * 40), "binary"),
        "too large": (fake_discord.add_attachment("huge.txt", b"Lap. " * 220_000), "at most 1 MB"),
        "50 MB": (fake_discord.add_attachment("season.txt", b"x" * 50_000_000), "at most 1 MB"),
        "traversal": (
            fake_discord.add_attachment("../../bot/client.py", b"print('pwned')"),
            "not an acceptable",
        ),
        "wrong type": (fake_discord.add_attachment("notes.pdf", b"%PDF-1.4"), "Only .txt"),
        "empty": (fake_discord.add_attachment("empty.txt", b""), "not added"),
    }
    async with running_bot(fake_discord, tmp_path) as run:
        before = sorted(p.name for p in (tmp_path / "documents").iterdir())
        for label, (attachment, message) in cases.items():
            handle = await admin(fake_discord, seed.moderator, "add", group="document", file=attachment)
            text = await ephemeral_text(handle)
            assert message in text, (label, text)
        assert sorted(p.name for p in (tmp_path / "documents").iterdir()) == before
        assert (tmp_path.parent / "bot" / "client.py").exists() is False
        assert len(run.bot.bank.questions) > 0


async def test_disable_enable_and_reports(fake_discord, tmp_path):
    seed = fake_discord.seed
    async with running_bot(fake_discord, tmp_path) as run:
        question = run.bot.bank.questions[0]
        await run.storage.report_question(seed.guild.id, question.id, seed.bob.id, "answer is wrong", now=1.0)
        listing = await admin(fake_discord, seed.moderator, "reports", group="question")
        await listing.response()
        text = embed_text((await listing.followup()).json)
        assert question.id in text and "1 report" in text and "answer is wrong" in text

        off = await admin(fake_discord, seed.moderator, "disable", group="question", id=question.id)
        assert "is disabled" in await ephemeral_text(off)
        assert await run.storage.disabled_questions(seed.guild.id) == {question.id}
        unknown = await admin(fake_discord, seed.moderator, "disable", group="question", id="nope")
        assert "There is no question" in await ephemeral_text(unknown)

        # A disabled question is never asked: play as much of the bank as one game holds (no two
        # questions of one game give each other away, so that is less than all of it).
        start = await fake_discord.slash(
            seed.alice, "trivia", subcommand="start", options={"questions": 50}, channel_id=seed.trivia.id
        )
        await ephemeral_text(start)
        asked = [q.id for q in run.trivia.games[seed.trivia.id].game.questions]
        assert question.id not in asked and len(asked) >= 25

        on = await admin(fake_discord, seed.moderator, "enable", group="question", id=question.id)
        assert "enabled again" in await ephemeral_text(on)


async def test_scores_reset_needs_confirmation(fake_discord, tmp_path):
    seed = fake_discord.seed
    async with running_bot(fake_discord, tmp_path) as run:
        from bot.storage import AnswerRecord

        game = await run.storage.start_game(seed.guild.id, seed.trivia.id, seed.alice.id, {}, now=1e9)
        await run.storage.record_answer(
            AnswerRecord(game.id, seed.guild.id, "q", seed.alice.id, "alice", True, 10, 1, 0, 1e9)
        )
        handle = await admin(fake_discord, seed.moderator, "reset", group="scores")
        await handle.response()
        prompt = await handle.followup()
        assert "Are you sure" in prompt.json["content"]
        message = prompt.response
        yes, no = (c["custom_id"] for c in message["components"][0]["components"])

        cancelled = await fake_discord.click(seed.moderator, message, no)
        assert "Cancelled" in await ephemeral_text(cancelled)
        intruder = await fake_discord.click(seed.bob, message, yes)  # a button left where a member sees it
        assert "Only moderators" in await ephemeral_text(intruder)
        assert rows(tmp_path / "trivia.db", "SELECT count(*) FROM answers") == [(1,)]

        confirmed = await fake_discord.click(seed.moderator, message, yes)
        assert "1 answer removed" in await ephemeral_text(confirmed)
        assert rows(tmp_path / "trivia.db", "SELECT count(*) FROM answers") == [(0,)]
        assert (await run.storage.player_stats(seed.guild.id, seed.alice.id)).points == 0


async def test_document_remove_autocompletes_file_names(fake_discord, tmp_path):
    seed = fake_discord.seed
    async with running_bot(fake_discord, tmp_path):
        handle = await fake_discord.autocomplete(
            seed.moderator,
            "triviaadmin",
            "name",
            group="document",
            subcommand="remove",
            options={"name": "003"},
            channel_id=seed.trivia.id,
        )
        await handle.response()
        assert [c["value"] for c in handle.choices] == ["003_5e0a97e73855d811.txt"]


async def test_everyone_cannot_be_the_trivia_role(fake_discord, tmp_path):
    seed = fake_discord.seed
    async with running_bot(fake_discord, tmp_path) as run:
        handle = await admin(fake_discord, seed.moderator, "settings", role=seed.guild.id)  # @everyone's id
        assert "not the everyone role" in await ephemeral_text(handle)
        assert (await run.storage.get_settings(seed.guild.id)).trivia_role_id is None


async def test_undecodable_upload_is_refused(fake_discord, tmp_path):
    seed = fake_discord.seed
    bad = fake_discord.add_attachment("latin.txt", b"\xff\xfe\x00\xd8" * 50 + b"\x00" * 100)
    async with running_bot(fake_discord, tmp_path):
        handle = await admin(fake_discord, seed.moderator, "add", group="document", file=bad)
        assert "was not added" in await ephemeral_text(handle)
        assert not (tmp_path / "documents" / "latin.txt").exists()


async def test_settings_and_question_options_out_of_bounds(fake_discord, tmp_path):
    seed = fake_discord.seed
    async with running_bot(fake_discord, tmp_path) as run:
        for options, message in (
            ({"questions": 0}, "questions must be from 1 to 50"),
            ({"questions": 51}, "questions must be from 1 to 50"),
            ({"seconds": 9}, "seconds must be from 10 to 120"),
            ({"seconds": 10_000}, "seconds must be from 10 to 120"),
        ):
            handle = await admin(fake_discord, seed.moderator, "settings", **options)
            assert message in await ephemeral_text(handle), options
        long_id = await admin(fake_discord, seed.moderator, "disable", group="question", id="x" * 500)
        assert "There is no question" in await ephemeral_text(long_id)
        assert await run.storage.get_settings(seed.guild.id) == type(await run.storage.get_settings(1))(
            seed.guild.id
        )
