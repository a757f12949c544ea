"""Red-DiscordBot trivia lists imported as topics: stored as read, turned into questions on load."""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass

from bot.factbank.model import Question
from bot.redlists import RedList, RedQuestion, to_questions, topic_key
from bot.storage.base import StorageBase

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ImportedList:
    topic: str
    source: str  # the list's file name
    author: str
    description: str
    questions: int
    imported_at: float


class ImportsMixin(StorageBase):
    async def save_imported_list(self, topic: str, red_list: RedList, *, now: float) -> bool:
        """Store ``red_list`` as ``topic``, replacing an earlier import of that topic (compared as
        `bot.redlists.topic_key` does). Returns True when an earlier import was replaced."""
        topic = " ".join(topic.split())
        key = topic_key(topic)
        previous = await self._one("SELECT 1 FROM imported_lists WHERE topic_key = ?", (key,))
        questions = [[q.text, list(q.answers)] for q in red_list.questions]
        await self._transaction(
            [
                (
                    "INSERT OR REPLACE INTO imported_lists (topic_key, topic, source, author, description, "
                    "config, questions, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        key,
                        topic,
                        red_list.source,
                        red_list.author,
                        red_list.description,
                        json.dumps(dict(red_list.config), ensure_ascii=False, sort_keys=True),
                        json.dumps(questions, ensure_ascii=False),
                        now,
                    ),
                )
            ]
        )
        log.debug("imported %d questions from %s as topic %r", len(questions), red_list.source, topic)
        return previous is not None

    async def delete_imported_list(self, topic: str) -> bool:
        """Remove an imported topic; True when there was one."""
        key = topic_key(topic)
        found = await self._one("SELECT 1 FROM imported_lists WHERE topic_key = ?", (key,))
        if found is None:
            return False
        await self._transaction([("DELETE FROM imported_lists WHERE topic_key = ?", (key,))])
        return True

    async def imported_lists(self) -> list[ImportedList]:
        """Every imported topic, sorted by topic."""
        rows = await self._all(
            "SELECT topic, source, author, description, json_array_length(questions), imported_at "
            "FROM imported_lists ORDER BY topic_key"
        )
        return [ImportedList(r[0], r[1], r[2], r[3], int(r[4]), float(r[5])) for r in rows]

    async def imported_red_lists(self) -> list[tuple[str, RedList]]:
        """Every imported list with its topic, sorted by topic."""
        rows = await self._all(
            "SELECT topic, source, author, description, config, questions FROM imported_lists "
            "ORDER BY topic_key"
        )
        return [
            (
                r[0],
                RedList(
                    source=r[1],
                    questions=tuple(RedQuestion(text, tuple(answers)) for text, answers in json.loads(r[5])),
                    author=r[2],
                    description=r[3],
                    config=json.loads(r[4]),
                ),
            )
            for r in rows
        ]

    async def imported_questions(self) -> list[Question]:
        """The quiz questions of every imported topic (see `bot.redlists.to_questions`), by topic."""
        lists = await self.imported_red_lists()
        if not lists:
            return []
        return await asyncio.to_thread(_convert, lists)


def _convert(lists: list[tuple[str, RedList]]) -> list[Question]:
    out: list[Question] = []
    for topic, red_list in lists:
        out.extend(to_questions(red_list, topic))
    return out
