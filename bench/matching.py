"""Answer-matching benchmark: accuracy and speed of our matcher against two published baselines.

Run: ``python -m bench.matching [--reps 300]`` from the project root.
On the labelled table of ``tests/unit/test_matching.py`` (CASES) it prints, for each matcher, the
accuracy, the false-accept rate (wrong answers accepted / answers that must be refused) and the median
µs per check, for our public ``check()`` (with its LRU cache of compiled answers, as a cog calls it per
message) and for the compiled ``judge`` the engine calls, then ratios; the cost of compiling a
question's answers; and the cost of the per-message path of a channel without a game (a dict lookup).
Prints numbers and ratios against the targets in DESIGN.md and the issue; asserts nothing.

Baselines, implemented from their published rules:
  substring   lower-case; a multi-word answer counts when it appears anywhere in the message, a one-word
              answer when it equals one space-separated word of the message.
  fuzz.ratio  ``fuzz.ratio(message.lower(), answer.lower()) > 88`` for any accepted answer.
"""

from __future__ import annotations

import argparse
import random
import statistics
import string
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from rapidfuzz import fuzz

from bot import matching
from bot.matching import CompiledAnswer, Verdict, check, compile_answer
from devkit.matching import CASES, cross_check

TARGET_CHECK_US = 30.0
TARGET_COMPILE_US = 200.0
TARGET_NO_GAME_US = 2.0

Judge = Callable[[str], bool]


def substring_baseline(accepted: Sequence[str]) -> Judge:
    answers = [a.lower() for a in accepted]

    def judge(guess: str) -> bool:
        message = guess.lower()
        words = message.split(" ")
        return any((a in message) if " " in a else (a in words) for a in answers)

    return judge


def ratio_baseline(accepted: Sequence[str]) -> Judge:
    answers = [a.lower() for a in accepted]

    def judge(guess: str) -> bool:
        message = guess.lower()
        return any(fuzz.ratio(message, a) > 88 for a in answers)

    return judge


def ours(accepted: Sequence[str], others: Sequence[str]) -> Judge:
    compiled: CompiledAnswer = compile_answer(accepted, others)  # once per question, as the engine does

    def judge(guess: str) -> bool:
        return compiled.judge(guess) is Verdict.CORRECT

    return judge


def ours_check(accepted: Sequence[str], others: Sequence[str]) -> Judge:
    """The public check() with the lists as a caller passes them: compiled once, then from the cache."""
    accepted, others = list(accepted), list(others)

    def judge(guess: str) -> bool:
        return check(guess, accepted, others=others)

    return judge


def _median_ns(fn: Judge, guess: str, reps: int) -> float:
    samples = []
    clock = time.perf_counter_ns
    for _ in range(reps):
        start = clock()
        fn(guess)
        samples.append(clock() - start)
    return statistics.median(samples)


def run(
    name: str, make: Callable[[Sequence[str], Sequence[str]], Judge], reps: int
) -> tuple[str, float, float, float, int, int]:
    """(name, accuracy, median µs, p90 µs per check, accepts right, rejects right) over CASES."""
    judges: dict[tuple[tuple[str, ...], tuple[str, ...]], Judge] = {}
    right_yes = right_no = 0
    times = []
    for guess, accepted, others, expected in CASES:
        key = (tuple(accepted), tuple(others))
        judge = judges.get(key) or judges.setdefault(key, make(accepted, others))
        got = judge(guess)
        if got == expected:
            right_yes += expected
            right_no += not expected
        times.append(_median_ns(judge, guess, reps))
    accuracy = (right_yes + right_no) / len(CASES)
    p90 = sorted(times)[int(0.9 * len(times))]
    return name, accuracy, statistics.median(times) / 1000, p90 / 1000, right_yes, right_no


