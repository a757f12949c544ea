"""/ask on real SQLite: the labelled questions about the default corpus, query safety, the index's life."""

import dataclasses
import json
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from bot.ask import INDEX_VERSION, MAX_TERMS, ask, ensure_search_index, index_rows, parse_question, phrase
from bot.bank import load_or_build
from bot.documents import load_bank
from bot.factbank.export import LoadedBank
from bot.factbank.merge import Fact
from bot.factbank.model import Source
from bot.factbank.result import DocumentInfo
from bot.matching import normalize
from bot.storage import Storage
from bot.storage.migrate import load_migrations
from bot.storage.search import MAX_TERMS as STORE_MAX_TERMS
from bot.storage.search import match_expression
from tests.unit.test_quiz_support import make_question

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "data" / "documents"
GOLD = json.loads((ROOT / "tests" / "data" / "ask_gold.json").read_text(encoding="utf-8"))


def top_answer(answer) -> str:
    return answer.lead or (answer.quotes[0].sentence if answer.quotes else "")


def right(answer, accepted) -> bool:
    top = normalize(top_answer(answer))
    return any(normalize(a) in top for a in accepted)


# -- the labelled set ------------------------------------------------------------------------------


def test_gold_set_is_well_formed():
    assert GOLD["documents_dir"] == "data/documents"
    assert len(GOLD["answerable"]) >= 25 and len(GOLD["unanswerable"]) >= 5
    questions = [g["question"] for g in GOLD["answerable"] + GOLD["unanswerable"]]
    assert len(set(questions)) == len(questions)
    assert all(g["accepted"] and all(a.strip() for a in g["accepted"]) for g in GOLD["answerable"])


async def test_top_answer_is_right_for_the_labelled_questions(storage, docs):
    bank = await load_bank(storage, docs, now=1.0)
    misses, wrongly_found = [], []
    for g in GOLD["answerable"]:
        answer = await ask(storage, bank, g["question"])
        if not (answer.found and right(answer, g["accepted"])):
            misses.append(f"{g['question']!r} -> {top_answer(answer)!r}")
    for g in GOLD["unanswerable"]:
        answer = await ask(storage, bank, g["question"])
        if answer.found:
            wrongly_found.append(f"{g['question']!r} -> {top_answer(answer)!r}")
    n_ans, n_un = len(GOLD["answerable"]), len(GOLD["unanswerable"])
    score = (n_ans - len(misses)) / n_ans
    refused = (n_un - len(wrongly_found)) / n_un
    print(f"\n/ask gold: top answer right {n_ans - len(misses)}/{n_ans} ({score:.0%})")
    print(
        f"/ask gold: not found when the documents do not say {n_un - len(wrongly_found)}/{n_un} ({refused:.0%})"
    )
    for line in misses + wrongly_found:
        print("  ", line)
    assert score >= 0.85, misses
    assert refused >= 0.80, wrongly_found


async def test_answer_shape_lead_then_quotes_with_their_documents(storage, docs):
    bank = await load_bank(storage, docs, now=1.0)
    answer = await ask(storage, bank, "Who won the race at Kansas Speedway?")
    assert answer.found and answer.lead == "Kyle Larson, by 0.001 seconds"
    assert 1 <= len(answer.quotes) <= 3
    assert len({q.sentence for q in answer.quotes}) == len(answer.quotes)
    names = {p.name for p in docs.iterdir()}
    for quote in answer.quotes:
        assert quote.document in names and quote.title == bank.title_of(quote.document)
        assert quote.sentence in (docs / quote.document).read_text(encoding="utf-8").replace("\n", " ")
    one = await ask(storage, bank, "Who won the race at Kansas Speedway?", limit=1)
    assert len(one.quotes) == 1 and one.quotes[0] == answer.quotes[0]
    truex = await ask(storage, bank, "Where did Martin Truex Jr. finish?")
    assert truex.lead == "Martin Truex Jr. finished fourth"
    assert truex.quotes and "Truex" in truex.quotes[0].sentence


async def test_without_a_fact_the_sentences_answer(storage, docs):
    bank = await load_bank(storage, docs, now=1.0)
    answer = await ask(storage, bank, "Who is Kyle Larson's crew chief?")
    assert answer.found and answer.lead is None  # the spotter fact must not answer a crew-chief question
    assert "Cliff Daniels" in answer.quotes[0].sentence


# -- queries are safe ------------------------------------------------------------------------------


def test_match_expression_quotes_every_term():
    assert match_expression(["larson", "won"]) == '"larson" OR "won"'
    assert match_expression(['say "hi"']) == '"say ""hi"""'
    assert match_expression(["NEAR(a b)", "x*", "AND", "-y", "col:z", "^w"]) == (
        '"NEAR(a b)" OR "x*" OR "AND" OR "-y" OR "col:z" OR "^w"'
    )
    assert match_expression(["a\x00b", "Larson", "larson"]) == '"a b" OR "Larson"'
    assert match_expression([]) is None and match_expression(["", "  ", "\n"]) is None
    assert match_expression([f"t{i}" for i in range(500)]).count(" OR ") == STORE_MAX_TERMS - 1


