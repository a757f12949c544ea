"""The confirmation button of /triviaadmin scores reset (moderators only, this server only)."""

from __future__ import annotations

import re

import discord

from bot.client import report_error
from bot.errors import UserFacingError
from cogs._common import reply

CONFIRM_SECONDS = 300


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
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ):
        return cls(int(match["guild"]), int(match["issued"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            cog = interaction.client.get_cog("AdminCog")
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
                f"Done: {removed} answers removed; every score on this server is now 0.",
                ephemeral=True,
            )
        except Exception as exc:
            await report_error(interaction, exc)


def confirm_view(guild_id: int, issued: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ResetButton(guild_id, issued, "yes"))
    view.add_item(ResetButton(guild_id, issued, "no"))
    return view
