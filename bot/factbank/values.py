"""Numbers, ordinals, margins and car numbers: parsing to one canonical form, and answer variants."""

from __future__ import annotations

from decimal import Decimal

# Number words and ordinals live in bot.numbers; the fact bank keeps importing them from here.
from bot.numbers import DECIMAL_FRACTIONS as _FRACTIONS
from bot.numbers import (
    MARGIN_RE,
    NUMBER_RE,
    ORDINAL_RE,
    number_word,
    ordinal_suffix,
    ordinal_word,
    parse_margin,
    parse_number,
    parse_ordinal,
)

__all__ = [  # re-exported from bot.numbers
    "MARGIN_RE",
    "NUMBER_RE",
    "ORDINAL_RE",
    "number_word",
    "ordinal_suffix",
    "ordinal_word",
    "parse_margin",
    "parse_number",
    "parse_ordinal",
]


def format_seconds(value: Decimal) -> str:
    text = format(value.normalize(), "f")
    return f"{text} second" if text == "1" else f"{text} seconds"


def margin_variants(value: Decimal) -> list[str]:
    plain = format(value.normalize(), "f")
    out = [format_seconds(value), plain, f"{plain} s", f"{plain} sec"]
    if plain.startswith("0."):
        bare = plain[1:]
        out += [bare, f"{bare} seconds", f"{bare} s"]
    if value == value.to_integral_value() and 1 < value < 100:
        out.append(f"{number_word(int(value))} seconds")  # "thirty seconds"
    for name, unit in _FRACTIONS.items():
        count = value / unit
        if count == count.to_integral_value() and 1 <= count < 20:
            n = int(count)
            if n == 1:
                out += [f"one {name} of a second", f"a {name} of a second", f"one one-{name} of a second"]
            else:
                out += [f"{number_word(n)} {name}s of a second", f"{n} {name}s of a second"]
            break
    return out


# Factors for wrong margins: some smaller, some larger, none a plain multiple, so that neither the
# smallest choice nor the one the others are multiples of gives the answer away.
_MARGIN_FACTORS = (Decimal("0.55"), Decimal("1.7"), Decimal("2.6"), Decimal("0.35"), Decimal("3.4"))


def margin_distractors(value: Decimal) -> list[str]:
    """Wrong margins written to the answer's precision: "0.186 seconds" -> 0.102, 0.316, 0.484, ..."""
    exponent = int(value.normalize().as_tuple().exponent)
    step = Decimal(1).scaleb(min(exponent, 0))  # 0.001 for "0.186", 1 for "3"
    out: list[Decimal] = []
    for c in [value * f for f in _MARGIN_FACTORS] + [value + step * k for k in (2, 3, 5, 7)]:
        c = c.quantize(step)
        if c > 0 and c != value and c not in out:
            out.append(c)
    return [format_seconds(c) for c in out]


def ordinal_variants(n: int) -> list[str]:
    return [ordinal_word(n), ordinal_suffix(n), f"P{n}", str(n), f"{ordinal_word(n)} place"]


def ordinal_distractors(n: int) -> list[str]:
    near = [n - 1, n + 1, n + 2, n - 2, n + 3]
    return [ordinal_word(k) for k in near if k >= 2][:3]


def car_variants(n: str) -> list[str]:
    return [n, f"No. {n}", f"#{n}", f"No.{n}", f"number {n}", f"car {n}"]


def number_variants(n: int) -> list[str]:
    word = number_word(n)
    return [str(n)] + ([word] if word != str(n) else [])


def number_distractors(n: int) -> list[str]:
    if n < 5:
        cands = [n + 1, n + 2, n + 3, n + 4]
    else:
        step = max(1, round(n * 0.2))
        cands = [n - step, n + step, n + 2 * step, n - 2 * step]
    return [str(c) for c in cands if c >= 0 and c != n][:3]
