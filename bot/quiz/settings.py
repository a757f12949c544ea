"""The options of one game, validated once when they are built.

`GameSettings` is frozen and checks itself in ``__post_init__``, so a game can never run with an option
out of range. A bad option raises `SettingsError` (a `ValueError`) whose message names the option and
the allowed range, fit to show a user; the adapter maps it to the bot's domain errors.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, get_args

Mode = Literal["typed", "buttons"]
MODES: tuple[Mode, ...] = get_args(Mode)

# Ranges players see on /trivia start; the code checks them again here.
QUESTIONS_RANGE = (1, 50)
SECONDS_RANGE = (10, 120)
MAX_TRIES_RANGE = (1, 10)
IDLE_LIMIT_RANGE = (1, 50)
PAUSE_RANGE = (0, 30)
TOPIC_MAX_CHARS = 200


class SettingsError(ValueError):
    """A game option is missing or out of range; ``str(err)`` names the option and is fit to show."""

    def __init__(self, option: str, message: str) -> None:
        super().__init__(message)
        self.option = option


def as_mode(value: str) -> Mode:
    """``value`` as a Mode (a stored or configured default is a plain string); SettingsError if none."""
    for mode in MODES:
        if value == mode:
            return mode
    raise SettingsError("mode", f"mode must be one of {', '.join(MODES)} (got {value!r})")


def _check_int(option: str, value: object, low: int, high: int | None = None) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise SettingsError(option, f"{option} must be a whole number (got {value!r})")
    if value < low or (high is not None and value > high):
        allowed = f"between {low} and {high}" if high is not None else f"at least {low}"
        raise SettingsError(option, f"{option} must be {allowed} (got {value})")


def _check_number(option: str, value: object, low: float, high: float) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:  # NaN is not a number
        raise SettingsError(option, f"{option} must be a number (got {value!r})")
    if not low <= value <= high:
        raise SettingsError(option, f"{option} must be between {low} and {high} (got {value})")


@dataclass(frozen=True, slots=True)
class PointsSettings:
    """How a correct answer is scored (see `bot.quiz.scoring`).

    base: points for difficulty 1, 2 and 3.
    speed_bonus: the most a correct answer can gain for speed (linear in the time left).
    hint_cost: points taken per hint stage shown before the answer.
    min_points: the floor for a correct answer, whatever the hints cost.
    streak_step: bonus per consecutive correct answer before this one (2nd in a row: +step, 3rd: +2*step).
    streak_cap: the largest streak bonus.
    """

    base: tuple[int, int, int] = (10, 15, 20)
    speed_bonus: int = 5
    hint_cost: int = 3
    min_points: int = 1
    streak_step: int = 2
    streak_cap: int = 10

    def __post_init__(self) -> None:
        if not isinstance(self.base, tuple) or len(self.base) != 3:
            raise SettingsError("points.base", f"points.base must be 3 whole numbers (got {self.base!r})")
        for value in self.base:
            _check_int("points.base", value, 1)
        _check_int("points.speed_bonus", self.speed_bonus, 0)
        _check_int("points.hint_cost", self.hint_cost, 0)
        _check_int("points.min_points", self.min_points, 1)
        _check_int("points.streak_step", self.streak_step, 0)
        _check_int("points.streak_cap", self.streak_cap, 0)


@dataclass(frozen=True, slots=True)
class GameSettings:
    """The options of one game.

    questions: how many questions (QUESTIONS_RANGE).
    mode: "typed" (answer in chat, first correct answer wins) or "buttons" (one choice per player).
    seconds: time per question (SECONDS_RANGE).
    topic: a race, a document or an imported topic to draw from; None (or blank): see ``topics``.
    topics: the server's default topics, used when ``topic`` is None; none: the race reports only
        (imported trivia lists never mix into a game nobody chose them for).
    max_tries: wrong typed answers a player may give per question.
    reveal_when_out_of_tries: typed mode, reveal at once when every player who answered the question
        is out of tries (the terminal's one player). Off in Discord: a player who used up their tries
        must not end the question for everyone else still thinking.
    idle_limit: the game ends itself after this many questions in a row that nobody answered.
    pause: seconds between a reveal and the next question (0-30).
    points: the scoring rules.
    """

    questions: int = 10
    mode: Mode = "typed"
    seconds: float = 30
    topic: str | None = None
    topics: tuple[str, ...] = ()
    max_tries: int = 3
    reveal_when_out_of_tries: bool = False
    idle_limit: int = 3
    pause: float = 3
    points: PointsSettings = field(default_factory=PointsSettings)

    def __post_init__(self) -> None:
        _check_int("questions", self.questions, *QUESTIONS_RANGE)
        if self.mode not in MODES:
            raise SettingsError("mode", f"mode must be one of {', '.join(MODES)} (got {self.mode!r})")
        _check_number("seconds", self.seconds, *SECONDS_RANGE)
        if self.topic is not None:
            if not isinstance(self.topic, str):
                raise SettingsError("topic", f"topic must be text (got {self.topic!r})")
            topic = " ".join(self.topic.split())
            if len(topic) > TOPIC_MAX_CHARS:
                raise SettingsError("topic", f"topic must be at most {TOPIC_MAX_CHARS} characters")
            object.__setattr__(self, "topic", topic or None)
        if not isinstance(self.topics, tuple) or not all(isinstance(t, str) for t in self.topics):
            raise SettingsError("topics", f"topics must be a tuple of text (got {self.topics!r})")
        topics = tuple(dict.fromkeys(" ".join(t.split()) for t in self.topics if t.strip()))
        if any(len(t) > TOPIC_MAX_CHARS for t in topics):
            raise SettingsError("topics", f"each topic must be at most {TOPIC_MAX_CHARS} characters")
        object.__setattr__(self, "topics", topics)
        _check_int("max_tries", self.max_tries, *MAX_TRIES_RANGE)
        _check_int("idle_limit", self.idle_limit, *IDLE_LIMIT_RANGE)
        _check_number("pause", self.pause, *PAUSE_RANGE)
        if not isinstance(self.points, PointsSettings):
            raise SettingsError("points", f"points must be a PointsSettings (got {self.points!r})")
