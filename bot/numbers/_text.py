"""Number words, ordinals and margins as text (used by the fact bank and /ask): writing them, the regex
strings that find them in a sentence, and reading them back from an answer."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from types import MappingProxyType

from bot.numbers._words import CARDINALS, MISSPELLINGS, ORDINALS, TENS

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
    t = MISSPELLINGS.get(t, t)
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
