"""/triviaadmin: settings, documents, questions and scores. Moderators only, checked on every call."""

from __future__ import annotations

import asyncio
import dataclasses
import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot import documents
from bot.client import TriviaBot
from bot.errors import UserFacingError
from bot.factbank.ingest import DEFAULT_MAX_BYTES
from bot.quiz.draw import is_imported
from bot.quiz.settings import MODES, QUESTIONS_RANGE, SECONDS_RANGE, Mode
from cogs._common import clip, defer, is_moderator, loaded_cog, plain, reply, require_guild, topic_choices
from cogs.admin import _render as render
from cogs.admin._views import FILTER_MAX, confirm_view, page_view
from cogs.scores import forget_view

log = logging.getLogger(__name__)

MAX_DEFAULT_TOPICS = 10
MAX_PAGE = 10000  # the registered max_value of the page options


class AdminCog(commands.Cog):
    admin = app_commands.Group(
        name="triviaadmin",
        description="Trivia moderator commands",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )
    document = app_commands.Group(
        name="document", description="Documents the fact bank is built from", parent=admin
    )
    question = app_commands.Group(name="question", description="Questions of the fact bank", parent=admin)
    scores = app_commands.Group(name="scores", description="This server's scores", parent=admin)

    def __init__(self, bot: TriviaBot) -> None:
        self.bot = bot
        self.rebuilder = documents.Rebuilder(  # owns the worker process documents are read in
            bot.storage,
            bot.settings.documents_dir,
            self._swap_bank,
            bot.wall_clock,
            documents.reading_pool,
            sync=bot.bank_sync,
        )
        self._tasks: set[asyncio.Task[None]] = set()

    def _swap_bank(self, bank) -> None:
        self.bot.bank = bank

    async def cog_unload(self) -> None:
        for task in self._tasks:
            task.cancel()
        self.rebuilder.close()

    async def require_moderator(self, interaction: discord.Interaction[TriviaBot]) -> None:
        """Manage Messages/Server or the trivia role, checked on the interaction itself."""
        guild_id = require_guild(interaction)
        settings = await self.bot.storage.get_settings(guild_id)
        if not is_moderator(interaction, settings):
            raise UserFacingError(
                "Only moderators (Manage Messages, Manage Server, or the trivia role) can do that."
            )

    async def _begin(self, interaction: discord.Interaction[TriviaBot]) -> int:
        await defer(interaction, ephemeral=True)
        await self.require_moderator(interaction)
        return require_guild(interaction)

    # -- settings ---------------------------------------------------------------------------------

    @admin.command(name="settings", description="Show or change this server's trivia defaults")
    @app_commands.describe(
        questions=f"Default questions per game ({QUESTIONS_RANGE[0]}-{QUESTIONS_RANGE[1]})",
        seconds=f"Default seconds per question ({SECONDS_RANGE[0]}-{SECONDS_RANGE[1]})",
        mode="Default answer mode",
        role="A role whose members may stop and skip games and use these commands",
        clear_role="Remove the trivia role",
        allow_channel="Let games run in this channel (once any is set, only those channels)",
        disallow_channel="Stop allowing games in this channel",
        add_topic="Add a default topic: games started without a topic ask these (default: the race reports)",
        remove_topic="Remove a default topic",
    )
    async def settings(
        self,
        interaction: discord.Interaction[TriviaBot],
        questions: app_commands.Range[int, QUESTIONS_RANGE[0], QUESTIONS_RANGE[1]] | None = None,
        seconds: app_commands.Range[int, SECONDS_RANGE[0], SECONDS_RANGE[1]] | None = None,
        mode: Mode | None = None,
        role: discord.Role | None = None,
        clear_role: bool = False,
        allow_channel: discord.TextChannel | None = None,
        disallow_channel: discord.TextChannel | None = None,
        add_topic: app_commands.Range[str, 1, 100] | None = None,
        remove_topic: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        guild_id = await self._begin(interaction)
        low, high = QUESTIONS_RANGE
        if questions is not None and not low <= questions <= high:
            raise UserFacingError(f"questions must be from {low} to {high}.")
        low, high = SECONDS_RANGE
        if seconds is not None and not low <= seconds <= high:
            raise UserFacingError(f"seconds must be from {low} to {high}.")
        if mode is not None and mode not in MODES:
            raise UserFacingError(f"mode must be {' or '.join(MODES)}.")
        if role is not None and (role.is_default() or role.managed):
            raise UserFacingError(
                "Pick a role members are given on purpose, not the everyone role or a bot's own role."
            )
        current = await self.bot.storage.get_settings(guild_id)
        topics = self._default_topics(current.default_topics, add_topic, remove_topic)
        channels = list(current.allowed_channels)
        if allow_channel is not None and allow_channel.id not in channels:
            channels.append(allow_channel.id)
        if disallow_channel is not None and disallow_channel.id in channels:
            channels.remove(disallow_channel.id)
        updated = dataclasses.replace(
            current,
            default_questions=questions or current.default_questions,
            default_seconds=seconds or current.default_seconds,
            default_mode=mode or current.default_mode,
            trivia_role_id=None if clear_role else (role.id if role else current.trivia_role_id),
            allowed_channels=tuple(channels),
            default_topics=topics,
        )
        if updated != current:
            await self.bot.storage.set_settings(updated, now=self.bot.wall_clock())
        await reply(interaction, embed=render.settings(updated, self.bot.settings.defaults), ephemeral=True)

    def _default_topics(
        self, current: tuple[str, ...], add: str | None, remove: str | None
    ) -> tuple[str, ...]:
        """The server's default topics after adding and removing one; each must be a topic of the bank."""
        topics = list(current)
        if remove is not None:
            key = " ".join(remove.split()).casefold()
            kept = [t for t in topics if t.casefold() != key]
            if len(kept) == len(topics):
                raise UserFacingError(f"{plain(remove, 100)} is not one of this server's default topics.")
            topics = kept
        if add is not None:
            key = " ".join(add.split()).casefold()
            known = {t.casefold(): t for t in self.bot.bank.topics()}
            if key not in known:
                raise UserFacingError(f"There is no topic {plain(add, 100)}: pick one from the list.")
            if key not in {t.casefold() for t in topics}:
                if len(topics) >= MAX_DEFAULT_TOPICS:
                    raise UserFacingError(
                        f"A server can have at most {MAX_DEFAULT_TOPICS} default topics; remove one first."
                    )
                topics.append(known[key])
        return tuple(topics)

    @settings.autocomplete("add_topic")
    async def add_topic_names(
        self, interaction: discord.Interaction[TriviaBot], current: str
    ) -> list[app_commands.Choice[str]]:
        return topic_choices(self.bot.bank.topics(), current)

    @settings.autocomplete("remove_topic")
    async def remove_topic_names(
        self, interaction: discord.Interaction[TriviaBot], current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        settings = await self.bot.storage.get_settings(interaction.guild_id)
        return topic_choices(list(settings.default_topics), current)

    # -- documents --------------------------------------------------------------------------------

    @document.command(name="add", description="Add a race report (.txt, .md or .html, up to 1 MB)")
    @app_commands.describe(file="The report", overwrite="Replace a document with the same name")
    async def document_add(
        self, interaction: discord.Interaction[TriviaBot], file: discord.Attachment, overwrite: bool = False
    ) -> None:
        await self._begin(interaction)
        name = documents.safe_filename(file.filename)
        if file.size > DEFAULT_MAX_BYTES:
            raise UserFacingError(f"{name} is {file.size / 1e6:.1f} MB; documents can be at most 1 MB.")
        try:
            data = await file.read()
        except discord.HTTPException as exc:
            raise UserFacingError(
                f"Discord did not hand over {name} ({exc.status}); please try again."
            ) from None
        await self.rebuilder.check(name, data)  # in the worker process: reading a large file takes a moment
        await asyncio.to_thread(
            documents.save_document, self.bot.settings.documents_dir, name, data, overwrite=overwrite
        )
        log.info("document %s added by %s", name, interaction.user.id)
        self._in_background(self._report_rebuild(interaction, "added", name))

    @document.command(name="remove", description="Remove a document from the fact bank")
    @app_commands.describe(name="The document's file name")
    async def document_remove(
        self, interaction: discord.Interaction[TriviaBot], name: app_commands.Range[str, 1, 100]
    ) -> None:
        await self._begin(interaction)
        documents.remove_document(self.bot.settings.documents_dir, name)
        log.info("document %s removed by %s", name, interaction.user.id)
        self._in_background(self._report_rebuild(interaction, "removed", name))

    @document_remove.autocomplete("name")
    async def document_names(
        self, interaction: discord.Interaction[TriviaBot], current: str
    ) -> list[app_commands.Choice[str]]:
        names = await asyncio.to_thread(documents.document_names, self.bot.settings.documents_dir)
        wanted = current.casefold()
        return [app_commands.Choice(name=n[:100], value=n[:100]) for n in names if wanted in n.casefold()][
            :25
        ]

    @document.command(name="list", description="The documents, with their facts and questions")
    async def document_list(self, interaction: discord.Interaction[TriviaBot]) -> None:
        await self._begin(interaction)
        cog = loaded_cog(interaction, "SourcesCog", SourcesCog)
        if cog is None:
            raise UserFacingError("The document list is not available right now.")
        embed, view = await cog.page(interaction, interaction.user.id, 0, "")
        await reply(interaction, embed=embed, ephemeral=True, view=view)

    def _in_background(self, coroutine) -> None:
        task = asyncio.create_task(coroutine, name="trivia-bank-rebuild")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _report_rebuild(
        self, interaction: discord.Interaction[TriviaBot], action: str, name: str
    ) -> None:
        try:
            report = await self.rebuilder.rebuild(self.bot.bank, name)
            await reply(
                interaction, clip(" ".join(report.lines(action, plain(name, 100))), 2000), ephemeral=True
            )
        except Exception as exc:
            log.exception("rebuilding the fact bank after %s %s failed", action, name)
            await reply(
                interaction,
                f"{name} was {action}, but rebuilding the fact bank failed ({type(exc).__name__}); "
                "the previous bank stays in use.",
                ephemeral=True,
            )

    # -- questions --------------------------------------------------------------------------------

    @question.command(name="disable", description="Never ask this question on this server")
    @app_commands.describe(id="The question id, shown under each answer")
    async def question_disable(
        self, interaction: discord.Interaction[TriviaBot], id: app_commands.Range[str, 1, 80]
    ) -> None:
        await self._set_disabled(interaction, id, True)

    @question.command(name="enable", description="Ask this question again on this server")
    @app_commands.describe(id="The question id, shown under each answer")
    async def question_enable(
        self, interaction: discord.Interaction[TriviaBot], id: app_commands.Range[str, 1, 80]
    ) -> None:
        await self._set_disabled(interaction, id, False)

    async def _set_disabled(
        self, interaction: discord.Interaction[TriviaBot], question_id: str, disabled: bool
    ) -> None:
        guild_id = await self._begin(interaction)
        question_id = question_id.strip()
        known = {q.id: q for q in self.bot.bank.questions}
        if question_id not in known:
            raise UserFacingError(f"There is no question {question_id[:80]!r} in the fact bank.")
        await self.bot.storage.set_question_disabled(
            guild_id, question_id, disabled, by=interaction.user.id, now=self.bot.wall_clock()
        )
        state = "disabled: it will not be asked here" if disabled else "enabled again"
        await reply(
            interaction,
            f"Question `{question_id}` ({plain(known[question_id].prompt, 200)}) is {state}.",
            ephemeral=True,
        )

    @question.command(name="reports", description="Questions players reported, with counts and reasons")
    @app_commands.describe(page="Which page (8 questions a page)")
    async def question_reports(
        self, interaction: discord.Interaction[TriviaBot], page: app_commands.Range[int, 1, MAX_PAGE] = 1
    ) -> None:
        await self._begin(interaction)
        embed, view = await self.page(interaction, interaction.user.id, max(1, page) - 1, "")
        await reply(interaction, embed=embed, ephemeral=True, view=view)

    async def page(
        self, interaction: discord.Interaction[TriviaBot], owner: int, page: int, _text: str
    ) -> tuple[discord.Embed, discord.ui.View | None]:
        """A page of this server's reported questions (the page buttons call it too: moderators only)."""
        await self.require_moderator(interaction)
        guild_id = require_guild(interaction)
        items = await self.bot.storage.question_reports(guild_id)
        pages = render.pages_of(len(items), render.REPORTS_PER_PAGE)
        page = min(page, pages - 1)
        questions = {q.id: q for q in self.bot.bank.questions}
        return render.reports(items, questions, page=page), page_view("rep", owner, page, pages)

    # -- scores -----------------------------------------------------------------------------------

    @scores.command(name="reset", description="Reset every score on this server (asks for confirmation)")
    async def scores_reset(self, interaction: discord.Interaction[TriviaBot]) -> None:
        guild_id = await self._begin(interaction)
        view = confirm_view(guild_id, int(self.bot.wall_clock()))
        await reply(
            interaction,
            "⚠️ This removes every answer and score on this server for good. Are you sure?",
            view=view,
            ephemeral=True,
        )

    @scores.command(name="forget", description="Erase one member's answers and scores here (asks first)")
    @app_commands.describe(member="Whose trivia data to erase (a data-deletion request)")
    async def scores_forget(self, interaction: discord.Interaction[TriviaBot], member: discord.User) -> None:
        guild_id = await self._begin(interaction)
        view = forget_view(guild_id, member.id, int(self.bot.wall_clock()))
        await reply(
            interaction,
            f"⚠️ This erases {member.mention}'s answers, points, streaks and question reports on this server "
            "for good. Are you sure?",
            view=view,
            ephemeral=True,
        )


class SourcesCog(commands.Cog):
    def __init__(self, bot: TriviaBot) -> None:
        self.bot = bot

    @app_commands.command(name="sources", description="The race reports the questions come from")
    @app_commands.describe(
        race="Only reports about this race or series (any part of the name, e.g. Kansas or NASCAR)",
        page="Which page (10 reports a page)",
    )
    async def sources(
        self,
        interaction: discord.Interaction[TriviaBot],
        race: app_commands.Range[str, 1, FILTER_MAX] | None = None,
        page: app_commands.Range[int, 1, MAX_PAGE] = 1,
    ) -> None:
        embed, view = await self.page(
            interaction, interaction.user.id, max(1, page) - 1, (race or "")[:FILTER_MAX]
        )
        await reply(interaction, embed=embed, view=view)

    @sources.autocomplete("race")
    async def race_names(
        self, interaction: discord.Interaction[TriviaBot], current: str
    ) -> list[app_commands.Choice[str]]:
        races = sorted({q.race for q in self.bot.bank.questions if q.race and not is_imported(q)})
        return [c for c in topic_choices(races, current) if len(c.value) <= FILTER_MAX]

    async def page(
        self, interaction: discord.Interaction[TriviaBot], owner: int, page: int, race: str
    ) -> tuple[discord.Embed, discord.ui.View | None]:
        """A page of the documents, those about ``race`` only when it is given (part of a race's name,
        a title or a file name, any letter case)."""
        races: dict[str, set[str]] = {}
        for q in self.bot.bank.questions:
            if not is_imported(q):
                for source in q.sources:
                    races.setdefault(source.document, set()).add(q.race)
        by_doc = {doc: sorted(names) for doc, names in races.items()}
        items = documents.summaries(self.bot.bank)
        needle = " ".join(race.split()).casefold()
        if needle:
            items = [
                d
                for d in items
                if needle in d.title.casefold()
                or needle in d.name.casefold()
                or any(needle in r.casefold() for r in by_doc.get(d.name, []))
            ]
        pages = render.pages_of(len(items), render.SOURCES_PER_PAGE)
        page = min(page, pages - 1)
        embed = render.sources(items, page=page, race=race.strip(), races=by_doc)
        return embed, page_view("src", owner, page, pages, race)
