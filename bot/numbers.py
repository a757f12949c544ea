"""Numbers written the many ways players and reporters write them: the one home of number words.

Every number word and ordinal of the bot lives here (the tables, ``number_word``, ``ordinal_word``,
``parse_ordinal``, the fact bank's regexes); other modules import them.

Works on the words of an already normalised text (see ``bot.matching.normalize``): lower case, no
punctuation except decimal points, ``a/b`` fractions and ``h:m:s`` times. Finds every quantity in it by
*value*:

    "0.001", ".001", "0.001s", "0.001 seconds", "1/1000", "1/1000th", "1 thousandth", "a thousandth",
    "one one-thousandth of a second"                         -> 0.001 (seconds where a unit is given)
    "fourth", "4th", "4", "P4", "4th place"                   -> 4
    "#5", "No. 5", "No.5", "number 5", "car 5", "five"        -> 5 (labelled "car")
    "twenty-five", "one hundred and twenty five", "2 thousand" -> 25, 125, 2000
    "1hr 30min 17.345sec", "1:30:17.345"                      -> 5417.345 seconds
    "3 1/2 hours", "twice", "57 races", "300k"                -> 12600 s, 2 times, 57 races, 300000

and what is said around it: a bound ("more than"), a label ("Turn 3"), a rank ("top 5").
No string similarity is used for digits: "14" is not "4" and "0.01" is not "0.001"; only a number
*word* one letter off is read as a typo (``fix_typos``).
"""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from types import MappingProxyType

from rapidfuzz.distance import OSA

log = logging.getLogger(__name__)

