"""How fast the fact bank builds: the default corpus, and 1,000 documents recombined from our own reports.

Run from the repository root:  .venv/bin/python -m bench.factbank_speed [--docs 1000] [--repeat 5] [--seed 7]
Targets (DESIGN.md): the default corpus in under 1 s, 1,000 documents in under 60 s. Prints the ratio
measured/target (below 1.00 meets the target) and peak memory (tracemalloc and ru_maxrss). Exit 0 always.

The large corpus is made deterministically from tests/data/reports: each copy has its body paragraphs
shuffled, its surnames replaced by names built from syllables, and its digits changed, and is written back in
the report's own encoding (UTF-8, UTF-16 with BOM, or Windows-1252 with CRLF).
"""

from __future__ import annotations

import argparse
import logging
import random
import re
import resource
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = ROOT / "data" / "documents"
REPORTS = ROOT / "tests" / "data" / "reports"
TARGET_DEFAULT_S = 1.0
TARGET_LARGE_S = 60.0

_ONSETS = ("b", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "kr", "st", "tr")
_VOWELS = ("a", "e", "i", "o", "u", "ai", "ou", "ei")
_CODAS = ("", "", "n", "r", "s", "l", "k", "nd", "rt")
_PAIR = re.compile(r"\b([A-ZÀ-Ý][a-zà-ÿ'\-]+) ([A-ZÀ-Ý][a-zà-ÿ\-]{2,})\b")


@dataclass(frozen=True, slots=True)
class Report:
    name: str
    text: str
    encoding: str  # "utf-16", "cp1252" or "utf-8"
    crlf: bool


def decode(raw: bytes) -> tuple[str, str]:
    """Decode a report the way it was saved: BOM first, then UTF-8, then Windows-1252."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return raw.decode("utf-16"), "utf-16"
    try:
        return raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        return raw.decode("cp1252"), "cp1252"


def load_reports(folder: Path = REPORTS) -> list[Report]:
    reports = []
    for path in sorted(p for p in folder.iterdir() if p.is_file()):
        raw = path.read_bytes()
        text, encoding = decode(raw)
        reports.append(Report(path.name, text.replace("\r\n", "\n"), encoding, b"\r\n" in raw))
    return reports


def syllable_name(rng: random.Random) -> str:
    syllables = rng.randint(2, 3)
    word = "".join(rng.choice(_ONSETS) + rng.choice(_VOWELS) for _ in range(syllables)) + rng.choice(_CODAS)
    return word.capitalize()


def rename(text: str, rng: random.Random) -> str:
    """Replace every surname of a "First Last" pair, everywhere in the text, by a new consistent one."""
    surnames = sorted({m.group(2) for m in _PAIR.finditer(text)})
    mapping = {s: syllable_name(rng) for s in surnames}
    if not mapping:
        return text
    pattern = re.compile(
        r"\b(" + "|".join(re.escape(s) for s in sorted(mapping, key=len, reverse=True)) + r")\b"
    )
    return pattern.sub(lambda m: mapping[m.group(1)], text)


def renumber(text: str, rng: random.Random) -> str:
    """Change every non-zero digit, keeping the shape of numbers ("No. 5", "0.001", "1:46.0415")."""
    return re.sub(r"[1-9]", lambda m: str(rng.randint(1, 9)), text)


def shuffle_paragraphs(text: str, suffix: str, rng: random.Random) -> str:
    if suffix in (".html", ".htm"):
        return text  # markup must stay well formed
    head = ""
    if suffix == ".md" and text.startswith("---\n"):
        end = text.find("\n---\n", 4)
        if end > 0:
            head, text = text[: end + 5], text[end + 5 :]
    parts = [p for p in re.split(r"\n\s*\n", text) if p.strip()]
    if len(parts) < 4:
        parts = [p for p in text.split("\n") if p.strip()]
    first, body = parts[:1], parts[1:]
    rng.shuffle(body)
    return head + "\n\n".join(first + body) + "\n"


def make_corpus(out: Path, count: int, *, seed: int, reports: Sequence[Report] | None = None) -> list[Path]:
    """Write `count` recombined reports into `out`; same seed, same files."""
    reports = list(reports if reports is not None else load_reports())
    rng = random.Random(seed)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(count):
        report = reports[i % len(reports)]
        suffix = Path(report.name).suffix
        text = renumber(rename(shuffle_paragraphs(report.text, suffix, rng), rng), rng)
        if report.crlf:
            text = text.replace("\n", "\r\n")
        path = out / f"{i:04d}_{Path(report.name).stem}{suffix}"
        path.write_bytes(text.encode(report.encoding))
        paths.append(path)
    return paths


def timed(build: Callable[[Path], object], folder: Path, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        build(folder)
        times.append(time.perf_counter() - started)
    return times


def traced_peak(build: Callable[[Path], object], folder: Path) -> int:
    tracemalloc.start()
    try:
        build(folder)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def max_rss_bytes() -> int:
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss if sys.platform == "darwin" else rss * 1024


def _row(label: str, seconds: float, target: float) -> str:
    verdict = "PASS" if seconds < target else "MISS"
    return f"  {label:<34} {seconds * 1000:9.1f} ms  target < {target:g} s  ratio {seconds / target:5.2f}  {verdict}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.factbank_speed", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--docs", type=int, default=1000, help="size of the recombined corpus (default 1000)")
    parser.add_argument("--repeat", type=int, default=5, help="builds of the default corpus (median)")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    try:
        from bot.factbank import build_bank
    except ImportError as exc:
        print(f"bot.factbank is not importable yet ({exc}); nothing to measure.")
        return 0

    def build(folder: Path) -> object:
        return build_bank(folder)

    print("Fact bank build speed")
    times = timed(build, DEFAULT_CORPUS, max(1, args.repeat))
    median = statistics.median(times)
    peak = traced_peak(build, DEFAULT_CORPUS)
    n_default = sum(1 for p in DEFAULT_CORPUS.iterdir() if p.is_file())
    print(_row(f"default corpus ({n_default} docs, median of {len(times)})", median, TARGET_DEFAULT_S))
    print(
        f"    runs: {', '.join(f'{t * 1000:.1f}' for t in times)} ms; tracemalloc peak {peak / 2**20:.1f} MiB"
    )

    with tempfile.TemporaryDirectory(prefix="factbank-speed-") as tmp:
        folder = Path(tmp) / "documents"
        started = time.perf_counter()
        paths = make_corpus(folder, args.docs, seed=args.seed)
        made = time.perf_counter() - started
        size = sum(p.stat().st_size for p in paths)
        print(f"  recombined corpus: {len(paths)} docs, {size / 2**20:.1f} MiB, written in {made:.2f} s")
        large = timed(build, folder, 1)[0]
        target = TARGET_LARGE_S * args.docs / 1000
        print(_row(f"{len(paths)} documents", large, target))
        print(f"    {large / max(1, len(paths)) * 1000:.2f} ms per document")
        peak = traced_peak(build, folder)
        print(f"    tracemalloc peak {peak / 2**20:.1f} MiB (allocations during a second, warm build)")
    print(f"  process peak RSS (ru_maxrss) {max_rss_bytes() / 2**20:.1f} MiB")
    if args.docs != 1000:
        print(f"  note: the {TARGET_LARGE_S:g} s target is for 1,000 documents; scaled to {target:g} s here")
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING)
    sys.exit(main())
