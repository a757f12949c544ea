"""Buttons that keep working across restarts: their state lives in the custom_id (dynamic items).

- a choice in buttons mode:  ``pf:choice:<game id>:<question number>:<choice index>``
- Report question:           ``pf:report:<question id>``
A press on a button of a game that is no longer running gets a polite ephemeral answer.
"""

from __future__ import annotations

import re
from typing import Any, Protocol, Self, runtime_checkable

import discord

from bot.client import TriviaBot, report_error
from cogs._common import NO_PINGS, clip, loaded_cog, reply, trivia_bot
from cogs.trivia._render import LETTERS


@runtime_checkable
class ChoiceTaker(Protocol):
    """What a choice button needs of the trivia cog (which imports this module)."""

    async def on_choice(
        self, interaction: discord.Interaction[TriviaBot], game_id: int, number: int, index: int, /
    ) -> None: ...


class ChoiceButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"pf:choice:(?P<game>\d{1,19}):(?P<number>\d{1,2}):(?P<index>[0-3])",
):
    def __init__(self, game_id: int, number: int, index: int, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=clip(f"{LETTERS[index]}. {label}", 80) if label else LETTERS[index],
                style=discord.ButtonStyle.primary,
                custom_id=f"pf:choice:{game_id}:{number}:{index}",
                row=index // 2,
            )
        )
        self.game_id, self.number, self.index = game_id, number, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(int(match["game"]), int(match["number"]), int(match["index"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            cog = loaded_cog(interaction, "TriviaCog", ChoiceTaker)
            if cog is None:
                await reply(interaction, "Trivia is not running right now.", ephemeral=True)
                return
            await cog.on_choice(interaction, self.game_id, self.number, self.index)
        except Exception as exc:
            await report_error(interaction, exc)


class ReportButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"pf:report:(?P<question>[A-Za-z0-9_.-]{1,80})"
):
    def __init__(self, question_id: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Report question",
                emoji="🚩",
                style=discord.ButtonStyle.secondary,
                custom_id=f"pf:report:{question_id}",
            )
        )
        self.question_id = question_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(match["question"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            if interaction.guild_id is None:
                return
            await interaction.response.send_modal(ReportForm(self.question_id))  # instant: no database
        except Exception as exc:
            await report_error(interaction, exc)


class ReportForm(discord.ui.Modal):
    """What is wrong with the question, in the player's words (optional), stored with the report."""

    reason: discord.ui.TextInput = discord.ui.TextInput(
        label="What is wrong with this question?",
        style=discord.TextStyle.paragraph,
        placeholder="e.g. the answer is wrong, the question is unclear, it is about another race",
        required=False,
        max_length=300,
    )

    def __init__(self, question_id: str) -> None:
        super().__init__(title="Report question", custom_id=f"pf:reportform:{question_id}"[:100], timeout=600)
        self.question_id = question_id

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        bot = trivia_bot(interaction)
        new = await bot.storage.report_question(
            interaction.guild_id or 0,
            self.question_id,
            interaction.user.id,
            " ".join(self.reason.value.split()),
            now=bot.wall_clock(),
        )
        text = (
            f"Thanks: question `{self.question_id}` is reported; the moderators will review it."
            if new
            else f"You already reported question `{self.question_id}`."
        )
        await reply(interaction, text, ephemeral=True)

    # discord.py's Modal.on_error has no ``item`` argument, unlike the BaseView method it overrides.
    async def on_error(  # type: ignore[override]
        self, interaction: discord.Interaction[Any], error: Exception, /
    ) -> None:
        await report_error(interaction, error)


def question_view(game_id: int, number: int, choices: tuple[str, ...]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for index, choice in enumerate(choices[:4]):
        view.add_item(ChoiceButton(game_id, number, index, clip(choice, 70)))
    return view


def reveal_view(question_id: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ReportButton(question_id))
    return view


__all__ = ["NO_PINGS", "ChoiceButton", "ReportButton", "question_view", "reveal_view"]
