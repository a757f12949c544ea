"""Hints: masks, number ranges, ordinal ranges and button eliminations, all deterministic."""

from __future__ import annotations

from decimal import Decimal

import pytest

from bot.quiz.hints import (
    eliminate,
    elimination_text,
    hint_text,
    mask,
    number_range,
    ordinal,
    parse_ordinal,
)


@pytest.mark.parametrize(
    "answer, stage1, stage2",
    [
        ("Kyle Larson", "K___ L_____", "K_l_ L_r_o_"),
        ("Ana Ortiz", "A__ O____", "A_a O_t_z"),
        ("Copperline Motorsports", "C_________ M__________", "C_p_e_l_n_ M_t_r_p_r_s"),
        ("O'Neil Jr.", "O'N___ J_.", "O'N_i_ J_."),
        ("Coca-Cola 600", "C___-C___ 6##", "C_c_-C_l_ 6#0"),
        ("Élodie Brûlé", "É_____ B____", "É_o_i_ B_û_é"),
        ("A", "A", "A"),
    ],
)
def test_word_masks(answer: str, stage1: str, stage2: str) -> None:
    assert mask(answer, 1) == stage1
    assert mask(answer, 2) == stage2
    assert hint_text(answer, 1, "person") == stage1


def test_masks_keep_the_shape_and_stage_two_shows_more() -> None:
    answer = "Northway Autosport-Team 2"
    one, two = mask(answer, 1), mask(answer, 2)
    assert len(one) == len(two) == len(answer)
    for a, b, c in zip(answer, one, two, strict=True):
        if not a.isalnum():
            assert a == b == c
        if b != "_" and b != "#":
            assert b == a == c  # stage 2 keeps what stage 1 showed
    assert sum(ch.isalnum() for ch in two) > sum(ch.isalnum() for ch in one)


@pytest.mark.parametrize(
    "answer, answer_type, stage1",
    [
        ("0.004 seconds", "number", "a decimal number (seconds)"),
        ("267 laps", "number", "a number with 3 digits (laps)"),
        ("7", "number", "a number with 1 digit"),
        ("1,234", "number", "a number with 4 digits"),
        ("No. 17", "car_number", "a car number with 2 digits"),
        ("fourth", "ordinal", "a position from 1st to 10th"),
        ("P12", "ordinal", "a position from 11th to 20th"),
        ("twenty-first place", "ordinal", "a position from 21st to 30th"),
    ],
)
def test_stage_one_for_numbers_and_ordinals(answer: str, answer_type: str, stage1: str) -> None:
    assert hint_text(answer, 1, answer_type) == stage1


def test_decimal_range_from_the_issue() -> None:
    assert hint_text("0.001", 2, "number") == "between 0 and 0.01"


def _between(text: str) -> tuple[Decimal, Decimal]:
    words = text.split()
    assert words[0] == "between" and words[2] == "and"
    return Decimal(words[1]), Decimal(words[3])


@pytest.mark.parametrize(
    "answer", ["0.004", "0.25", "1.5", "3", "0", "17", "267", "1,234", "99999", "12.75", "200"]
)
def test_number_range_holds_the_answer_and_is_stable(answer: str) -> None:
    text = hint_text(answer, 2, "number")
    assert text == hint_text(answer, 2, "number")
    low, high = _between(text)
    value = Decimal(answer.replace(",", ""))
    assert low <= value < high
    assert low >= 0
    if value >= 10 and "." not in answer:
        assert low < value  # a whole number is never the bottom of its range


def test_number_range_widths() -> None:
    low, high = number_range(Decimal(267), is_decimal=False, key="k")
    assert high - low == 100
    low, high = number_range(Decimal(5), is_decimal=False, key="x")
    assert high - low == 4


@pytest.mark.parametrize(
    "text, number",
    [
        ("4th", 4),
        ("P4", 4),
        ("p 4", None),
        ("fourth", 4),
        ("Fourth place", 4),
        ("21st", 21),
        ("twenty-first", 21),
        ("thirtieth", 30),
        ("eleventh", 11),
        ("0th", None),
        ("Ana Ortiz", None),
    ],
)
def test_parse_ordinal(text: str, number: int | None) -> None:
    assert parse_ordinal(text) == number


@pytest.mark.parametrize("answer", ["first", "second", "4th", "P9", "tenth", "P23"])
def test_ordinal_stage_two_is_three_positions_around_it(answer: str) -> None:
    n = parse_ordinal(answer)
    assert n is not None
    text = hint_text(answer, 2, "ordinal")
    low = int("".join(ch for ch in text.split()[3] if ch.isdigit()))
    assert text == f"a position from {ordinal(low)} to {ordinal(low + 2)}"
    assert low <= n <= low + 2 and low >= 1


def test_unreadable_numbers_fall_back_to_the_mask() -> None:
    assert hint_text("a few", 1, "number") == "a f__"
    assert hint_text("runner-up", 1, "ordinal") == "r_____-u_"


def test_ordinal_suffixes() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
        "23rd",
        "101st",
        "111th",
    ]


def test_bad_stage_is_refused() -> None:
    with pytest.raises(ValueError, match="stage"):
        hint_text("x", 3)


def test_eliminate_rules_out_wrong_choices_and_keeps_one() -> None:
    choices = ("Ana Ortiz", "Ben Kowalski", "Cara Lindqvist", "Dev Patel")
    one = eliminate(choices, "Cara Lindqvist", 1, key="q1")
    two = eliminate(choices, "Cara Lindqvist", 2, key="q1")
    assert len(one) == 1 and len(two) == 2 and set(one) <= set(two)
    assert choices.index("Cara Lindqvist") not in two
    assert eliminate(choices, "Cara Lindqvist", 2, key="q1") == two  # stable
    assert eliminate(("yes", "no"), "yes", 1, key="q") == ()  # never the last wrong choice
    text = elimination_text(choices, two)
    assert text.startswith("Not ") and ", not " in text
