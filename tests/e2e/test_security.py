"""Security: who may stop or skip a game (by command or by an old button), and that nothing the bot
sends can ping @everyone, @here, a role or a member who did not act, whatever a document or a player
wrote."""

from __future__ import annotations

import re
import shutil

import pytest

from bot.storage import GuildSettings
from devkit.fakediscord import Perm
from devkit.fakediscord.limits import message_body
from tests.e2e.botkit import CORPUS, SEND, embed_title, running_bot
from tests.e2e.playkit import assert_no_errors, ephemeral_text, start_game

REFUSED = "Only the player who started this game, or a moderator"
EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"


@pytest.fixture(autouse=True)
def no_error_logs(caplog):
    yield
    assert_no_errors(caplog)


def buttons(message: dict) -> list[dict]:
    return [c for row in message.get("components", []) for c in row.get("components", [])]


async def test_members_without_rights_cannot_stop_or_skip_anothers_game(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    guild = seed.guild.id
    racer = fake_discord.add_role(guild, "racer", Perm.MENTION_EVERYONE | Perm.KICK_MEMBERS)
    quizmaster = fake_discord.add_role(guild, "quizmaster")
    dave = fake_discord.add_member(guild, None, "dave", roles=(racer.id,))  # rights, but not these
    erin = fake_discord.add_member(guild, None, "erin", roles=(quizmaster.id,))
    async with running_bot(fake_discord, tmp_path) as run:
        await run.storage.set_settings(GuildSettings(guild, trivia_role_id=quizmaster.id), now=0)
        await start_game(fake_discord, seed.alice, channel, questions=3)
        await run.question_posted(channel, 1)
        asked = run.current_question(channel)
        for member in (seed.bob, dave):
            for action in ("stop", "skip"):
                handle = await fake_discord.slash(member, "trivia", subcommand=action, channel_id=channel)
                assert REFUSED in await ephemeral_text(handle) and handle.ephemeral
        assert channel in run.trivia.games and run.current_question(channel) is asked
        game = run.trivia.games[channel].game
        assert game.current is not None and game.current.number == 1

        skipped = await fake_discord.slash(erin, "trivia", subcommand="skip", channel_id=channel)
        assert "Skipped" in await ephemeral_text(skipped)  # the trivia role may
        await run.question_posted(channel, 2)
        stopped = await fake_discord.slash(seed.moderator, "trivia", subcommand="stop", channel_id=channel)
        assert "Game stopped" in await ephemeral_text(stopped)  # Manage Messages may


async def test_buttons_left_on_old_messages_cannot_touch_the_running_game(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path, time_scale=5) as run:
        await start_game(fake_discord, seed.alice, channel, questions=2, mode="buttons", seconds=60)
        old = await run.question_posted(channel, 1)
        # Taking the buttons away fails (Discord hiccup), so they stay on the old question.
        fake_discord.fail_next(
            lambda c: c.route == EDIT and c.params["message_id"] == old["id"], status=403, times=5
        )
        stop = await fake_discord.slash(seed.alice, "trivia", subcommand="stop", channel_id=channel)
        await ephemeral_text(stop)
        await run.wait_for_message(channel, lambda m: "Game stopped" in embed_title(m))
        assert buttons(fake_discord.message(old["id"])), "the old buttons are still there"

        since = fake_discord.mark()
        await start_game(fake_discord, seed.alice, channel, questions=2, mode="buttons", seconds=60)
        posted = await fake_discord.wait_for_call(
            lambda c: c.route == SEND and embed_title(c.response or {}).startswith("Question 1/"), since=since
        )
        current = posted.response
        for button in buttons(fake_discord.message(old["id"])):  # same question number, old game
            pressed = await fake_discord.click(seed.bob, old, button["custom_id"])
            assert "This question is closed" in await ephemeral_text(pressed)
        assert channel in run.trivia.games and run.trivia.games[channel].game.current.number == 1
        # None of those presses counted: bob's first real choice is still free.
        choice = await fake_discord.click(seed.bob, current, buttons(current)[0]["custom_id"])
        assert "Locked in" in await ephemeral_text(choice)


MENTION = re.compile(r"@everyone|@here|<@&\d{15,21}>|<@!?(\d{15,21})>")  # snowflakes


def raw_mentions(text: str, actors: set[int]) -> list[str]:
    """Mentions in ``text`` of anyone but ``actors``: @everyone, @here, any role, other members."""
    return [m.group(0) for m in MENTION.finditer(text) if not (m.group(1) and int(m.group(1)) in actors)]


def texts_of(body: dict) -> tuple[str, str]:
    """(content, every string of its embeds) of a message body."""
    parts = []
    for embed in body.get("embeds") or []:
        parts += [embed.get("title") or "", embed.get("description") or ""]
        parts += [f"{f['name']}\n{f['value']}" for f in embed.get("fields") or []]
        parts.append((embed.get("footer") or {}).get("text") or "")
    return body.get("content") or "", "\n".join(parts)


async def test_nothing_sent_pings_anyone_whatever_documents_and_players_say(fake_discord, tmp_path):
    seed = fake_discord.seed
    guild = seed.guild.id
    channel = seed.trivia.id
    role = fake_discord.add_role(guild, "pit crew")
    docs = tmp_path / "documents"
    shutil.copytree(CORPUS, docs)
    (docs / "hostile_report.txt").write_text(
        f"@everyone Wins at the Riverside 250 <@&{role.id}>\n\n"
        "Tom Example won the Riverside 250 at Riverside Speedway on Sunday, beating Sam Sample by 0.25 "
        f"seconds. @everyone @here <@&{role.id}> <@{seed.carol.id}>\n\n"
        f"Example drove the No. 12 car for <@&{role.id}> Racing and led 88 laps of the race.\n\n"
        "Sam Sample finished second and Max Mustermann @everyone finished third in the Riverside 250.\n\n"
        "There were four cautions in the Riverside 250, which @here fans will remember.\n",
        encoding="utf-8",
    )
    everyone = fake_discord.add_member(guild, None, "@everyone")
    here = fake_discord.add_member(guild, None, f"@here <@&{role.id}> <@{seed.carol.id}>")
    actors = {seed.alice.id, everyone.id, here.id}
    async with running_bot(fake_discord, tmp_path) as run:
        topics = run.bot.bank.topics()
        race = next(t for t in topics if "Riverside" in t)
        await start_game(fake_discord, seed.alice, channel, questions=4, topic=race)
        await run.question_posted(channel, 1)
        await fake_discord.slash(here, "trivia", subcommand="hint", channel_id=channel)
        for wrong in ("no idea", "999 laps", "Nobody Atall"):  # out of tries: named in the channel
            await fake_discord.send_message(channel, here, wrong)
        await fake_discord.send_message(channel, everyone, run.current_question(channel).answer)
        await run.wait_for_message(channel, lambda m: "got it!" in (m.get("content") or ""))
        await run.question_posted(channel, 2)
        await fake_discord.send_message(channel, here, run.current_question(channel).answer)
        await run.question_posted(channel, 3)
        await ephemeral_text(
            await fake_discord.slash(seed.alice, "trivia", subcommand="stop", channel_id=channel)
        )
        await run.wait_for_message(channel, lambda m: "Game stopped" in embed_title(m))
        for name, options in (
            ("leaderboard", {}),
            ("stats", {"member": everyone.id}),
            ("stats", {"member": here.id}),
            ("fact", {"topic": race}),
        ):
            handle = await fake_discord.slash(seed.alice, name, options=options, channel_id=channel)
            await handle.response()
            if handle.response_type == 5:
                await handle.followup()
        refused = await fake_discord.slash(
            everyone,
            "trivia",
            subcommand="start",
            options={"topic": f"@everyone <@&{role.id}>"},
            channel_id=channel,
        )
        assert "no questions about" in await ephemeral_text(refused)

    sent = [(call, message_body(call)[0]) for call in fake_discord.calls]
    bodies = [(call, body) for call, body in sent if body]
    assert len(bodies) > 10
    problems = []
    for call, body in bodies:
        mentions = body.get("allowed_mentions") or {}
        if body.get("content") and (mentions.get("parse") or mentions.get("roles") or mentions.get("users")):
            problems.append(f"{call!r} allowed_mentions {mentions}")
        content, embeds = texts_of(body)
        if found := raw_mentions(content, actors):
            problems.append(f"{call!r} content mentions {found}: {content[:200]!r}")
        # Embeds never ping; every embed shows the same text inert as well.
        if found := raw_mentions(embeds, actors):
            problems.append(f"{call!r} embed mentions {found}: {embeds[:300]!r}")
    assert not problems, "\n".join(problems)
    shown = "\n".join(texts_of(b)[0] + texts_of(b)[1] for _, b in bodies)
    assert "@\u200beveryone" in shown and "Riverside" in shown  # the hostile text was shown, inert
