"""Bad input: options at and beyond their bounds, unknown topics, huge messages, unusual player names.

Discord enforces the registered bounds (min_value, max_value, choices, max_length) for real users; the
fake does not, so these tests also send what Discord would refuse and expect the code's own check to
answer with a clear private error. Every test fails on any ERROR log record (an ERROR means a bug).
"""

from __future__ import annotations

import discord
import pytest

from tests.e2e.botkit import embed_text, embed_title, rows, running_bot
from tests.e2e.playkit import assert_no_errors, ephemeral_text, start_game


@pytest.fixture(autouse=True)
def no_error_logs(caplog):
    yield
    assert_no_errors(caplog)


def synced_options(fake) -> dict[str, dict]:
    """Every synced option, by "command [subcommand] option"."""
    found: dict[str, dict] = {}

    def walk(prefix: str, options: list[dict]) -> None:
        for option in options:
            key = f"{prefix} {option['name']}"
            if option["type"] in (1, 2):
                walk(key, option.get("options") or [])
            else:
                found[key] = option

    for commands in fake.world.commands.values():
        for command in commands:
            walk(command["name"], command.get("options") or [])
    return found


BOUNDS = {  # option -> (min_value, max_value, min_length, max_length), as DESIGN.md's table says
    "trivia start questions": (1, 50, None, None),
    "trivia start seconds": (10, 120, None, None),
    "trivia start topic": (None, None, 1, 100),
    "fact topic": (None, None, 1, 100),
    "leaderboard page": (1, 100000, None, None),
}


async def test_registered_commands_carry_their_bounds(fake_discord, tmp_path):
    async with running_bot(fake_discord, tmp_path):
        options = synced_options(fake_discord)
    for key, expected in BOUNDS.items():
        got = tuple(options[key].get(k) for k in ("min_value", "max_value", "min_length", "max_length"))
        assert got == expected, key
    choices = {key: [c["value"] for c in o.get("choices") or []] for key, o in options.items()}
    assert choices["trivia start mode"] == ["typed", "buttons"]
    assert choices["leaderboard period"] == ["all", "month", "week", "today"]
    assert options["stats member"]["type"] == 6  # a member picker: Discord only offers members


START_REFUSALS = [
    ({"questions": 0}, "questions must be between 1 and 50"),
    ({"questions": -3}, "questions must be between 1 and 50"),
    ({"questions": 51}, "questions must be between 1 and 50"),
    ({"questions": 2**53}, "questions must be between 1 and 50"),
    ({"seconds": 0}, "seconds must be between 10 and 120"),
    ({"seconds": 9}, "seconds must be between 10 and 120"),
    ({"seconds": 121}, "seconds must be between 10 and 120"),
    ({"seconds": -1}, "seconds must be between 10 and 120"),
    ({"mode": "sprint"}, "mode must be one of typed, buttons"),
    ({"mode": ""}, "mode must be one of typed, buttons"),
    ({"topic": "x" * 101}, "topic must be at most 100 characters"),
    ({"topic": "🏁" * 3000}, "topic must be at most 100 characters"),
    ({"topic": "Grand Prix of Nowhere 1066"}, "There are no questions about 'Grand Prix of Nowhere 1066'"),
]


