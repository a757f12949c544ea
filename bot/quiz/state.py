"""The public vocabulary of a game: the states it moves through (`GameState`), the question being
played (`Current`) and what judges a guess (`Judge`, made by a `Compiler`). The rules that move a game
from state to state are in `bot.quiz.game`; the per-player and per-question records in
`bot.quiz.rounds`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from bot.factbank.model import Question
from bot.matching import Verdict

HINT_STAGES = 2  # hints a question can show: GameState.HINT_1 and HINT_2


class Judge(Protocol):
    """What `bot.matching.compile_answer` returns: judges one guess against one question."""

    def judge(self, guess: str) -> Verdict: ...


Compiler = Callable[[Sequence[str], Sequence[str]], Judge]


class GameState(enum.Enum):
    READY = "ready"  # built, not started
    ASKING = "asking"  # a question is open, no hint yet
    HINT_1 = "hint_1"  # open, first hint shown
    HINT_2 = "hint_2"  # open, second hint shown
    REVEALED = "revealed"  # answer shown, pausing before the next question
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class Current:
    """The question being played (or just revealed): ``number`` of ``total``, 1-based."""

    question: Question
    number: int
    total: int