async def test_fts_syntax_in_a_question_is_only_text(storage, docs):
    bank = await load_bank(storage, docs, now=1.0)
    hostile = [
        'Who won? " OR * NEAR(larson buescher) -x ^y AND col:z',
        "larson*",
        '"""',
        "sentence_search MATCH 'x'); DROP TABLE answers; --",
        "NOT AND OR NEAR",
        "{text}: larson",
    ]
    for question in hostile:
        answer = await ask(storage, bank, question)  # no sqlite3.OperationalError
        assert isinstance(answer.found, bool)
    weird = [t for q in hostile for t in q.split()]
    assert isinstance(await storage.search_sentences(weird), list)
    assert isinstance(await storage.search_facts(weird), list)
    assert isinstance(await storage.absent_terms(weird), list)
    assert (
        await ask(storage, bank, 'Who won the "AdventHealth 400"?')
    ).lead == "Kyle Larson, by 0.001 seconds"


async def test_a_6000_character_question_works(storage, docs):
    bank = await load_bank(storage, docs, now=1.0)
    words = "larson buescher kansas finish caution stage pole spotter team number record".split()
    long_question = ("Who won " + " ".join(words[i % len(words)] + f"x{i}" for i in range(1200)))[:6000]
    assert len(long_question) == 6000
    assert len(parse_question(long_question).terms) <= MAX_TERMS
    start = time.perf_counter()
    answer = await ask(storage, bank, long_question)
    assert time.perf_counter() - start < 1.0
    assert isinstance(answer.found, bool)
    answer = await ask(storage, bank, "Who won the AdventHealth 400? " + "please " * 900)
    assert answer.lead == "Kyle Larson, by 0.001 seconds"


@pytest.mark.parametrize(
    "question",
    ["", "   ", "?!?", "Who is the what?", "and the of it", "\x00\n\t", " " * 5000 + "larson", "?" * 6000],
)
async def test_empty_or_stop_words_only_is_not_found(storage, docs, question):
    bank = await load_bank(storage, docs, now=1.0)
    answer = await ask(storage, bank, question)
    assert answer.found is False and answer.lead is None and answer.quotes == []


# -- the index -------------------------------------------------------------------------------------


async def test_index_is_built_once_and_again_only_when_the_bank_changes(storage, docs):
    bank = await load_bank(storage, docs, now=1.0)
    info = await storage.search_index_info()
    assert info.fingerprint == f"{INDEX_VERSION}:{bank.fingerprint}" and info.indexed_at == 1.0
    assert info.facts == len(bank.facts())
    cited = {s.sentence for f in bank.facts() for s in f.sources}
    assert info.sentences > len(cited)  # every sentence, not only the cited ones

    again = await load_bank(storage, docs, now=2.0)
    assert not again.rebuilt
    assert (await storage.search_index_info()).indexed_at == 1.0  # an unchanged bank is not re-indexed
    assert await ensure_search_index(storage, again, now=3.0) is False

    (docs / "zz_extra.txt").write_text(
        "Dana Whitlock won the Prairie 250 at Cedar Valley Speedway on Saturday, beating Omar Reyes by 0.4 "
        "seconds. Reyes finished second after leading 80 laps.\n",
        encoding="utf-8",
    )
    changed = await load_bank(storage, docs, now=4.0)
    info = await storage.search_index_info()
    assert changed.rebuilt and info.indexed_at == 4.0
    assert (
        info.fingerprint == f"{INDEX_VERSION}:{changed.fingerprint}" != f"{INDEX_VERSION}:{bank.fingerprint}"
    )
    hits = await storage.search_sentences(["whitlock"])
    assert hits and hits[0].document == "zz_extra.txt"


async def test_a_stored_bank_without_an_index_is_indexed_on_load(storage, docs, tmp_path):
    await load_or_build(storage, docs, now=1.0)  # the bank alone: it does not know its readers
    assert await storage.search_index_info() is None
    bank = await load_bank(storage, docs, now=2.0)
    assert not bank.rebuilt and (await storage.search_index_info()).indexed_at == 2.0
    assert (
        await ask(storage, bank, "Who is Kyle Larson's spotter?")
    ).lead == "Tyler Monn was Kyle Larson's spotter"


