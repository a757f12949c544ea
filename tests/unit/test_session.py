"""GameSession: the glue that persists what a game says (real SQLite, the real engine)."""

import random

from bot.bank import FactBank
from bot.quiz import GameSettings
from bot.session import GameSession
from tests.unit.test_terminal import question

BANK = FactBank(
    export={},
    fingerprint="s",
    questions=tuple(
        question(f"q{n}", f"Who won race {n} of the Test Cup at Testville?", f"Driver {n}") for n in range(4)
    ),
)
SETTINGS = GameSettings(questions=2, seconds=30, pause=0)


async def open_session(storage, seed):
    return await GameSession.create(
        storage,
        BANK,
        SETTINGS,
        guild_id=7,
        channel_id=8,
        starter_id=9,
        rng=random.Random(seed),
        wall_clock=lambda: 1e9,
    )


async def play_through(session):
    """Ask every question of the game (nobody answers) so each is marked as asked."""
    now = 0.0
    await session.apply(session.game.start(now))
    while not session.game.finished:
        now = session.game.next_deadline()
        await session.apply(session.game.tick(now))


async def test_no_question_repeats_in_a_server_until_all_were_asked(storage):
    first = await open_session(storage, 1)
    await play_through(first)
    second = await open_session(storage, 2)
    await play_through(second)
    asked_first = {q.id for q in first.game.questions}
    asked_second = {q.id for q in second.game.questions}
    assert asked_first.isdisjoint(asked_second) and len(asked_first | asked_second) == 4
    assert await storage.asked_questions(7) == asked_first | asked_second

    third = await open_session(storage, 3)  # everything was asked: a new cycle starts
    await play_through(third)
    assert await storage.asked_questions(7) == {q.id for q in third.game.questions}
    assert await storage.asked_questions(99) == set()  # per server


async def test_a_game_is_recorded_and_closed(storage):
    session = await open_session(storage, 1)
    assert [g.id for g in await storage.open_games()] == [session.record.id]
    await play_through(session)
    game = await storage.get_game(session.record.id)
    assert game.end_reason in ("idle", "finished")
    assert session.ended
