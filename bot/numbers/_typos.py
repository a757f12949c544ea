"""Typos in number words: "fith" is read as "fifth"."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from rapidfuzz.distance import OSA

from bot.numbers._words import CARDINALS, ORDINALS, SCALES, STARTERS, TENS, UNITS

_WORD_VALUES = MappingProxyType({**CARDINALS, **TENS, **SCALES, **ORDINALS})
_TYPO_TARGETS = tuple(w for w in (*CARDINALS, *TENS, *SCALES, *ORDINALS) if len(w) >= 5)
# Real words one letter away from a number word: never read as a typo of it.
_NOT_TYPOS = frozenset(
    "fist firs filth fits fifths tent teeth tenth there thee tree threw throe three sever seven fort forte "
    "forth thirsty eights light night fight right sight tight weight height sixty seconds thousands "
    "hundreds millions first".split()
)


def fix_typos(words: Sequence[str]) -> list[str] | None:
    """The words with number words typed one letter wrong put right ("fith" -> "fifth"), or None if
    there were none. Only words of four letters or more, never a real word, and only when exactly one
    number word is that close."""
    out: list[str] | None = None
    for k, w in enumerate(words):
        if len(w) < 4 or not w.isalpha() or w in _NOT_TYPOS or w in STARTERS or w in UNITS:
            continue
        close = {
            t
            for t in _TYPO_TARGETS
            if t[0] == w[0]
            and abs(len(t) - len(w)) <= 1
            and w != t + "s"
            and OSA.distance(w, t, score_cutoff=1) <= 1
        }
        if len({_WORD_VALUES[t] for t in close}) == 1:  # "eigth": eight or eighth, 8 either way
            out = list(words) if out is None else out
            out[k] = max(close, key=lambda t: t in ORDINALS)
    return out
