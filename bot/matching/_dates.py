"""Dates as fans write them: "April 17, 2011", "17 April 2011", "17th of April", "4/17/2011", "2011-04-17".

A date is (year, month, day) with None for a part not written. A guess agrees with an answer when
every part the answer has is there and equal, except that the year may be left out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType

from bot.numbers import ORDINALS

_MONTHS = MappingProxyType(
    {"january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
     "september": 9, "october": 10, "november": 11, "december": 12, "jan": 1, "feb": 2, "mar": 3,
     "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12}
)  # fmt: skip
_DAY = re.compile(r"(\d{1,2})(?:st|nd|rd|th)?")
_YEAR = re.compile(r"(?:1[89]|20)\d\d")
_NUMERIC = re.compile(r"(\d{1,4})[/.](\d{1,2})[/.](\d{2,4})")


@dataclass(frozen=True, slots=True)
class Date:
    year: int | None
    month: int
    day: int | None
    start: int
    end: int


def _day(w: str) -> int | None:
    m = _DAY.fullmatch(w)
    n = int(m.group(1)) if m else ORDINALS.get(w)
    return n if n is not None and 1 <= n <= 31 else None


def _year(words: Sequence[str], k: int) -> int | None:
    return int(words[k]) if k < len(words) and _YEAR.fullmatch(words[k]) else None


def _numeric(w: str, start: int) -> list[Date]:
    """'4/17/2011' or '17.04.2011' (day or month first, both readings when both can be) or '2011/04/17'."""
    m = _NUMERIC.fullmatch(w)
    if m is None:
        return []
    a, b, c = (int(g) for g in m.groups())
    if len(m.group(1)) == 4:
        return [Date(a, b, c, start, start + 1)] if 1 <= b <= 12 and 1 <= c <= 31 else []
    year = c + 2000 if c < 100 else c
    out = [
        Date(year, mo, d, start, start + 1) for mo, d in ((a, b), (b, a)) if 1 <= mo <= 12 and 1 <= d <= 31
    ]
    return out


def find_dates(words: Sequence[str]) -> list[Date]:
    """Every date in normalised words; a numeric date that reads two ways gives both."""
    found: list[Date] = []
    n = len(words)
    i = 0
    while i < n:
        w = words[i]
        month = _MONTHS.get(w)
        if month is not None:
            day = _day(words[i + 1]) if i + 1 < n else None
            if day is not None:  # "April 17 2011"
                year = _year(words, i + 2)
                found.append(Date(year, month, day, i, i + 3 if year else i + 2))
                i += 3 if year else 2
                continue
            year = _year(words, i + 1)
            if year is not None and w != "may":  # "April 2011"
                found.append(Date(year, month, None, i, i + 2))
                i += 2
                continue
        day = _day(w)
        if day is not None:  # "17 April 2011", "17th of April"
            k = i + 2 if i + 2 < n and words[i + 1] == "of" else i + 1
            month = _MONTHS.get(words[k]) if k < n else None
            if month is not None:
                year = _year(words, k + 1)
                found.append(Date(year, month, day, i, k + 2 if year else k + 1))
                i = k + 2 if year else k + 1
                continue
        if "/" in w or "." in w:
            found.extend(_numeric(w, i))
        elif i + 2 < n and _YEAR.fullmatch(w) and words[i + 1].isdigit() and words[i + 2].isdigit():
            found.extend(_numeric(f"{w}/{words[i + 1]}/{words[i + 2]}", i))  # "2011-04-17"
        i += 1
    return found


def same_date(guess: Date, answer: Date) -> bool:
    """Every part of the answer given and equal; the year may be left out of the guess."""
    if guess.month != answer.month or guess.day != answer.day:
        return False
    return guess.year is None or answer.year is None or guess.year == answer.year
