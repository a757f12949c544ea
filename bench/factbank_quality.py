"""Score the fact bank's questions against the labelled gold sets in tests/data/gold.

Run from the repository root:  .venv/bin/python -m bench.factbank_quality [--set default|own|all] [--verbose]
It builds the bank for each set's documents, scores the export and prints numbers and PASS/MISS per target.
A bench reports; it never fails: the exit status is 0 even when a target is missed.

The scoring is in devkit/gold.py (pure: the tests run it on a hand-made export).
"""

from __future__ import annotations

import argparse
import json
import logging
import shutil
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from devkit.gold import DEFINITIONS, format_report, load_gold, score

log = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parents[1]


def build_export(documents_dir: Path) -> tuple[dict, float]:
    """Build the bank on a copy of the documents (the builder never sees the repository's folder)."""
    from bot.factbank import build_bank
    from bot.factbank.export import to_export

    with tempfile.TemporaryDirectory(prefix="factbank-quality-") as tmp:
        work = Path(tmp) / "documents"
        shutil.copytree(documents_dir, work)
        started = time.perf_counter()
        result = build_bank(work)
        elapsed = time.perf_counter() - started
        return to_export(result), elapsed


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.factbank_quality", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--set", choices=("default", "own", "real", "all"), default="all")
    parser.add_argument(
        "--verbose", "-v", action="store_true", help="list unmatched key facts and bad questions"
    )
    parser.add_argument("--export", type=Path, help="score this saved export JSON (use with --set)")
    args = parser.parse_args(argv)
    print(DEFINITIONS)
    if args.set in ("real", "all"):  # real reports by others, when ../shared/corpus is there
        from bench.factbank_real import DEFAULT_CORPUS, format_real, score_real

        if (DEFAULT_CORPUS / "gold.yaml").is_file():
            print()
            print(format_real(score_real(DEFAULT_CORPUS), verbose=args.verbose))
        if args.set == "real":
            return 0
    names = ("default", "own") if args.set == "all" else (args.set,)
    for name in names:
        gold = load_gold(name)
        if args.export:
            export, elapsed = json.loads(args.export.read_text(encoding="utf-8")), 0.0
        else:
            try:
                export, elapsed = build_export(ROOT / gold["documents_dir"])
            except ImportError as exc:
                print(f"\nbot.factbank is not importable yet ({exc}); nothing to score.")
                return 0
            except Exception as exc:  # a bench reports, it does not crash
                log.exception("build failed")
                print(f"\n== set {name}: the build failed: {type(exc).__name__}: {exc}")
                continue
        print()
        print(format_report(score(export, gold), verbose=args.verbose, gold=gold))
        if elapsed:
            print(f"  build time             {elapsed * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING)
    sys.exit(main())
