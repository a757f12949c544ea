"""Small helpers the cogs share: text clipping to Discord's limits, the moderator check, reaching a
loaded cog and the topic choices of an autocomplete."""

from __future__ import annotations

import unicodedata
from typing import Any, TypeVar

import discord
from discord import app_commands

from bot.client import NO_PINGS, TriviaBot, reply
from bot.errors import UserFacingError
from bot.storage import GuildSettings

__all__ = [
    "CONFIRM_SECONDS",
    "MEDALS",
    "NO_PINGS",
    "clip",
    "defer",
    "is_moderator",
    "loaded_cog",
    "plain",
    "player_name",
    "reply",
    "require_guild",
    "topic_choices",
    "trivia_bot",
]

T = TypeVar("T")
CONFIRM_SECONDS = 300  # how long a "for good" confirmation button stays valid
MEDALS = ("🥇", "🥈", "🥉")  # ranks 1 to 3, on the leaderboard and the final standings


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


def require_guild(interaction: discord.Interaction[Any]) -> int:
    if interaction.guild_id is None:
        raise UserFacingError("Trivia runs in servers, not in direct messages.")
    return interaction.guild_id


def is_moderator(interaction: discord.Interaction[Any], settings: GuildSettings) -> bool:
    """Manage Messages in this channel (or Manage Server), or the server's configured trivia role."""
    perms = interaction.permissions
    if perms.manage_messages or perms.manage_guild or perms.administrator:
        return True
    role_id = settings.trivia_role_id
    user = interaction.user
    return bool(role_id) and isinstance(user, discord.Member) and any(r.id == role_id for r in user.roles)


async def defer(interaction: discord.Interaction[Any], *, ephemeral: bool) -> None:
    """Acknowledge at once (Discord allows 3 s); the answer follows when the work is done."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)


def loaded_cog(interaction: discord.Interaction[Any], name: str, kind: type[T]) -> T | None:
    """The bot's loaded cog ``name`` as a ``kind`` (its class, or a runtime-checkable Protocol of what
    the caller needs from it), or None while it is not loaded. Buttons reach their cog this way: they
    outlive restarts and reloads, so they hold no reference to it."""
    client = interaction.client
    cog = client.get_cog(name) if isinstance(client, TriviaBot) else None
    return cog if isinstance(cog, kind) else None


def trivia_bot(interaction: discord.Interaction[Any]) -> TriviaBot:
    """The bot an interaction came to, typed (a button or form callback is typed for any client)."""
    client = interaction.client
    if not isinstance(client, TriviaBot):
        raise TypeError(f"expected the TriviaBot, got {type(client).__name__}")
    return client


def topic_choices(topics: list[str], current: str) -> list[app_commands.Choice[str]]:
    """Up to 25 autocomplete choices among ``topics``: those containing what was typed, any letter case."""
    needle = current.casefold().strip()
    matches = [t for t in topics if needle in t.casefold()] if needle else topics
    return [app_commands.Choice(name=clip(t, 100), value=t[:100]) for t in matches[:25]]
