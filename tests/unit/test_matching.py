"""The answer matcher, as a labelled table a reader can extend.

Each row of CASES (in ``devkit/matching/``) is ``(guess, accepted, others, expected)``: does
``check(guess, accepted, others=others)`` accept the guess? ``bench/matching.py`` measures its accuracy
on the same table.
"""

from __future__ import annotations

import doctest
import subprocess
import sys

import pytest

from bot import matching, numbers
from bot.matching import Verdict, check, compile_answer, normalize
from devkit.matching import CAR5, CASES, FOURTH, LARSON, MARGIN, VERSTAPPEN


@pytest.mark.parametrize(("guess", "accepted", "others", "expected"), CASES, ids=[repr(c[0]) for c in CASES])
def test_check_table(guess: str, accepted: list[str], others: tuple[str, ...], expected: bool) -> None:
    assert check(guess, accepted, others=others) is expected


def test_table_is_big_and_balanced() -> None:
    accepts = sum(1 for c in CASES if c[3])
    assert len(CASES) >= 200
    assert 0.35 < accepts / len(CASES) < 0.65


@pytest.mark.parametrize(
    ("guess", "answer"),
    [
        ("larson buescher hamlin", LARSON),
        ("larson or buescher", LARSON),
        ("kyle larson, chris buescher", LARSON),
        ("buescher or hamlin", LARSON),  # a list without the answer is a list too
        ("larson or busch", LARSON),  # "busch" is ambiguous, but still another candidate
        ("verstapen or perez", VERSTAPPEN),  # typos count as candidates
        ("4 or 5", FOURTH),
        ("3, 4, 5", FOURTH),
        ("#5 or #24", CAR5),
        ("0.001 or 0.01", MARGIN),
    ],
)
def test_judge_returns_list(guess: str, answer: tuple[list[str], tuple[str, ...]]) -> None:
    assert compile_answer(*answer).judge(guess) is Verdict.LIST


@pytest.mark.parametrize(
    ("guess", "verdict"),
    [("larson", Verdict.CORRECT), ("hamlin", Verdict.WRONG), ("kyle", Verdict.WRONG), ("", Verdict.WRONG)],
)
def test_judge_single_answers(guess: str, verdict: Verdict) -> None:
    assert compile_answer(*LARSON).judge(guess) is verdict


def test_compiled_answer_is_reusable_and_agrees_with_check() -> None:
    by_question: dict[tuple[tuple[str, ...], tuple[str, ...]], matching.CompiledAnswer] = {}
    for guess, accepted, other, expected in CASES:
        compiled = by_question.setdefault((tuple(accepted), other), compile_answer(accepted, other))
        assert (compiled.judge(guess) is Verdict.CORRECT) is expected, guess


@pytest.mark.parametrize(
    ("text", "normal"),
    [
        ("  Sergio Pérez’s  car!", "sergio perez car"),
        ("Martin Truex Jr. & Co", "martin truex jr and co"),
        ("No.5, by .001s (1,000 laps)", "no 5 by .001s 1000 laps"),
        ("Kyle-Larson", "kyle larson"),
        ("“Nico Hülkenberg” — P4", "nico hulkenberg p4"),
        ("1/1000 and/or", "1/1000 and or"),
        ("", ""),
    ],
)
def test_normalize(text: str, normal: str) -> None:
    assert normalize(text) == normal


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("one one thousandth of a second", [0.001]),
        ("one hundred and first", [101]),
        ("two tenths", [0.2]),
        ("one and a half laps", [1.5]),
        ("no one knows, 5", [5]),
        ("wait a second, p3", [3]),
        ("23xi racing", []),
        ("zero point zero zero one", [0.001]),
        ("400 miles", [400 * 1609.344]),
        ("4 or 5", [4, 5]),
    ],
)
def test_find_quantities(text: str, values: list[float]) -> None:
    found = numbers.find_quantities(normalize(text).split())
    assert [q.value for q in found] == pytest.approx(values)


def test_docstring_examples() -> None:
    assert doctest.testmod(matching).failed == 0


def test_matching_does_not_import_discord() -> None:
    code = "import sys, bot.matching; sys.exit('discord' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


@pytest.mark.parametrize(
    ("before", "after"), [("i think ", ""), ("it was ", "!"), ("pretty sure it's ", " lol"), ("hmm ", "?")]
)
def test_chat_around_a_guess_does_not_change_it(before: str, after: str) -> None:
    """Every short guess of the table keeps its verdict inside a chat message."""
    changed = [
        (guess, accepted[0])
        for guess, accepted, other, expected in CASES
        if guess.strip() and len(guess.split()) <= 4
        if check(before + guess + after, accepted, others=other) is not expected
    ]
    assert changed == []
