"""Per-server settings, question reports, disabled questions and the questions already asked."""

from __future__ import annotations

import json
from collections.abc import Iterable

from bot.storage.base import StorageBase
from bot.storage.records import GuildSettings, QuestionReportSummary


class GuildsMixin(StorageBase):
    async def get_settings(self, guild_id: int) -> GuildSettings:
        r = await self._one(
            "SELECT default_questions, default_seconds, default_mode, trivia_role_id, allowed_channels, "
            "default_topics FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        )
        if r is None:
            return GuildSettings(guild_id)
        return GuildSettings(
            guild_id, r[0], r[1], r[2], r[3], tuple(json.loads(r[4])), tuple(json.loads(r[5]))
        )

    async def set_settings(self, settings: GuildSettings, *, now: float) -> None:
        await self._transaction(
            [
                (
                    "INSERT INTO guild_settings (guild_id, default_questions, default_seconds, default_mode, "
                    "trivia_role_id, allowed_channels, default_topics, updated_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
                    "ON CONFLICT (guild_id) DO UPDATE SET default_questions = excluded.default_questions, "
                    "default_seconds = excluded.default_seconds, default_mode = excluded.default_mode, "
                    "trivia_role_id = excluded.trivia_role_id, allowed_channels = excluded.allowed_channels, "
                    "default_topics = excluded.default_topics, updated_at = excluded.updated_at",
                    (
                        settings.guild_id,
                        settings.default_questions,
                        settings.default_seconds,
                        settings.default_mode,
                        settings.trivia_role_id,
                        json.dumps(list(settings.allowed_channels)),
                        json.dumps(list(settings.default_topics), ensure_ascii=False),
                        now,
                    ),
                )
            ]
        )

    # -- question flags and history ---------------------------------------------------------------

    async def report_question(
        self, guild_id: int, question_id: str, user_id: int, reason: str, *, now: float
    ) -> bool:
        """Store a report; False when this user had already reported this question here."""
        (new,) = await self._transaction(
            [
                (
                    "INSERT INTO question_reports (guild_id, question_id, user_id, reason, reported_at) "
                    "VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, question_id, user_id) DO NOTHING "
                    "RETURNING id",
                    (guild_id, question_id, user_id, reason[:500], now),
                )
            ]
        )
        return new is not None

    async def question_reports(self, guild_id: int) -> list[QuestionReportSummary]:
        """Reported questions, most reported first, each with its reasons in the order given."""
        rows = await self._all(
            "SELECT question_id, reason FROM question_reports WHERE guild_id = ? ORDER BY id", (guild_id,)
        )
        reasons: dict[str, list[str]] = {}
        for question_id, reason in rows:
            reasons.setdefault(question_id, []).append(reason)
        disabled = await self.disabled_questions(guild_id)
        order = sorted(reasons, key=lambda q: (-len(reasons[q]), q))
        return [
            QuestionReportSummary(q, len(reasons[q]), [r for r in reasons[q] if r], q in disabled)
            for q in order
        ]

    async def set_question_disabled(
        self, guild_id: int, question_id: str, disabled: bool, *, by: int, now: float
    ) -> None:
        if disabled:
            sql = (
                "INSERT INTO disabled_questions (guild_id, question_id, disabled_by, disabled_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING"
            )
            params: tuple = (guild_id, question_id, by, now)
        else:
            sql = "DELETE FROM disabled_questions WHERE guild_id = ? AND question_id = ?"
            params = (guild_id, question_id)
        await self._transaction([(sql, params)])

    async def disabled_questions(self, guild_id: int) -> set[str]:
        rows = await self._all("SELECT question_id FROM disabled_questions WHERE guild_id = ?", (guild_id,))
        return {r[0] for r in rows}

    async def asked_questions(self, guild_id: int) -> set[str]:
        rows = await self._all("SELECT question_id FROM asked_questions WHERE guild_id = ?", (guild_id,))
        return {r[0] for r in rows}

    async def mark_asked(
        self, guild_id: int, question_ids: Iterable[str], *, now: float, reset: bool = False
    ) -> None:
        """Remember questions as asked here; ``reset`` first forgets the previous cycle."""
        statements: list[tuple[str, object]] = []
        if reset:
            statements.append(("DELETE FROM asked_questions WHERE guild_id = ?", (guild_id,)))
        statements.append(
            (
                "INSERT INTO asked_questions (guild_id, question_id, asked_at) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id, question_id) DO UPDATE SET asked_at = excluded.asked_at",
                [(guild_id, qid, now) for qid in question_ids],
            )
        )
        await self._transaction(statements)
