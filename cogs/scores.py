"""/leaderboard, /stats and /forgetme: rankings, player cards, and erasing a player's data (theirs by
themselves, anyone's by a moderator with /triviaadmin scores forget)."""

from __future__ import annotations

import re
from typing import Any, Self

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import TriviaBot, report_error
from bot.errors import UserFacingError
from bot.storage import Leaderboard, Period, PlayerStats
from bot.wording import count
from cogs._common import (
    CONFIRM_SECONDS,
    MEDALS,
    NO_PINGS,
    defer,
    is_moderator,
    loaded_cog,
    plain,
    player_name,
    reply,
    require_guild,
    trivia_bot,
)

PAGE_SIZE = 10
MAX_PAGE = 100000  # the registered max_value of /leaderboard page
COLOUR = discord.Colour(0xD4A017)
PERIOD_TITLES = {
    Period.ALL: "all time",
    Period.MONTH: "this month",
    Period.WEEK: "this week",
    Period.TODAY: "today",
}


def leaderboard_embed(board: Leaderboard, guild_name: str) -> discord.Embed:
    lines = []
    for row in board.rows:
        medal = MEDALS[row.rank - 1] if row.rank <= 3 else f"`{row.rank:>3}.`"
        shown = player_name(row.display_name or f"player {row.user_id}", 60)
        lines.append(f"{medal} **{shown}**: {count(row.points, 'point')} ({row.correct} correct)")
    pages = max(1, -(-board.total_players // PAGE_SIZE))
    embed = discord.Embed(
        title=f"🏆 {plain(guild_name, 100)} leaderboard: {PERIOD_TITLES[board.period]}",
        description="\n".join(lines) or "Nobody has scored yet in this period. /trivia start to play!",
        colour=COLOUR,
    )
    embed.set_footer(
        text=f"page {board.offset // PAGE_SIZE + 1}/{pages} · {count(board.total_players, 'player')}"
    )
    return embed


def stats_embed(stats: PlayerStats, member: discord.abc.User) -> discord.Embed:
    embed = discord.Embed(title=f"📊 {player_name(member.display_name, 100)}", colour=COLOUR)
    if stats.answers == 0:
        embed.description = "No answers yet on this server."
        return embed
    embed.add_field(name="Points", value=str(stats.points))
    embed.add_field(name="Rank", value=f"#{stats.rank}" if stats.rank else "unranked")
    embed.add_field(name="Games", value=str(stats.games))
    embed.add_field(name="Correct answers", value=f"{stats.correct} of {stats.answers}")
    embed.add_field(name="Accuracy", value=f"{stats.accuracy:.0%}")
    embed.add_field(name="Best streak", value=str(stats.best_streak))
    return embed


class PageButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"pf:lb:(?P<owner>\d{1,20}):(?P<period>all|month|week|today):(?P<page>\d{1,6})",
):
    """A leaderboard page turner; only the member who asked for the leaderboard may press it."""

    def __init__(
        self, owner: int, period: Period, page: int, *, label: str = "", disabled: bool = False
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or f"Page {page + 1}",
                style=discord.ButtonStyle.secondary,
                custom_id=f"pf:lb:{owner}:{period.value}:{page}",
                disabled=disabled,
            )
        )
        self.owner, self.period, self.page = owner, period, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(int(match["owner"]), Period(match["period"]), int(match["page"]))

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        if interaction.user.id == self.owner:
            return True
        await reply(
            interaction,
            "Only the member who asked for this leaderboard can turn its pages. "
            "Use /leaderboard for your own.",
            ephemeral=True,
        )
        return False

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            await interaction.response.defer()  # acknowledged now; the edit follows the query
            cog = loaded_cog(interaction, "ScoresCog", ScoresCog)
            if cog is None:
                raise UserFacingError("The leaderboard is not available right now.")
            embed, view = await cog.page(interaction, self.owner, self.period, self.page)
            await interaction.edit_original_response(embed=embed, view=view, allowed_mentions=NO_PINGS)
        except Exception as exc:
            await report_error(interaction, exc)


class ForgetButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"pf:forget:(?P<guild>\d{1,20}):(?P<user>\d{1,20}):(?P<issued>\d{1,12}):(?P<action>yes|no)",
):
    """Confirms erasing one player's data on one server: the player themselves may press it (/forgetme),
    or a moderator (/triviaadmin scores forget); who it is is checked again on the press."""

    def __init__(self, guild_id: int, user_id: int, issued: int, action: str, *, label: str = "") -> None:
        yes = action == "yes"
        super().__init__(
            discord.ui.Button(
                label=label or ("Erase for good" if yes else "Cancel"),
                style=discord.ButtonStyle.danger if yes else discord.ButtonStyle.secondary,
                custom_id=f"pf:forget:{guild_id}:{user_id}:{issued}:{action}",
            )
        )
        self.guild_id, self.user_id, self.issued, self.action = guild_id, user_id, issued, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(int(match["guild"]), int(match["user"]), int(match["issued"]), match["action"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            bot = trivia_bot(interaction)
            await interaction.response.defer(ephemeral=True, thinking=True)
            if interaction.guild_id != self.guild_id:
                raise UserFacingError("This button belongs to another server.")
            yourself = interaction.user.id == self.user_id
            if not yourself and not is_moderator(interaction, await bot.storage.get_settings(self.guild_id)):
                raise UserFacingError("Only that player or a moderator can erase a player's trivia data.")
            if self.action == "no":
                await reply(interaction, "Cancelled: nothing was erased.", ephemeral=True)
                return
            if bot.wall_clock() - self.issued > CONFIRM_SECONDS:
                again = "/forgetme" if yourself else "/triviaadmin scores forget"
                raise UserFacingError(f"This confirmation has expired: run {again} again.")
            removed = await bot.storage.forget_player(self.guild_id, self.user_id)
            whose = "your" if yourself else f"<@{self.user_id}>'s"
            await reply(
                interaction,
                f"Done: {count(removed, 'answer')} removed; {whose} answers, points, streaks and question "
                "reports on this server are erased.",
                ephemeral=True,
            )
        except Exception as exc:
            await report_error(interaction, exc)


def forget_view(guild_id: int, user_id: int, issued: int) -> discord.ui.View:
    """Erase for good / Cancel, for one player's data on one server."""
    view = discord.ui.View(timeout=None)
    view.add_item(ForgetButton(guild_id, user_id, issued, "yes"))
    view.add_item(ForgetButton(guild_id, user_id, issued, "no"))
    return view


class ScoresCog(commands.Cog):
    def __init__(self, bot: TriviaBot) -> None:
        self.bot = bot

    async def page(
        self, interaction: discord.Interaction[TriviaBot], owner: int, period: Period, page: int
    ) -> tuple[discord.Embed, discord.ui.View]:
        guild_id = require_guild(interaction)
        board = await self.bot.storage.leaderboard(guild_id, period, limit=PAGE_SIZE, offset=page * PAGE_SIZE)
        pages = max(1, -(-board.total_players // PAGE_SIZE))
        if page >= pages and page > 0:  # the board shrank (or a hand-made page number): show the last page
            return await self.page(interaction, owner, period, pages - 1)
        view = discord.ui.View(timeout=None)
        view.add_item(PageButton(owner, period, max(0, page - 1), label="◀ Previous", disabled=page == 0))
        view.add_item(PageButton(owner, period, page + 1, label="Next ▶", disabled=page + 1 >= pages))
        name = interaction.guild.name if interaction.guild else "Server"
        return leaderboard_embed(board, name), view

    @app_commands.command(name="leaderboard", description="This server's top trivia players")
    @app_commands.describe(period="Which period to rank", page="Which page (10 players a page)")
    @app_commands.guild_only()
    async def leaderboard(
        self,
        interaction: discord.Interaction[TriviaBot],
        period: Period = Period.ALL,
        page: app_commands.Range[int, 1, MAX_PAGE] = 1,
    ) -> None:
        if not 1 <= page <= MAX_PAGE:  # Discord enforces it; checked again before the public reply
            raise UserFacingError(f"page must be between 1 and {MAX_PAGE}.")
        await defer(interaction, ephemeral=False)
        embed, view = await self.page(interaction, interaction.user.id, Period(period), page - 1)
        await reply(interaction, embed=embed, view=view)

    @app_commands.command(name="stats", description="A member's trivia card: points, accuracy, streak, rank")
    @app_commands.describe(member="Whose card (default: yours)")
    @app_commands.guild_only()
    async def stats(
        self, interaction: discord.Interaction[TriviaBot], member: discord.Member | None = None
    ) -> None:
        guild_id = require_guild(interaction)
        await defer(interaction, ephemeral=False)
        who = member or interaction.user
        stats = await self.bot.storage.player_stats(guild_id, who.id)
        await reply(interaction, embed=stats_embed(stats, who))

    @app_commands.command(
        name="forgetme", description="Erase your trivia answers and scores on this server (asks first)"
    )
    @app_commands.guild_only()
    async def forgetme(self, interaction: discord.Interaction[TriviaBot]) -> None:
        guild_id = require_guild(interaction)
        view = forget_view(guild_id, interaction.user.id, int(self.bot.wall_clock()))
        await reply(
            interaction,
            "⚠️ This erases your answers, points, streaks and question reports on this server for good "
            "(the leaderboard forgets you; you can play again from zero). Are you sure?",
            view=view,
            ephemeral=True,
        )


async def setup(bot: TriviaBot) -> None:
    bot.add_dynamic_items(PageButton, ForgetButton)
    await bot.add_cog(ScoresCog(bot))


async def teardown(bot: TriviaBot) -> None:
    bot.remove_dynamic_items(PageButton, ForgetButton)
