"""Small helpers the cogs share: text clipping to Discord's limits and the moderator check."""

from __future__ import annotations

import unicodedata

import discord

from bot.client import NO_PINGS, reply
from bot.errors import UserFacingError
from bot.storage import GuildSettings

__all__ = ["NO_PINGS", "clip", "defer", "is_moderator", "plain", "player_name", "reply", "require_guild"]


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
    """Player or document text made inert for display: mentions broken (no @everyone, role or user
    mention shows, even a silent one), markdown escaped, clipped to ``limit``."""
    return clip(discord.utils.escape_markdown(discord.utils.escape_mentions(text)), limit)


# Bidi classes that can reorder the text around a name: right-to-left letters and explicit controls.
_BIDI_RISKY = frozenset({"R", "AL", "RLE", "RLO", "LRE", "LRO", "RLI", "LRI", "FSI", "PDF", "PDI"})


def player_name(text: str, limit: int = 80) -> str:
    """A player's name, inert, and wrapped in a bidi isolate (U+2068 … U+2069) when it holds
    right-to-left text or bidi controls, so it cannot reorder the points beside it."""
    shown = plain(text, limit - 2)
    if any(unicodedata.bidirectional(ch) in _BIDI_RISKY for ch in shown):
        return f"\u2068{shown}\u2069"
    return shown


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
