"""/ask's full-text search on PostgreSQL: the statements `bot.storage.search` runs there.

Rows carry a tsvector (configuration ``photo_finish``: Snowball English stems, stop words kept, like
FTS5's porter tokenizer) over their text folded to plain letters. A query ORs one phrase query per term
(``phraseto_tsquery``, which takes any text as words, never as operators) and ranks the rows with the
bm25 that SQLite's FTS5 uses (k1 = 1.2, b = 0.75; each term's idf from how many rows it matches, its
count in the row from the tsvector's positions, each row's length in words), so both engines order the
same rows alike.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from bot.storage.search_terms import clean_terms

K1 = 1.2
B = 0.75
_WORD = re.compile(r"\w+")


def fold(text: str) -> str:
    """``text`` without diacritics ("Pérez" -> "Perez"), as FTS5's ``remove_diacritics 2``."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words(text: str) -> int:
    return len(_WORD.findall(text))


def ranked_query(table: str, columns: str, terms: Sequence[str], limit: int) -> tuple[str, tuple] | None:
    """A statement selecting ``columns`` then the bm25 score (higher is better) of the rows of
    ``table`` matching any of ``terms``, best first, at most ``limit``; None when no term is left."""
    cleaned = clean_terms(terms)
    if not cleaned or limit <= 0:
        return None
    values = ", ".join(
        "(phraseto_tsquery('photo_finish', ?), to_tsvector('photo_finish', ?))" for _ in cleaned
    )
    # tf: how often the term occurs in the row (a phrase: its least frequent word's count).
    tf = (
        "(SELECT coalesce(min(array_length(d.positions, 1)), 1) FROM unnest(r.terms) d "
        "WHERE d.lexeme = ANY (tsvector_to_array(idf.words)))"
    )
    norm = f"{K1} * (1 - {B} + {B} * r.words / totals.avgdl)"
    sql = (
        f"WITH q (query, words) AS (VALUES {values}), "
        f"totals AS (SELECT count(*) AS n, greatest(avg(words), 1) AS avgdl FROM {table}), "
        f"idf AS (SELECT q.query, q.words, greatest(ln((totals.n - m.n + 0.5) / (m.n + 0.5)), 1e-6) AS w "
        f"FROM q CROSS JOIN totals CROSS JOIN LATERAL "
        f"(SELECT count(*) AS n FROM {table} r WHERE r.terms @@ q.query) m) "
        f"SELECT {columns}, sum(idf.w * ({tf} * {K1 + 1}) / ({tf} + {norm})) "
        f"AS score FROM {table} r JOIN idf ON r.terms @@ idf.query CROSS JOIN totals "
        f"GROUP BY r.id, totals.avgdl ORDER BY score DESC, r.id LIMIT ?"
    )
    return sql, (*(x for t in cleaned for x in (fold(t), fold(t))), int(limit))


def presence_query(terms: Sequence[tuple[str, str]]) -> tuple[str, tuple]:
    """A statement giving (term, present) for each (term, cleaned term): does any sentence contain it?"""
    sql = " UNION ALL ".join(
        "SELECT ?::text, EXISTS (SELECT 1 FROM sentence_search "
        "WHERE terms @@ phraseto_tsquery('photo_finish', ?))"
        for _ in terms
    )
    return sql, tuple(x for term, cleaned in terms for x in (term, fold(cleaned)))