def bench_no_game(reps: int = 2000, batch: int = 1000) -> float:
    """Median ns of the cog's hot path for a message in a channel without a game: games.get(id) -> None."""
    rng = random.Random(7)
    games: dict[int, object] = {rng.getrandbits(62): object() for _ in range(200)}  # 200 running games
    channels = [rng.getrandbits(62) for _ in range(batch)]  # messages from channels without a game
    get = games.get
    clock = time.perf_counter_ns
    per_lookup = []
    for _ in range(reps // 10):
        start = clock()
        for channel_id in channels:
            if get(channel_id) is not None:
                raise AssertionError("unexpected game")
        per_lookup.append((clock() - start) / batch)
    return statistics.median(per_lookup)


def bench_big_bank(reps: int) -> float:
    """Median µs of judge() on the table's name guesses when `others` also holds 300 more names."""
    rng = random.Random(11)

    def word(lo: int, hi: int) -> str:
        return "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(lo, hi))).title()

    extra = [f"{word(3, 7)} {word(4, 10)}" for _ in range(300)]
    compiled: dict[tuple[tuple[str, ...], tuple[str, ...]], CompiledAnswer] = {}
    times = []
    for guess, accepted, others, _ in CASES:
        if not others:
            continue  # numbers: no entities involved
        key = (tuple(accepted), tuple(others))
        c = compiled.get(key) or compiled.setdefault(key, compile_answer(accepted, [*others, *extra]))
        times.append(_median_ns(c.judge, guess, reps))
    return statistics.median(times) / 1000


def bench_fact_bank(documents: Path) -> None:
    """Cross-check on questions we did not write: the fact bank built from `documents`.

    Every accepted variant must be CORRECT; every distractor and every name in `others` must not be;
    "<answer> or <distractor>" must be a LIST.
    """
    from bot.factbank.build import build_bank  # the bank is another module's work: imported only here

    questions = build_bank(documents).questions
    cold, warm = [], []
    for q in questions:
        matching.clear_caches()
        start = time.perf_counter_ns()
        compile_answer(q.accepted, q.others)
        cold.append(time.perf_counter_ns() - start)
    for q in [*questions, *questions]:  # the first pass reads every string once
        start = time.perf_counter_ns()
        compile_answer(q.accepted, q.others)
        warm.append(time.perf_counter_ns() - start)
    warm = warm[len(questions) :]
    print(
        f"fact bank of {documents}: compile_answer median {statistics.median(cold) / 1000:.1f} µs cold, "
        f"{statistics.median(warm) / 1000:.1f} µs warm (its questions share their `others`)"
    )
    counts, failures = cross_check(questions)
    summary = ", ".join(f"{k} {ok}/{n}" for k, (ok, n) in counts.items())
    print(f"fact bank of {documents} ({len(questions)} questions): {summary}")
    for f in failures[:5]:
        print(f"  miss: {f}")


def bench_compile(reps: int) -> tuple[float, float]:
    """Median µs of compile_answer over the table's questions: cold (every string new) and warm (the
    strings met before, as in a bank where every question of a race passes the same `others`)."""
    questions = list(dict.fromkeys((tuple(a), tuple(o)) for _, a, o, _ in CASES))
    cold, warm = [], []
    clock = time.perf_counter_ns
    for _ in range(max(1, reps // 30)):
        for accepted, others in questions:
            matching.clear_caches()
            start = clock()
            compile_answer(accepted, others)
            cold.append(clock() - start)
            start = clock()
            compile_answer(accepted, others)
            warm.append(clock() - start)
    return statistics.median(cold) / 1000, statistics.median(warm) / 1000


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=300, help="timed repetitions of each case")
    parser.add_argument(
        "--documents", type=Path, default=Path("data/documents"), help="corpus to cross-check"
    )
    args = parser.parse_args(argv)

    accepts = sum(1 for c in CASES if c[3])
    rejects = len(CASES) - accepts
    print(f"labelled table: {len(CASES)} cases ({accepts} accepts, {rejects} rejects)")
    rows = [
        run("check() (cached)", ours_check, args.reps),
        run("judge (compiled)", ours, args.reps),
        run("substring", lambda a, _o: substring_baseline(a), args.reps),
        run("fuzz.ratio > 88", lambda a, _o: ratio_baseline(a), args.reps),
    ]
    print(
        f"{'matcher':<18}{'accuracy':>10}{'accepts ok':>12}{'rejects ok':>12}{'false acc.':>11}"
        f"{'median µs':>11}{'p90 µs':>9}"
    )
    for name, accuracy, micros, p90, yes, no in rows:
        false_accepts = (rejects - no) / max(1, rejects)
        print(
            f"{name:<18}{accuracy:>10.1%}{yes:>8}/{accepts:<3}{no:>8}/{rejects:<3}{false_accepts:>11.1%}"
            f"{micros:>11.2f}{p90:>9.2f}"
        )
    print("  (the table was written together with the matcher; the fact-bank cross-check below was not)")
    _, our_acc, our_us, _, _, _ = rows[1]
    for name, accuracy, micros, _, _, _ in rows[2:]:
        print(
            f"ours vs {name}: accuracy {our_acc:.1%} vs {accuracy:.1%} "
            f"({our_acc / accuracy:.2f}x, error rate {(1 - our_acc) / max(1e-9, 1 - accuracy):.2f}x), "
            f"time {our_us / micros:.1f}x"
        )
    best = max(rows, key=lambda r: r[1])
    check_us = rows[0][2]
    print(
        f"target: highest accuracy -> {'PASS' if best in rows[:2] else 'MISS'}; "
        f"median < {TARGET_CHECK_US:.0f} µs -> check() {check_us:.2f} µs, judge {our_us:.2f} µs, "
        f"ratio {check_us / TARGET_CHECK_US:.2f} ({'PASS' if check_us < TARGET_CHECK_US else 'MISS'})"
    )
    cold, warm = bench_compile(args.reps)
    print(
        f"compile_answer: median {cold:.1f} µs cold (every string new), {warm:.1f} µs warm; ratio to the "
        f"{TARGET_COMPILE_US:.0f} µs target {cold / TARGET_COMPILE_US:.2f} ({'PASS' if cold < TARGET_COMPILE_US else 'MISS'})"
    )
    big = bench_big_bank(max(20, args.reps // 5))
    print(f"ours with 300 extra names in `others` (name cases): median {big:.2f} µs per check")
    if args.documents.is_dir():
        bench_fact_bank(args.documents)
    ns = bench_no_game()
    print(
        f"no-game path (games.get(channel_id) -> None, 200 games running): median {ns:.0f} ns per message, "
        f"ratio to the {TARGET_NO_GAME_US:.0f} µs target {ns / 1000 / TARGET_NO_GAME_US:.3f} "
        f"({'PASS' if ns / 1000 < TARGET_NO_GAME_US else 'MISS'})"
    )


if __name__ == "__main__":
    main()
