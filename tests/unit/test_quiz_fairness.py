"""Game feel: nothing on the card gives the answer away, no mirror questions in one game, the pool a
game draws from, hints that would show the answer, streaks and running out of tries."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from bot.factbank.build import build_bank, list_documents
from bot.factbank.model import Question
from bot.quiz import GameSettings, HintUnavailable, OutOfTries, Revealed, draw_questions
from bot.quiz.draw import IMPORTED_KIND, in_pool
from bot.quiz.giveaway import hint_reveals, mirrors, reveals
from bot.redlists import parse_red_list, to_questions
from tests.unit.conftest import CORPUS
from tests.unit.test_quiz_support import RACE_A, bank, kinds, make_question, new_game

ALICE, BOB = 100, 200


@pytest.fixture(scope="module")
def corpus() -> tuple[Question, ...]:
    return tuple(build_bank(list_documents(CORPUS)).questions)


def _prompt(q: Question, prompt: str) -> Question:
    return dataclasses.replace(q, prompt=prompt)


# -- the card -----------------------------------------------------------------------------------------


def test_the_race_label_gives_away_the_track_and_event_questions_only(corpus) -> None:
    by_kind = {q.kind: q for q in corpus}
    race = by_kind["venue"].race  # "AdventHealth 400 at Kansas Speedway"
    assert reveals(race, by_kind["venue"])  # "At which track was the AdventHealth 400 held?"
    assert "distance" not in by_kind  # "How many miles was the AdventHealth 400?": not asked at all
    assert not reveals(race, by_kind["winner"])
    assert not reveals(race, by_kind["margin"])


@pytest.mark.parametrize(
    "text, answer, accepted, found",
    [
        ("AdventHealth 400 at Kansas Speedway", "Kansas Speedway", ("Kansas",), True),
        ("AdventHealth 400 at Kansas Speedway", "AdventHealth 400", (), True),  # an event-name question
        ("The 2025 season", "5", ("No. 5",), False),  # whole words only
        ("Who finished fifth?", "Denny Hamlin", ("Hamlin",), False),
        ("Denny Hamlin's car", "Denny Hamlin", ("Hamlin",), True),
        ("", "Kyle Larson", (), False),
    ],
)
def test_reveals_is_whole_words_in_normal_form(text, answer, accepted, found) -> None:
    q = make_question("x", answer, accepted=accepted)
    assert reveals(text, q) is found


# -- mirror questions ---------------------------------------------------------------------------------


def test_one_fact_asked_both_ways_is_a_mirror() -> None:
    # The fact bank asks a place one way only; the game still refuses a pair from other sources.
    who_16th = dataclasses.replace(
        make_question("w", "Ricky Stenhouse Jr.", accepted=("Stenhouse",)),
        prompt=f"Who finished 16th in the {RACE_A}?",
    )
    where = dataclasses.replace(
        make_question("p", "16th", accepted=("sixteenth",)),
        prompt=f"In what position did Ricky Stenhouse Jr. finish in the {RACE_A}?",
    )
    assert mirrors(who_16th, where) and mirrors(where, who_16th)
    team = dataclasses.replace(
        make_question("t", "RFK Racing"), prompt=f"Which team did Chris Buescher drive for in the {RACE_A}?"
    )
    assert not mirrors(who_16th, team)


@pytest.mark.parametrize("seed", range(40))
def test_no_game_holds_two_mirror_questions(corpus, seed: int) -> None:
    """The issue's seed 7 asked "Who finished 16th?" and "In what position did Ricky Stenhouse Jr.
    finish?" in one game; no seed may do that, and a 10-question game is still full."""
    drawn = draw_questions(
        corpus, count=10, topic=None, asked_ids=set(), disabled_ids=set(), rng=random.Random(seed)
    ).questions
    assert len(drawn) == 10
    clashes = [(a.prompt, b.prompt) for a, b in itertools.combinations(drawn, 2) if mirrors(a, b)]
    assert not clashes


def test_no_mirror_questions_across_a_whole_asked_cycle(corpus) -> None:
    asked: set[str] = set()
    rng = random.Random(3)
    for _ in range(12):
        result = draw_questions(corpus, count=10, topic=None, asked_ids=asked, disabled_ids=set(), rng=rng)
        assert not any(mirrors(a, b) for a, b in itertools.combinations(result.questions, 2))
        asked = set() if result.reset_asked else asked
        asked |= {q.id for q in result.questions}


def test_a_question_that_clashes_with_everything_does_not_shorten_the_game() -> None:
    questions = [q for q in bank() if q.race == RACE_A]
    hub = _prompt(make_question("hub", "Harbor 300"), "Which race ran at Lakeside Raceway?")
    # every other prompt names the Harbor 300: the hub clashes with all of them
    assert all(mirrors(hub, q) for q in questions)
    for seed in range(30):
        drawn = draw_questions(
            [hub, *questions],
            count=len(questions),
            topic=None,
            asked_ids=set(),
            disabled_ids=set(),
            rng=random.Random(seed),
        ).questions
        assert len(drawn) == len(questions) and hub not in drawn