CARDINALS = MappingProxyType(
    {
        "zero": 0, "nil": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
        "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
        "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    }
)  # fmt: skip
TENS = MappingProxyType(
    {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
     "ninety": 90}
)  # fmt: skip
SCALES = MappingProxyType({"hundred": 100, "thousand": 1000, "million": 1_000_000})
ORDINALS = MappingProxyType(
    {
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
        "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
        "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
        "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
        "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90, "hundredth": 100,
        "thousandth": 1000, "millionth": 1_000_000,
    }
)  # fmt: skip
# Misspellings common enough to read as the word; other typos are corrected by `fix_typos`.
_MISSPELLINGS = MappingProxyType(
    {"fourty": "forty", "forth": "fourth", "nineth": "ninth", "twelth": "twelfth"}
)
# "once", "twice": a count of times.
MULTIPLES = MappingProxyType({"once": 1, "twice": 2, "thrice": 3})

_CARDINALS = CARDINALS
_SCALES = SCALES
_TENS = MappingProxyType(TENS | {w: TENS[t] for w, t in _MISSPELLINGS.items() if t in TENS})
_ORDINALS = MappingProxyType(
    ORDINALS | {"tenthousandth": 10_000} | {w: ORDINALS[t] for w, t in _MISSPELLINGS.items() if t in ORDINALS}
)
# Singular ordinals that read as a fraction after a quantity: "a thousandth", "one tenth".
_DENOMINATORS = frozenset({"tenth", "hundredth", "thousandth", "millionth", "tenthousandth"})
# Plural ordinals are always fractions: "two tenths", "three thousandths", "two thirds".
_PLURAL_DENOMINATORS = MappingProxyType(
    {w + "s": v for w, v in _ORDINALS.items() if v >= 3} | {"halves": 2, "quarters": 4}
)
# unit word -> (dimension, factor to the dimension's base unit). Count nouns ("races", "titles") are
# units too: "57 races" is not "57 laps", but "57" alone is 57 races.
_UNITS = MappingProxyType(
    {
        "s": ("time", 1.0), "sec": ("time", 1.0), "secs": ("time", 1.0), "second": ("time", 1.0),
        "seconds": ("time", 1.0), "ms": ("time", 0.001), "msec": ("time", 0.001),
        "millisecond": ("time", 0.001), "milliseconds": ("time", 0.001), "min": ("time", 60.0),
        "mins": ("time", 60.0), "minute": ("time", 60.0), "minutes": ("time", 60.0), "h": ("time", 3600.0),
        "hr": ("time", 3600.0), "hrs": ("time", 3600.0), "hour": ("time", 3600.0),
        "hours": ("time", 3600.0), "x": ("times", 1.0), "lap": ("laps", 1.0), "laps": ("laps", 1.0),
        "mile": ("distance", 1609.344), "miles": ("distance", 1609.344), "mi": ("distance", 1609.344),
        "km": ("distance", 1000.0), "kilometre": ("distance", 1000.0), "kilometres": ("distance", 1000.0),
        "kilometer": ("distance", 1000.0), "kilometers": ("distance", 1000.0), "mph": ("mph", 1.0),
        "kph": ("kph", 1.0), "kmh": ("kph", 1.0), "kmph": ("kph", 1.0), "point": ("points", 1.0), "points": ("points", 1.0), "pts": ("points", 1.0),
        "time": ("times", 1.0), "times": ("times", 1.0),
        "race": ("races", 1.0), "races": ("races", 1.0), "start": ("races", 1.0), "starts": ("races", 1.0),
        "win": ("wins", 1.0), "wins": ("wins", 1.0), "victory": ("wins", 1.0), "victories": ("wins", 1.0),
        "title": ("titles", 1.0), "titles": ("titles", 1.0), "crown": ("titles", 1.0),
        "crowns": ("titles", 1.0), "championship": ("titles", 1.0), "championships": ("titles", 1.0),
        "fan": ("people", 1.0), "fans": ("people", 1.0), "spectators": ("people", 1.0),
        "people": ("people", 1.0), "attendees": ("people", 1.0),
        "caution": ("cautions", 1.0), "cautions": ("cautions", 1.0), "yellows": ("cautions", 1.0),
        "pole": ("poles", 1.0), "poles": ("poles", 1.0), "year": ("years", 1.0), "years": ("years", 1.0),
        "cars": ("cars", 1.0), "drivers": ("drivers", 1.0), "entries": ("cars", 1.0),
    }
)  # fmt: skip
# Words before a number that say what it counts ("Turn 3", "Lap 150", "No. 5"), by meaning: two
# different labels contradict each other ("lap 3" is not "Turn 3").
_LABELS = MappingProxyType(
    {"turn": "turn", "corner": "turn", "lap": "lap", "stage": "stage", "segment": "stage", "row": "row",
     "round": "round", "race": "race", "heat": "heat", "car": "car", "no": "car", "nr": "car",
     "number": "car", "num": "car", "p": "pos", "pos": "pos", "position": "pos", "gear": "gear",
     "t": "turn"}
)  # fmt: skip
# Words before a number that bound it: "more than 300,000" agrees with "over 300,000", not "under".
_COMPARATORS = MappingProxyType(
    {("more", "than"): "gt", ("over",): "gt", ("above",): "gt", ("greater", "than"): "gt",
     ("in", "excess", "of"): "gt", ("upwards", "of"): "gt", ("north", "of"): "gt", ("at", "least"): "gt",
     ("beyond",): "gt", ("less", "than"): "lt", ("fewer", "than"): "lt", ("under",): "lt",
     ("below",): "lt", ("at", "most"): "lt", ("nearly",): "lt", ("almost",): "lt", ("shy", "of"): "lt",
     ("south", "of"): "lt", ("about",): "about", ("around",): "about", ("approximately",): "about",
     ("roughly",): "about", ("approx",): "about", ("some",): "about", ("circa",): "about"}
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
     "finished", "and", "top", "record", "than", "more", "over", "above", "greater", "excess", "upwards",
     "north", "least", "beyond", "less", "fewer", "under", "below", "most", "nearly", "almost", "shy",
     "south", "approx", "some", "circa", *_LABELS}
)  # fmt: skip

_STARTERS = frozenset({"a", "an", "half", "point", *_CARDINALS, *_TENS, *_ORDINALS, *_SCALES, *MULTIPLES})
_DIGIT_WORDS = frozenset(w for w, v in _CARDINALS.items() if v < 10)

# 12, 0.5, .001, with an optional glued prefix ("p4", "no5", "car5") and suffix ("4th", "0.001s").
_DIGITS = re.compile(r"(p|no|nr|car|t)?(\d+(?:\.\d+)?|\.\d+)([a-z]*)")
_FRACTION = re.compile(r"(\d+)/(\d+)(?:st|nd|rd|th)?s?")  # "1/1000", "1/1000th"
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
    return word in _STARTERS or word in _UNITS or word in NUMERIC_FILLER or word in _PLURAL_DENOMINATORS


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
                out[-1] in ("a", "an") or out[-1] in _CARDINALS or _DIGITS.fullmatch(out[-1])
            )
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
    if j + 1 < n and words[j + 1] == "h" and words[j] in ("km", "mi"):
        return ("kph" if words[j] == "km" else "mph"), 1.0, j + 2  # "km/h"
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
        elif suffix in ("k", "m") and not m.group(1):
            value *= 1000 if suffix == "k" else 1_000_000  # "300k", "$1.5m" (but "1h 30m": see below)
        elif suffix in _UNITS:
            dim, factor = _UNITS[suffix]
        elif suffix:
            return None  # "23xi", "3d": a name, not a number
        j = i + 1
        if kind == "cardinal" and dim is None and j + 2 < n and words[j] == "and" and words[j + 1] == "a":
            if words[j + 2] == "half":  # "3 and a half"
                value, j = value + 0.5, j + 3
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
    if w in MULTIPLES:
        return MULTIPLES[w], "cardinal", "times", 1.0, i + 1
    if w in _DENOMINATORS and i + 1 < n and words[i + 1] == "of":
        return 1 / _ORDINALS[w], "fraction", None, 1.0, i + 1  # "thousandth of a second"
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
    if i and words[i - 1] in _LABELS:
        label, start = _LABELS[words[i - 1]], i - 1
    elif i and words[i - 1] == "top":
        top, start = True, i - 1
    for size in (3, 2, 1):
        if start >= size and (key := tuple(words[start - size : start])) in _COMPARATORS:
            cmp = _COMPARATORS[key]
            break
    return cmp, label, top, start