async def test_trivia_start_refuses_every_option_out_of_bounds(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        for options, expected in START_REFUSALS:
            handle = await fake_discord.slash(
                seed.alice, "trivia", subcommand="start", options=options, channel_id=channel
            )
            text = await ephemeral_text(handle)
            assert expected in text, (options, text)
            assert handle.ephemeral and len(text) <= 2000
            assert channel not in run.trivia.games, options
        # The bounds themselves are accepted.
        await start_game(fake_discord, seed.alice, channel, questions=50, seconds=120, mode="buttons")
        await run.question_posted(channel, 1)
        assert run.trivia.games[channel].game.total <= 50
        await start_game(fake_discord, seed.bob, seed.general.id, questions=1, seconds=10)
    assert rows(tmp_path / "trivia.db", "SELECT count(*) FROM games") == [(2,)]


async def test_leaderboard_stats_and_fact_refuse_bad_values(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path):
        refusals = [
            ("leaderboard", {"page": 0}, "page must be between 1 and 100000"),
            ("leaderboard", {"page": -7}, "page must be between 1 and 100000"),
            ("leaderboard", {"page": 100001}, "page must be between 1 and 100000"),
            ("leaderboard", {"period": "yesterday"}, "isn't valid"),
            ("fact", {"topic": "Grand Prix of Nowhere 1066"}, "No facts about 'Grand Prix of Nowhere 1066'"),
            ("fact", {"topic": "y" * 101}, "No facts about 'yyy"),
        ]
        for name, options, expected in refusals:
            handle = await fake_discord.slash(seed.alice, name, options=options, channel_id=channel)
            text = await ephemeral_text(handle)
            assert expected in text, (name, options, text)
            assert handle.ephemeral
        # At the bounds: the last page of a small board is shown; the bot's own card is empty.
        last = await fake_discord.slash(
            seed.alice, "leaderboard", options={"page": 100000}, channel_id=channel
        )
        assert "page 1/1" in embed_text((await last.followup()).json)
        card = await fake_discord.slash(
            seed.alice, "stats", options={"member": fake_discord.bot.id}, channel_id=channel
        )
        assert "No answers yet" in embed_text((await card.followup()).json)


async def test_autocomplete_with_odd_text_offers_choices_or_nothing(fake_discord, tmp_path):
    seed = fake_discord.seed
    async with running_bot(fake_discord, tmp_path):
        for typed in ("", "🏎️", "ك" * 100, "a\u0301\u0302\u0303", "%_'\";--", "z" * 400):
            for name, sub in (("trivia", "start"), ("fact", None)):
                handle = await fake_discord.autocomplete(
                    seed.alice,
                    name,
                    "topic",
                    subcommand=sub,
                    options={"topic": typed},
                    channel_id=seed.trivia.id,
                )
                call = await handle.response()
                assert call.status == 200 and handle.choices is not None and len(handle.choices) <= 25
                assert all(1 <= len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in handle.choices)


async def test_a_4000_character_message_during_a_game_is_harmless(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    async with running_bot(fake_discord, tmp_path) as run:
        await start_game(fake_discord, seed.alice, channel, questions=1)
        await run.question_posted(channel, 1)
        question = run.current_question(channel)
        wall = ("Lorem ipsum dolor sit amet " * 200)[:4000]
        await fake_discord.send_message(channel, seed.bob, wall)
        buried = wall[: 4000 - len(question.answer) - 1] + " " + question.answer  # past what is read
        await fake_discord.send_message(channel, seed.bob, buried)
        await fake_discord.send_message(channel, seed.carol, "🏁" * 4000)
        await fake_discord.send_message(channel, seed.carol, question.answer)
        won = await run.wait_for_message(channel, lambda m: "got it!" in (m.get("content") or ""))
        assert "**carol** got it!" in won["content"]
        await run.wait_for_message(channel, lambda m: "Game over" in embed_title(m))
    correct = rows(tmp_path / "trivia.db", "SELECT user_id FROM answers WHERE correct = 1")
    assert correct == [(seed.carol.id,)]


NAMES = [  # (name, written right to left or holding a bidi control)
    ("🏎️ Speedy 🏁", False),  # emoji, with a variation selector
    ("سائق سريع", True),  # Arabic
    ("נהג 12", True),  # Hebrew then a number, which bidi would carry to the left
    ("\u202ereversed", True),  # a right-to-left override character
    ("Zoe\u0308 Za\u0301\u0327\u0316lgo", False),  # combining marks
    ("👩🏽\u200d🔧 Pit Crew", False),  # a zero-width-joiner sequence
]


async def test_unusual_player_names_in_announcements_and_leaderboards(fake_discord, tmp_path):
    seed = fake_discord.seed
    channel = seed.trivia.id
    players = [fake_discord.add_member(seed.guild.id, None, name) for name, _ in NAMES]
    rtl = {p.id for p, (_, is_rtl) in zip(players, NAMES, strict=True) if is_rtl}
    async with running_bot(fake_discord, tmp_path) as run:
        await start_game(fake_discord, seed.alice, channel, questions=len(players))
        for number, player in enumerate(players, start=1):
            await run.question_posted(channel, number)
            await fake_discord.send_message(channel, player, run.current_question(channel).answer)
            shown = discord.utils.escape_markdown(player.user.username)
            won = await run.wait_for_message(channel, lambda m, s=shown: s in (m.get("content") or ""))
            assert "got it!" in won["content"]
        end = await run.wait_for_message(channel, lambda m: "Game over" in embed_title(m))

        board = await fake_discord.slash(seed.carol, "leaderboard", channel_id=channel)
        board_text = embed_text((await board.followup()).json)
        cards = {}
        for player in players:
            card = await fake_discord.slash(
                seed.carol, "stats", options={"member": player.id}, channel_id=channel
            )
            cards[player.id] = (await card.followup()).json["embeds"][0]

    stored = dict(rows(tmp_path / "trivia.db", "SELECT user_id, display_name FROM players"))
    points = dict(rows(tmp_path / "trivia.db", "SELECT user_id, sum(points) FROM answers GROUP BY user_id"))
    standings = embed_text(end)
    for player in players:
        name = player.user.username
        assert stored[player.id] == name  # stored exactly as Discord gave it
        shown = discord.utils.escape_markdown(name)
        for where in (board_text, standings, cards[player.id]["title"]):
            line = next((ln for ln in where.splitlines() if shown in ln), None)
            assert line is not None, (name, where)
            if player.id in rtl:  # isolated, so it cannot reorder the rest of the line
                assert f"\u2068{shown}\u2069" in line, (name, line)
        assert f"{points[player.id]} points" in next(ln for ln in board_text.splitlines() if shown in ln)
