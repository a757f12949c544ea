"""Numbers written the many ways players and reporters write them.

Works on the words of an already normalised text (see ``bot.matching.normalize``): lower case, no
punctuation except decimal points and ``a/b`` fractions. Finds every quantity in it by *value*:

    "0.001", ".001", "0.001s", "0.001 seconds", "1/1000", "1 thousandth", "a thousandth",
    "one one-thousandth of a second"                         -> 0.001 (seconds where a unit is given)
    "fourth", "4th", "4", "P4", "4th place"                   -> 4
    "#5", "No. 5", "No.5", "number 5", "car 5", "five"        -> 5
    "twenty-five", "one hundred and twenty five", "2 thousand" -> 25, 125, 2000

No string similarity is ever used: "14" is not "4" and "0.01" is not "0.001".
"""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType

log = logging.getLogger(__name__)

_CARDINALS = MappingProxyType(
    {
        "zero": 0, "nil": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
        "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
        "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    }
)  # fmt: skip
_TENS = MappingProxyType(
    {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
     "ninety": 90, "fourty": 40}
)  # fmt: skip
_SCALES = MappingProxyType({"hundred": 100, "thousand": 1000, "million": 1_000_000})
_ORDINALS = MappingProxyType(
    {
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
        "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
        "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
        "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
        "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90, "hundredth": 100,
        "thousandth": 1000, "millionth": 1_000_000, "tenthousandth": 10_000,
        "forth": 4, "nineth": 9, "twelth": 12,  # common misspellings
    }
)  # fmt: skip
# Singular ordinals that read as a fraction after a quantity: "a thousandth", "one tenth".
_DENOMINATORS = frozenset({"tenth", "hundredth", "thousandth", "millionth", "tenthousandth"})
# Plural ordinals are always fractions: "two tenths", "three thousandths", "two thirds".
_PLURAL_DENOMINATORS = MappingProxyType(
    {w + "s": v for w, v in _ORDINALS.items() if v >= 3} | {"halves": 2, "quarters": 4}
)
# unit word -> (dimension, factor to the dimension's base unit)
_UNITS = MappingProxyType(
    {
        "s": ("time", 1.0), "sec": ("time", 1.0), "secs": ("time", 1.0), "second": ("time", 1.0),
        "seconds": ("time", 1.0), "ms": ("time", 0.001), "msec": ("time", 0.001),
        "millisecond": ("time", 0.001), "milliseconds": ("time", 0.001), "min": ("time", 60.0),
        "mins": ("time", 60.0), "minute": ("time", 60.0), "minutes": ("time", 60.0),
        "hr": ("time", 3600.0), "hrs": ("time", 3600.0), "hour": ("time", 3600.0),
        "hours": ("time", 3600.0), "lap": ("laps", 1.0), "laps": ("laps", 1.0),
        "mile": ("distance", 1609.344), "miles": ("distance", 1609.344), "mi": ("distance", 1609.344),
        "km": ("distance", 1000.0), "kilometre": ("distance", 1000.0), "kilometres": ("distance", 1000.0),
        "kilometer": ("distance", 1000.0), "kilometers": ("distance", 1000.0), "mph": ("mph", 1.0),
        "kph": ("kph", 1.0), "point": ("points", 1.0), "points": ("points", 1.0), "pts": ("points", 1.0),
    }
)  # fmt: skip
_ORDINAL_SUFFIXES = frozenset({"st", "nd", "rd", "th"})
_POSITION_WORDS = frozenset({"place", "position", "pos"})
# "this one", "no one", "one of them": the pronoun, not the number.
_ONE_PRONOUN_BEFORE = frozenset(
    {"this", "that", "the", "no", "any", "each", "every", "which", "another", "last", "next", "someone"}
)
# Words that may stand around a number in an *answer* without making it text: "No. 5", "Lap 150".
NUMERIC_FILLER = frozenset(
    {"no", "nr", "num", "number", "car", "p", "pos", "position", "place", "the", "a", "an", "of", "about",
     "around", "approximately", "roughly", "exactly", "just", "only", "by", "in", "at", "margin", "finish",
     "finished", "and"}
)  # fmt: skip

_STARTERS = frozenset({"a", "an", "half", "point", *_CARDINALS, *_TENS, *_ORDINALS, *_SCALES})
_DIGIT_WORDS = frozenset(w for w, v in _CARDINALS.items() if v < 10)

# 12, 0.5, .001, with an optional glued prefix ("p4", "no5", "car5") and suffix ("4th", "0.001s").
_DIGITS = re.compile(r"(p|no|nr|car)?(\d+(?:\.\d+)?|\.\d+)([a-z]*)")
_FRACTION = re.compile(r"(\d+)/(\d+)")


@dataclass(frozen=True, slots=True)
class Quantity:
    """One number found in a text: its value in the base unit of `dim` (seconds, metres, ...)."""

    value: float
    dim: str | None  # "time", "laps", "distance", ...; None when no unit was written
    start: int  # index of its first word
    end: int  # index after its last word
    kind: str = "cardinal"  # "cardinal", "ordinal" or "fraction"


def same_dimension(a: Quantity, b: Quantity) -> bool:
    """Could the two measure the same thing? A bare number fits any unit; seconds never fit miles."""
    return a.dim is None or b.dim is None or a.dim == b.dim


def same_quantity(a: Quantity, b: Quantity) -> bool:
    """Equal values of the same dimension."""
    return same_dimension(a, b) and math.isclose(a.value, b.value, rel_tol=1e-9, abs_tol=1e-12)


def _split_slashes(words: Sequence[str]) -> list[str]:
    out: list[str] = []
    for w in words:
        if "/" in w and not _FRACTION.fullmatch(w):
            out.extend(p for p in w.split("/") if p)
        else:
            out.append(w)
    return out


def _merge_compound_denominators(words: list[str]) -> list[str]:
    """'one ten thousandth' -> 'one tenthousandth' (a fraction), but 'ten thousandths' stays 10/1000."""
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        if w == "ten" and i + 1 < len(words) and words[i + 1] in ("thousandth", "thousandths"):
            nxt = words[i + 1]
            quantity_before = bool(out) and (out[-1] in ("one", "a", "an") or _DIGITS.fullmatch(out[-1]))
            if nxt == "thousandth" or quantity_before:
                out.append("tenthousandth" + ("s" if nxt.endswith("s") else ""))
                i += 2
                continue
        out.append(w)
        i += 1
    return out


def _unit_after(words: Sequence[str], j: int) -> tuple[str | None, float, int]:
    """A unit at words[j] ('s', 'seconds', 'of a second'); returns (dim, factor, index after it)."""
    n = len(words)
    if j < n and words[j] in _UNITS:
        dim, factor = _UNITS[words[j]]
        return dim, factor, j + 1
    if j + 2 < n and words[j] == "of" and words[j + 1] in ("a", "an") and words[j + 2] in _UNITS:
        dim, factor = _UNITS[words[j + 2]]
        return dim, factor, j + 3
    return None, 1.0, j


def _word_number(words: Sequence[str], i: int, seed: float | None) -> tuple[float, str, int] | None:
    """A run of number words from words[i]: 'twenty five', 'one hundred and first', 'a thousandth'.

    `seed` is a quantity already read ("a" = 1) that the run continues. Returns (value, kind, end).
    """
    n = len(words)
    total = 0.0
    cur = seed if seed is not None else 0.0
    last = "unit" if seed is not None else None  # class of the previous word
    j = i
    while j < n:
        w = words[j]
        have = last is not None
        if w in _CARDINALS:
            v = _CARDINALS[w]
            if last == "unit" or (last == "tens" and (v >= 10 or v == 0)):
                break  # "one one", "four five", "twenty ten": separate numbers
            cur += v
            last = "unit"
        elif w in _TENS:
            if last in ("unit", "tens"):
                break
            cur += _TENS[w]
            last = "tens"
        elif w in _SCALES:
            if w == "hundred":
                if last == "hundred":
                    break
                cur = (cur or 1) * 100
                last = "hundred"
            else:
                total += (cur or 1) * _SCALES[w]
                cur = 0
                last = "scale"
        elif w == "and" and have and j + 1 < n:
            nxt = words[j + 1]
            if nxt == "a" and j + 2 < n and words[j + 2] == "half":
                return total + cur + 0.5, "cardinal", j + 3
            if last in ("hundred", "scale") and (nxt in _CARDINALS or nxt in _TENS or nxt in _ORDINALS):
                j += 1
                continue
            break
        elif w == "point" and j + 1 < n and words[j + 1] in _DIGIT_WORDS and last != "point":
            k, decimals = j + 1, ""  # "point zero zero one", "one point five"
            while k < n and words[k] in _DIGIT_WORDS:
                decimals += str(_CARDINALS[words[k]])
                k += 1
            return total + cur + float("0." + decimals), "cardinal", k
        elif w in _DENOMINATORS and have:
            return (total + cur) / _ORDINALS[w], "fraction", j + 1
        elif w in _PLURAL_DENOMINATORS and have:
            return (total + cur) / _PLURAL_DENOMINATORS[w], "fraction", j + 1
        elif w in ("half", "quarter") and last == "unit" and total == 0 and cur == 1:
            return (0.5 if w == "half" else 0.25), "fraction", j + 1  # "one half", "a quarter"
        elif w in _ORDINALS:
            v = _ORDINALS[w]
            if last in ("unit",) or (last == "tens" and v >= 10):
                break
            return total + cur + v, "ordinal", j + 1
        else:
            break
        j += 1
    if last is None:
        return None
    return total + cur, "cardinal", j


def _number_at(words: Sequence[str], i: int) -> tuple[float, str, str | None, float, int] | None:
    """The number starting at words[i], if any: (value, kind, dim, factor, end)."""
    w = words[i]
    n = len(words)
    m = _FRACTION.fullmatch(w)
    if m:
        den = int(m.group(2))
        return (int(m.group(1)) / den, "fraction", None, 1.0, i + 1) if den else None
    m = _DIGITS.fullmatch(w)
    if m:
        value = float(m.group(2))
        suffix = m.group(3)
        kind, dim, factor = "cardinal", None, 1.0
        if suffix in _ORDINAL_SUFFIXES or m.group(1) == "p":
            kind = "ordinal"
        elif suffix in _UNITS:
            dim, factor = _UNITS[suffix]
        elif suffix:
            return None  # "23xi", "3d": a name, not a number
        j = i + 1
        if kind == "cardinal" and dim is None and j < n:
            nxt = words[j]
            if nxt in _SCALES:
                value *= _SCALES[nxt]
                j += 1
                nxt = words[j] if j < n else ""
            if nxt in _ORDINAL_SUFFIXES:
                kind, j = "ordinal", j + 1
            elif nxt in _DENOMINATORS or nxt in _PLURAL_DENOMINATORS:
                value /= _ORDINALS.get(nxt) or _PLURAL_DENOMINATORS[nxt]
                kind, j = "fraction", j + 1
        return value, kind, dim, factor, j
    if w in ("a", "an"):
        if i + 1 < n and (words[i + 1] in _SCALES or words[i + 1] in _DENOMINATORS or words[i + 1] == "half"):
            got = _word_number(words, i + 1, 1.0)
            if got:
                return got[0], got[1], None, 1.0, got[2]
        if i + 1 < n and words[i + 1] == "quarter":
            return 0.25, "fraction", None, 1.0, i + 2
        return None
    if w == "half":
        end = i + 1
        if i + 2 < n and words[i + 1] in ("a", "an") and words[i + 2] in _UNITS:
            dim, factor = _UNITS[words[i + 2]]
            return 0.5, "fraction", dim, factor, i + 3
        return 0.5, "fraction", None, 1.0, end
    if w in _CARDINALS or w in _TENS or w in _ORDINALS or w == "point":
        got = _word_number(words, i, None)
        if got is None:
            return None
        value, kind, end = got
        prev = words[i - 1] if i else ""
        if end == i + 1 and w == "one" and (prev in _ONE_PRONOUN_BEFORE or (end < n and words[end] == "of")):
            return None  # "this one", "one of them"
        if end == i + 1 and w == "first" and prev == "at":
            return None  # "at first"
        if end == i + 1 and w == "second" and prev in ("a", "one"):
            return None  # "wait a second"
        return value, kind, None, 1.0, end
    return None


def _prepare(words: Sequence[str]) -> Sequence[str]:
    if any("/" in w for w in words):
        words = _split_slashes(words)
    if "ten" in words:
        words = _merge_compound_denominators(list(words))
    return words


def _may_start(w: str) -> bool:
    """Cheap test: can a number start at this word? (most words of a sentence cannot)"""
    return w[0] in "0123456789." or w[-1] in "0123456789" or w in _STARTERS


def find_quantities(words: Sequence[str]) -> list[Quantity]:
    """Every quantity in a list of normalised words, left to right, without overlaps."""
    words = _prepare(words)
    n = len(words)
    found: list[Quantity] = []
    i = 0
    while i < n:
        got = _number_at(words, i) if _may_start(words[i]) else None
        if got is None:
            i += 1
            continue
        value, kind, dim, factor, j = got
        if dim is None:
            dim, factor, j = _unit_after(words, j)
        if kind == "cardinal" and j < n and words[j] in _POSITION_WORDS:
            kind, j = "ordinal", j + 1
        q = Quantity(value * factor, dim, i, j, kind)
        prev = found[-1] if found else None
        # "one one-thousandth": a count followed by a unit fraction multiplies it.
        if (
            prev is not None
            and prev.end == i
            and prev.kind == "cardinal"
            and prev.dim is None
            and kind == "fraction"
            and words[i] in ("one", "a", "an", "1")
        ):
            q = Quantity(prev.value * q.value, q.dim, prev.start, j, "fraction")
            found[-1] = q
        else:
            found.append(q)
        i = j
    return found


def distinct_values(quantities: Sequence[Quantity]) -> list[Quantity]:
    """The quantities with repeats of the same value removed ("4th... yes 4" is one number)."""
    out: list[Quantity] = []
    for q in quantities:
        if not any(same_quantity(q, o) for o in out):
            out.append(q)
    return out


def as_number(words: Sequence[str]) -> Quantity | None:
    """The single quantity an answer string *is* ("No. 5", "0.001 seconds", "Lap 150"), else None.

    A string with other words in it ("Daytona 500", "23XI Racing") is text, not a number.
    """
    found = find_quantities(words)
    if not found or len(distinct_values(found)) != 1:
        return None
    covered: set[int] = set()
    for q in found:
        covered.update(range(q.start, q.end))
    merged = _prepare(words)
    if any(k not in covered and w not in NUMERIC_FILLER and w not in _UNITS for k, w in enumerate(merged)):
        return None
    return found[0]
