"""Every quantity in a text, with what is said around it, and whether two quantities can be the same."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.numbers._reading import DIGITS, may_start, number_at, prepare, unit_after
from bot.numbers._words import (
    COMPARATORS,
    LABELS,
    NUMERIC_FILLER,
    PLURAL_DENOMINATORS,
    POSITION_WORDS,
    STARTERS,
    UNITS,
)

_CLOCK = re.compile(r"(\d+):(\d\d)(?::(\d\d))?(\.\d+)?")  # "1:30:17.345", "1:30.5", "3:30"


@dataclass(frozen=True, slots=True)
class Quantity:
    """One number found in a text: its value in the base unit of `dim` (seconds, metres, ...)."""

    value: float
    dim: str | None  # "time", "laps", "distance", "races", ...; None when no unit was written
    start: int  # index of its first word
    end: int  # index after its last word
    kind: str = "cardinal"  # "cardinal", "ordinal", "fraction" or "top" ("top 5")
    raw: float | None = None  # the value as written before its unit ("400" of "400 miles")
    alt: float | None = None  # a second reading: "3:30" is 3 min 30 s or 3 h 30 min
    cmp: str | None = None  # "gt" ("more than"), "lt" ("under"), "about"
    label: str | None = None  # what it numbers: "turn" ("Turn 3"), "lap", "car", "pos"


def is_number_word(word: str) -> bool:
    """A word that is, or goes with, a number: "four", "fourth", "thousandths", "laps", "no", "top"."""
    return word in STARTERS or word in UNITS or word in NUMERIC_FILLER or word in PLURAL_DENOMINATORS


def same_dimension(a: Quantity, b: Quantity) -> bool:
    """Could the two measure the same thing? A bare number fits any unit; seconds never fit miles."""
    return a.dim is None or b.dim is None or a.dim == b.dim


def _readings(q: Quantity, other: Quantity) -> tuple[float, ...]:
    """The values `q` may stand for next to `other`: "400" means 400 of the other's unit."""
    out: tuple[float, ...] = (q.value,) if q.alt is None else (q.value, q.alt)
    if q.dim is not None and other.dim is None and q.raw is not None:
        out += (q.raw,)
    return out


def same_quantity(a: Quantity, b: Quantity) -> bool:
    """Could `a` and `b` be the same quantity? Equal values of the same dimension, with nothing said
    around them that disagrees: a unit ("1.5 laps" vs "1.5 s"), a bound ("under" vs "more than"), a label
    ("lap 3" vs "Turn 3") or a rank ("top 5" is not "fifth")."""
    if not same_dimension(a, b):
        return False
    if a.kind != b.kind and {a.kind, b.kind} == {"top", "ordinal"}:
        return False
    if a.cmp and b.cmp and {a.cmp, b.cmp} == {"gt", "lt"}:
        return False
    if a.label and b.label and a.label != b.label:
        return False
    if (a.label == "car" and b.kind == "ordinal") or (b.label == "car" and a.kind == "ordinal"):
        return False  # a car number is no position: "24th" is not the No. 24
    return any(
        math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-12) for x in _readings(a, b) for y in _readings(b, a)
    )


def _clock(w: str) -> Quantity | None:
    """'1:30:17.345' (h:m:s), '1:30.5' (m:s) or '3:30' (m:s, or h:m) as seconds."""
    m = _CLOCK.fullmatch(w)
    if m is None:
        return None
    a, b = int(m.group(1)), int(m.group(2))
    frac = float(m.group(4) or 0)
    if m.group(3) is not None:
        return Quantity(a * 3600 + b * 60 + int(m.group(3)) + frac, "time", 0, 0)
    return Quantity(a * 60 + b + frac, "time", 0, 0, alt=None if m.group(4) else a * 3600 + b * 60)


def _context(words: Sequence[str], i: int) -> tuple[str | None, str | None, bool, int]:
    """What the words before words[i] say about its number: (comparator, label, "top", first index)."""
    cmp = label = None
    top = False
    start = i
    if i and words[i - 1] in LABELS:
        label, start = LABELS[words[i - 1]], i - 1
    elif i and words[i - 1] == "top":
        top, start = True, i - 1
    for size in (3, 2, 1):
        if start >= size and (key := tuple(words[start - size : start])) in COMPARATORS:
            cmp = COMPARATORS[key]
            break
    return cmp, label, top, start


