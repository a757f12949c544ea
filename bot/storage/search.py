"""Full-text search for /ask: the documents' sentences and the bank's facts, bm25-ranked: SQLite FTS5,
or PostgreSQL's tsvector (`bot.storage.search_pg`), which rank the same rows alike.

The index is rebuilt as a whole from one bank (``replace_search_index``) and remembers the fingerprint
it was built from, so the caller can skip an unchanged bank. Queries take plain terms, never FTS
syntax: :func:`match_expression` quotes every term, so user text cannot inject operators.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.storage import search_pg
from bot.storage.base import StorageBase
from bot.storage.search_terms import MAX_TERMS, clean_terms

log = logging.getLogger(__name__)

__all__ = [
    "MAX_TERMS",
    "FactHit",
    "IndexedFact",
    "IndexedSentence",
    "SearchIndexInfo",
    "SearchMixin",
    "SentenceHit",
    "match_expression",
]


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
    quoted = ['"' + text.replace('"', '""') + '"' for text in clean_terms(terms, max_terms=max_terms)]
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
        await self._transaction(self._index_statements(fingerprint, sentences, facts, now=now))

    def _index_statements(
        self,
        fingerprint: str,
        sentences: Sequence[IndexedSentence],
        facts: Sequence[IndexedFact],
        *,
        now: float,
    ) -> list[tuple[str, object]]:
        if self.dialect == "postgresql":
            fold, words = search_pg.fold, search_pg.words
            rows: list[tuple[str, object]] = [
                (
                    "INSERT INTO sentence_search (text, document, title, position, folded, words) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    [
                        (s.text, s.document, s.title, s.position, fold(s.text), words(s.text))
                        for s in sentences
                    ],
                ),
                (
                    "INSERT INTO fact_search (text, fact_id, relation, subject, value, race, folded, words) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        (f.text, f.id, f.relation, f.subject, f.value, f.race, fold(f.text), words(f.text))
                        for f in facts
                    ],
                ),
            ]
        else:
            rows = [
                (
                    "INSERT INTO sentence_search (text, document, title, position) VALUES (?, ?, ?, ?)",
                    [(s.text, s.document, s.title, s.position) for s in sentences],
                ),
                (
                    "INSERT INTO fact_search (text, fact_id, relation, subject, value, race) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    [(f.text, f.id, f.relation, f.subject, f.value, f.race) for f in facts],
                ),
            ]
        return [
            ("DELETE FROM sentence_search", ()),
            ("DELETE FROM fact_search", ()),
            *rows,
            (
                "INSERT INTO search_index (id, fingerprint, sentences, facts, indexed_at) "
                "VALUES (1, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, "
                "sentences = excluded.sentences, facts = excluded.facts, indexed_at = excluded.indexed_at",
                (fingerprint, len(sentences), len(facts), now),
            ),
        ]

    async def search_sentences(self, terms: Iterable[str], *, limit: int = 10) -> list[SentenceHit]:
        """Sentences containing any of `terms`, best bm25 first."""
        if self.dialect == "postgresql":
            rows = await self._ranked(
                "sentence_search", "r.text, r.document, r.title, r.position", terms, limit
            )
            return [SentenceHit(r[0], r[1], r[2], int(r[3]), float(r[4])) for r in rows]
        rows = await self._match(
            "SELECT text, document, title, position, bm25(sentence_search) FROM sentence_search "
            "WHERE sentence_search MATCH ? ORDER BY bm25(sentence_search), rowid LIMIT ?",
            terms,
            limit,
        )
        return [SentenceHit(r[0], r[1], r[2], int(r[3]), -float(r[4])) for r in rows]

    async def search_facts(self, terms: Iterable[str], *, limit: int = 20) -> list[FactHit]:
        """Facts whose text contains any of `terms`, best bm25 first."""
        if self.dialect == "postgresql":
            columns = "r.fact_id, r.relation, r.subject, r.value, r.race"
            rows = await self._ranked("fact_search", columns, terms, limit)
            return [FactHit(r[0], r[1], r[2], r[3], r[4], float(r[5])) for r in rows]
        rows = await self._match(
            "SELECT fact_id, relation, subject, value, race, bm25(fact_search) FROM fact_search "
            "WHERE fact_search MATCH ? ORDER BY bm25(fact_search), rowid LIMIT ?",
            terms,
            limit,
        )
        return [FactHit(r[0], r[1], r[2], r[3], r[4], -float(r[5])) for r in rows]

    async def absent_terms(self, terms: Sequence[str]) -> list[str]:
        """Those of `terms` (the first MAX_TERMS) that no indexed sentence contains, in one query."""
        if self.dialect == "postgresql":
            pairs_pg = [(t, c[0]) for t in terms[:MAX_TERMS] if (c := clean_terms([t]))]
            if not pairs_pg:
                return []
            sql, params = search_pg.presence_query(pairs_pg)
            return [r[0] for r in await self._all(sql, params) if not r[1]]
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

    async def _ranked(self, table: str, columns: str, terms: Iterable[str], limit: int) -> list[Any]:
        query = search_pg.ranked_query(table, columns, list(terms), limit)
        return [] if query is None else await self._all(*query)

    async def _match(self, sql: str, terms: Iterable[str], limit: int) -> list[sqlite3.Row]:
        expression = match_expression(terms)
        if expression is None or limit <= 0:
            return []
        try:
            return await self._all(sql, (expression, int(limit)))
        except sqlite3.OperationalError as exc:  # should not happen: every term is quoted
            log.warning("full-text query %r failed: %s", expression, exc)
            return []
