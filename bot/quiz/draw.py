"""Which questions a new game asks: no repeats in a server until its eligible questions run out.

Pure: the adapter passes the server's persisted "asked" ids and disabled ids, and persists what the
result says (clear the asked set when ``reset_asked``; then mark the drawn questions as asked, as
after any game).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bot.factbank.model import Question

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class DrawResult:
    """The questions, in asking order, and whether this draw started the asked-cycle over.

    ``reset_asked`` is True when the eligible questions not yet asked were fewer than wanted: the
    draw took all of them and filled up with already asked ones, so the adapter must clear the
    persisted asked set (its ids for other topics too) before recording this game's questions.
    ``questions`` may be shorter than asked for when the bank (or the topic) is small, and empty when
    nothing is eligible.
    """

    questions: tuple[Question, ...]
    reset_asked: bool


def normalise_topic(text: str) -> str:
    return " ".join(text.split()).casefold()


def matches_topic(question: Question, topic: str | None) -> bool:
    """True when ``topic`` is None/blank, the question's race, or one of its source documents.

    Compared case-insensitively with whitespace collapsed; a document matches with or without its
    file extension.
    """
    if topic is None or not topic.strip():
        return True
    wanted = normalise_topic(topic)
    if normalise_topic(question.race) == wanted:
        return True
    for source in question.sources:
        name = normalise_topic(source.document)
        stem, dot, _ = name.rpartition(".")
        if wanted == name or (dot and wanted == stem):
            return True
    return False


def has_choices(question: Question) -> bool:
    """True when the question can be asked with buttons: 2+ distinct choices, the answer among them."""
    return len(set(question.choices)) == len(question.choices) >= 2 and question.answer in question.choices


def list_topics(bank: Iterable[Question]) -> tuple[str, ...]:
    """Every topic a player can pick: the races (sorted), then the source documents (sorted)."""
    races: set[str] = set()
    documents: set[str] = set()
    for question in bank:
        if question.race.strip():
            races.add(question.race)
        documents.update(source.document for source in question.sources)
    return (*sorted(races, key=str.casefold), *sorted(documents, key=str.casefold))


def draw_questions(
    bank: Sequence[Question],
    *,
    count: int,
    topic: str | None,
    asked_ids: set[str] | frozenset[str],
    disabled_ids: set[str] | frozenset[str],
    rng: random.Random,
    require_choices: bool = False,
) -> DrawResult:
    """Draw up to ``count`` questions for a game.

    Eligible: not disabled, matching ``topic`` (see `matches_topic`), and with usable choices when
    ``require_choices`` (buttons mode). Questions not in ``asked_ids`` come first; when they are fewer
    than ``count``, all of them are taken, the rest is filled from already asked eligible questions and
    ``reset_asked`` is True. No question appears twice in one draw. The result depends only on the
    arguments (bank order does not matter: candidates are sorted by id before ``rng`` picks).
    """
    if count < 1:
        raise ValueError(f"count must be at least 1 (got {count})")
    seen: set[str] = set()
    eligible: list[Question] = []
    for question in sorted(bank, key=lambda q: q.id):
        if question.id in seen or question.id in disabled_ids:
            continue
        if not matches_topic(question, topic):
            continue
        if require_choices and not has_choices(question):
            continue
        seen.add(question.id)
        eligible.append(question)

    fresh = [q for q in eligible if q.id not in asked_ids]
    if len(fresh) >= count:
        picked = rng.sample(fresh, count)
        reset = False
    elif len(fresh) == len(eligible):  # nothing eligible was asked yet: the bank is just small
        picked = rng.sample(fresh, len(fresh))
        reset = False
    else:
        stale = [q for q in eligible if q.id in asked_ids]
        picked = fresh + rng.sample(stale, min(count - len(fresh), len(stale)))
        rng.shuffle(picked)
        reset = True
    log.debug(
        "drew %d of %d eligible questions (%d fresh, topic=%r, reset=%s)",
        len(picked),
        len(eligible),
        len(fresh),
        topic,
        reset,
    )
    return DrawResult(questions=tuple(picked), reset_asked=reset)
