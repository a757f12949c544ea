"""Places a report tells that are no finishing places, found by what is around them: a paragraph on the grid,
a stage or another year, a place that did not last, the order at the start. Used by `reading`."""

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
    """Places that are no finishing places, dropped: those of a paragraph that opens on qualifying, the grid
    or someone's pole ("Qualifying produced a surprise with X on pole ... Piquet was fourth"), on a stage
    ("STAGE 2: ...") or on another year ("When the series raced here last year, ..."); of a sentence the next
    one says did not last ("X was third again. It didn't last long."); and a short sentence after the start's
    order ("the race started with X leading, Y takes second. Z gets third.")."""
    first: dict[int, str] = {}
    for sent in doc.sentences:
        first.setdefault(sent.para, sent.plain)
    raced = {sent.para for sent in doc.sentences if _RACE_TOLD.search(sent.plain)}
    pole_from: dict[int, int] = {}  # a paragraph telling no race that turns to the pole: from there, the grid
    for k, sent in enumerate(doc.sentences):
        if sent.para not in raced and _POLE_TALK.search(sent.plain):
            pole_from.setdefault(sent.para, k)
    grid = {
        sent.text
        for k, sent in enumerate(doc.sentences)
        if (k + 1 < len(doc.sentences) and _FLEETING.match(doc.sentences[k + 1].plain))
        or (
            k > 0
            and doc.sentences[k - 1].para == sent.para
            and len(sent.plain.split()) < 10
            and _START_TOLD.search(doc.sentences[k - 1].plain)
        )  # "... the race started with X leading from pole, Y takes second. Z gets third.": the start's order
        or _ANOTHER_TIME_OPENS.match(first[sent.para])
        or _GRID_PARAGRAPH.match(first[sent.para])
        or _STAGE_LABEL.match(first[sent.para])
        or (_POLE_OPENS.match(first[sent.para]) and sent.para not in raced)
        or k >= pole_from.get(sent.para, len(doc.sentences))
    }
    if not grid:
        return found
    return [(f, s) for f, s in found if not (f.relation in _PLACE_FACTS and s.sentence in grid)]


# "When the series competed here last year, X led ... X was credited with a 10th-place finish": a paragraph
# opened on another year tells that year's places
_ANOTHER_TIME_OPENS = re.compile(
    r"^\W*(?:When|While|As|In|At|During|Back in)\b[^.;]{0,60}?\b(?:last (?:year|season)|a year (?:ago|earlier)|"
    r"the previous (?:year|season)|(?:19|20)\d\d)\b[^.;]{0,30}?,",
    re.I,
)
_START_TOLD = re.compile(
    r"\b(?:(?:race|rally|event) (?:started|began)|lights went (?:out|off)|at the start|off the line|on the opening lap|"
    r"on lap (?:one|1)\b|on the first lap)",
    re.I,
)
_FLEETING = re.compile(
    r"^\W*(?:It|That|This|The (?:lead|position|place)|(?:His|Her|Their) (?:lead|place|position|run))\s+"
    r"(?:did ?n[o'’]t|would ?n[o'’]t|was ?n[o'’]t to|could ?n[o'’]t|was not going to|wasn[o'’]t going to) last\b",
    re.I,
)
# "X's pole position at Monza was one of his greatest achievements": a paragraph opened on the pole, and telling
# no race nor win, tells the grid
_POLE_OPENS = re.compile(
    r"^\W*(?:(?:[A-Z][\w\-]*|[a-z]+-[a-z]+) ){0,4}?(?:[A-Z][\w\-]*['’]s|The|His|Her|Their) pole(?: position)?\b"
    r"(?![- ](?:sitter|man|winner))"
)  # the pole the sentence is about, named first ("Ayrton Senna's pole position at Monza was ...")
# "The battle for pole position was between A and B. C and D were third and fourth": the grid's order
_POLE_TALK = re.compile(
    r"\b(?:(?:battle|fight|fought|fighting|duel|scrap|race) for pole|pole position (?:went|was taken|was claimed|fell)|"
    r"(?:took|claimed|secured|grabbed|snatched|earned|won|set) (?:the )?pole(?: position)?)\b",
    re.I,
)
_RACE_TOLD = re.compile(
    r"\b(?:won|wins|win|winning|winner|victory|triumph\w*|beat|beating|finished|finish|crossed|race|raced|led|"
    r"leading|flag)\b",
    re.I,
)
# "STAGE 2: Kyle Larson won his second segment ...": a paragraph of a stage's places, as NASCAR reports label them
_STAGE_LABEL = re.compile(r"^\W*(?:STAGE|SEGMENT) \d\s*:")
_PLACE_FACTS = frozenset({"position", "runner_up", "margin", "margin_if_runner", "laps_led"})
