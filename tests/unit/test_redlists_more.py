"""More of the Red-DiscordBot trivia lists: split from test_redlists."""

import ast
import asyncio
import random
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.bank import load_or_build
from bot.factbank import build_bank
from bot.factbank.build import list_documents
from bot.quiz.draw import draw_questions, has_choices
from bot.redlists import (
    MAX_ALIAS_NODES,
    MAX_ANSWERS,
    MAX_DESCRIPTION,
    MAX_LIST_BYTES,
    MAX_OTHERS,
    MAX_QUESTIONS,
    RedListError,
    convert,
    describe,
    export_red,
    parse_red_list,
    to_questions,
    topic_key,
)
from bot.storage import Storage
from bot.storage.imports import ImportedTopic
from bot.storage.migrate import load_migrations
from tests.unit.red_lists_we_wrote import CORPUS, LEGENDS, assert_red_accepts, env_of, legends_file


@pytest.fixture(scope="module")
def corpus_questions():
    return build_bank(list_documents(CORPUS)).questions


# -- parsing ----------------------------------------------------------------------------------------


def test_export_import_export_is_byte_identical(corpus_questions):
    legends = export_red(to_questions(parse_red_list(LEGENDS, source="l.yaml"), "Legends"))
    again = export_red(to_questions(parse_red_list(legends, source="legends.yaml"), "Legends"))
    assert again == legends
    (race,) = {q.race for q in corpus_questions}  # one race: imported under its name, nothing changes
    corpus = export_red(corpus_questions)
    assert export_red(to_questions(parse_red_list(corpus, source="c.yaml"), race)) == corpus


def test_describe_stays_within_reds_limit():
    races = [f"Grand Prix number {i} at a rather long circuit name" for i in range(30)]
    text = describe(races)
    assert len(text) <= MAX_DESCRIPTION and text.endswith("more.")
    assert describe(["B race", "A race"]) == "Race trivia from Photo Finish: A race; B race."
    with pytest.raises(RedListError):
        export_red([])


# -- storage and the command line -------------------------------------------------------------------


def _record(red, topic: str) -> ImportedTopic:
    topic = " ".join(topic.split())
    return ImportedTopic(topic_key(topic), topic, red.source, red.author, red.description, red.config)


async def test_storage_keeps_one_list_per_topic_with_its_converted_questions(tmp_path):
    red = parse_red_list(LEGENDS, source="legends.yaml")
    store = await Storage.open(tmp_path / "t.db")
    try:
        assert await store.imported_questions() == []
        questions = to_questions(red, "Legends")
        assert await store.save_imported_list(_record(red, "Legends"), questions, now=1.0) is False
        again = to_questions(red, "legends")
        assert await store.save_imported_list(_record(red, " legends "), again, now=2.0) is True  # same key
        (summary,) = await store.imported_lists()
        assert (summary.topic, summary.questions, summary.author) == ("legends", 14, "Pit Wall Quizmasters")
        assert await store.imported_questions() == again  # as stored: nothing is converted on load
        assert await store.delete_imported_list(topic_key("LEGENDS")) is True
        assert await store.imported_lists() == []
    finally:
        await store.close()


