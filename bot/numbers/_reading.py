"""Reading the one number that starts at a word: digits ("4th", "0.001s", "p4", "1/1000"), number words
("one hundred and first", "a thousandth", "point zero zero one") and the unit written after it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.numbers._words import (
    CARDINALS,
    DENOMINATORS,
    DIGIT_WORDS,
    MULTIPLES,
    ONE_PRONOUN_BEFORE,
    ORDINAL_SPELLINGS,
    ORDINAL_SUFFIXES,
    PLURAL_DENOMINATORS,
    SCALES,
    STARTERS,
    TENS_SPELLINGS,
    UNITS,
)

# 12, 0.5, .001, with an optional glued prefix ("p4", "no5", "car5") and suffix ("4th", "0.001s").
DIGITS = re.compile(r"(p|no|nr|car|t)?(\d+(?:\.\d+)?|\.\d+)([a-z]*)")
_FRACTION = re.compile(r"(\d+)/(\d+)(?:st|nd|rd|th)?s?")  # "1/1000", "1/1000th"


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
            quantity_before = bool(out) and (
                out[-1] in ("a", "an") or out[-1] in CARDINALS or DIGITS.fullmatch(out[-1])
            )
            if nxt == "thousandth" or quantity_before:
                out.append("tenthousandth" + ("s" if nxt.endswith("s") else ""))
                i += 2
                continue
        out.append(w)
        i += 1
    return out


def unit_after(words: Sequence[str], j: int) -> tuple[str | None, float, int]:
    """A unit at words[j] ('s', 'seconds', 'of a second'); returns (dim, factor, index after it)."""
    n = len(words)
    if j + 1 < n and words[j + 1] == "h" and words[j] in ("km", "mi"):
        return ("kph" if words[j] == "km" else "mph"), 1.0, j + 2  # "km/h"
    if j < n and words[j] in UNITS:
        dim, factor = UNITS[words[j]]
        return dim, factor, j + 1
    if j + 2 < n and words[j] == "of" and words[j + 1] in ("a", "an") and words[j + 2] in UNITS:
        dim, factor = UNITS[words[j + 2]]
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
        if w in CARDINALS:
            v = CARDINALS[w]
            if last == "unit" or (last == "tens" and (v >= 10 or v == 0)):
                break  # "one one", "four five", "twenty ten": separate numbers
            cur += v
            last = "unit"
        elif w in TENS_SPELLINGS:
            if last in ("unit", "tens"):
                break
            cur += TENS_SPELLINGS[w]
            last = "tens"
        elif w in SCALES:
            if w == "hundred":
                if last == "hundred":
                    break
                cur = (cur or 1) * 100
                last = "hundred"
            else:
                total += (cur or 1) * SCALES[w]
                cur = 0
                last = "scale"
        elif w == "and" and have and j + 1 < n:
            nxt = words[j + 1]
            if nxt == "a" and j + 2 < n and words[j + 2] == "half":
                return total + cur + 0.5, "cardinal", j + 3
            if last in ("hundred", "scale") and (
                nxt in CARDINALS or nxt in TENS_SPELLINGS or nxt in ORDINAL_SPELLINGS
            ):
                j += 1
                continue
            break
        elif w == "point" and j + 1 < n and words[j + 1] in DIGIT_WORDS and last != "point":
            k, decimals = j + 1, ""  # "point zero zero one", "one point five"
            while k < n and words[k] in DIGIT_WORDS:
                decimals += str(CARDINALS[words[k]])
                k += 1
            return total + cur + float("0." + decimals), "cardinal", k
        elif w in DENOMINATORS and have:
            return (total + cur) / ORDINAL_SPELLINGS[w], "fraction", j + 1
        elif w in PLURAL_DENOMINATORS and have:
            return (total + cur) / PLURAL_DENOMINATORS[w], "fraction", j + 1
        elif w in ("half", "quarter") and last == "unit" and total == 0 and cur == 1:
            return (0.5 if w == "half" else 0.25), "fraction", j + 1  # "one half", "a quarter"
        elif w in ORDINAL_SPELLINGS:
            v = ORDINAL_SPELLINGS[w]
            if last in ("unit",) or (last == "tens" and v >= 10):
                break
            return total + cur + v, "ordinal", j + 1
        else:
            break
        j += 1
    if last is None:
        return None
    return total + cur, "cardinal", j


def number_at(words: Sequence[str], i: int) -> tuple[float, str, str | None, float, int] | None:
    """The number starting at words[i], if any: (value, kind, dim, factor, end)."""
    w = words[i]
    n = len(words)
    m = _FRACTION.fullmatch(w)
    if m:
        den = int(m.group(2))
        return (int(m.group(1)) / den, "fraction", None, 1.0, i + 1) if den else None
    m = DIGITS.fullmatch(w)
    if m:
        value = float(m.group(2))
        suffix = m.group(3)
        kind, dim, factor = "cardinal", None, 1.0
        if suffix in ORDINAL_SUFFIXES or m.group(1) == "p":
            kind = "ordinal"
        elif suffix in ("k", "m") and not m.group(1):
            value *= 1000 if suffix == "k" else 1_000_000  # "300k", "$1.5m" (but "1h 30m": see below)
        elif suffix in UNITS:
            dim, factor = UNITS[suffix]
        elif suffix:
            return None  # "23xi", "3d": a name, not a number
        j = i + 1
        if kind == "cardinal" and dim is None and j + 2 < n and words[j] == "and" and words[j + 1] == "a":
            if words[j + 2] == "half":  # "3 and a half"
                value, j = value + 0.5, j + 3
        if kind == "cardinal" and dim is None and j < n:
            nxt = words[j]
            if nxt in SCALES:
                value *= SCALES[nxt]
                j += 1
                nxt = words[j] if j < n else ""
            if nxt in ORDINAL_SUFFIXES:
                kind, j = "ordinal", j + 1
            elif nxt in DENOMINATORS or nxt in PLURAL_DENOMINATORS:
                value /= ORDINAL_SPELLINGS.get(nxt) or PLURAL_DENOMINATORS[nxt]
                kind, j = "fraction", j + 1
        return value, kind, dim, factor, j
    if w in ("a", "an"):
        if i + 1 < n and (words[i + 1] in SCALES or words[i + 1] in DENOMINATORS or words[i + 1] == "half"):
            got = _word_number(words, i + 1, 1.0)
            if got:
                return got[0], got[1], None, 1.0, got[2]
        if i + 1 < n and words[i + 1] == "quarter":
            return 0.25, "fraction", None, 1.0, i + 2
        return None
    if w in MULTIPLES:
        return MULTIPLES[w], "cardinal", "times", 1.0, i + 1
    if w in DENOMINATORS and i + 1 < n and words[i + 1] == "of":
        return 1 / ORDINAL_SPELLINGS[w], "fraction", None, 1.0, i + 1  # "thousandth of a second"
    if w == "half":
        end = i + 1
        if i + 2 < n and words[i + 1] in ("a", "an") and words[i + 2] in UNITS:
            dim, factor = UNITS[words[i + 2]]
            return 0.5, "fraction", dim, factor, i + 3
        return 0.5, "fraction", None, 1.0, end
    if w in CARDINALS or w in TENS_SPELLINGS or w in ORDINAL_SPELLINGS or w == "point":
        got = _word_number(words, i, None)
        if got is None:
            return None
        value, kind, end = got
        prev = words[i - 1] if i else ""
        if end == i + 1 and w == "one" and (prev in ONE_PRONOUN_BEFORE or (end < n and words[end] == "of")):
            return None  # "this one", "one of them"
        if end == i + 1 and w == "first" and prev == "at":
            return None  # "at first"
        if end == i + 1 and w == "second" and prev in ("a", "one"):
            return None  # "wait a second"
        return value, kind, None, 1.0, end
    return None


def prepare(words: Sequence[str]) -> Sequence[str]:
    """The words as the reader reads them: "a/b" pairs split (fractions kept), "ten thousandth" one word."""
    if any("/" in w for w in words):
        words = _split_slashes(words)
    if "ten" in words:
        words = _merge_compound_denominators(list(words))
    return words


def may_start(w: str) -> bool:
    """Cheap test: can a number start at this word? (most words of a sentence cannot)"""
    return w[0] in "0123456789." or w[-1] in "0123456789" or w in STARTERS
