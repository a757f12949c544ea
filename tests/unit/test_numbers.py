"""bot.numbers: the one home of number words and ordinals, and how it reads numbers in text."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest

from bot import numbers
from bot.matching import normalize


def quantities(text: str) -> list[numbers.Quantity]:
    return numbers.find_quantities(normalize(text).split(), lambda words, i: i > 0 and words[i - 1] == "not")


@pytest.mark.parametrize(
    ("text", "value", "dim"),
    [
        ("1hr 30min 17.345sec", 5417.345, "time"),
        ("1 hour 30 minutes 17.345 seconds", 5417.345, "time"),
        ("1 hour, 30 minutes and 17.345 seconds", 5417.345, "time"),
        ("1h 30m 17.345s", 5417.345, "time"),
        ("1:30:17.345", 5417.345, "time"),
        ("1:42.331", 102.331, "time"),
        ("3 1/2 hours", 12600, "time"),
        ("3½ hours", 12600, "time"),
        ("3 and a half hours", 12600, "time"),
        ("1/1000th of a second", 0.001, "time"),
        ("thousandth of a second", 0.001, "time"),
        ("twice", 2, "times"),
        ("two times", 2, "times"),
        ("2x", 2, "times"),
        ("57 races", 57, "races"),
        ("fifty-seven starts", 57, "races"),
        ("over 300,000 fans", 300_000, "people"),
        ("300k", 300_000, None),
        ("a record eighth crown", 8, "titles"),
        ("400 miles", 400 * 1609.344, "distance"),
    ],
)
def test_one_quantity(text: str, value: float, dim: str | None) -> None:
    (q,) = quantities(text)
    assert q.value == pytest.approx(value)
    assert q.dim == dim


@pytest.mark.parametrize(
    ("text", "field", "expected"),
    [
        ("more than 300,000", "cmp", "gt"),
        ("over 300,000", "cmp", "gt"),
        ("less than 300,000", "cmp", "lt"),
        ("nearly 300,000", "cmp", "lt"),
        ("about 300,000", "cmp", "about"),
        ("Turn 3", "label", "turn"),
        ("T3", "label", "turn"),
        ("lap 3", "label", "lap"),
        ("No. 5", "label", "car"),
        ("P4", "label", "pos"),
        ("top 5", "kind", "top"),
        ("fifth", "kind", "ordinal"),
        ("400 miles", "raw", 400),
        ("3:30", "alt", 12600),
    ],
)
def test_what_is_said_around_a_number(text: str, field: str, expected: object) -> None:
    (q,) = quantities(text)
    assert getattr(q, field) == expected


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("400", "400 miles", True),  # a unit left out
        ("400 laps", "400 miles", False),  # a unit that disagrees
        ("1.5 laps", "1.5 seconds", False),
        ("3 hours", "3 1/2 hours", False),
        ("210 minutes", "3 1/2 hours", True),
        ("3:30", "3 1/2 hours", True),  # h:mm read too
        ("300000", "more than 300,000", True),
        ("over 300,000", "more than 300,000", True),
        ("under 300,000", "more than 300,000", False),
        ("turn three", "Turn 3", True),
        ("lap 3", "Turn 3", False),
        ("top 5", "fifth", False),
        ("5", "fifth", True),
        ("two times", "twice", True),
        ("57 laps", "57 races", False),
        ("1:30:17.345", "1hr 30min 17.345sec", True),
    ],
)
def test_same_quantity(a: str, b: str, same: bool) -> None:
    (qa,) = quantities(a)
    (qb,) = quantities(b)
    assert numbers.same_quantity(qa, qb) is same


def test_a_negated_number_is_left_out() -> None:
    assert [q.value for q in quantities("not 4th, 5th")] == [5]


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        ("fith", "fifth"),
        ("thrid", "third"),
        ("eigth", "eighth"),  # as close to "eight": the same value either way
        ("secnd", "second"),
        ("night", None),  # a real word
        ("there", None),
        ("fifths", None),
        ("larson", None),
        ("5th", None),
    ],
)
def test_fix_typos(text: str, fixed: str | None) -> None:
    got = numbers.fix_typos([text])
    assert (got[0] if got else None) == fixed


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("4th", 4),
        ("P4", 4),
        ("p4", 4),
        ("fourth", 4),
        ("Fourth place", 4),
        ("4th position", 4),
        ("twenty-first", 21),
        ("twenty first", 21),
        ("21st", 21),
        ("123rd", 123),
        ("thirtieth", 30),
        ("forth", 4),
        ("4", None),  # a bare number is no position
        ("p 4", None),
        ("0th", None),
        ("Ana Ortiz", None),
    ],
)
def test_parse_ordinal(text: str, n: int | None) -> None:
    assert numbers.parse_ordinal(text) == n


@pytest.mark.parametrize(
    ("n", "cardinal", "ordinal", "suffix"),
    [
        (0, "zero", "zeroth", "0th"),
        (1, "one", "first", "1st"),
        (12, "twelve", "twelfth", "12th"),
        (21, "twenty-one", "twenty-first", "21st"),
        (40, "forty", "fortieth", "40th"),
        (99, "ninety-nine", "ninety-ninth", "99th"),
        (112, "112", "112th", "112th"),
    ],
)
def test_words_for_a_number(n: int, cardinal: str, ordinal: str, suffix: str) -> None:
    assert numbers.number_word(n) == cardinal
    assert numbers.ordinal_word(n) == ordinal
    assert numbers.ordinal_suffix(n) == suffix
    assert numbers.parse_number(cardinal) == n
    if 0 < n < 100:
        assert numbers.parse_ordinal(ordinal) == n


@pytest.mark.parametrize(
    ("text", "margin"),
    [
        ("0.001 seconds", "0.001"),
        (".5 s", "0.5"),
        ("one thousandth of a second", "0.001"),
        ("two thousandths of a second", "0.002"),
        ("a tenth of a second", "0.1"),
    ],
)
def test_parse_margin(text: str, margin: str) -> None:
    assert numbers.parse_margin(text) == Decimal(margin)


def test_the_fact_bank_regexes_read_what_the_tables_hold() -> None:
    ordinal = re.compile(rf"\b(?:{numbers.ORDINAL_RE})\b", re.I)
    assert [m.group() for m in ordinal.finditer("He was twenty-first, then 4th, then P12 and fortieth")] == [
        "twenty-first",
        "4th",
        "P12",
        "fortieth",
    ]
    number = re.compile(rf"\b(?:{numbers.NUMBER_RE})\b", re.I)
    assert [m.group() for m in number.finditer("seventy-two laps, 12 cars and nineteen cautions")] == [
        "seventy-two",
        "12",
        "nineteen",
    ]
    margin = re.compile(numbers.MARGIN_RE, re.I)
    assert margin.search("by two thousandths of a second").group() == "two thousandths of a second"


def test_number_words_live_only_in_bot_numbers() -> None:
    """No other module of the bot writes its own table of number words or ordinals."""
    root = Path(__file__).resolve().parents[2]
    words = re.compile(
        r"\b(?:thirteen|seventeen|eleventh|twelfth|fourteenth|nineteenth|twentieth|thirtieth)\b", re.I
    )
    offenders = [
        str(path.relative_to(root))
        for folder in ("bot", "cogs")
        for path in (root / folder).rglob("*.py")
        if not path.is_relative_to(root / "bot" / "numbers")
        and words.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
