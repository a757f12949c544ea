"""Embeds for the moderator commands and /sources."""

from __future__ import annotations

import discord

from bot.documents import DocumentSummary
from bot.factbank.model import Question
from bot.storage import GuildSettings, QuestionReportSummary
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
    return embed


def sources(items: list[DocumentSummary]) -> discord.Embed:
    read = [d for d in items if not d.skipped]
    skipped = [d for d in items if d.skipped]
    lines = [
        f"📄 **{plain(d.title, 120)}** (`{plain(d.name, 80)}`): {d.facts} facts, {d.questions} questions"
        for d in read
    ]
    lines += [f"⚠️ `{plain(d.name, 80)}` skipped: {plain(d.skipped or '', 200)}" for d in skipped]
    embed = discord.Embed(
        title=f"📚 The fact bank: {len(read)} documents" + (f", {len(skipped)} skipped" if skipped else ""),
        description=clip("\n".join(lines) or "No documents yet.", 4096),
        colour=COLOUR,
    )
    return embed


def reports(items: list[QuestionReportSummary], questions: dict[str, Question]) -> discord.Embed:
    embed = discord.Embed(title="🚩 Reported questions", colour=COLOUR)
    if not items:
        embed.description = "No question has been reported on this server."
        return embed
    for item in items[:25]:
        q = questions.get(item.question_id)
        state = " (disabled)" if item.disabled else ""
        reasons = "; ".join(plain(r, 100) for r in item.reasons[:3])
        text = (plain(q.prompt, 300) + f"\n→ {plain(q.answer, 100)}") if q else "(no longer in the bank)"
        if reasons:
            text += f"\nReasons: {reasons}"
        embed.add_field(
            name=clip(
                f"{item.question_id}: {item.reports} report{'s' if item.reports != 1 else ''}{state}", 256
            ),
            value=clip(text, 1024),
            inline=False,
        )
    if len(items) > 25:
        embed.set_footer(text=f"…and {len(items) - 25} more")
    return embed
