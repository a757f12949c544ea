"""A buttons-mode game: one choice per player, everyone right scores, faster scores more, vote split."""

from __future__ import annotations

import pytest

from bot.factbank.model import Question
from bot.quiz import AlreadyChosen, Correct, GameState, LockedIn, QuestionAsked, Revealed, Wrong
from tests.unit.test_quiz_support import DRIVERS, bank, kinds, make_question, new_game

ALICE, BOB, CARL, BOT = 100, 200, 300, 900


def questions() -> list[Question]:
    return bank()[:3]  # a-winner (answer index 0), a-margin, a-second


def test_buttons_game_with_three_players() -> None:
    game = new_game(questions(), mode="buttons")
    asked = game.start(0.0)[0]
    assert isinstance(asked, QuestionAsked)
    assert asked.mode == "buttons" and asked.choices == DRIVERS

    locked = game.choose(ALICE, "Alice", 0, 2.0)
    assert kinds(locked) == ["LockedIn"]
    assert isinstance(locked[0], LockedIn) and (locked[0].choice, locked[0].votes) == (0, 1)
    again = game.choose(ALICE, "Alice", 1, 3.0)
    assert kinds(again) == ["AlreadyChosen"]
    assert isinstance(again[0], AlreadyChosen) and again[0].choice == 0  # the first choice stands

    assert game.choose(CARL, "Carl", 3, 5.0)[0].votes == 2
    hint = game.tick(10.0)[0]
    assert hint.stage == 1 and len(hint.removed) == 1 and 0 not in hint.removed
    assert game.choose(BOB, "Bob", 0, 12.0)[0].votes == 3
    assert game.choose(BOT, "Helper", 0, 13.0, is_bot=True) == []

    assert [e.stage for e in game.tick(20.0)] == [2]
    events = game.tick(30.0)
    assert kinds(events) == ["Correct", "Wrong", "Correct", "Revealed"]  # in the order they chose
    alice, carl, bob, revealed = events
    assert isinstance(alice, Correct) and isinstance(bob, Correct) and isinstance(carl, Wrong)
    assert (alice.user_id, alice.points, alice.elapsed_ms, alice.hint_stage) == (ALICE, 15, 2000, 0)
    assert (bob.user_id, bob.points, bob.elapsed_ms, bob.hint_stage) == (BOB, 10 + 3 - 3, 12000, 1)
    assert (carl.user_id, carl.correct, carl.points, carl.tries_left) == (CARL, False, 0, 0)
    assert isinstance(revealed, Revealed)
    assert revealed.reason == "timeout" and revealed.correct_index == 0
    assert revealed.votes == (2, 0, 0, 1)
    assert [(w.user_id, w.points) for w in revealed.winners] == [(ALICE, 15), (BOB, 10)]
    assert [(r.user_id, r.points, r.correct, r.answered) for r in game.standings()] == [
        (ALICE, 15, 1, 1),
        (BOB, 10, 1, 1),
        (CARL, 0, 0, 1),
    ]

    # question 2: everyone right; closing the vote early reveals at once
    game.tick(33.0)
    correct = game.current.question.choices.index(game.current.question.answer)  # type: ignore[union-attr]
    for t, user in ((34.0, CARL), (40.0, ALICE), (50.0, BOB)):
        game.choose(user, str(user), correct, t)
    events = game.close_voting(51.0)
    assert kinds(events) == ["Correct", "Correct", "Correct", "Revealed"]
    assert events[-1].reason == "answered" and sum(events[-1].votes) == 3
    speed = [e.breakdown.speed for e in events[:3]]  # Carl (fastest), Alice, Bob
    assert speed == sorted(speed, reverse=True) and speed[0] > speed[-1]
    assert [e.streak for e in events[:3]] == [1, 2, 2]  # Carl was wrong on question 1
    assert [e.points for e in events[:3]] == [20 + 5, 20 + 4 + 2, 20 + 2 + 2]  # difficulty 3


