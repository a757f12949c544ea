"""The confirmation button of /triviaadmin scores reset (moderators only, this server only)."""

from __future__ import annotations

import re
from typing import Any, Protocol, Self, runtime_checkable

import discord

from bot.client import TriviaBot, report_error
from bot.errors import UserFacingError
from bot.wording import count
from cogs._common import CONFIRM_SECONDS, NO_PINGS, loaded_cog, reply

FILTER_MAX = 50  # the longest /sources race filter a page button carries (custom ids hold 100)


@runtime_checkable
class ScoreKeeper(Protocol):
    """What the confirmation buttons need of the admin cog (which imports this module)."""

    bot: TriviaBot

    async def require_moderator(self, interaction: discord.Interaction[TriviaBot]) -> None: ...


@runtime_checkable
class Pages(Protocol):
    """What a page button needs of the cog that draws its list."""

    async def page(
        self, interaction: discord.Interaction[TriviaBot], owner: int, page: int, text: str, /
    ) -> tuple[discord.Embed, discord.ui.View | None]: ...


class ResetButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"pf:reset:(?P<guild>\d{1,20}):(?P<issued>\d{1,12}):(?P<action>yes|no)",
):
    def __init__(self, guild_id: int, issued: int, action: str) -> None:
        yes = action == "yes"
        super().__init__(
            discord.ui.Button(
                label="Reset every score on this server" if yes else "Cancel",
                style=discord.ButtonStyle.danger if yes else discord.ButtonStyle.secondary,
                custom_id=f"pf:reset:{guild_id}:{issued}:{action}",
            )
        )
        self.guild_id, self.issued, self.action = guild_id, issued, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(int(match["guild"]), int(match["issued"]), match["action"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            cog = loaded_cog(interaction, "AdminCog", ScoreKeeper)
            if cog is None:
                raise UserFacingError("Moderator commands are not available right now.")
            await interaction.response.defer(ephemeral=True, thinking=True)
            await cog.require_moderator(interaction)  # checked again on the press itself
            if interaction.guild_id != self.guild_id:
                raise UserFacingError("This button belongs to another server.")
            if self.action == "no":
                await reply(interaction, "Cancelled: no score was changed.", ephemeral=True)
                return
            if cog.bot.wall_clock() - self.issued > CONFIRM_SECONDS:
                raise UserFacingError("This confirmation has expired: run /triviaadmin scores reset again.")
            removed = await cog.bot.storage.reset_scores(self.guild_id)
            await reply(
                interaction,
                f"Done: {count(removed, 'answer')} removed; every score on this server is now 0.",
                ephemeral=True,
            )
        except Exception as exc:
            await report_error(interaction, exc)


def confirm_view(guild_id: int, issued: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ResetButton(guild_id, issued, "yes"))
    view.add_item(ResetButton(guild_id, issued, "no"))
    return view


class ListPageButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"pf:pg:(?P<kind>src|rep):(?P<owner>\d{1,20}):(?P<page>\d{1,6}):(?P<filter>.{0,60})",
):
    """Turns a page of /sources (``src``, with its race filter) or of the reported questions (``rep``).
    Only the member who asked for the list may turn its pages; reports are checked for moderators again.
    """

    def __init__(self, kind: str, owner: int, page: int, text: str, *, label: str, disabled: bool) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"pf:pg:{kind}:{owner}:{page}:{text[:FILTER_MAX]}",
                disabled=disabled,
            )
        )
        self.kind, self.owner, self.page, self.text = kind, owner, page, text[:FILTER_MAX]

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(
            match["kind"], int(match["owner"]), int(match["page"]), match["filter"], label="", disabled=False
        )

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        if interaction.user.id == self.owner:
            return True
        command = "/sources" if self.kind == "src" else "/triviaadmin question reports"
        await reply(
            interaction,
            f"Only the member who asked for this list can turn its pages. Use {command} for your own.",
            ephemeral=True,
        )
        return False

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            cog = loaded_cog(interaction, "AdminCog" if self.kind == "rep" else "SourcesCog", Pages)
            if cog is None:
                raise UserFacingError("This list is not available right now.")
            await interaction.response.defer()  # acknowledged now; the edit follows
            embed, view = await cog.page(interaction, self.owner, self.page, self.text)
            await interaction.edit_original_response(embed=embed, view=view, allowed_mentions=NO_PINGS)
        except Exception as exc:
            await report_error(interaction, exc)


def page_view(kind: str, owner: int, page: int, pages: int, text: str = "") -> discord.ui.View | None:
    """◀ Previous / Next ▶ under a list, or None when it fits on one page."""
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(ListPageButton(kind, owner, max(0, page - 1), text, label="◀ Previous", disabled=page == 0))
    view.add_item(ListPageButton(kind, owner, page + 1, text, label="Next ▶", disabled=page + 1 >= pages))
    return view
