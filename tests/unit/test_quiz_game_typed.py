"""A typed-mode game driven by a fake clock (plain floats): answers, tries, hints, timeouts, endings.

Timeline of a question asked at t: hint 1 at t+10, hint 2 at t+20, deadline t+30 (30 s questions),
next question 3 s after the reveal.
"""

from __future__ import annotations

import pytest

from bot.factbank.model import Question
from bot.quiz import (
    Correct,
    GameOver,
    GameSettings,
    GameState,
    HintGiven,
    HintUnavailable,
    NotAnAnswer,
    OutOfTries,
    QuestionAsked,
    Revealed,
    ScoredAnswer,
    Wrong,
)
from bot.quiz.game import Game
from tests.unit.test_quiz_support import bank, kinds, listing_compiler, new_game

ALICE, BOB, CARL, BOT = 100, 200, 300, 900


def by_id(qid: str) -> Question:
    return next(q for q in bank() if q.id == qid)


def three() -> list[Question]:
    return [by_id("a-winner"), by_id("a-margin"), by_id("a-second")]


def test_full_typed_game() -> None:
    game = new_game(three())
    assert game.state is GameState.READY and game.current is None and game.next_deadline() is None

    asked = game.start(0.0)
    assert kinds(asked) == ["QuestionAsked"]
    q1 = asked[0]
    assert isinstance(q1, QuestionAsked)
    assert (q1.number, q1.total, q1.ends_at, q1.mode, q1.choices) == (1, 3, 30.0, "typed", ())
    assert game.current is not None and (game.current.number, game.current.total) == (1, 3)
    assert game.next_deadline() == 10.0

    events = game.answer(ALICE, "Alice", "Ana Ortiz", 3.0)
    assert kinds(events) == ["Correct", "Revealed"]
    correct, revealed = events
    assert isinstance(correct, Correct) and isinstance(revealed, Revealed)
    assert (correct.points, correct.elapsed_ms, correct.hint_stage, correct.streak) == (15, 3000, 0, 1)
    assert (correct.breakdown.base, correct.breakdown.speed) == (10, 5)
    assert revealed.reason == "answered" and revealed.answer == "Ana Ortiz"
    assert [(w.user_id, w.points) for w in revealed.winners] == [(ALICE, 15)]
    assert game.state is GameState.REVEALED and game.next_deadline() == 6.0
    assert game.current is not None and game.current.number == 1

    assert game.tick(5.9) == []
    q2 = game.tick(6.0)
    assert kinds(q2) == ["QuestionAsked"] and q2[0].number == 2
    hint = game.tick(16.0)
    assert kinds(hint) == ["HintGiven"]
    assert isinstance(hint[0], HintGiven) and hint[0].text == "a decimal number (seconds)"
    assert game.state is GameState.HINT_1

    events = game.answer(BOB, "Bob", ".004", 18.0)
    assert kinds(events) == ["Correct", "Revealed"]
    assert events[0].points == 20 + 3 - 3  # difficulty 3, 18 s of 30 left, one hint shown

    game.tick(21.0)
    events = game.answer(ALICE, "Alice", "kowalski", 21.0)
    assert kinds(events) == ["Correct", "Revealed", "GameOver"]
    assert events[0].streak == 1  # Bob's win on question 2 broke Alice's streak
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason == "finished" and over.number == 3
    assert [(r.rank, r.user_id, r.points, r.correct) for r in over.standings] == [
        (1, ALICE, 35, 2),
        (2, BOB, 20, 1),
    ]
    assert game.state is GameState.FINISHED and game.finished and game.end_reason == "finished"
    assert game.current is None and game.next_deadline() is None
    assert game.tick(100.0) == [] and game.answer(ALICE, "Alice", "x", 100.0) == []


def test_streak_bonus_grows_with_consecutive_wins() -> None:
    game = new_game(three())
    game.start(0.0)
    streaks, bonuses = [], []
    t = 0.0
    for answer in ("Ortiz", "0.004", "Kowalski"):
        correct = game.answer(ALICE, "Alice", answer, t + 1)[0]
        assert isinstance(correct, Correct)
        streaks.append(correct.streak)
        bonuses.append(correct.breakdown.streak)
        t += 4.0
        game.tick(t)
    assert streaks == [1, 2, 3] and bonuses == [0, 2, 4]
    assert game.standings()[0].best_streak == 3


def test_first_correct_answer_wins() -> None:
    game = new_game(three())
    game.start(0.0)
    first = game.answer(BOB, "Bob", "Ortiz", 4.0)
    second = game.answer(ALICE, "Alice", "Ana Ortiz", 4.0)
    assert kinds(first) == ["Correct", "Revealed"] and second == []
    assert [w.user_id for w in first[1].winners] == [BOB]
    assert [r.user_id for r in game.standings()] == [BOB]


