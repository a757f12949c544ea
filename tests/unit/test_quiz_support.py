"""Hand-made questions and a small judge shared by the quiz tests (plus checks of the bank itself).

The races, people and documents are invented; answers cover several answer types.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.factbank.model import ANSWER_TYPES, Question, Source
from bot.matching import Verdict, compile_answer
from bot.quiz import Event, Game, GameSettings

RACE_A = "Harbor 300 at Lakeside Raceway"
RACE_B = "Desert Classic at Red Mesa Speedway"
DOC_A = "010_harbor.txt"
DOC_B = "020_desert.md"

DRIVERS = ("Ana Ortiz", "Ben Kowalski", "Cara Lindqvist", "Dev Patel")


def make_question(
    qid: str,
    answer: str,
    *,
    accepted: Sequence[str] = (),
    choices: Sequence[str] = (),
    difficulty: int = 1,
    race: str = RACE_A,
    document: str = DOC_A,
    answer_type: str = "text",
    others: Sequence[str] = (),
) -> Question:
    return Question(
        id=qid,
        kind="test",
        prompt=f"Question {qid} about the {race}?",
        answer=answer,
        accepted=(answer, *[a for a in accepted if a != answer]),
        choices=tuple(sorted(choices)),
        difficulty=difficulty,
        score=1.0,
        race=race,
        sources=(Source(document=document, sentence=f"A sentence that says {answer}."),),
        answer_type=answer_type,
        others=tuple(others),
    )


def bank() -> list[Question]:
    """Eight questions over two races and two documents, with choices for buttons mode."""
    return [
        make_question(
            "a-winner",
            "Ana Ortiz",
            accepted=("Ortiz",),
            choices=DRIVERS,
            difficulty=1,
            answer_type="person",
            others=DRIVERS[1:],
        ),
        make_question(
            "a-margin",
            "0.004 seconds",
            accepted=("0.004", ".004"),
            choices=("0.004 seconds", "0.1 seconds", "0.25 seconds", "1.5 seconds"),
            difficulty=3,
            answer_type="number",
        ),
        make_question(
            "a-second",
            "Ben Kowalski",
            accepted=("Kowalski",),
            choices=DRIVERS,
            difficulty=2,
            answer_type="person",
        ),
        make_question(
            "a-position",
            "fourth",
            accepted=("4th", "P4"),
            choices=("fourth", "second", "sixth", "third"),
            difficulty=2,
            answer_type="ordinal",
        ),
        make_question(
            "b-winner",
            "Cara Lindqvist",
            accepted=("Lindqvist",),
            choices=DRIVERS,
            race=RACE_B,
            document=DOC_B,
            answer_type="person",
        ),
        make_question(
            "b-team",
            "Copperline Motorsports",
            accepted=("Copperline",),
            choices=("Copperline Motorsports", "Eastgate Racing", "Northway Autosport", "Tallpine Racing"),
            race=RACE_B,
            document=DOC_B,
            answer_type="team",
        ),
        make_question(
            "b-car",
            "No. 17",
            accepted=("17", "#17"),
            choices=("No. 17", "No. 2", "No. 44", "No. 8"),
            race=RACE_B,
            document=DOC_B,
            answer_type="car_number",
        ),
        make_question(
            "b-laps",
            "267 laps",
            accepted=("267",),
            choices=("200 laps", "250 laps", "267 laps", "312 laps"),
            difficulty=3,
            race=RACE_B,
            document=DOC_B,
            answer_type="number",
        ),
    ]


@dataclass(frozen=True)
class ListingJudge:
    """The default matcher's exact-match verdicts, plus LIST for a message naming 2+ known names.

    Lets the engine's handling of a LIST verdict be tested whatever the real matcher does today.
    """

    accepted: tuple[str, ...]
    others: tuple[str, ...]

    def judge(self, guess: str) -> Verdict:
        text = guess.casefold()
        named = [n for n in (*self.accepted[:1], *self.others) if n.casefold() in text]
        if len(named) >= 2:
            return Verdict.LIST
        return compile_answer(self.accepted, self.others).judge(guess)


def listing_compiler(accepted: Sequence[str], others: Sequence[str]) -> ListingJudge:
    return ListingJudge(tuple(accepted), tuple(others))


def new_game(questions: Sequence[Question], **options: object) -> Game:
    """A game in guild 1, channel 2, started by user 3."""
    compiler = options.pop("compiler", None)
    settings = GameSettings(**{"questions": max(1, len(questions)), **options})  # type: ignore[arg-type]
    extra = {"compiler": compiler} if compiler is not None else {}
    return Game(settings, questions, guild_id=1, channel_id=2, starter_id=3, **extra)  # type: ignore[arg-type]


def kinds(events: Sequence[Event]) -> list[str]:
    return [type(e).__name__ for e in events]


def test_bank_is_well_formed() -> None:
    questions = bank()
    assert len({q.id for q in questions}) == len(questions)
    assert {q.answer_type for q in questions} <= set(ANSWER_TYPES)
    assert len({q.answer_type for q in questions}) >= 4
    for q in questions:
        assert q.accepted[0] == q.answer
        assert q.answer in q.choices and len(q.choices) == 4
        assert list(q.choices) == sorted(q.choices)


def test_listing_judge_says_list_only_for_several_names() -> None:
    judge = listing_compiler(("Ana Ortiz", "Ortiz"), DRIVERS[1:])
    assert judge.judge("Ana Ortiz") is Verdict.CORRECT
    assert judge.judge("ortiz") is Verdict.CORRECT
    assert judge.judge("Ben Kowalski") is Verdict.WRONG
    assert judge.judge("Ana Ortiz, Ben Kowalski") is Verdict.LIST
