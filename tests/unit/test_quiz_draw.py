"""Drawing questions: no repeats until the eligible ones run out, disabled skipped, topics, determinism."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bot.quiz import DrawResult, draw_questions, list_topics, matches_topic
from bot.quiz.draw import in_pool
from tests.unit.test_quiz_support import DOC_A, DOC_B, RACE_A, RACE_B, bank, make_question


def _ids(result: DrawResult) -> list[str]:
    return [q.id for q in result.questions]


def test_no_repeats_until_exhausted_then_reset() -> None:
    questions = bank()
    rng = random.Random(7)
    asked: set[str] = set()
    seen_in_cycle: list[str] = []
    # 8 questions, 3 per game: games 1 and 2 are fresh, game 3 has 2 fresh + 1 refill and resets.
    for game in range(3):
        result = draw_questions(questions, count=3, topic=None, asked_ids=asked, disabled_ids=set(), rng=rng)
        ids = _ids(result)
        assert len(ids) == len(set(ids)) == 3
        if game < 2:
            assert not result.reset_asked
            assert not set(ids) & asked
            asked |= set(ids)
            seen_in_cycle += ids
        else:
            assert result.reset_asked
            fresh = {q.id for q in questions} - asked
            assert fresh <= set(ids)  # the never-asked ones all come before any repeat
            asked = set(ids)  # what the adapter does: clear, then record this game
    assert len(set(seen_in_cycle)) == 6


def test_every_question_is_asked_once_per_cycle() -> None:
    questions = bank()
    rng = random.Random(1)
    asked: set[str] = set()
    drawn: list[str] = []
    for _ in range(4):
        result = draw_questions(questions, count=2, topic=None, asked_ids=asked, disabled_ids=set(), rng=rng)
        assert not result.reset_asked
        drawn += _ids(result)
        asked |= set(_ids(result))
    assert sorted(drawn) == sorted(q.id for q in questions)
    result = draw_questions(questions, count=2, topic=None, asked_ids=asked, disabled_ids=set(), rng=rng)
    assert result.reset_asked and len(result.questions) == 2


def test_disabled_questions_are_never_drawn() -> None:
    disabled = {"a-winner", "b-car"}
    for seed in range(20):
        result = draw_questions(
            bank(), count=10, topic=None, asked_ids=set(), disabled_ids=disabled, rng=random.Random(seed)
        )
        assert not set(_ids(result)) & disabled
        assert len(result.questions) == 6


@pytest.mark.parametrize(
    "topic, prefix",
    [
        (RACE_A, "a-"),
        (RACE_B.upper(), "b-"),
        (f"  {RACE_B}  ", "b-"),
        (DOC_A, "a-"),
        (DOC_B.removesuffix(".md"), "b-"),
    ],
)
def test_topic_filter_by_race_or_document(topic: str, prefix: str) -> None:
    result = draw_questions(
        bank(), count=10, topic=topic, asked_ids=set(), disabled_ids=set(), rng=random.Random(3)
    )
    assert len(result.questions) == 4
    assert all(q.id.startswith(prefix) for q in result.questions)


def test_unknown_topic_draws_nothing() -> None:
    result = draw_questions(
        bank(), count=5, topic="Nowhere 500", asked_ids=set(), disabled_ids=set(), rng=random.Random(3)
    )
    assert result.questions == () and not result.reset_asked


def test_question_with_several_sources_matches_each_document() -> None:
    q = make_question("x", "Ana Ortiz")
    q2 = make_question("y", "Ana Ortiz", document=DOC_B)
    merged = dataclasses.replace(q, sources=q.sources + q2.sources)
    assert matches_topic(merged, DOC_A) and matches_topic(merged, DOC_B)
    assert matches_topic(merged, None) and matches_topic(merged, " ")
    assert not matches_topic(merged, "010")


def test_draw_is_deterministic_and_ignores_bank_order() -> None:
    questions = bank()
    first = draw_questions(
        questions, count=5, topic=None, asked_ids={"a-margin"}, disabled_ids=set(), rng=random.Random(42)
    )
    again = draw_questions(
        list(reversed(questions)),
        count=5,
        topic=None,
        asked_ids={"a-margin"},
        disabled_ids=set(),
        rng=random.Random(42),
    )
    assert _ids(first) == _ids(again)
    other = [
        _ids(
            draw_questions(
                questions, count=5, topic=None, asked_ids=set(), disabled_ids=set(), rng=random.Random(s)
            )
        )
        for s in range(10)
    ]
    assert len({tuple(ids) for ids in other}) > 1  # the seed matters


def test_small_bank_gives_fewer_questions_without_reset() -> None:
    result = draw_questions(
        bank()[:3], count=10, topic=None, asked_ids=set(), disabled_ids=set(), rng=random.Random(0)
    )
    assert len(result.questions) == 3 and not result.reset_asked


def test_require_choices_keeps_only_button_ready_questions() -> None:
    questions = [*bank(), make_question("no-choices", "Ana Ortiz")]
    result = draw_questions(
        questions,
        count=20,
        topic=None,
        asked_ids=set(),
        disabled_ids=set(),
        rng=random.Random(0),
        require_choices=True,
    )
    assert "no-choices" not in _ids(result) and len(result.questions) == 8


def test_duplicate_ids_are_drawn_once() -> None:
    questions = bank() + bank()
    result = draw_questions(
        questions, count=20, topic=None, asked_ids=set(), disabled_ids=set(), rng=random.Random(0)
    )
    assert len(_ids(result)) == len(set(_ids(result))) == 8


def test_count_must_be_positive() -> None:
    with pytest.raises(ValueError):
        draw_questions(bank(), count=0, topic=None, asked_ids=set(), disabled_ids=set(), rng=random.Random())


def test_list_topics_names_races_then_documents() -> None:
    assert list_topics(bank()) == (RACE_B, RACE_A, DOC_A, DOC_B)


def test_a_topic_that_names_the_answer_never_asks_it() -> None:
    """Players who pick "Harbor 300 at Lakeside Raceway" know its track: that question stays out of
    their game, and of a game of a server whose default topic it is; a game of all topics may ask it."""
    track = make_question("a-track", "Lakeside Raceway", accepted=("Lakeside",))
    questions = [*bank(), track]
    for topic in (RACE_A, RACE_A.lower()):
        result = draw_questions(
            questions, count=10, topic=topic, asked_ids=set(), disabled_ids=set(), rng=random.Random(3)
        )
        assert len(result.questions) == 4 and "a-track" not in _ids(result)
    result = draw_questions(
        questions,
        count=10,
        topic=None,
        asked_ids=set(),
        disabled_ids=set(),
        rng=random.Random(3),
        topics=[RACE_A],
    )
    assert "a-track" not in _ids(result) and len(result.questions) == 4
    assert in_pool(track, None)  # a game of every race may ask it: its card leaves the race out
