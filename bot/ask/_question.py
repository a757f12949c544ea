"""Reading a question: its words, stems, names, numbers and intent."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz.distance import OSA

from bot.ask._rules import _GENERIC, _NUMBER_WORDS, _ORDINAL, _STOP, _WORD, MAX_QUESTION_CHARS, MAX_TERMS
from bot.factbank.values import parse_ordinal
from bot.matching import normalize

# -- the question ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ParsedQuestion:
    raw: str  # the question's start, spacing collapsed: what the intent rules read
    words: frozenset[str]  # normalised words (at most a few dozen), for names
    terms: tuple[str, ...]  # content words, in order, capped: the full-text terms
    named: tuple[str, ...]  # proper nouns and numbers among them: a fact must account for every one
    plain: tuple[str, ...]  # stems of the other content words, except generic race words
    numbers: frozenset[int]
    ordinals: frozenset[int]


def parse_question(question: str) -> ParsedQuestion:
    if len(question) > MAX_QUESTION_CHARS:  # cut at a space, not inside a word
        question = (question[:MAX_QUESTION_CHARS].rsplit(None, 1) or [""])[0]
    raw = " ".join(question.split())
    letters = [c for c in raw if c.isalpha()]
    shouting = sum(c.isupper() for c in letters) * 2 > len(letters)
    terms: dict[str, bool] = {}  # word -> specific
    words: list[str] = []
    for i, match in enumerate(_WORD.finditer(raw)):
        token = match.group()
        for word in normalize(token).split():
            if len(words) < 64:
                words.append(word)
            if word in _STOP or (len(word) == 1 and not word.isdigit()) or len(terms) >= MAX_TERMS:
                continue
            capital = not shouting and token[0].isupper() and (i > 0 or word not in _GENERIC)
            terms[word] = terms.get(word, False) or capital or any(c.isdigit() for c in word)
    numbers = {int(w) for w in words if w.isdigit() and len(w) < 6}
    numbers |= {_NUMBER_WORDS[w] for w in words if w in _NUMBER_WORDS}
    ordinals = {n for m in _ORDINAL.finditer(raw) if (n := parse_ordinal(m.group())) is not None}
    return ParsedQuestion(
        raw=raw,
        words=frozenset(words),
        terms=tuple(terms),
        named=tuple(w for w, s in terms.items() if s),
        plain=tuple(_stem(w) for w, s in terms.items() if not s and w not in _GENERIC),
        numbers=frozenset(numbers),
        ordinals=frozenset(ordinals),
    )


def _stem(word: str) -> str:
    """A crude English stem, the same on both sides of a comparison ("crashed", "crashes" -> "crash")."""
    for suffix in ("ing", "est", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            word = word[: -len(suffix)]
            break
    return word[:-1] if word.endswith("e") and len(word) > 3 else word


def _stems(text: str) -> set[str]:
    """The words of `text` and their stems."""
    words = normalize(text).split()
    return {*words, *(_stem(w) for w in words)}


def _has(stem: str, stems: Iterable[str]) -> bool:
    """`stem` is among `stems`, allowing a typo in a long word."""
    stems = stems if isinstance(stems, (set, frozenset)) else set(stems)
    if stem in stems:
        return True
    if len(stem) < 5 or any(c.isdigit() for c in stem):
        return False  # short words and numbers must match exactly
    edits = 1 if len(stem) <= 8 else 2
    return any(
        abs(len(s) - len(stem)) <= edits and OSA.distance(s, stem, score_cutoff=edits) <= edits for s in stems
    )