def test_storage_does_not_import_the_red_list_reader():
    """Storage stores records; reading and converting a list is the caller's job (STYLE.md)."""
    root = Path(__file__).resolve().parents[2] / "bot" / "storage"
    for path in sorted(root.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert not any(n == "bot.redlists" or n.startswith("bot.redlists.") for n in names), path.name
    code = "import sys, bot.storage; sys.exit('bot.redlists' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], cwd=root.parents[1], capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr


async def test_a_start_does_not_convert_the_lists_again(tmp_path, monkeypatch):
    red = parse_red_list(LEGENDS, source="legends.yaml")
    store = await Storage.open(tmp_path / "t.db")
    try:
        await store.save_imported_list(_record(red, "Legends"), to_questions(red, "Legends"), now=1.0)
        calls = []
        monkeypatch.setattr(convert, "_choices", lambda *a: calls.append(a))  # what every conversion runs
        bank = await load_or_build(store, tmp_path, now=2.0)
        assert len(bank.questions) == 14 and calls == []
    finally:
        await store.close()


async def test_a_list_imported_before_conversions_were_stored_is_kept_and_named(tmp_path, caplog):
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path)
    for migration in [m for m in load_migrations() if m.version <= 5]:
        conn.executescript(f"BEGIN; {migration.sql}; PRAGMA user_version = {migration.version}; COMMIT;")
    conn.execute(
        "INSERT INTO imported_lists (topic_key, topic, source, questions, imported_at) "
        "VALUES ('legends', 'Legends', 'l.yaml', '[[\"Who won?\", [\"Hunt\"]]]', 1.0)"
    )
    conn.commit()
    conn.close()
    store = await Storage.open(path)
    try:
        (summary,) = await store.imported_lists()
        assert (summary.topic, summary.questions) == ("Legends", 1)
        assert await store.imported_questions() == []
        assert "import its list again" in caplog.text and "'Legends'" in caplog.text
    finally:
        await store.close()


def test_import_red_adds_a_topic_the_bank_plays(tmp_path, capsys):
    env = env_of(tmp_path)
    assert (
        main(["import-red", str(legends_file(tmp_path)), "--topic", "Motorsport Legends"], env=dict(env)) == 0
    )
    out, err = capsys.readouterr()
    assert "Imported topic 'Motorsport Legends': 14 questions by Pit Wall Quizmasters" in out
    assert err.count("warning:") == 2 and "line 47" in err

    async def bank_of():
        store = await Storage.open(tmp_path / "t.db")
        try:
            return await load_or_build(store, Path(env["DOCUMENTS_DIR"]), now=1.0)
        finally:
            await store.close()

    bank = asyncio.run(bank_of())
    assert len(bank.questions) == 14 and "Motorsport Legends" in bank.topics()
    drawn = draw_questions(
        bank.questions,
        count=5,
        topic="motorsport legends",
        asked_ids=set(),
        disabled_ids=set(),
        rng=random.Random(3),
        require_choices=True,
    ).questions
    assert len(drawn) == 5 and all(has_choices(q) for q in drawn)

    # Importing the same topic again replaces it, whatever the case of its name.
    smaller = legends_file(tmp_path, "AUTHOR: Someone Else\nWho won in 1976?: [James Hunt]\n", "v2.yaml")
    assert main(["import-red", str(smaller), "--topic", "motorsport legends"], env=dict(env)) == 0
    assert "replacing the earlier import" in capsys.readouterr().out
    bank = asyncio.run(bank_of())
    assert [q.prompt for q in bank.questions] == ["Who won in 1976?"]
    assert bank.questions[0].race == "motorsport legends"

    # Without --topic the topic is the file's name, as in Red.
    assert main(["import-red", str(legends_file(tmp_path))], env=dict(env)) == 0
    assert "Imported topic 'legends'" in capsys.readouterr().out
    assert {"legends", "motorsport legends"} <= set(asyncio.run(bank_of()).topics())


@pytest.mark.parametrize(
    "argv_tail, expected",
    [
        (["missing.yaml"], "Cannot read"),
        (["bad.yaml"], "bad.yaml, line 2, key '1976'"),
        (["legends.yaml", "--topic", " "], "topic name is empty"),
    ],
)
def test_import_red_errors_are_one_line(tmp_path, capsys, argv_tail, expected):
    legends_file(tmp_path)
    legends_file(tmp_path, "Who won?: [Hunt]\n1976: [Hunt]\n", "bad.yaml")
    argv = ["import-red", str(tmp_path / argv_tail[0]), *argv_tail[1:]]
    assert main(argv, env=env_of(tmp_path)) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and expected in err and err.count("\n") == 1


