"""Hostile documents: how long reading each one takes, and its peak memory.

Run from the repository root:  .venv/bin/python -m bench.hostile_documents [--size 1000000] [--timeout 120]

Each input is generated here (nothing large is stored) and built with `build_bank` on a folder holding
only that file, in a fresh process, so its time and memory are its own and one that never finishes is
stopped after --timeout seconds. Targets (issue 15): every document of up to 1 MB read in under 5 s, with
a peak memory under 300 MB. Prints the ratio measured/target (below 1.00 meets it). Exit 0 always.

Section "documents":
  html        "<div><span><b>" * n + a report + "</p>" * 1.5n   (unmatched end tags)
  commas      one line of capitalised words joined by ", "   (a 1 MB "sentence" full of mentions)
  apostrophe  words that start with an apostrophe ('Larson 'Larson ...)
  mixed-enc   a UTF-8 report with one Windows-1252 line, repeated
  html-unclosed, md-emphasis, md-comments, ellipses: a mark that never closes, repeated
  season      a long ordinary file: short reports of many races (the extraction's share of the time)
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

TARGET_S = 5.0
TARGET_MB = 300.0
SIZES = (100_000, 400_000, 1_000_000)

REPORT = (
    "Dara Quillen won the Harbor 400 at Millbrook Speedway on Sunday, beating Tomas Verrick by 0.214 "
    "seconds after 200 laps. Quillen led 87 laps in the No. 14 Ford for Ostrand Racing. "
)


def html_nesting(size: int) -> tuple[str, bytes]:
    """Many unclosed elements, then many more end tags than were opened."""
    report = f"<p>{REPORT}</p>"
    n = max(1, (size - len(report)) // 20)  # 14 bytes of start tags and 1.5 end tags (6 bytes) per n
    body = "<div><span><b>" * n + report + "</p>" * (n * 3 // 2)
    return "nesting.html", body.encode()


def _words(rng: random.Random, count: int) -> list[str]:
    onsets, vowels, codas = "bdfgklmnprstvz", ("a", "e", "i", "o", "u", "ai", "ou"), ("", "n", "r", "s", "l")
    return [
        (
            rng.choice(onsets)
            + rng.choice(vowels)
            + rng.choice(onsets)
            + rng.choice(vowels)
            + rng.choice(codas)
        ).capitalize()
        for _ in range(count)
    ]


def comma_line(size: int) -> tuple[str, bytes]:
    """One enormous line: a report, then capitalised words joined by ", "."""
    rng = random.Random(15)
    words = _words(rng, size // 6)
    line = REPORT + ", ".join(words)
    return "commas.txt", line[:size].encode()


def apostrophes(size: int) -> tuple[str, bytes]:
    """Words that open with an apostrophe and never close it."""
    return "apostrophe.txt", (REPORT + "'Larson " * (size // 8)).encode()[:size]


def mixed_encoding(size: int) -> tuple[str, bytes]:
    """A UTF-8 report in which one line in every ten was saved as Windows-1252."""
    good = "Daniel Suárez finished third at Millbrook Speedway after 200 laps.\n\n".encode()
    bad = "Sébastien Ogier watched the race from the pit road.\n\n".encode("cp1252")
    chunk = REPORT.encode() + b"\n\n" + good * 9 + bad
    return "mixed.txt", (chunk * (size // len(chunk) + 1))[:size]


def _repeated(name: str, unit: str, html: bool = False) -> Callable[[int], tuple[str, bytes]]:
    def make(size: int) -> tuple[str, bytes]:
        head = f"<p>{REPORT}</p>" if html else REPORT + "\n\n"
        return name, (head + unit * (size // len(unit.encode()))).encode()[:size]

    make.__doc__ = f"a report, then {unit!r} repeated"
    return make


def season(size: int) -> tuple[str, bytes]:
    """Nothing hostile: one long file of short reports, each of another race."""
    parts: list[str] = []
    total = n = 0
    while total < size:
        n += 1
        parts.append(
            f"Dara Quillen won the Harbor {100 + n} at Millbrook Speedway on Sunday, beating Tomas Verrick "
            f"by 0.{n % 1000:03d} seconds after {n % 300 + 50} laps.\n\n"
            f"Verrick led {n % 90 + 1} laps in the No. {n % 99 + 1} Ford for Ostrand Racing.\n\n"
        )
        total += len(parts[-1])
    return "season.txt", "".join(parts).encode()[:size]


INPUTS: dict[str, Callable[[int], tuple[str, bytes]]] = {
    "html": html_nesting,
    "commas": comma_line,
    "apostrophe": apostrophes,
    "mixed-enc": mixed_encoding,
    "html-unclosed": _repeated("unclosed.html", "<a ", html=True),
    "md-emphasis": _repeated("emphasis.md", "*a "),
    "md-comments": _repeated("comments.md", "<!--"),
    "ellipses": _repeated("ellipses.txt", "…'"),
    "season": season,
}


def measure(case: str, size: int, trace: bool) -> dict:
    """Build a bank from a folder with this one document; time, peak memory and what became of it."""
    from bot.factbank import build_bank

    name, data = INPUTS[case](size)
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / name).write_bytes(data)
        if trace:
            tracemalloc.start()
        start, cpu = time.perf_counter(), time.process_time()
        result = build_bank(Path(tmp))
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        traced = tracemalloc.get_traced_memory()[1] / 1e6 if trace else None
        if trace:
            tracemalloc.stop()
    doc = result.documents[0]
    return {
        "bytes": len(data),
        "seconds": seconds,
        "cpu": cpu,
        "traced_mb": traced,
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "outcome": f"skipped: {doc.skipped}" if doc.skipped else f"read, {len(result.facts)} facts",
    }


def run_case(case: str, size: int, timeout: float, trace: bool) -> dict | None:
    """One measurement in a fresh process; None when it did not finish within ``timeout``."""
    command = [sys.executable, "-m", "bench.hostile_documents", "--child", case, "--size", str(size)]
    if trace:
        command.append("--trace")
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, check=True)
    except subprocess.TimeoutExpired:
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--size", type=int, action="append", help="bytes per document (repeatable)")
    parser.add_argument("--case", choices=sorted(INPUTS), action="append", help="only these inputs")
    parser.add_argument("--timeout", type=float, default=120.0, help="stop a build after this many seconds")
    parser.add_argument("--trace", action="store_true", help="also measure with tracemalloc (slower)")
    parser.add_argument("--child", choices=sorted(INPUTS), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    sizes = args.size or [SIZES[-1]]
    if args.child:
        print(json.dumps(measure(args.child, sizes[0], args.trace)))
        return 0
    print("documents (targets: under 5 s and 300 MB for a document of up to 1 MB)")
    print(
        f"  {'input':<13} {'bytes':>9} {'time':>9} {'ratio':>6} {'cpu':>9} {'peak MB':>8} {'ratio':>6}  outcome"
    )
    for case in args.case or list(INPUTS):
        for size in sizes:
            row = run_case(case, size, args.timeout, args.trace)
            if row is None:
                print(f"  {case:<13} {size:>9,} {'>' + format(args.timeout, 'g') + ' s':>9}  (stopped)")
                continue
            peak = row["traced_mb"] if row["traced_mb"] is not None else row["rss_mb"]
            print(
                f"  {case:<13} {row['bytes']:>9,} {row['seconds']:>7.2f} s {row['seconds'] / TARGET_S:>6.2f} "
                f"{row['cpu']:>7.2f} s "
                f"{peak:>8.1f} {peak / TARGET_MB:>6.2f}  {row['outcome']}"
            )
    print(
        "  time is wall time, the ratio time/5 s; cpu is the process's CPU time (steadier on a busy machine)"
    )
    print(
        "  peak MB is the process's maximum resident size" + (" (tracemalloc's peak)" if args.trace else "")
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
