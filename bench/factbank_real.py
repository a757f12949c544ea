"""The fact bank on real race reports written by others: reports read, crashes, races named, key-fact recall.

Reads ../shared/corpus (reports/*.txt and gold.yaml) when it is there; a bench only, never a test (the
reports are third-party news text and stay outside the repository). Run from the repository root:

    .venv/bin/python -m bench.factbank_real [--corpus ../shared/corpus] [--verbose]

Recall is measured on key facts (winner, runner-up, margin, pole, laps led, team, car number, position):
a gold fact counts when a question citing its report has an answer (or accepted form) that agrees with
it. It is printed for the whole corpus, for the reports used while tuning and for the held-out quarter
(report numbers divisible by 4), which was kept out of tuning. Precision is measured here only where the
gold is complete: a winner or runner-up card whose answer disagrees with the report's gold winner or
runner-up is counted as wrong. Everything else needs a blind judged sample (`bench.question_sample`).
`--dump FILE` writes every question, one per line, for comparing two versions of the builder.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from bot.factbank import build_bank
from bot.numbers import parse_ordinal

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus"
KEY = ("winner", "runner_up", "margin", "pole", "laps_led", "team", "car_number", "position")
_STOP = {"the", "a", "an", "of", "and", "jr", "sr", "racing", "team", "no", "car", "seconds", "second", "s"}
_GENERIC = {
    "nascar",
    "series",
    "race",
    "cup",
    "sprint",
    "monster",
    "energy",
    "the",
    "at",
    "of",
    "motogp",
    "grand",
    "prix",
    "international",
    "speedway",
    "circuit",
    "raceway",
    "running",
    "round",
    "women",
    "men",
}


def _norm(text: str) -> str:
    t = unicodedata.normalize("NFKD", str(text).replace("’", "'")).encode("ascii", "ignore").decode().lower()
    t = re.sub(r"(\d),(\d)", r"\1\2", t)
    t = re.sub(r"\s+", " ", re.sub(r"[^a-z0-9. ]+", " ", t)).strip(" ").rstrip(".")
    return t if re.match(r"\.\d", t) else t.lstrip(". ")  # ".012 seconds" keeps its point


def _numbers(text: str) -> set[float]:
    t = _norm(text)
    out = {float(x) for x in re.findall(r"\d*\.\d+|\d+", t)}
    for word in t.split():
        if (n := parse_ordinal(word)) is not None:
            out.add(float(n))
    return out


def agrees(gold: str, candidate: str) -> bool:
    """Does an answer agree with a gold answer: same text, same numbers, or the same name in short?"""
    g, c = _norm(re.sub(r"\s*\([^)]*\)\s*$", "", gold)), _norm(candidate)
    if not g or not c:
        return False
    if g == c:
        return True
    gn, cn = _numbers(g), _numbers(c)
    if gn and gn == cn:
        return True
    gt = [w for w in g.split() if w not in _STOP]
    ct = [w for w in c.split() if w not in _STOP]
    if not gt or not ct or (gn and cn and gn != cn):
        return False
    short, other = (gt, ct) if len(gt) <= len(ct) else (ct, gt)
    return set(short) <= set(other) and short[-1] in other


def race_named(label: str, gold_race: str) -> bool:
    """Is our label the gold race: its distinctive name words, and its year when the text gives one?"""
    stated = "year not stated" not in gold_race and "per " not in gold_race
    name = re.sub(r"\([^)]*\)", "", gold_race).split(",")[0]
    words = {w for w in re.findall(r"[A-Za-z0-9]+", name) if w.lower() not in _GENERIC and len(w) > 1}
    ours = {w.lower() for w in re.findall(r"[A-Za-z0-9]+", label)}
    hit = [w for w in words if w.lower() in ours]
    year = re.search(r"\b(19|20)\d\d\b", gold_race)
    if stated and year and year.group() not in label:
        return False
    return bool(words) and len(hit) * 2 >= len(words)


@dataclass
class RealScores:
    reports: int = 0
    read: int = 0
    crashed: int = 0
    named: int = 0
    questions: int = 0
    seconds: float = 0.0
    total: Counter[str] = field(default_factory=Counter)
    hit: Counter[str] = field(default_factory=Counter)
    part_total: Counter[str] = field(default_factory=Counter)  # "tuning" / "held-out"
    part_hit: Counter[str] = field(default_factory=Counter)
    misses: list[str] = field(default_factory=list)
    misnamed: list[str] = field(default_factory=list)
    checked: Counter[str] = field(default_factory=Counter)  # winner / runner-up cards with gold to check
    wrong: list[str] = field(default_factory=list)
    dump: list[str] = field(default_factory=list)


def _same_first(gold: str, answer: str) -> bool:
    """No clash of first names: "Kim Jones" is not "Erik Jones", though both are "Jones" in short."""
    g, a = _norm(re.sub(r"\([^)]*\)", "", gold)).split(), _norm(answer).split()
    if not (2 <= len(g) <= 3 and 2 <= len(a) <= 3):  # two people, not a team or a crew
        return True
    x, y = g[0].rstrip("."), a[0].rstrip(".")
    one_typo = len(x) == len(y) >= 5 and sum(p != q for p, q in zip(x, y, strict=True)) == 1
    return x == y or one_typo or (x[0] == y[0] and min(len(x), len(y)) <= 2)


_DIVISION = re.compile(r"\b(?:men|women)'s race\b")


def _wrong_cards(name: str, entry: dict, questions: list, out: RealScores) -> None:
    """Count winner and runner-up cards against the report's gold: the one place the gold is complete."""
    for rel in ("winner", "runner_up"):
        gold = [str(f["answer"]) for f in entry.get("facts") or [] if f.get("relation") == rel]
        if not gold:
            continue
        gold += [inner for g in gold for inner in re.findall(r"\(([^()]+)\)", g)]  # "Audi R18 (crew ...)"
        cards = [q for q in questions if q.kind == rel]
        right = [q for q in cards if any(agrees(g, q.answer) and _same_first(g, q.answer) for g in gold)]
        told = {m.group() for q in questions if (m := _DIVISION.search(q.race))}
        race = str(entry.get("race", "")).lower()
        own = next(
            (m.group() for q in right if (m := _DIVISION.search(q.race))),
            "women's race" if "women" in race and not re.search(r"\bmen", race) else "men's race",
        )
        for q in cards:
            out.checked[rel] += 1
            division = _DIVISION.search(q.race)
            if q in right or (division and (right or len(told) > 1) and division.group() != own):
                continue  # the other division's card of a report of both (the gold tells one of them)
            out.wrong.append(f"{name[:34]:34} {rel:9} asks {q.answer!r}; gold {gold[0]!r}")