@pytest.mark.parametrize("command", ["import-red", "export-red"])
def test_each_red_subcommand_has_help(command, capsys):
    with pytest.raises(SystemExit) as info:
        main([command, "--help"], env={})
    assert info.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: python -m bot {command}")


def test_export_red_then_import_it_then_export_again_is_byte_identical(tmp_path, capsys, corpus_questions):
    docs = tmp_path / "docs"
    shutil.copytree(CORPUS, docs)
    env = env_of(tmp_path, docs)
    first, second = tmp_path / "first.yaml", tmp_path / "second.yaml"
    assert main(["export-red", "--out", str(first)], env=dict(env)) == 0
    assert "to " + str(first) in capsys.readouterr().out
    questions = assert_red_accepts(first.read_text(encoding="utf-8"))
    (race,) = {q.race for q in corpus_questions}  # imported under the race's name, nothing changes
    assert main(["import-red", str(first), "--topic", race], env=dict(env)) == 0
    assert f"{len(questions)} questions by Photo Finish" in capsys.readouterr().out
    assert main(["export-red", "--out", str(second)], env=dict(env)) == 0
    assert f"Exported {len(questions)} questions" in capsys.readouterr().out  # the copies are one
    assert second.read_bytes() == first.read_bytes()
    assert main(["export-red"], env=dict(env)) == 0  # without --out: the list on stdout
    assert capsys.readouterr().out.encode("utf-8") == first.read_bytes()


# -- hostile and broken lists (issue 15): refused with one line, or read with a warning -------------


def _one_line_refusal(text: str, *, source: str = "hostile.yaml") -> str:
    with pytest.raises(RedListError) as info:
        parse_red_list(text, source=source)
    message = str(info.value)
    assert message.startswith(source) and "\n" not in message
    return message


def _anchored(answers: int, reuses: int) -> str:
    head = "Q0?: &all [" + ", ".join(f"Driver {i}" for i in range(answers)) + "]\n"
    return head + "".join(f"Q{i}?: *all\n" for i in range(1, reuses + 1))


def test_a_list_over_the_size_limit_is_refused_before_it_is_read():
    message = _one_line_refusal("Q?: [a]\n" + "#" * MAX_LIST_BYTES)
    assert "at most 2 MB" in message


def test_the_import_command_refuses_a_big_file_without_reading_it(tmp_path, capsys, monkeypatch):
    path = tmp_path / "big.yaml"
    with path.open("wb") as f:
        f.truncate(MAX_LIST_BYTES + 1)  # sparse: nothing is written
    monkeypatch.setattr(Path, "read_bytes", lambda self: pytest.fail("the file was read"))
    assert main(["import-red", str(path)], env=env_of(tmp_path)) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: big.yaml: the list is 2.0 MB; at most 2 MB") and err.count("\n") == 1


def test_an_anchored_answer_list_reused_by_many_questions_is_refused():
    assert len(parse_red_list(_anchored(3, 5), source="a.yaml").questions) == 6  # a little reuse is fine
    message = _one_line_refusal(_anchored(40, 999))
    assert (
        f"aliases repeat more than {MAX_ALIAS_NODES:,} values" in message
        and "line 245, key 'Q244?'" in message
    )


def test_the_ten_thousand_answer_list_of_the_issue_is_refused_at_its_first_question():
    message = _one_line_refusal(_anchored(10_000, 999))
    assert f"line 1, key 'Q0?': more than {MAX_ANSWERS} answers" in message


def test_billion_laughs_is_refused():
    text = "lol: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level, name in enumerate("bcdefghi"):
        previous = "abcdefghi"[level]
        text += f"{name}: &{name} [" + ", ".join([f"*{previous}"] * 9) + "]\n"
    assert "aliases repeat more than" in _one_line_refusal(text)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Q?: &a [x, *a]\n", "the alias *a names no anchor"),  # a list inside itself
        ("Q?: " + "[" * 50 + "x" + "]" * 50 + "\n", "nested more than"),
        ("A?: [x]\n---\nB?: [y]\n", "a second YAML document"),
    ],
)
def test_recursive_deep_or_several_documents_are_refused(text, expected):
    assert expected in _one_line_refusal(text)


