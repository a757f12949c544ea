"""Hints: the answer revealed a little at a time. Pure and deterministic (no rng, no clock).

Typed mode (`hint_text`), by answer type:
- words (people, teams, places, ...): stage 1 shows the first character of each word ("K___ L_____"),
  stage 2 about half of them ("K_l_ L_r_o_"). Letters hide as "_", digits as "#"; spaces and
  punctuation stay, so the shape of the answer shows.
- numbers: stage 1 says what kind ("a number with 3 digits", "a decimal number"), stage 2 gives a
  range that holds it ("between 0 and 0.01").
- ordinals (positions): stage 1 a band of ten ("a position from 1st to 10th"), stage 2 a band of three.
A number or ordinal that cannot be read falls back to the word mask.

Buttons mode (`eliminate`): each stage rules out one more wrong choice, always leaving at least one.
Where a range or a removed choice has to be "picked", the pick comes from a CRC of the answer (or of
the question id), so the same question always gets the same hint.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from decimal import ROUND_FLOOR, Decimal, InvalidOperation

from bot.numbers import ordinal_suffix as ordinal
from bot.numbers import parse_ordinal

STAGES = (1, 2)
LETTER_MASK = "_"
DIGIT_MASK = "#"

_NUMBER = re.compile(r"[-+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)")


def _crc(text: str) -> int:
    return zlib.crc32(text.encode("utf-8"))


def _check_stage(stage: int) -> None:
    if stage not in STAGES:
        raise ValueError(f"hint stage must be 1 or 2 (got {stage!r})")


# --- words -----------------------------------------------------------------------------------------


def mask(answer: str, stage: int) -> str:
    """The answer with most characters hidden: stage 1 keeps each word's first, stage 2 every other one.

    A word is a run of letters and digits; everything else (spaces, hyphens, dots, apostrophes) is kept.
    """
    _check_stage(stage)
    out: list[str] = []
    position = 0  # index inside the current word
    for ch in answer:
        if not ch.isalnum():
            out.append(ch)
            position = 0
            continue
        shown = position == 0 if stage == 1 else position % 2 == 0
        if shown:
            out.append(ch)
        else:
            out.append(DIGIT_MASK if ch.isdigit() else LETTER_MASK)
        position += 1
    return "".join(out)


# --- numbers ---------------------------------------------------------------------------------------


def _fmt(value: Decimal) -> str:
    text = format(value.normalize(), "f")
    return "0" if text in ("-0", "+0") else text


def _floor_to(value: Decimal, step: Decimal) -> Decimal:
    return (value / step).to_integral_value(rounding=ROUND_FLOOR) * step


def number_range(value: Decimal, *, is_decimal: bool, key: str) -> tuple[Decimal, Decimal]:
    """A range (low, high) with ``low <= value < high`` whose position around ``value`` depends on ``key``.

    Whole numbers: a window as wide as the leading digit's place (12 -> width 10, 345 -> width 100;
    one digit -> width 4). Decimals: ten times the leading digit's place (0.001 -> 0 to 0.01).
    A range of a non-negative number never goes below zero.
    """
    digits = len(str(abs(int(value)))) if not is_decimal else 0
    if is_decimal:
        unit = Decimal(1).scaleb(value.adjusted()) if value != 0 else Decimal("0.1")
        width, step = unit * 10, unit
    elif digits == 1:
        width, step = Decimal(4), Decimal(1)
    else:
        width = Decimal(10) ** (digits - 1)
        step = max(Decimal(1), width / 10)
    slots = int(width / step) - 1  # offsets step, 2*step, ... width-step keep value strictly inside
    offset = step * (1 + _crc(key) % max(1, slots))
    low = _floor_to(value - offset, step)
    if value >= 0 and low < 0:
        low = Decimal(0)
    return low, low + width


def _parse_number(answer: str) -> tuple[Decimal, bool, str] | None:
    match = _NUMBER.search(answer)
    if match is None:
        return None
    token = match.group(0).replace(",", "")
    try:
        value = Decimal(token)
    except InvalidOperation:
        return None
    rest = " ".join((answer[: match.start()] + " " + answer[match.end() :]).split())
    return value, "." in token, rest


def number_hint(answer: str, stage: int, *, noun: str = "number") -> str | None:
    """Stage 1 "a number with 3 digits", stage 2 "between 170 and 270"; None if there is no number."""
    _check_stage(stage)
    parsed = _parse_number(answer)
    if parsed is None:
        return None
    value, is_decimal, unit = parsed
    suffix = f" ({unit})" if unit and noun == "number" else ""
    if stage == 1:
        if is_decimal:
            return f"a decimal {noun}{suffix}"
        digits = len(str(abs(int(value))))
        return f"a {noun} with {digits} digit{'s' if digits != 1 else ''}{suffix}"
    low, high = number_range(value, is_decimal=is_decimal, key=answer)
    return f"between {_fmt(low)} and {_fmt(high)}{suffix}"


# --- ordinals --------------------------------------------------------------------------------------


def ordinal_hint(answer: str, stage: int) -> str | None:
    """Stage 1 "a position from 1st to 10th", stage 2 "... from 3rd to 5th"; None if not a position."""
    _check_stage(stage)
    number = parse_ordinal(answer)
    if number is None:
        return None
    if stage == 1:
        low = 10 * ((number - 1) // 10) + 1
        return f"a position from {ordinal(low)} to {ordinal(low + 9)}"
    low = max(1, number - _crc(answer) % 3)
    return f"a position from {ordinal(low)} to {ordinal(low + 2)}"


# --- entry points ----------------------------------------------------------------------------------


def hint_text(answer: str, stage: int, answer_type: str = "text") -> str:
    """The typed-mode hint for this stage (1 or 2) of an answer of this type (see module docstring)."""
    _check_stage(stage)
    text: str | None = None
    if answer_type == "number":
        text = number_hint(answer, stage)
    elif answer_type == "car_number":
        text = number_hint(answer, stage, noun="car number")
    elif answer_type == "ordinal":
        text = ordinal_hint(answer, stage)
    return text if text is not None else mask(answer, stage)


def eliminate(choices: Sequence[str], answer: str, stage: int, *, key: str) -> tuple[int, ...]:
    """Indexes of the wrong choices ruled out by this stage (cumulative, sorted).

    Stage n rules out n wrong choices, but always leaves at least one; which ones is fixed by ``key``
    (the question id), so every game shows the same hint for the same question.
    """
    _check_stage(stage)
    wrong = [i for i, choice in enumerate(choices) if choice != answer]
    wrong.sort(key=lambda i: (_crc(f"{key}\x00{choices[i]}"), i))
    return tuple(sorted(wrong[: min(stage, max(0, len(wrong) - 1))]))


def elimination_text(choices: Sequence[str], removed: Sequence[int]) -> str:
    """The removed choices as text: "Not X", "Not X, not Y"."""
    return ", ".join(f"{'Not' if n == 0 else 'not'} {choices[i]}" for n, i in enumerate(removed))
