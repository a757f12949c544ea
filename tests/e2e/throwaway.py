"""A throwaway bot for the fake Discord's own tests: a slash group, a view, a modal."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

NO_PINGS = discord.AllowedMentions.none()


class AnswerView(discord.ui.View):
    def __init__(self, bot: ThrowawayBot) -> None:
        super().__init__(timeout=60)
        self.bot = bot

    @discord.ui.button(label="A", custom_id="answer:a")
    async def answer_a(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        self.bot.clicks.append(interaction.user.id)
        await interaction.response.edit_message(
            content=f"{interaction.user.display_name} answered A", view=None
        )

    @discord.ui.button(label="B", custom_id="answer:b")
    async def answer_b(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.defer()  # type 6: edit the message later
        await interaction.edit_original_response(content="B chosen", view=None)


class FeedbackModal(discord.ui.Modal, title="Feedback"):
    text = discord.ui.TextInput(label="What went wrong?", custom_id="feedback:text")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"got {self.text.value}", ephemeral=True)


class Quiz(app_commands.Group):
    def __init__(self, bot: ThrowawayBot) -> None:
        super().__init__(name="quiz", description="A throwaway quiz")
        self.bot = bot
        self.admin = app_commands.Group(name="admin", description="Moderators only", parent=self)
        self.admin.command(name="reset", description="Reset scores")(self.reset)

    @app_commands.command(description="Start a quiz")
    @app_commands.describe(questions="How many questions", topic="Which topic")
    async def start(
        self,
        interaction: discord.Interaction,
        questions: app_commands.Range[int, 1, 50] = 10,
        topic: str | None = None,
    ) -> None:
        self.bot.started.append((interaction.user.id, questions, topic, interaction.guild_id))
        await interaction.response.send_message(f"{questions} questions on {topic}", ephemeral=True)

    @start.autocomplete("topic")
    async def topic_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        topics = ["alpha", "beta", "gamma"]
        return [app_commands.Choice(name=t, value=t) for t in topics if t.startswith(current)]

    @app_commands.command(description="Answer after a while")
    async def slow(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send("done thinking", allowed_mentions=NO_PINGS)
        await interaction.followup.send("and one more", allowed_mentions=NO_PINGS)

    @app_commands.command(description="A question with buttons")
    async def buttons(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Pick one", view=AnswerView(self.bot))

    @app_commands.command(description="Edit, fetch and delete replies")
    async def edits(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("v1")
        await interaction.edit_original_response(content="v2")
        extra = await interaction.followup.send("f1", wait=True, allowed_mentions=NO_PINGS)
        await extra.edit(content="f2")
        await extra.delete()
        self.bot.fetched.append((await interaction.original_response()).content)

    @app_commands.command(description="Add a document")
    async def upload(
        self, interaction: discord.Interaction, document: discord.Attachment, by: discord.Member | None = None
    ) -> None:
        text = (await document.read()).decode()
        credit = by.display_name if by else "nobody"
        await interaction.response.send_message(
            f"{document.filename}: {text} (thanks {credit})", ephemeral=True
        )

    @app_commands.command(description="Send feedback")
    async def feedback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(FeedbackModal())

    async def reset(self, interaction: discord.Interaction) -> None:
        allowed = interaction.permissions.manage_guild
        await interaction.response.send_message("reset" if allowed else "not allowed", ephemeral=True)


class ThrowawayBot(commands.AutoShardedBot):
    def __init__(self, guild_id: int, *, intents: discord.Intents | None = None, **options) -> None:
        if intents is None:
            intents = discord.Intents.default()
            intents.message_content = True
            intents.members = True  # privileged: the fake application has it; members get chunked
        super().__init__(command_prefix="!", intents=intents, allowed_mentions=NO_PINGS, **options)
        self.guild_id = guild_id
        self.seen: list[discord.Message] = []
        self.own_echoes: list[discord.Message] = []
        self.started: list[tuple[int, int, str | None, int | None]] = []
        self.clicks: list[int] = []
        self.fetched: list[str] = []
        self.resumed = asyncio.Event()

    async def setup_hook(self) -> None:
        guild = discord.Object(self.guild_id)
        self.tree.add_command(Quiz(self), guild=guild)
        await self.tree.sync(guild=guild)

    async def on_message(self, message: discord.Message) -> None:
        if self.user is not None and message.author.id == self.user.id:
            self.own_echoes.append(message)  # Discord echoes our own messages: ignore them
            return
        self.seen.append(message)
        if message.content == "hello":
            await message.channel.send(f"hi {message.author.display_name}")

    async def on_resumed(self) -> None:
        self.resumed.set()