def test_a_question_with_too_many_answers_is_refused():
    answers = "\n".join(f"- Answer {i}" for i in range(MAX_ANSWERS + 1))
    ok = "\n".join(f"- Answer {i}" for i in range(MAX_ANSWERS))
    assert len(parse_red_list(f"Fine?:\n{ok}\n", source="ok.yaml").questions[0].answers) == MAX_ANSWERS
    message = _one_line_refusal(f"Fine?: [a]\nWho?:\n{answers}\n")
    assert f"line 3, key 'Who?': more than {MAX_ANSWERS} answers; at most {MAX_ANSWERS}" in message


def test_a_list_with_too_many_questions_is_refused_at_the_first_one_over():
    text = "AUTHOR: me\n" + "".join(f"Q{i}?: [a]\n" for i in range(MAX_QUESTIONS + 5))
    message = _one_line_refusal(text)
    assert f"line {MAX_QUESTIONS + 2}: more than {MAX_QUESTIONS:,} questions" in message
    at_limit = "AUTHOR: me\n" + "".join(f"Q{i}?: [a]\n" for i in range(MAX_QUESTIONS))
    assert len(parse_red_list(at_limit, source="ok.yaml").questions) == MAX_QUESTIONS


def test_tags_on_answers_never_become_answer_text():
    text = (
        "Run?: !!python/object/apply:os.system [echo pwned]\n"
        "Name?:\n- !!python/name:os.system\n- Senna\n"
        "Bytes?: [!!binary aGk=]\n"
        "Year?: [!!str 1976, !!int 1977]\n"  # tags that only type a scalar: kept as written
        "Custom?: [!shout hunt, Hunt]\n"
    )
    red = parse_red_list(text, source="tags.yaml")
    answers = {q.text: q.answers for q in red.questions}
    assert answers == {"Name?": ("Senna",), "Year?": ("1976", "1977"), "Custom?": ("Hunt",)}
    assert not any("os.system" in a or "pwned" in a for q in red.questions for a in q.answers)
    tagged = [w for w in red.warnings if "YAML tag" in w]
    assert len(tagged) == 4 and "line 1, key 'Run?'" in tagged[0] and "python/object/apply" in tagged[0]


def test_repeated_special_keys_warn_and_the_later_one_wins():
    text = "AUTHOR: Alice\nCONFIG:\n  delay: 10\n  delay: 20\nAUTHOR: Mallory\nQ?: [a]\n"
    red = parse_red_list(text, source="rep.yaml")
    assert red.author == "Mallory" and red.config == {"delay": "20"}
    assert any("line 5, key 'AUTHOR': repeated AUTHOR" in w for w in red.warnings)
    assert any("key 'delay' in CONFIG: repeated setting" in w for w in red.warnings)


def test_converting_is_linear_when_answers_share_words(monkeypatch):
    """The typo search and the shared-word union do bounded work per question: doubling a list whose
    answers all share words doubles the comparisons (it quadrupled them: 8,000 questions took 54 s)."""
    compared = []
    real = convert.Levenshtein.distance
    monkeypatch.setattr(
        convert,
        "Levenshtein",
        type("Counting", (), {"distance": staticmethod(lambda *a, **k: compared.append(1) or real(*a, **k))}),
    )

    def comparisons(n: int) -> int:
        compared.clear()
        text = "".join(f"Question number {i}?: [Team Penske driver {i}]\n" for i in range(n))
        questions = to_questions(parse_red_list(text, source="same.yaml"), "Same")
        assert all(len(q.others) == MAX_OTHERS for q in questions)
        return len(compared)

    small, large = comparisons(2_000), comparisons(4_000)
    assert large <= 2.2 * small, (small, large)
