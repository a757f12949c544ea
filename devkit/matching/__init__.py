"""The matcher's labelled table and the cross-check of a built bank's answers.

Each row of CASES is ``(guess, accepted, others, expected)``: does ``bot.matching.check(guess,
accepted, others=others)`` accept the guess? ``tests/unit/test_matching.py`` checks every row and
``bench/matching.py`` measures accuracy on it; add a row when a guess is judged wrongly.

The table is written in three parts, joined in this order: ``_rules_basic`` (sections 1-15),
``_rules_finer`` (16-23) and ``_second_table`` (24-25); ``_pools`` holds the entity pools and the answers
the parts share.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.factbank.model import Question
from bot.matching import Verdict, compile_answer
from devkit.matching import _rules_basic, _rules_finer, _second_table
from devkit.matching._pools import CAR5, FOURTH, LARSON, MARGIN, VERSTAPPEN, Case

__all__ = ["CAR5", "CASES", "FOURTH", "LARSON", "MARGIN", "VERSTAPPEN", "Case", "cross_check"]

CASES: list[Case] = [*_rules_basic.CASES, *_rules_finer.CASES, *_second_table.CASES]


def cross_check(questions: Sequence[Question]) -> tuple[dict[str, list[int]], list[str]]:
    """Every accepted variant must be CORRECT; every distractor and every name in `others` must not be;
    "<answer> or <distractor>" must be a LIST. Returns {kind: [right, total]} and the first misses."""
    counts = {"variant": [0, 0], "distractor": [0, 0], "other": [0, 0], "list": [0, 0]}
    failures: list[str] = []

    def tally(kind: str, ok: bool, what: str) -> None:
        counts[kind][0] += ok
        counts[kind][1] += 1
        if not ok and len(failures) < 20:
            failures.append(f"{kind}: {what}")

    for q in questions:
        compiled = compile_answer(q.accepted, q.others)
        wrong = [c for c in q.choices if c not in q.accepted]
        for v in q.accepted:
            tally("variant", compiled.judge(v) is Verdict.CORRECT, f"{v!r} for {q.accepted[0]!r}")
        for c in wrong:
            tally("distractor", compiled.judge(c) is not Verdict.CORRECT, f"{c!r} for {q.accepted[0]!r}")
            guess = f"{q.answer} or {c}"
            tally("list", compiled.judge(guess) is Verdict.LIST, f"{guess!r}")
        for o in q.others:
            tally("other", compiled.judge(o) is not Verdict.CORRECT, f"{o!r} for {q.accepted[0]!r}")
    return counts, failures