def test_wrong_then_right_and_the_records_storage_needs() -> None:
    game = new_game(three())
    game.start(0.0)
    wrong = game.answer(BOB, "Bob", "Dev Patel", 2.5)
    assert kinds(wrong) == ["Wrong"]
    w = wrong[0]
    assert isinstance(w, Wrong) and isinstance(w, ScoredAnswer)
    record = (w.question_id, w.user_id, w.display_name, w.correct, w.points, w.elapsed_ms, w.hint_stage)
    assert record == ("a-winner", BOB, "Bob", False, 0, 2500, 0)
    assert w.tries_left == 2

    right = game.answer(BOB, "Bobby", "Ana Ortiz", 12.0)
    c = right[0]
    assert isinstance(c, Correct) and isinstance(c, ScoredAnswer)
    record = (c.question_id, c.user_id, c.display_name, c.correct, c.points, c.elapsed_ms, c.hint_stage)
    assert record == ("a-winner", BOB, "Bobby", True, 10 + 3, 12000, 0)
    row = game.standings()[0]
    assert (row.display_name, row.correct, row.answered) == ("Bobby", 1, 2)


def test_tries_limit_then_ignored() -> None:
    game = new_game(three(), max_tries=2)
    game.start(0.0)
    assert kinds(game.answer(BOB, "Bob", "Dev Patel", 1.0)) == ["Wrong"]
    last = game.answer(BOB, "Bob", "Cara Lindqvist", 2.0)
    assert kinds(last) == ["Wrong", "OutOfTries"]
    assert last[0].tries_left == 0 and isinstance(last[1], OutOfTries)
    assert game.answer(BOB, "Bob", "Ana Ortiz", 3.0) == []  # even a right answer is ignored now
    assert game.is_open
    assert kinds(game.answer(ALICE, "Alice", "Ana Ortiz", 4.0)) == ["Correct", "Revealed"]
    game.tick(7.0)
    assert kinds(game.answer(BOB, "Bob", "0.004", 8.0))[0] == "Correct"  # tries are per question


def test_a_list_of_names_is_not_an_answer_and_costs_no_try() -> None:
    game = new_game(three(), max_tries=1, compiler=listing_compiler)
    game.start(0.0)
    events = game.answer(BOB, "Bob", "Ana Ortiz or Ben Kowalski?", 2.0)
    assert kinds(events) == ["NotAnAnswer"]
    assert isinstance(events[0], NotAnAnswer) and events[0].user_id == BOB
    assert game.standings() == []  # nothing scored, nothing recorded
    assert kinds(game.answer(BOB, "Bob", "Ana Ortiz", 3.0)) == ["Correct", "Revealed"]


def test_chatter_is_not_an_answer() -> None:
    game = new_game(three(), max_tries=1)
    game.start(0.0)
    assert game.answer(BOB, "Bob", "no idea, this one is way too hard for me honestly", 1.0) == []
    assert game.answer(BOB, "Bob", "??? !!", 1.5) == []
    assert game.answer(BOB, "Bob", "   ", 1.6) == []
    assert kinds(game.answer(BOB, "Bob", "Ana Ortiz", 2.0)) == ["Correct", "Revealed"]


def test_bots_are_ignored() -> None:
    game = new_game(three(), idle_limit=1)
    game.start(0.0)
    assert game.answer(BOT, "Helper", "Ana Ortiz", 1.0, is_bot=True) == []
    assert game.is_open and game.standings() == []
    events = game.tick(30.0)
    assert kinds(events) == ["Revealed", "GameOver"]  # a bot's answer is not activity either
    assert events[-1].reason == "idle"


def test_requested_hints_and_their_cost() -> None:
    game = new_game(three())
    game.start(0.0)
    one = game.hint(CARL, 1.0)
    assert kinds(one) == ["HintGiven"]
    h = one[0]
    assert (h.stage, h.text, h.cost, h.requested_by) == (1, "A__ O____", 3, CARL)
    assert game.state is GameState.HINT_1
    two = game.hint(ALICE, 2.0)[0]
    assert (two.stage, two.text, two.cost) == (2, "A_a O_t_z", 6)
    assert game.state is GameState.HINT_2
    more = game.hint(ALICE, 2.5)
    assert kinds(more) == ["HintUnavailable"] and isinstance(more[0], HintUnavailable)
    # the scheduled hints are already shown: the clock brings nothing until the deadline
    assert game.next_deadline() == 10.0
    assert game.tick(10.0) == [] and game.tick(20.0) == []
    assert game.next_deadline() == 30.0
    c = game.answer(BOB, "Bob", "Ortiz", 3.0)[0]
    assert isinstance(c, Correct)
    assert (c.hint_stage, c.breakdown.hint_cost, c.points) == (2, 6, 10 + 5 - 6)


def test_hint_when_no_question_is_open() -> None:
    game = new_game(three())
    assert kinds(game.hint(ALICE, 0.0)) == ["HintUnavailable"]
    game.start(0.0)
    game.tick(30.0)
    assert kinds(game.hint(ALICE, 31.0)) == ["HintUnavailable"]


