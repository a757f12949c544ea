"""/ask: answer a question from the documents: a fact when one answers it, then the sentences that say so.

Plain Python over storage (no discord). :func:`ensure_search_index` keeps the full-text index in step
with the bank; :func:`ask` reads it. The rules are general English about race reports: the question's
intent (who won, margin, position of X, team, spotter, pole, next race, ...) picks the relations that
could answer it, names and numbers in the question pick the fact, and every specific word of the
question (a proper noun, a number) must be found in that fact or its sources, or the fact is not the
answer. Document text is only ever quoted, never interpreted.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.factbank.ingest import IngestedDocument, document_from_dict
from bot.storage.search import IndexedFact, IndexedSentence, SentenceHit

if TYPE_CHECKING:
    from bot.bank import FactBank
    from bot.factbank.export import LoadedBank
    from bot.factbank.merge import Fact
    from bot.storage import Storage

from bot.ask._facts import best_fact, fact_text, phrase
from bot.ask._question import ParsedQuestion, _has, _stem, _stems, parse_question
from bot.ask._rules import INDEX_VERSION, MAX_TERMS

__all__ = [
    "INDEX_VERSION",
    "MAX_TERMS",
    "AskAnswer",
    "ParsedQuestion",
    "Quote",
    "ask",
    "best_fact",
    "ensure_search_index",
    "fact_text",
    "index_rows",
    "parse_question",
    "phrase",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Quote:
    sentence: str  # verbatim from the document
    document: str  # the document's file name
    title: str


@dataclass(frozen=True, slots=True)
class AskAnswer:
    lead: str | None  # the fact that answers the question, phrased; None when no fact does
    quotes: list[Quote]
    found: bool  # False: the documents do not say


# -- the index -------------------------------------------------------------------------------------


def index_rows(bank: LoadedBank, cache: dict[str, dict]) -> tuple[list[IndexedSentence], list[IndexedFact]]:
    """Every sentence of every read document (from the parse cache, else the bank's cited sentences)
    and every fact, as rows for the search index."""
    cited: dict[str, list[str]] = {}
    for sources in [f.sources for f in bank.facts] + [q.sources for q in bank.questions]:
        for src in sources:
            cited.setdefault(src.document, []).append(src.sentence)
    sentences: list[IndexedSentence] = []
    for doc in bank.documents:
        if doc.skipped:
            continue
        texts = _cached_sentences(cache.get(doc.sha256), doc.id)
        if texts is None:
            texts = list(dict.fromkeys(cited.get(doc.id, [])))
        title = doc.title or doc.id
        sentences += [IndexedSentence(doc.id, title, i, t) for i, t in enumerate(texts)]
    facts = [IndexedFact(f.id, f.relation, f.subject, f.value, f.race, fact_text(f)) for f in bank.facts]
    return sentences, facts


def _cached_sentences(parsed: dict | None, name: str) -> list[str] | None:
    if not parsed:
        return None
    try:
        doc = document_from_dict(parsed)
    except (KeyError, TypeError, ValueError, IndexError):
        return None
    if not isinstance(doc, IngestedDocument) or doc.name != name:
        return None
    return [s.text for s in doc.sentences]


async def ensure_search_index(storage: Storage, bank: FactBank, *, now: float) -> bool:
    """Index `bank` for /ask unless the index was already built from it; True when it (re)indexed."""
    wanted = f"{INDEX_VERSION}:{bank.fingerprint}"
    info = await storage.search_index_info()
    if info is not None and info.fingerprint == wanted:
        return False
    sentences, facts = index_rows(bank.loaded, await storage.document_cache())
    await storage.replace_search_index(wanted, sentences, facts, now=now)
    log.info("search index built: %d sentences, %d facts", len(sentences), len(facts))
    return True


# -- answering -------------------------------------------------------------------------------------


def _covered(text: str, q: ParsedQuestion) -> int:
    stems = _stems(text)
    return sum(_has(_stem(t), stems) for t in q.terms)


def _relevant(text: str, q: ParsedQuestion) -> bool:
    """The sentence shares at least half of the question's content words."""
    covered = _covered(text, q)
    return covered > 0 and covered * 2 >= len(q.terms)


async def ask(storage: Storage, bank: FactBank, question: str, *, limit: int = 3) -> AskAnswer:
    """Answer `question` from the documents: the fact that answers it (if any) phrased as the lead, then
    up to `limit` quoted sentences with their documents; found=False when the documents do not say."""
    q = parse_question(question)
    if not q.terms or limit < 0:
        return AskAnswer(None, [], False)
    facts = bank.facts()
    hits = await storage.search_sentences(q.terms, limit=max(12, 4 * limit))
    ranked = {h.id: h.score for h in await storage.search_facts(q.terms, limit=30)}
    fact = best_fact(q, facts, ranked)
    quotes: dict[str, Quote] = {}
    if fact is not None:
        for sentence, document in _source_order(fact, q, hits):
            quotes.setdefault(sentence, Quote(sentence, document, bank.title_of(document)))
    elif q.named and await storage.absent_terms(q.named):
        hits = []  # the question names something no document mentions
    for hit in hits:
        if len(quotes) >= limit:
            break
        if hit.text not in quotes and _relevant(hit.text, q):
            quotes[hit.text] = Quote(hit.text, hit.document, hit.title)
    lead = phrase(fact, facts) if fact is not None else None
    kept = list(quotes.values())[:limit]
    return AskAnswer(lead, kept, lead is not None or bool(kept))


def _source_order(fact: Fact, q: ParsedQuestion, hits: Sequence[SentenceHit]) -> list[tuple[str, str]]:
    """The fact's source sentences, those sharing most words with the question (then bm25) first."""
    rank = {h.text: i for i, h in enumerate(hits)}
    sources = list(dict.fromkeys((s.sentence, s.document) for s in fact.sources))
    order = sorted(
        range(len(sources)),
        key=lambda i: (-_covered(sources[i][0], q), rank.get(sources[i][0], len(rank)), i),
    )
    return [sources[i] for i in order]
