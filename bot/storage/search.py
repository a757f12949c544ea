"""Full-text search for /ask: the documents' sentences and the bank's facts in SQLite FTS5, bm25-ranked.

The index is rebuilt as a whole from one bank (``replace_search_index``) and remembers the fingerprint
it was built from, so the caller can skip an unchanged bank. Queries take plain terms, never FTS
syntax: :func:`match_expression` quotes every term, so user text cannot inject operators.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bot.storage.base import StorageBase

log = logging.getLogger(__name__)

MAX_TERMS = 24  # a MATCH expression ORs at most this many terms, whatever the question's length
MAX_TERM_CHARS = 64
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


@dataclass(frozen=True, slots=True)
class IndexedSentence:
    document: str  # the document's file name
    title: str
    position: int  # the sentence's index in its document
    text: str


@dataclass(frozen=True, slots=True)
class IndexedFact:
    id: str
    relation: str
    subject: str
    value: str
    race: str
    text: str  # what is matched: relation words, subject, value, race


@dataclass(frozen=True, slots=True)
class SentenceHit:
    text: str
    document: str
    title: str
    position: int
    score: float  # -bm25: higher is a better match


@dataclass(frozen=True, slots=True)
class FactHit:
    id: str
    relation: str
    subject: str
    value: str
    race: str
    score: float  # -bm25: higher is a better match


@dataclass(frozen=True, slots=True)
class SearchIndexInfo:
    fingerprint: str
    sentences: int
    facts: int
    indexed_at: float


def match_expression(terms: Iterable[str], *, max_terms: int = MAX_TERMS) -> str | None:
    """An FTS5 MATCH expression ORing `terms`, each one a quoted string (so ``"``, ``*``, ``NEAR``,
    ``-``, ``:`` or ``AND`` in a term are only text), de-duplicated and capped; None when none is left."""
    quoted: list[str] = []
    seen: set[str] = set()
    for term in terms:
        text = " ".join(_CONTROL.sub(" ", term).split())[:MAX_TERM_CHARS]
        key = text.casefold()
        if not text or key in seen:
            continue
        seen.add(key)
        quoted.append('"' + text.replace('"', '""') + '"')
        if len(quoted) >= max_terms:
            break
    return " OR ".join(quoted) if quoted else None


class SearchMixin(StorageBase):
    async def search_index_info(self) -> SearchIndexInfo | None:
        row = await self._one(
            "SELECT fingerprint, sentences, facts, indexed_at FROM search_index WHERE id = 1"
        )
        return None if row is None else SearchIndexInfo(row[0], int(row[1]), int(row[2]), float(row[3]))

    async def replace_search_index(
        self,
        fingerprint: str,
        sentences: Sequence[IndexedSentence],
        facts: Sequence[IndexedFact],
        *,
        now: float,
    ) -> None:
        """Replace the whole index with these rows, in one transaction, remembering `fingerprint`."""
        await self._transaction(
            [
                ("DELETE FROM sentence_search", ()),
                ("DELETE FROM fact_search", ()),
                (
                    "INSERT INTO sentence_search (text, document, title, position) VALUES (?, ?, ?, ?)",
                    [(s.text, s.document, s.title, s.position) for s in sentences],
                ),
                (
                    "INSERT INTO fact_search (text, fact_id, relation, subject, value, race) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    [(f.text, f.id, f.relation, f.subject, f.value, f.race) for f in facts],
                ),
                (
                    "INSERT INTO search_index (id, fingerprint, sentences, facts, indexed_at) "
                    "VALUES (1, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, "
                    "sentences = excluded.sentences, facts = excluded.facts, indexed_at = excluded.indexed_at",
                    (fingerprint, len(sentences), len(facts), now),
                ),
            ]
        )

    async def search_sentences(self, terms: Iterable[str], *, limit: int = 10) -> list[SentenceHit]:
        """Sentences containing any of `terms`, best bm25 first."""
        rows = await self._match(
            "SELECT text, document, title, position, bm25(sentence_search) FROM sentence_search "
            "WHERE sentence_search MATCH ? ORDER BY bm25(sentence_search), rowid LIMIT ?",
            terms,
            limit,
        )
        return [SentenceHit(r[0], r[1], r[2], int(r[3]), -float(r[4])) for r in rows]

    async def search_facts(self, terms: Iterable[str], *, limit: int = 20) -> list[FactHit]:
        """Facts whose text contains any of `terms`, best bm25 first."""
        rows = await self._match(
            "SELECT fact_id, relation, subject, value, race, bm25(fact_search) FROM fact_search "
            "WHERE fact_search MATCH ? ORDER BY bm25(fact_search), rowid LIMIT ?",
            terms,
            limit,
        )
        return [FactHit(r[0], r[1], r[2], r[3], r[4], -float(r[5])) for r in rows]

    async def absent_terms(self, terms: Sequence[str]) -> list[str]:
        """Those of `terms` (the first MAX_TERMS) that no indexed sentence contains, in one query."""
        pairs = [(t, e) for t in terms[:MAX_TERMS] if (e := match_expression([t])) is not None]
        if not pairs:
            return []
        sql = " UNION ALL ".join(
            "SELECT ?, EXISTS (SELECT 1 FROM sentence_search WHERE sentence_search MATCH ?)" for _ in pairs
        )
        try:
            rows = await self._all(sql, tuple(x for pair in pairs for x in pair))
        except sqlite3.OperationalError as exc:  # should not happen: every term is quoted
            log.warning("full-text presence query failed: %s", exc)
            return []
        return [r[0] for r in rows if not r[1]]

    async def _match(self, sql: str, terms: Iterable[str], limit: int) -> list[sqlite3.Row]:
        expression = match_expression(terms)
        if expression is None or limit <= 0:
            return []
        try:
            return await self._all(sql, (expression, int(limit)))
        except sqlite3.OperationalError as exc:  # should not happen: every term is quoted
            log.warning("full-text query %r failed: %s", expression, exc)
            return []
