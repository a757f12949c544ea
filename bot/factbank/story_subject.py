"""Whom a report's sentences are about from one to the next: a pronoun or an epithet that names nobody, the
person who opens a sentence (so a later "the X driver" is them), and a sentence that speaks of its subject
only as "his" or "her" (the story's subject goes on)."""

from __future__ import annotations

import re

from bot.factbank.ingest import Sentence
from bot.factbank.names import Resolved

# A pronoun or an epithet: the sentence is about somebody, though it names nobody.
HE = re.compile(r"^\W*(?:[A-Z][a-z]+(?: [a-z]+)?,? )?(?:he|she|He|She)\b")  # "Last year he won", "He won"
SOMEONE = re.compile(
    r"\b(?:he|she|him|his|her|hers|they|them|their|the \S+-year-old|the pair|the duo)\b", re.I
)


_DATELINE = re.compile(
    r"^\W*[A-Z][A-Z .'’\-]{2,40}(?:,\s*[A-Z][\w.]*(?: [A-Z][\w.]*)?)?\s*(?:\([A-Za-z ]{1,20}\))?\s*(?:[-–—]{1,2}|//)\s*"
)
HE_ANYWHERE = re.compile(r"\b(?:he|she)\b")


def speaks_only_of_his(plain: str) -> bool:
    """ "... to cherish for the rest of his life.": someone is meant only as "his" or "her" (no "he", no
    "they"), so the story's one subject goes on."""
    said = {m.group(0).lower() for m in SOMEONE.finditer(plain)}
    return bool(said) and said <= {"his", "her"}


def opens_with_person(sent: Sentence, resolved: list[Resolved]) -> bool:
    """ "Jake Ormond won ...", "Italian Valentino Rossi has ...": the first person named opens the
    sentence (three words at most before it, and no comma), so a following "the X driver" is them."""
    first = next((r.mention.start for r in resolved if r.kind == "person"), None)
    if first is None:
        return False
    before = sent.plain[:first]
    for r in reversed(resolved):  # "Aruba Racing Ducati rider Alvaro Bautista made ...": a team is one word
        if r.mention.end <= first and r.kind in {"team", "make"}:
            before = before[: r.mention.start] + "X" + before[r.mention.end :]
    before = _DATELINE.sub("", before, count=1)  # "TALLADEGA, Ala. – Chase Whitfield won"
    if "," in before or len(before.split()) > 3:
        return False
    # "Webber dived past his team mate and Hamilton followed him": a second clause's subject, so a following
    # "the McLaren driver" could be either
    first_value = next(r.value for r in resolved if r.kind == "person")
    return not any(
        r.kind == "person"
        and r.value != first_value
        and _VERB_AFTER.match(sent.plain, r.mention.end)
        and _CLAUSE_OPEN.search(sent.plain, max(0, r.mention.start - 10), r.mention.start)
        for r in resolved
    )


_CLAUSE_OPEN = re.compile(r"(?:[,;] |\b(?:and|but|while|as|whereas) )$")
_VERB_AFTER = re.compile(r" (?:then |also )?[a-z]+ed\b")