def find_quantities(
    words: Sequence[str], negated: Callable[[Sequence[str], int], bool] | None = None
) -> list[Quantity]:
    """Every quantity in a list of normalised words, left to right, without overlaps.

    Quantities that `negated(words, index)` says are denied ("not 4th") are left out. Adjacent parts of one
    duration ("1 hour 30 minutes") and a whole number with a fraction ("3 1/2") are one quantity.
    """
    words = _prepare(words)
    n = len(words)
    found: list[Quantity] = []
    last_factor = 0.0  # unit factor of the last part read: a duration's parts come in falling units
    i = 0
    while i < n:
        w = words[i]
        if not _may_start(w):
            i += 1
            continue
        clock = _clock(w) if ":" in w else None
        got = None if clock else _number_at(words, i)
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
            dim, factor, j = _unit_after(words, j)
        if kind == "cardinal" and j < n and words[j] in _POSITION_WORDS:
            kind, j = "ordinal", j + 1
        glued = _DIGITS.fullmatch(w)
        if glued and glued.group(1):
            label = _LABELS[glued.group(1)]
        prev = found[-1] if found else None
        if glued and glued.group(3) == "m" and prev is not None and prev.dim == "time" and prev.end == i:
            value, dim, factor = value / 1_000_000, "time", 60.0  # "1h 30m": minutes
        if top and kind in ("cardinal", "ordinal"):
            kind = "top"
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
    if not any(_may_start(w) for w in words):
        return None  # most names: no word a number could start at
    found = find_quantities(words)
    if not found or len(distinct_values(found)) != 1:
        return None
    covered: set[int] = set()
    for q in found:
        covered.update(range(q.start, q.end))
    merged = _prepare(words)
    if any(
        k not in covered and w not in NUMERIC_FILLER and w not in _UNITS and w not in filler
        for k, w in enumerate(merged)
    ):
        return None
    return found[0]


# --- typos in number words ---------------------------------------------------------------------------

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
        if len(w) < 4 or not w.isalpha() or w in _NOT_TYPOS or w in _STARTERS or w in _UNITS:
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


# --- number words, ordinals and margins as text (used by the fact bank and /ask) ----------------------