@pytest.mark.parametrize("times", [(1.0, 10.0, 20.0), (0.0, 14.0, 28.0)])
def test_faster_scores_more(times: tuple[float, float, float]) -> None:
    game = new_game(questions()[:1], mode="buttons")
    game.start(0.0)
    for t, user in zip(times, (ALICE, BOB, CARL), strict=True):
        game.choose(user, str(user), 0, t)
        game.tick(t)  # hints come on schedule and cost those who wait
    events = game.tick(30.0)
    points = [e.points for e in events if isinstance(e, Correct)]
    assert len(points) == 3 and points[0] > points[1] > points[2]
    assert kinds(events)[-1] == "GameOver"


def test_requested_hints_rule_out_choices() -> None:
    game = new_game(questions()[:1], mode="buttons")
    game.start(0.0)
    first = game.hint(ALICE, 1.0)[0]
    second = game.hint(ALICE, 2.0)[0]
    assert len(first.removed) == 1 and len(second.removed) == 2 and set(first.removed) < set(second.removed)
    assert 0 not in second.removed
    assert second.text.startswith("Not ") and "Ana Ortiz" not in second.text
    assert kinds(game.hint(ALICE, 3.0)) == ["HintUnavailable"]
    assert game.state is GameState.HINT_2
    game.choose(BOB, "Bob", 0, 4.0)
    correct = next(e for e in game.tick(30.0) if isinstance(e, Correct))
    assert (correct.hint_stage, correct.breakdown.hint_cost) == (2, 6)


def test_skip_scores_the_choices_made_and_stop_does_not() -> None:
    game = new_game(questions(), mode="buttons")
    game.start(0.0)
    game.choose(ALICE, "Alice", 0, 1.0)
    skipped = game.skip(2.0)
    assert kinds(skipped) == ["Correct", "Revealed"] and skipped[-1].reason == "skipped"
    game.skip(2.5)
    game.choose(BOB, "Bob", 0, 3.0)
    stopped = game.stop(4.0)
    assert kinds(stopped) == ["Revealed", "GameOver"]
    assert stopped[0].reason == "stopped" and stopped[0].winners == ()
    assert [(r.user_id, r.points) for r in stopped[1].standings] == [(ALICE, 15), (BOB, 0)]


def test_out_of_range_choice_is_a_bug() -> None:
    game = new_game(questions(), mode="buttons")
    game.start(0.0)
    with pytest.raises(ValueError, match="choice 4"):
        game.choose(ALICE, "Alice", 4, 1.0)


def test_late_press_and_typed_answers_are_ignored() -> None:
    game = new_game(questions(), mode="buttons")
    game.start(0.0)
    assert game.answer(ALICE, "Alice", "Ana Ortiz", 1.0) == []
    assert game.choose(ALICE, "Alice", 0, 30.0) == []
    assert game.close_voting(30.0) == []  # nobody voted: nothing to close


def test_a_press_is_activity_for_the_idle_limit() -> None:
    game = new_game(questions(), mode="buttons", idle_limit=1)
    game.start(0.0)
    game.choose(ALICE, "Alice", 2, 1.0)
    assert kinds(game.tick(30.0)) == ["Wrong", "Revealed"]
    game.tick(33.0)
    assert kinds(game.tick(63.0)) == ["Revealed", "GameOver"]


def test_questions_without_choices_are_refused_in_buttons_mode() -> None:
    with pytest.raises(ValueError, match="no-choices"):
        new_game([make_question("no-choices", "Ana Ortiz")], mode="buttons")
    new_game([make_question("no-choices", "Ana Ortiz")], mode="typed")  # fine for typed answers


def test_three_choices_allow_one_hint_only_and_the_clock_moves_on() -> None:
    q = make_question("three", "Ana Ortiz", choices=DRIVERS[:3])
    game = new_game([q], mode="buttons")
    game.start(0.0)
    assert len(game.hint(ALICE, 1.0)[0].removed) == 1
    assert kinds(game.hint(ALICE, 2.0)) == ["HintUnavailable"]
    assert game.tick(10.0) == [] and game.next_deadline() == 20.0
    assert game.tick(20.0) == [] and game.next_deadline() == 30.0  # no second hint, no busy loop
    assert kinds(game.tick(30.0)) == ["Revealed", "GameOver"]
