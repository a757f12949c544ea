"""Finding many known names in text at once, in time linear in the text (see `Gazetteer`)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator

_CAPITAL_START = re.compile(r"(?<!\w)[A-Z]")
_WORD_CHAR = re.compile(r"\w")


class Gazetteer:
    """Finds names of two words or more in text, as ``\\b(?:longest|...|shortest)\\b`` would, in
    time linear in the text: names are looked up by their first word, not tried one by one at each
    place (a thousand learnt tracks made that regex cost a thousand steps per character)."""

    def __init__(self, names: list[str]) -> None:
        self._by_first: dict[str, list[str]] = defaultdict(list)
        for name in sorted(names, key=len, reverse=True):
            self._by_first[name.split(" ", 1)[0]].append(name)
        self._longest_first = max((len(w) for w in self._by_first), default=0)

    def finditer(self, text: str) -> Iterator[tuple[int, int, str]]:
        """(start, end, name) of each name found, left to right, not overlapping."""
        end = 0
        for capital in _CAPITAL_START.finditer(text):
            start = capital.start()
            if start < end:
                continue
            space = text.find(" ", start, start + self._longest_first + 1)
            for name in self._by_first.get(text[start:space], ()) if space != -1 else ():
                stop = start + len(name)
                if text.startswith(name, start) and boundary(text, stop):
                    yield start, stop, name
                    end = stop
                    break


def boundary(text: str, i: int) -> bool:
    """``\\b`` at i: a word character on one side of it only."""
    before = bool(_WORD_CHAR.match(text[i - 1])) if i > 0 else False
    after = bool(_WORD_CHAR.match(text[i])) if i < len(text) else False
    return before != after
