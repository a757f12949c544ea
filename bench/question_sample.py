"""A random sample of the questions built from a folder of reports, for a blind judge.

The judge reads the sample and the reports, never the code, and labels each question by
`../shared/QUESTION_QUALITY.md`. The same seed gives the same sample, so two versions of the builder
can be judged on the same draw. Run from the repository root:

    .venv/bin/python -m bench.question_sample --corpus ../shared/corpus [--n 60] [--seed 1] [--out FILE]

`--corpus` is a folder of reports, or a folder holding `reports/` (the layout of `../shared/corpus`).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from bot.factbank import build_bank
from bot.factbank.model import Question

ROOT = Path(__file__).resolve().parents[1]


def sample(folder: Path, n: int, seed: int) -> list[Question]:
    """`n` questions drawn at random, in a stable order, from the bank built over `folder`."""
    reports = folder / "reports" if (folder / "reports").is_dir() else folder
    questions = sorted(build_bank(reports).questions, key=lambda q: q.id)
    return random.Random(seed).sample(questions, min(n, len(questions)))


def format_sample(questions: Sequence[Question]) -> str:
    lines = []
    for i, q in enumerate(questions, 1):
        files = ", ".join(sorted({s.document for s in q.sources}))
        lines += [
            f"## Q{i}",
            f"- Prompt: {q.prompt}",
            f"- Answer: {q.answer}",
            f"- Also accepted: {'; '.join(q.accepted[1:6]) or '-'}",
            f"- Choices: {' | '.join(q.choices)}",
            f"- Source report(s): {files}",
            "",
        ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.question_sample", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--n", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, help="write the sample here instead of printing it")
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"No reports at {args.corpus}; nothing to sample.")
        return 0
    text = format_sample(sample(args.corpus, args.n, args.seed))
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
