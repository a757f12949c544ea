"""The quiz engine: settings, drawing questions, the game state machine, scoring and hints.

Plain Python (no discord, no database): time and randomness are passed in, results come back as
dataclasses and events. See `bot.quiz.game` for the rules of a game.
"""

from bot.quiz.draw import DrawResult, draw_questions, list_topics, matches_topic
from bot.quiz.events import (
    AlreadyChosen,
    Correct,
    Event,
    GameOver,
    HintGiven,
    HintUnavailable,
    LockedIn,
    NotAnAnswer,
    OutOfTries,
    QuestionAsked,
    Revealed,
    ScoredAnswer,
    Winner,
    Wrong,
)
from bot.quiz.game import Game
from bot.quiz.scoring import Breakdown, StandingRow
from bot.quiz.settings import GameSettings, PointsSettings, SettingsError
from bot.quiz.state import HINT_STAGES, Compiler, Current, GameState, Judge

__all__ = [
    "HINT_STAGES",
    "AlreadyChosen",
    "Breakdown",
    "Compiler",
    "Correct",
    "Current",
    "DrawResult",
    "Event",
    "Game",
    "GameOver",
    "GameSettings",
    "GameState",
    "HintGiven",
    "HintUnavailable",
    "Judge",
    "LockedIn",
    "NotAnAnswer",
    "OutOfTries",
    "PointsSettings",
    "QuestionAsked",
    "Revealed",
    "ScoredAnswer",
    "SettingsError",
    "StandingRow",
    "Winner",
    "Wrong",
    "draw_questions",
    "list_topics",
    "matches_topic",
]