def find_quantities(
    words: Sequence[str], negated: Callable[[Sequence[str], int], bool] | None = None
) -> list[Quantity]:
    """Every quantity in a list of normalised words, left to right, without overlaps.

    Quantities that `negated(words, index)` says are denied ("not 4th") are left out. Adjacent parts of one
    duration ("1 hour 30 minutes") and a whole number with a fraction ("3 1/2") are one quantity.
    """
    words = prepare(words)
    n = len(words)
    found: list[Quantity] = []
    last_factor = 0.0  # unit factor of the last part read: a duration's parts come in falling units
    i = 0
    while i < n:
        w = words[i]
        if not may_start(w):
            i += 1
            continue
        clock = _clock(w) if ":" in w else None
        got = None if clock else number_at(words, i)
        if got is None and clock is None:
            i += 1
            continue
        cmp, label, top, first = _context(words, i)
        if negated is not None and negated(words, first):
            i += 1
            continue
        if clock is not None:
            found.append(Quantity(clock.value, "time", i, i + 1, alt=clock.alt, cmp=cmp, label=label))
            last_factor = 0.0
            i += 1
            continue
        assert got is not None
        value, kind, dim, factor, j = got
        if (
            kind == "ordinal"
            and dim is None
            and j + 2 < n
            and words[j] == "of"
            and words[j + 1] in ("a", "an")
        ):
            value, kind = 1 / value if value else value, "fraction"  # "1000th of a second"
        if dim is None:
            dim, factor, j = unit_after(words, j)
        if kind == "cardinal" and j < n and words[j] in POSITION_WORDS:
            kind, j = "ordinal", j + 1
        glued = DIGITS.fullmatch(w)
        if glued and glued.group(1):
            label = LABELS[glued.group(1)]
        prev = found[-1] if found else None
        if glued and glued.group(3) == "m" and prev is not None and prev.dim == "time" and prev.end == i:
            value, dim, factor = value / 1_000_000, "time", 60.0  # "1h 30m": minutes
        if top and kind in ("cardinal", "ordinal"):
            kind = "top"
        if (
            kind == "cardinal"
            and list(words[j + 1 : j + 4]) == ["and", "a", "half"]
            and words[j].startswith("length")
        ):
            value, j = value + 0.5, j + 4  # "two lengths and a half"
        q = Quantity(value * factor, dim, i, j, kind, raw=value, cmp=cmp, label=label)
        gap = prev is not None and (prev.end == i or (prev.end == i - 1 and words[i - 1] == "and"))
        if prev is None or not gap:
            found.append(q)
        elif (
            prev.kind == "cardinal"
            and prev.dim is None
            and kind == "fraction"
            and w in ("one", "a", "an", "1")
        ):
            # "one one-thousandth": a count followed by a unit fraction multiplies it.
            found[-1] = Quantity(
                prev.value * q.value, q.dim, prev.start, j, "fraction", raw=prev.value * value
            )
        elif prev.kind == "cardinal" and prev.dim is None and kind == "fraction" and value < 1 and "/" in w:
            # "3 1/2 hours": a whole number and a fraction.
            whole = prev.value + value
            found[-1] = Quantity(whole * factor, dim, prev.start, j, "cardinal", raw=whole, cmp=prev.cmp)
        elif prev.dim == "time" and dim == "time" and prev.alt is None and last_factor > factor:
            # "1 hour 30 minutes 17.345 seconds": one duration; its raw value means nothing alone.
            found[-1] = Quantity(prev.value + q.value, "time", prev.start, j, "cardinal", cmp=prev.cmp)
        else:
            found.append(q)
        last_factor = factor
        i = j
    return found


def distinct_values(quantities: Sequence[Quantity]) -> list[Quantity]:
    """The quantities with repeats of the same value removed ("4th... yes 4" is one number)."""
    out: list[Quantity] = []
    for q in quantities:
        if not any(same_quantity(q, o) for o in out):
            out.append(q)
    return out


def as_number(words: Sequence[str], filler: frozenset[str] = frozenset()) -> Quantity | None:
    """The single quantity an answer string *is* ("No. 5", "0.001 seconds", "Lap 150"), else None.

    A string with other words in it ("Daytona 500", "23XI Racing") is text, not a number, unless they
    are in `filler` (words that only describe the number: "third closest", "a record eighth crown").
    """
    if not any(may_start(w) for w in words):
        return None  # most names: no word a number could start at
    found = find_quantities(words)
    if not found or len(distinct_values(found)) != 1:
        return None
    covered: set[int] = set()
    for q in found:
        covered.update(range(q.start, q.end))
    merged = prepare(words)
    if any(
        k not in covered and w not in NUMERIC_FILLER and w not in UNITS and w not in filler
        for k, w in enumerate(merged)
    ):
        return None
    return found[0]
