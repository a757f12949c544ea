"""Sentences a report tells of another race than its own: a sidebar's, another class's, another event's
(see `decide_winner`, which keeps their places and margins out of this race's)."""

from __future__ import annotations

import re

from bot.factbank.ingest import OTHER_EVENT_RE, IngestedDocument
from bot.factbank.model import Source

CLASS_WORD = re.compile(r"\b(?:class|classification|category|division|standings|support race)\b", re.I)


def naming_another_winner(
    doc: IngestedDocument, winner: str, others: set[str], ours: set[Source]
) -> set[Source]:
    """The sentences that name the winner of another class the report tells and not its own winner ("X was
    second, 3:27 behind, Y third - 6:47 slower than Sunderland" after "Sunderland triumphed in the
    motorcycle classification"): their places are that race's."""
    if not winner or not others:
        return set()
    own = winner.split()[-1]
    names = {o.split()[-1] for o in others if o.split()[-1] != own}
    out = set()
    for sent in doc.sentences:
        words = set(re.findall(r"[\w\-]+", sent.plain))
        if names & words and own not in words and (src := Source(doc.file, sent.text)) not in ours:
            out.add(src)
    return out


def told_after_another_event(doc: IngestedDocument, race_name: str, ours: set[Source]) -> set[Source]:
    """The sentences after one telling another event ("Two weeks ago, X won the Kentucky Derby"), up to
    the end of its paragraph or a sentence of this race's win: their places are that event's."""
    out: set[Source] = set()
    for k, sent in enumerate(doc.sentences):
        if (
            "other" not in sent.flags
            or (k and doc.sentences[k - 1].para == sent.para)  # it opens its paragraph
            or not (opening := OTHER_EVENT_RE.search(sent.plain[:40]))  # with the other time
            or "," not in sent.plain[opening.end() : opening.end() + 3]  # "Two weeks ago, X won the Y"
            or not any(
                m.kind == "event" and m.text not in race_name and race_name not in m.text
                for m in sent.mentions
            )
        ):
            continue
        for later in doc.sentences[k + 1 :]:
            src = Source(doc.file, later.text)
            if later.para != sent.para or src in ours:
                break
            out.add(src)
    return out


# Another class's race on the same bill: "the 250cc race", "the Moto2 race", "the support race"
_CLASS_RACE = re.compile(
    r"\b(?:\d{2,3} ?cc|Moto ?[23]|GP[23]|F[23]|Formula (?:2|3|Two|Three)|Indy Lights|Supercup|support(?:ing)?|"
    r"undercard|feeder)(?: [Ss]eries)? (?:race|event|class|category)\b"
)


def class_race_section(doc: IngestedDocument, race_name: str, ours: set[Source]) -> set[Source]:
    """The sentences from a paragraph that opens on another class's race of the meeting ("Earlier, a mistake
    on the final lap of the 250cc race allowed X to ...") up to a sentence of this race's win: that race's."""
    out: set[Source] = set()
    told = False
    for k, sent in enumerate(doc.sentences):
        src = Source(doc.file, sent.text)
        if src in ours:
            told = False
        elif (
            k
            and doc.sentences[k - 1].para != sent.para
            and (m := _CLASS_RACE.search(sent.plain))
            and m.group().split()[0] not in race_name
        ):
            told = True
        if told:
            out.add(src)
    return out
