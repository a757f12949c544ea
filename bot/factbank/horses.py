"""Horse racing: which people of a report ride or train the runners. A horse race is won by a horse;
its jockey and trainer are asked about as such, never as the winner when the horse is known."""

from __future__ import annotations

import re

from bot.factbank.entities import surname_of
from bot.factbank.ingest import IngestedDocument


def role_near(text: str, name: str) -> str:
    """ "jockey" or "trainer" when `text` gives `name` (a full name or a surname) that role, else ""."""
    who = re.escape(name)
    rider = (
        rf"\b(?i:jockey),? {who}\b|\bridden by {who}\b|\b{who},? (?:who |was |is )?(?:rode|aboard|in the saddle)\b|"
        rf"\b{who},? (?:(?:became|is|was) )?(?:the |a )?(?:[\w\-.]+ ){{0,4}}jockey\b|"  # "the first U. S. jockey"
        rf"\b{who}(?:['’]s|,? (?:[a-z]+ ){{1,2}}(?:his|her)) mount\b"  # "Dettori settled his mount"
    )
    # "Whittingham has won more major races than any other trainer"; "Having become the first female
    # rider to be top jockey at Cheltenham, Blackmore ...": a role the sentence gives its subject
    said = (
        rf"\b{who}\b[^.;A-Z]{{0,100}}?\b(?:any other|other|first|only|top|champion|leading) "
        rf"(?:female |woman |male )?(?P<a>jockey|rider|trainer)s?\b|"
        rf"\b(?:first|only|top|champion|leading) (?:female |woman |male )?(?P<b>jockey|rider|trainer)\b"
        rf"[^.;]{{0,80}}?, {who}\b"
    )
    if m := re.search(said, text):
        return "trainer" if "trainer" in (m.group("a") or m.group("b")) else "jockey"
    if re.search(rider, text):
        return "jockey"
    trainer = rf"\b(?:trained by|(?i:trainer)) {who}\b|\b{who}-trained\b|\b{who},? (?:the |a )?(?:[\w\-]+ )?trainer\b"
    if re.search(trainer, text):
        return "trainer"
    return ""


def horsemen(doc: IngestedDocument, people: set[str]) -> set[str]:
    """The people of `people` whom the report calls a jockey or a trainer (by full name or surname)."""
    text = " ".join(s.text for s in doc.sentences)
    out = set()
    for name in people:
        if role_near(text, name) or (" " in name and role_near(text, surname_of(name))):
            out.add(name)
    return out
