"""Results a sentence tells that are not its race's: a place won at another round ("who finished 13th in
Portugal"), a stage race's standings ("moved up to fourth place overall"), a result the sentence takes back
("crossed the line second, but NASCAR penalized him")."""

from __future__ import annotations

import re
from collections import Counter

from bot.factbank.tagged import Found
from bot.factbank.values import ORDINAL_RE, ordinal_word, parse_ordinal

# A place told with where it was won: "finished in 13th place in Portugal" (another round when the report's
# race is not there). A day or a month is no place: "second in Sunday's race".
_PLACE_WHERE = re.compile(
    rf"\b(?:{ORDINAL_RE}|runner-up)(?: place| position)? (?:in|at) (?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)"
    r"(?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)"
    r"([A-Z][a-z]{3,})\b(?!['’]s\b)"
)


def placed_elsewhere(plain: str, home: frozenset[str]) -> bool:
    """Does a sentence tell a place won somewhere the report's race is not ("13th place in Portugal" in a
    report of the Rio GP)? `home` holds the first four letters of its race's name and venue words ("Portugal"
    is home to a "Portuguese Grand Prix"); with no home known, nothing is elsewhere."""
    return bool(home) and any(m.group(1)[:4].lower() not in home for m in _PLACE_WHERE.finditer(plain))


# A result the sentence itself takes back: "X crossed the line second, but NASCAR penalized him"
_OVERTURNED = re.compile(
    r"\b(?:crossed the (?:finish )?line|finished|took the (?:checkered|chequered) flag|came home)\b[^.;]*\bbut\b"
    r"[^.;]*\b(?:penali[sz]\w*|demoted|relegated|docked|dropped (?:him )?to)\b",  # a disqualification: `deciding`
    re.I,
)


# A place held, then lost before the end: "X held on to fifth place but was slowed ..., and he finally retired"
_LOST_LATER = re.compile(
    r"\b(?:held|holding|was|were|ran|running|sat|sitting|lay|lying)\b[^.;]*\b(?:but|before|until|only to)\b[^.;]*"
    r"\b(?:retired|retiring|retires|crashed out|failed to finish|dropped out|broke down|pulled out|went out)\b",
    re.I,
)


def overturned(plain: str) -> bool:
    """Does a sentence take back the result it tells ("crossed the line second, but was penalized", "held
    fifth place but finally retired")?"""
    return bool(_OVERTURNED.search(plain) or _LOST_LATER.search(plain))


_OVERALL_PLACE = re.compile(rf"\b({ORDINAL_RE})(?: place| position)? overall\b", re.I)
_ORDINAL = re.compile(rf"\b{ORDINAL_RE}\b", re.I)


def _standing_places(plain: str) -> set[str]:
    """The places a stage's sentence gives only as standings ("sixth on the stage and fourth place overall":
    fourth), as ordinal words; a place told both ways ("came in third and fell to third overall") is not."""
    overall = [m.group(1) for m in _OVERALL_PLACE.finditer(plain)]
    told = Counter(parse_ordinal(m.group()) for m in _ORDINAL.finditer(plain))
    return {ordinal_word(n) for o in overall if (n := parse_ordinal(o)) and told[n] == 1}


def this_races_results(
    read: list[Found], plain: str, home: frozenset[str], stage: bool
) -> tuple[list[Found], bool]:
    """`read` without the results `plain` tells of another round, of a stage race's standings (`stage`: the
    report tells one stage) or takes back; and whether it takes its result back (then it casts no vote)."""
    if placed_elsewhere(plain, home):
        read = [f for f in read if f.relation != "position"]
    if stage and (standing := _standing_places(plain)):
        read = [f for f in read if not (f.relation == "position" and f.value in standing)]
    taken_back = overturned(plain)
    if taken_back:
        read = [f for f in read if f.relation not in {"position", "runner_up", "margin", "winner"}]
    return read, taken_back
