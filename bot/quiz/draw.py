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
from bot.quiz.giveaway import mirrors, reveals

log = logging.getLogger(__name__)

IMPORTED_KIND = "red"  # the kind of every question of an imported Red trivia list
DRAW_ATTEMPTS = 12


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


def is_imported(question: Question) -> bool:
    """True for a question of an imported Red trivia list (`bot.redlists.to_questions` sets the kind)."""
    return question.kind == IMPORTED_KIND


def in_pool(question: Question, topic: str | None, topics: Sequence[str] = ()) -> bool:
    """Whether a game may ask ``question``: its ``topic`` when one is chosen; else any of the server's
    default ``topics`` when it has some; else the race reports only (imported lists never mix in).
    Never a question its topic answers: players who chose "Vankor 250 at Texas Motor Speedway" are not
    asked where the Vankor 250 was held."""
    if topic is not None and topic.strip():
        return matches_topic(question, topic) and not reveals(topic, question)
    if topics:
        return any(matches_topic(question, t) and not reveals(t, question) for t in topics)
    return not is_imported(question)


def draw_questions(
    bank: Sequence[Question],
    *,
    count: int,
    topic: str | None,
    asked_ids: set[str] | frozenset[str],
    disabled_ids: set[str] | frozenset[str],
    rng: random.Random,
    require_choices: bool = False,
    topics: Sequence[str] = (),
) -> DrawResult:
    """Draw up to ``count`` questions for a game.

    Eligible: not disabled, in the game's pool (``topic``, else the default ``topics``, else the race
    reports: see `in_pool`), and with usable choices when ``require_choices`` (buttons mode).
    Questions not in ``asked_ids`` come first; when they are fewer than ``count``, all that fit are
    taken, the rest is filled from already asked eligible questions and ``reset_asked`` is True.
    No question appears twice in one draw, and no two that mirror each other (`giveaway.mirrors`:
    one's prompt holds the other's answer): the game may then be shorter than ``count``. The result
    depends only on the arguments (bank order does not matter: candidates are sorted by id first).
    """
    if count < 1:
        raise ValueError(f"count must be at least 1 (got {count})")
    seen: set[str] = set()
    eligible: list[Question] = []
    for question in sorted(bank, key=lambda q: q.id):
        if question.id in seen or question.id in disabled_ids:
            continue
        if not in_pool(question, topic, topics):
            continue
        if require_choices and not has_choices(question):
            continue
        seen.add(question.id)
        eligible.append(question)

    fresh = [q for q in eligible if q.id not in asked_ids]
    stale = [q for q in eligible if q.id in asked_ids]
    reset = len(fresh) < count and len(fresh) < len(eligible)
    picked = _pick(fresh, stale, count, rng)
    log.debug(
        "drew %d of %d eligible questions (%d fresh, topic=%r, reset=%s)",
        len(picked),
        len(eligible),
        len(fresh),
        topic,
        reset,
    )
    return DrawResult(questions=tuple(picked), reset_asked=reset)


def _pick(fresh: list[Question], stale: list[Question], count: int, rng: random.Random) -> list[Question]:
    """Up to ``count`` questions, no two mirroring each other, fresh ones before stale ones.

    Greedy over a shuffled order: a question that clashes with much of the bank (a track question when
    every prompt names the track) would end a game early if it came first, so up to `DRAW_ATTEMPTS`
    orders are tried and the longest game kept (then the one with the most fresh questions).
    """
    fresh_ids = {q.id for q in fresh}
    best: list[Question] = []
    best_key = (-1, -1)
    attempts = DRAW_ATTEMPTS if len(fresh) + len(stale) <= 2000 else 2  # a big bank rarely falls short
    for _ in range(attempts):
        order = rng.sample(fresh, len(fresh)) + rng.sample(stale, len(stale))
        picked: list[Question] = []
        for question in order:
            if len(picked) == count:
                break
            if not any(mirrors(question, other) for other in picked):
                picked.append(question)
        key = (len(picked), sum(1 for q in picked if q.id in fresh_ids))
        if key > best_key:
            best, best_key = picked, key
        if len(picked) == count:
            break
    rng.shuffle(best)  # fresh ones were taken first; they need not be asked first
    return best
