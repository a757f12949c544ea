"""/fact: a random fact from the bank with the sentence and report it came from."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import TriviaBot
from bot.errors import UserFacingError
from bot.factbank.merge import Fact
from cogs._common import clip, plain, reply, topic_choices

COLOUR = discord.Colour(0x7A5DC7)


def fact_embed(fact: Fact, title_of) -> discord.Embed:
    first = fact.sources[0]
    embed = discord.Embed(
        title=clip(f"📰 {discord.utils.escape_mentions(fact.race)}" if fact.race else "📰 Race fact", 256),
        description=f"“{plain(first.sentence, 4000)}”",
        colour=COLOUR,
    )
    others = len(fact.sources) - 1
    source = plain(title_of(first.document), 900)
    if others:
        source += f"\n…and {others} more report{'s' if others != 1 else ''}"
    embed.add_field(name="Source", value=clip(source, 1024), inline=False)
    relation = fact.relation.replace("_", " ")
    footer = f"{relation}: {fact.subject} → {fact.value}"
    embed.set_footer(text=clip(discord.utils.escape_mentions(footer), 2048))
    return embed


class FactsCog(commands.Cog):
    def __init__(self, bot: TriviaBot) -> None:
        self.bot = bot

    @app_commands.command(name="fact", description="A random fact from the race reports, with its source")
    @app_commands.describe(topic="Only facts about this race or report")
    async def fact(
        self,
        interaction: discord.Interaction[TriviaBot],
        topic: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        fact = self.bot.bank.random_fact(self.bot.rng, topic)
        if fact is None:
            where = f" about {topic!r}" if topic else ""
            raise UserFacingError(f"No facts{where} in the fact bank yet.")
        await reply(interaction, embed=fact_embed(fact, self.bot.bank.title_of))

    @fact.autocomplete("topic")
    async def topic_autocomplete(
        self, interaction: discord.Interaction[TriviaBot], current: str
    ) -> list[app_commands.Choice[str]]:
        return topic_choices(self.bot.bank.topics(), current)


async def setup(bot: TriviaBot) -> None:
    await bot.add_cog(FactsCog(bot))
