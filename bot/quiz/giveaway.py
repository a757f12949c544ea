"""What would give a question's answer away: card text, hints, and another question of the same game.

Pure (no discord, no clock). Text is compared in the matcher's normal form (`bot.matching.normalize`:
case, accents and punctuation folded) as whole words, so "Kansas" is found in "AdventHealth 400 at
Kansas Speedway" but "5" is not found in "2025".

- `reveals(text, question)`: the text holds the answer or one of its accepted variants. A card shows
  no field that does (the race label of "At which track was the AdventHealth 400 held?" does).
- `mirrors(a, b)`: one question's prompt holds the other's answer ("Who finished 16th?" and "In what
  position did Ricky Stenhouse Jr. finish?" are one fact asked both ways). Never two in one game.
- `hint_reveals(hint, question)`: a hint that shows the whole answer (a yes/no answer's first letter,
  a one-letter answer, a variant left readable) is not a hint; the game does not give it.
"""

from __future__ import annotations

from functools import lru_cache

from bot.factbank.model import Question
from bot.matching import normalize

YES_NO = frozenset({"yes", "no", "true", "false", "y", "n"})
_MASKS = frozenset("_#")
RANGE_TYPES = frozenset({"number", "car_number", "ordinal"})  # their hints name a kind or a range


@lru_cache(maxsize=8192)
def _forms(accepted: tuple[str, ...]) -> tuple[str, ...]:
    """The accepted answers in normal form, longest first, empty ones dropped."""
    forms = {normalize(a) for a in accepted}
    return tuple(sorted((f for f in forms if f), key=lambda f: (-len(f), f)))


def answer_forms(question: Question) -> tuple[str, ...]:
    return _forms((question.answer, *question.accepted))


@lru_cache(maxsize=16384)
def _padded(text: str) -> str:
    return f" {normalize(text)} "


def _holds(text: str, forms: tuple[str, ...]) -> bool:
    padded = _padded(text)
    return any(f" {form} " in padded for form in forms)


def reveals(text: str, question: Question) -> bool:
    """True when ``text`` contains the question's answer or an accepted variant, as whole words."""
    return bool(text) and _holds(text, answer_forms(question))


def mirrors(a: Question, b: Question) -> bool:
    """True when ``a`` and ``b`` must not be asked in one game: the same question, or one's prompt
    holds the other's answer (so asking one answers, or re-asks, the other)."""
    if a.id == b.id:
        return True
    return reveals(a.prompt, b) or reveals(b.prompt, a)


def is_yes_no(question: Question) -> bool:
    return normalize(question.answer) in YES_NO


def hint_reveals(hint: str, question: Question) -> bool:
    """True when showing ``hint`` would show the answer itself rather than help find it."""
    if is_yes_no(question):
        return True  # two possible answers: any letter of it is the answer
    if not any(ch in _MASKS for ch in hint):
        # no mask: a range ("between 0 and 0.01", "from 1st to 10th") is a hint; a bare answer is not
        return question.answer_type not in RANGE_TYPES
    return reveals(hint, question)