# -- which questions a game draws from ----------------------------------------------------------------

RED = """AUTHOR: Quiz Folk
Which planet is largest?: [Jupiter]
Which planet is closest to the sun?: [Mercury]
"""


def _imported() -> list[Question]:
    return to_questions(parse_red_list(RED, source="planets.yaml"), "Planets")


def test_imported_questions_carry_the_imported_kind() -> None:
    assert {q.kind for q in _imported()} == {IMPORTED_KIND}


def test_imported_topics_never_mix_into_a_game_without_a_topic() -> None:
    pool = [*bank(), *_imported()]
    for seed in range(20):
        drawn = draw_questions(
            pool, count=50, topic=None, asked_ids=set(), disabled_ids=set(), rng=random.Random(seed)
        ).questions
        assert drawn and all(q.kind != IMPORTED_KIND for q in drawn)
    chosen = draw_questions(
        pool, count=5, topic="planets", asked_ids=set(), disabled_ids=set(), rng=random.Random(1)
    ).questions
    assert {q.race for q in chosen} == {"Planets"}


def test_a_servers_default_topics_pick_the_pool() -> None:
    pool = [*bank(), *_imported()]
    imported = _imported()[0]
    race = bank()[0]
    assert in_pool(imported, None, ("Planets",)) and not in_pool(race, None, ("Planets",))
    assert in_pool(race, None, ("Planets", RACE_A))
    assert in_pool(race, None) and not in_pool(imported, None)
    assert in_pool(imported, "planets", (RACE_A,))  # a topic chosen at start wins over the defaults
    drawn = draw_questions(
        pool,
        count=9,
        topic=None,
        topics=("Planets",),
        asked_ids=set(),
        disabled_ids=set(),
        rng=random.Random(2),
    ).questions
    assert {q.race for q in drawn} == {"Planets"}
    settings = GameSettings(topics=("  Planets ", "planets", ""))
    assert settings.topics == ("Planets", "planets")


# -- hints that would show the answer -----------------------------------------------------------------


@pytest.mark.parametrize(
    "answer, answer_type, hint, shows",
    [
        ("yes", "text", "y__", True),  # two possible answers: a letter is the answer
        ("A", "text", "A", True),  # nothing hidden
        ("Kyle Larson", "person", "K___ L_____", False),
        ("0.001 seconds", "number", "between 0 and 0.01 (seconds)", False),
        ("first", "ordinal", "a position from 1st to 10th", False),
    ],
)
def test_hint_reveals(answer, answer_type, hint, shows) -> None:
    assert hint_reveals(hint, make_question("h", answer, answer_type=answer_type)) is shows


def test_no_typed_hint_gives_away_a_yes_or_no_answer() -> None:
    game = new_game([make_question("yn", "yes", accepted=("yes",))], seconds=30)
    game.start(0.0)
    (event,) = game.hint(ALICE, 1.0)
    assert isinstance(event, HintUnavailable)
    assert game.tick(11.0) == [] and game.tick(21.0) == []  # no scheduled hint either


# -- streaks and tries --------------------------------------------------------------------------------


def test_a_question_answered_wrong_then_skipped_breaks_the_streak() -> None:
    questions = bank()[:3]
    game = new_game(questions, seconds=30, pause=0)
    game.start(0.0)
    first = game.answer(ALICE, "Alice", questions[0].answer, 1.0)[0]
    assert first.streak == 1
    game.tick(1.0)  # question 2
    game.answer(ALICE, "Alice", "a wrong guess", 2.0)
    game.skip(3.0)
    game.tick(3.0)  # question 3
    third = game.answer(ALICE, "Alice", questions[2].answer, 4.0)[0]
    assert third.streak == 1 and third.breakdown.streak == 0


def test_out_of_tries_reveals_at_once_when_the_game_says_so() -> None:
    q = bank()[0]
    game = new_game([q, bank()[2]], seconds=30, pause=0, reveal_when_out_of_tries=True)
    game.start(0.0)
    game.answer(ALICE, "Alice", "nope", 1.0)
    game.answer(ALICE, "Alice", "wrong", 2.0)
    events = game.answer(ALICE, "Alice", "still wrong", 3.0)
    assert kinds(events) == ["Wrong", "OutOfTries", "Revealed"]
    assert events[-1].reason == "out_of_tries"


def test_out_of_tries_waits_while_another_player_may_still_answer() -> None:
    game = new_game([bank()[0]], seconds=30, reveal_when_out_of_tries=True)
    game.start(0.0)
    game.answer(BOB, "Bob", "a guess", 0.5)  # Bob has tries left
    for t in (1.0, 2.0, 3.0):
        events = game.answer(ALICE, "Alice", f"wrong {t}", t)
    assert isinstance(events[-1], OutOfTries) and game.is_open


def test_in_discord_out_of_tries_leaves_the_question_open() -> None:
    game = new_game([bank()[0]], seconds=30)  # the default: off
    game.start(0.0)
    for t in (1.0, 2.0, 3.0):
        events = game.answer(ALICE, "Alice", f"wrong {t}", t)
    assert not any(isinstance(e, Revealed) for e in events) and game.is_open
