"""Paragraphs whose places are no finishing places: one that opens on qualifying or the grid, and a stage's
("STAGE 2: ..."), as reports set them apart. Used by `reading`."""

from __future__ import annotations

import re

from bot.factbank.ingest import IngestedDocument
from bot.factbank.model import Source
from bot.factbank.tagged import Found

_GRID_PARAGRAPH = re.compile(
    r"^\W*(?:(?:In |During |Saturday's |Friday's |The )?(?:qualifying|practice|the grid|the starting grid)|"
    r"On the (?:starting )?grid)\b",
    re.I,
)


def without_grid_places(
    doc: IngestedDocument, found: list[tuple[Found, Source]]
) -> list[tuple[Found, Source]]:
    """ "Qualifying produced a surprise with X on pole ... Piquet was fourth ahead of Arnoux": a paragraph
    that opens on qualifying tells the grid, so its places are no finishing places."""
    first: dict[int, str] = {}
    for sent in doc.sentences:
        first.setdefault(sent.para, sent.plain)
    grid = {
        sent.text
        for sent in doc.sentences
        if _GRID_PARAGRAPH.match(first[sent.para]) or _STAGE_LABEL.match(first[sent.para])
    }
    if not grid:
        return found
    return [(f, s) for f, s in found if not (f.relation in _PLACE_FACTS and s.sentence in grid)]


# "STAGE 2: Kyle Larson won his second segment ...": a paragraph of a stage's places, as NASCAR reports label them
_STAGE_LABEL = re.compile(r"^\W*(?:STAGE|SEGMENT) \d\s*:")
_PLACE_FACTS = frozenset({"position", "runner_up", "margin", "margin_if_runner", "laps_led"})
