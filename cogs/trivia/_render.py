"""How game events look in Discord: embeds and short messages, always within Discord's limits."""

from __future__ import annotations

import discord

from bot.bank import FactBank
from bot.quiz import Correct, GameOver, GameSettings, HintGiven, QuestionAsked, Revealed
from bot.quiz.draw import is_imported
from bot.quiz.giveaway import reveals
from bot.quiz.state import HINT_STAGES
from bot.wording import count
from cogs._common import MEDALS, clip, plain, player_name

COLOUR = discord.Colour(0x2B7BB9)
GOOD = discord.Colour(0x2E9E5B)
LETTERS = "ABCD"  # the choices of a buttons-mode question, in order


def question(event: QuestionAsked, settings: GameSettings, *, ends_at_unix: float) -> discord.Embed:
    """The question card. It never shows what is asked: the race field is left out when the race's
    name holds the answer ("At which track was the AdventHealth 400 held?")."""
    q = event.question
    mode = "buttons: pick one choice" if event.mode == "buttons" else "typed: answer in chat"
    embed = discord.Embed(
        title=f"Question {event.number}/{event.total}",
        description=plain(q.prompt, 1500),
        colour=COLOUR,
    )
    if q.race.strip() and not reveals(q.race, q):
        label = "Topic" if is_imported(q) else "Race"
        embed.add_field(name=label, value=plain(q.race_title, 1024), inline=True)
    embed.add_field(name="Time", value=f"ends <t:{int(ends_at_unix)}:R>", inline=True)
    if event.choices:
        lines = [f"**{LETTERS[i]}.** {plain(choice, 200)}" for i, choice in enumerate(event.choices)]
        embed.add_field(name="Choices", value=clip("\n".join(lines), 1024), inline=False)
    embed.set_footer(text=f"{mode} · difficulty {q.difficulty}/3 · {hint_rule(settings)}")
    return embed


def hint_rule(settings: GameSettings) -> str:
    """How hints work, as the card and the game's intro say it."""
    times = " and ".join(
        f"{round(settings.seconds * k / (HINT_STAGES + 1))} s" for k in range(1, HINT_STAGES + 1)
    )
    return (
        f"hints come at {times} or with /trivia hint; each one shown takes "
        f"{count(settings.points.hint_cost, 'point')} off a right answer"
    )


def hint(event: HintGiven) -> str:
    who = f" (asked by <@{event.requested_by}>)" if event.requested_by else " (automatic)"
    return clip(
        f"💡 **Hint {event.stage}{who}:** {plain(event.text, 1500)} · "
        f"a right answer now scores {count(event.cost, 'point')} less",
        2000,
    )


def correct(event: Correct) -> str:
    b = event.breakdown
    extras = [f"speed +{b.speed}"] if b.speed else []
    extras += [f"streak +{b.streak}"] if b.streak else []
    extras += [f"hints −{b.hint_cost}"] if b.hint_cost else []
    detail = f" ({', '.join(extras)})" if extras else ""
    return clip(
        f"✅ **{player_name(event.display_name)}** got it! **+{count(event.points, 'point')}**{detail}", 2000
    )


def reveal(event: Revealed, bank: FactBank) -> discord.Embed:
    q = event.question
    heading = {"timeout": "⏱️ Time's up!", "skipped": "⏭️ Skipped.", "stopped": "⏹️ Stopped."}
    embed = discord.Embed(
        title=clip(f"Answer: {discord.utils.escape_mentions(event.answer)}", 256),
        description=heading.get(event.reason, ""),
        colour=GOOD if event.winners else COLOUR,
    )
    if event.votes and event.correct_index is not None:
        lines = []
        for i, (choice, votes) in enumerate(zip(q.choices, event.votes, strict=False)):
            mark = " ✅" if i == event.correct_index else ""
            lines.append(
                f"**{LETTERS[i]}.** {plain(choice, 150)}: {votes} vote{'s' if votes != 1 else ''}{mark}"
            )
        embed.add_field(name="Votes", value=clip("\n".join(lines), 1024), inline=False)
        if event.winners:
            got = ", ".join(f"{player_name(w.display_name, 60)} +{w.points}" for w in event.winners)
            embed.add_field(name="Got it", value=clip(got, 1024), inline=False)
        else:
            embed.add_field(name="Got it", value="Nobody this time.", inline=False)
    if q.sources:
        first = q.sources[0]
        title = bank.title_of(first.document)
        more = len(q.sources) - 1
        tail = f"\n*…and {more} more report{'s' if more != 1 else ''} say the same.*" if more else ""
        embed.add_field(
            name=clip(f"Source: {discord.utils.escape_mentions(title)}", 256),
            value=f"“{plain(first.sentence, 1024 - len(tail) - 2)}”" + tail,
            inline=False,
        )
    embed.set_footer(text=clip(f"Question {q.id} · {discord.utils.escape_mentions(q.race_title)}", 2048))
    return embed


def standings(event: GameOver) -> discord.Embed:
    reason = {
        "finished": "Game over!",
        "stopped": "Game stopped.",
        "idle": "Game ended: nobody was playing.",
        "shutdown": "Game ended: the bot is restarting.",
        "error": "Game ended by an error.",
    }
    embed = discord.Embed(title="🏁 " + reason.get(event.reason, "Game over."), colour=COLOUR)
    lines = []
    for row in event.standings[:20]:
        medal = MEDALS[row.rank - 1] if row.rank <= 3 else f"{row.rank}."
        lines.append(
            f"{medal} **{player_name(row.display_name, 60)}**: {count(row.points, 'point')}, {row.correct} correct"
        )
    if len(event.standings) > 20:
        lines.append(f"…and {count(len(event.standings) - 20, 'more player')}")
    embed.description = clip("\n".join(lines) or "Nobody scored this time.", 4096)
    embed.set_footer(
        text=f"{count(event.number, 'question')} asked · points are saved · /leaderboard for the season"
    )
    return embed
