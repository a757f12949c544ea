"""Moderator commands (/triviaadmin) and /sources."""

from __future__ import annotations

from bot.client import TriviaBot
from cogs.admin._cog import AdminCog, SourcesCog
from cogs.admin._views import ListPageButton, ResetButton

__all__ = ["AdminCog", "SourcesCog"]


async def setup(bot: TriviaBot) -> None:
    bot.add_dynamic_items(ResetButton, ListPageButton)
    await bot.add_cog(AdminCog(bot))
    await bot.add_cog(SourcesCog(bot))


async def teardown(bot: TriviaBot) -> None:
    bot.remove_dynamic_items(ResetButton, ListPageButton)
