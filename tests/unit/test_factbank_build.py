"""Build: extraction rules, names, merge and conflicts, questions, export, ids, cache and the CLI."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from bot.cli_build import run_build
from bot.factbank import build_bank, export_json, load_export

REPORT_A = """Ortiz Edges Becker in Gilford Thriller

Maria Ortiz edged out Tom Becker by 0.015 seconds to win the Lakeshore 300 at Gilford Speedway on Saturday.
READ MORE: Star driver's fury over pit lane clash
Ortiz, who drives the No. 8 car for Summit Racing, won Stage 1. Dale Quinn won Stage 2.
Sam Becker finished fourth and Becker's teammate, Lou Hart, faded to fifth place.
Becker finished sixth.
Jake Moss started the race on pole. He finished seventh.
Jake Moss and Ann Lee collided on lap 40. He finished eighth.
The 28-year-old finished ninth.
Ortiz thought she had finished third before the official result came in.
Last week at Dover, Lou Hart won the race.
"I was sure Lou Hart beat me. He finished second, I am sure of it," Ortiz said.
The previous record was set in 1999 when Ray Kemp beat Bo Pratt by 0.002 seconds at Elm Raceway.
There were 12 lead changes in Stage 1.
@everyone won the race.
"""

REPORT_B = """Maria Ortiz won the Lakeshore 300 at Gilford Speedway, beating Tom Becker by 0.015 seconds.
Ortiz's crew chief, Pat Wells, called it the best day of the season.
Maria Ortiz led the final 20 laps. Her spotter, Kim Rhee, guided her through traffic.
Sam Becker finished fourth for Delta Motorsports.
"""

REPORT_C_CONFLICT = """Maria Ortiz beat Tom Becker by 0.02 seconds at Gilford Speedway in the Lakeshore 300.
"""

REPORT_OTHER_RACE = """Nina Voss won the Coastal 200 at Harbor Raceway on Sunday, beating Ed Crane by 1.5 seconds.
Ed Crane finished second after starting from pole. Carl Duval finished third for Apex Racing.
"""


def _write(folder: Path, files: dict[str, str | bytes]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_bytes(text if isinstance(text, bytes) else text.encode())
    return folder


def _facts(result) -> dict[tuple[str, str], str]:
    return {(f.relation, f.subject): f.value for f in result.facts}


@pytest.fixture
def built(tmp_path: Path):
    return build_bank(_write(tmp_path / "docs", {"a.txt": REPORT_A, "b.md": REPORT_B}))


RACE = "Lakeshore 300 at Gilford Speedway"


def test_core_relations_with_evidence(built) -> None:
    facts = _facts(built)
    assert facts[("winner", RACE)] == "Maria Ortiz"
    assert facts[("runner_up", RACE)] == "Tom Becker"
    assert facts[("margin", RACE)] == "0.015 seconds"
    assert facts[("stage_winner", "Stage 1")] == "Maria Ortiz"
    assert facts[("stage_winner", "Stage 2")] == "Dale Quinn"
    assert facts[("car_number", "Maria Ortiz")] == "8"
    assert facts[("team", "Maria Ortiz")] == "Summit Racing"
    assert facts[("position", "Sam Becker")] == "fourth"
    assert facts[("position", "Lou Hart")] == "fifth"
    assert facts[("pole", RACE)] == "Jake Moss"
    assert facts[("role", "crew chief of Maria Ortiz")] == "Pat Wells"
    assert facts[("role", "spotter of Maria Ortiz")] == "Kim Rhee"
    assert facts[("lead_changes", "Stage 1")] == "12"
    assert facts[("record_margin", "1999|Elm Raceway")] == "0.002 seconds"
    assert facts[("record_winner", "1999|Elm Raceway")] == "Ray Kemp"
    for f in built.facts:
        for s in f.sources:
            assert s.document in {"a.txt", "b.md"}
            assert s.sentence in (REPORT_A + REPORT_B).replace("\n", " ")


def test_pronoun_resolves_only_after_exactly_one_person(built) -> None:
    facts = _facts(built)
    assert facts[("position", "Jake Moss")] == "seventh"  # "He finished seventh" after one person
    assert "eighth" not in {f.value for f in built.facts if f.relation == "position"}  # two people before


def test_ambiguous_surname_epithet_quote_hedge_and_other_event_give_no_fact(built) -> None:
    values = {(f.relation, f.subject, f.value) for f in built.facts}
    assert not any(subject == "Becker" for _, subject, _ in values)
    assert ("position", "Sam Becker", "sixth") not in values and (
        "position",
        "Tom Becker",
        "sixth",
    ) not in values
    assert not any(v == "ninth" for _, _, v in values)  # "The 28-year-old" is never resolved
    assert ("position", "Maria Ortiz", "third") not in values  # a belief
    assert ("winner", RACE, "Lou Hart") not in values  # last week's race, and a quote
    assert not any(r == "conflict" for r, _, _ in values)
    assert not built.conflicts


def test_merge_lists_every_source(built) -> None:
    winner = next(f for f in built.facts if f.relation == "winner")
    assert {s.document for s in winner.sources} == {"a.txt", "b.md"}
    margin = next(f for f in built.facts if f.relation == "margin")
    assert len({s.document for s in margin.sources}) == 2


def test_conflict_is_listed_and_not_asked(tmp_path: Path) -> None:
    docs = {"a.txt": REPORT_A, "b.md": REPORT_B, "c.txt": REPORT_C_CONFLICT}
    result = build_bank(_write(tmp_path / "docs", docs))
    conflict = next(c for c in result.conflicts if c.relation == "margin")
    assert {v for v, _ in conflict.values} == {"0.015 seconds", "0.02 seconds"}
    assert not any(q.kind == "margin" and q.race == RACE for q in result.questions)
    assert any("margin" in line and "0.02 seconds" in line for line in result.report_lines())
    assert any(q.kind == "winner" for q in result.questions)  # the rest still asked


def test_answer_variants(built) -> None:
    by_kind = {q.kind: q for q in built.questions}
    margin = by_kind["margin"]
    assert {"0.015 seconds", ".015", "0.015"} <= set(margin.accepted)
    assert margin.prompt == f"By what margin did Maria Ortiz beat Tom Becker in the {RACE}?"
    car = next(q for q in built.questions if q.kind == "car_number")
    assert {"8", "No. 8", "#8"} <= set(car.accepted)
    pos = next(q for q in built.questions if q.kind == "position" and "Lou Hart" in q.prompt)
    assert {"fifth", "5th", "P5"} <= set(pos.accepted)
    winner = by_kind["winner"]
    assert winner.accepted[:2] == ("Maria Ortiz", "Ortiz")
    runner = by_kind["runner_up"]
    assert "Becker" not in runner.accepted  # two Beckers: the surname alone is ambiguous


def test_every_question_is_well_formed(built) -> None:
    assert len(built.questions) >= 8
    assert sum(len(q.choices) == 4 for q in built.questions) >= 8
    for q in built.questions:
        assert RACE in q.prompt or q.kind in {"venue", "event"}  # these ask for a part of the name
        assert q.race == RACE
        assert q.accepted[0] == q.answer
        assert 1 <= q.difficulty <= 3
        assert q.sources
        for text in (q.prompt, q.answer, *q.choices):
            assert not re.search(r"@everyone|@here|<@", text)
        if not q.choices:  # too few plausible wrong answers in this race: typed answers only
            assert q.answer_type not in {"number", "ordinal", "car_number"}
            continue
        assert len(q.choices) == 4 and len(set(c.lower() for c in q.choices)) == 4
        assert q.answer in q.choices
        wrong = [c for c in q.choices if c != q.answer]
        assert not {c.lower() for c in wrong} & {a.lower() for a in q.accepted}
    assert [q.score for q in built.questions] == sorted((q.score for q in built.questions), reverse=True)


def test_person_distractors_are_people_from_the_bank(built) -> None:
    people = {f.value for f in built.facts if f.relation in {"winner", "runner_up", "stage_winner", "pole"}}
    people |= {f.subject for f in built.facts if f.relation in {"position", "car_number", "team"}}
    q = next(q for q in built.questions if q.kind == "winner")
    assert q.answer_type == "person"
    assert set(q.choices) - {q.answer} <= people | {v for f in built.facts for v in f.value.split(" and ")}
    assert q.answer not in q.others and "Tom Becker" in q.others


def test_different_races_get_different_race_values(tmp_path: Path) -> None:
    result = build_bank(_write(tmp_path / "docs", {"a.txt": REPORT_A, "z.txt": REPORT_OTHER_RACE}))
    races = {q.race for q in result.questions}
    assert races == {RACE, "Coastal 200 at Harbor Raceway"}
    assert {d.id: d.race for d in result.documents} == {
        "a.txt": RACE,
        "z.txt": "Coastal 200 at Harbor Raceway",
    }


def test_export_is_deterministic_and_loads_back(tmp_path: Path) -> None:
    folder = _write(tmp_path / "docs", {"a.txt": REPORT_A, "b.md": REPORT_B})
    built = build_bank(folder)
    first, second = export_json(built), export_json(build_bank(folder))
    assert first == second and first.endswith("\n")
    data = json.loads(first)
    assert data["version"] == 1
    assert set(data) == {"version", "documents", "facts", "conflicts", "questions"}
    q = data["questions"][0]
    assert set(q) == {
        "id", "kind", "prompt", "answer", "accepted", "choices", "difficulty", "score", "race",
        "answer_type", "others", "sources",
    }  # fmt: skip
    assert q["choices"] == sorted(q["choices"])
    loaded = load_export(data)
    assert [x.id for x in loaded.questions] == [x["id"] for x in data["questions"]]
    assert loaded.questions[0].sources[0].document in {"a.txt", "b.md"}
    # the same typed records the build made: documents, facts and conflicts as dataclasses
    assert loaded.facts == tuple(built.facts)
    assert [d.id for d in loaded.documents] == [d.id for d in built.documents]
    assert loaded.conflicts == tuple(built.conflicts)


def test_a_malformed_export_is_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="version"):
        load_export({"questions": []})
    with pytest.raises(ValueError, match="malformed fact bank export: KeyError"):
        load_export({"version": 1, "facts": [{"id": "x"}]})


def test_ids_are_stable_when_an_unrelated_document_is_added(tmp_path: Path) -> None:
    before = build_bank(_write(tmp_path / "one", {"a.txt": REPORT_A}))
    after = build_bank(_write(tmp_path / "two", {"a.txt": REPORT_A, "z.txt": REPORT_OTHER_RACE}))
    old = {q.id: q.prompt for q in before.questions}
    new = {q.id: q.prompt for q in after.questions}
    assert old.items() <= new.items()


class CountingCache:
    def __init__(self) -> None:
        self.store: dict[str, dict] = {}
        self.gets = self.puts = 0

    def get(self, sha256: str) -> dict | None:
        self.gets += 1
        return self.store.get(sha256)

    def put(self, sha256: str, value: dict) -> None:
        self.puts += 1
        self.store[sha256] = json.loads(json.dumps(value))


def test_cache_skips_unchanged_documents(tmp_path: Path) -> None:
    folder = _write(tmp_path / "docs", {"a.txt": REPORT_A, "b.md": REPORT_B, "empty.txt": b""})
    cache = CountingCache()
    first = build_bank(folder, cache=cache)
    assert (cache.gets, cache.puts) == (3, 3)
    second = build_bank(folder, cache=cache)
    assert (cache.gets, cache.puts) == (6, 3)  # nothing ingested again
    assert export_json(first) == export_json(second)
    (folder / "b.md").write_text(REPORT_B + "Lou Hart finished tenth.\n")
    build_bank(folder, cache=cache)
    assert cache.puts == 4


def test_bad_files_never_stop_a_build(tmp_path: Path) -> None:
    folder = _write(
        tmp_path / "docs",
        {
            "a.txt": REPORT_A,
            "empty.txt": b"",
            "bin.txt": b"\x00\x01\x02",
            "cake.md": "Bake the cake for an hour.",
        },
    )
    (folder / "notes.pdf").write_bytes(b"%PDF")  # not a document type: not listed
    result = build_bank(folder)
    skipped = {d.id: d.skipped for d in result.documents if d.skipped}
    assert set(skipped) == {"empty.txt", "bin.txt", "cake.md"}
    assert result.questions
    lines = result.report_lines()
    assert any(line.strip().startswith("skipped empty.txt: empty") for line in lines)


def test_cli_builds_reports_and_writes_export(tmp_path: Path) -> None:
    files = {f"{i}.txt": REPORT_A for i in range(3)} | {f"x{i}.txt": b"" for i in range(4)}
    folder = _write(tmp_path / "docs", files)
    out = tmp_path / "bank.json"
    stream = io.StringIO()
    assert run_build(folder, out, stream=stream) == 0
    text = stream.getvalue()
    assert "7/7" in text and "[" in text  # progress bar for more than 5 documents
    assert "Questions:" in text
    assert json.loads(out.read_text())["version"] == 1
    empty = _write(tmp_path / "empty", {"x.txt": b""})
    assert run_build(empty, None, stream=io.StringIO()) == 1


def test_the_bank_is_the_same_whatever_the_hash_seed() -> None:
    """Python salts string hashes per process: a bank must not depend on set order (question ids,
    choices and which questions exist are the same in every process)."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    code = (
        "import sys; from pathlib import Path; from bot.factbank import build_bank; "
        "from bot.factbank.export import export_json; "
        "files = [p for d in sys.argv[1:] for p in sorted(Path(d).iterdir())]; "
        "print(export_json(build_bank(files, time_budget=None)))"
    )
    folders = [str(root / "data" / "documents"), str(root / "tests" / "data" / "reports")]
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code, *folders],
            capture_output=True,
            text=True,
            check=True,
            cwd=root,
            env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(outputs) == 1 and '"questions"' in next(iter(outputs))