_UNIT_NAMES = tuple(w for w, v in sorted(CARDINALS.items(), key=lambda kv: kv[1]) if w != "nil")
_TENS_NAMES = {v // 10: w for w, v in TENS.items()}
_ORDINAL_NAMES = {v: w for w, v in ORDINALS.items()}
DECIMAL_FRACTIONS = MappingProxyType(
    {"thousandth": Decimal("0.001"), "hundredth": Decimal("0.01"), "tenth": Decimal("0.1")}
)
_SMALL_ORDINALS = [_ORDINAL_NAMES[v] for v in range(1, 20)]
_DIGIT_NAMES = [_UNIT_NAMES[v] for v in range(1, 10)]
ORDINAL_RE = (
    r"(?:(?:"
    + "|".join(_TENS_NAMES[t] for t in (2, 3, 4))
    + r")-)?(?:"
    + "|".join([*_SMALL_ORDINALS, *(_ORDINAL_NAMES[10 * t] for t in (2, 3, 4))])
    + r")|\d{1,2}(?:st|nd|rd|th)\b|P\d{1,2}\b"
)
NUMBER_RE = (
    r"\d+|(?:(?:"
    + "|".join(_TENS_NAMES[t] for t in range(2, 10))
    + r")-)?(?:"
    + "|".join(_DIGIT_NAMES)
    + r")|"
    + "|".join([*_UNIT_NAMES[10:20], *(_TENS_NAMES[t] for t in (2, 3, 4, 5))])
)
# Not a margin to ask: the seconds of a time in minutes ("4s" in "finished 4min 4s clear"), a guess ("more
# than five seconds clear"), the end of a longer number ("5 seconds" in "15 seconds")
MARGIN_NOT_AFTER = (
    r"(?<!min )(?<!mins )(?<!minute )(?<!minutes )(?<![0-9]m )(?<![0-9]h )(?<!hr )(?<!hrs )(?<!hour )(?<!hours )"
    r"(?<!min, )(?<!minutes, )(?<!minute and )(?<!minutes and )(?<![\d.])"
    r"(?<!more than )(?<!over )(?<!almost )(?<!nearly )(?<!about )(?<!around )(?<!roughly )(?<!some )"
    r"(?<!under )(?<!less than )(?<!close to )(?<!upwards of )(?<!approximately )"
)
MARGIN_RE = (
    MARGIN_NOT_AFTER + r"(?:(?:\d*\.\d+|\d+)(?:[- ]?(?:seconds?|secs?\b|s\b))|\d*\.\d+ of a second|"
    r"(?:(?:a|an|one|" + "|".join(_DIGIT_NAMES[1:]) + r")[- ])?(?:one[- ])?"
    r"(?:" + "|".join(f"{w}s?" for w in DECIMAL_FRACTIONS) + r") of a second)"
)


def number_word(n: int) -> str:
    """7 -> "seven", 42 -> "forty-two"; other numbers as digits."""
    if 0 <= n < 20:
        return _UNIT_NAMES[n]
    if 20 <= n < 100:
        tens, unit = divmod(n, 10)
        return _TENS_NAMES[tens] + (f"-{_UNIT_NAMES[unit]}" if unit else "")
    return str(n)


def ordinal_suffix(n: int) -> str:
    """1 -> "1st", 12 -> "12th", 22 -> "22nd"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def ordinal_word(n: int) -> str:
    """4 -> "fourth", 21 -> "twenty-first"; from 100 on "100th"."""
    if 0 < n < 20 or (20 <= n < 100 and n % 10 == 0):
        return _ORDINAL_NAMES[n]
    if 20 <= n < 100:
        return f"{_TENS_NAMES[n // 10]}-{_ORDINAL_NAMES[n % 10]}"
    return "zeroth" if n == 0 else ordinal_suffix(n)


_ORDINAL_TEXT = re.compile(r"(?:p|pos\.?\s*)(\d{1,3})(?:st|nd|rd|th)?|(\d{1,3})(?:st|nd|rd|th)")


def parse_ordinal(text: str) -> int | None:
    """4 for "4th", "P4", "fourth", "fourth place", "twenty-first"; None if it is not a position."""
    t = " ".join(text.strip().lower().replace("-", " ").split())
    for tail in (" place", " position"):
        t = t.removesuffix(tail)
    t = _MISSPELLINGS.get(t, t)
    if m := _ORDINAL_TEXT.fullmatch(t):
        n = int(m.group(1) or m.group(2))
    elif t in ORDINALS and ORDINALS[t] < 100:
        n = ORDINALS[t]
    elif len(parts := t.split(" ")) == 2 and parts[0] in TENS and ORDINALS.get(parts[1], 10) < 10:
        n = TENS[parts[0]] + ORDINALS[parts[1]]
    else:
        return None
    return n or None


def parse_number(text: str) -> int | None:
    """25 for "25", "twenty-five", "twenty five"; None for anything else."""
    t = text.strip().lower()
    if t.isdigit():
        return int(t)
    parts = t.replace("-", " ").split()
    if len(parts) == 2 and parts[0] in TENS and CARDINALS.get(parts[1], 10) < 10:
        return TENS[parts[0]] + CARDINALS[parts[1]]
    if len(parts) == 1 and parts[0] != "nil":
        return CARDINALS.get(parts[0], TENS.get(parts[0]))
    return None


def parse_margin(text: str) -> Decimal | None:
    """A margin in seconds: "0.001 seconds", ".5 s", "two thousandths of a second"."""
    t = text.strip().lower().replace("-", " ")
    if m := re.match(r"(\d*\.\d+|\d+)", t):
        try:
            return Decimal(m.group(1))
        except InvalidOperation:
            return None
    for name, unit in DECIMAL_FRACTIONS.items():
        if name in t:
            words = t.split(name)[0].split()
            if len(words) > 1 and words[-1] == "one":
                words.pop()  # "five one-thousandths": five of them
            count = 1
            if words and words[-1] not in {"a", "an", "one"}:
                count = parse_number(words[-1]) or 1
            return unit * count
    words = t.split()  # "thirty seconds", "four seconds"
    if len(words) >= 2 and words[-1] in {"second", "seconds"}:
        n = parse_number(" ".join(words[:-1]))
        return Decimal(n) if n else None
    return None
