"""Small helpers the cogs share: text clipping to Discord's limits and the moderator check."""

from __future__ import annotations

import discord

from bot.client import NO_PINGS, reply
from bot.errors import UserFacingError
from bot.storage import GuildSettings

__all__ = ["NO_PINGS", "clip", "defer", "is_moderator", "plain", "reply", "require_guild"]


def clip(text: str, limit: int) -> str:
    """``text`` cut politely to ``limit`` characters (at a word when possible, with an ellipsis)."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit * 0.6:
        cut = cut[:space]
    return cut.rstrip() + "…"


def plain(text: str, limit: int) -> str:
    """Player or document text made inert for display: markdown escaped, then clipped."""
    return clip(discord.utils.escape_markdown(text), limit)


def require_guild(interaction: discord.Interaction) -> int:
    if interaction.guild_id is None:
        raise UserFacingError("Trivia runs in servers, not in direct messages.")
    return interaction.guild_id


def is_moderator(interaction: discord.Interaction, settings: GuildSettings) -> bool:
    """Manage Messages in this channel (or Manage Server), or the server's configured trivia role."""
    perms = interaction.permissions
    if perms.manage_messages or perms.manage_guild or perms.administrator:
        return True
    role_id = settings.trivia_role_id
    user = interaction.user
    return bool(role_id) and isinstance(user, discord.Member) and any(r.id == role_id for r in user.roles)


async def defer(interaction: discord.Interaction, *, ephemeral: bool) -> None:
    """Acknowledge at once (Discord allows 3 s); the answer follows when the work is done."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)
