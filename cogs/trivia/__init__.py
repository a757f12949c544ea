"""The trivia games cog (commands in _cog, the per-channel task in _runner, buttons in _views)."""

from __future__ import annotations

from bot.client import TriviaBot
from cogs.trivia._cog import TriviaCog
from cogs.trivia._views import ChoiceButton, ReportButton

__all__ = ["TriviaCog"]


async def setup(bot: TriviaBot) -> None:
    bot.add_dynamic_items(ChoiceButton, ReportButton)  # persistent: they work after a restart
    await bot.add_cog(TriviaCog(bot))


async def teardown(bot: TriviaBot) -> None:
    bot.remove_dynamic_items(ChoiceButton, ReportButton)
