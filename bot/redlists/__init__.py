"""Red-DiscordBot trivia lists: read one as a topic of ours, and write our bank as one.

A Red list is a YAML mapping of ``question: [answers...]`` with three optional special keys: ``AUTHOR``
(text), ``DESCRIPTION`` (text) and ``CONFIG`` (a mapping of game settings such as ``delay``, ``timeout``,
``max_score``, ``bot_plays``, ``reveal_answer``, ``payout_multiplier``, ``use_spoilers``).

``parse`` reads the text within the limits of ``model`` (size, questions, answers, aliases), ``convert``
turns a list into our questions, ``export`` writes our bank as a list. Pure: no discord, no database,
no file access; the caller stores what ``to_questions`` returns.
"""

from bot.redlists.convert import question_id, to_questions, topic_key
from bot.redlists.export import describe, export_red
from bot.redlists.model import (
    MAX_ALIAS_NODES,
    MAX_ANSWERS,
    MAX_DEPTH,
    MAX_DESCRIPTION,
    MAX_LIST_BYTES,
    MAX_OTHERS,
    MAX_QUESTIONS,
    SPECIAL_KEYS,
    RedList,
    RedListError,
    RedQuestion,
)
from bot.redlists.parse import clean_prompt, parse_red_list, too_big

__all__ = [
    "MAX_ALIAS_NODES",
    "MAX_ANSWERS",
    "MAX_DEPTH",
    "MAX_DESCRIPTION",
    "MAX_LIST_BYTES",
    "MAX_OTHERS",
    "MAX_QUESTIONS",
    "SPECIAL_KEYS",
    "RedList",
    "RedListError",
    "RedQuestion",
    "clean_prompt",
    "describe",
    "export_red",
    "parse_red_list",
    "question_id",
    "to_questions",
    "too_big",
    "topic_key",
]
