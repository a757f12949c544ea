"""Red-DiscordBot trivia lists imported as topics: one row per topic, with its converted questions.

Storage stores records: the caller reads and converts a list (`bot.redlists`) and hands over the
topic and its questions; a start reads them back as they were stored, with no conversion.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from bot.factbank.model import Question, Source
from bot.storage.base import StorageBase

log = logging.getLogger(__name__)

_QUESTION_FIELDS = frozenset(f.name for f in dataclasses.fields(Question))


@dataclass(frozen=True, slots=True)
class ImportedTopic:
    """What is stored about one imported list besides its questions."""

    key: str  # the topic as compared (`bot.redlists.topic_key`): one row per key
    topic: str  # as the operator named it
    source: str  # the list's file name
    author: str = ""
    description: str = ""
    config: Mapping[str, str] = field(default_factory=dict)  # the list's CONFIG, values as written


@dataclass(frozen=True, slots=True)
class ImportedList:
    topic: str
    source: str  # the list's file name
    author: str
    description: str
    questions: int
    imported_at: float


class ImportsMixin(StorageBase):
    async def save_imported_list(
        self, topic: ImportedTopic, questions: Sequence[Question], *, now: float
    ) -> bool:
        """Store ``topic`` with its ``questions``, replacing an earlier import with the same key.
        Returns True when an earlier import was replaced."""
        previous = await self._one("SELECT 1 FROM imported_lists WHERE topic_key = ?", (topic.key,))
        raw = [[q.prompt, list(q.accepted)] for q in questions]
        await self._transaction(
            [
                (
                    "INSERT INTO imported_lists (topic_key, topic, source, author, description, config, "
                    "questions, converted, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
                    "ON CONFLICT (topic_key) DO UPDATE SET topic = excluded.topic, source = excluded.source, "
                    "author = excluded.author, description = excluded.description, config = excluded.config, "
                    "questions = excluded.questions, converted = excluded.converted, "
                    "imported_at = excluded.imported_at",
                    (
                        topic.key,
                        topic.topic,
                        topic.source,
                        topic.author,
                        topic.description,
                        json.dumps(dict(topic.config), ensure_ascii=False, sort_keys=True),
                        json.dumps(raw, ensure_ascii=False),
                        json.dumps([_record(q) for q in questions], ensure_ascii=False),
                        now,
                    ),
                )
            ]
        )
        log.debug("stored %d questions from %s as topic %r", len(questions), topic.source, topic.topic)
        return previous is not None

    async def delete_imported_list(self, key: str) -> bool:
        """Remove the imported topic with this key; True when there was one."""
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

    async def imported_questions(self) -> list[Question]:
        """The stored questions of every imported topic, by topic, each topic in its file's order."""
        rows = await self._all("SELECT topic, converted FROM imported_lists ORDER BY topic_key")
        out: list[Question] = []
        for topic, converted in rows:
            if converted is None:
                log.warning(
                    "the topic %r was imported by an older Photo Finish and is not played: import its list "
                    "again (python -m bot import-red FILE --topic %r)",
                    topic,
                    topic,
                )
                continue
            out.extend(_question(record) for record in json.loads(converted))
        return out


def _record(question: Question) -> dict:
    return dataclasses.asdict(question)


def _question(record: dict) -> Question:
    values = {k: v for k, v in record.items() if k in _QUESTION_FIELDS}
    values["sources"] = tuple(Source(**s) for s in values.get("sources", ()))
    for name in ("accepted", "choices", "others"):
        values[name] = tuple(values.get(name, ()))
    return Question(**values)
