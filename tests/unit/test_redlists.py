"""Red-DiscordBot trivia lists: parse, convert, store as a topic, export, and round trips."""

import pytest

from bot.factbank import build_bank
from bot.factbank.build import list_documents
from bot.matching import check
from bot.quiz.draw import has_choices, matches_topic
from bot.redlists import (
    MAX_OTHERS,
    RedListError,
    export_red,
    parse_red_list,
    question_id,
    to_questions,
)
from tests.unit.red_lists_we_wrote import CORPUS, LEGENDS, assert_red_accepts

# -- parsing ----------------------------------------------------------------------------------------


def test_parse_a_realistic_list_keeps_answers_as_written():
    red = parse_red_list(LEGENDS, source="legends.yaml")
    assert red.source == "legends.yaml"
    assert red.author == "Pit Wall Quizmasters"
    assert red.description == "Motorsport legends, circuits and records."
    assert red.config == {"bot_plays": "no", "delay": "30", "max_score": "10", "reveal_answer": "yes"}
    answers = {q.text: q.answers for q in red.questions}
    assert len(answers) == 14
    assert answers["Is the Monaco Grand Prix run on a street circuit?"] == ("yes",)  # not True
    assert answers["How many laps is the Monaco Grand Prix?"] == ("78", "seventy-eight")  # not 78
    assert answers["What was the margin, in seconds, of the 1971 Italian Grand Prix?"] == ("0.010", ".01")
    assert answers['Which driver was nicknamed "The Iceman"?'] == ("Kimi Räikkönen", "Räikkönen", "Raikkonen")
    assert red.questions[0].line == 9
    assert len(red.warnings) == 2
    assert "line 8, key 'sparkles' in CONFIG" in red.warnings[0]
    assert "line 47, key 'Which question has no answers?'" in red.warnings[1]


@pytest.mark.parametrize(
    "text, line, key",
    [
        ("- Who won?\n- Hunt\n", "line 1", "top level"),
        ("AUTHOR: me\n2019: [Hunt]\n", "line 2", "'2019'"),
        ("Who won?: [Hunt]\nyes: [no]\n", "line 2", "'yes'"),
        ("Who won?: [Hunt]\n? [a, b]\n: [c]\n", "line 2", "a key is a list"),
        ("CONFIG: [delay, 30]\nWho won?: [Hunt]\n", "line 1", "'CONFIG'"),
        ("CONFIG: fast\nWho won?: [Hunt]\n", "line 1", "'CONFIG'"),
        ("CONFIG:\n  delay: [30]\nWho won?: [Hunt]\n", "line 2", "'delay' in CONFIG"),
        ("Who won?:\n- Hunt\nWho was second?:\n- Driver: Lauda\n", "line 4", "'Who was second?'"),
        ("Who won?:\n  first: Hunt\n", "line 1", "'Who won?'"),
        ("Who won?:\n- [Hunt, Lauda]\n", "line 2", "'Who won?'"),
        ("AUTHOR: [me, you]\nWho won?: [Hunt]\n", "line 1", "'AUTHOR'"),
        ("Who won?: [Hunt\nWho was second?: [Lauda]\n", "line 2", "not valid YAML"),
    ],
)
def test_a_malformed_list_names_the_line_and_key(text, line, key):
    with pytest.raises(RedListError) as info:
        parse_red_list(text, source="bad.yaml")
    message = str(info.value)
    assert message.startswith("bad.yaml")
    assert line in message and key in message
    assert "\n" not in message


@pytest.mark.parametrize("text", ["", "# only a comment\n", "AUTHOR: me\nWho won?:\n"])
def test_a_list_without_questions_is_an_error(text):
    with pytest.raises(RedListError, match=r"empty|no questions"):
        parse_red_list(text, source="none.yaml")


def test_lenient_cases_warn_instead_of_failing():
    text = (
        "$schema: https://example.invalid/trivia.json\n"
        "AUTHOR: ~\n"
        "CONFIG:\n"
        "Who won?: Hunt\n"  # a single answer instead of a list
        "Who was second?:\n- Lauda\n-\n- ''\n"  # empty answers are dropped
        "Who won?:\n- James Hunt\n"  # a repeated question: the later one wins, as in Red
    )
    red = parse_red_list(text, source="lenient.yaml")
    assert {q.text: q.answers for q in red.questions} == {
        "Who won?": ("James Hunt",),
        "Who was second?": ("Lauda",),
    }
    assert red.config == {} and red.author == ""
    assert len(red.warnings) == 4
    assert any("read as one answer" in w for w in red.warnings)
    assert any("repeated question" in w for w in red.warnings)


# -- converting -------------------------------------------------------------------------------------


