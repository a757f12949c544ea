"""/ask benchmark: labelled score and median milliseconds per question on the default corpus.

Run: ``python -m bench.ask [--reps 20]`` from the project root. Builds the bank from a copy of
``data/documents`` into a temporary SQLite file, then asks every question of ``tests/data/ask_gold.json``
`reps` times. Prints the score (top answer right / not found when the documents do not say), the
median and p95 ms per /ask, the time to index the bank, and the cost of a 6,000-character question.
Asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from bot.ask import ask, ensure_search_index
from bot.bank import load_or_build
from bot.matching import normalize
from bot.storage import Storage

ROOT = Path(__file__).resolve().parents[1]


async def run(reps: int) -> None:
    gold = json.loads((ROOT / "tests" / "data" / "ask_gold.json").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as tmp:
        docs = Path(tmp) / "docs"
        shutil.copytree(ROOT / gold["documents_dir"], docs)
        storage = await Storage.open(Path(tmp) / "bench.db")
        try:
            bank = await load_or_build(storage, docs, now=0.0)  # not indexed: that is timed next
            start = time.perf_counter()
            await ensure_search_index(storage, bank, now=1.0)
            index_ms = (time.perf_counter() - start) * 1000
            info = await storage.search_index_info()

            right = 0
            for g in gold["answerable"]:
                top = normalize(_top(await ask(storage, bank, g["question"])))
                right += any(normalize(a) in top for a in g["accepted"])
            refused = 0
            for g in gold["unanswerable"]:
                refused += not (await ask(storage, bank, g["question"])).found

            questions = [g["question"] for g in gold["answerable"] + gold["unanswerable"]]
            times = []
            for _ in range(reps):
                for question in questions:
                    start = time.perf_counter()
                    await ask(storage, bank, question)
                    times.append((time.perf_counter() - start) * 1000)
            long_q = ("Who won the race where Larson beat Buescher at Kansas " * 120)[:6000]
            long_times = []
            for _ in range(reps):
                start = time.perf_counter()
                await ask(storage, bank, long_q)
                long_times.append((time.perf_counter() - start) * 1000)
        finally:
            await storage.close()

    n_ans, n_un = len(gold["answerable"]), len(gold["unanswerable"])
    times.sort()
    print(f"index: {info.sentences} sentences, {info.facts} facts in {index_ms:.1f} ms")
    print(f"top answer right: {right}/{n_ans} ({right / n_ans:.0%}; target >= 85%)")
    print(f"not found when the documents do not say: {refused}/{n_un} ({refused / n_un:.0%}; target >= 80%)")
    print(
        f"/ask: median {statistics.median(times):.2f} ms, p95 {times[int(0.95 * (len(times) - 1))]:.2f} ms "
        f"over {len(times)} questions"
    )
    print(f"6,000-character question: median {statistics.median(long_times):.2f} ms")


def _top(answer) -> str:
    return answer.lead or (answer.quotes[0].sentence if answer.quotes else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=20)
    asyncio.run(run(parser.parse_args().reps))


if __name__ == "__main__":
    main()
