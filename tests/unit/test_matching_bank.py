"""The matcher against questions it was not written with: the fact bank built from real documents,
and the cache behind check()."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import matching
from bot.factbank.build import build_bank
from devkit.matching import cross_check

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("documents", ["data/documents", "tests/data/reports"])
def test_built_bank_variants_right_distractors_and_others_wrong(documents: str) -> None:
    questions = build_bank(ROOT / documents).questions
    assert questions
    counts, failures = cross_check(questions)
    assert failures == []
    assert all(total > 0 for _, total in counts.values())


def test_check_compiles_once_per_question() -> None:
    matching.clear_caches()
    accepted, others = ["Kyle Larson"], ["Kyle Busch", "Kurt Busch"]
    assert matching.check("larson", accepted, others=others)
    first = matching.compiled(accepted, others)
    assert matching.check("kyle busch", accepted, others=others) is False
    assert matching.compiled(list(accepted), tuple(others)) is first  # lists and tuples: one key


def test_check_cache_is_bounded() -> None:
    matching.clear_caches()
    for n in range(matching.CACHE_SIZE + 50):
        matching.check("5", [str(n)])
    assert matching.cached() == matching.CACHE_SIZE
    assert matching.check("7", ["7"])


def test_a_count_told_out_of_a_total_is_judged_by_the_count() -> None:
    accepted = ["34 of 119", "34", "thirty-four"]
    for right in ("34 of 119", "34", "thirty-four laps", "it was 34"):
        assert matching.check(right, accepted), right
    for wrong in ("119", "34 of 120", "35", "33 of 119"):
        assert not matching.check(wrong, accepted), wrong