def test_index_rows_fall_back_to_cited_sentences_without_the_parse_cache():
    won, second = Source("a.txt", "Ann Lee won."), Source("a.txt", "Bo Park was second.")
    bank = LoadedBank(
        documents=(DocumentInfo("a.txt", "A", "x", None), DocumentInfo("b.txt", "", "y", "empty")),
        facts=(Fact("f1", "winner", "R", "Ann Lee", "R", "person", (won,)),),
        questions=(dataclasses.replace(make_question("q1", "Ann Lee"), sources=(won, second)),),
    )
    sentences, facts = index_rows(bank, {})
    assert [(s.document, s.position, s.text) for s in sentences] == [
        ("a.txt", 0, "Ann Lee won."),
        ("a.txt", 1, "Bo Park was second."),
    ]
    assert sentences[0].title == "A"
    assert [(f.id, f.text) for f in facts] == [("f1", "winner R Ann Lee R")]


async def test_migration_from_version_3_keeps_data_and_adds_the_index(tmp_path):
    path = tmp_path / "old.db"
    conn = sqlite3.connect(path)
    for migration in load_migrations()[:3]:
        conn.executescript(f"BEGIN; {migration.sql}; PRAGMA user_version = {migration.version}; COMMIT;")
    conn.execute("INSERT INTO fact_bank (id, fingerprint, export, built_at) VALUES (1, 'fp', '{}', 5.0)")
    conn.execute("INSERT INTO document_cache (sha256, parsed, cached_at) VALUES ('abc', '{}', 5.0)")
    conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, starter_id, settings, started_at) VALUES (1, 1, 2, 3, '{}', 1.0)"
    )
    conn.execute(
        "INSERT INTO answers (game_id, guild_id, question_id, user_id, correct, points, elapsed_ms, answered_at) "
        "VALUES (1, 1, 'q', 3, 1, 12, 900, 1.0)"
    )
    conn.commit()
    conn.close()

    store = await Storage.open(path)
    try:
        assert (await store.load_fact_bank()).fingerprint == "fp"
        assert await store.document_cache() == {"abc": {}}
        assert (await store.player_stats(1, 3)).points == 12
        assert await store.search_index_info() is None
        assert await store.search_sentences(["larson"]) == []
    finally:
        await store.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(load_migrations()) >= 4
    conn.close()


# -- phrasing --------------------------------------------------------------------------------------


def _fact(relation, subject, value, race="Prairie 250"):
    return Fact(relation + subject, relation, subject, value, race, "text", ())


@pytest.mark.parametrize(
    "fact, expected",
    [
        (_fact("winner", "Prairie 250", "Dana Whitlock"), "Dana Whitlock, by 0.4 seconds"),
        (_fact("margin", "Prairie 250", "0.4 seconds"), "Dana Whitlock won by 0.4 seconds"),
        (_fact("position", "Omar Reyes", "fourth"), "Omar Reyes finished fourth"),
        (_fact("role", "spotter of Omar Reyes", "Lee Park"), "Lee Park was Omar Reyes's spotter"),
        (_fact("stage_winner", "Stage 1", "Omar Reyes"), "Omar Reyes won Stage 1"),
        (_fact("lead_changes", "Prairie 250", "7"), "There were 7 lead changes"),
        (_fact("record_margin", "2003|Cedar Valley", "0.002 seconds"), "The previous record was 0.002 seconds (2003, Cedar Valley)"),
        (_fact("jockey", "Harbor Lights", "Tomas Ruiz"), "Tomas Ruiz rode Harbor Lights"),
        (_fact("trainer", "Harbor Lights", "Ada Quill"), "Harbor Lights was trained by Ada Quill"),
        (_fact("unknown_relation", "Omar Reyes", "x"), "Omar Reyes: x"),
    ],
)  # fmt: skip
def test_phrase(fact, expected):
    facts = [_fact("winner", "Prairie 250", "Dana Whitlock"), _fact("margin", "Prairie 250", "0.4 seconds")]
    assert phrase(fact, facts) == expected
    assert (
        phrase(_fact("winner", "Other 100", "Ann Lee", race="Other 100"), facts)
        == "Ann Lee won the Other 100"
    )


async def test_other_races_and_series_with_the_same_rules(storage, tmp_path):
    """Our own reports (several races, other series): the rules hold no name of the default corpus."""
    folder = tmp_path / "reports"
    shutil.copytree(ROOT / "tests" / "data" / "reports", folder)
    bank = await load_bank(storage, folder, now=1.0)
    cases = [
        ("Who won the Hungarian Grand Prix?", "Luca Ferrante"),
        ("Who won at Talladega?", "Chase Whitfield"),
        ("What was the margin at Nashville?", "0.219 seconds"),
        ("Who took pole for the Lisbon E-Prix?", "Nadia Kaur"),
        ("Where did Kenji Sato finish?", "third"),
    ]
    for question, expected in cases:
        answer = await ask(storage, bank, question)
        assert answer.lead and expected in answer.lead, (question, answer.lead)
        assert answer.quotes and answer.quotes[0].document in {p.name for p in folder.iterdir()}
    assert not (await ask(storage, bank, "Who won the Daytona 500 in 1998?")).found
