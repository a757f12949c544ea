"""/ask: answers about the races from the documents, quoting the sentences and naming their reports."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.ask import AskAnswer, ask
from bot.client import TriviaBot
from cogs._common import clip, defer, plain, reply

COLOUR = discord.Colour(0x3BA55C)
MAX_QUESTION = 300  # Discord allows 6,000 characters in an option; a question needs far fewer


def answer_embed(question: str, answer: AskAnswer) -> discord.Embed:
    embed = discord.Embed(title=clip(f"❓ {discord.utils.escape_mentions(question)}", 256), colour=COLOUR)
    if not answer.found:
        embed.description = "The documents don't say. Try /sources to see which races they cover."
        return embed
    parts = [f"**{plain(answer.lead, 1000)}**"] if answer.lead else []
    for quote in answer.quotes[:3]:
        parts.append(
            f"> “{plain(quote.sentence, 900)}”\n— *{plain(quote.title, 200)}* (`{plain(quote.document, 100)}`)"
        )
    embed.description = clip("\n\n".join(parts), 4096)
    return embed


class AskCog(commands.Cog):
    def __init__(self, bot: TriviaBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="ask", description="Ask about the races: answered from the reports, with quotes"
    )
    @app_commands.describe(question="Your question, e.g. Who won at Kansas?")
    async def ask(
        self, interaction: discord.Interaction[TriviaBot], question: app_commands.Range[str, 1, 6000]
    ) -> None:
        await defer(interaction, ephemeral=False)
        shown = " ".join(question.split())[:MAX_QUESTION]  # a 6,000-character question is cut, not refused
        answer = await ask(self.bot.storage, self.bot.bank, shown)
        await reply(interaction, embed=answer_embed(shown, answer))


async def setup(bot: TriviaBot) -> None:
    await bot.add_cog(AskCog(bot))