def test_timeout_reveal_with_scheduled_hints() -> None:
    game = new_game(three())
    game.start(0.0)
    assert game.tick(9.99) == []
    assert [(e.stage, e.requested_by) for e in game.tick(10.0)] == [(1, None)]
    assert game.next_deadline() == 20.0
    assert [e.stage for e in game.tick(20.0)] == [2]
    assert game.answer(BOB, "Bob", "Ana Ortiz", 30.0) == []  # at the deadline: too late
    events = game.tick(30.0)
    assert kinds(events) == ["Revealed"]
    assert events[0].reason == "timeout" and events[0].winners == ()
    assert game.state is GameState.REVEALED and game.next_deadline() == 33.0
    assert game.answer(BOB, "Bob", "Ana Ortiz", 31.0) == []


def test_late_tick_jumps_to_what_is_due() -> None:
    game = new_game(three())
    game.start(0.0)
    late = game.tick(25.0)
    assert [e.stage for e in late] == [2]  # straight to the second hint
    assert kinds(game.tick(500.0)) == ["Revealed"]  # reveal only, no stale hints
    assert game.tick(500.0) == []  # the pause starts at the reveal
    asked = game.tick(503.0)
    assert kinds(asked) == ["QuestionAsked"] and asked[0].ends_at == 533.0


def test_skip_reveals_and_moves_on() -> None:
    game = new_game(three())
    game.start(0.0)
    game.answer(ALICE, "Alice", "Ortiz", 1.0)
    game.tick(4.0)
    skipped = game.skip(5.0)
    assert kinds(skipped) == ["Revealed"] and skipped[0].reason == "skipped"
    assert game.state is GameState.REVEALED
    asked = game.skip(5.5)  # during the pause: the next question at once
    assert kinds(asked) == ["QuestionAsked"] and asked[0].number == 3
    c = game.answer(ALICE, "Alice", "Kowalski", 6.0)[0]
    assert c.streak == 1  # a skipped question breaks the streak: nobody won it
    assert game.skip(7.0) == []


def test_skip_on_the_last_question_finishes() -> None:
    game = new_game(three()[:1])
    game.start(0.0)
    events = game.skip(1.0)
    assert kinds(events) == ["Revealed", "GameOver"] and events[-1].reason == "finished"


def test_stop_reveals_the_open_question_and_ends() -> None:
    game = new_game(three())
    game.start(0.0)
    game.answer(BOB, "Bob", "Dev Patel", 1.0)
    events = game.stop(2.0)
    assert kinds(events) == ["Revealed", "GameOver"]
    assert events[0].reason == "stopped" and events[1].reason == "stopped"
    assert [r.user_id for r in events[1].standings] == [BOB]
    assert game.finished and game.stop(3.0) == []
    assert game.answer(ALICE, "Alice", "Ortiz", 3.0) == [] and game.skip(3.0) == []


def test_stop_before_start_and_during_the_pause() -> None:
    game = new_game(three())
    events = game.stop(0.0, "shutdown")
    assert kinds(events) == ["GameOver"] and events[0].number == 0 and events[0].reason == "shutdown"
    game = new_game(three())
    game.start(0.0)
    game.answer(ALICE, "Alice", "Ortiz", 1.0)
    events = game.stop(2.0)
    assert kinds(events) == ["GameOver"] and events[0].number == 1


def test_idle_game_ends_itself() -> None:
    game = new_game(bank(), idle_limit=2)
    game.start(0.0)
    assert kinds(game.tick(30.0)) == ["Revealed"]  # idle 1
    game.tick(33.0)
    game.answer(BOB, "Bob", "1", 40.0)  # activity, even if wrong: idle back to 0
    assert kinds(game.tick(63.0)) == ["Revealed"]
    game.tick(66.0)
    game.answer(BOB, "Bob", "this is not even a guess, I am just talking here", 70.0)  # chatter
    assert kinds(game.tick(96.0)) == ["Revealed"]  # idle 1
    game.tick(99.0)
    events = game.tick(129.0)  # idle 2
    assert kinds(events) == ["Revealed", "GameOver"]
    assert events[-1].reason == "idle" and events[-1].number == 4
    assert game.end_reason == "idle"


def test_start_twice_and_bad_construction() -> None:
    game = new_game(three())
    game.start(0.0)
    with pytest.raises(RuntimeError):
        game.start(1.0)
    with pytest.raises(ValueError, match="at least one question"):
        Game(GameSettings(), [], guild_id=1, channel_id=2, starter_id=3)


def test_buttons_calls_do_nothing_in_typed_mode() -> None:
    game = new_game(three())
    game.start(0.0)
    assert game.choose(ALICE, "Alice", 0, 1.0) == [] and game.close_voting(1.0) == []