def score_real(corpus: Path) -> RealScores:
    gold = yaml.safe_load((corpus / "gold.yaml").read_text(encoding="utf-8"))
    out = RealScores()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for entry in gold:
            (folder / entry["file"]).write_bytes((corpus / "reports" / entry["file"]).read_bytes())
        start = time.perf_counter()
        result = build_bank(folder)
        out.seconds = time.perf_counter() - start
    docs = {d.id: d for d in result.documents}
    by_doc: dict[str, list] = {}
    for q in result.questions:
        for document in dict.fromkeys(
            s.document for s in q.sources
        ):  # one entry per report, not per sentence
            by_doc.setdefault(document, []).append(q)
    out.questions = len(result.questions)
    for entry in gold:
        name = entry["file"]
        part = "held-out" if int(name[:3]) % 4 == 0 else "tuning"
        out.reports += 1
        info = docs.get(name)
        if info is not None and info.skipped is None:
            out.read += 1
        if info is not None and (info.skipped or "").startswith("internal error"):
            out.crashed += 1
        if info is not None and race_named(info.race, entry.get("race", "")):
            out.named += 1
        else:
            out.misnamed.append(
                f"{name[:34]:34} {info.race if info else '-'!s:45} | {entry.get('race', '')[:60]}"
            )
        questions = by_doc.get(name, [])
        _wrong_cards(name, entry, questions, out)
        out.dump += sorted(f"{name}\t{q.kind}\t{q.prompt}\t{q.answer}" for q in questions)
        for fact in entry.get("facts") or []:
            rel = fact.get("relation")
            if rel not in KEY:
                continue
            answers = [a for q in questions for a in (q.answer, *q.accepted)]
            ok = any(agrees(str(fact["answer"]), a) for a in answers)
            out.total[rel] += 1
            out.part_total[part] += 1
            if ok:
                out.hit[rel] += 1
                out.part_hit[part] += 1
            else:
                out.misses.append(
                    f"{name[:34]:34} {rel:10} {str(fact.get('subject') or '')[:18]:18} -> {fact['answer']}"
                )
    return out


def _pct(a: int, b: int) -> str:
    return f"{100 * a / b:5.1f}%" if b else "    -"


def format_real(s: RealScores, *, verbose: bool = False) -> str:
    keys = sum(s.total.values())
    hits = sum(s.hit.values())
    lines = [
        f"== real reports: {s.reports} ({s.questions} questions, built in {s.seconds * 1000:.0f} ms)",
        f"  reports read           {s.read}/{s.reports} {_pct(s.read, s.reports)}   target >= 95%",
        f"  crashed                {s.crashed}              target 0",
        f"  race named correctly   {s.named}/{s.reports} {_pct(s.named, s.reports)}   target >= 90%",
        f"  winner recall          {s.hit['winner']}/{s.total['winner']} {_pct(s.hit['winner'], s.total['winner'])}   target >= 95%",
        f"  key-fact recall        {hits}/{keys} {_pct(hits, keys)}   target >= 85%",
    ]
    checked = sum(s.checked.values())
    lines.append(f"  wrong winner/runner-up {len(s.wrong)}/{checked} cards checked against gold   target 0")
    for part in ("tuning", "held-out"):
        lines.append(
            f"    {part:9}            {s.part_hit[part]}/{s.part_total[part]} {_pct(s.part_hit[part], s.part_total[part])}"
        )
    lines.append("  by relation:")
    for rel in KEY:
        lines.append(f"    {rel:11} {s.hit[rel]:4}/{s.total[rel]:<4} {_pct(s.hit[rel], s.total[rel])}")
    if verbose:
        lines.append("  races not named as the gold names them:")
        lines += [f"    {m}" for m in s.misnamed]
        lines.append("  winner / runner-up cards that disagree with the gold:")
        lines += [f"    {m}" for m in s.wrong]
        lines.append("  key facts no question asks:")
        lines += [f"    {m}" for m in s.misses]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.factbank_real", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--verbose", "-v", action="store_true")
    parser.add_argument("--dump", type=Path, help="write every question here, one per line")
    args = parser.parse_args(argv)
    if not (args.corpus / "gold.yaml").is_file():
        print(f"No real-report corpus at {args.corpus}; nothing to measure.")
        return 0
    scores = score_real(args.corpus)
    print(format_real(scores, verbose=args.verbose))
    if args.dump:
        args.dump.write_text("\n".join(scores.dump) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
