"""The typed model of a Red trivia list, its error, and the limits an import is held to."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.errors import PhotoFinishError

AUTHOR, DESCRIPTION, CONFIG, SCHEMA = "AUTHOR", "DESCRIPTION", "CONFIG", "$schema"
SPECIAL_KEYS = frozenset({AUTHOR, DESCRIPTION, CONFIG, SCHEMA})
# The CONFIG keys Red knows (allow_override was accepted by older versions of Red).
CONFIG_KEYS = frozenset(
    {"bot_plays", "delay", "timeout", "max_score", "reveal_answer", "payout_multiplier", "use_spoilers",
     "allow_override"}
)  # fmt: skip
EXPORT_AUTHOR = "Photo Finish"
MAX_AUTHOR = 1000  # Red refuses a longer AUTHOR...
MAX_DESCRIPTION = 200  # ...or DESCRIPTION
MAX_OTHERS = 32  # the most near-miss answers one imported question carries for the matcher

# Limits on a list we did not write (README "Red trivia lists"); past one, the import is refused with one
# line before the work grows. Red's own lists are far below them (the largest has a few hundred questions).
MAX_LIST_BYTES = 2_000_000  # the file
MAX_QUESTIONS = 10_000  # questions in one list
MAX_ANSWERS = 50  # answers to one question: each is compiled and judged for every chat guess
MAX_ALIAS_NODES = 10_000  # values YAML aliases may repeat in all (a billion laughs stops here)
MAX_DEPTH = 8  # nesting of YAML collections; a list needs 3 (mapping, answers, CONFIG)


class RedListError(PhotoFinishError):
    """A trivia list that cannot be read; the message names the file, the line and the key."""


@dataclass(frozen=True, slots=True)
class RedQuestion:
    text: str
    answers: tuple[str, ...]  # as written, first one canonical, no duplicates, never empty
    line: int = 0  # 1-based line of the question in its file (0 when unknown)


@dataclass(frozen=True, slots=True)
class RedList:
    source: str  # the file name, e.g. "f1legends.yaml"
    questions: tuple[RedQuestion, ...]
    author: str = ""
    description: str = ""
    config: Mapping[str, str] = field(default_factory=dict)  # values as written
    warnings: tuple[str, ...] = ()  # what was skipped or looked wrong, one sentence each
