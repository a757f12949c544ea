"""The bank the bot plays from: built once, stored in SQLite, rebuilt only when documents change."""

import json
from pathlib import Path

from bot.__main__ import main
from bot.bank import FactBank, load_or_build

CORPUS = Path(__file__).resolve().parents[2] / "data" / "documents"


async def test_first_start_builds_then_unchanged_documents_load(storage, docs):
    first = await load_or_build(storage, docs, now=1.0)
    assert first.rebuilt and len(first.questions) >= 40
    assert any("Questions:" in line for line in first.report)
    second = await load_or_build(storage, docs, now=2.0)
    assert not second.rebuilt
    assert [q.id for q in second.questions] == [q.id for q in first.questions]
    assert second.questions == first.questions


async def test_a_changed_folder_rebuilds_parsing_only_the_new_document(storage, docs, monkeypatch):
    await load_or_build(storage, docs, now=1.0)
    extra = docs / "zz_extra.txt"
    extra.write_text("Nobody raced anywhere today.\n", encoding="utf-8")
    parsed = []
    import bot.factbank.build as build_module

    real = build_module.ingest_document

    def spy(name, data, **kwargs):
        parsed.append(name)
        return real(name, data, **kwargs)

    monkeypatch.setattr(build_module, "ingest_document", spy)
    rebuilt = await load_or_build(storage, docs, now=2.0)
    assert rebuilt.rebuilt
    assert parsed == ["zz_extra.txt"]  # the five unchanged reports came from the cache
    assert len(rebuilt.questions) >= 40


async def test_bank_helpers(storage, docs):
    bank = await load_or_build(storage, docs, now=1.0)
    race = bank.questions[0].race
    assert race in bank.topics()
    assert bank.title_of("000_4fb02dffc0855e09.txt").startswith("'Just wow'")
    assert bank.title_of("missing.txt") == "missing.txt"
    assert bank.facts(race) and all(f.race == race for f in bank.facts(race))
    import random

    assert bank.random_fact(random.Random(1)) in bank.facts()
    assert FactBank(export={}, fingerprint="").random_fact(random.Random(1)) is None


def test_build_command_writes_a_byte_identical_export(tmp_path, docs, capsys):
    env = {"DATABASE_PATH": str(tmp_path / "t.db")}
    out1, out2 = tmp_path / "one.json", tmp_path / "two.json"
    assert main(["build", str(docs), "--out", str(out1)], env=dict(env)) == 0
    report = capsys.readouterr().out
    assert "Documents: 5 read" in report and "Questions:" in report
    assert main(["build", str(docs), "--out", str(out2)], env=dict(env)) == 0
    assert out1.read_bytes() == out2.read_bytes()
    export = json.loads(out1.read_text(encoding="utf-8"))
    assert export["version"] == 1 and len(export["questions"]) >= 40


def test_build_command_on_a_missing_folder(tmp_path, capsys):
    assert main(["build", str(tmp_path / "nope")], env={"DATABASE_PATH": str(tmp_path / "t.db")}) == 2
    assert "DOCUMENTS_DIR" in capsys.readouterr().err
