"""Writing our bank as one Red trivia list (YAML) that Red's own ``yaml.safe_load`` reads back as text.

``yaml.safe_dump``'s rules quote any string YAML would read as a boolean, number or null, so every
answer comes back as the same text. Pure: no discord, no database, no file access.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

import yaml

from bot.factbank.model import Question
from bot.redlists.model import (
    AUTHOR,
    DESCRIPTION,
    EXPORT_AUTHOR,
    MAX_AUTHOR,
    MAX_DESCRIPTION,
    SPECIAL_KEYS,
    RedListError,
)
from bot.redlists.parse import clean_prompt

log = logging.getLogger(__name__)


class _ListDumper(yaml.SafeDumper):
    """safe_dump's rules, but a long one-line question stays a plain ``key:`` line: PyYAML writes
    keys of 128+ characters as ``? key`` (valid, yet unlike any hand-written list); YAML allows 1024."""

    def check_simple_key(self) -> bool:
        if isinstance(self.event, yaml.ScalarEvent):
            if self.analysis is None:
                self.analysis = self.analyze_scalar(self.event.value)
            if not self.analysis.multiline and len(self.analysis.scalar) < 1024:
                return True
        return super().check_simple_key()


def describe(races: Iterable[str], *, head: str = "Race trivia from Photo Finish") -> str:
    """A DESCRIPTION naming the races (or topics), within Red's length limit."""
    names = sorted({" ".join(r.split()) for r in races if r.strip()}, key=lambda r: (r.casefold(), r))
    if not names:
        return f"{head}."
    text = f"{head}: {'; '.join(names)}."
    if len(text) <= MAX_DESCRIPTION:
        return text
    for shown in range(len(names) - 1, -1, -1):
        more = f"{len(names) - shown} more"
        text = f"{head}: {'; '.join([*names[:shown], more])}." if shown else f"{head}: {len(names)} races."
        if len(text) <= MAX_DESCRIPTION:
            return text
    return text[: MAX_DESCRIPTION - 1] + "."


def export_red(
    questions: Iterable[Question], *, author: str = EXPORT_AUTHOR, description: str | None = None
) -> str:
    """Every question as one Red trivia list (YAML text): prompt -> accepted answers, canonical first.

    Deterministic: questions sorted by prompt, AUTHOR and DESCRIPTION first, UTF-8 as is. A prompt that
    is one of Red's special keys or repeats an earlier prompt is left out (logged). Raises RedListError
    when there is no question to write (Red refuses an empty list).
    """
    entries: dict[str, list[str]] = {}
    races: set[str] = set()
    for q in sorted(questions, key=lambda q: (q.prompt.casefold(), q.prompt, q.id)):
        prompt = clean_prompt(q.prompt)
        answers = list(dict.fromkeys(" ".join(a.split()) for a in (q.answer, *q.accepted)))
        answers = [a for a in answers if a]
        if not prompt or prompt in SPECIAL_KEYS or not answers:
            log.warning("question %s not exported: its prompt %r cannot be a Red question", q.id, prompt)
            continue
        if prompt in entries:  # one Red key per prompt: the same question imported twice, or a clash
            level = logging.DEBUG if entries[prompt] == answers else logging.WARNING
            log.log(level, "question %s not exported: another question has the prompt %r", q.id, prompt)
            continue
        entries[prompt] = answers
        races.add(q.race)
    if not entries:
        raise RedListError("There are no questions to export.")
    author = " ".join(author.split())[:MAX_AUTHOR] or EXPORT_AUTHOR
    description = " ".join((description or describe(races)).split())[:MAX_DESCRIPTION]
    document: dict[str, object] = {AUTHOR: author, DESCRIPTION: description, **entries}
    return yaml.dump(
        document,
        Dumper=_ListDumper,
        allow_unicode=True,
        sort_keys=False,
        default_flow_style=False,
        width=4096,
        indent=2,
    )
