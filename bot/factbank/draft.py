"""A question before its answers and distractors are worked out."""

from __future__ import annotations

from dataclasses import dataclass

from bot.factbank.merge import Fact
from bot.factbank.values import ordinal_suffix, ordinal_word, parse_ordinal


@dataclass(frozen=True, slots=True)
class Draft:
    kind: str
    prompt: str
    answer: str
    answer_type: str
    fact: Fact
    base: float
    difficulty: int
    also: tuple[str, ...] = ()  # other correct answers (a shared car's co-drivers)


def ord_display(value: str) -> str:
    n = parse_ordinal(value) or 0
    return ordinal_word(n) if n <= 10 else ordinal_suffix(n)