def test_to_questions_fills_every_field():
    red = parse_red_list(LEGENDS, source="legends.yaml")
    questions = to_questions(red, "Motorsport  Legends")
    assert len(questions) == 14
    by_prompt = {q.prompt: q for q in questions}
    hunt = by_prompt["Who won the 1976 Formula One World Championship?"]
    assert hunt.id == question_id("motorsport legends", hunt.prompt) and hunt.id.startswith("red-")
    assert hunt.kind == "red" and hunt.race == "Motorsport Legends"
    assert hunt.answer == "James Hunt" and hunt.accepted == ("James Hunt", "Hunt")
    assert hunt.sources[0].document == "legends.yaml" and hunt.sources[0].sentence == hunt.prompt
    assert hunt.difficulty == 2 and hunt.score == 0.5 and hunt.answer_type == "text"
    assert len(hunt.choices) == 4 and has_choices(hunt)
    assert set(hunt.choices) - {"James Hunt"} <= set(hunt.others)  # the distractors are never right
    laps = by_prompt["How many laps is the Monaco Grand Prix?"]
    assert laps.answer_type == "number" and laps.accepted == ("78", "seventy-eight")
    assert set(laps.choices) == {"78", "1911", "0.010", "237.498"}  # the other numbers of the list
    street = by_prompt["Is the Monaco Grand Prix run on a street circuit?"]
    assert street.answer == "yes" and street.choices == ()  # yes/no: typed only
    assert all(not q.choices or has_choices(q) for q in questions)
    assert all("yes" not in q.choices for q in questions)
    assert to_questions(red, "Motorsport Legends") == questions  # deterministic
    assert all(matches_topic(q, "motorsport legends") and matches_topic(q, "legends") for q in questions)


def test_imported_questions_are_judged_by_the_matcher():
    questions = {q.prompt: q for q in to_questions(parse_red_list(LEGENDS, source="l.yaml"), "L")}
    iceman = questions['Which driver was nicknamed "The Iceman"?']
    assert check("it was raikkonen", iceman.accepted, others=iceman.others)
    assert not check("Castroneves", iceman.accepted, others=iceman.others)
    laps = questions["How many laps is the Monaco Grand Prix?"]
    assert check("seventy eight", laps.accepted) and not check("79", laps.accepted)


def test_others_are_the_answers_a_guess_could_confuse():
    drivers = ["Kyle Busch", "Kurt Busch", "Kyle Larson", "George Bush", "Chase Elliott", "Denny Hamlin"]
    text = "".join(f"Who is driver {i}?: [{name}]\n" for i, name in enumerate(drivers))
    text += "".join(f"Who is filler {i}?: [Filler Name{i}]\n" for i in range(200))
    questions = to_questions(parse_red_list(text, source="d.yaml"), "Drivers")
    kyle = questions[0]
    assert {"Kurt Busch", "Kyle Larson", "George Bush"} <= set(kyle.others)  # a shared word, a typo away
    assert "Kyle Busch" not in kyle.others and "Chase Elliott" not in set(kyle.others) - set(kyle.choices)
    assert check("kyle busch", kyle.accepted, others=kyle.others)
    assert not check("busch", kyle.accepted, others=kyle.others)  # two Busches: the surname is not enough
    assert not check("Kurt Busch", kyle.accepted, others=kyle.others)
    assert all(len(q.others) <= MAX_OTHERS for q in questions)


def test_choices_stay_empty_when_the_list_is_too_small():
    red = parse_red_list("A?: [Hunt]\nB?: [Lauda]\nC?: [Prost]\n", source="small.yaml")
    assert [q.choices for q in to_questions(red, "small")] == [(), (), ()]


def test_question_ids_depend_on_topic_and_text_only():
    assert question_id("F1 Legends", "Who?") == question_id(" f1   legends ", "Who?")
    assert question_id("F1 Legends", "Who?") != question_id("IndyCar", "Who?")
    with pytest.raises(RedListError, match="topic"):
        to_questions(parse_red_list("A?: [b]\n", source="a.yaml"), "   ")


# -- exporting --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def corpus_questions():
    return build_bank(list_documents(CORPUS)).questions


def test_export_of_the_corpus_is_a_valid_red_list_that_parses_back(corpus_questions):
    text = export_red(corpus_questions)
    questions = assert_red_accepts(text)
    assert len(questions) == len(corpus_questions)
    assert {q.prompt: list(q.accepted) for q in corpus_questions} == questions
    back = parse_red_list(text, source="photo_finish.yaml")
    assert back.author == "Photo Finish"
    assert all(race in back.description for race in {q.race for q in corpus_questions})
    assert {q.text: q.answers for q in back.questions} == {q.prompt: q.accepted for q in corpus_questions}
    assert export_red(reversed(corpus_questions)) == text  # order of the bank does not matter


def test_export_quotes_what_yaml_would_read_as_booleans_or_numbers():
    questions = to_questions(parse_red_list(LEGENDS, source="l.yaml"), "Legends")
    text = export_red(questions)
    assert "- 'yes'" in text and "- '78'" in text and "- '0.010'" in text and "Räikkönen" in text
    loaded = assert_red_accepts(text)
    assert loaded["Is the Monaco Grand Prix run on a street circuit?"] == ["yes"]
    assert loaded["What was the margin, in seconds, of the 1971 Italian Grand Prix?"] == ["0.010", ".01"]


def test_a_long_question_stays_one_plain_line():
    long = "After " + "a very long lap, " * 20 + "who won?"
    red = parse_red_list(f"{long}: [Hunt]\nShort?: [yes]\n", source="long.yaml")
    text = export_red(to_questions(red, "Long"))
    assert f"\n{long}:\n- Hunt\n" in text and "? " not in text
    assert assert_red_accepts(text)[long] == ["Hunt"]
    assert {q.text: q.answers for q in parse_red_list(text, source="l").questions}[long] == ("Hunt",)
