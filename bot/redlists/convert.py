"""Converting a Red list into our questions, in time linear in the list's size.

Pure: no discord, no database, no file access.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence

from rapidfuzz.distance import Levenshtein

from bot import numbers
from bot.factbank.model import Question, Source
from bot.matching import normalize
from bot.redlists.model import MAX_OTHERS, RedList, RedListError

_YES_NO = frozenset({"yes", "no", "true", "false"})
# The most distinct words of one shape (first letter, length) compared to a word when looking for typos:
# a list of thousands of same-shaped words would otherwise cost a comparison per pair of them.
MAX_SHAPE_SCAN = 256


def topic_key(topic: str) -> str:
    """The form topics are compared in: whitespace collapsed, case folded (as the quiz draw does)."""
    return " ".join(topic.split()).casefold()


def question_id(topic: str, text: str) -> str:
    """Stable id of an imported question: the same topic and question text give the same id."""
    digest = hashlib.sha256(f"{topic_key(topic)}\n{text}".encode()).hexdigest()
    return f"red-{digest[:12]}"


def _is_number(text: str) -> bool:
    return numbers.as_number(normalize(text).split()) is not None


def _is_yes_no(answers: Sequence[str]) -> bool:
    return normalize(answers[0]) in _YES_NO


def to_questions(red_list: RedList, topic: str) -> list[Question]:
    """The list's questions as ours, in file order, all with ``race`` = the topic.

    ``answer_type`` is "number" when every answer reads as a number, else "text". ``choices`` are the
    answer and 3 distractors drawn, seeded by the question's id, from the other questions' canonical
    answers of the same type; empty (typed mode only) when there are fewer than 3, and for yes/no
    questions. ``others`` are the other answers of the same type a guess could confuse with this one
    (sharing a word, or a word a typo or two away; see `_Pool.related`) plus the distractors, at most
    MAX_OTHERS: the matcher refuses a guess that is closer to one of them. Each question costs a
    bounded amount of work, however many answers of the list share its words.
    """
    topic = " ".join(topic.split())
    if not topic:
        raise RedListError("The topic name is empty.")
    types = ["number" if all(_is_number(a) for a in q.answers) else "text" for q in red_list.questions]
    pools: dict[str, _Pool] = {}
    for q, kind in sorted(zip(red_list.questions, types, strict=True), key=lambda p: p[0].answers[0]):
        if not _is_yes_no(q.answers):
            pools.setdefault(kind, _Pool()).add(q.answers[0])
    out = []
    for q, kind in zip(red_list.questions, types, strict=True):
        qid = question_id(topic, q.text)
        pool = pools.get(kind, _Pool())
        own = {normalize(a) for a in q.answers}
        choices = () if _is_yes_no(q.answers) else _choices(qid, q.answers[0], own, pool)
        distractors = [c for c in choices if normalize(c) not in own]
        others = list(dict.fromkeys([*distractors, *pool.related(own, MAX_OTHERS)]))[:MAX_OTHERS]
        out.append(
            Question(
                id=qid,
                kind="red",
                prompt=q.text,
                answer=q.answers[0],
                accepted=q.answers,
                choices=choices,
                difficulty=2,
                score=0.5,
                race=topic,
                sources=(Source(document=red_list.source, sentence=q.text),),
                answer_type=kind,
                others=tuple(sorted(others)),
            )
        )
    return out


class _Pool:
    """The distinct canonical answers of one type (added in sorted order), indexed by word for `related`."""

    def __init__(self) -> None:
        self.answers: list[str] = []
        self.forms: list[str] = []  # normalised, parallel to answers
        self._seen: set[str] = set()
        self._by_word: dict[str, list[int]] = {}  # ascending answer indices
        self._by_shape: dict[tuple[str, int], list[str]] = {}  # (first letter, length) -> distinct words

    def add(self, answer: str) -> None:
        form = normalize(answer)
        if not form or form in self._seen:
            return
        self._seen.add(form)
        index = len(self.answers)
        self.answers.append(answer)
        self.forms.append(form)
        for word in dict.fromkeys(form.split()):
            if len(word) >= 3:
                indices = self._by_word.get(word)
                if indices is None:
                    self._by_word[word] = [index]
                    self._by_shape.setdefault((word[0], len(word)), []).append(word)
                else:
                    indices.append(index)

    def related(self, own: set[str], limit: int) -> list[str]:
        """At most ``limit`` answers, never one of ``own``: first those sharing a word of 3+ letters with
        ``own``, then those with a word at most two typos from one of its words of 4+ letters (same first
        letter), each group in pool order. Only the first few indices of each word are looked at: the
        smallest ``limit`` of a union are among the smallest ``limit + excluded`` of each part."""
        words = {w for form in own for w in form.split() if len(w) >= 3}
        skip = len(own)
        shared = self._smallest((self._by_word.get(w, ()) for w in words), limit + skip)
        found = [i for i in shared if self.forms[i] not in own][:limit]
        if len(found) < limit:
            taken = set(shared)
            near_words = [
                other
                for word in words
                if len(word) >= 4
                for size in range(len(word) - 2, len(word) + 3)
                for other in self._by_shape.get((word[0], size), ())[:MAX_SHAPE_SCAN]
                if other != word and Levenshtein.distance(word, other, score_cutoff=2) <= 2
            ]
            near = self._smallest((self._by_word[w] for w in near_words), limit + skip + len(taken))
            found += [i for i in near if i not in taken and self.forms[i] not in own][: limit - len(found)]
        return [self.answers[i] for i in found]

    @staticmethod
    def _smallest(lists, count: int) -> list[int]:
        """The ``count`` smallest distinct indices of ascending ``lists``, ascending."""
        return sorted({i for indices in lists for i in indices[:count]})[:count]


def _choices(qid: str, answer: str, own: set[str], pool: _Pool) -> tuple[str, ...]:
    """The answer and 3 distinct distractors from ``pool``, picked by an rng seeded with the id."""
    forms = pool.forms
    rng = random.Random(int(hashlib.sha256(qid.encode()).hexdigest()[:16], 16))
    picked: list[int] = []
    for _ in range(64 if forms else 0):  # a few probes find 3 in a big pool without scanning it
        i = rng.randrange(len(forms))
        if i not in picked and forms[i] not in own:
            picked.append(i)
            if len(picked) == 3:
                break
    if len(picked) < 3:
        usable = [i for i, f in enumerate(forms) if f not in own and i not in picked]
        if len(usable) < 3 - len(picked):
            return ()
        picked += rng.sample(usable, 3 - len(picked))
    return tuple(sorted([answer, *(pool.answers[i] for i in picked)]))
