"""Embeds for the moderator commands and /sources."""

from __future__ import annotations

import discord

from bot.documents import DocumentSummary
from bot.factbank.model import Question
from bot.storage import GuildSettings, QuestionReportSummary
from bot.wording import count
from cogs._common import clip, plain

COLOUR = discord.Colour(0x5865F2)


def settings(s: GuildSettings, defaults) -> discord.Embed:
    embed = discord.Embed(title="⚙️ Trivia settings for this server", colour=COLOUR)
    embed.add_field(
        name="Questions per game", value=str(s.default_questions or f"{defaults.questions} (bot default)")
    )
    embed.add_field(
        name="Seconds per question", value=str(s.default_seconds or f"{defaults.seconds} (bot default)")
    )
    embed.add_field(name="Mode", value=s.default_mode or f"{defaults.mode} (bot default)")
    embed.add_field(name="Trivia role", value=f"<@&{s.trivia_role_id}>" if s.trivia_role_id else "none")
    channels = ", ".join(f"<#{c}>" for c in s.allowed_channels[:40]) or "any channel"
    embed.add_field(name="Games may run in", value=clip(channels, 1024), inline=False)
    topics = (
        "; ".join(plain(t, 100) for t in s.default_topics)
        or "the race reports (imported topics only when chosen)"
    )
    embed.add_field(name="Games without a topic ask", value=clip(topics, 1024), inline=False)
    return embed


SOURCES_PER_PAGE = 10
REPORTS_PER_PAGE = 8  # 8 fields of at most 100 + 600 characters stay under the 6,000 of an embed


def pages_of(total: int, per_page: int) -> int:
    return max(1, -(-total // per_page))


def sources(
    items: list[DocumentSummary], *, page: int = 0, race: str = "", races: dict[str, list[str]] | None = None
) -> discord.Embed:
    """One page of the documents (``items`` already filtered by ``race`` when one was given)."""
    read = [d for d in items if not d.skipped]
    skipped = [d for d in items if d.skipped]
    ordered = [*read, *skipped]
    pages = pages_of(len(ordered), SOURCES_PER_PAGE)
    page = min(max(0, page), pages - 1)
    lines = []
    for d in ordered[page * SOURCES_PER_PAGE : (page + 1) * SOURCES_PER_PAGE]:
        if d.skipped:
            lines.append(f"⚠️ `{plain(d.name, 80)}` skipped: {plain(d.skipped, 200)}")
            continue
        about = "; ".join((races or {}).get(d.name, [])[:2])
        about = f"\n  ↳ {plain(about, 150)}" if about else ""
        lines.append(
            f"📄 **{plain(d.title, 120)}** (`{plain(d.name, 80)}`): "
            f"{count(d.facts, 'fact')}, {count(d.questions, 'question')}{about}"
        )
    title = f"📚 The fact bank: {count(len(read), 'document')}" + (
        f", {len(skipped)} skipped" if skipped else ""
    )
    if race:
        title = f"📚 Reports about {discord.utils.escape_mentions(race)}: {count(len(read), 'document')}"
    empty = f"No document is about {plain(race, 100)}." if race else "No documents yet."
    embed = discord.Embed(
        title=clip(title, 256),
        description=clip("\n".join(lines) or empty, 4096),
        colour=COLOUR,
    )
    if pages > 1:
        embed.set_footer(text=f"page {page + 1}/{pages} · {count(len(ordered), 'document')}")
    return embed


def reports(
    items: list[QuestionReportSummary], questions: dict[str, Question], *, page: int = 0
) -> discord.Embed:
    embed = discord.Embed(title="🚩 Reported questions", colour=COLOUR)
    if not items:
        embed.description = "No question has been reported on this server."
        return embed
    pages = pages_of(len(items), REPORTS_PER_PAGE)
    page = min(max(0, page), pages - 1)
    for item in items[page * REPORTS_PER_PAGE : (page + 1) * REPORTS_PER_PAGE]:
        q = questions.get(item.question_id)
        state = " (disabled)" if item.disabled else ""
        reasons = "; ".join(plain(r, 100) for r in item.reasons[:3])
        text = (plain(q.prompt, 300) + f"\n→ {plain(q.answer, 100)}") if q else "(no longer in the bank)"
        if reasons:
            text += f"\nReasons: {reasons}"
        embed.add_field(
            name=clip(f"{item.question_id}: {count(item.reports, 'report')}{state}", 100),
            value=clip(text, 600),
            inline=False,
        )
    embed.set_footer(
        text=f"page {page + 1}/{pages} · {count(len(items), 'reported question')} · "
        "/triviaadmin question disable id:… to stop asking one"
    )
    return embed
