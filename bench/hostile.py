"""Hostile input: the time and peak memory of each input an attacker or an unlucky owner could feed us.

Run from the repository root:  .venv/bin/python -m bench.hostile [--case NAME] [--timeout 120]

Every input is generated here (no large file is stored) and run in a fresh process, so its time and
peak memory (ru_maxrss of that process) are its own, and one that never finishes is stopped after
--timeout seconds. Targets (issue 15): every refused list refused in under 1 s; peak memory under
300 MB. Prints the ratio measured/target (below 1.00 meets it). Asserts nothing; exit 0 always.

Sections are lists of named cases, each with a function that prepares its input in a folder and a
function that runs it there and says what happened; a new section (documents) is one more list in
SECTIONS. Section "red lists", each imported with ``python -m bot import-red`` into a fresh database:
  anchored-10k-x999    one anchored list of 10,000 answers reused by 999 questions (227 KB)
  list-50mb            a 50 MB list (refused before it is read)
  questions-200k       200,000 questions
  questions-10001      10,001 short questions, under the size limit
  answers-10k          one question with 10,000 answers
  billion-laughs       nine levels of nine aliases each (387,420,489 values if expanded)
  alias-budget         an anchored list of 40 answers reused by 9,999 questions
  shared-words-10k     10,000 questions whose answers share words (accepted: 8,000 took 54 s before)
  at-the-limits        the biggest list accepted: 10,000 questions of 20 answers, just under 2 MB
  judge-50-answers     a question at the limit of 50 answers: µs to judge one chat guess
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

TARGET_REFUSED_S = 1.0
TARGET_MB = 300.0


@dataclass(frozen=True)
class Case:
    name: str
    prepare: Callable[[Path], None]  # writes the input into the (empty) folder
    run: Callable[[Path], str]  # runs it; returns what happened, one line (an error line = refused)


# -- section "red lists" ----------------------------------------------------------------------------


def _write(text: str) -> Callable[[Path], None]:
    def prepare(folder: Path) -> None:
        (folder / "list.yaml").write_text(text, encoding="utf-8")

    return prepare


def _lazy(make: Callable[[], str]) -> Callable[[Path], None]:
    return lambda folder: _write(make())(folder)


def _anchored(answers: int, reuses: int) -> str:
    head = "Q0?: &all [" + ", ".join(f"Driver {i}" for i in range(answers)) + "]\n"
    return head + "".join(f"Q{i}?: *all\n" for i in range(1, reuses + 1))


def _big_file(folder: Path) -> None:
    unit = "".join(f"Who won race {i}?: [Driver {i}]\n" for i in range(1000)).encode()
    with (folder / "list.yaml").open("wb") as out:
        for _ in range(50_000_000 // len(unit) + 1):
            out.write(unit)


def _billion_laughs() -> str:
    text = "lol: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level, name in enumerate("bcdefghi"):
        text += f"{name}: &{name} [" + ", ".join(["*" + "abcdefghi"[level]] * 9) + "]\n"
    return text


def _shared_words(count: int) -> str:
    return "".join(f"Who drove car {i} for Team Penske?: [Team Penske driver {i}]\n" for i in range(count))


def _at_the_limits() -> str:
    """The biggest list accepted: 10,000 questions of 20 answers each, just under 2 MB."""
    return "".join(
        f"Q{i}?: [" + ", ".join(f"a{i % 97} w{j}" for j in range(20)) + "]\n" for i in range(10_000)
    )


def import_red(folder: Path) -> str:
    """``python -m bot import-red list.yaml`` into a fresh database in the folder."""
    from bot.__main__ import main

    env = {"DATABASE_PATH": str(folder / "t.db"), "DOCUMENTS_DIR": str(folder), "LOG_LEVEL": "WARNING"}
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["import-red", str(folder / "list.yaml"), "--topic", "Hostile"], env=env)
    lines = [line for line in err.getvalue().splitlines() if line.startswith("error:")]
    return lines[0] if code else out.getvalue().splitlines()[0]


def judge_at_the_limit(folder: Path) -> str:
    from bot.matching import compile_answer
    from bot.redlists import MAX_ANSWERS

    answers = [f"Driver {chr(97 + i % 26)}{i} Surname{i}" for i in range(MAX_ANSWERS)]
    judge = compile_answer(answers, [f"Other Driver{i}" for i in range(32)])
    guesses = ["it was driver b1 surname1", "nobody knows", "surname49", "driver zz surnam7"] * 250
    times = []
    for _ in range(5):
        start = time.perf_counter()
        for guess in guesses:
            judge.judge(guess)
        times.append((time.perf_counter() - start) / len(guesses))
    return f"judged in {statistics.median(times) * 1e6:.1f} µs per guess ({MAX_ANSWERS} answers)"


RED_LISTS = [
    Case("anchored-10k-x999", _lazy(lambda: _anchored(10_000, 999)), import_red),
    Case("list-50mb", _big_file, import_red),
    Case("questions-200k", _lazy(lambda: "".join(f"Q{i}?: [a]\n" for i in range(200_000))), import_red),
    Case("questions-10001", _lazy(lambda: "".join(f"Q{i}?: [a]\n" for i in range(10_001))), import_red),
    Case(
        "answers-10k", _lazy(lambda: "Q?:\n" + "".join(f"- Answer {i}\n" for i in range(10_000))), import_red
    ),
    Case("billion-laughs", _lazy(_billion_laughs), import_red),
    Case("alias-budget", _lazy(lambda: _anchored(40, 9_999)), import_red),
    Case("shared-words-10k", _lazy(lambda: _shared_words(10_000)), import_red),
    Case("at-the-limits", _lazy(_at_the_limits), import_red),
    Case("judge-50-answers", lambda folder: None, judge_at_the_limit),
]

SECTIONS: dict[str, list[Case]] = {"red lists": RED_LISTS}
CASES = {case.name: case for cases in SECTIONS.values() for case in cases}


# -- running ----------------------------------------------------------------------------------------


def child(name: str, folder: Path) -> dict:
    """Run one prepared case in this (fresh) process: seconds, peak MB, what happened."""
    import bot.__main__
    import bot.storage  # noqa: F401 (loaded before the clock starts: imports are not the case's time)

    start = time.perf_counter()
    outcome = CASES[name].run(folder)
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"seconds": seconds, "peak_mb": peak, "outcome": outcome}


def run_case(case: Case, timeout: float) -> dict | None:
    with tempfile.TemporaryDirectory(prefix="hostile-") as tmp:
        folder = Path(tmp)
        case.prepare(folder)
        size = sum(p.stat().st_size for p in folder.iterdir())
        command = [sys.executable, "-m", "bench.hostile", "--child", case.name, "--folder", str(folder)]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=True)
        except subprocess.TimeoutExpired:
            return None
        except subprocess.CalledProcessError as exc:
            return {
                "seconds": float("nan"),
                "peak_mb": float("nan"),
                "outcome": f"crashed: {exc.stderr[-200:]}",
            }
        result = json.loads(done.stdout.strip().splitlines()[-1])
        result["size"] = size
        return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.hostile", description=__doc__.splitlines()[0])
    parser.add_argument("--case", choices=sorted(CASES), action="append", help="only these cases")
    parser.add_argument("--timeout", type=float, default=120.0, help="stop a case after this many seconds")
    parser.add_argument("--child", choices=sorted(CASES), help=argparse.SUPPRESS)
    parser.add_argument("--folder", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child, args.folder)))
        return 0
    wanted = set(args.case or CASES)
    print(f"targets: a refused input refused in < {TARGET_REFUSED_S:.0f} s; peak memory < {TARGET_MB:.0f} MB")
    for section, cases in SECTIONS.items():
        print(f"\n{section}")
        print(
            f"  {'case':<20} {'input':>9} {'time':>9} {'/target':>8} {'peak MB':>8} {'/target':>8}  outcome"
        )
        for case in cases:
            if case.name not in wanted:
                continue
            result = run_case(case, args.timeout)
            if result is None:
                print(f"  {case.name:<20} {'':>9} {'> ' + str(int(args.timeout)) + ' s':>9}  not finished")
                continue
            refused = result["outcome"].startswith("error:")
            ratio = f"{result['seconds'] / TARGET_REFUSED_S:8.2f}" if refused else f"{'':>8}"
            size = f"{result.get('size', 0) / 1e6:7.2f}MB" if result.get("size") else f"{'-':>9}"
            print(
                f"  {case.name:<20} {size:>9} {result['seconds']:8.3f}s {ratio} {result['peak_mb']:8.1f} "
                f"{result['peak_mb'] / TARGET_MB:8.2f}  {result['outcome'][:150]}"
            )
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
