"""The default corpus: its key facts as QUESTION_QUALITY.md lists them, and none of its bad examples."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from bot.factbank import build_bank, export_json

CORPUS = Path(__file__).parents[2] / "data" / "documents"
RACE = "2024 AdventHealth 400 at Kansas Speedway"  # the year from "their first win of 2024"


@pytest.fixture(scope="module")
def bank(tmp_path_factory: pytest.TempPathFactory):
    folder = tmp_path_factory.mktemp("corpus")
    for path in sorted(CORPUS.iterdir()):
        shutil.copy(path, folder / path.name)
    start = time.perf_counter()
    result = build_bank(folder)
    result.elapsed = time.perf_counter() - start
    return result


def _fact(bank, relation: str, subject: str):
    hits = [f for f in bank.facts if f.relation == relation and f.subject == subject]
    assert len(hits) == 1, (relation, subject, hits)
    return hits[0]


def _question(bank, kind: str, needle: str = ""):
    hits = [q for q in bank.questions if q.kind == kind and needle in q.prompt]
    assert hits, (kind, needle)
    return hits[0]


def test_every_document_is_about_one_race(bank) -> None:
    assert [d.skipped for d in bank.documents] == [None] * 5
    assert {d.race for d in bank.documents} == {RACE}
    assert bank.races == [RACE]


def test_key_facts(bank) -> None:
    assert _fact(bank, "winner", RACE).value == "Kyle Larson"
    assert len({s.document for s in _fact(bank, "winner", RACE).sources}) >= 4
    assert _fact(bank, "runner_up", RACE).value == "Chris Buescher"
    margin = _fact(bank, "margin", RACE)
    assert margin.value == "0.001 seconds"
    assert len({s.document for s in margin.sources}) >= 3
    assert _fact(bank, "position", "Martin Truex Jr.").value == "fourth"
    assert _fact(bank, "stage_winner", "Stage 1").value == "Denny Hamlin"
    assert _fact(bank, "stage_winner", "Stage 2").value == "Chris Buescher"
    assert _fact(bank, "car_number", "Chris Buescher").value == "17"
    assert _fact(bank, "car_number", "Kyle Larson").value == "5"
    assert _fact(bank, "role", "spotter of Kyle Larson").value == "Tyler Monn"
    assert _fact(bank, "venue", RACE).value == "Kansas Speedway"
    assert _fact(bank, "distance", RACE).value == "400 miles"
    assert _fact(bank, "record_margin", "2003|Darlington Raceway").value == "0.002 seconds"
    assert _fact(bank, "record_winner", "2003|Darlington Raceway").value == "Ricky Craven"
    assert _fact(bank, "record_runner_up", "2003|Darlington Raceway").value == "Kurt Busch"
    assert "Clint Bowyer" in _fact(bank, "record_pair", "2011|Talladega Superspeedway").value
    positions = {f.subject: f.value for f in bank.facts if f.relation == "position"}
    assert positions["Denny Hamlin"] == "fifth"
    assert positions["Christopher Bell"] == "sixth"
    assert "Kyle Larson" not in positions  # "finishing second" was a belief
    assert not bank.conflicts


def test_good_examples_are_asked(bank) -> None:
    q = _question(bank, "margin")
    assert q.prompt == f"By what margin did Kyle Larson beat Chris Buescher in the {RACE}?"
    assert {"0.001 seconds", ".001", "one thousandth of a second"} <= set(q.accepted)
    assert len(q.sources) >= 3
    assert _question(bank, "winner").answer == "Kyle Larson"
    truex = _question(bank, "position", "did Martin Truex Jr. finish")
    assert truex.answer == "fourth" and "fourth" in truex.choices and "4th" in truex.accepted
    assert _question(bank, "stage_winner", "Stage 1").answer == "Denny Hamlin"
    assert _question(bank, "car_number", "Chris Buescher").answer == "17"
    assert _question(bank, "role", "Kyle Larson's spotter").answer == "Tyler Monn"
    record = _question(bank, "record_margin", "Ricky Craven beat Kurt Busch")
    assert "2003" in record.prompt and "Darlington" in record.prompt and record.answer == "0.002 seconds"


def test_bad_examples_are_absent(bank) -> None:
    prompts = [q.prompt for q in bank.questions]
    assert len(prompts) >= 40
    for p in prompts:
        assert "Until Sunday" not in p
        assert "congratulate his team on finishing second" not in p
        assert "understandably torn up" not in p
        assert "0.001 both" not in p
        assert p != "Who won the race?"
        assert "Ferrari" not in p and "Piastri" not in p
        assert RACE in p or "AdventHealth 400" in p or "Kansas Speedway" in p
    about_larson = [
        q
        for q in bank.questions
        if q.prompt.startswith(("In what position did Kyle Larson", "In what position did Larson"))
    ]
    assert not any(q.kind == "position" for q in about_larson)  # the winner has no "position" to ask
    for q in bank.questions:
        for s in q.sources:
            assert "READ MORE" not in s.sentence and "http" not in s.sentence
    # "I was happy to come out third" is Larson's quote, not his position
    assert not any(q.answer == "third" for q in about_larson)


def test_builds_fast_and_deterministically(bank, tmp_path: Path) -> None:
    assert bank.elapsed < 1.0
    assert export_json(build_bank(CORPUS)) == export_json(build_bank(CORPUS))
