"""Fill-in-the-blank questions from plain factual sentences, kept deliberately conservative.

A sentence qualifies only when nothing marks it (no quote, hedge, other event, reported speech), it
does not open with a pronoun, it is a full sentence of 10-35 words with a race action verb, and it names
a person the bank knows; that person becomes the blank. Sentences that already back a template
question are left to the template.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bot.factbank.ingest import QUOTE, IngestedDocument
from bot.factbank.merge import Fact, Race, fact_id
from bot.factbank.model import Source
from bot.factbank.names import NameBook, opening_pronoun, resolve
from bot.factbank.questions import Draft

BLANK = "_____"
_ACTION = re.compile(
    r"\b(?:passed|pulled|crashed|spun|overtook|led|raced|pitted|wrecked|collided|held off|charged|"
    r"battled|passing|overtaking)\b",
    re.I,
)


def cloze_drafts(
    docs: Iterable[IngestedDocument],
    races: dict[str, Race | None],
    book: NameBook,
    used: set[str],
    people: set[str],
) -> list[Draft]:
    out: list[Draft] = []
    seen: set[str] = set()
    for doc in docs:
        race = races.get(doc.name)
        if race is None:
            continue
        for sent in doc.sentences:
            text = sent.text
            if sent.flags or text in used or text in seen or QUOTE in sent.plain or opening_pronoun(sent):
                continue
            if not 10 <= len(text.split()) <= 35 or not text.endswith(".") or not _ACTION.search(text):
                continue
            if any(ch in text for ch in '"“”«»@'):
                continue
            resolved = [r for r in resolve(book, sent) if r.kind == "person" and r.value in people]
            if not resolved:
                continue
            target = resolved[0]
            if sum(r.value == target.value for r in resolved) > 1:
                continue
            m = target.mention
            blanked = sent.plain[: m.start] + BLANK + sent.plain[m.end :]
            if sent.plain != text:
                continue  # offsets are over the plain text; keep only sentences where both agree
            seen.add(text)
            prompt = f"Fill in the blank ({race.label}): {blanked}"
            fact = Fact(
                fact_id("cloze", text, target.value, race.label),
                "cloze",
                text,
                target.value,
                race.label,
                "person",
                (Source(doc.name, text),),
            )
            out.append(Draft("cloze", prompt, target.value, "person", fact, 0.45, 3))
    return out
