"""One document can never stop a build: the reader meets many generated sentences and never crashes."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.factbank import build as build_module
from bot.factbank import build_bank

FIRST = ["Ada", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Ivy", "Jon", "Kim", "Léa", "O'Neil", "Mac"]
LAST = [
    "Quill",
    "Sorel",
    "Tamm",
    "Hoyt",
    "Vance",
    "Orr",
    "Pell",
    "Jax",
    "Kerr",
    "Lott",
    "D'Arcy",
    "Smith-Jones",
]
THINGS = [
    "Ferrari",
    "Toyota",
    "Vireo Racing",
    "Delta Motorsports",
    "Harbor 300",
    "Portside Speedway",
    "Meridian Grand Prix",
    "the No. 44",
    "#7",
    "Stage 2",
    "Turn 3",
    "Cup Series",
    "Formula One",
]
VERBS = [
    "won",
    "beat",
    "edged",
    "held off",
    "finished",
    "was",
    "led",
    "took",
    "passed",
    "crashed into",
    "soared to victory over",
    "took the checkered flag ahead of",
    "started on pole ahead of",
    "said",
]
TAILS = [
    "by 0.2 seconds",
    "in second",
    "third",
    "for 44 laps",
    "of 200 laps",
    "on the final lap",
    "since the 2019 Harbor 300",
    "last week",
    "'s Ferrari",
    "’s No. 9 Toyota",
    "by a length and a half",
    "who thought he had won",
    "(P4)",
    "— again",
    "and",
    "'",
    '"',
    "…",
    "!!",
    "; then",
    ", who",
    ".",
]


MAKES = ["Ferrari", "Toyota", "Ford", "Chevrolet", "Honda"]


def _name(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.15:
        return f"{rng.choice(FIRST)} {rng.choice(LAST)}'s {rng.choice(MAKES)}"
    if r < 0.5:
        return f"{rng.choice(FIRST)} {rng.choice(LAST)}" + rng.choice(["", "", "'s", " Jr.", "’s"])
    if r < 0.7:
        return rng.choice(LAST) + rng.choice(["", "'s"])
    return rng.choice(THINGS)


def _sentence(rng: random.Random) -> str:
    words = [_name(rng), rng.choice(VERBS), _name(rng)]
    for _ in range(rng.randint(0, 4)):
        words.append(rng.choice([*TAILS, _name(rng), rng.choice(VERBS)]))
    text = " ".join(words)
    return text[0].upper() + text[1:] + rng.choice([".", ".", "!", "", "?", ' ."'])


def _report(rng: random.Random) -> str:
    head = f"{rng.choice(LAST)} {rng.choice(['wins', 'holds off', 'takes'])} {_name(rng)}"
    paras = [" ".join(_sentence(rng) for _ in range(rng.randint(1, 4))) for _ in range(rng.randint(1, 5))]
    return head + "\n\n" + "\n\n".join(paras) + "\n"


@pytest.mark.parametrize("seed", range(6))
def test_generated_reports_never_crash_the_build(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    for i in range(60):
        (tmp_path / f"r{i:03}.txt").write_text(_report(rng))
    result = build_bank(tmp_path)
    internal = [d for d in result.documents if d.skipped and d.skipped.startswith("internal error")]
    assert internal == []
    assert len(result.documents) == 60


def test_a_person_then_a_make_is_read(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(
        "Quill wins at Vale Park\n\nAda Quill won the Meridian Grand Prix at Vale Park. "
        "Cy Tamm's Ferrari was second and Gus Pell finished third.\n"
    )
    result = build_bank(tmp_path)
    assert [d.skipped for d in result.documents] == [None]


def test_an_error_inside_one_document_skips_only_that_document(tmp_path: Path, monkeypatch) -> None:
    good = (
        "Quill wins\n\nAda Quill won the Harbor 300 at Portside Speedway, beating Cy Tamm by 0.2 seconds.\n"
    )
    (tmp_path / "good.txt").write_text(good)
    (tmp_path / "bad.txt").write_text(good.replace("Ada Quill", "Gus Pell"))
    real = build_module.read_document

    def flaky(doc, book, near=None):
        if doc.name == "bad.txt":
            raise IndexError("no such group")
        return real(doc, book, near)

    monkeypatch.setattr(build_module, "read_document", flaky)
    result = build_bank(tmp_path)
    status = {d.id: d.skipped for d in result.documents}
    assert status["good.txt"] is None
    assert status["bad.txt"] == "internal error while reading: IndexError: no such group"
    assert any(q.kind == "winner" or q.kind == "margin" for q in result.questions)


def test_a_document_over_the_time_budget_is_skipped_and_not_cached(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("Quill wins\n\nAda Quill won the Harbor 300 at Portside Speedway.\n")
    stored: dict[str, dict] = {}

    class Cache:
        def get(self, sha256: str) -> dict | None:
            return stored.get(sha256)

        def put(self, sha256: str, value: dict) -> None:
            stored[sha256] = value

    result = build_bank(tmp_path, cache=Cache(), time_budget=0.0)
    assert (result.documents[0].skipped or "").startswith("took too long to read")
    assert stored == {}  # it may read in time next time
    assert build_bank(tmp_path, cache=Cache()).documents[0].skipped is None


def test_lists_of_people_are_found_as_the_plain_pattern_finds_them() -> None:
    import random
    import re

    from bot.factbank.crews import groups
    from bot.factbank.tagged import CLOSE, OPEN, Tagged

    person = OPEN + r"P(\d+)" + CLOSE
    reference = re.compile(rf"{person}(?:, {person})*,? and {person}")
    rng = random.Random(7)
    for _ in range(3000):
        parts = []
        for i in range(rng.randint(1, 9)):
            parts += [f"{OPEN}P{i}{CLOSE}", rng.choice([", ", " and ", ", and ", " beat ", ", , ", ",and "])]
        text = "".join(parts)
        t = Tagged(text, tuple(f"N{i}" for i in range(10)), ("person",) * 10)
        assert [(a, b) for a, b, _ in groups(t)] == [(m.start(), m.end()) for m in reference.finditer(text)]
